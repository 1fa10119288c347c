import { recorder } from './lib.mjs';

export const family = 'rephrased_empty_search';
export const loop = true;
export const stagnation = false;
export const minSameTool = 4;

export const scenarios = [
  {
    id: '01', domain: 'wool carding mill fibre lots', style: 'vercel',
    isolates: 'The same lot-search tool is called five times with synonyms and reordered field names for one fleece lot, each returning zero hits, and the run ends without the lot being found.',
    run(c) {
      const goal = 'A customer asks where her 4.2 kg Jacob fleece (dropped off 3 weeks ago, ticket handwritten as "J-ACOB / Hartley") is in the carding queue. Find the lot and tell her the expected batt pickup date.';
      const rec = recorder(c, 'vercel', { agent: 'mill-desk', fnId: 'mill-desk-chat', goal, model: 'gpt-4o-mini', tools: ['search_lots'] });
      const empty = (q) => ({ query: q, total: 0, lots: [], took_ms: c.int(3, 40), shard: c.host('lots-db'), searched_at: c.isoSec() });
      rec.think('Searching the lot register by customer name.', [{ name: 'search_lots', args: { customer: 'Hartley', breed: 'Jacob' } }]);
      rec.tool('search_lots', { customer: 'Hartley', breed: 'Jacob' }, empty('customer:Hartley breed:Jacob'));
      rec.think('No match by name and breed; perhaps the breed was recorded as a colour description. Trying owner surname alone with the word fleece.', [{ name: 'search_lots', args: { owner: 'Hartley', fibre: 'fleece' } }]);
      rec.tool('search_lots', { owner: 'Hartley', fibre: 'fleece' }, empty('owner:Hartley fibre:fleece'));
      rec.think('Still nothing. The ticket text was "J-ACOB", so I will search for that literal string as the description.', [{ name: 'search_lots', args: { description: '"J-ACOB"' } }]);
      rec.tool('search_lots', { description: '"J-ACOB"' }, empty('description:"J-ACOB"'));
      rec.think('Trying the weight instead: a 4.2 kilogram raw fleece logged under the Jacob sheep name in the last month.', [{ name: 'search_lots', args: { weight_kg: 4.2, sheep_type: 'jacob', received_after: c.day(-30) } }]);
      rec.tool('search_lots', { weight_kg: 4.2, sheep_type: 'jacob' }, empty(`weight_kg:4.2 sheep_type:jacob received_after:${c.day(-30)}`));
      rec.think('One more form: maybe the surname was keyed as "Hartly" or lower case; querying name hartley with the lot type raw wool.', [{ name: 'search_lots', args: { name: 'hartley', lot_type: 'raw wool' } }]);
      rec.tool('search_lots', { name: 'hartley', lot_type: 'raw wool' }, empty('name:hartley lot_type:"raw wool"'));
      return { goal, root: rec.cutoff('AI_NoOutputGeneratedError: maxSteps (6) reached; last step finishReason=tool-calls') };
    },
  },
  {
    id: '02', domain: 'dendrochronology lab sample archive', style: 'openai_agents',
    isolates: 'An archive agent searches for a timber core with four differently spelt identifiers and date formats, gets an empty result set every time, and never reports the core.',
    run(c) {
      const goal = 'Find the oak core taken from the tithe barn at Bredon in 1987 (field code BRD-87-C3) in the ring-width archive and return its measured series length and last ring year.';
      const rec = recorder(c, 'openai_agents', { agent: 'Archive Agent', goal, model: 'gpt-4.1', tools: ['search_cores'] });
      const empty = (extra) => JSON.stringify({ results: [], count: 0, index: 'cores_v3', request_id: c.reqId('arc'), generated_at: c.iso(), ...extra });
      rec.think('', [{ name: 'search_cores', args: { sample_code: 'BRD-87-C3' } }]);
      rec.tool('search_cores', { sample_code: 'BRD-87-C3' }, empty({}));
      rec.think('', [{ name: 'search_cores', args: { sample_code: 'BRD87C3' } }]);
      rec.tool('search_cores', { sample_code: 'BRD87C3' }, empty({}));
      rec.think('Codes did not match; searching by site name and collection year instead.', [{ name: 'search_cores', args: { site: 'Bredon tithe barn', collected: '1987' } }]);
      rec.tool('search_cores', { site: 'Bredon tithe barn', collected: '1987' }, empty({ hint: null }));
      rec.think('Maybe the year field wants a full date. I will give 1987-01-01..1987-12-31 and species Quercus.', [{ name: 'search_cores', args: { location: 'Bredon', species: 'Quercus', date_from: '1987-01-01', date_to: '1987-12-31' } }]);
      rec.tool('search_cores', { location: 'Bredon', species: 'Quercus' }, empty({}));
      rec.think('Last attempt with the barn described as a building and the code with a slash.', [{ name: 'search_cores', args: { building: 'tithe barn', code: 'BRD/87/C3' } }]);
      rec.tool('search_cores', { building: 'tithe barn', code: 'BRD/87/C3' }, empty({}));
      return { goal, root: rec.cutoff('MaxTurnsExceeded: Max turns (6) exceeded') };
    },
  },
  {
    id: '03', domain: 'steelpan tuning workshop bookings', style: 'langfuse',
    isolates: 'A booking assistant re-queries the calendar for one tuning appointment under four wordings and time formats, each with no events, and stops without answering.',
    run(c) {
      const goal = 'A band leader says their tenor pan retune was booked for "next Thursday afternoon" under the band name Pan Harmonics. Confirm the booking slot and which tuner is assigned.';
      const rec = recorder(c, 'langfuse', { agent: 'workshop-bookings', traceName: 'booking-lookup', goal, model: 'claude-3-5-haiku-20241022', tags: ['bookings', 'prod'] });
      const none = () => ({ kind: 'calendar#events', etag: c.etag(), nextSyncToken: c.b64(20), timeZone: 'America/Port_of_Spain', items: [] });
      rec.think('Looking up events with the band name.', [{ name: 'calendar_search', args: { q: 'Pan Harmonics', timeMin: `${c.day(5)}T12:00:00-04:00`, timeMax: `${c.day(5)}T18:00:00-04:00` } }]);
      rec.tool('calendar_search', { q: 'Pan Harmonics' }, none());
      rec.think('Nothing under the band name. The booking could be under "tenor pan retune"; searching that phrase for the same afternoon.', [{ name: 'calendar_search', args: { q: 'tenor pan retune', timeMin: `${c.day(5)}T12:00:00-04:00`, timeMax: `${c.day(5)}T18:00:00-04:00` } }]);
      rec.tool('calendar_search', { q: 'tenor pan retune' }, none());
      rec.think('Trying "Harmonics" alone with the date written as a plain day and no timezone.', [{ name: 'calendar_search', args: { q: 'Harmonics', date: c.day(5) } }]);
      rec.tool('calendar_search', { q: 'Harmonics', date: c.day(5) }, none());
      rec.think('Maybe it was entered as "retuning - PanHarmonics". Querying with that spelling and widening to the whole Thursday.', [{ name: 'calendar_search', args: { q: 'retuning PanHarmonics', timeMin: `${c.day(5)}T00:00:00Z`, timeMax: `${c.day(6)}T00:00:00Z` } }]);
      rec.tool('calendar_search', { q: 'retuning PanHarmonics' }, none());
      return { goal, root: rec.cutoff('timeout: conversation turn exceeded 60s') };
    },
  },
  {
    id: '04', domain: 'Airflow DAG run history', style: 'plain',
    isolates: 'A data-platform agent asks the Airflow REST API for a failed run five ways (state spelling, date formats, dag id variants) and always receives total_entries 0, never finding the failure.',
    run(c) {
      const goal = 'Yesterday\'s nightly load for the orders mart failed according to a Slack alert. Find the failed DAG run in Airflow and report which task failed and its log excerpt.';
      const rec = recorder(c, 'plain', { agent: 'platform-oncall-bot', goal, model: 'gpt-4o' });
      const resp = () => ({ status: 200, headers: { 'content-type': 'application/json', 'x-request-id': c.uuid(), date: c.http(), server: 'gunicorn' }, body: { dag_runs: [], total_entries: 0 } });
      const y = c.day(-1);
      rec.think('I will list failed runs for the orders mart DAG from yesterday.', [{ name: 'airflow_api_get', args: { path: '/api/v1/dags/orders_mart_nightly/dagRuns', params: { state: 'failed', execution_date_gte: `${y}T00:00:00Z` } } }]);
      rec.tool('airflow_api_get', { path: '/api/v1/dags/orders_mart_nightly/dagRuns' }, resp());
      rec.think('No failed runs under that dag_id. The mart may be named orders-mart with a hyphen.', [{ name: 'airflow_api_get', args: { path: '/api/v1/dags/orders-mart-nightly/dagRuns', params: { state: 'failed' } } }]);
      rec.tool('airflow_api_get', { path: '/api/v1/dags/orders-mart-nightly/dagRuns' }, resp());
      rec.think('Trying the logical_date filter instead of execution_date, in case the API version expects the newer name.', [{ name: 'airflow_api_get', args: { path: '/api/v1/dags/orders_mart_nightly/dagRuns', params: { state: 'failed', logical_date_gte: y } } }]);
      rec.tool('airflow_api_get', { path: '/api/v1/dags/orders_mart_nightly/dagRuns' }, resp());
      rec.think('Perhaps the state is stored in upper case as FAILED; retrying with that and an epoch timestamp.', [{ name: 'airflow_api_get', args: { path: '/api/v1/dags/orders_mart_nightly/dagRuns', params: { state: 'FAILED', start_date_gte: String(c.epoch() - 86400) } } }]);
      rec.tool('airflow_api_get', { path: '/api/v1/dags/orders_mart_nightly/dagRuns' }, resp());
      rec.think('Using the cross-DAG list endpoint with a dag_ids filter that names the mart as orders_mart.', [{ name: 'airflow_api_get', args: { path: '/api/v1/dags/~/dagRuns/list', method: 'POST', body: { dag_ids: ['orders_mart'], states: ['failed'] } } }]);
      rec.tool('airflow_api_get', { path: '/api/v1/dags/~/dagRuns/list' }, resp());
      return { goal, root: rec.cutoff('agent aborted: tool budget exhausted (5/5 calls to airflow_api_get)') };
    },
  },
  {
    id: '05', domain: 'coral reef restoration nursery', style: 'smolagents',
    isolates: 'A code agent queries the nursery fragment database with four re-phrasings of one coral genotype (aliases, quoting, field names) and gets an empty DataFrame each time; the task is left undone.',
    run(c) {
      const goal = 'Report the survival rate of Acropora cervicornis genotype "Looe-12" fragments on tree 7 of the Tavernier nursery after the August bleaching event.';
      const rec = recorder(c, 'smolagents', { agent: 'nursery-analyst', goal, model: 'Qwen/Qwen2.5-Coder-32B-Instruct', tools: ['query_fragments'], maxSteps: 5 });
      const emptyDf = (q) => `Execution logs:\nQuery ok (${c.int(2, 90)} ms) on ${c.host('reefdb-ro')}: ${q}\nEmpty DataFrame\nColumns: [frag_id, genotype, tree, outplant_date, status, last_survey]\nIndex: []\nLast output from code snippet:\nNone`;
      rec.think('Thought: I will query fragments for the genotype on tree 7.', [{ name: 'query_fragments', args: { genotype: 'Looe-12', tree: 7, site: 'Tavernier' } }]);
      rec.tool('query_fragments', { genotype: 'Looe-12', tree: 7 }, emptyDf("genotype = 'Looe-12' AND tree = 7"));
      rec.think('Thought: Empty. Genotype ids may omit the hyphen, so I will use LOOE12.', [{ name: 'query_fragments', args: { genotype: 'LOOE12', tree: 7, site: 'Tavernier' } }]);
      rec.tool('query_fragments', { genotype: 'LOOE12', tree: 7 }, emptyDf("genotype = 'LOOE12' AND tree = 7"));
      rec.think('Thought: Still nothing. The column might be called genet and the tree stored as a string "T7".', [{ name: 'query_fragments', args: { genet: 'Looe-12', tree: 'T7' } }]);
      rec.tool('query_fragments', { genet: 'Looe-12', tree: 'T7' }, emptyDf("genet = 'Looe-12' AND tree = 'T7'"));
      rec.think('Thought: Let me try a LIKE pattern on the name with the species prefix.', [{ name: 'query_fragments', args: { genotype_like: '%Looe%12%', species: 'A. cervicornis' } }]);
      rec.tool('query_fragments', { genotype_like: '%Looe%12%' }, emptyDf("genotype LIKE '%Looe%12%' AND species = 'A. cervicornis'"));
      return { goal, root: rec.cutoff('AgentMaxStepsError: Reached max steps.') };
    },
  },
  {
    id: '06', domain: 'mystery shopper audits', style: 'autogen',
    isolates: 'In an AutoGen team the researcher agent asks the audit index for one store visit with four rephrasings and gets "0 documents" every time; the group chat hits its message cap.',
    run(c) {
      const goal = 'Pull the mystery shopper report for the Leeds Briggate branch visit in the second week of March and summarise the score for "greeting within 30 seconds".';
      const rec = recorder(c, 'autogen', { agent: 'researcher', goal, model: 'gpt-4o', participants: ['researcher', 'executor', 'writer'] });
      const zero = () => `0 documents matched. index=audits-2025 took=${c.int(1, 30)}ms node=${c.host('es-data')} scroll_id=null`;
      rec.think('Searching the audit index for the branch.', [{ name: 'search_audits', args: { query: 'Leeds Briggate March visit' } }]);
      rec.tool('search_audits', { query: 'Leeds Briggate March visit' }, zero());
      rec.think('Maybe the index uses the store number. Using branch name in quotes plus week 11.', [{ name: 'search_audits', args: { query: '"Briggate" week:11' } }]);
      rec.tool('search_audits', { query: '"Briggate" week:11' }, zero());
      rec.think('Trying the city and a date range spelled out.', [{ name: 'search_audits', args: { query: 'city:Leeds visit_date:[2025-03-08 TO 2025-03-15]' } }]);
      rec.tool('search_audits', { query: 'city:Leeds visit_date:[2025-03-08 TO 2025-03-15]' }, zero());
      rec.think('Perhaps the reports are titled by street only, in lower case.', [{ name: 'search_audits', args: { query: 'briggate mystery shop report' } }]);
      rec.tool('search_audits', { query: 'briggate mystery shop report' }, zero());
      return { goal, root: rec.cutoff('MaxMessageTermination: maximum number of messages 30 reached', { stop_reason: 'Maximum number of messages 30 reached, current message count: 30' }) };
    },
  },
];
