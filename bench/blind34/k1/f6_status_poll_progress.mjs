// Family: status_poll_progress (loop: false, stagnation: false)
// Healthy: polling a job until its state changes (queued -> running -> done), noise in every answer, then using the result.
export const family = 'status_poll_progress';

export const rows = [
  {
    id: '01', domain: 'orrery makers product renders', style: 'vercel',
    isolates: 'A render job is polled through queued, queued, running 41%, running 88% and succeeded, each answer with fresh ids and times, and the finished image URL is sent to the customer.',
    build: (n) => {
      const job = 'rnd_' + n.alnum(14);
      const st = (state, extra = {}) => ({ job_id: job, state, ...extra, worker: state === 'queued' ? null : n.host('gpu-render', 'fra1'), polled_at: n.iso(), trace_id: n.hex(32) });
      return {
        agent: 'orrery-studio-assistant', system: 'You help an orrery workshop send photoreal previews of commissioned brass orreries. Tools: start_render, get_render, send_customer_email.',
        goal: 'Render the 4K preview of commission #O-2291 (six-planet brass orrery with walnut base) and email it to the customer, Ms. Adeyemi.',
        steps: [
          { say: 'Submitting the render.', calls: [{ name: 'start_render', args: { commission: 'O-2291', preset: '4k-studio-walnut', samples: 512 }, out: { job_id: job, state: 'queued', position: 3, submitted_at: n.iso() } }] },
          { calls: [{ name: 'get_render', args: { job_id: job }, out: st('queued', { position: 2 }) }] },
          { calls: [{ name: 'get_render', args: { job_id: job }, out: st('queued', { position: 1 }) }] },
          { say: 'It has left the queue and started on a GPU node.', calls: [{ name: 'get_render', args: { job_id: job }, out: st('running', { progress: 0.41, eta_s: n.int(90, 140) }) }] },
          { calls: [{ name: 'get_render', args: { job_id: job }, out: st('running', { progress: 0.88, eta_s: n.int(15, 35) }) }] },
          { calls: [{ name: 'get_render', args: { job_id: job }, out: st('succeeded', { output: { url: `https://cdn.orrery-studio.example/renders/O-2291/${n.hex(16)}.png`, width: 3840, height: 2160, sha256: n.sha(64) }, render_seconds: n.int(240, 420) }) }] },
          { say: 'Render finished; emailing the preview link.', calls: [{ name: 'send_customer_email', args: { to: 'f.adeyemi@example.com', template: 'render_ready', commission: 'O-2291' }, out: { accepted: true, message_id: `<${n.hex(24)}@mail.orrery-studio.example>` } }] },
          { say: 'The 4K preview of commission O-2291 is rendered and Ms. Adeyemi has been emailed the link.' },
        ],
      };
    },
  },
  {
    id: '02', domain: 'Postgres online index build', style: 'openai_agents',
    isolates: 'pg_stat_progress_create_index is polled through its phases with growing block counts until the view is empty, then EXPLAIN shows the new index being used.',
    build: (n) => {
      const prog = (phase, done, total) => `  pid  |          phase                      | blocks_done | blocks_total | tuples_done\n-------+-------------------------------------+-------------+--------------+------------\n ${n.pid()} | ${phase.padEnd(35)} | ${String(done).padStart(11)} | ${String(total).padStart(12)} | ${n.int(0, 9) * 1000}\n(1 row)\n\nTime: ${n.ms(1, 30)}.${n.int(100, 999)} ms`;
      return {
        agent: 'DB Maintenance Agent', system: 'You perform approved Postgres maintenance. Use psql. Never lock tables; use CONCURRENTLY.',
        goal: 'Create the approved index on shipments(customer_id, created_at) concurrently on the production replica-set primary and confirm the slow customer-history query uses it.',
        steps: [
          { say: 'Starting the concurrent index build in a background session.', calls: [{ name: 'psql_async', args: { sql: 'CREATE INDEX CONCURRENTLY idx_shipments_customer_created ON shipments (customer_id, created_at);' }, out: { session: 'bg-' + n.lower(6), started: n.iso() } }] },
          { calls: [{ name: 'psql', args: { sql: 'SELECT pid, phase, blocks_done, blocks_total, tuples_done FROM pg_stat_progress_create_index;' }, out: prog('building index: scanning table', 412000, 2980000) }] },
          { calls: [{ name: 'psql', args: { sql: 'SELECT pid, phase, blocks_done, blocks_total, tuples_done FROM pg_stat_progress_create_index;' }, out: prog('building index: scanning table', 1975000, 2980000) }] },
          { say: 'Scan finished, now sorting and loading.', calls: [{ name: 'psql', args: { sql: 'SELECT pid, phase, blocks_done, blocks_total, tuples_done FROM pg_stat_progress_create_index;' }, out: prog('building index: loading tuples in tree', 0, 0) }] },
          { calls: [{ name: 'psql', args: { sql: 'SELECT pid, phase, blocks_done, blocks_total, tuples_done FROM pg_stat_progress_create_index;' }, out: prog('waiting for old snapshots', 0, 0) }] },
          { calls: [{ name: 'psql', args: { sql: 'SELECT pid, phase, blocks_done, blocks_total, tuples_done FROM pg_stat_progress_create_index;' }, out: ` pid | phase | blocks_done | blocks_total | tuples_done\n-----+-------+-------------+--------------+------------\n(0 rows)\n\nTime: ${n.ms(1, 9)}.${n.int(100, 999)} ms` }] },
          { say: 'Build done; checking validity and the query plan.', calls: [{ name: 'psql', args: { sql: "SELECT indisvalid FROM pg_index WHERE indexrelid = 'idx_shipments_customer_created'::regclass; EXPLAIN SELECT * FROM shipments WHERE customer_id = 88123 ORDER BY created_at DESC LIMIT 50;" }, out: ` indisvalid\n------------\n t\n(1 row)\n\n Limit  (cost=0.56..61.10 rows=50 width=212)\n   ->  Index Scan Backward using idx_shipments_customer_created on shipments  (cost=0.56..4120.33 rows=3402 width=212)\n         Index Cond: (customer_id = 88123)` }] },
          { say: 'idx_shipments_customer_created was built concurrently, is valid, and the customer-history query now uses an index scan on it.' },
        ],
      };
    },
  },
  {
    id: '03', domain: 'frozen dumpling production costing', style: 'langgraph',
    isolates: 'A recipe costing job moves from queued to running to completed across polls with new timestamps each time, and the agent reports the computed cost per tray.',
    build: (n) => {
      const job = n.uuid();
      const st = (status, extra) => ({ job_id: job, status, ...extra, updated_at: n.isoOff(8), node: n.pod('costing-worker') });
      return {
        agent: 'dumpling-costing', system: 'You help a frozen dumpling factory cost new recipes. Tools: submit_costing_job, get_costing_job.',
        goal: 'Cost the new pork-and-chive dumpling recipe (R-118) at this month\'s ingredient prices and report the cost per 50-piece tray.',
        steps: [
          { calls: [{ name: 'submit_costing_job', args: { recipe: 'R-118', price_list: '2025-06', unit: 'tray_50' }, out: { job_id: job, status: 'QUEUED' } }] },
          { calls: [{ name: 'get_costing_job', args: { job_id: job }, out: st('QUEUED', { ahead: 2 }) }] },
          { say: 'Costing started.', calls: [{ name: 'get_costing_job', args: { job_id: job }, out: st('RUNNING', { step: 'ingredient_prices', pct: 30 }) }] },
          { calls: [{ name: 'get_costing_job', args: { job_id: job }, out: st('RUNNING', { step: 'labour_and_energy', pct: 75 }) }] },
          { calls: [{ name: 'get_costing_job', args: { job_id: job }, out: st('COMPLETED', { result: { cost_per_tray_cny: 18.64, breakdown: { pork_shoulder: 7.9, chive: 1.4, wrapper_flour: 2.1, seasoning: 0.9, labour: 3.8, energy_freezing: 1.6, packaging: 0.94 } } }) }] },
          { say: 'Recipe R-118 costs CNY 18.64 per 50-piece tray at June prices; pork shoulder (7.90) and labour (3.80) are the largest items.' },
        ],
      };
    },
  },
  {
    id: '04', domain: 'lichen survey photo identification', style: 'openinference',
    isolates: 'A batch image-classification job over survey photos reports increasing processed counts until complete; the agent then summarises the species counts it returned.',
    build: (n) => {
      const b = 'batch_' + n.hex(10);
      const st = (state, done) => ({ batch: b, state, processed: done, total: 240, heartbeat: n.epoch(), worker: n.host('vision', 'eu-west-1'), request_id: n.req('r-') });
      return {
        agent: 'lichen-survey-assistant', project: 'churchyard-lichens', system: 'You help a churchyard lichen survey. Submit photo batches to the identification model and summarise the results.',
        goal: 'Run the 240 photos from the St Brannock\'s churchyard lichen survey through the identification model and summarise which species were found on which stone types.',
        steps: [
          { calls: [{ name: 'submit_id_batch', args: { album: 'st-brannocks-2025-05', model: 'lichen-vit-b16-v4' }, out: { batch: b, state: 'queued' } }] },
          { calls: [{ name: 'get_batch', args: { batch: b }, out: st('queued', 0) }] },
          { calls: [{ name: 'get_batch', args: { batch: b }, out: st('running', 72) }] },
          { calls: [{ name: 'get_batch', args: { batch: b }, out: st('running', 191) }] },
          { calls: [{ name: 'get_batch', args: { batch: b }, out: st('complete', 240) }] },
          { say: 'The batch is complete; fetching the species table.', calls: [{ name: 'get_batch_results', args: { batch: b, group_by: ['species', 'substrate'] }, out: { rows: [{ species: 'Xanthoria parietina', substrate: 'limestone', n: 41 }, { species: 'Caloplaca flavescens', substrate: 'limestone', n: 23 }, { species: 'Lecanora campestris', substrate: 'sandstone', n: 30 }, { species: 'Rhizocarpon geographicum', substrate: 'granite', n: 18 }, { species: 'Lecidella stigmatea', substrate: 'limestone', n: 12 }, { species: 'unidentified (<0.6 conf)', substrate: 'mixed', n: 116 }] } }] },
          { say: 'Identified 124 of 240 photos with confidence: Xanthoria parietina (41) and Caloplaca flavescens (23) dominate the limestone headstones, Lecanora campestris (30) the sandstone, Rhizocarpon geographicum (18) the granite; 116 photos need manual review.' },
        ],
      };
    },
  },
  {
    id: '05', domain: 'tug of war championship certificates', style: 'agno',
    isolates: 'A certificate print job is polled through spooling and printing page counts to done, then the agent confirms collection.',
    build: (n) => {
      const j = n.int(1000, 9999);
      const st = (state, pages) => ({ job: j, state, pages_printed: pages, pages_total: 64, printer: 'Konica-C3350i-office', seen: n.syslog() });
      return {
        agent: 'tow-championship-admin', system: 'You are the admin assistant of a national tug of war association.',
        goal: 'Print the 64 team certificates for the indoor tug of war championships and tell the volunteer desk when they are ready to collect.',
        steps: [
          { calls: [{ name: 'print_pdf', args: { file: 'certificates/indoor-2025-all-teams.pdf', copies: 1, paper: 'A4-160gsm' }, out: { job: j, state: 'spooling' } }] },
          { calls: [{ name: 'print_status', args: { job: j }, out: st('spooling', 0) }] },
          { calls: [{ name: 'print_status', args: { job: j }, out: st('printing', 22) }] },
          { calls: [{ name: 'print_status', args: { job: j }, out: st('printing', 51) }] },
          { calls: [{ name: 'print_status', args: { job: j }, out: st('completed', 64) }] },
          { say: 'All 64 printed. Messaging the volunteer desk.', calls: [{ name: 'send_message', args: { channel: '#volunteer-desk', text: 'Championship certificates (64) are printed and waiting at the office printer.' }, out: { ok: true, ts: `${n.epoch()}.${n.int(100000, 999999)}` } }] },
          { say: 'The 64 certificates are printed and the volunteer desk has been told to collect them.' },
        ],
      };
    },
  },
  {
    id: '06', domain: 'copper pot still fabrication', style: 'anthropic',
    isolates: 'A plasma-cutting job for still panels is polled from queued through sheet 1 and 2 of 3 to complete, then the welding bay is notified with the part list.',
    build: (n) => {
      const id = 'CUT-' + n.int(10000, 99999);
      const st = (status, sheet) => ({ job: id, status, sheet, sheets: 3, torch_hours: +(1012 + n.r() * 3).toFixed(2), at: n.isoOff(2), controller: 'Hypertherm EDGE Connect ' + n.pick(['A', 'B']) });
      return {
        agent: 'still-workshop-assistant', system: 'You coordinate the workshop of a copper pot still maker. Tools: queue_cut_job, get_cut_job, notify_bay.',
        goal: 'Cut the copper panels for the 600 L alembic pot (order ST-0447) on the plasma table and tell the welding bay when the parts are ready.',
        steps: [
          { say: 'Queueing the nested cut file.', calls: [{ name: 'queue_cut_job', args: { order: 'ST-0447', nest_file: 'nests/ST-0447_alembic_600L_3mm_Cu.nc', material: 'C106 copper 3 mm' }, out: { job: id, status: 'queued', position: 2 } }] },
          { calls: [{ name: 'get_cut_job', args: { job: id }, out: st('queued', 0) }] },
          { calls: [{ name: 'get_cut_job', args: { job: id }, out: st('cutting', 1) }] },
          { calls: [{ name: 'get_cut_job', args: { job: id }, out: st('cutting', 2) }] },
          { calls: [{ name: 'get_cut_job', args: { job: id }, out: { ...st('complete', 3), parts: ['pot body gores x8', 'helmet crown', 'swan neck blank', 'manway ring'] } }] },
          { say: 'Cutting finished; notifying the welding bay.', calls: [{ name: 'notify_bay', args: { bay: 'welding-2', order: 'ST-0447', message: 'Plasma parts for ST-0447 ready: 8 gores, helmet crown, swan neck blank, manway ring.' }, out: { delivered: true } }] },
          { say: 'All three copper sheets for ST-0447 are cut and welding bay 2 has the part list.' },
        ],
      };
    },
  },
];
