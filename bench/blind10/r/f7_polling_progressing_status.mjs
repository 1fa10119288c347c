// Family 7 (healthy): polling a status that really changes (queued -> running 40% -> running 80%
// -> done) and acting on the result. loop: false, stagnation: false.
import { MastraRun, AgentsRun, LangGraphRun, PlainChat, SwarmRun, AiderRun, J } from './lib.mjs';

export const family = 'polling_progressing_status';
export const loop = false;
export const stagnation = false;
export const summary = 'Several polls of a status that moves forward (queued -> running -> done); the agent then acts on the final result.';

export function verify(row, { allSpans, llmTexts, norm }) {
  const tools = allSpans(row.root).filter((s) => s.type === 'tool');
  const groups = new Map();
  for (const t of tools) { const k = t.name + '|' + JSON.stringify(t.input); if (!groups.has(k)) groups.set(k, []); groups.get(k).push(t); }
  const polls = [...groups.values()].sort((a, b) => b.length - a.length)[0];
  const p = [];
  if (polls.length < 3) p.push(`expected >= 3 polls of the same status, got ${polls.length}`);
  const raw = polls.map((t) => JSON.stringify(t.output));
  const progress = raw.map((r) => (r.match(/(?:state|status|phase|conclusion|progress|percent|pct|Progress|layer)[^,}\n]*/g) || []).join('|'));
  const moved = Math.max(new Set(progress).size, new Set(polls.map((t) => norm(t.output))).size);
  if (moved < Math.min(3, polls.length)) p.push('status values do not move across polls');
  const last = tools[tools.length - 1];
  if (last === polls[polls.length - 1]) p.push('expected the agent to act after the final poll');
  if (!llmTexts(row.root).length) p.push('no model text');
  return p;
}

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    n: '01',
    domain: 'film post-production (render and review upload)',
    style: 'Mastra',
    isolates: 'A render job is polled four times as it moves queued -> 31% -> 78% -> completed; the agent then uploads the file to the review platform and shares the link.',
    build(ctx) {
      const goal = 'Render the director\'s-cut review file for "Salt Marsh" ep 104 (timeline R_ALL_DC_v7, H.264 1080p with burnt-in timecode) and post it to the review project for the producers.';
      const m = new MastraRun(ctx, { agentId: 'post-coordinator', agentName: 'Post Coordinator', model: 'gpt-4o', instructions: 'You coordinate renders and review uploads. Tools: submit-render, get-render-status, upload-to-review.', user: goal });
      m.llm('Submitting the render to the farm.', [{ name: 'submit-render', args: { project: 'SALTMARSH_104', timeline: 'R_ALL_DC_v7', preset: 'H264_1080p_REVIEW_BITC' } }]);
      const job = 'rj_' + ctx.b36(10);
      m.tool({ job, queued_at: ctx.iso(), position: 3, farm: 'resolve-farm-a' });
      const frames = 78214;
      const st = [
        { state: 'queued', position: 1 },
        { state: 'rendering', progress: 0.31, frames_done: Math.round(frames * 0.31), fps: ctx.float(90, 120, 1), node: 'render-07.farm.local', eta_s: ctx.int(500, 700) },
        { state: 'rendering', progress: 0.78, frames_done: Math.round(frames * 0.78), fps: ctx.float(90, 120, 1), node: 'render-07.farm.local', eta_s: ctx.int(150, 250) },
        { state: 'completed', progress: 1, frames_done: frames, output: '/mnt/renders/SALTMARSH/104/SALTMARSH_104_DC_v7_REVIEW.mp4', size_bytes: 2841447310, md5: ctx.hex(32) },
      ];
      const notes = [null, 'Still queued, first in line now.', 'Rendering on render-07, about 31% through.', 'At 78%, a few more minutes.'];
      st.forEach((s, i) => {
        m.llm(notes[i], [{ name: 'get-render-status', args: { job } }]);
        ctx.sec(150, 320);
        m.tool({ job, ...s, checked_at: ctx.iso() });
      });
      m.llm('Render completed. Uploading to the review project.', [{ name: 'upload-to-review', args: { path: '/mnt/renders/SALTMARSH/104/SALTMARSH_104_DC_v7_REVIEW.mp4', project: 'Salt Marsh - Producers', folder: 'Ep104/Directors Cut' } }]);
      m.tool({ asset_id: ctx.uuid(), share_link: `https://review.example.io/s/${ctx.b62(10)}`, upload_id: ctx.b62(32), parts: 55, bytes: 2841447310, elapsed: ctx.dur(40000, 90000), transcode_status: 'queued' }, { slow: true });
      m.llm("The director's-cut review file for ep 104 is rendered (78,214 frames, H.264 1080p with burnt-in TC) and uploaded to Salt Marsh - Producers / Ep104 / Directors Cut. Producers can watch it from the share link once the review platform finishes its proxy transcode.");
      const root = m.finish(undefined);
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 02
  {
    n: '02',
    domain: 'bank KYC onboarding (identity verification inquiry)',
    style: 'OpenAI Agents SDK',
    isolates: 'An identity-verification inquiry is polled as it goes pending -> processing (document checks done, selfie running) -> completed/approved, after which the agent opens the account.',
    build(ctx) {
      const goal = 'Applicant Chiara Benedetti (application RETAIL-55812) has uploaded her passport and selfie. Wait for the identity verification to finish, and if it passes open her current account; otherwise request manual review.';
      const a = new AgentsRun(ctx, { agent: 'Onboarding Agent', model: 'gpt-4.1-mini', instructions: 'You run retail onboarding. Tools: get_inquiry, open_account, request_manual_review.', user: goal, tools: ['get_inquiry', 'open_account', 'request_manual_review'] });
      const inq = 'inq_' + ctx.b62(24);
      const states = [
        { status: 'pending', checks: { document: 'pending', selfie: 'pending', database: 'pending' } },
        { status: 'processing', checks: { document: 'passed', selfie: 'processing', database: 'passed' }, document: { type: 'passport', country: 'IT', mrz_valid: true, expiry: '2031-03-14' } },
        { status: 'completed', decision: 'approved', checks: { document: 'passed', selfie: 'passed', database: 'passed' }, selfie: { liveness_score: 0.97, face_match: 0.93 }, document: { type: 'passport', country: 'IT', mrz_valid: true, expiry: '2031-03-14' } },
      ];
      states.forEach((s, i) => {
        a.response(i === 1 ? 'Document and database checks passed; the selfie check is still running.' : null, [{ name: 'get_inquiry', args: { inquiry_id: inq } }]);
        ctx.sec(20, 70);
        a.fn({ id: inq, reference_id: 'RETAIL-55812', ...s, updated_at: ctx.iso(), 'x-request-id': ctx.uuid() });
      });
      a.response('Verification is complete and approved (liveness 0.97, face match 0.93). Opening the account.', [{ name: 'open_account', args: { application_id: 'RETAIL-55812', product: 'CURRENT_STANDARD', kyc_reference: inq } }]);
      a.fn({ account_id: 'ACC-' + ctx.digits(10), iban: 'IT60X05428' + ctx.digits(17), status: 'OPEN', opened_at: ctx.isoOff(60) });
      a.response('Chiara Benedetti passed identity verification (passport IT, MRZ valid; selfie liveness 0.97 and face match 0.93), and her current account is now open. No manual review is needed.');
      const root = a.finish('Identity verified; account opened for RETAIL-55812.');
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 03
  {
    n: '03',
    domain: '3D-print farm (batch print to QA)',
    style: 'LangGraph',
    isolates: 'A print is polled from 12% through 48% and 91% to complete, with the layer count and remaining time moving each time; the agent then marks the batch ready for QA.',
    build(ctx) {
      const goal = "Watch printer PX-04 printing 'drone_arm_PA12_x16.gcode'. When it is done, mark batch B-1187 ready for QA and tell me the actual print time.";
      const g = new LangGraphRun(ctx, { graph: 'print_farm_graph', model: 'gpt-4o-mini', system: 'You operate the print farm. Tools: get_printer_status, mark_batch.', user: goal });
      const prog = [[0.12, 31, 'printing'], [0.48, 124, 'printing'], [0.91, 233, 'printing'], [1.0, 256, 'complete']];
      let dur = ctx.int(3000, 3600);
      prog.forEach(([p, layer, state], i) => {
        g.agent(i === 2 ? 'About halfway; checking again in a while.' : '', [{ name: 'get_printer_status', args: { printer: 'PX-04' } }]);
        dur += i === 0 ? 0 : ctx.int(7000, 9000);
        ctx.sec(400, 900);
        g.tools([{ output: { printer: 'PX-04', state, progress: p, layer: `${layer}/256`, print_duration_s: dur, remaining_s: state === 'complete' ? 0 : Math.round(dur / p - dur), nozzle_c: ctx.float(249.6, 250.4, 1), chamber_c: ctx.float(44, 47, 1), eventtime: ctx.float(90000, 99999, 2) } }]);
      });
      const hours = (dur / 3600).toFixed(1);
      g.agent(`Print finished (256/256 layers). Marking the batch for QA.`, [{ name: 'mark_batch', args: { batch: 'B-1187', status: 'READY_FOR_QA', printer: 'PX-04', print_time_s: dur } }]);
      g.tools([{ output: { batch: 'B-1187', status: 'READY_FOR_QA', qa_queue_position: 2, updated: ctx.isoS() } }]);
      g.agent(`Batch B-1187 (16 drone arms, PA12) finished on PX-04 after ${hours} h of printing and is now in the QA queue at position 2.`, []);
      const root = g.finish({ messages: [{ type: 'ai', content: `B-1187 ready for QA; print time ${hours} h.` }] });
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 04
  {
    n: '04',
    domain: 'devops (database snapshot restore for staging)',
    style: 'plain message-level',
    isolates: 'An RDS restore is polled via the AWS CLI as it moves creating -> backing-up -> modifying -> available; the agent then repoints the staging secret and runs a smoke query.',
    build(ctx) {
      const goal = "Refresh staging: restore last night's automated snapshot of prod-orders-db into a new instance staging-orders-db-2, then point the staging app's DB secret at it and confirm it answers queries.";
      const c = new PlainChat(ctx, { name: 'ops-agent', model: 'gpt-4.1', system: 'You are an ops assistant with a shell tool (aws cli v2, psql).', user: goal, tools: ['shell'] });
      c.llm('Starting the restore from the latest automated snapshot.', [{ name: 'shell', args: { command: 'aws rds restore-db-instance-from-db-snapshot --db-instance-identifier staging-orders-db-2 --db-snapshot-identifier rds:prod-orders-db-' + ctx.date().replace(/-/g, '-') + '-03-10 --db-instance-class db.r6g.large --db-subnet-group-name staging-db --no-multi-az' } }]);
      c.tool({ stdout: J({ DBInstance: { DBInstanceIdentifier: 'staging-orders-db-2', DBInstanceStatus: 'creating', Engine: 'postgres', EngineVersion: '15.6' } }), exit_code: 0, duration: ctx.dur(900, 2500) });
      const endpoint = `staging-orders-db-2.c${ctx.b36(12)}.eu-west-1.rds.amazonaws.com`;
      const st = ['creating', 'backing-up', 'modifying', 'available'];
      st.forEach((s, i) => {
        if (i === 2) {
          c.llm(null, [{ name: 'shell', args: { command: "aws rds describe-db-instances --db-instance-identifier staging-orders-db-2 --query 'DBInstances[0].[DBInstanceStatus,Endpoint.Address]' --output text" } }]);
          c.tool({ stdout: '', stderr: '\nAn error occurred (Throttling) when calling the DescribeDBInstances operation (reached max retries: 2): Rate exceeded\n', exit_code: 254, duration: ctx.dur(2000, 4000) }, { error: 'command exited with status 254' });
        }
        c.llm(i === 1 ? 'Snapshot restored; RDS is taking the initial backup now.' : i === 2 ? 'Applying the parameter group.' : null, [{ name: 'shell', args: { command: "aws rds describe-db-instances --db-instance-identifier staging-orders-db-2 --query 'DBInstances[0].[DBInstanceStatus,Endpoint.Address]' --output text" } }]);
        ctx.sec(240, 600);
        c.tool({ stdout: `${s}\t${i === 0 ? 'None' : endpoint}\n`, exit_code: 0, duration: ctx.dur(700, 1600) });
      });
      c.llm('The instance is available. Updating the staging secret to the new endpoint.', [{ name: 'shell', args: { command: 'aws secretsmanager put-secret-value --secret-id staging/orders-app/db --secret-string file:///tmp/staging-orders-db.json' } }]);
      c.tool({ stdout: J({ ARN: 'arn:aws:secretsmanager:eu-west-1:' + ctx.digits(12) + ':secret:staging/orders-app/db-' + ctx.b62(6), Name: 'staging/orders-app/db', VersionId: ctx.uuid(), VersionStages: ['AWSCURRENT'] }), exit_code: 0, duration: ctx.dur(400, 900) });
      c.llm(null, [{ name: 'shell', args: { command: "psql \"$STAGING_ORDERS_URL\" -Atc 'select count(*), max(created_at) from orders'" } }]);
      c.tool({ stdout: `4812093|${ctx.logTs(ctx.now - 9 * 3600e3).replace(',', '.')}+00\n`, exit_code: 0, duration: ctx.dur(200, 700) });
      c.llm('Staging refresh done: staging-orders-db-2 was restored from the overnight snapshot and is available, the staging/orders-app/db secret now points at it, and a smoke query returns 4,812,093 orders with the newest from last night, as expected for a fresh copy.');
      const root = c.finish('staging-orders-db-2 restored and wired to staging.');
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 05
  {
    n: '05',
    domain: 'elections administration (results upload to state system)',
    style: 'OpenAI Swarm',
    isolates: 'An election-night results file is polled through received -> validating 4/12 precincts -> validating 11/12 -> accepted, after which the agent publishes the unofficial results page.',
    build(ctx) {
      const goal = 'Upload the 10:40 pm unofficial results batch for Pine County (12 precincts) to the state election night reporting system and, once accepted, publish it on the county results page.';
      const s = new SwarmRun(ctx, { agent: 'Results Desk Agent', instructions: 'You handle election-night reporting for the county clerk. Tools: upload_results, get_upload_status, publish_county_page.', user: goal });
      s.llm(null, [{ name: 'upload_results', args: { file: 'PINE_GEN2024_UNOFF_2240.xml', format: 'NIST-1500-100 v2', precincts: 12 } }]);
      const up = 'ENR-' + ctx.int(100000, 999999);
      s.tool(J({ upload_id: up, sha256: ctx.sha256(), bytes: 1843220, received_at: ctx.us() }));
      const st = [
        { status: 'RECEIVED' },
        { status: 'VALIDATING', precincts_validated: 4, precincts_total: 12 },
        { status: 'VALIDATING', precincts_validated: 11, precincts_total: 12 },
        { status: 'ACCEPTED', precincts_validated: 12, precincts_total: 12, warnings: ['Precinct 0907: write-in count reported as 0'] },
      ];
      st.forEach((x, i) => {
        s.llm(i === 2 ? 'Validation is moving, 4 of 12 precincts done.' : null, [{ name: 'get_upload_status', args: { upload_id: up } }]);
        ctx.sec(40, 120);
        s.tool(J({ upload_id: up, ...x, as_of: ctx.isoOff(-360), server: ctx.pick(['enr-app-1', 'enr-app-2']) }));
      });
      s.llm('The state accepted the batch. Publishing it on the county results page.', [{ name: 'publish_county_page', args: { upload_id: up, label: 'Unofficial results as of 10:40 PM' } }]);
      s.tool(J({ published: true, url: 'https://elections.pinecounty.gov/results/gen2024', cache_purge: 'ok', cdn_ref: ctx.cfRay('DEN') }));
      s.llm('The 10:40 pm batch (12 of 12 precincts) was accepted by the state system and is now published on the county results page. One warning to check: precinct 0907 reported 0 write-ins, which the precinct judge should confirm.');
      const root = s.finish(undefined);
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 06
  {
    n: '06',
    domain: 'coding (waiting for CI before merging)',
    style: 'Aider-style coding chat',
    isolates: 'After pushing a fix, the CI run is checked with gh run view as it goes queued -> in_progress (lint done, tests running) -> completed/success, and then the PR is merged.',
    build(ctx) {
      const goal = 'Fix the flaky retry test in pkg/webhook (it depends on wall-clock sleeps), push to the PR branch, wait for CI, and merge PR #412 when it is green.';
      const a = new AiderRun(ctx, { files: ['pkg/webhook/retry_test.go'], repo: '/home/dev/hookrelay', user: goal, model: 'gpt-4o-2024-08-06' });
      a.llm(`The test sleeps 150ms and expects exactly 3 attempts, which races with the backoff timer. I'll inject the fake clock the package already has instead of sleeping.

pkg/webhook/retry_test.go
\`\`\`go
<<<<<<< SEARCH
	r := NewRetrier(3, 50*time.Millisecond)
	go r.Run(ctx, send)
	time.Sleep(150 * time.Millisecond)
=======
	clk := clock.NewFake()
	r := NewRetrier(3, 50*time.Millisecond, WithClock(clk))
	done := make(chan struct{})
	go func() { r.Run(ctx, send); close(done) }()
	for i := 0; i < 3; i++ {
		clk.BlockUntilWaiters(1)
		clk.Advance(50 * time.Millisecond)
	}
	<-done
>>>>>>> REPLACE
\`\`\``);
      a.apply('Applied edit to pkg/webhook/retry_test.go');
      a.run('go test ./pkg/webhook/ -run TestRetry -count=20', `ok  \tgithub.com/acme/hookrelay/pkg/webhook\t${ctx.secs(0.2, 0.6, 3)}s`);
      const h = a.commit('test(webhook): use fake clock in retry test');
      a.run('git push origin fix/flaky-retry-test', `To github.com:acme/hookrelay.git\n   ${ctx.git()}..${h}  fix/flaky-retry-test -> fix/flaky-retry-test`);
      const runId = 11000000000 + ctx.int(0, 99999999);
      const views = [
        `STATUS  TITLE                                            WORKFLOW  BRANCH               EVENT  ID\n*       test(webhook): use fake clock in retry test  CI        fix/flaky-retry-test  push   ${runId}\n\nqueued`,
        `* fix/flaky-retry-test CI · ${runId}\nTriggered via push about 2 minutes ago\n\nJOBS\n✓ lint in 41s (ID ${ctx.int(30000000000, 39999999999)})\n* test (ubuntu-latest, 1.22) (ID ${ctx.int(30000000000, 39999999999)})\n* test (ubuntu-latest, 1.23) (ID ${ctx.int(30000000000, 39999999999)})`,
        `✓ fix/flaky-retry-test CI · ${runId}\nTriggered via push about 6 minutes ago\n\nJOBS\n✓ lint in 41s\n✓ test (ubuntu-latest, 1.22) in 2m58s\n✓ test (ubuntu-latest, 1.23) in 3m07s\n\nconclusion: success`,
      ];
      for (const v of views) a.run(`gh run view ${runId}`, v);
      a.llm('CI is green on both Go versions. Merging PR #412.');
      a.run('gh pr merge 412 --squash --delete-branch', `✓ Squashed and merged pull request #412 (test(webhook): use fake clock in retry test)\n✓ Deleted branch fix/flaky-retry-test and switched to branch main`);
      a.llm('Done: the retry test now drives the backoff with the fake clock (20/20 local runs pass), CI passed on Go 1.22 and 1.23, and PR #412 is squash-merged with the branch deleted.');
      const root = a.finish('PR #412 merged after green CI.');
      return { goal, root };
    },
  },
];
