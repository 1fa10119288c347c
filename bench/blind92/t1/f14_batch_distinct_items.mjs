import { agent, chain, tool, llm, llmBlocks, span, sys, usr } from './lib.mjs';

export const rows = [
{
  isolates: 'An Outlook agent sends one follow-up per workshop attendee via Graph sendMail; every call returns the same 202 Accepted with an empty body, and the agent writes one templated line per attendee with that person\'s action item, then finishes.',
  stagnation: false,
  start: '2024-10-16T16:30:00Z',
  goal: 'Send each person from today\'s planning workshop a short follow-up with their own action item from my notes.',
  build(R, goal) {
    const k = [];
    const items = [['Ines Duarte', 'ines.duarte@fabrikam.com', 'draft the Q1 hiring plan by 25 Oct'], ['Tom Becker', 'tom.becker@fabrikam.com', 'get three vendor quotes for the CRM migration'], ['Aiko Sato', 'aiko.sato@fabrikam.com', 'share the churn analysis with the board pack'], ['Raj Patel', 'raj.patel@fabrikam.com', 'book the offsite venue for January'], ['Olu Adeyemi', 'olu.adeyemi@fabrikam.com', 'update the pricing page copy'], ['Clara Nilsson', 'clara.nilsson@fabrikam.com', 'schedule the security review with IT']];
    k.push(tool('onenote_get_page', { title: 'Planning workshop 16 Oct' }, { content: '<html><body><h1>Planning workshop</h1><ul>' + items.map(([n, , a]) => `<li>${n.split(' ')[0]}: ${a}</li>`).join('') + '</ul></body></html>', lastModifiedDateTime: R.iso(R.tick(-3000, -1000)) }));
    const lines = [];
    items.forEach(([name, mail, act]) => {
      const body = { message: { subject: 'Follow-up: your action from today\'s planning workshop', body: { contentType: 'Text', content: `Hi ${name.split(' ')[0]},\n\nThanks for today. Your action: ${act}.\n\nBest,\nMaya` }, toRecipients: [{ emailAddress: { address: mail } }] }, saveToSentItems: true };
      const line = `Sent ${name} their follow-up: ${act}.`;
      lines.push(line);
      k.push(llm('gpt-4o', [usr(goal)], line === lines[0] ? null : lines[lines.length - 2], [{ name: 'graph_send_mail', args: body }]));
      k.push(tool('graph_send_mail', body, { status: 202, statusText: 'Accepted', headers: { 'request-id': R.uuid(), 'client-request-id': R.uuid(), Date: R.http(R.tick()) }, body: '' }));
    });
    k.push(llm('gpt-4o', [usr(goal)], lines[lines.length - 1] + '\nAll six follow-ups are sent and saved in Sent Items.', []));
    return agent('OutlookAgent', { goal }, { output: lines }, k, { framework: 'openinference', session_id: R.uuid() });
  },
},
{
  isolates: 'A grocery agent adds eight different items to an Instacart-style cart; each add returns the identical {"status":"queued"} acknowledgement, with one templated confirmation per item, then checks the cart total and stops.',
  stagnation: false,
  start: '2024-11-29T08:10:00Z',
  goal: 'Add everything on my "Weekend groceries" list to my Instacart cart at Whole Foods, cheapest reasonable options.',
  build(R, goal) {
    const k = [];
    const list = [['oat milk', 'Oatly Oat Milk 64oz', 5.49], ['eggs', 'Vital Farms Large Eggs 12ct', 7.99], ['spinach', '365 Organic Baby Spinach 5oz', 2.99], ['salmon', 'Atlantic Salmon Fillet 1lb', 12.99], ['lemons', 'Organic Lemons (each) x3', 2.37], ['sourdough', 'Sourdough Batard', 5.99], ['greek yogurt', 'Fage Total 2% 32oz', 6.79], ['coffee', 'Counter Culture Big Trouble 12oz', 15.99]];
    k.push(tool('notes_get', { title: 'Weekend groceries' }, { text: list.map(([i]) => `- ${i}`).join('\n'), updated: '3 minutes ago' }));
    const kids = [];
    list.forEach(([q, name, price]) => {
      kids.push(llmBlocks('claude-3-5-haiku', { messages: [{ role: 'user', content: `add ${q}` }] }, [{ type: 'text', text: `Adding ${name} ($${price}) for "${q}".` }, { type: 'tool_use', id: 'toolu_' + R.alnum(18), name: 'cart_add_item', input: { retailer: 'whole-foods', item_id: 'items_' + R.digits(4) + '-' + R.digits(8), quantity: 1 } }]));
      kids.push(tool('cart_add_item', { retailer: 'whole-foods', quantity: 1 }, '{"status":"queued"}'));
    });
    k.push(chain('add_items_batch', { count: list.length }, { queued: list.length }, kids));
    k.push(tool('cart_get', { retailer: 'whole-foods' }, { items: list.length, subtotal: list.reduce((a, [, , p]) => a + p, 0).toFixed(2), service_fee: '3.50', delivery_windows: ['Sat 10am-12pm', 'Sat 2pm-4pm'] }));
    k.push(llmBlocks('claude-3-5-haiku', { messages: [] }, [{ type: 'text', text: `All 8 items are in your Whole Foods cart; subtotal $${list.reduce((a, [, , p]) => a + p, 0).toFixed(2)} before fees. Pick a delivery window when you check out.` }]));
    return agent('grocery-agent', { goal }, { status: 'done' }, k, { framework: 'anthropic tool-runner', conversation_id: R.uuid() });
  },
},
{
  isolates: 'A Jira agent closes seven distinct resolved tickets one by one; each transition returns the same 204 No Content, each gets a templated "Closed KEY (summary)" note, then a final count.',
  stagnation: false,
  start: '2024-09-27T15:45:00Z',
  goal: 'Close all my Jira tickets in PERS that are marked "Ready to close" and tell me which ones.',
  build(R, goal) {
    const k = [];
    const tix = [['PERS-41', 'Renew passport'], ['PERS-44', 'Car MOT booking'], ['PERS-47', 'Dentist check-up'], ['PERS-52', 'Cancel old phone contract'], ['PERS-53', 'Council tax direct debit'], ['PERS-58', 'Fix bike brakes'], ['PERS-60', 'Return library books']];
    k.push(llm('ChatMistralAI', [usr(goal)], null, [{ name: 'jira_search', args: { jql: 'project = PERS AND status = "Ready to close"' } }], { ls_model_name: 'mistral-large-latest' }));
    k.push(tool('jira_search', { jql: 'project = PERS AND status = "Ready to close"' }, { total: 7, issues: tix.map(([key, s]) => ({ key, id: String(R.int(10000, 10999)), fields: { summary: s, status: { name: 'Ready to close' } } })) }));
    k.push(tool('jira_get_transitions', { issueIdOrKey: 'PERS-41' }, { transitions: [{ id: '31', name: 'Close', to: { name: 'Closed' } }, { id: '21', name: 'Reopen' }] }));
    tix.forEach(([key, s]) => {
      k.push(llm('ChatMistralAI', [usr(goal)], null, [{ name: 'jira_transition', args: { issueIdOrKey: key, transition: { id: '31' }, fields: { resolution: { name: 'Done' } } } }]));
      k.push(tool('jira_transition', { issueIdOrKey: key, transition: { id: '31' } }, `HTTP/1.1 204 No Content\nDate: ${R.http(R.tick())}\nX-AREQUESTID: ${R.int(900, 999)}x${R.digits(6)}x1\nATL-TraceId: ${R.hex(16)}`));
    });
    k.push(llm('ChatMistralAI', [usr(goal)], tix.map(([key, s]) => `Closed ${key} (${s}).`).join('\n') + '\nThat is all 7 tickets that were Ready to close.', []));
    return agent('AgentExecutor', { input: goal }, { output: 'closed 7' }, k, { framework: 'langchain', run_id: R.uuid() });
  },
},
];
