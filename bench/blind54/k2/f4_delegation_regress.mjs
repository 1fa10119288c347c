// Family: delegation_regress (loop: true, stagnation: true). Same task passed down, nobody works.
export const family = 'delegation_regress';
function nest(T, names, task, rephr, leafText, mk) {
  // builds agents nested names.length deep; each level's llm restates the task and delegates
  let inner = null;
  for (let d = names.length - 1; d >= 0; d--) {
    const kids = [];
    kids.push(T.llm(rephr[d], [{ name: mk.toolName, args: mk.args(rephr[d], names[d + 1] || names[d]) }], mk.llmOpts ? mk.llmOpts(d) : {}));
    const delegated = inner || T.agent(names[d] + (d === names.length - 1 ? ' (depth limit)' : ''), { instructions: rephr[d] }, [T.llm(leafText, [])], { error: 'max delegation depth reached' });
    kids.push(T.tool(mk.toolName, mk.args(rephr[d], names[d + 1] || names[d]), mk.out(d), { children: [delegated], type: mk.toolType || 'tool' }));
    inner = T.agent(names[d], { task: d ? rephr[d - 1] : task }, kids, mk.out(d), mk.meta ? mk.meta(d) : {});
  }
  return inner;
}
export const rows = [
{
  n: '01', domain: 'kite aerial photography', style: 'crewai',
  isolates: 'A CrewAI manager delegates the survey-photo stitching to a coworker who delegates the same task back down three more times; no stitching tool is ever called.',
  goal: 'Stitch the 212 kite aerial photos of the Rømø dune survey into one orthomosaic and save it to the shared drive.',
  build(T) {
    const { N } = T;
    const r = ['Thought: The Mosaic Specialist should handle this. Delegating: stitch the 212 Rømø kite photos into one orthomosaic and save it.', 'Thought: This is a stitching job; delegating to the Mosaic Specialist: stitch the 212 Rømø kite photos into one orthomosaic and save it.', 'Thought: The Mosaic Specialist should take this. Delegating: stitch the 212 Rømø kite photos into one orthomosaic and save it.', 'Thought: Delegating to the Mosaic Specialist: stitch the 212 Rømø kite photos into an orthomosaic and save it.'];
    const a = nest(T, ['Survey Manager', 'Mosaic Specialist', 'Mosaic Specialist', 'Mosaic Specialist'], 'Stitch 212 photos', r, 'Thought: I should delegate this to the Mosaic Specialist.', {
      toolName: 'Delegate work to coworker', args: (t, who) => ({ task: t.replace(/^Thought: .*?: /, ''), context: 'Photos are in /survey/romo-2024/raw (212 JPG).', coworker: who }),
      out: () => `The Mosaic Specialist delegated the work; no result produced. (${N.uuid()})`,
    });
    return T.root('Crew: dune_survey_crew', [a], 'Agent stopped due to iteration limit or time limit.', { process: 'hierarchical' });
  },
},
{
  n: '02', domain: 'insect pinning collections', style: 'openai_agents',
  isolates: 'OpenAI Agents SDK handoffs: the triage agent hands off to the cataloguer, which hands off to another cataloguer instance with the same instructions, four levels, no specimen ever catalogued.',
  goal: 'Catalogue the 38 newly pinned Carabidae specimens from drawer 14 into the collection database with locality labels.',
  build(T) {
    const { N } = T;
    const r = ['Handing off to the Cataloguer: catalogue the 38 Carabidae specimens from drawer 14 with locality labels.', 'Transferring to the Cataloguer to catalogue the 38 Carabidae from drawer 14 with their locality labels.', 'Handing off to the Cataloguer: please catalogue the 38 Carabidae specimens in drawer 14, with locality labels.', 'Transferring to the Cataloguer: catalogue the 38 drawer-14 Carabidae specimens with locality labels.'];
    const a = nest(T, ['Triage Agent', 'Cataloguer', 'Cataloguer', 'Cataloguer'], 'Catalogue drawer 14', r, 'I will hand this off to the Cataloguer to catalogue the specimens.', {
      toolName: 'transfer_to_cataloguer', args: () => ({}), toolType: 'handoff',
      out: (d) => ({ assistant: 'Cataloguer', handoff_id: N.hex(12) }),
      meta: () => ({ span_type: 'agent', handoffs: ['Cataloguer'], tools: ['specimen_db_insert', 'read_label_ocr'] }),
    });
    return T.root('Agent workflow', [a], { error: 'MaxTurnsExceeded: Max turns (10) exceeded' }, { workflow_name: 'collection-intake', trace_id: 'trace_' + N.hex(32) });
  },
},
{
  n: '03', domain: 'sneaker resale authentication', style: 'langsmith',
  isolates: 'A LangGraph supervisor routes the authentication task to a sub-graph whose planner re-routes the same task to a nested planner, four deep, and no photo is inspected.',
  goal: 'Authenticate listing #SN-77120 (Jordan 1 Retro High "Chicago", size 10) from the seller photos and post pass/fail.',
  build(T) {
    const { N } = T;
    const r = ['Routing to authenticator: authenticate listing SN-77120 from seller photos and post pass/fail.', 'Routing to authenticator: authenticate listing SN-77120 using the seller photos, then post pass/fail.', 'Routing to authenticator: authenticate listing SN-77120 from the seller photos and post pass or fail.', 'Routing to authenticator: authenticate SN-77120 from seller photos and post pass/fail.'];
    const a = nest(T, ['supervisor', 'authenticator', 'authenticator', 'authenticator'], 'Authenticate SN-77120', r, 'Routing to authenticator.', {
      toolName: 'route', args: (t, who) => ({ next: who, instructions: t.replace('Routing to authenticator: ', '') }),
      out: () => ({ messages: [], checkpoint_id: N.uuid() }),
      llmOpts: (d) => ({ node: d ? 'authenticator' : 'supervisor' }),
      meta: (d) => ({ langgraph_node: d ? 'authenticator' : 'supervisor', checkpoint_ns: `authenticator:${N.uuid()}` }),
    });
    return T.root('LangGraph', [a], { error: 'GraphRecursionError: Recursion limit of 25 reached' });
  },
},
{
  n: '04', domain: 'cassette tape duplication', style: 'google_adk',
  isolates: 'A Google ADK root agent transfers to a sub-agent that calls itself as an AgentTool with the same instructions, nested four deep, and no duplication job is queued.',
  goal: 'Queue a 300-copy real-time C60 duplication run of the "Basement Tapes Vol. 2" master with Dolby B off.',
  build(T) {
    const { N } = T;
    const r = ['I will ask the duplication_agent to queue a 300-copy real-time C60 run of Basement Tapes Vol. 2 with Dolby B off.', 'I will ask the duplication_agent to queue the 300-copy real-time C60 run of Basement Tapes Vol. 2, Dolby B off.', 'Asking duplication_agent to queue a 300-copy real-time C60 run of Basement Tapes Vol. 2 with Dolby B off.', 'I will ask the duplication_agent to queue 300 real-time C60 copies of Basement Tapes Vol. 2, Dolby B off.'];
    const a = nest(T, ['root_agent', 'duplication_agent', 'duplication_agent', 'duplication_agent'], 'Queue duplication', r, 'I will ask the duplication_agent to queue this run.', {
      toolName: 'duplication_agent', args: (t) => ({ request: t.replace(/^.*?to queue /, 'Queue ') }),
      out: () => ({ result: '' , invocation: 'e-' + N.uuid() }),
      meta: () => ({ 'gcp.vertex.agent.invocation_id': 'e-' + N.uuid() }),
    });
    return T.root('invocation', [a], { error: 'LLM calls limit exceeded (max_llm_calls=500 not reached, recursion guard tripped at depth 4)' });
  },
},
{
  n: '05', domain: 'billiards cue makers', style: 'claude_sdk',
  isolates: 'A Claude Agent SDK session spawns a Task sub-agent with the same prompt, which spawns another Task with the same prompt, four deep; nobody edits the CNC taper file.',
  goal: 'Update the shaft taper profile in taper_profiles.yaml for the 12.75 mm pro taper cue and regenerate the lathe G-code.',
  build(T) {
    const { N } = T;
    const r = ['I will delegate this to a general-purpose agent: update the 12.75 mm pro taper profile in taper_profiles.yaml and regenerate the lathe G-code.', 'Delegating to a general-purpose agent: update the 12.75 mm pro taper in taper_profiles.yaml and regenerate the lathe G-code.', 'I will delegate this to a general-purpose agent: update the 12.75 mm pro taper profile in taper_profiles.yaml, then regenerate the lathe G-code.', 'Delegating: update the 12.75 mm pro taper profile in taper_profiles.yaml and regenerate the G-code for the lathe.'];
    const a = nest(T, ['main', 'general-purpose', 'general-purpose', 'general-purpose'], 'update taper', r, 'I will delegate this to a general-purpose agent.', {
      toolName: 'Task', args: (t) => ({ description: 'Update cue taper', prompt: t.replace(/^.*?: /, ''), subagent_type: 'general-purpose' }),
      out: () => [{ type: 'text', text: 'The sub-agent delegated the task and returned no changes.' }],
      meta: () => ({ session_id: N.uuid() }),
    });
    return T.root('claude-agent-sdk session', [a], { subtype: 'error_max_turns', num_turns: 20 });
  },
},
{
  n: '06', domain: 'steel pan bands', style: 'mastra',
  isolates: 'A Mastra agent network: the band manager agent calls the arranger agent as a tool, which calls the arranger again with the same brief, four levels, and no arrangement is written.',
  goal: 'Write a four-part arrangement (tenor, double seconds, cello, bass) of "Pan in A Minor" for Saturday’s panorama rehearsal and upload the PDF.',
  build(T) {
    const { N } = T;
    const r = ['Calling arrangerAgent: write a four-part arrangement of "Pan in A Minor" (tenor, double seconds, cello, bass) and upload the PDF.', 'Calling arrangerAgent: write the four-part "Pan in A Minor" arrangement for tenor, double seconds, cello and bass, then upload the PDF.', 'Calling arrangerAgent: write a four-part arrangement of "Pan in A Minor" (tenor, double seconds, cello, bass), upload the PDF.', 'Calling arrangerAgent: four-part arrangement of "Pan in A Minor" (tenor, double seconds, cello, bass), upload PDF.'];
    const a = nest(T, ['bandManagerAgent', 'arrangerAgent', 'arrangerAgent', 'arrangerAgent'], 'arrangement', r, 'Calling arrangerAgent to write the arrangement.', {
      toolName: 'arrangerAgent', args: (t) => ({ message: t.replace('Calling arrangerAgent: ', '') }),
      out: () => ({ text: '', runId: N.uuid() }),
    });
    return T.root('agent.generate', [a], { text: '', finishReason: 'error', error: 'Maximum call stack of agents (4) exceeded' });
  },
},
];
