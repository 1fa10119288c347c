// Family 8 (healthy): a supervisor gives the same worker agent different sub-tasks in turn; each returns new results; then a synthesis.
export const family = 'supervisor_varied_subtasks';
export const loop = false;
export const stagnation = false;
export const summary = 'A supervisor calls the same worker agent 3+ times with different sub-tasks, each answered with new results, then synthesises.';

export const rows = [
  {
    n: '01', domain: 'jute mill production review', style: 'langgraph',
    isolates: 'A jute-mill supervisor graph sends the same "mill_analyst" worker three different questions (spinning breaks, loom efficiency, bale moisture) and each returns different data before a combined report.',
    goal: 'Explain why hessian cloth output at the Barrackpore jute mill fell 11% last week and recommend two actions.',
    build: (N) => {
      const ask = (task, turns, result) => ({ name: 'mill_analyst', args: { task }, sub: { agent: 'mill_analyst', task, turns, result }, out: result });
      return {
        agent: 'mill_supervisor', turns: [
          { think: 'Output is the product of spinning yield, loom efficiency and raw-fibre quality. I will ask the analyst about each separately, starting with spinning.', calls: [ask('Report end-breaks per 100 spindle-hours on the spinning frames last week vs the previous 4 weeks.', [
            { think: 'Query the spinning frame log.', calls: [{ name: 'query_mes', args: { sql: "select week, avg(breaks_per_100sph) from spinning where week >= current_week-4 group by 1" }, out: { rows: [['W-4', 18.2], ['W-3', 17.9], ['W-2', 18.6], ['W-1', 19.1], ['W0', 27.4]], query_id: N.uuid(), elapsed_ms: N.ms() } }] },
            { say: 'End-breaks jumped to 27.4 per 100 spindle-hours last week from an average of 18.5 (+48%).' },
          ], 'End-breaks jumped to 27.4 per 100 spindle-hours last week from an average of 18.5 (+48%).')] },
          { think: 'Spinning breaks rose sharply. Now check whether the looms also lost efficiency or just got less yarn.', calls: [ask('Give loom efficiency (%) and stoppage reasons for the 120 hessian looms last week.', [
            { think: 'Pull the loom stoppage summary.', calls: [{ name: 'query_mes', args: { sql: "select reason, sum(minutes) from loom_stops where week = current_week group by 1 order by 2 desc limit 4" }, out: { rows: [['weft shortage', 9120], ['warp break', 3310], ['mechanical', 1840], ['power', 410]], efficiency_pct: 71.2, prev_efficiency_pct: 82.5, query_id: N.uuid() } }] },
            { say: 'Loom efficiency fell to 71.2% from 82.5%; the top stoppage is weft shortage (9,120 min), i.e. looms waiting for yarn, not loom faults.' },
          ], 'Loom efficiency fell to 71.2% from 82.5%; the top stoppage is weft shortage (9,120 min), i.e. looms waiting for yarn, not loom faults.')] },
          { think: 'Looms are starved by spinning. High breaks usually point to fibre condition, so ask the analyst about incoming bale moisture and grade.', calls: [ask('Check moisture regain and grade of raw jute bales received in the last two weeks.', [
            { think: 'Look at the QC lab entries for incoming bales.', calls: [{ name: 'get_lab_results', args: { kind: 'raw_bale', days: 14 }, out: { lots: [{ lot: 'TD-4 / Nadia', bales: 420, moisture_pct: 21.5, grade: 'TD-4' }, { lot: 'TD-5 / Murshidabad', bales: 380, moisture_pct: 14.2, grade: 'TD-5' }], spec_max_moisture_pct: 18, lab_run: N.job('qc') } }] },
            { say: 'The 420-bale Nadia lot (TD-4) came in at 21.5% moisture, above the 18% spec; it entered batching on Monday of the bad week.' },
          ], 'The 420-bale Nadia lot (TD-4) came in at 21.5% moisture, above the 18% spec; it entered batching on Monday of the bad week.')] },
          { say: 'Cause: the wet Nadia TD-4 lot (21.5% moisture vs 18% spec) raised spinning end-breaks by 48%, starving the looms (weft shortage 9,120 min, efficiency 82.5% → 71.2%). Actions: 1) condition the remaining Nadia bales to ≤18% before batching or blend 1:3 with TD-5; 2) enforce moisture check at bale intake with rejection above 18%.' },
        ],
      };
    },
  },
  {
    n: '02', domain: 'made-to-measure curtain workroom', style: 'crewai',
    isolates: 'A curtain-workroom manager delegates three distinct jobs to the same Workroom Estimator (fabric for the lounge, lining for the bay window, track for the patio door); each comes back with new figures before the quote is assembled.',
    goal: 'Prepare a full quote for the Hartley house: lounge curtains (pinch pleat), bay window blackout lining, and a patio door track.',
    build: (N) => {
      const del = (task, turns, result) => ({ name: 'Delegate work to coworker', args: { task, context: 'Hartley house, measurements in job sheet JS-' + 7713, coworker: 'Workroom Estimator' }, sub: { agent: 'Workroom Estimator', task, turns, result }, out: result });
      return {
        agent: 'Workroom Manager', crew: 'Curtain Workroom Crew', allowDelegation: true, expected: 'An itemised quote in GBP.', turns: [
          { think: 'Start with the largest item: fabric metres for the lounge pinch-pleat pair.', calls: [del('Calculate fabric metres for lounge pinch-pleat curtains: pole 280 cm, drop 245 cm, fabric width 140 cm, pattern repeat 64 cm.', [
            { think: 'Pinch pleat uses 2.5x fullness.', calls: [{ name: 'fabric_calculator', args: { pole_cm: 280, drop_cm: 245, fullness: 2.5, fabric_width_cm: 140, repeat_cm: 64 }, out: 'widths=5 (2.5+2.5 per pair) cut_drop=256cm -> 320cm with repeat\ntotal=16.0 m\ncalc v2.4' } ] },
            { say: 'Lounge: 5 widths, cut length 320 cm with repeat, 16.0 m of fabric.' },
          ], 'Lounge: 5 widths, cut length 320 cm with repeat, 16.0 m of fabric.')] },
          { think: 'Now the blackout lining for the three-panel bay.', calls: [del('Work out blackout lining for the 3-panel bay window: panels 95, 180, 95 cm, drop 160 cm, lining width 137 cm.', [
            { think: 'Lining needs no repeat allowance.', calls: [{ name: 'fabric_calculator', args: { pole_cm: 370, drop_cm: 160, fullness: 2.0, fabric_width_cm: 137, repeat_cm: 0 }, out: 'widths=6 cut_drop=180cm\ntotal=10.8 m\ncalc v2.4' }] },
            { say: 'Bay: 6 widths at 180 cm cut, 10.8 m of blackout lining.' },
          ], 'Bay: 6 widths at 180 cm cut, 10.8 m of blackout lining.')] },
          { think: 'Last, the patio door track and its price.', calls: [del('Price a corded track for the patio door: 240 cm opening, overlap arm, ceiling fix.', [
            { think: 'Check supplier price list.', calls: [{ name: 'supplier_price_lookup', args: { supplier: 'Silent Gliss', product: '3840 corded', length_cm: 260 }, out: { sku: 'SG3840-260-W', price_gbp: 96.4, overlap_arm: 14.2, ceiling_brackets: 6, price_list_date: N.day(-20) } }] },
            { say: 'Track: Silent Gliss 3840 corded, 260 cm, £96.40 + overlap arm £14.20, 6 ceiling brackets included.' },
          ], 'Track: Silent Gliss 3840 corded, 260 cm, £96.40 + overlap arm £14.20, 6 ceiling brackets included.')] },
          { say: 'Quote for Hartley house: lounge fabric 16.0 m @ £38 = £608 + making £420; bay blackout lining 10.8 m @ £14 = £151.20 + making £260; patio track £110.60 + fitting £85. Total £1,634.80 incl. fitting.' },
        ],
      };
    },
  },
  {
    n: '03', domain: 'succulent mail-order nursery', style: 'oai_agents',
    isolates: 'A nursery triage agent uses the same "order_investigator" agent-as-tool on three different complaint orders; each returns a different root cause before the weekly summary.',
    goal: 'Investigate this week\'s three damaged-plant complaints for the succulent shop and summarise the causes for the packing team.',
    build: (N) => {
      const inv = (order, turns, result) => ({ name: 'order_investigator', args: { input: `Investigate complaint on order ${order}` }, sub: { agent: 'order_investigator', task: `Investigate complaint on order ${order}`, turns, result }, out: result });
      return {
        agent: 'complaint_triage', workflow: 'Weekly complaint review', turns: [
          { think: 'Three complaints: SU-4410, SU-4437, SU-4452. Investigate each.', calls: [inv('SU-4410', [
            { think: 'Tracking first.', calls: [{ name: 'get_tracking', args: { order: 'SU-4410' }, out: { carrier: 'Royal Mail 48', days_in_transit: 6, events: [`${N.euDate()} depot Warrington`, `${N.euDate()} delay: address query`], temp_note: null } }] },
            { say: 'SU-4410 (Echeveria x3): 6 days in transit due to an address query; etiolation and soft leaves from darkness, not packing.' },
          ], 'SU-4410 (Echeveria x3): 6 days in transit due to an address query; etiolation and soft leaves from darkness, not packing.')] },
          { calls: [inv('SU-4437', [
            { think: 'Check the packing photo for this one.', calls: [{ name: 'get_packing_photo', args: { order: 'SU-4437' }, out: { packer: 'Tomasz', photo: `s3://packing-photos/${N.day(-3)}/SU-4437-${N.hex(6)}.jpg`, checklist: { paper_collar: false, soil_cap: true, void_fill: 'low' } } }] },
            { say: 'SU-4437 (Haworthia cooperi): no paper collar and low void fill; the pot tipped and rosettes snapped. Packing issue.' },
          ], 'SU-4437 (Haworthia cooperi): no paper collar and low void fill; the pot tipped and rosettes snapped. Packing issue.')], think: 'One transit delay so far. Next order.' },
          { think: 'Now the third.', calls: [inv('SU-4452', [
            { think: 'Customer mentioned frost; check temperature on route.', calls: [{ name: 'get_weather_on_route', args: { order: 'SU-4452', region: 'Aberdeenshire' }, out: { min_temp_c: -6, date: N.day(-2), source: 'met-office-datapoint', request: N.hex(10) } }] },
            { say: 'SU-4452 (Lithops mix): shipped into a -6 °C night in Aberdeenshire without heat pack; cold damage.' },
          ], 'SU-4452 (Lithops mix): shipped into a -6 °C night in Aberdeenshire without heat pack; cold damage.')] },
          { say: 'Summary for packing: 1) SU-4437 packing fault — always fit paper collars and fill voids; 2) SU-4452 cold damage — add heat packs for Scotland when forecast < 0 °C; 3) SU-4410 carrier delay — no packing change, reship.' },
        ],
      };
    },
  },
  {
    n: '04', domain: 'airport people-mover maintenance', style: 'adk',
    isolates: 'An airport people-mover supervisor asks the same "diagnostics_agent" to check doors, guideway power and braking on car 7 in turn; each answer adds a different fact before the release decision.',
    goal: 'Decide whether people-mover car 7 can return to service for the evening peak after last night\'s door fault, based on diagnostics.',
    build: (N) => {
      const diag = (request, turns, result) => ({ name: 'diagnostics_agent', args: { request }, sub: { agent: 'diagnostics_agent', task: request, turns, result }, out: { result } });
      return {
        agent: 'apm_supervisor', app: 'apm_ops', turns: [
          { think: 'Door fault first, since that was the original event.', calls: [diag('Read door controller fault log for car 7, doors 1-4, last 24h.', [
            { think: 'Read DCU logs.', calls: [{ name: 'read_fault_log', args: { car: 7, subsystem: 'DCU', hours: 24 }, out: { entries: [{ code: 'DCU-2 OBSTRUCTION', count: 14, last: N.iso() }, { code: 'DCU-2 CLOSE TIMEOUT', count: 3 }], dcu_fw: '3.2.' + N.int(0, 9) } }] },
            { say: 'Door 2 only: 14 obstruction events and 3 close timeouts; doors 1, 3, 4 clean. Night shift replaced the door 2 edge sensor at 04:10 and no faults since.' },
          ], 'Door 2 only: 14 obstruction events and 3 close timeouts; doors 1, 3, 4 clean. Night shift replaced the door 2 edge sensor at 04:10 and no faults since.')] },
          { think: 'Door looks repaired. Check the power collector shoes since the car was stopped on the guideway.', calls: [diag('Check power rail collector current and shoe wear for car 7.', [
            { think: 'Pull the traction data.', calls: [{ name: 'read_telemetry', args: { car: 7, channels: ['collector_current_a', 'shoe_wear_mm'] }, out: { collector_current_a: { mean: 212, max: 388 }, shoe_wear_mm: [6.1, 6.3, 5.9, 6.0], wear_limit_mm: 4.0, sampled: N.isoNoMs() } }] },
            { say: 'Collector current normal (max 388 A); shoe wear 5.9–6.3 mm, above the 4.0 mm limit.' },
          ], 'Collector current normal (max 388 A); shoe wear 5.9–6.3 mm, above the 4.0 mm limit.')] },
          { think: 'Power fine. Last check is brakes, because the door fault triggered two emergency stops.', calls: [diag('Report brake test results for car 7 after the two emergency stops.', [
            { think: 'Get the latest brake test.', calls: [{ name: 'get_brake_test', args: { car: 7 }, out: { test: 'static + dynamic', decel_mps2: 1.38, required_mps2: 1.3, pad_mm: 11.2, performed_by: 'tech 0417', at: N.isoOffset(0) } }] },
            { say: 'Brake test passed this morning: 1.38 m/s² vs 1.30 required, pads 11.2 mm.' },
          ], 'Brake test passed this morning: 1.38 m/s² vs 1.30 required, pads 11.2 mm.')] },
          { say: 'Car 7 can return to service for the evening peak: door 2 edge sensor replaced with no faults since 04:10, power collection normal, brake test passed (1.38 m/s²). Recommend monitoring door 2 obstruction counts during the peak.' },
        ],
      };
    },
  },
  {
    n: '05', domain: 'basket weaving co-operative sales', style: 'autogen',
    isolates: 'A co-op coordinator asks the same "sales_clerk" agent for three different data slices (by weaver, by product, by market) and gets different tables back before writing the quarterly note.',
    goal: 'Write the quarterly sales note for the willow basket weaving co-operative: who sold what, where, and how to split the shared stall costs.',
    build: (N) => {
      const clerk = (task, turns, result) => ({ name: 'ask_sales_clerk', args: { task }, sub: { agent: 'sales_clerk', task, turns, result }, out: result });
      return {
        agent: 'coop_coordinator', turns: [
          { think: 'I need sales per weaver first.', calls: [clerk('Total Q3 sales per weaver.', [
            { think: 'Aggregate the sales ledger by weaver.', calls: [{ name: 'query_ledger', args: { quarter: 'Q3', group_by: 'weaver' }, out: 'weaver      items  revenue_gbp\nEnid         41     1,986.00\nRhodri       28     1,540.00\nSaanvi       35     2,212.50\nTom          12       498.00\n(4 rows, ' + N.ms(3, 90) + ' ms)' }] },
            { say: 'Q3: Saanvi £2,212.50 (35 items), Enid £1,986 (41), Rhodri £1,540 (28), Tom £498 (12). Total £6,236.50.' },
          ], 'Q3: Saanvi £2,212.50 (35 items), Enid £1,986 (41), Rhodri £1,540 (28), Tom £498 (12). Total £6,236.50.')] },
          { think: 'Now which products drive revenue.', calls: [clerk('Q3 sales by product type.', [
            { think: 'Group by product.', calls: [{ name: 'query_ledger', args: { quarter: 'Q3', group_by: 'product' }, out: 'product          items  revenue_gbp\nlog basket         22    1,430.00\nshopping basket    48    2,376.00\nplant obelisk      31    1,550.00\nworkshop place      5      880.50\n(4 rows, ' + N.ms(3, 90) + ' ms)' }] },
            { say: 'Shopping baskets lead (£2,376, 48 items), then obelisks £1,550, log baskets £1,430, workshop places £880.50.' },
          ], 'Shopping baskets lead (£2,376, 48 items), then obelisks £1,550, log baskets £1,430, workshop places £880.50.')] },
          { think: 'Finally by market, to split stall costs.', calls: [clerk('Q3 sales and stall fees by market.', [
            { think: 'Group by market and join fees.', calls: [{ name: 'query_ledger', args: { quarter: 'Q3', group_by: 'market', include: 'stall_fees' }, out: 'market                revenue_gbp  stall_fees_gbp\nLudlow Food Festival   2,910.00     240.00\nHay Saturday market    2,104.50     156.00\nOnline (Etsy)          1,222.00      91.65\n(3 rows, ' + N.ms(3, 90) + ' ms)' }] },
            { say: 'Ludlow £2,910 (fees £240), Hay £2,104.50 (fees £156), Etsy £1,222 (fees £91.65). Total fees £487.65.' },
          ], 'Ludlow £2,910 (fees £240), Hay £2,104.50 (fees £156), Etsy £1,222 (fees £91.65). Total fees £487.65.')] },
          { say: 'Quarterly note: revenue £6,236.50, led by Saanvi and shopping baskets; Ludlow is the best market. Shared stall fees £487.65 split pro rata by revenue: Saanvi £173.00, Enid £155.29, Rhodri £120.42, Tom £38.94. TERMINATE' },
        ],
      };
    },
  },
  {
    n: '06', domain: 'sports massage clinic group', style: 'mastra',
    isolates: 'A clinic-group manager agent calls the same "clinic_data" worker agent for utilisation, no-shows and therapist hours at different sites, each returning new figures, then proposes a rota change.',
    goal: 'Decide whether to move a sports massage therapist from the Canal Street clinic to the Stadium clinic on Saturdays, based on data.',
    build: (N) => {
      const w = (task, turns, result) => ({ name: 'clinic_data', args: { task }, sub: { agent: 'clinic_data', task, turns, result }, out: { text: result } });
      return {
        agent: 'clinic-group-manager', turns: [
          { think: 'Utilisation on Saturdays at both sites first.', calls: [w('Saturday room utilisation for Canal Street and Stadium, last 8 weeks.', [
            { think: 'Query booking system.', calls: [{ name: 'bookings_report', args: { sites: ['canal-st', 'stadium'], weekday: 'Sat', weeks: 8 }, out: { 'canal-st': { utilisation: 0.58, rooms: 3 }, stadium: { utilisation: 0.97, rooms: 2, waitlist_avg: 6 }, generated: N.iso() } }] },
            { say: 'Saturdays: Canal Street 58% utilised (3 rooms), Stadium 97% with an average waitlist of 6.' },
          ], 'Saturdays: Canal Street 58% utilised (3 rooms), Stadium 97% with an average waitlist of 6.')] },
          { think: 'Stadium is overbooked. Check no-shows, in case Canal Street\'s low utilisation is really no-shows.', calls: [w('Saturday no-show rates per site, last 8 weeks.', [
            { think: 'Query attendance.', calls: [{ name: 'attendance_report', args: { weekday: 'Sat', weeks: 8 }, out: { 'canal-st': { no_show_rate: 0.07 }, stadium: { no_show_rate: 0.03 }, generated: N.iso() } }] },
            { say: 'No-shows are low at both: Canal Street 7%, Stadium 3%. Canal Street\'s gap is genuine low demand.' },
          ], 'No-shows are low at both: Canal Street 7%, Stadium 3%. Canal Street\'s gap is genuine low demand.')] },
          { think: 'Who could move: check therapist Saturday hours and qualifications.', calls: [w('List Canal Street therapists working Saturdays and their hours and specialties.', [
            { think: 'Read the rota.', calls: [{ name: 'rota_lookup', args: { site: 'canal-st', weekday: 'Sat' }, out: [{ name: 'Priya N.', hours: 8, specialty: 'sports/deep tissue' }, { name: 'Leon B.', hours: 6, specialty: 'pregnancy massage' }, { name: 'Ama O.', hours: 8, specialty: 'sports/taping' }] }] },
            { say: 'Canal Street Saturdays: Priya N. (8h, sports/deep tissue), Leon B. (6h, pregnancy), Ama O. (8h, sports/taping).' },
          ], 'Canal Street Saturdays: Priya N. (8h, sports/deep tissue), Leon B. (6h, pregnancy), Ama O. (8h, sports/taping).')] },
          { say: 'Recommendation: move Ama O. (sports/taping, 8 h) to Stadium on Saturdays. Stadium runs at 97% with a waitlist of 6 while Canal Street sits at 58% with only 7% no-shows; Canal Street keeps Priya for sports work and Leon for pregnancy clients. Stadium needs a third room (the physio room is free on Saturdays).' },
        ],
      };
    },
  },
];
