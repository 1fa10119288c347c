import { recorder, rootAgent, span } from './lib.mjs';

export const FAMILY = {
  name: 'supervisor-distinct-subtasks', loop: false, stagnation: false,
  isolates: 'A supervisor sends the same worker agent a series of different sub-tasks, each answered with new results, then synthesises.',
};

function worker(style, r, name, task, calls, answer) {
  const T = recorder(style, r, { goal: task, system: `You are ${name}.` });
  const kids = [...T.turn('', calls), ...T.turn(answer, [])];
  return span('agent', name, { task }, { result: answer }, kids, { metadata: { worker: name, run_id: r.uuid() } });
}

export const rows = [
  { id: '01', domain: 'karaoke bar', style: 'langgraph', build(r) {
    const goal = 'Prepare Friday\'s karaoke night: room bookings, song-list licensing gaps, and staff rota.';
    const S = recorder('langgraph', r, { goal, system: 'You are the supervisor. Route sub-tasks to the ops_worker.' });
    const ch = [];
    ch.push(...S.turn('First: private room bookings for Friday.', []));
    ch.push(worker('langgraph', r, 'ops_worker', 'List Friday private-room bookings and free rooms.', [{ name: 'rooms_query', args: { date: 'friday' }, out: { booked: [{ room: 'Neon', from: '19:00', party: 12 }, { room: 'Disco', from: '20:30', party: 8 }], free: ['Retro', 'Velvet'], at: r.iso() } }], 'Neon (12 ppl, 19:00) and Disco (8, 20:30) booked; Retro and Velvet free.'));
    ch.push(...S.turn('Next: check licensing gaps in the song catalogue.', []));
    ch.push(worker('langgraph', r, 'ops_worker', 'Find songs in the catalogue whose licence expires before Saturday.', [{ name: 'catalogue_licences', args: { expiring_before: r.dateOnly(2) }, out: `id      title                        licence_end\nKS-1022 "Total Eclipse of the Heart"  ${r.dateOnly(1)}\nKS-3310 "Mr. Brightside"              ${r.dateOnly(1)}\n2 rows (${r.dur()})` }], '2 songs expire tomorrow: KS-1022 Total Eclipse of the Heart, KS-3310 Mr. Brightside.'));
    ch.push(...S.turn('Finally: the bar staff rota.', []));
    ch.push(worker('langgraph', r, 'ops_worker', 'Who is on the Friday rota and are there gaps between 22:00 and 02:00?', [{ name: 'rota_get', args: { date: 'friday' }, out: { shifts: [{ name: 'Jo', from: '18:00', to: '00:00' }, { name: 'Sam', from: '18:00', to: '02:00' }, { name: 'Lee', from: '21:00', to: '02:00' }], etag: r.etag() } }], 'Jo 18-00, Sam 18-02, Lee 21-02; only 2 staff after midnight.'));
    ch.push(...S.turn('Friday summary: rooms Neon and Disco booked, Retro/Velvet free for walk-ins; renew licences KS-1022 and KS-3310 today or hide them; only 2 bar staff after midnight, consider a 3rd until 01:00.', []));
    return { isolates: 'LangGraph supervisor: the same ops_worker gets three different sub-tasks (rooms, licences, rota) with different tools and results, then a synthesis.', goal,
      root: rootAgent('langgraph', 'supervisor', { messages: [{ role: 'user', content: goal }] }, ch, { messages: [{ role: 'assistant', content: 'Friday summary ready.' }] }, { thread_id: r.uuid() }) };
  } },

  { id: '02', domain: 'rice mill', style: 'crewai', build(r) {
    const goal = 'Weekly quality review of the rice mill: broken-grain %, moisture, and customer complaints.';
    const ch = [];
    const tasks = [
      ['Compute the average broken-grain percentage per line this week.', [{ name: 'qc_query', args: { metric: 'broken_pct', week: 'current' }, out: `line  samples  broken_pct\nL1    42       4.1\nL2    40       7.8\nL3    39       3.9\n(lims ${r.host('lims')} ${r.logTs()})` }], 'L1 4.1%, L2 7.8% (above 5% spec), L3 3.9%.'],
      ['Report moisture readings out of the 12.5-14% band.', [{ name: 'qc_query', args: { metric: 'moisture', out_of_band: true }, out: `lot     moisture\nR-5521  14.6\nR-5530  14.3\n(2 rows)` }], 'Two lots high: R-5521 14.6%, R-5530 14.3%.'],
      ['Summarise customer complaints logged this week.', [{ name: 'crm_search', args: { type: 'complaint', since: '7d' }, out: { hits: 3, items: [{ cust: 'Sunrise Foods', issue: 'broken grains in 25kg bags', lot: 'R-5518' }, { cust: 'Thai Orchid', issue: 'musty smell', lot: 'R-5521' }, { cust: 'Bowl&Co', issue: 'late delivery' }], took_ms: r.ms() } }], '3 complaints: broken grains (R-5518, line 2), musty smell (R-5521, the high-moisture lot), a late delivery.'],
    ];
    for (const [t, calls, ans] of tasks) {
      const T = recorder('crewai', r, { goal: t, system: 'Role: QC Analyst.' });
      ch.push(span('chain', `Task: ${t}`, { description: t, agent: 'QC Analyst' }, ans, [...T.turn(`Thought: I will query the data.\nAction: ${calls[0].name}\nAction Input: ${JSON.stringify(calls[0].args)}`, calls), ...T.turn(`Thought: I now know the final answer\nFinal Answer: ${ans}`, [])]));
    }
    const M = recorder('crewai', r, { goal, system: 'Role: Mill Manager.' });
    ch.push(...M.turn('Final Answer: Line 2 broken grains 7.8% (spec 5%) match the Sunrise Foods complaint, so schedule a huller rubber-roll change on L2; lot R-5521 at 14.6% moisture matches the musty-smell complaint, so hold R-5521 and re-dry R-5530.', []));
    return { isolates: 'CrewAI hierarchical: the same QC Analyst runs three different tasks (broken %, moisture, complaints), then the manager links them in a synthesis.', goal,
      root: rootAgent('crewai', 'Mill Manager', goal, ch, { raw: 'L2 roll change; hold R-5521; re-dry R-5530.' }, { process: 'hierarchical', crew_id: r.uuid() }) };
  } },

  { id: '03', domain: 'paintball field', style: 'oaiagents', build(r) {
    const goal = 'Get the paintball field ready for the 60-player corporate booking on Saturday: marker inventory, CO2/HPA stock, and the scenario map.';
    const S = recorder('oaiagents', r, { goal, system: 'You are the field manager agent; use the equipment_agent tool for lookups.' });
    const ch = [];
    const sub = [
      ['How many rental markers are serviceable?', [{ name: 'inventory_lookup', args: { category: 'markers' }, out: JSON.stringify({ total: 72, serviceable: 61, in_repair: 11, checked: r.iso() }) }], '61 of 72 markers serviceable, 11 in repair.'],
      ['How many HPA tanks are filled and how much paint is in stock?', [{ name: 'inventory_lookup', args: { category: 'air_and_paint' }, out: JSON.stringify({ hpa_filled: 48, hpa_empty: 20, paint_boxes: 34, balls_per_box: 2000 }) }], '48 HPA tanks full (20 empty), 34 boxes of paint = 68,000 balls.'],
      ['Which scenario map fits 60 players in two teams?', [{ name: 'map_catalogue', args: { min_players: 60 }, out: JSON.stringify([{ map: 'Ghost Town', max: 70, zones: 5 }, { map: 'Jungle', max: 50 }]) }], 'Ghost Town (max 70, 5 zones); Jungle is too small.'],
    ];
    for (const [q, calls, a] of sub) {
      ch.push(...S.turn('', [{ name: 'equipment_agent', args: { input: q }, out: a }]));
      ch[ch.length - 1].children = [worker('oaiagents', r, 'Equipment Agent', q, calls, a)];
    }
    ch.push(...S.turn('Saturday readiness: 61 markers (need 60, 1 spare; push repair of 5 more), 48 tanks full so fill 12 of the 20 empties for 60, 68,000 balls (~1,100 each, fine), map Ghost Town.', []));
    return { isolates: 'OpenAI Agents SDK agents-as-tools: the Equipment Agent is called three times with different questions, each answered from different data, then a readiness summary.', goal,
      root: rootAgent('oaiagents', 'Field Manager', goal, ch, { final_output: 'Ready with actions.' }, { trace_id: 'trace_' + r.hex(32) }) };
  } },

  { id: '04', domain: 'toy library', style: 'autogen', build(r) {
    const goal = 'Prepare the monthly report for the Little Lenders toy library: loans, overdue items, and damaged toys.';
    const ch = [];
    const turns = [
      ['Count this month\'s loans by age band.', 'loans_by_age', { month: 'current' }, `age_band  loans\n0-2       118\n3-5       204\n6-9       97\n(${r.logTs()})`, 'Loans: 0-2: 118, 3-5: 204, 6-9: 97 (419 total).'],
      ['List items overdue more than 14 days.', 'overdue', { min_days: 14 }, JSON.stringify([{ item: 'Wooden train set #12', days: 21 }, { item: 'Balance bike (S)', days: 17 }]), 'Two items >14 days overdue: wooden train set #12 (21 d), small balance bike (17 d).'],
      ['Which toys were returned damaged and what does repair cost?', 'damage_log', { month: 'current' }, JSON.stringify({ items: [{ item: 'Marble run', part: '3 chutes', cost: 6.5 }, { item: 'Doll house', part: 'hinge', cost: 2.0 }], ref: r.hex(8) }), 'Damaged: marble run (3 chutes, £6.50), doll house hinge (£2.00).'],
    ];
    for (const [task, tool, args, out, ans] of turns) {
      ch.push(span('llm', 'chat.completions', { model: 'gpt-4o-2024-11-20', messages: [{ role: 'system', content: 'You are the coordinator.' }, { role: 'user', content: goal }] }, { role: 'assistant', content: `records_agent: ${task}` }, [], { metadata: { source: 'coordinator', usage: r.tokens() } }));
      const T = recorder('autogen', r, { goal: task, system: 'You are records_agent.' });
      ch.push(span('agent', 'records_agent (AssistantAgent)', { task }, { content: ans }, [...T.turn(null, [{ name: tool, args, out }]), ...T.turn(ans, [])], { metadata: { source: 'records_agent' } }));
    }
    ch.push(span('llm', 'chat.completions', { model: 'gpt-4o-2024-11-20', messages: [{ role: 'user', content: 'Compose the report.' }] }, { role: 'assistant', content: 'Monthly report: 419 loans (3-5 band busiest at 204); chase the train set and balance bike; repairs £8.50 (marble run chutes, doll-house hinge). TERMINATE' }, [], { metadata: { source: 'coordinator' } }));
    return { isolates: 'AutoGen SelectorGroupChat: coordinator gives records_agent three different tasks (loans, overdue, damage), each with distinct data, then composes the report.', goal,
      root: rootAgent('autogen', 'SelectorGroupChat', goal, ch, { stop_reason: "Text 'TERMINATE' mentioned" }) };
  } },

  { id: '05', domain: 'acupuncture clinic', style: 'adk', build(r) {
    const goal = 'Tidy next week\'s acupuncture clinic schedule: find double-bookings, unconfirmed new patients and a room for the cupping sessions.';
    const S = recorder('adk', r, { goal, system: 'You are the clinic coordinator; delegate lookups to schedule_agent.' });
    const ch = [];
    const sub = [
      ['Find double-booked practitioner slots next week.', 'find_overlaps', { week: 'next' }, { overlaps: [{ practitioner: 'Dr Lin', slot: 'Tue 10:00', patients: ['P-301', 'P-377'] }] }, 'One overlap: Dr Lin Tue 10:00 (P-301 and P-377).'],
      ['List new patients who have not confirmed their first appointment.', 'unconfirmed_new', { week: 'next' }, { patients: [{ id: 'P-412', appt: 'Wed 14:00' }, { id: 'P-415', appt: 'Thu 09:30' }, { id: 'P-418', appt: 'Fri 16:00' }] }, 'Three unconfirmed: P-412 Wed 14:00, P-415 Thu 09:30, P-418 Fri 16:00.'],
      ['Which treatment room has a ventilation hood free Thursday afternoon for cupping?', 'room_availability', { day: 'thu', after: '12:00', feature: 'extraction' }, { rooms: [{ room: 'Room 3', free: ['13:00-17:00'] }] }, 'Room 3 has extraction and is free 13:00-17:00 Thursday.'],
    ];
    for (const [q, tool, args, out, a] of sub) {
      const W = recorder('adk', r, { goal: q, system: 'You are schedule_agent.' });
      ch.push(span('agent', 'invoke_agent schedule_agent', { request: q }, { text: a }, [...W.turn('', [{ name: tool, args, out: { ...out, fetched: r.iso() } }]), ...W.turn(a, [])], { metadata: { 'gcp.vertex.agent.invocation_id': 'e-' + r.uuid() } }));
    }
    ch.push(...S.turn('Actions: move P-377 from Dr Lin Tue 10:00 to 11:00; send confirmation SMS to P-412, P-415, P-418; book Room 3 Thu 13:00-17:00 for cupping.', []));
    return { isolates: 'Google ADK: the coordinator invokes schedule_agent three times with distinct sub-tasks, each with a different tool and result, then acts on all three.', goal,
      root: rootAgent('adk', 'clinic_coordinator', goal, ch, { final: 'done' }) };
  } },

  { id: '06', domain: 'bus shelter advertising', style: 'semantickernel', build(r) {
    const goal = 'Prepare the campaign go-live check for the "Lido Summer" poster campaign across 40 bus shelters.';
    const S = recorder('semantickernel', r, { goal, system: 'You are the campaign supervisor.', plugin: 'Campaign' });
    const ch = [];
    const sub = [
      ['Which of the 40 shelters have lit panels in working order?', 'panel_status', { campaign: 'lido-summer' }, `lit_ok=34 lit_fault=4 unlit=2 (survey ${r.euDate()})`, '34 lit OK, 4 lit with faults, 2 unlit.'],
      ['Are the posters printed and delivered to the depot?', 'print_job_status', { job: 'PJ-' + r.int(1000, 9999) }, { printed: 44, delivered: 40, spares: 4, carrier_ref: r.alnum(10) }, '44 printed, 40 at the depot, 4 spares still at the printer.'],
      ['Is the installation crew scheduled and which routes?', 'crew_schedule', { week: 'next' }, { crews: [{ crew: 'A', route: 'north', shelters: 22, day: 'Mon' }, { crew: 'B', route: 'south', shelters: 18, day: 'Tue' }] }, 'Crew A north (22) Monday, crew B south (18) Tuesday.'],
    ];
    for (const [q, tool, args, out, a] of sub) {
      const W = recorder('semantickernel', r, { goal: q, system: 'You are the ops worker agent.', plugin: 'Ops' });
      ch.push(span('agent', 'ChatCompletionAgent OpsWorker', { message: q }, a, [...W.turn('', [{ name: tool, args, out }]), ...W.turn(a, [])], { metadata: { 'agent.id': r.uuid() } }));
    }
    ch.push(...S.turn('Go-live check: install Mon/Tue as scheduled; raise faults on the 4 lit panels before Monday; 40 posters are on site with 4 spares to collect.', []));
    return { isolates: 'Semantic Kernel AgentGroupChat: the same OpsWorker agent answers three different questions (panels, print job, crews) with new data, then the supervisor concludes.', goal,
      root: rootAgent('semantickernel', 'CampaignSupervisor', goal, ch, 'go-live check complete') };
  } },
];
