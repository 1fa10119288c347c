import { chat } from './lib.mjs';

// Family 5 (healthy): many similar-but-different reads, each adds information,
// followed by a synthesis.

const pct = (a, b) => ((100 * a) / b).toFixed(1);
const money = (x) => x.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const rows = [
  // 1 — sports analytics, smolagents CodeAgent
  {
    domain: 'sports analytics',
    style: 'smolagents',
    agent: 'CodeAgent',
    start: '2024-02-17T10:05:00Z',
    build(c) {
      const goal =
        "How has Marcus Delgado's shooting trended over the Hawks' last 8 games? Give me FG%, 3P% and minutes per game, and flag whether he's in a slump.";
      const games = [
        ['0022300712', '2024-02-02', 'vs BOS', 34, 9, 17, 3, 7, 4, 4],
        ['0022300729', '2024-02-04', '@ NYK', 36, 8, 15, 2, 5, 4, 5],
        ['0022300741', '2024-02-06', 'vs CHI', 31, 10, 18, 4, 8, 3, 3],
        ['0022300755', '2024-02-08', '@ MIA', 35, 7, 16, 3, 9, 3, 4],
        ['0022300770', '2024-02-10', 'vs ORL', 33, 8, 14, 2, 4, 3, 3],
        ['0022300786', '2024-02-12', '@ PHI', 30, 4, 15, 0, 6, 2, 2],
        ['0022300799', '2024-02-14', 'vs TOR', 29, 5, 16, 1, 7, 2, 3],
        ['0022300811', '2024-02-16', '@ CLE', 27, 3, 13, 0, 5, 2, 2],
      ];
      const ch = [];
      ch.push(
        c.llm(
          chat('You are an expert assistant who can solve any task using code blobs. Tools: get_box_score(game_id, player), get_team_schedule(team, last_n), final_answer(answer).', ['user', goal]),
          "Thought: I'll get the Hawks' last 8 game ids, then pull Delgado's line from each box score and aggregate.\nCode:\n```py\nsched = get_team_schedule(team=\"ATL\", last_n=8)\nprint(sched)\n```<end_code>",
        ),
      );
      ch.push(
        c.tool(
          'get_team_schedule',
          { team: 'ATL', last_n: 8 },
          { team: 'ATL', games: games.map((g) => ({ game_id: g[0], date: g[1], matchup: `ATL ${g[2]}` })) },
        ),
      );
      let M = 0, FGM = 0, FGA = 0, TPM = 0, TPA = 0;
      const lines = [];
      for (const [id, date, opp, min, fgm, fga, tpm, tpa, ftm, fta] of games) {
        const pts = 2 * fgm + tpm + ftm;
        M += min; FGM += fgm; FGA += fga; TPM += tpm; TPA += tpa;
        lines.push({ date, opp, min, fgm, fga, tpm, tpa, pts });
        ch.push(
          c.tool(
            'get_box_score',
            { game_id: id, player: 'Marcus Delgado' },
            {
              game_id: id,
              date,
              matchup: `ATL ${opp}`,
              player: { name: 'Marcus Delgado', id: 1631044, pos: 'SG', starter: true },
              line: { MIN: min, FGM: fgm, FGA: fga, FG3M: tpm, FG3A: tpa, FTM: ftm, FTA: fta, PTS: pts, PLUS_MINUS: c.int(-14, 12) },
              source: 'stats-feed',
            },
          ),
        );
      }
      const f5 = lines.slice(0, 5).reduce((a, l) => [a[0] + l.fgm, a[1] + l.fga, a[2] + l.tpm, a[3] + l.tpa], [0, 0, 0, 0]);
      const l3 = lines.slice(5).reduce((a, l) => [a[0] + l.fgm, a[1] + l.fga, a[2] + l.tpm, a[3] + l.tpa], [0, 0, 0, 0]);
      ch.push(
        c.llm(
          chat(null, ['user', 'Observation: 8 box score lines collected'], ['user', 'Execution logs: last 8 lines loaded into `lines`']),
          `Thought: All 8 lines are in. Totals: ${FGM}/${FGA} FG, ${TPM}/${TPA} 3P, ${M} minutes. First five games ${f5[0]}/${f5[1]} FG (${pct(f5[0], f5[1])}%), last three ${l3[0]}/${l3[1]} (${pct(l3[0], l3[1])}%) with ${l3[2]}/${l3[3]} from three — that's a clear drop, and minutes fell from 36 to 27. I'll write the answer.\nCode:\n\`\`\`py\nfinal_answer(summary)\n\`\`\`<end_code>`,
        ),
      );
      const output =
        `Over the last 8 games Delgado is shooting ${pct(FGM, FGA)}% FG (${FGM}/${FGA}) and ${pct(TPM, TPA)}% from three (${TPM}/${TPA}) in ${(M / 8).toFixed(1)} minutes per game. ` +
        `It's a slump concentrated in the last three games (Feb 12–16: ${l3[0]}/${l3[1]} FG = ${pct(l3[0], l3[1])}%, ${l3[2]}/${l3[3]} 3P, 10/13/8 points), after a strong first five (${pct(f5[0], f5[1])}% FG, ${pct(f5[2], f5[3])}% 3P). ` +
        'His minutes have also dropped from 36 at NYK to 27 at CLE.';
      return { goal, children: ch, output, meta: { readTool: 'get_box_score' } };
    },
  },

  // 2 — aviation maintenance, LangGraph: seven different tech-log entries
  {
    domain: 'aviation maintenance',
    style: 'langgraph',
    agent: 'reliability_analyst',
    start: '2024-04-09T14:30:00Z',
    build(c) {
      const goal =
        'Review the last 7 tech log entries for N612RW and tell me whether there is a recurring hydraulic issue that should trigger a reliability alert (threshold: 3 write-ups on the same ATA chapter in 30 days).';
      const entries = [
        { no: 'TL-44102', date: '2024-03-12', ata: '29-11', pirep: 'HYD SYS B QTY LOW CAUTION ON TAXI-IN. QTY 1.9 GAL.', action: 'Serviced sys B to full (+0.8 gal). Leak check eng-driven pump area, no leak found. Ops check good.', by: 'AMT L. Ferreira' },
        { no: 'TL-44131', date: '2024-03-15', ata: '33-42', pirep: 'L WING NAV LIGHT INOP.', action: 'Replaced lamp P/N 30-1793-1. Ops check good.', by: 'AMT D. Okonjo' },
        { no: 'TL-44177', date: '2024-03-19', ata: '29-11', pirep: 'HYD B QTY 2.1 GAL AT PREFLIGHT, REDISPATCH.', action: 'Found B-nut at EDP pressure line fitting weeping. Retorqued to 270 in-lb, serviced +0.6 gal. Leak check good.', by: 'AMT L. Ferreira' },
        { no: 'TL-44210', date: '2024-03-23', ata: '25-21', pirep: 'SEAT 7C RECLINE INOP.', action: 'Placarded INOP per MEL 25-21-01, deferred.', by: 'AMT S. Park' },
        { no: 'TL-44256', date: '2024-03-28', ata: '29-11', pirep: 'HYD SYS B QTY LOW ON CLIMB, CAUTION MSG.', action: 'Hydraulic fluid residue at EDP pressure line fitting. Replaced fitting O-ring P/N MS29513-012, serviced +1.1 gal. 15-min leak run good.', by: 'AMT R. Nguyen' },
        { no: 'TL-44290', date: '2024-04-02', ata: '21-51', pirep: 'PACK 2 TEMP HIGH ON GROUND.', action: 'Cleaned pack 2 heat exchanger inlet. Ops check good.', by: 'AMT D. Okonjo' },
        { no: 'TL-44318', date: '2024-04-07', ata: '29-11', pirep: 'HYD B QTY 2.0 GAL AT OVERNIGHT CHECK.', action: 'Serviced +0.7 gal. Slight wetness at EDP pressure line. Monitor item raised MI-2291.', by: 'AMT L. Ferreira' },
      ];
      const ch = [];
      ch.push(
        c.tool(
          'list_tech_log',
          { tail: 'N612RW', limit: 7 },
          { tail: 'N612RW', type: 'E175', entries: entries.map((e) => ({ entry_no: e.no, date: e.date, ata: e.ata })) },
        ),
      );
      for (const e of entries) {
        ch.push(
          c.tool(
            'get_tech_log_entry',
            { tail: 'N612RW', entry_no: e.no },
            {
              entry_no: e.no,
              tail: 'N612RW',
              date: e.date,
              station: c.pick(['DTW', 'MSP', 'DTW', 'IND']),
              ata_chapter: e.ata,
              discrepancy: e.pirep,
              corrective_action: e.action,
              signed_by: e.by,
              deferral: e.ata === '25-21' ? 'MEL 25-21-01 CAT C' : null,
            },
          ),
        );
      }
      ch.push(
        c.llm(
          chat('You are a fleet reliability analyst assistant.', ['user', goal], ['tool', '7 entries retrieved']),
          'Four of the seven entries are ATA 29-11 (hydraulic system B quantity low): TL-44102 (Mar 12), TL-44177 (Mar 19), TL-44256 (Mar 28) and TL-44318 (Apr 7). Three of those four point at the same place — the engine-driven pump pressure line fitting (retorque on Mar 19, O-ring replaced Mar 28, wetness again Apr 7). Four 29-11 write-ups fall within 26 days (Mar 12 to Apr 7), above the threshold of 3 in 30 days. The other entries (nav light, seat recline, pack 2 temp) are unrelated.',
        ),
      );
      const output =
        'Yes — N612RW has a recurring hydraulic issue that meets the alert threshold. ATA 29-11 (Hyd system B low quantity) was written up 4 times in 26 days: TL-44102 (Mar 12), TL-44177 (Mar 19), TL-44256 (Mar 28) and TL-44318 (Apr 7). Three of the four trace to the EDP pressure line fitting (retorqued, O-ring replaced, still weeping — monitor item MI-2291). Recommend raising a reliability alert and replacing the fitting/line rather than servicing again. The remaining entries (33-42, 25-21, 21-51) are unrelated.';
      return { goal, children: ch, output, meta: { readTool: 'get_tech_log_entry' } };
    },
  },

  // 3 — hotel operations, Pydantic AI: six night-audit reports
  {
    domain: 'hotel operations',
    style: 'pydantic',
    agent: 'revenue_assistant',
    start: '2024-05-12T08:10:00Z',
    build(c) {
      const goal = 'Pull the night audit reports for May 6–11 and give me occupancy, ADR and RevPAR for the week, plus the best and worst night.';
      const AVAIL = 240;
      const nights = [
        ['2024-05-06', 168, 26712.0, 2, 1],
        ['2024-05-07', 191, 31324.0, 2, 3],
        ['2024-05-08', 207, 35604.0, 0, 2],
        ['2024-05-09', 214, 37878.0, 0, 1],
        ['2024-05-10', 229, 44426.0, 1, 4],
        ['2024-05-11', 198, 36234.0, 1, 2],
      ];
      const ch = [];
      let sold = 0, rev = 0;
      const stats = [];
      for (const [d, rs, rr, ooo, ns] of nights) {
        sold += rs; rev += rr;
        stats.push({ d, occ: (100 * rs) / AVAIL, adr: rr / rs, revpar: rr / AVAIL });
        ch.push(
          c.tool(
            'get_night_audit',
            { property: 'HBV-SEA', business_date: d },
            {
              property: 'HBV-SEA',
              business_date: d,
              rooms_available: AVAIL,
              rooms_sold: rs,
              out_of_order: ooo,
              comp_rooms: c.int(0, 3),
              no_shows: ns,
              room_revenue: rr,
              fnb_revenue: c.int(6000, 14000) + 0.5,
              audit_closed_at: `${d}T${String(c.int(2, 4)).padStart(2, '0')}:${String(c.int(0, 59)).padStart(2, '0')}:00-07:00`,
              auditor: c.pick(['jmartin', 'akhan', 'jmartin']),
            },
          ),
        );
      }
      const best = stats.reduce((a, b) => (b.revpar > a.revpar ? b : a));
      const worst = stats.reduce((a, b) => (b.revpar < a.revpar ? b : a));
      const occ = (100 * sold) / (AVAIL * 6);
      const adr = rev / sold;
      const revpar = rev / (AVAIL * 6);
      ch.push(
        c.llm(
          chat('You are a hotel revenue analyst. Be precise with numbers.', ['user', goal], ['tool', '6 night audits retrieved']),
          `Week totals: ${sold} rooms sold of ${AVAIL * 6} available, room revenue $${money(rev)}. Occupancy ${occ.toFixed(1)}%, ADR $${adr.toFixed(2)}, RevPAR $${revpar.toFixed(2)}. Best night by RevPAR is ${best.d} ($${best.revpar.toFixed(2)}, ${best.occ.toFixed(1)}% occ), worst is ${worst.d} ($${worst.revpar.toFixed(2)}, ${worst.occ.toFixed(1)}% occ).`,
        ),
      );
      const output =
        `May 6–11 (6 nights, ${AVAIL} rooms): occupancy ${occ.toFixed(1)}%, ADR $${adr.toFixed(2)}, RevPAR $${revpar.toFixed(2)} on $${money(rev)} room revenue. ` +
        `Best night: Fri ${best.d} — ${best.occ.toFixed(1)}% occupancy, ADR $${best.adr.toFixed(2)}, RevPAR $${best.revpar.toFixed(2)}. ` +
        `Worst night: Mon ${worst.d} — ${worst.occ.toFixed(1)}% occupancy, ADR $${worst.adr.toFixed(2)}, RevPAR $${worst.revpar.toFixed(2)}. Demand built steadily Monday through Friday and softened Saturday.`;
      return { goal, children: ch, output, meta: { readTool: 'get_night_audit' } };
    },
  },

  // 4 — university admissions, DSPy ReAct over six applicant files
  {
    domain: 'university admissions',
    style: 'dspy',
    agent: 'ReAct',
    start: '2024-02-20T16:00:00Z',
    build(c) {
      const goal =
        'Summarize the 6 applicants in the MS Data Science merit scholarship pool (GPA, GRE quant, research experience) and recommend the top two.';
      const apps = [
        { id: 'DS25-0113', name: 'A. Mensah', gpa: 3.91, q: 168, research: '2 yrs RA in computational epidemiology; 1 first-author workshop paper', lor: 'strong' },
        { id: 'DS25-0127', name: 'J. Ruiz', gpa: 3.62, q: 170, research: 'Kaggle competitions (2 silver); no formal research', lor: 'average' },
        { id: 'DS25-0141', name: 'S. Iyer', gpa: 3.84, q: 166, research: 'Senior thesis on graph neural nets; summer REU at CMU', lor: 'strong' },
        { id: 'DS25-0158', name: 'T. Kowalski', gpa: 3.45, q: 163, research: '3 yrs industry analyst; no research', lor: 'good' },
        { id: 'DS25-0162', name: 'L. Chen', gpa: 3.97, q: 169, research: '1 yr lab tech in genomics; co-author on 1 journal paper', lor: 'exceptional' },
        { id: 'DS25-0175', name: 'M. Okoro', gpa: 3.70, q: 165, research: 'Undergrad research on NLP for Yoruba; poster at regional conf', lor: 'good' },
      ];
      const ch = [];
      const traj = [];
      let prevObs = 'None';
      for (let i = 0; i < apps.length; i++) {
        const a = apps[i];
        const thought =
          i === 0
            ? `I need each applicant's file. The pool list has six IDs; I'll start with ${a.id}.`
            : `${apps[i - 1].id} (${apps[i - 1].name}) has GPA ${apps[i - 1].gpa}, GRE Q ${apps[i - 1].q}, research: ${apps[i - 1].research.split(';')[0]}. Next I'll read ${a.id}.`;
        ch.push(
          c.llm(
            `Your input fields are: \`question\`, \`trajectory\`. Your output fields are: \`next_thought\`, \`next_tool_name\`, \`next_tool_args\`.\n[[ ## question ## ]]\n${goal}\n[[ ## trajectory ## ]]\n${traj.join('\n') || '(empty)'}\n[[ ## last_observation ## ]]\n${prevObs}`,
            `[[ ## next_thought ## ]]\n${thought}\n[[ ## next_tool_name ## ]]\nread_applicant_file\n[[ ## next_tool_args ## ]]\n{"applicant_id": "${a.id}"}\n[[ ## completed ## ]]`,
          ),
        );
        const obs = {
          applicant_id: a.id,
          name: a.name,
          program: 'MS Data Science',
          undergrad_gpa: a.gpa,
          gre: { quant: a.q, verbal: c.int(152, 164), awa: c.pick([4.0, 4.5, 5.0]) },
          research_experience: a.research,
          recommendation_strength: a.lor,
          file_version: c.int(2, 6),
        };
        ch.push(c.tool('read_applicant_file', { applicant_id: a.id }, obs));
        traj.push(`[[ ## thought_${i} ## ]] ${thought}\n[[ ## tool_name_${i} ## ]] read_applicant_file\n[[ ## observation_${i} ## ]] ${a.id} loaded`);
        prevObs = JSON.stringify({ applicant_id: a.id, gpa: a.gpa, gre_q: a.q });
      }
      ch.push(
        c.llm(
          `[[ ## question ## ]]\n${goal}\n[[ ## trajectory ## ]]\n${traj.join('\n')}\nRespond with the corresponding output fields: \`reasoning\`, \`answer\`.`,
          '[[ ## reasoning ## ]]\nRanking on GPA, GRE Q and research depth: L. Chen (3.97, 169, journal co-author, exceptional letters) and A. Mensah (3.91, 168, two years RA + first-author workshop paper) lead. S. Iyer (3.84, 166, thesis + REU) is a close third. J. Ruiz has the top quant score (170) but no research; T. Kowalski and M. Okoro trail on GPA/quant.\n[[ ## answer ## ]]\nTop two: L. Chen, A. Mensah.\n[[ ## completed ## ]]',
        ),
      );
      const output =
        'Pool summary — DS25-0113 A. Mensah: GPA 3.91, GRE Q 168, 2 yrs RA in computational epidemiology + first-author workshop paper. DS25-0127 J. Ruiz: 3.62, Q 170, Kaggle only. DS25-0141 S. Iyer: 3.84, Q 166, GNN thesis + CMU REU. DS25-0158 T. Kowalski: 3.45, Q 163, industry analyst, no research. DS25-0162 L. Chen: 3.97, Q 169, genomics lab tech, journal co-author, exceptional letters. DS25-0175 M. Okoro: 3.70, Q 165, NLP undergrad research + poster. Recommendation: L. Chen and A. Mensah, with S. Iyer as alternate.';
      return { goal, children: ch, output, meta: { readTool: 'read_applicant_file' } };
    },
  },

  // 5 — shipping/customs, OpenAI Agents SDK: six commercial invoices, duty estimate
  {
    domain: 'shipping/customs',
    style: 'oai',
    agent: 'Customs Estimator',
    start: '2024-09-10T13:20:00Z',
    build(c) {
      const goal =
        'Estimate the duties for the 6 commercial invoices in shipment SHP-55120 (ocean, entering at Savannah) and flag anything that needs a Section 301 check.';
      const inv = [
        { no: 'INV-88301', supplier: 'Ningbo Fenghua Hardware Co.', origin: 'CN', hts: '8302.41.6045', desc: 'Steel cabinet hinges', value: 12480, rate: 3.9 },
        { no: 'INV-88302', supplier: 'Hanoi Textile JSC', origin: 'VN', hts: '6110.20.2079', desc: "Cotton knit pullovers, men's", value: 18950, rate: 16.5 },
        { no: 'INV-88303', supplier: 'Ningbo Fenghua Hardware Co.', origin: 'CN', hts: '7318.15.2095', desc: 'Steel machine screws', value: 4210, rate: 0 },
        { no: 'INV-88304', supplier: 'Bursa Home Textiles A.S.', origin: 'TR', hts: '6302.60.0030', desc: 'Cotton terry bath towels', value: 9760, rate: 9.1 },
        { no: 'INV-88305', supplier: 'Shenzhen Lumina Electronics', origin: 'CN', hts: '9405.42.8440', desc: 'LED desk lamps', value: 7385, rate: 3.9 },
        { no: 'INV-88306', supplier: 'Monterrey Ceramica SA de CV', origin: 'MX', hts: '6912.00.4810', desc: 'Ceramic dinnerware sets', value: 5120, rate: 9.8 },
      ];
      const ch = [];
      let total = 0, duty = 0;
      for (const v of inv) {
        total += v.value;
        duty += (v.value * v.rate) / 100;
        ch.push(
          c.tool(
            'get_commercial_invoice',
            { shipment_id: 'SHP-55120', invoice_no: v.no },
            {
              invoice_no: v.no,
              shipment_id: 'SHP-55120',
              seller: v.supplier,
              country_of_origin: v.origin,
              incoterm: 'FOB',
              currency: 'USD',
              lines: [{ hts: v.hts, description: v.desc, qty: c.int(200, 4000), uom: 'PCS', extended_value: v.value }],
              invoice_total: v.value,
              general_duty_rate_pct: v.rate,
              doc_id: c.uuid(),
            },
          ),
        );
      }
      const mpf = Math.min(Math.max(total * 0.003464, 32.71), 634.62);
      const hmf = total * 0.00125;
      const cn = inv.filter((v) => v.origin === 'CN');
      ch.push(
        c.llm(
          [{ role: 'user', content: goal }, { role: 'assistant', content: 'Read all 6 invoices.' }],
          `Entered value totals $${money(total)}. General duties: INV-88301 $${money(486.72)}, INV-88302 $${money(3126.75)}, INV-88303 $0.00 (free), INV-88304 $${money(888.16)}, INV-88305 $${money(288.02)}, INV-88306 $${money(501.76)} = $${money(duty)}. MPF 0.3464% = $${money(mpf)}, HMF 0.125% = $${money(hmf)}. China-origin lines needing Section 301 review: ${cn.map((v) => `${v.no} (${v.hts})`).join(', ')}.`,
        ),
      );
      const output =
        `Estimated duties for SHP-55120: general duty $${money(duty)} on $${money(total)} entered value, plus MPF $${money(mpf)} and HMF $${money(hmf)}, for roughly $${money(duty + mpf + hmf)} before any Section 301 tariffs. ` +
        `Flag for Section 301: the three China-origin invoices — INV-88301 hinges (8302.41.6045, $12,480), INV-88303 screws (7318.15.2095, $4,210) and INV-88305 LED lamps (9405.42.8440, $7,385); check their list status, since 301 could add 7.5–25% on $24,075. The Vietnam, Turkey and Mexico invoices have no 301 exposure.`;
      return { goal, children: ch, output, meta: { readTool: 'get_commercial_invoice' } };
    },
  },

  // 6 — newsroom, Vercel AI SDK: seven wire stories -> briefing
  {
    domain: 'newsroom/media',
    style: 'vercel',
    agent: 'briefing-writer',
    start: '2024-08-22T10:40:00Z',
    build(c) {
      const goal = 'Compile a 5-bullet morning briefing on the Klamath-area wildfires from the overnight wire stories.';
      const stories = [
        ['AP-3a91', '04:12', 'AP', 'Cedar Ridge Fire grows to 41,200 acres; containment 12%', 'The Cedar Ridge Fire east of Klamath Falls grew by 9,000 acres overnight on gusty south winds, fire officials said. Containment held at 12%. About 1,100 personnel are assigned.'],
        ['RT-77c0', '04:40', 'Reuters', 'Evacuation orders expanded to Sprague River, Chiloquin outskirts', 'Klamath County Sheriff expanded Level 3 "Go Now" orders to Sprague River and areas north of Chiloquin, affecting roughly 2,300 residents. A shelter is open at the Klamath County Fairgrounds.'],
        ['AP-3a9f', '05:05', 'AP', 'Highway 140 closed between mileposts 18 and 44', 'ODOT closed OR-140 east of Klamath Falls between mileposts 18 and 44 because of fire activity and smoke. No reopening estimate was given.'],
        ['OPB-1d22', '05:30', 'OPB', 'Smoke pushes Klamath Falls AQI past 250', "Air quality in Klamath Falls reached the 'very unhealthy' range overnight, with AQI peaking at 263. The county health department advised residents to stay indoors and cancel outdoor events."],
        ['RT-77d4', '05:52', 'Reuters', 'Governor invokes Conflagration Act for Cedar Ridge Fire', 'Oregon Governor invoked the Emergency Conflagration Act, mobilizing structural firefighting task forces from six counties to protect homes near Sprague River.'],
        ['AP-3aa6', '06:15', 'AP', 'Two homes, 9 outbuildings destroyed; no injuries reported', 'Damage assessment teams confirmed two homes and nine outbuildings destroyed near Beatty. No injuries have been reported; one firefighter was treated for heat exhaustion and released.'],
        ['NWS-0822', '06:30', 'NWS Medford', 'Red Flag Warning through Thursday 8 p.m.', 'A Red Flag Warning remains in effect through Thursday 8 p.m. for gusts to 35 mph and relative humidity as low as 8%. Dry lightning is possible Friday.'],
      ];
      const ch = [];
      ch.push(
        c.tool(
          'listWireStories',
          { query: 'Klamath wildfire OR "Cedar Ridge Fire"', since: '2024-08-22T00:00:00-07:00', limit: 20 },
          { count: stories.length, items: stories.map((s) => ({ id: s[0], slug: s[3], source: s[2], time: s[1] })) },
        ),
      );
      for (const [id, time, src, hed, body] of stories) {
        ch.push(
          c.tool(
            'getWireStory',
            { id },
            { id, source: src, filed: `2024-08-22T${time}:00-07:00`, headline: hed, dateline: 'KLAMATH FALLS, Ore.', body, word_count: body.split(' ').length, embargo: null, version: c.int(1, 3) },
          ),
        );
      }
      const output =
        'Klamath-area wildfires — morning briefing (Aug 22):\n' +
        '• Cedar Ridge Fire jumped 9,000 acres overnight to 41,200 acres; containment still 12%, ~1,100 personnel assigned (AP).\n' +
        '• Level 3 "Go Now" evacuations expanded to Sprague River and north of Chiloquin (~2,300 residents); shelter at Klamath County Fairgrounds (Reuters).\n' +
        '• Two homes and nine outbuildings destroyed near Beatty; no injuries, one firefighter treated for heat exhaustion. Governor invoked the Conflagration Act, sending structure task forces from six counties (AP, Reuters).\n' +
        '• OR-140 closed between mileposts 18 and 44 with no reopening estimate; Klamath Falls AQI peaked at 263 ("very unhealthy") — stay indoors (ODOT via AP, OPB).\n' +
        '• Red Flag Warning through Thursday 8 p.m.: gusts to 35 mph, humidity as low as 8%, dry lightning possible Friday (NWS Medford).';
      return { goal, children: ch, output, meta: { readTool: 'getWireStory' } };
    },
  },
];

export default {
  family: 'many-similar-reads',
  isolates:
    'The agent reads many records of the same structure but different contents, each adding new information, and then synthesises a finished answer.',
  loop: false,
  stagnation: false,
  rows,
};
