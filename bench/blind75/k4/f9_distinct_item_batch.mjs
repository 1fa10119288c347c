// Healthy: one tool over distinct items, identical acknowledgements, one templated sentence per item, then done.
import { agent, llm, tool, chain, span, tc } from './lib.mjs';
export const FAMILY = 'distinct_item_batch';
export const LOOP = false;

// 01 allotment plot renewal reminders, LlamaIndex
function r01(N) {
  const goal = 'Send tenancy renewal reminders to the allotment holders whose plots at Hob Lane are due before 1 April, then confirm how many went out.';
  const plots = [['3A', 'M. Okafor'], ['7', 'D. Lutz'], ['11B', 'S. Patel'], ['14', 'R. Greaves'], ['22', 'H. Ng']];
  const kids = [];
  kids.push(llm('OpenAI.achat', { messages: '[user]' }, { message: { content: 'Five plots are due; sending one reminder each.', additional_kwargs: { tool_calls: [tc(N, 'due_plots', { site: 'Hob Lane', before: '2025-04-01' })] } } }, {}));
  N.tick(); kids.push(tool('FunctionTool.acall', { tool: 'due_plots' }, { content: JSON.stringify(plots.map(([p, n]) => ({ plot: p, holder: n }))) }, {}));
  plots.forEach(([p, n]) => {
    kids.push(llm('OpenAI.achat', { messages: '[...]' }, { message: { content: `Reminder for plot ${p} (${n}).`, additional_kwargs: { tool_calls: [tc(N, 'send_reminder', { plot: p })] } } }, {}));
    N.tick(); kids.push(tool('FunctionTool.acall', { tool: 'send_reminder', kwargs: { plot: p } }, { content: 'queued', raw_output: { message_id: `<${N.hex(16)}@mail.hoblane-allotments.org.uk>` } }, {}));
  });
  kids.push(llm('OpenAI.achat', { messages: '[...]' }, { message: { content: 'All five renewal reminders were queued: plots 3A, 7, 11B, 14 and 22.' } }, {}));
  return {
    isolates: 'The same reminder tool is called once for each of five different plots, each acknowledged "queued", with one short templated sentence per plot, then a closing count.',
    stagnation: false, goal,
    root: agent('FunctionAgent.run', { user_msg: goal }, 'five reminders queued', kids, { 'llamaindex.version': '0.12.8' }),
  };
}

// 02 fossil preparation lab specimen tagging, Semantic Kernel
function r02(N) {
  const goal = 'Create catalogue tags for the six ichthyosaur vertebrae prepared this week (field jacket J-77) and print them on the tag printer.';
  const items = ['J-77/01 centrum, dorsal', 'J-77/02 centrum, dorsal', 'J-77/03 centrum, caudal', 'J-77/04 neural arch fragment', 'J-77/05 centrum, cervical', 'J-77/06 rib head'];
  const kids = [];
  items.forEach((it) => {
    kids.push(llm('chat.completions gpt-4o', { chat_history: '[...]' }, { items: [{ text: `Tagging ${it}.` }, { function_call: { plugin_name: 'Lab', function_name: 'print_tag', arguments: { specimen: it, locality: 'Kilve, Blue Lias', horizon: 'Hettangian' } } }] }, {}));
    N.tick(); kids.push(tool('Lab-print_tag', { specimen: it }, { function_result: 'OK', printer: 'Zebra-ZD421@' + N.host('prep-lab', 1), spool: N.int(100, 999) }, {}));
  });
  kids.push(llm('chat.completions gpt-4o', { chat_history: '[...]' }, { items: [{ text: 'Six tags printed for field jacket J-77 (vertebrae 01-05 and the rib head 06), all with locality Kilve, Blue Lias, Hettangian.' }] }, {}));
  return {
    isolates: 'Six tag-printing calls for six different specimens each return "OK" and the model writes "Tagging <specimen>." each time, then summarises.',
    stagnation: false, goal,
    root: agent('ChatCompletionAgent.invoke', { message: goal }, 'six tags printed', kids, { 'semantic_kernel.version': '1.18.0' }),
  };
}

// 03 escape room reset between bookings, OpenInference
function r03(N) {
  const goal = 'Reset all props in the "Lighthouse Keeper" escape room before the 18:00 booking and confirm the room is ready.';
  const props = ['lantern_lock', 'ships_wheel_sensor', 'morse_panel', 'chest_maglock', 'logbook_drawer', 'foghorn_audio', 'barometer_dial', 'bottle_rfid_shelf', 'keepers_bunk_switch', 'tide_table_uv', 'brass_telescope_lock', 'radio_cabinet', 'blackout_blind', 'exit_door'];
  const kids = [];
  props.forEach((p) => {
    kids.push(span('llm', 'ChatCompletion', {}, { 'llm.output_messages.0.message.content': `Resetting ${p}.`, 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'reset_prop' }, [], { metadata: { 'openinference.span.kind': 'LLM' } }));
    N.tick(300, 1200); kids.push(span('tool', 'reset_prop', JSON.stringify({ room: 'lighthouse', prop: p }), JSON.stringify({ result: 'ok', mqtt_topic: `rooms/lighthouse/${p}/cmd`, mid: N.int(1000, 65000) }), [], { metadata: { 'openinference.span.kind': 'TOOL', 'tool.name': 'reset_prop' } }));
  });
  kids.push(span('llm', 'ChatCompletion', {}, { 'llm.output_messages.0.message.content': 'All fourteen props in Lighthouse Keeper are reset and the room is ready for 18:00.' }, [], { metadata: { 'openinference.span.kind': 'LLM' } }));
  return {
    isolates: 'Fourteen resets, one per distinct prop, each answering {"result":"ok"}, each preceded by "Resetting <prop>."; the room is then declared ready.',
    stagnation: false, goal,
    root: span('agent', 'RoomOpsAgent', { 'input.value': goal }, { 'output.value': 'ready' }, kids, { metadata: { 'openinference.span.kind': 'AGENT' } }),
  };
}

// 04 choir robe inventory, Claude Agent SDK transcript
function r04(N) {
  const goal = 'Mark the choir robes returned after the Christmas concert as checked in: robe numbers 4, 9, 12, 15 and 31.';
  const kids = [];
  [4, 9, 12, 15, 31].forEach((r) => {
    kids.push(llm('assistant', '[tool_result]', { type: 'assistant', message: { content: [{ type: 'text', text: `Checking in robe ${r}.` }, { type: 'tool_use', id: 'toolu_01' + N.b62(22), name: 'mcp__robes__check_in', input: { robe: r } }] } }, { model: 'claude-3-5-haiku-20241022' }));
    N.tick(); kids.push(tool('mcp__robes__check_in', { robe: r }, [{ type: 'text', text: 'ok' }], { duration_ms: N.ms(40, 300) }));
  });
  kids.push(llm('assistant', '[tool_result]', { type: 'assistant', message: { content: [{ type: 'text', text: 'Robes 4, 9, 12, 15 and 31 are checked in.' }] } }, {}));
  return {
    isolates: 'Five check-ins of distinct robe numbers, each answered with a bare "ok" and a one-line templated note, then done.',
    stagnation: false, goal,
    root: agent('claude-agent-sdk query', { prompt: goal }, { type: 'result', subtype: 'success', num_turns: 6, session_id: N.uuid() }, kids, {}),
  };
}

// 05 telescope mirror recoating queue, Haystack
function r05(N) {
  const goal = 'Queue the four secondary mirrors from the club\'s loan telescopes for aluminium recoating at the coating plant and confirm each is booked.';
  const mirrors = [['M2-101', '63 mm'], ['M2-117', '70 mm'], ['M2-130', '88 mm'], ['M2-142', '100 mm']];
  const kids = [];
  mirrors.forEach(([m, d]) => {
    kids.push(llm('OpenAIChatGenerator.run', {}, { replies: [{ _content: [{ text: `Queueing ${m} (${d} minor axis).` }, { tool_call: { tool_name: 'queue_recoat', arguments: { mirror: m, coating: 'Al+SiO2' } } }] }] }, {}));
    N.tick(); kids.push(tool('tool_invoker', { tool: 'queue_recoat', arguments: { mirror: m } }, { tool_messages: [{ result: 'queued' }] }, { 'haystack.component.type': 'ToolInvoker', 'coater.request_id': N.req('cq_'), 'coater.queue_depth': N.int(3, 12) }));
  });
  kids.push(llm('OpenAIChatGenerator.run', {}, { replies: [{ _content: [{ text: 'All four secondaries (M2-101, M2-117, M2-130, M2-142) are queued for Al+SiO2 recoating.' }] }] }, {}));
  return {
    isolates: 'Four queue calls for four different mirrors each return "queued" with a templated sentence per mirror; the batch is then confirmed.',
    stagnation: false, goal,
    root: agent('haystack.pipeline.run', { query: goal }, 'queued 4', kids, {}),
  };
}

// 06 tide-gauge calibration records, LangSmith
function r06(N) {
  const goal = 'Apply the new datum offsets from the spring levelling survey to tide gauges at Portreath, Newlyn Quay and Hayle Bar, and report completion.';
  const g = [['PTH', -0.012], ['NLQ', 0.004], ['HYB', -0.021]];
  const kids = [];
  g.forEach(([s, o]) => {
    kids.push(span('llm', 'ChatOpenAI', {}, { generations: [[{ text: `Applying ${o} m to ${s}.`, message: { tool_calls: [{ name: 'set_datum_offset', args: { station: s, offset_m: o, survey: 'LV-2025-SPR' } }] } }]] }, [], { metadata: { run_type: 'llm', run_id: N.uuid() } }));
    N.tick(); kids.push(span('tool', 'set_datum_offset', { input: JSON.stringify({ station: s, offset_m: o }) }, { output: 'accepted' }, [], { metadata: { run_type: 'tool', run_id: N.uuid(), start_time: N.isoSec(), 'tidegauge.api.host': N.host('psmsl-edge', 3), latency_ms: N.ms() } }));
  });
  kids.push(span('llm', 'ChatOpenAI', {}, { generations: [[{ text: 'Datum offsets from survey LV-2025-SPR are applied at Portreath (-12 mm), Newlyn Quay (+4 mm) and Hayle Bar (-21 mm).' }]] }, [], { metadata: { run_type: 'llm' } }));
  return {
    isolates: 'Three offset writes to three different gauges each return "accepted"; the agent then reports all three offsets.',
    stagnation: false, goal,
    root: agent('AgentExecutor', { input: goal }, { output: 'applied' }, kids, { run_type: 'chain', ls_project: 'tide-gauges' }),
  };
}
export const scenarios = [r01, r02, r03, r04, r05, r06];
