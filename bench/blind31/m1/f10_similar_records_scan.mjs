// Family 10 (healthy): reading many similar but different records with the same tool and the same
// output template, then a summary.
import { agent, llm, tool, chain, retriever, span } from './lib.mjs';

export const family = 'similar_records_scan';
export const loop = false;
export const stagnation = false;
export const isolates = 'The same read tool applied to many different records with the same output shape, followed by a summary.';
export const domains = ['lash extension salon patch tests', 'mineral collecting fair exhibitors', 'tuxedo hire return condition', 'barometer restoration calibration', 'snowcat tour trip logs', 'kite festival permit applications'];
export const styles = ['LlamaIndex', 'OpenInference / Arize Phoenix', 'Haystack', 'Pydantic AI (Logfire)', 'Gemini API function calling', 'MLflow Tracing'];

// ---------------------------------------------------------------- 01 lash salon / LlamaIndex
function r01(N) {
  const task = 'Before Saturday\'s bookings, check the patch-test records of the six clients booked for volume lash sets and list anyone who cannot be treated.';
  const clients = [
    ['CL-2041', 'Amara Osei', '2025-02-11', 'no reaction at 48 h', 'cyanoacrylate adhesive "Ultra Bond"'],
    ['CL-2077', 'Jess Whitley', '2024-07-30', 'no reaction at 48 h', 'Ultra Bond'],
    ['CL-2102', 'Priyanka Rao', '2025-02-14', 'mild redness at 24 h, cleared by 48 h', 'Sensitive Bond'],
    ['CL-2119', 'Hollie Grant', '2025-02-12', 'swelling of left lid at 24 h', 'Ultra Bond'],
    ['CL-2130', 'Mei Lin', '2025-02-15', 'no reaction at 48 h', 'Sensitive Bond'],
    ['CL-2144', 'Sofia Duarte', 'none on file', '—', '—'],
  ];
  const kids = [];
  clients.forEach(([id, name, date, result, glue], i) => {
    N.tick(300, 1200);
    kids.push(llm('OpenAI.chat', { messages: '[…]' }, { message: { role: 'assistant', content: null, tool_calls: [{ id: N.callId(), function: { name: 'patch_test_lookup', arguments: JSON.stringify({ client_id: id }) } }] } }, { model: 'gpt-4o-mini' }));
    kids.push(retriever('patch_test_lookup', { query_str: id, filters: { client_id: id } }, { nodes: [{ node_id: N.uuid(), score: 1.0, text: `Client ${id} (${name}). Patch test: ${date}. Product: ${glue}. Result: ${result}.`, metadata: { file_name: `patch_tests/${id}.md`, last_modified: N.dateOnly(-i * 3) } }] }, { similarity_top_k: 1 }));
  });
  kids.push(llm('OpenAI.chat', { messages: '[…]' }, { message: { role: 'assistant', content: 'Cannot treat on Saturday: Hollie Grant (CL-2119) reacted to Ultra Bond with lid swelling — offer Sensitive Bond only after a new patch test; Sofia Duarte (CL-2144) has no patch test on file; Jess Whitley (CL-2077) has a test from July 2024, older than the 6-month policy, so she needs a fresh one. Amara, Priyanka (Sensitive Bond) and Mei are cleared.' } }, { model: 'gpt-4o-mini' }));
  return {
    isolates: 'A LlamaIndex agent looks up six different client patch-test records with the same retriever and template, then lists the three who cannot be treated.',
    goal: task,
    root: agent('FunctionAgent.run', { user_msg: task }, { response: 'three clients need action' }, kids, { framework: 'llama-index-core 0.12', workflow: 'AgentWorkflow' }),
  };
}

// ---------------------------------------------------------------- 02 mineral fair / OpenInference
function r02(N) {
  const task = 'Review the five pending exhibitor applications for the Tucson-style mineral fair in Ste-Marie and recommend which to accept for the last four tables.';
  const apps = [
    ['APP-311', 'Vosges Quartz & Co', 'French alpine quartz, gwindels', 'insured', 'no prior complaints', 'tables: 2'],
    ['APP-318', 'Brazil Direct Minerals', 'amethyst geodes, citrine', 'insured', '1 complaint 2023 (heat-treated citrine sold as natural)', 'tables: 1'],
    ['APP-322', 'Atelier Fluorite', 'Spanish fluorite from Berbes', 'insurance expired 2024-12', 'no prior complaints', 'tables: 1'],
    ['APP-329', 'Meteor Garden', 'Campo del Cielo meteorites, tektites', 'insured', 'no prior complaints', 'tables: 1'],
    ['APP-333', 'Kids Rock Box', 'tumbled stones, starter kits for children', 'insured', 'no prior complaints', 'tables: 1'],
  ];
  const kids = [];
  apps.forEach(([id, name, stock, ins, hist, tables], i) => {
    N.tick(400, 1500);
    kids.push(llm('ChatCompletion', { messages: '[…]' }, { role: 'assistant', content: null, tool_calls: [{ function: { name: 'get_application', arguments: `{"id":"${id}"}` } }] }, { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o', 'llm.token_count.prompt': 700 + i * 220 }));
    kids.push(tool('get_application', { id }, `Application ${id}\nExhibitor: ${name}\nStock: ${stock}\nInsurance: ${ins}\nHistory: ${hist}\nRequested ${tables}\nSubmitted: ${N.euDate()}`, { 'openinference.span.kind': 'TOOL', 'tool.name': 'get_application', 'output.mime_type': 'text/plain' }));
  });
  kids.push(llm('ChatCompletion', { messages: '[…]' }, { role: 'assistant', content: 'Recommend for the four tables: Vosges Quartz (2 tables, strong alpine material), Meteor Garden (1), Kids Rock Box (1, fills the family corner). Decline Atelier Fluorite until insurance is renewed; wait-list Brazil Direct because of the 2023 heat-treated citrine complaint.' }, { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o' }));
  return {
    isolates: 'Five get_application calls return five different exhibitors in the same plain-text layout; the agent weighs insurance and history and recommends four tables.',
    goal: task,
    root: agent('ExhibitorReviewAgent', task, 'recommendation issued', kids, { 'openinference.span.kind': 'AGENT', 'session.id': N.uuid() }),
  };
}

// ---------------------------------------------------------------- 03 tuxedo hire / Haystack
function r03(N) {
  const task = 'Process the six tuxedos returned from the Pemberton wedding: read each condition report and decide deposits to refund.';
  const reps = [
    ['TX-0881', 'jacket 42R', 'clean, no damage', 0],
    ['TX-0882', 'jacket 40R', 'red wine stain on lapel (dry-cleanable)', 25],
    ['TX-0885', 'jacket 44L', 'clean, no damage', 0],
    ['TX-0886', 'trousers 34', 'hem unpicked on left leg', 15],
    ['TX-0890', 'jacket 38S', 'missing pocket square and bow tie', 30],
    ['TX-0893', 'jacket 46R', 'torn lining, cigarette burn on sleeve — write-off', 180],
  ];
  const kids = [];
  reps.forEach(([id, item, cond, charge], i) => {
    N.tick(300, 1200);
    kids.push(span('llm', 'haystack.component.run', { 'haystack.component.name': 'chat_generator', messages: `${2 + i * 2} ChatMessage` }, { replies: [{ _role: 'assistant', _content: [{ tool_call: { tool_name: 'read_condition_report', arguments: { garment_id: id }, id: N.callId() } }] }] }, [], { metadata: { 'haystack.component.type': 'OpenAIChatGenerator' } }));
    kids.push(span('tool', 'haystack.component.run', { 'haystack.component.name': 'tool_invoker', tool_name: 'read_condition_report', arguments: { garment_id: id } }, { tool_messages: [{ _content: [{ result: JSON.stringify({ garment_id: id, item, inspected_by: N.pick(['Dee', 'Marcus', 'Ola']), condition: cond, suggested_charge_gbp: charge, inspected_at: N.isoSec() }) }] }] }, [], { metadata: { 'haystack.component.type': 'ToolInvoker' } }));
  });
  kids.push(span('llm', 'haystack.component.run', { 'haystack.component.name': 'chat_generator' }, { replies: [{ _role: 'assistant', _content: [{ text: 'Deposits (£50 each): full refund for TX-0881 and TX-0885; refund £25 for TX-0882 (lapel stain), £35 for TX-0886 (hem), £20 for TX-0890 (missing accessories); TX-0893 is a write-off — keep the £50 and invoice the £130 balance.' }] }] }, [], { metadata: { 'haystack.component.type': 'OpenAIChatGenerator' } }));
  return {
    isolates: 'A Haystack agent reads six different garment condition reports with the same tool and JSON shape, then computes six different deposit outcomes.',
    goal: task,
    root: agent('haystack.agent.run', { messages: [{ role: 'user', content: task }] }, { last_message: 'Deposits…' }, kids, { 'haystack.pipeline.name': 'returns_desk' }),
  };
}

// ---------------------------------------------------------------- 04 barometer restoration / Pydantic AI
function r04(N) {
  const task = 'Go through the calibration sheets of the five aneroid barometers finished this month and tell me which can be shipped and which need another adjustment.';
  const sheets = [
    ['BR-5521', 'Short & Mason aneroid, 1890', [[950, 950.4], [1000, 1000.2], [1040, 1039.7]], 0.4],
    ['BR-5524', 'Negretti & Zambra, 1905', [[950, 951.9], [1000, 1001.2], [1040, 1040.8]], 1.9],
    ['BR-5527', 'French drum barograph, 1920s', [[950, 949.8], [1000, 1000.1], [1040, 1040.3]], 0.3],
    ['BR-5530', 'Banjo mercury-look aneroid, 1930', [[950, 948.6], [1000, 999.0], [1040, 1038.9]], 1.4],
    ['BR-5532', 'Pocket aneroid with altimeter ring', [[950, 950.6], [1000, 1000.5], [1040, 1040.4]], 0.6],
  ];
  const kids = [];
  sheets.forEach(([id, desc, pts, maxErr], i) => {
    N.tick(500, 1500);
    kids.push(llm('chat claude-3-5-sonnet-latest', { messages: '[…]' }, { parts: [{ part_kind: 'tool-call', tool_name: 'read_calibration_sheet', args: { job_id: id }, tool_call_id: N.toolu() }] }, { 'gen_ai.system': 'anthropic', 'logfire.msg': 'chat claude-3-5-sonnet-latest' }));
    kids.push(span('tool', 'running tool: read_calibration_sheet', { job_id: id }, { job_id: id, instrument: desc, reference: 'Druck DPI 104', points_hpa: pts.map(([ref, read]) => ({ ref, read })), max_abs_error_hpa: maxErr, temp_c: Number((19 + N.f() * 3).toFixed(1)), signed_off_by: N.pick(['E. Clarke', 'S. Patel']) }, [], { metadata: { 'logfire.msg': 'running tool: read_calibration_sheet', duration_ms: N.ms(20, 200) } }));
  });
  kids.push(llm('chat claude-3-5-sonnet-latest', { messages: '[…]' }, { parts: [{ part_kind: 'text', content: 'Ship: BR-5521 (max error 0.4 hPa), BR-5527 (0.3), BR-5532 (0.6) — all within the 1.0 hPa tolerance. Re-adjust: BR-5524 reads 1.9 hPa high at 950 (range spring tension), BR-5530 reads 1.4 hPa low across the scale (zero offset — reset the pointer).' }] }, { 'gen_ai.system': 'anthropic' }));
  return {
    isolates: 'A Pydantic AI agent reads five different calibration sheets with the same tool and structure and sorts the barometers into ship and re-adjust.',
    goal: task,
    root: agent('agent run', { user_prompt: task, agent_name: 'workshop_qc' }, { output: 'ship 3, re-adjust 2' }, kids, { 'logfire.span_type': 'span', 'gen_ai.agent.name': 'workshop_qc' }),
  };
}

// ---------------------------------------------------------------- 05 snowcat tours / Gemini
function r05(N) {
  const task = 'Summarise last week\'s snowcat tour trip logs (Mon–Sat) for the owners: guests, fuel, and any incidents.';
  const days = [
    ['2025-01-20', 11, 62, 'none'],
    ['2025-01-21', 12, 65, 'none'],
    ['2025-01-22', 0, 8, 'tour cancelled: wind 70 km/h at summit; cat moved to shed only'],
    ['2025-01-23', 12, 71, 'guest twisted ankle at Lookout 2, walked out, first aid given'],
    ['2025-01-24', 10, 59, 'none'],
    ['2025-01-25', 12, 78, 'track tensioner squeal, mechanic booked'],
  ];
  const kids = [];
  days.forEach(([d, guests, fuel, inc], i) => {
    N.tick(400, 1500);
    kids.push(llm('models.generateContent', { model: 'gemini-2.0-flash', contents: `[${1 + i * 2} contents]` }, { candidates: [{ content: { role: 'model', parts: [{ functionCall: { name: 'get_trip_log', args: { date: d, cat: 'PB-400 "Bertha"' } } }] } }], usageMetadata: { promptTokenCount: 500 + i * 140, candidatesTokenCount: 21 } }));
    kids.push(tool('get_trip_log', { date: d, cat: 'PB-400 "Bertha"' }, { functionResponse: { name: 'get_trip_log', response: { date: d, guests, fuel_l: fuel, engine_hours: Number((guests ? 5 + N.f() : 0.4).toFixed(1)), driver: N.pick(['Lars', 'Ines']), incident: inc } } }));
  });
  kids.push(llm('models.generateContent', { model: 'gemini-2.0-flash' }, { candidates: [{ content: { role: 'model', parts: [{ text: 'Week of 20–25 Jan: 57 guests on 5 tours (Wednesday cancelled for 70 km/h summit wind). Fuel 343 L, highest Saturday (78 L). Incidents: one twisted ankle at Lookout 2 on Thursday (first aid, guest walked out); track tensioner squeal on Saturday, mechanic booked.' }] }, finishReason: 'STOP' }] }));
  return {
    isolates: 'Six get_trip_log function calls return six different days in the same shape (guests, fuel, incident); the model then writes a weekly summary with totals.',
    goal: task,
    root: agent('owner-report-agent', { task }, { text: 'weekly summary' }, kids, { sdk: 'google-genai 1.2' }),
  };
}

// ---------------------------------------------------------------- 06 kite festival permits / MLflow
function r06(N) {
  const task = 'Screen the seven flyer permit applications for the Brighton beach kite festival: check line length, kite size and insurance against the council rules (max line 100 m, max 12 m² unless in the sport-kite zone).';
  const apps = [
    ['KF-01', 'Team Skyhook', 'sport-kite zone', 'quad-line 2.5 m²', 45, 'insured'],
    ['KF-02', 'R. Okafor', 'show field', 'inflatable octopus 24 m²', 80, 'insured'],
    ['KF-03', 'Sussex Kite Club', 'show field', 'delta train 30 × 1 m²', 120, 'insured'],
    ['KF-04', 'L. Brandt', 'show field', 'rokkaku 4 m²', 60, 'none'],
    ['KF-05', 'Windjammers', 'sport-kite zone', 'dual-line 3 m²', 35, 'insured'],
    ['KF-06', 'M. Haddad', 'show field', 'genki 6 m²', 70, 'insured'],
    ['KF-07', 'Brighton Scouts', 'kids zone', 'sleds 0.5 m² ×10', 30, 'covered by Scout Association'],
  ];
  const kids = [];
  const attrs = (t) => ({ 'mlflow.spanType': t, 'mlflow.traceRequestId': 'tr-' + N.hex(32) });
  apps.forEach(([id, flyer, zone, kite, line, ins], i) => {
    N.tick(300, 1200);
    kids.push(llm('ChatOpenAI', { messages: '[…]' }, { content: '', tool_calls: [{ name: 'read_permit', args: { id } }] }, attrs('CHAT_MODEL')));
    kids.push(tool('read_permit', { id }, { id, flyer, zone, kite, line_m: line, insurance: ins, received: N.usDate(), form_version: 'KF-2025-3' }, attrs('TOOL')));
  });
  kids.push(llm('ChatOpenAI', { messages: '[…]' }, { content: 'Approve KF-01, KF-05, KF-06, KF-07. Refer KF-02 (24 m² inflatable on the show field exceeds 12 m² — needs a special display slot). Reject KF-03 as submitted (120 m line; resubmit at 100 m) and KF-04 (no insurance).' }, attrs('CHAT_MODEL')));
  return {
    isolates: 'An MLflow-traced agent reads seven permit applications with the same tool and schema and applies council rules to each, then approves four and flags three.',
    goal: task,
    root: agent('permit_screener', { task }, { approved: 4, flagged: 3 }, kids, { 'mlflow.spanType': 'AGENT', 'mlflow.trace.status': 'OK' }),
  };
}

export const scenarios = [r01, r02, r03, r04, r05, r06];
