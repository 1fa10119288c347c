import { agent, llm, tool, chat, short } from './lib.mjs';

export const family = 'echoed-analysis';
export const loop = true;
export const stagnation = true;

// 1. Dental practice, PydanticAI style: echoed analysis with a re-read of the same EOB between.
function dental(c) {
  c.setClock('2024-03-04T15:20:00Z');
  const goal = 'Claim 88-40213 for patient Marisol Ortega (crown, tooth #14) was denied by Delta Dental. Figure out why and draft an appeal if the denial is wrong.';
  const sys = 'You are the billing assistant for Brightwater Family Dental. Use the tools to inspect claims and EOBs. Be precise about CDT codes and payer reason codes.';
  const claim = { claim_id: '88-40213', patient: { name: 'Marisol Ortega', dob: '1979-06-02', member_id: 'DD7741902' }, payer: 'Delta Dental of Colorado', submitted: '2024-02-12', lines: [{ line: 1, cdt: 'D2740', tooth: '14', surfaces: null, fee: 1240.0, dos: '2024-02-06' }, { line: 2, cdt: 'D2950', tooth: '14', fee: 310.0, dos: '2024-01-23' }], status: 'DENIED', attachments: ['pa_14_20240123.jpg', 'narrative.pdf'] };
  const eob = (rid) => ({ eob_id: 'EOB-5521907', claim_id: '88-40213', received: '2024-03-01', lines: [{ line: 1, cdt: 'D2740', tooth: '14', allowed: 0, paid: 0, carc: '96', rarc: 'N130', remark_text: 'Consult plan benefit documents/guidelines for information about restrictions for this service.' }, { line: 2, cdt: 'D2950', tooth: '14', allowed: 198.0, paid: 158.4, carc: null }], history_on_file: [{ cdt: 'D2740', tooth: '14', dos: '2016-09-14', provider: 'other' }], retrieved_at: c.ts(), request_id: c.reqId('eob') });
  const analysis = 'The EOB shows D2740 on tooth 14 denied with CARC 96 and RARC N130, while our claim bills D2740 on tooth 14 at $1,240 for 2024-02-06. N130 usually means a frequency or plan limitation, but the only prior crown on file for tooth 14 is from 2016-09-14, which is well outside a five-year replacement window, so I need to confirm whether the payer is applying a different limitation before I can draft the appeal.';
  const analysis2 = 'The EOB shows D2740 on tooth 14 denied with CARC 96 and RARC N130, while our claim bills D2740 on tooth 14 at $1,240 for 2024-02-06. N130 usually means a frequency or plan limitation, but the only prior crown on file for tooth 14 is from 2016-09-14, which is well outside a five-year replacement window, so I should confirm whether the payer is applying a different limitation before I draft the appeal.';
  const e1 = eob(); const e2 = eob();
  const kids = [
    llm('chat gpt-4o', chat(sys, goal), 'I will pull the claim record first, then the EOB for the denial codes.'),
    tool('get_claim', c.args({ claim_id: '88-40213' }), claim),
    tool('get_eob', c.args({ claim_id: '88-40213', include_history: true }), e1),
    llm('chat gpt-4o', chat(sys, goal, ['assistant', 'calling get_claim, get_eob'], ['tool', short(claim, 300)], ['tool', short(e1, 500)]), analysis),
    tool('get_eob', c.args({ claim_id: '88-40213', include_history: true }), e2),
    llm('chat gpt-4o', chat(sys, goal, ['tool', short(e1, 300)], ['assistant', analysis], ['tool', short(e2, 300)]), analysis2),
  ];
  return { goal, isolates: 'A 70-word denial analysis is produced again with two words changed after re-fetching an EOB that returned nothing new, and the run ends without an appeal.', root: agent('claims_assistant', goal, 'I could not determine the basis for the N130 denial on claim 88-40213; the payer record shows no prior crown inside the replacement window. No appeal was drafted.', kids) };
}

// 2. Semiconductor fab, LangChain AgentExecutor: Thought repeated verbatim, stopped at iteration limit.
function fab(c) {
  c.setClock('2024-04-09T06:10:00Z');
  const goal = 'Lot W24-1187 had a yield drop at final test (bin 7 spike). Find the process step that caused it.';
  const prefix = 'Answer the following questions as best you can. You have access to the following tools:\n\nquery_spc: SPC chart data for a tool/parameter\nget_lot_history: step-by-step route history for a lot\ncompare_lots: compare two lots\n\nUse the format Thought/Action/Action Input/Observation.';
  const spc = `chart=ETCH-07/CD_POLY window=14d points=412 ooc=0 cpk=1.62 last_point=${c.ts(60)} mean=45.1nm sigma=0.41nm`;
  const hist = (n) => ({ lot: 'W24-1187', product: 'PMIC-A3', wafers: 25, route: 'R-PMIC-A3-v14', steps: [{ seq: 410, op: 'GATE_OX', tool: 'FURN-03', track_in: '2024-04-02T03:11Z', recipe: 'GOX70A' }, { seq: 520, op: 'POLY_ETCH', tool: 'ETCH-07', track_in: '2024-04-03T19:40Z', recipe: 'PE_STD_v9' }, { seq: 610, op: 'IMP_NLDD', tool: 'IMP-02', track_in: '2024-04-04T08:02Z', recipe: 'NLDD_2E13', notes: 'rework x1' }, { seq: 880, op: 'CMP_W', tool: 'CMP-04', track_in: '2024-04-07T22:15Z', recipe: 'WCMP_B' }], holds: [], queried_at: n, trace: c.hex(12) });
  const thought = 'Thought: The SPC chart for ETCH-07 poly CD is in control with Cpk 1.62, so poly etch is unlikely to be the cause. The lot history shows a rework at IMP_NLDD on IMP-02, and bin 7 is the leakage bin, so an implant dose problem would fit; I should look at the lot history to see which wafers went through the rework.';
  const h1 = hist(c.ts(30)); const h2 = hist(c.ts(40));
  const kids = [
    llm('ChatOpenAI', `${prefix}\n\nQuestion: ${goal}\nThought:`, 'Thought: Start with the poly etch SPC since bin 7 spikes often track gate CD.\nAction: query_spc\nAction Input: {"tool": "ETCH-07", "parameter": "CD_POLY", "days": 14}'),
    tool('query_spc', c.args({ tool: 'ETCH-07', parameter: 'CD_POLY', days: 14 }), spc),
    llm('ChatOpenAI', `${prefix}\n\nQuestion: ${goal}\nThought: Start with the poly etch SPC...\nObservation: ${spc}\nThought:`, 'Thought: Poly CD looks stable. Pull the route history for the lot.\nAction: get_lot_history\nAction Input: {"lot": "W24-1187"}'),
    tool('get_lot_history', c.args({ lot: 'W24-1187' }), h1),
    llm('ChatOpenAI', `${prefix}\n\nQuestion: ${goal}\n...\nObservation: ${short(h1, 600)}\nThought:`, `${thought}\nAction: get_lot_history\nAction Input: {"lot": "W24-1187"}`),
    tool('get_lot_history', c.args({ lot: 'W24-1187' }), h2),
    llm('ChatOpenAI', `${prefix}\n\nQuestion: ${goal}\n...\nObservation: ${short(h2, 600)}\nThought:`, `${thought}\nAction: get_lot_history\nAction Input: {"lot": "W24-1187"}`),
  ];
  return { goal, isolates: 'The same ReAct Thought about the implant rework is emitted twice word for word around an identical lot-history observation, and the executor stops at its iteration limit.', root: agent('AgentExecutor', goal, 'Agent stopped due to iteration limit or time limit.', kids) };
}

// 3. Coding, Cline: assistant explanation to user echoed after re-reading the same file.
function coding(c) {
  const goal = 'src/hooks/__tests__/useDebounce.test.ts fails randomly in CI (about 1 in 5 runs). Fix the flakiness.';
  const file = `import { renderHook, act } from '@testing-library/react';\nimport { useDebounce } from '../useDebounce';\n\ndescribe('useDebounce', () => {\n  it('emits the last value after delay', async () => {\n    const { result, rerender } = renderHook(({ v }) => useDebounce(v, 300), { initialProps: { v: 'a' } });\n    rerender({ v: 'ab' });\n    rerender({ v: 'abc' });\n    await new Promise(r => setTimeout(r, 310));\n    expect(result.current).toBe('abc');\n  });\n});\n`;
  const testOut = `> vitest run src/hooks/__tests__/useDebounce.test.ts\n\n RUN  v1.6.0 /home/dev/web-app\n\n ✓ src/hooks/__tests__/useDebounce.test.ts (1) ${c.int(320, 360)}ms\n\n Test Files  1 passed (1)\n      Tests  1 passed (1)\n   Start at  ${c.ts().slice(11, 19)}\n   Duration  ${c.secs(1.1, 1.9)}s`;
  const msg = 'The test passes locally, but it waits on a real 310 ms setTimeout against a 300 ms debounce, which leaves only 10 ms of slack; on a loaded CI runner the debounce timer can fire late and the assertion runs before the state update. The reliable fix is to switch this test to fake timers and advance them explicitly inside act().';
  const msg2 = 'The test passes locally, but it waits on a real 310 ms setTimeout against a 300 ms debounce, which leaves only 10 ms of slack; on a busy CI runner the debounce timer can fire late and the assertion runs before the state update. The reliable fix is to switch this test to fake timers and advance them explicitly inside act().';
  const sys = 'You are Cline, a highly skilled software engineer... TOOL USE: read_file, write_to_file, replace_in_file, execute_command, ask_followup_question, attempt_completion.';
  const kids = [
    llm('anthropic/claude-3.5-sonnet', chat(sys, `<task>${goal}</task>\n<environment_details># Current Working Directory (/home/dev/web-app)</environment_details>`), '<thinking>Read the test file and run it a few times.</thinking>'),
    tool('read_file', c.args({ path: 'src/hooks/__tests__/useDebounce.test.ts' }), file),
    tool('execute_command', c.args({ command: 'npx vitest run src/hooks/__tests__/useDebounce.test.ts', requires_approval: false }), testOut),
    llm('anthropic/claude-3.5-sonnet', chat(sys, `<task>${goal}</task>`, ['assistant', '[read_file] [execute_command]'], ['user', `[execute_command] Result:\n${testOut}`]), msg),
    tool('read_file', c.args({ path: 'src/hooks/__tests__/useDebounce.test.ts' }), file),
    llm('anthropic/claude-3.5-sonnet', chat(sys, `<task>${goal}</task>`, ['assistant', msg], ['user', `[read_file for 'src/hooks/__tests__/useDebounce.test.ts'] Result:\n${file}`]), msg2),
  ];
  return { goal, isolates: 'Cline restates its 60-word diagnosis of the flaky debounce test almost word for word after re-reading an unchanged file, and never edits anything.', root: agent('Cline task', goal, '[Task interrupted] API request cancelled by user after no file changes were made.', kids) };
}

// 4. Reinsurance, DSPy ReAct: thought echoed with a few words changed, no new observation between.
function reins(c) {
  const goal = 'Reconcile the Q2 cession for quota share treaty QS-2023-114 (cedent Harborline Mutual): our computed ceded premium differs from the cedent bordereau by EUR 412,880.';
  const terms = { treaty: 'QS-2023-114', type: 'Quota Share', cession_pct: 0.35, ceding_commission: 0.275, profit_commission: { rate: 0.15, expenses: 0.05 }, currency: 'EUR', period: '2023-07-01/2024-06-30', lines: ['Motor own damage', 'Motor TPL'], event_limit: 25000000, doc_version: 'v3-signed' };
  const bord = (n) => `bordereau=HLM-QS114-2024Q2.xlsx rows=18,442 gwp_total=EUR 48,311,902.17 ceded_reported=EUR 16,496,285.49 cancellations=EUR -1,179,660.00 loaded=${n} checksum=${c.hex(10)}`;
  const calc = { gwp_basis: 48311902.17, cession_pct: 0.35, ceded_premium: 16909165.76, generated: c.ts(), calc_id: c.uuid() };
  const b1 = bord(c.ts()); const b2 = bord(c.ts(20));
  const th = 'Our ceded premium of 16,909,165.76 is exactly 35% of gross written premium 48,311,902.17, while the cedent reports 16,496,285.49. The gap of 412,880.27 is very close to 35% of the 1,179,660 cancellations, so the cedent appears to net cancellations before applying the quota share and we do not; I need to check the treaty wording on premium basis to decide which is correct.';
  const th2 = 'Our ceded premium of 16,909,165.76 is exactly 35% of gross written premium 48,311,902.17, whereas the cedent reports 16,496,285.49. The gap of 412,880.27 is very close to 35% of the 1,179,660 cancellations, so the cedent seems to net cancellations before applying the quota share and we do not; I need to check the treaty wording on premium basis to decide which one is correct.';
  const sig = 'ReAct(goal -> answer)\ninstructions: Given the fields `goal`, produce the fields `answer`. Tools: get_treaty_terms, load_bordereau, compute_cession, finish.';
  const kids = [
    tool('get_treaty_terms', c.args({ treaty_id: 'QS-2023-114' }), terms),
    tool('load_bordereau', c.args({ cedent: 'HLM', treaty_id: 'QS-2023-114', quarter: '2024Q2' }), b1),
    tool('compute_cession', c.args({ treaty_id: 'QS-2023-114', quarter: '2024Q2', basis: 'GWP' }), calc),
    llm('Predict(StringSignature)', `${sig}\n\n[[ ## goal ## ]]\n${goal}\n\n[[ ## trajectory ## ]]\n[[ ## observation_0 ## ]] ${short(terms, 200)}\n[[ ## observation_1 ## ]] ${b1}\n[[ ## observation_2 ## ]] ${short(calc)}`, `[[ ## next_thought ## ]]\n${th}\n\n[[ ## next_tool_name ## ]]\nload_bordereau\n\n[[ ## next_tool_args ## ]]\n{"cedent": "HLM", "treaty_id": "QS-2023-114", "quarter": "2024Q2"}`),
    tool('load_bordereau', c.args({ cedent: 'HLM', treaty_id: 'QS-2023-114', quarter: '2024Q2' }), b2),
    llm('Predict(StringSignature)', `${sig}\n\n[[ ## goal ## ]]\n${goal}\n\n[[ ## trajectory ## ]]\n...\n[[ ## thought_3 ## ]] ${th}\n[[ ## observation_3 ## ]] ${b2}`, `[[ ## next_thought ## ]]\n${th2}\n\n[[ ## next_tool_name ## ]]\nfinish\n\n[[ ## next_tool_args ## ]]\n{}`),
    llm('ChainOfThought(extract)', `[[ ## goal ## ]]\n${goal}\n[[ ## trajectory ## ]] (5 steps)`, '[[ ## reasoning ## ]]\nThe premium basis in the treaty could not be established from the available observations.\n[[ ## answer ## ]]\nUnresolved: difference of EUR 412,880.27 likely tied to cancellations; treaty premium-basis clause not checked.'),
  ];
  return { goal, isolates: 'A DSPy next_thought explaining the cancellation-netting hypothesis recurs with three words changed after reloading the same bordereau, and the program finishes with the question unresolved.', root: agent('ReAct', goal, 'Unresolved: difference of EUR 412,880.27 likely tied to cancellations; treaty premium-basis clause not checked.', kids) };
}

// 5. Wind farm, Google ADK: message to the operator echoed verbatim after an unchanged status read.
function wind(c) {
  c.setClock('2024-10-11T07:32:00Z');
  const goal = 'Turbine WTG-17 at Kestrel Ridge keeps tripping on "pitch system fault" overnight. Tell me whether it is safe to reset remotely.';
  const alarms = { turbine: 'WTG-17', site: 'KESTREL_RIDGE', alarms: [{ code: 'PS-4112', text: 'Pitch axis 2 battery voltage low', first: '2024-10-11T01:42:19Z', count: 3 }, { code: 'PS-4020', text: 'Pitch system fault - safety chain open', first: '2024-10-11T01:42:21Z', count: 3 }, { code: 'GR-2201', text: 'Grid voltage dip', first: '2024-10-10T23:05:02Z', count: 1 }], page: 1, fetched: c.ts() };
  const status = () => ({ turbine: 'WTG-17', state: 'STOPPED_FAULT', pitch_angles_deg: [89.7, 86.2, 89.8], pitch_batt_v: [231.4, 198.7, 230.9], hub_temp_c: 4.1, wind_ms: 11.3, last_reset: '2024-10-11T04:10:55Z', reset_by: 'auto', sample_ts: c.ts(15), seq: c.int(800000, 900000) });
  const s1 = status(); const s2 = status();
  const msg = 'WTG-17 is stopped in fault with blade 2 at 86.2 degrees while the other two are feathered near 90, and pitch axis 2 battery voltage is 198.7 V against roughly 231 V on the other axes. A remote reset would run the safety-chain test on a weak accumulator, so I am not yet confident it is safe; I want to verify the battery charger status for axis 2 before recommending anything.';
  const sys = 'You are turbine_ops_agent for Kestrel Ridge Wind. Tools: get_scada_alarms, get_turbine_status, get_charger_status, request_reset. Never request a reset unless pitch system health is confirmed.';
  const kids = [
    llm('call_llm', chat(sys, goal), '{"function_call": {"name": "get_scada_alarms", "args": {"turbine": "WTG-17", "hours": 12}}}'),
    tool('execute_tool get_scada_alarms', c.args({ turbine: 'WTG-17', hours: 12 }), alarms),
    llm('call_llm', chat(sys, goal, ['tool', short(alarms, 500)]), '{"function_call": {"name": "get_turbine_status", "args": {"turbine": "WTG-17"}}}'),
    tool('execute_tool get_turbine_status', c.args({ turbine: 'WTG-17' }), s1),
    llm('call_llm', chat(sys, goal, ['tool', short(alarms, 200)], ['tool', short(s1, 400)]), msg),
    tool('execute_tool get_turbine_status', c.args({ turbine: 'WTG-17' }), s2),
    llm('call_llm', chat(sys, goal, ['model', msg], ['tool', short(s2, 400)]), msg),
  ];
  return { goal, isolates: 'The agent tells the operator the same 75-word assessment twice verbatim, with only a second identical status read in between, and never checks the charger it says it needs.', root: agent('turbine_ops_agent', goal, msg, kids) };
}

// 6. Wedding planning, Letta: send_message repeated with small edits after an archival search returning the same passage.
function wedding(c) {
  c.setClock('2024-05-02T18:00:00Z');
  const goal = 'Our florist (Petal & Stem) and the venue (Alder Grove Barn) both say they have the 2pm-4pm setup slot on June 21. Sort out who gets it.';
  const arch = () => ({ results: [{ id: `passage-${c.uuid()}`, text: 'Alder Grove Barn contract §4.2: Vendor load-in between 12:00 and 16:00 on event day; venue staff setup of tables occurs 14:00-15:30. Florist arrival must be coordinated with venue coordinator Dana Whitfield.', timestamp: '2024-02-09 10:14:02 AM PST-0800' }, { id: `passage-${c.uuid()}`, text: 'Petal & Stem confirmation email: install arch and centerpieces 2:00-4:00 PM June 21, team of 3, needs access to ceremony lawn.', timestamp: '2024-03-18 04:51:40 PM PST-0800' }], count: 2 });
  const a1 = arch(); const a2 = arch();
  const m1 = 'I checked both agreements: the Alder Grove contract lets vendors load in from noon to 4 PM but reserves 2:00-3:30 PM for the venue staff to set tables, and Petal & Stem have you down for a 2:00-4:00 PM install. The overlap is the table setup, so I need to confirm with Dana Whitfield whether the florist can work on the ceremony lawn while the barn tables go up.';
  const m2 = 'I checked both agreements: the Alder Grove contract lets vendors load in from noon to 4 PM but reserves 2:00-3:30 PM for venue staff to set tables, and Petal & Stem has you down for a 2:00-4:00 PM install. The overlap is the table setup, so I need to confirm with Dana Whitfield whether the florist can work on the ceremony lawn while the barn tables are going up.';
  const sys = 'You are Letta, the latest version of Limnal Corporation\'s digital companion... <persona>Wedding planning assistant for Priya & Sam.</persona>';
  const hb = (n) => ({ type: 'heartbeat', reason: '[This is an automated system message hidden from the user] Function called using request_heartbeat=true, returning control', time: n });
  const kids = [
    llm('gpt-4o-mini', chat(sys, JSON.stringify({ type: 'user_message', message: goal, time: c.ts() })), 'Inner monologue: Need both contracts. Search archival memory for venue and florist terms.'),
    tool('archival_memory_search', c.args({ query: 'Alder Grove Petal & Stem setup June 21', page: 0, request_heartbeat: true }), a1),
    llm('gpt-4o-mini', chat(sys, null, ['user', JSON.stringify(hb(c.ts()))], ['tool', short(a1, 400)]), 'Inner monologue: There is a real overlap at 2-3:30. Explain it to Priya.'),
    tool('send_message', c.args({ message: m1 }), { status: 'OK', message: 'None', time: c.ts() }),
    tool('archival_memory_search', c.args({ query: 'venue coordinator Dana Whitfield florist access', page: 0, request_heartbeat: true }), a2),
    llm('gpt-4o-mini', chat(sys, null, ['user', JSON.stringify(hb(c.ts()))], ['tool', short(a2, 400)]), 'Inner monologue: Same two passages. Tell Priya about the overlap.'),
    tool('send_message', c.args({ message: m2 }), { status: 'OK', message: 'None', time: c.ts() }),
  ];
  return { goal, isolates: 'The assistant sends the couple its 70-word overlap explanation a second time with minor edits after an archival search that surfaced the same two passages, and never contacts the venue.', root: agent('letta-agent wedding-planner', goal, m2, kids) };
}

export const rows = [dental, fab, coding, reins, wind, wedding];
