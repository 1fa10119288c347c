// Family 9 (healthy): a chain of 3+ nested agents, each handing down a narrower, different sub-task; results come back up.
import { agentSpan, chainSpan, llmSpan, toolSpan } from './lib.mjs';

export const family = 'nested_narrowing_delegation';

// 01 — lifeboat station rota: CrewAI delegation chain manager -> helm coordinator -> training officer -> records clerk
function r01(N) {
  const goal = 'Produce the August crew rota for the all-weather lifeboat station so that every day has a qualified helm, two mechanics and three crew on pager cover.';
  const react = (t, a, i) => `Thought: ${t}\nAction: ${a}\nAction Input: ${JSON.stringify(i)}`;
  const L = (sys, t) => llmSpan('litellm.completion', { messages: [{ role: 'system', content: sys }] }, t, { model: 'gpt-4o' });
  const clerkTask = 'Look up the sea survival certificate expiry and the last assessed exercise for helm Y. Barrow.';
  const clerkAns = 'Y. Barrow: sea survival certificate expires 2024-08-14; last assessed helm exercise 2024-03-02. Renewal course booked for 2024-08-10 at the college.';
  const clerk = agentSpan('Records Clerk', { task: clerkTask }, clerkAns, [
    L('You are Records Clerk.', react('Search the crew training records.', 'Crew Records Search', { crew: 'Y. Barrow', fields: ['sea_survival_expiry', 'last_assessed_exercise', 'bookings'] })),
    toolSpan('Crew Records Search', { crew: 'Y. Barrow' }, { sea_survival_expiry: '2024-08-14', last_assessed_exercise: '2024-03-02', bookings: [{ course: 'Sea Survival refresher', date: '2024-08-10' }], source: 'training-db', fetched: N.isoNoMs() }),
    L('You are Records Clerk.', `Thought: I now know the final answer\nFinal Answer: ${clerkAns}`),
  ]);
  const toTask = 'Check which of our 6 helms have qualifications lapsing during August.';
  const toAns = 'Only Y. Barrow has anything lapsing: sea survival expires 14 Aug but the refresher on 10 Aug renews it, so no gap. The other five helms are current through September.';
  const training = agentSpan('Training Officer', { task: toTask }, toAns, [
    L('You are Training Officer.', react('Five helms are clearly current in the matrix; Barrow has an August date. Ask the clerk for the details.', 'Delegate work to coworker', { task: clerkTask, coworker: 'Records Clerk' })),
    toolSpan('Delegate work to coworker', { task: clerkTask, context: 'August rota', coworker: 'Records Clerk' }, clerkAns, { children: [clerk] }),
    L('You are Training Officer.', `Thought: I now know the final answer\nFinal Answer: ${toAns}`),
  ]);
  const hcTask = 'Build the helm cover for every day in August from the helms\' availability returns.';
  const hcAns = 'Helm cover complete for all 31 days: Barrow 8 days (not 10 Aug, course), Pryce 7, Okoro 6, Lennox 5, Tait 3, Sandoval 2. 12 and 24 Aug have two helms for the regatta and the open day.';
  const helm = agentSpan('Helm Coordinator', { task: hcTask }, hcAns, [
    L('You are Helm Coordinator.', react('Before assigning, I need to know if any helm loses qualification during August.', 'Delegate work to coworker', { task: toTask, coworker: 'Training Officer' })),
    toolSpan('Delegate work to coworker', { task: toTask, context: 'August rota', coworker: 'Training Officer' }, toAns, { children: [training] }),
    L('You are Helm Coordinator.', react('All helms usable; read availability.', 'Availability Returns', { month: '2024-08', role: 'helm' })),
    toolSpan('Availability Returns', { month: '2024-08', role: 'helm' }, `helm,days_available\nBarrow,9\nPryce,12\nOkoro,8\nLennox,7\nTait,5\nSandoval,4\n(form responses as of ${N.usDate()})`),
    L('You are Helm Coordinator.', `Thought: I now know the final answer\nFinal Answer: ${hcAns}`),
  ]);
  const mgrKids = [
    L('You are Crew Manager.', react('Helm cover is the hardest constraint; give that to the Helm Coordinator.', 'Delegate work to coworker', { task: hcTask, coworker: 'Helm Coordinator' })),
    toolSpan('Delegate work to coworker', { task: hcTask, context: 'August rota', coworker: 'Helm Coordinator' }, hcAns, { children: [helm] }),
    L('You are Crew Manager.', react('Now fill mechanics and crew around the helm days.', 'Rota Builder', { month: '2024-08', helm_plan: 'attached', mechanics_per_day: 2, crew_per_day: 3 })),
    toolSpan('Rota Builder', { month: '2024-08', mechanics_per_day: 2, crew_per_day: 3 }, { filled_days: 31, gaps: 0, sheet: `rota_2024-08_${N.shortSha()}.xlsx` }),
    L('You are Crew Manager.', 'Thought: I now know the final answer\nFinal Answer: August rota complete: all 31 days have a helm, 2 mechanics and 3 crew; Barrow off on 10 Aug for the sea survival refresher; double helms on 12 and 24 Aug.'),
  ];
  const task = chainSpan('Task: August crew rota', { description: goal }, 'August rota complete.', [agentSpan('Crew Manager', { role: 'Crew Manager' }, 'August rota complete.', mgrKids)], { task_id: N.uuid() }, 'task');
  const root = agentSpan('Crew: lifeboat_station_crew', { inputs: { month: 'August' } }, { raw: 'August rota complete.' }, [task], { crewai_version: '0.86.0', process: 'hierarchical' });
  return { isolates: 'Four nested CrewAI agents, each given a narrower task (whole rota, helm cover, helm qualifications, one helm\'s certificate); the clerk\'s lookup flows back up and the rota is finished.', goal, stagnation: false, root };
}

// 02 — orchestra sheet-music library: smolagents managed agents three deep
function r02(N) {
  const goal = 'Prepare the orchestral parts for next week\'s Mahler Symphony No. 5 concert so they match the conductor\'s marked score.';
  const M = 'gpt-4o';
  const step = (n, th, code, ...rest) => chainSpan(`Step ${n}`, { step_number: n }, null, [llmSpan('LiteLLMModel.__call__', { messages: [{ role: 'user', content: 'Task: ...' }] }, { role: 'assistant', content: `Thought: ${th}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>` }, { model: M }), ...rest]);
  const diffTask = 'Diff viola part (edition Peters 1904 reprint) bars 1-38 of the Adagietto against the conductor\'s score scan and list bowing differences.';
  const diffAns = 'Bars 1-38 viola: 5 bowing differences - bars 3, 7, 19 conductor marks up-bow starts; bars 27-28 slur over the barline; bar 33 separate bows.';
  const differ = agentSpan('bowing_differ', { task: diffTask }, diffAns, [
    step(1, 'Run the OMR diff between the two scans for viola, bars 1-38.', "d = omr_diff(part='viola_peters.pdf', score='conductor_mvt4.pdf', bars=(1,38), layer='bowing')\nprint(d)", toolSpan('omr_diff', { part: 'viola_peters.pdf', score: 'conductor_mvt4.pdf', bars: [1, 38], layer: 'bowing' }, { differences: [{ bar: 3, part: 'down', score: 'up' }, { bar: 7, part: 'down', score: 'up' }, { bar: 19, part: 'down', score: 'up' }, { bar: '27-28', part: 'separate', score: 'slur across barline' }, { bar: 33, part: 'slurred', score: 'separate' }], omr_engine: 'audiveris 5.3', pages: 2, cache: N.tmp() })),
    chainSpan('Step 2', { step_number: 2 }, null, [toolSpan('final_answer', { answer: diffAns }, diffAns)]),
  ], { managed: true });
  const chkTask = 'Check the string parts of movement 4 (Adagietto) against the conductor\'s bowings; start with the violas, which the conductor flagged.';
  const chkAns = 'Adagietto strings: violas have 5 bowing differences (bars 3, 7, 19, 27-28, 33), now marked on the part; violins and cellos already copied from the conductor\'s parts last season and match.';
  const checker = agentSpan('parts_checker', { task: chkTask }, chkAns, [
    step(1, 'Violins and cellos were marked from the conductor\'s set last season (library note). The violas need a diff.', `print(bowing_differ(task=${JSON.stringify(diffTask)}))`, differ),
    step(2, 'Apply the 5 viola markings to the part in pencil layer.', "print(mark_part('viola_peters.pdf', bars=[3,7,19,'27-28',33], layer='pencil'))", toolSpan('mark_part', { file: 'viola_peters.pdf', bars: [3, 7, 19, '27-28', 33] }, { marked: 5, output: 'viola_peters_marked.pdf', rev: N.int(2, 9) })),
    chainSpan('Step 3', { step_number: 3 }, null, [toolSpan('final_answer', { answer: chkAns }, chkAns)]),
  ], { managed: true });
  const libTask = 'Prepare parts for Mahler 5: check the set is complete for our orchestra size, and that mvt 4 strings match the conductor\'s bowings.';
  const libAns = 'Set complete (strings 14-12-10-8-6 copies available), winds and brass complete; Adagietto viola bowings corrected in 5 places, other strings already match.';
  const librarian = agentSpan('season_librarian', { task: libTask }, libAns, [
    step(1, 'Count copies per part.', "print(inventory('Mahler5_Peters'))", toolSpan('inventory', { set: 'Mahler5_Peters' }, `vln1 14, vln2 12, vla 10, vc 8, cb 6, winds/brass complete, harp 1 (checked ${N.dateOnly()})`)),
    step(2, 'Copies fine. The string bowing check is a specific job for parts_checker.', `print(parts_checker(task=${JSON.stringify(chkTask)}))`, checker),
    chainSpan('Step 3', { step_number: 3 }, null, [toolSpan('final_answer', { answer: libAns }, libAns)]),
  ], { managed: true });
  const root = agentSpan('CodeAgent.run', { task: goal }, libAns, [
    step(1, 'The librarian agent handles concert preparation.', `print(season_librarian(task=${JSON.stringify(libTask)}))`, librarian),
    chainSpan('Step 2', { step_number: 2 }, null, [toolSpan('final_answer', { answer: `Mahler 5 parts ready. ${libAns}` }, `Mahler 5 parts ready. ${libAns}`)]),
  ], { smolagents_version: '1.10.0', managed_agents: ['season_librarian'] });
  return { isolates: 'Concert preparation is handed to a librarian, who hands the string-bowing check to a checker, who hands a bars 1-38 viola diff to a differ; five concrete differences come back up and are applied.', goal, stagnation: false, root };
}

// 03 — toy safety testing: AutoGen nested chats, each level narrower
function r03(N) {
  const goal = 'Plan the EN 71 conformity testing for the new painted beech-wood train set (model WT-12, 24 pieces, ages 18 months+) and book the lab work.';
  const say = (who, content, children, md = {}) => agentSpan(who, { sender: who, content }, { content }, children, { autogen_event: 'send', ...md });
  const L = (sys, user, content, calls) => llmSpan('OpenAIWrapper.create', { messages: [{ role: 'system', content: sys }, { role: 'user', content: user }] }, calls ? { content, tool_calls: calls } : { content }, { model: 'gpt-4o' });
  const fc = (name, args) => ({ id: 'call_' + N.alnum(24), type: 'function', function: { name, arguments: JSON.stringify(args) } });
  const spTask = 'Which colour coatings on WT-12 need separate test portions for EN 71-3 migration, and how much coated material is available per colour?';
  const spAns = '6 distinct coatings: red, yellow, blue, green, black (wheels), clear lacquer. Each has at least 0.3 g scrapable from the sample kit except black (0.18 g), so black needs 4 extra wheels from the pre-production batch.';
  const prep = say('sample_prep_agent', spAns, [L('You are sample_prep_agent.', spTask, null, [fc('bom_coatings', { model: 'WT-12' })]), toolSpan('bom_coatings', { model: 'WT-12' }, { coatings: [{ colour: 'red', supplier_code: 'AQ-R12', g_available: 0.62 }, { colour: 'yellow', g_available: 0.55 }, { colour: 'blue', g_available: 0.48 }, { colour: 'green', g_available: 0.41 }, { colour: 'black', g_available: 0.18 }, { colour: 'clear lacquer', g_available: 1.9 }], bom_rev: 'C', exported: N.iso() }), L('You are sample_prep_agent.', spTask, spAns)], { nested_depth: 3 });
  const chemTask = 'Plan the EN 71-3 migration of elements testing for the painted parts of WT-12 (category III scraped-off material).';
  const chemAns = 'EN 71-3 cat. III: 6 test portions (one per coating), 19 elements incl. Cr(VI) and organic tin; black needs 4 extra wheels. Lab slot with Eurofins Hamburg, 12 working days, EUR 2,340.';
  const chem = say('chem_lab_agent', chemAns, [L('You are chem_lab_agent.', chemTask, `Delegating the sample question: ${spTask}`), chainSpan('initiate_chats', { recipient: 'sample_prep_agent', message: spTask }, { summary: spAns }, [prep], { autogen_event: 'nested_chat' }), L('You are chem_lab_agent.', chemTask, null, [fc('lab_quote', { standard: 'EN 71-3:2019+A1:2021', category: 'III', portions: 6 })]), toolSpan('lab_quote', { standard: 'EN 71-3', category: 'III', portions: 6 }, { lab: 'Eurofins Hamburg', price_eur: 2340, tat_working_days: 12, quote_no: 'Q-' + N.int(100000, 999999), valid_until: N.dateOnly(N.now() + 30 * 86400e3) }), L('You are chem_lab_agent.', chemTask, chemAns)], { nested_depth: 2 });
  const plTask = 'Draft the EN 71 test plan for WT-12: which parts of EN 71 apply, and get the chemical testing planned in detail.';
  const plAns = 'Applicable: EN 71-1 (mechanical incl. small parts - all 24 pieces exceed the small-parts cylinder, but the funnel chimney needs torque/tension), EN 71-2 (flammability), EN 71-3 (migration, detailed by chem lab). EN 71-1/-2 at in-house lab, 3 days.';
  const planner = say('test_planner', plAns, [L('You are test_planner.', plTask, `EN 71-1 and -2 apply as usual for wooden toys; chemical part goes to chem_lab_agent: ${chemTask}`), chainSpan('initiate_chats', { recipient: 'chem_lab_agent', message: chemTask }, { summary: chemAns }, [chem], { autogen_event: 'nested_chat' }), L('You are test_planner.', plTask, plAns)], { nested_depth: 1 });
  const kids = [
    say('product_manager', goal, []),
    say('compliance_manager', `Starting test planning. ${plTask}`, [L('You are compliance_manager.', goal, `Asking test_planner: ${plTask}`), chainSpan('initiate_chats', { recipient: 'test_planner', message: plTask }, { summary: plAns }, [planner], { autogen_event: 'nested_chat' })]),
    say('compliance_manager', 'Plan: EN 71-1 and EN 71-2 in-house (3 days), EN 71-3 cat. III at Eurofins Hamburg (6 portions, 12 working days, EUR 2,340; send 4 extra black wheels). Booking the lab now. TERMINATE', [toolSpan('lab_booking', { quote: 'accept', lab: 'Eurofins Hamburg' }, { booking: 'EH-' + N.int(10000, 99999), sample_due: N.dateOnly(N.now() + 5 * 86400e3) })]),
  ];
  const root = agentSpan('initiate_chat', { sender: 'product_manager', recipient: 'compliance_manager', message: goal }, { summary: 'Testing planned and booked.' }, kids, { framework: 'autogen', version: '0.2.37' });
  return { isolates: 'Nested chats go compliance manager, test planner (which standards apply), chemistry agent (EN 71-3 portions and lab quote), sample-prep agent (coating quantities); each level narrower, answers flow back and the lab is booked.', goal, stagnation: false, root };
}

// 04 — candle factory recall: plain trace with agent-as-tool sub-agents
function r04(N) {
  const goal = 'Wax lot W-7781 (soy/paraffin blend) from our supplier has a fragrance-load labelling error. Work out which finished batches used it, who received them, and draft recall notices to those customers.';
  const T = (name, args) => ({ id: 'call_' + N.alnum(24), type: 'function', function: { name, arguments: JSON.stringify(args) } });
  const L = (sys, user, content, calls) => llmSpan('openai.chat.completions', { model: 'gpt-4.1', messages: [{ role: 'system', content: sys }, { role: 'user', content: user }] }, { role: 'assistant', content, ...(calls ? { tool_calls: calls } : {}) });
  const cTask = 'Get recall contacts for retailers Lumen & Co, Hearthside Gifts and Maple Row Market.';
  const cAns = 'Lumen & Co: recalls@lumenco.example (Priya Shah); Hearthside Gifts: ops@hearthside.example (Tom Reid); Maple Row Market: 01632 960123 / buying@maplerow.example.';
  const contact = agentSpan('sub-agent:contact-lookup', { instructions: cTask }, { result: cAns }, [L('You look up customer contacts in the CRM.', cTask, null, [T('crm_search', { accounts: ['Lumen & Co', 'Hearthside Gifts', 'Maple Row Market'], role: 'recall' })]), toolSpan('crm_search', { accounts: ['Lumen & Co', 'Hearthside Gifts', 'Maple Row Market'], role: 'recall' }, { results: 3, records: [{ account: 'Lumen & Co', email: 'recalls@lumenco.example', name: 'Priya Shah' }, { account: 'Hearthside Gifts', email: 'ops@hearthside.example', name: 'Tom Reid' }, { account: 'Maple Row Market', phone: '01632 960123', email: 'buying@maplerow.example' }], api_latency_ms: N.int(80, 500), page_cursor: null }), L('You look up customer contacts in the CRM.', cTask, cAns)]);
  const sTask = 'Which customers received finished batches CB-2210 to CB-2214, with quantities?';
  const sAns = 'CB-2210/2211 -> Lumen & Co (1,200 units); CB-2212 -> Hearthside Gifts (480); CB-2213/2214 -> Maple Row Market (650). Contacts: ' + cAns;
  const ship = agentSpan('sub-agent:shipment-finder', { instructions: sTask }, { result: sAns }, [L('You search dispatch records.', sTask, null, [T('dispatch_query', { batches: ['CB-2210', 'CB-2211', 'CB-2212', 'CB-2213', 'CB-2214'] })]), toolSpan('dispatch_query', { batches: ['CB-2210', 'CB-2211', 'CB-2212', 'CB-2213', 'CB-2214'] }, `batch   customer            units  shipped\nCB-2210 Lumen & Co          600    ${N.dateOnly(N.now() - 12 * 86400e3)}\nCB-2211 Lumen & Co          600    ${N.dateOnly(N.now() - 11 * 86400e3)}\nCB-2212 Hearthside Gifts    480    ${N.dateOnly(N.now() - 9 * 86400e3)}\nCB-2213 Maple Row Market    320    ${N.dateOnly(N.now() - 6 * 86400e3)}\nCB-2214 Maple Row Market    330    ${N.dateOnly(N.now() - 6 * 86400e3)}\n(5 rows, ${N.ms(5, 40)})`), L('You search dispatch records.', sTask, 'Three customers. I need their recall contacts.', [T('spawn_subagent', { name: 'contact-lookup', instructions: cTask })]), toolSpan('spawn_subagent', { name: 'contact-lookup', instructions: cTask }, { result: cAns }, { children: [contact] }), L('You search dispatch records.', sTask, sAns)]);
  const bTask = 'Which finished candle batches were poured with wax lot W-7781, and where did they go?';
  const bAns = 'W-7781 was used in CB-2210 to CB-2214 (2,330 units of the 8 oz "Cedar & Fig" jar). ' + sAns;
  const batch = agentSpan('sub-agent:batch-tracer', { instructions: bTask }, { result: bAns }, [L('You trace raw material lots to finished batches.', bTask, null, [T('mes_genealogy', { raw_lot: 'W-7781' })]), toolSpan('mes_genealogy', { raw_lot: 'W-7781' }, { raw_lot: 'W-7781', consumed_kg: 1310, finished_batches: ['CB-2210', 'CB-2211', 'CB-2212', 'CB-2213', 'CB-2214'], sku: 'JAR8-CEDARFIG', trace_id: N.uuid() }), L('You trace raw material lots to finished batches.', bTask, 'Five batches. Handing the customer question to a shipment finder.', [T('spawn_subagent', { name: 'shipment-finder', instructions: sTask })]), toolSpan('spawn_subagent', { name: 'shipment-finder', instructions: sTask }, { result: sAns }, { children: [ship] }), L('You trace raw material lots to finished batches.', bTask, bAns)]);
  const kids = [
    L('You are the recall coordinator. Use sub-agents for tracing.', goal, 'First trace the lot to batches and customers.', [T('spawn_subagent', { name: 'batch-tracer', instructions: bTask })]),
    toolSpan('spawn_subagent', { name: 'batch-tracer', instructions: bTask }, { result: bAns }, { children: [batch] }),
    L('You are the recall coordinator.', goal, 'Drafting the three notices.', [T('draft_notices', { customers: 3, sku: 'JAR8-CEDARFIG', batches: 'CB-2210..CB-2214' })]),
    toolSpan('draft_notices', { customers: 3, sku: 'JAR8-CEDARFIG' }, { drafts: ['recall_lumenco.docx', 'recall_hearthside.docx', 'recall_maplerow.docx'], folder: `QA/Recalls/W-7781/${N.dateOnly()}` }),
    L('You are the recall coordinator.', goal, 'Recall scope: wax lot W-7781 -> batches CB-2210..2214 (2,330 jars Cedar & Fig). Notices drafted for Lumen & Co (1,200), Hearthside Gifts (480), Maple Row Market (650) with their recall contacts.'),
  ];
  const root = agentSpan('recall-coordinator', { input: goal }, { final: 'Three recall notices drafted.' }, kids, { runner: 'agent-as-tool', max_depth: 4 });
  return { isolates: 'A coordinator spawns a batch tracer (lot to batches), which spawns a shipment finder (batches to customers), which spawns a contact lookup (customers to contacts); each answer is new and the notices get drafted.', goal, stagnation: false, root };
}

// 05 — dry-stone walling contractor: LlamaIndex agents nested for a quote
function r05(N) {
  const goal = 'Quote for rebuilding 140 m of collapsed dry-stone wall (1.4 m high, Cotswold limestone, with through-stones and cock-and-hen coping) on Hill Barn Farm, including stone, labour and delivery.';
  const A = (name, input, output, kids) => agentSpan(name, input, output, kids, { llama_index: 'FunctionAgent' });
  const L = (sys, user, content, calls) => llmSpan('OpenAI.achat', { messages: [{ role: 'system', content: sys }, { role: 'user', content: user }] }, { role: 'assistant', content, ...(calls ? { tool_calls: calls } : {}) }, { model: 'gpt-4o-mini' });
  const tc = (name, args) => [{ id: 'call_' + N.alnum(24), type: 'function', function: { name, arguments: JSON.stringify(args) } }];
  const qTask = 'Price 95 t of Cotswold walling stone plus 160 through-stones from our two quarries, delivered to GL54 postcode, earliest date.';
  const qAns = 'Huntsman\'s Quarry: 95 t at GBP 118/t + 160 throughs at GBP 9 = GBP 12,650, delivery GBP 640 (4 loads), 2 weeks. Farmington: GBP 126/t, throughs GBP 8 = GBP 13,250, delivery GBP 520, 1 week. Cheapest overall Huntsman\'s GBP 13,290.';
  const quarry = A('QuarryAgent', { task: qTask }, { response: qAns }, [L('You get prices from quarries.', qTask, null, tc('quarry_prices', { stone: 'cotswold walling', tonnes: 95, throughs: 160, postcode: 'GL54' })), toolSpan('FunctionTool.quarry_prices', { stone: 'cotswold walling', tonnes: 95, throughs: 160, postcode: 'GL54' }, { quotes: [{ quarry: "Huntsman's", per_t: 118, through_each: 9, delivery: 640, lead_days: 14 }, { quarry: 'Farmington', per_t: 126, through_each: 8, delivery: 520, lead_days: 7 }], rates_valid: N.dateOnly(N.now() + 21 * 86400e3), fetched: N.iso() }), L('You get prices from quarries.', qTask, qAns)]);
  const mTask = 'Work out how much new stone is needed for 140 m at 1.4 m high, given we can reuse the fallen stone, then get it priced.';
  const mAns = 'About 1.0 t per metre of wall at 1.4 m; 140 t total, reusable fallen stone estimated 45 t (site survey photos), so 95 t new plus 160 through-stones (one per 0.9 m at mid-height). ' + qAns;
  const mats = A('MaterialsAgent', { task: mTask }, { response: mAns }, [L('You estimate materials.', mTask, null, tc('site_survey', { site: 'Hill Barn Farm', wall: 'north boundary' })), toolSpan('FunctionTool.site_survey', { site: 'Hill Barn Farm' }, { collapsed_m: 140, height_m: 1.4, reusable_stone_t_est: 45, photos: 38, surveyed: N.dateOnly(N.now() - 8 * 86400e3) }), L('You estimate materials.', mTask, 'Need 95 t new and 160 throughs; asking QuarryAgent for prices.', tc('handoff_QuarryAgent', { task: qTask })), toolSpan('handoff_QuarryAgent', { task: qTask }, qAns, { children: [quarry] }), L('You estimate materials.', mTask, mAns)]);
  const pTask = goal;
  const pAns = 'Quote: stone GBP 13,290 (Huntsman\'s, incl. delivery), labour 2 wallers x 35 days at GBP 240/day = GBP 16,800, coping stone included in tonnage, total GBP 30,090 + VAT; start 2 weeks after acceptance.';
  const project = A('ProjectAgent', { task: pTask }, { response: pAns }, [L('You prepare walling quotes.', pTask, 'Materials first.', tc('handoff_MaterialsAgent', { task: mTask })), toolSpan('handoff_MaterialsAgent', { task: mTask }, mAns, { children: [mats] }), L('You prepare walling quotes.', pTask, null, tc('labour_rate', { wallers: 2, metres: 140, height_m: 1.4 })), toolSpan('FunctionTool.labour_rate', { wallers: 2, metres: 140, height_m: 1.4 }, { metres_per_waller_day: 2.0, days: 35, day_rate_gbp: 240 }), L('You prepare walling quotes.', pTask, pAns)]);
  const root = agentSpan('AgentWorkflow.run', { user_msg: goal, root_agent: 'ProjectAgent' }, { response: pAns }, [project], { llama_index_version: '0.12.10' });
  return { isolates: 'The project agent hands material estimation to a materials agent, which hands quarry pricing for the computed tonnage to a quarry agent; prices and tonnage come back up into a complete quote.', goal, stagnation: false, root };
}

// 06 — wheelchair repair service: Semantic Kernel agents as plugins, four levels
function r06(N) {
  const goal = 'Ticket WR-40917: powered wheelchair (Quantum Edge 3, serial QE3-22-08841) stops intermittently; the engineer diagnosed a faulty joystick module. Plan the repair and confirm when the user will have the chair back.';
  const tcall = (fn, args) => ({ id: 'call_' + N.alnum(24), type: 'function', function: { name: fn, arguments: JSON.stringify(args) } });
  const L = (who, user, content, calls) => llmSpan('chat.completions gpt-4o', { messages: [{ role: 'system', content: `You are ${who}.` }, { role: 'user', content: user }] }, { role: 'assistant', content, ...(calls ? { tool_calls: calls } : {}) }, {});
  const sTask = 'Check stock and price of joystick module part QE-JSM-4 (or approved equivalent) at our two suppliers.';
  const sAns = 'Sunrise Parts: QE-JSM-4 in stock, GBP 412, next-day. MobilityDirect: equivalent R-Net JSM out of stock until next month. Ordered from Sunrise, PO SP-' + N.int(70000, 79999) + ', delivery tomorrow.';
  const supplier = agentSpan('SupplierAgent', { request: sTask }, { content: sAns }, [L('SupplierAgent', sTask, null, [tcall('Suppliers-stock', { part: 'QE-JSM-4', suppliers: ['Sunrise Parts', 'MobilityDirect'] })]), toolSpan('Suppliers-stock', { part: 'QE-JSM-4' }, { results: [{ supplier: 'Sunrise Parts', stock: 7, price_gbp: 412, dispatch: 'next-day' }, { supplier: 'MobilityDirect', stock: 0, restock: N.dateOnly(N.now() + 26 * 86400e3) }], cached_for_s: N.int(30, 300) }), L('SupplierAgent', sTask, null, [tcall('Suppliers-order', { supplier: 'Sunrise Parts', part: 'QE-JSM-4', qty: 1 })]), toolSpan('Suppliers-order', { supplier: 'Sunrise Parts', part: 'QE-JSM-4', qty: 1 }, { status: 'confirmed', eta: N.dateOnly(N.now() + 86400e3), tracking: 'DPD' + N.int(10000000, 99999999) }), L('SupplierAgent', sTask, sAns)]);
  const pTask = 'Identify the exact replacement joystick module for a Quantum Edge 3 (serial QE3-22-08841) and source it.';
  const pAns = 'Serial range QE3-22 uses the Q-Logic 3 joystick module QE-JSM-4 (firmware 3.1 needed). ' + sAns;
  const parts = agentSpan('PartsAgent', { request: pTask }, { content: pAns }, [L('PartsAgent', pTask, null, [tcall('PartsCatalogue-lookup', { model: 'Quantum Edge 3', serial: 'QE3-22-08841', component: 'joystick module' })]), toolSpan('PartsCatalogue-lookup', { model: 'Quantum Edge 3', serial: 'QE3-22-08841' }, { part: 'QE-JSM-4', firmware_min: '3.1', superseded_by: null, catalogue_rev: N.int(40, 60) }), L('PartsAgent', pTask, 'Part identified; sourcing via SupplierAgent.', [tcall('SupplierAgent-invoke', { request: sTask })]), toolSpan('SupplierAgent-invoke', { request: sTask }, sAns, { children: [supplier] }), L('PartsAgent', pTask, pAns)]);
  const rTask = 'Plan the repair for WR-40917: part, engineer visit and reprogramming.';
  const rAns = pAns + ' Engineer visit booked for the day after delivery, 2 h slot, includes programming the user\'s speed profile.';
  const repair = agentSpan('RepairPlanner', { request: rTask }, { content: rAns }, [L('RepairPlanner', rTask, 'Parts first.', [tcall('PartsAgent-invoke', { request: pTask })]), toolSpan('PartsAgent-invoke', { request: pTask }, pAns, { children: [parts] }), L('RepairPlanner', rTask, null, [tcall('EngineerDiary-book', { ticket: 'WR-40917', after: 'part delivery', duration_h: 2 })]), toolSpan('EngineerDiary-book', { ticket: 'WR-40917', duration_h: 2 }, { engineer: 'D. Mensah', date: N.dateOnly(N.now() + 2 * 86400e3), window: '10:00-12:00', booking: N.ulid() }), L('RepairPlanner', rTask, rAns)]);
  const kids = [L('ServiceDesk', goal, 'Passing the repair plan to RepairPlanner.', [tcall('RepairPlanner-invoke', { request: rTask })]), toolSpan('RepairPlanner-invoke', { request: rTask }, rAns, { children: [repair] }), L('ServiceDesk', goal, 'Repair planned: joystick module QE-JSM-4 from Sunrise Parts arrives tomorrow; D. Mensah fits and programmes it the day after, 10:00-12:00. The user will have the chair back that day.')];
  const root = agentSpan('ChatCompletionAgent.invoke', { agent: 'ServiceDesk', input: goal }, { content: 'Chair back in 2 days.' }, kids, { 'semantic_kernel.version': '1.18.2' });
  return { isolates: 'Service desk to repair planner (whole repair) to parts agent (exact part for the serial) to supplier agent (stock, price, order); each level narrower, and the booking and date come back up to the desk.', goal, stagnation: false, root };
}

export const rows = [r01, r02, r03, r04, r05, r06];
