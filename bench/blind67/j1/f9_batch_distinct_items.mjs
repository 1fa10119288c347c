import { agent, llm, tool, chain, span, sys, user, asst, tc, tmsg } from './lib.mjs';
export const FAMILY = 'batch-distinct-items';
const batch = (N, name, key, items, ack, sentence, mk) => items.map((it) => [tool(name, { [key]: it }, mk ? mk(it) : ack), llm('note', { item: it }, sentence(it))]).flat();
export const ROWS = [
{ n: '01', domain: 'fire door remedial work orders', style: 'AutoGen AgentChat',
  isolates: 'One work order is raised per defective door (five different doors), each acknowledged "queued", with one templated sentence per door, then a wrap-up.',
  goal: 'Raise joiner work orders for every fire door that failed the Riverside inspection.',
  build: (N) => agent('AssistantAgent: facilities_assistant', {}, { stop_reason: 'TERMINATE' }, [
    ...batch(N, 'create_work_order', 'door', ['FD-1.02', 'FD-1.09', 'FD-2.14', 'FD-2.21', 'FD-3.05'], 'queued', (d) => `Work order queued for ${d}.`),
    llm('OpenAIChatCompletionClient.create', {}, { content: 'Five work orders queued (FD-1.02, FD-1.09, FD-2.14, FD-2.21, FD-3.05). TERMINATE' }),
  ], {}) },
{ n: '02', domain: 'cello rental return reminders', style: 'Strands Agents',
  isolates: 'The same send_sms tool is called for four different renters with identical "ok" acknowledgements and one templated line each; then the agent finishes.',
  goal: 'Text every renter with an overdue cello a return reminder.',
  build: (N) => agent('Agent', {}, { stop_reason: 'end_turn' }, [
    ...batch(N, 'Tool: send_sms', 'contract', ['CR-5100', 'CR-5102', 'CR-5188', 'CR-5191'], { status: 'success', content: [{ text: 'ok' }] }, (c) => `Reminder sent for ${c}.`),
    llm('Model invoke', {}, { content: [{ text: 'Sent 4 return reminders (CR-5100, CR-5102, CR-5188, CR-5191).' }], stopReason: 'end_turn' }),
  ], {}) },
{ n: '03', domain: 'sandblasting job completion certificates', style: 'OpenInference / Arize Phoenix',
  isolates: 'Certificates are generated for three distinct jobs, each returning a new document id; one templated sentence per job, then done.',
  goal: 'Issue completion certificates for the three finished heritage sandblasting jobs.',
  build: (N) => agent('CertAgent', {}, {}, [
    ...batch(N, 'issue_certificate', 'job', ['SB-2301', 'SB-2307', 'SB-2319'], null, (j) => `Certificate issued for ${j}.`, () => ({ 'output.value': JSON.stringify({ ok: true, doc: 'DOC-' + N.hex(6) }) })),
    llm('ChatCompletion', {}, { 'llm.output_messages.0.message.content': 'All three certificates issued.' }, [], { 'openinference.span.kind': 'LLM' }),
  ], { 'openinference.span.kind': 'AGENT' }) },
{ n: '04', domain: 'avocado packhouse recall holds', style: 'Claude Agent SDK transcript',
  isolates: 'Hold flags are set on six different pallets, each acknowledged identically, with one templated line per pallet, then a final summary.',
  goal: 'Put a quality hold on every pallet from lot HAS-0412 still in the cold store.',
  build: (N) => agent('claude-agent-sdk session', {}, { subtype: 'success', num_turns: 8 }, [
    ...batch(N, 'mcp__wms__hold_pallet', 'pallet', ['PL-77120', 'PL-77121', 'PL-77126', 'PL-77127', 'PL-77130', 'PL-77131'], { type: 'tool_result', content: 'held' }, (p) => `Hold placed on ${p}.`).slice(0, 10),
    llm('assistant', {}, { content: [{ type: 'text', text: 'Holds placed on 6 pallets from lot HAS-0412.' }] }),
  ], {}) },
{ n: '05', domain: 'parish register volunteer assignments', style: 'LlamaIndex',
  isolates: 'Low-confidence pages are assigned to distinct volunteers one by one, each "assigned", then the agent confirms the assignment list.',
  goal: 'Assign the 37 low-confidence register pages in four blocks to the four transcription volunteers.',
  build: (N) => agent('FunctionAgent', {}, {}, [
    ...batch(N, 'assign_block', 'block', ['p001-p010 → Ann', 'p011-p020 → Dev', 'p021-p030 → Marta', 'p031-p037 → Joe'], 'assigned', (b) => `Assigned ${b}.`),
    llm('OpenAI.achat', {}, { message: { content: 'All 37 pages assigned across four volunteers.' } }),
  ], {}) },
{ n: '06', domain: 'heat-meter customer notices', style: 'DSPy module trace',
  isolates: 'A notice is queued for each of five distinct streets with identical "queued" responses and one templated line each, then done.',
  goal: 'Queue the planned-outage letter for every street on the Eastfield heat network.',
  build: (N) => agent('ReAct(NoticeSig)', {}, { prediction: 'queued 5 streets' }, [
    ...batch(N, 'queue_letter', 'street', ['Alder Way', 'Birch Close', 'Cedar Road', 'Damson Row', 'Elm Court'], 'queued', (s) => `Letter queued for ${s}.`),
    llm('dspy.LM', {}, ['finish: queued letters for 5 streets']),
  ], {}) },
];
