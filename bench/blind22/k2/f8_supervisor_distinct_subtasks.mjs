// Healthy: a supervisor gives the same worker agent different sub-tasks in turn, each answered with new results, then a synthesis.
import { makeStyle, span, js } from './lib.mjs';

export const family = 'supervisor_distinct_subtasks';
export const loop = false;
export const stagnation = false;
export const isolates = 'The same worker agent invoked repeatedly by a supervisor, but with a different sub-task each time and a different result, followed by a synthesis.';

// One worker invocation: agent span with llm -> tool -> llm(answer)
function worker(S0, agentName, style, task, tool, args, out, answer, meta = {}) {
  const W = S0.fork({ style, system: `You are ${agentName}.`, goal: task, agentName });
  const ch = [W.llm(null, [[tool, args]]), W.tool(tool, args, out), W.llm(answer, [])];
  return span('agent', agentName, { input: task }, { output: answer }, ch, { metadata: meta });
}

export const rows = [
  {
    n: '01', domain: 'robot vacuum warranty support', style: 'OpenAI Agents SDK (agents as tools)',
    isolates: 'A support supervisor calls the Device Diagnostics agent three times — error code, warranty status, part stock — each returning new facts, then replies to the customer.',
    goal: 'Customer ticket #58120: "My Vacuvo R7 stops after 2 minutes and shows E14. Bought it 13 months ago. Is this covered?"',
    build(N) {
      const S = makeStyle('openai_agents', N, { model: 'gpt-4o', system: 'You are the Vacuvo support lead. Use device_diagnostics for facts.', goal: this.goal });
      const c = [];
      const calls = [
        ['What does error E14 on a Vacuvo R7 mean and what is the usual fix?', 'lookup_error_code', { model: 'R7', code: 'E14' }, { code: 'E14', meaning: 'main brush motor over-current', common_causes: ['hair wrapped on brush bearing', 'failed brush motor (fw < 3.2.1)'], fix: 'clean bearing caps; if persists replace brush motor module BM-R7', kb: 'KB-' + N.int(1000, 9999), kb_updated: N.ymd() }, 'E14 is main-brush motor over-current: first clean hair from the brush bearing caps; if it persists, the brush motor module BM-R7 needs replacing.'],
        ['Is serial VR7-2023-118842 still under warranty, given purchase 13 months ago?', 'warranty_status', { serial: 'VR7-2023-118842' }, { serial: 'VR7-2023-118842', purchased: N.ymdPlus(-396), standard_months: 12, extended: { plan: 'Vacuvo Care+', months: 24, active: true }, covered_parts: ['motors', 'battery', 'mainboard'] }, 'Standard 12-month warranty has expired, but the unit has Vacuvo Care+ (24 months) which is active and covers motors, so a BM-R7 replacement is covered.'],
        ['Do we have BM-R7 brush motor modules in stock for a UK shipment?', 'parts_stock', { sku: 'BM-R7', region: 'UK' }, { sku: 'BM-R7', warehouse: 'DTC-Northampton', on_hand: 37, next_dispatch: N.ymdPlus(1), carrier: 'DPD', stock_snapshot: N.isoNoMs() }, 'BM-R7 is in stock in Northampton (37 units) and can ship tomorrow with DPD.'],
      ];
      for (const [task, tool, args, out, ans] of calls) {
        c.push(S.llm(null, [['device_diagnostics', { input: task }]]));
        c.push(span('tool', 'device_diagnostics', js({ input: task }), ans, [worker(S, 'Device Diagnostics', 'openai_agents', task, tool, args, out, ans, { span_type: 'agent' })], { metadata: { span_type: 'function' } }));
      }
      const reply = 'Hi! E14 means the main brush motor is drawing too much current. Please first clean any hair from the brush end caps. If E14 returns, your Vacuvo Care+ plan (active until month 24) covers a replacement brush motor module: we have stock and can ship it tomorrow by DPD at no cost.';
      c.push(S.llm(reply, []));
      return S.root([S.agent('Support Lead', { input: this.goal }, { final_output: reply }, c, { span_type: 'agent', tools: ['device_diagnostics'] })], { output: reply, workflow: 'vacuvo-support' });
    },
  },
  {
    n: '02', domain: 'sign language evening classes', style: 'CrewAI (hierarchical process)',
    isolates: 'A CrewAI manager delegates three different questions to the same Course Scheduler agent (room availability, tutor availability, deaf-community event clashes), gets three different answers, then writes the term plan.',
    goal: 'Schedule a 10-week BSL Level 1 evening course for the spring term at the Eastfield community centre.',
    build(N) {
      const llm = (role, text) => { N.tick(800, 6000); return span('llm', 'LLM Call', { model: 'gpt-4o-mini', role }, text, [], { metadata: { 'crewai.llm': 'openai/gpt-4o-mini', tokens: N.int(600, 2500) } }); };
      const tool = (name, input, out) => { N.tick(100, 2000); return span('tool', name, input, out, [], { metadata: { 'crewai.tool.name': name } }); };
      const sub = (task, tname, targs, tout, answer) => span('agent', 'Agent: Course Scheduler', { role: 'Course Scheduler', task }, answer, [llm('Course Scheduler', `Thought: I should check this directly.\nAction: ${tname}\nAction Input: ${js(targs)}`), tool(tname, targs, tout), llm('Course Scheduler', `Thought: I now know the final answer\nFinal Answer: ${answer}`)]);
      const deleg = (task, child) => span('tool', 'Delegate work to coworker', { task, context: 'BSL Level 1 spring course', coworker: 'Course Scheduler' }, child.output, [child], { metadata: { 'crewai.tool.name': 'Delegate work to coworker' } });
      const c = [];
      const items = [
        ['Which rooms at Eastfield are free on weekday evenings for 10 weeks from 13 Jan, with good lighting for signing?', 'room_calendar', { venue: 'eastfield', from: '2025-01-13', weeks: 10, after: '18:00' }, `Room availability (exported ${N.euDate()}):\n- Studio 2: Mon, Wed 18:30-20:30 (daylight lamps, 16 seats)\n- Meeting Room A: Tue 19:00-21:00 (fluorescent, 12 seats)\n- Hall: Thu booked (choir)`, 'Studio 2 is free Mondays and Wednesdays 18:30-20:30 for all 10 weeks and has daylight lamps; Meeting Room A (Tuesdays) has poor fluorescent light.'],
        ['When is the tutor, Dana Whitlock, available for a 10-week evening commitment this spring?', 'tutor_availability', { tutor: 'Dana Whitlock', term: 'spring' }, { tutor: 'Dana Whitlock', signature_level: 6, free: ['Mon 18:00-21:00', 'Thu 18:00-21:00'], unavailable_weeks: ['2025-02-17'], updated: N.iso() }, 'Dana is free Monday and Thursday evenings, except the week of 17 February.'],
        ['Do any local deaf-community events clash with Monday evenings in spring?', 'community_events', { region: 'eastfield', day: 'Mon', term: 'spring' }, { events: [{ name: 'Deaf Club social', when: 'first Friday monthly' }, { name: 'Deaf awareness talk (library)', when: '2025-03-10 Mon 18:00' }], source: 'deafhub-calendar', fetched: N.httpDate() }, 'Only one Monday clash: a deaf awareness talk at the library on 10 March at 18:00; the Deaf Club social is on Fridays.'],
      ];
      for (const [task, tname, targs, tout, ans] of items) {
        c.push(llm('Course Coordinator (manager)', `Thought: I need to know: ${task}\nAction: Delegate work to coworker\nAction Input: {"coworker": "Course Scheduler", "task": ${js(task)}}`));
        c.push(deleg(task, sub(task, tname, targs, tout, ans)));
      }
      const fin = 'Final Answer: BSL Level 1 runs Mondays 18:30-20:30 in Studio 2 from 13 January, 10 sessions, tutor Dana Whitlock. No class in the week of 17 February (Dana away), so the course ends on 24 March. On 10 March the class joins the library deaf awareness talk at 18:00 as a field session.';
      c.push(llm('Course Coordinator (manager)', 'Thought: I now have rooms, tutor dates and clashes.\n' + fin));
      const task = span('chain', 'Task: schedule BSL Level 1', { description: this.goal }, fin, [span('agent', 'Agent: Course Coordinator', { role: 'Course Coordinator', allow_delegation: true }, fin, c)]);
      return span('agent', 'Crew: eastfield-courses', { inputs: { course: 'BSL Level 1' } }, fin, [task], { metadata: { process: 'hierarchical', crew_id: N.uuid() } });
    },
  },
  {
    n: '03', domain: 'S3 lifecycle cost review', style: 'LangSmith / LangGraph (supervisor + worker subgraph)',
    isolates: 'A LangGraph supervisor sends the same bucket_analyst worker three different buckets; each analysis returns different sizes, access patterns and savings, then the supervisor totals them.',
    goal: 'Recommend S3 lifecycle rules for our three biggest buckets and estimate monthly savings.',
    build(N) {
      const S = makeStyle('langgraph', N, { model: 'gpt-4.1', system: 'You are the supervisor. Delegate bucket analysis to bucket_analyst.', goal: this.goal });
      const c = [];
      const bks = [
        ['mediahub-raw-uploads', { bucket: 'mediahub-raw-uploads', size_tb: 182.4, objects: 41200000, last_90d_get_ratio: 0.012, avg_obj_mb: 4.4, class: 'STANDARD', inventory_date: N.ymd() }, 'mediahub-raw-uploads: 182.4 TB in STANDARD, only 1.2% of objects read in 90 days. Transition to Glacier Instant Retrieval after 30 days: ~182 TB × ($23-$4)/TB = ~$3,460/month saved.'],
        ['ci-build-artifacts', { bucket: 'ci-build-artifacts', size_tb: 64.0, objects: 9800000, last_90d_get_ratio: 0.003, noncurrent_versions_tb: 41.7, class: 'STANDARD', inventory_date: N.ymd() }, 'ci-build-artifacts: 64 TB, of which 41.7 TB are noncurrent versions. Expire noncurrent versions after 7 days and current objects after 90 days: ~$1,250/month saved.'],
        ['analytics-parquet', { bucket: 'analytics-parquet', size_tb: 97.1, objects: 2300000, last_90d_get_ratio: 0.41, avg_obj_mb: 42.0, class: 'STANDARD', inventory_date: N.ymd() }, 'analytics-parquet: 97 TB with 41% read within 90 days (unpredictable access). Use Intelligent-Tiering rather than fixed transitions: ~$780/month expected saving, plus a monitoring fee of ~$6.'],
      ];
      for (const [b, inv, ans] of bks) {
        const task = `Analyse bucket ${b}: size, access pattern, and the best lifecycle rule with monthly savings.`;
        c.push(S.llm('', [['bucket_analyst', { task }]]));
        c.push(worker(S, 'bucket_analyst', 'langgraph', task, 's3_inventory_summary', { bucket: b }, inv, ans, { langgraph_node: 'bucket_analyst', checkpoint_ns: 'bucket_analyst:' + N.uuid() }));
      }
      const syn = 'Recommended rules: raw uploads → Glacier IR after 30 days (~$3,460/mo); CI artifacts → expire noncurrent versions after 7 days and current objects after 90 days (~$1,250/mo); analytics parquet → Intelligent-Tiering (~$780/mo). Total ≈ $5,490/month.';
      c.push(S.llm(syn, []));
      return S.root(c, { output: syn });
    },
  },
  {
    n: '04', domain: 'pecan shelling plant QA', style: 'AutoGen (SelectorGroupChat)',
    isolates: 'A plant-manager agent asks the same qa_inspector agent about three different lots (moisture, aflatoxin, kernel grade); each answer is different, and the manager then decides which lots ship.',
    goal: 'Decide which of today\'s three shelled-pecan lots (L-2207, L-2208, L-2209) can ship to the bakery customer, whose spec is moisture ≤4.5%, aflatoxin ≤4 ppb, ≥90% halves.',
    build(N) {
      const S = makeStyle('autogen', N, { model: 'gpt-4o', system: 'You are plant_manager. Ask qa_inspector for lab facts.', goal: this.goal, agentName: 'plant_manager' });
      const c = [];
      const lots = [
        ['Lot L-2207: what is the moisture content after drying?', 'lab_result', { lot: 'L-2207', test: 'moisture' }, { lot: 'L-2207', moisture_pct: 4.1, method: 'AOAC 925.40', analyst: 'R.Beltran', sampled: N.slashDate() }, 'L-2207 moisture is 4.1% (AOAC 925.40), within spec.'],
        ['Lot L-2208: what is the aflatoxin result?', 'lab_result', { lot: 'L-2208', test: 'aflatoxin' }, { lot: 'L-2208', aflatoxin_total_ppb: 6.8, method: 'HPLC-FLD', retest_scheduled: true, sampled: N.slashDate() }, 'L-2208 total aflatoxin is 6.8 ppb, above the 4 ppb limit; a retest is scheduled. It cannot ship.'],
        ['Lot L-2209: what is the halves percentage and moisture?', 'lab_result', { lot: 'L-2209', test: 'grade' }, { lot: 'L-2209', halves_pct: 92.5, pieces_pct: 7.5, moisture_pct: 3.8, grader: 'line-3 optical sorter v' + N.int(2, 5), sampled: N.slashDate() }, 'L-2209 is 92.5% halves with 3.8% moisture: it meets the grade and moisture spec.'],
      ];
      for (const [task, tool, args, out, ans] of lots) {
        c.push(S.llm(task, []));
        c.push(worker(S, 'qa_inspector', 'autogen', task, tool, args, out, ans, { 'autogen.agent.type': 'AssistantAgent' }));
      }
      const fin = 'Decision: ship L-2207 and L-2209 to the bakery; hold L-2208 (aflatoxin 6.8 ppb) pending retest. TERMINATE';
      c.push(S.llm(fin, []));
      return S.root(c, { name: 'SelectorGroupChat', output: fin, count: 11 });
    },
  },
  {
    n: '05', domain: 'municipal playground inspections', style: 'Google ADK (AgentTool worker)',
    isolates: 'An ADK coordinator calls the same inspection_agent for three different playgrounds; each returns distinct defects and risk scores, then the coordinator ranks the repair work.',
    goal: 'Summarise this month\'s routine inspections for the three Westvale playgrounds and prioritise repairs.',
    build(N) {
      const S = makeStyle('adk', N, { model: 'gemini-2.0-flash', system: 'You coordinate playground safety.', goal: this.goal, agentName: 'parks_coordinator' });
      const c = [];
      const sites = [
        ['Alder Park', { site: 'Alder Park', inspected: N.euDate(), defects: [{ item: 'basket swing shackle', wear_pct: 45, risk: 'high' }, { item: 'bark surfacing depth', measured_mm: 180, required_mm: 300, risk: 'medium' }], inspector: 'RPII #' + N.int(1000, 9999) }, 'Alder Park: basket-swing shackle 45% worn (high risk, replace now); bark surfacing 180 mm vs 300 mm required under the climbing frame (medium).'],
        ['Millrace Green', { site: 'Millrace Green', inspected: N.euDate(), defects: [{ item: 'spring rocker', note: 'missing bolt cap', risk: 'low' }], inspector: 'RPII #' + N.int(1000, 9999) }, 'Millrace Green: one spring rocker is missing a bolt cap (low risk, fix at next visit).'],
        ['Quarry Rise', { site: 'Quarry Rise', inspected: N.euDate(), defects: [{ item: 'zip wire end stop', note: 'rubber buffer split', risk: 'high' }, { item: 'gate self-closer', closes_in_s: 9, required_s: '3-5', risk: 'medium' }], inspector: 'RPII #' + N.int(1000, 9999) }, 'Quarry Rise: zip-wire end-stop buffer split (high, close the zip wire until replaced); gate self-closer takes 9 s, should be 3-5 s (medium).'],
      ];
      for (const [site, out, ans] of sites) {
        const task = `Summarise the latest inspection at ${site} with risk levels.`;
        c.push(S.llm(null, [['inspection_agent', { request: task }]]));
        c.push(span('tool', 'execute_tool inspection_agent', { 'gen_ai.tool.call.arguments': { request: task } }, { 'gen_ai.tool.call.result': ans }, [worker(S, 'inspection_agent', 'adk', task, 'get_inspection_report', { site }, out, ans, { 'gen_ai.agent.name': 'inspection_agent' })], { metadata: { 'gen_ai.tool.name': 'inspection_agent', 'gen_ai.tool.type': 'AgentTool' } }));
      }
      const fin = 'Priority 1 (this week): close the Quarry Rise zip wire and replace its end-stop buffer; replace the Alder Park basket-swing shackle. Priority 2 (this month): top up Alder Park bark to 300 mm; adjust the Quarry Rise gate closer to 3-5 s. Priority 3: Millrace Green bolt cap at next routine visit.';
      c.push(S.llm(fin, []));
      return S.root(c, { output: fin, app: 'westvale-parks' });
    },
  },
  {
    n: '06', domain: 'amateur dramatics society production', style: 'Agno team (coordinate mode) — not in the named list',
    isolates: 'An Agno team leader asks the same props_researcher member three different things for a 1920s-set play (telephone, newspaper, cigarette case), gets three different sourcing answers, then compiles the props list.',
    goal: 'Build the props sourcing list for the Harbour Players\' production of "Hay Fever" (set 1925).',
    build(N) {
      const S = makeStyle('agno', N, { model: 'gpt-4o-mini', system: 'You lead the Harbour Players props team.', goal: this.goal, agentName: 'props-team-leader' });
      const c = [];
      const items = [
        ['Find a period-correct 1920s British candlestick telephone we can borrow or hire.', 'search_prop_hire', { query: '1920s candlestick telephone', region: 'SW England' }, { results: [{ supplier: 'Stagecraft Hire Bristol', item: 'GPO 150 candlestick (non-working)', weekly_gbp: 18, deposit_gbp: 50 }], searched: N.iso() }, 'Stagecraft Hire Bristol has a non-working GPO 150 candlestick phone at £18/week plus £50 deposit.'],
        ['We need a replica newspaper from June 1925 for Act 2. Options?', 'search_prop_hire', { query: 'replica newspaper June 1925', region: 'UK' }, { results: [{ supplier: 'Historic Newspapers (print-to-order)', item: 'Daily Mail 13 June 1925 replica', price_gbp: 24.99, lead_days: 5 }], searched: N.iso() }, 'A Daily Mail replica for 13 June 1925 can be printed to order for £24.99 with a 5-day lead time.'],
        ['Source a slim silver-coloured cigarette case (1920s style) for Sandy; stage-safe.', 'search_prop_hire', { query: 'art deco cigarette case prop', region: 'UK' }, { results: [{ supplier: 'charity shop network', item: 'EPNS engine-turned case', price_gbp: 12 }, { supplier: 'Stagecraft Hire Bristol', item: 'art deco case', weekly_gbp: 5 }], searched: N.iso() }, 'Buy an EPNS engine-turned case through the charity shop network for about £12; cheaper than hiring over a 3-week run.'],
      ];
      for (const [task, tool, args, out, ans] of items) {
        c.push(S.llm(null, [['transfer_task_to_member', { member_id: 'props_researcher', task_description: task, expected_output: 'supplier, item, cost' }]]));
        c.push(span('tool', 'transfer_task_to_member', { tool_name: 'transfer_task_to_member', tool_args: { member_id: 'props_researcher', task_description: task } }, { result: ans }, [worker(S, 'props_researcher', 'agno', task, tool, args, out, ans, { member_id: 'props_researcher' })]));
      }
      const fin = 'Props list: candlestick phone from Stagecraft Hire (£18/wk + £50 deposit); replica Daily Mail 13 June 1925 (£24.99, order 5 days ahead); EPNS cigarette case bought (~£12). Estimated total for a 3-week run: £90.99 plus refundable deposit.';
      c.push(S.llm(fin, []));
      return S.root(c, { output: fin });
    },
  },
];
