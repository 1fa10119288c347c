import { agent, llm, tool, span, tcMsg } from './lib.mjs';
// Healthy: repeated fix cycles, each fix different, failure count drops to zero, done.
export const scenarios = [
  // 01 harpsichord jack-rail CAD export checker, SWE-agent
  (r) => {
    const fixes = [['edit jackrail.py 41:41', 'Use the 0.5 mm register slot offset from the 1768 drawing instead of 0.8 mm.', 6], ['edit jackrail.py 77:80', 'Sort jacks by key number before numbering the mortises.', 3], ['edit export_dxf.py 12:12', 'Write units as millimetres ($INSUNITS=4) not inches.', 1], ['edit export_dxf.py 58:60', 'Close the polyline for the last mortise.', 0]];
    const kids = [llm('gpt-4o', { messages: '[...]' }, { content: 'DISCUSSION\nRun the geometry tests first to see what fails.\n```\npytest -q tests/\n```' }, { 'swe-agent.step': 0 }), tool('pytest -q tests/', {}, `FFFFFF........\n6 failed, 8 passed in ${r.secs(1, 3)}s`, { 'swe-agent.observation': true, exit_code: 1 })];
    fixes.forEach(([cmd, why, left], i) => {
      kids.push(llm('gpt-4o', { messages: '[...]' }, { content: `DISCUSSION\n${why}\n\`\`\`\n${cmd}\n...\nend_of_edit\n\`\`\`` }, { 'swe-agent.step': 1 + i * 2, cost: 0.01 + i * 0.004 }));
      kids.push(tool(cmd.split(' ')[0], { command: cmd }, `[File: /repo/${cmd.split(' ')[1]} (${r.int(90, 160)} lines total)]\nFile updated. Please review the changes.`, {}));
      kids.push(tool('pytest -q tests/', {}, left ? `${'F'.repeat(left)}${'.'.repeat(14 - left)}\n${left} failed, ${14 - left} passed in ${r.secs(1, 3)}s` : `..............\n14 passed in ${r.secs(1, 3)}s`, { exit_code: left ? 1 : 0 }));
    });
    kids.push(llm('gpt-4o', { messages: '[...]' }, { content: 'DISCUSSION\nAll 14 tests pass. Submitting.\n```\nsubmit\n```' }, {}));
    kids.push(tool('submit', {}, `diff --git a/jackrail.py b/jackrail.py\n... (4 files, +19 -7) patch saved ${r.tmp('.patch')}`, {}));
    return { isolates: 'Four different fixes take the jack-rail test failures from 6 to 3 to 1 to 0, then the agent submits.', goal: 'Fix the harpsichord jack-rail CAD generator so its geometry tests pass.', stagnation: false, root: agent('SWE-agent run', { problem_statement: 'Jack rail DXF export mis-sizes mortises (issue #31)' }, { exit_status: 'submitted', instance_id: 'keyboard-cad__jackrail-31' }, kids, { model: 'gpt-4o', per_instance_cost_limit: 2.0 }) };
  },
  // 02 sea-salt smokery HACCP sheet validation, LangSmith runs
  (r) => {
    const steps = [[5, 'Rename column "Temp" to "core_temp_c" to match the schema.'], [3, 'Convert smoke times from "1h20" text into minutes.'], [2, 'Fill the missing batch id on rows 18 and 19 from the kiln log (SS-0409).'], [0, 'Mark row 22 as a corrective action instead of deleting it.']];
    const kids = [tool('validate_haccp', { file: 'haccp_week19.csv' }, { errors: 7, by_rule: { schema: 4, duration_format: 2, missing_batch: 1 } }, { ls_run_type: 'tool', run_id: r.uuid() })];
    for (const [n, fix] of steps) {
      kids.push(llm('ChatOpenAI', { messages: [{ role: 'user', content: 'Fix the HACCP sheet.' }] }, { generations: [{ text: fix, message: { tool_calls: [{ name: 'patch_sheet', args: { instruction: fix } }] } }] }, { ls_run_type: 'llm', ls_model_name: 'gpt-4o', run_id: r.uuid() }));
      kids.push(tool('patch_sheet', { instruction: fix }, { rows_changed: r.int(1, 30), sheet_rev: r.int(10, 99) }, { ls_run_type: 'tool' }));
      kids.push(tool('validate_haccp', { file: 'haccp_week19.csv' }, { errors: n, checked_at: r.iso(), validator: 'haccp-rules v' + r.int(3, 4) + '.' + r.int(0, 9) }, { ls_run_type: 'tool', run_id: r.uuid() }));
    }
    kids.push(llm('ChatOpenAI', { messages: '...' }, { generations: [{ text: 'The week 19 HACCP sheet now validates with 0 errors; ready for the inspector.' }] }, { ls_run_type: 'llm' }));
    return { isolates: 'HACCP sheet errors drop 7, 5, 3, 2, 0 through four distinct corrections, then a final report.', goal: 'Make the smokery\'s week 19 HACCP monitoring sheet pass validation.', stagnation: false, root: agent('AgentExecutor', { input: 'Fix the HACCP sheet for week 19.' }, { output: 'Validated, 0 errors.' }, kids, { ls_run_type: 'chain', session_name: 'smokery-compliance' }) };
  },
  // 03 rural broadband co-op ONT provisioning, plain message-level trace
  (r) => {
    const rounds = [['{"vlan":101}', 'VLAN 101 is the voice VLAN; data is VLAN 200.', '4 of 9 ONTs offline'], ['{"vlan":200,"profile":"gpon-1g"}', 'The remaining ONTs are old G-010G models needing the legacy profile.', '2 of 9 ONTs offline'], ['{"serials":["ALCLB31A","ALCLB31F"],"profile":"gpon-legacy"}', 'The last two have reversed fibre labels at splitter 3; swap port mapping.', '1 of 9 ONTs offline'], ['{"splitter":3,"swap":[5,6]}', 'Re-run ranging on the port after the mapping swap.', '0 of 9 ONTs offline']];
    const kids = [tool('olt_status', '{"pon":"1/1/4"}', `PON 1/1/4  ${r.syslog()}\nONT total 9  up 3  down 6  (LOS 0, dying-gasp 0)\n`, {})];
    for (const [args, thought, res] of rounds) {
      kids.push(llm('chat.completions', { messages: '[...]' }, tcMsg(r, thought, [['olt_apply', JSON.parse(args)]]), { model: 'gpt-4o', id: 'chatcmpl-' + r.b62(29) }));
      kids.push(tool('olt_apply', args, `commit ok txid=${r.hex(6)} (${r.ms(300, 2000)} ms)\n${res}`, {}));
    }
    kids.push(llm('chat.completions', { messages: '[...]' }, { role: 'assistant', content: 'All 9 ONTs on PON 1/1/4 are up. Changes: data VLAN 200, legacy profile for two G-010G units, splitter 3 ports 5/6 swapped.' }, { model: 'gpt-4o' }));
    return { isolates: 'Each OLT change is different and the number of offline ONTs falls 6, 4, 2, 1, 0 before a summary.', goal: 'Bring all nine fibre ONTs on the co-op\'s PON 1/1/4 back online.', stagnation: false, root: agent('conversation', { user: 'Half the ONTs on the Llan valley PON are down after the OLT swap.' }, { finish_reason: 'stop' }, kids, { trace_format: 'messages' }) };
  },
  // 04 avalanche-dog kennel vaccination DB migration, Claude Agent SDK
  (r) => {
    const kids = [];
    const seq = [['Bash', { command: 'npm run migrate:check' }, '12 rows rejected: 8 invalid date "31/02", 4 unknown vaccine "Lepto4"'], ['Edit', { file_path: 'migrations/0007_vacc.sql', old_string: "to_date(d,'DD/MM')", new_string: "to_date(d,'DD/MM/YYYY')" }, 'ok'], ['Bash', { command: 'npm run migrate:check' }, '5 rows rejected: 1 invalid date "31/02", 4 unknown vaccine "Lepto4"'], ['Edit', { file_path: 'seed/vaccines.json', old_string: '"L4"', new_string: '"L4","Lepto4"' }, 'ok'], ['Bash', { command: 'npm run migrate:check' }, '1 row rejected: invalid date "31/02" (dog: Fenn)'], ['Bash', { command: "psql -c \"update staging_vacc set d='28/02/2024' where dog='Fenn' and d='31/02/2024'\"" }, 'UPDATE 1'], ['Bash', { command: 'npm run migrate:check' }, '0 rows rejected. 311 rows ready.'], ['Bash', { command: 'npm run migrate' }, `applied 0007_vacc in ${r.ms(200, 900)}ms`]];
    const thinks = ['Dates have two-digit years missing; fix the format mask.', 'Lepto4 is an alias for L4 in the vet\'s export; add it.', 'Fenn has 31/02 which the vet confirmed should be 28/02.', 'Clean; apply the migration.'];
    let t = 0;
    for (const [name, input, out] of seq) {
      if (name !== 'Bash' || input.command.startsWith('psql') || input.command === 'npm run migrate') {
        kids.push(llm('claude-sonnet-4', { messages: '[...]' }, { content: [{ type: 'text', text: thinks[t++] }, { type: 'tool_use', id: r.toolu(), name, input }] }, { ts: r.iso() }));
      }
      kids.push(tool(name, input, { type: 'tool_result', content: out + (name === 'Bash' ? `\n(exit ${out.includes('rejected: ') && !out.startsWith('0') ? 1 : 0})` : '') }, { duration_ms: r.ms(100, 4000) }));
    }
    kids.push(llm('claude-sonnet-4', { messages: '[...]' }, { content: [{ type: 'text', text: 'Migration 0007 applied: 311 vaccination records for the kennel, 0 rejected.' }] }, {}));
    return { isolates: 'Rejected vaccination rows fall from 12 to 5 to 1 to 0 through three different fixes, then the migration is applied.', goal: 'Migrate the avalanche-dog kennel\'s vaccination records into the new database.', stagnation: false, root: agent('claude-agent-sdk session', { prompt: 'Migrate the vet records.' }, { subtype: 'success', num_turns: 6, total_cost_usd: 0.093 }, kids, { session_id: r.uuid() }) };
  },
  // 05 ice-hotel light show DMX patch, Mastra workflow
  (r) => {
    const kids = [tool('workflow.step.dmx_scan', { universe: 2 }, { unpatched: 6, conflicts: [[12, 'Suite 3 wash'], [12, 'Ice bar strip']], scanned: r.iso() }, { stepId: 'dmx_scan', runId: r.uuid() })];
    const fx = [['Move ice-bar strip from address 12 to 40.', 3], ['Set suite 3 RGBW wash to 8-channel mode (was 4).', 2], ['Patch the two bar-back fixtures that had no address (44, 52).', 0]];
    for (const [d, n] of fx) {
      kids.push(llm('llm.generate', { messages: '[...]' }, { text: d, toolCalls: [{ toolName: 'dmx_patch', args: { change: d } }] }, { model: 'gpt-4o-mini' }));
      kids.push(tool('tool.dmx_patch', { change: d }, { ok: true, artnet_node: r.host('artnet'), seq: r.int(1, 255) }, { durationMs: r.ms(40, 400) }));
      kids.push(tool('workflow.step.dmx_scan', { universe: 2 }, { unpatched: n, conflicts: [], scanned: r.iso() }, { stepId: 'dmx_scan' }));
    }
    kids.push(llm('llm.generate', { messages: '[...]' }, { text: 'Universe 2 fully patched, no conflicts.' }, {}));
    return { isolates: 'Unpatched DMX fixtures go 6, 3, 2, 0 across three distinct patch changes before the agent reports success.', goal: 'Fix the DMX lighting patch for the ice hotel\'s suites and ice bar.', stagnation: false, root: agent('agent.lightingTech.generate', { input: 'Universe 2 lights are wrong.' }, { finishReason: 'stop' }, kids, { 'mastra.version': '0.10' }) };
  },
  // 06 rooftop apiary varroa count spreadsheet formulas, OpenAI Responses API
  (r) => {
    const kids = [];
    const fx = [['=AVERAGE(C2:C9)/3', 'Mite drop is per 3-day board, divide by days.', 4], ['=IFERROR(D2/E2,"")', 'Hive R5 has zero frames logged; guard against #DIV/0!.', 2], ['=ROUND(F2,1)', 'Threshold comparison failed on float noise.', 0]];
    kids.push(tool('sheet_check', { sheet: 'varroa_2025' }, { failing_cells: ['F2', 'F3', 'F4', 'F5', 'F6', 'F7'], count: 6 }, { type: 'function_call_output' }));
    for (const [f, why, n] of fx) {
      kids.push(llm('responses.create', { model: 'gpt-4.1', input: '[...]', previous_response_id: 'resp_' + r.hex(32) }, { output: [{ type: 'reasoning', summary: [{ type: 'summary_text', text: why }] }, { type: 'function_call', name: 'set_formula', arguments: JSON.stringify({ range: 'F2:F9', formula: f }), call_id: r.callId() }], status: 'completed', usage: r.tokens(2000, 80) }, { 'x-request-id': r.reqId('req_'), 'openai-processing-ms': String(r.ms(400, 3000)) }));
      kids.push(tool('set_formula', { range: 'F2:F9', formula: f }, { updatedCells: 8, revision: r.int(200, 400) }, { type: 'function_call_output' }));
      kids.push(tool('sheet_check', { sheet: 'varroa_2025' }, { count: n, failing_cells: n ? ['F4', 'F7', 'F8', 'F9'].slice(0, n) : [] }, { type: 'function_call_output' }));
    }
    kids.push(llm('responses.create', { model: 'gpt-4.1' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'The varroa sheet computes mites/day for all 8 hives; R5 blank until frames are logged.' }] }], status: 'completed' }, {}));
    return { isolates: 'Failing formula cells drop 6, 4, 2, 0 with three different formula fixes, then a final answer.', goal: 'Fix the rooftop apiary\'s varroa mite-count spreadsheet.', stagnation: false, root: agent('responses-loop', { instructions: 'Spreadsheet assistant' }, { status: 'completed' }, kids, { api: 'POST /v1/responses', store: true }) };
  },
];
