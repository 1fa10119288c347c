// Family: one long reasoning step restated near-verbatim after a tool call that brought nothing new.
export const family = 'long_step_echo';
export const rows = [
  { id: '01', isolates: 'A 40-word plan about dredge spoil permits is restated almost word for word after a permit lookup returns the same record as before; run is cut off.',
    build: (n) => {
      const rec = (r) => ({ permit_no: 'MMO/DRG/2291', status: 'pending_consultation', disposal_site: 'TY070 Nab Tower', consultee_outstanding: ['Natural England'], fetched_at: r, request_id: n.reqId('mmo-') });
      const plan = 'The spoil disposal permit for the Stourbridge canal reach is still pending consultation, so before I schedule the dredger I need the Natural England response; I will check the permit record again, then draft the barge schedule for the two-week window starting on the 14th.';
      return { style: 'anthropic', model: 'claude-3-5-sonnet-20241022', goal: 'Schedule the silt-removal barges for the Stourbridge canal reach once the spoil disposal permit allows it.', system: 'You are the works planner for a canal trust. Tools: permits.lookup, barges.schedule.',
        steps: [
          { text: 'Let me look up the current state of the marine disposal permit first.', calls: [{ name: 'permits_lookup', args: { permit_no: 'MMO/DRG/2291' }, out: rec(n.http()) }] },
          { text: plan, calls: [{ name: 'permits_lookup', args: { permit_no: 'MMO/DRG/2291' }, out: rec(n.http()) }] },
          { text: 'The spoil disposal permit for the Stourbridge canal reach is still pending consultation, so before I schedule the dredger I need the Natural England response; I will check the permit record again and then draft the barge schedule for the two-week window starting on the 14th.', calls: [] },
        ], rootError: 'run cancelled by operator after 3 turns', final: null };
    } },
  { id: '02', isolates: 'A gondola builder agent repeats its long lumber-sizing reasoning near-verbatim after a stock query returns the identical stock list.',
    build: (n) => {
      const stock = () => ({ yard: 'Giudecca', items: [{ species: 'oak', section_mm: '80x200', length_m: 6, qty: 14 }, { species: 'larch', section_mm: '40x300', length_m: 11, qty: 3 }, { species: 'elm', section_mm: '60x250', length_m: 7, qty: 2 }], as_of: n.iso(), snapshot: n.hex(12) });
      const t = 'The gondola hull needs eight different woods, and the asymmetric left side needs the long larch planks of at least 10.8 m; the yard has only three larch boards at 11 m, so I must decide whether to order more larch or reuse the oak for the floor ribs before placing the order.';
      return { style: 'langgraph', goal: 'Prepare the timber order for gondola hull no. 47 (squero Tramontin spec).',
        steps: [
          { text: 'Checking the yard stock.', calls: [{ name: 'query_timber_stock', args: { yard: 'Giudecca', species: ['oak', 'larch', 'elm'] }, out: stock() }] },
          { text: t, calls: [{ name: 'query_timber_stock', args: { yard: 'Giudecca', species: ['oak', 'larch', 'elm'] }, out: stock() }] },
          { text: 'The gondola hull needs eight different woods, and the asymmetric left side needs the long larch planks of at least 10.8 m; the yard only has three larch boards at 11 m, so I must decide whether to order more larch or reuse oak for the floor ribs before I place the order.', calls: [] },
        ], rootError: 'GraphRecursionError: Recursion limit of 6 reached without hitting a stop condition', final: null };
    } },
  { id: '03', isolates: 'A coding agent restates its long diagnosis of a Bazel remote-cache miss after rerunning the same execution-log diff, which prints the same divergent key.',
    build: (n) => {
      const diff = () => `INFO: Invocation ID: ${n.uuid()}\nComparing execution logs /tmp/exec1.log and /tmp/exec2.log\nFirst divergent action: //services/ledger:ledger_lib (Javac)\n  input digest differs: external/local_jdk/bin/java\n    run1: ${'a3f9'}c1e0...  run2: 77b2d4aa...\n  env differs: PATH\nElapsed time: ${n.dur()}, Critical Path: ${n.dur()}`;
      const d = 'The remote cache misses because the Javac action hashes the local JDK and the PATH variable, which differ between the CI runner and laptops; the fix is to pin a remote JDK toolchain and set --incompatible_strict_action_env so PATH no longer leaks into the action key.';
      return { style: 'openhands', model: 'claude-3-7-sonnet-20250219', goal: 'Find out why //services/ledger gets no remote cache hits on developer laptops and propose a fix.',
        steps: [
          { text: 'I will diff two execution logs.', calls: [{ name: 'execute_bash', args: { command: 'bazel-exec-log-diff /tmp/exec1.log /tmp/exec2.log | head -20' }, out: diff(), extras: { exit_code: 0 } }] },
          { text: d, calls: [{ name: 'execute_bash', args: { command: 'bazel-exec-log-diff /tmp/exec1.log /tmp/exec2.log | head -20' }, out: diff(), extras: { exit_code: 0 } }] },
          { text: 'The remote cache misses because the Javac action hashes the local JDK and the PATH variable, which differ between the CI runner and the laptops; the fix is to pin a remote JDK toolchain and set --incompatible_strict_action_env so that PATH no longer leaks into the action key.', calls: [] },
        ], rootError: 'AgentStuckInLoopError: agent halted by controller', final: null };
    } },
  { id: '04', isolates: 'A CrewAI booking agent repeats its long availability reasoning for a mariachi band word for word after re-reading the same calendar.',
    build: (n) => {
      const cal = () => `Mariachi Los Halcones — calendar export ${n.euro()}\nSat 12 Jul: 13:00-16:00 Quinceañera (Pilsen) HOLD\nSat 12 Jul: 19:00-23:00 OPEN\nSun 13 Jul: BOOKED all day\nexport-id ${n.hex(8)}`;
      const t = 'The client wants the full twelve-piece band on Saturday the 12th from 18:30 to 22:30, but the afternoon quinceañera hold ends at 16:00 in Pilsen and the evening slot only opens at 19:00, so I should offer 19:00 start with a thirty-minute trio set first.';
      return { style: 'crewai', model: 'gpt-4o-mini', goal: 'Confirm whether Mariachi Los Halcones can play the Ortega wedding reception on Sat 12 July 18:30-22:30 and draft the offer.',
        steps: [
          { agent: 'Booking Coordinator', task: 'Check band availability', text: 'I need the band calendar.', calls: [{ name: 'Read band calendar', args: { band: 'los-halcones', month: '2025-07' }, out: cal() }] },
          { agent: 'Booking Coordinator', task: 'Check band availability', text: t, calls: [{ name: 'Read band calendar', args: { band: 'los-halcones', month: '2025-07' }, out: cal() }] },
          { agent: 'Booking Coordinator', task: 'Check band availability', text: 'The client wants the full twelve-piece band on Saturday the 12th from 18:30 to 22:30, but the afternoon quinceañera hold ends at 16:00 in Pilsen and the evening slot only opens at 19:00, so I should offer a 19:00 start with a thirty-minute trio set first.', calls: [], final: '' },
        ], rootError: 'Maximum iterations reached (max_iter=3)', final: null };
    } },
  { id: '05', isolates: 'A coral nursery agent restates a long fragmentation plan nearly verbatim after the temperature API returns the same reading set; no new data in between.',
    build: (n) => {
      const temps = () => ({ site: 'Tabyana-N2', unit: 'degC', readings: [{ depth_m: 6, t: 29.8 }, { depth_m: 9, t: 29.4 }, { depth_m: 12, t: 28.9 }], dhw: 4.2, logger_sn: 'HOBO-21433871', retrieved: n.epochMs(), cache: n.pick(['HIT', 'MISS']) });
      const t = 'Degree heating weeks are at 4.2 at the Tabyana nursery, so fragmenting Acropora now would add stress; I will postpone the fragmentation of the twelve mother colonies, move the ropes from six metres down to twelve metres where it is 28.9 degrees, and recheck in a week.';
      return { style: 'vercel', model: 'gpt-4.1', goal: 'Decide whether this week is safe for fragmenting Acropora mother colonies at the Tabyana coral nursery and plan the work.',
        steps: [
          { text: null, calls: [{ name: 'getNurseryTemperatures', args: { site: 'Tabyana-N2' }, out: temps() }] },
          { text: t, calls: [{ name: 'getNurseryTemperatures', args: { site: 'Tabyana-N2' }, out: temps() }] },
          { text: 'Degree heating weeks are at 4.2 at the Tabyana nursery, so fragmenting Acropora now would add stress; I will postpone fragmenting the twelve mother colonies, move the ropes from six metres down to twelve metres where it is 28.9 degrees, and recheck in a week.', calls: [] },
        ], rootError: 'maxSteps (3) reached', final: null };
    } },
  { id: '06', isolates: 'An agent for a sextant repair shop (Agno-style recording) repeats its long parts-substitution reasoning after a catalogue call returns the identical part list.',
    build: (n) => {
      const cat = () => ({ results: [{ sku: 'HM-IDX-MIR-C', desc: 'index mirror, Cassens & Plath, 38x28', stock: 0, eta: null }, { sku: 'HM-IDX-MIR-U', desc: 'index mirror, universal 40x30 (cut to size)', stock: 9 }], served_by: n.host('catalog'), took_ms: n.ms() });
      const t = 'The Cassens and Plath index mirror is out of stock with no arrival date, but the universal forty by thirty mirror can be cut down to thirty-eight by twenty-eight; cutting it risks chipping the silvering, so I should quote the customer both the cut option and a six-week wait.';
      return { style: 'agno', model: 'gpt-4o', goal: 'Quote a repair for a Cassens & Plath sextant with a desilvered index mirror (ticket SR-5512).',
        steps: [
          { text: 'Searching parts catalogue.', calls: [{ name: 'search_parts', args: { query: 'index mirror Cassens Plath' }, out: cat() }] },
          { text: t, calls: [{ name: 'search_parts', args: { query: 'index mirror Cassens Plath' }, out: cat() }] },
          { text: 'The Cassens and Plath index mirror is out of stock with no arrival date, but the universal forty by thirty mirror can be cut down to thirty-eight by twenty-eight; cutting it risks chipping the silvering, so I should quote the customer both the cut option and the six-week wait.', calls: [] },
        ], final: null, rootError: 'tool_call_limit reached' };
    } },
];
