import { recorder } from './lib.mjs';

export const family = 'paging_beyond_last_page';
export const loop = true;
export const stagnation = false;
export const minSameTool = 5;

export const scenarios = [
  {
    id: '01', domain: 'avalanche dog training logs', style: 'pydantic',
    isolates: 'After two real pages of training sessions, the agent keeps incrementing the page number and receives the same empty page three more times instead of summarising.',
    run(c) {
      const goal = 'Summarise this season\'s burial-search training sessions for the avalanche dog Kesi (handler M. Rieder): number of sessions, median find time, and deepest successful burial.';
      const rec = recorder(c, 'pydantic', { agent: 'k9-training-agent', goal, model: 'gpt-4o' });
      const page = (p, items, more) => ({ dog: 'Kesi', page: p, per_page: 5, items, has_more: more, generated: c.iso(), api_node: c.host('k9log') });
      rec.think('Fetching the training log, page 1.', [{ name: 'list_sessions', args: { dog: 'Kesi', season: '2024-25', page: 1 } }]);
      rec.tool('list_sessions', { dog: 'Kesi', page: 1 }, page(1, [
        { date: '2024-12-07', site: 'Hintertux', burial_depth_m: 0.8, find_time_s: 94 }, { date: '2024-12-14', site: 'Hintertux', burial_depth_m: 1.2, find_time_s: 141 },
        { date: '2024-12-28', site: 'Mayrhofen', burial_depth_m: 1.0, find_time_s: 77 }, { date: '2025-01-04', site: 'Mayrhofen', burial_depth_m: 1.5, find_time_s: 188 },
        { date: '2025-01-18', site: 'Gerlos', burial_depth_m: 1.1, find_time_s: 102 }], true));
      rec.think('Five sessions so far, depths up to 1.5 m. Next page.', [{ name: 'list_sessions', args: { dog: 'Kesi', season: '2024-25', page: 2 } }]);
      rec.tool('list_sessions', { dog: 'Kesi', page: 2 }, page(2, [{ date: '2025-02-01', site: 'Gerlos', burial_depth_m: 1.8, find_time_s: 215 }, { date: '2025-02-15', site: 'Hintertux', burial_depth_m: 0.9, find_time_s: 63 }], false));
      rec.think('Page 2 brought two more sessions, including a 1.8 m burial. Checking page 3 for the March sessions.', [{ name: 'list_sessions', args: { dog: 'Kesi', season: '2024-25', page: 3 } }]);
      rec.tool('list_sessions', { dog: 'Kesi', page: 3 }, page(3, [], false));
      rec.think('Page 3 is empty; the March block might start on page 4.', [{ name: 'list_sessions', args: { dog: 'Kesi', season: '2024-25', page: 4 } }]);
      rec.tool('list_sessions', { dog: 'Kesi', page: 4 }, page(4, [], false));
      rec.think('Trying page 5 in case the server skips a page between months.', [{ name: 'list_sessions', args: { dog: 'Kesi', season: '2024-25', page: 5 } }]);
      rec.tool('list_sessions', { dog: 'Kesi', page: 5 }, page(5, [], false));
      return { goal, root: rec.cutoff('UsageLimitExceeded: The next request would exceed the request_limit of 6') };
    },
  },
  {
    id: '02', domain: 'Confluence wiki space export', style: 'plain',
    isolates: 'A migration agent keeps re-sending the same cursor (and then advancing start offsets) against a Confluence space whose last page already returned, getting identical empty results.',
    run(c) {
      const goal = 'Export the list of all pages in the Confluence space "HWENG" (hardware engineering) with their last-modified dates into a CSV for the Notion migration.';
      const rec = recorder(c, 'plain', { agent: 'wiki-migrator', goal, model: 'gpt-4o-mini' });
      const cur = c.cursor();
      const headers = () => ({ 'x-arequestid': c.uuid(), 'atl-traceid': c.hex(16), date: c.http(), 'x-ratelimit-remaining': String(c.int(80, 99)) });
      rec.think('Listing pages in HWENG.', [{ name: 'confluence_get', args: { url: '/wiki/api/v2/spaces/98311/pages', query: { limit: 25 } } }]);
      rec.tool('confluence_get', { url: '/wiki/api/v2/spaces/98311/pages' }, { status: 200, headers: headers(), body: { results: Array.from({ length: 25 }, (_, i) => ({ id: String(4400100 + i * 7), title: ['PCB stackup rules', 'Thermal budget v3', 'EMC pre-scan checklist', 'BOM freeze process', 'Connector derating'][i % 5] + (i >= 5 ? ` (${i})` : ''), version: { createdAt: c.isoSec() } })), _links: { next: `/wiki/api/v2/spaces/98311/pages?limit=25&cursor=${cur}` } } });
      rec.think('25 pages; following the next link.', [{ name: 'confluence_get', args: { url: `/wiki/api/v2/spaces/98311/pages?limit=25&cursor=${cur}` } }]);
      rec.tool('confluence_get', { url: '/wiki/api/v2/spaces/98311/pages?cursor=…' }, { status: 200, headers: headers(), body: { results: [{ id: '4400301', title: 'Firmware handover template', version: { createdAt: c.isoSec() } }, { id: '4400317', title: 'Lab equipment calibration', version: { createdAt: c.isoSec() } }], _links: {} } });
      rec.think('27 pages collected. There is no next link; I will re-send the last cursor to be sure nothing was cut.', [{ name: 'confluence_get', args: { url: `/wiki/api/v2/spaces/98311/pages?limit=25&cursor=${cur}` } }]);
      rec.tool('confluence_get', { url: '/wiki/api/v2/spaces/98311/pages?cursor=…' }, { status: 200, headers: headers(), body: { results: [], _links: {} } });
      rec.think('Empty. Switching to the v1 content endpoint with start=50.', [{ name: 'confluence_get', args: { url: '/wiki/rest/api/content', query: { spaceKey: 'HWENG', type: 'page', start: 50, limit: 25 } } }]);
      rec.tool('confluence_get', { url: '/wiki/rest/api/content' }, { status: 200, headers: headers(), body: { results: [], start: 50, limit: 25, size: 0 } });
      rec.think('Start 75 next.', [{ name: 'confluence_get', args: { url: '/wiki/rest/api/content', query: { spaceKey: 'HWENG', type: 'page', start: 75, limit: 25 } } }]);
      rec.tool('confluence_get', { url: '/wiki/rest/api/content' }, { status: 200, headers: headers(), body: { results: [], start: 75, limit: 25, size: 0 } });
      rec.think('And start 100.', [{ name: 'confluence_get', args: { url: '/wiki/rest/api/content', query: { spaceKey: 'HWENG', type: 'page', start: 100, limit: 25 } } }]);
      rec.tool('confluence_get', { url: '/wiki/rest/api/content' }, { status: 200, headers: headers(), body: { results: [], start: 100, limit: 25, size: 0 } });
      return { goal, root: rec.cutoff('run terminated by supervisor: 7 consecutive tool calls without writing output') };
    },
  },
  {
    id: '03', domain: 'marine bioacoustics hydrophone array', style: 'openinference',
    isolates: 'The agent scrolls a detections API by offset well past the total count, receiving the same empty detections array with a changing query id three times.',
    run(c) {
      const goal = 'Count fin whale 20 Hz pulse detections on hydrophone H3 of the Porcupine Bank array for last week and list the three nights with most detections.';
      const rec = recorder(c, 'openinference', { agent: 'bioacoustics-agent', goal, model: 'gpt-4o' });
      const nightly = [['2025-05-12', 143], ['2025-05-13', 97], ['2025-05-14', 211], ['2025-05-15', 36]];
      rec.think('Querying detections for H3, first 200 rows.', [{ name: 'get_detections', args: { hydrophone: 'H3', species: 'Balaenoptera physalus', call_type: '20Hz', offset: 0, limit: 200 } }]);
      rec.tool('get_detections', { offset: 0 }, { total: 340, offset: 0, returned: 200, by_night_partial: Object.fromEntries(nightly.slice(0, 2)), detector: 'GPL-v2.3', query_id: c.uuid(), exec: c.dur() });
      rec.think('Total is 340; I have 200. Fetching offset 200.', [{ name: 'get_detections', args: { hydrophone: 'H3', species: 'Balaenoptera physalus', call_type: '20Hz', offset: 200, limit: 200 } }]);
      rec.tool('get_detections', { offset: 200 }, { total: 340, offset: 200, returned: 140, by_night_partial: Object.fromEntries(nightly.slice(2)), detector: 'GPL-v2.3', query_id: c.uuid(), exec: c.dur() });
      rec.think('That covers 340 of 340. Moving to offset 400 to check for stragglers from the weekend.', [{ name: 'get_detections', args: { hydrophone: 'H3', species: 'Balaenoptera physalus', call_type: '20Hz', offset: 400, limit: 200 } }]);
      rec.tool('get_detections', { offset: 400 }, { total: 340, offset: 400, returned: 0, by_night_partial: {}, detector: 'GPL-v2.3', query_id: c.uuid(), exec: c.dur() });
      rec.think('Offset 600 now.', [{ name: 'get_detections', args: { hydrophone: 'H3', species: 'Balaenoptera physalus', call_type: '20Hz', offset: 600, limit: 200 } }]);
      rec.tool('get_detections', { offset: 600 }, { total: 340, offset: 600, returned: 0, by_night_partial: {}, detector: 'GPL-v2.3', query_id: c.uuid(), exec: c.dur() });
      rec.think('Trying offset 800 with the same filters.', [{ name: 'get_detections', args: { hydrophone: 'H3', species: 'Balaenoptera physalus', call_type: '20Hz', offset: 800, limit: 200 } }]);
      rec.tool('get_detections', { offset: 800 }, { total: 340, offset: 800, returned: 0, by_night_partial: {}, detector: 'GPL-v2.3', query_id: c.uuid(), exec: c.dur() });
      return { goal, root: rec.cutoff('Agent stopped after reaching max_iterations=6') };
    },
  },
  {
    id: '04', domain: 'taiko drumming group rehearsal attendance', style: 'agno',
    isolates: 'An Agno agent pages through a member roster by "next page" token; after the final page the token returned is the same and the agent re-sends it three times, each reply empty.',
    run(c) {
      const goal = 'For the Kodama Taiko group, find members who missed three or more of the last eight rehearsals so the leader can check in with them.';
      const rec = recorder(c, 'agno', { agent: 'kodama-admin', goal, model: 'gpt-4o-mini' });
      const tok = `pg_${c.alnum(10)}`;
      rec.think('', [{ name: 'get_attendance', args: { group: 'kodama', rehearsals: 8 } }]);
      rec.tool('get_attendance', { group: 'kodama' }, { members: [{ name: 'Aiko', missed: 1 }, { name: 'Ben', missed: 4 }, { name: 'Chidi', missed: 0 }, { name: 'Dara', missed: 3 }, { name: 'Emeka', missed: 2 }], next_page_token: tok, served_by: c.host('sheets-proxy'), ts: c.epochMs() });
      rec.think('Ben (4) and Dara (3) so far. Continuing with the token.', [{ name: 'get_attendance', args: { group: 'kodama', rehearsals: 8, page_token: tok } }]);
      rec.tool('get_attendance', { page_token: tok }, { members: [{ name: 'Fumiko', missed: 5 }, { name: 'Gwen', missed: 0 }, { name: 'Hiro', missed: 1 }], next_page_token: tok, served_by: c.host('sheets-proxy'), ts: c.epochMs() });
      rec.think('Fumiko missed 5. The token came back unchanged; requesting again.', [{ name: 'get_attendance', args: { group: 'kodama', rehearsals: 8, page_token: tok } }]);
      rec.tool('get_attendance', { page_token: tok }, { members: [], next_page_token: tok, served_by: c.host('sheets-proxy'), ts: c.epochMs() });
      rec.think('No members on this page but the token is still present, so there may be more.', [{ name: 'get_attendance', args: { group: 'kodama', rehearsals: 8, page_token: tok } }]);
      rec.tool('get_attendance', { page_token: tok }, { members: [], next_page_token: tok, served_by: c.host('sheets-proxy'), ts: c.epochMs() });
      rec.think('Still a token; one more request.', [{ name: 'get_attendance', args: { group: 'kodama', rehearsals: 8, page_token: tok } }]);
      rec.tool('get_attendance', { page_token: tok }, { members: [], next_page_token: tok, served_by: c.host('sheets-proxy'), ts: c.epochMs() });
      return { goal, root: rec.cutoff('tool_call_limit reached (5)') };
    },
  },
  {
    id: '05', domain: 'date palm orchard pollination records', style: 'gemini',
    isolates: 'A Gemini agent walks the page index of a pollination ledger past the end; pages 4, 5 and 6 all return the same "no rows" body with only the request id changing.',
    run(c) {
      const goal = 'From the Al Qassim orchard ledger, list Sukkari palms hand-pollinated more than 5 days after spathe opening this season.';
      const rec = recorder(c, 'gemini', { agent: 'orchard-ledger', goal, model: 'gemini-2.0-flash' });
      const resp = (p, rows) => ({ page: p, page_size: 20, rows, request_id: c.reqId('ldg'), server_time: c.isoOff(3) });
      rec.think('', [{ name: 'read_ledger', args: { cultivar: 'Sukkari', activity: 'pollination', page: 1 } }]);
      rec.tool('read_ledger', { page: 1 }, resp(1, [{ palm: 'S-014', spathe_open: '2025-03-02', pollinated: '2025-03-04' }, { palm: 'S-022', spathe_open: '2025-03-03', pollinated: '2025-03-11' }, { palm: 'S-031', spathe_open: '2025-03-05', pollinated: '2025-03-07' }]));
      rec.think('S-022 had an 8-day delay. Reading page 2.', [{ name: 'read_ledger', args: { cultivar: 'Sukkari', activity: 'pollination', page: 2 } }]);
      rec.tool('read_ledger', { page: 2 }, resp(2, [{ palm: 'S-040', spathe_open: '2025-03-06', pollinated: '2025-03-13' }, { palm: 'S-047', spathe_open: '2025-03-08', pollinated: '2025-03-10' }]));
      rec.think('S-040 also late at 7 days. Page 3.', [{ name: 'read_ledger', args: { cultivar: 'Sukkari', activity: 'pollination', page: 3 } }]);
      rec.tool('read_ledger', { page: 3 }, resp(3, [{ palm: 'S-052', spathe_open: '2025-03-09', pollinated: '2025-03-12' }]));
      rec.think('', [{ name: 'read_ledger', args: { cultivar: 'Sukkari', activity: 'pollination', page: 4 } }]);
      rec.tool('read_ledger', { page: 4 }, { ...resp(4, []), message: 'no rows' });
      rec.think('', [{ name: 'read_ledger', args: { cultivar: 'Sukkari', activity: 'pollination', page: 5 } }]);
      rec.tool('read_ledger', { page: 5 }, { ...resp(5, []), message: 'no rows' });
      rec.think('', [{ name: 'read_ledger', args: { cultivar: 'Sukkari', activity: 'pollination', page: 6 } }]);
      rec.tool('read_ledger', { page: 6 }, { ...resp(6, []), message: 'no rows' });
      return { goal, root: rec.cutoff('client stopped: maximum_remote_calls_in_afc=10 would be exceeded') };
    },
  },
  {
    id: '06', domain: 'mead hall event ticket sales', style: 'langgraph',
    isolates: 'A LangGraph agent scrolls an events API whose scroll id keeps changing while every batch after the last real one is empty, three times, until the recursion limit.',
    run(c) {
      const goal = 'For the Valhöll mead hall, total the tickets sold for all "Viking feast" nights in October and flag any night that sold fewer than 40 seats.';
      const rec = recorder(c, 'langgraph', { agent: 'events-agent', goal, limit: 14, graph: 'events_react' });
      let sid = `DXF1ZXJ5QW5kRmV0Y2gB${c.b64(24).replace(/[+/]/g, 'A')}`;
      rec.think('', [{ name: 'scroll_events', args: { query: 'Viking feast', month: '2025-10', size: 4, scroll: '1m' } }]);
      rec.tool('scroll_events', { query: 'Viking feast' }, { _scroll_id: sid, took: c.int(3, 50), timed_out: false, hits: { total: { value: 5, relation: 'eq' }, hits: [{ night: '2025-10-03', sold: 88 }, { night: '2025-10-10', sold: 72 }, { night: '2025-10-17', sold: 35 }, { night: '2025-10-24', sold: 91 }] } });
      const batches = [[{ night: '2025-10-31', sold: 120, note: 'Samhain special' }], [], [], []];
      for (const hits of batches) {
        rec.think('', [{ name: 'scroll_events', args: { scroll: '1m', scroll_id: sid } }]);
        sid = `DXF1ZXJ5QW5kRmV0Y2gB${c.b64(24).replace(/[+/]/g, 'A')}`;
        rec.tool('scroll_events', { scroll: '1m' }, { _scroll_id: sid, took: c.int(3, 50), timed_out: false, hits: { total: { value: 5, relation: 'eq' }, hits } });
      }
      return { goal, root: rec.cutoff('GraphRecursionError: Recursion limit of 14 reached without hitting a stop condition.') };
    },
  },
];
