// Family 1 (loop): the agent keeps rewording the same lookup against the same tool
// (synonyms, other field names, other date spellings) and every query comes back empty.
import { run } from './lib.mjs';

export const family = 'reworded_query_no_hits';
export const loop = true;
export const stagnation = true;
export const summary = 'Same tool, same intent re-phrased 4+ times, every result empty apart from volatile ids/timings; the task is never completed.';

export const scenarios = [
  // ------------------------------------------------------------------------
  {
    id: '01', domain: 'telecom network operations (NMS alarm search)', style: 'plain',
    isolates: 'Six reworded alarm searches for one cell site (free text, site field, alarm type, US and ISO date spellings) all return total=0 and the run hits its turn limit.',
    goal: 'Find the alarm history for the suspected fiber cut on the Chicago metro ring affecting cell site CHI-0412 between 02:00 and 04:00 UTC on the night of the outage, and list which sectors lost backhaul.',
    build(ctx, goal) {
      const day = ctx.date();
      const r = run(ctx, 'plain', {
        name: 'noc-copilot', model: 'gpt-4o-2024-08-06', task: goal,
        system: 'You are NOC Copilot for the metro transport team. Use search_alarms to query the fault-management store (NetCool export). Be precise about sites and windows.',
        tools: ['search_alarms', 'get_site', 'open_ticket'],
      });
      const empty = (q) => (c) => ({
        total: 0, alarms: [], query_id: 'fmq-' + c.uuid(),
        took_ms: c.int(18, 160), served_by: `nms-fm-${c.pick(['a', 'b', 'c'])}${c.int(1, 4)}.noc.internal`,
        index_generation: 88213400 + c.int(0, 9999), as_of: c.isoMs(), echo: q,
      });
      r.step(`I'll search the fault-management store for alarms at CHI-0412 in the ${day} 02:00–04:00 UTC window.`, [
        { name: 'search_alarms', args: { query: 'fiber cut CHI-0412', from: `${day}T02:00:00Z`, to: `${day}T04:00:00Z` }, out: empty('fiber cut CHI-0412') },
      ]);
      r.step('No alarms came back. Let me try the search again with different wording for the site and alarm.', [
        { name: 'search_alarms', args: { query: 'LOS site:CHI-0412', from: `${day}T02:00:00Z`, to: `${day}T04:00:00Z` }, out: empty('LOS site:CHI-0412') },
      ]);
      r.step('Still no alarms returned. Let me try the search again with different wording for the site and alarm.', [
        { name: 'search_alarms', args: { site_id: 'CHI0412', severity: ['critical', 'major'], window: 'last_24h' }, out: empty('site_id=CHI0412') },
      ]);
      r.step('No alarms came back again. Let me retry the search with different wording for the site and the alarm type.', [
        { name: 'search_alarms', args: { query: 'loss of signal chicago 0412 backhaul', from: day.slice(5, 7) + '/' + day.slice(8, 10) + '/' + day.slice(0, 4) + ' 02:00', to: day.slice(5, 7) + '/' + day.slice(8, 10) + '/' + day.slice(0, 4) + ' 04:00' }, out: empty('loss of signal chicago 0412 backhaul') },
      ]);
      r.step('Still nothing returned. Let me try the search again with different wording for the site and alarm.', [
        { name: 'search_alarms', args: { site: 'chi-0412', alarm_type: 'LINK_DOWN', from_epoch: Math.floor(Date.parse(day + 'T02:00:00Z') / 1000), to_epoch: Math.floor(Date.parse(day + 'T04:00:00Z') / 1000) }, out: empty('site=chi-0412 alarm_type=LINK_DOWN') },
      ]);
      r.step('No alarms came back. Let me try the search again with different wording for the site and alarm.', [
        { name: 'search_alarms', args: { query: '"CHI 0412" AND (fiber OR fibre OR "optical") outage', from: `${day}T01:30:00Z`, to: `${day}T04:30:00Z` }, out: empty('"CHI 0412" AND (fiber OR fibre OR "optical") outage') },
      ]);
      return r.end({ error: 'MaxTurnsExceeded: agent stopped after 6 tool turns without a final answer' });
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '02', start: '2024-03-19T14:08:56Z', domain: 'pet insurance claims', style: 'smolagents',
    isolates: 'A claims search is re-phrased six times (name order, pet name, date formats, claim type synonyms) and every call answers "No claims found"; smolagents stops at max steps.',
    goal: 'Customer Dana Whitfield says a claim for her cat Miso\'s dental extraction was submitted on March 3rd. Find the claim and tell her its current status and expected payout date.',
    build(ctx, goal) {
      const r = run(ctx, 'smolagents', {
        task: goal, maxSteps: 6, model: 'anthropic/claude-3-5-sonnet-20241022',
        tools: ['claims_search', 'get_policy', 'final_answer'],
      });
      const none = (c) => `No claims found matching the criteria. (search_id=cs_${c.alnum(14)}, index=claims-v7, shard=${c.pick(['c1', 'c2', 'c3', 'c4'])}, ${c.int(6, 48)}ms)`;
      r.step('I need to locate the claim. I will search the claims system for the policyholder and the dental procedure.', [
        { name: 'claims_search', args: { query: 'Dana Whitfield Miso dental extraction' }, out: none },
      ]);
      r.step('No claims were found. I will search again using a different phrasing of the same details.', [
        { name: 'claims_search', args: { policyholder_name: 'Whitfield, Dana' }, out: none },
      ]);
      r.step('No claims were found. I will search again using a different phrasing of the same details.', [
        { name: 'claims_search', args: { pet_name: 'Miso', date_of_service: '2024-03-03' }, out: none },
      ]);
      r.step('No claims were found again. I will search once more using a different phrasing of the same details.', [
        { name: 'claims_search', args: { pet_name: 'miso', submitted_on: '03/03/2024', species: 'feline' }, out: none },
      ]);
      r.step('No claims were found. I will search again using a different phrasing of the same details.', [
        { name: 'claims_search', args: { query: 'whitfield cat tooth removal march' }, out: none },
      ]);
      r.step('No claims were found. I will search again using a different phrasing of the same details.', [
        { name: 'claims_search', args: { policyholder: 'D. Whitfield', claim_type: 'DENTAL_ILLNESS', submitted_after: '2024-03-01', submitted_before: '2024-03-05' }, out: none },
      ]);
      r.maxSteps('I was not able to find a claim for Dana Whitfield\'s cat Miso in the claims system, so I cannot give its status yet.');
      return r.end();
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '03', domain: 'car dealership used-vehicle inventory', style: 'adk',
    isolates: 'Inventory searches across rooftops are retried with other field names, OEM colour names and keyword strings; each response is an empty vehicle list with fresh search tokens, until ADK\'s LLM-call limit aborts the run.',
    goal: 'A customer wants a 2022 Toyota Tacoma TRD Off-Road, silver, under 40,000 miles. Check used inventory across our three rooftops (North, Airport, Eastgate) and place a 24-hour hold on the best match.',
    build(ctx, goal) {
      const r = run(ctx, 'adk', {
        name: 'inventory_agent', app: 'dealer_desk', model: 'gemini-2.0-flash', task: goal,
        system: 'You help sales consultants at Lakeside Auto Group. Use search_inventory (DMS feed) and hold_vehicle. Never hold a vehicle the customer did not ask for.',
        tools: ['search_inventory', 'hold_vehicle', 'get_vehicle'],
      });
      const empty = (c) => ({
        vehicles: [], count: 0,
        facets: { rooftop: { North: 0, Airport: 0, Eastgate: 0 } },
        search_token: c.b64(22), dms_sync: { source: 'CDK-DriveFeed', last_sync: c.rfc2822(), lag_s: c.int(40, 900) },
        request_id: c.uuid(),
      });
      r.step('Let me search used inventory at all three rooftops for the truck the customer described.', [
        { name: 'search_inventory', args: { make: 'Toyota', model: 'Tacoma', year: 2022, trim: 'TRD Off-Road', color: 'Silver', max_miles: 40000, condition: 'used' }, out: empty },
      ]);
      r.step('No vehicles matched. I will search the inventory again with the criteria phrased differently.', [
        { name: 'search_inventory', args: { q: '2022 Tacoma TRD Offroad silver', condition: 'used' }, out: empty },
      ]);
      r.step('No vehicles matched. I will search the inventory again with the criteria phrased differently.', [
        { name: 'search_inventory', args: { model: 'Tacoma', trim: 'TRD Off Road', exterior_color: 'Celestial Silver Metallic', condition: 'pre-owned' }, out: empty },
      ]);
      r.step('Still no vehicles matched. I will search the inventory again with the criteria phrased differently.', [
        { name: 'search_inventory', args: { make: 'TOYOTA', model: 'TACOMA 4WD', year_min: 2022, year_max: 2022, mileage_lt: 40000 }, out: empty },
      ]);
      r.step('No vehicles matched. I will search the inventory again with the criteria phrased differently.', [
        { name: 'search_inventory', args: { keywords: 'tacoma trd off-road silver sky 2022 preowned', rooftops: ['North', 'Airport', 'Eastgate'] }, out: empty },
      ]);
      r.step('No vehicles matched. I will search the inventory again with the criteria phrased differently.', [
        { name: 'search_inventory', args: { vehicle: { year: '22', make: 'Toyota', model: 'Tacoma Double Cab', package: 'TRD OR' }, color_family: 'grey/silver' }, out: empty },
      ]);
      return r.end({ error: 'LlmCallsLimitExceededError: Max number of llm calls limit of `6` exceeded' });
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '04', domain: 'mining geology drillhole database', style: 'n8n',
    isolates: 'An n8n agent rewrites the same SQL lookup for one drillhole five times (exact id, ILIKE, LIKE pattern, other column name, prefixed collar name); every statement returns zero rows and the agent ends without the grade.',
    goal: 'Pull the gold assay intervals for drillhole DDH-23-117 from the Kestrel Ridge drilling database and compute the length-weighted average Au grade between 120 m and 180 m downhole.',
    build(ctx, goal) {
      const r = run(ctx, 'n8n', {
        task: goal, model: 'gpt-4o-mini', memory: 'Window Buffer Memory',
        system: 'You are the geology data assistant for the Kestrel Ridge project. Use the Postgres tool (read-only replica, schema drill) to answer questions. Tables: drill.collars, drill.assays(hole_id, from_m, to_m, au_ppm, cu_pct, sample_id), drill.surveys.',
      });
      const pg = (sql) => (c) => ({
        response: '[]',
        statement: { command: 'SELECT', rowCount: 0, duration: `${c.float(1.1, 14.8, 3)} ms`, backend_pid: c.int(20000, 65000), server: `pg-replica-${c.int(1, 3)}.kestrel.internal:5432`, search_path: 'drill, public', sql },
      });
      const q1 = "SELECT from_m, to_m, au_ppm FROM drill.assays WHERE hole_id = 'DDH-23-117' AND from_m >= 120 AND to_m <= 180 ORDER BY from_m;";
      const q2 = "SELECT from_m, to_m, au_ppm FROM drill.assays WHERE hole_id ILIKE 'ddh23-117' AND from_m BETWEEN 120 AND 180;";
      const q3 = "SELECT a.from_m, a.to_m, a.au_ppm FROM drill.assays a WHERE a.hole_id LIKE '%23-117%' AND a.to_m > 120 AND a.from_m < 180;";
      const q4 = "SELECT from_m, to_m, au_ppm FROM drill.assays WHERE sample_id LIKE 'DDH_23_117%' AND from_m >= 120;";
      const q5 = "SELECT from_m, to_m, au_ppm FROM drill.assays WHERE hole_id = 'KR-DDH-23-117' AND from_m >= 120.0 AND to_m <= 180.0;";
      r.step('I will query the assays table for DDH-23-117 in the 120–180 m interval.', [
        { name: 'Postgres', node: 'Postgres Tool', nodeType: 'n8n-nodes-base.postgresTool', args: { query: q1 }, out: pg(q1) },
      ]);
      r.step('The query returned no rows. I will rewrite the query with a different form of the hole id.', [
        { name: 'Postgres', node: 'Postgres Tool', nodeType: 'n8n-nodes-base.postgresTool', args: { query: q2 }, out: pg(q2) },
      ]);
      r.step('The query returned no rows. I will rewrite the query with a different form of the hole id.', [
        { name: 'Postgres', node: 'Postgres Tool', nodeType: 'n8n-nodes-base.postgresTool', args: { query: q3 }, out: pg(q3) },
      ]);
      r.step('The query again returned no rows. I will rewrite the query with a different form of the hole id.', [
        { name: 'Postgres', node: 'Postgres Tool', nodeType: 'n8n-nodes-base.postgresTool', args: { query: q4 }, out: pg(q4) },
      ]);
      r.step('The query returned no rows. I will rewrite the query with a different form of the hole id.', [
        { name: 'Postgres', node: 'Postgres Tool', nodeType: 'n8n-nodes-base.postgresTool', args: { query: q5 }, out: pg(q5) },
      ]);
      r.final('I could not find any assay intervals for drillhole DDH-23-117 in the Kestrel Ridge database, so I am unable to compute the weighted Au grade for 120–180 m.');
      return r.end();
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '05', domain: 'online courses LMS (student support with Letta memory)', style: 'letta',
    isolates: 'A Letta tutor agent searches archival memory five times for the same feedback with reworded queries, each returning "No results found.", and hits the heartbeat chaining limit before replying.',
    goal: 'Hi, it\'s Priya Raman. I took "Intro to Data Visualization" with you last spring — can you remind me what feedback I got on my final project? I want to build on it for the advanced course.',
    build(ctx, goal) {
      const r = run(ctx, 'letta', {
        name: 'course-tutor-dataviz', model: 'gpt-4o-mini', task: goal,
        system: 'You are Sage, the tutor agent for Northfield Online Academy. You remember students across terms through archival memory. Always check memory before answering questions about past work.',
      });
      const none = 'No results found.';
      r.step('Priya is asking about past final-project feedback. I should search archival memory for it.', [
        { name: 'archival_memory_search', args: { query: 'Priya Raman final project feedback', page: 0 }, out: none },
      ]);
      r.step('Nothing came up. I should search archival memory again with different words.', [
        { name: 'archival_memory_search', args: { query: 'Intro to Data Visualization final project Priya', page: 0 }, out: none },
      ]);
      r.step('Nothing came up. I should search archival memory again with different words.', [
        { name: 'archival_memory_search', args: { query: 'Raman capstone review comments spring term', page: 0 }, out: none },
      ]);
      r.step('Still nothing came up. I should search archival memory again with other words.', [
        { name: 'archival_memory_search', args: { query: 'feedback dataviz final project student Priya R.', page: 0 }, out: none },
      ]);
      r.step('Nothing came up. I should search archival memory again with different words.', [
        { name: 'archival_memory_search', args: { query: 'DV101 final project grading notes Raman', page: 0 }, out: none },
      ]);
      return r.end({ error: 'Hit max chaining steps (5), stopping.' });
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '06', domain: 'airline crew scheduling (crew-legality codebase)', style: 'swe',
    isolates: 'A SWE-agent greps the wrong source folder with six reworded terms for the rest-rule code (snake case, camel case, regulation number); ripgrep reports 0 matches each time with only timing stats changing, and the run ends on the cost limit.',
    goal: 'Crew legality check ignores FAR 117 minimum rest when a deadhead segment ends after midnight local time. Example: FO on pairing 4471 deadheads ORD->DEN landing 00:40 MDT and is assigned a 09:15 report; the solver marks it legal although only 8h35m of rest is available.',
    build(ctx, goal) {
      const r = run(ctx, 'swe', {
        repo: 'skyline-air/crewplan', cwd: '/crewplan', task: goal, instanceId: 'skyline-air__crewplan-2291',
        model: 'claude-3-5-sonnet-20241022',
      });
      const rg = (c) => `0 matches\n0 matched lines\n0 files contained matches\n1431 files searched\n0 bytes printed\n9184412 bytes searched\n${c.float(0.02, 0.09, 6).toFixed(6)} seconds spent searching\n${c.float(0.1, 0.16, 6).toFixed(6)} seconds`;
      r.step('First I need to find where the minimum rest rule is implemented. Let me search the source for it.', [
        { name: 'bash', args: { command: 'rg --stats -n "min_rest" src/' }, out: rg },
      ]);
      r.step('No matches. The rest rule might use a different name; let me search the source for another term.', [
        { name: 'bash', args: { command: 'rg --stats -n "minimum_rest" src/' }, out: rg },
      ]);
      r.step('No matches. The rest rule might use a different name; let me search the source for another term.', [
        { name: 'bash', args: { command: 'rg --stats -n -i "restperiod" src/' }, out: rg },
      ]);
      r.step('No matches. The rest rule might use a different name; let me search the source for another term.', [
        { name: 'bash', args: { command: 'rg --stats -n "FAR ?117" src/' }, out: rg },
      ]);
      r.step('No matches again. The rest rule might use a different name; let me search the source for another term.', [
        { name: 'bash', args: { command: 'rg --stats -n -i "rest_(window|hours|req)" src/' }, out: rg },
      ]);
      r.step('No matches. The rest rule might use a different name; let me search the source for another term.', [
        { name: 'bash', args: { command: 'rg --stats -n -i "deadhead.*rest|rest.*deadhead" src/' }, out: rg },
      ]);
      return r.end({ output: { exit_status: 'exit_cost', submission: null }, error: 'CostLimitExceededError: instance cost limit ($0.20) exceeded' });
    },
  },
];
