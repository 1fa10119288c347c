// Family 9 (healthy): the same tool over distinct items, identical acknowledgements, one templated sentence per item, then done.
import { agent, chain, llm, tool, span, tc } from './lib.mjs';

export const family = { name: 'batch_distinct_items', loop: false, stagnation: false };

// 01 — Semantic Kernel — cycle-to-work scheme enrolments
function s01(R) {
  const goal = 'Enrol the six employees who applied this month in the cycle-to-work scheme with their approved voucher amounts and confirm each enrolment.';
  const people = [['Amara Okafor', 1200], ['Ben Liu', 950], ['Carys Pugh', 2400], ['Dmitri Volkov', 780], ['Esme Grant', 1650], ['Faisal Haq', 1100]];
  const children = [llm('chat.completions gpt-4o', { 'gen_ai.prompt': goal }, { role: 'assistant', content: 'I have six approved applications; enrolling each one.' }, { 'gen_ai.request.model': 'gpt-4o' })];
  for (const [name, amt] of people) {
    const emp = 'E' + R.int(10000, 99999);
    children.push(llm('chat.completions gpt-4o', { history: '…' }, { role: 'assistant', content: `Enrolling ${name} (${emp}) with a £${amt} voucher.`, items: [{ $type: 'FunctionCallContent', pluginName: 'Benefits', functionName: 'EnrollCycleScheme', arguments: { employeeId: emp, voucherGbp: amt } }] }, { 'gen_ai.request.model': 'gpt-4o' }));
    children.push(tool('Benefits-EnrollCycleScheme', { employeeId: emp, voucherGbp: amt }, 'ok', { 'semantic_kernel.function.invocation.duration': R.secs(0.05, 0.6), correlationId: R.uuid() }));
  }
  children.push(llm('chat.completions gpt-4o', { history: '…' }, { role: 'assistant', content: 'All six employees are enrolled; total vouchers £8,080. Salary sacrifice starts next payroll.' }, { 'gen_ai.request.model': 'gpt-4o' }));
  return {
    isolates: 'One enrolment call per distinct employee, each acknowledged with the same "ok", each announced by the same sentence template with a different name and amount, then a total.',
    goal,
    root: agent('InvokeAsync BenefitsAgent', { message: goal }, 'All six enrolled', children, { 'semantic_kernel.version': '1.31.0' }),
  };
}

// 02 — AG2 — first-aid course certificates
function s02(R) {
  const goal = 'Email the first-aid at work certificates to the five trainees who passed Saturday\'s course and log each dispatch.';
  const trainees = [['Hannah Reid', 'FAW-25-1101'], ['Olu Adebayo', 'FAW-25-1102'], ['Piotr Nowak', 'FAW-25-1103'], ['Grace Tan', 'FAW-25-1104'], ['Liam Walsh', 'FAW-25-1105']];
  const children = [];
  for (const [n, cert] of trainees) {
    children.push(llm('course_admin', { messages: '[…]' }, { content: `Sending certificate ${cert} to ${n}.`, tool_calls: [tc(R.callId(), 'send_certificate', { certificate: cert, template: 'faw-pass' })] }, { model: 'gpt-4o-mini' }));
    children.push(tool('user_proxy.execute_function', { name: 'send_certificate', certificate: cert }, '{"status": "queued"}', { sender: 'user_proxy', mail_id: R.hex(12) }));
  }
  children.push(llm('course_admin', { messages: '[…]' }, { content: 'All five certificates (FAW-25-1101 to 1105) are queued for email and logged. TERMINATE' }, { model: 'gpt-4o-mini' }));
  return {
    isolates: 'The same send call is made for five different certificates, every reply is {"status":"queued"}, and the run ends with a closing summary.',
    goal,
    root: agent('user_proxy -> course_admin', { message: goal }, { summary: 'five certificates queued' }, children, { framework: 'ag2 0.7' }),
  };
}

// 03 — Strands Agents — holiday let smart thermostat firmware queue
function s03(R) {
  const goal = 'Queue the thermostat firmware 2.8.1 update for the seven holiday lets that are empty tonight, not the occupied ones.';
  const lets = ['Gull Cottage', 'The Old Dairy', 'Sea Pink', 'Fisherman\'s Loft', 'Heron View', 'Bramble Barn', 'Tidewater'];
  const children = [chain('execute_event_loop_cycle', {}, null, [llm('chat', {}, { message: { role: 'assistant', content: [{ text: 'Seven properties are empty tonight per the booking calendar; queuing the update for each.' }] } }, { 'gen_ai.request.model': 'claude-3-7-sonnet' })], {})];
  for (const p of lets) {
    const dev = 'TH-' + R.hex(6).toUpperCase();
    children.push(chain('execute_event_loop_cycle', {}, null, [
      llm('chat', {}, { message: { role: 'assistant', content: [{ text: `Queue 2.8.1 for ${p} (${dev}).` }, { toolUse: { toolUseId: 'tooluse_' + R.b62(22), name: 'queue_firmware', input: { device: dev, version: '2.8.1', window: '02:00-04:00' } } }] } }, { 'gen_ai.request.model': 'claude-3-7-sonnet' }),
      tool('execute_tool queue_firmware', { device: dev, version: '2.8.1' }, { status: 'success', content: [{ text: 'queued' }] }, { 'gen_ai.tool.name': 'queue_firmware' }),
    ], {}));
  }
  children.push(llm('chat', {}, { message: { role: 'assistant', content: [{ text: 'Firmware 2.8.1 is queued for all seven empty lets in the 02:00-04:00 window; occupied properties were skipped.' }] } }, {}));
  return {
    isolates: 'Seven distinct devices each get the same queue call and the same "queued" answer, with one templated line per property, then a closing message.',
    goal,
    root: agent('invoke_agent lets_ops', { prompt: goal }, 'queued 7', children, { 'gen_ai.agent.name': 'lets_ops' }),
  };
}

// 04 — MLflow Tracing — post office counter opening hours update
function s04(R) {
  const goal = 'Update the Christmas Eve opening hours for the six post office counters in the district to close at 13:00 and confirm each change.';
  const branches = ['Kingsway', 'Millbrook', 'St Anne\'s', 'Hollins Rd', 'Eastfield', 'Canal St'];
  const children = [];
  for (const b of branches) {
    children.push(llm('ChatOpenAI', { 'mlflow.spanInputs': { messages: '[…]' } }, { 'mlflow.spanOutputs': { content: `Setting ${b} to close at 13:00 on 24 December.`, tool_calls: [tc(R.callId(), 'set_hours', { branch: b, date: '2025-12-24', close: '13:00' })] } }, { 'mlflow.spanType': 'CHAT_MODEL', request_id: 'tr-' + R.hex(32) }));
    children.push(tool('set_hours', { branch: b, date: '2025-12-24', close: '13:00' }, 'ok', { 'mlflow.spanType': 'TOOL' }));
  }
  children.push(llm('ChatOpenAI', {}, { 'mlflow.spanOutputs': { content: 'Christmas Eve hours updated for all six counters (close 13:00).' } }, { 'mlflow.spanType': 'CHAT_MODEL' }));
  return {
    isolates: 'Six different branches are each updated with the same call shape and all answers are "ok", followed by a final confirmation.',
    goal,
    root: agent('HoursAgent.invoke', { 'mlflow.spanInputs': goal }, 'updated 6', children, { 'mlflow.spanType': 'AGENT', 'mlflow.traceRequestId': 'tr-' + R.hex(32), experiment_id: String(R.int(100, 999)) }),
  };
}

// 05 — W&B Weave — houseplant shop product image alt text
function s05(R) {
  const goal = 'Write and save alt text for the five new houseplant product photos on the shop so they pass the accessibility audit.';
  const plants = [['monstera-deliciosa-60cm.jpg', 'Monstera deliciosa about 60 cm tall with split leaves in a white ceramic pot'], ['calathea-orbifolia.jpg', 'Calathea orbifolia with broad silver-striped round leaves on a wooden stool'], ['string-of-pearls-hanging.jpg', 'String of pearls trailing from a hanging terracotta planter'], ['fiddle-leaf-fig-1m.jpg', 'One-metre fiddle leaf fig in a woven basket beside a window'], ['zz-plant-small.jpg', 'Small ZZ plant with glossy dark green leaves in a matte black pot']];
  const op = (n) => `weave:///leafandloam/shop-agent/op/${n}:${R.b62(43)}`;
  const children = [];
  for (const [img, alt] of plants) {
    children.push(llm('openai.chat.completions.create', { messages: [{ role: 'user', content: [{ type: 'image_url', image_url: { url: `https://cdn.leafandloam.example/p/${img}` } }] }] }, { choices: [{ message: { content: `Alt text for ${img}: "${alt}".`, tool_calls: [tc(R.callId(), 'set_alt_text', { image: img, alt })] } }] }, { op_name: op('openai.chat.completions.create') }));
    children.push(tool('set_alt_text', { image: img, alt }, { ok: true }, { op_name: op('set_alt_text') }));
  }
  children.push(llm('openai.chat.completions.create', {}, { choices: [{ message: { content: 'Alt text saved for all five new product photos.' } }] }, { op_name: op('openai.chat.completions.create') }));
  return {
    isolates: 'Five distinct product images each get their own alt text through the same tool, every save answers {ok:true}, and the run closes.',
    goal,
    root: agent('AltTextAgent.run', { goal }, 'saved 5', children, { op_name: op('AltTextAgent.run') }),
  };
}

// 06 — OpenTelemetry GenAI semantic conventions — cooking class series refunds
function s06(R) {
  const goal = 'The autumn knife-skills cooking class series was cancelled; refund each of the eight attendees in full and confirm.';
  const att = [['A. Brennan', 180], ['T. Osei', 180], ['M. Ruiz', 150], ['J. Park', 180], ['S. Novak', 150], ['R. Chaudhry', 180], ['L. Moreau', 180], ['K. Ito', 150]];
  const children = [];
  for (const [n, amt] of att) {
    const id = R.callId();
    children.push(llm('chat gpt-4o-mini', { 'gen_ai.input.messages': '[…]' }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: `Refunding ${n} £${amt}.` }, { type: 'tool_call', id, name: 'issue_refund', arguments: { attendee: n, amount_gbp: amt, reason: 'series_cancelled' } }] }] }, { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o-mini', 'gen_ai.usage.input_tokens': R.int(300, 900), 'gen_ai.usage.output_tokens': R.int(20, 40) }));
    children.push(tool('execute_tool issue_refund', { 'gen_ai.tool.call.arguments': { attendee: n, amount_gbp: amt } }, { 'gen_ai.tool.call.result': 'refund queued' }, { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'issue_refund', 'gen_ai.tool.call.id': id }));
  }
  children.push(llm('chat gpt-4o-mini', {}, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: 'All eight attendees have full refunds queued, £1,350 in total.' }] }] }, { 'gen_ai.operation.name': 'chat' }));
  return {
    isolates: 'Eight different attendees are refunded with the same tool and the same "refund queued" reply, one short templated line each, then a total.',
    goal,
    root: agent('invoke_agent refunds-desk', { 'gen_ai.input.messages': goal }, 'refunded 8', children, { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'refunds-desk' }),
  };
}

export const scenarios = [s01, s02, s03, s04, s05, s06];
