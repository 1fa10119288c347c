import { agent, chain, tool, llm, span, sys, usr } from './lib.mjs';

export const rows = [
{
  isolates: 'An Outlook agent searches for an invoice from Alice five times with reworded Graph $search/$filter queries, folder names and date formats; every call returns an empty value array and the task is never done.',
  stagnation: false,
  start: '2024-10-21T07:30:00Z',
  goal: 'Find the invoice Alice Moreau sent me last month for the Lyon workshop and forward it to ap@contoso-events.com.',
  build(R, goal) {
    const k = [];
    const msgs = [sys('You are an Outlook assistant using Microsoft Graph.'), usr(goal)];
    k.push(llm('AzureChatOpenAI', msgs, 'I will look in the mailbox for Alice\'s invoice.', [{ name: 'graph_list_messages', args: { folder: 'inbox', search: '"from:alice subject:invoice"' } }]));
    const empty = (q) => ({ '@odata.context': "https://graph.microsoft.com/v1.0/$metadata#users('me')/messages", value: [], ...(q ? {} : {}) });
    const qs = [
      { folder: 'inbox', search: '"from:alice subject:invoice"' },
      { folder: 'inbox', search: '"invoice from Alice"' },
      { folder: 'Inbox', filter: "from/emailAddress/name eq 'Alice Moreau' and receivedDateTime ge 2024-09-01T00:00:00Z and receivedDateTime le 2024-09-30T23:59:59Z" },
      { folder: 'archive', search: '"Moreau facture"' },
      { folder: 'inbox', filter: "contains(subject,'Invoice') and receivedDateTime ge 09/01/2024" },
      { folder: 'AllItems', search: '"alice.moreau invoice Lyon"' },
    ];
    qs.forEach((q, i) => {
      if (i > 0) k.push(llm('AzureChatOpenAI', msgs, i === 3 ? 'Maybe it is in French, trying that.' : null, [{ name: 'graph_list_messages', args: q }]));
      k.push(tool('graph_list_messages', q, { status: 200, headers: { 'request-id': R.uuid(), 'client-request-id': R.uuid(), 'x-ms-ags-diagnostic': JSON.stringify({ ServerInfo: { DataCenter: R.pick(['West Europe', 'North Europe']), Slice: 'E', Ring: '3', ScaleUnit: String(R.int(0, 9)), RoleInstance: 'AM' + R.upper(4) + 'EPF' + R.digits(8) } }), Date: R.http(R.tick(2, 6)) }, body: empty() }));
    });
    k.push(llm('AzureChatOpenAI', msgs, null, [{ name: 'graph_list_messages', args: { folder: 'inbox', search: '"Alice invoice September"' } }]));
    k.push(tool('graph_list_messages', { folder: 'inbox', search: '"Alice invoice September"' }, { status: 200, headers: { 'request-id': R.uuid(), Date: R.http(R.tick()) }, body: empty() }));
    k.push(span('chain', 'graph.recursion_limit', { limit: 16 }, { error: 'GraphRecursionError' }, { error: 'Recursion limit of 16 reached without hitting a stop condition.' }));
    return agent('LangGraph', { messages: [goal] }, null, k, { framework: 'langgraph', thread_id: R.uuid(), langgraph_node: 'agent' });
  },
},
{
  isolates: 'A Slack agent keeps rewording search.messages queries (quotes, in:/from: modifiers, date spellings) for a decision about the offsite venue; each returns total 0 and the model repeats the same sentence about trying other phrasing.',
  stagnation: true,
  start: '2024-08-02T13:00:00Z',
  goal: 'Find where we decided in Slack on the venue for the September team offsite and tell me the venue and who decided.',
  build(R, goal) {
    const k = [];
    const queries = ['offsite venue decided', '"offsite" venue in:#team-ops', 'venue for offsite from:@jordan', 'offsite location after:2024-07-01', 'where is the september offsite', 'offsite venue during:july', '"team offsite" hotel OR venue'];
    const msgs = [sys('Slack assistant. Tools: slack_search_messages, slack_conversations_history.'), usr(goal)];
    queries.forEach((q, i) => {
      const text = i === 0 ? 'Searching Slack for the offsite venue decision.' : 'That search returned no messages about the offsite venue. I will try another phrasing of the same search to find the decision.';
      const sp = llm('ChatAnthropic', msgs, text, [{ name: 'slack_search_messages', args: { query: q, count: 20, sort: 'timestamp' } }], { ls_model_name: 'claude-3-haiku-20240307' });
      k.push(sp);
      k.push(tool('slack_search_messages', { query: q, count: 20, sort: 'timestamp' }, JSON.stringify({ ok: true, query: q, messages: { total: 0, pagination: { total_count: 0, page: 1, per_page: 20, page_count: 0, first: 1, last: 0 }, paging: { count: 20, total: 0, page: 1, pages: 0 }, matches: [] } , response_metadata: { scopes: ['search:read'] }, warning: i % 3 === 2 ? 'superfluous_charset' : undefined })));
    });
    k.push(span('chain', 'stop', { reason: 'token_budget' }, { used_tokens: 31844, budget: 32000 }));
    return agent('SlackAssistant', { input: goal }, { output: null }, k, { framework: 'langchain', run_id: R.uuid(), tags: ['slack', 'prod'] });
  },
},
{
  isolates: 'A Drive agent looks for a signed lease PDF with five reworded files.list q strings (name contains, fullText, mimeType, modifiedTime in two formats) that all return an empty files list, and never tells the user it is not there.',
  stagnation: false,
  start: '2024-12-02T18:20:00Z',
  goal: 'Find the signed apartment lease PDF in my Google Drive and share it with my partner sam.k@fastmail.com as viewer.',
  build(R, goal) {
    const k = [];
    k.push(span('chain', 'Planner', { goal }, { plan: ['locate lease PDF', 'share with sam.k@fastmail.com (reader)'] }, { metadata: { kernel: 'semantic-kernel 1.14', plugin: 'GoogleDrive' } }));
    const qs = [
      "name contains 'lease' and mimeType = 'application/pdf' and trashed = false",
      "fullText contains 'residential lease agreement' and trashed = false",
      "name contains 'Lease' and name contains 'signed'",
      "mimeType='application/pdf' and modifiedTime > '2024-01-01T00:00:00' and fullText contains 'tenant'",
      "name contains 'tenancy' or name contains 'rental contract'",
      "fullText contains 'lease' and modifiedTime > '2024-01-01'",
    ];
    qs.forEach((q, i) => {
      k.push(llm('ChatCompletion', [usr(goal)], i === 0 ? null : `No match yet; trying ${['full text', 'name with signed', 'PDFs mentioning tenant this year', 'tenancy wording', 'lease text this year'][i - 1]}.`, [{ name: 'GoogleDrive-SearchFiles', args: { q, spaces: 'drive', corpora: 'user', fields: 'files(id,name,mimeType,modifiedTime)' } }], { 'semantic_kernel.function': 'GoogleDrive-SearchFiles' }));
      k.push(tool('GoogleDrive-SearchFiles', JSON.stringify({ q, spaces: 'drive', corpora: 'user', fields: 'files(id,name,mimeType,modifiedTime)' }), JSON.stringify({ kind: 'drive#fileList', incompleteSearch: false, files: [] }), undefined, { 'http.status_code': 200, 'x-guploader-uploadid': 'AD' + R.alnum(60), duration_ms: R.ms(80, 400) }));
    });
    k.push(llm('ChatCompletion', [usr(goal)], null, [{ name: 'GoogleDrive-SearchFiles', args: { q: "name contains 'apartment'" } }]));
    k.push(tool('GoogleDrive-SearchFiles', JSON.stringify({ q: "name contains 'apartment'" }), JSON.stringify({ kind: 'drive#fileList', incompleteSearch: false, files: [] })));
    k.push(span('chain', 'FunctionChoiceBehavior.max_auto_invoke', { maximum_auto_invoke_attempts: 7 }, { terminated: true }));
    return agent('ChatCompletionAgent', { input: goal }, { content: null, finish_reason: 'max_auto_invoke_attempts' }, k, { framework: 'semantic-kernel', invocation_id: R.uuid() });
  },
},
];
