// Family 10 (healthy): the same tool over many similar but different records (same template, different contents), then a summary.
import { Convo, agentSpan, chainSpan, llmSpan, toolSpan } from './lib.mjs';

export const family = 'same_tool_many_distinct_records';

// 01 — ropework chandlery: smolagents reading break-test certificates one by one
function r01(N) {
  const goal = 'Go through the break-test certificates for the 11 coils of 14 mm three-strand polyester rope received this month and tell me which coils can be sold as rated for mooring lines (minimum break load 38 kN).';
  const certs = [
    ['PE14-2401', 41.2, 'pass', 'Thought: PE14-2401 broke at 41.2 kN, above 38. Next certificate.'],
    ['PE14-2402', 39.8, 'pass', 'Thought: 2402 at 39.8 kN, passes with less margin. Reading 2403.'],
    ['PE14-2403', 36.1, 'fail', 'Thought: 2403 only reached 36.1 kN and failed at a splice; it cannot be rated. Continue with 2404.'],
    ['PE14-2404', 40.5, 'pass', 'Thought: 2404 passes at 40.5 kN. 2405 next.'],
    ['PE14-2405', 42.0, 'pass', 'Thought: 2405 is the strongest so far, 42.0 kN. 2406 next.'],
    ['PE14-2406', 37.9, 'fail', 'Thought: 2406 at 37.9 kN is just under the 38 kN minimum. Last one, 2407.'],
    ['PE14-2407', 40.9, 'pass', 'Thought: 2407 passes at 40.9 kN. Moving to 2408, the first of the second delivery.'],
    ['PE14-2408', 39.1, 'pass', 'Thought: 2408 passes at 39.1 kN. The second delivery came from the Portuguese mill; 2409 next.'],
    ['PE14-2409', 38.4, 'pass', 'Thought: 2409 passes, but only by 0.4 kN. Reading 2410.'],
    ['PE14-2410', 35.2, 'fail', 'Thought: 2410 failed at 35.2 kN at a splice tuck, the second splice failure after 2403. Last coil 2411.'],
    ['PE14-2411', 41.6, 'pass', 'Thought: 2411 passes at 41.6 kN. All eleven read.'],
  ];
  const steps = [];
  certs.forEach(([coil, kn, res, after], i) => {
    const code = `print(read_certificate('certs/${coil}.pdf'))`;
    const th = i === 0 ? 'Thought: I will read each certificate in turn with read_certificate.' : certs[i - 1][3];
    steps.push(chainSpan(`Step ${i + 1}`, { step_number: i + 1 }, null, [
      llmSpan('LiteLLMModel.__call__', { messages: [{ role: 'user', content: `New task:\n${goal}` }] }, { role: 'assistant', content: `${th}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>` }, { model: 'gpt-4o-mini' }),
      toolSpan('read_certificate', { path: `certs/${coil}.pdf` }, `Execution logs:\nCERTIFICATE OF TEST  No. ${N.int(10000, 99999)}\nCoil: ${coil}   Material: polyester 3-strand 14 mm   Length tested: 1.2 m eye-to-eye\nBreaking load: ${kn.toFixed(1)} kN   Elongation at break: ${N.float(16, 24, 1)} %   Failure mode: ${res === 'pass' ? 'rope body' : { 'PE14-2403': 'eye splice', 'PE14-2406': 'rope body (below MBL)', 'PE14-2410': 'splice tuck' }[coil]}\nTested ${N.euDate(N.now() - N.int(2, 20) * 86400e3)} on rig TR-${N.int(1, 3)}  operator ${N.pick(['JM', 'AK', 'RS'])}\nRESULT vs 38 kN MBL: ${res.toUpperCase()}\n(pdf parsed in ${N.ms(40, 400)})`),
    ]));
  });
  const ans = 'Sellable as mooring line (>= 38 kN): PE14-2401 (41.2), 2402 (39.8), 2404 (40.5), 2405 (42.0), 2407 (40.9), 2408 (39.1), 2409 (38.4, marginal), 2411 (41.6). Not rated: 2403 (36.1) and 2410 (35.2), both splice failures - worth asking the splicer to re-test - and 2406 (37.9); sell those as general-purpose or return to the mill.';
  steps.push(chainSpan('Step 12', { step_number: 12 }, null, [llmSpan('LiteLLMModel.__call__', { messages: [{ role: 'user', content: goal }] }, { role: 'assistant', content: `${certs[10][3]}\nCode:\n\`\`\`py\nfinal_answer(${JSON.stringify(ans)})\n\`\`\`<end_code>` }, { model: 'gpt-4o-mini' }), toolSpan('final_answer', { answer: ans }, ans)]));
  const root = agentSpan('CodeAgent.run', { task: goal }, ans, steps, { smolagents_version: '1.9.0' });
  return { isolates: 'Eleven calls to the same certificate reader with the same output layout but a different coil and breaking load each time; the thoughts track each result and the run ends with a pass/fail summary.', goal, stagnation: false, root };
}

// 02 — vanilla curing: LlamaIndex workflow reading batch moisture logs
function r02(N) {
  const goal = 'Read the curing logs for vanilla batches V-101 to V-106 and tell me which are ready to move from sweating to conditioning (moisture 30-35 percent, vanillin crystals forming) and which need more days.';
  const logs = [
    ['V-101', 'Bourbon', 34.2, 'light frosting on 20 percent of beans', 'ready'],
    ['V-102', 'Bourbon', 38.9, 'none', 'needs ~6 more days'],
    ['V-103', 'Tahitian', 33.0, 'none (Tahitian rarely frosts)', 'ready'],
    ['V-104', 'Bourbon', 31.5, 'heavy frosting', 'ready'],
    ['V-105', 'Bourbon', 41.7, 'none; 3 beans with mould spots removed', 'needs ~10 more days and daily checks'],
    ['V-106', 'Bourbon', 35.8, 'first crystals', 'ready in ~1-2 days'],
  ];
  const kids = [];
  logs.forEach(([b, v, m, cr], i) => {
    kids.push(chainSpan('CuringReview.read_log', { _event: 'ReadLogEvent', batch: b }, { _event: 'LogRead', batch: b }, [
      toolSpan('read_batch_log', { batch: b }, `batch=${b} variety=${v} start=${N.dateOnly(N.now() - N.int(40, 70) * 86400e3)}\nday,stage,moisture_pct,notes\n...\n${N.int(44, 62)},sweating,${(m + N.float(0.8, 2.0, 1)).toFixed(1)},turned\n${N.int(63, 70)},sweating,${m.toFixed(1)},${cr}\nlogger=${N.pick(['HX-04', 'HX-07', 'HX-11'])} fw=${N.semverBuild()} exported ${N.pyLog()}`),
      llmSpan('OpenAI.achat', { messages: [{ role: 'system', content: 'Summarise one curing log in one line.' }, { role: 'user', content: `Log for ${b} ...` }] }, { role: 'assistant', content: `${b} (${v}): latest moisture ${m.toFixed(1)} percent, ${cr}.` }, { model: 'gpt-4o-mini' }),
    ], { workflow_step: 'read_log', iteration: i + 1 }));
  });
  const summary = 'Ready for conditioning: V-101 (34.2 percent, light frosting), V-103 (33.0, Tahitian), V-104 (31.5, heavy frosting). Almost: V-106 (35.8, first crystals) in 1-2 days. Not ready: V-102 (38.9) about 6 more days; V-105 (41.7, mould removed) about 10 days with daily checks.';
  kids.push(chainSpan('CuringReview.summarise', { _event: 'AllLogsRead', count: 6 }, { _event: 'StopEvent', result: summary }, [llmSpan('OpenAI.achat', { messages: [{ role: 'user', content: goal }] }, { role: 'assistant', content: summary }, { model: 'gpt-4o' })]));
  const root = agentSpan('CuringReview.run', { goal }, { result: summary }, kids, { llama_index_version: '0.11.19' });
  return { isolates: 'Six reads of batch curing logs with identical CSV layout and different moisture values and notes, each summarised in a line, followed by a readiness summary that uses every batch.', goal, stagnation: false, root };
}

// 03 — fencing club tournament: CrewAI reading six pool sheets
function r03(N) {
  const goal = 'Read the six épée pool sheets from this morning (scanned) and produce the seeding for the direct-elimination tableau by indicator (V/M, then TS-TR, then TS).';
  const react = (t, a, i) => `Thought: ${t}\nAction: ${a}\nAction Input: ${JSON.stringify(i)}`;
  const pools = [
    [1, 'DUVAL 5V +12; OKAFOR 4V +6; BRANDT 3V 0; ...', 'Pool 1: Duval clean sweep 5/5, +12.'],
    [2, 'NAKAMURA 4V +9; ROSSI 4V +7; LINDQVIST 2V -3; ...', 'Pool 2: Nakamura and Rossi both 4/5; Nakamura ahead on +9.'],
    [3, 'ABEL 5V +14; MORAES 3V +2; ...', 'Pool 3: Abel 5/5 at +14, the best indicator so far.'],
    [4, 'KOVACS 3V +1; HEWITT 3V +1 (TS 18 vs 17); ...', 'Pool 4: a three-way 3/5 tie; Kovacs ahead of Hewitt on touches scored 18 to 17.'],
    [5, 'SANTOS 4V +8; ...; WEBER withdrew (injury) after 2 bouts', 'Pool 5: Weber withdrew after 2 bouts, so his results are annulled and pool 5 becomes a 5-fencer pool.'],
    [6, 'IVANOVA 4V +10; PETIT 4V +5; ...', 'Pool 6: Ivanova 4/5 at +10.'],
  ];
  const kids = [];
  pools.forEach(([n, line, note], i) => {
    kids.push(llmSpan('litellm.completion', { messages: [{ role: 'system', content: 'You are Tournament Director Assistant.' }, { role: 'user', content: `Current Task: ${goal}` }] }, react(i === 0 ? 'Read pool sheet 1.' : `${pools[i - 1][2]} Now pool sheet ${n}.`, 'Pool Sheet Reader', { file: `scans/epee_pool_${n}.png` }), { model: 'gpt-4o' }));
    kids.push(toolSpan('Pool Sheet Reader', { file: `scans/epee_pool_${n}.png` }, { pool: n, piste: N.int(1, 8), referee: N.pick(['FRA', 'GBR', 'GER', 'ITA', 'HUN']) + ' ' + N.int(100, 999), results: line, ocr_confidence: N.float(0.91, 0.99, 3), ocr_job: N.jobId('ocr'), scanned: N.isoOffset(undefined, 2) }));
  });
  const seeding = 'Seeding: 1 Abel (5V, +14), 2 Duval (5V, +12), 3 Ivanova (.80, +10), 4 Nakamura (.80, +9), 5 Santos (.80 in a 5-fencer pool after Weber withdrew, +8), 6 Rossi (.80, +7), 7 Okafor (.80, +6), 8 Petit (.80, +5) ... Kovacs ahead of Hewitt on TS. Weber excluded (withdrawn).';
  kids.push(llmSpan('litellm.completion', { messages: [{ role: 'user', content: `Current Task: ${goal}` }] }, react(`${pools[5][2]} All six read; compute the ranking.`, 'Ranking Calculator', { rule: 'FIE indicator', pools: 6 }), { model: 'gpt-4o' }));
  kids.push(toolSpan('Ranking Calculator', { rule: 'FIE indicator', pools: 6 }, { ranked: 35, excluded: ['WEBER'], ties_broken_by: 'TS', tableau_size: 64 }));
  kids.push(llmSpan('litellm.completion', { messages: [{ role: 'user', content: `Current Task: ${goal}` }] }, `Thought: I now know the final answer\nFinal Answer: ${seeding}`, { model: 'gpt-4o' }));
  const task = chainSpan('Task: DE seeding', { description: goal }, seeding, [agentSpan('Tournament Director Assistant', { role: 'Tournament Director Assistant' }, seeding, kids)], { task_id: N.uuid() }, 'task');
  const root = agentSpan('Crew: epee_open_crew', { inputs: { event: 'Open épée' } }, { raw: seeding }, [task], { crewai_version: '0.86.0' });
  return { isolates: 'The same pool-sheet reader is called for six different pools with the same output shape; each thought notes something specific to that pool (a sweep, a tie on touches, a withdrawal) and a seeding is produced.', goal, stagnation: false, root };
}

// 04 — cork harvesting: Semantic Kernel reading plot reports
function r04(N) {
  const goal = 'Using the plot reports for the seven cork oak parcels of Herdade do Monte Novo, list which parcels are due for stripping this summer (9-year cycle, minimum circumference 70 cm) and the expected yield.';
  const plots = [
    ['P1', 2015, 412, 96, 'due', 'P1: stripped 2015 so due in 2024; 412 trees, 96 percent over 70 cm.'],
    ['P2', 2016, 380, 91, 'not due (2025)', 'P2: stripped 2016, next in 2025.'],
    ['P3', 2015, 275, 88, 'due', 'P3: due, 275 trees, 88 percent eligible.'],
    ['P4', 2019, 510, 97, 'not due (2028)', 'P4: stripped 2019, not until 2028.'],
    ['P5', 2015, 190, 62, 'due - partial', 'P5: due but only 62 percent of trees reach 70 cm (young replanting), so a partial strip.'],
    ['P6', 2017, 344, 93, 'not due (2026)', 'P6: 2026.'],
    ['P7', 2015, 228, 90, 'due', 'P7: due, 228 trees, 90 percent eligible.'],
  ];
  const kids = [];
  const L = (content, calls) => llmSpan('chat.completions gpt-4o-mini', { messages: [{ role: 'system', content: 'You are the estate forestry assistant.' }, { role: 'user', content: goal }] }, { role: 'assistant', content, ...(calls ? { tool_calls: calls } : {}) }, {});
  plots.forEach(([p, yr, trees, pct, st, note], i) => {
    kids.push(L(i === 0 ? 'Reading plot reports one by one, starting with P1.' : plots[i - 1][5], [{ id: 'call_' + N.alnum(24), type: 'function', function: { name: 'CorkPlots-get_plot_report', arguments: JSON.stringify({ parcel: p }) } }]));
    kids.push(toolSpan('CorkPlots-get_plot_report', { parcel: p }, { parcel: p, last_stripping: yr, trees, pct_over_70cm: pct, avg_cork_thickness_mm: N.float(27, 38, 1), estimated_arrobas_per_tree: N.float(2.2, 3.4, 1), status: st, surveyor: N.pick(['J. Carvalho', 'M. Sousa']), survey_date: N.dateOnly(N.now() - N.int(20, 120) * 86400e3), doc_etag: N.etag() }));
  });
  const sum = 'Due for stripping this summer: P1 (412 trees), P3 (275), P7 (228), and P5 partially (about 118 of 190 trees). About 1,033 trees in total; at roughly 2.8 arrobas per tree that is about 2,890 arrobas (about 43 t). P2 (2025), P6 (2026), P4 (2028) are not due.';
  kids.push(L(`${plots[6][5]}\n\n${sum}`));
  const root = agentSpan('ChatCompletionAgent.invoke', { agent: 'EstateForestry', input: goal }, { content: sum }, kids, { 'semantic_kernel.version': '1.14.1' });
  return { isolates: 'Seven identical plot-report calls for different parcels, each with its own stripping year, tree count and eligibility; every assistant turn reports the new parcel and the last one totals the yield.', goal, stagnation: false, root };
}

// 05 — hot springs spa: plain trace, one turn fetching eight daily lab pages in parallel
function r05(N) {
  const goal = 'Fetch the last eight daily water-quality lab pages for the thermal pools (Pool A, B and the plunge pool) and tell me if any reading breached the limits (pH 7.0-7.8, free chlorine 1-3 mg/L where dosed, Legionella < 100 cfu/L).';
  const c = new Convo(N, { system: 'You are the spa operations assistant. Tool: fetch_report(date).', user: goal, model: 'gpt-4o-mini' });
  const days = ['2024-11-03', '2024-11-04', '2024-11-05', '2024-11-06', '2024-11-07', '2024-11-08', '2024-11-09', '2024-11-10'];
  const data = [[7.4, 1.8, '<10'], [7.5, 1.6, '<10'], [7.9, 1.5, '<10'], [7.6, 0.8, '<10'], [7.4, 1.9, '40'], [7.3, 2.1, '<10'], [7.5, 2.0, '180'], [7.4, 2.2, '<10']];
  const kids = [];
  kids.push(c.llm(null, days.map((d) => ['fetch_report', { date: d }])));
  days.forEach((d, i) => {
    const [ph, cl, leg] = data[i];
    kids.push(c.tool(i, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'last-modified': N.httpDate(N.now() - N.int(1, 8) * 86400e3), etag: N.etag(), 'x-lims-node': N.host('lims', 'eu-south-1') }, body: `<table class="results"><caption>Daily results ${d} (sampled ${N.pick(['06:10', '06:25', '06:40'])}, analyst ${N.pick(['RB', 'TC', 'LM'])})</caption><tr><th>Point</th><th>pH</th><th>Free Cl mg/L</th><th>Legionella cfu/L</th><th>Temp C</th></tr><tr><td>Pool A</td><td>${ph}</td><td>${cl}</td><td>${i === 6 ? '<10' : leg}</td><td>${N.float(36, 38, 1)}</td></tr><tr><td>Pool B</td><td>${(ph + 0.1).toFixed(1)}</td><td>${(cl + 0.2).toFixed(1)}</td><td><10</td><td>${N.float(34, 36, 1)}</td></tr><tr><td>Plunge</td><td>${(ph - 0.1).toFixed(1)}</td><td>n/a (undosed)</td><td>${i === 6 ? leg : '<10'}</td><td>${N.float(12, 15, 1)}</td></tr></table><p class="lab-ref">Lab ref ${N.jobId('wq')}</p>` }));
  });
  kids.push(c.llm('Breaches in the last 8 days:\n- 5 Nov: Pool A pH 7.9 (above 7.8); Pool B 8.0 the same day.\n- 6 Nov: Pool A free chlorine 0.8 mg/L (below 1.0).\n- 9 Nov: plunge pool Legionella 180 cfu/L (limit 100) - needs resample and flush; 7 Nov plunge reading was <10, Pool A 40 on 7 Nov is within limit.\nAll other days and points were within limits.', []));
  const root = agentSpan('spa-ops-assistant', { input: goal }, { final: 'Three breaches found (5, 6 and 9 Nov).' }, kids, { runner: 'parallel tool calls' });
  return { isolates: 'One turn requests eight daily lab pages in parallel; the HTML pages share a template but carry different pH, chlorine and Legionella values, and a single summary picks out the three breaches.', goal, stagnation: false, root };
}

// 06 — windmill restoration: AutoGen, identical filler sentence each turn but every report new
function r06(N) {
  const goal = 'Review the latest inspection reports for the six tower mills in the trust\'s care and rank them by urgency for this year\'s repair budget (GBP 85,000).';
  const kids = [];
  const say = (who, content, children = []) => agentSpan(who, { sender: who, content }, { content }, children, { autogen_event: 'send' });
  const fc = (args) => ({ id: 'call_' + N.alnum(24), type: 'function', function: { name: 'get_inspection_report', arguments: JSON.stringify(args) } });
  const mills = [
    ['Cley Mill', 'cap rotted at curb; fantail stuck', 'A', 38000],
    ['Burnham Overy', 'sails sound; minor tarring needed on tower', 'C', 4500],
    ['Great Bircham', 'stocks cracked on one pair of sails; sails parked', 'B', 21000],
    ['Sutton Mill', 'brake wheel teeth worn; no structural issue', 'C', 6000],
    ['Thurne Dyke', 'tower leaning 2 degrees more than 2019 survey; foundations', 'A', 52000],
    ['Denver Mill', 'gallery boards replaced 2022; good condition', 'D', 1500],
  ];
  const same = 'Continuing with the next report.';
  kids.push(say('trust_manager', goal));
  mills.forEach(([name, finding, grade, cost], i) => {
    const call = fc({ mill: name });
    kids.push(say('heritage_assistant', i === 0 ? 'I will read the inspection reports one by one.' : same, [llmSpan('OpenAIWrapper.create', { messages: [{ role: 'system', content: 'You are heritage_assistant.' }, { role: 'user', content: goal }] }, { content: i === 0 ? 'I will read the inspection reports one by one.' : same, tool_calls: [call] }, { model: 'gpt-4o-mini' })]));
    kids.push(say('executor', `***** Response from calling tool (${call.id}) *****`, [toolSpan('get_inspection_report', { mill: name }, `INSPECTION REPORT - ${name.toUpperCase()}\nInspector: ${N.pick(['H. Wrigley MSc', 'P. Ashdown', 'K. Olufemi IHBC'])}   Date: ${N.euDate(N.now() - N.int(30, 200) * 86400e3)}   Ref: MT/${N.int(2023, 2024)}/${N.int(100, 999)}\nPrincipal finding: ${finding}\nCondition grade: ${grade}   Estimated works: GBP ${cost.toLocaleString('en-GB')}\nDoc id ${N.uuid()}  (rendered ${N.ms(100, 900)})`)]));
  });
  const rank = 'Ranking: 1 Thurne Dyke (grade A, tower lean increasing, GBP 52,000), 2 Cley Mill (A, cap and fantail, GBP 38,000) - together 90,000, over budget, so Cley\'s fantail (about 9,000) is deferred to next year; 3 Great Bircham (B, sails parked, GBP 21,000) next year; 4 Sutton (C, 6,000), 5 Burnham Overy (C, 4,500), 6 Denver (D, 1,500). This year: Thurne Dyke foundations + Cley cap = GBP 81,000.';
  kids.push(say('heritage_assistant', `${same}\n\nAll six reports read. ${rank}`, [llmSpan('OpenAIWrapper.create', { messages: [{ role: 'user', content: goal }] }, { content: `All six reports read. ${rank}` }, { model: 'gpt-4o-mini' })]));
  kids.push(say('trust_manager', 'Thanks, that works. TERMINATE'));
  const root = agentSpan('initiate_chat', { sender: 'trust_manager', recipient: 'heritage_assistant', message: goal }, { summary: rank, terminated_by: 'TERMINATE' }, kids, { framework: 'autogen', version: '0.2.35' });
  return { isolates: 'The assistant says the identical sentence "Continuing with the next report." before each call, yet every report is a different mill with a different finding and cost, and the run ends with a ranked budget plan.', goal, stagnation: true, root };
}

export const rows = [r01, r02, r03, r04, r05, r06];
