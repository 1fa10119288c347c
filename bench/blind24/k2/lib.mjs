// Helpers for the blind loop-detection benchmark (k2).
// Deterministic: a mulberry32 PRNG seeded from a hash of the trace_id; a simulated clock
// that starts at a fixed instant given by each scenario. No Math.random, no clock reads.

export function hash32(str) {
  // FNV-1a 32-bit
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HEX = '0123456789abcdef';
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const CROCK = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz0123456789';
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const p2 = (n) => String(n).padStart(2, '0');
const p3 = (n) => String(n).padStart(3, '0');

// ctx = per-trace noise source + simulated clock
export function makeCtx(traceId, startIso) {
  const rand = mulberry32(hash32(traceId));
  let t = Date.parse(startIso);
  if (Number.isNaN(t)) throw new Error('bad start ' + startIso);
  const c = {
    traceId,
    rand,
    int: (a, b) => a + Math.floor(rand() * (b - a + 1)),
    pick: (arr) => arr[Math.floor(rand() * arr.length)],
    chance: (p) => rand() < p,
    str: (alpha, n) => { let s = ''; for (let i = 0; i < n; i++) s += alpha[Math.floor(rand() * alpha.length)]; return s; },
    hex: (n) => c.str(HEX, n),
    b62: (n) => c.str(B62, n),
    low: (n) => c.str(LOWER, n),
    digits: (n) => c.str('0123456789', n),
    // ---- clock
    tick: (a, b) => { t += b === undefined ? a : c.int(a, b); return t; },
    now: () => t,
    d: () => new Date(t),
    iso: () => new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    isoMs: () => new Date(t).toISOString(),
    isoMicro: () => new Date(t).toISOString().replace('Z', c.digits(3) + 'Z'),
    isoOff: (offMin = 60) => {
      const d = new Date(t + offMin * 60000);
      const sign = offMin >= 0 ? '+' : '-'; const a = Math.abs(offMin);
      return `${d.getUTCFullYear()}-${p2(d.getUTCMonth() + 1)}-${p2(d.getUTCDate())}T${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}${sign}${p2(Math.floor(a / 60))}:${p2(a % 60)}`;
    },
    http: () => new Date(t).toUTCString(),
    epoch: () => Math.floor(t / 1000),
    epochMs: () => t,
    epochNs: () => String(t) + c.digits(6),
    syslog: () => { const d = new Date(t); return `${MON[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())}`; },
    clf: () => { const d = new Date(t); return `${p2(d.getUTCDate())}/${MON[d.getUTCMonth()]}/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} +0000`; },
    compact: () => new Date(t).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, ''),
    ymd: () => new Date(t).toISOString().slice(0, 10),
    hms: () => new Date(t).toISOString().slice(11, 19),
    hmsMs: () => new Date(t).toISOString().slice(11, 23),
    euro: () => { const d = new Date(t); return `${p2(d.getUTCDate())}.${p2(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    us: () => { const d = new Date(t); let h = d.getUTCHours(); const ap = h >= 12 ? 'PM' : 'AM'; h = h % 12 || 12; return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()} ${h}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} ${ap}`; },
    human: () => { const d = new Date(t); return `${DAY[d.getUTCDay()]} ${d.getUTCDate()} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}`; },
    // ---- ids
    uuid: () => { const h = c.hex(32); return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[c.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`; },
    ulid: () => c.str(CROCK, 26),
    ksuid: () => c.b62(27),
    snowflake: () => String(BigInt(t - 1288834974657) * 4194304n + BigInt(c.int(0, 4194303))),
    objectId: () => Math.floor(t / 1000).toString(16) + c.hex(16),
    reqId: (prefix = 'req_', n = 24) => prefix + c.b62(n),
    sha256: () => c.hex(64),
    sha1: () => c.hex(40),
    gitsha: () => c.hex(7),
    etag: (weak = false) => (weak ? 'W/' : '') + '"' + c.hex(c.pick([16, 32])) + '"',
    crc32: () => c.hex(8).toUpperCase(),
    jobId: (prefix = 'job-') => prefix + c.digits(c.int(5, 8)),
    pid: () => c.int(1200, 64000),
    port: () => c.int(32768, 60999),
    ip: () => `10.${c.int(0, 255)}.${c.int(0, 255)}.${c.int(2, 254)}`,
    host: (prefix) => `${prefix}-${c.int(1, 12)}.${c.pick(['eu-west-1', 'us-east-2', 'ap-southeast-2', 'eu-central-1'])}.internal`,
    pod: (name) => `${name}-${c.str('bcdfghjklmnpqrstvwxz2456789', 9)}-${c.str('bcdfghjklmnpqrstvwxz2456789', 5)}`,
    tmp: (ext = '') => c.pick(['/tmp/tmp', '/var/folders/x7/' + c.low(10) + '/T/tmp', '/tmp/pytest-of-runner/pytest-' + c.int(10, 99) + '/tmp']) + c.low(8) + ext,
    cursor: () => Buffer.from(JSON.stringify({ o: c.int(10, 9999), k: c.hex(6) })).toString('base64').replace(/=+$/, ''),
    traceparent: () => `00-${c.hex(32)}-${c.hex(16)}-01`,
    amzTrace: () => `Root=1-${Math.floor(t / 1000).toString(16)}-${c.hex(24)}`,
    cfRay: () => `${c.hex(16)}-${c.pick(['AMS', 'FRA', 'LHR', 'CDG', 'IAD', 'SJC', 'NRT', 'SYD'])}`,
    // ---- durations / counters
    ms: (a = 40, b = 900) => c.int(a, b),
    secs: (a = 0.2, b = 9) => (a + rand() * (b - a)).toFixed(2),
    durStr: () => c.pick([`${c.int(12, 980)}ms`, `${c.secs(0.3, 14)}s`, `${c.int(1, 3)}m${c.int(0, 59)}s`]),
    tokens: () => ({ input: c.int(600, 9000), output: c.int(40, 700) }),
    version: () => `${c.int(1, 4)}.${c.int(0, 19)}.${c.int(0, 40)}`,
  };
  return c;
}

// ----------------------------------------------------------------- span builders
export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input: input === undefined ? null : input, output: output === undefined ? null : output, children: children || [] };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

export function countSpans(s) {
  return 1 + (s.children || []).reduce((a, ch) => a + countSpans(ch), 0);
}

// normalise message tuples: ['role', content, toolNameOrId?]
function norm(msgs) {
  return (msgs || []).map((m) => (Array.isArray(m) ? { role: m[0], content: m[1], name: m[2] } : m));
}

const PROVIDER_OF = (model) =>
  model.startsWith('claude') ? 'anthropic' : model.startsWith('gemini') ? 'gcp.gemini' : model.startsWith('mistral') ? 'mistral_ai' : model.startsWith('llama') || model.startsWith('us.') ? 'aws.bedrock' : 'openai';

// A styler records llm/tool/agent spans the way a given framework or tracer does.
// style: vercel | otel | langgraph | oai-agents | responses | anthropic | claude-sdk | crewai | autogen |
//        llamaindex | sk | smolagents | pydantic | adk | gemini | mastra | langfuse | strands | haystack |
//        dspy | letta | bedrock | openhands | swe-agent | openinference | mlflow | weave | agentops |
//        inspect | lc4j | springai | agno | n8n | plain
export function styler(style, c, opts = {}) {
  const model = opts.model || 'gpt-4o-2024-08-06';
  const provider = PROVIDER_OF(model);
  const pending = [];
  const newCallId = () => {
    switch (style) {
      case 'anthropic': case 'claude-sdk': return 'toolu_01' + c.b62(22);
      case 'strands': return 'tooluse_' + c.b62(22);
      case 'adk': case 'gemini': return 'adk-' + c.uuid();
      case 'bedrock': return c.uuid();
      case 'oai-agents': case 'responses': return 'call_' + c.b62(24);
      case 'mastra': case 'vercel': return 'call_' + c.b62(24);
      case 'letta': return 'call_' + c.b62(16);
      case 'lc4j': case 'springai': case 'autogen': return 'call_' + c.b62(24);
      default: return 'call_' + c.b62(24);
    }
  };
  const st = {
    style, model, c,
    lastCallIds: [],
    takeId(name) {
      const i = pending.findIndex((p) => p.name === name);
      if (i >= 0) return pending.splice(i, 1)[0].id;
      return newCallId();
    },

    agent(name, input, output, children, meta = {}) {
      const m = { ...meta };
      let nm = name;
      switch (style) {
        case 'otel': case 'strands': case 'adk': nm = `invoke_agent ${name}`; m['gen_ai.operation.name'] = 'invoke_agent'; m['gen_ai.agent.name'] = name; break;
        case 'vercel': nm = 'ai.generateText'; m['ai.telemetry.functionId'] = name; m['operation.name'] = `ai.generateText ${name}`; break;
        case 'pydantic': nm = 'agent run'; m.agent_name = name; m['logfire.msg'] = `${name} run`; break;
        case 'mastra': nm = `agent run: '${name}'`; m.spanType = 'agent_run'; break;
        case 'openinference': m['openinference.span.kind'] = 'AGENT'; break;
        case 'mlflow': m['mlflow.spanType'] = 'AGENT'; break;
        case 'langgraph': m.ls_run_type = 'chain'; break;
        case 'sk': nm = `invoke_agent ${name}`; break;
        case 'llamaindex': nm = `${name}.run`; break;
        case 'smolagents': nm = `${name}.run`; m['openinference.span.kind'] = 'AGENT'; break;
        case 'crewai': nm = name; break;
        default: break;
      }
      m.started_at = m.started_at || c.isoMs();
      return span('agent', nm, input, output, children, { metadata: m });
    },

    // text: assistant text; calls: [[name, args], ...]; reasoning: optional thinking text
    llm({ msgs = [], text = '', calls = [], reasoning, children = [], meta = {}, name, error } = {}) {
      const ms = norm(msgs);
      const tok = c.tokens();
      const dur = c.int(500, 9000);
      c.tick(dur);
      const ids = calls.map(([n]) => { const id = newCallId(); pending.push({ name: n, id }); return id; });
      st.lastCallIds = ids;
      const m = { ...meta };
      let nm = name, input, output;
      switch (style) {
        case 'vercel':
          nm = nm || 'ai.generateText.doGenerate';
          input = { 'ai.prompt.messages': JSON.stringify(ms.map((x) => ({ role: x.role === 'tool' ? 'tool' : x.role, content: x.role === 'system' ? x.content : [{ type: 'text', text: typeof x.content === 'string' ? x.content : JSON.stringify(x.content) }] }))) };
          output = { 'ai.response.text': text || undefined, 'ai.response.toolCalls': calls.length ? JSON.stringify(calls.map(([n, a], i) => ({ toolCallType: 'function', toolCallId: ids[i], toolName: n, args: JSON.stringify(a) }))) : undefined, 'ai.response.finishReason': calls.length ? 'tool-calls' : 'stop' };
          Object.assign(m, { 'ai.model.id': model, 'ai.model.provider': provider + '.chat', 'ai.usage.promptTokens': tok.input, 'ai.usage.completionTokens': tok.output, 'ai.response.id': 'chatcmpl-' + c.b62(29), 'ai.response.timestamp': c.isoMs(), 'ai.response.msToFirstChunk': c.int(200, 1400) });
          break;
        case 'otel': case 'springai': case 'pydantic':
          nm = nm || `chat ${model}`;
          input = { 'gen_ai.input.messages': ms.map((x) => ({ role: x.role, parts: [x.role === 'tool' ? { type: 'tool_call_response', id: x.name || null, response: x.content } : { type: 'text', content: x.content }] })) };
          output = { 'gen_ai.output.messages': [{ role: 'assistant', parts: [...(reasoning ? [{ type: 'reasoning', content: reasoning }] : []), ...(text ? [{ type: 'text', content: text }] : []), ...calls.map(([n, a], i) => ({ type: 'tool_call', id: ids[i], name: n, arguments: a }))], finish_reason: calls.length ? 'tool_call' : 'stop' }] };
          Object.assign(m, { 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': provider, 'gen_ai.request.model': model, 'gen_ai.response.model': model, 'gen_ai.response.id': 'chatcmpl-' + c.b62(29), 'gen_ai.usage.input_tokens': tok.input, 'gen_ai.usage.output_tokens': tok.output });
          if (style === 'springai') m['spring.ai.kind'] = 'chat_model';
          if (style === 'pydantic') m['logfire.msg'] = `chat ${model}`;
          break;
        case 'langgraph': case 'langfuse':
          nm = nm || (provider === 'anthropic' ? 'ChatAnthropic' : 'ChatOpenAI');
          input = { messages: [ms.map((x) => ({ type: x.role === 'user' ? 'human' : x.role === 'assistant' ? 'ai' : x.role, content: x.content, ...(x.role === 'tool' ? { tool_call_id: x.name } : {}) }))] };
          output = { generations: [[{ text, type: 'ChatGeneration', message: { type: 'ai', content: text, tool_calls: calls.map(([n, a], i) => ({ name: n, args: a, id: ids[i], type: 'tool_call' })) }, generation_info: { finish_reason: calls.length ? 'tool_calls' : 'stop' } }]], llm_output: { token_usage: { prompt_tokens: tok.input, completion_tokens: tok.output, total_tokens: tok.input + tok.output }, model_name: model, system_fingerprint: 'fp_' + c.hex(10) } };
          Object.assign(m, { ls_provider: provider, ls_model_name: model, ls_temperature: 0 });
          if (style === 'langfuse') { m['langfuse.observation.type'] = 'generation'; m.usage = { input: tok.input, output: tok.output, unit: 'TOKENS' }; }
          break;
        case 'oai-agents': case 'responses':
          nm = nm || (style === 'responses' ? 'responses.create' : 'response');
          input = style === 'responses'
            ? { model, input: ms.map((x) => (x.role === 'tool' ? { type: 'function_call_output', call_id: x.name, output: typeof x.content === 'string' ? x.content : JSON.stringify(x.content) } : { role: x.role === 'system' ? 'developer' : x.role, content: x.content })), store: true, parallel_tool_calls: true }
            : ms.map((x) => (x.role === 'tool' ? { type: 'function_call_output', call_id: x.name, output: typeof x.content === 'string' ? x.content : JSON.stringify(x.content) } : { role: x.role, content: x.content }));
          output = {
            id: 'resp_' + c.hex(48), object: 'response', status: 'completed', model,
            output: [
              ...(reasoning ? [{ type: 'reasoning', id: 'rs_' + c.hex(48), summary: [{ type: 'summary_text', text: reasoning }] }] : []),
              ...(text ? [{ type: 'message', id: 'msg_' + c.hex(48), role: 'assistant', status: 'completed', content: [{ type: 'output_text', text, annotations: [] }] }] : []),
              ...calls.map(([n, a], i) => ({ type: 'function_call', id: 'fc_' + c.hex(48), call_id: ids[i], name: n, arguments: JSON.stringify(a), status: 'completed' })),
            ],
            usage: { input_tokens: tok.input, input_tokens_details: { cached_tokens: c.pick([0, 1024, 2048, 3072]) }, output_tokens: tok.output, total_tokens: tok.input + tok.output },
          };
          if (style === 'responses') { output.created_at = c.epoch(); m['x-request-id'] = 'req_' + c.hex(32); m['openai-processing-ms'] = dur; }
          break;
        case 'anthropic': case 'claude-sdk': {
          nm = nm || (style === 'claude-sdk' ? 'assistant' : 'anthropic.messages.create');
          const sys = ms.filter((x) => x.role === 'system').map((x) => x.content).join('\n');
          const rest = ms.filter((x) => x.role !== 'system').map((x) => (x.role === 'tool' ? { role: 'user', content: [{ type: 'tool_result', tool_use_id: x.name, content: typeof x.content === 'string' ? x.content : JSON.stringify(x.content) }] } : { role: x.role, content: x.content }));
          input = style === 'claude-sdk' ? { session_id: opts.session || (opts.session = c.uuid()), messages: rest } : { model, max_tokens: 8192, system: sys, messages: rest };
          const content = [...(reasoning ? [{ type: 'thinking', thinking: reasoning, signature: 'Eq' + c.b62(40) }] : []), ...(text ? [{ type: 'text', text }] : []), ...calls.map(([n, a], i) => ({ type: 'tool_use', id: ids[i], name: n, input: a }))];
          output = { id: 'msg_01' + c.b62(22), type: 'message', role: 'assistant', model, content, stop_reason: calls.length ? 'tool_use' : 'end_turn', stop_sequence: null, usage: { input_tokens: tok.input, cache_read_input_tokens: c.pick([0, 2048, 4096]), output_tokens: tok.output } };
          if (style === 'claude-sdk') { output = { type: 'assistant', uuid: c.uuid(), parent_tool_use_id: null, message: output }; }
          else m['request-id'] = 'req_011C' + c.b62(20);
          break;
        }
        case 'adk': case 'gemini': {
          nm = nm || (style === 'adk' ? 'call_llm' : 'models.generateContent');
          const contents = ms.filter((x) => x.role !== 'system').map((x) => (x.role === 'tool' ? { role: 'user', parts: [{ functionResponse: { name: x.name, response: typeof x.content === 'string' ? { result: x.content } : x.content } }] } : { role: x.role === 'assistant' ? 'model' : 'user', parts: [{ text: x.content }] }));
          const sys = ms.filter((x) => x.role === 'system').map((x) => x.content).join('\n');
          input = { model, contents, config: { systemInstruction: sys || undefined, tools: [{ functionDeclarations: '[…]' }] } };
          const parts = [...(reasoning ? [{ text: reasoning, thought: true }] : []), ...(text ? [{ text }] : []), ...calls.map(([n, a], i) => ({ functionCall: style === 'adk' ? { id: ids[i], name: n, args: a } : { name: n, args: a } }))];
          output = style === 'adk'
            ? { content: { role: 'model', parts }, usage_metadata: { prompt_token_count: tok.input, candidates_token_count: tok.output }, finish_reason: 'STOP' }
            : { candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }], usageMetadata: { promptTokenCount: tok.input, candidatesTokenCount: tok.output, totalTokenCount: tok.input + tok.output }, modelVersion: model, responseId: c.b62(22) };
          if (style === 'adk') Object.assign(m, { 'gcp.vertex.agent.invocation_id': opts.inv || (opts.inv = 'e-' + c.uuid()), 'gen_ai.request.model': model });
          break;
        }
        case 'strands':
          nm = nm || 'chat';
          input = { messages: ms.filter((x) => x.role !== 'system').map((x) => (x.role === 'tool' ? { role: 'user', content: [{ toolResult: { toolUseId: x.name, status: 'success', content: [typeof x.content === 'string' ? { text: x.content } : { json: x.content }] } }] } : { role: x.role, content: [{ text: x.content }] })) };
          output = { role: 'assistant', content: [...(text ? [{ text }] : []), ...calls.map(([n, a], i) => ({ toolUse: { toolUseId: ids[i], name: n, input: a } }))], stopReason: calls.length ? 'tool_use' : 'end_turn' };
          Object.assign(m, { 'gen_ai.system': 'strands-agents', 'gen_ai.request.model': model, 'gen_ai.usage.input_tokens': tok.input, 'gen_ai.usage.output_tokens': tok.output });
          break;
        case 'llamaindex':
          nm = nm || (provider === 'anthropic' ? 'Anthropic.achat' : 'OpenAI.achat');
          input = { messages: ms.map((x) => ({ role: x.role, blocks: [{ block_type: 'text', text: typeof x.content === 'string' ? x.content : JSON.stringify(x.content) }], additional_kwargs: x.role === 'tool' ? { tool_call_id: x.name } : {} })) };
          output = { message: { role: 'assistant', blocks: text ? [{ block_type: 'text', text }] : [], additional_kwargs: { tool_calls: calls.map(([n, a], i) => ({ id: ids[i], type: 'function', function: { name: n, arguments: JSON.stringify(a) } })) } }, raw: { id: 'chatcmpl-' + c.b62(29), usage: { prompt_tokens: tok.input, completion_tokens: tok.output } } };
          break;
        case 'openinference': case 'mlflow': case 'weave': case 'agentops': case 'lc4j': case 'sk': case 'autogen': case 'haystack': case 'agno': case 'n8n': case 'mastra': case 'plain': default: {
          const oaMsgs = ms.map((x) => (x.role === 'tool' ? { role: 'tool', tool_call_id: x.name, content: typeof x.content === 'string' ? x.content : JSON.stringify(x.content) } : { role: x.role, content: x.content }));
          const outMsg = { role: 'assistant', content: text || null, ...(calls.length ? { tool_calls: calls.map(([n, a], i) => ({ id: ids[i], type: 'function', function: { name: n, arguments: JSON.stringify(a) } })) } : {}) };
          if (style === 'openinference') {
            nm = nm || 'ChatCompletion';
            input = {}; ms.forEach((x, i) => { input[`llm.input_messages.${i}.message.role`] = x.role; input[`llm.input_messages.${i}.message.content`] = typeof x.content === 'string' ? x.content : JSON.stringify(x.content); });
            output = { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': text || '' };
            calls.forEach(([n, a], i) => { output[`llm.output_messages.0.message.tool_calls.${i}.tool_call.id`] = ids[i]; output[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.name`] = n; output[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.arguments`] = JSON.stringify(a); });
            Object.assign(m, { 'openinference.span.kind': 'LLM', 'llm.model_name': model, 'llm.provider': provider, 'llm.token_count.prompt': tok.input, 'llm.token_count.completion': tok.output });
          } else if (style === 'lc4j') {
            nm = nm || 'ChatModel.chat';
            input = { messages: ms.map((x) => (x.role === 'system' ? { type: 'SYSTEM', text: x.content } : x.role === 'user' ? { type: 'USER', contents: [{ type: 'TEXT', text: x.content }] } : x.role === 'tool' ? { type: 'TOOL_EXECUTION_RESULT', id: x.name, toolName: x.toolName || null, text: typeof x.content === 'string' ? x.content : JSON.stringify(x.content) } : { type: 'AI', text: x.content })), parameters: { modelName: model, temperature: 0.2 } };
            output = { aiMessage: { type: 'AI', text: text || null, toolExecutionRequests: calls.map(([n, a], i) => ({ id: ids[i], name: n, arguments: JSON.stringify(a) })) }, metadata: { id: 'chatcmpl-' + c.b62(29), modelName: model, tokenUsage: { inputTokenCount: tok.input, outputTokenCount: tok.output }, finishReason: calls.length ? 'TOOL_EXECUTION' : 'STOP' } };
          } else if (style === 'agno') {
            nm = nm || `${provider === 'anthropic' ? 'Claude' : 'OpenAIChat'}.response`;
            input = { messages: oaMsgs };
            output = { content: text || null, tool_calls: calls.map(([n, a], i) => ({ id: ids[i], type: 'function', function: { name: n, arguments: JSON.stringify(a) } })), metrics: { input_tokens: tok.input, output_tokens: tok.output, time: +(dur / 1000).toFixed(4), time_to_first_token: +(c.int(200, 900) / 1000).toFixed(4) } };
          } else if (style === 'n8n') {
            nm = nm || 'OpenAI Chat Model';
            input = { json: { messages: ms.map((x) => `${x.role === 'user' ? 'Human' : x.role === 'assistant' ? 'AI' : x.role === 'system' ? 'System' : 'Tool'}: ${typeof x.content === 'string' ? x.content : JSON.stringify(x.content)}`), options: { model, temperature: 0 } } };
            output = { json: { response: { generations: [[{ text, generationInfo: { finish_reason: calls.length ? 'tool_calls' : 'stop' }, message: { kwargs: { content: text, tool_calls: calls.map(([n, a], i) => ({ name: n, args: a, id: ids[i], type: 'tool_call' })) } } }]] }, tokenUsage: { completionTokens: tok.output, promptTokens: tok.input } } };
            Object.assign(m, { node: 'OpenAI Chat Model', nodeType: '@n8n/n8n-nodes-langchain.lmChatOpenAi', runIndex: opts.runIndex = (opts.runIndex ?? -1) + 1, executionTime: dur, startTime: c.epochMs() });
          } else {
            nm = nm || ({ mlflow: 'Completions', weave: 'openai.chat.completions.create', agentops: 'openai.chat', sk: `chat.completions ${model}`, autogen: `chat ${model}`, haystack: 'haystack.component.run', mastra: `llm: '${model}'`, crewai: 'LLM.call', smolagents: 'OpenAIServerModel.generate', dspy: 'LM.__call__', 'swe-agent': 'model.query', openhands: 'llm.completion', letta: 'LLM.request', bedrock: 'InvokeModel', inspect: 'model.generate' }[style] || 'chat.completions.create');
            input = { model, messages: oaMsgs, ...(calls.length || style !== 'plain' ? { tool_choice: 'auto' } : {}) };
            output = { id: 'chatcmpl-' + c.b62(29), object: 'chat.completion', created: c.epoch(), model, choices: [{ index: 0, message: outMsg, finish_reason: calls.length ? 'tool_calls' : 'stop' }], usage: { prompt_tokens: tok.input, completion_tokens: tok.output, total_tokens: tok.input + tok.output }, system_fingerprint: 'fp_' + c.hex(10) };
            if (style === 'mlflow') m['mlflow.spanType'] = 'CHAT_MODEL';
            if (style === 'haystack') { m['haystack.component.name'] = 'llm'; m['haystack.component.type'] = 'OpenAIChatGenerator'; input = { messages: ms.map((x) => ({ _role: x.role, _content: [{ text: typeof x.content === 'string' ? x.content : JSON.stringify(x.content) }] })) }; output = { replies: [{ _role: 'assistant', _content: [...(text ? [{ text }] : []), ...calls.map(([n, a], i) => ({ tool_call: { tool_name: n, arguments: a, id: ids[i] } }))], _meta: { model, finish_reason: calls.length ? 'tool_calls' : 'stop', usage: { prompt_tokens: tok.input, completion_tokens: tok.output } } }] }; }
            if (style === 'mastra') m.spanType = 'llm_generation';
            if (style === 'weave') m['weave.op'] = `weave:///${opts.entity || 'ops-team'}/agents/op/openai.chat.completions.create:${c.b62(12)}`;
            if (style === 'agentops') m['agentops.event_type'] = 'LLMEvent';
            if (style === 'sk') m['gen_ai.system'] = provider;
          }
          if (reasoning && style !== 'openinference') output.reasoning = reasoning;
          else if (reasoning) output['llm.output_messages.0.message.reasoning'] = reasoning;
        }
      }
      m.duration_ms = dur;
      return span('llm', nm, input, output, children, { metadata: m, error });
    },

    // tool span. result: any JSON. opts.error -> failed span.
    tool(name, args, result, o = {}) {
      const id = o.id || st.takeId(name);
      const dur = o.dur ?? c.int(30, 2500);
      c.tick(dur);
      const m = { ...(o.meta || {}) };
      let nm = name, input = args, output = result;
      switch (style) {
        case 'vercel': nm = 'ai.toolCall'; Object.assign(m, { 'ai.toolCall.name': name, 'ai.toolCall.id': id }); input = { 'ai.toolCall.args': JSON.stringify(args) }; output = o.error ? undefined : { 'ai.toolCall.result': typeof result === 'string' ? result : JSON.stringify(result) }; break;
        case 'otel': case 'adk': case 'strands': case 'sk': nm = `execute_tool ${name}`; Object.assign(m, { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': id }); break;
        case 'pydantic': nm = 'running tool'; Object.assign(m, { 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': id, 'logfire.msg': `running tool: ${name}` }); input = { tool_arguments: JSON.stringify(args) }; output = { tool_response: result }; break;
        case 'springai': nm = `tool_call ${name}`; Object.assign(m, { 'spring.ai.tool.definition.name': name, 'spring.ai.tool.call.id': id }); input = JSON.stringify(args); break;
        case 'openinference': Object.assign(m, { 'openinference.span.kind': 'TOOL', 'tool.name': name, 'tool.parameters': JSON.stringify(args) }); input = { value: JSON.stringify(args), mime_type: 'application/json' }; break;
        case 'mlflow': m['mlflow.spanType'] = 'TOOL'; break;
        case 'mastra': nm = `tool: '${name}'`; m.spanType = 'tool_call'; m.toolCallId = id; break;
        case 'langgraph': case 'langfuse': m.tool_call_id = id; input = { input: typeof args === 'string' ? args : JSON.stringify(args) }; break;
        case 'lc4j': m.toolExecutionRequestId = id; input = { id, name, arguments: JSON.stringify(args) }; break;
        case 'oai-agents': input = JSON.stringify(args); m.call_id = id; break;
        case 'anthropic': case 'claude-sdk': m.tool_use_id = id; break;
        case 'agno': nm = name; input = { tool_name: name, tool_args: args, tool_call_id: id }; output = { result: typeof result === 'string' ? result : JSON.stringify(result), metrics: { time: +(dur / 1000).toFixed(4) }, tool_call_error: !!o.error }; break;
        case 'n8n': m.runIndex = o.runIndex ?? 0; m.executionTime = dur; m.startTime = c.epochMs(); input = { json: { query: args } }; output = o.error ? undefined : { json: { response: result } }; break;
        case 'haystack': nm = 'haystack.component.run'; Object.assign(m, { 'haystack.component.name': 'tool_invoker', 'haystack.tool.name': name }); input = { messages: [{ _role: 'assistant', _content: [{ tool_call: { tool_name: name, arguments: args, id } }] }] }; output = o.error ? undefined : { tool_messages: [{ _role: 'tool', _content: [{ tool_call_result: { result: typeof result === 'string' ? result : JSON.stringify(result), origin: { tool_name: name, id }, error: false } }] }] }; break;
        case 'weave': m['weave.op'] = `weave:///${opts.entity || 'ops-team'}/agents/op/${name}:${c.b62(12)}`; break;
        case 'agentops': m['agentops.event_type'] = 'ToolEvent'; break;
        default: m.tool_call_id = m.tool_call_id || id; break;
      }
      m.duration_ms = dur;
      if (o.extraMeta) Object.assign(m, o.extraMeta);
      return span(o.type || 'tool', nm, input, output, o.children || [], { metadata: m, error: o.error });
    },

    node(type, name, input, output, children = [], meta = {}, error) {
      c.tick(c.int(5, 80));
      return span(type, name, input, output, children, { metadata: meta, error });
    },
  };
  return st;
}

// HTTP response helper: status line + headers + body as recorded by http tool wrappers
export function httpResp(c, status, body, headers = {}) {
  return {
    status,
    headers: { date: c.http(), 'content-type': 'application/json; charset=utf-8', ...headers },
    body,
  };
}
