// Family 2: paging past the end. The page / offset / scroll position / cursor keeps advancing
// (or the same next-token is re-sent) and every result is the same empty page, 3+ times after
// the last real page. loop: true. stagnation depends on whether the model writes text.
import { VercelRec, AnthropicRec, OpenAIRec, AutoGenRec, BeeAIRec, LangfuseRec, rootSpan } from './lib.mjs';

export const FAMILY = 'paging_beyond_last_page';
export const LOOP = true;
export const STAGNATION = 'per-row';

const b64url = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');

// ---------------------------------------------------------------- 01 e-commerce returns (Vercel)
function returns(c) {
  const goal = c.goal = 'List every March return that was refunded before the item was scanned back in at the warehouse, with order number and refund amount.';
  c.setStart('2025-04-02T09:41:00Z');
  const r = new VercelRec(c, {
    model: 'gpt-4o-mini', functionId: 'returns-audit',
    system: 'You audit e-commerce returns for Harbor & Pine Home. Tool listReturns is paginated (page, per_page). Report only refunds issued with warehouse_received_at = null.',
    user: goal,
  });
  const base = 'https://api.harborpine.com/v2/returns?status=refunded&created_from=2025-03-01&created_to=2025-03-31&per_page=8';
  const item = (rma, order, sku, amt, refunded, recv) => ({ rma, order_id: order, sku, reason: c.pick(['changed_mind', 'damaged', 'wrong_size', 'not_as_described']), refund_amount: amt, currency: 'USD', refunded_at: refunded, warehouse_received_at: recv, carrier: c.pick(['UPS', 'USPS', 'FedEx']), tracking: '1Z' + c.upper(6) + c.digits(10) });
  const page = (n, data) => ({
    data, meta: { page: n, per_page: 8, total_count: 13, total_pages: 2 },
    links: { self: `${base}&page=${n}`, next: n < 2 ? `${base}&page=${n + 1}` : null, prev: n > 1 ? `${base}&page=${n - 1}` : null },
    _response: { status: 200, headers: { 'x-request-id': c.uuid(), 'x-ratelimit-remaining': String(c.int(40, 119)), 'x-served-by': c.host('returns-api'), date: c.http() } },
  });
  const p1 = [
    item('RMA-58812', 'HP-1048821', 'LIN-QN-SAGE', 189.0, '2025-03-03T16:20:11Z', '2025-03-07T10:02:45Z'),
    item('RMA-58840', 'HP-1049012', 'MUG-SET4-OAT', 42.5, '2025-03-04T09:11:52Z', null),
    item('RMA-58907', 'HP-1049377', 'THRW-WOOL-CHR', 96.0, '2025-03-06T13:45:00Z', '2025-03-11T08:30:19Z'),
    item('RMA-58966', 'HP-1050104', 'LAMP-ARC-BRS', 229.0, '2025-03-08T18:02:37Z', null),
    item('RMA-59021', 'HP-1050561', 'RUG-5X8-IVY', 310.0, '2025-03-10T11:27:04Z', '2025-03-14T15:51:40Z'),
    item('RMA-59088', 'HP-1051130', 'PLW-EURO-2PK', 58.0, '2025-03-12T07:58:13Z', '2025-03-17T09:12:55Z'),
    item('RMA-59104', 'HP-1051289', 'TWL-BATH-6PK', 74.0, '2025-03-12T20:44:09Z', null),
    item('RMA-59150', 'HP-1051702', 'CNDL-CEDAR-L', 36.0, '2025-03-14T10:03:27Z', '2025-03-19T14:20:02Z'),
  ];
  const p2 = [
    item('RMA-59233', 'HP-1052418', 'DUV-KG-SLATE', 215.0, '2025-03-18T12:30:50Z', null),
    item('RMA-59290', 'HP-1052977', 'VASE-TERRA-M', 48.0, '2025-03-21T09:09:09Z', '2025-03-26T11:45:33Z'),
    item('RMA-59312', 'HP-1053150', 'CHR-ACC-WLNT', 449.0, '2025-03-24T15:16:21Z', null),
    item('RMA-59377', 'HP-1053604', 'MIR-RND-36', 165.0, '2025-03-27T17:40:02Z', '2025-03-31T08:05:48Z'),
    item('RMA-59401', 'HP-1053899', 'BSKT-SEA-2', 39.0, '2025-03-29T10:10:44Z', null),
  ];
  const call = (n, out) => r.turn('', [{ name: 'listReturns', args: { status: 'refunded', created_from: '2025-03-01', created_to: '2025-03-31', per_page: 8, page: n }, out, ms: [180, 950] }]);
  call(1, page(1, p1));
  call(2, page(2, p2));
  for (let n = 3; n <= 6; n++) call(n, page(n, []));
  return rootSpan(c, 'ai.generateText', { prompt: goal, maxSteps: 6 }, { text: '', finishReason: 'tool-calls', steps: 6, usage: { promptTokens: c.int(19000, 23000), completionTokens: c.int(300, 420) } }, r.spans,
    { metadata: { 'operation.name': 'ai.generateText returns-audit', 'ai.settings.maxSteps': 6, 'ai.telemetry.functionId': 'returns-audit' } });
}

// ---------------------------------------------------------------- 02 newsroom fact-checking (Anthropic)
function newsroom(c) {
  const goal = c.goal = 'Verify the quote attributed to Mayor Ana Delgado ("we will not raise the transit levy, full stop") and find the original 2019 article where it first appeared.';
  const r = new AnthropicRec(c, {
    model: 'claude-3-5-sonnet-20241022', system: 'You are a fact-checking researcher at the Lakeshore Ledger. Use archive_search (cursor-paginated) to find primary sources. Cite headline, date and URL.',
    user: goal, tools: ['archive_search', 'fetch_article'],
  });
  const q = { query: '"transit levy" Delgado', date_from: '2019-01-01', date_to: '2019-12-31', sort: 'relevance' };
  const c2 = b64url({ o: 5, s: 'rel', q: c.hex(8) });
  const c3 = b64url({ o: 8, s: 'rel', q: c.hex(8) });
  const art = (id, head, date, by, snip, score) => ({ article_id: id, headline: head, published: date, byline: by, section: c.pick(['Metro', 'City Hall', 'Politics']), snippet: snip, url: `https://archive.lakeshoreledger.com/${date.slice(0, 4)}/${date.slice(5, 7)}/${id}`, score });
  r.turn('I\'ll search the 2019 archive for the levy quote.', [{
    name: 'archive_search', args: { ...q, cursor: null, page_size: 5 },
    out: {
      results: [
        art('a-190314-0871', 'Council weighs transit levy options as ridership dips', '2019-03-14', 'M. Osei', '...Delgado said the city would "look at every option" before the budget...', 12.81),
        art('a-190402-1130', 'Delgado unveils budget without levy hike', '2019-04-02', 'P. Lindqvist', '...no increase to the transit levy in this cycle, the mayor said...', 11.94),
        art('a-190611-0412', 'Bus riders rally at City Hall', '2019-06-11', 'J. Whitcombe', '...signs reading "Fund the 12 line" as Delgado addressed the crowd...', 9.07),
        art('a-190719-0955', 'Opinion: The levy debate we are not having', '2019-07-19', 'Editorial Board', '...the mayor has repeatedly ruled out a levy increase...', 8.66),
        art('a-190830-0220', 'Transit authority posts $4.1M shortfall', '2019-08-30', 'M. Osei', '...Delgado declined to comment on the levy...', 8.12),
      ],
      next_cursor: c2, has_more: true, total_estimate: 9, took_ms: c.int(40, 180), request_id: c.reqId('as-'),
    },
  }]);
  r.turn('None of these snippets has the exact wording yet. Fetching the next page of results.', [{
    name: 'archive_search', args: { ...q, cursor: c2, page_size: 5 },
    out: {
      results: [
        art('a-191008-0317', 'Delgado, Reyes spar over transit funding in debate', '2019-10-08', 'P. Lindqvist', '...Reyes pressed the mayor on whether a levy increase was coming...', 7.45),
        art('a-191105-0744', 'Election night: Delgado re-elected', '2019-11-05', 'Staff', '...the mayor thanked transit workers in her victory speech...', 5.92),
        art('a-191212-0601', 'Council passes 2020 budget 7-2', '2019-12-12', 'M. Osei', '...the transit line item stays flat...', 5.3),
      ],
      next_cursor: c3, has_more: true, total_estimate: 9, took_ms: c.int(40, 180), request_id: c.reqId('as-'),
    },
  }]);
  const loopText = 'The article with the mayor\'s exact quote about the transit levy has not appeared in the results so far, so I\'ll keep paging through the 2019 archive with the next cursor until the original piece turns up.';
  for (let i = 0; i < 4; i++) {
    r.turn(loopText, [{
      name: 'archive_search', args: { ...q, cursor: c3, page_size: 5 },
      out: { results: [], next_cursor: c3, has_more: true, total_estimate: 9, took_ms: c.int(8, 60), request_id: c.reqId('as-'), index_generation: `g${c.int(2000, 2100)}` },
    }]);
  }
  return rootSpan(c, 'factcheck-researcher', { task: goal, desk: 'metro' }, { status: 'incomplete', reason: 'turn budget exhausted (6/6)', sources_found: 0 }, r.spans,
    { metadata: { run_id: c.uuid(), sdk: 'anthropic-python 0.39.0' } });
}

// ---------------------------------------------------------------- 03 climate modelling (plain message-level)
function climate(c) {
  const goal = c.goal = 'List all CMIP6 daily precipitation files (variable pr, table day) for MPI-ESM1-2-HR ssp585 r1i1p1f1 and give the total download size.';
  const r = new OpenAIRec(c, {
    model: 'gpt-4o-2024-11-20', llmName: 'ChatCompletion',
    system: 'You are a data-access assistant for a regional climate downscaling group. The esgf_search tool wraps the ESGF Solr search API (offset/limit).',
    user: goal, tools: ['esgf_search', 'wget_script'],
  });
  const facets = { project: 'CMIP6', source_id: 'MPI-ESM1-2-HR', experiment_id: 'ssp585', variant_label: 'r1i1p1f1', table_id: 'day', variable_id: 'pr', type: 'File', latest: true, replica: false };
  const files = [];
  for (let y = 2015; y <= 2100; y += 5) {
    const y2 = Math.min(y + 4, 2100);
    const fn = `pr_day_MPI-ESM1-2-HR_ssp585_r1i1p1f1_gn_${y}0101-${y2}1231.nc`;
    files.push({
      id: `CMIP6.ScenarioMIP.DKRZ.MPI-ESM1-2-HR.ssp585.r1i1p1f1.day.pr.gn.v20190710.${fn}|esgf3.dkrz.de`,
      title: fn, size: y2 === 2100 ? 383514882 : 1917325416 + c.int(-9000, 9000),
      checksum: [c.sha256()], checksum_type: ['SHA256'], data_node: 'esgf3.dkrz.de', version: '20190710',
    });
  }
  const resp = (offset, docs) => ({
    responseHeader: { status: 0, QTime: c.int(3, 90), params: { ...Object.fromEntries(Object.entries(facets).map(([k, v]) => [k, String(v)])), offset: String(offset), limit: '10', format: 'application/solr+json', shards: 'esgf-index3.ceda.ac.uk:8983/solr,esgf-data.dkrz.de:8983/solr' } },
    response: { numFound: files.length, start: offset, maxScore: 1.0, docs },
  });
  const call = (offset, docs) => r.turn(null, [{ name: 'esgf_search', args: { ...facets, offset, limit: 10 }, out: resp(offset, docs), ms: [300, 2400] }]);
  call(0, files.slice(0, 10));
  call(10, files.slice(10));
  for (const off of [20, 30, 40, 50]) call(off, []);
  return rootSpan(c, 'AgentExecutor', { input: goal }, { error: 'max_turns (6) exceeded', intermediate_steps: 6 }, r.spans,
    { metadata: { project: 'downscaling-ops', run: c.uuid() } });
}

// ---------------------------------------------------------------- 04 auto insurance claims (AutoGen)
function claims(c) {
  const goal = c.goal = 'Collect every adjuster note on claim AC-88213 that mentions the rear bumper, to support the body shop\'s supplement request.';
  const r = new AutoGenRec(c, {
    model: 'gpt-4o-mini-2024-07-18',
    agents: { claims_assistant: 'You support auto physical-damage adjusters at Keystone Mutual. search_claim_notes starts an Elasticsearch scroll; scroll_claim_notes continues it with the returned _scroll_id.' },
    task: goal,
  });
  const sid = 'FGluY2x1ZGVfY29udGV4dF91dWlkDXF1ZXJ5QW5kRmV0Y2gBFk' + c.b64u(30) + 'AAAAAAAB' + c.b64u(12);
  const note = (id, by, when, text, score) => ({ _index: 'claim-notes-2025.01', _id: id, _score: score, _source: { claim_id: 'AC-88213', author: by, created: when, note_type: c.pick(['FIELD', 'DESK', 'PHONE']), text } });
  const shards = () => ({ total: 3, successful: 3, skipped: 0, failed: 0 });
  r.agent('claims_assistant', () => {
    r.turn('claims_assistant', null, [{
      name: 'search_claim_notes', args: { claim_id: 'AC-88213', query: 'rear bumper', size: 5, scroll: '2m' },
      out: {
        _scroll_id: sid, took: c.int(4, 40), timed_out: false, _shards: shards(),
        hits: {
          total: { value: 7, relation: 'eq' }, max_score: 6.41, hits: [
            note('n-4471', 'D. Hartmann', '2025-01-06T15:02:11Z', 'Field inspection: rear bumper cover cracked at LH corner, reinforcement bar deformed approx 2 in.', 6.41),
            note('n-4479', 'D. Hartmann', '2025-01-06T15:20:48Z', 'Photos 14-22 show rear bumper energy absorber crushed; not visible on first estimate.', 5.88),
            note('n-4512', 'S. Liu', '2025-01-08T10:11:05Z', 'Shop (Crestline Collision) called re: hidden damage behind rear bumper, requests teardown auth.', 5.02),
            note('n-4530', 'S. Liu', '2025-01-09T16:45:30Z', 'Teardown authorized up to 2.5 hrs; rear bumper bracket LH to be photographed.', 4.77),
            note('n-4551', 'D. Hartmann', '2025-01-10T09:30:00Z', 'Reinspection: rear body panel buckled under rear bumper mount, adds 3.0 hrs body labor.', 4.31),
          ],
        },
      },
    }]);
    r.turn('claims_assistant', null, [{
      name: 'scroll_claim_notes', args: { scroll_id: sid, scroll: '2m' },
      out: {
        _scroll_id: sid, took: c.int(2, 20), timed_out: false, _shards: shards(),
        hits: {
          total: { value: 7, relation: 'eq' }, max_score: 4.1, hits: [
            note('n-4566', 'S. Liu', '2025-01-10T14:12:19Z', 'Supplement 1 received: rear bumper reinforcement, absorber, LH bracket, refinish 2.8 hrs.', 4.1),
            note('n-4590', 'S. Liu', '2025-01-13T11:55:02Z', 'Supplement 1 approved except blend on quarter panel; rear bumper parts OEM per policy endorsement.', 3.67),
          ],
        },
      },
    }]);
    for (let i = 0; i < 4; i++) {
      r.turn('claims_assistant', null, [{
        name: 'scroll_claim_notes', args: { scroll_id: sid, scroll: '2m' },
        out: { _scroll_id: sid, took: c.int(1, 9), timed_out: false, _shards: shards(), hits: { total: { value: 7, relation: 'eq' }, max_score: null, hits: [] } },
      }]);
    }
  }, null);
  return rootSpan(c, 'autogen AssistantAgent.run', { task: goal }, { stop_reason: 'Maximum number of messages 14 reached, current message count: 14' }, r.spans,
    { metadata: { 'autogen.version': '0.4.7', 'es.cluster': 'claims-search-prod' } });
}

// ---------------------------------------------------------------- 05 court docket (BeeAI)
function docket(c) {
  const goal = c.goal = 'Pull every docket entry filed after the scheduling order in Halvorsen v. Brightline Logistics (3:24-cv-01187) and summarise any changed deadlines.';
  const r = new BeeAIRec(c, {
    llmName: 'OllamaChatModel', model: 'llama3.1:70b', iterSpans: true,
    system: 'You assist litigation paralegals. DocketEntriesTool returns one page of entries (25 per page) for a federal civil case. Summarise deadlines with the entry numbers.',
    user: goal,
  });
  const entries1 = [
    '1  01/22/2024  COMPLAINT against Brightline Logistics LLC (Filing fee $405)',
    '9  03/18/2024  ANSWER to Complaint by Brightline Logistics LLC',
    '14 04/29/2024  RULE 26(f) REPORT',
    '17 05/13/2024  SCHEDULING ORDER: discovery closes 12/13/2024; dispositive motions due 01/31/2025; trial 06/09/2025',
    '21 07/02/2024  STIPULATED PROTECTIVE ORDER',
    '25 09/16/2024  MOTION to Compel Production by Halvorsen',
  ];
  const entries2 = [
    '29 10/07/2024  ORDER granting in part 25 Motion to Compel',
    '33 11/25/2024  JOINT MOTION to Extend Discovery Deadline',
    '34 12/02/2024  ORDER granting 33: discovery closes 02/14/2025; dispositive motions due 03/28/2025; trial date unchanged',
    '38 02/20/2025  NOTICE of Deposition Transcript Filing',
    '41 03/28/2025  MOTION for Summary Judgment by Brightline Logistics LLC',
  ];
  const hdr = (p) => `Case 3:24-cv-01187-KAD  Halvorsen v. Brightline Logistics LLC  |  page ${p}  |  retrieved ${c.usTs()} ET  |  session ${c.hex(12)}`;
  r.step('I will start with the first page of the docket to locate the scheduling order.', {
    name: 'DocketEntriesTool', args: { case_number: '3:24-cv-01187', court: 'ctd', page: 1 },
    out: `${hdr(1)}\n#  Date Filed  Docket Text\n${entries1.join('\n')}\n... (entries 2-8, 10-13, 15-16, 18-20, 22-24 are notices and appearances)\nShowing entries 1-25 of 41. Page 1 of 2.`,
  });
  r.step('The scheduling order is entry 17. Entries after it on page 1 do not change deadlines, so I need page 2.', {
    name: 'DocketEntriesTool', args: { case_number: '3:24-cv-01187', court: 'ctd', page: 2 },
    out: `${hdr(2)}\n#  Date Filed  Docket Text\n${entries2.join('\n')}\n... (entries 26-28, 30-32, 35-37, 39-40 are notices and certificates of service)\nShowing entries 26-41 of 41. Page 2 of 2.`,
  });
  const th = 'I have not yet found a filing that amends the trial date in the scheduling order, so I need to keep reading the docket on the next page to find any later amendments before I summarise the deadlines.';
  for (const p of [3, 4, 5]) {
    r.step(th, {
      name: 'DocketEntriesTool', args: { case_number: '3:24-cv-01187', court: 'ctd', page: p },
      out: `${hdr(p)}\nNo docket entries found for page ${p}.\nShowing entries 0 of 41.`,
    });
  }
  return rootSpan(c, 'beeai.ReActAgent.run', { prompt: goal, execution: { maxIterations: 5, totalMaxRetries: 10 } }, null, r.spans,
    { error: 'AgentError: Agent was not able to resolve the task in 5 iterations.', metadata: { framework: 'beeai-framework 0.1.20' } });
}

// ---------------------------------------------------------------- 06 vehicle recall database, browser agent (Langfuse SDK)
function recalls(c) {
  const goal = c.goal = 'On the national vehicle recall search site, collect every 2023-2024 recall for airbag inflator components and list campaign number, manufacturer and affected units.';
  const r = new LangfuseRec(c, {
    graph: false, llmName: 'browser-agent.step', model: 'gpt-4o-2024-08-06',
    system: 'You are a browser automation agent. Tools: navigate(url), scroll_to(y), read_results(). The results list lazy-loads as you scroll.',
    user: goal,
  });
  const rec = (n) => {
    const makers = ['Hyundai Motor America', 'Stellantis (FCA US LLC)', 'Ford Motor Company', 'General Motors LLC', 'Kia America', 'Toyota Motor Engineering', 'Volkswagen Group of America', 'Mitsubishi Motors'];
    return `${n}. Campaign 2${c.pick(['3', '4'])}V-${c.int(100, 899)} | ${makers[c.int(0, makers.length - 1)]} | Air bag inflator, ${c.pick(['driver frontal', 'passenger frontal', 'side curtain', 'knee'])} | ${c.int(140, 95000).toLocaleString('en-US')} units`;
  };
  const list = (a, b) => Array.from({ length: b - a + 1 }, (_, i) => rec(a + i)).join('\n');
  r.turn('', [{ name: 'navigate', args: { url: 'https://recalls.example.gov/search?component=AIR+BAGS%3AINFLATOR&from=2023-01-01&to=2024-12-31' }, out: `Navigated. title="Recall Search Results" status=200 load=${c.ms(600, 2400)}ms\nShowing 1-10 of 24 results\n${list(1, 10)}\nscrollY=0 scrollHeight=6120 viewport=900` }]);
  r.turn('', [{ name: 'scroll_to', args: { y: 2000 }, out: `scrollY=2000 scrollHeight=6120\nLoaded 10 more results (XHR /api/recalls?page=2 200 in ${c.ms(120, 700)}ms)\nShowing 1-20 of 24 results\n${list(11, 20)}` }]);
  r.turn('', [{ name: 'scroll_to', args: { y: 4000 }, out: `scrollY=4000 scrollHeight=6120\nLoaded 4 more results (XHR /api/recalls?page=3 200 in ${c.ms(120, 700)}ms)\nShowing 1-24 of 24 results\n${list(21, 24)}` }]);
  for (const y of [6000, 8000, 10000, 12000]) {
    r.turn('', [{ name: 'scroll_to', args: { y }, out: `scrollY=5220 scrollHeight=6120 (clamped)\nNo new results loaded.\nShowing 1-24 of 24 results\nfooter: "© Recall Search · data refreshed ${c.usTs(c.day(-1))}" · frame=${c.int(4000, 9000)}` }]);
  }
  return rootSpan(c, 'browser-agent', { task: goal, start_url: 'https://recalls.example.gov' }, null, r.spans,
    { error: 'MaxStepsExceeded: agent stopped after 7 steps without calling done()', metadata: { langfuse_trace_id: c.hex(32), browser: 'chromium 124 headless', viewport: '1280x900' } });
}

export const ROWS = [
  { n: '01', domain: 'e-commerce returns', style: 'Vercel AI SDK telemetry', stagnation: false, build: returns,
    isolates: 'After the second and last page (total_pages 2) the agent keeps requesting pages 3-6, each returning an empty data array, with no model text.' },
  { n: '02', domain: 'newsroom fact-checking', style: 'Anthropic messages (tool_use)', stagnation: true, build: newsroom,
    isolates: 'The archive API echoes the same next_cursor on an empty page and the agent re-sends that cursor four times, restating the same sentence each time.' },
  { n: '03', domain: 'climate modelling', style: 'plain message-level (tool_calls)', stagnation: false, build: climate,
    isolates: 'A Solr offset keeps advancing past numFound (18) and every response has an empty docs list; the model writes no text.' },
  { n: '04', domain: 'auto insurance claims', style: 'AutoGen v0.4', stagnation: false, build: claims,
    isolates: 'An Elasticsearch scroll is continued four more times with the same _scroll_id after the hits run out, each reply an empty hits array.' },
  { n: '05', domain: 'court docket research', style: 'BeeAI ReAct (iteration spans)', stagnation: true, build: docket,
    isolates: 'After "Page 2 of 2" the agent requests pages 3, 4 and 5, each "No docket entries found", with the same Thought each time.' },
  { n: '06', domain: 'vehicle recall lookup (browser)', style: 'Langfuse SDK observations', stagnation: false, build: recalls,
    isolates: 'A browser agent keeps scrolling to ever larger y values after all 24 results are loaded; scrollY stays clamped and nothing new loads.' },
];
