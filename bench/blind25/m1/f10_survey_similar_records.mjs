// Family 10 (healthy): the same tool reads many similar but different records; then a summary.
import { agent, llm, tool, retriever, span, oaiChat, anthMsg } from './lib.mjs';

export const family = 'survey_similar_records';
export const loop = false;
export const stagnation = false;
export const summary = 'Healthy: same tool and same output template over many different files/pages/records, each with different contents, then a summary.';

export const scenarios = [
  {
    id: '01', domain: 'coral reef monitoring (transect survey sheets)', style: 'LlamaIndex (agent with a document reader tool)',
    build(N) {
      const goal = 'Summarise this season\'s reef condition at the six Kadavu transects: hard coral cover, bleaching, and crown-of-thorns counts, and flag any site that declined more than 10 points since last year.';
      const sites = [
        ['KD-01 Naiqoro Passage', 42, 38, 5, 0], ['KD-02 Ono Channel', 31, 34, 12, 3], ['KD-03 Great Astrolabe N', 55, 41, 28, 14],
        ['KD-04 Vurolevu', 26, 27, 2, 0], ['KD-05 Dravuni Lagoon', 37, 36, 9, 1], ['KD-06 Buliya Wall', 48, 49, 4, 0],
      ];
      const children = [];
      sites.forEach(([name, prev, cur, bleach, cots], i) => {
        N.tick(800, 3000);
        const file = `transects/2025/${name.split(' ')[0]}.pdf`;
        children.push(llm('OpenAI.chat', { messages: ['…'] }, { message: { role: 'assistant', content: i === 0 ? 'Reading the first transect sheet.' : '', tool_calls: [{ id: N.callId(), function: { name: 'read_transect', arguments: JSON.stringify({ file }) } }] } }));
        const doc = `Transect ${name}\nDate: 2025-0${3 + (i % 3)}-${10 + i}  Depth: ${N.pick([6, 8, 10])} m  Observers: ${['LT', 'MV', 'SR'][i % 3]}/${['AK', 'JB', 'PN'][i % 3]}\nPoint-intercept (100 pts x 4 reps)\nHard coral cover: ${cur}% (2024: ${prev}%)\nBleached colonies: ${bleach}% of hard coral\nCOTS per 200 m²: ${cots}\nNotes: ${['healthy Acropora tables', 'slight recovery after 2023 cyclone', 'widespread paling of Pocillopora, COTS aggregation near bommie 3', 'turf algae increasing', 'sediment on lagoon side', 'good Porites recruitment'][i]}`;
        children.push(span('tool', 'FunctionTool.call', { tool_name: 'read_transect', kwargs: { file } }, { content: doc, is_error: false }, [retriever('SimpleDirectoryReader.load_data', { input_files: [file] }, { documents: 1, pages: 2, file_hash: N.sha(64) })]));
      });
      children.push(llm('OpenAI.chat', { messages: ['…'] }, { message: { role: 'assistant', content: 'Kadavu 2025: mean hard coral cover 37.5% (2024: 39.8%). Only KD-03 Great Astrolabe North declined more than 10 points (55% to 41%), with 28% bleaching and 14 crown-of-thorns per 200 m², so it needs a COTS removal dive. KD-02 improved 3 points after cyclone recovery; KD-04 has low cover (27%) and rising turf algae worth watching. Other sites are stable within 2 points.' } }));
      const root = agent('FunctionAgent.run', { user_msg: goal }, { response: 'KD-03 flagged' }, children, { metadata: { llama_index_version: '0.12.34', tools: ['read_transect'] } });
      return { goal, isolates: 'The agent reads six transect sheets with the same layout but different coral, bleaching and COTS figures, then summarises and flags the one site that fell 14 points.', root };
    },
  },
  {
    id: '02', domain: 'apartment owners\' association (meeting minutes review)', style: 'Vercel AI SDK (ai.generateText / ai.toolCall spans)',
    build(N) {
      const goal = 'A new board member asks: over the last five board meetings of the Linden Court owners\' association, what was decided about the roof replacement and the special assessment? Give dates and votes.';
      const meetings = [
        ['2024-11-14', 'Roof inspection report received from Arbor Roofing: 22 years old, leaks in units 5B and 6A. Motion to obtain three quotes: passed 5-0.'],
        ['2024-12-12', 'Quotes: Arbor $412,000, Keystone $388,500, Summit $455,000. Tabled pending reserve study update.'],
        ['2025-01-16', 'Reserve study: roof reserve $190,000. Motion to select Keystone at $388,500: passed 4-1 (Okafor against, wanted warranty comparison).'],
        ['2025-02-20', 'Special assessment of $198,500 proposed, $3,310 per unit for 60 units, payable in 4 quarterly instalments. Owners\' meeting called for March.'],
        ['2025-03-27', 'Owners approved special assessment 41 of 60 units in favour (quorum 31). Work scheduled May 5-June 20. Keystone 15-year workmanship warranty confirmed.'],
      ];
      const children = [];
      meetings.forEach(([date, text], i) => {
        N.tick(300, 1500);
        const id = N.callId();
        children.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': '…' }, { 'ai.response.text': i === 0 ? 'Fetching minutes for each of the last five meetings.' : '', 'ai.response.toolCalls': JSON.stringify([{ toolCallId: id, toolName: 'getMinutes', args: JSON.stringify({ date }) }]) }, [], { metadata: { 'ai.model.id': 'gpt-4o', 'ai.model.provider': 'openai.chat' } }));
        children.push(tool('ai.toolCall', { 'ai.toolCall.name': 'getMinutes', 'ai.toolCall.id': id, 'ai.toolCall.args': JSON.stringify({ date }) }, { 'ai.toolCall.result': JSON.stringify({ date, body: 'Linden Court OA Board', present: 5, minutes: text, file: `minutes/${date}.docx`, etag: N.etag() }) }));
      });
      children.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': '…' }, { 'ai.response.text': 'Roof: Nov 14 2024 board voted 5-0 to get three quotes after leaks in 5B and 6A. Jan 16 2025 board chose Keystone at $388,500, vote 4-1 (Okafor against). Special assessment: proposed Feb 20 at $198,500 ($3,310 per unit, four quarterly instalments, reserve covers $190,000); owners approved it on Mar 27 with 41 of 60 units. Work runs May 5 to June 20 with a 15-year workmanship warranty.', 'ai.response.finishReason': 'stop' }, [], { metadata: { 'ai.model.id': 'gpt-4o' } }));
      const root = agent('ai.generateText', { 'ai.prompt': goal }, { 'ai.response.finishReason': 'stop' }, children, { metadata: { 'ai.telemetry.functionId': 'hoa-minutes-qa', 'ai.settings.maxSteps': 8 } });
      return { goal, isolates: 'Five calls to the same minutes tool return the same record shape with different decisions each time, and the agent assembles a dated timeline of votes.', root };
    },
  },
  {
    id: '03', domain: 'Linux distribution mirror network (nightly rsync logs)', style: 'OpenInference / Arize Phoenix attributes',
    build(N) {
      const goal = 'Check last night\'s rsync logs for the 7 community mirrors of the Tessera Linux archive and report which mirrors are stale or failing and why.';
      const mirrors = [
        ['mirror.uni-graz.at', 0, '2.31 GB', 'ok'], ['tessera.mirror.nz', 0, '2.31 GB', 'ok'], ['ftp.kaist.ac.kr', 23, '0', '@ERROR: max connections (60) reached -- try again later'],
        ['mirrors.ubc.ca', 0, '2.31 GB', 'ok'], ['mirror.ufscar.br', 12, '1.02 GB', 'rsync: connection unexpectedly closed (1,044,221,952 bytes received so far) [receiver]'], ['tessera.cdn.example.net', 0, '2.31 GB', 'ok'], ['mirror.jyu.fi', 0, '0', 'ok (no changes since 2025-05-12: upstream pull disabled?)'],
      ];
      const children = [];
      mirrors.forEach(([host, code, bytes, msg], i) => {
        N.tick(400, 1500);
        const args = { mirror: host, log: 'rsync-nightly' };
        children.push(llm('ChatCompletion', { messages: ['…'] }, { role: 'assistant', content: i === 0 ? 'Fetching each mirror\'s nightly log.' : null, tool_calls: [{ id: N.callId(), function: { name: 'fetch_log', arguments: JSON.stringify(args) } }] }, [], { metadata: { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4.1-mini' } }));
        const log = `${N.logts()} [${N.pid()}] receiving incremental file list\n${code ? '' : `sent ${N.int(20000, 90000)} bytes  received ${bytes} bytes  ${N.int(1, 40)}.${N.int(10, 99)} MB/sec\n`}${msg.startsWith('ok') ? '' : msg + '\n'}${N.logts()} [${N.pid()}] rsync exit ${code}\nlast_successful_sync: ${host === 'mirror.jyu.fi' ? '2025-05-12T03:00:11Z' : code ? '2025-05-19T03:00:04Z' : N.dateOnly() + 'T03:0' + N.int(0, 9) + ':' + N.int(10, 59) + 'Z'}`;
        children.push(tool('fetch_log', JSON.stringify(args), log, { metadata: { 'openinference.span.kind': 'TOOL', 'tool.name': 'fetch_log' } }));
      });
      children.push(llm('ChatCompletion', { messages: ['…'] }, { role: 'assistant', content: '4 of 7 mirrors synced normally (Graz, NZ, UBC, CDN). Problems: ftp.kaist.ac.kr failed with exit 23, "max connections (60) reached" on our upstream module, so we should raise the connection limit or stagger its cron; mirror.ufscar.br dropped after 1.04 GB (exit 12, connection closed), likely a network timeout; mirror.jyu.fi reports success but has had no changes since 12 May, which suggests its upstream pull job is disabled: stale for a week, contact the admin.' }, [], { metadata: { 'openinference.span.kind': 'LLM' } }));
      const root = agent('mirror-health-agent', { 'input.value': goal }, { 'output.value': '3 problem mirrors' }, children, { metadata: { 'openinference.span.kind': 'AGENT', 'session.id': N.uuid() } });
      return { goal, isolates: 'The same log tool is read for seven mirrors (same layout, different exit codes and sync dates) and the agent reports three distinct problems.', root };
    },
  },
  {
    id: '04', domain: 'municipal food safety (restaurant inspection reports)', style: 'Haystack pipeline with an Agent component (ToolInvoker / OpenAIChatGenerator)',
    build(N) {
      const goal = 'For the Eastside ward, review the latest inspection report of each of the six restaurants on the follow-up list and say which ones need a re-inspection within 14 days.';
      const reports = [
        ['Café Marisol', 92, [], 'A'], ['Golden Lotus Kitchen', 68, ['cold holding 9°C (limit 5°C)', 'no sanitiser test strips'], 'C'], ['Burger Barn Eastside', 81, ['handwash sink blocked by boxes'], 'B'],
        ['Trattoria Nonna Pia', 74, ['raw chicken above ready-to-eat in walk-in', 'missing allergen matrix'], 'C'], ['Spice Route Takeaway', 88, ['pest-proofing gap at rear door'], 'B'], ['Bao & Co', 95, [], 'A'],
      ];
      const children = [];
      reports.forEach(([name, score, viol, grade], i) => {
        N.tick(500, 2000);
        const args = { establishment: name, latest: true };
        children.push(llm('OpenAIChatGenerator.run', { messages: ['…'] }, { replies: [{ _role: 'assistant', _content: [{ tool_call: { tool_name: 'get_inspection', arguments: args, id: N.callId() } }] }] }, [], { metadata: { 'haystack.component.type': 'OpenAIChatGenerator', model: 'gpt-4o-mini' } }));
        children.push(tool('ToolInvoker.run', { tool_calls: [{ tool_name: 'get_inspection', arguments: args }] }, { tool_messages: [{ _role: 'tool', _content: [{ result: JSON.stringify({ establishment: name, inspected: `2025-05-${String(2 + i * 3).padStart(2, '0')}`, inspector: ['K. Alvarez', 'D. Shore', 'P. Mensah'][i % 3], score, grade, violations: viol, report_id: 'FSI-' + N.int(20000, 29999) }) }] }] }, { metadata: { 'haystack.component.type': 'ToolInvoker' } }));
      });
      children.push(llm('OpenAIChatGenerator.run', { messages: ['…'] }, { replies: [{ _role: 'assistant', _content: [{ text: 'Re-inspect within 14 days: Golden Lotus Kitchen (score 68, cold holding at 9°C, no sanitiser strips) and Trattoria Nonna Pia (74, raw chicken stored above ready-to-eat food, no allergen matrix). Burger Barn (81, blocked handwash sink) and Spice Route (88, rear door gap) get a written warning with 30-day follow-up. Café Marisol (92) and Bao & Co (95) need no action.' }] }] }));
      const root = agent('Pipeline.run', { data: { agent: { messages: [{ role: 'user', content: goal }] } } }, { agent: { last_message: 're-inspect 2' } }, children, { metadata: { 'haystack.pipeline.name': 'inspection_review', 'haystack.version': '2.14.0', max_agent_steps: 10 } });
      return { goal, isolates: 'Six calls to the same inspection tool return same-shaped reports with different scores and violations, and the agent sorts them into re-inspect, warn and no action.', root };
    },
  },
  {
    id: '05', domain: 'poetry competition (first-round reading of entries)', style: 'MLflow Tracing (CHAT_MODEL / TOOL spans)',
    build(N) {
      const goal = 'First-round screening for the Harbourlight Poetry Prize, batch 7: read the six entries, check each against the rules (max 40 lines, unpublished, anonymous), and shortlist any that are eligible and strong.';
      const entries = [
        ['E-0701', 'Salt Ledger', 28, false, false, 'tight sonnet-variant on a fishmonger\'s accounts'],
        ['E-0702', 'What the Tide Keeps', 44, false, false, 'free verse, vivid but over the line limit'],
        ['E-0703', 'Inventory of a Closed Chapel', 36, false, true, 'strong; author name appears in footer'],
        ['E-0704', 'Night Ferry, Stornoway', 22, false, false, 'spare, strong ending'],
        ['E-0705', 'Ode to the Roundabout', 30, true, false, 'published in Poetry Wales 2023'],
        ['E-0706', 'Grandmother\'s Loom', 39, false, false, 'competent but conventional'],
      ];
      const children = [];
      entries.forEach(([id, title, lines, published, named, note], i) => {
        N.tick(400, 1800);
        const args = { entry_id: id };
        children.push(llm('ChatOpenAI', { messages: ['…'] }, oaiChat(N, 'gpt-4o', null, [{ name: 'read_entry', args }]), [], { metadata: { 'mlflow.spanType': 'CHAT_MODEL' } }));
        children.push(tool('read_entry', args, { entry_id: id, title, line_count: lines, publication_check: published ? 'match: Poetry Wales, issue 58.2 (2023)' : 'no match', anonymity_check: named ? 'FAIL: name string found on page 1 footer' : 'pass', reader_excerpt: note, file: `s3://harbourlight-2025/batch07/${id}.pdf`, etag: N.etag() }, { metadata: { 'mlflow.spanType': 'TOOL' } }));
      });
      children.push(llm('ChatOpenAI', { messages: ['…'] }, oaiChat(N, 'gpt-4o', 'Batch 7: shortlist E-0701 "Salt Ledger" and E-0704 "Night Ferry, Stornoway". Ineligible: E-0702 (44 lines, limit 40), E-0703 (author named in footer, otherwise strong, tell admin), E-0705 (published in Poetry Wales 2023). E-0706 is eligible but not shortlisted.', []), [], { metadata: { 'mlflow.spanType': 'CHAT_MODEL' } }));
      const root = agent('screening_agent', { batch: 7, instructions: goal }, { shortlist: ['E-0701', 'E-0704'] }, children, { metadata: { 'mlflow.spanType': 'AGENT', 'mlflow.trace.requestId': 'tr-' + N.hex(32), experiment: 'harbourlight-screening' } });
      return { goal, isolates: 'Six reads of entries through the same tool show different line counts, publication and anonymity checks, and the agent shortlists two and explains the rest.', root };
    },
  },
  {
    id: '06', domain: 'council playground inspections (annual reports)', style: 'plain message-level trace (Anthropic messages, tool spans as siblings)',
    build(N) {
      const goal = 'Go through this year\'s annual inspection reports for the five playgrounds in Millbrook Park district and list every high-risk item with its location and the repair deadline.';
      const model = 'claude-3-5-haiku-20241022';
      const parks = [
        ['PG-11 Millbrook Park', [{ item: 'Swing chain S3', risk: 'high', finding: 'worn shackle, 40% wear', fix_by: '7 days' }, { item: 'Bench', risk: 'low', finding: 'graffiti' }]],
        ['PG-12 Orchard Green', [{ item: 'Wet-pour surface under climber', risk: 'medium', finding: 'trip lip 18 mm' }]],
        ['PG-13 Canal Walk', [{ item: 'Zip wire end stop', risk: 'high', finding: 'buffer split, impact risk', fix_by: '48 hours (closed pending)' }, { item: 'Gate closer', risk: 'medium', finding: 'closes in 9 s (target 3-5 s)' }]],
        ['PG-14 St Jude\'s Rec', []],
        ['PG-15 Foxley Fields', [{ item: 'Timber tower post', risk: 'high', finding: 'rot at ground level, 30% section loss', fix_by: '7 days' }, { item: 'Sign', risk: 'low', finding: 'emergency number faded' }]],
      ];
      const children = [];
      parks.forEach(([pg, items], i) => {
        N.tick(400, 1800);
        const m = anthMsg(N, model, [...(i === 0 ? [{ text: 'I\'ll read each playground report in turn.' }] : []), { tool: 'get_inspection_report', input: { site: pg.split(' ')[0], year: 2025 } }]);
        children.push(llm('messages.create', { model, messages: ['…'] }, m));
        children.push(tool('get_inspection_report', { site: pg.split(' ')[0], year: 2025 }, { site: pg, inspector: 'RPII annual, ' + ['J. Hart', 'M. Singh'][i % 2], date: `2025-04-${String(8 + i).padStart(2, '0')}`, items, report_pdf: `https://docs.millbrook.gov.example/play/${pg.split(' ')[0]}-2025.pdf?sig=${N.b62(16)}` }));
      });
      children.push(llm('messages.create', { model, messages: ['…'] }, anthMsg(N, model, [{ text: 'High-risk items (3):\n1. PG-13 Canal Walk: zip wire end-stop buffer split; fix within 48 hours, equipment closed meanwhile.\n2. PG-11 Millbrook Park: swing S3 shackle 40% worn; replace within 7 days.\n3. PG-15 Foxley Fields: timber tower post rotten at ground level, 30% section loss; fix within 7 days.\nPG-12 has one medium item (18 mm trip lip) and PG-14 had no findings.' }])));
      const root = agent('conversation', { messages: [{ role: 'user', content: goal }] }, { stop_reason: 'end_turn' }, children, { metadata: { source: 'anthropic-messages-log' } });
      return { goal, isolates: 'Five reads of playground reports through one tool, same template, different findings, and then a list of the three high-risk items with deadlines.', root };
    },
  },
];
