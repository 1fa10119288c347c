// Family 6: itemwise_batch_sweep (healthy)
// The same tool is called on ten or more DIFFERENT items; every result is different, and the
// agent finishes with a summary built from them.
import { tracer } from './lib.mjs';

export const FAMILY = 'itemwise_batch_sweep';

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'kite-surf schools', style: 'plain', loop: false, stagnation: false,
    isolates: 'One model turn issues twelve parallel certification lookups, one per instructor, each returning a different level, expiry or first-aid status, and a final message summarises who may teach.',
    goal: 'Before the season opens on 1 May, check the IKO certification and first-aid status of all 12 instructors at Tarifa Wind Academy and list who is cleared to teach, who needs renewal, and by when.',
    build(N) {
      N.pin(2024, 4, 3);
      const T = tracer(N, 'plain', { system: 'You assist the head instructor of Tarifa Wind Academy. Tools: lookup_certification(instructor_id).', goal: this.goal });
      const rows = [
        ['INS-01', 'Lucia Romero', 'IKO Level 2', '2025-11-30', 'valid', null],
        ['INS-02', 'Mateo Alonso', 'IKO Level 1', '2024-04-12', 'valid', 'expires before season opens'],
        ['INS-03', 'Sanne de Vries', 'IKO Level 3 (Senior)', '2026-02-28', 'valid', null],
        ['INS-04', 'Youssef Amrani', 'IKO Level 1', '2025-06-30', 'expired 2024-01-15', 'first aid lapsed'],
        ['INS-05', 'Chloe Martin', 'IKO Assistant', '2025-03-31', 'valid', 'assistant may not teach alone'],
        ['INS-06', 'Pablo Navarro', 'IKO Level 2', '2025-09-15', 'valid', null],
        ['INS-07', 'Freya Lund', 'IKO Level 1', null, 'valid', 'no IKO record found for membership 88-1207'],
        ['INS-08', 'Diego Ferrer', 'IKO Level 2', '2024-05-20', 'valid', 'renewal window open'],
        ['INS-09', 'Aisha Bello', 'IKO Level 1', '2025-12-31', 'expires 2024-04-20', 'first aid expires before opening'],
        ['INS-10', 'Tom Gallagher', 'IKO Level 2 + Wing', '2026-01-31', 'valid', null],
        ['INS-11', 'Iker Etxeberria', 'IKO Level 1', '2025-08-31', 'valid', 'suspended pending incident review IR-2209'],
        ['INS-12', 'Nina Kowalski', 'IKO Level 2', '2025-10-31', 'valid', null],
      ];
      const k = [];
      k.push(T.llm('I will check all twelve instructors in parallel.', rows.map((r) => ({ name: 'lookup_certification', args: { instructor_id: r[0] } }))));
      for (const r of rows) {
        const out = r[3] === null
          ? { instructor_id: r[0], name: r[1], iko: null, error: 'NOT_FOUND', detail: r[5], checked: N.iso(), api_call_id: N.uuid() }
          : { instructor_id: r[0], name: r[1], iko: { level: r[2], valid_until: r[3], membership: `88-${N.digits(4)}` }, first_aid: r[4], flags: r[5] ? [r[5]] : [], checked: N.iso(), api_call_id: N.uuid() };
        k.push(T.tool('lookup_certification', { instructor_id: r[0] }, out));
      }
      k.push(T.llm([
        'Season-opening check (1 May):',
        'Cleared to teach: Lucia Romero, Sanne de Vries, Pablo Navarro, Tom Gallagher, Nina Kowalski.',
        'Needs IKO renewal before 1 May: Mateo Alonso (expires 12 Apr), Diego Ferrer (expires 20 May, renewal window open - do it now).',
        'First aid: Youssef Amrani lapsed in January; Aisha Bello expires 20 Apr - both must re-certify before teaching.',
        'Cannot confirm: Freya Lund - no IKO record for her membership number; ask her for the certificate.',
        'Restricted: Chloe Martin is an assistant and can only teach with a Level 1+; Iker Etxeberria is suspended pending incident review IR-2209.',
      ].join('\n')));
      return { root: T.root('academy_assistant', { goal: this.goal }, { status: 'completed' }, k) };
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'olive oil press', style: 'crewai', loop: false, stagnation: false,
    isolates: 'A CrewAI quality agent fetches lab results for eleven different oil lots one after another, each with different acidity, peroxide and K232 values, and then grades the lots in a final answer.',
    goal: 'Grade the eleven lots pressed this week at Frantoio Colle Verde as extra virgin, virgin or lampante from their lab results, and say which tanks can be bottled as EVOO.',
    build(N) {
      N.pin(2024, 11);
      const role = 'Oil Quality Controller';
      const T = tracer(N, 'crewai', { system: `You are ${role}. Tool: Lab Result Lookup. EVOO: acidity <= 0.8, peroxide <= 20, K232 <= 2.50. Virgin: acidity <= 2.0, peroxide <= 20, K232 <= 2.60.`, goal: this.goal });
      const lots = [
        ['L-2411-01', 'T1', 'Frantoio', 0.21, 6.8, 1.71],
        ['L-2411-02', 'T2', 'Leccino', 0.34, 9.1, 1.88],
        ['L-2411-03', 'T3', 'Moraiolo', 0.18, 5.2, 1.65],
        ['L-2411-04', 'T4', 'Leccino', 0.92, 12.4, 2.21],
        ['L-2411-05', 'T5', 'blend', 0.45, 21.6, 2.34],
        ['L-2411-06', 'T6', 'Frantoio', 0.27, 7.7, 1.79],
        ['L-2411-07', 'T7', 'Pendolino', 2.40, 18.0, 2.71],
        ['L-2411-08', 'T8', 'Moraiolo', 0.31, 8.4, 1.92],
        ['L-2411-09', 'T9', 'blend', 0.66, 14.9, 2.55],
        ['L-2411-10', 'T10', 'Leccino', 0.29, 10.3, 1.84],
        ['L-2411-11', 'T11', 'Frantoio', 1.35, 16.2, 2.48],
      ];
      const k = [];
      lots.forEach((l, i) => {
        const th = i === 0 ? 'Thought: I will look up each lot in turn, starting with the first one.' : `Thought: ${lots[i - 1][0]} noted (acidity ${lots[i - 1][3]}). Next lot.`;
        k.push(T.llm(`${th}\nAction: Lab Result Lookup\nAction Input: {"lot": "${l[0]}"}`, [], { role }));
        k.push(T.tool('Lab Result Lookup', { lot: l[0] }, `Lot ${l[0]} | tank ${l[1]} | cultivar ${l[2]} | sample ${N.ALNUM(3)}-${N.digits(5)} analysed ${N.euro(N.now() - N.int(1, 5) * 86400000)}\nfree acidity (% oleic): ${l[3].toFixed(2)}\nperoxide value (meq O2/kg): ${l[4].toFixed(1)}\nK232: ${l[5].toFixed(2)}\nlab: Laboratorio Chimico Merceologico, report ${N.digits(7)}`, { role }));
      });
      k.push(T.llm('Thought: I have all eleven results and can grade them.\nFinal Answer:\nEVOO - can be bottled: T1, T2, T3, T6, T8, T10 (all acidity <= 0.34, peroxide <= 10.3, K232 <= 1.92).\nVirgin: T4 (acidity 0.92), T9 (K232 2.55 above the 2.50 EVOO limit), T11 (acidity 1.35).\nLampante: T5 (peroxide 21.6 exceeds 20 for both categories), T7 (acidity 2.40, K232 2.71) - send for refining.', [], { role }));
      const agent = T.group('agent', 'Agent.execute_task', { role, task: this.goal }, 'EVOO: T1, T2, T3, T6, T8, T10. Virgin: T4, T9, T11. Lampante: T5, T7.', k, { metadata: { agent_role: role } });
      const task = T.group('chain', 'Task._execute_core', { description: this.goal, expected_output: 'Grade per tank and list of EVOO tanks.' }, { raw: 'EVOO: T1, T2, T3, T6, T8, T10. Virgin: T4, T9, T11. Lampante: T5, T7.' }, [agent]);
      return { root: T.root('Crew.kickoff', { inputs: { week: N.day() } }, { raw: 'EVOO: T1, T2, T3, T6, T8, T10. Virgin: T4, T9, T11. Lampante: T5, T7.' }, [task]) };
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'hearing aid clinic', style: 'sk', loop: false, stagnation: false,
    isolates: 'A Semantic Kernel front-desk agent runs a warranty check for eleven different hearing-aid serial numbers inside one auto-invocation loop, gets eleven different warranty states, and writes the call-back list.',
    goal: 'Eleven patients are booked for repairs this week at ClearSound Clinic. Check the manufacturer warranty for each device and tell reception which repairs are free, which are chargeable, and which need a loss-and-damage claim.',
    build(N) {
      N.pin(2024, 6);
      const T = tracer(N, 'sk', { system: 'You are FrontDeskAgent. Plugin Warranty (CheckSerial). Reply with a compact list for reception.', goal: this.goal });
      const devs = [
        ['PH-2241-K7', 'Phonak Audeo L90', 'IN_WARRANTY', '2026-03-14', null],
        ['OT-88A1-03', 'Oticon Intent 1', 'IN_WARRANTY', '2027-01-09', 'one free repair used'],
        ['SG-91X-552', 'Signia Pure C&G 7AX', 'EXPIRED', '2024-02-01', null],
        ['WD-5521-LL', 'Widex Moment 440', 'IN_WARRANTY', '2025-08-30', 'L&D cover active, excess GBP 95'],
        ['RS-77Q-014', 'ReSound Nexia 9', 'IN_WARRANTY', '2027-05-22', null],
        ['PH-1190-A2', 'Phonak Naida P70', 'EXPIRED', '2023-11-30', 'out-of-warranty flat fee GBP 180'],
        ['OT-4410-9Z', 'Oticon Real 2', 'VOID', null, 'moisture damage flagged at last service'],
        ['SK-3002-HH', 'Starkey Genesis AI 24', 'IN_WARRANTY', '2026-10-01', 'recharger not covered'],
        ['UN-221-007', 'Unitron Vivante 7', 'NOT_FOUND', null, 'serial not registered; check for typo'],
        ['WD-7781-PQ', 'Widex SmartRIC 440', 'IN_WARRANTY', '2027-02-17', null],
        ['PH-6652-Q1', 'Phonak Lumity 70', 'IN_WARRANTY', '2024-12-15', 'L&D claim already used once'],
      ];
      const calls = devs.map((d) => ({ name: 'Warranty-CheckSerial', args: { serial: d[0] } }));
      const first = T.llm('Checking all eleven serials with the manufacturers.', calls);
      const inv = devs.map((d) => T.tool('Warranty-CheckSerial', { serial: d[0] }, {
        serial: d[0], model: d[1], status: d[2], expires: d[3], notes: d[4], portal: d[0].slice(0, 2), lookup_ref: `${d[0].slice(0, 2)}-${N.digits(9)}`, at: N.isoSec(),
      }));
      const loop = T.group('chain', 'AutoFunctionInvocationLoop', { function_count: inv.length }, { completed: inv.length, terminated: false }, inv, { metadata: { 'sk.auto_invoke.request_sequence_index': 0 } });
      const final = T.llm('Reception list for this week:\nFree repair (in warranty): PH-2241-K7, OT-88A1-03 (note: its one free repair is used, ask Oticon), RS-77Q-014, SK-3002-HH (recharger excluded), WD-7781-PQ, PH-6652-Q1.\nLoss & damage claim: WD-5521-LL (excess GBP 95).\nChargeable: SG-91X-552 (expired Feb 2024), PH-1190-A2 (flat fee GBP 180), OT-4410-9Z (warranty void - moisture damage).\nNeeds checking: UN-221-007 is not registered - please re-read the serial from the device.');
      return { root: T.root('invoke_agent FrontDeskAgent', { input: this.goal }, { content: final.output.content }, [first, loop, final], { meta: { 'gen_ai.agent.name': 'FrontDeskAgent' } }) };
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'coding: monorepo lint sweep', style: 'autogen', loop: false, stagnation: false,
    isolates: 'An AutoGen pair lints ten different packages of a monorepo in two batches of five function calls, each package reporting its own rule violations, and the assistant ends with a prioritised table.',
    goal: 'Before we enable `eslint --max-warnings 0` in CI, run ESLint on each of the 10 packages under packages/ and report which packages would fail and which rules cause it.',
    build(N) {
      const T = tracer(N, 'autogen', { system: 'assistant plans; user_proxy executes run_eslint(package) and returns the JSON summary.', goal: this.goal });
      const pk = [
        ['api-client', 0, 3, { '@typescript-eslint/no-explicit-any': 3 }],
        ['auth', 2, 0, { 'no-unused-vars': 2 }],
        ['billing', 0, 0, {}],
        ['design-tokens', 0, 11, { 'import/order': 11 }],
        ['feature-flags', 1, 4, { 'react-hooks/exhaustive-deps': 4, 'no-console': 1 }],
        ['i18n', 0, 0, {}],
        ['notifications', 5, 2, { 'no-floating-promises': 5, 'prefer-const': 2 }],
        ['search', 0, 1, { 'eqeqeq': 1 }],
        ['telemetry', 0, 27, { 'no-console': 27 }],
        ['web-shell', 3, 6, { 'jsx-a11y/alt-text': 3, '@typescript-eslint/no-non-null-assertion': 6 }],
      ];
      const res = (p) => JSON.stringify({ package: p[0], files: N.int(14, 220), errorCount: p[1], warningCount: p[2], rules: p[3], cache: N.pick(['hit', 'miss']), elapsed: N.secs(0.8, 7.5), eslint: '9.4.0' });
      const k = [];
      k.push(T.llm('Linting the first five packages.', pk.slice(0, 5).map((p) => ({ name: 'run_eslint', args: { package: `packages/${p[0]}` } })), { agent: 'assistant' }));
      pk.slice(0, 5).forEach((p) => k.push(T.tool('run_eslint', { package: `packages/${p[0]}` }, res(p), { agent: 'user_proxy' })));
      k.push(T.llm('First batch: design-tokens has 11 import/order warnings, feature-flags mixes hook-deps warnings with one console error. Now the other five.', pk.slice(5).map((p) => ({ name: 'run_eslint', args: { package: `packages/${p[0]}` } })), { agent: 'assistant' }));
      pk.slice(5).forEach((p) => k.push(T.tool('run_eslint', { package: `packages/${p[0]}` }, res(p), { agent: 'user_proxy' })));
      k.push(T.llm('| package | errors | warnings | main rule |\n|---|---|---|---|\n| telemetry | 0 | 27 | no-console |\n| design-tokens | 0 | 11 | import/order (autofixable) |\n| web-shell | 3 | 6 | no-non-null-assertion, alt-text |\n| notifications | 5 | 2 | no-floating-promises |\n| feature-flags | 1 | 4 | exhaustive-deps |\n| api-client | 0 | 3 | no-explicit-any |\n| auth | 2 | 0 | no-unused-vars |\n| search | 0 | 1 | eqeqeq |\n| billing, i18n | 0 | 0 | clean |\n\n8 of 10 packages would fail with --max-warnings 0. Quick wins: `eslint --fix` for import/order and prefer-const; telemetry needs a logger instead of console. TERMINATE', [], { agent: 'assistant' }));
      return { root: T.root('autogen.initiate_chat', { sender: 'user_proxy', recipient: 'assistant', message: this.goal }, { summary: '8 of 10 packages would fail; see table.', termination: 'TERMINATE' }, k) };
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'dry cleaning', style: 'haystack', loop: false, stagnation: false,
    isolates: 'A Haystack counter agent looks up eighteen different garment tickets one step at a time, each with its own state, branch and shelf location, and answers with a pickup list per branch.',
    goal: 'A corporate client (Hotel Amsel) dropped 18 tickets of staff uniforms and linen across our six branches. Tell their housekeeping manager which tickets are ready for pickup today, where, and which are delayed and why.',
    build(N) {
      const T = tracer(N, 'haystack', { system: 'You are the account assistant of Pressmann Textilpflege. Tool: get_ticket(ticket_no).', goal: this.goal });
      const t = [
        ['A-40112', 'Mitte', 'READY', 'rack 14', '6 chef jackets'],
        ['A-40113', 'Mitte', 'READY', 'rack 14', '6 chef trousers'],
        ['A-40131', 'Mitte', 'IN_PROCESS', null, '4 waistcoats, ready tomorrow 10:00'],
        ['B-21907', 'Prenzlauer Berg', 'READY', 'rack 3', '12 aprons'],
        ['B-21911', 'Prenzlauer Berg', 'ON_HOLD', null, '1 blazer: wine stain needs customer approval for solvent treatment'],
        ['B-21920', 'Prenzlauer Berg', 'READY', 'rack 3', '8 shirts, pressed'],
        ['C-08804', 'Charlottenburg', 'READY', 'bag 221', '2 doorman coats'],
        ['C-08815', 'Charlottenburg', 'IN_TRANSIT', null, 'tailoring hub -> branch, ETA 16:30 today'],
        ['C-08816', 'Charlottenburg', 'READY', 'bag 222', '10 housekeeping tunics'],
        ['D-55102', 'Kreuzberg', 'DAMAGED', null, '1 tunic: button plate cracked in press, claim DC-7781 opened'],
        ['D-55109', 'Kreuzberg', 'READY', 'rack 9', '5 bar vests'],
        ['D-55110', 'Kreuzberg', 'IN_PROCESS', null, '5 bar shirts, starch finish, ready in 2 days'],
        ['E-10233', 'Friedrichshain', 'READY', 'rack 1', '3 reception jackets'],
        ['E-10240', 'Friedrichshain', 'READY', 'rack 1', '3 reception skirts'],
        ['E-10251', 'Friedrichshain', 'AWAITING_PAYMENT', 'counter', '2 evening gowns (guest service), invoice not on corporate account'],
        ['F-66012', 'Schoeneberg', 'READY', 'hook 40', '20 table napkins'],
        ['F-66019', 'Schoeneberg', 'LOST_TAG', null, 'garments located by barcode scan, re-tagging today, ready 17:00'],
        ['F-66020', 'Schoeneberg', 'IN_PROCESS', null, '1 duvet cover, oversize machine queue, ready Friday'],
      ];
      const k = [];
      t.forEach((x, i) => {
        const say = i === 0 ? 'Looking up the tickets one by one, starting with A-40112.' : null;
        k.push(T.llm(say, [{ name: 'get_ticket', args: { ticket_no: x[0] } }], { visit: i + 1 }));
        k.push(T.tool('get_ticket', { ticket_no: x[0] }, { ticket: x[0], account: 'HOTEL-AMSEL', branch: x[1], status: x[2], location: x[3], items: x[4], last_scan: N.isoOff(N.now() - N.int(600000, 40000000), 60), pos_terminal: `POS-${x[0][0]}${N.int(1, 3)}` }));
      });
      k.push(T.llm('Ready for pickup today:\n- Mitte: A-40112, A-40113 (rack 14)\n- Prenzlauer Berg: B-21907, B-21920 (rack 3)\n- Charlottenburg: C-08804 (bag 221), C-08816 (bag 222); C-08815 arrives there at 16:30\n- Kreuzberg: D-55109 (rack 9)\n- Friedrichshain: E-10233, E-10240 (rack 1)\n- Schoeneberg: F-66012 (hook 40); F-66019 from 17:00 after re-tagging\nDelayed: A-40131 tomorrow 10:00; D-55110 in 2 days (starch finish); F-66020 Friday (oversize machine).\nNeeds your decision: B-21911 blazer - approve solvent treatment for the wine stain; E-10251 two guest gowns are not on the corporate account - confirm we may bill the hotel.\nDamaged: D-55102 tunic button plate cracked - we opened claim DC-7781 and will contact you.', [], { visit: 19 }));
      return { root: T.root('haystack.agent.run', { messages: [{ role: 'user', content: this.goal }] }, { last_message: 'Pickup list sent.' }, k, { maxSteps: 20 }) };
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'wildfire lookout towers', style: 'llamaindex', loop: false, stagnation: false,
    isolates: 'A LlamaIndex agent polls the camera heartbeat of twelve different lookout towers in two parallel batches, each tower answering with different uptime, battery and image age, and produces a dispatch list for the two faulty towers.',
    goal: 'Fire season starts Monday. Check the camera heartbeat of all 12 lookout towers in the Bitterroot district and tell the radio room which towers need a technician before Monday.',
    build(N) {
      N.pin(2025, 6, 26);
      const T = tracer(N, 'llamaindex', { system: 'You assist the Bitterroot district fire detection desk. Tool: get_camera_heartbeat(tower_id).', goal: this.goal });
      const tw = [
        ['LO-01', 'Sugarloaf', 'ok', 98, 12, 'solar ok'],
        ['LO-02', 'Blue Joint', 'ok', 91, 9, 'solar ok'],
        ['LO-03', 'Sula Peak', 'degraded', 44, 47, 'battery not charging'],
        ['LO-04', 'Castle Rock', 'ok', 87, 15, 'pan motor noisy'],
        ['LO-05', 'Gird Point', 'ok', 96, 8, 'solar ok'],
        ['LO-06', 'Mormon Peak', 'offline', null, 3100, 'no heartbeat since cellular outage'],
        ['LO-07', 'Deer Mountain', 'ok', 79, 21, 'lens cleaning due'],
        ['LO-08', 'Sheephead', 'ok', 93, 11, 'solar ok'],
        ['LO-09', 'Johnson Peak', 'ok', 100, 6, 'new camera installed'],
        ['LO-10', 'Medicine Point', 'ok', 85, 14, 'solar ok'],
        ['LO-11', 'Stevi Knob', 'ok', 90, 10, 'IR channel disabled by config'],
        ['LO-12', 'Hughes Ridge', 'ok', 88, 13, 'solar ok'],
      ];
      const hb = (x) => ({ tower: x[0], name: x[1], state: x[2], battery_pct: x[3], last_image_age_min: x[4], note: x[5], firmware: `axis-${N.pick(['10.12.2', '11.1.60'])}`, uplink: N.pick(['LTE', 'microwave']), polled: N.iso() });
      const k = [];
      k.push(T.llm('Polling the first six towers.', tw.slice(0, 6).map((x) => ({ name: 'get_camera_heartbeat', args: { tower_id: x[0] } }))));
      tw.slice(0, 6).forEach((x) => k.push(T.tool('get_camera_heartbeat', { tower_id: x[0] }, hb(x))));
      k.push(T.llm('Sula Peak is on a failing battery and Mormon Peak is offline. Polling towers 7-12.', tw.slice(6).map((x) => ({ name: 'get_camera_heartbeat', args: { tower_id: x[0] } }))));
      tw.slice(6).forEach((x) => k.push(T.tool('get_camera_heartbeat', { tower_id: x[0] }, hb(x))));
      k.push(T.llm('Technician needed before Monday:\n1. LO-06 Mormon Peak - offline, no heartbeat for ~52 h (cellular outage); check modem and power.\n2. LO-03 Sula Peak - battery at 44% and not charging; last image 47 min old.\nMinor, can wait: LO-04 Castle Rock pan motor noise, LO-07 Deer Mountain lens cleaning, LO-11 Stevi Knob has IR disabled in config (confirm intentional).\nThe other seven towers are healthy.'));
      return { root: T.root('OpenAIAgent.achat', { message: this.goal }, { response: 'Technicians needed at LO-06 and LO-03; minor items listed.' }, k) };
    },
  },
];
