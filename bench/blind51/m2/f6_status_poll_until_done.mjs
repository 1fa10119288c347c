import { makeStyle, convo, mkTurn } from './lib.mjs';
export const FAMILY = { name: 'status_poll_until_done', loop: false, stagnation: false,
  isolates: 'Healthy: polling a job whose status changes (queued, running, done) with volatile noise each time, then the result is used and the run finishes.' };

function poll(t, c, texts, call, args, states) {
  states.forEach((st, i) => t(texts[i], [[call, args, () => st(c)]]));
}
export const scenarios = [
{ id: '01', domain: 'pickle maker brine salinity lab tests', style: 'vercel',
  isolates: 'Agent polls a brine lab test (received → analysing → complete), then uses the salinity result to release the batch.',
  goal: 'Wait for the lab result on brine sample BR-0932 and release batch 77 if salinity is 3.5-4.5%.',
  build(c) {
    const S = makeStyle('vercel', c), K = convo(S, 'You are QA assistant at Brine & Barrel pickles.', this.goal), ch = [], t = mkTurn(S, K, ch);
    poll(t, c, ['Checking the lab status.', 'Sample received, not yet analysed (position 3 in queue). Checking again.', 'Analysis started on titrator T2. Checking again.', 'Still analysing; 2 of 3 replicates done.'], 'get_lab_result', { sample: 'BR-0932' }, [
      c => ({ status: 'received', queue_position: 3, at: c.iso(), lims: c.host('lims') }),
      c => ({ status: 'analysing', instrument: 'titrator-T2', replicates_done: 0, at: c.iso() }),
      c => ({ status: 'analysing', instrument: 'titrator-T2', replicates_done: 2, at: c.iso() }),
      c => ({ status: 'complete', salinity_pct: 3.9, ph: 3.4, replicates: [3.88, 3.91, 3.92], signed_by: 'A. Novak', at: c.iso() })]);
    t('Salinity 3.9% is within 3.5-4.5%. Releasing batch 77.', [['release_batch', { batch: 77, evidence: 'BR-0932' }, () => ({ batch: 77, status: 'released', at: c.iso() })]]);
    t('Batch 77 released: brine BR-0932 salinity 3.9% (pH 3.4), within spec.');
    return S.agent('qa-assistant', { prompt: this.goal }, ch, { text: 'Batch 77 released (salinity 3.9%).', finishReason: 'stop' });
  } },
{ id: '02', domain: 'Postgres logical replication initial sync', style: 'openinference',
  isolates: 'Agent polls pg_subscription_rel as tables move from init to data-copy to ready, then enables writes to the new cluster.',
  goal: 'Wait for the initial sync of subscription sub_orders to finish, then flip the app to the new primary.',
  build(c) {
    const S = makeStyle('openinference', c), K = convo(S, 'You are a database migration assistant.', this.goal), ch = [], t = mkTurn(S, K, ch);
    const q = { sql: "select srrelid::regclass, srsubstate from pg_subscription_rel" };
    const rows = (a, b, d) => () => ` srrelid  | srsubstate\n----------+------------\n orders   | ${a}\n items    | ${b}\n refunds  | ${d}\n(3 rows)\n\nTime: ${c.int(1, 40)}.${c.int(100, 999)} ms`;
    t('Checking sync state.', [['psql', q, rows('d', 'i', 'i')]]);
    t('orders is copying, items and refunds still initialising. Checking again.', [['psql', q, rows('r', 'd', 'i')]]);
    t('orders is ready; items copying now. Checking again.', [['psql', q, rows('r', 'r', 'd')]]);
    t('Only refunds is left copying.', [['psql', q, rows('r', 'r', 'r')]]);
    t('All three tables are ready (r). Switching the app connection string.', [['set_config', { key: 'DATABASE_URL', value: 'postgres://app@pg-new-primary:5432/shop' }, () => ({ ok: true, revision: c.int(100, 300), rolled_pods: 6 })]]);
    t('Initial sync finished for orders, items and refunds; the app now points at the new primary (6 pods rolled).');
    return S.agent('db-migrator', { input: this.goal }, ch, { output: 'Cutover done.' });
  } },
{ id: '03', domain: 'drone light show choreography rendering', style: 'langgraph',
  isolates: 'Agent polls a render farm job through queued, running 30%/80% and succeeded, then downloads the flight file.',
  goal: 'Render the choreography for the 300-drone lakeside show and give me the flight file checksum.',
  build(c) {
    const S = makeStyle('langgraph', c), K = convo(S, 'You operate the show render farm.', this.goal), ch = [], t = mkTurn(S, K, ch);
    t(null, [['submit_render', { show: 'lakeside-300', drones: 300 }, () => ({ job_id: c.job('rnd'), status: 'queued', submitted: c.iso() })]]);
    const g = { job: 'rnd' };
    t('Job submitted and queued. Polling.', [['get_render', g, () => ({ status: 'queued', ahead: 2, node: null, t: c.epoch() })]]);
    t('Two jobs ahead. Polling again.', [['get_render', g, () => ({ status: 'running', progress: 0.3, node: c.pod('render'), collisions_checked: 12000, t: c.epoch() })]]);
    t('Running, 30%, collision checks progressing.', [['get_render', g, () => ({ status: 'running', progress: 0.8, node: c.pod('render'), collisions_checked: 88000, t: c.epoch() })]]);
    t('80% done.', [['get_render', g, () => ({ status: 'succeeded', artifact: 's3://shows/lakeside-300/flight.skyc', sha256: c.hex(64), min_separation_m: 1.6, t: c.epoch() })]]);
    t('Render succeeded with 1.6 m minimum separation. The flight file is at s3://shows/lakeside-300/flight.skyc; checksum is in the job result.');
    return S.agent('__root__', { messages: [this.goal] }, ch, { status: 'done' });
  } },
{ id: '04', domain: 'cookbook translation vendor API', style: 'anthropic',
  isolates: 'Agent polls a translation vendor job (pending → in_translation → in_review → delivered) and then imports the delivered files.',
  goal: 'Get the Portuguese translation of the "Weeknight Lentils" chapter from the vendor and import it into the CMS.',
  build(c) {
    const S = makeStyle('anthropic', c), K = convo(S, 'You are a publishing production assistant.', this.goal), ch = [], t = mkTurn(S, K, ch);
    const st = ['pending', 'in_translation', 'in_review', 'delivered'];
    st.forEach((s, i) => t(['Checking the vendor job.', 'Pending assignment; checking later.', 'Translator assigned and working (42% of words).', 'Now in review by the second linguist.'][i], [['vendor_job_status', { job: 'TRJ-55103' }, () => `HTTP/2 200\ndate: ${c.http()}\nx-vendor-trace: ${c.hex(16)}\n\n{"job":"TRJ-55103","status":"${s}","words_done":${[0, 1730, 4120, 4120][i]},"words_total":4120${s === 'delivered' ? ',"files":["lentils_pt-PT.docx"]' : ''}}`]]));
    t('Delivered. Importing into the CMS.', [['cms_import', { file: 'lentils_pt-PT.docx', locale: 'pt-PT', chapter: 'weeknight-lentils' }, () => ({ imported: true, revision: c.int(2000, 3000), warnings: [] })]]);
    t('The Portuguese chapter was delivered (4,120 words) and imported into the CMS as a new pt-PT revision.');
    return S.agent('production-assistant', { request: this.goal }, ch, { stop_reason: 'end_turn' });
  } },
{ id: '05', domain: 'windmill museum ticket refund batch', style: 'crewai',
  isolates: 'Agent polls a bulk refund batch whose processed count rises each time until completed, then reports totals.',
  goal: 'Refund all 212 tickets for the cancelled Saturday windmill tour and report how many succeeded.',
  build(c) {
    const S = makeStyle('crewai', c), K = convo(S, 'You are Box Office Agent at the Molen Museum.', this.goal), ch = [], t = mkTurn(S, K, ch);
    t('Thought: start the batch refund.', [['start_refund_batch', { event: 'tour-sat-0900', reason: 'weather' }, () => ({ batch: 'rb_' + c.alnum(10), status: 'processing', total: 212 })]]);
    [[40, 0], [131, 1], [212, 2]].forEach(([n, f], i) => t(['Thought: check the batch progress.', 'Thought: 40 done; check again.', 'Thought: 131 processed, 1 failed; check again.'][i], [['get_refund_batch', { batch: 'rb' }, () => JSON.stringify({ status: n === 212 ? 'completed' : 'processing', processed: n, failed: f, updated: c.dmy(), psp_cursor: c.cursor() })]]));
    t('Final Answer: 212 tickets processed, 210 refunded and 2 failed (card expired); the failures need a manual bank transfer.');
    return S.agent('Molen Box Office', { inputs: { event: 'tour-sat-0900' } }, ch, { raw: '210 refunded, 2 failed' });
  } },
{ id: '06', domain: 'carbon credit registry retirement', style: 'pydantic',
  isolates: 'Agent polls a registry retirement request (submitted → under_verification → retired) then records the serial range in the report.',
  goal: 'Retire 500 tCO2e from our registry account for the 2024 travel footprint and record the serial numbers.',
  build(c) {
    const S = makeStyle('pydantic', c), K = convo(S, 'You are the sustainability reporting agent.', this.goal), ch = [], t = mkTurn(S, K, ch);
    t(null, [['registry_retire', { quantity: 500, vintage: 2022, beneficiary: 'Company travel 2024' }, () => ({ request_id: 'RET-' + c.int(100000, 999999), status: 'submitted', at: c.isoOffset(1) })]]);
    t('Submitted. Polling.', [['registry_status', { request: 'RET' }, () => ({ status: 'under_verification', verifier_queue: 5, at: c.isoOffset(1) })]]);
    t('Under verification, queue position 5.', [['registry_status', { request: 'RET' }, () => ({ status: 'under_verification', verifier_queue: 1, at: c.isoOffset(1) })]]);
    t('Queue position 1 now.', [['registry_status', { request: 'RET' }, () => ({ status: 'retired', serials: 'VCS-1742-2022-0048812-0049311', certificate: 'https://registry.example/cert/' + c.alnum(12) })]]);
    t('Retired. Recording in the report.', [['update_report', { section: 'offsets', serials: 'VCS-1742-2022-0048812-0049311' }, { ok: true }]]);
    t('500 tCO2e retired (serials VCS-1742-2022-0048812 to 0049311) and recorded in the 2024 travel report.');
    return S.agent('sustainability_agent', { prompt: this.goal }, ch, { output: 'done' });
  } },
];
