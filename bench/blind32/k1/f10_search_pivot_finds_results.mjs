// Family 10 (healthy): first queries find nothing or too much; a materially different query finds results; finished.
import { agent, llm, tool, chain, span, sys, user, oaCall, oaOut } from './lib.mjs';

export const family = {
  name: 'search_pivot_finds_results', loop: false, stagnation: false,
  behaviour: 'Early searches return nothing or too much; a genuinely different query (new source or a constraint learnt from a result) finds new results and the agent finishes with them.',
};

export const rows = [
  {
    id: '01', domain: 'espresso machine repair parts', style: 'LangSmith / LangChain AgentExecutor',
    isolates: 'A model-name search for a group-head gasket finds nothing; the exploded diagram reveals the OEM part number, and searching that number finds two stocked suppliers.',
    goal: 'Find and order a replacement group-head gasket for a customer\'s Vibiemme Domobar Junior espresso machine.',
    build: (n) => {
      const kids = [
        llm('ChatOpenAI', { messages: '[2]' }, oaOut(null, [oaCall('call_' + n.alnum(24), 'parts_search', { q: 'Vibiemme Domobar Junior group gasket' })]), { metadata: { ls_run_type: 'llm' } }),
        tool('parts_search', { q: 'Vibiemme Domobar Junior group gasket' }, { results: [], took: n.goDur() }),
        llm('ChatOpenAI', { messages: '[4]' }, oaOut('No listing by model name. The manufacturer\'s exploded diagram should give the part number.', [oaCall('call_' + n.alnum(24), 'fetch_page', { url: 'https://vbm.example/docs/domobar-junior-exploded.pdf' })]), { metadata: { ls_run_type: 'llm' } }),
        tool('fetch_page', { url: 'https://vbm.example/docs/domobar-junior-exploded.pdf' }, `<table><tr><td>14</td><td>Guarnizione sottocoppa 8,5 mm</td><td>OEM 3000.012</td><td>73x57x8.5</td></tr><tr><td>15</td><td>Doccia gruppo</td><td>OEM 3000.015</td></tr></table><!-- cached ${n.http()} age=${n.int(100, 90000)} -->`),
        llm('ChatOpenAI', { messages: '[6]' }, oaOut('Diagram item 14 is the group gasket: OEM 3000.012, 73x57x8.5 mm. Searching by that number and size instead.', [oaCall('call_' + n.alnum(24), 'parts_search', { q: '3000.012 OR "73x57x8.5" gasket' })]), { metadata: { ls_run_type: 'llm' } }),
        tool('parts_search', { q: '3000.012 OR "73x57x8.5" gasket' }, { results: [{ supplier: 'Caffè Parts UK', sku: 'GSK-7357-85', price_gbp: 6.4, stock: 23 }, { supplier: 'EspressoSpares', sku: 'VBM3000012', price_gbp: 7.1, stock: 5 }], took: n.goDur() }),
        llm('ChatOpenAI', { messages: '[8]' }, oaOut(null, [oaCall('call_' + n.alnum(24), 'place_order', { supplier: 'Caffè Parts UK', sku: 'GSK-7357-85', qty: 1 })])),
        tool('place_order', { supplier: 'Caffè Parts UK', sku: 'GSK-7357-85', qty: 1 }, { order: 'CPU-' + n.digits(6), eta: '2 working days' }),
        llm('ChatOpenAI', { messages: '[10]' }, oaOut('Ordered the 73x57x8.5 mm group gasket (OEM 3000.012) from Caffè Parts UK for £6.40; arriving in 2 working days.')),
      ];
      return agent('AgentExecutor', { input: 'Gasket for Vibiemme Domobar Junior, please order.' }, { output: 'Ordered GSK-7357-85 from Caffè Parts UK.' }, kids, { run_id: n.uuid(), ls_run_type: 'chain' });
    },
  },
  {
    id: '02', domain: 'meditation app crash triage (mobile)', style: 'OpenTelemetry GenAI semantic conventions',
    isolates: 'Broad crash searches return thousands of mixed events; narrowing to the release and device model learnt from the first result isolates one issue with a clear stack, which the agent reports.',
    goal: 'Find the crash behind this week\'s 1-star reviews ("closes when I start the sleep timer") in the meditation app and name the responsible code.',
    build: (n) => {
      const kids = [];
      const call = (text, q) => kids.push(llm('chat gpt-4o', { 'gen_ai.input.messages': `[${kids.length + 2}]` }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [...(text ? [{ type: 'text', content: text }] : []), { type: 'tool_call', name: 'search_issues', arguments: q }] }] }, { metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o' } }));
      call(null, { query: 'is:unresolved crash', period: '7d' });
      kids.push(tool('execute_tool search_issues', { query: 'is:unresolved crash', period: '7d' }, { count: 2841, top: [{ id: 'MED-4Q1', title: 'SIGABRT in AudioSession', events: 1190, release: '5.2.0', top_device: 'iPhone13,2' }, { id: 'MED-3ZK', title: 'OOM in image cache', events: 874 }], 'x-sentry-rate-limit-remaining': n.int(10, 40) }, { metadata: { 'gen_ai.tool.name': 'search_issues' } }));
      call('Too broad. The top result is release 5.2.0; the reviews mention the sleep timer, so narrow to that release and the timer screen.', { query: 'is:unresolved release:5.2.0 transaction:SleepTimerView', period: '7d' });
      kids.push(tool('execute_tool search_issues', { query: 'is:unresolved release:5.2.0 transaction:SleepTimerView' }, { count: 1, top: [{ id: 'MED-51B', title: 'EXC_BAD_ACCESS in SleepTimer.fadeOut(_:)', events: 642, users: 598, first_seen: n.isoSec(), stack: ['SleepTimer.fadeOut(_:) SleepTimer.swift:88', 'AVAudioPlayer.setVolume(_:fadeDuration:)', 'closure #1 in SleepTimerView.body'] }] }, { metadata: { 'gen_ai.tool.name': 'search_issues' } }));
      kids.push(llm('chat gpt-4o', { 'gen_ai.input.messages': '[6]' }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: 'The crash is MED-51B: EXC_BAD_ACCESS in SleepTimer.fadeOut(_:) at SleepTimer.swift:88, new in 5.2.0, 642 events from 598 users. fadeOut calls setVolume on an AVAudioPlayer that has already been released when the timer fires after the session ends; keep a strong reference or cancel the timer on stop.' }] }] }));
      return agent('invoke_agent crash-triage', { 'gen_ai.input.messages': [user('Why does the app close when starting the sleep timer?')] }, { 'gen_ai.output.messages': '[final]' }, kids, { 'gen_ai.agent.name': 'crash-triage', 'gen_ai.operation.name': 'invoke_agent' });
    },
  },
  {
    id: '03', domain: 'wheelchair-accessible holiday cottage search (travel)', style: 'Letta (MemGPT) agent steps',
    isolates: 'Searches with an "accessible" filter find nothing in the chosen village; switching to a specialist accessible-stays source with a wider radius finds two roll-in-shower cottages, and one is booked.',
    goal: 'Find a cottage near Keswick for 5 nights in May with step-free access and a roll-in shower for a wheelchair user, and hold the best one.',
    build: (n) => {
      const kids = [
        llm('step', { messages: '[3]' }, { reasoning: 'Search the general site first with the accessibility filter.', tool_calls: [oaCall('call_' + n.alnum(24), 'search_cottages', { near: 'Keswick', radius_km: 5, nights: 5, month: 'May', filters: ['accessible'] })] }),
        tool('search_cottages', { near: 'Keswick', radius_km: 5, filters: ['accessible'] }, { status: 'OK', message: JSON.stringify({ results: [], note: 'filter accessible matched 0 properties' }), time: n.logTs() }),
        llm('step', { messages: '[5]' }, { reasoning: 'General site has no true accessible stock there. A specialist register lists roll-in showers explicitly; widen to 20 km.', tool_calls: [oaCall('call_' + n.alnum(24), 'search_accessible_register', { near: 'Keswick', radius_km: 20, requirements: ['step_free', 'roll_in_shower'], nights: 5, month: 'May' })] }),
        tool('search_accessible_register', { near: 'Keswick', radius_km: 20, requirements: ['step_free', 'roll_in_shower'] }, { status: 'OK', message: JSON.stringify({ results: [{ name: 'Brackenfell Barn', km: 9, roll_in_shower: true, hoist: true, price_5n: 845, avail: ['May 12-17', 'May 19-24'] }, { name: 'Lingholm Stables 2', km: 4, roll_in_shower: true, hoist: false, price_5n: 990, avail: ['May 19-24'] }], register_rev: n.hex(8) }), time: n.logTs() }),
        llm('step', { messages: '[7]' }, { reasoning: 'Brackenfell has a hoist and is cheaper; hold May 19-24.', tool_calls: [oaCall('call_' + n.alnum(24), 'hold_booking', { property: 'Brackenfell Barn', dates: 'May 19-24' })] }),
        tool('hold_booking', { property: 'Brackenfell Barn', dates: 'May 19-24' }, { status: 'OK', message: JSON.stringify({ hold: 'H-' + n.upper(6), expires: n.isoOffset(1) }), time: n.logTs() }),
        llm('step', { messages: '[9]' }, { tool_calls: [oaCall('call_' + n.alnum(24), 'send_message', { message: 'Held Brackenfell Barn (9 km from Keswick) for May 19-24: step-free, roll-in shower and ceiling hoist, £845 for 5 nights. Hold lasts 24 hours.' })], reasoning: 'Report to the user.' }),
      ];
      return agent('Letta agent step loop', { user: 'Accessible cottage near Keswick in May, roll-in shower.' }, { messages: [{ message_type: 'assistant_message', content: 'Held Brackenfell Barn for May 19-24.' }], stop_reason: 'end_turn' }, kids, { agent_name: 'travel-helper' });
    },
  },
  {
    id: '04', domain: 'speechwriter quote attribution check', style: 'AgentOps session',
    isolates: 'Searching the quote as worded finds only unsourced quote sites; searching a distinctive phrase in a digitised newspaper archive finds the 1962 original with a different speaker, which the agent reports.',
    goal: 'Verify the attribution of the line "The harbour does not ask the ship where it has been" before it goes into the mayor\'s speech.',
    build: (n) => {
      const kids = [
        llm('LLMEvent', { model: 'gpt-4o' }, oaOut(null, [oaCall('call_' + n.alnum(24), 'web_search', { q: '"The harbour does not ask the ship where it has been"' })]), { metadata: { event_type: 'llms' } }),
        tool('ToolEvent web_search', { q: '"The harbour does not ask the ship where it has been"' }, { results: [{ site: 'quotefancy.example', attributed: 'Winston Churchill', source: null }, { site: 'brainyquote.example', attributed: 'Winston Churchill', source: null }, { site: 'pinterest.example', attributed: 'unknown' }], search_id: n.uuid() }, { metadata: { event_type: 'tools' } }),
        llm('LLMEvent', { model: 'gpt-4o' }, oaOut('Only quote aggregators without sources. Quotes drift in wording, so search a distinctive fragment in a newspaper archive instead of the web.', [oaCall('call_' + n.alnum(24), 'newspaper_archive_search', { q: 'harbour "ask the ship"', before: 1990 })]), { metadata: { event_type: 'llms' } }),
        tool('ToolEvent newspaper_archive_search', { q: 'harbour "ask the ship"', before: 1990 }, { hits: [{ paper: 'Aberdeen Press and Journal', date: '1962-05-14', page: 7, snippet: '...as Captain Alasdair Reid told the launch guests, "a harbour never asks a ship where it has been"...' }], ocr_confidence: 0.91, archive_req: n.hex(10) }, { metadata: { event_type: 'tools' } }),
        llm('LLMEvent', { model: 'gpt-4o' }, oaOut('Not Churchill. The earliest source is the Aberdeen Press and Journal, 14 May 1962, p.7, quoting Captain Alasdair Reid at a ship launch, worded "a harbour never asks a ship where it has been". Suggest attributing it to Reid or using "as an old Aberdeen captain once said".'), { metadata: { event_type: 'llms' } }),
      ];
      return agent('session', { prompt: 'Check the harbour quote attribution.' }, { end_state: 'Success' }, kids, { session_id: n.uuid(), tags: ['speechwriting'] });
    },
  },
  {
    id: '05', domain: 'nightly invoice export cron that silently did not run (ops)', style: 'Spring AI (observations)',
    isolates: 'Searching the job\'s application logs returns nothing for the night; querying the scheduler\'s own logs instead finds the skipped run and its cause, and the agent re-triggers the export.',
    goal: 'Find out why last night\'s invoice CSV export never reached the accountants\' SFTP folder and get the file delivered.',
    build: (n) => {
      const kids = [];
      const chat = (text, name, args) => kids.push(llm('spring.ai.chat.client', { turn: kids.length }, { result: { output: { messageType: 'ASSISTANT', text: text || '', toolCalls: name ? [{ id: 'call_' + n.alnum(24), type: 'function', name, arguments: JSON.stringify(args) }] : [] } } }, { metadata: { 'gen_ai.request.model': 'gpt-4o' } }));
      chat(null, 'lokiQuery', { query: '{app="invoice-export"} |= "export"', start: '2024-11-12T00:00:00Z', end: '2024-11-12T06:00:00Z' });
      kids.push(tool('lokiQuery', '{"query":"{app=\\"invoice-export\\"}"}', JSON.stringify({ status: 'success', data: { resultType: 'streams', result: [] }, stats: { summary: { execTime: Number(n.secs(0.01, 0.3)) } } })));
      chat('The export app logged nothing at all overnight, which suggests it never started. Checking the scheduler\'s logs rather than the job\'s.', 'lokiQuery', { query: '{app="cron-scheduler"} |~ "invoice-export"', start: '2024-11-12T00:00:00Z', end: '2024-11-12T06:00:00Z' });
      kids.push(tool('lokiQuery', '{"query":"{app=\\"cron-scheduler\\"}"}', JSON.stringify({ status: 'success', data: { resultType: 'streams', result: [{ stream: { pod: n.pod('cron-scheduler') }, values: [[n.epochNs(), 'level=warn job=invoice-export msg="skipping run: previous run still active" lock_holder=invoice-export-28851200 lock_age=26h']] }] } })));
      chat('The run was skipped because a stale lock from a hung run 26 hours ago is still held. Clearing the lock and re-triggering.', 'runJob', { job: 'invoice-export', clearStaleLock: true });
      kids.push(tool('runJob', '{"job":"invoice-export","clearStaleLock":true}', JSON.stringify({ run: 'invoice-export-' + n.digits(8), status: 'Complete', output: 'uploaded invoices_2024-11-11.csv (412 rows) to sftp://accounts/inbox' })));
      chat('Last night\'s export was skipped due to a stale lock left by a hung run. I cleared it and re-ran the job; invoices_2024-11-11.csv (412 rows) is now in the accountants\' SFTP inbox. Worth adding a lock TTL.', null, null);
      return agent('spring.ai.chat.client.call', { conversationId: n.uuid() }, { text: 'Export delivered after clearing stale lock.' }, kids, { 'spring.ai.version': '1.0.0' });
    },
  },
  {
    id: '06', domain: 'gummy candy maker mould sourcing', style: 'Amazon Bedrock Agents trace',
    isolates: 'A marketplace search for silicone moulds returns hundreds of uncertified listings; adding the food-contact certification learnt from the first result and searching an industrial supplier finds three compliant moulds and a quote is requested.',
    goal: 'Source 40 food-grade silicone moulds (about 2 g bear cavities) for a small gummy candy kitchen that needs EU food-contact certification.',
    build: (n) => {
      const kids = [
        llm('orchestrationTrace.modelInvocationOutput', { type: 'ORCHESTRATION' }, { rationale: { text: 'Search for bear gummy silicone moulds.' }, invocationInput: { actionGroupInvocationInput: { actionGroupName: 'Sourcing', apiPath: '/search', parameters: [{ name: 'q', value: 'silicone gummy bear mould' }] } } }),
        tool('actionGroupInvocationOutput Sourcing', { apiPath: '/search', q: 'silicone gummy bear mould' }, { text: JSON.stringify({ total: 612, sample: [{ title: 'Gummy bear mold 50 cavity BPA free', cert: null, seller: 'various' }, { title: 'Food grade silicone bear tray (LFGB tested)', cert: 'LFGB', seller: 'mkt-seller-' + n.digits(4) }], request: n.uuid() }) }),
        llm('orchestrationTrace.modelInvocationOutput', { type: 'ORCHESTRATION' }, { rationale: { text: 'Far too many, mostly without certification. One listing mentions LFGB, the German food-contact test that also satisfies EU 1935/2004. Search industrial confectionery suppliers for LFGB-certified moulds with 2 g cavities.' }, invocationInput: { actionGroupInvocationInput: { actionGroupName: 'Sourcing', apiPath: '/suppliers/search', parameters: [{ name: 'category', value: 'confectionery moulds' }, { name: 'cert', value: 'LFGB' }, { name: 'cavity_g', value: '2' }] } } }),
        tool('actionGroupInvocationOutput Sourcing', { apiPath: '/suppliers/search', category: 'confectionery moulds', cert: 'LFGB', cavity_g: 2 }, { text: JSON.stringify({ total: 3, items: [{ supplier: 'Kandia Tools', sku: 'KT-B2-96', cavities: 96, moq: 20, eur: 18.5 }, { supplier: 'Moldeo Pro', sku: 'MP-BEAR2', cavities: 120, moq: 50, eur: 16.9 }, { supplier: 'Chocoform', sku: 'CF-GB2', cavities: 84, moq: 10, eur: 21 }] }) }),
        llm('orchestrationTrace.modelInvocationOutput', { type: 'ORCHESTRATION' }, { rationale: { text: 'Kandia meets MOQ 20 with 96 cavities; request a quote for 40.' }, invocationInput: { actionGroupInvocationInput: { actionGroupName: 'Sourcing', apiPath: '/rfq', parameters: [{ name: 'sku', value: 'KT-B2-96' }, { name: 'qty', value: '40' }] } } }),
        tool('actionGroupInvocationOutput Sourcing', { apiPath: '/rfq', sku: 'KT-B2-96', qty: 40 }, { text: JSON.stringify({ rfq: 'RFQ-' + n.digits(6), status: 'sent' }) }),
        llm('orchestrationTrace.modelInvocationOutput', { type: 'ORCHESTRATION' }, { finalResponse: { text: 'Found three LFGB-certified 2 g bear moulds. Requested a quote for 40 x Kandia Tools KT-B2-96 (96 cavities, €18.50 list, MOQ 20). Alternatives: Chocoform CF-GB2 (€21, MOQ 10) and Moldeo Pro MP-BEAR2 (€16.90 but MOQ 50).' } }),
      ];
      return agent('InvokeAgent', { agentId: 'CANDYSRC01', inputText: 'Need 40 food-grade 2 g bear moulds with EU certification.' }, { completion: 'RFQ sent to Kandia Tools for 40 x KT-B2-96.' }, kids, { sessionId: n.uuid() });
    },
  },
];
