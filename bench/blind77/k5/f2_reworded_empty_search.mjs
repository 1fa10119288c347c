// Family 2 (loop): the same search intent reworded again and again, every answer empty, task never done.
import { kit, agent, llm, tool, chain, span } from './lib.mjs';
export const FAMILY = { name: 'reworded_empty_search', loop: true, stagnation: 'per-row', isolates: 'Four or more rewordings of one query against one tool, every one returning no hits, and the task left undone.' };

function r01() { // tapestry looms, OpenInference / Arize Phoenix
  const k = kit('reworded_empty_search-01');
  const qs = ['worsted wool warp 12/6 Nm natural undyed', 'undyed natural worsted warp yarn 12 ply 6', 'warp thread "12/6" worsted ecru', 'Nm 12/6 wool warp unbleached cone 1kg'];
  const thoughts = ['The catalog is keyed by yarn count, so I will search the exact 12/6 Nm spec first.', 'No hits. Maybe the supplier writes the count as ply rather than Nm; trying that.', 'Still nothing. Suppliers often call undyed wool "ecru", and quoting the count may force an exact match.', 'Empty again. Perhaps they list it as unbleached and sell by the cone, so I will add that.'];
  const ch = [];
  qs.forEach((q, i) => {
    ch.push(llm('ChatCompletion', { 'llm.input_messages.0.message.role': 'user', 'llm.input_messages.0.message.content': 'Find a replacement warp yarn for the Aubusson low-warp loom job L-77.' },
      { 'llm.output_messages.0.message.content': thoughts[i], 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'search_yarn_catalog', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': JSON.stringify({ q: qs[i], supplier: 'all' }) },
      { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-2024-08-06', 'llm.token_count.total': k.int(900, 2400) }));
    ch.push(tool('search_yarn_catalog', JSON.stringify({ q, supplier: 'all' }), JSON.stringify({ hits: [], total: 0, took_ms: k.ms(8, 60), shard: k.host('yarn-search'), query_id: k.uuid() }), { 'openinference.span.kind': 'TOOL', 'tool.name': 'search_yarn_catalog' }));
  });
  return {
    stagnation: false, goal: 'Find a replacement 12/6 Nm worsted warp yarn in stock for Aubusson low-warp loom job L-77.',
    isolates: 'Four reworded catalog searches (ply notation, quoting, synonyms) for the same warp yarn, each with zero hits; each thought explains a new wording so there is no verbatim repetition.',
    root: agent('loom-supply-agent', { 'input.value': 'Find replacement warp yarn for job L-77' }, null, ch, { 'openinference.span.kind': 'AGENT', 'session.id': k.uuid() }),
  };
}

function r02() { // steam railway boiler inspections, Vercel AI SDK
  const k = kit('reworded_empty_search-02');
  const args = [{ loco: '45596', kind: 'hydraulic' }, { locomotive_number: '45596', inspection: 'hydraulic test' }, { loco: 'Bahamas 45596', kind: 'hydro' }, { loco: '5596', kind: 'hydraulic', year: 2024 }, { loco: '45596', kind: 'pressure test' }];
  const said = 'No inspection record came back for that locomotive. I will search the boiler inspection register again with a different query.';
  const ch = [];
  args.forEach((a, i) => {
    const cid = 'call_' + k.b62(24);
    ch.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': JSON.stringify([{ role: 'user', content: [{ type: 'text', text: 'When did 45596 last pass its boiler hydraulic test?' }] }]) },
      { 'ai.response.text': i === 0 ? 'Let me look up the boiler inspection register.' : said, 'ai.response.toolCalls': JSON.stringify([{ toolCallType: 'function', toolCallId: cid, toolName: 'searchInspections', args: JSON.stringify(a) }]), 'ai.response.finishReason': 'tool-calls' },
      { 'ai.model.id': 'claude-3-5-haiku-latest', 'ai.model.provider': 'anthropic.messages', 'ai.usage.promptTokens': k.int(700, 1400), 'ai.response.timestamp': k.iso() }));
    ch.push(tool('ai.toolCall', { 'ai.toolCall.name': 'searchInspections', 'ai.toolCall.id': cid, 'ai.toolCall.args': JSON.stringify(a) }, { 'ai.toolCall.result': JSON.stringify({ records: [], count: 0, register: 'HRA-boiler-v3', served: k.httpDate() }) }, { 'operation.name': 'ai.toolCall' }));
  });
  return {
    stagnation: true, goal: 'Find the date steam locomotive 45596 last passed its boiler hydraulic test.',
    isolates: 'Five reworded inspection-register searches (field names, number formats, synonyms) all return zero records, and the model repeats the same "try again" sentence each time.',
    root: agent('ai.generateText', { 'ai.prompt': 'When did 45596 last pass its boiler hydraulic test?', 'ai.settings.maxSteps': 6 }, { 'ai.response.finishReason': 'tool-calls', 'ai.response.text': said }, ch, { 'ai.operationId': 'ai.generateText', 'resource.name': 'heritage-loco-ops' }),
  };
}

function r03() { // rural broadband co-op, Semantic Kernel
  const k = kit('reworded_empty_search-03');
  const filters = ["address eq 'Hollins Farm, Lower Dunsop'", "postcode eq 'BB7 3BA' and premises like 'Hollins%'", "uprn eq '100010594411'", "contains(address,'Hollins') and parish eq 'Dunsop Bridge'", "address eq 'HOLLINS FM'"];
  const notes = ['Checking whether Hollins Farm is on the fibre build list.', 'No match by full address; the register may hold postcode and premises name separately.', 'Nothing. Ofcom UPRN identifiers are unique, so I will search by UPRN 100010594411.', 'Empty. Perhaps the parish field is populated rather than the village name.', 'Still empty. Trying the abbreviated Royal Mail form of the address.'];
  const ch = [];
  filters.forEach((f, i) => {
    ch.push(llm('chat.completions gpt-4o', { 'gen_ai.prompt': 'Is Hollins Farm on the co-op fibre build list and which phase?' }, { 'gen_ai.completion': notes[i], function_call: { plugin: 'PremisesRegister', function: 'Query', arguments: { filter: f } } }, { 'gen_ai.system': 'openai', 'semantic_kernel.function.invocation': true }));
    ch.push(tool('PremisesRegister-Query', { filter: f }, { value: [], '@odata.count': 0, '@odata.context': 'https://register.coop-fibre.net/odata/$metadata#Premises', 'x-ms-request-id': k.uuid(), elapsed: `00:00:00.${k.int(1000000, 9999999)}` }, { 'semantic_kernel.function.name': 'Query', plugin: 'PremisesRegister' }));
  });
  return {
    stagnation: false, goal: 'Tell a member whether Hollins Farm is on the broadband co-op fibre build list and in which phase.',
    isolates: 'Five OData filter rewordings (address, postcode, UPRN, parish, abbreviation) return an empty value array each time; each step gives a new reason, so no textual stagnation.',
    root: agent('Microsoft.SemanticKernel.ChatCompletionAgent', { input: 'Is Hollins Farm on the fibre build list?' }, null, ch, { 'kernel.id': k.uuid(), 'auto_invoke_kernel_functions': true }),
  };
}

function r04() { // rooftop apiaries, Pydantic AI (Logfire)
  const k = kit('reworded_empty_search-04');
  const qs = [{ hive_id: 'RT-14', event: 'swarm' }, { hive: 'rt14', event_type: 'swarming' }, { hive_id: 'RT-14', text: 'queen left with bees' }, { site: 'Canary Wharf roof 3', hive_id: '14', event: 'swarm' }];
  const msgs = ['I will check the inspection diary for a swarm event on hive RT-14.', 'No entries; the diary may store lower-case hive ids and the word "swarming".', 'Nothing with that either. Beekeepers sometimes write it in prose, so I will search the free-text notes.', 'Still empty. The hive might be logged under the site with a bare number.'];
  const ch = [];
  qs.forEach((q, i) => {
    ch.push(llm('chat gpt-4o', { 'gen_ai.request.model': 'gpt-4o', all_messages_events: [{ role: 'user', content: 'Did hive RT-14 swarm this season? Need date for the insurer.' }] }, { parts: [{ part_kind: 'text', content: msgs[i] }, { part_kind: 'tool-call', tool_name: 'search_diary', args: q, tool_call_id: 'call_' + k.b62(20) }] }, { 'logfire.span_type': 'span', 'gen_ai.usage.input_tokens': k.int(500, 1500) }));
    ch.push(tool('running tool: search_diary', q, { entries: [], count: 0, db: 'apiary.sqlite', query_ms: k.ms(1, 20) }, { 'logfire.msg': `running tool: search_diary`, 'logfire.level_num': 9 }));
  });
  return {
    stagnation: false, goal: "Find the date hive RT-14 swarmed this season for the beekeeping insurer's claim form.",
    isolates: 'Four rephrased diary searches (id case, synonym, free text, site plus number) return no entries and the agent never fills the claim.',
    root: agent('agent run', { prompt: 'Did hive RT-14 swarm this season? Need date for the insurer.' }, null, ch, { 'logfire.msg': 'apiary_agent run', agent_name: 'apiary_agent', 'service.name': 'rooftop-apiaries' }),
  };
}

function r05() { // violin bow rehair shop, Google ADK
  const k = kit('reworded_empty_search-05');
  const qs = ['Siberian stallion hair white 32 inch', 'white Siberian horsehair 32"', 'bow hair hank Siberian 81cm white', 'stallion hair Mongolian white 32in', 'horse tail hair for violin bow white long'];
  const txt = 'The supplier search returned no matching hanks. Let me try searching again with different wording.';
  const ch = [];
  qs.forEach((q, i) => {
    const id = 'adk-' + k.uuid();
    ch.push(llm('call_llm', { contents: [{ role: 'user', parts: [{ text: 'Order hair for 12 violin bow rehairs this week.' }] }] }, { content: { role: 'model', parts: [{ text: i === 0 ? 'Searching the supplier for Siberian stallion hair.' : txt }, { functionCall: { id, name: 'search_supplier', args: { query: q } } }] } }, { 'gcp.vertex.agent.llm_request': 'gemini-2.0-flash', 'gcp.vertex.agent.invocation_id': 'e-' + k.uuid() }));
    ch.push(tool('execute_tool search_supplier', { functionCall: { id, name: 'search_supplier', args: { query: q } } }, { functionResponse: { id, name: 'search_supplier', response: { result: { items: [], message: 'No products match your search.', searchId: k.hex(16) } } } }, { 'gcp.vertex.agent.event_id': k.uuid() }));
  });
  return {
    stagnation: true, goal: 'Order enough white Siberian stallion bow hair for 12 violin bow rehairs this week.',
    isolates: 'Five reworded supplier searches for the same hair return "No products match" and the model text repeats one identical sentence between them.',
    root: agent('invocation', { app_name: 'bow_workshop', user_id: 'luthier-1', new_message: 'Order hair for 12 violin bow rehairs this week.' }, null, [agent('agent_run [procurement_agent]', {}, null, ch, { 'gen_ai.agent.name': 'procurement_agent' })], { session_id: k.uuid() }),
  };
}

function r06() { // municipal burial register, plain message-level trace
  const k = kit('reworded_empty_search-06');
  const calls = [{ surname: 'Aldous', forename: 'Martha', died: '1921' }, { name: 'Martha Aldous', year_of_death: 1921 }, { surname: 'Aldus', forename: 'M.', died: '1920-1922' }, { surname: 'ALDOUS', section: 'C', died: '21/1921' }, { q: 'Aldous Martha grave 1921 St Giles' }];
  const text = ['Searching the burial register for Martha Aldous, died 1921.', 'No record. The register may use a single name field and a numeric year.', 'Nothing. Clerks of the period often spelled it Aldus; widening the year range too.', 'Empty. The original ledger is split by section, and section C holds 1920s burials.', 'Still no match; a free-text search over the transcription might catch it.'];
  const ch = [];
  calls.forEach((c, i) => {
    const id = 'call_' + k.b62(24);
    ch.push(llm('chat.completions', { messages: [{ role: 'system', content: 'You help the cemeteries office answer family-history requests.' }, { role: 'user', content: 'Where is Martha Aldous (d. 1921) buried in St Giles cemetery? Plot reference please.' }] }, { role: 'assistant', content: text[i], tool_calls: [{ id, type: 'function', function: { name: 'burial_register_search', arguments: JSON.stringify(c) } }] }, { model: 'gpt-4o-mini', finish_reason: 'tool_calls' }));
    ch.push(tool('burial_register_search', { tool_call_id: id, arguments: JSON.stringify(c) }, `HTTP/1.1 200 OK\nDate: ${k.httpDate()}\nX-Request-Id: ${k.uuid()}\nContent-Type: application/json\n\n{"results":[],"total":0}`));
  });
  return {
    stagnation: false, goal: 'Give a family-history enquirer the plot reference for Martha Aldous (died 1921) in St Giles cemetery.',
    isolates: 'Five reworded burial-register queries (name fields, spelling variant, date format, free text) all return empty results and no plot is ever given.',
    root: agent('run', { user: 'Where is Martha Aldous (d. 1921) buried?' }, null, ch, { recorder: 'raw-messages' }),
  };
}
export const rows = () => [r01(), r02(), r03(), r04(), r05(), r06()];
