import { agent, llm, tool, span, oaCall, hcLLM } from './lib.mjs';

export const family = {
  name: 'many_distinct_record_reads',
  loop: false,
  stagnation: false,
  isolates: 'The same read tool is called many times with the same output template but different records and contents, followed by a summary that uses them.',
};

export const rows = [
  {
    n: '01', domain: 'party balloon decorating supplies', style: 'Helicone request logs',
    isolates: 'Five supplier price sheets are fetched with the same tool and template (different suppliers, prices, minimums), then the cheapest compliant supplier is chosen.',
    goal: 'Find the cheapest supplier for 2,000 x 12-inch pastel latex balloons and 30 kg helium for the Lakeview Mall Easter installation, delivered by 10 April.',
    build: (c) => {
      const session = { id: c.uuid(), name: 'balloon-sourcing' };
      const sys = { role: 'system', content: 'Compare supplier price sheets and pick the cheapest that meets quantity and delivery date.' };
      const sheets = [
        ['sempertex-uk', { latex_12in_pastel_per_100: 11.8, helium_per_kg: 14.2, min_order_gbp: 150, lead_days: 3 }],
        ['qualatex-dist-north', { latex_12in_pastel_per_100: 13.4, helium_per_kg: 12.9, min_order_gbp: 100, lead_days: 5 }],
        ['partyhub-wholesale', { latex_12in_pastel_per_100: 9.9, helium_per_kg: 16.5, min_order_gbp: 250, lead_days: 2 }],
        ['gasline-events', { latex_12in_pastel_per_100: null, helium_per_kg: 11.4, min_order_gbp: 80, lead_days: 4, note: 'helium only' }],
        ['kalisan-direct', { latex_12in_pastel_per_100: 10.6, helium_per_kg: 15.1, min_order_gbp: 300, lead_days: 12 }],
      ];
      const k = [];
      sheets.forEach(([sup, body], i) => {
        const call = oaCall(c, 'get_price_sheet', { supplier: sup });
        k.push(hcLLM(c, { messages: [sys, { role: 'user', content: 'Compare suppliers for 2,000 balloons + 30 kg helium by 10 April.' }], text: i === 0 ? 'Reading the five supplier sheets one by one.' : null, toolCalls: [call], session, path: '/compare' }));
        k.push(tool('get_price_sheet', { supplier: sup }, { supplier: sup, currency: 'GBP', valid_from: c.dateOnly(), ...body, etag: c.etag() }));
      });
      k.push(hcLLM(c, { messages: [sys], text: 'Cheapest split that arrives in time: balloons from PartyHub (20 x 9.90 = GBP 198, 2-day lead) and helium from Gasline (30 x 11.40 = GBP 342, 4-day lead), total GBP 540. Kalisan is cheaper on latex than Sempertex but its 12-day lead misses 10 April.', session, path: '/compare' }));
      return agent('session balloon-sourcing', { request: 'Easter installation sourcing' }, { decision: 'PartyHub latex + Gasline helium, GBP 540' }, k, { 'Helicone-Session-Id': session.id });
    },
  },
  {
    n: '02', domain: 'CrossFit box membership freezes', style: 'Cline task history',
    isolates: 'Cline reads six freeze-request JSON files with the same read_file tool (different members, dates, reasons), then writes a summary of approvals.',
    goal: 'Review the pending membership freeze requests in requests/freeze/ for IronYard CrossFit and list which ones meet the policy (max 8 weeks, medical or travel reason).',
    build: (c) => {
      const ui = (say) => ({ ts: c.epochMs(), type: 'say', say });
      const files = [
        ['fr-1041.json', { member: 'Dana Whitlock', weeks: 6, reason: 'travel', note: 'work posting Lagos' }],
        ['fr-1042.json', { member: 'Sam Okonjo', weeks: 10, reason: 'medical', note: 'ACL reconstruction' }],
        ['fr-1043.json', { member: 'Priya Raman', weeks: 4, reason: 'financial' }],
        ['fr-1044.json', { member: 'Jon Eriksen', weeks: 3, reason: 'medical', note: 'shoulder impingement' }],
        ['fr-1045.json', { member: 'Lucía Ferrer', weeks: 8, reason: 'travel' }],
        ['fr-1046.json', { member: 'Tom Hadley', weeks: 2, reason: 'travel', note: 'honeymoon' }],
      ];
      const k = [llm('api_req', { role: 'user', content: [{ type: 'text', text: '<task>Review pending freeze requests in requests/freeze/ against policy.</task>' }] }, { role: 'assistant', content: [{ type: 'text', text: '<list_files>\n<path>requests/freeze</path>\n</list_files>' }] }, ui('api_req_started')),
        tool('list_files', { path: 'requests/freeze' }, files.map((f) => f[0]).join('\n'), ui('tool'))];
      files.forEach(([f, body], i) => {
        k.push(llm('api_req', { role: 'user', content: [{ type: 'text', text: i ? `[read_file for 'requests/freeze/${files[i - 1][0]}'] Result: ...` : '[list_files] Result: ...' }] }, { role: 'assistant', content: [{ type: 'text', text: `<read_file>\n<path>requests/freeze/${f}</path>\n</read_file>` }] }, ui('api_req_started')));
        k.push(tool('read_file', { path: `requests/freeze/${f}` }, JSON.stringify({ id: f.replace('.json', ''), submitted: c.isoOff(1), ...body }, null, 2), ui('tool')));
        c.adv(4);
      });
      k.push(llm('api_req', { role: 'user', content: [{ type: 'text', text: "[read_file for 'requests/freeze/fr-1046.json'] Result: ..." }] }, { role: 'assistant', content: [{ type: 'text', text: '<attempt_completion>\n<result>Approve: fr-1041 Dana Whitlock (6 wk travel), fr-1044 Jon Eriksen (3 wk medical), fr-1045 Lucía Ferrer (8 wk travel), fr-1046 Tom Hadley (2 wk travel). Refer: fr-1042 Sam Okonjo (10 wk medical, over the 8-week cap - needs manager exception). Decline: fr-1043 Priya Raman (financial is not a qualifying reason; offer the off-peak plan).</result>\n</attempt_completion>' }] }, ui('completion_result')));
      return agent('cline.task', { task: 'Review freeze requests' }, { ui_last: { say: 'completion_result' } }, k, { taskId: String(c.epochMs()), modelId: 'gemini-2.5-pro' });
    },
  },
  {
    n: '03', domain: 'kendo dojo grading', style: 'Dify workflow node runs (iteration node)',
    isolates: 'A Dify iteration node reads five candidates\' grading records with the same tool (different ranks, kata results, waiting times) and an LLM node summarises who is eligible to grade.',
    goal: 'List which members of Shinrai Kendo Club are eligible to attempt their next dan/kyu grading at the November panel.',
    build: (c) => {
      const wf = c.uuid(); let idx = 1;
      const md = (type, title, extra = {}) => ({ node_type: type, title, index: idx++, workflow_run_id: wf, node_execution_id: c.uuid(), status: 'succeeded', elapsed_time: +(c.rand()).toFixed(6), created_at: c.epoch(), ...extra });
      const mem = [
        { id: 'SK-014', name: 'H. Adeyemi', rank: '1 kyu', since: '2024-09-14', practice_hours_12m: 142 },
        { id: 'SK-022', name: 'M. Sato', rank: '2 dan', since: '2023-10-28', practice_hours_12m: 190 },
        { id: 'SK-031', name: 'R. Kowalczyk', rank: '1 dan', since: '2025-03-08', practice_hours_12m: 120 },
        { id: 'SK-037', name: 'E. Moreau', rank: '3 kyu', since: '2025-05-17', practice_hours_12m: 60 },
        { id: 'SK-040', name: 'A. Lindgren', rank: '1 dan', since: '2024-06-22', practice_hours_12m: 155 },
      ];
      const iters = mem.map((m, i) => span('tool', 'get_grading_record', { member_id: m.id }, { text: JSON.stringify({ ...m, last_panel: c.pick(['Tokyo Budokan', 'London BKA', 'Paris CNK']), fetched_at: c.isoMs() }) }, [], { metadata: md('tool', 'get_grading_record', { iteration_index: i }) }));
      return agent('Dify workflow run', { inputs: { panel_date: '2025-11-15' } }, { status: 'succeeded' }, [
        span('chain', 'Start', { panel_date: '2025-11-15' }, { panel_date: '2025-11-15' }, [], { metadata: md('start', 'Start') }),
        span('chain', 'Iteration', { iterator_selector: ['members', 'ids'] }, { output: iters.length }, iters, { metadata: md('iteration', 'Iteration', { iteration_count: 5 }) }),
        span('llm', 'LLM', { prompt: 'Apply waiting-time rules: 1 kyu -> 1 dan needs 3 months; 1 dan -> 2 dan needs 1 year; 2 dan -> 3 dan needs 2 years; kyu steps need 3 months.' }, { text: 'Eligible for 15 Nov: H. Adeyemi (1 kyu since Sep 2024, may attempt 1 dan), M. Sato (2 dan since 28 Oct 2023, two years completed before the panel, may attempt 3 dan), A. Lindgren (1 dan since Jun 2024, may attempt 2 dan), E. Moreau (3 kyu since May 2025, may attempt 2 kyu). Not yet: R. Kowalczyk (1 dan since Mar 2025, eligible for 2 dan from Mar 2026).' }, [], { metadata: md('llm', 'LLM', { execution_metadata: { total_tokens: c.int(1500, 2600) } }) }),
        span('chain', 'End', {}, { eligible: ['SK-014', 'SK-040', 'SK-037', 'SK-022'], not_yet: ['SK-031'] }, [], { metadata: md('end', 'End') }),
      ], { workflow_run_id: wf });
    },
  },
  {
    n: '04', domain: 'brass instrument repair intake', style: 'n8n execution data (Loop Over Items)',
    isolates: 'An n8n loop fetches six repair intake forms with the same HTTP node (different instruments, faults and quotes) and an AI node totals the bench hours.',
    goal: 'Summarise this week\'s brass instrument intake at Bellfront Repairs: instruments, faults, and total bench hours quoted.',
    build: (c) => {
      const m = (node, type, i) => { c.adv(c.int(1, 3)); return { node, type, runIndex: i, startTime: c.epochMs(), executionTime: c.int(40, 500), executionStatus: 'success' }; };
      const forms = [
        { form: 'IN-771', instrument: 'Bach Stradivarius 37 trumpet', fault: 'stuck 3rd valve slide', hours: 1.0 },
        { form: 'IN-772', instrument: 'Yamaha YSL-354 trombone', fault: 'dented bell, 2 dents', hours: 2.5 },
        { form: 'IN-773', instrument: 'Besson Sovereign euphonium', fault: 'leaking 4th valve tubing solder joint', hours: 3.0 },
        { form: 'IN-774', instrument: 'Holton H179 French horn', fault: 'rotor 2 noisy, needs re-cording and bearing', hours: 1.5 },
        { form: 'IN-775', instrument: 'Jupiter JTU1010 tuba', fault: 'chemical clean', hours: 2.0 },
        { form: 'IN-776', instrument: 'Getzen cornet', fault: 'mouthpiece stuck', hours: 0.5 },
      ];
      const k = [span('chain', 'Loop Over Items', { batchSize: 1 }, { main: [[{ json: { done: false } }]] }, [], { metadata: m('Loop Over Items', 'n8n-nodes-base.splitInBatches', 0) })];
      forms.forEach((f, i) => k.push(span('tool', 'Get Intake Form', { url: `https://intake.bellfront.example/api/forms/${f.form}` }, { main: [[{ json: { ...f, received: c.eu(), staff: c.pick(['Ola', 'Ben', 'Fiona']) } }]] }, [], { metadata: m('Get Intake Form', 'n8n-nodes-base.httpRequest', i) })));
      k.push(span('llm', 'Summarise Intake', { messages: ['Summarise these 6 forms'] }, { main: [[{ json: { text: '6 instruments in: trumpet (valve slide, 1 h), trombone (bell dents, 2.5 h), euphonium (solder leak, 3 h), French horn (rotor rework, 1.5 h), tuba (chem clean, 2 h), cornet (stuck mouthpiece, 0.5 h). Total 10.5 bench hours; the euphonium solder job is the longest.' } }]] }, [], { metadata: m('Summarise Intake', '@n8n/n8n-nodes-langchain.openAi', 0) }));
      k.push(span('chain', 'Slack', { channel: '#workshop' }, { main: [[{ json: { ok: true, ts: `${c.epoch()}.${c.int(100000, 999999)}` } }]] }, [], { metadata: m('Slack', 'n8n-nodes-base.slack', 0) }));
      return agent('execution ' + c.int(50000, 59999), { workflow: 'Weekly intake digest' }, { finished: true, status: 'success' }, k, { n8nVersion: '1.85.4' });
    },
  },
  {
    n: '05', domain: 'glamping pod guest reviews', style: 'Agno (phidata) run response',
    isolates: 'Six guest reviews are read one after another with get_review (different pods, scores, complaints), and the agent reports recurring issues per pod.',
    goal: 'Find recurring complaints in last month\'s guest reviews for the four pods at Larch Hollow Glamping and suggest one fix per pod.',
    build: (c) => {
      const reviews = [
        { id: 'RV-301', pod: 'Owl', score: 4, text: 'Lovely, but the wood burner smoked when the wind picked up.' },
        { id: 'RV-302', pod: 'Fox', score: 3, text: 'Hot tub was lukewarm on arrival.' },
        { id: 'RV-303', pod: 'Owl', score: 3, text: 'Smoke back into the pod again on the second night.' },
        { id: 'RV-304', pod: 'Wren', score: 5, text: 'Perfect, quiet, great stargazing.' },
        { id: 'RV-305', pod: 'Badger', score: 2, text: 'Muddy path to Badger pod, no lighting after dark.' },
        { id: 'RV-306', pod: 'Fox', score: 3, text: 'Tub took 4 hours to heat.' },
      ];
      const k = [];
      reviews.forEach((r, i) => {
        k.push(llm('OpenAIChat.response', { messages: '[...]' }, { content: null, tool_calls: [{ id: c.callId(), type: 'function', function: { name: 'get_review', arguments: JSON.stringify({ review_id: r.id }) } }] }, { model: 'gpt-4o-mini', input_tokens: c.int(400, 1800) }));
        k.push(tool('get_review', { review_id: r.id }, { ...r, stayed: c.dateOnly(), source: c.pick(['Airbnb', 'Canopy & Stars', 'direct']) }, { tool_call_id: c.callId(), tool_name: 'get_review', tool_args: { review_id: r.id }, tool_call_error: false, metrics: { time: +(c.rand() * 0.2).toFixed(4) } }));
        c.adv(1);
      });
      k.push(llm('OpenAIChat.response', { messages: '[...]' }, { content: 'Owl: smoke blow-back twice (RV-301, RV-303) - fit an anti-downdraught cowl. Fox: hot tub slow to heat (RV-302, RV-306) - start heating 6 h before check-in. Badger: dark muddy path (RV-305) - add solar path lights and bark chippings. Wren: no issues (5/5).' }, { model: 'gpt-4o-mini' }));
      return agent('Agent.run', { message: 'Recurring complaints per pod last month?' }, { event: 'RunCompleted' }, k, { run_id: c.uuid(), agent_id: 'review-analyst', session_id: c.uuid() });
    },
  },
  {
    n: '06', domain: 'dinner theatre nightly show reports', style: 'smolagents CodeAgent steps',
    isolates: 'A CodeAgent reads five nightly show reports with the same function (different covers, walkouts, kitchen delays) in successive steps and then computes the week\'s averages.',
    goal: 'Summarise last week\'s five performances of "Murder at the Manor" at the Gaslight Dinner Theatre: covers, average kitchen delay, and incidents.',
    build: (c) => {
      const nights = [
        ['2025-10-07', { covers: 88, kitchen_delay_min: 6, incidents: [] }],
        ['2025-10-08', { covers: 94, kitchen_delay_min: 14, incidents: ['main course late, interval extended 10 min'] }],
        ['2025-10-09', { covers: 71, kitchen_delay_min: 4, incidents: [] }],
        ['2025-10-10', { covers: 112, kitchen_delay_min: 9, incidents: ['guest allergic reaction (sesame), EpiPen used, paramedics called'] }],
        ['2025-10-11', { covers: 120, kitchen_delay_min: 11, incidents: ['lighting cue 44 missed'] }],
      ];
      const k = [];
      nights.forEach(([d, r], i) => {
        k.push(llm('Step ' + (i + 1), { messages: '[...]' }, `Thought: ${['Read the reports night by night, starting Tuesday.', 'Next night.', 'Wednesday had a late main; now Thursday.', 'Friday next.', 'Last one, Saturday.'][i]}\nCode:\n\`\`\`py\nreport = get_show_report(date="${d}")\nprint(report)\n\`\`\``, { model_id: 'Qwen/Qwen2.5-Coder-32B-Instruct', step_number: i + 1, input_token_count: c.int(1500, 4000) }));
        k.push(tool('get_show_report', { date: d }, `Execution logs:\n{'date': '${d}', 'show': 'Murder at the Manor', 'covers': ${r.covers}, 'kitchen_delay_min': ${r.kitchen_delay_min}, 'incidents': ${JSON.stringify(r.incidents).replace(/"/g, "'")}, 'house_manager': '${c.pick(['Imogen', 'Raj', 'Carla'])}'}\nOut: None`, { duration: +(c.rand()).toFixed(3) }));
      });
      k.push(llm('Step 6', { messages: '[...]' }, 'Thought: Compute totals and answer.\nCode:\n```py\ncovers = 88+94+71+112+120\navg_delay = (6+14+4+9+11)/5\nfinal_answer(f"Covers {covers}, avg kitchen delay {avg_delay} min; incidents: Wed late main (+10 min interval), Fri sesame allergic reaction (EpiPen, paramedics), Sat missed lighting cue 44.")\n```', { model_id: 'Qwen/Qwen2.5-Coder-32B-Instruct', step_number: 6 }));
      k.push(tool('final_answer', { answer: 'Covers 485, avg kitchen delay 8.8 min; incidents: Wed late main (+10 min interval), Fri sesame allergic reaction (EpiPen, paramedics), Sat missed lighting cue 44.' }, 'Covers 485, avg kitchen delay 8.8 min; incidents: Wed late main (+10 min interval), Fri sesame allergic reaction (EpiPen, paramedics), Sat missed lighting cue 44.'));
      return agent('CodeAgent.run', { task: 'Summarise last week\'s five performances.' }, { output: 'Covers 485, avg kitchen delay 8.8 min', steps: 6 }, k, { smolagents_version: '1.17.0', max_steps: 10 });
    },
  },
];
