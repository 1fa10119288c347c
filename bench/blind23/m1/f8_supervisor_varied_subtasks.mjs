import { agent, llm, tool, span, chain, oaCall, tlMeta, tlLLM, tlTool, bt } from './lib.mjs';

export const family = {
  name: 'supervisor_varied_subtasks',
  loop: false,
  stagnation: false,
  isolates: 'A supervisor sends the same worker agent a different sub-task each turn; each answer brings new results, and the supervisor ends with a synthesis.',
};

export const rows = [
  {
    n: '01', domain: 'drum kit rental fleet', style: 'CrewAI (hierarchical process)',
    isolates: 'The CrewAI manager delegates three different questions (condition counts, overdue rentals, drumhead replacement cost) to the same Inventory Specialist, then writes the audit.',
    goal: 'Produce the quarterly audit of BackBeat Rentals\' drum kit fleet: condition, overdue hires and the cost of replacing worn heads.',
    build: (c) => {
      const work = (task, thought, toolName, input, obs, answer) => agent('Inventory Specialist', { task, context: '' }, answer, [
        llm('LLM call', { messages: [{ role: 'system', content: 'You are Inventory Specialist. You track every kit, cymbal and hardware case at BackBeat Rentals.' }, { role: 'user', content: task }] }, `Thought: ${thought}\nAction: ${toolName}\nAction Input: ${JSON.stringify(input)}`, { model: 'gpt-4o-mini', agent_role: 'Inventory Specialist' }),
        tool(toolName, input, obs, { tool_usage: { run_attempts: 1, delegations: 0 }, ts: c.isoMs() }),
        llm('LLM call', { messages: '[...]' }, `Thought: I now know the final answer\nFinal Answer: ${answer}`, { model: 'gpt-4o-mini', agent_role: 'Inventory Specialist' }),
      ], { crewai_event: 'agent_execution', started_at: c.isoMs() });
      const mgr = (text) => llm('LLM call', { messages: '[manager]' }, text, { model: 'gpt-4o', agent_role: 'Crew Manager' });
      const dele = (task) => tool('Delegate work to coworker', { task, context: 'Quarterly audit Q3', coworker: 'Inventory Specialist' }, null, { tool_usage: { run_attempts: 1 } });
      const k = [
        mgr('Thought: Start with the condition of the fleet.\nAction: Delegate work to coworker\nAction Input: {"task": "Count kits by condition grade A/B/C", "coworker": "Inventory Specialist"}'),
        work('Count kits by condition grade A/B/C', 'Query the fleet table grouped by grade.', 'fleet_query', { sql: 'select grade, count(*) from kits group by grade' }, '[["A", 14], ["B", 9], ["C", 4]]', '27 kits: 14 grade A, 9 grade B, 4 grade C (C = needs shells re-wrapped or hardware replaced).'),
        mgr('Thought: Condition known. Next, which hires are overdue.\nAction: Delegate work to coworker\nAction Input: {"task": "List rentals overdue by more than 3 days", "coworker": "Inventory Specialist"}'),
        work('List rentals overdue by more than 3 days', 'Check the bookings calendar for return dates before today minus three days.', 'bookings_overdue', { min_days: 3 }, { overdue: [{ kit: 'K-07 Pearl Export', customer: 'The Velvet Static', days: 9 }, { kit: 'K-19 Yamaha Stage Custom', customer: 'St Cuthbert\'s Youth Band', days: 4 }], as_of: c.dateOnly() }, 'Two overdue: K-07 with The Velvet Static (9 days), K-19 with St Cuthbert\'s Youth Band (4 days).'),
        mgr('Thought: Finally, what replacing worn heads would cost.\nAction: Delegate work to coworker\nAction Input: {"task": "Estimate cost to replace batter heads on grade B and C kits", "coworker": "Inventory Specialist"}'),
        work('Estimate cost to replace batter heads on grade B and C kits', 'Grade B and C kits are 13; price a standard 5-head pack from the supplier.', 'supplier_price', { sku: 'REMO-PP1024-BA', qty: 13 }, { unit_gbp: 54.9, qty: 13, total_gbp: 713.7, stock: 20, quote_ref: 'Q-' + c.upper(6) }, '13 head packs at GBP 54.90 = GBP 713.70; supplier has 20 in stock.'),
        mgr('Thought: I now know the final answer\nFinal Answer: Q3 audit: 27 kits (14 A, 9 B, 4 C). Overdue: K-07 (9 days, The Velvet Static) and K-19 (4 days, St Cuthbert\'s). Re-heading the 13 B/C kits costs GBP 713.70; stock available. Recommend chasing K-07 today and re-wrapping the 4 grade C shells before the autumn gig season.'),
      ];
      k.splice(1, 0, dele('Count kits by condition grade A/B/C'));
      k.splice(4, 0, dele('List rentals overdue by more than 3 days'));
      k.splice(7, 0, dele('Estimate cost to replace batter heads on grade B and C kits'));
      return agent('Crew kickoff', { inputs: { quarter: 'Q3' } }, { raw: 'Q3 audit complete', tasks_output: 1 }, k, { process: 'hierarchical', crew: 'fleet_audit_crew', crewai_version: '0.120.1', execution_id: c.uuid() });
    },
  },
  {
    n: '02', domain: 'children\'s party entertainers', style: 'LangGraph supervisor (LangSmith runs)',
    isolates: 'A LangGraph supervisor routes three distinct requests (magician for Saturday, face painter for Sunday, balloon modeller quote) to one booking worker, each returning a new booking or quote, then summarises.',
    goal: 'Book entertainment for the Fernhill twins\' weekend party: a magician Saturday 2pm, a face painter Sunday 11am, and get a quote for a balloon modeller.',
    build: (c) => {
      const thread = c.uuid(); let step = 0;
      const sup = (content, next) => chain('supervisor', { messages: '[...]' }, { next }, [llm('ChatAnthropic', { messages: '[...]' }, { content, tool_calls: next === 'FINISH' ? [] : [{ name: 'transfer_to_booking_worker', args: {} }] }, { ls_model_name: 'claude-3-5-haiku-latest', langgraph_node: 'supervisor', langgraph_step: ++step, thread_id: thread })], { langgraph_node: 'supervisor' });
      const worker = (task, toolName, args, out, ans) => chain('booking_worker', { task }, { messages: [{ type: 'ai', content: ans }] }, [
        llm('ChatAnthropic', { messages: [{ type: 'human', content: task }] }, { content: '', tool_calls: [{ name: toolName, args }] }, { ls_model_name: 'claude-3-5-haiku-latest', langgraph_node: 'booking_worker', langgraph_step: ++step }),
        tool(toolName, args, out, { langgraph_node: 'tools', run_id: c.uuid() }),
        llm('ChatAnthropic', { messages: '[...]' }, { content: ans }, { ls_model_name: 'claude-3-5-haiku-latest', langgraph_node: 'booking_worker', langgraph_step: ++step }),
      ], { langgraph_node: 'booking_worker' });
      return agent('LangGraph', { messages: [{ role: 'user', content: 'Book a magician Sat 2pm, face painter Sun 11am, and quote a balloon modeller.' }] }, null, [
        sup('First task: the Saturday magician.', 'booking_worker'),
        worker('Book a magician for Saturday 14:00-15:00 at 12 Fernhill Rd, 18 children aged 6.', 'book_entertainer', { category: 'magician', date: 'saturday', start: '14:00', hours: 1 }, { booking_id: 'BK-' + c.int(10000, 99999), performer: 'Marvellous Milo', price_gbp: 185, deposit_paid: false }, 'Booked Marvellous Milo, Sat 14:00, GBP 185 (deposit not yet paid).'),
        sup('Magician done. Next: Sunday face painter.', 'booking_worker'),
        worker('Book a face painter for Sunday 11:00-13:00, same address.', 'book_entertainer', { category: 'face_painter', date: 'sunday', start: '11:00', hours: 2 }, { booking_id: 'BK-' + c.int(10000, 99999), performer: 'Glitter & Gold (Anya)', price_gbp: 140, note: 'uses Snazaroo, nut-free' }, 'Booked Anya from Glitter & Gold, Sun 11:00-13:00, GBP 140, nut-free paints.'),
        sup('Last: only a quote for the balloon modeller.', 'booking_worker'),
        worker('Get a quote for a balloon modeller, Saturday 15:00-16:00.', 'get_quote', { category: 'balloon_modeller', date: 'saturday', start: '15:00', hours: 1 }, { quote: [{ performer: 'Twisty Tess', price_gbp: 120 }, { performer: 'Balloonatics', price_gbp: 95, min_children: 20 }], valid_until: c.dateOnly() }, 'Quotes: Twisty Tess GBP 120; Balloonatics GBP 95 but needs 20+ children (party has 18).'),
        sup('All done. Summary: Milo (magician) Sat 14:00 GBP 185, Anya face painting Sun 11:00 GBP 140; balloon modeller quote best fit Twisty Tess GBP 120 since Balloonatics needs 20 children. Total booked GBP 325.', 'FINISH'),
      ], { thread_id: thread, graph: 'party_supervisor' });
    },
  },
  {
    n: '03', domain: 'synthesizer repair shop', style: 'n8n execution data (AI Agent calling a sub-workflow tool)',
    isolates: 'An n8n supervisor agent calls the same "Parts Worker" sub-workflow tool three times with different jobs (capacitor kit, key-bed contacts, voice chip), each returning new stock and prices, then writes the backlog plan.',
    goal: 'Plan which of the five waiting synth repairs at Patchbay Repairs can be started this week given parts in stock and on order.',
    build: (c) => {
      const m = (node, type, i) => { c.adv(c.int(2, 8)); return { node, type, runIndex: i, startTime: c.epochMs(), executionTime: c.int(100, 3000), executionStatus: 'success', source: [{ previousNode: 'Supervisor Agent' }] }; };
      const k = [];
      const jobs = [
        [{ repair: 'R-311 Juno-60', need: 'recap kit' }, { part: 'Juno-60 electrolytic recap kit', in_stock: 2, price_eur: 38.5, supplier: 'SynthCaps DE' }, 'Recap kits: 2 in stock, EUR 38.50 each.'],
        [{ repair: 'R-314 DX7', need: 'key contact strips' }, { part: 'DX7 key contact strip set', in_stock: 0, on_order: 4, eta: '2025-06-19', price_eur: 62 }, 'DX7 contacts out of stock, 4 on order, arriving 19 June.'],
        [{ repair: 'R-316 Prophet-5 Rev3', need: 'CEM3340 VCO chip' }, { part: 'CEM3340 (AS3340 reissue)', in_stock: 7, price_eur: 9.9 }, 'AS3340 reissues in stock (7), EUR 9.90.'],
      ];
      k.push(span('llm', 'OpenAI Chat Model', { messages: ['System: You plan repair backlogs.\nHuman: Which waiting repairs can start this week?'] }, { text: 'Check parts for the Juno-60 recap first.', tool_calls: [{ name: 'parts_worker', args: jobs[0][0] }] }, [], { metadata: m('OpenAI Chat Model', '@n8n/n8n-nodes-langchain.lmChatOpenAi', 0) }));
      jobs.forEach(([args, res, note], i) => {
        k.push(span('agent', 'parts_worker', { ai_tool: [[{ json: args }]] }, { ai_tool: [[{ json: { response: note } }]] }, [
          span('tool', 'Postgres: stock lookup', { query: `select * from parts where model_tag = $1`, params: [args.repair.split(' ')[1]] }, { main: [[{ json: res }]] }, [], { metadata: m('Postgres: stock lookup', 'n8n-nodes-base.postgres', 0) }),
          span('chain', 'Set reply', {}, { main: [[{ json: { response: note } }]] }, [], { metadata: m('Set reply', 'n8n-nodes-base.set', 0) }),
        ], { metadata: { ...m('parts_worker', '@n8n/n8n-nodes-langchain.toolWorkflow', i), subExecution: { executionId: String(c.int(20000, 30000)), workflowId: 'pRtsWrkr' + c.alnum(8) } } }));
        const next = ['DX7 contacts next.', 'Now the Prophet VCO chip.', null][i];
        k.push(span('llm', 'OpenAI Chat Model', { messages: ['...'] }, next ? { text: next, tool_calls: [{ name: 'parts_worker', args: jobs[i + 1][0] }] } : { text: 'Start this week: R-311 Juno-60 recap (kit in stock) and R-316 Prophet-5 VCO (AS3340 in stock). Hold R-314 DX7 until contacts arrive on 19 June. R-312 and R-315 wait for customer approval of quotes.' }, [], { metadata: m('OpenAI Chat Model', '@n8n/n8n-nodes-langchain.lmChatOpenAi', i + 1) }));
      });
      return agent('execution ' + c.int(10000, 19999), { workflow: 'Weekly backlog planner' }, { finished: true, status: 'success' }, [span('agent', 'Supervisor Agent', { chatInput: 'Which waiting repairs can start this week?' }, { output: 'plan ready' }, k, { metadata: { node: 'Supervisor Agent', type: '@n8n/n8n-nodes-langchain.agent', runIndex: 0 } })], { n8nVersion: '1.94.0' });
    },
  },
  {
    n: '04', domain: 'globe makers print run', style: 'AutoGen / AG2 SelectorGroupChat',
    isolates: 'A planner agent gives the cartography worker three different checks (gore alignment, place-name updates, varnish stock) for a globe print run; each reply has new findings, then the planner signs off.',
    goal: 'Prepare the 30 cm political globe print run at Meridian Globes: confirm the gore artwork, border/name updates and finishing materials before plates are made.',
    build: (c) => {
      const k = [];
      const msg = (source, content) => llm(source, { messages: '[...]' }, { type: 'TextMessage', source, content }, { models_usage: { prompt_tokens: c.int(500, 3000), completion_tokens: c.int(40, 260) }, created_at: c.isoMs() });
      const call = (name, args, result) => [llm('cartographer', { messages: '[...]' }, { type: 'ToolCallRequestEvent', source: 'cartographer', content: [{ id: c.callId(), name, arguments: JSON.stringify(args) }] }), tool(name, args, { type: 'ToolCallExecutionEvent', content: [{ content: typeof result === 'string' ? result : JSON.stringify(result), is_error: false }] })];
      k.push(msg('planner', 'cartographer: check that the 12 gores of globe-30-pol-2025.pdf align at the equator and seams.'));
      k.push(...call('gore_check', { file: 'globe-30-pol-2025.pdf', gores: 12 }, `seam check: 11/12 OK; gore 7 offset +0.4 mm at 20°S (tolerance 0.25 mm)\nrender ${c.tmp('gore_')}/overlay.png in ${c.int(3, 9)}.${c.int(0, 9)}s`));
      k.push(msg('cartographer', 'Gore 7 is 0.4 mm off at 20°S, over the 0.25 mm tolerance; the other 11 gores are fine. Gore 7 needs re-imposition.'));
      k.push(msg('planner', 'cartographer: next, verify place names against the 2025 names list (country renames and capitals).'));
      k.push(...call('names_diff', { file: 'globe-30-pol-2025.pdf', list: 'un-geonames-2025' }, { changed: [{ old: 'Swaziland', new: 'Eswatini' }, { old: 'Nur-Sultan', new: 'Astana' }], missing_labels: ['Tuvalu'], checked: 243 }));
      k.push(msg('cartographer', 'Two stale names still on the artwork: Swaziland -> Eswatini and Nur-Sultan -> Astana; the Tuvalu label is missing. 243 labels checked.'));
      k.push(msg('planner', 'cartographer: last, confirm we have enough UV varnish and meridian rings for 400 globes.'));
      k.push(...call('stock_check', { items: ['uv-varnish-5l', 'meridian-ring-30cm'] }, { 'uv-varnish-5l': { on_hand: 3, needed_per_100: 1 }, 'meridian-ring-30cm': { on_hand: 260 } }));
      k.push(msg('cartographer', 'Varnish: 3 x 5 L on hand covers 300 globes, need one more tin for 400. Meridian rings: 260 on hand, 140 short.'));
      k.push(msg('planner', 'Sign-off list: re-impose gore 7 (0.4 mm), fix Eswatini/Astana and add Tuvalu, order 1 x 5 L UV varnish and 140 meridian rings. Plates can be made after the artwork fixes. TERMINATE'));
      return agent('SelectorGroupChat', { task: 'Prepare the 30 cm political globe print run' }, { stop_reason: "Text 'TERMINATE' mentioned" }, k, { participants: ['planner', 'cartographer'], ag2: false, autogen_agentchat: '0.5.7' });
    },
  },
  {
    n: '05', domain: 'outboard motor repair shop', style: 'Braintrust spans',
    isolates: 'A service-manager agent hands one technician-assistant agent three different jobs (impeller due list, parts order, slipway slot plan) and combines the three new results into a season-opening plan.',
    goal: 'Get Harbourside Marine ready for season opening: which customer outboards need impellers, order the parts, and slot the test runs on the slipway.',
    build: (c) => {
      const worker = (task, toolName, input, out, answer) => bt(c, 'task', 'tech_assistant', { task }, answer, [
        bt(c, 'llm', 'Chat Completion', [{ role: 'user', content: task }], [{ role: 'assistant', tool_calls: [{ function: { name: toolName, arguments: JSON.stringify(input) } }] }], [], { model: 'gpt-4.1-mini' }),
        bt(c, 'tool', toolName, input, out),
        bt(c, 'llm', 'Chat Completion', [{ role: 'tool', content: '...' }], [{ role: 'assistant', content: answer }], [], { model: 'gpt-4.1-mini' }),
      ]);
      const mgr = (content) => bt(c, 'llm', 'Chat Completion', [{ role: 'system', content: 'You are the service manager.' }], [{ role: 'assistant', content }], [], { model: 'gpt-4.1' });
      return bt(c, 'task', 'season_opening', { shop: 'harbourside-marine' }, { ready: true }, [
        mgr('Step one: find which outboards are due an impeller.'),
        worker('List customer outboards whose water-pump impeller is older than 2 seasons.', 'service_db', { query: 'impeller_age_seasons > 2' }, { rows: [{ boat: 'Kittiwake', engine: 'Yamaha F40', age: 3 }, { boat: 'Sea Pie', engine: 'Honda BF20', age: 4 }, { boat: 'Blue Moon', engine: 'Yamaha F40', age: 3 }], count: 3 }, 'Three due: Kittiwake (F40), Blue Moon (F40), Sea Pie (BF20).'),
        mgr('Step two: order impeller kits for those three.'),
        worker('Order impeller kits: 2 x Yamaha F40, 1 x Honda BF20.', 'place_order', { lines: [{ sku: '6BG-W0078-00', qty: 2 }, { sku: '06192-ZW9-A30', qty: 1 }] }, { order: 'PO-' + c.int(4000, 4999), total_gbp: 187.4, eta: c.dateOnly() }, 'Ordered, GBP 187.40, due this week.'),
        mgr('Step three: schedule test runs on the slipway after parts arrive.'),
        worker('Book slipway test-run slots for Kittiwake, Blue Moon and Sea Pie after the parts ETA, tide permitting.', 'slipway_slots', { boats: ['Kittiwake', 'Blue Moon', 'Sea Pie'], after: 'parts_eta' }, { slots: [{ boat: 'Kittiwake', at: 'Thu 09:40 (HW 10:12)' }, { boat: 'Blue Moon', at: 'Thu 10:30' }, { boat: 'Sea Pie', at: 'Fri 10:55 (HW 11:01)' }] }, 'Thursday 09:40 Kittiwake, 10:30 Blue Moon; Friday 10:55 Sea Pie, all around high water.'),
        mgr('Season-opening plan: 3 impellers due (Kittiwake, Blue Moon, Sea Pie), parts ordered for GBP 187.40, test runs Thu 09:40/10:30 and Fri 10:55 around high water.'),
      ], { project: 'harbourside-ops' });
    },
  },
  {
    n: '06', domain: 'handmade soap compliance labels', style: 'OpenLLMetry / Traceloop',
    isolates: 'A supervisor asks one regulatory worker for three different things (INCI names, allergen declarations, net weight rules) for a new soap line, each returning new content, then assembles the label.',
    goal: 'Draft a compliant UK label for Brackenbury Soap Co.\'s new "Hedgerow" cold-process soap bar.',
    build: (c) => {
      const sys = { role: 'system', content: 'You supervise label drafting. Delegate lookups to regulatory_worker.' };
      const worker = (task, toolName, args, out, ans) => agent('regulatory_worker.agent', { task }, ans, [
        tlLLM(c, { messages: [{ role: 'user', content: task }], toolCalls: [oaCall(c, toolName, args)] }),
        tlTool(c, toolName, args, out),
        tlLLM(c, { messages: [{ role: 'user', content: task }], text: ans }),
      ], tlMeta('agent', 'regulatory_worker', { task }, ans));
      const sup = (text, task) => tlLLM(c, { messages: [sys], text, toolCalls: task ? [oaCall(c, 'delegate', { worker: 'regulatory_worker', task })] : [] });
      return agent('label_draft.workflow', { product: 'Hedgerow soap bar' }, { label_ready: true }, [
        sup('First, the INCI list.', 'INCI names for recipe HEDGE-01'),
        worker('INCI names for recipe HEDGE-01', 'inci_lookup', { recipe: 'HEDGE-01' }, { inci: ['Sodium Olivate', 'Sodium Cocoate', 'Sodium Shea Butterate', 'Aqua', 'Glycerin', 'Rosa Canina Fruit Oil', 'Sambucus Nigra Fruit Extract', 'Parfum', 'Limonene', 'Linalool'] }, 'INCI in descending order: Sodium Olivate, Sodium Cocoate, Sodium Shea Butterate, Aqua, Glycerin, Rosa Canina Fruit Oil, Sambucus Nigra Fruit Extract, Parfum, Limonene, Linalool.'),
        sup('Now which fragrance allergens must be declared.', 'Allergen declaration for fragrance blend HB-22 at 3% in a rinse-off'),
        worker('Allergen declaration for fragrance blend HB-22 at 3% in a rinse-off', 'allergen_calc', { blend: 'HB-22', usage_pct: 3, product_type: 'rinse-off' }, { threshold_pct: 0.01, over_threshold: [{ name: 'Limonene', pct: 0.42 }, { name: 'Linalool', pct: 0.09 }, { name: 'Citral', pct: 0.012 }] }, 'Declare Limonene, Linalool and Citral (all over 0.01% in rinse-off); Citral was missing from the INCI list.'),
        sup('Finally the net quantity rules for a bar.', 'Net quantity marking for a 100 g soap bar'),
        worker('Net quantity marking for a 100 g soap bar', 'weights_measures', { product: 'soap bar', nominal_g: 100 }, { e_mark_allowed: true, min_font_mm: 3, tolerance_g: 4.5, note: 'weigh after cure' }, 'Mark "100 g e" in at least 3 mm characters; tolerable negative error 4.5 g; weigh after cure.'),
        sup('Label draft: INCI list with Citral added before Limonene/Linalool ordering check, allergens Limonene, Linalool, Citral declared, "100 g e" at 3 mm, plus responsible person address and batch code. Ready for the safety assessor.'),
      ], tlMeta('workflow', 'label_draft', { product: 'Hedgerow soap bar' }, { label_ready: true }));
    },
  },
];
