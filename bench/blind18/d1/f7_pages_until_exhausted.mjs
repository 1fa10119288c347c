import { agent, llm, tool, retr, span, sys, usr, asst, oaiCall, callId, usage } from './lib.mjs';

// Family 7 (healthy): pagination with new items on every page until the source says no more.
export default {
  name: 'pages_until_exhausted', loop: false, stagnation: false,
  isolates: 'Paging through a source where every page brings new items, stopping when the source says there is no more, then summarising.',
  rows: [
    {
      domain: 'fishing tackle shop', style: 'Haystack',
      isolates: 'A tackle-shop pipeline pages through supplier stock of fly lines (3 pages, each different) until has_more is false, then recommends reorders.',
      goal: 'List all floating fly lines the supplier has in stock and recommend which weights to reorder for the spring trout season.',
      build(n) {
        const pages = [['WF4F Trout', 'WF5F Trout', 'WF6F Trout'], ['DT4F Classic', 'DT5F Classic', 'WF7F Distance'], ['WF3F Stream']];
        const kids = [];
        pages.forEach((items, i) => {
          kids.push(span('llm', 'haystack.component.run', { 'haystack.component.type': 'OpenAIChatGenerator' }, { replies: [{ role: 'assistant', tool_calls: [{ tool_name: 'supplier_stock', arguments: { category: 'fly_line', taper_float: 'F', page_token: i ? `pt_${i}` : null } }] }] }));
          kids.push(span('component', 'haystack.component.run', { 'haystack.component.type': 'ToolInvoker' }, { tool_messages: [{ role: 'tool', content: JSON.stringify({ items: items.map((x) => ({ line: x, qty: n.int(2, 30) })), has_more: i < 2, next_page_token: i < 2 ? `pt_${i + 1}` : null, generated: n.isoSec(n.tick(2)) }) }] }));
        });
        kids.push(span('llm', 'haystack.component.run', { 'haystack.component.type': 'OpenAIChatGenerator' }, { replies: [{ role: 'assistant', content: 'Seven floating lines in stock across 3 pages. Reorder WF5F and WF6F Trout (the spring best sellers) and one DT4F; skip WF7F Distance and WF3F Stream.' }] }));
        return agent('haystack.pipeline.run', { query: 'floating fly lines in stock; reorder advice' }, { replies: ['Reorder WF5F, WF6F, DT4F.'] }, kids, { pipeline: 'tackle-buyer' });
      },
    },
    {
      domain: 'skate parks', style: 'Semantic Kernel',
      isolates: 'A council skate-park agent pages through maintenance defect reports with offsets; each batch holds new defects until a short final batch, then it writes the repair priority list.',
      goal: 'Compile all open defect reports for the three council skate parks and rank them for the repair crew.',
      build(n) {
        const kids = [];
        const batches = [[['SP-Riverside', 'cracked coping on 4ft quarter'], ['SP-Riverside', 'loose deck screw']], [['SP-Hillcrest', 'rust on rail'], ['SP-Northgate', 'graffiti on bowl']], [['SP-Northgate', 'spalled concrete at bowl lip']]];
        batches.forEach((b, i) => {
          kids.push(llm('chat.completions gpt-4o', { chat_history: ['...'] }, { items: [{ $type: 'FunctionCallContent', pluginName: 'Defects', functionName: 'List', arguments: { status: 'open', offset: i * 2, limit: 2 } }] }, {}));
          kids.push(tool('Defects-List', { status: 'open', offset: i * 2, limit: 2 }, JSON.stringify({ total: 5, offset: i * 2, defects: b.map(([site, d]) => ({ id: 'DEF-' + n.int(1000, 9999), site, defect: d, reported: n.dmy(n.tick(-86400 * n.int(1, 9))) })) })));
        });
        kids.push(llm('chat.completions gpt-4o', { chat_history: ['...'] }, { role: 'assistant', content: 'All 5 open defects collected. Priority: 1) spalled bowl lip (Northgate, injury risk), 2) cracked coping (Riverside), 3) loose deck screw (Riverside), 4) rail rust (Hillcrest), 5) graffiti (Northgate).' }, {}));
        return agent('InvokeAgent ParksAgent', { input: 'Rank open skate park defects for the repair crew.' }, 'ranked list sent', kids, { 'sk.agent.type': 'ChatCompletionAgent' });
      },
    },
    {
      domain: 'notary services', style: 'Langfuse',
      isolates: 'A notary office agent walks a cursor through this month\'s signed deeds (new records per page) until next_cursor is null, then reports the count by deed type.',
      goal: 'Count the deeds notarised this month by type for the chamber\'s monthly return.',
      build(n) {
        const kids = [];
        const pages = [{ deeds: ['sale', 'sale', 'mortgage', 'power_of_attorney'] }, { deeds: ['sale', 'will', 'mortgage'] }, { deeds: ['company_formation', 'sale'] }];
        let cur = null;
        pages.forEach((p, i) => {
          kids.push(llm('generation', { messages: ['...'] }, { tool_calls: [oaiCall(callId(n), 'list_deeds', { month: '2024-10', cursor: cur })] }, { langfuse_type: 'GENERATION', model: 'gpt-4o-mini' }));
          const next = i < 2 ? n.cursor({ id: 'dd_' + n.hex(6) }) : null;
          kids.push(tool('list_deeds', { month: '2024-10', cursor: cur }, { records: p.deeds.map((t) => ({ repertoire_no: n.int(40000, 49999), type: t })), next_cursor: next, x_trace: n.traceparent() }, { metadata: { langfuse_type: 'SPAN' } }));
          cur = next;
        });
        kids.push(llm('generation', { messages: ['...'] }, { content: 'October return: 9 deeds — 4 sales, 2 mortgages, 1 power of attorney, 1 will, 1 company formation.' }, { langfuse_type: 'GENERATION' }));
        return agent('trace:notary-monthly-return', { input: 'Count deeds notarised this month by type.' }, { output: '9 deeds' }, kids, { langfuse_trace_id: n.hex(32) });
      },
    },
    {
      domain: 'speech therapy', style: 'AutoGen / AG2',
      isolates: 'A speech-therapy practice assistant pages through the waitlist API (page 1-3, new children on each) until the last page, then proposes group-session allocations.',
      goal: 'Group the children on the stammering-therapy waitlist by age band and propose three group sessions.',
      build(n) {
        const kids = [];
        const pages = [[['W-1', 6], ['W-2', 7], ['W-3', 11]], [['W-4', 12], ['W-5', 8], ['W-6', 14]], [['W-7', 13]]];
        pages.forEach((p, i) => {
          kids.push(llm('assistant', { messages: ['...'] }, { content: null, tool_calls: [oaiCall(callId(n), 'get_waitlist', { programme: 'stammering', page: i + 1 })] }, { agent: 'assistant' }));
          kids.push(tool('user_proxy.execute_function get_waitlist', { programme: 'stammering', page: i + 1 }, JSON.stringify({ page: i + 1, total_pages: 3, children: p.map(([id, age]) => ({ ref: id, age })), etag: n.etag() })));
        });
        kids.push(llm('assistant', { messages: ['...'] }, { content: 'Seven children across 3 pages. Proposed groups: ages 6-8 (W-1, W-2, W-5) Tue 16:00; ages 11-12 (W-3, W-4) Wed 16:30; ages 13-14 (W-6, W-7) Thu 17:00. TERMINATE' }, { agent: 'assistant' }));
        return agent('initiate_chat', { message: 'Group the stammering waitlist by age and propose 3 sessions.' }, { summary: 'three groups proposed' }, kids, { chat_id: n.uuid() });
      },
    },
    {
      domain: 'robotics competitions', style: 'plain message-level trace',
      isolates: 'A robotics-competition agent pages through team registrations (four pages with different teams) until the API returns next=null, then writes the pit allocation summary.',
      goal: 'Allocate pit areas for all registered teams in the regional robotics competition, grouping rookie teams near the help desk.',
      build(n) {
        const kids = [];
        const pages = [['T-101 Gearheads', 'T-117 Voltage (rookie)', 'T-120 Sprocket'], ['T-131 Circuit Breakers (rookie)', 'T-135 Torque'], ['T-142 Servo Squad', 'T-150 Bytes (rookie)'], ['T-161 Momentum']];
        pages.forEach((p, i) => {
          const id = callId(n);
          kids.push(llm('openai.chat.completions', { messages: ['...'] }, { role: 'assistant', content: null, tool_calls: [oaiCall(id, 'http_get', { url: `https://regionals.example.org/api/teams?page=${i + 1}` })] }, { model: 'gpt-4o-mini', usage: usage(n) }));
          kids.push(tool('http_get', { url: `https://regionals.example.org/api/teams?page=${i + 1}` }, `HTTP/2 200\ndate: ${n.http(n.tick(1))}\ncf-ray: ${n.ray()}\n\n${JSON.stringify({ results: p, next: i < 3 ? `/api/teams?page=${i + 2}` : null })}`));
        });
        kids.push(llm('openai.chat.completions', { messages: ['...'] }, { role: 'assistant', content: 'All 9 teams retrieved. Rookies T-117, T-131 and T-150 get pits A1-A3 next to the help desk; the six veteran teams take B1-B6 in team-number order.' }, { model: 'gpt-4o-mini' }));
        return agent('pit-allocator', { task: 'Allocate pits for all registered teams; rookies near help desk.' }, 'done', kids, {});
      },
    },
    {
      domain: 'tractor dealers', style: 'Strands Agents',
      isolates: 'A tractor-dealer agent pages through the manufacturer\'s recall notices (each page new notices) until is_last_page, then matches them to units in its service fleet.',
      goal: 'Find which of the dealership\'s customer tractors are affected by open manufacturer recalls and list the owners to contact.',
      build(n) {
        const kids = [];
        const pages = [[{ recall: 'RC-24-011', models: ['T6.180'] }, { recall: 'RC-24-015', models: ['T7.270'] }], [{ recall: 'RC-24-019', models: ['T5.110', 'T5.120'] }], [{ recall: 'RC-24-022', models: ['T6.180'] }]];
        pages.forEach((p, i) => kids.push(span('cycle', `Cycle ${i + 1}`, {}, null, [
          llm('Model invoke', { messages: ['...'] }, { role: 'assistant', content: [{ toolUse: { toolUseId: 'tooluse_' + n.b62(20), name: 'list_recalls', input: { status: 'open', page: i + 1 } } }] }, {}),
          tool('Tool: list_recalls', { status: 'open', page: i + 1 }, { content: [{ json: { notices: p, is_last_page: i === 2, portal_session: n.hex(16), fetched: n.pylog(n.tick(3)) } }], status: 'success' }),
        ])));
        kids.push(span('cycle', 'Cycle 4', {}, null, [
          llm('Model invoke', { messages: ['...'] }, { role: 'assistant', content: [{ toolUse: { toolUseId: 'tooluse_' + n.b62(20), name: 'fleet_by_model', input: { models: ['T6.180', 'T7.270', 'T5.110', 'T5.120'] } } }] }, {}),
          tool('Tool: fleet_by_model', { models: ['T6.180', 'T7.270', 'T5.110', 'T5.120'] }, { content: [{ json: [{ serial: 'ZJLD0412', model: 'T6.180', owner: 'Brook Farm' }, { serial: 'ZKBE1180', model: 'T5.120', owner: 'H. Pryce' }] }], status: 'success' }),
        ]));
        kids.push(llm('Model invoke', { messages: ['...'] }, { role: 'assistant', content: [{ text: 'Four open recalls found. Affected customer units: Brook Farm T6.180 (RC-24-011, RC-24-022) and H. Pryce T5.120 (RC-24-019). Contact both owners to book recall work.' }] }, {}));
        return agent('Invoke Agent', { prompt: 'Which customer tractors have open recalls?' }, { stop_reason: 'end_turn' }, kids, { 'gen_ai.agent.name': 'service_desk' });
      },
    },
  ],
};
