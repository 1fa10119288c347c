// Family: self_handoff_regress (loop) — the same task handed down to itself / a sub-agent, reworded, 3+ levels, nobody works.
import { Trace, row } from './lib.mjs';
const F = 'self_handoff_regress';

// 01 drone light shows — OpenAI Agents SDK handoffs between two agents that keep passing the task
function r01() {
  const t = new Trace(`${F}-01`, 'agents', { agent: 'Show Director', goal: 'Produce the flight choreography manifest (waypoints per drone, 300 drones, 11 min) for the harbour New Year show and validate it against the geofence.' });
  const names = ['Show Director', 'Choreography Planner', 'Show Director', 'Choreography Planner'];
  const texts = [
    'The choreography manifest is a planning job. Handing off to Choreography Planner to produce the 300-drone manifest.',
    'This needs overall show context. Transferring back to Show Director to produce the flight choreography manifest for the 300 drones.',
    'The choreography manifest is a planning job. Handing off to Choreography Planner to produce the 300-drone manifest.',
    'This needs overall show context. Transferring back to Show Director to produce the flight choreography manifest.',
  ];
  const nest = (i) => {
    const target = names[(i + 1) % 2 === 1 ? 1 : 0];
    const toName = i % 2 === 0 ? 'Choreography Planner' : 'Show Director';
    return t.agent(names[i], i === 0 ? t.goal : `Produce the flight choreography manifest for the 300-drone harbour show (${i % 2 ? 'from Show Director' : 'from Choreography Planner'}).`, () => {
      const s = [...t.turn({ text: texts[i], calls: [{ name: `transfer_to_${toName.toLowerCase().replace(' ', '_')}`, args: {}, out: (n) => ({ assistant: toName, handoff_id: 'ho_' + n.hex(16) }) }] })];
      s.push({ type: 'handoff', name: 'handoff', input: { from_agent: names[i], to_agent: toName }, output: null, children: i < 3 ? [nest(i + 1)] : [], ...(i === 3 ? { error: 'MaxTurnsExceeded' } : {}) });
      return s;
    }, null, { handoffs: [toName] });
  };
  return row(F, 1, 'Show Director and Choreography Planner hand the same manifest task back and forth four levels deep; no waypoint is ever generated.', t, t.root([nest(0)], { err: 'MaxTurnsExceeded: Max turns (10) exceeded', out: null }));
}

// 02 dumpling factory allergen matrix — CrewAI hierarchical, "Delegate work to coworker"
function r02() {
  const t = new Trace(`${F}-02`, 'crewai', { agent: 'Food Safety Manager', goal: 'Build the allergen matrix (14 EU allergens × 22 SKUs) for the new frozen dumpling range and flag may-contain risks from shared lines.' });
  const roles = ['Food Safety Manager', 'Allergen Specialist', 'QA Technologist', 'Allergen Specialist'];
  const nest = (i) => t.agent(roles[i], i === 0 ? t.goal : 'Compile the allergen matrix for the 22 dumpling SKUs against the 14 EU allergens, including may-contain from shared lines.', () => {
    const s = [];
    if (i < 3) {
      s.push(...t.turn({ text: `The allergen matrix should be done by the ${roles[i + 1]}, who knows the line data best. I will delegate the full allergen matrix task.`, calls: [{ name: 'Delegate work to coworker', args: { task: 'Build the allergen matrix for the 22 dumpling SKUs × 14 EU allergens and flag may-contain risks.', context: 'New frozen dumpling range, shared lines L2/L5.', coworker: roles[i + 1] }, kids: [nest(i + 1)], out: 'Agent stopped due to iteration limit or time limit.' }] }));
    } else {
      s.push(...t.turn({ text: 'The allergen matrix should be done by the Food Safety Manager, who owns the full picture. I will delegate the full allergen matrix task.', calls: [{ name: 'Delegate work to coworker', args: { task: 'Build the allergen matrix for the 22 dumpling SKUs × 14 EU allergens.', context: 'Shared lines L2/L5.', coworker: 'Food Safety Manager' }, err: 'Delegation depth exceeded', out: 'Error: max delegation depth reached' }] }));
    }
    return s;
  }, 'Agent stopped due to iteration limit or time limit.', { delegation: true });
  return row(F, 2, 'Manager → specialist → technologist → specialist each delegate the identical allergen-matrix task; no recipe is ever read.', t, t.root([nest(0)], { err: 'Agent stopped due to iteration limit or time limit.', out: null }));
}

// 03 water tower maintenance — AutoGen nested chats
function r03() {
  const t = new Trace(`${F}-03`, 'autogen', { agent: 'maintenance_planner', goal: 'Write the 2025 coating-inspection plan for the Elm Street elevated water tower (ultrasonic thickness readings, dive inspection, cathodic protection check).' });
  const agents = ['maintenance_planner', 'inspection_writer', 'inspection_writer_2', 'inspection_writer_3'];
  const nest = (i) => t.agent(agents[i], i === 0 ? t.goal : `Please write the coating inspection plan for the Elm Street water tower (UT thickness, dive inspection, CP check). — from ${agents[i - 1]}`, () => {
    const s = [...t.turn({ text: `I'll start a nested chat with ${i < 3 ? agents[i + 1] : 'inspection_writer'} so they can draft the Elm Street tower coating inspection plan.`, calls: [{ name: 'initiate_nested_chat', args: { recipient: i < 3 ? agents[i + 1] : 'inspection_writer', message: 'Write the coating inspection plan for the Elm Street elevated water tower.', max_turns: 2 }, out: (n) => ({ chat_id: n.int(100, 999), summary_method: 'last_msg', cost: { total_cost: n.float(0.001, 0.02, 4) } }), kids: i < 3 ? [nest(i + 1)] : [], ...(i === 3 ? { err: 'nested chat depth limit (4)' } : {}) }] })];
    return s;
  }, i === 3 ? null : 'I have asked a colleague to write the plan.');
  return row(F, 3, 'AutoGen agents open nested chats four deep, each forwarding the same inspection-plan request; the last summary is just "I asked a colleague".', t, t.root([nest(0)], { out: { summary: 'I have asked a colleague to write the plan.' }, err: 'nested chat depth limit (4)' }));
}

// 04 ukulele makers quote — LangGraph subgraph calling itself
function r04() {
  const t = new Trace(`${F}-04`, 'langsmith', { agent: 'quote-graph', goal: 'Quote a custom koa tenor ukulele with abalone binding and a pickup for customer order UK-7731.' });
  const nest = (i) => t.agent(`quote_subgraph:${i}`, { task: i === 0 ? t.goal : 'Prepare a price quote for the custom koa tenor with abalone binding and pickup (UK-7731).', depth: i }, () => {
    const s = [...t.turn({ text: 'A custom quote needs specialised handling. I will route this to the quote subgraph to prepare the price quote for UK-7731.', calls: [{ name: 'route_to_quote_subgraph', args: { order: 'UK-7731', reason: 'custom build quote' }, out: (n) => ({ Command: { goto: 'quote_subgraph', graph: 'PARENT' }, checkpoint_id: n.uuid() }), kids: i < 3 ? [nest(i + 1)] : [] }] })];
    return s;
  }, null);
  return row(F, 4, 'A quoting subgraph routes the same quote to a fresh copy of itself four times, never pricing the koa or the pickup.', t, t.root([nest(0)], { err: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.', out: null }));
}

// 05 film prop rental house — Pydantic AI agent delegation via tool
function r05() {
  const t = new Trace(`${F}-05`, 'logfire', { agent: 'prop_desk', goal: 'Reconcile the returned props from the "Harbour Lights" shoot against the pick list (212 items) and list what is missing or damaged.' });
  const nest = (i) => t.agent(i === 0 ? 'prop_desk' : 'reconcile_agent', i === 0 ? t.goal : 'Reconcile returned props for "Harbour Lights" against the 212-item pick list; report missing/damaged.', () => {
    const s = [...t.turn({ text: i === 0 ? 'I will delegate the reconciliation to reconcile_agent.' : 'This reconciliation is best handled by a dedicated reconcile_agent run; delegating the whole reconciliation.', calls: [{ name: 'delegate_reconciliation', args: { production: 'Harbour Lights', pick_list: 'PL-2291', instructions: 'Reconcile returned props against the pick list and report missing or damaged items.' }, out: i < 3 ? 'Delegated; awaiting result.' : null, kids: i < 3 ? [nest(i + 1)] : [], ...(i === 3 ? { err: 'UsageLimitExceeded: request_limit of 50 exceeded' } : {}) }] })];
    return s;
  }, 'Delegated; awaiting result.');
  return row(F, 5, 'Each reconcile_agent run delegates the whole 212-item reconciliation to another reconcile_agent, four levels, without opening the pick list.', t, t.root([nest(0)], { err: 'UsageLimitExceeded: request_limit of 50 exceeded', out: null }));
}

// 06 telescope mirror grinding — OTel GenAI (ADK-style AgentTool)
function r06() {
  const t = new Trace(`${F}-06`, 'otel', { agent: 'optics_lead', goal: 'Write the Foucault test report for the 10-inch f/5 mirror blank M-1042 (zone readings, conic constant estimate, pass/fail for figuring).' });
  const phr = [
    'Ask the test_reporter to write up the Foucault results for M-1042.',
    'Have the test report for mirror M-1042 drafted by test_reporter.',
    'Delegate writing the M-1042 Foucault test report to test_reporter.',
    'Get test_reporter to produce the Foucault report for mirror M-1042.',
  ];
  const nest = (i) => t.agent(i === 0 ? 'optics_lead' : 'test_reporter', i === 0 ? t.goal : phr[i - 1], () => [...t.turn({ text: `${phr[i]} It is a reporting task.`, calls: [{ name: 'test_reporter', args: { request: phr[i] }, out: i < 3 ? 'test_reporter returned: the report is being prepared by test_reporter.' : null, kids: i < 3 ? [nest(i + 1)] : [], ...(i === 3 ? { err: 'max_llm_calls (20) exceeded' } : {}) }] })], 'the report is being prepared by test_reporter.');
  return row(F, 6, 'An ADK-style AgentTool calls test_reporter, which calls test_reporter again with reworded instructions, four levels; no zone reading is touched.', t, t.root([nest(0)], { err: 'max_llm_calls (20) exceeded', out: null }));
}

export default [r01, r02, r03, r04, r05, r06];
