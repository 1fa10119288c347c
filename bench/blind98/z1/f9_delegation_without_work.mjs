import { agent, chain, tool, llm, llmText, span, u, sys } from './lib.mjs';
export const family = 'delegation_without_work';

// 01: OpenAI Agents SDK handoffs nested: triage -> localization -> translation -> localization lead ...
function r01(c) {
  const goal = 'Translate the 40 new help-center articles of Quayside Bank from English into Welsh in Zendesk Guide and mark them ready for review.';
  const M = 'gpt-4o-2024-08-06';
  const lvl = (name, instr, text, inner, pre = []) => { c.tick(); const l = llm(c, M, [sys(instr), u(goal)], text, [[`transfer_to_${inner ? inner.name.toLowerCase().replace(/ /g, '_') : 'none'}`, {}]]); c.tick(); const h = span('handoff', 'handoff', { from_agent: name, to_agent: inner ? inner.name : null }, { accepted: true, at: c.iso() }, []); return agent(name, { input: goal, instructions: instr }, { handed_off: true }, [...pre, l, h, ...(inner ? [inner] : [])], { handoffs: inner ? [inner.name] : [] }); };
  c.tick();
  const pre = [tool('zendesk_list_articles', { locale: 'en-gb', label_names: 'new-2025q4', per_page: 100 }, { articles: Array.from({ length: 3 }, () => ({ id: c.int(2e13, 3e13), title: c.pick(['Freezing your card', 'Setting up Face ID', 'Changing your address', 'Disputing a payment']), updated_at: c.isoS(), locale: 'en-gb' })), count: 40, next_page: null, _meta: { 'x-zendesk-request-id': c.hex(16), 'x-rate-limit-remaining': String(c.int(300, 700)) } })];
  const innermost = agent('Welsh Reviewer', { input: goal }, { final_output: null, error: 'MaxTurnsExceeded' }, [(c.tick(), llm(c, M, [sys('You review Welsh translations. Translation should be done by the Translation Agent.'), u(goal)], 'These articles have not been translated yet; the translation itself belongs to the Translation Agent. Handing the job back.', [['transfer_to_translation_agent', {}]])), span('handoff', 'handoff', { from_agent: 'Welsh Reviewer', to_agent: 'Translation Agent' }, { accepted: false, reason: 'max_turns' }, [])], {});
  const l4 = lvl('Translation Agent', 'You translate content. Welsh content must be handled together with the Welsh review team.', 'Welsh needs a reviewer in the loop; passing the 40 articles to the Welsh Reviewer to handle.', innermost);
  const l3 = lvl('Localization Lead', 'You coordinate localization and delegate translation work.', 'Delegating: please translate the 40 help-center articles into Welsh and mark them ready for review.', l4);
  const l2 = lvl('Help Center Agent', 'You manage Zendesk Guide content. Language work goes to the Localization Lead.', 'There are 40 articles labelled new-2025q4. This is a localization job, so I am handing it to the Localization Lead.', l3, pre);
  const l1 = lvl('Triage Agent', 'Route requests to the right agent.', 'Routing this help-center request to the Help Center Agent.', l2);
  return { isolates: 'The same translation job is handed from triage to help-center agent to localization lead to translator to reviewer and back, five levels deep, without a single translation call.', loop: true, stagnation: false, goal,
    root: agent('Agent workflow', { input: goal }, { final_output: null, error: 'MaxTurnsExceeded' }, [l1], { framework: 'openai-agents', trace_id: 'trace_' + c.hex(32) }) };
}

// 02: CrewAI delegation ping-pong, writer <-> editor, nested
function r02(c) {
  const goal = 'Write and schedule the November member newsletter of the Tidewater Rowing Club (regatta results, winter training times, AGM notice) in Mailchimp.';
  let depth = 0;
  const deleg = (from, to, task, thought, inner) => { c.tick(); depth++; const l = llmText(c, 'gpt-4o', from, `Thought: ${thought}\nAction: Delegate work to coworker\nAction Input: {"task": "${task}", "coworker": "${to}"}`, { provider: 'openai' }); return agent(from, { task }, { delegated_to: to }, [l, span('delegation', 'Delegate work to coworker', { coworker: to, task, context: 'November newsletter' }, { result: null, delegated_at: c.iso() }, inner ? [inner] : [])], { role: from, allow_delegation: true, depth }); };
  c.tick();
  const prep = [tool('drive_read', { file: 'Regatta results Oct.xlsx' }, { sheets: ['Results'], rows: 22, preview: 'Men\'s 4x: 2nd (6:48.3)\nWomen\'s 8+: 1st (6:21.7)', etag: c.etag(), modifiedTime: c.iso() }), (c.tick(), tool('drive_read', { file: 'Winter timetable.docx' }, 'Tue/Thu 06:00 erg, Sat 08:00 water (if river level < 1.9 m)'))];
  const e5 = agent('Newsletter Editor', { task: 'Write the November newsletter' }, { error: 'Agent stopped due to iteration limit or time limit.' }, [llmText(c, 'gpt-4o', 'editor', 'Thought: The writer is better placed to draft this.\nAction: Delegate work to coworker')], { depth: 5 });
  const d4 = deleg('Club Writer', 'Newsletter Editor', 'Please draft the newsletter; you know the house style.', 'The editor owns the newsletter format, so the editor should draft it.', e5);
  const d3 = deleg('Newsletter Editor', 'Club Writer', 'Draft the newsletter text with regatta results, winter times and AGM notice.', 'Drafting is the writer\'s job; I only edit.', d4);
  const d2 = deleg('Club Writer', 'Newsletter Editor', 'Compose the November newsletter for members.', 'I have the regatta results and timetable, but the editor decides structure; asking the editor to compose it.', d3);
  const d1 = deleg('Newsletter Editor', 'Club Writer', 'Write the November member newsletter covering regatta, winter training and AGM.', 'Start by having the writer produce a draft.', d2);
  const top = agent('Club Writer', { task: goal }, { delegated_to: 'Newsletter Editor' }, [...prep, (c.tick(), llmText(c, 'gpt-4o', 'writer', 'Thought: I have the inputs. The editor should decide how the newsletter is laid out.\nAction: Delegate work to coworker')), d1], { role: 'Club Writer' });
  return { isolates: 'Writer and editor agents keep delegating the same newsletter to each other in reworded instructions, nested five levels deep; no draft is written and nothing is scheduled.', loop: true, stagnation: false, goal,
    root: agent('Crew: club-comms', { inputs: { month: 'November' } }, { error: 'Agent stopped due to iteration limit or time limit.' }, [span('task', 'November newsletter', { description: goal }, null, [top])], { framework: 'crewai', crew_id: c.uuid() }) };
}

// 03: coding-agent style Task tool spawning sub-agents with the same prompt
function r03(c) {
  const goal = 'Raise the mobile Lighthouse performance score of the Hollis Tea homepage (Shopify theme "Dawn-hollis") from 54 to at least 80.';
  const prompt = 'Improve the mobile Lighthouse performance score of the Hollis Tea homepage from 54 to 80 or more. Investigate the theme and fix the biggest issues.';
  const text = 'This is a multi-step performance task touching images, scripts and fonts. I will delegate it to a sub-agent with the full context so it can work through it.';
  const M = 'claude-sonnet-4-20250514';
  const sub = (d, inner) => { c.tick(); const l = llm(c, M, [sys('You are a sub-agent. Use the Task tool for complex multi-step work.'), u(prompt)], d === 4 ? text.replace('I will delegate', 'I will hand it') : text, [['Task', { description: 'Improve homepage performance', prompt, subagent_type: 'general-purpose' }]]); c.tick(); const t = tool('Task', { description: 'Improve homepage performance', prompt }, inner ? { status: 'running', agent_id: 'agent_' + c.b62(10) } : { status: 'error', message: 'Maximum sub-agent nesting depth (5) exceeded' }, { error: inner ? undefined : 'nesting depth exceeded', children: inner ? [inner] : [] }); return agent('sub-agent', { prompt, depth: d }, { result: null }, [l, t], { agent_id: 'agent_' + c.b62(10), started: c.iso() }); };
  const s5 = sub(5, null), s4 = sub(4, s5), s3 = sub(3, s4), s2 = sub(2, s3);
  c.tick();
  const top = [
    llm(c, M, [u(goal)], 'Running a baseline first.', [['Bash', { command: 'npx lighthouse https://hollistea.com --only-categories=performance --form-factor=mobile --quiet --output=json | jq .categories.performance.score' }]]),
    (c.tick(), tool('Bash', { command: 'npx lighthouse https://hollistea.com ...' }, `0.54\n(lighthouse ${c.pick(['12.2.1'])} finished in ${c.secs(12, 30)}; trace at ${c.tmp('json')})`)),
    (c.tick(), llm(c, M, [u(goal)], text, [['Task', { description: 'Improve homepage performance', prompt, subagent_type: 'general-purpose' }]])),
    (c.tick(), tool('Task', { description: 'Improve homepage performance', prompt }, { status: 'running' }, { children: [s2] })),
  ];
  return { isolates: 'The top agent and each sub-agent hand the identical performance task to a new sub-agent with the same prompt and the same justification, four levels deep, until the nesting limit; nothing is changed in the theme.', loop: true, stagnation: true, goal,
    root: agent('claude-code', { prompt: goal }, { result: 'error: nesting depth exceeded' }, top, { framework: 'claude-code-transcript', session_id: c.uuid(), cwd: '/work/hollis-dawn' }) };
}
export const rows = [r01, r02, r03];
