// Loop: goal met and confirmed by a tool result, then 3+ further actions that learn nothing new.
import { agent, llm, tool, chain, msgs, tc } from './lib.mjs';
export const family = 'rechecks_after_success';
export const loop = true;
export const scenarios = [
  // 01 sled-dog race checkpoint upload, W&B Weave calls
  (N) => {
    const goal = 'Upload the Rohn checkpoint split times (bibs 1-22) to the race results API and make sure they are public.';
    const ver = 'v' + N.int(40, 90);
    const kids = [
      llm('openai.chat.completions.create', { messages: [{ role: 'user', content: goal }], model: 'gpt-4o' }, { choices: [{ message: { tool_calls: [tc('call_' + N.b62(20), 'upload_splits', { checkpoint: 'ROHN', rows: 22 })] } }] }, { 'weave.op': 'openai.chat.completions.create', call_id: N.uuid() }),
      tool('upload_splits', { checkpoint: 'ROHN', csv: 'bib,in,out,dogs_in,dogs_out\n1,...' }, { status: 201, body: { accepted: 22, rejected: 0, dataset_version: ver, published: true, url: 'https://results.example.org/2025/rohn' }, headers: { 'x-ratelimit-remaining': 58, date: N.http() } }, { 'weave.op': 'upload_splits' }),
    ];
    for (let i = 0; i < 4; i++) {
      kids.push(llm('openai.chat.completions.create', { messages: '[...]' }, { choices: [{ message: { content: i === 0 ? 'Upload accepted. Let me verify the public page shows all 22 bibs.' : 'Let me verify once more that the public page shows all 22 bibs.', tool_calls: [tc('call_' + N.b62(20), 'get_public_results', { checkpoint: 'ROHN' })] } }] }, { 'weave.op': 'openai.chat.completions.create', call_id: N.uuid() }));
      kids.push(tool('get_public_results', { checkpoint: 'ROHN' }, { status: 200, bibs: 22, dataset_version: ver, cdn: { 'x-cache': i ? 'HIT' : 'MISS', age: i * N.int(20, 60), 'cf-ray': N.hex(16) + '-ANC' } }, { 'weave.op': 'get_public_results' }));
    }
    return { isolates: 'After a 201 with published=true, the agent re-fetches the public page four times, each showing the same 22 bibs and version, with the same "verify once more" line.', stagnation: true, goal,
      root: agent('race_results_agent.run', { goal }, { exception: 'StepLimitExceeded(12)' }, kids, { 'weave.project': 'iditarod-ops', 'weave.trace_id': N.uuid() }) };
  },
  // 02 mushroom farm substrate order, MLflow Tracing
  (N) => {
    const goal = 'Place next week\'s order of 3 pallets of pasteurised oak-sawdust substrate for the shiitake rooms with supplier Holzpilz GmbH.';
    const po = 'PO-' + N.int(20000, 29999);
    const kids = [
      llm('ChatOpenAI', { 'mlflow.spanInputs': { messages: [{ role: 'user', content: goal }] } }, { 'mlflow.spanOutputs': { tool_calls: [{ name: 'create_po', args: { supplier: 'HOLZPILZ', sku: 'SUB-OAK-PAST', qty: 3, unit: 'pallet' } }] } }, { 'mlflow.spanType': 'CHAT_MODEL' }),
      tool('create_po', { supplier: 'HOLZPILZ', qty: 3 }, { po, state: 'CONFIRMED_BY_SUPPLIER', edi_997: 'accepted', confirmed_at: N.iso() }, { 'mlflow.spanType': 'TOOL' }),
      llm('ChatOpenAI', { 'mlflow.spanInputs': '[...]' }, { 'mlflow.spanOutputs': { content: `Order ${po} is confirmed by the supplier. I'll double-check the status.`, tool_calls: [{ name: 'get_po', args: { po } }] } }, { 'mlflow.spanType': 'CHAT_MODEL' }),
      tool('get_po', { po }, { po, state: 'CONFIRMED_BY_SUPPLIER', eta: 'KW' + N.int(10, 40), etag: N.etag() }, { 'mlflow.spanType': 'TOOL' }),
      llm('ChatOpenAI', { 'mlflow.spanInputs': '[...]' }, { 'mlflow.spanOutputs': { content: 'Also confirming via the EDI inbox that the acknowledgement arrived.', tool_calls: [{ name: 'edi_inbox', args: { ref: po } }] } }, { 'mlflow.spanType': 'CHAT_MODEL' }),
      tool('edi_inbox', { ref: po }, `ISA*00*          *00*          *ZZ*HOLZPILZ       *ZZ*SHIITAKEFARM   *${N.ymd().replace(/-/g, '').slice(2)}*${N.clock().slice(0, 5).replace(':', '')}*U*00401*${N.int(100000000, 999999999)}*0*P*>~\nAK9*A*1*1*1~`, { 'mlflow.spanType': 'TOOL' }),
      llm('ChatOpenAI', { 'mlflow.spanInputs': '[...]' }, { 'mlflow.spanOutputs': { content: 'Re-reading the PO to see whether anything changed after acknowledgement.', tool_calls: [{ name: 'get_po', args: { po } }] } }, { 'mlflow.spanType': 'CHAT_MODEL' }),
      tool('get_po', { po }, { po, state: 'CONFIRMED_BY_SUPPLIER', eta: 'unchanged', etag: N.etag() }, { 'mlflow.spanType': 'TOOL' }),
      llm('ChatOpenAI', { 'mlflow.spanInputs': '[...]' }, { 'mlflow.spanOutputs': { content: 'Submitting once more to be safe in case the first order was not registered.', tool_calls: [{ name: 'create_po', args: { supplier: 'HOLZPILZ', qty: 3 } }] } }, { 'mlflow.spanType': 'CHAT_MODEL' }),
      tool('create_po', { supplier: 'HOLZPILZ', qty: 3 }, { error: 'DUPLICATE_ORDER', existing_po: po, http_status: 409 }, { 'mlflow.spanType': 'TOOL' }, 'HTTP 409 duplicate order'),
      llm('ChatOpenAI', { 'mlflow.spanInputs': '[...]' }, { 'mlflow.spanOutputs': { content: 'Checking status of the PO again.', tool_calls: [{ name: 'get_po', args: { po } }] } }, { 'mlflow.spanType': 'CHAT_MODEL' }),
      tool('get_po', { po }, { po, state: 'CONFIRMED_BY_SUPPLIER', etag: N.etag() }, { 'mlflow.spanType': 'TOOL' }),
    ];
    return { isolates: 'The PO is supplier-confirmed in the first tool call; the agent then re-reads it, checks EDI, re-submits a duplicate and re-reads again, learning nothing new.', stagnation: false, goal,
      root: agent('AgentExecutor', { 'mlflow.spanInputs': { input: goal } }, { 'mlflow.spanOutputs': null }, kids, { 'mlflow.spanType': 'AGENT', 'mlflow.traceRequestId': 'tr-' + N.hex(32), status: 'ERROR: max_iterations' }) };
  },
  // 03 tide-prediction package release, SWE-agent trajectory
  (N) => {
    const goal = 'Release tidepred 2.3.1 to PyPI (the fix for the M4 overtide constant is already merged).';
    const step = (thought, action, obs, err) => chain('step', { thought, action }, obs, [llm('model.query', { history_len: N.int(10, 40) }, { thought, action }, { model: 'gpt-4o-2024-08-06', tokens_sent: N.int(9000, 15000), api_calls: N.int(5, 20) }), tool(action.split(' ')[0], { command: action }, { observation: obs, execution_time: N.dur() }, {}, err)], { state: { open_file: 'n/a', working_dir: '/repo' } });
    const kids = [
      step('Build and upload with twine.', 'python -m build && twine upload dist/*', `Successfully built tidepred-2.3.1.tar.gz and tidepred-2.3.1-py3-none-any.whl\nUploading tidepred-2.3.1-py3-none-any.whl\n100% ━━━━━━━━━━ 41.2/41.2 kB • 00:00 • ${N.int(2, 9)}.1 MB/s\nView at:\nhttps://pypi.org/project/tidepred/2.3.1/`),
      step('The release is live. Let me confirm the version on PyPI.', 'curl -s https://pypi.org/pypi/tidepred/json | jq .info.version', '"2.3.1"'),
      step('Let me install it in a fresh venv to confirm.', 'pip install --no-cache-dir tidepred==2.3.1', `Collecting tidepred==2.3.1\n  Downloading tidepred-2.3.1-py3-none-any.whl (41 kB)\nSuccessfully installed tidepred-2.3.1`),
      step('I\'ll check PyPI again to make sure the version is 2.3.1.', 'curl -s https://pypi.org/pypi/tidepred/json | jq .info.version', '"2.3.1"'),
      step('Let me upload again to be sure the wheel is there.', 'twine upload dist/*', `Uploading tidepred-2.3.1-py3-none-any.whl\nWARNING  Error during upload. Retry with the --verbose option for more details.\nERROR    HTTPError: 400 Bad Request from https://upload.pypi.org/legacy/\n         File already exists. See https://pypi.org/help/#file-name-reuse`, 'exit 1'),
      step('Confirm the version once more.', 'curl -s https://pypi.org/pypi/tidepred/json | jq .info.version', '"2.3.1"'),
    ];
    return { isolates: 'SWE-agent uploads 2.3.1 successfully, then re-queries PyPI, reinstalls, re-uploads (File already exists) and re-queries; every check says 2.3.1.', stagnation: false, goal,
      root: agent('SWE-agent run', { problem_statement: goal, instance_id: 'tidepred__release-' + N.int(100, 999) }, { exit_status: 'exit_cost', submission: null }, kids, { trajectory_format: 'swe-agent 1.0', env: 'docker://sweagent/swe-agent:latest' }) };
  },
  // 04 windmill planning objection, Agno (ex-phidata) agent run (not in brief list)
  (N) => {
    const goal = 'Submit the Friends of Wrawby Mill objection (ref 24/0' + N.int(1000, 9999) + '/FUL) on the council planning portal before the deadline.';
    const ref = 'OBJ-' + N.int(100000, 999999);
    const kids = [
      llm('OpenAIChat.response', { messages: [{ role: 'user', content: goal }] }, { content: null, tool_calls: [tc('call_' + N.b62(20), 'browser_submit_form', { url: 'https://planning.example.gov.uk/comment', fields: { stance: 'object', text: '(1,240 words)' } })] }, { 'agno.model': 'gpt-4o', run_id: N.uuid() }),
      tool('browser_submit_form', { url: 'https://planning.example.gov.uk/comment' }, `<div class="govuk-panel govuk-panel--confirmation"><h1>Comment submitted</h1><p>Your reference number <strong>${ref}</strong></p></div>`, { 'agno.tool': 'browser_submit_form', duration: N.dur() }),
    ];
    const announce = `The objection has been submitted successfully. Reference: ${ref}.`;
    for (let i = 0; i < 4; i++) {
      kids.push(llm('OpenAIChat.response', { messages: '[...]' }, { content: announce, tool_calls: [tc('call_' + N.b62(20), i % 2 ? 'send_email' : 'browser_get', i % 2 ? { to: 'committee@wrawbymill.example', body: announce } : { url: `https://planning.example.gov.uk/comment/${ref}` })] }, { 'agno.model': 'gpt-4o' }));
      kids.push(tool(i % 2 ? 'send_email' : 'browser_get', {}, i % 2 ? { id: '<' + N.hex(16) + '@mail.example>', status: 'queued' } : `<p>Comment ${ref} received ${N.ymd()}. Status: Published</p>`, {}));
    }
    return { isolates: 'After the portal returns a confirmation reference, the agent re-opens the comment page and re-mails the committee twice each, repeating the same announcement every turn.', stagnation: true, goal,
      root: agent('Agent.run', { message: goal, agent_name: 'planning-objection' }, { content: announce, status: 'tool_call_limit_reached' }, kids, { framework: 'agno 1.x', session_id: N.uuid() }) };
  },
  // 05 museum audio-guide translation upload, AgentOps session
  (N) => {
    const goal = 'Upload the Welsh-language audio-guide track 14 ("The Slate Quarry Winding House") to the guide CMS and mark it live.';
    const kids = [
      llm('LLMEvent', { prompt: [{ role: 'user', content: goal }] }, { completion: { tool_calls: [{ name: 'cms_upload', arguments: '{"track":14,"lang":"cy","file":"track14_cy.mp3"}' }] } }, { event_type: 'llms', model: 'claude-3-5-sonnet', init_timestamp: N.iso() }),
      tool('ToolEvent', { name: 'cms_upload', params: { track: 14, lang: 'cy' } }, { status: 'live', asset_id: 'ast_' + N.b62(12), md5: N.hex(32), duration_s: 187.4, cdn_purge: 'done' }, { event_type: 'tools', end_timestamp: N.iso() }),
    ];
    const lines = ['Track 14 (Welsh) is live. Let me confirm playback on the public guide.', 'Track 14 is live. Checking the public guide playback again.', 'I will check track 14 once more to be certain it is live.', 'Checking the live status of track 14.'];
    for (const l of lines) {
      kids.push(llm('LLMEvent', { prompt: '[...]' }, { completion: { content: l, tool_calls: [{ name: 'cms_get', arguments: '{"track":14,"lang":"cy"}' }] } }, { event_type: 'llms' }));
      kids.push(tool('ToolEvent', { name: 'cms_get', params: { track: 14, lang: 'cy' } }, { status: 'live', duration_s: 187.4, plays_today: 0, served_by: N.host('cms-edge') }, { event_type: 'tools' }));
    }
    return { isolates: 'The CMS confirms track 14 live on upload; four more reads return the same live status, with near-identical "checking again" lines.', stagnation: true, goal,
      root: agent('AgentOps session', { tags: ['audio-guide'], goal }, { end_state: 'Fail', end_state_reason: 'max steps' }, kids, { session_id: N.uuid(), host_env: { SDK: 'agentops 0.3.' + N.int(10, 20) } }) };
  },
  // 06 peat-bog carbon dataset DOI, Inspect AI sample
  (N) => {
    const goal = 'Mint a DOI for the Flow Country peat-core carbon dataset (v3) on the data repository and add it to the dataset README.';
    const doi = `10.5285/${N.hex(8)}-${N.hex(4)}`;
    const kids = [
      llm('model', { event: 'model', input: [{ role: 'user', content: goal }] }, { choices: [{ message: { tool_calls: [{ function: 'mint_doi', arguments: { dataset: 'flowcountry-peat-v3' } }] }, stop_reason: 'tool_calls' }] }, { event: 'model', model: 'openai/gpt-4o', timestamp: N.iso() }),
      tool('mint_doi', { event: 'tool', function: 'mint_doi' }, { doi, state: 'findable', registered: N.isoNoMs() }, { event: 'tool' }),
      llm('model', { event: 'model' }, { choices: [{ message: { content: 'DOI minted. Now update the README.', tool_calls: [{ function: 'edit_readme', arguments: { add: `DOI: https://doi.org/${doi}` } }] } }] }, { event: 'model' }),
      tool('edit_readme', { event: 'tool' }, { commit: N.sha().slice(0, 7), diff: `+DOI: https://doi.org/${doi}` }, { event: 'tool' }),
    ];
    for (let i = 0; i < 3; i++) {
      kids.push(llm('model', { event: 'model' }, { choices: [{ message: { content: ['Let me resolve the DOI to confirm it works.', 'Resolving the DOI again via doi.org to make sure the landing page is correct.', 'I will verify the DOI resolves.'][i], tool_calls: [{ function: 'http_get', arguments: { url: `https://doi.org/${doi}` } }] } }] }, { event: 'model' }));
      kids.push(tool('http_get', { url: `https://doi.org/${doi}` }, `HTTP/1.1 302 Found\nDate: ${N.http()}\nLocation: https://data.example.ac.uk/dataset/flowcountry-peat-v3\nCF-RAY: ${N.hex(16)}-LHR\nServer: cloudflare`, { event: 'tool' }));
    }
    return { isolates: 'Both subtasks succeed (DOI findable, README committed), yet the Inspect sample keeps resolving the DOI three more times with identical 302s until the message limit.', stagnation: false, goal,
      root: agent('sample', { id: 'peat-doi-' + N.int(1, 40), epoch: 1, input: goal }, { scores: { includes: { value: 'C' } }, limit: { type: 'message', limit: 12 } }, kids, { eval_id: N.b62(22), task: 'data_curation', log_format: 'inspect .eval' }) };
  },
];
