// Family: noise_only_repeats — same call again and again, answers equal apart from volatile values, never acted on.
import { sp, styler } from './lib.mjs';

export const family = 'noise_only_repeats';
export const loop = true;
export const stagnation = false;

export const rows = [
  {
    id: '01', domain: 'soapstone carving commissions (payment gateway)', style: 'otel',
    isolates: 'Five identical payment-status polls return "requires_action" with only request ids, HTTP dates, cf-ray, server-timing and idempotency replay counters changing; the agent never tells the customer to finish 3-D Secure.',
    goal: 'Confirm the deposit payment for the soapstone loon carving commission (invoice SC-1193) and schedule the carving start date.',
    build(n, goal) {
      const S = styler(n, 'otel', { model: 'gpt-4o-mini', goal });
      const kids = [];
      for (let i = 0; i < 5; i++) {
        kids.push(S.llm('', [['get_payment_status', { invoice: 'SC-1193' }]]));
        kids.push(S.tool('get_payment_status', undefined, { http_status: 200, headers: { date: n.http(), 'request-id': n.reqId('req_'), 'cf-ray': `${n.hex(16)}-${n.pick(['AMS', 'LHR', 'FRA', 'CDG'])}`, 'server-timing': `db;dur=${n.msNum(3, 40)}, app;dur=${n.msNum(10, 90)}`, 'idempotent-replayed': String(i > 0) }, body: { id: 'pi_3P' + 'Xq81Lk2aSoap', status: 'requires_action', amount: 45000, currency: 'cad', next_action: { type: 'use_stripe_sdk' }, last_checked: n.epoch() } }));
      }
      return sp('agent', 'invoke_agent commissions_desk', { input: goal }, null, kids, { error: 'max_iterations_exceeded', metadata: { 'gen_ai.agent.name': 'commissions_desk', 'gen_ai.operation.name': 'invoke_agent' } });
    },
  },
  {
    id: '02', domain: 'sushi conveyor restaurant belt controller', style: 'adk',
    isolates: 'Gemini function calling: the agent reads the belt controller status six times with an attempt counter; the status is the same fault each time, only the PLC scan counter, heartbeat timestamp and attempt vary.',
    goal: 'Restart the sushi conveyor belt on lane 2 after the lunch-rush jam and confirm plates are moving.',
    build(n, goal) {
      const S = styler(n, 'adk', { model: 'gemini-1.5-pro-002', goal });
      const kids = [];
      let scan = n.int(100000, 900000);
      for (let i = 1; i <= 6; i++) {
        kids.push(S.llm('', [['get_belt_status', { lane: 2, attempt: i }]]));
        scan += n.int(400, 3000);
        kids.push(S.tool('get_belt_status', undefined, { lane: 2, motor: 'STOPPED', fault: 'F17 overload trip - reset required at panel', speed_mm_s: 0, plc_scan: scan, heartbeat: n.clockOnly(), attempt: i }));
      }
      const agent = sp('agent', 'invoke_agent belt_ops', { user_content: goal }, null, kids, { metadata: { 'gen_ai.agent.name': 'belt_ops' } });
      return sp('agent', 'invocation', { app_name: 'kaiten_ops' }, null, [agent], { error: 'Max LLM calls (6) exceeded', metadata: { 'gcp.vertex.agent.session_id': n.uuid() } });
    },
  },
  {
    id: '03', domain: 'rubber stamp makers laser engraver queue', style: 'openinference',
    isolates: 'The engraver job-status tool returns the same "queued, position 3" state four times, varying only job trace ids, sha of the spool file path and the sampled_at spelling.',
    goal: 'Check that the custom notary stamp (order RS-6620) has been laser-engraved and book courier collection.',
    build(n, goal) {
      const S = styler(n, 'openinference', { model: 'gpt-4o', goal });
      const kids = [];
      const stamps = [() => n.iso(), () => n.syslog(), () => String(n.epochMs()), () => n.euro()];
      for (let i = 0; i < 4; i++) {
        kids.push(S.llm('', [['engraver_job_status', { order: 'RS-6620' }]]));
        kids.push(S.tool('engraver_job_status', undefined, `job=RS-6620 state=QUEUED position=3 machine=trotec-speedy-2 spool=/var/spool/laser/${n.hex(12)}.job trace=${n.hex(16)} sampled_at=${stamps[i]()}`));
      }
      return sp('agent', 'stamp_shop_agent', { 'input.value': goal }, null, kids, { error: 'recursion limit', metadata: { 'openinference.span.kind': 'AGENT' } });
    },
  },
  {
    id: '04', domain: 'hedge laying competition entries', style: 'oai_agents',
    isolates: 'The agent keeps re-running the same entry-list export; each answer has the same five entrants, only the export id, generated-at timestamp and ETag change, and it never produces the judging sheet.',
    goal: 'Produce the judging sheet for the Midland-style hedge laying class at the county match: entrants, plot numbers and judge allocations.',
    build(n, goal) {
      const S = styler(n, 'oai_agents', { model: 'gpt-4.1-mini', goal });
      const kids = [];
      for (let i = 0; i < 5; i++) {
        kids.push(S.llm('', [['export_entries', { class: 'midland-style', event: 'county-match-2024' }]]));
        kids.push(S.tool('export_entries', undefined, { export_id: 'exp_' + n.b62(10), generated_at: n.isoOff(1), etag: n.etag(true), entrants: [{ name: 'T. Brackley', plot: 4 }, { name: 'M. Oduya', plot: 7 }, { name: 'S. Pennington', plot: 9 }, { name: 'R. Lacey', plot: 12 }, { name: 'A. Fairweather', plot: 15 }] }));
      }
      return sp('agent', 'Show Secretary', { input: goal }, null, kids, { error: 'MaxTurnsExceeded: Max turns (10) exceeded', metadata: { span_data: { type: 'agent', name: 'Show Secretary', tools: ['export_entries', 'write_sheet'] } } });
    },
  },
  {
    id: '05', domain: 'eyebrow threading salons booking sync', style: 'llamaindex',
    isolates: 'LlamaIndex agent polls the same sync job four times; each result reports the same 3 conflicting bookings with new job run ids, durations and log paths, and the conflicts are never resolved.',
    goal: 'Sync tomorrow\'s eyebrow threading bookings from the kiosk app to the central calendar and resolve any double bookings.',
    build(n, goal) {
      const S = styler(n, 'llamaindex', { model: 'gpt-4o-mini', goal });
      const kids = [];
      for (let i = 0; i < 4; i++) {
        kids.push(S.llm('', [['run_booking_sync', { branch: 'all', date: 'tomorrow' }]]));
        kids.push(S.tool('run_booking_sync', undefined, `sync run ${n.uuid()} finished in ${n.secs(1, 4)}\nimported: 0  skipped: 41  conflicts: 3\n  - Leeds Kirkgate 10:15 (Ayesha / walk-in)\n  - Leeds Kirkgate 13:30 (Priya / online)\n  - Bradford 09:45 (Sana / online)\nlog: /var/log/salon-sync/${n.compact()}-${n.hex(6)}.log`));
      }
      return sp('agent', 'FunctionAgent.run', { user_msg: goal }, { response: null }, kids, { error: 'WorkflowTimeoutError: Operation timed out after 60.0 seconds', metadata: { workflow: 'AgentWorkflow' } });
    },
  },
  {
    id: '06', domain: 'golf club caddie allocation', style: 'plain',
    isolates: 'Plain message-level trace: the same availability endpoint is called five times with only a client `ts` parameter changing; replies are identical except replica hostname, generated timestamp and rate-limit remaining.',
    goal: 'Allocate caddies to the four Saturday-morning tee times for the club medal, one caddie per group.',
    build(n, goal) {
      const S = styler(n, 'plain', { model: 'gpt-4o', goal });
      const kids = [];
      let rem = n.int(500, 900);
      for (let i = 0; i < 5; i++) {
        const ts = n.epoch();
        kids.push(S.llm('', [['caddie_availability', { date: '2024-09-07', session: 'AM', ts }]]));
        rem -= 1;
        kids.push(S.tool('caddie_availability', undefined, JSON.stringify({ served_by: n.host('caddie-api'), generated: n.dayStamp(), ratelimit: { remaining: rem, reset_s: n.int(10, 59) }, available: ['Declan', 'Moira', 'Sunil', 'Hattie'], tee_times: ['07:40', '07:50', '08:00', '08:10'] })));
      }
      return sp('agent', 'run', { goal }, null, kids, { error: 'stopped: step budget exhausted' });
    },
  },
];
