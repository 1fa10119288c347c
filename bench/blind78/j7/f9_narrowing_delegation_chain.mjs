import { agent, llm, tool, span } from './lib.mjs';
export const family = 'narrowing_delegation_chain';
export const scenarios = [
  // 01 tide-table generator flaky test, Claude Agent SDK Task subagents
  (N) => {
    const l3 = agent('Task: bisect-seed', { subagent_type: 'general-purpose', prompt: 'In tests/test_harmonics.py::test_spring_tide_peak, find a random seed that reproduces the failure and report which constituent drifts.' }, 'Seed 4471 reproduces: the M4 overtide phase is read as degrees but the fixture stores radians when generated with hypothesis seeds > 4000.', [
      tool('Bash', { command: 'for s in $(seq 4400 4500); do pytest -q -p no:randomly tests/test_harmonics.py::test_spring_tide_peak --hypothesis-seed=$s >/dev/null || echo FAIL $s; done' }, `FAIL 4471\nFAIL 4488\n(real ${N.int(1, 3)}m${N.int(10, 59)}.${N.int(100, 999)}s)`, { tool_use_id: N.toolu() }),
      tool('Bash', { command: 'pytest -q tests/test_harmonics.py::test_spring_tide_peak --hypothesis-seed=4471 -x -l' }, 'E   assert abs(peak_h - 5.82) < 0.05\nE   peak_h = 5.41\nconstituents = {"M2": (2.31, 118.2), "S2": (0.82, 161.0), "M4": (0.11, 2.0616)}  # <- phase 2.06 looks like radians', { tool_use_id: N.toolu() }),
      llm('assistant', {}, { content: [{ type: 'text', text: 'Seed 4471 reproduces: the M4 overtide phase is read as degrees but the fixture stores radians when generated with hypothesis seeds > 4000.' }] }),
    ], { agent_id: N.hex(8) });
    const l2 = agent('Task: find-flaky', { subagent_type: 'general-purpose', prompt: 'Run the tide-table test suite 20 times and identify which test fails intermittently; then dig into the cause of that one test.' }, 'Only test_spring_tide_peak is flaky (3/20). Cause: M4 phase fixture in radians for some seeds.', [
      tool('Bash', { command: 'for i in $(seq 20); do pytest -q tests/ 2>&1 | tail -1; done | sort | uniq -c' }, '     17 142 passed in 8.31s\n      3 1 failed, 141 passed in 8.4s', { tool_use_id: N.toolu() }),
      tool('Grep', { pattern: 'FAILED', path: '.pytest_cache/v/cache/lastfailed' }, '{"tests/test_harmonics.py::test_spring_tide_peak": true}', { tool_use_id: N.toolu() }),
      llm('assistant', {}, { content: [{ type: 'tool_use', name: 'Task', input: { description: 'bisect-seed', prompt: 'In tests/test_harmonics.py::test_spring_tide_peak, find a random seed that reproduces the failure and report which constituent drifts.' } }] }),
      l3,
    ], { agent_id: N.hex(8) });
    const K = [
      llm('assistant', { role: 'user', content: 'CI for tidetables is flaky, fix it.' }, { content: [{ type: 'text', text: 'I\'ll delegate finding the flaky test to a subagent.' }, { type: 'tool_use', name: 'Task', input: { description: 'find-flaky', prompt: l2.input.prompt } }] }, { model: 'claude-opus-4-20250514' }),
      l2,
      tool('Edit', { file_path: 'tests/conftest.py', old_string: 'phase=draw(floats(0, 360))', new_string: 'phase=draw(floats(0, 360))  # degrees\n    # was radians for seeds>4000 via legacy generator' }, 'The file tests/conftest.py has been updated.', { tool_use_id: N.toolu() }),
      tool('Bash', { command: 'pytest -q tests/ --hypothesis-seed=4471 && pytest -q tests/ --hypothesis-seed=4488' }, `142 passed in ${N.secs(7, 9)}\n142 passed in ${N.secs(7, 9)}`, { tool_use_id: N.toolu() }),
      llm('assistant', {}, { type: 'result', subtype: 'success', result: 'Fixed: the legacy fixture generator produced M4 phases in radians; now always degrees. Seeds 4471 and 4488 pass.', session_id: N.uuid() }),
    ];
    return { stagnation: false, goal: 'Fix the intermittently failing CI of a tide-table generator library.', isolates: 'The main agent delegates "find the flaky test"; that subagent delegates the narrower "find a reproducing seed for this one test"; results come back up and the fix is made.',
      root: agent('claude-code', { prompt: 'CI for tidetables is flaky, fix it.' }, { subtype: 'success' }, K, { sdk: 'claude-agent-sdk', cwd: '/src/tidetables' }) };
  },
  // 02 paediatric compounding, OpenAI Agents SDK nested agents-as-tools
  (N) => {
    const l3 = agent('Stability Checker', { input: 'Beyond-use date for omeprazole 2 mg/mL in 8.4% sodium bicarbonate, refrigerated, amber plastic.' }, { final_output: '30 days refrigerated (2–8 °C); 14 days if room temperature.' }, [
      tool('search_stability_refs', { drug: 'omeprazole', vehicle: 'sodium bicarbonate 8.4%', conc_mg_ml: 2 }, { refs: [{ src: 'Quercia 1997', bud_days_fridge: 30, bud_days_rt: 14 }, { src: 'USP <795> default', bud_days: 14 }], db_rev: N.int(100, 300), fetched: N.iso() }, { 'openai.agents.span_type': 'function' }),
      llm('response', { model: 'gpt-4.1-mini' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: '30 days refrigerated (2–8 °C); 14 days if room temperature.' }] }] }, { 'openai.agents.span_type': 'response' }),
    ], { 'openai.agents.span_type': 'agent' });
    const l2 = agent('Formulation Agent', { input: 'Choose a liquid vehicle for omeprazole 10 mg daily for an 11 kg child who cannot swallow capsules, then get its beyond-use date.' }, { final_output: 'Omeprazole 2 mg/mL in 8.4% NaHCO3; give 5 mL daily; BUD 30 days refrigerated.' }, [
      llm('response', { model: 'gpt-4.1' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: '10 mg at 2 mg/mL is 5 mL — a volume a toddler can take. The standard vehicle is 8.4% sodium bicarbonate, which protects the acid-labile drug. Need the stability data for that vehicle.' }] }, { type: 'function_call', name: 'stability_checker', arguments: JSON.stringify({ input: l3.input.input }) }] }, { 'openai.agents.span_type': 'response' }),
      l3,
      llm('response', { model: 'gpt-4.1' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'Omeprazole 2 mg/mL in 8.4% NaHCO3; give 5 mL daily; BUD 30 days refrigerated.' }] }] }, { 'openai.agents.span_type': 'response' }),
    ], { 'openai.agents.span_type': 'agent' });
    const K = [
      llm('response', { model: 'gpt-4.1', input: [{ role: 'user', content: 'Rx: omeprazole 10 mg OD, patient 2y 11kg, can\'t swallow caps. Prepare compounding worksheet.' }] }, { output: [{ type: 'function_call', name: 'formulation_agent', arguments: JSON.stringify({ input: l2.input.input }) }] }, { 'openai.agents.span_type': 'response' }),
      l2,
      tool('make_worksheet', { drug: 'omeprazole', strength: '2 mg/mL', qty_ml: 150, vehicle: 'NaHCO3 8.4%', bud: '30d fridge' }, { worksheet_id: 'CW-' + N.int(10000, 99999), pdf: N.tmp('.pdf'), lot: N.b62(6).toUpperCase(), printed_by: N.host('rx-print') }, { 'openai.agents.span_type': 'function' }),
      llm('response', { model: 'gpt-4.1' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'Worksheet ready: 150 mL omeprazole 2 mg/mL suspension, 5 mL once daily, refrigerate, discard after 30 days. Needs pharmacist check before release.' }] }] }, { 'openai.agents.span_type': 'response' }),
    ];
    return { stagnation: false, goal: 'Prepare a compounding worksheet for a liquid omeprazole prescription for a toddler.', isolates: 'Pharmacy agent → formulation agent (choose vehicle and volume) → stability checker (beyond-use date for that vehicle): each level a narrower, different question; results flow back and a worksheet is produced.',
      root: agent('Compounding Pharmacist', { input: 'Rx: omeprazole 10 mg OD, patient 2y 11kg' }, { final_output: 'Worksheet ready' }, K, { 'openai.agents.span_type': 'agent', trace_id: 'trace_' + N.hex(32) }) };
  },
  // 03 herbarium re-identification, Semantic Kernel
  (N) => {
    const l4 = agent('SpeciesComparer', { input: 'Compare specimen E00912233 (Carex, utricle 3.2 mm, beak 0.4 mm, 2 stigmas) with C. nigra and C. acuta.' }, 'C. nigra: utricle 2.5–3.5 mm, beak ≤0.5 mm, 2 stigmas — match. C. acuta utricle 2–3 mm with stomata on upper surface absent — excluded.', [
      span('function', 'Herbarium-GetMeasurements', { barcode: 'E00912233' }, { utricle_mm: 3.2, beak_mm: 0.4, stigmas: 2, leaf_width_mm: 3.1, imaged: N.iso(), iiif: `https://iiif.example.org/E00912233/${N.hex(8)}/full/max/0/default.jpg` }),
      llm('chat.completions gpt-4o', { 'gen_ai.prompt': 'Compare against C. nigra and C. acuta' }, { content: 'C. nigra: utricle 2.5–3.5 mm, beak ≤0.5 mm, 2 stigmas — match. C. acuta excluded by leaf width and utricle.' }),
    ]);
    const l3 = agent('GenusKeyAgent', { input: 'Key specimen E00912233 within Carex to section, then compare the two closest species.' }, 'Section Phacocystis; closest C. nigra vs C. acuta → C. nigra.', [
      llm('chat.completions gpt-4o', {}, { content: '2 stigmas, lenticular nutlet, separate male and female spikes → section Phacocystis. Candidates in Scotland: C. nigra, C. acuta, C. aquatilis. Leaf width 3.1 mm rules out aquatilis (5–10 mm). Compare the remaining two.', tool_calls: [{ function: { name: 'SpeciesComparer', arguments: '{}' } }] }),
      l4,
    ]);
    const l2 = agent('FamilyTriageAgent', { input: 'Specimen E00912233, labelled "grass, wet meadow, 1931". Confirm family and send to the right genus key.' }, 'Cyperaceae, Carex nigra (L.) Reichard.', [
      span('function', 'Herbarium-GetLabel', { barcode: 'E00912233' }, { label_text: 'grass, wet meadow by Loch Tay, 1931, coll. M. Lindsay', det: null, ocr_conf: 0.91 }),
      llm('chat.completions gpt-4o', {}, { content: 'Triangular stems and closed leaf sheaths in the image → Cyperaceae, not Poaceae. Spikes unisexual → Carex. Sending to the Carex key.', tool_calls: [{ function: { name: 'GenusKeyAgent', arguments: '{}' } }] }),
      l3,
    ]);
    const K = [
      llm('chat.completions gpt-4o', { 'gen_ai.prompt': 'Re-determine the 1931 "grass" specimen E00912233' }, { content: null, tool_calls: [{ function: { name: 'FamilyTriageAgent', arguments: '{"barcode":"E00912233"}' } }] }),
      l2,
      span('function', 'Herbarium-AddDetermination', { barcode: 'E00912233', taxon: 'Carex nigra (L.) Reichard', det_by: 'AI-assisted, to verify', date: '2025' }, { det_id: N.int(100000, 999999), version: N.etag() }),
      llm('chat.completions gpt-4o', {}, { content: 'E00912233 redetermined as Carex nigra (common sedge), flagged for curator verification.' }),
    ];
    return { stagnation: false, goal: 'Re-identify a 1931 herbarium specimen mislabelled as "grass".', isolates: 'Curator agent → family triage → genus key → species comparison: four nested agents each with a narrower question, results returning up, then the determination is saved.',
      root: agent('ChatCompletionAgent Curator', { input: 'Re-determine E00912233' }, 'E00912233 redetermined as Carex nigra', K, { 'semantic_kernel.version': '1.20.0' }) };
  },
  // 04 canal lock stoppage, Haystack agents as tools
  (N) => {
    const l3 = agent('MooringAgent', { query: 'Free visitor moorings in the Marple pound for 3 boats (lengths 57, 62, 45 ft) from 12 to 16 May.' }, { replies: ['Marple Junction has 4 × 14-day berths; Possett Bridge 2 × 48h. Berth all 3 at Marple Junction.'] }, [
      span('component', 'OpenAIChatGenerator', { messages: '[...]' }, { replies: [{ _content: [{ tool_call: { tool_name: 'mooring_availability', arguments: { pound: 'Marple', from: '2025-05-12', to: '2025-05-16', min_len_ft: 62 } } }] }] }),
      tool('mooring_availability', { pound: 'Marple' }, `<table class="moorings"><tr><td>Marple Junction</td><td>4 free</td><td>14 day</td><td>max 70ft</td></tr><tr><td>Possett Bridge</td><td>2 free</td><td>48 hr</td><td>max 60ft</td></tr></table><!-- generated ${N.http()} node ${N.host('crt-web')} -->`),
    ]);
    const l2 = agent('VesselImpactAgent', { query: 'Which booked passages through Lock 9 (Marple flight) fall in the 12–16 May stoppage, and where can those boats wait?' }, { replies: ['3 boats affected: NB Kestrel (57 ft), NB Otter Lass (62 ft), WB Ripple (45 ft). Moorings: all at Marple Junction.'] }, [
      tool('passage_bookings', { lock: 'MARPLE-9', from: '2025-05-12', to: '2025-05-16' }, { bookings: [{ boat: 'NB Kestrel', len_ft: 57, date: '2025-05-13' }, { boat: 'NB Otter Lass', len_ft: 62, date: '2025-05-14' }, { boat: 'WB Ripple', len_ft: 45, date: '2025-05-15' }], next_page: null, api_ver: '2.' + N.int(1, 9) }),
      l3,
    ]);
    const K = [
      span('component', 'OpenAIChatGenerator', { messages: [{ _role: 'user', _content: [{ text: 'Lock 9 on the Marple flight has a failed gate paddle; stoppage 12–16 May. Draft the stoppage notice and contact affected boaters.' }] }] }, { replies: [{ _content: [{ tool_call: { tool_name: 'vessel_impact_agent', arguments: {} } }] }] }),
      l2,
      tool('publish_notice', { title: 'Marple Lock 9 emergency stoppage 12–16 May', body: 'Gate paddle failure...' }, { notice_id: 'NOT-' + N.int(10000, 99999), url: 'https://canalrivertrust.example/notices/' + N.int(10000, 99999) }),
      tool('send_sms', { to: ['NB Kestrel', 'NB Otter Lass', 'WB Ripple'], text: 'Lock 9 closed 12–16 May. Free 14-day mooring held for you at Marple Junction.' }, { sent: 3, batch: N.uuid() }),
      span('component', 'OpenAIChatGenerator', {}, { replies: [{ _content: [{ text: 'Notice published; 3 affected boaters texted with moorings at Marple Junction.' }] }] }),
    ];
    return { stagnation: false, goal: 'Handle an emergency lock stoppage on a canal: publish the notice and look after affected boaters.', isolates: 'Waterway agent → vessel-impact agent (which boats) → mooring agent (where those specific boats wait); each level narrower, results flow back, notice and SMS sent.',
      root: agent('Agent', { messages: 'Lock 9 Marple stoppage 12–16 May' }, { last_message: 'Notice published' }, K, { 'haystack.agent': true, max_agent_steps: 20 }) };
  },
  // 05 vintage motorcycle carburettor, Mastra agent network
  (N) => {
    const l4 = agent('agent.jetTableAgent', { prompt: 'Amal 276 on a 1956 BSA Gold Star 500 at 1,200 m altitude: which main jet size?' }, { text: 'Sea-level main jet 240 → at 1,200 m drop ~10% → 220.' }, [
      tool('tool.jetChart', { carb: 'Amal 276', engine: 'B34 500', altitude_m: 1200 }, { base_main: 240, needle_pos: 3, correction: { per_300m: -2.5 }, chart_src: 'Amal service sheet 276/3', scan_id: N.hex(10) }),
      llm('llm.generate', {}, { text: 'Sea-level main jet 240 → at 1,200 m drop ~10% → 220.' }, { model: 'anthropic/claude-3-5-haiku' }),
    ]);
    const l3 = agent('agent.carbAgent', { prompt: 'Diagnose the rich running on the Amal 276 and give the jetting for altitude.' }, { text: 'Float level fine; running rich because jetted for sea level. Fit main 220, needle clip 3.' }, [
      tool('tool.readPlugChop', { photo: 'plug_0611.jpg' }, { colour: 'sooty black', electrode: 'dry', notes: 'rich at full throttle' }),
      llm('llm.generate', {}, { text: 'Sooty at full throttle points to the main jet, not the pilot. Ask jet table for altitude correction.' }, {}),
      l4,
    ]);
    const l2 = agent('agent.engineAgent', { prompt: 'Owner reports the 1956 Gold Star runs badly at the Alpine rally base (1,200 m). Find which system is at fault and fix.' }, { text: 'Fuel system: rich mixture at altitude; re-jet to 220.' }, [
      tool('tool.compressionTest', { bike: 'BSA-GS-1956' }, { psi: 118, spec: '110-125', tested: N.dmy() }),
      tool('tool.ignitionTiming', { bike: 'BSA-GS-1956' }, { btdc_deg: 38, spec: 39, ok: true }),
      llm('llm.generate', {}, { text: 'Compression and timing in spec → fuel system. Hand the carb diagnosis to carbAgent.' }, {}),
      l3,
    ]);
    const K = [
      llm('llm.generate', { messages: [{ role: 'user', content: 'Gold Star runs badly at the rally base. Sort it before Saturday.' }] }, { text: 'Routing to engineAgent.', toolCalls: [{ toolName: 'agent-engineAgent', args: { prompt: l2.input.prompt } }] }, { 'mastra.network': 'workshopNetwork' }),
      l2,
      tool('tool.createWorkOrder', { bike: 'BSA-GS-1956', parts: ['Amal main jet 220'], labour_h: 0.5 }, { wo: 'WO-' + N.int(1000, 9999), eta: 'Fri', part_in_stock: true }),
      llm('llm.generate', {}, { text: 'Work order raised: main jet 220 fitted Friday; bike ready for Saturday.' }, {}),
    ];
    return { stagnation: false, goal: 'Fix a 1956 BSA Gold Star that runs badly at a high-altitude rally base before the weekend.', isolates: 'Workshop → engine agent (which system) → carb agent (what is wrong in the carb) → jet-table agent (which jet at 1,200 m): four nested, narrowing sub-tasks, results back up, work order raised.',
      root: agent('agent.workshopNetwork', { prompt: 'Gold Star runs badly at the rally base.' }, { text: 'Work order raised' }, K, { 'mastra.runId': N.uuid() }) };
  },
  // 06 climbing-wall reset, OpenInference / Phoenix
  (N) => {
    const oi = (k) => ({ 'openinference.span.kind': k });
    const l4 = agent('HoldInventoryAgent', { 'input.value': 'Do we have 40 incut jugs and 25 slopers in black/orange for a V3–V6 overhang set?' }, { 'output.value': 'Jugs: 52 black, 0 orange. Slopers: 18 orange, 11 black. Use black jugs + orange slopers; 7 slopers short → use 7 black.' }, [
      tool('query_hold_db', { 'tool.name': 'query_hold_db', 'tool.parameters': '{"types":["jug","sloper"],"colours":["black","orange"]}' }, { 'output.value': JSON.stringify({ jug: { black: 52, orange: 0 }, sloper: { black: 11, orange: 18 }, washed_since: N.iso() }) }, oi('TOOL')),
      llm('ChatCompletion', { 'llm.input_messages.0.message.content': 'Reconcile hold counts' }, { 'llm.output_messages.0.message.content': 'Jugs: 52 black, 0 orange. Slopers: 18 orange, 11 black. Use black jugs + orange slopers; 7 slopers short → use 7 black.' }, oi('LLM')),
    ], oi('AGENT'));
    const l3 = agent('OverhangSectionAgent', { 'input.value': 'Plan 8 problems (V3–V6) on the 30° overhang panel 4 and check hold availability.' }, { 'output.value': '8 problems: 2×V3, 3×V4, 2×V5, 1×V6; colours black (jug-heavy) and orange (sloper-heavy).' }, [
      llm('ChatCompletion', {}, { 'llm.output_messages.0.message.content': 'Panel 4 fits 8 lines at 1.2 m spacing. Jug-heavy V3/V4 and sloper-heavy V5/V6. Need ~40 jugs and ~25 slopers — check inventory.' }, oi('LLM')),
      l4,
    ], oi('AGENT'));
    const l2 = agent('SettingLeadAgent', { 'input.value': 'Reset the overhang section this Tuesday night with 2 setters; grade spread to fill the V3–V6 gap.' }, { 'output.value': 'Tue 20:00–01:00, 2 setters, panel 4 reset with 8 problems.' }, [
      tool('get_grade_histogram', { 'tool.name': 'get_grade_histogram' }, { 'output.value': 'V0:14 V1:12 V2:11 V3:3 V4:2 V5:2 V6:1 V7+:6 (snapshot ' + N.epoch() + ')' }, oi('TOOL')),
      l3,
    ], oi('AGENT'));
    const K = [
      llm('ChatCompletion', { 'llm.input_messages.0.message.content': 'Members complain there is nothing mid-grade on the overhang. Sort a reset.' }, { 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'setting_lead' }, oi('LLM')),
      l2,
      tool('post_member_update', { 'tool.name': 'post_member_update' }, { 'output.value': '{"post_id":"' + N.uuid() + '","status":"scheduled"}' }, oi('TOOL')),
    ];
    return { stagnation: false, goal: 'Reset the overhang section of a climbing gym to fill the missing mid-grade problems.', isolates: 'Manager → setting lead (when/which section) → section agent (which problems) → inventory agent (which holds): four nested agents with narrowing, distinct sub-tasks, then an announcement.',
      root: agent('GymManagerAgent', { 'input.value': 'Members complain there is nothing mid-grade on the overhang.' }, { 'output.value': 'Reset scheduled Tuesday' }, K, { ...oi('AGENT'), 'session.id': N.uuid() }) };
  },
];
