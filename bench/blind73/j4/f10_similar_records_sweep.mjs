// Family 10 (healthy): many similar-looking reads (same tool, same output template, different contents), then a summary.
import { agent, llm, tool, chain, retr, sp, sys, usr, asst, tc, toolMsg } from './lib.mjs';

export const family = 'similar_records_sweep';
export const loop = false;

export const rows = [
  {
    n: '01', domain: 'whale-watching trip sighting logs', style: 'plain message-level trace (OpenAI chat completions, tool spans as siblings)',
    isolates: 'Agent reads eight daily trip logs with the same read_trip_log tool and identical output template, each with different species counts and positions, noting one new fact per log, then writes the weekly sightings summary.',
    stagnation: false,
    goal: 'Summarise last week\'s sightings from the eight whale-watching trip logs out of Husavik-style harbour for the research partner\'s weekly report.',
    build(R) {
      const kids = [];
      const msgs = [sys('You summarise cetacean sighting logs. Tool: read_trip_log(trip_id).'), usr('Summarise last week\'s 8 trips (TR-0901..TR-0908) for the weekly report.')];
      const turn = (content, calls) => { const m = asst(content, calls ? calls.map((c) => tc(c[0], c[1], c[2])) : undefined); kids.push(llm('ChatCompletion', { model: 'gpt-4o-mini', messages: `[${msgs.length} messages]` }, { id: 'chatcmpl-' + R.b62(29), choices: [{ message: m, finish_reason: calls ? 'tool_calls' : 'stop' }], usage: R.tokens() })); msgs.push(m); };
      const logs = [
        ['TR-0901', 'Mon 06:30', [['Humpback', 3], ['White-beaked dolphin', 12]], '66°06.2N 17°29.8W', 'calm, BF1', 'Humpbacks lunge-feeding near Lundey.'],
        ['TR-0902', 'Mon 13:00', [['Humpback', 2]], '66°05.1N 17°31.0W', 'BF2', 'Fluke ID HUS-214 re-sighted.'],
        ['TR-0903', 'Tue 09:00', [['Minke', 1], ['Harbour porpoise', 4]], '66°03.9N 17°27.5W', 'BF3, swell 1 m', 'No humpbacks; minke close to shore.'],
        ['TR-0904', 'Wed 09:00', [['Blue whale', 1], ['Humpback', 4]], '66°09.8N 17°34.1W', 'BF2', 'Blue whale! ~24 m, slow travel north.'],
        ['TR-0905', 'Wed 13:00', [['Humpback', 4]], '66°08.7N 17°33.0W', 'BF2', 'Same group of 4 as morning (HUS-214 among them).'],
        ['TR-0906', 'Thu 09:00', [], '-', 'BF6, trip cut short', 'Cancelled after 40 min, weather.'],
        ['TR-0907', 'Fri 09:00', [['Humpback', 5], ['Minke', 2], ['White-beaked dolphin', 30]], '66°07.0N 17°30.2W', 'BF1', 'Large dolphin pod with calves.'],
        ['TR-0908', 'Sat 09:00', [['Orca', 6], ['Humpback', 1]], '66°10.3N 17°25.9W', 'BF2', 'Orca pod (2 males), first this season.'],
      ];
      const notes = [
        'TR-0901: 3 humpbacks feeding near Lundey, 12 white-beaked dolphins.',
        'TR-0902: 2 humpbacks; HUS-214 re-sighted.',
        'TR-0903: no humpbacks, a minke and 4 porpoises in rougher water.',
        'TR-0904: a blue whale, rare for the bay, plus 4 humpbacks.',
        'TR-0905: 4 humpbacks, probably the same group as the morning trip, so I will not double count individuals.',
        'TR-0906: cancelled for weather, no data.',
        'TR-0907: busiest trip: 5 humpbacks, 2 minkes, a pod of ~30 dolphins with calves.',
      ];
      for (let i = 0; i < logs.length; i++) {
        const id = R.callId();
        turn(i === 0 ? 'Reading the logs in order.' : notes[i - 1], [[id, 'read_trip_log', { trip_id: logs[i][0] }]]);
        const [tid, when, sp_, pos, sea, rem] = logs[i];
        const out = `TRIP ${tid} | vessel: ${R.pick(['Faldur', 'Gardar', 'Bjossi'])} | dep ${when} | guide: ${R.pick(['Anna', 'Einar', 'Sigga', 'Tom'])}\nSEA: ${sea}\nSIGHTINGS:\n${sp_.length ? sp_.map(([s, n]) => `  - ${s} x${n} @ ${pos}`).join('\n') : '  (none)'}\nREMARKS: ${rem}\nlogged ${R.dmy()} via tablet ${R.hex(4)} sync#${R.int(1000, 9999)}`;
        kids.push(tool('read_trip_log', { trip_id: tid }, out));
        msgs.push(toolMsg(id, out));
      }
      turn('Weekly summary (7 trips run, 1 cancelled): humpbacks on 6 of 7 trips (max 5, HUS-214 re-sighted Mon and Wed); a blue whale on Wednesday (~24 m) and the season\'s first orca pod (6, incl. 2 adult males) on Saturday; white-beaked dolphins on 2 trips (pod of ~30 with calves Friday); minke on 2 trips; harbour porpoise once. Thursday cancelled (BF6).');
      return agent('sightings-reporter', { request: msgs[1].content }, { report: 'weekly summary' }, kids, { metadata: { run: R.uuid(), temperature: 0.2 } });
    },
  },
  {
    n: '02', domain: 'meteorite collection catalogue audit', style: 'Anthropic Messages API logs (parallel tool_use blocks)',
    isolates: 'Agent fetches ten meteorite catalogue records in parallel batches with the same get_specimen tool and template; each record differs (classification, mass, find vs fall), and the agent spots two mass discrepancies before writing the audit.',
    stagnation: false,
    goal: 'Audit the ten meteorite specimens on the "Falls of the British Isles" display shelf against the catalogue and list any discrepancies in mass or classification.',
    build(R) {
      const kids = [];
      const model = 'claude-3-5-sonnet-20241022';
      const specs = [
        ['BM.1965,12', 'Barwell', 'L5', 'fall', 1896, 46.2, 46.2], ['BM.1914,340', 'Appley Bridge', 'LL6', 'fall', 1914, 12.8, 12.8], ['BM.1991,M7', 'Glenrothes', 'L6?', 'find', 1980, 3.4, 3.4],
        ['BM.1876,22', 'Rowton', 'IIIAB iron', 'fall', 1876, 210.0, 210.0], ['BM.1992,M1', 'Glatton', 'L6', 'fall', 1991, 7.6, 6.9], ['BM.1969,44', 'Bovedy', 'L3', 'fall', 1969, 31.5, 31.5],
        ['BM.1931,8', 'Ashdon', 'L6', 'fall', 1923, 5.1, 5.1], ['BM.1923,M3', 'Crumlin', 'L5', 'fall', 1902, 18.9, 18.9], ['BM.2021,M2', 'Winchcombe', 'CM2', 'fall', 2021, 2.1, 2.1], ['BM.1965,30', 'Launton', 'L6', 'fall', 1830, 9.7, 11.2],
      ];
      const batch = (ids, text) => {
        const uses = ids.map((i) => ({ type: 'tool_use', id: R.toolu(), name: 'get_specimen', input: { reg_no: specs[i][0] } }));
        kids.push(llm('messages.create', { model, max_tokens: 4096, messages: `[${kids.length + 1}]` }, { id: 'msg_01' + R.b62(22), role: 'assistant', content: [{ type: 'text', text }, ...uses], stop_reason: 'tool_use', usage: { input_tokens: R.int(1500, 8000), output_tokens: R.int(100, 300) } }, [], { metadata: { 'request-id': R.reqId('req_011C'), 'anthropic-ratelimit-requests-remaining': String(R.int(10, 4000)) } }));
        for (const i of ids) {
          const s = specs[i];
          kids.push(tool('get_specimen', { reg_no: s[0] }, { reg_no: s[0], name: s[1], classification: s[2], fall_or_find: s[3], year: s[4], catalogue_mass_g: s[5], last_weighed_g: s[6], weighed_on: R.isoLocal('+00:00').slice(0, 10), location: `Gallery 64 / case ${R.int(1, 4)} / shelf B`, record_etag: R.etag() }));
        }
      };
      batch([0, 1, 2, 3], 'Fetching the first four shelf records.');
      batch([4, 5, 6], 'Barwell, Appley Bridge and Rowton match. Glenrothes is listed as a find with a queried "L6?" classification on a Falls shelf: note it. Next three.');
      batch([7, 8, 9], 'Glatton: catalogue 7.6 g but last weighed 6.9 g (-0.7 g, ~9%): discrepancy. Bovedy and Ashdon match. Last three.');
      kids.push(llm('messages.create', { model, max_tokens: 4096 }, { id: 'msg_01' + R.b62(22), role: 'assistant', content: [{ type: 'text', text: 'Audit of the "Falls of the British Isles" shelf (10 specimens):\n1. Glatton BM.1992,M1 - mass 6.9 g vs catalogue 7.6 g (−0.7 g); check for a removed research chip.\n2. Launton BM.1965,30 - mass 11.2 g vs 9.7 g (+1.5 g); possibly mislabelled or a second fragment in the tray.\n3. Glenrothes BM.1991,M7 - a find, not a fall, and classification "L6?" unconfirmed: does not belong on this shelf.\nThe other 7 (Barwell, Appley Bridge, Rowton, Bovedy, Ashdon, Crumlin, Winchcombe) match the catalogue.' }], stop_reason: 'end_turn', usage: { input_tokens: R.int(6000, 9000), output_tokens: R.int(200, 400) } }));
      return agent('collections-audit', { prompt: 'Audit the Falls shelf (10 specimens) against the catalogue.' }, { discrepancies: 3 }, kids, { metadata: { session: R.uuid(), anthropic_version: '2023-06-01' } });
    },
  },
  {
    n: '03', domain: 'tea estate plucking records', style: 'Gemini API function calling (parallel functionCall parts)',
    isolates: 'Agent reads twelve field plucking records via the same get_field_record function (identical JSON shape, different yields, rounds and leaf standards), then compares them and recommends which fields need a shorter plucking round.',
    stagnation: false,
    goal: 'Review the September plucking records of the twelve fields on the Glenmara tea estate and recommend which fields should move to a shorter plucking round.',
    build(R) {
      const kids = [];
      const fields = [
        ['F01', 412, 7, 68], ['F02', 388, 7, 71], ['F03', 455, 8, 58], ['F04', 301, 7, 74], ['F05', 470, 9, 52], ['F06', 362, 7, 69],
        ['F07', 398, 8, 61], ['F08', 276, 6, 77], ['F09', 433, 9, 55], ['F10', 349, 7, 70], ['F11', 380, 8, 63], ['F12', 325, 6, 75],
      ];
      const gen = (parts) => llm('models/gemini-2.0-flash:generateContent', { contents: `[${kids.length} turns]`, tools: [{ functionDeclarations: [{ name: 'get_field_record' }] }] }, { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: R.int(800, 6000), candidatesTokenCount: R.int(40, 500) }, modelVersion: 'gemini-2.0-flash-001' });
      for (let b = 0; b < 3; b++) {
        const group = fields.slice(b * 4, b * 4 + 4);
        const lead = ['Fetching records for fields F01-F04.', 'F03 already shows a 58% fine-leaf standard on an 8-day round, below the 65% target. Fetching F05-F08.', 'F05 (52%, 9-day round) is the worst so far; F08 is strong at 77% on 6 days. Fetching F09-F12.'][b];
        kids.push(gen([{ text: lead }, ...group.map((f) => ({ functionCall: { name: 'get_field_record', args: { field: f[0], month: '2024-09' } } }))]));
        for (const f of group) kids.push(tool('get_field_record', { functionResponse: { name: 'get_field_record' } }, { role: 'user', parts: [{ functionResponse: { name: 'get_field_record', response: { field: f[0], month: '2024-09', green_leaf_kg_per_ha: f[1], avg_round_days: f[2], fine_leaf_pct: f[3], pluckers: R.int(14, 30), rain_mm: R.int(180, 320), muster_sheet: `MS-${f[0]}-${R.hex(5)}`, synced: R.http() } } }] }));
      }
      kids.push(gen([{ text: 'Fields below the 65% fine-leaf target all run rounds of 8-9 days: F03 (58%, 8 d), F05 (52%, 9 d), F07 (61%, 8 d), F09 (55%, 9 d), F11 (63%, 8 d). Fields on 6-7 day rounds are all at 68-77%. Recommendation: move F05 and F09 to a 7-day round first (they have the highest yields, 470 and 433 kg/ha, so the most coarse leaf), then F03, F07 and F11. Pluckers needed: shifting two fields from 9 to 7 days adds about 28% more plucking days on those fields.' }]));
      return agent('estate-analyst', { prompt: 'Review September plucking records for F01-F12 and recommend shorter rounds.' }, { recommendation: ['F05', 'F09', 'F03', 'F07', 'F11'] }, kids, { metadata: { sdk: 'google-genai 1.2.0', automatic_function_calling: { disable: true } } });
    },
  },
  {
    n: '04', domain: 'court reporting transcript review', style: 'LlamaIndex (RetrieverQueryEngine with retriever spans per day)',
    isolates: 'Agent retrieves the same kind of chunk (witness-examination index) from five different hearing-day transcripts with an identical retriever template, each returning different witnesses and exhibits, then compiles the exhibit cross-reference.',
    stagnation: false,
    goal: 'Compile the exhibit cross-reference (which witness referred to which exhibit, on which day and page) for the five-day planning inquiry transcript bundle.',
    build(R) {
      const kids = [];
      const days = [
        ['Day 1', [['Ms R. Okafor (appellant planning witness)', 'CD 4.2, CD 4.7', 'pp. 14-61']]],
        ['Day 2', [['Mr J. Hale (highways)', 'CD 6.1, ID 3', 'pp. 3-48'], ['Dr P. Singh (noise)', 'CD 7.3', 'pp. 49-90']]],
        ['Day 3', [['Ms L. Varga (council planning)', 'CD 4.2, CD 9.1, ID 5', 'pp. 2-77']]],
        ['Day 4', [['Mr D. Ross (landscape)', 'CD 8.4, ID 6', 'pp. 5-52'], ['Cllr A. Fenn (interested party)', 'ID 7', 'pp. 53-60']]],
        ['Day 5', [['Closing submissions', 'CD 4.2, CD 6.1, CD 8.4', 'pp. 1-39']]],
      ];
      for (const [d, rows] of days) {
        const q = `witness examination index ${d}`;
        kids.push(retr('VectorIndexRetriever.retrieve', { query_str: q, similarity_top_k: 2, filters: { day: d } }, { nodes: rows.map(([w, ex, pp]) => ({ node_id: R.uuid(), score: +(0.78 + R.f() * 0.18).toFixed(4), text: `${d.toUpperCase()} - INDEX\n${w} ... examined; exhibits referred to: ${ex}; transcript ${pp}`, metadata: { file_name: `transcript_${d.replace(' ', '').toLowerCase()}.pdf`, page_label: String(R.int(1, 3)), doc_hash: R.sha(16) } })) }, { metadata: { 'openinference.span.kind': 'RETRIEVER', 'llama_index.event': 'RetrievalEndEvent' } }));
      }
      kids.push(llm('OpenAI.chat', { messages: [sys('Compile an exhibit cross-reference table.'), usr('[context: 8 nodes from 5 days]')] }, { message: { role: 'assistant', content: 'Exhibit cross-reference:\n- CD 4.2 (Local Plan policy H3): Okafor D1 pp.14-61; Varga D3 pp.2-77; closings D5.\n- CD 4.7: Okafor D1.\n- CD 6.1 (Transport assessment): Hale D2 pp.3-48; closings D5.\n- CD 7.3 (Noise report): Singh D2 pp.49-90.\n- CD 8.4 (LVIA): Ross D4 pp.5-52; closings D5.\n- CD 9.1: Varga D3.\n- ID 3: Hale D2. ID 5: Varga D3. ID 6: Ross D4. ID 7: Cllr Fenn D4 pp.53-60.\nCD 4.2 is the most cited (3 days).' }, raw: { model: 'gpt-4o', usage: R.tokens([3000, 6000], [200, 500]) } }, [], { metadata: { 'openinference.span.kind': 'LLM', 'llama_index.event': 'LLMChatEndEvent' } }));
      kids.push(tool('write_docx', { path: 'out/exhibit_xref.docx', rows: 10 }, { path: 'out/exhibit_xref.docx', bytes: R.int(14000, 30000), generated: R.iso() }, { metadata: { 'openinference.span.kind': 'TOOL' } }));
      return agent('RetrieverQueryEngine.query', { query: 'Exhibit cross-reference for the 5-day inquiry' }, { response: 'Cross-reference compiled (10 exhibits, 7 witnesses).' }, kids, { metadata: { 'openinference.span.kind': 'CHAIN', index: 'inquiry-2024-APP-3301', embed_model: 'text-embedding-3-small' } });
    },
  },
  {
    n: '05', domain: 'community radio playlist compliance', style: 'Strands Agents (event loop cycles, file_read tool)',
    isolates: 'Agent reads seven weekly playlist files with the same file_read tool (same CSV header, different tracks and airtimes), totals local-music airtime per week, and reports which weeks miss the licence\'s 40% local quota.',
    stagnation: false,
    goal: 'Check whether Riverbend Community Radio met its licence commitment of at least 40% local-artist airtime in each of the last seven weeks.',
    build(R) {
      const kids = [];
      const weeks = [['2024-W36', 44.1], ['2024-W37', 41.8], ['2024-W38', 36.2], ['2024-W39', 47.5], ['2024-W40', 39.4], ['2024-W41', 42.9], ['2024-W42', 45.0]];
      const artists = [['The Marsh Hens', 'local'], ['Ada Penhale', 'local'], ['Fleetwood Mac', 'non-local'], ['Kerrow Street Band', 'local'], ['Portishead', 'non-local'], ['Jem Trewin', 'local'], ['Nina Simone', 'non-local']];
      const cyc = (text, tu, res) => chain('Cycle ' + R.uuid().slice(0, 8), { event_loop_cycle_id: R.uuid() }, null, [
        llm('Model invoke', { 'gen_ai.request.model': 'us.anthropic.claude-3-5-haiku-20241022-v1:0' }, { content: [...(text ? [{ text }] : []), ...(tu ? [{ toolUse: { toolUseId: 'tooluse_' + R.b62(22), name: tu[0], input: tu[1] } }] : [])], stopReason: tu ? 'tool_use' : 'end_turn' }, [], { metadata: { 'gen_ai.usage.input_tokens': R.int(800, 7000), 'gen_ai.usage.output_tokens': R.int(40, 300) } }),
        ...(res ? [tool('Tool: ' + tu[0], tu[1], res)] : []),
      ]);
      const prev = [];
      for (let i = 0; i < weeks.length; i++) {
        const [w, pct] = weeks[i];
        const lines = Array.from({ length: 5 }, (_, k) => { const a = artists[(i + k * 3) % artists.length]; return `${R.isoLocal('+01:00')},${a[0]},"Track ${R.int(1, 40)}",${R.int(150, 420)},${a[1]}`; });
        const content = `aired_at,artist,title,duration_s,origin\n${lines.join('\n')}\n... (${R.int(380, 460)} rows)\n# totals: local_s=${Math.round(pct * 1000)} all_s=100000 local_pct=${pct}\n# exported by RadioDJ ${R.int(2, 3)}.${R.int(0, 9)} on ${R.syslog()}`;
        const text = i === 0 ? 'Reading the weekly playlist exports one by one.' : `${weeks[i - 1][0]}: ${weeks[i - 1][1]}% local (${weeks[i - 1][1] >= 40 ? 'meets' : 'MISSES'} the 40% quota).`;
        kids.push(cyc(text, ['file_read', { path: `playlists/${w}.csv`, mode: 'view' }], { status: 'success', content: [{ text: content }] }));
      }
      kids.push(cyc(`${weeks[6][0]}: 45.0% local (meets).\n\nResult: 5 of 7 weeks meet the 40% local quota. W38 (36.2%) and W40 (39.4%) miss it; W38 coincides with the two-day festival simulcast. Average over the period: 42.4%.`, null, null));
      return agent('Agent.invoke', { prompt: 'Did we meet 40% local airtime in each of the last 7 weeks?' }, { stop_reason: 'end_turn', message: '5 of 7 weeks meet the quota; W38 and W40 miss it.' }, kids, { metadata: { 'gen_ai.agent.name': 'compliance_checker', 'service.name': 'riverbend-radio-ops', tools: ['file_read'] } });
    },
  },
  {
    n: '06', domain: 'fossil preparation lab notebooks', style: 'AutoGen AgentChat 0.4 (ToolCallRequestEvent / ToolCallExecutionEvent messages)',
    isolates: 'Assistant pages through six preparation-notebook entries for one ichthyosaur block with the same get_notebook_entry tool and template, each entry recording different consolidants, hours and exposed bones, then writes the preparation history for the specimen file.',
    stagnation: false,
    goal: 'Write the preparation history for specimen LYM-2023-017 (ichthyosaur skull in a Lias limestone nodule) from the prep lab notebooks, for the museum\'s specimen file.',
    build(R) {
      const kids = [];
      const req = (content, calls) => llm('AssistantAgent.on_messages_stream', { source: 'prep_historian', model: 'gpt-4o-2024-08-06' }, { type: calls ? 'ToolCallRequestEvent' : 'TextMessage', content: calls ? calls.map((c) => ({ id: R.callId(), name: c[0], arguments: JSON.stringify(c[1]) })) : content, thought: calls ? content : undefined, models_usage: { prompt_tokens: R.int(700, 5000), completion_tokens: R.int(30, 300) } }, [], { metadata: { 'autogen.message_type': calls ? 'ToolCallRequestEvent' : 'TextMessage' } });
      const exe = (name, args, out) => tool(name, args, { type: 'ToolCallExecutionEvent', content: [{ content: typeof out === 'string' ? out : JSON.stringify(out), call_id: R.callId(), is_error: false }] }, { metadata: { 'autogen.message_type': 'ToolCallExecutionEvent' } });
      const entries = [
        ['1', 'J. Pike', '2023-03-14', 'air-pen (ME-9100) on dorsal surface', 'Paraloid B-72 5% in acetone on cracked rostrum', 6.5, 'rostrum tip, 4 teeth'],
        ['2', 'J. Pike', '2023-03-21', 'air-pen + needle under microscope', 'Paraloid B-72 10% to fill rostrum crack', 8.0, 'premaxilla, 11 teeth'],
        ['3', 'S. Moreau', '2023-04-04', 'acid prep trial: 5% acetic acid, 6 h, buffered with tricalcium phosphate', 'none', 3.0, 'no progress: nodule too siliceous, acid discontinued'],
        ['4', 'S. Moreau', '2023-04-18', 'air-abrasive (sodium bicarbonate, 40 psi) around orbit', 'cyanoacrylate (Paleobond PB002) on sclerotic ring plates', 9.5, 'sclerotic ring (14 plates), orbit margin'],
        ['5', 'J. Pike', '2023-05-09', 'air-pen on ventral side after flipping in plaster jacket', 'Paraloid B-72 5%', 12.0, 'lower jaw, hyoid'],
        ['6', 'T. Obi', '2023-06-01', 'final cleaning, gap fill with Jesmonite tinted, photo set', 'Jesmonite AC100 (reversible barrier: B-72 layer)', 4.0, 'complete skull exposed both sides'],
      ];
      kids.push(req('I will go through the notebook entries for LYM-2023-017 in order.', [['get_notebook_entry', { specimen: 'LYM-2023-017', entry: 1 }]]));
      const fmt = (e) => `NOTEBOOK LYM-2023-017  entry ${e[0]}\npreparator: ${e[1]}    date: ${e[2]}\nmethod: ${e[3]}\nconsolidant/adhesive: ${e[4]}\nhours: ${e[5]}\nexposed: ${e[6]}\n[scan ${R.hex(8)}.tif, page ${R.int(20, 90)}, ocr conf ${(0.85 + R.f() * 0.14).toFixed(2)}]`;
      const thoughts = [
        'Entry 1: air-pen start, B-72 5% on the rostrum. Next entry.',
        'Entry 2: B-72 10% fill; 11 teeth in the premaxilla now. Next.',
        'Entry 3 records a failed acid trial, important for the history (acetic acid discontinued, siliceous nodule). Next.',
        'Entry 4 introduces cyanoacrylate on the sclerotic ring, which matters for future conservation. Next.',
        'Entry 5: ventral side after jacket flip, 12 h. Last entry.',
      ];
      for (let i = 0; i < entries.length; i++) {
        if (i > 0) kids.push(req(thoughts[i - 1], [['get_notebook_entry', { specimen: 'LYM-2023-017', entry: i + 1 }]]));
        kids.push(exe('get_notebook_entry', { specimen: 'LYM-2023-017', entry: i + 1 }, fmt(entries[i])));
      }
      kids.push(req('Preparation history, LYM-2023-017 (ichthyosaur skull, Lias nodule), March-June 2023, 43 h total over 6 sessions (J. Pike, S. Moreau, T. Obi): mechanical preparation with air-pen and needle (dorsal, then ventral after jacketing); an acetic-acid trial on 4 Apr failed (siliceous matrix) and was discontinued; air-abrasion around the orbit. Materials present: Paraloid B-72 (5% and 10%) on rostrum and mandible, Paleobond PB002 cyanoacrylate on the 14 sclerotic plates (not readily reversible: note for conservators), tinted Jesmonite gap fill over a B-72 barrier layer. Fully exposed on both sides; photo set 1 Jun 2023.'));
      return agent('RoundRobinGroupChat.run_stream', { task: 'Write the preparation history for LYM-2023-017 from the prep notebooks.' }, { stop_reason: 'Text \'TERMINATE\' mentioned', messages: kids.length }, kids, { metadata: { 'autogen_agentchat.version': '0.4.5', termination: 'TextMentionTermination(TERMINATE) | MaxMessageTermination(20)' } });
    },
  },
];
