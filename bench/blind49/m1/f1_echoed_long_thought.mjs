import { Rec } from './lib.mjs';
export const FAMILY = { name: 'echoed_long_thought', loop: true, stagnation: true,
  isolates: 'one long assistant reasoning step restated near-verbatim with nothing new observed in between, then the run is cut off' };

export const scenarios = [
  // 01 bookbinders: Anthropic Messages log
  (id) => {
    const goal = 'Quote a rebind of a 1790s family bible (quarter calf, 420 x 290 mm) for customer order BB-2291 using the workshop materials price list.';
    const r = new Rec(id, 'anthropic', { model: 'claude-3-5-sonnet-20241022', goal, system: 'You are the quoting assistant for Haworth & Lyle Bookbinders.' });
    const n = r.n;
    r.step('Let me pull the order and the current price list.', [
      { name: 'get_order', args: { order_id: 'BB-2291' }, out: { order_id: 'BB-2291', item: 'Family bible, c.1794', size_mm: [420, 290, 95], condition: 'boards detached, spine lost, text block sound', requested: 'quarter calf, cloth sides, blind tooling', received: n.iso() } },
      { name: 'get_price_list', args: { section: 'leather,board,labour' }, out: `price_list v${n.int(30, 39)} generated ${n.httpDate()}\ncalf_skin_half   £86.00\nmillboard_2.5mm  £7.40/sheet\nbookcloth_linen  £18.50/m\nlabour_hour      £42.00\nsewing_rebuild   6.5h typical` },
    ]);
    const long = 'The text block is sound, so the job is a resew on the original stations plus new boards: one half calf skin at £86, two sheets of 2.5 mm millboard at £7.40, 0.6 m of linen bookcloth at £18.50 per metre, and roughly 9.5 hours of labour at £42, which puts the quote near £500 before the blind tooling allowance is added.';
    r.step(long, [{ name: 'get_price_list', args: { section: 'tooling' }, out: `price_list v${n.int(30, 39)} generated ${n.httpDate()}\n(no rows in section "tooling")` }]);
    r.step('The text block is sound, so the job is a resew on the original stations plus new boards: one half calf skin at £86, two sheets of 2.5 mm millboard at £7.40, 0.6 m of linen bookcloth at £18.50 a metre, and roughly 9.5 hours of labour at £42, which puts the quote near £500 before the blind tooling allowance gets added.');
    return { isolates: 'Anthropic log: the cost-breakdown paragraph is restated almost word for word after a tool call that added nothing; run ends without a quote.', goal, root: r.finish(null, { stop: 'max_turns_reached' }) };
  },
  // 02 tide mills: LangGraph
  (id) => {
    const goal = 'Decide whether the Eling tide mill can run a milling demonstration on Saturday given the tide table and the sluice gate inspection status.';
    const r = new Rec(id, 'langgraph', { model: 'gpt-4o-2024-08-06', goal, system: 'You help the volunteer operations desk of a working tide mill museum.' });
    const n = r.n;
    r.step(null, [{ name: 'tide_table', args: { station: 'Eling', date: 'Saturday' }, out: { station: 'Eling (Redbridge)', datum: 'CD', generated: n.isoOff(1), events: [{ t: '06:12', type: 'HW', h: 4.3 }, { t: '11:58', type: 'LW', h: 0.9 }, { t: '18:31', type: 'HW', h: 4.1 }] } }]);
    r.step(null, [{ name: 'maintenance_log', args: { asset: 'sluice_gate_2' }, out: { asset: 'sluice_gate_2', last_inspection: '2 weeks ago', status: 'PASS_WITH_NOTES', notes: 'seal wear on west cheek, monitor', record_id: n.uuid() } }]);
    const long = 'Milling needs the pond impounded at high water and then released on the ebb, so with high water at 06:12 the useful grinding window is roughly 08:30 to 11:30; the demonstration slot at 14:00 falls after low water at 11:58 and the pond would be nearly drained, so Saturday afternoon only works if we hold the morning impound back, which the seal wear on gate 2 makes questionable.';
    r.step(long, [{ name: 'maintenance_log', args: { asset: 'sluice_gate_2' }, out: { asset: 'sluice_gate_2', last_inspection: '2 weeks ago', status: 'PASS_WITH_NOTES', notes: 'seal wear on west cheek, monitor', record_id: n.uuid() } }]);
    r.step('Milling needs the pond impounded at high water and then released on the ebb, so with high water at 06:12 the usable grinding window is roughly 08:30 to 11:30; the demonstration slot at 14:00 falls after low water at 11:58 and the pond would be almost drained, so Saturday afternoon only works if we hold the morning impound back, which the seal wear on gate 2 makes questionable.');
    return { isolates: 'LangGraph: the tidal-window reasoning is repeated near-verbatim after re-reading an unchanged maintenance record; no decision is given.', goal, root: r.finish({ messages: [] }, { recursion_limit_hit: false, interrupted: true }) };
  },
  // 03 camel dairies: Vercel AI SDK
  (id) => {
    const goal = 'Work out why the chilled camel milk batch CM-0412 was flagged at dispatch and whether it can still ship to the Dubai retailer.';
    const r = new Rec(id, 'vercel', { model: 'gpt-4o-mini', goal, system: 'You are the QA assistant at a camel dairy.' });
    const n = r.n;
    r.step(null, [{ name: 'getBatch', args: { batchId: 'CM-0412' }, out: { batchId: 'CM-0412', litres: 1840, milkedAt: n.iso(), pasteurised: { tempC: 72.4, holdS: 16 }, dispatchFlag: 'TEMP_EXCURSION', loggerId: 'TL-' + n.int(1000, 9999) } }]);
    r.step(null, [{ name: 'getLoggerTrace', args: { loggerId: 'TL-7731', window: '24h' }, out: { samples: 288, maxC: 7.9, minutesAbove6C: 41, firstAbove: n.iso(), etag: n.etag() } }]);
    const long = 'The batch was pasteurised correctly at 72.4 °C for 16 seconds, so the flag is purely the cold-chain excursion: 41 minutes above 6 °C with a peak of 7.9 °C, and the retailer spec allows 30 minutes above 6 °C with no reading over 8 °C, so the peak passes but the duration fails and the batch needs a QA manager concession before it ships.';
    r.step(long, [{ name: 'getLoggerTrace', args: { loggerId: 'TL-7731', window: '24h' }, out: { samples: 288, maxC: 7.9, minutesAbove6C: 41, firstAbove: n.iso(), etag: n.etag() } }]);
    r.step('The batch was pasteurised correctly at 72.4 °C for 16 seconds, so the flag is purely the cold-chain excursion: 41 minutes above 6 °C with a peak of 7.9 °C, and the retailer spec allows 30 minutes above 6 °C with no reading above 8 °C, so the peak passes but the duration fails and the batch needs a QA manager concession before it can ship.');
    return { isolates: 'Vercel ai.* spans: the cold-chain verdict is restated almost verbatim after the same logger trace came back unchanged; the run is cut off.', goal, root: r.finish({ text: '' }, { 'ai.settings.maxSteps': 4 }) };
  },
  // 04 bobbin lace schools: CrewAI
  (id) => {
    const goal = 'Build the autumn timetable for the bobbin lace school: three beginner Torchon groups, one Bucks Point group, and two tutors with fixed days off.';
    const r = new Rec(id, 'crewai', { model: 'gpt-4o', goal, agent: 'Timetabler', system: 'Role: Course Timetabler. Goal: produce a conflict-free weekly timetable.' });
    const n = r.n;
    r.step('I need the tutors and rooms first.', [{ name: 'Read tutor roster', args: { term: 'autumn' }, out: 'tutor       days_off   skills\nM. Perrin   Mon,Thu   Torchon,Bucks Point\nJ. Adair    Wed       Torchon\n(2 rows, ' + n.ms() + ' ms)' }]);
    r.step('Now the rooms.', [{ name: 'Read room bookings', args: { building: 'Old Schoolhouse' }, out: { rooms: [{ name: 'Pillow Room', seats: 8, booked: ['Tue pm'] }, { name: 'Hall', seats: 14, booked: ['Fri all day'] }], fetched_at: n.eu() } }]);
    const long = 'Bucks Point can only be taught by M. Perrin, who is off Monday and Thursday, so it goes on Tuesday morning in the Pillow Room; J. Adair takes two Torchon beginner groups on Monday and Thursday in the Hall, and the third Torchon group goes to Perrin on Friday, except the Hall is booked all Friday, so that group needs the Pillow Room on Friday afternoon.';
    r.step(long, [{ name: 'Read room bookings', args: { building: 'Old Schoolhouse' }, out: { rooms: [{ name: 'Pillow Room', seats: 8, booked: ['Tue pm'] }, { name: 'Hall', seats: 14, booked: ['Fri all day'] }], fetched_at: n.eu() } }]);
    r.step('Bucks Point can only be taught by M. Perrin, who is off on Monday and Thursday, so it goes on Tuesday morning in the Pillow Room; J. Adair takes two Torchon beginner groups on Monday and Thursday in the Hall, and the third Torchon group goes to Perrin on Friday, but the Hall is booked all Friday, so that group needs the Pillow Room on Friday afternoon.');
    return { isolates: 'CrewAI: the timetable reasoning is re-emitted nearly word for word after re-reading identical room bookings; no final answer.', goal, root: r.finish(null, { crew: 'lace-school-ops', max_iter_reached: true }) };
  },
  // 05 ski patrols: Griptape (not in list)
  (id) => {
    const goal = 'Decide whether to open the Couloir Nord run this morning based on the avalanche bulletin, overnight snowfall and the explosive control log.';
    const r = new Rec(id, 'griptape', { model: 'gpt-4.1', goal, system: 'You assist the ski patrol director at a resort.' });
    const n = r.n;
    r.step('Fetching the bulletin and overnight data.', [
      { name: 'BulletinClient', args: { values: { zone: 'Haute-Tarentaise' } }, out: { danger_level: 3, problems: ['wind slab', 'new snow'], aspects: ['N', 'NE', 'E'], valid_from: n.isoOff(1), bulletin_id: 'BRA-' + n.int(10000, 99999) } },
      { name: 'SnowStudyPlot', args: { values: { station: 'Plan du Lac 2350m' } }, out: 'station=PDL2350 t=' + n.compact() + ' hn24=38cm hs=162cm wind=NW 45km/h temp=-9.1C' },
    ]);
    r.step('Checking control work done at dawn.', [{ name: 'ControlLog', args: { values: { path: 'couloir_nord' } }, out: { shots: 2, results: ['no release', 'small sluff'], patroller: 'P-14', logged: n.hms() } }]);
    const long = 'Couloir Nord faces north-east, which is exactly the aspect named for wind slab at danger level 3, and 38 cm of new snow fell with north-west wind at 45 km/h loading that slope; two shots produced no release and only a small sluff, which does not prove stability, so the run should stay closed until a ski cut or a second round of control is done.';
    r.step(long, [{ name: 'ControlLog', args: { values: { path: 'couloir_nord' } }, out: { shots: 2, results: ['no release', 'small sluff'], patroller: 'P-14', logged: n.hms() } }]);
    r.step('Couloir Nord faces north-east, which is exactly the aspect listed for wind slab at danger level 3, and 38 cm of new snow fell with a north-west wind at 45 km/h loading that slope; two shots gave no release and only a small sluff, which does not prove stability, so the run should remain closed until a ski cut or a second round of control is done.');
    return { isolates: 'Griptape-style subtasks: the open/closed reasoning is repeated near-verbatim after an unchanged control-log read; run cut off.', goal, root: r.finish(null, { conversation_memory_runs: 4, truncated: true }) };
  },
  // 06 heritage railways: Gemini function calling, no tool between repeats
  (id) => {
    const goal = 'Assign a locomotive and crew for the Sunday Santa Special on the heritage line, checking boiler certificates and crew competencies.';
    const r = new Rec(id, 'gemini', { model: 'gemini-1.5-pro-002', goal, system: 'You are the rostering assistant for a volunteer heritage railway.' });
    const n = r.n;
    r.step(null, [{ name: 'list_locomotives', args: { status: 'serviceable' }, out: { locos: [{ no: '7820 Dinmore Manor', boiler_ticket_expires: '2026-03', coal_t: 4 }, { no: '30541', boiler_ticket_expires: 'in 9 days', coal_t: 3 }], as_of: n.iso() } }]);
    r.step(null, [{ name: 'list_crew', args: { date: 'Sunday', grade: ['driver', 'fireman'] }, out: { crew: [{ name: 'R. Pugh', grade: 'driver', passed_out_on: ['7820', '30541'] }, { name: 'T. Vance', grade: 'fireman', passed_out_on: ['30541'] }, { name: 'S. Okafor', grade: 'fireman', passed_out_on: ['7820'] }], cursor: null } }]);
    r.step('7820 Dinmore Manor is the only engine whose boiler ticket safely covers the whole Santa season, since 30541 expires in nine days; R. Pugh is passed out on both, and S. Okafor is the only fireman passed on 7820, so the Sunday diagram should be 7820 with Pugh driving and Okafor firing, with Vance as a spare.');
    r.step('7820 Dinmore Manor is the only engine whose boiler ticket safely covers the whole Santa season, since 30541 expires in nine days; R. Pugh is passed out on both, and S. Okafor is the only fireman passed out on 7820, so the Sunday diagram should be 7820 with Pugh driving and Okafor firing, and Vance as spare.');
    return { isolates: 'Gemini API: the rostering conclusion is emitted twice in a row near-verbatim with no call in between and nothing recorded; stopped by the caller.', goal, root: r.finish(null, { finish: 'client_cancelled' }) };
  },
];
