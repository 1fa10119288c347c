// Family: transient_backoff_then_success (loop: false) — 1-3 identical transient failures, then success and the task is finished.
import { Run, http } from './lib.mjs';
function retry(R, tool, args, fails, errMsg, errOut, ok, notes) {
  for (let i = 0; i <= fails; i++) {
    R.think(notes[i] || '', [{ name: tool, args }]);
    if (i < fails) R.tool(tool, args, errOut(R.n, i), { error: errMsg }); else R.tool(tool, args, ok(R.n));
  }
}
export const scenarios = [
  (id) => { // 01 mushroom forager permit — Anthropic
    const goal = 'Apply for a commercial mushroom foraging permit for Kielder forest, compartment 12, for September.';
    const R = new Run(id, 'anthropic', { model: 'claude-3-5-sonnet-20241022', goal, system: 'You file permits for a mushroom foraging business.', tools: ['submit_permit'] });
    retry(R, 'submit_permit', { forest: 'Kielder', compartment: 12, month: '2025-09', species: ['Cantharellus cibarius', 'Boletus edulis'] }, 2, 'HTTP 503 Service Unavailable', (n) => http(n, 503, { error: 'upstream unavailable' }, { 'retry-after': '5' }), (n) => http(n, 201, { permit: 'FP-25-' + n.int(1000, 9999), status: 'issued' }), ['Submitting the permit application.', 'The portal returned 503 with retry-after 5; I will wait and retry.', 'Another 503; waiting once more before a final retry.']);
    R.think('The permit was issued on the third attempt; the permit number is in the response.');
    return { isolates: 'The permit submission gets the same 503 twice, succeeds on the third try, and the run finishes.', goal, root: R.root({ stop_reason: 'end_turn' }) };
  },
  (id) => { // 02 smart thermostat support — OpenAI Agents SDK
    const goal = 'A customer\'s smart thermostat is stuck in eco mode; push a mode reset to device TH-88213 and confirm to the customer.';
    const R = new Run(id, 'oai_agents', { model: 'gpt-4.1', goal, system: 'You are a smart-home support agent.', agent: 'Device Support Agent', tools: ['push_command'] });
    retry(R, 'push_command', { device: 'TH-88213', command: 'reset_mode', mode: 'heat' }, 1, 'device_offline: MQTT session not established', (n) => ({ error: 'device_offline', broker: n.host('mqtt'), ts: n.iso() }), (n) => ({ ack: true, mode: 'heat', fw: '4.2.1', ts: n.iso() }), ['Pushing the reset.', 'The device was briefly offline; retrying after a short wait.']);
    R.think('The thermostat acknowledged the reset and is now in heat mode; I have let the customer know.');
    return { isolates: 'One device_offline failure, then the command is acknowledged and the customer is answered.', goal, root: R.root({ final_output: 'Reset confirmed.' }) };
  },
  (id) => { // 03 GraphQL federation schema publish — Vercel
    const goal = 'Publish the updated inventory subgraph schema to the federation registry and confirm composition succeeded.';
    const R = new Run(id, 'vercel', { model: 'gpt-4o', goal, system: 'You are a platform engineering assistant.', agent: 'schema-bot', tools: ['publishSubgraph'] });
    retry(R, 'publishSubgraph', { graph: 'shop@prod', subgraph: 'inventory', schemaPath: 'inventory/schema.graphql' }, 3, 'ECONNRESET', (n) => `Error: read ECONNRESET\n    at TLSWrap.onStreamRead (node:internal/stream_base_commons:218:20) {\n  errno: -104, code: 'ECONNRESET', syscall: 'read' }`, (n) => ({ launchId: n.uuid(), compositionErrors: [], supergraphSha: n.sha256().slice(0, 12) }), ['Publishing the subgraph.', 'Connection reset; retrying.', 'Reset again; backing off 4s.', 'Backing off 8s and trying once more.']);
    R.think('Published on the fourth attempt and composition succeeded with no errors.');
    return { isolates: 'Three identical ECONNRESET errors followed by a successful publish with clean composition.', goal, root: R.root({ text: 'Composition succeeded.' }) };
  },
  (id) => { // 04 airsoft field booking — CrewAI
    const goal = 'Book the Woodland arena at the airsoft field for a 20-player group on 12 July and send the booking reference.';
    const R = new Run(id, 'crewai', { model: 'gpt-4o-mini', goal, system: 'You are the Group Bookings Coordinator.', agent: 'Group Bookings Coordinator', tools: ['book_arena'] });
    R.open('agent', 'Task: book Woodland arena', { agent: 'Group Bookings Coordinator' }, {});
    retry(R, 'book_arena', { arena: 'Woodland', date: '2025-07-12', players: 20 }, 1, '429 Too Many Requests', (n) => http(n, 429, { error: 'rate limited' }, n.rate(60)), (n) => http(n, 200, { booking: 'AS-' + n.int(10000, 99999), arena: 'Woodland', date: '2025-07-12' }), ['I will book the arena.', 'Rate-limited; I will wait the reset window and retry.']);
    R.close('Booked; reference sent.');
    return { isolates: 'A single 429 rate-limit, then the booking succeeds and the reference is returned.', goal, root: R.root('Booking done.') };
  },
  (id) => { // 05 fur storage vault — OTel
    const goal = 'Record the intake of a client\'s mink coat into cold storage vault B and print the claim ticket.';
    const R = new Run(id, 'otel', { model: 'gpt-4o-mini', goal, system: 'You run intake for a furrier\'s cold storage vault.', agent: 'vault-intake', tools: ['record_intake'] });
    retry(R, 'record_intake', { vault: 'B', item: 'mink coat, full length', client: 'C-2291' }, 2, 'deadlock detected', (n) => ({ sqlstate: '40P01', message: 'deadlock detected', detail: `Process ${n.pid()} waits for ShareLock on transaction ${n.int(1e6, 2e6)}` }), (n) => ({ ticket: 'VB-' + n.int(1000, 9999), rack: 'B-14', temp_c: 4 }), ['Recording the intake.', 'Transient deadlock; retrying.', 'Deadlock again, retrying after a short pause.']);
    R.think('Intake recorded on rack B-14; claim ticket printed.');
    return { isolates: 'Two identical deadlock errors, then the intake succeeds and the ticket is printed.', goal, root: R.root({ status: 'ok' }) };
  },
  (id) => { // 06 tidepool education centre — LangSmith
    const goal = 'Confirm the school visit for Year 4 at the tidepool education centre on the 18 June low tide and email the teacher.';
    const R = new Run(id, 'langsmith', { model: 'gpt-4o', goal, system: 'You coordinate school visits for a marine education centre.', tools: ['confirm_visit'] });
    retry(R, 'confirm_visit', { school: 'St Ives Primary', group: 'Year 4', date: '2025-06-18', slot: 'low tide 10:40' }, 1, 'Timeout after 30000ms', (n) => null, (n) => ({ confirmed: true, visit_id: 'TV-' + n.int(100, 999), tide_height_m: 0.6 }), ['Confirming the visit.', 'The booking service timed out; retrying once.']);
    R.think('Visit confirmed for the 0.6 m low tide; teacher emailed.');
    return { isolates: 'One timeout then a successful confirmation; the task finishes.', goal, root: R.root({ output: 'confirmed' }) };
  },
];
