// Family 3 — loop: oscillating between two states (setting, branch, filter, tab) A, B, A, B; each
// check after a switch returns what it returned the last time in that state.
import { Clock, fmt, J, J2, OpenHands, SweAgent, Letta, Bedrock, Cohere, Plain } from './lib.mjs';

export const family = {
  name: 'two_state_flipflop',
  loop: true,
  behaviour: 'Switches a setting, branch, filter or tab back and forth (A, B, A, B); every check after a switch returns what it returned last time in that state.',
};

export const rows = [
  // ------------------------------------------------------------------ 01
  {
    n: '01', domain: 'canal lock operations', style: 'letta', stagnation: true,
    isolates: 'A Letta agent flips a lock between AUTO (blocked by a low-pound inhibit) and MANUAL (waiting for the keeper\'s key) again and again; every status read in each mode repeats the previous one apart from PLC scan counters, and the inner thoughts repeat verbatim.',
    goal: 'Narrowboat "Kestrel" is waiting below Lock 14 (Foxhanger flight) to go up. Get the lock ready for an uphill passage and let the volunteer lock-keeper know.',
    build(rng) {
      const clock = new Clock('2025-07-08T10:02:00Z', rng);
      const lt = new Letta({ rng, clock, agentName: 'waterways-ops', tz: 'BST', offMin: 60, persona: 'I help the Kennet & Avon waterway control desk operate remotely monitored locks and coordinate volunteer lock-keepers.' });
      lt.turn(this.goal, { name: 'control_desk' });
      const auto = () => J({ lock: 'L14', mode: 'AUTO', chamber: 'LEVEL_ABOVE', bottom_gates: 'CLOSED', top_gates: 'CLOSED', paddles: 'ALL_CLOSED', inhibits: ['UPPER_POUND_LOW (-18 cm vs NWL)'], ready_for: 'NONE', scan: { plc_seq: rng.int(1000000, 9999999), sampled_at: fmt.isoOffMs(clock.now, 60), rtu: 'rtu-foxhanger-2', link_rssi_dbm: -rng.int(71, 84) } });
      const manual = () => J({ lock: 'L14', mode: 'MANUAL', chamber: 'LEVEL_ABOVE', bottom_gates: 'CLOSED', top_gates: 'CLOSED', paddles: 'ALL_CLOSED', inhibits: [], ready_for: 'NONE', note: 'MANUAL: awaiting keeper key at panel L14-P1; remote paddle control disabled', scan: { plc_seq: rng.int(1000000, 9999999), sampled_at: fmt.isoOffMs(clock.now, 60), rtu: 'rtu-foxhanger-2', link_rssi_dbm: -rng.int(71, 84) } });
      lt.step('Kestrel is below Lock 14 and wants to go up. Checking Lock 14 status.', 'get_lock_status', { lock_id: 'L14' }, auto());
      for (let cycle = 0; cycle < 3; cycle++) {
        lt.step('Auto mode is inhibited by the low upper pound. Switching Lock 14 to manual to get around the inhibit.', 'set_lock_mode', { lock_id: 'L14', mode: 'MANUAL' }, `Lock L14 mode set to MANUAL (cmd id ${rng.hex(8)})`);
        lt.step('Checking Lock 14 status after the mode change.', 'get_lock_status', { lock_id: 'L14' }, manual());
        lt.step('Manual mode needs the keeper\'s key at the panel. Switching back to auto to see whether the inhibit has cleared.', 'set_lock_mode', { lock_id: 'L14', mode: 'AUTO' }, `Lock L14 mode set to AUTO (cmd id ${rng.hex(8)})`);
        lt.step('Checking Lock 14 status after the mode change.', 'get_lock_status', { lock_id: 'L14' }, auto());
      }
      lt.step('Auto mode is inhibited by the low upper pound. Switching Lock 14 to manual to get around the inhibit.', 'set_lock_mode', { lock_id: 'L14', mode: 'MANUAL' }, `Lock L14 mode set to MANUAL (cmd id ${rng.hex(8)})`);
      lt.step('Checking Lock 14 status after the mode change.', 'get_lock_status', { lock_id: 'L14' }, manual());
      lt.endTurn('max_steps_reached');
      return lt.root({ stop_reason: 'max_steps_reached', max_steps: 15, keeper_notified: false });
    },
  },

  // ------------------------------------------------------------------ 02
  {
    n: '02', domain: 'community radio station', style: 'openhands', stagnation: true,
    isolates: 'An OpenHands agent checks out main and a fix branch in turn and runs the same test each time: main always fails the assertion, the fix branch always fails to import a module; only timings change, the same two thoughts repeat, and it never installs the missing module or merges.',
    goal: 'The nightly build of playout-scheduler is red: tests/test_breaks.py::test_ad_break_alignment fails on main. Check whether branch fix/ad-break-drift fixes it and, if it does, merge it into main and push.',
    build(rng) {
      const clock = new Clock('2025-05-21T06:30:00Z', rng);
      const oh = new OpenHands({ rng, clock, goal: this.goal, maxIterations: 8 });
      oh.run('Let me look at the repository state and branches.', 'cd /workspace/playout-scheduler && git status -sb && git branch -a', { out: '## main...origin/main\n* main\n  fix/ad-break-drift\n  remotes/origin/HEAD -> origin/main\n  remotes/origin/fix/ad-break-drift\n  remotes/origin/main' });
      const mainRun = () => `Already on 'main'\nYour branch is up to date with 'origin/main'.\n============================= test session starts ==============================\nplatform linux -- Python 3.12.3, pytest-8.3.5, pluggy-1.5.0\nrootdir: /workspace/playout-scheduler\nconfigfile: pyproject.toml\ncollected 12 items\n\ntests/test_breaks.py .......F....                                        [100%]\n\n=================================== FAILURES ===================================\n___________________________ test_ad_break_alignment ____________________________\n\n    def test_ad_break_alignment():\n        hour = build_hour(clock="2025-05-20T13:00:00", breaks=STD_BREAKS)\n>       assert hour.total_seconds() == 3600.0\nE       AssertionError: assert 3599.2 == 3600.0\nE        +  where 3599.2 = <Hour 13:00 items=17>.total_seconds()\n\ntests/test_breaks.py:88: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_breaks.py::test_ad_break_alignment - AssertionError: assert 3599.2 == 3600.0\n========================= 1 failed, 11 passed in ${rng.float(2.4, 3.3)}s =========================`;
      const fixRun = () => `Switched to branch 'fix/ad-break-drift'\nYour branch is up to date with 'origin/fix/ad-break-drift'.\n============================= test session starts ==============================\nplatform linux -- Python 3.12.3, pytest-8.3.5, pluggy-1.5.0\nrootdir: /workspace/playout-scheduler\nconfigfile: pyproject.toml\ncollected 0 items / 1 error\n\n==================================== ERRORS ====================================\n_____________________ ERROR collecting tests/test_breaks.py _____________________\nImportError while importing test module '/workspace/playout-scheduler/tests/test_breaks.py'.\nHint: make sure your test modules/packages have valid Python names.\nTraceback:\n/usr/lib/python3.12/importlib/__init__.py:90: in import_module\n    return _bootstrap._gcd_import(name[level:], package, level)\ntests/test_breaks.py:4: in <module>\n    from playout.hour import build_hour\nplayout/hour.py:7: in <module>\n    from tzshim import frame_align\nE   ModuleNotFoundError: No module named 'tzshim'\n=========================== short test summary info ============================\nERROR tests/test_breaks.py\n!!!!!!!!!!!!!!!!!!!! Interrupted: 1 error during collection !!!!!!!!!!!!!!!!!!!!!\n=============================== 1 error in ${rng.float(0.3, 0.6)}s ===============================`;
      oh.run('Let me reproduce the failure on main first.', 'git checkout main && python -m pytest tests/test_breaks.py -q -p no:cacheprovider', { out: mainRun(), exit: 1 });
      for (let i = 0; i < 3; i++) {
        oh.run('On main the ad-break test fails. Let me switch to the fix branch and run the tests there.', 'git checkout fix/ad-break-drift && python -m pytest tests/test_breaks.py -q -p no:cacheprovider', { out: fixRun(), exit: 2 });
        oh.run('The fix branch fails to import tzshim. Let me go back to main and compare.', 'git checkout main && python -m pytest tests/test_breaks.py -q -p no:cacheprovider', { out: mainRun().replace("Already on 'main'", "Switched to branch 'main'"), exit: 1 });
      }
      return oh.root('error', { error: 'RuntimeError: Agent reached maximum iteration in headless mode. Current iteration: 8, max iteration: 8', merged: false });
    },
  },

  // ------------------------------------------------------------------ 03
  {
    n: '03', domain: 'laundromat chain', style: 'bedrock-agents', stagnation: false,
    isolates: 'A Bedrock agent toggles a downtime report between store-local time and UTC six times; each time-zone view returns exactly the figures it gave before (only query id and generation time change), the rationales keep adding new worries, and no answer is ever given.',
    goal: 'Which of our three Northside laundromats (Elm St, Oak Ave, Pine Rd) had the most machine downtime last week (10-16 March)? I need a single answer for the regional call.',
    build(rng) {
      const clock = new Clock('2025-03-17T14:20:00Z', rng);
      const br = new Bedrock({ rng, clock, agentName: 'SpinCycle ops analyst', region: 'us-east-2' });
      br.begin(this.goal);
      br.pre('The user asks for a comparison of machine downtime across three stores for a given week. The OpsDashboard action group can provide downtime reports. Category E.');
      const local = () => ({ tz: 'America/Chicago', window: '2025-03-10T00:00-05:00/2025-03-17T00:00-05:00', stores: [{ store: 'Elm St', machines: 38, downtime_min: 1840 }, { store: 'Oak Ave', machines: 44, downtime_min: 2215 }, { store: 'Pine Rd', machines: 41, downtime_min: 2190 }], queryId: `q-${rng.hex(10)}`, generatedAt: fmt.iso(clock.now), warehouseLagS: rng.int(40, 300) });
      const utc = () => ({ tz: 'UTC', window: '2025-03-10T00:00Z/2025-03-17T00:00Z', stores: [{ store: 'Elm St', machines: 38, downtime_min: 1795 }, { store: 'Oak Ave', machines: 44, downtime_min: 2160 }, { store: 'Pine Rd', machines: 41, downtime_min: 2238 }], queryId: `q-${rng.hex(10)}`, generatedAt: fmt.iso(clock.now), warehouseLagS: rng.int(40, 300) });
      const q = (tz) => [['region', 'northside'], ['from', '2025-03-10'], ['to', '2025-03-16'], ['tz', tz]];
      br.act({ rationale: 'I need the downtime report for the Northside stores for 10-16 March. The dashboard defaults to UTC but the stores operate on Central time, so I will ask for store-local time.', group: 'OpsDashboard', path: '/reports/downtime', params: q('America/Chicago'), result: local() });
      br.act({ rationale: 'Oak Ave and Pine Rd are only 25 minutes apart. Shifting the week boundary by 5 hours could change the order, so I will compare against the UTC week.', group: 'OpsDashboard', path: '/reports/downtime', params: q('UTC'), result: utc() });
      br.act({ rationale: 'In UTC, Pine Rd leads instead of Oak Ave. The regional KPI deck may be built on local time, so I will look at the local-time figures again to judge the size of the gap.', group: 'OpsDashboard', path: '/reports/downtime', params: q('America/Chicago'), result: local() });
      br.act({ rationale: 'Local time puts Oak Ave ahead by 25 minutes. Perhaps the UTC figures include the Sunday-night outage at Pine Rd that began after midnight UTC; checking the UTC report again.', group: 'OpsDashboard', path: '/reports/downtime', params: q('UTC'), result: utc() });
      br.act({ rationale: 'The two views still disagree on the leader. I will pull the local-time report once more and check whether Elm St could be affected by the boundary at all.', group: 'OpsDashboard', path: '/reports/downtime', params: q('America/Chicago'), result: local() });
      br.act({ rationale: 'Elm St is last in both views. Maybe the warehouse lag means the UTC data was incomplete earlier, so I will request the UTC view one more time.', group: 'OpsDashboard', path: '/reports/downtime', params: q('UTC'), result: utc() });
      br.fail('Sorry, I am unable to assist you with this request.');
      const root = br.root();
      root.metadata.terminationReason = 'MAX_ORCHESTRATION_ITERATIONS';
      return root;
    },
  },

  // ------------------------------------------------------------------ 04
  {
    n: '04', domain: 'sawmill', style: 'cohere', stagnation: false,
    isolates: 'A Cohere agent switches the dashboard shift calendar between two settings in parallel with the same production query: one calendar always rejects shift "2", the other always returns 0 board feet; plans vary but the query never changes and nothing is reported.',
    goal: 'Get the board-feet output of the headrig (HR-1) for Tuesday\'s second shift, 11 March 2025, for the weekly production report.',
    build(rng) {
      const clock = new Clock('2025-03-13T13:15:00Z', rng);
      const co = new Cohere({ rng, clock, goal: this.goal, tools: ['get_production', 'set_dashboard_setting', 'get_dashboard_settings'], system: 'You are the production-reporting assistant at Pinecrest Lumber. Use the dashboard tools.' });
      const v2err = () => ({ calendar: 'cal_2025_4crew', machine: 'HR-1', error: "unknown shift '2'; valid shifts: A-DAY, A-NIGHT, B-DAY, B-NIGHT, C-DAY, C-NIGHT, D-DAY, D-NIGHT", query_ms: rng.int(30, 140), historian_node: rng.host('hist') });
      const legacy = () => ({ calendar: 'legacy_3x8', machine: 'HR-1', date: '2025-03-11', shift: '2 (15:00-23:00)', board_feet: 0, logs_processed: 0, warning: 'HR-1 tags not mapped for legacy_3x8 after 2025-02-01 historian cutover', query_ms: rng.int(30, 140), historian_node: rng.host('hist') });
      const set = (v) => ({ key: 'shift_calendar', value: v, applied: true, user: 'svc-reporting', at: fmt.isoOff(clock.now, -420), change_id: rng.int(88000, 89999) });
      const q = { machine: 'HR-1', date: '2025-03-11', shift: '2' };
      co.step('I will request the headrig production for 11 March, shift 2.', [{ name: 'get_production', args: q, result: v2err() }]);
      co.step('Shift numbers look like the old three-shift calendar. I will switch the dashboard to legacy_3x8 and query shift 2 again.', [
        { name: 'set_dashboard_setting', args: { key: 'shift_calendar', value: 'legacy_3x8' }, result: set('legacy_3x8') },
        { name: 'get_production', args: q, result: legacy() }]);
      co.step('Zero board feet cannot be right for a running shift; the legacy calendar seems to lack data after the cutover. I will switch back to the 2025 calendar and try shift 2 there.', [
        { name: 'set_dashboard_setting', args: { key: 'shift_calendar', value: 'cal_2025_4crew' }, result: set('cal_2025_4crew') },
        { name: 'get_production', args: q, result: v2err() }]);
      co.step('The 2025 calendar rejects shift 2 again. The legacy mapping might be filled in lazily once queried, so I will switch to legacy_3x8 and repeat the query.', [
        { name: 'set_dashboard_setting', args: { key: 'shift_calendar', value: 'legacy_3x8' }, result: set('legacy_3x8') },
        { name: 'get_production', args: q, result: legacy() }]);
      co.step('Still zero under legacy. The report template literally says "shift 2", so the earlier error under the 2025 calendar may have come from the setting not having propagated. Switching back and asking again.', [
        { name: 'set_dashboard_setting', args: { key: 'shift_calendar', value: 'cal_2025_4crew' }, result: set('cal_2025_4crew') },
        { name: 'get_production', args: q, result: v2err() }]);
      co.step('Perhaps the historian node differs between calls and one of them has the mapping. I will try legacy_3x8 once more.', [
        { name: 'set_dashboard_setting', args: { key: 'shift_calendar', value: 'legacy_3x8' }, result: set('legacy_3x8') },
        { name: 'get_production', args: q, result: legacy() }]);
      return co.root({ error: 'MaxStepsExceeded: 6 tool-use steps without COMPLETE', text: null }, { max_steps: 6 });
    },
  },

  // ------------------------------------------------------------------ 05
  {
    n: '05', domain: 'maple sugarhouse', style: 'plain-messages', stagnation: true,
    isolates: 'A browser agent alternates between the tank-log tab (4,820 L) and the buyer-portal tab (4,280 L) seven times with the same two sentences, each tab returning the same text apart from refresh and session timers, and never fills in the reconciled volume.',
    goal: 'Reconcile the 18 March sap delivery from the Beaulieu sugarbush. The tank-log tab and the buyer portal tab are open in the browser. If they disagree, enter the tank-log volume as the reconciled volume in the portal and submit.',
    build(rng) {
      const clock = new Clock('2025-03-19T12:40:00Z', rng);
      const pl = new Plain({ rng, clock, goal: this.goal, system: 'You operate a browser for Cabane Beaulieu. Tools: browser_switch_tab, browser_get_text, browser_fill, browser_click.', name: 'browser-agent' });
      const tank = () => `Cabane Beaulieu - Tank Log\nDelivery 18 Mar 2025 | Truck QC-44718 | Driver: L. Tremblay\nTank #2: start 1,260 L -> end 6,080 L\nReceived: 4,820 L   Sugar content: 2.1 °Brix   Temp: 3.8 °C\nSigned: J. Gagnon\nLast refresh ${fmt.hms(clock.now, -240)} | Session expires in ${rng.int(10, 29)}:${String(rng.int(0, 59)).padStart(2, '0')}`;
      const portal = () => `Érablière Portal - Deliveries\n18-03-2025  Beaulieu (producer #QC-1187)\nDeclared volume: 4 280 L   Brix: 2.1   Status: PENDING RECONCILIATION\n[Reconciled volume: ______ L]  [Submit]\nLogged in as reception@cabanebeaulieu.example | Token refresh in ${rng.int(1, 14)}:${String(rng.int(0, 59)).padStart(2, '0')} | req ${rng.hex(12)}`;
      const sw = (i) => ({ name: 'browser_switch_tab', args: { index: i }, result: { ok: true, active_tab: i, title: i === 0 ? 'Tank Log - Cabane Beaulieu' : 'Deliveries - Érablière Portal' } });
      pl.step('Let me read the tank log tab first.', [sw(0), { name: 'browser_get_text', args: {}, result: tank() }]);
      pl.step('The tank log shows 4,820 L received. Let me check the buyer portal tab.', [sw(1), { name: 'browser_get_text', args: {}, result: portal() }]);
      for (let i = 0; i < 2; i++) {
        pl.step('The portal shows 4,280 L while the tank log says 4,820 L. Let me switch back to the tank log tab to double-check.', [sw(0), { name: 'browser_get_text', args: {}, result: tank() }]);
        pl.step('The tank log shows 4,820 L received. Let me check the buyer portal tab again.', [sw(1), { name: 'browser_get_text', args: {}, result: portal() }]);
      }
      pl.step('The portal shows 4,280 L while the tank log says 4,820 L. Let me switch back to the tank log tab to double-check.', [sw(0), { name: 'browser_get_text', args: {}, result: tank() }]);
      return pl.root({ error: 'max_steps (7) reached', final_output: null }, { framework: 'browser-use-lite', max_steps: 7 });
    },
  },

  // ------------------------------------------------------------------ 06
  {
    n: '06', domain: 'letterpress print shop', style: 'swe-agent', stagnation: false,
    isolates: 'A SWE-agent run toggles creep_compensation true/false in a preset and re-runs the preview five times: "true" always gives pages [5][4], "false" always [4][5], only the temp path and render time change; it never opens the imposition code and exits on cost.',
    goal: '8-page saddle-stitch booklets: pages 4 and 5 swapped when creep compensation is on\n\nWith presets/booklet8.yaml (creep_compensation: true) the back of sheet 2 comes out as [5][4] instead of [4][5]. Creep should only shift pages, never reorder them.',
    build(rng) {
      const clock = new Clock('2025-06-03T09:00:00Z', rng);
      const sw = new SweAgent({ rng, clock, goal: this.goal, repo: 'inkwell-press/impose', instanceId: 'inkwell-press__impose-57', model: 'claude-3-5-sonnet-20241022' });
      sw.step('Let me look around the repository.', 'ls', 'README.md\nimpose\npresets\npyproject.toml\ntests');
      const yaml = (v) => `[File: /impose/presets/booklet8.yaml (9 lines total)]\n1:name: booklet8\n2:pages: 8\n3:binding: saddle-stitch\n4:sheet: SRA3\n5:up: 2\n6:paper_caliper_mm: 0.12\n7:creep_compensation: ${v}\n8:creep_mm: 0.3\n9:marks: [crop, fold]`;
      sw.step('Let me open the preset from the issue.', 'open presets/booklet8.yaml', yaml('true'), { openFile: '/impose/presets/booklet8.yaml' });
      const prev = (on) => `impose 0.9.2 - preview (preset booklet8)\nsheet 1 front: [8][1]   back: [2][7]\nsheet 2 front: [6][3]   back: ${on ? '[5][4]' : '[4][5]'}\ncreep: ${on ? '0.30 mm/sheet applied (2 sheets)' : 'disabled'}\nwrote ${rng.tmp('/tmp/impose-')}/preview.txt in ${rng.float(0.012, 0.048, 3)}s`;
      sw.step('Let me reproduce with the preview command.', 'python -m impose.preview presets/booklet8.yaml', prev(true));
      const steps = [
        [false, 'With creep on, the back of sheet 2 is [5][4]. Let me turn creep compensation off to see if the order is right then.', 'Now the preview with creep disabled.'],
        [true, 'With creep off the order is [4][5], so the swap is tied to creep. Turning it back on to make sure the swap is reproducible.', 'Preview again with creep re-enabled to see whether the swap comes back.'],
        [false, 'Reproducible: on gives [5][4]. Let me disable it again and confirm the off state is consistently correct.', 'Checking that the off state still gives the right order.'],
        [true, 'Off is correct again. Maybe the first sheet is affected too in some runs; turning creep on once more and looking at sheet 1 as well.', 'This time I will read the sheet 1 lines of the preview closely.'],
        [false, 'Sheet 1 is fine with creep on; only sheet 2 back is swapped. Let me switch it off again to compare the creep line of the output.', 'Comparing the creep summary line with the earlier run.'],
      ];
      for (const [v, t, t2] of steps) {
        sw.step(t, `edit 7:7\ncreep_compensation: ${v}\nend_of_edit`, `${yaml(String(v))}\nFile updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary.`);
        sw.step(t2, 'python -m impose.preview presets/booklet8.yaml', prev(v));
      }
      return sw.root({ exit_status: 'exit_cost', submission: 'diff --git a/presets/booklet8.yaml b/presets/booklet8.yaml\n--- a/presets/booklet8.yaml\n+++ b/presets/booklet8.yaml\n@@ -7 +7 @@\n-creep_compensation: true\n+creep_compensation: false', summary: 'Cost limit reached; autosubmitted preset change only.' });
    },
  },
];
