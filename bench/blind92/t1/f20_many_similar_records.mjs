import { agent, chain, tool, llm, llmBlocks, span, sys, usr } from './lib.mjs';

export const rows = [
{
  isolates: 'A calendar agent queries free/busy one day at a time for a week (same tool, same output shape, different busy blocks each day), then proposes the two best slots.',
  stagnation: false,
  start: '2024-10-11T09:00:00Z',
  goal: 'Find two 90-minute slots next week when both I and the design lead (Mateo) are free for the brand workshop, between 10am and 5pm Madrid time.',
  build(R, goal) {
    const k = [];
    const days = ['2024-10-14', '2024-10-15', '2024-10-16', '2024-10-17', '2024-10-18'];
    const busyMe = [[['10:00', '12:00'], ['15:00', '16:00']], [['09:00', '17:00']], [['10:00', '10:30'], ['13:00', '14:00']], [['11:00', '12:30'], ['14:00', '17:00']], [['10:00', '11:00']]];
    const busyMa = [[['12:30', '15:00']], [['10:00', '11:00']], [['11:00', '12:00'], ['15:30', '17:00']], [['10:00', '11:00']], [['11:30', '13:00'], ['14:00', '15:30']]];
    days.forEach((d, i) => {
      const a = { timeMin: `${d}T10:00:00+02:00`, timeMax: `${d}T17:00:00+02:00`, timeZone: 'Europe/Madrid', items: [{ id: 'primary' }, { id: 'mateo.ruiz@lumbre.studio' }] };
      k.push(llm('gpt-4o-mini', [usr(goal)], null, [{ name: 'calendar_freebusy', args: a }]));
      k.push(tool('calendar_freebusy', a, { kind: 'calendar#freeBusy', timeMin: a.timeMin, timeMax: a.timeMax, calendars: { primary: { busy: busyMe[i].map(([s, e]) => ({ start: `${d}T${s}:00+02:00`, end: `${d}T${e}:00+02:00` })) }, 'mateo.ruiz@lumbre.studio': { busy: busyMa[i].map(([s, e]) => ({ start: `${d}T${s}:00+02:00`, end: `${d}T${e}:00+02:00` })) } } }));
    });
    k.push(llm('gpt-4o-mini', [usr(goal)], 'Mon: shared gap only 16:00–17:00 (60 min). Tue: you are out all day. Wed: 14:00–15:30 works (90 min). Thu: no 90-min gap. Fri: 15:30–17:00 works. Proposing Wed 16 Oct 14:00–15:30 and Fri 18 Oct 15:30–17:00.', []));
    k.push(span('chain', 'format_answer', {}, { slots: 2 }));
    k.push(span('chain', 'memory.save', { key: 'workshop_slots' }, { ok: true }));
    k.push(span('chain', 'done', {}, { status: 'ok' }));
    return agent('AgentExecutor', { input: goal }, { output: 'Wed 14:00-15:30, Fri 15:30-17:00' }, k, { framework: 'langchain', run_id: R.uuid() });
  },
},
{
  isolates: 'An inbox agent reads eight unread messages one by one (same get-message tool, same JSON shape, different senders and asks), labels each, and writes a triage summary.',
  stagnation: false,
  start: '2024-09-16T06:50:00Z',
  goal: 'Triage my unread inbox this morning: label each message (Action, FYI, Waiting), and give me a short list of what needs me today.',
  build(R, goal) {
    const k = [];
    const msgs = [['Marta (Finance)', 'Please approve PO #4471 for the new laptops by noon', 'Action'], ['GitHub', '[repo/api] PR #812 merged', 'FYI'], ['Leo Chen', 'Can you intro me to your contact at Stripe?', 'Action'], ['Airbnb', 'Your reservation in Porto is confirmed', 'FYI'], ['Legal', 'Still waiting on the DPA redlines from Acme', 'Waiting'], ['Sara K', 'Slides for Thursday attached — feedback welcome', 'Action'], ['Notion', 'Weekly digest: 14 updates', 'FYI'], ['Jon (Vendor)', 'We will send the revised quote on Wednesday', 'Waiting']];
    const ids = msgs.map(() => R.gmailId());
    k.push(tool('gmail_list', { q: 'is:unread in:inbox', maxResults: 20 }, { messages: ids.map((id) => ({ id, threadId: id })), resultSizeEstimate: 8 }));
    msgs.forEach(([from, subj, lab], i) => {
      const inner = [tool('gmail_get', { id: ids[i], format: 'metadata' }, { id: ids[i], threadId: ids[i], labelIds: ['INBOX', 'UNREAD'], snippet: subj, payload: { headers: [{ name: 'From', value: from }, { name: 'Date', value: R.rfc2822(R.tick(600, 9000), 2) }] }, historyId: R.historyId() }), tool('gmail_modify', { id: ids[i], addLabelIds: [`Label_${lab}`] }, { id: ids[i], labelIds: ['INBOX', 'UNREAD', `Label_${lab}`] })];
      k.push(llmBlocks('claude-3-5-haiku', { messages: [{ role: 'user', content: goal }] }, [{ type: 'tool_use', id: 'toolu_' + R.alnum(18), name: 'gmail_get', input: { id: ids[i] } }], undefined, inner));
    });
    k.push(llmBlocks('claude-3-5-haiku', { messages: [] }, [{ type: 'text', text: 'Needs you today: approve PO #4471 (Marta, by noon); reply to Leo about the Stripe intro; feedback on Sara\'s Thursday slides. Waiting: Legal on Acme DPA redlines, Jon\'s revised quote (Wed). Rest is FYI.' }]));
    return agent('inbox-triage', { goal }, { status: 'done' }, k, { framework: 'anthropic tool-runner', conversation_id: R.uuid() });
  },
},
{
  isolates: 'A shopping agent reads the tracking page of six different orders (same tool, same HTML template, different carriers, dates and statuses) and produces a delivery schedule.',
  stagnation: false,
  start: '2024-12-18T08:00:00Z',
  goal: 'Tell me when each of my six pending Christmas orders will arrive and flag any that will miss the 23rd.',
  build(R, goal) {
    const k = [];
    const orders = [['Etsy', 'Hand-knit scarf', 'Royal Mail', 'Arriving 20 Dec', 'In transit – Mount Pleasant Mail Centre'], ['John Lewis', 'Le Creuset pot', 'DPD', 'Arriving 19 Dec 10:14–11:14', 'Out for delivery'], ['Amazon', 'Lego Botanicals', 'Amazon Logistics', 'Arriving 21 Dec', 'Dispatched'], ['Waterstones', 'Book bundle', 'Evri', 'Arriving 27 Dec', 'Delayed – high volumes'], ['Not On The High Street', 'Personalised mug', 'Royal Mail', 'Arriving 23 Dec', 'Label printed'], ['Uniqlo', 'Heattech set', 'DHL', 'Delivered 17 Dec', 'Delivered – left with neighbour at no. 12']];
    orders.forEach(([shop, item, carrier, eta, st]) => {
      const a = { url: `https://track.aftership.com/${carrier.toLowerCase().replace(/ /g, '-')}/${R.upper(12)}` };
      k.push(llm('gemini-1.5-flash', [usr(goal)], null, [{ name: 'fetch_tracking_page', args: a }]));
      k.push(tool('fetch_tracking_page', a, `<div class="tracking-card"><h2>${shop} · ${item}</h2><span class="carrier">${carrier}</span><p class="eta">${eta}</p><ul class="events"><li>${st}</li></ul><small>Last updated ${R.pick(['3 minutes ago', '1 hour ago', 'just now', '27 minutes ago'])} · ref ${R.hex(10)}</small></div>`));
    });
    k.push(llm('gemini-1.5-flash', [usr(goal)], 'Schedule: Uniqlo delivered 17 Dec (at no. 12); John Lewis pot today 19 Dec; Etsy scarf 20 Dec; Lego 21 Dec; mug 23 Dec (tight, label only printed). At risk: Waterstones books, now 27 Dec via Evri — misses the 23rd.', []));
    k.push(span('chain', 'reminder_create', { text: 'Collect Uniqlo parcel from no. 12' }, { id: R.digits(10) }));
    k.push(span('chain', 'done', {}, { status: 'ok' }));
    return agent('errands_agent', { goal }, { status: 'done' }, k, { framework: 'google-adk', session_id: R.uuid() });
  },
},
];
