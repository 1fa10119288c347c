import { Trace } from './lib.mjs';

export const family = {
  name: 'paging_beyond_end', loop: true, stagnation: false,
  isolates: 'After the last real page the agent keeps advancing the page/offset/cursor (or re-sends the same token) and gets the same empty page three or more times.',
};

export const rows = [
  {
    n: '01', domain: 'chestnut roasting cart permits', style: 'plain',
    isolates: 'Page numbers keep increasing past the last page of street-trading pitches; pages 4-7 are identical empty arrays.',
    goal: 'List every chestnut-roasting cart pitch licence expiring before 1 December so the council can send renewal letters.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'plain', model: 'gpt-4o-mini', agent: 'street-trading', tools: ['list_pitch_licences'],
        system: 'You help the street trading office. list_pitch_licences is paginated (page, per_page).', goal: this.goal });
      const R = T.R;
      const pg = (page, items) => ({ page, per_page: 5, items, links: { self: `/v2/licences?type=hot_food_cart&page=${page}` }, generated: R.http(), 'x-ratelimit-remaining': R.int(200, 480) });
      T.step(null, [{ name: 'list_pitch_licences', args: { type: 'hot_food_cart', expiring_before: '2025-12-01', page: 1, per_page: 5 }, out: pg(1, [
        { lic: 'STL-0412', trader: 'Castagne Calde Ltd', pitch: 'Market Sq N', expires: '2025-11-14' }, { lic: 'STL-0419', trader: 'B. Moretti', pitch: 'Station Forecourt', expires: '2025-11-02' },
        { lic: 'STL-0433', trader: 'Hot Nuts Co', pitch: 'Bridge St', expires: '2025-11-30' }, { lic: 'STL-0440', trader: 'A. Kaya', pitch: 'Cathedral Green', expires: '2025-10-21' },
        { lic: 'STL-0457', trader: 'Roast & Go', pitch: 'Riverside Walk', expires: '2025-11-18' }]) }]);
      T.step(null, [{ name: 'list_pitch_licences', args: { type: 'hot_food_cart', expiring_before: '2025-12-01', page: 2, per_page: 5 }, out: pg(2, [
        { lic: 'STL-0461', trader: 'M. Dimitriou', pitch: 'Castle Gate', expires: '2025-11-09' }, { lic: 'STL-0470', trader: 'Ember Carts', pitch: 'High St E', expires: '2025-11-27' }]) }]);
      for (const p of [3, 4, 5, 6]) T.step(null, [{ name: 'list_pitch_licences', args: { type: 'hot_food_cart', expiring_before: '2025-12-01', page: p, per_page: 5 }, out: pg(p, []) }]);
      return T.build({ output: null, metadata: { terminated: 'max_iterations=6' } });
    },
  },
  {
    n: '02', domain: 'trolleybus overhead line defects', style: 'otel_genai',
    isolates: 'The agent increments offset by 50 beyond the total of 113 defect records and keeps getting an empty result set.',
    goal: 'Collect all open overhead-line defects on trolleybus routes 3 and 7 with severity A or B for this week\'s night-shift work orders.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'otel_genai', model: 'mistral-large-latest', provider: 'mistral_ai', server: 'api.mistral.ai', agent: 'ocs-planner', tools: ['query_defects'],
        system: 'You prepare overhead contact system (OCS) work. query_defects supports limit/offset.', goal: this.goal });
      const R = T.R;
      const res = (off, recs) => ({ total: 113, offset: off, limit: 50, records: recs, query_id: R.uuid(), db_node: R.host('maximo-db'), fetched: R.isoOff('+01:00') });
      const mk = (n, start) => Array.from({ length: n }, (_, i) => ({ defect: `OCS-${24000 + start + i}`, route: (start + i) % 3 ? '3' : '7', span: `M${R.int(10, 480)}`, severity: (start + i) % 4 ? 'B' : 'A', kind: R.pick(['worn contact wire', 'loose dropper', 'frog misalignment', 'insulator crack']) })).slice(0, 4);
      T.step('I will page through the defect list 50 at a time (showing a sample of each page).', [{ name: 'query_defects', args: { routes: [3, 7], status: 'open', severity: ['A', 'B'], limit: 50, offset: 0 }, out: { ...res(0, mk(50, 0)), returned: 50 } }]);
      T.step(null, [{ name: 'query_defects', args: { routes: [3, 7], status: 'open', severity: ['A', 'B'], limit: 50, offset: 50 }, out: { ...res(50, mk(50, 50)), returned: 50 } }]);
      T.step(null, [{ name: 'query_defects', args: { routes: [3, 7], status: 'open', severity: ['A', 'B'], limit: 50, offset: 100 }, out: { ...res(100, mk(13, 100)), returned: 13 } }]);
      for (const off of [150, 200, 250, 300]) T.step(null, [{ name: 'query_defects', args: { routes: [3, 7], status: 'open', severity: ['A', 'B'], limit: 50, offset: off }, out: { ...res(off, []), returned: 0 } }]);
      return T.build({ output: null, error: 'agent run cancelled: wall-clock budget 300s exceeded' });
    },
  },
  {
    n: '03', domain: 'parrot rescue adoption applications', style: 'langgraph',
    isolates: 'The same next_cursor is re-sent after the final page and the API keeps returning an empty page with has_more=false.',
    goal: 'Gather all pending adoption applications for African grey parrots and rank them by the home-check score.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'langgraph', model: 'gpt-4o-2024-08-06', agent: 'adoptions', tools: ['list_applications'],
        system: 'You assist the rescue\'s adoption coordinator. list_applications uses cursor pagination.', goal: this.goal });
      const R = T.R;
      const c1 = R.cursor(), c2 = R.cursor();
      T.step(null, [{ name: 'list_applications', args: { species: 'African grey', status: 'pending' }, out: { data: [
        { app: 'APP-3391', applicant: 'L. Mwangi', home_check: 86 }, { app: 'APP-3402', applicant: 'R. Castellanos', home_check: 71 }, { app: 'APP-3410', applicant: 'H. Oyelaran', home_check: 92 }], has_more: true, next_cursor: c1, request_id: R.reqId('req_') } }]);
      T.step(null, [{ name: 'list_applications', args: { species: 'African grey', status: 'pending', cursor: c1 }, out: { data: [{ app: 'APP-3425', applicant: 'P. Nguyen', home_check: 64 }], has_more: true, next_cursor: c2, request_id: R.reqId('req_') } }]);
      for (let i = 0; i < 4; i++) T.step(null, [{ name: 'list_applications', args: { species: 'African grey', status: 'pending', cursor: c2 }, out: { data: [], has_more: false, next_cursor: c2, request_id: R.reqId('req_') } }]);
      return T.build({ output: null, error: 'GraphRecursionError: Recursion limit of 12 reached without hitting a stop condition.' });
    },
  },
  {
    n: '04', domain: 'sponge diving cooperative catch logs', style: 'adk',
    isolates: 'Page tokens keep advancing (page_token=4,5,6) on a catch-log API that only has three pages; every later answer is the same empty batch.',
    goal: 'Total the kilograms of Hippospongia sponges landed by each boat in the cooperative during August for the quota report.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'adk', model: 'gemini-2.5-flash', agent: 'quota_agent', tools: ['get_catch_logs'],
        system: 'You compile quota reports for a sponge diving cooperative.', goal: this.goal });
      const R = T.R;
      const page = (tok, entries, next) => ({ entries, next_page_token: next, served_at: R.isoMicro(), replica: R.pick(['kalymnos-1', 'kalymnos-2']) });
      T.step(null, [{ name: 'get_catch_logs', args: { month: '2025-08', genus: 'Hippospongia' }, out: page(null, [{ boat: 'Agios Nikolaos', kg: 38.5, date: '2025-08-04' }, { boat: 'Eleni K', kg: 22.0, date: '2025-08-05' }], '2') }]);
      T.step(null, [{ name: 'get_catch_logs', args: { month: '2025-08', genus: 'Hippospongia', page_token: '2' }, out: page('2', [{ boat: 'Agios Nikolaos', kg: 41.2, date: '2025-08-19' }, { boat: 'Thalassa', kg: 17.8, date: '2025-08-21' }], '3') }]);
      T.step(null, [{ name: 'get_catch_logs', args: { month: '2025-08', genus: 'Hippospongia', page_token: '3' }, out: page('3', [{ boat: 'Eleni K', kg: 29.4, date: '2025-08-28' }], '') }]);
      for (const t of ['4', '5', '6', '7']) T.step(null, [{ name: 'get_catch_logs', args: { month: '2025-08', genus: 'Hippospongia', page_token: t }, out: page(t, [], '') }]);
      return T.build({ output: null, metadata: { 'gcp.vertex.agent.end_reason': 'max_llm_calls exceeded' } });
    },
  },
  {
    n: '05', domain: 'bobsleigh track run timing', style: 'openinference',
    isolates: 'Scroll-style timing export: after the scroll is exhausted the agent keeps calling scroll with new scroll positions and receives zero hits each time.',
    goal: 'Export all two-man bobsleigh training runs from last weekend with start and split times to find which sleds had a start time under 5.00 s.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'openinference', model: 'gpt-4o', agent: 'timing', agentClass: 'ReActAgent', tools: ['scroll_runs'],
        system: 'You analyse bobsleigh timing data from the track timing system.', goal: this.goal });
      const R = T.R;
      const sid = 'FGluY2x1ZGVfY29udGV4dF91dWlkDXF1ZXJ5QW5kRmV0Y2gBFm' + R.b62(10);
      const hits = (arr, pos) => ({ _scroll_id: sid, took: R.ms(2, 40), position: pos, hits: { total: { value: 9, relation: 'eq' }, hits: arr } });
      const run = (sled, st, fin) => ({ sled, discipline: '2-man', start_s: st, finish_s: fin, run_ts: R.isoSec() });
      T.step(null, [{ name: 'scroll_runs', args: { discipline: '2-man', from: '2025-01-18', to: '2025-01-19', size: 5 }, out: hits([run('GER-2', 4.93, 51.12), run('LAT-1', 5.02, 51.40), run('SUI-3', 4.98, 51.27), run('CAN-1', 5.07, 51.66), run('GBR-1', 5.01, 51.48)], 0) }]);
      T.step(null, [{ name: 'scroll_runs', args: { scroll_id: sid, position: 5 }, out: hits([run('ITA-2', 5.05, 51.71), run('AUT-1', 4.97, 51.33), run('USA-2', 5.10, 51.90), run('KOR-1', 5.12, 52.04)], 5) }]);
      for (const pos of [10, 15, 20]) T.step(null, [{ name: 'scroll_runs', args: { scroll_id: sid, position: pos }, out: hits([], pos) }]);
      return T.build({ output: null, error: 'WorkflowTimeoutError: Operation timed out after 120.0 seconds' });
    },
  },
  {
    n: '06', domain: 'mustard mill seed contracts', style: 'anthropic',
    isolates: 'A list of grower contracts is paged with offset past the end; offsets 60, 80 and 100 all return the same empty page while the agent keeps going.',
    goal: 'Find all brown-mustard grower contracts for the 2025 harvest that still lack a signed quality addendum.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'anthropic', model: 'claude-3-5-haiku-20241022', agent: 'contracts-bot', tools: ['list_contracts'],
        system: 'You support the procurement team of a mustard mill.', goal: this.goal });
      const R = T.R;
      const body = (off, rows) => `HTTP/1.1 200 OK\nDate: ${R.http()}\nX-Request-Id: ${R.uuid()}\nX-Total-Count: 47\nLink: </contracts?offset=${off + 20}&limit=20>; rel="next"\n\n${JSON.stringify(rows)}`;
      const r = (n, s) => Array.from({ length: n }, (_, i) => ({ contract: `BM25-${String(s + i + 1).padStart(3, '0')}`, grower: `Farm ${s + i + 1}`, addendum_signed: (s + i) % 5 !== 2 }));
      T.step('Starting with the first page of 2025 brown mustard contracts.', [{ name: 'list_contracts', args: { crop: 'brassica juncea', harvest: 2025, offset: 0, limit: 20 }, out: body(0, r(20, 0)) }]);
      T.step(null, [{ name: 'list_contracts', args: { crop: 'brassica juncea', harvest: 2025, offset: 20, limit: 20 }, out: body(20, r(20, 20)) }]);
      T.step(null, [{ name: 'list_contracts', args: { crop: 'brassica juncea', harvest: 2025, offset: 40, limit: 20 }, out: body(40, r(7, 40)) }]);
      for (const off of [60, 80, 100, 120]) T.step(null, [{ name: 'list_contracts', args: { crop: 'brassica juncea', harvest: 2025, offset: off, limit: 20 }, out: body(off, []) }]);
      return T.build({ output: null, error: 'run stopped by orchestrator: max_tool_calls=7' });
    },
  },
];
