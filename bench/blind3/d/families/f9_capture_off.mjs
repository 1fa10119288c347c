import { agent, tool, blank, js } from '../lib.mjs';

// Content capture disabled: spans keep their names and structure but the
// recorder dropped inputs/outputs (null, or {} depending on the SDK).
const L = (name, e = null) => blank('llm', name, e);
const T = (name, e = null) => blank('tool', name, e);
const A = (name, children, e = null) => blank('agent', name, e, children);
const R = (name, e = null) => blank('retriever', name, e);

export default {
  name: 'content-capture-disabled',
  loop: false,
  stagnation: false,
  isolates: 'A healthy, successful run recorded with content capture off, so several spans (including same-named nested llm and agent spans) have null or {} input and output while nothing actually repeats.',
  rows: [
    // 01 customer support — OTel GenAI names, llm content dropped, tools captured
    {
      domain: 'customer support', base: '2024-05-29T17:03:12Z',
      expect: { minBlank: 3 },
      build(n) {
        const goal = 'Customer jordan.mills@example.com wants to return the hiking boots from order 1029-4471 (wrong size). Start the return and email the label.';
        const kids = [
          L('chat gpt-4o'),
          tool('execute_tool lookup_order', { order_id: '1029-4471', email: 'jordan.mills@example.com' }, { order_id: '1029-4471', placed: '2024-05-17', items: [{ sku: 'BOOT-TRX-10', name: 'Trailrunner X Boot', size: '10', price: 149.0 }], return_window_ends: '2024-06-16' }),
          L('chat gpt-4o'),
          tool('execute_tool create_return', { order_id: '1029-4471', sku: 'BOOT-TRX-10', reason: 'wrong_size', refund_method: 'original_payment' }, { rma: `RMA-${n.digits(6)}`, label_url: `https://returns.example.com/labels/${n.uuid()}.pdf`, carrier: 'UPS', expires: '2024-06-12' }),
          L('chat gpt-4o'),
          tool('execute_tool send_email', { to: 'jordan.mills@example.com', template: 'return_label', vars: { order: '1029-4471' } }, { id: `<${n.hex(24)}@mail.example.com>`, accepted: true }),
          L('chat gpt-4o'),
        ];
        return agent('invoke_agent returns_agent', goal, 'Return started for the Trailrunner X Boot (order 1029-4471, wrong size). A prepaid UPS label has been emailed to jordan.mills@example.com; the refund of $149.00 goes back to the original payment method once the boots are scanned.', kids);
      },
    },
    // 02 legal document review — nested same-named agent spans with {} IO
    {
      domain: 'legal document review', base: '2024-03-21T11:48:00Z',
      expect: { minBlank: 6 },
      build(n) {
        const goal = 'Summarise the termination, assignment and non-solicit clauses in the three reseller agreements in the Q1 folder.';
        const sub = () => A('invoke_agent clause_extractor', [L('chat claude-3-5-sonnet', {}), R('retrieve contract_chunks', {}), L('chat claude-3-5-sonnet', {})], {});
        const kids = [
          tool('list_folder', js({ path: 'Contracts/Resellers/2024-Q1' }), ['Bluefin_Reseller_Agreement_2024.pdf', 'Corvid_Distribution_Reseller_v2.pdf', 'Halden_Partners_RA_signed.pdf']),
          sub(), sub(), sub(),
          L('chat claude-3-5-sonnet', {}),
        ];
        return agent('contract_summary_agent', goal, 'Bluefin: either party may terminate on 60 days\' notice; no assignment without consent; 12-month non-solicit of employees. Corvid: termination for convenience by us only (30 days); assignment allowed to affiliates; no non-solicit. Halden: 90-day mutual termination; assignment on change of control requires notice; 24-month non-solicit of customers and staff — longer than our 12-month standard, flag for renegotiation.', kids);
      },
    },
    // 03 healthcare scheduling — everything inside the root is null
    {
      domain: 'healthcare scheduling', base: '2024-08-07T13:20:00Z',
      expect: { minBlank: 7 },
      build() {
        const goal = 'Move Ruth Adeyemi\'s Friday 9:40 dental cleaning to any time the following Monday or Tuesday and text her the new time.';
        const kids = [
          L('ChatCompletion'),
          T('get_appointment'),
          L('ChatCompletion'),
          T('find_slots'),
          L('ChatCompletion'),
          T('reschedule_appointment'),
          T('send_sms'),
          L('ChatCompletion'),
        ];
        return agent('front_desk_agent', goal, 'Done: Ruth Adeyemi\'s cleaning moved from Fri Aug 9, 9:40 AM to Mon Aug 12, 10:20 AM with the same hygienist; confirmation text sent to her mobile on file.', kids);
      },
    },
    // 04 browser automation — llm spans null, tool steps captured and all different
    {
      domain: 'browser automation', base: '2024-10-02T07:55:00Z',
      expect: { minBlank: 4 },
      build(n) {
        const goal = 'Download last month\'s electricity bill PDF from the utility portal and tell me the amount due.';
        const kids = [
          L('anthropic.messages'),
          tool('browser.goto', { url: 'https://myaccount.cityutility.example/login' }, { status: 200, title: 'Sign in | City Utility' }),
          tool('browser.fill_credentials', { profile: 'cityutility' }, { filled: ['#username', '#password'] }),
          tool('browser.click', { text: 'Sign in' }, { url: 'https://myaccount.cityutility.example/dashboard' }),
          L('anthropic.messages'),
          tool('browser.click', { text: 'Billing & Payments' }, { url: 'https://myaccount.cityutility.example/billing' }),
          tool('browser.read_table', { selector: 'table.bills' }, [{ period: 'Sep 2024', amount_due: '$118.42', due_date: '10/21/2024' }, { period: 'Aug 2024', amount_due: '$142.07', due_date: '09/20/2024', status: 'Paid' }]),
          L('anthropic.messages'),
          tool('browser.download', { link_text: 'View PDF', row: 0 }, { path: `/tmp/downloads/${n.hex(8)}/bill_2024-09.pdf`, bytes: 204811, sha256: n.hex(64) }),
          L('anthropic.messages'),
        ];
        return agent('computer-use-agent', goal, 'Downloaded the September 2024 bill (bill_2024-09.pdf). Amount due: $118.42, due October 21, 2024.', kids);
      },
    },
    // 05 HR/recruiting — two nested same-named agents with null IO, one captured tool
    {
      domain: 'HR/recruiting', base: '2024-01-08T15:30:00Z',
      expect: { minBlank: 8 },
      build(n) {
        const goal = 'Screen the 6 new applicants for the Payroll Specialist role against the must-have criteria and move qualified ones to Phone Screen.';
        const screener = () => A('agent.screener', [L('llm.generate'), T('tool.parse_resume'), L('llm.generate')]);
        const kids = [
          tool('ats.list_new', { job: 'REQ-1193', stage: 'New' }, { count: 6, ids: ['c_8812', 'c_8815', 'c_8816', 'c_8820', 'c_8821', 'c_8824'] }),
          screener(), screener(),
          L('llm.generate'),
          tool('ats.move_stage', { ids: ['c_8812', 'c_8816', 'c_8821'], to: 'Phone Screen', note: 'Meets: 2+ yrs multi-state payroll, ADP Workforce Now, FPC/CPP' }, { moved: 3, audit_id: n.uuid() }),
        ];
        return agent('agent.recruiting_screener', goal, '3 of 6 applicants meet all must-haves (c_8812, c_8816, c_8821) and were moved to Phone Screen; the other 3 lack multi-state payroll experience.', kids);
      },
    },
    // 06 coding agent — long run, most spans dropped, a few tool results captured
    {
      domain: 'coding agent', base: '2024-07-30T09:12:44Z',
      expect: { minBlank: 28 },
      build(n) {
        const goal = 'Fix the flaky test tests/test_scheduler.py::test_retry_backoff and make CI green.';
        const kids = [
          L('chat o3-mini', {}), T('bash', {}), L('chat o3-mini', {}), T('read_file', {}),
          L('chat o3-mini', {}), T('grep', {}), L('chat o3-mini', {}), T('read_file', {}),
          tool('bash', { cmd: 'git log --oneline -5 -- src/scheduler/retry.py' }, { exit_code: 0, tail: `${n.hex(7)} retry: add jitter to backoff (#812)\n${n.hex(7)} retry: cap max delay at 30s\n${n.hex(7)} scheduler: extract RetryPolicy` }),
          L('chat o3-mini', {}), T('read_file', {}), L('chat o3-mini', {}), T('bash', {}),
          L('chat o3-mini', {}),
          tool('bash', { cmd: 'pytest tests/test_scheduler.py::test_retry_backoff -p no:randomly --count 50 -q' }, { exit_code: 1, tail: '3 failed, 47 passed in 12.41s' }),
          L('chat o3-mini', {}), T('read_file', {}), L('chat o3-mini', {}), T('edit_file', {}),
          L('chat o3-mini', {}), T('edit_file', {}), L('chat o3-mini', {}), T('bash', {}),
          tool('bash', { cmd: 'pytest tests/test_scheduler.py -q' }, { exit_code: 0, tail: '41 passed in 3.18s' }),
          L('chat o3-mini', {}), T('write_file', {}),
          L('chat o3-mini', {}), T('bash', {}),
          tool('bash', { cmd: 'ruff check src tests && mypy src/scheduler' }, { exit_code: 0, tail: 'All checks passed!\nSuccess: no issues found in 14 source files' }),
          L('chat o3-mini', {}), T('bash', {}), L('chat o3-mini', {}),
          tool('bash', { cmd: 'pytest tests/test_scheduler.py::test_retry_backoff -p no:randomly --count 200 -q' }, { exit_code: 0, tail: '200 passed in 44.87s' }),
          L('chat o3-mini', {}), T('bash', {}),
          tool('bash', { cmd: 'git push origin fix/flaky-retry-backoff && gh pr checks --watch' }, { exit_code: 0, tail: `All checks were successful\n0 failing, 0 pending, and 6 successful checks (run ${n.digits(11)})` }),
          L('chat o3-mini', {}),
        ];
        return agent('coding-agent', goal, 'The test depended on wall-clock time.sleep jitter; replaced it with an injected fake clock so backoff delays are deterministic. 200/200 local runs pass and all 6 CI checks are green on fix/flaky-retry-backoff.', kids);
      },
    },
  ],
};
