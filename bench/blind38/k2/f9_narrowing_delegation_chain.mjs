import { agent, llm, tool, chain, span, retriever, sys, user, asst, toolMsg, tc, aText, aUse, aRes, gText, gCall, gResp, oiLLM, oiTool, genai } from './lib.mjs';

// Healthy: 3+ nested agents, each handing a narrower, different sub-task down; results come back up; done.
// levels: [{name, ask, own: [spans before delegating], answer}] ; the row's style function wraps them.
function nest(levels, wrap, i = 0) {
  const L = levels[i];
  const inner = i + 1 < levels.length ? nest(levels, wrap, i + 1) : null;
  return wrap(L, inner, i);
}

export default {
  family: 'narrowing_delegation_chain',
  loop: false,
  stagnation: false,
  scenarios: [
    {
      id: '01', domain: 'go (baduk) club ratings', style: 'OpenAI Agents SDK (handoffs and agents-as-tools)',
      isolates: 'Club secretary agent delegates "update ratings after the autumn tournament" to a ratings agent, which delegates "compute results for the 9x9 side event" to a 9x9 agent, which asks a SGF parser agent for one disputed game; each returns concrete results.',
      goal: 'Update club ratings after the autumn tournament and publish the new ladder.',
      build(n) {
        const levels = [
          { name: 'Club Secretary', ask: 'Update club ratings after the autumn tournament and publish the ladder.', tool: 'publish_ladder', args: { season: 'autumn' }, out: { published: true, url: 'https://goclub.example/ladder?v=' + n.hex(6) }, answer: 'Ladder published: 31 players updated, top three Kim 3d (+41), Sato 2d (+18), Novak 1d (+27).' },
          { name: 'Ratings Agent', ask: 'Recompute ratings from main-event and side-event results (31 players).', tool: 'load_results', args: { event: 'autumn-main' }, out: { games: 93, players: 31, source: 'results-' + n.hex(5) + '.csv' }, answer: 'Ratings recomputed from 93 main games + 14 9x9 games: 31 players changed, median +6.' },
          { name: '9x9 Side Event Agent', ask: 'Produce the 14 results of the 9x9 side event, resolving the disputed game in round 3.', tool: 'load_results', args: { event: 'autumn-9x9' }, out: { games: 14, disputed: ['R3 Novak v Berg (no result)'] }, answer: '14 results final; R3 Novak beat Berg by 2.5 per SGF.' },
          { name: 'SGF Parser Agent', ask: 'Read R3 Novak v Berg SGF and give the result with komi 7.', tool: 'read_sgf', args: { file: 'r3_novak_berg.sgf' }, out: '(;GM[1]SZ[9]KM[7]PB[Novak]PW[Berg]RE[]...;B[ee];W[gc]...)\n-- counted: B area 45.5, W area 36 + komi 7 = 43 -> B+2.5 (parser ' + n.sha(7) + ')', answer: 'Black (Novak) wins by 2.5.' },
        ];
        return nest(levels, (L, inner, d) => {
          const cid = n.callId();
          const k = [llm('response', { input: [user(L.ask)] }, { id: n.reqId('resp_'), output: [{ type: 'function_call', call_id: n.callId(), name: L.tool, arguments: JSON.stringify(L.args) }] }, { metadata: { span_type: 'response' } }), tool(L.tool, L.args, L.out, { metadata: { span_type: 'function' } })];
          if (inner) k.push(llm('response', { input: [user('(tool output)')] }, { output: [{ type: 'function_call', call_id: cid, name: inner.name.toLowerCase().replace(/ /g, '_'), arguments: JSON.stringify({ input: levels[d + 1].ask }) }] }, { metadata: { span_type: 'response' } }), tool(inner.name.toLowerCase().replace(/ /g, '_'), { input: levels[d + 1].ask }, levels[d + 1].answer, { children: [inner], metadata: { span_type: 'function', call_id: cid } }));
          k.push(llm('response', { input: [user('(results)')] }, { output: [{ type: 'message', content: [{ type: 'output_text', text: L.answer }] }] }, { metadata: { span_type: 'response' } }));
          return agent(L.name, { input: L.ask }, { final_output: L.answer }, k, { metadata: { span_type: 'agent', depth: d } });
        });
      },
    },
    {
      id: '02', domain: 'ukulele orchestra concert programme', style: 'Mastra (agent network, nested agent.generate)',
      isolates: 'A programme agent delegates the set list to an arranging agent, which delegates one piece\'s part allocation to a parts agent, which asks a range-check agent about the bass ukulele line; distinct answers return upward.',
      goal: 'Finalise the spring concert programme of the 24-member ukulele orchestra, including part allocations.',
      build(n) {
        const levels = [
          { name: 'programmeAgent', ask: 'Finalise the spring concert programme (45 minutes).', t: 'getRepertoire', a: { status: 'ready' }, o: { pieces: ['Tico-Tico', 'Wuthering Heights', 'Pavane (Fauré)', 'Happy Together', 'Hallelujah', 'Misirlou'], total_min: 43 }, ans: 'Programme: 6 pieces, 43 minutes, order Misirlou, Pavane, Wuthering Heights, Hallelujah, Happy Together, Tico-Tico.' },
          { name: 'arrangerAgent', ask: 'Check all 6 pieces have parts for soprano/concert/tenor/baritone/bass.', t: 'listParts', a: { pieces: 6 }, o: { missing: [{ piece: 'Pavane (Fauré)', part: 'bass' }] }, ans: 'Five pieces complete; Pavane bass part now allocated from the cello line.' },
          { name: 'partsAgent', ask: 'Allocate a bass part for Pavane from the orchestral score.', t: 'extractLine', a: { piece: 'Pavane', source: 'cello' }, o: { bars: 72, lowest: 'C2', highest: 'D4' }, ans: '' },
          { name: 'rangeCheckAgent', ask: 'Is C2-D4 playable on a U-Bass tuned EADG?', t: 'checkRange', a: { low: 'C2', high: 'D4', instrument: 'u-bass EADG' }, o: {}, ans: '' },
        ];
        levels[3].ans = 'The U-bass low string is E1, so C2 and D2 are in range; only D4 in bar 61 exceeds the practical neck range, so drop it an octave.';
        levels[3].o = { playable: 'partly', above_practical: ['D4 bar 61'], checked: n.iso() };
        levels[2].ans = 'Bass part built from cello bars 1-72; bar 61 D4 dropped an octave per range check.';
        return nest(levels, (L, inner, d) => {
          const k = [llm('agent.generate', { messages: [{ role: 'user', content: L.ask }] }, { text: '', toolCalls: [{ toolName: L.t, args: L.a }], finishReason: 'tool-calls' }, { metadata: { 'mastra.agent': L.name, model: 'anthropic/claude-3-5-haiku' } }), tool(L.t, L.a, L.o, { metadata: { 'mastra.tool.id': L.t } })];
          if (inner) k.push(tool('agent-' + inner.name, { prompt: levels[d + 1].ask }, { text: levels[d + 1].ans }, { children: [inner], metadata: { 'mastra.network.route': inner.name } }));
          k.push(llm('agent.generate', { messages: [{ role: 'tool', content: '...' }] }, { text: L.ans, finishReason: 'stop' }, { metadata: { 'mastra.agent': L.name, runId: n.uuid() } }));
          return agent('agent.' + L.name, { prompt: L.ask }, { text: L.ans }, k, {});
        });
      },
    },
    {
      id: '03', domain: 'drag show bookings', style: 'Claude Agent SDK transcript (Task sub-agents, nested)',
      isolates: 'A venue agent uses Task to have a lineup sub-agent build Saturday\'s lineup, which uses Task for a music-licensing check of one number, which uses Task for a single track lookup; each level adds its own result.',
      goal: 'Confirm Saturday\'s drag brunch lineup (5 performers) and make sure all lip-sync tracks are cleared for public performance.',
      build(n) {
        const levels = [
          { ask: 'Confirm Saturday\'s drag brunch lineup and music clearance.', t: 'Read', a: { file_path: '/srv/venue/bookings/sat_brunch.json' }, o: '{"performers":["Anita Cocktail","Lady Lazer","Miss Demeanor","Rue Paul-ette","Vera Wang-Dang"],"host":"Anita Cocktail","slots":10}', ans: 'Lineup confirmed: 5 performers, 10 numbers, all tracks cleared; Lady Lazer swaps her second number to "Padam Padam".' },
          { ask: 'Build the running order for 5 performers with 2 numbers each and verify track clearance.', t: 'Bash', a: { command: 'jq ".numbers[] | .track" /srv/venue/bookings/sat_numbers.json' }, o: '"Toxic"\n"Vogue"\n"Rush"\n"Bad Romance"\n"Murder on the Dancefloor"\n...(10 lines)', ans: 'Running order set; 9 tracks on the venue blanket licence; "Rush (remix)" needed a check and is not covered, replaced with "Padam Padam".' },
          { ask: 'Check whether the 10 tracks are covered by the venue\'s blanket licence; escalate any remix.', t: 'Grep', a: { pattern: 'remix', path: '/srv/venue/licences/covered_works.csv' }, o: 'No matches found', ans: '9 of 10 covered; "Rush (club remix)" is a remix not in the repertoire list; original is covered but remix is not.' },
          { ask: 'Look up "Rush (club remix)" in the PRO repertoire search.', t: 'WebFetch', a: { url: 'https://repertoire.pro.example/search?q=rush+club+remix' }, o: `HTTP 200 (cf-ray ${n.hex(16)}-LHR)\n<div class="work">RUSH (CLUB MIX) — ISWC T-${n.digits(9)}-${n.int(0, 9)} — publisher share 50% unclaimed</div>`, ans: 'Remix has an unclaimed 50% publisher share, so it is not cleared under the blanket licence.' },
        ];
        return nest(levels, (L, inner, d) => {
          const id = n.toolu();
          const k = [llm('assistant', { messages: [user(L.ask)] }, { content: [aText('Checking the source data.'), aUse(id, L.t, L.a)], stop_reason: 'tool_use' }, { metadata: { uuid: n.uuid(), depth: d } }), tool(L.t, L.a, L.o, { metadata: { tool_use_id: id } })];
          if (inner) { const tid = n.toolu(); k.push(llm('assistant', {}, { content: [aUse(tid, 'Task', { description: 'delegate', prompt: levels[d + 1].ask, subagent_type: 'general-purpose' })], stop_reason: 'tool_use' }, {}), tool('Task', { prompt: levels[d + 1].ask }, [{ type: 'text', text: levels[d + 1].ans }], { children: [inner], metadata: { tool_use_id: tid } })); }
          k.push(llm('assistant', {}, { content: [aText(L.ans)], stop_reason: 'end_turn' }, {}));
          return agent(d ? 'subagent:general-purpose' : 'claude-agent-sdk', { prompt: L.ask }, d ? L.ans : { subtype: 'success', result: L.ans, session_id: n.uuid() }, k, {});
        });
      },
    },
    {
      id: '04', domain: 'piercing studio aftercare follow-ups', style: 'Amazon Bedrock Agents (multi-agent collaboration trace)',
      isolates: 'A supervisor agent sends the follow-up job to a client-care collaborator, which sends "flag clients with complications" to a triage collaborator, which asks a photo-review collaborator about one client; results come back up.',
      goal: 'Send 2-week aftercare follow-ups to this month\'s 38 piercing clients and flag anyone who needs a check-up.',
      build(n) {
        const levels = [
          { name: 'StudioSupervisor', ask: 'Send 2-week aftercare follow-ups and flag check-ups.', t: 'list_clients', o: 'clients=38 (pierced between 2025-04-01 and 2025-04-14)', ans: '38 follow-ups sent; 2 clients booked for check-ups (helix swelling; nostril bump).' },
          { name: 'ClientCareAgent', ask: 'Send follow-up messages to 38 clients and return any replies indicating problems.', t: 'send_followups', o: `sent=38 replied=21 batch=${n.jobId('msg')} provider_ts=${n.epoch()}`, ans: '21 replies; 3 mention problems, forwarded to triage; 2 need check-ups.' },
          { name: 'TriageAgent', ask: 'Classify the 3 problem replies: normal healing vs check-up needed.', t: 'get_replies', o: '#1 "bit crusty" (lobe) | #2 "helix swollen, hot" + photo | #3 "bump next to nostril stud" ', ans: '#1 normal; #2 check-up (possible infection); #3 check-up (irritation bump, jewellery change).' },
          { name: 'PhotoReviewAgent', ask: 'Review the photo attached to reply #2 (helix).', t: 'analyze_photo', o: 'redness extends ~8mm beyond site; no discharge visible; image ' + n.uuid() + '.jpg', ans: 'Redness beyond 5 mm threshold: recommend in-person check within 48 h.' },
        ];
        return nest(levels, (L, inner, d) => {
          const k = [llm('orchestrationTrace.modelInvocationOutput', { text: L.ask }, { rationale: { text: `To handle this I will first call ${L.t}.` } }, { metadata: { foundationModel: 'anthropic.claude-3-haiku-20240307-v1:0', traceId: n.uuid() + '-' + d } }), tool('actionGroupInvocationOutput', { actionGroupName: 'studio', function: L.t }, { text: L.o }, {})];
          if (inner) k.push(tool('agentCollaboratorInvocationOutput', { agentCollaboratorName: inner.name || levels[d + 1].name, input: { text: levels[d + 1].ask } }, { text: levels[d + 1].ans }, { children: [inner], metadata: { agentCollaboratorAliasArn: 'arn:aws:bedrock:us-east-1:' + n.digits(12) + ':agent-alias/' + n.alnum(10).toUpperCase() } }));
          k.push(llm('orchestrationTrace.observation.finalResponse', {}, { text: L.ans }, {}));
          return agent(L.name, { inputText: L.ask, sessionId: n.uuid() }, { completion: L.ans }, k, { metadata: { collaboration: d ? 'collaborator' : 'SUPERVISOR' } });
        });
      },
    },
    {
      id: '05', domain: 'massage therapist bookings', style: 'LlamaIndex AgentWorkflow (handoff between FunctionAgents)',
      isolates: 'A front agent hands "fill next week\'s gaps" to a scheduling agent, which hands "find cover for Tuesday" to a cover agent, which hands "check Dana\'s licence for sports massage" to a credentials agent; each returns new facts.',
      goal: 'Fill next week\'s open massage slots at the clinic and make sure any cover therapist is licensed for the booked treatment.',
      build(n) {
        const levels = [
          { name: 'FrontDesk', ask: 'Fill next week\'s open massage slots.', t: 'open_slots', o: { open: 11, by_day: { Mon: 2, Tue: 5, Thu: 4 } }, ans: 'All 11 slots handled: 6 filled from the waitlist, Tuesday covered by Dana (sports massage licence valid), 1 Thursday slot released.' },
          { name: 'Scheduler', ask: 'Assign waitlist clients to 11 slots; Tuesday has no therapist after 14:00.', t: 'waitlist', o: { waitlist: 9, prefs: ['deep tissue x4', 'sports x3', 'prenatal x2'] }, ans: '6 waitlist clients placed; Tuesday 14:00-19:00 covered by Dana for 3 sports sessions.' },
          { name: 'CoverFinder', ask: 'Find a cover therapist for Tuesday 14:00-19:00 who can do sports massage.', t: 'therapist_availability', o: { available: ['Dana O. (14-19)', 'Femi A. (16-19)'] }, ans: 'Dana available 14-19 and licensed; chosen over Femi (shorter window).' },
          { name: 'Credentials', ask: 'Check Dana O.\'s licence covers sports massage and is current.', t: 'licence_lookup', o: { licence: 'LMT-' + n.int(10000, 99999), endorsements: ['sports', 'deep tissue'], expires: '2026-02-28', checked: n.httpDate() }, ans: 'Dana\'s licence is current until Feb 2026 with a sports endorsement.' },
        ];
        return nest(levels, (L, inner, d) => {
          const k = [llm('OpenAI.astream_chat', { messages: [user(L.ask)] }, { message: { role: 'assistant', content: '', additional_kwargs: { tool_calls: [tc(n.callId(), L.t, {})] } } }, { metadata: { current_agent_name: L.name } }), tool(L.t, {}, L.o, { metadata: { 'llama_index.event': 'ToolCallResult' } })];
          if (inner) k.push(tool('handoff', { to_agent: levels[d + 1].name, reason: levels[d + 1].ask }, `Agent ${levels[d + 1].name} is now handling the request: ${levels[d + 1].ans}`, { children: [inner], metadata: { 'llama_index.event': 'AgentOutput' } }));
          k.push(llm('OpenAI.astream_chat', {}, { message: { role: 'assistant', content: L.ans } }, { metadata: { current_agent_name: L.name } }));
          return agent(L.name, { user_msg: L.ask }, { response: L.ans }, k, { metadata: { workflow_run_id: n.uuid() } });
        });
      },
    },
    {
      id: '06', domain: 'Redis cluster failover post-mortem (devops)', style: 'Agno (formerly phidata) team runs — not in the brief\'s list',
      isolates: 'An Agno team leader hands the post-mortem to an investigator member, who hands the timeline reconstruction to a log agent, who hands one node\'s log parsing to a parser agent; distinct findings flow back up.',
      goal: 'Write a post-mortem for last night\'s Redis cluster failover that caused 4 minutes of cart errors.',
      build(n) {
        const levels = [
          { name: 'Incident Lead', ask: 'Write the post-mortem for last night\'s Redis failover.', t: 'get_incident', o: { id: 'INC-' + n.int(4000, 4999), impact: 'cart 5xx 4m12s', start: n.isoNoMs() }, ans: 'Post-mortem drafted: root cause was a 9.8 s fsync stall on redis-2 primary during AOF rewrite, triggering failover; action items: move AOF to a dedicated disk, raise cluster-node-timeout to 15 s.' },
          { name: 'Investigator', ask: 'Establish root cause of the failover of shard 2.', t: 'get_metrics', o: { node: 'redis-2a', disk_await_ms_p99: 9812, aof_rewrite_in_progress: 1 }, ans: 'Root cause: disk stall during AOF rewrite on redis-2a; cluster-node-timeout 5 s exceeded.' },
          { name: 'Timeline Agent', ask: 'Build a minute-by-minute timeline from the three shard-2 nodes\' logs.', t: 'list_logs', o: ['redis-2a.log', 'redis-2b.log', 'redis-2c.log'], ans: '23:14:02 AOF rewrite start; 23:14:09 2a unresponsive; 23:14:14 2b marks FAIL; 23:14:15 2b promoted; 23:18:14 clients re-resolved.' },
          { name: 'Log Parser', ask: 'Parse redis-2b.log for failover events.', t: 'read_file', o: `${n.int(1000, 9999)}:S 23:14:14.101 # Cluster state changed: fail\n${n.int(1000, 9999)}:S 23:14:14.902 * Start of election delayed for 612 milliseconds (rank #0, offset ${n.int(1e8, 9e8)}).\n${n.int(1000, 9999)}:S 23:14:15.531 # Failover election won.\n${n.int(1000, 9999)}:M 23:14:15.532 # configEpoch set to 9 after successful failover`, ans: '2b: FAIL at 23:14:14.101, election won 23:14:15.531, became master (epoch 9).' },
        ];
        return nest(levels, (L, inner, d) => {
          const k = [llm('OpenAIChat.response', { messages: [sys(`You are ${L.name}.`), user(L.ask)] }, { content: null, tool_calls: [tc(n.callId(), L.t, {})], metrics: { time_to_first_token: n.ms(200, 900) / 1000, input_tokens: n.int(400, 3000) } }, { metadata: { agent_name: L.name, model: 'gpt-4o' } }), tool(L.t, {}, L.o, { metadata: { tool_call_id: n.callId() } })];
          if (inner) k.push(tool('transfer_task_to_member', { member_id: levels[d + 1].name.toLowerCase().replace(/ /g, '-'), task_description: levels[d + 1].ask, expected_output: 'findings' }, levels[d + 1].ans, { children: [inner], metadata: { team_session_id: n.uuid() } }));
          k.push(llm('OpenAIChat.response', {}, { content: L.ans }, { metadata: { agent_name: L.name } }));
          return agent(d ? 'Agent.run' : 'Team.run', { message: L.ask }, { content: L.ans, run_id: n.uuid() }, k, { metadata: { name: L.name, framework: 'agno' } });
        });
      },
    },
  ],
};
