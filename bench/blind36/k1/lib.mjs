// Deterministic helpers for the blind trace benchmark. No Math.random, no clock reads.

export function hashStr(s) {
  // cyrb53-style 32-bit mix
  let h1 = 0xdeadbeef ^ s.length, h2 = 0x41c6ce57 ^ s.length;
  for (let i = 0; i < s.length; i++) {
    const ch = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  return h1 >>> 0;
}

export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');

// Context: seeded noise + a simulated clock.
export function makeCtx(traceId) {
  const r = mulberry32(hashStr(traceId));
  const base = Date.UTC(2025, 0, 6) + Math.floor(r() * 280) * 86400000 + Math.floor(r() * 86400) * 1000;
  const c = {
    traceId,
    r,
    now: base,
    int: (a, b) => a + Math.floor(r() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    adv(minMs = 200, maxMs = 4000) { c.now += c.int(minMs, maxMs); return c.now; },
    hex(n) { let s = ''; for (let i = 0; i < n; i++) s += '0123456789abcdef'[Math.floor(r() * 16)]; return s; },
    alnum(n) { const a = 'abcdefghijklmnopqrstuvwxyz0123456789'; let s = ''; for (let i = 0; i < n; i++) s += a[Math.floor(r() * a.length)]; return s; },
    upper(n) { const a = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; let s = ''; for (let i = 0; i < n; i++) s += a[Math.floor(r() * a.length)]; return s; },
    b64(n) { const a = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'; let s = ''; for (let i = 0; i < n; i++) s += a[Math.floor(r() * a.length)]; return s; },
    uuid() { const h = c.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[c.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20)}`; },
    ulid() { const a = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; let s = '01J'; for (let i = 0; i < 23; i++) s += a[Math.floor(r() * 32)]; return s; },
    sha() { return c.hex(40); },
    sha256() { return c.hex(64); },
    etag(weak = false) { return `${weak ? 'W/' : ''}"${c.hex(c.pick([16, 24, 32]))}"`; },
    reqId(prefix = 'req') { return `${prefix}_${c.alnum(c.int(14, 22))}`; },
    traceparent() { return `00-${c.hex(32)}-${c.hex(16)}-01`; },
    host(prefix) { return `${prefix}-${c.hex(c.pick([5, 9, 10]))}-${c.alnum(5)}`; },
    jobId(prefix = 'job') { return `${prefix}-${c.int(100000, 999999)}`; },
    tmp(ext = '') { return `/tmp/${c.pick(['tmp', 'pytest-of-runner/pytest-', 'run-', 'bld.'])}${c.alnum(8)}${ext}`; },
    cursor() { return c.b64(c.int(18, 32)).replace(/[+/]/g, 'x') + '=='; },
    dur() { const ms = c.int(12, 9000); return c.pick([`${ms}ms`, `${(ms / 1000).toFixed(2)}s`, `${(ms / 1000).toFixed(3)} s`]); },
    ms() { return c.int(8, 2400); },
    // Date spellings — each reads the simulated clock
    d() { return new Date(c.now); },
    iso() { return c.d().toISOString(); },
    isoSec() { return c.d().toISOString().replace(/\.\d{3}Z$/, 'Z'); },
    isoOff(h = 1) { const d = new Date(c.now + h * 3600000); return d.toISOString().replace(/\.\d{3}Z$/, '') + (h >= 0 ? '+' : '-') + p2(Math.abs(h)) + ':00'; },
    http() { return c.d().toUTCString(); },
    epoch() { return Math.floor(c.now / 1000); },
    epochMs() { return c.now; },
    syslog() { const d = c.d(); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    compact() { return c.d().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''); },
    usDate() { const d = c.d(); let h = d.getUTCHours(); const ap = h >= 12 ? 'PM' : 'AM'; h = h % 12 || 12; return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()} ${h}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} ${ap}`; },
    euDate() { const d = c.d(); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    hms() { const d = c.d(); return `${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}.${String(d.getUTCMilliseconds()).padStart(3, '0')}`; },
    day(offsetDays = 0) { return new Date(c.now + offsetDays * 86400000).toISOString().slice(0, 10); },
    ratelimit(limit = 600) { return { 'x-ratelimit-limit': String(limit), 'x-ratelimit-remaining': String(c.int(Math.floor(limit / 3), limit - 1)), 'x-ratelimit-reset': String(c.epoch() + c.int(5, 60)) }; },
  };
  return c;
}

export function S(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error !== undefined) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

const J = (x) => JSON.stringify(x);

// A recorder writes llm/tool spans in the shape a given framework/tracer records them.
// Styles: plain, vercel, otel, langgraph, openai_agents, anthropic, claude_sdk, crewai, openinference,
// gemini, smolagents, agno, langfuse, pydantic, openhands, autogen
export function recorder(c, style, opts) {
  const model = opts.model || 'gpt-4o-2024-08-06';
  const agentName = opts.agent || 'assistant';
  const sys = opts.system || `You are ${agentName}. Use the tools to complete the user's task. Be precise.`;
  const msgs = [{ role: 'system', content: sys }, { role: 'user', content: opts.goal }];
  const root = { type: 'agent', name: agentName, input: { goal: opts.goal }, output: null, children: [] };
  let container = root.children;
  let step = 0;
  let pendingIds = [];
  let stepSpan = null;

  const callId = () => ({
    anthropic: `toolu_01${c.b64(22).replace(/[+/]/g, 'Q')}`, claude_sdk: `toolu_01${c.b64(22).replace(/[+/]/g, 'k')}`,
    gemini: '', openai_agents: `call_${c.alnum(24)}`,
  }[style] ?? `call_${c.b64(24).replace(/[+/]/g, 'x')}`);

  function setupRoot() {
    switch (style) {
      case 'vercel': root.name = 'ai.generateText'; root.metadata = { 'operation.name': `ai.generateText ${opts.fnId || agentName}`, 'ai.operationId': 'ai.generateText', 'ai.model.id': model, 'ai.model.provider': 'openai.chat', 'ai.telemetry.functionId': opts.fnId || agentName, 'ai.settings.maxSteps': opts.maxSteps || 12 }; break;
      case 'otel': root.name = `invoke_agent ${agentName}`; root.metadata = { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': agentName, 'gen_ai.agent.id': `agt_${c.hex(12)}`, 'gen_ai.system': 'openai', 'service.name': opts.service || agentName }; break;
      case 'langgraph': root.name = 'LangGraph'; root.metadata = { run_type: 'chain', ls_run_id: c.uuid(), thread_id: c.uuid(), graph: opts.graph || 'react_agent', recursion_limit: opts.limit || 25 }; break;
      case 'openai_agents': root.name = `Agent workflow: ${agentName}`; root.metadata = { trace_id: `trace_${c.hex(32)}`, group_id: opts.group || null, sdk: 'openai-agents-python 0.2.x', agent: { name: agentName, tools: opts.tools || [], handoffs: opts.handoffs || [] } }; break;
      case 'anthropic': root.name = agentName; root.metadata = { log_source: 'anthropic-messages-proxy', anthropic_version: '2023-06-01', workspace: opts.workspace || 'default' }; break;
      case 'claude_sdk': root.name = 'claude-agent-sdk query'; root.metadata = { session_id: c.uuid(), cwd: opts.cwd || '/home/dev/project', permission_mode: 'acceptEdits', model }; break;
      case 'crewai': root.name = `Crew: ${opts.crew || agentName}`; root.metadata = { crew_id: c.uuid(), process: 'sequential', crewai_version: '0.86.0' }; break;
      case 'openinference': root.name = agentName; root.metadata = { 'openinference.span.kind': 'AGENT', 'input.value': opts.goal, 'session.id': c.uuid() }; break;
      case 'gemini': root.name = agentName; root.metadata = { client: 'google-genai', model: opts.model || 'gemini-2.0-flash', automatic_function_calling: false }; break;
      case 'smolagents': root.name = 'CodeAgent.run'; root.metadata = { 'openinference.span.kind': 'AGENT', 'smolagents.max_steps': opts.maxSteps || 10, 'smolagents.tools_names': opts.tools || [] }; break;
      case 'agno': root.name = 'Agent.run'; root.metadata = { agno_version: '1.4.2', agent_name: agentName, session_id: c.uuid(), run_id: c.uuid(), stream: false }; break;
      case 'langfuse': root.name = opts.traceName || agentName; root.metadata = { langfuse_trace_id: c.hex(32), observationType: 'AGENT', userId: opts.user || null, tags: opts.tags || [] }; break;
      case 'pydantic': root.name = 'agent run'; root.metadata = { 'logfire.msg': `${agentName} run`, agent_name: agentName, model_name: model, 'logfire.span_type': 'span' }; break;
      case 'openhands': root.name = 'OpenHands session'; root.metadata = { sid: c.hex(32), agent_class: 'CodeActAgent', max_iterations: opts.maxSteps || 30, runtime: 'docker', container: `openhands-runtime-${c.hex(12)}` }; break;
      case 'autogen': root.name = 'GroupChat run'; root.metadata = { framework: 'autogen-agentchat 0.4', participants: opts.participants || [agentName, 'executor'], termination: 'TextMention("TERMINATE") | MaxMessageTermination(30)' }; break;
      default: root.metadata = { recorder: 'message-log', model };
    }
  }
  setupRoot();

  function usage() { return { input: c.int(600, 9000), output: c.int(20, 400) }; }

  function llmSpan(text, calls) {
    c.adv(600, 5000);
    step++;
    const u = usage();
    const ids = calls.map(() => callId());
    pendingIds = ids.slice();
    const hist = msgs.map((m) => ({ ...m }));
    let span;
    switch (style) {
      case 'vercel': {
        span = S('llm', 'ai.generateText.doGenerate', { 'ai.prompt.messages': J(hist), 'ai.prompt.tools': opts.tools || [] },
          { 'ai.response.text': text || '', 'ai.response.toolCalls': calls.length ? J(calls.map((k, i) => ({ toolCallType: 'function', toolCallId: ids[i], toolName: k.name, args: J(k.args) }))) : undefined, 'ai.response.finishReason': calls.length ? 'tool-calls' : 'stop' }, [],
          { metadata: { 'ai.response.id': `chatcmpl-${c.alnum(29)}`, 'ai.response.timestamp': c.iso(), 'ai.usage.promptTokens': u.input, 'ai.usage.completionTokens': u.output, 'gen_ai.request.model': model, 'ai.response.msToFirstChunk': c.int(300, 2000) } });
        break;
      }
      case 'otel': {
        const parts = []; if (text) parts.push({ type: 'text', content: text });
        calls.forEach((k, i) => parts.push({ type: 'tool_call', id: ids[i], name: k.name, arguments: k.args }));
        span = S('llm', `chat ${model}`, { 'gen_ai.input.messages': hist.map((m) => ({ role: m.role, parts: [{ type: 'text', content: m.content }] })) },
          { 'gen_ai.output.messages': [{ role: 'assistant', parts, finish_reason: calls.length ? 'tool_call' : 'stop' }] }, [],
          { metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': model, 'gen_ai.response.id': `chatcmpl-${c.alnum(24)}`, 'gen_ai.usage.input_tokens': u.input, 'gen_ai.usage.output_tokens': u.output, 'server.address': 'api.openai.com' } });
        break;
      }
      case 'langgraph': {
        span = S('llm', opts.lcModel || 'ChatOpenAI', { messages: [hist.map((m) => ({ type: m.role === 'assistant' ? 'ai' : m.role === 'user' ? 'human' : m.role, content: m.content }))] },
          { generations: [[{ text: text || '', message: { type: 'ai', content: text || '', tool_calls: calls.map((k, i) => ({ name: k.name, args: k.args, id: ids[i], type: 'tool_call' })) } }]], llm_output: { model_name: model, token_usage: { prompt_tokens: u.input, completion_tokens: u.output } } }, [],
          { metadata: { langgraph_step: step * 2 - 1, langgraph_node: 'agent', ls_provider: 'openai', ls_model_name: model } });
        break;
      }
      case 'openai_agents': {
        const out = []; if (text) out.push({ type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] });
        calls.forEach((k, i) => out.push({ type: 'function_call', call_id: ids[i], name: k.name, arguments: J(k.args), status: 'completed' }));
        span = S('llm', 'response', { model, instructions: sys, input: hist.slice(1).map((m) => ({ role: m.role === 'tool' ? 'user' : m.role, content: m.content })) },
          { id: `resp_${c.hex(48)}`, object: 'response', status: 'completed', output: out, usage: { input_tokens: u.input, output_tokens: u.output } }, [], { metadata: { span_type: 'response' } });
        break;
      }
      case 'anthropic': case 'claude_sdk': {
        const content = []; if (text) content.push({ type: 'text', text });
        calls.forEach((k, i) => content.push({ type: 'tool_use', id: ids[i], name: k.name, input: k.args }));
        span = S('llm', style === 'anthropic' ? 'messages.create' : 'assistant', style === 'anthropic' ? { model, max_tokens: 4096, system: sys, messages: hist.slice(1).map((m) => ({ role: m.role === 'tool' ? 'user' : m.role, content: m.content })) } : { turn: step, model },
          { id: `msg_01${c.b64(22).replace(/[+/]/g, 'z')}`, type: 'message', role: 'assistant', model, content, stop_reason: calls.length ? 'tool_use' : 'end_turn', usage: { input_tokens: u.input, output_tokens: u.output, cache_read_input_tokens: c.int(0, 8000) } }, [],
          { metadata: { 'request-id': `req_01${c.b64(22).replace(/[+/]/g, 'y')}`, latency_ms: c.int(900, 9000) } });
        break;
      }
      case 'crewai': {
        let t = text || '';
        if (calls.length) t += `\nAction: ${calls[0].name}\nAction Input: ${J(calls[0].args)}`;
        span = S('llm', 'LLM Call', { model, messages: hist.slice(-3) }, t.trim(), [], { metadata: { crewai_event: 'LLMCallCompletedEvent', tokens: u.output + u.input } });
        break;
      }
      case 'openinference': {
        const md = { 'openinference.span.kind': 'LLM', 'llm.model_name': model, 'llm.token_count.prompt': u.input, 'llm.token_count.completion': u.output };
        hist.forEach((m, i) => { md[`llm.input_messages.${i}.message.role`] = m.role; md[`llm.input_messages.${i}.message.content`] = m.content; });
        md['llm.output_messages.0.message.role'] = 'assistant';
        if (text) md['llm.output_messages.0.message.content'] = text;
        calls.forEach((k, i) => { md[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.name`] = k.name; md[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.arguments`] = J(k.args); });
        span = S('llm', 'ChatCompletion', { 'input.value': J({ messages: hist }), 'input.mime_type': 'application/json' },
          { 'output.value': J({ role: 'assistant', content: text || null, tool_calls: calls.map((k, i) => ({ id: ids[i], type: 'function', function: { name: k.name, arguments: J(k.args) } })) }), 'output.mime_type': 'application/json' }, [], { metadata: md });
        break;
      }
      case 'gemini': {
        const parts = []; if (text) parts.push({ text });
        calls.forEach((k) => parts.push({ functionCall: { name: k.name, args: k.args } }));
        span = S('llm', 'models.generateContent', { model: opts.model || 'gemini-2.0-flash', contents: hist.slice(1).map((m) => ({ role: m.role === 'assistant' ? 'model' : 'user', parts: [{ text: m.content }] })), config: { systemInstruction: sys } },
          { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', avgLogprobs: -(c.r() * 0.3).toFixed(4) }], usageMetadata: { promptTokenCount: u.input, candidatesTokenCount: u.output, totalTokenCount: u.input + u.output }, modelVersion: opts.model || 'gemini-2.0-flash', responseId: c.b64(22).replace(/[+/]/g, 'q') }, []);
        break;
      }
      case 'smolagents': {
        let t = text || '';
        if (calls.length) t += `\nCode:\n\`\`\`py\n${calls.map((k) => `result = ${k.name}(${Object.entries(k.args).map(([a, v]) => `${a}=${J(v)}`).join(', ')})\nprint(result)`).join('\n')}\n\`\`\`<end_code>`;
        span = S('llm', 'LiteLLMModel.generate', { messages: hist.slice(-2), stop_sequences: ['<end_code>', 'Observation:'] }, { role: 'assistant', content: t.trim() }, [],
          { metadata: { 'llm.token_count.prompt': u.input, 'llm.token_count.completion': u.output, 'openinference.span.kind': 'LLM' } });
        break;
      }
      case 'agno': {
        span = S('llm', `OpenAIChat.response`, { messages: hist.map((m) => ({ role: m.role, content: m.content })) },
          { content: text || null, tool_calls: calls.map((k, i) => ({ id: ids[i], type: 'function', function: { name: k.name, arguments: J(k.args) } })) }, [],
          { metadata: { model, metrics: { input_tokens: u.input, output_tokens: u.output, time: +(c.r() * 6).toFixed(3) } } });
        break;
      }
      case 'langfuse': {
        span = S('llm', opts.genName || 'llm-generation', hist, { role: 'assistant', content: text || '', tool_calls: calls.map((k, i) => ({ id: ids[i], function: { name: k.name, arguments: J(k.args) } })) }, [],
          { metadata: { observationType: 'GENERATION', model, usage: { input: u.input, output: u.output, unit: 'TOKENS' }, level: 'DEFAULT', latency: +(c.r() * 5).toFixed(2) } });
        break;
      }
      case 'pydantic': {
        const parts = []; if (text) parts.push({ part_kind: 'text', content: text });
        calls.forEach((k, i) => parts.push({ part_kind: 'tool-call', tool_name: k.name, args: J(k.args), tool_call_id: ids[i] }));
        span = S('llm', `chat ${model}`, { 'gen_ai.request.model': model, messages: hist }, { parts, finish_reason: calls.length ? 'tool_call' : 'stop' }, [],
          { metadata: { 'gen_ai.usage.input_tokens': u.input, 'gen_ai.usage.output_tokens': u.output, 'logfire.span_type': 'span' } });
        break;
      }
      case 'openhands': {
        span = S('llm', 'LLM completion', { model, messages_count: hist.length, last_observation: hist[hist.length - 1].content.slice(0, 400) },
          { content: text || '', tool_calls: calls.map((k, i) => ({ id: ids[i], function: { name: k.name, arguments: J(k.args) } })) }, [],
          { metadata: { response_id: `chatcmpl-${c.alnum(24)}`, cost: +(c.r() * 0.05).toFixed(5), prompt_tokens: u.input, completion_tokens: u.output } });
        break;
      }
      case 'autogen': {
        span = S('llm', `${agentName}.on_messages`, { messages: hist.slice(-4) },
          { source: agentName, type: calls.length ? 'ToolCallRequestEvent' : 'TextMessage', content: calls.length ? calls.map((k, i) => ({ id: ids[i], name: k.name, arguments: J(k.args) })) : text, thought: calls.length ? text || null : undefined, models_usage: { prompt_tokens: u.input, completion_tokens: u.output } }, []);
        break;
      }
      default: {
        span = S('llm', 'chat.completions.create', { model, messages: hist, temperature: 0.2 },
          { role: 'assistant', content: text || null, tool_calls: calls.length ? calls.map((k, i) => ({ id: ids[i], type: 'function', function: { name: k.name, arguments: J(k.args) } })) : undefined, finish_reason: calls.length ? 'tool_calls' : 'stop' }, [],
          { metadata: { id: `chatcmpl-${c.alnum(29)}`, usage: { prompt_tokens: u.input, completion_tokens: u.output } } });
      }
    }
    msgs.push({ role: 'assistant', content: (text || '') + (calls.length ? ` [tool_calls: ${calls.map((k) => `${k.name}(${J(k.args)})`).join('; ')}]` : '') });
    return span;
  }

  function toolSpan(name, args, output, o = {}) {
    c.adv(50, 3000);
    const id = pendingIds.shift() || callId();
    const outStr = typeof output === 'string' ? output : J(output);
    const err = o.error;
    let span;
    switch (style) {
      case 'vercel': span = S('tool', 'ai.toolCall', { 'ai.toolCall.name': name, 'ai.toolCall.id': id, 'ai.toolCall.args': J(args) }, err ? undefined : { 'ai.toolCall.result': typeof output === 'string' ? output : J(output) }, [], { error: err, metadata: { 'operation.name': `ai.toolCall ${name}` } }); break;
      case 'otel': span = S('tool', `execute_tool ${name}`, { 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': id, 'gen_ai.tool.call.arguments': args }, err ? { 'error.type': o.errType || 'ToolError' } : { 'gen_ai.tool.call.result': output }, [], { error: err, metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.type': 'function' } }); break;
      case 'langgraph': span = S('tool', name, { input: o.rawArgs ? J(args) : args, tool_call_id: id }, { type: 'tool', content: outStr, tool_call_id: id, status: err ? 'error' : 'success' }, [], { error: err, metadata: { langgraph_node: 'tools', langgraph_step: step * 2 } }); break;
      case 'openai_agents': span = S('tool', name, J(args), outStr, [], { error: err, metadata: { span_type: 'function', call_id: id } }); break;
      case 'anthropic': case 'claude_sdk': span = S('tool', name, args, { type: 'tool_result', tool_use_id: id, content: outStr, is_error: !!err }, [], { error: err }); break;
      case 'crewai': span = S('tool', `Tool Usage: ${name}`, { tool_name: name, tool_args: args }, outStr, [], { error: err, metadata: { crewai_event: err ? 'ToolUsageErrorEvent' : 'ToolUsageFinishedEvent', run_attempts: 1 } }); break;
      case 'openinference': span = S('tool', name, { 'input.value': J(args) }, { 'output.value': outStr }, [], { error: err, metadata: { 'openinference.span.kind': 'TOOL', 'tool.name': name, 'tool.parameters': J(args) } }); break;
      case 'gemini': span = S('tool', name, { functionCall: { name, args } }, { functionResponse: { name, response: typeof output === 'string' ? { result: output } : output } }, [], { error: err }); break;
      case 'smolagents': span = S('tool', name, args, output, [], { error: err, metadata: { 'openinference.span.kind': 'TOOL' } }); break;
      case 'agno': span = S('tool', `FunctionCall.execute:${name}`, { function: name, arguments: args }, output, [], { error: err, metadata: { tool_call_id: id, duration: +(c.r() * 3).toFixed(3) } }); break;
      case 'langfuse': span = S('tool', `tool:${name}`, args, output, [], { error: err, metadata: { observationType: 'TOOL', level: err ? 'ERROR' : 'DEFAULT' } }); break;
      case 'pydantic': span = S('tool', `running tool: ${name}`, { 'gen_ai.tool.name': name, tool_arguments: J(args), tool_call_id: id }, { tool_response: output }, [], { error: err }); break;
      case 'openhands': span = S('tool', o.action || 'CmdRunAction', args, output, [], { error: err, metadata: { observation: o.obs || 'CmdOutputObservation', tool_call_id: id } }); break;
      case 'autogen': span = S('tool', name, { call_id: id, arguments: J(args) }, { type: 'FunctionExecutionResult', content: outStr, is_error: !!err, call_id: id }, [], { error: err, metadata: { executor: 'executor' } }); break;
      default: span = S('tool', name, o.rawArgs ? J(args) : args, output, [], { error: err, metadata: { tool_call_id: id } });
    }
    msgs.push({ role: 'tool', content: outStr.slice(0, 600) });
    return span;
  }

  const api = {
    root,
    // The model writes text and/or requests tool calls.
    think(text, calls = []) {
      const sp = llmSpan(text, calls);
      if (style === 'langgraph') {
        const node = S('chain', 'agent', { messages: `<${msgs.length - 1} messages>` }, { messages: [sp.output.generations[0][0].message] }, [sp], { metadata: { langgraph_step: step * 2 - 1 } });
        container.push(node);
        stepSpan = null;
      } else if (style === 'smolagents') {
        stepSpan = S('chain', `Step ${step}`, { step_number: step }, null, [sp], { metadata: { 'openinference.span.kind': 'CHAIN' } });
        container.push(stepSpan);
      } else if (style === 'crewai' || style === 'agno') {
        stepSpan = sp; container.push(sp);
      } else {
        container.push(sp); stepSpan = null;
      }
      return sp;
    },
    tool(name, args, output, o = {}) {
      const sp = toolSpan(name, args, output, o);
      if (style === 'langgraph') {
        const last = container[container.length - 1];
        if (last && last.name === 'tools' && last._open) last.children.push(sp);
        else { const n = S('chain', 'tools', { tool_calls: 1 }, null, [sp], { metadata: { langgraph_step: step * 2 } }); Object.defineProperty(n, '_open', { value: true, enumerable: false }); container.push(n); }
      } else if (style === 'smolagents' && stepSpan) {
        stepSpan.children.push(sp);
        stepSpan.output = { observations: (typeof output === 'string' ? output : J(output)).slice(0, 300) };
      } else if (style === 'agno' && stepSpan) {
        stepSpan.children.push(sp);
      } else container.push(sp);
      return sp;
    },
    // A sub-agent span that holds everything recorded inside fn
    sub(type, name, input, fn, md) {
      const sp = S(type, name, input, null, [], md ? { metadata: md } : {});
      container.push(sp);
      const prev = container; container = sp.children;
      const out = fn();
      container = prev; sp.output = out === undefined ? null : out;
      return sp;
    },
    finish(text, rootOutput) {
      if (text) api.think(text, []);
      root.output = rootOutput !== undefined ? rootOutput : text;
      return root;
    },
    cutoff(error, rootOutput = null) {
      root.output = rootOutput; root.error = error; return root;
    },
  };
  return api;
}

// ---------- similarity helpers used by validation ----------
export function words(s) { return (s.toLowerCase().match(/[a-z0-9]+/g) || []); }
export function jaccard(a, b) {
  const A = new Set(a), B = new Set(b); let i = 0; for (const x of A) if (B.has(x)) i++;
  return A.size + B.size === 0 ? 0 : i / (A.size + B.size - i);
}
const SKIP_KEYS = new Set(['id', 'call_id', 'tool_call_id', 'toolCallId', 'responseId', 'modelVersion', 'model', 'usage', 'usageMetadata', 'llm_output', 'models_usage', 'avgLogprobs', 'finish_reason', 'finishReason', 'stop_reason', 'status', 'object', 'type', 'role', 'source']);
export function textOf(x, acc = []) {
  if (typeof x === 'string') {
    if (x.startsWith('{') || x.startsWith('[')) { try { return textOf(JSON.parse(x), acc); } catch { /* plain */ } }
    acc.push(x);
  } else if (Array.isArray(x)) x.forEach((v) => textOf(v, acc));
  else if (x && typeof x === 'object') for (const [k, v] of Object.entries(x)) { if (!SKIP_KEYS.has(k)) textOf(v, acc); }
  return acc;
}
export function walk(span, fn, depth = 0) { fn(span, depth); (span.children || []).forEach((ch) => walk(ch, fn, depth + 1)); }
