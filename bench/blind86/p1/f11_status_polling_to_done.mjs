import { agent, tool, llm, sys, usr, asst, tmsg } from './lib.mjs';
export const FAMILY = 'status_polling_to_done';
export const LOOP = false;

// 01: CrewAI sequential: video asset processing polled until ready, then landing-page copy uses it
function s01(c) {
  const M = 'gpt-4o';
  const a = [];
  a.push(llm(c, M, [sys('You are Media Producer.'), usr('Upload the spring launch teaser (s3://acme-media/raw/teaser_v7.mov) to Mux and return a playback id.')], 'Thought: create the asset from the S3 URL.', [['mux_create_asset', { input: 's3://acme-media/raw/teaser_v7.mov', playback_policy: ['public'] }]]));
  a.push(tool('mux_create_asset', { input: 's3://acme-media/raw/teaser_v7.mov', playback_policy: ['public'] }, { data: { id: 'asset_' + c.b62(22), status: 'preparing', created_at: String(c.epoch()) } }));
  const states = ['preparing', 'preparing', 'preparing', 'ready'];
  states.forEach((s, i) => {
    a.push(llm(c, M, [tmsg('mux_get_asset', 'status ' + (i ? states[i - 1] : 'preparing'))], i === 0 ? 'Thought: transcoding takes a minute or two; poll the asset.' : null, [['mux_get_asset', { asset_id: 'asset_(from create)' }]]));
    a.push(tool('mux_get_asset', { asset_id: 'asset_(from create)' }, { data: { status: s, duration: s === 'ready' ? 31.48 : undefined, max_stored_resolution: s === 'ready' ? 'HD' : undefined, playback_ids: s === 'ready' ? [{ id: 'Vp02' + c.b62(18), policy: 'public' }] : [], tracks: s === 'ready' ? [{ type: 'video', max_width: 1920 }, { type: 'audio', max_channels: 2 }] : [] }, 'x-request-id': c.uuid(), polled_at: c.httpDate() }));
  });
  a.push(llm(c, M, [tmsg('mux_get_asset', 'ready')], 'Final Answer: Asset ready (31.5 s, HD). Public playback id Vp02..., stream URL https://stream.mux.com/<playback_id>.m3u8.'));
  const w = [
    llm(c, M, [sys('You are Copywriter.'), usr('Write the landing-page hero block embedding the teaser (context: playback id from Media Producer).')], 'Thought: 31-second teaser, keep the headline under 8 words.\nFinal Answer: <section class="hero"><h1>Plan less. Ship more.</h1><mux-player playback-id="Vp02..." autoplay muted loop></mux-player><p>Spring release: shared roadmaps, live dependencies, zero status meetings.</p><a href="/signup">Start free</a></section>'),
  ];
  return { stagnation: false, goal: 'Process the spring launch teaser video and write the landing-page hero block embedding it.',
    isolates: 'The Media Producer polls the same asset status four times (preparing x3 with new request ids, then ready with a playback id) and the Copywriter uses the result.',
    root: agent('Crew', { process: 'sequential' }, null, [agent('Media Producer', {}, 'playback id', a, { crewai_role: 'Media Producer' }), agent('Copywriter', {}, 'hero block', w, { crewai_role: 'Copywriter' })], { framework: 'crewai' }) };
}

// 02: LangGraph supervisor: BigQuery job polled until DONE, analyst writes finding
function s02(c) {
  const M = 'claude-3-5-sonnet-20241022';
  const jid = 'job_' + c.b62(26);
  const kids = [];
  kids.push(llm(c, M, [sys('Supervisor: sql_worker, analyst.'), usr('Did the March 2026 free-shipping threshold change (35 -> 50 EUR) lower basket conversion in DE?')], null, [['route', { next: 'sql_worker' }]], { name: 'supervisor' }));
  const w = [];
  w.push(llm(c, M, [usr('compute conversion before/after 2026-03-10 in DE')], null, [['bq_submit', { sql: "SELECT period, COUNT(DISTINCT session_id) sessions, COUNTIF(purchased) buyers FROM `shop.sessions` WHERE country='DE' AND dt BETWEEN '2026-02-10' AND '2026-04-09' GROUP BY period", location: 'EU' }]]));
  w.push(tool('bq_submit', { location: 'EU' }, { jobReference: { projectId: 'shop-analytics-prod', jobId: jid, location: 'EU' }, status: { state: 'PENDING' }, etag: c.etag() }));
  const st = [{ state: 'PENDING' }, { state: 'RUNNING', bytes: '2.8 GB' }, { state: 'RUNNING', bytes: '7.1 GB' }, { state: 'DONE' }];
  st.forEach((s) => {
    w.push(llm(c, M, [tmsg('bq_get_job', s.state)], null, [['bq_get_job', { jobId: jid, location: 'EU' }]]));
    w.push(tool('bq_get_job', { jobId: jid, location: 'EU' }, { status: { state: s.state }, statistics: { creationTime: String(c.epochMs()), startTime: s.state === 'PENDING' ? undefined : String(c.epochMs()), totalBytesProcessed: s.bytes ? String(Math.round(parseFloat(s.bytes) * 1e9)) : undefined }, etag: c.etag() }));
  });
  w.push(llm(c, M, [tmsg('bq_get_job', 'DONE')], null, [['bq_get_results', { jobId: jid }]]));
  w.push(tool('bq_get_results', { jobId: jid }, { rows: [{ period: 'before', sessions: 812440, buyers: 27379 }, { period: 'after', sessions: 798102, buyers: 24181 }], totalRows: '2', cacheHit: false }));
  w.push(llm(c, M, [tmsg('bq_get_results', '...')], 'Before: 3.37% (27,379/812,440). After: 3.03% (24,181/798,102).'));
  kids.push(agent('sql_worker', {}, 'before 3.37%, after 3.03%', w, { langgraph_node: 'sql_worker' }));
  kids.push(llm(c, M, [usr('sql_worker result')], null, [['route', { next: 'analyst' }]], { name: 'supervisor' }));
  kids.push(agent('analyst', {}, 'finding', [llm(c, M, [usr('interpret')], 'Conversion in DE fell from 3.37% to 3.03% (-0.34 pp, about -10% relative) after the threshold rose to 50 EUR on 10 March. With ~800k sessions per period, a two-proportion z-test gives z ~ 12, so the drop is not noise. Recommend testing a 40 EUR threshold.')], { langgraph_node: 'analyst' }));
  kids.push(llm(c, M, [usr('done?')], 'FINISH', [], { name: 'supervisor' }));
  return { stagnation: false, goal: 'Determine whether the March 2026 free-shipping threshold change lowered basket conversion in Germany.',
    isolates: 'A sql_worker polls one BigQuery job PENDING, RUNNING, RUNNING, DONE (bytes processed growing, new etags), fetches the rows and the analyst answers.',
    root: agent('LangGraph', { input: 'free shipping threshold DE' }, null, kids, { framework: 'langgraph', thread_id: c.uuid() }) };
}

// 03: OpenAI Agents SDK: CI checks polled until success, then merge
function s03(c) {
  const M = 'gpt-4.1';
  const ci = [];
  const st = [['queued', null], ['in_progress', null], ['in_progress', null], ['completed', 'success']];
  ci.push(llm(c, M, [sys('You are ci_watcher.'), usr('Wait for CI on PR #877 (head 3f9e1c2) and report.')], null, [['gh_checks', { repo: 'orbit/ledger', ref: '3f9e1c2' }]]));
  st.forEach(([s, concl], i) => {
    if (i) ci.push(llm(c, M, [tmsg('gh_checks', s)], null, [['gh_checks', { repo: 'orbit/ledger', ref: '3f9e1c2' }]]));
    ci.push(tool('gh_checks', { repo: 'orbit/ledger', ref: '3f9e1c2' }, { total_count: 3, check_runs: [
      { name: 'lint', status: i ? 'completed' : 'queued', conclusion: i ? 'success' : null },
      { name: 'unit (3.12)', status: s, conclusion: concl, started_at: i ? c.iso() : null },
      { name: 'integration', status: i < 2 ? 'queued' : s, conclusion: concl } ], 'x-github-request-id': `${c.hex(4).toUpperCase()}:${c.hex(6).toUpperCase()}` }));
  });
  ci.push(llm(c, M, [tmsg('gh_checks', 'completed success')], 'All 3 checks passed on 3f9e1c2.'));
  const kids = [
    llm(c, M, [sys('You are merge_coordinator. Tools: ci_watcher (agent), gh_merge.'), usr('Merge PR #877 in orbit/ledger once CI is green.')], null, [['ci_watcher', { input: 'Wait for CI on PR #877' }]]),
    agent('ci_watcher', {}, 'All 3 checks passed on 3f9e1c2.', ci, { as_tool: true }),
    tool('ci_watcher', { input: 'Wait for CI on PR #877' }, 'All 3 checks passed on 3f9e1c2.'),
    llm(c, M, [tmsg('ci_watcher', 'passed')], null, [['gh_merge', { repo: 'orbit/ledger', pr: 877, method: 'squash' }]]),
    tool('gh_merge', { repo: 'orbit/ledger', pr: 877, method: 'squash' }, { merged: true, sha: c.sha(), message: 'Pull Request successfully merged' }),
    llm(c, M, [tmsg('gh_merge', 'merged')], 'PR #877 merged (squash) after lint, unit and integration checks passed.'),
  ];
  return { stagnation: false, goal: 'Merge PR #877 in orbit/ledger once CI is green.',
    isolates: 'An agent-as-tool CI watcher polls the same check-runs endpoint: queued, in progress, in progress, completed/success; the coordinator then merges.',
    root: agent('merge_coordinator', { input: 'merge #877' }, null, kids, { framework: 'openai-agents' }) };
}
export const scenarios = [s01, s02, s03];
