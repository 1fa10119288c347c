// Family 6 (healthy look-alike of family 1): a search is reworded after an empty result and
// finds what it needs on the second or third attempt; the task is then completed.
import { run } from './lib.mjs';

export const family = 'reworded_search_then_found';
export const loop = false;
export const stagnation = false;
export const summary = 'One or two empty searches, then a reworded query hits and the agent finishes the task with the result.';

export const scenarios = [
  // ------------------------------------------------------------------------
  {
    id: '01', start: '2024-03-11T13:22:05Z', domain: 'maritime port container tracking', style: 'adk',
    isolates: 'A container lookup with a spaced/check-digit-dashed number returns nothing; the agent reformats to the ISO 6346 compact form, finds the box and books a pickup appointment.',
    goal: 'Find container MSKU 472913-6 at the Port of Savannah, check it is released, and book a truck pickup appointment for tomorrow morning for carrier Peach State Drayage.',
    build(ctx, goal) {
      const r = run(ctx, 'adk', {
        name: 'drayage_dispatcher', app: 'port_ops', model: 'gemini-2.0-flash', task: goal,
        system: 'You are a drayage dispatcher assistant. Tools: track_container (terminal TOS lookup), book_appointment.',
        tools: ['track_container', 'book_appointment'],
      });
      r.step('I will look up the container at the terminal.', [
        { name: 'track_container', args: { container_no: 'MSKU 472913-6', port: 'USSAV' }, out: (c) => ({ results: [], count: 0, tos: 'Navis N4', request_id: c.uuid(), queried_at: c.iso() }) },
      ]);
      r.step('No match. Terminal systems usually key on the 11-character ISO 6346 number without spaces or the dash before the check digit, so I will search for MSKU4729136.', [
        { name: 'track_container', args: { container_no: 'MSKU4729136', port: 'USSAV' }, out: (c) => ({ results: [{ container_no: 'MSKU4729136', size_type: '45G1', status: 'DISCHARGED', terminal: 'Garden City Terminal', yard_position: 'C14-22-3', vessel: 'MAERSK KENSINGTON / 412W', holds: [], customs: 'RELEASED', line_release: 'RELEASED', last_free_day: '2024-03-14' }], count: 1, tos: 'Navis N4', request_id: c.uuid(), queried_at: c.iso() }) },
      ]);
      r.step('The box is discharged at Garden City with customs and line releases and no holds. I will book a morning pickup for Peach State Drayage.', [
        { name: 'book_appointment', args: { container_no: 'MSKU4729136', terminal: 'Garden City Terminal', transaction: 'PICKUP_IMPORT_FULL', trucking_company_scac: 'PSDY', window: 'tomorrow 07:00-08:00' }, out: (c) => ({ appointment_id: 'GCT' + c.digits(8), status: 'CONFIRMED', gate: 'Gate 4 (Main)', window: '07:00-08:00 EST', pin: c.digits(6), confirmed_at: c.isoTz(-5) }) },
      ]);
      r.final('Container MSKU4729136 (45\' high cube) is discharged at Garden City Terminal, yard C14-22-3, with customs and line releases and no holds; last free day is 14 Mar. I booked a pickup for Peach State Drayage tomorrow 07:00-08:00 at Gate 4 — the appointment ID and PIN are in the booking response.');
      return r.end();
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '02', domain: 'veterinary clinic records (vaccination certificate)', style: 'smolagents',
    isolates: 'A patient search with an accented pet name finds nothing; the agent retries with the unaccented name plus owner surname, gets one patient and emails the certificate.',
    goal: 'Email the current vaccination certificate for Marguerite Okafor\'s cat Pépin to the boarding kennel at intake@whiskerlodge.example before Friday\'s check-in.',
    build(ctx, goal) {
      const r = run(ctx, 'smolagents', {
        task: goal, maxSteps: 8, model: 'anthropic/claude-3-5-sonnet-20241022',
        tools: ['search_patients', 'get_vaccination_certificate', 'email_document', 'final_answer'],
      });
      const docId = 'doc_' + ctx.alnum(10);
      r.step('First I need the patient record for Pépin.', [
        { name: 'search_patients', args: { query: 'Pépin Okafor' }, out: (c) => `0 patients found (practice=PINECREST, took ${c.int(8, 40)} ms)` },
      ]);
      r.step('The practice system may store names without diacritics. I will search for "Pepin" and filter on the owner surname.', [
        { name: 'search_patients', args: { query: 'Pepin', owner_last_name: 'Okafor' }, out: (c) => `1 patient found (practice=PINECREST, took ${c.int(8, 40)} ms)\n- P-44817 | PEPIN | Feline, DSH, M/N, 6y | Owner: OKAFOR, MARGUERITE | last visit ${c.date()}` },
      ]);
      r.step('Patient P-44817 is Pépin. Next, I will generate the vaccination certificate.', [
        { name: 'get_vaccination_certificate', args: { patient_id: 'P-44817', format: 'pdf' }, out: (c) => ({ document_id: docId, vaccines: [{ name: 'FVRCP', given: '2023-09-12', due: '2024-09-12' }, { name: 'Rabies (Purevax 1yr)', given: '2023-09-12', due: '2024-09-12' }], signed_by: 'Dr. H. Lindqvist, DVM', pages: 1, sha256: c.sha256() }) },
      ]);
      r.step('Both FVRCP and rabies are current until September. Sending the certificate to the kennel.', [
        { name: 'email_document', args: { document_id: docId, to: 'intake@whiskerlodge.example', cc: 'm.okafor@example.com', subject: 'Vaccination certificate - Pépin (Okafor)' }, out: (c) => ({ status: 'sent', message_id: `<${c.hex(20)}@mail.pinecrestvet.example>`, queued_at: c.rfc2822() }) },
      ]);
      r.final('Sent Pépin\'s vaccination certificate (FVRCP and rabies, both valid until 12 Sep 2024) to intake@whiskerlodge.example, with Marguerite Okafor in CC.');
      return r.end();
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '03', domain: 'aviation maintenance / MRO parts (AOG)', style: 'plain',
    isolates: 'A free-text parts search and an exact part-number search return no stock; the third query adds approved alternates and finds two serviceable units, one of which is reserved and shipped.',
    goal: 'AOG at ORD: N417SK (E175) needs a replacement fuel boost pump, P/N 5002-01. Find a serviceable unit at any station and reserve it with next-flight-out shipping.',
    build(ctx, goal) {
      const r = run(ctx, 'plain', {
        name: 'mro-logistics-agent', model: 'gpt-4o-2024-08-06', task: goal,
        system: 'You support maintenance control at Skyline Regional. Tools: search_parts (inventory across stations), reserve_part. Only serviceable (SV) or overhauled (OH) parts may be used.',
        tools: ['search_parts', 'reserve_part'],
      });
      r.step('Searching inventory for the boost pump.', [
        { name: 'search_parts', args: { query: 'fuel boost pump E175' }, out: (c) => ({ hits: 0, items: [], search_ms: c.int(30, 120), index: 'inv-2024.03', cursor: null }) },
      ]);
      r.step('Free text returned nothing, probably because descriptions are keyed by part number. Searching by the exact P/N 5002-01.', [
        { name: 'search_parts', args: { part_number: '5002-01', condition: ['SV', 'OH'] }, out: (c) => ({ hits: 0, items: [], search_ms: c.int(30, 120), index: 'inv-2024.03', cursor: null, note: 'exact P/N match only; set include_alternates=true for IPC interchangeables' }) },
      ]);
      r.step('No exact-match stock, but the response hints that interchangeable part numbers are excluded by default. Retrying with alternates from the IPC.', [
        { name: 'search_parts', args: { part_number: '5002-01', condition: ['SV', 'OH'], include_alternates: true }, out: (c) => ({ hits: 2, items: [{ pn: '5002-01A', sn: 'BP10873', condition: 'OH', station: 'MEM', bin: 'R4-12', tag: '8130-3', tag_date: '2024-01-09' }, { pn: '5002-01A', sn: 'BP11220', condition: 'SV', station: 'CLT', bin: 'A2-07', tag: 'EASA Form 1', tag_date: '2023-11-21' }], search_ms: c.int(30, 120), index: 'inv-2024.03', cursor: null }) },
      ]);
      r.step('Two interchangeable 5002-01A units exist. MEM has an overhauled unit with a recent 8130-3 tag and good connections to ORD, so I will reserve SN BP10873 with next-flight-out.', [
        { name: 'reserve_part', args: { pn: '5002-01A', sn: 'BP10873', from_station: 'MEM', to_station: 'ORD', priority: 'AOG', ship_method: 'NFO', tail: 'N417SK' }, out: (c) => ({ reservation: 'RSV-' + c.digits(7), status: 'RESERVED', awb: '006-' + c.digits(8), flight: 'DL' + c.int(1000, 2999) + ' MEM-ORD', eta_local: '19:45', created: c.iso() }) },
      ]);
      r.final('Reserved overhauled boost pump P/N 5002-01A (IPC alternate for 5002-01), S/N BP10873 with 8130-3 tag, from MEM. It ships next-flight-out to ORD with an ETA of 19:45 local; the reservation and air waybill numbers are in the reserve response.');
      return r.end();
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '04', domain: 'EV charger firmware (coding, OCPP heartbeat)', style: 'swe',
    isolates: 'A ripgrep for a snake_case name finds nothing in the C firmware; the camel-case OCPP key finds the config parser, where the agent fixes the bug, runs the tests green and submits.',
    goal: 'Chargers ignore the HeartbeatInterval returned in the OCPP 1.6 BootNotification.conf and keep sending heartbeats every 300 s. They should use the interval from the central system.',
    build(ctx, goal) {
      const r = run(ctx, 'swe', { repo: 'voltway/cp-firmware', cwd: '/repo', task: goal, instanceId: 'voltway__cp-firmware-512' });
      r.step('Let me find where the heartbeat interval is handled.', [
        { name: 'bash', args: { command: 'rg -n "heartbeat_interval" src/' }, out: '' },
      ]);
      r.step('No snake_case symbol. In OCPP the key is "HeartbeatInterval" and the JSON field is "interval"; let me search for the camel-case key.', [
        { name: 'bash', args: { command: 'rg -n "HeartbeatInterval|hb_interval" src/' }, out: 'src/ocpp/boot.c:88:    cfg_set_int("HeartbeatInterval", json_get_int(payload, "interval", 300));\nsrc/ocpp/config.c:41:    { "HeartbeatInterval", CFG_INT, &g_cfg.hb_interval_s, 300, CFG_RW },\nsrc/ocpp/heartbeat.c:19:static uint32_t hb_interval = 300;\nsrc/ocpp/heartbeat.c:27:    k_timer_start(&hb_timer, K_SECONDS(hb_interval), K_SECONDS(hb_interval));' },
      ]);
      r.step('boot.c stores the interval in the config table, but heartbeat.c uses its own static copy that is never refreshed. Let me open heartbeat.c.', [
        { name: 'open', args: { command: 'open src/ocpp/heartbeat.c' }, openFile: '/repo/src/ocpp/heartbeat.c', out: '[File: /repo/src/ocpp/heartbeat.c (44 lines total)]\n15:#include "config.h"\n16:\n17:K_TIMER_DEFINE(hb_timer, hb_expiry, NULL);\n18:\n19:static uint32_t hb_interval = 300;\n20:\n21:void heartbeat_start(void)\n22:{\n23:    /* interval is fixed at build time */\n24:\n25:\n26:\n27:    k_timer_start(&hb_timer, K_SECONDS(hb_interval), K_SECONDS(hb_interval));\n28:}\n' },
      ]);
      r.step('I will read the interval from g_cfg when the timer is (re)started, and drop the static default.', [
        { name: 'edit', args: { command: 'edit 19:27\nvoid heartbeat_start(void)\n{\n    uint32_t hb_interval = g_cfg.hb_interval_s ? g_cfg.hb_interval_s : 300;\n\n    k_timer_stop(&hb_timer);\n    k_timer_start(&hb_timer, K_SECONDS(hb_interval), K_SECONDS(hb_interval));\n}\nend_of_edit' }, out: '[File: /repo/src/ocpp/heartbeat.c (42 lines total)]\nFile updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary.' },
      ]);
      r.step('heartbeat_start must also run after BootNotification is accepted; boot.c line 88 sets the value, so I will call heartbeat_start() right after it and run the unit tests.', [
        { name: 'bash', args: { command: 'sed -i \'88a\\    heartbeat_start();\' src/ocpp/boot.c && west build -t run_tests -b native_sim tests/ocpp 2>&1 | tail -6' }, out: (c) => `[${c.int(90, 99)}/${c.int(100, 104)}] Linking C executable zephyr/zephyr.exe\n*** Booting Zephyr OS build v3.6.0 ***\nRunning TESTSUITE ocpp_boot\n PASS - test_boot_accepted_sets_interval in ${c.float(0.001, 0.02, 3)} seconds\n PASS - test_heartbeat_uses_configured_interval in ${c.float(0.001, 0.02, 3)} seconds\nSUITE PASS - 100.00% [ocpp_boot]: pass = 7, fail = 0, skip = 0, total = 7 duration = ${c.float(0.05, 0.3, 3)} seconds` },
      ]);
      r.step('All seven OCPP boot tests pass, including the interval test. Submitting.', [
        { name: 'submit', args: { command: 'submit' }, out: 'diff --git a/src/ocpp/boot.c b/src/ocpp/boot.c\n@@ -88,0 +89 @@\n+    heartbeat_start();\ndiff --git a/src/ocpp/heartbeat.c b/src/ocpp/heartbeat.c\n@@ -19,9 +19,8 @@\n-static uint32_t hb_interval = 300;\n...' },
      ]);
      return r.end({ output: { exit_status: 'submitted', submission: 'diff --git a/src/ocpp/boot.c b/src/ocpp/boot.c ...' } });
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '05', start: '2024-02-26T19:41:10Z', domain: 'online courses LMS (finding a lab rubric)', style: 'letta',
    isolates: 'A Letta tutor searches the course files for "Module 4 lab rubric", gets nothing, tries the file-naming convention "Lab04" and finds the grading criteria, then answers the student with the link and key points.',
    goal: 'Hey, where is the rubric for the Module 4 lab? I want to check how the plots are graded before I submit tonight.',
    build(ctx, goal) {
      const r = run(ctx, 'letta', {
        name: 'course-tutor-stat200', model: 'gpt-4o-mini', task: goal,
        system: 'You are the STAT 200 course tutor. Tools: search_course_files (Canvas files keyword search), read_course_file.',
      });
      r.step('The student needs the Module 4 lab rubric. Searching course files.', [
        { name: 'search_course_files', args: { course_id: 'STAT200-S24', query: 'Module 4 lab rubric' }, out: (c) => JSON.stringify({ matches: [], searched: 142, took_ms: c.int(40, 180) }) },
      ]);
      r.step('Nothing under that wording. Lab files in this course follow a "LabNN_" naming convention, so I will search "Lab04" instead.', [
        { name: 'search_course_files', args: { course_id: 'STAT200-S24', query: 'Lab04' }, out: (c) => JSON.stringify({ matches: [{ file_id: 88213 + c.int(0, 9), name: 'Lab04_GradingCriteria.pdf', folder: 'Labs/Module 4', updated_at: '2024-02-19T16:02:11Z' }, { file_id: 88190, name: 'Lab04_Instructions.pdf', folder: 'Labs/Module 4', updated_at: '2024-02-12T10:40:55Z' }], searched: 142, took_ms: c.int(40, 180) }) },
      ]);
      r.step('Found Lab04_GradingCriteria.pdf. Reading the plotting section so I can summarise it.', [
        { name: 'read_course_file', args: { course_id: 'STAT200-S24', name: 'Lab04_GradingCriteria.pdf', section: 'Plots' }, out: 'Plots (30 pts): axes labelled with units (10); appropriate chart type for the variable types (10); caption states the main finding in one sentence (10). Deduct 5 for default matplotlib titles.' },
      ]);
      r.say('It\'s in Files → Labs/Module 4 → Lab04_GradingCriteria.pdf. Plots are worth 30 points: 10 for axis labels with units, 10 for choosing a chart type that fits the variables, and 10 for a one-sentence caption stating the main finding (−5 if you leave default titles). Good luck tonight!', 'Summarising the plot criteria for the student.');
      return r.end();
    },
  },
  // ------------------------------------------------------------------------
  {
    id: '06', domain: 'grocery e-commerce (out-of-stock substitution)', style: 'n8n',
    isolates: 'A brand-exact catalog search at the store returns no in-stock item; a generic "oat milk barista" query returns three candidates, and the agent substitutes one and updates the order.',
    goal: 'Order G-55120 for store 118: "Oatly Barista Edition 32 oz" is out of stock. Find an in-stock substitute the customer allowed (same type, similar size, max +$1.00) and update the order line.',
    build(ctx, goal) {
      const r = run(ctx, 'n8n', {
        task: goal, model: 'gpt-4o-mini', memory: 'Window Buffer Memory',
        system: 'You handle substitutions for FreshCart. Tools: "Search Catalog" (store-level availability), "Update Order Line". Respect the customer substitution preferences.',
      });
      const SC = { name: 'Search_Catalog', node: 'Search Catalog', nodeType: 'n8n-nodes-base.httpRequestTool' };
      r.step('Searching store 118 for the exact product.', [
        { ...SC, args: { store: 118, q: 'Oatly Barista Edition 32 oz', in_stock: true }, out: (c) => ({ response: JSON.stringify({ total: 0, items: [], facets: {}, searchId: c.uuid(), tookMs: c.int(20, 90) }) }) },
      ]);
      r.step('The exact brand is out, so the in-stock filter drops it. A generic "oat milk barista" query should surface other brands of the same type.', [
        { ...SC, args: { store: 118, q: 'oat milk barista', in_stock: true }, out: (c) => ({ response: JSON.stringify({ total: 3, items: [{ sku: '0085612300214', name: 'Califia Farms Oat Barista Blend 32 fl oz', price: 5.29, on_hand: 14 }, { sku: '0081282001147', name: 'Planet Oat Extra Creamy 52 fl oz', price: 4.49, on_hand: 31 }, { sku: '0085094900621', name: 'Chobani Oat Barista 52 fl oz', price: 6.99, on_hand: 6 }], searchId: c.uuid(), tookMs: c.int(20, 90) }) }) },
      ]);
      r.step('Califia Oat Barista Blend 32 fl oz matches type and size, and at $5.29 it is $0.50 over the $4.79 original, within the +$1.00 limit. Updating the order line.', [
        { name: 'Update_Order_Line', node: 'Update Order Line', nodeType: 'n8n-nodes-base.httpRequestTool', args: { order: 'G-55120', line: 7, substitute_sku: '0085612300214', reason: 'OOS', price_delta: 0.5 }, out: (c) => ({ response: JSON.stringify({ ok: true, order: 'G-55120', line: 7, status: 'SUBSTITUTED', version: c.int(3, 9), updatedAt: c.isoMs() }) }) },
      ]);
      r.final('Substituted line 7 of order G-55120 with Califia Farms Oat Barista Blend 32 fl oz ($5.29, +$0.50), which is in stock at store 118 (14 on hand).');
      return r.end();
    },
  },
];
