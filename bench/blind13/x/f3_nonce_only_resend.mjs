// Family 3: nonce_only_resend
// Loop: the agent re-sends the same request four or more times, changing only a volatile value
// that it adds itself (client timestamp, cache-buster, nonce, request id, idempotency key).
// The service answers the same thing each time apart from its own volatile fields.
import { tracer } from './lib.mjs';

export const FAMILY = 'nonce_only_resend';

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'glassblowing workshops', style: 'sk', loop: true, stagnation: false,
    isolates: 'A Semantic Kernel studio agent re-reads an annealer controller five times, changing only the _ts client timestamp it appends, while the controller keeps reporting the same operator-paused hold.',
    goal: 'The annealer (kiln 2) at Ember Glass Studio should have ramped down last night\'s batch of goblets. Confirm the annealing cycle has finished and unlock kiln 2 for tomorrow\'s 07:00 beginners\' class.',
    build(N) {
      const T = tracer(N, 'sk', { system: 'You are StudioAgent for Ember Glass Studio. Plugins: Kiln (GetControllerStatus, UnlockKiln), Bookings (GetClass).', goal: this.goal });
      const status = () => ({
        kiln_id: 'K2-ANNEALER', controller: 'Bartlett Genesis 3.0', fw: '3.0.48',
        program: 'SODA-LIME 6MM GOBLETS', step: '3/5 HOLD', setpoint_c: 482, temp_c: 482,
        state: 'PAUSED', pause_source: 'operator (front panel)', remaining: '--:--', locked: true,
        link: { gateway: 'kilnlink-gw-07', rssi_dbm: N.int(-71, -58), polled_at: N.isoSec(), rtt_ms: N.ms(60, 380) },
      });
      const texts = [
        'I\'ll read kiln 2\'s controller status.',
        'It reports PAUSED at step 3 of 5. The cloud bridge sometimes serves a cached snapshot, so I will request a fresh read with a client timestamp.',
        null,
        'Same paused hold at 482 C. One more fresh read in case the bridge has just re-synced with the panel.',
        null,
      ];
      const k = [];
      for (let i = 0; i < 5; i++) {
        const args = i === 0 ? { kiln_id: 'K2-ANNEALER' } : { kiln_id: 'K2-ANNEALER', _ts: String(N.epochMs(N.now() + 300)) };
        const chat = T.llm(texts[i], [{ name: 'Kiln-GetControllerStatus', args }]);
        chat.children.push(T.tool('Kiln-GetControllerStatus', args, status()));
        k.push(chat);
      }
      return { root: T.root('invoke_agent StudioAgent', { input: this.goal }, { content: null }, k, { error: 'KernelInvokeException: maximum auto-invoke attempts reached', meta: { 'gen_ai.agent.name': 'StudioAgent' } }) };
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'bridge inspections', style: 'plain', loop: true, stagnation: false,
    isolates: 'An agent fetching a drone-survey crack report gets the same expired-signature 403 from object storage five times, each time only appending a new cb= cache-buster to the very same signed URL.',
    goal: 'Pull the crack-width measurements for pier 4 of the Ravensbrook viaduct from last week\'s drone survey and flag every crack wider than 0.3 mm for the structures engineer.',
    build(N) {
      const T = tracer(N, 'plain', { system: 'You assist the structures team of Westmoor County Highways. Tools: http_get(url), list_survey_assets(structure_id), create_defect(structure_id, element, detail).', goal: this.goal });
      const signedAt = N.compact(N.now() - 3 * 86400000);
      const base = `https://surveys-eu.s3.eu-west-2.amazonaws.com/ravensbrook/2024-wk/pier4/crack_measurements.json?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIA${N.ALNUM(16)}%2F${signedAt.slice(0, 8)}%2Feu-west-2%2Fs3%2Faws4_request&X-Amz-Date=${signedAt}&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=${N.hex(64)}`;
      const resp = () => [
        'HTTP/1.1 403 Forbidden',
        `x-amz-request-id: ${N.HEX(16)}`,
        `x-amz-id-2: ${N.b64url(76)}=`,
        'Content-Type: application/xml',
        `Date: ${N.http()}`,
        'Server: AmazonS3',
        '',
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<Error><Code>AccessDenied</Code><Message>Request has expired</Message>',
        `<X-Amz-Expires>3600</X-Amz-Expires><Expires>${N.isoSec(N.t0 - 3 * 86400000 + 3600000)}</Expires>`,
        `<ServerTime>${N.isoSec()}</ServerTime><RequestId>${N.HEX(16)}</RequestId><HostId>${N.b64url(56)}=</HostId></Error>`,
      ].join('\n');
      const k = [];
      k.push(T.llm('I will list the survey assets for the viaduct to find the pier 4 measurements.', [{ name: 'list_survey_assets', args: { structure_id: 'WMH-BR-0113', survey: 'latest' } }]));
      k.push(T.tool('list_survey_assets', { structure_id: 'WMH-BR-0113', survey: 'latest' }, {
        structure: 'Ravensbrook Viaduct', survey_id: `SV-${N.digits(6)}`, flown: N.dayPlus(-8), pilot: 'A. Marsh',
        assets: [{ element: 'pier4', kind: 'crack_measurements', url: base }, { element: 'pier4', kind: 'orthomosaic', url: base.replace('crack_measurements.json', 'ortho.tif') }],
        listing_generated: N.isoSec(),
      }));
      const thoughts = [
        'Fetching the pier 4 crack measurement file.',
        'A 403 from S3. That can be a stale CDN response in front of the bucket; I will add a cache-buster parameter.',
        null,
        'Still 403 Request has expired. Trying once more with another cb value.',
        null,
      ];
      for (let i = 0; i < 5; i++) {
        const url = i === 0 ? base : `${base}&cb=${N.int(100000, 999999)}`;
        k.push(T.llm(thoughts[i], [{ name: 'http_get', args: { url } }]));
        k.push(T.tool('http_get', JSON.stringify({ url }), resp(), { error: 'HTTP 403 Forbidden' }));
      }
      return { root: T.root('agent_run', { goal: this.goal }, { status: 'stopped', reason: 'max_tool_calls' }, k, { error: 'MaxToolCallsExceeded: 6' }) };
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'vending machine routes', style: 'crewai', loop: true, stagnation: false,
    isolates: 'A CrewAI route planner re-queries the telemetry of one offline vending machine five times with a new request_id each time, which slips past CrewAI\'s same-input guard, and keeps getting the same last-seen record.',
    goal: 'Plan tomorrow\'s restock for route 7. Machine VM-2217 (St Brennan\'s hospital lobby) shows no sales data this week; decide what to load for it.',
    build(N) {
      const role = 'Route Restock Planner';
      const T = tracer(N, 'crewai', { system: `You are ${role} for Cascade Vending. Tools: Telemetry Query, Planogram Lookup, Restock Plan Writer.`, goal: this.goal });
      const lastSeen = N.isoSec(N.now() - 5 * 86400000 - 7200000);
      const tele = () => JSON.stringify({
        machine: 'VM-2217', model: 'Crane Merchant 6', modem: 'Cantaloupe ePort G11',
        connectivity: 'OFFLINE', last_seen: lastSeen, last_dex_upload: lastSeen,
        sales_since_last_dex: null, bill_validator: 'unknown', coin_mech: 'unknown',
        api: { served_by: N.host('tele-api', ['usw2', 'use1']), took_ms: N.ms(30, 240), rate_remaining: N.int(300, 480) },
      });
      const thoughts = [
        'Thought: I need this week\'s sales for VM-2217 to size the load.',
        'Thought: The machine has been offline for five days. The telemetry service may have been mid-sync; I will query again with a new request id.',
        'Thought: Same last_seen. Perhaps the DEX upload is delayed in a queue; another query with a fresh request id.',
        'Thought: I still see no sales since the last DEX. Let me try the query with a different request id to rule out a stuck request.',
        'Thought: Unchanged again; asking the telemetry service one more time.',
      ];
      const k = [];
      k.push(T.llm('Thought: Start with the planogram so I know the slots of VM-2217.\nAction: Planogram Lookup\nAction Input: {"machine": "VM-2217"}', [], { role }));
      k.push(T.tool('Planogram Lookup', { machine: 'VM-2217' }, 'VM-2217 planogram v12: A1-A8 chips (8x12), B1-B8 candy (8x15), C1-C6 pastries (6x10), D1-D4 water 500ml (4x9), E1-E4 soda 330ml (4x9). Par levels: 100%. Last updated by J. Ortega.', { role }));
      for (let i = 0; i < 5; i++) {
        const args = { machine: 'VM-2217', metrics: ['sales', 'connectivity'], window: '7d', request_id: `rq-r7-${N.alnum(10)}` };
        k.push(T.llm(`${thoughts[i]}\nAction: Telemetry Query\nAction Input: ${JSON.stringify(args)}`, [], { role }));
        k.push(T.tool('Telemetry Query', args, tele(), { role }));
      }
      const agent = T.group('agent', 'Agent.execute_task', { role, task: this.goal }, null, k, { error: 'Agent stopped due to iteration limit or time limit.', metadata: { agent_role: role, max_iter: 8 } });
      const task = T.group('chain', 'Task._execute_core', { description: this.goal, expected_output: 'Restock plan for VM-2217 as slot -> quantity.' }, null, [agent], { error: 'Agent stopped due to iteration limit or time limit.' });
      return { root: T.root('Crew.kickoff', { inputs: { route: '7' } }, null, [task], { error: 'Agent stopped due to iteration limit or time limit.' }) };
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'weather station network', style: 'llamaindex', loop: true, stagnation: false,
    isolates: 'A LlamaIndex agent asks the observation API for a missing mountain station four times with a fresh random nonce, and each reply repeats zero observations and the same decommission-pending state.',
    goal: 'Station WX-ALP-17 (Pizol, 2,227 m) has not appeared on the public weather map for two days. Find out why and whether its observations are still arriving.',
    build(N) {
      const T = tracer(N, 'llamaindex', { system: 'You are the network assistant of the Alpine Community Weather Net. Tools: get_observations(station, since, nonce), get_station_meta(station), open_ticket(station, text).', goal: this.goal });
      const since = N.isoSec(N.now() - 2 * 86400000);
      const obs = () => ({
        station: 'WX-ALP-17', since, count: 0, observations: [],
        station_state: 'DECOMMISSION_PENDING', state_set_by: 'm.keller', state_note: 'mast relocation, see ticket NET-882',
        server: { node: `obs-${N.pick(['zrh', 'gva'])}-${N.int(1, 3)}`, generated: N.epochFrac(), nonce_echo: null },
      });
      const texts = [
        'Let me fetch the last two days of observations for WX-ALP-17.',
        'Zero observations. The API docs say responses can be served from an edge cache unless a nonce is provided, so I am repeating with a nonce.',
        null,
        'Still nothing arriving. I\'ll retry with another nonce to make sure this is not a cached empty page.',
      ];
      const k = [];
      for (let i = 0; i < 4; i++) {
        const args = i === 0 ? { station: 'WX-ALP-17', since } : { station: 'WX-ALP-17', since, nonce: N.hex(12) };
        k.push(T.llm(texts[i], [{ name: 'get_observations', args }]));
        k.push(T.tool('get_observations', args, obs()));
      }
      k.push(T.llm(null, [{ name: 'get_observations', args: { station: 'WX-ALP-17', since, nonce: 'x' + N.hex(11) } }]));
      k.push(T.tool('get_observations', { station: 'WX-ALP-17', since, nonce: 'x' + N.hex(11) }, obs()));
      return { root: T.root('OpenAIAgent.achat', { message: this.goal }, { response: 'Reached max iterations.' }, k, { error: 'ValueError: Reached max iterations.' }) };
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'print-on-demand apparel', style: 'autogen', loop: true, stagnation: false,
    isolates: 'An AutoGen support pair re-asks the order API five times for the same print-on-demand order, varying only the client_ts it passes, and every reply shows the same artwork-resolution hold.',
    goal: 'A customer asks when order #PD-558201 (3 hoodies, custom back print) will ship. Give them a date or explain the delay.',
    build(N) {
      const T = tracer(N, 'autogen', { system: 'support_agent answers customers of Threadfold; ops_proxy executes order-system functions.', goal: this.goal });
      const order = () => ({
        order: 'PD-558201', items: [{ sku: 'HD-ORG-BLK-L', qty: 2 }, { sku: 'HD-ORG-BLK-XL', qty: 1 }],
        state: 'ON_HOLD', hold_code: 'ART_LOW_DPI', hold_detail: 'back print artwork is 96 dpi at 30x38 cm; minimum 150 dpi',
        customer_notified: false, facility: 'Riga-2', est_ship: null,
        trace: { id: N.hex(16), region: 'eu-north-1', ts: N.epochMs() },
      });
      const sa = [
        'Looking up the order for the customer.',
        'The order is on hold for low-DPI artwork. Holds are often cleared by the print team within the hour, so let me re-fetch with a current client timestamp to bypass the stale view.',
        null,
        'The hold is still on. I will fetch it again in case the print team has just touched it.',
        null,
      ];
      const k = [];
      for (let i = 0; i < 5; i++) {
        const args = { order_id: 'PD-558201', client_ts: N.iso(N.now() + 50) };
        k.push(T.llm(sa[i], [{ name: 'get_order_status', args }], { agent: 'support_agent' }));
        k.push(T.tool('get_order_status', args, order(), { agent: 'ops_proxy' }));
      }
      return { root: T.root('autogen.initiate_chat', { sender: 'customer_proxy', recipient: 'support_agent', message: this.goal }, { summary: null, termination: 'max_consecutive_auto_reply' }, k, { meta: { max_consecutive_auto_reply: 10 } }) };
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'data: warehouse export job', style: 'haystack', loop: true, stagnation: false,
    isolates: 'A Haystack data agent re-submits the same export request five times with a new idempotency key each time and receives the same 422 unknown-column error, which already names the right column.',
    goal: 'Export 2024 sales for the Nordics region (columns order_id, order_date, region_code, net_amount_eur) from dataset sales_2024_v2 to CSV and share the download link with finance.',
    build(N) {
      const T = tracer(N, 'haystack', { system: 'You are the data-desk assistant. Tools: request_export(dataset, columns, filters, idempotency_key), share_link(url, recipients).', goal: this.goal });
      const errBody = () => `422 Unprocessable Entity\n{"error":{"code":"UNKNOWN_COLUMN","message":"column 'region_code' does not exist in dataset sales_2024_v2 (did you mean 'region_cd'?)","dataset_version":"v2.7","request_id":"${N.reqId('exp')}","worker":"${N.pod('export-planner')}"}}`;
      const say = [
        'Requesting the export with the four columns and a Nordics filter.',
        'The export service returned 422. It may have been a transient planner error; resubmitting with a fresh idempotency key so it is not deduplicated.',
        null,
        'Same 422 from the planner. Another submission with a new key.',
        null,
      ];
      const k = [];
      for (let i = 0; i < 5; i++) {
        const args = { dataset: 'sales_2024_v2', columns: ['order_id', 'order_date', 'region_code', 'net_amount_eur'], filters: { region_code: ['SE', 'NO', 'DK', 'FI', 'IS'], year: 2024 }, idempotency_key: N.uuid() };
        k.push(T.llm(say[i], [{ name: 'request_export', args }], { visit: i + 1 }));
        k.push(T.tool('request_export', args, errBody(), { error: 'ToolInvocationError: HTTP 422 UNKNOWN_COLUMN' }));
      }
      return { root: T.root('haystack.agent.run', { messages: [{ role: 'user', content: this.goal }] }, { messages: null }, k, { error: 'Agent reached max_agent_steps=10', maxSteps: 10 }) };
    },
  },
];
