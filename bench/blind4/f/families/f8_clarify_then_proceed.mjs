import { A, L, T, R } from '../lib.mjs';

export const family = 'clarify-then-act';
export const kind = 'clarify';
export const loop = false;
export const stagnation = false;
export const isolates =
  'Healthy clarification: the agent asks the user more than once, but the questions are genuinely different (or a repeat follows an unclear answer and a clear one arrives), and it acts on the answers.';

// ---------------------------------------------------------------- travel (dates, then seat/budget)
function travel(n) {
  n.at('2024-09-02T18:00:00Z');
  const kids = [
    L('gpt-4o', "I'd love to set this up! A couple of quick questions first."),
    T('ask_user', { question: 'Which dates do you want to travel to Montréal, and are they flexible?' }, 'Leaving Oct 10, back Oct 14. Not flexible.'),
    T('ask_user', { question: 'Do you have a budget cap or airline preference — and window or aisle?' }, 'Under $450 round trip, Air Canada if possible, aisle.'),
    T('search_flights', { origin: 'BOS', destination: 'YUL', depart: '2024-10-10', return: '2024-10-14', max_price_usd: 450, carriers: ['AC'] }, [{ offer: `ofr_${n.hex(8)}`, out: 'AC7623 07:05→08:20', back: 'AC7628 18:40→19:55', price_usd: 412 }, { offer: `ofr_${n.hex(8)}`, out: 'AC7625 12:30→13:45', back: 'AC7630 20:55→22:10', price_usd: 437 }]),
    L('gpt-4o', 'The cheapest Air Canada option is $412 round trip: AC7623 out at 7:05am, AC7628 back at 6:40pm. Booking with an aisle seat.'),
    T('book_flight', { offer: 'AC7623/AC7628', seat_pref: 'aisle', traveler: 'Noah Briggs' }, { pnr: n.alnum(6).toUpperCase(), seats: ['14C', '17D'], total_usd: 412 }),
  ];
  return {
    domain: 'travel', style: 'chatty assistant',
    goal: 'Book me a round trip from Boston to Montréal for the conference next month.',
    root: A('TravelBuddy', null, 'Booked: AC7623 BOS→YUL Oct 10 07:05 and AC7628 YUL→BOS Oct 14 18:40, aisle seats 14C/17D, $412 total.', kids),
    meta: { tool: 'ask_user', acts: ['search_flights', 'book_flight'] },
  };
}

// ---------------------------------------------------------------- coding (branch, then semver bump; ReAct)
function coding(n) {
  n.at('2024-07-22T09:30:00Z');
  const kids = [
    L('llm', 'Thought: Two branches carry the client: main and release/2.x. Need target.\nAction: ask_human'),
    T('ask_human', 'Should the deprecated `Client.fetch_all()` removal go on main or on release/2.x?', 'main only. 2.x stays as is.'),
    L('llm', 'Thought: Removal is breaking. Need versioning decision.\nAction: ask_human'),
    T('ask_human', 'Removing a public method is breaking — do you want me to bump to 3.0.0, or keep 2.x numbering with a changelog note?', 'Bump to 3.0.0.'),
    T('git_checkout', { branch: 'main', create: 'remove-fetch-all' }, "Switched to a new branch 'remove-fetch-all'"),
    T('apply_patch', { files: ['src/acme_client/client.py', 'tests/test_client.py', 'CHANGELOG.md', 'pyproject.toml'] }, 'Patched 4 files (+18 −73)'),
    T('run_shell', { cmd: 'pytest -q' }, `........................................ [100%]\n212 passed, 3 skipped in ${n.int(9, 20)}.${n.digits(2)}s`),
    T('create_pull_request', { base: 'main', head: 'remove-fetch-all', title: 'Remove deprecated Client.fetch_all (3.0.0)' }, { number: n.int(880, 920), url: 'https://github.com/acme/acme-client/pull/903', state: 'open' }),
    L('llm', 'Thought: Done.\nFinal Answer: PR opened against main with 3.0.0 bump.'),
  ];
  return {
    domain: 'coding agent', style: 'terse ReAct',
    goal: 'Remove the deprecated Client.fetch_all() method from acme-client and open a PR.',
    root: A('react-agent', null, 'Opened PR #903 on main: removes Client.fetch_all, bumps version to 3.0.0, updates CHANGELOG; tests pass.', kids),
    meta: { tool: 'ask_human', acts: ['apply_patch', 'create_pull_request'] },
  };
}

// ---------------------------------------------------------------- insurance (unclear answer, repeat, clear answer, file claim)
function insurance(n) {
  n.at('2024-08-19T20:10:00Z');
  const kids = [
    T('get_policy', { policy_no: 'HO3-77120-4' }, { policy_no: 'HO3-77120-4', form: 'HO-3', deductible: 1000, water_backup_endorsement: true, insured: 'Renee Duval' }),
    L('claude-3-5-sonnet', 'Water backup is covered by endorsement. To set up the claim correctly I need to know where the water came from.'),
    T('ask_customer', { message: 'Where did the water come from — a burst pipe inside the home, or water backing up through a floor drain or sewer line?' }, 'idk, it was just everywhere in the basement when i got home'),
    L('claude-3-5-sonnet', 'That does not tell me the source yet; the answer decides which coverage applies, so I will ask more concretely.'),
    T('ask_customer', { message: 'No problem! Did the water come up out of the floor drain or the toilet in the basement, or was it coming from a pipe or from the ceiling?' }, 'Oh — it came up out of the floor drain, there was sewage smell too.'),
    T('ask_customer', { message: 'Thanks, that helps. Can you upload 3–4 photos of the affected area and any damaged items?' }, { reply: 'uploaded', attachments: [`img_${n.hex(8)}.jpg`, `img_${n.hex(8)}.jpg`, `img_${n.hex(8)}.jpg`] }),
    T('create_claim', { policy_no: 'HO3-77120-4', loss_type: 'water_backup', loss_date: '2024-08-18', description: 'Sewer backup through basement floor drain', photos: 3 }, { claim_id: `CLM-2024-${n.digits(6)}`, status: 'open', adjuster: 'queue:property-water' }),
    T('schedule_mitigation', { vendor: 'ServPro Metro East', claim_ref: 'new', priority: 'emergency' }, { eta: 'within 4 hours', job: `SP-${n.digits(6)}` }),
  ];
  return {
    domain: 'insurance claims', style: 'claims intake assistant',
    goal: 'My basement flooded last night. I need to file a claim on policy HO3-77120-4.',
    root: A('fnol-assistant', null, 'Claim opened as sewer/water backup (covered by your endorsement, $1,000 deductible), photos attached, and emergency water mitigation is on the way within 4 hours.', kids),
    meta: { tool: 'ask_customer', unclearRepeat: true, acts: ['create_claim'] },
  };
}

// ---------------------------------------------------------------- education (grade level, then topic, then quiz)
function education(n) {
  n.at('2024-01-09T02:00:00Z');
  const kids = [
    L('gpt-4o-mini', "Happy to make a quiz! Let me ask two quick things so it fits your class."),
    T('ask_teacher', { q: 'What grade level are your students?' }, { reply: '8th grade', at: n.isoSec() }),
    T('ask_teacher', { q: 'Which chemistry topics did the unit cover — e.g. atoms, periodic table, reactions, states of matter?' }, { reply: 'periodic table and balancing simple equations', at: (n.step(30, 90), n.isoSec()) }),
    R('curriculum_search', { query: 'grade 8 periodic table balancing chemical equations standards', k: 4 }, [
      { doc: 'NGSS MS-PS1-1', text: 'Develop models to describe the atomic composition of simple molecules.' },
      { doc: 'NGSS MS-PS1-5', text: 'Develop and use a model to describe how the total number of atoms does not change in a chemical reaction.' },
    ]),
    T('create_quiz', { title: 'Gr 8 Chem: Periodic Table & Balancing', questions: 10, mix: { multiple_choice: 6, short_answer: 4 }, standards: ['MS-PS1-1', 'MS-PS1-5'] }, { quiz_id: `qz_${n.hex(10)}`, url: 'https://classroom.example/quiz/preview' }),
    L('gpt-4o-mini', 'Your 10-question quiz is ready: 6 multiple choice on periodic table groups and element symbols, and 4 short-answer balancing problems (e.g. H₂ + O₂ → H₂O).'),
  ];
  return {
    domain: 'education/tutoring', style: 'teacher assistant',
    goal: 'Make me a short quiz for my chemistry unit.',
    root: A('ClassroomHelper', null, 'Created a 10-question Grade 8 quiz on the periodic table and balancing equations, aligned to MS-PS1-1 and MS-PS1-5.', kids),
    meta: { tool: 'ask_teacher', acts: ['create_quiz'] },
  };
}

// ---------------------------------------------------------------- SRE (approval question answered with a question, re-asked, approved)
function sre(n) {
  n.at('2024-09-30T22:05:00Z');
  const kids = [
    T('get_alert', { id: 'KubeNodeNotReady-ip-10-4-21-77' }, { node: 'ip-10-4-21-77.ec2.internal', status: 'NotReady', since: n.rfc(), cluster_candidates: ['prod-use1-a', 'prod-use1-b'] }),
    T('kubectl', { args: ['describe', 'node', 'ip-10-4-21-77.ec2.internal'], context: 'prod-use1-a' }, 'Conditions:\n  Ready  Unknown  NodeStatusUnknown  Kubelet stopped posting node status.\nNon-terminated Pods: 17'),
    L('claude-3-5-sonnet', 'The kubelet stopped posting status. Draining and replacing the node is the runbook fix, but that evicts 17 pods, so I will ask first.'),
    T('slack_ask', { channel: '#oncall-platform', text: 'OK to cordon, drain and terminate node ip-10-4-21-77 (17 pods will be rescheduled)?' }, { user: '@mo.r', text: 'which cluster is that in?', ts: n.slackTs() }),
    L('claude-3-5-sonnet', 'They need the cluster name before approving; re-asking with that detail.'),
    T('slack_ask', { channel: '#oncall-platform', text: 'It is in prod-use1-a (node group ng-general-4). OK to cordon, drain and terminate ip-10-4-21-77?' }, { user: '@mo.r', text: 'yes go ahead', ts: (n.step(40, 120), n.slackTs()) }),
    T('kubectl', { args: ['cordon', 'ip-10-4-21-77.ec2.internal'], context: 'prod-use1-a' }, 'node/ip-10-4-21-77.ec2.internal cordoned'),
    T('kubectl', { args: ['drain', 'ip-10-4-21-77.ec2.internal', '--ignore-daemonsets', '--delete-emptydir-data', '--timeout=300s'], context: 'prod-use1-a' }, 'evicting pod checkout/checkout-api-5d8c7f9b4-q7zpl\n... (17 pods)\nnode/ip-10-4-21-77.ec2.internal drained'),
    T('aws_ec2_terminate_instances', { InstanceIds: [`i-0${n.hex(16)}`], region: 'us-east-1' }, { TerminatingInstances: [{ CurrentState: { Name: 'shutting-down' }, PreviousState: { Name: 'running' } }], RequestId: n.uuid() }),
    T('kubectl', { args: ['get', 'nodes', '-l', 'eks.amazonaws.com/nodegroup=ng-general-4'], context: 'prod-use1-a' }, 'NAME                          STATUS   AGE\nip-10-4-19-12.ec2.internal    Ready    9d\nip-10-4-22-201.ec2.internal   Ready    41s'),
  ];
  return {
    domain: 'SRE/on-call', style: 'on-call agent',
    goal: 'KubeNodeNotReady is firing for ip-10-4-21-77. Handle it per runbook; ask before destructive steps.',
    root: A('oncall-agent', null, 'Node ip-10-4-21-77 (prod-use1-a) cordoned, drained and terminated with approval from @mo.r; replacement ip-10-4-22-201 is Ready.', kids),
    meta: { tool: 'slack_ask', unclearRepeat: true, acts: ['aws_ec2_terminate_instances'] },
  };
}

// ---------------------------------------------------------------- real estate (budget, then neighborhoods, then search & tour)
function realestate(n) {
  n.at('2024-05-04T15:20:00Z');
  const mk = (addr, price, hood) => ({ id: `L${n.digits(7)}`, address: addr, price, beds: 2, neighborhood: hood, hoa: n.int(180, 420) });
  const res = [mk('412 Fernwood Ave #3', 489000, 'Ballard'), mk('6120 24th Ave NW', 515000, 'Ballard'), mk('3318 Fremont Pl N', 535000, 'Fremont')];
  const kids = [
    L('claude-3-haiku', "Exciting! Let's narrow things down so the tours are worth your time."),
    T('ask_client', { question: "What's your max purchase price, and are you pre-approved?" }, "Up to $550k, yes pre-approved with Sound Credit Union."),
    T('ask_client', { question: 'Which neighborhoods are you considering, and is a condo with HOA fees okay?' }, 'Ballard or Fremont. Condo is fine if HOA is under $450.'),
    T('listing_search', { city: 'Seattle', neighborhoods: ['Ballard', 'Fremont'], max_price: 550000, min_beds: 2, max_hoa: 450, status: 'active' }, { total: 3, listings: res }),
    T('schedule_tours', { client: 'Jonah & Leah Park', date: '2024-05-11', listing_ids: res.map((r) => r.id), start: '10:00' }, { tour_id: `TR-${n.int(5000, 5999)}`, confirmed: 3, route_minutes: n.int(50, 75) }),
    L('claude-3-haiku', 'I found 3 two-bed homes in Ballard and Fremont under $550k with HOA under $450, and booked tours for Saturday from 10am.'),
  ];
  return {
    domain: 'real estate', style: "buyer's agent assistant",
    goal: "We're looking to buy a 2-bedroom in Seattle — can you set up some tours for next Saturday?",
    root: A('BuyerAssist', null, 'Booked Saturday tours (from 10am) for 3 two-bed homes in Ballard/Fremont under $550k with HOA < $450.', kids),
    meta: { tool: 'ask_client', acts: ['listing_search', 'schedule_tours'] },
  };
}

export const scenarios = [travel, coding, insurance, education, sre, realestate];
