// Small span trees for the judged detector's tests, deepeval-shaped.

type Dict = Record<string, unknown>

/** An `llm` span with this output. */
export function llm(output: string, input?: unknown): Dict {
  return { type: 'llm', name: 'reason', ...(input === undefined ? {} : { input }), output, children: [] }
}

/** A `tool` span. */
export function tool(name: string, input: unknown, output: unknown = 'ok'): Dict {
  return { type: 'tool', name, input, output, children: [] }
}

/** A benchmark-row-shaped trace: the goal and an agent root with these children. */
export function row(children: Dict[], goal = 'Fix the failing checkout endpoint'): Dict {
  return { trace_id: 't', family: 'test', loop: false, stagnation: false, goal, root: { type: 'agent', name: 'engineer', input: goal, output: '', children } }
}

/** `n` model steps with distinct short texts, tool calls between them. */
export function steps(n: number, toolName = 'read_file'): Dict[] {
  const children: Dict[] = []
  for (let i = 0; i < n; i++) {
    children.push(llm(`Step ${i}: looking at part ${i} of the code.`))
    children.push(tool(toolName, { path: `file_${i}.py` }))
  }
  return children
}

/** Verbatim repetition: the lexical check scores these 0.0. */
export const VERBATIM =
  'What I need first is a foothold: by grepping across the repository for the entry point behind the guest checkout handler, I can establish where control flow begins and stop reasoning in the abstract about code I have not read.'
