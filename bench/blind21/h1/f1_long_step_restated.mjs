export const family = 'long_step_restated';
export const loop = true;
export const stagnation = true;
export const description = 'A long planning/reasoning message is repeated near-verbatim once, with nothing new observed between the two copies; then the run is cut off.';

export const rows = [
  { n: '01', domain: 'harbour pilots', style: 'anthropic', model: 'claude-sonnet-4-20250514', agent: 'pilot-dispatch',
    isolates: 'A long boarding-plan paragraph is restated almost word for word after a tide lookup returns the same table.',
    goal: 'Assign a licensed pilot to the inbound LNG carrier MV Aurora Frost (ETA 03:40) and confirm the boarding window against tide limits.',
    build(T) { const N = T.N;
      T.step('Let me pull the pilot roster and the vessel particulars first.', [['get_pilot_roster', { port: 'NLRTM', shift: 'night' }, { pilots: [{ id: 'P-114', name: 'J. de Wit', class: 'A', rest_ok: true }, { id: 'P-087', name: 'M. Brandt', class: 'A', rest_ok: false }], generated: N.isoSec() }], ['get_vessel', { imo: '9861032' }, { imo: '9861032', name: 'AURORA FROST', loa_m: 295, draught_m: 12.4, type: 'LNG' }]]);
      T.step(null, [['tide_window', { berth: 'Gate Terminal', draught_m: 12.4, date: '2025-03-22' }, { berth: 'Gate Terminal', windows: [{ from: '02:55', to: '05:10', ukc_m: 1.9 }], source: 'RWS', fetched: N.http() }]]);
      const plan = 'Plan for AURORA FROST: the vessel draws 12.4 m, so the only usable window at Gate Terminal is 02:55 to 05:10 with 1.9 m under-keel clearance. P-114 de Wit is class A and rested, P-087 is not rested, so I will board P-114 at the Maas pilot station at 03:10 and keep the LNG escort tugs on standby.';
      T.step(plan, [['tide_window', { berth: 'Gate Terminal', draught_m: 12.4, date: '2025-03-22' }, { berth: 'Gate Terminal', windows: [{ from: '02:55', to: '05:10', ukc_m: 1.9 }], source: 'RWS', fetched: N.http() }]]);
      T.think('Plan for AURORA FROST: the vessel draws 12.4 m, so the only usable window at Gate Terminal is 02:55 to 05:10 with 1.9 m under keel clearance. P-114 de Wit is class A and rested while P-087 is not rested, so I will board P-114 at the Maas pilot station at 03:10 and keep the LNG escort tugs on standby.');
      T.cut('run cancelled: max_tokens budget reached', { stop_reason: 'budget' });
    } },
  { n: '02', domain: 'tool libraries', style: 'langgraph', model: 'gpt-4o-2024-08-06', agent: 'lending-desk',
    isolates: 'The agent writes the same long overdue-reminder plan twice around a member lookup that returns an identical record.',
    goal: 'Member M-2231 has an overdue tile saw. Decide whether to send a reminder, charge the late fee, or suspend borrowing, following the library policy.',
    build(T) { const N = T.N;
      T.step('Looking up the loan record first.', [['loan_lookup', { member_id: 'M-2231', status: 'overdue' }, { loans: [{ item: 'Tile saw (wet) #TS-04', due: '2025-03-02', days_overdue: 9, reminders_sent: 1 }] }]]);
      T.step(null, [['policy_search', { q: 'overdue power tools late fee suspension' }, '§4.2 Power tools: 1st reminder at day 3, second at day 7, fee €2/day after day 7 capped at €20; borrowing suspended after day 14 or on third reminder.']]);
      T.step('The saw is nine days overdue and only one reminder has gone out, so under section 4.2 the second reminder is already late; the fee of two euros per day applies from day seven, which makes four euros today, and suspension is not yet justified because we are below fourteen days.', [['loan_lookup', { member_id: 'M-2231', status: 'overdue' }, { loans: [{ item: 'Tile saw (wet) #TS-04', due: '2025-03-02', days_overdue: 9, reminders_sent: 1 }], served_by: N.host('loans-api'), at: N.iso() }]]);
      T.think('The saw is nine days overdue and only one reminder has gone out, so under section 4.2 the second reminder is already late; the fee of two euros per day applies from day seven, which makes four euros today, and suspension is not justified yet because we are below fourteen days.');
      T.cut('GraphRecursionError: Recursion limit of 8 reached without hitting a stop condition.');
    } },
  { n: '03', domain: 'ice-cream vans', style: 'responses', model: 'o4-mini', agent: 'route-planner',
    isolates: 'A long reasoning summary about the Saturday chime route is emitted twice with only an unchanged weather call in between.',
    goal: 'Plan Saturday afternoon routes for our three ice-cream vans so they avoid the school fête exclusion zone and hit the two parks at peak time.',
    build(T) { const N = T.N;
      T.step(null, [['get_vans', {}, { vans: [{ id: 'VAN-1', base: 'Elm Depot', freezer_ok: true }, { id: 'VAN-2', base: 'Elm Depot', freezer_ok: true }, { id: 'VAN-3', base: 'Quay St', freezer_ok: false }] }]], { reasoning: 'Need fleet status first.' });
      T.step(null, [['council_restrictions', { date: '2025-06-14' }, { zones: [{ name: 'St Anne fête', polygon_id: 'z-88', from: '12:00', to: '17:00', trading: 'prohibited' }] }]], { reasoning: 'Check the chime and trading restrictions.' });
      const r = 'VAN-3 has a freezer fault so only VAN-1 and VAN-2 can run. The St Anne fête zone bans trading between 12:00 and 17:00, so Riverside Park should be covered by VAN-1 from 13:30 and Hollow Lane Park by VAN-2 from 14:00, both routed around zone z-88 via Mill Road.';
      T.step(null, [['weather', { lat: 51.45, lon: -2.59, date: '2025-06-14' }, { max_c: 24, precip_mm: 0, updated: N.isoOffset(1) }]], { reasoning: r });
      T.think(null, [], { reasoning: 'VAN-3 has a freezer fault so only VAN-1 and VAN-2 can run. The St Anne fête zone bans trading between 12:00 and 17:00, so Riverside Park should be covered by VAN-1 from 13:30 and Hollow Lane Park by VAN-2 from 14:00, both routed around zone z-88 by Mill Road.' });
      T.cut('incomplete: max_output_tokens', { status: 'incomplete' });
    } },
  { n: '04', domain: 'sheet-music libraries', style: 'crewai', model: 'gpt-4o-mini', agent: 'Orchestra Librarian', crew: 'Crew: season-parts',
    isolates: 'In a CrewAI ReAct loop the librarian restates the same long parts-count thought twice while the catalogue tool returns the same holdings.',
    goal: 'Check that we hold enough string parts of Dvořák Symphony No. 8 (Bärenreiter edition) for a 12-10-8-6-4 string section and order the shortfall.',
    build(T) { const N = T.N;
      T.step('I need the holdings for the Bärenreiter Dvořák 8 set.', [['catalogue_search', { composer: 'Dvořák', work: 'Symphony No. 8', publisher: 'Bärenreiter' }, 'Set BA-9048: Vn I x5, Vn II x4, Va x4, Vc x3, Cb x2 (condition: good). Last checked 2024-11-02.']]);
      const th = 'With desks of two players a 12-10-8-6-4 section needs six first violin parts, five second violin parts, four viola parts, three cello parts and two bass parts, so against our holdings we are short one first violin and one second violin part and I should order those two';
      T.step(th, [['catalogue_search', { composer: 'Dvořák', work: 'Symphony No. 8', publisher: 'Bärenreiter' }, 'Set BA-9048: Vn I x5, Vn II x4, Va x4, Vc x3, Cb x2 (condition: good). Last checked 2024-11-02.']]);
      T.think('With desks of two players a 12-10-8-6-4 section needs six first violin parts, five second violin parts, four viola parts, three cello parts and two bass parts, so against our holdings we are short one first violin part and one second violin part and I should order those two', [['catalogue_search', { composer: 'Dvořák', work: 'Symphony No. 8', publisher: 'Bärenreiter' }]]);
      T.tool('Set BA-9048: Vn I x5, Vn II x4, Va x4, Vc x3, Cb x2 (condition: good). Last checked 2024-11-02.');
      T.cut('Agent stopped due to iteration limit or time limit.');
    } },
  { n: '05', domain: 'pickleball court bookings', style: 'gemini', model: 'gemini-2.5-flash', agent: 'court_booker',
    isolates: 'A long explanation of a booking clash is given twice in a row with no new tool result at all.',
    goal: 'Move the Tuesday beginners clinic from court 3 to court 5 for the rest of April without clashing with league matches.',
    build(T) { const N = T.N;
      T.step(null, [['list_bookings', { court: 5, from: '2025-04-01', to: '2025-04-30', weekday: 'TUE' }, { bookings: [{ date: '2025-04-08', slot: '18:00-19:30', owner: 'Ladder league' }, { date: '2025-04-22', slot: '18:00-19:30', owner: 'Ladder league' }], etag: N.etag() }]]);
      T.step(null, [['get_clinic', { clinic_id: 'CL-TUE-BEG' }, { court: 3, slot: '18:30-20:00', dates: ['2025-04-08', '2025-04-15', '2025-04-22', '2025-04-29'] }]]);
      T.think('The clinic runs 18:30 to 20:00 on four Tuesdays, and court 5 is held by the ladder league from 18:00 to 19:30 on 8 and 22 April, so only 15 and 29 April can move to court 5 while the other two dates must stay on court 3 or start at 19:30.');
      T.think('The clinic runs 18:30 to 20:00 on four Tuesdays and court 5 is held by the ladder league from 18:00 to 19:30 on 8 April and 22 April, so only 15 and 29 April can move to court 5, while the other two dates have to stay on court 3 or start at 19:30.');
      T.cut('Session terminated: client disconnected (deadline exceeded)');
    } },
  { n: '06', domain: 'parcel lockers', style: 'plain', model: 'gpt-4.1', agent: 'locker-ops',
    isolates: 'A message-level trace where the agent repeats its long diagnosis of a jammed locker door after re-reading the same telemetry.',
    goal: 'Locker bank LB-0457 reports compartment 12 as occupied but the courier says it is empty. Diagnose and decide whether to release it.',
    build(T) { const N = T.N;
      const tel = () => ({ bank: 'LB-0457', compartment: 12, door: 'closed', lock: 'engaged', ir_sensor: 'blocked', weight_g: 0, last_event: { type: 'DOOR_CLOSE', at: N.isoSec() }, fw: '3.8.1' });
      T.step(null, [['get_compartment_telemetry', { bank: 'LB-0457', compartment: 12 }, tel()]]);
      T.step(null, [['get_parcel_assignment', { bank: 'LB-0457', compartment: 12 }, { parcel: null, reserved_by: null }]]);
      T.step('The infrared presence sensor says blocked but the load cell reads zero grams and no parcel is assigned, which points to a dirty or misaligned IR sensor rather than a real parcel; releasing the compartment is safe, and I will open a maintenance ticket for the sensor.', [['get_compartment_telemetry', { bank: 'LB-0457', compartment: 12 }, tel()]]);
      T.think('The infrared presence sensor says blocked, but the load cell reads zero grams and no parcel is assigned, which points to a dirty or misaligned IR sensor rather than a real parcel; releasing the compartment is safe and I will open a maintenance ticket for the sensor.');
      T.cut('stopped: max_turns=6 exceeded');
    } },
];
