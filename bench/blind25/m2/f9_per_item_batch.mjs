// Family 9 (healthy): batch work over distinct items. The same tool with a different item each time,
// identical acknowledgements, a templated sentence per item, then done.
import { agent, llm, tool, chain, span, tc, tUse, tRes, txt } from './lib.mjs';

export const FAMILY = 'per_item_batch';
export const LOOP = false;
export const STAGNATION = false;

export const scenarios = [
  {
    n: '01', domain: 'music box restoration workshop intake', style: 'CrewAI',
    isolates: 'A workshop agent adds five different music boxes to the restoration queue one by one, each acknowledged with the same "queued", writing one templated line per box, then finishes with the intake list.',
    goal: 'Log the five music boxes from the estate consignment into the restoration queue with the right job type.',
    build(r) {
      const boxes = [
        ['MB-101', 'Reuge 3-air cylinder box', 'comb retuning'],
        ['MB-102', 'Thorens 4.5" disc player', 'governor rebuild'],
        ['MB-103', 'Swiss 8-air interchangeable cylinder box', 'tooth replacement (3 teeth)'],
        ['MB-104', 'Polyphon 15.5" disc machine', 'star wheel replacement'],
        ['MB-105', 'Sankyo ballerina jewellery box', 'spring replacement'],
      ];
      const kids = [];
      boxes.forEach(([id, desc, job], i) => {
        r.tick(800, 2400);
        kids.push(llm('LLM call gpt-4o-mini', { messages: [{ role: 'system', content: 'You are Workshop Intake Clerk at Cylinder & Comb Restorations.' }, { role: 'user', content: `Current Task: queue each box from consignment EST-0419.${i ? ' [' + i + ' done]' : ''}` }] }, `Thought: ${i ? `Queued the previous box. ` : ''}Next is ${id}, the ${desc}, which needs ${job}.\nAction: add_to_restoration_queue\nAction Input: {"item_id": "${id}", "description": "${desc}", "job": "${job}"}`, [], { metadata: { model: 'gpt-4o-mini', iteration: i + 1 } }));
        r.tick(200, 600);
        kids.push(tool('add_to_restoration_queue', { item_id: id, description: desc, job }, `queued (ticket ${r.int(7000, 7999)}, bench ${r.pick(['A', 'B', 'C'])}, ${r.euro()})`));
      });
      r.tick();
      const final = boxes.map(([id, desc, job]) => `- ${id} ${desc}: queued for ${job}.`).join('\n');
      kids.push(llm('LLM call gpt-4o-mini', { messages: '[final]' }, `Thought: All five boxes are queued.\nFinal Answer: Consignment EST-0419 intake complete:\n${final}`));
      return agent('Crew: workshop_intake', { inputs: { consignment: 'EST-0419' } }, { raw: `Consignment EST-0419 intake complete:\n${final}` }, [agent('Workshop Intake Clerk', { role: 'Workshop Intake Clerk', max_iter: 10 }, 'intake complete', kids)], { metadata: { process: 'sequential', crew_id: r.uuid() } });
    },
  },
  {
    n: '02', domain: 'bike fitting studio fit reports', style: 'OpenAI Agents SDK',
    isolates: 'An agent sends each of three clients their own bike-fit report with the same send_fit_report tool, every call answered {"ok": true}, with one templated sentence per client, and then stops.',
    goal: 'Email this week\'s three bike-fit clients their fit reports with saddle height and reach.',
    build(r) {
      const traceId = 'trace_' + r.hex(32);
      const clients = [['Ines Duarte', 'CF-2231', 742, 402], ['Paul Okonkwo', 'CF-2232', 781, 418], ['Mei Lin', 'CF-2233', 698, 381]];
      const kids = [];
      r.tick();
      const calls = clients.map(([n, id, sh, reach]) => ({ type: 'function_call', call_id: r.callId(), name: 'send_fit_report', arguments: JSON.stringify({ client_id: id, saddle_height_mm: sh, reach_mm: reach }) }));
      kids.push(llm('response', { model: 'gpt-4.1-mini', input: 'Send the three fit reports from this week.' }, { id: r.respId(), output: [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'Sending each client their report with their measured saddle height and reach.' }] }, ...calls] }, [], { metadata: { span_type: 'response', trace_id: traceId } }));
      clients.forEach(([n, id, sh, reach]) => { r.tick(200, 700); kids.push(tool('send_fit_report', JSON.stringify({ client_id: id, saddle_height_mm: sh, reach_mm: reach }), JSON.stringify({ ok: true }), [], { metadata: { span_type: 'function', trace_id: traceId, span_id: 'span_' + r.hex(24) } })); });
      r.tick();
      const lines = clients.map(([n, id, sh, reach]) => `Sent ${n} (${id}) the report: saddle height ${sh} mm, reach ${reach} mm.`).join('\n');
      kids.push(llm('response', { model: 'gpt-4.1-mini' }, { id: r.respId(), output: [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: lines }] }] }, [], { metadata: { span_type: 'response', trace_id: traceId } }));
      return agent('Fit Studio Assistant', { name: 'Fit Studio Assistant', tools: ['send_fit_report'] }, { final_output: lines }, kids, { metadata: { span_type: 'agent', workflow_name: 'weekly-fit-reports', trace_id: traceId } });
    },
  },
  {
    n: '03', domain: 'Slack app token revocation across workspaces (security ops)', style: 'Gemini API function calling',
    isolates: 'An agent revokes a leaked Slack app\'s tokens in six different workspaces, each call returning the identical {"ok": true}, states one templated line per workspace, and closes the task.',
    goal: 'Revoke the compromised "standup-bot" app tokens in every workspace where it is installed.',
    build(r) {
      const ws = [['T01A8K2', 'acme-eng'], ['T02C9PQ', 'acme-sales'], ['T03DX11', 'acme-support'], ['T04M7RB', 'acme-design'], ['T05Z0LL', 'acme-ops'], ['T06HH3E', 'acme-contractors']];
      const kids = [];
      r.tick();
      kids.push(llm('models.generateContent', { model: 'gemini-2.0-flash', contents: '[2 contents]' }, { candidates: [{ content: { role: 'model', parts: [{ functionCall: { name: 'list_installations', args: { app: 'standup-bot' } } }] } }] }));
      r.tick(200, 700);
      kids.push(tool('list_installations', { app: 'standup-bot' }, { functionResponse: { name: 'list_installations', response: { installations: ws.map(([id, n]) => ({ team_id: id, team_name: n })) } } }));
      r.tick();
      kids.push(llm('models.generateContent', { model: 'gemini-2.0-flash', contents: '[4 contents]' }, { candidates: [{ content: { role: 'model', parts: [{ text: 'Six installations. Revoking the bot token in each.' }, ...ws.map(([id]) => ({ functionCall: { name: 'revoke_token', args: { team_id: id, app: 'standup-bot' } } }))] } }], usageMetadata: { promptTokenCount: 1400, candidatesTokenCount: 220 } }));
      ws.forEach(([id]) => { r.tick(150, 500); kids.push(tool('revoke_token', { team_id: id, app: 'standup-bot' }, { functionResponse: { name: 'revoke_token', response: { ok: true } } })); });
      r.tick();
      kids.push(llm('models.generateContent', { model: 'gemini-2.0-flash', contents: '[11 contents]' }, { candidates: [{ content: { role: 'model', parts: [{ text: ws.map(([id, n]) => `Revoked standup-bot in ${n} (${id}).`).join('\n') + '\nAll six installations are revoked; the app can no longer post or read in any workspace.' }] }, finishReason: 'STOP' }] }));
      return agent('gemini-fc-loop', { prompt: 'standup-bot token leaked — revoke it everywhere it\'s installed.', incident: 'SEC-' + r.int(300, 399) }, { finish: 'STOP' }, kids, { metadata: { sdk: 'google-genai ' + r.version() } });
    },
  },
  {
    n: '04', domain: 'hedge-laying competition entries', style: 'AutoGen AgentChat (v0.4 events)',
    isolates: 'A show-secretary agent registers fourteen different hedge-layers into their classes with the same tool, each acknowledged "registered", writes one templated line per entrant and terminates.',
    goal: 'Enter the fourteen hedge-layers from the postal entries into the county hedge-laying match in the right style classes.',
    build(r) {
      const entrants = [['Gwyn Pryce', 'Welsh Border style', 'Open'], ['Ellie Marsh', 'Midland Bullock style', 'Novice'], ['Ray Tanner', 'South of England style', 'Veteran'], ['Sophie Carr', 'Derbyshire style', 'Young Hedger (under 21)'], ['Dai Morgan', 'Welsh Border style', 'Intermediate'], ['Harriet Gale', 'Midland Bullock style', 'Open'], ['Owain Lloyd', 'Brecon style', 'Intermediate'], ['Jack Fennimore', 'South of England style', 'Novice'], ['Beth Ashworth', 'Lancashire & Westmorland style', 'Open'], ['Cerys Vaughan', 'Welsh Border style', 'Young Hedger (under 21)'], ['Nigel Stubbs', 'Derbyshire style', 'Veteran'], ['Amira Hollis', 'Midland Bullock style', 'Novice'], ['Tom Yeo', 'Devon style (bank)', 'Open'], ['Rhodri Bevan', 'Brecon style', 'Veteran']];
      const kids = [];
      entrants.forEach(([n, style, cls], i) => {
        r.tick(600, 1800);
        const cid = r.callId();
        kids.push(llm('OpenAIChatCompletionClient.create', { messages: `[${2 + i * 2}]` }, { type: 'ToolCallRequestEvent', source: 'show_secretary', thought: `Entering ${n} in the ${cls} class, ${style}.`, content: [{ id: cid, name: 'register_entrant', arguments: JSON.stringify({ name: n, style, class: cls }) }] }, [], { metadata: { model: 'gpt-4o-mini' } }));
        r.tick(150, 500);
        kids.push(tool('register_entrant', { name: n, style, class: cls }, { type: 'ToolCallExecutionEvent', content: [{ call_id: cid, is_error: false, content: 'registered' }] }));
      });
      r.tick();
      kids.push(llm('OpenAIChatCompletionClient.create', { messages: '[30]' }, { type: 'TextMessage', source: 'show_secretary', content: entrants.map(([n, s, c], i) => `${n}: ${c}, ${s}, plot ${i + 1}.`).join('\n') + '\nAll fourteen postal entries are in. TERMINATE' }));
      return agent('RoundRobinGroupChat', { task: 'Enter the fourteen postal entries for the hedge-laying match.', termination: 'TextMentionTermination("TERMINATE")' }, { stop_reason: 'Text \'TERMINATE\' mentioned', messages: 30 }, kids, { metadata: { run_id: r.uuid() } });
    },
  },
  {
    n: '05', domain: 'beach clean-up volunteer kit allocation', style: 'W&B Weave calls',
    isolates: 'An organiser agent assigns a kit bag to each of five different volunteer groups, every assignment acknowledged "ok", one templated sentence per group, and ends with a pickup summary.',
    goal: 'Assign litter-picking kit bags to the five volunteer groups for Sunday\'s beach clean-up.',
    build(r) {
      const groups = [['North Dunes Scouts', 12, 'K-01'], ['Seaview Surf Club', 8, 'K-02'], ['St Bride\'s Primary PTA', 15, 'K-03'], ['Harbour Rotary', 6, 'K-04'], ['Uni Marine Society', 20, 'K-05']];
      const digests = {};
      const op = (n) => `weave:///coastcare/cleanup-sunday/op/${n}:${(digests[n] ||= r.alnum(10))}`;
      const kids = [];
      r.tick();
      kids.push(llm(op('anthropic.Messages.create'), { model: 'claude-3-5-haiku-latest', messages: '[1]' }, { content: [txt('Five groups registered. Each gets one kit bag sized to its headcount; assigning them now.'), ...groups.map(([g, n, k]) => tUse(r.toolu(), 'assign_kit', { group: g, volunteers: n, kit: k }))], stop_reason: 'tool_use' }));
      groups.forEach(([g, n, k]) => { r.tick(150, 500); kids.push(tool(op('assign_kit'), { group: g, volunteers: n, kit: k }, 'ok', [], { metadata: { call_id: r.uuid() } })); });
      r.tick();
      kids.push(llm(op('anthropic.Messages.create'), { model: 'claude-3-5-haiku-latest', messages: '[3]' }, { content: [txt(groups.map(([g, n, k]) => `${g} (${n} volunteers) gets kit bag ${k}.`).join('\n') + '\nBags are at the lifeguard hut from 09:00 Sunday; 61 volunteers are covered in total.')], stop_reason: 'end_turn' }));
      return agent(op('CleanupOrganiser.run'), { request: 'Assign kit bags to the five groups for Sunday.' }, { result: 'assigned 5 kits' }, kids, { metadata: { weave_version: '0.51.' + r.int(0, 9) } });
    },
  },
  {
    n: '06', domain: 'JupyterHub idle server culling for a course (devops)', style: 'Langfuse (trace / generation / span observations)',
    isolates: 'An admin agent stops six different idle student notebook servers with the same API call, each returning an identical 202 Accepted, notes one templated line per student, and finishes.',
    goal: 'Stop the JupyterHub servers of students idle for more than 48 hours before the GPU node maintenance.',
    build(r) {
      const users = [['s2190431', 61], ['s2188220', 73], ['s2201777', 50], ['s2179003', 96], ['s2195510', 49], ['s2203468', 120]];
      const kids = [];
      r.tick();
      kids.push(llm('generation: plan', { model: 'gpt-4o-mini' }, { role: 'assistant', content: 'Listing users with servers idle for over 48 hours.', tool_calls: [tc(r.callId(), 'list_idle_servers', { min_idle_hours: 48 })] }, [], { metadata: { observation_type: 'GENERATION' } }));
      r.tick(200, 700);
      kids.push(tool('list_idle_servers', { min_idle_hours: 48 }, { users: users.map(([u, h]) => ({ name: u, idle_hours: h, server: r.pod('jupyter-' + u) })) }, [], { metadata: { observation_type: 'SPAN' } }));
      r.tick();
      kids.push(llm('generation: stop-servers', { model: 'gpt-4o-mini' }, { role: 'assistant', content: 'Six idle servers found. Stopping each one.', tool_calls: users.map(([u]) => tc(r.callId(), 'stop_server', { user: u })) }, [], { metadata: { observation_type: 'GENERATION' } }));
      users.forEach(([u]) => { r.tick(100, 400); kids.push(tool('stop_server', { user: u }, 'HTTP/1.1 202 Accepted', [], { metadata: { observation_type: 'SPAN' } })); });
      r.tick();
      kids.push(llm('generation: report', { model: 'gpt-4o-mini' }, { role: 'assistant', content: users.map(([u, h]) => `Stopped ${u}'s server (idle ${h} h).`).join('\n') + '\nThe GPU node has no running student servers left for the maintenance window.' }, [], { metadata: { observation_type: 'GENERATION' } }));
      return agent('hub-admin-agent', { input: 'Cull student servers idle >48h before tonight\'s GPU maintenance.' }, { output: 'Stopped 6 servers.' }, kids, { metadata: { langfuse_trace_id: r.hex(32), tags: ['jupyterhub', 'course-ds101'] } });
    },
  },
];
