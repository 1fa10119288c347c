// Loop: the same lookup intent reworded again and again, every answer empty; task never done.
import { agent, llm, tool, chain, span, tc } from './lib.mjs';
export const FAMILY = 'rephrased_empty_lookup';
export const LOOP = true;

// 01 reed-bed sewage works, OpenInference / Arize Phoenix
function r01(N) {
  const goal = 'Find the current discharge permit for the Little Fenby reed-bed sewage works and report its BOD and ammonia limits.';
  const qs = [
    { q: 'Little Fenby reed bed discharge permit' },
    { q: 'discharge consent Little Fenby constructed wetland' },
    { q: '"Little Fenby" sewage treatment works permit BOD ammonia' },
    { q: 'Fenby reedbed STW water discharge activity permit' },
    { q: 'permit Little Fenby WwTW effluent limits', site_type: 'reed_bed' },
  ];
  const thoughts = [
    'I will search the public register for the Little Fenby permit.',
    'No hits. The register may call it a discharge consent rather than a permit, and "constructed wetland" rather than reed bed.',
    'Still empty. Quoting the site name and adding the determinands might match the permit text itself.',
    'Nothing again. Trying the abbreviation STW and the formal phrase "water discharge activity".',
    'Empty once more. I will try WwTW and filter to reed-bed site types.',
  ];
  const kids = [];
  qs.forEach((q, i) => {
    const id = N.uuid();
    kids.push(span('llm', 'ChatCompletion', { 'llm.input_messages': i === 0 ? [{ 'message.role': 'user', 'message.content': goal }] : `[${2 * i + 1} messages]` },
      { 'llm.output_messages.0.message.content': thoughts[i], 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'search_permit_register', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': JSON.stringify(q) }, [],
      { metadata: { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-2024-11-20', 'llm.token_count.prompt': 420 + i * 160, 'llm.token_count.completion': 40 + i * 3 } }));
    N.tick(900, 3000);
    kids.push(span('tool', 'search_permit_register', JSON.stringify(q), JSON.stringify({ query_id: id, total: 0, results: [], took_ms: N.ms(40, 300), index: 'ea-public-register-' + N.pick(['blue', 'green']) }), [],
      { metadata: { 'openinference.span.kind': 'TOOL', 'tool.name': 'search_permit_register', 'tool.parameters': '{"q":"string","site_type":"string?"}' } }));
  });
  return {
    isolates: 'Five reworded searches of a permit register for the same sewage-works permit, each with different synonyms or quoting, all return zero results and the agent never reports limits.',
    stagnation: false, goal,
    root: span('agent', 'PermitResearchAgent', { 'input.value': goal }, { 'output.value': null }, kids, { error: 'run cancelled after 600s wall clock', metadata: { 'openinference.span.kind': 'AGENT', 'session.id': N.uuid() } }),
  };
}

// 02 ice-hotel construction, Vercel AI SDK ai.* spans
function r02(N) {
  const goal = 'Find which supplier delivered the clear-ice blocks used for the Aurora Suite walls at the Jukkasjärvi build this season, so we can reorder the same grade.';
  const calls = [
    { supplier_query: 'Aurora Suite clear ice blocks', season: '2024/25' },
    { supplier_query: 'clear ice Aurora suite', season: '2024-2025' },
    { item: 'glassklar is block', room: 'Aurora' },
    { supplier_query: 'crystal ice blocks suite walls', season: 'winter 2024' },
    { supplier_query: 'AURORA SUITE', material: 'clear_ice', season: '24/25' },
    { delivery_note_text: 'Aurora', grade: 'A-clear' },
  ];
  const texts = ['', 'No deliveries matched. Maybe the season is stored as 2024-2025.', 'Still nothing; the ledger may be in Swedish, so I will search the item text "glassklar is".', 'Empty. Try a broader phrase: crystal ice blocks for suite walls.', 'No match. Uppercase room name plus a material filter.', 'Nothing found. Searching the delivery note text instead.'];
  const kids = [];
  calls.forEach((c, i) => {
    N.tick();
    const tcid = 'call_' + N.b62(24);
    kids.push(span('llm', 'ai.generateText.doGenerate', { 'ai.prompt.format': 'messages', 'ai.prompt.messages': i === 0 ? JSON.stringify([{ role: 'user', content: [{ type: 'text', text: goal }] }]) : `[${1 + 2 * i} messages]` },
      { 'ai.response.text': texts[i], 'ai.response.toolCalls': JSON.stringify([{ toolCallType: 'function', toolCallId: tcid, toolName: 'searchDeliveries', args: JSON.stringify(c) }]), 'ai.response.finishReason': 'tool-calls' }, [],
      { metadata: { 'ai.model.id': 'gpt-4o-mini', 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': 380 + 120 * i, 'ai.usage.completionTokens': 31, 'ai.response.id': 'chatcmpl-' + N.b62(29), 'ai.response.timestamp': N.iso(), 'operation.name': 'ai.generateText.doGenerate' } }));
    kids.push(span('tool', 'ai.toolCall', { 'ai.toolCall.name': 'searchDeliveries', 'ai.toolCall.id': tcid, 'ai.toolCall.args': JSON.stringify(c) },
      { 'ai.toolCall.result': JSON.stringify({ rows: [], count: 0, ledger: 'icebuild-ledger', served: N.host('ledger-api', 4), ms: N.ms(15, 200) }) }, [], { metadata: { 'operation.name': 'ai.toolCall' } }));
  });
  return {
    isolates: 'Six calls to the same delivery-ledger search with reworded phrases, season spellings and field names all come back empty; the supplier is never identified.',
    stagnation: false, goal,
    root: span('agent', 'ai.generateText', { 'ai.prompt': JSON.stringify({ prompt: goal }), 'ai.settings.maxSteps': 6 }, { 'ai.response.text': 'No deliveries matched. Searching the delivery note text instead.', 'ai.response.finishReason': 'tool-calls' }, kids, { metadata: { 'ai.telemetry.functionId': 'icehotel-procurement', 'operation.name': 'ai.generateText' } }),
  };
}

// 03 herbarium specimen loan, CrewAI
function r03(N) {
  const goal = 'Locate the outgoing loan record for the Carex holotype sheet K000364512 and tell the curator which institution currently holds it.';
  const tries = [
    ['Loan Search Tool', { barcode: 'K000364512' }],
    ['Loan Search Tool', { barcode: 'K 000364512' }],
    ['Loan Search Tool', { specimen: 'Carex holotype', status: 'on loan' }],
    ['Loan Search Tool', { catalogue_no: '364512' }],
    ['Loan Search Tool', { taxon: 'Carex', type_status: 'HOLOTYPE', direction: 'outgoing' }],
  ];
  const thoughts = [
    'Thought: I should search the loans database by the barcode.',
    'Thought: No loan found. The barcode may be stored with a space after the herbarium code.',
    'Thought: Still no record. Let me search by specimen description and loan status instead.',
    'Thought: Nothing. Perhaps only the numeric part is indexed as catalogue number.',
    'Thought: Empty again. I will try the taxon with type status and the outgoing direction flag.',
  ];
  const kids = [];
  tries.forEach(([name, args], i) => {
    kids.push(llm('LLM Call', { messages: `[${2 + i * 2} messages]`, model: 'anthropic/claude-3-5-haiku-20241022' }, `${thoughts[i]}\nAction: ${name}\nAction Input: ${JSON.stringify(args)}`, { 'crewai.llm.temperature': 0.2 }));
    N.tick();
    kids.push(tool(name, args, `No loan records match your query. (search ${N.hex(8)} · ${N.ms(30, 400)}ms · ${N.isoSec()})`, { 'crewai.tool.usage_count': i + 1, cached: false }));
  });
  return {
    isolates: 'A CrewAI agent rewrites the same loan lookup five ways (barcode spacing, catalogue number, taxon filter) and gets "No loan records" every time.',
    stagnation: false, goal,
    root: agent('Crew Execution', { inputs: { specimen: 'K000364512' } }, null, [
      chain('Task: Find loan holder', { description: goal, expected_output: 'Institution name and loan number' }, null, [
        agent('Herbarium Loans Officer', { role: 'Herbarium Loans Officer', goal: 'Track where specimens are on loan', backstory: 'Twenty years in the Kew loans office.' }, null, kids, { max_iter: 25, allow_delegation: false }),
      ], { 'crewai.task.id': N.uuid() }),
    ], { 'crewai.crew.id': N.uuid(), 'crewai.version': '0.86.0', process: 'sequential' }),
  };
}

// 04 lighthouse lens archive, Semantic Kernel
function r04(N) {
  const goal = 'Find the original 1887 drawing of the first-order Fresnel lens for Skerryvore-class light No. 14 in the engineering archive and give its drawer reference.';
  const args = [
    { query: 'first order Fresnel lens 1887 drawing light 14' },
    { query: 'dioptric apparatus 1st order 1887', collection: 'drawings' },
    { query: 'Light No. XIV lens plan', year_from: 1885, year_to: 1890 },
    { query: 'Fresnel lens', date: '1887', station_id: '14' },
    { query: 'lens drawing "No.14"', date: '01/01/1887-31/12/1887' },
  ];
  const msgs = ['Searching the archive for the lens drawing.', 'Zero items. Victorian catalogues often call it "dioptric apparatus"; trying that and restricting to drawings.', 'Nothing. The station number may be in Roman numerals, so I will try "Light No. XIV" with a date range.', 'No results. Trying a bare "Fresnel lens" with station id and year fields.', 'Still nothing. Last variant: quoted "No.14" and a full date range in day/month format.'];
  const kids = [];
  args.forEach((a, i) => {
    const fc = { id: 'call_' + N.b62(24), plugin_name: 'Archive', function_name: 'search_catalogue', arguments: a };
    kids.push(llm('chat.completions gpt-4o', { chat_history: `[${1 + 2 * i} messages]`, execution_settings: { function_choice_behavior: 'auto' } }, { role: 'assistant', items: [{ text: msgs[i] }, { function_call: fc }] }, { 'gen_ai.system': 'openai', 'gen_ai.response.id': 'chatcmpl-' + N.b62(29) }));
    N.tick();
    kids.push(tool('Archive-search_catalogue', a, { function_result: { hits: [], total_hits: 0, cursor: null, query_time: `${N.ms(10, 90)}ms`, node: N.host('solr', 3) } }, { 'semantic_kernel.function.invocation.duration': (N.ms(50, 400) / 1000).toFixed(3) }));
  });
  return {
    isolates: 'Five Semantic Kernel function calls to the same archive search with synonyms, Roman numerals and differently formatted dates all return no hits.',
    stagnation: false, goal,
    root: agent('ChatCompletionAgent.invoke', { agent_name: 'ArchivistAgent', message: goal }, { content: 'Still nothing. Last variant: quoted "No.14" and a full date range in day/month format.' }, kids, { 'semantic_kernel.version': '1.18.0', 'maximum_auto_invoke_attempts': 5 }),
  };
}

// 05 sheep-shearing contractor, Pydantic AI (Logfire)
function r05(N) {
  const goal = 'Book the shearing gang that did Glenrowan Station last November for the 1,900 merino ewes on 14-16 October; first find the gang in the contractor system.';
  const variants = [
    { station: 'Glenrowan', month: '2024-11' },
    { station: 'Glenrowan Station', date_from: '01/11/2024', date_to: '30/11/2024' },
    { property_name: 'GLENROWAN', season: 'spring 2024' },
    { station: 'Glen Rowan', month: 'Nov 2024' },
    { job_site: 'Glenrowan Stn', year: 2024, type: 'full wool' },
  ];
  const kids = [];
  const reasoning = ['', 'Empty list. Try the full name and explicit date range.', 'Nothing. Maybe the property_name field is used and stored in caps.', 'Still empty; could be spelt as two words.', 'No jobs. Trying job_site with abbreviation "Stn" and the shearing type.'];
  variants.forEach((v, i) => {
    const call = { part_kind: 'tool-call', tool_name: 'find_past_jobs', args: v, tool_call_id: 'call_' + N.b62(24) };
    kids.push(llm(`chat claude-3-5-sonnet-latest`, { messages: i === 0 ? [{ kind: 'request', parts: [{ part_kind: 'user-prompt', content: goal }] }] : `[${1 + 2 * i} messages]` },
      { kind: 'response', parts: reasoning[i] ? [{ part_kind: 'text', content: reasoning[i] }, call] : [call], model_name: 'claude-3-5-sonnet-latest', timestamp: N.iso() }, { 'gen_ai.usage.input_tokens': 500 + i * 140, 'logfire.span_type': 'span' }));
    N.tick();
    kids.push(tool('running tool: find_past_jobs', { args: v }, { part_kind: 'tool-return', content: [], tool_call_id: call.tool_call_id, timestamp: N.isoOff(12) }, { 'logfire.msg': 'running tool: find_past_jobs', 'shearbook.api.x-request-id': N.uuid() }));
  });
  return {
    isolates: 'Five Pydantic AI tool calls to the same past-jobs finder with reworded station names, date formats and field names all return an empty list; nothing gets booked.',
    stagnation: false, goal,
    root: agent('agent run', { prompt: goal, agent_name: 'shearing_booker' }, null, kids, { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 5', metadata: { 'logfire.span_type': 'span', 'gen_ai.agent.name': 'shearing_booker' } }),
  };
}

// 06 fairground ride inspection certificates, plain message-level trace; the model restates itself
function r06(N) {
  const goal = 'Confirm that the "Waltzer 3" ride at Holloway Fair has an in-date ADIPS declaration of operational compliance before the council licence meeting.';
  const repeat = 'The ride should have a declaration because it operated at two fairs this summer and the operator uploaded paperwork in June, so the record must be in the register under some other naming; I will search again with a different form of the ride name.';
  const queries = ['Waltzer 3 Holloway', 'Waltzer No.3', 'waltzer three', 'WALTZER-3 DOC', 'Holloway Fair Waltzer declaration'];
  const kids = [];
  queries.forEach((q, i) => {
    const call = tc(N, 'search_doc_register', { ride_name: q });
    const text = i === 0 ? 'Searching the ADIPS register for the ride.' : repeat;
    kids.push(llm('chat.completions', { model: 'gpt-4o', messages: i === 0 ? [{ role: 'user', content: goal }] : `[${1 + 2 * i} messages]` }, { role: 'assistant', content: text, tool_calls: [call] }, { finish_reason: 'tool_calls', system_fingerprint: 'fp_' + N.hex(10) }));
    N.tick();
    kids.push(tool('search_doc_register', call.function.arguments, { status: 200, headers: { date: N.http(), 'x-request-id': N.uuid(), 'x-ratelimit-remaining': String(120 - i) }, body: '{"matches":[],"count":0}' }, { tool_call_id: call.id }));
  });
  return {
    isolates: 'Five reworded ride-name searches of a compliance register return no matches, and from the second one on the model restates the same justification sentence word for word.',
    stagnation: true, goal,
    root: agent('run', { goal }, null, kids, { recorder: 'plain-messages', run_id: N.uuid() }),
  };
}
export const scenarios = [r01, r02, r03, r04, r05, r06];
