// Family 10 (healthy): a materially refined search. The first queries find nothing or too much; a
// genuinely different query (another source, a constraint learnt from a result) finds new results,
// and the agent finishes with them.
import { agent, llm, tool, retriever, chain, span, tc, tUse, tRes, txt } from './lib.mjs';

export const FAMILY = 'refined_search_hits';
export const LOOP = false;
export const STAGNATION = false;

export const scenarios = [
  {
    n: '01', domain: 'ukulele luthier parts sourcing', style: 'LlamaIndex (retriever + query engine spans)',
    isolates: 'A parts agent\'s first catalogue query for a ukulele bridge returns 214 loosely related hits, it learns the needed 42 mm string spacing from the repair ticket and re-queries with that constraint, finding two fitting bridges and ordering one.',
    goal: 'Find and order a replacement bridge for a customer\'s tenor ukulele repair (ticket UK-318).',
    build(r) {
      const kids = [];
      const chat = (content, calls, i) => { r.tick(600, 1800); kids.push(llm('OpenAI.achat', { messages: `[${2 + i * 2} ChatMessage]` }, { message: { role: 'assistant', content, additional_kwargs: { tool_calls: calls.map(([n, a]) => tc(r.callId(), n, a)) } } }, [], { metadata: { span_id: `OpenAI.achat-${r.uuid()}` } })); };
      chat('Searching the parts catalogue for a tenor ukulele bridge.', [['parts_catalogue', { query: 'tenor ukulele bridge' }]], 0);
      r.tick(200, 600);
      kids.push(retriever('VectorIndexRetriever.aretrieve', { query_str: 'tenor ukulele bridge', similarity_top_k: 5 }, { total_matches: 214, nodes: [{ id: r.uuid(), score: 0.81, text: 'Universal ukulele bridge blank, rosewood, 70 x 12 mm, undrilled' }, { id: r.uuid(), score: 0.8, text: 'Concert ukulele tie bridge, ebony, 36 mm spacing' }, { id: r.uuid(), score: 0.79, text: 'Guitar bridge pins, bone, set of 6' }], index_version: r.hex(8) }));
      chat('214 matches and the top ones are blanks, concert sizes or guitar parts. I need the exact spacing; checking the repair ticket.', [['get_ticket', { ticket: 'UK-318' }]], 1);
      r.tick(200, 600);
      kids.push(tool('FunctionTool.acall', { tool: 'get_ticket', kwargs: { ticket: 'UK-318' } }, { content: JSON.stringify({ ticket: 'UK-318', instrument: 'Kala KA-T tenor', issue: 'bridge lifted and cracked', bridge: { type: 'slotted (string-through)', string_spacing_mm: 42, footprint_mm: '68 x 14', wood: 'walnut or rosewood' }, opened: r.euro() }) }));
      chat('The ticket says slotted bridge, 42 mm spacing, 68 x 14 mm footprint. Searching with those constraints and the slotted type.', [['parts_catalogue', { query: 'slotted tenor ukulele bridge 42mm string spacing 68mm', filters: { category: 'ukulele/bridges', spacing_mm: 42 } }]], 2);
      r.tick(200, 600);
      kids.push(retriever('VectorIndexRetriever.aretrieve', { query_str: 'slotted tenor ukulele bridge 42mm string spacing 68mm', filters: { category: 'ukulele/bridges', spacing_mm: 42 } }, { total_matches: 2, nodes: [{ id: r.uuid(), score: 0.93, text: 'Slotted tenor bridge, Indian rosewood, 68 x 14 mm, 42 mm spacing — SKU UB-T-RW42, £9.40, 7 in stock' }, { id: r.uuid(), score: 0.91, text: 'Slotted tenor bridge, walnut, 68 x 13.5 mm, 42 mm spacing — SKU UB-T-WN42, £8.90, 2 in stock' }] }));
      chat('Two bridges fit. The rosewood one matches the original footprint exactly; ordering UB-T-RW42.', [['place_order', { sku: 'UB-T-RW42', qty: 1, ticket: 'UK-318' }]], 3);
      r.tick(200, 600);
      kids.push(tool('FunctionTool.acall', { tool: 'place_order', kwargs: { sku: 'UB-T-RW42', qty: 1 } }, { content: JSON.stringify({ order: 'PO-' + r.int(20000, 29999), eta: r.dateAdd(3) }) }));
      chat('Ordered the Indian rosewood slotted tenor bridge (UB-T-RW42, 42 mm spacing, 68 x 14 mm) for UK-318; the walnut UB-T-WN42 is a fallback if the rosewood one is out.', [], 4);
      return agent('FunctionAgent.run', { user_msg: 'Find a replacement bridge for UK-318 and order it.' }, { response: 'Ordered UB-T-RW42.' }, kids, { metadata: { 'llama_index.version': '0.12.' + r.int(1, 30) } });
    },
  },
  {
    n: '02', domain: 'sea glass jewellery supplies', style: 'Vercel AI SDK (ai.* spans)',
    isolates: 'A sourcing agent finds no cobalt "sea glass" at the first wholesaler, notices from a result note that this supplier lists it as "beach glass", searches that term at a second wholesaler and finds three lots, then reserves one.',
    goal: 'Source at least 200 g of genuine cobalt blue sea glass for a pendant collection, under £60.',
    build(r) {
      const kids = [];
      const gen = (text, calls, i) => { r.tick(600, 1800); kids.push(llm('ai.streamText.doStream', { 'ai.prompt.messages': `[${2 + i * 2}]`, 'ai.model.id': 'gpt-4o' }, { 'ai.response.text': text, 'ai.response.toolCalls': JSON.stringify(calls.map(([n, a]) => ({ toolCallType: 'function', toolCallId: r.callId(), toolName: n, args: JSON.stringify(a) }))), 'ai.response.msToFirstChunk': r.int(200, 900) }, [], { metadata: { 'ai.usage.promptTokens': 700 + i * 250 } })); };
      const call = (name, args, result) => { r.tick(300, 900); kids.push(tool('ai.toolCall', { 'ai.toolCall.name': name, 'ai.toolCall.args': JSON.stringify(args) }, { 'ai.toolCall.result': JSON.stringify(result) })); };
      gen('', [['searchSupplier', { supplier: 'shoreline-crafts', q: 'cobalt sea glass', minGrams: 200 }]], 0);
      call('searchSupplier', { supplier: 'shoreline-crafts', q: 'cobalt sea glass' }, { hits: 0, note: 'No exact matches. Genuine tumbled glass is listed under "beach glass"; "sea glass" items are machine-frosted.', requestId: r.reqId('sc_') });
      gen('Nothing at Shoreline Crafts, and the note says genuine pieces are listed as "beach glass" while "sea glass" means machine-frosted, which we do not want. Searching "beach glass" at the other wholesaler.', [['searchSupplier', { supplier: 'tidewrack-wholesale', q: 'cobalt beach glass genuine', minGrams: 200 }]], 1);
      call('searchSupplier', { supplier: 'tidewrack-wholesale', q: 'cobalt beach glass genuine' }, { hits: 3, lots: [{ lot: 'TW-CB-118', grams: 250, origin: 'Seaham, UK', price_gbp: 54 }, { lot: 'TW-CB-121', grams: 180, origin: 'Seaham, UK', price_gbp: 38 }, { lot: 'TW-CB-130', grams: 400, origin: 'Puerto Rico', price_gbp: 96 }], cache: 'HIT ' + r.host('tw-cdn') });
      gen('Lot TW-CB-118 is the only one that is 200 g or more and under £60 (250 g from Seaham for £54). Reserving it.', [['reserveLot', { supplier: 'tidewrack-wholesale', lot: 'TW-CB-118' }]], 2);
      call('reserveLot', { lot: 'TW-CB-118' }, { reserved: true, holdUntil: r.isoOff(0), reservation: 'RSV-' + r.upper(7) });
      gen('Reserved 250 g of genuine cobalt beach glass from Seaham (Tidewrack lot TW-CB-118, £54). The first supplier only had machine-frosted "sea glass" under that name.', [], 3);
      return agent('ai.streamText', { 'ai.prompt': 'Find 200g+ genuine cobalt sea glass under £60 for the pendants.' }, { 'ai.response.finishReason': 'stop' }, kids, { metadata: { 'ai.telemetry.functionId': 'studio-sourcing' } });
    },
  },
  {
    n: '03', domain: 'caving club survey archive', style: 'OpenInference / Arize Phoenix',
    isolates: 'A club archivist agent gets no hits searching the survey archive by cave name, learns from the archive\'s help text that surveys are indexed by grid reference, looks the grid reference up in the cave registry and finds two survey sheets.',
    goal: 'Find the club\'s old survey sheets of the Ogof Pen Gwyn passage extension for a new expedition plan.',
    build(r) {
      const kids = [];
      const oi = (text, call, i) => { r.tick(600, 1800); kids.push(llm('ChatCompletion', { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-mini', 'llm.input_messages.0.message.content': 'Find our old survey sheets for the Ogof Pen Gwyn extension.', 'llm.input_messages.count': 1 + i * 2 }, { 'llm.output_messages.0.message.content': text, ...(call ? { 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': call[0], 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': JSON.stringify(call[1]) } : {}) })); };
      const tl = (name, args, out, kind = 'TOOL') => { r.tick(300, 900); kids.push(span(kind === 'RETRIEVER' ? 'retriever' : 'tool', name, { 'openinference.span.kind': kind, 'tool.name': name, 'input.value': JSON.stringify(args) }, { 'output.value': typeof out === 'string' ? out : JSON.stringify(out) })); };
      oi('Searching the survey archive by cave name.', ['search_archive', { q: 'Ogof Pen Gwyn extension' }], 0);
      tl('search_archive', { q: 'Ogof Pen Gwyn extension' }, { hits: 0, help: 'Survey sheets are catalogued by 8-figure grid reference of the entrance, not by cave name. Use registry_lookup to find the NGR.', took: r.ms(10, 80) + 'ms' }, 'RETRIEVER');
      oi('No hits by name; the archive is indexed by entrance grid reference. Looking up the cave in the registry.', ['registry_lookup', { name: 'Ogof Pen Gwyn' }], 1);
      tl('registry_lookup', { name: 'Ogof Pen Gwyn' }, { name: 'Ogof Pen Gwyn', ngr: 'SO 2143 1187', length_m: 3120, last_updated: r.date() });
      oi('Entrance is at SO 2143 1187. Searching the archive by that grid reference.', ['search_archive', { ngr: 'SO 2143 1187' }], 2);
      tl('search_archive', { ngr: 'SO 2143 1187' }, { hits: 2, sheets: [{ id: 'SV-1996-14', title: 'Pen Gwyn — Northern Extension, BCRA grade 5c', surveyed: '1996-08', scan: 'https://archive.example-caving.org.uk/scans/SV-1996-14.tif' }, { id: 'SV-2003-02', title: 'Pen Gwyn — Boulder Choke bypass and extension', surveyed: '2003-03', scan: 'https://archive.example-caving.org.uk/scans/SV-2003-02.tif' }] }, 'RETRIEVER');
      oi('Found two sheets for the extension: SV-1996-14 (Northern Extension, BCRA 5c, August 1996) and SV-2003-02 (Boulder Choke bypass, March 2003). Both scans are linked in the archive; the 2003 sheet covers the bypass the expedition will use.', null, 3);
      return agent('ArchivistAgent', { 'openinference.span.kind': 'AGENT', 'input.value': 'Find our old survey sheets for the Ogof Pen Gwyn extension.' }, { 'output.value': 'Two survey sheets found: SV-1996-14 and SV-2003-02.' }, kids, { metadata: { 'session.id': r.uuid() } });
    },
  },
  {
    n: '04', domain: 'Rails asset pipeline error (coding)', style: 'SWE-agent trajectory',
    isolates: 'A SWE-agent\'s broad grep for asset_path returns 300+ lines, so it searches for the exact error message instead, finds the precompile list that omits SVGs, fixes it and the failing test passes.',
    goal: 'Fix the failing system test "The asset \'icons/ferry.svg\' is not present in the asset pipeline" in the booking app.',
    build(r) {
      const kids = [];
      const st = (thought, action, obs, err) => { r.tick(1500, 4000); kids.push(llm('model.query', { model: 'claude-3-5-sonnet-20241022' }, `DISCUSSION\n${thought}\n\`\`\`\n${action}\n\`\`\``)); r.tick(300, 3000); kids.push(tool('bash', { action }, obs, [], err ? { error: err } : undefined)); };
      st('Let me see where asset_path is used.', 'grep -rn "asset_path" app/ config/ lib/ | wc -l && grep -rn "asset_path" app/ | head -5', `317\napp/helpers/icon_helper.rb:4:    image_tag(asset_path("icons/#{name}.svg"), alt: name)\napp/views/layouts/application.html.erb:12:  <link rel="icon" href="<%= asset_path('favicon.ico') %>">\napp/views/bookings/_card.html.erb:3:  <%= image_tag asset_path("ferries/#{b.vessel}.jpg") %>\n...`);
      st('317 hits is too broad. Searching for where the precompile list is configured instead, since the error is about the pipeline not including the file.', 'grep -rn "precompile" config/', `config/initializers/assets.rb:11:Rails.application.config.assets.precompile += %w( *.png *.jpg *.ico )\nconfig/environments/test.rb:42:  config.assets.compile = false`);
      st('The precompile list has png, jpg and ico but no svg, and test.rb disables live compile, so icons/ferry.svg is missing in tests. Adding *.svg.', 'sed -i \'s/%w( \\*.png \\*.jpg \\*.ico )/%w( *.png *.jpg *.ico *.svg )/\' config/initializers/assets.rb && bin/rails test test/system/booking_flow_test.rb', `Running via Spring preloader in process ${r.int(10000, 99999)}\nRun options: --seed ${r.int(1000, 65535)}\n\n# Running:\n\n...\n\nFinished in ${r.secs(4, 12)}s, ${r.secs(0.2, 0.8)} runs/s, 2.1 assertions/s.\n3 runs, 7 assertions, 0 failures, 0 errors, 0 skips`);
      r.tick();
      kids.push(llm('model.query', { model: 'claude-3-5-sonnet-20241022' }, 'DISCUSSION\nThe system test passes now that SVGs are in the precompile list. Submitting.\n```\nsubmit\n```'));
      kids.push(tool('bash', { action: 'submit' }, `diff --git a/config/initializers/assets.rb b/config/initializers/assets.rb\n-Rails.application.config.assets.precompile += %w( *.png *.jpg *.ico )\n+Rails.application.config.assets.precompile += %w( *.png *.jpg *.ico *.svg )`));
      return agent('SWEAgent', { problem_statement: 'System test fails: The asset "icons/ferry.svg" is not present in the asset pipeline.', repo: 'harbourline/booking-app' }, { exit_status: 'submitted', model_stats: { api_calls: 4 } }, kids, { metadata: { instance_id: 'harbourline__booking-app-233' } });
    },
  },
  {
    n: '05', domain: 'used lab equipment reseller', style: 'DSPy ReAct (module / predictor traces)',
    isolates: 'A buyer agent\'s generic search for a refrigerated centrifuge under budget returns nothing, a spec sheet shows the rotor the lab needs only fits the Eppendorf 5810R, and a model-specific search on an auction source finds two lots.',
    goal: 'Find a used refrigerated centrifuge under €6,000 that takes the lab\'s existing A-4-81 swing-bucket rotor.',
    build(r) {
      const kids = [];
      const step = (thought, name, args, obs, i) => { r.tick(700, 2000); kids.push(llm('Predict(StringSignature).forward', { signature: 'question, trajectory -> next_thought, next_tool_name, next_tool_args', trajectory_len: i }, { next_thought: thought, next_tool_name: name, next_tool_args: args })); r.tick(300, 1200); kids.push(tool(`Tool.${name}`, args, obs)); };
      step('I should search the reseller marketplace for refrigerated centrifuges under the budget.', 'search_marketplace', { q: 'refrigerated centrifuge', max_price_eur: 6000 }, { results: [], facets: { over_budget: 14 }, query_id: r.uuid() }, 0);
      step('None are under budget in the generic listing. The rotor decides compatibility, so I should check which instruments accept the A-4-81 rotor.', 'rotor_compatibility', { rotor: 'A-4-81' }, { rotor: 'A-4-81', compatible_models: ['Eppendorf 5810R', 'Eppendorf 5810'], note: 'refrigeration only on 5810R' }, 1);
      step('Only the Eppendorf 5810R is refrigerated and takes the A-4-81. I should search an equipment auction source by that exact model.', 'search_auctions', { q: 'Eppendorf 5810R', region: 'EU' }, { lots: [{ lot: 'BV-44120', title: 'Eppendorf 5810R, 2016, serviced 2023, no rotor', current_bid_eur: 3900, ends: r.isoOff(1) }, { lot: 'BV-44187', title: 'Eppendorf 5810R, 2012, compressor noisy', current_bid_eur: 2100, ends: r.isoOff(1) }], source: 'bidlab.eu', request: r.reqId('bl-') }, 2);
      r.tick();
      kids.push(llm('Predict(StringSignature).forward', { signature: 'question, trajectory -> reasoning, answer' }, { reasoning: 'The model-specific auction search found two 5810R lots; the 2016 unit was serviced in 2023 and sits well under budget, while the 2012 unit has a noisy compressor.', answer: 'Bid on BV-44120 (Eppendorf 5810R, 2016, serviced 2023, currently €3,900; ships without rotor, which is fine since we have the A-4-81). BV-44187 is cheaper but has a noisy compressor.' }));
      return agent('ReAct.forward', { question: 'Used refrigerated centrifuge under €6k that takes our A-4-81 rotor?', max_iters: 6 }, { answer: 'Bid on BV-44120 (Eppendorf 5810R, 2016).' }, kids, { metadata: { program: 'LabBuyer' } });
    },
  },
  {
    n: '06', domain: 'vintage valve radio restoration', style: 'Agno (formerly Phidata) run events — not in the brief\'s list',
    isolates: 'A restoration agent finds no schematic under the model name typed on the customer form, spots from the catalogue that the maker used a different model designation with a chassis code, searches by chassis number on a second archive and gets the schematic and capacitor list.',
    goal: 'Find the service schematic and the capacitor values for re-capping a customer\'s 1950s Bush valve radio.',
    build(r) {
      const kids = [];
      const runId = r.uuid();
      const resp = (content, calls, i) => { r.tick(600, 1800); kids.push(llm('OpenAIChat.response', { model: 'gpt-4o', messages: `[${2 + i * 2}]`, run_id: runId }, { event: calls.length ? 'ToolCallStarted' : 'RunResponseContent', content, tools: calls.map(([n, a]) => ({ tool_call_id: r.callId(), tool_name: n, tool_args: a })), metrics: { input_tokens: [800 + i * 300], output_tokens: [r.int(30, 200)], time: [r.secs(0.5, 3)] } })); };
      const done = (n, a, result) => { r.tick(300, 1200); kids.push(tool(n, a, { event: 'ToolCallCompleted', tool_name: n, result: typeof result === 'string' ? result : JSON.stringify(result), created_at: r.epoch() })); };
      resp('Searching the schematic library for the model on the job card.', [['search_schematics', { query: 'Bush DAC 90' }]], 0);
      done('search_schematics', { query: 'Bush DAC 90' }, { source: 'radiomuseum-mirror', hits: 0, did_you_mean: ['DAC90A (chassis TR81/S)', 'DAC10'], took_ms: r.ms(50, 300) });
      resp('No exact match. The suggestion shows the set was sold as the DAC90A on chassis TR81/S, and the job card photo has "TR81" on the chassis plate. Searching the service-sheet archive by chassis code.', [['search_service_sheets', { chassis: 'TR81/S', maker: 'Bush' }]], 1);
      done('search_service_sheets', { chassis: 'TR81/S' }, { source: 'service-sheets-archive', hits: 1, sheet: { title: 'Bush DAC90A service sheet (chassis TR81/S)', pdf: 'https://sheets.example.org/bush/DAC90A_TR81S.pdf', pages: 4 } });
      resp('Found the DAC90A service sheet. Extracting the capacitor list for the re-cap.', [['extract_parts_table', { pdf: 'https://sheets.example.org/bush/DAC90A_TR81S.pdf', table: 'capacitors' }]], 2);
      done('extract_parts_table', { table: 'capacitors' }, 'C1 0.01µF 350V paper\nC7 0.05µF 350V paper\nC12 0.1µF 350V paper\nC15 50µF+50µF 275V electrolytic (can)\nC18 25µF 25V electrolytic\nC20 0.005µF 750V paper (mains)\n(6 rows, OCR confidence 0.94)');
      resp('Schematic: Bush DAC90A, chassis TR81/S (4-page service sheet). Re-cap list: paper caps C1 0.01 µF, C7 0.05 µF, C12 0.1 µF (all 350 V) and C20 0.005 µF 750 V across the mains; electrolytics C15 50+50 µF 275 V can and C18 25 µF 25 V. Use an X2-rated part for C20.', [], 3);
      return agent('Agent.run', { agent_name: 'Restoration Bench', message: 'Need the schematic and cap values for the Bush DAC 90 on job RB-118.', run_id: runId }, { event: 'RunCompleted', content: 'Schematic found (DAC90A, TR81/S) and capacitor list extracted.' }, kids, { metadata: { agno_version: '1.' + r.int(1, 7) + '.' + r.int(0, 9), session_id: r.uuid() } });
    },
  },
];
