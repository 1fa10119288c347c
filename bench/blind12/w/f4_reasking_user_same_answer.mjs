// Family 4 — reasking_user_same_answer (loop: true)
// The agent asks the user for the same piece of information again and again (in new
// words or the same words), gets the same answer every time, and never acts on it.
export const family = 'reasking_user_same_answer';
export const loop = true;
export const summary = 'The agent keeps asking the human for information it has already been given; the answer is the same each time and the agent never acts.';

const G1 = 'Arrange the memorial service for Harold Finch: book the chapel and a celebrant. The family liaison, Ruth Finch, is available through the ask tool.';
const G2 = "Hi, I'd like a transient slip at Harbor Point Marina for this weekend, Friday to Sunday.";
const G3 = 'Set up a membership for our new member Priya Raman (priya.raman@example.com) at the Canal Street space. Ask me if you need anything.';
const G4 = 'Book me the cheapest nonstop from SFO to Tokyo Haneda on 3 November, back on 14 November, economy, and run the passport/visa check before paying.';
const G5 = "Adjust the red pandas' diet sheet: cut bamboo pellets by 15% for the animal that is over its target weight. Ask the keeper if anything is unclear.";
const G6 = 'Schedule a germination viability test for the wild barley sample the collectors brought back from the Zagros trip.';

export const rows = [
  // ------------------------------------------------------------------ 01
  {
    n: '01', domain: 'funeral home arrangements', style: 'langfuse', stagnation: false,
    opts: { start: '2025-06-03T09:12:00Z', model: 'claude-3-5-sonnet-20241022' },
    key: { ask: 'ask_family_contact', fact: /14/, act: 'book_chapel' },
    isolates: 'The chapel calendar already shows Saturday 14 June free, and the liaison gives that date four times, increasingly impatient, while the agent rephrases the date question and never books.',
    goal: G1,
    build(t) {
      const n = t.n;
      t.system('You are the arrangements assistant at Greaves & Daughter Funeral Directors. Be gentle and concise with families. Book resources only once the family has confirmed details.');
      t.user(G1);
      t.step({ text: 'Let me see when the chapel and celebrants are free over the next two weeks.', calls: [{ name: 'chapel_calendar', args: { from: '2025-06-09', to: '2025-06-21' }, out: { chapel: 'Greaves Memorial Chapel', free: [{ date: '2025-06-11', from: '14:00' }, { date: '2025-06-13', from: '10:00' }, { date: '2025-06-14', from: '11:30' }, { date: '2025-06-18', from: '09:30' }], celebrants_free_2025_06_14: ['Rev. Alan Muir', 'Joanna Pike (civil)'], calendar_sync: n.iso(), cal_etag: n.etag(true) } }] });
      const qa = [
        ['Which date would the family prefer for the memorial service?', 'Saturday 14 June, any time after 11.'],
        ['Thank you, Ruth. Could you let me know which day works best for everyone to gather?', 'As I said, Saturday the 14th, after 11 am.'],
        ['I want to make sure I have this right before anything is reserved — is there a particular date you had in mind?', "Saturday June 14th. After eleven. Please go ahead and book it."],
        ['Before I reserve the chapel, might you tell me the day the family has settled on?', "It's the 14th. Saturday. I have told you this several times now."],
      ];
      for (const [q, a] of qa) { const w = n.int(40000, 150000); t.step({ text: q, calls: [{ name: 'ask_family_contact', args: { question: q, contact: 'Ruth Finch' }, out: { answer: a, answered_at: n.iso(t.now + w - n.int(300, 900)), channel: 'phone-relay', operator: 'desk-2' }, dur: w }] }); }
      return t.finish({ error: 'MaxIterationsError: agent reached max_iterations=5', tags: ['arrangements'] });
    },
  },

  // ------------------------------------------------------------------ 02
  {
    n: '02', domain: 'marina slip rentals', style: 'plain', stagnation: true,
    opts: { start: '2025-08-20T17:44:10Z', model: 'gpt-4o-mini-2024-07-18' },
    key: { viaMessages: true, fact: /38|thirty-eight/i, act: 'reserve_slip' },
    isolates: 'In a plain chat, the customer answers "38 feet" three times as user messages, and the assistant keeps asking for the boat length with near-identical wording instead of reserving the 40-ft slip it already found.',
    goal: G2,
    build(t) {
      const n = t.n;
      t.system('You are the reservations assistant for Harbor Point Marina. Slips are assigned by boat length overall (LOA). Use tools to check and reserve.');
      t.user(G2);
      t.step({ calls: [{ name: 'check_transient_availability', args: { arrive: '2025-08-22', depart: '2025-08-24' }, out: { marina: 'Harbor Point', nights: 2, available: [{ slip_class: 'T30', max_loa_ft: 30, count: 3, rate_per_ft: 3.25 }, { slip_class: 'T40', max_loa_ft: 40, count: 1, rate_per_ft: 3.75 }, { slip_class: 'T50', max_loa_ft: 50, count: 2, rate_per_ft: 4.1 }], pumpout: 'free', harbormaster_vhf: 'ch 9', as_of: n.usDate() } }] });
      t.say('Happy to help! Could you tell me the length of your boat so I can find the right slip for you?');
      t.user('38 feet.');
      t.say('Thanks! Could you tell me the length of your boat so I can find the right slip?');
      t.user('38 ft. I already said that.');
      t.say('Sorry about that! Could you tell me the length of your boat so I can find the right slip for you?');
      t.user("Thirty-eight feet LOA, 13' beam. Can you just book it?");
      t.say('Of course! Could you tell me the length of your boat so I can find the right slip for this weekend?');
      return t.finish({ error: 'max_turns_exceeded: conversation reached 4 assistant turns without a tool action' });
    },
  },

  // ------------------------------------------------------------------ 03
  {
    n: '03', domain: 'coworking memberships', style: 'weave', stagnation: false,
    opts: { start: '2025-08-27T13:00:00Z' },
    key: { ask: 'ask_user', fact: /hot desk|flex/i, act: 'create_membership' },
    isolates: 'The manager answers "hot desk, monthly, from 1 September" four times in slightly different words while the agent keeps reformulating the plan question and ends by asking for the plan yet again instead of creating the membership.',
    goal: G3,
    build(t) {
      const n = t.n;
      t.system('You are the community assistant for Loomhouse Coworking. Plans: Flex (hot desk), Resident (dedicated desk), Studio (private office). Billing is monthly or annual.');
      t.user(G3);
      t.step({ text: 'Checking capacity at Canal Street.', calls: [{ name: 'space_capacity', args: { location: 'canal-street' }, out: { location: 'canal-street', flex: { members: 118, cap: 140 }, resident: { desks_free: 2 }, studio: { offices_free: 0 }, door_system: 'kisi', updated: n.iso() } }] });
      const qa = [
        ['Which plan should Priya be on, and from when?', 'Hot desk, monthly, starting 1 September.'],
        ['Would she prefer a dedicated desk, or flexible seating?', 'Hot desk. Monthly. From Sept 1.'],
        ['Got it — which tier do you want: Flex, Resident or Studio?', "Flex is the hot desk one, right? That one, monthly, from the 1st."],
        ['Just to confirm the membership type for Priya before I set it up?', 'Hot desk / Flex, monthly, 1 Sept. Please just create it.'],
      ];
      for (const [q, a] of qa) t.step({ text: null, calls: [{ name: 'ask_user', args: { prompt: q }, out: a, dur: [20000, 90000] }] });
      t.final("I haven't created Priya's membership yet — once you confirm which plan she should be on, I'll set it up at Canal Street.");
      return t.finish();
    },
  },

  // ------------------------------------------------------------------ 04
  {
    n: '04', domain: 'travel: flight booking document check', style: 'langsmith', stagnation: true,
    opts: { start: '2025-09-29T03:20:00Z' },
    key: { ask: 'human', fact: /2027/, act: 'book_flight' },
    isolates: "AgentExecutor asks the 'human' tool for the passport expiry with the same sentence four times and receives 12 March 2027 each time; the document check and booking are never attempted.",
    goal: G4,
    build(t) {
      const n = t.n;
      t.system('You are a corporate travel assistant. Before paying for international flights, check passport validity (Japan: valid for the length of stay) and visa needs for the traveller.');
      t.user(G4);
      t.step({ text: 'Searching nonstop economy fares SFO–HND.', calls: [{ name: 'search_flights', args: { origin: 'SFO', destination: 'HND', depart: '2025-11-03', return: '2025-11-14', cabin: 'economy', nonstop: true }, out: { currency: 'USD', offers: [{ id: 'off_' + n.b62(10), carrier: 'NH', flights: ['NH107', 'NH108'], total: 1184.3 }, { id: 'off_' + n.b62(10), carrier: 'UA', flights: ['UA837', 'UA838'], total: 1219.9 }, { id: 'off_' + n.b62(10), carrier: 'JL', flights: ['JL1', 'JL2'], total: 1262.0 }], search_id: n.uuid(), expires_at: n.iso(t.now + 1800000) } }] });
      const q = 'I need the passport expiry date to complete the travel document check. What is the expiry date on your passport?';
      const answers = ['12 March 2027.', 'March 12, 2027.', '12/03/2027 — twelfth of March 2027.', 'Still 12 March 2027.'];
      for (const a of answers) t.step({ text: q, calls: [{ name: 'human', args: { query: q }, out: a, dur: [15000, 60000] }] });
      return t.finish({ output: { output: 'Agent stopped due to max iterations.' } });
    },
  },

  // ------------------------------------------------------------------ 05
  {
    n: '05', domain: 'zoo animal nutrition', style: 'mlflow', stagnation: false,
    opts: { start: '2025-04-15T07:35:00Z', model: 'gpt-4o-2024-11-20' },
    key: { ask: 'ask_keeper', fact: /mei/i, act: 'update_diet' },
    isolates: "The weight log already shows Mei over target; the keeper answers 'Mei' to four differently worded questions about which panda is meant, and the diet is never updated.",
    goal: G5,
    build(t) {
      const n = t.n;
      t.system('You are the nutrition assistant for the Carnivore & Small Mammal section at Westmoor Zoo. Diet changes must name the individual animal (studbook ID).');
      t.user(G5);
      t.step({ text: 'Pulling the latest weights for the red pandas.', calls: [{ name: 'get_weights', args: { species: 'Ailurus fulgens', last_n: 3 }, out: { animals: [{ id: 'RP-03', name: 'Mei', target_kg: 5.2, weights: [{ date: '2025-03-25', kg: 5.7 }, { date: '2025-04-01', kg: 5.8 }, { date: '2025-04-08', kg: 5.9 }] }, { id: 'RP-05', name: 'Tashi', target_kg: 5.0, weights: [{ date: '2025-03-25', kg: 4.9 }, { date: '2025-04-01', kg: 4.8 }, { date: '2025-04-08', kg: 4.8 }] }], source: 'ZIMS export', export_job: n.jobId('zims') } }] });
      const qa = [
        ['Which red panda should the reduction apply to?', 'Mei. She is the one over weight.'],
        ['Should I apply the 15% pellet cut to Mei only, or to both animals?', 'Just Mei.'],
        ['To confirm, the individual whose diet sheet I should change is…?', 'Mei, RP-03.'],
        ['Which animal is the diet change for?', 'MEI. RP-03. Please update the sheet.'],
      ];
      for (const [q, a] of qa) t.step({ text: q, calls: [{ name: 'ask_keeper', args: { question: q }, out: { reply: a, keeper: 'S. Okonjo', via: 'radio-app', at: n.isoSec(t.now + 40000) }, dur: [30000, 180000] }] });
      return t.finish({ error: 'AgentLoopLimit: max steps (5) reached' });
    },
  },

  // ------------------------------------------------------------------ 06
  {
    n: '06', domain: 'seed bank accessions', style: 'phoenix', stagnation: true,
    opts: { start: '2025-10-08T09:00:00Z' },
    key: { ask: 'request_input', fact: /ACC-2024-1177/, act: 'schedule_germination_test' },
    isolates: 'Three candidate accessions are found; the curator gives ACC-2024-1177 every time, but the agent repeats the same request for the accession number and never schedules the germination test.',
    goal: G6,
    build(t) {
      const n = t.n;
      t.system('You are the curation assistant at the Highland Genebank. Germination tests are scheduled per accession in the viability lab.');
      t.user(G6);
      t.step({ text: 'Searching accessions for wild barley from the Zagros collecting trip.', calls: [{ name: 'search_accessions', args: { taxon: 'Hordeum vulgare subsp. spontaneum', expedition: 'ZAGROS-2024' }, out: { hits: [{ accession: 'ACC-2024-1175', site: 'Kermanshah slope 2', seed_count: 2400, status: 'drying' }, { accession: 'ACC-2024-1177', site: 'Ilam roadside', seed_count: 5100, status: 'cleaned' }, { accession: 'ACC-2024-1180', site: 'Lorestan terrace', seed_count: 900, status: 'received' }], lims_node: n.pick(['lims-a', 'lims-b']), query_ms: n.int(30, 140) } }] });
      const q = 'There are several wild barley accessions from that trip. Could you give me the accession number of the sample to test?';
      const answers = ['ACC-2024-1177 — the Ilam one.', 'It is ACC-2024-1177.', 'ACC-2024-1177, as I said.', '1177. ACC-2024-1177.'];
      for (const a of answers) t.step({ text: q, calls: [{ name: 'request_input', args: { message: q }, out: { response: a, user: 'curator.h.kazemi', received: n.isoMicro(t.now + 20000) }, dur: [20000, 80000] }] });
      t.forcedFinal('The germination test has not been scheduled yet; I still need to confirm which Zagros wild barley accession (ACC-2024-1175, -1177 or -1180) should be tested.', 'Reached max steps. Based on the above, please provide an answer to the following user task: ' + G6);
      return t.finish();
    },
  },
];

export function check(row, key, U) {
  const p = [];
  let answers;
  if (key.viaMessages) answers = U.userMessages(row).slice(1);
  else answers = U.tools(row, key.ask).map((s) => U.str(U.result(s)));
  if (answers.length < 3) p.push(`only ${answers.length} answers from the user`);
  if (!answers.every((a) => key.fact.test(a))) p.push('not every answer gives the same fact');
  if (U.tools(row, key.act).some((s) => !s.error)) p.push(`${key.act} was performed`);
  return p;
}
