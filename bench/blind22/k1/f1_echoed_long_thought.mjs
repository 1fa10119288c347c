// Family 1: one long assistant step restated near-verbatim with nothing new observed in between.
import { render, tool, span } from './lib.mjs';
export const family = 'echoed_long_thought';
export const loop = true;
export const stagnation = true;

export const scenarios = [
  // 01 pottery studio glaze batching — Vercel AI SDK
  (R) => {
    const inv = () => ({ sku: 'MAT-FELD-CUSTER', name: 'Custer feldspar', on_hand_g: 2100, reserved_g: 0, bin: 'Shelf C3', last_counted: R.isoSec(R.adv(0, 0)), counted_by: 'marisol' });
    const A = 'Scaling Celadon #4 from the 1 kg test batch to a 12 kg bucket gives 3,240 g Custer feldspar, 2,400 g silica, 1,920 g whiting, 1,680 g EPK kaolin, 2,760 g Ferro frit 3134 and 180 g red iron oxide. Inventory shows only 2,100 g of Custer feldspar on shelf C3, so the bucket is 1,140 g short; before telling Dana I should confirm the feldspar count, because a substitution with Minspar would shift the melt.';
    const B = 'Scaling Celadon #4 from the 1 kg test batch to a 12 kg bucket gives 3,240 g Custer feldspar, 2,400 g silica, 1,920 g whiting, 1,680 g EPK kaolin, 2,760 g Ferro frit 3134 and 180 g red iron oxide. Inventory shows only 2,100 g of Custer feldspar on shelf C3, so the bucket is 1,140 g short; before telling Dana I should confirm the feldspar count, since substituting Minspar would shift the melt.';
    const sp = {
      model: 'gpt-4o-2024-08-06', functionId: 'glaze-batcher', maxSteps: 5,
      system: 'You help Clayhouse Studio mix glaze buckets. Use the recipe book and the materials inventory. Quantities in grams.',
      goal: 'Dana wants a 12 kg bucket of Celadon #4 mixed for Saturday\'s firing. Work out the batch sheet and tell her if we have enough of everything.',
      toolNames: ['get_recipe', 'check_inventory'],
      turns: [
        { text: '', calls: [{ name: 'get_recipe', args: { recipe: 'Celadon #4', unit: 'percent' }, result: { recipe_id: 'rcp_0417', name: 'Celadon #4', cone: '6', base: [{ material: 'Custer feldspar', pct: 27 }, { material: 'Silica 325', pct: 20 }, { material: 'Whiting', pct: 16 }, { material: 'EPK kaolin', pct: 14 }, { material: 'Ferro frit 3134', pct: 23 }], additions: [{ material: 'Red iron oxide', pct: 1.5 }], updated_at: R.http(R.adv(0, 0)), rev: 7 } }] },
        { text: 'Base is 100%, iron is an addition. Checking the materials on hand.', calls: [{ name: 'check_inventory', args: { skus: ['MAT-FELD-CUSTER', 'MAT-SIL-325', 'MAT-WHIT', 'MAT-EPK', 'MAT-F3134', 'MAT-RIO'] }, result: { items: [inv(), { sku: 'MAT-SIL-325', on_hand_g: 18400 }, { sku: 'MAT-WHIT', on_hand_g: 9200 }, { sku: 'MAT-EPK', on_hand_g: 22650 }, { sku: 'MAT-F3134', on_hand_g: 11300 }, { sku: 'MAT-RIO', on_hand_g: 940 }], generated: R.iso(R.adv(2, 4)) } }] },
        { text: A, calls: [{ name: 'check_inventory', args: { skus: ['MAT-FELD-CUSTER'] }, result: { items: [inv()], generated: R.iso(R.adv(3, 5)) } }] },
        { text: B },
      ],
      cutoff: true,
    };
    return { domain: 'pottery studio glaze batching', style: 'vercel', isolates: 'A 70-word batch-sheet reasoning step is restated almost word for word after a re-check that returned the same stock count, then the step budget ends.', goal: sp.goal, root: render('vercel', R, sp) };
  },

  // 02 Postgres logical replication slot lag — OpenTelemetry GenAI
  (R) => {
    const slotRows = () => `  slot_name       | plugin   | active | wal_status | restart_lsn  | confirmed_flush_lsn | retained\n-----------------+----------+--------+------------+--------------+---------------------+----------\n debezium_orders | pgoutput | f      | extended   | 3A/7F0012C8  | 3A/7F0013A0         | 14 GB\n analytics_cdc   | pgoutput | t      | reserved   | 3D/11A4E6F0  | 3D/11A4F010         | 212 MB\n(2 rows)\n\nTime: ${R.int(3, 40)}.${R.int(100, 999)} ms`;
    const A = 'The disk pressure on pg-primary-2 comes from the replication slot debezium_orders: it is inactive, wal_status is extended and it pins restart_lsn 3A/7F0012C8, retaining about 14 GB of WAL while analytics_cdc is healthy at 212 MB. Dropping the slot would free the space but would force the orders connector into a full resnapshot, so the safer next step is to verify whether the Debezium connector is actually stopped before deciding.';
    const B = 'The disk pressure on pg-primary-2 comes from the replication slot debezium_orders: it is inactive, wal_status is extended, and it pins restart_lsn 3A/7F0012C8, retaining roughly 14 GB of WAL while analytics_cdc is healthy at 212 MB. Dropping the slot would free the space but would force the orders connector into a full resnapshot, so the safer next step is to verify whether the Debezium connector is actually stopped before deciding.';
    const sp = {
      model: 'gpt-4.1', agentName: 'db-oncall', server: 'api.openai.com',
      system: 'You are the database on-call assistant. You can run read-only SQL on production replicas and primaries via run_sql. Never run DDL without approval.',
      goal: 'Alert: pg-primary-2 data volume at 91%. Find out what is eating the disk and propose a fix.',
      turns: [
        { text: 'Start with the biggest consumers: WAL retention from slots is the usual suspect.', calls: [{ name: 'run_sql', args: { host: 'pg-primary-2', sql: 'SELECT slot_name, plugin, active, wal_status, restart_lsn, confirmed_flush_lsn, pg_size_pretty(pg_wal_lsn_diff(pg_current_wal_lsn(), restart_lsn)) AS retained FROM pg_replication_slots;' }, result: slotRows() }] },
        { text: '', calls: [{ name: 'run_sql', args: { host: 'pg-primary-2', sql: "SELECT pg_size_pretty(sum(size)) FROM pg_ls_waldir();" }, result: ` pg_size_pretty\n----------------\n 14 GB\n(1 row)\n\nTime: ${R.int(30, 90)}.${R.int(100, 999)} ms` }] },
        { text: A, calls: [{ name: 'run_sql', args: { host: 'pg-primary-2', sql: 'SELECT slot_name, plugin, active, wal_status, restart_lsn, confirmed_flush_lsn, pg_size_pretty(pg_wal_lsn_diff(pg_current_wal_lsn(), restart_lsn)) AS retained FROM pg_replication_slots;' }, result: slotRows() }] },
        { text: B },
      ],
      cutoff: true,
    };
    return { domain: 'Postgres replication slot WAL retention (devops)', style: 'otel', isolates: 'The same long diagnosis of an inactive replication slot is written twice, with only the identical slot query (different timing line) between them.', goal: sp.goal, root: render('otel', R, sp) };
  },

  // 03 tennis stringing shop — Anthropic Messages API with extended thinking
  (R) => {
    const T1 = 'Priya plays a Babolat Pure Aero 98 with full poly (RPM Blast 17) at 55 lbs and reports elbow soreness after two-hour sessions. Dropping to 50 lbs and switching the crosses to a multifilament hybrid reduces stiffness the most; her order history shows she re-strings every three weeks, so a hybrid costs her little extra durability. I should confirm the stock of Xcel 16 before recommending it.';
    const T2 = 'Priya plays a Babolat Pure Aero 98 with full poly (RPM Blast 17) at 55 lbs and reports elbow soreness after two-hour sessions. Dropping to 50 lbs and switching the crosses to a multifilament hybrid reduces stiffness the most; her order history shows she restrings every three weeks, so a hybrid costs her little extra durability. I should confirm stock of Xcel 16 before I recommend it.';
    const stock = () => ({ sku: 'STR-XCEL16-NAT', name: 'Wilson NXT/Xcel 16 natural (set)', qty: 0, reel_qty_m: 0, next_delivery: null, as_of: R.isoOff(1, R.adv(1, 2)) });
    const sp = {
      model: 'claude-3-7-sonnet-20250219', agentName: 'stringing_desk',
      system: 'You are the stringing desk assistant for Baseline Racquet Co. Recommend string setups and book jobs. Check stock before recommending a string.',
      goal: 'Customer Priya Raman (acct 2291) says her elbow hurts after long sessions. Recommend a new string job for her Pure Aero 98 and book it for Thursday if we can.',
      toolNames: ['get_customer', 'check_string_stock', 'book_job'],
      turns: [
        { calls: [{ name: 'get_customer', args: { account: 2291 }, result: { name: 'Priya Raman', racquets: [{ model: 'Babolat Pure Aero 98', grip: 'L3', last_job: { mains: 'RPM Blast 17', crosses: 'RPM Blast 17', tension_lbs: 55, date: R.date(R.now() - 21 * 86400000) } }], jobs_last_90d: 4, notes: 'prefers pickup after 5pm' } }] },
        { reasoning: T1, calls: [{ name: 'check_string_stock', args: { sku: 'STR-XCEL16-NAT' }, result: stock() }] },
        { reasoning: T2, calls: [{ name: 'check_string_stock', args: { sku: 'STR-XCEL16-NAT' }, result: stock() }] },
      ],
      cutoff: true,
    };
    return { domain: 'tennis racquet stringing shop', style: 'anthropic', isolates: 'A long thinking block about string tension is restated near-verbatim after the stock check came back identical (still zero), and the run is cut off.', goal: sp.goal, root: render('anthropic', R, sp) };
  },

  // 04 triathlon transition rack allocation — LangGraph via LangSmith
  (R) => {
    const A = 'Wave 3 (age groups M40-44 and M45-49) has 212 athletes but racks T-R1 to T-R9 only hold 180 bikes at 20 per rack. The overflow of 32 should go to the temporary racks on the car-park side, but those are 140 metres further from swim exit, which the race rules say must be equal for a wave; I need to ask the venue list again whether racks R10 and R11 are usable.';
    const B = 'Wave 3 (age groups M40-44 and M45-49) has 212 athletes but racks T-R1 to T-R9 hold only 180 bikes at 20 per rack. The overflow of 32 should go to the temporary racks on the car-park side, but those are 140 metres further from the swim exit, which the race rules say must be equal within a wave; I need to ask the venue list again whether racks R10 and R11 are usable.';
    const venue = () => ({ venue: 'Lakeside Park T1/T2', racks: [...Array.from({ length: 9 }, (_, i) => ({ id: `T-R${i + 1}`, capacity: 20, status: 'ok' })), { id: 'T-R10', capacity: 20, status: 'unknown' }, { id: 'T-R11', capacity: 20, status: 'unknown' }], temp_racks: { location: 'car park B', capacity: 60, distance_from_swim_exit_m: 140 }, fetched_at: R.iso(R.adv(1, 3)), cache: 'MISS', x_served_by: R.replica('venue-api', 4) });
    const sp = {
      model: 'gpt-4o-mini', llmName: 'ChatOpenAI', threadId: R.uuid(),
      system: 'You allocate transition-area bike racks for the Lakeside Sprint Triathlon. Every wave must get racks at equal distance from swim exit.',
      goal: 'Produce the rack allocation for wave 3 (M40-44, M45-49) and flag any problems to the race director.',
      turns: [
        { text: '', calls: [{ name: 'get_wave_entries', args: { wave: 3 }, result: { wave: 3, categories: ['M40-44', 'M45-49'], athletes: 212, start: '07:42' } }] },
        { text: '', calls: [{ name: 'get_venue_racks', args: { area: 'transition' }, result: venue() }] },
        { text: A, calls: [{ name: 'get_venue_racks', args: { area: 'transition' }, result: venue() }] },
        { text: B },
      ],
      cutoff: true,
    };
    return { domain: 'triathlon transition area', style: 'langgraph', isolates: 'The allocation problem statement (212 athletes, 180 slots, unequal overflow) is repeated near-verbatim after re-reading an unchanged venue list.', goal: sp.goal, root: render('langgraph', R, sp) };
  },

  // 05 trophy engraving — Griptape (framework not in the brief's list)
  (R) => {
    const A = 'The plate on the Regional Bowls Shield is 80 mm by 22 mm. At the club\'s standard 3.5 mm Times capitals the line "2024 CHAMPIONS - HENLOW VILLAGE BOWLS CLUB A" needs about 104 mm, so it will not fit on one line; options are two lines at 3 mm or abbreviating to HENLOW VBC A. I should re-check the plate dimensions from the trophy record before choosing.';
    const B = 'The plate on the Regional Bowls Shield is 80 mm by 22 mm. At the club\'s standard 3.5 mm Times capitals the line "2024 CHAMPIONS - HENLOW VILLAGE BOWLS CLUB A" needs roughly 104 mm, so it will not fit on one line; the options are two lines at 3 mm or abbreviating to HENLOW VBC A. I should re-check the plate dimensions from the trophy record before choosing.';
    const rec = () => ({ trophy_id: 'TR-00381', name: 'Regional Bowls Shield', plate: { w_mm: 80, h_mm: 22, material: 'brass', position: 14 }, house_font: 'Times Roman caps', house_height_mm: 3.5, record_rev: 'r12', retrieved: R.us(R.adv(2, 4)) });
    const sp = {
      model: 'gpt-4o', maxSubtasks: 8,
      system: 'You prepare engraving jobs for Keyline Engraving. Check trophy records and text metrics before sending a layout to the laser queue.',
      goal: 'Henlow Village Bowls Club won the Regional Bowls Shield. Prepare the engraving layout for this year\'s plate: "2024 CHAMPIONS - HENLOW VILLAGE BOWLS CLUB A".',
      turns: [
        { text: 'I need the trophy record to know the plate size.', calls: [{ name: 'TrophyRecords.get_trophy', args: { query: 'Regional Bowls Shield' }, result: rec() }] },
        { text: 'Measure the text at house style.', calls: [{ name: 'TextMetrics.measure', args: { text: '2024 CHAMPIONS - HENLOW VILLAGE BOWLS CLUB A', font: 'Times-Roman', cap_height_mm: 3.5 }, result: { width_mm: 104.2, lines: 1, calc_ms: R.ms(2, 30) } }] },
        { text: A, calls: [{ name: 'TrophyRecords.get_trophy', args: { query: 'Regional Bowls Shield' }, result: rec() }] },
        { text: B, calls: [] },
      ],
      cutoff: true,
    };
    return { domain: 'trophy engraving shop', style: 'griptape', isolates: 'A long layout analysis is repeated near-verbatim after re-fetching the same trophy record; the task hits its subtask limit without a layout.', goal: sp.goal, root: render('griptape', R, sp) };
  },

  // 06 home broadband support — plain message-level trace
  (R) => {
    const A = 'Thanks for waiting, Mr Okafor. Your line is syncing at 18.4 Mbps down and 1.1 Mbps up, well below the 52 Mbps we estimated for your address, and the line test shows a high error count on the copper between the cabinet and your home. This usually means a fault outside your property, so I would like to book an engineer; first I will double-check the last line test result.';
    const B = 'Thanks for waiting, Mr Okafor. Your line is syncing at 18.4 Mbps down and 1.1 Mbps up, well below the 52 Mbps we estimated for your address, and the line test shows a high error count on the copper between the cabinet and your home. This usually points to a fault outside your property, so I would like to book an engineer; first I will double-check the last line test result.';
    const lt = (id) => ({ test_id: id, circuit: 'FTTC-0114-77812', sync_down_kbps: 18432, sync_up_kbps: 1104, attainable_down_kbps: 21010, snr_margin_db: 3.1, crc_errors_15m: 4821, es_15m: 212, verdict: 'FAULT_SUSPECTED_E_SIDE', completed: R.iso(R.adv(0, 0)) });
    const first = lt('LT-' + R.int(1000000, 9999999));
    const sp = {
      model: 'gpt-4o', agentName: 'broadband-support-bot',
      system: 'You are a broadband support agent for Northwire. You can run line tests and book engineer visits. Speak to the customer politely.',
      goal: 'Customer chat: "My internet has been really slow for a week, video calls keep dropping." Account 55-80231-K (Mr Okafor).',
      turns: [
        { text: 'Let me run a line test on your connection, this takes about a minute.', calls: [{ name: 'run_line_test', args: { account: '55-80231-K' }, result: first }] },
        { text: A, calls: [{ name: 'get_last_line_test', args: { account: '55-80231-K' }, result: first }] },
        { text: B },
      ],
      cutoff: true, cutoffReason: 'conversation_timeout',
    };
    return { domain: 'home broadband ISP support', style: 'plain', isolates: 'A long customer-facing message is sent twice almost verbatim, with only a fetch of the same line test between them; the chat then times out.', goal: sp.goal, root: render('plain', R, sp) };
  },
];
