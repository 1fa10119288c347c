import { agent, llm, tool, span, oaCall, tlMeta, tlLLM, tlTool, hcLLM, bt, aText, aTool, aResult } from './lib.mjs';

export const family = {
  name: 'repeated_long_reasoning',
  loop: true,
  stagnation: true,
  isolates: 'One long assistant reasoning step (25+ content words) is restated near-verbatim once, with nothing new observed in between, and the run then stops or is cut off.',
};

export const rows = [
  {
    n: '01', domain: 'lighthouse tours', style: 'OpenLLMetry / Traceloop',
    isolates: 'After re-checking the same Saturday availability, the agent restates its long capacity-reasoning paragraph almost word for word and the workflow hits its step limit.',
    goal: 'Rebook the 14-person Harwick Rotary group whose Friday Pointe Gatineau lighthouse climb was cancelled for high wind; keep them together if at all possible.',
    build: (c) => {
      const sys = { role: 'system', content: 'You are the booking assistant for Gatineau Coast Lighthouse Tours. Tower climbs hold at most 12 visitors. Use the tools; never overbook.' };
      const user = { role: 'user', content: 'Booking LHT-88213 (Harwick Rotary, 14 pax) was cancelled Friday due to wind. Rebook them together this weekend if possible.' };
      const call1 = oaCall(c, 'get_booking', { booking_ref: 'LHT-88213' });
      const booking = { booking_ref: 'LHT-88213', party: 'Harwick Rotary', pax: 14, original_slot: 'FRI 10:00', status: 'CANCELLED_WEATHER', contact: 'd.ouimet@harwickrotary.example', deposit_cad: 140.0, updated_at: c.isoOff(-4) };
      const call2 = oaCall(c, 'check_availability', { site: 'pointe-gatineau', date: '2025-saturday', product: 'tower_climb' });
      const avail = () => ({ site: 'pointe-gatineau', product: 'tower_climb', slots: [{ time: '10:00', capacity: 12, remaining: 8 }, { time: '11:30', capacity: 12, remaining: 0 }, { time: '14:00', capacity: 12, remaining: 0 }], generated_at: c.iso(), cache: c.pick(['MISS', 'HIT']), x_request_id: c.uuid() });
      const A = 'The group of fourteen cannot fit into the Saturday 10:00 tower climb because only eight places remain and the tower limits every climb to twelve visitors, so before offering a split booking I should confirm whether the Saturday departures have enough room to keep the whole Harwick party together.';
      const A2 = 'The group of fourteen cannot fit into the Saturday 10:00 tower climb because only eight places remain and the tower limits each climb to twelve visitors, so before offering a split booking I need to confirm whether the Saturday departures have enough room to keep the whole Harwick party together.';
      const call3 = oaCall(c, 'check_availability', { site: 'pointe-gatineau', date: '2025-saturday', product: 'tower_climb' });
      const call4 = oaCall(c, 'check_availability', { site: 'pointe-gatineau', date: '2025-saturday', product: 'tower_climb' });
      const t1 = { role: 'tool', tool_call_id: call1.id, content: JSON.stringify(booking) };
      const a2 = avail(); c.adv(3); const a3 = avail(); c.adv(4); const a4 = avail();
      const children = [
        tlLLM(c, { messages: [sys, user], toolCalls: [call1] }),
        tlTool(c, 'get_booking', { booking_ref: 'LHT-88213' }, booking),
        tlLLM(c, { messages: [sys, user, { role: 'assistant', content: null }, t1], text: 'Booking found: 14 pax, cancelled for weather. Checking Saturday tower-climb slots.', toolCalls: [call2] }),
        tlTool(c, 'check_availability', JSON.parse(call2.function.arguments), a2),
        tlLLM(c, { messages: [sys, user, t1, { role: 'tool', tool_call_id: call2.id, content: JSON.stringify(a2) }], text: A, toolCalls: [call3] }),
        tlTool(c, 'check_availability', JSON.parse(call3.function.arguments), a3),
        tlLLM(c, { messages: [sys, user, t1, { role: 'tool', tool_call_id: call3.id, content: JSON.stringify(a3) }], text: A2, toolCalls: [call4] }),
        tlTool(c, 'check_availability', JSON.parse(call4.function.arguments), a4),
      ];
      return agent('lighthouse_rebooking.workflow', { booking_ref: 'LHT-88213' }, { error: 'max_iterations_reached', iterations: 4 }, children,
        { ...tlMeta('workflow', 'lighthouse_rebooking', { booking_ref: 'LHT-88213' }, undefined), 'traceloop.association.properties.tenant': 'gatineau-coast', 'service.name': 'booking-agent' });
    },
  },
  {
    n: '02', domain: 'goat dairy herd health', style: 'Cline task history (api_conversation_history.json / ui_messages.json)',
    isolates: 'The coding agent re-runs the same alert script, gets the same output, and re-emits its long <thinking> paragraph about SCC units nearly verbatim before the task is aborted.',
    goal: 'In the goat-dairy repo, fix scripts/scc_alert.py: it flags every doe in the herd as high somatic cell count after the lab changed its CSV export.',
    build: (c) => {
      const env = (files) => `<environment_details>\n# VSCode Visible Files\n${files}\n\n# Current Time\n${c.us()} (America/Chicago, UTC-5:00)\n\n# Current Mode\nACT MODE\n</environment_details>`;
      const ui = (say, extra = {}) => ({ ts: c.epochMs(), type: 'say', say, ...extra });
      const think = 'The lab export now reports somatic cell counts in thousands of cells per millilitre while the script still compares against the raw threshold of 1,500,000, and goats naturally run higher counts than cows, so I need to confirm which unit the csv header actually uses before changing the comparison.';
      const think2 = 'The lab export now reports somatic cell counts in thousands of cells per millilitre while the script still compares against the raw threshold of 1,500,000, and goats naturally run higher counts than cows, so I should confirm which unit the csv header actually uses before changing the comparison.';
      const runOut = () => `$ python scripts/scc_alert.py data/dhia_2025_w18.csv\nloaded 212 rows from data/dhia_2025_w18.csv in ${c.int(30, 90)}ms\nFLAG doe=NUB-0017 scc=1430 > 1500000? False -> flagged (parse fallback)\nFLAG doe=NUB-0021 scc=880 > 1500000? False -> flagged (parse fallback)\n... 210 more\nSUMMARY flagged=212/212 run_id=${c.hex(8)}\n`;
      const readOut = 'import csv, sys\nTHRESH = 1_500_000\n\ndef parse(v):\n    try:\n        return int(v)\n    except ValueError:\n        return None\n\nfor row in csv.DictReader(open(sys.argv[1])):\n    scc = parse(row.get("SCC") or row.get("scc_k"))\n    if scc is None or scc > THRESH:\n        print(f"FLAG doe={row[\'DoeID\']} ...")\n';
      const children = [
        llm('api_req', { role: 'user', content: [{ type: 'text', text: '<task>\nscripts/scc_alert.py flags every doe as high SCC since the DHIA lab changed the CSV export. Fix it.\n</task>' }, { type: 'text', text: env('scripts/scc_alert.py') }] },
          { role: 'assistant', content: [{ type: 'text', text: '<thinking>Start by reading the script.</thinking>\n\n<read_file>\n<path>scripts/scc_alert.py</path>\n</read_file>' }] }, ui('api_req_started', { text: JSON.stringify({ tokensIn: c.int(9000, 12000), tokensOut: c.int(40, 90), cost: 0.0312 }) })),
        tool('read_file', { path: 'scripts/scc_alert.py' }, readOut, ui('tool', { tool: 'readFile' })),
        llm('api_req', { role: 'user', content: [{ type: 'text', text: '[read_file for \'scripts/scc_alert.py\'] Result:\n' + readOut }, { type: 'text', text: env('scripts/scc_alert.py') }] },
          { role: 'assistant', content: [{ type: 'text', text: '<thinking>Run it on the latest export to see the actual values.</thinking>\n\n<execute_command>\n<command>python scripts/scc_alert.py data/dhia_2025_w18.csv</command>\n<requires_approval>false</requires_approval>\n</execute_command>' }] }, ui('api_req_started')),
        tool('execute_command', { command: 'python scripts/scc_alert.py data/dhia_2025_w18.csv' }, runOut(), ui('command_output')),
        llm('api_req', { role: 'user', content: [{ type: 'text', text: '[execute_command] Result:\nCommand executed.\nOutput:\n(see above)' }, { type: 'text', text: env('scripts/scc_alert.py') }] },
          { role: 'assistant', content: [{ type: 'text', text: `<thinking>${think}</thinking>\n\n<execute_command>\n<command>python scripts/scc_alert.py data/dhia_2025_w18.csv</command>\n<requires_approval>false</requires_approval>\n</execute_command>` }] }, ui('api_req_started')),
        tool('execute_command', { command: 'python scripts/scc_alert.py data/dhia_2025_w18.csv' }, runOut(), ui('command_output')),
        llm('api_req', { role: 'user', content: [{ type: 'text', text: '[execute_command] Result:\nCommand executed.\nOutput:\n(see above)' }, { type: 'text', text: env('scripts/scc_alert.py') }] },
          { role: 'assistant', content: [{ type: 'text', text: `<thinking>${think2}</thinking>\n\n<execute_command>\n<command>python scripts/scc_alert.py data/dhia_2025_w18.csv</command>\n<requires_approval>false</requires_approval>\n</execute_command>` }] }, ui('api_req_started')),
      ];
      return agent('cline.task', { task: 'fix scc_alert.py' }, { ui_last: { ts: c.epochMs(), type: 'ask', ask: 'mistake_limit_reached', text: 'Cline is having trouble. Would you like to continue the task?' } }, children,
        { taskId: String(c.epochMs()), apiProvider: 'anthropic', modelId: 'claude-3-5-sonnet-20241022', cwd: '/home/ranch/goat-dairy-tools' });
    },
  },
  {
    n: '03', domain: 'Go monorepo vendoring for a horse-feed mill scheduler', style: 'Anthropic Messages API logs',
    isolates: 'Between two near-identical long thinking blocks the agent only re-runs grep on vendor/modules.txt and gets the same hit; then the log ends at max turns.',
    goal: 'Make `go build ./...` pass again in the feedmill-scheduler repo after the vendoring error that appeared when the protobuf dependency was bumped.',
    build: (c) => {
      const tools = [{ name: 'bash', description: 'Run a shell command', input_schema: { type: 'object', properties: { command: { type: 'string' } }, required: ['command'] } }];
      const sys = 'You are a careful Go engineer working in /src/feedmill-scheduler. Use the bash tool.';
      const req = (messages) => ({ model: 'claude-3-7-sonnet-20250219', max_tokens: 8192, system: sys, tools, messages, thinking: { type: 'enabled', budget_tokens: 4000 } });
      const res = (content, stop = 'tool_use') => ({ id: c.msgId(), type: 'message', role: 'assistant', model: 'claude-3-7-sonnet-20250219', content, stop_reason: stop, usage: { input_tokens: c.int(2000, 9000), output_tokens: c.int(80, 700), cache_read_input_tokens: c.int(0, 4000) } });
      const meta = () => ({ 'request-id': c.req('req_01', 22), 'anthropic-ratelimit-tokens-remaining': String(c.int(380000, 399000)), date: c.http(), latency_ms: c.int(900, 7000) });
      const u = { role: 'user', content: '`go build ./...` fails after bumping google.golang.org/protobuf. Fix it.' };
      const b1 = aTool(c, 'bash', { command: 'go build ./... 2>&1 | head -20' });
      const out1 = 'go: inconsistent vendoring in /src/feedmill-scheduler:\n\tgoogle.golang.org/protobuf@v1.36.5: is explicitly required in go.mod, but vendor/modules.txt indicates google.golang.org/protobuf@v1.34.2\n\n\tTo ignore the vendor directory, use -mod=readonly or -mod=mod.\n\tTo sync the vendor directory, run:\n\t\tgo mod vendor\n';
      const T = 'go.mod requires protobuf v1.36.5 but vendor/modules.txt still records v1.34.2, which means someone bumped the requirement without re-vendoring, and since the CI image runs with GOFLAGS=-mod=vendor I must check whether modules.txt lists the newer version anywhere before deciding to regenerate the vendor tree.';
      const T2 = 'go.mod requires protobuf v1.36.5 but vendor/modules.txt still records v1.34.2, which means someone bumped the requirement without re-vendoring, and because the CI image runs with GOFLAGS=-mod=vendor I must check whether modules.txt lists the newer version anywhere before I decide to regenerate the vendor tree.';
      const b2 = aTool(c, 'bash', { command: 'grep -n "google.golang.org/protobuf" vendor/modules.txt' });
      const grepOut = '214:# google.golang.org/protobuf v1.34.2\n215:## explicit; go 1.20\n';
      const b3 = aTool(c, 'bash', { command: 'grep -n "google.golang.org/protobuf" vendor/modules.txt' });
      const m1 = [u];
      const m2 = [...m1, { role: 'assistant', content: [b1] }, { role: 'user', content: [aResult(b1.id, out1)] }];
      const m3 = [...m2, { role: 'assistant', content: [b2] }, { role: 'user', content: [aResult(b2.id, grepOut)] }];
      return agent('agent_loop', { task: u.content, cwd: '/src/feedmill-scheduler' }, { stopped: 'max_turns', turns: 3 }, [
        llm('POST /v1/messages', req(m1), res([{ type: 'thinking', thinking: 'Reproduce first.', signature: c.alnum(40) }, b1]), meta()),
        tool('bash', b1.input, { stdout: out1, exit_code: 1, duration_ms: c.int(900, 2400) }),
        llm('POST /v1/messages', req(m2), res([{ type: 'thinking', thinking: T, signature: c.alnum(40) }, b2]), meta()),
        tool('bash', b2.input, { stdout: grepOut, exit_code: 0, duration_ms: c.int(3, 12) }),
        llm('POST /v1/messages', req(m3), res([{ type: 'thinking', thinking: T2, signature: c.alnum(40) }, b3]), meta()),
        tool('bash', b3.input, { stdout: grepOut, exit_code: 0, duration_ms: c.int(3, 12) }),
      ], { harness: 'internal-runner/0.9.3', max_turns: 3 });
    },
  },
  {
    n: '04', domain: 'meadery fermentation', style: 'Goose session log',
    isolates: 'Goose re-queries the same gravity readings, gets the same rows, and repeats its long stalled-fermentation analysis almost verbatim; the session ends on the context limit.',
    goal: 'Figure out why mead batch M-117 seems stalled and draft a staggered nutrient addition for the cellar team.',
    build: (c) => {
      const req = (id, command) => ({ type: 'toolRequest', id, toolCall: { status: 'success', value: { name: 'developer__shell', arguments: { command } } } });
      const q = `sqlite3 -header -column cellar.db "select taken_at, sg, temp_c from gravity where batch='M-117' order by taken_at desc limit 6"`;
      const rowsOut = 'taken_at             sg      temp_c\n-------------------  ------  ------\n2025-05-14 07:02:11  1.031   15.8\n2025-05-13 07:05:40  1.031   15.9\n2025-05-12 06:58:02  1.032   15.7\n2025-05-11 07:10:55  1.034   16.0\n2025-05-10 07:01:13  1.041   16.4\n2025-05-09 07:03:30  1.052   17.1\n';
      const A = 'Gravity has sat between 1.031 and 1.032 for three days at about 15.8 degrees, which is below the comfortable range for 71B yeast, and with only the first two TOSNA additions logged the yeast is probably nitrogen-starved as well as cold, so I want to confirm the logged nutrient additions before recommending anything.';
      const A2 = 'Gravity has sat between 1.031 and 1.032 for three days at about 15.8 degrees, which is below the comfortable range for 71B yeast, and with only the first two TOSNA additions logged the yeast is likely nitrogen-starved as well as cold, so I want to confirm the logged nutrient additions before I recommend anything.';
      const id1 = 'toolu_' + c.alnum(24), id2 = 'toolu_' + c.alnum(24), id3 = 'toolu_' + c.alnum(24);
      const created = () => c.epoch();
      return agent('goose session', { session: 'mead-m117', working_dir: '/home/cellar/ops' }, { ended: 'context_length_exceeded', message: 'The context length of the model has been exceeded. Please start a new session and try again.' }, [
        llm('assistant', [{ role: 'user', created: created(), content: [{ type: 'text', text: 'Why is M-117 stalled? Draft a nutrient plan.' }] }], { role: 'assistant', created: created(), content: [{ type: 'text', text: 'Let me pull the recent gravity readings for M-117.' }, req(id1, q)] }),
        tool('developer__shell', { command: q }, { type: 'toolResponse', id: id1, toolResult: { status: 'success', value: [{ type: 'text', text: rowsOut }] } }),
        llm('assistant', [{ role: 'user', created: created(), content: [{ type: 'toolResponse', id: id1 }] }], { role: 'assistant', created: created(), content: [{ type: 'text', text: A }, req(id2, q)] }),
        tool('developer__shell', { command: q }, { type: 'toolResponse', id: id2, toolResult: { status: 'success', value: [{ type: 'text', text: rowsOut }] } }),
        llm('assistant', [{ role: 'user', created: created(), content: [{ type: 'toolResponse', id: id2 }] }], { role: 'assistant', created: created(), content: [{ type: 'text', text: A2 }, req(id3, q)] }),
        tool('developer__shell', { command: q }, { type: 'toolResponse', id: id3, toolResult: { status: 'success', value: [{ type: 'text', text: rowsOut }] } }),
      ], { goose_version: '1.0.24', provider: 'databricks', model: 'goose-claude-3-5-sonnet', session_file: `~/.local/share/goose/sessions/${c.compact()}.jsonl` });
    },
  },
  {
    n: '05', domain: 'hot tub service warranty support', style: 'Helicone request logs',
    isolates: 'A support agent fetches the same warranty record twice and restates its long coverage explanation nearly word for word, never answering the customer before the session times out.',
    goal: 'Tell customer Priya Venn whether the pressure switch behind her spa\'s FLO error is covered under warranty and book a technician if so.',
    build: (c) => {
      const session = { id: c.uuid(), name: 'spa-support-chat' };
      const props = { Channel: 'webchat', Brand: 'Lakeline Spas', user: 'cust_55821' };
      const sys = { role: 'system', content: 'You are Lakeline Spas support. Use tools to check warranty coverage, then answer the customer clearly.' };
      const u = { role: 'user', content: 'My hot tub shows FLO and the heater won\'t run. Serial LS-7X-204417. Is that covered?' };
      const w = () => ({ serial: 'LS-7X-204417', model: 'Cascade 7X', purchase_date: '2023-06-02', shell_years: 10, plumbing_years: 5, equipment_years: 2, labour_years: 1, registered: true, claims: [{ id: 'CLM-3310', part: 'ozonator', closed: '2024-02-19' }], _fetched: c.http(), _trace: c.traceparent() });
      const c1 = oaCall(c, 'lookup_warranty', { serial: 'LS-7X-204417' });
      const A = 'The FLO code points at the pressure switch or a blocked filter, and the pressure switch counts as equipment, which on the Cascade 7X is only covered for two years from the June 2023 purchase date, so equipment coverage is about to end and labour coverage has already expired, meaning the part might be free but the callout would not.';
      const A2 = 'The FLO code points at the pressure switch or a blocked filter, and the pressure switch counts as equipment, which on the Cascade 7X is covered for two years from the June 2023 purchase date, so equipment coverage is about to end and labour coverage has already expired, meaning the part may be free but the callout would not.';
      const c2 = oaCall(c, 'lookup_warranty', { serial: 'LS-7X-204417' });
      const c3 = oaCall(c, 'lookup_warranty', { serial: 'LS-7X-204417' });
      const w1 = w(); c.adv(2); const w2 = w(); c.adv(2); const w3 = w();
      const tmsg = (call, r) => [{ role: 'assistant', content: null, tool_calls: [call] }, { role: 'tool', tool_call_id: call.id, content: JSON.stringify(r) }];
      return agent('session spa-support-chat', { customer: 'cust_55821', message: u.content }, { status: 'abandoned', reason: 'client disconnected after 120s idle' }, [
        hcLLM(c, { messages: [sys, u], toolCalls: [c1], props, session, path: '/triage' }),
        tool('lookup_warranty', JSON.parse(c1.function.arguments), w1, { 'Helicone-Session-Path': '/triage/tool' }),
        hcLLM(c, { messages: [sys, u, ...tmsg(c1, w1)], text: A, toolCalls: [c2], props, session, path: '/triage' }),
        tool('lookup_warranty', JSON.parse(c2.function.arguments), w2, { 'Helicone-Session-Path': '/triage/tool' }),
        hcLLM(c, { messages: [sys, u, ...tmsg(c1, w1), ...tmsg(c2, w2)], text: A2, toolCalls: [c3], props, session, path: '/triage' }),
        tool('lookup_warranty', JSON.parse(c3.function.arguments), w3, { 'Helicone-Session-Path': '/triage/tool' }),
      ], { 'Helicone-Session-Id': session.id });
    },
  },
  {
    n: '06', domain: 'estate sale cataloguing', style: 'Braintrust spans',
    isolates: 'The pricing agent re-runs an identical sold-comps search, gets the same three comps, and restates its long pricing rationale near-verbatim; the eval run stops at its turn budget without a price.',
    goal: 'Set an opening price for lot 47 (a 22-piece pink Depression glass "Cherry Blossom" set) in this weekend\'s online estate sale.',
    build: (c) => {
      const root = c.uuid();
      const comps = () => ({ query: 'cherry blossom pink depression glass set', results: [{ title: 'Jeannette Cherry Blossom pink 20 pc', sold: 185, date: '2025-03-02' }, { title: 'Cherry Blossom pink luncheon set 16pc chips', sold: 95, date: '2025-02-11' }, { title: 'Jeannette pink Cherry Blossom 24 pc w/ platter', sold: 260, date: '2025-01-27' }], took_ms: c.int(80, 400), served_by: c.host('comps-api', 6) });
      const A = 'The three sold comps cluster around 185 dollars for a twenty piece set, with the chipped sixteen piece set at 95 and the twenty four piece set with platter at 260, so our twenty two pieces without a platter should sit between 185 and 260, but I still need to decide how condition notes on lot 47 affect the opening price.';
      const A2 = 'The three sold comps cluster around 185 dollars for a twenty piece set, with the chipped sixteen piece set at 95 and the twenty four piece set with platter at 260, so our twenty two pieces without a platter should land between 185 and 260, but I still need to decide how the condition notes on lot 47 affect the opening price.';
      const q = { query: 'cherry blossom pink depression glass set', sold_only: true, days: 120 };
      const k1 = comps(), k2 = comps();
      return bt(c, 'task', 'price_lot', { lot: 47, description: '22-piece pink Cherry Blossom Depression glass, two saucers with flea bites' }, null, [
        bt(c, 'llm', 'Chat Completion', [{ role: 'user', content: 'Price lot 47: 22-piece pink Cherry Blossom set, two saucers with flea bites.' }], [{ role: 'assistant', tool_calls: [{ function: { name: 'search_sold_comps', arguments: JSON.stringify(q) } }] }], [], { model: 'gpt-4o', temperature: 0.2 }),
        bt(c, 'tool', 'search_sold_comps', q, k1),
        bt(c, 'llm', 'Chat Completion', [{ role: 'tool', content: JSON.stringify(k1) }], [{ role: 'assistant', content: A, tool_calls: [{ function: { name: 'search_sold_comps', arguments: JSON.stringify(q) } }] }], [], { model: 'gpt-4o', temperature: 0.2 }),
        bt(c, 'tool', 'search_sold_comps', q, k2),
        bt(c, 'llm', 'Chat Completion', [{ role: 'tool', content: JSON.stringify(k2) }], [{ role: 'assistant', content: A2 }], [], { model: 'gpt-4o', temperature: 0.2 }),
      ], { experiment: 'estate-pricing-v3', root_span_id: root, scores: { has_price: 0 } }, 'TurnBudgetExceeded: 3 turns used, no final price produced');
    },
  },
];
