// Family 1: the agent asks the user the same question again and again (reworded), gets the same
// answer every time, and never acts on it. loop=true. The model's own reasoning around each
// question is restated near-verbatim, so stagnation=true.
import { Rec, span } from './lib.mjs';

export const family = 'reasked_user_question';
export const loop = true;
export const stagnation = true;

export const scenarios = [
  // 01 bellows makers, plain chat-completions message trace
  {
    domain: 'bellows makers (forge bellows commission)',
    style: 'plain',
    isolates: 'A quoting agent asks the customer which hide to use four times in different words, is told "goatskin, same as order 2231" each time, and never prices the job.',
    goal: 'Prepare a quote for a 28-inch double-chamber forge bellows for customer Hollins Forge, matching their previous order.',
    build(nz) {
      const r = new Rec('plain', nz, { model: 'gpt-4o-2024-08-06', goal: this.goal, system: 'You are the quoting assistant for Tarrant & Vale Bellows Works. Use tools; ask the customer only when information is missing.' });
      const c = [];
      c.push(r.llm(null, [['lookup_customer', { name: 'Hollins Forge' }]]));
      c.push(r.tool('lookup_customer', { name: 'Hollins Forge' }, { customer_id: 'CUS-0' + nz.digits(4), name: 'Hollins Forge Ltd', last_orders: [{ order: 2231, item: 'Double-chamber bellows 24in', hide: 'goatskin', boards: 'ash', nozzle: 'brass', shipped: nz.dateOnly(-210) }], account_manager: 'J. Pryce', fetched_at: nz.iso() }));
      c.push(r.llm(null, [['get_price_sheet', { product: 'double_chamber', size_in: 28 }]]));
      c.push(r.tool('get_price_sheet', { product: 'double_chamber', size_in: 28 }, `price_sheet v${nz.int(11, 19)} (rev ${nz.hex(7)}) generated ${nz.logTs()}\nboards: ash £214 | oak £262\nhide: goatskin £188 | cowhide £141 | synthetic £96\nnozzle: brass £58 | steel £31\nlabour: 14.5h @ £38/h`));
      const qs = [
        'Before I can finish the quote I need to confirm the hide. Which leather would you like for the 28-inch bellows?',
        'Thanks! Just to be sure about the hide before I finish the quote: should the 28-inch bellows use goatskin, cowhide or synthetic?',
        'Sorry to ask again, but before I can finish the quote I need to confirm the hide: is it goatskin you want on the new bellows?',
        'One more check before I can finish the quote: can you confirm which hide material goes on the 28-inch bellows?',
      ];
      const ans = ['Goatskin, same as order 2231.', 'Goatskin. Same as order 2231, like I said.', 'Yes. Goatskin, same as order 2231.', 'Goatskin!! Same as order 2231.'];
      for (let i = 0; i < qs.length; i++) {
        c.push(r.llm('I still need to confirm the hide material with the customer before I can finish the quote.', [['ask_customer', { question: qs[i] }]]));
        c.push(r.tool('ask_customer', { question: qs[i] }, { reply: ans[i], channel: 'web-chat', received_at: nz.iso(), message_id: nz.uuid() }));
        r.userSays(ans[i]);
      }
      c.push(r.llm('I still need to confirm the hide material with the customer before I can finish the quote.', []));
      return r.root(c, null, { error: 'AgentRunError: max_iterations=12 reached without final answer' });
    },
  },
  // 02 marsh harrier surveys, LangGraph with an interrupt-style human tool
  {
    domain: 'marsh harrier nest surveys',
    style: 'langgraph',
    isolates: 'A survey-planning graph interrupts three times to ask the ecologist which transect to schedule, always receives "Transect C (reedbed edge)", and never books the visit.',
    goal: 'Schedule next week\'s marsh harrier nest-watch visit on the transect the ecologist chooses and notify the volunteer team.',
    build(nz) {
      const r = new Rec('langgraph', nz, { model: 'gpt-4o-mini', goal: this.goal, agent: 'survey_planner' });
      const c = [];
      c.push(r.llm('Let me list the transects and their licence windows first.', [['list_transects', { site: 'Holme Fen North' }]]));
      c.push(r.tool('list_transects', { site: 'Holme Fen North' }, { site: 'Holme Fen North', transects: [{ id: 'A', habitat: 'open water margin', schedule_1_licence: 'valid', last_visit: nz.dateOnly(-9) }, { id: 'B', habitat: 'wet grassland', schedule_1_licence: 'valid', last_visit: nz.dateOnly(-4) }, { id: 'C', habitat: 'reedbed edge', schedule_1_licence: 'valid', last_visit: nz.dateOnly(-16), disturbance_buffer_m: 250 }], generated: nz.isoOffset(1), etag: nz.etag() }));
      const qs = [
        'Which transect should next week\'s nest-watch visit cover: A, B or C?',
        'Could you tell me the transect you want me to schedule the visit on?',
        'To schedule the nest-watch, which of the three transects (A, B or C) do you prefer?',
      ];
      for (const q of qs) {
        c.push(r.llm('I need the ecologist to choose which transect to schedule before booking the visit.', [['ask_human', { prompt: q }]]));
        c.push(r.tool('ask_human', { prompt: q }, { __interrupt__: { value: q, resumable: true, ns: ['survey_planner:' + nz.uuid()] }, resume: 'Transect C (reedbed edge). Keep the 250 m buffer.' }));
        r.userSays('Transect C (reedbed edge). Keep the 250 m buffer.');
      }
      c.push(r.llm('I need the ecologist to choose which transect to schedule before booking the visit.', [['ask_human', { prompt: 'Please confirm the transect for the visit.' }]]));
      c.push(r.tool('ask_human', { prompt: 'Please confirm the transect for the visit.' }, { __interrupt__: { value: 'Please confirm the transect for the visit.', resumable: true, ns: ['survey_planner:' + nz.uuid()] }, resume: 'C. Transect C. Reedbed edge.' }));
      return r.root(c, { error: 'GraphRecursionError: Recursion limit of 10 reached without hitting a stop condition.' }, { error: 'GraphRecursionError' });
    },
  },
  // 03 tuk-tuk rentals, OpenAI Agents SDK
  {
    domain: 'tuk-tuk rentals (tourist self-drive)',
    style: 'openai_agents',
    isolates: 'A rental desk agent asks the renter for the pickup date three times in different phrasings, always hears "Thursday the 14th, 9am", and never checks fleet availability.',
    goal: 'Reserve an electric tuk-tuk for renter R. Okafor for a 2-day self-drive hire and send the confirmation.',
    build(nz) {
      const r = new Rec('openai_agents', nz, { model: 'gpt-4.1', goal: this.goal, agent: 'Rental Desk' });
      const c = [];
      c.push(r.llm(null, [['get_renter_profile', { renter: 'R. Okafor' }]]));
      c.push(r.tool('get_renter_profile', { renter: 'R. Okafor' }, { renter_id: 'RN' + nz.digits(6), licence: { class: 'B', verified: true, checked_at: nz.iso() }, deposit_on_file: true, preferred_depot: 'Riverside Depot' }));
      const qs = [
        'What day would you like to pick up the tuk-tuk?',
        'Great, and which date should the hire start from?',
        'Could you confirm when you would like to collect the vehicle?',
      ];
      for (const q of qs) {
        c.push(r.llm('To reserve the tuk-tuk I first need the renter to confirm the pickup date.', [['ask_renter', { message: q }]]));
        c.push(r.tool('ask_renter', { message: q }, { answer: 'Thursday the 14th, 9am, Riverside Depot.', whatsapp_msg_id: 'wamid.' + nz.b62(32), delivered: nz.epoch() }));
        r.userSays('Thursday the 14th, 9am, Riverside Depot.');
      }
      c.push(r.llm('To reserve the tuk-tuk I first need the renter to confirm the pickup date. I\'ll ask once more.', [['ask_renter', { message: 'Just confirming the start date for the hire?' }]]));
      c.push(r.tool('ask_renter', { message: 'Just confirming the start date for the hire?' }, { answer: 'Thursday 14th. 9am.', whatsapp_msg_id: 'wamid.' + nz.b62(32), delivered: nz.epoch() }));
      return r.root([span('agent', 'Rental Desk', { instructions: 'Handle tuk-tuk reservations.' }, null, c, { metadata: { handoffs: [], tools: ['get_renter_profile', 'ask_renter', 'check_fleet', 'create_reservation'] } })], null, { error: 'MaxTurnsExceeded: Max turns (10) exceeded' });
    },
  },
  // 04 wind tunnel bookings, CrewAI with human input
  {
    domain: 'wind tunnel test-slot bookings (university aero lab)',
    style: 'crewai',
    isolates: 'A CrewAI scheduler keeps asking the researcher for the model scale in new words, gets "1:8 scale, 1.2 m span" each time, and never queries free tunnel slots.',
    goal: 'Book a 4-hour slot in the low-speed wind tunnel for a 1:8 scale rally-car wing model next month.',
    build(nz) {
      const r = new Rec('crewai', nz, { model: 'gpt-4o', goal: this.goal, agent: 'Tunnel Booking Coordinator' });
      const c = [];
      c.push(r.llm('Thought: I should read the tunnel constraints first.', [['Read tunnel rules', { tunnel: 'LST-2' }]]));
      c.push(r.tool('Read tunnel rules', { tunnel: 'LST-2' }, `LST-2 Low Speed Tunnel — test section 2.1 x 1.5 m, max blockage 7.5%\nMax model span: 1.4 m. Turntable calibration ${nz.dateOnly(-30)}. Doc rev ${nz.hex(6)}\nBookings in 2h blocks, 08:00-20:00.`));
      const qs = ['What is the scale of the model you will be testing?', 'Can you tell me the model size (scale and span) so I can check blockage?', 'Before booking, what scale is the wing model?', 'Please confirm the model\'s scale for the blockage check.'];
      for (const q of qs) {
        c.push(r.llm('Thought: I need to know the model scale to check the blockage limit before I book.', [['Ask human', { question: q }]]));
        c.push(r.tool('Ask human', { question: q }, `## HUMAN FEEDBACK: 1:8 scale, 1.2 m span. Already said so in the request.\n(received ${nz.usDate()})`));
      }
      const task = span('chain', 'Task: Book tunnel slot', { description: this.goal, expected_output: 'Booking reference' }, null, c, { metadata: { 'crewai.task.id': nz.uuid(), human_input: true } });
      const agent = span('agent', 'Tunnel Booking Coordinator', { role: 'Tunnel Booking Coordinator', backstory: 'Runs LST-2 bookings.' }, 'Agent stopped due to iteration limit or time limit.', [task], { metadata: { max_iter: 9 } });
      return r.root([agent], 'Agent stopped due to iteration limit or time limit.', { metadata: { 'crewai.crew.id': nz.uuid(), process: 'sequential' } });
    },
  },
  // 05 Gradle remote build cache (devops), Claude Agent SDK transcript
  {
    domain: 'Gradle remote build-cache misses on a JVM monorepo CI',
    style: 'claude_sdk',
    isolates: 'A coding agent finds the cache node URL, then asks the engineer three times whether it may push cache entries from CI, hears "yes, push from CI only" each time, and never edits settings.gradle.kts.',
    goal: 'Our Gradle remote cache hit rate on CI is ~3%. Find out why and fix the configuration.',
    build(nz) {
      const r = new Rec('claude_sdk', nz, { model: 'claude-sonnet-4-5', goal: this.goal, agent: 'claude-code' });
      const c = [];
      c.push(r.llm('I\'ll look at the build cache configuration.', [['Read', { file_path: '/repo/settings.gradle.kts' }]]));
      c.push(r.tool('Read', { file_path: '/repo/settings.gradle.kts' }, `     1\tbuildCache {\n     2\t    local { isEnabled = true }\n     3\t    remote<HttpBuildCache> {\n     4\t        url = uri("https://gradle-cache.internal:5071/cache/")\n     5\t        isPush = false\n     6\t        credentials { username = System.getenv("GRADLE_CACHE_USER") }\n     7\t    }\n     8\t}`));
      c.push(r.llm(null, [['Bash', { command: './gradlew :app:compileKotlin --build-cache --scan -q 2>&1 | tail -5', description: 'Check cache stats' }]]));
      c.push(r.tool('Bash', { command: './gradlew :app:compileKotlin --build-cache --scan -q 2>&1 | tail -5' }, `BUILD SUCCESSFUL in ${nz.int(40, 90)}s\n212 actionable tasks: 205 executed, 7 from cache\nPublishing build scan...\nhttps://scans.gradle.com/s/${nz.b62(13).toLowerCase()}\nDaemon pid ${nz.int(2000, 60000)} reused`));
      const qs = [
        { question: 'Should CI be allowed to push entries to the remote cache?', header: 'Cache push', options: [{ label: 'Yes, from CI' }, { label: 'No' }] },
        { question: 'Is it OK to enable isPush on the remote cache for CI builds?', header: 'Cache push', options: [{ label: 'Enable for CI' }, { label: 'Keep read-only' }] },
        { question: 'Do you want CI jobs to write to gradle-cache.internal?', header: 'Cache push', options: [{ label: 'Yes' }, { label: 'No' }] },
      ];
      for (const q of qs) {
        c.push(r.llm('The remote cache is read-only (isPush = false), so nothing ever gets populated. Before I change it I need to confirm whether CI should push to the cache.', [['AskUserQuestion', { questions: [q] }]]));
        c.push(r.tool('AskUserQuestion', { questions: [q] }, `User answered: "Yes, push from CI only (CI=true env var). Developers read-only."`));
      }
      c.push(r.llm('The remote cache is read-only (isPush = false), so nothing ever gets populated. Before I change it I need to confirm whether CI should push to the cache.', []));
      return r.root(c, { subtype: 'error_max_turns', num_turns: 9, total_cost_usd: Number((0.05 + nz.float() * 0.2).toFixed(4)), session_id: nz.uuid() }, { error: 'error_max_turns' });
    },
  },
  // 06 sand dune fencing, Google ADK with a human-input tool
  {
    domain: 'sand dune fencing (coastal restoration crew)',
    style: 'adk',
    isolates: 'An ADK agent ordering chestnut paling asks the site warden three ways how many metres to order, is told "340 m" each time, and never places the order.',
    goal: 'Order chestnut paling fence and posts for the Brancaster dune blowout repair, using the warden\'s measured length.',
    build(nz) {
      const r = new Rec('adk', nz, { model: 'gemini-2.0-flash', goal: this.goal, agent: 'dune_works_agent' });
      const c = [];
      c.push(r.llm(null, [['get_supplier_stock', { sku: 'CHESTNUT-PALING-1.2M' }]]));
      c.push(r.tool('get_supplier_stock', { sku: 'CHESTNUT-PALING-1.2M' }, { sku: 'CHESTNUT-PALING-1.2M', roll_length_m: 25, rolls_in_stock: nz.int(30, 80), lead_days: 3, warehouse: 'Fakenham', stock_snapshot: nz.syslog(), cache: 'HIT from ' + nz.host('edge') }));
      const qs = ['How many metres of paling do we need for the blowout?', 'What total fence length did you measure on site?', 'Can you confirm the length of fencing to order?'];
      for (const q of qs) {
        c.push(r.llm('I need the measured fence length from the warden before I can work out the number of rolls.', [['request_user_input', { prompt: q }]]));
        c.push(r.tool('request_user_input', { prompt: q }, { status: 'answered', text: '340 m along the seaward face.', responder: 'warden@brancaster-dunes', ts: nz.isoNoMs() }));
        r.userSays('340 m along the seaward face.');
      }
      c.push(r.llm('I need the measured fence length from the warden before I can work out the number of rolls.', [['request_user_input', { prompt: 'Sorry, what length again?' }]]));
      c.push(r.tool('request_user_input', { prompt: 'Sorry, what length again?' }, { status: 'answered', text: '340 m. Same as before.', responder: 'warden@brancaster-dunes', ts: nz.isoNoMs() }));
      return r.root(c, null, { error: 'LlmCallsLimitExceededError: Max number of llm calls limit of 6 exceeded' });
    },
  },
];
