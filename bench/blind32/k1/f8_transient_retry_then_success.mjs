// Family 8 (healthy): the same call fails 1-3 times with the same transient error, then succeeds; task finished.
import { agent, llm, tool, chain, span, sys, user, oaCall, oaOut, anOut } from './lib.mjs';

export const family = {
  name: 'transient_retry_then_success', loop: false, stagnation: false,
  behaviour: 'Same call fails 1-3 times with the same transient error (429/503/timeout), backs off, then succeeds and the task is completed.',
};

export const rows = [
  {
    id: '01', domain: 'paint-your-own-pottery café payout reconciliation', style: 'Pydantic AI (Logfire)',
    isolates: 'The payouts API answers 429 twice with Retry-After, the third identical call succeeds, and the agent reconciles the payout against the till report.',
    goal: 'Reconcile last Friday\'s card payout with the café till report and explain any difference.',
    build: (n) => {
      const args = { arrival_date: '2024-11-08', limit: 10 };
      const kids = [llm('chat gpt-4o', { messages: '[2]' }, { parts: [{ part_kind: 'text', content: 'I\'ll fetch Friday\'s payout and the till Z-report.' }, { part_kind: 'tool-call', tool_name: 'get_till_report', args: { date: '2024-11-08' } }] }),
        tool('running tool: get_till_report', { date: '2024-11-08' }, { card_total: 1284.5, cash_total: 212, covers: 61, report_no: 'Z-' + n.digits(5) })];
      for (let i = 0; i < 3; i++) {
        kids.push(llm('chat gpt-4o', { messages: `[${4 + i * 2}]` }, { parts: [...(i ? [{ part_kind: 'text', content: i === 1 ? 'Rate limited; waiting 2 s as Retry-After says.' : 'Second 429; backing off 4 s before one more try.' }] : []), { part_kind: 'tool-call', tool_name: 'list_payouts', args }] }));
        n.adv(2000, 4000);
        if (i < 2) kids.push(tool('running tool: list_payouts', args, { status: 429, headers: { 'retry-after': String(2 * (i + 1)), 'request-id': n.reqId('req_'), 'stripe-should-retry': 'true', date: n.http() }, body: { error: { type: 'rate_limit_error', message: 'Too many requests. Please retry after a short wait.' } } }, { error: 'ModelRetry: HTTP 429 rate_limit_error' }));
        else kids.push(tool('running tool: list_payouts', args, { status: 200, headers: { 'request-id': n.reqId('req_') }, body: { data: [{ id: 'po_' + n.alnum(24), amount: 124981, currency: 'gbp', arrival_date: '2024-11-08', fee_total: 3469 }] } }));
      }
      kids.push(llm('chat gpt-4o', { messages: '[9]' }, { parts: [{ part_kind: 'text', content: 'Payout £1,249.81 vs till card total £1,284.50: the £34.69 gap equals the card processing fees on that payout, so the books reconcile. No missing transactions.' }] }));
      return agent('agent run', { user_prompt: 'Reconcile Friday payout with the till.' }, { output: 'Reconciled: £34.69 difference = processing fees.' }, kids, { agent_name: 'bookkeeper', 'logfire.msg': 'bookkeeper run' });
    },
  },
  {
    id: '02', domain: 'container image push for a home-automation add-on (devops)', style: 'Claude Agent SDK transcript',
    isolates: 'docker push fails once with a registry 503 on blob upload, the identical retry succeeds, and the agent verifies the digest and tags the release.',
    goal: 'Publish version 2.4.1 of the Zigbee-bridge add-on image to GHCR and update the add-on repository\'s config.yaml.',
    build: (n) => {
      const cmd = 'docker push ghcr.io/acme/zigbee-bridge-addon:2.4.1';
      const kids = [llm('assistant', { turn: 1 }, anOut(n, 'The image is built; pushing it to GHCR.', [['toolu_01' + n.alnum(20), 'Bash', { command: cmd }]])),
        tool('Bash', { command: cmd }, { is_error: true, content: `The push refers to repository [ghcr.io/acme/zigbee-bridge-addon]\n${n.hex(12)}: Pushed\n${n.hex(12)}: Retrying in 5 seconds\nreceived unexpected HTTP status: 503 Service Unavailable` }, { error: 'exit code 1' }),
        llm('assistant', { turn: 2 }, anOut(n, 'GHCR returned a transient 503 on a blob upload; the layers already pushed are cached, so I\'ll retry the same push.', [['toolu_01' + n.alnum(20), 'Bash', { command: cmd }]])),
        tool('Bash', { command: cmd }, { is_error: false, content: `The push refers to repository [ghcr.io/acme/zigbee-bridge-addon]\n${n.hex(12)}: Layer already exists\n${n.hex(12)}: Pushed\n2.4.1: digest: sha256:${n.sha(64)} size: 1786` }),
        llm('assistant', { turn: 3 }, anOut(n, 'Pushed. Now bumping the version in config.yaml.', [['toolu_01' + n.alnum(20), 'Edit', { file_path: 'zigbee_bridge/config.yaml', old_string: 'version: "2.4.0"', new_string: 'version: "2.4.1"' }]])),
        tool('Edit', { file_path: 'zigbee_bridge/config.yaml' }, { content: 'The file zigbee_bridge/config.yaml has been updated.' }),
        llm('assistant', { turn: 4 }, anOut(n, 'Version 2.4.1 is on GHCR and config.yaml points to it. Users will see the update after the store refresh.')),
      ];
      return agent('claude-agent-sdk query', { prompt: 'Publish zigbee-bridge add-on 2.4.1.' }, { type: 'result', subtype: 'success', num_turns: 4, session_id: n.uuid(), duration_ms: n.ms(30000, 90000) }, kids);
    },
  },
  {
    id: '03', domain: 'beach volleyball tournament weather call', style: 'Haystack',
    isolates: 'The forecast API returns the same 503 three times, the fourth identical call succeeds, and the organiser gets a go decision with a start-time shift.',
    goal: 'Decide by 6 pm whether Saturday\'s beach volleyball tournament goes ahead, using the hourly wind and thunderstorm forecast.',
    build: (n) => {
      const args = { lat: 50.82, lon: -0.14, date: '2024-08-17', hourly: 'wind_gusts_10m,cape' };
      const kids = [];
      const notes = ['Fetching Saturday\'s hourly forecast.', 'Forecast service unavailable; retrying after 3 seconds.', 'Another 503, backing off to 9 seconds.', 'Third 503; last attempt at 27 seconds before I fall back to the Met Office text forecast.'];
      for (let i = 0; i < 4; i++) {
        kids.push(llm('OpenAIChatGenerator', { messages: `[${2 + i * 2}]` }, { replies: [{ _role: 'assistant', _content: [{ text: notes[i] }, { tool_name: 'get_forecast', arguments: args, id: 'call_' + n.alnum(24) }] }] }));
        n.adv(3000 * 3 ** i, 3000 * 3 ** i + 500);
        kids.push(i < 3
          ? tool('ToolInvoker', { tool_name: 'get_forecast', arguments: args }, `HTTP/1.1 503 Service Unavailable\nDate: ${n.http()}\nVia: 1.1 ${n.host('edge')}\n\n<html><body><h1>503 Service Unavailable</h1>No server is available to handle this request.</body></html>`, { error: 'ToolInvocationError: HTTP 503' })
          : tool('ToolInvoker', { tool_name: 'get_forecast', arguments: args }, { hourly: { time: ['09:00', '12:00', '15:00', '18:00'], wind_gusts_10m: [22, 31, 27, 18], cape: [40, 310, 820, 150] }, generationtime_ms: Number(n.secs(0.1, 2)) }));
      }
      kids.push(llm('OpenAIChatGenerator', { messages: '[10]' }, { replies: [{ _role: 'assistant', _content: [{ text: 'GO, with a change: gusts stay under 35 km/h all day, but CAPE peaks around 820 J/kg mid-afternoon, so there is a thunderstorm risk after 14:00. Start pool play at 08:30 instead of 10:00 and schedule finals before 14:00.' }] }] }));
      return agent('Agent.run', { messages: [user('Go/no-go for Saturday\'s tournament?')] }, { last_message: 'GO; start 08:30, finals before 14:00.' }, kids, { 'haystack.pipeline': 'agent' });
    },
  },
  {
    id: '04', domain: 'contract bridge club results upload', style: 'Strands Agents',
    isolates: 'Uploading the session\'s travellers to the national results service times out once; the identical retry succeeds and the agent publishes the masterpoint awards.',
    goal: 'Upload Tuesday\'s duplicate pairs results to the national bridge results service and publish the masterpoint awards for members.',
    build: (n) => {
      const args = { club: 'CLB-0447', session: '2024-10-15-PM', file: 'tuesday_pairs.xml', format: 'PBN+XML' };
      const kids = [
        llm('BedrockModel.stream', { messages: '[1]' }, { content: [{ text: 'Uploading the session file.' }, { toolUse: { toolUseId: 'tooluse_' + n.alnum(22), name: 'upload_results', input: args } }] }),
        tool('upload_results', args, { status: 'error', content: [{ text: `ReadTimeout: HTTPSConnectionPool(host='results.bridge-federation.example', port=443): Read timed out. (read timeout=30) [attempt at ${n.logTs()}]` }] }, { error: 'ReadTimeout' }),
        llm('BedrockModel.stream', { messages: '[3]' }, { content: [{ text: 'The federation server timed out; uploads are idempotent per session id, so retrying the same upload is safe.' }, { toolUse: { toolUseId: 'tooluse_' + n.alnum(22), name: 'upload_results', input: args } }] }),
        tool('upload_results', args, { status: 'success', content: [{ text: JSON.stringify({ accepted: true, boards: 24, pairs: 11, upload_id: n.uuid(), masterpoints: [{ pair: 'Hart/Osei', mp: 0.84 }, { pair: 'Lim/Dunne', mp: 0.63 }, { pair: 'Ferris/Quinn', mp: 0.42 }] }) }] }),
        llm('BedrockModel.stream', { messages: '[5]' }, { content: [{ toolUse: { toolUseId: 'tooluse_' + n.alnum(22), name: 'post_club_news', input: { title: 'Tuesday pairs results', body: '1st Hart/Osei (0.84 MP), 2nd Lim/Dunne (0.63), 3rd Ferris/Quinn (0.42).' } } }] }),
        tool('post_club_news', { title: 'Tuesday pairs results' }, { status: 'success', content: [{ text: 'Posted as news item #' + n.int(300, 400) }] }),
        llm('BedrockModel.stream', { messages: '[7]' }, { content: [{ text: 'Results accepted (24 boards, 11 pairs) and the masterpoint awards are posted on the club news page.' }], stopReason: 'end_turn' }),
      ];
      return agent('invoke_agent club-secretary', { prompt: 'Upload Tuesday pairs and publish MPs.' }, { stop_reason: 'end_turn' }, kids, { 'strands.agent.name': 'club-secretary' });
    },
  },
  {
    id: '05', domain: 'roller-skating rink newsletter send', style: 'LlamaIndex',
    isolates: 'The email API rejects the campaign send with 429 twice; after backing off the same send is accepted and the agent confirms the recipient count.',
    goal: 'Send the November newsletter (adult skate nights and the new roller-disco lessons) to the rink\'s subscriber list.',
    build: (n) => {
      const args = { campaign_id: 'cmp_nov_roller', list: 'all-subscribers' };
      const kids = [];
      const t = ['Campaign is approved; sending now.', 'Got 429 too_many_requests; waiting 10 s per the header.', 'Still throttled; waiting 30 s before retrying the same send.'];
      for (let i = 0; i < 3; i++) {
        kids.push(llm('OpenAI.achat', { messages: `[${2 + i * 2}]` }, { message: { role: 'assistant', content: t[i], additional_kwargs: { tool_calls: [oaCall('call_' + n.alnum(24), 'send_campaign', args)] } } }));
        n.adv(10000 * (i + 1), 10000 * (i + 1) + 300);
        kids.push(i < 2
          ? tool('FunctionTool.acall', { tool_name: 'send_campaign', kwargs: args }, { content: JSON.stringify({ status: 429, title: 'Too Many Requests', detail: 'You have exceeded the limit of 10 simultaneous connections.', instance: `/3.0/campaigns/cmp_nov_roller/actions/send/${n.hex(16)}` }), is_error: true }, { error: 'HTTP 429 Too Many Requests' })
          : tool('FunctionTool.acall', { tool_name: 'send_campaign', kwargs: args }, { content: JSON.stringify({ status: 204, send_id: n.uuid(), queued_recipients: 2318, scheduled: n.isoSec() }), is_error: false }));
      }
      kids.push(llm('OpenAI.achat', { messages: '[8]' }, { message: { role: 'assistant', content: 'The November newsletter is sending to 2,318 subscribers.' } }));
      return agent('FunctionAgent.run', { user_msg: 'Send the November newsletter.' }, { response: 'Sending to 2,318 subscribers.' }, kids, { workflow: 'AgentWorkflow' });
    },
  },
  {
    id: '06', domain: 'bulky waste collection booking geocoding', style: 'AutoGen / AG2',
    isolates: 'The geocoder returns 502 Bad Gateway once; the same request then succeeds and the agent books the bulky-waste pickup for the resolved collection zone.',
    goal: 'Book a bulky-waste collection (sofa and fridge) for a resident at 14 Alder Crescent and tell them the collection date.',
    build: (n) => {
      const q = { q: '14 Alder Crescent, Millbrook', country: 'GB' };
      const kids = [
        llm('assistant', { messages: '[2]' }, { content: null, tool_calls: [oaCall('call_' + n.alnum(24), 'geocode', q)] }),
        tool('geocode', q, `<html>\n<head><title>502 Bad Gateway</title></head>\n<body>\n<center><h1>502 Bad Gateway</h1></center>\n<hr><center>nginx</center>\n</body>\n</html>\n<!-- upstream ${n.host('geo')} ${n.iso()} -->`, { error: 'HTTPError 502' }),
        llm('assistant', { messages: '[4]' }, { content: 'Gateway error from the geocoder, likely transient. Trying the same lookup again.', tool_calls: [oaCall('call_' + n.alnum(24), 'geocode', q)] }),
        tool('geocode', q, { lat: 52.0411, lon: -0.7593, uprn: '10023' + n.digits(6), zone: 'BW-East', match: 'exact' }),
        llm('assistant', { messages: '[6]' }, { content: 'Zone BW-East; booking the sofa and fridge.', tool_calls: [oaCall('call_' + n.alnum(24), 'book_bulky', { uprn: 'resolved', items: ['sofa', 'fridge'], zone: 'BW-East' })] }),
        tool('book_bulky', { items: ['sofa', 'fridge'], zone: 'BW-East' }, { booking: 'BW-' + n.digits(7), date: 'Wednesday 20 November', fee_gbp: 38 }),
        llm('assistant', { messages: '[8]' }, { content: 'Booked: sofa and fridge collection from 14 Alder Crescent on Wednesday 20 November (£38). Please leave items out by 7 am. TERMINATE' }),
      ];
      return agent('initiate_chat', { sender: 'resident_proxy', recipient: 'assistant' }, { summary: 'Collection booked for Wed 20 Nov.' }, kids, { termination: 'TERMINATE' });
    },
  },
];
