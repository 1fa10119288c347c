// Family 5 (loop): a supervisor hands the same task to a sub-agent (or back and forth
// between agents) again and again; the sub-agent does the same work and returns the same
// inconclusive answer every time.
import { run, span } from './lib.mjs';

export const family = 'redelegate_same_subtask';
export const loop = true;
export const stagnation = true;
export const summary = 'Supervisor re-delegates the identical task 3+ times; the sub-agent repeats the same steps and the same inconclusive answer.';

export const scenarios = [
  // ------------------------------------------------------------------------
  {
    id: '01', domain: 'GPU cluster ML training (throughput regression)', style: 'adk',
    isolates: 'An ADK supervisor calls its perf_diagnostics_agent (AgentTool) four times with the same request; each nested run queries the same metrics and answers "unable to determine the root cause".',
    goal: 'Training throughput on the llm-13b pretraining run dropped from ~41k to ~29k tokens/s since yesterday. Find the cause and tell me what to change.',
    build(ctx, goal) {
      const task = 'Investigate why tokens/s on run llm13b-pt-0611 fell from ~41k to ~29k since yesterday and identify the root cause.';
      const sub = (c) => {
        const s = run(c, 'adk', {
          name: 'perf_diagnostics_agent', nested: true, model: 'gemini-2.0-flash', task,
          system: 'You diagnose training performance using cluster metrics. Answer with a root cause or say what is missing.',
          tools: ['query_metrics'],
        });
        s.step(null, [{ name: 'query_metrics', args: { run: 'llm13b-pt-0611', metrics: ['tokens_per_sec', 'gpu_util', 'nccl_allreduce_ms'], window: '48h', step: '1h' }, out: (x) => ({ series: { tokens_per_sec: { before: 41210, after: 29075 }, gpu_util: { before: 0.93, after: 0.91 }, nccl_allreduce_ms: { before: 38.4, after: 39.1 } }, change_point: '~18:00 UTC yesterday', prom_query_id: x.hex(16), evaluated_at: x.epoch(), datasource: `thanos-query-${x.int(0, 2)}` }) }]);
        s.final('Unable to determine the root cause from the available metrics. Throughput fell about 29% starting around 18:00 UTC yesterday, while GPU utilisation and all-reduce latency are essentially unchanged. Further investigation is needed.');
        return s.end();
      };
      const r = run(ctx, 'adk', {
        name: 'training_ops_supervisor', app: 'mlops_copilot', model: 'gemini-1.5-pro-002', task: goal,
        system: 'You supervise ML training operations. Delegate diagnosis to perf_diagnostics_agent and report a concrete fix to the user.',
        tools: ['perf_diagnostics_agent', 'get_run_config'],
      });
      const think = 'I need a root cause before I can recommend a change. I will ask perf_diagnostics_agent to investigate the throughput drop.';
      r.step(think, [{ name: 'perf_diagnostics_agent', args: { request: task }, sub }]);
      r.step('The diagnostics agent could not determine the cause. I need a root cause before I can recommend a change, so I will ask perf_diagnostics_agent to investigate the throughput drop again.', [{ name: 'perf_diagnostics_agent', args: { request: task }, sub }]);
      r.step('The diagnostics agent could not determine the cause. I need a root cause before I can recommend a change, so I will ask perf_diagnostics_agent to investigate the throughput drop again.', [{ name: 'perf_diagnostics_agent', args: { request: task }, sub }]);
      r.step('The diagnostics agent still could not determine the cause. I need a root cause before I can recommend a change, so I will ask perf_diagnostics_agent to investigate the throughput drop again.', [{ name: 'perf_diagnostics_agent', args: { request: task }, sub }]);
      return r.end({ error: 'LlmCallsLimitExceededError: Max number of llm calls limit of `12` exceeded' });
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '02', domain: 'car dealership (trade-in market pricing)', style: 'smolagents',
    isolates: 'A smolagents manager calls its managed agent market_researcher three times with the same pricing task; the sub-agent runs the same web search and returns the same "not enough comparable listings" answer.',
    goal: 'Give the desk manager a wholesale and retail range for a 2019 Subaru Outback 2.5i Touring, 62,400 miles, Crimson Red, clean Carfax, being traded in on deal D-88207.',
    build(ctx, goal) {
      const task = 'Find comparable listings within 150 miles of ZIP 55432 for a 2019 Subaru Outback 2.5i Touring with 50k-75k miles and report a price range.';
      const sub = (c) => {
        const s = run(c, 'smolagents', {
          name: 'market_researcher', task, maxSteps: 4, model: 'anthropic/claude-3-5-haiku-20241022', tools: ['web_search', 'final_answer'],
        });
        s.step('I will search for comparable listings.', [{ name: 'web_search', args: { query: '2019 Subaru Outback 2.5i Touring for sale near 55432' }, out: (x) => `## Search Results\n\n[Used 2019 Subaru Outback for Sale near Minneapolis, MN](https://www.cars.example/shopping/subaru-outback-2019/?zip=55432)\nShop 2019 Subaru Outback vehicles for sale in Minneapolis, MN. Prices updated ${x.us()}.\n\n[2019 Subaru Outback Values & Cars for Sale | Kelley Blue Book](https://www.kbb.example/subaru/outback/2019/)\nLearn more about the 2019 Subaru Outback. See the 2019 Subaru Outback price range, expert review, consumer reviews...\n\n(results served by ${x.pick(['brave', 'ddg'])} in ${x.int(300, 900)} ms)` }]);
        s.final('I could not find enough comparable listings with trim and mileage details to give a reliable price range.');
        return s.end();
      };
      const r = run(ctx, 'smolagents', { task: goal, maxSteps: 5, model: 'anthropic/claude-3-5-sonnet-20241022', tools: ['market_researcher', 'vin_history', 'final_answer'] });
      r.step('I need market comparables to set the range. I will ask market_researcher to find comparable listings.', [{ name: 'market_researcher', args: { task }, sub }]);
      r.step('market_researcher did not return a range. I need market comparables to set the range, so I will ask market_researcher to find comparable listings.', [{ name: 'market_researcher', args: { task }, sub }]);
      r.step('market_researcher did not return a range. I need market comparables to set the range, so I will ask market_researcher to find comparable listings again.', [{ name: 'market_researcher', args: { task }, sub }]);
      r.maxSteps('I was unable to get comparable listings for the 2019 Outback Touring, so I cannot give a reliable wholesale/retail range yet.');
      return r.end();
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '03', domain: 'telecom network operations (packet loss on a metro ring)', style: 'plain',
    isolates: 'A NOC orchestrator delegates "localize packet loss on ring R7" to field_ops_agent four times; each sub-run pulls the same interface counters and reports the loss cannot be localized.',
    goal: 'Customers on the R7 metro ring report 2-3% packet loss since 06:00. Localize the faulty span and open a field dispatch for it.',
    build(ctx, goal) {
      const task = 'Localize the span causing 2-3% packet loss on metro ring R7 (nodes R7-A1..R7-A6) and report which span needs a field dispatch.';
      const sub = (c) => {
        const s = run(c, 'plain', {
          name: 'field_ops_agent', model: 'gpt-4o-mini-2024-07-18', task,
          system: 'You are the field-ops specialist. Use get_interface_counters to inspect ring interfaces.', tools: ['get_interface_counters'],
        });
        s.step(null, [{ name: 'get_interface_counters', args: { ring: 'R7', nodes: ['R7-A1', 'R7-A2', 'R7-A3', 'R7-A4', 'R7-A5', 'R7-A6'], counters: ['in_errors', 'crc', 'out_discards'] }, out: (x) => ({ collected_at: x.iso(), poller: `snmp-poll-${x.int(1, 5)}.noc`, interfaces: [{ if: 'R7-A3:Te0/0/1', crc: 18422 + x.int(0, 40), in_errors: 18517 + x.int(0, 40) }, { if: 'R7-A4:Te0/0/0', crc: 17960 + x.int(0, 40), in_errors: 18001 + x.int(0, 40) }, { if: 'R7-A1:Te0/0/1', crc: 0, in_errors: 0 }], counter_epoch: x.epoch() }) }]);
        s.final('I could not localize the faulty span. CRC errors are rising on both R7-A3 Te0/0/1 and R7-A4 Te0/0/0 at similar rates, so the loss could be on either side of that span or elsewhere. Inconclusive.');
        return s.end();
      };
      const r = run(ctx, 'plain', {
        name: 'noc-orchestrator', model: 'gpt-4o-2024-08-06', task: goal,
        system: 'You coordinate NOC specialists. Use delegate_task to hand work to field_ops_agent, and open_dispatch once a span is identified.', tools: ['delegate_task', 'open_dispatch'],
      });
      const think = 'I need the faulty span before opening a dispatch. I will delegate localization to field_ops_agent.';
      const call = { name: 'delegate_task', args: { agent: 'field_ops_agent', task }, sub };
      r.step(think, [call]);
      r.step('field_ops_agent could not localize the span. I need the faulty span before opening a dispatch, so I will delegate localization to field_ops_agent again.', [call]);
      r.step('field_ops_agent could not localize the span. I need the faulty span before opening a dispatch, so I will delegate localization to field_ops_agent again.', [call]);
      r.step('field_ops_agent still could not localize the span. I need the faulty span before opening a dispatch, so I will delegate localization to field_ops_agent again.', [call]);
      return r.end({ error: 'MaxTurnsExceeded: 8' });
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '04', domain: 'online courses LMS (academic integrity review)', style: 'n8n',
    isolates: 'An n8n main agent calls its "Integrity Reviewer" agent tool four times with the same submission; each nested agent fetches the same 38% similarity report and replies that it cannot decide.',
    goal: 'Instructor flagged essay submission SUB-77410 (HIST-110, Essay 2) for possible plagiarism. Decide whether to open an academic integrity case and draft the note to the instructor.',
    build(ctx, goal) {
      const task = 'Review submission SUB-77410 for plagiarism and say whether an integrity case should be opened.';
      const sub = (c) => {
        const s = run(c, 'n8n', {
          name: 'Integrity Reviewer', task, model: 'gpt-4o-mini', rootInput: { query: task },
          system: 'You review similarity reports. Answer OPEN_CASE, NO_CASE, or explain why you cannot decide.',
        });
        s.step('', [{ name: 'Similarity_Report', node: 'Similarity Report', args: { submission_id: 'SUB-77410' }, out: (x) => ({ response: JSON.stringify({ submission_id: 'SUB-77410', overall_similarity: 38, top_sources: [{ source: 'Internet: historyhub.example/essays/reconstruction', match: 14 }, { source: 'Student paper: Northfield Online Academy, 2023-11', match: 11 }], report_generated: x.isoMs(), report_etag: x.etag(true), viewer_url: `https://similarity.example/r/${x.b64(18)}` }) }) }]);
        s.final('The report shows 38% similarity, but I cannot tell whether the matched passages are properly quoted and cited without the original source texts. I cannot decide whether to open a case.');
        return s.end();
      };
      const r = run(ctx, 'n8n', {
        task: goal, model: 'gpt-4o',
        system: 'You assist the academic integrity office. Use the "Integrity Reviewer" tool to assess a submission and "Draft Email" to write to instructors.',
      });
      const think = 'I need a decision on whether to open a case. I will ask the Integrity Reviewer to review SUB-77410.';
      const call = { name: 'Integrity_Reviewer', node: 'Integrity Reviewer', nodeType: '@n8n/n8n-nodes-langchain.agentTool', args: { query: task }, sub };
      r.step(think, [call]);
      r.step('The reviewer could not decide. I need a decision on whether to open a case, so I will ask the Integrity Reviewer to review SUB-77410 again.', [call]);
      r.step('The reviewer could not decide. I need a decision on whether to open a case, so I will ask the Integrity Reviewer to review SUB-77410 again.', [call]);
      r.step('The reviewer still could not decide. I need a decision on whether to open a case, so I will ask the Integrity Reviewer to review SUB-77410 again.', [call]);
      return r.end({ error: 'Agent stopped due to max iterations.' });
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '05', domain: 'airline crew scheduling (duty-limit verification)', style: 'letta',
    isolates: 'A Letta supervisor sends the same legality question to a legality-checker agent four times via send_message_to_agent_and_wait_for_reply; each nested run answers that it cannot verify without actual block times.',
    goal: 'Captain Ruiz flew a delayed turn yesterday (DEN-SFO-DEN). Can she legally take tomorrow\'s 06:10 report on pairing 5120? I need a yes or no.',
    build(ctx, goal) {
      const ask = 'Is Capt. L. Ruiz (emp 30981) legal for a 06:10 report tomorrow on pairing 5120, given yesterday\'s delayed DEN-SFO-DEN turn?';
      const sub = (c) => {
        const s = run(c, 'letta', {
          name: 'legality-checker', model: 'gpt-4o-mini', task: ask,
          system: 'You verify FAR 117 legality using the crew record service.',
        });
        s.step('I need Ruiz\'s duty record for yesterday.', [{ name: 'get_duty_record', args: { emp: '30981', date: 'yesterday' }, out: (x) => `emp 30981 RUIZ L | pairing 5044 | sched report 13:05 | sched release 22:40 | actual block: NOT POSTED (ACARS feed lag) | rec_ver ${x.int(100, 999)} | as_of ${x.pg()}` }]);
        s.say('I can\'t verify the duty limit: yesterday\'s actual block times are not posted yet. On scheduled times she would have 7h30m rest, but the delay is unknown.', 'Actual block times are missing, so I cannot confirm rest.');
        return s.end();
      };
      const r = run(ctx, 'letta', {
        name: 'crew-control-supervisor', model: 'gpt-4o', task: goal,
        system: 'You are the crew control supervisor agent. You can consult the legality-checker agent with send_message_to_agent_and_wait_for_reply.',
      });
      const think = 'I need a legality verdict for Ruiz. I will ask the legality-checker agent.';
      const call = { name: 'send_message_to_agent_and_wait_for_reply', args: { message: ask, other_agent_id: 'agent-legality-checker' }, sub, out: (c) => 'legality-checker: I can\'t verify the duty limit: yesterday\'s actual block times are not posted yet. On scheduled times she would have 7h30m rest, but the delay is unknown.' };
      r.step(think, [call]);
      r.step('The checker could not verify. I need a legality verdict for Ruiz, so I will ask the legality-checker agent again.', [call]);
      r.step('The checker could not verify. I need a legality verdict for Ruiz, so I will ask the legality-checker agent again.', [call]);
      r.step('The checker still could not verify. I need a legality verdict for Ruiz, so I will ask the legality-checker agent again.', [call]);
      return r.end({ error: 'Hit max chaining steps (4), stopping.' });
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '06', domain: 'bakery chain demand forecasting (agent handoffs)', style: 'plain-handoff',
    isolates: 'Two agents hand the same forecasting request back and forth three times (OpenAI Agents SDK style handoffs); the analyst runs the same sales-history query each time and returns "insufficient history", the supervisor hands it straight back.',
    goal: 'Forecast next week\'s demand for the new Cardamom Knot (SKU CK-01) at all 14 stores so the commissary can schedule dough production.',
    build(ctx, goal) {
      const kids = [];
      const seg = (name, system, tools, steps) => {
        const s = run(ctx, 'plain', { name, model: 'gpt-4.1-2025-04-14', task: goal, system, tools });
        steps(s);
        kids.push(s.end());
      };
      const handoff = (from, to) => { ctx.tick(5, 40); kids.push(span('handoff', `Handoff: ${from} -> ${to}`, { from_agent: from, to_agent: to }, { accepted: true }, [], { metadata: { handoff_id: ctx.uuid(), at: ctx.isoMs() } })); };
      const SUP = 'You are the Forecast Supervisor for Crumb & Crust. Hand forecasting work to Forecast Analyst and turn its numbers into a production plan.';
      const ANA = 'You are the Forecast Analyst. Use query_sales_history, then return a forecast or explain what is missing.';
      for (let i = 0; i < 3; i++) {
        seg('Forecast Supervisor', SUP, ['transfer_to_forecast_analyst'], (s) => {
          s.step(i === 0 ? 'I need a per-store forecast for CK-01 before planning production. Handing off to the Forecast Analyst.' : 'The analyst did not produce a forecast. I need a per-store forecast for CK-01 before planning production. Handing off to the Forecast Analyst.', [
            { name: 'transfer_to_forecast_analyst', args: {}, out: { assistant: 'Forecast Analyst' } },
          ]);
        });
        handoff('Forecast Supervisor', 'Forecast Analyst');
        seg('Forecast Analyst', ANA, ['query_sales_history', 'transfer_to_forecast_supervisor'], (s) => {
          s.step(null, [{ name: 'query_sales_history', args: { sku: 'CK-01', stores: 'all', days: 56 }, out: (c) => ({ rows: 6, first_sale: '5 days ago', stores_with_sales: 3, warehouse: 'BAKERY_DW', query_id: `01b${c.hex(5)}-0000-${c.hex(4)}-0000-${c.hex(12)}`, elapsed_ms: c.int(300, 1900) }) }]);
          s.step('There is insufficient history for CK-01 (6 daily rows, 3 stores) to produce a forecast. Returning to the supervisor.', [
            { name: 'transfer_to_forecast_supervisor', args: {}, out: { assistant: 'Forecast Supervisor' } },
          ]);
        });
        handoff('Forecast Analyst', 'Forecast Supervisor');
      }
      return span('agent', 'Agent workflow', { input: goal }, null, kids, { error: 'MaxTurnsExceeded: Max turns (12) exceeded', metadata: { trace_id: 'trace_' + ctx.hex(32), workflow_name: 'Agent workflow', group_id: null, sdk: 'openai-agents 0.0.19' } });
    },
  },
];
