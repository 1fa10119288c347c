import { agent, llm, tool, chain, span, retriever, sys, user, asst, toolMsg, tc, aText, aUse, aRes, gText, gCall, gResp, oiLLM, oiTool, genai } from './lib.mjs';

// Healthy: the same tool over many similar but different records (same template, different contents), then a summary.
export default {
  family: 'similar_records_survey',
  loop: false,
  stagnation: false,
  scenarios: [
    {
      id: '01', domain: 'sand dune buggy tours', style: 'MLflow Tracing',
      isolates: 'The agent reads eight daily trip logs with the same template but different riders, fuel use and incidents, then summarises the week.',
      goal: 'Summarise last week\'s dune buggy tour logs: trips, fuel per trip and any incidents, for the owner\'s weekly report.',
      build(n) {
        const k = [];
        const days = [['Mon', 6, 41.2, 'none'], ['Tue', 4, 27.9, 'buggy 3 belt slip at Big Bowl'], ['Wed', 7, 49.0, 'none'], ['Thu', 5, 36.1, 'rider minor wrist sprain, first aid'], ['Fri', 9, 66.4, 'none'], ['Sat', 12, 90.8, 'buggy 6 stuck, recovered with winch'], ['Sun', 11, 80.3, 'none'], ['Mon2', 3, 21.5, 'sandstorm, 2 trips cancelled']];
        k.push(llm('ChatOpenAI', { messages: [user('Summarise last week\'s tour logs.')] }, { choices: [{ message: { content: 'I will read each daily log in turn.', tool_calls: [tc(n.callId(), 'read_trip_log', { day: 'Mon' })] } }] }, { metadata: { 'mlflow.spanType': 'CHAT_MODEL' } }));
        days.forEach(([d, trips, fuel, inc]) => k.push(tool('read_trip_log', { day: d }, `DAY ${d} | log id ${n.ulid()} | trips ${trips} | riders ${trips * 2 + n.int(0, 3)} | fuel_l ${fuel} | incidents: ${inc} | guide sign-off ${n.pick(['KA', 'MB', 'YS'])} @ ${n.syslogTs(3600000 * 20)}`, { metadata: { 'mlflow.spanType': 'TOOL' } })));
        k.push(llm('ChatOpenAI', { messages: [user('(8 logs)')] }, { choices: [{ message: { content: 'Week: 57 trips, 413.2 L fuel (7.2 L/trip, Saturday highest at 7.6). Incidents: belt slip on buggy 3 (Tue), wrist sprain (Thu, first aid only), buggy 6 winched out (Sat), 2 trips cancelled for sandstorm (Mon). Suggest belt inspection across the fleet.' } }] }, { metadata: { 'mlflow.spanType': 'CHAT_MODEL' } }));
        return agent('weekly_report_agent', { request: 'Summarise last week\'s tour logs.' }, { status: 'OK' }, k, { metadata: { 'mlflow.spanType': 'AGENT', 'mlflow.trace.requestId': 'tr-' + n.hex(32) } });
      },
    },
    {
      id: '02', domain: 'wakeboard cable parks', style: 'W&B Weave calls',
      isolates: 'Seven maintenance logs for seven cable-tower carriers are read with the same tool and template, each with different wear readings, then a replacement priority list is produced.',
      goal: 'Review the carrier maintenance logs for the 7-tower cable park and rank which carriers need replacement before the season.',
      build(n) {
        const k = [];
        const rows = [[1, 2.1, 4410, 'ok'], [2, 3.8, 5120, 'bearing noise'], [3, 1.2, 2950, 'ok'], [4, 4.6, 6030, 'rope groove wear'], [5, 2.9, 4800, 'ok'], [6, 5.2, 6700, 'sheave crack suspected'], [7, 1.9, 3390, 'ok']];
        rows.forEach(([c, wear, hrs, note]) => {
          k.push(tool('get_carrier_log', { carrier: c }, { carrier: `C${c}`, sheave_wear_mm: wear, hours_since_overhaul: hrs, inspector_note: note, inspected: n.usDate(86400000), report_sha: n.sha(12) }, { metadata: { op_name: 'weave:///cablepark/ops/op/get_carrier_log:' + n.alnum(8), call_id: n.ulid() } }));
        });
        k.unshift(llm('openai.chat.completions.create', { messages: [user('Rank carriers needing replacement.')] }, { choices: [{ message: { content: 'Reading logs for carriers 1-7.' } }] }, {}));
        k.push(llm('openai.chat.completions.create', { messages: [user('(7 logs)')] }, { choices: [{ message: { content: 'Replace before season: C6 (5.2 mm wear, suspected sheave crack, 6,700 h) and C4 (4.6 mm, groove wear). Overhaul: C2 (bearing noise). C1, C3, C5, C7 fine (under 3 mm).' } }] }, {}));
        return agent('MaintenanceReview.predict', { park: 'north-lake' }, { ranked: ['C6', 'C4', 'C2'] }, k, { metadata: { weave_project: 'cablepark/ops' } });
      },
    },
    {
      id: '03', domain: 'youth softball pitch counts', style: 'Pydantic AI (Logfire spans)',
      isolates: 'Six game reports are fetched with the same tool and template, each listing different pitchers and counts, then the agent computes who is on mandatory rest.',
      goal: 'Work out which U12 pitchers must rest for Saturday\'s tournament based on this week\'s pitch counts.',
      build(n) {
        const k = [];
        const games = [['G101', 'Ava 48, Mia 22'], ['G102', 'Zoe 61, Lily 15'], ['G103', 'Ava 33, Harper 40'], ['G104', 'Mia 55'], ['G105', 'Lily 38, Zoe 12'], ['G106', 'Harper 29, Ava 20']];
        k.push(llm('chat gpt-4o-mini', { 'gen_ai.prompt': 'Who must rest Saturday?' }, { parts: [{ part_kind: 'text', content: 'Fetching this week\'s six game reports.' }] }, { metadata: { 'logfire.span_type': 'span' } }));
        games.forEach(([g, pc]) => k.push(tool('running tool: get_game_report', { game: g }, `Game ${g} (${n.euDate(86400000)}) final ${n.int(2, 12)}-${n.int(1, 11)}; pitch counts: ${pc}; scorer app v3.${n.int(0, 9)}; sync ${n.hex(6)}`, { metadata: { 'logfire.msg_template': 'running tool: {name}' } })));
        k.push(llm('chat gpt-4o-mini', {}, { parts: [{ part_kind: 'text', content: 'Weekly totals: Ava 101, Zoe 73, Mia 77, Harper 69, Lily 53. League rule: 66+ pitches in a game needs 3 days rest, weekly cap 100. Ava exceeded the weekly cap (101) and must rest Saturday. Others are eligible; Mia threw 55 on Thursday which needs 2 days rest, fine for Saturday.' }] }, {}));
        return agent('agent run', { user_prompt: 'Which U12 pitchers must rest Saturday?' }, { output: 'Ava must rest; others eligible.' }, k, { metadata: { agent_name: 'pitch_count_agent' } });
      },
    },
    {
      id: '04', domain: 'hospital chaplaincy visit rota', style: 'Gemini API function calling (functionCall / functionResponse)',
      isolates: 'The agent calls get_ward_requests for six wards, each returning differently filled request lists in the same format, then builds the visiting rota.',
      goal: 'Build tomorrow\'s chaplaincy visiting rota from the pastoral care requests on six wards.',
      build(n) {
        const k = [];
        const wards = [['Ward 3 (Cardiology)', ['Bed 4: Catholic, requests Communion', 'Bed 11: no faith, wants someone to talk to']], ['Ward 5 (Oncology)', ['Bed 2: Muslim, requests imam', 'Bed 7: Anglican, end of life, family present', 'Bed 9: Jewish, Shabbat candles query']], ['Ward 6 (Maternity)', ['Room 12: blessing for newborn']], ['Ward 8 (Elderly care)', ['Bed 1: Methodist, hymn singing', 'Bed 14: Sikh, requests granthi']], ['ICU', ['Bay 3: family of patient, Catholic, anointing']], ['Ward 10 (Surgery)', []]];
        wards.forEach(([w, reqs]) => {
          k.push(llm('models/gemini-1.5-pro:generateContent', { contents: [{ role: 'user', parts: [gText('Build tomorrow\'s rota.')] }] }, { candidates: [{ content: { role: 'model', parts: [gCall('get_ward_requests', { ward: w })] } }] }, { metadata: { responseId: n.alnum(20) } }));
          k.push(tool('get_ward_requests', { ward: w }, { functionResponse: { name: 'get_ward_requests', response: { ward: w, requests: reqs, updated: n.offsetTs(1, 600000), nurse_in_charge: n.pick(['RN Osei', 'RN Patel', 'RN Byrne']) } } }, {}));
        });
        k.push(llm('models/gemini-1.5-pro:generateContent', {}, { candidates: [{ content: { role: 'model', parts: [gText('Rota: 09:00 Fr. Dominic ICU bay 3 (anointing) then Ward 3 bed 4 (Communion); 10:00 Imam Yusuf Ward 5 bed 2; 10:30 Rev. Claire Ward 5 bed 7 (end of life), Ward 8 bed 1; 11:30 Rabbi contacted for Ward 5 bed 9; granthi from the gurdwara list for Ward 8 bed 14; 14:00 lay volunteer Ward 3 bed 11; 15:00 Rev. Claire Ward 6 room 12 blessing. Ward 10: no requests.')] }, finishReason: 'STOP' }] }, {}));
        return agent('chaplaincy-rota', { goal: 'Build tomorrow\'s rota.' }, { done: true }, k, {});
      },
    },
    {
      id: '05', domain: 'Elasticsearch reindex audit (data)', style: 'OpenTelemetry GenAI semantic conventions',
      isolates: 'The agent checks doc counts for nine monthly indices against their reindexed copies with the same tool and output format; all differ in numbers; one mismatch found, then a report.',
      goal: 'Verify the reindex of the 2024 monthly log indices into the new mapping and report any count mismatches.',
      build(n) {
        const k = [];
        const months = ['01', '02', '03', '04', '05', '06', '07', '08', '09'];
        k.push(llm('chat gpt-4o', { 'gen_ai.input.messages': [{ role: 'user', parts: [{ type: 'text', content: 'Verify reindex of 2024 monthly indices.' }] }] }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: 'Comparing source and destination counts per month.' }] }] }, { metadata: genai('chat', 'gpt-4o', n) }));
        months.forEach((m) => {
          const src = n.int(3000000, 9000000);
          const dst = m === '07' ? src - 1184 : src;
          k.push(tool('execute_tool es_cat_count', { 'gen_ai.tool.call.arguments': { indices: [`logs-2024.${m}`, `logs-v2-2024.${m}`] } }, { 'gen_ai.tool.call.result': `epoch      timestamp count\n${n.epoch(1000)} ${new Date(n.now()).toISOString().slice(11, 19)} ${src}\n${n.epoch(1000)} ${new Date(n.now()).toISOString().slice(11, 19)} ${dst}\n(took ${n.int(3, 40)}ms, node ${n.host('es-data')})` }, { metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'es_cat_count' } }));
        });
        k.push(llm('chat gpt-4o', {}, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: 'Eight of nine months match exactly. logs-v2-2024.07 is short by 1,184 documents; likely the reindex task for July hit version conflicts. Recommend rerunning with conflicts=proceed and op_type=create for July only.' }] }] }, { metadata: genai('chat', 'gpt-4o', n) }));
        return agent('invoke_agent reindex_auditor', {}, { status: 'ok' }, k, { metadata: { 'gen_ai.operation.name': 'invoke_agent' } });
      },
    },
    {
      id: '06', domain: 'tango milongas listings', style: 'LangSmith (LangChain AgentExecutor runs)',
      isolates: 'The agent fetches seven milonga venue pages (same HTML template, different nights, DJs and floor notes) and compiles the weekly listings.',
      goal: 'Compile this week\'s milonga listings (night, DJ, entry price, floor) for the city tango newsletter.',
      build(n) {
        const k = [];
        const v = [['La Viruta Norte', 'Tue', 'DJ Mariela', 8, 'wooden, small'], ['Salón Pampa', 'Wed', 'DJ Tomás', 10, 'large sprung'], ['El Abrazo', 'Thu', 'Live: Orquesta Quinteto Sur', 15, 'tiles, crowded'], ['Milonga del Puerto', 'Fri', 'DJ Ana Lucía', 12, 'wooden'], ['Club Ocho', 'Sat', 'DJ Gustavo', 12, 'large sprung'], ['Tango al Parque', 'Sun', 'DJ Kenji (open air)', 0, 'concrete'], ['La Baldosa', 'Sun', 'DJ Inés', 9, 'tiles']];
        v.forEach(([name, night, dj, price, floor], i) => {
          if (i % 3 === 0) k.push(llm('ChatOpenAI', { messages: [[user('Compile milonga listings')]] }, { generations: [[{ text: '', message: { tool_calls: [{ name: 'fetch_page', args: { venue: name } }] } }]] }, { metadata: { ls_model_name: 'gpt-4o-mini' } }));
          k.push(tool('fetch_page', { venue: name }, `HTTP/1.1 200 OK\nETag: ${n.etag()}\nAge: ${n.int(0, 900)}\n\n<div class="event"><h2>${name}</h2><p class="night">${night} 21:30-02:00</p><p class="dj">${dj}</p><p class="entry">€${price}</p><p class="floor">${floor}</p></div>`, { metadata: { run_id: n.uuid() } }));
        });
        k.push(llm('ChatOpenAI', {}, { generations: [[{ text: 'Listings: Tue La Viruta Norte (DJ Mariela, €8); Wed Salón Pampa (DJ Tomás, €10, sprung floor); Thu El Abrazo (live Quinteto Sur, €15); Fri Milonga del Puerto (DJ Ana Lucía, €12); Sat Club Ocho (DJ Gustavo, €12); Sun Tango al Parque (free, open air) and La Baldosa (DJ Inés, €9).' }]] }, {}));
        return chain('AgentExecutor', { input: 'Compile this week\'s milonga listings.' }, { output: 'Listings compiled (7 milongas).' }, k, { type: 'agent', metadata: { ls_run_type: 'chain', project: 'tango-newsletter' } });
      },
    },
  ],
};
