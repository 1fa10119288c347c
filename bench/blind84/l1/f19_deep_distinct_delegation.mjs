import { Run, row, uuid, sha, dur, reqId } from './lib.mjs';
import { codingWork, sqlWork, opsWork, researchWork } from './domains.mjs';
const FAM = 'deep_distinct_delegation';
// delegate: step with the delegation tool, run child agent inside the tool span
function delegate(run, thought, tool, args, agent, input, fn) {
  const t = run.step(thought, tool, args, null); run.stack.push(t);
  const s = run.sub(agent, input, fn); run.stack.pop(); t.output = s.output; return s.output;
}
function s1() {
  const run = new Run(`${FAM}-01`, 'openai', 'Fix issue #4471 in the marshmallow-code/marshmallow fork: `Nested(many=True)` with `partial=("items.name",)` ignores the nested partial. Include a regression test.', { start: '2026-01-16T10:00:00.000Z', agentName: 'planner' });
  codingWork(run, { repo: 'marshmallow-code/marshmallow', lang: 'py', files: ['src/marshmallow/fields.py', 'src/marshmallow/schema.py', 'tests/test_schema.py'], syms: ['_deserialize', '_invoke_field_validators', 'load'], test: 'pytest tests/test_schema.py -q' }, 14);
  const out = delegate(run, 'Handing the fix to the repo agent with the reproduction details.', 'transfer_to_repo_agent', { task: 'Fix nested partial propagation for Nested(many=True) and add a regression test.' }, 'repo_agent', { task: 'fix + test' }, () => {
    codingWork(run, { repo: 'marshmallow-code/marshmallow', lang: 'py', files: ['src/marshmallow/fields.py', 'src/marshmallow/schema.py'], syms: ['_deserialize', '_load', 'partial'], test: 'pytest tests -q -k partial' }, 16);
    const test = delegate(run, 'First I need a failing test; delegating just the test to the test agent.', 'transfer_to_test_agent', { task: 'Write a failing test: Nested(many=True) with partial=("items.name",) must not require name.' }, 'test_agent', { task: 'failing test only' }, () => {
      codingWork(run, { repo: 'marshmallow-code/marshmallow', lang: 'py', files: ['tests/test_schema.py', 'tests/base.py'], syms: ['test_nested_partial', 'OrderSchema'], test: 'pytest tests/test_schema.py -q -k nested_partial' }, 8);
      const fx = delegate(run, 'The test needs a fixture schema with a list of nested items; asking the fixture agent for just that.', 'transfer_to_fixture_agent', { task: 'Add OrderSchema/ItemSchema fixtures (items: Nested(ItemSchema, many=True), name required) to tests/base.py.' }, 'fixture_agent', { task: 'fixtures only' }, () => {
        run.step('Adding the two schemas to tests/base.py.', 'apply_patch', { patch: '*** Update File: tests/base.py\n+class ItemSchema(Schema):\n+    name = fields.Str(required=True)\n+    qty = fields.Int()\n+class OrderSchema(Schema):\n+    items = fields.Nested(ItemSchema, many=True)' }, { status: 'applied' });
        run.step('Checking they import.', 'run_shell', { command: 'python -c "from tests.base import OrderSchema; print(OrderSchema().fields)"' }, "{'items': <fields.Nested(default=<marshmallow.missing>, ...)>}");
        return 'ItemSchema and OrderSchema added to tests/base.py';
      });
      run.step(`Fixtures ready (${fx}); writing the test.`, 'apply_patch', { patch: '*** Update File: tests/test_schema.py\n+def test_nested_partial_many():\n+    OrderSchema().load({"items": [{"qty": 1}]}, partial=("items.name",))' }, { status: 'applied' });
      run.step('Confirming it fails before the fix.', 'run_shell', { command: 'pytest tests/test_schema.py -q -k nested_partial_many' }, "F\nE   marshmallow.exceptions.ValidationError: {'items': {0: {'name': ['Missing data for required field.']}}}\n1 failed in 0.21s");
      return 'tests/test_schema.py::test_nested_partial_many fails as expected';
    });
    run.step(`Got a failing test (${test}). Fixing Nested._deserialize to pass the prefixed partial to each item.`, 'apply_patch', { patch: '*** Update File: src/marshmallow/fields.py\n-        return self._load(value, data, partial=partial)\n+        return self._load(value, data, partial=self._nested_partial(partial))' }, { status: 'applied' });
    run.step('Running the full suite.', 'run_shell', { command: 'pytest -q' }, `1286 passed, 3 skipped in ${dur(run.r, 10, 30)}`);
    return 'Fixed in fields.py; regression test passes; 1286 passed';
  });
  run.say(`Issue #4471 resolved: ${out}.`);
  return row(FAM, 1, 'A planner delegates a fix to a repo agent, which delegates only the failing test to a test agent, which delegates only the fixtures to a fixture agent; each does its narrower part, results flow back up and the fix lands.', false, false, run.finish({ status: 'done' }));
}
function s2() {
  const run = new Run(`${FAM}-02`, 'langgraph', 'Incident INC-8120: orders API p99 latency 4s since 14:05 UTC. Find the cause and mitigate.', { start: '2026-02-23T14:12:00.000Z', agentName: 'incident_commander' });
  opsWork(run, { svc: 'orders-api', ns: 'orders' }, 16);
  const out = delegate(run, 'Latency correlates with DB time; sending the database investigation to the DB investigator.', 'transfer', { to: 'db_investigator', task: 'Find why orders-db query time rose since 14:05.' }, 'db_investigator', { task: 'db' }, () => {
    opsWork(run, { svc: 'orders-db-proxy', ns: 'orders' }, 8);
    const q = delegate(run, 'pg_stat_statements shows one statement dominating; handing that single query to the query analyst.', 'transfer', { to: 'query_analyst', task: 'Explain why queryid 8812330917 (orders by customer) got slow.' }, 'query_analyst', { task: 'one query' }, () => {
      run.step('Top statements by total time.', 'run_sql', { sql: 'SELECT queryid, calls, mean_exec_time FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 3;' }, { rows: [[8812330917, 412003, 3811.2], [1120043, 90211, 4.1], [77120031, 50222, 2.2]] });
      const plan = delegate(run, 'Need the plan interpreted against the index definitions; asking the plan reader for just the EXPLAIN.', 'transfer', { to: 'plan_reader', task: 'EXPLAIN ANALYZE the orders-by-customer query with a real customer id and say which index is used.' }, 'plan_reader', { task: 'explain' }, () => {
        run.step('Running EXPLAIN.', 'run_sql', { sql: "EXPLAIN (ANALYZE, BUFFERS) SELECT * FROM orders WHERE customer_id = 'c_88120' ORDER BY created_at DESC LIMIT 20;" }, 'Limit  (cost=0.43..91220.11 rows=20) (actual time=3790.2..3790.4 rows=20 loops=1)\n  ->  Index Scan Backward using orders_created_at_idx on orders  (actual time=3790.1..3790.3 rows=20 loops=1)\n        Filter: (customer_id = \'c_88120\')\n        Rows Removed by Filter: 6120443\nPlanning Time: 0.3 ms\nExecution Time: 3790.6 ms');
        run.step('Checking indexes on orders.', 'run_sql', { sql: "SELECT indexname, indexdef FROM pg_indexes WHERE tablename='orders';" }, { rows: [['orders_pkey', 'UNIQUE (id)'], ['orders_created_at_idx', '(created_at)']] });
        return 'customer_id+created_at index is missing (dropped?); planner scans created_at index and filters 6.1M rows';
      });
      run.step('Was the index dropped recently?', 'search_logs', { query: 'DROP INDEX orders', from: '2026-02-23T13:00:00Z' }, { hits: [{ ts: '2026-02-23T14:04:51Z', msg: 'migration 20260223_1400_cleanup: DROP INDEX CONCURRENTLY orders_customer_created_idx', deploy: 'orders-api v7.12.0' }] });
      return `Index orders_customer_created_idx dropped by migration at 14:04:51 (${plan})`;
    });
    return q;
  });
  run.step('Recreating the index concurrently as mitigation.', 'run_sql', { sql: 'CREATE INDEX CONCURRENTLY orders_customer_created_idx ON orders (customer_id, created_at DESC);' }, { status: 'CREATE INDEX', elapsed: '6m 12s' });
  run.step('Checking latency after the index build.', 'prometheus_query', { query: 'histogram_quantile(0.99, rate(http_request_duration_seconds_bucket{service="orders-api"}[5m]))' }, { status: 'success', data: { result: [{ value: [1771857600, '0.182'] }] } });
  run.say(`Cause: ${out}. Mitigated by recreating the index; p99 back to 182 ms. Follow-up: revert the cleanup migration in v7.12.0.`);
  return row(FAM, 2, 'An incident commander delegates the DB angle to an investigator, who delegates one slow query to an analyst, who delegates the EXPLAIN to a plan reader; each narrows the problem, and the answer (dropped index) flows back to a mitigation.', false, false, run.finish({ status: 'mitigated' }));
}
function s3() {
  const run = new Run(`${FAM}-03`, 'cc', 'Write a literature-backed design note on choosing a vector index (HNSW vs IVF-PQ vs DiskANN) for a 200M-vector corpus on 256 GB RAM.', { start: '2026-02-01T09:00:00.000Z' });
  const r = run.r;
  const out = delegate(run, 'Splitting: one agent for the memory math and literature, I will write the note.', 'Task', { description: 'Index options research', prompt: 'Compare HNSW, IVF-PQ and DiskANN for 200M x 768-d vectors on 256 GB RAM: memory, recall, QPS, with sources.', subagent_type: 'general-purpose' }, 'Task(general-purpose)', { task: 'compare three index types' }, () => {
    researchWork(run, { queries: ['HNSW memory overhead per vector M=32', 'IVF-PQ recall 768 dimensions billion scale', 'DiskANN SSD billion scale recall QPS'], sources: [{ url: 'https://arxiv.org/abs/1603.09320', title: 'Efficient and robust approximate nearest neighbor search using HNSW graphs', facts: ['HNSW stores M neighbours per layer-0 node; memory grows with M.', 'It achieves high recall at low latency on in-memory data.'] }, { url: 'https://arxiv.org/abs/1702.08734', title: 'Billion-scale similarity search with GPUs (FAISS)', facts: ['IVF-PQ compresses vectors to a few dozen bytes.', 'Recall depends strongly on nprobe and code size.'] }, { url: 'https://proceedings.neurips.cc/paper/2019/hash/09853c7fb1d3f8ee67a61b6bf4a7f8e6-Abstract.html', title: 'DiskANN: Fast Accurate Billion-point Nearest Neighbor Search on a Single Node', facts: ['DiskANN serves a billion points from SSD with 64 GB RAM.', 'It reports >95% 1-recall@1 at under 5 ms latency.'] }] }, 34);
    const mem = delegate(run, 'Handing just the memory arithmetic to a sub-agent so the numbers are checked independently.', 'Task', { description: 'Memory math', prompt: 'Compute RAM for 200M x 768 float32 vectors under HNSW(M=32), IVF-PQ(m=96, 8 bits) and DiskANN (PQ in RAM, 64 bytes), including graph overhead.', subagent_type: 'general-purpose' }, 'Task(general-purpose)', { task: 'memory math only' }, () => {
      const py = delegate(run, 'Delegating the exact calculation script to a narrow sub-agent that just runs Python.', 'Task', { description: 'Run calc', prompt: 'Run: raw=200e6*768*4; hnsw=raw+200e6*32*2*4; ivfpq=200e6*96; diskann_ram=200e6*64. Print in GiB.', subagent_type: 'general-purpose' }, 'Task(general-purpose)', { task: 'run calculation' }, () => {
        run.step('Running the arithmetic.', 'Bash', { command: 'python3 -c "g=2**30; raw=200e6*768*4; print(raw/g, (raw+200e6*32*2*4)/g, 200e6*96/g, 200e6*64/g)"', description: 'calc' }, '572.2045593261719 619.8883056640625 17.881393432617188 11.920928955078125');
        return 'raw 572 GiB; HNSW 620 GiB; IVF-PQ 17.9 GiB; DiskANN RAM 11.9 GiB (+572 GiB SSD)';
      });
      return `Numbers: ${py}. HNSW cannot fit in 256 GB without quantisation.`;
    });
    return `HNSW: best recall/latency but ${mem.split('.')[0]}; IVF-PQ fits easily, recall ~0.85-0.92 at nprobe 64; DiskANN fits with SSD, >95% recall@1 <5 ms per the paper.`;
  });
  run.step('Writing the note.', 'Write', { file_path: '/workspace/docs/vector-index-choice.md', content: '# Vector index for 200M vectors\n...' }, 'File created successfully at: /workspace/docs/vector-index-choice.md');
  run.say(`Design note written. Summary: ${out} Recommendation: DiskANN, with IVF-PQ as the fallback if SSD latency is a concern.`);
  return row(FAM, 3, 'A Claude Code session delegates research to a sub-agent, which delegates only the memory math to another, which delegates only running the calculation; each level narrower, results flow back and the note is written.', false, false, run.finish({ status: 'done' }));
}
export const rows = () => [s1(), s2(), s3()];
