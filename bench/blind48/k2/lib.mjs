// Deterministic helpers: seeded PRNG, volatile-noise generators, span builders per recording style.
export function hash32(s) { let h = 0x811c9dc5; for (const c of s) { h ^= c.codePointAt(0); h = Math.imul(h, 0x01000193) >>> 0; } return h >>> 0; }
export function mulberry32(a) { return function () { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'], MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p2 = (n) => String(n).padStart(2, '0');
export function makeCtx(traceId) {
  const r = mulberry32(hash32(traceId));
  const c = { r };
  c.int = (a, b) => a + Math.floor(r() * (b - a + 1));
  c.pick = (a) => a[Math.floor(r() * a.length)];
  c.hex = (n) => Array.from({ length: n }, () => '0123456789abcdef'[Math.floor(r() * 16)]).join('');
  c.b62 = (n) => Array.from({ length: n }, () => B62[Math.floor(r() * 62)]).join('');
  c.uuid = () => `${c.hex(8)}-${c.hex(4)}-4${c.hex(3)}-${'89ab'[c.int(0, 3)]}${c.hex(3)}-${c.hex(12)}`;
  // virtual clock: starts at a seeded moment in 2025, advanced only by tick()
  c.t = Date.UTC(2025, c.int(0, 10), c.int(1, 27), c.int(5, 20), c.int(0, 59), c.int(0, 59)) + c.int(0, 999);
  c.tick = (a = 300, b = 4000) => { c.t += c.int(a, b); return c.t; };
  const d = () => new Date(c.t);
  c.iso = () => d().toISOString();
  c.isoSpace = () => c.iso().replace('T', ' ').replace('Z', '+00:00');
  c.httpDate = () => { const x = d(); return `${DAYS[x.getUTCDay()]}, ${p2(x.getUTCDate())} ${MON[x.getUTCMonth()]} ${x.getUTCFullYear()} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())} GMT`; };
  c.logDate = () => { const x = d(); return `${p2(x.getUTCDate())}/${MON[x.getUTCMonth()]}/${x.getUTCFullYear()}:${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())} +0000`; };
  c.hms = () => { const x = d(); return `${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}.${String(x.getUTCMilliseconds()).padStart(3, '0')}`; };
  c.ymd = () => c.iso().slice(0, 10);
  c.epoch = () => Math.floor(c.t / 1000);
  c.epochMs = () => c.t;
  c.ms = (a = 40, b = 2400) => c.int(a, b);
  c.dur = (a = 0.2, b = 9) => `${(a + r() * (b - a)).toFixed(2)}s`;
  c.reqId = (p = 'req') => `${p}_${c.b62(22)}`;
  c.host = (p = 'api') => `${p}-${c.int(1, 12)}.${c.pick(['eu-west-1', 'us-east-2', 'ap-southeast-1', 'eu-central-1'])}.internal`;
  c.pod = (p = 'web') => `${p}-${c.hex(10)}-${c.b62(5).toLowerCase()}`;
  c.tmp = (ext = '') => `/tmp/tmp${c.b62(8).toLowerCase()}${ext}`;
  c.etag = () => `W/"${c.hex(16)}"`;
  c.sha = (n = 40) => c.hex(n);
  c.job = (p = 'job') => `${p}-${c.int(100000, 999999)}`;
  c.traceparent = () => `00-${c.hex(32)}-${c.hex(16)}-01`;
  c.cfRay = () => `${c.hex(16)}-${c.pick(['AMS', 'FRA', 'IAD', 'SIN', 'LHR', 'GRU'])}`;
  c.rate = (lim = 600) => ({ 'x-ratelimit-limit': String(lim), 'x-ratelimit-remaining': String(c.int(3, lim - 1)), 'x-ratelimit-reset': String(c.epoch() + c.int(5, 60)) });
  return c;
}
const J = (x) => (typeof x === 'string' ? x : JSON.stringify(x));
const clip = (s, n = 600) => (s.length > n ? s.slice(0, n) + '…' : s);

const MODELS = {
  vercel: 'gpt-4.1-mini', otel: 'gpt-4o-2024-08-06', langgraph: 'gpt-4o', oai_agents: 'gpt-4.1', anthropic: 'claude-sonnet-4-20250514',
  claude_sdk: 'claude-sonnet-4-5', gemini: 'gemini-2.5-flash', openinference: 'gpt-4o-mini', crewai: 'gpt-4o', autogen: 'gpt-4o-2024-11-20',
  smolagents: 'Qwen/Qwen2.5-Coder-32B-Instruct', pydantic_ai: 'openai:gpt-4o', adk: 'gemini-2.0-flash', mlflow: 'gpt-4o-mini', plain: 'gpt-4o',
  dify: 'gpt-4o-mini', llamaindex: 'gpt-4o', langfuse: 'claude-3-5-sonnet-20241022', strands: 'us.anthropic.claude-3-7-sonnet-20250219-v1:0',
};
export const STYLES = Object.keys(MODELS);

export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

// A builder keeps a running message history so that llm span inputs look like real recorded prompts.
export function builder(style, ctx, goal, opt = {}) {
  const model = opt.model || MODELS[style];
  const hist = [];
  if (opt.system) hist.push({ role: 'system', content: opt.system });
  hist.push({ role: 'user', content: goal });
  const pending = [];
  let step = 0;
  const b = { style, ctx, hist, model };
  const callId = () => ({ anthropic: 'toolu_', claude_sdk: 'toolu_', gemini: 'fc_', oai_agents: 'call_', vercel: 'call_', plain: 'call_', strands: 'tooluse_' }[style] || 'call_') + ctx.b62(24);
  const tail = () => hist.slice(-opt.window || -8).map((m) => ({ ...m }));
  b.user = (text) => { hist.push({ role: 'user', content: text }); };
  b.llm = (text, calls = [], o = {}) => {
    ctx.tick(600, 9000);
    step++;
    const cs = calls.map(([name, args]) => ({ id: callId(), name, args }));
    pending.push(...cs);
    const inTok = 300 + JSON.stringify(hist).length / 4 | 0, outTok = 20 + ((text || '').length + JSON.stringify(cs).length) / 4 | 0;
    let input, output, name = o.name, meta = {};
    switch (style) {
      case 'anthropic': case 'claude_sdk': case 'langfuse': case 'strands': {
        const sys = hist.find((m) => m.role === 'system');
        input = { model, max_tokens: 4096, ...(sys ? { system: sys.content } : {}), messages: tail().filter((m) => m.role !== 'system').map((m) => ({ role: m.role === 'tool' ? 'user' : m.role, content: m.role === 'tool' ? [{ type: 'tool_result', tool_use_id: m.id, content: m.content }] : m.content })) };
        output = { id: 'msg_' + ctx.b62(24), type: 'message', role: 'assistant', model, content: [...(text ? [{ type: 'text', text }] : []), ...cs.map((c) => ({ type: 'tool_use', id: c.id, name: c.name, input: c.args }))], stop_reason: cs.length ? 'tool_use' : 'end_turn', usage: { input_tokens: inTok, output_tokens: outTok, cache_read_input_tokens: ctx.int(0, 2000) } };
        name = name || (style === 'langfuse' ? 'anthropic.messages.create' : style === 'strands' ? 'chat' : style === 'claude_sdk' ? 'assistant' : 'messages.create');
        meta = style === 'langfuse' ? { observation_type: 'GENERATION', langfuse_trace_id: ctx.hex(32) } : style === 'strands' ? { 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': model, event_loop_cycle_id: ctx.uuid() } : { request_id: ctx.reqId('req') };
        break;
      }
      case 'gemini': case 'adk': {
        input = { model, contents: tail().filter((m) => m.role !== 'system').map((m) => ({ role: m.role === 'assistant' ? 'model' : 'user', parts: m.role === 'tool' ? [{ functionResponse: { name: m.name, response: { result: m.content } } }] : [{ text: m.content }] })) };
        output = { candidates: [{ content: { role: 'model', parts: [...(text ? [{ text }] : []), ...cs.map((c) => ({ functionCall: { name: c.name, args: c.args } }))] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: inTok, candidatesTokenCount: outTok, totalTokenCount: inTok + outTok }, modelVersion: model, responseId: ctx.b62(22) };
        name = name || (style === 'adk' ? 'call_llm' : 'generate_content');
        meta = style === 'adk' ? { 'gcp.vertex.agent.invocation_id': 'e-' + ctx.uuid(), 'gcp.vertex.agent.event_id': ctx.uuid() } : {};
        break;
      }
      default: {
        input = { model, messages: tail() };
        const tc = cs.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.args) } }));
        output = style === 'oai_agents' ? { id: 'resp_' + ctx.hex(32), object: 'response', output: [...(text ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] }] : []), ...cs.map((c) => ({ type: 'function_call', call_id: c.id, name: c.name, arguments: JSON.stringify(c.args) }))], usage: { input_tokens: inTok, output_tokens: outTok } }
          : style === 'crewai' || style === 'smolagents' ? text
          : { role: 'assistant', content: text || null, ...(tc.length ? { tool_calls: tc } : {}) };
        name = name || { vercel: 'ai.generateText.doGenerate', otel: `chat ${model}`, langgraph: 'ChatOpenAI', oai_agents: 'response', openinference: 'ChatCompletion', crewai: 'LLM.call', autogen: 'create', smolagents: 'OpenAIServerModel.generate', pydantic_ai: `chat ${model.replace('openai:', '')}`, mlflow: 'ChatOpenAI', plain: 'chat.completions', dify: 'LLM', llamaindex: 'OpenAI.achat' }[style];
        meta = {
          vercel: { 'ai.model.id': model, 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': inTok, 'ai.usage.completionTokens': outTok, 'ai.response.finishReason': cs.length ? 'tool-calls' : 'stop', 'operation.name': 'ai.generateText.doGenerate' },
          otel: { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': model, 'gen_ai.usage.input_tokens': inTok, 'gen_ai.usage.output_tokens': outTok, 'gen_ai.response.id': 'chatcmpl-' + ctx.b62(29) },
          langgraph: { langgraph_node: 'agent', langgraph_step: step * 2 - 1, langgraph_triggers: [step === 1 ? 'start:agent' : 'tools'], ls_provider: 'openai', ls_model_name: model, run_id: ctx.uuid() },
          openinference: { 'openinference.span.kind': 'LLM', 'llm.model_name': model, 'llm.token_count.prompt': inTok, 'llm.token_count.completion': outTok, ...Object.fromEntries(hist.slice(-3).map((m, i) => [`llm.input_messages.${i}.message.content`, clip(J(m.content), 200)])), 'llm.output_messages.0.message.role': 'assistant' },
          crewai: { crewai_version: '0.121.1', model, prompt_tokens: inTok, completion_tokens: outTok },
          autogen: { 'autogen.agent': opt.agentName || 'assistant', cached: false, cost: +(inTok * 2.5e-6 + outTok * 1e-5).toFixed(6) },
          smolagents: { 'openinference.span.kind': 'LLM', step_number: step, 'llm.token_count.total': inTok + outTok },
          pydantic_ai: { 'logfire.msg': `chat ${model}`, 'gen_ai.system': 'openai', 'gen_ai.usage.input_tokens': inTok, 'gen_ai.usage.output_tokens': outTok, 'logfire.span_type': 'span' },
          mlflow: { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.traceRequestId': 'tr-' + ctx.hex(32), 'mlflow.chat.tokenUsage': { input_tokens: inTok, output_tokens: outTok } },
          plain: { finish_reason: cs.length ? 'tool_calls' : 'stop', usage: { prompt_tokens: inTok, completion_tokens: outTok }, system_fingerprint: 'fp_' + ctx.hex(10) },
          oai_agents: { span_data: { type: 'response', response_id: 'resp_' + ctx.hex(12) }, trace_id: 'trace_' + ctx.hex(32) },
          dify: { node_type: 'llm', node_id: String(1700000000000 + ctx.int(0, 99999999)), workflow_run_id: ctx.uuid(), elapsed_time: +(ctx.r() * 6).toFixed(3), total_tokens: inTok + outTok },
          llamaindex: { 'llama_index.event': 'LLMChatEndEvent', span_id: `OpenAI.achat-${ctx.uuid()}` },
        }[style] || {};
      }
    }
    const assistant = { role: 'assistant', content: text || '' };
    if (cs.length) assistant.tool_calls = cs.map((c) => ({ id: c.id, name: c.name, arguments: c.args }));
    hist.push(assistant);
    return span(o.type || 'llm', name, input, output, o.children || [], { metadata: { ...meta, ...(o.metadata || {}) } });
  };
  b.tool = (tname, args, output, err, o = {}) => {
    ctx.tick(200, 6000);
    const i = pending.findIndex((p) => p.name === tname);
    const call = i >= 0 ? pending.splice(i, 1)[0] : { id: callId() };
    hist.push({ role: 'tool', id: call.id, name: tname, content: clip(J(err ? { error: err } : output), 500) });
    const name = { vercel: 'ai.toolCall', otel: `execute_tool ${tname}`, adk: `execute_tool ${tname}`, pydantic_ai: `running tool: ${tname}`, oai_agents: tname, strands: `execute_tool ${tname}`, dify: `tool: ${tname}` }[style] || tname;
    const input = style === 'plain' || style === 'autogen' ? JSON.stringify(args) : style === 'gemini' ? { functionCall: { name: tname, args } } : args;
    const out = style === 'gemini' && !err ? { functionResponse: { name: tname, response: typeof output === 'object' && output !== null && !Array.isArray(output) ? output : { result: output } } } : output;
    const meta = {
      vercel: { 'ai.toolCall.name': tname, 'ai.toolCall.id': call.id, 'operation.name': 'ai.toolCall' },
      otel: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': tname, 'gen_ai.tool.call.id': call.id },
      openinference: { 'openinference.span.kind': 'TOOL', 'tool.name': tname, 'tool.parameters': JSON.stringify(args) },
      smolagents: { 'openinference.span.kind': 'TOOL', 'tool.name': tname },
      langgraph: { langgraph_node: 'tools', run_id: ctx.uuid() },
      oai_agents: { span_data: { type: 'function', name: tname } },
      mlflow: { 'mlflow.spanType': 'TOOL' },
      adk: { 'gcp.vertex.agent.tool_call_args': JSON.stringify(args), 'gcp.vertex.agent.event_id': ctx.uuid() },
      dify: { node_type: 'tool', elapsed_time: +(ctx.r() * 3).toFixed(3) },
      strands: { 'gen_ai.tool.name': tname, 'tool.status': err ? 'error' : 'success' },
    }[style] || { tool_call_id: call.id };
    return span(o.type || 'tool', o.name || name, input, err ? (output ?? null) : out, o.children || [], { error: err, metadata: { ...meta, ...(o.metadata || {}) } });
  };
  b.agent = (name, children, output, o = {}) => {
    const nm = { vercel: 'ai.generateText', oai_agents: `Agent: ${name}`, crewai: `Crew: ${name}`, adk: `agent_run [${name}]`, pydantic_ai: 'agent run', smolagents: `${name}.run`, strands: `invoke_agent ${name}`, otel: `invoke_agent ${name}`, dify: `workflow: ${name}`, llamaindex: `${name}.run` }[style] || name;
    const meta = { vercel: { 'operation.name': 'ai.generateText', 'ai.settings.maxSteps': o.maxSteps || 20 }, pydantic_ai: { agent_name: name, 'logfire.span_type': 'span' }, openinference: { 'openinference.span.kind': 'AGENT' }, smolagents: { 'openinference.span.kind': 'AGENT' }, mlflow: { 'mlflow.spanType': 'AGENT' }, otel: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': name } }[style] || {};
    return span(o.type || 'agent', o.name || nm, o.input ?? (style === 'vercel' ? { prompt: goal } : { input: goal }), output, children, { metadata: { ...meta, ...(o.metadata || {}) }, error: o.error });
  };
  b.sub = (goal2, o2 = {}) => builder(o2.style || style, ctx, goal2, o2);
  return b;
}

// ---------- validation (shared by generate.mjs and validate.mjs) ----------
export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
export function walk(s, f, depth = 0, parent = null) { f(s, depth, parent); for (const c of s.children || []) walk(c, f, depth + 1, s); }
export function checkSpan(s, path, errs) {
  if (!s || typeof s !== 'object' || Array.isArray(s)) { errs.push(`${path}: span not object`); return; }
  for (const k of Object.keys(s)) if (!['type', 'name', 'input', 'output', 'children', 'error', 'metadata'].includes(k)) errs.push(`${path}: unknown key ${k}`);
  if (typeof s.type !== 'string' || !s.type) errs.push(`${path}: type`);
  if (typeof s.name !== 'string' || !s.name) errs.push(`${path}: name`);
  if (!('input' in s)) errs.push(`${path}: input missing`);
  if (!('output' in s)) errs.push(`${path}: output missing`);
  if (!Array.isArray(s.children)) errs.push(`${path}: children not array`);
  if ('error' in s && typeof s.error !== 'string') errs.push(`${path}: error not string`);
  if ('metadata' in s && (typeof s.metadata !== 'object' || s.metadata === null || Array.isArray(s.metadata))) errs.push(`${path}: metadata`);
  (s.children || []).forEach((c, i) => checkSpan(c, `${path}.children[${i}]`, errs));
}
export function validateRows(rows, fams) {
  const errs = [], seen = new Set();
  const byFam = Object.fromEntries(fams.map((f) => [f.family, f]));
  const perFam = {};
  for (const [i, row] of rows.entries()) {
    const p = `row ${i} (${row.trace_id})`;
    const keys = ['trace_id', 'family', 'isolates', 'loop', 'stagnation', 'goal', 'root'];
    for (const k of Object.keys(row)) if (!keys.includes(k)) errs.push(`${p}: extra key ${k}`);
    for (const k of keys) if (!(k in row)) errs.push(`${p}: missing ${k}`);
    const f = byFam[row.family];
    if (!f) { errs.push(`${p}: unknown family ${row.family}`); continue; }
    if (!new RegExp(`^${row.family}-0[1-6]$`).test(row.trace_id)) errs.push(`${p}: bad trace_id`);
    if (seen.has(row.trace_id)) errs.push(`${p}: duplicate id`); seen.add(row.trace_id);
    if (row.loop !== f.loop) errs.push(`${p}: loop label ${row.loop} != family ${f.loop}`);
    if (row.stagnation !== f.stagnation) errs.push(`${p}: stagnation label mismatch`);
    if (typeof row.isolates !== 'string' || row.isolates.length < 20) errs.push(`${p}: isolates`);
    if (typeof row.goal !== 'string' || row.goal.length < 15) errs.push(`${p}: goal`);
    checkSpan(row.root, `${p}.root`, errs);
    if (row.root?.type !== 'agent') errs.push(`${p}: root must be agent span`);
    const n = countSpans(row.root);
    if (n < 5 || n > 40) errs.push(`${p}: ${n} spans (want 5..40)`);
    if (f.check) { const m = f.check(row.root); if (m) errs.push(`${p}: ${m}`); }
    perFam[row.family] = (perFam[row.family] || 0) + 1;
  }
  for (const f of fams) if (perFam[f.family] !== 6) errs.push(`family ${f.family}: ${perFam[f.family] || 0} rows, want 6`);
  return errs;
}
// structural helpers used by family checks
export const spansOf = (root, pred) => { const out = []; walk(root, (s, d) => { if (pred(s, d)) out.push(s); }); return out; };
export const maxAgentDepth = (root) => { let m = 0; const rec = (s, d) => { const nd = s.type === 'agent' ? d + 1 : d; m = Math.max(m, nd); (s.children || []).forEach((c) => rec(c, nd)); }; rec(root, 0); return m; };
