// Family 10 (healthy): reading many similar but different files/pages/records with the same tool and
// output template, different contents, then a summary.
import { agent, llm, tool, span, tc } from './lib.mjs';
export const FAMILY = 'similar_record_sweep';
export const LOOP = false;

export const ROWS = [
{
  id: '01', stagnation: false,
  isolates: 'Semantic Kernel function-calling run reading seven mountain-hut weather logbook pages with the same read_logbook_page function and template, each with different readings, then summarising the snow-load trend.',
  goal: 'From the scanned winter logbook of the Refuge des Évettes-style hut (pages 41-47), summarise roof snow-load readings and say whether the 180 kg/m² alarm level was reached.',
  build: (N) => {
    const kids = [];
    kids.push(llm('ChatCompletion.GetChatMessageContentsAsync', { model: 'gpt-4o', chat_history: [{ Role: 'user', Content: 'Summarise roof snow-load from logbook pages 41-47.' }] }, { Role: 'assistant', Content: 'I will read pages 41 to 47 one by one.', Items: [{ $type: 'FunctionCallContent', PluginName: 'Logbook', FunctionName: 'read_logbook_page', Arguments: { page: 41 } }] }));
    const loads = [92, 118, 131, 166, 174, 149, 121];
    loads.forEach((kg, i) => {
      const p = 41 + i;
      kids.push(tool('Logbook-read_logbook_page', { page: p }, `PAGE ${p} | scan ${N.hex(8)}.jpg | OCR conf 0.${N.int(82, 97)}\nDate: ${String(3 + i * 4).padStart(2, '0')}.02\nT min/max: ${-N.int(8, 19)}/${-N.int(0, 6)} °C\nNew snow: ${N.int(0, 45)} cm\nRoof probe (N side): ${kg} kg/m²\nWarden: ${N.pick(['M.B.', 'C.R.', 'M.B.'])}\nRemarks: ${['calm', 'wind slab on W ridge', 'heavy snowfall overnight', 'cleared 1/3 of roof, 4 h', 'more snow, roof re-loaded', 'thaw by day, crust', 'sunny'][i]}`, { metadata: { 'sk.function.invocation_id': N.uuid(), duration_ms: N.ms(300, 1800) } }));
    });
    kids.push(llm('ChatCompletion.GetChatMessageContentsAsync', { model: 'gpt-4o', chat_history: '[16 messages]' }, { Role: 'assistant', Content: 'Roof load rose from 92 (p41) to a peak of 174 kg/m² on p45 after heavy snowfall, despite a partial clearing on p44 (166). The 180 kg/m² alarm level was never reached (max 174, 97%). Load fell to 121 by p47 with thaw. Recommend clearing earlier when above 150.' }));
    return agent('ChatCompletionAgent.InvokeAsync', { agent: 'HutWarden', input: 'Summarise roof snow-load readings on pages 41-47.' }, 'Peak 174 kg/m² on p45; alarm not reached.', kids, { metadata: { 'semantic_kernel.version': '1.33.0', 'FunctionChoiceBehavior': 'Auto' } });
  },
},
{
  id: '02', stagnation: true,
  isolates: 'OpenHands trace reading six greenhouse irrigation controller configs with the same command; every file differs and the run ends with a correct summary, but the agent\'s thought before each read is the same verbatim sentence (stagnant text, healthy run).',
  goal: 'Find which of the six glasshouse irrigation controllers at the tomato nursery still run the old 4-minute drip pulse and list them for the grower.',
  build: (N) => {
    const kids = [];
    const th = 'Let me look at the next controller config.';
    const cfg = [[1, 4, 'v2.1'], [2, 6, 'v3.0'], [3, 4, 'v2.1'], [4, 6, 'v3.0'], [5, 6, 'v3.0'], [6, 4, 'v2.0']];
    kids.push(llm('litellm.completion', { model: 'openai/gpt-4o' }, { thought: 'The configs are in /workspace/irrigation/controllers/gh1..gh6.yaml.', action: 'run', command: 'ls /workspace/irrigation/controllers/' }));
    kids.push(tool('CmdRunAction', { command: 'ls /workspace/irrigation/controllers/' }, { observation: 'run', content: 'gh1.yaml  gh2.yaml  gh3.yaml  gh4.yaml  gh5.yaml  gh6.yaml', extras: { exit_code: 0 } }));
    cfg.forEach(([g, pulse, fw]) => {
      kids.push(llm('litellm.completion', { model: 'openai/gpt-4o' }, { thought: th, action: 'read', path: `/workspace/irrigation/controllers/gh${g}.yaml` }));
      kids.push(tool('FileReadAction', { path: `/workspace/irrigation/controllers/gh${g}.yaml` }, { observation: 'read', content: `# exported ${N.iso()} by priva-bridge ${N.hex(6)}\ncontroller: GH${g}\nfirmware: ${fw}\nzones: ${N.int(8, 16)}\ndrip:\n  pulse_minutes: ${pulse}\n  start_radiation_j_cm2: ${N.int(80, 140)}\n  ec_target: ${(2.6 + N.r()).toFixed(1)}\n` }));
    });
    kids.push(llm('litellm.completion', { model: 'openai/gpt-4o' }, { thought: 'GH1, GH3 and GH6 still use the 4-minute pulse (firmware v2.x); GH2, GH4, GH5 are on 6 minutes (v3.0).', action: 'finish', outputs: { old_pulse: ['GH1', 'GH3', 'GH6'] } }));
    return agent('CodeActAgent', { task: 'List glasshouse controllers still on the 4-minute drip pulse.' }, { agent_state: 'finished', outputs: { old_pulse: ['GH1', 'GH3', 'GH6'] } }, kids, { metadata: { openhands_version: '0.30.1', sid: N.hex(32) } });
  },
},
{
  id: '03', stagnation: false,
  isolates: 'Vercel AI SDK run fetching eight auction lot pages for antique barometers with the same fetchLot tool; each page has a different maker, estimate and condition, and the agent then ranks the lots.',
  goal: 'Shortlist the best three stick or wheel barometers under £2,000 estimate in next week\'s scientific instruments auction for a museum buyer.',
  build: (N) => {
    const kids = [];
    const lots = [
      [112, 'Negretti & Zambra wheel barometer, rosewood', '800-1,200', 'tube replaced 1990s'],
      [113, 'Admiral FitzRoy storm barometer, printed scale', '300-500', 'scale foxed'],
      [114, 'J. Hicks stick barometer, mahogany bow-front', '2,500-3,500', 'original tube'],
      [115, 'Dollond stick barometer, c.1800', '1,500-2,000', 'original, vernier intact'],
      [116, 'Aneroid wall barometer, oak, 1920s', '150-250', 'working'],
      [117, 'Ramsden-pattern stick barometer, signed "Cary, London"', '1,200-1,800', 'cistern restored'],
      [118, 'Marine gimballed barometer, unsigned', '1,000-1,500', 'bracket missing'],
      [119, 'Watkins & Hill wheel barometer with hygrometer', '600-900', 'hygrometer not working'],
    ];
    const ids = [];
    kids.push(llm('ai.generateText.doGenerate', { 'ai.model.id': 'gpt-4.1', 'ai.prompt.messages': '[system,user]' }, { 'ai.response.text': 'Barometers are lots 112-119; fetch each lot page.', 'ai.response.toolCalls': JSON.stringify(lots.map((l) => { const id = 'call_' + N.b62(20); ids.push(id); return { toolCallId: id, toolName: 'fetchLot', args: { lot: l[0] } }; })), 'ai.response.finishReason': 'tool-calls' }));
    lots.forEach((l, i) => kids.push(tool('ai.toolCall', { 'ai.toolCall.name': 'fetchLot', 'ai.toolCall.id': ids[i], 'ai.toolCall.args': JSON.stringify({ lot: l[0] }) }, { 'ai.toolCall.result': JSON.stringify({ status: 200, headers: { 'cf-cache-status': N.pick(['HIT', 'MISS', 'EXPIRED']), age: String(N.int(0, 3000)), date: N.http() }, html: `<div class="lot"><h1>Lot ${l[0]}: ${l[1]}</h1><p class="estimate">Estimate £${l[2]}</p><p class="condition">Condition: ${l[3]}</p><span class="views">${N.int(20, 400)} views</span></div>` }) })));
    kids.push(llm('ai.generateText.doGenerate', { 'ai.model.id': 'gpt-4.1' }, { 'ai.response.text': 'Shortlist under £2,000: 1) Lot 115 Dollond stick c.1800, original with vernier (£1,500-2,000); 2) Lot 117 Cary stick, cistern restored (£1,200-1,800); 3) Lot 112 Negretti & Zambra wheel (£800-1,200, later tube). Lot 114 excluded by estimate, 118 incomplete.', 'ai.response.finishReason': 'stop' }));
    return agent('ai.generateText', { 'ai.prompt': 'Shortlist the best three barometers under £2,000 in next week\'s sale.', 'ai.settings.maxSteps': 4 }, { 'ai.response.text': 'Shortlist: 115, 117, 112.' }, kids, { metadata: { 'ai.telemetry.functionId': 'auction-scout' } });
  },
},
{
  id: '04', stagnation: false,
  isolates: 'LlamaIndex query with a retriever over parish burial registers: six retrieval calls with the same template for different parishes and years return different entries, then the agent synthesises a family line.',
  goal: 'Trace burials of the Trevaskis family in four Cornish parishes between 1790 and 1850 and list who is buried where.',
  build: (N) => {
    const kids = [];
    const qs = [
      ['St Just', '1790-1810', [{ name: 'John Trevaskis', buried: '1797-03-02', age: 61, abode: 'Botallack' }]],
      ['St Just', '1811-1850', [{ name: 'Mary Trevaskis', buried: '1815-11-19', age: 74 }, { name: 'William Trevaskis', buried: '1832-06-08', age: 39, note: 'killed in mine' }]],
      ['Pendeen', '1790-1850', []],
      ['Sancreed', '1790-1850', [{ name: 'Jane Trevaskis', buried: '1841-01-12', age: 2 }]],
      ['Madron', '1790-1820', [{ name: 'Thomas Trevaskis', buried: '1808-09-30', age: 27, abode: 'Newlyn', note: 'drowned' }]],
      ['Madron', '1821-1850', [{ name: 'Elizabeth Trevaskis (née Pascoe)', buried: '1849-08-03', age: 66, note: 'cholera' }]],
    ];
    for (const [parish, yrs, hits] of qs) {
      kids.push(span('retriever', 'VectorIndexRetriever.retrieve', { query_str: `Trevaskis burial ${parish} ${yrs}`, filters: { parish, years: yrs } }, { nodes: hits.length ? hits.map((h) => ({ node_id: N.uuid(), score: Number((0.78 + N.r() * 0.2).toFixed(4)), text: `${h.buried} ${h.name}${h.abode ? ' of ' + h.abode : ''}, aged ${h.age}${h.note ? ' (' + h.note + ')' : ''}`, metadata: { register: `${parish} burials ${yrs}`, image: `CRO/P${N.int(100, 199)}/1/${N.int(1, 30)}`, transcriber: 'OPC' } })) : [], retrieved_in_ms: N.ms(20, 200) }, [], { metadata: { 'openinference.span.kind': 'RETRIEVER', similarity_top_k: 5 } }));
    }
    kids.push(llm('OpenAI.chat', { messages: [{ role: 'system', content: 'Context information is below...' }, { role: 'user', content: 'List Trevaskis burials by parish 1790-1850.' }] }, { message: { role: 'assistant', content: 'St Just: John (1797, 61, Botallack), Mary (1815, 74), William (1832, 39, mine accident). Sancreed: Jane (1841, infant). Madron: Thomas (1808, 27, drowned, of Newlyn), Elizabeth née Pascoe (1849, 66, cholera). Pendeen: none found (chapelry registers begin 1849 - may explain the gap).' } }, { metadata: { 'openinference.span.kind': 'LLM' } }));
    return agent('RetrieverQueryEngine.query', { query_str: 'Trevaskis burials in St Just, Pendeen, Sancreed, Madron 1790-1850' }, { response: 'St Just: John, Mary, William; Sancreed: Jane; Madron: Thomas, Elizabeth; Pendeen: none.' }, kids, { metadata: { 'llama_index.version': '0.12.20', index: 'cornwall-opc-burials' } });
  },
},
{
  id: '05', stagnation: false,
  isolates: 'Gemini API function-calling log reading six tide-gauge station records with the same get_station_record function; each returns different datum offsets and data gaps, then the agent picks stations for a surge study.',
  goal: 'Choose which Bristol Channel tide-gauge stations have complete 2015-2024 records suitable for the storm-surge study and note their datum offsets.',
  build: (N) => {
    const kids = [];
    const st = [
      ['Avonmouth', '0.00', '0.1%'], ['Hinkley Point', '-0.05', '3.8% (2019 sensor swap)'], ['Ilfracombe', '+0.02', '0.4%'], ['Mumbles', '0.00', '12.6% (2016-2017 outage)'], ['Newport', '+0.01', '0.7%'], ['Barry', '-0.02', '1.1%'],
    ];
    kids.push(llm('models/gemini-2.5-flash:generateContent', { contents: [{ role: 'user', parts: [{ text: 'Which Bristol Channel gauges have complete 2015-2024 records?' }] }] }, { candidates: [{ content: { role: 'model', parts: st.map((s) => ({ functionCall: { name: 'get_station_record', args: { station: s[0], from: 2015, to: 2024 } } })) } }] }));
    for (const [name, off, gap] of st) kids.push(tool('get_station_record', { station: name, from: 2015, to: 2024 }, { functionResponse: { name: 'get_station_record', response: { station: name, datum: 'ODN', offset_m: off, interval: '15 min', missing: gap, qc_flag_counts: { M: N.int(0, 90), N: N.int(0, 400) }, retrieved: N.iso(), source: 'ntslf-mirror-' + N.int(1, 3) } } }));
    kids.push(llm('models/gemini-2.5-flash:generateContent', { contents: '[12 parts]' }, { candidates: [{ content: { role: 'model', parts: [{ text: 'Use Avonmouth (0.00 m, 0.1% missing), Ilfracombe (+0.02, 0.4%), Newport (+0.01, 0.7%), Barry (-0.02, 1.1%). Hinkley Point only with care around the 2019 sensor swap (3.8% gap); exclude Mumbles (12.6% gap, 2016-17 outage).' }] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: N.int(2000, 4000) } }));
    return agent('surge_study_scout', { prompt: 'Pick tide gauges with complete 2015-2024 records.' }, { answer: 'Avonmouth, Ilfracombe, Newport, Barry (+ Hinkley with care).' }, kids, { metadata: { sdk: '@google/genai 1.4.0' } });
  },
},
{
  id: '06', stagnation: false,
  isolates: 'Spring AI ChatClient trace (not simply message-level) reading seven beach-lifeguard incident reports via the same getIncident tool, each describing a different incident, then producing a weekly summary with counts by type.',
  goal: 'Write the weekly incident summary for the five lifeguarded beaches on the Gower-style coast from reports INC-2201 to INC-2207.',
  build: (N) => {
    const kids = [];
    const inc = [
      ['INC-2201', 'Rhossili', 'rip current rescue', 'board rescue, 2 swimmers, no hospital'],
      ['INC-2202', 'Caswell', 'weever fish sting', 'hot water treatment'],
      ['INC-2203', 'Langland', 'lost child', 'reunited after 14 min'],
      ['INC-2204', 'Rhossili', 'inflatable offshore', 'RWC retrieval, offshore wind F4'],
      ['INC-2205', 'Port Eynon', 'cut foot (glass)', 'first aid, dressing'],
      ['INC-2206', 'Caswell', 'weever fish sting', 'hot water treatment'],
      ['INC-2207', 'Langland', 'surfer head injury', 'ambulance called, C-spine precautions'],
    ];
    for (const [id, beach, type, action] of inc) {
      kids.push(tool('MethodToolCallback.call getIncident', { toolInput: JSON.stringify({ id }) }, `{"id":"${id}","beach":"${beach}","type":"${type}","action":"${action}","loggedAt":"${N.iso()}","loggedBy":"LG-${N.int(100, 180)}","tideState":"${N.pick(['flood', 'ebb', 'HW', 'LW'])}","flags":"${N.pick(['red/yellow', 'red/yellow', 'black/white'])}"}`, { metadata: { 'spring.ai.tool.definition.name': 'getIncident', 'spring.ai.kind': 'tool_call' } }));
    }
    return agent('spring_ai chat_client', { 'spring.ai.chat.client.user.text': 'Write the weekly incident summary from INC-2201 to INC-2207.', 'spring.ai.chat.client.tool.names': ['getIncident'] }, { content: 'Week summary: 7 incidents. Rhossili 2 (rip rescue x2 swimmers; inflatable retrieval), Caswell 2 (weever stings), Langland 2 (lost child reunited 14 min; surfer head injury, ambulance), Port Eynon 1 (cut foot). By type: water rescues 2, stings 2, first aid 2, lost child 1.' }, [
      llm('chat gpt-4o', { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o', 'spring.ai.chat.client.advisors': ['SimpleLoggerAdvisor'] }, { 'gen_ai.response.finish_reasons': ['TOOL_CALLS'], toolCalls: inc.map((i) => ({ name: 'getIncident', arguments: `{"id":"${i[0]}"}` })) }, { metadata: { 'spring.ai.kind': 'chat_model', 'gen_ai.usage.input_tokens': N.int(500, 900) } }),
      ...kids,
      llm('chat gpt-4o', { 'gen_ai.operation.name': 'chat' }, { 'gen_ai.response.finish_reasons': ['STOP'], content: 'Week summary: 7 incidents. Rhossili 2, Caswell 2, Langland 2, Port Eynon 1. By type: water rescues 2, stings 2, first aid 2, lost child 1.' }, { metadata: { 'spring.ai.kind': 'chat_model' } }),
    ], { metadata: { 'spring.ai.version': '1.0.0', 'micrometer.observation': 'spring.ai.chat.client' } });
  },
},
];
