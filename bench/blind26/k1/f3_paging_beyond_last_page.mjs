// Family 3: paging continues past the last real page; every further page is the same empty page.
export const family = 'paging_beyond_last_page';
const J = JSON.stringify;

export const scenarios = [
  {
    id: '01', domain: 'balloon artists (event order export)', style: 'mastra',
    make(N) {
      const designs = ['organic garland 3m', 'number columns 1+8', 'balloon arch 5m', 'table centrepieces x10', 'bubble balloons x20', 'ceiling cloud', 'backdrop wall', 'twisted animals (walkabout 2h)'];
      const order = (k) => ({ id: 'EVT-' + (4100 + k), date: `2025-06-${String(1 + (k % 28)).padStart(2, '0')}`, design: designs[k % designs.length], venue: ['Corn Exchange', 'St Albans Cricket Club', 'The Old Dairy', 'Private residence'][k % 4], helium_tanks: k % 3 });
      const pg = (p, items, tot) => (N) => ({ data: items, page: p, per_page: 25, total: tot, generated_at: N.isoNoMs(), trace: N.hex(16) });
      const p1 = Array.from({ length: 25 }, (_, k) => order(k));
      const p2 = Array.from({ length: 25 }, (_, k) => order(k + 25));
      const p3 = Array.from({ length: 8 }, (_, k) => order(k + 50));
      return {
        isolates: 'After the third page returns the last 8 of 58 orders, the agent keeps requesting pages 4-7, each an identical empty data array.',
        goal: 'Export all June event orders for the balloon studio and total the helium tanks needed for the month.',
        spec: {
          agent: 'studioOpsAgent', model: 'gpt-4o', maxSteps: 10,
          system: 'You help a balloon decoration studio plan supplies. listOrders is paginated (25 per page).',
          steps: [
            { llm: '' }, { tool: 'listOrders', args: { month: '2025-06', page: 1 }, out: pg(1, p1, 58) },
            { llm: '' }, { tool: 'listOrders', args: { month: '2025-06', page: 2 }, out: pg(2, p2, 58) },
            { llm: '' }, { tool: 'listOrders', args: { month: '2025-06', page: 3 }, out: pg(3, p3, 58) },
            { llm: '' }, { tool: 'listOrders', args: { month: '2025-06', page: 4 }, out: pg(4, [], 58) },
            { llm: '' }, { tool: 'listOrders', args: { month: '2025-06', page: 5 }, out: pg(5, [], 58) },
            { llm: '' }, { tool: 'listOrders', args: { month: '2025-06', page: 6 }, out: pg(6, [], 58) },
            { llm: '' }, { tool: 'listOrders', args: { month: '2025-06', page: 7 }, out: pg(7, [], 58) },
          ],
          out: null, rootError: 'maxSteps (10) reached before a final text response',
        },
      };
    },
  },
  {
    id: '02', domain: 'soy sauce brewery (barrel lot registry)', style: 'langfuse',
    make(N) {
      const lot = (k) => ({ lot: `MR-${2022 + (k % 3)}-${String(k + 1).padStart(3, '0')}`, cedar_barrel: 'K' + (12 + (k % 40)), started: `20${22 + (k % 3)}-0${1 + (k % 9)}-15`, months_aged: 8 + (k % 30), salinity_pct: +(16.2 + (k % 7) * 0.3).toFixed(1) });
      const page = (off, n) => (N) => `{"items":${J(Array.from({ length: n }, (_, k) => lot(off + k)))},"offset":${off},"limit":50,"server":"${N.host('registry')}","elapsed":"${N.dur(20, 300)}"}`;
      return {
        isolates: 'Offset paging goes 0, 50 (real lots, 73 total) then 100, 150, 200, 250, all returning the same empty items array.',
        goal: 'List every moromi lot that has aged at least 24 months in cedar barrels so the head brewer can schedule pressing.',
        spec: {
          agent: 'brewery-registry-agent', model: 'gpt-4.1-mini', tags: ['registry', 'pressing-plan'],
          system: 'You read the barrel lot registry of a traditional soy sauce brewery. get_lots(offset, limit) returns up to 50 lots.',
          steps: [
            { llm: 'Reading the registry from offset 0.' }, { tool: 'get_lots', args: { offset: 0, limit: 50 }, out: page(0, 50) },
            { llm: '' }, { tool: 'get_lots', args: { offset: 50, limit: 50 }, out: page(50, 23) },
            { llm: '' }, { tool: 'get_lots', args: { offset: 100, limit: 50 }, out: page(100, 0) },
            { llm: '' }, { tool: 'get_lots', args: { offset: 150, limit: 50 }, out: page(150, 0) },
            { llm: '' }, { tool: 'get_lots', args: { offset: 200, limit: 50 }, out: page(200, 0) },
            { llm: '' }, { tool: 'get_lots', args: { offset: 250, limit: 50 }, out: page(250, 0) },
          ],
          out: null,
        },
      };
    },
  },
  {
    id: '03', domain: 'bird seed wholesaler (invoice API cursor)', style: 'plain',
    make(N) {
      const inv = (k) => ({ number: 'INV-' + (88210 + k), customer: ['Garden Wings Ltd', 'Feathered Friends Co-op', 'Hillside Garden Centre', 'Nyjer Direct'][k % 4], sku: ['SUNHEARTS-20KG', 'NYJER-12.5KG', 'FAT-BALLS-150', 'WILD-MIX-25KG'][k % 4], amount_gbp: 40 + k * 7.5, status: k % 5 === 0 ? 'overdue' : 'paid' });
      const last = 'eyJpZCI6ODgyNDB9';
      const resp = (items, next) => (N) => ({ status: 200, headers: { 'x-request-id': N.uuid(), date: N.http(), ...N.rate(120) }, body: { data: items, next_cursor: next, has_more: false } });
      return {
        isolates: 'When the invoice API returns has_more=false with an unchanged next_cursor, the agent re-sends that same cursor three more times and gets the same empty page.',
        goal: 'Pull all October invoices and list the overdue ones per customer so we can send reminders.',
        spec: {
          agent: 'ar-assistant', model: 'gpt-4o',
          system: 'You are an accounts receivable assistant for a bird seed wholesaler. list_invoices(month, cursor) is cursor paginated.',
          steps: [
            { llm: '' }, { tool: 'list_invoices', args: { month: '2025-10' }, out: (N) => ({ status: 200, headers: { 'x-request-id': N.uuid(), date: N.http(), ...N.rate(120) }, body: { data: Array.from({ length: 20 }, (_, k) => inv(k)), next_cursor: 'eyJpZCI6ODgyMzB9', has_more: true } }) },
            { llm: '' }, { tool: 'list_invoices', args: { month: '2025-10', cursor: 'eyJpZCI6ODgyMzB9' }, out: (N) => ({ status: 200, headers: { 'x-request-id': N.uuid(), date: N.http(), ...N.rate(120) }, body: { data: Array.from({ length: 11 }, (_, k) => inv(k + 20)), next_cursor: last, has_more: false } }) },
            { llm: 'Continuing with the returned cursor.' }, { tool: 'list_invoices', args: { month: '2025-10', cursor: last }, out: resp([], last) },
            { llm: '' }, { tool: 'list_invoices', args: { month: '2025-10', cursor: last }, out: resp([], last) },
            { llm: '' }, { tool: 'list_invoices', args: { month: '2025-10', cursor: last }, out: resp([], last) },
            { llm: '' }, { tool: 'list_invoices', args: { month: '2025-10', cursor: last }, out: resp([], last) },
          ],
          out: null, rootError: 'run cancelled: token budget exhausted',
        },
      };
    },
  },
  {
    id: '04', domain: 'bobsleigh track (run timing scroll)', style: 'strands',
    make(N) {
      const sid = 'FGluY2x1ZGVfY29udGV4dF91dWlkDXF1ZXJ5QW5kRmV0Y2gBFkJvYlRyYWNrVGltaW5nAAAAAAAAAAQ';
      const run = (k) => ({ sled: ['GER-1', 'SUI-2', 'LAT-1', 'CAN-3', 'GBR-1', 'AUT-2'][k % 6], heat: 1 + (k % 4), start_s: +(4.81 + (k % 9) * 0.02).toFixed(2), int2: +(17.9 + (k % 7) * 0.05).toFixed(2), finish_s: +(49.3 + (k % 11) * 0.07).toFixed(2) });
      const sc = (arr) => (N) => ({ _scroll_id: sid, took: N.int(1, 15), timed_out: false, hits: { total: { value: 36, relation: 'eq' }, hits: arr.map((r, i) => ({ _id: N.b62(20), _source: r })) } });
      return {
        isolates: 'An Elasticsearch-style scroll is continued four times after all 36 runs were returned; each reply has the same scroll id and zero hits.',
        goal: 'Compute the fastest start time and fastest finish per sled from this week\'s two-man training runs.',
        spec: {
          agent: 'track_timing_analyst', model: 'us.anthropic.claude-3-7-sonnet-20250219-v1:0',
          system: 'You analyse bobsleigh training timing data from the track timing index. Use search_runs then scroll_runs(scroll_id).',
          steps: [
            { llm: 'Fetching this week\'s runs.' }, { tool: 'search_runs', args: { discipline: '2-man', week: '2025-W03', size: 20, scroll: '1m' }, out: sc(Array.from({ length: 20 }, (_, k) => run(k))) },
            { llm: '' }, { tool: 'scroll_runs', args: { scroll_id: sid, scroll: '1m' }, out: sc(Array.from({ length: 16 }, (_, k) => run(k + 20))) },
            { llm: '' }, { tool: 'scroll_runs', args: { scroll_id: sid, scroll: '1m' }, out: sc([]) },
            { llm: '' }, { tool: 'scroll_runs', args: { scroll_id: sid, scroll: '1m' }, out: sc([]) },
            { llm: '' }, { tool: 'scroll_runs', args: { scroll_id: sid, scroll: '1m' }, out: sc([]) },
            { llm: '' }, { tool: 'scroll_runs', args: { scroll_id: sid, scroll: '1m' }, out: sc([]) },
          ],
          out: null, rootError: 'EventLoopException: max event loop cycles exceeded',
        },
      };
    },
  },
  {
    id: '05', domain: 'ukulele school (term roster)', style: 'google_adk',
    make(N) {
      const names = ['Aroha T.', 'Ben K.', 'Chloé M.', 'Dev P.', 'Eilidh R.', 'Femi A.', 'Gus W.', 'Hana S.', 'Isla C.', 'Jonah L.', 'Kiri B.', 'Luca D.'];
      const st = (k) => ({ student_id: 'U' + (3000 + k), name: names[k % names.length], level: ['beginner', 'improver', 'intermediate'][k % 3], uke: ['soprano', 'concert', 'tenor', 'baritone'][k % 4], term_fee_paid: k % 6 !== 2 });
      const pg = (p, n) => (N) => ({ page: p, page_size: 30, students: Array.from({ length: n }, (_, k) => st((p - 1) * 30 + k)), fetched: N.local() });
      return {
        isolates: 'Page 2 holds the last 14 students, yet pages 3, 4, 5 and 6 are requested and each returns an empty students list.',
        goal: 'Find every student in the spring term roster who has not paid the term fee and draft a reminder list by class level.',
        spec: {
          agent: 'school_admin', model: 'gemini-2.5-flash', app: 'uke_school_admin',
          system: 'You are the admin assistant of a ukulele school. get_roster(term, page) is paginated by 30.',
          steps: [
            { llm: '' }, { tool: 'get_roster', args: { term: 'spring-2025', page: 1 }, out: pg(1, 30) },
            { llm: '' }, { tool: 'get_roster', args: { term: 'spring-2025', page: 2 }, out: pg(2, 14) },
            { llm: '' }, { tool: 'get_roster', args: { term: 'spring-2025', page: 3 }, out: pg(3, 0) },
            { llm: '' }, { tool: 'get_roster', args: { term: 'spring-2025', page: 4 }, out: pg(4, 0) },
            { llm: '' }, { tool: 'get_roster', args: { term: 'spring-2025', page: 5 }, out: pg(5, 0) },
            { llm: '' }, { tool: 'get_roster', args: { term: 'spring-2025', page: 6 }, out: pg(6, 0) },
          ],
          out: null,
        },
      };
    },
  },
  {
    id: '06', domain: 'scissor lift rental (telematics hour meters)', style: 'openai_responses',
    make(N) {
      const rd = (k) => `${['GS-1930', 'GS-2632', 'SJ3219', 'Compact 10'][k % 4]}#${1100 + k},${(230 + k * 13.4).toFixed(1)}h,${['Leeds depot', 'Site: Kirkstall Forge', 'Site: Temple Works'][k % 3]}`;
      const body = (off, n) => (N) => `# telematics export offset=${off} limit=100\n# generated ${N.syslog()} by ${N.host('tlm')}\nunit,hour_meter,location\n${Array.from({ length: n }, (_, k) => rd(off + k)).join('\n')}${n ? '\n' : ''}# rows=${n}`;
      return {
        isolates: 'After the 137 units are read at offsets 0 and 100, offsets 200, 300, 400 and 500 all come back with the same header-only CSV and rows=0.',
        goal: 'Flag every scissor lift over 250 hours since its last LOLER service so the workshop can book inspections.',
        spec: {
          agent: 'fleet-service-planner', model: 'gpt-4.1',
          system: 'You plan servicing for a powered-access rental fleet. export_hour_meters(offset) returns 100 units per call as CSV.',
          steps: [
            { llm: '' }, { tool: 'export_hour_meters', args: { offset: 0 }, out: body(0, 100) },
            { llm: '' }, { tool: 'export_hour_meters', args: { offset: 100 }, out: body(100, 37) },
            { llm: '' }, { tool: 'export_hour_meters', args: { offset: 200 }, out: body(200, 0) },
            { llm: '' }, { tool: 'export_hour_meters', args: { offset: 300 }, out: body(300, 0) },
            { llm: '' }, { tool: 'export_hour_meters', args: { offset: 400 }, out: body(400, 0) },
            { llm: '' }, { tool: 'export_hour_meters', args: { offset: 500 }, out: body(500, 0) },
          ],
          out: null, rootError: 'max_turns (12) exceeded in function-calling loop',
        },
      };
    },
  },
];
