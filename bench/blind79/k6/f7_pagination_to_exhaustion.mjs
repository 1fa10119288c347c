import { noise, agent, llm, tool, span, sys, user, asst, tcall, usage } from './lib.mjs';
export const family = 'pagination-to-exhaustion';
export const loop = false;
export const scenarios = [
{
  domain: 'seed bank germination-test records', style: 'Semantic Kernel function invocations',
  goal: 'List every wild barley accession in the seed vault whose last germination test fell under 85% so they can be regenerated next season.',
  isolates: 'Three pages with different accessions arrive via a continuation token; the third page has no token, and the agent summarises all low-germination accessions.',
  stagnation: false,
  build(id) { const n = noise(id);
    const pages = [[['HOR-10231', 91], ['HOR-10232', 78], ['HOR-10240', 88], ['HOR-10251', 83]], [['HOR-10266', 94], ['HOR-10270', 69], ['HOR-10288', 86], ['HOR-10290', 90]], [['HOR-10302', 81], ['HOR-10305', 97]]];
    const tokens = [null, 'ct_' + n.b62(14), 'ct_' + n.b62(14)];
    const notes = [null, 'Page 1: HOR-10232 (78%) and HOR-10251 (83%) are below 85%. Fetching the continuation.', 'Page 2 adds HOR-10270 (69%). One more continuation token.'];
    const kids = [];
    pages.forEach((pg, i) => {
      const args = { taxon: 'Hordeum spontaneum', page_size: 4, ...(tokens[i] ? { continuation_token: tokens[i] } : {}) };
      kids.push(llm('ChatCompletion', { chat_history: i ? '[...]' : [user(this.goal)] }, { role: 'assistant', items: [...(notes[i] ? [{ $type: 'TextContent', text: notes[i] }] : []), { $type: 'FunctionCallContent', plugin_name: 'Vault', function_name: 'ListAccessions', arguments: args }] }, { model_id: 'gpt-4o', 'gen_ai.response.id': 'chatcmpl-' + n.b62(29) }));
      kids.push(tool('Vault-ListAccessions', { plugin: 'Vault', function: 'ListAccessions', arguments: args }, { value: JSON.stringify({ items: pg.map(([a, g]) => ({ accession: a, last_test: `20${n.int(19, 25)}-${String(n.int(1, 12)).padStart(2, '0')}`, germination_pct: g, vault_box: `B${n.int(10, 99)}-${n.int(1, 40)}` })), continuation_token: i < 2 ? tokens[i + 1] : null, server_ts: n.epoch() }) }, { 'sk.function.duration_ms': n.ms(40, 500) }));
    });
    const fin = 'Four wild barley accessions need regeneration: HOR-10270 (69%), HOR-10232 (78%), HOR-10302 (81%) and HOR-10251 (83%). The listing ended after page 3 (no continuation token), 10 accessions checked.';
    kids.push(llm('ChatCompletion', { chat_history: '[...]' }, { role: 'assistant', items: [{ $type: 'TextContent', text: fin }] }, { model_id: 'gpt-4o', finish_reason: 'Stop' }));
    return agent('Kernel.InvokePromptAsync', { prompt: this.goal }, { value: fin }, kids, { kernel_id: n.uuid(), 'semantic_kernel.version': '1.30.0' });
  },
},
{
  domain: 'amateur radio contest log cross-check', style: 'CrewAI crew/task/agent spans',
  goal: 'Cross-check our Field Day log against the contest server and list the QSOs the server did not confirm.',
  isolates: 'The agent walks pages 1-4 of the confirmation list, each with new callsigns, until the server says has_more=false, then reports the unconfirmed contacts.',
  stagnation: false,
  build(id) { const n = noise(id);
    const calls = [['W1AW', 'K3LR', 'N0AX', 'VE3KI'], ['AA1K', 'KB9ZZ', 'W6YX', 'N5DX'], ['K7RL', 'WB2ZAB', 'KD8OTT', 'AC0E'], ['N9JF', 'W4RQ']];
    const kids = [];
    calls.forEach((cs, i) => {
      kids.push(llm('LLM call', { messages: [sys('You are Log Checker. Goal: reconcile contest logs.'), user('Current Task: ' + this.goal)] }, `Thought: ${i === 0 ? 'I will page through the server confirmations.' : `Page ${i} gave ${calls[i - 1].length} confirmations (${calls[i - 1].join(', ')}); has_more is true so I fetch page ${i + 1}.`}\nAction: Contest Server Confirmations\nAction Input: {"event": "FD-2026", "call": "W2FD", "page": ${i + 1}}`, { model: 'gpt-4o-mini', tokens: usage(n) }));
      kids.push(tool('Contest Server Confirmations', { event: 'FD-2026', call: 'W2FD', page: i + 1 }, JSON.stringify({ page: i + 1, confirmed: cs.map((c) => ({ call: c, band: n.pick(['20m', '40m', '15m']), mode: n.pick(['CW', 'SSB', 'FT8']), utc: n.isoNoMs() })), has_more: i < 3, server: n.host('lotw') })));
    });
    kids.push(tool('Read Local Log', { file: 'fieldday_w2fd.adi' }, `ADIF export, 17 QSOs\nW1AW K3LR N0AX VE3KI AA1K KB9ZZ W6YX N5DX K7RL WB2ZAB KD8OTT AC0E N9JF W4RQ KC1XYZ WA6BOB K4TMC\n<EOH> generated ${n.syslog()}`));
    const fin = 'Final Answer: 14 of our 17 QSOs were confirmed across 4 pages. Unconfirmed: KC1XYZ, WA6BOB and K4TMC.';
    kids.push(llm('LLM call', { messages: '[...]' }, 'Thought: The server listed 14 calls over 4 pages and no more; our log has 17.\n' + fin, { model: 'gpt-4o-mini' }));
    return agent('Crew kickoff', { inputs: { event: 'FD-2026' } }, { raw: fin }, [span('task', 'Task: reconcile log', { description: this.goal }, { raw: fin }, [agent('Log Checker', { role: 'Log Checker' }, null, kids)])], { crew_id: n.uuid(), process: 'sequential' });
  },
},
{
  domain: 'museum textile conservation loan requests', style: 'Google ADK events',
  goal: 'Summarise all pending loan requests for our 17th-century tapestries, including which borrowers meet the 50 lux light limit.',
  isolates: 'Three pages of loan requests arrive via next_page_token with different borrowers; the last page has no token and the agent summarises every request.',
  stagnation: false,
  build(id) { const n = noise(id);
    const pages = [[['Rijksmuseum', 'The Triumph of Fame', 50], ['Musée de Cluny', 'Hunt of the Unicorn (fragment)', 80]], [['V&A Dundee', 'Verdure with Herons', 45], ['Nationalmuseum Stockholm', 'Story of Abraham IV', 50]], [['Getty Center', 'The Harvest Month', 120]]];
    const toks = ['', n.b62(20), n.b62(20)];
    const kids = [];
    pages.forEach((pg, i) => {
      kids.push(llm('call_llm', { contents: i ? '...' : this.goal }, { content: { role: 'model', parts: [...(i ? [{ text: `Got ${pages[i - 1].length} more requests; following next_page_token.` }] : []), { functionCall: { name: 'list_loan_requests', args: { collection: 'tapestries-17c', status: 'pending', ...(toks[i] ? { page_token: toks[i] } : {}) } } }] } }, { event_id: n.b62(8), invocation_id: 'e-' + n.uuid() }));
      kids.push(tool('execute_tool list_loan_requests', { args: { page_token: toks[i] || null } }, { functionResponse: { name: 'list_loan_requests', response: { requests: pg.map(([b, o, lux]) => ({ borrower: b, object: o, proposed_lux: lux, request_id: 'LR-' + n.int(1000, 9999), received: n.http() })), next_page_token: i < 2 ? toks[i + 1] : '' } } }, { 'gen_ai.operation.name': 'execute_tool' }));
    });
    const fin = 'Five pending tapestry loans. Within the 50 lux limit: Rijksmuseum (Triumph of Fame, 50), V&A Dundee (Verdure with Herons, 45), Nationalmuseum Stockholm (Abraham IV, 50). Over the limit: Musée de Cluny (80 lux) and the Getty (120 lux) — these need a lighting condition before approval.';
    kids.push(llm('call_llm', {}, { content: { role: 'model', parts: [{ text: fin }] }, turn_complete: true }, { finish_reason: 'STOP' }));
    return agent('invoke_agent registrar_helper', { user_content: this.goal, app_name: 'collections' }, { final_response: fin }, kids, { 'gen_ai.agent.name': 'registrar_helper', session_id: n.uuid() });
  },
},
{
  domain: 'interlibrary loan of braille volumes', style: 'Haystack pipeline traces',
  goal: 'Find all braille editions of "Middlemarch" available for interlibrary loan and say which is closest to Leeds.',
  isolates: 'Offset pagination brings new holdings on pages 1 and 2 and a short page 3 flagged end=true; the agent then answers.',
  stagnation: false,
  build(id) { const n = noise(id);
    const holdings = [[['RNIB Peterborough', 'UEB contracted, 12 vols', 'available'], ['Calibre Audio & Braille', 'UEB, 14 vols', 'on loan']], [['National Library of Scotland', 'SEB 1985, 16 vols', 'available'], ['Leeds Central Library', 'UEB contracted, 12 vols', 'available']], [['Bodleian', 'Moon type, 20 vols', 'reference only']]];
    const kids = [];
    holdings.forEach((h, i) => {
      kids.push(llm('haystack.component.run', { 'haystack.component.name': 'llm', messages: '[...]' }, { replies: [{ role: 'assistant', text: i ? `Offset ${i * 2} next; previous page gave ${holdings[i - 1].length} new holdings (${holdings[i - 1].map((x) => x[0]).join("; ")}).` : 'Searching the union catalogue.', tool_calls: [{ tool_name: 'union_catalogue', arguments: { title: 'Middlemarch', format: 'braille', offset: i * 2, limit: 2 } }] }] }, { 'haystack.component.type': 'OpenAIChatGenerator' }));
      kids.push(tool('haystack.component.run ToolInvoker', { tool_name: 'union_catalogue', arguments: { offset: i * 2, limit: 2 } }, { tool_messages: [{ result: `<holdings offset="${i * 2}" end="${i === 2}" generated="${n.iso()}">\n` + h.map(([lib, ed, st]) => `  <holding lib="${lib}" edition="${ed}" status="${st}" shelfmark="${n.b62(6).toUpperCase()}"/>`).join('\n') + '\n</holdings>' }] }, { 'haystack.component.type': 'ToolInvoker', duration_ms: n.ms(80, 900) }));
    });
    const fin = 'Five braille editions found; three are available for loan. Closest to Leeds: Leeds Central Library itself (UEB contracted, 12 vols, available). Alternatives: RNIB Peterborough and NLS Edinburgh.';
    kids.push(llm('haystack.component.run', { messages: '[...]' }, { replies: [{ role: 'assistant', text: fin }] }, { 'haystack.component.type': 'OpenAIChatGenerator' }));
    return agent('haystack.agent.run', { messages: [this.goal] }, { last_message: fin }, kids, { 'haystack.agent.max_agent_steps': 10, trace_id: n.traceId() });
  },
},
{
  domain: 'trail-marathon timing chip reads', style: 'Anthropic Messages API logs',
  goal: 'Find runners in the Fellside Ultra who passed checkpoint CP3 but have no read at CP4 after the cut-off, so the sweep team can look for them.',
  isolates: 'Paging through CP3 chip reads brings new bib numbers each time until has_more is false; the agent then cross-references CP4 once and answers.',
  stagnation: false,
  build(id) { const n = noise(id);
    const pages = [[101, 114, 122, 139, 150], [161, 177, 180, 203, 215], [222, 240]];
    const kids = [];
    let after = null;
    pages.forEach((bibs, i) => {
      const tu = 'toolu_' + n.b62(22);
      kids.push(llm('POST /v1/messages', { model: 'claude-3-5-sonnet-20241022', messages: '[...]' }, { id: 'msg_' + n.b62(24), role: 'assistant', content: [...(i ? [{ type: 'text', text: `${pages[i - 1].length} more CP3 reads (bibs ${pages[i - 1].join(', ')}). Continuing after ${after}.` }] : []), { type: 'tool_use', id: tu, name: 'chip_reads', input: { checkpoint: 'CP3', limit: 5, ...(after ? { starting_after: after } : {}) } }], stop_reason: 'tool_use', usage: { input_tokens: n.int(800, 3000), output_tokens: n.int(40, 100) } }, { response_headers: { 'request-id': 'req_' + n.b62(24), date: n.http() } }));
      const reads = bibs.map((b) => ({ id: 'rd_' + n.hex(10), bib: b, mat: 'CP3-A', t: n.clock() }));
      after = reads[reads.length - 1].id;
      kids.push(tool('chip_reads', { checkpoint: 'CP3', limit: 5 }, { type: 'tool_result', tool_use_id: tu, content: JSON.stringify({ data: reads, has_more: i < 2 }) }));
    });
    const tu = 'toolu_' + n.b62(22);
    kids.push(llm('POST /v1/messages', { messages: '[...]' }, { content: [{ type: 'text', text: '12 runners passed CP3; has_more is false. Now checking which of them have a CP4 read.' }, { type: 'tool_use', id: tu, name: 'missing_reads', input: { from: 'CP3', to: 'CP4', bibs: pages.flat() } }], stop_reason: 'tool_use' }));
    kids.push(tool('missing_reads', { from: 'CP3', to: 'CP4' }, { type: 'tool_result', tool_use_id: tu, content: JSON.stringify({ missing: [177, 222], cutoff: '16:30', computed_at: n.iso() }) }));
    const fin = 'Bibs 177 and 222 passed CP3 but have no CP4 read after the 16:30 cut-off; send the sweep team along the CP3–CP4 ridge section.';
    kids.push(llm('POST /v1/messages', { messages: '[...]' }, { content: [{ type: 'text', text: fin }], stop_reason: 'end_turn' }));
    return agent('messages-session', { messages: [user(this.goal)] }, { text: fin }, kids, { workspace: 'race-ops' });
  },
},
{
  domain: 'street-art mural permit registry', style: 'Dify workflow run log (node_execution events) — framework not in the brief\'s list',
  goal: 'Count the approved mural permits in the Ancoats conservation area this year and list their artists.',
  isolates: 'An HTTP-request node is called for pages 1 to 3 of the registry, each page with new permits and a Link header, until the Link header has no rel="next"; the agent then lists the artists.',
  stagnation: false,
  build(id) { const n = noise(id);
    const pages = [['MP-2026-011 Akse P19', 'MP-2026-014 Nomad Clan', 'MP-2026-019 Hammo'], ['MP-2026-023 Qubek', 'MP-2026-031 Liz Hsu'], ['MP-2026-040 Mr Cenz']];
    const kids = [];
    pages.forEach((pg, i) => {
      kids.push(llm('node_execution llm', { node_type: 'llm', node_id: '17' + n.int(10000000, 99999999), inputs: { query: i ? `page ${i} returned ${pages[i - 1].length} permits` : this.goal } }, { text: i ? `Link header has rel="next"; fetching page ${i + 1}.` : 'Fetching page 1 of the permit registry.', usage: { prompt_tokens: n.int(300, 900), completion_tokens: n.int(10, 30), latency: Number((n.r() * 2).toFixed(3)) } }, { status: 'succeeded', elapsed_time: Number((n.r() * 2).toFixed(4)) }));
      kids.push(tool('node_execution http-request', { node_type: 'http-request', method: 'get', url: `https://data.council.example/api/murals?area=ancoats&status=approved&year=2026&page=${i + 1}` }, { status_code: 200, headers: { date: n.http(), link: i < 2 ? `<...page=${i + 2}>; rel="next", <...page=3>; rel="last"` : '<...page=1>; rel="first"', 'x-request-id': n.uuid() }, body: JSON.stringify(pg.map((p) => { const [ref, ...a] = p.split(' '); return { ref, artist: a.join(' '), wall: n.pick(['Cutting Room Sq', 'Blossom St', 'Jersey St', 'Murray St']) }; })) }, { status: 'succeeded', elapsed_time: Number((n.r()).toFixed(4)) }));
    });
    const fin = '6 approved mural permits in Ancoats in 2026: Akse P19, Nomad Clan, Hammo, Qubek, Liz Hsu and Mr Cenz.';
    kids.push(llm('node_execution llm', { node_type: 'llm' }, { text: fin }, { status: 'succeeded' }));
    return agent('workflow_run', { inputs: { sys_query: this.goal }, app_mode: 'advanced-chat' }, { answer: fin }, kids, { workflow_run_id: n.uuid(), dify_version: '1.1.x', total_steps: 8 });
  },
},
];
