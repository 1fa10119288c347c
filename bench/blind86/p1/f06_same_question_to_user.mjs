import { agent, tool, llm, sys, usr, asst, tmsg } from './lib.mjs';
export const FAMILY = 'same_question_to_user';
export const LOOP = true;

// 01: Google ADK telecom plan change, ask_user human-input tool
function s01(c) {
  const M = 'gemini-1.5-pro-002';
  const kids = [];
  const r = [];
  r.push(llm(c, M, [sys('You are telco_concierge. Sub-agents: account_agent, plan_agent.'), usr('Hi, I want to switch my line 0761 to a bigger data plan from next month.')], null, [['transfer_to_agent', { agent_name: 'account_agent' }]]));
  r.push(tool('transfer_to_agent', { agent_name: 'account_agent' }, { actions: { transfer_to_agent: 'account_agent' } }));
  r.push(agent('account_agent', {}, null, [
    llm(c, M, [usr('verify line 0761')], null, [['lookup_line', { msisdn_suffix: '0761' }]]),
    tool('lookup_line', { msisdn_suffix: '0761' }, { line_id: 'ln_7731' + c.hex(4), msisdn: '+44 7700 900761', current_plan: 'Essentials 15GB', contract_end: '2026-11-30', eligible_plans: ['Unlimited Plus', 'Max 100GB', 'Essentials 30GB'], checked: c.iso() }),
    llm(c, M, [tmsg('lookup_line', '...')], 'Line verified; eligible for Unlimited Plus, Max 100GB, Essentials 30GB.', [['transfer_to_agent', { agent_name: 'plan_agent' }]]),
    tool('transfer_to_agent', { agent_name: 'plan_agent' }, { actions: { transfer_to_agent: 'plan_agent' } }),
  ], { adk_agent: 'LlmAgent' }));
  const p = [];
  const qs = [
    'Which of the eligible plans would you like to move to: Unlimited Plus, Max 100GB or Essentials 30GB?',
    'Just to be sure I pick the right one, what plan are you hoping to switch to?',
    'Could you tell me the name of the new tariff you would prefer for this line?',
    'Before I make any change, can you confirm which package you want from next month?',
  ];
  const ans = ['Unlimited Plus please.', 'Unlimited Plus, like I said.', 'Unlimited Plus.', 'I already told you. Unlimited Plus!'];
  qs.forEach((q, i) => {
    p.push(llm(c, M, [sys('You are plan_agent. Use ask_user when you need information; use change_plan to apply.'), usr('eligible: Unlimited Plus, Max 100GB, Essentials 30GB'), ...(i ? [tmsg('ask_user', ans[i - 1])] : [])], null, [['ask_user', { question: q }]]));
    p.push(tool('ask_user', { question: q }, { response: ans[i], received_at: c.iso(), channel: 'webchat', session: c.uuid().slice(0, 8) }, { metadata: { long_running: true } }));
  });
  p.push(llm(c, M, [tmsg('ask_user', ans[3])], 'Thanks for your patience.'));
  r.push(agent('plan_agent', {}, null, p, { adk_agent: 'LlmAgent', error: 'session ended by user' }));
  kids.push(agent('telco_concierge', { user: 'Switch line 0761 to bigger data plan' }, null, r, { adk_agent: 'LlmAgent' }));
  return { stagnation: false, goal: 'Switch the customer\'s line ending 0761 to a bigger data plan from next month.',
    isolates: 'An ADK plan_agent asks the customer which plan they want four times in different words, gets "Unlimited Plus" each time, and never calls change_plan.',
    root: agent('adk_runner', { app_name: 'telco-care' }, null, kids, { framework: 'google-adk', session_id: c.uuid() }) };
}

// 02: LangGraph human-in-the-loop interrupt, conference travel booking
function s02(c) {
  const M = 'gpt-4o';
  const kids = [];
  kids.push(agent('supervisor', {}, { next: 'flight_booker' }, [llm(c, M, [sys('Supervisor over flight_booker, hotel_booker.'), usr('Book me to KubeCon EU in Amsterdam, I fly out of Dublin. Economy, aisle seat.')], null, [['route', { next: 'flight_booker' }]])], { langgraph_node: 'supervisor' }));
  const fb = [];
  fb.push(llm(c, M, [usr('Book DUB-AMS for KubeCon EU')], null, [['search_events', { q: 'KubeCon EU 2026 dates' }]]));
  fb.push(tool('search_events', { q: 'KubeCon EU 2026 dates' }, { event: 'KubeCon + CloudNativeCon Europe 2026', city: 'Amsterdam', starts: '2026-03-23', ends: '2026-03-26', source: 'events.linuxfoundation.org' }));
  const q = ['Can you confirm the date you want to depart from Dublin to Amsterdam for KubeCon?', 'Can you confirm the date you would like to depart from Dublin to Amsterdam for KubeCon?', 'Could you confirm the date you want to depart Dublin for Amsterdam for KubeCon?', 'Can you please confirm what date you want to depart from Dublin to Amsterdam for KubeCon?'];
  const a = ['Sunday 22 March, the day before it starts.', 'The 22nd of March.', '22/03, Sunday.', 'March 22. Sunday. Please just book it.'];
  q.forEach((qq, i) => {
    fb.push(llm(c, M, [usr('Book DUB-AMS'), ...(i ? [usr(a[i - 1])] : [])], qq, [['human_input', { prompt: qq }]]));
    fb.push(tool('human_input', { prompt: qq }, { value: a[i], resumed_with: 'Command(resume=...)', checkpoint_id: c.uuid(), ts: c.iso() }, { type: 'interrupt' }));
  });
  fb.push(llm(c, M, [usr(a[3])], q[0], [['human_input', { prompt: q[0] }]]));
  kids.push(agent('flight_booker', {}, null, fb, { langgraph_node: 'flight_booker', error: 'GraphRecursionError: Recursion limit of 25 reached' }));
  return { stagnation: true, goal: 'Book an economy aisle-seat flight from Dublin to Amsterdam for KubeCon EU 2026.',
    isolates: 'A LangGraph flight booker interrupts for human input with practically the same date question five times, gets "22 March" each time, and never searches flights.',
    root: agent('LangGraph', { input: 'KubeCon travel' }, null, kids, { framework: 'langgraph', thread_id: c.uuid() }) };
}

// 03: CrewAI hierarchical procurement: manager keeps asking the vendor analyst the same question
function s03(c) {
  const M = 'gpt-4o';
  const kids = [];
  const qs = [
    'Which vendor quote should we use for the 40 developer laptops?',
    'What is the recommended supplier for the laptop order and at what unit price?',
    'To finalize, can you tell me the preferred quote for the 40 laptops?',
    'Please confirm which laptop offer you recommend we go with.',
  ];
  const va = (q) => {
    const ch = [
      llm(c, M, [sys('You are Vendor Analyst.'), usr(q)], 'Thought: check the comparison sheet.', [['read_sheet', { sheet: 'Q2-laptop-quotes', range: 'A1:F6' }]]),
      tool('read_sheet', { sheet: 'Q2-laptop-quotes', range: 'A1:F6' }, `vendor,model,quote_id,unit_usd,lead_days,warranty\nCDW,Dell Latitude 7450,Q-5581,1389.00,10,3y ProSupport\nSHI,Lenovo T14 Gen5,SHI-22817,1412.50,14,3y Premier\nInsight,HP EliteBook 840 G11,INS-90412,1450.00,7,3y\n# sheet rev ${c.int(100, 999)} last edited ${c.httpDate()}`),
      llm(c, M, [tmsg('read_sheet', '...')], 'Final Answer: CDW quote Q-5581, Dell Latitude 7450 at $1,389.00/unit (total $55,560), 10-day lead time, 3y ProSupport; cheapest compliant offer.'),
    ];
    return agent('Vendor Analyst', { question: q }, 'CDW quote Q-5581, Dell Latitude 7450 at $1,389.00/unit', ch, { crewai_role: 'Vendor Analyst' });
  };
  qs.forEach((q, i) => {
    kids.push(llm(c, M, [sys('You are Procurement Manager. Tools: Ask question to coworker, create_purchase_order.'), usr('Raise a PO for 40 developer laptops within the $60k budget.')], i ? 'Thought: I should confirm the vendor before raising the PO.' : 'Thought: I need the recommended quote.', [['Ask question to coworker', { question: q, context: 'Q2 laptop refresh, budget $60k', coworker: 'Vendor Analyst' }]]));
    kids.push(tool('Ask question to coworker', { question: q, coworker: 'Vendor Analyst' }, 'CDW quote Q-5581, Dell Latitude 7450 at $1,389.00/unit (total $55,560), 10-day lead time, 3y ProSupport; cheapest compliant offer.', { children: [va(q)] }));
  });
  return { stagnation: true, goal: 'Raise a purchase order for 40 developer laptops within the $60k budget.',
    isolates: 'A CrewAI Procurement Manager asks the Vendor Analyst the same question in four wordings, gets the same Q-5581 answer each time, and never calls create_purchase_order.',
    root: agent('Crew', { process: 'hierarchical' }, null, [agent('Procurement Manager', {}, null, kids, { crewai_role: 'Manager', error: 'max_iter reached' })], { framework: 'crewai' }) };
}
export const scenarios = [s01, s02, s03];
