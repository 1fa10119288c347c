import { llm, tool, span, agentSpan } from './lib.mjs';
export const family = 'supervisor_distinct_subtasks';
export const meta = { loop: false, stagnation: false, isolates: 'supervisor sends the same worker different sub-tasks, each answered with new results, then synthesises' };
const worker = (S, r, wname, task, toolName, args, result, answer) => span('agent', wname, { task }, { answer }, [llm(S, r, { model: 'gpt-4o-mini', messages: [{ role: 'user', content: task }], calls: [{ name: toolName, args }] }).span, tool(S, r, { name: toolName, args, result }), llm(S, r, { model: 'gpt-4o-mini', text: answer }).span]);
export const rows = [
{ id: '01', domain: 'regional airline catering uplift', style: 'langsmith',
  isolates: 'LangGraph supervisor routes three different sub-tasks (meal counts, special meals, trolley weights) to one catering worker and then synthesises.',
  goal: 'Prepare tomorrow\'s catering uplift order for the four ATR rotations out of the base.',
  build(r) {
    const W = 'catering_worker', ch = [];
    const subs = [['Count passengers per rotation', 'pax_forecast', { date: 'tomorrow' }, { rotations: { 'LX201/202': 68, 'LX205/206': 71, 'LX211/212': 55, 'LX219/220': 62 } }, '256 pax across 4 rotations.'],
      ['List special meal requests', 'special_meals', { date: 'tomorrow' }, { VGML: 5, GFML: 3, CHML: 2 }, '10 special meals: 5 vegan, 3 gluten-free, 2 child.'],
      ['Compute trolley weights', 'trolley_calc', { pax: 256 }, { trolleys: 8, kg_each: [31.2, 29.8, 30.4, 31.0, 28.9, 30.1, 29.5, 30.8] }, '8 half-trolleys, max 31.2 kg, within the 32 kg limit.']];
    subs.forEach(([t, tn, a, res, ans], i) => { ch.push(llm('langsmith', r, { name: 'supervisor', model: 'gpt-4o', text: '', calls: [{ name: 'transfer_to_catering_worker', args: { task: t } }] }).span, worker('langsmith', r, W, t, tn, a, res, ans)); });
    ch.push(llm('langsmith', r, { name: 'supervisor', model: 'gpt-4o', text: 'Uplift order: 256 standard meals incl. 10 specials (5 VGML, 3 GFML, 2 CHML), 8 half-trolleys, all under weight limit. Submitted to the caterer.' }).span);
    return span('chain', 'LangGraph', { messages: [this.goal] }, null, ch, { metadata: { thread_id: r.uuid(), graph: 'supervisor' } });
  } },
{ id: '02', domain: 'community theatre set building', style: 'crewai',
  isolates: 'CrewAI hierarchical manager delegates three distinct tasks (timber list, paint, build rota) to the same carpenter agent, each returning new content.',
  goal: 'Produce the build pack for the "Under Milk Wood" set: materials and volunteer rota.',
  build(r) {
    const ch = [];
    [['Timber cut list for the two-level harbour flat', 'calc_cutlist', { design: 'harbour-flat-v2' }, { '2x1 PAR 2.4m': 46, '9mm ply 8x4': 12, '18mm ply 8x4': 4 }, '46 lengths 2x1, 16 ply sheets.'],
     ['Paint quantities for the sky cloth and flats', 'paint_calc', { area_m2: 96 }, { scenic_emulsion_l: 24, glaze_l: 5 }, '24 L emulsion, 5 L glaze.'],
     ['Build rota for the three weekends', 'volunteer_list', { skill: 'carpentry' }, [{ name: 'Dai', weekends: [1, 2] }, { name: 'Ffion', weekends: [2, 3] }, { name: 'Gareth', weekends: [1, 3] }], 'Dai W1-2, Ffion W2-3, Gareth W1+W3.']].forEach(([t, tn, a, res, ans]) => {
      ch.push(tool('crewai', r, { name: 'Delegate work to coworker', args: { task: t, context: this.goal, coworker: 'Set Carpenter' }, result: ans, children: [worker('crewai', r, 'Set Carpenter', t, tn, a, res, ans)] }));
    });
    ch.push(llm('crewai', r, { name: 'LLM Call', model: 'gpt-4o', text: 'Final Answer: Build pack — 46 x 2x1, 16 ply sheets; 24 L emulsion + 5 L glaze; rota Dai/Ffion/Gareth over three weekends.' }).span);
    return span('agent', 'Crew.kickoff', { inputs: { show: 'Under Milk Wood' } }, { raw: 'Build pack done' }, [span('agent', 'Stage Manager (manager)', {}, null, ch)], { metadata: { process: 'hierarchical' } });
  } },
{ id: '03', domain: 'river flood barrier deployment', style: 'agents',
  isolates: 'OpenAI Agents SDK manager calls one logistics agent-as-tool three times with different barrier sections, receiving distinct crew/time results, then issues the plan.',
  goal: 'Plan demountable flood barrier deployment for the three riverside sections before Thursday\'s forecast peak.',
  build(r) {
    const ch = [];
    [['North quay', { panels: 42, crew: 6, hours: 3.5, store: 'Depot A' }], ['Mill bridge', { panels: 18, crew: 4, hours: 2, store: 'Depot A' }], ['Boat club', { panels: 27, crew: 5, hours: 3, store: 'Depot B' }]].forEach(([sec, res]) => {
      const g = llm('agents', r, { name: 'Generation', model: 'gpt-4.1', text: '', calls: [{ name: 'barrier_logistics', args: { section: sec } }] });
      ch.push(g.span, tool('agents', r, { name: 'barrier_logistics', args: { input: `Plan deployment for ${sec}` }, result: JSON.stringify({ section: sec, ...res }), children: [worker('agents', r, 'Barrier Logistics', `Plan deployment for ${sec}`, 'inventory_lookup', { section: sec }, res, `${sec}: ${res.panels} panels, crew ${res.crew}, ${res.hours} h from ${res.store}.`)] }));
    });
    ch.push(llm('agents', r, { name: 'Generation', model: 'gpt-4.1', text: 'Deploy Wednesday: North quay 06:00 (6 crew, 3.5 h), Mill bridge 06:00 (4 crew, 2 h), Boat club 10:00 (5 crew from Depot B). 87 panels total.' }).span);
    return span('agent', 'Flood Manager', { input: this.goal }, null, ch, { metadata: { 'span_data.type': 'agent', workflow_name: 'flood-ops' } });
  } },
{ id: '04', domain: 'small-press poetry publisher', style: 'autogen',
  isolates: 'AutoGen selector group chat: the editor-in-chief gives the same copy-editor agent three different manuscripts sections, each answered with new notes, then a summary.',
  goal: 'Get copy-edit notes for the three sections of the anthology "Salt Lines" and summarise the issues for the typesetter.',
  build(r) {
    const ch = [];
    [['Section I (poems 1-14)', 'Two inconsistent em-dash spacings (p.4, p.11); "grey/gray" mixed; poem 9 title missing italics.'], ['Section II (poems 15-27)', 'Epigraph to poem 19 needs permission credit (Faber); line 7 of poem 22 duplicated.'], ['Section III (poems 28-40)', 'Stanza break lost in poem 33 after line 12; footnote numbering restarts at poem 36.']].forEach(([sec, notes]) => {
      ch.push(span('llm', 'EditorInChief', { messages: ['...'] }, { source: 'EditorInChief', content: `@CopyEditor please review ${sec}.` }, [], { metadata: { 'autogen.message_type': 'TextMessage', model: 'gpt-4o' } }));
      ch.push(span('agent', 'CopyEditor', { task: sec }, { source: 'CopyEditor', content: notes }, [tool('autogen', r, { name: 'read_manuscript', args: { section: sec }, result: { words: r.int(1800, 3200), file: `salt-lines/${sec.split(' ')[1]}.docx` } })], { metadata: { 'autogen.message_type': 'TextMessage' } }));
    });
    ch.push(span('llm', 'EditorInChief', {}, { content: 'Typesetter summary: fix dash spacing and grey/gray (I), add Faber credit and remove duplicate line (II), restore stanza break and renumber footnotes (III). TERMINATE' }, [], {}));
    return span('agent', 'SelectorGroupChat.run', { task: this.goal }, { stop_reason: "Text 'TERMINATE' mentioned" }, ch, { metadata: { framework: 'autogen-agentchat 0.4' } });
  } },
{ id: '05', domain: 'cooperative grocery store ordering', style: 'adk',
  isolates: 'Google ADK root agent transfers to one ordering sub-agent for three different supplier categories, each returning different order lines, then consolidates.',
  goal: 'Draft this week\'s supplier orders for the co-op grocery (produce, dairy, bulk dry goods).',
  build(r) {
    const ch = [];
    [['produce', { kale_kg: 12, apples_kg: 40, leeks_kg: 15 }], ['dairy', { oat_milk_l: 48, cheddar_kg: 6, yoghurt_pots: 60 }], ['bulk dry goods', { oats_kg: 25, red_lentils_kg: 20, rice_kg: 25 }]].forEach(([cat, lines]) => {
      ch.push(llm('gemini', r, { name: 'call_llm', model: 'gemini-2.0-flash', calls: [{ name: 'transfer_to_agent', args: { agent_name: 'order_agent' } }] }).span);
      ch.push(span('agent', 'invoke_agent order_agent', { category: cat }, { lines }, [tool('gemini', r, { name: 'stock_levels', args: { category: cat }, result: { category: cat, below_par: Object.keys(lines) } }), llm('gemini', r, { model: 'gemini-2.0-flash', text: `${cat}: ${Object.entries(lines).map(([k, v]) => `${k} ${v}`).join(', ')}` }).span]));
    });
    ch.push(llm('gemini', r, { model: 'gemini-2.0-flash', text: 'Three supplier orders drafted: produce (3 lines), dairy (3 lines), bulk (3 lines). Sent for volunteer approval.' }).span);
    return span('agent', 'invoke_agent coop_root', { new_message: this.goal }, null, ch, { metadata: { framework: 'google-adk' } });
  } },
{ id: '06', domain: 'bicycle repair co-op parts sourcing', style: 'smolagents',
  isolates: 'smolagents manager calls the same managed web agent for three different parts, each with a different search and price result, then writes a shopping list.',
  goal: 'Find the cheapest UK sources for a 9-speed chain, a 160 mm rotor and Shimano B01S pads for the co-op.',
  build(r) {
    const ch = [];
    [['KMC X9 chain', 'Chain Reaction £11.99'], ['160 mm 6-bolt rotor', 'Merlin £9.50'], ['Shimano B01S resin pads', 'Tredz £7.99 (pair)']].forEach(([part, best]) => {
      ch.push(llm('smolagents', r, { name: 'LiteLLMModel.__call__', model: 'gpt-4o', text: `Code:\n\`\`\`py\nres = parts_search(task="Cheapest UK price for ${part}")\nprint(res)\n\`\`\`<end_code>` }).span);
      ch.push(span('agent', 'parts_search', { task: `Cheapest UK price for ${part}` }, best, [tool('smolagents', r, { name: 'web_search', args: { query: `${part} price UK` }, result: `## Search Results\n[${best}](https://example-shop.co.uk/${r.hex(6)})\n[other £${r.int(12, 20)}.99](https://example.co.uk)` })], { metadata: { managed_agent: true } }));
    });
    ch.push(llm('smolagents', r, { name: 'LiteLLMModel.__call__', model: 'gpt-4o', text: 'Code:\n```py\nfinal_answer("Chain: Chain Reaction £11.99; Rotor: Merlin £9.50; Pads: Tredz £7.99. Total £29.48")\n```<end_code>' }).span);
    return span('agent', 'CodeAgent.run', { task: this.goal }, 'Total £29.48', ch, { metadata: { managed_agents: ['parts_search'] } });
  } },
];
