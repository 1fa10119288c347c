// Family 5: the same call repeated and each answer equal apart from volatile values (timestamps, ids, hosts, counters), never acted on.
export const family = 'volatile_only_repeats';
export const loop = true;
export const stagnation = false;

export const scenarios = [
  {
    n: '01', domain: 'buoy tender maintenance', style: 'plain',
    isolates: 'The agent polls a lantern-firmware push job five times; each answer is QUEUED at queue position 3 with only request ids, timestamps and the serving node changing.',
    goal: 'Buoy ECM-17 (east cardinal, Hawke Channel) shows the wrong flash character. Push the Q(3)10s lantern profile and confirm it is applied before the tender leaves at 14:00.',
    opts: { agent: 'aton-maintenance', model: 'gpt-4o-mini', system: 'You manage aids-to-navigation lanterns. Tools: push_lantern_profile, get_job_status.' },
    build(k) {
      const r = k.r;
      const job = 'job_' + r.lower(12);
      const st = () => ({ job_id: job, buoy: 'ECM-17', state: 'QUEUED', queue_position: 3, reason: 'awaiting satellite uplink window', checked_at: r.date('isoS'), request_id: r.uuid(), served_by: r.host('aton-gw') });
      const ch = [
        ...k.t({ calls: [{ name: 'push_lantern_profile', args: { buoy: 'ECM-17', profile: 'Q(3)10s', intensity_cd: 120 }, out: { accepted: true, job_id: job, state: 'QUEUED', queue_position: 3 } }] }),
      ];
      for (let i = 0; i < 5; i++) ch.push(...k.t({ calls: [{ name: 'get_job_status', args: { job_id: job }, out: st() }] }));
      return k.root(ch, { error: 'conversation exceeded 12 tool calls; aborted by runner' });
    },
  },
  {
    n: '02', domain: 'snowcat tours', style: 'langgraph',
    isolates: 'Availability for the same sunset snowcat tour is re-checked five times; the answer is always zero seats with waitlist 4, differing only in generated_at, etag and cache node.',
    goal: 'A family of four wants the sunset snowcat tour to the summit hut on Saturday. Book it, or offer the nearest alternative if it is full.',
    opts: { agent: 'tour-desk', model: 'gpt-4o', system: 'You are the booking assistant for a snowcat tour operator.' },
    build(k) {
      const r = k.r;
      const av = () => ({ content: JSON.stringify({ tour: 'SUNSET-HUT', date: '2025-01-18', capacity: 12, booked: 12, seats_left: 0, waitlist: 4, generated_at: r.date('sql'), etag: r.etag(), cache: `HIT from ${r.host('edge')}` }) });
      const ch = [];
      for (let i = 0; i < 5; i++) ch.push(...k.t({ calls: [{ name: 'check_availability', args: { tour_code: 'SUNSET-HUT', date: '2025-01-18', party_size: 4 }, out: av() }] }));
      return k.root(ch, { error: 'GraphRecursionError: Recursion limit of 10 reached without hitting a stop condition.' });
    },
  },
  {
    n: '03', domain: 'trapeze school waivers', style: 'openai-agents',
    isolates: 'An e-signature envelope is polled with the identical request four times; status stays "sent" and only the trace token, Date header and rate-limit counter change.',
    goal: 'Before Sunday\'s flying-trapeze taster class, make sure all six students have signed the liability waiver; chase anyone who hasn\'t.',
    opts: { agent: 'StudioAdmin', toolNames: ['list_class_roster', 'get_envelope_status', 'send_reminder'] },
    build(k) {
      const r = k.r;
      let rem = 994;
      const env = () => ({ status: 200, headers: { 'X-DocuSign-TraceToken': r.uuid(), Date: r.date('http'), 'X-RateLimit-Remaining': String(rem -= r.int(1, 3)) }, body: { envelopeId: '4f1c2d0e-9b7a-4c55-8e1f-2a6b3c9d0e71', status: 'sent', recipients: { signers: [{ name: 'Priya Natarajan', status: 'completed' }, { name: 'Tom Ellery', status: 'completed' }, { name: 'Lou Marchetti', status: 'sent' }, { name: 'Ana Sousa', status: 'completed' }, { name: 'Jo Fairweather', status: 'completed' }, { name: 'Ben Okafor', status: 'completed' }] }, statusChangedDateTime: '2025-03-20T18:02:11.1300000Z' } });
      const ch = [
        ...k.t({ calls: [{ name: 'list_class_roster', args: { class_id: 'FT-TASTER-0323' }, out: { students: 6, waiver_envelope: '4f1c2d0e-9b7a-4c55-8e1f-2a6b3c9d0e71' } }] }),
      ];
      for (let i = 0; i < 5; i++) ch.push(...k.t({ calls: [{ name: 'get_envelope_status', args: { envelope_id: '4f1c2d0e-9b7a-4c55-8e1f-2a6b3c9d0e71', include: 'recipients' }, out: env() }] }));
      return k.root(ch, { error: 'MaxTurnsExceeded: Max turns (6) exceeded' });
    },
  },
  {
    n: '04', domain: 'water tower inspections', style: 'otel-genai',
    isolates: 'Drone photogrammetry processing is polled with arguments that differ only in a client timestamp; every response is PROCESSING at 42% with a new heartbeat and worker pod.',
    goal: 'Generate the corrosion report for the Elm Street water tower from yesterday\'s drone survey and attach it to inspection INS-2291.',
    opts: { agent: 'tower-inspection-agent', model: 'gpt-4.1', system: 'You produce water-tower inspection reports from drone surveys.' },
    build(k) {
      const r = k.r;
      const st = () => JSON.stringify({ dataset: 'ds_elmst_tower_0611', status: 'PROCESSING', stage: 'dense_point_cloud', progress: 0.42, heartbeat_at: r.date('epochMs'), worker: `photogrammetry-${r.hex(10)}-${r.lower(5)}`, log: `s3://survey-logs/ds_elmst_tower_0611/${r.date('compact')}.log` });
      const ch = [];
      for (let i = 0; i < 5; i++) { r.tick(30000, 60000); ch.push(...k.t({ calls: [{ name: 'get_processing_status', args: { dataset_id: 'ds_elmst_tower_0611', client_ts: r.date('iso') }, out: st() }] })); }
      return k.root(ch, { error: 'deadline exceeded: agent run cancelled after 300s' });
    },
  },
  {
    n: '05', domain: 'carnival float building', style: 'gemini',
    isolates: 'The same supplier stock query for UV paint is made five times; the reply is always backordered with unknown ETA, only the timestamp spelling and cache key differ.',
    goal: 'We need 40 litres of UV-reactive orange paint for the dragon float by Thursday. Order it from our usual supplier, or find out when it can ship.',
    opts: { agent: 'float-workshop-assistant', model: 'gemini-2.0-flash', toolNames: ['check_supplier_stock', 'place_order'] },
    build(k) {
      const r = k.r;
      const spell = ['http', 'isoS', 'py', 'us', 'unix'];
      const ch = [];
      for (let i = 0; i < 5; i++) ch.push(...k.t({ calls: [{ name: 'check_supplier_stock', args: { supplier: 'glowcraft', sku: 'UVP-ORG-5L', qty: 8 }, out: { sku: 'UVP-ORG-5L', description: 'UV reactive paint orange 5L', available: 0, status: 'BACKORDERED', eta: null, last_sync: r.date(spell[i]), cache_key: r.hex(20) } }] }));
      return k.root(ch, { error: 'maximum remote calls (5) in automatic function calling reached' });
    },
  },
  {
    n: '06', domain: 'tuk-tuk fleet battery swap stations', style: 'autogen',
    isolates: 'A station status call repeated five times with an incrementing attempt field returns the same bay fault and zero charged packs; uptime, log path and trace id vary.',
    goal: 'Driver 114 is waiting at swap station Colombo-Fort-2 with 6% battery. Find her a charged pack or send her to the nearest station that has one.',
    opts: { agent: 'fleet_dispatcher', model: 'gpt-4o-mini', system: 'You dispatch electric tuk-tuk drivers to battery swap stations.' },
    build(k) {
      const r = k.r;
      let up = r.int(80000, 90000);
      const st = () => `station=CMB-FORT-2 state=DEGRADED bays=8 charged=0 charging=5 faulted=3 fault=E-41(bay2,bay5,bay7 contactor) uptime=${(up += r.int(20, 90))}s trace=${r.hex(16)} log=/var/log/swapd/${r.date('day')}/cmb-fort-2.${r.int(1000, 9999)}.log`;
      const ch = [];
      for (let i = 1; i <= 5; i++) ch.push(...k.t({ calls: [{ name: 'get_station_status', args: { station_id: 'CMB-FORT-2', attempt: i }, out: st() }] }));
      return k.root(ch, { error: 'TerminationCondition: MaxMessageTermination(max_messages=12) reached', meta: { stop_reason: 'Maximum number of messages 12 reached' } });
    },
  },
];
