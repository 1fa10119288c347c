// Family 10 (loop: false, stagnation: false): one clarifying question answered, a second question on
// a different point answered with new information, then the agent acts and finishes.
import { fmt } from './lib.mjs';

export const FAMILY = 'two_distinct_clarifications';

export const scenarios = [
  {
    row: '01', domain: 'trampoline park party bookings', style: 'plain',
    build: (N) => ({
      style: 'plain', agent: 'party-bookings', model: 'gpt-4o-mini',
      goal: "Book a birthday party at the trampoline park for the customer's son, with the right number of jumpers and a slot that suits them.",
      isolates: 'The agent asks how many children will jump (14, plus 3 adults watching), then asks a different question about the day and time (Saturday 2 pm), and books the party.',
      system: 'You take party bookings for a trampoline park. Tools: get_party_slots, ask_customer, create_party_booking.',
      user: "Hi, I'd like to book a party for my son Leo's 9th birthday next weekend.",
      turns: [
        { calls: [{ name: 'ask_customer', args: { question: 'How many children will be jumping, and will any adults join in?' }, out: (N) => ({ answer: '14 kids, all aged 8 or 9. Three parents coming but they will not jump.', received: fmt.isoS(N.now()) }), slow: 50 }] },
        { calls: [{ name: 'get_party_slots', args: { weekend: 'next', jumpers: 14 }, out: { slots: [{ day: 'Sat', time: '10:00', capacity_left: 20 }, { day: 'Sat', time: '14:00', capacity_left: 16 }, { day: 'Sun', time: '12:00', capacity_left: 8 }] } }] },
        { calls: [{ name: 'ask_customer', args: { question: 'For 14 jumpers we have Saturday 10:00 or 14:00 (Sunday is too full). Which do you prefer?' }, out: (N) => ({ answer: 'Saturday at 2pm please.', received: fmt.isoS(N.now()) }), slow: 50 }] },
        { calls: [{ name: 'create_party_booking', args: { name: 'Leo', age: 9, day: 'Sat', time: '14:00', jumpers: 14, spectators: 3, package: 'Bounce + Party Room' }, out: (N) => ({ booking: 'PTY-' + N.digits(6), deposit_due_gbp: 50, grip_socks_included: true }) }] },
        { text: "Leo's party is booked for Saturday at 14:00: 14 jumpers plus 3 spectators, Bounce + Party Room package, grip socks included. A £50 deposit secures it." },
      ],
      end: { output: "Leo's party is booked for Saturday 14:00 for 14 jumpers and 3 spectators; £50 deposit due." },
    }),
  },
  {
    row: '02', domain: 'judo club grading entries', style: 'langsmith',
    build: (N) => ({
      style: 'langsmith', agent: 'LangGraph', model: 'gpt-4o', project: 'judo-club-admin',
      goal: 'Enter a junior judoka for the next club grading at the right grade and on a session the family can attend.',
      isolates: 'The agent asks which grade the child is attempting (orange belt, 5th kyu), then asks a separate question about which session date suits (the 14th at Bolton), and enters her.',
      system: 'You are the club admin assistant. Tools: list_gradings, enter_grading. Ask the parent when information is missing.',
      user: 'Can you put Amelia Shah in for the next grading please?',
      turns: [
        { text: 'Happy to. Which grade is Amelia going for at this grading?', human: { answer: 'Orange belt — 5th kyu. She is yellow now.' } },
        { calls: [{ name: 'list_gradings', args: { grade: '5th kyu', months: 2 }, out: (N) => ({ sessions: [{ date: '2025-09-14', venue: 'Bolton dojo', examiner: 'Sensei Clarke', places_left: 6 }, { date: '2025-09-28', venue: 'Wigan leisure centre', places_left: 11 }], fetched: fmt.iso(N.now()) }) }] },
        { text: 'There are two 5th kyu gradings: 14 September at the Bolton dojo or 28 September at Wigan. Which suits you?', human: { answer: 'The 14th at Bolton, we are away on the 28th.' } },
        { calls: [{ name: 'enter_grading', args: { member: 'Amelia Shah', licence: 'BJA-338120', from_grade: '6th kyu', to_grade: '5th kyu', session: '2025-09-14 Bolton' }, out: (N) => ({ entry: 'GR-' + N.digits(5), fee_gbp: 18, status: 'confirmed' }) }] },
        { text: 'Amelia is entered for her orange belt (5th kyu) grading on 14 September at the Bolton dojo; the £18 fee is due on the day.' },
      ],
      end: { output: 'Amelia Shah entered for 5th kyu grading, 14 September, Bolton dojo; £18 fee.' },
    }),
  },
  {
    row: '03', domain: 'open-source library pull request', style: 'otel',
    build: (N) => ({
      style: 'otel', agent: 'CodeAgent', model: 'gpt-4.1', service: 'code-agent',
      goal: 'Replace the deprecated datetime.utcnow() calls in the tidecal library with timezone-aware equivalents and open a pull request against the right branch.',
      isolates: 'The coding agent asks which branch to target (release/2.8), then asks a different question about the minimum Python version (3.9 still supported), makes a compatible change and opens the PR.',
      system: 'You are a coding agent with shell and GitHub tools in the tidecal repository.',
      user: 'Please get rid of the utcnow deprecation warnings in tidecal and open a PR.',
      turns: [
        { calls: [{ name: 'shell', args: { cmd: 'git grep -n "utcnow()" -- "*.py"' }, out: 'tidecal/clock.py:18:    return datetime.utcnow()\ntidecal/predict.py:141:    started = datetime.utcnow()\ntests/test_clock.py:9:    assert clock.now().tzinfo is None\n' }] },
        { text: 'Three hits. Should the PR target main or the release/2.8 maintenance branch?', human: { answer: 'release/2.8 please, we will forward-port.' } },
        { text: 'Does release/2.8 still need to support Python 3.9? That decides whether I can use datetime.UTC (3.11+) or need timezone.utc.', human: { answer: 'Yes, 3.9 is still the minimum on 2.8.' } },
        { calls: [{ name: 'shell', args: { cmd: "git checkout -b fix/utcnow release/2.8 && sed -i 's/datetime.utcnow()/datetime.now(timezone.utc)/' tidecal/clock.py tidecal/predict.py && sed -i 's/tzinfo is None/tzinfo is timezone.utc/' tests/test_clock.py && python -m pytest -q" }, out: (N) => `Switched to a new branch 'fix/utcnow'\n........................................................ [100%]\n57 passed in ${N.float(1, 4, 2)}s` }] },
        { calls: [{ name: 'github_create_pr', args: { base: 'release/2.8', head: 'fix/utcnow', title: 'Replace deprecated datetime.utcnow() with timezone-aware now()', body: 'Uses timezone.utc to keep Python 3.9 support.' }, out: (N) => ({ number: N.int(400, 900), url: 'https://github.com/tidecal/tidecal/pull/' + N.int(400, 900), state: 'open' }) }] },
        { text: 'Opened the PR against release/2.8: utcnow() is replaced with datetime.now(timezone.utc), which works on Python 3.9, and the test now expects aware datetimes. All 57 tests pass.' },
      ],
      end: { output: 'PR opened against release/2.8 replacing utcnow() with datetime.now(timezone.utc) (3.9-compatible); 57 tests pass.' },
    }),
  },
  {
    row: '04', domain: 'umbrella repair workshop', style: 'openai_agents',
    build: (N) => ({
      style: 'openai_agents', agent: 'Repair Intake', model: 'gpt-4o-mini', workflow: 'umbrella-repairs',
      goal: "Open a repair order for a customer's broken umbrella canopy, matching the replacement fabric and arranging return delivery.",
      isolates: 'The intake agent asks for the canopy colour (navy with a cream border), then asks a different question about where to send it back (an address in Bath), and creates the repair order.',
      system: 'You take repair orders for an umbrella workshop. Tools: ask_customer, list_fabrics, create_repair_order.',
      user: 'The canopy on my Fox umbrella has torn at two panels. Can you recover it?',
      turns: [
        { calls: [{ name: 'ask_customer', args: { prompt: 'What colour and pattern is the canopy, so we can match the fabric?' }, out: 'Navy, with a thin cream border along the edge.', slow: 40 }] },
        { calls: [{ name: 'list_fabrics', args: { colour: 'navy', border: 'cream' }, out: { fabrics: [{ code: 'PE-NV-CB', name: 'Polyester navy, cream border', in_stock_m: 14 }] } }] },
        { calls: [{ name: 'ask_customer', args: { prompt: 'We can match that. Where should we send the umbrella back once it is recovered?' }, out: '14 Widcombe Crescent, Bath BA2 6AH.', slow: 40 }] },
        { calls: [{ name: 'create_repair_order', args: { item: 'Fox umbrella, 8-rib', work: 'recover 2 panels', fabric: 'PE-NV-CB', return_to: '14 Widcombe Crescent, Bath BA2 6AH' }, out: (N) => ({ order: 'UR-' + N.digits(5), quote_gbp: 42, turnaround_days: 10, label_pdf: `https://repairs.example/labels/${N.hex(16)}.pdf` }) }] },
        { text: 'Repair order created: two panels recovered in navy with the cream border (£42, about 10 days). A prepaid label is ready; we will return it to 14 Widcombe Crescent, Bath.' },
      ],
      end: { output: 'Repair order created: two panels in navy/cream border, £42, ~10 days, return to 14 Widcombe Crescent, Bath.' },
    }),
  },
  {
    row: '05', domain: 'beach lifeguard rostering', style: 'anthropic',
    build: (N) => ({
      style: 'anthropic', agent: 'lifeguard-rota', model: 'claude-3-5-sonnet-20241022',
      goal: "Draft and publish next weekend's lifeguard roster for the beaches the area supervisor chooses, following the trainee policy they state.",
      isolates: 'The rota agent asks the supervisor which beaches to cover (Perranporth and Holywell), then asks a different question about trainees (allowed only paired with a senior), and publishes the roster.',
      system: 'You build lifeguard rosters. Tools: ask_supervisor, list_available_guards, publish_roster.',
      user: "Please sort next weekend's roster.",
      turns: [
        { calls: [{ name: 'ask_supervisor', args: { question: 'Which beaches need cover next weekend?' }, out: 'Perranporth and Holywell. Crantock is closed for the festival.', slow: 70 }] },
        { calls: [{ name: 'list_available_guards', args: { dates: ['Sat', 'Sun'] }, out: { guards: [{ name: 'J. Pascoe', level: 'senior' }, { name: 'M. Trelawny', level: 'senior' }, { name: 'A. Kemp', level: 'qualified' }, { name: 'R. Nance', level: 'qualified' }, { name: 'T. Hocking', level: 'trainee' }, { name: 'L. Rowe', level: 'trainee' }] } }] },
        { calls: [{ name: 'ask_supervisor', args: { question: 'Two trainees are available. Can they be rostered, and under what conditions?' }, out: 'Yes, but each trainee must be paired with a senior, never with another trainee.', slow: 70 }] },
        { calls: [{ name: 'publish_roster', args: { weekend: 'next', roster: { Perranporth: ['J. Pascoe', 'T. Hocking', 'A. Kemp'], Holywell: ['M. Trelawny', 'L. Rowe', 'R. Nance'] } }, out: (N) => ({ published: true, version: N.int(2, 9), notified: 6 }) }] },
        { text: 'Roster published for Perranporth (Pascoe with trainee Hocking, plus Kemp) and Holywell (Trelawny with trainee Rowe, plus Nance); each trainee is paired with a senior and all six guards are notified.' },
      ],
      end: { output: 'Roster published: Perranporth — Pascoe, Hocking (trainee), Kemp; Holywell — Trelawny, Rowe (trainee), Nance.' },
    }),
  },
  {
    row: '06', domain: 'hedgehog rescue intake', style: 'plain',
    build: (N) => ({
      style: 'plain', agent: 'hog-helpline', model: 'gpt-4o-mini',
      goal: 'Decide whether a hedgehog found out in daylight needs to come into the rescue and, if so, book an intake slot with the finder.',
      isolates: 'The helpline agent asks how much the hedgehog weighs (480 g), then asks a separate question about whether it is eating (it ate and drank overnight), and books a non-urgent intake.',
      system: 'You run a hedgehog rescue helpline. Tools: get_intake_slots, book_intake.',
      user: 'Found a hedgehog wandering in our garden in the afternoon. Put it in a box. What do I do?',
      turns: [
        { text: 'Thank you for picking it up. Could you weigh it on kitchen scales (in the box, then subtract the box)?', human: { answer: 'It is 480 g.' } },
        { text: 'Thanks. Has it eaten or drunk anything since you found it?', human: { answer: 'Yes, it ate some meaty cat food last night and drank from the dish.' } },
        { calls: [{ name: 'get_intake_slots', args: { priority: 'routine', days: 2 }, out: { slots: ['tomorrow 10:00', 'tomorrow 16:30'] } }] },
        { calls: [{ name: 'book_intake', args: { slot: 'tomorrow 10:00', species: 'hedgehog', weight_g: 480, reason: 'out in daylight, eating', priority: 'routine' }, out: (N) => ({ ref: 'HH-' + N.digits(4), status: 'booked' }) }] },
        { text: "Because it is 480 g and eating, it isn't an emergency, but daytime wandering still needs a check. I've booked it in for tomorrow at 10:00 — keep it in the box somewhere quiet with cat food and water until then." },
      ],
      end: { output: "Intake booked tomorrow 10:00 for a 480 g hedgehog that's eating; keep it boxed with cat food and water until then." },
    }),
  },
];
