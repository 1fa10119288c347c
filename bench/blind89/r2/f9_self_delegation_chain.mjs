import { agent, llm, tool } from './lib.mjs';
export const family = 'self_delegation_chain';
const lv = (c, name, task, think, inner, model) => agent(name, { task }, inner ? null : { error: 'max delegation depth exceeded' }, [
  llm(model, { messages: [{ role: 'system', content: `You are ${name}.` }, { role: 'user', content: task }] }, think, { metadata: { tokens: c.int(800, 4000) } }),
  tool('delegate_work', { coworker: inner ? inner.name : name, task }, inner ? `Delegated (id ${c.uuid()})` : null, inner ? { children: [inner] } : { error: 'DelegationDepthError: depth 5 > 4' })], { depth_started_at: c.iso() });
function nest(c, names, tasks, thinks, model, extraTop) {
  let inner = null;
  for (let i = names.length - 1; i >= 0; i--) inner = lv(c, names[i], tasks[i], thinks[i], inner, model);
  return inner;
}
// 01: CrewAI-style: analyst delegates the SQL task to "Data Analyst" again and again.
function r1(c) {
  const goal = 'Produce the churn cohort table for 2024 (monthly signup cohorts x months retained) from the warehouse.';
  const names = ['Data Analyst', 'Data Analyst', 'Data Analyst', 'Data Analyst', 'Data Analyst', 'Data Analyst'];
  const tasks = [goal, 'Produce the 2024 churn cohort table (signup month x months retained) from the warehouse.', 'Build the monthly signup-cohort retention table for 2024 from the warehouse.', 'Create a 2024 cohort retention matrix from the warehouse data.', 'Produce the churn cohort table for 2024 from the warehouse.', 'Build the 2024 retention cohort table.'];
  const thinks = tasks.map(() => 'This needs SQL expertise; I will delegate it to the Data Analyst coworker with full context.');
  const root = nest(c, names, tasks, thinks, 'gpt-4o');
  root.metadata = { framework: 'crewai 0.51', allow_delegation: true };
  return { isolates: 'A CrewAI agent delegates the same cohort task (reworded) to a coworker that is itself, six levels deep, each level saying the same thing; no query is ever run.', stagnation: true, goal, root };
}
// 02: LangGraph supervisor -> sql subgraph -> planner -> sql subgraph ... handing down the same request.
function r2(c) {
  const goal = 'Reconcile Stripe payouts with the bank_ledger table for May 2024 and list mismatches.';
  const names = ['supervisor', 'reconciliation_agent', 'sql_agent', 'reconciliation_agent', 'sql_agent', 'reconciliation_agent'];
  const tasks = [goal, 'Reconcile May 2024 Stripe payouts against bank_ledger; list mismatches.', 'Match Stripe payouts to bank_ledger rows for May 2024 and report differences.', 'Find payouts for May 2024 missing or different in bank_ledger.', 'Reconcile Stripe vs bank ledger May 2024.', 'List payout/ledger mismatches May 2024.'];
  const thinks = ['Routing to reconciliation_agent.', 'The matching needs queries; hand to sql_agent.', 'Reconciliation logic belongs to reconciliation_agent; sending back with the request.', 'Queries first: hand to sql_agent.', 'This is a reconciliation question, returning it to reconciliation_agent.', 'Hand to sql_agent.'];
  const root = nest(c, names, tasks, thinks, 'claude-3-5-sonnet-20240620');
  root.metadata = { framework: 'langgraph 0.2', recursion_limit: 25 };
  return { isolates: 'Two agents pass the same reconciliation task back and forth through six nested levels, each with a one-line routing remark that differs; nobody queries Stripe or the ledger.', stagnation: false, goal, root };
}
// 03: AutoGen-like nested chat: spreadsheet agent spawns a "helper" of itself with the same instructions; some tool calls at each level but only listing.
function r3(c) {
  const goal = 'Clean the "Leads" Airtable table: deduplicate by email and normalise country names.';
  const mk = (d) => {
    const task = ['Clean the Leads table: dedupe by email, normalise countries.', 'Deduplicate Leads by email and normalise the country field.', 'Please dedupe the Leads table on email and standardise countries.', 'Leads cleanup: remove duplicate emails, fix country names.', 'Clean Leads (dedupe emails, normalise countries).'][d];
    const kids = [llm('gpt-4-turbo', { messages: [{ role: 'user', content: task }] }, 'Let me look at the table first.'), tool('airtable_list_records', { base: 'appLeads77', table: 'Leads', pageSize: 5 }, { records: [{ id: 'rec' + 'A1x9Kq2mNw3Pz8L', fields: { Email: 'j.doe@acme.io', Country: 'USA' } }, { id: 'recB7m2Qz1Xx0aPc', fields: { Email: 'J.Doe@acme.io', Country: 'United States' } }], offset: 'itr' + c.b36(14) + '/rec' + c.b36(14) }), llm('gpt-4-turbo', { messages: [{ role: 'user', content: task }] }, 'This is a multi-step cleanup; I will start a nested chat with a helper assistant to do it.')];
    if (d < 4) kids.push(agent('nested_chat:cleaning_helper', { message: task }, null, [mk(d + 1)]));
    return agent(`cleaning_assistant(depth=${d})`, { message: task }, d === 4 ? { error: 'max_turns reached' } : null, kids);
  };
  const root = mk(0); root.input = { message: goal }; root.metadata = { framework: 'autogen 0.2.35' };
  return { isolates: 'A cleaning assistant reads the same two duplicate records and then opens a nested chat with a helper carrying reworded instructions, five levels deep; every level writes the same two sentences and no record is changed.', stagnation: true, goal, root };
}
export const scenarios = [r1, r2, r3];
