// Family: similar_record_sweep — healthy: same tool, same output template, different contents each time, then a summary.
import { agent, llm, tool, chain, span, retriever, sys, user, asst, toolMsg, call } from './lib.mjs';

export const family = 'similar_record_sweep';
export const loop = false;
export const stagnation = false;

export const scenarios = [
  {
    id: '01', domain: 'lobster pound inventory', style: 'Langfuse',
    build(k) {
      const goal = 'Go through the holding-tank sheets for all six tanks at the Stonington lobster pound and report total pounds by grade and any tank over 2 % mortality this week.';
      const tanks = [
        ['T1', { chix: 410, quarters: 220, selects: 95, culls: 30 }, 3, 755, 760],
        ['T2', { chix: 380, quarters: 260, selects: 120, culls: 12 }, 21, 772, 780],
        ['T3', { chix: 0, quarters: 140, selects: 310, culls: 4 }, 2, 454, 380],
        ['T4', { chix: 515, quarters: 180, selects: 60, culls: 41 }, 7, 796, 840],
        ['T5', { chix: 290, quarters: 305, selects: 150, culls: 8 }, 5, 753, 730],
        ['T6', { chix: 120, quarters: 95, selects: 410, culls: 2 }, 14, 627, 600],
      ];
      const obs = [llm('plan', { messages: [user(goal)] }, { role: 'assistant', content: 'I will read each tank sheet T1-T6 in turn.' }, { metadata: { observation_type: 'GENERATION', model: 'gpt-4o-mini' } })];
      for (const [t, g, dead, total, head] of tanks) {
        obs.push(tool('read_tank_sheet', { tank: t, week: '2025-W41' }, { tank: t, lbs: g, head_count: head, dead_count: dead, lbs_total: total, water_temp_f: k.num(44, 49, 1), sheet_rev: k.int(1, 9), updated_by: k.pick(['jm', 'rk', 'al']), updated: k.us() }, { observation_type: 'SPAN', latency: k.int(60, 300) }));
        k.tick();
      }
      const totals = tanks.reduce((a, [, g]) => { for (const [kk, v] of Object.entries(g)) a[kk] = (a[kk] || 0) + v; return a; }, {});
      obs.push(llm('summarise', { messages: '[6 tank sheets]' }, { role: 'assistant', content: `Totals: chix ${totals.chix} lb, quarters ${totals.quarters} lb, selects ${totals.selects} lb, culls ${totals.culls} lb (${Object.values(totals).reduce((a, b) => a + b)} lb). Mortality: T2 21 of 780 head (2.7 %) and T6 14 of 600 (2.3 %) exceed 2 %; the other tanks are 0.4-0.8 %. Check T2 aeration first.` }, { metadata: { observation_type: 'GENERATION', model: 'gpt-4o' } }));
      return {
        isolates: 'Six tank sheets read with the same tool and template but different grades and mortality, then summed into a report.',
        goal,
        root: agent('trace:pound-weekly', { input: goal }, { output: 'weekly report' }, obs, { langfuse_trace_id: k.uuid() }),
      };
    },
  },
  {
    id: '02', domain: 'bobsleigh track run timing', style: 'MLflow Tracing',
    build(k) {
      const goal = 'Read the timing sheets of all five two-man training heats at the Altenberg track and identify which start split correlates best with finish time.';
      const heats = [
        [1, [['GER-1', 5.01, 55.82], ['SUI-2', 5.12, 56.14], ['LAT-1', 5.09, 56.03]]],
        [2, [['GER-1', 4.98, 55.71], ['SUI-2', 5.15, 56.30], ['LAT-1', 5.06, 55.98]]],
        [3, [['GER-1', 5.03, 55.90], ['SUI-2', 5.10, 56.02], ['LAT-1', 5.11, 56.21]]],
        [4, [['GER-1', 4.97, 55.66], ['SUI-2', 5.08, 55.97], ['LAT-1', 5.05, 55.94]]],
        [5, [['GER-1', 5.00, 55.79], ['SUI-2', 5.14, 56.25], ['LAT-1', 5.08, 56.06]]],
      ];
      const kids = [llm('ChatOpenAI', { messages: [user(goal)] }, { content: 'Reading heat sheets 1 to 5.' }, { 'mlflow.spanType': 'CHAT_MODEL' })];
      for (const [h, rows] of heats) {
        const sheet = `ALTENBERG · 2-MAN TRAINING · HEAT ${h}\nTemp ice ${k.num(-7, -3, 1)}°C  air ${k.num(-2, 4, 1)}°C  printed ${k.euro()}\nSLED    START   INT1    INT2    FINISH\n${rows.map(([s, st, f]) => `${s.padEnd(8)}${st.toFixed(2)}   ${(st + k.num(9.8, 10.2)).toFixed(2)}   ${(st + k.num(26.5, 27.3)).toFixed(2)}   ${f.toFixed(2)}`).join('\n')}`;
        kids.push(tool('get_timing_sheet', JSON.stringify({ track: 'ALT', heat: h }), sheet, { 'mlflow.spanType': 'TOOL' }));
        k.tick();
      }
      kids.push(llm('ChatOpenAI', { messages: '[5 sheets]' }, { content: 'Across 15 runs the start time correlates strongly with finish (r ≈ 0.91): GER-1 starts 4.97-5.03 and finishes 55.66-55.90, SUI-2 starts slowest (5.08-5.15) and finishes slowest. The start split is the best single predictor; INT1 adds little beyond it.' }, { 'mlflow.spanType': 'CHAT_MODEL' }));
      return {
        isolates: 'Five timing sheets with the same layout but different times are read one after another, then analysed together.',
        goal,
        root: agent('bob_analysis', { goal }, { result: 'start split best predictor (r≈0.91)' }, kids, { 'mlflow.traceRequestId': 'tr-' + k.hex(32) }),
      };
    },
  },
  {
    id: '03', domain: 'residential radon testing', style: 'LlamaIndex',
    build(k) {
      const goal = 'Summarise the radon test reports for the eight homes in the Carnmenellis granite survey and list which exceed the 200 Bq/m³ action level.';
      const homes = [['TR16 6AB', 410, 'living room', 91], ['TR16 6AD', 95, 'bedroom', 92], ['TR16 6AQ', 188, 'living room', 90], ['TR15 3NE', 620, 'cellar-adjacent lounge', 89], ['TR15 3NF', 140, 'bedroom', 91], ['TR13 0LH', 205, 'kitchen', 93], ['TR13 0LJ', 72, 'living room', 90], ['TR13 0LP', 330, 'study', 92]];
      const kids = [];
      homes.forEach(([pc, bq, room, days], i) => {
        const text = `RADON TEST REPORT\nProperty: ${pc}\nDetector: alpha-track ${k.hex(6).toUpperCase()}\nRoom: ${room}\nExposure: ${days} days\nSeasonally corrected annual average: ${bq} Bq/m3\nLab ref: UKHSA-${k.int(100000, 999999)}  issued ${k.date()}`;
        kids.push(retriever('VectorIndexRetriever.retrieve', { query_str: `radon report ${pc}`, filters: { postcode: pc } }, { nodes: [{ id_: k.uuid(), score: k.num(0.82, 0.95), text, metadata: { file_name: `report_${pc.replace(' ', '')}.pdf`, page_label: '1' } }] }, { 'openinference.span.kind': 'RETRIEVER' }));
        k.tick();
      });
      kids.push(llm('OpenAI.chat', { messages: [sys('Context: 8 radon reports'), user(goal)] }, { message: { role: 'assistant', content: 'Above 200 Bq/m³: TR15 3NE (620), TR16 6AB (410), TR13 0LP (330), TR13 0LH (205). Below: TR16 6AQ (188, close to the level), TR15 3NF (140), TR16 6AD (95), TR13 0LJ (72). Four of eight homes need remediation advice; TR15 3NE should be prioritised.' } }, { model: 'gpt-4o' }));
      return {
        isolates: 'Eight report retrievals with identical structure but different postcodes and readings, followed by one summary that ranks the results.',
        goal,
        root: agent('QueryEngine.query', { query_str: goal }, { response: 'Four homes exceed 200 Bq/m³.' }, kids, { framework: 'llama-index-core 0.12.5' }),
      };
    },
  },
  {
    id: '04', domain: 'fresco condition surveys', style: 'Haystack',
    build(k) {
      const goal = 'Read the condition reports for the six fresco panels in the north aisle of San Zeno and rank them by urgency of consolidation.';
      const panels = [
        ['N1', 'Annunciation', 'flaking in lower register 0.4 m²; salt efflorescence', 'high'],
        ['N2', 'St George', 'stable; old retouching discoloured', 'low'],
        ['N3', 'Madonna and Child', 'detachment of intonaco 1.1 m², hollow sound on tapping', 'critical'],
        ['N4', 'Last Supper fragment', 'microbial staining after roof leak, surface sound', 'medium'],
        ['N5', 'Saints Peter and Paul', 'cracks along old crack lines, not active', 'low'],
        ['N6', 'Crucifixion', 'pigment powdering in blues (azurite), 0.2 m²', 'high'],
      ];
      const kids = [];
      panels.forEach(([p, title, cond, urg]) => {
        kids.push(chain('FileTypeRouter / PyPDFToDocument', { sources: [`surveys/north_aisle/${p}.pdf`] }, { documents: [{ id: k.sha256(), content: `Panel ${p} — ${title}\nSurveyed ${k.date()} by ${k.pick(['E. Rinaldi', 'M. Conti'])}\nCondition: ${cond}\nRecommended priority: ${urg}\nRH at survey: ${k.int(58, 77)}%`, meta: { file_path: `${p}.pdf`, pages: 3 } }] }, [
          tool('PyPDFToDocument.run', { sources: [`${p}.pdf`] }, { documents: 1, elapsed: k.ms(20, 200) }, { 'haystack.component.type': 'PyPDFToDocument' }),
        ], { 'haystack.component.name': 'converter', 'haystack.component.visits': panels.indexOf(panels.find((x) => x[0] === p)) + 1 }));
        k.tick();
      });
      kids.push(llm('OpenAIGenerator', { prompt: 'Rank by urgency: [6 documents]' }, { replies: ['1. N3 Madonna and Child — detachment of 1.1 m² intonaco (critical; facing and injection grouting first). 2. N1 Annunciation — flaking with salts. 3. N6 Crucifixion — azurite powdering. 4. N4 — microbial staining. 5-6. N2 and N5, stable.'], meta: [{ model: 'gpt-4o', usage: { total_tokens: 1432 } }] }, { 'haystack.component.name': 'generator' }));
      return {
        isolates: 'Six condition reports converted through the same component with the same template but different panels and damage, then ranked once.',
        goal,
        root: chain('haystack.pipeline.run', { data: { converter: { sources: 'surveys/north_aisle/*.pdf' } } }, { generator: { replies: ['ranked list'] } }, kids, { 'haystack.version': '2.8.0' }),
      };
    },
  },
  {
    id: '05', domain: 'frozen dumpling line QC', style: 'W&B Weave calls',
    build(k) {
      const goal = 'Review this week\'s seven batch QC records for the pork-and-chive dumpling line and flag any batch outside spec (core temp after blast freeze ≤ −18 °C, weight 20 ± 1.5 g, seal failures < 0.5 %).';
      const batches = [['B-2291', -19.4, 20.3, 0.2], ['B-2292', -18.9, 21.9, 0.3], ['B-2293', -20.1, 19.8, 0.1], ['B-2294', -17.2, 20.1, 0.2], ['B-2295', -19.0, 20.6, 0.7], ['B-2296', -18.6, 19.2, 0.3], ['B-2297', -19.8, 20.0, 0.1]];
      const kids = [];
      for (const [b, t, w, s] of batches) {
        kids.push(tool('qc.get_batch_record', { batch: b }, { batch: b, line: 'DL-2', core_temp_c: t, mean_weight_g: w, seal_fail_pct: s, samples: 60, signed_off: k.pick(['QA-Li', 'QA-Ng', 'QA-Ortiz']), record_hash: k.sha1().slice(0, 12), logged: k.isoOff(8) }, { 'weave.call_id': k.uuid() }));
        k.tick();
      }
      kids.push(llm('openai.chat.completions.create', { model: 'gpt-4o-mini', messages: '[7 batch records]' }, { choices: [{ message: { role: 'assistant', content: 'Out of spec: B-2292 mean weight 21.9 g (over 21.5), B-2294 core −17.2 °C (warmer than −18), B-2295 seal failures 0.7 %. The other four batches (2291, 2293, 2296, 2297) are within spec. Hold B-2294 for re-freeze and re-test.' } }] }, { 'weave.call_id': k.uuid() }));
      return {
        isolates: 'Seven batch records read with one tool and one schema, each with different measurements, and a final review that flags three of them.',
        goal,
        root: agent('qc_weekly_review', { goal }, { flagged: ['B-2292', 'B-2294', 'B-2295'] }, kids, { 'weave.project': 'dumplings/qc' }),
      };
    },
  },
  {
    id: '06', domain: 'geodetic benchmark recovery', style: 'Griptape (not in the brief\'s list)',
    build(k) {
      const goal = 'Check the recovery reports for the seven levelling benchmarks along the B4391 and list which are destroyed, disturbed or usable for the new survey.';
      const marks = [['BM 4417', 'found, good', 'cut mark on church plinth, clear'], ['BM 4418', 'not found', 'wall rebuilt 2019, mark lost'], ['BM 4419', 'found, disturbed', 'bolt bent, 3 mm offset visible'], ['BM 4420', 'found, good', 'flush bracket on bridge parapet'], ['BM 4421', 'found, good', 'rivet in kerb, partly covered'], ['BM 4422', 'not found', 'road widened'], ['BM 4423', 'found, good', 'cut mark on milestone']];
      const kids = [];
      marks.forEach(([bm, status, note], i) => {
        const prev = i === 0 ? 'Seven marks to check, starting from the western end of the road.' : `${marks[i - 1][0]} reported as ${marks[i - 1][1]} (${marks[i - 1][2]}).`;
        kids.push(llm('PromptTask:decide', { prompt: i === 0 ? goal : '[conversation memory]' }, { value: `Thought: ${prev}\nAction: {"name": "BenchmarkTool", "path": "get_report", "input": {"values": {"mark": "${bm}"}}}` }, { subtask_id: k.hex(32), prompt_driver: 'OpenAiChatPromptDriver(gpt-4o)' }));
        kids.push(tool('BenchmarkTool.get_report', { values: { mark: bm } }, { type: 'TextArtifact', value: `${bm} | visited ${k.date()} | status: ${status} | ${note} | photo IMG_${k.int(1000, 9999)}.jpg | GNSS ${k.num(52.1, 52.3, 5)},${k.num(-3.9, -3.7, 5)}` }, { artifact_id: k.hex(32) }));
        k.tick();
      });
      kids.push(llm('PromptTask:answer', { prompt: '[conversation memory]' }, { value: 'Usable: BM 4417, 4420, 4421, 4423. Disturbed: BM 4419 (bolt bent, do not use without re-levelling). Destroyed: BM 4418 (wall rebuilt) and BM 4422 (road widened). Four usable marks give adequate control at roughly 2 km spacing.' }));
      return {
        isolates: 'Seven benchmark reports fetched with the same tool path and text template, each with a different status, then classified in one answer.',
        goal,
        root: agent('Agent.run', { input: goal }, { output_task: 'finished' }, kids, { structure_id: k.hex(32), 'griptape.version': '1.2' }),
      };
    },
  },
];
