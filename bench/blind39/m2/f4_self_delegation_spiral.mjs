// Loop family 4: the task is handed to itself / a sub-agent that hands it on again, 3+ levels deep,
// nobody doing the work. Instructions are copied or reworded (stagnation true).

// attach a nested sub-agent run under the delegation tool span of a turn
function lastTool(s) { for (let i = s.children.length - 1; i >= 0; i--) { const f = lastTool(s.children[i]); if (f) return f; } return s.type === 'tool' ? s : null; }
function delegate(spans, childSpan) { const t = lastTool({ type: 'x', children: spans }); t.children = [childSpan]; return spans; }

export default {
  family: 'self_delegation_spiral',
  rows: [
    {
      domain: 'tall ship sail training', style: 'openai_agents',
      opts: { agent: 'Voyage coordinator', tools: ['watch_planner', 'get_trainee_list'] },
      isolates: 'Agents-as-tools: the voyage coordinator asks the watch planner, which asks the coordinator, which asks the planner again, four levels deep with the same instructions and no roster written.',
      goal: 'Make the watch rota (red/white/blue watches, 4-hour watches) for the 12 trainees on the brig "Morning Star" for the Falmouth–Cork passage.',
      build(st, n) {
        const lvl = (s, depth) => {
          const c = [];
          const who = depth % 2 === 0 ? 'watch_planner' : 'voyage_coordinator';
          const txt = depth % 2 === 0 ? 'Building watch rotas is the watch planner\'s job. I\'ll hand the rota task to the watch planner.' : 'The rota needs the voyage plan and crew context, which the voyage coordinator owns. I\'ll hand the rota task back to the voyage coordinator.';
          if (depth === 0) c.push(...s.turn('', [{ name: 'get_trainee_list', args: { voyage: 'MS-2025-07' }, out: { trainees: 12, watch_leaders: ['Kerr', 'Osei', 'Lund'], list_version: n.next(), fetched: n.iso() } }]));
          if (depth < 4) {
            const childName = depth % 2 === 0 ? 'Watch planner' : 'Voyage coordinator';
            const child = s.child(childName, 'Make the watch rota (red/white/blue, 4-hour watches) for the 12 trainees on Morning Star, Falmouth–Cork.', { tools: [depth % 2 === 0 ? 'voyage_coordinator' : 'watch_planner'] });
            const inner = lvl(child, depth + 1);
            const sp = s.turn(txt, [{ name: who, args: { input: 'Make the watch rota (red/white/blue, 4-hour watches) for the 12 trainees on Morning Star, Falmouth–Cork.' }, out: inner.output.final_output }]);
            c.push(...delegate(sp, inner));
            return s.wrap(c, inner.output.final_output);
          }
          return s.wrap([...s.turn('Building watch rotas is the watch planner\'s job. I\'ll hand the rota task to the watch planner.', [{ name: 'watch_planner', args: { input: 'Make the watch rota for the 12 trainees on Morning Star.' }, err: 'MaxTurnsExceeded', out: null }])], 'MaxTurnsExceeded: Max turns (10) exceeded');
        };
        const top = lvl(st, 0);
        return { type: 'agent', name: 'Agent workflow', input: { input: st.goal }, output: { final_output: null }, children: [top], error: 'MaxTurnsExceeded: Max turns (10) exceeded', metadata: { trace_id: 'trace_' + n.hex(32), workflow_name: 'voyage-ops' } };
      },
    },
    {
      domain: 'handmade paper mill', style: 'crewai',
      opts: { agent: 'Mill Manager', process: 'hierarchical' },
      isolates: 'CrewAI hierarchical crew: the manager delegates to the production planner, who delegates to the vat supervisor, who delegates back to the planner, each passing the same order on; nothing is scheduled.',
      goal: 'Schedule the 400-sheet cotton rag watercolour paper order (A2, 300gsm, deckle edge) for Atelier Verde on the vat and press calendar next week.',
      build(st, n) {
        const TASK = 'Schedule the 400-sheet cotton rag watercolour order (A2, 300gsm, deckle edge) for Atelier Verde on the vat and press calendar.';
        const deleg = (s, to, text, inner) => delegate(s.turn(text, [{ name: 'Delegate work to coworker', args: { task: TASK, context: 'Customer Atelier Verde, due next Friday.', coworker: to }, out: inner.output.raw }]), inner);
        const l4 = st.child('Production Planner', TASK);
        const w4 = l4.wrap([...l4.turn('Thought: Scheduling vat time is best done by the Vat Supervisor. I will delegate it.', [{ name: 'Delegate work to coworker', args: { task: TASK, coworker: 'Vat Supervisor' }, err: 'Maximum delegation depth reached', out: null }])], 'Agent stopped due to iteration limit or time limit.');
        const l3 = st.child('Vat Supervisor', TASK);
        const w3 = l3.wrap(deleg(l3, 'Production Planner', 'Thought: This is a scheduling task across vat and press, so the Production Planner should handle it. I will delegate it.', w4), 'Agent stopped due to iteration limit or time limit.');
        const l2 = st.child('Production Planner', TASK);
        const w2 = l2.wrap([...l2.turn('Thought: I should check the vat calendar.', [{ name: 'Read calendar', args: { resource: 'vat-2', week: 23 }, out: `vat-2 wk23: Mon free, Tue free, Wed 09-13 booked (kozo run ${n.upper(5)}), Thu free, Fri free  [ics fetched ${n.httpDate()}]` }]), ...deleg(l2, 'Vat Supervisor', 'Thought: Scheduling vat time is best done by the Vat Supervisor. I will delegate it.', w3)], 'Agent stopped due to iteration limit or time limit.');
        const top = deleg(st, 'Production Planner', 'Thought: This is a scheduling task across vat and press, so the Production Planner should handle it. I will delegate it.', w2);
        const task = st.task(TASK, top, 'Agent stopped due to iteration limit or time limit.');
        return st.root([task], 'Agent stopped due to iteration limit or time limit.');
      },
    },
    {
      domain: 'haunted house attraction', style: 'autogen',
      opts: { agent: 'ops_lead', team: 'SelectorGroupChat', participants: ['ops_lead', 'scare_scheduler', 'floor_manager'] },
      isolates: 'AutoGen agents wrapped as tools pass the scare-actor rota request down three nested levels, each rewording it slightly and forwarding it again; no rota is produced.',
      goal: 'Build the Saturday scare-actor rota for the "Hollow Manor" haunted house: 14 actors, 6 rooms, 15-minute breaks every 90 minutes, doors 18:00–23:30.',
      build(st, n) {
        const c = [];
        c.push(...st.turn('', [{ name: 'list_actors', args: { night: 'Sat' }, out: { actors: 14, rooms: ['Foyer', 'Nursery', 'Crypt', 'Kitchen', 'Attic', 'Maze'], makeup_call: '16:30', fetched: n.usDate(), sheet_rev: n.hex(7) } }]));
        const l3 = st.child('ops_lead', 'Create the Saturday rota: 14 actors, 6 rooms, breaks every 90 min, 18:00–23:30.');
        const w3 = l3.wrap([...l3.turn('The rota should come from the scare scheduler, who knows the rooms. Forwarding to scare_scheduler.', [{ name: 'scare_scheduler', args: { task: 'Create the Saturday rota: 14 actors, 6 rooms, breaks every 90 min.' }, err: 'Max nested tool depth exceeded (3)', out: null }])], null);
        const l2 = st.child('floor_manager', 'Please produce the Saturday actor rota (14 actors / 6 rooms / 90-min break rule).');
        const w2 = l2.wrap(delegate(l2.turn('Rota building belongs to operations; the ops lead should produce it. Forwarding to ops_lead.', [{ name: 'ops_lead', args: { task: 'Create the Saturday rota: 14 actors, 6 rooms, breaks every 90 min, 18:00–23:30.' }, out: null }]), w3), null);
        const l1 = st.child('scare_scheduler', 'Make the Saturday scare-actor rota for Hollow Manor (14 actors, 6 rooms, break every 90 min).');
        const w1 = l1.wrap(delegate(l1.turn('The break rules are floor policy; the floor manager should produce the rota. Forwarding to floor_manager.', [{ name: 'floor_manager', args: { task: 'Please produce the Saturday actor rota (14 actors / 6 rooms / 90-min break rule).' }, out: null }]), w2), null);
        c.push(...delegate(st.turn('The rota should come from the scare scheduler, who knows the rooms. Forwarding to scare_scheduler.', [{ name: 'scare_scheduler', args: { task: 'Make the Saturday scare-actor rota for Hollow Manor (14 actors, 6 rooms, break every 90 min).' }, out: null }]), w1));
        c.push(...st.final('The rota should come from the scare scheduler. I have asked scare_scheduler to build it.'));
        return st.root(c, 'The rota should come from the scare scheduler. I have asked scare_scheduler to build it.');
      },
    },
    {
      domain: 'art bronze foundry', style: 'langgraph',
      opts: { agent: 'supervisor', graph: 'foundry_supervisor' },
      isolates: 'LangGraph supervisor routes the pour-scheduling request to a casting sub-graph whose agent routes it to the supervisor sub-graph again, nested four levels until the recursion limit.',
      goal: 'Schedule the bronze pour for the 1.8 m "Tidewalker" sculpture (lost-wax, 9 ceramic-shell moulds, ~310 kg metal) at the foundry next week and notify the artist.',
      build(st, n) {
        const T = 'Schedule the Tidewalker bronze pour (9 shell moulds, ~310 kg) next week and notify the artist.';
        const mk = (depth) => {
          const name = depth % 2 ? 'casting_agent' : 'supervisor';
          const s = st.child(name, T, { llmName: 'ChatAnthropic', model: 'claude-3-5-sonnet-20241022' });
          const target = depth % 2 ? 'supervisor' : 'casting_agent';
          const text = depth % 2 ? 'Pour scheduling spans furnace, kiln burnout and artist comms, which the supervisor coordinates. Routing back to supervisor.' : 'Pour scheduling is a casting task. Routing to casting_agent.';
          if (depth === 4) return s.wrap(s.turn(text, [{ name: `transfer_to_${target}`, args: { task: T }, err: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.', out: null }]), null);
          const inner = mk(depth + 1);
          const body = depth === 2 ? [...s.turn('', [{ name: 'furnace_calendar', args: { furnace: 'induction-500kg', week: '2025-W38' }, out: { free_days: ['Tue', 'Thu'], burnout_kiln: { Tue: 'booked', Thu: 'free' }, as_of: n.isoOffset(60), rev: n.hex(6) } }])] : [];
          return s.wrap([...body, ...delegate(s.turn(text, [{ name: `transfer_to_${target}`, args: { task: T }, out: 'Transferred' }]), inner)], null);
        };
        const inner = mk(1);
        const c = delegate(st.turn('Pour scheduling is a casting task. Routing to casting_agent.', [{ name: 'transfer_to_casting_agent', args: { task: T }, out: 'Transferred' }]), inner);
        return st.root(c, 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.');
      },
    },
    {
      domain: 'ice hotel construction', style: 'smolagents',
      opts: { agent: 'site_manager', tools: ['block_planner', 'get_ice_inventory'] },
      isolates: 'smolagents managed agents: the site manager calls the block planner, which calls the site manager agent, which calls the block planner again, each with the same brief, and no cutting list is made.',
      goal: 'Produce the ice-block cutting list for suite 7 of the Jukkasjärvi ice hotel (vaulted room 4.5 × 6 m, bed plinth, one carved reindeer relief) from the river-ice stock.',
      build(st, n) {
        const T = 'Produce the ice-block cutting list for suite 7 (4.5 x 6 m vault, bed plinth, reindeer relief).';
        const c = [];
        c.push(...st.turn('First look at the ice stock.', [{ name: 'get_ice_inventory', var: 'inv', args: { store: 'freezer-hall-B' }, out: `blocks 1.2x0.6x0.6m: 412 (grade A 301, B 111)\nhall temp -7.4C  door log ${n.hex(8)}  read ${n.logTs()}` }]));
        const l3 = st.child('block_planner', T);
        const w3 = l3.wrap(l3.turn('Planning depends on the overall site plan, so the site manager should decide the cutting list. I will ask site_manager.', [{ name: 'site_manager', var: 'plan', args: { task: T }, err: 'AgentMaxStepsError: Reached max steps.' }]), null);
        const l2 = st.child('site_manager', T);
        const w2 = l2.wrap(delegate(l2.turn('The cutting list is a detailed block plan, so block_planner should produce it. I will ask block_planner.', [{ name: 'block_planner', var: 'plan', args: { task: T }, out: null }]), w3), null);
        const l1 = st.child('block_planner', T);
        const w1 = l1.wrap(delegate(l1.turn('Planning depends on the overall site plan, so the site manager should decide the cutting list. I will ask site_manager.', [{ name: 'site_manager', var: 'plan', args: { task: T }, out: null }]), w2), null);
        c.push(...delegate(st.turn('The cutting list is a detailed block plan, so block_planner should produce it. I will ask block_planner.', [{ name: 'block_planner', var: 'plan', args: { task: T }, out: null }]), w1));
        return st.root(c, 'AgentMaxStepsError: Reached max steps.');
      },
    },
    {
      domain: 'antique map dealer', style: 'gemini_adk',
      opts: { agent: 'catalogue_root', app: 'map-dealer' },
      isolates: 'ADK AgentTool nesting: the cataloguing request goes root -> cataloguer -> provenance agent -> cataloguer, each passing the same description on without writing the entry.',
      goal: 'Write the catalogue entry (title, cartographer, date, dimensions, condition, price) for the newly acquired 1662 Blaeu map of Cornwall, stock no. BL-1662-07.',
      build(st, n) {
        const T = 'Write the catalogue entry for stock BL-1662-07, the 1662 Blaeu map of Cornwall.';
        const c = [];
        c.push(...st.turn('', [{ name: 'get_stock_item', args: { sku: 'BL-1662-07' }, out: { sku: 'BL-1662-07', received: n.euDate(), sheet_mm: '540x420', colouring: 'original outline', photos: 6, photo_set: n.uuid() } }]));
        const l3 = st.child('cataloguer', T);
        const w3 = l3.wrap(l3.turn('A catalogue entry for a Blaeu needs provenance first. I will pass this to the provenance agent.', [{ name: 'provenance_agent', args: { request: T }, err: 'LlmCallsLimitExceededError: Max number of llm calls limit of 12 exceeded' }]), null);
        const l2 = st.child('provenance_agent', T);
        const w2 = l2.wrap(delegate(l2.turn('Writing the catalogue entry is the cataloguer\'s job. I will pass this to the cataloguer.', [{ name: 'cataloguer', args: { request: T }, out: null }]), w3), null);
        const l1 = st.child('cataloguer', T);
        const w1 = l1.wrap(delegate(l1.turn('A catalogue entry for a Blaeu needs provenance first. I will pass this to the provenance agent.', [{ name: 'provenance_agent', args: { request: T }, out: null }]), w2), null);
        c.push(...delegate(st.turn('Writing the catalogue entry is the cataloguer\'s job. I will pass this to the cataloguer.', [{ name: 'cataloguer', args: { request: T }, out: null }]), w1));
        return st.root(c, '');
      },
    },
  ],
};
