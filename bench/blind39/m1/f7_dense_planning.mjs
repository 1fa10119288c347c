// Family: dense_planning (healthy) — several long reasoning steps in a row, each with new numbers, names, decisions.
import { sp, styler } from './lib.mjs';

export const family = 'dense_planning';
export const loop = false;
export const stagnation = false;

export const rows = [
  {
    id: '01', domain: 'tractor pull event planning', style: 'anthropic',
    isolates: 'Four long consecutive planning messages (track prep, classes, safety, timetable), each adding new figures and decisions, then one booking tool call and a final plan.',
    goal: 'Plan the running order and track preparation for Saturday\'s tractor pull with 3 weight classes and 46 entries.',
    build(n, goal) {
      const S = styler(n, 'anthropic', { model: 'claude-3-7-sonnet-20250219', system: 'You are the event coordinator assistant.', goal });
      const kids = [
        S.llm('Track first: a 100 metre clay track needs roughly 90 minutes of grading and watering before the first hook, so with gates at 08:00 the grader crew should start at 06:15, and we re-grade after every 12 pulls, which with 46 entries means three mid-event re-grades of about 15 minutes each.'),
        S.llm('Classes: 18 entries in the 3.5 tonne farm stock class, 16 in the 4.5 tonne class and 12 in the 6 tonne modified class; running the light class first keeps the track surface firm for the heavier machines, and at about 4 minutes per pull the light class takes 72 minutes, the middle class 64 and the modified class 48.'),
        S.llm('Safety: the modified class needs the kill-switch tether checked at tech inspection and a 30 metre spectator setback instead of 15, so I will place the tech inspection tent at the pit entrance from 07:00 to 09:30, staffed by two inspectors, and the fire crew will stand by at the 80 metre mark only during the modified class.'),
        S.llm('Timetable: first hook 09:00 light class until 10:12, re-grade to 10:27, middle class until 11:31, lunch and full re-grade until 12:30, then the modified class to 13:18 with one re-grade, leaving the prize giving at 13:45; I now need the sled operator booked from 08:30 to 14:00.', [['book_contractor', { contractor: 'Weight transfer sled + operator', from: '08:30', to: '14:00', date: '2024-08-24' }]]),
        S.tool('book_contractor', undefined, { booking_ref: 'BK-' + n.int(10000, 99999), confirmed: true, quoted_gbp: 1450, confirmation_sent: n.http() }),
        S.llm('Sled booked (£1,450). Final plan: grader at 06:15, tech inspection 07:00-09:30, light class 09:00, middle 10:27, modified 12:30, prizes 13:45.'),
      ];
      return sp('agent', 'event_coordinator', { goal }, 'Plan complete; sled booked.', kids, { metadata: { 'anthropic-version': '2023-06-01' } });
    },
  },
  {
    id: '02', domain: 'beach cleanup volunteer drive', style: 'langfuse',
    isolates: 'A Langfuse-traced planner writes five long steps (zones, headcount, kit, tides, transport) each with new numbers, reads one tide table, and finishes with a plan.',
    goal: 'Plan next Sunday\'s beach cleanup on the 3.2 km Sandhaven shoreline for about 120 volunteers.',
    build(n, goal) {
      const S = styler(n, 'langfuse', { model: 'gpt-4o', goal });
      const kids = [
        S.llm('', [['tide_table', { station: 'Sandhaven', date: '2024-09-22' }]], { genName: 'plan-step' }),
        S.tool('tide_table', undefined, { station: 'Sandhaven', low_water: ['09:42 0.6m', '22:05 0.8m'], high_water: ['03:31 4.9m', '15:58 5.1m'], source: 'UKHO', fetched: n.iso() }),
        S.llm('Low water is at 09:42 at 0.6 metres, so the strandline and lower rocks are exposed from about 08:30 to 11:30; I will run the cleanup from 09:00 to 12:00, and since high water at 15:58 is 5.1 metres the collected bags must be off the sand by 13:00.', [], { genName: 'plan-step' }),
        S.llm('Zones: splitting the 3.2 km into eight 400 metre zones gives 15 volunteers per zone for 120 people, and zones 3 and 6 contain the river outfall and the dune blowout where most plastics gather, so those two get 20 volunteers each and zones 1 and 8 near the car parks drop to 10.', [], { genName: 'plan-step' }),
        S.llm('Kit: at one litter picker per two volunteers we need 60 pickers, we own 38 so borrow 22 from the council depot, plus 240 reusable bags at two per person, 8 first aid kits one per zone, and 4 sharps boxes kept with the zone 3 and 6 leaders because the outfall usually has needles.', [], { genName: 'plan-step' }),
        S.llm('Transport: the council skip lorry can collect from the two slipways, north at zone 2 and south at zone 7, at 12:30, and volunteers carry bags to the nearest slipway, so zone leaders 1 to 4 route north and 5 to 8 route south; final step is emailing the leaders this split.', [['send_email', { to: 'zone-leaders@sandhaven-cleanup.org', subject: 'Sunday cleanup: zones, kit, slipways', body_ref: 'plan-v1' }]], { genName: 'plan-step' }),
        S.tool('send_email', undefined, { accepted: ['zone-leaders@sandhaven-cleanup.org'], message_id: `<${n.hex(24)}@mail.sandhaven-cleanup.org>`, queued_at: n.syslog() }),
        S.llm('Plan sent: 09:00-12:00 cleanup, 8 zones (20 volunteers at zones 3 and 6), 22 pickers borrowed, collection 12:30 at both slipways.', [], { genName: 'final' }),
      ];
      return sp('agent', 'cleanup-planner', { goal }, 'Plan sent to zone leaders.', kids, { metadata: { observationType: 'AGENT', sessionId: 'sess_' + n.hex(16) } });
    },
  },
  {
    id: '03', domain: 'flood sandbag distribution', style: 'otel',
    isolates: 'A long chain of reasoning steps computes demand by street, stock, depots and vehicle runs, each step with fresh numbers, before one dispatch call.',
    goal: 'Plan tonight\'s sandbag distribution for the Lower Ferry Road flood-warning area before the 02:00 river peak.',
    build(n, goal) {
      const S = styler(n, 'otel', { model: 'gpt-4.1', goal });
      const kids = [
        S.llm('', [['warning_area_properties', { area: 'Lower Ferry Road', warning: 'FW-1182' }]]),
        S.tool('warning_area_properties', undefined, { properties: 214, streets: { 'Lower Ferry Rd': 96, 'Mill Lane': 58, 'Wharf Close': 41, 'Tanners Row': 19 }, vulnerable_households: 23, generated: n.isoMs() }),
        S.llm('There are 214 properties, and the standard allocation is 6 sandbags per property with 10 for the 23 households flagged vulnerable, which gives 191 times 6 equals 1,146 plus 230, so 1,376 bags in total, with Lower Ferry Road alone needing about 620.'),
        S.llm('Stock: the North depot holds 900 filled bags and the Quay depot 700, so 1,600 against 1,376 needed leaves a reserve of 224; Quay is 1.1 km from Wharf Close and Tanners Row, so Quay supplies those two streets with 60 properties and North supplies Lower Ferry Road and Mill Lane.'),
        S.llm('Vehicles: each flatbed carries 250 bags, so North needs four runs for its roughly 940 bags and Quay two runs for about 436; with two flatbeds and a 35 minute round trip, all six runs finish in about 1 hour 45 minutes, so dispatch at 22:30 completes by 00:15, well ahead of the 02:00 peak.', [['dispatch_runs', { runs: [{ depot: 'North', count: 4, streets: ['Lower Ferry Rd', 'Mill Lane'] }, { depot: 'Quay', count: 2, streets: ['Wharf Close', 'Tanners Row'] }], start: '22:30' }]]),
        S.tool('dispatch_runs', undefined, { dispatch_id: n.uuid(), crews_notified: ['FB-2', 'FB-5'], eta_complete: '00:15' }),
        S.llm('Dispatched: 1,376 bags in 6 runs (North 4, Quay 2), completing around 00:15; 224 bags held in reserve.'),
      ];
      return sp('agent', 'invoke_agent flood_logistics', { input: goal }, { status: 'completed' }, kids, { metadata: { 'gen_ai.agent.name': 'flood_logistics' } });
    },
  },
  {
    id: '04', domain: 'water tower inspection planning', style: 'weave',
    isolates: 'Four long reasoning steps about an inspection (access, coating history, dive team, outage window) each add new facts; the run ends with a scheduled work order.',
    goal: 'Plan the five-yearly interior inspection of the 500 m³ Hillcrest elevated water tower with minimal supply disruption.',
    build(n, goal) {
      const S = styler(n, 'weave', { model: 'o3-mini', goal });
      const kids = [
        S.llm('', [['asset_record', { asset: 'WT-HILLCREST' }]]),
        S.tool('asset_record', undefined, { asset: 'WT-HILLCREST', capacity_m3: 500, built: 1974, last_interior: '2019-06-11', coating: 'epoxy, 2006', notes: 'ladder cage corroded at 18 m', fetched: n.epoch() }),
        S.llm('The last interior inspection was June 2019 so we are due, the epoxy coating is from 2006 and is now 18 years old, which is near the end of its typical 15 to 20 year life, so the inspection should include adhesion testing at three heights rather than a visual check only.'),
        S.llm('Access is the risk: the ladder cage is corroded at 18 metres, so the crew should use the rope-access team with a tripod at the roof hatch instead of the fixed ladder, which adds a two-person rope crew and a rescue plan but avoids the corroded section entirely.'),
        S.llm('Using an ROV dive inspection lets the tank stay in service and avoids draining 500 cubic metres, but adhesion tests need a dry surface, so I will split it: ROV survey of the floor and lower shell first, then a partial drawdown to 40 percent for the upper shell adhesion tests, which keeps Hillcrest\'s 1,900 customers supplied from the Ridge reservoir bypass.'),
        S.llm('Window: demand is lowest Tuesday to Thursday between 22:00 and 05:00, and the Ridge bypass can carry the load for about 9 hours, so the drawdown slot is Wednesday night 21:30 to 06:00; I will raise the work order for the week of 14 October.', [['create_work_order', { asset: 'WT-HILLCREST', type: 'interior inspection', method: ['ROV', 'partial drawdown 40%', 'adhesion test x3'], access: 'rope access (no fixed ladder)', window: 'Wed 21:30-06:00', week: '2024-W42' }]]),
        S.tool('create_work_order', undefined, { wo: 'WO-' + n.int(200000, 299999), status: 'scheduled', created: n.usDate() }),
        S.llm('Work order scheduled for week 42: ROV survey plus 40% drawdown, rope access only, Wednesday 21:30-06:00.'),
      ];
      return sp('agent', 'weave:///op/InspectionPlanner.run', { goal }, { result: 'scheduled' }, kids);
    },
  },
  {
    id: '05', domain: 'quinceañera planning', style: 'adk',
    isolates: 'The Gemini agent reasons through budget, guest count, venue fit, court of honour and timeline in successive long steps, each with new numbers, then books a venue hold.',
    goal: 'Draft the plan and budget split for Valeria\'s quinceañera: about 150 guests, $18,000 budget, a Saturday in May.',
    build(n, goal) {
      const S = styler(n, 'adk', { model: 'gemini-2.5-pro', goal });
      const kids = [
        S.llm('With 18,000 dollars and 150 guests the per-guest figure is 120 dollars, so I will target venue and catering together at 55 percent, which is 9,900 dollars, the dress and court outfits at 12 percent or 2,160, music and the DJ at 10 percent or 1,800, and keep 8 percent, 1,440 dollars, as contingency.'),
        S.llm('Venue fit: a hall seating 150 at round tables of 10 needs 15 tables plus a head table for Valeria and her court of 14, so we need capacity around 170, and a dance floor of at least 400 square feet for the waltz with the chambelanes.', [['search_venues', { city: 'San Antonio', capacity_min: 170, date: '2025-05-17', max_price: 5000 }]]),
        S.tool('search_venues', undefined, { results: [{ name: 'Casa Jardín Hall', capacity: 180, price: 4200, dance_floor_sqft: 480 }, { name: 'Rio Vista Ballroom', capacity: 220, price: 4900, dance_floor_sqft: 600 }], search_id: n.uuid() }),
        S.llm('Casa Jardín at 4,200 dollars leaves 5,700 of the 9,900 for catering, which is 38 dollars a head for 150 guests and fits a taquero buffet at 32 dollars plus cake, whereas Rio Vista would leave only 33 dollars a head, so Casa Jardín is the better value and its 480 square foot floor is enough.'),
        S.llm('Timeline: the misa at 2 pm, photos 3:30 to 4:30, reception doors at 6 pm, the waltz at 7:15 after dinner, the changing of shoes and last doll at 7:40, then open dancing until 11; I will put a 14-day hold on Casa Jardín for 17 May.', [['hold_venue', { venue: 'Casa Jardín Hall', date: '2025-05-17', days: 14 }]]),
        S.tool('hold_venue', undefined, { hold_id: 'H-' + n.hex(6).toUpperCase(), expires: n.isoOff(-5), deposit_due: 800 }),
        S.llm('Hold placed on Casa Jardín Hall for 17 May (deposit $800 due within 14 days). Budget: venue 4,200, catering 5,700, attire 2,160, music 1,800, contingency 1,440, remaining 2,700 for photography, flowers and invitations.'),
      ];
      const agent = sp('agent', 'invoke_agent party_planner', { user_content: goal }, null, kids, { metadata: { 'gen_ai.agent.name': 'party_planner' } });
      return sp('agent', 'invocation', { app_name: 'event_planner' }, { final_response: 'Hold placed; plan drafted.' }, [agent]);
    },
  },
  {
    id: '06', domain: 'recumbent trike builders production plan', style: 'agno',
    isolates: 'An Agno agent (framework not in the given list) reasons through parts lead times, frame welding capacity and order sequencing, each long step adding concrete numbers, then creates the schedule.',
    goal: 'Build a production schedule for 11 recumbent trike orders due in the next 6 weeks given frame jig and parts constraints.',
    build(n, goal) {
      const runId = n.uuid();
      const S = styler(n, 'agno', { model: 'claude-sonnet-4-20250514', goal });
      const kids = [
        S.llm('', [['list_orders', { status: 'open' }]], { runId }),
        S.tool('list_orders', undefined, { orders: [{ id: 'T-301', model: 'Tadpole 26', due: 'W23' }, { id: 'T-302', model: 'Tadpole 20', due: 'W23' }, { id: 'T-303', model: 'Cargo', due: 'W24' }, { more: 8 }], as_of: n.iso() }),
        S.llm('Of the 11 orders, 7 are Tadpole 26, 3 are Tadpole 20 and 1 is the Cargo model, and we have a single frame jig that can weld 3 frames a week, so 11 frames need at least four weeks of jig time, leaving two weeks of buffer in the six-week window.', [], { runId }),
        S.llm('Parts: the Rohloff hubs have a 3 week lead time and we hold 4, so orders 5 to 7 of the Tadpole 26 need hubs ordered this week, and the Cargo model needs a heavier 20 inch front wheel pair that Schwalbe lists at 10 days, which is fine if ordered now for a week 24 build.', [], { runId }),
        S.llm('Sequence: week 20 welds T-301, T-302 and the Cargo frame because the Cargo takes longest to paint, week 21 welds three Tadpole 26 frames using the hubs in stock, week 22 the remaining three Tadpole 20 and 26 frames, and week 23 the last two Tadpole 26 frames once the new hubs arrive in week 22.', [['create_schedule', { weeks: { W20: ['T-301', 'T-302', 'T-303'], W21: ['T-304', 'T-305', 'T-306'], W22: ['T-307', 'T-308', 'T-309'], W23: ['T-310', 'T-311'] }, purchase: ['Rohloff x3', 'Schwalbe 20in pair x1'] }]], { runId }),
        S.tool('create_schedule', undefined, { schedule_id: n.uuid(), saved: true }),
        S.llm('Schedule saved: 11 frames over weeks 20-23, Rohloff hubs x3 and one 20" wheel pair to be ordered this week.', [], { runId }),
      ];
      return sp('agent', 'Agent.run', { message: goal, run_id: runId }, { content: 'Schedule saved.' }, kids, { metadata: { framework: 'agno', 'agno.agent.name': 'production_planner' } });
    },
  },
];
