// Healthy: first queries find nothing or too much; a materially different query (new source or constraint learnt) finds it.
import { agent, llm, tool, chain, span, tc } from './lib.mjs';
export const FAMILY = 'search_refined_by_evidence';
export const LOOP = false;

// 01 medieval manuscript binding fragment, OpenAI Agents SDK
function r01(N) {
  const goal = 'Identify the liturgical text on the parchment binding fragment found in the 1592 parish register of St Ebbe\'s (visible words: "...ora pro nobis sancta dei genetrix... ut digni efficiamur").';
  const sp = (type, name, inp, out, md = {}) => span(type, name, inp, out, [], { metadata: { span_id: 'span_' + N.hex(24), ...md } });
  const kids = [];
  kids.push(sp('llm', 'response', { model: 'gpt-4.1' }, { output: [{ type: 'function_call', name: 'search_chant_db', arguments: '{"text":"ora pro nobis sancta dei genetrix"}' }] }));
  N.tick(); kids.push(sp('tool', 'search_chant_db', '{"text":"ora pro nobis sancta dei genetrix"}', JSON.stringify({ total: 1482, shown: 5, results: ['Litany of Loreto (many)', 'Salve Regina versicle', '…'], took: `${N.ms()}ms` })));
  kids.push(sp('llm', 'response', { model: 'gpt-4.1' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'That versicle follows hundreds of Marian antiphons, too broad. The fragment also has staff lines with square notation and a rubric "In adventu"; narrowing to Advent antiphons with the rare incipit words visible in line 1, "Alma redemptoris".' }] }, { type: 'function_call', name: 'search_chant_db', arguments: '{"text":"Alma redemptoris mater","season":"Advent","genre":"antiphon","notation":"square"}' }] }));
  N.tick(); kids.push(sp('tool', 'search_chant_db', '{"text":"Alma redemptoris mater","season":"Advent","genre":"antiphon","notation":"square"}', JSON.stringify({ total: 3, results: [{ cantus_id: '001356', incipit: 'Alma redemptoris mater', office: 'Compline, Advent to Purification', sources: ['GB-Ob Rawl. liturg. d. 4', 'GB-Lbl Add. 28598'] }], took: `${N.ms()}ms` })));
  kids.push(sp('llm', 'response', { model: 'gpt-4.1' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'The fragment is the Marian antiphon Alma redemptoris mater (Cantus 001356) with its Advent versicle "Ora pro nobis sancta dei genetrix / ut digni efficiamur", sung at Compline from Advent to the Purification; comparable English witnesses are Rawl. liturg. d. 4 and Add. 28598.' }] }] }));
  return {
    isolates: 'A versicle search returns 1,482 hits; using the Advent rubric and incipit seen on the fragment, a constrained query returns 3 hits and the text is identified.',
    stagnation: false, goal,
    root: agent('Agent workflow', { input: goal }, { final_output: 'Alma redemptoris mater (Cantus 001356)' }, [agent('Palaeography Agent', {}, null, kids)], { trace_id: 'trace_' + N.hex(32) }),
  };
}

// 02 antique clock movement part, AutoGen
function r02(N) {
  const goal = 'Source a replacement count wheel for a French Japy Frères striking movement (serial 1883xx, 14-day) for a customer\'s mantel clock.';
  const kids = [];
  const say = (c) => span('llm', 'OpenAIChatCompletionClient.create', {}, { content: c }, [], { metadata: { 'autogen.event': 'LLMCall' } });
  kids.push(say([{ name: 'parts_search', arguments: '{"q":"Japy count wheel"}' }]));
  N.tick(); kids.push(tool('parts_search', { q: 'Japy count wheel' }, { content: '[]', is_error: false, searched: ['clockparts-eu', 'horologystore'], at: N.iso() }, {}));
  kids.push(say([{ name: 'movement_lookup', arguments: '{"maker":"Japy Freres","serial":"1883"}' }]));
  N.tick(); kids.push(tool('movement_lookup', { maker: 'Japy Freres', serial: '1883' }, { content: JSON.stringify({ calibre: 'Paris round movement, 85 mm', strike: 'count wheel, outside', pitch: 'count wheel 1.5 mm, 78 teeth', note: 'interchangeable with Marti and Vincent et Cie of the same calibre' }) }, {}));
  kids.push(say([{ name: 'parts_search', arguments: '{"q":"count wheel 78 teeth Paris movement 85mm","makers":["Japy","Marti","Vincent"]}' }]));
  N.tick(); kids.push(tool('parts_search', { q: 'count wheel 78 teeth Paris movement 85mm' }, { content: JSON.stringify([{ seller: 'Atelier Roux, Besançon', part: 'Roue de compte 78 dts, Marti 85', price_eur: 38, stock: 2 }]) }, {}));
  kids.push(say('Found one: Atelier Roux in Besançon has a 78-tooth Marti 85 mm count wheel (EUR 38, 2 in stock), interchangeable with the Japy Paris movement. TERMINATE'));
  return {
    isolates: 'A brand-name part search is empty; a calibre lookup shows the movement is a standard Paris 85 mm shared with Marti, and a search by tooth count and calibre finds a part.',
    stagnation: false, goal,
    root: agent('AssistantAgent.on_messages', { messages: [{ source: 'user', content: goal }] }, { chat_message: 'Found one…' }, kids, { 'autogen.version': '0.4.7' }),
  };
}

// 03 peat bog core samples, Letta
function r03(N) {
  const goal = 'Find pollen data for the 4,200 BP interval from any peat core within 20 km of Bodmin Moor to compare with our new core BM-3.';
  const kids = [];
  const step = (reason, name, args, ret) => {
    kids.push(llm('LLM request', {}, { messages: [{ message_type: 'reasoning_message', reasoning: reason }, { message_type: 'tool_call_message', tool_call: { name, arguments: JSON.stringify(args) } }] }, { step_id: 'step-' + N.uuid() }));
    N.tick(); kids.push(tool(name, args, { message_type: 'tool_return_message', status: 'success', tool_return: JSON.stringify(ret) }, {}));
  };
  step('Search the European Pollen Database by site name.', 'neotoma_search', { sitename: 'Bodmin Moor', age_bp: 4200 }, { sites: [], count: 0 });
  step('No site is named after the moor itself; individual mires have their own names, so a spatial search is better.', 'neotoma_search', { loc: [-4.62, 50.58], radius_km: 20, datasettype: 'pollen' }, { count: 4, sites: [{ name: 'Rough Tor South', span_bp: '0-5300' }, { name: 'Hawks Tor', span_bp: '0-12000' }, { name: 'Dozmary Pool', span_bp: '0-9800' }, { name: 'Tresellern Marsh', span_bp: '0-3100' }], request: N.req('nq_') });
  step('Three of the four span 4200 BP; Tresellern stops at 3100. Fetching the 4200 BP samples for those three.', 'neotoma_samples', { sites: ['Rough Tor South', 'Hawks Tor', 'Dozmary Pool'], age_bp: [4100, 4300] }, { samples: 7, taxa_top: { Corylus: '31-38%', Quercus: '14-19%', Poaceae: '12-22%', Calluna: '4-9%' } });
  kids.push(llm('LLM request', {}, { messages: [{ message_type: 'assistant_message', content: 'Three nearby cores cover 4,200 BP: Rough Tor South, Hawks Tor and Dozmary Pool (7 samples between 4,100 and 4,300 BP), dominated by hazel (31-38%) and oak (14-19%), with grasses 12-22%.' }] }, {}));
  return {
    isolates: 'A site-name search returns nothing; a radius search learnt from that finds four mires, three of which span the interval, and their samples are compared.',
    stagnation: false, goal,
    root: agent('Agent.step', { messages: [{ role: 'user', content: goal }] }, { stop_reason: 'end_turn' }, kids, { 'letta.version': '0.6.50' }),
  };
}

// 04 circus rigging load certificates, DSPy ReAct
function r04(N) {
  const goal = 'Confirm the Big Top\'s aerial rigging point R4 has a valid load certificate for the 2025 tour (needs WLL at least 500 kg).';
  const kids = [];
  const st = (thought, name, args, obs) => { kids.push(llm('Predict(ReAct)', {}, { next_thought: thought, next_tool_name: name, next_tool_args: args }, { 'dspy.lm': 'openai/gpt-4o' })); N.tick(); kids.push(tool('Tool.__call__', { name, args }, obs, {})); };
  st('Look up certificates for rigging point R4.', 'cert_search', { asset: 'R4' }, 'found 63 certificates for asset tag like "R4%" (R4, R40-R49, R4A...): showing 10');
  st('Too many: the prefix matches other points. Certificates are filed under the tent\'s structure serial; need that first.', 'asset_info', { asset: 'R4', tent: 'Big Top' }, `{"asset":"R4","structure_serial":"CT-3215-BT","last_insp":"${N.isoSec().slice(0, 10)}"}`);
  st('Search by structure serial and exact point, 2025.', 'cert_search', { structure_serial: 'CT-3215-BT', point: 'R4', year: 2025, exact: true }, `1 certificate: LOLER-25-0419 R4 WLL 750 kg, valid to 2026-02-28, examiner ${N.pick(['K. Mäkelä', 'P. Durand'])}, pdf sha ${N.sha(12)}`);
  kids.push(llm('Predict(ReAct)', {}, { next_thought: 'Certificate LOLER-25-0419 covers R4 with WLL 750 kg until 28 Feb 2026, which meets the 500 kg need.', next_tool_name: 'finish', next_tool_args: {} }, {}));
  return {
    isolates: 'A prefix search returns 63 certificates; learning the structure serial from an asset lookup gives an exact query that finds the one valid certificate.',
    stagnation: false, goal,
    root: agent('ReAct.forward', { question: goal }, { answer: 'Valid: LOLER-25-0419, WLL 750 kg' }, kids, { 'dspy.version': '2.6.3' }),
  };
}

// 05 violin bow rehair horsehair supply, Mastra
function r05(N) {
  const goal = 'Find a supplier of unbleached Mongolian stallion hair, 32 inch hanks, for baroque bow rehairs, with delivery to Cremona within two weeks.';
  const kids = [];
  const step = (text, args, out) => { kids.push(span('llm', 'llm: claude-3-5-sonnet', {}, { text, toolCalls: [{ toolName: 'supplierSearch', args }] }, [], { metadata: { componentName: 'luthier-agent' } })); N.tick(); kids.push(span('tool', 'tool: supplierSearch', args, out, [], { metadata: { toolCallId: 'toolu_' + N.b62(22) } })); };
  step('Searching suppliers for Mongolian horsehair.', { query: 'Mongolian horsehair bow' }, { results: 212, top: ['bulk 28" bleached white', 'synthetic bow hair', '...'], cached: false });
  step('Most are bleached and 28 inch; filtering to unbleached, 32 inch, stallion.', { query: 'horsehair hank', origin: 'MN', length_in: 32, treatment: 'unbleached', sex: 'stallion' }, { results: 0 });
  step('No generic listings; specialist luthier suppliers list by weight grade instead, so searching the luthier-trade catalogue for "Kaschmir/Mongolei Hengst" grade.', { query: 'Hengsthaar Mongolei ungebleicht 81 cm', catalogue: 'luthier-trade-de' }, { results: 2, items: [{ supplier: 'Geigenbau Bedarf Mittenwald', sku: 'BH-MON-81-U', stock_hanks: 40, ships: 'IT 5-7 days' }, { supplier: 'Crines Italia', sku: 'CRI-HST-32', stock_hanks: 6, ships: 'IT 2 days' }] });
  kids.push(span('llm', 'llm: claude-3-5-sonnet', {}, { text: 'Two options within two weeks: Crines Italia CRI-HST-32 (6 hanks, 2 days to Cremona) and Geigenbau Bedarf Mittenwald BH-MON-81-U (40 hanks, 5-7 days).' }, [], { metadata: {} }));
  return {
    isolates: 'A broad search gives 212 unsuitable results, a strict filter gives 0, and a search in a specialist German catalogue with its own terms yields two suppliers.',
    stagnation: false, goal,
    root: agent('agent.generate luthier-agent', { messages: [{ role: 'user', content: goal }] }, { finishReason: 'stop' }, kids, { runId: N.uuid() }),
  };
}

// 06 geocache listing check, Bedrock Agents knowledge base
function r06(N) {
  const goal = 'A reviewer asks whether the proposed geocache "Old Quarry Bench" is within 161 m of an existing cache. Check nearby caches including hidden puzzle-cache finals.';
  const kids = [];
  const o = (t) => span('llm', 'orchestrationTrace.modelInvocationOutput', {}, { rawResponse: { content: `<thinking>${t}</thinking>` } }, [], { metadata: { traceId: N.uuid() + '-0' } });
  kids.push(o('Search published cache coordinates within 161 m of N 53°21.440 W 001°48.902.'));
  N.tick(); kids.push(tool('actionGroupInvocationInput Caches::GET /nearby', { lat: 53.357333, lon: -1.815033, radius_m: 161 }, { caches: [], searched_types: ['traditional', 'multi'] }, {}));
  kids.push(o('No published posted coordinates nearby, but puzzle caches have hidden finals; the reviewer database holds final waypoints, so query that instead.'));
  N.tick(); kids.push(tool('knowledgeBaseLookupInput reviewer-waypoints', { text: 'final waypoints within 161 m of N53 21.440 W001 48.902' }, { retrievedReferences: [{ content: { text: 'GC9XK2Q "Quarry Mathematics" final N53 21.472 W001 48.955, distance 82 m' }, location: { s3Location: { uri: 's3://reviewer-kb/waypoints/sk18.json' } } }] }, {}));
  kids.push(o('A hidden final is 82 m away, inside 161 m.'));
  kids.push(span('llm', 'postProcessingTrace', {}, { text: 'Not publishable as placed: the final of puzzle cache GC9XK2Q is 82 m away. The owner should move Old Quarry Bench at least 80 m further from N53 21.472 W001 48.955.' }, [], {}));
  return {
    isolates: 'A search of published coordinates finds nothing; switching to the reviewers\' hidden-final waypoint source finds a conflicting cache 82 m away, and the answer is given.',
    stagnation: false, goal,
    root: agent('InvokeAgent', { inputText: goal, sessionId: N.uuid() }, { completion: 'Not publishable as placed…' }, kids, { foundationModel: 'anthropic.claude-3-haiku-20240307-v1:0' }),
  };
}
export const scenarios = [r01, r02, r03, r04, r05, r06];
