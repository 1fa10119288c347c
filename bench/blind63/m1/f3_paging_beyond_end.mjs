// Family 3: paging past the last page; the cursor/offset advances and every answer is the same empty page.
export const family = 'paging_beyond_end';
export const loop = true, stagnation = false;
export const scenarios = [
{ id: '01', domain: 'kite aerial photography image catalogue', style: 'oai_agents',
  isolates: 'After two real pages of KAP frames the agent requests pages 3-6, each returning an empty items list.',
  goal: 'List every aerial frame shot over the Ness Point shingle spit in the 2024 kite session catalogue and pick the sharpest for print.',
  build(R, S) {
    const kids = [];
    const items = [[{ frame: 'NP-0412', blur_score: 0.21 }, { frame: 'NP-0415', blur_score: 0.09 }], [{ frame: 'NP-0431', blur_score: 0.14 }]];
    for (let p = 1; p <= 6; p++) {
      kids.push(S.llm([{ role: 'user', content: 'List Ness Point frames' }], null, [{ name: 'list_frames', args: { site: 'ness-point', page: p, per_page: 2 } }]));
      kids.push(S.tool('list_frames', { site: 'ness-point', page: p, per_page: 2 }, JSON.stringify({ page: p, per_page: 2, items: items[p - 1] || [], total: 3 })));
    }
    return S.agent('Agent workflow', { agent: 'KAP Cataloguer' }, kids, null, { span_type: 'agent', handoffs: [] });
  } },
{ id: '02', domain: 'speleology cave survey station list', style: 'logfire',
  isolates: 'The offset into a Therion survey-station API keeps growing past the end and every call returns zero stations.',
  goal: 'Compute the total surveyed length of Ogof Hesp Alyn from the station legs in the club survey database.',
  build(R, S) {
    const kids = [];
    kids.push(S.llm([{ role: 'user', content: 'Total surveyed length of Ogof Hesp Alyn' }], 'I will page through the survey legs.', [{ name: 'get_legs', args: { cave: 'hesp-alyn', offset: 0, limit: 500 } }]));
    kids.push(S.tool('get_legs', { cave: 'hesp-alyn', offset: 0, limit: 500 }, { legs: 412, sum_length_m: 1583.2, next_offset: 500 }));
    for (const off of [500, 1000, 1500, 2000]) {
      kids.push(S.llm([{ role: 'tool', content: '...' }], null, [{ name: 'get_legs', args: { cave: 'hesp-alyn', offset: off, limit: 500 } }]));
      kids.push(S.tool('get_legs', { cave: 'hesp-alyn', offset: off, limit: 500 }, { legs: 0, sum_length_m: 0, next_offset: off + 500 }));
    }
    return S.agent('agent run', { prompt: 'Total surveyed length of Ogof Hesp Alyn' }, kids, null, { 'logfire.msg': 'agent run', 'gen_ai.agent.name': 'survey_bot' });
  } },
{ id: '03', domain: 'fish sauce factory fermentation batch ledger', style: 'plain',
  isolates: 'A cursor-paged ledger API returns the same next_cursor with empty data, and the agent re-sends it four times.',
  goal: 'Find every anchovy fermentation vat older than 12 months at the Phu Quoc plant that is ready for first draw.',
  build(R, S) {
    const kids = [];
    const cEnd = 'eyJ2YXQiOiJWLTE4OCIsIm4iOjMwfQ==';
    kids.push(S.llm([{ role: 'user', content: 'Which vats are ready for first draw?' }], null, [{ name: 'ledger_list', args: { plant: 'phu-quoc', min_age_days: 365 } }]));
    kids.push(S.tool('ledger_list', { plant: 'phu-quoc', min_age_days: 365 }, { data: [{ vat: 'V-112', filled: '2023-02-11', nitrogen_g_l: 31 }, { vat: 'V-188', filled: '2023-04-03', nitrogen_g_l: 28 }], next_cursor: cEnd }));
    for (let i = 0; i < 4; i++) {
      kids.push(S.llm([{ role: 'user', content: 'continue' }], null, [{ name: 'ledger_list', args: { plant: 'phu-quoc', min_age_days: 365, cursor: cEnd } }]));
      kids.push(S.tool('ledger_list', { plant: 'phu-quoc', min_age_days: 365, cursor: cEnd }, { data: [], next_cursor: cEnd }));
    }
    return S.agent('run', { user: 'Which vats are ready for first draw?' }, kids, null);
  } },
{ id: '04', domain: 'clown school alumni directory', style: 'mastra',
  isolates: 'Scrolling an alumni directory page by page, the last real page is 2 and pages 3-5 return the identical "no more results" HTML fragment.',
  goal: 'Compile the list of alumni from the 2015 cohort of the clown school who now run their own touring companies.',
  build(R, S) {
    const kids = [];
    const pages = ['<ul class="alumni"><li data-id="a17">Pip Ostrowska — Circo Pip (touring)</li><li data-id="a22">Jules Mbeki — hospital clowning</li></ul><a rel="next" href="?cohort=2015&page=2">Next</a>', '<ul class="alumni"><li data-id="a31">Tomás Reyes — Reyes Family Clowns (touring)</li></ul><a rel="next" href="?cohort=2015&page=3">Next</a>'];
    for (let p = 1; p <= 5; p++) {
      kids.push(S.llm([{ role: 'user', content: 'Alumni 2015 touring' }], '', [{ name: 'fetchDirectoryPage', args: { cohort: 2015, page: p } }]));
      kids.push(S.tool('fetchDirectoryPage', { cohort: 2015, page: p }, { status: 200, body: pages[p - 1] || '<ul class="alumni"></ul><p class="empty">No more alumni to show.</p>' }));
    }
    return S.agent('agent.generate', { agentName: 'alumniResearcher' }, kids, null);
  } },
{ id: '05', domain: 'formalwear rental shop helpdesk ticket export', style: 'strands',
  isolates: 'A helpdesk export keeps advancing start_time/page through empty incremental-export windows after the real tickets ran out.',
  goal: 'Export all tuxedo-damage tickets from the last quarter so the shop can bill cleaning fees.',
  build(R, S) {
    const kids = [];
    kids.push(S.llm([{ role: 'user', content: 'Export damage tickets' }], 'Using the incremental export.', [{ name: 'zendesk_incremental', args: { start_time: 1719792000 } }]));
    kids.push(S.tool('zendesk_incremental', { start_time: 1719792000 }, { tickets: [{ id: 48811, subject: 'wine stain on shawl lapel' }, { id: 48907, subject: 'torn trouser hem' }], end_time: 1727740799, end_of_stream: false, count: 2 }));
    let st = 1727740799;
    for (let i = 0; i < 4; i++) {
      kids.push(S.llm([{ role: 'user', content: 'continue export' }], null, [{ name: 'zendesk_incremental', args: { start_time: st } }]));
      kids.push(S.tool('zendesk_incremental', { start_time: st }, { tickets: [], end_time: st, end_of_stream: false, count: 0 }));
      st += 1;
    }
    return S.agent('Agent', { system_prompt: 'You are a helpdesk export assistant.' }, kids, null, { 'gen_ai.system': 'strands-agents' });
  } },
{ id: '06', domain: 'tundra buggy polar bear tour bookings', style: 'agno',
  isolates: 'An offset-paginated booking API keeps being called with offsets 40, 60, 80, 100 after the last 23 bookings were already returned.',
  goal: 'Count how many guests on the 14 November tundra buggy departures have dietary restrictions for the lodge lunch.',
  build(R, S) {
    const kids = [];
    kids.push(S.llm([{ role: 'user', content: 'Dietary restrictions for 14 Nov departures?' }], null, [{ name: 'list_bookings', args: { date: '2024-11-14', offset: 0, limit: 20 } }]));
    kids.push(S.tool('list_bookings', { date: '2024-11-14', offset: 0, limit: 20 }, { count: 20, results: '[20 bookings: 4 vegetarian, 1 coeliac]' }));
    kids.push(S.llm([{ role: 'user', content: 'more' }], null, [{ name: 'list_bookings', args: { date: '2024-11-14', offset: 20, limit: 20 } }]));
    kids.push(S.tool('list_bookings', { date: '2024-11-14', offset: 20, limit: 20 }, { count: 3, results: '[3 bookings: 1 nut allergy]' }));
    for (const off of [40, 60, 80, 100]) {
      kids.push(S.llm([{ role: 'user', content: 'more' }], null, [{ name: 'list_bookings', args: { date: '2024-11-14', offset: off, limit: 20 } }]));
      kids.push(S.tool('list_bookings', { date: '2024-11-14', offset: off, limit: 20 }, { count: 0, results: '[]' }));
    }
    return S.agent('Agent.run', { message: 'Dietary restrictions for 14 Nov departures?' }, kids, null, { framework: 'agno' });
  } },
];
