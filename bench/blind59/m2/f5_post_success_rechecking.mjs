// Loop: the goal is met and confirmed by a tool, yet the agent keeps re-checking / re-announcing.
export const family = 'post_success_rechecking';
export const loop = true;

export const scenarios = [
  // 01 sheep cheese dairy, LangGraph
  (n) => ({
    domain: 'sheep cheese dairy', style: 'langgraph', stagnation: true, agent: 'dairy-ops',
    isolates: 'Rennet order is placed and confirmed, then the agent re-reads the same order status three more times with the same remark.',
    goal: 'Order 20 L of calf rennet for the pecorino make on Thursday.',
    steps: [
      { t: 'Placing the order.', c: [{ n: 'place_order', a: { sku: 'RENNET-CALF-1L', qty: 20, deliver_by: 'Thursday' }, o: { order: 'PO-77120', status: 'confirmed', eta: n.isoNoMs(86400) } }] },
      ...[0, 1, 2].map(() => ({ t: 'The order PO-77120 is confirmed. Let me verify it once more.', c: [{ n: 'order_status', a: { order: 'PO-77120' }, o: { order: 'PO-77120', status: 'confirmed', checked: n.iso(5), etag: n.etag() } }] })),
      { t: 'The order PO-77120 is confirmed. Let me verify it once more.', c: [] },
    ],
    output: null, rootError: 'GraphRecursionError: Recursion limit of 12 reached',
  }),
  // 02 laser eye clinic, Anthropic
  (n) => ({
    domain: 'laser eye surgery clinic', style: 'anthropic', stagnation: false, agent: 'clinic-scheduler',
    isolates: 'Consult is booked and the confirmation email sent; the agent re-sends the same confirmation twice and re-books the same slot, each time told it already exists.',
    goal: 'Book a LASIK consultation for patient 5520 next week and send the confirmation.',
    steps: [
      { t: 'Booking.', c: [{ n: 'book_slot', a: { patient: 5520, type: 'lasik_consult', slot: '2025-09-16T10:30' }, o: { booking: 'BK-' + n.int(10000, 99999), status: 'booked' } }] },
      { t: 'Sending confirmation.', c: [{ n: 'send_email', a: { patient: 5520, template: 'consult_confirm' }, o: { accepted: true, message_id: n.uuid() } }] },
      { t: 'Done. I will send the confirmation again so the patient definitely has it.', c: [{ n: 'send_email', a: { patient: 5520, template: 'consult_confirm' }, o: { accepted: true, message_id: n.uuid() } }] },
      { t: 'Making sure the slot is really held.', c: [{ n: 'book_slot', a: { patient: 5520, type: 'lasik_consult', slot: '2025-09-16T10:30' }, o: { status: 'already_booked' } }] },
      { t: 'Resending the confirmation once more for safety.', c: [{ n: 'send_email', a: { patient: 5520, template: 'consult_confirm' }, o: { accepted: true, message_id: n.uuid() } }] },
      { t: 'Checking the slot again.', c: [{ n: 'book_slot', a: { patient: 5520, type: 'lasik_consult', slot: '2025-09-16T10:30' }, o: { status: 'already_booked' } }] },
    ],
    output: null,
  }),
  // 03 crab pot tagging, smolagents
  (n) => ({
    domain: 'crab pot tag registry', style: 'smolagents', stagnation: true, agent: 'tag-registry',
    isolates: 'Tags are registered (200/200 ok) yet the code agent keeps re-counting the same registry rows with the same thought until max steps.',
    goal: 'Register 200 crab pot buoy tags for vessel FV Marit in the state registry.',
    steps: [
      { t: 'Thought: register the tags.\nCode:\n```py\nregister_tags(vessel="FV Marit", start=44001, count=200)\n```', c: [{ n: 'register_tags', a: { vessel: 'FV Marit', start: 44001, count: 200 }, o: `registered=200 failed=0 batch=${n.uuid()} took=${n.dur()}` }] },
      ...[0, 1, 2, 3].map(() => ({ t: 'Thought: All 200 tags are registered. I will count them in the registry again to be sure.\nCode:\n```py\nprint(count_tags(vessel="FV Marit"))\n```', c: [{ n: 'count_tags', a: { vessel: 'FV Marit' }, o: `200 (query ${n.ms()}ms, replica ${n.host('reg-db')})` }] })),
    ],
    output: 'Reached max steps.',
  }),
  // 04 hydro reservoir releases, OTel GenAI
  (n) => ({
    domain: 'hydroelectric reservoir release scheduling', style: 'otel', stagnation: false, agent: 'release-planner',
    isolates: 'Release order is accepted by the dispatch system; agent then re-submits it three times (each returns duplicate) and re-posts the announcement.',
    goal: 'Submit tomorrow\'s 06:00 environmental flow release of 14 m3/s for the Lower Glen dam.',
    steps: [
      { t: 'Submitting.', c: [{ n: 'submit_release', a: { dam: 'lower-glen', start: '06:00', flow_m3s: 14 }, o: { id: 'REL-' + n.int(1000, 9999), state: 'ACCEPTED', at: n.http() } }] },
      { t: 'Accepted. Posting to the river users list.', c: [{ n: 'post_notice', a: { list: 'river-users', text: 'Flow release 14 m3/s from 06:00 tomorrow at Lower Glen.' }, o: { ok: true } }] },
      { t: 'I\'ll resubmit to make sure dispatch registered it.', c: [{ n: 'submit_release', a: { dam: 'lower-glen', start: '06:00', flow_m3s: 14 }, o: { state: 'DUPLICATE', existing: 'see previous' } }] },
      { t: 'Maybe the duplicate means a second one was queued; submitting again to check.', c: [{ n: 'submit_release', a: { dam: 'lower-glen', start: '06:00', flow_m3s: 14 }, o: { state: 'DUPLICATE', existing: 'see previous' } }] },
      { t: 'Re-posting the notice in case people missed it.', c: [{ n: 'post_notice', a: { list: 'river-users', text: 'Flow release 14 m3/s from 06:00 tomorrow at Lower Glen.' }, o: { ok: true } }] },
      { t: 'Submitting once more.', c: [{ n: 'submit_release', a: { dam: 'lower-glen', start: '06:00', flow_m3s: 14 }, o: { state: 'DUPLICATE', existing: 'see previous' } }] },
    ],
    output: { finish_reason: 'max_steps' },
  }),
  // 05 marzipan confectioners, Vercel AI SDK
  (n) => ({
    domain: 'marzipan confectionery', style: 'vercel', stagnation: true, agent: 'confectionery-qa',
    isolates: 'Label proof is approved by the regulatory tool; the agent re-runs the same approval check three times and repeats the same announcement.',
    goal: 'Get the almond-content label proof for the marzipan loaf approved for print.',
    steps: [
      { t: '', c: [{ n: 'check_label', a: { sku: 'MZP-LOAF-200', proof: 'v7' }, o: { verdict: 'APPROVED', almond_pct: 33, checker: n.host('regcheck'), run: n.uuid() } }] },
      ...[0, 1, 2].map(() => ({ t: 'The label proof v7 is approved for print. Running the check again to confirm.', c: [{ n: 'check_label', a: { sku: 'MZP-LOAF-200', proof: 'v7' }, o: { verdict: 'APPROVED', almond_pct: 33, checker: n.host('regcheck'), run: n.uuid() } }] })),
    ],
    output: { finishReason: 'length' },
  }),
  // 06 yak trekking, Gemini
  (n) => ({
    domain: 'yak trekking outfitter', style: 'gemini', stagnation: false, agent: 'trek-desk',
    isolates: 'Permit is issued (PDF link returned) but the agent keeps downloading it and messaging the guide the same link three more times.',
    goal: 'Obtain the Upper Mustang trekking permit for group G-14 and send it to the guide.',
    steps: [
      { t: 'Applying.', c: [{ n: 'apply_permit', a: { group: 'G-14', area: 'upper-mustang', pax: 6 }, o: { permit: 'UM-2025-' + n.int(1000, 9999), status: 'ISSUED', pdf: 'https://permits.example/p/' + n.hex(12) + '.pdf' } }] },
      { t: 'Issued. Sending to guide.', c: [{ n: 'message_guide', a: { guide: 'Pemba', text: 'Permit issued for G-14, PDF attached.' }, o: { delivered: true } }] },
      { t: 'Let me download the PDF to check it opens.', c: [{ n: 'http_get', a: { url: 'permit pdf' }, o: { status: 200, headers: n.headers({ 'content-type': 'application/pdf', etag: n.etag() }), bytes: 48211 } }] },
      { t: 'Resending to the guide just in case.', c: [{ n: 'message_guide', a: { guide: 'Pemba', text: 'Permit issued for G-14, PDF attached.' }, o: { delivered: true } }] },
      { t: 'Verifying the PDF again.', c: [{ n: 'http_get', a: { url: 'permit pdf' }, o: { status: 200, headers: n.headers({ 'content-type': 'application/pdf', etag: n.etag() }), bytes: 48211 } }] },
      { t: 'Sending to Pemba again.', c: [{ n: 'message_guide', a: { guide: 'Pemba', text: 'Permit issued for G-14, PDF attached.' }, o: { delivered: true } }] },
    ],
    output: null,
  }),
];
