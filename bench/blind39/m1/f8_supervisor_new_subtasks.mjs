// Family: supervisor_new_subtasks (healthy) — a supervisor hands the same worker different sub-tasks, each with new results, then synthesises.
import { sp, styler } from './lib.mjs';

export const family = 'supervisor_new_subtasks';
export const loop = false;
export const stagnation = false;

// build one worker invocation: worker llm -> tool -> worker llm answer
function worker(n, style, model, name, task, toolName, args, out, answer, wrapName) {
  const W = styler(n, style, { model, goal: task, agentName: name });
  const kids = [W.llm('', [[toolName, args]]), W.tool(toolName, args, out), W.llm(answer)];
  return sp('agent', wrapName || name, { task }, answer, kids);
}

export const rows = [
  {
    id: '01', domain: 'ferret rescue adoptions', style: 'autogen',
    isolates: 'AutoGen SelectorGroupChat: the coordinator sends the same records_agent three different sub-tasks (intake list, vet checks, home-check slots), each returning new data, then writes the weekly plan.',
    goal: 'Prepare this week\'s adoption plan for the ferret rescue: which ferrets are ready, vet status, and home-check appointments.',
    build(n, goal) {
      const S = styler(n, 'autogen', { model: 'gpt-4o', goal, agentName: 'coordinator' });
      const kids = [
        S.llm('records_agent: list ferrets marked ready for adoption.'),
        worker(n, 'autogen', 'gpt-4o-mini', 'records_agent', 'list ferrets marked ready for adoption', 'query_animals', { species: 'ferret', status: 'ready' }, [{ name: 'Biscuit', sex: 'hob', age_y: 2 }, { name: 'Pickle', sex: 'jill', age_y: 1 }, { name: 'Mango', sex: 'jill', age_y: 4 }], 'Ready: Biscuit (hob, 2y), Pickle (jill, 1y), Mango (jill, 4y).'),
        S.llm('records_agent: now give the vet status (vaccination, neuter/implant) for Biscuit, Pickle and Mango.'),
        worker(n, 'autogen', 'gpt-4o-mini', 'records_agent', 'vet status for Biscuit, Pickle, Mango', 'query_vet_records', { animals: ['Biscuit', 'Pickle', 'Mango'] }, { Biscuit: { distemper: '2024-02-10', neutered: true }, Pickle: { distemper: '2024-05-03', deslorelin_implant: '2024-05-03' }, Mango: { distemper: 'overdue', adrenal_check: 'pending' } }, 'Biscuit and Pickle are vaccinated and neutered/implanted; Mango\'s distemper booster is overdue and an adrenal check is pending.'),
        S.llm('records_agent: find home-check slots this week for the approved applicants for Biscuit and Pickle.'),
        worker(n, 'autogen', 'gpt-4o-mini', 'records_agent', 'home-check slots for Biscuit and Pickle applicants', 'volunteer_calendar', { task: 'home_check', week: '2024-W37' }, { slots: [{ day: 'Tue', time: '18:00', volunteer: 'Gemma' }, { day: 'Thu', time: '17:30', volunteer: 'Rob' }], applicants: { Biscuit: 'the Hallorans', Pickle: 'J. Mensah' } }, 'Tue 18:00 with Gemma for the Hallorans (Biscuit); Thu 17:30 with Rob for J. Mensah (Pickle).'),
        S.llm('Plan: Biscuit → Hallorans, home check Tue 18:00 (Gemma). Pickle → J. Mensah, Thu 17:30 (Rob). Mango held back: distemper booster and adrenal check first. TERMINATE'),
      ];
      return sp('agent', 'SelectorGroupChat.run', { task: goal }, { stop_reason: "Text 'TERMINATE' mentioned" }, kids, { metadata: { 'autogen.team': 'SelectorGroupChat' } });
    },
  },
  {
    id: '02', domain: 'dulcimer workshop commissions', style: 'crewai',
    isolates: 'CrewAI hierarchical process: the manager delegates three different research tasks to the same Materials Researcher, each with new results, then compiles a quote.',
    goal: 'Quote a custom walnut hammered dulcimer (16/15 course) for a customer, with materials, hours and lead time.',
    build(n, goal) {
      const M = styler(n, 'crewai', { model: 'gpt-4o', goal, agentName: 'Workshop Manager' });
      const w = (task, tool, args, out, ans) => {
        const W = styler(n, 'crewai', { model: 'gpt-4o-mini', goal: task, agentName: 'Materials Researcher' });
        return sp('agent', 'Agent: Materials Researcher', { task }, ans, [W.llm('I need to look this up.', [[tool, args]]), W.tool(tool, args, out), W.llm(ans)]);
      };
      const kids = [
        M.llm('Start with timber cost.', [['Delegate work to coworker', { task: 'Price walnut soundboard-grade stock for a 16/15 dulcimer', coworker: 'Materials Researcher' }]]),
        w('Price walnut stock', 'Supplier Price Lookup', { item: 'black walnut, quartersawn, 4/4', qty_bf: 14 }, { price_per_bf: 16.5, in_stock: true, quote_ref: 'Q' + n.int(1000, 9999) }, 'Walnut 14 bf at $16.50 = $231, in stock.'),
        M.llm('Now strings and pins.', [['Delegate work to coworker', { task: 'Price strings, tuning pins and bridge caps for 16/15 course', coworker: 'Materials Researcher' }]]),
        w('Price strings and pins', 'Supplier Price Lookup', { item: 'dulcimer string set 16/15 + 93 zither pins' }, { string_set: 68, pins: 93 * 0.55, bridge_caps: 22 }, 'Strings $68, 93 pins $51.15, bridge caps $22: $141.15 total.'),
        M.llm('Now labour history.', [['Delegate work to coworker', { task: 'Average build hours of the last five 16/15 dulcimers from the job log', coworker: 'Materials Researcher' }]]),
        w('Average build hours', 'Job Log Reader', { model: '16/15', last: 5 }, { hours: [62, 58, 71, 60, 64] }, 'Average 63 hours (range 58-71).'),
        M.llm('Materials $372.15 (walnut 231 + hardware 141.15), labour 63 h at $45 = $2,835, total $3,207 before finish; lead time 9 weeks given current queue.'),
      ];
      return sp('agent', 'Crew.kickoff', { inputs: { commission: 'walnut 16/15' } }, 'Quote: $3,207, 9 weeks.', [sp('chain', 'Task: prepare_quote', { description: goal }, 'Quote: $3,207, 9 weeks.', kids)], { metadata: { process: 'hierarchical', crewai_version: '0.86.0' } });
    },
  },
  {
    id: '03', domain: 'tuk-tuk rental fleet', style: 'langsmith',
    isolates: 'LangGraph supervisor routes to the same fleet_worker node three times with different questions (battery health, bookings, repair tickets); each returns new data and the supervisor synthesises.',
    goal: 'Decide which 4 electric tuk-tuks to put on the Saturday harbour-tour shift.',
    build(n, goal) {
      const S = styler(n, 'langsmith', { model: 'gpt-4o', goal });
      const node = (task, tool, args, out, ans) => sp('chain', 'fleet_worker', { messages: [{ type: 'human', content: task }] }, { messages: [{ type: 'ai', content: ans }] }, [worker(n, 'langsmith', 'gpt-4o-mini', 'fleet_worker', task, tool, args, out, ans, 'RunnableSequence')]);
      const kids = [
        sp('chain', 'supervisor', null, { next: 'fleet_worker' }, [S.llm('Route to fleet_worker: battery state of health for all 7 tuk-tuks.')]),
        node('battery SoH for all tuk-tuks', 'fleet_telemetry', { metric: 'battery_soh' }, { TT1: 94, TT2: 71, TT3: 88, TT4: 90, TT5: 65, TT6: 92, TT7: 86, sampled: n.iso() }, 'SoH above 85%: TT1, TT3, TT4, TT6, TT7; TT2 71%, TT5 65%.'),
        sp('chain', 'supervisor', null, { next: 'fleet_worker' }, [S.llm('Route to fleet_worker: which tuk-tuks are already booked Saturday.')]),
        node('Saturday bookings', 'bookings_for_day', { date: 'Saturday' }, { booked: { TT3: 'wedding 10:00-16:00' } }, 'TT3 is booked for a wedding Saturday.'),
        sp('chain', 'supervisor', null, { next: 'fleet_worker' }, [S.llm('Route to fleet_worker: open repair tickets.')]),
        node('open repair tickets', 'repair_tickets', { status: 'open' }, [{ vehicle: 'TT7', issue: 'rear brake squeal', severity: 'low' }], 'Only TT7 has an open ticket: low-severity brake squeal.'),
        sp('chain', 'supervisor', null, { next: 'FINISH' }, [S.llm('Saturday shift: TT1, TT4, TT6 and TT7 (brake squeal is low severity; check before shift). TT3 is booked, TT2/TT5 have weak batteries.')]),
      ];
      return sp('chain', 'LangGraph', { messages: [{ type: 'human', content: goal }] }, { messages: [{ type: 'ai', content: 'TT1, TT4, TT6, TT7' }] }, kids, { metadata: { thread_id: n.uuid() } });
    },
  },
  {
    id: '04', domain: 'shoji screen makers orders', style: 'oai_agents',
    isolates: 'OpenAI Agents SDK: the triage agent calls the same Estimator agent-as-tool three times for three different rooms, each estimate new, then totals the order.',
    goal: 'Prepare a quote for shoji screens for three rooms of a house renovation (living, study, tea room) from the site measurements.',
    build(n, goal) {
      const S = styler(n, 'oai_agents', { model: 'gpt-4.1', goal });
      const rooms = [['living room', { width_mm: 3640, height_mm: 1820, panels: 4, paper: 'mino washi' }, 'Living room: 4 panels, hinoki, mino washi: ¥248,000.'], ['study', { width_mm: 1820, height_mm: 1760, panels: 2, paper: 'laminated washi' }, 'Study: 2 panels, laminated washi for durability: ¥96,000.'], ['tea room', { width_mm: 2730, height_mm: 1730, panels: 3, paper: 'hand-made kozo', kumiko: 'asanoha' }, 'Tea room: 3 panels with asanoha kumiko and kozo paper: ¥312,000.']];
      const kids = [];
      for (const [room, dims, ans] of rooms) {
        kids.push(S.llm('', [['estimator', { input: `Estimate shoji for the ${room}: ${JSON.stringify(dims)}` }]]));
        const W = styler(n, 'oai_agents', { model: 'gpt-4.1-mini', goal: `Estimate ${room}` });
        const inner = sp('agent', 'Estimator', { input: room }, ans, [W.llm('', [['price_panels', dims]]), W.tool('price_panels', dims, { unit_price_jpy: n.int(40, 100) * 1000, panels: dims.panels, calc_id: n.uuid() }), W.llm(ans)], { metadata: { span_data: { type: 'agent', name: 'Estimator' } } });
        const t = S.tool('estimator', undefined, ans);
        t.children = [inner];
        kids.push(t);
      }
      kids.push(S.llm('Total for three rooms: ¥656,000 (living ¥248,000, study ¥96,000, tea room ¥312,000), hinoki frames throughout.'));
      return sp('agent', 'Quote Desk', { input: goal }, 'Total ¥656,000', kids, { metadata: { span_data: { type: 'agent', name: 'Quote Desk', tools: ['estimator'] } } });
    },
  },
  {
    id: '05', domain: 'insulin pump customer support', style: 'strands',
    isolates: 'Strands agents-as-tools: the support lead asks the same device_specialist three different questions (alarm code, firmware, warranty), each answered with new facts, then replies to the customer.',
    goal: 'Answer a customer whose insulin pump shows alarm A-52 after a firmware update and asks if it is under warranty.',
    build(n, goal) {
      const S = styler(n, 'strands', { model: 'us.anthropic.claude-3-7-sonnet-20250219-v1:0', goal });
      const qs = [
        ['What does alarm A-52 mean on the VX-3 pump?', 'kb_lookup', { code: 'A-52', device: 'VX-3' }, { code: 'A-52', meaning: 'Occlusion detected in infusion set', action: 'Change infusion set and reservoir; if repeats within 2h, call 24h line' }, 'A-52 is an occlusion alarm: change the infusion set and reservoir; repeats within 2 hours need the 24-hour line.'],
        ['Is A-52 linked to firmware 4.2.1?', 'release_notes', { device: 'VX-3', version: '4.2.1' }, { version: '4.2.1', changes: ['occlusion sensitivity default raised from low to medium'] }, 'Firmware 4.2.1 raised the default occlusion sensitivity from low to medium, so A-52 may appear more often.'],
        ['Warranty status for serial VX3-88172?', 'warranty_check', { serial: 'VX3-88172' }, { serial: 'VX3-88172', warranty_end: '2026-03-31', status: 'active' }, 'Serial VX3-88172 is under warranty until 31 March 2026.'],
      ];
      const cycles = [];
      for (const [q, tool, a, out, ans] of qs) {
        cycles.push(S.llm('', [['device_specialist', { query: q }]]));
        const t = S.tool('device_specialist', undefined, ans);
        t.children = [worker(n, 'strands', 'us.amazon.nova-pro-v1:0', 'device_specialist', q, tool, a, out, ans, 'invoke_agent device_specialist')];
        cycles.push(t);
      }
      cycles.push(S.llm('A-52 is an occlusion alarm; change the set and reservoir. Firmware 4.2.1 made occlusion detection more sensitive, which explains seeing it after the update; sensitivity can be set back to low in Settings > Delivery. Your pump (VX3-88172) is under warranty until 31 March 2026.'));
      return sp('agent', 'invoke_agent support_lead', { 'gen_ai.prompt': goal }, 'Reply sent.', cycles, { metadata: { 'gen_ai.system': 'strands-agents' } });
    },
  },
  {
    id: '06', domain: 'mushroom foraging tours', style: 'griptape',
    isolates: 'A Griptape workflow (not in the given list) runs the same Researcher structure on three different sub-tasks (weather, permit rules, species in season), then a summary task combines them.',
    goal: 'Prepare the briefing for Sunday\'s guided mushroom foraging walk in Kielder Forest.',
    build(n, goal) {
      const subs = [
        ['Sunday forecast for Kielder', 'WebSearch_search', { query: 'Kielder forecast Sunday' }, 'Sun: light rain until 10:00, 11C, wind 15 mph SW', 'Rain clears by 10:00, 11°C, SW wind 15 mph: start at 10:30.'],
        ['Forestry England foraging rules Kielder', 'WebScraper_get_content', { url: 'https://www.forestryengland.uk/foraging' }, '<p>Personal use only: up to 1.5 kg per person. Commercial picking requires permission.</p>', 'Personal limit 1.5 kg per person; the group is covered under our guiding permit.'],
        ['Species in season late September, Northumberland conifers', 'WebSearch_search', { query: 'mushrooms in season September Northumberland conifer' }, 'cep, slippery jack, chanterelle, hedgehog fungus; beware deathcap near birch edges', 'Expect cep, slippery jack, chanterelle and hedgehog fungus; warn about deathcap on birch margins.'],
      ];
      const tasks = subs.map(([t, tool, a, out, ans]) => {
        const W = styler(n, 'griptape', { model: 'gpt-4o', goal: t });
        return sp('chain', 'PromptTask researcher', { input: t }, ans, [W.llm('', [[tool, a]]), W.tool(tool, a, out), W.llm(ans)], { metadata: { structure: 'Agent:Researcher', task_id: n.hex(32) } });
      });
      const F = styler(n, 'griptape', { model: 'gpt-4o', goal });
      const sum = sp('chain', 'PromptTask summary', { parents: tasks.length }, 'Briefing ready', [F.llm('Briefing: meet 10:30 after rain clears (11°C, SW 15 mph). Limit 1.5 kg each, covered by our guiding permit. Targets: cep, slippery jack, chanterelle, hedgehog fungus. Deathcap warning at birch edges.')]);
      return sp('agent', 'Workflow.run', { args: [goal] }, 'Briefing ready', [...tasks, sum], { metadata: { framework: 'griptape' } });
    },
  },
];
