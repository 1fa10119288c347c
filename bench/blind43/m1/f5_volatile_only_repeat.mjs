import { makeTracer } from './lib.mjs';
export const family = { name: 'loop_volatile_only_repeat', loop: true, stagnation: false };
const rep = (T, tool, args, res, n, texts = []) => { const c = []; for (let i = 0; i < n; i++) { const a = typeof args === 'function' ? args(i) : args; c.push(T.llm({ text: texts[i] || null, calls: [[tool, a]] })); c.push(T.tool(tool, a, res(i))); } return c; };
export const rows = [
{ n: '01', domain: 'pet quarantine kennels', style: 'vercel', isolates: 'The same kennel-status call repeated five times; answers differ only in request id, ISO timestamp and served-by replica.',
  goal: 'Tell the owner when her cat Miso can be collected from quarantine kennel block C.',
  build(N) { const T = makeTracer('vercel', N, { model: 'gpt-4o-mini', goal: this.goal });
    return T.agent(rep(T, 'kennel_status', { animal_id: 'QK-C-118' }, () => ({ animal_id: 'QK-C-118', status: 'IN_QUARANTINE', release_eligible: '2025-04-19', request_id: N.uuid(), served_by: N.host('kennel'), as_of: N.iso() }), 5, ['Checking status.']), null); } },
{ n: '02', domain: 'public toilet cleaning rota', style: 'agno', isolates: 'Agno-style agent (not in the named list) polls the same rota export job; every reply is "queued" with a new job poll id, timestamp and queue depth.',
  goal: 'Send the cleaning contractor next week\'s rota for the 14 council-run public toilets.',
  build(N) { const T = makeTracer('agno', N, { model: 'gpt-4o', goal: this.goal });
    const c = [T.llm({ text: 'Starting the export.', calls: [['export_rota', { week: '2025-W22', format: 'csv' }]] }), T.tool('export_rota', { week: '2025-W22', format: 'csv' }, { job: 'exp-5531', state: 'queued' })];
    return T.agent([...c, ...rep(T, 'export_status', (i) => ({ job: 'exp-5531', client_ts: (N.tick(2000, 5000), N.epochMs()) }), () => `job exp-5531 state=QUEUED position=3 poll_id=${N.hex(8)} at ${N.syslog()} (${N.ms()}ms)`, 5)], null); } },
{ n: '03', domain: 'sourdough starter shop fulfilment', style: 'openai_agents', isolates: 'The agent calls the same courier tracking endpoint with an attempt counter; the HTTP responses are identical apart from Date header, x-request-id, etag and cache age.',
  goal: 'Find out if the rye starter parcel for order SD-7710 has been delivered.',
  build(N) { const T = makeTracer('openai_agents', N, { model: 'gpt-4.1-mini', agentName: 'Order Support', goal: this.goal });
    return T.agent(rep(T, 'http_get', (i) => ({ url: 'https://api.parcelnorth.example/v2/track/PN88213004GB', attempt: i + 1 }), () => `HTTP/1.1 200 OK\nDate: ${N.httpDate()}\nx-request-id: ${N.uuid()}\nETag: ${N.etag()}\nAge: ${N.int(0, 59)}\n\n{"tracking":"PN88213004GB","status":"IN_TRANSIT","last_scan":"Leeds Hub","eta":"2025-03-12"}`, 4), null); } },
{ n: '04', domain: 'wastewater sampling for epidemiology', style: 'anthropic', isolates: 'Claude run re-runs the same lab-results query; each output is the same pending list with a fresh query id, duration and log path.',
  goal: 'Report this week\'s SARS-CoV-2 copies per litre for the Eastbank treatment works composite sample.',
  build(N) { const T = makeTracer('anthropic', N, { model: 'claude-3-5-sonnet-20241022', goal: this.goal });
    const cmd = { command: 'lims query --site EASTBANK --assay N1 --week 2025-W09' };
    return T.agent(rep(T, 'bash', cmd, () => `query ${N.ulid()} finished in ${N.dur()}\nsample        assay  status    copies_per_L\nEB-W09-COMP   N1     PENDING   -\nlog: /var/log/lims/query-${N.compact()}-${N.pid()}.log`, 5, ['Let me query the LIMS.']), null); } },
{ n: '05', domain: 'hair transplant clinic scheduling', style: 'langsmith', isolates: 'LangGraph agent repeats the same availability lookup four times; each answer has the same slots with a different trace id and generated-at time in another spelling.',
  goal: 'Book the follow-up scalp check for patient HT-3021 with Dr. Varga in the first free slot next week.',
  build(N) { const T = makeTracer('langsmith', N, { model: 'gpt-4o', goal: this.goal });
    const fmts = [() => N.iso(), () => N.usDate(), () => N.euDate(), () => String(N.epoch())];
    return T.agent(rep(T, 'get_availability', { clinician: 'varga', week: 'next' }, (i) => ({ slots: ['Tue 10:30', 'Thu 15:00'], trace_id: N.hex(32), generated_at: fmts[i]() }), 4), null); } },
{ n: '06', domain: 'apostille document service', style: 'pydantic', isolates: 'Pydantic AI agent polls a government apostille status page; HTML is identical except the CSRF token, render time and server node.',
  goal: 'Check whether the apostille on the Jansen birth certificate (ref AP-24-99187) is ready to collect.',
  build(N) { const T = makeTracer('pydantic', N, { model: 'gpt-4o-mini', goal: this.goal });
    return T.agent(rep(T, 'fetch_page', { url: 'https://apostille.gov.example/status?ref=AP-24-99187' }, () => `<html><head><meta name="csrf-token" content="${N.b62(40)}"></head><body><div class="status">Status: In progress - awaiting signature</div><!-- rendered in ${N.ms()}ms by ${N.pod('portal-web')} --></body></html>`, 5), null); } },
];
