import { agent, chain, tool, llm, llmBlocks, span, sys, usr } from './lib.mjs';

export const rows = [
{
  isolates: 'A Notion agent starts a workspace export and polls the task (in_progress with pagesExported rising, then success with an exportURL), then uploads the zip to Drive and shares it.',
  stagnation: false,
  start: '2024-10-31T16:00:00Z',
  goal: 'Export my "Client Projects" Notion teamspace as Markdown and put the zip in the shared Drive folder "Archive 2024" for Lucía.',
  build(R, goal) {
    const k = [];
    const taskId = R.uuid();
    k.push(llm('gpt-4o', [usr(goal)], null, [{ name: 'notion_enqueue_export', args: { spaceId: R.uuid(), exportOptions: { exportType: 'markdown', includeContents: 'everything', timeZone: 'Europe/Madrid', locale: 'en' } } }]));
    k.push(tool('notion_enqueue_export', { exportType: 'markdown' }, { taskId }));
    const states = [['in_progress', 0], ['in_progress', 38], ['in_progress', 112], ['in_progress', 197], ['success', 241]];
    states.forEach(([st, n], i) => {
      k.push(llm('gpt-4o', [usr(goal)], i === 0 ? 'Export queued; checking progress.' : st === 'success' ? null : `${n} pages exported so far, still running.`, [{ name: 'notion_get_tasks', args: { taskIds: [taskId] } }]));
      const res = { id: taskId, eventName: 'exportSpace', state: st, rootRequest: { eventName: 'exportSpace', requestId: R.uuid() }, status: { type: 'progress', pagesExported: n, ...(st === 'success' ? { exportURL: `https://file.notion.so/f/e/${R.uuid()}/Export-${R.hex(8)}.zip?expirationTimestamp=${R.epochMs(R.tick()) + 3600e3}&signature=${R.alnum(43)}` } : {}) }, updated: R.epochMs(R.tick(8, 25)) };
      k.push(tool('notion_get_tasks', { taskIds: [taskId] }, { results: [res] }));
    });
    k.push(llm('gpt-4o', [usr(goal)], 'Export finished with 241 pages. Uploading the zip to Drive.', [{ name: 'drive_upload_from_url', args: { name: 'Client Projects export 2024-10-31.zip', parents: ['1AbC' + R.alnum(29)] } }]));
    const fid = '1' + R.alnum(32);
    k.push(tool('drive_upload_from_url', { name: 'Client Projects export 2024-10-31.zip' }, { kind: 'drive#file', id: fid, name: 'Client Projects export 2024-10-31.zip', mimeType: 'application/zip', size: String(R.int(40e6, 60e6)) }));
    k.push(tool('drive_permissions_create', { fileId: fid, body: { role: 'reader', type: 'user', emailAddress: 'lucia.ferrer@estudio-lf.es' }, sendNotificationEmail: true }, { kind: 'drive#permission', id: R.digits(20), type: 'user', role: 'reader' }));
    k.push(llm('gpt-4o', [usr(goal)], 'Done: the Markdown export (241 pages) is in Archive 2024 as "Client Projects export 2024-10-31.zip" and Lucía has view access with an email notification.', []));
    return agent('WorkspaceAgent', { goal }, { output: 'done' }, k, { framework: 'openinference', session_id: R.uuid() });
  },
},
{
  isolates: 'A flight-booking agent polls a held order that stays "pending_ticketing" twice, then "ticketed" with a PNR and e-ticket number, and adds the flight to the calendar.',
  stagnation: false,
  start: '2024-08-14T10:20:00Z',
  goal: 'Buy the KL1004 Amsterdam–London seat I held yesterday and put the flight in my calendar.',
  build(R, goal) {
    const k = [];
    const ord = 'ord_' + R.alnum(22);
    k.push(llmBlocks('claude-3-5-sonnet', { messages: [{ role: 'user', content: goal }] }, [{ type: 'tool_use', id: 'toolu_' + R.alnum(18), name: 'orders_pay', input: { order_id: ord, payment: { type: 'balance', amount: '187.34', currency: 'EUR' } } }]));
    k.push(tool('orders_pay', { order_id: ord }, { data: { id: 'pay_' + R.alnum(20), status: 'succeeded', created_at: R.iso(R.tick()) } }));
    const st = [['pending_ticketing', null], ['pending_ticketing', null], ['pending_ticketing', null], ['pending_ticketing', null], ['ticketed', { booking_reference: R.upper(6), documents: [{ type: 'electronic_ticket', unique_identifier: '074' + R.digits(10) }] }]];
    st.forEach(([s, extra], i) => {
      k.push(llmBlocks('claude-3-5-sonnet', { messages: [] }, [...(i === 0 ? [{ type: 'text', text: 'Payment succeeded; waiting for the airline to issue the ticket.' }] : []), { type: 'tool_use', id: 'toolu_' + R.alnum(18), name: 'orders_get', input: { order_id: ord } }]));
      k.push(tool('orders_get', { order_id: ord }, { data: { id: ord, status: s, ...(extra || {}), slices: [{ segments: [{ marketing_carrier_flight_number: '1004', departing_at: '2024-08-16T07:10:00', arriving_at: '2024-08-16T07:30:00', origin: 'AMS', destination: 'LHR' }] }], synced_at: R.isoNoMs(R.tick(20, 60)) }, meta: { request_id: R.reqId() } }));
    });
    k.push(llmBlocks('claude-3-5-sonnet', { messages: [] }, [{ type: 'tool_use', id: 'toolu_' + R.alnum(18), name: 'calendar_events_insert', input: { summary: 'KL1004 AMS→LHR', start: { dateTime: '2024-08-16T07:10:00+02:00' }, end: { dateTime: '2024-08-16T07:30:00+01:00' } } }]));
    k.push(tool('calendar_events_insert', { summary: 'KL1004 AMS→LHR' }, { id: R.alnum(26).toLowerCase(), status: 'confirmed', etag: R.etag() }));
    k.push(llmBlocks('claude-3-5-sonnet', { messages: [] }, [{ type: 'text', text: 'Ticket issued and the flight (16 Aug, 07:10 AMS → 07:30 LHR) is in your calendar.' }]));
    return agent('booking-agent', { goal }, { status: 'completed' }, k, { framework: 'custom (anthropic SDK)', trace: R.traceparent() });
  },
},
{
  isolates: 'A ride-hailing agent polls a ride request through processing, accepted (ETA shrinking, new driver position), arriving, then texts the user the car plate.',
  stagnation: false,
  start: '2024-12-20T22:40:00Z',
  goal: 'Get me an Uber from the office to Union Station now and text me the car details when the driver is close.',
  build(R, goal) {
    const k = [];
    const rid = R.uuid();
    k.push(tool('uber_estimates', { start: 'Salesforce Tower, SF', end: 'Union Station' }, { prices: [{ product: 'UberX', estimate: '$18-23', surge_multiplier: 1.0 }, { product: 'Comfort', estimate: '$24-30' }] }));
    k.push(llm('gpt-4o-mini', [usr(goal)], null, [{ name: 'uber_request', args: { product_id: 'a1111c8c-c720-46c3-8534-2fcdd730040d', start: 'office', end: 'Union Station' } }]));
    k.push(tool('uber_request', { product: 'UberX' }, { request_id: rid, status: 'processing', eta: null, surge_multiplier: 1.0 }));
    const polls = [{ status: 'processing' }, { status: 'accepted', eta: 7, driver: { name: 'Marcus', rating: 4.93 }, location: { latitude: 37.7861, longitude: -122.4032 } }, { status: 'accepted', eta: 4, location: { latitude: 37.7877, longitude: -122.3988 } }, { status: 'arriving', eta: 1, vehicle: { make: 'Toyota', model: 'Prius', license_plate: '8KLM213' }, location: { latitude: 37.7897, longitude: -122.3969 } }];
    polls.forEach((p) => {
      k.push(llm('gpt-4o-mini', [usr(goal)], null, [{ name: 'uber_request_status', args: { request_id: rid } }]));
      k.push(tool('uber_request_status', { request_id: rid }, JSON.stringify({ request_id: rid, ...p, fetched: R.epochMs(R.tick(30, 90)) })));
    });
    k.push(llm('gpt-4o-mini', [usr(goal)], 'Driver is arriving. Texting you the car details.', [{ name: 'sms_send', args: { to: '+14155550123', body: 'Your Uber: Marcus, white Toyota Prius 8KLM213, arriving in ~1 min at the Mission St entrance.' } }]));
    k.push(tool('sms_send', { to: '+14155550123' }, { sid: 'SM' + R.hex(32), status: 'queued', date_created: R.http(R.tick()) }));
    k.push(llm('gpt-4o-mini', [usr(goal)], 'Your ride is arriving: Marcus in a Toyota Prius, plate 8KLM213. Details sent by SMS.', []));
    return agent('ErrandRunner', { goal }, { output: 'ride arriving' }, k, { framework: 'langgraph', thread_id: R.uuid() });
  },
},
];
