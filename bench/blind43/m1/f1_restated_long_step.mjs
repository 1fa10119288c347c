import { makeTracer } from './lib.mjs';
export const family = { name: 'loop_restated_long_step', loop: true, stagnation: true };
export const rows = [
{ n: '01', domain: 'violin rental', style: 'anthropic', isolates: 'Claude-style run restates the same long plan about a rental contract after a tool returns exactly what it returned before, then is cut off.',
  goal: 'Customer #V-2291 says her 3/4 size violin rental should convert to purchase credit. Check the contract and tell her how much credit she has.',
  build(N) {
    const T = makeTracer('anthropic', N, { model: 'claude-sonnet-4-20250514', agentName: 'strings-rental-assistant', system: 'You help staff of Harlow Strings answer rental and rent-to-own questions. Use the tools.', goal: this.goal });
    const plan = 'I need to confirm the rent-to-own terms on contract V-2291 before quoting any figure: the contract record should list the monthly rate, the months paid so far, and the percentage of each payment that accrues as purchase credit, and then I can multiply and subtract any damage-waiver fees that do not count toward credit.';
    const rec = { contract: 'V-2291', instrument: 'Violin 3/4 Eastman VL80', status: 'active', monthly_rate: 24.0, months_paid: 11, plan: 'RTO-STD', fetched_at: N.iso(), etag: N.etag() };
    const c = [];
    c.push(T.llm({ text: plan, calls: [['get_contract', { contract_id: 'V-2291' }]] }));
    c.push(T.tool('get_contract', { contract_id: 'V-2291' }, JSON.stringify(rec)));
    c.push(T.llm({ text: plan.replace('before quoting any figure', 'before I quote any figure'), calls: [['get_contract', { contract_id: 'V-2291' }]] }));
    c.push(T.tool('get_contract', { contract_id: 'V-2291' }, JSON.stringify({ ...rec, fetched_at: (N.tick(), N.iso()), etag: rec.etag })));
    return T.agent(c, null, { metadata: { stop: 'max_turns_exceeded', turns: 4 } });
  } },
{ n: '02', domain: 'pier fishing permits', style: 'otel', isolates: 'An OTel GenAI agent writes a long eligibility reasoning step, calls the permit lookup, gets the same record, and writes the same reasoning again before the run times out.',
  goal: 'Decide whether angler permit PF-55810 is valid for night fishing on the South Pier this Saturday.',
  build(N) {
    const T = makeTracer('otel', N, { model: 'gpt-4.1', agentName: 'pier-permits', goal: this.goal });
    const r1 = 'Night fishing on the South Pier requires a permit class of at least B2 plus the seasonal night endorsement, so I have to read the permit class, the endorsement list and the expiry date from the permit registry, and also check whether the pier has any closure notice for Saturday evening.';
    const permit = { permit_id: 'PF-55810', holder: 'D. Okafor', class: 'B2', endorsements: ['SEASONAL-NIGHT'], valid_until: '2025-10-31', source: 'registry', served_by: N.host('permits'), x_request_id: N.uuid() };
    const c = [T.llm({ text: r1, calls: [['permit_lookup', { permit_id: 'PF-55810' }]] }), T.tool('permit_lookup', { permit_id: 'PF-55810' }, permit)];
    c.push(T.llm({ text: 'Night fishing on the South Pier requires a permit class of at least B2 plus the seasonal night endorsement, so I have to read the permit class, the endorsement list and the expiry date from the permit registry, and also check whether the pier has any closure notice for Saturday evening.', calls: [['permit_lookup', { permit_id: 'PF-55810' }]] }));
    c.push(T.tool('permit_lookup', { permit_id: 'PF-55810' }, { ...permit, served_by: N.host('permits'), x_request_id: N.uuid() }));
    return T.agent(c, { error: 'agent run exceeded 120s deadline' });
  } },
{ n: '03', domain: 'choir tours', style: 'langsmith', isolates: 'A LangGraph agent repeats a long budgeting thought for a choir tour nearly word for word with only a cached tool answer between the two.',
  goal: 'Work out whether the St. Brendan Youth Choir can afford the coach upgrade for the Vienna leg of its tour with the remaining budget.',
  build(N) {
    const T = makeTracer('langsmith', N, { model: 'gpt-4o-mini', agentName: 'tour-planner', goal: this.goal });
    const t = 'To answer this I should pull the remaining tour budget from the ledger, subtract the deposits already committed for the Salzburg and Vienna hotels, and then compare what is left against the quoted coach upgrade price of 1,840 euros for 42 singers and six chaperones.';
    const led = `ledger snapshot ${N.isoNoMs()} (cache hit, age ${N.int(2, 40)}s)\nbudget_total=18500.00 EUR\nspent=14212.40 EUR\ncommitted_deposits=3100.00 EUR\nsnapshot_id=${N.hex(12)}`;
    const c = [T.llm({ text: t, calls: [['ledger_summary', { tour: 'SBYC-2025-AT' }]] }), T.tool('ledger_summary', { tour: 'SBYC-2025-AT' }, led)];
    c.push(T.llm({ text: 'To answer this I should pull the remaining tour budget from the ledger, subtract the deposits already committed for the Salzburg and Vienna hotels, and then compare what is left against the quoted coach upgrade price of 1,840 euros for the 42 singers and six chaperones.', calls: [['ledger_summary', { tour: 'SBYC-2025-AT' }]] }));
    c.push(T.tool('ledger_summary', { tour: 'SBYC-2025-AT' }, led.replace(/snapshot \S+/, `snapshot ${(N.tick(), N.isoNoMs())}`).replace(/age \d+s/, `age ${N.int(41, 90)}s`)));
    return T.agent([T.group('agent', c.slice(0, 2), { input: { step: 1 } }), T.group('agent', c.slice(2), { input: { step: 2 } })], { error: 'GraphRecursionError: Recursion limit of 4 reached without hitting a stop condition.' });
  } },
{ n: '04', domain: 'carousel restoration', style: 'agno', isolates: 'An Agno-style agent (a framework not in the named list) repeats a long paint-analysis reasoning step verbatim with no new observation between, then the run is stopped.',
  goal: 'Identify which paint layers on carousel horse #14 are original so the restorer knows how deep to strip.',
  build(N) {
    const T = makeTracer('agno', N, { model: 'gpt-4o', agentName: 'conservation-helper', goal: this.goal });
    const r = 'The cross-section report for horse #14 shows seven layers, and the original 1912 Dentzel scheme would be the lowest layer above the gesso, so I should compare the pigment list of layer one against period-appropriate pigments like lead white and vermilion and flag anything containing titanium white as later overpaint.';
    return T.agent([
      T.llm({ reasoning: r, text: 'Checking the lab report first.', calls: [['read_lab_report', { object: 'CAR-H14', section: 'cross-section' }]] }),
      T.tool('read_lab_report', { object: 'CAR-H14', section: 'cross-section' }, `Report XS-${N.int(100, 999)} generated ${N.euDate()}\nLayers (bottom->top): 1 gesso+lead white/vermilion; 2 lead white; 3 chrome yellow; 4 zinc white; 5 titanium white; 6 alkyd red; 7 varnish`),
      T.llm({ reasoning: r, text: 'Let me reason about the layers.' }),
      T.llm({ reasoning: 'The cross-section report for horse #14 shows seven layers, and the original 1912 Dentzel scheme would be the lowest layer above the gesso, so I should compare the pigment list of layer one against period-appropriate pigments like lead white and vermilion and flag anything with titanium white as later overpaint.', text: '' }),
    ], null, { metadata: { run_status: 'cancelled', session_id: N.uuid() } });
  } },
{ n: '05', domain: 'telescope rental', style: 'gemini', isolates: 'Gemini function-calling trace where the model re-sends the same long explanation of a damage-deposit rule after an unchanged tool response, then is cut off.',
  goal: 'A renter returned the 8-inch Dobsonian (unit TR-08-3) with a chipped finder bracket. Decide how much of the 150 USD deposit to keep.',
  build(N) {
    const T = makeTracer('gemini', N, { model: 'gemini-2.5-flash', agentName: 'rental-desk', goal: this.goal });
    const s = 'Our damage policy says cosmetic damage under 20 USD is waived, functional parts are charged at replacement cost plus a 15 USD handling fee, and a finder bracket counts as a functional part, so I need the replacement cost of the bracket for this Dobsonian model from the parts catalogue before deciding the deduction.';
    const part = { sku: 'FB-DOB8-STD', description: 'finder bracket, dovetail', price_usd: 18.5, in_stock: 4, catalog_rev: `r${N.int(200, 260)}`, fetched: N.epoch() };
    return T.agent([
      T.llm({ text: s, calls: [['parts_catalog', { model: 'DOB-8', part: 'finder bracket' }]] }),
      T.tool('parts_catalog', { model: 'DOB-8', part: 'finder bracket' }, part),
      T.llm({ text: s.replace('so I need', 'so what I need is'), calls: [['parts_catalog', { model: 'DOB-8', part: 'finder bracket' }]] }),
      T.tool('parts_catalog', { model: 'DOB-8', part: 'finder bracket' }, { ...part, fetched: (N.tick(), N.epoch()) }),
    ], { finishReason: 'MAX_TURNS' });
  } },
{ n: '06', domain: 'Gradle build upgrade (coding)', style: 'plain', isolates: 'Plain message-level trace: an assistant message of 40+ words is repeated nearly verbatim after a shell command prints the same dependency tree, then the trace ends.',
  goal: 'Upgrade the Android library module in repo fernleaf/sync-core from Gradle 8.4 to 8.7 and fix any dependency conflicts.',
  build(N) {
    const T = makeTracer('plain', N, { model: 'gpt-4o-2024-11-20', goal: this.goal });
    const m = 'The conflict is between okhttp 4.12.0 pulled by retrofit and okhttp 5.0.0-alpha.14 pulled by the telemetry SDK, so the next step is to print the resolved runtime classpath for the release variant, find which configuration forces the alpha version, and add a strict constraint in the dependencies block rather than excluding transitive modules one by one.';
    const tree = (d) => `> Task :sync-core:dependencies\n\nreleaseRuntimeClasspath\n+--- com.squareup.retrofit2:retrofit:2.11.0\n|    \\--- com.squareup.okhttp3:okhttp:4.12.0 -> 5.0.0-alpha.14\n\\--- io.telemetry:sdk-android:3.2.1\n     \\--- com.squareup.okhttp3:okhttp:5.0.0-alpha.14\n\nBUILD SUCCESSFUL in ${d}\n1 actionable task: 1 executed`;
    const cmd = { cmd: './gradlew :sync-core:dependencies --configuration releaseRuntimeClasspath' };
    const c = [T.llm({ text: m, calls: [['bash', cmd]] }), T.tool('bash', cmd, tree(N.int(3, 9) + 's'))];
    c.push(T.llm({ text: 'The conflict is between okhttp 4.12.0 pulled by retrofit and okhttp 5.0.0-alpha.14 pulled by the telemetry SDK, so the next step is to print the resolved runtime classpath for the release variant, find which configuration forces the alpha version, and add a strict constraint in the dependencies block instead of excluding transitive modules one by one.', calls: [['bash', cmd]] }));
    c.push(T.tool('bash', cmd, tree(N.int(2, 9) + 's')));
    return T.agent(c, null, { name: 'session', metadata: { terminated: 'context_budget', session: N.uuid() } });
  } },
];
