// Family: verbatim_plan_relapse — one long reasoning/assistant step restated near-verbatim once,
// with nothing new observed in between; the run then stops or is cut off.
import { Trace } from './lib.mjs';

export const family = 'verbatim_plan_relapse';
export const labels = { loop: true, stagnation: true };

export const scenarios = [
  {
    n: '01', domain: 'cable ferries', style: 'anthropic',
    isolates: 'A long operating plan for a chain ferry is restated almost word for word after a gauge re-read that returns the same level; the run is cut off.',
    goal: 'River level at the Haddon chain ferry is rising. Decide whether to run the reduced high-water timetable tomorrow and publish the notice on the status page.',
    build(id) {
      const t = new Trace({ id, style: 'anthropic', goal: this.goal, agent: 'ferry-ops', system: 'You operate the Haddon cable ferry. Tools read the river gauge, the timetable and publish passenger notices. Publish only after you are confident.' });
      const n = t.n;
      const gauge = () => ({ station: 'HADDON-US-02', level_m: 3.42, trend_cm_per_h: 4.1, chain_slack_threshold_m: 3.6, reading_time: n.isoOffset(0), telemetry_seq: n.int(880000, 890000), source: 'ea-telemetry-gw-3' });
      t.llm('', [{ name: 'get_gauge_reading', args: { station: 'HADDON-US-02' } }, { name: 'get_timetable', args: { date: 'tomorrow', route: 'HAD-1' } }]);
      t.tool('get_gauge_reading', { station: 'HADDON-US-02' }, gauge());
      t.tool('get_timetable', { date: 'tomorrow', route: 'HAD-1' }, { route: 'HAD-1', pattern: 'normal', first: '05:15', last: '22:40', headway_min: 15, crew: ['J. Pryce', 'M. Okafor'], generated: n.http() });
      const plan = 'The gauge at Haddon upstream reads 3.42 m and is rising about 4 cm per hour, which puts it over the 3.60 m chain-slack threshold at roughly 04:30 tomorrow. My plan: switch to the reduced 30-minute high-water timetable from the 05:15 sailing, keep the 22:40 last crossing, warn the two school coach operators, and publish the notice on the status page once a second gauge reading confirms the trend.';
      t.llm(plan, [{ name: 'get_gauge_reading', args: { station: 'HADDON-US-02' } }]);
      t.tool('get_gauge_reading', { station: 'HADDON-US-02' }, gauge());
      const plan2 = 'The gauge at Haddon upstream reads 3.42 m and is rising about 4 cm per hour, which puts it over the 3.60 m chain-slack threshold at around 04:30 tomorrow. My plan: switch to the reduced 30-minute high-water timetable from the 05:15 sailing, keep the 22:40 last crossing, warn the two school coach operators, and publish the notice on the status page once a second gauge reading confirms the trend.';
      t.llm(plan2, [{ name: 'get_gauge_reading', args: { station: 'HADDON-US-02' } }]);
      return t.finish({ status: 'cancelled', reason: 'client disconnected after 600s wall clock', published: false });
    },
  },
  {
    n: '02', domain: 'community pharmacies', style: 'responses',
    isolates: 'A long reasoning summary about a suspension shortage is produced twice near-verbatim around a stock re-check that returns the same stock; the response loop ends incomplete.',
    goal: 'Amoxicillin 250mg/5ml oral suspension is unavailable. Work out an alternative for the pending paediatric prescriptions at Elm Row Pharmacy and draft the prescriber queries.',
    build(id) {
      const t = new Trace({ id, style: 'responses', goal: this.goal, agent: 'elm-row-dispensary', system: 'You support the pharmacist at Elm Row community pharmacy. You may query wholesaler stock and the PMR. Never change a prescription yourself; draft queries for prescribers.' });
      const n = t.n;
      t.llm('', [{ name: 'list_pending_scripts', args: { drug: 'amoxicillin 250mg/5ml oral suspension', status: 'owing' } }]);
      t.tool('list_pending_scripts', { drug: 'amoxicillin 250mg/5ml oral suspension', status: 'owing' }, { count: 6, items: [
        { rx: 'EPS-7Q2K', patient_age: '4y', dose: '5ml TDS x5d', prescriber: 'Dr Hale, Meadow Surgery' },
        { rx: 'EPS-7Q4M', patient_age: '6y', dose: '5ml TDS x5d', prescriber: 'Dr Hale, Meadow Surgery' },
        { rx: 'EPS-7R01', patient_age: '2y', dose: '2.5ml TDS x5d', prescriber: 'Dr Nwosu, Canal St MC' },
        { rx: 'EPS-7R0F', patient_age: '8y', dose: '10ml BD x7d', prescriber: 'Dr Nwosu, Canal St MC' },
        { rx: 'EPS-7R3A', patient_age: '5y', dose: '5ml TDS x5d', prescriber: 'NP Ellis, Meadow Surgery' },
        { rx: 'EPS-7R9C', patient_age: '3y', dose: '5ml TDS x5d', prescriber: 'Dr Hale, Meadow Surgery' }], pmr_sync: n.isoNoMs() });
      t.llm('', [{ name: 'check_wholesaler_stock', args: { pip_codes: ['1056423', '1056415'], wholesalers: ['alliance', 'aah'] } }]);
      const stock = () => ({ checked_at: n.http(), request_id: n.reqId('whs_'), lines: [
        { pip: '1056423', desc: 'Amoxicillin 250mg/5ml susp 100ml', alliance: 'OOS (due 14th)', aah: 'OOS - manufacturer' },
        { pip: '1056415', desc: 'Amoxicillin 125mg/5ml susp 100ml', alliance: 'in stock (40)', aah: 'in stock (12)' }], ssp_active: { ref: 'SSP061', drug: 'amoxicillin 250mg/5ml susp', allows: '125mg/5ml at double volume' } });
      t.tool('check_wholesaler_stock', { pip_codes: ['1056423', '1056415'], wholesalers: ['alliance', 'aah'] }, stock());
      const r1 = 'The 250mg/5ml suspension is out of stock at both Alliance and AAH until at least the 14th, while 125mg/5ml is available in quantity; SSP061 is active and allows supplying 125mg/5ml at double the volume, so all six owing scripts can be covered without prescriber changes, but doubled volumes for the 2-year-old and 8-year-old need careful counselling and labelling, so I should re-check stock before drafting anything.';
      t.llm('', [{ name: 'check_wholesaler_stock', args: { pip_codes: ['1056423', '1056415'], wholesalers: ['alliance', 'aah'] } }], { reasoning: r1 });
      t.tool('check_wholesaler_stock', { pip_codes: ['1056423', '1056415'], wholesalers: ['alliance', 'aah'] }, stock());
      const r2 = 'The 250mg/5ml suspension is out of stock at both Alliance and AAH until at least the 14th, while the 125mg/5ml is available in quantity; SSP061 is active and allows supplying 125mg/5ml at double the volume, so all six owing scripts can be covered without prescriber changes, but the doubled volumes for the 2-year-old and 8-year-old need careful counselling and labelling, so I should re-check stock before drafting anything.';
      t.llm('', [{ name: 'check_wholesaler_stock', args: { pip_codes: ['1056423', '1056415'], wholesalers: ['alliance', 'aah'] } }], { reasoning: r2 });
      return t.finish({ status: 'incomplete', incomplete_details: { reason: 'max_tool_rounds' }, drafts: [] });
    },
  },
  {
    n: '03', domain: 'software engineering (Go data race)', style: 'swe_agent',
    isolates: 'An SWE-agent discussion diagnosing a Go data race is repeated near-verbatim after rerunning the same race test, whose output differs only in goroutine ids, addresses and timings; the run then hits its cost limit.',
    goal: 'Fix the flaky TestConcurrentGet in github.com/kestrel-io/tilecache: `go test -race ./internal/cache/` reports a DATA RACE intermittently.',
    build(id) {
      const t = new Trace({ id, style: 'swe_agent', goal: this.goal, agent: 'kestrel-io__tilecache-412', system: 'You are an autonomous programmer working in a shell. Respond with a DISCUSSION followed by exactly one command in a code block.' });
      const n = t.n;
      t.llm('DISCUSSION\nLet me first look at the cache package to see how Get and eviction share state.\n\n```\nopen internal/cache/lru.go 70\n```');
      t.tool('open', { command: 'open internal/cache/lru.go 70' }, `[File: /repo/internal/cache/lru.go (141 lines total)]\n(60 more lines above)\n70:func (c *Cache) Get(key string) ([]byte, bool) {\n71:\tc.mu.RLock()\n72:\tdefer c.mu.RUnlock()\n73:\tel, ok := c.items[key]\n74:\tif !ok {\n75:\t\treturn nil, false\n76:\t}\n77:\tc.ll.MoveToFront(el)\n78:\treturn el.Value.(*entry).val, true\n79:}\n...\n86:func (c *Cache) evictLocked() {\n87:\tback := c.ll.Back()\n88:\tdelete(c.items, back.Value.(*entry).key)\n89:\tc.ll.Remove(back)\n90:}\n(51 more lines below)`);
      const race = () => `==================\nWARNING: DATA RACE\nWrite at 0x${n.hex(10)} by goroutine ${n.int(20, 90)}:\n  container/list.(*List).move()\n      /usr/local/go/src/container/list/list.go:122 +0x${n.hex(3)}\n  github.com/kestrel-io/tilecache/internal/cache.(*Cache).Get()\n      /repo/internal/cache/lru.go:77 +0x${n.hex(3)}\n\nPrevious read at 0x${n.hex(10)} by goroutine ${n.int(20, 90)}:\n  github.com/kestrel-io/tilecache/internal/cache.(*Cache).Get()\n      /repo/internal/cache/lru.go:77 +0x${n.hex(3)}\n==================\n--- FAIL: TestConcurrentGet (${(0.01 + n.f() * 0.05).toFixed(2)}s)\n    testing.go:1398: race detected during execution of test\nFAIL\nFAIL\tgithub.com/kestrel-io/tilecache/internal/cache\t${(1 + n.f()).toFixed(3)}s\nFAIL`;
      t.llm('DISCUSSION\nRun the failing test with the race detector to confirm where it fires.\n\n```\ngo test -race ./internal/cache/ -run TestConcurrentGet -count=1\n```');
      t.tool('bash', { command: 'go test -race ./internal/cache/ -run TestConcurrentGet -count=1' }, race());
      const d1 = 'DISCUSSION\nThe race detector points at lru.go:77, where Get calls c.ll.MoveToFront while holding only the read lock, so two concurrent readers both mutate the linked list. The fix is either to take the full write lock in Get because moving an element is a write, or to record hits in a sharded counter and apply the LRU bump later under the write lock. Taking the write lock is the smallest safe change, so let me rerun the test first to be sure it is this line every time.\n\n```\ngo test -race ./internal/cache/ -run TestConcurrentGet -count=1\n```';
      t.llm(d1);
      t.tool('bash', { command: 'go test -race ./internal/cache/ -run TestConcurrentGet -count=1' }, race());
      const d2 = 'DISCUSSION\nThe race detector points at lru.go:77, where Get calls c.ll.MoveToFront while only holding the read lock, so two concurrent readers both mutate the linked list. The fix is either to take the full write lock in Get because moving an element is a write, or to record hits in a sharded counter and apply the LRU bump later under the write lock. Taking the write lock is the smallest safe change, so let me rerun the test first to be sure it is this line every time.\n\n```\ngo test -race ./internal/cache/ -run TestConcurrentGet -count=1\n```';
      t.llm(d2);
      return t.finish({ exit_status: 'exit_cost', submission: null, model_stats: { instance_cost: 3.02, api_calls: 4 } });
    },
  },
  {
    n: '04', domain: 'cattle feedlots', style: 'crewai',
    isolates: 'A CrewAI nutritionist restates the same long ration thought after a bunk-score lookup returns the same scores again; the agent is stopped by the iteration limit.',
    goal: 'Review this week\'s bunk scores for pens 11-16 at Coldwater feedyard and issue an adjusted feed call sheet for tomorrow morning.',
    build(id) {
      const t = new Trace({ id, style: 'crewai', goal: this.goal, agent: 'Feedlot Nutritionist', system: 'You are Feedlot Nutritionist. Your goal: keep cattle on feed and gaining without acidosis. Use the tools. Respond as Thought/Action/Action Input or Final Answer.' });
      const n = t.n;
      const scores = () => ({ yard: 'Coldwater', read_by: 'bunk-reader-app v3.2', pulled_at: n.dmy(), pens: { 11: [0.5, 0.5, 1], 12: [1, 1, 0.5], 13: [0.5, 0.5, 0.5], 14: [0, 0, 0], 15: [1, 0.5, 1], 16: [0.5, 1, 0.5] }, sync_token: n.hex(12) });
      t.group('chain', 'Task: Adjust feed calls', { description: this.goal, expected_output: 'Feed call sheet for pens 11-16' }, () => {
        t.group('agent', 'Feedlot Nutritionist', { role: 'Feedlot Nutritionist', tools: ['Bunk Score Reader', 'Ration Calculator'] }, () => {
          t.llm('Thought: I need the last three mornings of bunk scores for pens 11-16.\nAction: Bunk Score Reader\nAction Input: {"yard": "Coldwater", "pens": "11-16", "days": 3}');
          t.tool('Bunk Score Reader', { yard: 'Coldwater', pens: '11-16', days: 3 }, scores());
          t.llm('Thought: Pen 14 is slick; let me see what the current finishing ration delivers.\nAction: Ration Calculator\nAction Input: {"ration": "FIN-3", "pen": 14, "dm_lb_head": 22.5}');
          t.tool('Ration Calculator', { ration: 'FIN-3', pen: 14, dm_lb_head: 22.5 }, { ration: 'FIN-3', corn_pct: 62, ddgs_pct: 20, hay_pct: 8, supplement_pct: 10, NEg_mcal_lb: 0.66, calc_id: n.uuid() });
          const th = 'Thought: Pen 14 bunk scores have been 0 for three straight mornings, so those heifers are cleaning the bunk and intake is limiting gain; I should step the finishing ration up by 0.5 lb DM per head, keep the corn-to-distillers ratio at 62:20, leave pens 11-13 and 15-16 unchanged, and confirm the scores once more before writing the call sheet.\nAction: Bunk Score Reader\nAction Input: {"yard": "Coldwater", "pens": "11-16", "days": 3}';
          t.llm(th);
          t.tool('Bunk Score Reader', { yard: 'Coldwater', pens: '11-16', days: 3 }, scores());
          const th2 = 'Thought: Pen 14 bunk scores have been 0 for three straight mornings, so those heifers are cleaning the bunk and intake is limiting their gain; I should step the finishing ration up by 0.5 lb DM per head, keep the corn-to-distillers ratio at 62:20, leave pens 11-13 and 15-16 unchanged, and confirm the scores once more before writing the call sheet.\nAction: Bunk Score Reader\nAction Input: {"yard": "Coldwater", "pens": "11-16", "days": 3}';
          t.llm(th2);
          return 'Agent stopped due to iteration limit or time limit.';
        }, { metadata: { max_iter: 4, allow_delegation: false } });
      });
      return t.finish({ tasks_output: [{ raw: 'Agent stopped due to iteration limit or time limit.', agent: 'Feedlot Nutritionist' }] });
    },
  },
  {
    n: '05', domain: 'trademark watch', style: 'langgraph',
    isolates: 'A LangGraph agent writes a long opposition recommendation, re-runs the same register search (same hits), then writes the same recommendation again instead of finishing.',
    goal: 'Our watch service flagged the application "LUMENWAY" in class 9. Decide whether to recommend an opposition for our client\'s LUMENA mark and note the deadline.',
    build(id) {
      const t = new Trace({ id, style: 'langgraph', goal: this.goal, agent: 'tm-watch', system: 'You are a trade mark watch analyst. Use the register search. Give a recommendation with reasons and the opposition deadline.' });
      const n = t.n;
      const hits = () => ({ query: 'LUMENWAY', register: 'UKIPO', searched_at: n.iso(), took_ms: n.ms(120, 900), hits: [
        { app_no: 'UK00004089117', mark: 'LUMENWAY', classes: [9, 42], status: 'Published', publication: '2025-03-14', opposition_deadline: '2025-05-14', applicant: 'Lumenway Labs Ltd' },
        { app_no: 'UK00003650211', mark: 'LUMENA', classes: [9, 11], status: 'Registered', owner: 'Lumena Lighting GmbH' }] });
      t.llm('', [{ name: 'search_register', args: { mark: 'LUMENWAY', register: 'UKIPO', classes: [9] } }]);
      t.tool('search_register', { mark: 'LUMENWAY', register: 'UKIPO', classes: [9] }, hits());
      const rec = 'Recommendation: oppose. LUMENWAY shares the distinctive LUMEN- prefix with our client\'s registered LUMENA mark, both cover class 9 lighting-control software, and the applicant also claims class 42 services that overlap with our client\'s app platform, so there is a real likelihood of confusion under section 5(2)(b). The opposition deadline is 14 May 2025, extendable by one month with a TM7A notice of threatened opposition, which I suggest filing first.';
      t.llm(rec, [{ name: 'search_register', args: { mark: 'LUMENWAY', register: 'UKIPO', classes: [9] } }]);
      t.tool('search_register', { mark: 'LUMENWAY', register: 'UKIPO', classes: [9] }, hits());
      const rec2 = 'Recommendation: oppose. LUMENWAY shares the distinctive LUMEN- prefix with our client\'s registered LUMENA mark, both cover class 9 lighting-control software, and the applicant also claims class 42 services overlapping with our client\'s app platform, so there is a real likelihood of confusion under section 5(2)(b). The opposition deadline is 14 May 2025, extendable by one month with a TM7A notice of threatened opposition, which I suggest filing first.';
      t.llm(rec2, [{ name: 'search_register', args: { mark: 'LUMENWAY', register: 'UKIPO', classes: [9] } }]);
      return t.finish({ error: 'GraphRecursionError: Recursion limit of 6 reached without hitting a stop condition.' });
    },
  },
  {
    n: '06', domain: 'ambulance dispatch', style: 'smolagents',
    isolates: 'A smolagents CodeAgent repeats its long standby-coverage thought and the same code after an unchanged unit-status observation; it then runs out of steps.',
    goal: 'Two ambulances in the north sector are tied up at a multi-vehicle collision. Propose standby moves so every postcode in the sector keeps an 8-minute response, and post the plan to the dispatch board.',
    build(id) {
      const t = new Trace({ id, style: 'smolagents', goal: this.goal, agent: 'cad-standby', system: 'You are an expert assistant who solves tasks with Python code. Use Thought:, Code:, and Observation: cycles. Tools: get_unit_status, coverage_gaps, post_to_board.' });
      const n = t.n;
      const status = () => `units as of ${n.clock()} (feed ${n.hex(8)}):\n  A12  AT_SCENE  M62 J19 collision   since 14:02\n  A15  AT_SCENE  M62 J19 collision   since 14:05\n  A21  AVAILABLE Kirkby station\n  A07  AVAILABLE Ormsby station\n  RRV3 AVAILABLE Hallam Rd standby\ncoverage gap postcodes (8 min): NK4, NK7`;
      const step = (i, thought, code, obs) => t.group('chain', `Step ${i}`, { step_number: i }, () => {
        t.llm(`Thought: ${thought}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`);
        if (obs) t.tool('get_unit_status', { sector: 'north' }, obs);
        return { observations: obs ? `Execution logs:\n${obs}\nLast output from code snippet:\nNone` : null };
      });
      step(1, 'I will look at the current unit status in the north sector.', 'print(get_unit_status(sector="north"))', status());
      const th = 'A12 and A15 are committed at the M62 J19 collision, which leaves NK4 and NK7 outside the 8-minute line. Moving A21 from Kirkby to the Hallam Rd standby point and sending RRV3 forward to Bridge St should close both gaps while A07 keeps Ormsby covered; before posting I want to re-check that none of these units has been assigned in the meantime.';
      step(2, th, 'status = get_unit_status(sector="north")\nprint(status)', status());
      const th2 = 'A12 and A15 are committed at the M62 J19 collision, which leaves NK4 and NK7 outside the 8-minute line. Moving A21 from Kirkby to the Hallam Rd standby point and sending RRV3 forward to Bridge St should close both gaps while A07 keeps Ormsby covered; before posting I want to re-check that none of these units has been assigned in the meantime.';
      step(3, th2, 'status = get_unit_status(sector="north")\nprint(status)', null);
      return t.finish({ error: 'AgentMaxStepsError: Reached max steps.', final_answer: null }, { 'smolagents.max_steps': 3 });
    },
  },
];
