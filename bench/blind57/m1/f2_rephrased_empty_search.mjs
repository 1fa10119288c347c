import { llm, tool, span, agentSpan } from './lib.mjs';
export const family = 'rephrased_empty_search';
export const meta = { loop: true, stagnation: false, isolates: 'the same search intent reworded 4+ times, every attempt empty, task not done' };
export const rows = [
{ id: '01', domain: 'accordion school enrolment', style: 'crewai',
  isolates: 'A CrewAI task searches the student register for a pupil under five different spellings and field names, every search returning zero hits.',
  goal: 'Find the enrolment record of the pupil "Mikołaj Wiśniewski" (button accordion, Tuesday group) and confirm his exam grade.',
  build(r) {
    const qs = [{ name: 'Mikołaj Wiśniewski' }, { name: 'Mikolaj Wisniewski' }, { surname: 'Wisniewski', instrument: 'button accordion' }, { full_name: 'Wiśniewski, Mikołaj' }, { query: 'Mikolaj W. tuesday bayan' }];
    const kids = [];
    const thoughts = ['Thought: I will look the pupil up by his full name.', 'Thought: Diacritics might not be indexed; trying the ASCII spelling.', 'Thought: Perhaps the register is keyed by surname plus instrument.', 'Thought: Some schools store "Surname, Given" in one field.', 'Thought: A loose free-text query may catch a nickname or the Russian word for the instrument.'];
    qs.forEach((q, i) => {
      kids.push(llm('crewai', r, { name: 'LLM Call', model: 'gpt-4o-mini', prompt: `You are Registrar Assistant...\nCurrent Task: ${this.goal}`, text: `${thoughts[i]}\nAction: Student Register Search\nAction Input: ${JSON.stringify(q)}` }).span);
      kids.push(tool('crewai', r, { name: 'Student Register Search', args: q, result: `{"matches": [], "total": 0, "searched_terms": ${r.int(1, 4)}, "took_ms": ${r.ms(5, 90)}}` }));
    });
    const task = span('chain', 'Task: confirm exam grade', { description: this.goal, expected_output: 'grade and exam date' }, null, [span('agent', 'Registrar Assistant', { role: 'Registrar Assistant' }, null, kids)], { metadata: { crewai_task_id: r.uuid() } });
    return span('agent', 'Crew.kickoff', { inputs: { pupil: 'Mikołaj Wiśniewski' } }, null, [task], { metadata: { crew_id: r.uuid(), process: 'sequential' }, error: 'Agent stopped due to iteration limit or time limit.' });
  } },
{ id: '02', domain: 'clay court tennis club', style: 'agents',
  isolates: 'An OpenAI Agents SDK run queries court maintenance history for a line-tape repair with rotating synonyms and date formats, and gets an empty list every time.',
  goal: 'Find when the line tapes on clay court 4 were last re-nailed, to decide if they need doing before the club championship.',
  build(r) {
    const qs = [{ court: 4, work_type: 'line tape renail', from: '2024-01-01' }, { court: '4', work_type: 'line repair', from: '01/01/2024' }, { court: 'Court 4', keyword: 'tapes nailed', from: '2024-01-01T00:00:00Z' }, { court: 4, work_type: 'lines', from: '1 Jan 2024' }, { court: 'C4', keyword: 're-nail', from: '2024' }];
    const ch = [];
    qs.forEach((q, i) => {
      const g = llm('agents', r, { name: 'Generation', model: 'gpt-4.1', messages: [{ role: 'user', content: this.goal }], text: i === 0 ? null : ['Nothing yet; maybe the work type is logged as "line repair".', 'Still empty. Trying the court label and a keyword field.', 'Trying a broader work type.', 'One more variant with a short court code.'][i - 1], calls: [{ name: 'search_maintenance_log', args: q }], metadata: { 'span_data.type': 'generation' } });
      ch.push(g.span, tool('agents', r, { name: 'search_maintenance_log', args: q, result: JSON.stringify({ results: [], next: null, server_time: r.iso() }), call: g.calls[0] }));
    });
    return span('agent', 'Groundskeeper', { input: this.goal }, null, ch, { metadata: { 'span_data.type': 'agent', tools: ['search_maintenance_log'], workflow_name: 'Agent workflow', trace_id: 'trace_' + r.hex(32) }, error: 'MaxTurnsExceeded: Max turns (10) exceeded' });
  } },
{ id: '03', domain: 'ramen noodle factory QA', style: 'smolagents',
  isolates: 'A smolagents CodeAgent searches the lab LIMS for a kansui alkalinity result, rewording the query (batch id formats, analyte names) five times; each search prints no rows.',
  goal: 'Report the kansui (alkaline salt) pH result for noodle batch 24-1187 before release.',
  build(r) {
    const codes = [`rows = lims_search(batch="24-1187", analyte="kansui pH")\nprint(rows)`, `rows = lims_search(batch="241187", analyte="pH")\nprint(rows)`, `rows = lims_search(batch="B24/1187", analyte="alkalinity")\nprint(rows)`, `rows = lims_search(lot="24-1187", test="kansui alkalinity (pH)")\nprint(rows)`, `rows = lims_search(batch="24-01187", analyte="alkaline salt pH")\nprint(rows)`];
    const ch = [];
    codes.forEach((c, i) => {
      const th = ['I will query the LIMS for the batch pH.', 'Empty. The LIMS may drop the dash in batch ids.', 'Still nothing; maybe the analyte is called alkalinity and batches carry a B prefix.', 'Trying the lot field instead of batch.', 'Trying a zero-padded batch number.'][i];
      const l = llm('smolagents', r, { name: 'LiteLLMModel.__call__', model: 'gpt-4o', messages: [{ role: 'user', content: this.goal }], text: `Thought: ${th}\nCode:\n\`\`\`py\n${c}\n\`\`\`<end_code>` });
      const t = tool('smolagents', r, { name: 'PythonInterpreterTool', spanName: 'execute_code', args: { code: c }, result: `Execution logs:\n[]\nOut: None` });
      ch.push(span('chain', `Step ${i + 1}`, { step_number: i + 1 }, { observations: 'Execution logs:\n[]', duration: r.ms(800, 6000) / 1000 }, [l.span, t], { metadata: { 'openinference.span.kind': 'CHAIN' } }));
    });
    return span('agent', 'CodeAgent.run', { task: this.goal }, null, ch, { metadata: { max_steps: 5, smolagents_version: '1.9.2' }, error: 'AgentMaxStepsError: Reached max steps.' });
  } },
{ id: '04', domain: 'lithium brine evaporation ponds', style: 'pydantic_ai',
  isolates: 'A Pydantic AI agent asks the pond-sampling API for a magnesium assay with different field names, pond id spellings and units, and every response is an empty result set.',
  goal: 'Get the latest Mg/Li ratio for evaporation pond P-7 so the liming dose can be set.',
  build(r) {
    const qs = [{ pond: 'P-7', analyte: 'Mg/Li' }, { pond_id: 'P7', analyte: 'Mg:Li ratio' }, { pond: 'Pond 7', analyte: 'magnesium', unit: 'g/L' }, { pond: 'p-07', analytes: ['Mg', 'Li'] }];
    const ch = [];
    qs.forEach((q, i) => {
      const l = llm('pydantic_ai', r, { name: 'chat gpt-4o', model: 'gpt-4o', messages: [{ role: 'user', content: this.goal }], text: '', calls: [{ name: 'query_assays', args: q }], metadata: { 'logfire.span_type': 'span', 'gen_ai.request.model': 'gpt-4o' } });
      ch.push(l.span, tool('pydantic_ai', r, { name: 'query_assays', spanName: 'running tool: query_assays', args: q, result: { assays: [], count: 0, lab: 'salar-lab-2', queried_at: r.isoLocal('-03:00') }, call: l.calls[0], metadata: { 'logfire.msg': 'running tool: query_assays' } }));
    });
    return span('agent', 'agent run', { user_prompt: this.goal }, null, ch, { metadata: { 'logfire.msg': 'pond_agent run', agent_name: 'pond_agent', model_name: 'openai:gpt-4o' }, error: 'UsageLimitExceeded: The next request would exceed the request_limit of 4' });
  } },
{ id: '05', domain: 'hospital pneumatic tube system', style: 'otel',
  isolates: 'An OTel GenAI-instrumented agent searches the tube-system event log for a lost carrier with four rewordings of station and carrier ids; each call returns zero events.',
  goal: 'Locate pneumatic tube carrier #A-2291 sent from ICU-3 to the central lab about 40 minutes ago.',
  build(r) {
    const qs = [{ carrier: 'A-2291', from_station: 'ICU-3' }, { carrier_id: 'A2291', origin: 'ICU 3' }, { rfid: '0xA2291', station: 'ST-ICU03' }, { text: 'carrier 2291 ICU lab', last_minutes: 60 }, { carrier: 'a-2291', to_station: 'LAB-CENTRAL' }];
    const ch = [];
    qs.forEach((q, i) => {
      const l = llm('otel', r, { model: 'gpt-4o-mini', messages: [{ role: 'user', content: this.goal }], text: i ? ['No events; retrying without the dash.', 'Empty; maybe the log keys on RFID tag and station code.', 'Nothing; a free-text search over the last hour.', 'Last attempt from the destination side.'][i - 1] : null, calls: [{ name: 'tube_events', args: q }] });
      ch.push(l.span, tool('otel', r, { name: 'tube_events', args: q, result: { events: [], scanned_partitions: r.int(3, 9), tsdb_node: r.host('tsdb') }, call: l.calls[0] }));
    });
    return span('agent', 'invoke_agent tube-tracker', { goal: this.goal }, { status: 'incomplete' }, ch, { metadata: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'tube-tracker', 'service.name': 'facilities-assistant' } });
  } },
{ id: '06', domain: 'teletext archive restoration', style: 'plain',
  isolates: 'Plain message-level trace: the agent keeps searching recovered teletext pages for a 1987 weather map with reworded queries and quoting; all searches return no matches.',
  goal: 'Find recovered teletext page 161 (weather map) from the broadcast of 16 October 1987 in the archive.',
  build(r) {
    const qs = ['page:161 date:1987-10-16', '"P161" 16/10/87', 'weather map 16 October 1987', 'page=161 AND broadcast_date="19871016"', 'storm map Oct 1987 teletext 161'];
    const ch = [];
    qs.forEach((q, i) => {
      const l = llm('plain', r, { name: 'openai.chat.completions', model: 'gpt-4o', messages: [{ role: 'user', content: this.goal }], text: null, calls: [{ name: 'search_pages', args: { q, limit: 20 } }] });
      ch.push(l.span, tool('plain', r, { name: 'search_pages', args: JSON.stringify({ q, limit: 20 }), result: `HTTP/1.1 200 OK\nDate: ${r.http()}\nX-Request-Id: ${r.uuid()}\nContent-Type: application/json\n\n{"hits":[],"total":0,"max_score":null}`, call: l.calls[0] }));
    });
    return span('agent', 'archive-agent', { goal: this.goal }, null, ch, { metadata: { run_id: r.uuid() } });
  } },
];
