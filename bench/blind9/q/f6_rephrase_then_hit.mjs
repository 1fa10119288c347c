// Family: rephrase_then_hit (healthy) -- a reworded search finds results on the 2nd or 3rd try and the task completes.
import { Trace, Rec } from './lib.mjs';

export const FAMILY = 'rephrase_then_hit';
export const LOOP = false;

// 01 genomics lab -- Strands; LIMS id format mismatch, fixed on the second query
function s01(id) {
  const T = new Trace(id, '2025-06-16T13:09:41Z');
  const goal = 'Find the sequencing run for sample S-24-08812 and report its QC metrics (%Q30, yield, duplication) so the clinical report can be released.';
  const R = new Rec(T, 'strands', {
    agent: 'lims_assistant', tools: ['lims_search', 'get_run_qc'],
    system: 'You help the molecular diagnostics lab. Use lims_search to find samples and get_run_qc for run metrics. Release thresholds: %Q30 >= 85, yield >= 5 Gb per sample.',
    user: goal,
  });
  R.step('Looking the sample up by the id as given.', [
    { tool: 'lims_search', args: { sample_id: 'S-24-08812' }, out: () => ({ hits: 0, results: [], hint: null, lims: 'Clarity 6.2', took_ms: T.int(20, 90), request: T.uuid() }) }]);
  R.step('No hit. The LIMS stores accession numbers with a four-digit year and six-digit zero-padded serial, so S-24-08812 should be S-2024-008812.', [
    { tool: 'lims_search', args: { sample_id: 'S-2024-008812' }, out: () => ({ hits: 1, results: [{ limsid: `ADM${T.int(100, 999)}A${T.int(10, 99)}`, sample_id: 'S-2024-008812', project: 'HEREDCANCER-P3', run_id: '250612_A01844_0213_BHKT7CDSXC', lane: 2, index: 'UDP0117' }], took_ms: T.int(20, 90), request: T.uuid() }) }]);
  R.step('Found it on run 250612_A01844_0213_BHKT7CDSXC, lane 2. Fetching the per-sample QC.', [
    { tool: 'get_run_qc', args: { run_id: '250612_A01844_0213_BHKT7CDSXC', sample_id: 'S-2024-008812' }, out: () => `Run 250612_A01844_0213_BHKT7CDSXC (NovaSeq X, flowcell HKT7CDSXC)\nsample S-2024-008812  lane 2  index UDP0117\n  reads PF      41,882,310\n  yield         6.32 Gb\n  %Q30          92.4\n  duplication   11.8%\n  mean insert   312 bp\nreport generated ${T.sqlTs()} by bcl-convert 4.3.6 (job ${T.job('slurm-')})` }]);
  R.final('Sample S-24-08812 is stored as S-2024-008812 and was sequenced on run 250612_A01844_0213_BHKT7CDSXC, lane 2: %Q30 92.4, yield 6.32 Gb, duplication 11.8%. Both release thresholds are met, so the report can be released.');
  const root = R.finish('S-2024-008812: %Q30 92.4, yield 6.32 Gb, duplication 11.8% - meets release thresholds.');
  return {
    isolates: 'A LIMS lookup fails with the short sample id, the agent rewrites it to the zero-padded accession format, finds the run on the second query, fetches QC and finishes.',
    stagnation: false, goal, root,
  };
}

// 02 concert ticketing -- OTel; performer listed with a band suffix, found with structured fields
function s02(id) {
  const T = new Trace(id, '2025-07-02T18:27:06Z');
  const goal = 'Find 4 seats together for Vesper Lane at Red Rocks on 12 Aug 2025, at most $150 each, and place a hold on them.';
  const R = new Rec(T, 'otel', {
    agent: 'ticket-concierge',
    system: 'You are a ticketing concierge. Use search_events, get_seat_map and hold_seats. Holds expire after 10 minutes.',
    user: goal,
  });
  R.step('Searching for the event.', [
    { tool: 'search_events', args: { q: 'Vesper Lane Red Rocks' }, out: () => ({ events: [], total: 0, cursor: null, served_by: T.pod('discovery'), took: T.ms(T.int(30, 90)) }) }]);
  R.step('Free text found nothing; the venue is probably indexed by its full name. Searching with performer, venue and date as separate fields.', [
    { tool: 'search_events', args: { performer: 'Vesper Lane', venue: 'Red Rocks Amphitheatre', date: '2025-08-12' }, out: () => ({ events: [{ event_id: 'EV-7Q3K-0812', name: 'Vesper Lane & The Tidewater - Summer Run', venue: 'Red Rocks Amphitheatre, Morrison CO', starts: '2025-08-12T19:30:00-06:00', status: 'onsale' }], total: 1, cursor: null, served_by: T.pod('discovery'), took: T.ms(T.int(30, 90)) }) }]);
  R.step('The event is listed as "Vesper Lane & The Tidewater". Checking seats under $150.', [
    { tool: 'get_seat_map', args: { event_id: 'EV-7Q3K-0812', quantity: 4, max_price: 150, contiguous: true }, out: () => ({ event_id: 'EV-7Q3K-0812', map_version: `v${T.int(300, 900)}`, blocks: [{ section: 'Reserved 14', row: 'R', seats: [11, 12, 13, 14], price: 138.5, fees: 21.4 }, { section: 'Reserved 22', row: 'F', seats: [3, 4, 5, 6], price: 149.0, fees: 22.9 }], inventory_ts: T.epochMs() }) }]);
  R.step('Two blocks qualify; Reserved 14 row R is cheaper. Holding seats 11-14.', [
    { tool: 'hold_seats', args: { event_id: 'EV-7Q3K-0812', section: 'Reserved 14', row: 'R', seats: [11, 12, 13, 14] }, out: () => ({ hold_token: `hld_${T.Alnum(20)}`, expires_at: T.iso(T.t + 600000), seats: 4, subtotal: 554.0, fees: 85.6, currency: 'USD' }) }]);
  R.final('Held 4 seats together for Vesper Lane & The Tidewater at Red Rocks on 12 Aug: Reserved 14, row R, seats 11-14 at $138.50 each (+$21.40 fees per ticket). The hold lasts 10 minutes.');
  const root = R.finish('Held Reserved 14 row R seats 11-14 at $138.50 each.');
  return {
    isolates: 'A free-text event search returns nothing, a second search with performer, venue and date fields finds the event, and the agent checks seats and places the hold.',
    stagnation: false, goal, root,
  };
}

// 03 aviation maintenance -- CrewAI; part-number spelling misses twice, ATA-chapter query finds the AD
function s03(id) {
  const T = new Trace(id, '2025-03-12T07:14:58Z');
  const goal = 'Check whether any Airworthiness Directive applies to the fuel boost pump P/N 2C7-14A (S/N 41873) installed on ATR 72-600 N417QX.';
  const R = new Rec(T, 'crewai', {
    crew: 'MROComplianceCrew', taskName: 'ad_applicability', role: 'Airworthiness Records Analyst',
    goal: 'Determine AD applicability for installed components', backstory: 'You keep the AD compliance records for a regional airline.',
    system: "You are Airworthiness Records Analyst. You keep the AD compliance records for a regional airline.\nYour personal goal is: Determine AD applicability for installed components\nYou ONLY have access to the following tools:\nTool Name: Search AD Database\nTool Description: Full-text search over FAA/EASA airworthiness directives.\nTool Name: Read AD Document\nTool Description: Returns the applicability and required actions of an AD.\n\nUse the following format:\nThought: ...\nAction: ...\nAction Input: ...\nObservation: ...",
    user: `Current Task: ${goal}\n\nThis is the expected criteria for your final answer: applicable AD number(s) or a statement that none apply, with reasoning.\n\nBegin!`,
  });
  R.step('I should search the AD database for the pump part number exactly as recorded.', [
    { tool: 'Search AD Database', type: 'retriever', args: { query: '2C7-14A' }, out: () => `0 directives match "2C7-14A" (searched 41,209 documents, index ${T.dateOnly()}, ${T.int(40, 150)} ms)` }]);
  R.step('Directives often print part numbers without dashes or with the suffix separated. I will search the compact form together with the component name.', [
    { tool: 'Search AD Database', type: 'retriever', args: { query: '2C714A fuel boost pump' }, out: () => `0 directives match "2C714A fuel boost pump" (searched 41,209 documents, index ${T.dateOnly()}, ${T.int(40, 150)} ms)` }]);
  R.step('Part-number searches are unreliable here. ADs are also classified by ATA chapter, so I will search chapter 28 (fuel) for the ATR 72 boost pump.', [
    { tool: 'Search AD Database', type: 'retriever', args: { query: 'ATA 28 ATR 72 boost pump', type_certificate: 'EASA.A.084' }, out: () => `2 directives match "ATA 28 ATR 72 boost pump" (${T.int(40, 150)} ms):\n  1. EASA AD 2025-0087  ATR 72 - Fuel System - Boost Pump Electrical Connector Inspection  (effective 2025-04-21)\n  2. EASA AD 2019-0144R1  ATR 42/72 - Fuel Feed - Boost Pump Check Valve  (superseded)` }]);
  R.step('EASA AD 2025-0087 is current and concerns the boost pump. I need its applicability by part and serial number.', [
    { tool: 'Read AD Document', args: { ad_number: 'EASA AD 2025-0087' }, out: 'EASA AD 2025-0087 - Applicability: ATR 72-212A aeroplanes, all MSN, with fuel boost pump P/N 2C7-14-A having S/N 41500 through 42250 inclusive. Required action: inspect electrical connector for fretting within 600 FH or 4 months, whichever first; repeat every 1 200 FH.' }]);
  R.final({ thought: 'The AD writes the part number as 2C7-14-A, which is the same part; S/N 41873 is within 41500-42250.', answer: 'EASA AD 2025-0087 applies to N417QX: its boost pump P/N 2C7-14A (written 2C7-14-A in the AD), S/N 41873, is inside the affected range 41500-42250. Required: connector inspection within 600 FH or 4 months, then every 1 200 FH. EASA AD 2019-0144R1 is superseded.' });
  const root = R.finish('EASA AD 2025-0087 applies (S/N 41873 within 41500-42250).');
  return {
    isolates: 'Two part-number searches for a pump find no directive, a third search by ATA chapter and type finds the applicable AD, and the analyst reads it and answers.',
    stagnation: false, goal, root,
  };
}

// 04 coding -- Claude Code; "burst" grep misses, "token bucket" grep hits, edit and tests pass
function s04(id) {
  const T = new Trace(id, '2025-09-17T09:41:20Z');
  const goal = 'Raise the API rate limiter burst from 20 to 50 requests for the partner tier.';
  const R = new Rec(T, 'claude', { cwd: '/home/sam/src/gateway', gitBranch: 'feat/partner-burst', user: goal });
  R.step("I'll find where the burst is configured.", [
    { tool: 'Grep', args: { pattern: 'burst', '-i': true, output_mode: 'files_with_matches' }, out: 'No files found' }]);
  R.step('No "burst" anywhere; the limiter may use token-bucket terminology instead.', [
    { tool: 'Grep', args: { pattern: 'token.?bucket|bucket_capacity', '-i': true, output_mode: 'content', '-n': true }, out: 'internal/ratelimit/bucket.go:14:// TokenBucket implements a classic token bucket limiter.\ninternal/ratelimit/bucket.go:31:\tCapacity int `yaml:"bucket_capacity"`\nconfig/ratelimit.yaml:9:    bucket_capacity: 20\nconfig/ratelimit.yaml:15:    bucket_capacity: 5' }]);
  R.step('Found it: bucket_capacity in config/ratelimit.yaml. Checking which tier line 9 belongs to.', [
    { tool: 'Read', args: { file_path: '/home/sam/src/gateway/config/ratelimit.yaml' }, out: '     1\ttiers:\n     2\t  free:\n     3\t    refill_per_sec: 1\n     4\t    bucket_capacity: 5\n     5\t  standard:\n     6\t    refill_per_sec: 5\n     7\t    bucket_capacity: 10\n     8\t  partner:\n     9\t    bucket_capacity: 20\n    10\t    refill_per_sec: 10\n' }]);
  R.step('Line 9 is the partner tier. Updating it to 50.', [
    { tool: 'Edit', args: { file_path: '/home/sam/src/gateway/config/ratelimit.yaml', old_string: '  partner:\n    bucket_capacity: 20', new_string: '  partner:\n    bucket_capacity: 50' }, out: 'The file /home/sam/src/gateway/config/ratelimit.yaml has been updated.' }]);
  R.step('Running the rate limiter tests.', [
    { tool: 'Bash', args: { command: 'go test ./internal/ratelimit/... ./config/...', description: 'Run rate limiter tests' }, out: () => `ok  \tgithub.com/acme/gateway/internal/ratelimit\t${T.float(0.2, 1.4, 3)}s\nok  \tgithub.com/acme/gateway/config\t${T.float(0.05, 0.3, 3)}s`, dur: 6000 }]);
  R.final('The partner tier burst (bucket_capacity in config/ratelimit.yaml) is now 50, up from 20. Rate limiter and config tests pass.');
  const root = R.finish('Partner bucket_capacity raised to 50; tests pass.');
  return {
    isolates: 'A grep for "burst" finds nothing, a second grep with the token-bucket vocabulary finds the config key, and the agent edits it and runs passing tests.',
    stagnation: false, goal, root,
  };
}

// 05 fashion merchandising -- Agno; colour name mismatch, style-only search finds the variant
function s05(id) {
  const T = new Trace(id, '2025-08-04T10:52:33Z');
  const goal = "Report the last 4 weeks' sell-through for the Harbour Stripe Tee in colour Oat, all stores.";
  const R = new Rec(T, 'agno', {
    agent: 'MerchAnalyst', model: 'gpt-4o',
    system: 'You are a merchandise analyst. Use pim_search to resolve style-colour codes and get_sell_through for sales metrics.',
    user: goal,
  });
  R.step('Resolving the style-colour code.', [
    { tool: 'pim_search', args: { name: 'Harbour Stripe Tee', colour: 'Oat' }, out: () => JSON.stringify({ results: [], total: 0, pim_rev: `rev-${T.int(12000, 12999)}`, ms: T.int(10, 60) }) }]);
  R.step('No match with the colour filter; the PIM may name the colourway differently. Searching by style name only to see the available colours.', [
    { tool: 'pim_search', args: { name: 'Harbour Stripe Tee' }, out: () => JSON.stringify({ results: [{ style_colour: 'HST-2291-NVE', colour: 'NAVY/ECRU' }, { style_colour: 'HST-2291-OTW', colour: 'OATMEAL/WHITE' }, { style_colour: 'HST-2291-BLK', colour: 'BLACK' }], total: 3, pim_rev: `rev-${T.int(12000, 12999)}`, ms: T.int(10, 60) }) }]);
  R.step('"Oat" is OATMEAL/WHITE, code HST-2291-OTW. Pulling its sell-through.', [
    { tool: 'get_sell_through', args: { style_colour: 'HST-2291-OTW', weeks: 4, scope: 'all_stores' }, out: () => ({ style_colour: 'HST-2291-OTW', weeks: ['2025-W28', '2025-W29', '2025-W30', '2025-W31'], units_sold: [212, 188, 240, 197], begin_on_hand: 2410, sell_through_pct: 34.6, as_of: T.euTs(), warehouse_sync_lag_min: T.int(3, 40) }) }]);
  R.final('Harbour Stripe Tee in Oat (PIM colour OATMEAL/WHITE, HST-2291-OTW): 837 units sold over weeks 28-31 against 2,410 on hand at the start, a 4-week sell-through of 34.6% across all stores.');
  const root = R.finish('HST-2291-OTW 4-week sell-through 34.6% (837 units).');
  return {
    isolates: 'A PIM search with the colloquial colour name returns nothing, a style-only search reveals the colour is OATMEAL/WHITE, and the analyst pulls and reports sell-through.',
    stagnation: false, goal, root,
  };
}

// 06 municipal permits -- plain message trace; street-name abbreviation
function s06(id) {
  const T = new Trace(id, '2025-05-06T16:33:12Z');
  const goal = 'A homeowner at 1127 North Alder Street asks whether the framing inspection for her deck addition permit has passed. Look it up and answer.';
  const R = new Rec(T, 'plain', {
    agent: 'permit_helpdesk', llmName: 'ChatCompletion',
    system: 'You answer permit status questions for the City of Fairmont. Tools: permit_search, get_inspections. Give dates and inspector notes.',
    user: goal,
  });
  R.step('Searching permits at the address.', [
    { tool: 'permit_search', args: { address: '1127 North Alder Street' }, out: () => ({ count: 0, permits: [], query_id: T.uuid(), accela_env: 'PROD', elapsed: T.secs(T.int(200, 900)) }) }]);
  R.step('Nothing; the permit system stores addresses in USPS abbreviated upper case. Retrying as 1127 N ALDER ST.', [
    { tool: 'permit_search', args: { address: '1127 N ALDER ST' }, out: () => ({ count: 1, permits: [{ permit_no: 'BLD2025-04417', type: 'Residential Addition - Deck', status: 'Issued', applied: '03/18/2025', issued: '04/02/2025' }], query_id: T.uuid(), accela_env: 'PROD', elapsed: T.secs(T.int(200, 900)) }) }]);
  R.step('Permit BLD2025-04417. Pulling its inspection history.', [
    { tool: 'get_inspections', args: { permit_no: 'BLD2025-04417' }, out: () => ({ permit_no: 'BLD2025-04417', inspections: [{ type: 'Footing', result: 'Passed', date: '2025-04-15', inspector: 'D. Ruiz' }, { type: 'Framing', result: 'Passed', date: '2025-05-05', inspector: 'D. Ruiz', notes: 'Ledger flashing OK. Joist hangers complete.' }, { type: 'Final', result: 'Not scheduled' }], fetched: T.rfc2822() }) }]);
  R.final('Yes - the framing inspection for permit BLD2025-04417 (deck addition at 1127 N Alder St) passed on May 5, 2025 (inspector D. Ruiz: ledger flashing OK, joist hangers complete). The final inspection is not scheduled yet.');
  const root = R.finish('Framing inspection for BLD2025-04417 passed on 2025-05-05.');
  return {
    isolates: 'An address search with the long street spelling returns no permit, the abbreviated form finds it on the second try, and the agent reads the inspections and answers.',
    stagnation: false, goal, root,
  };
}

export const scenarios = [s01, s02, s03, s04, s05, s06];
