// Healthy 4: a chain of 3+ nested agents, each narrowing the sub-task, results flowing back up.
export const family = 'nested_delegation_chain';
export const loop = false, stagnation = false;
function chain(R, S, levels, leafTool, leafArgs, leafOut) {
  // levels: [[agentName, task, answer], ...] outermost first
  let inner = null;
  for (let i = levels.length - 1; i >= 0; i--) {
    const [n, task, ans] = levels[i];
    const kids = [];
    if (i === levels.length - 1) { kids.push(S.llm([{ role: 'user', content: task }], null, [{ name: leafTool, args: leafArgs }])); kids.push(S.tool(leafTool, leafArgs, leafOut)); }
    else { kids.push(S.llm([{ role: 'user', content: task }], `Delegating: ${levels[i + 1][1]}`, [{ name: 'delegate', args: { to: levels[i + 1][0] } }])); kids.push(inner); }
    kids.push(S.llm([{ role: 'user', content: 'result' }], ans, []));
    inner = S.agent(n, { task }, kids, ans);
  }
  return inner;
}
export const scenarios = [
{ id: '01', domain: 'touring dinosaur cast exhibition', style: 'oai_agents', isolates: 'Exhibition planner -> crate logistics -> crane rigging agent, each narrower.',
  goal: 'Plan the installation of the touring T. rex cast exhibition.',
  build: (R, S) => chain(R, S, [['exhibition_planner', 'Plan the installation of the touring T. rex cast exhibition', 'Install over 3 days; skull lift day 2.'], ['crate_logistics', 'Sequence the 14 crates into the hall', 'Crates 1-9 day 1, skull crate 10 day 2.'], ['rigging_specialist', 'Check the gantry rating for the 380 kg skull crate', 'Gantry rated 500 kg, OK.']], 'lookup_equipment', { item: 'gantry-G2' }, { rated_kg: 500, last_inspection: '2024-06-02' }) },
{ id: '02', domain: 'infusion pump firmware CVE impact analysis', style: 'strands', isolates: 'Security lead -> firmware analyst -> binary diff agent on one function.',
  goal: 'Assess whether CVE-2024-XXXX in the TLS library affects our infusion pump fleet.',
  build: (R, S) => chain(R, S, [['security_lead', 'Assess CVE impact on the pump fleet', 'Not exploitable: vulnerable path not compiled in.'], ['firmware_analyst', 'Check firmware 4.2.1 for the vulnerable TLS version', 'mbedTLS 2.28.3 present but DTLS disabled.'], ['binary_diff', 'Search image for ssl_parse_client_hello DTLS branch', 'Symbol absent; DTLS stripped.']], 'strings_grep', { image: 'pump_fw_4.2.1.bin', pattern: 'dtls' }, 'grep: 0 matches (scanned 2,097,152 bytes)') },
{ id: '03', domain: 'regional airline fare filing', style: 'anthropic', isolates: 'Revenue manager -> fare filer -> rules validator, four levels with distinct tasks.',
  goal: 'File the winter sale fares for the Inverness-Kirkwall route.',
  build: (R, S) => chain(R, S, [['revenue_manager', 'File winter sale fares INV-KOI', 'Fares filed effective 1 Nov.'], ['fare_filer', 'Create fare records for booking classes Q and V', 'Q £49, V £69 created.'], ['rules_validator', 'Validate advance-purchase rule category 5 for class Q', 'Cat 5: 14-day AP valid.'], ['date_checker', 'Confirm the sale window does not overlap the Christmas blackout', 'No overlap.']], 'calendar_lookup', { blackout: 'XMAS24' }, { from: '2024-12-20', to: '2025-01-03' }) },
{ id: '04', domain: 'census commute-time analysis', style: 'langsmith', isolates: 'Analyst -> data prep -> SQL agent computing one median.',
  goal: 'Report the median commute time for workers in the district by mode.',
  build: (R, S) => chain(R, S, [['analyst', 'Median commute by mode for the district', 'Car 24 min, bus 38 min, cycle 19 min.'], ['data_prep', 'Filter microdata to district 07 workers aged 16+', '18,204 records.'], ['sql_agent', 'Compute median by mode', 'Computed.']], 'run_sql', { sql: 'SELECT mode, percentile_cont(0.5) WITHIN GROUP (ORDER BY minutes) FROM commute WHERE district=7 GROUP BY mode' }, 'mode  | median\ncar   | 24\nbus   | 38\ncycle | 19\n(3 rows)') },
{ id: '05', domain: 'static site generator CLI flag', style: 'openhands', isolates: 'Feature agent -> implementation agent -> test agent, each narrower, done.',
  goal: 'Add a --drafts flag to the static site generator so draft posts render locally.',
  build: (R, S) => chain(R, S, [['feature_agent', 'Add --drafts flag', 'Flag added and tested.'], ['impl_agent', 'Wire the flag into the content loader filter', 'Loader skips drafts unless flag set.'], ['test_agent', 'Write and run a test for draft filtering', '2 new tests pass.']], 'execute_bash', { command: 'go test ./content/...' }, `ok  \tssg/content\t${R.dur()}`) },
{ id: '06', domain: 'rum distillery cask inventory', style: 'mlflow', isolates: 'Blending manager -> warehouse agent -> gauge agent; each level narrower.',
  goal: 'Find enough 8-year casks for the next small-batch blend of 1,200 litres.',
  build: (R, S) => chain(R, S, [['blend_manager', 'Find 1,200 L of 8-year rum', 'Casks W2-114, W2-118, W3-007 selected.'], ['warehouse_agent', 'List 8-year ex-bourbon casks in warehouses 2 and 3', '3 candidate casks.'], ['gauge_agent', 'Get current bulk litres for the candidate casks', '1,236 L total.']], 'gauge_casks', { casks: ['W2-114', 'W2-118', 'W3-007'] }, { W2_114: 402, W2_118: 417, W3_007: 417 }) },
];
