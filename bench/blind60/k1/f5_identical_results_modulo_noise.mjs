import { row } from './lib.mjs';
const F = 'identical_results_modulo_noise';
const rep = (c, n, name, args, out) => { for (let i = 0; i < n; i++) { c.llm(null, [{ name, args: typeof args === 'function' ? args(i) : args }]); c.tool(out(i)); } };
export default [
  () => row(F, 1, { style: 'crewai', agent: 'fletching', isolates: 'Order status for fletching supplies asked five times with the same args; answers differ only in request id and timestamp; agent never acts.', system: 'Purchasing agent for an archery-supply shop.', goal: 'Confirm whether the turkey-feather fletching order has shipped and tell the customer.' }, (c, N) => {
    rep(c, 5, 'order_status', { order: 'FL-20931' }, () => JSON.stringify({ order: 'FL-20931', status: 'awaiting_stock', req: N.reqId(), at: N.http(N.tick()) }));
    return c.root(null, { crewRole: 'Purchasing', error: 'iteration limit' });
  }),
  () => row(F, 2, { style: 'otel', agent: 'temporal-watch', isolates: 'Temporal workflow describe called repeatedly; same Running state with a pending activity attempt 1, only run-clock and request ids vary.', system: 'Workflow ops agent.', goal: 'Find out why the jade-appraisal certificate workflow is stuck and unblock it.' }, (c, N) => {
    rep(c, 5, 'temporal_describe', (i) => ({ workflow_id: 'cert-JD-7781', client_ts: N.iso(N.tick()) }), () => ({ status: 'RUNNING', pendingActivities: [{ type: 'FetchLabReport', state: 'SCHEDULED', attempt: 1 }], historyLength: 14, request_id: N.uuid(), server_time: N.isoOff(N.now(), 0) }));
    return c.root(null, { error: 'cut off' });
  }),
  () => row(F, 3, { style: 'responses', agent: 'haproxy-check', isolates: 'HAProxy stats polled four times; backend always DOWN with L4TOUT, varying only in uptime counters and replica host.', system: 'Ops agent.', goal: 'Bring the broom-workshop webshop backend back up.' }, (c, N) => {
    rep(c, 5, 'haproxy_stats', { backend: 'shop_back' }, () => `# pxname,svname,status,check_status,lastchg\nshop_back,web1,DOWN,L4TOUT,${N.int(300, 900)}\n# served by ${N.host('lb')} at ${N.logTs(N.tick())}`);
    return c.root(null, { error: 'max turns' });
  }),
  () => row(F, 4, { style: 'agno', agent: 'velomobile-dealer', isolates: 'Same dealer stock lookup repeated five times with an attempt counter; identical stock apart from trace ids and cache ages.', system: 'Sales agent for a velomobile dealer.', goal: 'Tell the customer when a red Quest XS will be available.' }, (c, N) => {
    rep(c, 5, 'stock_lookup', (i) => ({ model: 'Quest XS', colour: 'red', attempt: i + 1 }), () => ({ in_stock: 0, eta: null, message: 'no production slot assigned', trace_id: N.hex(32), age: N.int(0, 59) }));
    return c.root(null, { error: 'tool_call_limit' });
  }),
  () => row(F, 5, { style: 'anthropic', model: 'claude-3-5-haiku-20241022', agent: 'camera-repair', isolates: 'Courier tracking polled five times returns the same "label created" event with different request ids and date spellings.', system: 'Customer service for a vintage camera repair shop.', goal: 'Tell the customer where their Leica M3 is in transit.' }, (c, N) => {
    rep(c, 5, 'track_parcel', { tracking: 'JD014600006281942' }, (i) => ({ events: [{ code: 'LBL', text: 'Label created', when: i % 2 ? N.euro(1737000000000) : '2025-01-16T04:00:00Z' }], x_request_id: N.uuid() }));
    return c.root(null, { error: 'max_tokens budget' });
  }),
  () => row(F, 6, { style: 'vercel', agent: 'kibana-saved', isolates: 'Deployment status check for a calisthenics-park booking app repeated with same args; each reply is identical apart from deploy-log paths and durations.', system: 'Deploy assistant.', goal: 'Confirm the calisthenics-park booking app deploy finished and post the URL.' }, (c, N) => {
    rep(c, 5, 'deploy_status', { app: 'park-bookings', deploy: 'd-4471' }, () => ({ state: 'BUILDING', step: 'npm ci', log: `/var/log/deploy/${N.uuid()}.log`, elapsed: N.secs(60, 400) }));
    return c.root(null, { error: 'maxSteps' });
  }),
];
