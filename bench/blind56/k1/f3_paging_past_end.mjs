// Family 3: page/offset/cursor keeps advancing past the last real page; same empty page each time.
const pages = (c, tool, mk, real, empties, texts = []) => { real.forEach((r, i) => c.step(texts[i] || null, [[tool, mk(i), r]])); for (let k = 0; k < empties.n; k++) c.step(texts[real.length + k] || null, [[tool, mk(real.length + k), empties.f(k)]]); };
export default {
  family: 'paging_past_end', loop: true, stagnation: false,
  rows: [
    { n: '01', domain: 'didgeridoo makers', style: 'plain',
      isolates: 'Page numbers 3 to 6 of a workshop order API all return the same empty items array after the last real page 2.',
      system: 'You are the order assistant for Outback Drone Pipes workshop.',
      goal: 'Count open orders for eucalyptus didgeridoos tuned to D.',
      build(c) {
        pages(c, 'list_orders', i => ({ status: 'open', page: i + 1, per_page: 25 }), [{ items: [{ id: 'O-1401', key: 'D', wood: 'stringybark' }, { id: 'O-1405', key: 'C', wood: 'bloodwood' }], page: 1 }, { items: [{ id: 'O-1418', key: 'D', wood: 'bloodwood' }], page: 2 }], { n: 4, f: () => ({ items: [], page: null }) }, ['Listing open orders page by page.', 'Next page.', 'Continuing to page 3.', 'Page 4.', 'Page 5.', 'Page 6.']);
        return { output: null, error: 'iteration limit reached' };
      } },
    { n: '02', domain: 'doll hospitals', style: 'langgraph',
      isolates: 'The same next_cursor token is re-sent three times after the final page; each reply is an empty list with that same cursor.',
      system: 'You help the Porcelain Ward doll hospital track repair tickets.',
      goal: 'List every bisque-head doll waiting for eye resetting.',
      build(c) {
        c.step(null, [['tickets.search', { repair: 'eye_reset', material: 'bisque' }, { data: [{ ticket: 'DH-882', doll: 'Armand Marseille 390' }, { ticket: 'DH-889', doll: 'Simon & Halbig 1079' }], next_cursor: 'eyJpZCI6ODg5fQ==' }]]);
        for (let k = 0; k < 4; k++) c.step(k === 0 ? 'Fetching the next page with the cursor.' : null, [['tickets.search', { repair: 'eye_reset', material: 'bisque', cursor: k === 0 ? 'eyJpZCI6ODg5fQ==' : 'eyJpZCI6OTAwfQ==' }, k === 0 ? { data: [{ ticket: 'DH-900', doll: 'Kestner 171' }], next_cursor: 'eyJpZCI6OTAwfQ==' } : { data: [], next_cursor: 'eyJpZCI6OTAwfQ==' }]]);
        return { output: null, error: 'GraphRecursionError: Recursion limit of 12 reached' };
      } },
    { n: '03', domain: 'camel dairies', style: 'openai_agents',
      isolates: 'Offsets keep increasing by 50 past total=112 and every response is an empty rows list.',
      system: 'You analyse milk-yield records for the Al Wadi camel dairy.',
      goal: 'Find the three camels with the highest average daily yield in May.',
      build(c) {
        pages(c, 'query_yields', i => ({ month: '2024-05', offset: i * 50, limit: 50 }), [{ rows: [{ camel: 'C-017', avg_l: 7.9 }, { camel: 'C-044', avg_l: 7.1 }, '…48 more'], total: 112 }, { rows: [{ camel: 'C-088', avg_l: 8.3 }, '…49 more'], total: 112 }, { rows: [{ camel: 'C-102', avg_l: 6.2 }, '…11 more'], total: 112 }], { n: 3, f: () => ({ rows: [], total: 112 }) });
        return { output: null, error: 'MaxTurnsExceeded' };
      } },
    { n: '04', domain: 'revolving door servicing', style: 'anthropic',
      isolates: 'A browser scroll position keeps advancing on a service-history page that has stopped loading new rows; the visible list is identical each time.',
      system: 'You operate a headless browser for Rotaport revolving door servicing.',
      goal: 'Collect every service visit for the door at Quay House since 2022 from the customer portal.',
      build(c) {
        const rows = '<tr><td>2022-03-11</td><td>Brush seals</td></tr><tr><td>2023-01-19</td><td>Speed controller</td></tr><tr><td>2023-09-02</td><td>Annual PPM</td></tr>';
        c.step('Opening the service history.', [['browser_navigate', { url: 'https://portal.rotaport.example/sites/QH-01/history' }, { status: 200, title: 'Service history - Quay House', html: `<table id="hist">${rows}</table><div class="spinner" hidden></div>` }]]);
        for (let k = 1; k <= 4; k++) c.step(k === 1 ? 'Scrolling to load older visits.' : null, [['browser_scroll', { selector: '#hist', y: k * 1200 }, { scrollY: k * 1200, html: `<table id="hist">${rows}</table><div class="spinner" hidden></div>` }]]);
        return { output: null, error: 'max_tokens budget exhausted' };
      } },
    { n: '05', domain: 'coral reef restoration', style: 'smolagents',
      isolates: 'A code agent increments a page variable past the end of a fragment-nursery API; page 4, 5 and 6 return the same empty JSON.',
      system: 'You are a CodeAgent for the Reef Nursery Trust.',
      goal: 'Sum the number of Acropora fragments outplanted in 2024.',
      build(c) {
        pages(c, 'nursery_api_get', i => ({ path: '/outplants', params: { genus: 'Acropora', year: 2024, page: i + 1 } }), [{ page: 1, results: [{ site: 'North Bommie', n: 240 }, { site: 'Blue Hole', n: 180 }] }, { page: 2, results: [{ site: 'Turtle Flat', n: 95 }] }, { page: 3, results: [{ site: 'Channel', n: 60 }] }], { n: 3, f: () => ({ page: null, results: [] }) }, ['Fetch page 1.', 'Page 2.', 'Page 3.', 'Page 4 in case there is more.', 'Keep going, page 5.', 'Page 6.']);
        return { output: null, error: 'AgentMaxStepsError' };
      } },
    { n: '06', domain: 'treehouse builders', style: 'claude_sdk',
      isolates: 'Reading a long permit PDF by line offset continues past EOF; each read returns the same "offset beyond end of file" text.',
      system: 'You help Canopy Craft treehouse builders with planning paperwork.',
      goal: 'Find the maximum platform height allowed without a permit in the council guidance PDF.',
      build(c) {
        pages(c, 'Read', i => ({ file_path: '/project/docs/council-treehouse-guidance.txt', offset: i * 400, limit: 400 }), ['     1→Householder guidance: outbuildings and raised platforms\n   ...\n   212→Platforms must not exceed 0.3 m above ground...', '   401→Annex B: conservation areas\n   ...\n   618→END OF DOCUMENT'], { n: 4, f: () => '<system-reminder>Warning: the file exists but offset is beyond end of file (618 lines).</system-reminder>' }, ['Reading the guidance.', 'Reading the next part.', 'Continuing.', null, null, null]);
        return { output: null, error: 'error_max_turns' };
      } },
  ],
};
