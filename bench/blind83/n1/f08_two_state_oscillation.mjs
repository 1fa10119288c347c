import { noise, agent, llm, tool, span, oaiCall, antCall, row } from './lib.mjs';
const F = 'two_state_oscillation';

// 01 — Japanese DevOps agent (Anthropic): switches between branches main and release/2.3, same test output in each.
function r1() {
  const N = noise(F + '-01', '2026-03-24T01:00:00Z');
  const goal = 'release/2.3 ブランチで e2e テストが落ちる原因を main と比較して特定してください。';
  const test = (br) => { N.tick(40, 90); return br === 'main' ? `PASS  e2e/checkout.spec.ts (${N.secs(10, 20)})\nTests:       12 passed, 12 total\nTime:        ${N.secs(20, 40)}\nRan all test suites. [${N.ja()}]` : `FAIL  e2e/checkout.spec.ts (${N.secs(10, 20)})\n  ● 決済フロー › クーポン適用後の合計金額\n    expect(received).toBe(expected)\n    Expected: "¥3,980"\n    Received: "¥4,378"\nTests:       1 failed, 11 passed, 12 total\nTime:        ${N.secs(20, 40)}\nRan all test suites. [${N.ja()}]`; };
  const kids = [];
  const order = ['release/2.3', 'main', 'release/2.3', 'main', 'release/2.3'];
  const texts = { 'release/2.3': 'release/2.3 に切り替えてテストを実行します。', main: 'main に戻して比較します。' };
  for (const br of order) {
    kids.push(llm('messages.create', { model: 'claude-3-5-sonnet', messages: ['…'] }, antCall(N, texts[br], [['bash', { command: `git checkout ${br} && npx jest e2e/checkout.spec.ts` }]])));
    kids.push(tool('bash', { command: `git checkout ${br} && npx jest e2e/checkout.spec.ts` }, `Switched to branch '${br}'\n` + test(br), br === 'main' ? {} : { error: 'exit 1' }));
  }
  return row(F, 1, {
    isolates: 'The Japanese agent checks out release/2.3, main, release/2.3, main, release/2.3, each test run repeating its earlier result for that branch; it never diffs the branches.',
    loop: true, stagnation: true, goal,
    root: agent('devops-agent', { task: goal }, { stop_reason: 'max_turns' }, kids, { style: 'anthropic-messages', lang: 'ja' }),
  });
}

// 02 — Spanish retail analyst (Vercel AI SDK / tool steps): toggles a price filter between IVA incl. and excl.
function r2() {
  const N = noise(F + '-02', '2026-05-20T09:00:00Z');
  const goal = 'Dime qué zapatillas de running de la tienda online cuestan menos de 80 € y tienen talla 42 disponible.';
  const res = (iva) => { N.tick(2, 5); return { total: iva ? 3 : 5, productos: iva ? ['Kalenji Run Active 2 – 29,99 €', 'Joma R.Viper – 59,95 €', 'Asics Jolt 4 – 64,99 €'] : ['Kalenji Run Active 2 – 24,79 €', 'Joma R.Viper – 49,55 €', 'Asics Jolt 4 – 53,71 €', 'Puma Velocity Nitro – 78,51 €', 'Nike Downshifter 12 – 65,29 €'], consulta_id: N.uuid(), cache: 'MISS', generado: N.isoNoMs() }; };
  const steps = [];
  const txts = { true: 'Los precios al público incluyen IVA; filtro con IVA incluido.', false: 'Quizá el límite de 80 € se refiere al precio sin IVA; cambio el filtro.' };
  for (const iva of [true, false, true, false, true]) {
    const args = { categoria: 'running', talla: 42, precio_max: 80, iva_incluido: iva };
    steps.push(llm('ai.streamText.doStream', { messages: ['…'] }, { text: txts[iva], toolCalls: [{ toolName: 'buscarProductos', args }] }, { 'ai.model.id': 'mistral-small', finishReason: 'tool-calls' }));
    steps.push(tool('buscarProductos', args, res(iva)));
  }
  return row(F, 2, {
    isolates: 'A Spanish shopping agent flips a VAT filter true/false/true/false/true; each answer repeats the previous one for that setting (3 vs 5 products) and the question is never answered.',
    loop: true, stagnation: true, goal,
    root: agent('ai.streamText', { prompt: goal }, { finishReason: 'length' }, steps, { style: 'vercel-ai-sdk', lang: 'es' }),
  });
}

// 03 — Korean smart-home agent (LangChain): switches air purifier mode auto/sleep and reads PM2.5, same values per mode.
function r3() {
  const N = noise(F + '-03', '2026-08-11T12:00:00Z');
  const goal = '아이 방 공기청정기를 조용하면서도 미세먼지가 15㎍/㎥ 이하로 유지되는 설정으로 맞춰 줘.';
  const kids = [];
  const thoughts = ['자동 모드로 바꾸고 미세먼지 농도를 확인하겠습니다.', '소음이 48dB로 큽니다. 취침 모드로 바꿔 보겠습니다.', '취침 모드에서는 22㎍/㎥로 기준 초과입니다. 다시 자동 모드로 바꾸겠습니다.', '자동 모드는 다시 48dB입니다. 취침 모드를 다시 시도하겠습니다.'];
  const modes = ['auto', 'sleep', 'auto', 'sleep'];
  modes.forEach((m, i) => {
    N.tick(60, 120);
    kids.push(llm('ChatOpenAI', { messages: ['…'] }, { content: `Thought: ${thoughts[i]}`, tool_calls: [{ name: 'smartthings_command', args: { deviceId: 'a1b2-purifier-kidsroom', capability: 'airPurifierFanMode', command: 'setAirPurifierFanMode', arguments: [m] } }] }));
    kids.push(tool('smartthings_command', { deviceId: 'a1b2-purifier-kidsroom', capability: 'airPurifierFanMode', command: 'setAirPurifierFanMode', arguments: [m] }, { results: [{ id: N.uuid(), status: 'ACCEPTED' }] }));
    kids.push(tool('smartthings_status', { deviceId: 'a1b2-purifier-kidsroom' }, { airPurifierFanMode: { value: m, timestamp: N.iso() }, dustSensor: { fineDustLevel: { value: m === 'auto' ? 9 : 22, unit: 'μg/m^3' } }, soundLevel: { value: m === 'auto' ? 48 : 29, unit: 'dB' } }));
  });
  return row(F, 3, {
    isolates: 'The Korean agent toggles the purifier auto, sleep, auto, sleep; each mode reads the same PM2.5 and noise as last time, and no third option (e.g. a fan speed) is tried.',
    loop: true, stagnation: false, goal,
    root: agent('AgentExecutor', { input: goal }, { output: 'Agent stopped due to iteration limit or time limit.' }, kids, { style: 'langchain', lang: 'ko', run_id: N.uuid() }),
  });
}
export const rows = [r1(), r2(), r3()];
