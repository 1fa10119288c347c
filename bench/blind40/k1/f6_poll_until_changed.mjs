import { style, span, http } from './lib.mjs';
export const meta = { family: 'poll_until_changed', loop: false, stagnation: false, behaviour: 'polling a job until its status changes, then using the result' };

const poll = (S, c, name, args, states, mk, textFor) => { const k = []; states.forEach((st, i) => { k.push(S.llm({ prompt: 'poll', text: textFor ? textFor(st, i) : '', calls: [{ name, args }] })); k.push(S.tool(name, args, mk(st, i))); }); return k; };

export const scenarios = [
  // 01 sundial makers — LangSmith, laser engraving job
  (c) => {
    const S = style('langsmith', c); const goal = 'Engrave the hour lines on slate sundial SD-77 and send the customer a photo link.'; const job = c.jobId('engr');
    const kids = [S.llm({ prompt: goal, calls: [{ name: 'submit_engrave', args: { design: 'SD-77-lat51.5.svg', material: 'slate' } }] }), S.tool('submit_engrave', { design: 'SD-77-lat51.5.svg' }, { job, state: 'queued' })];
    kids.push(...poll(S, c, 'engrave_status', { job }, ['queued', 'running', 'running', 'done'], (st, i) => ({ job, state: st, progress: [0, 35, 81, 100][i], at: c.iso(), laser: c.host('laser') , ...(st === 'done' ? { photo: `https://cdn.example/sd77/${c.hex(8)}.jpg` } : {}) })));
    kids.push(S.llm({ prompt: goal, text: 'Engraving finished; emailing the photo link.', calls: [{ name: 'email_customer', args: { order: 'SD-77', template: 'engraving_done' } }] }), S.tool('email_customer', { order: 'SD-77' }, { sent: true, message_id: `<${c.uuid()}@mail>` }), S.llm({ prompt: goal, text: 'Done: SD-77 engraved and the customer has the photo.' }));
    return { isolates: 'The engraving job is polled through queued, running, running, done with changing progress, then the photo link is emailed.', goal, root: S.agent('sundial_shop', { goal }, { result: 'sent' }, kids) };
  },
  // 02 river cruise cabin bookings — Vercel AI SDK, refund processing
  (c) => {
    const S = style('vercel', c); const goal = 'Process the refund for cancelled Danube cabin 214 and confirm to the guest.';
    const kids = poll(S, c, 'refundStatus', { refundId: 'rf_8Q21' }, ['pending', 'pending', 'processing', 'succeeded'], (st) => http(c, 200, { id: 'rf_8Q21', status: st, amount: 2480, currency: 'EUR', ...(st === 'succeeded' ? { arn: '74829374829300018273645' } : {}) }, { 'x-request-id': c.reqId('req') }));
    kids.push(S.llm({ prompt: goal, text: 'Refund succeeded; ARN 74829374829300018273645. Telling the guest it will show in 5-10 days.' }));
    return { isolates: 'A refund is polled from pending to succeeded with fresh request ids each time, then the guest is told the ARN.', goal, root: S.agent('cruise-support', { prompt: goal }, { text: 'Refund confirmed to guest.' }, kids) };
  },
  // 03 devops: container image scan for silk farm sensor gateway — OTel
  (c) => {
    const S = style('otel', c); const goal = 'Wait for the vulnerability scan of the sericulture humidity gateway image and approve it if there are no criticals.';
    const kids = poll(S, c, 'scan_status', { image: 'registry.local/silkroom-gw:1.9.2' }, ['QUEUED', 'SCANNING', 'SCANNING', 'COMPLETE'], (st) => ({ status: st, scanner: c.pod('trivy'), updated: c.isoNoMs(), ...(st === 'COMPLETE' ? { findings: { critical: 0, high: 2, medium: 7 } } : {}) }), (st, i) => i === 0 ? 'Check scan state.' : '');
    kids.push(S.llm({ prompt: goal, text: 'Zero criticals, two highs in busybox; approving and filing a ticket for the highs.', calls: [{ name: 'approve_image', args: { image: 'silkroom-gw:1.9.2' } }] }), S.tool('approve_image', { image: 'silkroom-gw:1.9.2' }, { approved: true }));
    return { isolates: 'A scan is polled QUEUED, SCANNING, SCANNING, COMPLETE, then the image is approved based on the findings.', goal, root: S.agent('release-gate', { goal }, { approved: true }, kids) };
  },
  // 04 pigment manufacturing — Haystack, mill batch
  (c) => {
    const S = style('haystack', c); const goal = 'Report the particle size of ultramarine batch UB-5530 once the laser diffraction run completes.';
    const kids = poll(S, c, 'psa_run', { batch: 'UB-5530' }, ['waiting_sample', 'measuring', 'measuring', 'finished'], (st, i) => `${c.logTs()} PSA-3000 batch=UB-5530 state=${st}${st === 'finished' ? ' D10=0.9um D50=2.4um D90=6.1um' : ` obscuration=${[0, 8.2, 11.6][i]}%`}`);
    kids.push(S.llm({ prompt: goal, text: 'UB-5530: D50 2.4 µm, D90 6.1 µm — within the artists\' grade spec (D90 < 8 µm).' }));
    return { isolates: 'The particle-size run is polled until it moves from waiting to finished, then the D50/D90 values are reported.', goal, root: S.agent('pigment_lab', { query: goal }, { replies: ['UB-5530 in spec'] }, kids) };
  },
  // 05 Morris dancing sides — AutoGen, form approvals
  (c) => {
    const S = style('autogen', c); const goal = 'Confirm the council street-performance licence for the Morris side\'s May Day dance, then post the route.';
    const kids = poll(S, c, 'licence_status', { application: 'SPL-24-0419' }, ['submitted', 'under_review', 'approved'], (st) => ({ application: 'SPL-24-0419', status: st, officer: st === 'submitted' ? null : 'J. Patel', updated: c.httpDate() }));
    kids.push(S.llm({ prompt: goal, text: 'Approved; posting the route.', calls: [{ name: 'post_update', args: { channel: 'members', text: 'May Day licence approved. Route: Market Cross 06:00 → Church Green 07:15.' } }] }), S.tool('post_update', { channel: 'members' }, { ok: true, ts: `${c.epoch()}.${c.int(100000, 999999)}` }));
    return { isolates: 'A licence application is polled from submitted through under_review to approved, then the route is posted.', goal, root: S.agent('squire_bot', { task: goal }, { stop_reason: 'TERMINATE' }, kids) };
  },
  // 06 antique map dealers — Claude Agent SDK, OCR job
  (c) => {
    const S = style('claude-sdk', c); const goal = 'OCR the cartouche of the 1680 Blaeu-style map scan and add the transcribed title to the catalogue.'; const op = `operations/${c.hex(16)}`;
    const kids = [S.llm({ prompt: goal, text: 'Start the OCR job.', calls: [{ name: 'ocr_start', args: { file: 'scans/M-1680-02.tif', lang: 'lat' } }] }), S.tool('ocr_start', { file: 'scans/M-1680-02.tif' }, { name: op, done: false })];
    kids.push(...poll(S, c, 'ocr_get', { name: op }, [false, false, true], (d) => ({ name: op, done: d, metadata: { progressPercent: d ? 100 : c.int(10, 70), updateTime: c.isoNoMs() }, ...(d ? { response: { text: 'NOVA ET ACCURATA TOTIUS ANGLIAE TABULA' } } : {}) })));
    kids.push(S.llm({ prompt: goal, text: 'Title transcribed; updating catalogue.', calls: [{ name: 'catalogue_update', args: { item: 'M-1680-02', title: 'Nova et accurata totius Angliae tabula' } }] }), S.tool('catalogue_update', { item: 'M-1680-02' }, { updated: true, rev: c.int(3, 20) }));
    return { isolates: 'A long-running OCR operation is polled until done:true and its transcription is then written to the catalogue.', goal, root: S.agent('map-cataloguer', { prompt: goal }, { subtype: 'success' }, kids) };
  },
];
