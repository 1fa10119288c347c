// Family: additive_planning_monologue (loop: false, stagnation: false)
// Several long reasoning steps in a row; each adds concrete numbers, names or decisions. Then done.

// 01 rally stage timing — Anthropic Messages API with the "think" tool
const r01 = (n) => {
  const think = (t) => ({ name: 'think', args: { thought: t }, out: '' });
  return {
    domain: 'rally stage timing', style: 'anthropic', agent: 'timing-planner', model: 'claude-3-7-sonnet-20250219',
    isolates: 'A timing planner thinks through crew placement in four long steps (stages, crews, radio relays, spares), each adding new numbers and names, then writes the plan.',
    system: 'You plan timing and control crews for club rally events. Use the think tool to reason before answering.',
    goal: 'Plan the timing crews for the Kielder Forest Stages (6 special stages, 2 loops) with the 22 volunteers on the list.',
    steps: [
      { text: 'Let me get the stage list and the volunteer roster.', calls: [{ name: 'get_event', args: { event: 'kielder-forest-stages' }, out: { stages: [{ ss: 1, name: 'Bewshaugh', km: 11.2 }, { ss: 2, name: 'Falstone', km: 8.6 }, { ss: 3, name: 'Kershope', km: 14.9 }], loops: 2, first_car: '08:30', interval_s: 60, entries: 78, doc_rev: 'R' + n.int(3, 9), fetched: n.iso() } }, { name: 'get_volunteers', args: { event: 'kielder-forest-stages' }, out: { count: 22, licensed_timekeepers: 9, radio_operators: 5, with_4x4: 7, list_etag: n.etag() } }] },
      { calls: [think('Stages: SS1 Bewshaugh 11.2 km, SS2 Falstone 8.6 km, SS3 Kershope 14.9 km, each run twice (SS4-6 are repeats). Each live stage needs a start crew (2: starter + timekeeper) and a flying-finish/stop crew (3: two timekeepers at the flying finish line, one at stop). That is 5 per stage x 3 stages = 15, and since loops repeat the same stages, the same crews stay in place all day. So 15 of 22 are committed to stage ends.')] },
      { calls: [think('Licensed timekeepers: 9. Each stage needs 1 at start + 2 at flying finish = 3 licensed, so 9 exactly — no licensed spare. Kershope is 14.9 km through a valley; previous years lost radio between finish and stop there, so it needs a relay. With 5 radio operators: one per stop control (3), one relay on Kershope at the Hindhope ridge junction, one at rally HQ. That uses all 5 radio operators, 4 of them beyond the 15.')] },
      { calls: [think('Total so far 15 + 4 = 19 (the HQ radio op can be one of the 7 remaining). Remaining 3 volunteers: one 4x4 sweep per loop is mandatory — assign 2 people with 4x4s as the sweep car crew, and keep 1 as a floating spare based at the SS2 start, which is central (12 min to SS1, 19 min to SS3). Of the 7 with 4x4s, the stop crews on SS3 need one because the stop is on a gravel spur — give that crew a 4x4 holder.')] },
      { calls: [think('Timing: first car 08:30 on SS1, 78 entries at 60 s means the last car starts SS1 at about 09:48. Crews must be in place 45 min before first car: SS1 by 07:45, SS2 (first car ~09:15) by 08:30, SS3 (first car ~10:05) by 09:20. Loop 2 follows after the 13:00 service, so lunch packs go to crews at 11:30. Final check: 22 used = 15 stage + 4 radio (incl. HQ) + 2 sweep + 1 spare.')] },
      { text: 'Timing plan for Kielder Forest Stages:\n• SS1/4 Bewshaugh, SS2/5 Falstone, SS3/6 Kershope: each has a start crew (starter + 1 licensed timekeeper) and a finish crew (2 licensed timekeepers at flying finish + 1 at stop). All 9 licensed timekeepers used.\n• Radio: stop controls on all 3 stages, a relay at Hindhope ridge on Kershope, and HQ.\n• Sweep: one 4x4 crew of 2; one floating spare at SS2 start.\n• In position by 07:45 (SS1), 08:30 (SS2), 09:20 (SS3); lunch packs out at 11:30.\nAll 22 volunteers allocated.' },
    ],
  };
};

// 02 nurse rostering — OpenAI Responses API with reasoning summaries
const r02 = (n) => ({
  domain: 'ward nurse rostering', style: 'responses', agent: 'rota-planner', model: 'o4-mini',
  isolates: 'A rota planner reasons in several long steps (demand, skill mix, leave, night continuity), each with new figures and names, then publishes a draft rota.',
  system: 'You draft four-week nurse rotas for Ward 7B (acute medicine, 28 beds).',
  goal: 'Draft the Ward 7B rota for the four weeks starting 3 March, respecting leave requests and the 1:7 day / 1:9 night ratio.',
  steps: [
    { text: 'Fetching staff, leave and the bed occupancy forecast.', calls: [{ name: 'get_staff', args: { ward: '7B' }, out: { rns: 21, hcas: 12, band6: ['Priya N.', 'Tom E.', 'Grace A.', 'Marek W.'], wte_total: 29.4, as_of: n.date() } }, { name: 'get_leave', args: { ward: '7B', from: '2025-03-03', weeks: 4 }, out: { requests: [{ who: 'Tom E.', days: '10-14 Mar' }, { who: 'Sofia R.', days: '17-23 Mar' }, { who: 'Ade O.', days: '3-5 Mar' }], exported: n.http() } }] },
    { reasoning: 'Demand: 28 beds at 1:7 on days = 4 RNs per day shift; at 1:9 on nights = 4 RNs (28/9 rounds up to 4). Three shifts per day would be wrong — the ward runs two 12.5 h shifts (day 07:30-20:00, night 19:30-08:00). So 8 RN shifts per 24 h, 224 RN shifts over 28 days. 21 RNs at 3 long shifts per week each gives 21 x 12 = 252 shift capacity before leave.', text: 'Demand is 4 RNs per shift on both days and nights: 224 RN shifts over four weeks against about 252 available.' },
    { reasoning: 'Leave: Tom E. 5 days (10-14 Mar), Sofia R. 7 days (17-23 Mar), Ade O. 3 days (3-5 Mar). At 3 shifts/week that removes roughly 2 + 3 + 1 = 6 shifts, leaving 246 capacity vs 224 demand, so 22 spare shifts for training and sickness cover. Skill mix: every shift needs one band 6 in charge. 4 band 6s for 56 shifts means 14 each — too many; two senior band 5s (Lina K., Josh P.) with coordinator competency can take nights, so band 6s cover all 28 day shifts (7 each) and split nights with Lina and Josh.', text: 'After leave there are about 22 spare shifts; band 6s take all day coordinator shifts, and nights are shared with Lina K. and Josh P.' },
    { reasoning: 'Night continuity: no more than 4 consecutive nights, and 2 rest days after a night block. Week 2 is tight because Tom (band 6) is off 10-14 Mar; Priya and Grace take the day coordinator shifts that week, Marek moves to nights Mon-Thu, and Lina covers Fri-Sun nights. HCAs: 3 per day, 2 per night = 140 HCA shifts against 12 x 12 = 144, so no bank needed unless sickness exceeds 4 shifts.', text: 'Week 2 is covered by moving Marek to nights and Lina to the weekend nights; HCA cover fits without bank staff.' },
    { text: 'Publishing the draft.', calls: [{ name: 'publish_draft_rota', args: { ward: '7B', start: '2025-03-03', weeks: 4, rules: { day_ratio: 7, night_ratio: 9, max_consecutive_nights: 4 } }, out: { draft_id: 'RD-' + n.digits(6), breaches: 0, unfilled_shifts: 0, spare_rn_shifts: 22, url: `https://healthroster.example.nhs.uk/drafts/${n.uuid()}` } }] },
    { text: 'Draft rota published with no breaches and no unfilled shifts: 4 RNs on every shift, a band 6 or coordinator-competent band 5 in charge each shift, leave honoured for Tom E., Sofia R. and Ade O., and 22 spare RN shifts for training and sickness.' },
  ],
});

// 03 teledermatology backlog — Gemini with thought parts
const r03 = (n) => ({
  domain: 'dermatology clinics', style: 'gemini', agent: 'clinic-ops', model: 'gemini-2.5-pro',
  isolates: 'A clinic-ops agent plans how to clear a teledermatology backlog through long reasoning steps that each add new numbers (backlog split, reader capacity, urgent pathway, dates).',
  system: 'You help the Riverside Dermatology service manager plan capacity.',
  goal: 'We have a backlog of teledermatology referrals. Plan how to clear it within 6 weeks without delaying suspected-cancer referrals.',
  steps: [
    { text: 'Getting the backlog breakdown and consultant availability.', calls: [{ name: 'backlog_report', args: { service: 'teledermatology' }, out: { total: 1240, by_priority: { '2WW_suspected_cancer': 96, urgent: 214, routine: 930 }, oldest_routine_days: 71, generated: n.sqlTs(), report_id: n.uuid() } }, { name: 'reader_capacity', args: { weeks: 6 }, out: { consultants: 5, sessions_per_week: 9, images_per_session: 40, specialty_doctors: 2, sd_sessions_per_week: 4 } }] },
    { reasoning: 'Capacity per week: consultants 9 sessions x 40 = 360 reads; specialty doctors 4 sessions x 40 = 160 but they should not read 2WW alone, so 160 for urgent/routine. Total 520/week. New referrals arrive at about 410/week (from last quarter), so net burn-down is only 110/week; 6 weeks clears 660 of 1240. Not enough without extra sessions.', text: 'At current capacity we clear about 660 of the 1,240 backlog in 6 weeks — extra sessions are needed.' },
    { reasoning: 'Gap = 1240 - 660 = 580 reads over 6 weeks, about 97/week, i.e. 2.5 extra sessions per week. Options: two consultants have offered waiting-list-initiative sessions on Saturdays (2 sessions/week = 80 reads), and triage-by-photo rejection of poor-quality images currently wastes 11% of reads — adding a photo-quality check at the GP upload step returns about 45 reads/week. 80 + 45 = 125/week ≥ 97 needed.', text: 'Two Saturday WLI sessions (80 reads/week) plus a photo-quality gate at GP upload (about 45 reads/week recovered) closes the gap.' },
    { reasoning: '2WW protection: the 96 suspected-cancer referrals must be read within 48 h; ring-fence the first session each weekday (5 x 40 = 200 capacity) for 2WW and urgent, which covers 96 2WW now plus an expected 35/week new 2WW. Routine oldest first: 71-day-old cases go in week 1 Saturday lists. Target: routine backlog under 100 by week 6.', text: 'Ring-fence the first session each weekday for 2WW and urgent cases; Saturday lists take routine cases oldest first.' },
    { text: 'Booking the Saturday sessions.', calls: [{ name: 'create_sessions', args: { type: 'WLI', day: 'Saturday', weeks: 6, per_week: 2, consultants: ['Dr Mensah', 'Dr Hollis'] }, out: { created: 12, first: '2025-04-05', booking_ref: 'WLI-' + n.digits(5) } }] },
    { text: 'Plan: (1) ring-fence weekday first sessions for 2WW/urgent (48 h target for the 96 2WW); (2) 12 Saturday WLI sessions with Dr Mensah and Dr Hollis, booked from 5 April; (3) photo-quality gate at GP upload to recover ~45 reads/week. Projected routine backlog under 100 by week 6.' },
  ],
});

// 04 laser tag arenas — Vercel AI SDK (streamText)
const r04 = (n) => ({
  domain: 'laser tag arenas', style: 'vercel', agent: 'party-planner', model: 'gpt-4.1',
  isolates: 'A venue planner streams a multi-step plan for birthday-party season, each step adding new figures (slots, staff, pack counts, pricing) before saving the schedule.',
  system: 'You plan operations for Photon Zone laser tag arena.',
  goal: 'Plan weekend birthday-party capacity for June: how many party slots, staffing, and vest battery rotation.',
  agentOpts: { streaming: true },
  steps: [
    { text: 'Pulling last June\'s bookings and the equipment list.', calls: [{ name: 'getStats', args: { month: '2024-06' }, out: { party_bookings: 61, avg_party_size: 14, turned_away: 23, peak_slot: 'Sat 14:00', source: 'bookings-db', took: n.ms(), rid: n.reqId('q_') } }, { name: 'getEquipment', args: {}, out: { vests: 30, batteries: 48, battery_runtime_min: 95, charge_time_min: 150, arena_capacity: 24 } }] },
    { text: 'Demand: last June we ran 61 parties and turned away 23, so demand was about 84 across 8 weekend days, i.e. 10.5 per day. The arena holds 24 players and the average party is 14, so one party per game slot. A party takes 90 minutes (2 x 20-min games + 50 min party room), and with 2 party rooms we can start a party every 45 minutes.' },
    { text: 'Slots: opening 10:00-18:00 gives starts at 10:00, 10:45, 11:30, 12:15, 13:00, 13:45, 14:30, 15:15, 16:00 = 9 per day, 72 across 8 weekend days. That is 12 short of 84, so adding a 16:45 start on Saturdays only (4 extra) and Friday 17:00 twilight parties (4 Fridays x 2 = 8) reaches 84.' },
    { text: 'Batteries: each game uses up to 24 vests for 20 minutes. With 9 parties x 2 games = 18 games/day, vests run about 6 h of game time. A battery lasts 95 min, so each vest needs 4 batteries per day; 30 vests x 4 = 120 battery-cycles but we own 48 batteries with a 150-min charge. Rotation: swap the 30 in-use batteries every 4 games (80 min), charging 18 spares — that fails at the 3rd swap. So order 24 more batteries (72 total) for a 2:1 rotation.' },
    { text: 'Staff: each slot needs 1 marshal in the arena and 1 host per party room; with overlapping rooms that is 1 marshal + 2 hosts + 1 front desk = 4 per shift, two shifts per day (10:00-14:30, 14:00-18:45). Saving the schedule.', calls: [{ name: 'saveSchedule', args: { month: '2025-06', weekend_slots: ['10:00', '10:45', '11:30', '12:15', '13:00', '13:45', '14:30', '15:15', '16:00'], saturday_extra: '16:45', friday_twilight: ['17:00', '18:30'], staff_per_shift: 4, shifts: 2 }, out: { saved: true, slots_created: 84, schedule_id: 'sch_' + n.b36(10), version: n.int(2, 9) } }] },
    { text: 'June plan saved: 84 party slots (9 per weekend day, a 16:45 Saturday slot, 2 Friday twilight parties), 4 staff per shift on 2 shifts, and 24 extra batteries to order for a 2:1 vest rotation.' },
  ],
});

// 05 invoice factoring due diligence — CrewAI
const r05 = (n) => ({
  domain: 'invoice factoring', style: 'crewai', agent: 'Credit Analyst', model: 'gpt-4o',
  isolates: 'A credit analyst agent reasons through an invoice batch in several long steps, each adding concrete debtor limits, concentrations and advance rates, then issues the funding decision.',
  system: 'You are the Credit Analyst at Meridian Factoring. Your goal is to approve or reduce invoice funding requests.',
  goal: 'Review the funding request from Hollin Precision Ltd (12 invoices, £186,400) and decide the advance.',
  agentOpts: { crew: 'funding_desk', expected: 'Funding decision with advance amount and conditions' },
  steps: [
    { text: 'I need the invoice schedule and debtor exposures.', calls: [{ name: 'get_invoice_schedule', args: { client: 'Hollin Precision Ltd', request: 'FR-' + n.digits(5) }, out: { invoices: 12, total: 186400, debtors: { 'Aldane Aero': 98200, 'Brookfield Pumps': 51300, 'Cresswell Rail': 36900 }, oldest_days: 52, pulled: n.iso() } }] },
    { text: 'Thought: Concentration first. Aldane Aero is £98,200 of £186,400 = 52.7%, above our 40% single-debtor cap. At 40% the fundable Aldane amount is £74,560, so £23,640 of Aldane invoices is ineligible. Brookfield at 27.5% and Cresswell at 19.8% are within cap. I still need to check credit limits for each debtor.', calls: [{ name: 'get_debtor_limits', args: { debtors: ['Aldane Aero', 'Brookfield Pumps', 'Cresswell Rail'] }, out: { 'Aldane Aero': { limit: 120000, used: 31000, rating: 'A2' }, 'Brookfield Pumps': { limit: 40000, used: 0, rating: 'B1' }, 'Cresswell Rail': { limit: 60000, used: 12500, rating: 'A1' } } }] },
    { text: 'Thought: Limits: Aldane has £89,000 headroom, more than the £74,560 eligible, fine. Brookfield\'s limit is £40,000 against £51,300 requested, so £11,300 is over limit. Cresswell has £47,500 headroom against £36,900, fine. Eligible so far: 74,560 + 40,000 + 36,900 = £151,460. Now ageing: invoices over 90 days are excluded, oldest is 52 days, so nothing drops for age.', calls: [{ name: 'check_disputes', args: { client: 'Hollin Precision Ltd' }, out: { open_disputes: [{ debtor: 'Cresswell Rail', invoice: 'HP-2207', amount: 4200, reason: 'short delivery' }] } }] },
    { text: 'Thought: Invoice HP-2207 (£4,200, Cresswell) is disputed, so remove it: eligible = £147,260. Advance rate: 85% standard, 80% for B-rated debtors. Brookfield £40,000 x 80% = £32,000; Aldane £74,560 x 85% = £63,376; Cresswell £32,700 x 85% = £27,795. Total advance £123,171; let me verify the arithmetic.', calls: [{ name: 'calculator', args: { expression: '40000*0.80 + 74560*0.85 + 32700*0.85' }, out: '123171.0' }] },
    { text: 'Final decision: approve an advance of £123,171 against £147,260 eligible (of £186,400 requested). Reductions: Aldane capped at 40% concentration (−£23,640), Brookfield over limit (−£11,300), disputed HP-2207 excluded (−£4,200). Condition: resubmit HP-2207 once the short delivery is credited.' },
  ],
});

// 06 Lisbon walking tour itinerary (travel) — Pydantic AI
const r06 = (n) => ({
  domain: 'walking tour operators', style: 'pydantic_ai', agent: 'itinerary_designer', model: 'gpt-4o',
  isolates: 'An itinerary agent works out a 3-day group walking programme in long steps that each add routes, timings, guide assignments and costs, then books it.',
  system: 'You design group walking programmes for Calçada Walks, a Lisbon tour operator.',
  goal: 'Design a 3-day walking programme in Lisbon for a 16-person retiree group in October: moderate pace, max 8 km a day, include one fado evening.',
  steps: [
    { calls: [{ name: 'list_routes', args: { city: 'Lisbon', max_km: 8 }, out: [{ id: 'ALF', name: 'Alfama & Castelo', km: 5.2, ascent_m: 210 }, { id: 'BEL', name: 'Belém riverside', km: 6.8, ascent_m: 40 }, { id: 'BAI', name: 'Baixa-Chiado-Bairro Alto', km: 4.9, ascent_m: 160 }, { id: 'ESP', name: 'Estrela & Campo de Ourique', km: 5.5, ascent_m: 120 }] }, { name: 'guide_availability', args: { month: '2025-10' }, out: { 'Rita': ['14', '15', '16'], 'Duarte': ['15', '16'], 'Inês': ['14', '16'] } }] },
    { text: 'Day 1 (14 Oct): start gentle with Baixa-Chiado-Bairro Alto, 4.9 km and 160 m ascent, using the Elevador da Glória for the steepest 60 m, so effective climbing is 100 m. Guide: Rita. Start 09:30 from Praça do Comércio, lunch at 12:45 in Chiado.' },
    { text: 'Day 2 (15 Oct): Alfama & Castelo has 210 m ascent, the hardest, so do it on day 2 when legs are warm but not tired, and take tram 28 up to the castle to cut ascent to about 90 m. 16 people exceed one tram car comfortably, so split into two groups of 8 with Rita and Duarte. Fado evening that night in Alfama at Clube de Fado (dinner + show, €62 pp), since the group is already in the neighbourhood.' },
    { text: 'Day 3 (16 Oct): Belém riverside, flattest at 40 m ascent, 6.8 km, good after a late fado night; start at 10:30 instead of 09:30. Guide: Inês. Jerónimos entry is €12 pp with group booking. Budget check: guides €180/day x 4 guide-days = €720, fado €992, Jerónimos €192, tram tickets €3 x 16 = €48; total €1,952 = €122 pp.' },
    { calls: [{ name: 'hold_bookings', args: { items: [{ type: 'guide', who: 'Rita', dates: ['14', '15'] }, { type: 'guide', who: 'Duarte', dates: ['15'] }, { type: 'guide', who: 'Inês', dates: ['16'] }, { type: 'venue', name: 'Clube de Fado', date: '2025-10-15', pax: 16 }, { type: 'ticket', name: 'Jerónimos', date: '2025-10-16', pax: 16 }] }, out: { held: 5, hold_ref: 'CW-' + n.upper(6), expires: n.iso(n.t + 72 * 3600000) } }] },
    { text: 'Programme held (5 bookings): Day 1 Baixa-Chiado with Rita; Day 2 Alfama in two groups (Rita, Duarte) plus the fado dinner at Clube de Fado; Day 3 Belém with Inês, starting 10:30. Max 6.8 km a day, about €122 per person.' },
  ],
});

export default [r01, r02, r03, r04, r05, r06];
