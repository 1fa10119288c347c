import { u } from './lib.mjs';
export const family = { name: 'status_polling_until_done', loop: false, stagnation: false, what: 'Polls a job until its status changes (queued..running..done), noise in every answer, then uses the result.' };
const seq = (B, N, tool, args, states, mk) => states.map(s => B.tool(tool, args, mk(s)));
export const scenarios = [
{ n: '01', domain: 'wetsuit repair seam-tape curing oven', style: 'otel-genai', goal: 'Tell the customer when their wetsuit seam repair (job WR-221) is ready.',
  isolates: 'Oven job goes queued, curing, curing, cooling, done with new timestamps; agent then messages the customer.',
  build(N, B) { const ch = [B.llm([u(this.goal)], null, [{ name: 'oven_job_status', args: { job: 'WR-221' } }])];
    ch.push(...seq(B, N, 'oven_job_status', { job: 'WR-221' }, ['queued', 'curing', 'curing', 'cooling', 'done'], s => ({ job: 'WR-221', state: s, oven_temp_c: s === 'curing' ? N.int(118, 122) : N.int(20, 60), updated: N.isoNoMs(), seq: N.int(1000, 9999) })));
    ch.push(B.llm([u(this.goal)], 'The seam repair is done and cooled. Messaging the customer.', [{ name: 'sms_customer', args: { job: 'WR-221', text: 'Your wetsuit is ready for pickup.' } }]));
    ch.push(B.tool('sms_customer', {}, { status: 'sent', sid: 'SM' + N.hex(32) }));
    ch.push(B.llm([u(this.goal)], 'Customer notified: wetsuit WR-221 ready for pickup.', []));
    return B.agent('repair_desk', this.goal, 'Customer notified.', ch); } },
{ n: '02', domain: 'Gradle remote build cache warm-up for a seed-catalogue app', style: 'langsmith', goal: 'Trigger the CI cache warm-up build and report the cache hit rate.',
  isolates: 'CI pipeline polled: pending, running x3 with growing progress, success; then the hit rate is read and reported.',
  build(N, B) { const ch = [B.llm([u(this.goal)], null, [{ name: 'trigger_pipeline', args: { ref: 'main', job: 'cache-warmup' } }]), B.tool('trigger_pipeline', {}, { id: 88123, web_url: 'https://ci.example/p/88123' })];
    for (const [s, p] of [['pending', 0], ['running', 22], ['running', 61], ['running', 93], ['success', 100]]) { ch.push(B.llm([u(this.goal)], s === 'pending' ? 'Pipeline created; polling.' : null, [{ name: 'get_pipeline', args: { id: 88123 } }])); ch.push(B.tool('get_pipeline', { id: 88123 }, JSON.stringify({ id: 88123, status: s, progress: p, runner: N.pod('gradle-runner'), updated_at: N.iso() }))); }
    ch.push(B.tool('get_build_scan', { id: 88123 }, { cache: { hits: 1834, misses: 212, hit_rate: 0.896 }, scan: 'https://scans.example/s/' + N.b62(13) }));
    ch.push(B.llm([u(this.goal)], 'Warm-up finished: remote cache hit rate 89.6% (1834 hits / 212 misses).', []));
    return B.agent('ci_helper', { goal: this.goal }, { answer: '89.6%' }, ch); } },
{ n: '03', domain: 'ice fishing shanty rental ice-thickness survey', style: 'gemini', goal: 'Open shanty bookings for this weekend once the drone ice survey of Lake Maren is processed.',
  isolates: 'Survey processing job: UPLOADING, PROCESSING, PROCESSING, COMPLETE; min thickness then used to open bookings.',
  build(N, B) { const ch = [B.llm([u(this.goal)], null, [{ name: 'survey_status', args: { survey: 'maren-w48' } }])];
    ch.push(...seq(B, N, 'survey_status', { survey: 'maren-w48' }, ['UPLOADING', 'PROCESSING', 'PROCESSING', 'COMPLETE'], s => ({ state: s, tiles_done: s === 'COMPLETE' ? 412 : N.int(0, 400), eta_s: s === 'COMPLETE' ? 0 : N.int(30, 600), as_of: N.http() })));
    ch.push(B.tool('survey_result', { survey: 'maren-w48' }, { min_thickness_cm: 24, mean_cm: 31, unsafe_zones: ['inlet NE'] }));
    ch.push(B.llm([u(this.goal)], 'Minimum ice 24 cm (above the 20 cm rule), excluding the NE inlet. Opening bookings.', [{ name: 'open_bookings', args: { weekend: 'w48', exclude: ['inlet NE'] } }]));
    ch.push(B.tool('open_bookings', {}, { opened: 18 }));
    return B.agent('shanty_ops', this.goal, 'Bookings open for 18 shanties.', ch); } },
{ n: '04', domain: 'parade float builder hydraulic test', style: 'crewai', goal: 'Confirm the dragon float\'s neck hydraulics pass the bench test before painting.',
  isolates: 'Bench test status moves through queued, pressurising, cycle 1/3..3/3, passed; the agent then releases the float to painting.',
  build(N, B) { const ch = [];
    for (const s of ['queued', 'pressurising', 'cycle 1/3', 'cycle 2/3', 'cycle 3/3', 'passed']) { ch.push(B.llm([u(this.goal)], `Thought: test state is not final yet, checking again.`, [{ name: 'bench_test_status', args: { rig: 'HYD-2', float: 'dragon' } }])); ch.push(B.tool('bench_test_status', {}, `rig HYD-2 | ${s} | psi=${N.int(0, 2900)} | ${N.logts()} | log ${N.tmp('.log')}`)); }
    ch.push(B.llm([u(this.goal)], 'Thought: The test passed all three cycles.\nFinal Answer: Hydraulics passed; released to painting.', []));
    return B.agent('Workshop Foreman', this.goal, 'Hydraulics passed; released to painting.', ch); } },
{ n: '05', domain: 'fog harvesting net lab water test', style: 'openai-agents', goal: 'Report whether the collected fog water from the Atacama test nets is drinkable.',
  isolates: 'Lab order polled received, in_analysis, in_analysis, reported; the agent then summarises the potability result.',
  build(N, B) { const ch = [B.llm([u(this.goal)], null, [{ name: 'lab_order_status', args: { order: 'LAB-7713' } }])];
    ch.push(...seq(B, N, 'lab_order_status', {}, ['received', 'in_analysis', 'in_analysis', 'reported'], s => ({ order: 'LAB-7713', status: s, analyst: s === 'received' ? null : 'cperez', ts: N.isoOffset(-3) })));
    ch.push(B.tool('lab_report', { order: 'LAB-7713' }, { e_coli_cfu: 0, turbidity_ntu: 0.4, arsenic_ug_l: 3, verdict: 'potable' }));
    ch.push(B.llm([u(this.goal)], 'The fog water is potable: no E. coli, turbidity 0.4 NTU, arsenic 3 µg/L (below 10).', []));
    return B.agent('FieldStation', this.goal, 'potable', ch); } },
{ n: '06', domain: 'crossbow range target-system firmware rollout', style: 'agno', goal: 'Roll out firmware 2.4 to the lane scoring units and confirm they report it.',
  isolates: 'Rollout progress polled with growing counts (0/12, 5/12, 11/12, 12/12) then verified.',
  build(N, B) { const ch = [B.llm([u(this.goal)], null, [{ name: 'start_rollout', args: { version: '2.4.0', group: 'lanes' } }]), B.tool('start_rollout', {}, { rollout: N.uuid() })];
    for (const d of [0, 5, 11, 12]) { ch.push(B.llm([u(this.goal)], null, [{ name: 'rollout_status', args: {} }])); ch.push(B.tool('rollout_status', {}, { done: d, total: 12, state: d === 12 ? 'complete' : 'in_progress', checked: N.euDate() })); }
    ch.push(B.llm([u(this.goal)], 'All 12 lane units report firmware 2.4.0.', []));
    return B.agent('range_ops', this.goal, 'All 12 lane units on 2.4.0.', ch); } },
];
