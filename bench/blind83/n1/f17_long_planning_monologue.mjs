import { noise, agent, llm, tool, span, oaiCall, antCall, row } from './lib.mjs';
const F = 'long_planning_monologue';

// 01 — Italian travel planner (Anthropic thinking): four long planning steps each adding concrete decisions, then one booking call.
function r1() {
  const N = noise(F + '-01', '2026-03-24T10:00:00Z');
  const goal = 'Organizza un viaggio di 5 giorni in Sicilia a maggio per 2 persone, budget 1.800 €, partenza da Milano, senza auto.';
  const steps = [
    'Parto dai voli: da Milano Linate a Palermo il 14/05 ci sono ITA a 89 € e da Bergamo Ryanair a 42 € a persona; scelgo Bergamo, risparmio 94 € in due. Ritorno da Catania il 19/05 con easyJet a 57 € su Malpensa.',
    'Itinerario senza auto: Palermo 2 notti (Ballarò, Monreale in bus AMAT 389), poi treno regionale Palermo–Agrigento (2h05, 9,60 €) per la Valle dei Templi, 1 notte. Da Agrigento a Catania bus SAIS (2h50, 14,90 €).',
    'Alloggi: Palermo B&B in via Maqueda 95 €/notte, Agrigento 78 €, Catania 2 notti 88 €. Totale notti 5 = 444 €. Aggiungo l\'escursione all\'Etna da Catania il 18/05 con Funivia e jeep, 75 € a testa.',
    'Bilancio: voli 2×(42+57)=198 €, alloggi 444 €, trasporti locali circa 70 €, Etna 150 €, ingressi (Valle dei Templi 12 €, Cappella Palatina 19 €) 62 €, pasti 5 giorni × 2 × 45 € = 450 €. Totale 1.374 €, margine 426 € sotto il budget. Posso procedere a bloccare i voli.',
  ];
  const kids = steps.map((t) => { N.tick(3, 8); return llm('messages.create', { model: 'claude-3-5-sonnet', messages: ['…'] }, { role: 'assistant', content: [{ type: 'thinking', thinking: t }] }, { thinking_tokens: N.int(180, 320) }); });
  kids.push(llm('messages.create', { messages: ['…'] }, antCall(N, null, [['prenota_voli', { andata: 'FR 4523 BGY-PMO 14/05', ritorno: 'U2 2884 CTA-MXP 19/05', passeggeri: 2 }]])));
  kids.push(tool('prenota_voli', { andata: 'FR 4523 BGY-PMO 14/05', ritorno: 'U2 2884 CTA-MXP 19/05', passeggeri: 2 }, { pnr: N.alnum(6), stato: 'Confermato', totale: '198,00 €' }));
  kids.push(llm('messages.create', { messages: ['…'] }, antCall(N, 'Ecco il piano: Palermo (14–16/05), Agrigento (16–17/05), Catania con Etna (17–19/05). Voli prenotati per 198 €; spesa stimata totale 1.374 €.', [])));
  return row(F, 1, {
    isolates: 'Four long Italian thinking steps in a row, each adding new numbers and decisions (flights, route, hotels, budget), then a booking and a final plan.',
    loop: false, stagnation: false, goal,
    root: agent('pianificatore-viaggi', { task: goal }, { stop_reason: 'end_turn' }, kids, { style: 'anthropic-messages', lang: 'it' }),
  });
}

// 02 — Russian logistics route planning (OpenAI Responses reasoning summaries).
function r2() {
  const N = noise(F + '-02', '2026-02-09T05:00:00Z');
  const goal = 'Спланируй развоз 14 паллет из склада в Подольске по 5 магазинам Москвы на завтра, машины: 2 Газели (по 3 паллеты) и 1 фура (10 паллет).';
  const rs = [
    'Потребности: ТЦ «Мега Тёплый Стан» 5 паллет, «Ашан Марьино» 4, магазин на Профсоюзной 2, на Варшавке 2, в Бутово 1. Итого 14. Фура забирает 10 — самые крупные точки: Тёплый Стан 5 + Марьино 4 + Бутово 1.',
    'Маршрут фуры: Подольск → Бутово (28 км, окно 7:00–9:00) → Тёплый Стан (14 км, разгрузка с рампы до 11:00) → Марьино (22 км). Для фуры въезд в ТТК не нужен, пропуск МКАД есть. Выезд в 6:10.',
    'Газель №1: Профсоюзная 2 паллеты, 41 км, окно 9:00–12:00. Газель №2: Варшавка 2 паллеты, 33 км. Обе загружены на 2/3, можно объединить, но окна пересекаются, поэтому оставляю две машины.',
    'Проверка: итого 10 + 2 + 2 = 14 паллет, пробег около 190 км, оценка топлива 9 800 ₽. Формирую три рейса в TMS.',
  ];
  const kids = rs.map((t) => { N.tick(); return llm('response', { model: 'o4-mini' }, { output: [{ type: 'reasoning', summary: [{ type: 'summary_text', text: t }] }] }, { reasoning_tokens: N.int(400, 900) }); });
  for (const [car, st] of [['Фура А123ВС', 'Бутово, Тёплый Стан, Марьино'], ['Газель 1 К456МН', 'Профсоюзная'], ['Газель 2 Е789ОР', 'Варшавское ш.']]) kids.push(tool('tms_create_trip', { vehicle: car, stops: st, date: '10.02.2026' }, { trip_id: N.job('TR'), status: 'создан' }));
  kids.push(llm('response', { model: 'o4-mini' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'Созданы 3 рейса на 10.02.2026: фура (10 паллет, 3 точки, выезд 6:10) и две Газели по 2 паллеты. Общий пробег ≈190 км.' }] }] }));
  return row(F, 2, {
    isolates: 'Four long Russian reasoning summaries in sequence, each adding new allocations, distances and time windows, then three trips are created.',
    loop: false, stagnation: false, goal,
    root: agent('logist-agent', { input: goal }, { status: 'completed' }, kids, { style: 'openai-responses', lang: 'ru' }),
  });
}

// 03 — Japanese HR onboarding planner (LangChain plan-and-execute).
function r3() {
  const N = noise(F + '-03', '2026-03-27T00:00:00Z');
  const goal = '4月1日入社の新卒エンジニア12名のオンボーディング計画（2週間）を作成し、会議室を予約してください。';
  const plans = [
    '1週目の前半は全社研修に充てる。4/1午前は入社式（本社10F大会議室、12名＋役員5名）、午後は就業規則と情報セキュリティ研修（各90分）。4/2はPC受け取りと開発環境セットアップ。',
    '4/3〜4/5は技術研修。Git/GitHubフロー（半日）、社内のマイクロサービス構成説明（半日）、コードレビュー演習。講師は各チームのテックリード3名に依頼し、1日あたり2名を割り当てる。',
    '2週目は配属前OJT。12名を4チーム×3名に分け、決済・検索・会員・基盤の各チームに3日ずつ仮配属。最終日4/12に成果発表会（各チーム15分、計60分）。',
    '会議室：4/1大会議室終日、4/2〜4/5は研修室B（定員16名）、4/12は大会議室14:00〜16:00。合計6件の予約が必要。',
  ];
  const kids = [span('chain', 'planner', { input: goal }, {}, plans.map((p) => { N.tick(); return llm('ChatOpenAI', { messages: ['…'] }, { content: p }); }))];
  const rooms = [['大会議室', '2026-04-01'], ['研修室B', '2026-04-02'], ['研修室B', '2026-04-03'], ['研修室B', '2026-04-06'], ['大会議室', '2026-04-12']];
  kids.push(span('chain', 'executor', {}, {}, rooms.map(([r, d]) => tool('room_reserve', { room: r, date: d }, { 予約番号: 'R' + N.int(100000, 999999), 結果: '予約完了' }))));
  kids.push(llm('ChatOpenAI', { messages: ['…'] }, { content: '2週間のオンボーディング計画を作成し、会議室5件を予約しました（4/4・4/5 分は研修室Bの連続予約に含まれます）。' }));
  return row(F, 3, {
    isolates: 'Four long Japanese planning steps, each adding dates, rooms, trainers and team splits, followed by room bookings and a summary.',
    loop: false, stagnation: false, goal,
    root: agent('PlanAndExecute', { input: goal }, { output: '完了' }, kids, { style: 'langchain', lang: 'ja', run_id: N.uuid() }),
  });
}
export const rows = [r1(), r2(), r3()];
