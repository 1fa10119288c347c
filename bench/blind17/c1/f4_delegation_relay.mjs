// Family 4 (loop): recursion / self-delegation without progress. The same task is handed on
// (verbatim or reworded) through 3+ levels of agents and nobody does the work.
import { Noise, Chat, agent, chain, tool, span, row, maxAgentDepth } from './lib.mjs';

export const FAMILY = {
  name: 'delegation_relay',
  loop: true,
  summary: 'Hands the same task on to itself or another agent through 3+ levels without anyone doing the work.',
  check(r) {
    let handoffs = 0;
    const rec = (s) => { if (/delegat|handoff|transfer|subagent|run_agent|ask_specialist|Ask question to coworker/i.test(s.name) || s.type === 'handoff') handoffs++; s.children.forEach(rec); };
    rec(r.root);
    return handoffs >= 3 || maxAgentDepth(r.root) >= 4 ? null : 'needs 3+ levels of hand-on';
  },
};

// 01 clog makers: CrewAI hierarchical, coworker delegation passes the job around
function r01() {
  const n = new Noise('delegation_relay-01');
  const task = 'Quote for 40 pairs of traditional Dutch-style poplar clogs (sizes 36-45) with painted tulip motif for the Keukenhof gift shop, delivery in 6 weeks.';
  const roles = ['Workshop Manager', 'Carving Lead', 'Order Coordinator', 'Carving Lead', 'Order Coordinator'];
  const nextOf = { 'Workshop Manager': 'Carving Lead', 'Carving Lead': 'Order Coordinator', 'Order Coordinator': 'Carving Lead' };
  function level(i) {
    const me = roles[i];
    const c = new Chat(n, {
      format: 'react', model: 'gpt-4o', llmName: 'LLM Call (gpt-4o)',
      system: `You are ${me} at Klompen & Co., a clog workshop. Tools: Delegate work to coworker(task: str, context: str, coworker: str), Ask question to coworker(question: str, context: str, coworker: str), Timber Stock Lookup(species: str).`,
      user: `Current Task: ${task}`,
      toolName: (nm) => nm, toolMeta: (cl) => ({ crewai_tool_usage: true, tool_call_id: cl.id }),
    });
    const kids = [];
    if (i === roles.length - 1) {
      kids.push(c.say('Thought: This quote is better handled by a coworker who knows the details.', [['Delegate work to coworker', { task, context: 'Keukenhof gift shop order, tulip motif, 6 weeks', coworker: nextOf[me] }]]));
      kids.push(c.run('Error: delegation depth limit (5) reached for this crew run.', { error: 'DelegationDepthExceeded: max depth 5' }));
      return agent(me, { role: me, task }, 'Agent stopped due to iteration limit or time limit.', kids, { crewai_version: '0.80.0', allow_delegation: true });
    }
    kids.push(c.say('Thought: This quote is better handled by a coworker who knows the details.', [['Delegate work to coworker', { task, context: 'Keukenhof gift shop order, tulip motif, 6 weeks', coworker: nextOf[me] }]]));
    const sub = level(i + 1);
    kids.push(c.run(sub.output, { children: [sub] }));
    return agent(me, { role: me, task }, sub.output, kids, { crewai_version: '0.80.0', allow_delegation: true });
  }
  const top = level(0);
  const t = chain('Task: Prepare customer quote', { description: task, expected_output: 'Itemised quote in EUR with lead time' }, top.output, [top], { task_id: n.uuid(), process: 'hierarchical' });
  const root = agent('Crew: klompen-quotes', { inputs: { customer: 'Keukenhof gift shop' } }, { raw: top.output }, [t], { crew_id: n.uuid(), manager_llm: 'gpt-4o' });
  return row(FAMILY, 1, { isolates: 'The quote task is delegated Manager -> Carving Lead -> Order Coordinator -> Carving Lead -> Order Coordinator with the identical task text until a depth limit; no timber lookup or pricing happens.', stagnation: true, goal: task, root });
}

// 02 ferry chandlers: OpenAI Agents SDK handoffs in a ring, no text
function r02() {
  const n = new Noise('delegation_relay-02');
  const ask = 'The MV Sound of Islay needs 6 x 24V bilge pump float switches and 200 m of 12mm mooring line by Thursday\'s sailing. Raise the order.';
  const ring = ['Chandlery Triage', 'Marine Orders', 'Deck Stores', 'Chandlery Triage', 'Marine Orders', 'Deck Stores'];
  const kids = [];
  for (let i = 0; i < ring.length; i++) {
    const me = ring[i], next = ring[(i + 1) % 3];
    const c = new Chat(n, { format: 'responses', model: 'gpt-4.1-mini', user: ask });
    const gen = c.say(null, [[`transfer_to_${next.toLowerCase().replace(/ /g, '_')}`, {}]]);
    const last = i === ring.length - 1;
    const hand = span('handoff', `Handoff: ${me} -> ${next}`, { from_agent: me, to_agent: next }, last ? null : { ok: true }, [], { metadata: { span_type: 'handoff', span_id: 'span_' + n.hex(24), started_at: n.step(1, 3).iso() } });
    kids.push(agent(me, { input: ask }, null, last ? [gen] : [gen, hand], { span_type: 'agent', handoffs: ['Chandlery Triage', 'Marine Orders', 'Deck Stores'].filter((x) => x !== me), tools: me === 'Marine Orders' ? ['create_po', 'supplier_stock'] : me === 'Deck Stores' ? ['stock_check'] : [] }));
  }
  const root = agent('Runner.run', { input: ask, starting_agent: 'Chandlery Triage' }, null, kids, { trace_id: 'trace_' + n.hex(32), workflow_name: 'harbour-chandlers' }, 'MaxTurnsExceeded: Max turns (6) exceeded');
  return row(FAMILY, 2, { isolates: 'Triage, Orders and Deck Stores keep transferring the same order request around a ring of handoffs twice; no agent calls stock_check or create_po.', stagnation: false, goal: ask, root });
}

// 03 orienteering: LangSmith supervisor -> course_planner tool -> same planner again, calls only
function r03() {
  const n = new Noise('delegation_relay-03');
  const instr = [
    'Design the Middle-distance course for the Glen Affric night event: 4.2 km, 18 controls, avoid the deer fence area.',
    'Produce the middle course (about 4.2 km, 18 controls) for the Glen Affric night orienteering, keeping clear of the deer fence.',
    'Glen Affric night event needs its middle-distance course: 18 controls, ~4.2 km, no legs through the deer-fenced zone.',
    'Please lay out the 4.2 km / 18-control middle course for the night event at Glen Affric; deer fence is out of bounds.',
  ];
  function level(i) {
    const c = new Chat(n, {
      format: 'langsmith', model: 'gpt-4o-mini',
      system: 'You are the course planning agent for Highland Orienteering Club. You may call course_planner to hand work to a planning specialist. Tools: course_planner, get_map_tiles, place_controls.',
      user: instr[i],
      toolMeta: (cl, nn) => ({ run_id: nn.uuid(), ls_run_type: 'tool' }),
    });
    const kids = [];
    if (i === instr.length - 1) {
      kids.push(c.say(null, [['course_planner', { instructions: instr[0] }]]));
      kids.push(c.run(null, { error: 'RecursionError: GraphRecursionError: Recursion limit of 4 reached without hitting a stop condition.' }));
      return agent(`course_planner[depth=${i}]`, { instructions: instr[i] }, null, kids, { run_id: n.uuid(), ls_run_type: 'chain' }, 'GraphRecursionError: Recursion limit of 4 reached');
    }
    kids.push(c.say(null, [['course_planner', { instructions: instr[i + 1] }]]));
    const sub = level(i + 1);
    kids.push(c.run(null, { children: [sub], error: sub.error }));
    return agent(i === 0 ? 'supervisor' : `course_planner[depth=${i}]`, { instructions: instr[i] }, null, kids, { run_id: n.uuid(), ls_run_type: 'chain' }, sub.error);
  }
  const top = level(0);
  const root = agent('LangGraph', { messages: [{ type: 'human', content: instr[0] }] }, null, [top], { project: 'hoc-event-prep', run_id: n.uuid(), langgraph_version: '0.2.39' }, top.error);
  return row(FAMILY, 3, { isolates: 'Each planner level rewords the same course brief and passes it to course_planner again, four levels deep until the recursion limit; no map tiles are fetched or controls placed.', stagnation: false, goal: instr[0], root });
}

// 04 hot tub rentals: Anthropic dispatch_subagent nested 4 levels, repeated text
function r04() {
  const n = new Noise('delegation_relay-04');
  const task = 'Schedule delivery, fill and heat-up for the 6-person inflatable hot tub hire at 14 Marsh Lane (Sat 10:00, customer wants it at 38°C by 18:00), and book the Monday collection.';
  function level(d) {
    const c = new Chat(n, {
      format: 'anthropic', model: 'claude-3-5-haiku-20241022', tools: ['dispatch_subagent', 'van_schedule', 'book_slot'],
      system: 'You coordinate jobs for TubTime Hire. For multi-step work you may dispatch a subagent with a task description.',
      user: task,
    });
    const kids = [];
    kids.push(c.say('This job has several steps (delivery, fill, heating, collection), so I will dispatch a subagent to handle it.', [['dispatch_subagent', { task, max_depth_hint: 'n/a' }]]));
    if (d === 4) {
      kids.push(c.run(null, { error: `SubagentDepthError: depth ${d + 1} exceeds limit 5 (chain ${n.hex(8)})` }));
      return agent(`tubtime-subagent-${d}`, { task }, null, kids, { depth: d, agent_run_id: n.ulid() }, 'SubagentDepthError');
    }
    const sub = level(d + 1);
    kids.push(c.run({ subagent_run_id: sub.metadata.agent_run_id, status: 'failed', error: sub.error }, { children: [sub] }));
    return agent(d === 0 ? 'tubtime-coordinator' : `tubtime-subagent-${d}`, { task }, { status: 'failed' }, kids, { depth: d, agent_run_id: n.ulid() }, sub.error);
  }
  const root = level(0);
  return row(FAMILY, 4, { isolates: 'The coordinator dispatches the whole job to a subagent, which dispatches it again with the same text, five levels deep; nobody calls van_schedule or book_slot and each level says the same thing.', stagnation: true, goal: task, root });
}

// 05 flag makers: Semantic Kernel agents asking each other, calls only
function r05() {
  const n = new Noise('delegation_relay-05');
  const asks = [
    'Prepare the production sheet for 250 hand-sewn 5x3 ft county flags (Lindsey design), MoD-grade knitted polyester, toggle and line.',
    'Need a production sheet: 250 county flags, Lindsey pattern, 5x3 ft, knitted polyester, toggle & line finish.',
    'Production sheet request — Lindsey county flag, qty 250, 5ft x 3ft, knitted poly, toggle and line.',
    'Please draw up the make sheet for 250 Lindsey flags (5x3, knitted polyester, toggle/line).',
  ];
  const names = ['SalesDeskAgent', 'CuttingRoomAgent', 'SewingFloorAgent', 'CuttingRoomAgent'];
  function level(i) {
    const c = new Chat(n, {
      format: 'chat', model: 'gpt-4o', llmName: 'chat.completions gpt-4o',
      system: `You are ${names[i]} at Bunting & Halyard Flagmakers. Functions: Delegation-AskSpecialist(agent, request), Fabric-CheckStock(code), Pattern-Get(design).`,
      user: asks[i],
      toolName: (nm) => nm,
      toolMeta: (cl, nn) => ({ 'semantic_kernel.function.invocation_id': nn.uuid() }),
    });
    const kids = [];
    const next = names[Math.min(i + 1, names.length - 1)] === names[i] ? 'SewingFloorAgent' : names[i + 1] || 'SewingFloorAgent';
    kids.push(c.say(null, [['Delegation-AskSpecialist', { agent: i === names.length - 1 ? 'SewingFloorAgent' : next, request: asks[Math.min(i + 1, asks.length - 1)] }]]));
    if (i === names.length - 1) {
      kids.push(c.run(null, { error: 'KernelInvocationError: nested agent invocation limit (4) reached' }));
      return agent(`ChatCompletionAgent:${names[i]}`, { request: asks[i] }, null, kids, { 'semantic_kernel.version': '1.17.1', invocation: n.uuid() }, 'nested agent invocation limit reached');
    }
    const sub = level(i + 1);
    kids.push(c.run(null, { children: [sub], error: sub.error }));
    return agent(`ChatCompletionAgent:${names[i]}`, { request: asks[i] }, null, kids, { 'semantic_kernel.version': '1.17.1', invocation: n.uuid() }, sub.error);
  }
  const root = level(0);
  return row(FAMILY, 5, { isolates: 'Sales, Cutting and Sewing agents pass a reworded production-sheet request along four levels with AskSpecialist; no stock check or pattern fetch is ever made and the model writes no free text.', stagnation: false, goal: asks[0], root });
}

// 06 meteorite dealer: message-level trace with recursive run_agent tool, repeated text
function r06() {
  const n = new Noise('delegation_relay-06');
  const task = 'Authenticate lot 118 (claimed NWA 869 chondrite, 212 g end-cut) for the spring catalogue: check the Meteoritical Bulletin entry and the classification certificate.';
  function level(d) {
    const c = new Chat(n, {
      format: 'chat', model: 'gpt-4o-mini', tools: ['run_agent', 'metbull_lookup', 'read_certificate'],
      system: 'You are a cataloguing agent for Stellar Stones Meteorites. You can call run_agent to start a fresh agent on a task.',
      user: task,
    });
    const kids = [];
    kids.push(c.say('To keep this organised I will start a dedicated agent for the authentication of lot 118.', [['run_agent', { task, tools: ['metbull_lookup', 'read_certificate'] }]]));
    if (d === 3) {
      kids.push(c.run({ status: 'rejected', reason: 'max agent nesting depth 4 reached' }, { error: 'AgentNestingLimit' }));
      return agent(`catalogue-agent#${d}`, { task }, null, kids, { depth: d, pid: n.int(20000, 60000) }, 'AgentNestingLimit');
    }
    const sub = level(d + 1);
    kids.push(c.run({ status: 'error', child: sub.name, detail: sub.error }, { children: [sub] }));
    return agent(`catalogue-agent#${d}`, { task }, { status: 'error' }, kids, { depth: d, pid: n.int(20000, 60000) }, sub.error);
  }
  const root = level(0);
  return row(FAMILY, 6, { isolates: 'Each agent starts a fresh agent on the identical authentication task, four levels deep, until the nesting limit; metbull_lookup is never called and every level writes the same sentence.', stagnation: true, goal: task, root });
}

export function build() { return [r01(), r02(), r03(), r04(), r05(), r06()]; }
