import { agent, llm, tool, chain, span, sys, usr, asst, tc, tmsg, httpResp } from './lib.mjs';

export default [
{ n: 1, domain: 'cactus nursery', style: 'plain message-level (OpenAI chat, tool spans as siblings)',
  isolates: 'The agent searches the plant catalogue five times for the same grafted moon cactus with synonyms and genus names; every search returns zero hits and no answer is given.',
  goal: 'Find whether the nursery has grafted Gymnocalycium mihanovichii "Hibotan" in 8.5 cm pots and reserve six for a customer.',
  build(r) {
    const qs = [['grafted moon cactus 8.5cm', 'Moon cactus is the common name; try that first.'], ['Gymnocalycium mihanovichii Hibotan', 'No hits; the catalogue may use the botanical name.'], ['Hibotan grafted on Hylocereus', 'Maybe it is listed by the rootstock pairing.'], ['ruby ball cactus', 'Another trade name is ruby ball.'], ['G. mihanovichii var. friedrichii', 'Perhaps the variety name friedrichii is used.']];
    const kids = [];
    for (const [q, why] of qs) {
      const id = r.callId();
      kids.push(llm('chat.completions', { model: 'gpt-4o-mini', messages: [sys('Nursery stock assistant.'), usr('Have we got 6 grafted Hibotan in 8.5cm pots? Reserve for order 5521.')] }, { choices: [{ message: asst(why, [tc(id, 'search_catalogue', { q, pot_size: '8.5cm' })]), finish_reason: 'tool_calls' }] }));
      kids.push(tool('search_catalogue', { q, pot_size: '8.5cm' }, { hits: [], total: 0, took_ms: r.ms(4, 40), index: 'stock_v3' }));
    }
    return agent('nursery-stock-run', { user: 'Have we got 6 grafted Hibotan in 8.5cm pots?' }, { status: 'stopped', reason: 'tool call budget (5) exhausted' }, kids);
  } },

{ n: 2, domain: 'sturgeon caviar farm', style: 'OpenTelemetry GenAI semantic conventions',
  isolates: 'Tank sensor logs are queried with four different spellings of the tank id and date format for the same oxygen dip; each query returns an empty series.',
  goal: 'Find the dissolved-oxygen readings for tank 7 during the night of 3 March to explain the mortality of four Siberian sturgeon.',
  build(r) {
    const tries = [
      [{ tank: 'T7', metric: 'do_mg_l', from: '2025-03-03T20:00:00Z', to: '2025-03-04T06:00:00Z' }, 'Querying tank T7 dissolved oxygen overnight.'],
      [{ tank: 'tank-07', metric: 'do_mg_l', from: '2025-03-03T20:00:00Z', to: '2025-03-04T06:00:00Z' }, 'Empty. The id might be zero-padded like tank-07.'],
      [{ tank: '7', metric: 'dissolved_oxygen', from: '03/03/2025 20:00', to: '04/03/2025 06:00' }, 'Still empty. Trying numeric id, the long metric name and local date format.'],
      [{ tank: 'T07', metric: 'DO', from: 1741032000, to: 1741068000 }, 'Trying epoch seconds and the short DO metric code.'],
      [{ tank: 'Tank 7', metric: 'oxygen', from: '2025-03-03', to: '2025-03-04' }, 'Trying the display name and day granularity.'],
    ];
    const kids = [];
    for (const [args, txt] of tries) {
      const id = r.callId();
      kids.push(llm('chat gpt-4o', { 'gen_ai.input.messages': [{ role: 'user', parts: [{ type: 'text', content: 'Why did four fish die in tank 7 on 3 March?' }] }] },
        { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: txt }, { type: 'tool_call', id, name: 'query_sensor_series', arguments: args }], finish_reason: 'tool_call' }] },
        { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.usage.input_tokens': r.int(400, 900), 'gen_ai.usage.output_tokens': r.int(30, 60) }));
      kids.push(tool('execute_tool query_sensor_series', args, JSON.stringify({ series: [], points: 0, query_ms: r.ms(8, 120) }), { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'query_sensor_series', 'gen_ai.tool.call.id': id }));
    }
    return agent('invoke_agent aquaculture-analyst', { 'gen_ai.input.messages': 'Why did four fish die in tank 7 on 3 March?' }, { 'gen_ai.output.messages': null }, kids, { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'aquaculture-analyst' });
  } },

{ n: 3, domain: 'button factory', style: 'CrewAI',
  isolates: 'A CrewAI researcher asks the order database for the same corozo button order using quoted, unquoted, reordered and alternate-field queries; none returns a row.',
  goal: 'Locate the corozo-nut button order for the tailoring house Abernathy & Rowe and report its dyeing status.',
  build(r) {
    const qs = [
      { customer_name: 'Abernathy & Rowe', material: 'corozo' },
      { customer_name: '"Abernathy and Rowe"', material: 'corozo nut' },
      { customer_name: 'Rowe Abernathy', material: 'tagua' },
      { account: 'ABERNATHY-ROWE', product_family: 'vegetable ivory' },
      { customer_name: 'Abernathy&Rowe Ltd', material: 'CRZ' },
    ];
    const kids = [];
    qs.forEach((q, i) => {
      kids.push(llm('LLM Call', { messages: [{ role: 'user', content: 'Find the corozo button order for Abernathy & Rowe and report dyeing status.' }] },
        `Thought: ${['I will search orders by customer and material.', 'No rows. Maybe the name is stored with "and" spelled out.', 'Nothing. Tagua is the other name for corozo; maybe the names are reversed.', 'Perhaps orders are keyed by account code rather than name; vegetable ivory is the product family.', 'Try the legal entity spelling and the internal material code CRZ.'][i]}\nAction: Order DB Search\nAction Input: ${JSON.stringify(q)}`, { model: 'gpt-4o-mini' }));
      kids.push(span('tool', 'Tool Usage: Order DB Search', q, 'Observation: No orders matched the given filters.', [], { metadata: { run_attempts: 1, delegations: 0 } }));
    });
    return agent('Crew.kickoff', { inputs: { customer: 'Abernathy & Rowe' } }, null, [
      agent('Task: Locate order and report dyeing status', { agent: 'Order Researcher' }, null, kids, { crew_agent_role: 'Order Researcher' }),
    ], { crew_id: r.uuid(), process: 'sequential' });
  } },

{ n: 4, domain: 'hammock weaving co-op', style: 'Gemini API function calling',
  isolates: 'Gemini calls searchMembers four times with different phrasings of the same weaver (name order, accent, nickname, village field) and each functionResponse is empty.',
  goal: 'Find the weaver who made the indigo double-weave hammock sold last week and credit her 38 dollars for the sale.',
  build(r) {
    const qs = [{ name: 'María José Chan' }, { name: 'Chan, Maria Jose' }, { name: 'Majo Chan' }, { village: 'Xocén', specialty: 'indigo double weave' }, { name: 'M. J. Chan Poot' }];
    const kids = [];
    const hist = [{ role: 'user', parts: [{ text: 'Credit the weaver of the indigo double-weave hammock (sale S-2291) with $38.' }] }];
    qs.forEach((q) => {
      kids.push(llm('models.generateContent', { model: 'gemini-1.5-pro', contents: hist.slice() },
        { candidates: [{ content: { role: 'model', parts: [{ functionCall: { name: 'searchMembers', args: q } }] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: r.int(300, 700), candidatesTokenCount: r.int(12, 30) }, modelVersion: 'gemini-1.5-pro-002' }));
      kids.push(tool('searchMembers', q, { functionResponse: { name: 'searchMembers', response: { members: [], count: 0 } } }));
    });
    return agent('coop-ledger-agent', { task: 'Credit the weaver of sale S-2291 with $38.' }, { text: null, stopped: 'max remote calls (5) reached' }, kids, { sdk: 'google-genai', automatic_function_calling: true });
  } },

{ n: 5, domain: 'matchbox label collectors club', style: 'LlamaIndex',
  isolates: 'A LlamaIndex retriever is queried with four rewordings of the same Czech matchbox label series; every retrieval returns no nodes above the similarity cutoff.',
  goal: 'Answer a member question: which year did the Solo Sušice "Sputnik" matchbox label series appear, citing the club archive.',
  build(r) {
    const qs = ['Solo Sušice Sputnik matchbox label year', 'Sputnik series labels from the Sušice match factory', 'Czechoslovak space-race matchbox labels Solo', 'SOLO SUSICE SPUTNIK (no diacritics)', 'year of issue Sputnik phillumeny Czechoslovakia'];
    const kids = [];
    qs.forEach((q, i) => {
      kids.push(span('retriever', 'VectorIndexRetriever.retrieve', { query_str: q, similarity_top_k: 5 }, { nodes: [], filtered_out_below_cutoff: r.int(3, 5), cutoff: 0.78 }, [
        span('embedding', 'OpenAIEmbedding.get_query_embedding', { text: q }, { dims: 1536 }, []),
      ]));
      kids.push(llm('OpenAI.chat', { messages: [sys('Rewrite the query if retrieval returns nothing.'), usr(q)] }, i < qs.length - 1 ? `No context found. Rewriting query: "${qs[i + 1]}"` : 'No context found in the archive for this question.', { model: 'gpt-4o-mini' }));
    });
    return agent('ReActAgent.chat', { message: 'Which year did the Solo Sušice Sputnik labels appear?' }, { response: 'Empty Response' }, kids, { index: 'club_archive_v2', llama_index_version: '0.11.20' });
  } },

{ n: 6, domain: 'optometry clinic', style: 'Langfuse',
  isolates: 'A Langfuse trace shows four lookups of the same patient prescription with different id and date-of-birth formats, all "not found", and no recall letter is produced.',
  goal: 'Retrieve the last spectacle prescription for patient Ines Duarte (DOB 1979-07-02) and draft a recall letter.',
  build(r) {
    const qs = [{ patient_id: 'P-004417' }, { patient_id: '4417' }, { surname: 'Duarte', dob: '02/07/1979' }, { surname: 'DUARTE', given: 'Inês', dob: '1979-07-02' }, { nhs_number: '4417' }];
    const kids = [];
    qs.forEach((q, i) => {
      kids.push(llm('generation: decide-lookup', { messages: [usr('Recall letter for Ines Duarte, DOB 1979-07-02')] }, { content: ['Look up by practice id.', 'Not found; the id may be stored without prefix.', 'Try surname plus DOB in UK format.', 'Try the accented given name with ISO DOB.', 'Maybe the number is an NHS number field.'][i], tool_calls: [{ name: 'get_prescription', arguments: JSON.stringify(q) }] }, { observation_type: 'GENERATION', model: 'claude-3-haiku-20240307', latency: r.ms(300, 1500) / 1000 }));
      kids.push(span('span', 'get_prescription', q, { status: 404, body: { error: 'patient_not_found' } }, [], { metadata: { observation_type: 'SPAN', level: 'WARNING' } }));
    });
    return agent('recall-letter', { patient: 'Ines Duarte' }, null, kids, { langfuse_trace_id: r.uuid(), release: 'optics-bot@2.3.1', tags: ['recall'] });
  } },
];
