import { noise, agent, llm, tool, span, oaiCall, antCall, row } from './lib.mjs';
const F = 'batch_distinct_items';

// 01 — Thai marketing (Coze workflow): sends a coupon to 6 distinct LINE members, same "ok" each, templated sentence per member.
function r1() {
  const N = noise(F + '-01', '2026-03-24T03:00:00Z');
  const goal = 'ส่งคูปองส่วนลด 15% วันสงกรานต์ให้ลูกค้า VIP 6 รายในรายการนี้ทาง LINE OA';
  const members = [['คุณสมชาย ใจดี', 'U1a2'], ['คุณวิภาวรรณ ศรีสุข', 'U3b4'], ['คุณอนุชา แก้วมณี', 'U5c6'], ['คุณปิยะนุช ทองดี', 'U7d8'], ['คุณธีรวัฒน์ บุญมา', 'U9e0'], ['คุณกมลชนก พรหมมา', 'Uf1a']];
  const kids = [span('node', 'Start', { input: goal }, { count: 6 }, [])];
  const lines = [];
  for (const [name, uid] of members) {
    N.tick(1, 2);
    kids.push(tool('line_push_coupon', { to: uid + N.hex(28), coupon: 'SONGKRAN15', name }, { result: 'ok', request_id: N.uuid() }, { metadata: { node_type: 'plugin' } }));
    lines.push(`ส่งคูปอง SONGKRAN15 ให้${name}เรียบร้อยแล้ว`);
  }
  kids.push(llm('LLM', { prompt: '…' }, { text: lines.join('\n') + '\nส่งครบทั้ง 6 รายแล้วค่ะ' }));
  return row(F, 1, {
    isolates: 'Thai coupon pushed to six different LINE members, each answered "ok", and the model writes one templated sentence per member, then finishes.',
    loop: false, stagnation: false, goal,
    root: agent('workflow', { input: goal }, { status: 'success' }, kids, { style: 'coze-workflow', lang: 'th', execute_id: String(N.int(100000000, 999999999)) }),
  });
}

// 02 — Ukrainian education (Anthropic): grades entered for 7 students, identical "збережено" acks.
function r2() {
  const N = noise(F + '-02', '2026-10-20T09:00:00Z');
  const goal = 'Внеси оцінки за контрольну з алгебри (8-Б клас, 20.10.2026) в електронний журнал: Бондаренко 10, Ковальчук 8, Мельник 11, Шевченко 7, Ткаченко 9, Кравченко 12, Олійник 6.';
  const st = [['Бондаренко', 10], ['Ковальчук', 8], ['Мельник', 11], ['Шевченко', 7], ['Ткаченко', 9], ['Кравченко', 12], ['Олійник', 6]];
  const kids = [];
  for (const [s, g] of st) {
    N.tick(1, 3);
    kids.push(llm('messages.create', { model: 'claude-3-5-haiku', messages: ['…'] }, antCall(N, `Вношу оцінку ${g} для учня ${s}.`, [['journal_set_grade', { class: '8-Б', subject: 'Алгебра', date: '20.10.2026', student: s, grade: g }]])));
    kids.push(tool('journal_set_grade', { class: '8-Б', subject: 'Алгебра', date: '20.10.2026', student: s, grade: g }, { status: 'збережено', ts: N.de() }));
  }
  kids.push(llm('messages.create', { model: 'claude-3-5-haiku', messages: ['…'] }, antCall(N, 'Усі 7 оцінок за контрольну з алгебри внесено до журналу 8-Б. Середній бал — 9,0.', [])));
  return row(F, 2, {
    isolates: 'Ukrainian grades for seven different pupils entered one by one, every ack "збережено", one templated sentence per pupil, then a closing summary.',
    loop: false, stagnation: false, goal,
    root: agent('teacher-assistant', { task: goal }, { stop_reason: 'end_turn' }, kids, { style: 'anthropic-messages', lang: 'uk' }),
  });
}

// 03 — Spanish smart home (LangChain): turn off 5 distinct rooms' lights, same "OK" each.
function r3() {
  const N = noise(F + '-03', '2026-12-01T22:30:00Z');
  const goal = 'Apaga todas las luces de la casa menos la del pasillo y baja las persianas del salón.';
  const ents = ['light.salon', 'light.cocina', 'light.dormitorio_principal', 'light.bano', 'light.despacho'];
  const kids = [llm('ChatOpenAI', { messages: ['…'] }, { content: 'Apago las luces una a una, excepto light.pasillo.', tool_calls: ents.map((e) => ({ name: 'homeassistant_call', args: { domain: 'light', service: 'turn_off', entity_id: e } })) })];
  for (const e of ents) { N.tick(0, 1); kids.push(tool('homeassistant_call', { domain: 'light', service: 'turn_off', entity_id: e }, `OK (${N.ms(20, 180)} ms)`)); }
  kids.push(tool('homeassistant_call', { domain: 'cover', service: 'close_cover', entity_id: 'cover.persianas_salon' }, `OK (${N.ms(20, 180)} ms)`));
  kids.push(llm('ChatOpenAI', { messages: ['…'] }, { content: 'Listo: he apagado las luces del salón, la cocina, el dormitorio principal, el baño y el despacho; la del pasillo sigue encendida y las persianas del salón están bajadas.' }));
  return row(F, 3, {
    isolates: 'The Spanish home agent turns off five different lights and lowers one blind, each call answered "OK", then confirms.',
    loop: false, stagnation: false, goal,
    root: agent('AgentExecutor', { input: goal }, { output: 'Listo' }, kids, { style: 'langchain', lang: 'es', run_id: N.uuid() }),
  });
}
export const rows = [r1(), r2(), r3()];
