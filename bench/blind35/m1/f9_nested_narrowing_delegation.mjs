// Family: nested_narrowing_delegation — healthy: a chain of 3+ nested agents, each handing a narrower, different sub-task down; results come back up.
import { agent, llm, tool, chain, span, sys, user, asst, toolMsg, call } from './lib.mjs';

export const family = 'nested_narrowing_delegation';
export const loop = false;
export const stagnation = false;

export const scenarios = [
  {
    id: '01', domain: 'radiocarbon dating lab', style: 'Google ADK (AgentTool sub-agents)',
    build(k) {
      const goal = 'Report a calibrated date for sample OxA-51207 (charred barley from a Bronze Age pit) for the excavation client.';
      const L = (name, text, fc) => llm('call_llm', { agent: name }, { 'gcp.vertex.agent.llm_response': JSON.stringify({ content: { role: 'model', parts: [...(text ? [{ text }] : []), ...(fc ? [{ function_call: fc }] : [])] } }) }, { 'gcp.vertex.agent.event_id': k.uuid() });
      const level3 = agent('agent_run [delta13c_checker]', { request: 'Check the δ13C and %C of the graphite target for OxA-51207 against acceptance limits.' }, { result: 'δ13C −23.1‰ (cereal range), 58 %C, graphite yield 1.02 mg: accepted.' }, [
        L('delta13c_checker', null, { name: 'irms_result', args: { sample: 'OxA-51207' } }),
        tool('execute_tool irms_result', { sample: 'OxA-51207' }, { d13c_permil: -23.1, pct_c: 58, graphite_mg: 1.02, run: `IRMS-${k.int(1000, 9999)}`, measured: k.date() }),
        L('delta13c_checker', 'δ13C −23.1‰ (cereal range), 58 %C, graphite yield 1.02 mg: accepted.'),
      ]);
      const level2 = agent('agent_run [measurement_agent]', { request: 'Get the conventional radiocarbon age for OxA-51207 with QA checks.' }, { result: '3184 ± 24 BP, QA passed.' }, [
        L('measurement_agent', null, { name: 'ams_run', args: { sample: 'OxA-51207' } }),
        tool('execute_tool ams_run', { sample: 'OxA-51207' }, { f14c: 0.6728, f14c_err: 0.002, age_bp: 3184, err: 24, wheel: `W${k.int(100, 999)}`, standards_ok: true }),
        L('measurement_agent', null, { name: 'delta13c_checker', args: { request: 'Check the δ13C and %C of the graphite target for OxA-51207 against acceptance limits.' } }),
        level3,
        L('measurement_agent', '3184 ± 24 BP, QA passed.'),
      ]);
      const level1 = agent('agent_run [calibration_agent]', { request: 'Produce a calibrated date range for OxA-51207 using IntCal20.' }, { result: '1501-1419 cal BC (95.4%)' }, [
        L('calibration_agent', null, { name: 'measurement_agent', args: { request: 'Get the conventional radiocarbon age for OxA-51207 with QA checks.' } }),
        level2,
        L('calibration_agent', null, { name: 'oxcal_calibrate', args: { age: 3184, err: 24, curve: 'IntCal20' } }),
        tool('execute_tool oxcal_calibrate', { age: 3184, err: 24, curve: 'IntCal20' }, { range_95: '1501-1419 cal BC', range_68: '1490-1431 cal BC', oxcal: '4.4.4', job: k.jobId('ox') }),
        L('calibration_agent', '1501-1419 cal BC (95.4%), 1490-1431 cal BC (68.3%).'),
      ]);
      return {
        isolates: 'Three nested agents narrow the task (calibrate → measure → check δ13C), each doing a different step, with results flowing back up to a report.',
        goal,
        root: agent('invocation', { app_name: 'c14_reporting', new_message: goal }, { final: 'OxA-51207: 3184 ± 24 BP; 1501-1419 cal BC (95.4%).' }, [agent('agent_run [report_agent]', {}, null, [
          L('report_agent', null, { name: 'calibration_agent', args: { request: 'Produce a calibrated date range for OxA-51207 using IntCal20.' } }),
          level1,
          L('report_agent', 'OxA-51207 (charred barley): 3184 ± 24 BP, δ13C −23.1‰. Calibrated with IntCal20: 1501-1419 cal BC at 95.4%, consistent with a Middle Bronze Age pit.'),
        ])], { session_id: k.uuid() }),
      };
    },
  },
  {
    id: '02', domain: 'windscreen replacement network', style: 'smolagents (managed agents)',
    build(k) {
      const goal = 'A customer in Leicester needs a windscreen for a 2021 Škoda Octavia with a lane-assist camera; book the earliest mobile fitting including ADAS recalibration.';
      const step = (name, thought, code, obs) => span('step', name, {}, { observations: obs }, [llm('LiteLLMModel.__call__', { messages: '[...]' }, { role: 'assistant', content: `Thought: ${thought}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>` }, { model_id: 'gpt-4o' })]);
      const partAgent = agent('ToolCallingAgent: part_finder', { task: 'Identify the exact OEM-equivalent windscreen part for a 2021 Octavia Mk4 with camera bracket and rain sensor.' }, { output: 'Part 5E3845011BJ equivalent: Pilkington 8635AGSMVWZ, in stock at Leicester depot (2).' }, [
        llm('LiteLLMModel.__call__', { messages: '[...]' }, { role: 'assistant', tool_calls: [{ function: { name: 'vin_parts', arguments: { vin: 'TMBJR7NX8MY0*****', group: 'glass' } } }] }),
        tool('vin_parts', { vin: 'TMBJR7NX8MY0*****', group: 'glass' }, 'OEM 5E3845011BJ  windscreen green tint, camera bracket, rain/light sensor, acoustic\nXREF Pilkington 8635AGSMVWZ  stock LEI:2 NOT:0 BHM:5', { duration: k.secs(0.2, 1.4) }),
        llm('LiteLLMModel.__call__', { messages: '[...]' }, { role: 'assistant', tool_calls: [{ function: { name: 'final_answer', arguments: { answer: 'Part 5E3845011BJ equivalent: Pilkington 8635AGSMVWZ, in stock at Leicester depot (2).' } } }] }),
      ]);
      const calAgent = agent('CodeAgent: adas_scheduler', { task: 'Find the earliest Leicester slot where a mobile technician and a static ADAS calibration rig are both free.' }, { output: 'Thu 10:00 mobile fit (tech R. Bains) + 13:30 static calibration at Leicester depot.' }, [
        step('Step 1', 'Octavia Mk4 front camera needs static calibration with targets, so I need a depot rig slot after the mobile fit.', 'print(rig_slots(depot="LEI", days=5))', `[("Wed", "15:30"), ("Thu", "13:30"), ("Fri", "09:00")]`),
        step('Step 2', 'Now match a mobile technician slot at least 2 h before a rig slot.', 'print(tech_slots(area="LE1", days=5))', `[("Thu", "10:00", "R. Bains"), ("Fri", "08:00", "K. Moss")]`),
        step('Step 3', 'Wed 15:30 rig has no tech before it; Thursday 10:00 fit then 13:30 calibration works.', 'final_answer("Thu 10:00 mobile fit (tech R. Bains) + 13:30 static calibration at Leicester depot.")', 'Thu 10:00 mobile fit (tech R. Bains) + 13:30 static calibration at Leicester depot.'),
      ]);
      const jobAgent = agent('CodeAgent: job_planner', { task: 'Plan the replacement job: confirm the part, then find the fit and calibration slots.' }, { output: 'Pilkington 8635AGSMVWZ; Thu 10:00 fit + 13:30 calibration' }, [
        step('Step 1', 'First the part, via part_finder.', 'part = part_finder(task="Identify the exact OEM-equivalent windscreen part for a 2021 Octavia Mk4 with camera bracket and rain sensor.")\nprint(part)', 'Part 5E3845011BJ equivalent: Pilkington 8635AGSMVWZ, in stock at Leicester depot (2).'),
        partAgent,
        step('Step 2', 'Part in stock locally; now ask adas_scheduler for slots.', 'slots = adas_scheduler(task="Find the earliest Leicester slot where a mobile technician and a static ADAS calibration rig are both free.")\nprint(slots)', 'Thu 10:00 mobile fit (tech R. Bains) + 13:30 static calibration at Leicester depot.'),
        calAgent,
      ]);
      return {
        isolates: 'A manager agent delegates to a job planner, which delegates the part lookup and the slot search to two different narrower agents, then the booking is made.',
        goal,
        root: agent('CodeAgent.run (manager)', { task: goal }, { output: `Booked BK-${k.int(100000, 999999)}: Thursday 10:00 fit, 13:30 calibration.` }, [
          step('Step 1', 'Delegate planning to job_planner.', 'plan = job_planner(task="Plan the replacement job: confirm the part, then find the fit and calibration slots.")', 'Pilkington 8635AGSMVWZ; Thu 10:00 fit + 13:30 calibration'),
          jobAgent,
          tool('create_booking', { slot: 'Thu 10:00', calibration: 'Thu 13:30', part: '8635AGSMVWZ' }, { booking: `BK-${k.int(100000, 999999)}`, sms_sent: true }),
          step('Step 2', 'Booking created; answer the customer.', 'final_answer("Booked: Thursday 10:00 mobile fit with recalibration at 13:30.")', 'Booked: Thursday 10:00 mobile fit with recalibration at 13:30.'),
        ]),
      };
    },
  },
  {
    id: '03', domain: 'eel migration monitoring', style: 'LangSmith / LangGraph (nested subgraphs)',
    build(k) {
      const goal = 'Estimate the number of silver eels that passed the River Severn counter at Tewkesbury weir in October, correcting for counter efficiency.';
      const L = (t, tc) => llm('ChatOpenAI', { messages: '[...]' }, { generations: [[{ text: t, message: asst(t, tc) }]] }, { run_id: k.uuid() });
      const effSub = chain('efficiency_subgraph', { task: 'Estimate the resistivity counter efficiency from the October video validation clips.' }, { efficiency: 0.81 }, [
        L('', [call('c1', 'video_validation', { month: '2025-10' })]),
        tool('video_validation', { month: '2025-10' }, { clips: 214, counter_upstream_hits: 0, video_eels: 173, counter_eels: 140 }),
        L('Counter detected 140 of 173 video-confirmed eels: efficiency 0.81.'),
      ], { langgraph_node: 'efficiency', langgraph_checkpoint_ns: 'count:' + k.uuid() + '|efficiency:' + k.uuid() });
      const countSub = chain('count_subgraph', { task: 'Compute the corrected October downstream count.' }, { corrected: 2531 }, [
        L('', [call('c2', 'counter_totals', { site: 'TWK', month: '2025-10', direction: 'down' })]),
        tool('counter_totals', { site: 'TWK', month: '2025-10', direction: 'down' }, 'date,down\n2025-10-01,12\n...\n2025-10-21,488\n2025-10-22,301\ntotal,2050', { rows: 31 }),
        effSub,
        L('Raw 2050 ÷ 0.81 = 2531 silver eels.'),
      ], { langgraph_node: 'count', langgraph_checkpoint_ns: 'count:' + k.uuid() });
      const fin = 'October estimate: about 2,531 silver eels (raw 2,050, counter efficiency 0.81 from 173 video-validated passages). The run peaked on 21-22 October with the new-moon flood.';
      return {
        isolates: 'A report graph calls a count subgraph, which calls an efficiency subgraph; each level handles a narrower step, and the corrected figure returns to the report.',
        goal,
        root: chain('LangGraph', { messages: [user(goal)] }, { messages: [asst(fin)] }, [
          chain('planner', {}, {}, [L('Need the corrected count; delegating to the count subgraph.')], { langgraph_node: 'planner' }),
          countSub,
          chain('report', {}, { messages: [asst(fin)] }, [L(fin)], { langgraph_node: 'report' }),
        ], { thread_id: k.uuid() }),
      };
    },
  },
  {
    id: '04', domain: 'chandelier restoration', style: 'AutoGen / AG2 (nested chats)',
    build(k) {
      const goal = 'Quote the restoration of a 1920s 24-arm crystal chandelier for the Grand Pump Room: missing crystals, rewiring and a new ceiling hook rating.';
      const M = (who, content) => llm(`${who}`, { messages: '[...]' }, { content, name: who }, { created: k.epoch() });
      const wiring = agent('nested_chat: electrical', { message: 'Specify and cost the rewiring of 24 arms to current regulations.' }, { summary: 'Rewire 24 arms with 0.75 mm² heat-resistant flex, 24 new E14 lampholders, earth to frame: 1,180 GBP.' }, [
        M('electrical_estimator', 'Checking the arm count and lampholder type.'),
        tool('parts_price', JSON.stringify({ items: ['E14 lampholder brass', '0.75mm2 silicone flex 3-core'] }), JSON.stringify({ 'E14 lampholder brass': 6.4, '0.75mm2 silicone flex 3-core': 2.1, per: ['each', 'metre'], quoted: k.iso() })),
        M('electrical_estimator', 'Rewire 24 arms with 0.75 mm² heat-resistant flex, 24 new E14 lampholders, earth to frame: 1,180 GBP.'),
      ]);
      const crystals = agent('nested_chat: crystal_matching', { message: 'Identify and price the 37 missing crystals from the photos.' }, { summary: '31 octagon buttons 14 mm and 6 almond drops 63 mm, Strass equivalent, 412 GBP.' }, [
        M('crystal_specialist', 'Matching shapes from the survey photos.'),
        tool('crystal_catalogue', JSON.stringify({ shapes: ['octagon 14mm', 'almond 63mm'], quantity: [31, 6] }), JSON.stringify({ matches: [{ sku: 'OCT14-CL', price: 7.2 }, { sku: 'ALM63-CL', price: 31.5 }], stock_checked: k.http() })),
        M('crystal_specialist', '31 octagon buttons 14 mm and 6 almond drops 63 mm, Strass equivalent, 412 GBP.'),
      ]);
      const hook = agent('nested_chat: structural', { message: 'Rate the ceiling fixing for the chandelier mass after restoration.' }, { summary: 'Mass 68 kg; safety factor 4 needs a 272 kg hook; specify M12 eye bolt through the joist with a load test certificate: 340 GBP.' }, [
        M('structural_engineer', 'Weighing frame plus crystals.'),
        tool('calc_load', JSON.stringify({ frame_kg: 41, crystals_kg: 27, factor: 4 }), '68 kg × 4 = 272 kg design load'),
        M('structural_engineer', 'Mass 68 kg; safety factor 4 needs a 272 kg hook; specify M12 eye bolt through the joist with a load test certificate: 340 GBP.'),
        crystals,
      ]);
      const workshop = agent('nested_chat: workshop_lead', { message: 'Cost the physical restoration: electrics and structure.' }, { summary: 'Electrics 1,180; hook 340; crystals 412 (via structural weigh-in).' }, [
        M('workshop_lead', 'Splitting into electrics and structure.'),
        wiring,
        hook,
        M('workshop_lead', 'Electrics 1,180; hook 340; crystals 412; plus 16 hours cleaning and re-hanging at 55/h = 880.'),
      ]);
      return {
        isolates: 'A quoting agent opens nested chats four levels deep (workshop → structural → crystal matching, plus electrical), each with a different narrower job, and assembles the quote.',
        goal,
        root: agent('ConversableAgent.initiate_chat', { recipient: 'quote_manager', message: goal }, { summary: 'Total 2,812 GBP + VAT, 6 weeks.' }, [
          M('quote_manager', 'Delegating the physical work costing to the workshop lead.'),
          workshop,
          M('quote_manager', 'Quote: crystals 412, rewiring 1,180, M12 hook with load test 340, cleaning and re-hanging 880. Total 2,812 GBP + VAT, 6 weeks.'),
        ], { 'ag2.version': '0.7.3' }),
      };
    },
  },
  {
    id: '05', domain: 'street performer pitch permits', style: 'Strands Agents (agents as tools)',
    build(k) {
      const goal = 'Allocate the 12 Covent Garden performance pitches for next Saturday among 19 applicants, respecting the amplification rule and the circle-act rotation.';
      const M = (text, tu) => llm('Model invoke', { messages: '[...]' }, { role: 'assistant', content: [...(text ? [{ text }] : []), ...(tu ? [{ toolUse: tu }] : [])] }, { 'gen_ai.request.model': 'us.amazon.nova-pro-v1:0' });
      const noise = agent('Tool: noise_checker', { query: 'Which of the 19 applicants use amplification, and which pitches allow it?' }, { content: [{ text: '6 applicants amplified; pitches 2, 5, 9 allow amplification (max 75 dB at 10 m).' }] }, [
        M(null, { name: 'applicant_db', input: { fields: ['name', 'amplified'] } }),
        tool('Tool: applicant_db', { fields: ['name', 'amplified'] }, { status: 'success', content: [{ json: { amplified: ['Lumo Duo', 'Brass Mice', 'DJ Kettle', 'Soraya', 'Tin Can Band', 'Hex'], total: 19 } }] }),
        M('6 applicants amplified; pitches 2, 5, 9 allow amplification (max 75 dB at 10 m).'),
      ]);
      const rotation = agent('Tool: rotation_checker', { query: 'Which circle acts had the West Piazza last two Saturdays?' }, { content: [{ text: 'Flambé Fred and The Unicyclists had West Piazza on the last two Saturdays, so they rotate out.' }] }, [
        M(null, { name: 'pitch_history', input: { pitch: 'West Piazza', weeks: 2 } }),
        tool('Tool: pitch_history', { pitch: 'West Piazza', weeks: 2 }, { status: 'success', content: [{ text: `${k.date()}: Flambé Fred | prev: The Unicyclists` }] }),
        M('Flambé Fred and The Unicyclists had West Piazza on the last two Saturdays, so they rotate out.'),
        noise,
      ]);
      const allocator = agent('Tool: pitch_allocator', { query: 'Draft pitch allocation respecting rotation and amplification.' }, { content: [{ text: 'West Piazza: Hoop Theory; pitches 2/5/9: Brass Mice, Lumo Duo, Tin Can Band; the other 8 pitches to acoustic acts by seniority; 7 applicants waitlisted.' }] }, [
        M('First the rotation constraint.', { name: 'rotation_checker', input: { query: 'Which circle acts had the West Piazza last two Saturdays?' } }),
        rotation,
        M('West Piazza: Hoop Theory; pitches 2/5/9: Brass Mice, Lumo Duo, Tin Can Band; the other 8 pitches to acoustic acts by seniority; 7 applicants waitlisted.'),
      ]);
      return {
        isolates: 'The coordinator calls an allocator agent, which calls a rotation checker, which calls a noise checker: three nested agents with different narrower questions, then the final allocation.',
        goal,
        root: agent('invoke_agent pitch_coordinator', { prompt: goal }, { stop_reason: 'end_turn' }, [
          M(null, { name: 'pitch_allocator', input: { query: 'Draft pitch allocation respecting rotation and amplification.' } }),
          allocator,
          M('Saturday allocation published: 12 pitches assigned, 7 waitlisted; Flambé Fred and The Unicyclists rotated off West Piazza.'),
        ], { 'service.name': 'strands-agents' }),
      };
    },
  },
  {
    id: '06', domain: 'Argo float data quality control', style: 'OpenInference / Arize Phoenix',
    build(k) {
      const goal = 'Decide whether float 6903247\'s salinity from cycle 118 onward can be released as adjusted delayed-mode data.';
      const L = (content, tcName, tcArgs) => llm('ChatCompletion', { 'llm.input_messages.0.message.content': '[...]' }, { 'llm.output_messages.0.message.content': content, ...(tcName ? { 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': tcName, 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': JSON.stringify(tcArgs) } : {}) }, { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o' });
      const T = (name, args, out) => tool(name, { 'tool.name': name, 'tool.parameters': JSON.stringify(args) }, { 'output.value': typeof out === 'string' ? out : JSON.stringify(out) }, { 'openinference.span.kind': 'TOOL' });
      const owc = agent('owc_agent', { 'input.value': 'Run OWC drift estimate on cycles 90-140 against the CTD reference.' }, { 'output.value': 'Linear drift +0.0021 PSS-78 per 10 cycles from cycle 112; correction fits with error 0.004.' }, [
        L('', 'run_owc', { wmo: 6903247, cycles: [90, 140], ref: 'CTD_for_DMQC_2024V01' }),
        T('run_owc', { wmo: 6903247, cycles: [90, 140] }, `OWC v3.0 finished in ${k.secs(40, 90)}\nbreakpoint: cycle 112\nslope: +2.1e-4 /cycle\nfit error: 0.004`),
        L('Linear drift +0.0021 PSS-78 per 10 cycles from cycle 112; correction fits with error 0.004.'),
      ], { 'openinference.span.kind': 'AGENT' });
      const salinity = agent('salinity_agent', { 'input.value': 'Characterise the salinity drift for cycles 90-140.' }, { 'output.value': 'Drift begins at cycle 112; correctable; no abrupt jumps.' }, [
        L('', 'profile_stats', { wmo: 6903247, param: 'PSAL', cycles: [90, 140] }),
        T('profile_stats', { wmo: 6903247, param: 'PSAL' }, { deep_theta_s_offset: [0.0, 0.001, 0.004, 0.008, 0.011], spikes: 0 }),
        L('Deep θ-S offset grows steadily; handing the fit to OWC.', 'owc_agent', {}),
        owc,
        L('Drift begins at cycle 112; correctable; no abrupt jumps.'),
      ], { 'openinference.span.kind': 'AGENT' });
      const dmqc = agent('dmqc_agent', { 'input.value': 'Delayed-mode QC of float 6903247 cycles 118+' }, { 'output.value': 'PSAL_ADJUSTED with drift correction, error 0.01; flag 1.' }, [
        L('', 'salinity_agent', {}),
        salinity,
        L('Applying correction and setting PSAL_ADJUSTED_ERROR to 0.01 (max of fit error and 0.01 floor); PSAL_ADJUSTED_QC = 1.'),
      ], { 'openinference.span.kind': 'AGENT' });
      return {
        isolates: 'Three nested agents (DMQC → salinity characterisation → OWC fit) each take a narrower, different job, and the release decision returns to the top.',
        goal,
        root: agent('argo_release_agent', { 'input.value': goal }, { 'output.value': 'Release cycles 118+ as D-mode: PSAL_ADJUSTED corrected for +2.1e-4/cycle drift from cycle 112, error 0.01, QC flag 1.' }, [
          L('', 'dmqc_agent', { wmo: 6903247 }),
          dmqc,
          L('Release approved: cycles 118+ go out as delayed-mode with corrected salinity, error 0.01, QC 1.'),
        ], { 'openinference.span.kind': 'AGENT', 'session.id': k.uuid() }),
      };
    },
  },
];
