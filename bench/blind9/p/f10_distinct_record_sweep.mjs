// Family 10 (healthy): many similar reads of distinct records (same tool, different ids, results
// with the same template but different values), then a synthesis. loop: false, stagnation: false.
import { OpenAIRec, AnthropicRec, VercelRec, AutoGenRec, BeeAIRec, LangfuseRec, rootSpan } from './lib.mjs';

export const FAMILY = 'distinct_record_sweep';
export const LOOP = false;
export const STAGNATION = false; // every row

// ---------------------------------------------------------------- 01 auto insurance subrogation review (plain)
function subrogation(c) {
  const goal = c.goal = 'Review the six rear-end collision claims closed last week and tell me which ones we should pursue for subrogation.';
  const r = new OpenAIRec(c, {
    model: 'gpt-4o-2024-08-06', llmName: 'openai.chat', system: 'You are a subrogation analyst assistant at Keystone Mutual. get_claim returns one claim file summary.',
    user: goal + ' Claim numbers: AC-91002, AC-91017, AC-91023, AC-91040, AC-91051, AC-91066.', tools: ['get_claim'],
  });
  const claims = [
    ['AC-91002', 'insured struck from behind at red light', 0, 'Granite State Casualty', 'PR-24-18820', 6840.12],
    ['AC-91017', 'insured rear-ended stopped vehicle', 100, 'Pioneer Auto Ins.', 'PR-24-18841', 4210.0],
    ['AC-91023', 'chain collision, insured middle vehicle', 50, 'Harborline Insurance', 'PR-24-18877', 9115.55],
    ['AC-91040', 'insured struck from behind in merge lane', 0, 'uninsured motorist', 'PR-24-18903', 3388.4],
    ['AC-91051', 'insured struck from behind while parked', 0, 'Cobalt General', null, 2150.0],
    ['AC-91066', 'insured backed into by other vehicle in lot', 20, 'Granite State Casualty', 'PR-24-18960', 1975.3],
  ];
  claims.forEach(([id, desc, fault, other, pr, paid]) => {
    r.turn(null, [{ name: 'get_claim', args: { claim_number: id }, out: { claim_number: id, status: 'CLOSED', closed_on: c.ymd(c.day(-c.int(2, 7))), loss_description: desc, insured_fault_pct: fault, other_party_carrier: other, police_report: pr, paid_total: paid, deductible: 500, adjuster: c.pick(['S. Liu', 'D. Hartmann', 'R. Patel']), file_version: c.int(4, 19) } }]);
  });
  r.turn('Pursue subrogation on four claims:\n- AC-91023: $9,115.55 paid, insured 50% at fault in a chain collision; recover 50% (about $4,558) from Harborline Insurance.\n- AC-91002: $6,840.12 paid, insured not at fault, police report PR-24-18820; recover in full from Granite State Casualty.\n- AC-91051: $2,150.00 paid, insured parked and not at fault; recover from Cobalt General, but there is no police report, so get a witness statement or photos first.\n- AC-91066: $1,975.30 paid, insured 20% at fault; recover 80% (about $1,580) from Granite State Casualty.\nSkip AC-91017 (insured 100% at fault) and AC-91040 (uninsured motorist; this goes to the UM coverage review instead). Include the $500 deductibles in the demands so the insureds are reimbursed.');
  return rootSpan(c, 'subro-review', { task: goal }, { status: 'completed', pursue: 4 }, r.spans, { metadata: { unit: 'Recovery', run: c.uuid() } });
}

// ---------------------------------------------------------------- 02 germline variant classification (Anthropic, parallel reads)
function variants(c) {
  const goal = c.goal = 'For the five variants in report GX-2291, look up the current ClinVar classification and review status and tell me which need to be re-reported.';
  const r = new AnthropicRec(c, {
    model: 'claude-sonnet-4-20250514', system: 'You are a clinical genomics curation assistant. clinvar_lookup returns the aggregate classification for one HGVS expression. The report classified each variant on its sign-out date.',
    user: goal + '\nReport variants (classification at sign-out): BRCA2 c.5946delT (P), PALB2 c.1592delT (P), ATM c.7271T>G (VUS), CHEK2 c.470T>C (VUS), MSH6 c.3261dupC (LP).',
    tools: ['clinvar_lookup'],
  });
  const v = [
    ['NM_000059.4(BRCA2):c.5946delT', 'VCV000009325', 'Pathogenic', 'reviewed by expert panel', 3, 62],
    ['NM_024675.4(PALB2):c.1592delT', 'VCV000126726', 'Pathogenic', 'criteria provided, multiple submitters, no conflicts', 2, 31],
    ['NM_000051.4(ATM):c.7271T>G', 'VCV000003038', 'Pathogenic/Likely pathogenic', 'criteria provided, multiple submitters, no conflicts', 2, 24],
    ['NM_007194.4(CHEK2):c.470T>C', 'VCV000005591', 'Conflicting classifications of pathogenicity', 'criteria provided, conflicting classifications', 1, 47],
    ['NM_000179.3(MSH6):c.3261dupC', 'VCV000089362', 'Pathogenic', 'reviewed by expert panel', 3, 19],
  ];
  const look = ([h, vcv, cls, rev, stars, subs]) => ({
    name: 'clinvar_lookup', args: { hgvs: h },
    out: { hgvs: h, variation_id: vcv, germline_classification: cls, review_status: rev, stars, submissions: subs, last_evaluated: c.ymd(c.day(-c.int(30, 400))), release: 'ClinVar ' + c.ymd(c.day(-c.int(2, 9))).slice(0, 7), esearch_ms: c.int(90, 700) },
  });
  r.turn('I\'ll look up all five variants in parallel.', v.map((x, i) => (i === 3
    ? { name: 'clinvar_lookup', args: { hgvs: x[0] }, out: { status: 429, headers: { 'retry-after': '1', 'x-ratelimit-limit': '3', 'x-ratelimit-remaining': '0', 'ncbi-sid': c.upper(2) + '_' + c.hex(16).toUpperCase() }, body: '{"error":"API rate limit exceeded","api-key":"' + c.ip() + '","count":"4","limit":"3"}' }, error: 'HTTP 429 Too Many Requests' }
    : look(x))));
  r.turn('The CHEK2 lookup hit the NCBI rate limit (4 requests against a limit of 3 per second); retrying just that one.', [look(v[3])]);
  r.turn('Two variants need re-reporting:\n\n| Variant | Report | ClinVar now | Action |\n|---|---|---|---|\n| BRCA2 c.5946delT | P | Pathogenic (expert panel, 3 stars) | none |\n| PALB2 c.1592delT | P | Pathogenic (2 stars) | none |\n| ATM c.7271T>G | VUS | Pathogenic/Likely pathogenic (2 stars, no conflicts) | **re-report: upgrade** |\n| CHEK2 c.470T>C | VUS | Conflicting (1 star) | keep VUS, monitor |\n| MSH6 c.3261dupC | LP | Pathogenic (expert panel, 3 stars) | **amend LP to P** |\n\nThe ATM upgrade matters most clinically: ATM c.7271T>G is the moderate-penetrance missense with known breast-cancer risk, so the ordering provider should be notified.');
  return rootSpan(c, 'curation-assistant', { task: goal, report: 'GX-2291' }, { status: 'completed', re_report: ['ATM c.7271T>G', 'MSH6 c.3261dupC'] }, r.spans, { metadata: { lab: 'Northgate Genomics', run: c.uuid() } });
}

// ---------------------------------------------------------------- 03 e-commerce return fraud check (Vercel)
function rmaFraud(c) {
  const goal = c.goal = 'Loss prevention flagged six high-value returns of headphones this month. Check each RMA and tell me whether there is a fraud pattern.';
  const r = new VercelRec(c, {
    model: 'gpt-4o', functionId: 'loss-prevention',
    system: 'You assist the loss-prevention team at Voltline Electronics. getRma returns the return record including the warehouse receiving scan.',
    user: goal + ' RMAs: R-77120, R-77184, R-77203, R-77251, R-77290, R-77318.',
  });
  const rows = [
    ['R-77120', 'Sonance XM9', 349.99, '1.02 kg', '0.98 kg', '41 Birch Hollow Rd, Dayton OH', 'acct-55102'],
    ['R-77184', 'Sonance XM9', 349.99, '1.02 kg', '0.21 kg', '88 Keller St Apt 4, Columbus OH', 'acct-61873'],
    ['R-77203', 'AuraBuds Pro 3', 249.0, '0.31 kg', '0.30 kg', '1200 Lakeview Dr, Toledo OH', 'acct-40021'],
    ['R-77251', 'Sonance XM9', 349.99, '1.02 kg', '0.19 kg', '88 Keller St Apt 4, Columbus OH', 'acct-70455'],
    ['R-77290', 'Sonance XM9', 349.99, '1.02 kg', '0.22 kg', '88 Keller St Apt 4, Columbus OH', 'acct-70912'],
    ['R-77318', 'Halcyon Studio', 399.0, '1.35 kg', '1.33 kg', '7 Orchard Ct, Akron OH', 'acct-38820'],
  ];
  rows.forEach(([id, item, price, exp, got, addr, acct]) => {
    r.turn('', [{ name: 'getRma', args: { rma: id }, out: { rma: id, item, price, customer_account: acct, return_from: addr, label_created: c.iso(c.day(-c.int(5, 25))), received: { dock: c.pick(['DOCK-3', 'DOCK-5']), expected_weight: exp, scanned_weight: got, scan_ts: c.iso(c.day(-c.int(1, 4))), condition_code: got < '0.5' && exp > '0.9' ? 'PENDING_REVIEW' : 'A-GRADE' }, refund: { amount: price, status: 'issued' } } }]);
  });
  r.turn('Yes, there is a clear pattern. Three Sonance XM9 returns (R-77184, R-77251, R-77290) came from the same address, 88 Keller St Apt 4 in Columbus, under three different customer accounts (acct-61873, acct-70455, acct-70912), and each parcel weighed only 0.19-0.22 kg against an expected 1.02 kg, which is consistent with empty or substituted boxes. $1,049.97 was refunded on those three. The other three returns (R-77120, R-77203, R-77318) come from different addresses and their weights match. I recommend holding any further refunds to that address, linking the three accounts, and opening a case with the carrier for the weight discrepancy.');
  return rootSpan(c, 'ai.generateText', { prompt: goal, maxSteps: 10 }, { text: 'Yes, there is a clear pattern ...', finishReason: 'stop', steps: 7 }, r.spans, { metadata: { 'operation.name': 'ai.generateText loss-prevention' } });
}

// ---------------------------------------------------------------- 04 litigation calendar (AutoGen)
function hearings(c) {
  const goal = c.goal = 'For the firm\'s five active employment cases, pull each docket summary and give me every hearing or deadline in the next 30 days.';
  c.setStart('2025-04-07T15:30:00Z');
  const r = new AutoGenRec(c, {
    model: 'gpt-4o-2024-08-06',
    agents: { docket_clerk: 'You maintain the litigation calendar for Ashby & Crane LLP. get_case returns the docket summary for one case number.' },
    task: goal + ' Cases: 2:24-cv-00318, 2:24-cv-01145, 1:23-cv-07781, 3:25-cv-00042, 2:23-cv-04410.',
  });
  const cases = [
    ['2:24-cv-00318', 'Reyes v. Clearwater Foods', [{ event: 'Mediation', date: '2025-04-22', location: 'JAMS Seattle' }, { event: 'Expert disclosures due', date: '2025-05-30' }]],
    ['2:24-cv-01145', 'Okafor v. Ridgeway Health', [{ event: 'Hearing on Motion to Compel (Dkt. 41)', date: '2025-04-15', time: '10:00', courtroom: '14B' }]],
    ['1:23-cv-07781', 'Lindqvist v. Apex Freightways', [{ event: 'Pretrial conference', date: '2025-06-12' }]],
    ['3:25-cv-00042', 'Mendoza v. Northgate Schools', [{ event: 'Answer due', date: '2025-04-18' }, { event: 'Rule 26(f) conference deadline', date: '2025-05-02' }]],
    ['2:23-cv-04410', 'Chen v. Bellweather Bank', [{ event: 'Summary judgment opposition due', date: '2025-04-28' }, { event: 'Oral argument', date: '2025-05-20' }]],
  ];
  r.agent('docket_clerk', () => {
    cases.forEach(([no, caption, ev]) => {
      r.turn('docket_clerk', null, [{ name: 'get_case', args: { case_number: no }, out: { case_number: no, caption, court: 'U.S. District Court', judge: c.pick(['Hon. M. Alvarez', 'Hon. R. Whitaker', 'Hon. J. Osei']), upcoming: ev, last_entry: { no: c.int(20, 90), filed: c.ymd(c.day(-c.int(1, 20))) }, fetched_at: c.isoLocal(-420), pacer_cost: '$' + (c.int(1, 30) / 10).toFixed(2) } }]);
    });
    r.turn('docket_clerk', 'Next 30 days (Apr 7 - May 7):\n- Apr 15, 10:00: Hearing on Motion to Compel (Dkt. 41), Okafor v. Ridgeway Health, 2:24-cv-01145, Courtroom 14B\n- Apr 18: Answer due, Mendoza v. Northgate Schools, 3:25-cv-00042\n- Apr 22: Mediation at JAMS Seattle, Reyes v. Clearwater Foods, 2:24-cv-00318\n- Apr 28: Summary judgment opposition due, Chen v. Bellweather Bank, 2:23-cv-04410\n- May 2: Rule 26(f) conference deadline, Mendoza v. Northgate Schools\nOutside the window: Chen oral argument May 20, Reyes expert disclosures May 30, Lindqvist pretrial conference Jun 12.');
  });
  return rootSpan(c, 'autogen AssistantAgent.run', { task: goal }, { stop_reason: null, last_message: 'TextMessage' }, r.spans, { metadata: { 'autogen.version': '0.4.9' } });
}

// ---------------------------------------------------------------- 05 distribution substation peaks (BeeAI)
function substations(c) {
  const goal = c.goal = 'Pull last week\'s 15-minute load data for the five substations feeding the Riverside district and tell me which are running closest to their transformer rating.';
  const r = new BeeAIRec(c, {
    llmName: 'WatsonxChatModel', model: 'ibm/granite-3-3-8b-instruct',
    system: 'You are a distribution planning assistant. MeterIntervalTool returns summary statistics of 15-minute interval data for one substation.',
    user: goal,
  });
  const subs = [
    ['SS-RV01 Riverside North', 40, 33.8, 'Tue 18:15'], ['SS-RV02 Mill Creek', 30, 21.4, 'Wed 17:45'], ['SS-RV03 Harbor Flats', 50, 46.9, 'Thu 18:30'],
    ['SS-RV04 Old Town', 25, 17.2, 'Mon 19:00'], ['SS-RV05 Eastgate', 40, 36.6, 'Thu 18:00'],
  ];
  const th = [
    'I will start with Riverside North.',
    'Riverside North peaked at 33.8 MVA on a 40 MVA rating. Next, Mill Creek.',
    'Mill Creek is lightly loaded at 71% of rating. Harbor Flats is next.',
    'Harbor Flats reached 46.9 of 50 MVA, the highest so far. Old Town next.',
    'Old Town is at 69%. Eastgate is the last one.',
  ];
  subs.forEach(([s, rating, peak, when], i) => {
    r.step(th[i], { name: 'MeterIntervalTool', args: { substation: s.split(' ')[0], from: c.ymd(c.day(-7)), to: c.ymd(c.day(-1)), interval: '15m' }, out: `substation=${s.split(' ')[0]} name="${s.slice(8)}" rating_mva=${rating} intervals=672 missing=${c.int(0, 3)} peak_mva=${peak} peak_at="${when}" avg_mva=${(peak * 0.62).toFixed(1)} load_factor=0.62 source=PI:${c.host('pi-archive', 'util.local')} query_ms=${c.int(200, 2400)}` });
  });
  r.final('I have all five substations.', 'Closest to rating last week: Harbor Flats (SS-RV03) peaked at 46.9 of 50 MVA (94%) on Thursday 18:30, followed by Eastgate (SS-RV05) at 36.6 of 40 MVA (92%), also on Thursday evening. Riverside North reached 85%; Mill Creek (71%) and Old Town (69%) have headroom, so some Harbor Flats load could be transferred to Mill Creek.');
  return rootSpan(c, 'beeai.ReActAgent.run', { prompt: goal }, { result: { text: 'Closest to rating last week: Harbor Flats ...' }, iterations: 6 }, r.spans, { metadata: { framework: 'beeai-framework 0.1.18', utility: 'Tri-County Electric' } });
}

// ---------------------------------------------------------------- 06 newsroom fact-check of birth years (Langfuse SDK, retriever spans)
function birthYears(c) {
  const goal = c.goal = 'A profile piece gives the ages of five state senators. Check each one\'s date of birth against Wikidata and list any ages that are wrong as of publication (June 2, 2025).';
  const r = new LangfuseRec(c, {
    graph: false, llmName: 'factcheck.generate', model: 'gpt-4o-2024-08-06',
    system: 'You are a research assistant on the fact-checking desk. Entity documents are retrieved from Wikidata before you answer.',
    user: goal + ' Claimed ages: Marisol Vega 47, Dean Abernathy 62, Priya Raman 39, Walter Kowalski 71, Nkechi Obi 55.',
  });
  r.turn('I will retrieve Wikidata entries for Marisol Vega, Dean Abernathy, Priya Raman, Walter Kowalski and Nkechi Obi and compare dates of birth with the claimed ages as of 2 June 2025.');
  const ppl = [
    ['Marisol Vega', 'Q1' + c.digits(8), '1977-09-14', 'Democratic'], ['Dean Abernathy', 'Q1' + c.digits(8), '1962-03-02', 'Republican'],
    ['Priya Raman', 'Q1' + c.digits(8), '1986-01-23', 'Democratic'], ['Walter Kowalski', 'Q1' + c.digits(8), '1953-11-30', 'Republican'],
    ['Nkechi Obi', 'Q1' + c.digits(8), '1970-06-01', 'Democratic'],
  ];
  ppl.forEach(([n, q, dob, party]) => {
    r.retrieve('wikidata-entity-search', n + ' state senator', [{ id: q, label: n, description: `American politician (${party})`, claims: { P569: dob, P39: 'member of the State Senate', P102: party }, url: `https://www.wikidata.org/wiki/${q}`, lastrevid: Number(c.digits(10)), modified: c.isoS(c.day(-c.int(10, 300))) }], { params: { limit: 1, language: 'en' } });
  });
  r.turn('One of the five ages is wrong as of 2 June 2025:\n- Dean Abernathy: born 2 March 1962, so he is 63, not 62. Needs correcting.\n- Marisol Vega: born 14 September 1977, 47. Correct.\n- Priya Raman: born 23 January 1986, 39. Correct.\n- Walter Kowalski: born 30 November 1953, 71. Correct.\n- Nkechi Obi: born 1 June 1970, so she turned 55 the day before publication. Correct, but tell the editor in case the piece was written before June 1.');
  return rootSpan(c, 'factcheck-pipeline', { task: goal }, { status: 'completed', corrections: 1 }, r.spans, { metadata: { desk: 'politics', langfuse_session: c.uuid() } });
}

export const ROWS = [
  { n: '01', domain: 'auto insurance subrogation', style: 'plain message-level (tool_calls)', stagnation: false, build: subrogation,
    isolates: 'Six get_claim reads of different claims (same fields, different fault, carrier and amounts), then a subrogation recommendation.' },
  { n: '02', domain: 'clinical genomics curation', style: 'Anthropic messages (parallel tool_use)', stagnation: false, build: variants,
    isolates: 'Five parallel ClinVar lookups of different variants with different classifications, then a re-reporting table.' },
  { n: '03', domain: 'retail loss prevention', style: 'Vercel AI SDK telemetry', stagnation: false, build: rmaFraud,
    isolates: 'Six getRma reads of different returns; comparing addresses and scan weights across them reveals a fraud ring.' },
  { n: '04', domain: 'litigation calendaring', style: 'AutoGen v0.4', stagnation: false, build: hearings,
    isolates: 'Five get_case reads of different dockets with different upcoming events, merged into a 30-day calendar.' },
  { n: '05', domain: 'electric distribution planning', style: 'BeeAI ReAct', stagnation: false, build: substations,
    isolates: 'Five interval-data reads for different substations, each Thought noting the previous result, then a loading ranking.' },
  { n: '06', domain: 'political fact-checking', style: 'Langfuse SDK observations (retriever spans)', stagnation: false, build: birthYears,
    isolates: 'Five retriever observations fetch different Wikidata entities with different birth dates, then the claimed ages are checked.' },
];
