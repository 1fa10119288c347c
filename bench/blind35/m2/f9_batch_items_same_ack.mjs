// Healthy family 9: the same tool over distinct items, identical acknowledgements, one templated sentence per item, then done.
import { recorder } from './lib.mjs';

export const FAMILY = {
  name: 'batch_items_same_ack', loop: false, stagnation: false,
  summary: 'Healthy: one tool applied to a list of distinct items, each acknowledged identically ("ok"/"queued"), with a templated per-item sentence, then a final summary.',
};

// 01 mould remediation — Langfuse
function s01(id) {
  const goal = 'Schedule follow-up air sampling for the five flats treated for mould at Ashgrove House last week.';
  const r = recorder('langfuse', id, { system: 'You are the remediation scheduler. Tool: schedule_sampling(flat, date, technician).' }).start(goal);
  const n = r.n;
  const flats = [['2B', 'Mrs Dlamini', 'bathroom ceiling'], ['3A', 'Mr Ferreira', 'bedroom north wall'], ['4C', 'the Novak family', 'kitchen behind units'], ['5A', 'Ms Oduya', 'window reveals'], ['6D', 'Mr Haddad', 'hall cupboard']];
  const k = [];
  flats.forEach(([flat, who, area], i) => {
    k.push(...r.turn(`Scheduling sampling for flat ${flat} (${who}, treated ${area}).`, [{ name: 'schedule_sampling', args: { block: 'Ashgrove House', flat, date: n.dayPlus(7 + Math.floor(i / 3)), technician: i < 3 ? 'T. Abara' : 'K. Lund' }, out: 'ok' }]));
  });
  k.push(...r.turn('All five flats at Ashgrove House have follow-up air sampling booked: 2B, 3A and 4C with T. Abara next week, 5A and 6D with K. Lund the day after.'));
  const root = r.root('remediation-scheduler', goal, k, 'five samplings booked', { langfuse_trace_id: n.hex(32) });
  return { domain: 'mould remediation', isolates: 'schedule_sampling is called for five different flats, each answering "ok", with one templated sentence per flat, then a summary.', goal, root };
}

// 02 limousine hire — OpenAI Agents SDK
function s02(id) {
  const goal = 'Assign chauffeurs to Saturday\'s four wedding limo bookings and confirm each assignment.';
  const r = recorder('oai_agents', id, { system: 'You are the limo dispatch agent. Tool: assign_chauffeur(booking, chauffeur, vehicle).' }).start(goal);
  const n = r.n;
  const jobs = [['LB-9021', 'Okafor–Byrne wedding', 'St Mary\'s Church', 'Dennis', 'Rolls-Royce Phantom'], ['LB-9024', 'Patel wedding', 'Harrow Civic Hall', 'Grace', 'Bentley Mulsanne'], ['LB-9030', 'Lindqvist wedding', 'the Old Boathouse', 'Marco', 'Chrysler 300 stretch'], ['LB-9033', 'Moreau–Quinn wedding', 'Kew registry office', 'Tunde', 'vintage Daimler DS420']];
  const k = [];
  for (const [b, ev, venue, ch, car] of jobs) k.push(...r.turn(`Assigning ${ch} with the ${car} to the ${ev} (pickup for ${venue}).`, [{ name: 'assign_chauffeur', args: { booking: b, chauffeur: ch, vehicle: car }, out: { status: 'queued' } }]));
  k.push(...r.turn('All four Saturday weddings are covered: Dennis (Phantom), Grace (Mulsanne), Marco (stretch 300) and Tunde (Daimler). Each assignment is queued for the chauffeurs\' app.'));
  const root = r.root('Limo Dispatch', goal, k, 'four assignments queued', { workflow_name: 'limo-dispatch' });
  return { domain: 'limousine hire', isolates: 'assign_chauffeur returns the identical {"status":"queued"} for four different bookings and chauffeurs; the run ends with a summary.', goal, root };
}

// 03 travel vaccination clinic — OpenTelemetry GenAI
function s03(id) {
  const goal = 'Send pre-travel vaccine reminders to the six patients booked for tomorrow\'s travel clinic, each naming their destination and vaccines.';
  const r = recorder('otel', id, { system: 'You are the travel clinic assistant. Tools: list_appointments, send_reminder.' }).start(goal);
  const n = r.n;
  const pts = [['P-118', 'Kenya', 'yellow fever + typhoid'], ['P-122', 'Peru', 'yellow fever + hepatitis A'], ['P-131', 'Vietnam', 'Japanese encephalitis (dose 2)'], ['P-140', 'India', 'typhoid + rabies (dose 1)'], ['P-144', 'Ghana', 'yellow fever + meningitis ACWY'], ['P-152', 'Nepal', 'hepatitis A + rabies (dose 3)']];
  const k = [...r.turn('Listing tomorrow\'s appointments.', [{ name: 'list_appointments', args: { date: n.dayPlus(1), clinic: 'travel' }, out: { count: 6, patients: pts.map((p) => p[0]), generated: n.iso() } }])];
  for (const [p, dest, vac] of pts) k.push(...r.turn(`Reminder for ${p}: travelling to ${dest}, due ${vac}.`, [{ name: 'send_reminder', args: { patient: p, template: 'pre_travel_v2', fields: { destination: dest, vaccines: vac } }, out: { result: 'ok' } }]));
  k.push(...r.turn('Six reminders sent for tomorrow\'s travel clinic (Kenya, Peru, Vietnam, India, Ghana, Nepal).'));
  const root = r.root('travel_clinic_agent', goal, k, 'six reminders sent', { 'service.name': 'travel-clinic' });
  return { domain: 'travel vaccination clinic', isolates: 'send_reminder answers {"result":"ok"} for six different patients, each with a templated sentence naming a new destination.', goal, root };
}

// 04 parrot rescue — Griptape (framework not in the brief's list)
function s04(id) {
  const goal = 'Log this morning\'s weight checks for the five parrots in the quarantine aviary in the rescue\'s care records.';
  const r = recorder('griptape', id, { system: 'You are the rescue records assistant. Actions: CareRecords.add_weight.' }).start(goal);
  const n = r.n;
  const birds = [['Kiwi', 'African grey', 412], ['Mango', 'sun conure', 118], ['Biscuit', 'cockatiel', 94], ['Ruby', 'eclectus', 436], ['Captain', 'blue-and-gold macaw', 1021]];
  const k = [];
  for (const [nm, sp, g] of birds) k.push(...r.turn(`Recording ${nm} the ${sp} at ${g} g.`, [{ name: 'CareRecords.add_weight', args: { bird: nm, species: sp, grams: g, aviary: 'Q1', at: n.hms() }, out: 'ok' }]));
  k.push(...r.turn('Weights logged for all five quarantine birds: Kiwi 412 g, Mango 118 g, Biscuit 94 g, Ruby 436 g, Captain 1,021 g.'));
  const root = r.root('Agent', goal, [r.chain('PromptTask', { input: goal }, k, null, { task_id: n.hex(32) })], 'logged', { structure_id: n.hex(32) });
  return { domain: 'parrot rescue', isolates: 'CareRecords.add_weight returns "ok" for five different birds, one templated sentence each, then a summary.', goal, root };
}

// 05 pig farms — Google ADK
function s05(id) {
  const goal = 'Move the four weaned litters from farrowing room F2 to nursery pens and record each transfer in the herd system.';
  const r = recorder('adk', id, { system: 'You are herd_agent. Tool: record_transfer(litter, from_pen, to_pen, piglets).' }).start(goal);
  const n = r.n;
  const lit = [['L-0871', 'sow 2231', 'F2-01', 'N-04', 12], ['L-0874', 'sow 1987', 'F2-03', 'N-05', 11], ['L-0879', 'sow 2410', 'F2-06', 'N-06', 13], ['L-0882', 'sow 2066', 'F2-08', 'N-07', 10]];
  const k = [];
  for (const [l, sow, a, b, p] of lit) k.push(...r.turn(`Transferring litter ${l} from ${sow} (${p} piglets) out of ${a} into nursery pen ${b}.`, [{ name: 'record_transfer', args: { litter: l, from_pen: a, to_pen: b, piglets: p }, out: { status: 'ok' } }]));
  k.push(...r.turn('All four F2 litters (46 piglets) are recorded in nursery pens N-04 to N-07.'));
  const root = r.root('herd_agent', goal, k, '46 piglets transferred', { app_name: 'herd' });
  return { domain: 'pig farms', isolates: 'record_transfer acknowledges four distinct litters with the same {"status":"ok"}; each step names a different litter and pen.', goal, root };
}

// 06 powerboat racing — Pydantic AI (Logfire)
function s06(id) {
  const goal = 'Register the scrutineering pass for each of the five F4 boats cleared this morning so they can race in heat 1.';
  const r = recorder('logfire', id, { system: 'You are the race office assistant. Tool: mark_scrutineered(boat, inspector).' }).start(goal);
  const n = r.n;
  const boats = [['F4-07', 'Blue Heron', 'Tohatsu 60'], ['F4-12', 'Razorbill', 'Mercury 60'], ['F4-19', 'Stormy Petrel', 'Tohatsu 60'], ['F4-23', 'Little Auk', 'Mercury 60'], ['F4-31', 'Gannet', 'Tohatsu 60']];
  const k = [];
  for (const [b, nm, eng] of boats) k.push(...r.turn(`Marking ${b} "${nm}" (${eng}) as scrutineered.`, [{ name: 'mark_scrutineered', args: { boat: b, inspector: 'H. Vance', engine_seal: n.hex(6).toUpperCase() }, out: 'ok' }]));
  k.push(...r.turn('Blue Heron, Razorbill, Stormy Petrel, Little Auk and Gannet are all cleared for heat 1.'));
  const root = r.root('agent run', { user_prompt: goal }, k, null, { 'pydantic_ai.agent': 'race_office' });
  return { domain: 'powerboat racing', isolates: 'mark_scrutineered returns "ok" for five different boats with a templated line each; the run ends with a clearance summary.', goal, root };
}

export const SCENARIOS = [s01, s02, s03, s04, s05, s06];
