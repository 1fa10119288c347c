// Loop family: same call, answers equal apart from volatile values, 4+ times, never acted upon.
export const family = 'volatile_only_repeats';
export const loop = true, stagnation = false;
export const scenarios = [
{ n: '01', domain: 'wax seal stamp engraving orders', style: 'mastra',
  isolates: 'A Mastra agent polls an engraving job five times; each answer is "queued, position 3" with only the checked_at, trace id and replica changing.',
  goal: 'Tell the customer when their custom brass wax-seal die (order WS-20931) will be engraved.',
  build(r, S) {
    const kids = [];
    for (let i = 0; i < 5; i++) {
      kids.push(S.llm([{ role: 'user', content: this.goal }], null, [{ name: 'getEngravingJob', args: { orderId: 'WS-20931' } }]));
      kids.push(S.tool('getEngravingJob', { orderId: 'WS-20931' }, { orderId: 'WS-20931', state: 'queued', queuePosition: 3, machine: 'CNC-ENG-2', checkedAt: r.isoOffset(r.tick(9000, 30000), 1), traceparent: `00-${r.traceId()}-${r.spanId()}-01`, servedBy: r.pod('engrave-api') }));
    }
    return S.agent('agent.generate', { messages: [this.goal] }, null, kids, { 'mastra.agent': 'orderDesk', componentName: 'orderDesk', maxSteps: 10 });
  } },
{ n: '02', domain: 'parachute rigging loft repack certificates', style: 'strands',
  isolates: 'A Strands agent fetches the same reserve-canopy certificate four times with an attempt counter; responses differ only in request id, Date header and cache age.',
  goal: 'Confirm whether reserve canopy serial PR-88412 is within its 180-day repack cycle before Saturday\'s jumps.',
  build(r, S) {
    const kids = [];
    for (let a = 1; a <= 4; a++) {
      kids.push(S.llm([{ role: 'user', content: [{ text: this.goal }] }], a === 1 ? 'Looking up the repack record.' : null, [{ name: 'get_repack_record', args: { serial: 'PR-88412', attempt: a } }]));
      kids.push(S.tool('get_repack_record', { serial: 'PR-88412', attempt: a }, `HTTP/1.1 200 OK\nDate: ${r.httpDate(r.tick(2000, 9000))}\nX-Request-Id: ${r.uuid()}\nAge: ${r.int(0, 300)}\nVia: 1.1 ${r.host('rigger-cache')}\n\n{"serial":"PR-88412","rigger":"M. Tanaka","last_repack":"2024-03-02","cycle_days":180,"status":"RECORD_FOUND"}`));
    }
    return S.agent('Agent.invoke_async rigging_assistant', { prompt: this.goal }, null, kids, { 'gen_ai.agent.name': 'rigging_assistant', 'event_loop.cycle_count': 8, stop: 'max cycles' });
  } },
{ n: '03', domain: 'airport shuttle van dispatch', style: 'bedrock',
  isolates: 'A Bedrock agent calls the same action group for a shuttle ETA five times; the ETA string is identical and only the invocation id and timestamps vary.',
  goal: 'Tell the hotel guest in room 412 when the next shuttle to Terminal B leaves.',
  build(r, S) {
    const kids = [];
    for (let i = 0; i < 5; i++) {
      kids.push(S.llm({ inputText: this.goal }, i === 0 ? 'I will check the dispatch board.' : null, [{ name: 'DispatchActions::getNextDeparture', args: { stop: 'HOTEL_ARCADIA', destination: 'TERMINAL_B' } }]));
      kids.push(S.tool('DispatchActions::getNextDeparture', { stop: 'HOTEL_ARCADIA', destination: 'TERMINAL_B' }, { actionGroupInvocationOutput: { text: JSON.stringify({ van: 'V-07', departs: '14:35 local', seats_left: 6, as_of: r.usDate(r.tick(5000, 20000)) }) }, invocationId: r.uuid(), traceId: r.uuid() + '-0' }));
    }
    return S.agent('InvokeAgent', { agentId: 'SHUTL' + r.b62(5).toUpperCase(), sessionId: r.hex(16) }, null, kids, { agentAliasId: 'TSTALIASID', orchestrationTrace: 'maxIterations' });
  } },
{ n: '04', domain: 'dry ice blasting crew job queue', style: 'letta',
  isolates: 'A Letta agent repeatedly calls the same queue lookup for a dry-ice cleaning job; each result differs only in run id, server hostname and elapsed ms.',
  goal: 'Assign a dry-ice blasting crew to clean the bakery oven conveyors at Millbank Foods this week.',
  build(r, S) {
    const kids = [];
    const th = ['Let me see the crew queue.', 'Checking the queue state again.', 'Querying the queue.', 'One more look at the queue.', 'Re-reading crew availability.'];
    for (let i = 0; i < 5; i++) {
      kids.push(S.llm([{ role: 'user', content: this.goal }], null, [{ name: 'send_message', args: { message: th[i] } }, { name: 'crew_queue', args: { region: 'north', service: 'dry_ice', week: '2024-W42' } }]));
      kids.push(S.tool('crew_queue', { region: 'north', service: 'dry_ice', week: '2024-W42' }, { status: 'OK', message: `crews: [{"crew":"DI-3","free_days":["Wed","Thu"]},{"crew":"DI-5","free_days":["Fri"]}] | run=${r.b62(10)} host=${r.host('letta-tools')} elapsed=${r.ms()}ms`, time: r.pyLog(r.tick(3000, 12000)) }));
    }
    return S.agent('letta agent step', { agent_id: 'agent-' + r.uuid(), input: this.goal }, null, kids, { letta_version: '0.6.x', stop_reason: 'max_steps' });
  } },
{ n: '05', domain: 'theatre props hire warehouse pick list', style: 'agentops',
  isolates: 'An AgentOps session shows an export job polled four times; every answer is status RUNNING 40% with only job etag, timestamp and log path changing.',
  goal: 'Export the pick list for the touring "Pirates" production props and email it to the stage manager.',
  build(r, S) {
    const kids = [S.tool('start_export', { production: 'PIRATES-TOUR-24', format: 'xlsx' }, { job: 'EXP-7781', status: 'RUNNING' })];
    for (let i = 0; i < 5; i++) {
      kids.push(S.llm([{ role: 'user', content: this.goal }], null, [{ name: 'export_status', args: { job: 'EXP-7781' } }]));
      kids.push(S.tool('export_status', { job: 'EXP-7781' }, `job EXP-7781 RUNNING progress=40% (312/780 lines) etag=${r.etag()} ts=${r.epoch(r.tick(4000, 10000))} log=/var/log/props-export/${r.hex(8)}.log`));
    }
    return S.agent('session', { tags: ['props-hire'] }, null, kids, { agentops_session_id: r.uuid(), end_state: 'Indeterminate' });
  } },
{ n: '06', domain: 'jam preserves web shop container scan', style: 'llamaindex',
  isolates: 'A LlamaIndex FunctionAgent re-runs the same image vulnerability scan status call four times, getting the same findings with new scan ids and timestamps.',
  goal: 'Decide whether the jam shop storefront image can be promoted to production based on the vulnerability scan.',
  build(r, S) {
    const kids = [];
    for (let i = 0; i < 4; i++) {
      kids.push(S.llm([{ role: 'user', content: this.goal }], i === 1 ? 'Let me confirm the scan result.' : null, [{ name: 'scan_report', args: { image: 'registry.jamshop.io/storefront:1.14.2' } }]));
      kids.push(S.tool('scan_report', { image: 'registry.jamshop.io/storefront:1.14.2' }, `${r.iso(r.tick(2000, 6000))} INFO scan ${r.uuid()} finished in ${r.dur()}\nTarget: registry.jamshop.io/storefront:1.14.2 (debian 12.5)\nTotal: 3 (HIGH: 2, CRITICAL: 1)\n  CVE-2024-6387 openssh-client 1:9.2p1-2+deb12u2 CRITICAL\n  CVE-2024-2961 libc6 2.36-9+deb12u4 HIGH\n  CVE-2024-33599 libc6 2.36-9+deb12u4 HIGH\nreport-sha256:${r.sha256()}`));
    }
    return S.agent('FunctionAgent.run', { user_msg: this.goal }, null, kids, { 'llama_index.workflow': 'AgentWorkflow', max_iterations_hit: true });
  } },
];
