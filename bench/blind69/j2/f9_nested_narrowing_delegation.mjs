import { trace } from './lib.mjs';
// Healthy: 3+ nested agents, each handing a narrower, different sub-task down; results return up; done.
export const family = {
  name: 'nested_narrowing_delegation', loop: false, stagnation: false,
  isolates: 'a chain of 3+ nested agents, each delegating a narrower distinct sub-task, with results flowing back up and completion',
  rows: [
    (id) => { // Electron desktop app crash, Claude Agent SDK (Task subagents)
      const user = 'The Electron note-taking app crashes on startup for some Windows users since 4.2.0. Find the cause and fix it.';
      const t = trace(id, 'claudesdk', { model: 'claude-sonnet-4-20250514', agent: 'main', user });
      const N = t.N;
      t.llm('I will give the crash-triage subagent the crash reports.', [['Task', { description: 'Triage 4.2.0 Windows crashes', prompt: 'Group the Sentry crash reports for 4.2.0 on Windows and identify the dominant crash signature.' }]]);
      t.sub('agent', 'Task: crash-triage', { prompt: 'Group the 4.2.0 Windows crash reports and find the dominant signature.' }, () => {
        t.llm('', [['Bash', { command: 'sentry-cli issues list --project notes-desktop --query "release:4.2.0 os.name:Windows" --max-rows 5' }]]);
        t.tool(`+----------+--------------------------------------------------+--------+\n| Issue    | Title                                            | Events |\n| NOTES-3K1| EXCEPTION_ACCESS_VIOLATION in better_sqlite3.node | ${N.int(900, 1400)}   |\n| NOTES-3J8| Renderer OOM                                     | 41     |\n+----------+--------------------------------------------------+--------+`);
        t.llm('Dominant: native crash in better_sqlite3.node. Handing the native-module check to a narrower subagent.', [['Task', { description: 'Check native module ABI', prompt: 'Check whether better-sqlite3 in 4.2.0 was rebuilt for the bundled Electron ABI on win32-x64 and win32-ia32.' }]]);
        t.sub('agent', 'Task: native-abi-check', { prompt: 'Is better-sqlite3 rebuilt for the Electron ABI on win32?' }, () => {
          t.llm('', [['Bash', { command: 'npx asar extract release/4.2.0/win-unpacked/resources/app.asar /tmp/x && node -e "console.log(process.versions.modules)" && npx prebuild-info /tmp/x/node_modules/better-sqlite3' }]]);
          t.tool(`electron 31.3.0 -> NODE_MODULE_VERSION 125\nbetter_sqlite3.node: built for NODE_MODULE_VERSION 115 (node 20.x) [win32-x64]\nbetter_sqlite3.node: MISSING [win32-ia32]`);
          t.llm('Found: the win32 binary targets Node ABI 115, not Electron ABI 125; ia32 build missing. Cause: electron-rebuild step skipped in the CI job.');
          return 'better-sqlite3 built for Node ABI 115, not Electron 125; electron-rebuild skipped on Windows CI.';
        });
        t.llm('NOTES-3K1 (≈1.1k events) is the ABI mismatch.');
        return 'Crash = better-sqlite3 ABI mismatch (115 vs 125) from skipped electron-rebuild on Windows CI.';
      });
      t.llm('Fixing the Windows CI job to run electron-rebuild for both archs.', [['Edit', { file_path: '.github/workflows/release.yml', old_string: "if: runner.os != 'Windows'\n        run: npx electron-rebuild", new_string: 'run: npx electron-rebuild --arch=${{ matrix.arch }}' }]]);
      t.tool('The file .github/workflows/release.yml has been updated.');
      t.llm('Cause: release 4.2.0 shipped better-sqlite3 compiled for Node ABI 115 on Windows because electron-rebuild was skipped there; fixed the workflow to rebuild per arch. Ship as 4.2.1.');
      return { goal: user, isolates: 'Main agent to triage subagent (group crashes) to ABI-check subagent (inspect one binary); findings go back up and the fix is applied.', root: t.done('fixed in workflow') };
    },
    (id) => { // NetSuite month-end, OpenAI Agents SDK
      const user = 'Close April in NetSuite for the UK subsidiary: the trial balance is off by £4,212.50. Find it and post the correction.';
      const t = trace(id, 'agents', { model: 'gpt-4.1', agent: 'CloseManager', user });
      const N = t.N;
      t.llm('', [['reconciliation_agent', { input: 'Find which GL accounts make up the £4,212.50 April TB difference for UK sub.' }]]);
      t.sub('agent', 'ReconciliationAgent', { input: 'Find the accounts behind the £4,212.50 difference.' }, () => {
        t.llm('', [['run_saved_search', { id: 'customsearch_tb_by_account', period: 'Apr 2025', subsidiary: 'UK' }]]);
        t.tool({ rows: 212, out_of_balance: [{ account: '2105 Intercompany Payable - US', diff: 4212.5 }], searchId: N.int(1000, 9999), nsRequestId: N.uuid() });
        t.llm('', [['intercompany_agent', { input: 'Explain the £4,212.50 on account 2105 for April: which IC transaction lacks its pair?' }]]);
        t.sub('agent', 'IntercompanyAgent', { input: 'Which IC transaction on 2105 lacks its pair?' }, () => {
          t.llm('', [['list_transactions', { account: '2105', period: 'Apr 2025', unpaired_only: true }]]);
          t.tool({ results: [{ tranid: 'ICJE-0419', date: '2025-04-29', amount: 5055.0, currency: 'USD', fx_rate_used: 0.8333, paired_with: null }] });
          t.llm('', [['fx_agent', { input: 'Check that USD 5,055.00 on 29 Apr converts to £4,212.50 at the April consolidated rate.' }]]);
          t.sub('agent', 'FxAgent', { input: 'Verify USD 5,055 at the April rate.' }, () => {
            t.llm('', [['get_rate', { from: 'USD', to: 'GBP', type: 'consolidated_average', period: 'Apr 2025' }]]);
            t.tool({ rate: 0.7977, source: 'NetSuite currency revaluation', effective: N.isoOff() });
            t.llm('At 0.7977 it is £4,032.37; ICJE-0419 used a spot rate of 0.8333 and the US side was never posted.');
            return 'Rate correct 0.7977; £4,032.37 expected.';
          });
          return 'ICJE-0419 (USD 5,055) has no US-side pair; amount at booked rate £4,212.50.';
        });
        return 'Difference = unpaired ICJE-0419 on 2105.';
      });
      t.llm('', [['post_journal', { subsidiary: 'US', memo: 'Pair for ICJE-0419', lines: [{ account: '1205 IC Receivable - UK', debit: 5055.0 }, { account: '4000 Revenue', credit: 5055.0 }] }]]);
      t.tool({ tranid: 'ICJE-0431', status: 'Approved', posted: N.iso() });
      t.llm('Posted ICJE-0431 as the US pair for ICJE-0419; the UK TB now balances. Note for review: ICJE-0419 used a spot rate (0.8333) rather than the April average (0.7977).');
      return { goal: user, isolates: 'CloseManager to Reconciliation (find account) to Intercompany (find transaction) to Fx (verify rate); each narrower, results return and a journal is posted.', root: t.done('ICJE-0431 posted') };
    },
    (id) => { // Ceph cluster slow OSDs, Google ADK
      const user = 'Ceph cluster "rgw-prod" reports slow ops and HEALTH_WARN. Find the root cause.';
      const t = trace(id, 'adk', { model: 'gemini-2.5-pro', agent: 'storage_lead', user });
      const N = t.N;
      t.llm('', [['transfer_to_agent', { agent_name: 'cluster_agent' }]]);
      t.sub('agent', 'invoke_agent cluster_agent', { text: 'Find where the slow ops are concentrated in rgw-prod.' }, () => {
        t.llm('', [['ceph', { cmd: 'health detail' }]]);
        t.tool(`HEALTH_WARN 23 slow ops, oldest one blocked for 41 sec, osd.17 has slow ops\n[WRN] SLOW_OPS: 23 slow ops, oldest one blocked for 41 sec, daemons [osd.17] have slow ops.`);
        t.llm('All slow ops on osd.17. Delegating host-level check of osd.17.', [['transfer_to_agent', { agent_name: 'host_agent' }]]);
        t.sub('agent', 'invoke_agent host_agent', { text: 'Check the host and device behind osd.17.' }, () => {
          t.llm('', [['ssh', { host: 'stor-07', cmd: 'ceph-volume lvm list | grep -A3 "osd id.*17"; iostat -x 1 3 | grep nvme' }]]);
          t.tool(`  osd id                    17\n  devices                   /dev/nvme2n1\nnvme2n1  r/s 412.0 w/s 1893.0 await 48.21 %util 99.9\nnvme1n1  r/s 398.0 w/s 1702.0 await  0.91 %util 41.3`);
          t.llm('nvme2n1 at 99.9% util with 48 ms await vs 0.9 ms on its twin. Asking the device agent to check drive health.', [['transfer_to_agent', { agent_name: 'device_agent' }]]);
          t.sub('agent', 'invoke_agent device_agent', { text: 'Check SMART/NVMe health of /dev/nvme2n1 on stor-07.' }, () => {
            t.llm('', [['ssh', { host: 'stor-07', cmd: 'nvme smart-log /dev/nvme2n1' }]]);
            t.tool(`Smart Log for NVME device:nvme2n1 namespace-id:ffffffff\ncritical_warning : 0x4\ntemperature : 81 C\navailable_spare : 100%\npercentage_used : 7%\nwarning_temp_time : ${N.int(300, 900)}\ncritical_comp_time : 12`);
            t.llm('critical_warning 0x4 and 81 °C: the drive is thermally throttling.');
            return 'nvme2n1 thermal throttling (81C, critical_warning 0x4).';
          });
          return 'osd.17 device nvme2n1 saturated due to thermal throttling.';
        });
        return 'Slow ops isolated to osd.17 -> thermal throttling of nvme2n1 on stor-07.';
      });
      t.llm('Root cause: osd.17 on stor-07 sits on nvme2n1, which is thermally throttling (81 °C). Recommend checking the fan in bay 3 and setting osd.17 primary-affinity to 0 until fixed.');
      return { goal: user, isolates: 'Lead to cluster agent (which OSD) to host agent (which device) to device agent (why); answers bubble up to a root cause.', root: t.done('root cause found') };
    },
    (id) => { // anime convention artist alley, CrewAI
      const user = 'Allocate the 120 artist-alley tables for the anime convention and email the artists their table numbers.';
      const t = trace(id, 'crewai', { model: 'gpt-4o', agent: 'Convention Crew', user });
      const N = t.N;
      t.llm('Thought: the Floor Manager should own allocation.\nAction: Delegate work to coworker', [['Delegate work to coworker', { coworker: 'Floor Manager', task: 'Allocate 120 artist alley tables' }]]);
      t.sub('agent', 'Agent: Floor Manager', { task: 'Allocate 120 tables' }, () => {
        t.llm('Thought: first the accessibility requests need fixed placement; the Accessibility Coordinator handles that.', [['Delegate work to coworker', { coworker: 'Accessibility Coordinator', task: 'Place the artists who requested step-free or near-exit tables' }]]);
        t.sub('agent', 'Agent: Accessibility Coordinator', { task: 'Place access-request artists' }, () => {
          t.llm('Thought: I need the exact floorplan coordinates of step-free tables.', [['Delegate work to coworker', { coworker: 'Venue Liaison', task: 'List table IDs in Hall B that are step-free and within 15 m of an exit' }]]);
          t.sub('agent', 'Agent: Venue Liaison', { task: 'List step-free tables near exits' }, () => {
            t.llm('Action: floorplan_query', [['floorplan_query', { hall: 'B', step_free: true, max_exit_m: 15 }]]);
            t.tool(`tables: B01 B02 B03 B18 B19 B40 B41 (7 found) [plan v${N.int(3, 9)}, ${N.ms()}ms]`);
            return 'B01 B02 B03 B18 B19 B40 B41';
          });
          t.llm('Action: assign_tables', [['assign_tables', { artists: ['@mossdraws', '@kitsune_ink', '@paperlanterns', '@hikari.studio', '@ren_sketch'], tables: ['B01', 'B02', 'B03', 'B18', 'B19'] }]]);
          t.tool('5 artists placed; 2 step-free tables left (B40, B41) for late requests.');
          return '5 access artists on B01-B19; B40/B41 reserved';
        });
        t.llm('Action: auto_allocate', [['auto_allocate', { remaining_artists: 115, exclude: ['B01', 'B02', 'B03', 'B18', 'B19', 'B40', 'B41'], keep_pairs_together: true }]]);
        t.tool({ placed: 113, pairs_kept: 14, unplaced: 2, reason: 'double-table request beyond supply' });
        return '118 placed, 2 double-table requests to waitlist';
      });
      t.llm('Action: send_emails', [['send_emails', { template: 'table_assignment', count: 118 }]]);
      t.tool(`queued 118 messages, batch ${N.uuid()}`);
      t.llm('Final Answer: 118 artists allocated and emailed; 5 accessibility placements; 2 double-table requests waitlisted.');
      return { goal: user, isolates: 'Floor Manager to Accessibility Coordinator to Venue Liaison, each with a narrower distinct task; results come up, allocation and emails finish.', root: t.done('118 allocated') };
    },
    (id) => { // Unreal Engine shader compile, Langfuse
      const user = 'Our Unreal project\'s nightly build takes 3 h longer since Tuesday, mostly in shader compilation. Find out why.';
      const t = trace(id, 'langfuse', { model: 'gpt-4o', agent: 'build-investigator', user });
      const N = t.N;
      t.llm('Delegating: compare shader stats between the Monday and Wednesday builds.', [['delegate', { to: 'build-diff', task: 'Compare shader compile stats between build 8812 (Mon) and 8830 (Wed)' }]]);
      t.sub('agent', 'build-diff', { task: 'Compare shader stats 8812 vs 8830' }, () => {
        t.llm('', [['fetch_build_log', { builds: [8812, 8830], grep: 'ShaderCompileWorker|Shaders compiled' }]]);
        t.tool(`8812: Shaders compiled: 41,220 in 0:38:11 (DDC hit 94.1%)\n8830: Shaders compiled: 212,904 in 3:41:52 (DDC hit 61.7%)\nlog: ${N.tmp('.log')}`);
        t.llm('5x more permutations. Delegating: find which material added them.', [['delegate', { to: 'permutation-finder', task: 'Find which materials contribute most shader permutations in build 8830' }]]);
        t.sub('agent', 'permutation-finder', { task: 'Top permutation contributors in 8830' }, () => {
          t.llm('', [['run', { cmd: 'UnrealEditor-Cmd.exe Game.uproject -run=ShaderPipelineCacheTools dumpstats -top 3' }]]);
          t.tool('M_MasterFoliage  permutations=168,300  static_switches=9  changed_in=CL 50211\nM_Water          permutations=6,144\nM_Character_Skin permutations=3,072');
          t.llm('M_MasterFoliage dominates. Delegating: what changed in CL 50211.', [['delegate', { to: 'changelist-reader', task: 'Summarise changes to M_MasterFoliage in CL 50211' }]]);
          t.sub('agent', 'changelist-reader', { task: 'Summarise CL 50211' }, () => {
            t.llm('', [['p4_describe', { cl: 50211 }]]);
            t.tool(`Change 50211 by j.moreau@art-ws14 on ${N.dmy()}\n\tAdd wind, snow and wetness static switches to foliage master\n... //Game/Materials/M_MasterFoliage.uasset#44 edit`);
            return 'CL 50211 added 3 static switches (wind, snow, wetness) to M_MasterFoliage.';
          });
          return 'M_MasterFoliage 168k permutations after CL 50211 (3 new static switches => 8x).';
        });
        return 'Permutations 41k -> 213k, driven by M_MasterFoliage after CL 50211.';
      });
      t.llm('Cause: CL 50211 added three static switches to M_MasterFoliage, multiplying its permutations by 8 (168,300) and invalidating the DDC. Suggest converting them to dynamic branches or material quality switches.');
      return { goal: user, isolates: 'Investigator to build-diff to permutation-finder to changelist-reader, each narrowing; the cause travels back up.', root: t.done('cause: CL 50211') };
    },
    (id) => { // Kubeflow pipeline, Strands
      const user = 'The Kubeflow training pipeline "churn-v5" fails at the evaluate step. Fix it and rerun.';
      const t = trace(id, 'strands', { model: 'claude-3-7-sonnet-20250219', agent: 'ml-platform', user });
      const N = t.N;
      t.llm('Handing pipeline-level triage to the pipeline agent.', [['pipeline_agent', { query: 'Why does churn-v5 fail at evaluate?' }]]);
      t.sub('agent', 'Agent pipeline_agent', { query: 'Why does churn-v5 fail at evaluate?' }, () => {
        t.llm('', [['kfp_run_get', { run: 'churn-v5-' + N.hex(5) }]]);
        t.tool({ status: 'Failed', failed_step: 'evaluate', pod: `churn-v5-evaluate-${N.int(1000000000, 9999999999)}`, exit_code: 1 });
        t.llm('Asking the pod agent for the evaluate pod logs.', [['pod_agent', { query: 'Get the error from the evaluate pod' }]]);
        t.sub('agent', 'Agent pod_agent', { query: 'Error from evaluate pod' }, () => {
          t.llm('', [['kubectl_logs', { pod: 'churn-v5-evaluate', container: 'main', tail: 5 }]]);
          t.tool(`Traceback (most recent call last):\n  File "/app/evaluate.py", line 44, in <module>\n    auc = roc_auc_score(y, model.predict_proba(X)[:, 1])\nValueError: X has 37 features, but GradientBoostingClassifier is expecting 38 features as input.`);
          t.llm('Feature count mismatch 37 vs 38. Asking the feature agent which feature is missing.', [['feature_agent', { query: 'Which feature is in the train set but not the eval set for churn-v5?' }]]);
          t.sub('agent', 'Agent feature_agent', { query: 'Missing eval feature' }, () => {
            t.llm('', [['diff_schemas', { a: 'gs://ml-feat/churn/train/_schema.json', b: 'gs://ml-feat/churn/eval/_schema.json' }]]);
            t.tool({ only_in_a: ['days_since_last_login'], only_in_b: [], generated_by: 'feast 0.40', a_etag: N.etag() });
            return 'days_since_last_login missing in eval feature view.';
          });
          return 'evaluate fails: eval data lacks days_since_last_login.';
        });
        return 'Eval feature view missing days_since_last_login.';
      });
      t.llm('Adding the feature to the eval feature view and rerunning.', [['kfp_rerun', { run: 'churn-v5', patch: { eval_features: '+days_since_last_login' } }]]);
      t.tool({ status: 'Succeeded', auc: 0.861, duration: '00:41:' + N.int(10, 59) });
      t.llm('Rerun succeeded (AUC 0.861) after adding days_since_last_login to the eval feature view.');
      return { goal: user, isolates: 'Platform agent to pipeline agent (which step) to pod agent (which error) to feature agent (which column); result returned, fix and rerun succeed.', root: t.done('Succeeded') };
    },
  ],
};
