// Family: shrinking_failures (loop: false). Fix, retest, fewer failures each time, different fix each time.
export const family = 'shrinking_failures';
export const rows = [
{
  n: '01', domain: 'rubber stamp makers', style: 'claude_sdk',
  isolates: 'A Claude Agent SDK session fixes a stamp-proof renderer: tests go 6 → 3 → 1 → 0 failing, each edit touches a different bug.',
  goal: 'Make the test suite of the stamp proof renderer (mirror-image text for rubber stamps) pass.',
  build(T) {
    const { N } = T; const c = [];
    const runs = [[6, 'test_mirror_x, test_mirror_unicode, test_dpi_600, test_dpi_1200, test_border_round, test_border_square'], [3, 'test_border_round, test_border_square, test_mirror_unicode'], [1, 'test_mirror_unicode'], [0, '']];
    const fixes = [['render.py', 'scale = dpi / 72', 'scale = dpi / 25.4  # mm to px', 'DPI scaling used points instead of millimetres.'], ['border.py', 'radius = w / 2', 'radius = min(w, h) * corner_ratio', 'Borders used the width only; use the corner ratio on the shorter side.'], ['text.py', "glyphs = list(s)", "glyphs = grapheme_clusters(unicodedata.normalize('NFC', s))", 'Combining accents (é in "Café") were split from their base letter when mirrored.']];
    for (let i = 0; i < 4; i++) {
      c.push(T.llm(i ? '' : 'Running the tests first.', [{ name: 'Bash', args: { command: 'pytest -q' } }]));
      const [n, names] = runs[i];
      c.push(T.tool('Bash', { command: 'pytest -q' }, n ? `${names.split(', ').map((t) => 'FAILED tests/test_proof.py::' + t).join('\n')}\n${n} failed, ${24 - n} passed in ${(N.int(90, 400) / 100).toFixed(2)}s` : `24 passed in ${(N.int(90, 400) / 100).toFixed(2)}s`, n ? { error: 'Exit code 1' } : {}));
      if (i < 3) {
        const [f, o, nw, why] = fixes[i];
        c.push(T.llm(`${n} failures. ${why}`, [{ name: 'Edit', args: { file_path: `/src/stampproof/${f}`, old_string: o, new_string: nw } }]));
        c.push(T.tool('Edit', { file_path: `/src/stampproof/${f}`, old_string: o, new_string: nw }, `The file /src/stampproof/${f} has been updated.`));
      }
    }
    c.push(T.llm('All 24 tests pass. Fixed DPI scaling (mm), border corner radius, and Unicode grapheme mirroring.', []));
    return T.root('claude-agent-sdk session', c, { subtype: 'success', num_turns: 11, result: 'All 24 tests pass.' });
  },
},
{
  n: '02', domain: 'goat yoga studios', style: 'pydantic_ai',
  isolates: 'A Pydantic AI agent fixes a class-schedule CSV import: validation errors drop 5 → 2 → 0 with a different correction each time, then imports.',
  goal: 'Import next month’s goat yoga class schedule CSV into the booking system; fix whatever fails validation.',
  build(T) {
    const { N } = T; const c = [];
    c.push(T.llm('', [{ name: 'validate_schedule', args: { file: 'oct_goat_yoga.csv' } }]));
    c.push(T.tool('validate_schedule', { file: 'oct_goat_yoga.csv' }, { errors: [{ row: 3, msg: 'time "9am" not HH:MM' }, { row: 7, msg: 'time "6.30pm" not HH:MM' }, { row: 11, msg: 'goat_count 14 > pen capacity 10' }, { row: 15, msg: 'instructor "Sam" ambiguous (Sam K., Sam O.)' }, { row: 19, msg: 'time "10am" not HH:MM' }], checked_at: N.iso() }));
    c.push(T.llm('Three errors are 12-hour times; converting rows 3, 7 and 19 to 09:00, 18:30, 10:00.', [{ name: 'patch_rows', args: { file: 'oct_goat_yoga.csv', patches: [{ row: 3, time: '09:00' }, { row: 7, time: '18:30' }, { row: 19, time: '10:00' }] } }]));
    c.push(T.tool('patch_rows', { file: 'oct_goat_yoga.csv' }, { patched: 3, sha: N.sha(12) }));
    c.push(T.tool('validate_schedule', { file: 'oct_goat_yoga.csv' }, { errors: [{ row: 11, msg: 'goat_count 14 > pen capacity 10' }, { row: 15, msg: 'instructor "Sam" ambiguous (Sam K., Sam O.)' }], checked_at: N.iso() }, { metadata: { rerun: true } }));
    c.push(T.llm('Row 11 needs goat_count 10 (pen max). Row 15 is the Sunday sunrise class; the roster shows Sam O. teaches sunrise.', [{ name: 'patch_rows', args: { file: 'oct_goat_yoga.csv', patches: [{ row: 11, goat_count: 10 }, { row: 15, instructor: 'Sam O.' }] } }]));
    c.push(T.tool('patch_rows', { file: 'oct_goat_yoga.csv' }, { patched: 2, sha: N.sha(12) }));
    c.push(T.tool('validate_schedule', { file: 'oct_goat_yoga.csv' }, { errors: [], checked_at: N.iso() }, { metadata: { rerun: true } }));
    c.push(T.llm('', [{ name: 'import_schedule', args: { file: 'oct_goat_yoga.csv' } }]));
    c.push(T.tool('import_schedule', { file: 'oct_goat_yoga.csv' }, { imported: 22, batch: N.uuid() }));
    c.push(T.llm('Imported 22 classes after fixing 3 time formats, a goat-capacity overflow and an ambiguous instructor.', []));
    return T.root('agent run', c, 'Imported 22 classes.');
  },
},
{
  n: '03', domain: 'hot dog stands', style: 'otel',
  isolates: 'A health-inspection checklist failing items drop 4 → 2 → 1 → 0 as the agent files different corrective actions, then submits.',
  goal: 'Get the self-inspection checklist for hot dog stand #9 to zero failing items and submit it to the city portal before the inspection.',
  build(T) {
    const { N } = T; const c = [];
    const chk = (fails) => ({ stand: 9, failing: fails, total_items: 18, form_rev: 'FS-22b', at: N.iso() });
    const steps = [[['hot-holding 52°C < 57°C', 'no sanitizer test strips', 'handwash sink no paper towels', 'permit copy not displayed'], 'raise_holding_temp', { setpoint_c: 63 }], [['no sanitizer test strips', 'permit copy not displayed'], 'order_supplies', { items: ['QAC test strips x100'], deliver_to: 'stand-9' }], [['permit copy not displayed'], 'print_permit', { permit: 'MFV-2024-0931', printer: 'commissary-hp' }]];
    c.push(T.llm('', [{ name: 'run_checklist', args: { stand: 9 } }]));
    c.push(T.tool('run_checklist', { stand: 9 }, chk(steps[0][0])));
    c.push(T.llm('Paper towels restocked by vendor already; fixing holding temperature first.', [{ name: steps[0][1], args: steps[0][2] }]));
    c.push(T.tool(steps[0][1], steps[0][2], { ok: true, reading_c: 61.5 }));
    c.push(T.tool('run_checklist', { stand: 9 }, chk(steps[1][0])));
    c.push(T.llm('Holding temp and towels now pass. Ordering sanitizer strips.', [{ name: steps[1][1], args: steps[1][2] }]));
    c.push(T.tool(steps[1][1], steps[1][2], { po: 'PO-' + N.int(1000, 9999), eta: 'today 14:00', signed_by: 'Marco' }));
    c.push(T.tool('run_checklist', { stand: 9 }, chk(steps[2][0])));
    c.push(T.llm('Only the permit display left.', [{ name: steps[2][1], args: steps[2][2] }]));
    c.push(T.tool(steps[2][1], steps[2][2], 'job 1142 sent to commissary-hp (1 page)'));
    c.push(T.tool('run_checklist', { stand: 9 }, chk([])));
    c.push(T.llm('', [{ name: 'submit_checklist', args: { stand: 9 } }]));
    c.push(T.tool('submit_checklist', { stand: 9 }, { receipt: 'SI-' + N.int(100000, 999999), status: 'received' }));
    return T.root('invoke_agent food-safety', c, 'Checklist submitted with 0 failing items.');
  },
},
{
  n: '04', domain: 'ice fishing shanty rentals', style: 'langsmith',
  isolates: 'A TypeScript type-check of a shanty rental app: tsc errors go 7 → 3 → 0, with three distinct fixes, then the build passes.',
  goal: 'Fix the TypeScript build of the ice-shanty rental web app after upgrading the date library.',
  build(T) {
    const { N } = T; const c = [];
    const tsc = (n, body) => `$ npx tsc --noEmit\n${body}\nFound ${n} errors in ${Math.max(1, n - 2)} files.\n✨  Done in ${(N.int(300, 1200) / 100).toFixed(2)}s.`;
    c.push(T.llm('', [{ name: 'terminal', args: { cmd: 'npx tsc --noEmit' } }]));
    c.push(T.tool('terminal', { cmd: 'npx tsc --noEmit' }, tsc(7, "src/booking/range.ts:14:22 - error TS2305: Module '\"date-fns\"' has no exported member 'differenceInCalendarDays'.\n... (4 more TS2305 in src/booking/*)\nsrc/pricing/season.ts:31:5 - error TS2322: Type 'Date | null' is not assignable to type 'Date'.\nsrc/ui/IcePanel.tsx:8:10 - error TS7016: Could not find a declaration file for module 'leaflet-ice'."), { error: 'exit 2' }));
    c.push(T.llm('Five TS2305 errors come from imports moved to "date-fns/fp" in v4; updating the import path in booking/.', [{ name: 'apply_patch', args: { files: ['src/booking/range.ts', 'src/booking/calendar.ts', 'src/booking/deposit.ts'], replace: ["from 'date-fns'", "from 'date-fns/differenceInCalendarDays'"] } }]));
    c.push(T.tool('apply_patch', { files: 3 }, 'patched 3 files, 5 hunks'));
    c.push(T.tool('terminal', { cmd: 'npx tsc --noEmit' }, tsc(3, "src/booking/deposit.ts:40:9 - error TS2345: Argument of type 'string' is not assignable to parameter of type 'Date'.\nsrc/pricing/season.ts:31:5 - error TS2322: Type 'Date | null' is not assignable to type 'Date'.\nsrc/ui/IcePanel.tsx:8:10 - error TS7016: Could not find a declaration file for module 'leaflet-ice'."), { error: 'exit 2' }));
    c.push(T.llm('deposit.ts needs parseISO(); season.ts needs a null guard for ice-out date; leaflet-ice needs an ambient module declaration.', [{ name: 'apply_patch', args: { files: ['src/booking/deposit.ts', 'src/pricing/season.ts', 'src/types/leaflet-ice.d.ts'] } }]));
    c.push(T.tool('apply_patch', { files: 3 }, 'patched 2 files, created 1 file'));
    c.push(T.tool('terminal', { cmd: 'npx tsc --noEmit' }, `$ npx tsc --noEmit\n✨  Done in ${(N.int(300, 1200) / 100).toFixed(2)}s.`));
    c.push(T.llm('Type check clean: 7 → 3 → 0 errors.', []));
    return T.root('LangGraph', [T.chain('agent', {}, c)], { messages: ['Type check clean.'] });
  },
},
{
  n: '05', domain: 'astrophotography print sales', style: 'mastra',
  isolates: 'Print-file preflight errors shrink 4 → 2 → 0 as the agent converts colour space, then upscales, then fixes bleed, and the order goes to the lab.',
  goal: 'Send the Orion Nebula 60×40 cm fine-art print order #AP-7712 to the print lab, fixing any preflight problems.',
  build(T) {
    const { N } = T; const c = [];
    const pf = (issues) => ({ file: 'm42_final.tif', issues, preflight_id: N.uuid(), profile: 'HahnemuehlePhotoRag308' });
    c.push(T.llm('', [{ name: 'preflight', args: { order: 'AP-7712' } }]));
    c.push(T.tool('preflight', { order: 'AP-7712' }, pf(['colour space is linear RGB (needs Adobe RGB)', 'embedded profile missing', 'resolution 148 ppi < 240 ppi at 60x40cm', 'bleed 0 mm < 3 mm'])));
    c.push(T.llm('Converting from linear to Adobe RGB and embedding the profile should clear two issues.', [{ name: 'convert_colour', args: { file: 'm42_final.tif', to: 'AdobeRGB1998', embed: true } }]));
    c.push(T.tool('convert_colour', { file: 'm42_final.tif' }, { out: 'm42_final_argb.tif', ms: N.ms(900, 4000) }));
    c.push(T.tool('preflight', { order: 'AP-7712' }, pf(['resolution 148 ppi < 240 ppi at 60x40cm', 'bleed 0 mm < 3 mm'])));
    c.push(T.llm('Upscaling 1.7× (star-aware model) gets 252 ppi; extending canvas by 3 mm with mirrored edge for bleed.', [{ name: 'upscale', args: { file: 'm42_final_argb.tif', factor: 1.7, model: 'stars-v2' } }, { name: 'add_bleed', args: { mm: 3, mode: 'mirror' } }]));
    c.push(T.tool('upscale', { factor: 1.7 }, { out: 'm42_up.tif', ppi_at_size: 252 }));
    c.push(T.tool('add_bleed', { mm: 3 }, { out: 'm42_up_bleed.tif' }));
    c.push(T.tool('preflight', { order: 'AP-7712' }, pf([])));
    c.push(T.llm('', [{ name: 'send_to_lab', args: { order: 'AP-7712', file: 'm42_up_bleed.tif' } }]));
    c.push(T.tool('send_to_lab', { order: 'AP-7712' }, { lab_job: N.jobId('PL'), eta_days: 4 }));
    return T.root('agent.generate', c, { text: 'Order AP-7712 sent to lab after fixing 4 preflight issues.' });
  },
},
{
  n: '06', domain: 'incense makers', style: 'plain',
  isolates: 'Plain message-level trace: lint of a label-generator repo goes 9 → 4 → 1 → 0 warnings with a distinct fix each round.',
  goal: 'Make `ruff check` pass on the incense label generator so CI goes green.',
  build(T) {
    const { N } = T; const c = [];
    const outs = [`labels/gen.py:3:1: F401 [*] 'os' imported but unused\nlabels/gen.py:4:1: F401 [*] 'sys' imported but unused\n... 5 more F401\nlabels/burn.py:22:5: E722 Do not use bare except\nlabels/burn.py:40:80: E501 Line too long (104 > 88)\nFound 9 errors.\n[*] 7 fixable with the --fix option.`, `labels/burn.py:22:5: E722 Do not use bare except\nlabels/burn.py:40:80: E501 Line too long (104 > 88)\nlabels/sds.py:12:1: I001 Import block is un-sorted\nlabels/sds.py:19:9: B006 Do not use mutable data structures for argument defaults\nFound 4 errors.`, `labels/sds.py:19:9: B006 Do not use mutable data structures for argument defaults\nFound 1 error.`, 'All checks passed!'];
    const fx = [['ruff check --fix .', '7 unused imports auto-fixable.'], ['ruff check --fix --select I . && sed -i "s/except:/except ValueError:/" labels/burn.py && black labels/burn.py', 'I001 is fixable; bare except in burn.py should catch ValueError from the burn-time parser; long line fixed by black.'], ["python - <<'EOF'\n# patch sds.py: default allergens=None\nEOF", 'B006: allergens=[] default shares state across labels; switch to None.']];
    for (let i = 0; i < 4; i++) {
      c.push(T.llm(null, [{ name: 'run', args: { cmd: 'ruff check .' } }]));
      c.push(T.tool('run', { cmd: 'ruff check .' }, outs[i] + `\n(${N.ms(40, 300)}ms)`, i < 3 ? { error: 'exit status 1' } : {}));
      if (i < 3) { c.push(T.llm(fx[i][1], [{ name: 'run', args: { cmd: fx[i][0] } }])); c.push(T.tool('run', { cmd: fx[i][0] }, 'done')); }
    }
    c.push(T.llm('ruff passes: 9 → 4 → 1 → 0.', []));
    return T.root('session', c, null);
  },
},
];
