import { Conv, root, span } from './lib.mjs';
export const family = 'converging_fix_cycle';
export const loop = false, stagnation = false;
export const summary = 'Healthy: repeated fix-and-check cycle where the failure count drops each time (different fixes), ending green.';

function cycle(c, N, runName, runArgs, fixes, outFn, done) {
  c.llm(null, [{ name: runName, args: runArgs }]); c.tool(outFn(fixes[0][2]), fixes[0][2] ? { error: 'exit 1' } : {});
  for (let i = 1; i < fixes.length; i++) {
    const [t, call] = fixes[i];
    c.llm(t, [call]); c.tool({ ok: true });
    c.llm(null, [{ name: runName, args: runArgs }]); c.tool(outFn(fixes[i][2]), fixes[i][2] ? { error: 'exit 1' } : {});
  }
  c.llm(done);
}

export const rows = [
{ id: '01', domain: 'plywood mill grading (Django)', style: 'anthropic',
  isolates: 'Test failures go 6 -> 3 -> 1 -> 0 across three different fixes in a veneer-grading Django app, then the agent reports done.',
  goal: 'Make the veneer grading test-suite pass after the switch to the EN 635-2 grade table.',
  build(N) {
    const c = new Conv('anthropic', N, { model: 'claude-sonnet-4-20250514', system: 'Coding agent. Tools: bash, edit.', goal: this.goal });
    const out = (n) => n ? `FAILED grading/tests/test_grades.py (${n} failed, ${42 - n} passed) in ${(N.f() * 3 + 2).toFixed(2)}s` : `42 passed in ${(N.f() * 3 + 2).toFixed(2)}s`;
    cycle(c, N, 'bash', { cmd: 'pytest grading -q' }, [
      [null, null, 6],
      ['Grade codes changed from A/B/C to E/I/II; update the enum mapping.', { name: 'edit', args: { path: 'grading/grades.py', find: "GRADES = ['A','B','C','D']", replace: "GRADES = ['E','I','II','III','IV']" } }, 3],
      ['Knot diameter limits are per EN 635-2 table 2; fix the thresholds.', { name: 'edit', args: { path: 'grading/rules.py', find: 'MAX_KNOT_MM = 30', replace: 'MAX_KNOT_MM = {"E": 0, "I": 6, "II": 15, "III": 60, "IV": None}' } }, 1],
      ['The fixture still uses grade "B"; migrate it to "I".', { name: 'edit', args: { path: 'grading/tests/fixtures/sheets.json', find: '"grade": "B"', replace: '"grade": "I"' } }, 0],
    ], out, 'All 42 tests pass. Changes: new grade enum, EN 635-2 knot limits per grade, fixture migrated from B to I.');
    return root('anthropic', 'veneer-fix-agent', this.goal, c.cur, { status: 'success' });
  } },

{ id: '02', domain: 'henna artist booking app (TypeScript)', style: 'vercel',
  isolates: 'tsc errors drop 9 -> 4 -> 2 -> 0 through different fixes, then the build is green.',
  goal: 'Fix the TypeScript build of the Mehndi Studio booking app after upgrading date-fns to v4.',
  build(N) {
    const c = new Conv('vercel', N, { model: 'gpt-4.1', system: 'You fix TypeScript builds.', goal: this.goal });
    const out = (n) => n ? `src/booking/slots.ts(${N.int(10, 90)},${N.int(3, 30)}): error TS2305: Module '"date-fns"' has no exported member ...\nFound ${n} errors in ${Math.min(n, 3)} files.\n\nDone in ${(N.f() * 5 + 3).toFixed(2)}s.` : `Done in ${(N.f() * 5 + 3).toFixed(2)}s. 0 errors.`;
    cycle(c, N, 'runCommand', { command: 'pnpm tsc --noEmit' }, [
      [null, null, 9],
      ['Replace default imports with named imports for v4.', { name: 'applyEdit', args: { files: ['src/booking/slots.ts', 'src/booking/calendar.ts'], change: "import format from 'date-fns/format' -> import { format } from 'date-fns'" } }, 4],
      ['utcToZonedTime moved to @date-fns/tz as TZDate.', { name: 'applyEdit', args: { files: ['src/booking/timezone.ts'], change: 'utcToZonedTime(d, tz) -> new TZDate(d, tz)' } }, 2],
      ['Locale types are now Locale from date-fns; update the prop type.', { name: 'applyEdit', args: { files: ['src/components/Picker.tsx'], change: 'locale: typeof enGB -> locale: Locale' } }, 0],
    ], out, 'Build is clean: 9 errors fixed via named imports, TZDate migration and Locale prop type.');
    return span('chain', 'ai.generateText', { prompt: this.goal }, { finishReason: 'stop' }, c.cur, { metadata: { 'ai.settings.maxSteps': 12 } });
  } },

{ id: '03', domain: 'haunted house attraction scare sensors', style: 'langgraph',
  isolates: 'A sensor calibration check reports 5, then 2, then 0 out-of-range triggers after three different threshold changes.',
  goal: 'Calibrate the PIR scare triggers in the "Asylum" haunted house so no trigger fires from ambient movement in the queue line.',
  build(N) {
    const c = new Conv('langgraph', N, { model: 'gpt-4o', system: 'Attraction tech assistant.', goal: this.goal });
    const out = (n) => ({ test_run: `cal-${N.hex(6)}`, at: N.iso(), false_triggers: n, sensors_checked: 22, window_min: 10 });
    cycle(c, N, 'run_false_trigger_test', { zone: 'queue', minutes: 10 }, [
      [null, null, 5],
      ['Sensors S3, S4 and S9 face the queue railing; reduce their sensitivity to 40%.', { name: 'set_sensor', args: { ids: ['S3', 'S4', 'S9'], sensitivity: 40 } }, 2],
      ['S12 and S13 trigger from the fog machine heat; add a 300 ms hold-off.', { name: 'set_sensor', args: { ids: ['S12', 'S13'], holdoff_ms: 300 } }, 0],
    ], out, 'Calibration complete: 0 false triggers in a 10-minute queue test (sensitivity lowered on S3/S4/S9, hold-off on S12/S13).');
    return root('langgraph', 'LangGraph', this.goal, c.cur, { status: 'done' });
  } },

{ id: '04', domain: 'origami kit publisher (PDF preflight)', style: 'oai_agents',
  isolates: 'Print preflight warnings fall 7 -> 3 -> 1 -> 0 as the agent fixes bleed, then fonts, then colour space.',
  goal: 'Get the "Cranes of Kyoto" kit instruction booklet PDF through the printer\'s preflight with zero errors.',
  build(N) {
    const c = new Conv('oai_agents', N, { model: 'gpt-4.1', system: 'Prepress assistant.', goal: this.goal });
    const out = (n) => `callas pdfToolbox preflight (profile: PDF/X-4 Sheetfed) ${N.usDate()}\nErrors: ${n}\n${n ? 'See report ' + N.tmp('.xml') : 'PASS'}`;
    cycle(c, N, 'preflight', { file: 'cranes_booklet_v5.pdf' }, [
      [null, null, 7],
      ['Four pages lack 3 mm bleed; extend background art.', { name: 'indesign_script', args: { action: 'set_bleed', mm: 3, pages: [2, 5, 9, 12] } }, 3],
      ['Two fonts are not embedded; package with embedded subsets.', { name: 'indesign_script', args: { action: 'embed_fonts', fonts: ['Noto Serif JP', 'Avenir Next'] } }, 1],
      ['One diagram is RGB; convert to FOGRA51 CMYK.', { name: 'indesign_script', args: { action: 'convert_color', page: 7, profile: 'PSO Coated v3' } }, 0],
    ], out, 'Preflight passes with 0 errors; exported cranes_booklet_v6.pdf.');
    return root('openai-agents', 'Agent workflow', this.goal, [span('agent', 'Prepress', {}, null, c.cur)], { final_output: 'cranes_booklet_v6.pdf passes preflight' });
  } },

{ id: '05', domain: 'public fountain maintenance (dbt)', style: 'otel',
  isolates: 'Data-quality check failures drop 12 -> 5 -> 0 after two different SQL fixes to a fountain pump inspection view.',
  goal: 'Fix the dbt tests on the fountain_pump_inspections model for the city water features team.',
  build(N) {
    const c = new Conv('otel', N, { model: 'gpt-4o', system: 'Analytics engineer agent.', goal: this.goal });
    const out = (n) => `${N.isoNoMs().slice(11, 19)}  Finished running 9 data tests in 0 hours 0 minutes and ${(N.f() * 8 + 2).toFixed(2)} seconds.\nDone. PASS=${9 - (n ? 2 : 0)} WARN=0 ERROR=${n ? 2 : 0} SKIP=0 TOTAL=9\nfailing rows: ${n}`;
    cycle(c, N, 'dbt', { args: 'test --select fountain_pump_inspections' }, [
      [null, null, 12],
      ['Duplicate inspections come from the join on pump_id without date; add inspection_date to the join.', { name: 'edit_sql', args: { model: 'fountain_pump_inspections', change: 'JOIN pumps p ON p.pump_id = i.pump_id AND p.valid_from <= i.inspection_date' } }, 5],
      ['Remaining nulls are decommissioned fountains; filter status <> \'removed\'.', { name: 'edit_sql', args: { model: 'fountain_pump_inspections', change: "WHERE f.status <> 'removed'" } }, 0],
    ], out, 'All 9 tests pass: fixed the SCD join and excluded removed fountains.');
    return root('otel', 'invoke_agent analytics_engineer', this.goal, c.cur, null);
  } },

{ id: '06', domain: 'goat yoga class waivers (form validation)', style: 'agno',
  isolates: 'Accessibility audit violations fall 8 -> 4 -> 1 -> 0 across different fixes to a waiver form.',
  goal: 'Make the Goat Yoga Meadow online waiver form pass the axe accessibility audit.',
  build(N) {
    const c = new Conv('agno', N, { model: 'gpt-4o-mini', system: 'Front-end assistant.', goal: this.goal });
    const out = (n) => ({ tool: 'axe-core 4.10', url: 'http://localhost:5173/waiver', violations: n, run: N.uuid(), ms: N.ms() });
    cycle(c, N, 'axe_audit', { url: 'http://localhost:5173/waiver' }, [
      [null, null, 8],
      ['Inputs have no labels; add <label for> to name, phone, emergency contact, allergies.', { name: 'edit_file', args: { path: 'src/Waiver.vue', change: 'add 4 labels' } }, 4],
      ['Colour contrast on the green buttons is 2.9:1; darken to #1e6b3a.', { name: 'edit_file', args: { path: 'src/theme.css', change: '--btn-bg: #1e6b3a' } }, 1],
      ['The signature canvas needs an aria-label and a typed-name alternative.', { name: 'edit_file', args: { path: 'src/Signature.vue', change: 'aria-label + fallback input' } }, 0],
    ], out, 'Audit clean (0 violations): labels, contrast, and signature alternative added.');
    return root('agno', 'Agent.run frontend', this.goal, c.cur, { status: 'COMPLETED' });
  } },
];
