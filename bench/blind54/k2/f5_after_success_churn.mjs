// Family: after_success_churn (loop: true, stagnation: true). Goal met and confirmed, then more of the same.
export const family = 'after_success_churn';
export const rows = [
{
  n: '01', domain: 'quinceañera planners', style: 'vercel',
  isolates: 'The vendor booking is confirmed by the API, then the agent re-fetches the same confirmation three more times and re-announces it until maxSteps.',
  goal: 'Book the mariachi band "Los Caporales" for the Ramírez quinceañera on 14 Sept, 20:00–22:00, and confirm.',
  build(T) {
    const { N } = T; const c = []; const conf = 'QNC-' + N.int(10000, 99999);
    c.push(T.llm('', [{ name: 'book_vendor', args: { vendor: 'los-caporales', date: '2024-09-14', start: '20:00', end: '22:00', event: 'ramirez-xv' } }]));
    c.push(T.tool('book_vendor', { vendor: 'los-caporales', date: '2024-09-14', start: '20:00', end: '22:00', event: 'ramirez-xv' }, { status: 'confirmed', confirmation: conf, deposit_paid: 250, vendor_ack: N.iso() }));
    for (let i = 0; i < 4; i++) {
      c.push(T.llm(`The mariachi band Los Caporales is confirmed for 14 Sept, 20:00–22:00 (confirmation ${conf}). Let me double-check the booking.`, [{ name: 'get_booking', args: { confirmation: conf } }]));
      c.push(T.tool('get_booking', { confirmation: conf }, { confirmation: conf, status: 'confirmed', fetched_at: N.iso(), served_by: N.host('bookings-api') }));
    }
    return T.root('ai.generateText', c, { finishReason: 'tool-calls', note: 'maxSteps (10) reached' });
  },
},
{
  n: '02', domain: 'cuckoo clock export', style: 'langfuse',
  isolates: 'The customs export declaration is accepted (MRN issued), then the agent keeps polling the status and re-posting "accepted" to the shipping channel.',
  goal: 'File the EU export declaration for 24 cuckoo clocks to Toronto (invoice BF-2291) and post the MRN to #shipping.',
  build(T) {
    const { N } = T; const c = []; const mrn = `24DE${N.hex(14).toUpperCase()}`;
    c.push(T.llm('', [{ name: 'submit_export_declaration', args: { invoice: 'BF-2291', hs_code: '9105.21', qty: 24, destination: 'CA' } }]));
    c.push(T.tool('submit_export_declaration', { invoice: 'BF-2291', hs_code: '9105.21', qty: 24, destination: 'CA' }, { mrn, status: 'ACCEPTED', atlas_ref: N.jobId('ATL'), ts: N.isoLocal() }));
    c.push(T.llm(`Export declaration accepted, MRN ${mrn}.`, [{ name: 'post_channel', args: { channel: '#shipping', text: `Export declaration for BF-2291 accepted, MRN ${mrn}.` } }]));
    c.push(T.tool('post_channel', { channel: '#shipping', text: `Export declaration for BF-2291 accepted, MRN ${mrn}.` }, { ok: true }));
    for (let i = 0; i < 3; i++) {
      c.push(T.llm(`Export declaration accepted, MRN ${mrn}. Checking status once more.`, [{ name: 'get_declaration_status', args: { mrn } }]));
      c.push(T.tool('get_declaration_status', { mrn }, { mrn, status: 'ACCEPTED', polled: N.isoLocal() }));
      c.push(T.tool('post_channel', { channel: '#shipping', text: `Export declaration for BF-2291 accepted, MRN ${mrn}.` }, { ok: true }));
    }
    return T.root('export-agent', c, null, { status: 'max_steps' });
  },
},
{
  n: '03', domain: 'drone light shows', style: 'smolagents',
  isolates: 'The show file is uploaded and the validator reports PASS, then the CodeAgent re-runs the same validation three more times and prints the same final answer draft until max steps.',
  goal: 'Upload the 320-drone "Harbour Dragon" show file to the ground station and confirm it passes pre-flight validation.',
  opts: { maxSteps: 6 },
  build(T) {
    const { N } = T; const c = [];
    const s1 = [T.llm('Thought: upload then validate.', [{ name: 'upload_show', args: { file: 'harbour_dragon_320.skyc' }, var: 'u' }]), T.tool('upload_show', { file: 'harbour_dragon_320.skyc' }, `Execution logs:\nuploaded 320 trajectories sha256=${N.sha(64)} in ${N.dur()}\nOut: None`)];
    c.push(T.chain('Step 1', {}, s1));
    for (let i = 0; i < 4; i++) {
      c.push(T.chain(`Step ${i + 2}`, {}, [T.llm('Thought: The show file passed validation: 320/320 drones, no geofence breaches, min separation 2.1 m. I will validate again to be sure.', [{ name: 'validate_show', args: { show: 'harbour_dragon_320' }, var: 'v' }]), T.tool('validate_show', { show: 'harbour_dragon_320' }, `Execution logs:\nPASS drones=320/320 geofence_breaches=0 min_sep=2.1m run=${N.uuid()} (${N.dur()})\nOut: None`)]));
    }
    return T.root('CodeAgent.run', c, 'Reached max steps.');
  },
},
{
  n: '04', domain: 'snowmaking operations', style: 'gemini',
  isolates: 'After the snow guns report the target and the supervisor confirms, the agent repeatedly reads the same guns and re-sends the same completion notice.',
  goal: 'Bring snow guns G1–G6 on the Eagle trail to wet-bulb mode at −4 °C and confirm to the mountain supervisor when all are running.',
  build(T) {
    const { N } = T; const c = [];
    c.push(T.llm('', [{ name: 'set_snow_guns', args: { guns: ['G1', 'G2', 'G3', 'G4', 'G5', 'G6'], mode: 'wet_bulb', threshold_c: -4 } }]));
    c.push(T.tool('set_snow_guns', { guns: ['G1', 'G2', 'G3', 'G4', 'G5', 'G6'], mode: 'wet_bulb', threshold_c: -4 }, { running: 6, faulted: 0, scada_tx: N.hex(10) }));
    c.push(T.llm('All six snow guns on Eagle are running in wet-bulb mode at −4 °C.', [{ name: 'notify_supervisor', args: { text: 'All six snow guns on Eagle are running in wet-bulb mode at −4 °C.' } }]));
    c.push(T.tool('notify_supervisor', { text: 'All six snow guns on Eagle are running in wet-bulb mode at −4 °C.' }, { delivered: true, reply: 'Thanks, confirmed.' }));
    for (let i = 0; i < 3; i++) {
      c.push(T.llm('All six snow guns on Eagle are running in wet-bulb mode at −4 °C. Re-reading status.', [{ name: 'get_snow_gun_status', args: { trail: 'eagle' } }]));
      c.push(T.tool('get_snow_gun_status', { trail: 'eagle' }, { running: 6, faulted: 0, wet_bulb_c: -6.2, read_at: N.iso() }));
      c.push(T.tool('notify_supervisor', { text: 'All six snow guns on Eagle are running in wet-bulb mode at −4 °C.' }, { delivered: true }));
    }
    return T.root('snow-ops-agent', c, { stopped: 'max_function_calls' });
  },
},
{
  n: '05', domain: 'futon makers', style: 'autogen',
  isolates: 'The order status update succeeds and is verified, then the AutoGen assistant keeps re-setting the same status and saying the same "done" message until the max-message stop.',
  goal: 'Mark custom futon order FT-5532 (full, 8" cotton/wool) as "ready for pickup" and text the customer.',
  build(T) {
    const { N } = T; const c = [];
    c.push(T.llm('Updating the order.', [{ name: 'update_order_status', args: { order: 'FT-5532', status: 'ready_for_pickup' } }]));
    c.push(T.tool('update_order_status', { order: 'FT-5532', status: 'ready_for_pickup' }, { order: 'FT-5532', status: 'ready_for_pickup', updated_at: N.iso(), version: 7 }));
    c.push(T.llm('', [{ name: 'send_sms', args: { order: 'FT-5532', text: 'Your futon is ready for pickup at our Alder St workshop.' } }]));
    c.push(T.tool('send_sms', { order: 'FT-5532', text: 'Your futon is ready for pickup at our Alder St workshop.' }, { sid: 'SM' + N.hex(32), status: 'queued' }));
    for (let i = 0; i < 3; i++) {
      c.push(T.llm('Order FT-5532 is marked ready for pickup and the customer has been texted. TERMINATE? Let me make sure the status is set.', [{ name: 'update_order_status', args: { order: 'FT-5532', status: 'ready_for_pickup' } }]));
      c.push(T.tool('update_order_status', { order: 'FT-5532', status: 'ready_for_pickup' }, { order: 'FT-5532', status: 'ready_for_pickup', updated_at: N.iso(), version: 7, noop: true }));
    }
    return T.root('SelectorGroupChat', [T.agent('assistant', { task: 'FT-5532' }, c, null)], { stop_reason: 'Maximum number of messages 12 reached' });
  },
},
{
  n: '06', domain: 'tarantula breeders', style: 'plain',
  isolates: 'Plain message-level trace: the shipping label is created and the carrier confirms pickup, then the agent keeps re-creating the label lookup and restating the same confirmation.',
  goal: 'Arrange overnight live-animal shipping for tarantula sling order TB-118 (Brachypelma hamorii) and confirm the carrier pickup.',
  build(T) {
    const { N } = T; const c = []; const trk = '1Z' + N.hex(16).toUpperCase();
    c.push(T.llm(null, [{ name: 'create_shipment', args: { order: 'TB-118', service: 'overnight_live_animal', heat_pack: true } }]));
    c.push(T.tool('create_shipment', { order: 'TB-118', service: 'overnight_live_animal', heat_pack: true }, { tracking: trk, label_url: `https://labels.example-carrier.com/${N.uuid()}.pdf`, pickup: { status: 'scheduled', window: '16:00-18:00' } }));
    c.push(T.llm(null, [{ name: 'get_pickup', args: { tracking: trk } }]));
    c.push(T.tool('get_pickup', { tracking: trk }, { tracking: trk, pickup: 'CONFIRMED', driver_route: 'R' + N.int(10, 99), checked: N.http() }));
    for (let i = 0; i < 3; i++) {
      c.push(T.llm(`Shipment for TB-118 is booked (tracking ${trk}) and the carrier pickup is confirmed for 16:00–18:00. Checking pickup again.`, [{ name: 'get_pickup', args: { tracking: trk } }]));
      c.push(T.tool('get_pickup', { tracking: trk }, { tracking: trk, pickup: 'CONFIRMED', driver_route: 'R' + N.int(10, 99), checked: N.http() }));
    }
    return T.root('session', c, null, { stopped_reason: 'max_iterations' });
  },
},
];
