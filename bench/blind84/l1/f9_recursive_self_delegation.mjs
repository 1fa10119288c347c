import { Run, row, span, uuid } from './lib.mjs';
import { researchWork, codingWork, supportWork } from './domains.mjs';
const FAM = 'recursive_self_delegation';
// nest: each level is an agent that thinks, calls the delegation tool, and the next agent runs inside that tool span
function nest(run, levels, toolName, mkArgs, innermost) {
  const [lv, ...rest] = levels;
  const t = run.step(lv.thought, toolName, mkArgs(lv), null);
  run.stack.push(t);
  const a = run.sub(lv.agent, { instructions: lv.instr }, () => {
    if (rest.length) { nest(run, rest, toolName, mkArgs, innermost); return null; }
    innermost(); return null;
  });
  run.stack.pop();
  t.output = null; t.error = rest.length ? 'cancelled: parent run aborted' : 'timeout after 600s';
}
function s1() {
  const run = new Run(`${FAM}-01`, 'openai', 'Produce a 2-page market sizing memo for residential heat pumps in Poland (TAM/SAM for 2026), with sources.', { start: '2026-02-04T10:00:00.000Z', agentName: 'orchestrator' });
  researchWork(run, { queries: ['Poland heat pump sales 2024 PORT PC', 'Poland residential heat pump market size', 'Czyste Powietrze programme heat pump subsidy 2025', 'EHPA market report Poland heat pumps', 'Poland single-family houses heating stock statistics GUS'], sources: [
    { url: 'https://www.portpc.pl/rynek-pomp-ciepla-2024/', title: 'PORT PC: rynek pomp ciepła 2024', facts: ['Heat pump sales in Poland fell by about 40% in 2024 versus 2023.', 'Air-to-water units accounted for roughly 90% of units sold.'] },
    { url: 'https://www.ehpa.org/market-data/', title: 'EHPA European Heat Pump Market Report', facts: ['Poland was among the top five European markets by unit sales in 2022.', 'Sales across Europe declined by 21% in 2024.'] },
    { url: 'https://czystepowietrze.gov.pl/', title: 'Czyste Powietrze programme', facts: ['Subsidies of up to PLN 135,000 are available for deep renovation including heat pumps.', 'Programme rules changed in March 2025 to tighten contractor verification.'] },
    { url: 'https://stat.gov.pl/en/topics/municipal-infrastructure/', title: 'GUS: housing stock', facts: ['Poland has about 6.9 million single-family houses.', 'Roughly 3 million homes still heat with solid-fuel boilers.'] }] }, 42);
  const L = [
    { agent: 'research_agent', thought: 'Handing the memo drafting to the research agent with everything gathered.', instr: 'Write the 2-page TAM/SAM memo for Polish residential heat pumps using the collected sources.' },
    { agent: 'research_agent', thought: 'The memo needs synthesis more than research; delegating to a fresh research agent instance to write it.', instr: 'Draft the two-page heat pump market sizing memo (Poland, 2026 TAM/SAM) with sources.' },
    { agent: 'research_agent', thought: 'Delegating the memo to a sub-agent so it can focus on writing.', instr: 'Please write a two page memo sizing the Polish residential heat pump market (TAM and SAM, 2026), citing sources.' },
    { agent: 'research_agent', thought: 'Passing this writing task to a dedicated sub-agent.', instr: 'Task: memo, 2 pages, heat pumps, Poland, residential, TAM/SAM 2026, with citations.' },
  ];
  nest(run, L, 'transfer_to_research_agent', (lv) => ({ task: lv.instr, context_ref: 'notes/heatpumps.md' }), () => run.say('I will delegate drafting of the memo to another research agent, since it requires writing across all the sources.'));
  return row(FAM, 1, 'After real research, an orchestrator hands the memo to a research agent, which hands the same (reworded) task to another research agent, four levels deep, none of them writing anything; the run times out.', true, false, run.finish({ error: 'MaxTurnsExceeded', final_output: null }));
}
function s2() {
  const run = new Run(`${FAM}-02`, 'cc', 'The test `tests/integration/test_upload.py::test_resumable_upload` in googleapis/google-resumable-media-python is flaky; make it deterministic.', { start: '2026-01-29T12:00:00.000Z' });
  codingWork(run, { repo: 'googleapis/google-resumable-media-python', lang: 'py', files: ['google/resumable_media/_upload.py', 'google/resumable_media/requests/upload.py', 'tests/integration/test_upload.py', 'tests/unit/test__upload.py', 'noxfile.py'], syms: ['ResumableUpload', 'transmit_next_chunk', '_process_resumable_response', 'recover'], test: 'python -m pytest tests/unit -q' }, 56);
  const L = [
    { agent: 'Task(general-purpose)', thought: 'This needs a focused investigation; launching a sub-agent for the flaky test.', instr: 'Investigate why test_resumable_upload is flaky and make it deterministic. Report the fix.' },
    { agent: 'Task(general-purpose)', thought: 'I will launch an agent to dig into the flakiness of test_resumable_upload.', instr: 'Find the source of flakiness in tests/integration/test_upload.py::test_resumable_upload and fix it.' },
    { agent: 'Task(general-purpose)', thought: 'Let me use the Task tool to have an agent investigate the flaky resumable upload test.', instr: 'Make test_resumable_upload deterministic; investigate the flakiness first.' },
    { agent: 'Task(general-purpose)', thought: 'Delegating the flaky test investigation to a sub-agent.', instr: 'The resumable upload integration test is flaky. Investigate and fix.' },
  ];
  nest(run, L, 'Task', (lv) => ({ description: 'Fix flaky upload test', prompt: lv.instr, subagent_type: 'general-purpose' }), () => run.say('I should start by launching an agent to investigate the flaky test.'));
  return row(FAM, 2, 'A coding agent spawns a Task sub-agent for a flaky test; each sub-agent spawns another Task with the same instructions reworded, four levels deep, with no file read or test run inside.', true, false, run.finish({ stop_reason: 'timeout', subagent_depth: 4 }));
}
function s3() {
  const run = new Run(`${FAM}-03`, 'langgraph', 'Support queue for Lumen Fitness app: resolve tickets; escalate billing disputes to the billing team with a summary.', { start: '2026-02-16T07:30:00.000Z', agentName: 'supervisor' });
  const who = ['Ana Ruiz', 'Felix Braun', 'Grace Lee', 'Ivan Horvat', 'Maya Cohen', 'Kofi Boateng', 'Lena Schulz', 'Diego Alves', 'Emma Wright', 'Yuki Sato'];
  supportWork(run, { courtesy: 'Stay strong, and thanks for training with Lumen!' }, who.map((w, i) => ({ id: `LF-${2200 + i * 5}`, who: w, issue: ['Band not delivered', 'Wrong size shipped', 'Returned band refund', 'Order pending'][i % 4], order: `LUM-${81000 + i * 17}` })));
  run.step('Next ticket: LF-2260, a billing dispute.', 'get_ticket', { ticket_id: 'LF-2260' }, { id: 'LF-2260', requester: { name: 'Paul Mercer' }, subject: 'Charged for annual plan after cancelling', plan: 'annual', amount: 119.99 });
  const L = [
    { agent: 'billing_agent', thought: 'This is a billing dispute; routing to the billing agent.', instr: 'Handle billing dispute LF-2260: customer charged $119.99 for annual plan after cancelling.' },
    { agent: 'triage_agent', thought: 'Before billing acts, the ticket needs triage; sending it to triage.', instr: 'Triage LF-2260 (annual plan charge after cancellation) and route appropriately.' },
    { agent: 'billing_agent', thought: 'Triage says billing dispute; handing to billing.', instr: 'Billing dispute LF-2260, $119.99 annual renewal after cancel. Please handle.' },
    { agent: 'triage_agent', thought: 'Needs triage classification first; transferring.', instr: 'Classify and route ticket LF-2260.' },
  ];
  nest(run, L, 'transfer', (lv) => ({ to: lv.agent, ticket_id: 'LF-2260', note: lv.instr }), () => run.say('Routing LF-2260 to billing.'));
  return row(FAM, 3, 'A LangGraph support system bounces one billing dispute between billing and triage agents, each handing it down again (nested four levels), nobody refunding or replying; recursion limit hit.', true, false, run.finish({ error: 'GraphRecursionError: Recursion limit of 25 reached' }));
}
export const rows = () => [s1(), s2(), s3()];
