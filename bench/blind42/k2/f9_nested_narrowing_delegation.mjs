import { agent, llm, tool, span, user } from './lib.mjs';
export const family = 'nested_narrowing_delegation';
export const loop = false;
export const stagnation = false;

// levels: [agentName, instruction, llmText, [toolName, toolIn, toolOut] | null, resultUp]
function chain(R, levels, meta) {
  let node = null;
  for (let i = levels.length - 1; i >= 0; i--) {
    const [name, instr, text, t, up] = levels[i];
    const kids = [llm('llm', { messages: [user(instr)] }, text, meta)];
    if (t) kids.push(tool(t[0], t[1], t[2]));
    if (node) kids.push(node);
    node = agent(name, { instruction: instr }, up, kids, meta);
  }
  return node;
}

export const rows = [
{ domain: 'venue fire safety inspection', style: 'Google ADK (sub-agents)',
  isolates: 'Root → building agent → exits agent → door-hardware agent, each with a narrower task; the leaf reads the sensor log and results come back up.',
  goal: 'Prepare the fire-safety pre-inspection report for a former warehouse now used as a concert venue.',
  build: (R) => chain(R, [
    ['venue_root', 'Prepare pre-inspection report for Warehouse 9 venue.', 'Delegating building checks to building_agent; I will compile the report.', null, 'Report: 2 issues (panic bar east exit, emergency light L14).'],
    ['building_agent', 'Check means of escape and emergency lighting.', 'Exits first: delegate to exits_agent. Lighting log shows L14 failed 3h test.', ['read_lighting_log', { zone: 'all' }, { failed: ['L14'], tested: R.eu() }], 'Lighting: L14 failed; exits: panic bar E2 stiff.'],
    ['exits_agent', 'Check the 4 final exits for width and hardware.', 'Widths OK from plan (1.2 m ≥ 1.05 m). Hardware to door_hw_agent.', ['read_floorplan', { level: 0 }, { exits: { E1: 1.2, E2: 1.2, E3: 1.5, W1: 1.2 } }], 'Widths OK; E2 hardware issue.'],
    ['door_hw_agent', 'Read door-force readings for exits E1, E2, E3, W1.', 'E2 opening force 92 N > 70 N limit.', ['door_force_readings', { exits: ['E1', 'E2', 'E3', 'W1'] }, 'E1 48N  E2 92N  E3 51N  W1 55N  (probe #' + R.int(100, 999) + ', ' + R.iso() + ')'], 'E2 92 N exceeds 70 N.'],
  ], { 'gcp.vertex.agent.invocation_id': 'e-' + R.uuid() }) },
{ domain: 'Jekyll blog to Astro migration', style: 'Claude Agent SDK (Task subagents)',
  isolates: 'Main agent → migration subagent → front-matter subagent → date-parsing subagent, each narrower; code fixed and returned up.',
  goal: 'Migrate a photography blog from Jekyll to Astro keeping all post URLs.',
  build: (R) => chain(R, [
    ['main', 'Migrate the blog to Astro keeping URLs.', 'I\'ll use a Task subagent for content migration and handle the config myself.', ['Bash', { command: 'npm create astro@latest -- --template minimal' }, `✔ Project initialized in ${R.dur()}`], 'Migration done; 214 posts, URLs preserved.'],
    ['Task: content-migrator', 'Move _posts/*.md into src/content/blog with a schema.', 'Schema needs front matter normalised; spawning a front-matter subagent.', ['Glob', { pattern: '_posts/*.md' }, '214 files'], '214 posts moved, schema validates.'],
    ['Task: frontmatter-fixer', 'Normalise front matter: tags as arrays, dates as ISO.', 'Tags fixed with a script; 17 dates in "DD Month YYYY" form need a parser — sub-task.', ['Bash', { command: 'node scripts/tags.mjs' }, 'rewrote tags in 214 files'], 'Tags fixed; dates fixed by child.'],
    ['Task: date-parser', 'Convert the 17 "DD Month YYYY" dates to ISO and keep permalink /:year/:month/:title.', 'Wrote parse with explicit month map; 17 files updated.', ['Edit', { file: 'scripts/dates.mjs' }, 'updated 17 files'], '17 dates converted.'],
  ], { session_id: R.uuid() }) },
{ domain: 'pottery glaze recall investigation', style: 'LlamaIndex (multi-agent workflow)',
  isolates: 'Coordinator → batch tracer → lab-results agent → lead-test reader: each narrows from product to batch to test certificate; finding returns up.',
  goal: 'Determine which mugs need recall after a customer reported a lead-test failure on a celadon glaze.',
  build: (R) => chain(R, [
    ['RecallCoordinator', 'Which products must be recalled?', 'Need affected glaze batches first.', null, 'Recall 312 celadon mugs from glaze batch G-0611 only.'],
    ['BatchTracer', 'Which glaze batches went into celadon mugs in May?', 'Two batches: G-0604, G-0611. Ask lab agent about test results.', ['query_production', { glaze: 'celadon', month: '2025-05' }, { batches: { 'G-0604': 288, 'G-0611': 312 } }], 'G-0611 failed; G-0604 passed.'],
    ['LabResultsAgent', 'Get lead-release tests for G-0604 and G-0611.', 'Certificates are PDFs; delegate reading.', null, 'G-0611 fails.'],
    ['CertificateReader', 'Read lead release values from the two certificates.', 'G-0604: 0.08 mg/L (pass); G-0611: 0.61 mg/L (limit 0.5) fail.', ['read_pdf', { files: ['cert_G-0604.pdf', 'cert_G-0611.pdf'] }, 'Pb release: 0.08 mg/L | 0.61 mg/L  (lab ref ' + R.b62(8) + ')'], 'G-0604 0.08, G-0611 0.61 mg/L.'],
  ], { span_kind: 'llama_index.workflow' }) },
{ domain: 'regional airline catering carbon footprint', style: 'OpenInference / Arize Phoenix',
  isolates: 'Four nested agents each take a narrower part of an emissions report (catering → menu → beef item → supplier data) and return numbers upward.',
  goal: 'Estimate the 2024 carbon footprint of in-flight catering for a regional airline.',
  build: (R) => chain(R, [
    ['report_agent', 'Estimate 2024 catering CO2e.', 'Split by menu; delegate menu analysis.', ['get_pax_stats', {}, { pax_2024: 1840000, meals_served: 612000 }], 'Catering ≈ 1,370 t CO2e.'],
    ['menu_agent', 'Compute CO2e per menu item for 612k meals.', 'Beef wrap dominates; delegate its detail.', ['get_menu_mix', {}, { beef_wrap: 0.22, veg_pasta: 0.41, snack_box: 0.37 }], 'Total 1,370 t; beef wrap 58%.'],
    ['beef_item_agent', 'Compute CO2e of the beef wrap (134,640 units).', 'Need supplier emission factor.', null, '795 t CO2e for beef wraps.'],
    ['supplier_data_agent', 'Fetch the beef supplier\'s kg CO2e per kg.', 'Supplier EPD says 99 kg CO2e/kg; 60 g per wrap → 5.9 kg/wrap.', ['fetch_epd', { supplier: 'Highmoor Meats' }, { kgco2e_per_kg: 99, doc: 'EPD-' + R.int(1000, 9999) }], '5.9 kg CO2e/wrap.'],
  ], { 'openinference.span.kind': 'AGENT' }) },
{ domain: 'payments webhook outage postmortem', style: 'Langfuse',
  isolates: 'Postmortem agent → timeline agent → log-query agent → single-pod agent, each narrower; findings return up and the doc is written.',
  goal: 'Write the postmortem for the 47-minute payment webhook outage on 3 June.',
  build: (R) => chain(R, [
    ['postmortem_writer', 'Write the postmortem for the webhook outage.', 'Need a timeline; delegating.', ['create_doc', { title: 'PM-2025-06-03 webhooks' }, { doc_id: R.b62(12) }], 'Postmortem drafted: root cause TLS cert on pod webhooks-7.'],
    ['timeline_agent', 'Build the timeline 14:02–14:49 UTC.', 'Need error logs; delegate query.', null, 'Timeline: 14:02 cert expiry on one pod; 14:49 pod replaced.'],
    ['log_query_agent', 'Find first 5xx from webhook-dispatch.', 'First 5xx at 14:02:11 from pod webhooks-7 only; delegate pod inspection.', ['query_logs', { q: 'service:webhook-dispatch status:5xx', from: '14:00' }, { first: '2025-06-03T14:02:11.482Z', pods: ['webhooks-7'], count: 18233 }], 'All 5xx from webhooks-7.'],
    ['pod_agent', 'Inspect webhooks-7 events.', 'Mounted client cert secret was stale (expired 14:00:00).', ['kubectl_describe', { pod: 'webhooks-7' }, `Warning  x509  ${R.int(10, 90)}m  certificate has expired or is not yet valid`], 'Stale cert secret on webhooks-7.'],
  ], { observation_type: 'AGENT', langfuse_trace_id: R.hex(32) }) },
{ domain: 'family reunion trip planning', style: 'Strands Agents (agents as tools)',
  isolates: 'Trip planner → lodging agent → accessibility checker → single-listing reader, each more specific; results come back and the plan is done.',
  goal: 'Plan a 3-night family reunion for 17 people, including a grandmother who uses a wheelchair.',
  build: (R) => chain(R, [
    ['trip_planner', 'Plan 3-night reunion for 17, one wheelchair user.', 'Lodging is the constraint; delegate.', null, 'Booked plan: Larchfield Farmhouse, 14–17 Aug, £2,940.'],
    ['lodging_agent', 'Find a house for 17 with step-free ground floor bedroom.', 'Two candidates; check accessibility.', ['search_lodging', { guests: 17, nights: 3 }, { results: [{ id: 'LF-22', name: 'Larchfield Farmhouse', price: 2940 }, { id: 'MB-04', name: 'Mill Barn', price: 2610 }] }], 'Larchfield works; Mill Barn has steps.'],
    ['accessibility_checker', 'Verify step-free access and accessible bathroom for LF-22 and MB-04.', 'Need listing details for each; delegate reading.', null, 'LF-22 step-free; MB-04 two steps.'],
    ['listing_reader', 'Read access notes of listings LF-22 and MB-04.', 'LF-22: level entry, wet room. MB-04: 2 steps at entrance.', ['get_listing', { ids: ['LF-22', 'MB-04'] }, '<ul class="access"><li>LF-22: level threshold, ground-floor wet room</li><li>MB-04: 2 steps to entrance</li></ul>'], 'Access notes read.'],
  ], { 'gen_ai.system': 'strands-agents' }) },
];
