// Family 4: the task is handed to itself / a sub-agent which hands it on again, 3+ levels, nobody works.
import { recorder, span } from './lib.mjs';

export const FAMILY = {
  name: 'self_delegation_chain', loop: true, stagnation: true,
  summary: 'An agent delegates the same (or reworded) task to itself or a sub-agent, which delegates again, 3+ levels deep, and no level does the work.',
};

// 01 permafrost borehole logging — OpenAI Agents SDK handoffs
function s01(id) {
  const goal = 'Compute the active-layer thickness at borehole PB-7 from last week\'s thermistor string and add it to the season summary.';
  const base = recorder('oai_agents', id, { system: 'You are Field Data Triage. Hand off to the Borehole Data Agent for borehole work.' }).start(goal);
  const n = base.n;
  const words = [
    'Handing this to the Borehole Data Agent, which owns thermistor strings.',
    'This is borehole work; handing it to the Borehole Data Agent so the specialist computes the active-layer thickness.',
    'This is borehole work; handing it to the Borehole Data Agent so the specialist computes the active-layer thickness for PB-7.',
    'This is borehole work; handing it to the Borehole Data Agent so the specialist computes the active-layer thickness.',
  ];
  function level(rec, i) {
    const kids = [];
    kids.push(rec.llm(words[i], [{ name: 'transfer_to_borehole_data_agent', args: {} }], { reasoning: i ? 'Active-layer thickness needs borehole expertise. Transfer.' : undefined }));
    kids.push(rec.tool('transfer_to_borehole_data_agent', {}, { assistant: 'Borehole Data Agent' }));
    kids.push(span('handoff', 'handoff', { from_agent: i ? 'Borehole Data Agent' : 'Field Data Triage', to_agent: 'Borehole Data Agent' }, null, [], { metadata: { span_data: { type: 'handoff' }, started_at: n.iso() } }));
    if (i < 3) {
      const sub = rec.sub('You are the Borehole Data Agent. Tools: read_thermistor_string, compute_alt, append_summary, transfer_to_borehole_data_agent.', `Compute the active-layer thickness for PB-7 from last week's thermistor data and append it to the season summary.`);
      kids.push(sub.agent('Borehole Data Agent', 'Compute ALT for PB-7 (last week) and add to summary', level(sub, i + 1), null, { tools: ['read_thermistor_string', 'compute_alt', 'append_summary'], handoffs: ['Borehole Data Agent'] }));
    }
    return kids;
  }
  const root = base.root('Field Data Triage', goal, level(base, 0), null, { workflow_name: 'permafrost-season', trace_id: 'trace_' + n.hex(32) });
  root.error = 'MaxTurnsExceeded: Max turns (10) exceeded';
  return { domain: 'permafrost borehole logging', isolates: 'The Borehole Data Agent keeps handing the task to another Borehole Data Agent four levels deep; read_thermistor_string is never called.', goal, root };
}

// 02 cryo-EM facility — CrewAI hierarchical delegation
function s02(id) {
  const goal = 'Screen the 12 grids from the Okafor lab on the Glacios tomorrow morning and book the Krios for the two best grids.';
  const r = recorder('crewai', id, { system: 'You are Facility Manager. You can delegate to: Grid Screening Specialist, Microscope Scheduler.' }).start(goal);
  const n = r.n;
  const hop = [
    ['Facility Manager', 'Grid Screening Specialist', 'Screen the 12 Okafor grids on the Glacios tomorrow AM and book Krios time for the best two.'],
    ['Grid Screening Specialist', 'Microscope Scheduler', 'Please handle screening the 12 Okafor grids tomorrow and book the Krios for the two best.'],
    ['Microscope Scheduler', 'Facility Manager', 'Screening of the Okafor grids (12) and a Krios booking for the top two is needed; please take care of it.'],
    ['Facility Manager', 'Grid Screening Specialist', 'Screen the 12 Okafor grids on the Glacios tomorrow AM and book Krios time for the best two.'],
  ];
  function level(i) {
    const [from, to, task] = hop[i];
    const rec = i === 0 ? r : r.sub(`You are ${from}.`, task);
    const kids = [rec.llm(`This task belongs to the ${to}; I should delegate it with full context rather than do it myself.`, [{ name: 'Delegate work to coworker', args: { task, context: 'Okafor lab, 12 grids, Glacios screening tomorrow morning, Krios booking for top 2', coworker: to } }])];
    const inner = i + 1 < hop.length ? [level(i + 1)] : [];
    kids.push(rec.tool('Delegate work to coworker', null, i + 1 < hop.length ? null : 'Agent stopped due to iteration limit or time limit.', { children: inner }));
    return rec.agent(`Agent: ${from}`, { task }, kids, null, { metadata: { allow_delegation: true, delegation_depth: i } });
  }
  const task = r.chain('Task: screen_and_book', { description: goal }, [level(0)], { raw: 'Agent stopped due to iteration limit or time limit.' }, { task_id: n.uuid() });
  const root = r.root('Crew: cryoem_facility', { inputs: { lab: 'Okafor', grids: 12 } }, [task], { raw: 'Agent stopped due to iteration limit or time limit.' }, { process: 'hierarchical', crew_id: n.uuid() });
  return { domain: 'cryo-EM facility', isolates: 'Three agents pass the same screening-and-booking task round a ring four levels deep via "Delegate work to coworker"; no microscope tool is used.', goal, root };
}

// 03 microfilm scanning — AutoGen nested teams (SocietyOfMindAgent)
function s03(id) {
  const goal = 'Scan reels 41-44 of the 1950s Harbour Gazette microfilm at 400 dpi, OCR them and deposit the PDFs in the digital archive.';
  const r = recorder('autogen', id, { system: 'You are the digitisation coordinator. You may call the scanning_team tool, which runs an inner team.' }).start(goal);
  const n = r.n;
  const asks = [
    'Scan reels 41-44 at 400 dpi, OCR and deposit.',
    'Run the scan of Harbour Gazette reels 41–44 (400 dpi), then OCR and archive deposit.',
    'Please get reels 41-44 scanned at 400 dpi, OCR\'d, and deposited.',
    'Scan reels 41-44 at 400 dpi, OCR and deposit.',
  ];
  function level(i, rec) {
    const kids = [rec.llm('This needs the scanning team; I will pass the full job to scanning_team and wait for its result.', [{ name: 'scanning_team', args: { task: asks[i] } }])];
    if (i < 3) {
      const sub = rec.sub('You are the inner planner of scanning_team. Delegate to scanning_team for execution.', asks[i]);
      kids.push(rec.tool('scanning_team', { task: asks[i] }, null, { children: [sub.agent(`SocietyOfMindAgent(scanning_team#${i + 1})`, { task: asks[i] }, level(i + 1, sub), null, { metadata: { inner_team: 'RoundRobinGroupChat', depth: i + 1 } })] }));
    } else {
      kids.push(rec.tool('scanning_team', { task: asks[i] }, null, { error: 'RecursionError: maximum nested team depth (4) exceeded' }));
    }
    return kids;
  }
  const root = r.root('digitisation_coordinator', { task: goal }, level(0, r), null, { runtime: 'SingleThreadedAgentRuntime', run_id: n.uuid() });
  root.error = 'RecursionError: maximum nested team depth (4) exceeded';
  return { domain: 'microfilm scanning', isolates: 'Each inner team planner calls scanning_team again with the reworded same job, four levels deep, until a depth error; no scanner tool runs.', goal, root };
}

// 04 theatre audio description — Google ADK (AgentTool sub-agents)
function s04(id) {
  const goal = 'Write the audio-description script for Act 2 of "The Lighthouse Keeper\'s Daughter" (matinee Saturday) and upload it to the describer\'s folder.';
  const r = recorder('adk', id, { system: 'You are ad_coordinator. Use the ad_script_writer agent tool for scripting.' }).start(goal);
  const n = r.n;
  const variants = [
    'Write the AD script for Act 2 of The Lighthouse Keeper\'s Daughter and upload it.',
    'Produce an audio-description script covering Act 2 of The Lighthouse Keeper\'s Daughter, then upload.',
    'Act 2 AD script for The Lighthouse Keeper\'s Daughter is needed; write and upload.',
    'Write the AD script for Act 2 of The Lighthouse Keeper\'s Daughter and upload it.',
  ];
  function level(i, rec) {
    const l = rec.llm('Scripting is the job of ad_script_writer. I will call it with the Act 2 request.', [{ name: 'ad_script_writer', args: { request: variants[i] } }]);
    if (i < 3) {
      const sub = rec.sub('You are ad_script_writer. For long scripts, use the ad_script_writer tool.', variants[i]);
      l.children.push(rec.tool('ad_script_writer', { request: variants[i] }, null, { children: [sub.agent('ad_script_writer', { request: variants[i] }, level(i + 1, sub), null)] }));
    } else {
      l.children.push(rec.tool('ad_script_writer', { request: variants[i] }, null, { error: 'LlmCallsLimitExceededError: Max number of llm calls limit of `4` exceeded' }));
    }
    return [l];
  }
  const root = r.root('ad_coordinator', goal, level(0, r), null, { 'gcp.vertex.agent.session_id': n.uuid(), app_name: 'theatre-access' });
  root.error = 'LlmCallsLimitExceededError: Max number of llm calls limit of `4` exceeded';
  return { domain: 'theatre audio description', isolates: 'ad_script_writer calls itself as an agent tool with reworded copies of the request four levels deep; no script text or upload is produced.', goal, root };
}

// 05 pedicab fleets — LangGraph subgraph recursion
function s05(id) {
  const goal = 'Reassign tonight\'s 9 pedicab shifts after two riders called in sick, so the Old Town rank is covered 18:00-23:00.';
  const r = recorder('langgraph', id, { system: 'You are the pedicab dispatcher graph. Node shift_planner may call the shift_planner subgraph for sub-problems.' }).start(goal);
  const n = r.n;
  const k = [...r.turn('Getting tonight\'s roster first.', [{ name: 'get_roster', args: { date: n.dayPlus(0) }, out: { shifts: 9, riders_available: 7, sick: ['R-14 Tomasz', 'R-22 Aiyana'], ranks: { 'Old Town': '18:00-23:00 (2 bikes)', Riverside: '19:00-22:00 (1 bike)' }, roster_rev: n.int(300, 399) } }])];
  function level(i, rec) {
    const msg = 'Rebalancing 9 shifts with 7 riders is a planning sub-problem; I will send it to the shift_planner subgraph.';
    const l = rec.llm(msg, [{ name: 'shift_planner', args: { problem: 'cover Old Town 18-23 with 7 riders, 9 shifts' } }]);
    const children = [];
    if (i < 3) {
      const sub = rec.sub('You are shift_planner.', 'cover Old Town 18-23 with 7 riders, 9 shifts');
      children.push(rec.chain(`shift_planner:${n.uuid()}`, { problem: 'cover Old Town 18-23 with 7 riders, 9 shifts', depth: i + 1 }, level(i + 1, sub), null, { langgraph_node: 'shift_planner', langgraph_checkpoint_ns: `shift_planner:${n.uuid()}` }));
    }
    return [rec.chain('shift_planner', { depth: i }, [l, ...children], null, { langgraph_node: 'shift_planner' })];
  }
  k.push(...level(0, r));
  const root = r.root('LangGraph', { messages: [{ type: 'human', content: goal }] }, k, null, { thread_id: n.uuid() });
  root.error = 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.';
  return { domain: 'pedicab fleets', isolates: 'The shift_planner node invokes the shift_planner subgraph with the same problem four levels deep; no assignment tool is ever called.', goal, root };
}

// 06 welding certification — smolagents managed agents
function s06(id) {
  const goal = 'Check whether welder J. Kowalczyk\'s 6G pipe qualification (WPQ-2291) is still valid for next week\'s job and renew the continuity log if needed.';
  const r = recorder('smolagents', id, { system: 'You are a manager CodeAgent. Managed agents: cert_checker (can also call cert_checker).' }).start(goal);
  const n = r.n;
  const tasks = [
    'Check validity of WPQ-2291 (J. Kowalczyk, 6G) for next week and update the continuity log if needed.',
    'Determine if WPQ-2291 for J. Kowalczyk is valid next week; update continuity log if required.',
    'Verify WPQ-2291 (6G, Kowalczyk) validity and renew continuity log if needed.',
  ];
  function level(i, rec) {
    const code = `result = cert_checker(task=${JSON.stringify(tasks[Math.min(i, 2)])})\nprint(result)`;
    const l = rec.llm('The cert_checker agent handles qualification look-ups. I will delegate the whole check to it.', [], { code });
    const kids = [l];
    if (i < 3) {
      const sub = rec.sub('You are cert_checker, a managed CodeAgent. You can call cert_checker.', tasks[Math.min(i, 2)]);
      kids.push(sub.agent('cert_checker', { task: tasks[Math.min(i, 2)] }, level(i + 1, sub), null, { metadata: { managed_agent: true, depth: i + 1 } }));
    } else kids.push(rec.tool('cert_checker', { task: tasks[2] }, null, { error: 'AgentMaxStepsError: Reached max steps.' }));
    return [rec.chain(`Step 1`, { depth: i }, kids, null, { step_number: 1 })];
  }
  const root = r.root('CodeAgent', { task: goal }, level(0, r), null, { max_steps: 8 });
  root.error = 'AgentMaxStepsError: Reached max steps.';
  return { domain: 'welding certification', isolates: 'The manager and each cert_checker delegate the same WPQ check to another cert_checker four levels deep; no register lookup happens.', goal, root };
}

export const SCENARIOS = [s01, s02, s03, s04, s05, s06];
