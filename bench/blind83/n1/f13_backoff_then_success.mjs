import { noise, agent, llm, tool, span, oaiCall, antCall, row } from './lib.mjs';
const F = 'backoff_then_success';

// 01 — Vietnamese travel (Vercel AI SDK): flight search 429 twice, then results, booking held.
function r1() {
  const N = noise(F + '-01', '2026-03-24T02:00:00Z');
  const goal = 'Tìm chuyến bay Hà Nội – Đà Nẵng sáng ngày 15/4/2026 cho 2 người lớn, giá rẻ nhất, và giữ chỗ.';
  const args = { from: 'HAN', to: 'DAD', date: '2026-04-15', adults: 2, time_window: '06:00-12:00' };
  const steps = [];
  for (let i = 0; i < 2; i++) {
    N.tick(2, 8);
    steps.push(tool('timChuyenBay', args, { status: 429, headers: { 'retry-after': String(2 ** (i + 1)), 'x-request-id': N.uuid(), date: N.http() }, body: { loi: 'Quá nhiều yêu cầu, vui lòng thử lại sau' } }, { error: 'HTTP 429 Too Many Requests', metadata: { retry: i } }));
  }
  N.tick(4, 8);
  steps.unshift(llm('ai.generateText.doGenerate', { messages: ['…'] }, { toolCalls: [{ toolName: 'timChuyenBay', args }] }));
  steps.push(tool('timChuyenBay', args, { status: 200, body: { chuyen_bay: [{ so_hieu: 'VJ 511', gio_bay: '06:05', gia: '1.089.000 ₫' }, { so_hieu: 'VN 7155', gio_bay: '08:30', gia: '1.650.000 ₫' }, { so_hieu: 'QH 103', gio_bay: '10:15', gia: '1.249.000 ₫' }] } }, { metadata: { retry: 2 } }));
  steps.push(llm('ai.generateText.doGenerate', { messages: ['…'] }, { text: 'Rẻ nhất là VJ 511 lúc 06:05, 1.089.000 ₫/người. Tôi giữ chỗ.', toolCalls: [{ toolName: 'giuCho', args: { so_hieu: 'VJ 511', ngay: '2026-04-15', so_khach: 2 } }] }));
  steps.push(tool('giuCho', { so_hieu: 'VJ 511', ngay: '2026-04-15', so_khach: 2 }, { ma_dat_cho: 'K7Q' + N.alnum(3), han_thanh_toan: '24/03/2026 23:59', tong: '2.178.000 ₫' }));
  steps.push(llm('ai.generateText.doGenerate', { messages: ['…'] }, { text: 'Đã giữ chỗ chuyến VJ 511 (06:05, 15/4/2026) cho 2 người lớn, tổng 2.178.000 ₫. Vui lòng thanh toán trước 23:59 hôm nay.' }));
  return row(F, 1, {
    isolates: 'A Vietnamese flight search fails twice with 429 (retry-after 2, 4) and succeeds on the third try; the cheapest flight is held and the run finishes.',
    loop: false, stagnation: false, goal,
    root: agent('ai.generateText', { prompt: goal }, { finishReason: 'stop' }, steps, { style: 'vercel-ai-sdk', lang: 'vi' }),
  });
}

// 02 — Swedish banking invoices (OpenTelemetry GenAI): Bankgiro payment times out 3 times, then OK.
function r2() {
  const N = noise(F + '-02', '2026-04-27T07:00:00Z');
  const goal = 'Betala fakturan från Vattenfall (OCR 4471 2290 1183, 1 284,50 kr, förfaller 30.04.2026) från företagskontot.';
  const args = { bankgiro: '5050-1055', ocr: '447122901183', belopp: '1284.50', valuta: 'SEK', datum: '2026-04-28' };
  const kids = [llm('chat gpt-4o', { 'gen_ai.prompt': goal }, { 'gen_ai.completion': 'Jag registrerar betalningen via Bankgiro.', tool_calls: [{ name: 'registrera_betalning', arguments: JSON.stringify(args) }] }, { 'gen_ai.system': 'openai' })];
  for (let i = 0; i < 3; i++) {
    N.tick(5, 30);
    kids.push(tool('execute_tool registrera_betalning', args, `upstream request timeout\n(gateway ${N.host('bg-gw')}, ${N.log()}, försök ${i + 1}/5)`, { error: 'Tidsgränsen överskreds (504)', metadata: { 'http.response.status_code': 504 } }));
  }
  N.tick(10, 30);
  kids.push(tool('execute_tool registrera_betalning', args, { status: 'Registrerad', betalnings_id: 'BG' + N.int(100000000, 999999999), bokforingsdag: '2026-04-28' }, { metadata: { 'http.response.status_code': 201 } }));
  kids.push(llm('chat gpt-4o', { 'gen_ai.prompt': '…' }, { 'gen_ai.completion': 'Betalningen på 1 284,50 kr till Vattenfall (OCR 4471 2290 1183) är registrerad och dras 2026-04-28.' }, { 'gen_ai.system': 'openai' }));
  return row(F, 2, {
    isolates: 'A Swedish Bankgiro payment times out with the same 504 three times, then registers on the fourth attempt and the run reports it.',
    loop: false, stagnation: false, goal,
    root: agent('invoke_agent ekonomiassistent', { input: goal }, { status: 'OK' }, kids, { style: 'otel-genai', lang: 'sv', trace_id: N.hex(32) }),
  });
}

// 03 — Hindi healthcare appointment (Semantic Kernel function invocations): lock conflict once, then booked.
function r3() {
  const N = noise(F + '-03', '2026-07-07T04:00:00Z');
  const goal = 'डॉ. अनीता शर्मा (हृदय रोग विशेषज्ञ, फोर्टिस, नोएडा) के साथ गुरुवार 9 जुलाई को सुबह 11 बजे अपॉइंटमेंट बुक करो, मरीज़: राजेश गुप्ता।';
  const args = { doctor_id: 'FORT-NOI-CARD-017', slot: '2026-07-09T11:00+05:30', patient: 'राजेश गुप्ता', mobile: '+91 98XXXXXX21' };
  N.tick();
  const kids = [
    llm('ChatCompletion', { messages: ['…'] }, { content: 'स्लॉट बुक कर रहा हूँ।', function_call: { name: 'Appointments-book', arguments: JSON.stringify(args) } }),
    tool('Appointments-book', args, { त्रुटि: 'स्लॉट अस्थायी रूप से लॉक है, कृपया कुछ सेकंड बाद पुनः प्रयास करें', code: 'SLOT_LOCKED', lock_id: N.uuid() }, { error: 'SLOT_LOCKED' }),
  ];
  N.tick(3, 6);
  kids.push(tool('Appointments-book', args, { स्थिति: 'बुकिंग सफल', booking_id: 'APT-' + N.int(1000000, 9999999), समय: '09/07/2026 11:00 पूर्वाह्न' }));
  kids.push(llm('ChatCompletion', { messages: ['…'] }, { content: 'राजेश गुप्ता जी का अपॉइंटमेंट डॉ. अनीता शर्मा के साथ गुरुवार 9 जुलाई 2026, सुबह 11:00 बजे फोर्टिस नोएडा में बुक हो गया है। कृपया 15 मिनट पहले पहुँचें।' }));
  kids.push(tool('Notifications-sms', { to: '+91 98XXXXXX21', text: 'अपॉइंटमेंट पुष्टि: 09/07 11:00, डॉ. अनीता शर्मा' }, { queued: true, sid: 'SM' + N.hex(32) }));
  return row(F, 3, {
    isolates: 'A Hindi appointment booking hits a transient SLOT_LOCKED once, succeeds on retry, and a confirmation SMS is sent.',
    loop: false, stagnation: false, goal,
    root: agent('ChatCompletionAgent', { input: goal }, { result: 'booked' }, kids, { style: 'semantic-kernel', lang: 'hi', invocation_id: N.uuid() }),
  });
}
export const rows = [r1(), r2(), r3()];
