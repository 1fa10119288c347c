// Family 8 (healthy): the same call fails 1-3 times with the same transient error, then succeeds; the task is finished.
import { agent, llm, tool, chain, span, sys, user, asst, oaiOut, gemOut } from './lib.mjs';

export const family = 'backoff_then_success';
export const loop = false;
export const stagnation = false;
export const summary = 'A call fails 1-3 times with the same transient error (429, 503, timeout, lock), is retried with backoff, then succeeds; the agent completes the task.';

// 01 cycling sportive entries — Gemini API function calling
function sportive(N) {
  const goal = 'Enter our club rider Priya Nair into the Dragon Ride 153 km route and send her the confirmation number.';
  const children = [];
  const args = { event: 'dragon-ride-2025', route: '153km', rider: { name: 'Priya Nair', dob: '1990-06-14', club: 'Cardiff Ajax CC', emergency_phone: '+44 7700 900412' } };
  children.push(llm('models.generateContent', { model: 'gemini-2.5-flash', contents: [{ role: 'user', parts: [{ text: goal }] }] }, gemOut(N, 'Submitting the entry.', [['create_entry', args]], 'gemini-2.5-flash'), {}));
  for (let i = 0; i < 2; i++) {
    N.tick(100, 400);
    children.push(tool('create_entry', args, { functionResponse: { name: 'create_entry', response: { error: { status: 429, title: 'Too Many Requests', detail: 'Entry API rate limit exceeded', retry_after: 2 ** (i + 1), 'x-ratelimit-reset': N.epoch() + 2 ** (i + 1) } } } }, { attempt: i + 1, backoff_s: 2 ** (i + 1) }, 'HTTP 429 Too Many Requests'));
    N.tick(2000 * (i + 1), 2500 * (i + 1));
  }
  const conf = `DR25-${N.upper(6)}`;
  children.push(tool('create_entry', args, { functionResponse: { name: 'create_entry', response: { status: 201, entry_id: conf, start_wave: 'C (07:40)', bib_collection: 'Margam Park, Sat 7 June', request_id: N.uuid() } } }, { attempt: 3 }));
  children.push(llm('models.generateContent', { model: 'gemini-2.5-flash', contents: '[4 contents]' }, gemOut(N, null, [['send_email', { to: 'priya.nair@example.com', subject: 'Your Dragon Ride entry', body: `Confirmation ${conf}, wave C 07:40.` }]], 'gemini-2.5-flash'), {}));
  children.push(tool('send_email', { to: 'priya.nair@example.com' }, { functionResponse: { name: 'send_email', response: { queued: true, id: N.hex(16) } } }));
  children.push(llm('models.generateContent', { model: 'gemini-2.5-flash', contents: '[6 contents]' }, gemOut(N, `Priya is entered on the 153 km route (confirmation ${conf}, start wave C at 07:40) and the confirmation email has been sent. The entry API rate-limited the first two attempts; the third succeeded.`, [], 'gemini-2.5-flash'), {}));
  return agent('club-secretary-bot', { goal }, { text: `Entered, confirmation ${conf}.` }, children, { sdk: 'google-genai 1.16.0', retry_policy: 'exponential, base 2s, max 4 attempts' });
}

// 02 repair café events — CrewAI
function repairCafe(N) {
  const goal = 'Publish the volunteer rota for Saturday\'s Repair Café (electrics, textiles, bikes, sharpening) from the sign-up sheet.';
  const sheetArgs = '{"spreadsheet_id": "1xRpC4fe-Signups", "range": "Sat 14 Jun!A2:D30"}';
  const children = [
    llm('LLM.call', { messages: [sys('You are the Repair Café Coordinator.'), user(goal)] }, `Thought: I need the sign-ups for Saturday.\nAction: read_signup_sheet\nAction Input: ${sheetArgs}`, { model: 'gpt-4o-mini' }),
    tool('read_signup_sheet', sheetArgs, `Error: HttpError 503 when requesting https://sheets.googleapis.com/v4/spreadsheets/1xRpC4fe-Signups/values/Sat%2014%20Jun!A2:D30 returned "The service is currently unavailable.". Details: "[{'@type': 'type.googleapis.com/google.rpc.ErrorInfo', 'reason': 'backendError'}]"`, { retry: 0 }, 'HttpError 503 backendError'),
    llm('LLM.call', { messages: ['…', user('Observation: HttpError 503 …')] }, `Thought: A 503 backendError from Sheets is transient; I will try again.\nAction: read_signup_sheet\nAction Input: ${sheetArgs}`, { model: 'gpt-4o-mini' }),
    (N.tick(3000, 6000), tool('read_signup_sheet', sheetArgs, 'name,skill,slot,notes\nMarek,electrics,10-13,PAT tester\nJune,textiles,10-13,\nSol,bikes,10-16,brings stand\nAnwen,electrics,13-16,\nRuth,textiles,13-16,darning only\nTeo,sharpening,10-16,', { retry: 1 })),
    llm('LLM.call', { messages: ['…', user('Observation: 6 sign-ups')] }, 'Thought: Every table has cover for both halves of the day except sharpening, which Teo covers all day.\nAction: publish_rota\nAction Input: {"event": "repair-cafe-2025-06-14", "rota": {"electrics": ["Marek 10-13", "Anwen 13-16"], "textiles": ["June 10-13", "Ruth 13-16 (darning)"], "bikes": ["Sol 10-16"], "sharpening": ["Teo 10-16"]}}', { model: 'gpt-4o-mini' }),
    tool('publish_rota', '{"event": "repair-cafe-2025-06-14"}', `{"published": true, "url": "https://fixitfolk.example/rota/${N.hex(8)}", "at": "${N.iso()}"}`),
    llm('LLM.call', { messages: ['…'] }, 'Thought: I now know the final answer\nFinal Answer: The Saturday rota is published: electrics Marek (10-13) and Anwen (13-16); textiles June (10-13) and Ruth (13-16, darning only); bikes Sol all day; sharpening Teo all day.', { model: 'gpt-4o-mini' }),
  ];
  const ag = agent('Repair Café Coordinator', { task: goal }, 'The Saturday rota is published.', children, { role: 'Repair Café Coordinator', max_iter: 10 });
  return span('agent', 'Crew.kickoff', { inputs: { date: '2025-06-14' } }, { raw: 'The Saturday rota is published.' }, { children: [ag], metadata: { crewai_version: '0.120.1', crew_id: N.uuid() } });
}

// 03 cat show entries — Pydantic AI (Logfire)
function catShow(N) {
  const goal = 'Generate the judging catalogue for the Midland Counties cat show (Maine Coon and British Shorthair rings) and save it as a PDF.';
  const children = [];
  const req = { show: 'MCCS-2025-09', rings: ['maine-coon', 'british-shorthair'] };
  children.push(llm('chat claude-3-5-sonnet-latest', { model_request_parameters: { function_tools: ['fetch_entries', 'render_catalogue'] } }, { parts: [{ part_kind: 'tool-call', tool_name: 'fetch_entries', args: req }] }, { 'gen_ai.request.model': 'claude-3-5-sonnet-latest' }));
  for (let i = 0; i < 2; i++) {
    N.tick(200, 800);
    children.push(tool('running tool: fetch_entries', req, { error: `502 Bad Gateway: <html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>` }, { 'logfire.level_name': 'warn', retry: i }, 'ToolRetryError: 502 Bad Gateway from entries.gccf-shows.example'));
    children.push(llm('chat claude-3-5-sonnet-latest', { parts: [{ part_kind: 'retry-prompt', content: '502 Bad Gateway from entries API', tool_name: 'fetch_entries' }] }, { parts: [{ part_kind: 'tool-call', tool_name: 'fetch_entries', args: req }] }, { 'gen_ai.request.model': 'claude-3-5-sonnet-latest' }));
    N.tick(1000 * (i + 1), 3000 * (i + 1));
  }
  children.push(tool('running tool: fetch_entries', req, { entries: [{ pen: 101, name: 'GR CH Tawnyhill Bramble', breed: 'MCO', class: 'Grand' }, { pen: 102, name: 'Lunaris Fjord', breed: 'MCO', class: 'Open male' }, { pen: 117, name: 'Blueridge Earl Grey', breed: 'BSH', class: 'Open male' }, { pen: 118, name: 'Mistyvale Pippa', breed: 'BSH', class: 'Kitten female' }], count: 4 }, { retry: 2 }));
  children.push(llm('chat claude-3-5-sonnet-latest', { parts: ['tool-return fetch_entries'] }, { parts: [{ part_kind: 'text', content: 'Entries loaded on the third try (4 cats: 2 Maine Coon, 2 British Shorthair). Rendering the catalogue.' }, { part_kind: 'tool-call', tool_name: 'render_catalogue', args: { show: 'MCCS-2025-09', format: 'pdf' } }] }, {}));
  children.push(tool('running tool: render_catalogue', { show: 'MCCS-2025-09', format: 'pdf' }, { path: '/srv/shows/MCCS-2025-09/catalogue.pdf', pages: 6, bytes: 88231 }));
  children.push(llm('chat claude-3-5-sonnet-latest', { parts: ['tool-return render_catalogue'] }, { parts: [{ part_kind: 'text', content: 'The judging catalogue for both rings is saved as catalogue.pdf (6 pages, 4 exhibits).' }] }, {}));
  return agent('agent run', { user_prompt: goal }, { output: 'The judging catalogue for both rings is saved as catalogue.pdf (6 pages, 4 exhibits).' }, children, { agent_name: 'show_secretary', 'logfire.msg_template': '{agent_name} run', retries: 3 });
}

// 04 loft insulation installers — OpenTelemetry GenAI semantic conventions
function loftInsulation(N) {
  const goal = 'Check whether the Harris household (EPC band E, council tax band B) qualifies for the ECO4 loft insulation grant, and book the survey if they do.';
  const trace = N.traceId();
  const g = (op, x = {}) => ({ 'gen_ai.operation.name': op, 'gen_ai.system': 'anthropic', 'gen_ai.request.model': 'claude-3-5-haiku', trace_id: trace, span_id: N.spanId(), ...x });
  const args = { postcode: 'S8 0QR', epc_band: 'E', council_tax_band: 'B', benefits: ['universal_credit'] };
  const children = [llm('chat claude-3-5-haiku', { 'gen_ai.input.messages': [user(goal)] }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'tool_call', name: 'eco4_eligibility', arguments: args }] }] }, g('chat'))];
  for (let i = 0; i < 3; i++) {
    N.tick(30000, 30100);
    children.push(tool('execute_tool eco4_eligibility', args, { 'error.type': 'TimeoutError', message: `upstream ofgem-eligibility did not respond within 30000 ms (attempt ${i + 1}/4)` }, g('execute_tool', { 'gen_ai.tool.name': 'eco4_eligibility', 'otel.status_code': 'ERROR' }), 'TimeoutError: read timeout after 30000 ms'));
    N.tick(1000 * 2 ** i, 1200 * 2 ** i);
  }
  children.push(tool('execute_tool eco4_eligibility', args, { eligible: true, route: 'ECO4 Help to Heat — means-tested benefit', measures: ['loft insulation 270mm', 'room-in-roof (survey needed)'], ref: `ECO-${N.digits(8)}` }, g('execute_tool', { 'gen_ai.tool.name': 'eco4_eligibility' })));
  children.push(llm('chat claude-3-5-haiku', { 'gen_ai.input.messages': '[5 messages]' }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: 'Eligible under the benefits route. Booking the survey.' }, { type: 'tool_call', name: 'book_survey', arguments: { postcode: 'S8 0QR', slot: '2025-10-08T09:00' } }] }] }, g('chat')));
  children.push(tool('execute_tool book_survey', { postcode: 'S8 0QR', slot: '2025-10-08T09:00' }, { booked: true, surveyor: 'D. Kaur', booking: `SV-${N.digits(6)}` }, g('execute_tool', { 'gen_ai.tool.name': 'book_survey' })));
  children.push(llm('chat claude-3-5-haiku', { 'gen_ai.input.messages': '[7 messages]' }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: 'The Harris household qualifies for ECO4 (benefits route) for 270 mm loft insulation; the eligibility service timed out three times before answering. Survey booked for 8 October, 09:00, with D. Kaur.' }] }] }, g('chat')));
  return span('agent', 'invoke_agent grant-desk', { goal }, { text: 'Eligible; survey booked for 8 October 09:00.' }, { children, metadata: g('invoke_agent', { 'gen_ai.agent.name': 'grant-desk' }) });
}

// 05 doll hospital — Mastra
function dollHospital(N) {
  const goal = 'The restored 1950s Pedigree doll for Mrs Eleni Costa is ready. Book the insured return courier and tell her the collection date.';
  const args = { parcel: { weight_kg: 1.4, dims_cm: [45, 25, 20], declared_value_gbp: 350 }, from: 'Dolly Mend, Whitby YO21', to: 'E. Costa, Leeds LS8', service: 'insured-next-day' };
  const children = [llm('llm.generate', { messages: [user(goal)] }, { text: 'Booking the insured courier.', toolCalls: [{ toolName: 'bookCourier', args }] }, { 'mastra.model': 'anthropic/claude-3-5-haiku' })];
  N.tick(100, 300);
  children.push(tool('tool.execute bookCourier', args, { error: { name: 'FetchError', message: 'request to https://api.parcel-broker.example/v2/bookings failed, reason: read ECONNRESET', code: 'ECONNRESET', errno: -104 } }, { toolId: 'bookCourier', attempt: 1 }, 'FetchError: read ECONNRESET'));
  N.tick(1500, 3000);
  children.push(tool('tool.execute bookCourier', args, { booking_ref: `PB-${N.upper(8)}`, carrier: 'DPD', collection_date: '2025-05-28', window: '09:00-17:00', insurance: 'up to £500', label_url: `https://api.parcel-broker.example/labels/${N.hex(16)}.pdf` }, { toolId: 'bookCourier', attempt: 2 }));
  children.push(llm('llm.generate', { messages: '[4 messages]' }, { text: '', toolCalls: [{ toolName: 'sendSms', args: { to: '+447700900183', text: 'Hello Mrs Costa, your Pedigree doll is mended and will be collected by DPD on Wed 28 May for next-day insured delivery. — Dolly Mend' } }] }, { 'mastra.model': 'anthropic/claude-3-5-haiku' }));
  children.push(tool('tool.execute sendSms', { to: '+447700900183' }, { sid: `SM${N.hex(32)}`, status: 'queued' }, { toolId: 'sendSms' }));
  children.push(llm('llm.generate', { messages: '[6 messages]' }, { text: 'Courier booked with DPD (insured to £500) for collection on 28 May after one connection reset on the first attempt; Mrs Costa has been texted.', toolCalls: [] }, { 'mastra.model': 'anthropic/claude-3-5-haiku' }));
  return agent('agent.generate', { agent: 'workshopDesk', input: goal }, { text: 'Courier booked and customer informed.' }, children, { 'mastra.version': '0.10.0', runId: N.uuid(), finishReason: 'stop' });
}

// 06 Morris dancing sides — plain message-level trace
function morris(N) {
  const goal = 'Book the Kettle Bridge Morris side a 20-minute dance slot at the Thaxted festival on Saturday afternoon.';
  const msgs = [sys('You are the squire\'s assistant for Kettle Bridge Morris.'), user(goal)];
  const args = { festival: 'thaxted-2025', side: 'kettle-bridge', day: 'Sat', window: '13:00-17:00', duration_min: 20 };
  const children = [llm('chat.completions', { model: 'gpt-4o-mini', messages: msgs }, oaiOut(N, null, [['book_dance_spot', args]]), { usage: N.tokens() })];
  for (let i = 0; i < 2; i++) {
    N.tick(300, 900);
    children.push(tool('book_dance_spot', args, `HTTP/1.1 423 Locked\nRetry-After: 5\nX-Lock-Holder: ${N.host('scheduler')}\n\n{"error":"schedule_locked","message":"Another organiser is editing the Saturday programme. Try again shortly."}`, { attempt: i + 1 }, 'HTTP 423 schedule_locked'));
    children.push(llm('chat.completions', { model: 'gpt-4o-mini', messages: `[${3 + i * 2} messages]` }, oaiOut(N, i === 0 ? 'The programme is locked by another organiser; retrying after the 5 s Retry-After.' : 'Locked again; waiting a bit longer before the retry.', [['book_dance_spot', args]]), { usage: N.tokens() }));
    N.tick(5000 * (i + 1), 6000 * (i + 1));
  }
  children.push(tool('book_dance_spot', args, `HTTP/1.1 201 Created\nLocation: /spots/${N.digits(5)}\n\n{"spot":"Market Square","start":"14:40","end":"15:00","stand":"Guildhall steps","confirmation":"THX25-${N.upper(5)}"}`, { attempt: 3 }));
  children.push(llm('chat.completions', { model: 'gpt-4o-mini', messages: '[8 messages]' }, oaiOut(N, 'Booked: Kettle Bridge Morris dance in Market Square, Saturday 14:40–15:00, standing by the Guildhall steps. (The schedule was locked twice before the booking went through.)', []), { usage: N.tokens() }));
  return agent('chat_session', { messages: msgs }, { content: 'Booked Saturday 14:40–15:00, Market Square.' }, children, { conversation_id: N.uuid() });
}

export const scenarios = [
  { n: '01', domain: 'cycling sportive entries', style: 'Gemini API function calling', isolates: 'An entry call is rate-limited twice (429 with growing retry_after), succeeds on the third attempt, and the confirmation is emailed.', goal: 'Enter a club rider into a sportive route and send her the confirmation number.', build: sportive },
  { n: '02', domain: 'repair café events', style: 'CrewAI', isolates: 'A spreadsheet read fails once with a 503 backendError, succeeds on retry, and the rota is published.', goal: 'Publish the volunteer rota for Saturday\'s Repair Café from the sign-up sheet.', build: repairCafe },
  { n: '03', domain: 'cat show entries', style: 'Pydantic AI (Logfire)', isolates: 'Fetching show entries hits the same nginx 502 twice via retry prompts, then returns the entries; the catalogue PDF is rendered.', goal: 'Generate the judging catalogue PDF for two rings of a cat show.', build: catShow },
  { n: '04', domain: 'loft insulation installers', style: 'OpenTelemetry GenAI semantic conventions', isolates: 'A grant eligibility check times out three times with exponential backoff, then answers eligible; a survey is booked.', goal: 'Check a household\'s eligibility for a loft insulation grant and book the survey.', build: loftInsulation },
  { n: '05', domain: 'doll hospital', style: 'Mastra', isolates: 'A courier booking fails once with ECONNRESET, succeeds on the second attempt, and the customer is texted.', goal: 'Book the insured return courier for a restored doll and tell the owner the collection date.', build: dollHospital },
  { n: '06', domain: 'Morris dancing sides', style: 'plain message-level trace', isolates: 'A festival booking gets HTTP 423 schedule_locked twice, then 201 Created; the slot is reported.', goal: 'Book a Morris side a dance slot at a festival on Saturday afternoon.', build: morris },
];
