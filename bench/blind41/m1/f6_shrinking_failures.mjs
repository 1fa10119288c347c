import { agent, llm, tool, span, tc, sys, user } from './lib.mjs';
export const meta = { family: 'shrinking_failures', loop: false, stagnation: false };
const cycle = (c, kids, fixes, counts, mkLlm, mkEdit, mkCheck) => fixes.forEach((f, i) => { kids.push(mkLlm(f, i)); kids.push(mkEdit(f, i)); kids.push(mkCheck(counts[i], i)); });
export const scenarios = [
// 01 cashew processing QC rules - OpenHands
(c) => { const kids = []; cycle(c, kids, ['fix moisture unit (percent vs fraction)', 'treat W240 and W320 grades separately', 'skip shells-only lots from kernel count', 'round breakage to one decimal'], [7, 4, 1, 0],
  (f, i) => llm('litellm.completion', { model: 'gpt-4o' }, { content: `Next: ${f}.`, tool_calls: [{ function: { name: 'str_replace_editor' } }] }),
  (f) => tool('FileEditAction', { path: '/workspace/qc/rules.py', note: f }, 'The file /workspace/qc/rules.py has been edited.'),
  (n) => tool('CmdRunAction', { command: 'pytest -q tests/test_grading.py' }, n ? `${n} failed, ${22 - n} passed in ${c.secs(0.5, 3)}s` : `22 passed in ${c.secs(0.5, 3)}s`, n ? { error: 'exit code 1' } : {}));
  kids.push(llm('litellm.completion', {}, { content: 'All 22 grading tests pass. Done.' }));
  return { isolates: 'Four different fixes take the cashew grading tests from 7 failures to 4, 1, 0, and the agent finishes.', goal: 'Fix the cashew kernel grading rules so the QC test suite passes.', root: agent('CodeActAgent', { task: 'Fix cashew grading tests' }, { agent_state: 'finished' }, kids) }; },
// 02 piano movers quote engine - Vercel AI SDK
(c) => { const kids = []; cycle(c, kids, ['count stair flights per floor, not total', 'add grand piano surcharge only for >180cm', 'apply parking permit fee once per job'], [5, 2, 0],
  (f) => span('llm', 'ai.generateText.doGenerate', { 'ai.prompt.messages': '[…]' }, { 'ai.response.text': `Fix: ${f}.`, 'ai.response.toolCalls': '[{"toolName":"patchFile"}]' }),
  (f) => tool('ai.toolCall patchFile', { 'ai.toolCall.args': JSON.stringify({ path: 'src/quote.ts', description: f }) }, { 'ai.toolCall.result': '{"ok":true}' }),
  (n) => tool('ai.toolCall runVitest', { 'ai.toolCall.args': '{"filter":"quote"}' }, { 'ai.toolCall.result': ` Test Files  ${n ? 1 : 0} failed | ${n ? 3 : 4} passed (4)\n      Tests  ${n} failed | ${31 - n} passed (31)\n   Duration  ${c.secs(1, 4)}s` }, n ? { error: `${n} tests failed` } : {}));
  kids.push(span('llm', 'ai.generateText.doGenerate', {}, { 'ai.response.text': 'Quote tests green (31/31). Summary of the three changes attached.' }));
  return { isolates: 'Three distinct quote-engine fixes cut Vitest failures from 5 to 2 to 0, then the agent summarises.', goal: 'Repair the piano movers quote calculator so all quote tests pass.', root: agent('ai.generateText', { 'ai.settings.maxSteps': 12 }, { 'ai.response.finishReason': 'stop' }, kids) }; },
// 03 quince paste labels - Claude Agent SDK
(c) => { const kids = []; cycle(c, kids, ['allergen bolding for "almonds"', 'net weight in g with e-mark', 'best-before format DD.MM.YYYY'], [3, 1, 0],
  (f) => llm('assistant', {}, { message: { content: [{ type: 'text', text: `Fixing ${f}.` }, { type: 'tool_use', name: 'Edit' }] } }),
  (f) => tool('Edit', { file_path: '/labels/membrillo_250g.svg', change: f }, 'The file has been updated.'),
  (n) => tool('Bash', { command: 'node check-label.js labels/membrillo_250g.svg' }, n ? `${n} issue(s): ${['missing e-mark', 'allergen not emphasised', 'date format'].slice(0, n).join('; ')}` : 'label OK: 0 issues'));
  kids.push(llm('assistant', {}, { message: { content: [{ type: 'text', text: 'The 250 g quince paste label passes all checks.' }] } }));
  return { isolates: 'Label compliance issues fall from 3 to 1 to 0 after three different edits, then done.', goal: 'Make the quince paste jar label pass the food labelling checker.', root: agent('claude-agent-sdk session', { session_id: c.uuid() }, { type: 'result', subtype: 'success' }, kids) }; },
// 04 bison ranch grazing rotation - LangGraph
(c) => { const kids = []; cycle(c, kids, ['rest paddock P7 for 21 days', 'move calves group to P3 which has water', 'split herd B into B1/B2 for P9 capacity', 'shift P2 entry to Oct 14'], [6, 3, 1, 0],
  (f) => span('chain', 'planner', { langgraph_node: 'planner' }, { proposal: f }, [llm('ChatAnthropic', {}, { content: `Adjust plan: ${f}.` })]),
  (f) => tool('apply_rotation_change', { change: f }, { version: c.int(10, 99) }),
  (n) => tool('validate_rotation', { season: 'autumn' }, { violations: n, details: n ? `${n} paddocks exceed stocking rate or lack water` : 'none' }));
  return { isolates: 'Four different grazing-plan changes reduce rotation violations 6, 3, 1, 0 and the graph ends.', goal: 'Produce an autumn grazing rotation for the bison ranch with no stocking-rate violations.', root: agent('LangGraph', { input: 'autumn rotation' }, { final_plan: 'validated' }, kids) }; },
// 05 loom repair shop parts config - plain message-level
(c) => { const kids = []; cycle(c, kids, ['heddle count per shaft 120 not 100', 'reed dent 10 per inch for the Louet', 'warp beam ratchet part no. L-224'], [4, 1, 0],
  (f) => llm('chat.completions', { model: 'gpt-4o-mini', messages: ['…'] }, { choices: [{ message: tc(c, 'update_bom', { change: f }, `Correcting: ${f}`) }] }),
  (f) => tool('update_bom', JSON.stringify({ change: f }), '{"saved":true}'),
  (n) => tool('bom_check', '{"loom":"Louet Spring II"}', `mismatches: ${n}`));
  kids.push(llm('chat.completions', {}, { choices: [{ message: { role: 'assistant', content: 'BOM for the Louet Spring II is consistent; ordering parts.' } }] }));
  return { isolates: 'Bill-of-materials mismatches go 4, 1, 0 after three different corrections, then the order is placed.', goal: 'Correct the parts list for a floor loom restoration so it matches the manufacturer spec.', root: agent('session', { id: c.uuid() }, null, kids) }; },
// 06 school bell system schedule - Microsoft Prompt flow trace (not in the named list)
(c) => { const kids = []; cycle(c, kids, ['lunch bell 12:25 for lower school', 'Friday early-finish profile', 'exam-week silent periods', 'DST shift on 27 Oct'], [9, 5, 2, 0],
  (f) => span('LLM', 'AzureOpenAI.chat', { 'inputs.prompt': 'fix bell schedule' }, { output: `Change ${f}` }, [], { metadata: { 'span_type': 'LLM', 'node_name': 'propose_fix' } }),
  (f) => tool('apply_change', { change: f }, { ok: true }, { metadata: { span_type: 'Tool', node_name: 'apply_change' } }),
  (n) => tool('simulate_week', { school: 'Harrowgate Primary' }, { conflicts: n }, { metadata: { span_type: 'Tool', node_name: 'simulate_week' } }));
  return { isolates: 'Bell schedule conflicts drop 9, 5, 2, 0 across four different changes in a Prompt flow run, which then completes.', goal: 'Reprogram the school bell controller timetable so a simulated week has no conflicts.', root: agent('promptflow.flow', { flow: 'bell_fix_flow', run_id: c.uuid() }, { status: 'Completed' }, kids, { metadata: { framework: 'promptflow' } }) }; },
];
