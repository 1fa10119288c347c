// Family: two_state_flipflop — the agent switches between two states (route, filter, branch,
// config value) A, B, A, B...; each check in a state returns what it returned last time there.
import { A, L, T, C } from './lib.mjs';

export const family = 'two_state_flipflop';

export const scenarios = [
  // 01 camel trekking — Vercel AI SDK ai.* spans
  { domain: 'camel trekking tour bookings', style: 'Vercel AI SDK (ai.* OpenTelemetry spans)', build(n) {
    const ch = [];
    const routes = { merzouga: 'erg-chebbi-2n', mhamid: 'erg-chigaga-3n' };
    const results = {
      merzouga: () => ({ route: 'erg-chebbi-2n', date: '2025-10-14', camels_free: 0, guides_free: 2, message: 'No camels available for 6 riders on this date', quote_id: 'Q-' + n.upper(8), served_by: n.host('quotes') }),
      mhamid: () => ({ route: 'erg-chigaga-3n', date: '2025-10-14', camels_free: 9, guides_free: 0, message: 'No licensed guide available (Arabic/French) for this date', quote_id: 'Q-' + n.upper(8), served_by: n.host('quotes') }),
    };
    const thoughts = { merzouga: 'Chigaga has no guide that day. Let me switch back to the Merzouga route and check again.', mhamid: 'Merzouga has no camels for 6 riders. Let me switch to the M\'Hamid route and check that instead.' };
    const order = ['merzouga', 'mhamid', 'merzouga', 'mhamid', 'merzouga', 'mhamid'];
    order.forEach((r, i) => {
      const text = i === 0 ? 'I\'ll start with the Merzouga (Erg Chebbi) route.' : thoughts[r];
      ch.push(L('ai.generateText.doGenerate', { 'ai.prompt.messages': JSON.stringify([{ role: 'user', content: [{ type: 'text', text: 'Book a desert trek for 6 riders starting 14 October.' }] }]) }, { 'ai.response.text': text, 'ai.response.toolCalls': JSON.stringify([{ toolCallType: 'function', toolCallId: n.callId(), toolName: 'quoteTrek', args: JSON.stringify({ route: routes[r], date: '2025-10-14', riders: 6 }) }]), 'ai.response.finishReason': 'tool-calls' }, { 'ai.model.id': 'gpt-4o', 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': n.int(700, 2400), 'ai.usage.completionTokens': n.int(30, 80), 'ai.response.timestamp': n.iso(), 'ai.response.id': 'chatcmpl-' + n.b62(29) }));
      ch.push(T('ai.toolCall', { 'ai.toolCall.name': 'quoteTrek', 'ai.toolCall.args': JSON.stringify({ route: routes[r], date: '2025-10-14', riders: 6 }) }, { 'ai.toolCall.result': JSON.stringify(results[r]()) }, { 'operation.name': 'ai.toolCall', 'ai.toolCall.id': n.callId(), durationMs: n.ms(300, 1500) }));
    });
    return {
      isolates: 'Route alternates Merzouga, M\'Hamid, Merzouga, M\'Hamid...: each quote says "no camels" or "no guide" exactly as before for that route, and the agent never tries another date or asks the user.',
      loop: true, stagnation: true,
      goal: 'Book a desert camel trek for 6 riders starting 14 October.',
      root: A('ai.generateText', { 'ai.prompt': JSON.stringify({ system: 'You book camel treks for Sahara Caravan Tours.', prompt: 'Book a desert trek for 6 riders starting 14 October.' }), 'ai.settings.maxSteps': 12 }, { 'ai.response.text': thoughts.mhamid, 'ai.response.finishReason': 'tool-calls' }, ch, { 'operation.name': 'ai.generateText', 'ai.telemetry.functionId': 'trek-booker', 'resource.name': 'trek-booker' }),
    };
  } },

  // 02 hammock makers — OpenInference / Arize Phoenix
  { domain: 'hammock maker wholesale stock check', style: 'OpenInference / Arize Phoenix', build(n) {
    const ch = [];
    const filterA = { in_stock_only: true };
    const filterB = { in_stock_only: false, include_backorder: true };
    const outA = () => ({ results: [], total: 0, note: 'No SKUs match: quilted double hammock (navy) in stock', took_ms: n.ms(5, 60), shard: 'inv-' + n.int(1, 6) });
    const outB = () => ({ results: [{ sku: 'HQ-DBL-NVY', stock: 0, backorder_eta: 'unknown — supplier fabric shortage' }], total: 1, took_ms: n.ms(5, 60), shard: 'inv-' + n.int(1, 6) });
    const thA = 'Including backorders only shows the same SKU with no ETA. I will go back to in-stock only and search again.';
    const thB = 'Nothing in stock. Let me widen the filter to include backorders.';
    for (let i = 0; i < 3; i++) {
      for (const [f, out, th] of [[filterA, outA, i === 0 ? 'Searching in-stock inventory for the navy quilted double hammock.' : thA], [filterB, outB, thB]]) {
        ch.push(L('ChatCompletion', { 'llm.input_messages.0.message.role': 'system', 'llm.input_messages.0.message.content': 'You answer wholesale stock questions for Tidewater Hammocks.', 'llm.input_messages.1.message.role': 'user', 'llm.input_messages.1.message.content': 'Can we ship 40 navy quilted double hammocks to Harbour & Home by the 30th?' }, { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': th, 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'search_inventory', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': JSON.stringify({ q: 'quilted double hammock navy', ...f }) }, { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-2024-11-20', 'llm.token_count.prompt': n.int(400, 1800), 'llm.token_count.completion': n.int(30, 70) }));
        ch.push(T('search_inventory', { 'tool.name': 'search_inventory', 'tool.parameters': JSON.stringify({ q: 'quilted double hammock navy', ...f }) }, { 'output.value': JSON.stringify(out()), 'output.mime_type': 'application/json' }, { 'openinference.span.kind': 'TOOL' }));
      }
    }
    return {
      isolates: 'The inventory filter flips between in-stock-only (nothing) and include-backorder (same SKU, no ETA) three full times; each state returns what it did before.',
      loop: true, stagnation: true,
      goal: 'Tell a wholesale customer whether 40 navy quilted double hammocks can ship by the 30th.',
      root: A('stock-agent', { 'input.value': 'Can we ship 40 navy quilted double hammocks to Harbour & Home by the 30th?' }, { 'output.value': null }, ch, { 'openinference.span.kind': 'AGENT', 'session.id': n.uuid() }),
    };
  } },

  // 03 photo restoration studio — SWE-agent trajectory; git branch oscillation
  { domain: 'photo restoration studio TIFF pipeline', style: 'SWE-agent trajectory', build(n) {
    const ch = [];
    const thoughtMain = 'The test fails on the fix branch too. Let me go back to main and re-run the EXIF test to compare.';
    const thoughtFix = 'On main the EXIF orientation test fails. Let me switch to the fix/tiff-exif branch and run it there.';
    const outMain = () => `Switched to branch 'main'\n$ pytest tests/test_exif.py -q\nF.\n=================================== FAILURES ===================================\n___________________ test_orientation_preserved[scan_0457.tif] ___________________\nE       AssertionError: assert 1 == 6\n1 failed, 1 passed in ${n.int(1, 3)}.${n.digits(2)}s`;
    const outFix = () => `Switched to branch 'fix/tiff-exif'\n$ pytest tests/test_exif.py -q\nE.\n==================================== ERRORS ====================================\n________ ERROR at setup of test_orientation_preserved[scan_0457.tif] ________\nE       FileNotFoundError: fixtures/scan_0457.tif\n1 passed, 1 error in 0.${n.digits(2)}s`;
    for (let i = 0; i < 5; i++) {
      const toFix = i % 2 === 0;
      const thought = i === 0 ? 'First I will reproduce on the fix branch the retoucher pushed yesterday.' : (toFix ? thoughtFix : thoughtMain);
      const cmd = `git checkout ${toFix ? 'fix/tiff-exif' : 'main'} && pytest tests/test_exif.py -q`;
      ch.push(L('model query', { history_len: 6 + i * 2 }, { thought, action: cmd, response: `DISCUSSION\n${thought}\n\n\`\`\`\n${cmd}\n\`\`\`` }, { model: 'gpt-4o', tokens_sent: n.int(6000, 14000), tokens_received: n.int(60, 150), api_calls: i + 3 }));
      ch.push(T('bash', { action: cmd }, { observation: toFix ? outFix() : outMain(), execution_time: n.durS(1, 4), state: JSON.stringify({ open_file: 'n/a', working_dir: '/repo' }) }, {}, 'exit status 1'));
    }
    return {
      isolates: 'The agent checks out fix/tiff-exif, main, fix/tiff-exif, main, fix/tiff-exif; each branch gives the same failure as its previous visit and no file is edited.',
      loop: true, stagnation: true,
      goal: 'Fix the bug where scanned TIFFs lose their EXIF orientation in the restoration studio\'s export pipeline.',
      root: A('SWE-agent run', { problem_statement: 'Exported TIFFs from restored scans lose EXIF orientation (see scan_0457.tif). Fix it.', repo: 'oldlight-studio/restore-pipeline' }, { exit_status: 'exit_cost', submission: null }, ch, { instance_id: 'oldlight__restore-pipeline-' + n.int(100, 400), config: 'default.yaml', cost_limit: 2.0 }),
    };
  } },

  // 04 button factory — Pydantic AI (Logfire); tool-call-only model turns (no model text)
  { domain: 'button factory colour matching', style: 'Pydantic AI (Logfire)', build(n) {
    const ch = [];
    const res = (tol) => tol === 0.8
      ? { tolerance_de: 0.8, batch: 'BT-' + n.digits(5), matched: 312, rejected: 188, reject_rate: 0.376, spectro: 'CM-36dG #' + n.int(1, 3), measured_at: n.logTs() }
      : { tolerance_de: 1.2, batch: 'BT-' + n.digits(5), matched: 497, rejected: 3, reject_rate: 0.006, customer_spec_violation: 'Atelier Moreau spec caps ΔE at 1.0', spectro: 'CM-36dG #' + n.int(1, 3), measured_at: n.logTs() };
    const tols = [0.8, 1.2, 0.8, 1.2, 0.8, 1.2];
    tols.forEach((tol, i) => {
      ch.push(L('chat gpt-4o', { 'gen_ai.request.model': 'gpt-4o', all_messages_count: 3 + i * 3 }, { parts: [{ part_kind: 'tool-call', tool_name: 'set_match_tolerance', args: { delta_e: tol }, tool_call_id: n.callId() }, { part_kind: 'tool-call', tool_name: 'run_colour_match', args: { lot: 'horn-resin-ochre-44L' }, tool_call_id: n.callId() }], model_name: 'gpt-4o-2024-08-06', timestamp: n.iso() }, { 'logfire.span_type': 'span', 'gen_ai.usage.input_tokens': n.int(900, 3000), 'gen_ai.usage.output_tokens': n.int(30, 60) }));
      ch.push(T('running tool: set_match_tolerance', { delta_e: tol }, { ok: true, previous: tols[i - 1] ?? 1.0 }, { 'logfire.msg': `running tool: set_match_tolerance`, duration_ms: n.ms(5, 40) }));
      ch.push(T('running tool: run_colour_match', { lot: 'horn-resin-ochre-44L' }, res(tol), { 'logfire.msg': 'running tool: run_colour_match', duration_ms: n.ms(2000, 9000) }));
    });
    return {
      isolates: 'Tolerance is set 0.8, 1.2, 0.8, 1.2, 0.8, 1.2 with a colour match after each; every 0.8 run rejects ~38% and every 1.2 run breaks the customer spec, and the model writes no text at all.',
      loop: true, stagnation: false,
      goal: 'Find a colour-match tolerance that passes the ochre horn-resin button lot within Atelier Moreau\'s spec.',
      root: A('agent run', { user_prompt: 'Get lot horn-resin-ochre-44L through colour matching within the Atelier Moreau spec.' }, { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 6' }, ch, { 'logfire.span_type': 'span', agent_name: 'qc_agent', 'code.filepath': 'qc/agent.py' }),
    };
  } },

  // 05 mistletoe auction — Google ADK
  { domain: 'mistletoe auction lot reporting', style: 'Google ADK', build(n) {
    const ch = [];
    const open = () => ({ status: 'success', filter: 'status=open', lots: [{ lot: 112, grade: 'A', bundles: 40, reserve_gbp: 180 }, { lot: 115, grade: 'B', bundles: 25, reserve_gbp: 90 }], berried_weight_kg: null, generated: n.isoOff(0), cache: 'MISS from ' + n.host('auctiondb') });
    const all = () => ({ status: 'success', filter: 'status=*', lots: 61, berried_weight_kg: 'field missing for lots 1-61', generated: n.isoOff(0), cache: 'MISS from ' + n.host('auctiondb') });
    const tOpen = 'The all-lots view has no berried weight either. I\'ll switch the filter back to open lots and check the weights there.';
    const tAll = 'Open lots don\'t show berried weight. I\'ll switch the filter to all lots to find it.';
    for (let i = 0; i < 4; i++) {
      const isOpen = i % 2 === 0;
      const text = i === 0 ? 'Let me list the open lots first.' : (isOpen ? tOpen : tAll);
      ch.push(L('call_llm', { 'gcp.vertex.agent.llm_request': JSON.stringify({ model: 'gemini-2.0-flash', config: { system_instruction: 'You prepare auction reports for Tenbury Mistletoe Auction.' } }) }, { 'gcp.vertex.agent.llm_response': JSON.stringify({ content: { role: 'model', parts: [{ text }, { function_call: { name: 'list_lots', args: { filter: isOpen ? 'status=open' : 'status=*' } } }] } }) }, { 'gen_ai.system': 'gcp.vertex.agent', 'gcp.vertex.agent.invocation_id': 'e-' + n.uuid(), 'gcp.vertex.agent.event_id': n.uuid() }));
      ch.push(T('execute_tool list_lots', { 'gcp.vertex.agent.tool_call_args': JSON.stringify({ filter: isOpen ? 'status=open' : 'status=*' }) }, { 'gcp.vertex.agent.tool_response': JSON.stringify(isOpen ? open() : all()) }, { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': 'list_lots' }));
    }
    ch.push(L('call_llm', {}, { 'gcp.vertex.agent.llm_response': JSON.stringify({ content: { role: 'model', parts: [{ text: tAll }, { function_call: { name: 'list_lots', args: { filter: 'status=*' } } }] } }) }, { 'gen_ai.system': 'gcp.vertex.agent' }));
    return {
      isolates: 'The lot filter flips open, all, open, all, open; neither view ever carries berried weight and the agent keeps flipping with the same two sentences.',
      loop: true, stagnation: true,
      goal: 'Report the total berried weight of open lots for the December mistletoe auction.',
      root: A('invoke_agent auction_reporter', { new_message: { role: 'user', parts: [{ text: 'What is the total berried weight across open lots for the December sale?' }] } }, { final_response: null, ended: 'max_llm_calls' }, ch, { app_name: 'tenbury_reports', user_id: 'clerk-02', session_id: n.uuid() }),
    };
  } },

  // 06 sandblasting contractor — Griptape (not in the named list)
  { domain: 'sandblasting contractor crew dispatch', style: 'Griptape (structure/task/tool events) — not in the named list', build(n) {
    const ch = [];
    const depots = ['Depot North (Wexford Rd)', 'Depot South (Quayside)'];
    const out = (d) => d === 0
      ? `Route from Depot North to Millbrook Viaduct: 74 km, ETA 58 min. Compressor trailer: NOT AVAILABLE (in service until Fri). Checked ${n.hhmm()} ref ${n.upper(6)}`
      : `Route from Depot South to Millbrook Viaduct: 31 km, ETA 27 min. Blast crew: 1 of 3 qualified for lead-paint abatement (need 2). Checked ${n.hhmm()} ref ${n.upper(6)}`;
    const th = ['South is missing a second lead-certified blaster. Try dispatching from Depot North instead.', 'North has no compressor trailer. Try dispatching from Depot South instead.'];
    for (let i = 0; i < 5; i++) {
      const d = i % 2;
      ch.push(L('PromptTask run', { prompt_stack: { messages: [{ role: 'user', content: 'Dispatch a blast crew to Millbrook Viaduct for Thursday 7am (lead paint removal).' }] } }, { value: `Thought: ${i === 0 ? 'Start with the closest depot by default, Depot North.' : th[d]}\nActions: [{"tag":"call_${n.b62(6)}","name":"DispatchPlanner","path":"check_route","input":{"values":{"depot":"${depots[d]}","site":"Millbrook Viaduct"}}}]` }, { event: 'FinishPromptEvent', model: 'gpt-4o', input_token_count: n.int(900, 2500), output_token_count: n.int(40, 90) }));
      ch.push(T('DispatchPlanner.check_route', { depot: depots[d], site: 'Millbrook Viaduct' }, { type: 'TextArtifact', value: out(d), id: n.hex(32) }, { event: 'FinishActionsSubtaskEvent' }));
    }
    return {
      isolates: 'Dispatch alternates North, South, North, South, North: North always lacks a compressor, South always lacks a second lead-certified blaster, and the same two thoughts alternate.',
      loop: true, stagnation: true,
      goal: 'Dispatch a lead-paint blast crew to Millbrook Viaduct for Thursday 7am.',
      root: A('Agent (griptape)', { input: 'Dispatch a blast crew to Millbrook Viaduct for Thursday 7am (lead paint removal).' }, { output: { type: 'ErrorArtifact', value: 'Exceeded tool limit of 5 subtask runs' } }, ch, { structure_id: n.hex(32), event: 'FinishStructureRunEvent', griptape_version: '1.2.0' }),
    };
  } },
];
