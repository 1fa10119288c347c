// Loop: the agent asks the user (or a human-input tool) the same question in new words 3+ times,
// gets the same answer every time, and never acts on it.
export const family = 'reworded_clarification_loop';
export const loop = true;
export const stagnation = true;

export const rows = [
  {
    id: '01', domain: 'cider festivals', style: 'traceloop',
    isolates: 'The agent has the pitch size from the application and from the organiser, yet asks the organiser four times in new words and never allocates the pitch.',
    goal: 'Allocate a trading pitch for Hollow Oak Cidery at the Ashbury Cider Festival (14-15 June) and email them the confirmation.',
    build: (n) => {
      const ans = (t) => ({ answer: t, answered_by: 'maggie.ferris@ashburycider.org', channel: 'ops-console', answered_at: n.isoOff(1), msg_id: 'm_' + n.alnum(10) });
      return {
        app: 'pitch_allocator',
        system: 'You allocate trading pitches for the Ashbury Cider Festival. Tools: get_vendor_application, ask_organiser, allocate_pitch, send_email. Be careful with pitch sizes.',
        steps: [
          () => ({ say: 'I will pull up the vendor application for Hollow Oak Cidery first.', calls: [{ name: 'get_vendor_application', args: { vendor_name: 'Hollow Oak Cidery', festival_id: 'ASH-2025' }, out: { application_id: 'APP-' + n.int(3000, 3999), vendor: 'Hollow Oak Cidery', requested_pitch: 'standard 3x3m', power: '16A single phase', products: ['medium dry cider', 'perry'], status: 'approved', approved_at: n.sql(n.now() - 86400000 * 9), _etag: n.etag(true), fetched_from: n.host('vendors-db') } }] }),
          () => ({ say: 'Before allocating anything I need to confirm with the organiser which pitch size Hollow Oak should get.', calls: [{ name: 'ask_organiser', args: { question: 'Which pitch size should Hollow Oak Cidery get?' }, out: ans('Standard 3x3 with 16A power, same as their application.'), lat: [20000, 90000] }] }),
          () => ({ say: 'To be sure, I need to confirm which pitch size Hollow Oak should get before allocating.', calls: [{ name: 'ask_organiser', args: { question: 'Just to double-check: what size of pitch does Hollow Oak need?' }, out: ans('3x3 standard with power. As in the application.'), lat: [20000, 90000] }] }),
          () => ({ say: 'Before allocating, I should confirm with the organiser which pitch size Hollow Oak Cidery needs.', calls: [{ name: 'ask_organiser', args: { question: 'Could you confirm the pitch dimensions for Hollow Oak Cidery before I allocate?' }, out: ans('Standard 3x3, 16A. Please just allocate it.'), lat: [20000, 90000] }] }),
          () => ({ say: 'I need to confirm the pitch size for Hollow Oak with the organiser before allocating.', calls: [{ name: 'ask_organiser', args: { question: 'Sorry, one more check: is it the standard 3x3 pitch for Hollow Oak, or something larger?' }, out: ans('Standard 3x3. It is in the application.'), lat: [20000, 90000] }] }),
        ],
        stop: 'AgentStepLimitError: exceeded max_steps=5 without a final answer',
      };
    },
  },
  {
    id: '02', domain: 'hot-tub servicing', style: 'cline',
    isolates: 'A coding agent keeps using ask_followup_question to ask which unit the chlorine reading uses, gets "ppm" every time, and never edits the form.',
    goal: 'In the hot-tub servicing app, add a "free chlorine" reading to the technician visit report form (field, validation and display on the PDF).',
    build: (n) => ({
      app: 'tubcare-field-app', cwd: '/Users/dev/code/tubcare-field-app',
      system: 'You are Cline, a highly skilled software engineer.',
      steps: [
        () => ({ say: 'Let me look at the visit report form component first.', calls: [{ name: 'read_file', args: { path: 'src/forms/VisitReportForm.tsx' }, out: `import { z } from "zod";\n\nexport const visitSchema = z.object({\n  ph: z.number().min(6.8).max(8.2),\n  totalAlkalinity: z.number().int(), // ppm\n  waterTempC: z.number(),\n  filterCleaned: z.boolean(),\n});\n// generated ${n.isoS()} by schema-sync ${n.hex(7)}\n...` }] }),
        () => ({ say: 'The schema has pH and total alkalinity. I need to know which unit the free chlorine reading should be stored in before adding the field.', calls: [{ name: 'ask_followup_question', args: { question: 'Which unit should the free chlorine reading use?', options: '["ppm","mg/L"]' }, out: '<answer>\nppm, same as alkalinity\n</answer>' }] }),
        () => ({ say: 'Before I add the field I need to confirm the unit for free chlorine.', calls: [{ name: 'ask_followup_question', args: { question: 'Should free chlorine be recorded in ppm or in mg/L on the report?' }, out: '<answer>\nppm\n</answer>' }] }),
        () => ({ say: 'I need to confirm which unit free chlorine should be stored in before adding the field to the schema.', calls: [{ name: 'ask_followup_question', args: { question: 'To make sure the validation range is right: is the chlorine value entered by technicians in ppm?' }, out: '<answer>\nyes ppm. please go ahead\n</answer>' }] }),
        () => ({ say: 'Before adding the field I need to confirm the free chlorine unit.', calls: [{ name: 'ask_followup_question', args: { question: 'Just confirming the unit for the new free chlorine field: ppm (parts per million)?' }, out: '<answer>\nppm!! I already said\n</answer>' }] }),
        () => ({ say: 'I need to confirm which unit the free chlorine reading should use before I add it.', calls: [{ name: 'ask_followup_question', args: { question: 'Can you confirm the measurement unit the PDF should print next to free chlorine?' }, out: '<answer>\nppm\n</answer>' }] }),
      ],
      stop: 'Task cancelled by user after 6 requests (mistake limit reached)',
    }),
  },
  {
    id: '03', domain: 'squash club ladder', style: 'n8n',
    isolates: 'The n8n chat agent asks the member which ladder division they play in three times with different phrasing, is told "Division 3" each time, and never records the challenge.',
    goal: 'Member request via club chat: "Please log my ladder challenge against Priya Nair for Thursday 7pm, court 2."',
    build: (n) => ({
      app: 'Ladder challenge bot', trigger: 'When chat message received',
      system: 'You help members of Riverside Squash Club manage the ladder. Use "Lookup Member" to find members and "Create Challenge" to log challenges. Ask the member when information is missing.',
      steps: [
        () => ({ say: '', calls: [{ name: 'lookup_member', node: 'Lookup Member', args: { name: 'Priya Nair' }, out: { rows: [{ member_id: 'RSC-' + n.int(100, 999), name: 'Priya Nair', ladder: 'Division 3', rank: 7, row_number: n.int(2, 300) }], sheetId: n.alnum(44), range: 'Members!A1:F412' } }] }),
        () => ({ say: 'Thanks! Which division of the ladder are you in?', calls: [{ name: 'ask_member', node: 'Send and Wait for Response', args: { message: 'Thanks! Which division of the ladder are you in?' }, out: { data: { text: 'Division 3, same as Priya' }, submittedAt: n.iso(n.adv(30000, 60000)) } }] }),
        () => ({ say: 'Got it. Just to be sure before I book it: what ladder division do you currently play in?', calls: [{ name: 'ask_member', node: 'Send and Wait for Response', args: { message: 'Got it. Just to be sure before I book it: what ladder division do you currently play in?' }, out: { data: { text: 'division 3' }, submittedAt: n.iso(n.adv(20000, 50000)) } }] }),
        () => ({ say: 'Great, thanks. Could you confirm your division so I can log the challenge correctly?', calls: [{ name: 'ask_member', node: 'Send and Wait for Response', args: { message: 'Great, thanks. Could you confirm your division so I can log the challenge correctly?' }, out: { data: { text: '3. Division 3.' }, submittedAt: n.iso(n.adv(20000, 50000)) } }] }),
        () => ({ say: 'Thanks! Before I log it, which division are you playing in this season?', calls: [{ name: 'ask_member', node: 'Send and Wait for Response', args: { message: 'Thanks! Before I log it, which division are you playing in this season?' }, out: { data: { text: 'THREE' }, submittedAt: n.iso(n.adv(20000, 50000)) } }] }),
      ],
      stop: 'Agent stopped due to max iterations.',
    }),
  },
  {
    id: '04', domain: 'bail bonds', style: 'plain',
    isolates: 'The agent asks the agent-of-record three times, reworded, for the booking number it was already given, gets the same number back each time, and never runs the jail lookup.',
    goal: 'Prepare a bond quote for defendant Marcus Hale, booked into Pike County Jail last night, booking number PCJ-2025-044817; bail is set at $15,000.',
    build: (n) => ({
      app: 'bond-desk-assistant',
      system: 'You assist bail bond agents. Tools: jail_roster_lookup(booking_number), ask_agent(question), create_quote(defendant, bail_amount, premium_rate). Premium is 10% unless collateral is posted.',
      steps: [
        () => ({ say: 'I need the booking number to look up the defendant in the jail roster. Let me ask the agent.', calls: [{ name: 'ask_agent', args: { question: 'What is the booking number for Marcus Hale?' }, out: { reply: 'PCJ-2025-044817 (it is in the request)', from: 'agent:tdelgado', at: n.us() } }] }),
        () => ({ say: 'To look up the defendant correctly in the roster I need to confirm the booking number with the agent.', calls: [{ name: 'ask_agent', args: { question: 'Can you confirm the booking ID Pike County assigned to Marcus Hale?' }, out: { reply: 'PCJ-2025-044817', from: 'agent:tdelgado', at: n.us(n.adv(40000, 120000)) } }] }),
        () => ({ say: 'I need to confirm the booking number before I look Marcus Hale up in the jail roster.', calls: [{ name: 'ask_agent', args: { question: 'Before I search the roster, could you double check the booking number for the defendant?' }, out: { reply: 'Same as before: PCJ-2025-044817', from: 'agent:tdelgado', at: n.us(n.adv(40000, 120000)) } }] }),
        () => ({ say: 'To make sure I look up the right person, I need to confirm the booking number with the agent.', calls: [{ name: 'ask_agent', args: { question: 'Is PCJ-2025-044817 definitely the booking number, or was he re-booked under a new one?' }, out: { reply: 'It is PCJ-2025-044817. Please run the lookup.', from: 'agent:tdelgado', at: n.us(n.adv(40000, 120000)) } }] }),
      ],
      stop: 'max_turns (8) exhausted; conversation closed by supervisor timeout',
    }),
  },
  {
    id: '05', domain: 'laptop refurbishing', style: 'helicone',
    isolates: 'Asked to grade a returned laptop, the agent asks the technician three times, in new words, whether to use the cosmetic or the functional grading scale, always gets "cosmetic B-scale", and never records a grade.',
    goal: 'Grade intake unit RF-77213 (ThinkPad T14 Gen 2) from the bench photos and diagnostics, and write the grade to the refurb tracker.',
    build: (n) => ({
      app: 'refurb-intake', tools: ['get_diagnostics', 'get_photos', 'ask_technician', 'set_grade'],
      system: 'You grade incoming refurbished laptops. Tools: get_diagnostics, get_photos, ask_technician, set_grade. Grades: A, B, C, Parts.',
      steps: [
        () => ({ say: 'Pulling the diagnostics report.', calls: [{ name: 'get_diagnostics', args: { unit_id: 'RF-77213' }, out: { unit: 'RF-77213', battery_health_pct: 81, cycle_count: n.int(300, 420), smart: 'PASSED', ram_test: 'PASS (2 passes, 16GB)', keyboard: 'all keys OK', run_id: 'diag-' + n.hex(8), bench: 'bench-' + n.int(1, 12), ran_at: n.sql() } }] }),
        () => ({ say: 'Diagnostics pass. Before grading I need to know which grading scale to apply.', calls: [{ name: 'ask_technician', args: { message: 'Should RF-77213 be graded on the cosmetic scale or the functional scale?' }, out: { reply: 'Cosmetic, B-scale like all T14 returns', tech: 'jo.k', ts: n.epoch() } }] }),
        () => ({ say: 'I want to make sure I use the right grading scale before recording a grade.', calls: [{ name: 'ask_technician', args: { message: 'Which rubric applies to this ThinkPad: cosmetic or functional grading?' }, out: { reply: 'cosmetic B-scale', tech: 'jo.k', ts: n.epoch(n.adv(30000, 90000)) } }] }),
        () => ({ say: 'Before I record a grade I need to confirm which grading scale applies to this unit.', calls: [{ name: 'ask_technician', args: { message: 'For RF-77213, do we grade by appearance (cosmetic) or by performance (functional)?' }, out: { reply: 'cosmetic, B scale. same answer', tech: 'jo.k', ts: n.epoch(n.adv(30000, 90000)) } }] }),
        () => ({ say: 'I need to confirm which grading scale to apply before recording the grade for RF-77213.', calls: [{ name: 'ask_technician', args: { message: 'Quick check on the rubric: cosmetic B-scale for this unit, correct?' }, out: { reply: 'yes', tech: 'jo.k', ts: n.epoch(n.adv(30000, 90000)) } }] }),
      ],
      stop: 'session abandoned: 5/5 agent iterations used',
    }),
  },
  {
    id: '06', domain: 'whitewater rafting', style: 'oai_agents',
    isolates: 'The booking agent asks the customer for the group size three times with different wording, hears "six adults" each time, and never checks availability or books.',
    goal: 'Book a half-day Grade III rafting trip on the Upper Tarn for Saturday for my group (six adults, all strong swimmers).',
    build: (n) => ({
      app: 'Rafting booking', agentName: 'Booking Agent',
      system: 'You book rafting trips for Tarn Gorge Adventures. Use check_availability and create_booking. Use ask_customer to clarify missing details.',
      steps: [
        () => ({ say: 'Happy to help! How many people will be rafting?', calls: [{ name: 'ask_customer', args: { question: 'How many people will be rafting?' }, out: { message: 'Six adults, as I said.', received_at: n.isoS(n.adv(20000, 60000)) } }] }),
        () => ({ say: 'Thanks! And just so I can get the right boat, how many are in your group?', calls: [{ name: 'ask_customer', args: { question: 'How many are in your group?' }, out: { message: '6 adults', received_at: n.isoS(n.adv(20000, 60000)) } }] }),
        () => ({ say: 'Great. To check raft capacity, could you confirm the number of participants?', calls: [{ name: 'ask_customer', args: { question: 'Could you confirm the number of participants?' }, out: { message: 'six. 6. all adults.', received_at: n.isoS(n.adv(20000, 60000)) } }] }),
        () => ({ say: 'Thanks! Before I look at Saturday, how many guests should I book for?', calls: [{ name: 'ask_customer', args: { question: 'How many guests should I book for?' }, out: { message: 'SIX ADULTS', received_at: n.isoS(n.adv(20000, 60000)) } }] }),
      ],
      stop: 'MaxTurnsExceeded: Max turns (4) exceeded',
    }),
  },
];
