// Family: shrinking_failures_fix (loop: false, stagnation: false)
// A fix cycle whose failure count drops each round, with a different fix each time, then done.

// 01 React Native TypeScript errors — Claude Agent SDK
const r01 = (n) => {
  const tsc = (errs) => ({ name: 'Bash', args: { command: 'npx tsc --noEmit -p .', description: 'Type-check' }, error: errs.length ? 'Exit code 2' : undefined, out: errs.length ? errs.join('\n') + `\n\nFound ${errs.length} error${errs.length > 1 ? 's' : ''} in ${new Set(errs.map((e) => e.split('(')[0])).size} files.` : '' });
  const e6 = ['src/screens/TripList.tsx(41,22): error TS2339: Property \'departure\' does not exist on type \'Trip\'.', 'src/screens/TripList.tsx(58,9): error TS2322: Type \'string | undefined\' is not assignable to type \'string\'.', 'src/api/trips.ts(12,3): error TS2741: Property \'departureAt\' is missing in type \'TripDTO\'.', 'src/api/trips.ts(30,18): error TS7006: Parameter \'r\' implicitly has an \'any\' type.', 'src/hooks/useTrips.ts(9,27): error TS2345: Argument of type \'Trip[] | null\' is not assignable to parameter of type \'Trip[]\'.', 'src/components/TripCard.tsx(17,40): error TS2339: Property \'departure\' does not exist on type \'Trip\'.'];
  const e4 = [e6[1], e6[3], e6[4], 'src/components/TripCard.tsx(22,11): error TS2769: No overload matches this call.'];
  const e1 = ['src/components/TripCard.tsx(22,11): error TS2769: No overload matches this call.'];
  return {
    domain: 'React Native app typing', style: 'claude_sdk', agent: 'main', model: 'claude-sonnet-4-20250514',
    isolates: 'A coding agent drives TypeScript errors from 6 to 4 to 1 to 0 with a different fix each round (rename, null handling, typing a callback, date prop), then stops.',
    goal: 'After renaming Trip.departure to departureAt in the API types, the app no longer type-checks. Fix it.',
    agentOpts: { cwd: '/Users/sam/code/ferryline-app' },
    steps: [
      { text: 'Type-checking to see the damage.', calls: [tsc(e6)] },
      { text: 'Three errors are the old field name. Renaming `departure` → `departureAt` in TripList, TripCard and the DTO mapper.', calls: [{ name: 'Edit', args: { file_path: 'src/screens/TripList.tsx', old_string: 'trip.departure', new_string: 'trip.departureAt', replace_all: true }, out: 'The file src/screens/TripList.tsx has been updated. 2 occurrences replaced.' }, { name: 'Edit', args: { file_path: 'src/api/trips.ts', old_string: 'departure: dto.departure_time', new_string: 'departureAt: dto.departure_time' }, out: 'The file src/api/trips.ts has been updated.' }, { name: 'Edit', args: { file_path: 'src/components/TripCard.tsx', old_string: 'trip.departure', new_string: 'trip.departureAt' }, out: 'The file src/components/TripCard.tsx has been updated.' }, tsc(e4)] },
      { text: '6 → 4. The remaining ones: an optional string, an untyped callback, a nullable array, and a new one in TripCard (passing a string to a Date prop). Handling the first three now.', calls: [{ name: 'Edit', args: { file_path: 'src/screens/TripList.tsx', old_string: 'title={trip.operator}', new_string: 'title={trip.operator ?? \'Unknown operator\'}' }, out: 'The file src/screens/TripList.tsx has been updated.' }, { name: 'Edit', args: { file_path: 'src/api/trips.ts', old_string: '.map((r) =>', new_string: '.map((r: TripDTO) =>' }, out: 'The file src/api/trips.ts has been updated.' }, { name: 'Edit', args: { file_path: 'src/hooks/useTrips.ts', old_string: 'setTrips(data)', new_string: 'setTrips(data ?? [])' }, out: 'The file src/hooks/useTrips.ts has been updated.' }, tsc(e1)] },
      { text: '4 → 1. TripCard passes `departureAt` (an ISO string) to `<Clock time>` which expects a Date; parse it.', calls: [{ name: 'Edit', args: { file_path: 'src/components/TripCard.tsx', old_string: '<Clock time={trip.departureAt} />', new_string: '<Clock time={new Date(trip.departureAt)} />' }, out: 'The file src/components/TripCard.tsx has been updated.' }, tsc([])] },
      { text: 'Type-check is clean (0 errors). Summary: renamed the field in 3 places, defaulted the optional operator name, typed the DTO callback, defaulted the nullable list, and parsed the ISO date for Clock.' },
    ],
  };
};

// 02 antique furniture restoration inventory import — plain message-level
const r02 = (n) => {
  const imp = (errs, ok) => ({ name: 'import_inventory_csv', args: { path: '/uploads/stock_take_' + n.date() + '.csv', dry_run: errs.length > 0 }, out: { job: n.jobId('imp'), rows: 214, ok, errors: errs, elapsed: n.secs(0.4, 3) } });
  return {
    domain: 'antique furniture restoration', style: 'plain', agent: 'stock-assistant', model: 'gpt-4o-mini',
    isolates: 'An inventory agent fixes a stock-take CSV import with 7, then 3, then 1, then 0 row errors, each round a different fix (date format, currency symbols, a missing workshop code).',
    system: 'You maintain the workshop inventory for Ashdown Restorations.',
    goal: 'Import this month\'s stock-take CSV into the inventory system; fix whatever stops it importing.',
    steps: [
      { text: 'Dry-running the import first.', calls: [imp([{ row: 12, field: 'acquired', msg: 'invalid date "12/03/24"' }, { row: 40, field: 'acquired', msg: 'invalid date "03/04/24"' }, { row: 77, field: 'acquired', msg: 'invalid date "19/04/24"' }, { row: 88, field: 'acquired', msg: 'invalid date "22/04/24"' }, { row: 101, field: 'cost', msg: 'not a number "£1,150"' }, { row: 156, field: 'cost', msg: 'not a number "£85"' }, { row: 190, field: 'workshop', msg: 'unknown workshop code "W4"' }], 207)] },
      { text: 'Four rows use dd/mm/yy dates. Converting them to ISO dates.', calls: [{ name: 'csv_transform', args: { column: 'acquired', from_format: 'DD/MM/YY', to_format: 'YYYY-MM-DD' }, out: { changed_rows: 4, backup: n.tmp('.csv') } }, imp([{ row: 101, field: 'cost', msg: 'not a number "£1,150"' }, { row: 156, field: 'cost', msg: 'not a number "£85"' }, { row: 190, field: 'workshop', msg: 'unknown workshop code "W4"' }], 211)] },
      { text: '7 → 3. Two costs contain "£" and a thousands comma; stripping currency formatting.', calls: [{ name: 'csv_transform', args: { column: 'cost', regex_replace: ['[£,]', ''] }, out: { changed_rows: 2, backup: n.tmp('.csv') } }, imp([{ row: 190, field: 'workshop', msg: 'unknown workshop code "W4"' }], 213)] },
      { text: '3 → 1. Row 190 has workshop "W4"; the valid codes are W1-W3, and the row is a gilt mirror frame, which goes to the gilding room W3.', calls: [{ name: 'list_workshops', args: {}, out: [{ code: 'W1', name: 'Cabinet shop' }, { code: 'W2', name: 'Upholstery' }, { code: 'W3', name: 'Gilding & polishing' }] }, { name: 'csv_set', args: { row: 190, column: 'workshop', value: 'W3' }, out: { ok: true } }, imp([], 214)] },
      { text: 'The import dry-run is clean. Running the real import.', calls: [{ name: 'import_inventory_csv', args: { path: '/uploads/stock_take_final.csv', dry_run: false }, out: { job: n.jobId('imp'), rows: 214, ok: 214, errors: [], committed_at: n.iso() } }] },
      { text: 'Imported all 214 rows. Fixes: 4 dates converted to ISO, 2 costs stripped of £/commas, row 190 (gilt mirror frame) assigned to W3 Gilding & polishing.' },
    ],
  };
};

// 03 trucking hours-of-service logs — LangGraph
const r03 = (n) => {
  const audit = (v) => ({ name: 'audit_eld_logs', args: { driver: 'DRV-2207', week: 'current' }, out: { driver: 'DRV-2207', violations: v, checked_at: n.iso(), ruleset: 'FMCSA 60/7 property', eld_vendor_sync: n.epoch() } });
  return {
    domain: 'trucking hours-of-service logs', style: 'langgraph', agent: 'compliance', model: 'gpt-4o',
    isolates: 'A compliance agent resolves ELD log violations 5 → 2 → 0 with distinct corrections (mislabelled yard moves, an unassigned driving segment, a missing certification), then reports.',
    system: 'You help a fleet safety manager clean up ELD logs before a DOT audit. Only annotate; never delete driving time.',
    goal: 'Get driver DRV-2207\'s logs for this week to zero form-and-manner violations.',
    steps: [
      { calls: [audit([{ id: 'v1', type: 'DRIVING_ON_DUTY_MISLABEL', day: 'Mon', detail: 'yard move logged as driving (0.2 mi)' }, { id: 'v2', type: 'DRIVING_ON_DUTY_MISLABEL', day: 'Tue', detail: 'yard move logged as driving (0.1 mi)' }, { id: 'v3', type: 'DRIVING_ON_DUTY_MISLABEL', day: 'Thu', detail: 'yard move logged as driving (0.3 mi)' }, { id: 'v4', type: 'UNASSIGNED_DRIVING', day: 'Wed', detail: '14 min on truck 418 unassigned' }, { id: 'v5', type: 'UNCERTIFIED_LOG', day: 'Wed', detail: 'log not certified' }])] },
      { text: 'Three violations are yard moves under 0.5 mi logged as driving. Re-annotating them as YM (yard move) with a note.', calls: [{ name: 'annotate_event', args: { driver: 'DRV-2207', events: ['v1', 'v2', 'v3'], status: 'YM', note: 'Yard move within Dock 4 lot' }, out: { annotated: 3, edit_request_ids: [n.uuid(), n.uuid(), n.uuid()] } }, audit([{ id: 'v4', type: 'UNASSIGNED_DRIVING', day: 'Wed', detail: '14 min on truck 418 unassigned' }, { id: 'v5', type: 'UNCERTIFIED_LOG', day: 'Wed', detail: 'log not certified' }])] },
      { text: '5 → 2. The 14 unassigned minutes on truck 418 match DRV-2207\'s Wednesday dispatch, so assign them; and request the driver certify Wednesday.', calls: [{ name: 'assign_unassigned', args: { truck: '418', segment_day: 'Wed', driver: 'DRV-2207' }, out: { assigned: true, pending_driver_accept: true } }, { name: 'request_certification', args: { driver: 'DRV-2207', day: 'Wed' }, out: { sent: true, driver_accepted_at: n.iso(n.adv(60000, 300000)) } }, audit([])] },
      { text: 'Zero violations. 3 yard moves annotated, the 14-minute unassigned segment accepted by the driver, and Wednesday certified.' },
    ],
  };
};

// 04 boxing gym membership billing — OpenInference
const r04 = (n) => {
  const rec = (m) => ({ name: 'reconcile_billing', args: { month: 'previous', source_a: 'gocardless', source_b: 'members_db' }, out: { mismatches: m, matched: 312 - m.length, run_id: 'rec_' + n.hex(10), generated: n.sqlTs() } });
  return {
    domain: 'boxing gyms', style: 'openinference', agent: 'finance-helper', model: 'gpt-4o-mini',
    isolates: 'A gym finance agent reconciles direct debits with memberships, mismatches going 5 → 2 → 0 as it fixes different causes (a frozen plan, a plan upgrade, a duplicate member).',
    system: 'You reconcile monthly billing for Southpaw Boxing Club.',
    goal: 'Reconcile last month\'s direct debits against active memberships and fix the member records that are wrong.',
    steps: [
      { calls: [rec([{ member: 'SB-0141', issue: 'charged £0, plan active £45' }, { member: 'SB-0178', issue: 'charged £0, plan active £45' }, { member: 'SB-0203', issue: 'charged £60, plan £45' }, { member: 'SB-0299', issue: 'two mandates, one member' }, { member: 'SB-0300', issue: 'charged £45, no active plan' }])] },
      { text: 'SB-0141 and SB-0178 were charged nothing; their notes say injury freezes. Setting plan status to frozen.', calls: [{ name: 'update_member', args: { id: 'SB-0141', plan_status: 'frozen', until: '2025-03-01' }, out: { ok: true, version: n.int(4, 20) } }, { name: 'update_member', args: { id: 'SB-0178', plan_status: 'frozen', until: '2025-02-15' }, out: { ok: true, version: n.int(4, 20) } }, { name: 'update_member', args: { id: 'SB-0203', plan: 'Fight Team £60' }, out: { ok: true, version: n.int(4, 20) } }, rec([{ member: 'SB-0299', issue: 'two mandates, one member' }, { member: 'SB-0300', issue: 'charged £45, no active plan' }])] },
      { text: '5 → 2 after the freezes and the SB-0203 upgrade to Fight Team. SB-0300 is a duplicate profile of SB-0299 created at the front desk; merging fixes both.', calls: [{ name: 'merge_members', args: { keep: 'SB-0299', merge: 'SB-0300' }, out: { merged: true, mandates: 1, audit_id: n.uuid() } }, rec([])] },
      { text: 'All 312 debits now match. Fixed: 2 injury freezes, 1 plan upgrade, 1 duplicate profile merged.' },
    ],
  };
};

// 05 pet food subscription data pipeline — MLflow
const r05 = (n) => {
  const val = (k, fails) => ({ name: 'run_validation', args: { suite: 'orders_daily', batch: 'orders_' + n.date().replace(/-/g, '') }, out: { run_id: 'gx_' + n.hex(12), evaluated: 11, failed: fails.length, failures: fails, duration_s: +(n.r() * 8 + 1).toFixed(2) } });
  return {
    domain: 'pet food subscriptions', style: 'mlflow', agent: 'PipelineFixer', model: 'gpt-4o',
    isolates: 'A data agent fixes a daily orders validation suite as failures drop 4 → 2 → 1 → 0, each fix different (renamed column, unit change, timezone), then reruns the load.',
    system: 'You maintain the data pipeline for Whisker Box pet food subscriptions.',
    goal: 'Today\'s orders batch failed data validation and did not load. Fix the transformation so it passes and loads.',
    steps: [
      { calls: [val(0, ['expect_column_to_exist(pet_weight_kg)', 'expect_column_values_to_be_between(pet_weight_kg, 0.5, 90)', 'expect_column_values_to_not_be_null(delivery_date)', 'expect_column_values_to_match_regex(sku, ^WB-[A-Z]{3}-\\d{3}$)'])] },
      { text: 'Upstream renamed pet_weight_kg to pet_weight. Mapping the new column name in the staging model.', calls: [{ name: 'edit_file', args: { path: 'models/staging/stg_orders.sql', find: 'pet_weight_kg', replace: 'pet_weight as pet_weight_kg' }, out: { ok: true } }, val(1, ['expect_column_values_to_be_between(pet_weight_kg, 0.5, 90): 1,204 rows out of range, max 176.4', 'expect_column_values_to_not_be_null(delivery_date): 37 nulls'])] },
      { text: '4 → 2. Max 176.4 suggests pounds now, not kg (80 kg ≈ 176 lb). Converting with a 0.4536 factor.', calls: [{ name: 'edit_file', args: { path: 'models/staging/stg_orders.sql', find: 'pet_weight as pet_weight_kg', replace: 'round(pet_weight * 0.4536, 2) as pet_weight_kg' }, out: { ok: true } }, val(2, ['expect_column_values_to_not_be_null(delivery_date): 37 nulls'])] },
      { text: '2 → 1. The 37 null delivery dates all have timestamps after 23:00 UTC with a +01:00 offset string that the cast rejects; parsing with timezone.', calls: [{ name: 'edit_file', args: { path: 'models/staging/stg_orders.sql', find: 'cast(delivery_ts as date)', replace: "cast(to_timestamp_tz(delivery_ts, 'YYYY-MM-DD\"T\"HH24:MI:SSTZH:TZM') as date)" }, out: { ok: true } }, val(3, [])] },
      { text: 'Validation passes. Loading the batch.', calls: [{ name: 'run_load', args: { batch: 'today' }, out: { loaded_rows: 8841, warehouse_query_id: n.uuid(), elapsed: n.secs(4, 30) } }] },
      { text: 'Done: column rename mapped, weights converted from lb to kg, timezone-aware date parsing. 8,841 orders loaded.' },
    ],
  };
};

// 06 parish hall bookings calendar feed — smolagents
const r06 = (n) => {
  const lint = (out) => ({ name: 'ics_lint', args: { path: 'public/hall-bookings.ics' }, out });
  return {
    domain: 'parish hall bookings', style: 'smolagents', agent: 'calendar_agent', model: 'meta-llama/Llama-3.3-70B-Instruct',
    isolates: 'A code agent repairs a hall-bookings ICS feed whose lint errors drop 4 → 2 → 1 → 0, fixing a different defect each round, then republishes.',
    goal: 'The St Aidan\'s parish hall bookings calendar won\'t subscribe in Google Calendar. Fix the ICS feed.',
    steps: [
      { thought: 'Lint the feed first.', calls: [lint(`hall-bookings.ics: 4 problem(s)\n  line 3: missing required PRODID\n  line 41: DTSTART "20250314T1900" is not a valid DATE-TIME\n  line 58: DTSTART "20250321T1000" is not a valid DATE-TIME\n  line 97: VEVENT missing UID (SUMMARY: "Toddler group")\nchecked in ${n.ms(5, 60)}ms`)] },
      { thought: 'Add a PRODID and fix the two 4-digit times to HHMMSS.', code: 'fix_ics(path="public/hall-bookings.ics", add_prodid="-//St Aidans//Hall Bookings//EN", regex=r"(DTSTART:\\d{8}T\\d{4})$", replace=r"\\g<1>00")\nprint(ics_lint(path="public/hall-bookings.ics"))', calls: [{ name: 'fix_ics', args: { path: 'public/hall-bookings.ics', add_prodid: '-//St Aidans//Hall Bookings//EN', regex: '(DTSTART:\\d{8}T\\d{4})$' }, out: 'patched 3 lines' }, lint(`hall-bookings.ics: 2 problem(s)\n  line 97: VEVENT missing UID (SUMMARY: "Toddler group")\n  line 98: DTEND before DTSTART (SUMMARY: "Toddler group")\nchecked in ${n.ms(5, 60)}ms`)] },
      { thought: '4 → 2. The toddler group event has no UID, and its DTEND is 09:30 while DTSTART is 10:00 — the sheet says 10:00-11:30.', code: 'fix_ics(path="public/hall-bookings.ics", event="Toddler group", set={"UID": "toddler-weekly@staidans.org", "DTEND": "20250318T113000"})\nprint(ics_lint(path="public/hall-bookings.ics"))', calls: [{ name: 'fix_ics', args: { path: 'public/hall-bookings.ics', event: 'Toddler group', set: { UID: 'toddler-weekly@staidans.org', DTEND: '20250318T113000' } }, out: 'patched 2 lines' }, lint(`hall-bookings.ics: 1 problem(s)\n  line 12: lines longer than 75 octets must be folded (DESCRIPTION of "Parish council")\nchecked in ${n.ms(5, 60)}ms`)] },
      { thought: '2 → 1. Fold the long DESCRIPTION line per RFC 5545.', code: 'fold_long_lines(path="public/hall-bookings.ics")\nprint(ics_lint(path="public/hall-bookings.ics"))', calls: [{ name: 'fold_long_lines', args: { path: 'public/hall-bookings.ics' }, out: 'folded 1 line' }, lint(`hall-bookings.ics: OK (27 events)\nchecked in ${n.ms(5, 60)}ms`)] },
      { thought: 'Feed is valid; publishing it.', code: 'print(publish(path="public/hall-bookings.ics"))', calls: [{ name: 'publish', args: { path: 'public/hall-bookings.ics' }, out: { url: 'https://staidans.org/hall-bookings.ics', etag: n.etag(false), bytes: n.int(9000, 14000) } }] },
      { thought: 'Done.', answer: 'Fixed the feed: added PRODID, corrected 2 malformed start times, added a UID and corrected the end time of the toddler group, folded a long line. It validates and is republished.', text: 'Done.' },
    ],
  };
};

export default [r01, r02, r03, r04, r05, r06];
