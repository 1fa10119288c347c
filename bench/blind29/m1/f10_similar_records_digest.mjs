// Family: similar_records_digest — the same tool reads many similar but different records, then a summary.
import { S, agent, llm, tool, chain, oaiCall, fmt, timed, httpText } from './lib.mjs';

export const FAMILY = { name: 'similar_records_digest', file: 'f10', loop: false, stagnation: false };

export const scenarios = [
  // 01 ---------------------------------------------------------------- mushroom foraging tours, Langfuse
  {
    id: '01', domain: 'mushroom foraging tours', style: 'Langfuse trace (GENERATION / SPAN observations)',
    build(r) {
      const c = r.clock();
      const kids = [];
      const reports = [
        { id: 'TR-0911', date: '2025-09-06', wood: 'Ashdown Forest', guests: 12, finds: ['chanterelle 1.2 kg', 'penny bun 3', 'amethyst deceiver'], incidents: 'none', guide: 'Mara' },
        { id: 'TR-0914', date: '2025-09-13', wood: 'Ashdown Forest', guests: 14, finds: ['hedgehog fungus 0.8 kg', 'death cap (shown, not picked)'], incidents: 'guest bit raw russula, spat out, fine', guide: 'Mara' },
        { id: 'TR-0917', date: '2025-09-20', wood: 'Friston Forest', guests: 9, finds: ['parasol 6', 'field blewit'], incidents: 'none', guide: 'Owen' },
        { id: 'TR-0920', date: '2025-09-27', wood: 'Friston Forest', guests: 15, finds: ['few finds, dry week'], incidents: 'two guests complained about distance (7 km)', guide: 'Owen' },
        { id: 'TR-0923', date: '2025-10-04', wood: 'Ashdown Forest', guests: 13, finds: ['chanterelle 2.1 kg', 'cauliflower fungus', 'penny bun 7'], incidents: 'none', guide: 'Mara' },
        { id: 'TR-0926', date: '2025-10-11', wood: 'Stanmer Woods', guests: 11, finds: ['oyster mushroom 0.6 kg', 'jelly ear'], incidents: 'landowner asked group to keep off the SSSI strip', guide: 'Owen' },
      ];
      kids.push(llm('GENERATION list-reports', { messages: '[...]' }, { role: 'assistant', content: 'I will read each September-October trip report.', tool_calls: [{ type: 'function', function: { name: 'get_trip_report', arguments: '{"id":"TR-0911"}' } }] }, [], { metadata: { langfuse_type: 'GENERATION', model: 'gpt-4o-mini' } }));
      for (const rep of reports) {
        kids.push(tool('get_trip_report', { id: rep.id }, { ...rep, submitted_at: fmt.iso(c.adv(60000, 3600000)), form_version: 'v3' }, { metadata: { langfuse_type: 'SPAN', level: 'DEFAULT' } }));
      }
      kids.push(llm('GENERATION summarise', { messages: '[... 6 tool results]' }, { role: 'assistant', content: 'Autumn 2025 summary (6 walks, 74 guests): Ashdown Forest gave the best finds (chanterelles 1.2 and 2.1 kg, penny buns) on all three of Mara\'s walks. Friston Forest was thin on 27 Sep in the dry week, and guests complained about the 7 km route; shorten it to about 4 km. Safety: one guest tasted a raw russula on 13 Sep, so add the "no tasting" rule to the briefing card. Stanmer: keep off the SSSI strip at the landowner\'s request.' }, [], { metadata: { langfuse_type: 'GENERATION', model: 'gpt-4o-mini', usage: { input: r.int(3000, 6000), output: r.int(150, 300) } } }));
      const root = agent('season-review', { input: 'Summarise this autumn\'s foraging walk reports: best woods, problems and changes for next year.' }, { output: 'Autumn 2025 summary ...' }, kids, { metadata: { langfuse_trace_id: r.hex(32), tags: ['foraging', 'season-review'], userId: 'wildfood-ops' } });
      return { isolates: 'Six trip reports with the same fields but different woods, finds and incidents are read one by one, then summarised with concrete recommendations.', goal: 'Summarise this autumn\'s mushroom foraging walk reports with problems and changes for next year.', root: timed(root, r, c, 'iso') };
    },
  },

  // 02 ---------------------------------------------------------------- ramen shop supply, OpenInference / Phoenix
  {
    id: '02', domain: 'ramen shop supply', style: 'OpenInference / Arize Phoenix (LLM, TOOL, CHAIN span kinds with input.value/output.value)',
    build(r) {
      const c = r.clock();
      const kids = [];
      const lists = {
        'Tokyo Noodle Works': { noodles_thin_kg: 4.1, noodles_thick_kg: 4.3, menma_kg: 9.8, nori_100: 14.5, chashu_pork_belly_kg: 11.9 },
        'Hakata Direct': { noodles_thin_kg: 3.8, noodles_thick_kg: null, menma_kg: 10.4, nori_100: 13.9, chashu_pork_belly_kg: null },
        'Sapporo Miso Imports': { noodles_thin_kg: null, noodles_thick_kg: 4.0, menma_kg: 9.5, nori_100: 15.2, white_miso_kg: 6.8 },
        'City Wholesale Meats': { chashu_pork_belly_kg: 10.7, pork_bones_kg: 1.9, chicken_carcass_kg: 1.2 },
        'Umami Pantry': { menma_kg: 11.0, nori_100: 12.8, white_miso_kg: 7.4, kombu_kg: 38.0 },
      };
      kids.push(llm('ChatCompletion', { 'input.value': '{"messages":[...]}' }, { 'llm.output_messages': [{ 'message.role': 'assistant', 'message.content': 'Fetching each supplier\'s current price list.' }] }, [], { metadata: { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o' } }));
      for (const [sup, prices] of Object.entries(lists)) {
        kids.push(tool('fetch_price_list', { 'tool.name': 'fetch_price_list', 'tool.parameters': JSON.stringify({ supplier: sup, currency: 'GBP' }) }, { 'output.value': JSON.stringify({ supplier: sup, currency: 'GBP', valid_from: fmt.ymd(c.t - r.int(2, 20) * 86400000), prices, min_order_gbp: r.pick([80, 100, 150, 200]), etag: r.etag() }), 'output.mime_type': 'application/json' }, { metadata: { 'openinference.span.kind': 'TOOL' } }));
      }
      kids.push(llm('ChatCompletion', { 'input.value': '{"messages":[...]}' }, { 'llm.output_messages': [{ 'message.role': 'assistant', 'message.content': 'Cheapest per item across the 5 suppliers: thin noodles Hakata Direct £3.80/kg; thick noodles Sapporo Miso Imports £4.00/kg; menma Sapporo Miso Imports £9.50/kg; nori Umami Pantry £12.80 per 100 sheets; pork belly City Wholesale Meats £10.70/kg; white miso Sapporo £6.80/kg. Splitting the weekly order across Hakata, Sapporo, City Wholesale and Umami saves about £46 a week against buying everything from Tokyo Noodle Works, but Umami\'s £150 minimum order means nori and kombu should be bought fortnightly.' }] }, [], { metadata: { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o', 'llm.token_count.prompt': r.int(2500, 5000) } }));
      const root = agent('purchasing_agent', { 'input.value': 'Compare this week\'s supplier price lists for our three ramen shops and tell me where to buy each ingredient.' }, { 'output.value': 'Cheapest per item ...' }, kids, { metadata: { 'openinference.span.kind': 'AGENT', 'session.id': r.uuid() } });
      return { isolates: 'Five supplier price lists with the same structure but different items and prices are fetched, then combined into a cheapest-source recommendation.', goal: 'Compare supplier price lists for three ramen shops and choose where to buy each ingredient.', root: timed(root, r, c, 'otel') };
    },
  },

  // 03 ---------------------------------------------------------------- harmonica workshops, Haystack
  {
    id: '03', domain: 'harmonica workshops', style: 'Haystack pipeline (retriever + ToolInvoker + OpenAIChatGenerator component runs)',
    build(r) {
      const c = r.clock();
      const forms = [
        { form: 'FB-201', course: 'Blues Harp Beginners', rating: 5, comment: 'Loved the train rhythm exercise. Bending still impossible on hole 3.' },
        { form: 'FB-202', course: 'Blues Harp Beginners', rating: 4, comment: 'Too fast in week 2; a handout of tab would help.' },
        { form: 'FB-203', course: 'Chromatic Intro', rating: 3, comment: 'Room was cold; the slide on my loaner harmonica stuck.' },
        { form: 'FB-204', course: 'Blues Harp Beginners', rating: 5, comment: 'Tutor very patient. Would take an intermediate course.' },
        { form: 'FB-205', course: 'Tremolo Folk', rating: 4, comment: 'Great tunes, but only 6 people made it hard to play in parts.' },
        { form: 'FB-206', course: 'Chromatic Intro', rating: 2, comment: 'Loaner instruments in poor state. Expected more on reading music.' },
      ];
      const kids = [S('retriever', 'haystack.component.run', { 'haystack.component.name': 'retriever', query: 'spring term feedback forms' }, { documents: forms.map((f) => ({ id: f.form, meta: { course: f.course } })) }, [], { metadata: { 'haystack.component.type': 'InMemoryBM25Retriever' } })];
      for (const f of forms) kids.push(tool('fetch_feedback_form', { form_id: f.form }, { content: `Course: ${f.course}\nRating: ${f.rating}/5\nComment: ${f.comment}\nSubmitted: ${fmt.dmy(c.adv(3600000, 86400000))}`, meta: { form_id: f.form, source: 'typeform', response_token: r.alnumLower(32) } }, { metadata: { 'haystack.component.type': 'ToolInvoker' } }));
      kids.push(llm('haystack.component.run', { 'haystack.component.name': 'chat_generator', messages: '[6 feedback forms]' }, { replies: [{ _role: 'assistant', _content: [{ text: 'Spring term feedback (6 forms, mean 3.8/5): Blues Harp Beginners is strongest (5, 4, 5), with asks for a printed tab handout and slower pacing in week 2, plus demand for an intermediate course. Chromatic Intro scores lowest (3, 2) mainly because the loaner chromatics are in poor repair (sticking slides); budget to service or replace them and add a session on reading music. Tremolo Folk needs more sign-ups to play in parts. Also fix the heating in the Chromatic room.' }], _meta: { usage: r.usage() } }] }, [], { metadata: { 'haystack.component.type': 'OpenAIChatGenerator' } }));
      const root = agent('haystack.pipeline.run', { data: { query: 'Summarise spring term harmonica workshop feedback and list actions.' } }, { replies: 1 }, kids, { metadata: { 'haystack.pipeline.name': 'feedback_digest', 'haystack.version': '2.11.0' } });
      return { isolates: 'Six feedback forms with the same template but different courses, ratings and comments are fetched, then turned into a summary with actions.', goal: 'Summarise spring term harmonica workshop feedback and list actions.', root: timed(root, r, c, 'latency') };
    },
  },

  // 04 ---------------------------------------------------------------- tatami makers, smolagents
  {
    id: '04', domain: 'tatami makers', style: 'smolagents ToolCallingAgent (steps with tool_calls and observations)',
    build(r) {
      const c = r.clock();
      const kids = [];
      const orders = [
        ['orders/2025-11/ord-3301.yaml', 'customer: Ryokan Hanabusa\nmats: 24\nsize: kyoma (191 x 95.5 cm)\nomote: Kumamoto igusa, grade A\nheri: brown cotton\ndeadline: 2025-12-10\nnotes: New Year guests, no substitution'],
        ['orders/2025-11/ord-3302.yaml', 'customer: Tanaka residence\nmats: 6\nsize: edoma (176 x 88 cm)\nomote: Chinese igusa\nheri: none (ryukyu style)\ndeadline: 2025-12-20'],
        ['orders/2025-11/ord-3303.yaml', 'customer: Kyoto dojo Shinbukan\nmats: 40\nsize: chukyoma (182 x 91 cm)\nomote: washi (paper) for durability\nheri: black\ndeadline: 2026-01-08\nnotes: high-density core for judo'],
        ['orders/2025-11/ord-3304.yaml', 'customer: Café Komorebi\nmats: 8\nsize: half mats (88 x 88 cm)\nomote: Kumamoto igusa, grade B\nheri: none\ndeadline: 2025-12-05'],
        ['orders/2025-11/ord-3305.yaml', 'customer: Ryokan Hanabusa (annex)\nmats: 12\nsize: kyoma (191 x 95.5 cm)\nomote: Kumamoto igusa, grade A\nheri: brown cotton\ndeadline: 2025-12-10'],
        ['orders/2025-11/ord-3306.yaml', 'customer: Ito apartment (re-facing only)\nmats: 4\nsize: danchima (170 x 85 cm)\nomote: Kumamoto igusa, grade B\nheri: navy linen\ndeadline: 2025-12-15\nnotes: keep existing cores'],
        ['orders/2025-11/ord-3307.yaml', 'customer: Temple Koun-ji\nmats: 18\nsize: kyoma (191 x 95.5 cm)\nomote: Kumamoto igusa, grade A\nheri: monberi (temple crest)\ndeadline: 2026-01-20\nnotes: crest heri supplied by temple'],
        ['orders/2025-11/ord-3308.yaml', 'customer: Nakamura tea room\nmats: 4.5 (yojohan set)\nsize: kyoma (191 x 95.5 cm)\nomote: Kumamoto igusa, grade A, hand-woven\nheri: black hemp\ndeadline: 2025-12-18'],
        ['orders/2025-11/ord-3309.yaml', 'customer: Hotel Sora (guest rooms)\nmats: 30\nsize: edoma (176 x 88 cm)\nomote: resin (washable)\nheri: grey polyester\ndeadline: 2026-02-01'],
        ['orders/2025-11/ord-3310.yaml', 'customer: Sato residence\nmats: 8\nsize: edoma (176 x 88 cm)\nomote: Chinese igusa\nheri: brown cotton\ndeadline: 2025-12-22\nnotes: cancelled 2025-11-28, keep for record'],
      ];
      let n = 0;
      for (const [path, body] of orders) {
        n++;
        kids.push(chain(`Step ${n}`, { step_number: n }, { observations: body.slice(0, 40) + '...' }, [
          llm('OpenAIServerModel.generate', { messages: `[${2 * n} messages]` }, { role: 'assistant', content: null, tool_calls: [{ id: r.callId(), type: 'function', function: { name: 'read_file', arguments: { path } } }] }),
          tool('read_file', { path }, `${body}\n# mtime ${fmt.iso(c.adv(3600000, 86400000))} inode ${r.int(100000, 999999)}`),
        ]));
      }
      kids.push(chain(`Step ${n + 1}`, { step_number: n + 1 }, null, [
        llm('OpenAIServerModel.generate', { messages: '[...]' }, { role: 'assistant', content: null, tool_calls: [{ id: r.callId(), type: 'function', function: { name: 'final_answer', arguments: { answer: 'December igusa need: Kumamoto grade A for 40.5 kyoma mats (Hanabusa 24 + annex 12 due 10 Dec, plus the Nakamura tea room set of 4.5 hand-woven due 18 Dec); Kumamoto grade B for 8 half mats (Komorebi, due 5 Dec) and 4 danchima re-facings (Ito, due 15 Dec); Chinese igusa for 6 edoma mats (Tanaka, due 20 Dec) - the Sato order was cancelled. January work: Koun-ji 18 grade A kyoma mats (crest heri from the temple) by 20 Jan. No igusa for the dojo (washi, high-density cores by 8 Jan) or Hotel Sora (resin omote by 1 Feb). Order the grade A Kumamoto first: the Hanabusa notes forbid substitution.' } } }] }),
        tool('final_answer', { answer: '...' }, 'December igusa need: Kumamoto grade A for 36 kyoma mats ...'),
      ]));
      const root = agent('ToolCallingAgent.run', { task: 'Read all November tatami orders and tell me how much of each igusa grade to order for December, and any special requirements.' }, { output: 'December igusa need: ...' }, kids, { metadata: { model_id: 'gpt-4o', max_steps: 10, tools: ['read_file', 'final_answer'] } });
      return { isolates: 'Ten order files with the same YAML layout but different customers, sizes and facings are read one after another, then combined into a material order.', goal: 'Read November tatami orders and work out how much of each igusa grade to order for December.', root: timed(root, r, c, 'epoch') };
    },
  },

  // 05 ---------------------------------------------------------------- snow globe manufacturing, MLflow Tracing
  {
    id: '05', domain: 'snow globe manufacturing', style: 'MLflow Tracing (AGENT / RETRIEVER / TOOL / CHAT_MODEL span types)',
    build(r) {
      const c = r.clock();
      const kids = [];
      const batches = [
        { batch: 'SG-4410', design: 'Alpine chalet 65 mm', units: 1200, leak_fails: 3, bubble_fails: 11, glitter_clump: 0 },
        { batch: 'SG-4411', design: 'Reindeer 100 mm', units: 800, leak_fails: 1, bubble_fails: 42, glitter_clump: 5 },
        { batch: 'SG-4412', design: 'City skyline 80 mm', units: 1500, leak_fails: 19, bubble_fails: 8, glitter_clump: 0 },
        { batch: 'SG-4413', design: 'Nativity 65 mm', units: 1000, leak_fails: 2, bubble_fails: 9, glitter_clump: 31 },
        { batch: 'SG-4414', design: 'Alpine chalet 65 mm, gold base variant', units: 1200, leak_fails: 4, bubble_fails: 10, glitter_clump: 1 },
      ];
      kids.push(S('retriever', 'list_qc_records', { week: '2025-W44' }, batches.map((b) => ({ id: b.batch })), [], { metadata: { 'mlflow.spanType': 'RETRIEVER' } }));
      for (const b of batches) kids.push(tool('get_qc_record', { batch: b.batch }, { ...b, line: r.pick(['fill-line-1', 'fill-line-2']), inspected_by: r.pick(['AK', 'JT', 'MS']), fluid: b.design.includes('100') ? 'glycerine 35%' : 'glycerine 30%', sealed_at: fmt.log4j(c.adv(3600000, 20000000)) }, { metadata: { 'mlflow.spanType': 'TOOL' } }));
      kids.push(llm('ChatOpenAI', { messages: '[...]' }, { content: 'Week 44 QC (5 batches, 5,700 globes): SG-4412 city skyline has a 1.3% leak rate (19 of 1,500) against about 0.2% elsewhere, so check the 80 mm base gasket. SG-4411 reindeer 100 mm has 5.3% air bubbles (42 of 800), likely the slower fill on the larger globe; extend the vacuum dwell. SG-4413 nativity has 31 glitter clumps, pointing to the new glitter lot; sieve it before filling. Alpine chalet batches 4410 and 4414 (including the gold base variant) are consistent and fine.' }, [], { metadata: { 'mlflow.spanType': 'CHAT_MODEL' } }));
      const root = agent('QCDigestAgent.predict', { question: 'Summarise last week\'s snow globe QC records and point out anything that needs action on the filling lines.' }, { answer: 'Week 44 QC ...' }, kids, { metadata: { 'mlflow.spanType': 'AGENT', 'mlflow.trace.status': 'OK', 'mlflow.experiment': 'factory-qc-agents' } });
      return { isolates: 'Five QC batch records with identical fields but different defect counts are read in turn, then summarised into three specific line actions.', goal: 'Summarise last week\'s snow globe QC records and identify actions for the filling lines.', root: timed(root, r, c, 'latency') };
    },
  },

  // 06 ---------------------------------------------------------------- drinking fountain water tests, Gemini API function calling
  {
    id: '06', domain: 'public drinking fountains', style: 'Gemini API function calling (parallel functionCall parts, functionResponse parts)',
    build(r) {
      const c = r.clock();
      const kids = [];
      const sites = [
        ['DF-01', 'Victoria Park gate', 0.9, 0, 1.2, 'PASS'],
        ['DF-02', 'Market Square', 1.1, 0, 4.8, 'PASS'],
        ['DF-03', 'Riverside path', 0.2, 3, 11.5, 'FAIL'],
        ['DF-04', 'Library steps', 0.7, 0, 2.0, 'PASS'],
        ['DF-05', 'Bus station', 0.4, 0, 9.7, 'ADVISORY'],
        ['DF-06', 'Leisure centre', 0.8, 0, 0.9, 'PASS'],
      ];
      const calls = sites.map(([id]) => ({ functionCall: { name: 'get_lab_report', args: { fountain_id: id, month: '2025-07' } } }));
      kids.push(llm('models/gemini-2.0-flash:generateContent', { contents: [{ role: 'user', parts: [{ text: 'Review July\'s water test reports for all six public drinking fountains and tell me which need action.' }] }] }, { candidates: [{ content: { role: 'model', parts: calls }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: r.int(500, 1200), candidatesTokenCount: r.int(60, 120) } }));
      for (const [id, name, chlorine, coliform, lead, verdict] of sites) {
        kids.push(tool('get_lab_report', { fountain_id: id, month: '2025-07' }, { functionResponse: { name: 'get_lab_report', response: { html: `<table class="report"><caption>${id} ${name} - sampled ${fmt.dmy(c.adv(3600000, 4 * 86400000))}</caption><tr><td>Free chlorine</td><td>${chlorine} mg/l</td></tr><tr><td>Coliforms</td><td>${coliform} /100ml</td></tr><tr><td>Lead</td><td>${lead} µg/l</td></tr><tr><td>Verdict</td><td><b>${verdict}</b></td></tr></table><!-- LIMS ref ${r.HEX(10)} -->` } } }));
      }
      kids.push(llm('models/gemini-2.0-flash:generateContent', { contents: '[user, model(6 functionCall), user(6 functionResponse)]' }, { candidates: [{ content: { role: 'model', parts: [{ text: 'Action needed at two fountains. DF-03 Riverside path FAILED: 3 coliforms per 100 ml with low free chlorine (0.2 mg/l) and lead at 11.5 µg/l, above the 10 µg/l limit; shut it off, flush and disinfect, and resample. DF-05 Bus station is ADVISORY with lead at 9.7 µg/l, just under the limit; schedule a pipe inspection. DF-01, 02, 04 and 06 passed with lead between 0.9 and 4.8 µg/l.' }] }, finishReason: 'STOP' }] }));
      const root = agent('fountain-compliance-bot', { prompt: 'July fountain water test review' }, { text: 'Action needed at DF-03 and DF-05.' }, kids, { metadata: { sdk: 'google-genai 1.7.0', api: 'generativelanguage.googleapis.com/v1beta' } });
      return { isolates: 'Six lab reports in the same HTML layout with different chlorine, coliform and lead values are fetched in parallel, then summarised into actions for two fountains.', goal: 'Review July water test reports for six public drinking fountains and say which need action.', root: timed(root, r, c, 'iso') };
    },
  },
];
