// Family 9 (healthy): the same tool applied to a different item each time, identical acknowledgements, one templated sentence per item, then done.
import { Noise, Convo, span, J, row } from './lib.mjs';

export const FAMILY = 'distinct_item_batch';
export const LABELS = { loop: false, stagnation: false };
export const ISOLATES = 'One tool applied to a distinct item per call with identical acknowledgements and a templated sentence per item, finishing when the list is exhausted.';
const id = (n) => `${FAMILY}-0${n}`;

// 01 rickshaw tours reminders, OpenAI Responses API
function r01() {
  const N = new Noise(id(1), '2025-11-20T12:30:00.000Z');
  const goal = 'Send tomorrow\'s pick-up reminders to every guest on the Old Delhi heritage rickshaw tours.';
  const c = new Convo(N, 'responses', { model: 'gpt-4.1-mini', system: 'You run guest messaging for Chandni Rickshaw Walks. Tools: list_bookings(date), send_whatsapp(to, template, params).', user: goal, name: 'guest-messaging', toolNames: ['list_bookings', 'send_whatsapp'] });
  const guests = [['RK-1041', 'Mr. Tan', '+6591234567', '07:30', 'Jama Masjid Gate 1'], ['RK-1042', 'Ms. Okafor', '+2348031234567', '07:30', 'Jama Masjid Gate 1'], ['RK-1045', 'Familie Weber', '+4915112345678', '09:00', 'Red Fort Lahori Gate'], ['RK-1047', 'Mrs. Iyer', '+919812345678', '09:00', 'Chawri Bazar metro exit 2'], ['RK-1050', 'Mr. Duarte', '+351912345678', '16:30', 'Fatehpuri Masjid']];
  c.turn('', [{ name: 'list_bookings', args: { date: '2025-11-21' } }], [{ result: { date: '2025-11-21', bookings: guests.map(([ref, name, phone, time, meet]) => ({ ref, name, phone, time, meet })) } }]);
  for (const [ref, name, phone, time, meet] of guests) c.turn(`Reminder for ${ref} (${name}, ${time} at ${meet}).`, [{ name: 'send_whatsapp', args: { to: phone, template: 'pickup_reminder_v3', params: [name, time, meet] } }], [{ result: { status: 'queued' } }]);
  c.final('All five reminders for 21 November are queued: RK-1041, RK-1042, RK-1045, RK-1047 and RK-1050.');
  const root = c.root({ output: '5 reminders queued' });
  return row(FAMILY, 1, 'Five WhatsApp reminders go to five different guests, each acknowledged with the same "queued", with one templated line per booking, then a wrap-up.', goal, root, LABELS);
}

// 02 orchid growers show entries, Anthropic Messages API
function r02() {
  const N = new Noise(id(2));
  const goal = 'Register the Fosse Valley Orchid Society\'s seven plants into their show classes for the spring show.';
  const c = new Convo(N, 'anthropic', { model: 'claude-3-5-haiku-20241022', system: 'You are the show secretary\'s assistant. Tool: register_entry(exhibitor, plant, class).', user: goal, name: 'orchid-show-entries' });
  const plants = [['Paphiopedilum Maudiae', 'Class 12 Paphiopedilum hybrid'], ['Cattleya walkeriana var. alba', 'Class 3 Cattleya species'], ['Masdevallia veitchiana', 'Class 21 Pleurothallid species'], ['Dendrobium kingianum', 'Class 8 Australian Dendrobium'], ['Phalaenopsis schilleriana', 'Class 15 Phalaenopsis species'], ['Oncidium Twinkle', 'Class 18 Oncidiinae hybrid'], ['Coelogyne cristata', 'Class 24 Specimen plant']];
  for (const [p, cl] of plants) { c.turn(`Entering ${p} in ${cl}.`, [{ name: 'register_entry', args: { exhibitor: 'Fosse Valley OS', plant: p, class: cl } }], [{ result: 'ok' }]); }
  c.final('All seven entries are registered: Paphiopedilum Maudiae (Class 12), Cattleya walkeriana alba (3), Masdevallia veitchiana (21), Dendrobium kingianum (8), Phalaenopsis schilleriana (15), Oncidium Twinkle (18) and Coelogyne cristata (24). Bench numbers will be on the show desk\'s staging list.');
  const root = c.root({ output: '7 entries registered' });
  return row(FAMILY, 2, 'Seven register_entry calls for seven different plants each return a bare "ok", with one templated sentence per plant, then a summary.', goal, root, LABELS);
}

// 03 miniature painting commissions, DSPy
function r03() {
  const N = new Noise(id(3));
  const goal = 'Mark the five finished 28mm wargame miniature commissions as ready to ship and notify each client.';
  const c = new Convo(N, 'dspy', { model: 'gpt-4o-mini', user: goal });
  const jobs = [['MC-221', 'Space Marine captain', 'Hollis'], ['MC-224', 'Skaven warlock engineer', 'Brightwater'], ['MC-225', 'Napoleonic French voltigeur squad', 'Delacroix'], ['MC-229', 'Frostgrave ice witch', 'Nakamura'], ['MC-230', 'Bolt Action Sherman crew', 'Okoro']];
  for (const [j, what, who] of jobs) c.turn(`Set ${j} (${what}) to ready_to_ship and notify ${who}.`, [{ name: 'set_ready_and_notify', args: { commission: j } }], [{ result: 'ok' }]);
  c.final('All five commissions are marked ready to ship and the clients have been notified.', {});
  const root = c.root({ output: 'MC-221, MC-224, MC-225, MC-229, MC-230 ready to ship; clients notified.', reasoning: 'Each commission was updated once.' });
  return row(FAMILY, 3, 'Five different commissions are each set ready and notified with an identical "ok"; the per-item thought follows one template, then the module finishes.', goal, root, LABELS);
}

// 04 mobile welding repair work orders, Bedrock Agents
function r04() {
  const N = new Noise(id(4));
  const goal = 'Create work orders for the five farm gate and trailer repairs phoned in this morning so the mobile welding van can plan its route.';
  const c = new Convo(N, 'bedrock', { model: 'anthropic.claude-3-5-sonnet-20240620-v1:0', system: 'You take jobs for Sparks Mobile Welding. Use create_work_order once per job.', user: goal, group: 'WorkOrders' });
  const jobs = [['Hendre Farm', 'broken hinge pin on galvanised field gate', 'LD3 7RX'], ['Pant-y-Gwyn', 'cracked livestock trailer drawbar', 'SY21 0PQ'], ['Maes Mawr', 'snapped cattle crush head-yoke bracket', 'SY16 4HE'], ['Cefn Isaf', 'split feed barrier rail', 'LD1 6UT'], ['Ty Newydd', 'tow hitch plate tear on quad trailer', 'SY18 6NB']];
  for (const [farm, job, pc] of jobs) c.turn(`Creating a work order for ${farm}: ${job}.`, [{ name: 'create_work_order', args: { site: farm, description: job, postcode: pc } }], [{ result: J({ status: 'queued' }) }]);
  c.final('Five work orders are queued: Hendre Farm, Pant-y-Gwyn, Maes Mawr, Cefn Isaf and Ty Newydd. They are ready for route planning.');
  const root = c.root({ output: 'Five work orders queued.' });
  return row(FAMILY, 4, 'Five work orders for five different farms each come back {"status":"queued"}; the rationale follows one template per farm, then the agent finishes.', goal, root, LABELS);
}

// 05 ferret show judging assignments, W&B Weave
function r05() {
  const N = new Noise(id(5));
  const goal = 'Assign judges to the six classes at the Three Counties Ferret Show, avoiding any judge who bred animals entered in that class.';
  const c = new Convo(N, 'weave', { model: 'gpt-4o', system: 'You are the show manager\'s assistant. Tools: get_conflicts(), assign_judge(class, judge).', user: goal, name: 'ferret_show_manager', toolNames: ['get_conflicts', 'assign_judge'] });
  c.turn('', [{ name: 'get_conflicts', args: {} }], [{ result: { judges: ['P. Tranter', 'G. Lloyd', 'S. Amin'], conflicts: { 'P. Tranter': ['Albino jill'], 'G. Lloyd': ['Polecat hob', 'Silver mitt'], 'S. Amin': [] } } }]);
  const plan = [['Albino jill', 'G. Lloyd'], ['Albino hob', 'P. Tranter'], ['Polecat jill', 'P. Tranter'], ['Polecat hob', 'S. Amin'], ['Silver mitt', 'S. Amin'], ['Kits under 6 months', 'G. Lloyd']];
  for (const [cl, j] of plan) c.turn(`Assigning ${j} to ${cl}.`, [{ name: 'assign_judge', args: { class: cl, judge: j } }], [{ result: { ok: true } }]);
  c.final('Judging is assigned with no conflicts: Albino jill - G. Lloyd; Albino hob - P. Tranter; Polecat jill - P. Tranter; Polecat hob - S. Amin; Silver mitt - S. Amin; Kits under 6 months - G. Lloyd. Each judge has two classes.');
  const root = c.root({ output: 'Six classes assigned.' });
  return row(FAMILY, 5, 'After reading breeder conflicts, six assign_judge calls for six different classes each return {ok:true}, with a templated line per class, then a summary.', goal, root, LABELS);
}

// 06 Scrabble club ratings submissions, LangGraph
function r06() {
  const N = new Noise(id(6), '2025-10-08T08:15:00.000Z');
  const goal = 'Submit the eight results from Tuesday\'s Hexham Scrabble Club evening to the national ratings system.';
  const c = new Convo(N, 'langgraph', { model: 'gpt-4o-mini', system: 'You submit club results to the ratings service. Tool: submit_result(player_a, score_a, player_b, score_b, date).', user: goal, name: 'ratings_submitter' });
  const games = [['Aileen Bell', 432, 'Tom Hardy', 381], ['Raj Mehta', 398, 'Cora Lister', 402], ['Jim Nesbitt', 355, 'Pam Quayle', 417], ['Tom Hardy', 470, 'Raj Mehta', 366], ['Cora Lister', 389, 'Aileen Bell', 421], ['Pam Quayle', 344, 'Jim Nesbitt', 350], ['Aileen Bell', 405, 'Raj Mehta', 377], ['Tom Hardy', 412, 'Cora Lister', 389]];
  for (const [a, sa, b, sb] of games) c.turn(`Submitting ${a} ${sa} - ${sb} ${b}.`, [{ name: 'submit_result', args: { player_a: a, score_a: sa, player_b: b, score_b: sb, date: '2025-10-07' } }], [{ result: 'accepted' }]);
  c.final('All eight games from 7 October are submitted and accepted. Aileen Bell went 3-0 on the night.');
  const root = c.root({ output: '8 results accepted' });
  return row(FAMILY, 6, 'Eight submit_result calls for eight different games each return "accepted", with one templated sentence per game, then the run ends.', goal, root, LABELS);
}

export function build() { return [r01(), r02(), r03(), r04(), r05(), r06()]; }
export const DOMAINS = ['rickshaw heritage tours', 'orchid growers show', 'miniature painting commissions', 'mobile welding repairs', 'ferret show judging', 'Scrabble club ratings'];
