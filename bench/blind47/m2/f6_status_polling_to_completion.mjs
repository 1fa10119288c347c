import { Tracer, sys, user } from './lib.mjs';
export const family = 'status_polling_to_completion';
export const loop = false;
export const stagnationAllowed = [false, true];

// 01 samba school float welding (CNC plasma job), plain messages
function r01(id) {
  const T = new Tracer(id, 'plain'), N = T.N;
  const goal = 'Cut the steel frame parts for the carnival float "Iemanjá" on the plasma table and tell the barracão lead when done.';
  const kids = [];
  const jid = N.job('cnc');
  kids.push(T.llm({ messages: [user(goal)], calls: [['submit_cut_job', { nest_file: 'iemanja_frame_v4.dxf', material: 'S235 6mm', sheets: 5 }]] }));
  kids.push(T.tool('submit_cut_job', { nest_file: 'iemanja_frame_v4.dxf', material: 'S235 6mm', sheets: 5 }, { job: jid, state: 'queued', position: 2 }));
  const states = [['queued', 'position 1'], ['running', 'sheet 2/5'], ['running', 'sheet 4/5'], ['done', '5/5 sheets, 312 parts']];
  const notes = ['Queued behind one job; waiting.', 'Cutting started, sheet 2 of 5.', 'Sheet 4 of 5, nearly there.', null];
  for (let i = 0; i < 4; i++) {
    kids.push(T.llm({ messages: [user(goal)], text: i ? notes[i - 1] : 'Job submitted, checking status.', calls: [['get_job', { job: jid }]] }));
    kids.push(T.tool('get_job', { job: jid }, `{"job":"${jid}","state":"${states[i][0]}","detail":"${states[i][1]}","torch_hours":${(1200 + N.f() * 10).toFixed(2)},"polled":"${N.iso()}","arc_voltage_v":${N.int(118, 131)}}`));
  }
  kids.push(T.llm({ messages: [user(goal)], calls: [['send_whatsapp', { to: 'Barracão lead', text: `Float frame cut finished: 312 parts from 5 sheets (job ${jid}). Ready for pickup at the plasma table.` }]] }));
  kids.push(T.tool('send_whatsapp', { to: 'Barracão lead', text: `Float frame cut finished: 312 parts from 5 sheets (job ${jid}). Ready for pickup at the plasma table.` }, { id: 'wamid.' + N.b62(24), status: 'sent' }));
  kids.push(T.llm({ messages: [user(goal)], text: 'All 312 frame parts are cut and the barracão lead has been notified.' }));
  return { isolates: 'A cut job is polled queued, running, running, done with changing progress and noise, then the result is reported.', stagnation: false, goal, root: T.agent('float-shop-assistant', { goal }, { final: 'All 312 frame parts are cut and the barracão lead has been notified.' }, kids) };
}

// 02 tempeh fermentation batch, Vercel AI SDK: incubator sensor until ready
function r02(id) {
  const T = new Tracer(id, 'vercel'), N = T.N;
  const goal = 'Tell me when tempeh batch TB-118 is fully knitted so packing can start, and book the packing crew.';
  const kids = [];
  const s = [['incubating', 31.2, 'sparse'], ['incubating', 32.4, 'partial'], ['incubating', 33.1, 'partial'], ['ready', 31.0, 'full']];
  for (let i = 0; i < 4; i++) {
    kids.push(T.llm({ messages: [user(goal)], text: 'Still incubating; mycelium has not fully knitted. Checking again later.', calls: [['incubator_status', { batch: 'TB-118' }]] }));
    kids.push(T.tool('incubator_status', { batch: 'TB-118' }, { batch: 'TB-118', phase: s[i][0], core_temp_c: s[i][1], mycelium_cover: s[i][2], hours_elapsed: 18 + i * 4, rh_pct: N.int(68, 80), sampled: N.isoLocal(undefined, '+07:00'), probe: 'DS18B20-' + N.hex(6) }));
  }
  kids.push(T.llm({ messages: [user(goal)], text: 'TB-118 is fully knitted after 30 h. Booking the packing crew.', calls: [['book_crew', { task: 'packing', batch: 'TB-118', start: 'now' }]] }));
  kids.push(T.tool('book_crew', { task: 'packing', batch: 'TB-118', start: 'now' }, { booking: 'PK-' + N.int(1000, 9999), crew: ['Wayan', 'Sri'], eta_min: 15 }));
  kids.push(T.llm({ messages: [user(goal)], text: 'Batch TB-118 is ready and the packing crew (Wayan, Sri) arrives in 15 minutes.' }));
  return { isolates: 'Polling an incubator until mycelium cover goes sparse, partial, partial, full; the model repeats the same "still incubating" line while waiting, but the run finishes and books the crew.', stagnation: true, goal,
    root: T.agent('ai.generateText', { prompt: goal }, { text: 'Batch TB-118 is ready and the packing crew (Wayan, Sri) arrives in 15 minutes.', finishReason: 'stop' }, kids, { type: 'chain' }) };
}

// 03 terrarium workshop video course render, OTel GenAI
function r03(id) {
  const T = new Tracer(id, 'otel'), N = T.N;
  const goal = 'Render lesson 4 ("Closed bottle terrarium") of the online terrarium workshop and attach it to the course page.';
  const kids = [];
  kids.push(T.tool('start_render', { project: 'terrarium-l4.prproj', preset: '1080p H.264' }, `{"render_id":"rnd_${N.b62(12)}","status":"QUEUED"}`));
  const prog = ['QUEUED', 'RENDERING 12%', 'RENDERING 58%', 'RENDERING 91%', 'COMPLETE'];
  for (let i = 0; i < 5; i++) {
    kids.push(T.tool('get_render', { id: 'rnd' }, `HTTP/2 200\ndate: ${N.http()}\netag: ${N.etag()}\nx-worker: ${N.pod('render')}\n\n{"status":"${prog[i]}","eta_s":${i < 4 ? N.int(30, 900) : 0}${i === 4 ? `,"output":"s3://courses/terrarium/l4_${N.hex(8)}.mp4","size_mb":412` : ''}}`));
  }
  kids.push(T.llm({ messages: [user(goal)], text: 'The render is complete (412 MB). Attaching it to lesson 4.', calls: [['attach_video', { course: 'terrarium-basics', lesson: 4, src: 's3://courses/terrarium/l4.mp4' }]] }));
  kids.push(T.tool('attach_video', { course: 'terrarium-basics', lesson: 4, src: 's3://courses/terrarium/l4.mp4' }, { ok: true, lesson_url: 'https://learn.example/terrarium-basics/4' }));
  kids.push(T.llm({ messages: [user(goal)], text: 'Lesson 4 is rendered and live on the course page.' }));
  return { isolates: 'Render status polled five times by a tool loop (queued, 12%, 58%, 91%, complete), each response with fresh headers, then the video is attached.', stagnation: false, goal,
    root: T.agent('invoke_agent course_publisher', { input: goal }, { output: 'Lesson 4 is rendered and live on the course page.' }, kids) };
}

// 04 wind chime maker CNC tuning job, AutoGen
function r04(id) {
  const T = new Tracer(id, 'autogen'), N = T.N;
  const goal = 'Run the acoustic tuning pass for the 8-tube pentatonic chime order #WC-551 and update the order when all tubes are in tune.';
  const kids = [];
  kids.push(T.llm({ name: 'assistant', messages: [user(goal)], calls: [['start_tuning', { order: 'WC-551', tubes: 8, scale: 'C pentatonic' }]] }));
  kids.push(T.tool('start_tuning', { order: 'WC-551', tubes: 8, scale: 'C pentatonic' }, { run: 'tr-' + N.int(100, 999), state: 'started' }));
  const tuned = [2, 5, 8];
  for (let i = 0; i < 3; i++) {
    kids.push(T.llm({ name: 'assistant', messages: [user(goal)], text: i ? `${tuned[i - 1]} of 8 tubes tuned; waiting for the rest.` : 'Tuning started.', calls: [['tuning_status', { run: 'current' }]] }));
    kids.push(T.tool('tuning_status', { run: 'current' }, `tubes_tuned=${tuned[i]}/8 last_tube_hz=${(261.6 * (1 + i * 0.3)).toFixed(1)} cents_err=±${N.int(1, 4)} mic_gain=${N.int(20, 40)}dB t=${N.epoch()}`));
  }
  kids.push(T.llm({ name: 'assistant', messages: [user(goal)], text: 'All 8 tubes are within ±4 cents. Updating the order.', calls: [['update_order', { order: 'WC-551', status: 'tuned', qc: 'pass' }]] }));
  kids.push(T.tool('update_order', { order: 'WC-551', status: 'tuned', qc: 'pass' }, { updated: true }));
  kids.push(T.llm({ name: 'assistant', messages: [user(goal)], text: 'Order WC-551 is tuned and marked QC pass. TERMINATE' }));
  return { isolates: 'Tuning progress polled 2/8, 5/8, 8/8 with changing readings, then the order is updated and the chat terminates.', stagnation: false, goal,
    root: T.agent('RoundRobinGroupChat', { task: goal }, { stop_reason: "Text 'TERMINATE' mentioned" }, kids, { type: 'chain' }) };
}

// 05 crepe stand franchise menu translation job, Claude Agent SDK
function r05(id) {
  const T = new Tracer(id, 'claude_sdk'), N = T.N;
  const goal = 'Get the new crêpe stand menu translated into Dutch and German through the translation API and commit the files.';
  const kids = [];
  kids.push(T.llm({ messages: [user(goal)], calls: [['Bash', { command: 'curl -s -X POST https://tm.example/v1/jobs -d @menu_fr.json' }]] }));
  const jid = N.uuid();
  kids.push(T.tool('Bash', { command: 'curl -s -X POST https://tm.example/v1/jobs -d @menu_fr.json' }, `{"id":"${jid}","status":"pending","segments":64}`));
  const st = ['pending', 'in_progress (nl 40/64, de 12/64)', 'in_progress (nl 64/64, de 51/64)', 'completed'];
  for (let i = 0; i < 4; i++) {
    kids.push(T.llm({ messages: [user(goal)], calls: [['Bash', { command: `sleep 30 && curl -s https://tm.example/v1/jobs/${jid}` }]] }));
    kids.push(T.tool('Bash', { command: `sleep 30 && curl -s https://tm.example/v1/jobs/${jid}` }, `{"id":"${jid}","status":"${st[i]}","updated_at":"${N.iso()}","billing_units":${N.int(300, 340)}}`));
  }
  kids.push(T.llm({ messages: [user(goal)], text: 'Translation finished. Downloading and committing.', calls: [['Bash', { command: `curl -s https://tm.example/v1/jobs/${jid}/files -o i18n.zip && unzip -o i18n.zip -d menu/ && git add menu/ && git commit -m "menu: nl, de translations"` }]] }));
  kids.push(T.tool('Bash', { command: 'curl ... && git commit' }, `Archive:  i18n.zip\n  inflating: menu/menu_nl.json\n  inflating: menu/menu_de.json\n[main ${N.hex(7)}] menu: nl, de translations\n 2 files changed, 128 insertions(+)`));
  kids.push(T.llm({ messages: [user(goal)], text: 'Dutch and German menus are committed (menu/menu_nl.json, menu/menu_de.json).' }));
  return { isolates: 'A translation job is polled with curl four times as the status moves from pending to completed, then the files are committed.', stagnation: false, goal, root: T.agent('claude-agent-sdk session', { prompt: goal }, { subtype: 'success', num_turns: 8 }, kids) };
}

// 06 Go club rating recompute, OpenInference
function r06(id) {
  const T = new Tracer(id, 'openinference'), N = T.N;
  const goal = 'Recompute the Go club ladder ratings after the weekend tournament and post the top ten.';
  const kids = [];
  kids.push(T.tool('trigger_recompute', { ladder: 'weekend-open', games_since: '2025-03-08' }, { task_id: 'celery-' + N.uuid(), state: 'PENDING' }));
  const st = ['PENDING', 'STARTED', 'STARTED', 'SUCCESS'];
  const prog = ['', ', "progress": "games 40/118"', ', "progress": "games 97/118"', ', "result": {"players": 56, "games": 118}'];
  for (let i = 0; i < 4; i++) {
    kids.push(T.llm({ messages: [user(goal)], text: 'Still waiting for the recompute task to finish; I will poll again.', calls: [['task_status', { task: 'celery' }]] }));
    kids.push(T.tool('task_status', { task: 'celery' }, `{"state": "${st[i]}"${prog[i]}, "worker": "celery@${N.host('rating')}", "ts": ${N.epoch()}.${N.int(100, 999)}}`));
  }
  kids.push(T.tool('get_top', { ladder: 'weekend-open', n: 10 }, '1. Kim H. 5d (2512)\n2. Oyelaran T. 4d (2431)\n3. Novak P. 3d (2350)\n4. Sato R. 3d (2322)\n5. Pérez L. 2d (2260)\n6. Weiss M. 2d (2211)\n7. Ngata A. 1d (2150)\n8. Dube S. 1k (2090)\n9. Lind E. 1k (2071)\n10. Rossi G. 2k (1988)'));
  kids.push(T.llm({ messages: [user(goal)], text: 'Ratings recomputed from 118 games; top ten posted, Kim H. leads at 2512.' }));
  return { isolates: 'A Celery task polled PENDING, STARTED, STARTED, SUCCESS with progress; the model repeats the same waiting sentence, then posts the top ten and finishes.', stagnation: true, goal,
    root: T.agent('ladder_agent', { input: goal }, { output: 'Ratings recomputed from 118 games; top ten posted.' }, kids, { meta: { 'openinference.span.kind': 'AGENT' } }) };
}
export const rows = [r01, r02, r03, r04, r05, r06];
