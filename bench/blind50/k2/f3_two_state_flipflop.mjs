import { Trace, row } from './lib.mjs';
const F = 'two_state_flipflop';
const ISO = 'The agent switches a setting back and forth between two states; each check in a state returns what it returned last time in that state, for two or more full cycles.';

function r01() { // surfboard shaping CNC units — smolagents
  const g = 'The CNC shaping machine cut the 6\'2" fish blank 25x too small. Fix the export so the .brd file cuts at the right size.';
  const t = new Trace(`${F}-01`, 'smolagents', g); const n = t.n;
  const res = { mm: (l) => `Preview: length=${l} units, machine reports "OUT OF ENVELOPE: 1879.6 > 1200 (Y axis)" job=${n.jobId('cnc-')}`, in: () => `Preview: length=74.0 units, machine reports "OK", estimated blank length 74.0 mm (scale check FAILED: expected ~1880 mm) job=${n.jobId('cnc-')}` };
  for (let c = 0; c < 3; c++) {
    for (const u of ['mm', 'in']) {
      t.group('chain', `Step ${t.step + 1}`, null, () => {
        t.llm(u === 'mm' ? 'Thought: The blank came out tiny, so the units must be wrong. Let me switch the export units to millimetres and preview.\nCode:\n```py\nset_export_units(units="mm")\nprint(preview_cut(file="fish_62.brd"))\n```' : 'Thought: Now the machine rejects the cut as out of envelope. The units must be wrong. Let me switch the export units back to inches and preview.\nCode:\n```py\nset_export_units(units="in")\nprint(preview_cut(file="fish_62.brd"))\n```');
        t.tool('set_export_units', { units: u }, `units set to ${u}`);
        t.tool('preview_cut', { file: 'fish_62.brd' }, u === 'mm' ? res.mm('1879.6') : res.in());
      });
    }
  }
  return row(F, 1, ISO, true, true, g, t.root('CodeAgent.run', null, { error: 'AgentMaxStepsError: Reached max steps.' }));
}

function r02() { // laser engraving DPI — Mastra
  const g = 'Customer says the engraved logo on the bamboo coasters is blurry. Pick the raster DPI that gives a sharp test burn.';
  const t = new Trace(`${F}-02`, 'mastra', g); const n = t.n; t.role = 'engraveAgent';
  for (let c = 0; c < 2; c++) {
    t.llm('Let me try 600 DPI — higher resolution should sharpen the edges.', [{ name: 'setJobParam', args: { job: 'COAST-BAM-22', dpi: 600 } }]);
    t.tool('setJobParam', { job: 'COAST-BAM-22', dpi: 600 }, { ok: true, rev: n.int(10, 99) });
    t.llm('', [{ name: 'testBurn', args: { job: 'COAST-BAM-22', sample: 'offcut' } }]);
    t.tool('testBurn', { job: 'COAST-BAM-22' }, { edge_sharpness: 0.61, charring: 'heavy', note: 'lines merge; scorching between strokes', run_s: n.int(40, 80), laser: 'epilog-fusion-02', burn_id: n.hex(10) });
    t.llm('600 DPI chars too much. Let me go back to 300 DPI, which should reduce the charring.', [{ name: 'setJobParam', args: { job: 'COAST-BAM-22', dpi: 300 } }]);
    t.tool('setJobParam', { job: 'COAST-BAM-22', dpi: 300 }, { ok: true, rev: n.int(10, 99) });
    t.llm('', [{ name: 'testBurn', args: { job: 'COAST-BAM-22', sample: 'offcut' } }]);
    t.tool('testBurn', { job: 'COAST-BAM-22' }, { edge_sharpness: 0.58, charring: 'light', note: 'stair-stepping visible on curves', run_s: n.int(20, 40), laser: 'epilog-fusion-02', burn_id: n.hex(10) });
  }
  t.llm('300 DPI shows stair-stepping. Let me try 600 DPI again for sharper edges.', [{ name: 'setJobParam', args: { job: 'COAST-BAM-22', dpi: 600 } }]);
  t.tool('setJobParam', { job: 'COAST-BAM-22', dpi: 600 }, { ok: true, rev: n.int(10, 99) });
  return row(F, 2, ISO, true, true, g, t.root('agent.generate', { finishReason: 'tool-calls', steps: 13 }, { metadata: { maxSteps: 13 } }));
}

function r03() { // Nginx route toggle — OpenInference
  const g = 'Requests to /api/v2/orders on the staging gateway return 404. Fix the Nginx location block.';
  const t = new Trace(`${F}-03`, 'openinference', g); const n = t.n;
  const A = 'proxy_pass http://orders_upstream/;', B = 'proxy_pass http://orders_upstream;';
  for (let c = 0; c < 2; c++) {
    for (const [cfg, why, out] of [[A, 'The trailing slash strips the /api/v2/orders prefix; maybe the upstream expects the stripped path. I will use the trailing-slash form.', `HTTP/1.1 404 Not Found\nServer: nginx/1.25.4\nDate: ${n.http()}\nX-Upstream: 10.2.7.${n.int(10, 40)}:8080\n\n{"detail":"No route for GET /"}`], [B, 'Without the trailing slash the full URI is passed through; the upstream probably wants /api/v2/orders intact. I will remove the trailing slash.', `HTTP/1.1 404 Not Found\nServer: nginx/1.25.4\nDate: ${n.http()}\nX-Upstream: 10.2.7.${n.int(10, 40)}:8080\n\n{"detail":"No route for GET /api/v2/orders"}`]]) {
      t.llm(why, [{ name: 'edit_file', args: { path: '/etc/nginx/conf.d/gateway.conf', find: cfg === A ? B : A, replace: cfg } }]);
      t.tool('edit_file', { path: '/etc/nginx/conf.d/gateway.conf' }, `1 replacement(s); nginx -t: syntax is ok; reload signal sent (pid ${n.int(1000, 9999)})`);
      t.llm('', [{ name: 'http_get', args: { url: 'https://staging-gw.internal/api/v2/orders?limit=1' } }]);
      t.tool('http_get', { url: 'https://staging-gw.internal/api/v2/orders?limit=1' }, n.f() < 2 ? out.replace(/Date: .*\n/, `Date: ${n.http()}\n`) : out);
    }
  }
  return row(F, 3, ISO, true, true, g, t.root('AgentRun', null, { error: 'max_iterations=16 reached', metadata: { 'openinference.span.kind': 'AGENT' } }));
}

function r04() { // CPAP resupply eligibility filter — LangGraph
  const g = 'Produce the list of CPAP patients due for a mask-cushion resupply this month.';
  const t = new Trace(`${F}-04`, 'langgraph', g); const n = t.n;
  for (let c = 0; c < 3; c++) {
    t.llm('I will filter by last shipment date older than 30 days.', [{ name: 'query_patients', args: { filter: 'last_cushion_ship < today-30d' } }]);
    t.tool('query_patients', { filter: 'last_cushion_ship < today-30d' }, JSON.stringify({ rows: 412, note: 'includes 388 patients with compliance < 4h/night (not payer-eligible)', query_id: n.uuid(), ms: n.ms() }));
    t.llm('That includes ineligible patients. I will filter by compliance >= 4h/night instead.', [{ name: 'query_patients', args: { filter: 'compliance_hours >= 4' } }]);
    t.tool('query_patients', { filter: 'compliance_hours >= 4' }, JSON.stringify({ rows: 1290, note: 'includes 1266 patients shipped within the last 30 days', query_id: n.uuid(), ms: n.ms() }));
  }
  return row(F, 4, ISO, true, true, g, t.root('LangGraph', null, { type: 'chain', error: 'GraphRecursionError: Recursion limit of 14 reached' }));
}

function r05() { // alpine chalet search filter — OpenAI Responses API (browser)
  const g = 'Find a chalet in Zermatt for 6 adults, 21–28 Feb, under CHF 4,000 total, with a sauna.';
  const t = new Trace(`${F}-05`, 'responses', g); const n = t.n;
  for (let c = 0; c < 2; c++) {
    t.llm('Switching the price filter to per-night so I can see cheaper options.', [{ name: 'browser_click', args: { selector: '#price-mode-toggle [data-mode=night]' } }]);
    t.tool('browser_click', { selector: '#price-mode-toggle [data-mode=night]' }, `<div class="results" data-count="3"><article data-id="ch-118">Chalet Arvenholz — CHF 540/night</article><article data-id="ch-402">Haus Matterblick — CHF 610/night</article><p class="hint">Sauna filter unavailable in per-night mode</p></div><!-- render ${n.ms()}ms ${n.hex(8)} -->`);
    t.llm('Per-night mode hides the sauna filter. Switching back to total-price mode to apply the sauna filter.', [{ name: 'browser_click', args: { selector: '#price-mode-toggle [data-mode=total]' } }]);
    t.tool('browser_click', { selector: '#price-mode-toggle [data-mode=total]' }, `<div class="results" data-count="0"><p class="empty">No chalets with sauna under CHF 4,000 for 21–28 Feb</p></div><!-- render ${n.ms()}ms ${n.hex(8)} -->`);
  }
  t.llm('Switching the price filter to per-night so I can see cheaper options.', [{ name: 'browser_click', args: { selector: '#price-mode-toggle [data-mode=night]' } }]);
  t.tool('browser_click', { selector: '#price-mode-toggle [data-mode=night]' }, `<div class="results" data-count="3"><article data-id="ch-118">Chalet Arvenholz — CHF 540/night</article><p class="hint">Sauna filter unavailable in per-night mode</p></div>`);
  return row(F, 5, ISO, true, true, g, t.root('computer-use-session', { status: 'incomplete', incomplete_details: { reason: 'max_output_tokens' } }));
}

function r06() { // fortune cookie message DB — Agno (not in list)
  const g = 'Find why fortune #7731 prints with garbled characters on the Line 3 cookie folder and correct the stored text.';
  const t = new Trace(`${F}-06`, 'agno', g); const n = t.n; t.role = 'fortune-db-agent';
  for (let c = 0; c < 2; c++) {
    t.llm('The text may be stored as Latin-1. Let me read it with encoding=latin1.', [{ name: 'read_fortune', args: { id: 7731, encoding: 'latin1' } }]);
    t.tool('read_fortune', { id: 7731, encoding: 'latin1' }, { id: 7731, text: 'Your luck will bloom like a cafÃ© garden.', bytes: 41, row_version: n.int(3, 3) });
    t.llm('That looks double-encoded. Let me read it with encoding=utf8 instead.', [{ name: 'read_fortune', args: { id: 7731, encoding: 'utf8' } }]);
    t.tool('read_fortune', { id: 7731, encoding: 'utf8' }, { id: 7731, text: 'Your luck will bloom like a caf\uFFFD garden.', bytes: 41, row_version: 3 });
  }
  t.llm('The text may be stored as Latin-1. Let me read it with encoding=latin1.', [{ name: 'read_fortune', args: { id: 7731, encoding: 'latin1' } }]);
  t.tool('read_fortune', { id: 7731, encoding: 'latin1' }, { id: 7731, text: 'Your luck will bloom like a cafÃ© garden.', bytes: 41, row_version: 3, served_by: n.host('pg-ro') });
  return row(F, 6, ISO, true, true, g, t.root('Agent.run', { content: null, status: 'ERROR', error: 'tool_call_limit (10) reached' }, { metadata: { framework: 'agno 1.4' } }));
}
export default [r01, r02, r03, r04, r05, r06];
