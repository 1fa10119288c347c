import { T } from './lib.mjs';
export const FAMILY = 'supervisor_distinct_subtasks';
export const LOOP = false;
const F = FAMILY;
// subs: [supervisorText, subtask, workerText, toolName, toolArgs, toolOut, workerAnswer]
function sup(t, worker, subs, synth) {
  for (const [st, task, wt, tn, ta, to, ans] of subs) {
    t.llm(st, [{ name: `ask_${worker}`, args: { task } }], { node: 'supervisor' });
    t.agent(worker, task, () => { t.llm(wt, [{ name: tn, args: ta }], { node: worker }); t.tool(tn, ta, to); t.llm(ans, [], { node: worker }); return ans; });
  }
  t.llm(synth, [], { node: 'supervisor' });
}
export const scenarios = [
  () => {
    const t = new T(`${F}-01`, 'langsmith', { agent: 'dj_agency_supervisor', goal: 'Put together a quote for a 4-hour corporate Christmas party DJ package on 13 Dec in Leeds.' });
    const n = t.n;
    sup(t, 'booking_worker', [
      ['First, availability.', 'Which of our DJs are free on 13 Dec evening within 30 miles of Leeds?', 'Checking the diary.', 'diary_search', { date: '2024-12-13', radius_mi: 30, from: 'LS1' }, { free: ['DJ Kestrel', 'Nadia V'], booked: ['Mo Beats'], as_of: n.iso() }, 'Free: DJ Kestrel and Nadia V; Mo Beats is booked.'],
      ['Now equipment.', 'Does the venue (Calls Landing) need us to bring PA and lighting?', 'Looking up the venue sheet.', 'venue_lookup', { venue: 'Calls Landing' }, { in_house_pa: false, power: '2x 13A', load_in: 'stairs, no lift', curfew: '23:30' }, 'No in-house PA: we bring the 2x1kW PA and a 4-head lighting kit; stairs load-in, curfew 23:30.'],
      ['Now pricing.', 'Price a 4-hour set with PA, lights and stair load-in surcharge for December.', 'Applying rate card.', 'rate_card', { hours: 4, pa: true, lights: true, month: 12, surcharges: ['stairs'] }, { base: 480, pa: 120, lights: 90, stairs: 40, december_uplift_pct: 15, total_gbp: 839.5 }, '£839.50 incl. 15% December uplift and £40 stairs surcharge.'],
    ], 'Quote: DJ Kestrel or Nadia V, 19:30-23:30 at Calls Landing, we supply PA and lights, total £839.50. Sending to the client.');
    return t.row(F, { isolates: 'Supervisor gives one worker three different sub-tasks (availability, venue kit, pricing), each answered with new facts, then synthesises a quote.', loop: false, stagnation: false, output: 'Quote £839.50' });
  },
  () => {
    const t = new T(`${F}-02`, 'crewai', { agent: 'ewaste_collection_crew', goal: 'Plan Friday\'s e-waste collection round for 11 business pickups.' });
    const n = t.n;
    sup(t, 'Route Analyst', [
      ['Thought: get the pickups first.\nAction: Delegate work to coworker', 'List Friday pickups with item weights and hazard classes.', 'Thought: query the bookings.', 'list_pickups', { date: 'Friday' }, { pickups: 11, total_kg: 1840, hazards: { lithium_batteries: 3, crt: 1 }, page: n.cursor() }, '11 pickups, 1,840 kg; 3 include lithium batteries and 1 a CRT monitor.'],
      ['Thought: check vehicle limits.\nAction: Delegate work to coworker', 'Can the 3.5t van carry 1,840 kg including lithium batteries under ADR?', 'Thought: check ADR rules table.', 'adr_check', { vehicle: '3.5t', lithium_kg: 62 }, { exempt_1000_points: true, points: 124, extinguisher_required: '2kg' }, 'Yes: under 1000 ADR points (124); needs a 2 kg extinguisher.'],
      ['Thought: sequence the stops.\nAction: Delegate work to coworker', 'Order the 11 stops to minimise drive time starting at the depot at 08:00.', 'Thought: run the optimiser.', 'optimise_route', { stops: 11, start: 'depot', start_time: '08:00' }, { order: ['S4', 'S1', 'S9', 'S2', 'S7', 'S11', 'S3', 'S6', 'S10', 'S5', 'S8'], drive_min: 212, solver: 'or-tools', run: n.uuid() }, 'Order S4→…→S8, 212 min driving, back by ~15:10.'],
    ], 'Final plan: single 3.5t van, 2 kg extinguisher, stops in optimised order, batteries kept in the ADR box, CRT collected last-but-two.');
    return t.row(F, { isolates: 'Manager sends the same analyst three different questions (pickups, ADR limits, route order), each producing new results, then writes the plan.', loop: false, stagnation: false, output: 'Route plan ready' });
  },
  () => {
    const t = new T(`${F}-03`, 'autogen', { agent: 'anodising_team', goal: 'Decide whether the rejected batch of 200 anodised aluminium brackets (uneven colour) can be reworked or must be scrapped.' });
    const n = t.n;
    sup(t, 'process_engineer', [
      ['', 'Pull the tank log for batch AN-7712.', '', 'tank_log', { batch: 'AN-7712' }, { tank: 'T3', acid_g_l: 182, temp_c: [19.8, 23.9], current_density_a_dm2: 1.5, minutes: 45, logged: n.logTs() }, 'Temperature drifted 19.8→23.9 °C during the run; target is 20±1.'],
      ['', 'Check the dye tank concentration and pH for the same shift.', '', 'dye_log', { tank: 'D-BLK', shift: 'B' }, { conc_g_l: 9.6, ph: 5.6, target_ph: 5.5, last_top_up: n.euDate() }, 'Dye is within spec (pH 5.6).'],
      ['', 'Is stripping and re-anodising feasible for 6063 brackets with 12 µm target?', '', 'rework_rules', { alloy: '6063', target_um: 12 }, { strip_allowed: true, max_reworks: 1, dimensional_loss_um: 3, tolerance_um: 10 }, 'Yes, one rework allowed; 3 µm loss stays inside 10 µm tolerance.'],
    ], 'Root cause is temperature drift in T3, not the dye. Rework the 200 brackets once (strip and re-anodise) with the chiller fixed; no scrap.');
    return t.row(F, { isolates: 'Lead engineer asks the same process engineer three different questions (tank log, dye log, rework rules) and combines the new answers into a decision.', loop: false, stagnation: false, output: 'Rework approved' });
  },
  () => {
    const t = new T(`${F}-04`, 'otel', { agent: 'catering-supervisor', goal: 'Load-plan the in-flight meals for tomorrow\'s LHR-JFK flight (214 pax) including special meals.' });
    const n = t.n;
    sup(t, 'meal_planner', [
      ['Get the passenger counts by cabin.', 'Give cabin counts for flight 117 tomorrow.', '', 'pax_forecast', { flight: '117', date: 'tomorrow' }, { J: 28, W: 40, Y: 146, forecast_run: n.uuid() }, 'J 28, W 40, Y 146.'],
      ['Next the special meals.', 'List special meal codes booked on flight 117.', '', 'ssr_meals', { flight: '117' }, { VGML: 9, KSML: 3, GFML: 5, CHML: 4, DBML: 2 }, '23 special meals: 9 VGML, 3 KSML, 5 GFML, 4 CHML, 2 DBML.'],
      ['Then trolley fit.', 'How many full-size trolleys are needed for Y with 146 mains plus bar?', '', 'trolley_calc', { cabin: 'Y', meals: 146, bar: true }, { meal_trolleys: 5, bar_trolleys: 2, spare_positions: 1 }, '5 meal trolleys + 2 bar, 1 galley spare.'],
    ], 'Load plan: J 28, W 40, Y 146 with 23 specials pre-labelled by seat, Y uses 5+2 trolleys; sending to the catering unit.');
    return t.row(F, { isolates: 'Supervisor gives the meal planner three distinct sub-tasks (counts, special meals, trolley fit), each returning new data, then issues the load plan.', loop: false, stagnation: false, output: 'Load plan sent' });
  },
  () => {
    const t = new T(`${F}-05`, 'openinference', { agent: 'UkeOrchestraSecretary', goal: 'Prepare the spring concert programme for the community ukulele orchestra.' });
    const n = t.n;
    sup(t, 'LibrarianAgent', [
      ['Ask the librarian for arrangements we own.', 'Which arrangements do we hold that have parts for baritone uke?', 'Searching library.', 'library_search', { has_part: 'baritone' }, { results: ['Dream a Little Dream (arr. K. Webb)', 'Waterloo Sunset', 'Mr Blue Sky', 'The Entertainer'], total: 4, took_ms: n.ms() }, 'Four arrangements have baritone parts.'],
      ['Check performance rights.', 'Are any of these restricted for public performance at the church venue?', 'Checking licence list.', 'licence_check', { venue: 'St Anne\'s', titles: 4 }, { covered_by_venue_licence: 3, needs_permission: ['Mr Blue Sky'] }, 'Mr Blue Sky needs separate permission; others covered.'],
      ['Check durations.', 'Give running times of the three covered pieces.', 'Reading durations.', 'durations', { titles: ['Dream a Little Dream', 'Waterloo Sunset', 'The Entertainer'] }, { secs: [182, 215, 168] }, 'Total 9 min 25 s.'],
    ], 'Programme: the three covered pieces (9:25) form the baritone feature; Mr Blue Sky pending permission; fill the remaining 35 minutes with full-ensemble pieces.');
    return t.row(F, { isolates: 'Secretary agent asks the librarian agent three different questions in turn, each answered with new information, then drafts the programme.', loop: false, stagnation: false, output: 'Programme drafted' });
  },
  () => {
    const t = new T(`${F}-06`, 'pydantic', { agent: 'rickshaw_tours_ops', goal: 'Re-plan Sunday\'s cycle-rickshaw city tours after the marathon closes the riverside road.' });
    const n = t.n;
    sup(t, 'route_worker', [
      ['', 'Which of our tour routes use the riverside road, and during which hours is it closed?', '', 'closures_lookup', { date: 'Sunday', road: 'Riverside Rd' }, { closed: '07:00-14:30', affected_routes: ['Old Town Loop', 'Bridges Tour'] }, 'Old Town Loop and Bridges Tour are affected, 07:00-14:30.'],
      ['', 'Propose a detour for the Old Town Loop that avoids Riverside Rd and keeps it under 60 minutes.', '', 'route_plan', { route: 'Old Town Loop', avoid: ['Riverside Rd'] }, { via: ['Castle St', 'Market Sq'], minutes: 54, gradient_max_pct: 6 }, 'Detour via Castle St and Market Sq, 54 min, max 6% gradient.'],
      ['', 'How many Bridges Tour bookings fall in the closure window?', '', 'bookings', { tour: 'Bridges Tour', date: 'Sunday', window: '07:00-14:30' }, { bookings: 7, pax: 16, ids_cursor: n.cursor() }, '7 bookings (16 guests) need moving or refunding.'],
    ], 'Plan: Old Town Loop runs with the 54-minute detour; the 7 Bridges Tour bookings are offered 15:00 or later slots or a refund.');
    return t.row(F, { isolates: 'Ops agent sends the route worker three different sub-tasks about the closure, each with new answers, and finishes with a re-plan.', loop: false, stagnation: false, output: 'Re-plan done' });
  },
];
