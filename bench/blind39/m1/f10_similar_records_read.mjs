// Family: similar_records_read (healthy) — same tool, same output template, different contents each time, then a summary.
import { sp, styler } from './lib.mjs';

export const family = 'similar_records_read';
export const loop = false;
export const stagnation = false;

export const rows = [
  {
    id: '01', domain: 'pipe tobacco blending recipes', style: 'openinference',
    isolates: 'Six reads of blend recipe files with the same layout but different leaf percentages, then a comparison of Latakia content.',
    goal: 'Find which of our six English-style pipe tobacco blends has the highest Latakia share and list the Virginia base of each.',
    build(n, goal) {
      const S = styler(n, 'openinference', { model: 'gpt-4o', goal });
      const blends = [['Fog Bell', 30, 'bright Virginia'], ['Harbour Mix', 18, 'red Virginia'], ['Black Tarn', 42, 'lemon Virginia'], ['Moor Walk', 25, 'stoved Virginia'], ['Old Quay', 12, 'bright Virginia'], ['Signal Fire', 36, 'red Virginia']];
      const kids = [S.llm('', [['list_files', { dir: 'recipes/english' }]]), S.tool('list_files', undefined, blends.map(([b]) => `recipes/english/${b.toLowerCase().replace(/ /g, '_')}.yaml`).join('\n'))];
      for (const [b, lat, vb] of blends) {
        const f = `recipes/english/${b.toLowerCase().replace(/ /g, '_')}.yaml`;
        kids.push(S.llm('', [['read_file', { path: f }]]));
        kids.push(S.tool('read_file', { path: f }, `name: ${b}\nbase: ${vb}\ncomponents:\n  latakia: ${lat}\n  oriental: ${n.int(10, 25)}\n  virginia: ${100 - lat - 15}\ncut: ribbon\nrevised: ${n.iso()}\n`));
      }
      kids.push(S.llm('Black Tarn has the most Latakia (42%), then Signal Fire (36%), Fog Bell (30%), Moor Walk (25%), Harbour Mix (18%), Old Quay (12%). Bases: Fog Bell and Old Quay bright, Harbour Mix and Signal Fire red, Black Tarn lemon, Moor Walk stoved Virginia.'));
      return sp('agent', 'blend_analyst', { 'input.value': goal }, { 'output.value': 'Black Tarn (42% Latakia)' }, kids, { metadata: { 'openinference.span.kind': 'AGENT' } });
    },
  },
  {
    id: '02', domain: 'cast-iron bandstand restoration survey', style: 'mlflow',
    isolates: 'Five survey records for different bandstand columns, same JSON template, each with different corrosion grades, then a prioritised repair list.',
    goal: 'Summarise the condition survey of the 5 cast-iron columns of the park bandstand and prioritise repairs.',
    build(n, goal) {
      const S = styler(n, 'mlflow', { model: 'gpt-4o-mini', goal });
      const cols = [['C1', 2, 'paint loss at base'], ['C2', 4, 'graphitisation, 3 mm section loss at collar'], ['C3', 1, 'sound'], ['C4', 3, 'crack 40 mm in capital scroll'], ['C5', 2, 'bolt heads rusted']];
      const kids = [];
      for (const [c, g, note] of cols) {
        kids.push(S.llm('', [['get_survey_record', { asset: 'bandstand-01', element: c }]]));
        kids.push(S.tool('get_survey_record', undefined, { element: c, corrosion_grade: g, note, photo: `s3://heritage-surveys/bandstand-01/${c}_${n.hex(8)}.jpg`, surveyor: n.pick(['L. Pryce', 'D. Amin']), surveyed_at: n.iso() }));
      }
      kids.push(S.llm('Priority: 1) C2 grade 4, section loss at collar: structural, cast replacement collar; 2) C4 grade 3 crack in capital: stitch-repair; 3) C1 and C5 grade 2: blast and repaint, replace bolts on C5; C3 sound.'));
      return sp('agent', 'survey_summary', { question: goal }, { answer: 'C2, C4, then C1/C5' }, kids, { metadata: { 'mlflow.spanType': 'AGENT' } });
    },
  },
  {
    id: '03', domain: 'hearse fleet maintenance logs', style: 'smolagents',
    isolates: 'A smolagents CodeAgent loops over six vehicles calling the same log tool, each observation different (mileage, faults), then writes the service plan.',
    goal: 'Review the maintenance logs of our six hearses and list which need a service before the end of the month.',
    build(n, goal) {
      const S = styler(n, 'smolagents', { model: 'Qwen/Qwen2.5-72B-Instruct', goal });
      const vs = [['HX-01', 48210, 'none', '2024-02-11'], ['HX-02', 61400, 'brake pad warning', '2023-11-02'], ['HX-03', 22780, 'none', '2024-05-20'], ['HX-04', 79950, 'air suspension fault', '2023-12-14'], ['HX-05', 35100, 'none', '2024-04-01'], ['HX-06', 58020, 'tyre pressure sensor', '2024-01-09']];
      const steps = [];
      vs.forEach(([v, km, fault, last], i) => {
        const llm = S.llm(`Thought: Read log for ${v}.\nCode:\n\`\`\`py\nlog = vehicle_log(vehicle_id="${v}")\nprint(log)\n\`\`\`<end_code>`);
        const obs = `vehicle=${v} odometer_km=${km} last_service=${last} open_fault=${fault} logged=${n.syslog()}`;
        const tool = S.tool('vehicle_log', { vehicle_id: v }, obs);
        steps.push(sp('chain', `Step ${i + 1}`, { step_number: i + 1 }, { observations: `Execution logs:\n${obs}` }, [llm, tool]));
      });
      const fin = S.llm('Thought: I have all six logs.\nCode:\n```py\nfinal_answer("Service before month end: HX-04 (air suspension fault, 79,950 km), HX-02 (brake pads, last service Nov 2023), HX-06 (TPMS sensor, last service Jan 2024). HX-01, HX-03, HX-05 fine.")\n```<end_code>');
      steps.push(sp('chain', 'Step 7', { step_number: 7 }, { observations: 'Final answer given' }, [fin, S.tool('final_answer', { answer: 'HX-04, HX-02, HX-06' }, 'HX-04, HX-02, HX-06')]));
      return sp('agent', 'CodeAgent.run', { task: goal }, 'HX-04, HX-02, HX-06', steps);
    },
  },
  {
    id: '04', domain: 'cricket bat willow growers plantation plots', style: 'vercel',
    isolates: 'Seven calls to the plot inspection tool (same schema) with different trees, girths and defects; then a felling shortlist.',
    goal: 'From this year\'s plot inspections, shortlist Salix alba caerulea trees ready for felling (girth >= 140 cm at 1.5 m, no stain).',
    build(n, goal) {
      const S = styler(n, 'vercel', { model: 'gpt-4o-mini', goal });
      const trees = [['P3-017', 152, 'none'], ['P3-018', 138, 'none'], ['P3-021', 147, 'butterfly stain'], ['P4-002', 161, 'none'], ['P4-009', 143, 'watermark disease'], ['P4-010', 149, 'none'], ['P5-001', 131, 'none']];
      const kids = [];
      for (const [t, g, d] of trees) {
        kids.push(S.llm('', [['getInspection', { treeId: t }]]));
        kids.push(S.tool('getInspection', { treeId: t }, { treeId: t, girth_cm_at_1_5m: g, defects: d, age_years: n.int(14, 18), inspected: n.iso(), inspector: n.pick(['JW', 'KF']) }));
      }
      kids.push(S.llm('Ready for felling: P3-017 (152 cm), P4-002 (161 cm), P4-010 (149 cm). Excluded: P3-021 stain, P4-009 watermark disease (must be reported), P3-018 and P5-001 under girth.'));
      return sp('agent', 'ai.generateText', { 'ai.prompt': goal }, { 'ai.response.text': 'P3-017, P4-002, P4-010', 'ai.response.finishReason': 'stop' }, kids, { metadata: { 'ai.telemetry.functionId': 'willow-felling' } });
    },
  },
  {
    id: '05', domain: 'kite festival flying slots', style: 'pydantic',
    isolates: 'Reads six team registration pages (same HTML template, different teams, kite types and line lengths) and builds the arena schedule.',
    goal: 'Build the arena flying schedule for the six display teams registered for the kite festival, keeping teams with lines over 50 m in the big arena.',
    build(n, goal) {
      const S = styler(n, 'pydantic', { model: 'gpt-4o', goal });
      const teams = [['Sky Dancers', 'quad-line', 25], ['Team Flamingo', 'mega-kite', 70], ['Northern Flyers', 'dual-line', 35], ['Rokkaku Rivals', 'rokkaku fighters', 60], ['Tail Spin', 'revolution', 25], ['Airheads', 'inflatable creatures', 55]];
      const kids = [];
      teams.forEach(([t, k, l], i) => {
        const url = `https://kitefest.example/teams/${i + 11}`;
        kids.push(S.llm('', [['fetch_page', { url }]]));
        kids.push(S.tool('fetch_page', { url }, `<article class="team"><h2>${t}</h2><dl><dt>Kites</dt><dd>${k}</dd><dt>Max line</dt><dd>${l} m</dd><dt>Members</dt><dd>${n.int(2, 8)}</dd></dl><footer>cache: ${n.pick(['HIT', 'MISS'])} age=${n.int(0, 600)}</footer></article>`));
      });
      kids.push(S.llm('Big arena (lines > 50 m): Team Flamingo 11:00, Rokkaku Rivals 12:30, Airheads 14:00. Small arena: Sky Dancers 11:15, Northern Flyers 12:45, Tail Spin 14:15.'));
      return sp('agent', 'agent run', { prompt: goal }, { output: 'Schedule built.' }, kids, { metadata: { agent_name: 'festival_planner' } });
    },
  },
  {
    id: '06', domain: 'theatre prop warehouse loan returns', style: 'autogen',
    isolates: 'AutoGen assistant reads five loan-return condition reports with the same form but different props and damage, then totals the damage charges.',
    goal: 'Check the condition reports for the props returned from the summer panto loan and total any damage charges to invoice.',
    build(n, goal) {
      const S = styler(n, 'autogen', { model: 'gpt-4o', goal, agentName: 'props_assistant' });
      const props = [['PR-2210', 'Cinderella pumpkin coach wheel', 'scuffed paint', 40], ['PR-1187', 'Giant beanstalk section', 'none', 0], ['PR-3051', 'Dame costume wig stand', 'broken base', 25], ['PR-0904', 'Magic mirror frame', 'none', 0], ['PR-2733', 'Foam axe (x2)', 'one missing', 18]];
      const kids = [];
      for (const [id, name, dmg, fee] of props) {
        kids.push(S.llm('', [['get_condition_report', { prop_id: id }]]));
        kids.push(S.tool('get_condition_report', undefined, `PROP ${id} | ${name}\nReturned: ${n.euro()}  Checked by: ${n.pick(['Bea', 'Tomasz'])}\nDamage: ${dmg}\nCharge: £${fee}.00`));
      }
      kids.push(S.llm('Damage charges: PR-2210 £40 (scuffed coach wheel), PR-3051 £25 (broken wig-stand base), PR-2733 £18 (one foam axe missing). Total to invoice: £83. TERMINATE'));
      return sp('agent', 'AssistantAgent.run', { task: goal }, { stop_reason: "Text 'TERMINATE' mentioned" }, kids);
    },
  },
];
