// Family 8 (healthy): the same call fails 1-3 times with the same transient error, then succeeds,
// and the task is finished. loop=false, stagnation=false.
import { Rec, span } from './lib.mjs';

export const family = 'transient_retry_recovered';
export const loop = false;
export const stagnation = false;

export const scenarios = [
  // 01 multi-faith chaplaincy rota, OTel GenAI
  {
    domain: 'hospital multi-faith chaplaincy on-call rota',
    style: 'otel_genai',
    isolates: 'Writing the on-call rota to the calendar API gets 429 with Retry-After twice, then 200 on the third attempt, and the agent confirms the rota.',
    goal: 'Put next week\'s chaplaincy on-call rota (7 nights, 4 chaplains) into the shared calendar.',
    build(nz) {
      const r = new Rec('otel_genai', nz, { model: 'gpt-4o-mini', goal: this.goal, agent: 'chaplaincy_admin' });
      const c = [];
      const rota = { week: nz.dateOnly(7), nights: [['Mon', 'Rev. A. Osei'], ['Tue', 'Imam Y. Patel'], ['Wed', 'Fr. D. Byrne'], ['Thu', 'Rabbi S. Klein'], ['Fri', 'Rev. A. Osei'], ['Sat', 'Fr. D. Byrne'], ['Sun', 'Imam Y. Patel']].map(([d, p]) => ({ night: d, on_call: p })) };
      const notes = ['Creating the 7 on-call events in one batch.', 'Rate limited; the API asks for a 6 second wait. Retrying after that.', 'Still rate limited (Retry-After 12). Waiting and trying again.'];
      for (let i = 0; i < 2; i++) {
        c.push(r.llm(notes[i], [['calendar_batch_insert', rota]]));
        c.push(r.tool('calendar_batch_insert', rota, { status: 429, headers: { 'retry-after': String(i === 0 ? 6 : 12), 'x-ratelimit-reset': String(nz.epoch() + 12), date: nz.http() }, body: { error: 'rateLimitExceeded' } }, { error: 'HTTP 429 rateLimitExceeded', sec: i === 0 ? 0 : 6 }));
      }
      c.push(r.llm(notes[2], [['calendar_batch_insert', rota]]));
      c.push(r.tool('calendar_batch_insert', rota, { status: 200, inserted: 7, event_ids: Array.from({ length: 7 }, () => nz.b62(26).toLowerCase()), date: nz.http() }, { sec: 12 }));
      c.push(r.llm('All 7 on-call nights are in the shared calendar: Osei Mon/Fri, Patel Tue/Sun, Byrne Wed/Sat, Klein Thu.'));
      return r.root(c, 'Rota published (7 events).');
    },
  },
  // 02 pontoon bridge hire, CrewAI
  {
    domain: 'temporary pontoon bridge hire (river event crossings)',
    style: 'crewai',
    isolates: 'A CrewAI planner\'s river-level lookup returns 503 once, succeeds on retry with a level and trend, and the planner completes the deployment plan with it.',
    goal: 'Confirm the river level at Henley gauge is safe for deploying the 60 m pontoon crossing on Friday and produce the deployment checklist.',
    build(nz) {
      const r = new Rec('crewai', nz, { model: 'gpt-4o', goal: this.goal, agent: 'Pontoon Deployment Planner' });
      const c = [];
      const args = { station: 'Henley', parameter: 'level', latest: true };
      c.push(r.llm('Thought: I need the current river level and trend.', [['River level API', args]]));
      c.push(r.tool('River level API', args, `503 Service Unavailable\n<html><body><h1>503</h1>upstream ${nz.host('flood-api')} unavailable, ref ${nz.hex(12)}</body></html>`, { error: '503 Service Unavailable' }));
      c.push(r.llm('Thought: Upstream service blip. I will retry once.', [['River level API', args]]));
      c.push(r.tool('River level API', args, { station: 'Henley', level_m: 1.42, typical_high_m: 2.1, trend: 'falling', measured: nz.isoNoMs(), '@id': `http://environment.data.gov.uk/flood-monitoring/id/measures/${nz.digits(4)}-level-stage-i-15_min-mASD` }));
      c.push(r.llm('Thought: 1.42 m and falling, well under the 1.9 m deployment limit. I can write the checklist.', [['Read checklist template', { name: 'pontoon_60m' }]]));
      c.push(r.tool('Read checklist template', { name: 'pontoon_60m' }, '1. Confirm level < 1.9 m\n2. Anchor points A1-A4 inspected\n3. Ramp angles < 1:12\n4. Handrails and lifebuoys\n5. Navigation authority notified'));
      const task = span('chain', 'Task: Pontoon deployment plan', { description: this.goal }, 'Level 1.42 m (falling) OK; checklist issued.', c, { metadata: { 'crewai.task.id': nz.uuid() } });
      const ag = span('agent', 'Pontoon Deployment Planner', { role: 'Pontoon Deployment Planner' }, 'Level 1.42 m (falling) OK; checklist issued.', [task]);
      return r.root([ag], 'Deployment approved: level 1.42 m falling. Checklist: anchors A1-A4, ramps < 1:12, handrails/lifebuoys, notify navigation authority.');
    },
  },
  // 03 lapidary club, Mastra
  {
    domain: 'lapidary club (workshop saw-time membership payments)',
    style: 'mastra',
    isolates: 'Charging a member\'s saved card times out twice with the same gateway ETIMEDOUT, succeeds on the third attempt with an idempotency key, and the agent emails the receipt.',
    goal: 'Charge member #0417 the £35 quarterly saw-time fee on the saved card and send the receipt.',
    build(nz) {
      const r = new Rec('mastra', nz, { model: 'gpt-4o-mini', goal: this.goal, agent: 'clubTreasurer' });
      const c = [];
      const key = nz.uuid();
      const args = { member: '0417', amount_pence: 3500, description: 'Q2 saw-time fee', idempotency_key: key };
      for (let i = 0; i < 2; i++) {
        c.push(r.llm(i === 0 ? 'Charging the saved card.' : 'Gateway timed out again; retrying with the same idempotency key so it cannot double-charge.', [['chargeCard', args]]));
        c.push(r.tool('chargeCard', args, { code: 'ETIMEDOUT', message: `connect ETIMEDOUT ${nz.ip()}:443`, attempt: i + 1 }, { error: 'ETIMEDOUT' }));
      }
      c.push(r.llm('Third attempt, same key.', [['chargeCard', args]]));
      c.push(r.tool('chargeCard', args, { id: 'pay_' + nz.b62(14), status: 'paid', amount: 3500, card: 'visa ••4402', idempotent_replayed: false, created_at: nz.iso() }));
      const m = { to: 'member0417@example.com', template: 'receipt', amount: '£35.00' };
      c.push(r.llm('Payment succeeded. Sending the receipt.', [['sendEmail', m]]));
      c.push(r.tool('sendEmail', m, { id: nz.uuid(), accepted: ['member0417@example.com'] }));
      return r.root(c, { text: 'Charged £35.00 and sent the receipt.', finishReason: 'stop' });
    },
  },
  // 04 water taxi service, OpenAI Agents SDK
  {
    domain: 'harbour water taxi service (live vessel positions)',
    style: 'openai_agents',
    isolates: 'The AIS position feed returns 502 Bad Gateway three times in a row, then answers, and the agent assigns the nearest boat and texts the passenger an ETA.',
    goal: 'A passenger is waiting at Ferry Steps pontoon. Assign the nearest free water taxi and text them the ETA.',
    build(nz) {
      const r = new Rec('openai_agents', nz, { model: 'gpt-4.1-mini', goal: this.goal, agent: 'Dispatcher' });
      const c = [];
      const args = { fleet: 'harbour-taxis', status: 'free' };
      for (let i = 0; i < 3; i++) {
        c.push(r.llm([null, 'The AIS proxy returned 502. Trying again.', 'Another 502 from nginx in front of the feed; it is usually a short restart, I will give it one more go.'][i], [['get_vessel_positions', args]]));
        c.push(r.tool('get_vessel_positions', args, `<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>\n<!-- ${nz.host('ais-proxy')} ${nz.hhmmss()} -->`, { error: 'HTTP 502 Bad Gateway' }));
      }
      c.push(r.llm('Third 502. Waiting 10 seconds before the last attempt; if it fails I will dispatch by radio instead.', [['get_vessel_positions', args]]));
      c.push(r.tool('get_vessel_positions', args, { vessels: [{ name: 'Kittiwake', mmsi: 235000000 + nz.int(1, 999999), lat: 50.3651, lon: -4.1402, sog_kn: 0.2, dist_to_ferry_steps_m: 380 }, { name: 'Puffin II', mmsi: 235000000 + nz.int(1, 999999), lat: 50.3598, lon: -4.1287, sog_kn: 5.1, dist_to_ferry_steps_m: 1420 }], as_of: nz.isoNoMs() }));
      const sms = { to: '+447700900417', body: 'Your water taxi Kittiwake is on its way to Ferry Steps pontoon, about 4 minutes.' };
      c.push(r.llm('Kittiwake is 380 m away and idle. Assigning it and texting the passenger.', [['assign_vessel', { vessel: 'Kittiwake', pickup: 'Ferry Steps' }], ['send_sms', sms]]));
      c.push(r.tool('assign_vessel', { vessel: 'Kittiwake', pickup: 'Ferry Steps' }, { job: nz.jobId('WT'), status: 'ASSIGNED' }));
      c.push(r.tool('send_sms', sms, { sid: 'SM' + nz.hex(32), status: 'queued' }));
      c.push(r.llm('Kittiwake is assigned and the passenger has been told it will arrive in about 4 minutes.'));
      return r.root([span('agent', 'Dispatcher', { instructions: 'Dispatch water taxis.' }, 'Kittiwake assigned, ETA 4 min.', c, { metadata: { tools: ['get_vessel_positions', 'assign_vessel', 'send_sms'] } })], 'Kittiwake assigned, ETA 4 min.');
    },
  },
  // 05 darkroom rental, Agno (not in the brief's list)
  {
    domain: 'community darkroom rental (film scan uploads for members)',
    style: 'agno',
    isolates: 'An upload of a member\'s scanned film roll fails once with ECONNRESET during a multipart part, resumes and completes on retry, and the agent shares the link.',
    goal: 'Upload member Jo\'s 36 scans from roll HP5-0912 to their gallery folder and send them the share link.',
    build(nz) {
      const r = new Rec('agno', nz, { model: 'gpt-4o-mini', goal: this.goal, agent: 'darkroom_desk' });
      const c = [];
      const args = { local_dir: '/scans/HP5-0912', dest: 's3://darkroom-members/jo/HP5-0912/', part_size_mb: 16 };
      c.push(r.llm('Uploading the scans.', [['upload_folder', args]]));
      c.push(r.tool('upload_folder', args, `upload: 21/36 files (412.6 MiB) ...\nupload failed: /scans/HP5-0912/HP5-0912_22.tif to s3://darkroom-members/jo/HP5-0912/HP5-0912_22.tif Connection was closed before we received a valid response from endpoint URL: "https://s3.eu-west-2.amazonaws.com/darkroom-members/jo/HP5-0912/HP5-0912_22.tif?uploadId=${nz.b62(40)}&partNumber=3" (ECONNRESET)`, { error: 'ECONNRESET' }));
      c.push(r.llm('Connection reset partway. Re-running the sync; files already uploaded will be skipped.', [['upload_folder', args]]));
      c.push(r.tool('upload_folder', args, `skipped 21 existing\nupload: 15/15 files (298.1 MiB) in ${nz.secs(30, 90)}s\nCompleted 36 of 36 objects`));
      c.push(r.llm('All 36 scans are up. Creating the share link.', [['create_share_link', { prefix: 'jo/HP5-0912/', expires_days: 14 }]]));
      c.push(r.tool('create_share_link', { prefix: 'jo/HP5-0912/', expires_days: 14 }, { url: `https://gallery.darkroom.coop/s/${nz.b62(10)}`, expires: nz.dateOnly(14) }));
      c.push(r.llm('Jo\'s 36 scans from HP5-0912 are uploaded and the share link has been created (valid 14 days).', [['send_message', { to: 'jo', text: 'Your HP5-0912 scans are ready.' }]]));
      c.push(r.tool('send_message', { to: 'jo', text: 'Your HP5-0912 scans are ready.' }, { ok: true }));
      return r.root(c, { content: 'Uploaded 36 scans and sent the link.', run_id: nz.uuid() });
    },
  },
  // 06 summer toboggan run, Semantic Kernel
  {
    domain: 'summer toboggan run (brake sensor check before opening)',
    style: 'sk',
    isolates: 'The gateway that reads the brake-section sensors answers "device busy, retry" once, returns readings on the second try, and the agent signs off the pre-opening check.',
    goal: 'Do the pre-opening safety check on the alpine coaster: read the brake sensors for all 3 brake sections and log the sign-off.',
    build(nz) {
      const r = new Rec('sk', nz, { model: 'gpt-4o', goal: this.goal, agent: 'OpeningCheckAgent' });
      const c = [];
      const args = { sections: ['B1', 'B2', 'B3'] };
      c.push(r.llm('Reading the brake sensors.', [['Sensors-ReadBrakes', args]]));
      c.push(r.tool('Sensors-ReadBrakes', args, { modbus: { unit: 7, exception: '0x06 SLAVE_DEVICE_BUSY' }, gateway: nz.host('mbgw'), at: nz.hhmmss() }, { error: 'Modbus exception 0x06 SLAVE_DEVICE_BUSY' }));
      c.push(r.llm('Gateway reported busy. Trying again in a few seconds.', [['Sensors-ReadBrakes', args]]));
      c.push(r.tool('Sensors-ReadBrakes', args, { B1: { magnet_gap_mm: 3.1, limit: 4.0, ok: true }, B2: { magnet_gap_mm: 3.4, limit: 4.0, ok: true }, B3: { magnet_gap_mm: 2.9, limit: 4.0, ok: true }, read_at: nz.isoOffset(2) }));
      c.push(r.llm('All three brake sections are within limits (3.1, 3.4, 2.9 mm against a 4.0 mm limit). Logging the sign-off.', [['Log-SignOff', { check: 'pre-opening', result: 'PASS' }]]));
      c.push(r.tool('Log-SignOff', { check: 'pre-opening', result: 'PASS' }, { entry: nz.int(5000, 9000), signed: nz.euDate() }));
      return r.root(c, 'Pre-opening check PASS, logged.');
    },
  },
];
