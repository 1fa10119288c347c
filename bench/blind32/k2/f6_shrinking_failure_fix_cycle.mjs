import { Run, rootSpan } from './lib.mjs';

export const FAMILY = {
  name: 'shrinking_failure_fix_cycle', loop: false, stagnation: false,
  isolates: 'Healthy fix cycle: the same check is re-run after each different fix and the failure count drops to zero, then the run finishes.',
};

export const ROWS = [
  {
    id: '01', domain: 'Phoenix LiveView test suite', style: 'weave',
    isolates: 'A coding agent re-runs `mix test` after three different fixes; failures go 6, 4, 1, 0 and it stops.',
    goal: 'After upgrading phoenix_live_view to 1.0, make the CSA booking app test suite green again.',
    build(c) {
      const run = new Run(c, 'weave', { system: 'You are a coding agent with a shell and file editor.', goal: this.goal });
      const k = [];
      const mt = (fails, lines) => `Compiling 3 files (.ex)\nRunning ExUnit with seed: ${c.int(1000, 999999)}, max_cases: 16\n\n${lines}\nFinished in ${c.float(2, 9, 1)} seconds (${c.float(0.5, 2, 1)}s async, ${c.float(1, 6, 1)}s sync)\n142 tests, ${fails} failure${fails === 1 ? '' : 's'}`;
      k.push(...run.step('Run the suite to see the damage.', [{ name: 'shell', args: { cmd: 'mix test' }, out: mt(6, '  1) test renders share list (CsaWeb.ShareLiveTest)\n     ** (ArgumentError) phx-update="append" is no longer supported, use streams\n  2..4) test pickup slot form (CsaWeb.SlotLiveTest) ** (UndefinedFunctionError) Phoenix.LiveViewTest.render_component/3\n  5) test flash after signup ** (KeyError) key :flash not found in %Phoenix.LiveView.Socket{}\n  6) test farm map hook ** (ArgumentError) expected phx-hook element to have an id'), error: 'exit 2' }]));
      k.push(...run.step('Failure 1 needs streams instead of phx-update="append". Converting ShareLive to stream/3.', [{ name: 'apply_patch', args: { file: 'lib/csa_web/live/share_live.ex', summary: 'assign(:shares, ...) -> stream(:shares, ...); template uses @streams.shares with phx-update="stream"' }, out: { ok: true, hunks: 3 } }, { name: 'apply_patch', args: { file: 'lib/csa_web/live/share_live.html.heex', summary: 'for {dom_id, share} <- @streams.shares' }, out: { ok: true, hunks: 1 } }, { name: 'shell', args: { cmd: 'mix test' }, out: mt(4, '  1..3) test pickup slot form (CsaWeb.SlotLiveTest) ** (UndefinedFunctionError) Phoenix.LiveViewTest.render_component/3\n  4) test farm map hook ** (ArgumentError) expected phx-hook element to have an id'), error: 'exit 2' }]));
      k.push(...run.step('render_component/3 now takes the module and assigns only; the three slot tests pass an id. Updating the helper in test/support and adding the missing id to the map hook div.', [{ name: 'apply_patch', args: { file: 'test/support/live_helpers.ex', summary: 'render_component(SlotForm, id: "slot", ...) -> render_component(SlotForm, %{id: "slot", ...})' }, out: { ok: true, hunks: 1 } }, { name: 'apply_patch', args: { file: 'lib/csa_web/components/farm_map.ex', summary: 'add id="farm-map" to element with phx-hook="FarmMap"' }, out: { ok: true, hunks: 1 } }, { name: 'shell', args: { cmd: 'mix test' }, out: mt(1, '  1) test flash after signup (CsaWeb.SignupLiveTest)\n     ** (KeyError) key :flash not found in %Phoenix.LiveView.Socket{}\n     test/csa_web/live/signup_live_test.exs:41'), error: 'exit 2' }]));
      k.push(...run.step('Last one reads socket.assigns.flash directly in the test; LV 1.0 expects Phoenix.Flash.get/2 on the rendered flash. Fix the assertion.', [{ name: 'apply_patch', args: { file: 'test/csa_web/live/signup_live_test.exs', summary: 'assert Phoenix.Flash.get(flash, :info) =~ "Welcome" using assert_redirect/2 flash' }, out: { ok: true, hunks: 1 } }, { name: 'shell', args: { cmd: 'mix test' }, out: mt(0, '.............................................................................................................................................') }]));
      k.push(...run.final('The suite is green: 142 tests, 0 failures. Changes: ShareLive converted to streams, render_component calls take a map, FarmMap hook element got an id, signup test reads flash via Phoenix.Flash.get/2.'));
      return rootSpan(c, 'weave', 'upgrade_agent', this.goal, { result: 'done', failures_trend: [6, 4, 1, 0] }, k);
    },
  },
  {
    id: '02', domain: 'origami exhibition catalogue', style: 'vercel',
    isolates: 'The agent validates a catalogue JSON against the exhibition schema, fixes a different class of error each time, and errors drop 7, 3, 1, 0 before it exports.',
    goal: 'Validate the 2025 origami exhibition catalogue (catalogue.json, 58 works) against the museum collections schema and export it for the printer once valid.',
    build(c) {
      const run = new Run(c, 'vercel', { system: 'You prepare exhibition catalogues. Tools: validate_catalogue, patch_catalogue, export_pdf.', goal: this.goal });
      const k = [];
      const val = (errors) => ({ valid: errors.length === 0, error_count: errors.length, errors, schema: 'coll-schema v3.2', checked_at: c.iso(), run: c.uuid() });
      k.push(...run.step('', [{ name: 'validate_catalogue', args: { path: 'catalogue.json' }, out: val([{ path: '/works/4/dimensions', msg: 'must match "^\\d+ x \\d+ x \\d+ cm$"' }, { path: '/works/9/dimensions', msg: 'pattern' }, { path: '/works/17/dimensions', msg: 'pattern' }, { path: '/works/22/dimensions', msg: 'pattern' }, { path: '/works/31/artist/ulan_id', msg: 'must be integer' }, { path: '/works/40/artist/ulan_id', msg: 'must be integer' }, { path: '/works/55/paper', msg: 'must be one of kami, washi, tant, elephant hide, other' }]) }]));
      k.push(...run.step('Four dimension strings use "×" and mm. Normalise them to "W x H x D cm".', [{ name: 'patch_catalogue', args: { ops: [{ op: 'replace', path: '/works/4/dimensions', value: '21 x 14 x 9 cm' }, { op: 'replace', path: '/works/9/dimensions', value: '35 x 35 x 2 cm' }, { op: 'replace', path: '/works/17/dimensions', value: '12 x 30 x 12 cm' }, { op: 'replace', path: '/works/22/dimensions', value: '60 x 48 x 20 cm' }] }, out: { applied: 4, rev: c.hex(8) } }, { name: 'validate_catalogue', args: { path: 'catalogue.json' }, out: val([{ path: '/works/31/artist/ulan_id', msg: 'must be integer' }, { path: '/works/40/artist/ulan_id', msg: 'must be integer' }, { path: '/works/55/paper', msg: 'must be one of kami, washi, tant, elephant hide, other' }]) }]));
      k.push(...run.step('ULAN ids are quoted strings for works 31 and 40; convert to integers (500356789 and 500412230).', [{ name: 'patch_catalogue', args: { ops: [{ op: 'replace', path: '/works/31/artist/ulan_id', value: 500356789 }, { op: 'replace', path: '/works/40/artist/ulan_id', value: 500412230 }] }, out: { applied: 2, rev: c.hex(8) } }, { name: 'validate_catalogue', args: { path: 'catalogue.json' }, out: val([{ path: '/works/55/paper', msg: 'must be one of kami, washi, tant, elephant hide, other' }]) }]));
      k.push(...run.step('Work 55 says "Lokta"; that is not in the enum, so set paper to "other" and keep Lokta in paper_note.', [{ name: 'patch_catalogue', args: { ops: [{ op: 'replace', path: '/works/55/paper', value: 'other' }, { op: 'add', path: '/works/55/paper_note', value: 'Nepalese lokta' }] }, out: { applied: 2, rev: c.hex(8) } }, { name: 'validate_catalogue', args: { path: 'catalogue.json' }, out: val([]) }]));
      k.push(...run.step('Valid. Exporting for the printer.', [{ name: 'export_pdf', args: { path: 'catalogue.json', template: 'a5-perfect-bound', bleed_mm: 3 }, out: { file: `exports/catalogue_${c.compact()}.pdf`, pages: 72, size_mb: 48.3, preflight: 'PDF/X-4 OK' } }]));
      k.push(...run.final('Catalogue validated (7 -> 3 -> 1 -> 0 errors) and exported as a 72-page PDF/X-4 for the printer.'));
      return rootSpan(c, 'vercel', 'catalogue', this.goal, { text: 'Catalogue validated and exported.', finishReason: 'stop' }, k);
    },
  },
  {
    id: '03', domain: 'ski jumping wind compensation', style: 'anthropic',
    isolates: 'Checking a wind/gate compensation sheet against the official calculator: mismatches go 5, 2, 0 after two different formula fixes, then it reports.',
    goal: 'Our club\'s training scoring sheet gives different wind/gate compensation points than the official FIS calculator for yesterday\'s HS106 session. Fix the sheet so it matches.',
    build(c) {
      const run = new Run(c, 'anthropic', { system: 'You help the club\'s timing volunteer maintain scoring spreadsheets.', goal: this.goal });
      const k = [];
      const cmp = (n, rows) => ({ compared: 18, mismatches: n, rows, tolerance: 0.05, engine: 'calc-compare 0.9', at: c.iso() });
      k.push(...run.step('I\'ll compare all 18 jumps against the official calculator output.', [{ name: 'compare_sheet', args: { sheet: 'HS106_training.xlsx', reference: 'fis_export.csv' }, out: cmp(5, [{ jump: 3, ours: -4.6, fis: -5.1 }, { jump: 7, ours: 2.3, fis: 2.9 }, { jump: 8, ours: -6.0, fis: -6.7 }, { jump: 12, ours: 7.0, fis: 7.56 }, { jump: 15, ours: 3.1, fis: 3.71 }]) }]));
      k.push(...run.step('Tailwind rows (3, 8) are off by a factor of 1.21: the sheet uses the headwind factor for tailwind. For HS106 the headwind factor is 7.99 pts per m/s and tailwind is 1.21 x that = 9.67. Fixing column H.', [{ name: 'edit_formula', args: { range: 'H2:H19', formula: '=IF(G2<0, G2*9.67, G2*7.99)' }, out: { updated: 18, sheet_rev: c.int(40, 90) } }, { name: 'compare_sheet', args: { sheet: 'HS106_training.xlsx', reference: 'fis_export.csv' }, out: cmp(2, [{ jump: 12, ours: 7.0, fis: 7.56 }, { jump: 15, ours: 3.1, fis: 3.71 }]) }]));
      k.push(...run.step('Jumps 12 and 15 started from gate 9 after a gate lowering. Our gate factor uses 5.4 pts/gate with 0.74 m per gate; HS106 needs 0.81 m per gate x 7.0 pts/m = 5.67 per gate. Update column J.', [{ name: 'edit_formula', args: { range: 'J2:J19', formula: '=(StartGate-I2)*0.81*7.0' }, out: { updated: 18, sheet_rev: c.int(91, 99) } }, { name: 'compare_sheet', args: { sheet: 'HS106_training.xlsx', reference: 'fis_export.csv' }, out: cmp(0, []) }]));
      k.push(...run.final('The sheet now matches the official calculator for all 18 jumps. Two fixes: the tailwind factor (9.67 instead of 7.99 pts per m/s) and the gate factor (0.81 m per gate at 7.0 pts/m).'));
      return rootSpan(c, 'anthropic', 'scoring-helper', this.goal, { stop_reason: 'end_turn' }, k);
    },
  },
  {
    id: '04', domain: 'conveyor-belt sushi restaurant menu sync', style: 'mastra',
    isolates: 'A menu-sync agent pushes plate colours and prices to the conveyor POS; rejected items drop 9, 4, 0 as it fixes colour codes then tax classes, then confirms.',
    goal: 'Push the autumn menu (41 items) to the kaiten belt POS so plate colours and prices match the printed menu before Friday opening.',
    build(c) {
      const run = new Run(c, 'mastra', { system: 'You sync menus to the restaurant POS.', goal: this.goal, agentName: 'menuSync' });
      const k = [];
      const push = (ok, rej) => ({ batch: c.jobId('menu'), accepted: ok, rejected: rej.length, errors: rej, pos: 'KaitenPOS 7.3', terminal: `T${c.int(1, 4)}`, ts: c.dmy() });
      k.push(...run.step('Push the autumn menu.', [{ name: 'pushMenu', args: { file: 'menus/autumn.csv' }, out: push(32, ['saba-shime: unknown plate_color "silver"', 'sanma: unknown plate_color "silver"', 'kinmedai: unknown plate_color "silver"', 'ikura: unknown plate_color "silver"', 'uni: unknown plate_color "gold-rim"', 'otoro: unknown plate_color "gold-rim"', 'chawanmushi: tax_class "TAKEAWAY8" not allowed for plate items', 'miso: tax_class "TAKEAWAY8" not allowed for plate items', 'matcha-warabi: tax_class "TAKEAWAY8" not allowed for plate items']) }]));
      k.push(...run.step('POS colour palette only knows codes. Fetch the mapping.', [{ name: 'getPlatePalette', args: {}, out: { palette: { white: 'C01', blue: 'C02', red: 'C03', black: 'C04', silver: 'C07', 'gold-rim': 'C09' } } }]));
      k.push(...run.step('Map "silver" to C07 and "gold-rim" to C09 and re-push.', [{ name: 'pushMenu', args: { file: 'menus/autumn.csv', color_map: { silver: 'C07', 'gold-rim': 'C09' } }, out: push(37, ['chawanmushi: tax_class "TAKEAWAY8" not allowed for plate items', 'miso: tax_class "TAKEAWAY8" not allowed for plate items', 'matcha-warabi: tax_class "TAKEAWAY8" not allowed for plate items', 'agedashi: tax_class "TAKEAWAY8" not allowed for plate items']) }]));
      k.push(...run.step('Four side dishes carry the takeaway tax class; eat-in items must use EATIN10. Fix those rows and push again.', [{ name: 'editCsv', args: { file: 'menus/autumn.csv', set: { tax_class: 'EATIN10' }, where: { sku: ['chawanmushi', 'miso', 'matcha-warabi', 'agedashi'] } }, out: { rows_changed: 4 } }, { name: 'pushMenu', args: { file: 'menus/autumn.csv', color_map: { silver: 'C07', 'gold-rim': 'C09' } }, out: push(41, []) }]));
      k.push(...run.final('All 41 items accepted by the POS (rejections 9 -> 4 -> 0).'));
      return rootSpan(c, 'mastra', 'menuSync', this.goal, { text: 'All 41 items accepted.', finishReason: 'stop' }, k);
    },
  },
  {
    id: '05', domain: 'water tower inspection reports', style: 'llamaindex',
    isolates: 'A report-drafting agent runs the regulator\'s report linter after each revision; findings go 6, 3, 1, 0 with different sections fixed each time, then it submits.',
    goal: 'Finish the 5-year inspection report for the Hilltop 500 m3 elevated steel water tower and make it pass the state drinking-water program\'s report checker before submission.',
    build(c) {
      const run = new Run(c, 'llamaindex', { system: 'You are a FunctionAgent drafting inspection reports.', goal: this.goal });
      const k = [];
      const lint = (items) => `report-lint 2.4.0  file=hilltop_2025.docx  sha=${c.hex(10)}\n${items.length ? items.map((x) => `  ✗ ${x}`).join('\n') : '  ✓ all checks passed'}\n${items.length} finding(s) in ${c.ms(100, 900)}ms`;
      k.push(...run.step('', [{ name: 'run_report_lint', args: { file: 'hilltop_2025.docx' }, out: lint(['§3 coating: DFT readings missing units', '§3 coating: no ASTM D4541 pull-off values', '§4 sanitary: overflow screen mesh size not stated', '§5 structural: no ladder cage/fall-arrest statement', '§6 photos: 3 photos lack captions', '§7 signature: PE seal missing']) }]));
      k.push(...run.step('Fix section 3: add "mils" to the 24 DFT readings and insert the pull-off table (avg 712 psi, min 540 psi) from the field notes.', [{ name: 'edit_section', args: { section: 3, changes: ['units: mils', 'insert table pull_off_D4541 from notes/pulloff.csv'] }, out: { ok: true } }, { name: 'edit_section', args: { section: 6, changes: ['captions for photos 14, 15, 22 from photo log'] }, out: { ok: true } }, { name: 'run_report_lint', args: { file: 'hilltop_2025.docx' }, out: lint(['§4 sanitary: overflow screen mesh size not stated', '§5 structural: no ladder cage/fall-arrest statement', '§7 signature: PE seal missing']) }]));
      k.push(...run.step('Field notes say 24-mesh stainless overflow screen and a Saf-T-Climb rail on the ladder. Add both.', [{ name: 'edit_section', args: { section: 4, changes: ['overflow screen: 24-mesh stainless, intact'] }, out: { ok: true } }, { name: 'edit_section', args: { section: 5, changes: ['fall arrest: Saf-T-Climb rail present, last certified 2023'] }, out: { ok: true } }, { name: 'run_report_lint', args: { file: 'hilltop_2025.docx' }, out: lint(['§7 signature: PE seal missing']) }]));
      k.push(...run.step('Insert the engineer\'s stored seal image and signature block.', [{ name: 'apply_pe_seal', args: { engineer: 'PE-48213', file: 'hilltop_2025.docx' }, out: { ok: true, seal_hash: c.sha(16) } }, { name: 'run_report_lint', args: { file: 'hilltop_2025.docx' }, out: lint([]) }]));
      k.push(...run.step('Submit.', [{ name: 'submit_report', args: { file: 'hilltop_2025.docx', system_id: 'PWS-0412077' }, out: { receipt: `DW-${c.int(100000, 999999)}`, received: c.isoOffset(-5) } }]));
      return rootSpan(c, 'llamaindex', 'inspection_agent', this.goal, { response: 'Report passed all checks and was submitted.' }, k);
    },
  },
  {
    id: '06', domain: 'dog agility trial course design', style: 'strands',
    isolates: 'Validating a course map against the judging rules: violations go 4, 2, 1, 0 with a different obstacle moved each time, then the course is approved.',
    goal: 'Make the judge\'s Saturday Jumping Grade 5 course map pass the kennel-club course validator and publish it to exhibitors.',
    build(c) {
      const run = new Run(c, 'strands', { system: 'You assist agility judges with course design.', goal: this.goal });
      const k = [];
      const v = (items) => ({ course: 'SAT-J5', violations: items, count: items.length, ring: '32x40m', validator: `agcv ${c.int(3, 4)}.${c.int(0, 9)}`, trace: c.uuid() });
      k.push(...run.step('Validate the current map.', [{ name: 'validate_course', args: { course: 'SAT-J5' }, out: v(['#4->#5 spacing 4.2m < 5m minimum', '#9 wall too close to ring rope (0.8m)', '#11 tyre approach angle 140deg', 'total length 148m > 145m max']) }]));
      k.push(...run.step('Move #5 back 1 m along the line and shift the wall #9 inwards 1.5 m.', [{ name: 'move_obstacle', args: { id: 5, dx: 0, dy: 1.0 }, out: { ok: true } }, { name: 'move_obstacle', args: { id: 9, dx: -1.5, dy: 0 }, out: { ok: true } }, { name: 'validate_course', args: { course: 'SAT-J5' }, out: v(['#11 tyre approach angle 140deg', 'total length 146.5m > 145m max']) }]));
      k.push(...run.step('Rotate the tyre 25 degrees so the approach from #10 is straighter.', [{ name: 'rotate_obstacle', args: { id: 11, deg: 25 }, out: { ok: true } }, { name: 'validate_course', args: { course: 'SAT-J5' }, out: v(['total length 145.8m > 145m max']) }]));
      k.push(...run.step('Tighten the line #13 to #14 by moving #14 1.2 m towards #13.', [{ name: 'move_obstacle', args: { id: 14, dx: -1.2, dy: 0 }, out: { ok: true } }, { name: 'validate_course', args: { course: 'SAT-J5' }, out: v([]) }]));
      k.push(...run.step('Valid. Publish it.', [{ name: 'publish_course', args: { course: 'SAT-J5' }, out: { url: `https://agility-shows.example/c/SAT-J5.pdf?v=${c.hex(6)}`, emailed: 87 } }]));
      return rootSpan(c, 'strands', 'course-assistant', this.goal, { stop_reason: 'end_turn', message: 'Course SAT-J5 validated and published.' }, k);
    },
  },
];
