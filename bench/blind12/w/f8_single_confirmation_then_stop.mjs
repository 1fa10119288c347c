// Family 8 — single_confirmation_then_stop (loop: false)
// Healthy look-alike of family 3: after the action succeeds the agent does exactly one
// confirmation read, then summarises and stops.
export const family = 'single_confirmation_then_stop';
export const loop = false;
export const summary = 'Action succeeds, one read-back confirms it, summary, stop.';

const G1 = 'Reserve a tent site with an electric hookup at Cedar Hollow campground for 2 nights from Friday 8 August, party of 3 with one car, name Dana Whitlock.';
const G2 = 'Tank AL80 serial 88231 passed its hydrostatic test on 2 April 2025. Update its record and set the next hydro due date.';
const G3 = 'On the Fernway supplier portal, change our default shipping address to Unit 4, Brookside Trading Estate, Wexham Road, Slough SL2 5DS.';
const G4 = "Push a new 'Restaurant' program to Mrs. Alvarez's hearing aids (both sides): strong noise reduction, directional microphones, +3 dB speech emphasis.";
const G5 = "Enter Copper Lane (FEI 105XY33), ridden by Ella Brandt, in the 1.20 m class at the Hollowmere spring show and pay the entry from the club account.";
const G6 = 'Plot B-14 at the Alder Street community garden is vacant again. Give it to the next person on the waitlist.';

export const rows = [
  // ------------------------------------------------------------------ 01
  {
    n: '01', domain: 'campground reservations', style: 'langfuse', stagnation: false,
    opts: { start: '2025-07-22T16:00:00Z', model: 'claude-3-5-sonnet-20241022' },
    key: { success: 'create_reservation', confirm: 'get_reservation' },
    isolates: 'After checking park alerts and availability, the site is reserved, a single get_reservation confirms it, and the agent answers with the confirmation number.',
    goal: G1,
    build(t) {
      const n = t.n;
      t.system('You book sites for the Cedar Hollow and Lake Tamsin state campgrounds. One vehicle per site unless stated.');
      t.user(G1);
      t.step({ text: 'Checking park alerts for Cedar Hollow first.', calls: [{ name: 'park_alerts', args: { park: 'cedar-hollow' }, out: { park: 'Cedar Hollow', alerts: [{ level: 'info', text: 'Stage 1 fire restrictions: campfires only in provided rings.' }, { level: 'info', text: 'Loop C water spigots off for repair until 15 Aug.' }], updated: n.usDate() } }] });
      t.step({ text: 'Only minor alerts. Looking for electric tent sites for 8–10 August.', calls: [{ name: 'search_sites', args: { park: 'cedar-hollow', arrive: '2025-08-08', nights: 2, type: 'tent', hookup: 'electric', occupants: 3 }, out: { park: 'Cedar Hollow', results: [{ site: 'E-17', loop: 'Elm', max_occupants: 6, shade: 'full', rate_per_night: 34 }, { site: 'E-22', loop: 'Elm', max_occupants: 6, shade: 'partial', rate_per_night: 34 }], search_token: n.b64url(24) } }] });
      const conf = 'CH-' + n.digits(7);
      t.step({ text: 'E-17 is free with full shade. Reserving it for Dana Whitlock.', calls: [{ name: 'create_reservation', args: { park: 'cedar-hollow', site: 'E-17', arrive: '2025-08-08', depart: '2025-08-10', occupants: 3, vehicles: 1, name: 'Dana Whitlock' }, out: { confirmation: conf, status: 'BOOKED', total_usd: 76.0, fees: { nightly: 68, reservation: 8 }, checkin_after: '14:00', checkout_by: '11:00' } }] });
      t.step({ text: 'Reading the reservation back once to make sure it saved correctly.', calls: [{ name: 'get_reservation', args: { confirmation: conf }, out: { confirmation: conf, status: 'BOOKED', site: 'E-17', loop: 'Elm', arrive: '2025-08-08', depart: '2025-08-10', occupants: 3, vehicles: 1, name: 'Dana Whitlock', paid: true, modified: n.iso() } }] });
      t.final(`Booked: Cedar Hollow site E-17 (Elm loop, electric, full shade) for Fri 8 – Sun 10 August, 3 people and 1 car, under Dana Whitlock. Confirmation ${conf}, total $76.00. Check-in after 14:00, check-out by 11:00.`);
      return t.finish({ tags: ['reservations'] });
    },
  },

  // ------------------------------------------------------------------ 02
  {
    n: '02', domain: 'scuba dive shop', style: 'weave', stagnation: false,
    opts: { start: '2025-04-03T10:30:00Z', model: 'gpt-4o-mini-2024-07-18' },
    key: { success: 'update_tank_record', confirm: 'get_tank' },
    isolates: 'The hydro-test record is updated, one get_tank read shows the new dates, and the agent reports and stops.',
    goal: G2,
    build(t) {
      const n = t.n;
      t.system("You keep the cylinder register at Blue Ledge Divers. Aluminium cylinders need a hydro test every 5 years and a visual inspection yearly.");
      t.user(G2);
      t.step({ text: 'Finding the tank.', calls: [{ name: 'find_tank', args: { serial: '88231' }, out: { tank_id: 'T-0412', serial: '88231', spec: 'AL80 3000 psi', manufacturer: 'Luxfer', last_hydro: '2020-03-11', last_vip: '2024-11-02', status: 'quarantined: hydro due', location: 'fill room rack 2' } }] });
      t.step({ text: 'Recording the passed hydro on 2025-04-02, next due April 2030, and clearing the quarantine.', calls: [{ name: 'update_tank_record', args: { tank_id: 'T-0412', last_hydro: '2025-04-02', hydro_result: 'pass', next_hydro_due: '2030-04', status: 'in service' }, out: { ok: true, tank_id: 'T-0412', revision: n.int(20, 40), updated_at: n.iso() } }] });
      t.step({ text: 'Confirming the saved record.', calls: [{ name: 'get_tank', args: { tank_id: 'T-0412' }, out: { tank_id: 'T-0412', serial: '88231', last_hydro: '2025-04-02', hydro_result: 'pass', next_hydro_due: '2030-04', last_vip: '2024-11-02', next_vip_due: '2025-11', status: 'in service', etag: n.etag() } }] });
      t.final('Tank 88231 (Luxfer AL80, T-0412) now shows a passed hydro on 2 April 2025 with the next hydro due April 2030, and it is back in service. Its next visual inspection is due November 2025.');
      return t.finish();
    },
  },

  // ------------------------------------------------------------------ 03
  {
    n: '03', domain: 'browser: supplier portal settings', style: 'plain', stagnation: false,
    opts: { start: '2025-02-04T11:12:00Z', model: 'gpt-4o-2024-11-20' },
    key: { success: 'browser_click', confirm: 'browser_get_text', nth: 1, teardownError: true },
    isolates: 'A browser agent edits the default shipping address, sees the "Address saved" banner, reads the address block back once, and answers; only the browser teardown after the answer records an error on the root span.',
    goal: G3,
    build(t) {
      const n = t.n;
      t.system('You are a browser automation agent. Tools: browser_navigate, browser_fill, browser_click, browser_get_text. You are already logged in to portal.fernway-supply.co.uk as the Brookside account.');
      t.user(G3);
      t.step({ calls: [{ name: 'browser_navigate', args: { url: 'https://portal.fernway-supply.co.uk/account/addresses' }, out: { status: 200, title: 'Addresses – Fernway Trade Portal', url: 'https://portal.fernway-supply.co.uk/account/addresses', snapshot: '- heading "Delivery addresses" [level=1]\n- group "Default shipping address":\n  - text: "Unit 9, Horton Business Park, Stanwell Rd, Slough SL3 8DF"\n  - button "Edit" [ref=e31]\n- group "Billing address":\n  - text: "Brookside Fabrication Ltd, PO Box 771, Slough SL1 1AA"\n- link "Add address" [ref=e44]', load_ms: n.int(400, 1900) } }] });
      t.step({ calls: [{ name: 'browser_click', args: { ref: 'e31', element: 'Edit default shipping address' }, out: { ok: true, snapshot: '- dialog "Edit address":\n  - textbox "Address line 1" [ref=e52]: Unit 9, Horton Business Park\n  - textbox "Address line 2" [ref=e53]: Stanwell Rd\n  - textbox "Town" [ref=e54]: Slough\n  - textbox "Postcode" [ref=e55]: SL3 8DF\n  - button "Save" [ref=e60]\n  - button "Cancel" [ref=e61]' } }] });
      t.step({ calls: [{ name: 'browser_fill', args: { fields: [{ ref: 'e52', value: 'Unit 4, Brookside Trading Estate' }, { ref: 'e53', value: 'Wexham Road' }, { ref: 'e54', value: 'Slough' }, { ref: 'e55', value: 'SL2 5DS' }] }, out: { ok: true, filled: 4 } }] });
      t.step({ calls: [{ name: 'browser_click', args: { ref: 'e60', element: 'Save' }, out: { ok: true, snapshot: '- alert: "Address saved. Orders placed from now on will ship to this address."\n- heading "Delivery addresses" [level=1]\n- group "Default shipping address" [ref=e70]', network: [{ method: 'PUT', url: '/api/v3/account/addresses/default-shipping', status: 200, ms: n.int(90, 400), 'x-request-id': n.uuid() }] } }] });
      t.step({ text: 'Saved. Reading the default shipping address block to confirm the new value.', calls: [{ name: 'browser_get_text', args: { ref: 'e70' }, out: 'Default shipping address\nUnit 4, Brookside Trading Estate\nWexham Road\nSlough SL2 5DS\nEdit' }] });
      t.final('The default shipping address on the Fernway portal is now Unit 4, Brookside Trading Estate, Wexham Road, Slough SL2 5DS (the portal confirmed "Address saved", and the address block shows the new address). The billing address was not changed.');
      // the browser teardown after the answer fails; the task itself is done
      return t.finish({ output: { answer: t.finalText }, error: 'Error: browserContext.close: Target page, context or browser has been closed' });
    },
  },

  // ------------------------------------------------------------------ 04
  {
    n: '04', domain: 'hearing aid fitting', style: 'mlflow', stagnation: false,
    opts: { start: '2025-09-09T14:40:00Z', model: 'claude-3-5-sonnet-20241022' },
    key: { success: 'push_program', confirm: 'read_device_programs' },
    isolates: 'After a device health check, a remote-fitting push writes the new program to both aids; a single device read confirms P3 "Restaurant" on left and right, then the agent reports.',
    goal: G4,
    build(t) {
      const n = t.n;
      t.system('You assist audiologists at ClearSound Clinics with remote fittings. Never change the patient\'s prescription gain; programs are additive on top of it.');
      t.user(G4);
      t.step({ text: "Opening Mrs. Alvarez's fitting.", calls: [{ name: 'get_fitting', args: { patient: 'Alvarez, Teresa', dob: '1951-06-02' }, out: { patient_id: 'PT-55190', devices: [{ side: 'L', model: 'Aura 7 RIC', serial: 'L' + n.digits(8), fw: '3.4.2', programs: ['P1 Universal', 'P2 TV'] }, { side: 'R', model: 'Aura 7 RIC', serial: 'R' + n.digits(8), fw: '3.4.2', programs: ['P1 Universal', 'P2 TV'] }], remote_session: { status: 'connected', phone_app: 'ClearSound 5.8', rssi_dbm: -61 } } }] });
      t.step({ text: 'Checking battery and link quality before writing to the aids.', calls: [{ name: 'device_health', args: { patient_id: 'PT-55190' }, out: { L: { battery_pct: 78, link: 'BLE', rssi_dbm: -63 }, R: { battery_pct: 81, link: 'BLE', rssi_dbm: -59 }, min_battery_for_write_pct: 30, checked: n.iso() } }] });
      t.step({ text: 'Both aids have enough charge and a good link. Pushing P3 Restaurant to both sides.', calls: [{ name: 'push_program', args: { patient_id: 'PT-55190', sides: ['L', 'R'], slot: 3, program: { name: 'Restaurant', noise_reduction: 'strong', microphone: 'directional', speech_emphasis_db: 3 } }, out: { ok: true, results: [{ side: 'L', written: true, crc: n.HEX(8) }, { side: 'R', written: true, crc: n.HEX(8) }], session: n.uuid(), duration_s: n.float(6, 14, 1) } }] });
      t.step({ text: 'Reading the programs back from the devices.', calls: [{ name: 'read_device_programs', args: { patient_id: 'PT-55190' }, out: { L: ['P1 Universal', 'P2 TV', 'P3 Restaurant (NR strong, directional, +3 dB speech)'], R: ['P1 Universal', 'P2 TV', 'P3 Restaurant (NR strong, directional, +3 dB speech)'], read_at: n.iso() } }] });
      t.final("Mrs. Alvarez's left and right Aura 7 aids now have program 3 \"Restaurant\" (strong noise reduction, directional microphones, +3 dB speech emphasis), confirmed by reading both devices. Her prescription and programs 1–2 are unchanged; she can switch with the button or the app.");
      return t.finish();
    },
  },

  // ------------------------------------------------------------------ 05
  {
    n: '05', domain: 'equestrian competition entries', style: 'phoenix', stagnation: false,
    opts: { start: '2025-03-28T08:45:00Z' },
    key: { success: 'submit_entry', confirm: 'get_entry' },
    isolates: 'The show entry is submitted and paid, a single get_entry shows it confirmed and paid, and the agent reports the entry number.',
    goal: G5,
    build(t) {
      const n = t.n;
      t.system('You handle competition entries for the Ashdown Riding Club. Entries are paid from the club account unless told otherwise.');
      t.user(G5);
      t.step({ text: 'Finding the 1.20 m class at Hollowmere.', calls: [{ name: 'get_show_classes', args: { show: 'hollowmere-spring-2025' }, out: { show: 'Hollowmere Spring Show', dates: ['2025-04-12', '2025-04-13'], classes: [{ no: 14, name: '1.10 m Open', fee: 38 }, { no: 15, name: '1.20 m Open', fee: 45, day: '2025-04-13', entries: 31, max: 60 }, { no: 16, name: '1.30 m Ranking', fee: 60 }], closes: '2025-04-05T23:59:00+01:00' } }] });
      const entry = 'E' + n.digits(6);
      t.step({ text: 'Class 15, £45. Submitting the entry.', calls: [{ name: 'submit_entry', args: { show: 'hollowmere-spring-2025', class_no: 15, horse: { name: 'Copper Lane', fei_id: '105XY33' }, rider: 'Ella Brandt', pay_from: 'club-account' }, out: { entry_no: entry, status: 'submitted', payment: { status: 'paid', amount_gbp: 45, ref: 'PAY-' + n.HEX(10) } } }] });
      t.step({ text: 'Confirming the entry with the organiser.', calls: [{ name: 'get_entry', args: { entry_no: entry }, out: { entry_no: entry, class: '15 – 1.20 m Open', horse: 'Copper Lane (105XY33)', rider: 'Ella Brandt', status: 'confirmed', paid: true, draw: 'published 2025-04-10', fetched: n.iso() } }] });
      t.final(`Copper Lane and Ella Brandt are entered in class 15 (1.20 m Open) on Sunday 13 April at Hollowmere, entry ${entry}. The £45 fee was paid from the club account and the organiser shows the entry as confirmed; the draw is published on 10 April.`);
      return t.finish();
    },
  },

  // ------------------------------------------------------------------ 06
  {
    n: '06', domain: 'community garden plots', style: 'langsmith', stagnation: false,
    opts: { start: '2025-03-03T17:25:00Z', graph: true },
    key: { success: 'assign_plot', confirm: 'get_plot' },
    isolates: 'A LangGraph agent assigns the vacant plot to the head of the waitlist, reads the plot record once to confirm, and finishes.',
    goal: G6,
    build(t) {
      const n = t.n;
      t.system('You help volunteers run the Alder Street Community Garden. Plots go to the waitlist in order of sign-up date; assignment sends the welcome email automatically.');
      t.user(G6);
      t.step({ text: 'Checking the waitlist.', calls: [{ name: 'get_waitlist', args: { garden: 'alder-street', limit: 3 }, out: { waitlist: [{ pos: 1, name: 'Marisol Vega', email: 'm.vega@example.org', signed_up: '2024-05-18', wants: 'any' }, { pos: 2, name: 'Dev Patel', signed_up: '2024-06-02', wants: 'raised bed' }, { pos: 3, name: 'Anna Kreuz', signed_up: '2024-07-30', wants: 'any' }], total: 17 } }] });
      t.step({ text: 'Marisol Vega is first and accepts any plot. Assigning B-14 to her.', calls: [{ name: 'assign_plot', args: { garden: 'alder-street', plot: 'B-14', member: 'Marisol Vega', season: 2025 }, out: { ok: true, plot: 'B-14', member_id: 'M-' + n.digits(4), welcome_email: { queued: true, message_id: n.uuid() }, waitlist_remaining: 16 } }] });
      t.step({ text: 'Checking the plot record.', calls: [{ name: 'get_plot', args: { garden: 'alder-street', plot: 'B-14' }, out: { plot: 'B-14', size: '3 x 6 m', status: 'assigned', holder: 'Marisol Vega', season: 2025, water_tap: 'B-east', updated: n.iso() } }] });
      t.final('Plot B-14 is now assigned to Marisol Vega, first on the waitlist (signed up 18 May 2024), for the 2025 season. Her welcome email has been queued and 16 people remain on the waitlist.');
      return t.finish();
    },
  },
];

export function check(row, key, U) {
  const p = [];
  const tools = U.spans(row).filter((s) => s.type === 'tool');
  const succ = tools.filter((s) => s.name === key.success && !s.error)[key.nth ?? 0];
  if (!succ) return [`no successful ${key.success}`];
  const after = tools.slice(tools.indexOf(succ) + 1);
  if (after.length !== 1) p.push(`${after.length} actions after success (want exactly one confirmation)`);
  else if (after[0].name !== key.confirm) p.push(`the confirmation is ${after[0].name}, expected ${key.confirm}`);
  if (row.root.error && !key.teardownError) p.push('healthy run must not end in error');
  const last = U.spans(row).filter((s) => s.type === 'llm').at(-1);
  if (!last || U.text(last).length < 40) p.push('no final answer');
  return p;
}
