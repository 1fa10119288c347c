// Healthy family 4: reading many similar but different records with the same tool and the same
// output template; every read returns different content, and the run ends with a summary.

export const family = {
  name: 'similar_records_sweep',
  loop: false,
  stagnation: false,
  isolates: 'The same tool is called on many different records with a shared output template, each returning new content, followed by a summary.',
};

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', startAt: '2025-06-10T09:00:00Z', domain: 'fire extinguisher servicing', style: 'vercel', model: 'gpt-4o-mini-2024-07-18', agent: 'extinguisher-audit',
    isolates: 'Eight extinguisher service records are read with the same tool and template, each with different dates, pressures and defects, and the agent lists the units that need action.',
    system: 'You audit portable fire extinguishers for a facilities company. Units need annual service, a 5-year discharge test (water/foam/powder) or 10-year test (CO2), and pressure in the green band.',
    goal: 'Audit the 8 extinguishers on floors 2-3 of the Albion House office and list which need action before the fire-safety visit next week.',
    tools: ['list_units', 'get_unit_record'],
    cfg: { maxSteps: 6 },
    build(T) {
      const n = T.n;
      const units = [
        { id: 'AH-2-01', type: 'water 9 L', location: '2F stair A', last_service: '2024-11-14', discharge_test: '2021-11-10', gauge: 'green', seal: 'intact', notes: '' },
        { id: 'AH-2-02', type: 'CO2 2 kg', location: '2F server room door', last_service: '2024-11-14', discharge_test: '2016-03-02', gauge: 'n/a (weigh)', weight_loss_pct: 4, seal: 'intact', notes: '' },
        { id: 'AH-2-03', type: 'foam 6 L', location: '2F kitchen', last_service: '2023-10-02', discharge_test: '2020-09-28', gauge: 'green', seal: 'intact', notes: 'bracket loose' },
        { id: 'AH-2-04', type: 'powder 6 kg', location: '2F plant room', last_service: '2024-11-14', discharge_test: '2019-06-11', gauge: 'amber (low)', seal: 'intact', notes: '' },
        { id: 'AH-3-01', type: 'water 9 L', location: '3F stair A', last_service: '2024-11-14', discharge_test: '2022-11-08', gauge: 'green', seal: 'broken', notes: 'tamper tag missing' },
        { id: 'AH-3-02', type: 'CO2 5 kg', location: '3F print room', last_service: '2024-11-14', discharge_test: '2018-05-21', gauge: 'n/a (weigh)', weight_loss_pct: 12, seal: 'intact', notes: '' },
        { id: 'AH-3-03', type: 'foam 6 L', location: '3F corridor east', last_service: '2024-11-14', discharge_test: '2023-01-17', gauge: 'green', seal: 'intact', notes: '' },
        { id: 'AH-3-04', type: 'water 9 L', location: '3F stair B', last_service: '2024-11-14', discharge_test: '2020-11-19', gauge: 'green', seal: 'intact', notes: 'signage missing' },
      ];
      const rec = (u) => () => ({ unit: u, inspected_by: n.pick(['JB', 'KL', 'MT']), record_source: 'FireTrack mobile', record_hash: n.sha(16), fetched: n.iso(), barcode_scans: n.int(3, 11) });
      T.llm({ text: '', calls: [{ name: 'list_units', args: { site: 'Albion House', floors: [2, 3] } }] });
      T.tool('list_units', undefined, () => ({ units: units.map((u) => u.id), count: 8, site_id: 'SITE-0419' }));
      T.llm({ text: 'Reading the floor 2 records.', calls: units.slice(0, 4).map((u) => ({ name: 'get_unit_record', args: { unit_id: u.id } })) });
      for (const u of units.slice(0, 4)) T.tool('get_unit_record', { unit_id: u.id }, rec(u));
      T.llm({ text: 'Now floor 3.', calls: units.slice(4).map((u) => ({ name: 'get_unit_record', args: { unit_id: u.id } })) });
      for (const u of units.slice(4)) T.tool('get_unit_record', { unit_id: u.id }, rec(u));
      const final = 'Action needed on 5 of 8 units before the visit:\n- AH-2-03 foam (2F kitchen): annual service overdue (last 2023-10-02), 5-year discharge test due 2025-09, bracket loose.\n- AH-2-04 powder (plant room): gauge amber/low, so recharge or replace; 5-year discharge test overdue since 2024-06.\n- AH-3-01 water (3F stair A): seal broken and tamper tag missing; check whether it was used and re-seal.\n- AH-3-02 CO2 5 kg (print room): 12% weight loss exceeds the 10% limit, so refill.\n- AH-3-04 water (3F stair B): signage missing; discharge test due 2025-11.\nAH-2-01 and AH-3-03 are in order, and AH-2-02 (CO2 2 kg, 4% weight loss) is fine, but its 10-year test falls due in March 2026.';
      T.llm({ text: final });
      return T.end({ output: final });
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'genealogy research', style: 'pydantic', model: 'gpt-4o-2024-08-06', agent: 'parish_researcher',
    isolates: 'Seven transcribed burial-register entries are read one by one with the same template, each naming different people, dates and ages, and the agent reconstructs the family line from them.',
    system: 'You are a genealogy research assistant with access to transcribed parish registers. Cite entry numbers; flag uncertain identifications.',
    goal: 'Trace the Pennock family burials in St Oswald\'s parish, 1820-1875, and work out which entries belong to the line of Thomas Pennock (b. c.1791).',
    tools: ['search_register', 'read_register_entry'],
    build(T) {
      const n = T.n;
      const entries = [
        { entry: 'B-1823-041', name: 'Mary Pennock', abode: 'Low Lanes', age: '2 yrs', burial: '1823-03-14', notes: 'dau. of Thomas & Ann, labourer', officiant: 'J. Hebden, curate' },
        { entry: 'B-1831-112', name: 'Ann Pennock', abode: 'Low Lanes', age: '38', burial: '1831-11-02', notes: 'wife of Thomas, died in childbed', officiant: 'J. Hebden, curate' },
        { entry: 'B-1831-113', name: 'William Pennock', abode: 'Low Lanes', age: '3 days', burial: '1831-11-02', notes: 'son of Thomas & late Ann', officiant: 'J. Hebden, curate' },
        { entry: 'B-1847-077', name: 'Thomas Pennock', abode: 'Cowgate', age: '24', burial: '1847-07-19', notes: 'fever; son of Thomas, cordwainer?', officiant: 'R. Allott, vicar' },
        { entry: 'B-1852-009', name: 'Jane Pennock', abode: 'Cowgate', age: '81', burial: '1852-01-21', notes: 'widow', officiant: 'R. Allott, vicar' },
        { entry: 'B-1866-130', name: 'Thomas Pennock', abode: 'Cowgate', age: '75', burial: '1866-12-03', notes: 'cordwainer', officiant: 'R. Allott, vicar' },
        { entry: 'B-1871-058', name: 'Elizabeth Pennock', abode: 'Mill Row', age: '64', burial: '1871-05-30', notes: 'widow of Thomas', officiant: 'H. Dyson, vicar' },
      ];
      T.llm({ text: 'Searching the burial register for Pennock.', calls: [{ name: 'search_register', args: { parish: 'St Oswald', type: 'burial', surname: 'Pennock', from: 1820, to: 1875 } }] });
      T.tool('search_register', undefined, () => ({ hits: entries.map((e) => e.entry), count: 7, variants_included: ['Pennick', 'Pennocke'], index_built: n.ymd(n.t - 400 * 86400000) }));
      for (const e of entries) {
        T.llm({ text: '', calls: [{ name: 'read_register_entry', args: { entry: e.entry } }] });
        T.tool('read_register_entry', undefined, () => ({ ...e, image: `https://images.parishrecords.example/st-oswald/${e.entry.slice(2, 6)}/${n.hex(12)}.jpg`, transcriber: n.pick(['volunteer #118', 'volunteer #204', 'volunteer #31']), checked: n.chance(0.7) }));
      }
      const final = 'Line of Thomas Pennock (b. c.1791, cordwainer): his burial is B-1866-130 (age 75, Cowgate, which gives b. c.1791 and matches). His first wife Ann (B-1831-112, age 38, died in childbed) and their infant William (B-1831-113, same day) and daughter Mary (B-1823-041, 2 yrs) belong to him; all three entries name Thomas & Ann of Low Lanes. Thomas junior (B-1847-077, 24, "son of Thomas, cordwainer?") is probably his son born c.1823; the query mark in the register makes this uncertain. Elizabeth (B-1871-058, "widow of Thomas", 64) fits a second marriage after 1831. Jane Pennock (B-1852-009, widow, 81, b. c.1771) is too old to be his wife and is more likely his mother; a baptism search for Thomas c.1791 naming Jane would confirm it.';
      T.llm({ text: final });
      return T.end({ output: final });
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'laundromat chains', style: 'langgraph', model: 'gpt-4o-mini-2024-07-18', agent: 'washer_health',
    isolates: 'Telemetry for nine washers across three stores is read with one tool and template, each machine showing different cycles, faults and temperatures, and the agent ranks the machines needing a technician.',
    system: 'You monitor machines of a self-service laundromat chain. get_machine_telemetry returns 7-day telemetry for one machine. Recommend technician visits.',
    goal: 'Check the 7-day telemetry of the 9 large washers (W-L*) in our three stores and tell me which ones need a technician this week.',
    tools: ['get_machine_telemetry'],
    build(T) {
      const n = T.n;
      const m = [
        { id: 'W-L1', store: 'Linden', cycles_7d: 212, fault_codes: [], drain_time_s_avg: 38, fill_time_s_avg: 61, bearing_vibration_mm_s: 2.1, coin_jams: 0 },
        { id: 'W-L2', store: 'Linden', cycles_7d: 198, fault_codes: ['E21 drain timeout x6'], drain_time_s_avg: 109, fill_time_s_avg: 63, bearing_vibration_mm_s: 2.4, coin_jams: 1 },
        { id: 'W-L3', store: 'Linden', cycles_7d: 74, fault_codes: ['E03 door lock x11'], drain_time_s_avg: 41, fill_time_s_avg: 60, bearing_vibration_mm_s: 2.0, coin_jams: 0 },
        { id: 'W-L4', store: 'Harbour', cycles_7d: 240, fault_codes: [], drain_time_s_avg: 36, fill_time_s_avg: 58, bearing_vibration_mm_s: 7.8, coin_jams: 0 },
        { id: 'W-L5', store: 'Harbour', cycles_7d: 231, fault_codes: [], drain_time_s_avg: 40, fill_time_s_avg: 59, bearing_vibration_mm_s: 2.6, coin_jams: 4 },
        { id: 'W-L6', store: 'Harbour', cycles_7d: 226, fault_codes: ['E12 heater low temp x2'], drain_time_s_avg: 39, fill_time_s_avg: 64, bearing_vibration_mm_s: 2.2, coin_jams: 0 },
        { id: 'W-L7', store: 'Station', cycles_7d: 188, fault_codes: [], drain_time_s_avg: 37, fill_time_s_avg: 142, bearing_vibration_mm_s: 1.9, coin_jams: 0 },
        { id: 'W-L8', store: 'Station', cycles_7d: 193, fault_codes: [], drain_time_s_avg: 42, fill_time_s_avg: 60, bearing_vibration_mm_s: 2.3, coin_jams: 0 },
        { id: 'W-L9', store: 'Station', cycles_7d: 0, fault_codes: ['OFFLINE since 3 days'], drain_time_s_avg: null, fill_time_s_avg: null, bearing_vibration_mm_s: null, coin_jams: 0 },
      ];
      const tel = (x) => () => ({ machine: x, window: '7d', firmware: `WM-${n.int(4, 5)}.${n.int(0, 9)}.${n.int(0, 30)}`, gateway: n.pick(['lg-gw-linden', 'lg-gw-harbour', 'lg-gw-station']), last_seen: x.cycles_7d ? n.isoNoMs(n.t - n.int(1, 50) * 60000) : n.isoNoMs(n.t - 3.2 * 86400000), sample_count: n.int(900, 4000) });
      for (let g = 0; g < 3; g++) {
        const grp = m.slice(g * 3, g * 3 + 3);
        T.llm({ text: g === 0 ? 'Reading telemetry store by store, starting with Linden.' : '', calls: grp.map((x) => ({ name: 'get_machine_telemetry', args: { machine_id: x.id, window: '7d' } })) });
        for (const x of grp) T.tool('get_machine_telemetry', { machine_id: x.id, window: '7d' }, tel(x));
      }
      const final = 'Technician needed this week, in order:\n1. W-L9 (Station): offline for 3 days, no cycles - check power and the board first.\n2. W-L4 (Harbour): bearing vibration 7.8 mm/s against about 2 mm/s on the other machines - the drum bearing is failing; book before it seizes.\n3. W-L2 (Linden): 6 drain timeouts, drain time 109 s against about 40 s normal - clear the drain pump or filter.\n4. W-L3 (Linden): 11 door-lock faults, and usage fell to 74 cycles, so customers are avoiding it - replace the door lock.\n5. W-L7 (Station): fill time 142 s, more than double normal - inlet valve screen likely clogged.\nMinor: W-L5 has 4 coin jams (clean the coin path at the next visit) and W-L6 has 2 heater low-temperature faults (watch). W-L1 and W-L8 are fine.';
      T.llm({ text: final });
      return T.end({ output: final });
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'tea blending', style: 'messages', model: 'claude-3-5-haiku-20241022', agent: 'tea-quality-assistant',
    isolates: 'Eight tea-lot certificates of analysis are read with the same tool and layout, each with different origins, residues and moisture, and the agent names the lots that cannot go into the EU blend.',
    system: 'You check incoming tea lots for a blending house supplying the EU. Check pesticide residues against EU MRLs (anthraquinone 0.02 mg/kg, chlorate 0.05 mg/kg, fipronil 0.005 mg/kg) and moisture <= 7%.',
    goal: 'Review the certificates for the 8 lots earmarked for the "Morning Harbour" breakfast blend and tell me which lots can be used.',
    tools: ['get_lot_certificate'],
    build(T) {
      const n = T.n;
      const lots = [
        { lot: 'AS-2291', origin: 'Assam, Halmari estate', grade: 'TGFOP', anthraquinone: 0.008, chlorate: 0.01, fipronil: '<LOQ', moisture_pct: 5.9 },
        { lot: 'AS-2294', origin: 'Assam, Mangalam estate', grade: 'GBOP', anthraquinone: 0.031, chlorate: 0.02, fipronil: '<LOQ', moisture_pct: 6.2 },
        { lot: 'KE-1107', origin: 'Kenya, Kangaita factory', grade: 'BP1', anthraquinone: '<LOQ', chlorate: 0.03, fipronil: '<LOQ', moisture_pct: 6.8 },
        { lot: 'KE-1112', origin: 'Kenya, Michimikuru factory', grade: 'PF1', anthraquinone: '<LOQ', chlorate: 0.07, fipronil: '<LOQ', moisture_pct: 6.1 },
        { lot: 'CE-0418', origin: 'Ceylon, Dimbula (St Coombs)', grade: 'BOP', anthraquinone: 0.005, chlorate: '<LOQ', fipronil: '<LOQ', moisture_pct: 7.4 },
        { lot: 'CE-0421', origin: 'Ceylon, Uva (Aislaby)', grade: 'BOPF', anthraquinone: 0.004, chlorate: 0.01, fipronil: '<LOQ', moisture_pct: 6.0 },
        { lot: 'RW-0052', origin: 'Rwanda, Gisovu', grade: 'BP1', anthraquinone: '<LOQ', chlorate: '<LOQ', fipronil: 0.009, moisture_pct: 5.7 },
        { lot: 'AS-2301', origin: 'Assam, Doomni estate', grade: 'BOP', anthraquinone: 0.012, chlorate: 0.02, fipronil: '<LOQ', moisture_pct: 6.5 },
      ];
      const coa = (l) => () => ({ certificate_no: `COA-${n.digits(7)}`, lab: n.pick(['Eurofins Hamburg', 'SGS Mombasa', 'Intertek Colombo']), method: 'LC-MS/MS, GC-MS/MS (QuEChERS)', loq_mg_kg: 0.002, issued: n.eu(60, n.t - n.int(5, 40) * 86400000), ...l, sample_id: `S${n.digits(8)}`, pdf_pages: n.int(3, 6) });
      T.llm({ text: 'I\'ll pull the certificate of analysis for each of the 8 lots.', calls: lots.map((l) => ({ name: 'get_lot_certificate', args: { lot: l.lot } })) });
      for (const l of lots) T.tool('get_lot_certificate', { lot: l.lot }, coa(l));
      const final = 'Usable for Morning Harbour (5): AS-2291, KE-1107, CE-0421, AS-2301 and, after drying, CE-0418.\nNot usable as they stand:\n- AS-2294 (Mangalam): anthraquinone 0.031 mg/kg exceeds the 0.02 MRL, so reject or return it.\n- KE-1112 (Michimikuru): chlorate 0.07 mg/kg exceeds 0.05, so reject.\n- RW-0052 (Gisovu): fipronil 0.009 mg/kg exceeds 0.005, so reject.\n- CE-0418 (Dimbula) is within residue limits but moisture is 7.4% against the 7.0% maximum; re-dry and re-test moisture before blending.\nThe blend loses one Assam, one Kenya and the Rwanda component, so the Kenya share will need rebalancing with KE-1107.';
      T.llm({ text: final });
      return T.end({ output: final });
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'sawmills', style: 'adk', model: 'gemini-2.0-flash-001', agent: 'log_yard_grader',
    isolates: 'Eight log-scanner records are read with the same tool and layout, each log with different diameter, sweep, rot and knots, and the agent assigns each to a sawing pattern.',
    system: 'You assist the head sawyer. Logs are scanned at the debarker; get_log_scan returns the 3D scan summary. Assign each log a sawing pattern: "cant-2ex" (straight, 30+ cm), "live-sawn" (sweep), "pallet" (rot or heavy knots), "veneer hold" (clear, 45+ cm).',
    goal: 'Grade the 8 oak logs from today\'s Forstamt Eichwald delivery (truck EW-17) and assign sawing patterns for tomorrow\'s first shift.',
    tools: ['get_log_scan'],
    app: 'sawmill_ops',
    build(T) {
      const n = T.n;
      const logs = [
        { log: 'EW17-01', species: 'Quercus robur', length_m: 4.2, sed_cm: 48, led_cm: 55, sweep_cm_per_m: 0.4, ovality: 1.06, heart_rot_cm: 0, knots_visible: 0 },
        { log: 'EW17-02', species: 'Quercus robur', length_m: 4.0, sed_cm: 36, led_cm: 42, sweep_cm_per_m: 2.1, ovality: 1.10, heart_rot_cm: 0, knots_visible: 2 },
        { log: 'EW17-03', species: 'Quercus petraea', length_m: 3.6, sed_cm: 33, led_cm: 38, sweep_cm_per_m: 0.6, ovality: 1.04, heart_rot_cm: 0, knots_visible: 3 },
        { log: 'EW17-04', species: 'Quercus robur', length_m: 3.2, sed_cm: 29, led_cm: 37, sweep_cm_per_m: 0.9, ovality: 1.18, heart_rot_cm: 9, knots_visible: 5 },
        { log: 'EW17-05', species: 'Quercus petraea', length_m: 5.1, sed_cm: 51, led_cm: 60, sweep_cm_per_m: 0.3, ovality: 1.03, heart_rot_cm: 0, knots_visible: 1 },
        { log: 'EW17-06', species: 'Quercus robur', length_m: 4.0, sed_cm: 40, led_cm: 46, sweep_cm_per_m: 0.5, ovality: 1.07, heart_rot_cm: 0, knots_visible: 1 },
        { log: 'EW17-07', species: 'Quercus robur', length_m: 2.8, sed_cm: 26, led_cm: 31, sweep_cm_per_m: 1.2, ovality: 1.12, heart_rot_cm: 0, knots_visible: 9 },
        { log: 'EW17-08', species: 'Quercus robur', length_m: 4.4, sed_cm: 37, led_cm: 44, sweep_cm_per_m: 2.6, ovality: 1.09, heart_rot_cm: 0, knots_visible: 0 },
      ];
      const scan = (l) => () => ({ ...l, volume_m3: Number((Math.PI / 4 * ((l.sed_cm + l.led_cm) / 200) ** 2 * l.length_m).toFixed(3)), scanner: 'MiCROTEC LogEye 300', scan_id: n.ulid(), metal_detector: n.pick(['clear', 'clear', 'clear']), scanned_at: n.isoOff(60, n.t - n.int(60, 300) * 60000), conveyor_speed_m_s: n.float(1.1, 1.4, 2) });
      T.llm({ text: 'Reading the first four scans.', calls: logs.slice(0, 4).map((l) => ({ name: 'get_log_scan', args: { log_id: l.log } })) });
      for (const l of logs.slice(0, 4)) T.tool('get_log_scan', { log_id: l.log }, scan(l));
      T.llm({ text: 'And the remaining four.', calls: logs.slice(4).map((l) => ({ name: 'get_log_scan', args: { log_id: l.log } })) });
      for (const l of logs.slice(4)) T.tool('get_log_scan', { log_id: l.log }, scan(l));
      const final = 'Sawing patterns for EW-17:\n- veneer hold: EW17-01 (48 cm SED, clear, 0.4 cm/m sweep) and EW17-05 (51 cm, 5.1 m, one knot); set both aside for the veneer buyer.\n- cant-2ex: EW17-03 (33 cm, straight) and EW17-06 (40 cm, straight, one knot).\n- live-sawn: EW17-02 (sweep 2.1 cm/m) and EW17-08 (sweep 2.6 cm/m, clear, good for wide boards despite the sweep).\n- pallet: EW17-04 (9 cm heart rot, 5 knots) and EW17-07 (2.8 m, 9 knots).\nFirst shift: start with the two cant logs while the live-sawing setup is changed, then EW17-02 and EW17-08, with the pallet logs last.';
      T.llm({ text: final });
      return T.end({ output: final });
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'student residence halls', style: 'mastra', model: 'gpt-4o-2024-08-06', agent: 'moveOutInspector',
    isolates: 'Eight move-out inspection reports are read with the same tool and template, each room with different damage, cleaning and inventory findings, and the agent proposes deposit deductions per room.',
    system: 'You help the residence life office process move-out inspections. Apply the standard charges: cleaning EUR 60, wall repair EUR 45 per patch, missing inventory at replacement cost, carpet stain EUR 80. Normal wear is not charged.',
    goal: 'Process the move-out inspections for corridor C2 of Birkenhof Hall (rooms C2-01 to C2-08) and propose deposit deductions.',
    tools: ['getInspectionReport'],
    build(T) {
      const n = T.n;
      const rooms = [
        { room: 'C2-01', resident: 'L. Ahlers', cleaning: 'clean', walls: 'two adhesive marks (normal wear)', inventory_missing: [], carpet: 'ok', other: '' },
        { room: 'C2-02', resident: 'M. Osei', cleaning: 'kitchen shelf and fridge not cleaned', walls: 'ok', inventory_missing: [], carpet: 'ok', other: '' },
        { room: 'C2-03', resident: 'J. Varga', cleaning: 'clean', walls: '3 holes from screws above desk', inventory_missing: ['desk lamp (EUR 24)'], carpet: 'ok', other: '' },
        { room: 'C2-04', resident: 'S. Nikolaidis', cleaning: 'clean', walls: 'ok', inventory_missing: [], carpet: 'red wine stain 20 cm', other: '' },
        { room: 'C2-05', resident: 'A. Brandt', cleaning: 'not cleaned', walls: 'ok', inventory_missing: ['mattress protector (EUR 19)', 'key fob (EUR 35)'], carpet: 'ok', other: 'left furniture: beanbag' },
        { room: 'C2-06', resident: 'P. Kim', cleaning: 'clean', walls: 'ok', inventory_missing: [], carpet: 'ok', other: 'window latch broken (maintenance: wear, not tenant)' },
        { room: 'C2-07', resident: 'R. Duarte', cleaning: 'bathroom limescale', walls: '1 patch of paint peeled by tape', inventory_missing: [], carpet: 'ok', other: '' },
        { room: 'C2-08', resident: 'E. Lindqvist', cleaning: 'clean', walls: 'ok', inventory_missing: [], carpet: 'ok', other: '' },
      ];
      const rep = (r) => () => ({ hall: 'Birkenhof', ...r, inspector: n.pick(['T. Wolff', 'H. Sander']), photos: n.int(6, 24), inspected_at: n.isoOff(60, n.t - n.int(1, 3) * 86400000), form_version: 'MO-2025.2', submission: n.uuid() });
      T.llm({ text: '', calls: rooms.map((r) => ({ name: 'getInspectionReport', args: { hall: 'Birkenhof', room: r.room } })) });
      for (const r of rooms) T.tool('getInspectionReport', { hall: 'Birkenhof', room: r.room }, rep(r));
      const final = 'Proposed deductions, corridor C2:\n- C2-01 Ahlers: EUR 0 (adhesive marks count as normal wear)\n- C2-02 Osei: EUR 60 cleaning\n- C2-03 Varga: EUR 135 for wall repair of 3 screw holes, plus EUR 24 desk lamp = EUR 159\n- C2-04 Nikolaidis: EUR 80 carpet stain\n- C2-05 Brandt: EUR 60 cleaning + EUR 19 mattress protector + EUR 35 key fob = EUR 114, plus removal of the beanbag (suggest charging the bulky-item fee if the policy allows)\n- C2-06 Kim: EUR 0 (the broken window latch is wear and goes to maintenance)\n- C2-07 Duarte: EUR 60 cleaning + EUR 45 wall patch = EUR 105\n- C2-08 Lindqvist: EUR 0\nTotal EUR 518 across 5 rooms.';
      T.llm({ text: final });
      return T.end({ output: final });
    },
  },
];
