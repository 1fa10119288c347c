// Family: long_step_echo (loop: true, stagnation: true)
// One long reasoning step is restated near-verbatim after nothing new was observed; the run then stops / is cut off.
import { Run, http } from './lib.mjs';

export const scenarios = [
  // 01 fog-harvesting net installations — Anthropic Messages API log
  (id) => {
    const goal = 'Pick the best ridge site for the next 40 m² fog-collector net at the Atlas cooperative and file an install order.';
    const R = new Run(id, 'anthropic', { model: 'claude-3-5-sonnet-20241022', goal, system: 'You plan fog-harvesting net installations for a water cooperative. Use the tools; file one install order.', tools: ['get_site_readings', 'file_install_order'] });
    const n = R.n;
    R.think('I will pull the last 30 days of fog yield readings for the three candidate ridges first.', [{ name: 'get_site_readings', args: { sites: ['R-Tamga', 'R-Ifni-2', 'R-Sidi-3'], days: 30 } }]);
    const readings = { generated_at: n.iso(), station_clock_skew_ms: n.int(-400, 400), sites: [{ id: 'R-Tamga', mean_l_per_m2_day: 6.8, wind_over_12ms_days: 9 }, { id: 'R-Ifni-2', mean_l_per_m2_day: 7.4, wind_over_12ms_days: 14 }, { id: 'R-Sidi-3', mean_l_per_m2_day: 5.1, wind_over_12ms_days: 2 }] };
    R.tool('get_site_readings', { sites: ['R-Tamga', 'R-Ifni-2', 'R-Sidi-3'], days: 30 }, readings);
    const long = 'Comparing the ridges: R-Ifni-2 has the highest yield at 7.4 litres per square metre per day, but fourteen high-wind days would stress a 40 square metre Raschel mesh, so the safer choice is R-Tamga, which yields 6.8 litres with only nine high-wind days; I should confirm the anchor soil report before filing the install order.';
    R.think(long, [{ name: 'get_site_readings', args: { sites: ['R-Tamga'], days: 30, include: ['soil'] } }]);
    R.tool('get_site_readings', { sites: ['R-Tamga'], days: 30, include: ['soil'] }, { generated_at: n.iso(), station_clock_skew_ms: n.int(-400, 400), sites: [{ id: 'R-Tamga', mean_l_per_m2_day: 6.8, wind_over_12ms_days: 9, soil: null }], note: 'soil survey not on file for this site' });
    const again = 'Comparing the ridges: R-Ifni-2 has the highest yield at 7.4 litres per square metre per day, but its fourteen high-wind days would stress a 40 square metre Raschel mesh, so the safer choice is R-Tamga, which yields 6.8 litres with only nine high-wind days; I should confirm the anchor soil report before filing the install order.';
    R.think(again, []);
    return { isolates: 'A 60-word site comparison is restated almost word for word after a tool call that added nothing; the run ends without filing the order.', goal, root: R.root({ stop_reason: 'end_turn', order_filed: false }) };
  },
  // 02 Bazel remote cache misses in a monorepo — plain message-level trace
  (id) => {
    const goal = 'Find out why CI gets 0% Bazel remote cache hits on //services/ledger/... since Tuesday and fix it.';
    const R = new Run(id, 'plain', { model: 'gpt-4o-2024-08-06', goal, system: 'You are a build engineer agent with shell access to the repo checkout.', tools: ['bash', 'read_file'] });
    const n = R.n;
    R.think(null, [{ name: 'bash', args: { cmd: 'bazel build //services/ledger/... --remote_cache=grpcs://cache.build.internal --execution_log_json_file=/tmp/exec1.json 2>&1 | tail -5' } }]);
    R.tool('bash', { cmd: 'bazel build //services/ledger/... --remote_cache=grpcs://cache.build.internal --execution_log_json_file=/tmp/exec1.json 2>&1 | tail -5' }, `INFO: Elapsed time: ${(n.int(2000, 4000) / 10).toFixed(3)}s, Critical Path: ${(n.int(900, 1800) / 10).toFixed(2)}s\nINFO: ${n.int(2100, 2300)} processes: 14 internal, ${n.int(2000, 2200)} linux-sandbox.\nINFO: Build completed successfully, 2281 total actions\nINFO: 0 remote cache hits`);
    R.think(null, [{ name: 'bash', args: { cmd: 'git log --since=last.monday --format="%h %an %s" -- .bazelrc tools/ WORKSPACE MODULE.bazel' } }]);
    R.tool('bash', { cmd: 'git log --since=last.monday --format="%h %an %s" -- .bazelrc tools/ WORKSPACE MODULE.bazel' }, `${n.hex(9)} Priya Raman tools: stamp build info into all java_binary targets\n${n.hex(9)} ci-bot bump rules_jvm_external to 6.1`);
    const long = 'The likely cause is the stamping change: if every java_binary now embeds BUILD_TIMESTAMP through workspace status, the action keys change on every build and nothing downstream of those binaries can ever hit the remote cache, which matches zero hits since Tuesday; I should check whether --stamp is enabled in the CI config in .bazelrc.';
    R.think(long, [{ name: 'read_file', args: { path: '.bazelrc' } }]);
    R.tool('read_file', { path: '.bazelrc' }, 'build --remote_cache=grpcs://cache.build.internal\nbuild --remote_upload_local_results=true\nbuild:ci --config=remote\ntry-import %workspace%/user.bazelrc');
    R.think('The file has no --stamp line, so I need to look at what CI passes on the command line.', [{ name: 'read_file', args: { path: '.bazelrc' } }]);
    R.tool('read_file', { path: '.bazelrc' }, 'build --remote_cache=grpcs://cache.build.internal\nbuild --remote_upload_local_results=true\nbuild:ci --config=remote\ntry-import %workspace%/user.bazelrc');
    R.think('The likely cause is the stamping change: if every java_binary now embeds BUILD_TIMESTAMP via workspace status, the action keys change on every build and nothing downstream of those binaries can ever hit the remote cache, which matches zero hits since Tuesday; I should check whether --stamp is enabled in the CI config in .bazelrc.', []);
    return { isolates: 'A long hypothesis about stamping breaking cache keys is repeated nearly verbatim after re-reading the same unchanged file; the run is cut off.', goal, root: R.root(null, { error: 'max_turns reached (6)' }) };
  },
  // 03 wind tunnel test slot booking — LangSmith / LangGraph
  (id) => {
    const goal = 'Book a 4-hour slot in the low-speed wind tunnel for the cyclist-helmet drag series before 30 May, avoiding the smoke-visualisation maintenance window.';
    const R = new Run(id, 'langsmith', { model: 'gpt-4o-mini', goal, system: 'You book test slots at the university aerodynamics lab.', tools: ['list_tunnel_slots', 'get_maintenance_calendar', 'book_slot'] });
    const n = R.n;
    R.think('', [{ name: 'list_tunnel_slots', args: { tunnel: 'LST-2', before: '2025-05-30', min_hours: 4 } }]);
    R.tool('list_tunnel_slots', { tunnel: 'LST-2', before: '2025-05-30', min_hours: 4 }, JSON.stringify({ fetched: n.isoOffset(2), slots: [{ id: 'S-2291', start: '2025-05-20T08:00', hours: 4 }, { id: 'S-2307', start: '2025-05-27T13:00', hours: 5 }] }));
    R.think('', [{ name: 'get_maintenance_calendar', args: { tunnel: 'LST-2', month: '2025-05' } }]);
    R.tool('get_maintenance_calendar', { tunnel: 'LST-2', month: '2025-05' }, JSON.stringify({ windows: [{ system: 'smoke-rake', from: '2025-05-19', to: '2025-05-21', status: 'tentative' }], cal_etag: n.etag() }));
    const long = 'Slot S-2291 on 20 May overlaps the tentative smoke-rake maintenance window from 19 to 21 May, so unless the window is cancelled the only safe option is S-2307 on 27 May at 13:00 for five hours, which still fits the four-hour drag series and the 30 May deadline; I will confirm the window status before booking.';
    R.think(long, [{ name: 'get_maintenance_calendar', args: { tunnel: 'LST-2', month: '2025-05' } }]);
    R.tool('get_maintenance_calendar', { tunnel: 'LST-2', month: '2025-05' }, JSON.stringify({ windows: [{ system: 'smoke-rake', from: '2025-05-19', to: '2025-05-21', status: 'tentative' }], cal_etag: n.etag() }));
    R.think('Slot S-2291 on 20 May overlaps the tentative smoke-rake maintenance window from 19 to 21 May, so unless that window is cancelled the only safe option is S-2307 on 27 May at 13:00 for five hours, which still fits the four-hour drag series and the 30 May deadline; I will confirm the window status before booking.', []);
    return { isolates: 'The same 60-word slot analysis appears twice around a calendar read that returns the same window (only the etag differs); nothing gets booked.', goal, root: R.root({ messages: [{ type: 'ai', content: 'recursion limit hit' }] }, { error: 'GraphRecursionError: Recursion limit of 6 reached without hitting a stop condition.' }) };
  },
  // 04 yurt rental cancellations — CrewAI
  (id) => {
    const goal = 'Process the cancellation request for yurt booking YB-5521 (guest cites a storm warning) according to the weather-cancellation policy.';
    const R = new Run(id, 'crewai', { model: 'gpt-4o', goal, system: 'You are the Reservations Officer of a yurt glamping site. Apply policy exactly.', agent: 'Reservations Officer', tools: ['lookup_booking', 'met_warning_lookup', 'issue_refund'] });
    const n = R.n;
    R.open('agent', 'Task: handle cancellation YB-5521', { agent: 'Reservations Officer', expected_output: 'refund decision and action' }, { 'crewai.task.id': n.uuid() });
    R.think('I need the booking details first.', [{ name: 'lookup_booking', args: { ref: 'YB-5521' } }]);
    R.tool('lookup_booking', { ref: 'YB-5521' }, `Booking YB-5521 | Yurt "Juniper" | arrive 2025-06-12 | 3 nights | paid £465.00 | policy WX-2 | created ${n.euDate()}`);
    R.think('Policy WX-2 depends on an official warning; let me check the Met Office warnings for the arrival date.', [{ name: 'met_warning_lookup', args: { region: 'Snowdonia', date: '2025-06-12' } }]);
    R.tool('met_warning_lookup', { region: 'Snowdonia', date: '2025-06-12' }, { issued: n.iso(), warnings: [{ level: 'yellow', type: 'wind', valid_from: '2025-06-12T06:00Z', valid_to: '2025-06-12T21:00Z' }], feed_seq: n.count() });
    const long = 'Under policy WX-2 a full refund applies only for an amber or red warning covering the arrival day, while a yellow wind warning entitles the guest to a free date change or a fifty percent refund, so for YB-5521 I should offer the date change first and only refund £232.50 if the guest declines.';
    R.think(long, [{ name: 'met_warning_lookup', args: { region: 'Snowdonia', date: '2025-06-12' } }]);
    R.tool('met_warning_lookup', { region: 'Snowdonia', date: '2025-06-12' }, { issued: n.tick(60000).iso(), warnings: [{ level: 'yellow', type: 'wind', valid_from: '2025-06-12T06:00Z', valid_to: '2025-06-12T21:00Z' }], feed_seq: n.count() });
    R.think('Under policy WX-2 a full refund applies only for an amber or red warning covering the arrival day, while a yellow wind warning entitles the guest to a free date change or a 50% refund, so for YB-5521 I should offer the date change first and only refund £232.50 if the guest declines.', []);
    R.close('Agent stopped due to iteration limit or time limit.');
    return { isolates: 'A policy conclusion of about 55 words is stated, the same warning is fetched again with only feed counters changed, and the conclusion is restated near-verbatim; no action taken.', goal, root: R.root('Agent stopped due to iteration limit or time limit.') };
  },
  // 05 tidal turbine blade inspection reports — Gemini function calling
  (id) => {
    const goal = 'Draft the quarterly inspection summary for tidal turbine T3 at the Strangford array, flagging any blade with leading-edge erosion above grade 2.';
    const R = new Run(id, 'gemini', { model: 'gemini-1.5-pro-002', goal, system: 'You summarise ROV inspection data for a tidal energy operator.', tools: ['get_rov_inspection', 'get_blade_history'] });
    const n = R.n;
    R.think('', [{ name: 'get_rov_inspection', args: { turbine: 'T3', quarter: '2025Q1' } }]);
    R.tool('get_rov_inspection', { turbine: 'T3', quarter: '2025Q1' }, { dive: `ROV-${n.int(300, 399)}`, surveyed_utc: n.compact(), blades: [{ blade: 'A', erosion_grade: 1, biofouling_pct: 12 }, { blade: 'B', erosion_grade: 3, biofouling_pct: 9 }, { blade: 'C', erosion_grade: 2, biofouling_pct: 22 }], video: `s3://rov-footage/${n.uuid()}.mp4` });
    R.think('', [{ name: 'get_blade_history', args: { turbine: 'T3', blade: 'B' } }]);
    R.tool('get_blade_history', { turbine: 'T3', blade: 'B' }, { turbine: 'T3', blade: 'B', history: [{ quarter: '2024Q3', erosion_grade: 2 }, { quarter: '2024Q4', erosion_grade: 2 }], query_ms: n.ms() });
    const long = 'Blade B on turbine T3 has progressed from erosion grade 2 in the two previous quarters to grade 3 this quarter, which exceeds the threshold and should be flagged for leading-edge protection repair at the next slack-water window, while blade C is at grade 2 with 22 percent biofouling and only needs cleaning; I still need the blade C history to be sure it is stable.';
    R.think(long, [{ name: 'get_blade_history', args: { turbine: 'T3', blade: 'B' } }]);
    R.tool('get_blade_history', { turbine: 'T3', blade: 'B' }, { turbine: 'T3', blade: 'B', history: [{ quarter: '2024Q3', erosion_grade: 2 }, { quarter: '2024Q4', erosion_grade: 2 }], query_ms: n.ms() });
    R.think('Blade B on turbine T3 has progressed from erosion grade 2 in the two previous quarters to grade 3 this quarter, which exceeds the threshold and should be flagged for leading-edge protection repair at the next slack-water window, while blade C is at grade 2 with 22% biofouling and only needs cleaning; I still need the blade C history to be sure it is stable.', []);
    return { isolates: 'The model says it needs blade C history, fetches blade B history again (identical apart from query time), and repeats its 65-word assessment almost verbatim; the session ends without a summary.', goal, root: R.root({ finishReason: 'MAX_TURNS', summary: null }) };
  },
  // 06 entomology collection specimen loans — Agno (phidata) agent, not in the named list
  (id) => {
    const goal = 'Approve or decline the outgoing loan request LR-0871 for 14 paratype beetle specimens to the Leiden natural history museum.';
    const R = new Run(id, 'agno', { model: 'gpt-4.1', goal, system: 'You are the collections-loan assistant for a university entomology collection.', agent: 'loan-desk', tools: ['get_loan_request', 'get_specimen_status', 'check_borrower_record'] });
    const n = R.n;
    R.think('Fetching the loan request.', [{ name: 'get_loan_request', args: { id: 'LR-0871' } }]);
    R.tool('get_loan_request', { id: 'LR-0871' }, { id: 'LR-0871', borrower: 'Naturalis Leiden', specimens: 14, type_status: 'paratype', duration_months: 12, received: n.usDate() });
    R.think('', [{ name: 'check_borrower_record', args: { institution: 'Naturalis Leiden' } }, { name: 'get_specimen_status', args: { lot: 'COL-PT-2231', fields: ['condition', 'on_loan'] } }]);
    R.tool('check_borrower_record', { institution: 'Naturalis Leiden' }, { institution: 'Naturalis Leiden', open_loans: 1, overdue: 0, last_return: '2024-11-02' });
    R.tool('get_specimen_status', { lot: 'COL-PT-2231', fields: ['condition', 'on_loan'] }, { lot: 'COL-PT-2231', condition: 'pinned, 2 with detached antennae in vials', on_loan: false, checked_by: 'rb', row_version: n.int(1000, 9999) });
    const long = 'The borrower has one open loan and nothing overdue, the 14 paratypes are in the collection, and two of them have detached antennae stored in vials, so the loan can be approved on condition that those two travel with their vials in a separate unit tray and the courier is hand-carry only, as the policy requires for type material.';
    R.think(long, [{ name: 'get_specimen_status', args: { lot: 'COL-PT-2231', fields: ['condition', 'on_loan'] } }]);
    R.tool('get_specimen_status', { lot: 'COL-PT-2231', fields: ['condition', 'on_loan'] }, { lot: 'COL-PT-2231', condition: 'pinned, 2 with detached antennae in vials', on_loan: false, checked_by: 'rb', row_version: n.int(1000, 9999) });
    R.think('The borrower has one open loan and nothing overdue, the 14 paratypes are in the collection, and two of them have detached antennae stored in vials, so the loan can be approved on condition that those two travel with their vials in a separate unit tray and the courier is hand-carry only, as policy requires for type material.', []);
    return { isolates: 'A complete 60-word approval rationale is restated nearly word for word after re-reading an unchanged specimen record; the decision is never recorded.', goal, root: R.root({ content: null, status: 'RUNNING', note: 'run cancelled by supervisor timeout' }) };
  },
];
