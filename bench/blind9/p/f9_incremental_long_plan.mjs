// Family 9 (healthy): a long plan worked out over several reasoning steps. The steps share a
// frame and wording ("Plan step N: ...") but each adds new numbers, names or decisions; the plan
// is then carried out successfully. loop: false, stagnation: false.
import { AnthropicRec, OpenAIRec, VercelRec, AutoGenRec, BeeAIRec, LangfuseRec, rootSpan } from './lib.mjs';

export const FAMILY = 'incremental_long_plan';
export const LOOP = false;
export const STAGNATION = false; // every row

// ---------------------------------------------------------------- 01 power hedging (Anthropic)
function hedge(c) {
  const goal = c.goal = 'Bring Harborview Utilities\' Q1 2026 PJM West on-peak exposure to about 80% hedged using approved counterparties and within their credit headroom, then execute.';
  c.setStart('2025-10-20T14:15:00Z');
  const r = new AnthropicRec(c, {
    model: 'claude-sonnet-4-20250514', system: 'You are a power-procurement analyst assistant. Tools: get_position, get_forward_curve, get_credit_limits, place_order. Standard products are monthly on-peak blocks in whole MW.',
    user: goal, tools: ['get_position', 'get_forward_curve', 'get_credit_limits', 'place_order'],
  });
  r.turn('I\'ll start from the current position.', [{ name: 'get_position', args: { portfolio: 'HBV-RETAIL', period: 'Q1-2026', product: 'PJM_WH_ONPEAK' }, out: { period: 'Q1-2026', product: 'PJM West Hub on-peak (HE8-23, weekdays ex NERC holidays)', load_forecast_mwh: 146880, hedged_mwh: 58752, hedged_pct: 40.0, onpeak_hours: { '2026-01': 336, '2026-02': 320, '2026-03': 352 }, as_of: c.isoLocal(-240) } }]);
  r.turn('Plan step 1: Q1 2026 on-peak load is forecast at 146,880 MWh with 58,752 MWh (40%) already hedged, so reaching 80% means buying roughly another 58,752 MWh. Q1 has 1,008 on-peak hours (336 in January, 320 in February, 352 in March), which is about 58.3 MW flat. I will round up to a 60 MW block in each month, i.e. 60,480 MWh, taking coverage to 81.2%. Next I need the forward curve to price those three monthly blocks.',
    [{ name: 'get_forward_curve', args: { product: 'PJM_WH_ONPEAK', months: ['2026-01', '2026-02', '2026-03'] }, out: { curve_date: c.ymd(), marks: { '2026-01': 78.4, '2026-02': 72.15, '2026-03': 55.9 }, unit: 'USD/MWh', source: 'ICE settle', snap_id: c.uuid() } }]);
  r.turn('Plan step 2: pricing the 60 MW blocks at the marks gives January 20,160 MWh x $78.40 = $1,580,544, February 19,200 MWh x $72.15 = $1,385,280 and March 21,120 MWh x $55.90 = $1,180,608, a total notional of $4,146,432. No single counterparty is likely to have $4.1M of headroom, so I need the credit limits before deciding who takes which month.',
    [{ name: 'get_credit_limits', args: { counterparties: ['Calder Energy', 'Northwind Trading', 'Bayline Power'] }, out: { limits: [{ cp: 'Calder Energy', limit_usd: 5000000, utilised_usd: 2100000, headroom_usd: 2900000 }, { cp: 'Northwind Trading', limit_usd: 3000000, utilised_usd: 1200000, headroom_usd: 1800000 }, { cp: 'Bayline Power', limit_usd: 1000000, utilised_usd: 400000, headroom_usd: 600000 }], as_of: c.isoLocal(-240), risk_system: 'Endur' } }]);
  r.turn('Plan step 3: Calder has $2.9M of headroom, Northwind $1.8M and Bayline $0.6M. Giving Calder January and March ($2,761,152) leaves it $138,848 of headroom, and Northwind takes February ($1,385,280) with $414,720 to spare. Bayline cannot absorb any full month, so it is not used. Placing the three orders now.', [
    { name: 'place_order', args: { counterparty: 'Calder Energy', product: 'PJM_WH_ONPEAK', month: '2026-01', mw: 60, side: 'BUY', limit_price: 78.6 }, out: { order_id: 'ORD-' + c.digits(8), status: 'FILLED', price: 78.45, mwh: 20160, confirm: 'ICE-' + c.digits(10), ts: c.iso() } },
    { name: 'place_order', args: { counterparty: 'Calder Energy', product: 'PJM_WH_ONPEAK', month: '2026-03', mw: 60, side: 'BUY', limit_price: 56.1 }, out: { order_id: 'ORD-' + c.digits(8), status: 'FILLED', price: 55.85, mwh: 21120, confirm: 'ICE-' + c.digits(10), ts: c.iso() } },
    { name: 'place_order', args: { counterparty: 'Northwind Trading', product: 'PJM_WH_ONPEAK', month: '2026-02', mw: 60, side: 'BUY', limit_price: 72.35 }, out: { order_id: 'ORD-' + c.digits(8), status: 'FILLED', price: 72.2, mwh: 19200, confirm: 'ICE-' + c.digits(10), ts: c.iso() } },
  ]);
  r.turn('All three blocks are filled: 60 MW for January at $78.45 and March at $55.85 with Calder Energy, and February at $72.20 with Northwind Trading, 60,480 MWh in total. Q1 2026 on-peak is now 81.2% hedged (119,232 of 146,880 MWh) and every trade sits inside its counterparty\'s credit headroom.');
  return rootSpan(c, 'procurement-analyst', { task: goal }, { status: 'completed', hedged_pct: 81.2, orders: 3 }, r.spans, { metadata: { desk: 'HBV power', run: c.uuid() } });
}

// ---------------------------------------------------------------- 02 aviation heavy check planning (plain)
function cCheck(c) {
  const goal = c.goal = 'Plan the 4-day C-check input for A321neo G-NEOX starting Monday: fit the task cards into hangar shifts, sort out parts, and create the daily work packages.';
  const r = new OpenAIRec(c, {
    model: 'gpt-4.1-2025-04-14', system: 'You are a base-maintenance planning assistant at Hangar 3. Tools: get_task_cards, get_roster, get_parts_status, create_work_package.',
    user: goal, tools: ['get_task_cards', 'get_roster', 'get_parts_status', 'create_work_package'],
  });
  r.turn(null, [{ name: 'get_task_cards', args: { registration: 'G-NEOX', package: 'C2-2025' }, out: { cards: 212, labour_hours: 1460, by_trade: { structures: 520, mechanical: 480, avionics: 210, cabin: 250 }, deferrable: { cabin_cosmetic: { cards: 38, hours: 230 } }, fuel_tank_entry_cards: 9 } }]);
  r.turn('Plan step 1: the package is 212 cards and 1,460 labour hours (structures 520, mechanical 480, cabin 250, avionics 210). Over 4 days with three 8-hour shifts and roughly 85% productive time, I need about 54 technician shifts per day to cover it. Before choosing where to cut or add, I need the actual roster for next week.', [{ name: 'get_roster', args: { hangar: 'H3', from: 'Mon', days: 4 }, out: { shifts: { day: 16, evening: 14, night: 10 }, contractors_available: 6, contractor_trade: 'structures', overtime_cap_h_per_tech: 4 } }]);
  r.turn('Plan step 2: the roster gives 40 technicians a day (16 day, 14 evening, 10 night), so 40 x 8 h x 0.85 x 4 days = 1,088 hours. Adding the 6 structures contractors on day shift for all 4 days adds 163 hours, for 1,251. If the 38 cosmetic cabin cards (230 h) are deferred to the next overnight check, the package drops to 1,230 hours and fits, with 21 hours of margin. Now I need to know whether any parts could block the sequence.', [{ name: 'get_parts_status', args: { registration: 'G-NEOX', package: 'C2-2025' }, out: { part_numbers: 47, in_stock: 44, shortages: [{ pn: 'D23189000-9', desc: 'Fuel quantity probe', qty: 2, eta: 'Wed 14:00', order: 'AOG' }, { pn: '2612A0000-02', desc: 'Brake wear pin kit', qty: 4, eta: 'Tue 09:00' }, { pn: 'LAV-F-3321', desc: 'Lavatory faucet', qty: 1, eta: '+10 days', note: 'cabin cosmetic' }] } }]);
  r.turn('Plan step 3: only two shortages matter, because the lavatory faucet belongs to the deferred cosmetic cards. The brake wear pins arrive Tuesday 09:00, so the brake cards go on Tuesday evening. The fuel quantity probes arrive Wednesday 14:00, so the 9 fuel-tank entry cards (structures, about 64 h) move to Wednesday night and Thursday day, after tank venting on Wednesday afternoon. That gives four work packages: Monday (inspections and opening-up, 330 h), Tuesday (structures and brakes, 320 h), Wednesday (mechanical, avionics and tank entry start, 300 h) and Thursday (tank close-up, functional tests and close-up, 280 h).', [
    { name: 'create_work_package', args: { registration: 'G-NEOX', day: 'Mon', hours: 330, cards: 58 }, out: { wp: 'WP-NEOX-C2-01', status: 'RELEASED' } },
    { name: 'create_work_package', args: { registration: 'G-NEOX', day: 'Tue', hours: 320, cards: 49 }, out: { wp: 'WP-NEOX-C2-02', status: 'RELEASED' } },
    { name: 'create_work_package', args: { registration: 'G-NEOX', day: 'Wed', hours: 300, cards: 37 }, out: { wp: 'WP-NEOX-C2-03', status: 'RELEASED' } },
    { name: 'create_work_package', args: { registration: 'G-NEOX', day: 'Thu', hours: 280, cards: 30 }, out: { wp: 'WP-NEOX-C2-04', status: 'RELEASED' } },
  ]);
  r.turn('The four daily work packages (WP-NEOX-C2-01 to -04, 1,230 hours and 174 cards) are released. The 38 cosmetic cabin cards (230 h) are deferred to the next overnight check, the 6 structures contractors are needed on day shift all week, and the brake and fuel-tank cards are placed after their parts arrive (Tuesday 09:00 and Wednesday 14:00).');
  return rootSpan(c, 'mx-planning-assistant', { task: goal }, { status: 'completed', work_packages: 4 }, r.spans, { metadata: { station: 'Hangar 3', run: c.uuid() } });
}

// ---------------------------------------------------------------- 03 municipal snow operations (Vercel)
function snow(c) {
  const goal = c.goal = 'Prepare tonight\'s snow operations plan for the city\'s 14 plow routes from the forecast, truck availability and salt stock, and publish it to the drivers.';
  const r = new VercelRec(c, {
    model: 'gpt-4o', functionId: 'public-works-snow',
    system: 'You are the public works snow desk assistant for the City of Elm Falls. Tools: getForecast, getFleet, getSaltInventory, publishPlan. Routes 1-5 are priority 1, 6-10 priority 2, 11-14 residential.',
    user: goal,
  });
  r.turn('', [{ name: 'getForecast', args: { zone: 'ELM-FALLS', hours: 18 }, out: { snow_in: '6-9', onset: '23:00', peak_rate_in_h: 1.5, peak_window: '02:00-05:00', temp_f: { now: 24, low: 18 }, wind_mph: 12, issued: c.isoLocal(-360), office: 'NWS GRR' } }]);
  r.turn('Plan step 1: 6-9 inches starting at 23:00, peaking at 1.5 in/h between 02:00 and 05:00, with temperatures falling from 24F to 18F. That is a Level 3 event in our snow plan: priority-1 routes 1-5 run continuous cycles of two hours or less from 22:30, priority-2 routes 6-10 start once 2 inches accumulate, and residential routes 11-14 start only after the snowfall ends. Brine pre-treatment is not worth it at 24F with snow onset this soon, so we go straight to salt. Next: which trucks are available.',
    [{ name: 'getFleet', args: { status: 'all' }, out: { trucks: 18, available: ['T-01', 'T-02', 'T-03', 'T-04', 'T-05', 'T-06', 'T-08', 'T-09', 'T-10', 'T-11', 'T-13', 'T-14', 'T-15', 'T-17', 'T-18'], in_shop: [{ id: 'T-07', issue: 'hydraulic leak' }, { id: 'T-12', issue: 'spinner motor' }, { id: 'T-16', issue: 'DEF sensor' }], single_axle: ['T-09', 'T-11', 'T-14', 'T-18'], telematics_sync: c.iso() } }]);
  r.turn('Plan step 2: 15 of 18 trucks are available (T-07, T-12 and T-16 are in the shop). The four single-axle trucks T-09, T-11, T-14 and T-18 take residential routes 11-14. Of the 11 tandems, T-01 to T-05 take priority-1 routes 1-5, T-06, T-08, T-10, T-13 and T-15 take priority-2 routes 6-10, and T-17 is the spare on the hospital loop of route 2, since that is the only route with a two-hour cycle we cannot miss. Next I need the salt stock to set application rates.',
    [{ name: 'getSaltInventory', args: {}, out: { dome_tons: 2350, on_order: [{ tons: 400, eta: 'Thu' }], last_count: c.ymd(c.day(-2)) } }]);
  r.turn('Plan step 3: with 2,350 tons in the dome I can use standard rates. Priority 1: 212 lane-miles x 4 passes x 300 lb = 127 tons. Priority 2: 260 lane-miles x 2 passes x 250 lb = 65 tons. Residential: 410 lane-miles x 1 pass x 200 lb = 41 tons. That is about 233 tons, roughly 10% of stock, so no rationing is needed even before Thursday\'s 400-ton delivery. Publishing the plan.',
    [{ name: 'publishPlan', args: { event_level: 3, start: '22:30', assignments: { P1: ['T-01', 'T-02', 'T-03', 'T-04', 'T-05'], P2: ['T-06', 'T-08', 'T-10', 'T-13', 'T-15'], RES: ['T-09', 'T-11', 'T-14', 'T-18'], spare: 'T-17@route-2' }, salt_lb_per_lane_mile: { P1: 300, P2: 250, RES: 200 } }, out: { plan_id: 'SNOW-' + c.ymd().replace(/-/g, '') + '-N', published: true, drivers_notified: 15, sms_batch: c.uuid() } }]);
  r.turn('Tonight\'s Level 3 plan is published and all 15 drivers are notified. Priority-1 routes start at 22:30 with T-01 to T-05 (T-17 as the hospital-loop spare), priority-2 routes start at 2 inches, and residential routes start after the snow stops. Expected salt use is about 233 tons of the 2,350 on hand.');
  return rootSpan(c, 'ai.generateText', { prompt: goal, maxSteps: 8 }, { text: 'Tonight\'s Level 3 plan is published ...', finishReason: 'stop', steps: 5 }, r.spans, { metadata: { 'operation.name': 'ai.generateText public-works-snow' } });
}

// ---------------------------------------------------------------- 04 phase 1 dose escalation (AutoGen)
function doseEscalation(c) {
  const goal = c.goal = 'Use the BOIN design to choose the dose for cohort 5 of study ONC-3318 from the DLT data, check the PK exposure and site capacity, and open the cohort.';
  const r = new AutoGenRec(c, {
    model: 'gpt-4o-2024-08-06',
    agents: { trial_statistician: 'You support the dose-escalation committee. Tools: get_dlt_summary, get_pk_summary, get_site_capacity, open_cohort. Target DLT rate 0.30; BOIN boundaries lambda_e = 0.236, lambda_d = 0.358.' },
    task: goal,
  });
  r.agent('trial_statistician', () => {
    r.turn('trial_statistician', null, [{ name: 'get_dlt_summary', args: { study: 'ONC-3318' }, out: { levels: [{ dl: 1, dose_mg: 10, n: 3, dlt: 0 }, { dl: 2, dose_mg: 20, n: 3, dlt: 0 }, { dl: 3, dose_mg: 40, n: 6, dlt: 1 }, { dl: 4, dose_mg: 60, n: 3, dlt: 1, current: true }, { dl: 5, dose_mg: 80, n: 0, dlt: 0 }], data_cut: c.ymd(c.day(-1)), edc: 'Medidata Rave' } }]);
    r.turn('trial_statistician', 'Decision step 1: at the current level DL4 (60 mg) the observed DLT rate is 1/3 = 0.333, which lies between lambda_e = 0.236 and lambda_d = 0.358, so BOIN says stay at DL4 for cohort 5 rather than escalate to 80 mg or go back to 40 mg. DL3 at 1/6 = 0.167 is below lambda_e, which is consistent. Before fixing the dose I want the PK exposure at 60 mg against the protocol exposure cap.',
      [{ name: 'get_pk_summary', args: { study: 'ONC-3318', dose_mg: 60 }, out: { dose_mg: 60, n: 3, auc0_24_mean: 41.2, auc0_24_max: 49.8, unit: 'ug*h/mL', exposure_cap: 55.0, cmax_mean: 3.9, half_life_h: 14.6 } }]);
    r.turn('trial_statistician', 'Decision step 2: at 60 mg the mean AUC0-24 is 41.2 ug*h/mL, 75% of the 55 ug*h/mL cap, and the highest individual value is 49.8, also under the cap, so there is no exposure-based reason to hold. Cohort 5 is therefore 3 patients at DL4 (60 mg). What remains is where those 3 patients can be enrolled in the next three weeks.',
      [{ name: 'get_site_capacity', args: { study: 'ONC-3318', weeks: 3 }, out: { sites: [{ site: '101', name: 'Lakeshore Cancer Institute', screening_slots: 2 }, { site: '104', name: 'St. Brendan Oncology', screening_slots: 1 }, { site: '107', name: 'Westmere University Hospital', screening_slots: 0, hold: 'pharmacy audit open' }] } }]);
    r.turn('trial_statistician', 'Decision step 3: site 101 has 2 screening slots and site 104 has 1, while site 107 is on hold for its open pharmacy audit, so cohort 5 is split 2 at site 101 and 1 at site 104. Protocol section 6.2 requires 48 hours between the first and second patient dosed in a cohort, so the second slot opens 48 hours after the first dose, whichever site doses first. Opening the cohort with these settings.',
      [{ name: 'open_cohort', args: { study: 'ONC-3318', cohort: 5, dose_mg: 60, slots: { 101: 2, 104: 1 }, stagger_hours: 48 }, out: { cohort: 5, status: 'OPEN', dose_mg: 60, notified: ['site-101', 'site-104', 'medical-monitor'], irt_ref: 'IRT-' + c.digits(7) } }]);
    r.turn('trial_statistician', 'Cohort 5 of ONC-3318 is open at DL4 (60 mg): BOIN says stay (DLT 1/3 between 0.236 and 0.358), PK exposure is under the cap (mean AUC 41.2, max 49.8 vs 55), and the 3 slots are split 2 at site 101 and 1 at site 104 with 48-hour staggering. Site 107 stays closed until its pharmacy audit is resolved.');
  });
  return rootSpan(c, 'autogen AssistantAgent.run', { task: goal }, { stop_reason: null, last_message: 'TextMessage' }, r.spans, { metadata: { 'autogen.version': '0.4.9', sponsor: 'Veridian Oncology' } });
}

// ---------------------------------------------------------------- 05 conference travel (BeeAI)
function conferenceTrip(c) {
  const goal = c.goal = 'Plan and book my trip from Minneapolis to the ISMB conference in Lisbon (July 13-16), plus a visit to our Porto office on July 17, within a $3,500 budget.';
  c.setStart('2025-05-28T16:00:00Z');
  const r = new BeeAIRec(c, {
    llmName: 'OpenAIChatModel', model: 'gpt-4o', iterSpans: true,
    system: 'You are a corporate travel assistant. Tools: SearchFlightsTool, SearchHotelsTool, SearchTrainsTool, BookItineraryTool. Keep within budget and policy (economy on flights).',
    user: goal,
  });
  r.step('I will first look at outbound flights to Lisbon for arrival before the 09:00 opening on July 13.', { name: 'SearchFlightsTool', args: { from: 'MSP', to: 'LIS', date: '2025-07-12', cabin: 'economy' }, out: { offers: [{ id: 'of_' + c.b36(8), carrier: 'Delta', flights: 'DL2231 MSP-JFK / DL206 JFK-LIS', dep: '2025-07-12 15:05', arr: '2025-07-13 07:45', price_usd: 1148 }, { id: 'of_' + c.b36(8), carrier: 'United', flights: 'UA1989 MSP-EWR / UA64 EWR-LIS', dep: '2025-07-12 17:30', arr: '2025-07-13 11:20', price_usd: 1092 }], currency: 'USD', shop_id: c.uuid() } });
  r.step('Plan so far: outbound on Delta via JFK, leaving MSP on 12 July at 15:05 and landing in Lisbon at 07:45 on the 13th for $1,148. The United option is $56 cheaper but lands at 11:20, after the 09:00 opening keynote, so Delta is worth it. The return should leave from Porto after the office visit, so next I search Porto to Minneapolis on 18 July.', { name: 'SearchFlightsTool', args: { from: 'OPO', to: 'MSP', date: '2025-07-18', cabin: 'economy' }, out: { offers: [{ id: 'of_' + c.b36(8), carrier: 'KLM', flights: 'KL1696 OPO-AMS / KL6071 AMS-MSP', dep: '2025-07-18 11:40', arr: '2025-07-18 17:10', price_usd: 782 }, { id: 'of_' + c.b36(8), carrier: 'Lufthansa', flights: 'LH1177 OPO-FRA / LH442 FRA-DTW / DL1510 DTW-MSP', dep: '2025-07-18 06:00', arr: '2025-07-18 18:55', price_usd: 845 }], currency: 'USD', shop_id: c.uuid() } });
  r.step('Plan update: the return is KLM via Amsterdam on 18 July, leaving Porto at 11:40 and reaching MSP at 17:10 for $782, cheaper and with one connection less than Lufthansa. Flights now total $1,930, which leaves $1,570 for hotels and ground transport. Next is a hotel near the Lisbon Congress Centre for the four nights of 13-16 July.', { name: 'SearchHotelsTool', args: { city: 'Lisbon', near: 'Centro de Congressos de Lisboa', checkin: '2025-07-13', checkout: '2025-07-17' }, out: { hotels: [{ name: 'Hotel Alcantara Riverside', walk_min: 8, nightly_usd: 189, refundable: true }, { name: 'Belem Design Suites', walk_min: 22, nightly_usd: 171, refundable: false }], fetched: c.iso() } });
  r.step('Plan update: Hotel Alcantara Riverside is an 8-minute walk to the venue at $189 a night, $756 for four nights, and it is refundable, unlike the cheaper Belem option. Running total $2,686. For the Porto leg I need a morning train on 17 July so the office visit can start around midday.', { name: 'SearchTrainsTool', args: { from: 'Lisboa Santa Apolonia', to: 'Porto Campanha', date: '2025-07-17' }, out: { trains: [{ service: 'Alfa Pendular 123', dep: '08:39', arr: '11:27', fare_eur: 44.2, fare_usd: 48 }, { service: 'Intercidades 521', dep: '09:09', arr: '12:26', fare_eur: 33.6, fare_usd: 36 }] } });
  r.step('Plan update: the 08:39 Alfa Pendular reaches Porto at 11:27 for $48, in time for a midday start at the office; then one night in Porto on the 17th near Campanha at about $142 before the 11:40 flight. Full trip: flights $1,930, Lisbon hotel $756, train $48, Porto hotel $142, total $2,876, which is $624 under the $3,500 budget. Booking everything together.', { name: 'BookItineraryTool', args: { items: ['DL2231/DL206 12JUL', 'KL1696/KL6071 18JUL', 'Hotel Alcantara Riverside 13-17JUL', 'Alfa Pendular 123 17JUL', 'Hotel Campanha Station 17-18JUL'], traveler: 'EMP-22817', budget_usd: 3500 }, out: { trip_id: 'TRP-' + c.digits(8), status: 'CONFIRMED', total_usd: 2876, pnrs: { flights: c.upper(6) }, confirmations: 5 } });
  r.final('Everything is booked and confirmed within budget.', 'Your trip is booked (total $2,876, $624 under budget): Delta MSP-JFK-LIS on 12 July 15:05, arriving 13 July 07:45; Hotel Alcantara Riverside 13-17 July (8 minutes\' walk to the venue); Alfa Pendular train Lisbon-Porto on 17 July 08:39-11:27; one night near Porto Campanha; and KLM OPO-AMS-MSP on 18 July 11:40, arriving 17:10.');
  return rootSpan(c, 'beeai.ReActAgent.run', { prompt: goal }, { result: { text: 'Your trip is booked (total $2,876 ...' }, iterations: 7 }, r.spans, { metadata: { framework: 'beeai-framework 0.1.21', tmc: 'Navan' } });
}

// ---------------------------------------------------------------- 06 Postgres table partitioning (Langfuse / LangGraph)
function partition(c) {
  const goal = c.goal = 'Convert the audit_events table on the orders-db cluster to monthly range partitions on created_at without downtime, then verify and swap it in.';
  c.setStart('2025-03-09T02:10:00Z');
  const r = new LangfuseRec(c, {
    system: 'You are a database reliability assistant. Tools: get_table_stats, check_capacity, run_sql (primary), run_backfill (batched copy job, blocks until done).', user: goal, model: 'gpt-4o-2024-11-20',
  });
  r.turn('', [{ name: 'get_table_stats', args: { cluster: 'orders-db', table: 'public.audit_events' }, out: `relname=audit_events n_live_tup=96214530 total_size=38 GB table=27 GB indexes=11 GB (4) min(created_at)=2022-01-03 max(created_at)=${c.sqlTs()} ins_per_s=410 upd_per_s=0 pg=15.6 host=${c.host('orders-db-primary', 'db.internal')}` }]);
  r.turn('Migration plan, step 1: audit_events is 38 GB (27 GB heap, 11 GB in 4 indexes) with about 96.2M rows from 2022-01 to now and an insert-only load of about 410 rows/s. Because there are no updates, the safe route is a new partitioned table audit_events_p with monthly partitions, a trigger on the old table that copies new inserts, a batched backfill of existing rows, and finally a rename swap inside one short transaction. Next I check disk headroom and replica lag before creating anything.',
    [{ name: 'check_capacity', args: { cluster: 'orders-db' }, out: { free_disk_gb: 410, replicas: [{ host: 'orders-db-replica-1', lag_s_p99: 0.8 }, { host: 'orders-db-replica-2', lag_s_p99: 1.1 }], wal_gb_per_h: 3.2, checked_at: c.iso() } }]);
  r.turn('Migration plan, step 2: 410 GB free against a new copy of roughly 38 GB plus about 15 GB of extra WAL during the backfill leaves ample headroom, and replica lag is 0.8-1.1 s at p99. The partition set is 2022-01 through 2025-06, which is 42 monthly partitions, plus a DEFAULT partition as a safety net, with the 4 indexes created on the parent so every partition inherits them. The backfill runs in batches of 100k rows ordered by id with a 100 ms pause and a guard that pauses whenever replica lag exceeds 5 s; at about 960 batches it should take roughly 20 minutes. Creating the table, partitions and trigger now.',
    [{ name: 'run_sql', args: { sql: 'BEGIN; CREATE TABLE audit_events_p (LIKE audit_events INCLUDING DEFAULTS) PARTITION BY RANGE (created_at); SELECT create_monthly_partitions(\'audit_events_p\', \'2022-01-01\', \'2025-07-01\'); CREATE TABLE audit_events_p_default PARTITION OF audit_events_p DEFAULT; CREATE INDEX ON audit_events_p (created_at); CREATE INDEX ON audit_events_p (actor_id, created_at); CREATE INDEX ON audit_events_p (entity_type, entity_id); CREATE UNIQUE INDEX ON audit_events_p (id, created_at); CREATE TRIGGER audit_events_copy AFTER INSERT ON audit_events FOR EACH ROW EXECUTE FUNCTION copy_to_audit_events_p(); COMMIT;' }, out: `BEGIN\nCREATE TABLE\n create_monthly_partitions \n---------------------------\n                        42\n(1 row)\n\nCREATE TABLE\nCREATE INDEX\nCREATE INDEX\nCREATE INDEX\nCREATE INDEX\nCREATE TRIGGER\nCOMMIT\nTime: ${c.int(900, 2600)}.${c.digits(3)} ms` }]);
  const trigId = c.int(96214531, 96215000);
  r.turn('Table, 42 partitions, default partition, indexes and trigger are in place. Starting the backfill of rows that existed before the trigger.',
    [{ name: 'run_backfill', args: { source: 'audit_events', target: 'audit_events_p', batch_size: 100000, pause_ms: 100, max_replica_lag_s: 5, upto_id: trigId }, out: { job: c.jobId('bf_'), batches: 963, rows_copied: 96214530, paused_for_lag: 2, duration: '00:21:47', finished_at: c.iso(c.t + 1307000) }, ms: [1300000, 1310000] }]);
  r.turn('Backfill done: 96,214,530 rows copied in 963 batches (paused twice for lag). Verifying counts before the swap.',
    [{ name: 'run_sql', args: { sql: 'SELECT (SELECT count(*) FROM audit_events) AS old_rows, (SELECT count(*) FROM audit_events_p) AS new_rows, (SELECT count(*) FROM audit_events_p_default) AS default_rows;' }, out: ` old_rows  | new_rows  | default_rows \n----------+-----------+--------------\n 96754112 | 96754112 |            0\n(1 row)\n\nTime: ${c.int(30000, 60000)}.${c.digits(3)} ms` }]);
  r.turn('Counts match (96,754,112 in both, nothing in the default partition). Swapping the tables in one transaction.',
    [{ name: 'run_sql', args: { sql: 'BEGIN; SET lock_timeout = \'3s\'; ALTER TABLE audit_events RENAME TO audit_events_old; ALTER TABLE audit_events_p RENAME TO audit_events; DROP TRIGGER audit_events_copy ON audit_events_old; COMMIT;' }, out: `BEGIN\nSET\nALTER TABLE\nALTER TABLE\nDROP TRIGGER\nCOMMIT\nTime: ${c.int(40, 400)}.${c.digits(3)} ms` }]);
  r.turn('audit_events is now partitioned by month (42 partitions from 2022-01 to 2025-06 plus a DEFAULT partition) with the same 4 indexes. The backfill copied 96.2M rows in 21m47s without replica lag above 5 s, row counts matched before the swap, and the rename swap took under half a second. The old table is kept as audit_events_old; drop it after a week of normal operation.');
  return rootSpan(c, 'LangGraph', { messages: [{ role: 'user', content: goal }] }, { final: 'audit_events is now partitioned by month ...' }, r.spans, { metadata: { change: 'CHG-5583', langfuse_tags: ['dba', 'partitioning'] } });
}

export const ROWS = [
  { n: '01', domain: 'power procurement hedging', style: 'Anthropic messages (tool_use)', stagnation: false, build: hedge,
    isolates: 'Three "Plan step N" messages each add new figures (volume, pricing, credit allocation) before three orders are placed and filled.' },
  { n: '02', domain: 'aviation heavy maintenance', style: 'plain message-level (tool_calls)', stagnation: false, build: cCheck,
    isolates: 'A C-check plan is refined over three steps (labour hours, roster and deferrals, parts-driven sequence) and four work packages are released.' },
  { n: '03', domain: 'municipal snow operations', style: 'Vercel AI SDK telemetry', stagnation: false, build: snow,
    isolates: 'Three similarly worded plan steps add the event level, truck assignments and salt rates, then the plan is published.' },
  { n: '04', domain: 'oncology dose escalation', style: 'AutoGen v0.4', stagnation: false, build: doseEscalation,
    isolates: 'Three decision steps (BOIN rule, PK exposure, site allocation) each add new numbers before the cohort is opened.' },
  { n: '05', domain: 'corporate conference travel', style: 'BeeAI ReAct (iteration spans)', stagnation: false, build: conferenceTrip,
    isolates: 'Each "Plan update" Thought adds one booked leg and a new running total until the itinerary is booked under budget.' },
  { n: '06', domain: 'database migration', style: 'Langfuse (LangGraph callback)', stagnation: false, build: partition,
    isolates: 'A partitioning plan is built over two long steps (approach, then capacity, partitions and batching) and executed through backfill, verification and swap.' },
];
