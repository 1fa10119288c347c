import { noise, agent, llm, tool, span, oaiCall, row } from './lib.mjs';
const F = 'self_delegation_recursion';

// 01 — French research pipeline (CrewAI hierarchical): manager delegates to analyst, who delegates the same task back down.
function r1() {
  const N = noise(F + '-01', '2026-03-24T13:00:00Z');
  const goal = 'Rédige une note de synthèse (2 pages) sur l’impact de la loi Climat et Résilience sur les prix des passoires thermiques en Île-de-France.';
  const task = 'Rédiger la note de synthèse sur l’impact de la loi Climat et Résilience sur les prix des logements classés F et G en Île-de-France.';
  const deleg = (depth, who, to, inner) => agent(who, { task: depth === 0 ? goal : task }, null, [
    llm('LLM call', { model: 'gpt-4o', messages: ['…'] }, `Thought: Cette tâche relève plutôt de ${to}, je la lui délègue.\nAction: Delegate work to coworker\nAction Input: {"task": "${task}", "context": "Note de 2 pages, sources DVF et ADEME.", "coworker": "${to}"}`),
    tool('Delegate work to coworker', { task, context: 'Note de 2 pages, sources DVF et ADEME.', coworker: to }, depth === 3 ? { error: 'RecursionError: maximum delegation depth exceeded', delegation_id: N.uuid() } : 'en attente…', { children: inner ? [inner] : [], ...(depth === 3 ? { error: 'max delegation depth' } : {}) }),
  ], { depth });
  N.tick();
  const d3 = deleg(3, 'Chercheur immobilier', 'Analyste marché', null);
  const d2 = deleg(2, 'Analyste marché', 'Chercheur immobilier', d3);
  const d1 = deleg(1, 'Chercheur immobilier', 'Analyste marché', d2);
  const d0 = deleg(0, 'Chef de projet', 'Chercheur immobilier', d1);
  return row(F, 1, {
    isolates: 'A French CrewAI manager delegates a synthesis note, and the two workers keep handing the same instructions to each other four levels deep without anyone researching or writing.',
    loop: true, stagnation: true, goal,
    root: agent('Crew: Cellule Études', { inputs: { sujet: goal } }, { raw: '', error: 'delegation depth exceeded' }, [d0], { style: 'crewai', lang: 'fr', crew_id: N.uuid() }),
  });
}

// 02 — Chinese legal agent (AutoGen nested chats): contract review handed down with reworded instructions three levels.
function r2() {
  const N = noise(F + '-02', '2026-04-28T06:00:00Z');
  const goal = '审查这份《房屋租赁合同》（深圳南山区，月租金 8,500 元）中对承租人不利的条款，并给出修改建议。';
  const texts = [
    '这个任务需要专业的合同审查，我把它交给“合同审查助手”处理：请审查租赁合同中不利于承租人的条款并提出修改意见。',
    '收到。为了更严谨，我将请“条款分析专家”来完成：逐条分析该租赁合同，找出对租客不利的约定，并提出修改建议。',
    '好的，这属于法律风险评估，我转交“法律风险评估员”：请识别合同中损害承租方权益的条款，给出修订意见。',
    '明白。我请“合同审查助手”来具体执行：审查该租房合同里对承租人不利的内容并提出修改方案。',
  ];
  const names = ['主控代理', '合同审查助手', '条款分析专家', '法律风险评估员'];
  let inner = null;
  for (let i = 3; i >= 0; i--) {
    N.tick();
    const kids = [llm('chat_completion', { model: 'qwen-plus', messages: ['…'] }, { content: texts[i], name: names[i] }, { cost: +(N.r() / 100).toFixed(5) })];
    if (inner) kids.push(inner);
    else kids.push(tool('initiate_chat', { recipient: '合同审查助手', message: texts[3] }, null, { error: 'Maximum number of consecutive auto-replies reached (nested_depth=4)' }));
    inner = agent(names[i], { message: i === 0 ? goal : texts[i - 1] }, { summary: '' }, kids, { nested_chat: true, chat_id: N.int(1000, 9999) });
  }
  return row(F, 2, {
    isolates: 'A Chinese contract review is passed down four nested AutoGen chats, each agent rewording the same instruction and handing it on (the last back to the first helper), with nobody reading the contract.',
    loop: true, stagnation: false, goal,
    root: agent('GroupChatManager', { message: goal }, { summary: '', termination: 'max_consecutive_auto_reply' }, [inner], { style: 'autogen', lang: 'zh' }),
  });
}

// 03 — Arabic HR agent (OpenAI Agents SDK handoffs): the HR agent hands off to itself via "specialist" copies.
function r3() {
  const N = noise(F + '-03', '2026-09-14T05:00:00Z');
  const goal = 'احسب مستحقات نهاية الخدمة للموظف خالد العتيبي (راتب أساسي ١٢٬٠٠٠ ريال، مدة الخدمة ٧ سنوات و٤ أشهر، استقالة) حسب نظام العمل السعودي.';
  const msgs = ['سأحوّل الطلب إلى أخصائي المستحقات لحساب مكافأة نهاية الخدمة.', 'هذا الطلب يتطلب حساباً دقيقاً، سأحيله إلى أخصائي المستحقات.', 'لإتمام حساب مكافأة نهاية الخدمة، أحيل الطلب إلى أخصائي المستحقات.', 'أحيل الطلب إلى أخصائي المستحقات.'];
  let inner = agent('أخصائي المستحقات', { input: goal }, null, [llm('Generation', { model: 'gpt-4o-mini', input: ['…'] }, oaiCall(N, msgs[3], [['transfer_to_end_of_service_specialist', {}]]))], { handoff_depth: 4 });
  inner.children.push(tool('transfer_to_end_of_service_specialist', {}, null, { error: 'MaxTurnsExceeded: handoff chain too long' }));
  for (let i = 2; i >= 0; i--) {
    N.tick();
    inner = agent(i === 0 ? 'مساعد الموارد البشرية' : 'أخصائي المستحقات', { input: goal }, null, [
      llm('Generation', { model: 'gpt-4o-mini', input: ['…'] }, oaiCall(N, msgs[i], [['transfer_to_end_of_service_specialist', {}]])),
      span('handoff', 'Handoff', { from_agent: i === 0 ? 'مساعد الموارد البشرية' : 'أخصائي المستحقات', to_agent: 'أخصائي المستحقات' }, { span_id: 'span_' + N.hex(24) }, [inner]),
    ], { handoff_depth: i + 1 });
  }
  return row(F, 3, {
    isolates: 'The Arabic HR assistant hands the end-of-service calculation to a specialist that hands it to itself again and again (4 levels); nothing is ever computed.',
    loop: true, stagnation: false, goal,
    root: agent('Agent workflow', { input: goal }, { final_output: null }, [inner], { style: 'openai-agents-sdk', lang: 'ar', trace_id: 'trace_' + N.hex(32) }),
  });
}
export const rows = [r1(), r2(), r3()];
