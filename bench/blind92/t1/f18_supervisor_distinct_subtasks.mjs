import { agent, chain, tool, llm, llmBlocks, span, sys, usr } from './lib.mjs';

export const rows = [
{
  isolates: 'A LangGraph supervisor sends the same research worker three different sub-tasks for a conference trip (flights, hotel, visa), each returning new findings, then synthesises a plan.',
  stagnation: false,
  start: '2024-09-10T11:00:00Z',
  goal: 'I\'m speaking at a conference in Singapore 4-6 Nov. Work out flights from Berlin, a hotel near Marina Bay Sands Expo, and whether I need a visa (German passport).',
  build(R, goal) {
    const k = [];
    const sub = (task, calls, answer) => {
      k.push(llm('supervisor', [sys('Route to: researcher | FINISH'), usr(goal)], null, [{ name: 'route', args: { next: 'researcher', task } }]));
      const w = [llm('researcher', [usr(task)], null, calls.map(([n, a]) => ({ name: n, args: a })))];
      calls.forEach(([n, a, o]) => w.push(tool(n, a, o)));
      w.push(llm('researcher', [usr(task)], answer, []));
      k.push(agent('researcher', { task }, { answer }, w, { langgraph_node: 'researcher' }));
    };
    sub('Find Berlin→Singapore flights arriving by 3 Nov evening, returning 7 Nov.', [['flights_search', { from: 'BER', to: 'SIN', depart: '2024-11-02', return: '2024-11-07' }, { offers: [{ carrier: 'SQ', via: 'direct from FRA + LH feeder', total: 'EUR 1,184', expires: R.iso(R.tick(900, 1200)) }, { carrier: 'QR', via: 'DOH', total: 'EUR 912', duration: '17h40' }] }]], 'Cheapest sensible: Qatar via Doha €912 (17h40), arrives 3 Nov 07:55; Singapore Airlines via Frankfurt €1,184, arrives 3 Nov 17:30.');
    sub('Find hotels within 10 minutes\' walk of Sands Expo for 3-7 Nov under SGD 450/night.', [['hotels_search', { lat: 1.2834, lng: 103.8607, radius_km: 0.9, checkin: '2024-11-03', checkout: '2024-11-07', max_price: 450, currency: 'SGD' }, { results: [{ name: 'Pan Pacific Singapore', price: 'SGD 412', walk_min: 8 }, { name: 'Conrad Centennial', price: 'SGD 439', walk_min: 9 }, { name: 'PARKROYAL COLLECTION Marina Bay', price: 'SGD 398', walk_min: 10 }] }]], 'Three options in budget: PARKROYAL Marina Bay SGD 398 (10 min), Pan Pacific SGD 412 (8 min), Conrad SGD 439 (9 min).');
    sub('Check entry requirements for a German passport holder visiting Singapore for a conference.', [['travel_rules_lookup', { nationality: 'DE', destination: 'SG', purpose: 'business_conference' }, { visa_required: false, max_stay_days: 90, requirements: ['SG Arrival Card within 3 days before arrival', 'passport valid 6 months'], source_updated: '2024-08-30' }]], 'No visa needed (up to 90 days); file the SG Arrival Card online within 3 days before arrival and ensure 6 months passport validity.');
    k.push(llm('supervisor', [usr(goal)], 'Plan: Qatar via Doha (€912) arriving 3 Nov morning, PARKROYAL Collection Marina Bay at SGD 398/night 3–7 Nov (10 min walk to Sands Expo). No visa; submit the SG Arrival Card between 31 Oct and 3 Nov.', [{ name: 'route', args: { next: 'FINISH' } }]));
    return agent('LangGraph', { messages: [goal] }, { messages: ['plan ready'] }, k, { framework: 'langgraph', thread_id: R.uuid() });
  },
},
{
  isolates: 'A CrewAI manager hands the same Inbox Specialist four different sub-tasks (find the lease thread, extract the renewal terms, check the calendar notice deadline, draft a reply), each answered with new content, then compiles the result.',
  stagnation: false,
  start: '2024-07-02T18:00:00Z',
  goal: 'My flat lease is up for renewal. Find the landlord\'s renewal email, tell me the new terms and the deadline to give notice, and draft a reply asking to keep the rent unchanged.',
  build(R, goal) {
    const k = [span('chain', 'Crew.kickoff', { inputs: { goal } }, null, { metadata: { process: 'hierarchical', manager_llm: 'gpt-4o' } })];
    const t = (desc, inner, result) => {
      k.push(llm('Crew Manager', [usr(goal)], `Thought: next I need: ${desc}\nAction: Delegate work to coworker`, [], { crew_role: 'Manager' }));
      k.push(agent('Inbox Specialist', { task: desc }, { result }, [...inner, llm('Inbox Specialist', [usr(desc)], `Final Answer: ${result}`, [])], { crew_role: 'Inbox Specialist' }));
    };
    const tid = R.gmailId();
    t('Find the landlord\'s lease renewal email', [tool('gmail_search', { q: 'from:(hausverwaltung OR landlord) renewal OR Verlängerung newer_than:60d' }, { messages: [{ id: tid, threadId: tid }], resultSizeEstimate: 1 })], `Thread ${tid}: "Mietvertragsverlängerung Wohnung 3.OG" from Hausverwaltung Krüger, 24 June.`);
    t('Extract the renewal terms from that thread', [tool('gmail_get_thread', { id: tid }, { messages: [{ id: tid, snippet: 'Neue Miete ab 01.10.2024: 1.240 € kalt (bisher 1.180 €), Laufzeit 24 Monate, Nebenkostenvorauszahlung 230 €.', internalDate: String(R.epochMs(R.tick(-7e5, -6e5))) }] }), tool('pdf_extract_text', { attachment: 'Verlaengerung_3OG.pdf' }, { pages: 2, text: '§3 Miete 1.240 € ... §9 Kündigungsfrist drei Monate zum Monatsende ... Rückmeldung bis 31.07.2024' })], 'Rent rises from €1,180 to €1,240 cold from 1 Oct 2024, 24-month term, service charge advance €230, three-month notice; reply requested by 31 July 2024.');
    t('Check my calendar for conflicts and add the reply deadline', [tool('calendar_events_list', { timeMin: '2024-07-29T00:00:00+02:00', timeMax: '2024-08-01T00:00:00+02:00' }, { items: [{ summary: 'Trip to Porto', start: { date: '2024-07-29' }, end: { date: '2024-08-02' } }] }), tool('calendar_events_insert', { summary: 'Lease renewal reply due', start: { date: '2024-07-26' }, end: { date: '2024-07-27' } }, { id: R.alnum(26).toLowerCase(), status: 'confirmed' })], 'You are in Porto 29 Jul–1 Aug, so I put the reminder on Fri 26 Jul.');
    t('Draft a polite reply in German asking to keep rent at €1,180', [tool('gmail_create_draft', { threadId: tid, body: 'Sehr geehrte Frau Krüger, vielen Dank ... würde ich gern zu den bisherigen Konditionen (1.180 € kalt) verlängern ...' }, { id: 'r-' + R.digits(19), message: { id: R.gmailId(), threadId: tid, labelIds: ['DRAFT'] } })], 'Draft saved in the thread, asking to renew at €1,180 and citing 4 years of on-time payment.');
    k.push(llm('Crew Manager', [usr(goal)], 'Final Answer: Renewal from Hausverwaltung Krüger: €1,240 cold from 1 Oct (+€60), 24 months, 3-month notice, reply by 31 July. Reminder set for 26 July (you are in Porto after). A German draft asking to keep €1,180 is in the thread for you to review.', [], { crew_role: 'Manager' }));
    return agent('Crew', { goal }, { final: 'compiled' }, k, { framework: 'crewai', crew_id: R.uuid() });
  },
},
{
  isolates: 'An OpenAI Agents SDK triage agent calls the same shopping sub-agent as a tool for three different orders (late parcel, wrong size, refund status), each with a distinct new result, then writes one status note.',
  stagnation: false,
  start: '2024-12-05T12:00:00Z',
  goal: 'Sort out my three open Zalando/Amazon problems: the late parcel, the jacket in the wrong size, and the refund for the returned shoes.',
  build(R, goal) {
    const k = [];
    const call = (input, inner, out) => {
      k.push(span('generation', 'Generation', { model: 'gpt-4o', input: [{ role: 'user', content: goal }] }, { tool_calls: [{ name: 'shopping_agent', arguments: JSON.stringify({ input }) }] }));
      k.push(span('function', 'shopping_agent', JSON.stringify({ input }), out, { children: [agent('shopping_agent', { input }, out, [...inner, span('generation', 'Generation', { model: 'gpt-4o-mini' }, { content: out })])] }));
    };
    call('Where is Amazon order 302-5512908-1184321 (expected 2 Dec)?', [span('function', 'track_order', '{"order":"302-5512908-1184321"}', JSON.stringify({ carrier: 'DHL', tracking: 'JJD' + R.digits(18), events: [{ ts: '2024-12-03T06:12:00+01:00', status: 'Sendung im Paketzentrum Bochum bearbeitet' }, { ts: '2024-12-05T08:40:00+01:00', status: 'In Zustellung' }] }))], 'DHL has it out for delivery today (5 Dec); it was delayed one day in Bochum.');
    call('Exchange the Zalando jacket (order 10203948571) from M to L.', [span('function', 'zalando_exchange', '{"order":"10203948571","article":"NI122T0AB-Q11","size_from":"M","size_to":"L"}', JSON.stringify({ exchange_id: 'EX-' + R.digits(9), status: 'created', label_url: `https://returns.zalando.com/label/${R.hex(20)}.pdf`, new_size_in_stock: true }))], 'Exchange EX created; size L in stock. Return label ready to print, drop at any Hermes shop.');
    call('Refund status for the shoes returned to Zalando on 20 Nov (order 10203844190).', [span('function', 'zalando_refund_status', '{"order":"10203844190"}', JSON.stringify({ return_received: '2024-11-26', refund: { amount: 'EUR 89.95', method: 'PayPal', status: 'issued', issued_at: '2024-11-28T14:02:11Z' } }))], 'Refund of €89.95 was issued to PayPal on 28 Nov; it should already be in your PayPal balance.');
    k.push(span('generation', 'Generation', { model: 'gpt-4o' }, { content: 'All three sorted: the Amazon parcel is out for delivery today; the jacket exchange to size L is created (print the Hermes label); the €89.95 shoe refund went to PayPal on 28 Nov.' }));
    for (const n of ['input_guardrail', 'output_guardrail']) k.unshift(span('guardrail', n, { name: 'no_payment_changes' }, { tripwire_triggered: false }));
    return agent('triage_agent', { input: goal }, { final_output: 'done' }, k, { framework: 'openai-agents', trace_id: 'trace_' + R.hex(32) });
  },
},
];
