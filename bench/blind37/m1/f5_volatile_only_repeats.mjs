// Family 5: the same call again and again; answers differ only in volatile values.
import { style } from './lib.mjs';
export const FAMILY = 'volatile_only_repeats';

export const rows = [
  {
    id: '01', domain: 'water tower inspections', style: 'OpenTelemetry GenAI semantic conventions',
    isolates: 'GenAI-semconv spans of an agent polling a drone-inspection report job five times; every answer is QUEUED at position 3 and differs only in request id, replica host and timestamps.',
    goal: 'Get the coating-corrosion findings from last night\'s drone inspection of the Hillcrest elevated water tower and open a repair ticket if needed.',
    build(N) {
      const S = style('otel', N, { model: 'gpt-4.1', system: 'You are the asset-inspection assistant of a water utility.', user: this.goal });
      const k = [];
      for (let i = 0; i < 5; i++) {
        k.push(...S.turn({ calls: [['get_inspection_report', { asset_id: 'WT-HILLCREST-02', flight_id: 'FL-20250618-2' }]] }, [{ job_id: 'rpt-7f21c0', state: 'QUEUED', queue_position: 3, submitted_at: '2025-06-18T22:41:07Z', checked_at: N.isoSec(), request_id: N.uuid(), served_by: N.host('inspect-api'), x_trace: N.traceparent() }]));
        N.tick(N.int(15000, 40000));
      }
      return S.root('invoke_agent inspection-assistant', k, { status: 'cancelled', reason: 'wall-clock budget 120s exhausted' }, { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'inspection-assistant', 'gen_ai.agent.id': N.uuid() });
    },
  },
  {
    id: '02', domain: 'tarot deck printer', style: 'Google ADK',
    isolates: 'A Google ADK agent calls check_proof_status with the same order id five times; each tool response says awaiting prepress with a new etag, trace id and HTTP date.',
    goal: 'Approve the print proof for the 78-card "Salt & Ember" tarot deck (order TD-3317) as soon as prepress has added the gold-foil layer.',
    build(N) {
      const S = style('adk', N, { model: 'gemini-2.0-flash', system: 'You are the print-production assistant of a card and tarot deck printer.', user: this.goal });
      const k = [];
      for (let i = 0; i < 5; i++) {
        k.push(...S.turn({ calls: [['check_proof_status', { order_id: 'TD-3317' }]] }, [`HTTP/1.1 200 OK\nDate: ${N.httpDate()}\nETag: ${N.etag()}\nX-Cloud-Trace-Context: ${N.hex(32)}/${N.digits(19)};o=1\nContent-Type: application/json\n\n{"order":"TD-3317","proof_stage":"awaiting_prepress","layers":["CMYK","spot_white"],"foil_layer":null,"operator":"unassigned"}`]));
        N.tick(N.int(8000, 30000));
      }
      return S.root('invocation', [{ type: 'agent', name: 'agent_run [print_production]', input: { new_message: this.goal }, output: null, children: k }], null, { 'gcp.vertex.agent.invocation_id': S.inv, app_name: 'printshop', user_id: 'u-ops-4' });
    },
  },
  {
    id: '03', domain: 'flight simulator centre', style: 'W&B Weave calls',
    isolates: 'Weave calls of a booking agent asking the full-flight-simulator availability endpoint the same question five times, arguments differing only in client_ts, answers identical except Date, request id and the rate-limit counter.',
    goal: 'Find a 4-hour A320 full-flight-simulator slot next Tuesday for a type-rating check ride and hold it.',
    build(N) {
      const S = style('weave', N, { model: 'gpt-4o-mini', system: 'You book training devices at a flight simulator centre.', user: this.goal, project: 'simops/booking-agent' });
      const k = [];
      let rl = 60;
      for (let i = 0; i < 5; i++) {
        rl -= N.int(1, 3);
        k.push(...S.turn({ calls: [['sim_availability', { device: 'A320-FFS-2', date: '2025-09-16', min_block_h: 4, client_ts: N.epochMs() }]] }, [{ status: 200, headers: { date: N.httpDate(), 'x-request-id': N.reqId('sim'), 'x-ratelimit-remaining': String(rl), 'x-ratelimit-reset': String(N.epoch() + 60) }, body: { device: 'A320-FFS-2', date: '2025-09-16', blocks: [{ from: '02:00', to: '06:00', status: 'maintenance' }, { from: '06:00', to: '22:00', status: 'booked' }], free_blocks: [] } }]));
        N.tick(N.int(5000, 12000));
      }
      return S.root('BookingAgent.run', k, null, { op_name: 'weave:///simops/booking-agent/op/BookingAgent.run:' + N.b62(40), status: 'running (abandoned)' });
    },
  },
  {
    id: '04', domain: 'holography studio', style: 'AgentOps session',
    isolates: 'An AgentOps session polls the same hologram render job six times; each reply is RUNNING at stage "fringe-calc 2/5" with a new heartbeat, worker node and log path.',
    goal: 'When the master hologram render for the museum commission (job HR-884) finishes, send the fringe file to the laser writer queue.',
    build(N) {
      const S = style('agentops', N, { model: 'gpt-4o', system: 'You coordinate production jobs in a holography studio.', user: this.goal });
      const k = [];
      for (let i = 0; i < 6; i++) {
        const node = N.pick(['gpu-holo-01', 'gpu-holo-03', 'gpu-holo-04']);
        k.push(...S.turn({ calls: [['render_job_status', { job: 'HR-884' }]] }, [`job HR-884 RUNNING stage=fringe-calc(2/5) node=${node} pid=${N.pid()} heartbeat=${N.syslog()} log=/var/log/holo/${node}/HR-884.${N.hex(6)}.log mem=${N.int(40, 44)}.${N.int(0, 9)}GiB`]));
        N.tick(N.int(20000, 60000));
      }
      return S.root('agentops.session', k, { end_state: 'Indeterminate', end_state_reason: 'session not ended' }, { session_id: S.sid, tags: ['holography', 'render'] });
    },
  },
  {
    id: '05', domain: 'gong makers (export shipping)', style: 'Amazon Bedrock Agents trace',
    isolates: 'Bedrock Agents orchestration trace with five identical shipment-tracking action-group calls; every output says held at Rotterdam customs, differing only in event ids and query timestamps.',
    goal: 'Tell the orchestra in Oslo when their 80 cm tam-tam gong will arrive, and pay any customs duty that is due.',
    build(N) {
      const S = style('bedrock', N, { model: 'anthropic.claude-3-5-sonnet-20240620-v1:0', system: 'You are the export desk agent of a gong workshop.', user: this.goal });
      const k = [];
      const texts = ['I need the current tracking status for the gong shipment.', 'Checking the carrier status for shipment GX-40218.', 'Let me query tracking for GX-40218.', 'Querying the carrier for GX-40218 status.', 'Retrieving tracking for GX-40218.'];
      for (let i = 0; i < 5; i++) {
        k.push(...S.turn({ think: texts[i], calls: [['Shipping__trackShipment', { shipmentId: 'GX-40218' }]] }, [{ shipmentId: 'GX-40218', status: 'HELD', location: 'NLRTM customs', reason: 'awaiting broker instruction', lastEvent: { id: `EV${N.digits(10)}`, at: N.isoOff(2) }, queriedAt: N.epoch() }]));
      }
      return S.root('InvokeAgent', k, null, { agentId: 'GONGEXP01', agentAliasId: 'TSTALIASID', sessionId: N.uuid(), truncated: true });
    },
  },
  {
    id: '06', domain: 'foley sound studio', style: 'Letta',
    isolates: 'A Letta agent checks the same session upload with an increasing attempt counter; each tool return is "pending checksum verification" with new upload ids, byte-rate and timestamps, and it never acts.',
    goal: 'Once the footsteps-on-gravel foley takes for reel 4 are uploaded to the mix stage, notify the re-recording mixer.',
    build(N) {
      const S = style('letta', N, { model: 'letta/letta-free', system: 'You are Memo, a Letta agent for a foley studio.', user: this.goal });
      const k = [];
      const thoughts = ['Upload for reel 4 should be done by now, checking.', 'Looking at the transfer again.', 'Verifying whether the mixer can be told yet.', 'Transfer state check.', 'Let me see the reel 4 status.'];
      for (let i = 0; i < 5; i++) {
        k.push(...S.turn({ think: thoughts[i], calls: [['check_upload', { session: 'FOL-R4-GRAVEL', attempt: i + 1 }]] }, [{ session: 'FOL-R4-GRAVEL', state: 'pending_checksum_verification', files: 36, bytes: 2417813504, upload_id: N.uuid(), rate: `${N.int(40, 90)}.${N.int(0, 9)} MB/s`, updated: N.euDate(), worker: N.host('xfer') }]));
        N.tick(N.int(30000, 90000));
      }
      return S.root('letta.agent.step_loop', k, { stop_reason: 'max_steps', step_count: 5 }, { agent_id: `agent-${N.uuid()}` });
    },
  },
];
