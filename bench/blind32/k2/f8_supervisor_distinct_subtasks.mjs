import { Run, rootSpan, agent, span } from './lib.mjs';

export const FAMILY = {
  name: 'supervisor_distinct_subtasks', loop: false, stagnation: false,
  isolates: 'A supervisor sends the same worker agent a different sub-task each turn, each answered with new results, then synthesises and finishes.',
};

export const ROWS = [
  {
    id: '01', domain: 'harbour seal census', style: 'oai_agents',
    isolates: 'A census coordinator calls the same photo-count worker (agent as tool) for three different haul-out sites and gets three different counts, then writes the survey total.',
    goal: 'Compile this month\'s harbour seal census for the estuary from the drone photo sets of the three haul-out sites, with pup counts separated.',
    build(c) {
      const sup = new Run(c, 'oai_agents', { system: 'You are census_coordinator. Tool: photo_counter (agent).', goal: this.goal, agentName: 'census_coordinator' });
      const k = [];
      const sites = [
        ['Sandbank North', 'flight 0412', { adults: 143, pups: 38, disturbed: 0 }],
        ['Mussel Spit', 'flight 0413', { adults: 61, pups: 12, disturbed: 4 }],
        ['Old Pier', 'flight 0415', { adults: 27, pups: 3, disturbed: 0 }],
      ];
      for (const [i, [site, flight, res]] of sites.entries()) {
        const task = `Count adults and pups at ${site} from ${flight}; report any disturbance flushes.`;
        const l = sup.llm(i === 0 ? 'Start with the largest site.' : `Got ${sites[i - 1][0]}. Next site: ${site}.`, [{ name: 'photo_counter', args: { input: task } }]);
        const w = new Run(c, 'oai_agents', { system: 'You are photo_counter. Tools: list_tiles, count_detections.', goal: task, agentName: 'photo_counter' });
        const wk = [...w.step('', [{ name: 'count_detections', args: { flight, site, model: 'seal-yolo-v8m', conf: 0.45 }, out: { tiles: c.int(80, 300), detections: { adult: res.adults, pup: res.pups }, flushed_in_sequence: res.disturbed, gsd_cm: c.float(0.8, 1.6), run_id: c.uuid(), gpu: c.host('inf') } }]), ...w.final(`${site}: ${res.adults} adults, ${res.pups} pups${res.disturbed ? `, ${res.disturbed} animals flushed into water during the pass` : ', no disturbance'}.`)];
        const out = wk[wk.length - 1].output.output[0].content[0].text;
        sup.history.push({ role: 'tool', content: out });
        const t = span('tool', 'photo_counter', JSON.stringify({ input: task }), out, [agent('photo_counter', { input: task }, out, wk, { span_data: { type: 'agent', name: 'photo_counter', tools: ['list_tiles', 'count_detections'] } })], { metadata: { span_data: { type: 'function', name: 'photo_counter' } } });
        k.push(l, t);
      }
      k.push(sup.llm('Census total: 231 adults and 53 pups across three sites (Sandbank North 143/38, Mussel Spit 61/12, Old Pier 27/3). Pup ratio 0.23. Note: 4 animals flushed at Mussel Spit; recommend a higher flight altitude there next month.'));
      return rootSpan(c, 'oai_agents', 'seal-census', this.goal, { final_output: 'Census total: 231 adults, 53 pups.' }, [agent('census_coordinator', { input: this.goal }, 'Census total: 231 adults, 53 pups.', k, { span_data: { type: 'agent', name: 'census_coordinator', tools: ['photo_counter'] } })]);
    },
  },
  {
    id: '02', domain: 'public toilet cleaning rota', style: 'autogen',
    isolates: 'An AutoGen selector chat: the planner gives the RotaWorker three different jobs (usage data, travel times, staff leave) and each answer carries new facts before the planner publishes the rota.',
    goal: 'Build next week\'s cleaning rota for the council\'s 11 public toilet blocks with the 4 available operatives, weighting visits by usage.',
    build(c) {
      const k = [];
      const plan = new Run(c, 'autogen', { system: 'You are Planner. Delegate data gathering to RotaWorker.', goal: this.goal, agentName: 'Planner' });
      const jobs = [
        ['RotaWorker, get last week\'s footfall counter totals per block.', 'get_footfall', { week: 'last' }, { blocks: { 'Harbour': 4120, 'Market Sq': 3890, 'Park Gate': 2210, 'Bus Station': 5030, 'Beach East': 1980, 'Beach West': 1750, 'Library': 640, 'Cemetery': 210, 'Leisure Ctr': 1510, 'Castle': 2900, 'Riverside': 880 }, source: 'IR counters', export: c.tmp('.csv') }, 'Footfall: Bus Station 5030, Harbour 4120, Market Sq 3890, Castle 2900, Park Gate 2210, Beach East 1980, Beach West 1750, Leisure Ctr 1510, Riverside 880, Library 640, Cemetery 210.'],
        ['RotaWorker, now get driving times between the blocks from the depot.', 'get_travel_matrix', { from: 'depot', blocks: 'all' }, { minutes: { depot: { 'Bus Station': 6, Harbour: 9, 'Beach East': 14, Cemetery: 18 } }, clusters: [['Bus Station', 'Market Sq', 'Library'], ['Harbour', 'Beach East', 'Beach West'], ['Castle', 'Park Gate', 'Riverside'], ['Leisure Ctr', 'Cemetery']], provider: 'osrm', osrm_build: c.hex(7) }, 'Four natural clusters: town centre (Bus Station, Market Sq, Library), seafront (Harbour, Beach East, Beach West), castle (Castle, Park Gate, Riverside), outer (Leisure Ctr, Cemetery). Depot to Cemetery is 18 min.'],
        ['RotaWorker, check staff leave and van availability for next week.', 'get_staff_calendar', { week: 'next' }, { staff: [{ name: 'D. Price', leave: ['Wed'] }, { name: 'A. Kowal', leave: [] }, { name: 'S. Begum', leave: [] }, { name: 'R. Tait', leave: ['Mon', 'Tue'] }], vans: 3, ics_etag: c.etag() }, 'D. Price off Wednesday, R. Tait off Monday and Tuesday; only 3 vans, so at most 3 operatives driving on any day.'],
      ];
      for (const [instr, tn, args, out, summary] of jobs) {
        k.push(plan.llm(instr));
        const w = new Run(c, 'autogen', { system: 'You are RotaWorker with data tools.', goal: instr, agentName: 'RotaWorker' });
        k.push(agent('autogen process RotaWorker', { task: instr }, summary, [...w.step('', [{ name: tn, args, out }]), ...w.final(summary)], { 'autogen.agent.type': 'AssistantAgent' }));
        plan.history.push({ role: 'user', content: summary });
      }
      k.push(...plan.step('Rota: Bus Station, Harbour and Market Sq 3 visits/day; Castle, Park Gate 2/day; beaches, Leisure Ctr 2/day; Riverside, Library 1/day; Cemetery every other day. Cluster runs: Kowal town centre all week; Begum seafront; Price castle cluster (Wed covered by Tait); Tait outer cluster Wed-Sun, Mon-Tue outer covered as an extra Begum loop. Publishing.', [{ name: 'publish_rota', args: { week: 'next', operatives: 4, blocks: 11 }, out: { rota_id: `ROTA-${c.int(100, 999)}`, pdf: `/srv/rota/${c.compact()}.pdf`, notified: 4 } }]));
      return rootSpan(c, 'autogen', 'rota-team', this.goal, { stop_reason: "Text 'TERMINATE' mentioned", messages: 9 }, k);
    },
  },
  {
    id: '03', domain: 'sourdough starter subscriptions', style: 'crewai',
    isolates: 'A hierarchical CrewAI manager asks the same Subscription Analyst three different questions (churn, shipping damage, flavour feedback) and uses the three new answers in a retention plan.',
    goal: 'Figure out why sourdough starter subscription cancellations rose in the last quarter and propose three retention actions.',
    build(c) {
      const k = [];
      const mgr = new Run(c, 'crewai', { system: 'You are Crew Manager. Delegate to Subscription Analyst.', goal: this.goal, agentName: 'Crew Manager' });
      const asks = [
        ['What is the cancellation rate by plan and month for the last two quarters?', 'query_subscriptions', { metric: 'cancellations', group_by: ['plan', 'month'] }, `plan       Q1_cancel%  Q2_cancel%\nmonthly    4.1         7.9\nquarterly  2.2         2.4\nannual     0.6         0.7\n-- rows:6 elapsed ${c.ms()}ms warehouse=${c.host('dwh')}`, 'The rise is almost entirely the monthly plan: 4.1% to 7.9%. Quarterly and annual are flat.'],
        ['For monthly subscribers who cancelled in Q2, how many had a damaged or leaking shipment first?', 'query_support_tickets', { tag: ['leak', 'damaged'], segment: 'monthly_cancelled_q2' }, { matched: 212, of_cancelled: 388, top_carrier: 'CityPost', top_issue: 'jar leaked in heat', first_seen: c.dayPlus(-80) }, '212 of 388 monthly cancellations (55%) had a leak/damage ticket first, mostly CityPost deliveries in hot weeks.'],
        ['What do monthly cancellers say in free-text exit surveys, excluding damage?', 'query_exit_survey', { segment: 'monthly_cancelled_q2', exclude_tags: ['damaged'] }, { responses: 141, themes: [{ theme: 'starter too sour / rye blend', n: 44 }, { theme: 'too frequent, starter still alive', n: 61 }, { theme: 'price', n: 19 }] }, 'Excluding damage: 61 say deliveries are too frequent (their starter is alive), 44 dislike the rye blend, 19 price.'],
      ];
      for (const [q, tn, args, out, ans] of asks) {
        const l = mgr.llm(`Thought: I need more data.\nAction: Delegate work to coworker\nAction Input: {"task": "${q}", "coworker": "Subscription Analyst"}`);
        const w = new Run(c, 'crewai', { system: 'You are Subscription Analyst.', goal: q, agentName: 'Subscription Analyst' });
        const wa = agent('Agent: Subscription Analyst', { task: q }, ans, [...w.step('Thought: query the data.\nAction: ' + tn, [{ name: tn, args, out }]), ...w.final(`Final Answer: ${ans}`)], { role: 'Subscription Analyst' });
        l.children.push(span('tool', 'ToolUsage: Delegate work to coworker', { task: q, coworker: 'Subscription Analyst' }, ans, [wa], { metadata: { delegations: 1 } }));
        mgr.history.push({ role: 'tool', content: ans });
        k.push(l);
      }
      k.push(mgr.llm('Final Answer: Retention actions: (1) ship in insulated pouches and avoid CityPost during heat warnings (targets 55% of monthly churn); (2) offer an "every 8 weeks" cadence with a pause button for monthly users; (3) add a wheat-only starter option alongside the rye blend.'));
      return rootSpan(c, 'crewai', 'starter-club', this.goal, { raw: 'Three retention actions proposed.' }, [span('chain', 'Task: Churn analysis', { description: this.goal }, 'done', [agent('Agent: Crew Manager', { task: this.goal }, 'done', k, { role: 'Crew Manager', allow_delegation: true })])]);
    },
  },
  {
    id: '04', domain: 'abalone farm tanks', style: 'langgraph',
    isolates: 'A LangGraph supervisor routes the same tank_worker to three different tank groups with different checks; each report brings new readings, then it writes the feeding plan.',
    goal: 'Set this week\'s kelp feeding amounts for the abalone grow-out tanks based on current biomass, water temperature and any mortality.',
    build(c) {
      const k = [];
      const sup = new Run(c, 'langgraph', { system: 'You are the supervisor. Route to tank_worker with one tank group at a time.', goal: this.goal });
      const groups = [
        ['Group A (tanks 1-8, 2-year-olds): get biomass and temperature.', 'read_tank_group', { group: 'A' }, { tanks: 8, biomass_kg: 1840, temp_c: 15.8, do_mgl: 7.6, mortalities_7d: 3, probe_fw: '3.2.1', read_at: c.isoSec() }, 'Group A: 1,840 kg, 15.8 C, 3 mortalities in 7 days.'],
        ['Group B (tanks 9-14, 1-year-olds): same readings plus growth sample.', 'read_tank_group', { group: 'B', growth_sample: true }, { tanks: 6, biomass_kg: 610, temp_c: 16.4, do_mgl: 7.1, mortalities_7d: 0, mean_shell_mm: 38.2, read_at: c.isoSec() }, 'Group B: 610 kg, 16.4 C, no mortalities, mean shell 38.2 mm.'],
        ['Group C (tanks 15-18, broodstock): check mortality cause.', 'mortality_log', { group: 'C', days: 7 }, { deaths: 5, necropsy: 'withering syndrome suspected (2 of 5)', temp_c: 18.9, flagged_by: 'vet.ops', log_id: c.uuid() }, 'Group C: 5 deaths, withering syndrome suspected in 2, water 18.9 C.'],
      ];
      for (const [instr, tn, args, out, ans] of groups) {
        k.push(...sup.step(`Routing to tank_worker: ${instr}`, []));
        const w = new Run(c, 'langgraph', { system: 'You are tank_worker.', goal: instr });
        k.push(agent('tank_worker', { messages: [instr] }, { messages: [ans] }, [...w.step('', [{ name: tn, args, out }]), ...w.final(ans)], { langgraph_node: 'tank_worker', langgraph_checkpoint_ns: `tank_worker:${c.uuid()}` }));
        sup.history.push({ role: 'user', content: ans });
      }
      k.push(...sup.step('Feeding plan at 2% body weight per day adjusted for temperature: Group A 1,840 kg x 2% = 36.8 kg kelp/day. Group B is growing fast at 16.4 C: 3% = 18.3 kg/day. Group C at 18.9 C with suspected withering syndrome: cut to 1% (broodstock biomass 400 kg, 4 kg/day), chill tanks to 16 C and quarantine. Writing plan.', [{ name: 'write_feeding_plan', args: { A: 36.8, B: 18.3, C: 4.0, notes: 'C quarantine, chill to 16C' }, out: { plan: `FEED-W${c.int(1, 52)}`, saved: true } }]));
      return rootSpan(c, 'langgraph', 'abalone-supervisor', this.goal, { messages: ['feeding plan saved'] }, k);
    },
  },
  {
    id: '05', domain: 'SAML single sign-on rollout', style: 'adk',
    isolates: 'An ADK coordinator sends the same sso_checker sub-agent to three different applications; each returns a different configuration finding, then a rollout summary is written.',
    goal: 'Check whether the wiki, the expense tool and the HR portal are ready to switch to the new Entra ID SAML IdP next Monday, and list blockers.',
    build(c) {
      const k = [];
      const co = new Run(c, 'adk', { system: 'You are rollout_coordinator. Use sso_checker via AgentTool.', goal: this.goal, agentName: 'rollout_coordinator' });
      const apps = [
        ['wiki', { acs_url: 'https://wiki.corp.example/saml/acs', entity_id_match: true, cert_uploaded: true, nameid: 'emailAddress', test_login: 'OK', assertion_id: `_${c.hex(40)}` }, 'wiki: ready. Test login succeeded with emailAddress NameID.'],
        ['expenses', { acs_url: 'https://expenses.vendor.example/sso/acs', entity_id_match: false, expected: 'urn:expenses:corp-example', configured: 'https://expenses.vendor.example', cert_uploaded: true, test_login: 'AADSTS700016' }, 'expenses: blocker. Entity ID mismatch (AADSTS700016); the IdP app must use urn:expenses:corp-example.'],
        ['hr-portal', { acs_url: 'https://hr.corp.example/Shibboleth.sso/SAML2/POST', entity_id_match: true, cert_uploaded: false, cert_expires: c.dayPlus(3), test_login: 'signature validation failed' }, 'hr-portal: blocker. New signing certificate not uploaded; old one expires in 3 days.'],
      ];
      for (const [app, out, ans] of apps) {
        const l = co.llm(`Next I will check ${app}.`, [{ name: 'sso_checker', args: { request: `Check SAML readiness of ${app}` } }]);
        const w = new Run(c, 'adk', { system: 'You are sso_checker.', goal: `Check SAML readiness of ${app}`, agentName: 'sso_checker' });
        const wk = [...w.step('', [{ name: 'inspect_saml_app', args: { app }, out }]), ...w.final(ans)];
        l.children.push(span('tool', 'execute_tool sso_checker', { functionCall: { name: 'sso_checker', args: { request: `Check SAML readiness of ${app}` } } }, { functionResponse: { name: 'sso_checker', response: { result: ans } } }, [agent('invoke_agent sso_checker', { request: app }, ans, wk, { 'gen_ai.agent.name': 'sso_checker' })]));
        co.history.push({ role: 'tool', content: ans });
        k.push(l);
      }
      k.push(...co.final('Readiness for Monday: wiki ready; expenses blocked by entity ID mismatch (fix: set identifier to urn:expenses:corp-example in Entra); hr-portal blocked by missing new signing certificate (upload before it expires in 3 days). Recommend switching wiki Monday and the other two once fixed.'));
      return rootSpan(c, 'adk', 'rollout_coordinator', this.goal, { final: 'wiki ready; 2 blockers' }, k);
    },
  },
  {
    id: '06', domain: 'marina fuel dock operations', style: 'bedrock',
    isolates: 'A Bedrock supervisor asks the same FuelDesk collaborator for tank levels, then for pending boat bookings, then for the supplier slot; three different answers feed a delivery order.',
    goal: 'Decide whether the marina fuel dock needs a diesel and petrol delivery before the regatta weekend and book it if so.',
    build(c) {
      const k = [];
      const asks = [
        ['Report current diesel and petrol tank levels.', 'get_tank_levels', { tanks: ['diesel', 'petrol'] }, { diesel_l: 6200, diesel_cap_l: 20000, petrol_l: 2900, petrol_cap_l: 10000, gauge: 'Veeder-Root TLS-350', read: c.syslog() }, 'Diesel 6,200 of 20,000 L (31%), petrol 2,900 of 10,000 L (29%).'],
        ['How much fuel is pre-booked for the regatta weekend?', 'get_fuel_bookings', { from: c.dayPlus(3), to: c.dayPlus(5) }, { bookings: 47, diesel_l: 9100, petrol_l: 3400, largest: 'MY Serenata 2,400 L diesel' }, 'Pre-booked: 9,100 L diesel and 3,400 L petrol across 47 boats.'],
        ['What delivery slots does the supplier have before Friday?', 'get_supplier_slots', { supplier: 'Coastal Fuels', before: c.dayPlus(3) }, { slots: [{ date: c.dayPlus(1), window: '07:00-09:00', max_l: 18000 }, { date: c.dayPlus(2), window: '14:00-16:00', max_l: 12000 }], quote_ref: `CF-${c.int(1000, 9999)}` }, 'Coastal Fuels has a tomorrow 07:00-09:00 slot (up to 18,000 L) and the day after 14:00-16:00 (12,000 L).'],
      ];
      for (const [i, [q, tn, args, out, ans]] of asks.entries()) {
        c.tick(1000, 5000);
        const l = span('llm', 'modelInvocation', { text: i ? `Previous: ${asks[i - 1][4]}` : this.goal, type: 'ORCHESTRATION' }, { rationale: { text: `I need to ask FuelDesk: ${q}` }, invocationInput: { agentCollaboratorInvocationInput: { agentCollaboratorName: 'FuelDesk', input: { text: q } } } }, [], { metadata: { usage: { inputTokens: c.int(900, 3000), outputTokens: c.int(40, 150) } } });
        const w = new Run(c, 'bedrock', { system: 'You are FuelDesk.', goal: q, agentName: 'FuelDesk' });
        const wk = [...w.step(`Use ${tn}.`, [{ name: tn, args, out, group: 'fuel' }]), ...w.final(ans)];
        const t = span('tool', 'AgentCommunication__sendMessage', { recipient: 'FuelDesk', content: q }, { agentCollaboratorInvocationOutput: { agentCollaboratorName: 'FuelDesk', output: { text: ans } } }, [agent('FuelDesk', { inputText: q }, { text: ans }, wk, { collaboratorName: 'FuelDesk', agentId: c.alnum(10, true) })]);
        k.push(span('chain', 'orchestrationTrace', { step: i + 1 }, { type: 'AGENT_COLLABORATOR' }, [l, t]));
      }
      const run = new Run(c, 'bedrock', { system: 'Supervisor', goal: this.goal });
      k.push(...run.step('Diesel: 6,200 L on hand vs 9,100 L booked, short 2,900 L plus walk-ins; order 12,000 L diesel. Petrol: 2,900 vs 3,400 booked; order 5,000 L. Total 17,000 L fits tomorrow\'s 18,000 L slot.', [{ name: 'book_delivery', args: { supplier: 'Coastal Fuels', date: c.dayPlus(1), window: '07:00-09:00', diesel_l: 12000, petrol_l: 5000 }, out: { confirmation: `CF-D${c.int(10000, 99999)}`, eta: '07:30' }, group: 'fuel' }]));
      return rootSpan(c, 'bedrock', 'MarinaSupervisor', this.goal, { completion: 'Delivery of 12,000 L diesel and 5,000 L petrol booked for tomorrow 07:00-09:00.' }, k);
    },
  },
];
