// Family 3 (loop): oscillation between two states A,B,A,B..., each check returning what it returned last time in that state.
import { agent, llm, tool, span, sys, user, tc, http } from './lib.mjs';

// 01 ice-fishing hut rentals — plain message trace toggling the "heated only" filter
function s01(N) {
  const kids = [];
  const res = { true: { count: 0, note: 'no heated huts free 2025-02-08' }, false: { count: 3, huts: ['H-04 (unheated)', 'H-11 (unheated)', 'H-12 (unheated)'] } };
  let heated = true;
  for (let i = 0; i < 5; i++) {
    const say = heated ? 'Let me search again with heated huts only, since the family asked for heating.' : 'No heated huts came back, so let me drop the heated filter and search again.';
    kids.push(llm('chat.completions', { model: 'gpt-4o-mini', messages: ['...'] }, { role: 'assistant', content: say, tool_calls: [tc(N.callId(), 'search_huts', { lake: 'Big Moose', date: '2025-02-08', heated_only: heated })] }, { usage: N.tokens() }));
    kids.push(tool('search_huts', { lake: 'Big Moose', date: '2025-02-08', heated_only: heated }, { ...res[heated], searched_at: N.tick(N.int(3, 12)).iso(), ice_thickness_cm: 41, req: N.reqId('rq_') }));
    heated = !heated;
  }
  return {
    isolates: 'The agent flips the heated-only filter on and off five times; heated always returns 0 huts and unheated always the same 3, and it never offers the family a choice.',
    loop: true, stagnation: true,
    goal: 'Book an ice-fishing hut on Big Moose Lake for 8 February for a family of four who want heating.',
    root: agent('hut_booking_agent', { request: 'family of 4, Feb 8, heated hut please' }, { status: 'turn_limit' }, kids, { style: 'openai-chat-messages' }),
  };
}

// 02 gRPC client deadline (coding) — Strands Agents; tool-calls only, no model text
function s02(N) {
  const kids = [];
  const cyc = [['250ms', 'FAIL TestQuoteStream (0.26s): rpc error: code = DeadlineExceeded'], ['2s', 'FAIL TestQuoteBackpressure (2.01s): context deadline exceeded waiting for cancel ack']];
  for (let i = 0; i < 4; i++) {
    const [v, out] = cyc[i % 2];
    kids.push(llm('chat', { 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet', 'gen_ai.system': 'aws.bedrock' }, { content: [{ toolUse: { toolUseId: N.toolu(), name: 'editor', input: { command: 'str_replace', path: 'internal/quote/client.go', old_str: `deadline = ${cyc[(i + 1) % 2][0] === '2s' ? '2 * time.Second' : '250 * time.Millisecond'}`, new_str: `deadline = ${v === '2s' ? '2 * time.Second' : '250 * time.Millisecond'}` } } }] }, { 'strands.cycle_id': N.uuid() }));
    kids.push(tool('editor', { command: 'str_replace', path: 'internal/quote/client.go' }, { status: 'success', content: [{ text: 'Replaced 1 occurrence' }] }));
    kids.push(llm('chat', { 'gen_ai.request.model': 'us.anthropic.claude-3-7-sonnet' }, { content: [{ toolUse: { toolUseId: N.toolu(), name: 'shell', input: { command: 'go test ./internal/quote/... -count=1' } } }] }));
    kids.push(tool('shell', { command: 'go test ./internal/quote/... -count=1' }, { status: 'error', content: [{ text: `--- ${out}\nFAIL\tgithub.com/acme/quotes/internal/quote\t${N.dur(0.4, 3)}\n` }] }, { error: 'exit status 1' }));
  }
  return {
    isolates: 'A Strands agent toggles the gRPC deadline between 250ms and 2s four times; each value reproduces exactly its own failing test, and the agent emits only tool calls, no reasoning text.',
    loop: true, stagnation: false,
    goal: 'Make both quote-stream tests pass by choosing a correct gRPC deadline strategy in the client.',
    root: agent('invoke_agent', { prompt: 'Quote client tests are flaky around deadlines, fix it' }, { stop_reason: 'max_tokens_or_cycles' }, kids, { 'gen_ai.agent.name': 'Strands Agents', 'service.name': 'strands-agents' }),
  };
}

// 03 school cello rental program — LlamaIndex ReAct agent switching git branches of the inventory repo
function s03(N) {
  const kids = [];
  const br = { main: 'inventory.csv: 58 cellos, size 1/2 available: 0', 'spring-intake': 'inventory.csv: 61 cellos, size 1/2 available: 0 (3 reserved for returns)' };
  const order = ['main', 'spring-intake', 'main', 'spring-intake', 'main'];
  order.forEach((b) => {
    kids.push(llm('OpenAI.chat', { messages: ['...'] }, `Thought: The other branch may have a free half-size cello. I need to check the ${b} branch.\nAction: git_checkout_and_read\nAction Input: {"branch": "${b}", "file": "inventory.csv"}`, { 'llama_index.event': 'LLMChatEndEvent' }));
    kids.push(tool('git_checkout_and_read', { branch: b, file: 'inventory.csv' }, `Switched to branch '${b}'\nHEAD ${N.sha(7)}\n${br[b]}\n(read ${N.int(3000, 3200)} bytes in ${N.ms(2, 30)}ms)`));
  });
  return {
    isolates: 'A LlamaIndex ReAct agent alternates between the main and spring-intake branches of the rental inventory, each branch always reporting 0 free half-size cellos, with the same thought each time.',
    loop: true, stagnation: true,
    goal: 'Find and reserve a half-size cello for a new pupil in the school rental program.',
    root: agent('ReActAgent.chat', { message: 'Reserve a 1/2 cello for Amira (Year 4)' }, { response: null, error: 'Reached max iterations.' }, kids, { llama_index_version: '0.12.' + N.int(0, 20) }),
  };
}

// 04 ski-slope snow-making — Mastra workflow flipping nozzle mode wet/dry, tool-only
function s04(N) {
  const kids = [];
  const q = { wet: { snow_quality: 'icy crust', est_m3_per_h: 142 }, dry: { snow_quality: 'powdery, blows off piste', est_m3_per_h: 88 } };
  ['dry', 'wet', 'dry', 'wet', 'dry', 'wet'].forEach((mode) => {
    kids.push(llm('llm.generate', { model: 'openai/gpt-4o', runId: N.uuid().slice(0, 8) }, { toolCalls: [{ toolName: 'setNozzleMode', args: { lane: 'Blue-3', mode } }, { toolName: 'readSnowReport', args: { lane: 'Blue-3' } }], text: '' }, { 'mastra.component': 'agent', agentName: 'snowmaker' }));
    kids.push(tool('tool.setNozzleMode', { lane: 'Blue-3', mode }, { ok: true, plcTag: 'SM_B3_MODE', wrote: mode, at: N.tick(N.int(300, 900)).isoSec() }));
    kids.push(tool('tool.readSnowReport', { lane: 'Blue-3' }, { ...q[mode], wet_bulb_c: -4.1, sensor: 'WB-' + N.int(10, 40), seq: N.int(10000, 99999) }));
  });
  return {
    isolates: 'A Mastra snow-making agent switches lane Blue-3 between dry and wet nozzle modes three full cycles; each mode always yields the same snow report, and it never adjusts anything else.',
    loop: true, stagnation: false,
    goal: 'Get lane Blue-3 to good skiable snow before the 08:30 lift opening.',
    root: agent('agent.stream', { agent: 'snowmaker', messages: [{ role: 'user', content: 'Blue-3 needs decent snow by 8:30' }] }, { finishReason: 'length' }, kids, { mastra_version: '0.' + N.int(5, 12) + '.0' }),
  };
}

// 05 water taxi routing — Langfuse trace with generations switching between two routes
function s05(N) {
  const kids = [];
  const rt = { 'via-north-channel': { eta_min: 38, blocked: 'Harbour bridge lift 09:00-09:45' }, 'via-outer-mole': { eta_min: 41, blocked: 'Small-craft warning, swell 2.1 m' } };
  ['via-north-channel', 'via-outer-mole', 'via-north-channel', 'via-outer-mole'].forEach((r) => {
    const other = r === 'via-north-channel' ? 'outer mole' : 'north channel';
    kids.push(llm('GENERATION route-planner', { model: 'mistral-large-latest', input: [{ role: 'user', content: 'Plan pickup at Quay 7, drop Marina Vell, 09:10' }] }, { content: `That route is blocked. Switching the taxi to the ${r.replace('via-', '').replace('-', ' ')} instead of the ${other}; checking it now.`, tool_calls: [{ name: 'route_check', arguments: { route: r, depart: '09:10' } }] }, { langfuse_type: 'GENERATION', observation_id: N.uuid(), latency_ms: N.ms(300, 2000) }));
    kids.push(tool('SPAN route_check', { route: r, depart: '09:10' }, { ...rt[r], computed: N.tick(N.int(2, 6)).iso(), vessel: 'WT-Aster' }, { metadata: { langfuse_type: 'SPAN' } }));
  });
  return {
    isolates: 'A Langfuse-traced dispatch agent alternates between two water-taxi routes, each check returning the same blocker, saying the same "switching" sentence each time.',
    loop: true, stagnation: true,
    goal: 'Dispatch a water taxi from Quay 7 to Marina Vell for a 09:10 pickup and tell the passenger the ETA.',
    root: agent('trace water-taxi-dispatch', { booking: 'WT-' + N.int(10000, 99999) }, null, kids, { langfuse_trace_id: N.hex(32), release: 'dispatch@' + N.version() }),
  };
}

// 06 adobe brickworks supplier site — AutoGen MultimodalWebSurfer switching two browser tabs
function s06(N) {
  const kids = [];
  const tabs = { 'Tab 1 — clay supplier quote': 'Quote Q-1183: 18 t caliche clay, price on request. [Request price] button disabled (login required).', 'Tab 2 — supplier login': 'Sign in. Your session has expired. [Sign in with SSO]' };
  const names = Object.keys(tabs);
  for (let i = 0; i < 6; i++) {
    const t = names[i % 2];
    kids.push(llm('OpenAIChatCompletionClient.create', { model: 'gpt-4o-2024-11-20', messages: ['<screenshot>', '...'] }, { content: [{ id: N.callId(), name: 'switch_tab', arguments: JSON.stringify({ tab: i % 2 }) }], finish_reason: 'function_calls' }, { autogen_agent: 'WebSurfer', source: 'WebSurfer' }));
    kids.push(tool('switch_tab', { tab: i % 2 }, `I switched to '${t}'.\nThe viewport shows 100% of the webpage.\n${tabs[t]}\n<screenshot ${N.sha(12)}.png>`));
  }
  return {
    isolates: 'An AutoGen web surfer switches between the quote tab and the expired-login tab six times, each view identical to the last visit, without ever signing in.',
    loop: true, stagnation: false,
    goal: 'Get a price for 18 tonnes of caliche clay from the supplier portal for the adobe brickworks.',
    root: agent('SelectorGroupChat', { task: 'Get a price for 18 t of caliche clay from the supplier portal' }, { stop_reason: 'Maximum number of turns 12 reached.' }, kids, { autogen_version: '0.4.' + N.int(0, 9), team_id: N.uuid() }),
  };
}

export const scenarios = [s01, s02, s03, s04, s05, s06];
