// Family 6 (healthy): fix cycle whose failure count drops to 0, each fix different.
import { agent, llm, tool, span, tc } from './lib.mjs';

function cyc(N, k, mk, counts, fixes, runTool, runArgs, fmt) {
  counts.forEach((c, i) => {
    k.push(mk(`run ${i + 1}`)); k.push(tool(runTool, runArgs, fmt(c, i), c ? { error: `${c} failing` } : {}));
    if (fixes[i]) { k.push(mk(fixes[i][0])); k.push(tool(fixes[i][1], fixes[i][2], { ok: true, at: N.tick(20).iso() })); }
  });
}
function s01(N) { // TypeScript strict migration — plain messages
  const k = []; const mk = (t) => llm('chat.completions', { model: 'gpt-4o' }, { role: 'assistant', content: t, tool_calls: [tc(N.callId(), 'x', {})] });
  cyc(N, k, mk, [6, 4, 1, 0], [['Add null checks in parseLane()', 'edit_file', { path: 'src/lane.ts' }], ['Type the Booking union in api.ts', 'edit_file', { path: 'src/api.ts' }], ['Narrow unknown in catch block of sync.ts', 'edit_file', { path: 'src/sync.ts' }]], 'run_tsc', { cmd: 'npx tsc --noEmit' }, (c) => c ? `Found ${c} errors in ${Math.min(c, 3)} files. (${N.dur()})` : `tsc ok in ${N.dur()}`);
  return { isolates: 'Type errors drop 6, 4, 1, 0 across three distinct fixes in different files, then the agent stops.', loop: false, stagnation: false, goal: 'Turn on strict mode in the button factory order app and fix type errors.', root: agent('ts_fixer', {}, { done: true }, k) };
}
function s02(N) { // kite festival... no: ice hotel? use ropewalk tensile lab — OpenAI Agents SDK
  const k = []; const mk = (t) => llm('generation', { model: 'gpt-4.1' }, [{ type: 'message', content: [{ type: 'output_text', text: t }] }], { span_type: 'generation' });
  cyc(N, k, mk, [5, 2, 0], [['Recalibrate load cell offset (−0.8 kN drift found)', 'calibrate_cell', { offset_kN: -0.8 }], ['Re-clamp samples 3 and 7 with serrated jaws', 'reclamp', { samples: [3, 7] }]], 'run_tensile_batch', { batch: 'TB-' + N.int(100, 999) }, (c) => ({ samples: 10, out_of_spec: c, lab_ts: N.iso() }));
  return { isolates: 'Out-of-spec tensile samples fall 5, 2, 0 after a calibration fix and then a clamping fix.', loop: false, stagnation: false, goal: 'Get the rope tensile test batch to pass for the ropewalk QC sign-off.', root: agent('Agent workflow', {}, {}, k, { span_type: 'agent' }) };
}
function s03(N) { // Django migration — SWE-agent
  const k = []; const mk = (t) => llm('SWEAgent.forward', { model: 'gpt-4o' }, `DISCUSSION\n${t}\n`, { swe_agent: true });
  cyc(N, k, mk, [7, 3, 1, 0], [['Missing dependency on 0042 in the tidal readings app; add it.', 'edit', { file: 'readings/migrations/0043_x.py' }], ['Default for NOT NULL column gauge_id; add a RunPython backfill.', 'edit', { file: 'readings/migrations/0044_backfill.py' }], ['Squashed migration references removed field; update replaces list.', 'edit', { file: 'readings/migrations/0001_squashed.py' }]], 'bash', { command: 'python manage.py test readings' }, (c) => c ? `FAILED (errors=${c})\nRan 84 tests in ${N.dur()}` : `OK\nRan 84 tests in ${N.dur()}`);
  return { isolates: 'Test errors go 7, 3, 1, 0 as the agent fixes three different migration problems.', loop: false, stagnation: false, goal: 'Fix the broken migrations in the tidal-mill sensor Django project.', root: agent('SWE-agent run', {}, { submitted: true }, k) };
}
function s04(N) { // kiln? no, ice hotel lighting DMX — LangSmith
  const k = []; const mk = (t) => llm('ChatAnthropic', { messages: ['...'] }, { generations: [[{ text: t }]] }, { ls_model_name: 'claude-3-5-sonnet' });
  cyc(N, k, mk, [4, 1, 0], [['Readdress fixtures 17-20 from universe 2 to 3', 'dmx_patch', { fixtures: [17, 18, 19, 20], universe: 3 }], ['Replace terminator on bar C', 'open_ticket', { item: 'DMX terminator bar C' }]], 'dmx_scan', { controller: 'ice-hall' }, (c) => `RDM scan: ${24 - c}/24 responding (${N.ms()}ms)`);
  return { isolates: 'Unresponsive ice-hotel light fixtures fall 4, 1, 0 after two different fixes.', loop: false, stagnation: false, goal: 'Get all 24 LED fixtures in the ice hotel hall responding on DMX.', root: agent('RunnableSequence', {}, {}, k, { ls_run_type: 'chain' }) };
}
function s05(N) { // map archive georeferencing — Haystack
  const k = []; const mk = (t) => llm('OpenAIChatGenerator', { messages: ['...'] }, { replies: [t] }, { haystack_component: 'llm' });
  cyc(N, k, mk, [9, 5, 2, 0], [['Drop 4 control points on the redrawn coastline', 'gcp_edit', { remove: 4 }], ['Switch transform from affine to 2nd-order polynomial', 'set_transform', { order: 2 }], ['Add church spire GCPs at grid 14E/7N', 'gcp_edit', { add: 2 }]], 'georef_check', { sheet: 'OS-1854-12' }, (c) => `RMSE ${(c * 3.1).toFixed(1)} m, sheets over tolerance: ${c}`);
  return { isolates: 'Sheets over the georeferencing tolerance fall 9, 5, 2, 0 with three different corrections.', loop: false, stagnation: false, goal: 'Georeference the 1854 survey sheets within 10 m RMSE for the map archive.', root: agent('Pipeline.run', {}, {}, k, { haystack_version: '2.' + N.int(5, 9) }) };
}
function s06(N) { // sheep shearing crew payroll CSV import — W&B Weave
  const k = []; const mk = (t) => llm('openai.chat.completions.create', { model: 'gpt-4o-mini' }, { choices: [{ message: { content: t } }] }, { weave_op: true });
  cyc(N, k, mk, [12, 3, 0], [['Convert tallies from "1,204" strings to integers', 'transform_csv', { column: 'tally' }], ['Map shearer IDs SH-9x to new contractor IDs', 'transform_csv', { column: 'shearer_id' }]], 'import_payroll', { file: 'week36.csv' }, (c) => ({ rows: 48, rejected: c, call_id: N.uuid() }));
  return { isolates: 'Rejected payroll rows fall 12, 3, 0 after two different data fixes.', loop: false, stagnation: false, goal: 'Import the week-36 shearing tallies into payroll without rejects.', root: agent('Weave.call shearing_payroll', {}, {}, k, { weave: true }) };
}
export const scenarios = [s01, s02, s03, s04, s05, s06];
