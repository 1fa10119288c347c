import { agent, llm, tool, retriever, chain, span, sys, user, call, gText, gCall, gResp } from './lib.mjs';

export const family = 'refined_search';
export const loop = false;
export const summary = 'Healthy: first queries find nothing or too much; a genuinely different query (new source / new constraint) finds results; agent finishes.';

export const rows = [
  {
    n: '01', domain: 'herpetology specimen loans (natural history museum)', style: 'LangSmith run tree with retriever spans', stagnation: false,
    isolates: 'Catalogue search by common name finds nothing, a search by genus returns 240 records, and adding the locality and preservation type learnt from the loan request narrows to 3 lendable specimens.',
    goal: 'Find lendable alcohol-preserved specimens of the Mallorcan midwife toad for the loan request from Universitat de les Illes Balears.',
    build(N) {
      const kids = [
        llm('ChatOpenAI', {}, { content: 'Searching the catalogue by common name.', tool_calls: [{ name: 'catalogue_search', args: { q: 'Mallorcan midwife toad' } }] }),
        retriever('catalogue_search', { q: 'Mallorcan midwife toad' }, { hits: 0, took_ms: N.ms() }),
        llm('ChatOpenAI', {}, { content: 'No hits on the common name; the catalogue uses scientific names. Searching genus Alytes.', tool_calls: [{ name: 'catalogue_search', args: { q: 'genus:Alytes' } }] }),
        retriever('catalogue_search', { q: 'genus:Alytes' }, { hits: 240, sample: ['Alytes obstetricans', 'Alytes cisternasii', 'Alytes muletensis'], took_ms: N.ms() }),
        llm('ChatOpenAI', {}, { content: '240 Alytes records, mostly A. obstetricans. The request asks for A. muletensis, fluid-preserved, not on exhibit. Adding those constraints.', tool_calls: [{ name: 'catalogue_search', args: { q: 'taxon:"Alytes muletensis" AND prep:ethanol AND status:available' } }] }),
        retriever('catalogue_search', { q: 'taxon:"Alytes muletensis" AND prep:ethanol AND status:available' }, { hits: 3, docs: [{ cat: 'HERP-A-10442', locality: 'Torrent de Lluc', year: 1987 }, { cat: 'HERP-A-10443', locality: 'Torrent de Lluc', year: 1987 }, { cat: 'HERP-A-20918', locality: 'Sa Fosca', year: 2002 }], took_ms: N.ms() }),
        llm('ChatOpenAI', {}, { content: 'Three lendable ethanol-preserved A. muletensis specimens: HERP-A-10442, HERP-A-10443 (Torrent de Lluc, 1987) and HERP-A-20918 (Sa Fosca, 2002).' }),
      ];
      return agent('AgentExecutor', { input: this.goal }, { output: '3 specimens' }, kids, { metadata: { ls_project: 'collections-desk', run_id: N.uuid() } });
    },
  },
  {
    n: '02', domain: 'Loki log search for OOM-killed workers (video thumbnailer)', style: 'OpenAI Responses API', stagnation: false,
    isolates: 'A Loki query on the app label returns nothing useful, a broad kernel query returns thousands of lines, and a query scoped to the node names found in pod events finds the 4 OOM kills; the agent reports the memory limit to raise.',
    goal: 'Find out why thumbnailer pods restarted overnight and recommend a fix.',
    build(N) {
      const q = (expr, out) => [llm('responses.create', {}, { output: [{ type: 'function_call', name: 'loki_query', arguments: JSON.stringify({ query: expr, since: '12h' }) }] }), tool('loki_query', JSON.stringify({ query: expr }), { type: 'function_call_output', output: typeof out === 'string' ? out : JSON.stringify(out) })];
      const kids = [
        ...q('{app="thumbnailer"} |= "error"', { status: 'success', data: { result: [] }, stats: { summary: { execTime: N.r().toFixed(3) } } }),
        llm('responses.create', {}, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'No app-level errors; the process probably got killed. Checking kernel logs.' }] }] }),
        ...q('{job="node-journal"} |= "oom"', { status: 'success', data: { resultType: 'streams', result: '[3,912 lines truncated]' } }),
        tool('kubectl', 'get events -n media --field-selector reason=OOMKilling', `LAST SEEN   TYPE      REASON       OBJECT\n3h12m       Warning   OOMKilling   node/ip-10-4-7-21\n2h40m       Warning   OOMKilling   node/ip-10-4-9-133`),
        ...q('{job="node-journal", host=~"ip-10-4-7-21|ip-10-4-9-133"} |= "Killed process" |= "thumbnailer"', `${N.syslog()} ip-10-4-7-21 kernel: Memory cgroup out of memory: Killed process ${N.pid()} (thumbnailer) total-vm:3120440kB, anon-rss:1046320kB\n... (4 lines)`),
        llm('responses.create', {}, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'Four thumbnailer processes were OOM-killed at ~1 GiB RSS on two nodes. Raise the container memory limit from 1Gi to 1.5Gi or cap ffmpeg threads for 4K inputs.' }] }], status: 'completed' }),
      ];
      return agent('responses-agent', { task: this.goal }, { status: 'completed' }, kids, { metadata: { model: 'gpt-4.1' } });
    },
  },
  {
    n: '03', domain: 'violin bow rehairing workshop (horsehair supplier search)', style: 'Gemini API function calling', stagnation: false,
    isolates: 'A web search for "bow hair" returns generic retail; switching to a trade directory with the learnt constraint (unbleached Mongolian stallion hair, hanks of 200 g) finds two wholesalers, and the agent reports them.',
    goal: 'Find a wholesale supplier of unbleached Mongolian bow hair for the workshop (at least 1 kg per order).',
    build(N) {
      const kids = [
        llm('generateContent', {}, { candidates: [{ content: { parts: [gCall('web_search', { q: 'bow hair supplier' })] } }] }),
        tool('web_search', { q: 'bow hair supplier' }, gResp('web_search', { results: [{ title: 'Violin bow rehair kit — 1 hank', url: 'https://shop.example/rehair-kit' }, { title: 'Replacement bow hair 3-pack', url: 'https://market.example/p/123' }], search_id: N.hex(16) })),
        llm('generateContent', {}, { candidates: [{ content: { parts: [gText('Only single-hank retail kits. Wholesale is sold by weight in hanks; searching the luthier trade directory for unbleached Mongolian stallion hair in 200 g hanks.'), gCall('trade_directory_search', { category: 'bow hair', keywords: 'Mongolian stallion unbleached', min_order_g: 1000 })] } }] }),
        tool('trade_directory_search', { category: 'bow hair' }, gResp('trade_directory_search', { suppliers: [{ name: 'Ulaanbaatar Horsehair Co-op', moq_g: 1000, hank_g: 200 }, { name: 'Hansen Tonewood & Hair', moq_g: 500, hank_g: 250 }], directory_rev: N.int(100, 999) })),
        llm('generateContent', {}, { candidates: [{ content: { parts: [gText('Two wholesale options: Ulaanbaatar Horsehair Co-op (200 g hanks, 1 kg minimum) and Hansen Tonewood & Hair (250 g hanks, 500 g minimum).')] }, finishReason: 'STOP' }] }),
      ];
      return agent('sourcing-agent', { goal: this.goal }, null, kids, { metadata: { model: 'gemini-2.0-flash' } });
    },
  },
  {
    n: '04', domain: 'chestnut roasting street stands (city vending permit rules)', style: 'W&B Weave calls', stagnation: false,
    isolates: 'Searching the city code for "chestnut" finds nothing; searching "open flame" returns 60 sections; switching to the mobile-food-vendor chapter with the stand\'s propane setup finds the two applicable sections.',
    goal: 'Find which city code sections a propane chestnut-roasting stand on Market Square must comply with.',
    build(N) {
      const kids = [
        tool('search_code', { q: 'chestnut' }, { hits: [] }, { metadata: { weave_call_id: N.uuid(), op: 'weave:///vendor-help/op/search_code:v3' } }),
        llm('openai.chat.completions.create', {}, { choices: [{ message: { content: 'No hits for "chestnut". Trying the hazard: open flame.' } }] }),
        tool('search_code', { q: 'open flame' }, { hits: 60, note: 'results capped at 20', chapters: ['Fire Prevention', 'Fireworks', 'Parks', 'Restaurants'] }, { metadata: { weave_call_id: N.uuid() } }),
        llm('openai.chat.completions.create', {}, { choices: [{ message: { content: 'Too broad. The stand is a mobile food vendor using LPG, so I will restrict to the Mobile Food Vendors chapter and "propane".' } }] }),
        tool('search_code', { q: 'propane', chapter: '14B Mobile Food Vendors' }, { hits: [{ section: '14B-207', title: 'LPG cylinders on vending units' }, { section: '14B-112', title: 'Placement in pedestrian plazas' }] }, { metadata: { weave_call_id: N.uuid() } }),
        llm('openai.chat.completions.create', {}, { choices: [{ message: { content: 'Applicable: §14B-207 (LPG cylinders on vending units) and §14B-112 (placement in pedestrian plazas such as Market Square).' } }] }),
      ];
      return agent('vendor_help_agent', { question: this.goal }, 'done', kids, { metadata: { weave_project: 'city/vendor-help', trace_id: N.uuid() } });
    },
  },
  {
    n: '05', domain: 'duck farm (feed supplement recall check)', style: 'AgentOps session', stagnation: false,
    isolates: 'A recall database search by product name finds nothing; the lot number on the invoice leads to a search by manufacturer lot in another authority\'s database, which finds the recall; the agent reports the affected bags.',
    goal: 'Check whether the vitamin premix delivered on 4 March (invoice INV-2291) is subject to any recall and which bags are affected.',
    build(N) {
      const kids = [
        tool('recall_search', { source: 'national', q: 'DuckGrow Premix Plus' }, { count: 0 }, { metadata: { agentops_event: 'ToolEvent', id: N.uuid() } }),
        llm('openai.chat.completions', {}, { content: 'Nothing under the brand name. The invoice shows manufacturer lot VPX-24-0113 from an imported premix; I will search the EU RASFF portal by lot.' }, { metadata: { agentops_event: 'LLMEvent' } }),
        tool('rasff_search', { q: 'VPX-24-0113' }, { notifications: [{ ref: '2024.1487', subject: 'vitamin D3 excess in premix for poultry', lots: ['VPX-24-0113', 'VPX-24-0114'], date: N.euDate() }] }, { metadata: { agentops_event: 'ToolEvent' } }),
        tool('stock_lookup', { lot: 'VPX-24-0113' }, { bags: ['B-031', 'B-032', 'B-033'], location: 'feed store 2' }),
        llm('openai.chat.completions', {}, { content: 'Yes: RASFF 2024.1487 (excess vitamin D3) covers lot VPX-24-0113. Affected bags B-031..B-033 in feed store 2 should be withdrawn.' }, { metadata: { agentops_event: 'LLMEvent' } }),
      ];
      return agent('session', { tags: ['farm-compliance'], goal: this.goal }, { end_state: 'Success' }, kids, { metadata: { session_id: N.uuid(), init_timestamp: N.iso() } });
    },
  },
  {
    n: '06', domain: 'sheet pile retaining wall design (engineering spec search)', style: 'Inspect AI eval log (sample messages and events)', stagnation: false,
    isolates: 'A spec search for "sheet pile corrosion" returns 0, a search for "corrosion allowance" returns 48 mixed items, and scoping to the marine exposure class found in the project brief finds the single relevant clause; the sample ends with the answer.',
    goal: 'Find the corrosion allowance to use for steel sheet piles in the harbour-side retaining wall (permanent, 50-year design life).',
    build(N) {
      const kids = [
        llm('model', { event: 'model', model: 'openai/gpt-4o' }, { message: { role: 'assistant', content: '', tool_calls: [{ function: 'spec_search', arguments: { q: 'sheet pile corrosion' } }] } }, { metadata: { event: 'model', timestamp: N.iso() } }),
        tool('spec_search', { q: 'sheet pile corrosion' }, { results: [] }, { metadata: { event: 'tool', working_time: N.r().toFixed(3) } }),
        tool('spec_search', { q: 'corrosion allowance' }, { results: 48, top: ['piles in soil', 'buried pipes', 'marine splash zone', 'atmospheric exposure'] }, { metadata: { event: 'tool' } }),
        llm('model', { event: 'model' }, { message: { role: 'assistant', content: 'Too many contexts. The brief says the wall faces tidal water (splash zone, seawater), so I will search the marine exposure table.', tool_calls: [{ function: 'spec_search', arguments: { q: 'corrosion allowance seawater splash zone 50 years' } }] } }, { metadata: { event: 'model' } }),
        tool('spec_search', { q: 'corrosion allowance seawater splash zone 50 years' }, { results: [{ clause: 'Table 4-2', text: 'Seawater, high-attack splash zone, 50 years: 3.75 mm loss per exposed face' }] }, { metadata: { event: 'tool' } }),
        llm('model', { event: 'model' }, { message: { role: 'assistant', content: 'Use 3.75 mm per exposed face (Table 4-2, seawater splash zone, 50-year life).' } }, { metadata: { event: 'model' } }),
      ];
      return agent('sample 1 (epoch 1)', { task: 'spec_lookup', input: this.goal }, { score: 'C', scorer: 'model_graded_fact' }, kids, { metadata: { eval_id: N.alnum(22), run_id: N.alnum(22), log: 'logs/2024-08-02T10-14-55+00-00_spec-lookup.eval' } });
    },
  },
];
