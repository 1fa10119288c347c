import { mk, span } from './lib.mjs';
export const family = 'two_state_oscillation';
export const loop = true;
export const stagnation = true;
export const rows = [
  { domain: 'hammam bookings', style: 'langsmith', build(R) {
    const L = mk('langsmith', R, 'gpt-4o');
    const goal = 'Find a 2-person hammam + scrub slot on Friday evening at the Medina branch.';
    const ch = [];
    for (let c = 0; c < 2; c++) for (const room of ['women_only', 'mixed']) {
      ch.push(L.llm([L.user(goal)], `Let me check the ${room === 'mixed' ? 'mixed' : 'women-only'} session instead; maybe the other session type has a Friday evening slot.`, [{ name: 'search_slots', args: { branch: 'medina', date: '2025-03-14', after: '17:00', session: room, party: 2 } }]));
      ch.push(L.tool('search_slots', { branch: 'medina', date: '2025-03-14', after: '17:00', session: room, party: 2 }, room === 'mixed' ? { slots: [], note: 'mixed sessions end at 16:00 on Fridays', cache: 'MISS', served_by: R.host('book') } : { slots: [], note: 'fully booked', waitlist_len: 7, served_by: R.host('book') }));
    }
    return { isolates: 'The agent flips women-only / mixed twice; each check returns the same empty result for that state.', goal, root: L.agent('AgentExecutor', { input: goal }, { output: 'Agent stopped due to max iterations.' }, ch) };
  } },
  { domain: 'terrazzo flooring quotes', style: 'responses', build(R) {
    const L = mk('responses', R, 'gpt-4.1');
    const goal = 'Produce a quote for 85 m2 of poured epoxy terrazzo in a school lobby, using whichever aggregate tier fits the €14k budget.';
    const ch = [];
    for (let c = 0; c < 3; c++) for (const tier of ['standard', 'premium']) {
      ch.push(L.llm({ input: goal, previous_response_id: 'resp_' + R.hex(48) }, `Switching the aggregate tier to ${tier} and re-pricing to see if it fits the budget.`, [{ name: 'price_quote', args: { area_m2: 85, system: 'epoxy', aggregate_tier: tier } }]));
      ch.push(L.tool('price_quote', { area_m2: 85, system: 'epoxy', aggregate_tier: tier }, JSON.stringify({ total_eur: tier === 'standard' ? 15230 : 18990, quote_ref: 'Q-' + R.b36(6).toUpperCase(), valid_until: R.iso().slice(0, 10) })));
    }
    return { isolates: 'Three standard/premium cycles; each tier always prices the same (15,230 and 18,990), both over budget, and the agent keeps flipping.', goal, root: span('agent', 'responses.agent_loop', { goal }, { status: 'incomplete', incomplete_details: { reason: 'max_tool_calls' } }, ch) };
  } },
  { domain: 'steel pan orchestra arrangements', style: 'smolagents', build(R) {
    const L = mk('smolagents', R, 'Qwen/Qwen2.5-Coder-32B-Instruct');
    const goal = 'Check whether the arrangement of "Pan in A Minor" fits the band\'s tenor pans; transpose if needed and report the key.';
    const ch = [];
    for (let c = 0; c < 2; c++) for (const key of ['A minor', 'G minor']) {
      const code = `result = check_range(score="pan_in_a_minor.musicxml", key="${key}", instrument="low_tenor")\nprint(result)`;
      const out = key === 'A minor' ? 'Execution logs:\n3 notes above range (E6 x3) -> out of range\nLast output from code snippet:\nNone' : 'Execution logs:\n4 notes below range (C4 x4) -> out of range\nLast output from code snippet:\nNone';
      ch.push(span('chain', `Step ${ch.length + 1}`, { step_number: ch.length + 1 }, { observations: out, duration: R.secs() }, [
        L.llm([L.user(goal)], `Thought: The range check failed in the other key, so I will try transposing to ${key} and check the range again.\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`, []),
        L.tool('python_interpreter', { code }, out),
      ]));
    }
    return { isolates: 'A smolagents CodeAgent alternates A minor and G minor; each key always gives the same out-of-range report.', goal, root: L.agent('CodeAgent', { task: goal }, { error: 'Reached max steps.' }, ch) };
  } },
  { domain: 'surfboard shaping CNC files', style: 'weave', build(R) {
    const L = mk('weave', R, 'gpt-4o');
    const goal = 'Export the 6\'2" fish shape to the CNC with the rocker profile the customer approved and confirm the volume is 34 L.';
    const ch = [];
    for (let c = 0; c < 2; c++) for (const rocker of ['flat', 'staged']) {
      ch.push(L.llm({ messages: [L.user(goal)] }, `Volume is off, so I will set the rocker to ${rocker} and recompute.`, [{ name: 'set_rocker', args: { file: 'fish_62.s3dx', profile: rocker } }]));
      ch.push(L.tool('set_rocker', { file: 'fish_62.s3dx', profile: rocker }, { saved: true, mtime: R.epoch(), path: R.tmp('.s3dx') }));
      ch.push(L.tool('compute_volume', { file: 'fish_62.s3dx' }, { litres: rocker === 'flat' ? 35.1 : 33.2, mesh_faces: 48112, took: R.dur() }));
    }
    return { isolates: 'Rocker flips flat/staged twice; each profile gives the same volume (35.1 / 33.2 L) and the agent never changes another dimension.', goal, root: span('agent', 'weave:///shaper/op/run_agent', { goal }, { exception: 'StepLimitReached(12)' }, ch, { metadata: { op_name: 'run_agent', call_id: R.ulid() } }) };
  } },
  { domain: 'coral reef restoration nursery', style: 'mlflow', build(R) {
    const L = mk('mlflow', R, 'gpt-4o-mini');
    const goal = 'Choose the outplanting site for 120 staghorn fragments where water temperature this week is under 29.5 °C.';
    const ch = [];
    for (let c = 0; c < 2; c++) for (const site of ['Looe Key', 'Sombrero']) {
      ch.push(L.llm([L.user(goal)], `${site === 'Looe Key' ? 'Sombrero' : 'Looe Key'} was too warm; let me look at ${site} again.`, [{ name: 'buoy_temp', args: { site, window: '7d' } }]));
      ch.push(L.tool('buoy_temp', { site, window: '7d' }, `station=${site === 'Looe Key' ? 'LONF1' : 'SMKF1'} max_7d=${site === 'Looe Key' ? '30.4' : '30.1'}C obs=${R.isoNoMs()} qc=passed fetch=${R.dur()}`));
    }
    return { isolates: 'Two sites alternate twice; each returns the same too-warm reading and no third option is explored.', goal, root: span('chain', 'AgentExecutor', { input: goal }, { output: 'Agent stopped due to iteration limit or time limit.' }, ch, { metadata: { 'mlflow.traceRequestId': 'tr-' + R.hex(32), 'mlflow.spanType': 'AGENT' } }) };
  } },
  { domain: 'CI cache debugging on GitHub Actions', style: 'strands', build(R) {
    const L = mk('strands', R, 'us.anthropic.claude-3-7-sonnet-20250219-v1:0');
    const goal = 'Make the "build" job of the payments-api workflow green again.';
    const ch = [];
    for (let c = 0; c < 2; c++) for (const v of ['node-version: 18', 'node-version: 20']) {
      ch.push(L.llm([L.user(goal)], `The build still fails, so I will switch the workflow back to ${v} and rerun.`, [{ name: 'edit_and_rerun', args: { file: '.github/workflows/ci.yml', set: v } }]));
      ch.push(L.tool('edit_and_rerun', { file: '.github/workflows/ci.yml', set: v }, { run_id: R.int(9000000000, 9999999999), conclusion: 'failure', log_tail: v.endsWith('18') ? 'npm ERR! engine Unsupported engine: wanted: {"node":">=20"}' : 'Error: Cannot find module \'@payments/shared\' (cache hit on key node-modules-' + 'a1f9e0' + ')', duration: R.secs() }));
    }
    return { isolates: 'Node 18 / Node 20 toggled twice; each version fails with the same error it gave before.', goal, root: L.agent('ci-fixer', { prompt: goal }, { stop_reason: 'max_cycles' }, ch) };
  } },
];
