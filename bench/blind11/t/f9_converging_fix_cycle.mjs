// Family: converging_fix_cycle  (loop: false, stagnation: false)
// Healthy look-alike of fixes_same_failure: a fix-and-verify cycle where every
// check reports fewer or different failures, then passes.

export const family = 'converging_fix_cycle';
export const loop = false;
export const stagnation = false;
export const summary = 'Repeated fix-and-verify cycles where each check reports fewer or different failures, ending in a pass and a summary.';

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'TypeScript dependency upgrade', style: 'sk',
    isolates: 'After a zod v3->v4 upgrade, tsc is re-run after each batch of edits and reports 14, then 5, then 1, then 0 errors, with different messages each time.',
    goal: 'After upgrading zod from v3 to v4 in the intake-forms package, `tsc --noEmit` reports type errors. Fix them without changing runtime behaviour.',
    build(N) {
      const tsc = (body, n) => { N.tick(20, 40); return `$ npx tsc --noEmit -p packages/intake-forms\n${body}\n\n${n ? `Found ${n} error${n > 1 ? 's' : ''} in ${n > 1 ? 'several files' : '1 file'}.` : ''}\n[tsc ${N.float(6, 14, 2)}s, incremental=${N.pick(['true', 'false'])}]`; };
      return {
        agent: 'CodeFixAgent', plugins: ['Shell', 'Files'], skMaxAttempts: 12,
        system: 'You are a TypeScript engineer agent in a pnpm monorepo. Tools: Shell-run, Files-read, Files-apply_patch. Fix compiler errors in small verified steps.',
        steps: [
          { calls: [{ tool: 'Shell-run', args: { cmd: 'npx tsc --noEmit -p packages/intake-forms' }, out: tsc("src/schemas/patient.ts(14,37): error TS2554: Expected 2-3 arguments, but got 1.\nsrc/schemas/patient.ts(22,18): error TS2353: Object literal may only specify known properties, and 'required_error' does not exist in type '...'.\nsrc/schemas/insurance.ts(9,40): error TS2554: Expected 2-3 arguments, but got 1.\nsrc/validate.ts(31,22): error TS2339: Property 'errors' does not exist on type 'ZodError<...>'.\n... 10 more (same codes TS2554 x4, TS2353 x5, TS2339 x1)", 14) }] },
          { think: 'Three patterns: z.record needs a key schema in v4, required_error/invalid_type_error became a single `error` param, and ZodError.errors is now .issues. Fixing z.record calls and .errors first.', calls: [{ tool: 'Files-apply_patch', args: { patch: 'replace z.record(X) -> z.record(z.string(), X) in src/schemas/*.ts (5 sites); err.errors -> err.issues in src/validate.ts (2 sites)' }, out: { files_changed: 4, hunks: 7 } }, { tool: 'Shell-run', args: { cmd: 'npx tsc --noEmit -p packages/intake-forms' }, out: tsc("src/schemas/patient.ts(22,18): error TS2353: Object literal may only specify known properties, and 'required_error' does not exist in type '...'.\nsrc/schemas/patient.ts(27,18): error TS2353: ... 'invalid_type_error' does not exist ...\nsrc/schemas/contact.ts(11,20): error TS2353: ... 'required_error' ...\nsrc/schemas/contact.ts(15,20): error TS2353: ... 'required_error' ...\nsrc/schemas/consent.ts(8,24): error TS2353: ... 'required_error' ...", 5) }] },
          { think: 'Now the five required_error/invalid_type_error params; converting to the v4 `error` option with the same messages.', calls: [{ tool: 'Files-apply_patch', args: { patch: "{ required_error: 'X' } -> { error: (i) => i.input === undefined ? 'X' : undefined } and invalid_type_error likewise (5 sites)" }, out: { files_changed: 3, hunks: 5 } }, { tool: 'Shell-run', args: { cmd: 'npx tsc --noEmit -p packages/intake-forms' }, out: tsc("src/forms/useIntakeForm.ts(48,9): error TS2322: Type 'ZodFormattedError<...>' is not assignable to type 'FieldErrors'.\n  Property '_errors' is missing in type ...", 1) }] },
          { think: 'One left: .format() typing changed; switch to z.treeifyError and adapt the mapper.', calls: [{ tool: 'Files-apply_patch', args: { patch: 'src/forms/useIntakeForm.ts: result.error.format() -> z.treeifyError(result.error); update toFieldErrors() to read .properties[*].errors' }, out: { files_changed: 1, hunks: 2 } }, { tool: 'Shell-run', args: { cmd: 'npx tsc --noEmit -p packages/intake-forms && pnpm -F intake-forms test --silent' }, out: tsc(`\n Test Files  9 passed (9)\n      Tests  84 passed (84)\n   Duration  ${N.float(3, 7, 2)}s`, 0) }] },
          { final: 'tsc is clean (14 -> 5 -> 1 -> 0 errors) and all 84 intake-forms tests pass. Changes: z.record now takes an explicit key schema, required_error/invalid_type_error moved to the v4 `error` option, ZodError.errors -> .issues, and .format() replaced by z.treeifyError.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'spectrograph night setup', style: 'haystack',
    isolates: 'An instrument configuration check is re-run after each fix and reports three failures, then one different failure, then passes; the config is then committed for the night.',
    goal: 'Get tonight\'s spectrograph setup (six Be-star targets, echelle mode) to pass the instrument configuration check and commit it to the night queue.',
    build(N) {
      const chk = (res) => { N.tick(4, 9); return { check_id: `cfg-${N.hex(8)}`, ...res, checked_at: N.iso(false), checker: 'icc v2.3' }; };
      return {
        agent: 'night_setup_pipeline', maxSteps: 10, toolNames: ['get_setup', 'update_setup', 'check_config', 'commit_setup'],
        system: 'You prepare the spectrograph configuration for the night. Fix configuration-check failures and commit the setup.',
        steps: [
          { calls: [{ tool: 'check_config', args: { setup: 'N-BeStars' }, out: chk({ passed: false, failures: [
            { code: 'SLIT_GRATING', msg: 'slit 0.4" not supported with echelle grating E2 (allowed: 0.8", 1.2")' },
            { code: 'EXPTIME_MAX', msg: 'target HD 41335 exposure 2400 s exceeds single-exposure limit 1800 s' },
            { code: 'CAL_MISSING', msg: 'no ThAr arc calibration scheduled' },
          ] }) }] },
          { think: 'Three failures: use the 0.8" slit, split HD 41335 into 2x1200 s, and add arcs.', calls: [{ tool: 'update_setup', args: { setup: 'N-BeStars', slit: '0.8"', exposures: { 'HD 41335': '2x1200s' }, calibrations: ['ThAr start-of-night'] }, out: { ok: true, revision: 2 } }, { tool: 'check_config', args: { setup: 'N-BeStars' }, out: chk({ passed: false, failures: [{ code: 'CAL_CADENCE', msg: 'echelle mode requires a ThAr arc adjacent to each science target (found 1 arc for 6 targets)' }] }) }] },
          { think: 'Only the arc cadence remains: echelle needs an arc next to each target.', calls: [{ tool: 'update_setup', args: { setup: 'N-BeStars', calibrations: ['ThAr after each target'] }, out: { ok: true, revision: 3 } }, { tool: 'check_config', args: { setup: 'N-BeStars' }, out: chk({ passed: true, failures: [], warnings: ['total overhead 38 min'] }) }] },
          { calls: [{ tool: 'commit_setup', args: { setup: 'N-BeStars', revision: 3 }, out: { queued: true, queue_position: 1, night: N.fmt('YYYY-MM-DD') } }] },
          { final: 'Setup N-BeStars rev 3 passes the configuration check (slit 0.8", HD 41335 split into 2x1200 s, ThAr arc after each target) and is committed as first in tonight\'s queue.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'greenhouse supplemental lighting', style: 'dspy',
    isolates: 'A lighting schedule is simulated after each adjustment: DLI 15.2 with a peak-tariff violation, then 17.1 with none, then 18.1 which meets target; the schedule is applied.',
    goal: 'Program the LED top-lighting for Compartment 2 (cucumber) to reach a daily light integral of 18 mol/m2/day while keeping power at or below 60% during the 11:00-15:00 peak tariff.',
    build(N) {
      const sim = (r) => { N.tick(2, 5); return { sim_id: N.ulid(), weather_forecast: 'overcast, 4.1 mol/m2 natural', ...r }; };
      return {
        agent: 'ReAct', maxIters: 8,
        system: 'You program greenhouse lighting. Tools: simulate_schedule, apply_schedule, finish. Always simulate before applying.',
        steps: [
          { think: 'Simulate the current schedule: 100% from 04:00 to 16:00.', calls: [{ tool: 'simulate_schedule', args: { compartment: 'C2', blocks: [{ from: '04:00', to: '16:00', power_pct: 100 }] }, out: sim({ dli: 15.2, target: 18, peak_violation: { window: '11:00-15:00', max_power_pct: 100, limit_pct: 60 } }) }] },
          { think: 'DLI short by 2.8 and peak violated. Extend to 20:00 and cap 11:00-15:00 at 60%.', calls: [{ tool: 'simulate_schedule', args: { compartment: 'C2', blocks: [{ from: '04:00', to: '11:00', power_pct: 100 }, { from: '11:00', to: '15:00', power_pct: 60 }, { from: '15:00', to: '20:00', power_pct: 100 }] }, out: sim({ dli: 17.1, target: 18, peak_violation: null }) }] },
          { think: 'No violation now, 0.9 short. Start at 03:00 instead of 04:00.', calls: [{ tool: 'simulate_schedule', args: { compartment: 'C2', blocks: [{ from: '03:00', to: '11:00', power_pct: 100 }, { from: '11:00', to: '15:00', power_pct: 60 }, { from: '15:00', to: '20:00', power_pct: 100 }] }, out: sim({ dli: 18.1, target: 18, peak_violation: null, energy_kwh: 4120 }) }] },
          { think: 'Meets 18.1 with no peak violation. Apply it.', calls: [{ tool: 'apply_schedule', args: { compartment: 'C2', schedule_from_sim: 'last' }, out: { applied: true, controller: 'Priva-C2', effective: 'tomorrow 03:00', version: `LS-${N.digits(4)}` } }] },
          { think: 'Applied.', final: 'done' },
        ],
        dsExtract: { reasoning: 'Three simulations converged from DLI 15.2 (with a peak violation) to 17.1 to 18.1 with no violation.', answer: 'Compartment 2 lighting: 100% 03:00-11:00, 60% 11:00-15:00, 100% 15:00-20:00; simulated DLI 18.1, applied from tomorrow 03:00.' },
      };
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'textile dyeing', style: 'pydantic',
    isolates: 'A dye recipe is adjusted after each lab-dip measurement; colour difference falls from dE 2.84 to 1.63 to 0.78 (pass) and the recipe is released to bulk.',
    goal: 'Adjust the dye recipe for lot DY-4471 (navy, cotton twill) until the lab dip matches the customer standard within dE2000 <= 1.0, then release it to bulk dyeing.',
    build(N) {
      const dip = (rec, de, dl, da, db) => { N.tick(1800, 2700); return { tool: 'run_lab_dip', args: { lot: 'DY-4471', recipe: rec }, out: { dip_id: `LD-${N.digits(6)}`, illuminant: 'D65/10', de2000: de, dL: dl, da, db, pass: de <= 1.0, spectro: 'Datacolor 850', measured: N.fmt('HH:mm') } }; };
      return {
        agent: 'dyehouse_agent', usageLimits: { request_limit: 12 },
        system: 'You are a dyehouse colourist assistant. Tools: run_lab_dip, release_recipe. Adjust one or two dyes at a time based on dL/da/db.',
        steps: [
          { calls: [dip({ 'Reactive Blue 221': 3.20, 'Reactive Red 195': 0.42, 'Reactive Yellow 145': 0.55 }, 2.84, 0.9, 0.71, -0.2)] },
          { think: 'Too light (dL +0.9) and too red (da +0.71): raise blue 6%, cut red 12%.', calls: [dip({ 'Reactive Blue 221': 3.39, 'Reactive Red 195': 0.37, 'Reactive Yellow 145': 0.55 }, 1.63, 0.35, 0.42, -0.31)] },
          { think: 'Halved the error; still slightly red and bluish-yellow low. Red -8%, yellow +5%.', calls: [dip({ 'Reactive Blue 221': 3.39, 'Reactive Red 195': 0.34, 'Reactive Yellow 145': 0.58 }, 0.78, 0.21, 0.12, -0.09)] },
          { think: 'dE 0.78, within tolerance. Releasing.', calls: [{ tool: 'release_recipe', args: { lot: 'DY-4471', recipe: { 'Reactive Blue 221': 3.39, 'Reactive Red 195': 0.34, 'Reactive Yellow 145': 0.58 }, approved_dip: 'last' }, out: { released: true, bulk_batch: `BK-${N.digits(5)}`, machine: 'Jet 4 (Thies)' } }] },
          { final: { lot: 'DY-4471', de2000_final: 0.78, iterations: 3, recipe_owf_pct: { 'Reactive Blue 221': 3.39, 'Reactive Red 195': 0.34, 'Reactive Yellow 145': 0.58 }, status: 'released to bulk' } },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'orchestra music-rental catalogue migration', style: 'plain',
    isolates: 'A catalogue import dry-run is repeated after each fix and rejects 57 rows (three causes), then 12 rows (one remaining cause plus a new one), then 0; the real import succeeds.',
    goal: 'Import the orchestra\'s sheet-music rental catalogue (catalogue.csv, 2,318 rows) into the new library system, fixing whatever rows the importer rejects.',
    build(N) {
      const dry = (txt) => { N.tick(15, 40); return `import-catalogue --dry-run catalogue_fixed.csv  [${N.alnum(6)}]\n${txt}\n(${N.float(2, 6, 1)}s)`; };
      return {
        agent: 'catalogue-migration', maxTurns: 12,
        system: 'You migrate an orchestra library catalogue. Tools: run_import(dry_run), fix_rows(rule), inspect_rows(ids).',
        steps: [
          { think: null, calls: [{ tool: 'run_import', args: { file: 'catalogue.csv', dry_run: true }, out: dry('2318 rows read\nREJECTED 57:\n  31  purchase_date not ISO-8601 (e.g. "3/4/98")\n  18  composer empty\n   8  duplicate catalogue_no (e.g. ORC-0412 appears twice)') }] },
          { think: 'Normalising the US-style dates (all pre-2005 entries are M/D/YY) and filling composer from the title authority file where possible.', calls: [{ tool: 'fix_rows', args: { rule: 'parse purchase_date as M/D/YY -> YYYY-MM-DD' }, out: { changed: 31 } }, { tool: 'fix_rows', args: { rule: 'fill empty composer from authority match on title+arranger' }, out: { changed: 18, unresolved: 0 } }, { tool: 'run_import', args: { file: 'catalogue_fixed.csv', dry_run: true }, out: dry('2318 rows read\nREJECTED 12:\n   8  duplicate catalogue_no\n   4  instrumentation code unknown: "2.2.2.2-4.2.3.1-timp+2" (expected standard shorthand)') }] },
          { think: 'Dates and composers are done. The 8 duplicates are separate sets (different editions), so suffix them; the 4 instrumentation codes use "+2" for percussion, which the importer expects as "perc2".', calls: [{ tool: 'fix_rows', args: { rule: 'suffix duplicate catalogue_no with -A/-B by edition' }, out: { changed: 8 } }, { tool: 'fix_rows', args: { rule: 'instrumentation: timp+N -> timp.percN' }, out: { changed: 4 } }, { tool: 'run_import', args: { file: 'catalogue_fixed.csv', dry_run: true }, out: dry('2318 rows read\nREJECTED 0\nOK: would insert 2318') }] },
          { think: null, calls: [{ tool: 'run_import', args: { file: 'catalogue_fixed.csv', dry_run: false }, out: `inserted 2318 rows, batch ${N.uuid()}` }] },
          { final: 'All 2,318 catalogue rows imported. Fixes: 31 dates converted to ISO, 18 composers filled from the authority file, 8 duplicate catalogue numbers suffixed by edition, 4 instrumentation codes normalised.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'parcel route geocoding', style: 'llamaindex',
    isolates: 'A geocoding batch is re-run after each round of address fixes; failures drop from 48 to 11 to 2 to 0 (different causes each time), then all routes are optimised.',
    goal: 'Tomorrow\'s route plan for depot LDN-E has 48 stops that failed geocoding. Fix the addresses so the optimiser can plan every route.',
    build(N) {
      const geo = (failed, causes) => { N.tick(20, 45); return { run: `geo_${N.alnum(8)}`, stops: 1964, geocoded: 1964 - failed, failed, causes, provider: 'here-v7', elapsed_ms: N.int(4000, 9000) }; };
      return {
        agent: 'RoutePlanner', liAgent: 'route_planner',
        system: 'You prepare next-day delivery routes. Tools: run_geocode, fix_addresses, optimize_routes.',
        steps: [
          { think: 'Re-run geocoding to see the failure causes.', calls: [{ tool: 'run_geocode', args: { depot: 'LDN-E', date: 'tomorrow' }, out: geo(48, { postcode_not_found: 29, ambiguous_street: 14, po_box: 5 }) }] },
          { think: '29 bad postcodes look like transposed letters (E14 9XR vs E14 9RX). Fix those with the PAF lookup.', calls: [{ tool: 'fix_addresses', args: { rule: 'postcode_paf_correction', scope: 'failed' }, out: { fixed: 29, flagged: 0 } }] },
          { think: '', calls: [{ tool: 'run_geocode', args: { depot: 'LDN-E', date: 'tomorrow' }, out: geo(11, { ambiguous_street: 6, po_box: 5 }) }] },
          { think: 'Down to 11. Disambiguate streets by postcode sector and move PO box parcels to the collection-point route.', calls: [{ tool: 'fix_addresses', args: { rule: 'disambiguate_by_sector+po_box_to_pudo', scope: 'failed' }, out: { fixed: 9, flagged: 2 } }] },
          { think: '', calls: [{ tool: 'run_geocode', args: { depot: 'LDN-E', date: 'tomorrow' }, out: geo(2, { building_name_only: 2 }) }] },
          { think: 'Last two only have building names; use the customer-supplied what3words.', calls: [{ tool: 'fix_addresses', args: { rule: 'use_customer_w3w', ids: ['S-88120', 'S-88417'] }, out: { fixed: 2 } }] },
          { think: '', calls: [{ tool: 'run_geocode', args: { depot: 'LDN-E', date: 'tomorrow' }, out: geo(0, {}) }] },
          { think: 'All stops geocoded; optimising.', calls: [{ tool: 'optimize_routes', args: { depot: 'LDN-E', date: 'tomorrow', vans: 16 }, out: { routes: 16, stops: 1964, unassigned: 0, total_km: 1412.6, solver: 'vroom 1.14', solve_ms: N.int(3000, 12000) } }] },
          { final: 'All 1,964 stops for LDN-E now geocode (48 -> 11 -> 2 -> 0 failures after postcode, street/PO-box and what3words fixes) and the optimiser planned 16 routes with no unassigned stops.' },
        ],
      };
    },
  },
];
