// Family: query_refinement (healthy) — the first queries find nothing or too much; a genuinely
// different query (another source, or a constraint learnt from a result) finds what is needed.
import { A, L, T, R, C } from './lib.mjs';

export const family = 'query_refinement';

export const scenarios = [
  // 01 heraldry registry — LlamaIndex retriever spans
  { domain: 'heraldry registry arms clearance', style: 'LlamaIndex (retriever + query engine spans)', build(n) {
    const ch = [];
    ch.push(L('OpenAI.chat', { messages: [{ role: 'user', content: 'A client wants "a blue lion standing on hind legs on silver". Is anything like it already registered?' }] }, { message: { role: 'assistant', content: 'Searching the roll of arms with a plain-language description first.' } }, { 'span.kind': 'LLM' }));
    ch.push(R('VectorIndexRetriever.retrieve', { query_str: 'blue lion standing on hind legs silver background', similarity_top_k: 5 }, { nodes: [], note: 'no node above similarity_cutoff 0.78', took: n.dur(20, 90) }, { 'span.kind': 'RETRIEVER', index: 'roll-of-arms-v3' }));
    ch.push(L('OpenAI.chat', {}, { message: { role: 'assistant', content: 'The roll is indexed by blazon, not plain English. Re-querying in blazon: "Argent, a lion rampant azure".' } }, { 'span.kind': 'LLM' }));
    ch.push(R('VectorIndexRetriever.retrieve', { query_str: 'Argent, a lion rampant azure', similarity_top_k: 5 }, { nodes: [{ id_: n.uuid(), score: 0.91, text: 'Argent, a lion rampant azure, armed and langued gules. — Grant to the Borough of Kellan, 1952 (Reg. vol. 41 f. 88)', metadata: { registered: '1952-03-11' } }, { id_: n.uuid(), score: 0.86, text: 'Argent, a lion rampant azure within a bordure gules. — Family of Percival-Hume, 1887', metadata: { registered: '1887-07-02' } }, { id_: n.uuid(), score: 0.8, text: 'Or, a lion rampant azure. — Ancient arms (Percy)', metadata: {} }] }, { 'span.kind': 'RETRIEVER' }));
    ch.push(L('OpenAI.chat', {}, { message: { role: 'assistant', content: 'The exact design is taken: "Argent, a lion rampant azure" was granted to the Borough of Kellan in 1952, and Percival-Hume hold the same with a red bordure. The client would need a clear difference, e.g. a change of tincture or an added charge; I\'ve noted both precedents.' } }, { 'span.kind': 'LLM' }));
    return {
      isolates: 'A plain-English query finds nothing; re-querying in heraldic blazon (the index\'s language) returns two registered precedents and the agent answers.',
      loop: false, stagnation: false,
      goal: 'Check whether a client\'s proposed arms (blue rampant lion on silver) clash with registered arms.',
      root: A('ReActAgent.chat', { message: 'A client wants "a blue lion standing on hind legs on silver". Is anything like it already registered?' }, { response: 'The design is already registered (Kellan 1952); a difference is needed.' }, ch, { 'span.kind': 'AGENT' }),
    };
  } },

  // 02 Japanese joinery tools importer — OpenInference retriever
  { domain: 'Japanese joinery tools importer sourcing', style: 'OpenInference / Arize Phoenix', build(n) {
    const ch = [];
    ch.push(R('retrieve', { 'input.value': 'chisel' }, { 'retrieval.documents.count': 214, 'retrieval.documents.0.document.content': 'Bench chisel set 6pc (Western bevel edge)', 'retrieval.documents.1.document.content': 'Cold chisel 25mm', 'retrieval.documents.2.document.content': 'Oire nomi 24mm, blue steel #2', note: 'truncated to top 3 of 214' }, { 'openinference.span.kind': 'RETRIEVER', catalog: 'supplier-feed-all' }));
    ch.push(L('ChatCompletion', { 'llm.input_messages.0.message.content': 'Customer wants a 9mm oire-nomi in white steel from a named blacksmith, under ¥15,000.' }, { 'llm.output_messages.0.message.content': '"chisel" returns 214 mixed items. Filtering by type oire-nomi, width 9 mm and steel shirogami against the Miki makers feed only.' }, { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o' }));
    ch.push(R('retrieve', { 'input.value': 'oire-nomi 9mm shirogami', filters: { feed: 'miki-makers', price_jpy_lte: 15000 } }, { 'retrieval.documents.count': 2, 'retrieval.documents.0.document.content': JSON.stringify({ sku: 'MK-ON-09-SG1', maker: 'Koyamaichi', width_mm: 9, steel: 'Shirogami #1', jpy: 13200, stock: 3 }), 'retrieval.documents.1.document.content': JSON.stringify({ sku: 'MK-ON-09-SG2', maker: 'Tasai-deshi', width_mm: 9, steel: 'Shirogami #2', jpy: 11800, stock: 0, restock: n.day(40) }), feed_ts: n.http() }, { 'openinference.span.kind': 'RETRIEVER' }));
    ch.push(L('ChatCompletion', {}, { 'llm.output_messages.0.message.content': 'Two matches. In stock: Koyamaichi 9 mm oire-nomi, Shirogami #1, ¥13,200 (3 available). The Tasai-deshi version is cheaper but out of stock until next month. Recommending Koyamaichi and reserving one.' , 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'reserve_item' }, { 'openinference.span.kind': 'LLM' }));
    ch.push(T('reserve_item', { 'tool.name': 'reserve_item', 'tool.parameters': JSON.stringify({ sku: 'MK-ON-09-SG1', qty: 1 }) }, { 'output.value': JSON.stringify({ hold: 'HLD-' + n.upper(6), expires: n.isoSec(86400e3) }) }, { 'openinference.span.kind': 'TOOL' }));
    return {
      isolates: 'A broad query returns 214 mixed chisels; a new query with type, width, steel and maker feed returns two precise matches, and one is reserved.',
      loop: false, stagnation: false,
      goal: 'Source a 9 mm white-steel oire-nomi from a named maker under ¥15,000 for a customer.',
      root: A('sourcing-agent', { 'input.value': 'Find a 9mm oire-nomi in white steel from a named blacksmith under ¥15,000.' }, { 'output.value': 'Reserved Koyamaichi 9 mm Shirogami #1, ¥13,200.' }, ch, { 'openinference.span.kind': 'AGENT' }),
    };
  } },

  // 03 coding — SWE-agent: wheel fails on musl
  { domain: 'coding: Python wheel import error on Alpine (musl)', style: 'SWE-agent trajectory', build(n) {
    const ch = [];
    const step = (thought, action, obs, err) => { ch.push(L('model query', {}, { thought, action }, { model: 'claude-3-5-sonnet', tokens_sent: n.int(5000, 12000) })); ch.push(T('bash', { action }, { observation: obs, execution_time: n.durS(0.2, 3) }, {}, err)); };
    step('Reproduce the failure in the Alpine image first.', 'docker run --rm app:alpine python -c "import fastgeo"', `Traceback (most recent call last):\n  File "<string>", line 1, in <module>\nImportError: Error relocating /usr/local/lib/python3.12/site-packages/fastgeo/_core.cpython-312-x86_64-linux-musl.so: __memcpy_chk: symbol not found`, 'exit status 1');
    step('Search the repo issues for alpine reports.', 'gh search issues "alpine" --repo fastgeo/fastgeo --limit 50 | wc -l', '47', undefined);
    step('47 issues mention alpine, too many. The error names a glibc fortify symbol (__memcpy_chk), so search for that exact symbol instead.', 'gh search issues "__memcpy_chk" --repo fastgeo/fastgeo', `#812  ImportError __memcpy_chk on musllinux wheels  (closed, fixed in 3.4.2)  ${n.isoSec(-n.int(1e9, 5e9))}\n#799  Build with -D_FORTIFY_SOURCE=0 for musllinux  (merged PR)`, undefined);
    step('Issue #812 says musllinux wheels before 3.4.2 were built with fortify on a glibc toolchain. Check our pinned version.', 'grep fastgeo requirements.txt', 'fastgeo==3.4.0', undefined);
    step('Bump to 3.4.2 and rebuild the image.', 'sed -i "s/fastgeo==3.4.0/fastgeo==3.4.2/" requirements.txt && docker build -q -t app:alpine -f Dockerfile.alpine . && docker run --rm app:alpine python -c "import fastgeo; print(fastgeo.__version__)"', `sha256:${n.sha(64)}\n3.4.2`, undefined);
    ch.push(L('model query', {}, { thought: 'Import works on Alpine with 3.4.2. Submitting.', action: 'submit' }, {}));
    return {
      isolates: 'A broad issue search returns 47 hits; a new search on the exact missing symbol from the traceback finds the fixing release, and the pin bump resolves the import.',
      loop: false, stagnation: false,
      goal: 'Fix "symbol not found" when importing a compiled Python package in the Alpine container.',
      root: A('SWE-agent run', { problem_statement: 'Our Alpine image fails on `import fastgeo` with a relocation error. Fix it.' }, { exit_status: 'submitted', submission: 'diff --git a/requirements.txt b/requirements.txt\n-fastgeo==3.4.0\n+fastgeo==3.4.2' }, ch, { instance_id: 'mapworks__api-' + n.int(100, 999) }),
    };
  } },

  // 04 hedge laying competition — Langfuse
  { domain: 'hedge laying competition rules lookup', style: 'Langfuse', build(n) {
    const ch = [];
    ch.push(C('span', 'web_search', { q: 'hedge laying competition maximum pleacher angle rule' }, { results: [], engine: 'brave', request_id: n.uuid(), took_ms: n.ms(200, 700) }, [], { observationType: 'TOOL' }));
    ch.push(L('plan-next-query', [{ role: 'user', content: 'What pleacher angle do the judges accept in the Midland style class?' }], { role: 'assistant', content: 'General web search found nothing. Competition rules are set per society; the Midland style is judged under the Midland Hedgelaying Society schedule, so I\'ll search their rulebook PDF directly.' }, { observationType: 'GENERATION', model: 'gpt-4o-mini' }));
    ch.push(C('span', 'pdf_search', { source: 'https://midlandhedgelaying.example/docs/Competition_Schedule_2025.pdf', q: 'pleacher angle' }, { hits: [{ page: 7, text: '4.3 Pleachers shall be laid at an angle of not more than 35° to the horizontal, cut low to the stool, and leaning uphill where the ground slopes.' }, { page: 8, text: '4.7 Binders: hazel, two twists minimum between stakes.' }], fetched: n.http(), 'content-length': n.int(300000, 900000) }, [], { observationType: 'TOOL' }));
    ch.push(L('answer', [], { role: 'assistant', content: 'Under the Midland Hedgelaying Society schedule (rule 4.3, p.7), pleachers must be laid at no more than 35° to the horizontal, cut low to the stool and leaning uphill on slopes.' }, { observationType: 'GENERATION', model: 'gpt-4o-mini' }));
    return {
      isolates: 'A general web search returns nothing; switching source to the society\'s own rulebook PDF finds rule 4.3 and the agent answers with it.',
      loop: false, stagnation: false,
      goal: 'Find the accepted pleacher angle for the Midland-style class at a hedge laying competition.',
      root: A('rules-helper', { input: 'What pleacher angle do the judges accept in the Midland style class?' }, { output: 'No more than 35° to the horizontal (rule 4.3).' }, ch, { langfuseTraceId: n.hex(32) }),
    };
  } },

  // 05 oud makers — Opik (not in the named list)
  { domain: 'oud maker soundboard timber sourcing', style: 'Opik (Comet) traces — not in the named list', build(n) {
    const ch = [];
    ch.push(T('search_suppliers', { q: 'spruce soundboard', region: 'EU' }, { count: 163, top: [{ name: 'TonewoodHub', grade: 'mixed' }, { name: 'Alpenholz', grade: 'A-AAAA' }, { name: 'GuitarParts24', grade: 'B' }], page_ms: n.ms() }, { opik_type: 'tool', span_id: n.uuid() }));
    ch.push(L('openai_chat', { messages: [{ role: 'user', content: 'Find spruce for three oud soundboards: quartersawn, ≤2.2 mm finished, ~1mm grain.' }] }, { content: '163 suppliers is too broad. Alpenholz lists sets by grain spacing and "bookmatched for lute family" — I\'ll narrow to lute-family sets with grain ≤1.2 mm.' }, { opik_type: 'llm', model: 'gpt-4o', usage: { prompt_tokens: n.int(400, 900) } }));
    ch.push(T('search_suppliers', { q: 'spruce soundboard lute family bookmatched', grain_max_mm: 1.2, cut: 'quartersawn' }, { count: 3, top: [{ name: 'Alpenholz', item: 'Val di Fiemme AAA lute set', grain_mm: 0.9, thickness_mm: 3.0, eur: 68, stock: 11 }, { name: 'Carpathia Tonewood', item: 'Carpathian AA oud top', grain_mm: 1.1, eur: 42, stock: 4 }, { name: 'Alpenholz', item: 'Engelmann lute set', grain_mm: 1.2, eur: 55, stock: 0 }], page_ms: n.ms() }, { opik_type: 'tool' }));
    ch.push(L('openai_chat', {}, { content: 'Recommend 3× Val di Fiemme AAA lute sets from Alpenholz (0.9 mm grain, €68 each, 11 in stock) — 3.0 mm thick, so they can be thicknessed to 2.2 mm. Budget option: Carpathia AA oud tops at €42 (4 in stock).' }, { opik_type: 'llm', model: 'gpt-4o' }));
    return {
      isolates: 'The first search returns 163 suppliers; a narrower query using a category learnt from a result (lute-family bookmatched, grain ≤1.2 mm) returns three sets and the agent recommends one.',
      loop: false, stagnation: false,
      goal: 'Source quartersawn spruce for three oud soundboards with fine grain.',
      root: A('tonewood-sourcer', { input: 'Find spruce for three oud soundboards.' }, { output: 'Recommend Alpenholz Val di Fiemme AAA lute sets.' }, ch, { opik_trace_id: n.uuid(), project_name: 'workshop-agents', tags: ['sourcing'] }),
    };
  } },

  // 06 moss wall installers — Traceloop / OpenLLMetry (not in the named list)
  { domain: 'moss wall installer fire rating compliance', style: 'Traceloop OpenLLMetry (traceloop.* attributes) — not in the named list', build(n) {
    const ch = [];
    const tool = (q, out) => T('vendor_docs.search.tool', { 'traceloop.entity.input': JSON.stringify({ q }) }, { 'traceloop.entity.output': JSON.stringify(out) }, { 'traceloop.span.kind': 'tool', 'traceloop.entity.name': 'vendor_docs.search' });
    ch.push(tool('preserved moss fireproof office', { hits: 0, index: 'vendor-docs-' + n.compact(), took: n.dur() }));
    ch.push(L('openai.chat', { 'gen_ai.prompt.0.content': 'Client (office lobby, UK) needs proof the preserved moss wall meets fire rules.' }, { 'gen_ai.completion.0.content': 'Nothing for "fireproof". Vendor sheets state classifications, not "fireproof"; trying the reaction-to-fire class wording.', 'gen_ai.completion.0.finish_reason': 'tool_calls' }, { 'traceloop.span.kind': 'llm', 'gen_ai.request.model': 'gpt-4o-mini', 'llm.usage.total_tokens': n.int(300, 800) }));
    ch.push(tool('preserved moss reaction to fire classification', { hits: 2, docs: [{ title: 'Nordic Reindeer Moss – Technical Sheet', snippet: 'Fire-retardant treated, classified B-s1,d0 to EN 13501-1 when mounted on non-combustible backing (test report ' + n.upper(8) + ').' }, { title: 'Pole Moss Panels', snippet: 'Untreated; class E.' }] }));
    ch.push(L('openai.chat', {}, { 'gen_ai.completion.0.content': 'Found it: the treated Nordic reindeer moss is B-s1,d0 to EN 13501-1 on a non-combustible backing, which meets the usual lobby requirement; the pole moss panels (class E) should not be used. I\'ll send the client the technical sheet and test report reference.' }, { 'traceloop.span.kind': 'llm', 'gen_ai.request.model': 'gpt-4o-mini' }));
    ch.push(T('email.send.tool', { 'traceloop.entity.input': JSON.stringify({ to: 'facilities@client.example', attach: ['Nordic_Reindeer_Moss_TDS.pdf'] }) }, { 'traceloop.entity.output': JSON.stringify({ id: '<' + n.hex(20) + '@mail.mosswall.example>', accepted: true }) }, { 'traceloop.span.kind': 'tool' }));
    return {
      isolates: 'A "fireproof" search finds nothing; a query in the vendors\' own classification terms finds the EN 13501-1 rating, and the agent sends the evidence.',
      loop: false, stagnation: false,
      goal: 'Show an office client that the preserved moss wall meets UK fire rules for a lobby.',
      root: A('moss_compliance.workflow', { 'traceloop.entity.input': 'Client needs proof the preserved moss wall meets fire rules.' }, { 'traceloop.entity.output': 'Sent B-s1,d0 technical sheet.' }, ch, { 'traceloop.span.kind': 'workflow', 'traceloop.workflow.name': 'moss_compliance', 'traceloop.association.properties': { customer: 'lobby-refit' } }),
    };
  } },
];
