// Family: cursor_paging (healthy) — pagination that brings new items on every page until the
// source says there are no more, then a summary.
import { A, L, T, C } from './lib.mjs';

export const family = 'cursor_paging';

export const scenarios = [
  // 01 fireplace installers — Mastra
  { domain: 'fireplace installer appointment audit', style: 'Mastra (AI tracing spans)', build(n) {
    const ch = [];
    const pages = [
      [['APT-3011', 'wood burner', 'Hetas cert pending'], ['APT-3012', 'gas insert', 'ok'], ['APT-3015', 'flue liner', 'ok']],
      [['APT-3019', 'wood burner', 'ok'], ['APT-3020', 'bioethanol', 'ok'], ['APT-3024', 'gas insert', 'Gas Safe cert pending']],
      [['APT-3027', 'flue liner', 'ok'], ['APT-3031', 'wood burner', 'Hetas cert pending']],
    ];
    let cursor = null;
    pages.forEach((p, i) => {
      ch.push(L('llm: gpt-4o-mini', { messages_count: 2 + i * 2 }, { text: i === 0 ? 'Fetching last month\'s completed installs.' : `Page ${i} had ${pages[i - 1].length} installs; fetching the next page.`, toolCalls: [{ toolName: 'listAppointments', args: { status: 'completed', month: '2025-09', cursor } }] }, { spanType: 'llm_generation', usage: { promptTokens: n.int(400, 1600), completionTokens: n.int(20, 50) } }));
      const next = i < pages.length - 1 ? n.cursor() : null;
      ch.push(T('listAppointments', { status: 'completed', month: '2025-09', cursor }, { data: p.map(([id, kind, cert]) => ({ id, kind, certificate: cert, completed_at: n.isoOff(1, -n.int(3600e3, 2500000e3)), engineer: n.pick(['R. Dale', 'S. Mistry', 'K. Bell']) })), has_more: next !== null, next_cursor: next, request_id: n.reqId() }, { spanType: 'tool_call', durationMs: n.ms(90, 600) }));
      cursor = next;
    });
    ch.push(L('llm: gpt-4o-mini', {}, { text: '8 installs completed in September across 3 pages. Outstanding certificates: APT-3011 and APT-3031 (Hetas), APT-3024 (Gas Safe). The rest are complete.' }, { spanType: 'llm_generation' }));
    return {
      isolates: 'Three pages of the appointments API each bring different completed installs until has_more is false, then the agent lists the three missing certificates.',
      loop: false, stagnation: false,
      goal: 'Audit September\'s completed fireplace installs for missing compliance certificates.',
      root: A('agent run: complianceAgent', { prompt: 'Which of September\'s completed installs are still missing a compliance certificate?' }, { text: 'Outstanding certificates: APT-3011, APT-3031 (Hetas), APT-3024 (Gas Safe).' }, ch, { spanType: 'agent_run', agentId: 'complianceAgent' }),
    };
  } },

  // 02 ukulele club songbook — LlamaIndex
  { domain: 'ukulele club songbook licensing check', style: 'LlamaIndex (instrumentation spans)', build(n) {
    const ch = [];
    const songs = [
      ['Riptide', 'PD? no', 'CCLI'], ['Bring Me Sunshine', 'no', 'PRS'], ['Five Foot Two', 'yes (1925)', '-'], ['Ain\'t She Sweet', 'yes (1927)', '-'],
      ['Valerie', 'no', 'PRS'], ['Sloop John B', 'yes (trad.)', '-'], ['Dream a Little Dream', 'no', 'PRS'], ['When I\'m Cleaning Windows', 'no', 'PRS'],
      ['Leaning on a Lamp-post', 'no', 'PRS'],
    ];
    const pages = [songs.slice(0, 4), songs.slice(4, 8), songs.slice(8)];
    pages.forEach((p, i) => {
      ch.push(L('OpenAI.achat', { messages: [{ role: 'user', content: 'Which songs in our songbook need a licence to print?' }], page_hint: i }, { message: { role: 'assistant', content: i === 0 ? '' : `Got ${pages[i - 1].length} more songs; continuing from offset ${i * 4}.`, additional_kwargs: { tool_calls: [{ function: { name: 'list_songbook', arguments: JSON.stringify({ offset: i * 4, limit: 4 }) } }] } } }, { 'span.kind': 'LLM', model: 'gpt-4o-mini' }));
      ch.push(T('FunctionTool.acall', { tool: 'list_songbook', offset: i * 4, limit: 4 }, { content: JSON.stringify({ songs: p.map(([t, pd, soc]) => ({ title: t, public_domain: pd, collecting_society: soc, added: n.euDate(-n.int(1e8, 9e9)) })), offset: i * 4, total: 9, next_offset: i < 2 ? (i + 1) * 4 : null }), tool_name: 'list_songbook', raw_output: null, is_error: false }, { 'span.kind': 'TOOL', id_: n.uuid() }));
    });
    ch.push(L('OpenAI.achat', {}, { message: { role: 'assistant', content: 'Of the 9 songs, 3 are public domain (Five Foot Two, Ain\'t She Sweet, Sloop John B). The other 6 need a print licence: Riptide, Bring Me Sunshine, Valerie, Dream a Little Dream, When I\'m Cleaning Windows, Leaning on a Lamp-post.' } }, { 'span.kind': 'LLM' }));
    return {
      isolates: 'The songbook is read 4 + 4 + 1 songs by offset until next_offset is null; the agent then splits the 9 songs into public-domain and licensed.',
      loop: false, stagnation: false,
      goal: 'Find which songs in the ukulele club songbook need a licence before printing.',
      root: A('FunctionCallingAgent.run', { input: 'Which songs in our songbook need a licence to print?' }, { response: '6 songs need a print licence.' }, ch, { 'span.kind': 'AGENT', llama_index_version: '0.12.' + n.int(5, 30) }),
    };
  } },

  // 03 memorial bench sponsorships — Semantic Kernel, OData nextLink
  { domain: 'council memorial bench sponsorships', style: 'Semantic Kernel', build(n) {
    const ch = [];
    const pages = [
      [{ id: 'MB-104', park: 'Elm Green', plaque: 'In memory of Doris Keel, who loved this view', status: 'awaiting proof' }, { id: 'MB-109', park: 'Riverside Walk', plaque: 'For Ted & Joan, 60 years', status: 'installed' }],
      [{ id: 'MB-113', park: 'Elm Green', plaque: 'Sit a while — Arthur Penn 1931-2024', status: 'awaiting proof' }, { id: 'MB-118', park: 'Castle Mound', plaque: 'Jamie\'s bench', status: 'awaiting payment' }],
      [{ id: 'MB-121', park: 'Riverside Walk', plaque: 'Remembering Nkechi Ade', status: 'awaiting proof' }],
    ];
    pages.forEach((p, i) => {
      const next = i < 2 ? `https://graph.microsoft.com/v1.0/sites/parks/lists/bench-sponsorships/items?$skiptoken=UGFnZWQ9VFJVRSZwX0lEPT${n.b62(6)}` : undefined;
      ch.push(T('SharePointPlugin-ListItems', { list: 'bench-sponsorships', url: i === 0 ? '...items?$top=2&$filter=fields/status ne \'closed\'' : 'nextLink' }, { '@odata.context': 'https://graph.microsoft.com/v1.0/$metadata#sites(\'parks\')/lists(\'bench-sponsorships\')/items', ...(next ? { '@odata.nextLink': next } : {}), value: p.map((x) => ({ id: x.id, eTag: `"${n.uuid()},${n.int(2, 9)}"`, lastModifiedDateTime: n.isoSec(), fields: x })) }, { 'semantic_kernel.function.invocation.duration': n.durS(0.2, 0.9), 'http.response.header.request-id': n.uuid() }));
      if (i < 2) ch.push(L('chat.completions gpt-4o', { chat_history_len: 3 + i * 2 }, { role: 'assistant', content: `${p.length} more requests on this page (${p.map((x) => x.id).join(', ')}); a nextLink is present, fetching it.` }, { 'gen_ai.usage.output_tokens': n.int(20, 40) }));
    });
    ch.push(L('chat.completions gpt-4o', {}, { role: 'assistant', content: '5 open sponsorships. Awaiting plaque proof sign-off: MB-104 and MB-113 (Elm Green), MB-121 (Riverside Walk). MB-118 is awaiting payment; MB-109 is installed and can be closed.' }, {}));
    return {
      isolates: 'Three Graph pages follow @odata.nextLink, each with different bench requests, until no nextLink is returned; then a status summary.',
      loop: false, stagnation: false,
      goal: 'List memorial bench sponsorship requests whose plaque wording still needs sign-off.',
      root: A('ChatCompletionAgent: ParksAdminAssistant', { message: 'Which bench sponsorships still need the plaque proof signed off?' }, { content: 'MB-104, MB-113, MB-121 await plaque proof sign-off.' }, ch, { 'semantic_kernel.agent.id': n.uuid() }),
    };
  } },

  // 04 Home Assistant custom integration — OpenInference, GitHub Link headers
  { domain: 'coding: Home Assistant custom integration release notes', style: 'OpenInference / Arize Phoenix', build(n) {
    const ch = [];
    const rel = [['v2.4.0', 'Add energy dashboard support'], ['v2.3.2', 'Fix token refresh'], ['v2.3.1', 'Bump aiohttp'], ['v2.3.0', 'BREAKING: rename sensor entity ids'], ['v2.2.0', 'Config flow options'], ['v2.1.3', 'Fix crash on HA 2024.12'], ['v2.1.2', 'Translations (de, nl)']];
    const pages = [rel.slice(0, 3), rel.slice(3, 6), rel.slice(6)];
    pages.forEach((p, i) => {
      const link = i < 2 ? `<https://api.github.com/repositories/${n.digits(9)}/releases?per_page=3&page=${i + 2}>; rel="next", <https://api.github.com/repositories/1/releases?per_page=3&page=3>; rel="last"` : `<https://api.github.com/repositories/1/releases?per_page=3&page=2>; rel="prev", <https://api.github.com/repositories/1/releases?per_page=3&page=1>; rel="first"`;
      ch.push(L('ChatCompletion', { 'llm.input_messages.0.message.role': 'user', 'llm.input_messages.0.message.content': 'Summarise breaking changes since v2.1.0 for hass-tidewater-pool.' }, { 'llm.output_messages.0.message.content': i === 0 ? 'Fetching releases.' : `Page ${i} gave ${pages[i - 1].length} releases; the Link header has rel="next", fetching page ${i + 1}.`, 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'http_get' }, { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4.1' }));
      ch.push(T('http_get', { 'tool.name': 'http_get', 'tool.parameters': JSON.stringify({ url: `https://api.github.com/repos/tidewater/hass-tidewater-pool/releases?per_page=3&page=${i + 1}` }) }, { 'output.value': JSON.stringify({ status: 200, headers: { link, 'x-ratelimit-remaining': String(n.int(4000, 4990)), 'x-github-request-id': `${n.hex(4).toUpperCase()}:${n.hex(5).toUpperCase()}:${n.hex(7).toUpperCase()}:${n.hex(7).toUpperCase()}:${n.hex(8).toUpperCase()}`, etag: n.etag() }, body: p.map(([tag, body]) => ({ tag_name: tag, published_at: n.isoSec(-n.int(1e8, 9e8)), body })) }) }, { 'openinference.span.kind': 'TOOL' }));
    });
    ch.push(L('ChatCompletion', {}, { 'llm.output_messages.0.message.content': 'Since v2.1.0 there are 7 releases. One breaking change: v2.3.0 renamed the sensor entity ids, so automations using the old ids must be updated. Other notable changes: energy dashboard support (v2.4.0), config-flow options (v2.2.0), HA 2024.12 crash fix (v2.1.3).' }, { 'openinference.span.kind': 'LLM' }));
    return {
      isolates: 'Three GitHub release pages follow rel="next" with new releases each time; the last page has no next link and the agent writes the breaking-change summary.',
      loop: false, stagnation: false,
      goal: 'Summarise breaking changes since v2.1.0 of a Home Assistant custom integration.',
      root: A('release-notes-agent', { 'input.value': 'Summarise breaking changes since v2.1.0 for hass-tidewater-pool.' }, { 'output.value': 'One breaking change: v2.3.0 renamed the sensor entity ids.' }, ch, { 'openinference.span.kind': 'AGENT' }),
    };
  } },

  // 05 horseradish co-op — Braintrust (not in the named list)
  { domain: 'horseradish growers co-op delivery tally', style: 'Braintrust spans — not in the named list', build(n) {
    const ch = [];
    const pages = [
      [['Marsh Farm', 1.8], ['Holloway', 2.4], ['Bexley Acres', 0.9], ['Pyke & Sons', 3.1]],
      [['Fenwick Root', 1.2], ['Stour Valley', 2.0], ['Old Rectory', 0.7], ['Hatch End', 1.5]],
      [['Linton', 2.6], ['Gorse Lane', 1.1]],
    ];
    let tok = null;
    pages.forEach((p, i) => {
      const next = i < 2 ? n.b62(40) : null;
      ch.push(C('function', 'fetch_deliveries', { page_token: tok, season: '2025-autumn', page_size: 4 }, { deliveries: p.map(([g, t]) => ({ grower: g, tonnes: t, grade: n.pick(['A', 'A', 'B']), weighbridge_ticket: 'WB' + n.digits(6), weighed_at: n.sqlTs() })), next_page_token: next }, [], { span_attributes: { type: 'tool', name: 'fetch_deliveries' }, metrics: { start: n.epoch(), end: n.epoch() }, span_id: n.uuid(), root_span_id: n.uuid() }));
      ch[ch.length - 1].type = 'tool';
      if (i < 2) ch.push(L('Chat Completion', { messages: [{ role: 'user', content: 'Total this season\'s deliveries per grower.' }] }, [{ message: { role: 'assistant', content: `Running total ${pages.slice(0, i + 1).flat().reduce((a, x) => a + x[1], 0).toFixed(1)} t after ${i + 1} page(s); next_page_token present, continuing.` } }], { span_attributes: { type: 'llm' }, metrics: { prompt_tokens: n.int(400, 1400), completion_tokens: n.int(20, 40) }, metadata: { model: 'gpt-4o-mini' } }));
    });
    ch.push(L('Chat Completion', {}, [{ message: { role: 'assistant', content: 'Season total: 17.3 t from 10 growers. Largest: Pyke & Sons 3.1 t, Linton 2.6 t, Holloway 2.4 t. Smallest: Old Rectory 0.7 t.' } }], { span_attributes: { type: 'llm' } }));
    return {
      isolates: 'Three page tokens bring 4, 4 and 2 distinct growers with a running total that grows; the last page has no token and the agent gives the season total.',
      loop: false, stagnation: false,
      goal: 'Total this autumn\'s horseradish root deliveries per grower for the co-op.',
      root: A('horseradish-tally', { input: 'Total this season\'s deliveries per grower.' }, { output: 'Season total: 17.3 t from 10 growers.' }, ch, { span_attributes: { type: 'task' }, project: 'coop-ops', experiment: null, created: n.iso() }),
    };
  } },

  // 06 pet portrait studio — Gemini function calling
  { domain: 'pet portrait studio commission queue', style: 'Gemini API function calling', build(n) {
    const ch = [];
    const pages = [
      [['#4410', 'spaniel, oils, 30x40', 'photo ok'], ['#4413', 'two cats, watercolour', 'photo blurry']],
      [['#4417', 'greyhound, charcoal', 'photo ok'], ['#4419', 'rabbit, gouache', 'photo ok']],
      [['#4422', 'parrot, acrylic', 'photo too dark']],
    ];
    let pt = '';
    pages.forEach((p, i) => {
      ch.push(L('models/gemini-2.5-flash:generateContent', { contents_len: 1 + i * 2 }, { candidates: [{ content: { role: 'model', parts: [...(i ? [{ text: `Page ${i} listed ${pages[i - 1].length} commissions; there is a nextPageToken.` }] : []), { functionCall: { name: 'list_commissions', args: { status: 'new', pageToken: pt } } }] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: n.int(300, 1800), candidatesTokenCount: n.int(10, 40), thoughtsTokenCount: n.int(0, 200) }, responseId: n.b62(22) }, {}));
      const next = i < 2 ? n.b62(24) : undefined;
      ch.push(T('list_commissions', { status: 'new', pageToken: pt }, { functionResponse: { name: 'list_commissions', response: { orders: p.map(([id, desc, photo]) => ({ id, desc, reference_photo: photo, ordered: n.usDate(-n.int(1e7, 5e8)) })), ...(next ? { nextPageToken: next } : {}) } } }, {}));
      pt = next;
    });
    ch.push(L('models/gemini-2.5-flash:generateContent', {}, { candidates: [{ content: { role: 'model', parts: [{ text: '5 new commissions. 3 have usable photos (#4410, #4417, #4419) and can go to the painters. 2 need a new reference photo: #4413 (blurry) and #4422 (too dark) — I\'ve listed them for a customer email.' }] }, finishReason: 'STOP' }] }, {}));
    return {
      isolates: 'Paging with nextPageToken returns 2, 2 and 1 new commissions until the token disappears; the agent triages them by photo quality.',
      loop: false, stagnation: false,
      goal: 'Triage the new pet portrait commissions by whether the reference photo is usable.',
      root: A('commission-triage', { prompt: 'Go through the new commissions and tell me which need a better photo.' }, { text: '#4413 and #4422 need a new reference photo.' }, ch, { sdk: 'google-genai' }),
    };
  } },
];
