import { makeTracer } from './lib.mjs';
export const family = { name: 'loop_paging_beyond_last_page', loop: true, stagnation: false };
export const rows = [
{ n: '01', domain: 'hedge laying competitions', style: 'langsmith', isolates: 'LangGraph tool loop keeps incrementing the page number past the last page of competitor entries; pages 4-7 all come back empty.',
  goal: 'List every competitor in the Midland-style class of the Welland Hedge Laying Match and count the novices.',
  build(N) {
    const T = makeTracer('langsmith', N, { model: 'gpt-4o-mini', goal: this.goal });
    const c = []; const names = [['A. Pryce', 'open'], ['T. Hale', 'novice'], ['R. Dunn', 'open'], ['M. Ferris', 'novice'], ['J. Oakes', 'open'], ['S. Bell', 'novice'], ['K. Lowe', 'open']];
    for (let p = 1; p <= 7; p++) {
      c.push(T.llm({ calls: [['list_entries', { class: 'midland', page: p, per_page: 3 }]] }));
      c.push(T.tool('list_entries', { class: 'midland', page: p, per_page: 3 }, { page: p, per_page: 3, entries: names.slice((p - 1) * 3, p * 3).map(([n, g]) => ({ name: n, grade: g })), generated: N.iso() }));
    }
    return T.agent(c, { error: 'GraphRecursionError: Recursion limit of 14 reached' });
  } },
{ n: '02', domain: 'confetti manufacturing', style: 'plain', isolates: 'Message-level trace: the agent advances an offset through a batch-QC API after the data ran out; offsets 200, 250, 300, 350 all return the same empty page.',
  goal: 'Find every biodegradable confetti batch from line 3 that failed the colour-fastness test this quarter.',
  build(N) {
    const T = makeTracer('plain', N, { model: 'gpt-4o', goal: this.goal });
    const c = [];
    const first = { items: [{ batch: 'L3-0918', test: 'colourfast', result: 'FAIL', dE: 4.2 }, { batch: 'L3-0931', test: 'colourfast', result: 'FAIL', dE: 3.7 }], offset: 150, limit: 50, total: 152 };
    c.push(T.llm({ text: 'Continuing from offset 150.', calls: [['qc_results', { line: 3, test: 'colourfast', offset: 150, limit: 50 }]] }));
    c.push(T.tool('qc_results', { line: 3, test: 'colourfast', offset: 150, limit: 50 }, JSON.stringify(first), { argsString: true }));
    [200, 250, 300, 350].forEach((o, i) => {
      c.push(T.llm({ text: ['Two failures so far; next offset.', '', 'Keep going in case more batches appear.', ''][i] || null, calls: [['qc_results', { line: 3, test: 'colourfast', offset: o, limit: 50 }]] }));
      c.push(T.tool('qc_results', { line: 3, test: 'colourfast', offset: o, limit: 50 }, JSON.stringify({ items: [], offset: o, limit: 50, total: 152 }), { argsString: true }));
    });
    return T.agent(c, null, { name: 'run', metadata: { cut: 'max_steps=10' } });
  } },
{ n: '03', domain: 'student orchestra auditions', style: 'openai_agents', isolates: 'OpenAI Agents SDK run re-sends the same next_cursor token over and over after the last real page; the API keeps returning an empty list with that same cursor.',
  goal: 'Export the audition scores of all viola candidates for the Conservatory Youth Orchestra.',
  build(N) {
    const T = makeTracer('openai_agents', N, { model: 'gpt-4.1', agentName: 'Audition Export Agent', goal: this.goal });
    const cur = N.cursor(); const c = [];
    c.push(T.llm({ calls: [['list_scores', { section: 'viola' }]] }));
    c.push(T.tool('list_scores', { section: 'viola' }, JSON.stringify({ data: [{ cand: 'VA-11', score: 87 }, { cand: 'VA-12', score: 74 }, { cand: 'VA-15', score: 91 }], next_cursor: cur, has_more: true })));
    for (let i = 0; i < 4; i++) {
      c.push(T.llm({ calls: [['list_scores', { section: 'viola', cursor: cur }]] }));
      c.push(T.tool('list_scores', { section: 'viola', cursor: cur }, JSON.stringify({ data: [], next_cursor: cur, has_more: true })));
    }
    return T.agent(c, null, { metadata: { error: 'MaxTurnsExceeded: 10' } });
  } },
{ n: '04', domain: 'coastguard radio logs', style: 'strands', isolates: 'Strands-style agent scrolls a radio-log viewer further down after the end of the log; each scroll returns the same "end of log" screen.',
  goal: 'Summarise all VHF channel 16 distress calls logged by Holyhead coastguard between 02:00 and 04:00.',
  build(N) {
    const T = makeTracer('strands', N, { model: 'us.anthropic.claude-3-7-sonnet', agentName: 'radio-log-agent', goal: this.goal });
    const c = [T.llm({ text: 'Opening the log viewer at 02:00.', calls: [['log_viewer', { action: 'open', from: '02:00' }]] }),
      T.tool('log_viewer', { action: 'open', from: '02:00' }, '02:07 CH16 MAYDAY RELAY yacht "Skerry Light" taking water 53 19N 004 38W\n02:41 CH16 PAN PAN fishing vessel engine failure\n03:55 CH16 securite navigational warning\n-- more --')];
    for (let y = 1; y <= 4; y++) {
      c.push(T.llm({ text: y === 1 ? 'Scroll for more entries.' : null, calls: [['log_viewer', { action: 'scroll', position: y * 40 }]] }));
      c.push(T.tool('log_viewer', { action: 'scroll', position: y * 40 }, `[viewer ${N.hex(6)}] -- end of log (04:00) --`));
    }
    return T.agent(c, null, { name: 'strands.agent', metadata: { 'gen_ai.agent.name': 'radio-log-agent', 'event_loop.cycle_count': 5, stop_reason: 'max_tokens' } });
  } },
{ n: '05', domain: 'whale stranding network', style: 'gemini', isolates: 'Gemini function-calling agent keeps requesting page tokens 3, 4, 5, 6 of a stranding-report feed that ended at page 2, getting an empty reports array every time.',
  goal: 'Collect all pilot whale stranding reports from the Outer Hebrides this year with their GPS positions.',
  build(N) {
    const T = makeTracer('gemini', N, { model: 'gemini-2.5-pro', agentName: 'stranding-agent', goal: this.goal });
    const c = [];
    for (let p = 1; p <= 6; p++) {
      c.push(T.llm({ text: p === 3 ? 'I have three reports. Let me make sure there are no more.' : '', calls: [['list_reports', { species: 'Globicephala melas', region: 'Outer Hebrides', page: p }]] }));
      const reps = p === 1 ? [{ id: 'SR-2025-014', lat: 57.53, lon: -7.34 }, { id: 'SR-2025-022', lat: 58.2, lon: -6.39 }] : p === 2 ? [{ id: 'SR-2025-031', lat: 57.1, lon: -7.4 }] : [];
      c.push(T.tool('list_reports', { species: 'Globicephala melas', region: 'Outer Hebrides', page: p }, { reports: reps, page: p }));
    }
    return T.agent(c, null);
  } },
{ n: '06', domain: 'lifejacket servicing', style: 'mastra', isolates: 'Mastra agent keeps moving a date-window offset forward through a service-history API after the last record; three more windows come back with no items.',
  goal: 'Find which inflatable lifejackets on the ferry fleet are overdue for their annual service.',
  build(N) {
    const T = makeTracer('mastra', N, { model: 'gpt-4o-mini', agentName: 'safetyAgent', goal: this.goal });
    const c = [];
    const pages = [[{ serial: 'LJ-2231', last_service: '2023-11-02' }, { serial: 'LJ-2240', last_service: '2024-09-14' }], [{ serial: 'LJ-2302', last_service: '2023-08-30' }], [], [], []];
    pages.forEach((items, i) => {
      c.push(T.llm({ calls: [['service_history', { fleet: 'west-ferries', page: i + 1, pageSize: 2 }]] }));
      c.push(T.tool('service_history', { fleet: 'west-ferries', page: i + 1, pageSize: 2 }, { items, page: i + 1, pageSize: 2 }));
    });
    return T.agent(c, null, { name: 'agent.safetyAgent.generate', metadata: { componentName: 'safetyAgent', runId: N.uuid(), maxSteps: 10 } });
  } },
];
