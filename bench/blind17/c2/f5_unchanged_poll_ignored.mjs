// Family 5: the same call repeated 4+ times, each answer the same apart from volatile values, never acted on.
import { Chat, SmolRun, agentSpan } from './lib.mjs';

export const family = {
  name: 'unchanged_poll_ignored',
  loop: true,
  stagnation: true,
  summary: 'The same call (same arguments, or differing only in a client timestamp or attempt counter) is made four or more times; every answer is the same apart from volatile values and the agent never acts on it.',
};

export const rows = [
  // 01 helicopter tours, plain message-level
  (n) => {
    n.at('2024-11-02T09:20:00Z');
    const goal = 'Decide by 10:15 whether the 11:00 coastal helicopter tour (6 passengers) goes ahead and, if not, rebook the passengers onto Sunday and notify them.';
    const chat = new Chat(n, { style: 'plain', system: 'You are the duty ops assistant for Headland Heli Tours. VFR tour minima: cloud base 1500 ft, visibility 5 km. Tools: get_metar_taf, rebook_passengers, notify_passengers.', user: goal });
    const wx = () => {
      const t = n.metar();
      return `METAR EGHC ${t} 24018G28KT 3500 -RADZ BKN008 OVC014 12/11 Q0998\nTAF EGHC 020800Z 0209/0218 24016G26KT 4000 -RADZ BKN008 BECMG 0215/0217 9999 NSW SCT020\n-- fetched ${n.isoSec()} from ${n.host('avwx')} (cache age ${n.int(1, 59)}s)`;
    };
    const s = [];
    const lines = [
      'Cloud base is broken at 800 feet with 3.5 km visibility in rain and drizzle, below our tour minima. I will check the latest METAR again before deciding.',
      'Cloud base is still broken at 800 feet with 3.5 km visibility in rain and drizzle, below our tour minima. I will check the latest METAR again before deciding.',
      'Cloud base is still broken at 800 feet with 3.5 km visibility in rain and drizzle, below the tour minima. I will check the latest METAR again before deciding.',
      'Cloud base is still broken at 800 feet with 3.5 km visibility in rain and drizzle, below our tour minima. I will check the latest METAR once more before deciding.',
    ];
    s.push(...chat.turn('Checking the current weather at the heliport.', [{ name: 'get_metar_taf', args: { station: 'EGHC' }, out: wx() }]));
    lines.forEach((l) => { s.push(...chat.turn(l, [{ name: 'get_metar_taf', args: { station: 'EGHC' }, out: wx() }], { think: [60, 240] })); });
    return {
      domain: 'helicopter tours', style: 'plain message-level',
      isolates: 'The agent re-fetches the same METAR/TAF five times, each showing the same BKN008 3500 m weather below minima apart from observation time and cache age, and never rebooks or notifies the passengers.',
      goal,
      root: agentSpan('duty_ops_agent', { goal }, null, s, { deadline: '10:15', stopped_reason: 'deadline passed', run_id: n.uuid() }, 'Run aborted at deadline 10:15 without a decision'),
    };
  },

  // 02 sheet music engraving, Mastra workflow
  (n) => {
    n.at('2025-04-03T16:00:00Z');
    const goal = 'Get the engraved PDF parts of the brass quintet arrangement (job ENG-20931) to the client before their 18:00 rehearsal; resubmit or escalate if the render farm is stuck.';
    const chat = new Chat(n, { style: 'mastra', agent: 'engravingAgent', system: 'You manage render jobs for an engraving studio. Tools: getRenderJob, resubmitRenderJob, escalateToEngineer, sendParts.', user: goal });
    const st = () => ({ jobId: 'ENG-20931', state: 'queued', queuePosition: 3, worker: null, submittedAt: '2025-04-03T14:12:09Z', polledAt: n.iso(), lilypond: '2.24.4', farm: n.replica('render-farm'), etag: n.etag(true) });
    const lines = [
      'The render job for the brass quintet parts is still queued at position 3 with no worker assigned. I will check the job status again in a moment.',
      'The render job for the brass quintet parts is still queued at position 3 with no worker assigned. I will check the job status again shortly.',
      'The render job for the brass quintet parts is still queued at position 3 with no worker assigned yet. I will check the job status again in a moment.',
      'The render job for the brass quintet parts is still queued at position 3 with no worker assigned. I will check the job status again in a moment.',
    ];
    const s = [];
    s.push(...chat.turn('', [{ name: 'getRenderJob', args: { jobId: 'ENG-20931' }, out: st() }]));
    lines.forEach((l) => s.push(...chat.turn(l, [{ name: 'getRenderJob', args: { jobId: 'ENG-20931' }, out: st() }], { think: [30, 120] })));
    return {
      domain: 'sheet music engraving studio', style: 'Mastra agent',
      isolates: 'Five polls of the render job return queued at position 3 with no worker (only poll time, replica and etag change); the agent neither resubmits nor escalates as the task says.',
      goal,
      root: agentSpan("agent run: 'engravingAgent'", { messages: [{ role: 'user', content: goal }] }, { text: lines[3], finishReason: 'tool-calls' }, s, { spanType: 'agent_run', agentId: 'engravingAgent', runId: chat.session, maxSteps: 5 }, 'Max steps (5) reached'),
    };
  },

  // 03 crossword syndication, Google ADK
  (n) => {
    n.at('2024-12-12T19:30:00Z');
    const goal = "Confirm that tomorrow's cryptic crossword (No. 31,442) from the setter has arrived on the partner SFTP inbox and pass it to layout; if it is missing by 20:00, email the setter and switch to the reserve puzzle.";
    const chat = new Chat(n, { style: 'adk', agent: 'puzzle_desk', system: 'You run the puzzle desk handoff. Tools: list_inbox, send_to_layout, email_setter, use_reserve_puzzle.', user: goal, tools: ['list_inbox', 'send_to_layout', 'email_setter', 'use_reserve_puzzle'] });
    const ls = () => `sftp> ls -l /inbox/cryptic\n-rw-r--r--    1 setter   puzzles     48211 Dec 10 17:02 cryptic_31440.pdf\n-rw-r--r--    1 setter   puzzles     11876 Dec 10 17:02 cryptic_31440.xml\n-rw-r--r--    1 setter   puzzles     47730 Dec 11 16:48 cryptic_31441.pdf\n-rw-r--r--    1 setter   puzzles     11902 Dec 11 16:48 cryptic_31441.xml\nsftp> bye\n[session ${n.hex(8)} to ${n.host('sftp-gw')} closed after ${n.msStr(180, 900)}]`;
    const lines = [
      "Tomorrow's crossword file cryptic_31442 is not in the inbox yet; only 31440 and 31441 are there. I'll check the SFTP inbox again.",
      "Tomorrow's crossword file cryptic_31442 is still not in the inbox; only 31440 and 31441 are there. I'll check the SFTP inbox again.",
      "Tomorrow's crossword file cryptic_31442 is not in the inbox yet; only 31440 and 31441 are there. I'll check the SFTP inbox again.",
      "Tomorrow's crossword file cryptic_31442 is still not in the inbox, only 31440 and 31441 are there. I'll check the SFTP inbox again.",
    ];
    const s = [];
    s.push(...chat.turn('', [{ name: 'list_inbox', args: { path: '/inbox/cryptic' }, out: ls() }]));
    lines.forEach((l) => s.push(...chat.turn(l, [{ name: 'list_inbox', args: { path: '/inbox/cryptic' }, out: ls() }], { think: [90, 300] })));
    return {
      domain: 'crossword syndication', style: 'Google ADK events',
      isolates: 'The SFTP inbox is listed five times with the same four old files (only the session id and timing differ); past 20:00 the agent still neither emails the setter nor switches to the reserve puzzle.',
      goal,
      root: agentSpan('agent_run [puzzle_desk]', { new_message: goal, session_id: chat.session }, null, s, { 'gcp.vertex.agent.invocation_id': chat.invocation }, 'LlmCallsLimitExceededError: Max number of llm calls limit of `5` exceeded'),
    };
  },

  // 04 lantern festival organisers, smolagents
  (n) => {
    n.at('2024-10-21T10:00:00Z');
    const goal = 'Check whether the temporary event permit for the Riverside Lantern Walk (application TEN-2024-0877) has been granted; if it is blocked, find what is missing and submit it so the permit lands before Friday.';
    const run = new SmolRun(n, { task: goal });
    const status = () => ({ application: 'TEN-2024-0877', status: 'Under review', stage: 'Consultee responses', outstanding: ['Fire safety officer sign-off: awaiting revised site plan showing lantern assembly area'], last_updated: '18/10/2024', retrieved: n.iso(), portal_node: n.host('licensing-portal'), request_ref: n.reqId('LP-') });
    const th = [
      'The permit TEN-2024-0877 is still under review and waiting for the fire safety officer sign-off on a revised site plan. I will check the application status again.',
      'The permit TEN-2024-0877 is still under review, waiting for the fire safety officer sign-off on a revised site plan. I will check the application status again.',
      'Permit TEN-2024-0877 is still under review and waiting for the fire safety officer sign-off on a revised site plan. I will check the application status again.',
      'The permit TEN-2024-0877 is still under review and waiting for the fire safety officer sign-off on a revised site plan. I will check the application status again.',
    ];
    const s = [];
    s.push(run.step({ thought: 'Look up the application status on the licensing portal.', code: 'print(get_permit_status(application="TEN-2024-0877"))', calls: [{ name: 'get_permit_status', args: { application: 'TEN-2024-0877' }, out: status() }], logs: "{'status': 'Under review', ...}\n" }));
    th.forEach((t) => s.push(run.step({ thought: t, code: 'import time\ntime.sleep(60)\nprint(get_permit_status(application="TEN-2024-0877"))', calls: [{ name: 'get_permit_status', args: { application: 'TEN-2024-0877' }, out: status() }], logs: "{'status': 'Under review', 'stage': 'Consultee responses', ...}\n" })));
    return {
      domain: 'lantern festival organisers', style: 'smolagents CodeAgent',
      isolates: 'Five status checks return the same "awaiting revised site plan" blocker with fresh retrieval times and request refs, and the agent never submits the site plan the answer asks for.',
      goal,
      root: agentSpan('CodeAgent.run', { task: goal, max_steps: 5 }, null, s, { run_id: n.uuid() }, 'AgentMaxStepsError: Reached max steps.'),
    };
  },

  // 05 wooden boat building yard, AutoGen
  (n) => {
    n.at('2025-02-24T08:30:00Z');
    const goal = 'Secure 32 Siberian larch planks (25 mm x 200 mm x 6 m, boat-grade) for the clinker dinghy build; order from the usual supplier or find another source before the steaming day on 3 March.';
    const chat = new Chat(n, { style: 'autogen', agent: 'purchaser', user: goal, userName: 'yard_foreman' });
    const stock = () => ({ sku: 'LRX-25200-6', description: 'Siberian larch, boat grade, 25x200, 6.0 m', on_hand: 0, status: 'BACKORDER', eta: null, message: 'Supplier awaiting container release', checked: n.clf(), session: n.nonce(), price_gbp_m: 14.2 });
    const lines = [
      'The larch planks are still on backorder at the timber merchant with no ETA, so we cannot order from them yet. I will check their stock level again.',
      'The larch planks are still on backorder at the timber merchant with no ETA, so we cannot order from them yet. I will check the stock level again.',
      'The larch planks are still on backorder at the timber merchant with no ETA, so we cannot order them yet. I will check their stock level again.',
      'The larch planks are still on backorder at the timber merchant with no ETA, so we cannot order from them yet. I will check their stock level again.',
    ];
    const s = [];
    const ex = 'merchant_api';
    s.push(...chat.turn('', [{ name: 'check_stock', args: { supplier: 'hartwell-timber', sku: 'LRX-25200-6' }, out: stock() }], { speaker: 'purchaser', executor: ex }));
    lines.forEach((l) => {
      s.push(...chat.turn(l, [], { speaker: 'purchaser' }));
      s.push(...chat.turn('', [{ name: 'check_stock', args: { supplier: 'hartwell-timber', sku: 'LRX-25200-6' }, out: stock() }], { speaker: 'purchaser', executor: ex }));
    });
    return {
      domain: 'wooden boat building yard', style: 'AutoGen / AG2 group chat',
      isolates: 'The purchaser checks the same SKU five times and gets BACKORDER with no ETA each time (only the timestamp and session nonce change), never looking for the other source the task allows.',
      goal,
      root: agentSpan('RoundRobinGroupChat.run', { task: goal }, { stop_reason: 'Maximum number of messages 10 reached, current message count: 10' }, s, { 'autogen.version': '0.4.8', team_id: n.uuid() }),
    };
  },

  // 06 mini-golf course, OpenTelemetry GenAI
  (n) => {
    n.at('2024-08-11T21:40:00Z');
    const goal = "Close out Saturday's takings at Pirate Cove Adventure Golf: confirm the card settlement batch has cleared, then post the day's totals to the accounting ledger. If the batch is stuck, open a ticket with the payment processor.";
    const chat = new Chat(n, { style: 'otel', agent: 'closeout_agent', system: 'You do end-of-day close for a mini-golf course. Tools: get_settlement_batch, post_ledger_entry, open_processor_ticket.', user: goal });
    const b = () => ({ batch_id: 'B-20240810-0142', terminal: 'TID 30418876', status: 'PENDING', txn_count: 214, gross: '3,118.50', currency: 'GBP', processor_ref: null, host_response: 'AWAITING_HOST', server_time: n.epochMs(), node: n.host('acq-gw'), x_request_id: n.uuid() });
    const lines = [
      'The settlement batch B-20240810-0142 is still pending and waiting for the acquiring host, so the takings are not cleared yet. I will query the batch status again.',
      'The settlement batch B-20240810-0142 is still pending and waiting for the acquiring host, so the takings have not cleared yet. I will query the batch status again.',
      'The settlement batch B-20240810-0142 is still pending, waiting for the acquiring host, so the takings are not cleared yet. I will query the batch status again.',
      'The settlement batch B-20240810-0142 is still pending and waiting for the acquiring host, so the takings are not cleared yet. I will query the batch status again.',
    ];
    const s = [];
    s.push(...chat.turn('', [{ name: 'get_settlement_batch', args: { batch_id: 'B-20240810-0142', attempt: 1, client_ts: n.isoSec() }, out: b() }]));
    lines.forEach((l, i) => s.push(...chat.turn(l, [{ name: 'get_settlement_batch', args: { batch_id: 'B-20240810-0142', attempt: i + 2, client_ts: n.isoSec() }, out: b() }], { think: [45, 150] })));
    return {
      domain: 'mini-golf course', style: 'OpenTelemetry GenAI semantic conventions',
      isolates: 'The batch status is queried five times with only the attempt counter and client timestamp changing, always PENDING / AWAITING_HOST, and the processor ticket the task calls for is never opened.',
      goal,
      root: agentSpan('invoke_agent closeout_agent', { input: goal }, null, s, { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'closeout_agent', 'gen_ai.conversation.id': n.uuid() }, 'agent stopped: max_iterations=5'),
    };
  },
];
