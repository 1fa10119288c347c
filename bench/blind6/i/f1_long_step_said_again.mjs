// Family 1: a long reasoning step / assistant message is said again (near-)verbatim
// with nothing new observed in between, and the run goes nowhere afterwards.
import { sys, user, asst, toolMsg } from './lib.mjs';

export const family = 'long-step-said-again';
export const loop = true;
export const stagnation = true;

// ---------------------------------------------------------------- 01 aviation / Google ADK
function aviation(c) {
  c.startAt('2025-02-11T14:10:00Z', 240);
  const goal = 'Does AD 2024-11-07 (MLG torque link inspection) apply to N417RG, and if it does, what is our compliance deadline in flight cycles?';
  const cfg = () => ({
    tail: 'N417RG', msn: 1338, type: 'ATR 72-212A', operator: 'Redgate Regional',
    tsn_hours: 31842.6, csn: 29417,
    components: [{ pos: 'MLG-L torque link', pn: 'D23189000-5', sn: 'TL4471', csn: 18220 }, { pos: 'MLG-R torque link', pn: 'D23189000-5', sn: 'TL4502', csn: 18220 }],
    mods: [
      { sb: 'ATR72-32-1098', title: 'MLG side brace bushing', status: 'EMBODIED', date: '2021-06-14' },
      { sb: 'ATR72-32-1117', title: 'MLG torque link lug rework', status: null, date: null },
      { sb: 'ATR72-27-1043', title: 'Aileron tab actuator', status: 'EMBODIED', date: '2019-02-02' },
    ],
    source: 'AMOS', last_sync: c.tick(0.2, 1).now(), etag: `W/"${c.hex(16)}"`, request_id: c.uuid(),
  });
  const A = 'N417RG is MSN 1338, which is inside the affected range of MSN 1200 through 1450, so the AD applies unless SB ATR72-32-1117 has been embodied. The configuration record lists SB ATR72-32-1117 with a null status and no embodiment date, so I cannot tell from this data whether the exclusion applies. Before I can give a deadline I need to confirm the SB 32-1117 status from the aircraft modification records.';
  const A2 = 'N417RG is MSN 1338, which is inside the affected range of MSN 1200 through 1450, so the AD applies unless SB ATR72-32-1117 has been embodied. The configuration record shows SB ATR72-32-1117 with a null status and no embodiment date, so I can\'t tell from this data whether the exclusion applies. Before I can give a deadline I need to confirm the SB 32-1117 status from the aircraft modification records.';
  const system = 'You are the maintenance compliance assistant for the Redgate Regional ATR fleet. Use the tools to read aircraft configuration and airworthiness directives. Never guess modification status.';
  const kids = [
    c.llm('call_llm', [sys(system), user(goal)], 'I\'ll pull the configuration for N417RG to get the MSN, torque link cycles and modification status, then read the AD applicability section.'),
    c.tool('execute_tool get_aircraft_config', { tail: 'N417RG', include: ['components', 'mods'] }, cfg()),
    c.tool('execute_tool search_ad_database', { ad_number: '2024-11-07' }, {
      ad: '2024-11-07', authority: 'FAA', title: 'Main Landing Gear - Torque Link Lug Cracking', effective: '2024-07-02',
      applicability: 'ATR 72-212A airplanes, MSN 1200 through 1450 inclusive, except airplanes on which ATR Service Bulletin ATR72-32-1117 has been embodied.',
      compliance: 'Inspect within 600 flight cycles after the effective date, or before the torque link accumulates 20,000 flight cycles since new, whichever occurs later. Repeat at intervals not to exceed 3,000 FC.',
      superseded_by: null, docket: 'FAA-2024-1182', retrieved_at: c.now(), cache: 'MISS',
    }),
    c.llm('call_llm', [sys(system), user(goal), asst('(tool results: aircraft config, AD 2024-11-07)')], A),
    c.tool('execute_tool get_aircraft_config', { tail: 'N417RG', include: ['components', 'mods'] }, cfg()),
    c.llm('call_llm', [sys(system), user(goal), asst(A), toolMsg('get_aircraft_config', '(same configuration payload)')], A2),
  ];
  return {
    goal,
    isolates: 'A 70-word applicability analysis is restated almost word for word after re-reading an unchanged configuration record, and the run then stops without a deadline.',
    root: c.agent('agent_run [mx_compliance_agent]', goal, 'Run ended before a final response: max_llm_calls=3 reached. No compliance deadline was produced for N417RG.', kids,
      { error: 'LlmCallsLimitExceededError: Max number of llm calls limit of `3` exceeded' }),
  };
}

// ---------------------------------------------------------------- 02 coding / OpenHands
function coding(c) {
  c.startAt('2025-09-18T08:40:00Z', 90);
  const goal = 'The nightly job `reindex_orders` keeps failing with `IntegrityError: duplicate key value violates unique constraint "order_search_pkey"`. Find the cause and fix it in the shopcore repo.';
  const pid = () => c.int(20000, 65000);
  const jobRun = () => {
    const p = pid();
    const t0 = c.tick(1, 2).nowSec();
    const t1 = c.tick(3, 9).nowSec();
    return `${t0} INFO [reindex_orders:${p}] starting, checkpoint=2025-09-17T02:00:00Z\n${t0} INFO [reindex_orders:${p}] deleted 3,118 rows from order_search\n${t1} INFO [reindex_orders:${p}] inserting batch 1..7 (page_size=500)\n${t1} ERROR [reindex_orders:${p}] batch 5 failed\nTraceback (most recent call last):\n  File "/workspace/shopcore/app/jobs/reindex_orders.py", line 41, in run\n    session.execute(insert(OrderSearch), rows)\n  File "/workspace/shopcore/.venv/lib/python3.11/site-packages/sqlalchemy/orm/session.py", line 2351, in execute\n    return self._execute_internal(\nsqlalchemy.exc.IntegrityError: (psycopg.errors.UniqueViolation) duplicate key value violates unique constraint "order_search_pkey"\nDETAIL:  Key (order_id)=(${'884213'}) already exists.\n[The command completed with exit code 1.]\n[Current working directory: /workspace/shopcore]\n[Python interpreter: /workspace/shopcore/.venv/bin/python]`;
  };
  const file = `     1\tfrom sqlalchemy import delete, insert, select\n     2\tfrom app.db import session_scope\n     3\tfrom app.models import Order, OrderSearch\n     4\tfrom app.jobs.checkpoint import load_checkpoint, save_checkpoint\n     5\t\n     6\tPAGE_SIZE = 500\n     7\t\n     8\t\n     9\tdef iter_orders(session, since):\n    10\t    offset = 0\n    11\t    while True:\n    12\t        q = (select(Order).where(Order.updated_at >= since)\n    13\t             .order_by(Order.updated_at).offset(offset).limit(PAGE_SIZE))\n    14\t        page = session.scalars(q).all()\n    15\t        if not page:\n    16\t            return\n    17\t        yield page\n    18\t        offset += PAGE_SIZE\n    ...\n    33\tdef run():\n    34\t    with session_scope() as session:\n    35\t        since = load_checkpoint("reindex_orders")\n    36\t        session.execute(delete(OrderSearch).where(OrderSearch.updated_at >= since))\n    37\t        for n, page in enumerate(iter_orders(session, since), 1):\n    38\t            rows = [to_search_row(o) for o in page]\n    39\t            log.info("inserting batch %s", n)\n    40\t            # TODO: upsert?\n    41\t            session.execute(insert(OrderSearch), rows)\n    42\t        save_checkpoint("reindex_orders")`;
  const A = 'The job deletes order_search rows updated since the checkpoint and then bulk-inserts every order returned by iter_orders. iter_orders pages with OFFSET while ordering only by updated_at, which is not unique, so while orders are being updated during the run the same order can show up on two pages and get inserted twice. That matches the duplicate key on order_id. The fix is to order by (updated_at, id) and paginate with a keyset instead of OFFSET, and make the insert an ON CONFLICT (order_id) DO UPDATE so a retry is idempotent. I will make those two changes in app/jobs/reindex_orders.py and then rerun the job against the dev database.';
  const A2 = 'The job deletes order_search rows updated since the checkpoint and then bulk-inserts every order returned by iter_orders. iter_orders pages with OFFSET while ordering only by updated_at, which is not unique, so while orders are updated during the run the same order can show up on two pages and be inserted twice. That matches the duplicate key on order_id. The fix is to order by (updated_at, id) and paginate with a keyset instead of OFFSET, and make the insert an ON CONFLICT (order_id) DO UPDATE so a retry is idempotent. I will make these two changes in app/jobs/reindex_orders.py and then rerun the job against the dev database.';
  const model = 'litellm.completion claude-3-5-sonnet-20241022';
  const kids = [
    c.llm(model, [sys('You are OpenHands agent, a helpful AI assistant that can interact with a computer to solve tasks.'), user(goal)], 'Let me reproduce the failure first against the dev database.'),
    c.tool('execute_bash', { command: 'cd /workspace/shopcore && python -m app.jobs.reindex_orders --env dev 2>&1 | tail -20', is_input: 'false' }, jobRun()),
    c.tool('str_replace_editor', { command: 'view', path: '/workspace/shopcore/app/jobs/reindex_orders.py' }, `Here's the result of running \`cat -n\` on /workspace/shopcore/app/jobs/reindex_orders.py:\n${file}`),
    c.llm(model, [user(goal), asst('(viewed reindex_orders.py)'), toolMsg('str_replace_editor', file.slice(0, 400) + ' ...')], A),
    c.llm(model, [asst(A), user('Please continue working on the task on whatever approach you think is suitable.\nIf you think you have solved the task, please first send your answer to user through message and then finish the interaction.\nIMPORTANT: YOU SHOULD NEVER ASK FOR HUMAN HELP.')], A2),
  ];
  return {
    goal,
    isolates: 'An agent states its full diagnosis-and-fix plan, receives only the headless auto-continue prompt, and states the same plan again instead of editing the file before the budget runs out.',
    root: c.agent('CodeActAgent', goal, 'AgentState.ERROR — Agent reached maximum budget for conversation. Current budget: 2.04, max budget: 2.00. No changes were committed.', kids,
      { error: 'RuntimeError: Agent reached maximum budget for conversation. Current budget: 2.04, max budget: 2.00' }),
  };
}

// ---------------------------------------------------------------- 03 hotel ops / Letta
function hotel(c) {
  c.startAt('2025-10-07T17:20:00Z', 120);
  const goal = 'Hi — I was charged the $200 incidentals deposit twice for my stay (booking HX-55102, checked out Sunday). Can you refund the second one?';
  const lettaTime = () => {
    const d = new Date(c.epochMs() - 7 * 3600000);
    const h = d.getUTCHours(); const hh = ((h + 11) % 12) + 1;
    return `${d.toISOString().slice(0, 10)} ${String(hh).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}:${String(d.getUTCSeconds()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'} PDT-0700`;
  };
  const folio = () => ({
    booking: 'HX-55102', guest: 'R. Okafor', room: '0817', arrival: '2025-10-02', departure: '2025-10-05',
    card: { brand: 'VISA', last4: '4471' },
    incidentals: [
      { id: 'INC-88412', amount: 200.0, type: 'AUTH', status: 'CAPTURED', posted: '2025-10-02T15:41:09-07:00', terminal: 'FD-02' },
      { id: 'INC-88519', amount: 200.0, type: 'AUTH', status: 'CAPTURED', posted: '2025-10-02T15:43:55-07:00', terminal: 'FD-02' },
    ],
    balance: -200.0, pms: 'OPERA', fetched_at: c.now(), trace: c.hex(12),
  });
  const A = 'Thanks for your patience. I can see two $200.00 incidental deposits on booking HX-55102 from your check-in on October 2, taken two minutes apart at the front desk, and I\'m now confirming with our folio records which one is the duplicate so I can reverse it. Once that\'s confirmed I\'ll start the refund to your Visa ending 4471 and send you the reference number here.';
  const A2 = 'Thanks for your patience. I can see two $200.00 incidental deposits on booking HX-55102 from your check-in on October 2, taken two minutes apart at the front desk, and I\'m confirming with our folio records which one is the duplicate so I can reverse it. Once that\'s confirmed I\'ll start the refund to your Visa ending in 4471 and send you the reference number here.';
  const model = 'openai.chat.completions gpt-4o-mini';
  const kids = [
    c.llm(model, [sys('You are Aria, the guest services agent for Harbourview Hotels. Persona and policies live in core memory. Use send_message to talk to the guest.'), user(goal)], 'Guest reports a duplicate incidental deposit. Check the deposit policy first, then the folio.'),
    c.tool('archival_memory_search', { query: 'duplicate incidentals deposit refund', page: 0 }, [
      { timestamp: '2025-03-11 09:02:44 AM PDT-0700', content: 'Policy: incidental deposits are authorized at check-in. Duplicate captures caused by terminal retries may be reversed by guest services via issue_refund with reason DUPLICATE_AUTH; no manager approval needed under $500.' },
      { timestamp: '2025-06-28 04:17:10 PM PDT-0700', content: 'FD-02 terminal occasionally double-submits after a timeout. Reverse the later transaction.' },
    ]),
    c.tool('lookup_folio', { booking_id: 'HX-55102' }, folio()),
    c.llm(model, [toolMsg('lookup_folio', '(folio with INC-88412 and INC-88519)')], 'Two captured $200 auths two minutes apart on FD-02. Let the guest know I\'m on it.'),
    c.tool('send_message', { message: A }, { status: 'OK', message: 'None', time: lettaTime() }),
    c.llm(model, [user('[system heartbeat] Function called using request_heartbeat=true, returning control')], 'Before refunding I want to be sure which entry is the duplicate. Re-read the folio.'),
    c.tool('lookup_folio', { booking_id: 'HX-55102' }, folio()),
    c.llm(model, [toolMsg('lookup_folio', '(folio with INC-88412 and INC-88519)')], 'Same two captured entries on the folio. Keep the guest updated.'),
    c.tool('send_message', { message: A2 }, { status: 'OK', message: 'None', time: lettaTime() }),
  ];
  return {
    goal,
    isolates: 'A long guest-facing message promising to confirm the duplicate and refund it is sent twice nearly verbatim around an unchanged folio read, and the refund is never issued.',
    root: c.agent('letta.agent.step (guest-services-aria)', goal, A2, kids, { error: 'Step limit reached (max_steps=6); agent stopped with request_heartbeat still pending.' }),
  };
}

// ---------------------------------------------------------------- 04 permits / LangGraph (two repeats)
function permits(c) {
  c.startAt('2025-09-22T16:00:00Z', 180);
  const goal = 'Find out why commercial alteration permit BP-2025-004187 (Harbor St café fit-out) still hasn\'t been issued, and draft a note to the applicant listing exactly what they need to resubmit.';
  const comments = () => ({
    application: 'BP-2025-004187', fetched: c.now(), request_id: c.reqId('pr-'),
    reviews: [
      { discipline: 'Zoning', status: 'APPROVED', reviewer: 'K. Ibarra', closed: '2025-08-29' },
      { discipline: 'Building', status: 'APPROVED', reviewer: 'S. Mendel', closed: '2025-09-04' },
      { discipline: 'Health', status: 'APPROVED', reviewer: 'T. Oyelaran', closed: '2025-09-05' },
      { discipline: 'Fire', status: 'ON_HOLD', reviewer: 'D. Park', closed: null, comment_refs: ['FR-3'], comment_count: 1, comments_visible: false },
    ],
  });
  const A = 'Zoning, Building and Health have all approved, and the fee ledger shows the $1,284.50 plan review fee paid on September 3, so fees are not what is blocking issuance. The only open item is the Fire review, which is on hold and references comment FR-3, but the body of FR-3 is not included in the review response. I need the FR-3 comment text before I can tell the applicant exactly what to resubmit.';
  const A2 = 'Zoning, Building and Health have all approved, and the fee ledger shows the $1,284.50 plan review fee paid on September 3, so fees are not what\'s blocking issuance. The only open item is the Fire review, which is on hold and references comment FR-3, but the body of FR-3 isn\'t included in the review response. I need the FR-3 comment text before I can tell the applicant exactly what to resubmit.';
  const A3 = 'Zoning, Building and Health have all approved and the fee ledger shows the $1,284.50 plan review fee paid on September 3, so fees are not what is blocking issuance. The only open item is the Fire review, which is on hold and references comment FR-3, but the body of FR-3 is not included in the review response. I need the FR-3 comment text before I can tell the applicant exactly what they must resubmit.';
  const m = 'ChatOpenAI';
  const kids = [
    c.llm(m, [sys('You are a permit counter assistant for the City of Port Alder. Tools: permit_lookup, get_fee_status, list_review_comments.'), user(goal)], 'Start with the permit record to see its status and which reviews are open.'),
    c.tool('permit_lookup', { permit_no: 'BP-2025-004187' }, { permit_no: 'BP-2025-004187', type: 'COMMERCIAL ALTERATION', address: '212 Harbor St', applicant: 'Marisol Vega (Tidewater Coffee LLC)', status: 'IN PLAN REVIEW', submitted: '2025-08-11', valuation: 148000, last_activity: '2025-09-05', as_of: c.now() }),
    c.tool('get_fee_status', { permit_no: 'BP-2025-004187' }, { invoices: [{ id: 'INV-77120', item: 'Plan review fee', amount: 1284.5, status: 'PAID', paid_on: '2025-09-03', receipt: 'R-' + c.digits(7) }], balance_due: 0, ledger_ts: c.now() }),
    c.tool('list_review_comments', { permit_no: 'BP-2025-004187' }, comments()),
    c.llm(m, [user(goal), toolMsg('list_review_comments', '(4 reviews, Fire ON_HOLD ref FR-3)')], A),
    c.tool('list_review_comments', { permit_no: 'BP-2025-004187' }, comments()),
    c.llm(m, [asst(A), toolMsg('list_review_comments', '(4 reviews, Fire ON_HOLD ref FR-3)')], A2),
    c.tool('list_review_comments', { permit_no: 'BP-2025-004187' }, comments()),
    c.llm(m, [asst(A2), toolMsg('list_review_comments', '(4 reviews, Fire ON_HOLD ref FR-3)')], A3),
  ];
  return {
    goal,
    isolates: 'The same 70-word status assessment is produced three times, each after re-listing review comments that come back unchanged, until the graph recursion limit ends the run with no applicant note.',
    root: c.agent('LangGraph', goal, 'GraphRecursionError: Recursion limit of 10 reached without hitting a stop condition. You can increase the limit by setting the `recursion_limit` config key.', kids,
      { error: 'GraphRecursionError: Recursion limit of 10 reached without hitting a stop condition.' }),
  };
}

// ---------------------------------------------------------------- 05 biotech / smolagents (E2B executor)
function biotech(c) {
  const goal = 'Using plate_0412.csv exported from the plate reader, fit a 4-parameter logistic curve to compound BX-221\'s dose-response wells and report the EC50 with a 95% CI.';
  const exec = (stdout, error = null) => ({ results: [], logs: { stdout: [stdout], stderr: [] }, error, execution_count: c.int(2, 9), elapsed_ms: c.ms(180, 1400) });
  const head = "   well  compound     conc_uM   signal  flag\n0   A01    BX-221  30.000000   0.0000  BLANK\n1   A02    BX-221  10.000000  1873.41   NaN\n2   A03    BX-221   3.333333  1791.05   NaN\n3   A04    BX-221   1.111111  1402.77   NaN\n4   A05    BX-221   0.370370   811.30   NaN\n5   A06    BX-221   0.123457   302.18   NaN\n6   A07    BX-221   0.041152   121.66   NaN\n7   A08    BX-221   0.013717    97.02   NaN\n(24, 5)";
  const A = 'Thought: The fit fails because the top-concentration well A01 is flagged BLANK and reads 0.0, which drags the upper asymptote down so curve_fit cannot converge from my starting guess. I should drop wells flagged BLANK, fit on log10 concentration, and start from bottom=min(signal), top=max(signal), hill=1 and log EC50 at the median concentration, then refit and bootstrap the CI. First let me look at the data again to confirm the layout.';
  const A2 = 'Thought: The fit fails because the top-concentration well A01 is flagged BLANK and reads 0.0, which pulls the upper asymptote down so curve_fit can\'t converge from my starting guess. I should drop wells flagged BLANK, fit on log10 concentration, and start from bottom=min(signal), top=max(signal), hill=1 and log EC50 at the median concentration, then refit and bootstrap the CI. First let me look at the data again to confirm the layout.';
  const codeHead = "import pandas as pd\ndf = pd.read_csv('plate_0412.csv')\nbx = df[df.compound == 'BX-221'].reset_index(drop=True)\nprint(bx.head(8))\nprint(bx.shape)";
  const m = 'OpenAIServerModel.generate (Qwen/Qwen2.5-72B-Instruct)';
  const kids = [
    c.llm(m, [sys('You are an expert assistant who can solve any task using code blobs...'), user(goal)], "Thought: Load the CSV and inspect the BX-221 wells.\nCode:\n```py\n" + codeHead + "\n```<end_code>"),
    c.tool('python_interpreter', { code: codeHead }, exec(head)),
    c.llm(m, [user('Observation:\n' + head)], "Thought: Fit the 4PL with scipy.\nCode:\n```py\nimport numpy as np\nfrom scipy.optimize import curve_fit\ndef fourpl(x, b, t, ec50, h):\n    return b + (t - b) / (1 + (x / ec50) ** h)\npopt, pcov = curve_fit(fourpl, bx.conc_uM, bx.signal, p0=[0, 2000, 1, 1])\nprint(popt)\n```<end_code>"),
    c.tool('python_interpreter', { code: "import numpy as np\nfrom scipy.optimize import curve_fit\ndef fourpl(x, b, t, ec50, h):\n    return b + (t - b) / (1 + (x / ec50) ** h)\npopt, pcov = curve_fit(fourpl, bx.conc_uM, bx.signal, p0=[0, 2000, 1, 1])\nprint(popt)" },
      exec('', { name: 'RuntimeError', value: 'Optimal parameters not found: Number of calls to function has reached maxfev = 1000.', traceback: 'File "<string>", line 5, in <module>\n  File ".../scipy/optimize/_minpack_py.py", line 1008, in curve_fit\n    raise RuntimeError("Optimal parameters not found: " + errmsg)' })),
    c.llm(m, [user('Observation: RuntimeError: Optimal parameters not found: Number of calls to function has reached maxfev = 1000.')], A + "\nCode:\n```py\n" + codeHead + "\n```<end_code>"),
    c.tool('python_interpreter', { code: codeHead }, exec(head)),
    c.llm(m, [user('Observation:\n' + head)], A2 + "\nCode:\n```py\n" + codeHead + "\n```<end_code>"),
  ];
  return {
    goal,
    isolates: 'A long diagnostic thought about why the 4PL fit fails is repeated almost verbatim after re-printing the same data frame, and the planned refit never happens.',
    root: c.agent('CodeAgent.run', goal, 'Reached max steps. I could not obtain a converged 4PL fit for BX-221 from plate_0412.csv, so no EC50 or confidence interval is reported.', kids),
  };
}

// ---------------------------------------------------------------- 06 music licensing / Vercel AI SDK
function music(c) {
  const goal = 'Check whether the vocal sample in "Low Tide (Kasper Remix)" is cleared for the Verano Coffee TV spot, and if the publishing side is still open, send the clearance request to the publisher.';
  const rec = () => ({
    sampleId: 'SMP-20931', sourceWork: 'Harbour Lights (1987) — vocal hook 0:42–0:49', isrc: 'GBAYE8700312',
    master: { owner: 'Parlophone Records Ltd', status: 'CLEARED', scope: ['sync', 'broadcast'], ref: 'MST-55120' },
    publishing: [
      { publisher: 'Sony Music Publishing', share: 65, status: 'CLEARED', ref: 'PUB-88103' },
      { publisher: 'Warner Chappell Music', share: 35, status: 'OPEN', ref: null, contact: 'sync.requests@warnerchappell.example', lastAction: null },
    ],
    overall: 'PENDING', fetchedAt: c.now(), requestId: c.uuid(),
  });
  const A = 'The master side of the sample is cleared for sync and broadcast, and Sony\'s 65% publishing share is cleared too, but Warner Chappell\'s 35% share is still open with no request on record. So the sample is not yet cleared for the Verano Coffee spot. I\'ll now send the clearance request to Warner Chappell\'s sync desk with the spot details (30s national TV, 12-month term) and the cue timing 0:42 to 0:49.';
  const A2 = 'The master side of the sample is cleared for sync and broadcast, and Sony\'s 65% publishing share is cleared as well, but Warner Chappell\'s 35% share is still open with no request on record. So the sample is not yet cleared for the Verano Coffee spot. I\'ll now send the clearance request to Warner Chappell\'s sync desk with the spot details (30s national TV, 12-month term) and the cue timing 0:42 to 0:49.';
  const m = 'ai.generateText.doGenerate';
  const kids = [
    c.llm(m, { system: 'You are a music clearance coordinator. Use tools; never claim a request was sent unless sendClearanceRequest returned an id.', prompt: goal }, 'Looking up the track and its sample.'),
    c.tool('ai.toolCall searchRepertoire', { title: 'Low Tide (Kasper Remix)', includeSamples: true }, { results: [{ workId: 'W-771204', title: 'Low Tide (Kasper Remix)', artists: ['Maren Lusk', 'Kasper'], samples: ['SMP-20931'] }], total: 1, took: c.ms(30, 200) }),
    c.tool('ai.toolCall getClearanceRecord', { sampleId: 'SMP-20931' }, rec()),
    c.llm(m, { messages: [user(goal), toolMsg('getClearanceRecord', '(clearance record SMP-20931)')] }, A),
    c.tool('ai.toolCall getClearanceRecord', { sampleId: 'SMP-20931' }, rec()),
    c.llm(m, { messages: [user(goal), asst(A), toolMsg('getClearanceRecord', '(clearance record SMP-20931)')] }, A2),
  ];
  return {
    goal,
    isolates: 'The assistant twice announces, in nearly the same words, that it will send the publisher request, re-reads the unchanged clearance record in between, and the request is never sent.',
    root: c.agent('ai.generateText', goal, A2, kids, { error: 'stopWhen stepCountIs(4) reached; last step finishReason=tool-calls' }),
  };
}

export const scenarios = [
  { build: aviation },
  { build: coding, jsonArgs: true },
  { build: hotel },
  { build: permits },
  { build: biotech, jsonArgs: true },
  { build: music },
];
