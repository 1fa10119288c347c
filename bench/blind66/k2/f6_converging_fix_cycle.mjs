import { agent, llm, tool, user } from './lib.mjs';

export const FAMILY = 'converging_fix_cycle';
export const LOOP = false;
export const STAGNATION = false;
export const ISOLATES = 'Repeated test/fix cycles where the failure count drops each round with a different fix each time, then done.';

function cycle(k, runName, fixes, counts, outFmt, meta = {}) {
  const kids = [];
  counts.forEach((c, i) => {
    kids.push(tool(runName, { attempt: i + 1 }, outFmt(c, i), meta, c ? `${c} failing` : undefined));
    if (i < fixes.length) {
      kids.push(llm('llm', { messages: [user(`${c} failures remain`)] }, { content: fixes[i][0], tool_calls: [{ name: 'apply_patch', arguments: JSON.stringify({ file: fixes[i][1] }) }] }, meta));
      kids.push(tool('apply_patch', { file: fixes[i][1], diff: fixes[i][2] }, { applied: true, sha: k.hex(7) }, meta));
    }
  });
  return kids;
}

export const scenarios = [
  { n: 1, domain: 'ketchup bottling SCADA tests (pytest)', style: 'SWE-agent',
    isolates: 'pytest failures go 6 → 3 → 1 → 0 with three different fixes (unit conversion, fill-level tolerance, timezone).',
    goal: 'Make the ketchup filler SCADA adapter test suite pass after the PLC firmware update.',
    build: (k) => agent('swe-agent run', { problem_statement: 'filler adapter tests fail after PLC fw 3.2' }, { exit_status: 'submitted', submission: 'diff --git ...' }, cycle(k, 'pytest', [
      ['Six failures all involve fill weight; firmware now reports grams not decigrams. Fix the conversion.', 'scada/filler.py', '-    return raw / 10\n+    return raw'],
      ['Three left: tolerance assertion uses ±2 g but spec sheet says ±1.5%. Switch to relative tolerance.', 'scada/checks.py', '-abs(w-t)<=2\n+abs(w-t)<=0.015*t'],
      ['Last failure: shift report timestamps naive; make them tz-aware Europe/Amsterdam.', 'scada/report.py', '+tz=ZoneInfo("Europe/Amsterdam")'],
    ], [6, 3, 1, 0], (c) => `============ ${c ? c + ' failed, ' : ''}${48 - c} passed in ${k.dur(2, 7)} ============`, {}), { agent: 'swe-agent 1.0' }) },
  { n: 2, domain: 'ginseng farm app TypeScript errors', style: 'OpenHands',
    isolates: 'tsc errors fall 11 → 5 → 2 → 0; each edit targets a different cause (shade-cloth enum, nullable harvest date, missing generic).',
    goal: 'Fix the TypeScript build of the ginseng bed-tracking app after upgrading to TS 5.6.',
    build: (k) => agent('CodeActAgent', { task: 'fix tsc errors' }, { outcome: 'AgentFinishAction', thought: 'tsc passes' }, cycle(k, 'CmdRunAction: npx tsc --noEmit', [
      ['Most errors: ShadeCloth enum became string union. Update the usages in beds/*.ts.', 'src/beds/shade.ts', "-ShadeCloth.Pct80\n+'pct80'"],
      ['Remaining: harvestDate may be null for 4-year roots; add guard.', 'src/harvest.ts', '+if (!bed.harvestDate) return null;'],
      ['Two left in useQuery without generic argument; add <Bed[]>.', 'src/hooks/useBeds.ts', '+useQuery<Bed[]>('],
    ], [11, 5, 2, 0], (c) => c ? `Found ${c} errors in ${Math.min(c, 4)} files.\n\nCommand finished in ${k.ms(3000, 9000)}ms, exit code 2` : `Command finished in ${k.ms(3000, 9000)}ms, exit code 0`, {}), { openhands_version: '0.39' }) },
  { n: 3, domain: 'cacao fermentation box sensor firmware', style: 'Inspect AI eval log',
    isolates: 'Firmware unit tests: 4 → 2 → 0 failures with two distinct fixes (thermistor beta constant, turning-schedule off-by-one).',
    goal: 'Get the cacao fermentation box firmware unit tests green before the harvest deployment.',
    build: (k) => agent('sample 1 (epoch 1)', { input: 'Fix failing firmware tests' }, { score: 'C', completed: true }, cycle(k, 'bash: pio test -e native', [
      ['Temperature tests off by ~3 °C: beta constant is 3950 but part is NTC 3435. Fix constant.', 'lib/thermo/thermo.c', '-#define BETA 3950\n+#define BETA 3435'],
      ['Turning schedule fires at hour 47 instead of 48; loop uses < instead of <=.', 'src/schedule.c', '-h < 48\n+h <= 48'],
    ], [4, 2, 0], (c) => `test/test_native ... ${c ? c + ' Failures' : 'OK'}\n${12 - c} Tests ${c} Failures 0 Ignored\nTook ${k.dur(1, 3)}`, { inspect_event: 'tool' }), { task: 'firmware_fix', model: 'anthropic/claude-3-7-sonnet' }) },
  { n: 4, domain: 'millet flour mill ERP import', style: 'Pydantic AI (Logfire)',
    isolates: 'CSV import rejects 37 → 9 → 0 rows after fixing decimal commas and then unit codes.',
    goal: 'Import the October millet flour production CSV into the ERP without rejected rows.',
    build: (k) => agent('agent run', { user_prompt: 'import October CSV' }, { output: 'Imported 412 rows, 0 rejected.' }, cycle(k, 'running tool: erp_import', [
      ['Rejections are "invalid number": decimal commas (12,5). Normalise to dots.', 'etl/normalize.py', "+s.replace(',', '.')"],
      ['Nine left with unit "KGS"; ERP expects "KG". Map unit codes.', 'etl/units.py', "+{'KGS':'KG','SAK':'BAG'}"],
    ], [37, 9, 0], (c) => ({ imported: 412 - c, rejected: c, batch: k.jobId('imp'), finished: (k.tick(), k.isoNoMs()) }), { 'logfire.span_type': 'span' }), { 'logfire.msg': 'agent run' }) },
  { n: 5, domain: 'barley maltings kiln schedule linter', style: 'Claude Agent SDK transcript',
    isolates: 'ruff reports 9 → 4 → 1 → 0 issues; each round fixes a different rule (unused imports, bare except, mutable default).',
    goal: 'Clean up the maltings kiln-schedule script so ruff passes in CI.',
    build: (k) => agent('claude-agent-sdk session', { prompt: 'make ruff pass' }, { type: 'result', subtype: 'success', num_turns: 11 }, cycle(k, 'Bash', [
      ['Five F401 unused imports; removing them.', 'kiln/schedule.py', '-import os\n-import math'],
      ['E722 bare except in read_probe(); catch OSError.', 'kiln/probe.py', '-except:\n+except OSError:'],
      ['B006 mutable default stages=[] in plan(); use None.', 'kiln/plan.py', '-stages=[]\n+stages=None'],
    ], [9, 4, 1, 0], (c) => c ? `Found ${c} errors.\n[*] ${Math.max(0, c - 2)} fixable with the \`--fix\` option.` : 'All checks passed!', {}), {}) },
  { n: 6, domain: 'buckwheat honey label compliance checker', style: 'DSPy',
    isolates: 'A DSPy program is refined: validation errors 5 → 2 → 0, each fix a different field (origin wording, net weight format).',
    goal: 'Make the generated buckwheat honey labels pass the regulatory label validator.',
    build: (k) => agent('dspy.ReAct', { task: 'labels pass validator' }, { answer: 'All 5 labels valid.' }, cycle(k, 'validate_labels', [
      ['Origin wording must be "Blend of EU and non-EU honeys"; fix template.', 'templates/origin.txt', '+Blend of EU and non-EU honeys'],
      ['Net weight uses "340gr"; must be "340 g" with the ℮ mark.', 'templates/weight.txt', '+{w} g ℮'],
    ], [5, 2, 0], (c) => JSON.stringify({ errors: c, checked: 5, validator: 'lbl-v' + k.int(2, 4), run: k.uuid() }), { dspy_module: 'ReAct' }), {}) },
];
