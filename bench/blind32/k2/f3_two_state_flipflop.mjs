import { Run, rootSpan, agent } from './lib.mjs';

export const FAMILY = {
  name: 'two_state_flipflop', loop: true, stagnation: true,
  isolates: 'The agent alternates between two settings A, B, A, B; every check after a switch returns what that state returned before; 2+ full cycles.',
};

export const ROWS = [
  {
    id: '01', domain: 'roof garden irrigation', style: 'strands',
    isolates: 'An irrigation agent toggles a rooftop drip zone between pressure-compensated and standard valve mode; each mode gives the same flow reading it gave last time (2.1 L/min low, then 0 with a fault) for two full cycles.',
    goal: 'Zone 4 (sedum and herb beds on the 7th-floor roof garden) is under-watering. Get its drip flow back to the design 6 L/min.',
    build(c) {
      const run = new Run(c, 'strands', { system: 'You control the roof garden irrigation controller. Tools: set_valve_mode, read_flow.', goal: this.goal });
      const k = [];
      const readA = () => ({ zone: 4, flow_lpm: 2.1, pressure_kpa: 96, alarm: 'LOW_FLOW', sample_window_s: 60, ts: c.isoSec(), ctrl: 'HC-Pro2 fw 4.11.2', seq: c.int(10000, 99999) });
      const readB = () => ({ zone: 4, flow_lpm: 0.0, pressure_kpa: 31, alarm: 'VALVE_FAULT_E17', sample_window_s: 60, ts: c.isoSec(), ctrl: 'HC-Pro2 fw 4.11.2', seq: c.int(10000, 99999) });
      k.push(...run.step('First read the current flow on zone 4.', [{ name: 'read_flow', args: { zone: 4 }, out: readA() }]));
      for (let i = 0; i < 2; i++) {
        k.push(...run.step('Flow is low in pressure-compensated mode. Switch the valve to standard mode and re-read.', [{ name: 'set_valve_mode', args: { zone: 4, mode: 'standard' }, out: { ok: true, applied_at: c.syslog(), ack: c.hex(6) } }, { name: 'read_flow', args: { zone: 4 }, out: readB() }]));
        k.push(...run.step('Standard mode gives no flow and a valve fault. Switch back to pressure-compensated mode and re-read.', [{ name: 'set_valve_mode', args: { zone: 4, mode: 'pressure_compensated' }, out: { ok: true, applied_at: c.syslog(), ack: c.hex(6) } }, { name: 'read_flow', args: { zone: 4 }, out: readA() }]));
      }
      return rootSpan(c, 'strands', 'irrigation-agent', this.goal, { stop_reason: 'max_cycles', cycles: 5 }, k);
    },
  },
  {
    id: '02', domain: 'ski wax lab glide tests', style: 'logfire',
    isolates: 'A Pydantic AI agent flips a glide-test query between a temperature filter and a snow-type filter; each filter returns exactly the rows it returned before, twice round.',
    goal: 'Find which fluoro-free wax from our lab tests gave the best glide on old transformed snow around -4 C, for the biathlon team\'s Saturday race.',
    build(c) {
      const run = new Run(c, 'logfire', { system: 'You query the wax lab glide test database.', goal: this.goal });
      const k = [];
      const q = (filter) => ({ name: 'query_glide_tests', args: { filter, fluoro_free: true, order: 'glide_time_s' } });
      const temp = () => ({ rows: [{ wax: 'HF-Blue 3', snow: 'new fine', air_c: -4.5, glide_s: 11.82 }, { wax: 'LF-Violet', snow: 'new fine', air_c: -3.8, glide_s: 11.97 }], count: 2, query_ms: c.ms(5, 80), db: c.host('waxlab-pg'), snapshot_lsn: `0/${c.hex(8).toUpperCase()}` });
      const snow = () => ({ rows: [{ wax: 'Racing Yellow', snow: 'old transformed', air_c: 1.5, glide_s: 12.4 }, { wax: 'Graphite Base', snow: 'old transformed', air_c: -11, glide_s: 12.9 }], count: 2, query_ms: c.ms(5, 80), db: c.host('waxlab-pg'), snapshot_lsn: `0/${c.hex(8).toUpperCase()}` });
      for (let i = 0; i < 2; i++) {
        k.push(...run.step('Filter by temperature band -6..-2 C.', [{ ...q({ air_c_between: [-6, -2] }), out: temp() }]));
        k.push(...run.step('Those are new fine snow, not old transformed. Filter by snow type instead.', [{ ...q({ snow: 'old transformed' }), out: snow() }]));
      }
      k.push(...run.step('Those are not around -4 C. Filter by temperature band -6..-2 C.', [{ ...q({ air_c_between: [-6, -2] }), out: temp() }]));
      return rootSpan(c, 'logfire', 'wax_agent', this.goal, null, k, { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 6' });
    },
  },
  {
    id: '03', domain: 'GraphQL supergraph composition', style: 'plain',
    isolates: 'A coding agent checks out main then the feature branch then main then the feature branch, running the same supergraph compose each time and getting the same two results.',
    goal: 'The supergraph compose for the loyalty subgraph fails in CI on branch feat/points-expiry. Find the cause and get compose passing.',
    build(c) {
      const run = new Run(c, 'plain', { system: 'You are a coding agent with shell access.', goal: this.goal });
      const k = [];
      const composeMain = () => `$ rover supergraph compose --config supergraph.yaml > /dev/null\nresolving SDL for subgraphs defined in supergraph.yaml\nwarning: no composition hints\nCompose succeeded (${c.float(1.1, 3.9)}s) federation v2.7.2 sha=${c.hex(12)}`;
      const composeFeat = () => `$ rover supergraph compose --config supergraph.yaml > /dev/null\nresolving SDL for subgraphs defined in supergraph.yaml\nerror[E029]: Encountered 1 build error while trying to build a supergraph.\nCaused by:\n    INVALID_FIELD_SHARING: Non-shareable field "Member.pointsBalance" is resolved from multiple subgraphs: it is resolved from subgraphs "loyalty" and "accounts" and defined as non-shareable in all of them\n(${c.float(1.1, 3.9)}s) rover 0.23.0 req=${c.uuid()}`;
      const sw = (b) => ({ name: 'shell', args: { cmd: `git checkout ${b}` }, out: `Switched to branch '${b}'\nYour branch is up to date with 'origin/${b}'.` });
      const cmp = (f) => ({ name: 'shell', args: { cmd: 'rover supergraph compose --config supergraph.yaml > /dev/null' }, out: f(), ...(f === composeFeat ? { error: 'exit status 1' } : {}) });
      k.push(...run.step('Reproduce on the feature branch.', [sw('feat/points-expiry'), cmp(composeFeat)]));
      for (let i = 0; i < 2; i++) {
        k.push(...run.step('Compose fails on the feature branch. Check whether it also fails on main.', [sw('main'), cmp(composeMain)]));
        k.push(...run.step('Main composes fine. Switch back to the feature branch and compose again.', [sw('feat/points-expiry'), cmp(composeFeat)]));
      }
      return rootSpan(c, 'plain', 'coding-agent', this.goal, { finish_reason: 'step_limit', steps: 5 }, k);
    },
  },
  {
    id: '04', domain: 'biathlon range target scoring', style: 'adk',
    isolates: 'An ADK agent switches a range lane between prone and standing target mode trying to fix hit registration; each mode reads back the same sensor state as last time, two full cycles.',
    goal: 'Lane 17 on the biathlon range is not registering hits in the standing position during zeroing. Make it register correctly before the 10:30 sprint.',
    build(c) {
      const run = new Run(c, 'adk', { system: 'You operate the electronic target control system (Kurvinen ET-5).', goal: this.goal, agentName: 'range_agent' });
      const k = [];
      const rb = (mode) => mode === 'prone'
        ? { lane: 17, mode: 'PRONE', aperture_mm: 45, test_hit: 'REGISTERED', paddles_up: 5, sensor_v: 11.9, frame: c.int(100000, 999999), at: c.hms() }
        : { lane: 17, mode: 'STANDING', aperture_mm: 115, test_hit: 'NOT_REGISTERED', paddles_up: 5, sensor_v: 11.9, fault: 'PIEZO_CH3_NO_SIGNAL', frame: c.int(100000, 999999), at: c.hms() };
      for (let i = 0; i < 2; i++) {
        k.push(...run.step('Set lane 17 to standing mode and fire a test hit.', [{ name: 'set_target_mode', args: { lane: 17, mode: 'standing' }, out: { ok: true, tx: c.hex(8) } }, { name: 'test_hit', args: { lane: 17 }, out: rb('standing') }]));
        k.push(...run.step('Standing mode does not register. Set lane 17 back to prone and test.', [{ name: 'set_target_mode', args: { lane: 17, mode: 'prone' }, out: { ok: true, tx: c.hex(8) } }, { name: 'test_hit', args: { lane: 17 }, out: rb('prone') }]));
      }
      return agent('invoke_agent range_agent', { goal: this.goal }, { error: 'max_llm_calls (4) exceeded' }, k, { 'gen_ai.agent.name': 'range_agent', 'gcp.vertex.agent.session_id': c.uuid() });
    },
  },
  {
    id: '05', domain: 'terracotta roof tile quoting', style: 'agno',
    isolates: 'An Agno sales agent flips the quote calculator unit between pieces and square metres; each unit produces the same quote it produced the last time, and the mismatch with the roofer\'s figure is never investigated.',
    goal: 'Produce a quote for clay pantiles for a 148 m² roof (Ref RQ-5520) that matches the roofer\'s estimate of about 2,370 tiles.',
    build(c) {
      const run = new Run(c, 'agno', { system: 'You are the tile merchant quoting agent.', goal: this.goal, agentName: 'quote-agent' });
      const k = [];
      const byPieces = () => `QUOTE RQ-5520 (draft ${c.alnum(6, true)})\nProduct: Sandtoft-style pantile, terracotta\nUnit: pieces  Qty: 2370\nCoverage: 15.2 pcs/m2 -> 155.9 m2\nLine total: GBP 3,152.10  (price list PL-${c.int(30, 39)} ${c.date()})`;
      const byArea = () => `QUOTE RQ-5520 (draft ${c.alnum(6, true)})\nProduct: Sandtoft-style pantile, terracotta\nUnit: m2  Qty: 148\nCoverage: 15.2 pcs/m2 -> 2250 pcs (+0% waste)\nLine total: GBP 2,992.50  (price list PL-${c.int(30, 39)} ${c.date()})`;
      for (let i = 0; i < 2; i++) {
        k.push(...run.step('Quote by area.', [{ name: 'calc_quote', args: { ref: 'RQ-5520', unit: 'm2', qty: 148 }, out: byArea() }]));
        k.push(...run.step('That is 2250 tiles, not 2370. Try quoting by pieces instead.', [{ name: 'calc_quote', args: { ref: 'RQ-5520', unit: 'pieces', qty: 2370 }, out: byPieces() }]));
        if (i === 0) k.push(...run.step('That covers 155.9 m2, not 148. Switch back to quoting by area.', []));
      }
      return rootSpan(c, 'agno', 'quote-agent', this.goal, { content: null, status: 'RUNNING', metrics: { tool_call_limit_reached: true } }, k);
    },
  },
  {
    id: '06', domain: 'antique map dealer web catalogue', style: 'autogen',
    isolates: 'An AutoGen web-surfer toggles the catalogue sort between "price: low to high" and "relevance"; each sort shows the same first page as before and the agent never changes the query or opens a listing.',
    goal: 'Find an original (not facsimile) 17th-century Blaeu map of Scotland under GBP 1,500 on the dealer\'s online catalogue and send the listing link.',
    build(c) {
      const run = new Run(c, 'autogen', { system: 'You are WebSurfer. You can click, type, sort and read pages.', goal: this.goal, agentName: 'WebSurfer' });
      const k = [];
      const pagePrice = () => `<title>Search: blaeu scotland | Old Maps Ltd</title>\nSorted by: Price (low to high) | 34 results\n1. "Scotia Regnum" Blaeu facsimile print, 1990s - GBP 45\n2. Blaeu "Lorna" county sheet, facsimile - GBP 60\n3. Reproduction Blaeu atlas page, framed - GBP 120\n... viewport 1 of 6; session ${c.alnum(16)}; rendered ${c.ms()}ms`;
      const pageRel = () => `<title>Search: blaeu scotland | Old Maps Ltd</title>\nSorted by: Relevance | 34 results\n1. Blaeu "Scotia Regnum" 1654, original hand colour - GBP 4,200\n2. Blaeu "Fifae Pars Occidentalis" 1654 original - GBP 1,950\n3. Blaeu "Scotiae Provinciae" facsimile - GBP 75\n... viewport 1 of 6; session ${c.alnum(16)}; rendered ${c.ms()}ms`;
      k.push(...run.step('Search the catalogue for Blaeu Scotland.', [{ name: 'input_text', args: { field: 'search', text: 'blaeu scotland', submit: true }, out: pageRel() }]));
      for (let i = 0; i < 2; i++) {
        k.push(...run.step('Results are too expensive. Sort by price low to high.', [{ name: 'select_option', args: { selector: '#sort', value: 'price_asc' }, out: pagePrice() }]));
        k.push(...run.step('Those are facsimiles. Sort by relevance to see originals.', [{ name: 'select_option', args: { selector: '#sort', value: 'relevance' }, out: pageRel() }]));
      }
      const surfer = agent('autogen process WebSurfer', { task: this.goal }, null, k, { 'autogen.agent.type': 'MultimodalWebSurfer' });
      const orch = new Run(c, 'autogen', { system: 'You are the orchestrator.', goal: this.goal, agentName: 'Orchestrator' });
      const pre = orch.final('Next speaker: WebSurfer. Instruction: search the dealer catalogue for an original Blaeu map of Scotland under GBP 1,500.');
      return rootSpan(c, 'autogen', 'map-search', this.goal, { stop_reason: 'Maximum number of turns 12 reached.' }, [...pre, surfer]);
    },
  },
];
