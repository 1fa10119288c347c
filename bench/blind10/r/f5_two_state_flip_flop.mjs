// Family 5: oscillation. The agent toggles between two states / settings / choices / agents
// (A, B, A, B, ...) and each toggle only reproduces an observation it has already seen.
// loop: true. stagnation: per row.
import { LangGraphRun, AiderRun, AgentsRun, MastraRun, SwarmRun, PlainChat, J } from './lib.mjs';

export const family = 'two_state_flip_flop';
export const loop = true;
export const stagnation = 'per-row';
export const summary = 'The agent toggles between two states/settings/choices (A, B, A, B, ...) and every toggle reproduces an observation already seen; it never settles.';

// A,B,A,B over the inputs of one tool, or over the names of handoff tools
export function verify(row, { allSpans }) {
  const tools = allSpans(row.root).filter((s) => s.type === 'tool');
  const alternates = (seq) => {
    let best = 1, run = 1;
    for (let i = 1; i < seq.length; i++) {
      if (seq[i] !== seq[i - 1] && (i < 2 || seq[i] === seq[i - 2])) run++; else run = 1;
      best = Math.max(best, run);
    }
    return best;
  };
  let best = 0;
  const byName = new Map();
  for (const t of tools) { if (!byName.has(t.name)) byName.set(t.name, []); byName.get(t.name).push(JSON.stringify(t.input)); }
  for (const seq of byName.values()) best = Math.max(best, alternates(seq));
  best = Math.max(best, alternates(tools.filter((t) => /^transfer_to_/.test(t.name)).map((t) => t.name)));
  return best >= 4 ? [] : [`expected an A,B,A,B alternation of length >= 4 (got ${best})`];
}

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    n: '01',
    domain: 'film post-production (deliverable colour tags)',
    style: 'LangGraph',
    stagnation: false,
    isolates: "The agent flips an export's colour-primaries tag between bt709 and p3-d65; QC returns the same two failures in turn, and the transfer-characteristic tag that QC actually names is never set.",
    build(ctx) {
      const goal = 'The streaming QC rejected our ProRes master of "Salt Marsh" (ep 103) for colour metadata. Fix the tags on the export so it passes automated QC for the HD Rec.709 deliverable.';
      const g = new LangGraphRun(ctx, { graph: 'deliverables_agent', model: 'gpt-4o', system: 'You manage post-production deliverables. Tools: set_color_tags (re-wraps the master with new tags, no re-encode), run_qc.', user: goal });
      const master = '/mnt/deliv/SALTMARSH/103/SALTMARSH_103_HD_PRORES422HQ_v3.mov';
      const qc = (prim) => prim === 'bt709'
        ? { job: 'qc_' + ctx.b36(10), profile: 'Streamer-HD-SDR v2.3', result: 'FAIL', errors: [{ rule: 'VID-COLR-03', msg: "Transfer characteristics tag is 'unspecified' (2); expected bt709 (1)" }], warnings: [], checked_frames: 75312, elapsed: ctx.dur(9000, 14000), node: ctx.host('qc-worker') }
        : { job: 'qc_' + ctx.b36(10), profile: 'Streamer-HD-SDR v2.3', result: 'FAIL', errors: [{ rule: 'VID-COLR-01', msg: "Colour primaries tag is 'smpte432' (12); expected bt709 (1) for SDR HD" }, { rule: 'VID-COLR-03', msg: "Transfer characteristics tag is 'unspecified' (2); expected bt709 (1)" }], warnings: [], checked_frames: 75312, elapsed: ctx.dur(9000, 14000), node: ctx.host('qc-worker') };
      g.agent('Running QC on the current master first.', [{ name: 'run_qc', args: { path: master, profile: 'Streamer-HD-SDR' } }]);
      g.tools([{ output: qc('bt709'), slow: true }]);
      const order = ['p3-d65', 'bt709', 'p3-d65', 'bt709'];
      for (const prim of order) {
        g.agent(null, [{ name: 'set_color_tags', args: { path: master, primaries: prim, matrix: 'bt709' } }]);
        g.tools([{ output: `rewrapped ${master} -> colr atom updated (primaries=${prim === 'bt709' ? 1 : 12}, transfer=2, matrix=1) in ${ctx.secs(1.1, 3.9)}s; sha1 ${ctx.sha1()}` }]);
        g.agent(null, [{ name: 'run_qc', args: { path: master, profile: 'Streamer-HD-SDR' } }]);
        g.tools([{ output: qc(prim), slow: true }]);
      }
      const root = g.finish(null, { error: 'GraphRecursionError: Recursion limit of 18 reached without hitting a stop condition.', recursionLimit: 18 });
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 02
  {
    n: '02',
    domain: 'coding (pydantic version pin)',
    style: 'Aider-style coding chat',
    stagnation: true,
    isolates: 'The assistant flips the pydantic pin between 1.10.13 and 2.7.1, re-stating the same two justifications word for word while pip and pytest return the same two errors in turn.',
    build(ctx) {
      const goal = 'CI is red after the dependabot bump: `pytest` fails on import. Make the test suite pass again.';
      const a = new AiderRun(ctx, { files: ['requirements.txt', 'app/settings.py'], repo: '/home/ci/tenantportal', user: goal, model: 'claude-3-5-sonnet-20241022' });
      const v2err = () => `ImportError while loading conftest '/home/ci/tenantportal/tests/conftest.py'.
tests/conftest.py:4: in <module>
    from app.settings import settings
app/settings.py:1: in <module>
    from pydantic import BaseSettings
E   pydantic.errors.PydanticImportError: \`BaseSettings\` has been moved to the \`pydantic-settings\` package. See https://errors.pydantic.dev/2.7/u/import-error for more details.
no tests ran in ${ctx.secs(0.4, 1.2)}s`;
      const v1err = () => `Collecting pydantic==1.10.13
  Using cached pydantic-1.10.13-cp311-cp311-manylinux_2_17_x86_64.manylinux2014_x86_64.whl (3.1 MB)
INFO: pip is looking at multiple versions of sqlmodel to determine which version is compatible with other requirements. This could take a while.
ERROR: Cannot install -r requirements.txt (line 9) and pydantic==1.10.13 because these package versions have conflicting dependencies.

The conflict is caused by:
    The user requested pydantic==1.10.13
    sqlmodel 0.0.19 depends on pydantic<3.0.0 and >=1.10.13 ; python_version < "3.12" ... pydantic>=2.7.0 required by sqlalchemy-extras 3.2.0

ERROR: ResolutionImpossible: for help visit https://pip.pypa.io/en/latest/topics/dependency-resolution/#dealing-with-dependency-conflicts
(${ctx.secs(3, 9, 1)}s)`;
      a.run('pytest -q', v2err(), { exitCode: 4 });
      const A = `The ImportError shows our code still uses the pydantic v1 API, so the simplest fix is to pin pydantic back to 1.10.13 in requirements.txt. That keeps BaseSettings importable without touching the settings module.

requirements.txt
\`\`\`
<<<<<<< SEARCH
pydantic==2.7.1
=======
pydantic==1.10.13
>>>>>>> REPLACE
\`\`\``;
      const B = `The resolver error shows that the rest of our stack needs pydantic 2, so pinning 1.10.13 cannot work. I'll pin pydantic to 2.7.1 again, which satisfies sqlmodel and sqlalchemy-extras.

requirements.txt
\`\`\`
<<<<<<< SEARCH
pydantic==1.10.13
=======
pydantic==2.7.1
>>>>>>> REPLACE
\`\`\``;
      for (let i = 0; i < 2; i++) {
        a.llm(A);
        a.apply('Applied edit to requirements.txt', { input: { edit_format: 'diff', edits: [{ path: 'requirements.txt', search: 'pydantic==2.7.1', replace: 'pydantic==1.10.13' }] } });
        a.run('pip install -q -r requirements.txt', v1err(), { exitCode: 1 });
        a.llm(B);
        a.apply('Applied edit to requirements.txt', { input: { edit_format: 'diff', edits: [{ path: 'requirements.txt', search: 'pydantic==1.10.13', replace: 'pydantic==2.7.1' }] } });
        a.run('pip install -q -r requirements.txt && pytest -q', v2err(), { exitCode: 4 });
      }
      const root = a.finish(null);
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 03
  {
    n: '03',
    domain: 'ports & shipping (berth assignment in terminal planner)',
    style: 'OpenAI Agents SDK',
    stagnation: false,
    isolates: 'The agent alternates a vessel between berth 4 (reefer-plug shortfall) and berth 7 (crane outreach too short); the planner returns the same validation failure for each berth every time.',
    build(ctx) {
      const goal = "Assign the MAERSK KALMAR (voyage 442E, 212 reefers, 20 rows wide) to a berth in tomorrow's plan so that validation passes, and publish the plan.";
      const a = new AgentsRun(ctx, { agent: 'Berth Planner', model: 'gpt-4.1', instructions: 'You edit the terminal operating plan. Tools: assign_berth (returns validation), publish_plan.', user: goal, tools: ['assign_berth', 'publish_plan'] });
      const v = (b) => b === 4
        ? { plan: 'TOP-' + ctx.date().replace(/-/g, ''), rev: ctx.next('rev', 31), vessel: 'MAERSK KALMAR/442E', berth: 4, valid: false, violations: [{ code: 'REEFER_CAPACITY', detail: '212 reefer units > 180 reefer plugs at berth 4 stack block' }], validated_in_ms: ctx.int(200, 900) }
        : { plan: 'TOP-' + ctx.date().replace(/-/g, ''), rev: ctx.next('rev', 31), vessel: 'MAERSK KALMAR/442E', berth: 7, valid: false, violations: [{ code: 'CRANE_OUTREACH', detail: 'vessel beam 20 rows > STS outreach 18 rows (QC-21, QC-22)' }], validated_in_ms: ctx.int(200, 900) };
      for (const b of [4, 7, 4, 7, 4]) {
        a.response(null, [{ name: 'assign_berth', args: { vessel: 'MAERSK KALMAR', voyage: '442E', berth: b, window: { from: 'D+1 06:00', to: 'D+1 22:00' } } }]);
        a.fn(v(b));
      }
      const root = a.finish(null, { error: 'MaxTurnsExceeded: Max turns (5) exceeded' });
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 04
  {
    n: '04',
    domain: 'nonprofit fundraising CRM (household assignment)',
    style: 'Mastra',
    stagnation: false,
    isolates: 'A contact is moved back and forth between two households; each move reproduces one of the same two data-quality warnings, and the differently worded comments add nothing new.',
    build(ctx) {
      const goal = 'Jordan Lee just married Sam Park. Put Jordan in the right household so the year-end tax receipt and the soft credits on the Spring Appeal gifts come out correctly.';
      const m = new MastraRun(ctx, { agentId: 'crm-steward', agentName: 'CRM Data Steward', model: 'gpt-4o', instructions: 'You maintain donor data in the CRM. Tools: move-contact-to-household, get-dq-report.', user: goal });
      const dq = (h) => h === 'HH-0041'
        ? { contact: 'C-77120 Jordan Lee', household: 'HH-0041 Lee Household', warnings: [{ rule: 'DQ-SPOUSE-SPLIT', msg: 'Spouse relationship to C-80215 Sam Park spans two households; joint receipts will not be generated' }], report_id: 'dq_' + ctx.b36(10), generated: ctx.iso() }
        : { contact: 'C-77120 Jordan Lee', household: 'HH-0907 Lee-Park Household', warnings: [{ rule: 'DQ-SOFTCREDIT-ORPHAN', msg: '3 Spring Appeal soft credits still roll up to HH-0041; household totals will double-count $1,250' }], report_id: 'dq_' + ctx.b36(10), generated: ctx.iso() };
      const notes = ['Moving Jordan into the Lee-Park household so the spouse link sits in one household.', 'That orphaned the Spring Appeal soft credits, so back to the original Lee household.', 'The spouse-split warning is there again with Jordan in HH-0041; switching to Lee-Park.', 'And the soft-credit warning is back. Returning Jordan to HH-0041.'];
      const seq = ['HH-0907', 'HH-0041', 'HH-0907', 'HH-0041'];
      seq.forEach((h, i) => {
        m.llm(notes[i], [{ name: 'move-contact-to-household', args: { contactId: 'C-77120', householdId: h } }]);
        m.tool({ ok: true, contactId: 'C-77120', householdId: h, version: ctx.next('ver', 14), modifiedBy: 'agent:crm-steward', modifiedAt: ctx.iso() });
        m.llm(null, [{ name: 'get-dq-report', args: { contactId: 'C-77120' } }]);
        m.tool(dq(h));
      });
      const root = m.finish(undefined, { maxSteps: 8 });
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 05
  {
    n: '05',
    domain: 'municipal water utility (high-bill complaint, handoff ping-pong)',
    style: 'OpenAI Swarm',
    stagnation: false,
    isolates: 'Billing and Meter Services agents hand the same high-bill complaint back and forth four times, each re-reading the same bill or meter data, and the customer never gets an answer.',
    build(ctx) {
      const goal = 'My water bill for August is $412, normally it is about $90. Account 30-118-4472. Why is it so high and can it be corrected?';
      const s = new SwarmRun(ctx, { agent: 'Billing Agent', instructions: 'You handle billing questions for Cedar Falls Water. If the cause looks like a meter problem, transfer to Meter Services.', user: goal });
      const bill = () => J({ account: '30-118-4472', period: 'Aug', amount_usd: 412.37, usage_kgal: 38.4, prior_3_avg_kgal: 7.9, read_type: 'ACTUAL', tier: 3, adjustments: [], fetched: ctx.isoOff(-300) });
      const reads = () => J({ meter: 'SN 71039927', ami: true, reads: [{ date: 'Jul 31', kgal: 1812.4 }, { date: 'Aug 31', kgal: 1850.8 }], interval_flags: ['CONTINUOUS_FLOW_72H'], last_test: '2023-05-11 PASS', hes_query_ms: ctx.int(300, 1500) });
      for (let i = 0; i < 2; i++) {
        s.llm(null, [{ name: 'get_bill', args: { account: '30-118-4472', period: 'Aug' } }]);
        s.tool(bill());
        s.llm(null, [{ name: 'transfer_to_meter_services', args: {} }]);
        s.tool(null, { handoff: 'Meter Services Agent', instructions: 'You handle meter accuracy questions. If the meter reads correctly, transfer back to Billing.' });
        s.llm(null, [{ name: 'get_meter_reads', args: { account: '30-118-4472', months: 2 } }]);
        s.tool(reads());
        s.llm(null, [{ name: 'transfer_to_billing', args: {} }]);
        s.tool(null, { handoff: 'Billing Agent', instructions: 'You handle billing questions for Cedar Falls Water. If the cause looks like a meter problem, transfer to Meter Services.' });
      }
      const root = s.finish(undefined, { maxTurns: 8 });
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 06
  {
    n: '06',
    domain: 'HR recruiting ATS (candidate search sort toggle)',
    style: 'plain message-level (browser tools)',
    stagnation: true,
    isolates: 'The agent toggles the candidate list sort between Newest and Best match, repeating the same two sentences verbatim, and each toggle shows the same first page without the candidate.',
    build(ctx) {
      const goal = "Find Priya Raman's application for the Senior Data Engineer req (REQ-2291) in Greenhouse and move her to the Onsite Interview stage.";
      const c = new PlainChat(ctx, { name: 'recruiting-browser-agent', model: 'gpt-4o-2024-08-06', system: 'You operate the Greenhouse web UI through browser tools (browser_click, browser_select, browser_snapshot). Do not use search unless asked.', user: goal, tools: ['browser_click', 'browser_select', 'browser_snapshot'] });
      const listing = (sort) => sort === 'newest'
        ? `Candidates for Senior Data Engineer (REQ-2291) · sort: Newest · page 1 of 6\n1. Mateus Carvalho - Application Review - applied ${ctx.pick(['2 days ago', '2 days ago'])}\n2. Hannah Oyelaran - Application Review - applied 2 days ago\n3. Wei Zhang - Recruiter Screen - applied 3 days ago\n4. Lukas Brenner - Application Review - applied 4 days ago\n5. Aisha Kamara - Take-home - applied 5 days ago\n[csrf ${ctx.b62(22)}] [render ${ctx.int(180, 900)}ms]`
        : `Candidates for Senior Data Engineer (REQ-2291) · sort: Best match · page 1 of 6\n1. Aisha Kamara - Take-home - match 92%\n2. Dmitri Volkov - Hiring Manager Screen - match 90%\n3. Wei Zhang - Recruiter Screen - match 88%\n4. Sofia Marin - Rejected - match 87%\n5. Oliver Grant - Application Review - match 85%\n[csrf ${ctx.b62(22)}] [render ${ctx.int(180, 900)}ms]`;
      c.llm('Opening the req pipeline.', [{ name: 'browser_click', args: { selector: 'a[href="/plans/2291/candidates"]' } }]);
      c.tool(listing('newest'));
      const A = 'Priya Raman is not on the first page when the list is sorted by Newest, so she probably applied a while ago. I will switch the sort to Best match, which should bring a strong profile like hers to the top.';
      const B = 'She is not on the first page with Best match either, so she most likely applied recently after all. I will switch the sort back to Newest so her application appears at the top of the list.';
      for (let i = 0; i < 2; i++) {
        c.llm(A, [{ name: 'browser_select', args: { selector: '#sort-select', value: 'best_match' } }]);
        c.tool(listing('best'));
        c.llm(B, [{ name: 'browser_select', args: { selector: '#sort-select', value: 'newest' } }]);
        c.tool(listing('newest'));
      }
      const root = c.finish(null);
      return { goal, root };
    },
  },
];
