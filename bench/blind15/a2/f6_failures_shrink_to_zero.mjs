// Family 6 (healthy): fix cycles where the failure count drops with each different fix until the check passes.
import { Convo, agentSpan, chainSpan, llmSpan, toolSpan } from './lib.mjs';

export const family = 'failures_shrink_to_zero';

// 01 — observatory dome: LlamaIndex workflow, 6 -> 4 -> 1 -> 0 failing tests
function r01(N) {
  const goal = 'Fix the dome-slit tracking module (domesync) so the azimuth synchronisation tests pass before tonight\'s observing run on the 1.2 m telescope.';
  const pytest = (failed, names) => `${'='.repeat(20)} test session starts ${'='.repeat(20)}\ncollected 14 items\n\ntests/test_azsync.py ${'.'.repeat(14 - failed)}${'F'.repeat(failed)}\n${names.map((n) => `FAILED tests/test_azsync.py::${n}`).join('\n')}\n${failed ? `${failed} failed, ${14 - failed} passed` : '14 passed'} in ${N.secs(0.8, 3)} (basetemp ${N.tmp()})`;
  const kids = [];
  const st = (name, inEv, outEv, ch) => chainSpan(`DomeFixWorkflow.${name}`, inEv, outEv, ch, { workflow_step: name });
  kids.push(st('run_tests', { _event: 'StartEvent' }, { _event: 'TestsFailed', failed: 6 }, [toolSpan('shell', { cmd: 'pytest tests/test_azsync.py -q' }, pytest(6, ['test_slit_offset_east', 'test_slit_offset_west', 'test_offset_at_zenith', 'test_wrap_359_to_1', 'test_wrap_1_to_359', 'test_backlash_reversal']))]));
  const rounds = [
    ['Three failures are slit-offset tests and one is at zenith: the offset formula feeds degrees into math.sin. Converting the telescope altitude to radians first.', 'domesync/geometry.py: offset = R * math.sin(math.radians(alt)) * ...', 4, ['test_wrap_359_to_1', 'test_wrap_1_to_359', 'test_backlash_reversal', 'test_offset_at_zenith']],
    ['Offsets east/west now pass. The two wrap tests fail because the shortest-path move does not handle crossing 0/360 degrees; using ((target - current + 540) % 360) - 180 as the signed delta. The zenith case is the same wrap problem when azimuth is undefined.', 'domesync/motion.py: delta = ((target - cur + 540) % 360) - 180', 1, ['test_backlash_reversal']],
    ['Only the backlash test is left: when the direction reverses, compensation is added with the wrong sign. Flip the sign so the 0.35 degree backlash is taken up in the new direction.', 'domesync/motion.py: comp = BACKLASH_DEG * (1 if delta > 0 else -1)', 0, []],
  ];
  for (const [why, patch, failed, names] of rounds) {
    kids.push(st('fix', { _event: 'TestsFailed' }, { _event: 'PatchApplied' }, [
      llmSpan('OpenAI.achat', { messages: [{ role: 'system', content: 'You repair Python code. Return a short rationale and a patch.' }, { role: 'user', content: 'Failing tests: ...' }] }, { role: 'assistant', content: `${why}\n\nPatch: ${patch}` }, { model: 'gpt-4o' }),
      toolSpan('apply_patch', { patch }, { applied: true, files: 1 }),
    ]));
    kids.push(st('run_tests', { _event: 'PatchApplied' }, failed ? { _event: 'TestsFailed', failed } : { _event: 'StopEvent', result: 'all tests pass' }, [toolSpan('shell', { cmd: 'pytest tests/test_azsync.py -q' }, pytest(failed, names))]));
  }
  const root = agentSpan('DomeFixWorkflow.run', { goal }, { result: 'All 14 azimuth sync tests pass: radians conversion, 0/360 wrap, backlash sign fixed.' }, kids, { llama_index_version: '0.11.18' });
  return { isolates: 'Three different fixes (radian conversion, azimuth wrap, backlash sign) bring the failing test count from 6 to 4 to 1 to 0, and the workflow stops with a pass.', goal, stagnation: false, root };
}

// 02 — millinery: CrewAI, grading check 5 -> 3 -> 1 -> 0 violations
function r02(N) {
  const goal = 'Fix the pattern-grading script for the spring cloche collection so every size (54-60 cm head circumference) passes the size-table checks, then export the graded patterns.';
  const react = (t, a, i) => `Thought: ${t}\nAction: ${a}\nAction Input: ${JSON.stringify(i)}`;
  const l = (t, a, i) => llmSpan('litellm.completion', { messages: [{ role: 'system', content: 'You are Pattern Technician for a millinery workshop.' }, { role: 'user', content: `Current Task: ${goal}` }] }, react(t, a, i), { model: 'gpt-4o' });
  const chk = (lines) => `grade-check v1.4 (${N.syslog()}, job ${N.jobId('gc')})\n${lines.length ? lines.join('\n') : 'all sizes OK (7/7)'}\n${lines.length} violation(s)`;
  const kids = [];
  kids.push(l('Run the size-table check to see what is failing.', 'Grade Check', { collection: 'spring-cloche' }));
  kids.push(toolSpan('Grade Check', { collection: 'spring-cloche' }, chk(['size 54: crown depth 13.5 cm < min 14.0', 'size 55: crown depth 13.7 cm < min 14.0', 'size 59: brim width 7.9 cm > max 7.5', 'size 60: brim width 8.2 cm > max 7.5', 'size 60: headband 61.0 cm != 60.0 + 0.5 ease'])));
  kids.push(l('Crown depth for small sizes comes from a fixed ratio of head circumference; the spec has a 14.0 cm floor. I will clamp crown depth to max(ratio * hc, 14.0).', 'File Editor', { path: 'grading/rules.py', change: 'crown_depth = max(0.25 * hc, 14.0)' }));
  kids.push(toolSpan('File Editor', { path: 'grading/rules.py' }, 'Edited grading/rules.py (1 line)'));
  kids.push(l('Crown depth done; re-running to see what is left.', 'Grade Check', { collection: 'spring-cloche' }));
  kids.push(toolSpan('Grade Check', { collection: 'spring-cloche' }, chk(['size 59: brim width 7.9 cm > max 7.5', 'size 60: brim width 8.2 cm > max 7.5', 'size 60: headband 61.0 cm != 60.0 + 0.5 ease'])));
  kids.push(l('Crown depth is fixed. Brim width grows linearly by 0.4 cm per size with no cap; cloche brims are capped at 7.5 cm, so cap the grade increment there.', 'File Editor', { path: 'grading/rules.py', change: 'brim = min(6.3 + 0.4 * (size - 56), 7.5)' }));
  kids.push(toolSpan('File Editor', { path: 'grading/rules.py' }, 'Edited grading/rules.py (1 line)'));
  kids.push(l('Brim capped; checking again.', 'Grade Check', { collection: 'spring-cloche' }));
  kids.push(toolSpan('Grade Check', { collection: 'spring-cloche' }, chk(['size 60: headband 61.0 cm != 60.0 + 0.5 ease'])));
  kids.push(l('Last one: the headband ease is added twice for size 60 because the largest size falls through to the default branch. Remove the duplicate ease in the fallback.', 'File Editor', { path: 'grading/headband.py', change: 'return hc + EASE  # was hc + EASE + EASE for fallback' }));
  kids.push(toolSpan('File Editor', { path: 'grading/headband.py' }, 'Edited grading/headband.py (1 line)'));
  kids.push(l('Headband fixed; final check.', 'Grade Check', { collection: 'spring-cloche' }));
  kids.push(toolSpan('Grade Check', { collection: 'spring-cloche' }, chk([])));
  kids.push(l('All sizes pass. Exporting the graded patterns.', 'Pattern Export', { collection: 'spring-cloche', format: 'dxf' }));
  kids.push(toolSpan('Pattern Export', { collection: 'spring-cloche', format: 'dxf' }, { files: 7, dir: `exports/spring-cloche/${N.dateOnly()}`, zip: `spring-cloche-${N.shortSha()}.zip` }));
  kids.push(llmSpan('litellm.completion', { messages: [{ role: 'user', content: `Current Task: ${goal}` }] }, 'Thought: I now know the final answer\nFinal Answer: Grading fixed (crown depth floor, brim cap, single headband ease); all 7 sizes pass and DXF patterns are exported.', { model: 'gpt-4o' }));
  const agent = agentSpan('Pattern Technician', { role: 'Pattern Technician' }, 'Grading fixed; all 7 sizes pass; patterns exported.', kids);
  const task = chainSpan('Task: Fix cloche grading', { description: goal }, 'Grading fixed; all 7 sizes pass; patterns exported.', [agent], { task_id: N.uuid() }, 'task');
  const root = agentSpan('Crew: millinery_pattern_crew', { inputs: { collection: 'spring-cloche' } }, { raw: 'Grading fixed; all 7 sizes pass; patterns exported.' }, [task], { crewai_version: '0.86.0' });
  return { isolates: 'Each edit fixes a different rule (crown floor, brim cap, duplicated ease) and the grading check drops from 5 to 3 to 1 to 0 violations before the export.', goal, stagnation: false, root };
}

// 03 — battery recycling: Semantic Kernel, DG manifest check 7 -> 4 -> 2 -> 0
function r03(N) {
  const goal = 'Get the outbound shipment of spent lithium-ion cells (14 drums, about 2.1 t) to the hydrometallurgical plant in Hamburg through the dangerous-goods manifest check and book the ADR carrier.';
  const kids = [];
  const llm = (content, fn, args) => llmSpan('chat.completions gpt-4o', { messages: [{ role: 'system', content: 'You are the shipping compliance assistant for a battery recycling yard.' }, { role: 'user', content: goal }] }, { role: 'assistant', content, tool_calls: [{ id: 'call_' + N.alnum(24), type: 'function', function: { name: fn, arguments: JSON.stringify(args) } }] }, {});
  const check = (issues) => ({ manifest: 'MAN-' + N.int(10000, 19999), passed: issues.length === 0, issues, checker: 'dgcheck 5.2', ruleset: 'ADR 2023', checked_at: N.isoNoMs(), trace: N.traceparent() });
  kids.push(llm('Running the manifest check on the current draft.', 'DgCompliance-check_manifest', { shipment: 'SHP-BR-0612' }));
  kids.push(toolSpan('DgCompliance-check_manifest', { shipment: 'SHP-BR-0612' }, check(['UN number missing on drums 1-14', 'proper shipping name missing', 'class label 9A not declared', 'special provision SP376 (damaged cells) not referenced for drums 12-14', 'packing instruction for damaged cells must be P908', 'emergency phone missing', 'transport category not set'])));
  kids.push(llm('Adding the identification block for all drums: UN3480, "LITHIUM ION BATTERIES", class 9A label and transport category 2.', 'Manifest-update_fields', { shipment: 'SHP-BR-0612', fields: { un_number: 'UN3480', proper_shipping_name: 'LITHIUM ION BATTERIES', label: '9A', transport_category: 2 } }));
  kids.push(toolSpan('Manifest-update_fields', { shipment: 'SHP-BR-0612' }, { updated: 4, drums: 14 }));
  kids.push(llm('Identification block added; running the check again.', 'DgCompliance-check_manifest', { shipment: 'SHP-BR-0612' }));
  kids.push(toolSpan('DgCompliance-check_manifest', { shipment: 'SHP-BR-0612' }, check(['special provision SP376 (damaged cells) not referenced for drums 12-14', 'packing instruction for damaged cells must be P908', 'emergency phone missing', 'transport category 2 not allowed for SP376 consignment, use 0'])));
  kids.push(llm('Drums 12-14 hold swollen cells from the intake sort. Splitting them into their own line with SP376, packing instruction P908, transport category 0, and adding the 24 h emergency number.', 'Manifest-split_line', { shipment: 'SHP-BR-0612', drums: [12, 13, 14], special_provision: 'SP376', packing_instruction: 'P908', transport_category: 0, emergency_phone: '+49 40 555 0199' }));
  kids.push(toolSpan('Manifest-split_line', { shipment: 'SHP-BR-0612', drums: [12, 13, 14] }, { lines: 2, line2_drums: 3 }));
  kids.push(llm('Damaged cells split out; checking what remains.', 'DgCompliance-check_manifest', { shipment: 'SHP-BR-0612' }));
  kids.push(toolSpan('DgCompliance-check_manifest', { shipment: 'SHP-BR-0612' }, check(['line 2: tunnel restriction code missing (required for category 0)', 'line 1: emergency phone must also be on line 1'])));
  kids.push(llm('Two left: set tunnel restriction code (E) on line 2 and copy the emergency number to line 1.', 'Manifest-update_fields', { shipment: 'SHP-BR-0612', fields: { 'line2.tunnel_code': '(E)', 'line1.emergency_phone': '+49 40 555 0199' } }));
  kids.push(toolSpan('Manifest-update_fields', { shipment: 'SHP-BR-0612' }, { updated: 2, drums: 14 }));
  kids.push(llm('Both fields set; final check.', 'DgCompliance-check_manifest', { shipment: 'SHP-BR-0612' }));
  kids.push(toolSpan('DgCompliance-check_manifest', { shipment: 'SHP-BR-0612' }, check([])));
  kids.push(llm('The manifest passes. Booking the ADR carrier.', 'Carriers-book', { shipment: 'SHP-BR-0612', carrier: 'Nordtrans ADR', pickup: 'next working day 07:00' }));
  kids.push(toolSpan('Carriers-book', { shipment: 'SHP-BR-0612', carrier: 'Nordtrans ADR' }, { booking: 'NT-' + N.int(500000, 599999), vehicle: 'ADR EX/II', pickup_window: '07:00-09:00' }));
  kids.push(llmSpan('chat.completions gpt-4o', { messages: [{ role: 'user', content: goal }] }, { role: 'assistant', content: 'Done: the manifest now passes (UN3480 block, separate SP376/P908 line for drums 12-14, tunnel code, emergency numbers) and Nordtrans ADR is booked for pickup.' }, {}));
  const root = agentSpan('ChatCompletionAgent.invoke', { agent: 'DgShipping', input: goal }, { content: 'Manifest passes; carrier booked.' }, kids, { 'semantic_kernel.version': '1.21.0' });
  return { isolates: 'The dangerous-goods check reports 7, then 4, then 2, then 0 issues as the agent adds the identification block, splits damaged cells onto their own line and sets tunnel and phone fields, then books the carrier.', goal, stagnation: false, root };
}

// 04 — scrap metal yard: AutoGen coder/executor, unittest 4 -> 2 -> 1 -> 0
function r04(N) {
  const goal = "Fix the weighbridge reconciliation script (recon.py) so its tests pass; it compares April's weighbridge tickets with the sales ledger for ferrous and non-ferrous loads.";
  const kids = [];
  const say = (who, content, children = []) => agentSpan(who, { sender: who, content }, { content }, children, { autogen_event: 'send' });
  const out = (fails) => `exitcode: ${fails.length ? 1 : 0} (${fails.length ? 'execution failed' : 'execution succeeded'})\nCode output: ${fails.map((f) => `FAIL: ${f}`).join('\n')}\n----------------------------------------------------------------------\nRan 11 tests in ${N.float(0.02, 0.2, 3)}s\n\n${fails.length ? `FAILED (failures=${fails.length})` : 'OK'}`;
  const turns = [
    ['Running the tests first.\n```sh\npython -m unittest -v test_recon\n```', ['test_tare_subtracted (test_recon.T)', 'test_units_tonnes (test_recon.T)', 'test_copper_grade_split (test_recon.T)', 'test_ticket_void_ignored (test_recon.T)']],
    ['Net weight is computed as gross only; the tare is never subtracted, and ledger quantities are tonnes while tickets are kg. Fixing both in recon.py.\n```python\n# patch recon.py\nnet_kg = t.gross_kg - t.tare_kg\nnet_t = net_kg / 1000\n```\n```sh\npython -m unittest -v test_recon\n```', ['test_copper_grade_split (test_recon.T)', 'test_ticket_void_ignored (test_recon.T)']],
    ['Voided tickets (status V) are still matched to ledger lines. Filtering them out before matching.\n```python\ntickets = [t for t in tickets if t.status != "V"]\n```\n```sh\npython -m unittest -v test_recon\n```', ['test_copper_grade_split (test_recon.T)']],
    ['The copper test expects bright wire (grade 1) and #2 copper to reconcile against separate ledger SKUs; the script groups by metal only. Grouping by (metal, grade) now.\n```python\nkey = (t.metal, t.grade)\n```\n```sh\npython -m unittest -v test_recon\n```', []],
  ];
  kids.push(say('yard_manager', goal));
  for (const [text, fails] of turns) {
    kids.push(say('recon_coder', text, [llmSpan('OpenAIWrapper.create', { messages: [{ role: 'system', content: 'You are a helpful AI assistant that writes and fixes Python.' }, { role: 'user', content: goal }] }, { content: text }, { model: 'gpt-4o', cost: N.float(0.003, 0.02, 4) })]));
    kids.push(say('yard_manager', 'execution result', [toolSpan('execute_code_blocks', { work_dir: '/srv/yard/recon', lang: 'sh' }, out(fails), fails.length ? { error: `exitcode: 1` } : {})]));
  }
  kids.push(say('recon_coder', 'All 11 tests pass. Changes: tare subtraction with kg to t conversion, voided tickets excluded, grouping by metal and grade. TERMINATE', [llmSpan('OpenAIWrapper.create', { messages: [{ role: 'user', content: goal }] }, { content: 'All 11 tests pass. Changes: tare subtraction with kg to t conversion, voided tickets excluded, grouping by metal and grade. TERMINATE' }, { model: 'gpt-4o' })]));
  const root = agentSpan('initiate_chat', { sender: 'yard_manager', recipient: 'recon_coder', message: goal }, { summary: 'All 11 tests pass.', terminated_by: 'TERMINATE' }, kids, { framework: 'autogen', version: '0.2.35' });
  return { isolates: 'An AutoGen coder fixes tare and units, then voided tickets, then copper grade grouping; failures go 4, 2, 1, 0 and the chat terminates.', goal, stagnation: false, root };
}

// 05 — lawn bowls league: smolagents, fixture constraint violations 6 -> 3 -> 1 -> 0
function r05(N) {
  const goal = 'Generate the summer fixture list for the 10-club Downs Lawn Bowls League (home and away, 18 rounds) so that the constraint checker reports no violations, and save it to fixtures_2024.csv.';
  const steps = [];
  const step = (n, th, code, obs) => chainSpan(`Step ${n}`, { step_number: n }, null, [
    llmSpan('LiteLLMModel.__call__', { messages: [{ role: 'system', content: 'You are an expert assistant who can solve any task using code blobs. Tools: check_fixtures(df), final_answer.' }, { role: 'user', content: `New task:\n${goal}` }] }, { role: 'assistant', content: `Thought: ${th}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>` }, { model: 'anthropic/claude-3-5-sonnet-20241022' }),
    toolSpan('python_interpreter', { code }, `Execution logs:\n${obs}\nLast output from code snippet:\nNone`),
  ]);
  const chk = (v) => `checker run ${N.hex(6)} at ${N.hms()}: ${v.length} violation(s)${v.length ? '\n- ' + v.join('\n- ') : ''}`;
  steps.push(step(1, 'Start with a standard circle-method round robin, mirror it for the return half, and check constraints.', "df = round_robin(CLUBS, double=True)\nprint(check_fixtures(df))", chk(['Seaford and Alfriston share a green: both at home in rounds 2, 7, 11', 'Ringmer home 3 weeks running (rounds 4-6)', 'round 9 clashes with county finals day (no fixtures allowed)', 'Lewes away 4 in a row (12-15)'].concat(['Newhaven plays Peacehaven twice in first half'], ['round 18 not on a Saturday']))));
  steps.push(step(2, 'Six violations. The shared green needs Seaford and Alfriston to alternate home weeks; I will pair them as mirror teams in the circle method (positions 0 and 5) so one is always away when the other is home. Also shift round 9 to the reserve date.', "df = round_robin(CLUBS, double=True, mirror_pairs=[('Seaford','Alfriston')])\ndf = move_round(df, 9, '2024-08-31')\nprint(check_fixtures(df))", chk(['Ringmer home 3 weeks running (rounds 4-6)', 'Lewes away 4 in a row (12-15)', 'round 18 not on a Saturday'])));
  steps.push(step(3, 'Shared green and county finals are solved. Runs of home/away come from the second half copying the first in the same order; reversing the round order of the return half breaks up those runs. Round 18 falls on Bank Holiday Monday: move it to the Saturday before.', "df = round_robin(CLUBS, double=True, mirror_pairs=[('Seaford','Alfriston')], reverse_second_half=True)\ndf = move_round(df, 9, '2024-08-31')\ndf = move_round(df, 18, '2024-09-21')\nprint(check_fixtures(df))", chk(['Newhaven plays Peacehaven twice in first half'])));
  steps.push(step(4, 'One left: Newhaven v Peacehaven appears in rounds 3 and 9, both inside the first half, because moving round 9 to the reserve date put it before round 10. Swapping rounds 9 and 10 keeps each pairing once per half.', "df = swap_rounds(df, 9, 10)\nprint(check_fixtures(df))\ndf.to_csv('fixtures_2024.csv', index=False)", chk([]) + '\nsaved fixtures_2024.csv (90 rows)'));
  steps.push(chainSpan('Step 5', { step_number: 5 }, null, [
    llmSpan('LiteLLMModel.__call__', { messages: [{ role: 'user', content: `New task:\n${goal}` }] }, { role: 'assistant', content: "Thought: No violations remain and the file is saved.\nCode:\n```py\nfinal_answer('fixtures_2024.csv saved: 18 rounds, 90 matches, 0 constraint violations')\n```<end_code>" }, { model: 'anthropic/claude-3-5-sonnet-20241022' }),
    toolSpan('final_answer', { answer: 'fixtures_2024.csv saved: 18 rounds, 90 matches, 0 constraint violations' }, 'fixtures_2024.csv saved: 18 rounds, 90 matches, 0 constraint violations'),
  ]));
  const root = agentSpan('CodeAgent.run', { task: goal }, 'fixtures_2024.csv saved: 18 rounds, 90 matches, 0 constraint violations', steps, { smolagents_version: '1.9.2' });
  return { isolates: 'Each generation step addresses different constraints (shared green, reserve date, reversed return half, duplicated pairing) and violations fall 6, 3, 1, 0 before the file is saved.', goal, stagnation: false, root };
}

// 06 — radiation dosimetry badge service: plain trace, tsc errors 9 -> 5 -> 2 -> 0
function r06(N) {
  const goal = 'The dosimetry badge portal (TypeScript) fails to build after upgrading the shared types package to v3. Make `npm run typecheck` pass without changing the published API.';
  const c = new Convo(N, { system: 'You are a coding agent. Tools: shell, edit_file.', user: goal, model: 'claude-3-5-sonnet-20241022', llmName: 'anthropic.messages.create' });
  const kids = [];
  const tsc = (errs) => `> dosiportal@2.14.0 typecheck\n> tsc --noEmit -p tsconfig.json\n\n${errs.join('\n')}\n\n${errs.length ? `Found ${errs.length} error${errs.length > 1 ? 's' : ''} in ${new Set(errs.map((e) => e.split('(')[0])).size} files.` : ''}\n[exit ${errs.length ? 2 : 0}] real ${N.float(4, 14)}s`;
  const e9 = ["src/badges/issue.ts(14,22): error TS2339: Property 'wearPeriod' does not exist on type 'Badge'.", "src/badges/issue.ts(31,9): error TS2339: Property 'wearPeriod' does not exist on type 'Badge'.", "src/badges/return.ts(8,15): error TS2339: Property 'wearPeriod' does not exist on type 'Badge'.", "src/reports/dose.ts(44,7): error TS2322: Type 'number' is not assignable to type 'DoseMSv'.", "src/reports/dose.ts(52,7): error TS2322: Type 'number' is not assignable to type 'DoseMSv'.", "src/reports/dose.ts(61,18): error TS2345: Argument of type 'number' is not assignable to parameter of type 'DoseMSv'.", "src/reports/limits.ts(12,3): error TS2322: Type 'number' is not assignable to type 'DoseMSv'.", "src/api/wearers.ts(27,30): error TS2554: Expected 2 arguments, but got 1.", "src/api/wearers.ts(40,30): error TS2554: Expected 2 arguments, but got 1."];
  kids.push(c.llm(null, [['shell', { cmd: 'npm run typecheck' }]])); kids.push(c.tool(0, tsc(e9), { error: 'exit code 2' }));
  kids.push(c.llm("Three groups of errors. First: v3 renamed Badge.wearPeriod to Badge.period (an object with start/end). I'll update the three usages.", [['edit_file', { path: 'src/badges/issue.ts', find: 'badge.wearPeriod', replace: 'badge.period', all: true }], ['edit_file', { path: 'src/badges/return.ts', find: 'badge.wearPeriod', replace: 'badge.period', all: true }], ['shell', { cmd: 'npm run typecheck' }]]));
  kids.push(c.tool(0, { replaced: 2 })); kids.push(c.tool(1, { replaced: 1 })); kids.push(c.tool(2, tsc(e9.slice(3, 7).concat(e9.slice(8))), { error: 'exit code 2' }));
  kids.push(c.llm('wearPeriod errors are gone (9 to 5 errors). DoseMSv is now a branded number type; raw numbers must go through the exported toMSv() helper. Wrapping the four dose assignments.', [['edit_file', { path: 'src/reports/dose.ts', find: 'hp10: row.hp10', replace: 'hp10: toMSv(row.hp10)', all: true }], ['edit_file', { path: 'src/reports/limits.ts', find: 'annualLimit: 20', replace: 'annualLimit: toMSv(20)' }], ['shell', { cmd: 'npm run typecheck' }]]));
  kids.push(c.tool(0, { replaced: 3 })); kids.push(c.tool(1, { replaced: 1 })); kids.push(c.tool(2, tsc(e9.slice(7)), { error: 'exit code 2' }));
  kids.push(c.llm('Two errors left, both in wearers.ts: getWearer(id) now requires the tenant id as second argument. The handler already has req.tenantId in scope.', [['edit_file', { path: 'src/api/wearers.ts', find: 'getWearer(id)', replace: 'getWearer(id, req.tenantId)', all: true }], ['shell', { cmd: 'npm run typecheck' }]]));
  kids.push(c.tool(0, { replaced: 2 })); kids.push(c.tool(1, tsc([])));
  kids.push(c.llm('Typecheck passes (9 -> 5 -> 2 -> 0 errors). Changes: wearPeriod -> period, numeric doses wrapped with toMSv(), tenant id passed to getWearer(). No exported signatures changed.', []));
  const root = agentSpan('coding-agent', { input: goal }, { final: 'Typecheck passes.' }, kids, { runner: 'anthropic tool loop' });
  return { isolates: 'Three different TypeScript fixes (renamed field, branded dose type, new required argument) take the compiler from 9 to 5 to 2 to 0 errors, then the agent reports and stops.', goal, stagnation: false, root };
}

export const rows = [r01, r02, r03, r04, r05, r06];
