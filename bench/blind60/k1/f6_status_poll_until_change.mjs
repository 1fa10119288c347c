import { row } from './lib.mjs';
const F = 'status_poll_until_change';
const poll = (c, N, name, args, states, extra) => states.forEach((s, i) => { c.llm(i === 0 ? 'Submitted; checking status.' : null, [{ name, args }]); c.tool({ state: s, ...extra(i), at: N.iso(N.tick(3000, 30000)), req: N.reqId() }); });
export default [
  () => row(F, 1, { style: 'langsmith', agent: 'trino', isolates: 'Trino query polled QUEUED, QUEUED, RUNNING, RUNNING, FINISHED, then rows used in answer.', system: 'Data agent.', goal: 'How many tinsmith commission orders were placed in 2024?' }, (c, N) => {
    c.llm(null, [{ name: 'submit_query', args: { sql: "SELECT count(*) FROM orders WHERE trade='tinsmith' AND year=2024" } }]); c.tool({ query_id: '20250301_' + N.hex(6) });
    poll(c, N, 'query_status', { query_id: 'q' }, ['QUEUED', 'QUEUED', 'RUNNING', 'RUNNING', 'FINISHED'], (i) => ({ progress: [0, 0, 31, 78, 100][i] }));
    c.llm(null, [{ name: 'fetch_rows', args: { query_id: 'q' } }]); c.tool({ rows: [[318]] });
    c.llm('There were 318 tinsmith commission orders in 2024.'); return c.root('318');
  }),
  () => row(F, 2, { style: 'gemini', agent: 'snowflake', isolates: 'Snowflake unload job polled until SUCCEEDED; file list used.', system: 'Data export agent.', goal: 'Export the sisal rope exporter shipments table to S3 and report the files.' }, (c, N) => {
    c.llm(null, [{ name: 'start_unload', args: { table: 'SHIPMENTS', stage: '@exports' } }]); c.tool({ job: N.job() });
    poll(c, N, 'job_status', { job: 'current' }, ['PENDING', 'RUNNING', 'RUNNING', 'SUCCEEDED'], (i) => ({ rows_unloaded: [0, 12000, 40100, 52877][i] }));
    c.llm('Unload finished: 52,877 rows in data_0_0_0.csv.gz. Done.'); return c.root('done');
  }),
  () => row(F, 3, { style: 'plain', agent: 'rhubarb-shed', isolates: 'Forcing-shed sensor calibration polled until complete, then the offsets are applied.', system: 'Farm ops agent for a rhubarb forcing shed.', goal: 'Calibrate humidity probes in shed 2 and apply offsets.' }, (c, N) => {
    c.llm(null, [{ name: 'start_calibration', args: { shed: 2 } }]); c.tool('calibration started');
    poll(c, N, 'calibration_status', { shed: 2 }, ['queued', 'running', 'running', 'complete'], (i) => ({ probes_done: [0, 2, 5, 8][i], probes: 8 }));
    c.llm(null, [{ name: 'apply_offsets', args: { shed: 2 } }]); c.tool({ applied: 8 });
    c.llm('All 8 probes calibrated and offsets applied.'); return c.root('ok');
  }),
  () => row(F, 4, { style: 'oai_agents', agent: 'CncBroom', isolates: 'A CNC job at a broom workshop polled through states with changing progress, then the output is reported.', system: 'Workshop agent.', goal: 'Run the handle-turning job for 40 broom handles and report when done.' }, (c, N) => {
    c.llm(null, [{ name: 'start_job', args: { program: 'handle_v3', qty: 40 } }]); c.tool({ job: 'cnc-88' });
    poll(c, N, 'job_status', { job: 'cnc-88' }, ['queued', 'running', 'running', 'running', 'done'], (i) => ({ done: [0, 9, 22, 35, 40][i] }));
    c.llm('All 40 handles turned.'); return c.root('done');
  }),
  () => row(F, 5, { style: 'openinference', agent: 'quote', isolates: 'A supplier quote request polled until "answered", then the quote is sent to the customer.', system: 'Back office for a gamelan instrument importer.', goal: 'Get a quote for a bonang set and forward it.' }, (c, N) => {
    c.llm(null, [{ name: 'request_quote', args: { item: 'bonang barung' } }]); c.tool({ rfq: 'RFQ-12' });
    poll(c, N, 'rfq_status', { rfq: 'RFQ-12' }, ['sent', 'seen', 'answered'], (i) => ({ price: i === 2 ? 'IDR 41,500,000' : null }));
    c.llm(null, [{ name: 'email', args: { to: 'customer', body: 'Quote: IDR 41.5M' } }]); c.tool('sent'); c.llm('Quote forwarded.'); return c.root('ok');
  }),
  () => row(F, 6, { style: 'smolagents', agent: 'dns', isolates: 'Certificate order for a steel-drum band site polled pending, pending, valid, then installed.', system: 'Web ops agent.', goal: 'Issue and install a TLS certificate for steelpan-band.example.' }, (c, N) => {
    c.llm(null, [{ name: 'order_cert', args: { domain: 'steelpan-band.example' } }]); c.tool({ order: 'ord-5' });
    poll(c, N, 'order_status', { order: 'ord-5' }, ['pending', 'processing', 'valid'], () => ({}));
    c.llm(null, [{ name: 'install_cert', args: { order: 'ord-5' } }]); c.tool('installed'); c.llm('Certificate installed.'); return c.root('ok');
  }),
];
