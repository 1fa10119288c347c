// Family 5 (loop): the goal is met and confirmed by a tool, but the agent keeps re-checking / re-submitting / re-announcing.
import { tracer } from './lib.mjs';

export const family = 'past_the_finish';
export const loop = true;
export const stagnation = true;

export const scenarios = [
  {
    n: '01', domain: 'cryo-EM microscope bookings', style: 'anthropic',
    isolates: 'The microscope session is booked and confirmed, then the agent fetches the same booking four more times and re-announces the same confirmation each time until the turn limit.',
    goal: 'Book 24 h on the Krios G4 for the spliceosome grids (project SPL-22) in the first free slot next week, and tell me the booking number.',
    build(N) {
      const T = tracer('anthropic', N, { agent: 'facility-booking-agent', goal: this.goal, system: 'You manage bookings for the university cryo-EM facility (PPMS API).' });
      T.step('Checking the Krios G4 calendar for next week.', [{ name: 'find_free_slots', args: { instrument: 'KRIOS-G4', duration_h: 24, week: 'next' }, out: { slots: [{ start: 'Tue 09:00', end: 'Wed 09:00' }, { start: 'Thu 13:00', end: 'Fri 13:00' }], tz: 'Europe/London', generated: N.iso() } }]);
      T.step('Booking Tuesday 09:00 to Wednesday 09:00.', [{ name: 'create_booking', args: { instrument: 'KRIOS-G4', start: 'Tue 09:00', hours: 24, project: 'SPL-22' }, out: { booking_id: 'PPMS-448190', status: 'CONFIRMED', start: 'Tue 09:00', end: 'Wed 09:00', confirmation_sent_to: 'group-leader@uni.example', created: N.iso() } }]);
      const conf = 'Your Krios G4 session is confirmed: booking PPMS-448190, Tuesday 09:00 to Wednesday 09:00, project SPL-22.';
      const get = () => ({ name: 'get_booking', args: { booking_id: 'PPMS-448190' }, out: { booking_id: 'PPMS-448190', status: 'CONFIRMED', start: 'Tue 09:00', end: 'Wed 09:00', last_checked: N.iso(), etag: N.etag(true), served_by: N.host('ppms') } });
      T.step(conf + ' Let me verify the booking.', [get()]);
      T.step(conf + ' Let me double-check the booking once more.', [get()]);
      T.step(conf + ' I\'ll verify the booking status again.', [get()]);
      T.step(conf + ' Verifying once more.', [get()]);
      return T.root(null, { error: 'max_turns (12) reached' });
    },
  },
  {
    n: '02', domain: 'wind tunnel test reports', style: 'openinference',
    isolates: 'After the test report upload returns 201 with a checksum, the agent uploads the identical file three more times (each answered "duplicate, already stored as v1") and repeats the same success sentence.',
    goal: 'Upload the final aero report for run series WT-0912 (cyclist helmet, yaw sweep) to the client portal and confirm it is available to the client.',
    build(N) {
      const T = tracer('openinference', N, { agent: 'tunnel-reporting', goal: this.goal, agentSpanName: 'ReActAgent.run' });
      const sha = N.sha(64);
      T.step('Uploading the report PDF to the client portal.', [{ name: 'portal_upload', args: { project: 'WT-0912', path: '/reports/WT-0912_final_v3.pdf', visibility: 'client' }, out: { status: 201, document_id: 'doc_' + N.alnum(10), version: 1, sha256: sha, visible_to: ['client:velocorsa'], uploaded_at: N.iso() } }]);
      const again = () => ({ name: 'portal_upload', args: { project: 'WT-0912', path: '/reports/WT-0912_final_v3.pdf', visibility: 'client' }, out: { status: 200, duplicate: true, message: 'identical checksum, already stored as version 1', sha256: sha, request_id: N.uuid(), at: N.iso() } });
      const s = 'The WT-0912 final report is uploaded and visible to the client. Uploading again to make sure it is available.';
      T.step(s, [again()]);
      T.step(s, [again()]);
      T.step(s, [again()]);
      T.step('The WT-0912 final report is uploaded and visible to the client.', [{ name: 'portal_get_document', args: { project: 'WT-0912' }, out: { version: 1, sha256: sha, visible_to: ['client:velocorsa'], views: 0, checked: N.iso() } }]);
      return T.root('Stopped: max iterations (10) reached.');
    },
  },
  {
    n: '03', domain: 'medieval reenactment fair vendor map', style: 'griptape',
    isolates: 'The vendor pitch map is published and the page shows the new version, yet the agent re-fetches the public page four more times and re-states that the map is live each time.',
    goal: 'Publish the updated vendor pitch map (v7, with the blacksmith moved to pitch 14) on the fair website.',
    build(N) {
      const T = tracer('griptape', N, { agent: 'fair-web-agent', goal: this.goal });
      T.step('Publishing v7 of the pitch map.', [{ name: 'CmsTool.publish_page', args: { slug: 'vendor-map', asset: 'pitch-map-v7.svg' }, out: { published: true, revision: 7, url: 'https://tewkesbury-fayre.example/vendor-map', purge: { cdn: 'ok', id: N.hex(12) } } }]);
      const fetch = () => ({ name: 'WebScraperTool.get_content', args: { url: 'https://tewkesbury-fayre.example/vendor-map' }, out: `Vendor Map — Pitch map v7 (updated ${N.eu()}). Pitch 14: Ironhand Forge (blacksmith). Pitch 15: Mead & Mazer. … cache-status: HIT; age=${N.int(1, 300)}` });
      const said = 'The v7 vendor map is live on the website with the blacksmith at pitch 14.';
      T.step('Let me check the public page.', [fetch()]);
      T.step(said + ' Let me check the page again.', [fetch()]);
      T.step(said + ' Checking the page again to be sure.', [fetch()]);
      T.step(said + ' Let me check the page once more.', [fetch()]);
      T.step(said + ' Let me check again.', [fetch()]);
      return T.root(null, { error: 'Structure max subtasks (12) exceeded' });
    },
  },
  {
    n: '04', domain: 'Nginx rate-limit rollout', style: 'claude_sdk',
    isolates: 'A coding agent reloads Nginx, a burst test proves 429s start after the configured limit, and then it re-runs the identical burst test three more times, each time announcing the same result.',
    goal: 'Add a 10 r/s per-IP rate limit (burst 20) to /api/ on the staging Nginx and verify it works.',
    build(N) {
      const T = tracer('claude_sdk', N, { agent: 'claude', goal: this.goal, cwd: '/etc/nginx' });
      T.step('I\'ll add the limit_req_zone and limit_req directives.', [{ name: 'Edit', args: { file_path: '/etc/nginx/conf.d/api.conf', old_string: 'location /api/ {', new_string: 'location /api/ {\n        limit_req zone=api_per_ip burst=20 nodelay;' }, out: 'The file /etc/nginx/conf.d/api.conf has been updated.' }, { name: 'Edit', args: { file_path: '/etc/nginx/nginx.conf', old_string: 'http {', new_string: 'http {\n    limit_req_zone $binary_remote_addr zone=api_per_ip:10m rate=10r/s;' }, out: 'The file /etc/nginx/nginx.conf has been updated.' }]);
      T.step('Testing the config and reloading.', [{ name: 'Bash', args: { command: 'sudo nginx -t && sudo systemctl reload nginx', description: 'Test and reload nginx' }, out: 'nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful' }]);
      const burst = () => ({ name: 'Bash', args: { command: 'for i in $(seq 1 40); do curl -s -o /dev/null -w "%{http_code}\\n" https://staging.internal/api/health; done | sort | uniq -c', description: 'Burst 40 requests' }, out: `     21 200\n     19 429\n# elapsed ${N.dur(0.3, 0.9)} pid ${N.int(20000, 60000)}` });
      T.step('Running a 40-request burst.', [burst()]);
      const done = 'The rate limit is working: after 21 successful requests the rest get 429 Too Many Requests.';
      T.step(done + ' Let me run the burst once more to confirm.', [burst()]);
      T.step(done + ' Let me run the burst test again to confirm.', [burst()]);
      T.step(done + ' Running it one more time to confirm.', [burst()]);
      return T.root({ subtype: 'error_max_turns', num_turns: 10, duration_ms: N.ms(60000, 120000) });
    },
  },
  {
    n: '05', domain: 'telescope mirror grinding supplies', style: 'smolagents',
    isolates: 'A code agent places a glass-blank order that comes back confirmed, then keeps polling the unchanged order status and printing the same confirmation until the step limit, never calling final_answer.',
    goal: 'Order a 10-inch Pyrex mirror blank (1.6" thick) and a 60/80 grit kit for the club\'s next grinding workshop; report the order number.',
    build(N) {
      const T = tracer('smolagents', N, { agent: 'club_quartermaster', goal: this.goal, toolNames: ['search_catalog', 'place_order', 'get_order_status', 'final_answer'], maxSteps: 8 });
      T.step('I will find the blank and the grit kit in the catalog.', [{ name: 'search_catalog', args: { query: '10 inch pyrex blank 1.6' }, out: '[{"sku":"PB-10-160","name":"Pyrex blank 10in x 1.6in","price":189.0},{"sku":"GK-6080","name":"Grit kit 60/80 SiC","price":24.5}]' }]);
      T.step('I will place the order for both items.', [{ name: 'place_order', args: { items: ['PB-10-160', 'GK-6080'], ship_to: 'Mid-Valley Astronomers' }, out: `{"order":"NWO-118532","status":"confirmed","total":213.5,"eta":"5-7 business days","placed":"${N.isoSec()}"}` }]);
      const st = () => ({ name: 'get_order_status', args: { order: 'NWO-118532' }, out: `{"order":"NWO-118532","status":"confirmed","fulfilment":"awaiting pick","checked":"${N.isoSec()}","req":"${N.hex(12)}"}` });
      const s = 'The order NWO-118532 is confirmed. I will check its status to make sure.';
      T.step(s, [st()]);
      T.step(s, [st()]);
      T.step(s, [st()]);
      T.step(s, [st()]);
      return T.root(null, { error: 'AgentMaxStepsError: Reached max steps.' });
    },
  },
  {
    n: '06', domain: 'sugarcane mill crushing schedule', style: 'otel',
    isolates: 'The crushing schedule is posted to the mill channel and acknowledged, then the agent posts the same schedule three more times with the same announcement.',
    goal: 'Post next week\'s crushing schedule (mills A and B, 2 shifts, 6,400 t cane) to #mill-ops.',
    build(N) {
      const T = tracer('otel', N, { agent: 'mill-scheduler', goal: this.goal, service: 'sugar-mill-agent' });
      T.step('Loading the approved schedule.', [{ name: 'get_schedule', args: { week: 'next' }, out: { approved_by: 'R. Pillay', version: 4, mills: { A: '2 shifts, 3,500 t', B: '2 shifts, 2,900 t' }, maintenance: 'Mill B roller change Thursday 06:00–10:00', exported: N.iso() } }]);
      const text = 'Next week\'s crushing schedule (v4): Mill A 2 shifts / 3,500 t, Mill B 2 shifts / 2,900 t. Mill B roller change Thu 06:00–10:00.';
      const post = () => ({ name: 'post_message', args: { channel: '#mill-ops', text }, out: { ok: true, ts: `${N.epoch()}.${N.digits(6)}`, permalink: `https://mill.slack.example/archives/C0MILL/p${N.digits(16)}` } });
      T.step('Posting the schedule to #mill-ops.', [post()]);
      T.step('The schedule is posted in #mill-ops. Posting the schedule to #mill-ops so everyone has it.', [post(), { name: 'get_reactions', args: { channel: '#mill-ops', latest: 1 }, out: { reactions: [{ name: 'white_check_mark', users: ['U0RPILLAY'] }] } }]);
      T.step('The schedule is posted in #mill-ops. Posting the schedule to #mill-ops so everyone has it.', [post()]);
      T.step('The schedule is posted in #mill-ops. Posting the schedule to #mill-ops so everyone has it.', [post()]);
      return T.root(null, { error: 'max_iterations (10) reached' });
    },
  },
];
