import { agent, llm, tool, oaiCompletion } from './lib.mjs';
export const family = 'query_refinement_success';
export const loop = false;
export const summary = 'First queries find nothing/too much; a genuinely different query finds new results and the agent finishes.';

export const rows = [
{ n: '01', domain: 'monastery guesthouse bookings', style: 'LangGraph', stagnation: false,
  isolates: 'Search by town returns 0; a new constraint (guesthouses listed under the abbey name) finds 2 rooms; booking done.',
  goal: 'Find a quiet-retreat room for 3 nights near Ampleforth.',
  build: (N) => agent('LangGraph', {}, null, [
    tool('search_rooms', { town: 'Ampleforth', type: 'guesthouse' }, { results: [], took_ms: N.ms() }),
    llm('ChatOpenAI', {}, { generations: [[{ text: 'No guesthouse is listed under the town; abbey guesthouses are usually listed under the abbey name. Searching by abbey.' }]] }),
    tool('search_rooms', { host: 'Ampleforth Abbey', type: 'retreat' }, { results: [{ room: 'St Bede', nights_free: 5 }, { room: 'St Aidan', nights_free: 3 }] }),
    tool('book_room', { room: 'St Aidan', nights: 3 }, { ref: 'AA-' + N.int(1000, 9999) }),
    llm('ChatOpenAI', {}, { generations: [[{ text: 'Booked the St Aidan room at Ampleforth Abbey for 3 nights.' }]] }),
  ]) },
{ n: '02', domain: 'sushi restaurant fish sourcing', style: 'OpenAI Responses API', stagnation: false,
  isolates: 'Broad "bluefin" query returns 140 lots; adding MSC-certified + Friday delivery narrows to 3; agent picks one.',
  goal: 'Find a sustainably certified tuna lot deliverable by Friday.',
  build: (N) => agent('responses loop', {}, null, [
    tool('market_search', { q: 'bluefin tuna' }, { total: 140, sample: ['lot 1..'] }),
    llm('responses.create', {}, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'Too many lots; restricting to MSC-certified yellowfin with Friday delivery.' }] }] }),
    tool('market_search', { q: 'yellowfin', cert: 'MSC', deliver_by: 'Fri' }, { total: 3, lots: ['YF-221 Maldives pole-line', 'YF-230', 'YF-241'] }),
    llm('responses.create', {}, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'Selected YF-221 (Maldives pole-and-line, MSC) for Friday delivery.' }] }] }),
  ]) },
{ n: '03', domain: 'OCaml opam package build failure (coding)', style: 'OpenHands event stream', stagnation: false,
  isolates: 'grep for the error in the repo finds nothing; searching the opam switch for the missing symbol finds the version bound; the fix is applied and the build passes.',
  goal: 'Make `dune build` pass after upgrading to ppxlib 0.33.',
  build: (N) => agent('CodeActAgent', {}, null, [
    tool('execute_bash', { command: 'grep -rn "Ast_builder.Default.pexp_function" src/' }, 'exit code 1 (no matches)'),
    llm('llm_completion', {}, 'The symbol is used by a dependency, not our code. Searching the opam switch.'),
    tool('execute_bash', { command: 'grep -rln pexp_function ~/.opam/default/lib/ppx_deriving_yojson' }, '/root/.opam/default/lib/ppx_deriving_yojson/ppx_deriving_yojson.ml'),
    tool('str_replace_editor', { path: 'dune-project', new: '(ppx_deriving_yojson (>= 3.9.0))' }, 'File edited.'),
    tool('execute_bash', { command: 'opam install . --deps-only -y && dune build' }, `Done: 212/212 (jobs: 8) in ${N.dur(3000, 9000)}`),
    llm('llm_completion', {}, 'Build passes after requiring ppx_deriving_yojson >= 3.9.0.'),
  ]) },
{ n: '04', domain: 'mobile home park maintenance', style: 'MLflow Tracing', stagnation: false,
  isolates: 'Work-order search by lot returns nothing; the resident portal (another source) shows the reported leak; a job is created.',
  goal: 'Find the water-leak report for lot 42 and schedule a plumber.',
  build: (N) => agent('agent', {}, 'Plumber scheduled.', [
    tool('search_work_orders', { lot: 42, keyword: 'leak' }, { hits: 0 }),
    llm('ChatOpenAI', {}, 'No work order yet; the resident may have used the portal. Checking portal messages.'),
    tool('portal_messages', { lot: 42, days: 7 }, [{ msg: 'water under the kitchen sink', at: N.usDate() }]),
    tool('create_work_order', { lot: 42, trade: 'plumber' }, { wo: 'WO-' + N.int(1000, 9999) }),
    llm('ChatOpenAI', {}, 'Created a plumber work order for the kitchen sink leak at lot 42.'),
  ]) },
{ n: '05', domain: 'costume jewellery wholesale', style: 'Haystack pipeline', stagnation: false,
  isolates: 'Retriever query "nickel free earrings" returns unrelated docs; a query with the supplier\'s term "hypoallergenic surgical steel" retrieves the right catalogue pages; answer produced.',
  goal: 'Which supplier sells nickel-free hoop earrings in bulk?',
  build: (N) => agent('Pipeline.run', {}, null, [
    { type: 'retriever', name: 'InMemoryBM25Retriever', input: { query: 'nickel free earrings' }, output: { documents: [{ content: 'Necklace care guide', score: 1.1 }] }, children: [] },
    llm('OpenAIGenerator', {}, { replies: ['The retrieved pages do not cover earrings; suppliers call this hypoallergenic surgical steel. Retrying with that.'] }),
    { type: 'retriever', name: 'InMemoryBM25Retriever', input: { query: 'hypoallergenic surgical steel hoop earrings bulk' }, output: { documents: [{ content: 'Lumen Trade: 316L hoops, MOQ 200', score: 8.7 }] }, children: [] },
    llm('OpenAIGenerator', {}, { replies: ['Lumen Trade sells 316L surgical-steel (nickel-free) hoops, minimum order 200.'] }),
  ]) },
{ n: '06', domain: 'volcano hiking permits (travel)', style: 'DSPy ReAct', stagnation: false,
  isolates: 'Permit search for the summit date is sold out; using the alternative trailhead learnt from the result finds slots; permit booked.',
  goal: 'Get a summit hiking permit for two people on 14 March.',
  build: (N) => agent('ReAct.forward', {}, { answer: 'Permit booked via the north trailhead.' }, [
    tool('search_permits', { date: '03-14', trailhead: 'south' }, { available: 0, note: 'north trailhead has separate quota' }),
    llm('LM.__call__', {}, { next_thought: 'South is sold out; the note says the north trailhead has its own quota.', next_tool_name: 'search_permits' }),
    tool('search_permits', { date: '03-14', trailhead: 'north' }, { available: 6 }),
    tool('book_permit', { date: '03-14', trailhead: 'north', people: 2 }, { permit: 'VP-' + N.int(10000, 99999) }),
    llm('LM.__call__', {}, { next_thought: 'Booked 2 north-trailhead permits for 14 March; done.', next_tool_name: 'finish' }),
  ]) },
];
