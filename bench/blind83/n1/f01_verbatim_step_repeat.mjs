import { noise, agent, llm, tool, span, oaiCall, antCall, row } from './lib.mjs';
const F = 'verbatim_step_repeat';

// 01 — German DevOps agent, OpenAI Chat Completions style; the same long analysis is restated once.
function r1() {
  const N = noise(F + '-01', '2026-03-24T07:41:00Z');
  const sys = { role: 'system', content: 'Du bist ein SRE-Assistent für das Team Zahlungsverkehr. Nutze die Tools, antworte auf Deutsch.' };
  const user = { role: 'user', content: 'Der Pod payment-api in prod-eu-central hängt seit heute früh in CrashLoopBackOff. Finde die Ursache und schlag einen Fix vor.' };
  const pod = `payment-api-7c9d8f6b5-${N.alnum(5, 'abcdefghijklmnopqrstuvwxyz0123456789')}`;
  const thought = 'Der Container payment-api startet, lädt die Konfiguration aus dem ConfigMap payment-api-config und beendet sich dann mit Exit-Code 1, bevor der Readiness-Probe überhaupt greift. Das deutet auf einen Fehler beim Initialisieren der Datenbankverbindung hin, vermutlich ist das Secret für den Postgres-Benutzer rotiert worden. Ich schaue mir die Logs des vorherigen Containers an, um die genaue Fehlermeldung zu sehen.';
  const thought2 = 'Der Container payment-api startet, lädt die Konfiguration aus der ConfigMap payment-api-config und beendet sich dann mit Exit-Code 1, bevor die Readiness-Probe überhaupt greift. Das deutet auf einen Fehler beim Initialisieren der Datenbankverbindung hin, vermutlich wurde das Secret für den Postgres-Benutzer rotiert. Ich schaue mir die Logs des vorherigen Containers an, um die genaue Fehlermeldung zu sehen.';
  N.tick(); const desc = tool('kubectl', { args: ['describe', 'pod', pod, '-n', 'payments'] }, `Name:         ${pod}\nNamespace:    payments\nNode:         ip-10-42-${N.int(1, 254)}-${N.int(1, 254)}.eu-central-1.compute.internal\nStatus:       Running\nContainers:\n  payment-api:\n    Image:          registry.intern.example.de/payments/payment-api:2.14.3\n    State:          Waiting\n      Reason:       CrashLoopBackOff\n    Last State:     Terminated\n      Reason:       Error\n      Exit Code:    1\n    Restart Count:  ${N.int(30, 40)}\nEvents:\n  Warning  BackOff  ${N.int(2, 9)}s (x${N.int(140, 160)} over 3h)  kubelet  Back-off restarting failed container`);
  const logs = () => { N.tick(20, 40); const t = N.isoNoMs(); return `${t} INFO  Lade Konfiguration aus /etc/payment-api/application.yaml\n${t} INFO  HikariPool-1 - Starting...\n${t} WARN  HikariPool-1 - Connection attempt failed (attempt 1/3)\n${t} ERROR Anwendung konnte nicht gestartet werden\norg.postgresql.util.PSQLException: FATAL: password authentication failed for user "payment_svc"\n\tat org.postgresql.core.v3.ConnectionFactoryImpl.doAuthentication(ConnectionFactoryImpl.java:693)\n\tat com.zaxxer.hikari.pool.HikariPool.checkFailFast(HikariPool.java:${N.int(560, 580)})\n${t} INFO  Shutdown complete (pid=${N.int(1, 9)})`; };
  const c1 = tool('kubectl', { args: ['logs', pod, '-n', 'payments', '--previous', '--tail=50'] }, logs());
  const c2 = tool('kubectl', { args: ['logs', pod, '-n', 'payments', '--previous', '--tail=50'] }, logs());
  return row(F, 1, {
    isolates: 'A long German diagnostic reasoning paragraph is repeated near-verbatim after a tool call that returned the same log again; the run is then cut off.',
    loop: true, stagnation: true, goal: user.content,
    root: agent('sre-assistant', { messages: [sys, user] }, { status: 'max_turns_exceeded', turns: 4 }, [
      llm('ChatCompletion', { model: 'gpt-4o-2024-08-06', messages: [sys, user] }, oaiCall(N, 'Ich prüfe zuerst den Pod-Status.', [['kubectl', { args: ['describe', 'pod', pod, '-n', 'payments'] }]]), { usage: { prompt_tokens: 812, completion_tokens: 41 } }),
      desc,
      llm('ChatCompletion', { model: 'gpt-4o-2024-08-06', messages: [sys, user, { role: 'tool', content: '[describe output]' }] }, oaiCall(N, thought, [['kubectl', { args: ['logs', pod, '-n', 'payments', '--previous', '--tail=50'] }]]), { usage: { prompt_tokens: 1377, completion_tokens: 118 } }),
      c1,
      llm('ChatCompletion', { model: 'gpt-4o-2024-08-06', messages: [sys, user, { role: 'tool', content: '[describe output]' }, { role: 'tool', content: '[logs output]' }] }, oaiCall(N, thought2, [['kubectl', { args: ['logs', pod, '-n', 'payments', '--previous', '--tail=50'] }]]), { usage: { prompt_tokens: 1702, completion_tokens: 121 } }),
      c2,
    ], { style: 'openai-chat', lang: 'de', framework: 'openai-python 1.54', run_id: N.uuid() }),
  });
}

// 02 — Japanese healthcare booking agent, Anthropic tool_use style with thinking blocks.
function r2() {
  const N = noise(F + '-02', '2026-04-02T00:15:00Z');
  const user = '来週の平日午前中に、皮膚科の初診予約を取ってください。保険証は国民健康保険です。場所は横浜駅周辺で。';
  const think = '横浜駅周辺の皮膚科で初診を受け付けているのは「みなとみらい皮ふ科クリニック」と「横浜西口スキンクリニック」の2院で、どちらも来週平日の午前枠は表示されている。ただし初診はWeb予約不可で電話のみという注記があるので、予約APIで確保できるかをもう一度空き枠検索で確認してから、患者情報を入力して仮予約を試みる。';
  const think2 = '横浜駅周辺の皮膚科で初診を受け付けているのは「みなとみらい皮ふ科クリニック」と「横浜西口スキンクリニック」の2院で、どちらも来週平日の午前枠が表示されている。ただし初診はWeb予約不可で電話のみという注記があるため、予約APIで確保できるかを空き枠検索でもう一度確認してから、患者情報を入力して仮予約を試みる。';
  const slots = () => { N.tick(3, 8); return JSON.stringify({ request_id: N.reqId('rq-'), fetched_at: N.ja(), results: [{ clinic: 'みなとみらい皮ふ科クリニック', address: '横浜市西区みなとみらい2-3-1 クイーンズタワーA 5F', slots: ['4月7日(月) 9:30', '4月9日(水) 10:00', '4月10日(木) 11:15'], note: '※初診の方はお電話（045-XXX-1122）でのご予約となります' }, { clinic: '横浜西口スキンクリニック', address: '横浜市西区南幸1-4-12 5F', slots: ['4月8日(火) 9:00', '4月8日(火) 10:30'], note: '※初診はWeb予約不可' }], cache: N.pick(['HIT', 'MISS']) }); };
  const q = { area: '横浜駅', department: '皮膚科', visit_type: '初診', date_from: '2026-04-06', date_to: '2026-04-10', time: 'am' };
  return row(F, 2, {
    isolates: 'A long Japanese thinking block about which clinic to book is restated almost word for word after the slot search returns the identical list.',
    loop: true, stagnation: true, goal: user,
    root: agent('clinic-booking-agent', { user }, { stopped: 'step_limit', steps: 3 }, [
      llm('anthropic.messages', { model: 'claude-3-5-sonnet-20241022', messages: [{ role: 'user', content: user }] }, antCall(N, 'かしこまりました。空き枠を検索します。', [['search_slots', q]]), { stop_reason: 'tool_use' }),
      tool('search_slots', q, slots()),
      llm('anthropic.messages', { model: 'claude-3-5-sonnet-20241022', messages: ['…', { role: 'user', content: [{ type: 'tool_result', content: '[slots]' }] }] }, { role: 'assistant', content: [{ type: 'thinking', thinking: think }, { type: 'tool_use', name: 'search_slots', input: q }] }),
      tool('search_slots', q, slots()),
      llm('anthropic.messages', { model: 'claude-3-5-sonnet-20241022', messages: ['…', { role: 'user', content: [{ type: 'tool_result', content: '[slots]' }] }] }, { role: 'assistant', content: [{ type: 'thinking', thinking: think2 }, { type: 'tool_use', name: 'search_slots', input: q }] }),
    ], { style: 'anthropic-messages', lang: 'ja', session: N.uuid() }),
  });
}

// 03 — Brazilian Portuguese legal assistant, LangGraph node runs; one long legal reasoning repeated.
function r3() {
  const N = noise(F + '-03', '2026-05-11T13:02:00Z');
  const goal = 'Calcule o prazo final para apresentar contestação no processo 0812345-67.2026.8.26.0100 (TJSP) e registre na agenda do escritório.';
  const step = 'A citação foi juntada aos autos em 28/04/2026 por meio eletrônico, então o prazo de 15 dias úteis para contestação começa a correr no primeiro dia útil seguinte, 29/04/2026. Preciso descontar o feriado de 1º de maio e conferir se há suspensão de expediente no TJSP nesse período antes de registrar a data final na agenda.';
  const step2 = 'A citação foi juntada aos autos em 28/04/2026 por meio eletrônico, portanto o prazo de 15 dias úteis para contestação começa a correr no primeiro dia útil seguinte, 29/04/2026. Preciso descontar o feriado de 1º de maio e verificar se houve suspensão de expediente no TJSP nesse período antes de registrar a data final na agenda.';
  const mov = () => { N.tick(2, 5); return { status: 200, headers: { date: N.http(), 'x-request-id': N.uuid(), server: N.host('esaj-app') }, body: { processo: '0812345-67.2026.8.26.0100', classe: 'Procedimento Comum Cível', movimentacoes: [{ data: '28/04/2026', descricao: 'Juntada de Aviso de Recebimento - Citação eletrônica' }, { data: '22/04/2026', descricao: 'Expedição de Carta de Citação' }, { data: '15/04/2026', descricao: 'Distribuído por Sorteio' }] } }; };
  const q = { numero: '0812345-67.2026.8.26.0100', tribunal: 'TJSP' };
  return row(F, 3, {
    isolates: 'A Portuguese legal deadline reasoning (25+ words) appears twice near-verbatim, the court lookup between them returning the same movements; no calculation is ever made.',
    loop: true, stagnation: true, goal,
    root: agent('LangGraph', { messages: [{ type: 'human', content: goal }] }, { error: 'GraphRecursionError: Recursion limit of 6 reached without hitting a stop condition.' }, [
      span('chain', 'agent', { messages: 1 }, {}, [llm('ChatOpenAI', { messages: [{ type: 'human', content: goal }] }, { content: 'Vou consultar as movimentações do processo.', tool_calls: [{ name: 'consultar_processo', args: q }] })], { metadata: { langgraph_node: 'agent', langgraph_step: 1 } }),
      span('chain', 'tools', q, {}, [tool('consultar_processo', q, mov())], { metadata: { langgraph_node: 'tools', langgraph_step: 2 } }),
      span('chain', 'agent', { messages: 3 }, {}, [llm('ChatOpenAI', { messages: ['…'] }, { content: step, tool_calls: [{ name: 'consultar_processo', args: q }] })], { metadata: { langgraph_node: 'agent', langgraph_step: 3 } }),
      span('chain', 'tools', q, {}, [tool('consultar_processo', q, mov())], { metadata: { langgraph_node: 'tools', langgraph_step: 4 } }),
      span('chain', 'agent', { messages: 5 }, {}, [llm('ChatOpenAI', { messages: ['…'] }, { content: step2, tool_calls: [] })], { metadata: { langgraph_node: 'agent', langgraph_step: 5 } }),
    ], { style: 'langgraph', lang: 'pt-BR', thread_id: N.uuid(), ls_run_id: N.uuid() }),
  });
}
export const rows = [r1(), r2(), r3()];
