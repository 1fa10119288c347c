import { mk, span } from './lib.mjs';
export const family = 'status_polling_until_done';
export const loop = false;
export const stagnation = false;
function poll(L, R, name, args, states, mkOut) { return states.map((s, i) => L.tool(name, args, mkOut(s, i))); }
export const rows = [
  { domain: 'ventriloquist booking agency promo video render', style: 'plain', build(R) {
    const L = mk('plain', R); const goal = 'Render the 30-second promo for "Gus & Mortimer" and attach it to the agency listing.'; const j = R.job('rnd');
    const ch = [L.llm([L.user(goal)], '', [{ name: 'start_render', args: { project: 'gus-mortimer-30s' } }]), L.tool('start_render', { project: 'gus-mortimer-30s' }, { job: j, state: 'queued' }), L.llm([], 'Render submitted; polling until it finishes.', []),
      ...poll(L, R, 'render_status', { job: j }, ['queued', 'queued', 'rendering', 'rendering', 'done'], (s, i) => ({ job: j, state: s, progress: [0, 0, 31, 78, 100][i], worker: R.host('gpu'), at: R.iso(), ...(s === 'done' ? { url: `https://cdn.example/${j}.mp4`, sha256: R.sha(64) } : {}) })),
      L.llm([], 'Render finished; attaching the MP4 to the listing.', [{ name: 'attach_media', args: { listing: 'gus-mortimer', url: `https://cdn.example/${j}.mp4` } }]), L.tool('attach_media', { listing: 'gus-mortimer' }, { ok: true }), L.llm([], 'The promo is rendered and attached to the Gus & Mortimer listing.', [])];
    return { isolates: 'Status polling through queued/rendering to done with fresh noise each time, then the result is used.', goal, root: L.agent('promo-agent', { goal }, { status: 'completed' }, ch) };
  } },
  { domain: 'emu farm feed order', style: 'oai_agents', build(R) {
    const L = mk('oai_agents', R); const goal = 'Order 2 t of ratite pellets and tell the farm hand the delivery window once the mill confirms.'; const o = 'PO-' + R.int(10000, 99999);
    const ch = [L.llm([L.user(goal)], '', [{ name: 'place_order', args: { sku: 'RATITE-PEL-25', qty_kg: 2000 } }]), L.tool('place_order', { sku: 'RATITE-PEL-25', qty_kg: 2000 }, { order: o, status: 'received' }),
      ...poll(L, R, 'order_status', { order: o }, ['received', 'milling', 'confirmed'], (s) => s === 'confirmed' ? { order: o, status: s, delivery_window: 'Thu 08:00-12:00', truck: 'TRK-' + R.int(10, 99), updated: R.us() } : { order: o, status: s, updated: R.us(), batch: R.b36(6) }),
      L.llm([], 'Mill confirmed: delivery Thursday 08:00-12:00. Notifying the farm hand.', [{ name: 'sms', args: { to: 'farmhand', text: 'Pellets arrive Thu 08:00-12:00.' } }]), L.tool('sms', { to: 'farmhand' }, { sid: 'SM' + R.hex(32) }), L.llm([], 'Order placed, confirmed, and farm hand notified.', [])];
    return { isolates: 'Order status changes received -> milling -> confirmed and the delivery window is then passed on.', goal, root: L.agent('Feed Buyer', { input: goal }, { final_output: 'done' }, ch) };
  } },
  { domain: 'hymn book print run', style: 'langsmith', build(R) {
    const L = mk('langsmith', R); const goal = 'Send the revised hymnal PDF to the printer, wait for preflight, and approve the proof.'; const j = 'PF' + R.int(100000, 999999);
    const ch = [L.llm([L.user(goal)], '', [{ name: 'upload_pdf', args: { file: 'hymnal_rev3.pdf' } }]), L.tool('upload_pdf', { file: 'hymnal_rev3.pdf' }, { preflight_id: j, state: 'QUEUED' }),
      ...poll(L, R, 'preflight_status', { id: j }, ['QUEUED', 'CHECKING', 'CHECKING', 'PASSED'], (s, i) => `Preflight ${j}: ${s} (${i * 97}/384 pages) — ${R.euro()} — node ${R.host('rip')}${s === 'PASSED' ? '\nproof: https://print.example/proof/' + j : ''}`),
      L.llm([], 'Preflight passed for all 384 pages; approving the proof.', [{ name: 'approve_proof', args: { id: j } }]), L.tool('approve_proof', { id: j }, { approved: true, press_date: '2025-05-19' }), L.llm([], 'Proof approved; printing is scheduled for 19 May.', [])];
    return { isolates: 'Preflight status is polled with changing page counts until PASSED, then the proof is approved.', goal, root: L.agent('AgentExecutor', { input: goal }, { output: 'Proof approved; press date 19 May.' }, ch) };
  } },
  { domain: 'permafrost borehole data export', style: 'anthropic', build(R) {
    const L = mk('anthropic', R); const goal = 'Export the 2024 temperature series from borehole BH-17 and report the active-layer depth.'; const e = R.uuid();
    const ch = [L.llm({}, '', [{ name: 'start_export', args: { borehole: 'BH-17', year: 2024 } }]), L.tool('start_export', { borehole: 'BH-17' }, { export_id: e, status: 'pending' }),
      ...poll(L, R, 'export_status', { export_id: e }, ['pending', 'running', 'running', 'complete'], (s, i) => ({ export_id: e, status: s, rows_written: [0, 41000, 88211, 105120][i], eta_s: [null, 60, 17, 0][i], logger_sync: R.isoOffset(-9) })),
      L.llm({}, 'Export complete (105,120 rows). Computing active-layer depth.', [{ name: 'active_layer', args: { export_id: e } }]), L.tool('active_layer', { export_id: e }, { max_thaw_depth_m: 1.42, date: '2024-09-03' }), L.llm({}, 'BH-17 2024: maximum active-layer depth 1.42 m on 3 Sept 2024.', [])];
    return { isolates: 'Export polled while row counts grow, then finished and the answer computed.', goal, root: span('agent', 'borehole-assistant', { goal }, { stop_reason: 'end_turn' }, ch) };
  } },
  { domain: 'Elasticsearch reindex for a product catalogue', style: 'otel', build(R) {
    const L = mk('otel', R); const goal = 'Reindex products-v7 into products-v8 with the new analyzer and swap the alias.'; const t = `${R.b62(22)}:${R.int(1000000, 9999999)}`;
    const ch = [L.llm([L.user(goal)], '', [{ name: 'es_request', args: { method: 'POST', path: '/_reindex?wait_for_completion=false', body: '{"source":{"index":"products-v7"},"dest":{"index":"products-v8"}}' } }]), L.tool('es_request', { method: 'POST', path: '/_reindex' }, { task: t }),
      ...poll(L, R, 'es_request', { method: 'GET', path: `/_tasks/${t}` }, [0, 1, 2, 3], (i) => ({ completed: i === 3, task: { status: { total: 812000, created: [120000, 455000, 790000, 812000][i] }, running_time_in_nanos: R.int(1e9, 9e11) }, node: R.pod('es-data') })),
      L.llm([], 'Reindex done: 812,000 docs. Swapping the alias.', [{ name: 'es_request', args: { method: 'POST', path: '/_aliases' } }]), L.tool('es_request', { method: 'POST', path: '/_aliases' }, { acknowledged: true }), L.llm([], 'products alias now points to products-v8.', [])];
    return { isolates: 'The reindex task is polled with growing created counts until completed, then the alias is swapped.', goal, root: L.agent('search-ops', { goal }, { ok: true }, ch) };
  } },
  { domain: 'telegraph museum ledger OCR', style: 'gemini', build(R) {
    const L = mk('gemini', R); const goal = 'OCR the 1911 telegram ledger scans and count the messages sent to Valentia.'; const op = 'operations/' + R.int(1e15, 9e15);
    const ch = [L.llm({}, '', [{ name: 'ocr_batch', args: { uri: 'gs://museum/ledger1911/' } }]), L.tool('ocr_batch', {}, { functionResponse: { name: 'ocr_batch', response: { name: op } } }),
      ...poll(L, R, 'get_operation', { name: op }, [10, 55, 100], (p) => ({ functionResponse: { name: 'get_operation', response: { name: op, done: p === 100, metadata: { progressPercent: p, updateTime: R.isoNoMs() } } } })),
      L.llm({}, 'OCR complete; counting Valentia entries.', [{ name: 'count_matches', args: { op, pattern: 'Valentia' } }]), L.tool('count_matches', {}, { functionResponse: { name: 'count_matches', response: { count: 214 } } }), L.llm({}, 'The 1911 ledger records 214 telegrams sent to Valentia.', [])];
    return { isolates: 'A long-running operation is polled at 10%, 55%, 100% and the output is used.', goal, root: span('agent', 'museum-archivist', { goal }, { finish: 'STOP' }, ch) };
  } },
];
