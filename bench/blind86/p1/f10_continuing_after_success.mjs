import { agent, tool, llm, sys, usr, asst, tmsg } from './lib.mjs';
export const FAMILY = 'continuing_after_success';
export const LOOP = true;

// 01: LangGraph writer/publisher: blog post live, then re-checked and re-announced
function s01(c) {
  const M = 'gpt-4o';
  const url = 'https://blog.tidepool.dev/posts/zero-downtime-postgres-upgrades';
  const ann = 'The post "Zero-downtime Postgres upgrades with logical replication" is now live at https://blog.tidepool.dev/posts/zero-downtime-postgres-upgrades. Publishing is complete.';
  const kids = [];
  kids.push(agent('writer', {}, 'draft v2', [llm(c, M, [sys('You are writer.'), usr('Write a 1,200-word post on zero-downtime Postgres major upgrades with logical replication.')], '# Zero-downtime Postgres upgrades with logical replication\n\nMajor version upgrades used to mean a maintenance window... (1,214 words)')], { langgraph_node: 'writer' }));
  kids.push(agent('editor', {}, 'approved', [llm(c, M, [sys('You are editor.'), usr('Review draft')], 'Approved with two fixes: replace "pg_upgrade --link" caveat wording; add note on sequences not being replicated. Applied.')], { langgraph_node: 'editor' }));
  const pub = [];
  pub.push(llm(c, M, [sys('You are publisher.'), usr('Publish the approved draft')], null, [['cms_publish', { slug: 'zero-downtime-postgres-upgrades', status: 'published', tags: ['postgres', 'ops'] }]]));
  pub.push(tool('cms_publish', { slug: 'zero-downtime-postgres-upgrades', status: 'published' }, { id: 'post_' + c.b62(10), status: 'published', url, published_at: c.iso() }));
  pub.push(llm(c, M, [tmsg('cms_publish', 'published')], null, [['http_get', { url }]]));
  pub.push(tool('http_get', { url }, { status: 200, headers: { 'x-cache': 'MISS', age: '0', date: c.httpDate(), 'x-served-by': c.host('cache-fra') }, title: 'Zero-downtime Postgres upgrades with logical replication | Tidepool' }));
  pub.push(llm(c, M, [tmsg('http_get', '200')], null, [['slack_post', { channel: '#marketing', text: ann }]]));
  pub.push(tool('slack_post', { channel: '#marketing', text: ann }, { ok: true, ts: `${c.epoch()}.${c.int(100000, 999999)}` }));
  for (let i = 0; i < 4; i++) {
    pub.push(llm(c, M, [tmsg('slack_post', 'ok')], null, [['http_get', { url }]]));
    pub.push(tool('http_get', { url }, { status: 200, headers: { 'x-cache': 'HIT', age: String(c.int(30, 900)), date: c.httpDate(), 'x-served-by': c.host('cache-fra') }, title: 'Zero-downtime Postgres upgrades with logical replication | Tidepool' }));
    pub.push(llm(c, M, [tmsg('http_get', '200')], null, [['slack_post', { channel: '#marketing', text: ann }]]));
    pub.push(tool('slack_post', { channel: '#marketing', text: ann }, { ok: true, ts: `${c.epoch()}.${c.int(100000, 999999)}` }));
  }
  kids.push(agent('publisher', {}, null, pub, { langgraph_node: 'publisher', error: 'GraphRecursionError: Recursion limit of 25 reached' }));
  return { stagnation: true, goal: 'Write, edit and publish a blog post on zero-downtime Postgres upgrades and announce it in #marketing.',
    isolates: 'After the CMS confirms the post is published and a GET returns 200, the publisher keeps re-fetching the URL and re-posting the same "now live" Slack announcement four more times.',
    root: agent('LangGraph', { input: 'blog post' }, null, kids, { framework: 'langgraph', thread_id: c.uuid() }) };
}

// 02: AutoGen planner/executor/verifier: backfill job succeeded, row counts re-verified again and again
function s02(c) {
  const M = 'gpt-4o';
  const kids = [];
  const sp = (name, children, out) => kids.push(agent(name, {}, out, children, { autogen_speaker: name }));
  sp('Planner', [llm(c, M, [usr('Backfill fact_orders for 2026-02 from the raw S3 export into the warehouse and confirm row counts match.')], 'Plan: Executor triggers Airflow DAG backfill_fact_orders for 2026-02; Verifier compares counts raw vs warehouse.')], 'plan');
  sp('Executor', [tool('airflow_trigger', { dag_id: 'backfill_fact_orders', conf: { month: '2026-02' } }, { dag_run_id: `manual__${c.iso()}`, state: 'queued' }), tool('airflow_get_run', { dag_id: 'backfill_fact_orders' }, { state: 'success', end_date: c.iso(), duration: c.int(300, 900) })], 'DAG run success');
  const cnt = () => ({ raw_s3: 4829113, warehouse: 4829113, match: true, query_id: c.uuid(), scanned: '1.21 GB', at: c.iso() });
  sp('Verifier', [tool('compare_counts', { table: 'fact_orders', month: '2026-02' }, cnt()), llm(c, M, [tmsg('compare_counts', 'match')], 'Counts match: 4,829,113 rows in both the raw export and fact_orders for February. The backfill is verified.')], 'verified');
  const more = [
    ['Planner', 'Good. For completeness, Verifier could you re-run the comparison?'],
    ['Verifier', 'Re-ran: still 4,829,113 on both sides, match=true.'],
    ['Executor', 'I also re-read the DAG run; it remains in state success.'],
    ['Verifier', 'Another comparison confirms the identical count of 4,829,113.'],
    ['Planner', 'Let us double-check one more time that nothing drifted.'],
    ['Verifier', 'Third re-check done, counts equal, nothing has changed.'],
  ];
  more.forEach(([who, t]) => {
    const ch = [];
    if (who === 'Verifier') ch.push(tool('compare_counts', { table: 'fact_orders', month: '2026-02' }, cnt()));
    if (who === 'Executor') ch.push(tool('airflow_get_run', { dag_id: 'backfill_fact_orders' }, { state: 'success', end_date: '(unchanged)', checked_at: c.iso() }));
    ch.push(llm(c, M, [usr('continue')], t));
    sp(who, ch, t);
  });
  return { stagnation: false, goal: 'Backfill fact_orders for February 2026 and confirm row counts match the raw export.',
    isolates: 'An AutoGen group confirms the backfill (4,829,113 = 4,829,113) and then keeps re-running the same count comparison and DAG status check without ever terminating.',
    root: agent('GroupChatManager', { max_round: 10 }, null, kids, { framework: 'autogen', stop_reason: 'max_round' }) };
}

// 03: Swarm: refund issued and confirmed, then re-looked-up and re-emailed
function s03(c) {
  const M = 'gpt-4o-mini';
  const em = 'Your refund of $129.00 for order A-77120 has been processed (refund re_3Pq8Lm). It should appear on your card within 5-10 business days.';
  const r = [];
  r.push(llm(c, M, [sys('Refunds Agent'), usr('Customer returned a blender, order A-77120, $129.00; warehouse confirmed receipt.')], null, [['create_refund', { order_id: 'A-77120', amount_cents: 12900, reason: 'returned_item' }]]));
  r.push(tool('create_refund', { order_id: 'A-77120', amount_cents: 12900 }, { id: 're_3Pq8Lm', status: 'succeeded', amount: 12900, created: c.epoch(), request_id: c.reqId() }));
  r.push(llm(c, M, [tmsg('create_refund', 'succeeded')], null, [['send_email', { to: 'l.chen@example.com', body: em }]]));
  r.push(tool('send_email', { to: 'l.chen@example.com', body: em }, { queued: true, message_id: c.uuid() }));
  for (let i = 0; i < 4; i++) {
    r.push(llm(c, M, [tmsg('send_email', 'queued')], 'Let me confirm the refund went through.', [['get_refund', { refund_id: 're_3Pq8Lm' }]]));
    r.push(tool('get_refund', { refund_id: 're_3Pq8Lm' }, { id: 're_3Pq8Lm', status: 'succeeded', amount: 12900, request_id: c.reqId() }));
    r.push(llm(c, M, [tmsg('get_refund', 'succeeded')], null, [['send_email', { to: 'l.chen@example.com', body: em }]]));
    r.push(tool('send_email', { to: 'l.chen@example.com', body: em }, { queued: true, message_id: c.uuid() }));
  }
  const kids = [
    agent('Triage Agent', {}, null, [llm(c, M, [usr('refund for returned blender')], null, [['transfer_to_refunds', {}]]), tool('transfer_to_refunds', {}, 'Refunds Agent', { type: 'handoff' })], { swarm: true }),
    agent('Refunds Agent', {}, null, r, { swarm: true, error: 'max_turns reached' }),
  ];
  return { stagnation: true, goal: 'Refund $129.00 for the returned blender on order A-77120 and notify the customer.',
    isolates: 'The refund succeeds (re_3Pq8Lm) and the customer is emailed, then the Refunds Agent re-fetches the same succeeded refund and re-sends the same email four more times.',
    root: agent('swarm.run', { agent: 'Triage Agent' }, null, kids, { framework: 'swarm' }) };
}
export const scenarios = [s01, s02, s03];
