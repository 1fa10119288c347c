// Family 9: single_fix_retry (healthy)
// One step fails, the agent makes one real change that removes the cause, retries once,
// the retry succeeds and the run finishes.
import { tracer } from './lib.mjs';

export const FAMILY = 'single_fix_retry';

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'coffee roastery', style: 'sk', loop: false, stagnation: false,
    isolates: 'A Semantic Kernel roastery agent has a roast-profile upload rejected for an out-of-range charge temperature, converts the profile from Fahrenheit to Celsius, re-uploads once successfully and schedules the batch.',
    goal: 'Load the new "Huila Washed - light" roast profile from the head roaster\'s file onto the Loring S35 and schedule tomorrow\'s first two batches with it.',
    build(N) {
      const T = tracer(N, 'sk', { system: 'You are RoastOpsAgent at Kettle & Kiln Coffee. Plugins: Profiles (Get, ConvertUnits), Roaster (UploadProfile, ScheduleBatches).', goal: this.goal });
      const k = [];
      k.push(T.llm('Fetching the profile file first.', [{ name: 'Profiles-Get', args: { name: 'Huila Washed - light' } }]));
      k.push(T.tool('Profiles-Get', { name: 'Huila Washed - light' }, { profile_id: 'PRF-3381', author: 'M. Duarte', units: 'F', charge_temp: 392, turning_point_s: 62, first_crack_target: 385, drop_temp: 401, dev_time_ratio: 0.18, exported_from: 'Cropster', exported_at: N.isoSec() }));
      k.push(T.llm(null, [{ name: 'Roaster-UploadProfile', args: { roaster: 'LORING-S35-1', profile_id: 'PRF-3381' } }]));
      k.push(T.tool('Roaster-UploadProfile', { roaster: 'LORING-S35-1', profile_id: 'PRF-3381' }, { status: 400, code: 'VALUE_OUT_OF_RANGE', message: 'charge_temp 392 outside allowed range 150-260 (controller units: C)', controller_fw: 'SmartRoast 4.2.7', request_id: N.uuid() }, { error: 'HTTP 400 VALUE_OUT_OF_RANGE: charge_temp 392' }));
      k.push(T.llm('The file was exported in Fahrenheit while the Loring controller works in Celsius: 392 F is 200 C, which is inside the allowed range. Converting the profile to Celsius.', [{ name: 'Profiles-ConvertUnits', args: { profile_id: 'PRF-3381', to: 'C' } }]));
      k.push(T.tool('Profiles-ConvertUnits', { profile_id: 'PRF-3381', to: 'C' }, { profile_id: 'PRF-3381', version: 2, units: 'C', charge_temp: 200, first_crack_target: 196.1, drop_temp: 205.0, checksum: N.sha(16) }));
      k.push(T.llm(null, [{ name: 'Roaster-UploadProfile', args: { roaster: 'LORING-S35-1', profile_id: 'PRF-3381' } }]));
      k.push(T.tool('Roaster-UploadProfile', { roaster: 'LORING-S35-1', profile_id: 'PRF-3381' }, { status: 201, slot: 7, profile_version: 2, stored_as: 'HUILA-WL-C', request_id: N.uuid() }));
      k.push(T.llm('Uploaded to slot 7. Scheduling the first two batches.', [{ name: 'Roaster-ScheduleBatches', args: { roaster: 'LORING-S35-1', slot: 7, batches: 2, start: `${N.dayPlus(1)}T06:30`, green_lot: 'COL-HU-24-118', batch_kg: 30 } }]));
      k.push(T.tool('Roaster-ScheduleBatches', { roaster: 'LORING-S35-1', slot: 7, batches: 2, start: `${N.dayPlus(1)}T06:30`, green_lot: 'COL-HU-24-118', batch_kg: 30 }, { scheduled: [{ batch: `B-${N.digits(5)}`, start: '06:30' }, { batch: `B-${N.digits(5)}`, start: '06:48' }], green_reserved_kg: 60 }));
      k.push(T.llm('Done. The profile was in Fahrenheit; I converted it to Celsius (charge 200 C, drop 205 C) and uploaded it to slot 7 of the S35. Tomorrow\'s batches start at 06:30 and 06:48 with 30 kg each of lot COL-HU-24-118.'));
      return { root: T.root('invoke_agent RoastOpsAgent', { input: this.goal }, { content: 'Profile uploaded in Celsius and two batches scheduled.' }, k, { meta: { 'gen_ai.agent.name': 'RoastOpsAgent' } }) };
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'horse stables', style: 'llamaindex', loop: false, stagnation: false,
    isolates: 'A LlamaIndex yard agent\'s farrier booking fails because it used stable names instead of passport UELNs; it looks the UELNs up once, re-books once successfully and confirms to the yard manager.',
    goal: 'Book the farrier (Hollins Forge) for Thursday morning to reshoe six horses at Ashcombe Livery: Bramble, Captain, Dolly, Fennel, Moss and Tinker.',
    build(N) {
      const T = tracer(N, 'llamaindex', { system: 'You are the yard assistant at Ashcombe Livery. Tools: book_farrier(horses, date, slot), get_horse_register(names).', goal: this.goal });
      const names = ['Bramble', 'Captain', 'Dolly', 'Fennel', 'Moss', 'Tinker'];
      const thu = N.dayPlus(3);
      const k = [];
      k.push(T.llm('Booking the six horses for Thursday morning.', [{ name: 'book_farrier', args: { farrier: 'hollins-forge', date: thu, slot: 'AM', horses: names } }]));
      k.push(T.tool('book_farrier', { farrier: 'hollins-forge', date: thu, slot: 'AM', horses: names }, { ok: false, error: { code: 'INVALID_HORSE_ID', message: 'horses[] must be UELN (15 chars); got "Bramble"', docs: 'https://api.hollinsforge.co.uk/docs#horse-ids' }, trace: N.traceparent() }, { error: 'INVALID_HORSE_ID: horses[] must be UELN' }));
      k.push(T.llm('The farrier API wants passport UELNs, not stable names. Looking them up in our register.', [{ name: 'get_horse_register', args: { names } }]));
      const uelns = { Bramble: '826002000431277', Captain: '826041090118820', Dolly: '372004000228931', Fennel: '826060000017742', Moss: '826002000512006', Tinker: '250001000340918' };
      k.push(T.tool('get_horse_register', { names }, { horses: names.map((n) => ({ name: n, ueln: uelns[n], owner_ref: `OWN-${N.digits(3)}` })), register_rev: N.int(200, 400) }));
      k.push(T.llm(null, [{ name: 'book_farrier', args: { farrier: 'hollins-forge', date: thu, slot: 'AM', horses: Object.values(uelns) } }]));
      k.push(T.tool('book_farrier', { farrier: 'hollins-forge', date: thu, slot: 'AM', horses: Object.values(uelns) }, { ok: true, booking_ref: `HF-${N.digits(6)}`, date: thu, arrival_window: '08:00-08:30', horses: 6, est_duration_h: 4.5, quote_gbp: 6 * 95 }));
      k.push(T.llm('Booked: Hollins Forge, Thursday 08:00-08:30 arrival, about 4.5 hours for all six. Quote GBP 570. (The first attempt failed because the API needs passport UELNs; I used the ones from our register.)'));
      return { root: T.root('OpenAIAgent.achat', { message: this.goal }, { response: 'Farrier booked for Thursday morning.' }, k) };
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'industrial laundry', style: 'plain', loop: false, stagnation: false,
    isolates: 'A plain tool-calling dispatcher gets a 409 because the assigned van is in maintenance, picks the one suggested alternative of the required sealed class, re-creates the route once successfully and reports the plan.',
    goal: 'Create tomorrow\'s 05:30 soiled-linen collection route for the three hospital clients (St Mary\'s, Westgate Clinic, Riverside Hospice) using the usual van VAN-07.',
    build(N) {
      const T = tracer(N, 'plain', { system: 'You dispatch vans for CleanCycle Linen Services. Tools: create_route(vehicle, start, stops), list_vehicles(class, date).', goal: this.goal });
      const stops = ['ST-MARYS-DOCK2', 'WESTGATE-CLINIC', 'RIVERSIDE-HOSPICE'];
      const start = `${N.dayPlus(1)}T05:30:00+00:00`;
      const k = [];
      k.push(T.llm(null, [{ name: 'create_route', args: { vehicle: 'VAN-07', start, stops } }]));
      k.push(T.tool('create_route', { vehicle: 'VAN-07', start, stops }, `HTTP/1.1 409 Conflict\nContent-Type: application/problem+json\nX-Request-ID: ${N.uuid()}\nDate: ${N.http()}\n\n{"type":"https://fleet.cleancycle.example/errors/vehicle-unavailable","title":"Vehicle unavailable","status":409,"detail":"VAN-07 is booked into maintenance (MOT + tail-lift inspection) until ${N.dayPlus(2)}T12:00Z","alternatives":[{"vehicle":"VAN-12","class":"C-open","free_from":"04:00"},{"vehicle":"VAN-09","class":"B-sealed","free_from":"04:00","driver":"K. Adeyemi"}]}`, { error: 'HTTP 409 Conflict: VAN-07 unavailable' }));
      k.push(T.llm('VAN-07 is in maintenance. Of the suggested alternatives only VAN-09 is a sealed class B van, which hospital soiled linen requires (VAN-12 is an open class C). Creating the route with VAN-09.', [{ name: 'create_route', args: { vehicle: 'VAN-09', start, stops } }]));
      k.push(T.tool('create_route', { vehicle: 'VAN-09', start, stops }, `HTTP/1.1 201 Created\nLocation: /routes/RT-${N.digits(6)}\nX-Request-ID: ${N.uuid()}\n\n{"vehicle":"VAN-09","driver":"K. Adeyemi","stops":3,"eta_last_stop":"07:05","distance_km":41.2}`));
      k.push(T.llm('Route created for tomorrow 05:30 with VAN-09 (driver K. Adeyemi) because VAN-07 is in MOT/tail-lift maintenance until the day after. Stops: St Mary\'s dock 2, Westgate Clinic, Riverside Hospice; last stop around 07:05, 41 km.'));
      return { root: T.root('dispatch_agent', { goal: this.goal }, { status: 'completed' }, k) };
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'devops: helm upgrade', style: 'crewai', loop: false, stagnation: false,
    isolates: 'A CrewAI platform agent\'s helm upgrade fails on an immutable selector, it restores the accidentally renamed selector label in the values file, re-runs the upgrade once successfully and verifies the rollout.',
    goal: 'Roll out billing-api chart version 2.8.0 (image tag 2.8.0) to the prod-eu namespace with helm and confirm the rollout is healthy.',
    build(N) {
      const role = 'Platform Engineer';
      const T = tracer(N, 'crewai', { system: `You are ${role}. Tools: Helm Upgrade, Read File, Edit File, Rollout Status.`, goal: this.goal });
      const up = { release: 'billing-api', chart: 'oci://registry.example.io/charts/billing-api', version: '2.8.0', namespace: 'prod-eu', values: 'deploy/values-prod-eu.yaml' };
      const k = [];
      k.push(T.llm(`Thought: Run the upgrade.\nAction: Helm Upgrade\nAction Input: ${JSON.stringify(up)}`, [], { role }));
      k.push(T.tool('Helm Upgrade', up, `Pulled: registry.example.io/charts/billing-api:2.8.0\nDigest: sha256:${N.sha(64)}\nError: UPGRADE FAILED: cannot patch "billing-api" with kind Deployment: Deployment.apps "billing-api" is invalid: spec.selector: Invalid value: v1.LabelSelector{MatchLabels:map[string]string{"app.kubernetes.io/instance":"billing-api", "app.kubernetes.io/name":"billing"}, MatchExpressions:[]v1.LabelSelectorRequirement(nil)}: field is immutable`, { role, error: 'exit status 1' }));
      k.push(T.llm('Thought: The selector changed from name=billing-api to name=billing. That comes from nameOverride in the values file; check it.\nAction: Read File\nAction Input: {"path": "deploy/values-prod-eu.yaml", "lines": "1-12"}', [], { role }));
      k.push(T.tool('Read File', { path: 'deploy/values-prod-eu.yaml', lines: '1-12' }, '1  # prod-eu overrides\n2  nameOverride: billing\n3  replicaCount: 6\n4  image:\n5    tag: "2.8.0"\n6  resources:\n7    requests: { cpu: 500m, memory: 768Mi }', { role }));
      k.push(T.llm('Thought: Line 2 was added in the last MR and renames the app label. The deployed selector uses billing-api, so remove the override.\nAction: Edit File\nAction Input: {"path": "deploy/values-prod-eu.yaml", "delete_line": 2}', [], { role }));
      k.push(T.tool('Edit File', { path: 'deploy/values-prod-eu.yaml', delete_line: 2 }, `deleted line 2 ("nameOverride: billing"); file sha ${N.short()}`, { role }));
      const up2 = { ...up, wait: true, timeout: '5m' };
      k.push(T.llm(`Thought: Without the override the rendered selector matches the live Deployment again. Retrying the upgrade, this time with --wait so readiness is part of the result.\nAction: Helm Upgrade\nAction Input: ${JSON.stringify(up2)}`, [], { role }));
      k.push(T.tool('Helm Upgrade', up2, `Release "billing-api" has been upgraded. Happy Helming!\nNAME: billing-api\nLAST DEPLOYED: ${N.http().replace(' GMT', '')}\nNAMESPACE: prod-eu\nSTATUS: deployed\nREVISION: ${N.int(40, 90)}`, { role }));
      k.push(T.llm('Thought: Confirm the rollout.\nAction: Rollout Status\nAction Input: {"namespace": "prod-eu", "deployment": "billing-api"}', [], { role }));
      k.push(T.tool('Rollout Status', { namespace: 'prod-eu', deployment: 'billing-api' }, `Waiting for deployment "billing-api" rollout to finish: 4 of 6 updated replicas are available...\ndeployment "billing-api" successfully rolled out\n(${N.pod('billing-api')} ... 6/6 Ready, took ${N.secs(40, 95)})`, { role }));
      k.push(T.llm('Thought: I now know the final answer\nFinal Answer: billing-api 2.8.0 is deployed in prod-eu and all 6 replicas are ready. The first upgrade failed because nameOverride: billing in values-prod-eu.yaml changed the immutable selector; I removed that line and the retry succeeded.', [], { role }));
      const agent = T.group('agent', 'Agent.execute_task', { role, task: this.goal }, 'billing-api 2.8.0 rolled out in prod-eu (6/6 ready).', k, { metadata: { agent_role: role } });
      const task = T.group('chain', 'Task._execute_core', { description: this.goal, expected_output: 'Deployed revision and rollout health.' }, { raw: 'billing-api 2.8.0 rolled out in prod-eu (6/6 ready).' }, [agent]);
      return { root: T.root('Crew.kickoff', { inputs: { release: 'billing-api', version: '2.8.0' } }, { raw: 'billing-api 2.8.0 rolled out in prod-eu (6/6 ready).' }, [task]) };
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'public aquarium life support', style: 'haystack', loop: false, stagnation: false,
    isolates: 'A Haystack life-support agent\'s scheduled water change is refused because a valve was left in manual override after finished maintenance; it returns the valve to auto, retries once successfully and reports.',
    goal: 'Run tonight\'s scheduled 10% water change on the Shark Lagoon (system SL-1) at 22:00 and confirm it is armed.',
    build(N) {
      const T = tracer(N, 'haystack', { system: 'You operate life support at Baltic Sea Aquarium. Tools: schedule_water_change, get_maintenance_log, set_valve_mode.', goal: this.goal });
      const args = { system: 'SL-1', percent: 10, start: '22:00', source: 'NSW-reservoir-2' };
      const k = [];
      k.push(T.llm(null, [{ name: 'schedule_water_change', args }], { visit: 1 }));
      k.push(T.tool('schedule_water_change', args, { accepted: false, reason: 'INTERLOCK', detail: 'drain valve V-12 is in MANUAL override (set by tech jfr)', plc: 'SL1-PLC-A', seq: N.int(10000, 99999) }, { error: 'Interlock: V-12 in MANUAL' }));
      k.push(T.llm('V-12 is in manual. Before touching it I will check the maintenance log to see whether the work that needed the override is finished.', [{ name: 'get_maintenance_log', args: { asset: 'V-12', last: 3 } }], { visit: 2 }));
      k.push(T.tool('get_maintenance_log', { asset: 'V-12', last: 3 }, `${N.euro(N.now() - 30 * 3600000)}  WO-5521  replace actuator seal   opened  jfr\n${N.euro(N.now() - 26 * 3600000)}  WO-5521  leak test passed        closed  jfr  note: "override not released"\n(rows 2 of 2, log ${N.hex(8)})`));
      k.push(T.llm('WO-5521 is closed and the leak test passed; the override was simply not released. Returning V-12 to AUTO.', [{ name: 'set_valve_mode', args: { valve: 'V-12', mode: 'AUTO', reason: 'WO-5521 closed, override left on' } }], { visit: 3 }));
      k.push(T.tool('set_valve_mode', { valve: 'V-12', mode: 'AUTO', reason: 'WO-5521 closed, override left on' }, { valve: 'V-12', mode: 'AUTO', position_pct: 0, audit: N.uuid() }));
      k.push(T.llm(null, [{ name: 'schedule_water_change', args }], { visit: 4 }));
      k.push(T.tool('schedule_water_change', args, { accepted: true, job: `WC-${N.digits(5)}`, start: '22:00', expected_volume_m3: 48.5, est_duration_min: 95, plc: 'SL1-PLC-A', seq: N.int(10000, 99999) }));
      k.push(T.llm('Armed: the 10% water change on SL-1 (48.5 m3, about 95 min) starts at 22:00. It was blocked at first because drain valve V-12 was still in manual override after WO-5521; the work order was closed with a passed leak test, so I set V-12 back to AUTO.', [], { visit: 5 }));
      return { root: T.root('haystack.agent.run', { messages: [{ role: 'user', content: this.goal }] }, { last_message: 'Water change armed for 22:00.' }, k) };
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'sign-making shop', style: 'autogen', loop: false, stagnation: false,
    isolates: 'An AutoGen production pair\'s cut-file export fails on a font missing from the cutter RIP, it converts the text to outlines once, re-exports once successfully and queues the job on the vinyl cutter.',
    goal: 'Send job SG-7710 (shopfront lettering "Marlowe & Finch - Est. 1994", 2.4 m wide, matte black vinyl) to the plotter queue as a cut file.',
    build(N) {
      const T = tracer(N, 'autogen', { system: 'production_agent prepares jobs; shop_proxy runs export_cut_file, outline_text and queue_job.', goal: this.goal });
      const k = [];
      k.push(T.llm('Exporting the cut file for the Graphtec.', [{ name: 'export_cut_file', args: { job: 'SG-7710', format: 'hpgl', device: 'graphtec-ce8000' } }], { agent: 'production_agent' }));
      k.push(T.tool('export_cut_file', { job: 'SG-7710', format: 'hpgl', device: 'graphtec-ce8000' }, `FlexiSIGN RIP ${N.int(10, 12)}.${N.int(0, 5)} export log ${N.slash()}\n[ERR] Font "Futura PT Heavy" not available on RIP host ${N.host('rip')} - 2 text objects cannot be converted to cut paths\nexport aborted (0 paths written)`, { agent: 'shop_proxy', error: 'ExportError: missing font Futura PT Heavy' }));
      k.push(T.llm('The RIP does not have the font, but cut files only need paths. I will convert the two text objects to outlines in the design file.', [{ name: 'outline_text', args: { job: 'SG-7710', objects: 'all_text' } }], { agent: 'production_agent' }));
      k.push(T.tool('outline_text', { job: 'SG-7710', objects: 'all_text' }, { job: 'SG-7710', converted: 2, paths: 27, file: `SG-7710_outlined_v${N.int(2, 4)}.svg`, sha1: N.sha(40) }, { agent: 'shop_proxy' }));
      k.push(T.llm(null, [{ name: 'export_cut_file', args: { job: 'SG-7710', format: 'hpgl', device: 'graphtec-ce8000' } }], { agent: 'production_agent' }));
      k.push(T.tool('export_cut_file', { job: 'SG-7710', format: 'hpgl', device: 'graphtec-ce8000' }, `FlexiSIGN RIP export log ${N.slash()}\n27 paths written, weed border 10 mm, length 2412 mm x 318 mm\nout: \\\\RIP\\queue\\SG-7710.plt (${N.int(80, 160)} KB)`, { agent: 'shop_proxy' }));
      k.push(T.llm(null, [{ name: 'queue_job', args: { job: 'SG-7710', file: 'SG-7710.plt', media: 'Oracal 631 matte black 610mm' } }], { agent: 'production_agent' }));
      k.push(T.tool('queue_job', { job: 'SG-7710', file: 'SG-7710.plt', media: 'Oracal 631 matte black 610mm' }, { queued: true, position: N.int(1, 4), plotter: 'CE8000-130', est_cut_min: 14 }, { agent: 'shop_proxy' }));
      k.push(T.llm('SG-7710 is in the plotter queue on Oracal 631 matte black (about 14 minutes of cutting). The first export failed because the RIP lacks Futura PT Heavy; the lettering is now outlined, which does not change its appearance. TERMINATE', [], { agent: 'production_agent' }));
      return { root: T.root('autogen.initiate_chat', { sender: 'shop_proxy', recipient: 'production_agent', message: this.goal }, { summary: 'SG-7710 queued on CE8000-130.', termination: 'TERMINATE' }, k) };
    },
  },
];
