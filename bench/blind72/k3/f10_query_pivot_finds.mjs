// Family: query_pivot_finds (loop: false). Early queries find nothing or too much; a genuinely
// different query (new source, or a constraint learnt from a result) finds what is needed.
import { span, llm, tool, agent, sys, user, asst, oaiCall, toolMsg } from './lib.mjs';

export const scenarios = [
  // 01 Northumbrian smallpipes chanter reed — Haystack pipeline with web search component
  (N) => {
    const kids = [];
    const gen = (text, q) => span('component', 'haystack.component.run', { 'haystack.component.name': 'llm', 'haystack.component.type': 'OpenAIChatGenerator' }, { replies: [{ _role: 'assistant', _content: [{ text }, ...(q ? [{ tool_call: { tool_name: 'web_search', arguments: q } }] : [])], _meta: { model: 'gpt-4o', usage: { prompt_tokens: N.int(400, 3000) } } }] }, [], { metadata: { 'haystack.component.visits': kids.length } });
    const ws = (q, out) => span('tool', 'haystack.component.run', { 'haystack.component.name': 'web_search', 'haystack.component.type': 'SerperDevWebSearch', query: q.query }, out, [], { metadata: { 'x-api-credits-left': N.int(2000, 2500), took_ms: N.ms(300, 1500) } });
    kids.push(gen('Searching for a supplier of the reed the pipe maker asked for.', { query: 'bagpipe chanter reed supplier' }));
    kids.push(ws({ query: 'bagpipe chanter reed supplier' }, { documents_count: 10, total_estimate: '41,300,000', top: ['Highland bagpipe reeds | Shepherd, Warnock, Gilmour', 'G1 chanter reeds — Bagpipes Galore', 'Practice chanter reeds x3 - Amazon.co.uk'] }));
    kids.push(gen('Far too broad and all Highland pipe reeds. The owner\'s note says the set is Northumbrian smallpipes in F+ by the late Colin Ross, which take a cane reed, not a plastic Highland one. Searching for that specifically.', { query: 'Northumbrian smallpipes chanter reed F+ cane Colin Ross pitch maker' }));
    kids.push(ws({ query: 'Northumbrian smallpipes chanter reed F+ cane Colin Ross pitch maker' }, { documents_count: 4, top: [{ title: 'Reeds for NSP chanters — Northumbrian Pipers\' Society makers list', snippet: 'Chanter reeds for Ross F+ chanters: Anita Hanson (Wark), Dave Shaw (Alnwick)... cane reeds made to order, send chanter or reed seat measurements', link: 'https://www.northumbrianpipers.org.uk/makers/' }, { title: 'Dave Shaw NSP reeds', snippet: 'F+ chanter reeds £28, 2-3 weeks, suited to Ross & Burleigh chanters' }] }));
    kids.push(gen('Two makers make cane reeds for Colin Ross F+ chanters: Anita Hanson (Wark) and Dave Shaw (Alnwick, £28, 2-3 weeks). Send the chanter\'s reed-seat measurement with the order.', null));
    return {
      isolates: 'A Haystack agent\'s generic bagpipe-reed search returns forty million Highland results; using the instrument details (Northumbrian smallpipes, F+, Colin Ross) it finds two makers of the right cane reed and finishes.',
      stagnation: false,
      goal: 'Find who can supply a replacement cane chanter reed for a set of Northumbrian smallpipes in F+.',
      root: agent('haystack.pipeline.run', { 'haystack.pipeline.input_data': { messages: ['Where can I get a new chanter reed for my pipes? See owner note.'] } }, { replies: ['Two makers…'] }, kids, { 'haystack.version': '2.10.1' }),
    };
  },

  // 02 1950s Heidelberg platen press spare — Claude Agent SDK (WebSearch/WebFetch)
  (N) => {
    const kids = [];
    const a = (content) => llm('assistant', { parent_tool_use_id: null }, { type: 'assistant', message: { content } }, { timestamp: N.iso(N.tick()) });
    const tr = (name, input, content, err) => tool(name, input, { type: 'user', message: { content: [{ type: 'tool_result', tool_use_id: 'toolu_01' + N.b62(22), content, ...(err ? { is_error: true } : {}) }] } }, { uuid: N.uuid() }, err);
    kids.push(a([{ type: 'text', text: 'Looking for a replacement gripper-arm spring for the 1956 Heidelberg Windmill (T-platen).' }, { type: 'tool_use', name: 'WebSearch', input: { query: 'Heidelberg Windmill gripper spring replacement' } }]));
    kids.push(tr('WebSearch', { query: 'Heidelberg Windmill gripper spring replacement' }, 'Web search results for query: "Heidelberg Windmill gripper spring replacement"\n\nNo links found.'));
    kids.push(a([{ type: 'text', text: 'No hits. The spare-parts manual in the repo folder should give the part number, which is what dealers list parts under.' }, { type: 'tool_use', name: 'Read', input: { file_path: '/home/press/docs/OHT_Ersatzteilliste_1955.txt', offset: 410, limit: 30 } }]));
    kids.push(tr('Read', { file_path: '/home/press/docs/OHT_Ersatzteilliste_1955.txt' }, '   418→Tafel 14  Greiferarm\n   419→  14/23   Greiferfeder (links)        00.020.0034\n   420→  14/24   Greiferfeder (rechts)       00.020.0035\n   421→  14/25   Federbolzen                 00.020.0112'));
    kids.push(a([{ type: 'text', text: 'Left gripper spring is Heidelberg part 00.020.0034 ("Greiferfeder"). Searching the German parts term plus the number, which used-machine dealers use.' }, { type: 'tool_use', name: 'WebSearch', input: { query: '"00.020.0034" Greiferfeder Heidelberg Tiegel' } }]));
    kids.push(tr('WebSearch', { query: '"00.020.0034" Greiferfeder Heidelberg Tiegel' }, `Web search results:\n1. Greiferfeder 00.020.0034 OHT Tiegel — Druckmaschinen-Ersatzteile Kuhn — https://example-kuhn.de/oht/00-020-0034 — "Neuteil, 3 auf Lager, 14,80 €"\n2. Heidelberg platen spares list (PDF) — Letterpress Things — 00.020.0034 gripper spring L, £12`));
    kids.push(a([{ type: 'tool_use', name: 'WebFetch', input: { url: 'https://example-kuhn.de/oht/00-020-0034', prompt: 'Price, stock and shipping to UK?' } }]));
    kids.push(tr('WebFetch', { url: 'https://example-kuhn.de/oht/00-020-0034' }, `Greiferfeder links, 00.020.0034, passend für Heidelberger Tiegel (OHT) — 14,80 € zzgl. MwSt. — Lagerbestand: 3 — Versand nach GB 9,90 € (DHL, 3-5 Werktage). Cached ${N.http()}; cf-ray ${N.hex(16)}-LHR`));
    kids.push(a([{ type: 'text', text: 'Found it: left gripper spring 00.020.0034 at Kuhn Druckmaschinen-Ersatzteile, €14.80 + VAT, 3 in stock, €9.90 shipping to the UK (3-5 working days). Letterpress Things also lists it at £12 as a fallback.' }]));
    return {
      isolates: 'A Claude Agent SDK session gets no hits for an English description of a platen-press spring, reads the part number from the 1955 parts list, searches that number with the German term, and finds a dealer with stock.',
      stagnation: false,
      goal: 'Find a replacement left gripper spring for a 1956 Heidelberg Windmill platen press and where to buy it.',
      root: agent('claude-agent-sdk.query', { prompt: 'Find a replacement left gripper spring for our 1956 Windmill.' }, { type: 'result', subtype: 'success', num_turns: 5, total_cost_usd: Number((N.r() * 0.3).toFixed(4)) }, kids, { session_id: N.uuid(), cwd: '/home/press' }),
    };
  },

  // 03 whaling crew genealogy — DSPy ReAct
  (N) => {
    const kids = [];
    const step = (th, tn, ta, obs) => { kids.push(llm('Predict(StringSignature).forward', { trajectory: '…' }, { next_thought: th, next_tool_name: tn, next_tool_args: ta }, { lm: 'openai/gpt-4o' })); if (obs !== undefined) kids.push(tool(tn, ta, obs, { dspy_tool: true })); };
    step('Search the crew list index for Elijah Brock on New Bedford whalers in the 1840s.', 'crew_list_search', { name: 'Elijah Brock', port: 'New Bedford', years: '1840-1849' }, { results: [], searched: 'whalingcrewlists (New Bedford Free Public Library)', q_ms: N.ms(20, 90) });
    step('No match. The family letter says he "shipped from Nantucket" — a different port and a different index.', 'crew_list_search', { name: 'Brock', port: 'Nantucket', years: '1838-1850' }, { results: [{ name: 'Elijah Brock', vessel: 'Charles & Henry', departure: '1843-07-02', rank: 'greenhand', age: 19, residence: 'Vineyard Haven', complexion: 'light', hair: 'brown', source: 'Nantucket Historical Association, Ms. 335' }, { name: 'Jas. Brock', vessel: 'Nauticon', departure: '1841-10-14', rank: 'boatsteerer', age: 27 }], searched: 'NHA crew lists', q_ms: N.ms(20, 90) });
    step('Elijah Brock, 19, greenhand on the Charles & Henry, sailed from Nantucket 2 July 1843; residence Vineyard Haven matches the family story. I can answer.', 'finish', {}, undefined);
    kids.push(llm('Predict(StringSignature).forward', { trajectory: '…' }, { reasoning: 'Nantucket record fits age and residence.', answer: 'Elijah Brock sailed as a greenhand (age 19, of Vineyard Haven) on the whaler Charles & Henry from Nantucket on 2 July 1843 (Nantucket Historical Association, Ms. 335). A James Brock, boatsteerer on the Nauticon in 1841, may be a relative.' }, { lm: 'openai/gpt-4o' }));
    return {
      isolates: 'A DSPy ReAct agent finds nothing in the New Bedford whaling crew index, switches to the Nantucket index on a clue from the family letter, finds the ancestor\'s voyage and answers.',
      stagnation: false,
      goal: 'Find which whaling voyage a family ancestor, Elijah Brock, sailed on in the 1840s.',
      root: agent('ReAct.forward', { question: 'Which whaler did Elijah Brock sail on? Family letter: "shipped from Nantucket as a lad".' }, { answer: 'Elijah Brock sailed as a greenhand…' }, kids, { dspy_version: '2.6.10' }),
    };
  },

  // 04 alpine hut water permit — Bedrock Agents with knowledge base retrieval
  (N) => {
    const kids = [];
    const kb = (q, refs) => span('retriever', 'knowledgeBaseLookup', { knowledgeBaseId: 'KBALPHUT1', text: q }, { retrievedReferences: refs }, [], { metadata: { traceId: N.uuid() + '-kb', latency_ms: N.ms(200, 900) } });
    kids.push(llm('orchestrationTrace.modelInvocationOutput', { type: 'ORCHESTRATION' }, { rationale: { text: 'The hut warden asks which permit covers taking drinking water from the Tschingel spring. I will check the cantonal regulations knowledge base.' } }, { foundationModel: 'anthropic.claude-3-5-haiku-20241022-v1:0' }));
    kids.push(kb('permit drinking water spring mountain hut', Array.from({ length: 5 }, (_, i) => ({ content: { text: ['General water law (GSchG) art. 1-3 ...', 'Fishing permits on alpine lakes ...', 'Snowmaking water withdrawal ...', 'Hydropower concessions ...', 'Cattle watering troughs on summer pastures ...'][i] }, location: { s3Location: { uri: `s3://be-regs/doc-${N.int(100, 999)}.pdf` } }, score: 0.41 - i * 0.02 }))));
    kids.push(llm('orchestrationTrace.modelInvocationOutput', { type: 'ORCHESTRATION' }, { rationale: { text: 'Results are generic and low-scoring. Hut drinking water falls under food law (it is served to guests), so the relevant rule is the drinking-water ordinance (TBDV) and the cantonal laboratory, not water withdrawal. Re-querying with that.' } }, { foundationModel: 'anthropic.claude-3-5-haiku-20241022-v1:0' }));
    kids.push(kb('TBDV Trinkwasser Berghütte Selbstkontrolle Kantonales Laboratorium Quellfassung', [{ content: { text: 'Mountain huts supplying drinking water to guests are water suppliers under TBDV art. 3; they must register with the Kantonales Laboratorium Bern, keep a self-monitoring concept (HACCP) and sample at least once per season. A withdrawal concession is only needed above 100 l/min.' }, location: { s3Location: { uri: 's3://be-regs/kl-bern-merkblatt-huetten-2023.pdf' } }, score: 0.83 }]));
    kids.push(llm('orchestrationTrace.observation', { type: 'FINISH' }, { finalResponse: { text: 'No separate water permit is needed for the Tschingel spring unless you draw more than 100 l/min. Because the hut serves the water to guests you are a drinking-water supplier: register with the Kantonales Laboratorium Bern, keep a HACCP self-monitoring plan, and have the water sampled at least once per season (Merkblatt Hütten 2023).' } }, {}));
    return {
      isolates: 'A Bedrock agent\'s first knowledge-base query returns five generic low-score passages; it reframes the question as drinking-water food law, queries with those terms, gets a 0.83-score match and answers the hut warden.',
      stagnation: false,
      goal: 'Tell an alpine hut warden which permit or registration is needed to serve spring water to guests.',
      root: agent('InvokeAgent', { agentId: 'HUTWARDEN', sessionId: N.uuid(), inputText: 'Do we need a permit for our spring water at the Tschingel hut?' }, { completion: 'No separate water permit…' }, kids, { region: 'eu-central-2' }),
    };
  },

  // 05 ocularist (prosthetic glass eye maker) — Google ADK
  (N) => {
    const kids = [];
    const m = (parts) => llm('call_llm', { contents: ['…'] }, { content: { role: 'model', parts } }, { 'gen_ai.request.model': 'gemini-2.0-flash', 'gcp.vertex.agent.event_id': N.b62(8) });
    const t = (args, resp) => tool('execute_tool directory_search', { functionCall: { name: 'directory_search', args } }, { functionResponse: { name: 'directory_search', response: resp } }, { 'gen_ai.tool.name': 'directory_search' });
    kids.push(m([{ text: 'Searching the NHS service directory for prosthetic eye services near Aberystwyth.' }, { functionCall: { name: 'directory_search', args: { service: 'prosthetic eye', near: 'Aberystwyth', radius_km: 60 } } }]));
    kids.push(t({ service: 'prosthetic eye', near: 'Aberystwyth', radius_km: 60 }, { results: [], note: 'no services matched', directory_version: N.isoNoMs() }));
    kids.push(m([{ text: 'None within 60 km. Cryolite glass eyes are a specialist craft; the directory lists them as "ocular prosthetics" under maxillofacial labs, and patients travel. Widening to all of Wales with the clinical term.' }, { functionCall: { name: 'directory_search', args: { service: 'ocular prosthetics', region: 'Wales', include_private: true } } }]));
    kids.push(t({ service: 'ocular prosthetics', region: 'Wales', include_private: true }, { results: [{ name: 'Maxillofacial Prosthetics Lab, Morriston Hospital (Swansea)', materials: ['PMMA'], referral: 'NHS via ophthalmologist', wait_weeks: 14 }, { name: 'Cryolite glass ocularist — visiting clinic, Cardiff (quarterly)', materials: ['cryolite glass'], referral: 'private', next_clinic: '2025-06-12' }] }));
    kids.push(m([{ text: 'For a cryolite glass eye, the nearest option is the quarterly visiting glass ocularist clinic in Cardiff (next on 12 June, private). On the NHS, Morriston Hospital\'s maxillofacial lab in Swansea makes acrylic (PMMA) eyes via ophthalmologist referral, about 14 weeks\' wait.' }]));
    return {
      isolates: 'A Google ADK agent\'s local search for prosthetic eye services finds nothing; using the clinical term and a wider region it finds a Swansea NHS lab and a visiting glass ocularist, and answers.',
      stagnation: false,
      goal: 'Find where a patient near Aberystwyth can get a cryolite glass prosthetic eye made.',
      root: agent('invoke_agent patient_navigator', { user_content: 'Where can I get a glass eye made? I live near Aberystwyth.' }, null, kids, { 'gen_ai.agent.name': 'patient_navigator', 'gcp.vertex.agent.session_id': N.uuid() }),
    };
  },

  // 06 rare-breed pig herdbook — smolagents CodeAgent
  (N) => {
    const kids = [];
    const st = (i, thought, code, logs) => kids.push(span('chain', `Step ${i}`, { step_number: i }, { observations: logs }, [
      llm('OpenAIServerModel.__call__', { messages: ['…'] }, { role: 'assistant', content: `Thought: ${thought}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>` }, { model_id: 'gpt-4o', input_tokens: N.int(1500, 4000), output_tokens: N.int(80, 200) }),
      tool('python_interpreter', { code }, logs, { duration_s: N.secs(0.2, 2) }),
    ], { metadata: { start_time: N.epoch(N.tick()) } }));
    st(1, 'I need an unrelated Oxford Sandy and Black boar within 150 miles. Query the herdbook for boars for sale.', 'print(herdbook_search(breed="Oxford Sandy and Black", sex="boar", for_sale=True))', 'Execution logs:\n[{"name": "Foxhill Sandy Jack 14", "sire_line": "Jack", "herd": "Foxhill", "miles": 38}, {"name": "Kilnwood Sandy Jack 3", "sire_line": "Jack", "miles": 71}, {"name": "Brightwell Jack 22", "sire_line": "Jack", "miles": 104}]\nLast output from code snippet:\nNone');
    st(2, 'All three are the Jack line, the same as our sows, so useless for breeding. The herdbook lets me filter by sire line; I need a line other than Jack and will accept up to 150 miles.', 'lines = [l for l in herdbook_sire_lines("Oxford Sandy and Black") if l != "Jack"]\nprint(lines)\nprint(herdbook_search(breed="Oxford Sandy and Black", sex="boar", for_sale=True, sire_line=lines, max_miles=150))', 'Execution logs:\n[\'Gerald\', \'Mars\', \'Sam\', \'Whimsy\']\n[{"name": "Tallyho Sandy Gerald 7", "sire_line": "Gerald", "herd": "Tallyho", "miles": 122, "born": "2024-03-30", "price_gbp": 450}, {"name": "Pennant Mars 2", "sire_line": "Mars", "miles": 146, "born": "2023-11-02", "price_gbp": 500}]\nLast output from code snippet:\nNone');
    st(3, 'Two unrelated boars found; the Gerald-line boar is closer and younger.', 'final_answer("Tallyho Sandy Gerald 7 (Gerald line, 122 miles, born Mar 2024, £450) is the best unrelated match; Pennant Mars 2 (Mars line, 146 miles, £500) is the alternative.")', 'Out - Final answer: Tallyho Sandy Gerald 7 …');
    return {
      isolates: 'A smolagents CodeAgent\'s first herdbook query returns only boars of the same sire line as the sows; filtering by the other sire lines finds two unrelated boars and it recommends one.',
      stagnation: false,
      goal: 'Find an unrelated Oxford Sandy and Black boar for sale within 150 miles for a rare-breed pig smallholding.',
      root: agent('CodeAgent.run', { task: 'Find an unrelated OSB boar within 150 miles for our Jack-line sows.' }, { output: 'Tallyho Sandy Gerald 7 …' }, kids, { smolagents_version: '1.9.2' }),
    };
  },
];
