// Healthy family: first queries find nothing or too much; a genuinely different query finds new results; finish.
import { rootAgent, agent, llm, tool, retr, chain, span, sys, user, asst, oaCall, aText, aToolUse, gCall, gResp } from './lib.mjs';
export const FAMILY = 'refined_search_finds';
export const LOOP = false;
export const ROWS = [
{ n: '01', stagnation: false, isolates: 'OpenInference trace for a chandelier restorer: a catalogue search for "crystal prism" returns 4,000 hits, a new constraint learnt from the hit facets (Bohemian, 38 mm, 1890s) returns three matches and one is ordered.', goal: 'Source a replacement 38 mm Bohemian crystal prism for an 1890s chandelier.', build: (c) => {
  const k = [tool('parts_search', { q: 'crystal prism' }, { total: 4012, facets: { origin: { Bohemian: 611, Austrian: 1400 }, length_mm: { '38': 212 } }, took_ms: c.ms() }, { metadata: { 'openinference.span.kind': 'TOOL' } })];
  k.push(llm('ChatCompletion', {}, { 'llm.output_messages.0.message.content': 'Too many; narrow with the Bohemian + 38 mm facets and pre-1900 date.' }, { 'openinference.span.kind': 'LLM' }));
  k.push(tool('parts_search', { q: 'crystal prism', origin: 'Bohemian', length_mm: 38, era: '1880-1900' }, { total: 3, hits: [{ sku: 'BP-38-1890', price_eur: 42 }, { sku: 'BP-38-1895C', price_eur: 55 }, { sku: 'BP-38-AGED', price_eur: 38 }], took_ms: c.ms() }, { metadata: { 'openinference.span.kind': 'TOOL' } }));
  k.push(tool('place_order', { sku: 'BP-38-1890', qty: 2 }, { order: 'PO-' + c.int(10000, 99999), eta: c.euDate() }));
  k.push(llm('ChatCompletion', {}, { 'llm.output_messages.0.message.content': 'Ordered 2× BP-38-1890 (Bohemian, 38 mm, c.1890).' }, { 'openinference.span.kind': 'LLM' }));
  return agent('restoration_sourcing', { 'input.value': 'find 38mm Bohemian prism' }, { 'output.value': 'ordered' }, k, { 'openinference.span.kind': 'AGENT' }); } },
{ n: '02', stagnation: false, isolates: 'LlamaIndex trace for a folk-song archive: vector search on the lyric fragment returns nothing relevant, switching to the Roud index with the tune name from the donor letter finds the song.', goal: 'Identify the song a donor half-remembers ("the lark rose over Hollin Moor") and cite its archive record.', build: (c) => {
  const k = [retr('lyrics_index.retrieve', { query_str: 'lark rose over Hollin Moor' }, { nodes: [{ score: 0.41, text: 'The lark in the morning she rises off her nest…' }] })];
  k.push(llm('OpenAI.chat', {}, { message: { content: 'Low similarity, wrong song. The donor letter mentions the tune "Bonny Hollin"; search the Roud index by tune name instead.' } }));
  k.push(tool('roud_index_search', { tune: 'Bonny Hollin' }, { results: [{ roud: 'Roud ' + c.int(10000, 24000), title: 'Over Hollin Moor', collected: '1907, Swaledale', archive_ref: 'FSA/' + c.int(100, 999) }] }));
  k.push(llm('OpenAI.chat', {}, { message: { content: 'The song is "Over Hollin Moor" (collected 1907, Swaledale); archive record cited.' } }));
  return agent('ReActAgent.run', { query: 'which song?' }, 'identified', k); } },
{ n: '03', stagnation: false, isolates: 'Plain message-level trace for a sea-glass jewellery maker: supplier search for "cobalt sea glass" returns zero, a different source (beachcomber forum classifieds) with "blue bottle glass, Seaham" finds listings and one is bought.', goal: 'Buy 200 g of genuine cobalt-blue sea glass for a pendant run.', build: (c) => {
  const a = oaCall(c, 'supplier_search', { q: 'cobalt sea glass', min_g: 200 });
  const k = [llm('chat.completions', {}, { choices: [{ message: asst(null, [a]) }] }), tool('supplier_search', a.function.arguments, { results: [], searched_at: c.iso() })];
  const b = oaCall(c, 'forum_classifieds', { board: 'seaham-beachcombers', q: 'blue bottle glass', sort: 'new' });
  k.push(llm('chat.completions', {}, { choices: [{ message: asst('Wholesalers have none. Seaham beach is known for blue bottle glass, so try the beachcomber classifieds.', [b]) }] }));
  k.push(tool('forum_classifieds', b.function.arguments, `<ul class="listings"><li data-id="${c.int(1000, 9999)}">250g cobalt/blue mix, Seaham, £38</li><li data-id="${c.int(1000, 9999)}">Cobalt only 180g £40</li></ul>`));
  k.push(llm('chat.completions', {}, { choices: [{ message: asst('Bought the 250 g cobalt/blue Seaham lot for £38.'), finish_reason: 'stop' }] }));
  return agent('sourcing-agent', {}, 'bought', k); } },
{ n: '04', stagnation: false, isolates: 'LangSmith trace of a Postgres performance investigation: searching slow-query logs by table name returns too much, then filtering by the new plan hash seen in one log line isolates the regressed query and the fix is applied.', goal: 'Find why the nightly moss-wall installer scheduling report went from 4 s to 90 s and fix it.', build: (c) => {
  const k = [tool('log_search', { q: 'installs duration>1000ms', since: '24h' }, { hits: 1880, sample: [`${c.iso()} LOG duration: 91023.4 ms plan_hash=${c.hex(16)} select … from installs join crews …`] })];
  k.push(llm('ChatOpenAI', {}, { generations: [[{ text: 'Too broad. The slow sample has a plan hash; search by that hash to see the plan.' }]] }));
  k.push(tool('log_search', { q: 'plan_hash=<from sample> auto_explain' }, { hits: 2, sample: ['Seq Scan on installs (rows=4.1M) Filter: (scheduled_on >= …) -- index installs_sched_idx unused, stats stale'] }));
  k.push(tool('psql', { sql: 'ANALYZE installs;' }, 'ANALYZE\nTime: ' + c.ms(2000, 9000) + ' ms'));
  k.push(tool('run_report', { report: 'nightly_schedule' }, { duration_s: 3.8 }));
  k.push(llm('ChatOpenAI', {}, { generations: [[{ text: 'Stale statistics made the planner skip installs_sched_idx; after ANALYZE the report runs in 3.8 s.' }]] }));
  return agent('AgentExecutor', { input: 'why is report slow' }, 'fixed', k); } },
{ n: '05', stagnation: false, isolates: 'Google ADK trace for a rice-paddy crop insurer: policy search by farmer name finds nothing, a search by the land parcel ID printed on the claim photo finds the policy and the claim is linked.', goal: 'Link flood-damage claim CL-7731 to the correct paddy insurance policy.', build: (c) => {
  const k = [tool('execute_tool policy_search', { farmer: 'Nguyen Van Ba' }, gResp('policy_search', { results: [] })), llm('call_llm', {}, { content: { role: 'model', parts: [{ text: 'No policy under that name (may be registered to a co-op). The claim photo shows parcel ID 47-112-09; search by parcel.' }] } })];
  k.push(tool('execute_tool policy_search', { parcel_id: '47-112-09' }, gResp('policy_search', { results: [{ policy: 'RP-' + c.int(100000, 999999), holder: 'Tan Hiep Agricultural Co-op', crop: 'rice', season: '2024 summer-autumn' }] })));
  k.push(tool('execute_tool link_claim', { claim: 'CL-7731' }, gResp('link_claim', { linked: true })));
  k.push(llm('call_llm', {}, { content: { role: 'model', parts: [{ text: 'CL-7731 linked to the co-op policy for parcel 47-112-09.' }] } }));
  return agent('invoke_agent claims_agent', {}, 'linked', k); } },
{ n: '06', stagnation: false, isolates: 'Pydantic AI run fixing a mypy error in a fishing-line tension app: searching the docs for the error text finds nothing useful, searching the library changelog for the renamed type finds the fix, and mypy passes.', goal: 'Fix `error: Module "reelkit.types" has no attribute "DragCurve"` so mypy passes in the line-tension app.', build: (c) => {
  const k = [tool('running tool: docs_search', { q: 'has no attribute DragCurve' }, { hits: [] })];
  k.push(llm('chat gpt-4o', {}, { parts: [{ part_kind: 'text', content: 'No doc hits. The lockfile shows reelkit bumped 2.x to 3.0; check the 3.0 changelog for renames.' }] }));
  k.push(tool('running tool: read_url', { url: 'https://reelkit.example/CHANGELOG.md#300' }, '## 3.0.0\n- Renamed `DragCurve` to `DragProfile` (#412)\n- Dropped Python 3.8'));
  k.push(tool('running tool: run_shell', { cmd: "sed -i 's/DragCurve/DragProfile/g' app/tension.py && mypy app" }, `Success: no issues found in 14 source files\n(${c.dur()})`));
  k.push(llm('chat gpt-4o', {}, { parts: [{ part_kind: 'text', content: 'Renamed DragCurve to DragProfile per reelkit 3.0; mypy passes.' }] }));
  return agent('agent run', {}, 'fixed', k); } },
];
