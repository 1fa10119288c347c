// Family: restated_diagnosis  (loop: true, stagnation: true)
// The model restates the same long diagnosis / plan (25+ words) near-verbatim,
// with nothing new observed in between (at most a re-read of data it already has).

export const family = 'restated_diagnosis';
export const loop = true;
export const stagnation = true;
export const summary = 'A long diagnosis or plan is restated near-verbatim 2-3 times with nothing new observed in between; the run never acts on it.';

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'brewery production', style: 'llamaindex',
    isolates: 'A ~70-word stalled-fermentation diagnosis is restated three times (verbatim, then with clauses reordered), each time next to a re-read of gravity data or a batch record the agent already has; no brewhouse task is ever created.',
    goal: 'FV-07 (batch 24-118, West Coast IPA) has sat at 1.018 SG for three days against a target FG of 1.012. Work out why and create the brewhouse task for the fix (rouse, temperature change or dry-hop timing).',
    build(N) {
      const fv = () => {
        N.tick(4, 9);
        return {
          vessel: 'FV-07', batch: '24-118', source: 'tilt-pro:red + plc:ferm-skid-2',
          latest: { sg: N.jitter(1.0181, 0.0003, 4), temp_c: N.jitter(19.4, 0.06, 2), rssi_dbm: N.int(-78, -66), sampled_at: N.iso(false) },
          window_72h: { sg_min: 1.0178, sg_max: 1.0184, slope_sg_per_day: -0.0001, temp_setpoint_c: 19.5, glycol_valve_duty_pct: N.int(11, 19) },
          plc_scan: N.seq('scan', null, 40, 90), note: 'tilt calibrated 2x/yr; last cal 41 days ago',
        };
      };
      const batch = () => ({
        batch: '24-118', recipe: 'WC IPA r6', brew_date: '9 days ago', og: 1.062, target_fg: 1.012,
        mash: { strike_c: 74.5, rest_c: 68.9, rest_min: 60, note: 'MLT probe 2 flagged drift +0.8C at brew' },
        yeast: { strain: 'WLP001 California Ale', generation: 7, pitch_rate_m_cells_ml_p: 0.61, viability_pct: 82 },
        dry_hop_planned: 'day 6 (not done - waiting on FG)', record_etag: N.etag(true), fetched: N.fmt('YYYY-MM-DD HH:mm:ss'),
      });
      const D1 = 'Gravity on FV-07 has been flat at 1.018 for roughly 72 hours while the target is 1.012, and the temperature has held at 19.4 C, so this looks like a stalled fermentation rather than a finished one; the likely causes are yeast dropping out early at too low an end-of-fermentation temperature or an underpitch, so the plan is to free-rise FV-07 to 21 C, rouse the yeast with CO2 from the cone, and re-check gravity in 24 hours before any dry hop.';
      const D2 = 'Gravity on FV-07 has been flat at 1.018 for roughly 72 hours while the target is 1.012, and the temperature has held at 19.4 C, so this looks like a stalled fermentation rather than a finished one; the plan is to free-rise FV-07 to 21 C, rouse the yeast with CO2 from the cone, and re-check gravity in 24 hours before any dry hop, since the likely causes are yeast dropping out early at too low an end-of-fermentation temperature or an underpitch.';
      return {
        agent: 'CellarAgent', liAgent: 'cellar_agent', liWorkflow: 'AgentWorkflow',
        system: 'You are the cellar assistant for a 30 bbl brewhouse. Use the tools to read vessel data and batch records, then create exactly one brewhouse task describing the fix.',
        steps: [
          { think: 'Pulling the last 72 h of readings for FV-07.', calls: [{ tool: 'get_fermenter_readings', args: { vessel: 'FV-07', hours: 72 }, out: fv() }] },
          { think: 'Now the batch record for 24-118 to see pitch rate and mash data.', calls: [{ tool: 'get_batch_record', args: { batch_id: '24-118' }, out: batch() }] },
          { think: D1, calls: [{ tool: 'get_fermenter_readings', args: { vessel: 'FV-07', hours: 72 }, out: fv() }] },
          { think: D1, calls: [{ tool: 'get_batch_record', args: { batch_id: '24-118' }, out: batch() }] },
          { think: D2, calls: [{ tool: 'get_fermenter_readings', args: { vessel: 'FV-07', hours: 72 }, out: fv() }] },
          { think: D2, calls: [{ tool: 'get_batch_record', args: { batch_id: '24-118' }, out: batch() }] },
        ],
        end: { error: 'WorkflowTimeoutError: Operation timed out after 300.0 seconds' },
      };
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'legal contract review', style: 'sk',
    isolates: 'The redline position on an uncapped IP indemnity is restated three times with synonyms swapped, between re-fetches of the same document version and playbook entry; the issues list is never saved.',
    goal: 'Review version 7 of the Harlow Logistics MSA redline against our contracting playbook, decide accept/reject with fallback language for each changed clause, and save the issues list to matter M-2024-0417.',
    build(N) {
      const lastMod = N.fmt('M/D/YYYY h:mm A', -300) + ' by HARLOW\\kpatel';
      N.tick(3600 * 20, 3600 * 30);
      const doc = () => {
        N.tick(2, 5);
        return {
          docid: 'NYDOCS01/1184422.7', title: 'Master Services Agreement - Harlow Logistics (Counterparty markup)', version: 7,
          checked_out: false, last_modified: lastMod, retrieved: N.iso(),
          changed_clauses: [
            { ref: '12.3', heading: 'Indemnification - Intellectual Property', change: 'deleted "subject to Section 14" so IP indemnity is uncapped' },
            { ref: '14.1', heading: 'Limitation of Liability', change: 'cap changed from 12 months fees to 6 months fees' },
            { ref: '21.4', heading: 'Governing Law', change: 'New York -> Delaware' },
          ],
          dms_session: N.hex(16),
        };
      };
      const pb = () => ({
        topic: 'limitation of liability', playbook: 'Commercial Playbook 2024.2', position: 'Cap at 12 months fees paid. Carve-outs only for confidentiality breach and IP indemnity, and the IP indemnity carve-out must itself be capped (super-cap 3x annual fees).',
        fallbacks: ['9 months fees with 3x super-cap', 'escalate to GC if counterparty insists on uncapped IP indemnity'], approver: 'Deputy GC', cache: `hit age=${N.int(2, 600)}s`,
      });
      const R1 = 'Clause 12.3 now makes the IP indemnity uncapped and clause 14.1 halves the liability cap to six months of fees, which breaches the playbook on both points; my position is to reject the deletion in 12.3 and offer a 3x super-cap for IP claims, reject 14.1 with 9 months as the fallback, and accept the Delaware governing-law change in 21.4, then save these three issues to the matter.';
      const R2 = 'Clause 12.3 now leaves the IP indemnity without a cap and clause 14.1 cuts the liability cap to six months of fees, which conflicts with the playbook on both points; my position is to reject the removal in 12.3 and propose a 3x super-cap for IP claims, reject 14.1 with 9 months as the fallback, and accept the Delaware governing-law change in 21.4, then record these three issues on the matter.';
      const R3 = 'Section 12.3 now makes the IP indemnity uncapped and section 14.1 halves the liability cap to six months of fees, which violates the playbook on both points; my position is to reject the deletion in 12.3 and offer a 3x super-cap for IP claims, reject 14.1 with 9 months as the fallback, and accept the Delaware governing-law change in 21.4, then save these three issues to the matter.';
      return {
        agent: 'ContractReviewAgent', plugins: ['ContractDMS', 'Playbook', 'Matter'],
        system: 'You review counterparty redlines. Compare each change to the playbook, decide accept/reject/fallback, and save the issues list with Matter-save_issues_list.',
        steps: [
          { calls: [{ tool: 'ContractDMS-get_document', args: { matter_id: 'M-2024-0417', document: 'Harlow MSA', version: 7 }, out: doc() }] },
          { calls: [{ tool: 'Playbook-lookup_position', args: { topic: 'limitation of liability' }, out: pb() }] },
          { think: R1, calls: [{ tool: 'ContractDMS-get_document', args: { matter_id: 'M-2024-0417', document: 'Harlow MSA', version: 7 }, out: doc() }] },
          { think: R2, calls: [{ tool: 'Playbook-lookup_position', args: { topic: 'limitation of liability' }, out: pb() }] },
          { think: R3, calls: [{ tool: 'ContractDMS-get_document', args: { matter_id: 'M-2024-0417', document: 'Harlow MSA', version: 7 }, out: doc() }] },
        ],
        end: { error: 'Agent invocation stopped by host: turn budget (5 auto-invoke rounds) exhausted before Matter-save_issues_list was called' },
      };
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'university timetabling', style: 'haystack',
    isolates: 'A room-clash resolution plan (~75 words) is restated twice more with a few words swapped, each time after repeating the identical free-room search; no section is ever moved.',
    goal: 'MATH 2410 sections 002 and 005 are both timetabled in Hollis 114 on Tue/Thu 10:05-11:20 for Spring. Resolve the clash by moving one section to a suitable room or slot.',
    build(N) {
      const free = () => {
        N.tick(1, 3);
        return {
          term: '2025SP', pattern: 'TR 10:05-11:20', min_capacity: 55,
          rooms: [
            { room: 'HOLLIS 220', capacity: 48, features: ['projector'], step_free: true, status: 'free' },
            { room: 'BAIRD 011', capacity: 64, features: ['projector', 'doc-cam'], step_free: false, status: 'free' },
            { room: 'LANG 300', capacity: 72, features: ['projector', 'lecture-capture'], step_free: true, status: 'held', hold: 'Registrar hold: final exam prep (ticket RS-20931)' },
          ],
          solver: { engine: 'celcat-sync', snapshot: N.fmt('YYYYMMDD.HHmm'), computed_in_ms: N.int(180, 640) }, request_id: N.uuid(),
        };
      };
      const P1 = 'Section 005 has 58 enrolled so it cannot go to Hollis 220 with 48 seats; Baird 011 has 64 seats but no step-free access and section 005 has a student with a mobility accommodation; Lang 300 fits at 72 seats but carries a registrar hold, so the cleanest option is to ask for the Lang 300 hold to be released and, if that fails, move section 005 to the 11:40 slot in Hollis 114 after confirming Dr. Okafor is free.';
      const P2 = 'Section 005 has 58 enrolled so it cannot move to Hollis 220 with 48 seats; Baird 011 has 64 seats but lacks step-free access and section 005 has a student with a mobility accommodation; Lang 300 fits at 72 seats but has a registrar hold, so the simplest option is to ask for the Lang 300 hold to be lifted and, if that fails, move section 005 to the 11:40 slot in Hollis 114 after confirming Dr. Okafor is available.';
      return {
        agent: 'timetable_pipeline', model: 'gpt-4o-mini-2024-07-18', maxSteps: 8,
        toolNames: ['get_section_schedule', 'find_free_rooms', 'check_instructor_availability', 'move_section'],
        system: 'You are a university timetabling assistant. Resolve clashes with the fewest changes; never place a section in a room below its enrolment or without required accessibility.',
        hsVars: { term: '2025SP', course: 'MATH 2410', sections: ['002', '005'] },
        steps: [
          { calls: [{ tool: 'get_section_schedule', args: { course: 'MATH 2410', sections: ['002', '005'], term: '2025SP' }, out: { sections: [
            { section: '002', instructor: 'Hale, R.', enrolled: 41, room: 'HOLLIS 114', pattern: 'TR 10:05-11:20', accommodations: [] },
            { section: '005', instructor: 'Okafor, C.', enrolled: 58, room: 'HOLLIS 114', pattern: 'TR 10:05-11:20', accommodations: ['step-free access'] },
          ], conflict: 'ROOM_DOUBLE_BOOKED', generated: N.fmt('ddd DD Mon YYYY HH:mm') } }] },
          { think: 'Section 005 is the larger one with an accommodation. Looking for free rooms with 55+ seats in the same slot.', calls: [{ tool: 'find_free_rooms', args: { term: '2025SP', pattern: 'TR 10:05-11:20', min_capacity: 55 }, out: free() }] },
          { think: P1, calls: [{ tool: 'find_free_rooms', args: { term: '2025SP', pattern: 'TR 10:05-11:20', min_capacity: 55 }, out: free() }] },
          { think: P2, calls: [{ tool: 'find_free_rooms', args: { term: '2025SP', pattern: 'TR 10:05-11:20', min_capacity: 55 }, out: free() }] },
          { think: P1, calls: [{ tool: 'find_free_rooms', args: { term: '2025SP', pattern: 'TR 10:05-11:20', min_capacity: 55 }, out: free() }] },
        ],
        end: { cutoff: true },
        rootMeta: { stop_reason: 'client disconnected (gateway timeout 120s)' },
      };
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'courier last-mile delivery', style: 'dspy',
    isolates: 'A ReAct agent writes the same ~70-word gate-code diagnosis as its thought on four consecutive iterations while alternately re-reading tracking and address notes it already saw, until max_iters.',
    goal: 'Parcel CL-88213407 shows "Delivery attempted - access issue" three days running for 14 Marlow Court, Unit 6B. Find out why and set up a delivery that will succeed tomorrow.',
    build(N) {
      const tracking = () => {
        N.tick(1, 2);
        return {
          parcel: 'CL-88213407', service: 'NextDay-Residential', depot: 'BRS-02',
          events: [0, 1, 2].map((d) => ({ code: 'ATT_ACCESS', desc: 'Delivery attempted - access issue', day_offset: -3 + d, local_time: ['11:42', '12:07', '11:55'][d], driver: 'DRV-4471', geofence_dist_m: [212, 188, 201][d], scan_id: `SC${9100233 + d * 5521}` })),
          next_action: 'AUTO_REATTEMPT', query_ms: N.int(20, 90), x_correlation_id: N.uuid(),
        };
      };
      const notes = () => ({
        address: '14 Marlow Court, Unit 6B, BS3 4QF', notes: [
          { text: 'Vehicle gate code 4471#', source: 'customer portal', updated: '2 days ago' },
          { text: 'Leave with concierge if no answer', source: 'customer portal', updated: '5 months ago' },
        ], driver_app_bundle: { route_bundle: 'RB-BRS02-0419', built: 'yesterday 05:10', notes_snapshot_age_h: N.int(49, 52) }, etag: N.etag(),
      });
      const T = 'All three failed attempts happened between 11:40 and 12:10 and were scanned about 190-210 m from the door, which suggests the driver never got through the Marlow Court vehicle gate; the customer updated the gate code two days ago, so the driver app is probably still carrying the old code from its route bundle, and I should push the new code to tomorrow\'s route, add a concierge note, and book a morning redelivery.';
      const T2 = 'All three failed attempts were between 11:40 and 12:10 and scanned about 190-210 m from the door, which suggests the driver never got through the Marlow Court vehicle gate; the customer changed the gate code two days ago, so the driver app is probably still carrying the old code from its route bundle, and I should push the new code to tomorrow\'s route, add a concierge note, and book a morning redelivery.';
      return {
        agent: 'ReAct', maxIters: 6,
        system: 'You are a last-mile exceptions agent. Tools: get_tracking_events, get_address_notes, push_route_note, schedule_redelivery, finish.',
        steps: [
          { think: 'Start with the scan history for the parcel.', calls: [{ tool: 'get_tracking_events', args: { parcel_id: 'CL-88213407' }, out: tracking() }] },
          { think: 'Attempts were far from the door. Check the delivery notes for the address.', calls: [{ tool: 'get_address_notes', args: { address_id: 'BS3-4QF-14-6B' }, out: notes() }] },
          { think: T, calls: [{ tool: 'get_tracking_events', args: { parcel_id: 'CL-88213407' }, out: tracking() }] },
          { think: T, calls: [{ tool: 'get_address_notes', args: { address_id: 'BS3-4QF-14-6B' }, out: notes() }] },
          { think: T2, calls: [{ tool: 'get_tracking_events', args: { parcel_id: 'CL-88213407' }, out: tracking() }] },
          { think: T, calls: [{ tool: 'get_address_notes', args: { address_id: 'BS3-4QF-14-6B' }, out: notes() }] },
        ],
        dsExtract: { reasoning: 'The trajectory points to a stale gate code in the driver route bundle.', answer: 'Likely stale gate code; redelivery not yet scheduled.' },
        rootMeta: { stop_reason: 'max_iters reached (6)' },
      };
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'Rust CI build failure', style: 'pydantic',
    isolates: 'With a structured output required, the model answers three times in plain text with the same ~80-word linker diagnosis (one copy slightly reworded) and never calls the output tool; nothing is read in between.',
    goal: 'CI job build-linux-musl for crate tessellate-rs fails at link time with an undefined reference to __memcpy_chk. Find the cause and return the fix as a patch.',
    build(N) {
      const job = N.int(8100000, 8199999);
      const log = [
        `Running on runner ci-musl-${N.alnum(6)} (docker://rust:1.78-alpine3.19)`,
        `$ cargo build --release --target x86_64-unknown-linux-musl`,
        `   Compiling cc v1.0.94`,
        `   Compiling tessellate-sys v0.4.2 (/builds/geo/tessellate-rs/tessellate-sys)`,
        `warning: tessellate-sys@0.4.2: Compiler family detection failed due to error: ToolNotFound: Failed to find tool. Is \`musl-gcc\` installed?`,
        `   Compiling tessellate-rs v0.9.0 (/builds/geo/tessellate-rs)`,
        `error: linking with \`cc\` failed: exit status: 1`,
        `  = note: /usr/lib/gcc/x86_64-alpine-linux-musl/13.2.1/../../../../x86_64-alpine-linux-musl/bin/ld: /builds/geo/tessellate-rs/target/x86_64-unknown-linux-musl/release/build/tessellate-sys-${N.hex(16)}/out/libpoly2tri.a(sweep.o): in function \`advance_front\':`,
        `          sweep.c:(.text+0x1c4): undefined reference to \`__memcpy_chk\'`,
        `          collect2: error: ld returned 1 exit status`,
        `error: could not compile \`tessellate-rs\` (bin "tessellate") due to 1 previous error`,
        `Cleaning up project directory and file based variables  00:01`,
        `ERROR: Job failed: exit code 101  (job #${job}, duration ${N.durHuman(N.int(200, 400))})`,
      ].join('\n');
      const buildrs = 'fn main() {\n    let mut b = cc::Build::new();\n    b.file("vendor/poly2tri/sweep.c").file("vendor/poly2tri/cdt.c");\n    if std::env::var("PROFILE").unwrap() == "release" {\n        b.flag("-O2").define("_FORTIFY_SOURCE", "2");\n    }\n    b.compile("poly2tri");\n}\n';
      const A = 'The vendored poly2tri objects are built by build.rs with _FORTIFY_SOURCE=2 in release, and because musl-gcc was not found the cc crate fell back to a glibc-hosted cc, so sweep.o references the glibc-only fortified symbol __memcpy_chk that musl does not provide; the fix is to stop defining _FORTIFY_SOURCE for musl targets in build.rs (check CARGO_CFG_TARGET_ENV) and install musl-tools in the CI image so the right compiler is used.';
      const B = 'The vendored poly2tri objects are built by build.rs with _FORTIFY_SOURCE=2 in release, and since musl-gcc was not found the cc crate fell back to a glibc-hosted cc, so sweep.o references the glibc-only fortified symbol __memcpy_chk that musl does not provide; the fix is to stop defining _FORTIFY_SOURCE for musl targets in build.rs (check CARGO_CFG_TARGET_ENV) and add musl-tools to the CI image so the right compiler is used.';
      const retry = 'Plain text responses are not permitted, please include your response in a tool call';
      return {
        agent: 'ci_fixer', usageLimits: { request_limit: 20 },
        system: 'You fix CI failures. Read logs and files with tools, then return a PatchProposal via the final_result tool (fields: summary, files: [{path, diff}]).',
        steps: [
          { calls: [{ tool: 'read_ci_log', args: { project: 'geo/tessellate-rs', job_id: job, tail: 60 }, out: log }] },
          { calls: [{ tool: 'read_file', args: { path: 'tessellate-sys/build.rs', ref: 'main' }, out: { path: 'tessellate-sys/build.rs', sha: N.sha1(), size: buildrs.length, content: buildrs } }] },
          { think: A, retryPrompt: retry },
          { think: B, retryPrompt: retry },
          { think: A },
        ],
        end: { error: 'UnexpectedModelBehavior: Exceeded maximum retries (2) for result validation' },
      };
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'orthodontics clinic', style: 'plain',
    isolates: 'An ~75-word aligner-tracking assessment and refinement plan is repeated three times between re-reads of the same tracking report and treatment plan; the lab request is never drafted.',
    goal: 'Patient OR-55120: aligner tray 14 of 22 is not tracking on UR2. Review the scan comparison and treatment plan, decide between a refinement and adding attachments, and submit the lab request.',
    build(N) {
      const scanId = `SCN-${N.digits(8)}`;
      const track = () => {
        N.tick(3, 8);
        return JSON.stringify({
          patient: 'OR-55120', tray: 14, of: 22, scan_id: scanId, scanner: 'iTero Element 5D', compared_at: N.isoOff(-300),
          deviations: [
            { tooth: 'UR2', fdi: 12, extrusion_lag_mm: 0.9, rotation_lag_deg: 4.2, status: 'NOT_TRACKING' },
            { tooth: 'UR1', fdi: 11, extrusion_lag_mm: 0.1, rotation_lag_deg: 0.8, status: 'OK' },
            { tooth: 'UL2', fdi: 22, extrusion_lag_mm: 0.2, rotation_lag_deg: 1.1, status: 'OK' },
          ],
          render_cache: `s3://ortho-renders/${N.hex(12)}/overlay.png?X-Amz-Expires=900&X-Amz-Signature=${N.hex(24)}`,
        });
      };
      const plan = () => ({
        case_id: 'CLR-7730-221', revision: 'R0 (initial)', approved: 'Dr. M. Ferreira',
        attachments: ['UR3 optimized-rotation', 'UL3 optimized-rotation', 'LR4 rectangular 3mm', 'LL4 rectangular 3mm'],
        ipr: [{ contact: 'UR1/UR2', amount_mm: 0.2, due_tray: 10, done: false, note: 'deferred - patient anxious' }, { contact: 'UL1/UL2', amount_mm: 0.2, due_tray: 10, done: true }],
        wear_compliance: { avg_hours_per_day: 21.1, source: 'patient app' }, pms_sync_token: N.b64(22),
      });
      const P = 'UR2 is lagging 0.9 mm in extrusion and 4.2 degrees in rotation at tray 14, there is no attachment on UR2 in the plan, and the 0.2 mm IPR between UR1 and UR2 that was due at tray 10 was deferred, so the contact is probably too tight for the rotation to express; the right move is a refinement that adds an optimized rotation attachment on UR2 and performs the deferred IPR, rather than asking the patient to use chewies longer.';
      const P2 = 'UR2 is lagging 0.9 mm in extrusion and 4.2 degrees in rotation at tray 14, the plan has no attachment on UR2, and the 0.2 mm IPR between UR1 and UR2 due at tray 10 was deferred, so the contact is probably too tight for the rotation to express; the right move is a refinement that adds an optimized rotation attachment on UR2 and performs the deferred IPR, rather than asking the patient to use chewies longer.';
      return {
        agent: 'ortho-case-assistant', maxTurns: 10,
        system: 'You assist an orthodontist. Use the tools to review aligner cases and submit lab requests with submit_lab_request. Be concise.',
        steps: [
          { think: null, calls: [{ tool: 'get_tracking_report', args: { patient_id: 'OR-55120', tray: 14 }, out: track(), argsString: true }] },
          { think: null, calls: [{ tool: 'get_treatment_plan', args: { patient_id: 'OR-55120' }, out: plan() }] },
          { think: P, calls: [{ tool: 'get_tracking_report', args: { patient_id: 'OR-55120', tray: 14 }, out: track(), argsString: true }] },
          { think: P2, calls: [{ tool: 'get_treatment_plan', args: { patient_id: 'OR-55120' }, out: plan() }] },
          { think: P, calls: [{ tool: 'get_tracking_report', args: { patient_id: 'OR-55120', tray: 14 }, out: track(), argsString: true }] },
        ],
        end: { cutoff: true },
        rootMeta: { stop_reason: 'cancelled by user after 4m10s' },
      };
    },
  },
];
