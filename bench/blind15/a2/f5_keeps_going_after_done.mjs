// Family 5 (loop): goal met and confirmed by a tool, then more checks / re-submits / re-announcements that learn nothing.
import { Convo, agentSpan, chainSpan, llmSpan, toolSpan } from './lib.mjs';

export const family = 'keeps_going_after_done';

// 01 — polo club: Semantic Kernel, booking confirmed, then re-read and re-announced
function r01(N) {
  const goal = 'Book Pitch 2 at the Ambersham polo ground for the Blue team practice chukkas this Saturday 14:00-16:00 and confirm the booking to me.';
  const ref = 'PB-' + N.int(4000, 4999);
  const kids = [];
  const llm = (content, fn, args) => llmSpan('chat.completions gpt-4o-mini', { messages: [{ role: 'system', content: 'You are the polo club secretary assistant.' }, { role: 'user', content: goal }] }, fn ? { role: 'assistant', content, tool_calls: [{ id: 'call_' + N.alnum(24), type: 'function', function: { name: fn, arguments: JSON.stringify(args) } }] } : { role: 'assistant', content }, { 'gen_ai.system': 'openai' });
  const conf = `Your booking is confirmed: Pitch 2, Saturday 14:00-16:00, Blue team practice, reference ${ref}.`;
  const booking = () => ({ booking_ref: ref, pitch: 'Pitch 2', date: 'Saturday', start: '14:00', end: '16:00', team: 'Blue', status: 'CONFIRMED', groundsman_notified: true, fetched_at: N.isoOffset(undefined, 1), server: N.host('clubdesk', 'eu-west-2') });
  kids.push(llm('Checking availability and booking Pitch 2.', 'GroundBookings-create', { pitch: 'Pitch 2', day: 'Saturday', start: '14:00', end: '16:00', team: 'Blue', purpose: 'practice chukkas' }));
  kids.push(toolSpan('GroundBookings-create', { pitch: 'Pitch 2', day: 'Saturday', start: '14:00', end: '16:00', team: 'Blue' }, { ...booking(), created: true }));
  kids.push(llm(conf));
  for (let i = 0; i < 3; i++) {
    kids.push(llm(i === 1 ? `Let me make sure. ${conf}` : 'Let me make sure the booking is in place.', 'GroundBookings-get', { booking_ref: ref }));
    kids.push(toolSpan('GroundBookings-get', { booking_ref: ref }, booking()));
    kids.push(llm(conf));
  }
  const root = agentSpan('ChatCompletionAgent.invoke', { agent: 'ClubSecretary', input: goal }, { content: conf }, kids, { 'semantic_kernel.version': '1.17.1', note: 'max auto invoke attempts reached' });
  return { isolates: 'The pitch is booked and confirmed by the first call; the agent then re-reads the same booking three times and restates the identical confirmation after each read.', goal, stagnation: true, root };
}

// 02 — transformer oil testing: LlamaIndex, lab already confirmed receipt, keeps verifying through other endpoints
function r02(N) {
  const goal = 'Register the dissolved-gas-analysis oil sample from transformer T3 at Marsh Lane 132/33 kV substation with the lab, and confirm that the lab has received it.';
  const acc = 'DGA-' + N.int(240000, 249999);
  const kids = [];
  const st = (extra = {}) => ({ accession: acc, status: 'RECEIVED', received_at: N.isoNoMs(N.start + 3600e3), bench: 'GC-2', queue_position: 7, checked: N.isoNoMs(), ...extra });
  const step = (name, text, tname, tin, tout) => chainSpan(`OilSampleWorkflow.${name}`, { _event: 'StepEvent' }, { _event: 'StepResult' }, [
    llmSpan('OpenAI.achat', { messages: [{ role: 'system', content: 'You coordinate transformer oil samples with the lab.' }, { role: 'user', content: goal }] }, { role: 'assistant', content: text }, { model: 'gpt-4o-mini' }),
    toolSpan(tname, tin, tout),
  ], { workflow_step: name });
  kids.push(step('register', 'Registering the T3 sample with chain-of-custody number CoC-77812.', 'lab_api.register_sample', { asset: 'MARSH-LANE/T3', sample_type: 'DGA', coc: 'CoC-77812', drawn_at: '2024-05-06T08:40:00Z' }, { accession: acc, status: 'REGISTERED', label_pdf: `https://lab.example/labels/${acc}.pdf?sig=${N.hex(20)}` }));
  N.tick(3600e3);
  kids.push(step('confirm_receipt', 'The courier delivered this morning; checking whether the lab has logged the sample as received.', 'lab_api.get_status', { accession: acc }, st()));
  kids.push(step('confirm_receipt', 'Received is confirmed. I will double-check the chain-of-custody entry matches our CoC number.', 'lab_api.get_custody', { accession: acc }, { accession: acc, coc: 'CoC-77812', events: [{ at: N.isoNoMs(N.start + 3000e3), event: 'COURIER_HANDOFF' }, { at: N.isoNoMs(N.start + 3600e3), event: 'RECEIVED' }], etag: N.etag() }));
  kids.push(step('confirm_receipt', 'For completeness I will also confirm through the courier tracking endpoint that delivery was signed for.', 'courier.track', { waybill: 'JD0146' + N.int(1000000, 9999999) }, { status: 'DELIVERED', signed_by: 'R. OKAFOR (LAB)', delivered: N.usDate(N.start + 3500e3), scan_hub: 'NUNEATON' }));
  kids.push(step('confirm_receipt', 'One more check of the lab status in case the record changed since the first look.', 'lab_api.get_status', { accession: acc }, st()));
  kids.push(step('confirm_receipt', 'Let me also look at the lab queue to be sure the sample is listed there.', 'lab_api.get_queue', { bench: 'GC-2' }, { bench: 'GC-2', items: [{ accession: 'DGA-2' + N.int(40000, 49999), pos: 6 }, { accession: acc, pos: 7 }], as_of: N.hms() }));
  const root = agentSpan('OilSampleWorkflow.run', { goal }, null, kids, { llama_index_version: '0.11.23' });
  root.error = 'WorkflowRuntimeError: Maximum iterations for step confirm_receipt exceeded (5)';
  return { isolates: 'Receipt is confirmed by the first status call, then custody log, courier tracking, the same status and the bench queue are checked one after another, each only re-confirming RECEIVED, until the iteration cap.', goal, stagnation: false, root };
}

// 03 — pearl farm: smolagents, manifest accepted, re-uploaded and re-announced
function r03(N) {
  const goal = "Upload the harvest manifest for Akoya lot AK-24-07 (38.2 kg, 6.5-7.0 mm, grade A/AA mix) to the Kobe buyer's portal and give me the confirmation number.";
  const conf = 'KB-' + N.int(100000, 999999);
  const steps = [];
  const same = `Thought: The manifest for lot AK-24-07 has been uploaded successfully with confirmation number ${conf}.`;
  const st = (n, content, tname, tin, tout, err) => chainSpan(`Step ${n}`, { step_number: n }, null, [
    llmSpan('LiteLLMModel.__call__', { messages: [{ role: 'system', content: 'You are an expert assistant... tools: portal_upload, portal_status, final_answer' }, { role: 'user', content: `New task:\n${goal}` }] }, { role: 'assistant', content }, { model: 'mistral/mistral-large-latest' }),
    toolSpan(tname, tin, tout, { error: err }),
  ]);
  const up = { file: 'AK-24-07_manifest.xlsx', lot: 'AK-24-07' };
  steps.push(st(1, "Thought: I will upload the manifest file.\nCode:\n```py\nr = portal_upload(file='AK-24-07_manifest.xlsx', lot='AK-24-07')\nprint(r)\n```<end_code>", 'portal_upload', up, { status: 'accepted', confirmation: conf, lot: 'AK-24-07', items: 412, received: N.iso(), upload_id: N.uuid() }));
  steps.push(st(2, `${same}\nCode:\n\`\`\`py\nprint(portal_status(confirmation='${conf}'))\n\`\`\`<end_code>`, 'portal_status', { confirmation: conf }, { confirmation: conf, status: 'accepted', buyer_review: 'pending', as_of: N.iso() }));
  steps.push(st(3, `${same}\nCode:\n\`\`\`py\nr = portal_upload(file='AK-24-07_manifest.xlsx', lot='AK-24-07')\nprint(r)\n\`\`\`<end_code>`, 'portal_upload', up, { status: 'duplicate', existing_confirmation: conf, message: 'A manifest for lot AK-24-07 already exists.', request: N.reqId('kbp') }));
  steps.push(st(4, `${same}\nCode:\n\`\`\`py\nprint(portal_status(confirmation='${conf}'))\n\`\`\`<end_code>`, 'portal_status', { confirmation: conf }, { confirmation: conf, status: 'accepted', buyer_review: 'pending', as_of: N.iso() }));
  steps.push(st(5, `${same}\nCode:\n\`\`\`py\nprint(portal_status(confirmation='${conf}'))\n\`\`\`<end_code>`, 'portal_status', { confirmation: conf }, { confirmation: conf, status: 'accepted', buyer_review: 'pending', as_of: N.iso() }));
  const root = agentSpan('CodeAgent.run', { task: goal }, `Reached max steps. Last observation: status accepted (${conf})`, steps, { smolagents_version: '1.8.1', max_steps: 5 });
  return { isolates: 'The first upload returns an accepted confirmation number, but instead of answering the agent polls the status, uploads again (duplicate), and polls twice more, stating the same thought each step.', goal, stagnation: true, root };
}

// 04 — driving school: plain, test slot booked, then checked from several angles with different wording
function r04(N) {
  const goal = 'Book a practical driving test for learner Priya Natarajan (licence NATAR905123PN9) at Hendon test centre in the week of 10 June, ideally a morning slot, and confirm it.';
  const c = new Convo(N, { system: 'You are the scheduling assistant for Northway Driving School. Tools: dvsa_search_slots, dvsa_book, dvsa_get_booking, school_calendar.', user: goal, model: 'gpt-4o' });
  const kids = [];
  const bref = N.int(10000000, 99999999);
  const bk = () => ({ booking_ref: bref, centre: 'Hendon', date: '2024-06-12', time: '08:57', candidate: 'NATARAJAN P', status: 'Booked', instructor_adi: '498812', fetched: N.rfc2822() });
  kids.push(c.llm(null, [['dvsa_search_slots', { centre: 'Hendon', week_of: '2024-06-10' }]]));
  kids.push(c.tool(0, { slots: [{ date: '2024-06-12', time: '08:57' }, { date: '2024-06-13', time: '14:19' }], cached: false, request_id: N.uuid() }));
  kids.push(c.llm('Wednesday 12 June 08:57 is a morning slot. Booking it.', [['dvsa_book', { licence: 'NATAR905123PN9', centre: 'Hendon', date: '2024-06-12', time: '08:57' }]]));
  kids.push(c.tool(0, { ...bk(), confirmation_email_sent: true }));
  kids.push(c.llm('Booked. I will verify the booking record directly.', [['dvsa_get_booking', { booking_ref: bref }]]));
  kids.push(c.tool(0, bk()));
  kids.push(c.llm('The DVSA record shows it. Next, check that our own school calendar has the test blocked for the instructor.', [['school_calendar', { adi: '498812', date: '2024-06-12' }]]));
  kids.push(c.tool(0, { events: [{ start: '08:00', end: '10:00', title: `Test - P. Natarajan (Hendon) #${bref}` }], synced: N.isoNoMs() }));
  kids.push(c.llm('Calendar is fine. To be thorough I will look at the booking one more time in case DVSA moved it.', [['dvsa_get_booking', { booking_ref: bref }]]));
  kids.push(c.tool(0, bk()));
  kids.push(c.llm('Unchanged. Let me also confirm the slot no longer appears as available, which would prove it is taken.', [['dvsa_search_slots', { centre: 'Hendon', week_of: '2024-06-10' }]]));
  kids.push(c.tool(0, { slots: [{ date: '2024-06-13', time: '14:19' }], cached: true, request_id: N.uuid() }));
  kids.push(c.llm('Good. A final look at the booking before I report back.', [['dvsa_get_booking', { booking_ref: bref }]]));
  kids.push(c.tool(0, bk()));
  const root = agentSpan('driving-school-assistant', { input: goal }, { status: 'stopped', reason: 'max_turns (8) reached' }, kids, { runner: 'openai tool loop' });
  return { isolates: 'The test is booked and confirmed at the second call; the agent then verifies it through the record, the school calendar, the record again, the slot list and the record a third time, never reporting back.', goal, stagnation: false, root };
}

// 05 — clock tower restoration: CrewAI, order confirmed, the same channel post made repeatedly
function r05(N) {
  const goal = "Order the two replacement bevel gears (40T/40T, cast bronze, pattern BG-1862) for the clock tower's leading-off work from Smith & Derby and post the confirmation in #tower-project.";
  const po = 'SD-PO-' + N.int(30000, 39999);
  const post = `Order confirmed: 2x bevel gear 40T/40T cast bronze (pattern BG-1862) from Smith & Derby, PO ${po}, delivery in 6 weeks.`;
  const react = (t, a, i) => `Thought: ${t}\nAction: ${a}\nAction Input: ${JSON.stringify(i)}`;
  const kids = [];
  const l = (t, a, i) => llmSpan('litellm.completion', { messages: [{ role: 'system', content: 'You are Restoration Buyer. You order parts for the clock tower restoration.' }, { role: 'user', content: `Current Task: ${goal}` }] }, react(t, a, i), { model: 'gpt-4o-mini' });
  const order = { supplier: 'Smith & Derby', part: 'bevel gear 40T/40T', material: 'cast bronze', pattern: 'BG-1862', qty: 2 };
  kids.push(l('I will place the order with the supplier.', 'Supplier Order', order));
  kids.push(toolSpan('Supplier Order', order, { po, status: 'CONFIRMED', lead_time_weeks: 6, supplier_ref: 'SD/' + N.int(1000, 9999), acknowledged: N.usDate() }));
  for (let i = 0; i < 4; i++) {
    kids.push(l(`The order is confirmed with PO ${po}. I will post the confirmation to the project channel.`, 'Slack Post', { channel: '#tower-project', text: post }));
    kids.push(toolSpan('Slack Post', { channel: '#tower-project', text: post }, { ok: true, ts: `${N.epoch()}.${N.int(100000, 999999)}`, permalink: `https://towerproj.slack.example/archives/C07/p${N.epoch()}${N.int(100000, 999999)}` }));
    if (i < 3) {
      kids.push(l(`The order is confirmed with PO ${po}. Let me check the order status.`, 'Order Status', { po }));
      kids.push(toolSpan('Order Status', { po }, { po, status: 'CONFIRMED', lead_time_weeks: 6, last_update: N.usDate() }));
    }
  }
  const agent = agentSpan('Restoration Buyer', { role: 'Restoration Buyer' }, 'Agent stopped due to iteration limit or time limit.', kids, { max_iter: 12 });
  const task = chainSpan('Task: Order bevel gears', { description: goal }, 'Agent stopped due to iteration limit or time limit.', [agent], { task_id: N.uuid() }, 'task');
  const root = agentSpan('Crew: clock_tower_crew', { inputs: { pattern: 'BG-1862' } }, { raw: 'Agent stopped due to iteration limit or time limit.' }, [task], { crewai_version: '0.63.6' });
  return { isolates: 'After the supplier confirms the purchase order, the agent posts the same confirmation to the channel four times, re-checking the unchanged order status in between, with the same thought each time.', goal, stagnation: true, root };
}

// 06 — ballroom dance competition: AutoGen, schedule published and live, then re-verified and re-announced
function r06(N) {
  const goal = "Publish the final heat schedule for Saturday's Northern Ballroom Open (Latin and Standard, 46 heats) on the competition website and confirm it is live.";
  const url = 'https://northernballroomopen.example/schedule/saturday';
  const ann = `The Saturday heat schedule is published and live at ${url}.`;
  const kids = [];
  const say = (who, content, children = []) => agentSpan(who, { sender: who, content }, { content }, children, { autogen_event: 'send' });
  const fetchPage = () => ({ status: 200, headers: { 'last-modified': N.httpDate(N.start + 60000), age: String(N.int(0, 300)), 'x-cache': N.pick(['HIT', 'MISS', 'HIT']), 'cf-ray': N.cfRay() }, body_excerpt: '<h1>Saturday Heat Schedule</h1><table class="heats"><tr><td>Heat 1</td><td>09:00</td><td>Juvenile Waltz</td></tr>... (46 rows)' });
  kids.push(say('organiser', goal));
  const fc = (name, args) => ({ id: 'call_' + N.alnum(24), type: 'function', function: { name, arguments: JSON.stringify(args) } });
  kids.push(say('web_assistant', null, [llmSpan('OpenAIWrapper.create', { messages: [{ role: 'user', content: goal }] }, { content: null, tool_calls: [fc('publish_page', { slug: 'schedule/saturday', source: 'heats_sat_final.csv' })] }, { model: 'gpt-4o' })]));
  kids.push(say('executor', '***** Response from calling tool publish_page *****', [toolSpan('publish_page', { slug: 'schedule/saturday', source: 'heats_sat_final.csv' }, { published: true, url, revision: N.int(20, 40), heats: 46, cdn_purge_id: N.uuid() })]));
  kids.push(say('web_assistant', null, [llmSpan('OpenAIWrapper.create', { messages: [{ role: 'user', content: goal }] }, { content: null, tool_calls: [fc('fetch_url', { url })] }, { model: 'gpt-4o' })]));
  kids.push(say('executor', '***** Response from calling tool fetch_url *****', [toolSpan('fetch_url', { url }, fetchPage())]));
  for (let i = 0; i < 3; i++) {
    kids.push(say('web_assistant', ann, [llmSpan('OpenAIWrapper.create', { messages: [{ role: 'user', content: goal }, { role: 'tool', content: '{"status": 200, ...}' }] }, { content: ann, tool_calls: [fc('fetch_url', { url })] }, { model: 'gpt-4o' })]));
    kids.push(say('executor', '***** Response from calling tool fetch_url *****', [toolSpan('fetch_url', { url }, fetchPage())]));
  }
  kids.push(say('web_assistant', ann, [llmSpan('OpenAIWrapper.create', { messages: [{ role: 'user', content: goal }] }, { content: ann }, { model: 'gpt-4o' })]));
  const root = agentSpan('initiate_chat', { sender: 'organiser', recipient: 'web_assistant', message: goal, max_turns: 10 }, { summary: ann, terminated_by: 'max_turns' }, kids, { framework: 'autogen', version: '0.2.36' });
  return { isolates: 'The page is published and a fetch returns 200 with all 46 heats; the assistant then announces "published and live" and fetches the same page again three more times, only cache headers changing.', goal, stagnation: true, root };
}

export const rows = [r01, r02, r03, r04, r05, r06];
