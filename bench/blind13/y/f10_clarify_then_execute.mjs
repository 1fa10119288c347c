// Family f10 — clarify_then_execute (loop: false, stagnation: false)
// Healthy look-alike of f5: the agent asks one clarifying question, gets an answer with new details,
// asks a second question about a DIFFERENT point, then acts on both answers and finishes.

export const family = 'clarify_then_execute';

const reply = (text, channel = 'chat') => (n) => ({ reply: text, channel, received_at: n.iso() });

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'karaoke bars', style: 'anthropic',
    build(n) {
      n.start('2025-05-12T15:30:00');
      return {
        isolates: 'The agent asks for party size and time, learns 14 guests 8pm-midnight, checks rooms, asks a different question about the drinks package, gets "bar tab", then books the Stage Room and confirms.',
        goal: "A customer emailed asking to book 'the big room' for a birthday next Saturday (17 May). Book it for them.",
        agent: 'bookings-assistant',
        system: 'You handle private room bookings for Echo Lounge karaoke bar. Rooms: Stage Room (up to 20, with stage), Neon Room (up to 16), Booth 3 (up to 8). Deposit €50.',
        tools: ['ask_customer', 'check_rooms', 'create_booking', 'send_confirmation'],
        steps: [
          { text: 'Before booking I need the party size and the time window.', calls: [{ name: 'ask_customer', args: { thread: 'em_7731', question: 'Happy to help with the birthday! How many guests are you expecting, and from what time until when would you like the room?' }, sleep: 600, result: reply('About 14 of us, 8pm till midnight. The big room is the one with the little stage, right?', 'email') }] },
          { text: '14 guests from 20:00 to 00:00; checking which rooms are free.', calls: [{ name: 'check_rooms', args: { date: '2025-05-17', start: '20:00', end: '00:00', min_capacity: 14 }, result: { available: [{ room: 'Stage Room', capacity: 20, stage: true, rate_eur_h: 45 }, { room: 'Neon Room', capacity: 16, stage: false, rate_eur_h: 38, note: 'free from 21:00 only' }] } }] },
          { text: 'The Stage Room is free for the whole evening and is the one with the stage. A separate point to settle before booking is drinks.', calls: [{ name: 'ask_customer', args: { thread: 'em_7731', question: 'Yes, that is our Stage Room (up to 20 people) and it is free 20:00-00:00. Would you like the drinks package (€18 per person for 2 hours of house drinks), or will guests pay at the bar?' }, sleep: 900, result: reply('Bar tab is fine, no package. We will bring our own cake if that is OK.', 'email') }] },
          { text: null, calls: [{ name: 'create_booking', args: { room: 'Stage Room', date: '2025-05-17', start: '20:00', end: '00:00', guests: 14, drinks: 'bar tab', notes: 'birthday; bringing own cake' }, result: (n) => ({ booking_id: 'EL-' + n.digits(5), total_room_eur: 180, deposit_eur: 50, deposit_link: `https://pay.echolounge.example/d/${n.b62(10)}` }) }] },
          { text: null, calls: [{ name: 'send_confirmation', args: { thread: 'em_7731', template: 'private_room_confirmation', room: 'Stage Room', date: 'Saturday 17 May', time: '20:00-00:00', guests: 14, extras: 'own birthday cake welcome; drinks at the bar' }, result: (n) => ({ sent: true, message_id: `<${n.hex(20)}@echolounge.example>` }) }] },
          { final: true, text: 'Booked the Stage Room for Saturday 17 May, 20:00-00:00, for 14 guests (room €180, €50 deposit link sent). No drinks package; they pay at the bar and bring their own cake. Confirmation emailed.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'zoo animal care', style: 'openai_agents',
    build(n) {
      n.start('2025-06-18T08:00:00');
      return {
        isolates: 'The agent asks the vet which red pandas and how long the transition is (both adults, 10 days, weigh-ins), then asks a different question about the cub (stays on current diet), then creates the keeper tasks.',
        goal: 'Set up the diet change for the red pandas (moving to the new bamboo plus leaf-eater biscuit plan) in the keeper task system.',
        agent: 'Keeper Tasks Agent', workflow: 'husbandry changes',
        system: "You help the Asia section keepers at Brookfield Zoo run diet changes in the task system. Diet changes need the vet's instructions.",
        tools: ['get_diet_plan', 'ask_vet', 'create_keeper_tasks'],
        steps: [
          { text: null, calls: [{ name: 'get_diet_plan', args: { plan_id: 'RP-2025-06' }, result: { plan_id: 'RP-2025-06', species: 'Ailurus fulgens', target_per_adult_per_day: { bamboo_kg: 1.2, leaf_eater_biscuit_g: 120, apple_g: 40 }, current_per_adult_per_day: { bamboo_kg: 1.5, leaf_eater_biscuit_g: 60, grapes_g: 50 }, approved_by: 'Dr. L. Serrano' } }] },
          { text: 'The plan gives the target diet but not which animals move or how fast.', calls: [{ name: 'ask_vet', args: { question: 'For plan RP-2025-06: which red pandas should switch, and over how many days should we transition?' }, sleep: 1200, result: reply('Both adults, Mei and Tashi, over 10 days in 10% steps. Weigh them on days 0, 5 and 10.', 'teams') }] },
          { text: 'That covers the adults. The cub is not mentioned, which is a different question.', calls: [{ name: 'ask_vet', args: { question: 'Should the cub Pabu switch as well, or stay on his current diet?' }, sleep: 600, result: reply('No, Pabu stays on his current diet until his weaning check on 3 July.', 'teams') }] },
          { text: null, calls: [{ name: 'create_keeper_tasks', args: { animals: ['Mei', 'Tashi'], plan_id: 'RP-2025-06', start: '2025-06-19', transition_days: 10, step_pct: 10, weigh_days: [0, 5, 10], exclude: [{ animal: 'Pabu', until: '2025-07-03', reason: 'weaning check' }] }, result: (n) => ({ created: 13, daily_diet_tasks: 10, weigh_tasks: 3, task_ids: [`KT-${n.digits(5)}`, '...'], board: 'Asia section' }) }] },
          { final: true, text: 'Created 13 keeper tasks: Mei and Tashi move to the bamboo plus leaf-eater biscuit diet over 10 days from 19 June in 10% steps, with weigh-ins on days 0, 5 and 10. Pabu stays on his current diet until the 3 July weaning check.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'florist wholesale', style: 'plain',
    build(n) {
      n.start('2025-09-03T10:15:00');
      return {
        isolates: 'The agent asks the hotel for delivery day and access (Mondays before 7am, dock B), then asks a different question about flowers and budget (no lilies, white/green, €400), and creates the standing order.',
        goal: 'Set up a standing weekly order for the Rosewood Hotel lobby arrangements.',
        agent: 'wholesale-orders-assistant', framework: 'in-house tool loop (python)',
        system: 'You take standing orders for Bloomhall Flower Wholesale. A standing order needs day, window, access, stems and weekly budget.',
        tools: ['ask_client', 'get_price_list', 'create_standing_order'],
        steps: [
          { text: null, calls: [{ name: 'ask_client', args: { client: 'Rosewood Hotel', question: 'Which day would you like the weekly delivery, and is there a delivery window or entrance we should use?' }, sleep: 1500, result: reply('Mondays before 7am, loading dock B on Harbour St. Ask for Marco.', 'email') }] },
          { text: 'Delivery is settled. I still need to know what to send, which is a separate question.', calls: [{ name: 'ask_client', args: { client: 'Rosewood Hotel', question: 'Thanks! For the lobby arrangements, are there flowers to avoid or a colour scheme, and roughly what weekly budget?' }, sleep: 1200, result: reply("No lilies, the pollen ends up on guests' clothes. White and green only. Around €400 a week.", 'email') }] },
          { text: null, calls: [{ name: 'get_price_list', args: { week: '2025-W37', colours: ['white', 'green'] }, result: (n) => ({ week: '2025-W37', items: [{ stem: 'Rose Avalanche+ 60cm', eur: 0.95 }, { stem: 'Hydrangea white', eur: 2.6 }, { stem: 'Lisianthus white', eur: 1.4 }, { stem: 'Eucalyptus cinerea (bunch)', eur: 4.5 }, { stem: 'Chrysanthemum Feeling Green', eur: 0.7 }], generated: n.iso() }) }] },
          { text: 'Building a white and green mix without lilies that stays under €400.', calls: [{ name: 'create_standing_order', args: { client: 'Rosewood Hotel', weekday: 'Mon', window: '05:00-07:00', address: 'Loading dock B, Harbour St', contact: 'Marco', exclude: ['lilies'], palette: ['white', 'green'], lines: [{ stem: 'Rose Avalanche+ 60cm', qty: 150 }, { stem: 'Hydrangea white', qty: 30 }, { stem: 'Lisianthus white', qty: 50 }, { stem: 'Eucalyptus cinerea (bunch)', qty: 10 }, { stem: 'Chrysanthemum Feeling Green', qty: 60 }], budget_eur: 400 }, result: (n) => ({ order_id: 'SO-' + n.digits(5), weekly_total_eur: 379.5, first_delivery: '2025-09-08' }) }] },
          { final: true, text: 'Standing order set up for the Rosewood Hotel: every Monday 05:00-07:00 at loading dock B (ask for Marco), white and green only, no lilies, €379.50 a week. First delivery Monday 8 September.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'surf schools', style: 'smolagents',
    build(n) {
      n.start('2025-08-14T18:20:00');
      return {
        isolates: 'A code agent asks the family about group size and ability (4 people, two beginner adults, kids 9 and 12), then asks a different question about day and time (Sunday morning, leave by 2pm), checks slots and books the lesson.',
        goal: 'Book a group surf lesson for the Becker family this weekend.',
        agent: 'CodeAgent', maxSteps: 6,
        system: 'You are an expert assistant who can solve any task using code blobs. Tools: ask_user, get_lesson_slots, book_lesson, final_answer. You work the booking desk at Playa Norte Surf School.',
        tools: ['ask_user', 'get_lesson_slots', 'book_lesson'],
        steps: [
          { thought: 'To pick the right group I need headcount, ages and experience.', code: 'a = ask_user(question="How many people are coming, and what are their ages and surf experience?")\nprint(a)', calls: [{ name: 'ask_user', args: { question: 'How many people are coming, and what are their ages and surf experience?' }, sleep: 400, result: 'Four of us: two adults who have never surfed, and our kids aged 9 and 12. The 12-year-old has had two lessons before.' }] },
          { thought: 'Family beginner group fits (minimum age 8). I still need a different detail: which day and time of day.', code: 'b = ask_user(question="Would Saturday or Sunday suit better, and morning or afternoon?")\nprint(b)', calls: [{ name: 'ask_user', args: { question: 'Would Saturday or Sunday suit better, and morning or afternoon?' }, sleep: 300, result: 'Sunday morning please, we have to leave by 2pm.' }] },
          { thought: 'Check Sunday morning family slots that finish well before 14:00.', code: 'slots = get_lesson_slots(date="2025-08-17", level="family_beginner")\nprint(slots)', calls: [{ name: 'get_lesson_slots', args: { date: '2025-08-17', level: 'family_beginner' }, result: [{ start: '09:00', end: '11:00', spots: 2, tide: 'low, rising' }, { start: '10:30', end: '12:30', spots: 6, tide: 'mid, rising' }, { start: '15:00', end: '17:00', spots: 8, tide: 'high' }] }] },
          { thought: '09:00 has only 2 spots; 10:30-12:30 has 6 and ends in time.', code: 'print(book_lesson(date="2025-08-17", start="10:30", level="family_beginner", name="Becker", participants=4, notes="2 adult beginners; kids 9 and 12 (12yo has 2 lessons)"))', calls: [{ name: 'book_lesson', args: { date: '2025-08-17', start: '10:30', level: 'family_beginner', name: 'Becker', participants: 4, notes: '2 adult beginners; kids 9 and 12 (12yo has 2 lessons)' }, result: (n) => ({ booking: 'PN-' + n.digits(4), wetsuits: 4, boards: 4, price_eur: 160, meet: 'school hut, 10:15' }) }] },
          { final: true, thought: 'Booked; give the family the details.', text: 'Booked the Becker family (4) on the Sunday 17 August family beginner lesson, 10:30-12:30, finishing in time for their 2pm departure. Wetsuits and boards included, €160; meet at the school hut at 10:15.' },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'pottery studio kilns', style: 'otel',
    build(n) {
      n.start('2025-10-14T21:30:00');
      return {
        isolates: "The agent asks the instructor for cone and load (cone 6, 38 pieces on 3 shelves), then asks a different question about adding Ana's crystalline pieces (yes, slow cool, must be kiln 2), and schedules the firing.",
        goal: "Schedule a glaze firing for the Tuesday night class's pieces.",
        agent: 'kiln-scheduler', service: 'studio-agents',
        system: 'You schedule kiln firings at Clayworks Collective. Kiln 1: standard programs only. Kiln 2: programmable holds and slow cool.',
        tools: ['ask_instructor', 'get_kiln_schedule', 'schedule_firing'],
        steps: [
          { text: null, calls: [{ name: 'ask_instructor', args: { to: 'Joanna (Tue night class)', question: 'Which cone are the Tuesday class pieces glazed for, and how many pieces or shelves is it?' }, sleep: 900, result: reply('Cone 6 mid-fire. 38 pieces, about 3 shelves.', 'sms') }] },
          { text: "Cone 6 and 3 shelves would fit either kiln. Separately, Ana's crystalline pieces on the member shelf could share the load, but they need a slow cool.", calls: [{ name: 'ask_instructor', args: { to: 'Joanna (Tue night class)', question: "Ana's crystalline pieces on the member shelf need a slow-cool program. Should I include them in this firing?" }, sleep: 600, result: reply("Yes, include Ana's and use the slow-cool program, but then it has to go in kiln 2, kiln 1's controller can't do the hold.", 'sms') }] },
          { text: null, calls: [{ name: 'get_kiln_schedule', args: { kiln: 2, from: '2025-10-15', to: '2025-10-18' }, result: { kiln: 2, booked: [{ start: '2025-10-16T09:00', end: '2025-10-17T08:00', what: 'bisque (members)' }], free: ['2025-10-15T20:00/2025-10-16T09:00', '2025-10-17T09:00/2025-10-18T20:00'] } }] },
          { text: 'Kiln 2 is free from Wednesday 20:00, enough for a cone 6 firing with slow cool before the Thursday bisque.', calls: [{ name: 'schedule_firing', args: { kiln: 2, program: 'C6 glaze + crystalline slow cool (hold 1080 C 3h)', start: '2025-10-15T20:00', load: { class: 'Tue night, 38 pieces, 3 shelves', member: 'Ana - crystalline, 1 shelf' } }, result: (n) => ({ firing_id: 'F-' + n.digits(4), est_end: '2025-10-16T08:30', unload_after: '2025-10-16T16:00' }) }] },
          { final: true, text: "Glaze firing booked in kiln 2 on Wednesday 15 Oct from 20:00: cone 6 with the crystalline slow-cool hold, 38 class pieces on 3 shelves plus Ana's crystalline shelf. Expected to finish around 08:30 Thursday; unload after 16:00." },
        ],
      };
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'hearing aid clinics', style: 'dspy',
    build(n) {
      n.start('2025-04-07T09:10:00');
      return {
        isolates: "After confirming the aids have arrived, the agent asks about clinic vs home visit (clinic, wheelchair access, Tue/Thu after 10), then a different question about real-ear measurement (yes, 90 min), and books the appointment.",
        goal: "Schedule a fitting appointment for Mr Okafor's new hearing aids once they have arrived at the clinic.",
        agent: 'ReAct', dspyInput: 'request', maxIters: 8,
        tools: ['check_order_status', 'ask_family', 'find_appointments', 'book_appointment'],
        steps: [
          { text: 'First confirm that the hearing aids have arrived.', calls: [{ name: 'check_order_status', args: { order: 'HA-30912' }, result: (n) => ({ order: 'HA-30912', device: 'Phonak Audeo L90-R (pair)', status: 'received at clinic', received: '2025-04-04', checked: n.iso() }) }] },
          { text: 'They have arrived. Ask whether he wants the fitting in the clinic or at home.', calls: [{ name: 'ask_family', args: { contact: 'Ngozi Okafor (daughter)', question: 'Would your father prefer the fitting at our clinic or a home visit?' }, sleep: 1800, result: reply('In the clinic. He uses a wheelchair and I drive him, so Tuesdays or Thursdays after 10 are best.', 'phone') }] },
          { text: 'Clinic visit, wheelchair access, Tue/Thu after 10:00. A different decision remains: whether to add real-ear measurement.', calls: [{ name: 'ask_family', args: { contact: 'Ngozi Okafor (daughter)', question: 'Should we include real-ear measurement? It makes the appointment 30 minutes longer (90 minutes in total).' }, sleep: 600, result: reply('Yes, please include it.', 'phone') }] },
          { text: 'Search for 90-minute slots on Tuesdays or Thursdays after 10:00 in an accessible room.', calls: [{ name: 'find_appointments', args: { duration_min: 90, weekdays: ['Tue', 'Thu'], after: '10:00', room_features: ['step-free', 'wheelchair turning space'] }, result: [{ slot: '2025-04-10T10:30', room: 'Room 1', audiologist: 'K. Mensah' }, { slot: '2025-04-15T13:00', room: 'Room 1', audiologist: 'K. Mensah' }] }] },
          { text: 'Take the earliest slot, Thursday 10 April 10:30.', calls: [{ name: 'book_appointment', args: { patient: 'P-118204 Okafor', slot: '2025-04-10T10:30', type: 'hearing aid fitting + REM', duration_min: 90, room: 'Room 1' }, result: (n) => ({ appointment: 'AP-' + n.digits(6), reminder_sms: 'scheduled 2025-04-09 10:30' }) }] },
          { final: true, thought: 'Appointment booked.', text: "Mr Okafor's fitting for his Phonak Audeo L90 aids is booked on Thursday 10 April at 10:30 in Room 1 (step-free) with K. Mensah: 90 minutes including real-ear measurement. A reminder goes out the day before." },
        ],
      };
    },
  },
];
