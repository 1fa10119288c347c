import { agent, llm, tool, chain, span, oai, ant, gem } from './lib.mjs';
export const family = 'keeps_going_after_success';
export const loop = true;

export const rows = [
{ n: '01', stagnation: true, style: 'plain message-level (OpenAI chat tool_calls, sibling tool spans)', domain: 'cocktail bar inventory reorder',
  goal: 'Reorder Campari (2 cases) and fresh limes (10 kg) from the usual suppliers for the Harbour Street bar before Friday.',
  isolates: 'Both purchase orders are confirmed on the first try, then the agent re-fetches the same PO status and re-announces "both orders confirmed" four more times until the step limit.',
  build(N) {
    const done = 'Both orders are confirmed: Campari 2 cases (PO-4471) and limes 10 kg (PO-4472), arriving Thursday.';
    const kids = [
      llm('chat.completions', { messages: [{ role: 'user', content: 'reorder campari 2 cases and 10kg limes for friday' }] }, oai(N, null, [['create_po', { supplier: 'Bibendum', sku: 'CAMP-70-6', qty: 2 }], ['create_po', { supplier: 'Covent Garden Fresh', sku: 'LIME-KG', qty: 10 }]]), { model: 'gpt-4o-mini' }),
      tool('create_po', { supplier: 'Bibendum', sku: 'CAMP-70-6', qty: 2 }, { po: 'PO-4471', status: 'CONFIRMED', eta: 'Thu', supplier_ref: 'BIB/' + N.int(100000, 999999), confirmed_at: N.iso() }),
      tool('create_po', { supplier: 'Covent Garden Fresh', sku: 'LIME-KG', qty: 10 }, { po: 'PO-4472', status: 'CONFIRMED', eta: 'Thu 06:00', route: 'van ' + N.int(1, 30), confirmed_at: N.iso() }),
      llm('chat.completions', { messages: '…' }, oai(N, done), { model: 'gpt-4o-mini' })];
    for (let i = 0; i < 4; i++) {
      kids.push(llm('chat.completions', { messages: '…' }, oai(N, 'Let me double-check the orders. ' + done, [['get_po_status', { pos: ['PO-4471', 'PO-4472'] }]]), { model: 'gpt-4o-mini' }));
      kids.push(tool('get_po_status', { pos: ['PO-4471', 'PO-4472'] }, { 'PO-4471': 'CONFIRMED', 'PO-4472': 'CONFIRMED', checked_at: N.iso(), x_request_id: N.uuid() }));
    }
    return agent('bar-ops-assistant', { user: 'harbour-st-manager' }, { stopped: 'max_steps=12' }, kids);
  } },

{ n: '02', stagnation: false, style: 'MLflow Tracing', domain: 'mobile phone mast lease renewal',
  goal: 'Submit the countersigned lease renewal for rooftop mast site MST-0931 to the operator portal and get the acknowledgement number.',
  isolates: 'The portal acknowledges the submission (ACK-66120) at once; the agent then re-submits and re-queries three more times, each returning the same ACK and status.',
  build(N) {
    const ack = { ack: 'ACK-66120', status: 'RECEIVED', site: 'MST-0931', term: '10y from 2025-06-01', rent_gbp: 5200 };
    const tx = [
      'Submitting the countersigned renewal PDF for MST-0931.',
      'Received ACK-66120. I will confirm it shows on the site record.',
      'Status RECEIVED. To be safe I will submit again in case the PDF was not attached.',
      'Duplicate detected, same ACK. Checking status once more.',
      'Still RECEIVED. Re-checking the acknowledgement list for the site.'];
    const calls = [['portal_submit', { site: 'MST-0931', file: 'MST-0931_renewal_signed.pdf' }], ['portal_status', { ack: 'ACK-66120' }], ['portal_submit', { site: 'MST-0931', file: 'MST-0931_renewal_signed.pdf' }], ['portal_status', { ack: 'ACK-66120' }], ['portal_list_acks', { site: 'MST-0931' }]];
    const kids = [];
    calls.forEach(([name, args], i) => {
      kids.push(llm('ChatOpenAI', { messages: [{ role: 'user', content: 'send the signed MST-0931 renewal to the portal' }] }, oai(N, tx[i], [[name, args]]), { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.chat.tokenUsage': N.usage() }));
      const out = name === 'portal_list_acks' ? { site: 'MST-0931', acks: [{ ...ack, received: N.iso() }] } : name === 'portal_submit' && i > 0 ? { ...ack, duplicate: true, http: 200, 'x-portal-node': N.host('portal') } : { ...ack, http: 200, 'x-portal-node': N.host('portal'), ts: N.iso() };
      kids.push(tool(name, args, out, { metadata: { 'mlflow.spanType': 'TOOL', 'mlflow.spanExecutionTime': N.ms() } }));
    });
    return agent('lease_agent', { inputs: { request: 'send the signed MST-0931 renewal to the portal' } }, null, kids, { 'mlflow.traceRequestId': 'tr-' + N.hex(32), 'mlflow.spanType': 'AGENT', status: 'OK' });
  } },

{ n: '03', stagnation: true, style: 'SWE-agent trajectory', domain: 'Swift package release tag',
  goal: 'Tag and publish release 2.4.0 of the SwiftPM package `TideTables` (tests must pass first) and confirm the tag is on GitHub.',
  isolates: 'After tests pass, the tag is pushed and the GitHub API confirms it; the agent then runs `git ls-remote --tags` and the same API call again and again with the same thought.',
  build(N) {
    const sha = N.sha();
    const th = 'DISCUSSION\nThe tag should now exist on the remote. Let me verify that v2.4.0 is present on GitHub before submitting.';
    const kids = [
      llm('model_query', { history_len: 3 }, 'DISCUSSION\nFirst run the test suite.\n\n```\nswift test --parallel\n```', { model: 'gpt-4o', instance: 'tidetables-release' }),
      tool('swift test --parallel', { command: 'swift test --parallel' }, `Building for debugging...\n[${N.int(40, 90)}/${N.int(90, 120)}] Compiling TideTables HarmonicConstituents.swift\nBuild complete! (${N.dur()})\n[${N.int(60, 99)}/${N.int(99, 99)}] Testing TideTablesTests.PredictionTests/testSpringTideBrest\nExecuted 184 tests, with 0 failures (0 unexpected) in ${N.dur()}`),
      llm('model_query', {}, 'DISCUSSION\nAll tests pass. Tag and push.\n\n```\ngit tag -a v2.4.0 -m "2.4.0" && git push origin v2.4.0\n```', { model: 'gpt-4o' }),
      tool('git tag -a v2.4.0 && git push origin v2.4.0', { command: 'git tag -a v2.4.0 -m "2.4.0" && git push origin v2.4.0' }, `Enumerating objects: 1, done.\nWriting objects: 100% (1/1), 162 bytes | 162.00 KiB/s, done.\nTo github.com:harbourlabs/TideTables.git\n * [new tag]         v2.4.0 -> v2.4.0`),
      llm('model_query', {}, th + '\n\n```\ngh api repos/harbourlabs/TideTables/git/ref/tags/v2.4.0\n```', { model: 'gpt-4o' }),
      tool('gh api repos/harbourlabs/TideTables/git/ref/tags/v2.4.0', { command: 'gh api ...' }, JSON.stringify({ ref: 'refs/tags/v2.4.0', node_id: 'REF_' + N.b62(20), object: { sha, type: 'tag' } }))];
    for (let i = 0; i < 4; i++) {
      const cmd = i % 2 ? 'gh api repos/harbourlabs/TideTables/git/ref/tags/v2.4.0' : 'git ls-remote --tags origin v2.4.0';
      kids.push(llm('model_query', {}, th + '\n\n```\n' + cmd + '\n```', { model: 'gpt-4o' }));
      kids.push(tool(cmd, { command: cmd }, i % 2 ? JSON.stringify({ ref: 'refs/tags/v2.4.0', object: { sha, type: 'tag' } }) : `${sha}\trefs/tags/v2.4.0`));
    }
    kids.push(span('system', 'exit_cost', null, 'Exited (exit_cost): cost limit $2.00 reached'));
    return agent('SWE-agent', { problem_statement: 'Release TideTables 2.4.0' }, { exit_status: 'exit_cost' }, kids, { swe_agent_version: '1.0.1', env: 'docker://sweagent/swe-agent:latest' });
  } },

{ n: '04', stagnation: false, style: 'W&B Weave calls', domain: 'cross-country ski trail grooming report',
  goal: 'Publish this morning’s grooming report for the Nordic centre (7 trails, classic and skate) to the website and the trail-conditions feed.',
  isolates: 'The report is published and the feed item appears; the agent then fetches the public page and the feed three more times, each identical, before running out of steps.',
  build(N) {
    const kids = [];
    const publish = { post_id: 8812, status: 'publish', link: 'https://nordic.example/grooming/2025-02-18', modified_gmt: N.iso() };
    kids.push(llm('openai.chat.completions.create', { messages: [{ role: 'user', content: 'Grooming done: Birch Loop, Ridge, Lakeshore classic+skate; Owl Hollow skate only; others not groomed' }] }, oai(N, 'Drafting the report: 4 trails groomed, Owl Hollow skate only, 3 ungroomed due to wind crust.', [['wp_publish', { title: 'Grooming report 18 Feb', status: 'publish' }]]), { _weave_op: 'weave:///nordic/ops/op/openai.chat.completions.create:' + N.b62(10) }));
    kids.push(tool('wp_publish', { title: 'Grooming report 18 Feb', status: 'publish' }, publish, { metadata: { weave_call_id: N.uuid() } }));
    kids.push(tool('feed_push', { item: 'Grooming report 18 Feb', url: publish.link }, { accepted: true, guid: N.uuid(), ttl: 30 }, { metadata: { weave_call_id: N.uuid() } }));
    const tx = ['Published. Let me see the page as a visitor.', 'The page is live. Checking the RSS feed picked it up.', 'Feed has it. Looking at the page again in case the cache is stale.', 'Same content. One more look at the feed.'];
    for (let i = 0; i < 4; i++) {
      kids.push(llm('openai.chat.completions.create', { messages: '…' }, oai(N, tx[i], [[i % 2 ? 'fetch_feed' : 'fetch_page', { url: i % 2 ? 'https://nordic.example/feed' : publish.link }]]), {}));
      kids.push(tool(i % 2 ? 'fetch_feed' : 'fetch_page', { url: i % 2 ? 'https://nordic.example/feed' : publish.link }, i % 2 ? `<?xml version="1.0"?><rss><channel><lastBuildDate>${N.http()}</lastBuildDate><item><title>Grooming report 18 Feb</title><guid>${publish.link}</guid></item></channel></rss>` : { status: 200, headers: { age: String(N.int(0, 300)), 'cf-cache-status': N.pick(['HIT', 'MISS', 'EXPIRED']), 'cf-ray': N.hex(16) + '-OSL' }, body: '<h1>Grooming report 18 Feb</h1><p>Birch Loop, Ridge, Lakeshore: classic + skate. Owl Hollow: skate only. Fox Run, Pine Spur, Summit: not groomed (wind crust).</p>' }));
    }
    return agent('grooming_reporter.run', { report_notes: '…' }, { summary: 'stopped: max_steps' }, kids, { weave_project: 'nordic/ops', trace_id: N.uuid() });
  } },

{ n: '05', stagnation: true, style: 'AgentOps session', domain: 'storm drain mapping',
  goal: 'Merge the 46 new storm-drain inlet points surveyed on Elm Ward into the city GIS layer and confirm the feature count.',
  isolates: 'The append succeeds and the layer count moves from 1,204 to 1,250; the agent keeps recounting and re-announcing the same total four more times.',
  build(N) {
    const msg = 'The merge is complete: the stormwater_inlets layer now has 1,250 features (1,204 + 46 from Elm Ward).';
    const kids = [
      tool('arcgis.append', { layer: 'stormwater_inlets', source: 'elm_ward_survey.gpkg', upsert: false }, { success: true, recordCount: 46, jobId: N.hex(32), status: 'esriJobSucceeded', elapsed: N.dur() }, { metadata: { event_type: 'ToolEvent', agentops_event_id: N.uuid() } }),
      tool('arcgis.query_count', { layer: 'stormwater_inlets', where: '1=1' }, { count: 1250, served_by: N.host('gis') }, { metadata: { event_type: 'ToolEvent' } }),
      llm('LLMEvent', { prompt: 'count now 1250' }, msg, { model: 'gpt-4o', prompt_tokens: N.int(800, 2000), event_type: 'LLMEvent' })];
    for (let i = 0; i < 4; i++) {
      kids.push(tool('arcgis.query_count', { layer: 'stormwater_inlets', where: '1=1' }, { count: 1250, served_by: N.host('gis') }, { metadata: { event_type: 'ToolEvent', init_timestamp: N.iso() } }));
      kids.push(llm('LLMEvent', { prompt: 'count now 1250' }, msg, { model: 'gpt-4o', event_type: 'LLMEvent' }));
    }
    return agent('session', { tags: ['gis', 'stormwater'] }, { end_state: 'Indeterminate', end_state_reason: 'step budget exhausted' }, kids, { session_id: N.uuid(), agentops_sdk: '0.3.26' });
  } },

{ n: '06', stagnation: false, style: 'Strands Agents', domain: 'Redis maxmemory policy change for a session cache',
  goal: 'Set maxmemory-policy to allkeys-lru on the session-cache Redis primary and its replica, persist it, and confirm.',
  isolates: 'CONFIG SET and CONFIG REWRITE succeed on both nodes and CONFIG GET confirms; the agent then issues the same CONFIG GET on both nodes three more times.',
  build(N) {
    const kids = [];
    const nodes = ['session-cache-0', 'session-cache-1'];
    for (const n of nodes) kids.push(tool('redis_cli', { host: n, cmd: 'CONFIG SET maxmemory-policy allkeys-lru' }, 'OK'), tool('redis_cli', { host: n, cmd: 'CONFIG REWRITE' }, 'OK'));
    const txt = ['Policy set and persisted on both nodes; verifying.', 'Both report allkeys-lru. Re-reading in case the replica lagged.', 'Unchanged. Reading once more from the primary and replica.', 'Verifying the persisted value again.'];
    for (let i = 0; i < 4; i++) {
      kids.push(llm('Model invoke', { messages: '…' }, { role: 'assistant', content: [{ text: txt[i] }, { toolUse: { toolUseId: 'tooluse_' + N.b62(22), name: 'redis_cli', input: { host: '*', cmd: 'CONFIG GET maxmemory-policy' } } }] }, { 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet-20250219-v1:0', 'gen_ai.usage.input_tokens': N.int(1000, 3000) }));
      for (const n of nodes) kids.push(tool('redis_cli', { host: n, cmd: 'CONFIG GET maxmemory-policy' }, `1) "maxmemory-policy"\n2) "allkeys-lru"\n(${N.ms(0, 3)}.${N.int(10, 99)}ms)`, { metadata: { 'gen_ai.tool.name': 'redis_cli', 'tool.status': 'success' } }));
    }
    return agent('invoke_agent cache-ops', { prompt: 'Set allkeys-lru on session cache' }, { stop_reason: 'MaxTokensReachedException' }, kids, { 'gen_ai.agent.name': 'cache-ops', 'event_loop.cycle_count': 6 });
  } },
];
