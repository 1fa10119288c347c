import { agent, llm, tool, span, user } from './lib.mjs';

export const FAMILY = 'two_state_flipflop';
export const LOOP = true;
export const STAGNATION = false;
export const ISOLATES = 'The agent switches between two states A,B,A,B and each check in a state returns what it returned last time in that state; the model text varies.';

export const scenarios = [
  {
    n: 1, domain: 'straw bale house moisture monitoring', style: 'OpenTelemetry GenAI semantic conventions',
    isolates: 'Agent flips the moisture-probe calibration profile between "wheat straw" and "rice straw"; each profile gives the same reading it gave before (wall W3 wet in one, dry in the other).',
    goal: 'Decide whether the north wall (W3) of the straw bale house in Dorset needs the lime render opened up, from the embedded moisture probes.',
    build: (k) => {
      const kids = [];
      const notes = ['Let me switch the probes to the rice-straw curve; the builder may have used rice straw.', 'Rice curve says 14%, which is safe. But the delivery note said wheat, so back to wheat.', 'Wheat curve shows 23% again. Perhaps the rice curve is more representative of aged bales.', 'With rice it is 14% once more. The wheat profile might still be the right one; switching.', 'Trying the rice profile one more time to compare.'];
      const prof = ['rice_straw', 'wheat_straw', 'rice_straw', 'wheat_straw', 'rice_straw'];
      kids.push(tool('execute_tool read_probes', { 'gen_ai.tool.name': 'read_probes', wall: 'W3' }, { profile: 'wheat_straw', readings: [{ probe: 'W3-a', mc_pct: 23.1 }, { probe: 'W3-b', mc_pct: 22.8 }], sampled: k.isoNoMs(), gateway_fw: '2.4.' + k.int(0, 9) }, { 'gen_ai.operation.name': 'execute_tool' }));
      prof.forEach((p, i) => {
        kids.push(llm('chat gpt-4o', { 'gen_ai.input.messages': [user('Should W3 render be opened?')] }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: notes[i] }, { type: 'tool_call', name: 'set_calibration', arguments: { profile: p } }] }] }, { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.response.id': 'chatcmpl-' + k.b62(20) }));
        kids.push(tool('execute_tool set_calibration', { profile: p }, { ok: true, applied_at: (k.tick(), k.epoch()), config_rev: k.hex(7) }, { 'gen_ai.tool.name': 'set_calibration' }));
        const mc = p === 'rice_straw' ? [14.2, 13.9] : [23.1, 22.8];
        kids.push(tool('execute_tool read_probes', { wall: 'W3' }, { profile: p, readings: [{ probe: 'W3-a', mc_pct: mc[0] }, { probe: 'W3-b', mc_pct: mc[1] }], sampled: (k.tick(60000, 90000), k.isoNoMs()), gateway_uptime_s: k.int(100000, 900000) }, { 'gen_ai.tool.name': 'read_probes' }));
      });
      return agent('invoke_agent moisture_advisor', { 'gen_ai.agent.name': 'moisture_advisor' }, { status: 'max_steps' }, kids, { 'gen_ai.system': 'openai', 'service.name': 'strawbale-monitor' });
    },
  },
  {
    n: 2, domain: 'timber framing joinery CNC', style: 'AutoGen / AG2',
    isolates: 'AutoGen assistant toggles the CNC post-processor between "hundegger_k2" and "generic_btl" and re-runs the simulation; each post-processor fails or passes exactly as before (tenon T-14 collision vs. missing housing).',
    goal: 'Produce a collision-free CNC program for the oak king-post truss (job TF-220) and hand it to the workshop.',
    build: (k) => {
      const m = [];
      const say = ['Use the Hundegger K2 post-processor and simulate.', 'K2 collides on tenon T-14. Try generic BTL export instead.', 'Generic BTL drops the housing on P-3, unacceptable. Back to K2 but maybe the collision was a fluke.', 'Same collision at T-14 on K2. BTL may behave differently with fresh export.', 'BTL again omits housing P-3.'];
      const pp = ['hundegger_k2', 'generic_btl', 'hundegger_k2', 'generic_btl'];
      m.push(llm('assistant', { messages: [{ name: 'user_proxy', content: 'Generate CNC for TF-220' }] }, { content: say[0] + '\n```sh\nframecad export TF-220 --post hundegger_k2 && framecad sim out/TF-220.k2\n```' }, { autogen_agent: 'joinery_assistant', model: 'gpt-4o' }));
      pp.forEach((p, i) => {
        const k2 = p === 'hundegger_k2';
        m.push(tool('user_proxy.execute_code', { lang: 'sh', code: `framecad export TF-220 --post ${p} && framecad sim out/TF-220.${k2 ? 'k2' : 'btl'}` }, `exitcode: 1 (execution failed)\nCode output: [${k.logDate()}] export ok (${k.int(40, 90)} parts, ${k.dur(1, 4)})\n` + (k2 ? 'SIM ERROR: tool SAW-600 collides with tenon T-14 at X=3412.5 Y=88.0 (part KP-1)\n' : 'SIM WARN: processing 0005 (housing) missing on part P-3; BTL v10.5 unsupported key 1-040\n') + `sim id ${k.hex(8)} took ${k.dur(3, 9)}`, { autogen_agent: 'user_proxy' }, k2 ? 'collision T-14' : 'missing housing P-3'));
        m.push(llm('assistant', { messages: [{ name: 'user_proxy', content: 'exitcode: 1' }] }, { content: say[i + 1] + `\n\`\`\`sh\nframecad export TF-220 --post ${pp[(i + 1) % 2]} && framecad sim out/TF-220.${pp[(i + 1) % 2] === 'hundegger_k2' ? 'k2' : 'btl'}\n\`\`\`` }, { autogen_agent: 'joinery_assistant', cost: +(k.r() * 0.01).toFixed(5) }));
        k.tick(20000, 60000);
      });
      return agent('GroupChat', { initiator: 'user_proxy', message: 'Generate CNC for TF-220' }, { summary: '', termination: 'max_turns reached (10)' }, m, { framework: 'ag2 0.4', chat_id: k.int(1e8, 9e8) });
    },
  },
  {
    n: 3, domain: 'log cabin kit bill of materials', style: 'LlamaIndex',
    isolates: 'LlamaIndex agent alternates the retriever filter between kit revision "rev C" and "rev D" and gets the same two incompatible log-count answers each time.',
    goal: 'Confirm how many 6-metre wall logs the customer needs for the Kota 44 log cabin kit so the sawmill can cut them.',
    build: (k) => {
      const kids = [];
      const rev = ['C', 'D', 'C', 'D'];
      const txt = ['Filtering on kit revision C.', 'Rev C says 58 logs. The order form mentions rev D; filtering on D.', 'Rev D gives 62 logs. The drawings attached are stamped rev C, so let me re-query C.', 'Again 58 for C. The sales rep wrote D in CRM; checking D again.'];
      rev.forEach((r, i) => {
        kids.push(llm('OpenAI.chat', { messages: [user('How many 6m wall logs for Kota 44?')] }, { message: { content: txt[i], tool_calls: [{ function: { name: 'bom_query', arguments: JSON.stringify({ query: '6m wall logs count', filters: { model: 'kota44', revision: r } }) } }] } }, { event: 'LLM', model: 'gpt-4o-mini' }));
        kids.push(span('retriever', 'VectorIndexRetriever.retrieve', { query_str: '6m wall logs count', filters: { revision: r } }, { nodes: [{ node_id: k.uuid(), score: +(0.8 + k.r() * 0.1).toFixed(4), text: r === 'C' ? 'Kota 44 rev C — wall logs 6000mm x 44mm: 58 pcs (incl. 2 spare)' : 'Kota 44 rev D — wall logs 6000mm x 44mm: 62 pcs; gable logs revised' , metadata: { file_name: `kota44_bom_rev${r}.pdf`, page_label: String(r === 'C' ? 3 : 4) } }] }, [], { metadata: { event: 'RETRIEVE', duration_ms: k.ms() } }));
      });
      return agent('ReActAgent.chat', { message: 'How many 6m wall logs for Kota 44?' }, { response: 'Reached max iterations.' }, kids, { framework: 'llama-index-core 0.12', callback: 'LlamaDebugHandler', trace_id: k.uuid() });
    },
  },
  {
    n: 4, domain: 'security bollard installation permits', style: 'Semantic Kernel',
    isolates: 'Semantic Kernel planner flips the permit application type between "street works licence" and "section 278 agreement" and the council portal returns the same two eligibility answers each time.',
    goal: 'File the right highway permit for installing six anti-ram bollards outside the Castlegate shopping arcade.',
    build: (k) => {
      const kids = [];
      const types = ['street_works_licence', 's278_agreement', 'street_works_licence', 's278_agreement'];
      const why = ['A street works licence covers work in the footway; checking eligibility.', 'Ineligible because foundations exceed 600mm. An s278 agreement may apply.', 's278 needs a developer scheme reference we lack. Maybe the licence works if depth is interpreted differently.', 'Licence still ineligible for 900mm foundations. Checking s278 again with the arcade as developer.'];
      types.forEach((t, i) => {
        kids.push(llm('ChatCompletion', { chat_history: [user('File bollard permit for Castlegate')] }, { content: why[i], function_call: { name: 'CouncilPortal-check_eligibility', arguments: { application_type: t, depth_mm: 900, location: 'Castlegate, footway opp. no. 14' } } }, { 'semantic_kernel.function': 'ChatCompletion', model: 'gpt-4o' }));
        kids.push(tool('CouncilPortal-check_eligibility', { application_type: t, depth_mm: 900 }, t === 'street_works_licence' ? { eligible: false, reason: 'Excavation depth > 600mm requires s278 or s50 route', ref: 'ELG-' + k.int(10000, 99999), checked: k.euDate() } : { eligible: false, reason: 'Section 278 requires an approved developer scheme reference (S278/xxxx)', ref: 'ELG-' + k.int(10000, 99999), checked: (k.tick(), k.euDate()) }, { 'sk.plugin': 'CouncilPortal' }));
      });
      return agent('Kernel.invoke FunctionCallingStepwisePlanner', { goal: 'File bollard permit' }, { final_answer: null, iterations: 8 }, kids, { 'sk.version': '1.18.0' });
    },
  },
  {
    n: 5, domain: 'shisha lounge licensing', style: 'Mastra',
    isolates: 'Mastra workflow switches the premises classification between "enclosed" and "substantially enclosed" and the smoke-free rule checker returns the same two verdicts on each pass.',
    goal: 'Work out whether the Al-Nour shisha lounge terrace can open under the smoke-free regulations and prepare the licence application.',
    build: (k) => {
      const kids = [];
      const cls = ['enclosed', 'substantially_enclosed', 'enclosed', 'substantially_enclosed'];
      const t = ['The terrace has a roof; classifying as enclosed.', 'Enclosed is not permitted. With the side screens open maybe it is only substantially enclosed.', 'Substantially enclosed also fails (>50% walls). Reconsider: is it enclosed after all?', 'Still fails as enclosed. Re-examining the substantially enclosed test.'];
      cls.forEach((c, i) => {
        kids.push(llm('agent.generate', { messages: [user('Can the terrace open?')] }, { text: t[i], toolCalls: [{ toolName: 'smokefreeCheck', args: { classification: c, wall_open_pct: 42 } }] }, { 'mastra.agent': 'licensingAgent', runId: k.uuid() }));
        kids.push(tool('tool.execute smokefreeCheck', { classification: c, wall_open_pct: 42 }, { permitted: false, rule: c === 'enclosed' ? 'SI 2007/923 reg 2(2)' : 'SI 2007/923 reg 2(3): openings < 50% of wall area', evaluatedAt: (k.tick(), k.iso()) }, { 'mastra.tool': 'smokefreeCheck' }));
      });
      return agent('workflow.licence-prep', { premises: 'Al-Nour Lounge, 22 Mill St' }, { status: 'suspended', reason: 'max steps' }, kids, { 'mastra.workflow': 'licence-prep', componentName: 'licensingAgent' });
    },
  },
  {
    n: 6, domain: 'bodhran drum webshop', style: 'Agno (formerly phidata) — not in the named list',
    isolates: 'Agno agent toggles the shop currency between EUR and GBP in the storefront to check a price bug; each toggle shows the same two prices (€189 correct, £0.00 broken) and nothing is fixed.',
    goal: 'Find why the 18-inch goatskin bodhran shows a £0.00 price for UK visitors on the webshop and fix it.',
    build: (k) => {
      const kids = [];
      const cur = ['GBP', 'EUR', 'GBP', 'EUR', 'GBP'];
      const t = ['Reproduce with GBP.', 'GBP shows 0.00. Compare with EUR.', 'EUR is fine at 189.00. Re-check GBP after cache clears.', 'GBP still 0.00; maybe EUR changed too?', 'EUR unchanged. Trying GBP again.'];
      cur.forEach((c, i) => {
        kids.push(llm('OpenAIChat.response', { messages: [user('Fix £0.00 bodhran price')] }, { content: t[i], tool_calls: [{ type: 'function', function: { name: 'fetch_product_page', arguments: JSON.stringify({ sku: 'BOD-18-GS', currency: c }) } }] }, { agno_run_id: k.uuid(), model: 'gpt-4o-mini' }));
        kids.push(tool('fetch_product_page', { sku: 'BOD-18-GS', currency: c }, `HTTP/2 200\nage: ${k.int(0, 600)}\ncf-ray: ${k.hex(16)}-DUB\n\n<div class="price" data-currency="${c}">${c === 'GBP' ? '£0.00' : '€189.00'}</div><span class="stock">In stock (${k.int(3, 9)})</span>`, { agno_tool: true }));
        k.tick();
      });
      return agent('Agent.run shop-debugger', { message: 'Fix £0.00 bodhran price' }, { content: 'Stopped after tool_call_limit=10.', run_id: k.uuid() }, kids, { framework: 'agno', session_id: k.uuid() });
    },
  },
];
