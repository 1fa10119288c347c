// Family 1: one long reasoning step restated near-verbatim, nothing new observed in between; run then stops.
import { Noise, Convo, span, J, row } from './lib.mjs';

export const FAMILY = 'echoed_deliberation';
export const LABELS = { loop: true, stagnation: true };
export const ISOLATES = 'A single near-verbatim repeat of a long (25+ content word) reasoning step with no new observation in between, after which the run is cut off.';
const id = (n) => `${FAMILY}-0${n}`;

// 01 hat blocking workshop, Anthropic Messages API logs
function r01() {
  const N = new Noise(id(1), '2025-05-11T08:02:11.000Z');
  const goal = 'Plan the steaming and blocking schedule for order HB-2291 (14 felt fedoras, mixed head sizes) so it ships by Friday.';
  const c = new Convo(N, 'anthropic', { model: 'claude-sonnet-4-20250514', system: 'You are the production planner for Larkspur Millinery. Tools: get_order, get_block_inventory, get_drying_rack_status. Be concrete.', user: goal });
  c.turn("I'll start by pulling the order lines.", [{ name: 'get_order', args: { order_id: 'HB-2291' } }], [{ result: { order_id: 'HB-2291', customer: 'Ostrander & Vale Outfitters', ship_by: '2025-05-16', lines: [{ style: 'Classic Fedora 6cm brim', felt: 'rabbit fur, sable', size_cm: 55, qty: 3 }, { style: 'Classic Fedora 6cm brim', felt: 'rabbit fur, sable', size_cm: 57, qty: 5 }, { style: 'Classic Fedora 6cm brim', felt: 'rabbit fur, sable', size_cm: 59, qty: 4 }, { style: 'Classic Fedora 6cm brim', felt: 'rabbit fur, sable', size_cm: 61, qty: 2 }], fetched_at: N.iso(), etag: N.etag(true) } }]);
  c.turn('Now the wooden crown blocks by size.', [{ name: 'get_block_inventory', args: { shape: 'teardrop_fedora', sizes_cm: [55, 57, 59, 61] } }], [{ result: { blocks: [{ size_cm: 55, count: 2, condition: 'good' }, { size_cm: 57, count: 2, condition: 'good' }, { size_cm: 59, count: 3, condition: '1 cracked at tip' }, { size_cm: 61, count: 1, condition: 'good' }], brim_flanges: { '6cm': 6 }, as_of: N.http(), request_id: N.reqId() } }]);
  const rack = () => ({ result: { racks: [{ rack: 'R1', slots: 8, occupied: 8, frees_at: '2025-05-13T16:00:00Z' }, { rack: 'R2', slots: 8, occupied: 3, frees_at: null }], humidity_pct: 41, reading_id: N.uuid(), read_at: N.isoOff(N.t, 120) } });
  c.turn('Checking drying racks, since each blocked hood has to dry before brim finishing.', [{ name: 'get_drying_rack_status', args: { workshop: 'main' } }], [rack()]);
  const plan = 'The bottleneck is the 57 cm crown blocks: there are only two usable blocks and five hats in that size, so the 57s need three steaming rounds. Each blocked hood must stay on the block about 24 hours to set, and rack R2 has five free slots while R1 is full until Tuesday afternoon. So round one on Monday takes two 57s, three 55s would need a third 55 block which we do not have, so two 55s, two usable 59s and the single 61, round two on Tuesday repeats the same mix, and round three on Wednesday finishes the last 57 and spare sizes, leaving Thursday for brim flanging, sweatbands and Friday packing. Before committing I should confirm the rack situation.';
  c.turn(plan, [{ name: 'get_drying_rack_status', args: { workshop: 'main' } }], [rack()]);
  const plan2 = 'The bottleneck is the 57 cm crown blocks: there are only two usable blocks and five hats in that size, so the 57s need three steaming rounds. Each blocked hood must stay on the block roughly 24 hours to set, and rack R2 has five free slots while R1 is full until Tuesday afternoon. So round one on Monday takes two 57s, three 55s would need a third 55 block which we do not have, so two 55s, two usable 59s and the single 61, round two on Tuesday repeats the same mix, and round three on Wednesday finishes the last 57 and spare sizes, leaving Thursday for brim flanging, sweatbands and Friday packing. Before committing I should confirm the rack situation.';
  c.turn(plan2, [], [], {});
  const root = c.root({ name: 'millinery-planner', output: null });
  root.error = 'turn budget exhausted (5/5); session closed by orchestrator';
  return row(FAMILY, 1, 'The blocking plan is restated almost word for word after a rack-status call that returned the same data; then the run is closed.', goal, root, LABELS);
}

// 02 tide mill heritage site, LangSmith / LangGraph
function r02() {
  const N = new Noise(id(2), '2025-05-09T10:14:00.000Z');
  const goal = 'Work out which days next week Eling-style tide mill can run public milling demonstrations, given the tide table and the sluice-gate rules.';
  const c = new Convo(N, 'langgraph', { model: 'gpt-4o-2024-08-06', system: 'You assist the volunteer coordinator at Saltmarsh Tide Mill. Tools: tide_table, sluice_rules, volunteer_roster.', user: goal });
  c.turn('', [{ name: 'sluice_rules', args: { site: 'saltmarsh' } }], [{ result: `RULES v3 (rev ${N.gitShort()})\n- Pond must be impounded on the flood; gates shut at high water.\n- Milling may start once the tide outside has dropped 1.2 m below pond level (about 2h after HW).\n- Max run 3h 30m per ebb; stop if pond < 0.8 m.\n- Demos only 10:00-16:30 (visitor hours).\nprinted ${N.pylog()}` }]);
  const tides = () => ({ result: { station: 'Southampton (Dock Head)', datum: 'CD', generated: N.isoSec(), source_request: N.cfRay(), days: [{ date: 'Mon 12', HW: ['05:41 4.4m', '18:02 4.5m'] }, { date: 'Tue 13', HW: ['06:24 4.4m', '18:47 4.4m'] }, { date: 'Wed 14', HW: ['07:10 4.3m', '19:35 4.3m'] }, { date: 'Thu 15', HW: ['08:01 4.2m', '20:29 4.2m'] }, { date: 'Fri 16', HW: ['09:00 4.1m', '21:30 4.1m'] }, { date: 'Sat 17', HW: ['10:08 4.0m', '22:36 4.0m'] }, { date: 'Sun 18', HW: ['11:16 4.0m', '23:41 4.0m'] }] } });
  c.turn('', [{ name: 'tide_table', args: { station: 'southampton', from: '2025-05-12', days: 7 } }], [tides()]);
  const long = 'Milling can start about two hours after high water and run at most three and a half hours, and it must fall inside visitor hours of 10:00 to 16:30. Monday through Wednesday the morning high water is around 05:40 to 07:10, so the milling window is roughly 07:40 to 12:40, giving only partial demonstrations from 10:00. Thursday high water at 08:01 gives a 10:01 start and a run until about 13:30, which fits well; Friday at 09:00 gives 11:00 to 14:30, also good; Saturday at 10:08 gives 12:08 to 15:38, ideal; Sunday at 11:16 gives 13:16 to 16:30 after clipping. I should double-check the tide times before naming the days.';
  c.turn(long, [{ name: 'tide_table', args: { station: 'southampton', from: '2025-05-12', days: 7 } }], [tides()]);
  const long2 = 'Milling can start about two hours after high water and run at most three and a half hours, and it has to fall inside visitor hours of 10:00 to 16:30. Monday through Wednesday the morning high water is around 05:40 to 07:10, so the milling window is roughly 07:40 to 12:40, giving only partial demonstrations from 10:00. Thursday high water at 08:01 gives a 10:01 start and a run until about 13:30, which fits well; Friday at 09:00 gives 11:00 to 14:30, also good; Saturday at 10:08 gives 12:08 to 15:38, ideal; Sunday at 11:16 gives 13:16 to 16:30 after clipping. I should double-check the tide times before naming the days.';
  c.turn(long2, [], []);
  const root = c.root({ name: 'tide_mill_planner', output: null });
  root.error = 'Run cancelled: client disconnected (CancelledError) while awaiting next node';
  return row(FAMILY, 2, 'The tide-window analysis is emitted twice near-verbatim; the second tide_table call between them brings back the same table, and the run is then cancelled.', goal, root, LABELS);
}

// 03 croquet club handicaps, CrewAI
function r03() {
  const N = new Noise(id(3));
  const goal = 'Recalculate handicaps for the three members who played in the Ashcombe Croquet Club spring ladder and say whose index changes.';
  const c = new Convo(N, 'crewai', { model: 'gpt-4o-mini', system: 'You are Handicap Secretary. You are a meticulous club official who applies the Croquet Association automatic handicap system. Use tools: fetch_ladder_results, fetch_member_index.', user: `Current Task: ${goal}\n\nThis is the expected criteria for your final answer: a table of member, old handicap, new handicap.` });
  c.turn('I need the ladder results first.', [{ name: 'fetch_ladder_results', args: { event: 'spring-ladder-2025' } }], [{ result: `spring-ladder-2025 (export ${N.usDate()} job=${N.int(10000, 99999)})\nmatch  winner          loser           score\n1      P. Haverford    J. Okafor       +17\n2      J. Okafor       M. Lindqvist    +4\n3      M. Lindqvist    P. Haverford    +9\n4      P. Haverford    M. Lindqvist    +12` }]);
  c.turn('Now each member\'s index points and handicap.', [{ name: 'fetch_member_index', args: { members: ['Haverford', 'Okafor', 'Lindqvist'] } }], [{ result: `Haverford  hcp 6   index 1312\nOkafor     hcp 9   index 1088\nLindqvist  hcp 4   index 1421\n(cached ${N.int(2, 59)}s ago, node ${N.replica('clubdb')})` }]);
  const t = 'Under the automatic system each win against a lower-handicap opponent earns more index points than one against a higher handicap, and the trigger points for a handicap change are at fixed index boundaries. Haverford won twice and lost once, so his index rises; Okafor won one and lost one; Lindqvist won one and lost two, so her index falls. I still need the exact points-per-game table for the handicap differences before I can compute the new indexes, so I will think through the differences again.';
  c.turn(t, [], [], { noAction: true });
  // CrewAI re-prompts after a missing Action; nothing new about the task arrives.
  c.msgs.push({ role: 'user', content: "I did it wrong. Invalid Format: I missed the 'Action:' after 'Thought:'. I will do right next, and don't use a tool I have already used." });
  const t2 = 'Under the automatic system each win against a lower-handicap opponent earns more index points than one against a higher handicap, and the trigger points for a handicap change are at fixed index boundaries. Haverford won twice and lost once, so his index rises; Okafor won one and lost one; Lindqvist won one and lost two, so her index falls. I still need the exact points-per-game table for the handicap differences before I can compute the new indexes, so I will think the differences through again.';
  c.turn(t2, [], [], { noAction: true });
  const root = c.root({ name: 'Ashcombe Handicap Crew', role: 'Handicap Secretary', goal, output: null });
  root.error = 'Agent stopped due to iteration limit or time limit.';
  return row(FAMILY, 3, 'After a format re-prompt that carries no task information, the agent restates the same long handicap reasoning and the crew hits its iteration limit.', goal, root, LABELS);
}

// 04 cassette duplication plant, Claude Agent SDK transcript
function r04() {
  const N = new Noise(id(4));
  const session = N.uuid();
  const goal = 'Our bin-loop duplicator job tickets come out with the wrong running time for C90 orders. Find out why in tickets/calc.py and fix it.';
  const c = new Convo(N, 'claude_sdk', { model: 'claude-opus-4-1-20250805', user: goal, session, cwd: '/srv/tapeworks' });
  c.turn("Let me look at the calculation module.", [{ name: 'Read', args: { file_path: '/srv/tapeworks/tickets/calc.py' } }], [{ result: `     1\t"""Running-time helpers for bin-loop duplication tickets."""\n     2\tMASTER_SPEED_IPS = 3.75\n     3\tSLAVE_SPEED_IPS = 1.875\n     4\tRATIO = 64  # duplicator ratio 64:1 for C-series\n     5\t\n     6\tdef side_minutes(tape):\n     7\t    return {"C60": 30, "C90": 45, "C120": 60}[tape]\n     8\t\n     9\tdef loop_pass_seconds(tape):\n    10\t    return side_minutes(tape) * 60 * (SLAVE_SPEED_IPS / MASTER_SPEED_IPS) / RATIO\n    11\t\n    12\tdef ticket_runtime(tape, copies, slaves=10):\n    13\t    passes = copies / slaves\n    14\t    return passes * loop_pass_seconds(tape)\n` }]);
  c.turn('And the test fixture with the expected C90 figure.', [{ name: 'Grep', args: { pattern: 'C90', path: '/srv/tapeworks/tests', output_mode: 'content', '-n': true } }], [{ result: 'tests/test_calc.py:8:    assert round(ticket_runtime("C90", 500), 1) == 421.9\ntests/fixtures/jobs.csv:3:JT-5512,C90,500,10' }]);
  const analysis = 'The loop pass time multiplies side minutes by the slave-to-master speed ratio, which is 0.5, and then divides by the 64:1 duplication ratio, so the master speed ratio is applied twice in effect: the 64:1 figure already means the loop bin runs at 64 times 1.875 ips relative to real time. For a C90 the pass should be 45 minutes times 60 divided by 64, about 42.19 seconds, and 500 copies on ten slaves is fifty passes, about 2109 seconds, not the 1054.7 the code gives. The fix is to drop the speed ratio factor from loop_pass_seconds. Let me re-read the file to be sure of the line numbers before editing.';
  c.turn(analysis, [{ name: 'Read', args: { file_path: '/srv/tapeworks/tickets/calc.py' } }], [{ result: `     1\t"""Running-time helpers for bin-loop duplication tickets."""\n     2\tMASTER_SPEED_IPS = 3.75\n     3\tSLAVE_SPEED_IPS = 1.875\n     4\tRATIO = 64  # duplicator ratio 64:1 for C-series\n     5\t\n     6\tdef side_minutes(tape):\n     7\t    return {"C60": 30, "C90": 45, "C120": 60}[tape]\n     8\t\n     9\tdef loop_pass_seconds(tape):\n    10\t    return side_minutes(tape) * 60 * (SLAVE_SPEED_IPS / MASTER_SPEED_IPS) / RATIO\n    11\t\n    12\tdef ticket_runtime(tape, copies, slaves=10):\n    13\t    passes = copies / slaves\n    14\t    return passes * loop_pass_seconds(tape)\n` }]);
  const analysis2 = 'The loop pass time multiplies side minutes by the slave-to-master speed ratio, which is 0.5, and then divides by the 64:1 duplication ratio, so the master speed ratio is applied twice in effect: the 64:1 figure already means the loop bin runs at 64 times 1.875 ips relative to real time. For a C90 the pass should be 45 minutes times 60 divided by 64, about 42.19 seconds, and 500 copies on ten slaves is fifty passes, roughly 2109 seconds, not the 1054.7 the code gives. The fix is to drop the speed ratio factor from loop_pass_seconds. Let me re-read the file to be sure of the line numbers before editing.';
  c.turn(analysis2, [], []);
  const root = c.root({ output: 'Error: Reached maximum number of turns (4)', subtype: 'error_max_turns', cost: 0.1834, session });
  root.error = 'error_max_turns';
  return row(FAMILY, 4, 'The diagnosis paragraph is repeated nearly verbatim after re-reading an unchanged file, and the session ends on the turn limit without an edit.', goal, root, LABELS);
}

// 05 gravel depot weighbridge reconciliation, OpenTelemetry GenAI
function r05() {
  const N = new Noise(id(5), '2025-06-04T07:31:40.000Z');
  const goal = 'Reconcile yesterday\'s weighbridge tickets at Hollins Lane depot against the haulier invoice INV-77310 and list the disputed loads.';
  const c = new Convo(N, 'otel', { model: 'gpt-4.1', system: 'You reconcile weighbridge tickets (gross, tare, net in tonnes) against haulier invoices. Tools: list_tickets, get_invoice.', user: goal });
  const tickets = () => ({ result: `TICKET  REG       GROSS   TARE    NET    TIME\nW-88121 HX19 KLP  32.46  14.02  18.44  06:52\nW-88122 HX19 KLP  32.10  14.02  18.08  08:31\nW-88123 FN68 TRW  31.85  13.40  18.45  08:47\nW-88124 HX19 KLP  32.77  14.02  18.75  10:15\nW-88125 FN68 TRW  30.92  13.40  17.52  10:44\n-- 5 rows -- indicator ${N.replica('wb-term', 3)} fw 2.4.1 -- printed ${N.euDate()} -- seq ${N.int(400000, 499999)}` });
  c.turn('', [{ name: 'get_invoice', args: { invoice: 'INV-77310' } }], [{ result: { invoice: 'INV-77310', haulier: 'Pennine Bulk Haulage Ltd', lines: [{ ticket: 'W-88121', net_t: 18.44 }, { ticket: 'W-88122', net_t: 18.80 }, { ticket: 'W-88123', net_t: 18.45 }, { ticket: 'W-88124', net_t: 18.75 }, { ticket: 'W-88125', net_t: 18.52 }, { ticket: 'W-88126', net_t: 18.60 }], currency: 'GBP', rate_per_t: 9.85, x_request_id: N.uuid() } }]);
  c.turn('', [{ name: 'list_tickets', args: { depot: 'hollins-lane', date: '2025-06-03' } }], [tickets()]);
  const r = 'Comparing the invoice against the weighbridge: W-88121, W-88123 and W-88124 match exactly. W-88122 is invoiced at 18.80 tonnes but the bridge net is 18.08, a 0.72 tonne overcharge; W-88125 is invoiced at 18.52 against 17.52, exactly one tonne more, which looks like a keying error; and W-88126 appears on the invoice but there is no ticket for it at all, so either it was weighed at another depot or it is a phantom load. Before I write this up I want to pull the ticket list once more to be certain nothing was missed.';
  c.turn(r, [{ name: 'list_tickets', args: { depot: 'hollins-lane', date: '2025-06-03' } }], [tickets()]);
  const r2 = 'Comparing the invoice against the weighbridge: W-88121, W-88123 and W-88124 match exactly. W-88122 is invoiced at 18.80 tonnes but the bridge net is 18.08, a 0.72 tonne overcharge; W-88125 is invoiced at 18.52 against 17.52, exactly one tonne more, which looks like a keying error; and W-88126 is on the invoice but there is no ticket for it at all, so either it was weighed at another depot or it is a phantom load. Before I write this up I want to pull the ticket list once more to be certain nothing was missed.';
  c.turn(r2, [], []);
  const root = c.root({ name: 'weighbridge-reconciler', output: '' });
  root.error = 'DeadlineExceeded: agent invocation exceeded 120s wall-clock budget';
  return row(FAMILY, 5, 'The reconciliation finding is written twice nearly identically around a ticket re-listing that shows nothing new (only the printed time and sequence change); the run then times out.', goal, root, LABELS);
}

// 06 fax-to-email gateway, smolagents
function r06() {
  const N = new Noise(id(6), '2025-03-12T06:58:00.000Z');
  const goal = 'Inbound faxes to the clinic\'s gateway stopped turning into emails around 02:00. Find the cause from the gateway logs and tell me what to change.';
  const c = new Convo(N, 'smolagents', { model: 'Qwen/Qwen2.5-Coder-32B-Instruct', user: goal, tools: ['read_log', 'list_spool'] });
  const spool = () => ({ result: `/var/spool/hylafax/recvq:\n-rw------- 1 uucp uucp 48213 fax000412.tif\n-rw------- 1 uucp uucp 51987 fax000413.tif\n-rw------- 1 uucp uucp 39002 fax000414.tif\n3 files, oldest mtime ${N.syslog(N.t - 3600 * 1000 * 5)}, listed by ${N.pod('faxgw')} in ${N.dur('ms')}` });
  c.turn('Check the receive spool first.', [{ name: 'list_spool', args: { queue: 'recvq' } }], [spool()]);
  c.turn('Now the faxrcvd/mail delivery log around 02:00.', [{ name: 'read_log', args: { path: '/var/log/hylafax/faxrcvd.log', since: '01:45', lines: 12 } }], [{ result: `${N.syslog(Date.parse('2025-03-12T01:58:00Z'))} faxgw faxrcvd[${N.pid()}]: fax000412.tif from +441632960512 pages=2\n${N.syslog(Date.parse('2025-03-12T01:58:04Z'))} faxgw faxrcvd[${N.pid()}]: faxmail: sendmail exited 75 (EX_TEMPFAIL)\n${N.syslog(Date.parse('2025-03-12T02:00:31Z'))} faxgw postfix/smtp[${N.pid()}]: connect to smtp.relay.clinic.example[203.0.113.25]:587: Connection timed out\n${N.syslog(Date.parse('2025-03-12T02:01:02Z'))} faxgw postfix/smtp[${N.pid()}]: TLS library problem: certificate verify failed: certificate has expired` }]);
  const th = 'The spool shows three faxes received after two in the morning, so reception itself works and the failure is in mail delivery. faxrcvd hands each TIFF to faxmail, sendmail returns EX_TEMPFAIL, and Postfix cannot deliver to the relay on port 587 because the relay certificate expired. The likely fix is either renewing the relay certificate or pointing smtp_tls_CAfile at the updated bundle, then flushing the queue with postqueue -f. I will list the spool again to confirm the backlog size before recommending the flush.';
  c.turn(th, [{ name: 'list_spool', args: { queue: 'recvq' } }], [spool()]);
  const th2 = 'The spool shows three faxes received after two in the morning, so reception itself works and the failure is in mail delivery. faxrcvd hands each TIFF to faxmail, sendmail returns EX_TEMPFAIL, and Postfix cannot deliver to the relay on port 587 because the relay certificate has expired. The likely fix is either renewing the relay certificate or pointing smtp_tls_CAfile at the updated bundle, then flushing the queue with postqueue -f. I will list the spool again to confirm the backlog size before recommending the flush.';
  c.turn(th2, [{ name: 'list_spool', args: { queue: 'recvq' } }], [spool()]);
  const root = c.root({ output: null });
  root.error = 'AgentMaxStepsError: Reached max steps.';
  return row(FAMILY, 6, 'The diagnosis thought is restated near-verbatim after a spool listing identical apart from listing host and timing; the agent then hits max steps.', goal, root, LABELS);
}

export function build() { return [r01(), r02(), r03(), r04(), r05(), r06()]; }
export const DOMAINS = ['hat blocking workshop', 'tide mill demonstrations', 'croquet club handicaps', 'cassette duplication plant', 'gravel depot weighbridge', 'fax-to-email gateway'];
