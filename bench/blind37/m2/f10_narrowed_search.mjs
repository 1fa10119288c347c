// Family 10 (healthy): first queries find nothing or too much; a genuinely different query (new source or a constraint
// learnt from a result) finds new results and the agent finishes with them.
import { tracer } from './lib.mjs';

export const family = 'narrowed_search';
export const loop = false;
export const stagnation = false;

export const scenarios = [
  {
    n: '01', domain: 'juggling props shop sourcing', style: 'openinference',
    isolates: 'A supplier search returns nothing for an over-specific phrase, then 412 hits for a broad one; the agent uses the material and weight facets from that result to get 3 matches and picks a supplier.',
    goal: 'Find a wholesale supplier for 120 g silicone-shell juggling balls (stage quality), minimum order under 200 units.',
    build(N) {
      const T = tracer('openinference', N, { agent: 'sourcing-agent', goal: this.goal, agentSpanName: 'FunctionAgent.run' });
      T.step('Searching the wholesale catalogue.', [{ name: 'catalog_search', args: { q: '120g silicone shell stage juggling ball wholesale' }, out: { total: 0, hits: [], took_ms: N.ms(10, 90), search_id: N.uuid() } }]);
      T.step('No hits for the exact phrase. Broadening to "juggling balls".', [{ name: 'catalog_search', args: { q: 'juggling balls' }, out: { total: 412, hits: [{ sku: 'JB-BEAN-110', name: 'Thud beanbag 110g' }, { sku: 'JB-RUS-130', name: 'Russian ball 130g' }], facets: { material: { beanbag: 201, russian: 96, silicone: 37, stage: 78 }, weight_g: { '<100': 88, '100-130': 190, '>130': 134 } }, took_ms: N.ms(10, 90), search_id: N.uuid() } }]);
      T.step('412 results is too many, but the facets show a "silicone" material (37) and a 100–130 g band. Filtering on both.', [{ name: 'catalog_search', args: { q: 'juggling balls', filters: { material: 'silicone', weight_g: '100-130' } }, out: { total: 3, hits: [{ sku: 'SIL-120-PRO', name: 'Silicone stage ball 120g', supplier: 'Circo Supply NL', moq: 100, unit_eur: 6.4 }, { sku: 'SIL-115-SOFT', name: 'Soft-shell silicone 115g', supplier: 'Pluma Props', moq: 250, unit_eur: 5.1 }, { sku: 'SIL-125-UV', name: 'UV silicone 125g', supplier: 'Circo Supply NL', moq: 50, unit_eur: 8.9 }], search_id: N.uuid() } }]);
      const fin = 'Best fit: Circo Supply NL, "Silicone stage ball 120g" (SIL-120-PRO), €6.40/unit, MOQ 100. Pluma Props is cheaper but needs 250 units; the UV 125 g ball has MOQ 50 at €8.90.';
      T.step(fin, []);
      return T.root(fin);
    },
  },
  {
    n: '02', domain: 'mosquito control district trap counts', style: 'otel',
    isolates: 'A trap-count search by the old zone name finds nothing; the zone registry shows the zone was renamed, and the search with the new code returns the July counts, which the agent summarises.',
    goal: 'Pull July Culex trap counts for Zone 4 (north-east marshes) and tell me the peak week.',
    build(N) {
      const T = tracer('otel', N, { agent: 'vector-control-analyst', goal: this.goal, service: 'mosquito-district-ai' });
      T.step('', [{ name: 'query_trap_counts', args: { zone: 'Zone 4', genus: 'Culex', month: '2025-07' }, out: { rows: [], warning: 'no traps matched zone="Zone 4"', query_ms: N.ms(5, 80) } }]);
      T.step('No traps match "Zone 4". Checking the zone registry for its current code.', [{ name: 'lookup_zone', args: { name_contains: 'north-east marsh' }, out: { zones: [{ code: 'NE-4', former_names: ['Zone 4'], renamed: '2025-03-01', traps: 9 }], etag: N.etag() } }]);
      T.step('Zone 4 was renamed NE-4 in March. Querying with the new code.', [{ name: 'query_trap_counts', args: { zone: 'NE-4', genus: 'Culex', month: '2025-07' }, out: { rows: [{ week: 'W27', total: 412 }, { week: 'W28', total: 655 }, { week: 'W29', total: 1093 }, { week: 'W30', total: 870 }, { week: 'W31', total: 530 }], traps: 9, query_ms: N.ms(5, 80), snapshot: N.isoSec() } }]);
      const fin = 'July Culex counts in NE-4 (formerly Zone 4, 9 traps): peak in week 29 with 1,093, rising from 412 in W27 and falling to 530 by W31.';
      T.step(fin, []);
      return T.root(fin);
    },
  },
  {
    n: '03', domain: 'hail cannon maintenance', style: 'openai_agents',
    isolates: 'A knowledge-base search for an igniter error code finds nothing internal; the asset registry gives the cannon\'s manufacturer and model, and a search of the manufacturer manuals with that model finds the fault procedure.',
    goal: 'Hail cannon HC-3 at the Mendoza orchard shows igniter fault E17. Find the repair procedure.',
    build(N) {
      const T = tracer('openai_agents', N, { agent: 'Orchard Maintenance Agent', workflow: 'maintenance', goal: this.goal, toolNames: ['search_kb', 'get_asset', 'search_vendor_docs'] });
      T.step('', [{ name: 'search_kb', args: { query: 'hail cannon igniter fault E17' }, out: { results: [], index: 'orchard-kb', took: N.ms(20, 200) + 'ms' } }]);
      T.step('Nothing in our knowledge base. Getting the cannon\'s make and model from the asset registry.', [{ name: 'get_asset', args: { asset_id: 'HC-3' }, out: { asset_id: 'HC-3', manufacturer: 'Inopower', model: 'IP-600 Gen2', firmware: '3.8.1', installed: '2019-09-12', location: 'Block 7 north' } }]);
      T.step('It is an Inopower IP-600 Gen2. Searching the manufacturer manuals for E17 on that model.', [{ name: 'search_vendor_docs', args: { vendor: 'inopower', model: 'IP-600 Gen2', query: 'E17 igniter' }, out: { results: [{ doc: 'IP-600 Gen2 Service Manual rev F', page: 44, snippet: 'E17 – Igniter no-spark: check HT lead continuity (<5 kΩ), clean electrode gap to 3.0 ±0.2 mm, replace igniter module P/N 600-IGN-2 if fault persists.' }], retrieved: N.http() } }]);
      const fin = 'E17 on the Inopower IP-600 Gen2 (service manual rev F, p.44) is an igniter no-spark fault: check HT lead continuity (<5 kΩ), reset the electrode gap to 3.0 ±0.2 mm, and replace igniter module 600-IGN-2 if it persists.';
      T.step(fin, []);
      return T.root(fin);
    },
  },
  {
    n: '04', domain: 'airport wildlife hazard management', style: 'griptape',
    isolates: 'A bird-strike report search for "gull" returns 1,240 records; the agent narrows by runway and month learnt from the request, gets 14 records and summarises them.',
    goal: 'For the safety committee: what gull strikes happened on runway 27L in September?',
    build(N) {
      const T = tracer('griptape', N, { agent: 'wildlife-hazard-analyst', goal: this.goal });
      T.step('Searching strike reports for gulls.', [{ name: 'StrikeDbTool.search', args: { species: 'gull' }, out: `1240 records (2009–2025). Showing 1–3: #88120 Herring gull 09R 2011-05-02; #88233 Black-headed gull 27L 2011-06-17; #88299 Lesser black-backed gull 09L 2011-07-30. query_id=${N.hex(10)}` }]);
      T.step('1,240 records across 16 years is far too broad. Adding runway 27L and September 2025.', [{ name: 'StrikeDbTool.search', args: { species: 'gull', runway: '27L', from: '2025-09-01', to: '2025-09-30' }, out: `14 records. Herring gull 8, Black-headed gull 4, Lesser black-backed gull 2. Phase: takeoff roll 6, climb <500ft 5, landing roll 3. Damage: none 12, minor 2 (#104411 engine 2 fan blade nick, #104452 radome dent). query_id=${N.hex(10)}` }]);
      const fin = 'Runway 27L, September 2025: 14 gull strikes (8 herring, 4 black-headed, 2 lesser black-backed), mostly on take-off roll and initial climb. Two caused minor damage (#104411 fan blade nick, #104452 radome dent).';
      T.step(fin, []);
      return T.root(fin);
    },
  },
  {
    n: '05', domain: 'beekeeping suit manufacturing', style: 'gemini',
    isolates: 'A zip-supplier search for the assumed spec finds nothing; the product BOM shows the real zip spec, and a search with that spec finds two suppliers, one of which the agent recommends.',
    goal: 'Our veil zips keep failing on the ventilated beekeeping suit. Find a replacement zip supplier that can deliver 2,000 units in November.',
    build(N) {
      const T = tracer('gemini', N, { agent: 'suit-sourcing', goal: this.goal, toolNames: ['search_suppliers', 'get_bom'] });
      T.step('', [{ name: 'search_suppliers', args: { query: 'YKK #10 brass zip 60cm', min_qty: 2000, ship_by: '2025-11-30' }, out: { results: [], note: 'no supplier lists #10 brass in 60cm with Nov availability', request_id: N.req('sr_') } }]);
      T.step('No match for #10 brass. Let me check what the suit actually uses in the bill of materials.', [{ name: 'get_bom', args: { product: 'VENT-SUIT-3L' }, out: { lines: [{ part: 'veil zip', spec: '#8 nylon coil, double slider, 56 cm, white', current_supplier: 'Hengda (discontinued)' }], bom_rev: 'C', exported: N.isoSec() } }]);
      T.step('The veil zip is actually #8 nylon coil, double slider, 56 cm. Searching with that spec.', [{ name: 'search_suppliers', args: { query: '#8 nylon coil double slider 56cm white', min_qty: 2000, ship_by: '2025-11-30' }, out: { results: [{ supplier: 'Riri Coil (IT)', unit_eur: 0.92, lead_days: 21, moq: 1000 }, { supplier: 'Zipmaster Leicester', unit_eur: 1.15, lead_days: 10, moq: 500 }], request_id: N.req('sr_') } }]);
      const fin = 'Our veil zip is #8 nylon coil, double slider, 56 cm (not #10 brass). Riri Coil can supply 2,000 at €0.92 with 21-day lead time, in time for November; Zipmaster Leicester is faster (10 days) at €1.15.';
      T.step(fin, []);
      return T.root(fin);
    },
  },
  {
    n: '06', domain: 'Go service goroutine leak', style: 'claude_sdk',
    isolates: 'A coding agent\'s first grep for "go func" returns 200+ matches; a goroutine profile points to a specific function, a targeted grep finds the leaking ticker loop, and the agent fixes it and tests pass.',
    goal: 'notifier-svc memory grows ~50 MB/hour in staging; find the goroutine leak and fix it.',
    build(N) {
      const T = tracer('claude_sdk', N, { agent: 'claude', goal: this.goal, cwd: '/home/dev/notifier-svc' });
      T.step('Let me look for goroutine launches.', [{ name: 'Grep', args: { pattern: 'go func', path: '.', output_mode: 'count' }, out: 'Found 214 matches across 63 files' }]);
      T.step('214 launches is too many to read. A goroutine profile from staging will show where they pile up.', [{ name: 'Bash', args: { command: 'curl -s "http://notifier-staging:6060/debug/pprof/goroutine?debug=1" | head -12', description: 'Goroutine profile' }, out: `goroutine profile: total ${N.int(18000, 22000)}\n17342 @ 0x43e9ce 0x44f2c5 0x8a1f0b 0x471f21\n#\t0x8a1f0a\tgithub.com/acme/notifier/internal/dispatch.(*Dispatcher).watch+0x1aa\t/src/internal/dispatch/watch.go:58\n\n212 @ 0x43e9ce 0x40a8e5 0x6b2c41 0x471f21\n#\t0x6b2c40\tnet/http.(*persistConn).readLoop+0x980` }]);
      T.step('17k goroutines are parked in Dispatcher.watch at watch.go:58. Reading that function.', [{ name: 'Read', args: { file_path: '/home/dev/notifier-svc/internal/dispatch/watch.go', offset: 40, limit: 30 }, out: '    40\tfunc (d *Dispatcher) watch(sub *Subscription) {\n    41\t\tt := time.NewTicker(d.interval)\n    ...\n    55\t\tfor {\n    56\t\t\tselect {\n    57\t\t\tcase <-t.C:\n    58\t\t\t\td.poll(sub)\n    59\t\t\t}\n    60\t\t}\n' }]);
      T.step('The loop has no exit: no ctx.Done() case and the ticker is never stopped, so every subscription leaks a goroutine. Adding a context case and a deferred Stop.', [{ name: 'Edit', args: { file_path: '/home/dev/notifier-svc/internal/dispatch/watch.go', old_string: '\t\tselect {\n\t\tcase <-t.C:', new_string: '\t\tselect {\n\t\tcase <-sub.ctx.Done():\n\t\t\treturn\n\t\tcase <-t.C:' }, out: 'The file has been updated.' }, { name: 'Edit', args: { file_path: '/home/dev/notifier-svc/internal/dispatch/watch.go', old_string: '\tt := time.NewTicker(d.interval)', new_string: '\tt := time.NewTicker(d.interval)\n\tdefer t.Stop()' }, out: 'The file has been updated.' }]);
      T.step('Running the dispatch tests with goleak.', [{ name: 'Bash', args: { command: 'go test ./internal/dispatch/... -run . -count=1', description: 'Run tests' }, out: `ok  \tgithub.com/acme/notifier/internal/dispatch\t${N.dur(0.5, 3)}` }]);
      const fin = 'Found it: Dispatcher.watch (internal/dispatch/watch.go) looped forever on a ticker with no cancellation, leaking one goroutine per subscription (~17k in staging). I added a ctx.Done() exit and a deferred ticker Stop, and the dispatch tests pass.';
      T.step(fin, []);
      return T.root({ subtype: 'success', result: fin, num_turns: 7 });
    },
  },
];
