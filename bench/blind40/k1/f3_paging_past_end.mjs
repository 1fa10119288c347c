import { style, span, http } from './lib.mjs';
export const meta = { family: 'paging_past_end', loop: true, stagnation: false, behaviour: 'page/offset/cursor keeps advancing past the last real page, every answer the same empty page' };

export const scenarios = [
  // 01 mushroom foraging permits — LangSmith
  (c) => {
    const S = style('langsmith', c);
    const goal = 'List every active chanterelle foraging permit in the Kielder district and count them.';
    const kids = [S.llm({ prompt: goal, text: 'Fetch permits page by page.', calls: [{ name: 'list_permits', args: { district: 'kielder', species: 'chanterelle', page: 1 } }] })];
    kids.push(S.tool('list_permits', { district: 'kielder', species: 'chanterelle', page: 1 }, { page: 1, per_page: 25, items: [{ id: 'KF-2201', holder: 'A. Rowe' }, { id: 'KF-2207', holder: 'M. Iqbal' }, { id: 'KF-2215', holder: 'Tynedale Foragers' }] }));
    for (let p = 2; p <= 6; p++) { kids.push(S.llm({ prompt: goal, text: p === 2 ? 'Page 1 had 3 permits. Next page.' : `Page ${p - 1} was empty, maybe there is more on page ${p}.`, calls: [{ name: 'list_permits', args: { district: 'kielder', species: 'chanterelle', page: p } }] })); kids.push(S.tool('list_permits', { district: 'kielder', species: 'chanterelle', page: p }, { page: p, per_page: 25, items: [] })); }
    return { isolates: 'After the only real page, the page number keeps rising 2 to 6 and each response is the same empty item list.', goal, root: S.agent('permits', { goal }, { error: 'recursion limit' }, kids) };
  },
  // 02 croquet clubs — Mastra
  (c) => {
    const S = style('mastra', c);
    const goal = 'Export all handicap changes for Cheltenham Croquet Club members this season.';
    const kids = [];
    const first = { offset: 0, limit: 50 };
    kids.push(S.llm({ prompt: goal, text: '', calls: [{ name: 'handicapChanges', args: first }] }));
    kids.push(S.tool('handicapChanges', first, { data: Array.from({ length: 12 }, (_, i) => ({ member: `M${140 + i}`, from: 12 - (i % 4), to: 11 - (i % 4) })), offset: 0, limit: 50, returned: 12 }));
    for (const off of [50, 100, 150, 200]) { kids.push(S.llm({ prompt: goal, text: `Requesting offset ${off}.`, calls: [{ name: 'handicapChanges', args: { offset: off, limit: 50 } }] })); kids.push(S.tool('handicapChanges', { offset: off, limit: 50 }, { data: [], offset: off, limit: 50, returned: 0 })); }
    return { isolates: 'The offset advances by 50 four times past the single short page and every answer has returned: 0.', goal, root: S.agent('croquetSecretary', { messages: [goal] }, { text: '' }, kids) };
  },
  // 03 salt mine tours — Gemini, cursor re-sent
  (c) => {
    const S = style('gemini', c, 'gemini-2.0-flash');
    const goal = 'Collect all visitor reviews of the Wieliczka-style salt mine chapel tour that mention accessibility.';
    const cur = c.cursor();
    const kids = [S.llm({ prompt: goal, calls: [{ name: 'fetch_reviews', args: { tour: 'chapel-route', topic: 'accessibility' } }] }), S.tool('fetch_reviews', { tour: 'chapel-route', topic: 'accessibility' }, { reviews: [{ id: 'r81', stars: 2, text: 'Lift was out, 380 steps.' }, { id: 'r95', stars: 4, text: 'Staff carried my walker down.' }], next_page_token: cur })];
    for (let i = 0; i < 4; i++) { kids.push(S.llm({ prompt: goal, text: i ? '' : 'Two reviews so far; following the page token.', calls: [{ name: 'fetch_reviews', args: { tour: 'chapel-route', topic: 'accessibility', page_token: cur } }] })); kids.push(S.tool('fetch_reviews', { tour: 'chapel-route', topic: 'accessibility', page_token: cur }, { reviews: [], next_page_token: cur })); }
    return { isolates: 'The same next_page_token is sent four times and each reply is an empty review list carrying that same token back.', goal, root: S.agent('reviews_agent', { goal }, null, kids) };
  },
  // 04 hurling clubs — AutoGen
  (c) => {
    const S = style('autogen', c);
    const goal = 'Gather all fixtures for Ballygunner U14 hurling team for the autumn league.';
    const kids = [];
    kids.push(S.llm({ prompt: goal, calls: [{ name: 'get_fixtures', args: { team: 'ballygunner-u14', page: 1 } }] }));
    kids.push(S.tool('get_fixtures', { team: 'ballygunner-u14', page: 1 }, { fixtures: [{ date: '2024-09-14', opp: 'Passage', venue: 'home' }, { date: '2024-09-21', opp: 'De La Salle', venue: 'away' }, { date: '2024-10-05', opp: 'Mount Sion', venue: 'home' }], page: 1, pages: 1 }));
    for (let p = 2; p <= 5; p++) { kids.push(S.llm({ prompt: goal, calls: [{ name: 'get_fixtures', args: { team: 'ballygunner-u14', page: p } }] })); kids.push(S.tool('get_fixtures', { team: 'ballygunner-u14', page: p }, { fixtures: [], page: p, pages: 1 })); }
    return { isolates: 'Although the API says pages: 1, the agent requests pages 2 to 5 and gets the same empty fixtures list each time.', goal, root: S.agent('fixtures_assistant', { task: goal }, { messages_len: kids.length, stop_reason: 'max_turns' }, kids) };
  },
  // 05 browser: salt cave therapy booking site — Claude Agent SDK, scroll position
  (c) => {
    const S = style('claude-sdk', c);
    const goal = 'On the Halotherapy Centre booking page, find every Saturday slot with room for 3 people in March.';
    const kids = [S.llm({ prompt: goal, text: 'Open the calendar and scroll through it.', calls: [{ name: 'browser_scroll', args: { y: 0 } }] }), S.tool('browser_scroll', { y: 0 }, { viewport: '1280x800', scrollY: 0, visible_text: 'Sat 2 Mar 10:00 (4 left)\nSat 9 Mar 14:00 (3 left)\nSat 16 Mar 11:00 (1 left)\n— End of availability —' })];
    for (const y of [800, 1600, 2400, 3200]) { kids.push(S.llm({ prompt: goal, text: y === 800 ? 'Scrolling further for the rest of March.' : '', calls: [{ name: 'browser_scroll', args: { y } }] })); kids.push(S.tool('browser_scroll', { y }, { viewport: '1280x800', scrollY: 812, visible_text: '— End of availability —\n© Halotherapy Centre' })); }
    return { isolates: 'The requested scroll position keeps growing but the page is already at its bottom and shows the same footer each time.', goal, root: S.agent('browser-agent', { prompt: goal }, { subtype: 'error_max_turns', num_turns: 10 }, kids) };
  },
  // 06 tidal energy turbines — Haystack, offset via SQL
  (c) => {
    const S = style('haystack', c);
    const goal = 'Export blade strain alarms for turbine TT-4 at the Ramsey Sound array for February.';
    const sql = (o) => `SELECT ts, channel, microstrain FROM alarms WHERE turbine='TT-4' AND ts >= '2024-02-01' ORDER BY ts LIMIT 100 OFFSET ${o}`;
    const kids = [S.llm({ prompt: goal, calls: [{ name: 'sql_query', args: { sql: sql(0) } }] }), S.tool('sql_query', { sql: sql(0) }, 'ts|channel|microstrain\n2024-02-03 04:11:09|B2-root|1840\n2024-02-17 22:40:51|B1-root|1910\n(2 rows)')];
    for (const o of [100, 200, 300]) { kids.push(S.llm({ prompt: goal, text: `Continuing at offset ${o}.`, calls: [{ name: 'sql_query', args: { sql: sql(o) } }] })); kids.push(S.tool('sql_query', { sql: sql(o) }, 'ts|channel|microstrain\n(0 rows)')); }
    return { isolates: 'The SQL OFFSET advances three times past a two-row result and every answer is (0 rows).', goal, root: S.agent('strain_export', { query: goal }, null, kids) };
  },
];
