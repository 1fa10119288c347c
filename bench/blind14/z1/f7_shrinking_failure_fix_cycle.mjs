// Healthy family 2: a fix cycle where each fix is different and the failure count drops
// (e.g. 7 -> 3 -> 1 -> 0); the same check is re-run each time, but its output changes, and the
// run finishes once the check passes.

export const family = {
  name: 'shrinking_failure_fix_cycle',
  loop: false,
  stagnation: false,
  isolates: 'A check is re-run after each different fix and its failure count falls to zero, then the task is completed.',
};

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'street lighting maintenance', style: 'pydantic', model: 'gpt-4o-2024-08-06', agent: 'luminaire_import',
    isolates: 'A GeoJSON luminaire inventory fails validation with 7 errors, then 3, 1 and 0 after three different fixes (axis order, pole ids, wattage units), and is imported.',
    system: 'You maintain the street-lighting asset register of a municipality. New inventories arrive as GeoJSON from contractors; they must pass validate_geojson before import_inventory.',
    goal: 'Import the contractor\'s luminaire survey for the Nordviertel district (nordviertel_luminaires.geojson) into the asset register.',
    tools: ['validate_geojson', 'transform_geojson', 'lookup_pole_ids', 'import_inventory'],
    build(T) {
      const n = T.n;
      const head = () => `geojson-validate 1.9.2 | schema=streetlight-v3 | file=nordviertel_luminaires.geojson | features=212 | run ${n.hex(8)} | ${n.isoNoMs()}`;
      const errs7 = ['feature[14] LUM-NV-0114: point (51.9632, 7.6259) outside district bbox [7.59,51.95,7.66,51.99] - axis order lon/lat?', 'feature[15] LUM-NV-0115: point (51.9634, 7.6262) outside district bbox - axis order lon/lat?', 'feature[16] LUM-NV-0116: point (51.9637, 7.6266) outside district bbox - axis order lon/lat?', 'feature[17] LUM-NV-0117: point (51.9641, 7.6270) outside district bbox - axis order lon/lat?', 'feature[88] LUM-NV-0188: properties.pole_id is required', 'feature[131] LUM-NV-0231: properties.pole_id is required', 'feature[176] LUM-NV-0276: properties.lamp_w "70W" is not of type number'];
      const out = (errs) => () => `${head()}\n${errs.map((e) => 'ERROR ' + e).join('\n')}\n${errs.length} error(s), 0 warning(s) in ${n.int(90, 400)} ms\n${errs.length ? 'INVALID' : 'VALID'}`;
      T.llm({ text: 'Validating the survey file before import.', calls: [{ name: 'validate_geojson', args: { file: 'nordviertel_luminaires.geojson', schema: 'streetlight-v3' } }] });
      T.tool('validate_geojson', undefined, out(errs7));
      T.llm({ text: 'Seven errors in three groups. Features 14-17 have latitude first; they came from the second survey crew\'s sheet. Swapping axis order for exactly those four features.', calls: [{ name: 'transform_geojson', args: { file: 'nordviertel_luminaires.geojson', op: 'swap_xy', where: { id_in: ['LUM-NV-0114', 'LUM-NV-0115', 'LUM-NV-0116', 'LUM-NV-0117'] } } }, { name: 'validate_geojson', args: { file: 'nordviertel_luminaires.geojson', schema: 'streetlight-v3' } }] });
      T.tool('transform_geojson', undefined, () => ({ changed: 4, backup: `nordviertel_luminaires.${n.compact()}.bak.geojson` }));
      T.tool('validate_geojson', undefined, out(errs7.slice(4)));
      T.llm({ text: 'Down to 3. The two missing pole ids can be looked up from the register by position: each luminaire sits within a metre of its pole.', calls: [{ name: 'lookup_pole_ids', args: { features: ['LUM-NV-0188', 'LUM-NV-0231'], max_distance_m: 1.5 } }] });
      T.tool('lookup_pole_ids', undefined, () => ({ matches: [{ feature: 'LUM-NV-0188', pole_id: 'M-NV-4471', distance_m: 0.4 }, { feature: 'LUM-NV-0231', pole_id: 'M-NV-4502', distance_m: 0.7 }], query_ms: n.int(20, 90) }));
      T.llm({ text: 'Both matched within 0.7 m. Writing them into the file and re-validating.', calls: [{ name: 'transform_geojson', args: { file: 'nordviertel_luminaires.geojson', op: 'set_properties', values: { 'LUM-NV-0188': { pole_id: 'M-NV-4471' }, 'LUM-NV-0231': { pole_id: 'M-NV-4502' } } } }, { name: 'validate_geojson', args: { file: 'nordviertel_luminaires.geojson', schema: 'streetlight-v3' } }] });
      T.tool('transform_geojson', undefined, () => ({ changed: 2, backup: `nordviertel_luminaires.${n.compact()}.bak.geojson` }));
      T.tool('validate_geojson', undefined, out(errs7.slice(6)));
      T.llm({ text: 'Last one is a unit string in lamp_w. Converting "70W" to the number 70.', calls: [{ name: 'transform_geojson', args: { file: 'nordviertel_luminaires.geojson', op: 'set_properties', values: { 'LUM-NV-0276': { lamp_w: 70 } } } }, { name: 'validate_geojson', args: { file: 'nordviertel_luminaires.geojson', schema: 'streetlight-v3' } }] });
      T.tool('transform_geojson', undefined, () => ({ changed: 1, backup: `nordviertel_luminaires.${n.compact()}.bak.geojson` }));
      T.tool('validate_geojson', undefined, out([]));
      T.llm({ text: 'Valid. Importing.', calls: [{ name: 'import_inventory', args: { file: 'nordviertel_luminaires.geojson', district: 'Nordviertel', mode: 'upsert' } }] });
      T.tool('import_inventory', undefined, () => ({ inserted: 197, updated: 15, skipped: 0, import_id: `IMP-${n.digits(7)}`, finished_at: n.iso() }));
      const final = 'Imported the Nordviertel survey: 197 new luminaires and 15 updated records. Fixes made before import: swapped lon/lat on LUM-NV-0114..0117, added pole ids M-NV-4471 and M-NV-4502 by position match, and converted lamp_w "70W" to 70 on LUM-NV-0276.';
      T.llm({ text: final });
      return T.end({ output: final });
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'crowdfunding reward fulfilment', style: 'langgraph', model: 'gpt-4o-mini-2024-07-18', agent: 'fulfilment_batcher',
    isolates: 'A carrier label CSV fails with 9, then 4, then 1, then 0 validation errors after three different fixes (Eircodes, phone numbers, tier weight), and the shipment batch is created.',
    system: 'You run reward fulfilment for a board-game Kickstarter. Backer addresses come from the pledge manager; labels are validated against the carrier rules before a shipment batch is created.',
    goal: 'Create the DHL shipment batch for wave 3 (Ireland, UK and Switzerland backers) from wave3_labels.csv.',
    tools: ['validate_labels', 'pledge_manager_lookup', 'patch_labels', 'create_shipment_batch'],
    build(T) {
      const n = T.n;
      const e9 = ['row 4 backer #10231 (IE): postal code missing - Eircode required', 'row 9 backer #10377 (IE): postal code missing - Eircode required', 'row 12 backer #10402 (IE): postal code missing - Eircode required', 'row 17 backer #10519 (IE): postal code missing - Eircode required', 'row 21 backer #10588 (IE): postal code missing - Eircode required', 'row 30 backer #10702 (GB): phone required for customs (non-EU)', 'row 33 backer #10760 (CH): phone required for customs (non-EU)', 'row 41 backer #10911 (GB): phone required for customs (non-EU)', 'row 52 backer #11046 (CH): weight_kg must be > 0'];
      const v = (errs) => () => ({ file: 'wave3_labels.csv', rows: 64, carrier: 'DHL Parcel Connect', ruleset: `dhl-eu-${n.int(2024, 2025)}.${n.int(1, 12)}`, errors: errs, error_count: errs.length, validated_at: n.iso(), worker: n.pod('label-validator') });
      T.llm({ text: '', calls: [{ name: 'validate_labels', args: { file: 'wave3_labels.csv', carrier: 'dhl' } }] });
      T.tool('validate_labels', undefined, v(e9));
      T.llm({ text: 'Nine errors. Five Irish backers have no Eircode on the label, but the pledge manager survey asked for it separately. Pulling those.', calls: [{ name: 'pledge_manager_lookup', args: { backers: [10231, 10377, 10402, 10519, 10588], fields: ['eircode'] } }] });
      T.tool('pledge_manager_lookup', undefined, () => ({ results: [{ backer: 10231, eircode: 'D02 X285' }, { backer: 10377, eircode: 'T12 Y7K4' }, { backer: 10402, eircode: 'H91 E2K3' }, { backer: 10519, eircode: 'V94 T9PX' }, { backer: 10588, eircode: 'A65 F4E2' }], api_calls_left: n.int(800, 990) }));
      T.llm({ text: '', calls: [{ name: 'patch_labels', args: { file: 'wave3_labels.csv', column: 'postal_code', values: { 10231: 'D02 X285', 10377: 'T12 Y7K4', 10402: 'H91 E2K3', 10519: 'V94 T9PX', 10588: 'A65 F4E2' } } }, { name: 'validate_labels', args: { file: 'wave3_labels.csv', carrier: 'dhl' } }] });
      T.tool('patch_labels', undefined, { patched: 5 });
      T.tool('validate_labels', undefined, v(e9.slice(5)));
      T.llm({ text: 'Four left: three customs phone numbers and one zero weight. The phones are in the pledge manager account profile.', calls: [{ name: 'pledge_manager_lookup', args: { backers: [10702, 10760, 10911], fields: ['phone'] } }] });
      T.tool('pledge_manager_lookup', undefined, () => ({ results: [{ backer: 10702, phone: '+44 7700 900418' }, { backer: 10760, phone: '+41 79 555 21 90' }, { backer: 10911, phone: '+44 7700 900772' }], api_calls_left: n.int(700, 799) }));
      T.llm({ text: '', calls: [{ name: 'patch_labels', args: { file: 'wave3_labels.csv', column: 'phone', values: { 10702: '+44 7700 900418', 10760: '+41 79 555 21 90', 10911: '+44 7700 900772' } } }, { name: 'validate_labels', args: { file: 'wave3_labels.csv', carrier: 'dhl' } }] });
      T.tool('patch_labels', undefined, { patched: 3 });
      T.tool('validate_labels', undefined, v(e9.slice(8)));
      T.llm({ text: 'Backer #11046 pledged the Deluxe tier with the metal-coin add-on, packed weight 2.4 kg per the tier sheet. Setting it.', calls: [{ name: 'patch_labels', args: { file: 'wave3_labels.csv', column: 'weight_kg', values: { 11046: 2.4 } } }, { name: 'validate_labels', args: { file: 'wave3_labels.csv', carrier: 'dhl' } }] });
      T.tool('patch_labels', undefined, { patched: 1 });
      T.tool('validate_labels', undefined, v([]));
      T.llm({ text: '', calls: [{ name: 'create_shipment_batch', args: { file: 'wave3_labels.csv', carrier: 'dhl', wave: 3 } }] });
      T.tool('create_shipment_batch', undefined, () => ({ batch_id: `SB-${n.digits(6)}`, labels: 64, manifest_pdf: `https://fulfil.example/manifests/${n.uuid()}.pdf`, pickup: 'next business day 10:00-14:00' }));
      const final = 'Wave 3 batch created with all 64 labels. Before that I added five Eircodes and three customs phone numbers from the pledge manager and set the Deluxe parcel for #11046 to 2.4 kg; the final validation had 0 errors.';
      T.llm({ text: final });
      return T.end({ output: final });
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'bell foundries', style: 'messages', model: 'claude-3-5-sonnet-20241022', agent: 'foundry-code-agent',
    isolates: 'A bell-tuning test suite goes from 7 failures to 3, 1 and 0 after three different source fixes (diameter formula, cents conversion, bronze density), then the agent reports done.',
    system: 'You are a coding agent in the bellcast repository (Python). bellcast computes bell profiles, partial frequencies and casting weights. Fix the failing tests by changing code under bellcast/.',
    goal: 'The tuning and casting tests started failing after the refactor. Make the test suite pass again.',
    tools: ['run_tests', 'read_file', 'edit_file'],
    build(T) {
      const n = T.n;
      const pt = (failed, names) => () => ({ exit_code: failed ? 1 : 0, output: `============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.1.1\ncollected 31 items\n\ntests/test_partials.py ${failed >= 4 ? 'FFFF' : '....'}......${''}\ntests/test_tuning.py ${failed >= 2 ? 'FF' : '..'}.....\ntests/test_casting.py ${failed >= 1 ? 'F' : '.'}.........\n\n${names.length ? '=========================== short test summary info ============================\n' + names.map((x) => 'FAILED ' + x).join('\n') + '\n' : ''}${failed ? `======================== ${failed} failed, ${31 - failed} passed in ${n.float(0.9, 2.4, 2)}s ========================` : `============================== 31 passed in ${n.float(0.9, 2.4, 2)}s ==============================`}` });
      const f7 = ['tests/test_partials.py::test_hum_note_d4 - assert 587.3 == pytest.approx(293.7, rel=0.002)', 'tests/test_partials.py::test_prime_d4 - assert 1174.7 == pytest.approx(587.3, rel=0.002)', 'tests/test_partials.py::test_tierce_minor_third - assert 1396.9 == pytest.approx(698.5, rel=0.002)', 'tests/test_partials.py::test_nominal_octave - assert 2349.3 == pytest.approx(1174.7, rel=0.002)', 'tests/test_tuning.py::test_cents_offset_sharp - assert 3.01 == pytest.approx(10.0, abs=0.05)', 'tests/test_tuning.py::test_cents_offset_flat - assert -1.81 == pytest.approx(-6.0, abs=0.05)', 'tests/test_casting.py::test_weight_tenor_1200mm - assert 1044.9 == pytest.approx(1069.2, rel=0.005)'];
      T.llm({ text: 'Running the suite to see what is broken.', calls: [{ name: 'run_tests', args: { path: 'tests' } }] });
      T.tool('run_tests', undefined, pt(7, f7));
      T.llm({ text: 'The four partials tests are all exactly an octave high (factor 2), which smells like radius and diameter being mixed up in the frequency scaling. Reading partials.py.', calls: [{ name: 'read_file', args: { path: 'bellcast/partials.py' } }] });
      T.tool('read_file', undefined, 'def base_frequency(profile):\n    # f ~ k * thickness / d^2 ; refactor: use radius helper\n    r = profile.radius_mm\n    return K_BRONZE * profile.sound_bow_mm / (r ** 2) / 4 * 2\n');
      T.llm({ text: 'The /4 * 2 converts d^2 to r^2 incorrectly: d^2 = 4r^2, so it should divide by 4 only. Fixing.', calls: [{ name: 'edit_file', args: { path: 'bellcast/partials.py', old: 'return K_BRONZE * profile.sound_bow_mm / (r ** 2) / 4 * 2', new: 'return K_BRONZE * profile.sound_bow_mm / (4 * r ** 2)' } }, { name: 'run_tests', args: { path: 'tests' } }] });
      T.tool('edit_file', undefined, { ok: true });
      T.tool('run_tests', undefined, pt(3, f7.slice(4)));
      T.llm({ text: 'Partials pass; 3 left. The cents values are off by a constant factor of about 3.32, which is log2(10): the conversion uses log10 where it needs log2.', calls: [{ name: 'edit_file', args: { path: 'bellcast/tuning.py', old: 'return 1200 * math.log10(measured / target)', new: 'return 1200 * math.log2(measured / target)' } }, { name: 'run_tests', args: { path: 'tests' } }] });
      T.tool('edit_file', undefined, { ok: true });
      T.tool('run_tests', undefined, pt(1, f7.slice(6)));
      T.llm({ text: 'One left, the casting weight is 2.3% light. 1044.9 / 1069.2 matches 8.6 / 8.8 - the refactor used the density of plain copper-tin 80/20 from the old table instead of our 78/22 bell bronze at 8.8 g/cm3.', calls: [{ name: 'edit_file', args: { path: 'bellcast/casting.py', old: 'BELL_BRONZE_DENSITY = 8.6', new: 'BELL_BRONZE_DENSITY = 8.8  # 78Cu/22Sn' } }, { name: 'run_tests', args: { path: 'tests' } }] });
      T.tool('edit_file', undefined, { ok: true });
      T.tool('run_tests', undefined, pt(0, []));
      const final = 'All 31 tests pass. Three fixes: the base-frequency formula now divides by 4r^2 (partials were an octave high), cents use log2 instead of log10, and bell bronze density is back to 8.8 g/cm3 for the 78/22 alloy.';
      T.llm({ text: final });
      return T.end({ output: final });
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'sleep labs', style: 'adk', model: 'gemini-1.5-pro-002', agent: 'psg_importer',
    isolates: 'A polysomnography EDF import check reports 6, then 2, 1 and 0 problems after three different corrections (channel map, annotation offset, SpO2 resampling), and the study is imported for scoring.',
    system: 'You prepare overnight polysomnography recordings for scoring. check_edf_import validates an EDF+ file against the lab montage; fix problems with the provided tools, never by deleting signals.',
    goal: 'Import last night\'s study for patient SL-2291 (PSG_SL2291_night1.edf) into the scoring system.',
    tools: ['check_edf_import', 'apply_channel_map', 'shift_annotations', 'resample_channel', 'import_study'],
    app: 'sleeplab',
    build(T) {
      const n = T.n;
      const all = ['CHANNEL_LABEL: "EEG C4-A1" not in montage (expected "C4-M1")', 'CHANNEL_LABEL: "EEG C3-A2" not in montage (expected "C3-M2")', 'CHANNEL_LABEL: "EEG O2-A1" not in montage (expected "O2-M1")', 'CHANNEL_LABEL: "EEG F4-A1" not in montage (expected "F4-M1")', 'ANNOTATION_RANGE: 14 annotations start after end of recording (last at +08:12:40, recording 07:58:10)', 'SAMPLE_RATE: SpO2 recorded at 1 Hz, montage requires >= 10 Hz'];
      const chk = (errs) => () => ({ file: 'PSG_SL2291_night1.edf', edf_type: 'EDF+C', duration: '07:58:10', signals: 23, problems: errs, ok: errs.length === 0, checker: 'edfcheck 2.3.0', checked: n.isoOff(60), sha1: n.sha() });
      T.llm({ text: '', calls: [{ name: 'check_edf_import', args: { file: 'PSG_SL2291_night1.edf', montage: 'AASM-standard-v3' } }] });
      T.tool('check_edf_import', undefined, chk(all));
      T.llm({ text: 'Six problems. Four are the same issue: this amplifier labels EEG against A1/A2 while our montage uses mastoid M1/M2 names. Applying the vendor channel map.', calls: [{ name: 'apply_channel_map', args: { file: 'PSG_SL2291_night1.edf', map: 'embla-n7000-to-aasm' } }, { name: 'check_edf_import', args: { file: 'PSG_SL2291_night1.edf', montage: 'AASM-standard-v3' } }] });
      T.tool('apply_channel_map', undefined, () => ({ renamed: 4, map_version: '1.4' }));
      T.tool('check_edf_import', undefined, chk(all.slice(4)));
      T.llm({ text: 'Two left. The late annotations are the technician\'s notes stamped in wall-clock time from lights-off at 22:14:30; the recording started at 22:28:00, so they are shifted by 13 min 30 s.', calls: [{ name: 'shift_annotations', args: { file: 'PSG_SL2291_night1.edf', offset_s: -810, source: 'technician' } }, { name: 'check_edf_import', args: { file: 'PSG_SL2291_night1.edf', montage: 'AASM-standard-v3' } }] });
      T.tool('shift_annotations', undefined, () => ({ shifted: 14, first: '+00:02:10', last: '+07:59:10' }));
      T.tool('check_edf_import', undefined, chk(all.slice(5)));
      T.llm({ text: 'The last annotation now ends 60 s past the recording, which the checker tolerates. Remaining: SpO2 at 1 Hz. Upsampling to 10 Hz with sample-and-hold keeps the original values.', calls: [{ name: 'resample_channel', args: { file: 'PSG_SL2291_night1.edf', channel: 'SpO2', target_hz: 10, method: 'hold' } }, { name: 'check_edf_import', args: { file: 'PSG_SL2291_night1.edf', montage: 'AASM-standard-v3' } }] });
      T.tool('resample_channel', undefined, () => ({ channel: 'SpO2', from_hz: 1, to_hz: 10, samples: 287000 }));
      T.tool('check_edf_import', undefined, chk([]));
      T.llm({ text: '', calls: [{ name: 'import_study', args: { file: 'PSG_SL2291_night1.edf', patient: 'SL-2291', queue: 'scoring' } }] });
      T.tool('import_study', undefined, () => ({ study_id: `ST-${n.digits(7)}`, queue: 'scoring', position: n.int(2, 9), imported_at: n.isoOff(60) }));
      const final = 'Study SL-2291 night 1 is imported and queued for scoring. Corrections: mapped four A1/A2 EEG labels to M1/M2, shifted 14 technician annotations by -810 s to recording time, and upsampled SpO2 from 1 Hz to 10 Hz (sample-and-hold).';
      T.llm({ text: final });
      return T.end({ output: final });
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'circus touring logistics', style: 'vercel', model: 'gpt-4o-2024-08-06', agent: 'tour-route-planner',
    isolates: 'A convoy route plan for a circus move has 5 rule violations, then 2, 1 and 0 after three different changes (detour, driver swap, ferry booking), and the plan is confirmed.',
    system: 'You plan convoy moves for Circus Valentini between tour stops. check_route_plan validates a plan against vehicle dimensions, bridge limits, driver hours and bookings.',
    goal: 'Plan Monday\'s move of the 14-vehicle convoy from Aarhus to Malmö and get the route plan to pass all checks.',
    tools: ['get_route_plan', 'check_route_plan', 'update_route_plan', 'book_ferry'],
    cfg: { maxSteps: 12 },
    build(T) {
      const n = T.n;
      const v5 = ['BRIDGE_AXLE: truck TR-03 (tent-pole trailer, 11.8 t axle) exceeds 10 t axle limit on bridge Vejle Fjord local crossing (route segment 4)', 'BRIDGE_AXLE: truck TR-07 (generator, 10.6 t axle) exceeds 10 t axle limit on bridge Vejle Fjord local crossing (segment 4)', 'CLEARANCE: TR-03 height 4.12 m > 4.00 m underpass at Fredericia Vestre (segment 5)', 'DRIVER_HOURS: driver K. Marek would reach 10h12m driving (limit 9h, 10h max twice per week; already used twice)', 'BOOKING: ferry segment Helsingør-Helsingborg has no booking for 14 vehicles'];
      const chk = (vs) => () => ({ plan: 'MOVE-AAR-MMA', vehicles: 14, violations: vs, count: vs.length, status: vs.length ? 'FAIL' : 'PASS', engine: 'routecheck 7.1', map_data: `HERE ${n.int(2024, 2025)}Q${n.int(1, 4)}`, checked_at: n.iso(), job: n.jobId('rc') });
      T.llm({ text: '', calls: [{ name: 'get_route_plan', args: { plan: 'MOVE-AAR-MMA' } }, { name: 'check_route_plan', args: { plan: 'MOVE-AAR-MMA' } }] });
      T.tool('get_route_plan', undefined, () => ({ plan: 'MOVE-AAR-MMA', segments: ['Aarhus - E45 - Vejle', 'Vejle local (bridge)', 'Fredericia Vestre', 'E20 Great Belt', 'Copenhagen - Helsingør', 'ferry Helsingør-Helsingborg', 'E6 Malmö'], drivers: 12, depart: 'Mon 05:00' }));
      T.tool('check_route_plan', undefined, chk(v5));
      T.llm({ text: 'Five violations, and three of them are on segments 4-5 through Vejle and Fredericia. Staying on the E45 motorway bridge instead of the local crossing removes both axle problems and the low underpass at Fredericia Vestre.', calls: [{ name: 'update_route_plan', args: { plan: 'MOVE-AAR-MMA', replace_segments: { 4: 'E45 Vejle Fjord motorway bridge', 5: 'E45/E20 interchange Kolding' } } }, { name: 'check_route_plan', args: { plan: 'MOVE-AAR-MMA' } }] });
      T.tool('update_route_plan', undefined, () => ({ ok: true, revision: n.seq('r', 4), added_km: 11.4 }));
      T.tool('check_route_plan', undefined, chk(v5.slice(3)));
      T.llm({ text: 'Two left. K. Marek has used both 10-hour days this week; swapping him with relief driver P. Lindahl, who has 31 hours of weekly budget left, on TR-09.', calls: [{ name: 'update_route_plan', args: { plan: 'MOVE-AAR-MMA', driver_swap: { vehicle: 'TR-09', out: 'K. Marek', in: 'P. Lindahl' } } }, { name: 'check_route_plan', args: { plan: 'MOVE-AAR-MMA' } }] });
      T.tool('update_route_plan', undefined, () => ({ ok: true, revision: n.seq('r', 4) }));
      T.tool('check_route_plan', undefined, chk(v5.slice(4)));
      T.llm({ text: 'Only the ferry remains. Booking the 14 vehicles on a Monday afternoon freight departure that fits the revised timing.', calls: [{ name: 'book_ferry', args: { route: 'Helsingør-Helsingborg', date: 'Mon', after: '13:30', vehicles: 14, lengths_m: [16.5, 16.5, 18.75, 12, 12, 16.5, 13.6, 10, 10, 8, 8, 7.5, 7.5, 6] } }, { name: 'check_route_plan', args: { plan: 'MOVE-AAR-MMA' } }] });
      T.tool('book_ferry', undefined, () => ({ booking_ref: `FRX${n.digits(7)}`, departure: 'Mon 14:20', lanes_m: 176.85, price_dkk: 23940 }));
      T.tool('check_route_plan', undefined, chk([]));
      const final = 'The Aarhus-Malmö move now passes every check. Changes: the convoy stays on the E45 motorway bridge (11.4 km longer, avoids the 10 t axle bridge and the 4.0 m underpass), P. Lindahl drives TR-09 instead of K. Marek, and the 14 vehicles are booked on the Mon 14:20 Helsingør-Helsingborg freight departure.';
      T.llm({ text: final });
      return T.end({ output: final });
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'physiotherapy clinics', style: 'mastra', model: 'claude-3-5-haiku-20241022', agent: 'bookingWidgetDev',
    isolates: 'A TypeScript build of a clinic booking widget goes from 8 errors to 3, 1 and 0 after three different code changes (renamed type, missing prop, null date), and the build succeeds.',
    system: 'You are a coding agent in the physio-booking-widget repository (React + TypeScript). Make `npm run build` pass after the shared types package upgrade.',
    goal: 'Fix the booking widget build that broke after upgrading @clinic/shared-types to 3.0.',
    tools: ['runCommand', 'readFile', 'editFiles'],
    build(T) {
      const n = T.n;
      const tsc = (errs) => () => ({ exit_code: errs.length ? 2 : 0, stdout: `> physio-booking-widget@1.14.0 build\n> tsc -p tsconfig.build.json && vite build\n\n${errs.join('\n')}${errs.length ? `\n\nFound ${errs.length} error${errs.length > 1 ? 's' : ''} in ${new Set(errs.map((e) => e.split('(')[0])).size} file${new Set(errs.map((e) => e.split('(')[0])).size > 1 ? 's' : ''}.` : `vite v5.2.11 building for production...\n✓ 212 modules transformed.\ndist/index.html                  0.46 kB │ gzip:  0.30 kB\ndist/assets/index-${n.hex(8)}.js  148.${n.int(10, 99)} kB │ gzip: 47.${n.int(10, 99)} kB\n✓ built in ${n.float(1.8, 4.2, 2)}s`}` });
      const e8 = ['src/components/SlotPicker.tsx(3,10): error TS2305: Module \'"@clinic/shared-types"\' has no exported member \'Slot\'.', 'src/components/SlotList.tsx(2,10): error TS2305: Module \'"@clinic/shared-types"\' has no exported member \'Slot\'.', 'src/hooks/useSlots.ts(4,15): error TS2305: Module \'"@clinic/shared-types"\' has no exported member \'Slot\'.', 'src/api/slots.ts(1,10): error TS2305: Module \'"@clinic/shared-types"\' has no exported member \'Slot\'.', 'src/utils/groupSlots.ts(1,15): error TS2305: Module \'"@clinic/shared-types"\' has no exported member \'Slot\'.', 'src/components/BookingForm.tsx(57,8): error TS2741: Property \'therapistId\' is missing in type \'{ slotId: string; patient: PatientInput; }\' but required in type \'BookingRequest\'.', 'src/components/ConfirmStep.tsx(22,8): error TS2741: Property \'therapistId\' is missing in type \'{ slotId: string; patient: PatientInput; }\' but required in type \'BookingRequest\'.', 'src/utils/format.ts(12,27): error TS2345: Argument of type \'string | null\' is not assignable to parameter of type \'string\'.'];
      T.llm({ text: '', calls: [{ name: 'runCommand', args: { cmd: 'npm run build' } }] });
      T.tool('runCommand', undefined, tsc(e8));
      T.llm({ text: 'Eight errors. Five are the same: shared-types 3.0 renamed Slot. Checking the changelog for the new name.', calls: [{ name: 'readFile', args: { path: 'node_modules/@clinic/shared-types/CHANGELOG.md', lines: '1-20' } }] });
      T.tool('readFile', undefined, '## 3.0.0\n- BREAKING: `Slot` renamed to `TimeSlot`\n- BREAKING: `BookingRequest.therapistId` is now required\n- `Appointment.cancelledAt` is now `string | null`\n');
      T.llm({ text: 'Renaming the import in the five files to TimeSlot, aliased so the component code stays unchanged.', calls: [{ name: 'editFiles', args: { files: ['src/components/SlotPicker.tsx', 'src/components/SlotList.tsx', 'src/hooks/useSlots.ts', 'src/api/slots.ts', 'src/utils/groupSlots.ts'], find: 'import { Slot', replace: 'import { TimeSlot as Slot' } }, { name: 'runCommand', args: { cmd: 'npm run build' } }] });
      T.tool('editFiles', undefined, { changed: 5 });
      T.tool('runCommand', undefined, tsc(e8.slice(5)));
      T.llm({ text: 'Three left. BookingRequest now needs therapistId; both the form and the confirm step have the selected slot, which carries therapistId, so pass it through.', calls: [{ name: 'editFiles', args: { files: ['src/components/BookingForm.tsx', 'src/components/ConfirmStep.tsx'], find: 'slotId: slot.id,', replace: 'slotId: slot.id,\n        therapistId: slot.therapistId,' } }, { name: 'runCommand', args: { cmd: 'npm run build' } }] });
      T.tool('editFiles', undefined, { changed: 2 });
      T.tool('runCommand', undefined, tsc(e8.slice(7)));
      T.llm({ text: 'Last one: cancelledAt can now be null. formatDate should return an empty string for null rather than calling parseISO.', calls: [{ name: 'editFiles', args: { files: ['src/utils/format.ts'], find: 'export const formatDate = (iso: string) => format(parseISO(iso), "dd.MM.yyyy HH:mm");', replace: 'export const formatDate = (iso: string | null) => (iso ? format(parseISO(iso), "dd.MM.yyyy HH:mm") : "");' } }, { name: 'runCommand', args: { cmd: 'npm run build' } }] });
      T.tool('editFiles', undefined, { changed: 1 });
      T.tool('runCommand', undefined, tsc([]));
      const final = 'The build passes again. Changes: imported TimeSlot as Slot in five files, passed therapistId from the selected slot in BookingForm and ConfirmStep, and made formatDate accept null for cancelledAt.';
      T.llm({ text: final });
      return T.end({ output: final });
    },
  },
];
