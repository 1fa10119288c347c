import { ctx, call, L, T, A, S, row } from './lib.mjs';
export const FAMILY = 'post_success_churn';
export const LOOP = true, STAG = true;
const F = FAMILY;
function r1() {
  const c = ctx(`${F}-01`, 'gemini', 'Book a practical exam slot for the powerboat licence (Level 2) for trainee Ines Duarte in the first week of June.');
  const ch = [];
  const a = call(c, 'list_slots', { exam: 'PB2', from: '2025-06-02', to: '2025-06-06' });
  ch.push(L(c, { calls: [a] })); ch.push(T(c, a, { slots: [{ id: 'S-118', start: '2025-06-03T09:30', examiner: 'R. Quinn' }, { id: 'S-121', start: '2025-06-05T14:00' }] }));
  const b = call(c, 'book_slot', { slot: 'S-118', candidate: 'Ines Duarte' });
  ch.push(L(c, { calls: [b], text: 'Booking the 3 June slot.' })); ch.push(T(c, b, { status: 'CONFIRMED', booking_ref: 'PBX-40711', email_sent: true, at: c.iso() }));
  for (let i = 0; i < 4; i++) {
    const k = call(c, 'get_booking', { ref: 'PBX-40711' });
    ch.push(L(c, { text: 'The booking PBX-40711 is confirmed for 3 June at 09:30. Let me verify the booking once more.', calls: [k] }));
    ch.push(T(c, k, { ref: 'PBX-40711', status: 'CONFIRMED', slot: 'S-118', fetched_at: c.iso(), cache: c.pick(['HIT', 'MISS']) }));
  }
  return row(F, 1, 'After the exam slot is confirmed, the agent re-fetches the same confirmed booking four times with the same sentence each time.', LOOP, STAG, c.goal, A(c, ch, { finishReason: 'MAX_CALLS' }));
}
function r2() {
  const c = ctx(`${F}-02`, 'vercel', 'Issue the invoice for shipment LTX-2207 (22 t of centrifuged latex) to the glove manufacturer and make sure it is delivered.');
  const ch = [];
  const a = call(c, 'createInvoice', { shipment: 'LTX-2207', customer: 'Medigrip Sdn Bhd', currency: 'USD' });
  ch.push(L(c, { calls: [a] })); ch.push(T(c, a, { invoice: 'INV-2025-0611', total: 38940.0, pdf: `https://files.plantation.example/inv/${c.hex(16)}.pdf` }));
  const b = call(c, 'sendInvoice', { invoice: 'INV-2025-0611', to: 'ap@medigrip.example' });
  ch.push(L(c, { calls: [b] })); ch.push(T(c, b, { delivered: true, smtp: '250 2.0.0 OK ' + c.hex(12), opened: false }));
  for (let i = 0; i < 3; i++) {
    const k = call(c, 'sendInvoice', { invoice: 'INV-2025-0611', to: 'ap@medigrip.example' });
    ch.push(L(c, { text: 'Invoice INV-2025-0611 has been delivered to Medigrip. Sending it again to make sure it arrives.', calls: [k] }));
    ch.push(T(c, k, { delivered: true, smtp: '250 2.0.0 OK ' + c.hex(12), opened: false, duplicate_of: 'INV-2025-0611' }));
  }
  return row(F, 2, 'The invoice is delivered (250 OK) and the agent then re-sends the identical invoice three more times.', LOOP, STAG, c.goal, A(c, ch, { 'ai.response.text': 'Invoice INV-2025-0611 has been delivered to Medigrip.' }, { maxSteps: 10 }));
}
function r3() {
  const c = ctx(`${F}-03`, 'responses', 'The LaTeX build of the thesis fails on a missing \\bibliography entry. Fix it so `latexmk -pdf main.tex` succeeds.');
  const ch = [];
  const e = call(c, 'apply_patch', { path: 'chapters/ch3.tex', diff: '@@ -41 +41 @@\n-\\cite{smith2019}\n+\\cite{smith2019fluid}' });
  ch.push(L(c, { calls: [e], reasoning: 'The key smith2019 does not exist; refs.bib has smith2019fluid.' })); ch.push(T(c, e, 'Patched chapters/ch3.tex (1 hunk)'));
  for (let i = 0; i < 4; i++) {
    const k = call(c, 'shell', { cmd: 'latexmk -pdf main.tex' });
    ch.push(L(c, { calls: [k], reasoning: i ? 'The build succeeded. Let me run the build once more to confirm it succeeds.' : 'Run the build.' }));
    ch.push(T(c, k, `Latexmk: Run number 1 of rule 'pdflatex'\nOutput written on main.pdf (142 pages, ${c.int(3100000, 3100400)} bytes).\nTranscript written on main.log.\nLatexmk: All targets (main.pdf) are up-to-date\nreal\t0m${c.int(8, 19)}.${c.int(100, 999)}s`));
  }
  return row(F, 3, 'The build succeeds after the citation fix, then the agent reruns the same successful build three more times.', LOOP, STAG, c.goal, A(c, ch, { status: 'incomplete', incomplete_details: { reason: 'max_tool_calls' } }));
}
function r4() {
  const c = ctx(`${F}-04`, 'griptape', 'Schedule the installation of a 9 ft slate pool table at 14 Orchard Rise for next Tuesday morning and confirm with the customer.');
  const ch = [];
  const a = call(c, 'CalendarTool.create_event', { crew: 'install-2', date: '2025-04-15', start: '08:00', duration_h: 4, address: '14 Orchard Rise' });
  ch.push(L(c, { calls: [a] })); ch.push(T(c, a, { event_id: `evt_${c.b62(12)}`, status: 'confirmed' }));
  const b = call(c, 'EmailTool.send', { to: 'j.pereira@example.com', subject: 'Your pool table installation', body: 'Confirmed for Tuesday 15 April, 08:00-12:00.' });
  ch.push(L(c, { calls: [b] })); ch.push(T(c, b, 'Email sent'));
  for (let i = 0; i < 3; i++) ch.push(L(c, { text: 'The installation is confirmed for Tuesday 15 April at 08:00 and the customer has been emailed. The task is complete.' }));
  const d = call(c, 'EmailTool.send', { to: 'j.pereira@example.com', subject: 'Your pool table installation', body: 'Confirmed for Tuesday 15 April, 08:00-12:00.' });
  ch.push(L(c, { calls: [d], text: 'Re-sending the confirmation to be safe.' })); ch.push(T(c, d, 'Email sent'));
  return row(F, 4, 'After the event and email succeed, the agent restates "task is complete" three times and then e-mails the same confirmation again.', LOOP, STAG, c.goal, A(c, ch, { type: 'TextArtifact', value: 'The installation is confirmed for Tuesday 15 April at 08:00.' }));
}
function r5() {
  const c = ctx(`${F}-05`, 'plain', 'Publish the aid-station volunteer roster for the Fells 50K trail race to the volunteer portal.');
  const ch = [];
  const a = call(c, 'portal_publish', { doc: 'roster_v3.csv', audience: 'volunteers' });
  ch.push(L(c, { calls: [a] })); ch.push(T(c, a, { published: true, url: 'https://vol.fells50k.example/roster', version: 3, etag: c.etag() }));
  for (let i = 0; i < 4; i++) {
    const k = call(c, 'http_get', { url: 'https://vol.fells50k.example/roster' });
    ch.push(L(c, { text: 'The roster is published (version 3). I will check the portal page again to verify.', calls: [k] }));
    ch.push(T(c, k, { status: 200, headers: { date: c.http(), etag: '"v3-roster"', age: String(c.int(0, 300)), 'cf-ray': `${c.hex(16)}-LHR` }, body: '<h1>Aid station roster (v3)</h1><table><tr><td>AS1 Blackrigg</td><td>6 volunteers</td></tr>...' }));
  }
  return row(F, 5, 'The roster is published and confirmed; the agent then fetches the same v3 page four more times with the same remark.', LOOP, STAG, c.goal, A(c, ch, { stopped: 'max_iterations=10' }));
}
function r6() {
  const c = ctx(`${F}-06`, 'logfire', 'Order 40 kg of Rhizopus starter culture and 600 kg of dehulled soybeans from the usual supplier for the tempeh line.', { agentName: 'procurement' });
  const ch = [];
  const a = call(c, 'place_po', { supplier: 'Soyaland BV', lines: [{ sku: 'RHZ-STARTER-1KG', qty: 40 }, { sku: 'SOY-DEH-25KG', qty: 24 }] });
  ch.push(L(c, { calls: [a] })); ch.push(T(c, a, { po: 'PO-77310', status: 'confirmed', supplier_ack: `ACK-${c.int(10000, 99999)}` }));
  for (let i = 0; i < 4; i++) {
    const k = call(c, 'po_status', { po: 'PO-77310' });
    ch.push(L(c, { text: 'PO-77310 has been confirmed by Soyaland. Checking its status again.', calls: [k] }));
    ch.push(T(c, k, { po: 'PO-77310', status: 'confirmed', eta: '2025-05-21', checked: c.iso(), edi_seq: c.int(1000, 9999) }));
  }
  return row(F, 6, 'The purchase order is confirmed, then the agent polls the unchanged "confirmed" status four times until the request limit.', LOOP, STAG, c.goal, A(c, ch, { error: 'UsageLimitExceeded' }, { error: 'UsageLimitExceeded: request_limit of 10' }));
}
export const rows = [r1, r2, r3, r4, r5, r6];
