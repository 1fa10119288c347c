// Family 5: pages-with-fresh-items (loop: false)
import { agent, llm, tool, sys, usr, asst, toolMsg, J, trunc, isoDateMinusDays, isoDatePlusDays, b64url } from './lib.mjs';

export const family = 'pages-with-fresh-items';

const tally = (arr, key) => arr.reduce((m, x) => ((m[x[key]] = (m[x[key]] || 0) + 1), m), {});
const fmtTally = (t) => Object.entries(t).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}: ${v}`).join('; ');

// 01 — clinical trials, LlamaIndex, cursor pagination over SAEs (10/10/10/4)
function r01(R) {
  R.clock.set('2024-09-16T09:22:10Z');
  const goal = 'List all serious adverse events reported in study NVX-302 since the last DSMB data cut (2024-06-30) and summarize them by system organ class.';
  const terms = [
    ['Pneumonia', 'Infections and infestations'], ['Urinary tract infection', 'Infections and infestations'], ['Cellulitis', 'Infections and infestations'],
    ['Atrial fibrillation', 'Cardiac disorders'], ['Myocardial infarction', 'Cardiac disorders'], ['Acute kidney injury', 'Renal and urinary disorders'],
    ['Syncope', 'Nervous system disorders'], ['Ischaemic stroke', 'Nervous system disorders'], ['Pulmonary embolism', 'Respiratory, thoracic and mediastinal disorders'],
    ['Neutropenia', 'Blood and lymphatic system disorders'], ['Femur fracture', 'Injury, poisoning and procedural complications'], ['Hyponatraemia', 'Metabolism and nutrition disorders'],
  ];
  const sites = ['101', '104', '109', '114', '117', '122', '130'];
  const saes = Array.from({ length: 34 }, (_, i) => {
    const [pt, soc] = R.pick(terms);
    return { sae_id: `SAE-302-${String(187 + i).padStart(4, '0')}`, subject: `${R.pick(sites)}-${String(R.int(1, 58)).padStart(3, '0')}`, preferred_term: pt, soc, onset: isoDatePlusDays('2024-07-01', R.int(0, 70)), seriousness: R.pick(['hospitalization', 'hospitalization', 'hospitalization', 'important medical event', 'life-threatening']), related: R.pick(['not related', 'not related', 'unlikely', 'possibly']), outcome: R.pick(['recovered', 'recovering', 'recovered', 'not recovered']) };
  });
  const sizes = [10, 10, 10, 4];
  const cursors = ['', b64url(J({ after: 'SAE-302-0196' })), b64url(J({ after: 'SAE-302-0206' })), b64url(J({ after: 'SAE-302-0216' }))];
  const kids = [];
  const system = sys('You are a pharmacovigilance data assistant. Use list_saes to read the safety database; never invent events.');
  kids.push(llm('OpenAI.achat', [system, usr(goal)], 'I will page through list_saes for NVX-302 with onset after 2024-06-30, following next_cursor until it is null, then group the events by MedDRA system organ class.'));
  let off = 0;
  sizes.forEach((n, i) => {
    R.clock.adv(600, 2200);
    const items = saes.slice(off, off + n);
    off += n;
    const args = { study_id: 'NVX-302', onset_after: '2024-06-30', limit: 10, ...(cursors[i] ? { cursor: cursors[i] } : {}) };
    kids.push(tool('list_saes', args, { items, next_cursor: i < 3 ? cursors[i + 1] : null, returned: items.length, db_snapshot: 'argus-2024-09-15T23:00Z', request_id: `pv-${R.hex(10)}`, elapsed_ms: R.int(90, 450) }));
  });
  const bySoc = tally(saes, 'soc');
  const related = saes.filter((s) => s.related === 'possibly').length;
  const final = `There are 34 SAEs with onset after 2024-06-30 (SAE-302-0187 to SAE-302-0220, across 4 pages; the last page returned 4 and no cursor). By system organ class — ${fmtTally(bySoc)}. ${related} were assessed as possibly related to study drug; the rest were not related or unlikely.`;
  kids.push(llm('OpenAI.achat', [system, usr(goal), toolMsg(`page 4: 4 items, next_cursor=null`)], final));
  return {
    isolates: 'Cursor pagination over adverse events where each of four pages returns new SAE ids and the final page of 4 carries a null cursor, followed by a per-class summary.',
    loop: false, stagnation: false, goal,
    root: agent('FunctionAgent.run', goal, final, kids),
  };
}

// 02 — fintech KYC refresh, Vercel AI SDK, string args, offset pagination (25/25/12, has_more false)
function r02(R) {
  R.clock.set('2024-10-01T13:00:00Z');
  const goal = 'For the quarterly KYC refresh, list business customers whose beneficial-ownership documents expire before Dec 31 and count them by risk tier.';
  const words = ['Alder', 'Basalt', 'Copperline', 'Delmar', 'Eastgate', 'Fenwick', 'Granite', 'Harbor', 'Ironleaf', 'Juniper', 'Kestrel', 'Lumen', 'Meridian', 'Northfield', 'Oakridge', 'Pinecrest', 'Quarry', 'Redwood', 'Summit', 'Tidewater', 'Upland', 'Vantage', 'Willow', 'Yellowtail', 'Zenith', 'Bluewater', 'Cobalt', 'Driftwood', 'Evergreen', 'Foxglove', 'Goldleaf'];
  const sfx = ['LLC', 'Inc.', 'Holdings LLC', 'Partners LP', 'Logistics Inc.', 'Dental PC', 'Foods LLC', 'Capital LLC', 'Design Co.', 'Builders Inc.'];
  const custs = Array.from({ length: 62 }, (_, i) => ({ customer_id: `biz_${R.alnum(8)}`, legal_name: `${words[i % words.length]} ${R.pick(sfx)}`, risk_tier: R.pick(['low', 'low', 'medium', 'medium', 'medium', 'high']), bo_doc_type: R.pick(['FinCEN BOI attestation', 'Certificate of Beneficial Ownership', 'Operating agreement + ID']), bo_doc_expires: isoDatePlusDays('2024-10-02', R.int(0, 89)), relationship_manager: R.pick(['K. Osei', 'L. Park', 'D. Romero', 'S. Iyer']) }));
  const kids = [];
  const sysm = sys('You help the compliance team. Tool: listCustomers(filter, offset, limit). Keep paging while hasMore is true.');
  kids.push(llm('ai.generateText.doGenerate', [sysm, usr(goal)], "I'll page through business customers with beneficial-ownership documents expiring between today and 2024-12-31, 25 at a time, then tally by risk tier."));
  [0, 25, 50].forEach((o) => {
    R.clock.adv(400, 1300);
    const page = custs.slice(o, o + 25);
    kids.push(tool('ai.toolCall listCustomers', { filter: { segment: 'business', bo_doc_expires_before: '2024-12-31', bo_doc_expires_after: '2024-10-01' }, offset: o, limit: 25 }, { data: page, offset: o, limit: 25, hasMore: o + 25 < custs.length, requestId: R.reqId('kyc_', 14), durationMs: R.int(120, 640) }));
  });
  const t = tally(custs, 'risk_tier');
  const soon = custs.filter((c) => c.bo_doc_expires < '2024-10-31').length;
  const final = `62 business customers have beneficial-ownership documents expiring before Dec 31 (pages at offset 0, 25 and 50; the third returned 12 with hasMore=false). By risk tier: high ${t.high || 0}, medium ${t.medium || 0}, low ${t.low || 0}. ${soon} of them expire in October, so those should go out first.`;
  kids.push(llm('ai.generateText.doGenerate', [sysm, usr(goal), toolMsg('offset 50: 12 rows, hasMore false')], final));
  return {
    isolates: 'Offset pagination through 62 KYC customers over three pages, each with new customer ids, stopping when the third page reports hasMore=false, then a tier count.',
    loop: false, stagnation: false, goal,
    root: agent('ai.generateText', goal, final, kids),
    stringArgs: true,
  };
}

// 03 — travel, browser-use style: scrolling loads new reviews until an end marker
function r03(R) {
  R.clock.set('2025-04-14T07:35:22Z');
  const goal = 'Read all guest reviews from the last 6 months for Hotel Marés in Lisbon and tell me whether guests complain about street noise, and in which rooms.';
  const url = 'https://www.staybook.com/hotel/pt/mares-lisboa.html#reviews?sort=newest';
  const system = sys('You are a precise browser automation agent that interacts with websites through structured commands. Respond with valid JSON.');
  const kids = [];
  const runDir = `/tmp/browser_use_agent_${R.uuid()}`;
  const step = (n, evalPrev, memory, next, action) => kids.push(llm('ChatOpenAI.get_next_action', [system, usr(goal), usr(`Current url: ${url}\nCurrent step: ${n}/15`)], J({ current_state: { evaluation_previous_goal: evalPrev, memory, next_goal: next }, action })));
  const batches = [
    ['Sofia R. (PT)', 'Mar 2025', 8.8, 'Great breakfast, rooftop view. Room 204 faced the street and the trams start at 6am — bring earplugs.'],
    ['Tom H. (UK)', 'Mar 2025', 9.4, 'Quiet room at the back (312). Staff very helpful.'],
    ['Ines M. (ES)', 'Mar 2025', 7.6, 'Nice but noisy on Friday night, bars on Rua da Rosa until 2am. Room 206.'],
    ['Yuki K. (JP)', 'Feb 2025', 9.0, 'Clean, good location, elevator slow.'],
  ];
  const more = [
    [['Mark D. (US)', 'Feb 2025', 8.2, 'Street-side room 208 was loud with garbage trucks at 5am.'], ['Lea B. (FR)', 'Feb 2025', 9.2, 'Perfect stay, courtyard room 115 very calm.'], ['Jonas P. (DE)', 'Jan 2025', 8.0, 'Breakfast repetitive. No noise issues on 4th floor.']],
    [['Priya N. (IN)', 'Jan 2025', 7.4, 'Thin windows in 202, could hear people talking outside all night.'], ['Carlos G. (BR)', 'Dec 2024', 9.6, 'Excellent.'], ['Anna S. (SE)', 'Dec 2024', 8.6, 'Tram noise a bit in the morning but acceptable (room 210).']],
    [['Luca F. (IT)', 'Nov 2024', 9.0, 'Staff arranged late checkout.'], ['Emily W. (CA)', 'Nov 2024', 8.4, 'Back rooms quiet, we were in 314.'], ['Rui A. (PT)', 'Oct 2024', 8.8, 'Good value for Bairro Alto.']],
  ];
  const fmt = (arr) => arr.map(([n, d, s, t]) => ({ reviewer: n, stayed: d, score: s, text: t }));
  step(1, 'Unknown - No previous actions to evaluate.', '', 'Open the hotel reviews sorted by newest.', [{ go_to_url: { url } }]);
  R.clock.adv(2500, 4000);
  kids.push(tool('go_to_url', { url }, `🔗  Navigated to ${url}`));
  step(2, 'Success - Reviews tab is open, sorted newest first.', 'On Hotel Marés reviews, newest first. 0 reviews read.', 'Extract the visible reviews.', [{ extract_content: { goal: 'reviewer, stay month, score, full text of each review' } }]);
  R.clock.adv(3500, 6000);
  kids.push(tool('extract_content', { goal: 'reviewer, stay month, score, full text of each review' }, `📄  Extracted from page\n: ${J({ reviews: fmt(batches), showing: '1–4 of 13' })}`));
  const mems = [
    'Read 4 reviews (Mar–Feb 2025). Noise: room 204 (trams 6am), room 206 (bars Friday). Page shows 1–4 of 13.',
    'Read 7 of 13 (back to Jan 2025). New noise mention: room 208 (garbage trucks 5am). Rooms 115 and 4th floor reported quiet.',
    'Read 10 of 13 (back to Dec 2024). New noise: room 202 (thin windows), room 210 (trams, mild). All street-side 2xx rooms so far.',
  ];
  more.forEach((b, i) => {
    const startIdx = 5 + i * 3;
    step(3 + i, i === 0 ? 'Success - Extracted 4 reviews.' : `Success - Loaded and extracted reviews ${startIdx - 3}–${startIdx - 1}.`, mems[i], 'Scroll to load the next batch of reviews and extract only the new ones.', [{ scroll_down: { amount: 1200 } }, { extract_content: { goal: `reviews after #${startIdx - 1}` } }]);
    R.clock.adv(1500, 2500);
    kids.push(tool('scroll_down', { amount: 1200 }, `🔍  Scrolled down the page by 1200 pixels\n[network] GET /api/reviews?hotel=mares-lisboa&offset=${startIdx - 1}&limit=3 -> 200, 3 results (${R.int(90, 260)} ms)\n[screenshot] ${runDir}/screenshots/step_${3 + i}.png`));
    R.clock.adv(3000, 5000);
    const payload = { reviews: fmt(b), showing: `${startIdx}–${startIdx + 2} of 13`, ...(i === 2 ? { end_marker: "You've read all 13 reviews from the last 6 months" } : {}) };
    kids.push(tool('extract_content', { goal: `reviews after #${startIdx - 1}` }, `📄  Extracted from page\n: ${J(payload)}`));
  });
  const final = 'Yes — street noise is the most common complaint at Hotel Marés over the last 6 months (5 of 13 reviews). Every complaint is about street-facing rooms on the 2nd floor: 202 (thin windows, voices at night), 204 and 210 (early-morning trams), 206 (bars on Rua da Rosa on Fridays) and 208 (garbage trucks around 5am). Guests in back/courtyard rooms (115, 312, 314) and on the 4th floor described them as quiet. Ask for a courtyard or upper-floor room.';
  step(6, 'Success - Reached the end of reviews (13 of 13).', 'All 13 reviews read. Noise complaints: 202, 204, 206, 208, 210 (all street-side, 2nd floor). Quiet: 115, 312, 314, 4th floor.', 'Finish with the summary.', [{ done: { text: final, success: true } }]);
  return {
    isolates: 'A browser agent scrolls a review list three times; every scroll loads three new reviews with new room numbers until an explicit end-of-reviews marker, then it reports.',
    loop: false, stagnation: false, goal,
    root: agent('browser_use.Agent.run', goal, final, kids),
  };
}

// 04 — game servers, Vertex AI ADK, pageToken pagination (20/20/9)
function r04(R) {
  R.clock.set('2025-01-29T12:44:00Z');
  const goal = 'Find every game server instance in the eu-west fleet that is still on build 1.42.x and count them per region, so we know what to drain before the 1.43 patch.';
  const regions = ['europe-west1', 'europe-west2', 'europe-west3', 'europe-west4'];
  const inst = Array.from({ length: 49 }, (_, i) => ({ name: `gs-euw-${String(i + 1).padStart(3, '0')}-${R.alnum(4)}`, region: R.pick(regions), build: R.pick(['1.42.7', '1.43.0', '1.43.0', '1.43.0', '1.42.9', '1.43.0']), state: R.pick(['ALLOCATED', 'READY', 'READY', 'ALLOCATED', 'DRAINING']), players: 0, uptimeHours: R.int(2, 300) }));
  inst.forEach((x) => { x.players = x.state === 'ALLOCATED' ? R.int(4, 16) : 0; });
  const kids = [];
  const sysm = sys('You are fleet_ops_agent. Use list_fleet_instances (paged with pageToken) and report accurately.');
  kids.push(llm('call_llm gemini-2.0-flash', [sysm, usr(goal)], 'I will list instances of fleet eu-west, 20 per page, following nextPageToken until it is absent, then filter to builds starting with 1.42.'));
  const tokens = [null, 'CiAKGGdzLWV1dy0wMjAtcXh3ahIECA', 'CiAKGGdzLWV1dy0wNDAtbThrdBIECA'];
  [0, 20, 40].forEach((o, i) => {
    R.clock.adv(300, 900);
    const page = inst.slice(o, o + 20);
    kids.push(tool('execute_tool list_fleet_instances', { fleet: 'eu-west', pageSize: 20, ...(tokens[i] ? { pageToken: tokens[i] } : {}) }, { instances: page, ...(i < 2 ? { nextPageToken: tokens[i + 1] } : {}), totalSize: 49 }));
  });
  const old = inst.filter((x) => x.build.startsWith('1.42'));
  const per = tally(old, 'region');
  const live = old.filter((x) => x.state === 'ALLOCATED');
  const final = `${old.length} of 49 eu-west instances are still on 1.42.x — ${regions.map((r) => `${r}: ${per[r] || 0}`).join(', ')}. ${live.length} of those currently host matches (${live.reduce((s, x) => s + x.players, 0)} players), so drain them last; the other ${old.length - live.length} can be recycled now.`;
  kids.push(llm('call_llm gemini-2.0-flash', [sysm, usr(goal), toolMsg('page 3: 9 instances, no nextPageToken')], final));
  return {
    isolates: 'Three pages of fleet instances fetched with pageTokens, each listing new instance names, ending when nextPageToken is absent, followed by a per-region count.',
    loop: false, stagnation: false, goal,
    root: agent('invoke_agent fleet_ops_agent', goal, final, kids),
  };
}

// 05 — insurance claims, CrewAI, page numbers with total (25/25/25/7)
function r05(R) {
  R.clock.set('2024-06-10T14:10:00Z');
  const goal = 'Pull all open hail claims from the June 2 Front Range storm (CAT event 24-HAIL-06) and give me the total open reserve by county.';
  const counties = ['Denver', 'Arapahoe', 'Jefferson', 'Douglas', 'Adams'];
  const claims = Array.from({ length: 82 }, (_, i) => ({ claim_no: `CLM-${24600 + i * 3 + R.int(0, 2)}-HO`, county: R.pick(counties), open_reserve: R.int(28, 410) * 50, line: R.pick(['HO', 'HO', 'AUTO-COMP', 'HO']), adjuster: R.pick(['ADJ-4471', 'ADJ-5102', 'ADJ-3380', 'IA-Crawford', 'IA-Sedgwick']), fnol: isoDatePlusDays('2024-06-02', R.int(0, 7)) }));
  const sysm = sys('You are Claims Data Analyst. Tool: Search Claims(cat_event, status, page). Each page has 25 claims.');
  const kids = [];
  const sums = [];
  let acc = 0;
  for (let p = 1; p <= 4; p++) {
    const page = claims.slice((p - 1) * 25, p * 25);
    acc += page.reduce((s, c) => s + c.open_reserve, 0);
    sums.push(acc);
  }
  const thoughts = [
    'Thought: I need every open claim for CAT 24-HAIL-06. I will start with page 1 of Search Claims.',
    `Thought: Page 1 had 25 claims (${claims[0].claim_no} … ${claims[24].claim_no}) and the response says 82 in total, so 4 pages. Running reserve $${sums[0].toLocaleString('en-US')}. Next page 2.`,
    `Thought: Page 2 added claims ${claims[25].claim_no} through ${claims[49].claim_no}; 50 of 82 collected, reserve so far $${sums[1].toLocaleString('en-US')}. Continue with page 3.`,
    `Thought: 75 of 82 claims in hand after page 3 (last one ${claims[74].claim_no}), with most of the Jefferson and Douglas losses in this batch. One short page left.`,
  ];
  for (let p = 1; p <= 4; p++) {
    kids.push(llm('crewai.LLM.call(gpt-4o)', [sysm, usr(`Current Task: ${goal}`)], `${thoughts[p - 1]}\nAction: Search Claims\nAction Input: {"cat_event": "24-HAIL-06", "status": "open", "page": ${p}}`));
    R.clock.adv(700, 2100);
    const page = claims.slice((p - 1) * 25, p * 25);
    kids.push(tool('Search Claims', { cat_event: '24-HAIL-06', status: 'open', page: p }, J({ page, per_page: 25, total: 82, results: page, took_ms: R.int(60, 300), request_id: R.uuid() })));
  }
  const byC = {};
  claims.forEach((c) => { byC[c.county] = (byC[c.county] || 0) + c.open_reserve; });
  const total = claims.reduce((s, c) => s + c.open_reserve, 0);
  const final = `82 open claims for CAT 24-HAIL-06 (4 pages, last page 7 claims). Total open reserve $${total.toLocaleString('en-US')}. By county: ${Object.entries(byC).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} $${v.toLocaleString('en-US')}`).join(', ')}.`;
  kids.push(llm('crewai.LLM.call(gpt-4o)', [sysm, usr(`Current Task: ${goal}`)], `Thought: Page 4 returned the final 7 claims, so all 82 are collected. I can now total reserves by county.\nFinal Answer: ${final}`));
  const ag = agent('Agent: Claims Data Analyst', goal, final, kids);
  return {
    isolates: 'Numbered pages of open CAT claims where each page brings new claim numbers and a growing running reserve, ending at the short fourth page (82 total), then a county breakdown.',
    loop: false, stagnation: false, goal,
    root: agent('Crew: CAT Reserve Review', goal, final, [ag]),
  };
}

// 06 — library systems, Agno, offset pages of 20 with one terminal empty page
function r06(R) {
  R.clock.set('2024-02-20T16:18:00Z');
  const goal = 'Find all catalog records in the Young Adult collection that are missing an ISBN so the cataloguers can fix them; group them by format.';
  const titles = ['Shadow Harbor', 'The Glass Tide', 'Runners of Ash', 'Moth & Ember', 'Sixteen Winters', 'The Orchard Code', 'Lanterns Underground', 'Skyward Static', 'Salt in the Wound', 'A Map of Small Hours', 'Tin Crown', 'Nightjar', 'The Quiet Coup', 'Rivers Remember', 'Paper Comets', 'Hollow Signal', 'Brightwater', 'The Last Ferry', 'Fox Season', 'Vanishing Point'];
  const formats = ['Book', 'Book', 'Book', 'eBook', 'Audiobook CD', 'Graphic novel', 'eAudiobook'];
  const recs = Array.from({ length: 60 }, (_, i) => ({ bib_id: `b${1204400 + i * 17 + R.int(0, 9)}`, title: `${titles[i % 20]}${i >= 20 ? ` (${i >= 40 ? 'Book 3' : 'Book 2'})` : ''}`, format: R.pick(formats), pub_year: R.int(2009, 2023), items_attached: R.int(0, 6), last_updated: isoDatePlusDays('2019-01-01', R.int(0, 1800)) }));
  const kids = [];
  [0, 20, 40, 60].forEach((o) => {
    R.clock.adv(500, 1500);
    const part = recs.slice(o, o + 20);
    kids.push(tool('search_bib_records', { collection: 'YA', missing_field: '020', offset: o, limit: 20 }, { total: 60, offset: o, records: part, query_id: R.uuid(), ms: R.int(40, 220) }));
  });
  const t = tally(recs, 'format');
  const noItems = recs.filter((r) => r.items_attached === 0).length;
  const final = `60 YA bib records lack an ISBN (MARC 020). By format: ${fmtTally(t)}. ${noItems} of them have no items attached and may be candidates for deletion rather than repair. Full list: offsets 0–59 of the query; the request at offset 60 came back empty, which matches the total of 60.`;
  return {
    isolates: 'Three full offset pages of 20 new records, then a single empty page at offset 60 that matches the reported total of 60, after which the agent stops and reports.',
    loop: false, stagnation: false, goal,
    root: agent('Agent.run', goal, final, kids),
  };
}

export const rows = [r01, r02, r03, r04, r05, r06];
