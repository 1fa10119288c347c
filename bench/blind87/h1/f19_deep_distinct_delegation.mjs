import { agent, llm, tool, oaOut, anOut } from './lib.mjs';
export const family = 'deep_distinct_delegation';
export const loop = false;

// Row 01: Claude Code Task nesting three levels, each narrower; results come back and a fix lands.
function r1(c) {
  const goal = 'The `ingest-worker` service in `meltwater-pipeline` grows to 3 GB RSS within 6 hours and gets OOM-killed. Find and fix the leak.';
  const L = (t, calls = []) => llm('claude-sonnet-4', { messages: '<history>' }, anOut(c, t, calls));
  const lvl3 = agent('Task', { description: 'Check LRU eviction', prompt: 'Read ingest/cache/lru.py and tell me whether entries are ever evicted when maxsize is reached; quote the relevant lines.', subagent_type: 'general-purpose' }, { result: 'Eviction never runs: `_evict()` is only called from `set()` when `len(self._data) > self.maxsize`, but `maxsize` defaults to None and ingest/worker.py constructs `LRU()` without it (line 44).' }, [
    L('Reading the cache.', [['Read', { file_path: 'ingest/cache/lru.py' }]]),
    tool('Read', { file_path: 'ingest/cache/lru.py' }, '12  def __init__(self, maxsize=None):\n13      self.maxsize = maxsize\n...\n30  def set(self, k, v):\n31      self._data[k] = v\n32      if self.maxsize is not None and len(self._data) > self.maxsize:\n33          self._evict()'),
    L(null, [['Grep', { pattern: 'LRU\\(', path: 'ingest' }]]),
    tool('Grep', { pattern: 'LRU\\(' }, 'ingest/worker.py:44:        self.schema_cache = LRU()'),
    L('Eviction never runs: maxsize defaults to None and worker.py line 44 builds LRU() without it.'),
  ]);
  const lvl2 = agent('Task', { description: 'Profile heap growth', prompt: 'Run ingest-worker locally with tracemalloc for 10 minutes against the replay fixture and report which allocation sites grow; if it is a cache, find out why it does not evict.', subagent_type: 'general-purpose' }, { result: 'Top growth: ingest/cache/lru.py:31 (+412 MB in 10 min, 1.9M entries keyed by schema fingerprint). Cause: unbounded LRU (maxsize None).' }, [
    L('Run the profiler.', [['Bash', { command: 'python -m ingest.tools.heapprof --fixture replay-2026-03-01 --minutes 10 --top 5' }]]),
    tool('Bash', { command: 'heapprof --minutes 10' }, `[tracemalloc] snapshot diff after 600s (pid ${c.int(1000, 9999)})\n#1 ingest/cache/lru.py:31: size=412 MiB (+412 MiB), count=1,902,114 (+1,902,114)\n#2 ingest/decode/avro.py:88: size=38 MiB (+2 MiB)\n#3 <frozen importlib._bootstrap>:488: size=11 MiB (+0 B)`),
    L('The cache at lru.py:31 dominates. Delegate checking the eviction logic.', [['Task', { description: 'Check LRU eviction', prompt: 'Read ingest/cache/lru.py ...' }]]),
    lvl3,
    L('Top growth is the unbounded schema cache; reporting back.'),
  ]);
  const ch = [
    L('Confirm the symptom from metrics.', [['Bash', { command: "promtool query range 'process_resident_memory_bytes{job=\"ingest-worker\"}' --start=-12h --step=1h" }]]),
    tool('Bash', { command: 'promtool query range rss' }, `0.41GB 0.83GB 1.24GB 1.71GB 2.15GB 2.62GB 3.01GB [OOMKilled] 0.40GB 0.82GB ...`),
    L('Linear growth, not spikes. Delegate profiling.', [['Task', { description: 'Profile heap growth', prompt: 'Run ingest-worker locally with tracemalloc ...' }]]),
    lvl2,
    L('Bound the cache: 50k fingerprints is ~4x the distinct schemas seen per day.', [['Edit', { file_path: 'ingest/worker.py' }]]),
    tool('Edit', { file_path: 'ingest/worker.py', old_string: 'self.schema_cache = LRU()', new_string: 'self.schema_cache = LRU(maxsize=50_000)' }, 'Applied 1 edit.'),
    L('Re-profile 10 minutes to confirm growth stops.', [['Bash', { command: 'python -m ingest.tools.heapprof --fixture replay-2026-03-01 --minutes 10 --top 3' }]]),
    tool('Bash', { command: 'heapprof' }, `#1 ingest/cache/lru.py:31: size=4.1 MiB (+0 B), count=50,000 (+0)\n#2 ingest/decode/avro.py:88: size=37 MiB (+1 MiB)`),
    L('Fixed: the schema cache was unbounded (LRU() with maxsize=None); bounded to 50,000 entries, heap flat after warm-up.'),
  ];
  const root = agent('claude-code', { prompt: goal }, { subtype: 'success' }, ch, { metadata: { session_id: c.uuid() } });
  return { goal, isolates: 'Three nested agents each receive a narrower, different task (find the leak → profile the heap → check eviction in one file); results flow back up and the fix is verified.', stagnation: false, root };
}

// Row 02: OpenAI Agents SDK handoffs, triage -> billing -> refunds -> fraud check, each narrower.
function r2(c) {
  const goal = 'Customer message: "I was charged 3 times for my Pro annual renewal this morning, please refund the extras." (account acc_55k1, Parcelly app).';
  const L = (m, t, calls = []) => llm(m, { messages: '<history>' }, oaOut(c, t, calls));
  const fraud = agent('Fraud Check Agent', { input: 'Are the two extra charges ch_A2 and ch_A3 on acc_55k1 safe to refund (no chargeback open, not flagged)?' }, { final_output: 'Safe: no disputes, risk score 8/100, same card and IP as the account.' }, [L('gpt-4.1-mini', null, [['risk_lookup', { charges: ['ch_A2', 'ch_A3'] }]]), tool('risk_lookup', { charges: ['ch_A2', 'ch_A3'] }, { ch_A2: { risk_score: 8, dispute: null }, ch_A3: { risk_score: 8, dispute: null }, ip_match: true, card_fingerprint_match: true }), L('gpt-4.1-mini', 'Safe: no disputes, risk score 8/100, same card and IP as the account.')]);
  const refunds = agent('Refunds Agent', { input: 'Refund the duplicate Pro renewals on acc_55k1, keeping one.' }, { final_output: 'Refunded ch_A2 and ch_A3 (2 × $96.00).' }, [L('gpt-4.1', 'Check the two extras are safe before refunding.', [['transfer_to_fraud_check_agent', {}]]), fraud, L('gpt-4.1', null, [['refund', { charge: 'ch_A2' }], ['refund', { charge: 'ch_A3' }]]), tool('refund', { charge: 'ch_A2' }, { id: 're_' + c.b62(12), status: 'succeeded', amount: 9600 }), tool('refund', { charge: 'ch_A3' }, { id: 're_' + c.b62(12), status: 'succeeded', amount: 9600 }), L('gpt-4.1', 'Refunded ch_A2 and ch_A3 (2 × $96.00).')]);
  const billing = agent('Billing Agent', { input: 'Investigate reported triple charge for Pro annual renewal on acc_55k1.' }, { final_output: 'Three charges confirmed; two refunded; cause: renewal job retried after webhook timeout.' }, [L('gpt-4.1', null, [['list_charges', { account: 'acc_55k1', since: '24h' }]]), tool('list_charges', { account: 'acc_55k1', since: '24h' }, [{ id: 'ch_A1', amount: 9600, created: c.isoSec(), description: 'Pro annual' }, { id: 'ch_A2', amount: 9600, created: c.isoSec(), description: 'Pro annual' }, { id: 'ch_A3', amount: 9600, created: c.isoSec(), description: 'Pro annual' }]), L('gpt-4.1', null, [['renewal_job_log', { account: 'acc_55k1' }]]), tool('renewal_job_log', { account: 'acc_55k1' }, `${c.logts()} renew acc_55k1 attempt=1 webhook timeout 10s\n${c.logts()} renew acc_55k1 attempt=2 webhook timeout 10s\n${c.logts()} renew acc_55k1 attempt=3 ok`), L('gpt-4.1', 'Three real charges caused by renewal retries. Hand off the refund of two.', [['transfer_to_refunds_agent', {}]]), refunds, L('gpt-4.1', 'Three charges confirmed; two refunded; cause: renewal job retried after webhook timeout.')]);
  const ch = [L('gpt-4.1-mini', 'Billing issue; hand off.', [['transfer_to_billing_agent', {}]]), billing, L('gpt-4.1-mini', 'Sorry about that! You were charged three times because our renewal system retried; we have refunded the two extra $96.00 charges (5–10 business days). Your Pro plan stays active.')];
  const root = agent('Triage Agent', { input: goal }, { final_output: 'Refunded two duplicate charges; customer informed.' }, ch, { metadata: { sdk: 'openai-agents 0.0.19', trace_id: 'trace_' + c.hex(32) } });
  return { goal, isolates: 'Four levels of handoff (triage → billing → refunds → fraud check) each take a narrower sub-task, do real tool work, and pass a result back up to a final reply.', stagnation: false, root };
}

// Row 03: LangGraph nested subgraphs for a metrics report, each level narrower.
function r3(c) {
  const goal = 'Produce the March 2026 retention section of the Fieldnote investor update: overall logo retention, net revenue retention, and the SMB churn driver.';
  const L = (t, calls = []) => llm('ChatAnthropic', { model: 'claude-3-7-sonnet' }, anOut(c, t, calls));
  const node = (name, input, output, kids) => ({ type: 'chain', name, input, output, children: kids, metadata: { langgraph_node: name, langgraph_checkpoint_ns: `${name}:${c.uuid()}` } });
  const cohort = node('cohort_query', { task: 'Count SMB accounts lost in March 2026 by primary cancellation reason' }, { reasons: { 'price increase': 41, 'switched to competitor': 17, 'business closed': 12, other: 9 } }, [L(null, [['sql', { q: "select cancel_reason, count(*) from churn_events where segment='SMB' and month='2026-03' group by 1" }]]), tool('sql', { q: 'smb churn reasons' }, [['price increase', 41], ['switched to competitor', 17], ['business closed', 12], ['other', 9]])]);
  const smb = node('segment_analyst', { task: 'Explain SMB churn in March 2026' }, { driver: 'price increase (41 of 79 lost SMB logos, 52%) after the 1 March list-price change' }, [L('Need reasons, then link to the price change.', [['delegate', { to: 'cohort_query' }]]), cohort, L(null, [['changelog_lookup', { month: '2026-03' }]]), tool('changelog_lookup', { month: '2026-03' }, [{ date: '2026-03-01', change: 'SMB list price 29 → 39 USD/mo' }]), L('Driver: price increase, 41 of 79 lost SMB logos (52%), following the 1 March list-price change.')]);
  const metrics = node('metrics_agent', { task: 'Compute logo retention and NRR for March 2026 and explain SMB churn' }, { logo_retention: 0.954, nrr: 1.071, smb: smb.output }, [L(null, [['sql', { q: 'logo retention + NRR march' }]]), tool('sql', { q: 'retention' }, { start_logos: 2081, lost: 96, logo_retention: 0.954, start_mrr: 412300, expansion: 38100, contraction: 4200, churned_mrr: 4650, nrr: 1.071 }), L('Overall fine; SMB drives churn. Delegate SMB explanation.', [['delegate', { to: 'segment_analyst' }]]), smb]);
  const ch = [L('Delegate the numbers to the metrics agent.', [['delegate', { to: 'metrics_agent' }]]), metrics, L('Write the section.', [['write_section', { doc: 'investor-update-2026-03', section: 'Retention' }]]), tool('write_section', { section: 'Retention' }, { ok: true, words: 96 }), L('Retention: logo retention 95.4%, NRR 107.1%; 96 logos lost (79 SMB), and 52% of lost SMB logos cite the 1 March price increase.')];
  const root = agent('LangGraph', { messages: [{ role: 'user', content: goal }] }, { status: 'done' }, ch, { metadata: { thread_id: c.uuid() } });
  return { goal, isolates: 'The writer delegates to a metrics agent, which delegates SMB churn to a segment analyst, which delegates one query to a cohort node; each level is narrower and its answer is used above.', stagnation: false, root };
}
export const rows = [r1, r2, r3];
