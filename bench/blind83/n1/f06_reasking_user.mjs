import { noise, agent, llm, tool, span, oaiCall, antCall, row } from './lib.mjs';
const F = 'reasking_user';

// 01 — Hebrew customer service (OpenAI Agents SDK style): asks the user for order number in new words 3 times, gets same answer.
function r1() {
  const N = noise(F + '-01', '2026-03-08T09:00:00Z');
  const goal = 'הלקוח כותב: "הזמנתי מקרר ועדיין לא הגיע, מה קורה?" – טפל בפנייה.';
  const asks = ['כדי שאוכל לבדוק, מה מספר ההזמנה שלך?', 'תוכל/י לשלוח לי את מספר ההזמנה כפי שהוא מופיע במייל האישור?', 'אשמח לקבל את מזהה ההזמנה (מתחיל ב-IL) כדי לאתר את המשלוח.', 'רק לוודא – איזה מספר הזמנה רשום אצלך?'];
  const kids = [];
  for (const q of asks) {
    N.tick(10, 40);
    kids.push(llm('Generation', { model: 'gpt-4o', input: ['…'] }, oaiCall(N, null, [['ask_customer', { question: q }]]), { span_id: 'span_' + N.hex(24) }));
    kids.push(tool('ask_customer', { question: q }, { reply: 'IL-2026-448170, כבר כתבתי לך', received_at: N.iso(), channel: 'whatsapp' }, { metadata: { span_id: 'span_' + N.hex(24) } }));
  }
  return row(F, 1, {
    isolates: 'The Hebrew service agent asks for the order number four times in different words and the customer gives the same number each time; the order is never looked up.',
    loop: true, stagnation: false, goal,
    root: agent('Agent run: שירות-לקוחות', { input: goal }, { final_output: null, error: 'MaxTurnsExceeded' }, kids, { style: 'openai-agents-sdk', lang: 'he', trace_id: 'trace_' + N.hex(32) }),
  });
}

// 02 — Indonesian education assistant (CrewAI): human_input tool asked about the class level again and again.
function r2() {
  const N = noise(F + '-02', '2026-07-14T01:00:00Z');
  const goal = 'Buatkan soal latihan matematika pecahan untuk murid saya, 10 soal pilihan ganda beserta kunci jawaban.';
  const qs = ['Untuk kelas berapa soal ini dibuat?', 'Murid Ibu/Bapak duduk di jenjang kelas berapa?', 'Boleh saya tahu tingkat kelas muridnya, supaya tingkat kesulitannya pas?'];
  const kids = [span('task', 'Task: Susun soal pecahan', { description: goal, agent: 'Penyusun Soal' }, null, [])];
  for (const q of qs) {
    N.tick(30, 90);
    kids.push(llm('LLM call', { model: 'gemini-1.5-pro', messages: ['…'] }, `Thought: Saya perlu tahu jenjang kelas sebelum menyusun soal.\nAction: human_input\nAction Input: {"pertanyaan": "${q}"}`));
    kids.push(tool('human_input', { pertanyaan: q }, `Kelas 5 SD, Kurikulum Merdeka. (diterima ${N.de()} WIB)`));
  }
  N.tick(); kids.push(llm('LLM call', { model: 'gemini-1.5-pro', messages: ['…'] }, 'Thought: Sebelum lanjut, saya ingin memastikan jenjangnya.\nAction: human_input\nAction Input: {"pertanyaan": "Maaf, kelas berapa tadi?"}'));
  kids.push(tool('human_input', { pertanyaan: 'Maaf, kelas berapa tadi?' }, 'Kelas 5 SD. Sudah saya jawab tiga kali ya.'));
  return row(F, 2, {
    isolates: 'An Indonesian CrewAI agent asks the teacher for the grade level four times in new words, always gets "Kelas 5 SD", and never writes the questions; its one-line Thought is repeated verbatim.',
    loop: true, stagnation: true, goal,
    root: agent('Crew: Tim Materi Ajar', { inputs: { permintaan: goal } }, { raw: '', error: 'Agent stopped due to iteration limit' }, [agent('Penyusun Soal', { role: 'Guru Matematika SD' }, null, kids)], { style: 'crewai', lang: 'id', crew_id: N.uuid() }),
  });
}

// 03 — Vietnamese banking agent (Anthropic): asks near-verbatim the same confirmation question, same answer each time.
function r3() {
  const N = noise(F + '-03', '2026-09-02T02:00:00Z');
  const goal = 'Chuyển 2.500.000 ₫ từ tài khoản Vietcombank của tôi sang tài khoản 0071000123456 (Nguyễn Thị Lan) với nội dung "tien nha thang 9".';
  const q = (s) => `Anh/chị vui lòng xác nhận: chuyển 2.500.000 ₫ đến tài khoản 0071000123456 – NGUYEN THI LAN, nội dung "tien nha thang 9"${s}`;
  const kids = [
    llm('messages.create', { model: 'claude-3-5-haiku', messages: [{ role: 'user', content: goal }] }, antCall(N, 'Tôi kiểm tra tên người nhận trước.', [['tra_cuu_nguoi_nhan', { so_tk: '0071000123456', ngan_hang: 'VCB' }]])),
    tool('tra_cuu_nguoi_nhan', { so_tk: '0071000123456', ngan_hang: 'VCB' }, { ten: 'NGUYEN THI LAN', trang_thai: 'Hợp lệ', ma_gd: N.alnum(12) }),
  ];
  for (const s of ['. Đúng không ạ?', ', đúng không ạ?', '. Anh/chị xác nhận giúp em nhé?']) {
    N.tick(20, 60);
    kids.push(llm('messages.create', { model: 'claude-3-5-haiku', messages: ['…'] }, antCall(N, null, [['hoi_nguoi_dung', { cau_hoi: q(s) }]])));
    kids.push(tool('hoi_nguoi_dung', { cau_hoi: q(s) }, { tra_loi: 'Đúng rồi, chuyển đi.', thoi_gian: N.isoNoMs() }));
  }
  return row(F, 3, {
    isolates: 'The Vietnamese banking agent asks the same transfer confirmation three times near-verbatim, gets "Đúng rồi, chuyển đi" each time, and never calls the transfer tool.',
    loop: true, stagnation: true, goal,
    root: agent('banking-assistant', { messages: [{ role: 'user', content: goal }] }, { stop_reason: 'max_tokens_budget' }, kids, { style: 'anthropic-messages', lang: 'vi' }),
  });
}
export const rows = [r1(), r2(), r3()];
