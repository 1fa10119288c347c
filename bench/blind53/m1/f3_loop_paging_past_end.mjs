import { agent, llm, tool, chain, span, sys, usr, asst, tc, tmsg, httpResp } from './lib.mjs';

export default [
{ n: 1, domain: 'cassette tape duplication', style: 'OpenAI Responses API',
  isolates: 'After two real pages of duplication jobs the agent keeps requesting pages 3, 4, 5 and 6, each returning an empty list with has_more false.',
  goal: 'List all cassette duplication jobs for the label Hiss Tapes this quarter and total the C60 units.',
  build(r) {
    const kids = [];
    const pages = [[{ job: 'DUP-3101', format: 'C60', units: 200 }, { job: 'DUP-3115', format: 'C90', units: 50 }], [{ job: 'DUP-3188', format: 'C60', units: 100 }], [], [], [], []];
    pages.forEach((items, i) => {
      const id = r.callId();
      kids.push(llm('responses.create', { model: 'gpt-4.1-mini', input: [{ role: 'user', content: 'Total C60 units for Hiss Tapes this quarter.' }], previous_response_id: i ? 'resp_' + r.hex(24) : null },
        { id: 'resp_' + r.hex(24), output: [{ type: 'function_call', call_id: id, name: 'list_jobs', arguments: JSON.stringify({ client: 'hiss-tapes', quarter: '2025Q2', page: i + 1, per_page: 2 }) }], status: 'completed' }));
      kids.push(tool('list_jobs', JSON.stringify({ client: 'hiss-tapes', quarter: '2025Q2', page: i + 1, per_page: 2 }), { type: 'function_call_output', call_id: id, output: JSON.stringify({ page: i + 1, items, has_more: i === 0 }) }));
    });
    return agent('hiss-tapes-ops', { input: 'Total C60 units for Hiss Tapes this quarter.' }, { status: 'incomplete', incomplete_details: { reason: 'max_tool_calls' } }, kids, { api: 'responses' });
  } },

{ n: 2, domain: 'tidal turbine array', style: 'OpenInference / Arize Phoenix',
  isolates: 'A cursor-paginated fault log is exhausted after one page but the agent re-sends the same next_cursor four times and gets the same empty page each time.',
  goal: 'Collect every blade-pitch fault from the tidal turbine array in May and say which turbine had the most.',
  build(r) {
    const cur = 'eyJ0cyI6MTc0ODY0OTYwMCwiaWQiOjkxMn0=';
    const kids = [];
    const oi = (kind, extra) => ({ 'openinference.span.kind': kind, ...extra });
    const calls = [null, cur, cur, cur, cur];
    calls.forEach((c, i) => {
      kids.push(llm('ChatCompletion', { 'llm.input_messages.0.message.role': 'user', 'llm.input_messages.0.message.content': 'Which turbine had the most blade-pitch faults in May?' },
        { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'get_faults', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': JSON.stringify({ code: 'PITCH', month: '2025-05', cursor: c }) }, oi('LLM', { 'llm.model_name': 'gpt-4o', 'llm.token_count.prompt': r.int(500, 1500) })));
      const out = i === 0 ? { faults: [{ turbine: 'TT-02', at: '2025-05-04T03:12Z' }, { turbine: 'TT-04', at: '2025-05-09T14:40Z' }, { turbine: 'TT-02', at: '2025-05-21T22:05Z' }], next_cursor: cur } : { faults: [], next_cursor: cur };
      kids.push(tool('get_faults', { 'tool.name': 'get_faults', 'tool.parameters': JSON.stringify({ code: 'PITCH', month: '2025-05', cursor: c }) }, JSON.stringify(out), oi('TOOL', { 'tool.name': 'get_faults' })));
    });
    return agent('turbine-analyst', { 'input.value': 'Which turbine had the most blade-pitch faults in May?' }, { 'output.value': null }, kids, oi('AGENT', {}));
  } },

{ n: 3, domain: 'donkey sanctuary', style: 'AutoGen / AG2',
  isolates: 'An AutoGen assistant keeps raising the offset of the adoption-record query after the last record (offset 40, 60, 80), each reply being an empty array.',
  goal: 'Count how many sponsored donkeys at the sanctuary are over 30 years old so the vet can plan dental checks.',
  build(r) {
    const kids = [];
    [0, 20, 40, 60, 80].forEach((off) => {
      const id = r.callId();
      kids.push(llm('assistant', { messages: [{ role: 'user', name: 'user_proxy', content: 'How many sponsored donkeys are over 30?' }] }, { content: null, tool_calls: [tc(id, 'query_animals', { species: 'donkey', sponsored: true, offset: off, limit: 20 })] }, { autogen_agent: 'assistant' }));
      const rows = off === 0 ? Array.from({ length: 20 }, (_, k) => ({ name: ['Jasper', 'Mabel', 'Toffee', 'Percy', 'Hazel'][k % 5] + ' ' + (k + 1), age: 18 + ((k * 7) % 17) })) : off === 20 ? [{ name: 'Old Bramble', age: 41 }, { name: 'Clover', age: 27 }, { name: 'Pip', age: 33 }] : [];
      kids.push(span('tool', 'user_proxy.execute_function', { name: 'query_animals', arguments: JSON.stringify({ species: 'donkey', sponsored: true, offset: off, limit: 20 }) }, { role: 'tool', tool_call_id: id, content: JSON.stringify(rows) }, [], { metadata: { autogen_agent: 'user_proxy' } }));
    });
    return agent('GroupChat', { initiator: 'user_proxy', message: 'How many sponsored donkeys are over 30?' }, { summary: '', termination: 'max_consecutive_auto_reply' }, kids, { autogen_version: '0.2.35' });
  } },

{ n: 4, domain: 'gondola bookings', style: 'Mastra',
  isolates: 'A Mastra workflow scrolls a bookings widget by increasing scroll position after the list has ended; four scrolls in a row return the same "No more results" HTML.',
  goal: 'Export every serenade-gondola booking for Saturday evening from the booking dashboard so the singers can be rostered.',
  build(r) {
    const kids = [];
    const html0 = '<ul class="bk-list"><li data-id="GB-771">18:30 · Rialto · 4 pax · serenade</li><li data-id="GB-774">19:00 · San Marco · 2 pax · serenade</li><li data-id="GB-780">19:45 · Rialto · 6 pax · serenade</li></ul>';
    const end = '<div class="bk-empty">Nessun altro risultato · No more results</div>';
    [0, 1200, 2400, 3600, 4800].forEach((y, i) => {
      kids.push(llm('agent.generate', { messages: [usr('Export Saturday evening serenade bookings.')] }, { toolCalls: [{ toolName: 'browserScroll', args: { selector: '.bk-list', scrollY: y } }] }, { 'mastra.agent': 'roster-agent' }));
      kids.push(tool('tool.browserScroll', { selector: '.bk-list', scrollY: y }, { html: i === 0 ? html0 : end, scrollY: y }, { 'mastra.tool': 'browserScroll' }));
    });
    return agent('workflow.roster-export', { date: '2025-07-19' }, { status: 'suspended' }, [chain('step.collect-bookings', {}, null, kids, {})], { mastra: true, runId: r.uuid() });
  } },

{ n: 5, domain: 'crayon factory', style: 'Pydantic AI (Logfire)',
  isolates: 'A Pydantic AI agent keeps incrementing page past the final page of a batch-colour QC report; pages 4 to 7 are all the same empty payload.',
  goal: 'Find every crayon batch in March whose colour delta-E exceeded 2.0 against the master swatch.',
  build(r) {
    const kids = [];
    const real = { 1: [{ batch: 'CR-0301-MAG', dE: 2.6 }, { batch: 'CR-0302-SKY', dE: 0.9 }], 2: [{ batch: 'CR-0311-OCH', dE: 1.4 }], 3: [{ batch: 'CR-0322-VIO', dE: 2.2 }] };
    for (let p = 1; p <= 7; p++) {
      kids.push(llm('chat gpt-4o', { messages: [{ parts: [{ part_kind: 'user-prompt', content: 'March batches with dE > 2.0?' }] }] }, { parts: [{ part_kind: 'tool-call', tool_name: 'qc_report', args: { month: '2025-03', page: p } }] }, { 'logfire.msg': 'chat gpt-4o' }));
      kids.push(tool('running tool: qc_report', { month: '2025-03', page: p }, { page: p, total_pages: 3, rows: real[p] || [] }, { 'logfire.msg': 'running tool: qc_report' }));
    }
    return agent('agent run', { prompt: 'March batches with dE > 2.0?' }, { error: 'UsageLimitExceeded: request_limit of 7' }, kids, { 'logfire.span_type': 'span', agent_name: 'qc_agent' });
  } },

{ n: 6, domain: 'hurling club membership', style: 'Semantic Kernel',
  isolates: 'A Semantic Kernel function pages a membership API with increasing skip tokens after the last real page; three further pages return the same empty value array.',
  goal: 'Find all under-16 members of the hurling club whose helmets are due for replacement this season.',
  build(r) {
    const kids = [];
    [0, 50, 100, 150, 200].forEach((skip) => {
      kids.push(llm('ChatCompletion.GetChatMessageContentsAsync', { chat_history: [{ role: 'user', content: 'U16 members with helmet replacement due?' }] }, { role: 'assistant', items: [{ $type: 'FunctionCallContent', PluginName: 'Members', FunctionName: 'list', Arguments: { age_group: 'U16', skip } }] }, { 'semantic_kernel.service': 'AzureOpenAI' }));
      const val = skip === 0 ? [{ name: 'Cian Ó Briain', helmet_year: 2021 }, { name: 'Aoife Keane', helmet_year: 2023 }] : skip === 50 ? [{ name: 'Darragh Moloney', helmet_year: 2020 }] : [];
      kids.push(span('function', 'Members-list', { age_group: 'U16', skip }, { '@odata.count': 51, value: val }, [], { metadata: { 'sk.function.result.type': 'json' } }));
    });
    return agent('Kernel.InvokePromptAsync', { prompt: 'U16 members with helmet replacement due?' }, null, kids, { 'semantic_kernel.version': '1.21.0' });
  } },
];
