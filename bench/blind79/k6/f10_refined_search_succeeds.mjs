import { noise, agent, llm, tool, span, sys, user, asst, tcall, usage } from './lib.mjs';
export const family = 'refined-search-succeeds';
export const loop = false;
export const scenarios = [
{
  domain: 'geothermal spa water-chemistry compliance', style: 'Gemini API function calling (functionCall / functionResponse parts)',
  goal: 'Find the most recent Legionella test result for the outdoor hot pool at the Hveragerði spa and say whether it meets the limit.',
  isolates: 'A lab-results search by pool name finds nothing; the facility register reveals the pool\'s sampling-point code, and a search by that code returns the result used in the answer.',
  stagnation: false,
  build(id) { const n = noise(id);
    const kids = [];
    const turn = (text, fc, resp) => {
      kids.push(llm('models/gemini-2.0-flash:generateContent', { contents: '[...]' }, { candidates: [{ content: { role: 'model', parts: [...(text ? [{ text }] : []), ...(fc ? [{ functionCall: fc }] : [])] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: n.int(300, 1600), candidatesTokenCount: n.int(10, 80) }, responseId: n.b62(22) }));
      if (fc) kids.push(tool(fc.name, fc.args, { functionResponse: { name: fc.name, response: resp } }));
    };
    turn('Searching the lab results for the outdoor hot pool.', { name: 'search_lab_results', args: { site: 'Hveragerði', text: 'outdoor hot pool', analyte: 'Legionella' } }, { results: [], note: 'no free-text match', query_id: n.hex(12) });
    turn('No match by description. The lab indexes by sampling point; I will look up the pool in the facility register.', { name: 'facility_register', args: { site: 'Hveragerði' } }, { site: 'Hveragerði', sampling_points: [{ code: 'HVG-SP04', label: 'Útilaug heit (outdoor hot pool, 39–41°C)' }, { code: 'HVG-SP05', label: 'Barnalaug (children\'s pool)' }], updated: n.iso() });
    turn('The outdoor hot pool is sampling point HVG-SP04.', { name: 'search_lab_results', args: { sampling_point: 'HVG-SP04', analyte: 'Legionella', latest: true } }, { results: [{ sampled: '2026-05-28', lab_ref: 'MAT-' + n.int(10000, 99999), legionella_cfu_per_l: '<100', limit_cfu_per_l: 1000, method: 'ISO 11731:2017' }] });
    turn('The latest Legionella result for the outdoor hot pool (HVG-SP04, sampled 28 May 2026) is <100 cfu/L, well under the 1000 cfu/L limit, so it is compliant.', null, null);
    return agent('spa-compliance', { user: this.goal }, { text: 'Compliant: <100 cfu/L (limit 1000).' }, kids, { api: 'generativelanguage.googleapis.com/v1beta', client: 'google-genai 1.2.0' });
  },
},
{
  domain: 'luthier rosewood CITES paperwork', style: 'Amazon Bedrock Agents trace (orchestrationTrace / actionGroupInvocation)',
  goal: 'Find which of our suppliers can ship Madagascar rosewood fingerboard blanks with pre-Convention CITES certificates.',
  isolates: 'The first supplier query by trade name returns too many irrelevant hits and the second none; filtering by the Dalbergia species and certificate type returns two suppliers that end the task.',
  stagnation: false,
  build(id) { const n = noise(id);
    const kids = [];
    const step = (r, params, body) => {
      kids.push(llm('orchestrationTrace.modelInvocation', { modelInvocationInput: { type: 'ORCHESTRATION', traceId: n.uuid() + '-0' } }, { rationale: { text: r }, invocationInput: { actionGroupInvocationInput: { actionGroupName: 'suppliers', apiPath: '/suppliers/search', verb: 'get', parameters: Object.entries(params).map(([name, value]) => ({ name, value })) } } }, { foundationModel: 'anthropic.claude-3-5-sonnet-20240620-v1:0' }));
      kids.push(tool('actionGroupInvocation suppliers', params, { actionGroupInvocationOutput: { text: JSON.stringify({ ...body, x_amzn_requestid: n.uuid() }) } }));
    };
    step('Search suppliers for rosewood.', { q: 'rosewood' }, { total: 214, top: ['Indian rosewood backs (Dalbergia latifolia)', 'Santos rosewood (Machaerium)', 'Bolivian rosewood', '...'] });
    step('214 hits, mostly other species. Narrowing to "Madagascar rosewood fingerboard".', { q: 'Madagascar rosewood fingerboard' }, { total: 0, top: [] });
    step('Nothing under that trade name; suppliers list timber by botanical name. Searching Dalbergia baronii/maritima with pre-Convention certificate filter.', { species: 'Dalbergia baronii,Dalbergia maritima', product: 'fingerboard', cites_cert: 'pre-convention' }, { total: 2, top: [{ supplier: 'Tonewood Atelier Mittenwald', stock: 14, cert: 'EU pre-Convention certificate (2019 stock)' }, { supplier: 'Old Stock Timber Co., Bristol', stock: 6, cert: 'Article 10 pre-Convention' }] });
    kids.push(llm('orchestrationTrace.observation', {}, { finalResponse: { text: 'Two suppliers can ship Madagascar rosewood (D. baronii / maritima) fingerboard blanks with pre-Convention certificates: Tonewood Atelier Mittenwald (14 in stock) and Old Stock Timber Co., Bristol (6).' } }));
    return agent('InvokeAgent', { agentId: 'LUTH' + n.b62(6).toUpperCase(), sessionId: n.uuid(), inputText: this.goal }, { completion: 'Two suppliers: Tonewood Atelier Mittenwald, Old Stock Timber Co.' }, kids, { 'bedrock.region': 'eu-central-1', enableTrace: true });
  },
},
{
  domain: 'medieval psalter illumination search (IIIF collections)', style: 'DSPy (ReAct module trajectory)',
  goal: 'Find a digitised 13th-century English psalter page showing a marginal rabbit riding a snail, with its IIIF manifest URL.',
  isolates: 'Two keyword searches of a library catalogue return nothing; switching to a different source (an iconography index of marginalia) with a learnt motif term finds the folio and manifest.',
  stagnation: false,
  build(id) { const n = noise(id);
    const steps = [['I will search the library catalogue for the motif.', 'catalogue_search', { q: 'psalter rabbit snail 13th century' }, 'hits: 0  (index: manuscripts-main, took 31ms)'], ['Catalogue records describe manuscripts, not marginal motifs. An iconography index of marginalia should help; snail-combat scenes are indexed as "snail, knight" or "hare vs snail".', 'marginalia_index', { motif: 'hare riding snail', century: 13, region: 'England' }, JSON.stringify({ matches: [{ shelfmark: 'Add MS 49622', name: 'Gorleston Psalter', folio: '193v', motif: 'hare mounted on snail', note: 'c.1310-1324' }, { shelfmark: 'Royal MS 10 E IV', folio: '107r', motif: 'knight vs snail', note: 'c.1300-1340' }], index_build: n.hex(7) })], ['Gorleston is early 14th c. I need 13th. Checking the index with the date constraint and hare/rabbit synonyms.', 'marginalia_index', { motif: 'rabbit|hare riding snail', date_max: 1300, region: 'England' }, JSON.stringify({ matches: [{ shelfmark: 'MS W.102', repository: 'Walters Art Museum', name: 'Psalter-Hours', folio: '74r', motif: 'rabbit astride snail', date: 'c.1290-1300', manifest: 'https://iiif.example.org/walters/W102/manifest.json' }] })]];
    const kids = [];
    steps.forEach(([th, t, a, o]) => {
      kids.push(llm('LM.__call__', { prompt: `[[ ## question ## ]]\n${this.goal}` }, `[[ ## next_thought ## ]]\n${th}\n\n[[ ## next_tool_name ## ]]\n${t}\n\n[[ ## next_tool_args ## ]]\n${JSON.stringify(a)}`, { model: 'openai/gpt-4o', 'dspy.module': 'ReAct', response_ms: n.ms(300, 2400) }));
      kids.push(tool('Tool.__call__ ' + t, a, o));
    });
    const fin = 'Walters Art Museum MS W.102, fol. 74r (English Psalter-Hours, c.1290-1300): rabbit riding a snail. Manifest: https://iiif.example.org/walters/W102/manifest.json';
    kids.push(llm('LM.__call__', { prompt: '[[ ## trajectory ## ]] ...' }, `[[ ## reasoning ## ]]\nThe Walters match satisfies the 13th-century constraint.\n\n[[ ## answer ## ]]\n${fin}\n\n[[ ## completed ## ]]`, { model: 'openai/gpt-4o' }));
    return agent('ReAct.forward', { question: this.goal }, { answer: fin }, kids, { 'dspy.version': '2.6.x' });
  },
},
{
  domain: 'shipwreck dive-site permits', style: 'Letta (MemGPT) agent steps with inner monologue and send_message',
  goal: 'Find out whether our club needs a licence to dive the wreck of the steamer "Hollandia" off the Isles of Scilly, and how to apply.',
  isolates: 'Searching the wreck register by ship name returns nothing; an archival search reveals the wreck was registered under its earlier name, and the register search by that name gives the licence rule.',
  stagnation: false,
  build(id) { const n = noise(id);
    const kids = [];
    const st = (mono, name, args, ret) => {
      kids.push(llm('step', { messages: '[in-context memory]' }, { messages: [{ message_type: 'reasoning_message', reasoning: mono }, { message_type: 'tool_call_message', tool_call: { name, arguments: JSON.stringify(args) } }] }, { model: 'openai/gpt-4o-mini', step_id: 'step-' + n.uuid() }));
      kids.push(tool(name, args, { message_type: 'tool_return_message', tool_return: JSON.stringify(ret), status: 'success', time: n.isoOffset(1) }));
    };
    st('User asks about licensing for the Hollandia wreck. Check the protected wreck register.', 'wreck_register_search', { name: 'Hollandia', area: 'Isles of Scilly' }, { results: [] });
    st('No register entry for Hollandia. Ships were often renamed; archival shipping lists might give a former name.', 'archive_search', { query: 'Hollandia steamer wrecked Scilly', source: 'Lloyd\'s Register' }, { hits: [{ title: 'SS Hollandia (ex-"Gwennap", 1889)', note: 'renamed 1903; wrecked Crim Rocks 1911' }] });
    st('Former name Gwennap. Search the register with that name.', 'wreck_register_search', { name: 'Gwennap', area: 'Isles of Scilly' }, { results: [{ name: 'Gwennap (Hollandia)', designation: 'Protected Wreck, Protection of Wrecks Act 1973', licence: 'Visitor licence required from Historic England', apply: 'https://historicengland.example/wrecks/licence' }] });
    kids.push(llm('step', {}, { messages: [{ message_type: 'reasoning_message', reasoning: 'Found it under the old name; tell the user.' }, { message_type: 'assistant_message', content: 'Yes. The wreck is protected, registered under its earlier name "Gwennap". Your club needs a visitor licence from Historic England before diving it; apply via their protected-wreck licence form.' }] }, { model: 'openai/gpt-4o-mini' }));
    return agent('Letta agent dive-officer', { messages: [{ role: 'user', content: this.goal }] }, { stop_reason: 'end_turn' }, kids, { 'letta.version': '0.6.x', agent_id: 'agent-' + n.uuid() });
  },
},
{
  domain: 'carriage wheelwright restoration parts', style: 'MLflow Tracing (span_type CHAT_MODEL / TOOL / RETRIEVER)',
  goal: 'Find the correct hub (nave) dimensions for rebuilding the rear wheels of an 1870s Brougham carriage.',
  isolates: 'A vector search over the workshop notes returns unrelated results, a keyword search on "Brougham" returns too many; constraining to rear nave and the coachbuilder learnt from the first result finds the dimension table.',
  stagnation: false,
  build(id) { const n = noise(id);
    const kids = [];
    const r = (q, docs) => span('retriever', 'VectorStoreRetriever', { query: q }, docs, [], { metadata: { 'mlflow.spanType': 'RETRIEVER', duration_ms: n.ms(20, 300) } });
    kids.push(llm('ChatOpenAI', { messages: [user(this.goal)] }, { content: 'Searching workshop notes.' }, { 'mlflow.spanType': 'CHAT_MODEL' }));
    kids.push(r('carriage wheel hub size', [{ page_content: 'Cart wheel dishing: 1/4 inch per foot of diameter...', metadata: { source: 'farm_carts.md', score: 0.61 } }, { page_content: 'Bicycle hub cones...', metadata: { source: 'misc.md', score: 0.58 } }]));
    kids.push(llm('ChatOpenAI', { messages: '[...]' }, { content: 'Those are farm carts and bicycles. Try the Brougham keyword.' }, { 'mlflow.spanType': 'CHAT_MODEL' }));
    kids.push(tool('keyword_search', { q: 'Brougham' }, { total: 57, first: ['Brougham lamps', 'Brougham upholstery', 'Hooper & Co. Brougham 1874 (order book)', '...'] }, { 'mlflow.spanType': 'TOOL' }));
    kids.push(llm('ChatOpenAI', { messages: '[...]' }, { content: '57 hits, mostly lamps and trim. The 1874 order book names Hooper & Co.; narrowing to rear nave dimensions for Hooper.' }, { 'mlflow.spanType': 'CHAT_MODEL' }));
    kids.push(tool('keyword_search', { q: '"Hooper" AND nave AND rear', collection: 'coachbuilder_drawings' }, { total: 1, first: [{ doc: 'hooper_brougham_wheels_1872.pdf', page: 3, table: 'Rear nave: length 9 1/2 in, diameter 7 in at centre, 14 spokes, elm with oak spokes, box 2 1/4 in taper' }] }, { 'mlflow.spanType': 'TOOL' }));
    const fin = 'Hooper & Co. Brougham rear wheels (1872 drawing): elm nave 9½ in long, 7 in diameter at the centre, 14 oak spokes, axle box 2¼ in taper.';
    kids.push(llm('ChatOpenAI', { messages: '[...]' }, { content: fin }, { 'mlflow.spanType': 'CHAT_MODEL' }));
    return agent('AgentExecutor', { input: this.goal }, { output: fin }, kids, { 'mlflow.traceRequestId': 'tr-' + n.hex(32), 'mlflow.spanType': 'AGENT', status: 'OK' });
  },
},
{
  domain: 'railway lost-property office (a lost cello)', style: 'AgentOps session (LLMEvent / ToolEvent)',
  goal: 'A passenger left a cello on a train arriving at York yesterday evening; find whether lost property has it and how to collect it.',
  isolates: 'Searches of the York office for "cello" come back empty twice; learning from the timetable that the train terminated at Edinburgh, a search of the Edinburgh office finds the item.',
  stagnation: false,
  build(id) { const n = noise(id);
    const kids = [];
    const e = (txt, name, args, out) => {
      kids.push(llm('LLMEvent', { prompt: '[...]' }, { completion: { role: 'assistant', content: txt, tool_calls: [{ name, arguments: JSON.stringify(args) }] } }, { event_type: 'llms', model: 'gpt-4o', init_timestamp: n.iso() }));
      kids.push(tool('ToolEvent ' + name, args, out, { event_type: 'tools', init_timestamp: n.iso() }));
    };
    e('Searching York lost property.', 'lost_property_search', { office: 'YRK', item: 'cello', date: '2026-03-11' }, { items: [], office: 'YRK', searched_at: n.http() });
    e('Nothing. Trying "musical instrument" for the same office.', 'lost_property_search', { office: 'YRK', category: 'musical instrument', date_from: '2026-03-11' }, { items: [{ ref: 'YRK-' + n.int(1000, 9999), desc: 'ukulele, soft case' }] });
    e('Only a ukulele. Items are handed in where the train terminates; checking which train arrived at York around 19:00.', 'timetable_lookup', { station: 'YRK', date: '2026-03-11', arr_from: '18:30', arr_to: '20:00' }, { services: [{ id: '1S' + n.int(10, 99), from: 'London Kings Cross', to: 'Edinburgh', arr_yrk: '19:04' }] });
    e('That train terminated at Edinburgh Waverley. Searching the Edinburgh office.', 'lost_property_search', { office: 'EDB', item: 'cello', date: '2026-03-11' }, { items: [{ ref: 'EDB-' + n.int(10000, 99999), desc: 'Cello in black hard case, name tag "R. Menzies"', found: 'coach F', status: 'held', collect: 'Waverley lost property, Mon-Fri 07:00-19:00, photo ID, fee £25' }] });
    kids.push(llm('LLMEvent', {}, { completion: { role: 'assistant', content: 'Found it: the cello (black hard case, tag "R. Menzies") is held at Edinburgh Waverley lost property, where the train terminated. Collect Mon–Fri 07:00–19:00 with photo ID; fee £25, or ask them to forward it to York.' } }, { event_type: 'llms' }));
    return agent('AgentOps session', { tags: ['lost-property'] }, { end_state: 'Success' }, kids, { session_id: n.uuid() });
  },
},
];
