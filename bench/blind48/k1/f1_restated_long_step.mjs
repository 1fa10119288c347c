import { style, span } from './lib.mjs';
export const family = 'restated_long_step';
export const loop = true;
export const stagnation = true;
export const summary = 'One long assistant reasoning/plan message (25+ content words) is restated near-verbatim once, with nothing new observed in between; the run then stops or is cut off.';

export const rows = [
{ n: '01', domain: 'night market stall rotation', style: 'anthropic', build(h) {
  const S = style(h, 'anthropic', 'claude-3-5-sonnet-20241022');
  const goal = 'Build next Saturday\'s stall rotation for the Riverside Night Market: 42 pitches, food vendors must be at least two pitches from the generator bank, and the three new vendors need corner pitches.';
  const plan = 'I have the vendor list and the pitch map. Plan: first place the eleven hot-food vendors along row C because that row has the grease-trap drains, keeping pitches C1 and C2 free since they sit next to the generator bank; then give the three new vendors the corner pitches A1, A14 and D14; finally fill the remaining craft stalls alphabetically and check the fire-lane gap between row B and row C stays at 3.5 metres.';
  const plan2 = 'I have the vendor list and the pitch map. Plan: first place the eleven hot-food vendors along row C because that row has the grease-trap drains, keeping pitches C1 and C2 free since they sit next to the generator bank; then give the three new vendors the corner pitches A1, A14 and D14; and finally fill the remaining craft stalls alphabetically and check the fire-lane gap between row B and row C stays at 3.5 metres.';
  const mapOut = { map_version: 'rvm-2024-31', pitches: 42, rows: { A: 14, B: 10, C: 10, D: 8 }, generator_adjacent: ['C1', 'C2'], corners: ['A1', 'A14', 'D1', 'D14'], fetched_at: h.isoSec() };
  const c = [];
  c.push(S.llm([{ role: 'user', content: goal }], 'Let me pull the vendor roster and the pitch map first.', [{ name: 'get_vendor_roster', args: { market: 'riverside', date: '2024-09-21' } }, { name: 'get_pitch_map', args: { market: 'riverside' } }]));
  c.push(S.tool('get_vendor_roster', { market: 'riverside', date: '2024-09-21' }, { vendors: 39, hot_food: 11, craft: 25, new_this_week: ['Mama Lin Dumplings', 'Ferment & Co', 'Tiny Taco Truck'], roster_etag: h.etag() }));
  c.push(S.tool('get_pitch_map', { market: 'riverside' }, mapOut, { i: 1 }));
  c.push(S.llm([{ role: 'user', content: goal }, { role: 'assistant', content: '[tool results]' }], plan, [{ name: 'get_pitch_map', args: { market: 'riverside' } }]));
  h.tick(); c.push(S.tool('get_pitch_map', { market: 'riverside' }, { ...mapOut, fetched_at: h.isoSec() }));
  c.push(S.llm([{ role: 'user', content: goal }, { role: 'assistant', content: plan }, { role: 'user', content: '[tool_result get_pitch_map]' }], plan2, []));
  return { isolates: 'A long placement plan is restated almost word for word after re-fetching an unchanged pitch map, and the run ends without producing the rotation.', goal,
    root: S.agent('night-market-planner', { goal }, { status: 'stopped', reason: 'max_turns_reached' }, c, { turns: 6 }) };
} },
{ n: '02', domain: 'sled dog race checkpoints', style: 'langsmith', build(h) {
  const S = style(h, 'langsmith', 'gpt-4o-2024-08-06');
  const goal = 'Reconcile the Yukon Ridge 300 checkpoint sign-in sheet for Braeburn with the GPS tracker log and flag any musher whose dog count dropped without a dropped-dog form.';
  const think = 'Comparing the two sources: the sign-in sheet lists 23 teams through Braeburn, the tracker shows 24 because bib 17 pinged the checkpoint geofence but never signed in. For the dog counts, bibs 4, 9 and 21 arrive with one fewer dog than they left Carmacks with, so I need the dropped-dog forms for those three bibs before I can flag anyone.';
  const think2 = 'Comparing the two sources: the sign-in sheet lists 23 teams through Braeburn, while the tracker shows 24 because bib 17 pinged the checkpoint geofence but never signed in. For dog counts, bibs 4, 9 and 21 arrive with one fewer dog than they left Carmacks with, so I need the dropped-dog forms for those three bibs before I can flag anyone.';
  const forms = { checkpoint: 'BRAEBURN', forms: [], query_ms: h.ms(), note: 'no dropped-dog forms filed for requested bibs' };
  const c = [];
  c.push(S.llm({ role: 'user', content: goal }, '', [{ name: 'fetch_signin_sheet', args: { checkpoint: 'BRAEBURN', race: 'YR300-2024' } }]));
  c.push(S.tool('fetch_signin_sheet', { checkpoint: 'BRAEBURN', race: 'YR300-2024' }, `bib,musher,in,dogs_in\n4,K. Sorensen,02:14,11\n9,A. Tetlichi,02:51,12\n...\n(23 rows) scanned ${h.slash()}`));
  c.push(S.llm({ role: 'tool', content: '23 rows' }, '', [{ name: 'tracker_log', args: { race: 'YR300-2024', geofence: 'BRAEBURN', since: '2024-02-10T00:00:00-08:00' } }]));
  c.push(S.tool('tracker_log', { race: 'YR300-2024', geofence: 'BRAEBURN' }, { pings: 24, bibs: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24], provider: 'trackleaders', generated: h.epoch() }));
  c.push(S.llm({ role: 'tool', content: '24 pings' }, think, [{ name: 'get_dropped_dog_forms', args: { checkpoint: 'BRAEBURN', bibs: [4, 9, 21] } }]));
  c.push(S.tool('get_dropped_dog_forms', { checkpoint: 'BRAEBURN', bibs: [4, 9, 21] }, forms));
  c.push(S.llm({ role: 'tool', content: JSON.stringify(forms) }, think2, []));
  return { isolates: 'The reconciliation reasoning is repeated near-verbatim after a lookup; the empty form lookup added nothing and the agent never flags or concludes.', goal,
    root: S.sub('chain', 'LangGraph', { messages: [{ role: 'user', content: goal }] }, { error: 'GraphRecursionError: Recursion limit of 8 reached without hitting a stop condition.' }, c, { run_type: 'chain', thread_id: h.uuid() }) };
} },
{ n: '03', domain: 'hot springs bathhouse water chemistry', style: 'vercel', build(h) {
  const S = style(h, 'vercel', 'gpt-4o-mini');
  const goal = 'Check whether pool 3 (the 41°C cedar tub) at Kawayu Onsen can reopen tonight based on today\'s chlorine and Legionella readings.';
  const txt = 'Pool 3 readings: free chlorine 0.38 mg/L at 14:00, below the 0.4 mg/L minimum the prefecture requires for recirculating baths, and the Legionella culture from Monday is still listed as pending. Before I can say it may reopen, a second chlorine reading after the booster dose and the finished culture result are both needed, so I will ask the lab portal for the culture status.';
  const txt2 = 'Pool 3 readings: free chlorine 0.38 mg/L at 14:00, which is below the 0.4 mg/L minimum the prefecture requires for recirculating baths, and the Legionella culture from Monday is still listed as pending. Before I can say it may reopen, a second chlorine reading after the booster dose and the finished culture result are both needed, so I will ask the lab portal for the culture status.';
  const lab = () => ({ sample: 'KW-P3-0916', status: 'PENDING', incubation_day: 3, lab: 'Shirahama Env. Lab', checked_at: h.http() });
  const c = [];
  c.push(S.llm([{ role: 'user', content: goal }], '', [{ name: 'getWaterReadings', args: { pool: 3, date: '2024-09-17' } }]));
  c.push(S.tool('getWaterReadings', { pool: 3, date: '2024-09-17' }, { readings: [{ t: '09:00', free_cl: 0.52, ph: 7.4 }, { t: '14:00', free_cl: 0.38, ph: 7.6 }], unit: 'mg/L', device: 'Palintest-PT' + h.int(1000, 9999) }));
  c.push(S.llm([{ role: 'user', content: goal }, { role: 'tool', content: 'readings' }], txt, [{ name: 'labPortalStatus', args: { sample: 'KW-P3-0916' } }]));
  c.push(S.tool('labPortalStatus', { sample: 'KW-P3-0916' }, lab()));
  c.push(S.llm([{ role: 'user', content: goal }, { role: 'assistant', content: txt }, { role: 'tool', content: 'PENDING' }], txt2, [{ name: 'labPortalStatus', args: { sample: 'KW-P3-0916' } }]));
  return { isolates: 'After the lab portal returns the same PENDING status, the agent restates its whole assessment almost verbatim and is then cut off by the step limit.', goal,
    root: S.agent('ai.generateText', { prompt: goal }, { 'ai.response.finishReason': 'tool-calls', note: 'maxSteps reached' }, c) };
} },
{ n: '04', domain: 'speedcubing competition results', style: 'smolagents', build(h) {
  const S = style(h, 'smolagents', 'Qwen/Qwen2.5-Coder-32B-Instruct');
  const goal = 'Compute the 3x3 round 2 averages (Ao5) for the Lisbon Open and list who advances to the final (top 12).';
  const th = 'Thought: The results CSV has five solve times per competitor with DNF written as -1. For an average of five I drop the best and worst solve and take the mean of the middle three; one DNF counts as the worst solve, two DNFs make the average DNF. I will parse the CSV, compute Ao5 for all 38 competitors and sort ascending to take the top 12.';
  const th2 = 'Thought: The results CSV has five solve times per competitor, with DNF written as -1. For an average of five I drop the best and the worst solve and take the mean of the middle three; one DNF counts as the worst solve, two DNFs make the average DNF. I will parse the CSV, compute Ao5 for all 38 competitors and sort ascending to take the top 12.';
  const code = 'Code:\n```py\nimport csv, io\nrows = list(csv.reader(io.StringIO(results_csv)))\nprint(len(rows))\n```<end_code>';
  const c = [];
  c.push(span('chain', 'Step 1', { step_number: 1 }, null, [S.llm([{ role: 'user', content: goal }], 'Thought: I need the round 2 results first.\nCode:\n```py\nresults_csv = wca_live_export(comp="LisbonOpen2024", event="333", round=2)\nprint(results_csv[:200])\n```<end_code>'),
    S.tool('python_interpreter', { code: 'results_csv = wca_live_export(comp="LisbonOpen2024", event="333", round=2)\nprint(results_csv[:200])' }, `Execution logs:\nname,wca_id,t1,t2,t3,t4,t5\nInês Duarte,2016DUAR02,812,790,-1,845,801\n...\nLast output from code snippet:\nNone`)]));
  c.push(span('chain', 'Step 2', { step_number: 2 }, null, [S.llm([{ role: 'user', content: goal }], th + '\n' + code),
    S.tool('python_interpreter', { code: 'import csv, io\nrows = list(csv.reader(io.StringIO(results_csv)))\nprint(len(rows))' }, 'Execution logs:\n39\nLast output from code snippet:\nNone')]));
  c.push(span('chain', 'Step 3', { step_number: 3 }, null, [S.llm([{ role: 'user', content: goal }], th2 + '\n' + code)]));
  return { isolates: 'A smolagents step repeats its long Ao5 reasoning almost word for word after a trivial row count, and the run is cut off.', goal,
    root: S.agent('CodeAgent.run', { task: goal }, { error: 'AgentMaxStepsError: Reached max steps.' }, c) };
} },
{ n: '05', domain: 'Flutter iOS release build signing', style: 'claude_sdk', build(h) {
  const S = style(h, 'claude_sdk', 'claude-sonnet-4-20250514');
  const goal = 'The Flutter app for the ferry-free "Kelpie Tide Tables" project fails `flutter build ipa` on CI. Find the cause and fix it.';
  const log = `Running Xcode build...\nXcode archive done.                                         ${h.int(40, 90)}.${h.int(0, 9)}s\nerror: exportArchive: No signing certificate "iOS Distribution" found\nError Domain=IDEProvisioningErrorDomain Code=9 "\\"Runner.app\\" requires a provisioning profile."\nEncountered error while creating the IPA:\nerror: exportArchive: "Runner.app" requires a provisioning profile.`;
  const an = 'The archive step succeeds and only exportArchive fails, which means compilation is fine and the problem is code signing at export time. The ExportOptions.plist uses method app-store with signingStyle manual, but the CI keychain only has an Apple Development certificate, so the export cannot find an iOS Distribution identity or a matching provisioning profile for com.kelpie.tides.';
  const an2 = 'The archive step succeeds and only exportArchive fails, which means compilation is fine and the problem is code signing at export time. The ExportOptions.plist uses method app-store with signingStyle manual, but the CI keychain only has an Apple Development certificate, so export cannot find an iOS Distribution identity or a matching provisioning profile for com.kelpie.tides.';
  const c = [];
  c.push(S.llm([{ role: 'user', content: goal }], 'I\'ll look at the latest CI log.', [{ name: 'Bash', args: { command: 'gh run view --log-failed | tail -n 20', description: 'Show failed CI log' } }]));
  c.push(S.tool('Bash', { command: 'gh run view --log-failed | tail -n 20' }, log));
  c.push(S.llm([{ role: 'user', content: '[tool_result]' }], '', [{ name: 'Read', args: { file_path: '/home/runner/work/kelpie/ios/ExportOptions.plist' } }]));
  c.push(S.tool('Read', { file_path: '/home/runner/work/kelpie/ios/ExportOptions.plist' }, '     1\t<?xml version="1.0" encoding="UTF-8"?>\n     2\t<plist version="1.0"><dict>\n     3\t  <key>method</key><string>app-store</string>\n     4\t  <key>signingStyle</key><string>manual</string>\n     5\t  <key>teamID</key><string>7QK2J9XW4P</string>\n     6\t</dict></plist>'));
  c.push(S.llm([{ role: 'user', content: '[tool_result]' }], an, [{ name: 'Bash', args: { command: 'gh run view --log-failed | tail -n 20', description: 'Re-check failure' } }]));
  c.push(S.tool('Bash', { command: 'gh run view --log-failed | tail -n 20' }, log));
  c.push(S.llm([{ role: 'user', content: '[tool_result]' }], an2, []));
  return { isolates: 'The signing diagnosis paragraph is restated near-verbatim after re-reading the identical CI log; no fix is attempted before the session ends.', goal,
    root: S.agent('claude-code session', { prompt: goal }, { subtype: 'error_max_turns', num_turns: 4, total_cost_usd: +(h.r() * 0.3).toFixed(4) }, c) };
} },
{ n: '06', domain: 'bobsled track timing', style: 'autogen', build(h) {
  const S = style(h, 'autogen', 'gpt-4o');
  const goal = 'Work out why heat 2 of the two-man bobsled at the Altenberg track shows a start time 0.04s slower than the video analysis, and propose the correction for the official results.';
  const msg = 'The start time is measured between the photocell at the 15 m mark and the one at 65 m. The video frame count gives 4.87s while the timing system reports 4.91s. The 0.04s gap matches the documented latency of the backup cell on lane B, which the log shows was used in heat 2 because the primary cell was flagged dirty at 10:42. So the correction is to apply the published lane B latency offset.';
  const msg2 = 'The start time is measured between the photocell at the 15 m mark and the one at 65 m. The video frame count gives 4.87s, while the timing system reports 4.91s. The 0.04s gap matches the documented latency of the backup cell on lane B, which the log shows was used in heat 2 because the primary cell was flagged dirty at 10:42. So the correction is to apply the published lane B latency offset.';
  const t = (src, content, children = []) => span('agent', src, { source: 'user' }, { source: src, type: 'TextMessage', content, models_usage: { prompt_tokens: h.int(300, 2000), completion_tokens: h.int(50, 300) } }, children);
  const analyst = style(h, 'autogen', 'gpt-4o');
  const c = [];
  c.push(t('timing_analyst', '', [analyst.llm([{ role: 'user', content: goal }], null, [{ name: 'read_timing_log', args: { heat: 2, event: '2man', track: 'ALT' } }]), analyst.tool('read_timing_log', { heat: 2, event: '2man', track: 'ALT' }, `10:42:07.113 CELL_A_15M STATUS=DIRTY\n10:42:07.114 FAILOVER -> CELL_B_15M\n10:58:31.402 START GER1 4.91\n[log exported ${h.isoSec()} by tsys-${h.hex(4)}]`)]));
  c.push(t('timing_analyst', msg, [analyst.llm([{ role: 'user', content: goal }], msg)]));
  c.push(t('reviewer', 'Before I sign off, can you restate the reasoning for the correction?', [analyst.llm([{ role: 'user', content: msg }], 'Before I sign off, can you restate the reasoning for the correction?')]));
  c.push(t('timing_analyst', msg2, [analyst.llm([{ role: 'user', content: 'restate' }], msg2)]));
  return { isolates: 'In a two-agent chat the analyst\'s long explanation is repeated near-verbatim, nothing new observed, and the group chat hits its turn limit without a correction being issued.', goal,
    root: S.agent('RoundRobinGroupChat', { task: goal }, { stop_reason: 'Maximum number of turns 4 reached.' }, c) };
} },
];
