// Family 5 (loop): the same call again and again, each answer identical apart from volatile values, never acted on.
import { kit, agent, llm, tool, chain, span } from './lib.mjs';
export const FAMILY = { name: 'same_result_modulo_noise', loop: true, stagnation: 'per-row', isolates: 'Four or more identical (or attempt-counter-only) calls whose answers differ only in timestamps, ids, hashes, durations or replica names, with no action taken.' };

function r01() { // peat-bog carbon registry, MLflow Tracing
  const k = kit('same_result_modulo_noise-01');
  const ch = [];
  const notes = ['Checking the verification state of peatland unit PB-118 before issuing credits.', 'The unit is still listed as pending_field_audit with the same auditor; I should confirm once more.', 'Same answer. Re-querying in case the registry cache is stale.', 'Still pending_field_audit. Checking again.', 'Re-checking the registry.'];
  for (let i = 0; i < 5; i++) {
    ch.push(llm('ChatOpenAI', { messages: [{ role: 'user', content: 'Issue Peatland Code credits for unit PB-118 (Flow Country restoration).' }] }, { generations: [[{ text: notes[i], message: { tool_calls: [{ name: 'registry_status', args: { unit: 'PB-118' } }] } }]] }, { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.spanInputs.model': 'gpt-4o' }));
    ch.push(tool('registry_status', { unit: 'PB-118' }, JSON.stringify({ unit: 'PB-118', state: 'pending_field_audit', auditor: 'SAC Consulting', pending_units_tCO2e: 4120, as_of: k.iso(), etag: k.etag(), served_by: k.host('registry-api') }), { 'mlflow.spanType': 'TOOL', 'mlflow.traceRequestId': 'tr-' + k.hex(32) }));
  }
  return {
    stagnation: false, goal: 'Issue Peatland Code carbon credits for restoration unit PB-118, or explain why they cannot be issued yet.',
    isolates: 'Five identical registry_status calls return pending_field_audit with only as_of, etag and replica changing; the agent never explains the block to the user.',
    root: agent('AgentExecutor', { input: 'Issue Peatland Code credits for unit PB-118.' }, null, ch, { 'mlflow.traceName': 'AgentExecutor', 'mlflow.experiment': 'carbon-registry-agent' }),
  };
}

function r02() { // canal lock water levels, Langfuse
  const k = kit('same_result_modulo_noise-02');
  const ch = [];
  const same = 'The pound level is still below the navigation threshold. I will check the gauge reading again.';
  for (let a = 1; a <= 5; a++) {
    ch.push(llm('generation', { model: 'mistral-large-latest', messages: [{ role: 'user', content: 'Can lock 44 on the summit pound open for the hire-boat flotilla at 10:00?' }] }, { role: 'assistant', content: a === 1 ? 'Reading the summit pound gauge.' : same, tool_calls: [{ function: { name: 'gauge_reading', arguments: JSON.stringify({ station: 'SUMMIT-P44', attempt: a, client_ts: k.epochMs() }) } }] }, { langfuse_type: 'GENERATION', observation_id: k.uuid(), usage: { input: k.int(400, 900), output: 41 } }));
    ch.push(tool('span:gauge_reading', { station: 'SUMMIT-P44', attempt: a }, `STATION SUMMIT-P44  ${k.euDate()}\nlevel_mm_below_weir=212  threshold=150  status=LOW\nlogger=LG-${k.int(10, 99)}  batt=12.${k.int(1, 9)}V  rssi=-${k.int(70, 99)}dBm  seq#${k.int(10000, 99999)}`, { langfuse_type: 'SPAN', observation_id: k.uuid() }));
  }
  return {
    stagnation: true, goal: 'Decide whether lock 44 on the summit pound can open for the hire-boat flotilla at 10:00.',
    isolates: 'Five gauge readings that differ only in attempt counter, timestamp, battery, signal and sequence numbers; the model repeats one sentence and never decides.',
    root: agent('trace', { input: 'Can lock 44 open for the flotilla at 10:00?' }, null, ch, { langfuse_trace_id: k.hex(32), tags: ['canal-ops'], release: 'v1.8.2' }),
  };
}

function r03() { // zoo veterinary pharmacy, OpenTelemetry GenAI semconv
  const k = kit('same_result_modulo_noise-03');
  const ch = [];
  const msgs = ['Looking up the etorphine stock before approving the rhino immobilisation.', 'Stock shows 2 vials with the reversal agent diprenorphine at 0; let me reconfirm.', 'Same figures as before.', 'Checking the controlled-drug register once more.', 'Re-reading stock.'];
  for (let i = 0; i < 5; i++) {
    const cid = 'call_' + k.b62(22);
    ch.push(llm('chat gpt-4o', { 'gen_ai.input.messages': JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: 'Approve immobilisation kit for white rhino Kiano hoof trim Thursday.' }] }]) }, { 'gen_ai.output.messages': JSON.stringify([{ role: 'assistant', parts: [{ type: 'text', content: msgs[i] }, { type: 'tool_call', id: cid, name: 'cd_register_stock', arguments: { drugs: ['etorphine', 'diprenorphine'] } }], finish_reason: 'tool_call' }]) }, { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.response.id': 'chatcmpl-' + k.b62(29), 'gen_ai.usage.input_tokens': k.int(900, 2100) }));
    ch.push(tool('execute_tool cd_register_stock', { 'gen_ai.tool.call.id': cid, 'gen_ai.tool.name': 'cd_register_stock', arguments: { drugs: ['etorphine', 'diprenorphine'] } }, { 'gen_ai.tool.call.result': `<table class="cd-stock"><tr><td>Etorphine 9.8mg/ml</td><td>2 vials</td></tr><tr><td>Diprenorphine 12mg/ml</td><td>0 vials</td></tr></table><!-- rendered ${k.iso()} in ${k.ms(10, 80)}ms by ${k.host('pharm-web')} csrf=${k.hex(20)} -->` }, { 'gen_ai.operation.name': 'execute_tool' }));
  }
  return {
    stagnation: false, goal: "Approve (or block) the immobilisation kit for white rhino Kiano's hoof trim on Thursday.",
    isolates: 'Five identical stock look-ups return the same HTML table (0 vials of reversal agent) with only the render comment changing; the agent never blocks the procedure or orders stock.',
    root: agent('invoke_agent vet_pharmacy', { 'gen_ai.agent.name': 'vet_pharmacy' }, null, ch, { 'gen_ai.operation.name': 'invoke_agent', 'service.name': 'zoo-vet-assistant' }),
  };
}

function r04() { // glass studio annealing kiln, Bedrock Agents
  const k = kit('same_result_modulo_noise-04');
  const ch = [];
  for (let i = 0; i < 4; i++) {
    ch.push(llm('orchestrationTrace.modelInvocationOutput', { text: 'Human: Can we unload the blown vases from lehr 2 for the gallery delivery?' }, { rawResponse: { content: `<thinking>I need the lehr 2 cycle status.</thinking><function_calls><invoke><tool_name>GET::KilnAPI::getCycle</tool_name><parameters><kiln>lehr-2</kiln></parameters></invoke></function_calls>` }, rationale: { text: 'I need the lehr 2 cycle status.' } }, { foundationModel: 'anthropic.claude-3-sonnet', traceId: k.uuid() + '-0' }));
    ch.push(tool('invocationInput.actionGroupInvocationInput', { actionGroupName: 'KilnAPI', apiPath: '/cycle/{kiln}', verb: 'get', parameters: [{ name: 'kiln', type: 'string', value: 'lehr-2' }] }, { observation: { type: 'ACTION_GROUP', actionGroupInvocationOutput: { text: JSON.stringify({ kiln: 'lehr-2', segment: 'anneal_soak', temp_c: 482, hold_remaining: 'unknown', controller: 'Bartlett Genesis', fw: '4.01', read_at: k.httpDate(), x_amzn_requestid: k.uuid(), lambda_ms: k.ms(30, 300) }) } } }, { traceId: k.uuid() + '-1' }));
  }
  return {
    stagnation: true, goal: 'Decide whether the blown glass vases can be unloaded from annealing lehr 2 in time for the gallery delivery.',
    isolates: 'A Bedrock agent calls getCycle four times with the same parameters; only read_at, request id and Lambda duration differ, and the rationale text is identical every time.',
    root: agent('InvokeAgent', { agentId: 'GLS' + k.b62(7).toUpperCase(), agentAliasId: 'TSTALIASID', sessionId: k.uuid(), inputText: 'Can we unload lehr 2 for the gallery delivery?' }, null, ch, { region: 'eu-west-1' }),
  };
}

function r05() { // cider press co-op, DSPy
  const k = kit('same_result_modulo_noise-05');
  const ch = [];
  const thoughts = ['I should see whether press slot P3 on Saturday is free for the Tregothnan orchard apples.', 'The calendar says P3 Saturday is held by a tentative booking; I should look again.', 'Still tentative with the same holder.', 'The hold is unchanged; checking again in case it has been released.'];
  for (let i = 0; i < 4; i++) {
    ch.push(llm('dspy.LM.__call__', { prompt: `[[ ## question ## ]]\nBook a Saturday press slot for 600 kg of Tregothnan apples.\n\n[[ ## trajectory ## ]]\n...` }, [`[[ ## next_thought ## ]]\n${thoughts[i]}\n\n[[ ## next_tool_name ## ]]\npress_calendar\n\n[[ ## next_tool_args ## ]]\n{"press": "P3", "day": "Saturday"}\n\n[[ ## completed ## ]]`], { model: 'openai/gpt-4o-mini', 'dspy.module': 'ReAct' }));
    ch.push(tool('Tool.__call__', { name: 'press_calendar', press: 'P3', day: 'Saturday' }, `P3  Sat 08:00-14:00  HOLD(tentative) by member #${212}  hold_ref=${k.b62(6).toUpperCase()}  expires=?  | cache:${k.pick(['HIT', 'MISS'])} age=${k.int(0, 300)}s  ${k.ms(5, 90)}ms`, { 'dspy.tool': 'press_calendar' }));
  }
  return {
    stagnation: false, goal: 'Book a Saturday slot on the cider co-op press for 600 kg of Tregothnan orchard apples.',
    isolates: 'DSPy ReAct calls press_calendar four times with identical args; answers vary only in hold reference, cache state, age and latency; no alternate slot is considered.',
    root: agent('ReAct.forward', { question: 'Book a Saturday press slot for 600 kg of Tregothnan apples.' }, null, ch, { 'dspy.version': '2.6', max_iters: 4 }),
  };
}

function r06() { // radio telescope RFI monitor, AgentOps session
  const k = kit('same_result_modulo_noise-06');
  const ch = [];
  const txt = 'The RFI monitor still shows the 1420 MHz band as contaminated, so the hydrogen-line observation cannot start. I will query the RFI monitor again to see whether the interference has cleared.';
  for (let i = 0; i < 5; i++) {
    ch.push(llm('LLMEvent', { prompt: [{ role: 'user', content: 'Start the HI survey scan of field F-22 when the band is clean.' }] }, { completion: { role: 'assistant', content: i === 0 ? 'Querying the RFI monitor for the L band.' : txt, tool_calls: [{ function: { name: 'rfi_status', arguments: '{"band":"1400-1427MHz"}' } }] } }, { event_type: 'llms', model: 'gpt-4o', init_timestamp: k.iso(), end_timestamp: k.iso() }));
    ch.push(tool('ToolEvent', { name: 'rfi_status', params: { band: '1400-1427MHz' } }, { returns: `RFI-MON rev${k.int(3, 3)}.${k.int(2, 2)}  utc=${k.epoch()}  spectra=${k.int(20, 20)}\n  1419.8-1420.6 MHz  flagged=YES  occupancy=38%  src=unknown-carrier\n  integration_id=${k.hex(12)}  node=${k.host('rfimon')}` }, { event_type: 'tools', id: k.uuid() }));
  }
  return {
    stagnation: true, goal: 'Start the hydrogen-line survey scan of field F-22 as soon as the 1420 MHz band is free of interference.',
    isolates: 'Five RFI checks with identical flagged results (only utc, integration id and node change); the model restates one long sentence four times and never escalates or reschedules.',
    root: agent('session', { tags: ['radio-astro', 'hi-survey'] }, { end_state: 'Indeterminate' }, ch, { session_id: k.uuid(), agentops_sdk: '0.3.26', host_env: { hostname: 'obs-ctl-2' } }),
  };
}
export const rows = () => [r01(), r02(), r03(), r04(), r05(), r06()];
