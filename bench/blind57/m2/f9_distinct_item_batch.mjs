import { agent, llm, tool, chain, span, sys, user, call, asst, aText, aUse } from './lib.mjs';

export const family = 'distinct_item_batch';
export const loop = false;
export const summary = 'Healthy: same tool over distinct items, identical acks, one templated sentence per item, then done.';

function batch(N, items, mkLLM, mkTool) {
  const out = [];
  items.forEach((it, i) => { out.push(mkLLM(it, i)); out.push(mkTool(it, i)); });
  return out;
}

export const rows = [
  {
    n: '01', domain: 'crop hail adjusting (claim assignment to adjusters)', style: 'OpenTelemetry GenAI spans', stagnation: false,
    isolates: 'Agent assigns five different hail claims to adjusters; each call returns {"status":"queued"} and the model writes one templated sentence per claim, then a summary.',
    goal: 'Assign the five new hail claims from the 2 July storm to the nearest available adjusters.',
    build(N) {
      const claims = [['HC-5501', 'R. Okafor'], ['HC-5502', 'L. Brandt'], ['HC-5503', 'R. Okafor'], ['HC-5504', 'D. Sato'], ['HC-5505', 'L. Brandt']];
      const kids = batch(N, claims, ([c, a]) => llm('chat gpt-4o-mini', {}, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: `Assigning claim ${c} to ${a}.` }, { type: 'tool_call', name: 'assign_claim', arguments: { claim: c, adjuster: a } }] }] }),
        ([c]) => tool('execute_tool assign_claim', { 'gen_ai.tool.name': 'assign_claim', claim: c }, { status: 'queued', request_id: N.uuid(), at: N.tick(2).iso() }));
      kids.push(llm('chat gpt-4o-mini', {}, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: 'All five claims are assigned: Okafor 2, Brandt 2, Sato 1.' }] }] }));
      return agent('invoke_agent claims-dispatch', { task: this.goal }, null, kids, { metadata: { 'gen_ai.agent.name': 'claims-dispatch' } });
    },
  },
  {
    n: '02', domain: 'hovercraft passenger service (weather delay notices)', style: 'Anthropic Messages API logs', stagnation: false,
    isolates: 'For six different bookings the model sends the same-shaped delay notice with a different name and booking ref; each send returns "accepted"; then it reports completion.',
    goal: 'Notify the six passengers booked on the 16:15 hovercraft crossing that it is delayed to 17:00 due to sea state.',
    build(N) {
      const pax = [['HX-3301', 'Mrs Patel'], ['HX-3302', 'Mr Jones'], ['HX-3305', 'Ms Laurent'], ['HX-3309', 'Mr Adeyemi'], ['HX-3310', 'Ms Kowalski'], ['HX-3314', 'Mr Byrne']];
      const kids = batch(N, pax, ([r, n]) => llm('anthropic.messages.create', {}, { content: [aText(`Notifying ${n} (${r}) of the delay to 17:00.`), aUse(`toolu_01${N.alnum(22)}`, 'send_sms', { booking: r, text: `Dear ${n}, your 16:15 crossing (${r}) is delayed to 17:00 due to sea state. Sorry for the inconvenience.` })], stop_reason: 'tool_use' }),
        ([r]) => tool('send_sms', { booking: r }, 'accepted'));
      kids.push(llm('anthropic.messages.create', {}, { content: [aText('All six passengers on the 16:15 crossing have been notified of the 17:00 departure.')], stop_reason: 'end_turn' }));
      return agent('hover-ops-assistant', { task: this.goal }, { stop_reason: 'end_turn' }, kids, { metadata: { session: N.uuid() } });
    },
  },
  {
    n: '03', domain: 'PagerDuty on-call overrides for a holiday week', style: 'LlamaIndex workflow instrumentation', stagnation: false,
    isolates: 'Agent creates four overrides, one per distinct engineer and day, each returning 201 with a new override id; templated confirmation per day; then done.',
    goal: 'Create PagerDuty overrides on the "payments-primary" schedule for 24-27 December using the agreed holiday rota.',
    build(N) {
      const rota = [['2024-12-24', 'amira'], ['2024-12-25', 'tomasz'], ['2024-12-26', 'keiko'], ['2024-12-27', 'liam']];
      const kids = batch(N, rota, ([d, u]) => llm('OpenAI.achat', {}, { message: { content: `Override for ${d}: ${u}.`, additional_kwargs: { tool_calls: [call(`call_${N.alnum(24)}`, 'pd_create_override', { schedule: 'PXP12Q9', start: `${d}T09:00:00Z`, user: u })] } } }),
        ([d, u]) => tool('FunctionTool.acall pd_create_override', { start: d, user: u }, { status: 201, override: { id: `Q${N.b32(6)}`, start: `${d}T09:00:00Z`, user: { summary: u } } }));
      kids.push(llm('OpenAI.achat', {}, { message: { content: 'Four overrides created for 24-27 December (amira, tomasz, keiko, liam).' } }));
      return agent('FunctionAgent.run', { user_msg: this.goal }, null, kids, { metadata: { run_id: N.uuid() } });
    },
  },
  {
    n: '04', domain: 'snow fence installation (work orders per road segment)', style: 'Langfuse observations (trace / generation / span)', stagnation: false,
    isolates: 'Agent raises a work order for each of five distinct road segments; every call returns {"ok":true}; one templated line per segment; finishes with a count.',
    goal: 'Raise snow-fence installation work orders for the five drift-prone segments of Route 9 identified in last winter\'s report.',
    build(N) {
      const segs = ['R9-km12', 'R9-km14', 'R9-km19', 'R9-km23', 'R9-km31'];
      const kids = batch(N, segs, (s) => span('generation', 'generation', { messages: '...' }, { role: 'assistant', content: `Raising work order for segment ${s}.`, tool_calls: [call(`call_${N.alnum(24)}`, 'create_work_order', { segment: s, type: 'snow_fence', length_m: 150 })] }, [], { metadata: { langfuse_type: 'GENERATION', model: 'gpt-4o-mini' } }),
        (s) => tool('create_work_order', { segment: s }, { ok: true }, { metadata: { langfuse_type: 'SPAN', observation_id: N.uuid() } }));
      kids.push(llm('generation', {}, { role: 'assistant', content: 'Five work orders raised, one for each segment at km 12, 14, 19, 23 and 31.' }, { metadata: { langfuse_type: 'GENERATION' } }));
      return agent('trace: snow-fence-planner', { input: this.goal }, null, kids, { metadata: { langfuse_trace_id: N.uuid(), release: N.gitShort() } });
    },
  },
  {
    n: '05', domain: 'peppercorn export (certificates of origin per container)', style: 'plain message-level trace (llm spans with tool_calls, tool spans as siblings)', stagnation: false,
    isolates: 'Four distinct containers each get a certificate-of-origin request answered with "queued"; the model\'s per-container sentence is templated; then it summarises.',
    goal: 'Request certificates of origin from the chamber of commerce for the four Kampot pepper containers shipping on vessel MSC Lorena.',
    build(N) {
      const cont = ['TGHU 771203-4', 'MSCU 118842-0', 'TCLU 550219-7', 'MSCU 901166-2'];
      const kids = batch(N, cont, (c) => llm('chat.completions', { model: 'gpt-4o', messages: '...' }, asst(`Requesting certificate of origin for container ${c}.`, [call(`call_${N.alnum(24)}`, 'request_coo', { container: c, vessel: 'MSC Lorena', hs_code: '090411' })])),
        (c) => tool('request_coo', JSON.stringify({ container: c }), 'queued'));
      kids.push(llm('chat.completions', { model: 'gpt-4o' }, asst('Certificate-of-origin requests are queued for all four containers on MSC Lorena.')));
      return agent('agent', { goal: this.goal }, null, kids, {});
    },
  },
  {
    n: '06', domain: 'tide mill heritage site (volunteer shift confirmations)', style: 'MLflow Tracing', stagnation: false,
    isolates: 'Agent confirms six different volunteers\' milling-day shifts; each confirmation call returns "ok"; templated sentence per volunteer; then done.',
    goal: 'Confirm volunteer shifts for Saturday\'s public milling demonstration at the tide mill (six volunteers).',
    build(N) {
      const v = [['Gwen', 'sluice'], ['Harold', 'stones'], ['Priya', 'shop'], ['Sam', 'tours'], ['Ines', 'tours'], ['Colin', 'sack hoist']];
      const kids = batch(N, v, ([n, r]) => llm('ChatOpenAI', { 'mlflow.spanType': 'CHAT_MODEL' }, { content: `Confirming ${n} on ${r} duty.`, tool_calls: [call(`call_${N.alnum(24)}`, 'confirm_shift', { volunteer: n, role: r, date: 'Saturday' })] }, { metadata: { 'mlflow.spanType': 'CHAT_MODEL', request_id: `tr-${N.hex(32)}` } }),
        ([n]) => tool('confirm_shift', { volunteer: n }, 'ok', { metadata: { 'mlflow.spanType': 'TOOL' } }));
      kids.push(llm('ChatOpenAI', { 'mlflow.spanType': 'CHAT_MODEL' }, { content: 'All six volunteers are confirmed for Saturday: sluice, stones, shop, two on tours and the sack hoist.' }));
      return agent('AgentExecutor', { input: this.goal }, { output: 'done' }, kids, { metadata: { 'mlflow.spanType': 'AGENT', 'mlflow.traceRequestId': `tr-${N.hex(32)}` } });
    },
  },
];
