// Healthy: paging that brings new items each time until the source says there is no more, then a summary.
import { agent, llm, tool, chain, span, tc } from './lib.mjs';
export const FAMILY = 'pagination_until_exhausted';
export const LOOP = false;

// 01 museum textile conservation records, Google ADK
function r01(N) {
  const goal = 'List every textile in store room T2 flagged for pest monitoring (webbing clothes moth) and give the conservator a count by material.';
  const pages = [[['T2.114', 'wool'], ['T2.131', 'silk'], ['T2.140', 'wool']], [['T2.152', 'wool'], ['T2.166', 'felt']], [['T2.203', 'silk']]];
  const inv = 'e-' + N.uuid();
  const kids = []; let tok = null;
  pages.forEach((items, i) => {
    kids.push(span('llm', 'call_llm', { contents: 1 + 2 * i }, { content: { parts: [{ functionCall: { name: 'search_collection', args: { store: 'T2', flag: 'pest_monitoring', page_token: tok } } }] } }, [], { metadata: { 'gcp.vertex.agent.invocation_id': inv } }));
    N.tick();
    const next = i < pages.length - 1 ? N.b62(18) : null;
    kids.push(span('tool', 'execute_tool search_collection', { store: 'T2', flag: 'pest_monitoring', page_token: tok }, { functionResponse: { response: { objects: items.map(([id, m]) => ({ accession: id, material: m, last_trap_check: N.isoSec() })), nextPageToken: next, queryId: N.hex(12) } } }, [], { metadata: { 'gen_ai.operation.name': 'execute_tool' } }));
    tok = next;
  });
  kids.push(span('llm', 'call_llm', { contents: 7 }, { content: { parts: [{ text: 'Six textiles in T2 are under moth monitoring: 3 wool (T2.114, T2.140, T2.152), 2 silk (T2.131, T2.203) and 1 felt (T2.166). No further pages.' }] } }, [], { metadata: { 'gcp.vertex.agent.invocation_id': inv } }));
  return {
    isolates: 'Three pages of monitored textiles each bring new accessions; the last page has no nextPageToken and the agent summarises counts by material.',
    stagnation: false, goal,
    root: span('agent', 'invocation', { new_message: goal }, { final_response: 'Six textiles…' }, [span('agent', 'agent_run [collections_agent]', {}, {}, kids)], { metadata: { app_name: 'collections' } }),
  };
}

// 02 bike-share dock rebalancing, OpenAI Agents SDK
function r02(N) {
  const goal = 'Find every dock station in the Riverside zone with fewer than 3 bikes right now and build the van driver\'s rebalancing list.';
  const pages = [[['RS-01 Quay St', 1], ['RS-04 Mill Bridge', 0], ['RS-07 Tannery Yard', 2], ['RS-09 Ferry Steps', 1]], [['RS-12 Old Market', 2], ['RS-15 Library', 0]]];
  const kids = []; let after = null;
  pages.forEach((items, i) => {
    kids.push(span('llm', 'response', { model: 'gpt-4o-mini' }, { output: [{ type: 'function_call', name: 'list_stations', arguments: JSON.stringify({ zone: 'riverside', max_bikes: 2, after }) }] }, [], { metadata: { span_id: 'span_' + N.hex(24) } }));
    N.tick();
    const cur = i === 0 ? 'c_' + N.b62(14) : null;
    kids.push(span('tool', 'list_stations', JSON.stringify({ zone: 'riverside', max_bikes: 2, after }), JSON.stringify({ data: items.map(([s, b]) => ({ station: s, bikes: b, docks_free: 12 - b, last_reported: N.epoch() })), has_more: i === 0, next_cursor: cur, ttl: 30 }), [], { metadata: { 'span_data.type': 'function' } }));
    after = cur;
  });
  kids.push(span('llm', 'response', { model: 'gpt-4o-mini' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'Rebalancing list (6 stations): empty first - RS-04 Mill Bridge, RS-15 Library; then RS-01 Quay St, RS-09 Ferry Steps (1 each); RS-07 Tannery Yard, RS-12 Old Market (2 each).' }] }] }, [], {}));
  return {
    isolates: 'Two pages of low-bike stations (has_more true, then false) give six distinct stations that become an ordered van list.',
    stagnation: false, goal,
    root: agent('Agent workflow', { input: goal }, { final_output: 'Rebalancing list (6 stations)…' }, [agent('Rebalancer', { tools: ['list_stations'] }, null, kids)], { trace_id: 'trace_' + N.hex(32) }),
  };
}

// 03 whisky cask inventory, smolagents ToolCallingAgent
function r03(N) {
  const goal = 'For warehouse 6 at the Inverbrae distillery, list all first-fill sherry butts filled before 2012 and total their regauged litres of alcohol.';
  const pages = [[['W6-0912', 2009, 301.4], ['W6-0915', 2009, 296.0], ['W6-1022', 2010, 288.7]], [['W6-1107', 2011, 305.2], ['W6-1111', 2011, 299.9]], [['W6-1190', 2011, 284.3]]];
  const kids = [];
  pages.forEach((rows, i) => {
    kids.push(chain(`Step ${i + 1}`, { step_number: i + 1 }, null, [
      llm('LiteLLMModel.__call__', { messages: `[${2 + 2 * i}]` }, { tool_calls: [{ name: 'cask_query', arguments: { warehouse: 6, cask_type: 'first-fill sherry butt', filled_before: '2012-01-01', page: i + 1 } }] }, { model_id: 'anthropic/claude-3-5-haiku-latest' }),
      tool('cask_query', { warehouse: 6, page: i + 1 }, `Observation: page ${i + 1}/3\n` + rows.map(([c, y, l]) => `${c}  filled ${y}  RLA ${l.toFixed(1)}  regauged ${N.isoSec().slice(0, 10)}`).join('\n') + `\n(query ${N.ms(5, 80)}ms on ${N.host('bond-db', 2)})`, {}),
    ], { 'smolagents.step': i + 1 }));
  });
  kids.push(chain('Step 4', { step_number: 4 }, null, [llm('LiteLLMModel.__call__', { messages: '[8]' }, { tool_calls: [{ name: 'final_answer', arguments: { answer: 'Six pre-2012 first-fill sherry butts in W6: W6-0912, W6-0915, W6-1022, W6-1107, W6-1111, W6-1190; total 1775.5 RLA.' } }] }, {}), tool('final_answer', { answer: 'Six casks, 1775.5 RLA' }, 'Six pre-2012 first-fill sherry butts in W6; total 1775.5 RLA.', {})], {}));
  return {
    isolates: 'Paging "page n/3" through cask records brings new casks on each page; after page 3/3 the agent totals the litres of alcohol and answers.',
    stagnation: false, goal,
    root: agent('ToolCallingAgent.run', { task: goal }, 'Six casks, 1775.5 RLA', kids, { 'smolagents.max_steps': 8 }),
  };
}

// 04 wildfire lookout tower logs, Griptape (framework not in the brief's list)
function r04(N) {
  const goal = 'Compile all smoke sightings reported by Chelan Ridge and Baldy lookouts during the last lightning bust (Aug 11-13) for the fire behaviour analyst.';
  const pages = [['08-11 19:42 CHL az 212 dist 9mi "white column, drifting NE"', '08-11 20:05 BLD az 147 dist 14mi "single snag smoke"', '08-12 06:30 CHL az 215 dist 9mi "column grey, growing"'], ['08-12 14:12 BLD az 151 dist 13mi "two smokes, one lying down"', '08-13 09:55 CHL az 188 dist 6mi "new start, blue smoke"']];
  const kids = [];
  pages.forEach((lines, i) => {
    kids.push(llm('PromptTask.run', { prompt_stack: `[${1 + 2 * i} messages]` }, { value: i === 0 ? 'Action: LogbookClient.query_sightings page 1' : 'Page 1 had three sightings and a continuation marker; reading page 2.' , actions: [{ tag: 'log_' + N.hex(6), name: 'LogbookClient', path: 'query_sightings', input: { values: { towers: ['CHL', 'BLD'], from: '2024-08-11', to: '2024-08-13', page: i + 1 } } }] }, { 'griptape.driver': 'OpenAiChatPromptDriver', model: 'gpt-4o' }));
    N.tick();
    kids.push(tool('LogbookClient.query_sightings', { towers: ['CHL', 'BLD'], page: i + 1 }, { type: 'TextArtifact', value: lines.join('\n') + (i === 0 ? '\n-- more: page=2 --' : '\n-- end of log --') + `\n[radio log export ${N.isoSec()} job ${N.b62(10)}]` }, { 'griptape.structure': 'Agent' }));
  });
  kids.push(llm('PromptTask.run', { prompt_stack: '[5 messages]' }, { value: 'Five sightings Aug 11-13: a persistent column at az 212-215 from Chelan Ridge (9 mi) seen both evenings, two smokes at az 147-151 from Baldy (13-14 mi), and a new start at az 188, 6 mi from Chelan Ridge on the 13th. The az 212-215 column grew from white to grey and is the priority.' }, {}));
  return {
    isolates: 'Two pages of lookout radio-log sightings, the second ending with "end of log", bring five distinct sightings that are summarised for the analyst.',
    stagnation: false, goal,
    root: agent('Agent.run', { input: goal }, { output_task: 'PromptTask' }, kids, { framework: 'griptape', 'griptape.version': '1.2.0', conversation_memory: 'ConversationMemory' }),
  };
}

// 05 chess federation rating history, plain message-level trace
function r05(N) {
  const goal = 'Collect all rated games for player ID 40219875 in the 2024 season from the federation API and report performance against 2000+ opponents.';
  const pages = [[['W', 2104], ['D', 1987], ['L', 2231], ['W', 2011], ['W', 1890]], [['D', 2066], ['W', 2140], ['L', 2052], ['W', 1944], ['D', 2008]], [['W', 2075], ['L', 2190]]];
  const kids = [];
  pages.forEach((g, i) => {
    const c = tc(N, 'fed_games', { player: 40219875, season: 2024, offset: i * 5, limit: 5 });
    kids.push(llm('chat.completions', { model: 'gpt-4o', messages: `[${1 + 2 * i}]` }, { role: 'assistant', content: null, tool_calls: [c] }, {}));
    N.tick();
    kids.push(tool('fed_games', c.function.arguments, { status: 200, headers: { 'x-total-count': '12', 'x-ratelimit-remaining': String(58 - i), date: N.http(), 'cf-ray': `${N.hex(16)}-VIE` }, body: JSON.stringify(g.map(([r, o], j) => ({ round: i * 5 + j + 1, result: r, opp_rating: o }))) }, {}));
  });
  kids.push(llm('chat.completions', { model: 'gpt-4o', messages: '[7]' }, { role: 'assistant', content: 'All 12 games retrieved (x-total-count 12). Against 2000+ opponents (8 games): 4 wins, 2 draws, 2 losses, 5/8 = 62.5%, average opponent 2110, performance about 2200.' }, {}));
  return {
    isolates: 'Offset paging returns 5, 5 and 2 games, reaching the x-total-count of 12; the agent then computes a performance figure.',
    stagnation: false, goal,
    root: agent('run', { goal }, { answer: '62.5% vs 2000+' }, kids, { recorder: 'plain-messages' }),
  };
}

// 06 botanical garden seed exchange (Index Seminum), Pydantic AI
function r06(N) {
  const goal = 'From the partner gardens\' Index Seminum feed, collect every wild-origin Saxifraga offered this year so the alpine house curator can place orders.';
  const pages = [['Saxifraga oppositifolia (Svalbard, 78°N)', 'Saxifraga paniculata (Jura, 1350 m)'], ['Saxifraga cotyledon (Norway, Jotunheimen)', 'Saxifraga aizoides (Pyrenees)', 'Saxifraga hirculus (Ireland, fen)'], ['Saxifraga florulenta (Alpes-Maritimes, 2500 m)']];
  const kids = []; let cur = null;
  pages.forEach((items, i) => {
    const call = { part_kind: 'tool-call', tool_name: 'index_seminum', args: { genus: 'Saxifraga', origin: 'wild', cursor: cur } };
    kids.push(llm('chat gpt-4o', { messages: `[${1 + 2 * i}]` }, { parts: [call] }, { 'gen_ai.usage.input_tokens': 400 + 200 * i }));
    N.tick();
    const next = i < 2 ? N.b62(12) : null;
    kids.push(tool('running tool: index_seminum', call.args, { items: items.map((t) => ({ taxon: t, garden: N.pick(['BG Bern', 'RBGE', 'Tromsø AG', 'Jardin du Lautaret']), ipen: `XX-0-${N.hex(4).toUpperCase()}` })), next_cursor: next, generated_at: N.isoOff(1) }, {}));
    cur = next;
  });
  kids.push(llm('chat gpt-4o', { messages: '[7]' }, { parts: [{ part_kind: 'text', content: 'Six wild-origin Saxifraga are on offer this year: oppositifolia, paniculata, cotyledon, aizoides, hirculus and florulenta; florulenta is the rarity and worth ordering first.' }] }, {}));
  return {
    isolates: 'Cursor paging over a seed list yields 2, 3 and 1 new taxa until next_cursor is null, followed by an order recommendation.',
    stagnation: false, goal,
    root: agent('agent run', { prompt: goal }, { output: 'Six wild-origin Saxifraga…' }, kids, { 'logfire.span_type': 'span', 'gen_ai.agent.name': 'seed_exchange' }),
  };
}
export const scenarios = [r01, r02, r03, r04, r05, r06];
