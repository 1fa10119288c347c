import { row } from './lib.mjs';
const F = 'repeated_long_reasoning';
export default [
  // 01 cork harvesting — Anthropic Messages log
  () => row(F, 1, { style: 'anthropic', model: 'claude-3-5-sonnet-20241022', agent: 'cork-harvest-planner', isolates: 'A long planning paragraph about debarking rotation is restated almost word for word after a weather lookup that returned the same forecast as before; the run is then cut off.', system: 'You plan cork oak debarking crews for Herdade do Sobral. Use tools for weather and tree registers.', goal: 'Draft next week\'s debarking schedule for parcels P7-P12, avoiding trees stripped less than 9 years ago and days with rain.' }, (c, N) => {
    c.llm('I will start by pulling the tree register for parcels P7-P12.', [{ name: 'tree_register', args: { parcels: ['P7', 'P8', 'P9', 'P10', 'P11', 'P12'], fields: ['tree_id', 'last_stripped', 'girth_cm'] } }]);
    c.tool({ rows: 412, eligible: 167, not_eligible_reason: { stripped_lt_9y: 231, girth_lt_70cm: 14 }, generated: N.iso(), export_id: N.uuid() });
    c.llm(null, [{ name: 'forecast', args: { lat: 38.64, lon: -8.21, days: 7 } }]);
    const fc = () => ({ source: 'IPMA', issued: N.isoOff(N.now(), 0), days: [{ d: 'Mon', rain_mm: 0 }, { d: 'Tue', rain_mm: 0.4 }, { d: 'Wed', rain_mm: 6.2 }, { d: 'Thu', rain_mm: 3.1 }, { d: 'Fri', rain_mm: 0 }, { d: 'Sat', rain_mm: 0 }, { d: 'Sun', rain_mm: 0 }], req: N.reqId('ipma-') });
    c.tool(fc());
    const plan = 'So the eligible set is 167 trees across P7-P12, and the forecast shows rain on Wednesday and Thursday, which means the bark will not separate cleanly and the phellogen is at risk, so those two days are out; with two crews of six extractors each doing roughly 40 trees per day, Monday, Tuesday and Friday cover 240 tree-slots, more than the 167 eligible, so I should put P7 and P8 on Monday, P9 and P10 on Tuesday and P11 and P12 on Friday, keeping Saturday as a reserve day. Before finalising I want to double-check the forecast for Wednesday and Thursday.';
    c.llm(plan, [{ name: 'forecast', args: { lat: 38.64, lon: -8.21, days: 7 } }]);
    c.tool(fc());
    c.llm(plan.replace('So the eligible set', 'The eligible set').replace('I want to double-check', 'I want to re-check'), [{ name: 'forecast', args: { lat: 38.64, lon: -8.21, days: 7 } }]);
    return c.root(null, { error: 'max_turns reached (cut off by operator)' });
  }),
  // 02 Vite build config — plain message-level trace
  () => row(F, 2, { style: 'plain', agent: 'repo-assistant', isolates: 'The agent\'s long diagnosis of a Vite chunk-size warning is repeated near-verbatim after re-running the same build that prints the same warning.', system: 'You are a coding agent with shell access in a Vite + React repository.', goal: 'Get rid of the "Some chunks are larger than 500 kB" warning in `npm run build` for the spoon-carving shop frontend without raising the limit.' }, (c, N) => {
    c.llm('Let me reproduce the warning first.', [{ name: 'shell', args: { cmd: 'npm run build' } }]);
    const out = () => `> whittle-shop@0.4.2 build\n> vite build\n\nvite v5.4.11 building for production...\n✓ 1287 modules transformed.\ndist/index.html                   0.61 kB │ gzip:   0.37 kB\ndist/assets/index-${N.hex(8)}.css   14.02 kB │ gzip:   3.55 kB\ndist/assets/index-${N.hex(8)}.js   812.44 kB │ gzip: 251.90 kB\n\n(!) Some chunks are larger than 500 kB after minification. Consider:\n- Using dynamic import() to code-split the application\n- Use build.rollupOptions.output.manualChunks to improve chunking\n✓ built in ${N.secs(3, 9)}`;
    c.tool(out());
    c.llm(null, [{ name: 'shell', args: { cmd: 'grep -rn "from \'three\'\\|from \'@react-three" src | head' } }]);
    c.tool('src/pages/SpoonViewer.tsx:3:import * as THREE from \'three\'\nsrc/pages/SpoonViewer.tsx:4:import { Canvas } from \'@react-three/fiber\'\nsrc/App.tsx:9:import SpoonViewer from \'./pages/SpoonViewer\'');
    const t = 'The single 812 kB chunk exists because App.tsx statically imports SpoonViewer, which pulls in three.js and @react-three/fiber, so the whole 3D viewer lands in the entry chunk even for visitors who never open a spoon page; the fix is to turn that import into React.lazy(() => import(\'./pages/SpoonViewer\')) wrapped in Suspense, and optionally add a manualChunks entry for three so it is cached separately. Let me confirm the chunk sizes once more before editing.';
    c.llm(t, [{ name: 'shell', args: { cmd: 'npm run build' } }]);
    c.tool(out());
    c.llm(t.replace('The single 812 kB chunk exists because', 'The 812 kB chunk is there because').replace('Let me confirm the chunk sizes once more before editing.', 'Let me confirm the chunk sizes again before I edit anything.'));
    return c.root(null, { error: 'session ended: step budget exhausted' });
  }),
  // 03 watercress farm — Gemini function calling
  () => row(F, 3, { style: 'gemini', model: 'gemini-1.5-pro-002', agent: 'cressbed-ops', isolates: 'A long water-quality reasoning step is restated near-verbatim after the same nitrate reading comes back unchanged.', system: 'You help run spring-fed watercress beds. Tools read sensors and the harvest log.', goal: 'Decide whether bed 4 can be harvested tomorrow given the nitrate and flow readings.' }, (c, N) => {
    c.llm(null, [{ name: 'read_sensor', args: { bed: 4, metrics: ['nitrate_mg_l', 'flow_l_s', 'temp_c'] } }]);
    const rd = () => ({ bed: 4, nitrate_mg_l: 48.7, flow_l_s: 11.2, temp_c: 10.4, sampled_at: N.logTs(), logger: 'CR1000X-' + N.int(1000, 1999), seq: N.int(20000, 90000) });
    c.tool(rd());
    c.llm(null, [{ name: 'harvest_log', args: { bed: 4, last_n: 3 } }]);
    c.tool({ entries: [{ date: '2025-02-03', kg: 212, note: 'good colour' }, { date: '2025-01-20', kg: 190 }, { date: '2025-01-06', kg: 174 }] });
    const t = 'Nitrate in bed 4 is 48.7 mg/l which is just under the 50 mg/l limit our buyer specifies, flow at 11.2 l/s is healthy for the spring-fed channel and water temperature at 10.4 degrees is normal for February, and the last cut was on 3 February which gives a regrowth interval of about fourteen days, so harvesting tomorrow looks acceptable provided nitrate does not cross 50; I will read the sensor again to be sure of the nitrate value.';
    c.llm(t, [{ name: 'read_sensor', args: { bed: 4, metrics: ['nitrate_mg_l', 'flow_l_s', 'temp_c'] } }]);
    c.tool(rd());
    c.llm('Nitrate in bed 4 is 48.7 mg/l, just under the 50 mg/l limit our buyer specifies, flow at 11.2 l/s is healthy for the spring-fed channel and the water temperature of 10.4 degrees is normal for February, and the last cut was on 3 February giving a regrowth interval of about fourteen days, so harvesting tomorrow looks acceptable provided nitrate stays under 50; I will read the sensor again to be sure of the nitrate value.', [{ name: 'read_sensor', args: { bed: 4, metrics: ['nitrate_mg_l'] } }]);
    return c.root(null, { error: 'DEADLINE_EXCEEDED: agent run cancelled by scheduler' });
  }),
  // 04 banjo luthier — CrewAI
  () => row(F, 4, { style: 'crewai', agent: 'banjo-quote', isolates: 'A crew agent writes the same long quotation rationale twice with only a word changed, after the parts catalogue returns the same prices.', system: 'You are the Quote Writer for a banjo workshop.', goal: 'Quote a customer for converting a 5-string open-back banjo to a resonator model with a new tone ring.' }, (c, N) => {
    c.llm('Thought: I need current prices for a tone ring and resonator.', [{ name: 'parts_catalogue', args: { skus: ['TR-ARCH-11', 'RES-MAPLE-11', 'FLANGE-1PC'] } }]);
    const cat = () => JSON.stringify({ items: [{ sku: 'TR-ARCH-11', price: 289.0 }, { sku: 'RES-MAPLE-11', price: 340.0 }, { sku: 'FLANGE-1PC', price: 158.5 }], currency: 'GBP', cache: N.pick(['HIT', 'MISS']), fetched: N.http() });
    c.tool(cat());
    const t = 'Thought: The conversion needs the archtop tone ring at 289 pounds, a maple resonator at 340 and a one-piece flange at 158.50, giving 787.50 in parts, plus roughly six hours of bench work at 45 pounds an hour for fitting the flange, re-cutting the rim and setting up the bridge and action, so the quote comes to about 1057.50 before VAT. I should confirm the parts prices once more before I send it.';
    c.llm(t, [{ name: 'parts_catalogue', args: { skus: ['TR-ARCH-11', 'RES-MAPLE-11', 'FLANGE-1PC'] } }]);
    c.tool(cat());
    c.llm(t.replace('I should confirm', 'I should check').replace('about 1057.50', 'roughly 1057.50'));
    return c.root(null, { crewRole: 'Quote Writer', error: 'Agent stopped due to iteration limit or time limit.' });
  }),
  // 05 squash court bookings — OpenAI Agents SDK
  () => row(F, 5, { style: 'oai_agents', agent: 'CourtDesk', isolates: 'A long explanation of a double-booking conflict is repeated nearly verbatim after re-reading the same booking rows; nothing is resolved.', system: 'You manage squash court bookings at a members club.', goal: 'Resolve the double booking on court 3 on Thursday at 18:40 and notify the affected member.' }, (c, N) => {
    c.llm(null, [{ name: 'get_bookings', args: { court: 3, date: '2025-03-13', from: '18:00', to: '20:00' } }]);
    const b = () => ({ bookings: [{ id: 'BK-88120', member: 'R. Okafor', start: '18:40', created: '2025-03-01T09:12:44Z', channel: 'app' }, { id: 'BK-88161', member: 'J. Lindqvist', start: '18:40', created: '2025-03-02T17:03:10Z', channel: 'front_desk' }], server_time: N.iso(), etag: N.etag() });
    c.tool(b());
    const t = 'Court 3 on Thursday at 18:40 has two bookings: BK-88120 for R. Okafor made in the app on 1 March and BK-88161 for J. Lindqvist made at the front desk on 2 March, and because the app booking was created first it has priority under club rules, so the front desk booking should be moved to court 4 or to 19:20, and Lindqvist should be told. Let me look at the bookings once more to make sure.';
    c.llm(t, [{ name: 'get_bookings', args: { court: 3, date: '2025-03-13', from: '18:00', to: '20:00' } }]);
    c.tool(b());
    c.llm(t.replace('Let me look at the bookings once more to make sure.', 'Let me look at the bookings again to be sure.'));
    return c.root(null, { tools: ['get_bookings', 'move_booking', 'send_sms'], error: 'MaxTurnsExceeded' });
  }),
  // 06 thimble museum — smolagents
  () => row(F, 6, { style: 'smolagents', model: 'Qwen/Qwen2.5-72B-Instruct', agent: 'catalogue', isolates: 'A long attribution argument about a silver thimble\'s hallmark is produced twice almost identically, the same hallmark lookup returning the same table in between.', system: 'You catalogue objects for a thimble museum. Use the hallmark tool.', goal: 'Write the catalogue attribution for accession 1987.204, a silver thimble marked with an anchor, a lion passant and date letter "k".' }, (c, N) => {
    c.llm('Thought: Look up the anchor town mark and date letter k.', [{ name: 'hallmark_lookup', args: { town_mark: 'anchor', date_letter: 'k' } }]);
    const h = () => `assay_office | letter_style | year\nBirmingham   | lower-case  | 1884-85\nBirmingham   | upper-case  | 1909-10\n(2 rows, ${N.int(3, 40)} ms, db=hallmarks@${N.host('pg')})`;
    c.tool(h());
    const t = 'Thought: The anchor is the Birmingham assay office mark and the lion passant confirms sterling silver, while the date letter k in lower case corresponds to 1884-85 and in upper case to 1909-10; the photograph shows a lower-case gothic k in a shield with a pointed base, which points to 1884-85, so the attribution is Birmingham, sterling, 1884-85, maker mark not legible. I will check the hallmark table once more.';
    c.llm(t, [{ name: 'hallmark_lookup', args: { town_mark: 'anchor', date_letter: 'k' } }]);
    c.tool(h());
    c.llm(t.replace('I will check the hallmark table once more.', 'I will check the hallmark table one more time.'), [{ name: 'hallmark_lookup', args: { town_mark: 'anchor', date_letter: 'k' } }]);
    return c.root(null, { error: 'AgentMaxStepsError: Reached max steps.' });
  }),
];
