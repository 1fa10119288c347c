import { noise, agent, llm, tool, span, row } from './lib.mjs';
const F = 'paging_past_end';

// 01 — Spanish banking agent (Vercel AI SDK steps): statement API paged past the last page, offset grows, empty each time.
function r1() {
  const N = noise(F + '-01', '2026-03-31T10:00:00Z');
  const goal = 'Suma todos los cargos con tarjeta de marzo de 2026 en la cuenta ES91 2100 0418 4502 0005 1332 y dime el total gastado en restaurantes.';
  const movs = [
    [{ fecha: '02/03/2026', concepto: 'COMPRA TARJ. 5540XXXXXXXX1234 MERCADONA MADRID', importe: '-54,12 €' }, { fecha: '03/03/2026', concepto: 'COMPRA TARJ. RTE. CASA LUCIO', importe: '-86,50 €' }, { fecha: '07/03/2026', concepto: 'COMPRA TARJ. REPSOL E.S. 4471', importe: '-62,30 €' }],
    [{ fecha: '14/03/2026', concepto: 'COMPRA TARJ. TABERNA LA BOLA', importe: '-41,80 €' }, { fecha: '21/03/2026', concepto: 'COMPRA TARJ. EL CORTE INGLES', importe: '-129,99 €' }, { fecha: '28/03/2026', concepto: 'COMPRA TARJ. VIPS GRAN VIA', importe: '-23,45 €' }],
  ];
  const steps = [];
  const mk = (offset, data, i) => {
    N.tick(1, 3);
    const args = { iban: 'ES9121000418450200051332', desde: '2026-03-01', hasta: '2026-03-31', tipo: 'tarjeta', offset, limit: 3 };
    steps.push(span('ai.generateText.doGenerate', 'ai.generateText.doGenerate', { 'ai.prompt.messages': `[... ${3 + i * 2} messages]` }, { 'ai.response.toolCalls': [{ toolName: 'listarMovimientos', args }], 'ai.response.text': '' }, [], { metadata: { 'ai.model.id': 'gpt-4o', 'ai.response.finishReason': 'tool-calls', 'ai.usage.completionTokens': N.int(30, 60) } }));
    steps[steps.length - 1].type = 'llm';
    steps.push(tool('listarMovimientos', args, { status: 200, headers: { 'x-bbva-trace': N.hex(16), date: N.http() }, body: { movimientos: data, paginacion: { offset, limit: 3, total: 6 } } }, { metadata: { 'ai.toolCall.id': 'call_' + N.alnum(16, 'abcdefghijklmnopqrstuvwxyz0123456789') } }));
  };
  mk(0, movs[0], 0); mk(3, movs[1], 1); mk(6, [], 2); mk(9, [], 3); mk(12, [], 4); mk(15, [], 5);
  return row(F, 1, {
    isolates: 'After the second (last) page of a Spanish card statement, the offset keeps advancing (6, 9, 12, 15) and every answer is the same empty page with total 6; no sum is produced.',
    loop: true, stagnation: false, goal,
    root: agent('ai.generateText', { prompt: goal, maxSteps: 12 }, { finishReason: 'length', text: '' }, steps, { style: 'vercel-ai-sdk', lang: 'es', 'operation.name': 'ai.generateText' }),
  });
}

// 02 — Chinese research assistant (smolagents CodeAgent): literature API next-cursor re-sent, same empty page.
function r2() {
  const N = noise(F + '-02', '2026-04-18T02:30:00Z');
  const goal = '检索2024年以来关于“钠离子电池正极材料”的中文核心期刊论文，整理成一个包含题目、作者、期刊的列表。';
  const cur = N.cursor();
  const pages = [
    { items: [{ 题名: '层状氧化物钠离子电池正极材料研究进展', 作者: '王磊; 陈晓', 刊名: '储能科学与技术', 年: 2024 }, { 题名: '普鲁士蓝类似物正极的结晶水调控', 作者: '刘洋', 刊名: '无机材料学报', 年: 2025 }], next_cursor: cur },
  ];
  const kids = [];
  const step = (i, code, obs, thought) => {
    N.tick(2, 6);
    kids.push(span('step', `Step ${i}`, { step_number: i }, { observations: obs }, [
      llm('OpenAIServerModel', { messages: ['…'] }, `思考：${thought}\n代码：\n\`\`\`py\n${code}\n\`\`\`<end_code>`, { input_tokens: 1800 + i * 420, output_tokens: N.int(60, 110) }),
      tool('python_interpreter', { code }, `Execution logs:\n${obs}\nLast output from code snippet:\nNone`),
    ], { metadata: { duration: +(N.r() * 4 + 1).toFixed(2) } }));
  };
  step(1, `r = cnki_search(query="钠离子电池 正极材料", year_from=2024, core_only=True)\nprint(r)`, JSON.stringify({ ...pages[0], request_id: N.uuid(), 耗时: N.ms(200, 900) + 'ms' }), '先检索第一页结果。');
  for (let i = 2; i <= 5; i++) step(i, `r = cnki_search(query="钠离子电池 正极材料", year_from=2024, core_only=True, cursor="${cur}")\nprint(r)`, JSON.stringify({ items: [], next_cursor: cur, request_id: N.uuid(), 耗时: N.ms(200, 900) + 'ms', 提示: '没有更多结果' }), '还有 next_cursor，继续用游标获取下一页结果。');
  return row(F, 2, {
    isolates: 'A smolagents run re-sends the same next_cursor four times and gets the same empty page ("没有更多结果") each time, restating the same one-line thought.',
    loop: true, stagnation: true, goal,
    root: agent('CodeAgent', { task: goal }, { error: 'AgentMaxStepsError: Reached max steps.' }, kids, { style: 'smolagents', lang: 'zh', max_steps: 5 }),
  });
}

// 03 — Polish HR recruiting agent (Langfuse export): ATS applicants endpoint, page number advancing past the end.
function r3() {
  const N = noise(F + '-03', '2026-05-06T07:45:00Z');
  const goal = 'Przejrzyj wszystkich kandydatów na stanowisko „Księgowy/-a – Kraków” w systemie ATS i wybierz pięciu z doświadczeniem w SAP.';
  const kids = [];
  const page = (p, items, txt) => {
    N.tick(2, 5);
    kids.push(llm('generation', { model: 'claude-3-haiku', messages: ['…'] }, { text: txt, tool_use: { name: 'ats_list_applicants', input: { job_id: 'REQ-2026-0417', page: p, per_page: 25 } } }, { langfuse_observation_id: N.uuid(), latency_ms: N.ms(600, 2200) }));
    kids.push(tool('ats_list_applicants', { job_id: 'REQ-2026-0417', page: p, per_page: 25 }, JSON.stringify({ data: items, meta: { page: p, per_page: 25, total_count: 31, generated_at: N.iso() } })));
  };
  page(1, [{ id: 88121, imie_nazwisko: 'Anna Kowalczyk', doswiadczenie: 'SAP FI/CO, 6 lat' }, { id: 88140, imie_nazwisko: 'Marek Zieliński', doswiadczenie: 'Symfonia, 3 lata' }, '… (23 więcej)'], 'Pobieram listę kandydatów, strona 1.');
  page(2, [{ id: 88301, imie_nazwisko: 'Katarzyna Wójcik', doswiadczenie: 'SAP S/4HANA, 4 lata' }, '… (5 więcej)'], 'Strona 1 przejrzana, 3 osoby z SAP. Pobieram stronę 2.');
  page(3, [], 'Mam już 4 kandydatów z SAP. Sprawdzam stronę 3, może są kolejni.');
  page(4, [], 'Strona 3 pusta, może wyniki są dalej – sprawdzam stronę 4.');
  page(5, [], 'Przechodzę na stronę 5.');
  page(6, [], 'Jeszcze strona 6.');
  return row(F, 3, {
    isolates: 'With 31 applicants at 25 per page, the Polish HR agent keeps asking for pages 3, 4, 5, 6 after the last real page, each identical and empty; the shortlist is never written.',
    loop: true, stagnation: false, goal,
    root: agent('trace', { input: goal }, { output: null, level: 'WARNING', statusMessage: 'max_steps' }, kids, { style: 'langfuse-export', lang: 'pl', trace_id: N.hex(32), release: 'hr-bot@1.8.2' }),
  });
}
export const rows = [r1(), r2(), r3()];
