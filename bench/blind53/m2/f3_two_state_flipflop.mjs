// Loop family: oscillation between two states (A,B,A,B...), each check returning what it
// returned the last time in that state; 2+ full cycles.
import { rootAgent, agent, llm, tool, chain, span, retr, sys, user, asst, toolMsg, oaCall, aText, aToolUse, gCall, gResp } from './lib.mjs';
export const FAMILY = 'two_state_flipflop';
export const LOOP = true;

export const ROWS = [
{
  n: '01', stagnation: false,
  isolates: 'OpenInference/Phoenix trace of a browser agent on a mobile-welding booking site that toggles the "certified AWS D1.1 only" filter on and off, each state returning the same listings as before, for two full cycles.',
  goal: 'Find a mobile welder available Saturday within 30 km who is certified for structural steel, and book them.',
  build: (c) => {
    const kids = [];
    const on = { url: 'https://weldnow.example/search?near=Duluth&date=2025-05-10&cert=d1.1', results: [], banner: 'No welders match all filters.' };
    const off = { url: 'https://weldnow.example/search?near=Duluth&date=2025-05-10', results: [{ name: 'Iron Range Mobile Welding', km: 18, certs: ['6G pipe'] }, { name: 'North Shore Fab', km: 27, certs: [] }] };
    const thoughts = ['Apply the structural certification filter.', 'No results with the filter; remove it to see who is available.', 'Those two are not D1.1 certified; re-apply the filter.', 'Nothing again; drop the filter to see options.', 'Not certified; turn the certification filter back on.'];
    for (let i = 0; i < 5; i++) {
      const st = i % 2 === 0 ? on : off;
      kids.push(llm('ChatCompletion', { 'llm.input_messages.0.message.role': 'system', 'llm.input_messages.0.message.content': 'You control a browser.', 'llm.input_messages.1.message.content': 'Book a D1.1 certified mobile welder for Saturday near Duluth.' }, { 'llm.output_messages.0.message.content': thoughts[i], 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'click', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': '{"selector":"#filter-cert-d11"}' }, { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o', 'llm.token_count.prompt': 3000 + i * 700 }));
      kids.push(tool('click', { selector: '#filter-cert-d11' }, { 'tool.name': 'click', page: { url: st.url, title: 'WeldNow | Search', results: st.results, banner: st.banner || null, rendered_at: c.iso(), 'x-vercel-id': 'iad1::' + c.b62(5).toLowerCase() + '-' + c.epochMs() + '-' + c.hex(12) } }, { metadata: { 'openinference.span.kind': 'TOOL' } }));
    }
    return agent('browser_agent', { 'input.value': 'Book a D1.1 certified mobile welder for Saturday near Duluth.' }, { 'output.value': 'Stopped: step budget (12) exhausted.' }, kids, { 'openinference.span.kind': 'AGENT', 'session.id': c.uuid() });
  },
},
{
  n: '02', stagnation: true,
  isolates: 'Claude Agent SDK transcript of a coding agent in a board-rental kiosk repo that switches a Vite config between `base: "/"` and `base: "./"`, each build giving the same failure for that value, with the same reasoning text each time.',
  goal: 'Fix the broken asset paths in the paddle-kiosk web app build so the kiosk loads offline from file://.',
  build: (c) => {
    const kids = [];
    const errs = {
      '/': 'dist/index.html loaded from file:// -> GET file:///assets/index-%H.js net::ERR_FILE_NOT_FOUND',
      './': 'vite v5.4.11 building for production...\n✓ 212 modules transformed.\nerror during build:\n[vite:worker-import-meta-url] Could not resolve "./workers/sync.ts?worker&url" with base "./" in src/sync.ts',
    };
    const vals = ['./', '/', './', '/'];
    vals.forEach((v, i) => {
      const other = v === './' ? '/' : './';
      const tu = aToolUse(c, 'Edit', { file_path: '/home/dev/paddle-kiosk/vite.config.ts', old_string: `base: "${other}",`, new_string: `base: "${v}",` });
      kids.push(llm('assistant', { type: 'user', message: { role: 'user', content: 'continue' } }, { type: 'assistant', message: { id: 'msg_01' + c.b62(22), model: 'claude-sonnet-4-20250514', content: [aText(v === './' ? 'The asset paths are absolute, so they break under file://. Switching base to a relative "./" should fix this.' : 'The relative base breaks the worker import. Switching base back to "/" should fix this.'), tu] }, session_id: c.uuid() }));
      kids.push(tool('Edit', tu.input, { type: 'tool_result', tool_use_id: tu.id, content: 'The file /home/dev/paddle-kiosk/vite.config.ts has been updated.' }));
      const bu = aToolUse(c, 'Bash', { command: 'npm run build && node scripts/kiosk-smoke.mjs', description: 'Build and smoke test' });
      kids.push(llm('assistant', {}, { type: 'assistant', message: { content: [bu] } }));
      kids.push(tool('Bash', bu.input, { type: 'tool_result', tool_use_id: bu.id, is_error: true, content: errs[v].replace('%H', 'Bx8k2fQa') + `\n(${c.ms(900, 4000)}ms)` }, { error: 'Exit code 1' }));
    });
    return agent('claude-agent-sdk session', { prompt: 'Fix asset paths so the kiosk loads from file://', cwd: '/home/dev/paddle-kiosk' }, { type: 'result', subtype: 'error_max_turns', num_turns: 16, total_cost_usd: 0.4 + c.rand() / 5 }, kids, { permission_mode: 'acceptEdits' });
  },
},
{
  n: '03', stagnation: false,
  isolates: 'LangSmith trace of a kite-maker\'s inventory assistant that flips the warehouse view between the "Bristol" and "Porto" location tabs twice, each time getting the same ripstop stock numbers, without deciding.',
  goal: 'Decide which warehouse ships the 30 m of 0.75 oz ripstop for a custom stunt-kite order and create the pick.',
  build: (c) => {
    const kids = [];
    const stock = { Bristol: { sku: 'RS-075-RED', metres: 22.5, reserved: 4 }, Porto: { sku: 'RS-075-RED', metres: 19.0, reserved: 0 } };
    const seq = ['Bristol', 'Porto', 'Bristol', 'Porto', 'Bristol'];
    seq.forEach((loc, i) => {
      kids.push(llm('ChatOpenAI', { messages: [[{ type: 'human', content: 'Ship 30 m RS-075-RED for order K-7761' }]] }, { generations: [[{ text: ['Check Bristol stock.', 'Bristol is short; check Porto.', 'Porto is short too; re-check Bristol in case it changed.', 'Look at Porto again.', 'Back to Bristol.'][i], message: { tool_calls: [{ name: 'set_location_tab', args: { location: loc } }] } }]] }, { ls_model_name: 'gpt-4o-mini', run_id: c.uuid() }));
      kids.push(tool('set_location_tab', { location: loc }, JSON.stringify({ location: loc, ...stock[loc], as_of: c.isoNoMs(), cache_key: c.hex(10), served_by: c.host('inv') })));
    });
    return agent('AgentExecutor', { input: 'Ship 30 m RS-075-RED for order K-7761' }, { output: 'Agent stopped due to iteration limit or time limit.' }, kids, { ls_project: 'kitecraft-ops', run_type: 'chain' });
  },
},
{
  n: '04', stagnation: true,
  isolates: 'Semantic Kernel trace of a DNS change for a bike-fitting studio booking site: the agent flips the booking subdomain CNAME between two targets, each verification returning the same result per target, for two cycles with the same explanation each time.',
  goal: 'Point book.spokefit.studio at the new scheduling provider so the booking page serves over HTTPS.',
  build: (c) => {
    const kids = [];
    const targets = ['spokefit.bookwell-cdn.net', 'spokefit.bookwell.app'];
    const verify = {
      'spokefit.bookwell-cdn.net': 'curl: (60) SSL: no alternative certificate subject name matches target host name \'book.spokefit.studio\'',
      'spokefit.bookwell.app': 'HTTP/2 404\nserver: bookwell-edge\nx-bw-reason: unknown-tenant-host\ndate: %D',
    };
    for (let i = 0; i < 4; i++) {
      const t = targets[i % 2];
      kids.push(llm('ChatCompletion', { chat_history: [{ Role: 'user', Content: 'Point book.spokefit.studio at BookWell' }] }, { Role: 'assistant', Content: t.endsWith('.net') ? 'The verification failed for the current target, so I will switch the CNAME to the CDN hostname and re-test.' : 'The verification failed for the current target, so I will switch the CNAME to the app hostname and re-test.', Items: [{ $type: 'FunctionCallContent', PluginName: 'Dns', FunctionName: 'UpsertCname', Arguments: { name: 'book', target: t, ttl: 300 } }] }, { 'semantic_kernel.function.name': 'InvokePrompt', ModelId: 'gpt-4o' }));
      kids.push(tool('Dns-UpsertCname', { name: 'book', target: t, ttl: 300 }, { change_id: '/change/C' + c.b62(13).toUpperCase(), status: 'INSYNC', submitted_at: c.iso() }, { metadata: { 'semantic_kernel.function.invocation.duration': c.ms() } }));
      kids.push(tool('Http-Probe', { url: 'https://book.spokefit.studio/' }, verify[t].replace('%D', c.httpDate()) + `\n(resolver 1.1.1.1, answered in ${c.ms(3, 40)} ms)`, { error: t.endsWith('.net') ? 'TLS hostname mismatch' : 'HTTP 404' }));
    }
    return agent('ChatCompletionAgent.InvokeAsync', { agent: 'SiteOps' }, { result: 'MaximumAutoInvokeAttempts reached' }, kids, { sk_version: '1.33.0', 'AutoInvokeKernelFunctions': true });
  },
},
{
  n: '05', stagnation: false,
  isolates: 'LlamaIndex workflow for an antique map dealer that alternates the catalogue query engine between the "provenance" and "condition" index, each returning the same chunks as last time in that mode, two full cycles.',
  goal: 'Answer a collector\'s question: was the 1612 Speed map of Cornwall offered in lot 88 ever restored, and by whom?',
  build: (c) => {
    const kids = [];
    const prov = [{ node_id: c.uuid(), score: 0.71, text: 'Lot 88. John Speed, Cornwall, 1611/1612 (Sudbury & Humble). Ex-collection of R. Tremayne; sold Bonhams 1998.' }];
    const cond = [{ node_id: c.uuid(), score: 0.69, text: 'Lot 88 condition: centre fold reinforced verso; light toning; margins extended at lower edge.' }];
    for (let i = 0; i < 5; i++) {
      const mode = i % 2 === 0 ? 'provenance' : 'condition';
      kids.push(llm('OpenAI.chat', { messages: [{ role: 'user', content: 'Was lot 88 Speed Cornwall restored, by whom?' }] }, { message: { role: 'assistant', content: mode === 'provenance' ? 'Provenance notes might name the restorer. Query the provenance index.' : 'Provenance does not name a restorer; the condition report might.' } }, { 'llama_index.event': 'LLMChatEndEvent' }));
      kids.push(retr(`${mode}_index.retrieve`, { query_str: 'lot 88 Speed Cornwall restoration restorer', similarity_top_k: 3 }, { nodes: mode === 'provenance' ? prov : cond, retrieve_ms: c.ms(20, 300) }, { 'llama_index.step': 'RouterQueryEngine', selector_choice: mode }));
    }
    return rootAgent('MapDealerWorkflow.run', { query: 'Was lot 88 Speed Cornwall restored, by whom?' }, { error: 'WorkflowTimeoutError: Operation timed out after 120.0 seconds' }, kids, { workflow_id: c.uuid() }, 'workflow');
  },
},
{
  n: '06', stagnation: true,
  isolates: 'Mastra agent trace in a hot-dog-cart permit task flipping the vendor zone between "Riverwalk" and "Market Square" in the application draft; each validation returns the same rejection for that zone, with identical reasoning text each round.',
  goal: 'Submit the seasonal street-vending application for the Frank & Furter cart with a zone that validates.',
  build: (c) => {
    const kids = [];
    const resp = { Riverwalk: { valid: false, reason: 'Zone Riverwalk: cart width 2.1 m exceeds 1.8 m limit (ord. 14-203)' }, 'Market Square': { valid: false, reason: 'Zone Market Square: hot food requires commissary letter dated within 90 days' } };
    for (let i = 0; i < 4; i++) {
      const z = i % 2 === 0 ? 'Market Square' : 'Riverwalk';
      kids.push(llm('llm: gpt-4o', { messages: [{ role: 'user', content: 'Get the cart application submitted' }] }, { text: 'That zone was rejected, so I will try the other vending zone instead.', toolCalls: [{ toolName: 'updateDraftZone', args: { zone: z } }] }, { 'mastra.agent': 'permitAgent', runId: c.uuid() }));
      kids.push(tool('tool: updateDraftZone', { zone: z }, { draftId: 'VND-25-0419', zone: z, savedAt: c.epochMs() }));
      kids.push(tool('tool: validateDraft', { draftId: 'VND-25-0419' }, { ...resp[z], checkedBy: 'permits-api ' + c.pod('validator'), requestId: c.reqId('vr_') }));
    }
    return agent('agent.generate', { agent: 'permitAgent', maxSteps: 12 }, { finishReason: 'tool-calls', steps: 12 }, kids, { mastra_version: '0.10' });
  },
},
];
