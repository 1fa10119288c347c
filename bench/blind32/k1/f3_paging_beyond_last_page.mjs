// Family 3: keeps paging after the last real page; every further answer is the same empty page.
import { agent, llm, tool, chain, span, sys, user, oaCall, oaOut, gmOut, gmResp } from './lib.mjs';

export const family = {
  name: 'paging_beyond_last_page', loop: true, stagnation: false,
  behaviour: 'Page number / offset / cursor keeps advancing (or the same next token is re-sent) after the last real page; every answer is the same empty page, 3+ times.',
};

export const rows = [
  {
    id: '01', domain: 'tram depot wash bays', style: 'OpenTelemetry GenAI semantic conventions',
    isolates: 'After two real pages of wash-bay slots the agent requests pages 3, 4, 5 and 6, each returning the same empty item list, and never builds the schedule.',
    goal: 'Collect every free wash-bay slot at Depot Nord for next week and assign the 11 trams due for exterior wash.',
    build: (n) => {
      const kids = [];
      const pages = [
        [{ bay: 'WB1', start: 'Mon 02:10', len_min: 40 }, { bay: 'WB2', start: 'Mon 03:00', len_min: 40 }, { bay: 'WB1', start: 'Tue 01:50', len_min: 40 }],
        [{ bay: 'WB2', start: 'Wed 02:30', len_min: 40 }, { bay: 'WB1', start: 'Thu 03:10', len_min: 40 }],
      ];
      for (let p = 1; p <= 6; p++) {
        kids.push(llm('chat gpt-4o', { 'gen_ai.input.messages': `[${p * 2} messages]` }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'tool_call', id: 'call_' + n.alnum(20), name: 'list_wash_slots', arguments: { depot: 'NORD', week: '2024-W47', page: p } }], finish_reason: 'tool_call' }] },
          { metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.response.id': 'chatcmpl-' + n.alnum(29), 'gen_ai.usage.input_tokens': n.int(600, 3000), 'gen_ai.usage.output_tokens': n.int(20, 40) } }));
        n.adv(300, 1500);
        const items = pages[p - 1] || [];
        kids.push(tool('execute_tool list_wash_slots', { depot: 'NORD', week: '2024-W47', page: p }, { items, page: p, page_size: 3, generated_at: n.isoSec(), served_by: n.host('depotsvc') },
          { metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'list_wash_slots', 'gen_ai.tool.call.id': 'call_' + n.alnum(20), duration_ms: n.ms(30, 300) } }));
      }
      return agent('invoke_agent depot-planner', { 'gen_ai.input.messages': [user('Free wash-bay slots next week at Depot Nord; assign the 11 trams due.')] }, null, kids, { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'depot-planner', 'gen_ai.system': 'openai', 'otel.status_code': 'ERROR', 'otel.status_description': 'deadline exceeded' });
    },
  },
  {
    id: '02', domain: 'body-piercing studio aftercare follow-ups', style: 'Pydantic AI (Logfire)',
    isolates: 'The agent keeps raising the offset by 50 after the client list is exhausted; offsets 100, 150 and 200 all return the same empty list with total 73.',
    goal: 'Find all clients pierced in the last six weeks who have not had their aftercare check-in message, and queue one message each.',
    build: (n) => {
      const kids = [];
      const offs = [0, 50, 100, 150, 200];
      offs.forEach((o, i) => {
        kids.push(llm('chat gpt-4o-mini', { messages: `[${2 + i * 2} messages]` }, { parts: [{ part_kind: 'tool-call', tool_name: 'list_clients_due', args: { since_days: 42, offset: o, limit: 50 }, tool_call_id: 'pyd_ai_' + n.hex(32) }] }, { metadata: { 'logfire.span_type': 'span', 'gen_ai.usage.input_tokens': n.int(700, 4000), 'logfire.msg': 'chat gpt-4o-mini' } }));
        n.adv(200, 800);
        const clients = o === 0 ? Array.from({ length: 50 }, (_, k) => `cl_${1000 + k}`) : o === 50 ? Array.from({ length: 23 }, (_, k) => `cl_${1050 + k}`) : [];
        kids.push(tool('running tool: list_clients_due', { since_days: 42, offset: o, limit: 50 }, { clients, total: 73, offset: o, query_ms: n.ms(4, 90), db_replica: n.host('pg-ro') }, { metadata: { 'logfire.msg': `running tool: list_clients_due`, 'gen_ai.tool.name': 'list_clients_due' } }));
      });
      return agent('agent run', { user_prompt: 'Queue aftercare check-ins for the last six weeks.' }, null, kids, { 'logfire.msg': 'aftercare-agent run', 'agent_name': 'aftercare-agent', model_name: 'gpt-4o-mini', 'logfire.level_name': 'error', exception: 'UsageLimitExceeded: The next request would exceed the request_limit of 5' });
    },
  },
  {
    id: '03', domain: 'CI run history for a flaky integration test (coding)', style: 'LlamaIndex',
    isolates: 'The workflow-run listing has no more pages, but the agent re-sends the same next-page cursor three times and receives the same empty page each time.',
    goal: 'Count how often test_checkout_timeout failed on the main branch in the last 30 days of CI runs and decide whether to quarantine it.',
    build: (n) => {
      const kids = [];
      const cursor = 'Y3Vyc29yOnYyOpK0MjAyNC0xMC0wMVQwMDowMDowMFrOBf' + n.alnum(6);
      const calls = [null, 'Y3Vyc29yOnYyOpK0MjAyNC0xMC0xOFQwMDowMDowMFrOBe' + n.alnum(6), cursor, cursor, cursor];
      calls.forEach((c, i) => {
        kids.push(llm('OpenAI.achat', { messages: `[${2 + i * 2} messages]` }, { message: { role: 'assistant', content: '', additional_kwargs: { tool_calls: [oaCall('call_' + n.alnum(24), 'list_workflow_runs', { branch: 'main', workflow: 'integration.yml', after: c })] } } }, { metadata: { 'event': 'LLMChatEndEvent', model: 'gpt-4o' } }));
        n.adv(400, 1200);
        const runs = i === 0 ? [{ id: 9120001 + n.int(0, 99), conclusion: 'failure' }, { id: 9120200, conclusion: 'success' }, { id: 9120311, conclusion: 'failure' }] : i === 1 ? [{ id: 9131002, conclusion: 'success' }, { id: 9131990, conclusion: 'failure' }] : [];
        kids.push(tool('FunctionTool.acall', { tool_name: 'list_workflow_runs', kwargs: { branch: 'main', workflow: 'integration.yml', after: c } },
          { content: JSON.stringify({ workflow_runs: runs, page_info: { endCursor: i === 0 ? calls[1] : cursor, hasNextPage: i < 1 } }), raw_output: { http_status: 200, 'x-github-request-id': `${n.hex(4).toUpperCase()}:${n.hex(5).toUpperCase()}:${n.hex(7).toUpperCase()}:${n.hex(7).toUpperCase()}:${n.hex(8).toUpperCase()}`, 'x-ratelimit-remaining': 4990 - i * 3 } },
          { metadata: { event: 'FunctionCall', 'openinference.span.kind': 'TOOL' } }));
      });
      return agent('FunctionAgent.run', { user_msg: 'How often did test_checkout_timeout fail on main in 30 days? Quarantine?' }, null, kids, { workflow: 'AgentWorkflow', handler_id: n.uuid(), status: 'timeout', timeout_s: 120 });
    },
  },
  {
    id: '04', domain: 'orchid auction lot catalogue', style: 'Mastra',
    isolates: 'The agent walks page numbers 4, 5, 6 and 7 of an auction catalogue that ended at page 3; each answer is the same empty lot array.',
    goal: 'List every Paphiopedilum lot in Sunday\'s orchid society auction with its reserve, to prepare the absentee bidding sheet.',
    build: (n) => {
      const kids = [];
      const real = [['Lot 12 Paph. rothschildianum, reserve £180', 'Lot 15 Paph. Maudiae coloratum, reserve £35'], ['Lot 31 Paph. sanderianum seedling, reserve £90'], ['Lot 44 Paph. armeniacum, reserve £60', 'Lot 47 Paph. Pinocchio, reserve £22']];
      for (let p = 1; p <= 7; p++) {
        kids.push(llm('llm.generate', { messages: `[${p * 2} messages]`, model: 'openai/gpt-4o-mini' }, { text: '', toolCalls: [{ toolCallId: n.alnum(24), toolName: 'catalogueTool', args: { auctionId: 'OS-2024-11', genus: 'Paphiopedilum', page: p } }], finishReason: 'tool-calls' }, { metadata: { 'mastra.agent': 'auctionClerk', runId: n.uuid() } }));
        n.adv(300, 1400);
        const lots = real[p - 1] || [];
        kids.push(tool('tool.execute catalogueTool', { auctionId: 'OS-2024-11', genus: 'Paphiopedilum', page: p }, { lots, page: p, perPage: 20, fetchedAt: n.epochMs(), cdn: n.cfRay() }, { metadata: { 'mastra.tool': 'catalogueTool', durationMs: n.ms(40, 600) } }));
      }
      return agent('agent.auctionClerk.generate', { input: 'Paph lots with reserves for Sunday\'s auction, please.' }, null, kids, { 'mastra.version': '0.10', maxSteps: 7, finishReason: 'max-steps' });
    },
  },
  {
    id: '05', domain: 'hosiery mill knitting-machine downtime logs', style: 'Google ADK',
    isolates: 'A Google ADK agent re-sends the same scroll_id to the downtime log API three times after it has run dry; each response is the same empty hits array.',
    goal: 'Total the downtime minutes per circular knitting machine on floor B for October and flag any machine above 600 minutes.',
    build: (n) => {
      const sid = 'FGluY2x1ZGVfY29udGV4dF91dWlkDXF1ZXJ5QW5kRmV0Y2gB' + n.alnum(10);
      const kids = [];
      const hits = [[{ machine: 'B-07', minutes: 210 }, { machine: 'B-11', minutes: 95 }, { machine: 'B-07', minutes: 430 }], [{ machine: 'B-03', minutes: 50 }], [], [], []];
      hits.forEach((h, i) => {
        const args = i === 0 ? { floor: 'B', month: '2024-10' } : { scroll_id: sid };
        kids.push(llm('call_llm', { contents: `[${1 + i * 2} contents]` }, gmOut(null, [[i === 0 ? 'query_downtime' : 'scroll_downtime', args]]), { metadata: { 'gcp.vertex.agent.invocation_id': 'e-' + n.uuid(), 'gcp.vertex.agent.event_id': n.alnum(8), 'gen_ai.request.model': 'gemini-2.0-flash' } }));
        n.adv(300, 900);
        kids.push(tool(`execute_tool ${i === 0 ? 'query_downtime' : 'scroll_downtime'}`, args, { _scroll_id: sid, took: n.int(2, 40), timed_out: false, hits: { total: { value: 4, relation: 'eq' }, hits: h } }, { metadata: { 'gcp.vertex.agent.tool_call_args': JSON.stringify(args), 'gen_ai.tool.name': i === 0 ? 'query_downtime' : 'scroll_downtime' } }));
      });
      return agent('invocation', { new_message: { role: 'user', parts: [{ text: 'October downtime per machine on floor B; flag >600 min.' }] } }, null, [agent('agent_run [downtime_analyst]', {}, null, kids, { 'gen_ai.agent.name': 'downtime_analyst' })], { app_name: 'mill-ops', session_id: n.uuid(), error: 'LlmCallsLimitExceededError' });
    },
  },
  {
    id: '06', domain: 'ukulele string packaging orders', style: 'Haystack',
    isolates: 'A Haystack agent keeps increasing the offset past 40 on a 37-order list; three consecutive calls return the identical empty order list.',
    goal: 'Find all open wholesale orders for soprano GCEA string sets and compute how many packs the packing line must fill this week.',
    build: (n) => {
      const kids = [];
      const offsets = [0, 20, 40, 60, 80];
      offsets.forEach((o, i) => {
        kids.push(llm('OpenAIChatGenerator', { messages: `[${2 + i * 2} ChatMessage]` }, { replies: [{ _role: 'assistant', _content: [{ tool_name: 'list_open_orders', arguments: { sku_prefix: 'SOP-GCEA', offset: o, limit: 20 }, id: 'call_' + n.alnum(24) }], _meta: { model: 'gpt-4o-mini-2024-07-18', finish_reason: 'tool_calls', usage: { prompt_tokens: n.int(500, 3000) } } }] }, { metadata: { 'haystack.component.type': 'OpenAIChatGenerator', 'haystack.component.name': 'chat_generator' } }));
        n.adv(150, 700);
        const orders = o === 0 ? 20 : o === 20 ? 17 : 0;
        kids.push(tool('ToolInvoker', { tool_calls: [{ tool_name: 'list_open_orders', arguments: { sku_prefix: 'SOP-GCEA', offset: o, limit: 20 } }] }, { tool_messages: [{ _role: 'tool', _content: [{ result: JSON.stringify({ orders: Array.from({ length: orders }, (_, k) => ({ po: `PO-${7700 + o + k}`, packs: 24 * (1 + ((o + k) % 4)) })), total: 37, offset: o, erp_txn: n.digits(9) }), origin: { tool_name: 'list_open_orders' }, error: false }] }] }, { metadata: { 'haystack.component.type': 'ToolInvoker' } }));
      });
      return agent('Agent.run', { messages: [user('Open wholesale orders for soprano GCEA sets this week, total packs?')] }, null, kids, { 'haystack.pipeline': 'agent', max_agent_steps: 5, exit: 'max_agent_steps reached' });
    },
  },
];
