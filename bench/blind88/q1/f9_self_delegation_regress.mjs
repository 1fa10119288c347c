import { agent, llm, tool, chain } from './lib.mjs';
export const family = 'self_delegation_regress';
export const loop = true;
export const scenarios = [
{
  isolates: 'A flight-search orchestrator hands the task to a browser sub-agent, which hands the same task to another browser sub-agent, five levels deep with the same "needs a browsing specialist" sentence; no page is ever opened.',
  stagnation: true,
  goal: 'Find the cheapest nonstop Boston (BOS) to Lisbon (LIS) flight on 3 October 2025 for one adult in economy and report airline, times and price.',
  build(R) {
    const why = 'This task requires live browsing of flight search sites and comparing fares, so I will delegate it to a browsing specialist agent with the full instructions.';
    const inst = 'Find the cheapest nonstop BOS→LIS flight on 2025-10-03, 1 adult, economy. Report airline, departure/arrival times and total price.';
    function level(d) {
      const kids = [];
      kids.push(tool('browser.list_tabs', {}, { tabs: [{ id: R.tab(), url: 'about:blank', title: 'New Tab' }], cdp_session: R.hex(32).toUpperCase() }));
      kids.push(llm('gpt-4o', { messages: [{ role: 'system', content: d === 0 ? 'You are the trip planner orchestrator.' : 'You are a web browsing agent. You can browse or delegate.' }, { role: 'user', content: inst }] }, { content: why, tool_calls: [{ function: { name: 'delegate_task', arguments: JSON.stringify({ agent: 'browser_specialist', instructions: inst }) } }] }, [], { depth: d }));
      const child = d < 5 ? level(d + 1) : null;
      kids.push(tool('delegate_task', { agent: 'browser_specialist', instructions: inst, depth: d + 1 }, child ? { status: 'error', message: 'sub-agent terminated: max delegation depth (6) reached' } : null, child ? { children: [child] } : { error: `DelegationDepthExceeded: depth 6 > max_depth 5 (run ${R.uuid()})` }));
      return agent(d === 0 ? 'trip_planner' : `browser_specialist#${d}`, { instructions: inst, parent_run: d ? R.uuid() : null }, { status: 'failed' }, kids, { depth: d, started_at: R.iso(R.tick(2)) });
    }
    const root = level(0);
    root.name = 'orchestrator.run'; root.metadata.framework = 'custom multi-agent (browser-use workers)';
    return root;
  },
},
{
  isolates: 'An OpenAI-Agents-SDK style research agent with a computer tool calls itself as a tool with the task reworded at each level (four levels), each level only taking a screenshot before re-delegating.',
  stagnation: false,
  goal: 'Using the browser, find the opening hours of the Nordhavn municipal swimming pool in Copenhagen for this Sunday.',
  build(R) {
    const asks = [
      'Find the opening hours of the Nordhavn municipal swimming pool in Copenhagen for this Sunday.',
      'Look up when Nordhavn svømmehal (Copenhagen municipality) is open on Sunday.',
      'Determine Sunday opening times for the public pool in Nordhavn, Copenhagen, from the official site.',
      'Get the Sunday schedule of Nordhavn Svømmehal from kk.dk or the pool\'s own page.',
      'Check the official Copenhagen Municipality site for Nordhavn pool Sunday hours.',
    ];
    const reason = [
      'This involves searching Danish municipal pages; a dedicated research sub-agent should handle the browsing.',
      'The page language is Danish; I will pass the task to a research agent that can handle kk.dk.',
      'To keep my context small, I will have a fresh research agent do this lookup.',
      'A sub-agent with a clean browser session is better suited to check the official page.',
      'I will delegate once more to an agent focused purely on the kk.dk site.',
    ];
    function level(d) {
      const kids = [];
      kids.push(tool('computer', { action: { type: 'screenshot' } }, { screenshot_bytes: R.int(90000, 200000), current_url: `https://www.google.com/?hl=da&sei=${R.b62(18)}`, text: 'Google · Søg på Google eller indtast en URL · cookie consent: [Afvis alle] [Accepter alle]' }));
      kids.push(llm('gpt-4.1', { input: [{ role: 'user', content: asks[d] }] }, { output: [{ type: 'message', content: [{ type: 'output_text', text: reason[d] }] }, { type: 'function_call', name: 'research_agent', arguments: JSON.stringify({ input: asks[d + 1] || asks[0] }) }] }, [], { turn: 1 }));
      const child = d < 3 ? level(d + 1) : null;
      kids.push(tool('research_agent', { input: asks[d + 1] || asks[0] }, child ? { final_output: null, error: 'MaxTurnsExceeded' } : null, child ? { children: [child] } : { error: `MaxTurnsExceeded: Max turns (10) exceeded (trace_${R.hex(32)})` }));
      return agent(`Agent(name="research_agent") depth=${d}`, { input: asks[d] }, { final_output: null }, kids, { trace_id: 'trace_' + R.hex(32), span_id: 'span_' + R.hex(24) });
    }
    const inner = level(0);
    const kids = [llm('gpt-4.1', { input: [{ role: 'user', content: this.goal }] }, { output: [{ type: 'function_call', name: 'research_agent', arguments: JSON.stringify({ input: asks[0] }) }] }), tool('research_agent', { input: asks[0] }, { final_output: null }, { children: [inner], error: 'MaxTurnsExceeded propagated' })];
    return agent('Runner.run(triage_agent)', { input: this.goal }, { final_output: 'I was unable to find the opening hours.' }, kids, { sdk: 'openai-agents 0.0.17', group_id: R.uuid() });
  },
},
{
  isolates: 'A desktop-automation manager spawns a sub-agent to rename files, that sub-agent spawns another with the same job, and so on three levels, each level only listing the folder it never renames.',
  stagnation: false,
  goal: 'Rename the 48 scanned receipts in ~/Scans/2025-05 to the pattern YYYY-MM-DD_vendor_amount.pdf using the text on each receipt.',
  build(R) {
    const ls = () => ({ stdout: `total ${R.int(60000, 61000)}\n-rw-r--r-- 1 ana ana 1.2M May 31 18:02 scan_0001.pdf\n-rw-r--r-- 1 ana ana 1.1M May 31 18:02 scan_0002.pdf\n...\n-rw-r--r-- 1 ana ana 1.3M May 31 18:09 scan_0048.pdf`, exit: 0, ms: R.ms(3, 30) });
    const texts = [
      ['manager', 'There are 48 scanned receipts; OCR and renaming is a self-contained job, so I will spawn a file-worker agent for it.', 'Rename every PDF in ~/Scans/2025-05 to YYYY-MM-DD_vendor_amount.pdf based on the receipt contents.'],
      ['file_worker', 'I see 48 PDFs. Each needs OCR first; a separate worker with the OCR tool loaded should do the renaming.', 'OCR each receipt in ~/Scans/2025-05 and rename it to date_vendor_amount.pdf.'],
      ['file_worker.ocr', 'The folder listing confirms 48 receipts. This is a batch operation better run by a batch sub-agent.', 'Batch-rename the receipts in ~/Scans/2025-05 using their OCR\'d date, vendor and total.'],
      ['file_worker.ocr.batch', 'There are 48 files to process; spawning a worker per batch would be cleaner, so I hand this to another worker.', 'Process ~/Scans/2025-05: read date, vendor, total from each receipt and rename accordingly.'],
    ];
    function level(d) {
      const [nm, th, task] = texts[d];
      const kids = [tool('shell', { cmd: 'ls -lh ~/Scans/2025-05' }, ls()), tool('shell', { cmd: 'ls ~/Scans/2025-05 | wc -l' }, { stdout: '48', exit: 0 })];
      const next = texts[d + 1];
      kids.push(llm('claude-3-5-haiku-20241022', { system: 'You are a desktop automation agent with shell, screenshot and spawn_agent tools.', messages: [{ role: 'user', content: task }] }, cuText(th, { id: R.b62(22), name: 'spawn_agent', input: { role: next ? next[0] : 'file_worker', task: next ? next[2] : task } })));
      const child = next ? level(d + 1) : null;
      kids.push(tool('spawn_agent', { role: next ? next[0] : 'file_worker', task: next ? next[2] : task }, child ? { result: 'sub-agent returned without output', renamed: 0 } : null, child ? { children: [child] } : { error: 'spawn refused: agent tree depth limit 4 reached' }));
      return agent(nm, { task }, { renamed: 0 }, kids, { pid: R.int(3000, 9000), workdir: '/home/ana' });
    }
    return Object.assign(level(0), { name: 'desktop_agent.run' });
  },
},
];
import { cuText } from './lib.mjs';
