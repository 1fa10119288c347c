// Family 5: a supervisor re-delegates the same sub-task to the same worker; the worker repeats the same lookups
// and returns the same inconclusive report each time.
import { agent, llm, tool, retriever } from '../lib.mjs';

// Row 1 - research: venue of a paper (3 delegations).
function paperVenue(c) {
  const M = 'gpt-4o';
  const goal = "For the related-work section, find where 'Sparse Expert Routing with Load-Aware Gating' was formally published (venue and year).";
  const tasks = [
    "Find the publication venue and year of the paper 'Sparse Expert Routing with Load-Aware Gating'.",
    "Determine where 'Sparse Expert Routing with Load-Aware Gating' was published (conference/journal + year).",
    "Look up the venue and year for the paper titled 'Sparse Expert Routing with Load-Aware Gating'.",
  ];
  const report = 'I could not find a definitive venue. The only version I can locate is the arXiv preprint 2306.11492 (v2, Sept 2023). Semantic Scholar lists no venue and DBLP has no entry, so it may be unpublished or under review.';
  const reports = [report, report.replace('I could not find', 'Could not find'), report];
  const sup = [
    'I will ask the literature worker to find the venue.',
    'The worker did not find a venue. I will ask the literature worker to determine where it was published.',
    'Still no venue. I will ask the literature worker again to look up the venue and year.',
  ];
  const ch = [];
  for (let i = 0; i < 3; i++) {
    ch.push(llm(sup[i], M));
    const w = [];
    c.tick(2, 4);
    w.push(tool('web_search', { q: '"Sparse Expert Routing with Load-Aware Gating"', num: 5 }, { results: [
      { title: 'Sparse Expert Routing with Load-Aware Gating - arXiv', url: 'https://arxiv.org/abs/2306.11492', snippet: 'We propose a load-aware gating function for mixture-of-experts...' },
      { title: 'Sparse Expert Routing with Load-Aware Gating | Semantic Scholar', url: 'https://www.semanticscholar.org/paper/5c1f0e7d2b', snippet: 'Published 2023 · arXiv.org' },
    ], search_id: c.hex(24), took_ms: c.ms(180, 620) }));
    c.tick(1, 3);
    w.push(tool('semantic_scholar_paper', { id: 'arXiv:2306.11492', fields: 'title,venue,year,publicationVenue,externalIds' }, { paperId: '5c1f0e7d2b9a44e1a0c3f2e88b77d1d4a9f0c312', title: 'Sparse Expert Routing with Load-Aware Gating', venue: '', year: 2023, publicationVenue: null, externalIds: { ArXiv: '2306.11492' } }));
    c.tick(1, 3);
    w.push(tool('dblp_search', { q: 'Sparse Expert Routing Load-Aware Gating' }, { result: { hits: { '@total': '0' }, status: { '@code': '200', text: 'OK' }, time: { '@unit': 'msecs', text: `${(c.int(50, 400) / 100).toFixed(2)}` } } }));
    ch.push(agent('literature_worker', tasks[i], reports[i], w));
  }
  ch.push(llm('The venue could not be determined.', M));
  return { domain: 'research', goal, root: agent('research_supervisor', goal, 'I could not determine a venue; the paper appears to exist only as arXiv:2306.11492 (2023).', ch) };
}

// Row 2 - devops/SRE: log analyst re-asked for 502 root cause (3 delegations, long).
function rootCause(c) {
  const M = 'claude-3-5-sonnet-20241022';
  const goal = 'Find the root cause of the intermittent 502s on api.acme.io over the last hour and propose a fix.';
  const tasks = [
    'Analyse ingress and app logs for the last 60 minutes and identify the root cause of 502 responses on api.acme.io.',
    'Look through the ingress-nginx and api pod logs from the past hour and find out why api.acme.io is returning 502s.',
    'Determine the root cause of the 502 errors on api.acme.io in the last hour using the ingress and application logs.',
    'Find what is causing the 502s on api.acme.io (last hour) from ingress and api logs.',
  ];
  const report = 'No clear root cause. ingress-nginx shows 502s with "upstream prematurely closed connection while reading response header" spread across all three api pods; the api pods log no errors or restarts in the same window. The 502s correlate with upstream connection resets but I cannot tell what is resetting them.';
  const sup = [
    'Delegating log analysis to the log analyst.',
    'That is inconclusive. I need the log analyst to find the root cause of the 502s.',
    'The report does not give a root cause yet. Asking the log analyst once more to find why the 502s happen.',
    'Still no root cause. I need the log analyst to find what is causing the 502s.',
  ];
  const ch = [];
  ch.push(tool('grafana_panel', { dashboard: 'edge-overview', panel: '5xx by status', range: 'now-1h' }, { series: [{ status: '502', total: 1841 }, { status: '503', total: 12 }, { status: '504', total: 3 }], rendered_at: c.iso() }));
  ch.push(tool('statuspage_create_incident', { page: 'acme-status', name: 'Intermittent errors on api.acme.io', status: 'investigating', components: ['Public API'] }, { id: c.b62(12), shortlink: `https://stspg.io/${c.b62(6)}`, created_at: c.iso() }));
  ch.push(tool('deploy_history', { services: ['api', 'ingress-nginx'], since: '6h' }, [{ service: 'api', version: 'v5.31.0', at: '3 days ago' }, { service: 'ingress-nginx', version: 'controller-v1.10.1', at: '9 days ago' }]));
  for (let i = 0; i < 4; i++) {
    ch.push(llm(sup[i], M));
    const w = [];
    c.tick(4, 9);
    w.push(tool('loki_query', { query: '{namespace="ingress-nginx"} |= "api.acme.io" |= " 502 "', since: '1h', limit: 3 }, { status: 'success', data: { resultType: 'streams', result: [
      { stream: { pod: 'ingress-nginx-controller-6d9f7-2xkq4' }, values: [[`${c.epoch()}${c.digits(9)}`, `${c.logts()} [error] 31#31: *${c.digits(7)} upstream prematurely closed connection while reading response header from upstream, client: 10.0.4.17, server: api.acme.io, upstream: "http://10.1.2.44:8080/v2/orders"`]] },
    ], stats: { summary: { execTime: Number((c.int(20, 90) / 100).toFixed(2)) } } } }));
    c.tick(2, 5);
    w.push(tool('loki_query', { query: '{namespace="api", app="api"} |~ "(?i)error|panic|fatal"', since: '1h', limit: 20 }, { status: 'success', data: { resultType: 'streams', result: [], stats: { summary: { execTime: Number((c.int(20, 90) / 100).toFixed(2)) } } } }));
    c.tick(1, 3);
    w.push(tool('kubectl_get', { namespace: 'api', resource: 'pods', selector: 'app=api' }, 'NAME                   READY   STATUS    RESTARTS   AGE\napi-7c9d8b6f5d-4hxvz   1/1     Running   0          2d4h\napi-7c9d8b6f5d-9qk2m   1/1     Running   0          2d4h\napi-7c9d8b6f5d-tz8wl   1/1     Running   0          2d4h'));
    c.tick(1, 2);
    w.push(tool('kubectl_top', { namespace: 'api', resource: 'pods', selector: 'app=api' }, 'NAME                   CPU(cores)   MEMORY(bytes)\napi-7c9d8b6f5d-4hxvz   412m         611Mi\napi-7c9d8b6f5d-9qk2m   398m         604Mi\napi-7c9d8b6f5d-tz8wl   421m         622Mi'));
    w.push(llm(i === 2 ? report.replace('No clear root cause.', 'No clear root cause found.') : report, M));
    ch.push(agent('log_analyst', tasks[i], report, w));
  }
  ch.push(llm('We still do not have a root cause for the 502s.', M));
  ch.push(tool('statuspage_update_incident', { page: 'acme-status', status: 'investigating', body: 'We are still investigating intermittent 502 errors on api.acme.io.' }, { ok: true, updated_at: c.iso() }));
  return { domain: 'devops/SRE', goal, root: agent('incident_commander', goal, 'Max turns exceeded', ch) };
}

// Row 3 - customer support: billing specialist asked 3x about a double charge.
function doubleCharge(c) {
  const M = 'gpt-4o-mini';
  const goal = 'Customer Priya Nair says she was charged twice (£59.00) on 14 May for her annual plan. Resolve it.';
  const tasks = [
    "Investigate whether customer cus_Q2n8 (Priya Nair) was double-charged £59.00 on 14 May and whether one charge should be refunded.",
    "Check Priya Nair's (cus_Q2n8) charges from 14 May and determine whether the second £59.00 charge is a duplicate.",
    "Figure out if cus_Q2n8 was charged twice for the annual plan on 14 May.",
  ];
  const report = 'Found two £59.00 charges on 14 May (ch_A at 09:12 and ch_B at 09:14), both succeeded. ch_A is linked to subscription sub_9Lw; ch_B has no invoice or subscription attached. I cannot determine whether ch_B is a duplicate or a separate purchase — recommend checking with the payments team.';
  const sup = [
    'Handing this to the billing specialist.',
    'The specialist could not tell whether it is a duplicate. I need the billing specialist to determine whether the second charge is a duplicate.',
    'Still unclear whether it is a duplicate. Sending it back to the billing specialist to check the charges again.',
  ];
  const ch = [];
  ch.push(tool('crm_lookup', { email: 'priya.nair@outlook.com' }, { customer_id: 'cus_Q2n8', name: 'Priya Nair', plan: 'Pro annual', since: '2023-05-14' }));
  for (let i = 0; i < 3; i++) {
    ch.push(llm(sup[i], M));
    const w = [];
    c.tick(2, 6);
    w.push(tool('stripe_list_charges', { customer: 'cus_Q2n8', created: { gte: 1715644800, lt: 1715731200 } }, { object: 'list', data: [
      { id: 'ch_3PG1aA2eZvKYlo2C1xq8Jm0R', amount: 5900, currency: 'gbp', status: 'succeeded', created: 1715677921, invoice: 'in_1PG1a92eZvKYlo2C', description: 'Subscription update' },
      { id: 'ch_3PG1cL2eZvKYlo2C0T7bHw4k', amount: 5900, currency: 'gbp', status: 'succeeded', created: 1715678044, invoice: null, description: null },
    ], has_more: false, url: '/v1/charges', request_id: `req_${c.b62(14)}` }));
    c.tick(1, 3);
    w.push(tool('stripe_get_invoice', { id: 'in_1PG1a92eZvKYlo2C' }, { id: 'in_1PG1a92eZvKYlo2C', subscription: 'sub_9Lw', amount_paid: 5900, status: 'paid', charge: 'ch_3PG1aA2eZvKYlo2C1xq8Jm0R', request_id: `req_${c.b62(14)}` }));
    ch.push(agent('billing_specialist', tasks[i], i === 1 ? report.replace('recommend checking', 'I recommend checking') : report, w));
  }
  ch.push(tool('reply_to_customer', { ticket: 'ZD-661902', body: "Hi Priya, thanks for flagging this. We can see two charges of £59.00 on 14 May and we're looking into why the second one happened. We'll be in touch shortly." }, { sent: true, id: c.uuid() }));
  return { domain: 'customer support', goal, root: agent('support_lead', goal, 'Could not confirm whether the second £59.00 charge is a duplicate; customer told we are looking into it.', ch) };
}

// Row 4 - coding: code search agent asked 4x where a feature flag is read (long, 4 delegations).
function flagReadSites(c) {
  const M = 'claude-3-5-sonnet-20240620';
  const goal = 'We want to delete the FEATURE_NEW_CHECKOUT flag. Find every place it is read so we can remove it safely.';
  const tasks = [
    'Find all code locations where the FEATURE_NEW_CHECKOUT flag is read.',
    'Search the repository for every read site of FEATURE_NEW_CHECKOUT (including indirect access).',
    'Locate where FEATURE_NEW_CHECKOUT is evaluated in the codebase.',
    'Find the code that reads the FEATURE_NEW_CHECKOUT feature flag.',
  ];
  const report = 'Only found the definition in config/flags.yaml (default: false) and a mention in docs/flags.md. No direct read sites found in src/. The flag may be read dynamically through the flags client, which I could not trace.';
  const sup = [
    'Delegating the search to the code search agent.',
    'The agent found no read sites. I need it to search again for every place the flag is read.',
    'Still no read sites. Asking the code search agent to locate where the flag is evaluated.',
    'The flag must be read somewhere. Asking the code search agent once more to find the code that reads it.',
  ];
  const ch = [];
  ch.push(tool('git_log', { path: 'config/flags.yaml', grep: 'NEW_CHECKOUT', max_count: 3 }, `commit ${c.hex(40)}\nAuthor: Lena Hoffmann <lena@acme.io>\nDate:   Tue Jan 16 11:02:44 2024 +0100\n\n    flags: default FEATURE_NEW_CHECKOUT to false after rollout rollback\n\ncommit ${c.hex(40)}\nAuthor: Raj Patel <raj@acme.io>\nDate:   Thu Oct 5 16:40:10 2023 +0200\n\n    flags: add FEATURE_NEW_CHECKOUT`));
  ch.push(tool('read_file', { path: 'CODEOWNERS', grep: 'checkout' }, '/src/checkout/   @acme/payments\n/config/flags.yaml   @acme/platform'));
  for (let i = 0; i < 4; i++) {
    ch.push(llm(sup[i], M));
    const w = [];
    c.tick(1, 3);
    w.push(tool('ripgrep', { pattern: 'FEATURE_NEW_CHECKOUT', path: '.', flags: ['-n'] }, `config/flags.yaml:31:FEATURE_NEW_CHECKOUT:\ndocs/flags.md:58:| FEATURE_NEW_CHECKOUT | false | Enables the redesigned checkout flow |\n\n[rg exited 0 in ${c.ms(40, 190)}ms]`));
    c.tick(1, 3);
    w.push(tool('ripgrep', { pattern: 'new_checkout', path: 'src/', flags: ['-n', '-i'] }, `[rg exited 1 in ${c.ms(30, 160)}ms: no matches]`));
    c.tick(1, 2);
    w.push(tool('read_file', { path: 'config/flags.yaml', start_line: 28, end_line: 36 }, 'FEATURE_CART_V3:\n  default: true\n  owner: growth\nFEATURE_NEW_CHECKOUT:\n  default: false\n  owner: payments\n  description: Enables the redesigned checkout flow\nFEATURE_GIFT_WRAP:\n  default: false'));
    c.tick(1, 2);
    w.push(tool('ripgrep', { pattern: 'flags\\.(is_enabled|get)\\(', path: 'src/', flags: ['-n', '--count'] }, `src/cart/service.py:4\nsrc/payments/router.py:2\nsrc/profile/views.py:1\n\n[rg exited 0 in ${c.ms(40, 180)}ms]`));
    ch.push(agent('code_search_agent', tasks[i], report, w));
  }
  return { domain: 'coding', goal, root: agent('refactor_supervisor', goal, 'Max turns exceeded', ch) };
}

// Row 5 - e-commerce: competitor price scrape inconclusive (2 delegations, healthy work after).
function competitorPrice(c) {
  const M = 'gemini-1.5-pro';
  const goal = 'Check what Fjellgear charges for the Nordkapp 2P tent and suggest whether we should adjust our €349 price.';
  const tasks = [
    'Get the current price of the Nordkapp 2P tent on fjellgear.example.',
    'Find out the price Fjellgear currently lists for the Nordkapp 2P tent.',
  ];
  const report = "Inconclusive: the Fjellgear product page for Nordkapp 2P shows 'See price in cart' instead of a price, and the structured data has no offers.price field. I could not obtain the price.";
  const sup = [
    'Asking the pricing worker to fetch the competitor price.',
    'The pricing worker did not get a price. I will ask the pricing worker again to find the price Fjellgear lists.',
  ];
  const ch = [];
  ch.push(tool('get_product', { sku: 'NK2P-GRN' }, { sku: 'NK2P-GRN', title: 'Nordkapp 2P Tent – Forest', price: '349.00', currency: 'EUR', cost: '171.40', stock: 64 }));
  for (let i = 0; i < 2; i++) {
    ch.push(llm(sup[i], M));
    const w = [];
    c.tick(3, 7);
    w.push(tool('fetch_url', { url: 'https://fjellgear.example/en/tents/nordkapp-2p', render_js: true }, { status: 200, final_url: 'https://fjellgear.example/en/tents/nordkapp-2p', text_excerpt: 'Nordkapp 2P · 2-person, 3-season tunnel tent · 2.1 kg · See price in cart · Add to cart', fetched_at: c.http(), cache: 'MISS', cf_ray: `${c.hex(16)}-FRA` }));
    c.tick(1, 2);
    w.push(tool('extract_jsonld', { url: 'https://fjellgear.example/en/tents/nordkapp-2p' }, [{ '@type': 'Product', name: 'Nordkapp 2P', brand: 'Nordkapp', offers: { '@type': 'Offer', availability: 'InStock', priceCurrency: 'EUR' } }]));
    ch.push(agent('pricing_worker', tasks[i], report, w));
  }
  ch.push(llm('Without the competitor price I will not recommend a change.', M));
  return { domain: 'e-commerce', goal, root: agent('merch_supervisor', goal, "I couldn't get Fjellgear's price (it is hidden behind 'See price in cart'), so I'm not recommending a change to the €349 price.", ch) };
}

// Row 6 - travel booking: direct train check, 3 delegations, supervisor nested under a trip planner.
function directTrain(c) {
  const M = 'gpt-4o';
  const goal = 'Plan our Vienna → Venice leg on 3 July: we want a direct daytime train if one exists, otherwise tell us the best option.';
  const tasks = [
    'Check whether there is a direct daytime train from Wien Hbf to Venezia Santa Lucia on 2024-07-03.',
    'Find out if a direct day train runs Vienna Hbf → Venezia S. Lucia on 3 July 2024.',
    'Verify whether any direct daytime Vienna–Venice train operates on 2024-07-03.',
  ];
  const report = "Couldn't confirm. The ÖBB timetable search returns only connections with a change in Villach or Udine for 3 July, but the ÖBB route page says a direct Railjet runs seasonally. The booking API returns 'no offers' for the direct service. Inconclusive.";
  const sup = [
    'Sending the train question to the availability agent.',
    'Inconclusive. I need the availability agent to find whether a direct train runs.',
    'Still inconclusive. Asking the availability agent to verify the direct train once more.',
  ];
  const inner = [];
  for (let i = 0; i < 3; i++) {
    inner.push(llm(sup[i], M));
    const w = [];
    c.tick(2, 5);
    w.push(tool('rail_journey_search', { from: 'Wien Hbf', to: 'Venezia Santa Lucia', date: '2024-07-03', depart_after: '06:00', depart_before: '14:00', max_changes: 0 }, { journeys: [], note: 'No journeys found for the given filter', query_id: c.uuid(), served_by: `hafas-${c.int(1, 9)}` }));
    c.tick(1, 3);
    w.push(retriever('route_info_search', { query: 'Railjet Vienna Venice direct summer' }, [
      { source: 'oebb.at/en/routes/vienna-venice', text: 'From spring to autumn, a direct Railjet connects Vienna and Venice once a day (journey time approx. 7h 30m).' },
    ]));
    c.tick(1, 3);
    w.push(tool('rail_offers', { train: 'RJ 131', from: 'Wien Hbf', to: 'Venezia Santa Lucia', date: '2024-07-03' }, { offers: [], message: 'no offers', request_id: c.hex(20) }));
    inner.push(agent('availability_agent', tasks[i], i === 1 ? report.replace("Couldn't confirm.", 'Could not confirm.') : report, w));
  }
  const ch = [
    llm('Two parts: the Vienna→Venice leg and then accommodation. Starting with the rail leg via the transport coordinator.', M),
    agent('transport_coordinator', 'Vienna → Venice on 3 July: find a direct daytime train, else the best alternative.', 'Unable to confirm whether a direct daytime train runs on 3 July.', inner),
  ];
  return { domain: 'travel booking', goal, root: agent('trip_planner', goal, "I couldn't confirm whether a direct daytime Vienna–Venice train runs on 3 July; the searches kept coming back inconclusive.", ch) };
}

export default {
  name: 'redelegated-inconclusive-worker',
  isolates: 'A supervisor hands the same sub-task (lightly reworded) to the same worker sub-agent 2-4 times; the worker repeats the same lookups and returns the same inconclusive report each time.',
  loop: true,
  stagnation: true,
  kind: 'redelegate',
  scenarios: [paperVenue, rootCause, doubleCharge, flagReadSites, competitorPrice, directTrain],
};
