import { llm, tool, agent, span, sys, user } from './lib.mjs';
export const FAMILY = 'two_state_flipflop';
export const LOOP = true;
export const STAGNATION = true;
export const ISOLATES = 'The agent switches back and forth between two states (A, B, A, B...) and each check after a switch returns what it returned last time in that state; the reasoning for each switch is restated near-verbatim.';

export const rows = [
  { domain: 'Python packaging (numpy pin flip)', style: 'smolagents', isolates: 'A smolagents CodeAgent flips a numpy pin between <2 and >=2; with <2 the scipy import fails, with >=2 the pandas wheel fails, the same errors each time, over 2 full cycles.',
    goal: 'Make `pip install -r requirements.txt && pytest -q tests/test_forecast.py` pass in the demand-forecast repo.',
    build(c) {
      const ch = [];
      const states = [['numpy<2', `ERROR: pip's dependency resolver ... scipy 1.14.1 requires numpy>=2.0\nImportError: numpy.core.multiarray failed to import`, 'Switching to numpy>=2 because scipy requires it.'], ['numpy>=2', `pandas/_libs/interval.pyx: ValueError: numpy.dtype size changed, may indicate binary incompatibility. Expected 96 from C header, got 88 from PyObject`, 'Switching back to numpy<2 because pandas was built against numpy 1.x.']];
      for (let i = 0; i < 4; i++) {
        const [pin, err, thought] = states[i % 2];
        const step = [llm(c, 'smolagents', { messages: [user('fix the install')], text: `Thought: ${thought}\nCode:\n\`\`\`py\nset_pin("numpy", "${pin}")\nprint(run("pip install -r requirements.txt && pytest -q tests/test_forecast.py"))\n\`\`\`<end_code>` }),
          tool(c, 'smolagents', 'python_interpreter', { code: `set_pin("numpy", "${pin}")\nprint(run(...))` }, `Execution logs:\nCollecting numpy${pin.slice(5)} ... (took ${c.dur()})\n${err}\nFAILED tests/test_forecast.py::test_weekly_seasonality - 1 failed in ${c.dur()}\nLast output from code snippet:\nNone`, { error: 'pytest exit 1' })];
        ch.push(span('chain', `Step ${i + 1}`, { step_number: i + 1 }, null, step, { metadata: { 'openinference.span.kind': 'CHAIN', step_duration: c.dur() } }));
      }
      return agent(c, 'smolagents', 'CodeAgent.run', { task: 'fix install' }, { error: 'AgentMaxStepsError: Reached max steps.' }, ch);
    } },
  { domain: 'sourdough bakery click-and-collect API', style: 'openinference', isolates: 'An agent toggles an nginx proxy_buffering setting on/off for a bakery pre-order API; "on" gives the same 502 on /stream and "off" gives the same p95 timeout, 2 full cycles.',
    goal: 'Fix 502s on the click-and-collect order-status stream of Crumb & Co bakery without regressing p95 latency.',
    build(c) {
      const ch = [];
      const on = () => ({ status_502: 37, p95_ms: 210, sample: 500, window: '5m', probe_host: c.host('probe', 4), at: c.isoNoMs() });
      const off = () => ({ status_502: 0, p95_ms: 2310, sample: 500, window: '5m', probe_host: c.host('probe', 4), at: c.isoNoMs() });
      for (let i = 0; i < 4; i++) {
        const val = i % 2 === 0 ? 'off' : 'on';
        ch.push(llm(c, 'openinference', { messages: [user('check results')], text: val === 'off' ? 'The 502s come from buffering the SSE stream, so I will set proxy_buffering off and re-run the probe.' : 'Latency is too high with buffering off, so I will set proxy_buffering on again and re-run the probe.', calls: [{ name: 'set_nginx_directive', args: { location: '/orders/stream', directive: 'proxy_buffering', value: val } }] }));
        ch.push(tool(c, 'openinference', 'set_nginx_directive', { location: '/orders/stream', directive: 'proxy_buffering', value: val }, `nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful\nreloaded pid ${c.int(1000, 40000)}`));
        ch.push(tool(c, 'openinference', 'run_probe', { url: 'https://api.crumbandco.example/orders/stream', n: 500 }, val === 'off' ? off() : on()));
      }
      return agent(c, 'openinference', 'edge-tuner', { goal: 'fix 502' }, { status: 'incomplete', steps: 13 }, ch);
    } },
  { domain: 'tortilla factory (MES line filter)', style: 'logfire', isolates: 'A Pydantic AI agent switches a production-report filter between line 2 and line 3 to find where the underweight packs come from; each query in each state returns identical numbers, 2 full cycles.',
    goal: 'Find which production line produced the underweight 30-pack corn tortilla cases flagged by QA yesterday.',
    build(c) {
      const ch = [];
      const r = { L2: { cases: 412, underweight: 0, avg_g: 902.4 }, L3: { cases: 388, underweight: 0, avg_g: 899.8 } };
      for (let i = 0; i < 4; i++) {
        const line = i % 2 === 0 ? 'L2' : 'L3';
        ch.push(llm(c, 'logfire', { messages: [user('QA flagged underweight cases')], text: `The underweight cases must come from ${line === 'L2' ? 'line 2, since line 3' : 'line 3, since line 2'} showed none. Querying ${line}.`, calls: [{ name: 'query_mes', args: { line, date: 'yesterday', sku: 'CT-30' } }] }));
        ch.push(tool(c, 'logfire', 'query_mes', { line, date: 'yesterday', sku: 'CT-30' }, { ...r[line], line, query_id: c.uuid(), shift_calendar_rev: 'r' + c.int(100, 120), served_by: c.host('mes-read', 3), elapsed_ms: c.ms() }));
      }
      ch.push(llm(c, 'logfire', { messages: [user('...')], text: 'The underweight cases must come from line 2, since line 3 showed none. Querying L2.', calls: [{ name: 'query_mes', args: { line: 'L2', date: 'yesterday', sku: 'CT-30' } }] }));
      return agent(c, 'logfire', 'qa_investigator', { flagged: 'CT-30 underweight' }, { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 10' }, ch);
    } },
  { domain: 'planning permission portal (browser tab flip)', style: 'adk', isolates: 'A browser agent alternates between two portal tabs ("Documents" and "Fees") looking for a missing payment reference; each tab shows the same page each visit, 2+ cycles.',
    goal: 'Find the payment reference for the garden-room planning application 25/01183/HOU so the applicant can quote it.',
    build(c) {
      const ch = [];
      const pages = { Documents: '<table class="docs"><tr><td>Site plan.pdf</td><td>12/02/2025</td></tr><tr><td>Elevations.pdf</td><td>12/02/2025</td></tr></table><div class="note">Payment details are on the Fees tab.</div>', Fees: '<div class="fees"><p>Fee: £258.00</p><p>Status: Paid</p><p>Reference: see receipt in Documents tab</p></div>' };
      for (let i = 0; i < 5; i++) {
        const tab = i % 2 === 0 ? 'Fees' : 'Documents';
        ch.push(llm(c, 'adk', { messages: [user('find ref')], text: `The reference is not on this tab; it says to look at the ${tab} tab. Opening ${tab}.`, calls: [{ name: 'click', args: { selector: `a[role=tab][data-tab=${tab.toLowerCase()}]` } }] }));
        ch.push(tool(c, 'adk', 'click', { selector: `a[role=tab][data-tab=${tab.toLowerCase()}]` }, { url: `https://planning.example.gov.uk/online-applications/applicationDetails.do?activeTab=${tab.toLowerCase()}&keyVal=S${c.b62(9).toUpperCase()}`, html: pages[tab], jsessionid: c.hex(32).toUpperCase(), loaded_ms: c.ms() }));
      }
      return agent(c, 'adk', 'invocation', { app_name: 'planning_helper', user_id: 'u-' + c.int(100, 999) }, { final_response: null, ended: 'max_llm_calls' }, ch, { 'gcp.vertex.agent.invocation_id': 'e-' + c.uuid() });
    } },
  { domain: 'poké bowl chain (POS tax mode)', style: 'vercel', isolates: 'An agent toggles a POS store setting between tax-inclusive and tax-exclusive pricing; each state produces the same mismatched receipt total as before, 2 full cycles.',
    goal: 'Make the Honolulu Ave poké store\'s POS receipt total match the online menu price ($14.95 for a regular bowl).',
    build(c) {
      const ch = [];
      for (let i = 0; i < 4; i++) {
        const mode = i % 2 === 0 ? 'inclusive' : 'exclusive';
        ch.push(llm(c, 'vercel', { messages: [user('receipt mismatch')], text: `The total is wrong in the current mode, so I'll switch pricing to tax-${mode} and print a test receipt.`, calls: [{ name: 'set_store_setting', args: { store: 'HNL-AVE', key: 'tax_mode', value: mode } }] }));
        ch.push(tool(c, 'vercel', 'set_store_setting', { store: 'HNL-AVE', key: 'tax_mode', value: mode }, { ok: true, version: c.int(3000, 3999), propagated_to: 4 }));
        ch.push(tool(c, 'vercel', 'print_test_receipt', { store: 'HNL-AVE', items: ['REG-BOWL'] }, `ORDER #${c.int(1000, 9999)}  ${c.dmy()}\nREG BOWL            ${mode === 'inclusive' ? '13.78' : '14.95'}\nGET 4.712%           ${mode === 'inclusive' ? ' 0.65' : ' 0.70'}\nTOTAL               ${mode === 'inclusive' ? '14.43' : '15.65'}\nTERM ${c.hex(4).toUpperCase()}  CASHIER kiosk-${c.int(1, 3)}`));
      }
      return agent(c, 'vercel', 'pos-config-agent', { store: 'HNL-AVE' }, { finishReason: 'tool-calls', note: 'maxSteps 12 reached' }, ch);
    } },
  { domain: 'git branch flip (sourcemap upload in a bagel-shop ordering app)', style: 'plain', isolates: 'A message-level coding agent checks out main and the release branch alternately to see where the Sentry sourcemap upload broke; each checkout shows the same build log as the previous visit, 2 full cycles.',
    goal: 'Figure out why Sentry shows minified stack traces for the Bagelry ordering web app since release 3.4.0, and fix it.',
    build(c) {
      const ch = [];
      ch.push(llm(c, 'plain', { messages: [sys('Coding agent with shell access.'), user('Sentry traces are minified since 3.4.0')], calls: [{ name: 'shell', args: { cmd: 'git branch -a | head' } }] }));
      ch.push(tool(c, 'plain', 'shell', { cmd: 'git branch -a | head' }, '* main\n  release/3.4\n  remotes/origin/main\n  remotes/origin/release/3.4'));
      const logs = { main: 'vite v5.4.2 building for production...\n✓ 612 modules transformed.\n[sentry-vite-plugin] Info: Successfully uploaded source maps to Sentry', 'release/3.4': 'vite v5.4.2 building for production...\n✓ 618 modules transformed.\n[sentry-vite-plugin] Warning: No auth token provided. Will not upload source maps.' };
      for (let i = 0; i < 4; i++) {
        const b = i % 2 === 0 ? 'release/3.4' : 'main';
        ch.push(llm(c, 'plain', { messages: [user('continue')], text: `Let me compare with ${b} to see where the upload behaves differently.`, calls: [{ name: 'shell', args: { cmd: `git checkout ${b} && npm run build 2>&1 | tail -4` } }] }));
        ch.push(tool(c, 'plain', 'shell', { cmd: `git checkout ${b} && npm run build 2>&1 | tail -4` }, `Switched to branch '${b}'\n${logs[b]}\ndist/assets/index-${c.hex(8)}.js  ${c.int(300, 320)}.${c.int(10, 99)} kB │ gzip: 98.${c.int(10, 99)} kB\n✓ built in ${c.dur()}`));
      }
      return agent(c, 'plain', 'coding-agent', { task: 'fix sentry sourcemaps' }, { stopped: 'max_iterations' }, ch);
    } },
];
