import { agent, tool, llm, sys, usr, asst, tmsg } from './lib.mjs';
export const FAMILY = 'reworded_empty_queries';
export const LOOP = true;

// 01: LangGraph supervisor, customer-service order lookup in a Shopify-like store
function s01(c) {
  const M = 'claude-3-5-sonnet-20241022';
  const sup = (content, calls) => llm(c, M, [sys('You are a supervisor managing: order_agent, returns_agent. Respond with the worker to act next or FINISH.'), usr('Customer Jamie Ortega (jamie.ortega@fastmail.com) says order placed "around April 3" never arrived. Find it and start a trace.')], content, calls, { name: 'supervisor' });
  const kids = [];
  kids.push(sup(null, [['route', { next: 'order_agent' }]]));
  const w = [];
  const queries = [
    { email: 'jamie.ortega@fastmail.com' },
    { customer_email: 'Jamie.Ortega@fastmail.com' },
    { query: 'email:"jamie.ortega@fastmail.com" created_at:>=2026-04-01' },
    { customer: { email: 'jamie.ortega@fastmail.com' }, status: 'any' },
    { query: 'customer_name:"Jamie Ortega"' },
    { query: 'Ortega Jamie', fields: ['billing_name', 'shipping_name'] },
  ];
  const texts = [null, 'Nothing with that key; the API may expect customer_email.', 'Try the search syntax with a date bound.', 'Maybe status defaults to open only; include any.', 'Search by name instead of email.', 'Reverse the name order and search the billing/shipping names.'];
  queries.forEach((q, i) => {
    w.push(llm(c, M, [usr('Find the order for jamie.ortega@fastmail.com placed around April 3'), ...(i ? [tmsg('orders_search', '{"orders":[]}')] : [])], texts[i], [['orders_search', q]]));
    w.push(tool('orders_search', q, { orders: [], count: 0, page_info: { hasNextPage: false }, 'x-request-id': c.uuid(), api_call_limit: `${c.int(1, 39)}/40` }));
  });
  w.push(llm(c, M, [tmsg('orders_search', '{"orders":[]}')], 'I could not locate any order for this customer yet.'));
  kids.push(agent('order_agent', { task: 'find order' }, 'I could not locate any order for this customer yet.', w, { langgraph_node: 'order_agent' }));
  kids.push(sup(null, [['route', { next: 'order_agent' }]]));
  kids.push(agent('order_agent', { task: 'find order (retry)' }, null, [
    llm(c, M, [usr('Try again to find the order')], null, [['orders_search', { query: 'jamie ortega fastmail' }]]),
    tool('orders_search', { query: 'jamie ortega fastmail' }, { orders: [], count: 0, page_info: { hasNextPage: false }, 'x-request-id': c.uuid(), api_call_limit: `${c.int(1, 39)}/40` }),
  ], { langgraph_node: 'order_agent', error: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.' }));
  return { stagnation: false, goal: 'Find the order customer Jamie Ortega placed around April 3 that never arrived and open a carrier trace.',
    isolates: 'A LangGraph order worker searches the same store for the same customer seven times with reworded keys (email, customer_email, quoted syntax, name order) and always gets zero orders; no trace is opened.',
    root: agent('LangGraph', { messages: [usr('Jamie Ortega order missing')] }, null, kids, { framework: 'langgraph', thread_id: c.uuid() }) };
}

// 02: Semantic Kernel group chat, procurement contract clause search
function s02(c) {
  const M = 'gpt-4o';
  const kids = [];
  const say = (who, children, out) => kids.push(agent(who, { chat: 'ContractReview' }, out, children, { sk_agent: who, kind: 'ChatCompletionAgent' }));
  say('ProcurementLead', [llm(c, M, [sys('You are ProcurementLead.'), usr('Before renewing with Northwind Logistics, confirm the liability cap in MSA-2023-117.')], 'ClauseFinder, please locate the liability cap clause in MSA-2023-117 and quote it.')], 'ClauseFinder, please locate the liability cap clause in MSA-2023-117 and quote it.');
  const phr = ['limitation of liability', 'liability cap', '"cap on damages"', 'maximum aggregate liability', 'aggregate liability shall not exceed', 'LIMITATION OF LIABILITY'];
  const f = [];
  const thought = 'No hits for that phrasing in MSA-2023-117. The clause must use different wording, so I will search the same contract again with another phrasing of the liability cap.';
  phr.forEach((p, i) => {
    f.push(llm(c, M, [sys('You are ClauseFinder. Use contract_search.'), usr('Locate liability cap in MSA-2023-117'), ...(i ? [asst(thought), tmsg('contract_search', '{"hits":0}')] : [])], i ? thought : 'Searching the contract store.', [['contract_search', JSON.stringify({ contract_id: 'MSA-2023-117', text: p, top: 5 })]]));
    f.push(tool('contract_search', JSON.stringify({ contract_id: 'MSA-2023-117', text: p, top: 5 }), JSON.stringify({ '@odata.context': 'https://search-ctr-prod.search.windows.net/indexes(\'contracts-v3\')/$metadata#docs', '@odata.count': 0, value: [], '@search.coverage': 100.0, elapsed: `${c.ms()}ms`, 'request-id': c.uuid() })));
  });
  say('ClauseFinder', f, thought);
  say('ProcurementLead', [llm(c, M, [usr(thought)], 'ClauseFinder, please keep looking for the cap; we cannot sign without it.')], 'ClauseFinder, please keep looking for the cap; we cannot sign without it.');
  say('ClauseFinder', [
    llm(c, M, [usr('keep looking')], thought, [['contract_search', JSON.stringify({ contract_id: 'MSA-2023-117', text: 'liability limited to fees paid', top: 5 })]]),
    tool('contract_search', JSON.stringify({ contract_id: 'MSA-2023-117', text: 'liability limited to fees paid', top: 5 }), JSON.stringify({ '@odata.count': 0, value: [], elapsed: `${c.ms()}ms`, 'request-id': c.uuid() })),
  ], thought);
  kids.push(tool('termination_strategy', { maximum_iterations: 10 }, { should_terminate: true, reason: 'maximum iterations reached' }, { type: 'chain' }));
  return { stagnation: true, goal: 'Confirm the liability cap clause in Northwind Logistics MSA-2023-117 before the contract renewal.',
    isolates: 'A Semantic Kernel ClauseFinder agent searches one contract with seven rewordings of "liability cap", zero hits each time, restating the same thought, and the chat ends at max iterations.',
    root: agent('AgentGroupChat', { agents: ['ProcurementLead', 'ClauseFinder'] }, null, kids, { framework: 'semantic-kernel', selection: 'SequentialSelectionStrategy' }) };
}

// 03: Google ADK, incident response log search with date-format variants
function s03(c) {
  const M = 'gemini-2.0-flash';
  const kids = [];
  const root = [];
  root.push(llm(c, M, [sys('You are incident_coordinator. Sub-agents: log_investigator, comms_agent.'), usr('INC-8841: payments-api 502 spike on 2026-04-03 ~14:20 UTC. Find the first error in logs.')], null, [['transfer_to_agent', { agent_name: 'log_investigator' }]]));
  root.push(tool('transfer_to_agent', { agent_name: 'log_investigator' }, { result: null, actions: { transfer_to_agent: 'log_investigator' } }));
  const li = [];
  const qs = [
    'resource.labels.service_name="payments-api" severity>=ERROR timestamp>="2026-04-03T14:00:00Z" timestamp<="2026-04-03T14:40:00Z"',
    'resource.labels.service_name="payments-api" severity>=ERROR timestamp>="03/04/2026 14:00"',
    'resource.labels.service_name="payments-api" severity=ERROR timestamp>="2026-04-03 14:00:00"',
    'service="payments-api" level="error" "Apr 3 2026"',
    'resource.labels.service_name="payments_api" severity>=ERROR timestamp>=1775224800',
    'jsonPayload.service="payments-api" severity>=ERROR timestamp>="2026-04-03T14:00:00+00:00"',
  ];
  const notes = ['Query Cloud Logging for errors in the window.', 'Empty. Maybe the day and month are the other way round; try dd/mm.', 'Try a space-separated timestamp.', 'Try plain text match on the date.', 'Try epoch seconds and the underscore service name.', 'Try the jsonPayload field with an explicit offset.'];
  qs.forEach((q, i) => {
    li.push(llm(c, M, [usr('Find first error'), ...(i ? [tmsg('query_logs', '{"entries":[]}')] : [])], notes[i], [['query_logs', { filter: q, project: 'pay-prod-7731', limit: 50 }]]));
    li.push(tool('query_logs', { filter: q, project: 'pay-prod-7731', limit: 50 }, { entries: [], nextPageToken: '', queried_at: c.iso(), latency: `${c.ms()}ms` }));
  });
  li.push(llm(c, M, [tmsg('query_logs', '{"entries":[]}')], 'Still nothing, widen again.', [['query_logs', { filter: 'resource.labels.service_name="payments-api" "502"', project: 'pay-prod-7731', limit: 50 }]]));
  li.push(tool('query_logs', { filter: 'resource.labels.service_name="payments-api" "502"', project: 'pay-prod-7731', limit: 50 }, { entries: [], nextPageToken: '', queried_at: c.iso(), latency: `${c.ms()}ms` }));
  root.push(agent('log_investigator', { parent: 'incident_coordinator' }, null, li, { adk_agent: 'LlmAgent', error: 'max_llm_calls (8) exceeded' }));
  kids.push(agent('incident_coordinator', { user_content: 'INC-8841' }, null, root, { adk_agent: 'LlmAgent' }));
  return { stagnation: false, goal: 'INC-8841: find the first error in payments-api logs around the 2026-04-03 14:20 UTC 502 spike.',
    isolates: 'An ADK log_investigator reissues the same log search for the same window in seven date spellings and field names, every result empty, until its LLM-call budget runs out.',
    root: agent('adk_runner', { app_name: 'sre-copilot', session_id: c.uuid() }, null, kids, { framework: 'google-adk', invocation_id: 'e-' + c.uuid() }) };
}
export const scenarios = [s01, s02, s03];
