// Family 4: the same task is handed down (to itself or a sub-agent) 3+ levels deep, each level
// re-wording the instructions and delegating again; nobody does the work.
import { styler, span } from './lib.mjs';

export const FAMILY = {
  name: 'self_delegation_no_work',
  loop: true,
  stagnation: true,
  summary: 'Task re-delegated (same or reworded) to self/sub-agents nested 3+ levels; no level does the work.',
};

export const rows = [
  {
    n: '01', domain: 'orchard cider tour itineraries', style: 'crewai', start: '2025-09-12T09:00:00Z',
    isolates: 'In a CrewAI crew the Tour Planner and Itinerary Specialist keep using "Delegate work to coworker" to pass the same itinerary task to each other, four levels deep, and no itinerary is ever written.',
    goal: 'Write a one-day itinerary for a 16-person orchard cider tour in Herefordshire visiting three cider farms with a lunch stop.',
    build(c) {
      const s = styler('crewai', c, { model: 'gpt-4o-mini' });
      const task = 'Write a one-day itinerary for a 16-person orchard cider tour in Herefordshire visiting three cider farms with a lunch stop.';
      const roles = ['Tour Planner', 'Itinerary Specialist', 'Tour Planner', 'Itinerary Specialist'];
      const phr = [
        'Create the full-day itinerary for the 16-person Herefordshire cider tour (3 farms + lunch).',
        'Please put together the day plan for the Herefordshire cider orchard tour: 16 guests, three cider farms, a lunch stop.',
        'Draft the itinerary for the cider tour in Herefordshire for 16 people with three farm visits and lunch.',
        'Prepare the one-day Herefordshire cider tour schedule (16 pax, 3 farms, lunch).',
      ];
      const build = (lvl) => {
        const me = roles[lvl];
        const other = roles[lvl + 1] || 'Tour Planner';
        const kids = [
          s.llm({ msgs: [['system', `You are ${me}. You can delegate to coworkers.`], ['user', `Current Task: ${lvl === 0 ? task : phr[lvl - 1]}`]], text: `Thought: The ${other} is better placed to handle the itinerary details, so I will delegate this.\nAction: Delegate work to coworker\nAction Input: {"task": "${phr[lvl]}", "context": "16 guests, Herefordshire, 3 cider farms, lunch stop", "coworker": "${other}"}` }),
        ];
        const inner = lvl < 3 ? build(lvl + 1) : span('agent', other, { task: phr[lvl] }, 'Agent stopped due to iteration limit or time limit.', [
          s.llm({ msgs: [['user', `Current Task: ${phr[lvl]}`]], text: 'Thought: The Tour Planner is better placed to handle the itinerary details, so I will delegate this.\nAction: Delegate work to coworker\nAction Input: {"task": "Create the itinerary for the Herefordshire cider tour (16 people, 3 farms, lunch).", "coworker": "Tour Planner"}' }),
          s.tool('Delegate work to coworker', '{"task": "Create the itinerary for the Herefordshire cider tour (16 people, 3 farms, lunch).", "coworker": "Tour Planner"}', `Error: maximum delegation depth reached (crew ${c.hex(8)})`, { error: 'maximum delegation depth reached' }),
        ], { metadata: { role: other, depth: lvl + 1 } });
        kids.push(s.tool('Delegate work to coworker', JSON.stringify({ task: phr[lvl], coworker: other }), 'Agent stopped due to iteration limit or time limit.', { children: [inner] }));
        return span('agent', me, { task: lvl === 0 ? task : phr[lvl - 1] }, 'Agent stopped due to iteration limit or time limit.', kids, { metadata: { role: me, depth: lvl, allow_delegation: true, started: c.isoMs() } });
      };
      const top = span('chain', 'Task: cider tour itinerary', { description: task, expected_output: 'A timed itinerary' }, 'Agent stopped due to iteration limit or time limit.', [build(0)]);
      return span('agent', 'Crew.kickoff', { inputs: { county: 'Herefordshire', guests: 16 } }, { raw: 'Agent stopped due to iteration limit or time limit.' }, [top], { metadata: { process: 'hierarchical', crew_id: c.uuid() } });
    },
  },

  {
    n: '02', domain: 'asbestos survey report drafting', style: 'oai-agents', start: '2025-01-28T15:20:00Z',
    isolates: 'An OpenAI Agents SDK report agent calls a "report_writer" agent-as-tool, which calls "survey_report_helper", which calls "report_writer" again, each with the same drafting request, and no section is written.',
    goal: 'Draft the findings section of the refurbishment asbestos survey for 22 Wharf Street (samples S01-S09) from the lab results.',
    build(c) {
      const s = styler('oai-agents', c, { model: 'gpt-4.1' });
      const reqs = [
        'Draft the findings section for 22 Wharf Street refurbishment survey, samples S01-S09, using the lab results.',
        'Write up the findings for the 22 Wharf St asbestos survey (S01-S09) based on the lab certificate.',
        'Produce the survey findings section for 22 Wharf Street covering samples S01 to S09.',
        'Draft the 22 Wharf Street findings section (S01-S09) from the lab results.',
      ];
      const names = ['SurveyLead', 'report_writer', 'survey_report_helper', 'report_writer'];
      const lvl = (i) => {
        const tname = names[i + 1];
        const kids = [s.llm({ msgs: [['system', `You are ${names[i]}. Delegate drafting to specialist tools when appropriate.`], ['user', reqs[i]]], text: i === 0 ? '' : 'This is a drafting task; the specialist should handle it.', calls: [[tname, { input: reqs[i + 1] || reqs[0] }]] })];
        if (i < 3) {
          kids.push(s.tool(tname, { input: reqs[i + 1] }, null, { children: [lvl(i + 1)], type: 'tool' }));
        } else {
          kids.push(s.tool('report_writer', { input: reqs[0] }, null, { error: 'MaxTurnsExceeded: Max turns (6) exceeded in nested agent' }));
        }
        return span('agent', names[i], { instructions: `You are ${names[i]}…`, tools: [names[i + 1] || 'report_writer', 'get_lab_results'] }, null, kids, { metadata: { handoffs: [], output_type: 'str', depth: i } });
      };
      return span('agent', 'Agent workflow', { input: reqs[0] }, null, [lvl(0)], { metadata: { trace_id: 'trace_' + c.hex(32), workflow_name: 'asbestos-report' }, error: 'MaxTurnsExceeded' });
    },
  },

  {
    n: '03', domain: 'ultimate frisbee league fixtures', style: 'autogen', start: '2025-03-17T20:11:09Z',
    isolates: 'AG2 nested chats: the league coordinator opens a nested chat with the fixture planner, which opens one with the scheduling assistant, which opens one back to the coordinator, all passing the same fixture request; no fixtures are produced.',
    goal: 'Produce the spring fixture list for the 8-team Riverside Ultimate league: 7 rounds, Sundays from 6 April, two pitches.',
    build(c) {
      const s = styler('autogen', c, { model: 'gpt-4o' });
      const ask = [
        'Please generate the spring fixtures: 8 teams, 7 rounds round-robin, Sundays from 6 April, pitches A and B.',
        'Could you build the Riverside Ultimate spring fixture list? 8 teams, single round robin over 7 Sundays from 6 April, two pitches.',
        'I need the fixture list for the spring season (8 teams, 7 rounds, Sundays starting 6 April, pitches A/B).',
        'Please generate the spring fixtures for 8 teams, 7 rounds, Sundays from 6 April on two pitches.',
      ];
      const who = ['league_coordinator', 'fixture_planner', 'scheduling_assistant', 'league_coordinator'];
      const nest = (i) => {
        const kids = [s.llm({ msgs: [['system', `You are ${who[i]}.`], ['user', ask[i]]], text: `I'll hand this to ${who[i + 1] || 'fixture_planner'} who handles fixture generation.\n\n@${who[i + 1] || 'fixture_planner'}: ${ask[i + 1] || ask[1]}` })];
        if (i < 3) kids.push(span('chain', 'initiate_chat (nested)', { sender: who[i], recipient: who[i + 1], message: ask[i + 1], max_turns: 2 }, { summary: '', cost: { total_cost: +(c.rand() * 0.02).toFixed(5) } }, [nest(i + 1)], { metadata: { chat_id: c.int(1e8, 1e9), summary_method: 'last_msg' } }));
        else kids.push(span('event', 'termination', null, { reason: 'max_turns reached in nested chat', at: c.iso() }, []));
        return span('agent', `ConversableAgent.generate_reply ${who[i]}`, { messages: [{ role: 'user', content: ask[i] }] }, null, kids, { metadata: { 'ag2.agent.name': who[i], depth: i } });
      };
      return span('agent', 'ag2.initiate_chat', { sender: 'user_proxy', recipient: 'league_coordinator', message: ask[0] }, { summary: '', chat_history_len: 9 }, [nest(0)], { metadata: { ag2_version: '0.9.2' } });
    },
  },

  {
    n: '04', domain: 'cadastral survey plot reconciliation', style: 'langgraph', start: '2025-10-02T07:33:40Z',
    isolates: 'A LangGraph reconcile node calls the delegate_task tool, which spawns the same reconcile subgraph with a reworded task, three levels deep, and no parcel boundary is ever compared.',
    goal: 'Reconcile parcel 118/4 boundary coordinates between the 1987 field book and the new GNSS survey and report any discrepancy over 0.10 m.',
    build(c) {
      const s = styler('langgraph', c, { model: 'gpt-4o' });
      const tasks = [
        'Reconcile parcel 118/4 between the 1987 field book and the GNSS survey; flag discrepancies > 0.10 m.',
        'Compare the parcel 118/4 corner coordinates from the 1987 field book with the new GNSS points and flag anything over 10 cm.',
        'Check parcel 118/4: old field book vs GNSS survey, report differences above 0.10 m.',
        'Reconcile 118/4 field-book and GNSS coordinates (> 0.10 m discrepancies).',
      ];
      const sub = (i) => {
        const ns = `reconcile:${c.uuid()}`;
        const kids = [s.llm({ msgs: [['system', 'You are the reconciliation worker. For large tasks, use delegate_task to hand them to a fresh worker.'], ['user', tasks[i]]], text: 'This reconciliation is a self-contained task; I will delegate it to a worker.', calls: [['delegate_task', { task: tasks[i + 1] || tasks[1] }]], meta: { langgraph_node: 'reconcile', checkpoint_ns: ns } })];
        if (i < 3) kids.push(s.tool('delegate_task', { task: tasks[i + 1] }, null, { children: [sub(i + 1)] }));
        else kids.push(s.tool('delegate_task', { task: tasks[1] }, null, { error: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.' }));
        return span('chain', 'reconcile', { task: tasks[i] }, null, kids, { metadata: { langgraph_node: 'reconcile', langgraph_step: i + 1, checkpoint_ns: ns, depth: i } });
      };
      return span('agent', 'LangGraph', { messages: [{ type: 'human', content: tasks[0] }] }, null, [sub(0)], { metadata: { thread_id: c.uuid(), recursion_limit: 25 }, error: 'GraphRecursionError' });
    },
  },

  {
    n: '05', domain: 'microfilm digitisation batches', style: 'smolagents', start: '2025-12-01T11:45:03Z',
    isolates: 'A smolagents manager calls its managed agent "digitiser", whose code calls the managed agent "digitiser" again with the same batch request, three levels deep, and no reel is ever queued for scanning.',
    goal: 'Queue microfilm reels R-2201 to R-2212 (county newspaper 1911-1913) for scanning at 400 dpi greyscale and report the job ids.',
    build(c) {
      const s = styler('smolagents', c, { model: 'Qwen/Qwen2.5-Coder-32B-Instruct' });
      const t = [
        'Queue reels R-2201..R-2212 (county newspaper 1911-1913) for scanning at 400 dpi greyscale and return the job ids.',
        'Queue the 12 microfilm reels R-2201 to R-2212 for 400 dpi greyscale scanning and give me the job ids.',
        'Please get reels R-2201-R-2212 queued for scanning (400 dpi, greyscale) and report job ids.',
        'Queue reels R-2201..R-2212 for scanning, 400dpi greyscale; return job ids.',
      ];
      const lvl = (i) => {
        const code = `result = digitiser(task="${t[i + 1] || t[1]}")\nprint(result)`;
        const step = span('chain', 'Step 1', null, null, [
          s.llm({ msgs: [['system', 'You are an expert assistant who can solve any task using code blobs. You can give tasks to team members: digitiser.'], ['user', `New task:\n${t[i]}`]], text: `Thought: The digitiser team member handles reel scanning, so I will pass the task to it.\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>` }),
          i < 3
            ? s.tool('digitiser', { task: t[i + 1], additional_args: null }, null, { children: [lvl(i + 1)], type: 'agent' })
            : span('tool', 'PythonInterpreter', { code }, { observation: null }, [], { error: `AgentMaxStepsError: Reached max steps. (nested depth ${i + 1})` }),
        ], { metadata: { step_number: 1, start_time: c.epoch() + c.rand() } });
        return span('agent', i === 0 ? 'CodeAgent.run' : 'digitiser.run', { task: t[i] }, null, [step], { metadata: { 'openinference.span.kind': 'AGENT', max_steps: 6, managed_agents: ['digitiser'] } });
      };
      const r = lvl(0);
      r.error = 'AgentMaxStepsError: Reached max steps.';
      return r;
    },
  },

  {
    n: '06', domain: 'camel dairy milk collection planning', style: 'bedrock', start: '2025-08-04T03:02:11Z',
    isolates: 'A Bedrock multi-agent supervisor sends the collection-route request to a collaborator, which forwards the same request to another collaborator, which forwards it back, three levels deep, with no route produced.',
    goal: 'Plan tomorrow\'s milk collection route from the 9 herder camps to the Al Ain camel dairy chiller within the 4-hour cold-chain limit.',
    build(c) {
      const s = styler('bedrock', c, { model: 'anthropic.claude-3-5-sonnet-20240620-v1:0' });
      const msgs = [
        'Plan tomorrow\'s milk collection route from the 9 herder camps to the Al Ain chiller within the 4-hour cold-chain limit.',
        'Please plan the route for tomorrow\'s milk collection from the 9 camps to the chiller, staying under 4 hours.',
        'Need a collection route tomorrow: 9 herder camps to Al Ain chiller, 4-hour cold chain.',
        'Plan the 9-camp milk collection route to the Al Ain chiller for tomorrow (max 4 h).',
      ];
      const agents = ['DairyOpsSupervisor', 'RoutePlanner', 'CollectionCoordinator', 'RoutePlanner'];
      const lvl = (i) => {
        const rationale = `To handle this request, I should ask ${agents[i + 1] || 'RoutePlanner'} to plan the collection route.`;
        const kids = [
          s.llm({ msgs: [['user', msgs[i]]], text: `<thinking>${rationale}</thinking>`, name: 'orchestrationTrace.modelInvocation', meta: { traceId: c.uuid() + '-0', agentId: c.str('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 10), agentAliasId: 'TSTALIASID' } }),
          span('event', 'orchestrationTrace.rationale', null, { text: rationale }, []),
        ];
        const inv = { agentCollaboratorName: agents[i + 1] || 'RoutePlanner', input: { type: 'TEXT', text: msgs[i + 1] || msgs[1] } };
        if (i < 3) kids.push(span('tool', 'AgentCommunication__sendMessage', { invocationType: 'AGENT_COLLABORATOR', agentCollaboratorInvocationInput: inv }, { agentCollaboratorInvocationOutput: { agentCollaboratorName: inv.agentCollaboratorName, output: { type: 'TEXT', text: '' } } }, [lvl(i + 1)], { metadata: { traceId: c.uuid() + '-' + i } }));
        else kids.push(span('tool', 'AgentCommunication__sendMessage', { invocationType: 'AGENT_COLLABORATOR', agentCollaboratorInvocationInput: inv }, null, [], { error: 'DependencyFailedException: Maximum collaborator invocation depth exceeded' }));
        return span('agent', agents[i], { inputText: msgs[i], sessionId: c.uuid() }, null, kids, { metadata: { collaboration: i === 0 ? 'SUPERVISOR' : 'COLLABORATOR', depth: i } });
      };
      return lvl(0);
    },
  },
];
