import { agent, llm, tool, sys, user, tc } from './lib.mjs';
export const family = 'similar_records_sweep';
export const loop = false;
export const stagnation = false;

function sweep(R, rootName, toolName, items, summary, llmMeta, rootMeta) {
  const kids = [llm('plan', { messages: [user('review all')] }, `I will read the ${items.length} records one by one, then summarise.`, llmMeta)];
  for (const [arg, out] of items) kids.push(tool(toolName, arg, out));
  kids.push(llm('summarise', { records: items.length }, summary, llmMeta));
  return agent(rootName, {}, summary, kids, rootMeta);
}

export const rows = [
{ domain: 'playground safety inspections', style: 'Vercel AI SDK',
  isolates: 'Reads 7 playground inspection reports with the same template but different findings, then summarises.',
  goal: 'Summarise the latest inspection reports for the 7 council playgrounds.',
  build: (R) => sweep(R, 'ai.generateText', 'ai.toolCall getInspection', [
    ['Bramley Park', 'Low: 2 loose bolts on swing frame'], ['Canal Green', 'High: cracked slide section'], ['Fenwick Rec', 'None'], ['Hollins Field', 'Medium: surfacing worn under zip line'], ['Orchard Way', 'Low: graffiti on springer'], ['St Luke\'s', 'Medium: gate self-closer slow (9 s)'], ['Westmoor', 'High: trapped-finger gap on roundabout'],
  ].map(([p, f]) => [{ 'ai.toolCall.args': JSON.stringify({ site: p }) }, { 'ai.toolCall.result': JSON.stringify({ site: p, inspector: R.pick(['RPII-4411', 'RPII-2290']), date: R.us(), findings: f, ref: R.uuid() }) }]),
  'Two high-risk sites (Canal Green slide, Westmoor roundabout) need closure of equipment; 2 medium, 2 low, 1 clear.', { 'ai.model.id': 'gpt-4o' }, { 'ai.telemetry.functionId': 'inspection-digest' }) },
{ domain: 'CLI tool changelog from GitHub issues', style: 'plain message-level trace',
  isolates: 'Plain message trace reading 8 closed issues through the same tool, each with a different fix, then drafting release notes.',
  goal: 'Draft the 3.2.0 release notes for a CSV-diffing CLI from the closed issues in the milestone.',
  build: (R) => sweep(R, 'session', 'get_issue', [
    [412, 'Crash on BOM-prefixed UTF-8 files'], [415, 'Add --ignore-columns flag'], [419, 'Wrong exit code when files identical'], [423, 'Windows CRLF treated as diff'], [427, 'Speed up 1GB files (streaming)'], [430, 'Colour output respects NO_COLOR'], [431, 'Typos in --help'], [436, 'JSON output mode'],
  ].map(([n, t]) => [{ number: n }, JSON.stringify({ number: n, title: t, state: 'closed', closed_at: R.iso(), labels: [R.pick(['bug', 'enhancement', 'docs'])], node_id: 'I_kwDO' + R.b62(14) })]),
  '3.2.0: new --ignore-columns and JSON output; streaming for large files; fixes for BOM, CRLF, exit codes, NO_COLOR; docs typos.', { model: 'gpt-4.1' }, { recorder: 'raw messages' }) },
{ domain: 'hiking trail condition pages', style: 'Gemini API function calling',
  isolates: 'Browses 6 trail condition pages (same HTML template, different statuses) and summarises which are open.',
  goal: 'Tell a hiking group which of 6 national park trails are open this weekend.',
  build: (R) => sweep(R, 'travel-assistant', 'fetch_page', [
    ['ridge-loop', 'Open', 'Muddy after km 4'], ['falls-trail', 'Closed', 'Bridge washout'], ['summit-path', 'Open', 'Snow above 1,800 m, spikes advised'], ['lake-circuit', 'Open', 'None'], ['pine-valley', 'Partially closed', 'Section 2 logging'], ['eagle-crag', 'Closed', 'Nesting season until 31 Jul'],
  ].map(([s, st, n]) => [{ url: `https://parks.example/trails/${s}` }, { functionResponse: { name: 'fetch_page', response: { status: 200, html: `<div class="trail-status"><h2>${s}</h2><span class="status">${st}</span><p class="notes">${n}</p><small>Updated ${R.http()}</small></div>`, cf_ray: R.hex(16) + '-FRA' } } }]),
  'Open: ridge-loop (muddy), summit-path (spikes), lake-circuit. Partial: pine-valley. Closed: falls-trail, eagle-crag.', { modelVersion: 'gemini-2.5-flash' }, {}) },
{ domain: 'container image vulnerability scans', style: 'MLflow Tracing',
  isolates: 'Reads 7 image scan results (same Trivy table template, different counts) then prioritises.',
  goal: 'Triage container image scan results for the 7 services before the release freeze.',
  build: (R) => sweep(R, 'scan_triage', 'read_scan', [
    ['auth', 0, 2], ['billing', 1, 4], ['search', 0, 0], ['notifier', 3, 7], ['gateway', 0, 1], ['reports', 2, 2], ['media', 0, 5],
  ].map(([s, c, h]) => [{ image: `registry.local/${s}:1.18.${R.int(0, 9)}` }, `registry.local/${s} (debian 12.${R.int(5, 9)})\nTotal: ${c + h + R.int(3, 20)} (CRITICAL: ${c}, HIGH: ${h}, ...)\ndigest sha256:${R.hex(64)}\nscanned ${R.iso()}`]),
  'Block release on notifier (3 critical) and reports (2); billing has 1 critical in openssl — patch base image; others OK.', { 'mlflow.spanType': 'CHAT_MODEL' }, { 'mlflow.spanType': 'AGENT' }) },
{ domain: 'beach cleanup volunteer timesheets', style: 'Pydantic AI (Logfire)',
  isolates: 'Reads 6 volunteer timesheets of identical structure but different hours and bag counts, totals them.',
  goal: 'Total volunteer hours and bags collected for the spring beach cleanup grant report.',
  build: (R) => sweep(R, 'agent run', 'running tool: read_timesheet', [
    ['Aisha K.', 6.5, 9], ['Ben O.', 3, 4], ['Carla M.', 8, 12], ['Dev P.', 4.5, 5], ['Elin S.', 2, 3], ['Femi A.', 7, 10],
  ].map(([n, h, b]) => [{ volunteer: n }, { volunteer: n, hours: h, bags: b, sheet_id: R.uuid(), signed: R.eu() }]),
  '6 volunteers, 31 hours, 43 bags collected.', { 'gen_ai.request.model': 'gpt-4o-mini' }, { 'logfire.msg': 'timesheet_agent run' }) },
{ domain: 'meditation app store reviews', style: 'Letta (MemGPT) agent steps',
  isolates: 'Reads 8 app store reviews with the same schema, different content, then writes themes into memory.',
  goal: 'Summarise this week\'s app store reviews for a meditation app into themes.',
  build: (R) => sweep(R, 'letta.agent.review-digest', 'get_review', [
    [5, 'Sleep stories are great'], [2, 'Crashes when downloading offline packs'], [4, 'Love the breathing timer'], [1, 'Charged twice for annual plan'], [3, 'Too many notifications'], [5, 'Kids mode helps at bedtime'], [2, 'Offline pack download fails on iPad'], [4, 'Wish for Spanish voice'],
  ].map(([s, t], i) => [{ index: i }, { stars: s, text: t, locale: R.pick(['en-GB', 'en-US', 'en-AU']), review_id: String(R.int(1e10, 9e10)), date: R.isoLocal('-05:00') }]),
  'Themes: offline download bug (2), billing double charge (1), notifications (1); positives: sleep stories, kids mode, breathing timer; request: Spanish voice.', { model: 'gpt-4o-mini' }, { stop_reason: 'end_turn' }) },
];
