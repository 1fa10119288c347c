// Shared helpers: seeded PRNG, volatile-noise generators, span builders and
// per-framework naming conventions. No clock reads, no Math.random.

export function seedFrom(str) {
  let h = 1779033703 ^ str.length;
  for (let i = 0; i < str.length; i++) {
    h = Math.imul(h ^ str.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^= h >>> 16) >>> 0;
}

export function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HEX = '0123456789abcdef';
const B62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const LOW = 'abcdefghijklmnopqrstuvwxyz0123456789';
const UP = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const DIG = '0123456789';

export class Rng {
  constructor(seedStr) {
    this.f = mulberry32(seedFrom(seedStr));
  }
  next() {
    return this.f();
  }
  int(lo, hi) {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  float(lo, hi, dp = 2) {
    return Number((lo + this.next() * (hi - lo)).toFixed(dp));
  }
  pick(a) {
    return a[Math.floor(this.next() * a.length)];
  }
  chance(p) {
    return this.next() < p;
  }
  str(n, alphabet) {
    let s = '';
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(this.next() * alphabet.length)];
    return s;
  }
  uuid() {
    const h = this.str(32, HEX);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[this.int(0, 3)]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }
}

// Framework recording styles: how root / llm / tool / sub-agent spans get named.
export const STYLES = {
  vercel: {
    root: () => 'ai.generateText',
    sub: (n) => `ai.generateText ${n}`,
    llm: () => 'ai.generateText.doGenerate',
    tool: (n) => `ai.toolCall ${n}`,
    model: 'gpt-4o-2024-08-06',
  },
  mastra: {
    root: (n) => `agent run: '${n}'`,
    sub: (n) => `agent run: '${n}'`,
    llm: (m) => `llm: '${m}'`,
    tool: (n) => `tool: '${n}'`,
    model: 'gpt-4.1',
  },
  pydantic: {
    root: (n) => `${n} run`,
    sub: (n) => `${n} run`,
    llm: (m) => `chat ${m}`,
    tool: (n) => `running tool: ${n}`,
    model: 'claude-3-5-sonnet-latest',
  },
  smolagents: {
    root: (n) => `${n}.run`,
    sub: (n) => `${n}.run`,
    llm: () => 'OpenAIServerModel.generate',
    tool: (n) => n,
    model: 'Qwen/Qwen2.5-Coder-32B-Instruct',
  },
  dspy: {
    root: () => 'ReAct.forward',
    sub: (n) => `${n}.forward`,
    llm: () => 'Predict.forward',
    tool: (n) => `Tool.${n}`,
    model: 'openai/gpt-4o-mini',
  },
  haystack: {
    root: () => 'haystack.agent.run',
    sub: (n) => `haystack.agent.run ${n}`,
    llm: () => 'OpenAIChatGenerator.run',
    tool: (n) => `ToolInvoker.${n}`,
    model: 'gpt-4o-mini',
  },
  adk: {
    root: (n) => `invoke_agent ${n}`,
    sub: (n) => `invoke_agent ${n}`,
    llm: () => 'call_llm',
    tool: (n) => `execute_tool ${n}`,
    model: 'gemini-2.0-flash',
  },
  oai: {
    root: (n) => n,
    sub: (n) => n,
    llm: () => 'response',
    tool: (n) => n,
    model: 'gpt-4.1-mini',
  },
  langgraph: {
    root: () => 'LangGraph',
    sub: (n) => n,
    llm: () => 'ChatOpenAI',
    tool: (n) => n,
    model: 'gpt-4o',
  },
  letta: {
    root: (n) => `letta.agent.step ${n}`,
    sub: (n) => `letta.agent.step ${n}`,
    llm: () => 'LLM request',
    tool: (n) => n,
    model: 'claude-3-7-sonnet-20250219',
  },
  openhands: {
    root: () => 'CodeActAgent',
    sub: (n) => n,
    llm: () => 'llm.completion',
    tool: (n) => n,
    model: 'anthropic/claude-3-5-sonnet-20241022',
  },
  aider: {
    root: () => 'aider.coder.run',
    sub: (n) => n,
    llm: () => 'litellm.completion',
    tool: (n) => n,
    model: 'gpt-4o',
  },
};

export function chat(system, ...turns) {
  const out = [];
  if (system) out.push({ role: 'system', content: system });
  for (const [role, content] of turns) out.push({ role, content: typeof content === 'string' ? content : JSON.stringify(content) });
  return out;
}

export function makeCtx(traceId, { style, strArgs = false, start = '2024-05-14T09:00:00Z' } = {}) {
  const rng = new Rng(traceId);
  const st = STYLES[style];
  if (!st) throw new Error(`unknown style ${style}`);
  let t = Date.parse(start) + rng.int(0, 59) * 1000 + rng.int(0, 999);
  const iso = () => new Date(t).toISOString();
  const c = {
    rng,
    style,
    strArgs,
    // random values
    int: (a, b) => rng.int(a, b),
    float: (a, b, dp) => rng.float(a, b, dp),
    pick: (a) => rng.pick(a),
    chance: (p) => rng.chance(p),
    hex: (n = 12) => rng.str(n, HEX),
    alnum: (n = 16) => rng.str(n, B62),
    lower: (n = 8) => rng.str(n, LOW),
    upper: (n = 6) => rng.str(n, UP),
    digits: (n = 6) => rng.str(n, DIG),
    uuid: () => rng.uuid(),
    sha: (n = 40) => rng.str(n, HEX),
    // clock
    now: iso,
    tick: (lo = 1, hi = 6) => {
      t += rng.int(Math.round(lo * 1000), Math.round(hi * 1000));
      return iso();
    },
    advance: (sec) => {
      t += sec * 1000;
      return iso();
    },
    epoch: () => Math.floor(t / 1000),
    epochMs: () => t,
    httpDate: () => new Date(t).toUTCString(),
    hms: () => iso().slice(11, 19),
    date: () => iso().slice(0, 10),
    isoNoMs: () => iso().slice(0, 19) + 'Z',
    logTs: () => iso().replace('T', ' ').slice(0, 23),
    // volatile identifiers
    ms: (a, b) => rng.int(a, b),
    secs: (a, b, dp = 2) => rng.float(a, b, dp),
    dur: (a, b) => `${rng.float(a, b, 2)}s`,
    reqId: (p = 'req_') => p + rng.str(20, B62),
    traceparent: () => `00-${rng.str(32, HEX)}-${rng.str(16, HEX)}-01`,
    tmp: (suffix = '') => `/tmp/tmp${rng.str(8, LOW)}${suffix}`,
    jobId: (p = 'job-') => p + rng.str(10, LOW),
    build: (a = 1000, b = 9999) => rng.int(a, b),
  };

  c.model = st.model;
  c.llm = (input, output, o = {}) => ({
    type: 'llm',
    name: o.name ?? st.llm(o.model ?? c.model),
    input,
    output,
    children: [],
  });
  c.tool = (name, args, output, error) => {
    const s = { type: 'tool', name: st.tool(name), input: strArgs ? JSON.stringify(args) : args, output };
    if (error) s.error = error;
    s.children = [];
    return s;
  };
  c.retriever = (name, query, docs) => ({ type: 'retriever', name, input: query, output: docs, children: [] });
  c.sub = (name, input, output, children) => ({ type: 'agent', name: st.sub(name), input, output, children });
  c.rootName = (n) => st.root(n);
  return c;
}

// ---- text utilities used by validate.mjs (and handy in builders) ----
export function flatten(span, acc = [], depth = 0) {
  acc.push({ span, depth });
  for (const ch of span.children || []) flatten(ch, acc, depth + 1);
  return acc;
}

export function words(s) {
  return new Set(
    String(s)
      .toLowerCase()
      .replace(/[^a-z0-9' ]+/g, ' ')
      .split(/\s+/)
      .filter(Boolean),
  );
}

export function jaccard(a, b) {
  const A = words(a);
  const B = words(b);
  let inter = 0;
  for (const w of A) if (B.has(w)) inter++;
  const uni = A.size + B.size - inter;
  return uni ? inter / uni : 1;
}

// Collapse volatile parts (timestamps, ids, hashes, numbers) for my own checks.
export function scrub(x) {
  let s = typeof x === 'string' ? x : JSON.stringify(x);
  s = s.replace(/\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?Z?/g, '<TS>');
  s = s.replace(/(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT/g, '<TS>');
  s = s.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<UUID>');
  s = s.replace(/\b[0-9a-f]{7,}\b/gi, '<HEX>');
  s = s.replace(/[A-Za-z0-9_]*\d[A-Za-z0-9_]*/g, (m) => (/[a-zA-Z]/.test(m) && m.length >= 8 ? '<ID>' : m));
  s = s.replace(/\d+(\.\d+)?/g, '<N>');
  return s;
}
