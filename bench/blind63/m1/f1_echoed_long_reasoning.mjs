// Family 1: one near-verbatim repeat of a long reasoning step, nothing new in between, then cut off.
export const family = 'echoed_long_reasoning';
export const loop = true, stagnation = true;
export const scenarios = [
{ id: '01', domain: 'glacier mill (moulin) dye-tracing study', style: 'anthropic',
  isolates: 'A long plan for fluorometer placement is restated almost word for word after a sensor query that returns the identical reading table.',
  goal: 'Decide where to deploy the three spare fluorometers for tomorrow\'s rhodamine injection into moulin M4 on the Storglaciären ablation zone.',
  build(R, S) {
    const T = 'The injection into M4 should be detected first at the proglacial stream gauge, so one fluorometer must sit at the gauge hut. Because station F2 showed a 40 minute lag in the last trace, I will put the second unit downstream of the braid split and keep the third as a backup near the tongue, then confirm battery levels before committing.';
    const readings = { stations: [{ id: 'F1', battery_v: 12.4, last_rhodamine_ppb: 0.02 }, { id: 'F2', battery_v: 11.1, last_rhodamine_ppb: 0.03 }, { id: 'F3', battery_v: 12.7, last_rhodamine_ppb: 0.01 }] };
    const q = { station_ids: ['F1', 'F2', 'F3'], fields: ['battery_v', 'last_rhodamine_ppb'] };
    const msgs = [{ role: 'user', content: 'Plan tomorrow\'s fluorometer layout for the M4 dye trace.' }];
    return S.agent('moulin-trace-planner', { task: 'M4 rhodamine injection layout' }, [
      S.llm(msgs, T, [{ name: 'get_logger_status', args: q }]),
      S.tool('get_logger_status', q, { ...readings, queried_at: R.iso(), logger_gateway: R.host('iridium-gw') }),
      S.llm([...msgs, { role: 'assistant', content: T }, { role: 'user', content: JSON.stringify(readings) }], 'The injection into M4 should be detected first at the proglacial stream gauge, so one fluorometer must sit at the gauge hut. Because F2 showed a 40 minute lag in the last trace, I will put the second unit downstream of the braid split and keep the third as a backup near the tongue, then confirm the battery levels before committing.', [{ name: 'get_logger_status', args: q }]),
      S.tool('get_logger_status', q, { ...readings, queried_at: R.iso(), logger_gateway: R.host('iridium-gw') }),
    ], { status: 'max_turns_reached', turns: 2 });
  } },
{ id: '02', domain: 'lute makers (gut string ordering)', style: 'crewai',
  isolates: 'A CrewAI agent writes a long Thought about matching gut string gauges to a 7-course lute, gets the same supplier catalogue back, and writes the same Thought again.',
  goal: 'Order a full set of gut strings for a 7-course Renaissance lute in G with a 60 cm string length for a client who wants a=415 Hz.',
  build(R, S) {
    const th = 'Thought: For a 7-course lute in G at 60 cm and a=415, the chanterelle needs about 0.42 mm gut and the sixth course octave about 0.60 mm, while the basses need loaded gut near 1.90 to 2.20 mm. I should check the supplier catalogue for these gauges in stock before placing the order.';
    const args = { supplier: 'Aquila', material: 'gut', gauge_range_mm: [0.40, 2.25] };
    const cat = `Catalogue page generated ${R.httpDate()}\n| code | gauge | type | stock |\n| 42G | 0.42 | plain gut | 14 |\n| 60G | 0.60 | plain gut | 9 |\n| 190D | 1.90 | loaded D | 3 |\n| 220D | 2.20 | loaded D | 0 |\nsession=${R.hex(16)}`;
    return S.agent('Crew: luthier_workshop', { inputs: { instrument: '7-course lute in G', pitch: 'a=415' } }, [
      S.agent('Task: Build string order', { agent: 'String Sourcing Specialist' }, [
        S.llm('You are String Sourcing Specialist. Task: order gut strings for a 7-course lute in G, 60 cm, a=415.', th, [{ name: 'search_string_catalogue', args }]),
        S.tool('search_string_catalogue', args, cat),
        S.llm('Observation: ' + cat, th.replace('I should check', 'I need to check').replace('about 0.60', 'roughly 0.60'), [{ name: 'search_string_catalogue', args }]),
        S.tool('search_string_catalogue', args, cat.replace(/session=\w+/, 'session=' + R.hex(16)).replace(/generated .* GMT/, 'generated ' + R.httpDate())),
      ], null),
    ], { error_note: 'crew run aborted by user' });
  } },
{ id: '03', domain: 'synchrotron beamline proposal review', style: 'langsmith',
  isolates: 'A reviewer agent restates its long scoring rationale for a beamtime proposal nearly verbatim after re-fetching the same proposal record.',
  goal: 'Score proposal 20241187 (in-situ XRD of battery cathodes) for the I12 beamline allocation panel and write a two-line justification.',
  build(R, S) {
    const rat = 'The proposal requests 36 hours of in-situ XRD on NMC811 cathodes; the science case is strong because it targets the H2-H3 phase transition, but the sample environment is not yet commissioned on I12, so feasibility drops. I would score science 4.5 and feasibility 3 before checking the safety form.';
    const rec = { proposal_id: 20241187, title: 'Operando XRD of NMC811 cathode cycling', shifts_requested: 12, beamline: 'I12', safety_form: 'pending', fetched: R.iso(), etag: R.etag() };
    return S.agent('LangGraph', { proposal_id: 20241187 }, [
      S.llm({ role: 'user', content: 'Score proposal 20241187 for I12.' }, rat, [{ name: 'get_proposal', args: { proposal_id: 20241187 } }], [], { metadata: { langgraph_node: 'agent', langgraph_step: 1 } }),
      S.tool('get_proposal', { proposal_id: 20241187 }, rec),
      S.llm({ role: 'tool', content: JSON.stringify(rec) }, 'The proposal requests 36 hours of in-situ XRD on NMC811 cathodes; the science case is strong because it targets the H2-H3 phase transition, but the sample environment is not yet commissioned on I12, so feasibility drops. I would score science 4.5 and feasibility 3 before checking the safety form.', [{ name: 'get_proposal', args: { proposal_id: 20241187 } }], [], { metadata: { langgraph_node: 'agent', langgraph_step: 3 } }),
      S.tool('get_proposal', { proposal_id: 20241187 }, { ...rec, fetched: R.iso(), etag: R.etag() }),
      S.chain('should_continue', { step: 4 }, [], 'recursion_limit', { langgraph_step: 4 }),
    ], null, { error: 'GraphRecursionError: Recursion limit of 4 reached' });
  } },
{ id: '04', domain: 'Antarctic research station resupply manifest', style: 'gemini',
  isolates: 'Long reasoning about fuel drum allocation on a resupply flight is repeated near-verbatim after a weight lookup returns the same figures.',
  goal: 'Draft the cargo manifest for the next Basler BT-67 resupply flight to the field camp within the 3,200 kg payload limit.',
  build(R, S) {
    const t1 = 'The BT-67 payload is 3,200 kg; the camp needs eight drums of AN8 fuel at 190 kg each, which is 1,520 kg, plus 640 kg of food and 300 kg of science cargo. That leaves 740 kg for the generator spares and personal baggage, so I should look up the exact generator crate weight next.';
    const w = { item: 'generator_spares_crate', gross_kg: 410, dims_cm: [120, 80, 75] };
    return S.agent('resupply-agent', { flight: 'BT67-0211' }, [
      S.llm([{ role: 'user', parts: [{ text: 'Draft the manifest for flight BT67-0211.' }] }], t1, [{ name: 'lookup_cargo_weight', args: { item: 'generator_spares_crate' } }]),
      S.tool('lookup_cargo_weight', { item: 'generator_spares_crate' }, { ...w, looked_up: R.isoLocal('+13:00') }),
      S.llm([{ role: 'model', parts: [{ text: t1 }] }], 'The BT-67 payload is 3,200 kg; the camp needs eight drums of AN8 fuel at 190 kg each, which is 1,520 kg, plus 640 kg of food and 300 kg of science cargo. That leaves 740 kg for generator spares and personal baggage, so I should look up the exact generator crate weight next.', [{ name: 'lookup_cargo_weight', args: { item: 'generator_spares_crate' } }]),
      S.tool('lookup_cargo_weight', { item: 'generator_spares_crate' }, { ...w, looked_up: R.isoLocal('+13:00') }),
    ], { finishReason: 'MAX_TOKENS_SESSION' });
  } },
{ id: '05', domain: 'Rails app security advisory triage for a community bike-polo league site', style: 'claude_sdk',
  isolates: 'A coding agent repeats a long analysis of a Rack advisory word for word after re-running bundle audit that prints the same advisory.',
  goal: 'Resolve the bundler-audit failure in the bikepolo-league Rails app CI.',
  build(R, S) {
    const t = 'bundle audit reports CVE-2024-26146 in rack 2.2.8, a ReDoS in header parsing. The app pins rack through rails 7.0.8, so bumping rack alone to 2.2.8.1 should be allowed by the gemspec constraint ~> 2.2. I will run bundle update rack --conservative and then re-run the audit to confirm it clears.';
    const out = (d) => `Name: rack\nVersion: 2.2.8\nCVE: CVE-2024-26146\nGHSA: GHSA-54rr-7fvw-6x8f\nCriticality: Medium\nURL: https://github.com/rack/rack/security/advisories\nTitle: Possible Denial of Service Vulnerability in Rack Header Parsing\nSolution: upgrade to '~> 2.2.8, >= 2.2.8.1', '>= 3.0.9.1'\n\nVulnerabilities found!\n(finished in ${d})`;
    return S.agent('claude-code session', { cwd: '/home/dev/bikepolo-league', prompt: 'CI fails on bundle audit, fix it' }, [
      S.llm('CI fails on bundle audit, fix it', null, [{ name: 'Bash', args: { command: 'bundle exec bundle-audit check --update', description: 'Run audit' } }]),
      S.tool('Bash', { command: 'bundle exec bundle-audit check --update' }, `Updating ruby-advisory-db ...\nUpdated ruby-advisory-db\nruby-advisory-db:\n  advisories:\t${R.int(900, 990)} advisories\n  last updated:\t${R.iso()}\n  commit:\t${R.sha()}\n` + out(R.dur())),
      S.llm('tool_result', t, [{ name: 'Bash', args: { command: 'bundle exec bundle-audit check', description: 'Re-run audit' } }]),
      S.tool('Bash', { command: 'bundle exec bundle-audit check' }, out(R.dur())),
      S.llm('tool_result', 'bundle audit reports CVE-2024-26146 in rack 2.2.8, a ReDoS in header parsing. The app pins rack through rails 7.0.8, so bumping rack alone to 2.2.8.1 should be allowed by the gemspec constraint ~> 2.2. I will run bundle update rack --conservative and then re-run the audit to confirm it clears.', []),
    ], { subtype: 'error_max_turns', num_turns: 3, total_cost_usd: 0.0912 });
  } },
{ id: '06', domain: 'kabaddi league fixture scheduling', style: 'autogen',
  isolates: 'An AutoGen assistant repeats its long fixture-constraint reasoning almost verbatim after the venue calendar tool returns the same availability.',
  goal: 'Schedule round 5 of the regional pro kabaddi league so that no team plays twice within 48 hours and every venue hosts at most two matches per day.',
  build(R, S) {
    const t = 'Round 5 has six matches across three venues. Pune Paltan played on Thursday night, so their match cannot be before Saturday evening; Jaipur arena is closed on Friday for maintenance, which pushes both Jaipur fixtures to the weekend. I need the Hyderabad venue calendar to see whether it can take a Friday double-header.';
    const cal = { venue: 'Gachibowli Indoor', free_slots: ['Fri 19:30', 'Sat 20:30'], blocked: ['Fri 21:00 (concert load-in)'], generated: R.epoch() };
    return S.agent('GroupChat', { participants: ['scheduler', 'user_proxy'] }, [
      S.llm([{ source: 'user', content: 'Please build round 5 fixtures.' }], t, [{ name: 'venue_calendar', args: { venue: 'Gachibowli Indoor', week: '2024-W41' } }]),
      S.tool('venue_calendar', { venue: 'Gachibowli Indoor', week: '2024-W41' }, JSON.stringify(cal), undefined, { metadata: { source: 'user_proxy' } }),
      S.llm([{ source: 'user_proxy', content: JSON.stringify(cal) }], t.replace('Round 5 has six matches', 'Round 5 has 6 matches').replace('I need the', 'I still need the'), [{ name: 'venue_calendar', args: { venue: 'Gachibowli Indoor', week: '2024-W41' } }]),
      S.tool('venue_calendar', { venue: 'Gachibowli Indoor', week: '2024-W41' }, JSON.stringify({ ...cal, generated: R.epoch() }), undefined, { metadata: { source: 'user_proxy' } }),
    ], { stop_reason: 'Maximum number of turns 4 reached.' });
  } },
];
