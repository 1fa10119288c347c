import { agent, llm, tool, chain, span, sys, user, asst, tc, tmsg } from './lib.mjs';
export const FAMILY = 'paging-beyond-end';
export const ROWS = [
{ n: '01', domain: 'sandblasting contractor job archive', style: 'Mastra agent + workflow spans',
  isolates: 'After two real pages of job records the agent keeps raising the page number; pages 3 to 6 are all the same empty page and the list is never summarised.',
  goal: 'List every 2023 sandblasting job on listed buildings so the heritage officer can audit methods.',
  build: (N) => {
    const ch = [];
    const jobs = [[{ job: 'SB-2301', site: 'Corn Exchange', media: 'crushed glass' }, { job: 'SB-2307', site: 'St Mary Lychgate', media: 'walnut shell' }], [{ job: 'SB-2319', site: 'Old Gaol', media: 'garnet' }]];
    for (let p = 1; p <= 6; p++) {
      ch.push(llm('llm:generate', { messages: `[${p * 2} messages]` }, { text: p === 1 ? 'Fetching page 1 of the job archive.' : p <= 3 ? `Got page ${p - 1}; asking for page ${p}.` : `Page ${p - 1} had nothing; checking page ${p} in case the archive is sparse.`, toolCalls: [{ toolName: 'listJobs', args: { year: 2023, listed: true, page: p, pageSize: 2 } }] }, [], { 'mastra.agent': 'heritageAuditor', model: 'anthropic/claude-3-5-haiku' }));
      const items = jobs[p - 1] || [];
      ch.push(tool('tool:listJobs', { year: 2023, listed: true, page: p, pageSize: 2 }, { items, page: p, pageSize: 2, total: 3, generatedAt: N.iso() }, { durationMs: N.dur(30, 300) }));
    }
    return agent('agent:heritageAuditor', { prompt: 'All 2023 sandblasting jobs on listed buildings' }, null, ch, { runId: N.uuid(), stopped: 'maxSteps=12' });
  } },
{ n: '02', domain: 'avocado packhouse pallet traceability', style: 'Pydantic AI (Logfire spans)',
  isolates: 'The agent follows a cursor through pallet scans; after the last real page the API keeps returning the same cursor and an empty list, and the agent re-sends it three more times.',
  goal: 'Collect all pallet scans for lot HAS-0412 (Hass, packed Tuesday) to trace a bruising complaint from the retailer.',
  build: (N) => {
    const ch = [];
    const pages = [{ scans: [{ pallet: 'PL-77120', line: 2, at: '06:14' }, { pallet: 'PL-77121', line: 2, at: '06:31' }], next_cursor: 'c2NhbjoxMjA=' }, { scans: [{ pallet: 'PL-77126', line: 3, at: '07:02' }], next_cursor: 'c2NhbjoxMjY=' }];
    let cur = null;
    for (let i = 0; i < 5; i++) {
      ch.push(llm('chat gpt-4o', { 'gen_ai.request.model': 'gpt-4o', 'all_messages_events': `[${2 + i * 2}]` }, { parts: [{ part_kind: 'tool-call', tool_name: 'pallet_scans', args: { lot: 'HAS-0412', cursor: cur } }] }, [], { 'logfire.span_type': 'span', 'gen_ai.usage.input_tokens': 900 + i * 150 }));
      const res = pages[i] || { scans: [], next_cursor: 'c2NhbjoxMjY=' };
      ch.push(tool('running tool: pallet_scans', { lot: 'HAS-0412', cursor: cur }, { ...res, server_time: N.isoLocal('-05:00'), shard: N.pick(['scan-a', 'scan-b']) }, { 'logfire.msg': 'running tool: pallet_scans', duration_ms: N.dur(40, 200) }));
      cur = res.next_cursor;
    }
    return agent('agent run', { user_prompt: 'All pallet scans for lot HAS-0412' }, null, ch, { 'logfire.msg_template': '{agent_name} run', agent_name: 'trace_agent', 'gen_ai.system': 'openai', result: 'UsageLimitExceeded: request_limit of 5' });
  } },
{ n: '03', domain: 'OpenSearch snapshot inventory', style: 'OpenTelemetry GenAI semantic conventions',
  isolates: 'Listing snapshots with an offset: one page with data, then offsets 50, 100, 150 and 200 each return an empty snapshots array and the agent keeps going.',
  goal: 'Find all snapshots older than 90 days in the logs-cold repository so they can be deleted to cut S3 cost.',
  build: (N) => {
    const ch = [];
    for (let off = 0; off <= 200; off += 50) {
      ch.push(llm('chat claude-3-5-sonnet', { 'gen_ai.input.messages': off ? `[${off / 25 + 2} messages]` : [{ role: 'user', parts: [{ type: 'text', content: 'Snapshots older than 90 days in logs-cold?' }] }] }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'tool_call', name: 'cat_snapshots', arguments: { repository: 'logs-cold', offset: off, size: 50 } }] }] }, [], { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'anthropic', 'gen_ai.usage.output_tokens': N.int(30, 45) }));
      const body = off === 0 ? { snapshots: [{ snapshot: 'logs-2024.01.07', state: 'SUCCESS', end_time: '2024-01-07T03:12:44Z' }, { snapshot: 'logs-2024.02.04', state: 'SUCCESS', end_time: '2024-02-04T03:09:10Z' }], total: 2, remaining: 0 } : { snapshots: [], total: 2, remaining: 0 };
      ch.push(tool('execute_tool cat_snapshots', { 'gen_ai.tool.name': 'cat_snapshots', 'gen_ai.tool.call.arguments': JSON.stringify({ repository: 'logs-cold', offset: off, size: 50 }) }, { 'gen_ai.tool.call.result': JSON.stringify(body), 'http.response.header.x-opensearch-node': N.host('os-master'), took: N.dur(3, 90) }, { 'gen_ai.operation.name': 'execute_tool' }));
    }
    return agent('invoke_agent snapshot-janitor', { 'gen_ai.agent.name': 'snapshot-janitor' }, null, ch, { 'gen_ai.operation.name': 'invoke_agent', 'otel.status_code': 'ERROR', 'otel.status_description': 'deadline exceeded' });
  } },
{ n: '04', domain: 'mole catcher appointment book', style: 'LlamaIndex (FunctionAgent workflow events)',
  isolates: 'The agent scrolls the booking calendar week by week past the last booked week; three further weeks return the same empty appointment set.',
  goal: 'Count all mole-trapping visits booked for the Fenwick estate this spring to invoice the estate manager.',
  build: (N) => {
    const ch = [];
    const weeks = ['2024-03-04', '2024-03-11', '2024-03-18', '2024-03-25', '2024-04-01'];
    const data = { '2024-03-04': [{ field: 'North paddock', visits: 2 }], '2024-03-11': [{ field: 'Croquet lawn', visits: 1 }, { field: 'Orchard', visits: 1 }] };
    weeks.forEach((w, i) => {
      ch.push(llm('OpenAI.achat', { messages: `[${2 + 2 * i}]` }, { message: { role: 'assistant', content: i < 2 ? `Reading week of ${w}.` : `Week ${weeks[i - 1]} was empty, continuing to ${w}.`, additional_kwargs: { tool_calls: [{ function: { name: 'calendar_week', arguments: JSON.stringify({ client: 'Fenwick Estate', week_start: w }) } }] } } }, [], { event: 'AgentOutput' }));
      ch.push(tool('calendar_week', { client: 'Fenwick Estate', week_start: w }, { tool_output: { content: JSON.stringify({ week_start: w, appointments: data[w] || [], has_more_weeks: true, synced: N.syslog() }) } }, { event: 'ToolCallResult' }));
    });
    return agent('FunctionAgent', { user_msg: 'Count Fenwick estate mole visits this spring' }, null, ch, { workflow: 'AgentWorkflow', timeout: 'WorkflowTimeoutError after 60s' });
  } },
{ n: '05', domain: 'cello rental fleet', style: 'Strands Agents (event loop cycles)',
  isolates: 'Paging rental contracts by offset: one full page and a partial one, then offsets 40, 60 and 80 return the same empty page; the agent keeps incrementing and never produces the overdue list.',
  goal: 'List all student cello rentals with overdue returns so the shop can send reminders before the summer recital.',
  build: (N) => {
    const ch = [];
    for (let i = 0; i < 5; i++) {
      const off = i * 20;
      const rows = i === 0 ? Array.from({ length: 3 }, (_, k) => ({ contract: `CR-${5100 + k}`, size: ['1/2', '3/4', '4/4'][k], due: `2024-05-${10 + k}`, returned: k === 1 })) : i === 1 ? [{ contract: 'CR-5188', size: '1/4', due: '2024-05-28', returned: false }] : [];
      ch.push(chain(`Cycle ${i + 1}`, { event_loop_cycle_id: N.uuid() }, null, [
        llm('Model invoke', { messages: `[${1 + 2 * i}]` }, { content: [{ toolUse: { toolUseId: 'tooluse_' + N.b62(22), name: 'list_rentals', input: { instrument: 'cello', offset: off, limit: 20 } } }], stopReason: 'tool_use' }, [], { 'gen_ai.system': 'strands-agents', model: 'us.amazon.nova-pro-v1:0' }),
        tool('Tool: list_rentals', { instrument: 'cello', offset: off, limit: 20 }, { status: 'success', content: [{ json: { rows, offset: off, limit: 20, db_ms: N.dur(2, 40) } }] }),
      ]));
    }
    return agent('Agent', { prompt: 'Overdue cello rentals' }, { stop_reason: 'cancelled by orchestrator (cycle limit)' }, ch, { 'strands.version': '0.1.9' });
  } },
{ n: '06', domain: 'commercial kitchen extract duct cleaning', style: 'Anthropic Messages API logs',
  isolates: 'Reading a certificate register with next_page_token: the last real page returns a token that leads to an empty page with the same token, which the agent re-sends three times.',
  goal: 'Gather all TR19 grease-duct cleaning certificates issued to the Harbour Street restaurants this year for the insurer.',
  build: (N) => {
    const ch = [];
    let tok = null;
    for (let i = 0; i < 5; i++) {
      const id = N.toolu();
      ch.push(llm('POST /v1/messages', { model: 'claude-3-5-haiku-20241022', max_tokens: 1024, messages: `[${1 + 2 * i} messages]` }, { id: 'msg_01' + N.b62(22), type: 'message', role: 'assistant', content: [{ type: 'tool_use', id, name: 'list_certificates', input: { street: 'Harbour Street', standard: 'TR19', year: 2024, page_token: tok } }], stop_reason: 'tool_use', usage: { input_tokens: 1500 + 200 * i, output_tokens: 58 } }, [], { 'request-id': 'req_' + N.b62(24), 'anthropic-ratelimit-requests-remaining': String(N.int(40, 49)) }));
      const res = i === 0 ? { certificates: [{ cert: 'TR19-24-0311', premises: 'The Drifter', date: '2024-02-12' }, { cert: 'TR19-24-0402', premises: 'Pier Noodle Bar', date: '2024-03-19' }], next_page_token: 'eyJvIjoyfQ' } : { certificates: [], next_page_token: 'eyJvIjoyfQ' };
      ch.push(tool('list_certificates', { page_token: tok }, { type: 'tool_result', tool_use_id: id, content: JSON.stringify({ ...res, served: N.http() }) }));
      tok = res.next_page_token;
    }
    return agent('messages-loop', { system: 'You help a duct cleaning firm prepare insurer packs.', first_user: 'All TR19 certs for Harbour Street restaurants 2024' }, null, ch, { log_source: 'api-gateway', workspace: 'wrkspc_' + N.b62(12) });
  } },
];
