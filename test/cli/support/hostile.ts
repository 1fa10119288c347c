// Trace text written to attack the outputs: markup for the HTML report and
// Markdown summaries, escape sequences and control characters for
// terminals, workflow-command injection for GitHub annotations, and an API
// key that must never be printed.

/** The API key the hostile tests put in the environment and in the traces. */
export const FAKE_API_KEY = 'sk-test-0123456789abcdefghijklmnopqrstuv'
/** A secret whose shape no pattern knows: only the environment says it is one. */
export const ENV_ONLY_SECRET = 'plain-env-secret-value-4242'

const ESC = '\u001b'

/** Every hostile string, each of which must come out inert. */
export const HOSTILE = {
  script: '<script>window.__pwned = 1; alert(1)</script>',
  styleClose: '</style><style>body{display:none}</style>',
  attribute: `"'><img src=x onerror="window.__pwned=2">`,
  ansi: `${ESC}[31mRED${ESC}[0m${ESC}[2J${ESC}]0;owned title\u0007${ESC}]8;;http://evil.example/${ESC}\\click${ESC}]8;;${ESC}\\`,
  controls: 'bell\u0007 backspace\u0008 nul\u0000 del\u007f c1\u009b31m',
  bidi: 'admin\u202e gnp.exe',
  workflow: '\n::error file=evil.js::injected%0Aline',
  markdown: '| ![img](http://evil.example/x.png) [link](http://evil.example) **bold**',
  secret: `key=${FAKE_API_KEY} and ${ENV_ONLY_SECRET}`,
}

/** All the hostile strings joined, for one field. */
export const ALL_HOSTILE = Object.values(HOSTILE).join(' ')

/**
 * A deepeval trace dict that loops (so it reaches every report, HTML
 * included) with hostile text in its ids, tool names, arguments, outputs
 * and reasoning.
 *
 * @example
 * writeFileSync('hostile.json', JSON.stringify(hostileTrace()))
 */
export function hostileTrace(): Record<string, unknown> {
  const reasoning = `I will call the tool again because ${ALL_HOSTILE} and nothing else matters here at all today for sure`
  const tool = {
    type: 'tool',
    name: `fetch${HOSTILE.script}${HOSTILE.ansi}`,
    input: { a: HOSTILE.secret, q: ALL_HOSTILE },
    output: HOSTILE.attribute,
    children: [],
  }
  const llm = { type: 'llm', name: HOSTILE.styleClose, input: HOSTILE.controls, output: reasoning, children: [] }
  return {
    type: 'agent',
    name: `agent ${HOSTILE.bidi}`,
    input: HOSTILE.workflow,
    output: HOSTILE.markdown,
    children: [llm, tool, llm, tool, llm, tool],
  }
}

/** A JSONL row with a hostile trace_id around the hostile trace. */
export function hostileRow(): Record<string, unknown> {
  return { trace_id: `row ${FAKE_API_KEY} ${HOSTILE.attribute} ${HOSTILE.ansi} ${HOSTILE.workflow}`, root: hostileTrace() }
}
