import { noise, agent, llm, tool, span, oaiCall, antCall, row } from './lib.mjs';
const F = 'continuing_after_success';

// 01 — Portuguese (PT) travel agent (OpenAI chat): booking confirmed, then re-checks and re-announces.
function r1() {
  const N = noise(F + '-01', '2026-06-10T09:00:00Z');
  const goal = 'Reserve um quarto duplo no Hotel Infante Sagres, Porto, de 12 a 14 de junho de 2026, para Joana Ferreira, com pequeno-almoço.';
  const conf = 'PT-HIS-88412';
  const get = () => { N.tick(5, 20); return { reserva: conf, estado: 'CONFIRMADA', hospede: 'Joana Ferreira', checkin: '12/06/2026', checkout: '14/06/2026', total: '412,00 €', consultado_em: N.fr(), pedido: N.uuid() }; };
  const kids = [
    llm('chat.completions', { model: 'gpt-4o', messages: [{ role: 'user', content: goal }] }, oaiCall(N, null, [['criar_reserva', { hotel: 'infante-sagres-porto', quarto: 'duplo', entrada: '2026-06-12', saida: '2026-06-14', hospede: 'Joana Ferreira', regime: 'APA' }]])),
    tool('criar_reserva', { hotel: 'infante-sagres-porto', quarto: 'duplo', entrada: '2026-06-12', saida: '2026-06-14', hospede: 'Joana Ferreira', regime: 'APA' }, { status: 201, body: { reserva: conf, estado: 'CONFIRMADA', total: '412,00 €', mensagem: 'Reserva efetuada com sucesso' } }),
    llm('chat.completions', { model: 'gpt-4o', messages: ['…'] }, oaiCall(N, 'A reserva PT-HIS-88412 está confirmada. Vou verificar o estado.', [['consultar_reserva', { reserva: conf }]])),
    tool('consultar_reserva', { reserva: conf }, get()),
    llm('chat.completions', { model: 'gpt-4o', messages: ['…'] }, oaiCall(N, 'Confirmado. Por segurança, volto a verificar.', [['consultar_reserva', { reserva: conf }]])),
    tool('consultar_reserva', { reserva: conf }, get()),
    llm('chat.completions', { model: 'gpt-4o', messages: ['…'] }, oaiCall(N, 'Vou enviar a confirmação à cliente.', [['enviar_email', { para: 'joana.ferreira@sapo.pt', assunto: 'Reserva PT-HIS-88412 confirmada' }]])),
    tool('enviar_email', { para: 'joana.ferreira@sapo.pt', assunto: 'Reserva PT-HIS-88412 confirmada' }, { aceite: true, id: N.reqId('msg_') }),
    llm('chat.completions', { model: 'gpt-4o', messages: ['…'] }, oaiCall(N, 'Vou confirmar mais uma vez que a reserva continua ativa.', [['consultar_reserva', { reserva: conf }]])),
    tool('consultar_reserva', { reserva: conf }, get()),
    llm('chat.completions', { model: 'gpt-4o', messages: ['…'] }, oaiCall(N, 'Reenvio a confirmação para garantir que chegou.', [['enviar_email', { para: 'joana.ferreira@sapo.pt', assunto: 'Reserva PT-HIS-88412 confirmada' }]])),
    tool('enviar_email', { para: 'joana.ferreira@sapo.pt', assunto: 'Reserva PT-HIS-88412 confirmada' }, { aceite: true, id: N.reqId('msg_') }),
  ];
  return row(F, 1, {
    isolates: 'A Portuguese hotel booking is confirmed (201, CONFIRMADA), then the agent re-queries it three times and e-mails the confirmation twice, learning nothing new until the step limit.',
    loop: true, stagnation: false, goal,
    root: agent('assistente-viagens', { messages: [{ role: 'user', content: goal }] }, { finish_reason: 'max_steps' }, kids, { style: 'openai-chat', lang: 'pt-PT' }),
  });
}

// 02 — Russian SQL analyst (LangSmith): report created and verified, then rerun/recount repeatedly.
function r2() {
  const N = noise(F + '-02', '2026-02-02T06:00:00Z');
  const goal = 'Посчитай выручку по регионам за январь 2026 из таблицы sales.orders и сохрани результат в отчёт reports.revenue_jan_2026.';
  const q = "CREATE TABLE reports.revenue_jan_2026 AS SELECT region, sum(amount_rub) AS выручка FROM sales.orders WHERE order_date >= '2026-01-01' AND order_date < '2026-02-01' GROUP BY region";
  const chk = 'SELECT count(*), sum(выручка) FROM reports.revenue_jan_2026';
  const res = () => { N.tick(3, 9); return ` count |    sum\n-------+-------------\n     8 | 48 215 903,40\n(1 строка)\n\nВремя: ${(N.r() * 80 + 10).toFixed(3).replace('.', ',')} мс`; };
  const kids = [
    llm('ChatOpenAI', { messages: [{ role: 'user', content: goal }] }, { content: 'Создаю таблицу отчёта.', tool_calls: [{ name: 'psql', args: { sql: q } }] }),
    tool('psql', { sql: q }, `SELECT 8\nВремя: ${N.int(200, 900)},${N.int(100, 999)} мс`),
    llm('ChatOpenAI', { messages: ['…'] }, { content: 'Таблица создана, 8 регионов. Проверяю итог.', tool_calls: [{ name: 'psql', args: { sql: chk } }] }),
    tool('psql', { sql: chk }, res()),
    llm('ChatOpenAI', { messages: ['…'] }, { content: 'Отчёт готов: 8 регионов, выручка 48 215 903,40 ₽. Перепроверю ещё раз.', tool_calls: [{ name: 'psql', args: { sql: chk } }] }),
    tool('psql', { sql: chk }, res()),
    llm('ChatOpenAI', { messages: ['…'] }, { content: 'Цифры совпадают. Проверю ещё раз для надёжности.', tool_calls: [{ name: 'psql', args: { sql: chk } }] }),
    tool('psql', { sql: chk }, res()),
    llm('ChatOpenAI', { messages: ['…'] }, { content: 'Отчёт готов: 8 регионов, выручка 48 215 903,40 ₽. Перепроверю ещё раз.', tool_calls: [{ name: 'psql', args: { sql: chk } }] }),
    tool('psql', { sql: chk }, res()),
  ];
  return row(F, 2, {
    isolates: 'The Russian analyst builds and verifies the January revenue table, then keeps re-running the same count/sum check with the same 8 rows and 48 215 903,40 total, only the timing changing.',
    loop: true, stagnation: true, goal,
    root: agent('AgentExecutor', { input: goal }, { output: 'Agent stopped due to max iterations.' }, kids, { style: 'langsmith-export', lang: 'ru', run_id: N.uuid() }),
  });
}

// 03 — Indonesian customer service (Dify chatflow): refund issued and confirmed, agent keeps re-announcing to the customer.
function r3() {
  const N = noise(F + '-03', '2026-08-18T03:00:00Z');
  const goal = 'Pelanggan minta refund untuk pesanan INV/20260812/MPL/3345120 karena barang rusak (blender Philips, Rp 689.000).';
  const ann = 'Refund sebesar Rp 689.000 untuk pesanan INV/20260812/MPL/3345120 sudah berhasil diproses dan akan masuk ke saldo Anda dalam 1x24 jam. Terima kasih sudah berbelanja!';
  const kids = [
    llm('LLM', { prompt: '…' }, { text: 'Memproses refund.', tool_call: { name: 'refund_create', arguments: { invoice: 'INV/20260812/MPL/3345120', amount: 689000, reason: 'barang_rusak' } } }),
    tool('refund_create', { invoice: 'INV/20260812/MPL/3345120', amount: 689000, reason: 'barang_rusak' }, { status: 'SUCCESS', refund_id: 'RF' + N.int(10000000, 99999999), pesan: 'Refund berhasil dibuat' }),
    llm('LLM', { prompt: '…' }, { text: ann, tool_call: { name: 'kirim_pesan', arguments: { text: ann } } }),
    tool('kirim_pesan', { text: ann }, { delivered: true, msg_id: N.uuid() }),
  ];
  for (let i = 0; i < 3; i++) {
    N.tick(10, 30);
    kids.push(tool('refund_status', { invoice: 'INV/20260812/MPL/3345120' }, { status: 'SUCCESS', label: 'Refund berhasil', checked_at: N.isoNoMs(), trace: N.hex(16) }));
    kids.push(llm('LLM', { prompt: '…' }, { text: ann, tool_call: { name: 'kirim_pesan', arguments: { text: ann } } }));
    kids.push(tool('kirim_pesan', { text: ann }, { delivered: true, msg_id: N.uuid() }));
  }
  return row(F, 3, {
    isolates: 'An Indonesian refund succeeds and is announced, then the chatflow re-checks the status (still SUCCESS) and re-sends the identical announcement three more times.',
    loop: true, stagnation: true, goal,
    root: agent('chatflow', { query: goal }, { status: 'stopped', reason: 'max iterations' }, kids, { style: 'dify-chatflow', lang: 'id', conversation_id: N.uuid() }),
  });
}
export const rows = [r1(), r2(), r3()];
