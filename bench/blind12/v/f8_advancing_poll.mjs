// Family 8 — advancing_poll (loop: false, stagnation: false)
// The agent polls a state that MOVES (queue position falls, percentage rises, phase changes) and
// acts once it is done. Each read brings new information. Healthy.
import { Trace } from './lib.mjs';

export const family = 'advancing_poll';
export const loop = false;
export const stagnation = false;
export const isolates = 'Polling a state that visibly progresses, then acting on the final state.';

export const rows = [
  // ------------------------------------------------------------------------------------------
  {
    id: '01', domain: 'coworking space', style: 'assistants',
    isolates: 'An Assistants run polls a card-print job whose queue position falls 4→2→1, then prints and completes; the agent activates the card with the returned UID.',
    goal: "Get the new member's access card printed at the front desk and activate it for the 3rd-floor studios.",
    build(n, r) {
      const T = new Trace(n, 'assistants', { goal: r.goal, system: 'You are the community desk assistant at Foundry Yard Coworking. Cards are printed by the front-desk printer queue, then activated in the access-control system.' });
      const job = (state) => () => ({ job: 'PJ-33018', member: 'Ines Kowalski', ...state, printer: 'Evolis Primacy 2 (front desk)', checked: n.isoSec() });
      T.step({ calls: [{ name: 'submit_card_print', args: { member_id: 'M-5521', template: 'resident-2025' }, result: () => ({ job: 'PJ-33018', state: 'QUEUED', position: 4 }) }] });
      n.wait(40, 60);
      T.step({ calls: [{ name: 'get_print_job', args: { job: 'PJ-33018' }, result: job({ state: 'QUEUED', position: 4, ahead: ['PJ-33011', 'PJ-33012', 'PJ-33015', 'PJ-33016'] }) }] });
      n.wait(90, 120);
      T.step({ text: 'Four cards ahead of ours a minute ago; checking how far the queue has moved.', calls: [{ name: 'get_print_job', args: { job: 'PJ-33018' }, result: job({ state: 'QUEUED', position: 2, ahead: ['PJ-33015', 'PJ-33016'] }) }] });
      n.wait(60, 80);
      T.step({ text: 'Down to position 2, roughly 40 seconds per card.', calls: [{ name: 'get_print_job', args: { job: 'PJ-33018' }, result: job({ state: 'PRINTING', position: 0, step: 'encoding chip' }) }] });
      n.wait(30, 45);
      T.step({ text: 'It is now printing and encoding the chip.', calls: [{ name: 'get_print_job', args: { job: 'PJ-33018' }, result: job({ state: 'DONE', card_uid: '04:A2:19:6B:5C:31:80', tray: 'output' }) }] });
      T.step({ text: 'Printed with card UID 04:A2:19:6B:5C:31:80. Activating it for the 3rd-floor studios.', calls: [{ name: 'activate_card', args: { card_uid: '04:A2:19:6B:5C:31:80', member_id: 'M-5521', zones: ['main-entrance', 'floor-3-studios'] }, result: () => ({ ok: true, access_profile: 'resident-3F', effective: n.isoSec() }) }] });
      T.say('Ines Kowalski\'s card (UID 04:A2:19:6B:5C:31:80) is printed and waiting in the front-desk output tray, and it is active for the main entrance and the 3rd-floor studios.');
      return T.finish({ status: 'completed' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '02', domain: 'bespoke tailoring', style: 'bedrock',
    isolates: 'A Bedrock agent polls a cloth-mill order that moves through pick, cut-to-length and packed to dispatched, then books the first fitting and informs the client.',
    goal: "Let the client know when the cloth for his suit (order BT-3391, navy chalk stripe) has left the mill, and pencil in the first fitting.",
    build(n, r) {
      const T = new Trace(n, 'bedrock', { goal: r.goal, system: 'You are the workroom coordinator agent of Ashby & Crane, bespoke tailors. Mill orders are tracked via the MillOrders action group; fittings go in the Diary.' });
      const st = (x) => () => JSON.stringify({ order: 'HS-778120', ref: 'BT-3391', cloth: 'Navy chalk stripe, 11oz, 3.5 m', ...x, as_of: n.isoSec() });
      T.step({ text: 'I will check where the mill order for BT-3391 is.', calls: [{ name: 'MillOrders::getStatus', args: { order: 'HS-778120' }, result: st({ stage: 'WAREHOUSE_PICK', note: 'piece located, bay 14' }) }] });
      n.wait(1500, 2200);
      T.step({ text: 'The piece was being picked in the warehouse. Checking whether it has been cut to length.', calls: [{ name: 'MillOrders::getStatus', args: { order: 'HS-778120' }, result: st({ stage: 'CUT_TO_LENGTH', cut_m: 3.5, flaw_check: 'passed' }) }] });
      n.wait(1500, 2200);
      T.step({ text: '3.5 m cut and flaw-checked. Next stage should be packing.', calls: [{ name: 'MillOrders::getStatus', args: { order: 'HS-778120' }, result: st({ stage: 'PACKED', parcel: '1 roll, 4.1 kg' }) }] });
      n.wait(1500, 2200);
      T.step({ text: 'Packed as one roll; waiting for the carrier collection.', calls: [{ name: 'MillOrders::getStatus', args: { order: 'HS-778120' }, result: st({ stage: 'DISPATCHED', carrier: 'DHL Express', tracking: 'JD0146000039' + n.digits(6), delivery_est: n.dayPlus(2) }) }] });
      T.step({ text: 'The cloth has left the mill with DHL, arriving in two days. The cutter needs about a week before a baste fitting, so I will book the first fitting nine days out.', calls: [{ name: 'Diary::bookFitting', args: { client: 'Mr. J. Adeyemi', order: 'BT-3391', type: 'first (baste) fitting', date: n.dayPlus(9), time: '11:00' }, result: () => JSON.stringify({ ok: true, fitting: 'FT-' + n.digits(5), cutter: 'R. Crane' }) }] });
      T.step({ text: 'Fitting booked; now tell the client.', calls: [{ name: 'Comms::emailClient', args: { to: 'j.adeyemi@example.com', message: `Good news: the navy chalk stripe cloth for your suit has left the mill and arrives with us in two days. We have pencilled your first fitting for ${n.dayPlus(9)} at 11:00 with Mr. Crane; let us know if another time suits you better.` }, result: () => JSON.stringify({ sent: true, id: n.uuid() }) }] });
      T.say('The cloth for BT-3391 has been dispatched by DHL (due in two days), the first fitting is pencilled in with R. Crane, and Mr. Adeyemi has been emailed.', { reasoning: 'All done.' });
      return T.finish({ final: 'Client informed; first fitting pencilled in.', status: 'FINISHED' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '03', domain: 'dog kennel boarding', style: 'vercel',
    isolates: 'An AI SDK agent polls a vaccination-verification request through requested, clinic-viewed and in-review to verified, then completes the boarding check-in.',
    goal: "Before checking in the dog 'Otto' for boarding tomorrow, get his vaccination record verified through the vet-link service, then confirm the booking.",
    build(n, r) {
      const T = new Trace(n, 'vercel', { goal: r.goal, system: 'You are the booking assistant of Hawthorn Farm Kennels. Dogs need verified DHPP, leptospirosis and kennel-cough vaccinations valid on the stay dates.' });
      const v = (x) => () => ({ request: 'VL-90412', dog: 'Otto (Vizsla, 4y)', clinic: 'Brookside Veterinary Centre', ...x, updated: n.iso() });
      T.step({ calls: [{ name: 'requestVaccinationCheck', args: { dog_id: 'D-2087', clinic: 'Brookside Veterinary Centre' }, result: v({ status: 'REQUESTED' }) }] });
      n.wait(300, 420);
      T.step({ reasoning: 'Request VL-90412 sent to Brookside. See whether the clinic has opened it.', calls: [{ name: 'getVaccinationCheck', args: { request: 'VL-90412' }, result: v({ status: 'CLINIC_VIEWED', viewed_by: 'reception' }) }] });
      n.wait(300, 420);
      T.step({ reasoning: 'Reception has viewed it; a vet nurse needs to review the records.', calls: [{ name: 'getVaccinationCheck', args: { request: 'VL-90412' }, result: v({ status: 'IN_REVIEW', reviewer: 'RVN K. Patel' }) }] });
      n.wait(300, 420);
      T.step({ reasoning: 'Nurse Patel is reviewing. One more check should show the outcome.', calls: [{ name: 'getVaccinationCheck', args: { request: 'VL-90412' }, result: v({ status: 'VERIFIED', vaccines: [{ name: 'DHPP', valid_until: '2026-02-11' }, { name: 'Leptospirosis L4', valid_until: '2025-08-30' }, { name: 'Kennel cough (Bb/PI)', valid_until: '2025-10-02' }] }) }] });
      T.step({ reasoning: 'Verified, and all three vaccines are valid through the stay. Confirm the booking.', calls: [{ name: 'confirmBooking', args: { booking: 'HB-5519', dog_id: 'D-2087', vaccination_check: 'VL-90412' }, result: () => ({ status: 'CONFIRMED', kennel: 'Run 7 (heated)', check_in: n.dayPlus(1) + ' 09:00' }) }] });
      T.say('Otto\'s vaccinations are verified by Brookside Veterinary Centre (DHPP, Lepto L4 and kennel cough all valid through his stay), and booking HB-5519 is confirmed in heated run 7 with check-in tomorrow at 09:00.');
      return T.finish({ final: 'Vaccinations verified; booking HB-5519 confirmed.' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '04', domain: 'cut-flower clock auction', style: 'claude',
    isolates: 'A Claude Agent SDK run watches an auction lot move up the queue (37→18→6→on the clock) and a falling clock price, and bids once the price drops below its limit.',
    goal: "Buy 10 trolleys of 'Avalanche+' white roses at this morning's clock auction if the price per stem falls to €0.42 or less.",
    build(n, r) {
      const T = new Trace(n, 'claude', { goal: r.goal, system: 'You buy flowers for Blom & Zonen wholesale through the auction clock CLI (clockctl). Never bid above the limit the buyer gives.', tools: ['Bash'], cwd: '/home/buyer' });
      const status = (body) => () => `${body}\nclock=${n.pick(['A', 'A', 'B'])}  server_time=${n.hms(n.now(), 60)}.${n.int(100, 999)}  latency=${n.int(9, 40)}ms`;
      const sh = (command, out) => ({ name: 'Bash', args: { command }, result: out });
      T.step({ text: 'Let me find the lot and its place in the queue.', calls: [sh('clockctl lot find --product "Avalanche+" --grower-min-quality A1', status('LOT       GROWER            PRODUCT     LEN  STEMS/TROLLEY  TROLLEYS  QUEUE_POS\nL-48812   Kwekerij de Vliet  Avalanche+  60   800            14        37'))] });
      n.wait(420, 520);
      T.step({ text: 'Lot L-48812 has 14 trolleys and is 37th in line; at roughly 25 s per lot that is about 15 minutes away.', calls: [sh('clockctl lot status L-48812', status('L-48812  state=QUEUED  queue_pos=18'))] });
      n.wait(300, 380);
      T.step({ text: 'Halfway there, position 18.', calls: [sh('clockctl lot status L-48812', status('L-48812  state=QUEUED  queue_pos=6'))] });
      n.wait(140, 160);
      T.step({ text: 'Six lots ahead. I\'ll start watching the clock price.', calls: [sh('clockctl lot status L-48812 --watch-price --samples 3', status('L-48812  state=ON_CLOCK  start_price=0.88\n  t+0.6s  price=0.61\n  t+1.2s  price=0.48\n  t+1.8s  price=0.41'))] });
      T.step({ text: 'The clock passed €0.41, under the €0.42 limit. Bidding for 10 trolleys now.', calls: [sh('clockctl bid L-48812 --trolleys 10 --max-price 0.42', status('BID ACCEPTED  lot=L-48812  trolleys=10  price=0.41 EUR/stem  stems=8000  total=3280.00 EUR  purchase=PO-' + n.digits(7)))] });
      T.say('Bought 10 trolleys (8,000 stems) of Avalanche+ from lot L-48812 at €0.41 per stem, €3,280.00 in total, under the €0.42 limit.');
      return T.finish({ final: 'Bought 10 trolleys at €0.41/stem.' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '05', domain: 'hot-air balloon flights', style: 'plain',
    isolates: 'A message-level agent polls a weather-briefing pipeline from 35% ingest to a finished GO decision, then notifies the evening\'s passengers.',
    goal: "Decide go/no-go for this evening's balloon flights once the weather briefing pipeline finishes, then notify the passengers.",
    build(n, r) {
      const T = new Trace(n, 'plain', { goal: r.goal, agent: 'flight-desk', system: 'You are the flight desk assistant of Vale Skies Balloon Flights. Pipeline run results decide GO/NO-GO (surface wind < 10 kt, no showers within 30 km).' });
      const run = (x) => () => ({ run: 'wx-20250611-pm', ...x, ts: n.isoTz(60) });
      T.step({ calls: [{ name: 'get_briefing_run', args: { run: 'wx-20250611-pm' }, result: run({ phase: 'INGEST', progress: 0.35, sources: { metar: 'done', tafs: 'done', radiosonde: 'pending', ukv_model: 'pending' } }) }] });
      n.wait(200, 260);
      T.step({ text: 'METARs and TAFs are in; still waiting on the radiosonde and the UKV model run.', calls: [{ name: 'get_briefing_run', args: { run: 'wx-20250611-pm' }, result: run({ phase: 'INGEST', progress: 0.7, sources: { metar: 'done', tafs: 'done', radiosonde: 'done', ukv_model: 'pending' } }) }] });
      n.wait(200, 260);
      T.step({ text: 'Ingest at 70% with the sounding done; only the model run is left.', calls: [{ name: 'get_briefing_run', args: { run: 'wx-20250611-pm' }, result: run({ phase: 'EVALUATING', progress: 1.0, sources: { metar: 'done', tafs: 'done', radiosonde: 'done', ukv_model: 'done' } }) }] });
      n.wait(60, 90);
      T.step({ text: 'All data ingested; the rules are being evaluated.', calls: [{ name: 'get_briefing_run', args: { run: 'wx-20250611-pm' }, result: run({ phase: 'COMPLETE', decision: 'GO', surface_wind_kt: 6, wind_900hPa: '240/14', showers_within_30km: false, launch_window: '19:40-20:20' }) }] });
      T.step({ text: 'Decision GO: surface wind 6 kt, no showers nearby, launch window 19:40-20:20. Notifying the 14 passengers booked this evening.', calls: [{ name: 'notify_passengers', args: { flight_date: 'today', slot: 'evening', message: 'Your Vale Skies balloon flight is ON for this evening. Please be at the Hartwell Farm launch field by 19:15. Wear flat shoes and bring a layer; it gets cool at altitude.' }, result: () => ({ notified: 14, sms: 14, email: 11, batch: n.jobId('ntf-') }) }] });
      T.say('This evening\'s flights are GO (surface wind 6 kt, no showers within 30 km, launch 19:40–20:20). All 14 passengers have been told to be at Hartwell Farm by 19:15.');
      return T.finish({ final: 'GO; 14 passengers notified.', status: 'completed' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '06', domain: 'TLS certificate renewal (devops)', style: 'vertex',
    isolates: 'An ADK agent triggers a cert-manager renewal and watches the Certificate move from Issuing through a pending order and valid challenge to Ready, then verifies the served expiry.',
    goal: 'The TLS certificate for shop.peartree-ceramics.example expires in 2 days. Trigger renewal with cert-manager and confirm the ingress serves the new certificate.',
    build(n, r) {
      const T = new Trace(n, 'vertex', { goal: r.goal, agent: 'platform_agent', app: 'peartree-platform', system: 'You operate the peartree-prod cluster. run_shell executes kubectl/cmctl/openssl in the ops toolbox.' });
      const sh = (command, out) => ({ name: 'run_shell', args: { command }, result: () => ({ exit_code: 0, stdout: typeof out === 'function' ? out() : out, duration_s: n.float(0.2, 1.8, 2) }) });
      T.step({ text: 'Triggering a manual renewal of the shop certificate.', calls: [sh('cmctl renew shop-tls -n storefront', 'Manually triggered issuance of Certificate storefront/shop-tls')] });
      n.wait(20, 30);
      T.step({ calls: [sh('kubectl get certificate,certificaterequest,order -n storefront', () => `NAME                                   READY   SECRET     AGE\ncertificate.cert-manager.io/shop-tls   False   shop-tls   412d\n\nNAME                                           APPROVED   READY   ISSUER             AGE\ncertificaterequest.cert-manager.io/shop-tls-7   True       False   letsencrypt-prod   ${n.int(18, 30)}s\n\nNAME                                                  STATE     AGE\norder.acme.cert-manager.io/shop-tls-7-2231907455      pending   ${n.int(15, 28)}s`)] });
      n.wait(40, 60);
      T.step({ text: 'Request approved and the ACME order is pending. Checking the HTTP-01 challenge.', calls: [sh('kubectl get challenges -n storefront', () => `NAME                                         STATE     DOMAIN                          AGE\nshop-tls-7-2231907455-3310870283             pending   shop.peartree-ceramics.example   ${n.int(40, 70)}s`)] });
      n.wait(40, 60);
      T.step({ text: 'Challenge presented; the solver pod should answer shortly.', calls: [sh('kubectl get challenges,order -n storefront', () => `NAME                                         STATE   DOMAIN                          AGE\nshop-tls-7-2231907455-3310870283             valid   shop.peartree-ceramics.example   ${n.int(90, 130)}s\n\nNAME                                                  STATE   AGE\norder.acme.cert-manager.io/shop-tls-7-2231907455      valid   ${n.int(95, 140)}s`)] });
      T.step({ text: 'Challenge and order are valid; the certificate should flip to Ready.', calls: [sh('kubectl get certificate shop-tls -n storefront -o wide', () => `NAME       READY   SECRET     ISSUER             STATUS                                          AGE\nshop-tls   True    shop-tls   letsencrypt-prod   Certificate is up to date and has not expired   412d`)] });
      T.step({ text: 'Ready. Verifying the ingress serves the new expiry date.', calls: [sh('echo | openssl s_client -connect shop.peartree-ceramics.example:443 -servername shop.peartree-ceramics.example 2>/dev/null | openssl x509 -noout -enddate -serial', () => `notAfter=${n.syslog(n.now() + 90 * 86400000)} ${n.parts(n.now() + 90 * 86400000).Y} GMT\nserial=04${n.HEX(34)}`)] });
      T.say('Renewed: shop-tls is Ready and the ingress now serves a certificate valid for another 90 days (new serial). The HTTP-01 challenge and ACME order both completed as valid.');
      return T.finish({ final: 'Certificate renewed and served.', status: 'completed' });
    },
  },
];
