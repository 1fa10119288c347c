// Family 7 (healthy): several long reasoning steps in a row, each adding concrete new content.
import { agent, llm, tool, span, oaiChat, anthMsg } from './lib.mjs';

export const family = 'progressive_planning';
export const loop = false;
export const stagnation = false;
export const summary = 'Healthy: a long planning monologue (several long steps in a row), each step adding new numbers, names or decisions, ending in a plan.';

export const scenarios = [
  {
    id: '01', domain: 'Highland games (field event timetable)', style: 'Anthropic Messages API logs (extended thinking, multi-turn)',
    build(N) {
      const goal = 'Draft the field-event timetable for the Glenbrae Highland Games on Saturday 9 August: caber, hammer, stone put, weight over bar, and the sheaf toss, using one heavy-events arena from 10:00 to 17:00, plus the pipe band contest in the main ring.';
      const model = 'claude-opus-4-20250514';
      const steps = [
        'Starting from constraints. The heavy events arena is available 10:00 to 17:00, seven hours. There are 14 entered heavy athletes split into Open (9) and Masters over 40 (5). Each event takes roughly 4 minutes per athlete for three attempts, so an Open event is about 36 minutes and a Masters event 20 minutes, plus 10 minutes of setup between implements.',
        'Sequencing: the caber needs the whole arena width and a crane for the spare caber, so it should be last, at 15:30, when the crowd is biggest. Hammer and stone put can share the same trig board, so they go back to back in the morning: Open stone 10:00-10:40, Masters stone 10:40-11:00, Open hammer 11:10-11:50, Masters hammer 11:50-12:10.',
        'The pipe band contest in the main ring runs 12:30 to 14:00 and loud drones make it hard for judges to call fouls, so the arena takes a lunch break 12:15-13:00, then weight over bar 13:00-14:10 because it is quiet and judge-driven. Sheaf toss is crowd-friendly, so it follows at 14:20-15:20 after the massed bands finish at 14:00.',
        'Checking totals: stone 60 minutes, hammer 60, weight over bar 70, sheaf 60, caber 15:30-16:45 at 75 minutes including the Masters flight. That ends at 16:45, leaving 15 minutes for the prize giving before 17:00. The first aid tent should be moved to the east side of the arena for the hammer because the throwing sector points west.',
      ];
      const children = [];
      let history = [{ role: 'user', content: goal }];
      steps.forEach((th, i) => {
        N.tick(3000, 9000);
        const blocks = [{ thinking: th }];
        if (i === 1) blocks.push({ tool: 'get_entries', input: { event_day: '2025-08-09', category: 'heavy' } });
        const m = anthMsg(N, model, i === 1 ? blocks : [...blocks, { text: i < steps.length - 1 ? 'Continuing the plan.' : '' }].filter(b => b.thinking || b.text || b.tool));
        children.push(llm('POST /v1/messages', { model, thinking: { type: 'enabled', budget_tokens: 8000 }, messages: history }, m, [], { metadata: { 'request-id': 'req_011C' + N.b62(20), 'anthropic-organization-id': N.uuid(), latency_ms: N.ms(4000, 15000) } }));
        if (i === 1) children.push(tool('get_entries', { event_day: '2025-08-09', category: 'heavy' }, { open: ['R. Macleod', 'D. Fraser', 'S. Gunn', 'K. Nowak', 'A. Ross', 'T. Olsen', 'J. Byrne', 'M. Kerr', 'L. Petrie'], masters: ['C. Munro', 'H. Lindsay', 'P. Walsh', 'G. Thom', 'B. Sutherland'] }));
        history = [...history, { role: 'assistant', content: '…' }, { role: 'user', content: i === 1 ? '[tool_result]' : 'continue' }];
      });
      N.tick(2000, 6000);
      children.push(llm('POST /v1/messages', { model, messages: history }, anthMsg(N, model, [{ text: 'Heavy events, Saturday 9 August:\n10:00 Stone put (Open), 10:40 Stone put (Masters)\n11:10 Hammer (Open), 11:50 Hammer (Masters)\n12:15 Break (pipe band contest 12:30-14:00 in main ring)\n13:00 Weight over bar\n14:20 Sheaf toss\n15:30 Caber (Open then Masters)\n16:45 Prize giving\nNote: first aid tent on the east side during hammer.' }])));
      const root = agent('games-planner', { goal }, { text: 'timetable drafted' }, children, { metadata: { workspace: 'glenbrae-games-committee' } });
      return { goal, isolates: 'Four consecutive thinking steps each add something new (durations per event, morning sequence, lunch and pipe-band clash, totals and first-aid position) and lead to a finished timetable.', root };
    },
  },
  {
    id: '02', domain: 'village micro-hydro scheme (annual maintenance plan)', style: 'Claude Agent SDK transcript',
    build(N) {
      const goal = 'Write the 2025-26 maintenance plan for the Allt Beag community micro-hydro (45 kW Turgo turbine) using the last year\'s logs in ./logs and the budget of £9,000.';
      const model = 'claude-sonnet-4-20250514';
      const read = { file_path: 'logs/2024-25_summary.md' };
      const summaryTxt = '# 2024-25 summary\nGeneration: 238 MWh (target 250)\nDowntime: 19 days total (intake screen blockage 11 d, grid trip 3 d, bearing noise investigation 5 d)\nIntake screen cleaned by hand 34 times\nBearing vibration at DE: 4.1 mm/s RMS in March (alarm 4.5)\nPenstock last inspected 2021\nFish pass survey due (SEPA licence condition 7)';
      const thoughts = [
        'The logs show 238 MWh against a 250 MWh target, and the biggest loss was 11 days of intake screen blockage plus 34 manual cleans. At roughly 0.65 MWh per day lost, that is about 7 MWh or £1,300 of export income, so an automatic screen brush (quotes around £4,200) pays back in about three years and should be the first line in the plan.',
        'Second item: the drive-end bearing reached 4.1 mm/s RMS in March against an alarm at 4.5. Replacing both generator bearings during the low-flow weeks of July costs about £1,800 with the contractor, and doing it planned avoids an unplanned outage in the wet season when each day is worth more.',
        'Third: the penstock has not been inspected since 2021 and the insurer expects five-yearly checks, so an internal CCTV survey (£1,500) belongs in this year, not next. The SEPA fish pass survey is a licence condition, and a volunteer survey with the Rivers Trust costs only £300 for equipment hire. That puts the total at £7,800, leaving £1,200 contingency within the £9,000 budget.',
      ];
      const children = [];
      const a1 = anthMsg(N, model, [{ text: 'Reading last year\'s summary first.' }, { tool: 'Read', input: read }]);
      children.push(llm('assistant', { session_id: 's' }, { type: 'assistant', message: a1 }));
      children.push(tool('tool_result', { tool_use_id: a1.content[1].id }, { type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: a1.content[1].id, content: summaryTxt }] } }));
      thoughts.forEach(t => { N.tick(3000, 8000); children.push(llm('assistant', { session_id: 's' }, { type: 'assistant', message: anthMsg(N, model, [{ text: t }]) })); });
      const plan = { file_path: 'plans/maintenance_2025-26.md', content: '# Allt Beag maintenance plan 2025-26\n1. Automatic intake screen brush (Q2) £4,200\n2. Generator bearing replacement, July low flow £1,800\n3. Penstock CCTV survey (Q3) £1,500\n4. Fish pass survey with Rivers Trust (Sept) £300\nContingency £1,200\nTotal £9,000' };
      const a5 = anthMsg(N, model, [{ tool: 'Write', input: plan }]);
      children.push(llm('assistant', { session_id: 's' }, { type: 'assistant', message: a5 }));
      children.push(tool('tool_result', { tool_use_id: a5.content[0].id }, { type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: a5.content[0].id, content: 'File created successfully at: /srv/hydro/plans/maintenance_2025-26.md' }] } }));
      const root = agent('claude-agent-sdk query', { prompt: goal, options: { cwd: '/srv/hydro', allowed_tools: ['Read', 'Write'] } }, { type: 'result', subtype: 'success', result: 'Plan written to plans/maintenance_2025-26.md', num_turns: 6, total_cost_usd: N.float(0.05, 0.3, 4) }, children, { metadata: { session_id: N.uuid(), model } });
      return { goal, isolates: 'Three long reasoning messages in a row each cost and justify a different item (screen brush payback, bearing replacement, penstock and fish survey with budget total) before the plan file is written.', root };
    },
  },
  {
    id: '03', domain: 'pineapple plantation (harvest and forcing schedule)', style: 'DSPy ChainOfThought / multi-stage program',
    build(N) {
      const goal = 'Plan flower forcing (ethephon) dates for blocks P1-P6 of the MD-2 pineapple plantation so harvests are spread evenly over 12 weeks for the export packhouse, which takes at most 180 t per week.';
      const blocks = { P1: { ha: 4.2, plant_age_m: 9 }, P2: { ha: 3.8, plant_age_m: 10 }, P3: { ha: 5.1, plant_age_m: 8 }, P4: { ha: 4.6, plant_age_m: 9 }, P5: { ha: 3.9, plant_age_m: 11 }, P6: { ha: 4.4, plant_age_m: 8 } };
      const stages = [
        ['analyze_capacity', 'Total area is 26.0 ha. At about 75 t/ha for a first MD-2 crop, expected yield is 1,950 t, which over 12 weeks is 162 t per week on average, under the 180 t cap, so an even spread works if no more than two blocks mature in the same fortnight and no single week exceeds 2.4 ha of harvest.'],
        ['order_blocks', 'Forcing should only happen once plants are heavy enough, around 2.5 kg or 9 months. P5 (11 months) and P2 (10 months) can be forced now, in week 1 and week 2; P1 and P4 (9 months) in weeks 3 and 5; P3 and P6 (8 months) must wait at least a month, so weeks 7 and 9. From forcing to harvest is about 22 weeks in this season.'],
        ['split_blocks', 'Blocks over 4.5 ha would concentrate more than 340 t into two weeks, above the cap. So P3 (5.1 ha) is forced in two halves, weeks 7 and 8, and P4 (4.6 ha) in halves at weeks 5 and 6. That gives forcing weeks 1, 2, 3, 5, 6, 7, 8, 9 and harvest weeks 23 to 31, spread through the 12-week packhouse window starting at week 22.'],
      ];
      const children = [tool('get_block_register', { estate: 'Finca Las Brisas' }, blocks)];
      stages.forEach(([name, reasoning], i) => {
        N.tick(1500, 5000);
        children.push(llm(`ChainOfThought(${name}).forward`, { goal, blocks: JSON.stringify(blocks), previous: i ? stages[i - 1][0] : null }, { reasoning, [name === 'analyze_capacity' ? 'weekly_target_t' : name === 'order_blocks' ? 'order' : 'forcing_plan']: name === 'analyze_capacity' ? 162 : name === 'order_blocks' ? ['P5', 'P2', 'P1', 'P4', 'P3', 'P6'] : { P5: 1, P2: 2, P1: 3, 'P4a': 5, 'P4b': 6, 'P3a': 7, 'P3b': 8, P6: 9 } }, [], { metadata: { lm: 'openai/gpt-4.1', adapter: 'ChatAdapter', usage: { prompt_tokens: N.int(600, 2000), completion_tokens: N.int(150, 400) } } }));
      });
      children.push(llm('Predict(write_schedule).forward', { forcing_plan: '…' }, { schedule_markdown: '| Block | Forcing week | Expected harvest week |\n|---|---|---|\n| P5 | 1 | 23 |\n| P2 | 2 | 24 |\n| P1 | 3 | 25 |\n| P4a | 5 | 27 |\n| P4b | 6 | 28 |\n| P3a | 7 | 29 |\n| P3b | 8 | 30 |\n| P6 | 9 | 31 |' }));
      const root = agent('HarvestPlanner.forward', { goal }, { schedule: 'see Predict(write_schedule)' }, children, { metadata: { dspy_version: '2.6.23', compiled: 'MIPROv2 (auto=light)' } });
      return { goal, isolates: 'Three chain-of-thought stages each add new content (weekly tonnage, block order by plant age, splitting large blocks into halves) and produce a forcing schedule.', root };
    },
  },
  {
    id: '04', domain: 'school science fair (judging schedule)', style: 'Semantic Kernel (function invocation / chat completion spans)',
    build(N) {
      const goal = 'Build the judging rota for the Riverside Middle School science fair: 48 projects in 4 categories, 12 volunteer judges, judging 09:00-11:30, each project seen by 3 judges, nobody judges their own child.';
      const judges = ['Dr. Amaka Eze (chemist)', 'Tom Reilly (engineer)', 'Sunita Rao (nurse)', 'Greg Pelt (retired physics teacher)', 'Lena Voss (software)', 'Marcus Hill (vet)', 'Ying Zhao (pharmacist)', 'Paul Okoro (electrician)', 'Rosa Diaz (biologist)', 'Hank Moore (accountant)', 'Fatima Noor (architect)', 'Ben Carter (farmer)'];
      const conflicts = [{ judge: 'Tom Reilly', project: 'E-07' }, { judge: 'Ying Zhao', project: 'C-03' }, { judge: 'Ben Carter', project: 'B-11' }];
      const steps = [
        'Capacity first: 48 projects times 3 judges is 144 judging visits. The window 09:00-11:30 is 150 minutes; at 10 minutes per visit, each judge can do at most 15 visits, so 12 judges give 180 visit slots, enough for 144 with 36 slots of slack for breaks and walking between tables.',
        'Grouping by expertise: the categories are Biology (B, 12), Chemistry (C, 12), Engineering (E, 12) and Earth & Space (S, 12). Panels of three: Biology gets Rosa Diaz, Marcus Hill and Sunita Rao; Chemistry gets Amaka Eze, Ying Zhao and Hank Moore; Engineering gets Tom Reilly, Paul Okoro and Lena Voss; Earth & Space gets Greg Pelt, Fatima Noor and Ben Carter. Each panel sees its 12 projects, 12 visits per judge, 120 minutes.',
        'Conflicts: Tom Reilly cannot judge E-07, Ying Zhao cannot judge C-03, Ben Carter is in Earth & Space so his child\'s B-11 is already outside his panel. For E-07 I swap in Greg Pelt at 11:10, and for C-03 Lena Voss at 11:10, both of whom have 30 spare minutes after their panels finish at 11:00. Everyone finishes by 11:20, leaving 10 minutes to total the scores.',
      ];
      const children = [];
      N.tick();
      const o1 = oaiChat(N, 'gpt-4o', null, [{ name: 'Roster-GetJudges', args: { event: 'science-fair-2025' } }, { name: 'Roster-GetConflicts', args: { event: 'science-fair-2025' } }]);
      children.push(llm('chat.completions gpt-4o', { messages: [{ role: 'user', content: goal }] }, o1));
      children.push(tool('Roster-GetJudges', { event: 'science-fair-2025' }, { Value: JSON.stringify(judges) }), tool('Roster-GetConflicts', { event: 'science-fair-2025' }, { Value: JSON.stringify(conflicts) }));
      steps.forEach(s => { N.tick(2000, 7000); children.push(llm('chat.completions gpt-4o', { messages: ['…'] }, oaiChat(N, 'gpt-4o', s, []))); });
      children.push(llm('chat.completions gpt-4o', { messages: ['…'] }, oaiChat(N, 'gpt-4o', 'Final rota:\n- Biology panel (Diaz, Hill, Rao): B-01..B-12, 09:00-11:00\n- Chemistry panel (Eze, Zhao, Moore): C-01..C-12, Lena Voss covers C-03 at 11:10\n- Engineering panel (Reilly, Okoro, Voss): E-01..E-12, Greg Pelt covers E-07 at 11:10\n- Earth & Space panel (Pelt, Noor, Carter): S-01..S-12\nScores due 11:30.', [])));
      const root = agent('InvokePromptAsync FairPlanner', { goal }, { result: 'rota ready' }, children, { metadata: { 'semantic_kernel.version': '1.30.0', 'gen_ai.agent.name': 'FairPlanner' } });
      return { goal, isolates: 'Three successive long reasoning messages add capacity maths, expert panels by name, and conflict swaps with times, then the rota is produced.', root };
    },
  },
  {
    id: '05', domain: 'devops: rightsizing a GKE node pool for a video transcoding service', style: 'Langfuse trace (generations and spans)',
    build(N) {
      const goal = 'The transcode-workers node pool costs too much. Using last week\'s utilisation, propose a new machine type and autoscaling settings that keep p95 job wait under 2 minutes.';
      const util = { pool: 'transcode-workers', machine: 'n2-standard-32', nodes: { min: 6, max: 20, avg: 11.4 }, cpu_util_avg: 0.38, mem_util_avg: 0.21, jobs_per_hour_peak: 420, jobs_per_hour_trough: 35, avg_job_vcpu_min: 41, p95_wait_s: 24, gpu: null, weekly_cost_usd: 6830 };
      const gens = [
        'Memory use is only 21% and CPU 38% on n2-standard-32 nodes (32 vCPU, 128 GB). Transcoding is CPU bound and needs about 2 GB per job, so a compute-optimised c2d-highcpu-32 (32 vCPU, 64 GB) halves memory we do not use and costs about 18% less per node-hour.',
        'Load is very spiky: 420 jobs per hour at peak versus 35 at the trough. At 41 vCPU-minutes per job, peak demand is 420 × 41 / 60 ≈ 287 vCPU, which is 9 c2d nodes at 32 vCPU. So min nodes can drop from 6 to 2 for the nights, with max 12 giving headroom to 384 vCPU.',
        'Wait time: current p95 is 24 seconds, well under the 2 minute budget, so we can tolerate slower scale-up. Node boot is about 70 seconds; with the cluster autoscaler scan interval at 10 s and a balloon pod of 1 node, p95 wait stays near 90 seconds at worst. Estimated weekly cost drops from $6,830 to about $3,900 with 30% of hours on spot instances for the batch tier.',
      ];
      const children = [span('span', 'fetch_utilisation', { pool: 'transcode-workers', window: '7d' }, util, [], { metadata: { langfuse_type: 'SPAN', source: 'bigquery:billing_export + monitoring' } })];
      gens.forEach((g, i) => { N.tick(3000, 9000); children.push(llm(`generation: step-${i + 1}`, { messages: [{ role: 'user', content: i === 0 ? goal : 'continue' }] }, { role: 'assistant', content: g }, [], { metadata: { langfuse_type: 'GENERATION', model: 'gpt-4.1', usage: { input: N.int(1500, 4000), output: N.int(150, 300) }, latency: N.secs(2, 7, 3) } })); });
      children.push(llm('generation: final', { messages: ['…'] }, { role: 'assistant', content: 'Recommendation: c2d-highcpu-32, min 2 / max 12 nodes, 1-node balloon, spot for the batch tier. Expected cost ≈ $3,900/week (−43%), p95 wait ≤ 90 s.' }, [], { metadata: { langfuse_type: 'GENERATION', model: 'gpt-4.1' } }));
      const root = agent('nodepool-rightsizing', { input: goal }, { output: 'c2d-highcpu-32, 2-12 nodes' }, children, { metadata: { langfuse_trace_id: N.hex(32), tags: ['finops', 'gke'] } });
      return { goal, isolates: 'Three consecutive generations each add a new decision (machine type from memory use, node counts from peak vCPU, wait time and cost with spot), ending in a recommendation.', root };
    },
  },
  {
    id: '06', domain: 'book fair (publisher stand layout)', style: 'Griptape structure run (not in the listed tools: Agent / PromptTask / ToolkitTask events)',
    build(N) {
      const goal = 'Lay out the 60 publisher stands in Hall B for the Lakeside Book Fair: 3 aisles, children\'s publishers near the reading corner, fire exits clear, and the two largest publishers facing the entrance.';
      const stands = { total: 60, sizes: { '3x3': 38, '3x6': 16, '6x6': 6 }, childrens: 11, largest: ['Harrow & Finch (6x6)', 'Pennon Books (6x6)'], hall: { width_m: 72, depth_m: 40, exits: ['NE', 'SW'], reading_corner: 'NW' } };
      const steps = [
        'Hall B is 72 m wide and 40 m deep. With three aisles of 3 m running the depth of the hall and the fire regulations needing 4 m clear in front of the NE and SW exits, there are four stand rows: two wall rows and two island rows, each row 6 m deep, which uses 24 m of width plus 9 m of aisles and leaves room for the entrance concourse.',
        'Placement of the anchors: Harrow & Finch and Pennon Books, both 6x6, take the two island positions directly opposite the main entrance on the south wall, at rows 2 and 3, first bay. The remaining four 6x6 stands go at the north ends of the island rows, which pulls visitors down the aisles toward the back of the hall.',
        'Children\'s publishers: all 11 go in the north-west quadrant beside the reading corner, using nine 3x3 stands and two 3x6 stands along the west wall row from bay 8 to bay 13. The 16 3x6 stands alternate with 3x3 stands along the east wall so no exit at NE is blocked, keeping bays 11 and 12 empty as the 4 m exit zone.',
      ];
      const children = [tool('FloorplanTool.get_requirements', { values: { hall: 'B', event: 'LBF-2025' } }, { type: 'TextArtifact', value: JSON.stringify(stands) }, { metadata: { event: 'FinishActionsSubtaskEvent' } })];
      steps.forEach(s => { N.tick(2000, 6000); children.push(llm('PromptDriver.run', { prompt_stack: { messages: ['…'] } }, { type: 'TextArtifact', value: s }, [], { metadata: { event: 'FinishPromptEvent', model: 'gpt-4o', token_count: N.int(200, 400) } })); });
      children.push(tool('FloorplanTool.write_layout', { values: { hall: 'B', rows: 4, aisles: 3, anchors: ['Harrow & Finch', 'Pennon Books'], childrens_zone: 'NW', exit_clear_bays: [11, 12] } }, { type: 'InfoArtifact', value: `layout saved as hallB_v${N.int(3, 9)}.svg` }, { metadata: { event: 'FinishActionsSubtaskEvent' } }));
      children.push(llm('PromptDriver.run', { prompt_stack: { messages: ['…'] } }, { type: 'TextArtifact', value: 'Layout saved: 4 rows, 3 aisles, anchors facing the entrance, children\'s zone by the reading corner, both exits kept clear.' }));
      const root = agent('Agent.run', { input: goal }, { output_task: 'ToolkitTask', value: 'Layout saved' }, children, { metadata: { framework: 'griptape 1.7', structure_id: N.hex(32), conversation_memory: 'LocalConversationMemoryDriver' } });
      return { goal, isolates: 'Three long reasoning steps in a row add hall geometry, anchor placement and children\'s/exit placement, then the layout is written.', root };
    },
  },
];
