// Family: delegation_regress — an agent hands the same (or lightly reworded) task to a sub-agent or to
// itself, which hands it on again, nested 3+ levels deep, and nobody does the work.
import { Trace } from './lib.mjs';

export const family = 'delegation_regress';
export const labels = { loop: true, stagnation: true };

export const scenarios = [
  {
    n: '01', domain: 'hill farms', style: 'openai_agents',
    isolates: 'Agents-as-tools on a hill farm: the flock manager asks the records agent, which asks the lambing agent, which asks the records agent again, each passing on the same lambing-percentage request, four levels deep, with no data ever read.',
    goal: 'Work out the lambing percentage for the Cefn Uchaf hill flock this spring (ewes put to the tup vs lambs tailed) and compare it with last year.',
    build(id) {
      const t = new Trace({ id, style: 'openai_agents', goal: this.goal, agent: 'Flock Manager', system: 'You are Flock Manager for Cefn Uchaf farm. You can consult Records Agent and Lambing Agent as tools.' });
      const n = t.n;
      const ask = 'Work out the lambing percentage for the Cefn Uchaf hill flock this spring (ewes put to the tup vs lambs tailed) and compare it with last year.';
      const say = (other) => `The lambing tallies are kept by the ${other}, so I'll ask the ${other} to work out this spring's lambing percentage for the hill flock and compare it with last year.`;
      const level = (d, who, tool, next) => t.group('agent', who, { input: ask }, () => {
        t.llm(say(tool === 'ask_lambing_agent' ? 'Lambing Agent' : 'Records Agent'), [{ name: tool, args: { input: ask } }]);
        if (next) { const s = t.group('tool', tool, JSON.stringify({ input: ask }), () => next(d + 1), { metadata: { span_data: { type: 'function', name: tool } } }); }
        return null;
      }, { metadata: { span_data: { type: 'agent', name: who, tools: [tool], handoffs: [] } } });
      level(1, 'Records Agent', 'ask_lambing_agent', (d) =>
        level(d, 'Lambing Agent', 'ask_records_agent', (d2) =>
          level(d2, 'Records Agent', 'ask_lambing_agent', (d3) =>
            t.group('agent', 'Lambing Agent', { input: ask }, () => { t.llm(say('Records Agent'), [{ name: 'ask_records_agent', args: { input: ask } }]); return null; }, { error: 'MaxTurnsExceeded: Max turns (10) exceeded', metadata: { span_data: { type: 'agent', name: 'Lambing Agent' } } }))));
      // move: the first level above was created at root level; wrap the root's own llm call before it
      const first = t.root.children.shift();
      t.llm(say('Records Agent'), [{ name: 'ask_records_agent', args: { input: ask } }]);
      t.root.children.push(span_('tool', 'ask_records_agent', JSON.stringify({ input: ask }), null, [first], { error: 'MaxTurnsExceeded', metadata: { span_data: { type: 'function', name: 'ask_records_agent' } } }));
      return t.finish(null, { error: 'MaxTurnsExceeded: Max turns (10) exceeded', usage: { requests: 5, input_tokens: n.int(9000, 14000) } });
    },
  },
  {
    n: '02', domain: 'academic journal peer review', style: 'crewai',
    isolates: 'In a hierarchical CrewAI crew the manager delegates reviewer selection to the editorial assistant, who delegates the same request to the reviewer coordinator, who delegates it back to the editorial assistant; nobody searches the reviewer database.',
    goal: 'Find three suitable, non-conflicted peer reviewers for manuscript JHE-2025-0417 ("Groundwater recharge under terraced agriculture") and send invitations.',
    build(id) {
      const t = new Trace({ id, style: 'crewai', goal: this.goal, agent: 'Crew Manager', system: 'You are the Crew Manager. Delegate to coworkers: Editorial Assistant, Reviewer Coordinator.', rootMeta: { process: 'hierarchical' } });
      const n = t.n;
      const task = 'Find three suitable, non-conflicted peer reviewers for manuscript JHE-2025-0417 and send invitations.';
      const ctx = 'Manuscript JHE-2025-0417, "Groundwater recharge under terraced agriculture"; handling editor Prof. Ines Albuquerque.';
      const deleg = (who, from, to, inner, taskText) => t.group('agent', who, { role: who, task: taskText }, () => {
        t.llm(`Thought: This is a reviewer selection job; ${to} should handle it.\nAction: Delegate work to coworker\nAction Input: {"task": "${taskText}", "context": "${ctx}", "coworker": "${to}"}`, [], { agent: who });
        t.group('tool', 'Delegate work to coworker', JSON.stringify({ task: taskText, context: ctx, coworker: to }), inner, { metadata: { 'crewai.tool.run_attempts': 1 } });
        return null;
      });
      t.group('chain', 'Task: Reviewer selection', { description: this.goal }, () => {
        deleg('Crew Manager', null, 'Editorial Assistant', () => {
          deleg('Editorial Assistant', 'Crew Manager', 'Reviewer Coordinator', () => {
            deleg('Reviewer Coordinator', 'Editorial Assistant', 'Editorial Assistant', () => {
              t.group('agent', 'Editorial Assistant', { role: 'Editorial Assistant', task }, () => {
                t.llm(`Thought: This is a reviewer selection job; Reviewer Coordinator should handle it.\nAction: Delegate work to coworker\nAction Input: {"task": "${task}", "context": "${ctx}", "coworker": "Reviewer Coordinator"}`, [], { agent: 'Editorial Assistant' });
                return 'Agent stopped due to iteration limit or time limit.';
              });
            }, task);
          }, task);
        }, task);
      });
      return t.finish({ raw: 'Agent stopped due to iteration limit or time limit.', token_usage: { total_tokens: n.int(18000, 26000) } });
    },
  },
  {
    n: '03', domain: 'dam safety monitoring', style: 'adk',
    isolates: 'ADK AgentTools nest: the root agent calls piezometer_analyst, which calls instrumentation_reviewer, which calls piezometer_analyst again with a reworded copy of the same request; no reading tool is ever executed.',
    goal: 'Review last month\'s piezometer readings on the Llyn Garw embankment dam and say whether any instrument breached its alert level.',
    build(id) {
      const t = new Trace({ id, style: 'adk', goal: this.goal, agent: 'dam_safety_root', system: 'You are dam_safety_root. Use the specialist agents piezometer_analyst and instrumentation_reviewer.' });
      const n = t.n;
      const req = (w) => `Review last month's piezometer readings on the Llyn Garw embankment dam and ${w} whether any instrument breached its alert level.`;
      const sub = (agent, tool, w, inner) => t.group('agent', `agent_run [${agent}]`, { request: req(w) }, () => {
        t.llm(`This needs the specialist: I'll pass the piezometer review for Llyn Garw to ${tool} and relay whatever it finds about alert-level breaches.`, [{ name: tool, args: { request: req(w) } }]);
        t.group('tool', `execute_tool ${tool}`, { 'gcp.vertex.agent.tool_call_args': JSON.stringify({ request: req(w) }) }, inner, { metadata: { 'gen_ai.tool.name': tool, 'gen_ai.tool.type': 'AgentTool' } });
        return null;
      });
      sub('dam_safety_root', 'piezometer_analyst', 'say', () =>
        sub('piezometer_analyst', 'instrumentation_reviewer', 'report', () =>
          sub('instrumentation_reviewer', 'piezometer_analyst', 'state', () =>
            sub('piezometer_analyst', 'instrumentation_reviewer', 'report', () => null))));
      return t.finish(null, { error: 'RecursionError: maximum AgentTool depth exceeded', 'gcp.vertex.agent.invocation_id': `e-${n.uuid()}` });
    },
  },
  {
    n: '04', domain: 'small claims filings', style: 'autogen',
    isolates: 'AG2 nested chats: the case assistant opens a nested chat asking the filing agent to prepare the claim form, which opens its own nested chat to the case assistant with the same request, three levels deep, never drafting anything.',
    goal: 'Prepare and file a small claims money claim against Bexmoor Windows Ltd for £1,840 (faulty installation, invoice INV-3391) for our client Ms R. Adeyemi.',
    build(id) {
      const t = new Trace({ id, style: 'autogen', goal: this.goal, agent: 'case_assistant', system: 'You are case_assistant in a small law practice. You can open nested chats with filing_agent.', rootName: 'initiate_chat', rootMeta: { team: 'ag2.nested_chats', participants: ['case_assistant', 'filing_agent'] } });
      const n = t.n;
      const msg = 'Please prepare and file the money claim against Bexmoor Windows Ltd for £1,840 for Ms R. Adeyemi (invoice INV-3391, faulty installation).';
      const msg2 = 'Please prepare and file the money claim against Bexmoor Windows Ltd for £1,840 on behalf of Ms R. Adeyemi (invoice INV-3391, faulty installation).';
      const nest = (sender, recipient, text, inner) => t.group('agent', `nested_chat ${sender}→${recipient}`, { sender, recipient, message: text, max_turns: 2 }, () => {
        t.llm(text, [], { agent: sender });
        if (inner) inner();
        return { summary: '', cost: { total_cost: Number((n.f() * 0.02).toFixed(5)) } };
      });
      nest('case_assistant', 'filing_agent', msg, () =>
        nest('filing_agent', 'case_assistant', msg2, () =>
          nest('case_assistant', 'filing_agent', msg, () =>
            nest('filing_agent', 'case_assistant', msg2, null))));
      return t.finish({ summary: '', chat_history_len: 8, error: 'max_consecutive_auto_reply reached' });
    },
  },
  {
    n: '05', domain: 'farmers markets', style: 'langgraph',
    isolates: 'A LangGraph supervisor sends a vendor-fee reconciliation to a subgraph whose agent routes the same instruction to a nested reconciliation subgraph, three levels deep, until the recursion limit; no ledger tool runs.',
    goal: 'Reconcile the pitch fees paid by vendors at the Saturday Harbourside farmers market for June against the card-terminal payouts and list who still owes.',
    build(id) {
      const t = new Trace({ id, style: 'langgraph', goal: this.goal, agent: 'market-office', system: 'You are the market office supervisor. Route work to the reconcile subgraph.' });
      const n = t.n;
      const instr = 'Reconcile June pitch fees for the Saturday Harbourside market against card-terminal payouts and list vendors who still owe.';
      const sub = (depth, inner) => t.group('agent', 'reconcile_fees', { messages: [{ type: 'human', content: instr }] }, () => {
        t.llm('Routing this to reconcile_fees: it owns the June pitch-fee reconciliation against the card-terminal payouts.', [{ name: 'transfer_to_reconcile_fees', args: { instructions: depth % 2 ? instr : instr.replace('list vendors who still owe', 'list the vendors who still owe') } }], { name: 'ChatOpenAI' });
        if (inner) inner();
        return null;
      }, { metadata: { langgraph_node: 'reconcile_fees', langgraph_checkpoint_ns: `reconcile_fees:${n.uuid()}`, depth } });
      t.llm('Routing this to reconcile_fees: it owns the June pitch-fee reconciliation against the card-terminal payouts.', [{ name: 'transfer_to_reconcile_fees', args: { instructions: instr } }]);
      sub(1, () => sub(2, () => sub(3, () => sub(4, null))));
      return t.finish({ error: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition. You can increase the limit by setting the `recursion_limit` config key.' });
    },
  },
  {
    n: '06', domain: 'monorepo dependency upgrade (coding)', style: 'claude_sdk',
    isolates: 'A Claude Agent SDK session launches a Task subagent to upgrade a dependency; the subagent launches another Task with the same prompt, and that one does it again, three sidechains deep, with no file read or edited.',
    goal: 'Upgrade zod from v3 to v4 across the pnpm monorepo (packages/api, packages/web, packages/shared) and fix any type errors.',
    build(id) {
      const t = new Trace({ id, style: 'claude_sdk', goal: this.goal, agent: 'mono', system: 'You are Claude Code. Use Task to spawn subagents for large jobs.' });
      const n = t.n;
      const prompt = 'Upgrade zod from v3 to v4 across the pnpm monorepo (packages/api, packages/web, packages/shared) and fix any type errors. This touches several packages, so split it up as needed.';
      const task = (depth, inner) => {
        const args = { description: 'Upgrade zod to v4', prompt, subagent_type: 'general-purpose' };
        t.llm(depth === 0 ? 'This is a multi-package change; I\'ll hand it to a subagent.' : 'This is a multi-package change; I\'ll hand it to a subagent.', [{ name: 'Task', args }], { sidechain: depth > 0 });
        const s = t.group('agent', `Task: Upgrade zod to v4 (sidechain ${depth + 1})`, { prompt, subagent_type: 'general-purpose' }, inner, { metadata: { isSidechain: true, agentId: n.hex(8) } });
        return s;
      };
      task(0, () => task(1, () => task(2, () => { t.llm('This is a multi-package change; I\'ll hand it to a subagent.', [{ name: 'Task', args: { description: 'Upgrade zod to v4', prompt, subagent_type: 'general-purpose' } }], { sidechain: true }); return { type: 'tool_result', is_error: true, content: 'Subagent aborted: session turn limit reached' }; })));
      return t.finish({ type: 'result', subtype: 'error_max_turns', is_error: true, num_turns: 4, total_cost_usd: Number((0.3 + n.f()).toFixed(4)) });
    },
  },
];

function span_(type, name, input, output, children, extra) { const s = { type, name, input, output, children }; if (extra?.error) s.error = extra.error; if (extra?.metadata) s.metadata = extra.metadata; return s; }
