// Family: supervisor_varied_subtasks (healthy) — a supervisor hands the same worker agent different
// sub-tasks in turn; each comes back with new results; then a synthesis.
import { Trace } from './lib.mjs';

export const family = 'supervisor_varied_subtasks';
export const labels = { loop: false, stagnation: false };

export const scenarios = [
  {
    n: '01', domain: 'nonprofit volunteer scheduling', style: 'langgraph',
    isolates: 'A LangGraph supervisor routes three different shift-gap questions to the same roster worker subgraph, each answered with different volunteers, then writes the weekend rota.',
    goal: 'Fill the open volunteer shifts at the Canal Street community kitchen for this weekend (Sat breakfast, Sat dinner, Sun lunch) and produce the final rota.',
    build(id) {
      const t = new Trace({ id, style: 'langgraph', goal: this.goal, agent: 'kitchen-supervisor', system: 'You are the supervisor. Route sub-tasks to roster_worker and synthesise.' });
      const n = t.n;
      const work = (task, query, result, answer) => {
        t.llm('', [{ name: 'transfer_to_roster_worker', args: { task } }]);
        t.group('agent', 'roster_worker', { messages: [{ type: 'human', content: task }] }, () => {
          t.llm('', [{ name: 'find_available_volunteers', args: query }], { name: 'ChatOpenAI' });
          t.tool('find_available_volunteers', query, result);
          t.llm(answer);
          return { messages: [{ type: 'ai', content: answer }] };
        }, { metadata: { langgraph_node: 'roster_worker', langgraph_checkpoint_ns: `roster_worker:${n.uuid()}` } });
      };
      work('Find 3 volunteers for Saturday breakfast (07:00-10:00), food hygiene level 2 needed for at least one.', { shift: 'sat-breakfast', need: 3, cert: 'food_hygiene_l2' }, [{ name: 'Maureen D.', certs: ['food_hygiene_l2'] }, { name: 'Ollie P.', certs: [] }, { name: 'Sadia R.', certs: [] }, { name: 'Glen W.', certs: ['first_aid'] }], 'Saturday breakfast: Maureen D. (L2 hygiene), Ollie P., Sadia R.');
      work('Find 4 volunteers for Saturday dinner (16:00-20:00), one must be a driver for the van collection at 15:30.', { shift: 'sat-dinner', need: 4, role: 'driver' }, [{ name: 'Tariq H.', certs: ['minibus_d1'] }, { name: 'Bryony L.', certs: [] }, { name: 'Chen Y.', certs: ['food_hygiene_l2'] }, { name: 'Pat M.', certs: [] }], 'Saturday dinner: Tariq H. (driver, van at 15:30), Bryony L., Chen Y., Pat M.');
      work('Find 3 volunteers for Sunday lunch (11:00-14:00); avoid anyone already doing two shifts this week.', { shift: 'sun-lunch', need: 3, max_weekly_shifts: 1 }, [{ name: 'Ife A.', week_shifts: 0 }, { name: 'Rosa G.', week_shifts: 1 }, { name: 'Dev K.', week_shifts: 0 }], 'Sunday lunch: Ife A., Rosa G., Dev K. (none over two shifts).');
      t.llm('Weekend rota for Canal Street kitchen:\n• Sat breakfast 07:00–10:00 – Maureen D. (L2), Ollie P., Sadia R.\n• Sat dinner 16:00–20:00 – Tariq H. (van 15:30), Bryony L., Chen Y., Pat M.\n• Sun lunch 11:00–14:00 – Ife A., Rosa G., Dev K.\nAll three gaps are filled.');
      return t.finish({ messages: [{ type: 'ai', content: 'All weekend shifts filled.' }] });
    },
  },
  {
    n: '02', domain: 'offshore rig crew changes', style: 'crewai',
    isolates: 'A CrewAI manager asks the same logistics agent three different questions (helicopter seats, certificates, hotel overnights) for a rig crew change, each giving new facts, then compiles the crew-change plan.',
    goal: 'Plan Thursday\'s crew change for the Stella Maris platform: 14 people off, 14 on, via Aberdeen heliport. Check seats, survival certificates and overnight hotels.',
    build(id) {
      const t = new Trace({ id, style: 'crewai', goal: this.goal, agent: 'Crew Change Manager', system: 'You are Crew Change Manager. Delegate to Offshore Logistics Coordinator.', rootMeta: { process: 'hierarchical' } });
      const n = t.n;
      const deleg = (task, tool, args, res, final) => {
        t.llm(`Thought: I need ${task.toLowerCase()}\nAction: Delegate work to coworker\nAction Input: {"task": "${task}", "context": "Stella Maris, Thursday, 14 off / 14 on, ABZ heliport", "coworker": "Offshore Logistics Coordinator"}`, [], { agent: 'Crew Change Manager' });
        t.group('agent', 'Offshore Logistics Coordinator', { task }, () => {
          t.llm(`Thought: I'll check this with ${tool}.\nAction: ${tool}\nAction Input: ${JSON.stringify(args)}`, [], { agent: 'Offshore Logistics Coordinator' });
          t.tool(tool, args, res);
          t.llm(`Thought: I now know the final answer\nFinal Answer: ${final}`, [], { agent: 'Offshore Logistics Coordinator' });
          return final;
        });
      };
      t.group('chain', 'Task: Crew change plan', { description: this.goal }, () => {
        deleg('The helicopter seat allocation for Thursday outbound and return.', 'Heli Booking Lookup', { date: '2025-03-20', installation: 'STELLA-MARIS' }, { flights: [{ flight: 'BHL 42N', dep: '07:40', seats: 12, booked: 12 }, { flight: 'BHL 46N', dep: '11:15', seats: 12, booked: 2 }], weight_limit_kg: 118, pulled: n.iso() }, 'Outbound: 12 seats on BHL 42N (07:40) + 2 on BHL 46N (11:15); the return legs mirror these.');
        deleg('Which of the 14 oncoming crew have expired or soon-expiring survival certificates.', 'Competency Register', { crew_list: 'SM-ON-0320', certs: ['BOSIET/FOET', 'CA-EBS', 'OGUK medical'] }, { expiring: [{ name: 'R. Duffy', cert: 'FOET', expires: '2025-03-18' }, { name: 'K. Lindqvist', cert: 'OGUK medical', expires: '2025-04-02' }], ok: 12 }, 'R. Duffy\'s FOET expired on 18 March, so he cannot fly; K. Lindqvist\'s medical is valid until 2 April. 12 others are fine.');
        deleg('Hotel overnights in Aberdeen for anyone arriving from outside Scotland on Wednesday.', 'Hotel Booker', { city: 'Aberdeen', night: '2025-03-19', crew_list: 'SM-ON-0320' }, { needs_room: ['J. Okoro (Lagos)', 'M. Petit (Pau)', 'S. Hall (Newcastle)'], booked: 'Dyce Airport Hotel x3', conf: `DAH-${n.digits(6)}` }, 'Three rooms booked at the Dyce Airport Hotel for Wednesday night: J. Okoro, M. Petit, S. Hall.');
        t.llm('Thought: I now know the final answer\nFinal Answer: Thursday crew change for Stella Maris: 12 on BHL 42N at 07:40 and 2 on BHL 46N at 11:15 (returns mirror). R. Duffy is stood down (FOET expired 18 Mar) and needs a replacement from the standby list; 13 confirmed. Rooms at Dyce Airport Hotel on Wednesday for J. Okoro, M. Petit and S. Hall.', [], { agent: 'Crew Change Manager' });
        return null;
      });
      return t.finish({ raw: 'Crew change plan ready; replacement needed for R. Duffy.' });
    },
  },
  {
    n: '03', domain: 'radiology reading lists', style: 'autogen',
    isolates: 'In an AutoGen SelectorGroupChat the lead repeatedly addresses the same worklist agent with different modality questions (CT, MRI, ultrasound); each reply has new counts, then the lead balances the reading lists.',
    goal: 'Balance tomorrow\'s radiology reporting worklists across the four consultants on duty so nobody exceeds their RVU cap, and flag any backlog.',
    build(id) {
      const t = new Trace({ id, style: 'autogen', goal: this.goal, agent: 'rota_lead', system: 'You are rota_lead. worklist_agent can query the RIS worklist.', rootName: 'SelectorGroupChat.run', rootMeta: { team: 'SelectorGroupChat', participants: ['rota_lead', 'worklist_agent'] } });
      const n = t.n;
      const ask = (q, args, res, ans) => {
        t.llm(q, [], { agent: 'rota_lead' });
        t.group('agent', 'worklist_agent', { task: q }, () => {
          t.llm('', [{ name: 'query_ris_worklist', args }], { agent: 'worklist_agent' });
          t.tool('query_ris_worklist', args, res, { agent: 'worklist_agent' });
          t.llm(ans, [], { agent: 'worklist_agent' });
          return ans;
        }, { metadata: { 'autogen.agent.type': 'AssistantAgent' } });
      };
      ask('worklist_agent: how many unreported CT studies are there for tomorrow, and how many are urgent?', { modality: 'CT', status: 'unreported' }, { count: 64, urgent: 9, oldest: '2025-02-10T16:22', rvu_total: 118.4, ris_req: n.reqId('ris-') }, 'CT: 64 unreported (9 urgent), 118.4 RVU, oldest from 10 Feb 16:22.');
      ask('worklist_agent: same for MRI please, split by body part if possible.', { modality: 'MR', status: 'unreported', group_by: 'body_part' }, { count: 31, by_body_part: { neuro: 14, msk: 11, body: 6 }, urgent: 2, rvu_total: 96.1, ris_req: n.reqId('ris-') }, 'MRI: 31 unreported (neuro 14, MSK 11, body 6; 2 urgent), 96.1 RVU.');
      ask('worklist_agent: and ultrasound plus plain film backlog older than 48h?', { modality: ['US', 'CR'], status: 'unreported', older_than_h: 48 }, { US: { count: 12, rvu_total: 8.4 }, CR: { count: 210, rvu_total: 42.0 }, ris_req: n.reqId('ris-') }, 'Over 48h: US 12 studies (8.4 RVU), plain film 210 (42.0 RVU) — that is the real backlog.');
      t.llm('Balanced lists (cap 75 RVU each): Dr Amin – neuro MRI 14 + CT urgent 9 (≈72 RVU); Dr Brooke – CT routine 30 (≈55) + MSK MRI 11 (≈19); Dr Castell – CT routine 25 + body MRI 6 (≈70); Dr Dunn – remaining CT + US backlog + 120 plain films (≈73). Flag: ~90 plain films over 48h remain; suggest a reporting radiographer session.', [], { agent: 'rota_lead' });
      return t.finish({ stop_reason: 'Text \'TERMINATE\' mentioned', messages: 12 });
    },
  },
  {
    n: '04', domain: 'school lunch menus', style: 'adk',
    isolates: 'An ADK coordinator calls the same nutrition sub-agent for three different weeks of a menu cycle; each returns different shortfalls, then the coordinator produces the revised cycle.',
    goal: 'Check the three-week primary school lunch menu cycle against the school food standards and propose swaps where a week falls short.',
    build(id) {
      const t = new Trace({ id, style: 'adk', goal: this.goal, agent: 'menu_coordinator', system: 'You are menu_coordinator. Use nutrition_checker (AgentTool) per week, then propose changes.' });
      const n = t.n;
      const week = (w, res, ans) => {
        t.llm('', [{ name: 'nutrition_checker', args: { request: `Check menu week ${w} against the school food standards.` } }]);
        t.group('agent', 'agent_run [nutrition_checker]', { request: `week ${w}` }, () => {
          t.llm('', [{ name: 'check_standards', args: { cycle: 'spring-2025', week: w } }]);
          t.tool('check_standards', { cycle: 'spring-2025', week: w }, res);
          t.llm(ans);
          return ans;
        });
      };
      week(1, { week: 1, fish_portions: 1, oily_fish_in_3wks: 0, fried_items: 2, wholegrain_days: 3, dessert_fruit_based: 2, pass: false, checked: n.isoNoMs() }, 'Week 1 misses oily fish (none in the cycle so far); everything else passes.');
      week(2, { week: 2, fish_portions: 1, oily_fish_in_3wks: 0, fried_items: 3, wholegrain_days: 2, pass: false, checked: n.isoNoMs() }, 'Week 2 has three fried items (max 2) and only 2 wholegrain days (needs 3).');
      week(3, { week: 3, fish_portions: 1, oily_fish_in_3wks: 0, fried_items: 1, wholegrain_days: 4, pastry_items: 3, pass: false, checked: n.isoNoMs() }, 'Week 3 has pastry on 3 days (max 2).');
      t.llm('Revised cycle: Week 1 Friday – swap fish fingers for salmon fishcakes (gives the oily fish portion the 3-week cycle needs). Week 2 – replace Wednesday chips with jacket wedges and switch Tuesday pasta to wholewheat. Week 3 – change Thursday sausage roll to a bean and cheese wrap. With these swaps all three weeks meet the standards.');
      return t.finish({ final_response: 'Three swaps proposed; cycle compliant.' });
    },
  },
  {
    n: '05', domain: 'landfill gas management', style: 'openai_agents',
    isolates: 'An orchestrator uses the same field-data agent as a tool for three different well groups; each call returns new methane/oxygen readings, and the orchestrator issues a tuning plan.',
    goal: 'Review this week\'s landfill gas well readings at Ravenscar landfill and produce a valve-tuning plan for the extraction field.',
    build(id) {
      const t = new Trace({ id, style: 'openai_agents', goal: this.goal, agent: 'Gas Field Orchestrator', system: 'You are Gas Field Orchestrator. Use field_data_agent (an agent used as a tool) per well group.' });
      const n = t.n;
      const grp = (g, res, ans) => {
        t.llm('', [{ name: 'field_data_agent', args: { input: `Summarise this week's readings for well group ${g}.` } }]);
        t.group('tool', 'field_data_agent', JSON.stringify({ input: `well group ${g}` }), () => {
          t.group('agent', 'Field Data Agent', { input: `well group ${g}` }, () => {
            t.llm('', [{ name: 'get_well_readings', args: { group: g, days: 7 } }]);
            t.tool('get_well_readings', { group: g, days: 7 }, res);
            t.llm(ans);
            return ans;
          }, { metadata: { span_data: { type: 'agent', name: 'Field Data Agent' } } });
          return ans;
        }, { metadata: { span_data: { type: 'function', name: 'field_data_agent' } } });
      };
      grp('A (cells 1-3)', { wells: [{ id: 'A04', ch4: 52.1, o2: 0.4 }, { id: 'A07', ch4: 38.0, o2: 3.2 }, { id: 'A09', ch4: 55.6, o2: 0.2 }], logger: n.jobId('gem5000') }, 'Group A: A07 is over-pulled (O2 3.2%, CH4 38%); A04 and A09 healthy.');
      grp('B (cell 4)', { wells: [{ id: 'B02', ch4: 61.3, o2: 0.1, balance: 38.6 }, { id: 'B05', ch4: 63.0, o2: 0.0 }], logger: n.jobId('gem5000') }, 'Group B: both wells rich (CH4 61-63%), little air ingress — room to open valves.');
      grp('C (cell 5, capped 2024)', { wells: [{ id: 'C01', ch4: 57.2, o2: 0.3, temp_c: 48 }, { id: 'C03', ch4: 49.9, o2: 0.9, temp_c: 61 }], logger: n.jobId('gem5000') }, 'Group C: C03 temperature 61 °C is near the 65 °C action level, with some O2.');
      t.llm('Valve-tuning plan for Ravenscar: close A07 by one quarter turn to cut air ingress; open B02 and B05 by a quarter turn each to recover more gas; close C03 slightly and re-read daily until temperature drops below 55 °C. Other wells unchanged.');
      return t.finish({ final_output: 'Valve plan: A07 close, B02/B05 open, C03 close + daily temp checks.' });
    },
  },
  {
    n: '06', domain: 'rocket launch range safety', style: 'strands',
    isolates: 'A Strands orchestrator calls the same range-data agent for three different safety checks (exclusion zone ships, airspace NOTAMs, upper winds), each with new findings, then makes a go/no-go summary.',
    goal: 'Prepare the range safety go/no-go input for tomorrow\'s sounding rocket launch at Skarvik range (window 10:00-12:00 UTC).',
    build(id) {
      const t = new Trace({ id, style: 'strands', goal: this.goal, agent: 'range_safety_officer', system: 'You are range_safety_officer. Use range_data_agent for each check.' });
      const n = t.n;
      const chk = (q, tool, args, res, ans) => {
        t.llm('', [{ name: 'range_data_agent', args: { query: q } }]);
        t.group('agent', 'invoke_agent range_data_agent', { query: q }, () => {
          t.llm('', [{ name: tool, args }]);
          t.tool(tool, args, res);
          t.llm(ans);
          return ans;
        }, { metadata: { 'gen_ai.agent.name': 'range_data_agent' } });
      };
      chk('Which vessels are forecast inside the sea exclusion zone during the window?', 'ais_zone_forecast', { zone: 'SKV-SEA-2', from: '10:00Z', to: '12:00Z' }, { vessels: [{ mmsi: '257113920', name: 'Havbris', type: 'fishing', eta_zone: '10:40Z', exit_zone: '11:25Z' }], source: `ais-agg ${n.isoNoMs()}` }, 'One vessel, fishing boat Havbris (MMSI 257113920), is forecast in zone SKV-SEA-2 from 10:40 to 11:25Z.');
      chk('Are the airspace NOTAMs for the danger area published and active for the window?', 'notam_lookup', { area: 'EN D-402', date: 'tomorrow' }, { notams: [{ id: 'A1442/25', area: 'EN D-402', from: '0930', to: '1230', lower: 'SFC', upper: 'UNL', status: 'active' }] }, 'NOTAM A1442/25 covers EN D-402 SFC-UNL 09:30-12:30Z, so the window is covered.');
      chk('What are the forecast upper winds and impact dispersion for the window?', 'wind_dispersion', { vehicle: 'SR-7', window: '10:00-12:00Z' }, { hourly: [{ t: '10Z', wind_5km: '240/18kt', dispersion_3sigma_km: 9.1 }, { t: '11Z', wind_5km: '250/24kt', dispersion_3sigma_km: 12.7 }, { t: '12Z', wind_5km: '260/31kt', dispersion_3sigma_km: 16.2 }], limit_km: 14, run: n.uuid() }, 'Dispersion stays inside the 14 km limit until about 11:30Z (12.7 km at 11Z, 16.2 km at 12Z).');
      t.llm('Go/no-go input: airspace GO (NOTAM A1442/25 active 09:30–12:30Z). Winds GO for 10:00–11:30Z only; after that dispersion exceeds 14 km. Sea zone NO-GO 10:40–11:25Z unless Havbris is cleared. Recommended launch slot: 10:00–10:35Z, or 11:25–11:30Z as backup.');
      return t.finish({ message: 'Recommend 10:00–10:35Z slot.', stop_reason: 'end_turn' });
    },
  },
];
