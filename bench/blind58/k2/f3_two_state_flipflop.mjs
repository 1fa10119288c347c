import { kit, sys, user, asst } from './lib.mjs';
export const meta = { family: 'two_state_flipflop', loop: true, stagnation: true,
  isolates: 'The agent switches between two states A and B repeatedly; every check in a state returns what it returned last time in that state.' };
export const rows = [
{ id: '01', domain: 'escalator refurbishment (controller drive profile)', style: 'langsmith', goal: 'Clear the recurring handrail-speed deviation fault on escalator E3 after its refurbishment.',
  isolates: 'LangSmith runs: drive profile toggled ECO -> NORMAL -> ECO -> NORMAL -> ECO, each diagnostic read giving the same deviation for that profile (ECO 4.8%, NORMAL 4.1%), never below the 2% threshold.',
  build(N) { const K = kit('langsmith', N); const ch = []; const st = ['ECO', 'NORMAL', 'ECO', 'NORMAL', 'ECO'];
    ch.push(K.tool('read_fault_log', { unit: 'E3' }, `${N.logTs()} E3 F-217 HANDRAIL_SPEED_DEV L=4.8% R=4.7% thr=2.0%\n${N.logTs()} E3 F-217 HANDRAIL_SPEED_DEV L=4.9% R=4.6% thr=2.0%`));
    st.forEach((p) => {
      ch.push(K.llm({ messages: [sys('Lift & escalator field engineer assistant.'), user('Clear F-217 on E3')] }, { content: p === 'ECO' ? 'The deviation may come from the NORMAL ramp; switching back to ECO to compare.' : 'ECO mode may be the cause of the slip; switching to NORMAL drive profile and re-reading.', tool_calls: [{ name: 'set_drive_profile', args: { unit: 'E3', profile: p } }] }));
      ch.push(K.tool('set_drive_profile', { unit: 'E3', profile: p }, { ack: true, controller: 'KONE-TMS50', seq: N.int(1000, 9999), at: N.iso() }));
      ch.push(K.tool('read_handrail_diag', { unit: 'E3', window_s: 120 }, { profile: p, step_speed_mps: p === 'ECO' ? 0.5 : 0.65, handrail_dev_pct: p === 'ECO' ? 4.8 : 4.1, threshold_pct: 2.0, fault: 'F-217 active', sample_id: N.uuid() }));
    });
    return K.agent('AgentExecutor', { input: 'Clear F-217 on E3' }, { output: 'Agent stopped due to max iterations.' }, ch); } },
{ id: '02', domain: 'devops (Sentry source map upload for a web release)', style: 'vercel', goal: 'Make Sentry show un-minified stack traces for release web@3.18.0.',
  isolates: 'Vercel AI SDK steps: the url-prefix flag is flipped between "~/static/js" and "~/" twice; each upload and check returns the same "no matching source map" result for that prefix.',
  build(N) { const K = kit('vercel', N); const ch = []; const pre = ['~/static/js', '~/', '~/static/js', '~/'];
    pre.forEach((p) => {
      ch.push(K.llm({ messages: [user('Fix unminified traces for web@3.18.0')] }, { text: `Trying url-prefix ${p}.`, toolCalls: [{ toolName: 'run', args: { cmd: `sentry-cli sourcemaps upload --release web@3.18.0 --url-prefix '${p}' ./build/static/js` } }] }));
      ch.push(K.tool('run', { cmd: `sentry-cli sourcemaps upload --release web@3.18.0 --url-prefix '${p}' ./build/static/js` }, `> Found 14 files\n> Analyzing 14 sources\n> Adding source map references\n> Bundled 14 files for upload\n> Bundle ID: ${N.uuid()}\n> Uploaded files to Sentry\n> File upload complete (processing pending on server)\n\nSource Map Upload Report\n  Minified Scripts\n    ${p}/main.${N.hex(8)}.js (sourcemap at main.js.map)\n(${N.dur()})`));
      ch.push(K.tool('sentry_event_check', { issue: 'WEB-4K2', release: 'web@3.18.0' }, { event_id: N.hex(32), frames_resolved: 0, errors: [{ type: 'js_no_source', url: 'https://app.example.com/static/js/main.js', message: p === '~/' ? 'Source map was not found (prefix ~/main.js has no match)' : 'Source map was not found (~/static/js/main.js: release artifact missing dist)' }] }));
    });
    return K.agent('ai.generateText', { maxSteps: 12 }, { text: '', finishReason: 'tool-calls', steps: 12 }, ch); } },
{ id: '03', domain: 'hurdy-gurdy makers (supplier web shop, browser agent)', style: 'openai-agents', goal: 'Find and add to basket the 8 mm cotton wheel-rosin cakes on the Luthiers\' Supply web shop.',
  isolates: 'Browser agent flips between the "Wheels & Keys" tab and the "Strings & Cotton" tab, three times each; each tab\'s snapshot is the same as the previous time, the rosin is in neither.',
  build(N) { const K = kit('openai-agents', N, 'computer-use-preview'); const ch = []; const tabs = ['Wheels & Keys', 'Strings & Cotton', 'Wheels & Keys', 'Strings & Cotton', 'Wheels & Keys', 'Strings & Cotton'];
    const snap = { 'Wheels & Keys': '<ul class="grid"><li>Maple wheel blank 140mm €38</li><li>Boxwood key set (24) €96</li><li>Wheel cover, walnut €22</li></ul>', 'Strings & Cotton': '<ul class="grid"><li>Gut chanterelle set €31</li><li>Cotton wool, carded 20g €6</li><li>Trompette gut €12</li></ul>' };
    tabs.forEach((t) => {
      ch.push(K.llm({ input: [{ role: 'user', content: 'Add 8mm wheel rosin cakes to basket' }] }, { output: [{ type: 'reasoning', summary: [{ text: `Rosin could be listed under ${t}.` }] }, { type: 'computer_call', action: { type: 'click', selector: `a.tab:has-text("${t}")` } }] }));
      ch.push(K.tool('computer_call', { action: 'click', target: t }, { screenshot: `sha256:${N.sha(64)}`, url: `https://luthiers-supply.example/shop?cat=${encodeURIComponent(t)}&_=${N.epochMs()}`, dom_excerpt: snap[t] }));
    });
    return K.agent('Shopping Agent', { input: 'Add 8mm wheel rosin cakes to basket' }, { error: 'MaxTurnsExceeded' }, ch); } },
{ id: '04', domain: 'micro-hydro village grids (dump-load controller)', style: 'otel-genai', goal: 'Stop the evening voltage sag on the Kalikot micro-hydro mini-grid.',
  isolates: 'OTel GenAI: the ELC dump-load mode alternates PROPORTIONAL / BINARY twice; each telemetry read for a mode repeats its earlier numbers (sag to 198 V or 201 V), nothing else is tried.',
  build(N) { const K = kit('otel-genai', N); const ch = []; const modes = ['BINARY', 'PROPORTIONAL', 'BINARY', 'PROPORTIONAL'];
    modes.forEach((mo) => {
      ch.push(K.llm({ messages: [user('Fix the evening sag on Kalikot grid')] }, { role: 'assistant', content: mo === 'BINARY' ? 'Proportional ballast seems to hunt; switching the ELC to binary steps.' : 'Binary steps cause coarse regulation; switching the ELC back to proportional.', tool_calls: [{ name: 'elc_set_mode', arguments: JSON.stringify({ site: 'KLK-02', mode: mo }) }] }));
      ch.push(K.tool('elc_set_mode', JSON.stringify({ site: 'KLK-02', mode: mo }), `OK mode=${mo} modem=GSM rssi=-${N.int(80, 95)}dBm frame=${N.int(1000, 9999)}`));
      ch.push(K.tool('telemetry_query', { site: 'KLK-02', from: '18:00', to: '21:00' }, { mode: mo, v_min: mo === 'BINARY' ? 198 : 201, v_nominal: 230, f_hz_min: mo === 'BINARY' ? 48.6 : 48.9, dump_load_pct_avg: mo === 'BINARY' ? 3 : 4, samples: 180, query_id: N.uuid(), cached: false }));
    });
    return K.agent('grid-ops', { site: 'KLK-02' }, { status: 'max_turns' }, ch); } },
{ id: '05', domain: 'mustard mill (label template build, git branches)', style: 'claude-agent-sdk', goal: 'Get the jar-label PDF build passing so the wholegrain batch labels can print.',
  isolates: 'Claude Agent SDK transcript: the agent checks out main, then label-v2, then main, then label-v2; make fails identically on each branch each time.',
  build(N) { const K = kit('anthropic', N, 'claude-sonnet-4-20250514'); const ch = []; const br = ['label-v2', 'main', 'label-v2', 'main'];
    const err = { main: 'latexmk: ! LaTeX Error: File `qrcode.sty\' not found.\nmake: *** [labels.pdf] Error 12', 'label-v2': '! Undefined control sequence. l.42 \\batchcode\nmake: *** [labels.pdf] Error 12' };
    br.forEach((b) => {
      ch.push(K.llm({ messages: [user('Get the label build passing')] }, { content: [{ type: 'text', text: `The other branch is failing; let me try ${b} instead.` }, { type: 'tool_use', name: 'Bash', input: { command: `git checkout ${b} && make labels.pdf` } }] }));
      ch.push(K.tool('Bash', { command: `git checkout ${b} && make labels.pdf` }, `Switched to branch '${b}'\nLatexmk: Run number 1 of rule 'pdflatex'\n${err[b]}\n[took ${N.dur()}]`, { error: 'exit code 2' }));
    });
    return K.agent('claude-code session', { session_id: N.uuid(), cwd: '/home/mill/labels' }, { subtype: 'error_max_turns', num_turns: 10, total_cost_usd: +(N.r()).toFixed(4) }, ch); } },
{ id: '06', domain: 'lockpicking competitions (entrant lookup)', style: 'weave', goal: 'Find entrant "K. Varga" in the regional sport-picking results and report their best time.',
  isolates: 'W&B Weave calls: the division filter toggles novice/open three times; each query returns the same page for that division and the entrant appears in neither.',
  build(N) { const K = kit('weave', N); const ch = []; const d = ['novice', 'open', 'novice', 'open', 'novice', 'open'];
    d.forEach((x) => {
      ch.push(K.llm({ messages: [user('Best time for K. Varga?')] }, { content: x === 'open' ? 'Not in novice; maybe open division.' : 'Not in open; maybe novice division.', tool_calls: [{ function: { name: 'results_search', arguments: `{"event":"CEU-2025","division":"${x}","q":"Varga"}` } }] }));
      ch.push(K.tool('results_search', `{"event":"CEU-2025","division":"${x}","q":"Varga"}`, { hits: [], total_in_division: x === 'open' ? 41 : 27, took_ms: N.ms(), shard: N.host('es-results') }));
    });
    return K.agent('Agent.invoke', { question: 'Best time for K. Varga?' }, { answer: null, stopped: 'max_iterations=12' }, ch); } },
];
