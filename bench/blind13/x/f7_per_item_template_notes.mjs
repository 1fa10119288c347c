// Family 7: per_item_template_notes (healthy)
// The model writes the same templated line before each item ("Next I will check X ...") but
// each line names a different item and each lookup returns a different result; the run ends
// with a conclusion drawn from all of them.
import { tracer } from './lib.mjs';

export const FAMILY = 'per_item_template_notes';

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'stained-glass restoration', style: 'llamaindex', loop: false, stagnation: false,
    isolates: 'A LlamaIndex ReAct agent opens every step with "Next I will check panel ..." for seven different church windows, each survey returning different lead fatigue, cracks and bowing, and ends with a ranked conservation plan.',
    goal: 'The diocese can fund conservation of three windows at St Oswald\'s this year. Review the condition surveys of the seven nave windows and recommend which three to conserve first, with reasons.',
    build(N) {
      const T = tracer(N, 'llamaindex', { system: 'You support the glass conservator of St Oswald\'s. Tool: get_panel_survey(window_id). Use ReAct.', goal: this.goal, react: true });
      const w = [
        ['N1', 'north nave, "St Cuthbert"', 'c.1868 Clayton & Bell', 12, 2, 4, 'minor paint loss on face'],
        ['N2', 'north nave, "Good Shepherd"', 'c.1872 Hardman', 38, 5, 17, 'bowing at lower tracery'],
        ['N3', 'north nave, memorial window', '1921 Kempe studio', 9, 0, 2, 'sound'],
        ['S1', 'south nave, "Nativity"', 'c.1865 Lavers & Barraud', 41, 11, 22, 'failed ferramenta fixing, panel moving in wind'],
        ['S2', 'south nave, "Baptism"', 'c.1865 Lavers & Barraud', 27, 3, 8, 'condensation channel blocked'],
        ['S3', 'south nave, heraldic', '1950s, artist unknown', 18, 1, 5, 'external protective glazing cracked'],
        ['S4', 'south nave, "Sower"', 'c.1890 Morris & Co', 33, 6, 12, 'significant paint loss on drapery (unfired paint)'],
      ];
      const k = [];
      w.forEach((x, i) => {
        const prev = i === 0 ? '' : ` (${w[i - 1][0]} noted: ${w[i - 1][3]}% lead fatigue, ${w[i - 1][4]} cracked pieces, ${w[i - 1][5]} mm bowing.)`;
        k.push(T.llm(`Thought: Next I will check window ${x[0]} (${x[1]}): pulling its condition survey.${prev}\nAction: get_panel_survey\nAction Input: {"window_id": "${x[0]}"}`));
        k.push(T.tool('get_panel_survey', { window_id: x[0] }, `Survey ${x[0]} - ${x[1]} - ${x[2]}\nsurveyed ${N.euro(N.now() - N.int(20, 200) * 86400000)} by ICON-accredited conservator (ref ${N.ALNUM(2)}/${N.digits(4)})\nlead came fatigue: ${x[3]}%\ncracked / missing pieces: ${x[4]}\nmax deflection (bowing): ${x[5]} mm\nnotes: ${x[6]}\nphotos: ${N.int(18, 64)} (folder ${N.uuid().slice(0, 8)})`));
      });
      k.push(T.llm('Thought: I have all seven surveys and can rank them.\nAnswer: Conserve first:\n1. S1 "Nativity" - 41% lead fatigue, 11 cracked pieces, 22 mm bowing and a failed ferramenta fixing; the panel moves in wind, so it is at risk of collapse.\n2. N2 "Good Shepherd" - 38% fatigue and 17 mm bowing at the tracery.\n3. S4 "Sower" (Morris & Co) - loss of unfired paint on the drapery is irreversible, so it outranks S2 despite similar structure.\nNext tier: S2 (clear the condensation channel now as cheap maintenance), S3 (replace the cracked external glazing). N1 and N3 are sound.'));
      return { root: T.root('ReActAgent.achat', { message: this.goal }, { response: 'Conserve S1, N2 and S4 first.' }, k) };
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'tennis club', style: 'plain', loop: false, stagnation: false,
    isolates: 'A club agent prefixes each step with "Next I will check court ..." for six different courts after overnight rain, each returning a different surface reading, and finishes with a court allocation for the junior tournament.',
    goal: 'Heavy rain overnight. The junior tournament at Elmfield Lawn Tennis Club starts at 10:00 and needs four courts. Check all six courts and decide which four to use and what the groundstaff must do first.',
    build(N) {
      N.pin(2025, 6);
      const T = tracer(N, 'plain', { system: 'You help the club manager of Elmfield LTC. Tool: get_court_status(court).', goal: this.goal });
      const c = [
        [1, 'clay', { surface_moisture_pct: 31, standing_water: true, line_tapes: 'lifted on baseline', playable_eta: '13:00' }],
        [2, 'clay', { surface_moisture_pct: 18, standing_water: false, line_tapes: 'ok', playable_eta: '09:30 after rolling' }],
        [3, 'artificial grass', { standing_water: false, sand_infill: 'displaced near net posts', playable_eta: 'now' }],
        [4, 'artificial grass', { standing_water: false, sand_infill: 'ok', net_height_cm: 94, note: 'net 3 cm above regulation', playable_eta: 'now' }],
        [5, 'hard (acrylic)', { standing_water: true, puddle: 'service box, deuce side', squeegee_time_min: 20, playable_eta: '09:15' }],
        [6, 'hard (acrylic)', { standing_water: false, surface: 'slippery moss patch by back fence', playable_eta: 'not today - needs moss treatment' }],
      ];
      const k = [];
      c.forEach((x, i) => {
        const prev = i === 0 ? 'Starting with the clay courts.' : `Court ${c[i - 1][0]}: ${c[i - 1][2].playable_eta}.`;
        k.push(T.llm(`Next I will check court ${x[0]} (${x[1]}). ${prev}`, [{ name: 'get_court_status', args: { court: x[0] } }]));
        k.push(T.tool('get_court_status', { court: x[0] }, { court: x[0], type: x[1], ...x[2], sensor: `ct-${x[0]}-${N.hex(4)}`, read_at: N.hms() }));
      });
      k.push(T.llm('Use courts 2, 3, 4 and 5 for the 10:00 start.\nGroundstaff, in this order:\n1. Squeegee the deuce-side service box on court 5 (about 20 minutes).\n2. Roll court 2 (playable by 09:30).\n3. Brush the sand infill back around the net posts on court 3.\n4. Lower the net on court 4 by 3 cm to 91.4 cm at the centre.\nKeep court 1 closed until about 13:00 (standing water, re-stick the baseline tape) and court 6 closed for the day until the moss is treated.'));
      return { root: T.root('club_assistant', { goal: this.goal }, { status: 'completed' }, k) };
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'chocolate factory', style: 'crewai', loop: false, stagnation: false,
    isolates: 'A CrewAI quality agent starts each thought with "Next I will check batch ..." for six different conche batches, each temper curve giving a different temper index and bloom risk, and ends with a release decision per batch.',
    goal: 'Six batches of 70% dark couverture came off line 2 today at Cacao Lune. Review each batch\'s temper curve and decide which can be released to moulding and which must be re-tempered.',
    build(N) {
      const role = 'Tempering QA Specialist';
      const T = tracer(N, 'crewai', { system: `You are ${role}. Tool: Temper Curve Reader. Release if temper index (TI) is 4.5-5.5 and bloom risk is low.`, goal: this.goal });
      const b = [
        ['CL2-0611', 5.1, 'low', '31.2 C', 'well tempered, slope flat'],
        ['CL2-0612', 3.9, 'high', '30.1 C', 'under-tempered, inflection missing'],
        ['CL2-0613', 4.8, 'low', '31.0 C', 'good'],
        ['CL2-0614', 6.3, 'medium', '32.4 C', 'over-tempered, viscosity rising'],
        ['CL2-0615', 5.4, 'low', '31.4 C', 'good, slight rise late'],
        ['CL2-0616', 4.6, 'medium', '30.8 C', 'borderline; cocoa butter seed dose logged 0.8% instead of 1%'],
      ];
      const k = [];
      b.forEach((x, i) => {
        const prev = i === 0 ? 'Starting at the beginning of the shift.' : `${b[i - 1][0]} came out at TI ${b[i - 1][1]}.`;
        k.push(T.llm(`Thought: Next I will check batch ${x[0]}: pulling its temper curve. ${prev}\nAction: Temper Curve Reader\nAction Input: {"batch": "${x[0]}"}`, [], { role }));
        k.push(T.tool('Temper Curve Reader', { batch: x[0] }, `batch ${x[0]} line 2 | Sollich Tempermeter E5 | sample ${N.hms(N.now() - N.int(1, 6) * 3600000)}\ntemper index: ${x[1]}\nbloom risk: ${x[2]}\nworking temp: ${x[3]}\ncomment: ${x[4]}\nfile: ${N.tmp('curve_')}.csv`, { role }));
      });
      k.push(T.llm('Thought: All six curves read.\nFinal Answer:\nRelease to moulding: CL2-0611 (TI 5.1), CL2-0613 (4.8), CL2-0615 (5.4).\nRe-temper: CL2-0612 (TI 3.9, under-tempered, high bloom risk), CL2-0614 (TI 6.3, over-tempered - warm slightly and re-seed).\nHold for QA lead: CL2-0616 (TI 4.6 is in range but medium bloom risk and the seed dose was 0.8% instead of 1%; run a second sample).', [], { role }));
      const agent = T.group('agent', 'Agent.execute_task', { role, task: this.goal }, 'Release 0611, 0613, 0615; re-temper 0612, 0614; hold 0616.', k, { metadata: { agent_role: role } });
      const task = T.group('chain', 'Task._execute_core', { description: this.goal, expected_output: 'Release / re-temper decision per batch.' }, { raw: 'Release 0611, 0613, 0615; re-temper 0612, 0614; hold 0616.' }, [agent]);
      return { root: T.root('Crew.kickoff', { inputs: { line: '2', date: N.day() } }, { raw: 'Release 0611, 0613, 0615; re-temper 0612, 0614; hold 0616.' }, [task]) };
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'prosthetics workshop', style: 'autogen', loop: false, stagnation: false,
    isolates: 'An AutoGen technician assistant writes "Next I will check order ..." before each of five different socket orders, each fit-test record showing a different problem or none, and closes with a work list for the bench.',
    goal: 'Five transtibial socket orders are due this week at Northfield Limb Centre. Check each one\'s latest check-socket fit test and tell the bench which are ready for definitive lamination and what the others need.',
    build(N) {
      const T = tracer(N, 'autogen', { system: 'tech_assistant reviews orders; records_proxy executes get_fit_test(order_id).', goal: this.goal });
      const o = [
        ['PO-2207', 'ok', { pressure_hotspots: [], pistoning_mm: 3, clinician: 'ready for lamination' }],
        ['PO-2211', 'issue', { pressure_hotspots: ['fibular head'], pistoning_mm: 4, clinician: 'relieve fibular head 2 mm, re-test' }],
        ['PO-2214', 'issue', { pressure_hotspots: [], pistoning_mm: 11, clinician: 'volume loss since casting; add 3-ply sock test or recast' }],
        ['PO-2218', 'ok', { pressure_hotspots: [], pistoning_mm: 2, clinician: 'ready; patient prefers pin-lock suspension' }],
        ['PO-2220', 'pending', { pressure_hotspots: null, pistoning_mm: null, clinician: 'fit test not done - patient rescheduled to Thursday' }],
      ];
      const k = [];
      o.forEach((x, i) => {
        const prev = i === 0 ? '' : ` ${o[i - 1][0]} was "${o[i - 1][2].clinician}".`;
        k.push(T.llm(`Next I will check order ${x[0]} and its latest fit test.${prev}`, [{ name: 'get_fit_test', args: { order_id: x[0] } }], { agent: 'tech_assistant' }));
        k.push(T.tool('get_fit_test', { order_id: x[0] }, { order_id: x[0], status: x[1], ...x[2], test_date: x[1] === 'pending' ? null : N.dayPlus(-N.int(1, 6)), emr_ref: `EMR-${N.digits(8)}`, retrieved: N.usDate() }, { agent: 'records_proxy' }));
      });
      k.push(T.llm('Bench list:\n- Laminate now: PO-2207, PO-2218 (fit pin-lock suspension on 2218).\n- Modify check socket and re-test: PO-2211 (relieve 2 mm at fibular head).\n- PO-2214: 11 mm pistoning from volume loss - book clinician review for a 3-ply sock test before deciding on a recast.\n- PO-2220: no fit test yet; hold until after Thursday\'s appointment.\nTERMINATE', [], { agent: 'tech_assistant' }));
      return { root: T.root('autogen.initiate_chat', { sender: 'records_proxy', recipient: 'tech_assistant', message: this.goal }, { summary: 'Laminate 2207, 2218; modify 2211; review 2214; hold 2220.', termination: 'TERMINATE' }, k) };
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'archaeology dig', style: 'sk', loop: false, stagnation: false,
    isolates: 'A Semantic Kernel site assistant begins each turn with "Next I will check context ..." for six different excavation contexts, each finds register giving different finds and dates, and ends with a phasing summary.',
    goal: 'For the interim report of the Hexley Roman villa excavation, summarise the dating evidence from contexts 1003-1008 in trench B and propose a phasing of the bath-house sequence.',
    build(N) {
      const T = tracer(N, 'sk', { system: 'You are SiteRecordsAgent. Plugin FindsRegister (GetContext).', goal: this.goal });
      const c = [
        [1003, 'topsoil/plough soil', ['post-medieval pottery x14', 'clay pipe stem x3'], 'modern-C18'],
        [1004, 'demolition rubble over hypocaust', ['box-flue tile x22', 'coin of Constans (AD 337-350)'], 'after mid-C4'],
        [1005, 'hypocaust fill', ['Oxfordshire colour-coated ware x6', 'burnt bone'], 'C4'],
        [1006, 'opus signinum floor', ['no finds'], 'undated, stratigraphically pre-1005'],
        [1007, 'make-up layer below floor', ['samian (Central Gaulish) x4', 'coin of Hadrian'], 'mid-C2'],
        [1008, 'construction cut for wall', ['Black Burnished ware x9'], 'C2-C3'],
      ];
      const k = [];
      c.forEach((x, i) => {
        const prev = i === 0 ? '' : ` Context ${c[i - 1][0]} dated ${c[i - 1][3]}.`;
        k.push(T.llm(`Next I will check context ${x[0]} (${x[1]}) in the finds register.${prev}`, [{ name: 'FindsRegister-GetContext', args: { site: 'HXV24', trench: 'B', context: x[0] } }]));
        k.push(T.tool('FindsRegister-GetContext', { site: 'HXV24', trench: 'B', context: x[0] }, { context: x[0], description: x[1], finds: x[2], spot_date: x[3], recorded_by: N.pick(['JM', 'AR', 'TK']), sheet: `CS-${N.digits(4)}`, db_row_version: N.int(1, 9), synced: N.isoSec() }));
      });
      k.push(T.llm('Proposed phasing for trench B:\nPhase 1 (mid-C2): construction of the bath-house wall (cut 1008, BB ware C2-C3) and floor make-up 1007 (Hadrianic coin, Central Gaulish samian).\nPhase 2 (C2-C3, undated directly): opus signinum floor 1006 laid on 1007.\nPhase 3 (C4): hypocaust in use and backfilled (1005, Oxfordshire colour-coated ware).\nPhase 4 (after AD 337-350): demolition (1004, coin of Constans, box-flue tile).\nPhase 5: post-medieval ploughing (1003).'));
      return { root: T.root('invoke_agent SiteRecordsAgent', { input: this.goal }, { content: 'Five-phase sequence proposed for trench B.' }, k, { meta: { 'gen_ai.agent.name': 'SiteRecordsAgent' } }) };
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'support: SaaS billing disputes', style: 'haystack', loop: false, stagnation: false,
    isolates: 'A Haystack support agent writes "Next I will check ticket ..." for six different billing-dispute tickets, each invoice history showing a different cause, and ends with a resolution per ticket.',
    goal: 'Clear the six open billing-dispute tickets in the Tallybook support queue: for each one decide refund, credit, explanation or escalation, based on the customer\'s invoice history.',
    build(N) {
      const T = tracer(N, 'haystack', { system: 'You are the billing support agent for Tallybook. Tool: get_invoice_history(ticket_id). Stripe is the billing system of record.', goal: this.goal });
      const t = [
        ['#58120', 'duplicate charge', { invoices: [{ id: 'in_1', amount: 49, status: 'paid' }, { id: 'in_2', amount: 49, status: 'paid', note: 'same period, created 40 s apart' }] }],
        ['#58127', 'charged after cancel', { cancel_requested: 'day 2 of period', plan: 'annual', policy: 'no pro-rata refunds on annual after 14 days', days_into_term: 3 }],
        ['#58131', 'unexpected seat charge', { seats_added: 3, added_by: 'admin@customer', proration: 'correct, 19 days' }],
        ['#58140', 'VAT charged', { vat_id_on_file: null, vat_id_in_ticket: 'DE298877110', vies: 'valid' }],
        ['#58144', 'card declined loop', { failed_attempts: 4, card_brand: 'amex', bank_response: 'do_not_honor' }],
        ['#58152', 'wrong currency', { account_currency: 'USD', requested: 'EUR', invoices_issued: 7, note: 'currency locked after first invoice' }],
      ];
      const k = [];
      k.push(T.retr('refund credit policy duplicate charge annual cancellation VAT reverse charge', [
        { text: 'Refunds: duplicate charges are refunded in full. Annual plans cancelled within 14 days of the term start are refunded in full; afterwards no pro-rata refund.', meta: { doc: 'billing-policy.md', section: '4.2' } },
        { text: 'VAT: EU business customers with a valid VAT ID (VIES) are invoiced under reverse charge; VAT already charged is credited via credit note.', meta: { doc: 'billing-policy.md', section: '6.1' } },
        { text: 'Account currency is fixed once the first invoice is finalised; changing it requires a new customer object (billing ops).', meta: { doc: 'stripe-runbook.md', section: 'currency' } },
      ], { name: 'policy_retriever' }));
      t.forEach((x, i) => {
        const prev = i === 0 ? '' : ` (${t[i - 1][0]}: ${t[i - 1][1]} reviewed.)`;
        k.push(T.llm(`Next I will check ticket ${x[0]}, "${x[1]}", against the invoice history.${prev}`, [{ name: 'get_invoice_history', args: { ticket_id: x[0] } }], { visit: i + 1 }));
        k.push(T.tool('get_invoice_history', { ticket_id: x[0] }, { ticket: x[0], customer: `cus_${N.b62(14)}`, ...x[2], stripe_request: `req_${N.b62(14)}`, fetched: N.epoch() }));
      });
      k.push(T.llm('Resolutions:\n#58120 refund the duplicate 49.00 invoice (in_2).\n#58127 cancellation was 3 days into the annual term, inside the 14-day window - full refund.\n#58131 explain: 3 seats added by their admin, proration for 19 days is correct.\n#58140 add VAT ID DE298877110 (valid in VIES), issue a credit note for the VAT and apply reverse charge from now on.\n#58144 explain the bank\'s do_not_honor response; ask for another card; no action on our side.\n#58152 escalate to billing ops: currency is locked after the first invoice, needs a new customer object in EUR.', [], { visit: 7 }));
      return { root: T.root('haystack.agent.run', { messages: [{ role: 'user', content: this.goal }] }, { last_message: 'Six tickets resolved.' }, k, { maxSteps: 15 }) };
    },
  },
];
