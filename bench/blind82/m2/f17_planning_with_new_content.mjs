import { agent, llm, tool } from './lib.mjs';
export const FAMILY = 'planning_with_new_content';
export const LOOP = false;

export const scenarios = [
{
  id: '01', loop: false, stagnation: false,
  isolates: 'Devin-like plan log: four long consecutive reasoning steps about a zero-downtime Postgres column rename, each adding new numbers, table names and decisions, then the migrations are written and checked.',
  goal: 'ledger-migrations (SQL): rename `payments.amt` to `amount_cents` with zero downtime across the API deploy.',
  build: (N) => {
    const kids = [
      tool('shell', { cmd: "psql -At -c \"select reltuples::bigint, pg_size_pretty(pg_total_relation_size('payments')) from pg_class where relname='payments'\"" }, { exit: 0, out: '48210377|19 GB' }),
      tool('shell', { cmd: "grep -rn '\\bamt\\b' ../ledger-api/src | wc -l; grep -rln '\\bamt\\b' ../ledger-api/src" }, { exit: 0, out: '14\n../ledger-api/src/payments/repo.kt\n../ledger-api/src/payments/export.kt\n../ledger-api/src/reports/daily.sql' }),
      llm('think', { prompt: 'Plan the rename.' }, 'payments has ~48.2M rows and 19 GB, so a single ALTER ... RENAME is instant but would break the running API, which references `amt` in 14 places across repo.kt, export.kt and reports/daily.sql. The safe shape is expand/contract: add amount_cents, dual-write, backfill, switch reads, drop amt. That is three migrations (0091 add + trigger, 0092 backfill, 0093 drop) and two API deploys.'),
      llm('think', { prompt: 'continue' }, 'Backfill sizing: at 50k rows per batch that is 965 batches; at the measured ~120 ms per batch on staging this is about 2 minutes of work, but I will throttle with pg_sleep(0.05) to keep replication lag under 1 s on the two replicas, so roughly 3.5 minutes. The batch must key on id ranges (id is bigint, max ≈ 48.9M) rather than OFFSET.'),
      llm('think', { prompt: 'continue' }, 'Dual-write: a BEFORE INSERT OR UPDATE trigger `payments_sync_amount` that sets NEW.amount_cents := COALESCE(NEW.amount_cents, NEW.amt) and the reverse, so either old or new API pods can write during the rollout. The trigger is dropped in 0093 together with amt. daily.sql is a reporting view, so I will recreate view v_daily_totals in 0093 after the API switch.'),
      llm('think', { prompt: 'continue' }, 'Rollback: 0091 and 0092 are reversible (drop trigger + column); 0093 is not, so it goes into a separate PR gated on the second deploy. Decision: write 0091 and 0092 now, 0093 as a draft file named 0093_drop_amt.sql.pending so sqitch does not pick it up.'),
    ];
    const files = [
      ['migrations/0091_add_amount_cents.sql', 'ALTER TABLE payments ADD COLUMN amount_cents bigint;\nCREATE FUNCTION payments_sync_amount() RETURNS trigger ...\nCREATE TRIGGER payments_sync_amount BEFORE INSERT OR UPDATE ON payments FOR EACH ROW EXECUTE FUNCTION payments_sync_amount();'],
      ['migrations/0092_backfill_amount_cents.sql', "DO $$ DECLARE lo bigint := 0; BEGIN\n  WHILE lo < (SELECT max(id) FROM payments) LOOP\n    UPDATE payments SET amount_cents = amt WHERE id >= lo AND id < lo + 50000 AND amount_cents IS NULL;\n    lo := lo + 50000; PERFORM pg_sleep(0.05); COMMIT;\n  END LOOP; END $$;"],
      ['migrations/0093_drop_amt.sql.pending', 'DROP TRIGGER payments_sync_amount ON payments;\nALTER TABLE payments DROP COLUMN amt;\n-- recreate v_daily_totals'],
    ];
    for (const [p, c] of files) kids.push(tool('write_file', { path: p, content: c }, { ok: true, bytes: c.length }));
    kids.push(tool('shell', { cmd: 'sqitch deploy --target staging --to 0092_backfill_amount_cents' }, { exit: 0, out: `Deploying changes through 0092_backfill_amount_cents to staging\n  + 0091_add_amount_cents .... ok\n  + 0092_backfill_amount_cents .. ok (${N.int(190, 240)}s)` }));
    kids.push(tool('shell', { cmd: "psql -At -c \"select count(*) from payments where amount_cents is distinct from amt\"" }, { exit: 0, out: '0' }));
    kids.push(llm('report', { prompt: 'Summarize' }, 'On staging 0091 and 0092 are deployed, amount_cents matches amt on all rows, and 0093 is parked as .pending until the API switches reads (14 references in 3 files).'));
    return agent('devin-session', { session: 'devin-' + N.hex(32) }, { status: 'finished' }, kids);
  },
},
{
  id: '02', loop: false, stagnation: false,
  isolates: 'Claude Code extended-thinking blocks: a long Terraform module split is planned over several reasoning steps, each naming new resources, addresses and moved blocks; the plan then shows 0 to destroy.',
  goal: 'tf-observability (Terraform HCL): split the 900-line monitoring/main.tf into alerts, dashboards and uptime submodules without recreating anything.',
  build: (N) => {
    const tu = (name, input) => ({ type: 'tool_use', id: 'toolu_' + N.b62(22), name, input });
    const kids = [
      llm('assistant', [], [tu('Bash', { command: "grep -oE '^resource \"[a-z_]+\" \"[a-z0-9_]+\"' monitoring/main.tf | sort | uniq -c | sort -rn | head; terraform state list | grep -c module.monitoring" })]),
      tool('Bash', {}, { stdout: '      1 resource "google_monitoring_alert_policy" "api_5xx"\n      ... (31 alert policies)\n      1 resource "google_monitoring_dashboard" "api"\n      ... (6 dashboards)\n      1 resource "google_monitoring_uptime_check_config" "public_api"\n      ... (4 uptime checks)\n      1 resource "google_monitoring_notification_channel" "pagerduty"\n43', stderr: '', exit_code: 0 }),
      llm('assistant', [], [{ type: 'thinking', thinking: 'State has 43 addresses under module.monitoring: 31 alert policies, 6 dashboards, 4 uptime checks and 2 notification channels (pagerduty, slack_oncall). Alert policies reference the channels via notification_channels = [google_monitoring_notification_channel.pagerduty.id], so the channels must live either in the parent or be passed as variables into the alerts submodule.' }, { type: 'thinking', thinking: 'Decision on channels: keep both channels in monitoring (the parent) and pass a map var.channel_ids into module.alerts. That means 41 moved blocks, not 43: 31 to module.alerts, 6 to module.dashboards, 4 to module.uptime. Addresses become module.monitoring.module.alerts.google_monitoring_alert_policy.<name>.' }, { type: 'thinking', thinking: 'Uptime checks are referenced by two alert policies (uptime_public_api_down, uptime_status_page_down) through check_id filters. Those go across submodule boundaries, so module.uptime needs an output check_ids map and module.alerts a var.uptime_check_ids. Dashboards reference nothing else, so they move cleanly.' }, { type: 'text', text: 'I will generate the moved blocks from state rather than by hand.' }, tu('Bash', { command: "terraform state list | grep '^module.monitoring.google_monitoring_\\(alert\\|dash\\|uptime\\)' | awk -F. '{sub(/google_monitoring_/, \"\", $3); m=($3 ~ /^alert/)?\"alerts\":($3 ~ /^dash/)?\"dashboards\":\"uptime\"; printf \"moved {\\n  from = %s\\n  to   = module.monitoring.module.%s.google_monitoring_%s.%s\\n}\\n\", $0, m, $3, $4}' > monitoring/moved.tf; grep -c moved monitoring/moved.tf" })]),
      tool('Bash', {}, { stdout: '41', stderr: '', exit_code: 0 }),
      llm('assistant', [], [tu('Bash', { command: 'terraform init -upgrade >/dev/null && terraform plan -no-color | tail -4' })]),
      tool('Bash', {}, { stdout: `  # module.monitoring.google_monitoring_uptime_check_config.status_page has moved to module.monitoring.module.uptime.google_monitoring_uptime_check_config.status_page\n    resource "google_monitoring_uptime_check_config" "status_page" { id = "projects/obs-prod-${N.int(100, 999)}/uptimeCheckConfigs/status-page-${N.hex(10)}" }\n\nPlan: 0 to add, 0 to change, 0 to destroy.`, stderr: '', exit_code: 0 }),
      llm('assistant', [], [{ type: 'text', text: 'Split done: alerts (31), dashboards (6), uptime (4) submodules with 41 moved blocks; channels stay in the parent and flow in via var.channel_ids; uptime check ids flow into alerts via an output. Plan: 0 to add, 0 to change, 0 to destroy.' }]),
    ];
    return agent('claude-code', { cwd: '/srv/tf-observability', session_id: N.uuid(), thinking: { budget_tokens: 8000 } }, { subtype: 'success' }, kids);
  },
},
{
  id: '03', loop: false, stagnation: false,
  isolates: 'SWE-agent-style thoughts for a Scala 2.13 → 3 cross-build: several long thoughts in a row, each listing different incompatibilities and concrete decisions, then the cross build compiles.',
  goal: 'cats-retry-lite (Scala): add Scala 3.3 to crossScalaVersions and make both versions compile.',
  build: (N) => {
    const compileErr = `[error] -- [E008] Not Found Error: /repo/core/src/main/scala/retry/Policy.scala:14:29\n[error] 14 |  implicit val monoid: Monoid[Policy[F]] = Monoid.instance(...)\n[error] -- Error: /repo/core/src/main/scala/retry/syntax.scala:9:6\n[error]  9 |  def retryingOnFailures[A](wasSuccessful: A => Boolean)(implicit ...)\n[error]    |  ^ implicit conversion requires import scala.language.implicitConversions\n[error] -- Error: /repo/core/src/main/scala/retry/Sleep.scala:22:20\n[error] 22 |    case d: FiniteDuration => Temporal[F].sleep(d)  // uses kind-projector ?\n[error] three errors found\n[error] (core / Compile / compileIncremental) Compilation failed\n[error] Total time: ${N.int(20, 40)} s, completed ${N.http().slice(5, 25)}`;
    const kids = [
      llm('model.query', [], 'DISCUSSION\nAdd 3.3.3 to crossScalaVersions and compile for Scala 3 to see the breakage.\n```\nsed -i \'s/crossScalaVersions := Seq("2.13.14")/crossScalaVersions := Seq("2.13.14", "3.3.3")/\' build.sbt && sbt ++3.3.3 core/compile\n```'),
      tool('bash', { command: 'sbt ++3.3.3 core/compile' }, compileErr),
      llm('model.query', [], 'DISCUSSION\nThree distinct errors. (1) Policy.scala:14 uses `Monoid.instance`, which came from cats-kernel 2.1 under Scala 2 via the `cats.instances` import; in Scala 3 the companion lookup needs `Monoid.instance` from cats-kernel 2.10 which we have, so the real problem is the kind-projector `*` syntax two lines up in `Policy[F[*]]`. Decision: switch to `?=>`-free `[x] =>> F[x]` only in a scala-3 source directory? No: kind-projector 0.13.3 supports `*` under -Xsource:3 on 2.13, so I will use `Policy[F]` directly and drop the lambda.\n```\nsed -n 10,18p core/src/main/scala/retry/Policy.scala\n```'),
      tool('bash', { command: 'sed -n 10,18p core/src/main/scala/retry/Policy.scala' }, '10  final case class Policy[F[_]](decide: RetryStatus => F[Decision])\n11  object Policy {\n12    type PolicyF[F[_]] = ({ type L[x] = Policy[F] })#L[Any]\n13\n14    implicit def monoid[F[_]: Monad]: Monoid[PolicyF[F]] = Monoid.instance(...)'),
      llm('model.query', [], 'DISCUSSION\nLine 12 is a type-lambda projection (`#L`) which Scala 3 rejects; PolicyF is just Policy[F], so replace the alias and make the monoid a `Monoid[Policy[F]]`. (2) syntax.scala:9 defines an implicit conversion `toRetryOps`; rather than importing implicitConversions I will turn it into an `implicit class RetryOps[F[_], A]` which compiles on both. (3) Sleep.scala:22 only fails because of the `?` comment parse under -Ykind-projector; removing the trailing comment is enough. I also need `scalacOptions ++= (if (scalaVersion.value.startsWith("3")) Seq("-Ykind-projector") else Seq("-Xsource:3"))`.\n```\nedit core/src/main/scala/retry/Policy.scala 12:14 ...\n```'),
      tool('edit', { file: 'core/src/main/scala/retry/Policy.scala', lines: '12:14' }, 'File updated.'),
      tool('edit', { file: 'core/src/main/scala/retry/syntax.scala', lines: '8:11' }, 'File updated.'),
      tool('edit', { file: 'core/src/main/scala/retry/Sleep.scala', lines: '22:22' }, 'File updated.'),
      tool('edit', { file: 'build.sbt', lines: '18:18' }, 'File updated.'),
      llm('model.query', [], 'DISCUSSION\nCompile and test both Scala versions.\n```\nsbt +core/test\n```'),
      tool('bash', { command: 'sbt +core/test' }, `[info] Setting Scala version to 2.13.14 on 1 projects.\n[info] Passed: Total 36, Failed 0, Errors 0, Passed 36\n[info] Setting Scala version to 3.3.3 on 1 projects.\n[info] Passed: Total 36, Failed 0, Errors 0, Passed 36\n[success] Total time: ${N.int(40, 90)} s (0:01:${N.int(10, 30)}.0), completed ${N.http().slice(5, 25)}`),
      llm('model.query', [], 'DISCUSSION\nBoth versions compile and all 36 tests pass on each.\n```\nsubmit\n```'),
      tool('submit', {}, 'submitted'),
    ];
    return agent('swe-agent', { instance_id: 'cats-retry-lite-scala3' }, { exit_status: 'submitted' }, kids);
  },
},
];
