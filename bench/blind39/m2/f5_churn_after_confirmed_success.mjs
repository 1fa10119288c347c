// Loop family 5: the goal is met and confirmed by a tool result, then the agent keeps re-checking,
// re-submitting or re-announcing, learning nothing, until a step limit.
import { http } from './lib.mjs';

export default {
  family: 'churn_after_confirmed_success',
  rows: [
    {
      domain: 'outrigger canoe club race entry', style: 'pydantic_ai',
      opts: { agent: 'race_entry_agent' },
      isolates: 'Pydantic AI run: the race entry is accepted (confirmation number returned), then the agent fetches the same accepted entry three more times and restates success each time until the request limit.',
      goal: 'Enter the club\'s OC6 open women crew (crew list attached) into the Hamilton Island Outrigger Cup 42 km marathon and report the entry number.',
      build(st, n) {
        const c = [];
        const conf = 'HIOC25-OC6W-' + n.digits(4);
        c.push(...st.turn('', [{ name: 'submit_entry', args: { event: 'HIOC-2025-marathon', division: 'OC6 Open Women', club: 'Whitsunday Outrigger', paddlers: ['Kealoha', 'Brennan', 'Tui', 'Moreau', 'Park', 'Ngata'], steerer: 'Tui' }, out: http(n, 201, { entry_id: conf, status: 'ACCEPTED', fee_aud: 390, paid: true }, { location: `/entries/${conf}`, 'x-ratelimit-remaining': String(n.int(40, 99)) }) }]));
        const chk = () => ({ name: 'get_entry', args: { entry_id: conf }, out: { entry_id: conf, status: 'ACCEPTED', division: 'OC6 Open Women', paid: true, last_viewed: n.isoOffset(600), view_token: n.b62(16) } });
        c.push(...st.turn(`The entry was accepted: ${conf}. Let me verify it is recorded.`, [chk()]));
        c.push(...st.turn(`Entry ${conf} is accepted and paid. Let me verify it is recorded correctly once more.`, [chk()]));
        c.push(...st.turn(`Entry ${conf} is accepted and paid. Let me verify once more that it is recorded.`, [chk()]));
        c.push(...st.turn(`Entry ${conf} is accepted and paid. Let me double-check it is recorded.`, [chk()]));
        return st.root(c, 'UsageLimitExceeded: The next request would exceed the request_limit of 6');
      },
    },
    {
      domain: 'sundial maker commissions', style: 'plain',
      opts: { agent: 'studio-admin', model: 'gpt-4o-mini' },
      isolates: 'Message-level trace: the commission invoice is created and its delivery confirmed, then the agent polls the delivery status three more times, each "delivered", and repeats the same success line.',
      goal: 'Invoice Mrs Okafor for the slate garden sundial commission (deposit 40% of 1,850 GBP) and make sure the invoice reaches her.',
      build(st, n) {
        const c = [];
        const inv = 'INV-' + n.digits(5);
        c.push(...st.turn('', [{ name: 'create_invoice', args: JSON.stringify({ customer: 'okafor_a', lines: [{ desc: 'Slate horizontal sundial, lat 51.2N — 40% deposit', amount_gbp: 740 }] }), strArgs: true, out: { invoice: inv, total_gbp: 740, status: 'draft', pdf: `https://files.example/${n.uuid()}.pdf` } }]));
        c.push(...st.turn('', [{ name: 'send_invoice', args: { invoice: inv, email: 'a.okafor@example.co.uk' }, out: { status: 'sent', message_id: `<${n.hex(20)}@postmark>`, submitted_at: n.iso() } }]));
        const d = () => ({ name: 'get_delivery_status', args: { invoice: inv }, out: { status: 'delivered', smtp: '250 2.0.0 OK ' + n.epoch() + ' ' + n.b62(10) + ' - gsmtp', delivered_at: n.iso(), opened: false } });
        c.push(...st.turn('Invoice sent. Checking it was delivered.', [d()]));
        c.push(...st.turn(`Invoice ${inv} for 740 GBP has been delivered to Mrs Okafor. Checking delivery again to be sure.`, [d()]));
        c.push(...st.turn(`Invoice ${inv} for 740 GBP has been delivered to Mrs Okafor. Checking delivery again to be sure.`, [d()]));
        c.push(...st.turn(`Invoice ${inv} for 740 GBP has been delivered to Mrs Okafor. Checking the delivery once more to be sure.`, [d()]));
        return st.root(c, 'max_iterations (6) reached');
      },
    },
    {
      domain: 'film props rental house', style: 'openinference',
      opts: { agent: 'returns-agent', rootName: 'ReActAgent.run', llmName: 'OpenAI.chat' },
      isolates: 'OpenInference/LlamaIndex-style trace: all returned props are checked in (tool confirms 23/23), then the agent posts the same "all returned" announcement three more times.',
      goal: 'Check in the 23 props returned by the "Saltwater Kings" production (manifest RM-3391), flag any damage, and tell the hire desk.',
      build(st, n) {
        const c = [];
        c.push(...st.turn('', [{ name: 'checkin_manifest', args: { manifest: 'RM-3391', scanned: 23 }, out: { manifest: 'RM-3391', expected: 23, checked_in: 23, damaged: [], closed_at: n.euDate(), scanner: 'zebra-' + n.int(10, 60) } }]));
        const ann = () => ({ name: 'post_message', args: { channel: 'hire-desk', text: 'Saltwater Kings (RM-3391): all 23 props checked in, no damage. Manifest closed.' }, out: { ok: true, ts: `${n.epoch()}.${n.digits(6)}` } });
        c.push(...st.turn('All 23 props are checked in with no damage. Telling the hire desk.', [ann()]));
        c.push(...st.turn('All 23 props are checked in with no damage. I will let the hire desk know.', [ann()]));
        c.push(...st.turn('All 23 props are checked in with no damage. Letting the hire desk know.', [ann()]));
        c.push(...st.turn('All 23 props are checked in with no damage. I will tell the hire desk.', [ann()]));
        return st.root(c, 'Reached max iterations.');
      },
    },
    {
      domain: 'abalone farm water-quality reporting', style: 'anthropic',
      opts: { agent: 'compliance-agent', system: 'You submit aquaculture compliance reports for Ocean Gem Abalone. Tools: build_report, upload_report, list_submissions.' },
      isolates: 'Claude-style agent uploads the monthly water-quality report, receives a receipt, then lists submissions three more times and restates the same confirmation.',
      goal: 'Submit the October dissolved-oxygen and ammonia report for the abalone tanks to the state fisheries portal.',
      build(st, n) {
        const c = [];
        c.push(...st.turn('', [{ name: 'build_report', args: { month: '2024-10', sites: ['raceway-A', 'raceway-B', 'nursery'] }, out: `report: ${n.tmp('.xml')}\nrows: 2,208 (DO mg/L, NH3 mg/L, temp C)\nexceedances: 0\nbuilt in ${n.dur(1, 9)}` }]));
        const rec = 'FP-' + n.upper(8);
        c.push(...st.turn('Report built with no exceedances. Uploading.', [{ name: 'upload_report', args: { portal: 'fisheries-aquaculture', period: '2024-10', licence: 'AQ-4471' }, out: { receipt: rec, status: 'RECEIVED', server: n.host('portal'), at: n.isoOffset(630) } }]));
        const ls = () => ({ name: 'list_submissions', args: { licence: 'AQ-4471', period: '2024-10' }, out: { items: [{ receipt: rec, status: 'RECEIVED' }], page_token: null, request_id: n.uuid() } });
        c.push(...st.turn(`The October report is submitted (receipt ${rec}). Let me confirm it appears in the portal.`, [ls()]));
        c.push(...st.turn(`The October report is submitted (receipt ${rec}). Let me confirm it appears in the portal again.`, [ls()]));
        c.push(...st.turn(`The October report is submitted (receipt ${rec}). Let me make sure it appears in the portal.`, [ls()]));
        return st.root(c, 'stop_reason: max_turns');
      },
    },
    {
      domain: 'rickshaw tour fleet shifts', style: 'griptape',
      opts: { agent: 'ShiftPublisher' },
      isolates: 'Griptape agent publishes the weekend rider roster, gets a published version back, then re-fetches the same published roster three times, announcing the same success.',
      goal: 'Publish the weekend pedicab rider roster (12 riders, Old Town loop and harbour route) to the rider app.',
      build(st, n) {
        const c = [];
        const ver = n.int(40, 90);
        c.push(...st.turn('I will publish the drafted roster.', [{ name: 'publish_roster', tool: 'RosterTool', args: { roster: 'weekend-draft', routes: ['old-town-loop', 'harbour'] }, out: { published: true, version: ver, riders_notified: 12, push_batch: n.uuid() } }]));
        const g = () => ({ name: 'get_roster', tool: 'RosterTool', args: { roster: 'weekend' }, out: { version: ver, status: 'published', riders: 12, etag: n.etag(), served_by: n.host('roster') } });
        c.push(...st.turn(`Roster version ${ver} is published and all 12 riders were notified. I will verify the published roster.`, [g()]));
        c.push(...st.turn(`Roster version ${ver} is published and all 12 riders were notified. I will verify the published roster again.`, [g()]));
        c.push(...st.turn(`Roster version ${ver} is published and all 12 riders were notified. I will verify the published roster once more.`, [g()]));
        return st.root(c, 'Max subtasks (4) reached.');
      },
    },
    {
      domain: 'speedcubing competition results site', style: 'vercel',
      opts: { fn: 'repo-agent', maxSteps: 9 },
      isolates: 'Vercel AI SDK coding agent fixes the average-of-5 bug, the test suite passes, then it reruns the identical suite three more times restating "all tests pass".',
      goal: 'Fix the average-of-5 calculation on the cubing results site so DNFs count as the worst time (WCA rule 9f8), and make the tests pass.',
      build(st, n) {
        const c = [];
        c.push(...st.turn('', [{ name: 'readFile', args: { path: 'src/lib/average.ts' }, out: 'export function ao5(times: number[]) {\n  const valid = times.filter((t) => t > 0);\n  const sorted = [...valid].sort((a, b) => a - b);\n  return mean(sorted.slice(1, -1));\n}' }]));
        c.push(...st.turn('DNFs (encoded as -1) are dropped instead of counted as worst. Fixing.', [{ name: 'writeFile', args: { path: 'src/lib/average.ts', content: 'export function ao5(times: number[]) {\n  const dnf = times.filter((t) => t < 0).length;\n  if (dnf > 1) return -1;\n  const sorted = [...times].map((t) => (t < 0 ? Infinity : t)).sort((a, b) => a - b);\n  return mean(sorted.slice(1, -1));\n}' }, out: { bytesWritten: 236 } }]));
        const t = () => ({ name: 'runCommand', args: { cmd: 'pnpm vitest run' }, out: ` RUN  v2.1.4 /home/runner/cubing-results\n\n ✓ src/lib/average.test.ts (9 tests) ${n.int(3, 19)}ms\n ✓ src/lib/rankings.test.ts (14 tests) ${n.int(10, 60)}ms\n\n Test Files  2 passed (2)\n      Tests  23 passed (23)\n   Start at  ${n.d().toISOString().slice(11, 19)}\n   Duration  ${n.int(600, 1400)}ms (transform ${n.int(80, 200)}ms, setup 0ms, collect ${n.int(90, 300)}ms, tests ${n.int(20, 80)}ms)` });
        c.push(...st.turn('', [t()]));
        c.push(...st.turn('All 23 tests pass. Let me run the tests again to make sure.', [t()]));
        c.push(...st.turn('All 23 tests pass. Let me run the tests again to be sure.', [t()]));
        c.push(...st.turn('All 23 tests pass. Let me run the tests once more to make sure.', [t()]));
        return st.root(c, 'All 23 tests pass. Let me run the tests once more to make sure.');
      },
    },
  ],
};
