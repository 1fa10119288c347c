// Family: informed_alternation  (loop: false, stagnation: false)
// Healthy look-alike of two_action_oscillation: the agent alternates between two
// options, but each visit returns NEW data (new quotes, new measurements, changed
// conditions), and it then chooses one and acts.

export const family = 'informed_alternation';
export const loop = false;
export const stagnation = false;
export const summary = 'Two options are compared by alternating between them, each visit bringing new data (quotes, measurements, conditions); the agent then chooses and acts.';

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'marina fuel purchasing', style: 'haystack',
    isolates: 'Diesel quotes are requested alternately from two suppliers (A, B, A, B); each re-quote has a new price because of the volume tier or delivery slot, and the cheaper delivered total is ordered.',
    goal: 'Order 18,000 L of marine diesel for the marina fuel dock for next week. Compare Northsea Fuels and Coastline Energy and order the cheaper delivered price.',
    build(N) {
      const q = (sup, args, ppl, fee, valid) => { N.tick(30, 90); return { tool: 'get_fuel_quote', args: { supplier: sup, litres: 18000, ...args }, out: { supplier: sup, quote_id: `Q-${N.ALNUM(7)}`, price_per_litre_eur: ppl, delivery_fee_eur: fee, total_eur: +(ppl * 18000 + fee).toFixed(2), basis: 'EN 590 / red diesel, duty-paid', valid_until: valid, index_ref: `platts-ulsd-nwe ${N.fmt('YYYY-MM-DD')}` } }; };
      return {
        agent: 'marina_procurement', maxSteps: 10, toolNames: ['get_fuel_quote', 'place_fuel_order'],
        system: 'You buy fuel for a marina. Compare delivered totals (price x litres + delivery fee) and order from the cheapest valid quote.',
        steps: [
          { calls: [q('Northsea Fuels', {}, 1.412, 240, 'today 17:00')] },
          { calls: [{ tool: 'get_fuel_quote', args: { supplier: 'Coastline Energy', litres: 18000 }, err: 'HTTP 429 Too Many Requests', out: { retry_after_s: 20, limit: '6/min per API key', request_id: N.reqId('ce_') } }] },
          { think: 'Coastline rate-limited the request; retrying after the 20 s back-off.', calls: [q('Coastline Energy', {}, 1.398, 410, 'today 17:00')] },
          { think: 'Northsea EUR 25,656 vs Coastline EUR 25,574 delivered. Northsea has an 18,000 L volume tier; ask for it explicitly.', calls: [q('Northsea Fuels', { tier: 'volume-15k+' }, 1.389, 240, 'today 17:00')] },
          { think: 'Northsea now EUR 25,242. Coastline quoted for Wednesday; ask whether a Tuesday slot changes their price.', calls: [q('Coastline Energy', { delivery_day: 'Tuesday' }, 1.401, 410, 'today 17:00')] },
          { think: 'Coastline Tuesday is EUR 25,628. Northsea volume tier at EUR 25,242 is cheapest by EUR 332+. Ordering.', calls: [{ tool: 'place_fuel_order', args: { supplier: 'Northsea Fuels', quote: 'last Northsea', litres: 18000, delivery: 'Tuesday AM', tank: 'Dock tank T1' }, out: { po: `PO-${N.digits(6)}`, status: 'CONFIRMED', delivery_window: 'Tue 07:00-10:00' } }] },
          { final: 'Ordered 18,000 L from Northsea Fuels at EUR 1.389/L (volume tier) + EUR 240 delivery = EUR 25,242, delivery Tuesday 07:00-10:00. Coastline\'s best was EUR 25,574.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'winter road plowing priority', style: 'dspy',
    isolates: 'Conditions on two plow loops are read alternately (A, B, A, B); the second readings show Ridge Road accumulating faster and an incident on Valley Parkway, so the agent commits to Ridge Road.',
    goal: 'Decide whether plow P-09 should take the Ridge Road loop or the Valley Parkway loop first this storm cycle, based on live snow accumulation and traffic, and dispatch it.',
    build(N) {
      const rc = (loop, r) => { N.tick(600, 1200); return { tool: 'get_route_conditions', args: { loop }, out: { loop, ...r, rwis_station: loop === 'Ridge Road' ? 'RWIS-14' : 'RWIS-07', observed: N.fmt('HH:mm') } }; };
      return {
        agent: 'ReAct', maxIters: 8,
        system: 'You are a winter operations dispatcher. Tools: get_route_conditions, dispatch_plow, finish. Prioritise by accumulation rate, grade and traffic risk.',
        steps: [
          { think: 'Read Ridge Road first.', calls: [rc('Ridge Road', { snow_cm: 6.0, rate_cm_h: 1.5, pavement_temp_c: -4.1, traffic: 'light', max_grade_pct: 7 })] },
          { think: 'Now Valley Parkway for comparison.', calls: [rc('Valley Parkway', { snow_cm: 4.0, rate_cm_h: 1.1, pavement_temp_c: -2.8, traffic: 'moderate', max_grade_pct: 2 })] },
          { think: 'Close call: Ridge deeper but quieter, Valley busier. Re-check both after the next band passes.', calls: [rc('Ridge Road', { snow_cm: 9.2, rate_cm_h: 3.0, pavement_temp_c: -4.6, traffic: 'light', max_grade_pct: 7, note: 'bus route 31 reporting wheel spin at Ridge/Hollow' })] },
          { think: 'Ridge accumulation doubled to 3 cm/h and buses are spinning on the 7% grade. Check Valley once more.', calls: [rc('Valley Parkway', { snow_cm: 4.5, rate_cm_h: 0.6, pavement_temp_c: -2.5, traffic: 'slow', incident: 'lane closure at exit 4 (collision), police on scene' })] },
          { think: 'Valley is slowing and partly closed by an incident, accumulating only 0.6 cm/h. Ridge Road first.', calls: [{ tool: 'dispatch_plow', args: { truck: 'P-09', loop: 'Ridge Road', then: 'Valley Parkway' }, out: { dispatched: true, eta_min: 9, cad_event: `CAD-${N.digits(7)}` } }] },
          { think: 'Dispatched.', final: 'done' },
        ],
        dsExtract: { reasoning: 'Second readings showed Ridge Road at 9.2 cm rising 3 cm/h with buses losing traction on a 7% grade, while Valley Parkway slowed to 0.6 cm/h and had a lane closure.', answer: 'P-09 dispatched to Ridge Road first (ETA 9 min), then Valley Parkway.' },
      };
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'car-rental fleet repairs', style: 'pydantic',
    isolates: 'Two windscreen shops are queried alternately for price and then for ADAS recalibration; the follow-up answers change the totals and dates (A becomes EUR 630/Friday, B stays EUR 610/Wednesday), and B is booked.',
    goal: 'Fleet car RC-2217 (2022 Toyota Corolla) needs a windscreen replacement with ADAS camera recalibration. Compare two repair shops and book the one that returns it soonest within EUR 650.',
    build(N) {
      return {
        agent: 'fleet_maintenance', usageLimits: { request_limit: 10 },
        system: 'You manage repairs for a car-rental fleet. Tools: request_quote, ask_shop, book_repair. Minimise downtime within budget.',
        steps: [
          { calls: [{ tool: 'request_quote', args: { shop: 'GlassPro Porto', vehicle: 'RC-2217', job: 'windscreen + ADAS recalibration' }, out: { shop: 'GlassPro Porto', price_eur: 590, earliest: 'Thu 09:00', ready: 'Thu 16:00', quote_ref: `GP-${N.digits(5)}` } }] },
          { calls: [{ tool: 'request_quote', args: { shop: 'AutoVidro Maia', vehicle: 'RC-2217', job: 'windscreen + ADAS recalibration' }, out: { shop: 'AutoVidro Maia', price_eur: 610, earliest: 'Wed 08:30', ready: 'Wed 17:00', quote_ref: `AV-${N.digits(5)}` } }] },
          { think: 'AutoVidro is a day sooner but EUR 20 more. Both quotes are thin on the calibration; confirm who does it and whether it is included.', calls: [{ tool: 'ask_shop', args: { shop: 'GlassPro Porto', question: 'Is the ADAS camera recalibration done in-house and included in EUR 590?' }, out: { answer: 'Recalibration is outsourced to a dealer; +EUR 40 and the car returns one day later (Fri 12:00).', replied_at: N.iso(false) } }] },
          { think: 'GlassPro is really EUR 630 and Friday. Checking the same for AutoVidro.', calls: [{ tool: 'ask_shop', args: { shop: 'AutoVidro Maia', question: 'Is the ADAS camera recalibration done in-house and included in EUR 610?' }, out: { answer: 'Yes, static + dynamic calibration in-house, included; ready Wed 17:00 with calibration report.', replied_at: N.iso(false) } }] },
          { think: 'AutoVidro: EUR 610 all-in, back Wednesday. Booking it.', calls: [{ tool: 'book_repair', args: { shop: 'AutoVidro Maia', vehicle: 'RC-2217', slot: 'Wed 08:30' }, out: { booking: `AV-B-${N.digits(6)}`, confirmed: true } }] },
          { final: { shop: 'AutoVidro Maia', price_eur: 610, back_in_service: 'Wed 17:00', rejected: 'GlassPro Porto (EUR 630 incl. outsourced calibration, back Fri 12:00)' } },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'bike-share van dispatch', style: 'plain',
    isolates: 'Two rebalancing vans are checked alternately (V-2, V-5, V-2, V-5); the second round shows V-2\'s ETA falling to 16 min and V-5 stuck in traffic at 25 min, so V-2 is dispatched.',
    goal: 'Central Station dock will run out of bikes before the 17:00 commuter peak. Pick which van (V-2 or V-5) to send to refill it and dispatch it.',
    build(N) {
      const v = (id, r) => { N.tick(240, 420); return { tool: 'get_van_status', args: { van: id }, out: { van: id, ...r, gps_fix: N.iso(false), telematics: `tm-${N.hex(6)}` } }; };
      return {
        agent: 'rebalancing-assistant', maxTurns: 10,
        system: 'You dispatch bike-share rebalancing vans. Tools: get_van_status, get_demand_forecast, dispatch_van. Central Station needs at least 15 bikes by 17:00.',
        steps: [
          { think: null, calls: [v('V-2', { bikes_on_board: 18, eta_central_min: 22, location: 'Riverside Yard' }), v('V-5', { bikes_on_board: 9, eta_central_min: 14, location: 'Kings Rd' })] },
          { think: 'V-5 is closer but only carries 9 bikes; checking the forecast to see how many are needed.', calls: [{ tool: 'get_demand_forecast', args: { station: 'Central Station', until: '17:30' }, out: { bikes_now: 3, expected_net_outflow: 14, needed_by_1700: 15, model: 'gbm-v12', generated: N.iso(false) } }] },
          { think: 'Need 15 by 17:00, so V-5 alone is short. Re-checking both ETAs before committing.', calls: [v('V-2', { bikes_on_board: 18, eta_central_min: 16, location: 'Bridge St (traffic cleared)' }), v('V-5', { bikes_on_board: 9, eta_central_min: 25, location: 'Kings Rd (stationary, roadworks)' })] },
          { think: 'V-2 now 16 min with 18 bikes; V-5 stuck at 25 min. Dispatching V-2.', calls: [{ tool: 'dispatch_van', args: { van: 'V-2', to: 'Central Station', drop: 15 }, out: { task: `RB-${N.digits(6)}`, accepted_by: 'driver 2207', eta: '16 min' } }] },
          { final: 'Dispatched V-2 with 15 bikes to Central Station (ETA 16 min, ahead of the 17:00 peak). V-5 was delayed by roadworks (25 min) and only had 9 bikes.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'service canary tuning', style: 'llamaindex',
    isolates: 'A canary is switched between two connection-pool sizes twice each; every measurement window has new latency and traffic numbers, pool=64 wins both rounds, and it is promoted.',
    goal: 'Compare connection-pool sizes 32 and 64 for the search-gateway canary and promote the one with better p99 latency without raising the error rate.',
    build(N) {
      const set = (p) => ({ tool: 'set_canary_config', args: { service: 'search-gateway', db_pool_size: p }, out: { applied: true, pods: ['search-gateway-canary-0', 'search-gateway-canary-1'], config_rev: N.seq('rev', null, 1, 1) } });
      const m = (p99, p50, err, rps) => { N.tick(900, 960); return { tool: 'get_canary_metrics', args: { service: 'search-gateway', window: '15m' }, out: { p50_ms: p50, p99_ms: p99, error_rate_pct: err, rps, window_end: N.iso(false), source: 'prometheus', query_ms: N.int(30, 200) } }; };
      return {
        agent: 'TuningAgent', liAgent: 'tuning_agent',
        system: 'You tune production services via canaries. Tools: set_canary_config, get_canary_metrics, promote_config. Compare under similar traffic.',
        steps: [
          { think: 'Round 1: pool 32.', calls: [set(32), m(188, 41, 0.11, 820)] },
          { think: 'Pool 32: p99 188 ms at 820 rps. Now 64.', calls: [set(64), m(171, 40, 0.12, 845)] },
          { think: 'Pool 64 is 17 ms better at similar load. Traffic is rising into the peak, so repeat both at higher load.', calls: [set(32), m(201, 43, 0.10, 1140)] },
          { think: 'Pool 32 degrades to 201 ms at 1,140 rps. Pool 64 at the same load:', calls: [set(64), m(169, 41, 0.10, 1160)] },
          { think: 'Pool 64 holds 169 ms at 1,160 rps with the same error rate. Promote 64.', calls: [{ tool: 'promote_config', args: { service: 'search-gateway', db_pool_size: 64 }, out: { promoted: true, rollout: 'progressive 10%->100% over 30m', change_id: `CHG-${N.digits(6)}` } }] },
          { final: 'Promoted db_pool_size=64: p99 171 ms vs 188 ms at ~830 rps and 169 ms vs 201 ms at ~1,150 rps, with error rate unchanged (~0.10-0.12%).' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'cold-store compressor efficiency', style: 'sk',
    isolates: 'Lead compressor is alternated A, B, A, B over four measured cycles; each cycle returns a fresh kW-per-ton figure (1.42, 1.31, 1.44, 1.29), B is consistently better, and it is set as permanent lead.',
    goal: 'Decide which compressor (CMP-A or CMP-B) should be the lead on the Room 5 rack, based on measured kW per ton of refrigeration over a few cycles, and set it.',
    build(N) {
      const cyc = (c, kw, tr, amb) => { N.tick(1700, 1900); return { tool: 'Refrig-run_lead_cycle', args: { rack: 'RACK-5', lead: c, minutes: 30 }, out: { lead: c, avg_kw: kw, avg_tons: tr, kw_per_ton: +(kw / tr).toFixed(2), ambient_c: amb, room_temp_c: N.jitter(-22.1, 0.2, 1), cycle_id: N.ulid() } }; };
      return {
        agent: 'EnergyAgent', plugins: ['Refrig'],
        system: 'You optimise refrigeration energy. Tools: Refrig-run_lead_cycle, Refrig-set_lead. Compare efficiency at similar ambient temperatures.',
        steps: [
          { think: 'Cycle 1 with CMP-A leading.', calls: [cyc('CMP-A', 61.1, 43.0, 14.2)] },
          { think: 'A: 1.42 kW/TR at 14.2 C ambient. Now B.', calls: [cyc('CMP-B', 56.2, 42.9, 14.6)] },
          { think: 'B: 1.31 kW/TR. Ambient is drifting up, so repeat both to rule it out.', calls: [cyc('CMP-A', 62.4, 43.3, 15.1)] },
          { think: 'A: 1.44 at 15.1 C. Last cycle with B.', calls: [cyc('CMP-B', 55.9, 43.4, 15.3)] },
          { think: 'B: 1.29 at 15.3 C. B is about 9% more efficient in both rounds. Setting B as lead.', calls: [{ tool: 'Refrig-set_lead', args: { rack: 'RACK-5', lead: 'CMP-B', permanent: true }, out: { ok: true, lag: 'CMP-A', rotation: 'disabled', effective: N.isoOff(60) } }] },
          { final: 'CMP-B set as permanent lead on RACK-5: 1.31 and 1.29 kW/TR versus 1.42 and 1.44 for CMP-A across two rounds at 14-15 C ambient (about 9% less energy).' },
        ],
      };
    },
  },
];
