// Loop: one long reasoning step restated near-verbatim with nothing new in between; run then ends/cut off.
export const family = 'restated_long_step';
export const scenarios = [
  // 01 harpsichord restoration -- Anthropic Messages logs with thinking blocks
  (N) => {
    const inv = { workshop: 'Atelier Vos, Ghent', item: 'Delrin plectra 0.45mm', stock_units: 38, reserved_for: 'WO-2231 (Ruckers copy, 2x8\')', last_count: N.syslog(), counted_by: 'mvos' };
    const plan = 'The Ruckers copy has 98 jacks across two 8-foot registers, and only 38 Delrin plectra are left in stock, all reserved for this same work order. So I will re-quill the front 8-foot register first (49 jacks), voice it against the reference treble C, and order a further 60 plectra before starting the back register so voicing stays consistent.';
    const plan2 = 'The Ruckers copy has 98 jacks across two 8-foot registers and only 38 Delrin plectra remain in stock, all reserved for this same work order. So I will re-quill the front 8-foot register first (49 jacks), voice it against the reference treble C, and order another 60 plectra before starting the back register so that the voicing stays consistent.';
    return {
      isolates: 'A long re-quilling plan is restated almost word for word after a stock lookup that returned exactly the same count; nothing new was learnt between the two plans.',
      style: 'anthropic',
      run: {
        goal: 'Plan the re-quilling of harpsichord WO-2231 (Ruckers copy, 2x8\') and tell me what to order.', model: 'claude-sonnet-4-20250514', agentName: 'workshop-assistant',
        system: 'You help a harpsichord restoration workshop plan jobs. Use the inventory tool before ordering.', tools: ['inventory_lookup', 'create_purchase_order'],
        steps: [
          { thinking: 'Need plectra count first.', text: 'Checking plectra stock for the job.', calls: [{ name: 'inventory_lookup', args: { sku: 'PLEC-DELRIN-045' }, out: { ...inv, fetched_at: N.iso() } }] },
          { thinking: plan, text: 'Let me confirm the stock figure once more before writing the order.', calls: [{ name: 'inventory_lookup', args: { sku: 'PLEC-DELRIN-045' }, out: { ...inv, fetched_at: N.iso() } }] },
          { thinking: plan2, text: 'Let me confirm the stock figure before writing the order.' },
        ],
        cutoff: 'max_turns reached (stop_reason=max_tokens on turn 3)',
      },
    };
  },
  // 02 sea-salt smokery -- CrewAI
  (N) => {
    const kiln = { kiln: 'K2 cold-smoke chamber', wood: 'oak chips (ex-whisky cask)', chamber_temp_c: 23.4, rh_pct: 71, batch_loaded: 'SALT-FLK-0615 (42 kg flake)', door_sensor: 'closed', reading_id: N.uuid() };
    const thought = 'The flake batch has been in the cold-smoke chamber for 96 hours at 23 degrees and 71 percent humidity; our spec for the "Peat & Oak" line is 120 hours, so the batch needs another full day of smoke before the moisture test, and I should tell the packing team not to book it for Thursday.';
    return {
      isolates: 'A CrewAI agent reads the same kiln status twice and writes the same long Thought paragraph twice with only a word changed, never producing the final answer.',
      style: 'crewai',
      run: {
        goal: 'Decide whether smoked sea-salt batch SALT-FLK-0615 can be packed on Thursday and tell the packing team.', model: 'gpt-4o-mini', role: 'Smokehouse Production Planner', expected: 'Go/no-go decision with reason',
        system: 'You plan production at a sea-salt smokery.',
        steps: [
          { text: 'I need the current kiln reading for the batch.', calls: [{ name: 'kiln_status', args: { kiln_id: 'K2' }, out: { ...kiln, sampled_at: N.isoOff(), gateway: N.host('smokegw') } }] },
          { text: thought, calls: [{ name: 'kiln_status', args: { kiln_id: 'K2' }, out: { ...kiln, reading_id: N.uuid(), sampled_at: N.isoOff(), gateway: N.host('smokegw') } }] },
          { text: thought.replace('I should tell', 'I need to tell'), calls: [{ name: 'kiln_status', args: { kiln_id: 'K2' }, out: { ...kiln, reading_id: N.uuid(), sampled_at: N.isoOff(), gateway: N.host('smokegw') } }] },
        ],
        cutoff: 'Agent stopped: iteration limit or time limit',
      },
    };
  },
  // 03 avalanche-dog kennel -- LangGraph
  (N) => {
    const roster = { week: '2025-W07', dogs: [{ name: 'Birk', cert: 'A', last_burial_drill: '3 days ago' }, { name: 'Skadi', cert: 'B', last_burial_drill: '9 days ago' }, { name: 'Tundra', cert: 'A', last_burial_drill: '12 days ago' }], handlers_on_shift: ['Ingrid', 'Mats'], snowpit_open: true };
    const msg = 'Skadi and Tundra are both past the seven-day burial-drill window while Birk drilled three days ago, and there are only two handlers on shift this week, so the sensible rota is Tundra with Ingrid on Tuesday, Skadi with Mats on Wednesday, and Birk stays on patrol standby because he is current.';
    return {
      isolates: 'The agent proposes a long drill rota, re-reads an unchanged roster, then writes the same rota paragraph again with trivial word changes instead of booking it.',
      style: 'langgraph',
      run: {
        goal: 'Book this week\'s burial-search drills for the avalanche dogs so nobody goes past the 7-day window.', model: 'gpt-4.1',
        system: 'You coordinate training at an avalanche rescue dog kennel. Book drills with book_drill.',
        steps: [
          { calls: [{ name: 'get_roster', args: { week: '2025-W07' }, out: { ...roster, etag: N.etag() } }] },
          { text: msg, calls: [{ name: 'get_roster', args: { week: '2025-W07' }, out: { ...roster, etag: N.etag() } }] },
          { text: msg.replace('the sensible rota is', 'the sensible rota would be').replace('because he is current', 'since he is current') },
        ],
        cutoff: 'GraphRecursionError: Recursion limit of 50 reached without hitting a stop condition.',
      },
    };
  },
  // 04 reed-bed sewage works -- Gemini function calling
  (N) => {
    const flows = { site: 'Holme Fen constructed wetland', inflow_m3_day: 412, beds: { VF1: { state: 'resting', days: 6 }, VF2: { state: 'dosing', days: 4 }, VF3: { state: 'ponding', surface_water_cm: 7 }, HF1: { state: 'dosing' } }, ammonia_out_mg_l: 4.8 };
    const t = 'Vertical bed VF3 is ponding with seven centimetres of surface water, which means its media is clogged and it must be rested; VF1 has already rested six days and can take load, so the dosing should switch from VF3 to VF1 while VF2 continues, keeping the effluent ammonia under the five milligram consent limit.';
    return {
      isolates: 'A Gemini agent reasons about reed-bed rotation, re-queries identical telemetry, and repeats the same long rotation reasoning verbatim without switching the valves.',
      style: 'gemini',
      run: {
        goal: 'Rebalance dosing across the reed beds at Holme Fen so effluent ammonia stays below consent.', model: 'gemini-2.5-flash', tools: ['get_bed_telemetry', 'set_dosing_valve'],
        system: 'You operate a reed-bed sewage treatment works via SCADA tools.',
        steps: [
          { calls: [{ name: 'get_bed_telemetry', args: { site: 'holme-fen' }, out: { ...flows, polled: N.sqlts() } }] },
          { text: t, calls: [{ name: 'get_bed_telemetry', args: { site: 'holme-fen' }, out: { ...flows, polled: N.sqlts() } }] },
          { text: t },
        ],
        cutoff: 'session ended: client disconnected after 3 turns',
      },
    };
  },
  // 05 tapestry loom -- Pydantic AI / Logfire
  (N) => {
    const w = { loom: 'Haute-lisse loom 3', warp: 'worsted 12/3', ends_per_cm: 8, tension_readings_kg: { left: 2.1, centre: 2.9, right: 2.2 }, woven_height_cm: 64 };
    const t = 'The centre warp section is running about 0.8 kilograms tighter than the selvedges, which is what is pulling the weft into the wave visible at sixty centimetres; before weaving further I should ease the centre tension screws half a turn and then re-beat the last two passes so the shed opens evenly across the full width.';
    return {
      isolates: 'A weaving assistant writes a long tension diagnosis, reads the same tension values again, and restates the diagnosis nearly verbatim rather than adjusting anything.',
      style: 'pydanticai',
      run: {
        goal: 'Fix the wave appearing in the tapestry on loom 3 before the weaver continues tomorrow.', model: 'gpt-4o', agentName: 'loom_helper',
        system: 'You assist tapestry weavers; you can read tension sensors and log adjustments.',
        steps: [
          { calls: [{ name: 'read_tension', args: { loom: 3 }, out: { ...w, sensor_seq: N.int(9000, 9999) } }] },
          { text: t, calls: [{ name: 'read_tension', args: { loom: 3 }, out: { ...w, sensor_seq: N.int(10000, 10999) } }] },
          { text: t.replace('I should ease', 'I will ease') },
        ],
        cutoff: 'UsageLimitExceeded: The next request would exceed the request_limit of 3',
      },
    };
  },
  // 06 mountain observatory cloud camera -- Agno (not in brief list)
  (N) => {
    const cam = { station: 'Pic du Midi all-sky cam', last_frame: 'allsky_' + N.compact() + '.fits', cloud_fraction: 0.62, sun_alt_deg: -14.2, dome: 'closed', rain_sensor: 'dry' };
    const t = 'The all-sky camera shows sixty-two percent cloud cover with the sun fourteen degrees below the horizon and a dry rain sensor, so conditions are not yet good enough to open the dome; the schedule rule says wait until cloud fraction drops under forty percent for two consecutive frames before opening.';
    return {
      isolates: 'An observatory agent states a long go/no-go assessment, fetches the same (unchanged) frame summary, and restates the assessment almost verbatim, then is stopped.',
      style: 'agno',
      run: {
        goal: 'Decide whether to open the telescope dome tonight based on the all-sky cloud camera.', model: 'gpt-4o-mini', agentName: 'dome-controller',
        system: 'You manage dome opening at a mountain observatory.',
        steps: [
          { calls: [{ name: 'latest_allsky', args: { station: 'pdm' }, out: { ...cam, served_by: N.host('cam') } }] },
          { text: t, calls: [{ name: 'latest_allsky', args: { station: 'pdm' }, out: { ...cam, served_by: N.host('cam') } }] },
          { text: t.replace('the schedule rule says', 'the schedule rule says to') },
        ],
        cutoff: 'RunCancelled: tool_call_limit reached',
      },
    };
  },
];
