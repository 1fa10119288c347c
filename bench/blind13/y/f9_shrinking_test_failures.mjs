// Family f9 — shrinking_test_failures (loop: false, stagnation: false)
// Healthy look-alike of f4: a check suite is run again and again, but each run follows a different
// fix and shows a different, smaller failure set, until everything passes.

export const family = 'shrinking_test_failures';

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'typeface foundries', style: 'plain',
    build(n) {
      n.start('2025-09-08T09:00:00');
      const ALL = {
        lic: 'FAIL [name/license] NameID 13 (license description) missing in 4 fonts',
        licurl: 'FAIL [name/license_url] NameID 14 (license URL) missing in 4 fonts',
        win: 'FAIL [family/win_ascent_and_descent] CorvidSans-Bold: usWinAscent 950 < yMax 1034',
        hhea: 'FAIL [os2_metrics_match_hhea] typo ascender 800 != hhea ascender 950 (4 fonts)',
        fss: 'FAIL [fsselection] CorvidSans-BoldItalic: ITALIC bit not set',
        kern: 'FAIL [gpos_kerning_info] CorvidSans-Italic: no GPOS kern feature',
        glyph: 'FAIL [glyph_coverage] missing U+2116 NUMERO SIGN (required by GF Latin Core)',
      };
      const qa = (keys) => (n) => {
        const fails = keys.map((k) => ALL[k]);
        return [
          `$ make qa`,
          `fontmake -m sources/CorvidSans.designspace -o ttf --output-dir build/  (${n.float(14, 22, 1)} s)`,
          `fontbakery check-googlefonts build/CorvidSans-*.ttf --json ${n.tmp('fb-')}/report.json`,
          ...fails,
          `Total: FAIL ${fails.length}  WARN 3  PASS ${219 - fails.length}  SKIP 41   [${n.durClock(40, 75)}]`,
          fails.length ? 'make: *** [qa] Error 1' : 'make: qa OK',
        ].join('\n');
      };
      const step = (text, file, change, keys) => ({ text, calls: [
        { name: 'edit_source', args: { file, change }, result: (n) => ({ ok: true, file, saved: n.iso() }) },
        { name: 'run_command', args: { cmd: 'make qa' }, result: qa(keys) },
      ] });
      return {
        isolates: 'A font build is checked five times; after licence entries, vertical metrics, style-bit/kerning and a missing glyph are fixed in turn, the failure set shrinks 7 to 5 to 3 to 1 to 0 with different checks each time, then the release is packaged.',
        goal: "Get the 'Corvid Sans' v1.3 release build passing the foundry QA suite (fontbakery Google Fonts profile) and package the release zip.",
        agent: 'type-release-bot', framework: 'in-house tool loop (python)',
        system: 'You prepare font releases at Kettle & Crow type foundry. Sources are UFO + designspace; `make qa` builds and runs fontbakery; `make package` zips the release.',
        tools: ['edit_source', 'run_command'],
        steps: [
          { text: null, calls: [{ name: 'run_command', args: { cmd: 'make qa' }, result: qa(['lic', 'licurl', 'win', 'hhea', 'fss', 'kern', 'glyph']) }] },
          step('Seven failures. The two licence entries are the simplest: add OFL description and URL to fontinfo in every master.', 'sources/*.ufo/fontinfo.plist', 'set openTypeNameLicense = "This Font Software is licensed under the SIL Open Font License, Version 1.1." and openTypeNameLicenseURL = "https://openfontlicense.org"', ['win', 'hhea', 'fss', 'kern', 'glyph']),
          step('Licence checks pass. Next the vertical metrics: set win and hhea values from the tallest glyph and enable USE_TYPO_METRICS.', 'sources/CorvidSans.designspace', 'openTypeOS2WinAscent=1050, WinDescent=290; hhea ascender/descender = typo 1050/-290, lineGap 0; openTypeOS2Selection bit 7 on', ['fss', 'kern', 'glyph']),
          step('Metrics are fixed. The BoldItalic style map and the missing Italic kerning are both in the Italic source.', 'sources/CorvidSans-Italic.ufo', 'styleMapStyleName "bold italic" for the BoldItalic instance; add include(kern.fea) to features.fea', ['glyph']),
          step('Only the numero sign is left; it can be a composite of N and ordmasculine.', 'sources/*.ufo/glyphs', 'add glyph uni2116 = N + ordmasculine (offset +640) in all masters; add to GlyphOrder', []),
          { text: 'QA is green. Packaging.', calls: [{ name: 'run_command', args: { cmd: 'make package VERSION=1.3' }, result: (n) => `zip -r dist/CorvidSans-1.3.zip build/ OFL.txt FONTLOG.txt\n  adding: build/CorvidSans-Regular.ttf (deflated 48%)\n  adding: build/CorvidSans-Italic.ttf (deflated 47%)\n  adding: build/CorvidSans-Bold.ttf (deflated 48%)\n  adding: build/CorvidSans-BoldItalic.ttf (deflated 47%)\nsha256 dist/CorvidSans-1.3.zip ${n.sha256()}` }] },
          { final: true, text: 'Corvid Sans 1.3 passes fontbakery (0 FAIL, 3 WARN). Fixed: licence name entries, vertical metrics, BoldItalic style bit, Italic kerning and the missing numero sign. Release zip: dist/CorvidSans-1.3.zip.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'lottery draw games', style: 'anthropic',
    build(n) {
      n.start('2025-03-24T12:30:00');
      const F = {
        odds: 'PRZ-011 overall odds declared 1 in 9.20, computed 1 in 9.57 from tier table',
        m2: 'PRZ-014 tier "Match 2" pays $2.00 but must be >= wager ($2) + bonus rule; declared non-cash',
        tz: 'DRW-002 draw_time "22:00" has no timezone (IANA zone required)',
        cut: 'DRW-007 sales_cutoff 5 min before draw; minimum is 10 min',
        rng: 'RNG-001 rng.certificate reference missing (GLI-19 certificate id required)',
      };
      const run = (keys) => (n) => ({ suite: 'draw-game-conformance 4.2', game: 'pick5-evening', run_id: 'cr_' + n.b36(8), passed: 62 - keys.length, failed: keys.length, failures: keys.map((k) => F[k]), duration_s: n.float(3, 8, 1) });
      const fix = (text, path, patch, keys) => ({ text, calls: [
        { name: 'edit_config', args: { path, patch }, result: (n) => ({ ok: true, path, revision: n.counter('rev', 17) }) },
        { name: 'run_conformance', args: { config: 'games/pick5-evening.yaml' }, result: run(keys) },
      ] });
      return {
        isolates: 'A draw-game configuration is run through the conformance suite four times; fixes to the prize table, then the draw schedule, then the RNG certificate reference take it from 5 to 3 to 1 to 0 failures, and it is submitted.',
        goal: "Validate the configuration for the new 'Pick 5 Evening' draw game against the conformance suite and submit it to the regulator sandbox once it passes.",
        agent: 'game-config-assistant',
        system: 'You help the draw-games team at the state lottery prepare game configs. The conformance suite must pass before regulator submission.',
        tools: ['run_conformance', 'edit_config', 'submit_to_sandbox'],
        steps: [
          { text: "I'll run the conformance suite on the current config.", calls: [{ name: 'run_conformance', args: { config: 'games/pick5-evening.yaml' }, result: run(['odds', 'm2', 'tz', 'cut', 'rng']) }] },
          fix('Five failures. Two are in the prize table: the declared overall odds and the Match 2 payout. I will recompute odds from the tiers and make Match 2 a free-play prize.', 'games/pick5-evening.yaml', { 'prizes.overall_odds': '1 in 9.57', 'prizes.tiers.match2': { type: 'free_play', value: 1 } }, ['tz', 'cut', 'rng']),
          fix('Prize table passes. The draw schedule needs a timezone and a 10-minute sales cutoff.', 'games/pick5-evening.yaml', { 'draw.time': '22:00', 'draw.timezone': 'America/Chicago', 'draw.sales_cutoff_min': 10 }, ['rng']),
          fix('Only the RNG certificate reference remains; the certified RNG is the one the current Pick 3 uses.', 'games/pick5-evening.yaml', { 'rng.certificate': 'GLI-19 cert GLI-RNG-24-00781' }, []),
          { text: 'Conformance is clean now; sending it to the sandbox.', calls: [{ name: 'submit_to_sandbox', args: { config: 'games/pick5-evening.yaml' }, result: (n) => ({ submission: 'SBX-' + n.digits(6), status: 'received', received_at: n.isoMs() }) }] },
          { final: true, text: "'Pick 5 Evening' now passes all 62 conformance checks (fixed overall odds and Match 2 prize, set America/Chicago timezone with a 10-minute cutoff, added the GLI-19 RNG certificate) and has been submitted to the regulator sandbox." },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'maple syrup e-shop', style: 'openai_agents',
    build(n) {
      n.start('2025-11-12T14:00:00');
      const T = {
        w500: 'shipping › glass › weighs a 500 ml glass bottle as 0.9 kg',
        w250: 'shipping › glass › weighs a 250 ml glass bottle as 0.5 kg',
        mixed: 'shipping › mixed cart › tins + glass uses the large box',
        frag: 'shipping › glass › adds the $4 fragile surcharge once per box',
        thr: 'shipping › free shipping › threshold ignores the fragile surcharge',
        round: 'shipping › totals › rounds to whole cents',
      };
      const jest = (keys) => (n) => {
        const fails = keys.map((k) => `  ● ${T[k]}`);
        return [
          '> maple-shop@2.4.0 test', '> jest --ci', '',
          keys.length ? 'FAIL src/shipping.test.js' : 'PASS src/shipping.test.js',
          ...fails,
          '',
          `Tests:       ${keys.length ? keys.length + ' failed, ' : ''}${31 - keys.length} passed, 31 total`,
          `Time:        ${n.float(1.8, 3.9, 3)} s`,
          'Ran all test suites.',
        ].join('\n');
      };
      const runWith = (keys) => ({ text: null, calls: [{ name: 'run_tests', args: { cmd: 'npm test -- src/shipping.test.js' }, result: jest(keys) }] });
      const patch = (text, diff) => ({ text, calls: [{ name: 'apply_patch', args: { path: 'src/shipping.js', diff }, result: (n) => `patched src/shipping.js (${diff.split('\n').length} lines)` }] });
      return {
        isolates: 'Jest is run four times on a shipping calculator; after fixing units, then the fragile surcharge, then cent rounding, the failing set shrinks from 6 to 3 to 1 to 0 with different test names each time.',
        goal: 'The shipping calculator tests started failing after glass-bottle SKUs were added; fix src/shipping.js so `npm test` is green.',
        agent: 'Shop Dev Agent', workflow: 'maple-shop fix shipping',
        system: 'You are a coding agent on the Sugarbush Maple online shop (Node 20). Keep changes minimal and run the tests after each change.',
        tools: ['run_tests', 'read_file', 'apply_patch'],
        steps: [
          runWith(['w500', 'w250', 'mixed', 'frag', 'thr', 'round']),
          { text: null, calls: [{ name: 'read_file', args: { path: 'src/shipping.js' }, result: "const SKU_WEIGHT = { 'tin-250': 0.31, 'tin-500': 0.58, 'glass-250': 500, 'glass-500': 900 }; // kg\nconst FRAGILE = new Set([]);\nfunction quote(cart) {\n  const kg = cart.reduce((s, l) => s + SKU_WEIGHT[l.sku] * l.qty, 0);\n  const box = kg > 2 ? 'large' : 'small';\n  let total = RATES[box];\n  if (cart.some(l => FRAGILE.has(l.sku))) total += 4;\n  return { box, kg, total: total * (1 + TAX) };\n}" }] },
          patch('The glass SKUs were entered in grams while the others are kilograms. Converting them to 0.5 and 0.9.', "-  'glass-250': 500, 'glass-500': 900\n+  'glass-250': 0.5, 'glass-500': 0.9"),
          runWith(['frag', 'thr', 'round']),
          patch('Weights are right now. The fragile set is empty, so glass never gets the $4 surcharge; adding both glass SKUs.', "-const FRAGILE = new Set([]);\n+const FRAGILE = new Set(['glass-250', 'glass-500']);"),
          runWith(['round']),
          patch('Just the cent rounding: the total needs rounding after tax.', "-  return { box, kg, total: total * (1 + TAX) };\n+  return { box, kg, total: Math.round(total * (1 + TAX) * 100) / 100 };"),
          runWith([]),
          { final: true, text: 'All 31 shipping tests pass. Three fixes in src/shipping.js: glass weights were in grams (now 0.5/0.9 kg), glass SKUs now get the $4 fragile surcharge, and totals are rounded to cents after tax.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'tire retreading plants', style: 'smolagents',
    build(n) {
      n.start('2025-01-21T06:15:00');
      const F = {
        T01: 'T01 cure temperature 104.0 C outside precured-tread window 96-99 C ......... FAIL',
        T04: 'T04 pressure ramp 1.2 bar/min exceeds envelope limit 0.5 bar/min ........... FAIL',
        T07: 'T07 envelope vacuum hold step missing (required >= 10 min) .................. FAIL',
        T09: 'T09 cure time 150 min < minimum 195 min for 16/32" tread below 99 C ........ FAIL',
      };
      const run = (keys) => (n) => [
        'RECIPE VALIDATION  cure_295_80R22_5.yaml  (PLC S7-1500, chamber CH-3)',
        ...['T01', 'T02', 'T03', 'T04', 'T05', 'T06', 'T07', 'T08', 'T09'].map((t) => (keys.includes(t) ? F[t] : `${t} ${'.'.repeat(64)} PASS`)),
        `${keys.length ? keys.length + ' FAILED' : 'ALL PASSED'} - validator 2.1.4 - ${n.eu(n.now(), 60)} - session ${n.hex(6)}`,
      ].join('\n');
      const code = (updates) => updates.map(([k, v]) => `update_recipe(file="cure_295_80R22_5.yaml", key="${k}", value=${JSON.stringify(v)})`).join('\n') + '\nprint(run_validation(recipe_file="cure_295_80R22_5.yaml"))';
      const fix = (thought, updates, keys) => ({ thought, code: code(updates), calls: [
        ...updates.map(([k, v]) => ({ name: 'update_recipe', args: { file: 'cure_295_80R22_5.yaml', key: k, value: v }, result: 'ok', silent: true })),
        { name: 'run_validation', args: { recipe_file: 'cure_295_80R22_5.yaml' }, result: run(keys) },
      ] });
      return {
        isolates: 'A curing recipe is validated four times; fixing temperature, then ramp rate plus vacuum hold, then cure time brings the failures from T01/T04/T07/T09 to T04/T07/T09 to T09 to none, and the recipe is loaded.',
        goal: 'Load the new curing recipe for 295/80R22.5 retreads into the chamber PLC configuration and make the recipe validation suite pass.',
        agent: 'CodeAgent', maxSteps: 8,
        system: 'You are an expert assistant who can solve any task using code blobs. Tools: run_validation, update_recipe, load_recipe, final_answer. You support the process engineer at Roadline Retreads.',
        tools: ['run_validation', 'update_recipe', 'load_recipe'],
        steps: [
          { thought: 'Run the validation suite on the new recipe as delivered.', calls: [{ name: 'run_validation', args: { recipe_file: 'cure_295_80R22_5.yaml' }, result: run(['T01', 'T04', 'T07', 'T09']) }] },
          fix('Four failures. Temperature first, since T09 depends on it: precured tread must cure at 96-99 C, so set 98.5.', [['cure.temperature_c', 98.5]], ['T04', 'T07', 'T09']),
          fix('T01 passes. T04 and T07 are both envelope settings: lower the pressure ramp to 0.5 bar/min and add a 10-minute vacuum hold.', [['envelope.pressure_ramp_bar_min', 0.5], ['envelope.vacuum_hold_min', 10]], ['T09']),
          fix('Only T09 remains: at 98.5 C a 16/32" tread needs at least 195 minutes.', [['cure.time_min', 195]], []),
          { thought: 'All nine checks pass; load the recipe to chamber CH-3.', calls: [{ name: 'load_recipe', args: { recipe_file: 'cure_295_80R22_5.yaml', chamber: 'CH-3' }, result: (n) => ({ loaded: true, plc_db: 'DB412', checksum: n.HEX(8) }) }] },
          { final: true, thought: 'Loaded.', text: 'Recipe cure_295_80R22_5 passes all 9 validation checks and is loaded on chamber CH-3: 98.5 C for 195 min, pressure ramp 0.5 bar/min, 10-minute vacuum hold.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'jury summons systems', style: 'otel',
    build(n) {
      n.start('2025-12-01T08:40:00');
      const TESTS = {
        uniq: 'unique_stg_jurors_juror_id',
        rel: 'relationships_summons_juror_id__juror_id__ref_stg_jurors_',
        addr: 'not_null_stg_jurors_address_line1',
        county: 'accepted_values_stg_jurors_county_code__ADA__CAN__GEM__WAS',
        age: 'dbt_utils_expression_is_true_stg_jurors_age_at_summons_gte_18',
      };
      const dbt = (keys) => (n) => {
        const lines = [`${n.hms()}  Running with dbt=1.8.7`, `${n.hms()}  Found 14 models, 38 data tests, 3 sources`, ''];
        let i = 0;
        for (const [k, name] of Object.entries(TESTS)) {
          i += 1;
          lines.push(`${n.hms()}  ${i} of 38 ${keys.includes(k) ? 'FAIL ' + n.int(2, 340) : 'PASS'} ${name} ${'.'.repeat(8)} [${keys.includes(k) ? 'FAIL' : 'PASS'} in ${n.float(0.2, 1.4, 2)}s]`);
        }
        lines.push(`${n.hms()}  ... 33 more tests PASS`, `${n.hms()}  Finished running 38 data tests in 0 hours 0 minutes and ${n.float(9, 16, 2)} seconds (${n.float(9, 16, 2)}s).`);
        lines.push(keys.length ? `${n.hms()}  Completed with ${keys.length} error${keys.length > 1 ? 's' : ''}, 0 partial successes, and 0 warnings:` : `${n.hms()}  Completed successfully`);
        lines.push(`${n.hms()}  Done. PASS=${38 - keys.length} WARN=0 ERROR=${keys.length} SKIP=0 TOTAL=38`);
        return lines.join('\n');
      };
      const fix = (text, path, diff, keys) => ({ text, calls: [
        { name: 'edit_file', args: { path, diff }, result: (n) => ({ ok: true, path, sha: n.git(7) }) },
        { name: 'run_dbt', args: { command: 'dbt build --select stg_jurors+ --target migration' }, result: dbt(keys) },
      ] });
      return {
        isolates: 'dbt tests are run four times on a juror-pool migration; deduplication, then county-code mapping with address exclusions, then age-at-summons fix each clear different tests (5 to 3 to 1 to 0 errors).',
        goal: 'Migrate the 2026 juror pool import into the new summons database and make the dbt tests pass before the first mail-out.',
        agent: 'court-data-migration', service: 'court-admin-agents',
        system: 'You help the court administrator migrate the juror pool from the legacy system. Models live in the dbt project jury_summons; tests must pass before summons are generated.',
        tools: ['run_dbt', 'edit_file'],
        steps: [
          { text: null, calls: [{ name: 'run_dbt', args: { command: 'dbt build --select stg_jurors+ --target migration' }, result: dbt(['uniq', 'rel', 'addr', 'county', 'age']) }] },
          fix('Five failing tests. Duplicate juror_ids from the two DMV and voter-roll sources break both unique and the summons relationship; dedupe on the source priority.', 'models/staging/stg_jurors.sql', "+qualify row_number() over (partition by juror_id order by case source when 'voter_roll' then 1 else 2 end) = 1", ['addr', 'county', 'age']),
          fix('Uniqueness and relationships pass. The legacy system used WSH for Washington County, and 212 rows have no street address: map the code and route those rows to the exclusions model.', 'models/staging/stg_jurors.sql', "+case county_code when 'WSH' then 'WAS' else county_code end as county_code\n+where address_line1 is not null  -- nulls go to int_juror_exclusions", ['age']),
          fix('Only the age test fails: age is computed at import date, but eligibility is at the summons date.', 'models/staging/stg_jurors.sql', "-datediff('year', birth_date, current_date) as age_at_summons\n+datediff('year', birth_date, {{ var('summons_date') }}) as age_at_summons", []),
          { final: true, text: 'The juror pool migration now builds cleanly (38/38 tests). Changes: deduplicated juror_id across sources, mapped legacy county code WSH to WAS, sent 212 address-less records to int_juror_exclusions, and computed age at the summons date.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'aquarium life-support', style: 'dspy',
    build(n) {
      n.start('2025-08-19T07:10:00');
      const R = {
        ph: 'test_ph_band FAILED: pH alarm band 7.6-8.0 excludes reef target 8.1-8.3',
        orp: 'test_orp_alarm FAILED: ORP high alarm 450 mV above reef max 400 mV',
        hyst: 'test_temp_hysteresis FAILED: temperature alarm hysteresis 0.1 C < minimum 0.3 C',
      };
      const run = (keys) => (n) => `============================= test session starts ==============================\ncollected 12 items\n\ntests/test_reef_thresholds.py ${'.'.repeat(12 - keys.length)}${'F'.repeat(keys.length)}\n${keys.map((k) => R[k]).join('\n')}\n=========================== ${keys.length ? keys.length + ' failed, ' : ''}${12 - keys.length} passed in ${n.float(0.4, 1.3, 2)}s ===========================`;
      const runStep = (text, keys) => ({ text, calls: [{ name: 'run_config_tests', args: { exhibit: 'reef-main' }, result: run(keys) }] });
      const set = (text, param, low, high) => ({ text, calls: [{ name: 'set_threshold', args: { exhibit: 'reef-main', param, ...(low !== undefined ? { low } : {}), ...(high !== undefined ? { high } : {}) }, result: (n) => ({ ok: true, param, staged_revision: n.counter('rev', 88) }) }] });
      return {
        isolates: 'Reef alarm-threshold tests are run four times; fixing the pH band, then the ORP ceiling, then the temperature hysteresis leaves 3, 2, 1 and finally 0 failures, and the config is applied.',
        goal: "Update the alarm thresholds for the reef exhibit's life-support controller to the new husbandry targets and make the config test suite pass.",
        agent: 'ReAct', dspyInput: 'request', maxIters: 10,
        tools: ['run_config_tests', 'set_threshold', 'apply_config'],
        steps: [
          runStep('Run the threshold test suite against the staged reef config.', ['ph', 'orp', 'hyst']),
          set('The pH band must contain the 8.1-8.3 target; set alarms at 8.0 and 8.4.', 'ph', 8.0, 8.4),
          runStep('Re-run the suite after the pH change.', ['orp', 'hyst']),
          set('pH passes now. ORP high alarm has to come down to 400 mV for the reef.', 'orp_mv', undefined, 400),
          runStep('Check again with the ORP ceiling lowered.', ['hyst']),
          set('Last failure is temperature hysteresis; raise it to 0.3 C to stop alarm chatter.', 'temp_hysteresis_c', undefined, 0.3),
          runStep('Final run to confirm everything is green.', []),
          { text: 'All 12 tests pass, so apply the staged config to the controller.', calls: [{ name: 'apply_config', args: { exhibit: 'reef-main' }, result: (n) => ({ applied: true, controller: 'LSS-REEF-01', revision: 91, at: n.isoMs() }) }] },
          { final: true, thought: 'Config applied.', text: 'Reef life-support thresholds updated and applied (revision 91): pH alarms 8.0/8.4, ORP high 400 mV, temperature hysteresis 0.3 C. All 12 config tests pass.' },
        ],
      };
    },
  },
];
