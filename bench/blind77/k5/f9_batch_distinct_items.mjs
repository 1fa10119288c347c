// Family 9 (healthy): the same tool over distinct items with identical acknowledgements, one templated sentence per item, then done.
import { kit, agent, llm, tool, chain, span } from './lib.mjs';
export const FAMILY = { name: 'batch_distinct_items', loop: false, stagnation: 'per-row', isolates: 'One tool applied to a different item each time, identical acks, a templated sentence per item, then completion.' };

function r01() { // sheepdog trial entries, OpenAI Agents SDK
  const k = kit('batch_distinct_items-01');
  const dogs = [['Moss', 'R. Hughes'], ['Fly', 'E. Lloyd'], ['Cap', 'D. Price'], ['Nell', 'G. Evans'], ['Spot', 'A. Jones']];
  const ch = [];
  dogs.forEach(([d, h]) => {
    ch.push(llm('POST /v1/responses', {}, { output: [{ type: 'message', content: [{ type: 'output_text', text: `Entering ${d} (handler ${h}) in the open class.` }] }, { type: 'function_call', name: 'enter_dog', arguments: JSON.stringify({ dog: d, handler: h, class: 'open' }) }] }, { span_type: 'generation' }));
    ch.push(tool('enter_dog', JSON.stringify({ dog: d, handler: h }), 'ok', { span_type: 'function', request_id: k.reqId('ent_') }));
  });
  ch.push(llm('POST /v1/responses', {}, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'All 5 dogs are entered in the Bala open class.' }] }] }, { span_type: 'generation' }));
  return { stagnation: false, goal: 'Enter the club\'s five dogs in the open class of the Bala sheepdog trial.', isolates: 'Five enter_dog calls, each for a different dog with an identical "ok", and a per-dog sentence; then done.', root: agent('Trial secretary', {}, null, ch, { workflow_name: 'entries' }) };
}

function r02() { // lighthouse lens cleaning rota, LangGraph
  const k = kit('batch_distinct_items-02');
  const lights = ['Strumble Head', 'South Bishop', 'Smalls', 'Skokholm'];
  const ch = [];
  lights.forEach((l) => {
    ch.push(chain('agent', {}, null, [llm('ChatOpenAI', {}, { content: `Scheduling the lens clean for ${l}.`, tool_calls: [{ name: 'schedule_task', args: { station: l, task: 'lens_clean', week: 14 } }] }, { ls_model_name: 'gpt-4o-mini' })], { langgraph_node: 'agent' }));
    ch.push(chain('tools', {}, null, [tool('schedule_task', { station: l, task: 'lens_clean' }, { status: 'queued' }, { run_id: k.uuid() })], { langgraph_node: 'tools' }));
  });
  ch.push(chain('agent', {}, null, [llm('ChatOpenAI', {}, { content: 'Lens cleans for all four Pembrokeshire lights are queued for week 14.' }, {})], { langgraph_node: 'agent' }));
  return { stagnation: false, goal: 'Schedule week-14 lens cleaning at four Pembrokeshire lighthouses.', isolates: 'schedule_task per lighthouse, identical "queued" results, templated sentence per station, then a closing summary.', root: agent('LangGraph', {}, null, ch, { thread_id: k.uuid() }) };
}

function r03() { // choir robe alterations, Claude Agent SDK
  const k = kit('batch_distinct_items-03');
  const robes = [['R-04', 'hem +3 cm'], ['R-11', 'sleeves -2 cm'], ['R-15', 'new hook and eye'], ['R-22', 'let out waist 4 cm']];
  const ch = [];
  robes.forEach(([r, j]) => {
    ch.push(llm('assistant', {}, { message: { content: [{ type: 'text', text: `Logging alteration for robe ${r}: ${j}.` }, { type: 'tool_use', name: 'mcp__tailor__log_job', input: { robe: r, job: j } }] } }, { model: 'claude-sonnet-4' }));
    ch.push(tool('mcp__tailor__log_job', { robe: r, job: j }, { content: [{ type: 'text', text: 'ok' }] }));
  });
  ch.push(llm('assistant', {}, { message: { content: [{ type: 'text', text: 'Four robe alterations are logged for the tailor; collection before Easter.' }] } }, {}));
  return { stagnation: false, goal: 'Log the four cathedral choir robe alterations with the tailor before Easter.', isolates: 'One MCP tool per robe with identical "ok", a per-robe sentence, then done.', root: agent('claude-agent-sdk query', { prompt: 'Log the robe alterations' }, { type: 'result', subtype: 'success' }, ch, { session_id: k.uuid() }) };
}

function r04() { // canal boat licence renewals, Mastra
  const k = kit('batch_distinct_items-04');
  const boats = ['NB Kingfisher', 'NB Otter Lady', 'WB Dunlin', 'NB Ffion', 'NB Sundew', 'Tug Ada'];
  const ch = [];
  boats.forEach((b) => {
    ch.push(llm('llm.generate', {}, { text: `Renewing the licence for ${b}.`, toolCalls: [{ toolName: 'renewLicence', args: { boat: b, months: 12 } }] }, {}));
    ch.push(tool('tool.execute renewLicence', { boat: b }, { result: 'queued', job: k.jobId('lic') }, {}));
  });
  ch.push(llm('llm.generate', {}, { text: 'All six boat licence renewals are queued for the marina.' }, {}));
  return { stagnation: false, goal: 'Renew the 12-month waterway licences for the six boats moored at the marina.', isolates: 'Six renewals with identical "queued" results and different boats, then finished.', root: agent('agent.generate marinaClerk', {}, null, ch, { threadId: k.uuid() }) };
}

function r05() { // seed library packet labels, DSPy
  const k = kit('batch_distinct_items-05');
  const seeds = [['Cherokee Trail of Tears bean', 2019], ['Gardener\'s Delight tomato', 2023], ['Bull\'s Blood beet', 2022]];
  const ch = [];
  seeds.forEach(([s, y]) => {
    ch.push(llm('dspy.LM.__call__', {}, [`[[ ## next_thought ## ]]\nPrint a packet label for ${s} (saved ${y}).\n[[ ## next_tool_name ## ]]\nprint_label`], {}));
    ch.push(tool('Tool.__call__', { name: 'print_label', variety: s, year: y }, 'printed', { printer: k.host('zebra') }));
  });
  ch.push(llm('dspy.LM.__call__', {}, ['[[ ## answer ## ]]\nLabels printed for all three varieties.'], {}));
  return { stagnation: false, goal: 'Print packet labels for three seed-library varieties returned this week.', isolates: 'print_label per variety, "printed" each time, templated thought per variety, then done.', root: agent('ReAct.forward', {}, null, ch, {}) };
}

function r06() { // cathedral stonemason banker marks, Semantic Kernel
  const k = kit('batch_distinct_items-06');
  const stones = ['N-aisle pier 3 capital', 'W-front niche 7 canopy', 'S-transept buttress 2 coping'];
  const ch = [];
  stones.forEach((s) => {
    ch.push(llm('chat.completions gpt-4o', {}, { content: `Registering banker mark for ${s}.`, function_call: { plugin: 'Masonry', function: 'RegisterStone', arguments: { stone: s } } }, {}));
    ch.push(tool('Masonry-RegisterStone', { stone: s }, { accepted: true, ts: k.iso() }, {}));
  });
  ch.push(llm('chat.completions gpt-4o', {}, { content: 'All three replacement stones are registered with the clerk of works.' }, {}));
  return { stagnation: false, goal: "Register the banker's marks for three replacement stones with the cathedral clerk of works.", isolates: 'RegisterStone per stone with the same acceptance, then the run ends.', root: agent('ChatCompletionAgent', {}, null, ch, {}) };
}
export const rows = () => [r01(), r02(), r03(), r04(), r05(), r06()];
