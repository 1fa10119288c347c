// Family 9 (healthy): the same tool applied to different items with identical acknowledgements; then done.
export const family = 'distinct_item_batch';
export const loop = false;
export const stagnation = false;
export const summary = 'The same tool is called once per distinct item, acknowledgements are identical ("ok", "queued"), the agent writes one templated sentence per item, then finishes.';

export const scenarios = [
  {
    id: '01', domain: 'farmers market stall allocation', style: 'crewai', agentName: 'Market Manager',
    isolates: 'CrewAI agent assigns five different vendors to five different stalls; every assign call answers "ok" and each thought is the same template with a new vendor and stall.',
    goal: 'Allocate Saturday stalls for the five new vendors on the waiting list, putting hot-food vendors on the row with power (stalls P1-P3).',
    system: 'You are the Market Manager for a weekly farmers market.',
    build(N, S) {
      const task = [];
      const plan = [['Ridge Honey', 'B4'], ['Smoke & Stone Pizza', 'P1'], ['Little Dell Eggs', 'B5'], ['Banh Mi Bros', 'P2'], ['Hollow Tree Cider', 'C2']];
      task.push(...S.turn({ text: 'I need the waiting list with vendor types.', calls: [{ name: 'Get Waiting List', args: { market: 'saturday' }, out: JSON.stringify({ vendors: plan.map(([v]) => ({ name: v, hot_food: /Pizza|Banh/.test(v) })), as_of: N.iso() }) }] }));
      for (const [v, st] of plan) task.push(...S.turn({ text: `Assign ${v} to stall ${st}.`, calls: [{ name: 'Assign Stall', args: { vendor: v, stall: st, date: 'saturday' }, out: 'ok' }] }));
      const txt = 'Saturday allocation: Ridge Honey - B4; Smoke & Stone Pizza - P1 (power); Little Dell Eggs - B5; Banh Mi Bros - P2 (power); Hollow Tree Cider - C2.';
      task.push(...S.turn({ text: txt }));
      return S.root({ output: { raw: txt }, children: [{ type: 'chain', name: 'Task: Allocate Saturday stalls', input: { description: S.hist[1].content }, output: txt, children: task, metadata: { task_id: N.uuid() } }] });
    },
  },
  {
    id: '02', domain: 'dam safety instrumentation', style: 'haystack', agentName: 'dam_monitor',
    isolates: 'Haystack agent records six distinct piezometer readings, each acknowledged with the same "accepted" body, then reports that all are within trigger levels.',
    goal: 'Enter this morning\'s manual piezometer readings for Carrow Dam (PZ-01 to PZ-06) into the monitoring system and flag any above the amber trigger.',
    system: 'You enter dam instrumentation readings. Amber trigger levels are in the instrument register.',
    build(N, S) {
      const c = [];
      const rd = [['PZ-01', 41.62, 43.0], ['PZ-02', 39.87, 42.5], ['PZ-03', 44.10, 46.0], ['PZ-04', 38.05, 41.0], ['PZ-05', 40.33, 42.0], ['PZ-06', 42.91, 44.5]];
      c.push(...S.turn({ text: 'Reading the amber trigger levels from the instrument register.', calls: [{ name: 'get_instrument_register', args: { dam: 'carrow', type: 'piezometer' }, out: { instruments: rd.map(([id, , amber]) => ({ id, amber_maod: amber })), register_rev: 'R' + N.int(10, 40), exported: N.iso() } }] }));
      for (const [id, v] of rd) c.push(...S.turn({ text: `Recording ${id}: ${v} mAOD.`, calls: [{ name: 'record_reading', args: { instrument: id, value_maod: v, method: 'dip meter', reader: 'JH' }, out: { result: 'accepted' } }] }));
      const txt = 'All six readings entered. Margins below amber: PZ-01 1.38 m, PZ-02 2.63 m, PZ-03 1.90 m, PZ-04 2.95 m, PZ-05 1.67 m, PZ-06 1.59 m. None above amber.';
      c.push(...S.turn({ text: txt }));
      return S.root({ input: { data: { messages: [S.hist[1].content] } }, output: { agent: { last_message: txt } }, children: c });
    },
  },
  {
    id: '03', domain: 'pub quiz league fixtures', style: 'dspy', agentName: 'quiz_league',
    isolates: 'DSPy ReAct sends the week-6 fixture notice to five different teams; each send returns "queued" and each thought names the next team, then it finishes.',
    goal: 'Send the week 6 fixture notice (venue and start time) to every team in Division 2 of the quiz league.',
    system: 'Your input fields are `question`. Your output fields are `answer`.',
    build(N, S) {
      const c = [];
      const teams = [['Quizzly Bears', 'The Anchor', '20:00'], ['Les Quizerables', 'The Anchor', '20:00'], ['Agatha Quiztie', 'Red Lion', '20:30'], ['Universally Challenged', 'Red Lion', '20:30'], ['Trivia Newton John', 'Bell & Crown', '20:00']];
      c.push(...S.turn({ text: 'First get the Division 2 fixtures for week 6.', calls: [{ name: 'get_fixtures', args: { division: 2, week: 6 }, out: JSON.stringify(teams.map(([t, v, s]) => ({ team: t, venue: v, start: s }))) }] }));
      for (const [t, v, s] of teams) c.push(...S.turn({ text: `Send notice to ${t}: ${v} at ${s}.`, calls: [{ name: 'send_notice', args: { team: t, message: `Week 6: ${v}, ${s} start.` }, out: 'queued' }] }));
      c.push(...S.turn({ think: 'All five Division 2 teams have a queued notice.' }));
      return S.root({ input: { question: S.hist[1].content }, output: { answer: 'Week 6 notices queued for all 5 Division 2 teams.' }, children: c });
    },
  },
  {
    id: '04', domain: 'ground-source heat pump installers', style: 'bedrock', model: 'anthropic.claude-3-5-sonnet-20240620-v1:0', toolMeta: { plugin: 'certificates' },
    isolates: 'Bedrock Agent issues commissioning certificates for four different installations; each action returns the identical {"status":"queued"} and the agent lists them at the end.',
    goal: 'Issue the commissioning certificates for last week\'s four completed ground-source installs so the customers can claim the grant.',
    system: 'You handle paperwork for a heat pump installer.',
    build(N, S) {
      const c = [];
      const jobs = [['GS-1041', 'Wren Cottage', '8 kW'], ['GS-1043', 'Mill Farm', '16 kW'], ['GS-1047', '2 Quarry Lane', '6 kW'], ['GS-1050', 'The Old Forge', '12 kW']];
      c.push(...S.turn({ text: 'Listing installs completed last week.', calls: [{ name: 'list_completed_installs', args: { week: 'last' }, out: JSON.stringify({ installs: jobs.map(([id, site, kw]) => ({ id, site, capacity: kw, scop: N.float(3.4, 4.4, 1) })) }) }] }));
      for (const [id] of jobs) c.push(...S.turn({ calls: [{ name: 'issue_certificate', args: { install_id: id, scheme: 'MCS' }, out: '{"status":"queued"}' }] }));
      const txt = 'Certificates queued: GS-1041 Wren Cottage (8 kW); GS-1043 Mill Farm (16 kW); GS-1047 2 Quarry Lane (6 kW); GS-1050 The Old Forge (12 kW).';
      c.push(...S.turn({ text: txt }));
      return S.root({ output: { completion: txt }, children: c });
    },
  },
  {
    id: '05', domain: 'occupational health screening', style: 'weave', agentName: 'OHScheduler',
    isolates: 'Weave-traced agent sends screening reminders to six different employees with different appointment times; every send returns "ok" and the summary lists one line per person.',
    goal: 'Remind everyone booked for next week\'s night-worker health assessments of their slot and the fasting instruction.',
    system: 'You support the occupational health team.',
    build(N, S) {
      const c = [];
      const ppl = [['E1042', 'Mon 08:00'], ['E2210', 'Mon 08:20'], ['E0987', 'Tue 07:40'], ['E3315', 'Tue 08:00'], ['E1764', 'Wed 07:40'], ['E2901', 'Thu 08:20']];
      c.push(...S.turn({ calls: [{ name: 'list_bookings', args: { clinic: 'night-worker assessment', week: 'next' }, out: { bookings: ppl.map(([e, t]) => ({ employee: e, slot: t })), fetched: N.iso() } }] }));
      for (const [e, t] of ppl) c.push(...S.turn({ calls: [{ name: 'send_reminder', args: { employee: e, template: 'nwha_fasting', slot: t }, out: 'ok' }] }));
      const txt = ppl.map(([e, t]) => `Reminder sent to ${e} for ${t}.`).join('\n');
      c.push(...S.turn({ text: txt }));
      return S.root({ output: txt, children: c });
    },
  },
  {
    id: '06', domain: 'student exchange homestays', style: 'responses', model: 'gpt-4.1-2025-04-14',
    isolates: 'Responses API agent confirms five different student-host pairings; each confirm returns the same {"ok":true} and each message is one templated line.',
    goal: 'Confirm the homestay matches the coordinator approved for the September cohort and let me know when all are done.',
    system: 'You administer an exchange programme\'s homestay placements.',
    build(N, S) {
      const c = [];
      const m = [['ST-301 (Lucía)', 'H-88 Pereira family'], ['ST-302 (Kenji)', 'H-41 Walsh family'], ['ST-305 (Amara)', 'H-12 Novak family'], ['ST-309 (Elias)', 'H-77 Osei family'], ['ST-311 (Mina)', 'H-23 Laurent family']];
      c.push(...S.turn({ calls: [{ name: 'get_approved_matches', args: { cohort: '2024-09' }, out: { matches: m.map(([s, h]) => ({ student: s, host: h, approved_by: 'coord-rk' })), etag: N.etag() } }] }));
      for (const [s, h] of m) c.push(...S.turn({ text: `Confirming ${s} with ${h}.`, calls: [{ name: 'confirm_match', args: { student: s.split(' ')[0], host: h.split(' ')[0] }, out: { ok: true } }] }));
      c.push(...S.turn({ text: 'All five September homestay matches are confirmed.' }));
      return S.root({ output: 'All five September homestay matches are confirmed.', children: c });
    },
  },
];
