// Healthy 3: a supervisor hands the same worker different sub-tasks, each answered with new results, then a synthesis.
export const family = 'supervisor_varied_subtasks';
export const loop = false, stagnation = false;
function sup(R, S, worker, goal, tasks, synth) {
  const kids = [];
  for (const [task, tool, args, out, ans] of tasks) {
    kids.push(S.llm([{ role: 'user', content: goal }], `Delegating to ${worker}: ${task}`, [{ name: 'transfer_to_' + worker, args: { task } }]));
    kids.push(S.agent(worker, { task }, [S.llm([{ role: 'user', content: task }], null, [{ name: tool, args }]), S.tool(tool, args, out), S.llm([{ role: 'tool', content: '…' }], ans, [])], ans));
  }
  kids.push(S.llm([{ role: 'user', content: 'synthesise' }], synth, []));
  return S.agent('supervisor', { goal }, kids, synth);
}
export const scenarios = [
{ id: '01', domain: 'glass eel fishery quota reporting', style: 'langsmith', isolates: 'The supervisor sends the data worker three different river catch queries; each returns different tonnages.',
  goal: 'Prepare the monthly glass eel quota report for three estuaries.',
  build: (R, S) => sup(R, S, 'catch_analyst', 'Glass eel quota report', [
    ['Severn catch for March', 'query_catch', { river: 'Severn', month: '2024-03' }, { kg: 412.5, licences: 38 }, 'Severn: 412.5 kg from 38 licences.'],
    ['Parrett catch for March', 'query_catch', { river: 'Parrett', month: '2024-03' }, { kg: 96.2, licences: 11 }, 'Parrett: 96.2 kg from 11 licences.'],
    ['Remaining annual quota', 'query_quota', { year: 2024 }, { quota_kg: 1500, used_kg: 1104.9 }, '395.1 kg quota left.'],
  ], 'March total 508.7 kg; 395.1 kg quota remains for April.') },
{ id: '02', domain: 'linguistics summer school', style: 'oai_agents', isolates: 'One logistics worker handles rooms, then lecturer travel, then bursaries; each answer new.',
  goal: 'Finalise logistics for the two-week linguistics summer school.',
  build: (R, S) => sup(R, S, 'logistics_worker', 'Summer school logistics', [
    ['Book seminar rooms for 6 parallel tracks', 'book_rooms', { tracks: 6, weeks: 2 }, { booked: ['G.01', 'G.02', '1.14', '1.15', '2.07', '2.08'] }, 'Six rooms booked.'],
    ['Lecturer travel from Nijmegen and Leipzig', 'search_trains', { from: ['Nijmegen', 'Leipzig'], date: '2024-07-07' }, { options: [{ from: 'Nijmegen', fare_eur: 89 }, { from: 'Leipzig', fare_eur: 124 }] }, 'Trains €89 and €124.'],
    ['Bursary applicants count', 'count_applications', { type: 'bursary' }, { total: 57, eligible: 41 }, '41 eligible bursary applicants.'],
  ], 'Rooms booked, train fares €213 total, 41 bursaries to fund.') },
{ id: '03', domain: 'ETF index rebalance', style: 'autogen', isolates: 'Supervisor asks the same quant worker for drift, then turnover, then trade list; each reply carries new numbers.',
  goal: 'Prepare the quarterly rebalance of the global dividend ETF.',
  build: (R, S) => sup(R, S, 'quant', 'ETF rebalance', [
    ['Compute weight drift vs index', 'calc_drift', { fund: 'GDIV', asof: '2024-09-20' }, { max_drift_bp: 38, names_over_25bp: 7 }, '7 names drift over 25 bp, max 38 bp.'],
    ['Estimate turnover', 'calc_turnover', { fund: 'GDIV' }, { one_way_turnover_pct: 4.2 }, 'One-way turnover 4.2%.'],
    ['Draft trade list', 'build_trades', { fund: 'GDIV' }, { trades: 112, notional_usd: 18400000 }, '112 trades, $18.4m notional.'],
  ], 'Rebalance: 112 trades, 4.2% turnover, executes at close on 2024-09-20.') },
{ id: '04', domain: 'Little Free Library network', style: 'crewai', isolates: 'Volunteer-coordinator worker answers three distinct questions about boxes, stock and repairs.',
  goal: 'Write the quarterly status update for the neighbourhood Little Free Library network.',
  build: (R, S) => sup(R, S, 'coordinator', 'Quarterly status', [
    ['Which boxes reported empty more than twice?', 'box_reports', { quarter: 'Q3' }, { boxes: ['Elm St', 'Riverside Park'] }, 'Elm St and Riverside Park ran empty.'],
    ['How many donated books are in storage?', 'storage_count', {}, { books: 640, children: 210 }, '640 books in storage, 210 for children.'],
    ['Open repair requests', 'repair_tickets', { status: 'open' }, [{ box: 'Mill Lane', issue: 'door hinge' }], 'Mill Lane door hinge open.'],
  ], 'Restock Elm St and Riverside Park from 640 stored books; fix Mill Lane hinge.') },
{ id: '05', domain: 'NFC mobile wallet transit pass release', style: 'adk', isolates: 'A QA worker gets three different device checks and returns different results.',
  goal: 'Decide go/no-go for releasing the NFC wallet pass update.',
  build: (R, S) => sup(R, S, 'device_qa', 'Go/no-go', [
    ['Tap test on Pixel 8', 'run_tap_test', { device: 'pixel8' }, { taps: 200, failures: 1 }, 'Pixel 8: 1/200 failures.'],
    ['Tap test on iPhone 13', 'run_tap_test', { device: 'iphone13' }, { taps: 200, failures: 0 }, 'iPhone 13: 0/200.'],
    ['Express mode with low battery', 'run_tap_test', { device: 'iphone13', battery: 'power_reserve' }, { taps: 50, failures: 0 }, 'Power reserve works.'],
  ], 'Go: 1 failure in 450 taps overall.') },
{ id: '06', domain: 'restaurant guide inspection schedule', style: 'semantic_kernel', isolates: 'The planner asks one scheduling worker for three different cities in turn.',
  goal: 'Schedule anonymous inspector visits for the autumn guide in Lyon, Porto and Ghent.',
  build: (R, S) => sup(R, S, 'scheduler', 'Inspector visits', [
    ['Lyon, 9 restaurants', 'schedule_city', { city: 'Lyon', n: 9 }, { inspector: 'I-07', dates: '14-18 Oct' }, 'Lyon: I-07, 14-18 Oct.'],
    ['Porto, 6 restaurants', 'schedule_city', { city: 'Porto', n: 6 }, { inspector: 'I-12', dates: '21-23 Oct' }, 'Porto: I-12, 21-23 Oct.'],
    ['Ghent, 5 restaurants', 'schedule_city', { city: 'Ghent', n: 5 }, { inspector: 'I-07', dates: '28-30 Oct' }, 'Ghent: I-07, 28-30 Oct.'],
  ], 'All 20 visits scheduled across two inspectors.') },
];
