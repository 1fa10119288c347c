export const family = 'volatile_only_differences', loop = true;
const rep = (T, n, tool, args, out, say) => Array.from({ length: n }).flatMap((_, i) => [T.llm([], say ? say(i) : null, [{ name: tool, args: typeof args === 'function' ? args(i) : args }]), T.tool(tool, typeof args === 'function' ? args(i) : args, out(i))]);
export default [
 { id: '01', domain: 'camel racing', style: 'otel', stagnation: false, cut: 'max_turns', isolates: 'The race-result feed is re-fetched five times; only the feed timestamp, sequence id and edge host change.',
   goal: 'Publish the official finishing order of race 6 at the Al Marmoom meeting.',
   build(T, N) { return rep(T, 5, 'race_feed', { meeting: 'MARMOOM-0214', race: 6 }, () => ({ race: 6, status: 'UNOFFICIAL', order: ['Hazeem', 'Shaheen', 'Al Wafi'], photo_finish: 'pending', feed_seq: N.int(10000, 99999), generated: N.iso(), served_by: N.host('feed') })); } },
 { id: '02', domain: 'sea salt pans', style: 'crewai', stagnation: true, cut: 'max_iter', isolates: 'Brine density is read repeatedly from the same pan; values equal, only reading id and timestamps differ.',
   goal: 'Decide whether crystallising pan C4 is ready for harvesting fleur de sel.',
   build(T, N) { return [T.sub('Task: harvest readiness', rep(T, 5, 'brine_sensor', { pan: 'C4' }, () => `pan=C4 baume=25.4 temp=27.1C reading=${N.ulid()} at ${N.logts()} probe_uptime=${N.int(1000, 90000)}s`, (i) => `Thought: check the brine density for C4.\nAction: brine_sensor\nAction Input: {"pan": "C4"}`), 'harvest readiness')]; } },
 { id: '03', domain: 'Terraform state lock in Consul', style: 'langsmith', stagnation: false, cut: 'recursion_limit', isolates: 'terraform plan is re-run with only a retry counter changing; the same lock error returns with a different elapsed time and lock query id.',
   goal: 'Run terraform plan for the staging DNS stack and report the diff.',
   build(T, N) { return rep(T, 4, 'terraform', (i) => ({ cmd: 'plan', dir: 'stacks/dns-staging', attempt: i + 1 }), () => `Acquiring state lock. This may take a few moments...\n╷\n│ Error: Error acquiring the state lock\n│ Lock Info:\n│   ID:        3f0c2a91-77d4-1be8-0c3e-5a91d2f0b6aa\n│   Path:      tfstate/dns-staging\n│   Operation: OperationTypeApply\n│   Who:       ci@runner-17\n│   Created:   2025-05-02 09:14:07.338 +0000 UTC\n│ query-id ${N.hex(8)}, elapsed ${N.dur()}\n╵`); } },
 { id: '04', domain: 'slate quarries', style: 'vercel', stagnation: false, cut: 'maxSteps', isolates: 'Blast-permit status is polled but never changes from the same "awaiting inspector" state; only headers and request ids change.',
   goal: 'Schedule Thursday’s face blast at Penrhyn bench 9 once the blast permit is confirmed.',
   build(T, N) { return rep(T, 6, 'permit_status', (i) => ({ permit: 'BP-9-2231', client_ts: N.epochMs() }), () => ({ status: 200, headers: { date: N.http(), 'x-amzn-requestid': N.uuid(), 'x-ratelimit-remaining': String(N.int(10, 99)) }, body: { permit: 'BP-9-2231', state: 'AWAITING_INSPECTOR', last_change: '2025-04-28T07:02:11Z' } })); } },
 { id: '05', domain: 'forensic lab evidence queue', style: 'anthropic', stagnation: false, cut: 'cut off', isolates: 'The evidence queue is listed four times; the exhibits and positions are identical, only the trace id and render time vary.',
   goal: 'Tell the detective when exhibit EX-41 (the glove swab) will be processed for DNA.',
   build(T, N) { return rep(T, 4, 'lims_queue', { bench: 'DNA-2' }, () => `<div class="queue" data-trace="${N.hex(16)}"><tr><td>1</td><td>EX-39</td><td>in extraction</td></tr><tr><td>2</td><td>EX-41</td><td>awaiting</td></tr><!-- rendered in ${N.ms()}ms on ${N.host('lims')} --></div>`); } },
 { id: '06', domain: 'palm oil mill grading', style: 'gemini', stagnation: false, cut: 'turn limit', isolates: 'Fruit-bunch grading results are fetched repeatedly and are the same apart from a batch token, hash and latency.',
   goal: 'Decide whether to reject the afternoon FFB delivery from smallholder group SG-12 based on ripeness grading.',
   build(T, N) { return rep(T, 5, 'grading_result', { delivery: 'DL-SG12-0421' }, () => ({ delivery: 'DL-SG12-0421', ripe_pct: 71.2, unripe_pct: 18.5, empty_bunch_pct: 3.1, decision: null, token: N.b32(12), image_sha256: N.hex(64), latency_ms: N.ms() })); } },
];
