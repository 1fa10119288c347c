// Family 5 — toggling_between_settings (loop: true)
// The agent switches a setting back and forth (A,B,A,B or A,B,C,A,B) and every check
// after a switch returns what it returned the last time the setting was in that state.
import { table } from './lib.mjs';

export const family = 'toggling_between_settings';
export const loop = true;
export const summary = 'Flip-flopping a setting; the measurement after each switch repeats the earlier measurement for that state, nothing new is learned.';

const G1 = 'The ice on Rink 2 is too soft for tonight\'s league (surface reads about -3 °C). Get the surface to -5 °C or colder before the 19:00 face-off.';
const G2 = "Fix the TypeScript build of packages/web: `tsc -b` fails with TS2307 on '@acme/ui/button'.";
const G3 = 'Listeners say the jingles on Morning Drive are way louder than the music. Fix loudness normalization in the playout system so jingles and songs sit at a similar level.';
const G4 = 'Free chlorine in the 25 m lap pool at Eastside Leisure keeps reading low (about 0.6 ppm). Get it into 1.0–3.0 ppm before the 06:00 opening.';
const G5 = 'The proof for the Halvorsen Bakery brochure looks too magenta. Pick an output ICC profile on press 2 so the brand orange (Pantone 1585 C) proofs within ΔE 2.0.';
const G6 = "Plan tonight's plow routes for the North district so every priority-1 road is cleared within 2 hours of snowfall ending.";

export const rows = [
  // ------------------------------------------------------------------ 01
  {
    n: '01', domain: 'ice rink operations', style: 'mlflow', stagnation: true,
    opts: { start: '2025-01-16T14:05:00Z' },
    key: { set: 'set_brine_setpoint', read: 'read_surface_temp', param: 'supply_c' },
    isolates: 'The agent alternates the brine supply setpoint between -7 and -9 °C five times; each surface reading repeats the value seen last time at that setpoint (compressor 2 is locked out), and the model restates the same plan each turn.',
    goal: G1,
    build(t) {
      const n = t.n;
      t.system('You are the plant assistant for Northgate Ice Centre. Tools control the refrigeration PLC. Do not set brine supply colder than -10 °C.');
      t.user(G1);
      const read = (sp) => ({ rink: 2, surface_c: sp === -7 ? -3.1 : -3.2, brine_supply_c: sp === -7 ? -5.4 : -5.6, brine_return_c: sp === -7 ? -3.9 : -4.0, setpoint_c: sp, compressors: { 'C1': 'RUN 100%', 'C2': 'LOCKOUT HP-TRIP (manual reset required)' }, sensor: 'IR-2A', plc_ts: n.logTs(), scan: n.int(100000, 999999) });
      const ack = (sp) => ({ ok: true, circuit: 'R2-BRINE', supply_c: sp, write_seq: n.int(1000, 9999), plc: 'plc-ngi-01', acked_at: n.iso() });
      const set = (sp, text) => t.step({ text, calls: [{ name: 'set_brine_setpoint', args: { circuit: 'R2-BRINE', supply_c: sp }, out: ack(sp) }, { name: 'read_surface_temp', args: { rink: 2 }, out: read(sp), dur: [60000, 90000] }] });
      set(-7, 'A colder brine supply should pull the surface down. Setting the Rink 2 brine supply to -7 °C and reading the surface again.');
      set(-9, 'The surface is still too warm. Setting the Rink 2 brine supply to -9 °C and reading the surface again.');
      set(-7, 'The surface is still too warm. Setting the Rink 2 brine supply to -7 °C and reading the surface again.');
      set(-9, 'The surface is still too warm. Setting the Rink 2 brine supply to -9 °C and reading the surface again.');
      set(-7, 'The surface is still too warm. Setting the Rink 2 brine supply to -7 °C and reading the surface again.');
      return t.finish({ error: 'AgentLoopLimit: max steps (5) reached' });
    },
  },

  // ------------------------------------------------------------------ 02
  {
    n: '02', domain: 'coding: TypeScript module resolution', style: 'plain', stagnation: false,
    opts: { start: '2025-04-02T10:14:00Z', model: 'gpt-4.1-2025-04-14' },
    key: { set: 'apply_patch', read: 'run_cmd', param: 'patch', values: ['"bundler"', '"node16"'] },
    isolates: 'The agent flips moduleResolution between "bundler" and "node16" four times; tsc prints TS5095 for one and TS2307 for the other, identical each time, while the model invents a new reason for every switch.',
    goal: G2,
    build(t) {
      const n = t.n;
      t.system('You are a coding agent working in the acme monorepo (pnpm workspaces). You can read files, apply unified diffs and run shell commands in the repo root.');
      t.user(G2);
      const tsc = (state) => ({ exit_code: 2, stdout: state === 'node16'
        ? `packages/web/src/components/Toolbar.tsx:3:24 - error TS2307: Cannot find module '@acme/ui/button' or its corresponding type declarations.\n\n3 import { Button } from '@acme/ui/button';\n                         ~~~~~~~~~~~~~~~~~\n\npackages/web/src/pages/Checkout.tsx:7:24 - error TS2307: Cannot find module '@acme/ui/button' or its corresponding type declarations.\n\n7 import { Button } from '@acme/ui/button';\n                         ~~~~~~~~~~~~~~~~~\n\n\nFound 2 errors in 2 files.\n\nErrors  Files\n     1  packages/web/src/components/Toolbar.tsx:3\n     1  packages/web/src/pages/Checkout.tsx:7\n`
        : `packages/web/tsconfig.json:5:25 - error TS5095: Option 'bundler' can only be used when 'module' is set to 'preserve' or to 'es2015' or later.\n\n5     "moduleResolution": "bundler",\n                          ~~~~~~~~~\n\n\nFound 1 error in packages/web/tsconfig.json:5\n`, stderr: '', elapsed: n.durStr(3000, 7000), cwd: '/workspace/acme' });
      const patch = (from, to) => `--- a/packages/web/tsconfig.json\n+++ b/packages/web/tsconfig.json\n@@ -2,7 +2,7 @@\n   "extends": "../../tsconfig.base.json",\n   "compilerOptions": {\n     "module": "node16",\n-    "moduleResolution": "${from}",\n+    "moduleResolution": "${to}",\n     "jsx": "react-jsx",\n     "outDir": "dist",\n     "composite": true\n`;
      const ok = () => ({ applied: true, files: ['packages/web/tsconfig.json'], hunks: 1, sha_after: n.shortSha() });
      t.step({ text: 'Reproducing the failure first.', calls: [{ name: 'run_cmd', args: { cmd: 'pnpm -C packages/web exec tsc -b --pretty false' }, out: tsc('node16') }] });
      t.step({ text: "node16 resolution requires '@acme/ui' to expose the subpath in its exports map. Switching to bundler resolution, which is more lenient about subpaths.", calls: [{ name: 'apply_patch', args: { patch: patch('node16', 'bundler') }, out: ok() }, { name: 'run_cmd', args: { cmd: 'pnpm -C packages/web exec tsc -b --pretty false' }, out: tsc('bundler') }] });
      t.step({ text: 'bundler needs module esnext or preserve and this package builds for Node, so going back to node16 — the earlier TS2307 may have been a stale .tsbuildinfo.', calls: [{ name: 'apply_patch', args: { patch: patch('bundler', 'node16') }, out: ok() }, { name: 'run_cmd', args: { cmd: 'pnpm -C packages/web exec tsc -b --pretty false' }, out: tsc('node16') }] });
      t.step({ text: 'TS2307 is back. The composite build might cache resolution per project reference; bundler mode could sidestep that, trying it once more.', calls: [{ name: 'apply_patch', args: { patch: patch('node16', 'bundler') }, out: ok() }, { name: 'run_cmd', args: { cmd: 'pnpm -C packages/web exec tsc -b --pretty false' }, out: tsc('bundler') }] });
      t.step({ text: 'TS5095 again. Reverting to node16 so the module setting stays consistent with the base config.', calls: [{ name: 'apply_patch', args: { patch: patch('bundler', 'node16') }, out: ok() }, { name: 'run_cmd', args: { cmd: 'pnpm -C packages/web exec tsc -b --pretty false' }, out: tsc('node16') }] });
      return t.finish({ error: 'MaxTurnsExceeded: Max turns (5) exceeded' });
    },
  },

  // ------------------------------------------------------------------ 03
  {
    n: '03', domain: 'radio station playout', style: 'langsmith', stagnation: true,
    opts: { start: '2025-03-12T05:10:00Z' },
    key: { set: 'set_normalization', read: 'analyze_hour', param: 'mode' },
    isolates: 'Normalization is switched R128 → ReplayGain → R128 → ReplayGain; the loudness report for each mode is the same as before (jingles are excluded from normalization in both), and the model repeats one sentence with the mode name swapped.',
    goal: G3,
    build(t) {
      const n = t.n;
      t.system('You are the engineering assistant for Coastline FM. The playout system (Vela Playout 4) exposes normalization settings and a loudness analyzer over the as-played log.');
      t.user(G3);
      const report = (mode) => {
        const song = mode === 'R128' ? '-23.0' : '-18.1';
        const rows = [
          ['07:00:04', 'SONG', 'Harbour Lights - The Tidewaters', song, 'yes'],
          ['07:03:51', 'JINGLE', 'Coastline FM ID (sung) v3', '-14.2', 'no'],
          ['07:04:02', 'SONG', 'Paper Planes - Mira Kell', mode === 'R128' ? '-23.1' : '-18.0', 'yes'],
          ['07:07:40', 'JINGLE', 'Morning Drive sweeper', '-13.8', 'no'],
          ['07:07:49', 'SONG', 'Cold Front - Arlo & The Vents', mode === 'R128' ? '-22.9' : '-18.2', 'yes'],
        ];
        return `Vela Playout 4 loudness report  studio=${n.pick(['ST1', 'ST1-B'])}  log=2025-03-11 07:00-08:00  generated ${n.euDate()}\nmode=${mode}  target=${mode === 'R128' ? '-23 LUFS' : '-18 LUFS (RG 2.0)'}  category_rules: JINGLE normalize=false, SWEEPER normalize=false\n\n${table(['start', 'category', 'title', 'LUFS-I', 'normalized'], rows)}\n\njingle vs music delta: ${mode === 'R128' ? '+9.0' : '+4.1'} LU   analyzer ${n.semverBuild()}  took ${n.durStr(300, 2400)}`;
      };
      const set = (mode) => ({ ok: true, mode, applied_to: 'all categories with normalize=true', config_rev: n.int(200, 999), restart_required: false });
      t.step({ text: 'Let me measure the 07:00 hour first.', calls: [{ name: 'analyze_hour', args: { date: '2025-03-11', hour: 7 }, out: report('R128') }] });
      const say = (m) => `The jingles are still much louder than the music. Switching normalization to ${m} and re-analyzing the 07:00 hour.`;
      for (const m of ['ReplayGain', 'R128', 'ReplayGain', 'R128']) {
        t.step({ text: say(m), calls: [{ name: 'set_normalization', args: { mode: m }, out: set(m) }, { name: 'analyze_hour', args: { date: '2025-03-11', hour: 7 }, out: report(m) }] });
      }
      return t.finish({ output: { output: 'Agent stopped due to max iterations.' } });
    },
  },

  // ------------------------------------------------------------------ 04
  {
    n: '04', domain: 'public swimming pool chemistry', style: 'weave', stagnation: false,
    opts: { start: '2025-02-11T03:40:00Z' },
    key: { set: 'set_feed_mode', read: 'read_chemistry', param: 'mode' },
    isolates: 'The chlorine feed is flipped between ORP-automatic and fixed-rate manual five times; each reading repeats the last reading in that mode (the pump shows zero flow throughout) while the model words every turn differently.',
    goal: G4,
    build(t) {
      const n = t.n;
      t.system('You are the overnight plant assistant for Eastside Leisure Centre pools. Tools drive the chemical controller (ProMinent-style) and read the analyser.');
      t.user(G4);
      const chem = (mode) => ({ pool: 'LAP25', mode, free_chlorine_ppm: mode === 'auto_orp' ? 0.6 : 0.7, combined_chlorine_ppm: 0.3, ph: 7.4, orp_mv: mode === 'auto_orp' ? 702 : 698, orp_setpoint_mv: 650, feed_pump: { state: 'RUN', stroke_pct: mode === 'auto_orp' ? 0 : 20, flow_ml_min: 0.0 }, sample_flow_l_h: 38, analyser: 'DULCOMARIN-2', read_at: n.isoOffset(undefined, 0), seq: n.int(10000, 99999) });
      const ok = (mode) => ({ ok: true, mode, previous: mode === 'auto_orp' ? 'manual_fixed' : 'auto_orp', audit_id: n.uuid7() });
      t.step({ text: 'Reading the current chemistry.', calls: [{ name: 'read_chemistry', args: { pool: 'LAP25' }, out: chem('auto_orp') }] });
      const turns = [
        ['manual_fixed', 'ORP is above setpoint so the controller is not dosing. Switching to a fixed manual feed at 20% to force chlorine in.'],
        ['auto_orp', 'Manual feed barely moved it. The ORP loop usually responds better once the sample cell settles, so back to automatic.'],
        ['manual_fixed', 'Automatic still holds at 0.6. A longer manual run might be needed before the analyser sees a change; going manual again.'],
        ['auto_orp', 'Reading is where it was last time. Returning control to the ORP loop so it can trim properly.'],
      ];
      for (const [mode, text] of turns) t.step({ text, calls: [{ name: 'set_feed_mode', args: { pool: 'LAP25', mode, ...(mode === 'manual_fixed' ? { stroke_pct: 20 } : {}) }, out: ok(mode) }, { name: 'read_chemistry', args: { pool: 'LAP25' }, out: chem(mode), dur: [240000, 300000] }] });
      return t.finish({ error: 'StepLimitExceeded: agent loop exceeded 5 model calls' });
    },
  },

  // ------------------------------------------------------------------ 05
  {
    n: '05', domain: 'commercial print shop', style: 'phoenix', stagnation: true,
    opts: { start: '2025-05-06T12:20:00Z' },
    key: { set: 'set_output_profile', read: 'measure_proof', param: 'profile' },
    isolates: 'Press 2 is cycled through FOGRA39, FOGRA51 and GRACoL2013 and back again; every re-measure for a profile returns the same ΔE as before (the spot is converted with a perceptual intent), and the model repeats one sentence with only the profile name changed.',
    goal: G5,
    build(t) {
      const n = t.n;
      t.system('You are the prepress assistant at Northprint. Tools set the RIP output profile for a press and run an inline spectro measurement of the proof.');
      t.user(G5);
      const de = { FOGRA39: 4.8, FOGRA51: 5.1, GRACoL2013: 4.6 };
      const meas = (p) => ({ job: 'HB-2025-0412', press: 2, profile: p, rendering_intent: 'perceptual', patches: [{ name: 'PANTONE 1585 C', lab_ref: [62.3, 51.0, 72.8], lab_meas: [60.9, 55.2 + (de[p] - 4.6), 69.4], delta_e00: de[p] }, { name: 'paper white', delta_e00: 0.7 }], spectro: 'i1Pro3 SN ' + n.digits(7), measured_at: n.usDate(), rip_job: n.jobId('rip') });
      const set = (p) => ({ press: 2, output_profile: p, rip: 'Fiery-XF-02', queued_reprocess: n.int(1, 3), ok: true });
      t.step({ text: 'Measuring the current proof.', calls: [{ name: 'measure_proof', args: { job: 'HB-2025-0412', press: 2 }, out: meas('FOGRA39') }] });
      for (const p of ['FOGRA51', 'GRACoL2013', 'FOGRA39', 'FOGRA51', 'GRACoL2013']) {
        t.step({ text: `ΔE on the brand orange is still above 2.0. Switching press 2 to ${p} and re-measuring the proof.`, calls: [{ name: 'set_output_profile', args: { press: 2, profile: p }, out: set(p) }, { name: 'measure_proof', args: { job: 'HB-2025-0412', press: 2 }, out: meas(p) }] });
      }
      t.forcedFinal('None of the three output profiles brings PANTONE 1585 C within ΔE 2.0 on press 2: FOGRA39 gives 4.8, FOGRA51 5.1 and GRACoL2013 4.6. GRACoL2013 is the closest.', 'Reached max steps. Based on the above, please provide an answer to the following user task: ' + G5);
      return t.finish();
    },
  },

  // ------------------------------------------------------------------ 06
  {
    n: '06', domain: 'snow plow routing', style: 'langfuse', stagnation: false,
    opts: { start: '2025-12-09T21:30:00Z', model: 'claude-3-5-sonnet-20241022' },
    key: { gaveUp: true, set: 'set_optimizer_objective', read: 'solve_routes', param: 'objective' },
    isolates: 'The route optimizer objective is switched min_makespan ↔ min_distance four times and each solve returns the same worst-case P1 clearance for that objective (2 of 18 trucks are in the shop); the thinking differs every turn, nothing new is tried, and it ends by reporting a plan that misses the target.',
    goal: G6,
    build(t) {
      const n = t.n;
      t.system('You are the winter operations planner for the City of Brennock public works. The route optimizer solves plow routes per district for the trucks marked available.');
      t.user(G6);
      const solve = (obj) => ({ district: 'NORTH', objective: obj, trucks_available: '16/18', unavailable: [{ truck: 'P-07', reason: 'hydraulic leak' }, { truck: 'P-12', reason: 'plow blade replacement' }], p1_segments: 212, p1_worst_clear_min: obj === 'min_makespan' ? 161 : 185, total_km: obj === 'min_makespan' ? 1480.2 : 1312.7, solver: 'or-tools 9.10', solve_id: n.uuid(), wall_s: n.float(8, 31, 1), gap_pct: n.float(0.1, 0.9, 2) });
      const set = (obj) => ({ ok: true, objective: obj, profile: 'NORTH-default', changed_at: n.iso() });
      t.step({ thinking: 'Start by solving with current settings to see P1 clearance.', text: 'Running the optimizer with the current settings.', calls: [{ name: 'solve_routes', args: { district: 'NORTH', horizon_min: 240 }, out: solve('min_makespan') }] });
      const turns = [
        ['min_distance', 'Worst P1 segment is 161 min, over the 120 target. Shorter total distance might free trucks sooner.', 'Trying the distance objective.'],
        ['min_makespan', 'Distance objective made the worst case later (185). Makespan is the objective that targets the latest finish, so switch back to it.', 'Switching back to minimum makespan.'],
        ['min_distance', 'Makespan result identical to before. Maybe the distance solve was unlucky with the random seed; run it again.', 'Re-running with minimum distance.'],
        ['min_makespan', 'Same 185 again. The makespan plan was the better of the two, return to it and solve once more.', 'Back to minimum makespan.'],
      ];
      for (const [obj, th, tx] of turns) t.step({ thinking: th, text: tx, calls: [{ name: 'set_optimizer_objective', args: { district: 'NORTH', objective: obj }, out: set(obj) }, { name: 'solve_routes', args: { district: 'NORTH', horizon_min: 240 }, out: solve(obj), dur: [8000, 31000] }] });
      t.final('Tonight\'s North district plan uses the minimum-makespan objective. The worst priority-1 segment clears after 161 minutes, which misses the 2-hour target; the minimum-distance objective was worse at 185 minutes.', { thinking: 'Neither objective gets under 120. Report the better plan.' });
      return t.finish({ tags: ['winter-ops'] });
    },
  },
];

export function check(row, key, U) {
  const p = [];
  const tools = U.spans(row).filter((s) => s.type === 'tool');
  const valueOf = (s) => {
    const v = U.argValue(s, key.param);
    if (key.values) return key.values.find((x) => String(v).split('+').pop().includes(x)) ?? v;
    return v;
  };
  let state = 'initial';
  const sets = []; const byState = new Map();
  for (const s of tools) {
    if (s.name === key.set) { state = String(valueOf(s)); sets.push(state); }
    else if (s.name === key.read) {
      if (!byState.has(state)) byState.set(state, []);
      byState.get(state).push(U.str(U.result(s)));
    }
  }
  if (sets.length < 4) p.push(`only ${sets.length} switches`);
  const distinct = new Set(sets);
  if (distinct.size > 3 || distinct.size < 2) p.push(`switches over ${distinct.size} values`);
  if (![...distinct].some((v) => sets.filter((x) => x === v).length >= 2)) p.push('no value is revisited');
  for (const [st, rs] of byState) if (!rs.every((r) => U.same(r, rs[0]))) p.push(`checks in state ${st} differ beyond noise`);
  return p;
}
