// Deterministic helpers: seeded PRNG, volatile noise, and span builders per recording style.
export function hashStr(s) { let h = 2166136261 >>> 0; for (const c of s) { h ^= c.charCodeAt(0); h = Math.imul(h, 16777619) >>> 0; } return h >>> 0; }
export function mulberry32(a) { return function () { a |= 0; a = (a + 0x6D2B79F5) | 0; let t = Math.imul(a ^ (a >>> 15), 1 | a); t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t; return ((t ^ (t >>> 14)) >>> 0) / 4294967296; }; }
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"], MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const p2 = (n) => String(n).padStart(2, "0");
export function noise(traceId) {
  const rnd = mulberry32(hashStr(traceId));
  const int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const hex = (n) => Array.from({ length: n }, () => "0123456789abcdef"[int(0, 15)]).join("");
  const alnum = (n) => Array.from({ length: n }, () => "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"[int(0, 31)]).join("");
  let clock = Date.UTC(2025, int(0, 11), int(1, 27), int(6, 20), int(0, 59), int(0, 59)); // synthetic, not a clock read
  const tick = (a = 200, b = 9000) => (clock += int(a, b));
  const d = () => new Date(tick());
  return {
    rnd, int, hex, alnum, pick: (arr) => arr[int(0, arr.length - 1)],
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${"89ab"[int(0, 3)]}${hex(3)}-${hex(12)}`,
    iso: () => d().toISOString(),
    isoNoMs: () => d().toISOString().replace(/\.\d+Z$/, "Z"),
    httpDate: () => { const x = d(); return `${DAYS[x.getUTCDay()]}, ${p2(x.getUTCDate())} ${MON[x.getUTCMonth()]} ${x.getUTCFullYear()} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())} GMT`; },
    epoch: () => Math.floor(tick() / 1000), epochMs: () => tick(),
    logTs: () => { const x = d(); return `${x.getUTCFullYear()}/${p2(x.getUTCMonth() + 1)}/${p2(x.getUTCDate())} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}:${p2(x.getUTCSeconds())}`; },
    euDate: () => { const x = d(); return `${p2(x.getUTCDate())}.${p2(x.getUTCMonth() + 1)}.${x.getUTCFullYear()} ${p2(x.getUTCHours())}:${p2(x.getUTCMinutes())}`; },
    reqId: (pfx = "req_") => pfx + hex(24),
    ms: (a = 40, b = 2400) => int(a, b),
    dur: () => `${(int(30, 4800) / 1000).toFixed(3)}s`,
    tmp: (ext = "json") => `/tmp/tmp${alnum(8).toLowerCase()}.${ext}`,
    job: (pfx = "job") => `${pfx}-${int(10000, 99999)}-${alnum(4).toLowerCase()}`,
    host: (base = "api") => `${base}-${int(1, 9)}${"abcdef"[int(0, 5)]}.${pick2(["eu-west-1", "us-east-2", "ap-south-1", "ca-central-1"], int)}.internal`,
    etag: () => `W/"${hex(16)}"`, sha: () => hex(40), short: () => hex(7),
    rate: (lim = 600) => ({ "x-ratelimit-limit": String(lim), "x-ratelimit-remaining": String(int(1, lim - 1)), "x-ratelimit-reset": String(int(2, 59)) }),
    cursor: () => Buffer.from(`{"o":${int(100, 9999)},"k":"${hex(6)}"}`).toString("base64"),
    tokens: () => ({ input_tokens: int(400, 6000), output_tokens: int(20, 600) }),
  };
}
function pick2(a, int) { return a[int(0, a.length - 1)]; }

export function span(type, name, input, output, children = [], extra = {}) {
  const s = { type, name, input, output, children };
  if (extra.error) s.error = extra.error;
  if (extra.metadata) s.metadata = extra.metadata;
  return s;
}

// Style-aware builder. style: vercel | openinference | langsmith | oai_agents | crewai | gemini | anthropic |
// smolagents | pydantic | mastra | autogen | griptape | agno | plain
export function builder(style, n, model) {
  const M = model || { vercel: "gpt-4o-mini", gemini: "gemini-2.0-flash", anthropic: "claude-3-5-sonnet-20241022", pydantic: "openai:gpt-4o", autogen: "gpt-4o-2024-08-06" }[style] || "gpt-4.1-mini";
  let step = 0;
  const toolCallId = () => ({ anthropic: "toolu_01" + n.alnum(20), gemini: undefined }[style] ?? "call_" + n.alnum(24));
  function llmMeta(extra = {}) {
    const u = n.tokens();
    switch (style) {
      case "vercel": return { "operation.name": "ai.generateText.doGenerate", "ai.model.id": M, "ai.model.provider": "openai.chat", "ai.usage.promptTokens": u.input_tokens, "ai.usage.completionTokens": u.output_tokens, "ai.response.id": "chatcmpl-" + n.alnum(22), "ai.response.timestamp": n.iso(), ...extra };
      case "openinference": return { "openinference.span.kind": "LLM", "llm.model_name": M, "llm.token_count.prompt": u.input_tokens, "llm.token_count.completion": u.output_tokens, ...extra };
      case "langsmith": return { ls_provider: "openai", ls_model_name: M, run_id: n.uuid(), ls_run_depth: 2, langgraph_step: ++step, langgraph_node: "agent", ...extra };
      case "oai_agents": return { span_data: { type: "generation", model: M }, span_id: "span_" + n.hex(24), trace_id: "trace_" + n.hex(32), usage: u, ...extra };
      case "gemini": return { "gen_ai.system": "gcp.gemini", "gen_ai.request.model": M, usageMetadata: { promptTokenCount: u.input_tokens, candidatesTokenCount: u.output_tokens }, responseId: n.alnum(20), ...extra };
      case "anthropic": return { request_id: "req_01" + n.alnum(22), model: M, usage: u, stop_reason: extra.stop_reason || "tool_use" };
      case "pydantic": return { "logfire.span_type": "span", "gen_ai.request.model": M, "gen_ai.usage.input_tokens": u.input_tokens, "gen_ai.usage.output_tokens": u.output_tokens, ...extra };
      case "mastra": return { "mastra.agent.name": extra.agent || "agent", componentName: "LLM", runId: n.uuid(), ...extra };
      default: return { model: M, usage: u, latency_ms: n.ms(300, 4000), ...extra };
    }
  }
  function llmName() {
    return { vercel: "ai.generateText.doGenerate", openinference: "ChatCompletion", langsmith: "ChatOpenAI", oai_agents: "generation", crewai: "LLM.call", gemini: "models.generateContent", anthropic: "messages.create", smolagents: "LiteLLMModel.generate", pydantic: `chat ${M.split(":").pop()}`, mastra: "llm.generate", autogen: "OpenAIChatCompletionClient.create", griptape: "PromptTask.run.prompt_driver", agno: "Agent.model.response", plain: "chat.completions" }[style] || "llm";
  }
  function llmOutput(text, calls) {
    // calls: [{name, args}] ; returns provider-shaped output and the ids
    const ids = calls.map(() => toolCallId());
    switch (style) {
      case "gemini": return { out: { candidates: [{ content: { role: "model", parts: [...(text ? [{ text }] : []), ...calls.map((c) => ({ functionCall: { name: c.name, args: c.args } }))] }, finishReason: "STOP" }] }, ids };
      case "anthropic": return { out: { role: "assistant", content: [...(text ? [{ type: "text", text }] : []), ...calls.map((c, i) => ({ type: "tool_use", id: ids[i], name: c.name, input: c.args }))] }, ids };
      case "vercel": return { out: { "ai.response.text": text || "", "ai.response.toolCalls": JSON.stringify(calls.map((c, i) => ({ toolCallType: "function", toolCallId: ids[i], toolName: c.name, args: JSON.stringify(c.args) }))), "ai.response.finishReason": calls.length ? "tool-calls" : "stop" }, ids };
      case "openinference": return { out: { "llm.output_messages.0.message.role": "assistant", "llm.output_messages.0.message.content": text || "", ...Object.fromEntries(calls.flatMap((c, i) => [[`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.name`, c.name], [`llm.output_messages.0.message.tool_calls.${i}.tool_call.function.arguments`, JSON.stringify(c.args)]])) }, ids };
      case "smolagents": return { out: `Thought: ${text}\n${calls.length ? "Code:\n```py\n" + calls.map((c) => `result = ${c.name}(${Object.entries(c.args).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(", ")})\nprint(result)`).join("\n") + "\n```<end_code>" : ""}`, ids };
      case "crewai": return { out: calls.length ? `Thought: ${text}\nAction: ${calls[0].name}\nAction Input: ${JSON.stringify(calls[0].args)}` : `Thought: ${text}\nFinal Answer: ${text}`, ids };
      case "griptape": return { out: { type: "Message", role: "assistant", content: [...(text ? [{ type: "TextMessageContent", artifact: { type: "TextArtifact", value: text } }] : []), ...calls.map((c, i) => ({ type: "ActionCallMessageContent", artifact: { type: "ActionArtifact", value: { tag: ids[i], name: c.name.split(".")[0], path: c.name.split(".")[1] || "run", input: { values: c.args } } } }))] }, ids };
      default: return { out: { role: "assistant", content: text || null, ...(calls.length ? { tool_calls: calls.map((c, i) => ({ id: ids[i], type: "function", function: { name: c.name, arguments: JSON.stringify(c.args) } })) } : {}) }, ids };
    }
  }
  function toolSpan(c, id, output, error) {
    const meta = {
      vercel: { "operation.name": "ai.toolCall", "ai.toolCall.name": c.name, "ai.toolCall.id": id },
      openinference: { "openinference.span.kind": "TOOL", "tool.name": c.name, "tool.parameters": JSON.stringify(c.args) },
      langsmith: { run_id: n.uuid(), ls_run_depth: 2, langgraph_node: "tools", tool_call_id: id },
      oai_agents: { span_data: { type: "function", name: c.name }, span_id: "span_" + n.hex(24) },
      gemini: { "gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": c.name },
      anthropic: { tool_use_id: id },
      pydantic: { "logfire.msg": `running tool: ${c.name}`, "gen_ai.tool.call.id": id },
      mastra: { toolCallId: id, componentName: "TOOL" },
      autogen: { "autogen.event": "ToolCallExecutionEvent", call_id: id },
      griptape: { tag: id },
    }[style] || { tool_call_id: id, duration_ms: n.ms() };
    const name = { vercel: "ai.toolCall", oai_agents: `function:${c.name}`, gemini: `execute_tool ${c.name}`, pydantic: `running tool: ${c.name}` }[style] || c.name;
    const input = style === "langsmith" || style === "plain" || style === "autogen" ? JSON.stringify(c.args) : c.args;
    let out = output;
    if (style === "gemini") out = { functionResponse: { name: c.name, response: typeof output === "string" ? { result: output } : output } };
    if (style === "anthropic") out = { type: "tool_result", tool_use_id: id, content: typeof output === "string" ? output : JSON.stringify(output), ...(error ? { is_error: true } : {}) };
    return span("tool", name, input, out, [], { error, metadata: meta });
  }
  // One agent turn: thought text + tool calls [{name,args,out,err}] -> [llmSpan, ...toolSpans] (or nested)
  function turn(messages, text, calls = []) {
    const { out, ids } = llmOutput(text, calls);
    const input = style === "gemini" ? { contents: messages.map((m) => ({ role: m.role === "assistant" ? "model" : "user", parts: [{ text: m.content }] })) }
      : style === "openinference" ? Object.fromEntries(messages.flatMap((m, i) => [[`llm.input_messages.${i}.message.role`, m.role], [`llm.input_messages.${i}.message.content`, m.content]]))
      : style === "smolagents" || style === "crewai" ? messages.map((m) => `${m.role}: ${m.content}`).join("\n\n")
      : { messages };
    const l = span("llm", llmName(), input, out, [], { metadata: llmMeta(style === "anthropic" ? { stop_reason: calls.length ? "tool_use" : "end_turn" } : {}) });
    const tools = calls.map((c, i) => toolSpan(c, ids[i], c.out, c.err));
    if (style === "smolagents" || style === "crewai" || style === "griptape") { l.children = tools; return [l]; }
    return [l, ...tools];
  }
  function agentName(nm) { return { vercel: "ai.generateText", oai_agents: `agent:${nm}`, crewai: `Crew.kickoff ${nm}`, pydantic: `agent run ${nm}`, smolagents: `ToolCallingAgent.run ${nm}`, gemini: `invoke_agent ${nm}`, autogen: `AssistantAgent ${nm}`, griptape: `Agent ${nm}`, agno: `Agent.run ${nm}` }[style] || nm; }
  function agent(nm, input, output, children, extraMeta = {}) {
    const meta = { vercel: { "operation.name": "ai.generateText", "ai.settings.maxSteps": 20 }, openinference: { "openinference.span.kind": "AGENT" }, langsmith: { run_type: "chain", thread_id: n.uuid() }, oai_agents: { span_data: { type: "agent", name: nm } }, crewai: { crew_id: n.uuid(), process: "sequential" }, gemini: { "gen_ai.agent.name": nm }, pydantic: { "logfire.span_type": "span" }, smolagents: { max_steps: 20 }, griptape: { framework: "griptape", structure_id: n.hex(32) }, agno: { framework: "agno", session_id: n.uuid() } }[style] || { framework: style };
    return span("agent", agentName(nm), input, output, children, { metadata: { ...meta, recording_style: style, ...extraMeta } });
  }
  return { turn, agent, tool: (name, args, out, err) => toolSpan({ name, args }, toolCallId(), out, err), llmOnly: (messages, text) => turn(messages, text, [])[0] };
}

// Run a scripted scenario: steps = [{say, calls:[{name,args,out,err}]}], final text.
export function script(style, n, { agentName, goal, system, steps, final, model, wrap }) {
  const b = builder(style, n, model);
  const msgs = [{ role: "system", content: system || `You are ${agentName}. Use tools; be concise.` }, { role: "user", content: goal }];
  const kids = [];
  for (const s of steps) {
    if (s.span) { kids.push(s.span); continue; }
    kids.push(...b.turn([...msgs], s.say, s.calls || []));
    msgs.push({ role: "assistant", content: s.say });
    for (const c of s.calls || []) msgs.push({ role: "tool", content: typeof c.out === "string" ? c.out.slice(0, 160) : JSON.stringify(c.out ?? c.err).slice(0, 160) });
  }
  if (final !== undefined) kids.push(b.llmOnly([...msgs], final));
  const root = b.agent(agentName, goal, final ?? null, wrap ? wrap(kids) : kids);
  return root;
}
export function countSpans(s) { return 1 + (s.children || []).reduce((a, c) => a + countSpans(c), 0); }
