// Family 8 (healthy): 4-8 distinct items go through the same tool with identical
// acknowledgements and a templated assistant sentence per item; the batch completes.
import { sys, user, asst, toolMsg } from './lib.mjs';

export const family = 'batch-templated-acks';
export const loop = false;
export const stagnation = false;

// ---------------------------------------------------------------- 01 hotel housekeeping / OpenAI Agents SDK (6 rooms)
function housekeeping(c) {
  c.startAt('2025-08-23T13:00:00Z', 60);
  const goal = 'The film crew checked out of floors 14 and 15 this morning. Queue a deep-clean for each of their rooms: 1402, 1405, 1411, 1503, 1507 and 1512.';
  const rooms = ['1402', '1405', '1411', '1503', '1507', '1512'];
  const m = 'Response';
  const kids = [c.llm(m, [sys('You are the housekeeping coordinator agent for Harbourview Seattle.'), user(goal)], 'I\'ll queue a DEEP_CLEAN task for each of the six rooms.')];
  for (const r of rooms) {
    kids.push(c.tool('create_hk_task', { room: r, task: 'DEEP_CLEAN', priority: 'high', note: 'post-crew checkout' }, { status: 'queued' }));
    kids.push(c.llm(m, [toolMsg('create_hk_task', '{"status":"queued"}')], `Queued a deep-clean for room ${r}.`));
  }
  return {
    goal,
    isolates: 'Six different rooms each get the same {"status":"queued"} acknowledgement and the same one-line confirmation with only the room number changing; the batch finishes.',
    root: c.agent('Agent workflow', goal, 'All six deep-cleans are queued (1402, 1405, 1411, 1503, 1507, 1512) at high priority.', kids),
  };
}

// ---------------------------------------------------------------- 02 retail POS / LangGraph (5 SKUs, "ok")
function prices(c) {
  const goal = 'Push the weekend promo prices to the shelf-edge labels at store 0412: SKUs 884120 $3.49, 884133 $5.99, 710042 $12.49, 710057 $8.99, 652201 $2.25.';
  const items = [['884120', 3.49], ['884133', 5.99], ['710042', 12.49], ['710057', 8.99], ['652201', 2.25]];
  const m = 'ChatOpenAI';
  const kids = [
    c.llm(m, [sys('You are a store operations assistant with ESL (electronic shelf label) access.'), user(goal)], 'Checking the promo window on the first SKU, then pushing each price.'),
    c.tool('get_promo', { store: '0412', sku: '884120' }, { promo_id: 'WKND-0412-35', starts: 'Fri 06:00', ends: 'Sun 23:59', skus: 5 }),
  ];
  for (const [sku, p] of items) {
    kids.push(c.tool('set_shelf_price', { store: '0412', sku, price: p, promo_id: 'WKND-0412-35' }, 'ok'));
    kids.push(c.llm(m, [toolMsg('set_shelf_price', 'ok')], `Set SKU ${sku} to $${p.toFixed(2)} on the shelf label.`));
  }
  return {
    goal,
    isolates: 'Five different SKUs each return a bare "ok" from the shelf-price tool with a templated per-SKU sentence, and the push completes.',
    root: c.agent('LangGraph', goal, 'All five promo prices are live on the shelf labels at store 0412 (884120 $3.49, 884133 $5.99, 710042 $12.49, 710057 $8.99, 652201 $2.25).', kids),
  };
}

// ---------------------------------------------------------------- 03 admissions / Mastra (7 decision emails)
function decisions(c) {
  const goal = 'Release the Early Action admit decisions for the seven applicants Dean Okoro signed off on today and send each their decision email.';
  const apps = [['EA25-100482', 'Priya Raman'], ['EA25-100517', 'Lucas Ferreira'], ['EA25-100533', 'Amara Nwosu'], ['EA25-100601', 'Jonah Whitaker'], ['EA25-100648', 'Sofia Lindqvist'], ['EA25-100702', 'Daniel Cho'], ['EA25-100719', 'Fatima Al-Sayed']];
  const m = 'llm: \'claude-3-5-haiku-20241022\'';
  const kids = [
    c.llm(m, [sys('You are the admissions operations assistant.'), user(goal)], 'Getting today\'s signed-off list, then sending each admit email.'),
    c.tool('tool: \'listSignedDecisions\'', { round: 'EA', signedBy: 'okoro', date: 'today' }, { decisions: apps.map(([id, n]) => ({ appId: id, name: n, decision: 'ADMIT' })), count: 7 }),
  ];
  for (const [id, n] of apps) {
    kids.push(c.tool('tool: \'sendDecisionEmail\'', { appId: id, template: 'EA_ADMIT_2025', releasePortal: true }, { accepted: true }));
    kids.push(c.llm(m, [toolMsg('sendDecisionEmail', '{"accepted":true}')], `Sent the admit email to ${n} (${id}).`));
  }
  return {
    goal,
    isolates: 'Seven applicants each get an identical {"accepted": true} from the email tool and a templated sent-to sentence; the release completes.',
    root: c.agent('agent run: \'Admissions Ops\'', goal, 'All seven Early Action admit decisions are released in the portal and the emails were accepted for delivery: ' + apps.map(([id, n]) => `${n} (${id})`).join(', ') + '.', kids),
  };
}

// ---------------------------------------------------------------- 04 aviation maintenance / Google ADK (4 work orders)
function workOrders(c) {
  c.startAt('2025-02-14T18:00:00Z', 60);
  const goal = 'AD 2024-11-07 applies to four of our ATRs: N411RG, N415RG, N417RG and N422RG. Open a torque-link inspection work order for each, due at the next A-check.';
  const tails = [['N411RG', 'KBOI', 'A-check 2025-03-02'], ['N415RG', 'KGEG', 'A-check 2025-02-27'], ['N417RG', 'KBOI', 'A-check 2025-03-09'], ['N422RG', 'KPSC', 'A-check 2025-03-04']];
  const m = 'call_llm';
  const kids = [c.llm(m, [sys('You are the maintenance planning agent for Redgate Regional.'), user(goal)], 'Creating one AD inspection work order per aircraft, scheduled at each aircraft\'s next A-check.')];
  for (const [t, base, due] of tails) {
    kids.push(c.tool('execute_tool create_work_order', { tail: t, task: 'AD 2024-11-07 MLG torque link lug inspection', ata: '32-10', station: base, due: due }, { status: 'queued' }));
    kids.push(c.llm(m, [toolMsg('create_work_order', '{"status":"queued"}')], `Work order queued for ${t} at ${base}, due at its ${due}.`));
  }
  return {
    goal,
    isolates: 'Four tails each get the same {"status": "queued"} from the work-order tool and a templated confirmation; the batch completes.',
    root: c.agent('agent_run [mx_planning_agent]', goal, 'Four AD 2024-11-07 torque-link inspection work orders are queued: ' + tails.map(([t, b, d]) => `${t} (${b}, ${d})`).join('; ') + '.', kids),
  };
}

// ---------------------------------------------------------------- 05 biotech lab automation / DSPy ReAct (8 plates)
function plates(c) {
  const goal = 'Queue the eight ELISA plates from this morning\'s run (EL-0412-01 to EL-0412-08) on the Hamilton STAR for the wash-and-read protocol.';
  const m = 'Predict(StringSignature(question, trajectory -> next_thought, next_tool_name, next_tool_args))';
  const step = (th, args) => `[[ ## next_thought ## ]]\n${th}\n\n[[ ## next_tool_name ## ]]\nenqueue_plate\n\n[[ ## next_tool_args ## ]]\n${JSON.stringify(args)}\n\n[[ ## completed ## ]]`;
  const kids = [];
  for (let i = 1; i <= 8; i++) {
    const id = `EL-0412-0${i}`;
    const args = { instrument: 'HAMILTON-STAR-02', plate_id: id, protocol: 'ELISA_WASH_READ_v7', deck_position: `C${i}` };
    kids.push(c.llm(m, `question: ${goal}\ntrajectory: ...`, step(`Enqueue plate ${id} at deck position C${i}.`, args)));
    kids.push(c.tool('enqueue_plate', args, 'OK'));
  }
  const fin = 'All eight plates (EL-0412-01 to EL-0412-08) are queued on HAMILTON-STAR-02 for ELISA_WASH_READ_v7, deck positions C1–C8.';
  kids.push(c.llm('ChainOfThought(StringSignature(question, trajectory -> reasoning, answer))', `question: ${goal}\ntrajectory: (8 enqueues)`, `[[ ## reasoning ## ]]\nEach enqueue returned OK.\n\n[[ ## answer ## ]]\n${fin}`));
  return {
    goal,
    isolates: 'Eight distinct plates each pass through enqueue_plate with the same "OK" and a templated per-plate thought, then the agent reports the batch queued.',
    root: c.agent('dspy.ReAct', goal, fin, kids),
  };
}

// ---------------------------------------------------------------- 06 agriculture / Vercel AI SDK (6 soil pickups)
function soil(c) {
  c.startAt('2025-10-20T14:00:00Z', 60);
  const goal = 'Schedule post-harvest soil sample pickups with Ward Labs for fields HC-N01, HC-N02, HC-E04, HC-S06, HC-S07 and HC-W10 this Thursday.';
  const fields = [['HC-N01', 14], ['HC-N02', 12], ['HC-E04', 18], ['HC-S06', 9], ['HC-S07', 11], ['HC-W10', 16]];
  const m = 'ai.generateText.doGenerate';
  const kids = [c.llm(m, { system: 'You are a farm operations assistant.', prompt: goal }, 'Scheduling one pickup per field for Thursday 2025-10-23.')];
  for (const [f, n] of fields) {
    kids.push(c.tool('ai.toolCall scheduleSoilPickup', { lab: 'WARD', fieldId: f, date: '2025-10-23', bags: n, analysis: 'S3-complete' }, { ok: true }));
    kids.push(c.llm(m, { messages: [toolMsg('scheduleSoilPickup', '{"ok":true}')] }, `Pickup scheduled for ${f} on Thursday (${n} bags).`));
  }
  return {
    goal,
    isolates: 'Six fields each get an identical {"ok": true} from the pickup scheduler and a templated sentence with only the field id and bag count changing.',
    root: c.agent('ai.generateText', goal, 'Ward Labs pickups are scheduled for Thursday Oct 23 for all six fields: ' + fields.map(([f, n]) => `${f} (${n} bags)`).join(', ') + '.', kids),
  };
}

export const scenarios = [
  { build: housekeeping, jsonArgs: true },
  { build: prices },
  { build: decisions },
  { build: workOrders },
  { build: plates },
  { build: soil },
];
