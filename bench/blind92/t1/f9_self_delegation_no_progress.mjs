import { agent, chain, tool, llm, llmBlocks, span, sys, usr } from './lib.mjs';

function nest(levels, mk) { // builds from innermost outwards
  let inner = null;
  for (let d = levels - 1; d >= 0; d--) inner = mk(d, inner);
  return inner;
}
export const rows = [
{
  isolates: 'An inbox triage supervisor hands "triage my inbox" to an email sub-agent, which re-delegates the same instruction reworded to another email sub-agent, five levels deep, with no mailbox call ever made.',
  stagnation: false,
  start: '2024-10-07T06:30:00Z',
  goal: 'Triage my inbox from the weekend: archive newsletters, star anything from my manager, and list what needs a reply today.',
  build(R, goal) {
    const phr = [goal, 'Please triage the weekend inbox: archive newsletters, star manager mail, list replies needed today.', 'Handle weekend email triage (newsletters→archive, manager→star, reply list).', 'Triage inbox from Sat/Sun: archive newsletters, star boss emails, report what needs replies.', 'Weekend inbox triage: archive newsletters; star manager; list to-reply items.', 'Triage the weekend inbox as requested.'];
    const inner = nest(5, (d, child) => {
      const ch = [];
      ch.push(llm('gpt-4o', [sys(`You are email_agent_L${d + 1}. Delegate to specialists when useful.`), usr(phr[d])], null, [{ name: 'transfer_to_email_triage_agent', args: { instructions: phr[d + 1] } }]));
      ch.push(tool('transfer_to_email_triage_agent', { instructions: phr[d + 1] }, JSON.stringify({ assistant: 'email_triage_agent', handoff_id: 'ho_' + R.alnum(12) })));
      if (child) ch.push(child); else ch.push(span('custom', 'MaxTurnsExceeded', { depth: d + 1 }, null, { error: 'Handoff depth limit (5) exceeded' }));
      return agent('email_triage_agent', { input: phr[d] }, null, ch, { depth: d + 1 });
    });
    const k = [span('chain', 'load_mailbox_profile', { user: 'me' }, { email: 'j.ortega@vantage.io', manager: 'r.klein@vantage.io' }), inner];
    return agent('inbox_supervisor', { input: goal }, null, k, { framework: 'openai-agents', trace_id: 'trace_' + R.hex(32) });
  },
},
{
  isolates: 'A travel planner crew agent delegates "plan the Kyoto trip" to a co-worker who delegates the same question back up and down the chain four levels deep, each repeating the same delegation rationale, nobody searching.',
  stagnation: true,
  start: '2024-06-18T09:00:00Z',
  goal: 'Plan a 4-day Kyoto itinerary for early October with a ryokan stay and a kaiseki dinner, and hold the bookings.',
  build(R, goal) {
    const why = 'This requires detailed local knowledge of Kyoto accommodation and dining, so the Travel Researcher is better placed to handle it. I will delegate the full itinerary task with all context.';
    const roles = ['Trip Planner', 'Travel Researcher', 'Trip Planner', 'Travel Researcher', 'Trip Planner'];
    const inner = nest(5, (d, child) => {
      const ch = [];
      ch.push(llm('gpt-4o', [usr(goal)], `Thought: ${why}\nAction: Delegate work to coworker`, [], { crew_role: roles[d] }));
      ch.push(tool('Delegate work to coworker', JSON.stringify({ task: 'Plan a 4-day Kyoto itinerary in early October with ryokan and kaiseki, hold bookings', context: 'User wants early October, ryokan, kaiseki.', coworker: roles[d + 1] || 'Travel Researcher' }), child ? 'delegated' : null, child ? undefined : 'Agent stopped due to iteration limit or time limit.'));
      if (child) ch.push(child);
      return agent(roles[d], { task: goal }, null, ch, { crew_role: roles[d], delegation_depth: d });
    });
    const k = [span('chain', 'Crew.kickoff', { inputs: { destination: 'Kyoto', month: 'October' } }, null), span('chain', 'Task.start', { description: goal }, null), inner];
    return agent('Crew', { goal }, null, k, { framework: 'crewai', crew_id: R.uuid(), process: 'hierarchical' });
  },
},
{
  isolates: 'A returns assistant calls its own run_agent tool with the same "process the return for order 114-..." request, which calls run_agent again, four levels of self-recursion before the recursion limit, no return ever started.',
  stagnation: false,
  start: '2024-01-08T17:20:00Z',
  goal: 'Start a return for the blender from order 114-3948201-5526634; it arrived cracked. I want a refund, not a replacement.',
  build(R, goal) {
    const req = ['Start a refund return for the cracked blender in order 114-3948201-5526634.', 'Process return (refund) for blender, order 114-3948201-5526634, item cracked on arrival.', 'Return blender from 114-3948201-5526634 for refund — damaged.', 'Refund return: order 114-3948201-5526634, blender arrived cracked.', 'Initiate return for order 114-3948201-5526634.'];
    const inner = nest(5, (d, child) => {
      const ch = [];
      ch.push(llmBlocks('claude-3-5-sonnet', { messages: [{ role: 'user', content: req[d] }] }, [{ type: 'tool_use', id: 'toolu_' + R.alnum(18), name: 'run_agent', input: { agent: 'returns_assistant', request: req[d + 1] || req[0] } }]));
      ch.push(tool('run_agent', { agent: 'returns_assistant', request: req[d + 1] || req[0], parent_run: R.uuid() }, child ? { spawned: true, run_id: R.uuid() } : null, child ? undefined : 'RecursionError: agent call depth 5 exceeds limit 5'));
      if (child) ch.push(child);
      return agent('returns_assistant', { request: req[d] }, null, ch, { depth: d, run_id: R.uuid() });
    });
    return agent('errands-root', { goal }, null, [span('chain', 'auth.refresh', { provider: 'amazon' }, { expires_in: 3600 }), inner], { framework: 'custom', session: R.uuid() });
  },
},
];
