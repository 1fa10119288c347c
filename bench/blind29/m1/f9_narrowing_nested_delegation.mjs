// Family: narrowing_nested_delegation — 3+ nested agents, each handing down a narrower different sub-task; results return up; done.
import { S, agent, llm, tool, chain, oaiCall, toolUse, fmt, timed } from './lib.mjs';

export const FAMILY = { name: 'narrowing_nested_delegation', file: 'f9', loop: false, stagnation: false };

export const scenarios = [
  // 01 ---------------------------------------------------------------- handloom weaving cooperative, OpenAI Agents SDK
  {
    id: '01', domain: 'handloom weaving cooperatives', style: 'OpenAI Agents SDK (nested agents exposed with as_tool; agent / response / function spans)',
    build(r) {
      const c = r.clock();
      const tid = `trace_${r.hex(32)}`;
      const md = (t) => ({ metadata: { span_type: t, trace_id: tid, span_id: `span_${r.hex(24)}` } });
      const resp = (items) => llm('response', { model: 'gpt-4.1' }, { id: `resp_${r.hex(48)}`, output: items }, [], md('response'));
      const fcall = (name, args) => ({ type: 'function_call', call_id: r.callId(), name, arguments: JSON.stringify(args) });
      const msg = (t) => ({ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: t }] });
      const mordant = agent('Mordant Calculator', { input: 'Alum and cream of tartar quantities for 3.2 kg of silk yarn, madder overdye.' }, { final_output: 'Alum 12% WOF = 384 g; cream of tartar 6% WOF = 192 g; simmer 45 min at 85 C.' }, [
        resp([fcall('wof_calc', { fibre: 'silk', weight_g: 3200, alum_pct: 12, cot_pct: 6 })]),
        tool('wof_calc', JSON.stringify({ fibre: 'silk', weight_g: 3200, alum_pct: 12, cot_pct: 6 }), JSON.stringify({ alum_g: 384, cream_of_tartar_g: 192, water_l: 96, temp_c: 85, minutes: 45 }), md('function')),
        resp([msg('Alum 12% WOF = 384 g; cream of tartar 6% WOF = 192 g; simmer 45 min at 85 C.')]),
      ], md('agent'));
      const dye = agent('Dye Specialist', { input: 'Dye plan for the indigo-madder "monsoon" colourway on 3.2 kg of silk warp yarn.' }, { final_output: 'Indigo vat to medium blue (3 dips), then mordant (384 g alum, 192 g cream of tartar), then madder at 50% WOF (1.6 kg root) for the violet-red ikat sections.' }, [
        resp([fcall('get_colourway', { name: 'monsoon' })]),
        tool('get_colourway', '{"name":"monsoon"}', JSON.stringify({ name: 'monsoon', layers: ['indigo medium', 'madder overdye on tied sections'], madder_wof_pct: 50, indigo_dips: 3 }), md('function')),
        resp([fcall('transfer_mordant', { input: 'Alum and cream of tartar quantities for 3.2 kg of silk yarn, madder overdye.' })]),
        S('tool', 'Mordant Calculator', JSON.stringify({ input: 'Alum and cream of tartar quantities for 3.2 kg of silk yarn, madder overdye.' }), mordant.output.final_output, [mordant], md('function')),
        resp([msg('Indigo vat to medium blue (3 dips), then mordant (384 g alum, 192 g cream of tartar), then madder at 50% WOF (1.6 kg root) for the violet-red ikat sections.')]),
      ], md('agent'));
      const planner = agent('Order Planner', { input: 'Plan production of 40 silk ikat scarves (monsoon colourway) for Maison Tissée, due 30 May.' }, { final_output: '40 scarves need 3.2 kg silk warp; dye week 1 (indigo 3 dips, alum mordant 384 g, madder 1.6 kg), tie-and-weave weeks 2-5 on looms 2, 3 and 5, finishing week 6; ready 24 May.' }, [
        resp([fcall('yarn_requirement', { item: 'ikat scarf 180x50', qty: 40 })]),
        tool('yarn_requirement', JSON.stringify({ item: 'ikat scarf 180x50', qty: 40 }), JSON.stringify({ warp_silk_kg: 3.2, weft_silk_kg: 2.6, looms_free: ['L2', 'L3', 'L5'] }), md('function')),
        resp([fcall('transfer_dye', { input: 'Dye plan for the indigo-madder "monsoon" colourway on 3.2 kg of silk warp yarn.' })]),
        S('tool', 'Dye Specialist', JSON.stringify({ input: 'Dye plan for the indigo-madder colourway on 3.2 kg of silk warp yarn.' }), dye.output.final_output, [dye], md('function')),
        resp([msg('40 scarves need 3.2 kg silk warp; dye week 1 (indigo 3 dips, alum mordant 384 g, madder 1.6 kg), tie-and-weave weeks 2-5 on looms 2, 3 and 5, finishing week 6; ready 24 May.')]),
      ], md('agent'));
      const root = agent('Coop Coordinator', { input: 'Maison Tissée wants 40 silk ikat scarves in the monsoon colourway by 30 May. Can we do it and what do we need to buy?' }, { final_output: 'Yes: ready 24 May. Buy 5.8 kg silk (3.2 warp, 2.6 weft), 1.6 kg madder root, 384 g alum and 192 g cream of tartar.' }, [
        resp([fcall('transfer_planner', { input: 'Plan production of 40 silk ikat scarves (monsoon colourway) for Maison Tissée, due 30 May.' })]),
        S('tool', 'Order Planner', JSON.stringify({ input: 'Plan production of 40 silk ikat scarves for Maison Tissée, due 30 May.' }), planner.output.final_output, [planner], md('function')),
        resp([msg('Yes: ready 24 May. Buy 5.8 kg silk (3.2 warp, 2.6 weft), 1.6 kg madder root, 384 g alum and 192 g cream of tartar.')]),
      ], md('agent'));
      return { isolates: 'The coordinator hands the order to a planner, the planner hands only the dyeing to a dye specialist, who hands only the mordant arithmetic to a calculator; each answer flows back up into a purchase list.', goal: 'Decide whether the weaving co-op can deliver 40 ikat scarves by 30 May and list what to buy.', root: timed(root, r, c, 'iso') };
    },
  },

  // 02 ---------------------------------------------------------------- sea glass jewellery, Claude Agent SDK subagents
  {
    id: '02', domain: 'sea glass jewellery', style: 'Claude Agent SDK transcript with Task subagents (parent_tool_use_id linking)',
    build(r) {
      const c = r.clock();
      const sess = r.uuid();
      const a = (parent, content) => llm('assistant', { session_id: sess, parent_tool_use_id: parent }, { type: 'assistant', message: { role: 'assistant', model: 'claude-sonnet-4-5', content } });
      const t3 = toolUse(r, 'Task', { subagent_type: 'weight-lookup', description: 'Carat weights tray B cobalt', prompt: 'In inventory/trays.xlsx sheet "Tray B", give the weight in carats of every cobalt blue piece.' });
      const w = agent('subagent:weight-lookup', { prompt: t3.input.prompt }, { result: 'Tray B cobalt: TB-04 3.1 ct, TB-11 2.4 ct, TB-19 5.6 ct.' }, [
        a(t3.id, [toolUse(r, 'Bash', { command: 'python3 scripts/xlsx_dump.py inventory/trays.xlsx "Tray B" | grep -i cobalt' })]),
        tool('Bash', { command: 'python3 scripts/xlsx_dump.py inventory/trays.xlsx "Tray B" | grep -i cobalt' }, 'TB-04\tcobalt\t3.1\tfrosted, D-shape\nTB-11\tcobalt\t2.4\tround, light pitting\nTB-19\tcobalt\t5.6\tbottle lip fragment'),
        a(t3.id, [{ type: 'text', text: 'Tray B cobalt: TB-04 3.1 ct, TB-11 2.4 ct, TB-19 5.6 ct.' }]),
      ]);
      const t2 = toolUse(r, 'Task', { subagent_type: 'stock-verifier', description: 'Verify cobalt stock', prompt: 'The listings claim 5 cobalt pendants are available. Check the physical tray records for cobalt pieces and which are big enough for a pendant (>= 3 ct).' });
      const v = agent('subagent:stock-verifier', { prompt: t2.input.prompt }, { result: 'Only 2 cobalt pieces >= 3 ct exist (TB-04, TB-19); TB-11 is 2.4 ct, earring size. Listings overstate stock by 3.' }, [
        a(t2.id, [{ type: 'text', text: 'Cobalt pieces are kept in tray B; delegating the weight lookup.' }, t3]),
        S('tool', 'Task', t3.input, { type: 'tool_result', content: 'Tray B cobalt: TB-04 3.1 ct, TB-11 2.4 ct, TB-19 5.6 ct.' }, [w]),
        a(t2.id, [{ type: 'text', text: 'Only 2 cobalt pieces >= 3 ct exist (TB-04, TB-19); TB-11 is 2.4 ct, earring size. Listings overstate stock by 3.' }]),
      ]);
      const t1 = toolUse(r, 'Task', { subagent_type: 'listing-auditor', description: 'Audit rare colour listings', prompt: 'Audit our Etsy listings for rare colours (red, orange, cobalt) and check stated quantities against real stock.' });
      const au = agent('subagent:listing-auditor', { prompt: t1.input.prompt }, { result: 'Red 1 listed/1 in stock OK; orange 2/2 OK; cobalt pendant listed qty 5 but only 2 usable pieces. Fix: set cobalt pendant quantity to 2.' }, [
        a(t1.id, [toolUse(r, 'Read', { file_path: 'exports/etsy_listings.csv' })]),
        tool('Read', { file_path: 'exports/etsy_listings.csv' }, '     1\tlisting_id,title,colour,qty\n     2\t1587734021,Red sea glass ring (rare),red,1\n     3\t1587734188,Orange sea glass studs,orange,2\n     4\t1587735002,Cobalt blue sea glass pendant,cobalt,5\n     5\t1587735110,Seafoam drop earrings,seafoam,14'),
        a(t1.id, [{ type: 'text', text: 'Red and orange quantities are plausible; cobalt qty 5 needs checking against the trays.' }, t2]),
        S('tool', 'Task', t2.input, { type: 'tool_result', content: v.output.result }, [v]),
        a(t1.id, [{ type: 'text', text: au_text() }]),
      ]);
      function au_text() { return 'Red 1 listed/1 in stock OK; orange 2/2 OK; cobalt pendant listed qty 5 but only 2 usable pieces. Fix: set cobalt pendant quantity to 2.'; }
      const root = agent('claude_agent_sdk.query', { prompt: 'Before the Christmas rush, make sure our rare-colour sea glass listings do not oversell. Fix anything wrong.', options: { agents: ['listing-auditor', 'stock-verifier', 'weight-lookup'] } }, { result: 'Cobalt pendant quantity reduced from 5 to 2; red and orange correct.' }, [
        a(null, [{ type: 'text', text: 'Delegating the audit to the listing auditor.' }, t1]),
        S('tool', 'Task', t1.input, { type: 'tool_result', content: au.output.result }, [au]),
        a(null, [toolUse(r, 'Bash', { command: 'etsy-cli listings update 1587735002 --quantity 2' })]),
        tool('Bash', { command: 'etsy-cli listings update 1587735002 --quantity 2' }, `updated listing 1587735002 quantity 5 -> 2 (etag ${r.hex(12)})`),
        a(null, [{ type: 'text', text: 'Cobalt pendant quantity reduced from 5 to 2 (only TB-04 and TB-19 are pendant-sized); red and orange listings are correct.' }]),
        S('result', 'result', { session_id: sess }, { type: 'result', subtype: 'success', num_turns: 12, total_cost_usd: r.float(0.1, 0.4, 4) }),
      ], { metadata: { session_id: sess } });
      return { isolates: 'Main agent delegates a listing audit, the auditor delegates a cobalt stock check, which delegates a carat-weight lookup; results return up and one listing quantity is fixed.', goal: 'Make sure rare-colour sea glass jewellery listings do not oversell, and fix any wrong quantities.', root };
    },
  },

  // 03 ---------------------------------------------------------------- pretzel stands, Semantic Kernel agents as plugins
  {
    id: '03', domain: 'pretzel stands', style: 'Semantic Kernel agents exposed as kernel functions (invoke_agent / chat.completions / execute_tool)',
    build(r) {
      const c = r.clock();
      const sk = (n) => ({ metadata: { 'gen_ai.operation.name': n } });
      const chat = (text, fn) => llm('chat.completions gpt-4o', { 'gen_ai.prompt': '[...]' }, { content: text, items: fn ? [{ $type: 'FunctionCallContent', PluginName: fn[0], FunctionName: fn[1], Arguments: fn[2] }] : [] }, [], sk('chat'));
      const oven = agent('invoke_agent OvenDiagnosticsAgent', { request: 'Read oven 2 temperature log at Stand HBF-3 for this morning and say whether the bake temperature was reached.' }, { text: 'Oven 2 peaked at 196 C between 06:00 and 09:30 against a 230 C setpoint; element B draws 0 A, so it has failed.' }, [
        chat(null, ['OvenPlugin', 'GetTemperatureLog', { stand: 'HBF-3', oven: 2, from: '06:00', to: '09:30' }]),
        tool('execute_tool OvenPlugin-GetTemperatureLog', { stand: 'HBF-3', oven: 2 }, `time,setpoint_c,actual_c,element_a_amp,element_b_amp\n06:00,230,188,9.8,0.0\n07:00,230,195,9.9,0.0\n08:00,230,196,9.8,0.0\n09:00,230,194,9.7,0.0\n# exported ${fmt.isoSec(c.adv())} by ovenlink gw-hbf3`, sk('execute_tool')),
        chat('Oven 2 peaked at 196 C between 06:00 and 09:30 against a 230 C setpoint; element B draws 0 A, so it has failed.', null),
      ], sk('invoke_agent'));
      const stand = agent('invoke_agent StandManagerAgent', { request: 'Stand HBF-3 (Hauptbahnhof): why did customers complain about pale, doughy pretzels this morning?' }, { text: 'Batches from oven 2 were underbaked because heating element B failed (196 C max vs 230 C). Oven 1 batches were fine. Move all baking to oven 1 and call the service technician.' }, [
        chat(null, ['SalesPlugin', 'GetBatches', { stand: 'HBF-3', date: 'today' }]),
        tool('execute_tool SalesPlugin-GetBatches', { stand: 'HBF-3' }, { batches: [{ id: 1, oven: 1, qty: 60, complaints: 0 }, { id: 2, oven: 2, qty: 60, complaints: 7 }, { id: 3, oven: 2, qty: 60, complaints: 5 }, { id: 4, oven: 1, qty: 60, complaints: 0 }] }, sk('execute_tool')),
        chat('All complaints are from oven 2 batches. Asking the oven diagnostics agent to read oven 2.', ['AgentPlugins', 'OvenDiagnosticsAgent', { request: 'Read oven 2 temperature log at Stand HBF-3 for this morning and say whether the bake temperature was reached.' }]),
        S('tool', 'execute_tool AgentPlugins-OvenDiagnosticsAgent', { request: 'oven 2 log HBF-3' }, oven.output.text, [oven], sk('execute_tool')),
        chat('Batches from oven 2 were underbaked because heating element B failed (196 C max vs 230 C). Oven 1 batches were fine. Move all baking to oven 1 and call the service technician.', null),
      ], sk('invoke_agent'));
      const region = agent('invoke_agent RegionalOpsAgent', { request: 'Investigate the complaint spike in the Munich region today and propose fixes.' }, { text: 'Only HBF-3 is affected: oven 2 element failure. Fix: bake on oven 1 only, book the technician, comp the 12 complaining customers.' }, [
        chat(null, ['ComplaintsPlugin', 'CountByStand', { region: 'MUC', date: 'today' }]),
        tool('execute_tool ComplaintsPlugin-CountByStand', { region: 'MUC' }, { 'HBF-3': 12, 'MARIENPLATZ-1': 0, 'OSTBF-2': 1, 'FLUGHAFEN-T2': 0 }, sk('execute_tool')),
        chat('Complaints concentrate at HBF-3. Delegating to its stand manager agent.', ['AgentPlugins', 'StandManagerAgent', { request: 'Stand HBF-3 (Hauptbahnhof): why did customers complain about pale, doughy pretzels this morning?' }]),
        S('tool', 'execute_tool AgentPlugins-StandManagerAgent', { request: 'HBF-3 complaints' }, stand.output.text, [stand], sk('execute_tool')),
        chat('Only HBF-3 is affected: oven 2 element failure. Fix: bake on oven 1 only, book the technician, comp the 12 complaining customers.', null),
      ], sk('invoke_agent'));
      const root = agent('invoke_agent BrezelOpsOrchestrator', { message: 'Why is the complaint count spiking today across our Munich pretzel stands, and what should we do?' }, { text: 'One stand (HBF-3) baked on a faulty oven; technician booked, oven 1 only until fixed.' }, [
        chat('Delegating to the regional operations agent for Munich.', ['AgentPlugins', 'RegionalOpsAgent', { request: 'Investigate the complaint spike in the Munich region today and propose fixes.' }]),
        S('tool', 'execute_tool AgentPlugins-RegionalOpsAgent', { request: 'Munich complaint spike' }, region.output.text, [region], sk('execute_tool')),
        chat(null, ['ServicePlugin', 'BookTechnician', { stand: 'HBF-3', asset: 'oven 2', fault: 'element B open circuit' }]),
        tool('execute_tool ServicePlugin-BookTechnician', { stand: 'HBF-3', asset: 'oven 2' }, { ticket: `SRV-${r.digits(6)}`, eta: '14:30' }, sk('execute_tool')),
        chat('One stand (HBF-3) baked on a faulty oven; element B failed. Technician booked for 14:30, baking moved to oven 1, and the 12 customers get vouchers.', null),
      ], { metadata: { 'gen_ai.operation.name': 'invoke_agent', 'service.name': 'brezel-ops' } });
      return { isolates: 'Orchestrator to regional agent to stand manager to oven diagnostics: each level narrows the question (region, stand, oven) and the element failure found at the bottom comes back up to a fix.', goal: 'Find why pretzel complaints spiked across Munich stands today and fix it.', root: timed(root, r, c, 'otel') };
    },
  },

  // 04 ---------------------------------------------------------------- cotton candy machine rental, Strands agents-as-tools
  {
    id: '04', domain: 'cotton candy machine rental', style: 'Strands Agents (agents as tools; invoke_agent / chat / execute_tool spans)',
    build(r) {
      const c = r.clock();
      const mdl = { metadata: { 'gen_ai.request.model': 'us.amazon.nova-pro-v1:0' } };
      const chat = (text, tu) => llm('chat', { 'gen_ai.prompt': '[messages]' }, { message: { role: 'assistant', content: [...(text ? [{ text }] : []), ...(tu ? [{ toolUse: { toolUseId: r.toolu(), name: tu[0], input: tu[1] } }] : [])] } }, [], mdl);
      const mx = agent('invoke_agent maintenance_agent', { prompt: 'Is machine CC-07 safe to send out this weekend? Check heating element hours and last service.' }, { text: 'CC-07: element at 412 h of a 450 h replacement interval; last service 3 weeks ago passed. Safe for one weekend (about 14 h use), replace element on Monday.' }, [
        chat(null, ['get_asset_log', { asset: 'CC-07' }]),
        tool('execute_tool get_asset_log', { asset: 'CC-07' }, { asset: 'CC-07', model: 'Gold Medal 3017 Econo Floss', element_hours: 412, element_interval_h: 450, last_service: fmt.ymd(c.t - 21 * 86400000), result: 'pass' }),
        chat('CC-07: element at 412 h of a 450 h replacement interval; last service 3 weeks ago passed. Safe for one weekend (about 14 h use), replace element on Monday.'),
      ]);
      const fleet = agent('invoke_agent fleet_agent', { prompt: 'Which floss machines can cover the three weekend bookings (Sat fete, Sat wedding, Sun school fair)?' }, { text: 'Assign CC-02 to the fete, CC-05 to the wedding, CC-07 to the school fair (element at 412/450 h, fine for the weekend).' }, [
        chat(null, ['list_machines', { status: 'available', dates: ['sat', 'sun'] }]),
        tool('execute_tool list_machines', { status: 'available' }, { available: ['CC-02', 'CC-05', 'CC-07'], in_repair: ['CC-03'], reserved: ['CC-01', 'CC-04', 'CC-06'] }),
        chat('Three machines free; CC-07 has a maintenance flag, checking it.', ['maintenance_agent', { prompt: 'Is machine CC-07 safe to send out this weekend? Check heating element hours and last service.' }]),
        S('tool', 'execute_tool maintenance_agent', { prompt: 'CC-07 safe?' }, mx.output.text, [mx]),
        chat('Assign CC-02 to the fete, CC-05 to the wedding, CC-07 to the school fair (element at 412/450 h, fine for the weekend).'),
      ]);
      const book = agent('invoke_agent booking_agent', { prompt: 'Confirm this weekend\'s three pending cotton candy bookings and allocate machines.' }, { text: 'All three bookings confirmed with machines CC-02, CC-05 and CC-07; sugar packs added.' }, [
        chat(null, ['list_bookings', { status: 'pending', weekend: 'next' }]),
        tool('execute_tool list_bookings', { status: 'pending' }, [{ ref: 'BK-5581', event: 'St Mary\'s fete', date: 'Sat', hours: 5 }, { ref: 'BK-5590', event: 'Harper wedding', date: 'Sat', hours: 4 }, { ref: 'BK-5602', event: 'Oakfield school fair', date: 'Sun', hours: 5 }]),
        chat(null, ['fleet_agent', { prompt: 'Which floss machines can cover the three weekend bookings (Sat fete, Sat wedding, Sun school fair)?' }]),
        S('tool', 'execute_tool fleet_agent', { prompt: 'machines for 3 bookings' }, fleet.output.text, [fleet]),
        chat(null, ['confirm_bookings', { allocations: { 'BK-5581': 'CC-02', 'BK-5590': 'CC-05', 'BK-5602': 'CC-07' }, add_sugar_packs: 3 }]),
        tool('execute_tool confirm_bookings', { allocations: { 'BK-5581': 'CC-02', 'BK-5590': 'CC-05', 'BK-5602': 'CC-07' } }, { confirmed: 3, emails_sent: 3 }),
        chat('All three bookings confirmed with machines CC-02, CC-05 and CC-07; sugar packs added.'),
      ]);
      const root = agent('invoke_agent Strands Agents', { prompt: 'Sort out this weekend: confirm bookings and make sure every machine going out is safe.' }, { text: 'Weekend sorted: 3 bookings confirmed; CC-07 element due for replacement Monday.' }, [
        chat(null, ['booking_agent', { prompt: 'Confirm this weekend\'s three pending cotton candy bookings and allocate machines.' }]),
        S('tool', 'execute_tool booking_agent', { prompt: 'confirm weekend bookings' }, book.output.text, [book]),
        chat(null, ['create_task', { title: 'Replace heating element CC-07', due: 'Monday' }]),
        tool('execute_tool create_task', { title: 'Replace heating element CC-07' }, { task_id: `T-${r.digits(4)}` }),
        chat('Weekend sorted: 3 bookings confirmed (CC-02 fete, CC-05 wedding, CC-07 school fair); a Monday task replaces CC-07\'s heating element.'),
      ], { metadata: { 'gen_ai.agent.name': 'Strands Agents', 'gen_ai.system': 'strands-agents' } });
      return { isolates: 'Bookings agent to fleet agent to maintenance agent: each delegation narrows from the weekend to machine choice to one machine\'s element hours, and answers flow back to confirmed bookings.', goal: 'Confirm this weekend\'s cotton candy machine bookings and make sure every machine sent out is safe.', root: timed(root, r, c, 'otel') };
    },
  },

  // 05 ---------------------------------------------------------------- piercing studios, Bedrock multi-agent collaboration
  {
    id: '05', domain: 'piercing studios', style: 'Amazon Bedrock multi-agent collaboration trace (supervisor routing to collaborator agents, agentCollaboratorInvocationInput/Output)',
    build(r) {
      const c = r.clock();
      const orch = (rationale) => llm('modelInvocationOutput', { type: 'ORCHESTRATION' }, { rationale: { text: rationale }, metadata: { usage: { inputTokens: r.int(1000, 5000), outputTokens: r.int(40, 200) } } });
      const collab = (name, input, out, kids) => S('agent', name, { agentCollaboratorInvocationInput: { agentCollaboratorName: name, input: { type: 'TEXT', text: input } } }, { agentCollaboratorInvocationOutput: { agentCollaboratorName: name, output: { type: 'TEXT', text: out } } }, kids, { metadata: { agentCollaboratorAliasArn: `arn:aws:bedrock:eu-west-2:1234xxxx9012:agent-alias/${r.HEX(10)}/${r.HEX(10)}` } });
      const act = (group, path, params, body) => tool(`actionGroupInvocation ${group}`, { actionGroupName: group, apiPath: path, parameters: params }, { actionGroupInvocationOutput: { text: JSON.stringify(body) } });
      const spore = collab('AutoclaveLogAgent', 'Get the last three spore test results for autoclave AC-2 at the Leeds studio.', 'AC-2 spore tests: 3 Mar pass, 10 Mar pass, 17 Mar FAIL (growth on strip), no test since. Autoclave should be out of use.', [
        orch('Looking up biological indicator results for AC-2.'),
        act('SteriLog', '/autoclaves/{id}/spore-tests', [{ name: 'id', value: 'LDS-AC-2' }, { name: 'limit', value: '3' }], [{ date: '2025-03-03', result: 'pass' }, { date: '2025-03-10', result: 'pass' }, { date: '2025-03-17', result: 'fail', lab: 'Attest 1292' }]),
        orch('AC-2: 3 Mar pass, 10 Mar pass, 17 Mar fail. Reporting back.'),
      ]);
      const insp = collab('InspectionRecordsAgent', 'What did the last council inspection at the Leeds studio find, and is anything outstanding?', 'Leeds inspected 20 Mar: one outstanding action, sterilisation records for AC-2. AC-2 failed its 17 Mar spore test and has no retest, so the action is still open.', [
        orch('Fetching the most recent inspection for Leeds.'),
        act('Inspections', '/studios/{id}/inspections/latest', [{ name: 'id', value: 'LDS' }], { date: '2025-03-20', officer: 'Leeds CC EHO', outcome: 'satisfactory with actions', actions: ['Provide sterilisation records for autoclave AC-2'] }),
        orch('One action on AC-2 records; asking the autoclave log agent.'),
        spore,
        orch('AC-2 failed 17 Mar and has no retest; the action stays open.'),
      ]);
      const comp = collab('ComplianceAgent', 'Check that all three studios can renew their skin-piercing registrations this month.', 'Manchester and Sheffield are ready. Leeds is blocked: open inspection action on autoclave AC-2, which failed its 17 Mar spore test. Take AC-2 out of use, retest, and send the log to the council.', [
        orch('Checking registration status for each studio.'),
        act('Registry', '/registrations', [{ name: 'due_before', value: '2025-04-30' }], [{ studio: 'MAN', status: 'ready' }, { studio: 'SHF', status: 'ready' }, { studio: 'LDS', status: 'blocked', reason: 'open inspection action' }]),
        orch('Leeds is blocked by an inspection action; delegating to the inspection records agent.'),
        insp,
        orch('Compiling the renewal status.'),
      ]);
      const root = agent('InvokeAgent supervisor', { inputText: 'Are all our piercing studios ready for this month\'s skin-piercing registration renewals?', enableTrace: true }, { completion: 'Manchester and Sheffield can renew now. Leeds must take autoclave AC-2 out of use, run a new spore test and send the results to the council before renewing.' }, [
        orch('Routing the renewal question to the compliance collaborator.'),
        comp,
        orch('Compliance has the full picture; answering the user.'),
      ], { metadata: { agentId: 'SUPV1PIERC', collaboration: 'SUPERVISOR', foundationModel: 'anthropic.claude-3-5-sonnet-20241022-v2:0', sessionId: r.uuid() } });
      return { isolates: 'Supervisor to compliance to inspection records to autoclave log: each collaborator passes down a narrower question (all studios, one studio inspection, one autoclave) and the failed spore test comes back up as the answer.', goal: 'Check whether all piercing studios are ready for this month\'s registration renewals.', root: timed(root, r, c, 'epoch') };
    },
  },

  // 06 ---------------------------------------------------------------- sauerkraut fermentery, LlamaIndex AgentWorkflow
  {
    id: '06', domain: 'sauerkraut fermentery', style: 'LlamaIndex AgentWorkflow (FunctionAgent steps, agent-as-tool nesting, AgentOutput/ToolCallResult events)',
    build(r) {
      const c = r.clock();
      const step = (agentName, text, calls) => llm('FunctionAgent.take_step', { agent: agentName, llm: 'OpenAI(gpt-4o)' }, { AgentOutput: { response: { role: 'assistant', content: text }, tool_calls: calls.map(([n, k]) => ({ tool_id: r.callId(), tool_name: n, tool_kwargs: k })), current_agent_name: agentName } });
      const res = (name, kw, out, kids = []) => S('tool', name, kw, { ToolCallResult: { tool_name: name, tool_kwargs: kw, tool_output: { content: typeof out === 'string' ? out : JSON.stringify(out), is_error: false } } }, kids);
      const sensor = agent('SensorAgent', { user_msg: 'Give the temperature profile of crock 4 from day 0 to day 10 and flag anything outside 18-22 C.' }, { response: 'Crock 4 ran 24.5-26 C on days 2-6 because the cellar fan stopped on day 2; back to 20 C after day 7.' }, [
        step('SensorAgent', '', [['read_probe', { probe: 'crock-04', from: 'day0', to: 'day10' }]]),
        res('read_probe', { probe: 'crock-04' }, { unit: 'C', daily_mean: [19.8, 20.4, 24.5, 25.6, 26.0, 25.7, 24.9, 21.0, 20.2, 20.1, 19.9], events: [{ day: 2, msg: 'cellar fan FAN-2 stopped' }, { day: 7, msg: 'FAN-2 restarted' }], gateway: `lora-gw-${r.int(1, 3)}` }),
        step('SensorAgent', 'Crock 4 ran 24.5-26 C on days 2-6 because the cellar fan stopped on day 2; back to 20 C after day 7.', []),
      ]);
      const batch = agent('BatchAgent', { user_msg: 'Batch K-0412 came out soft. Check its salt, cabbage and fermentation record.' }, { response: 'K-0412: salt 2.0% (in spec), cabbage from the same Filder lot as good batches; fermented in crock 4 at 24.5-26 C for days 2-6 (fan failure). Warm fermentation softened the pectin. Cause: temperature, not recipe.' }, [
        step('BatchAgent', '', [['get_batch_record', { batch: 'K-0412' }]]),
        res('get_batch_record', { batch: 'K-0412' }, { batch: 'K-0412', crock: 4, salt_pct: 2.0, cabbage_lot: 'FILDER-2509-B', started: '2025-10-02', ph_day10: 3.6 }),
        step('BatchAgent', 'Recipe and pH look normal. Asking the sensor agent for the crock 4 temperatures.', [['SensorAgent', { user_msg: 'Give the temperature profile of crock 4 from day 0 to day 10 and flag anything outside 18-22 C.' }]]),
        res('SensorAgent', { user_msg: 'crock 4 profile' }, sensor.output.response, [sensor]),
        step('BatchAgent', 'K-0412: salt 2.0% (in spec), cabbage from the same Filder lot as good batches; fermented in crock 4 at 24.5-26 C for days 2-6 (fan failure). Warm fermentation softened the pectin. Cause: temperature, not recipe.', []),
      ]);
      const prod = agent('ProductionAgent', { user_msg: 'Find out which batches this month have texture complaints and why.' }, { response: 'Only K-0412 (crock 4) has complaints: soft texture from 24.5-26 C fermentation during a cellar fan failure. Other batches fine.' }, [
        step('ProductionAgent', '', [['complaints_by_batch', { month: '2025-10' }]]),
        res('complaints_by_batch', { month: '2025-10' }, { 'K-0409': 0, 'K-0410': 0, 'K-0411': 1, 'K-0412': 9 }),
        step('ProductionAgent', 'K-0412 stands out with 9 complaints. Handing it to the batch agent.', [['BatchAgent', { user_msg: 'Batch K-0412 came out soft. Check its salt, cabbage and fermentation record.' }]]),
        res('BatchAgent', { user_msg: 'K-0412 soft' }, batch.output.response, [batch]),
        step('ProductionAgent', 'Only K-0412 (crock 4) has complaints: soft texture from 24.5-26 C fermentation during a cellar fan failure. Other batches fine.', []),
      ]);
      const root = agent('AgentWorkflow.run', { user_msg: 'Customers say some of our sauerkraut is mushy this month. What happened and what do we do?' }, { response: 'Batch K-0412 fermented too warm (fan FAN-2 failed days 2-6). Hold remaining K-0412 jars, add a fan-failure alarm on the cellar probes.' }, [
        step('ManagerAgent', '', [['ProductionAgent', { user_msg: 'Find out which batches this month have texture complaints and why.' }]]),
        res('ProductionAgent', { user_msg: 'texture complaints' }, prod.output.response, [prod]),
        step('ManagerAgent', '', [['create_alert_rule', { source: 'cellar probes', condition: 'crock temp > 22 C for 6 h OR fan stopped', notify: 'ferment-lead' }]]),
        res('create_alert_rule', { source: 'cellar probes' }, { rule_id: `AR-${r.digits(4)}`, enabled: true }),
        step('ManagerAgent', 'Batch K-0412 fermented too warm (fan FAN-2 failed days 2-6). Hold remaining K-0412 jars; an alert now fires if any crock stays above 22 C for 6 hours or a fan stops.', []),
      ], { metadata: { workflow: 'AgentWorkflow', root_agent: 'ManagerAgent', llama_index_core: '0.12.25' } });
      return { isolates: 'Manager to production to batch to sensor agent: each hands down a narrower task (month, one batch, one crock temperature) and the fan failure found at the bottom comes back up as cause and fix.', goal: 'Find why some sauerkraut is mushy this month and decide what to do.', root: timed(root, r, c, 'iso') };
    },
  },
];
