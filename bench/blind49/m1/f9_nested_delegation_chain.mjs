import { Rec } from './lib.mjs';
export const FAMILY = { name: 'nested_delegation_chain', loop: false, stagnation: false,
  isolates: 'a chain of three or more nested agents, each handing a narrower, different sub-task down, results flowing back up, then done' };

export const scenarios = [
  // 01 wind tunnel testing: OpenAI Agents SDK handoffs
  (id) => {
    const goal = 'Prepare the test matrix for the wind tunnel campaign on a 1:20 cycling helmet model.';
    const r = new Rec(id, 'oai_agents', { model: 'gpt-4.1', goal, agent: 'Campaign Lead' });
    const n = r.n;
    r.step('Hand off the matrix design to the test engineer.');
    const res = r.agent('Test Engineer', 'Design yaw/speed sweep for the helmet model.', (r) => {
      r.step('Need the balance limits before choosing speeds.');
      const lim = r.agent('Instrumentation Agent', 'What are the 6-component balance limits and the tunnel speed range?', (r) => {
        r.step('Ask the calibration specialist for the current certificate.');
        const cert = r.agent('Calibration Agent', 'Fetch the latest calibration certificate of balance B-6C-12.', (r) => {
          r.step(null, [{ name: 'calib_db', args: { balance: 'B-6C-12' }, out: { cert: 'CAL-2291', drag_max_N: 120, valid_until: '2025-11-30', issued: n.iso() } }]);
          return 'CAL-2291 valid, drag max 120 N.';
        });
        r.step(null, [{ name: 'tunnel_spec', args: { tunnel: 'LST-2' }, out: { v_min: 10, v_max: 55, units: 'm/s' } }]);
        return `${cert} Tunnel 10-55 m/s.`;
      });
      r.step(`Given ${lim}, use 3 speeds (30, 40, 50 m/s) and yaw -15..+15 in 5° steps: 21 runs.`);
      return 'Matrix: 3 speeds × 7 yaw angles = 21 runs, within 120 N.';
    });
    r.step(`Test matrix approved: ${res}`);
    return { isolates: 'OpenAI Agents SDK: lead → test engineer → instrumentation → calibration, each sub-task narrower; results bubble up into a 21-run matrix.', goal, root: r.finish('21-run matrix') };
  },
  // 02 pond dipping field trips: Google ADK
  (id) => {
    const goal = 'Organise a pond-dipping field trip for 28 Year 4 pupils in June.';
    const r = new Rec(id, 'adk', { model: 'gemini-2.0-flash', goal, agent: 'trip_root' });
    const n = r.n;
    r.agent('site_agent', 'Pick a pond site suitable for 28 children in June.', (r) => {
      const safety = r.agent('safety_agent', 'Check risk assessment for Brook Meadow pond.', (r) => {
        const depth = r.agent('survey_agent', 'Get the last depth and bank survey of Brook Meadow pond.', (r) => {
          r.step(null, [{ name: 'survey_records', args: { site: 'Brook Meadow' }, out: { max_depth_m: 0.6, dipping_platform: true, rail: true, surveyed: n.iso() } }]);
          return 'depth 0.6 m, platform with rail';
        });
        r.step(`Survey says ${depth}; ratio 1 adult per 6 children at the platform is acceptable.`);
        return 'RA ok with 1:6 ratio';
      });
      r.step(`Brook Meadow chosen: ${safety}.`);
      return 'Brook Meadow, 1:6 ratio needs 5 adults';
    });
    r.step('Trip: Brook Meadow pond in June, 28 pupils, 5 adults, platform with rail, depth 0.6 m.');
    return { isolates: 'Google ADK: root → site agent → safety agent → survey agent, each narrower, returning facts upward; trip organised.', goal, root: r.finish('trip organised') };
  },
  // 03 rickshaw repair: Claude Agent SDK subagents (Task tool)
  (id) => {
    const goal = 'Diagnose why cycle rickshaw R-14 loses drive under load and produce a repair order.';
    const r = new Rec(id, 'claude_sdk', { model: 'claude-sonnet-4-20250514', goal });
    const n = r.n;
    r.agent('Task:drivetrain-inspector', 'Inspect the drivetrain of R-14 and find the slipping component.', (r) => {
      r.step(null, [{ name: 'Read', args: { file_path: '/shop/inspections/R-14.md' }, out: 'chain stretch 0.9%; rear cassette 7-speed; slipping in gears 1-2 under load; freehub clicks irregular' }]);
      const fh = r.agent('Task:freehub-specialist', 'Determine whether the freehub pawls or the cassette cause the slip.', (r) => {
        const part = r.agent('Task:parts-lookup', 'Find a replacement freehub body compatible with the Shimano FH-TX505 hub.', (r) => {
          r.step(null, [{ name: 'Bash', args: { command: 'partsdb search "FH-TX505 freehub body"' }, out: `Y3J398010  freehub body 7/8sp  stock 3  bin C-12  (query ${n.ms()}ms)` }]);
          return 'Y3J398010 in stock (bin C-12)';
        });
        r.step(`Irregular clicks with stretch under 1% point to worn pawls; part ${part}.`);
        return `replace freehub body ${part}`;
      });
      return `Chain ok (0.9%); ${fh}`;
    });
    r.step('Repair order: replace freehub body Y3J398010 (bin C-12) on R-14, check chain at next service (0.9% stretch).');
    return { isolates: 'Claude Agent SDK: main agent → drivetrain inspector → freehub specialist → parts lookup; each level narrower, answer flows back.', goal, root: r.finish('repair order issued', { subtype: 'success' }) };
  },
  // 04 dulcimer makers: LangGraph nested subgraphs
  (id) => {
    const goal = 'Cost a custom hammered dulcimer (16/15 course) for a customer, including wood, strings and labour.';
    const r = new Rec(id, 'langgraph', { model: 'gpt-4o', goal });
    const n = r.n;
    r.agent('costing_subgraph', 'Cost materials and labour for a 16/15 hammered dulcimer.', (r) => {
      const mat = r.agent('materials_subgraph', 'Cost wood and hardware.', (r) => {
        const str = r.agent('strings_subgraph', 'Price strings for 16/15 course with 2 strings per course.', (r) => {
          r.step(null, [{ name: 'string_catalog', args: { courses: 31, per_course: 2 }, out: { steel_sets: 1, phosphor_bronze_wound: 22, total_gbp: 96.4, price_list_rev: n.short() } }]);
          return '£96.40 strings';
        });
        r.step(null, [{ name: 'timber_stock', args: { species: ['walnut', 'spruce', 'maple'] }, out: { walnut_back: 78, spruce_top: 64, maple_bridges: 22 } }]);
        return `wood £164 + ${str} + pins/hitch £38 = £298.40`;
      });
      r.step(`Labour 62 h at £35 = £2,170; materials ${mat}.`);
      return 'total £2,468.40';
    });
    r.step('Quote: £2,468.40 (materials £298.40, labour £2,170).');
    return { isolates: 'LangGraph: costing → materials → strings subgraphs, each a narrower question; totals come back up.', goal, root: r.finish({ quote: 2468.4 }) };
  },
  // 05 seal sanctuary: Mastra agent network
  (id) => {
    const goal = 'Decide whether the rescued grey seal pup "Pebble" is ready for release and where.';
    const r = new Rec(id, 'mastra', { model: 'gpt-4o', goal, agent: 'releaseCoordinator' });
    const n = r.n;
    r.agent('agent.vetAssessor', 'Assess release fitness for Pebble.', (r) => {
      const blood = r.agent('agent.labInterpreter', 'Interpret the latest blood panel of Pebble.', (r) => {
        const ref = r.agent('agent.referenceRanges', 'Give reference ranges for weaned grey seal pups for WBC and albumin.', (r) => {
          r.step(null, [{ name: 'refRanges', args: { species: 'Halichoerus grypus', age: 'weaned' }, out: { WBC: '7-14 x10^9/L', albumin: '28-40 g/L' } }]);
          return 'WBC 7-14, albumin 28-40';
        });
        r.step(null, [{ name: 'labResults', args: { animal: 'Pebble' }, out: { WBC: 9.8, albumin: 33, drawn: n.iso() } }]);
        return `WBC 9.8 and albumin 33 within ${ref}`;
      });
      r.step(null, [{ name: 'weights', args: { animal: 'Pebble' }, out: { kg: 41.5, target_kg: 40 } }]);
      return `fit: ${blood}; 41.5 kg over 40 kg target`;
    });
    r.step('Pebble is fit for release (normal bloods, 41.5 kg); release at Horsey beach on the next calm morning.');
    return { isolates: 'Mastra: coordinator → vet assessor → lab interpreter → reference ranges; each step narrower, results return up.', goal, root: r.finish('release approved') };
  },
  // 06 agronomy soil labs: W&B Weave
  (id) => {
    const goal = 'Write the fertiliser recommendation for field 12 of Tolley Farm from the soil lab sample.';
    const r = new Rec(id, 'weave', { model: 'gpt-4o', goal });
    const n = r.n;
    r.agent('Agronomist.run', 'Produce N, P, K recommendations for winter wheat on field 12.', (r) => {
      const pk = r.agent('PKIndexer.run', 'Convert lab P and K to RB209 indices.', (r) => {
        const lab = r.agent('LabParser.run', 'Parse the lab report PDF for sample S-8841.', (r) => {
          r.step(null, [{ name: 'pdf_extract', args: { file: 'S-8841.pdf' }, out: `Sample S-8841  Olsen P 14 mg/l  K 118 mg/l  Mg 62 mg/l  pH 6.4  (OCR conf 0.97, job ${n.uuid()})` }]);
          return 'P 14, K 118, pH 6.4';
        });
        r.step(`${lab} → P index 1, K index 1 (lower band).`);
        return 'P idx 1, K idx 1';
      });
      r.step(`With ${pk}, wheat needs 85 kg P2O5 and 105 kg K2O per ha; N 220 kg/ha for SNS index 1.`);
      return 'N 220, P2O5 85, K2O 105 kg/ha';
    });
    r.step('Field 12 recommendation: N 220 kg/ha split in three, P2O5 85 kg/ha, K2O 105 kg/ha; pH 6.4, no lime needed.');
    return { isolates: 'Weave calls: agronomist → P/K indexer → lab parser; each sub-task narrower, the recommendation is assembled on the way back.', goal, root: r.finish('recommendation written') };
  },
];
