import { agent, llm, tool, span, oaiToolCalls } from './lib.mjs';
export const family = 'similar_records_sweep';
export const scenarios = [
  // 01 cave survey legs, plain message-level trace (chat completions, tool spans as siblings)
  (N) => {
    const legs = [
      ['ogof_ffynnon_A.svx', '*begin A\n*date 2025.03.08\n1 2 12.41 184 -3\n2 3 8.02 190 -12\n3 4 15.30 171 +2\n*end A', 3, 35.73, -13],
      ['ogof_ffynnon_B.svx', '*begin B\n*date 2025.03.08\n4 5 6.11 260 -41\n5 6 9.84 255 -38\n*end B', 2, 15.95, -79],
      ['ogof_ffynnon_C.svx', '*begin C\n*date 2025.03.22\n6 7 21.06 301 0\n7 8 4.55 012 +8\n8 9 11.20 355 -2\n9 10 7.73 349 -5\n*end C', 4, 44.54, 1],
      ['ogof_ffynnon_D.svx', '*begin D\n*date 2025.04.05\n10 11 3.90 090 -65\n11 12 5.12 088 -70\n*end D\n; sump at 12, not passed', 2, 9.02, -144],
    ];
    const K = [];
    K.push(llm('chat.completions', { model: 'gpt-4o', messages: [{ role: 'system', content: 'You help the caving club maintain its survey.' }, { role: 'user', content: 'Summarise the new Ogof Ffynnon survey legs A–D: total length and depth.' }] }, { choices: [{ message: oaiToolCalls(N, null, [['read_file', { path: 'survey/' + legs[0][0] }]]), finish_reason: 'tool_calls' }], usage: N.usage(), id: 'chatcmpl-' + N.b62(29), system_fingerprint: 'fp_' + N.hex(10) }));
    legs.forEach(([f, body, n, len, dz], i) => {
      K.push(tool('read_file', { path: 'survey/' + f }, `${body}\n\n-- ${f} | ${body.length} bytes | mtime ${N.syslog()} | inode ${N.int(100000, 999999)}`));
      const note = `${f.replace('ogof_ffynnon_', 'Leg ').replace('.svx', '')}: ${n} shots, ${len} m, net ${dz >= 0 ? '+' : ''}${dz} m vertical` + (i === 3 ? '; ends at an unpassed sump.' : '.');
      const next = i < 3 ? [['read_file', { path: 'survey/' + legs[i + 1][0] }]] : [['run_cavern', { file: 'survey/ogof_ffynnon.svx' }]];
      K.push(llm('chat.completions', { model: 'gpt-4o', messages: `[${3 + i * 2} messages]` }, { choices: [{ message: oaiToolCalls(N, note, next), finish_reason: 'tool_calls' }], usage: N.usage(), id: 'chatcmpl-' + N.b62(29) }));
    });
    K.push(tool('run_cavern', { file: 'survey/ogof_ffynnon.svx' }, `Survex 1.4.11\nTotal length of survey legs = 105.24m (105.24m adjusted)\nVertical range = 78.40m (from 1 at 0.00m to 12 at -78.40m)\nLoop closure: none\nCPU time used ${N.secs(0.01, 0.2)}`));
    K.push(llm('chat.completions', {}, { choices: [{ message: { role: 'assistant', content: 'Legs A–D add 11 shots and 105.2 m of passage; the cave now reaches −78.4 m at station 12, where Leg D ends at an unpassed sump. Steepest section is Leg D (−65°/−70°).' }, finish_reason: 'stop' }] }));
    return { stagnation: false, goal: 'Summarise four new cave-survey leg files: total length and depth.', isolates: 'The same read_file tool on four survey files with the same format and different data; each note records new numbers, then survey processing and a summary.',
      root: agent('chat_session', { user: 'Summarise the new Ogof Ffynnon survey legs A–D.' }, { content: 'Legs A–D add 11 shots and 105.2 m...' }, K, { recorder: 'message-log', conversation_id: N.uuid() }) };
  },
  // 02 antique sewing-machine auction pages, Vercel AI SDK
  (N) => {
    const lots = [
      ['lot-118', 'Singer 12 "Fiddle base", 1872, gold decals 70%, shuttle present', '£180', 7],
      ['lot-121', 'Wheeler & Wilson No. 8, c.1880, rotary hook, no case', '£95', 3],
      ['lot-134', 'Jones hand crank "Family CS", 1895, original coffin case, key missing', '£140', 11],
      ['lot-140', 'Willcox & Gibbs chainstitch, 1904, motor conversion', '£210', 14],
      ['lot-152', 'Frister & Rossmann Gritzner-style, c.1900, cracked bed', '£40', 1],
    ];
    const K = [];
    lots.forEach(([id, title, bid, bids], i) => {
      K.push(llm('ai.streamText.doStream', { 'ai.model.id': 'claude-3-5-sonnet-latest', 'ai.prompt.messages': i ? `[${2 + i * 2} messages]` : JSON.stringify([{ role: 'user', content: 'Check the five sewing machines in Saturday\'s Tennants sale and tell me which are worth bidding on under £200.' }]) }, { 'ai.response.text': i ? [`${lots[0][0]}: Singer 12 fiddle base at £180 with 7 bids already, likely to pass £200. Next lot.`, `${lots[1][0]}: Wheeler & Wilson No. 8 at only £95, 3 bids, no case but the rotary hook is the valuable part.`, `${lots[2][0]}: Jones Family CS at £140 with its original coffin case; a missing key costs ~£10 to replace.`, `${lots[3][0]}: Willcox & Gibbs already £210 and motor-converted, over budget and less original.`][i - 1] : 'Opening the first lot page.', 'ai.response.toolCalls': JSON.stringify([{ toolName: 'fetchPage', args: { url: `https://auctions.example.co.uk/sale/2291/${id}` } }]), 'ai.response.msToFirstChunk': N.ms(200, 900) }, { 'ai.operationId': 'ai.streamText.doStream' }));
      K.push(tool('ai.toolCall fetchPage', { 'ai.toolCall.name': 'fetchPage', 'ai.toolCall.args': JSON.stringify({ url: `https://auctions.example.co.uk/sale/2291/${id}` }) }, { 'ai.toolCall.result': `HTTP/2 200\ncf-ray: ${N.hex(16)}-LHR\nage: ${N.int(0, 300)}\n\n<div class="lot"><h1>${title}</h1><span class="current-bid">${bid}</span><span class="bids">${bids} bids</span><time datetime="${N.iso()}">closes Sat</time></div>` }));
    });
    K.push(llm('ai.streamText.doStream', {}, { 'ai.response.text': 'Worth bidding under £200: Singer 12 fiddle base (£180, 7 bids — will pass £200 soon), Jones Family CS (£140, original case, key easy to source), Wheeler & Wilson No. 8 (£95, rotary hook, good value). Skip the W&G (already £210, motorised) and the cracked Frister & Rossmann.', 'ai.response.finishReason': 'stop' }, { 'ai.operationId': 'ai.streamText.doStream' }));
    return { stagnation: false, goal: 'Check five antique sewing-machine auction lots and pick those worth bidding on under £200.', isolates: 'The same fetchPage tool on five auction lot pages of identical HTML layout with different machines, prices and bid counts, then a recommendation.',
      root: agent('ai.streamText', { 'ai.prompt': 'Check the five sewing machines in Saturday\'s sale.', 'ai.settings.maxSteps': 10 }, { 'ai.response.finishReason': 'stop' }, K, { 'ai.telemetry.functionId': 'auction-scout', 'operation.name': 'ai.streamText' }) };
  },
  // 03 textile conservation condition reports, Gemini function calling
  (N) => {
    const objs = [
      ['T.1988.41', 'sampler, 1794, silk on linen', { light_damage: 'moderate fading of greens', tears: 0, pest: 'none', mount: 'acid board — replace' }],
      ['T.1991.7', 'christening gown, c.1860, cotton lawn', { light_damage: 'slight', tears: 2, pest: 'none', mount: 'padded hanger ok' }],
      ['T.2002.113', 'banner, Tolpuddle branch, 1912, painted silk', { light_damage: 'severe, shattering silk', tears: 9, pest: 'none', mount: 'needs full support' }],
      ['T.1975.3', 'shawl, Paisley, wool', { light_damage: 'none', tears: 0, pest: 'webbing clothes moth frass found', mount: 'rolled' }],
    ];
    const K = [];
    objs.forEach(([acc, desc, cond], i) => {
      K.push(llm('generateContent', { model: 'gemini-1.5-pro', contents: `[${1 + i * 2} turns]` }, { candidates: [{ content: { role: 'model', parts: [...(i ? [{ text: [`T.1988.41 is stable apart from faded greens; the acid board mount must be replaced before travel.`, `T.1991.7 has two small tears; stabilising stitches would make it safe to hang.`, `T.2002.113 is shattering silk with 9 tears — too fragile to move.`][i - 1] }] : []), { functionCall: { name: 'get_condition_report', args: { accession: acc } } }] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: N.int(600, 3000), candidatesTokenCount: N.int(15, 40) }, responseId: N.b62(22) }));
      K.push(tool('get_condition_report', { accession: acc }, { functionResponse: { name: 'get_condition_report', response: { accession: acc, object: desc, ...cond, examined: N.dmy(), examiner: N.pick(['JH', 'PO', 'AK']), record_version: N.int(1, 6) } } }));
    });
    K.push(llm('generateContent', {}, { candidates: [{ content: { role: 'model', parts: [{ text: 'Loan check: do NOT lend T.2002.113 (shattering silk) or T.1975.3 (active moth — quarantine and freeze first). T.1988.41 can go after remounting on conservation board; T.1991.7 fine, two small tears to be stabilised.' }] }, finishReason: 'STOP' }] }));
    return { stagnation: false, goal: 'Review condition reports of four textiles proposed for loan and say which can travel.', isolates: 'Same condition-report function for four objects with the same record template and different condition findings, then a loan decision per object.',
      root: agent('loan_reviewer', { prompt: 'Which of T.1988.41, T.1991.7, T.2002.113, T.1975.3 can go on loan?' }, { text: 'Loan check: ...' }, K, { framework: 'google-genai', api: 'v1beta' }) };
  },
  // 04 shipwreck dive permits, LangSmith; repeated short model text but healthy
  (N) => {
    const apps = [
      ['DP-0412', 'Bristol Channel Divers', 'SS Gwenllian (1917)', 'photography only', 6, 'BSAC Advanced, insurance to 2026'],
      ['DP-0415', 'Univ. of Southampton MA', 'HMS Mary Rose site buffer', 'non-intrusive survey', 4, 'HSE Commercial SCUBA, project design attached'],
      ['DP-0419', 'Solo applicant T. Reed', 'Kinlochbervie wreck (unknown)', 'recover bell', 1, 'PADI OW only'],
      ['DP-0421', 'Isle of Man Sub-Aqua', 'Ellan Vannin (1909)', 'photography + 3D model', 8, 'club insurance, licensee letter'],
      ['DP-0426', 'Wreck Detectives Ltd', 'SS Thistlegorm replica site', 'training dives', 12, 'commercial, method statement missing'],
    ];
    const K = [];
    apps.forEach(([id, who, site, act, n, quals]) => {
      K.push(llm('ChatAnthropic', { messages: '[...]' }, { generations: [[{ text: 'Fetching the next application.', message: { content: 'Fetching the next application.', tool_calls: [{ name: 'get_application', args: { id } }] } }]] }, { ls_model_name: 'claude-3-5-haiku-20241022', run_type: 'llm' }));
      K.push(tool('get_application', { id }, JSON.stringify({ id, applicant: who, site, activity: act, divers: n, qualifications: quals, received: N.iso(), portal_ref: N.uuid(), attachments: N.int(0, 5) }), { run_type: 'tool' }));
    });
    K.push(llm('ChatAnthropic', {}, { generations: [[{ text: 'Decisions: approve DP-0412, DP-0415, DP-0421 (non-intrusive, qualified). Refuse DP-0419: bell recovery from a wreck is intrusive and the applicant holds only an entry-level qualification. Return DP-0426 for a method statement.' }]] }, { run_type: 'llm' }));
    return { stagnation: true, goal: 'Review this week\'s five dive permit applications for protected wreck sites and recommend decisions.', isolates: 'Five applications read with the same tool and template, each with different applicant, site and activity, then distinct decisions. The model repeats the same short "Fetching the next application." line verbatim between reads, but the run progresses and finishes.',
      root: agent('AgentExecutor', { input: 'Review this week\'s dive permit applications.' }, { output: 'Decisions: approve DP-0412...' }, K, { run_type: 'chain', ls_project: 'heritage-permits', ls_run_id: N.uuid() }) };
  },
  // 05 weather-station calibration certificates, Strands Agents
  (N) => {
    const certs = [
      ['AWS-Fell-01', 'PT100 air temp', '+0.08 °C', '±0.10', 'PASS'],
      ['AWS-Fell-02', 'PT100 air temp', '+0.21 °C', '±0.10', 'FAIL'],
      ['AWS-Moor-01', 'capacitive RH', '-1.6 %RH', '±2.0', 'PASS'],
      ['AWS-Moor-02', 'tipping-bucket rain', '+4.1 %', '±3.0', 'FAIL'],
      ['AWS-Lake-01', 'barometer', '+0.12 hPa', '±0.30', 'PASS'],
      ['AWS-Lake-02', 'cup anemometer', '-0.9 %', '±2.0', 'PASS'],
    ];
    const K = [];
    K.push(llm('Model invoke', { messages: [{ role: 'user', content: [{ text: 'Go through this year\'s calibration certificates for the six upland stations and list what fails.' }] }] }, { role: 'assistant', content: [{ toolUse: { toolUseId: 'tooluse_' + N.b62(22), name: 'list_certificates', input: { year: 2025 } } }] }, { 'gen_ai.request.model': 'us.amazon.nova-pro-v1:0' }));
    K.push(tool('Tool: list_certificates', { year: 2025 }, { status: 'success', content: [{ json: { keys: certs.map((c) => `s3://met-certs/2025/${c[0]}.pdf`), IsTruncated: false, KeyCount: 6 } }] }));
    certs.forEach(([st, sensor, err, tol, res]) => {
      K.push(tool('Tool: read_pdf_text', { key: `s3://met-certs/2025/${st}.pdf` }, { status: 'success', content: [{ text: `CERTIFICATE OF CALIBRATION  No. UKAS-${N.int(1000, 9999)}/${N.int(10, 99)}\nInstrument: ${st} ${sensor}\nMean error: ${err}   Tolerance: ${tol}\nResult: ${res}\nIssued: ${N.dmy()}   Lab: ${N.pick(['Metrolab Leeds', 'CalTech Fife'])}\nx-amz-version-id: ${N.b62(32)}` }] }));
    });
    K.push(llm('Model invoke', {}, { role: 'assistant', content: [{ text: 'Two of six fail: AWS-Fell-02 air temperature reads +0.21 °C (tolerance ±0.10) — replace the PT100; AWS-Moor-02 rain gauge over-reads 4.1 % (±3.0) — re-level and re-calibrate the bucket. Moor-01 RH, Lake-01 barometer, Lake-02 anemometer and Fell-01 temperature pass.' }] }, {}));
    return { stagnation: false, goal: 'Check this year\'s calibration certificates for six upland weather stations and list failures.', isolates: 'Six PDFs read with the same tool and certificate template but different instruments, errors and results, then a summary naming the two failures.',
      root: agent('invoke_agent Strands Agents', { prompt: 'List calibration failures for 2025.' }, { stop_reason: 'end_turn' }, K, { 'gen_ai.agent.name': 'met-ops', 'gen_ai.operation.name': 'invoke_agent' }) };
  },
  // 06 perfumery IFRA safety data, LlamaIndex
  (N) => {
    const mats = [
      ['Oakmoss absolute', 'restricted', '0.1% (cat. 4)', 'atranol/chloroatranol < 100 ppm required'],
      ['Bergamot oil (FCF)', 'restricted', 'bergapten-free: no phototox limit', 'FCF grade only'],
      ['Lilial (BMHCA)', 'prohibited', '—', 'banned in EU cosmetics since 2022'],
      ['Hedione', 'not restricted', '—', 'none'],
      ['Cinnamal', 'restricted', '0.05% (cat. 4)', 'sensitiser; declare if >0.001% leave-on'],
    ];
    const K = [];
    mats.forEach(([m, st, lim, note], i) => {
      K.push(span('retriever', 'BaseRetriever.retrieve', { query_str: `IFRA 51st amendment standard for ${m}` }, { nodes: [{ node_id: N.uuid(), score: +(0.8 + N.r() * 0.15).toFixed(4), text: `${m} — status: ${st}; cat. 4 limit: ${lim}; notes: ${note}`, metadata: { file_name: `ifra_51_${m.split(' ')[0].toLowerCase()}.pdf`, page_label: String(N.int(1, 4)), last_modified_date: N.isoLocal('+02:00').slice(0, 10) } }] }, [], { metadata: { similarity_top_k: 1 } }));
      K.push(llm('OpenAI.chat', { messages: [{ role: 'user', content: `Formula has ${m} at ${['0.4', '2.0', '0.3', '12', '0.02'][i]}%. Compliant?` }] }, { message: { role: 'assistant', content: [`Oakmoss at 0.4% exceeds the 0.1% cat. 4 limit — reduce or swap for a low-atranol treemoss.`, `Bergamot FCF at 2.0% is fine as long as the supplier CoA confirms bergapten-free.`, `Lilial is prohibited — remove it (0.3%) and rebalance with Florhydral.`, `Hedione at 12% has no IFRA restriction.`, `Cinnamal at 0.02% is under 0.05% but above 0.001%, so it must be declared on the label.`][i] } }, { model: 'gpt-4o-mini', token_counts: N.usage() }));
    });
    K.push(llm('OpenAI.chat', {}, { message: { role: 'assistant', content: 'Formula "Fougère No. 3" is not yet compliant: cut oakmoss to ≤0.1%, remove Lilial. Keep bergamot FCF and Hedione; declare cinnamal on the label.' } }, { model: 'gpt-4o-mini' }));
    return { stagnation: false, goal: 'Check the five regulated materials in a fougère perfume formula against IFRA standards.', isolates: 'Five retrievals of IFRA entries with the same structure and different statuses and limits, each judged differently, then a compliance summary.',
      root: agent('QueryPipeline.run', { query: 'Is Fougère No. 3 IFRA compliant for a fine fragrance?' }, { response: 'Not yet compliant' }, K, { 'llama_index.version': '0.12.5', callback_manager: 'OpenInferenceTraceCallbackHandler' }) };
  },
];
