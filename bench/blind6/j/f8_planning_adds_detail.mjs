import { chat } from './lib.mjs';

// Family 8 (healthy): 4-6 consecutive long reasoning steps, each adding concrete new
// content, followed by execution that succeeds.

const rows = [
  // 1 — energy grid, Google ADK: planned transformer outage switching plan
  {
    domain: 'energy grid',
    style: 'adk',
    agent: 'switching_planner',
    start: '2024-09-03T15:00:00Z',
    build(c) {
      const goal =
        'Plan the switching for taking Oakmont substation transformer T2 out for maintenance on Saturday Sept 14 (06:00–14:00) without interrupting customers, then create the switching order, notify critical customers and book the crew.';
      const SYS = 'You are a distribution operations planning assistant for Cascadia Power. Think step by step before creating switching orders.';
      const steps = [
        'Step 1 — load picture. T2 (28 MVA) at Oakmont serves feeders OK-21, OK-22 and OK-23. Last September\'s Saturday peaks were OK-21 7.8 MW, OK-22 6.1 MW, OK-23 5.4 MW (19.3 MW total). T1 (also 28 MVA) currently carries OK-11/12/13 at a 16.2 MW Saturday peak. Putting all three T2 feeders on T1 would mean 35.5 MW at peak, which is well over its rating, so at least one feeder has to go to a neighbouring substation. The maintenance window 06:00–14:00 sits before the afternoon peak; the load profile gives about 70% of peak over that window.',
        'Step 2 — transfer options at 70% load. T1 with OK-21 and OK-22 added: 16.2×0.7 + (7.8+6.1)×0.7 = 11.3 + 9.7 = 21.0 MW, 75% of 28 MVA — acceptable with margin. OK-23 (3.8 MW at 70%) moves to Birchwood feeder BW-14 through normally-open tie switch TS-2231. BW-14 is rated 10 MW and carries 3.6 MW over that window, so it would carry 7.4 MW (74%). Voltage study on the BW-14 tail at 7.4 MW shows 0.962 pu at the end of the line, within ANSI Range A, so no regulator changes are needed.',
        'Step 3 — switching sequence (closed transitions, so no customer outage): (1) Verify OK-23 and BW-14 are in phase at TS-2231 and close it; (2) open OK-23 breaker OK-23-CB — load is now on BW-14; (3) close bus tie 52-BT between the Oakmont bus sections — OK-21/22 are now paralleled to T1; (4) open T2 low-side breaker 52-T2L; (5) open T2 high-side breaker 52-T2H and its disconnect 89-T2H; (6) apply grounds at T2 under clearance #. Restoration is the reverse, with a sync check before reopening TS-2231. Estimated switching time is 45 minutes each way.',
        'Step 4 — people and notifications. Critical customers on these feeders: Oakmont Regional Dialysis (OK-22), Valley Water lift station LS-7 (OK-23), and Hillcrest Senior Living (OK-21). No outage is planned, but they get a courtesy notice 72 h ahead (Sept 11 09:00) because of the brief-blip risk during paralleling. Crew needed: one switching crew (2 qualified switchpersons) 05:15–07:00 and 13:00–14:45, plus the substation maintenance crew 06:30–13:30.',
        'Step 5 — contingencies and the final plan. If T1 goes above 24 MW (86%) during the window, shed OK-22\'s Maple tap via recloser R-2217 (0.9 MW, no critical customers) before anything else. Abort criteria: any protection alarm on T1, or BW-14 end-of-line voltage below 0.955 pu. Final: switching order from 05:30 to 14:30 on 2024-09-14, notifications to 3 critical customers for 2024-09-11 09:00, crew booking as above. Creating the order now.',
      ];
      const ch = [];
      let hist = [['user', goal]];
      for (const s of steps) {
        ch.push(c.llm(chat(SYS, ...hist), s));
        hist = [...hist, ['assistant', s.slice(0, 80) + '…']];
      }
      ch.push(
        c.tool('create_switching_order', {
          substation: 'OAKMONT',
          equipment: 'T2',
          window: { start: '2024-09-14T05:30:00-07:00', end: '2024-09-14T14:30:00-07:00' },
          steps: ['CLOSE TS-2231', 'OPEN OK-23-CB', 'CLOSE 52-BT', 'OPEN 52-T2L', 'OPEN 52-T2H', 'OPEN 89-T2H', 'APPLY GROUNDS T2'],
          contingency: 'If T1 > 24 MW open R-2217',
        }, { order_id: 'SO-2024-0914-07', status: 'PENDING_APPROVAL', approver: 'dso.shift.lead', created_at: c.now() }),
      );
      ch.push(
        c.tool('schedule_customer_notification', { accounts: ['CR-10023 Oakmont Regional Dialysis', 'CR-10447 Valley Water LS-7', 'CR-10981 Hillcrest Senior Living'], send_at: '2024-09-11T09:00:00-07:00', template: 'planned_switching_no_outage' }, { scheduled: 3, batch_id: c.jobId('notif-') }),
      );
      ch.push(
        c.tool('book_crew', { crew_type: 'switching', members: 2, shifts: [['2024-09-14T05:15', '2024-09-14T07:00'], ['2024-09-14T13:00', '2024-09-14T14:45']] }, { booking_id: 'CB-' + c.digits(6), crew: 'Switching Crew 3 (M. Alvarez, K. Dunn)', confirmed: true }),
      );
      ch.push(c.tool('book_crew', { crew_type: 'substation_maintenance', shifts: [['2024-09-14T06:30', '2024-09-14T13:30']] }, { booking_id: 'CB-' + c.digits(6), crew: 'Substation Maint. B', confirmed: true }));
      const output =
        'Switching order SO-2024-0914-07 has been created (pending shift-lead approval) for the T2 outage on Sept 14, 05:30–14:30. Plan: OK-23 goes to Birchwood BW-14 via TS-2231 (7.4 MW, 74%), and OK-21/22 go to T1 via bus tie 52-BT (21.0 MW, 75%), all closed transitions, so no customer interruption. Contingency: open R-2217 if T1 exceeds 24 MW. Courtesy notices to 3 critical customers are scheduled for Sept 11 09:00; Switching Crew 3 and Substation Maint. B are booked.';
      return { goal, children: ch, output };
    },
  },

  // 2 — travel, OpenAI Agents SDK: Japan itinerary planning then bookings
  {
    domain: 'travel',
    style: 'oai',
    agent: 'Trip Planner',
    start: '2024-12-02T19:30:00Z',
    build(c) {
      const goal =
        'Plan a 10-day Japan trip for two (Apr 2–11, 2025, flying into Haneda and out of Kansai), with a $6,500 budget excluding flights. Then book the hotels — refundable rates only.';
      const steps = [
        'Route first. Haneda arrival Apr 2 and KIX departure Apr 11 give 9 nights. Split: Tokyo 4 nights (Apr 2–6, Shinjuku base for easy rail), Hakone 1 night (Apr 6–7, ryokan with onsen — early April is cherry-blossom season around Lake Ashi), Kyoto 3 nights (Apr 7–10) and Osaka 1 night (Apr 10–11, 50 minutes from KIX on the Haruka). That keeps each transfer under 3 hours and avoids backtracking.',
        'Rail: is the JR Pass worth it? The 7-day ordinary pass is ¥50,000 per person. Point-to-point per person: Tokyo→Odawara by Shinkansen about ¥3,930, Odawara→Kyoto by Hikari about ¥11,500 (Hakone Tozan and buses are on the Hakone Free Pass, not JR), Kyoto→Osaka special rapid ¥580, Osaka→KIX Haruka about ¥2,000. Total about ¥18,000, far under ¥50,000 — skip the pass. Add a Hakone Free Pass 2-day at ¥6,100 each and about ¥10,000 each on Suica for metro.',
        'Hotels at refundable rates (quotes for two): Tokyo — Hotel Gracery Shinjuku, ¥28,000/night × 4 = ¥112,000; Hakone — Yama no Chaya ryokan with kaiseki dinner and breakfast, ¥62,000 × 1; Kyoto — Kinsho-an machiya near Gion, ¥35,000 × 3 = ¥105,000; Osaka — Cross Hotel Osaka (Shinsaibashi), ¥22,000 × 1. Lodging total ¥301,000, about $2,007 at ¥150/$.',
        'Everything else for two: food about ¥12,000/person/day × 10 days × 2 = ¥240,000 ($1,600); rail ¥18,000 × 2 = ¥36,000 ($240); Hakone passes ¥12,200 ($81); Suica ¥20,000 ($133); activities — teamLab Planets ¥3,800 × 2, Fushimi Inari (free), Kiyomizu-dera ¥500 × 2, a tea ceremony in Kyoto ¥7,000 × 2, and Osaka Aquarium ¥2,700 × 2 = ¥28,000 ($187). Grand total about ¥637,200, roughly $4,248 — $2,250 under budget, leaving room for a nicer Kyoto stay or a day trip to Nara.',
        'Booking order and constraints: book the four hotels now (all free cancellation until 3–7 days before); reserve Shinkansen seats when sales open one month ahead (Mar 6 for Odawara→Kyoto on Apr 7 — I will set a reminder); teamLab tickets release about 2 months ahead (early Feb). I will book the hotels in itinerary order and confirm each one is refundable before moving on.',
      ];
      const ch = [];
      for (const s of steps) ch.push(c.llm([{ role: 'system', content: 'You are a meticulous travel planner.' }, { role: 'user', content: goal }], s));
      const hotels = [
        ['Hotel Gracery Shinjuku', '2025-04-02', '2025-04-06', 112000, '2025-03-30'],
        ['Yama no Chaya', '2025-04-06', '2025-04-07', 62000, '2025-03-30'],
        ['Kinsho-an Gion Machiya', '2025-04-07', '2025-04-10', 105000, '2025-04-03'],
        ['Cross Hotel Osaka', '2025-04-10', '2025-04-11', 22000, '2025-04-08'],
      ];
      for (const [name, ci, co, jpy, fc] of hotels) {
        ch.push(
          c.tool('book_hotel', { property: name, check_in: ci, check_out: co, guests: 2, rate_type: 'refundable' }, {
            confirmation: c.upper(3) + c.digits(7),
            property: name,
            check_in: ci,
            check_out: co,
            total: { amount: jpy, currency: 'JPY' },
            free_cancellation_until: fc,
            status: 'CONFIRMED',
          }),
        );
      }
      ch.push(c.tool('create_reminder', { date: '2025-03-06T09:00:00+09:00', text: 'Reserve Hikari Odawara→Kyoto for Apr 7 (2 seats)' }, { reminder_id: c.uuid(), scheduled: true }));
      const output =
        'Booked (all refundable): Hotel Gracery Shinjuku Apr 2–6 (¥112,000), Yama no Chaya ryokan in Hakone Apr 6–7 (¥62,000, with dinner and breakfast), Kinsho-an Gion machiya in Kyoto Apr 7–10 (¥105,000) and Cross Hotel Osaka Apr 10–11 (¥22,000). The estimated trip cost is about $4,250 for two — well under $6,500 — because point-to-point rail (about ¥18,000 each) beats the JR Pass. A reminder is set for Mar 6 to reserve the Odawara→Kyoto Shinkansen seats; teamLab tickets go on sale in early February.';
      return { goal, children: ch, output };
    },
  },

  // 3 — retail POS, Mastra: promo rollout planning then pilot + full push
  {
    domain: 'retail point-of-sale',
    style: 'mastra',
    agent: 'promoOpsAgent',
    start: '2024-05-20T21:00:00Z',
    build(c) {
      const goal =
        'Roll out the Memorial Day "Buy 2 Get 1 50% off" promo on sports drinks to our 14 Front Range stores for May 24–27. Make sure it rings correctly everywhere.';
      const steps = [
        'Scope: 14 Front Range stores. POS inventory shows 9 stores on register firmware 7.4 (0201, 0203, 0205, 0208, 0210, 0211, 0214, 0216, 0219) and 5 on 7.2 (0204, 0207, 0212, 0215, 0218). Firmware 7.2 has no "Buy N get M at % off" mix-and-match type — only a straight % off or BOGO free. So the 7.2 stores need a different promo build or a firmware update first.',
        'Eligible items: the sports drinks category has 46 UPCs, but the vendor-funded agreement (Gatorade/BodyArmor) excludes the 128oz jugs and the 12-packs — that leaves 31 single-serve UPCs (20oz and 28oz). Mix-and-match group MM-5524 with those 31 UPCs; the cheapest item in each set of 3 gets 50% off; limit 4 discounted items per transaction to contain shrink.',
        'Handling 7.2: instead of waiting on firmware, use the 7.2-compatible equivalent — a "Buy 3, get $X off" threshold deal whose value depends on the price of the cheapest item, which the firmware cannot compute. A cleaner option: IT confirms the 7.4 update can be pushed to 0204/0207/0212/0215/0218 tomorrow night, May 21 (17 minutes per lane, 38 lanes total, after close at 22:00 MT). I will request that and keep the promo activation separate.',
        'Timing and test: promo window starts 2024-05-24 00:00 and ends 2024-05-27 23:59 America/Denver. Pilot at store 0203 on May 23 at 15:00 in test mode with a scripted basket (3× 28oz Gatorade at $2.79 → expect $1.40 off; 2× BodyArmor + 1× Gatorade 20oz at $2.29 → expect $1.15 off; a 12-pack must get nothing). If the pilot passes, push to the other 13 stores at 23:30 on May 23.',
        'Rollback and reporting: if any store reports mis-rings, disable MM-5524 for that store with a single-store override (takes about 2 minutes) rather than pulling the whole promo. Daily report: units, discount dollars and vendor-funded amount (vendor reimburses 100% of the discount up to $18,000 across the chain). Creating the promotion now and running the pilot test transactions.',
      ];
      const ch = [];
      for (const s of steps) ch.push(c.llm([{ role: 'user', content: goal }], s, { model: 'gpt-4.1' }));
      ch.push(c.tool('requestFirmwareUpdate', { stores: ['0204', '0207', '0212', '0215', '0218'], version: '7.4.3', window: '2024-05-21T22:00:00-06:00' }, { ticket: 'IT-' + c.digits(6), lanes: 38, status: 'SCHEDULED' }));
      ch.push(
        c.tool('createPromotion', {
          id: 'MM-5524',
          type: 'MIX_MATCH_BUY_N_GET_M_PCT',
          buy: 3,
          discount_pct_on_lowest: 50,
          upcs_count: 31,
          per_txn_limit: 4,
          start: '2024-05-24T00:00:00-06:00',
          end: '2024-05-27T23:59:59-06:00',
          funding: { vendor: 'PepsiCo/BodyArmor', cap_usd: 18000 },
        }, { promoId: 'MM-5524', version: 1, status: 'STAGED' }),
      );
      ch.push(c.tool('pushPromotion', { promoId: 'MM-5524', stores: ['0203'], mode: 'test' }, { pushId: c.jobId('push-'), stores_ok: ['0203'], stores_failed: [] }));
      ch.push(
        c.tool('runTestTransaction', { store: '0203', lane: 1, promoId: 'MM-5524', baskets: 3 }, {
          results: [
            { basket: '3x Gatorade 28oz @2.79', expected_discount: 1.4, actual_discount: 1.4, pass: true },
            { basket: '2x BodyArmor 28oz @2.99 + 1x Gatorade 20oz @2.29', expected_discount: 1.15, actual_discount: 1.15, pass: true },
            { basket: '1x Gatorade 12-pack @9.99', expected_discount: 0, actual_discount: 0, pass: true },
          ],
        }),
      );
      ch.push(
        c.tool('pushPromotion', { promoId: 'MM-5524', stores: ['0201', '0204', '0205', '0207', '0208', '0210', '0211', '0212', '0214', '0215', '0216', '0218', '0219'], mode: 'live', at: '2024-05-23T23:30:00-06:00' }, {
          pushId: c.jobId('push-'),
          scheduled: true,
          stores_ok: 13,
          stores_failed: 0,
        }),
      );
      const output =
        'Promo MM-5524 (Buy 2 Get 1 50% off, 31 single-serve sports-drink UPCs, limit 4 discounted items per transaction) is staged for all 14 stores for May 24–27 (Mountain Time). All three pilot baskets at store 0203 rang correctly, and the live push to the other 13 stores is scheduled for May 23 at 23:30. The 5 stores still on firmware 7.2 are booked for the 7.4.3 update on May 21 after close (IT ticket raised, 38 lanes), so the mix-and-match type will work there.';
      return { goal, children: ch, output };
    },
  },

  // 4 — university admissions, LangGraph: interview scheduling plan then calendar creation
  {
    domain: 'university admissions',
    style: 'langgraph',
    agent: 'interview_scheduler',
    start: '2024-01-08T14:00:00Z',
    build(c) {
      const goal =
        'Schedule faculty interviews for the 36 shortlisted PhD Chemistry applicants over Feb 5–7. Each applicant needs two 30-minute interviews with different faculty. Then create the calendar holds and send the invites.';
      const steps = [
        'Capacity: 36 applicants × 2 interviews = 72 interviews. Six faculty volunteered (Profs. Adler, Banerjee, Costa, Dube, Eriksen, Fujita). With 30-minute interviews plus a 10-minute buffer, a 40-minute cycle gives 6 slots per 4-hour block. Each faculty member gives one block per day, so 6 × 6 × 3 = 108 slots for 72 interviews, leaving 36 spare for reschedules.',
        'Time zones: 27 applicants are in the US (ET/CT/PT), 5 in India (IST, ET+10.5h) and 4 in China (CST, ET+13h). For Asia-based applicants, ET 08:00–10:00 is 18:30–20:30 IST and 21:00–23:00 Beijing, which is acceptable. So the morning block is 08:00–12:00 ET on all three days, and the 9 international applicants get priority in the first three slots (08:00, 08:40, 09:20).',
        'Pairing rules: avoid pairing an applicant with two faculty from the same subfield, so each applicant gets one interviewer from their stated interest area and one from outside it. Interest areas in the shortlist: 14 organic (Adler, Costa), 9 physical (Banerjee, Eriksen), 8 inorganic (Dube), 5 analytical (Fujita). Dube alone cannot cover 8 inorganic applicants in a single day, so inorganic applicants are spread across all 3 days, with Fujita as the out-of-area second interviewer.',
        'Concrete allocation: Day 1 (Feb 5): 12 applicants — all 9 international plus 3 US inorganic; Day 2 (Feb 6): 12 US applicants (7 organic, 5 physical); Day 3 (Feb 7): the remaining 12 (7 organic, 4 physical, 1 inorganic). Each applicant\'s two interviews are back to back with different faculty (slot n with faculty X, slot n+1 with faculty Y), so nobody waits more than 10 minutes between interviews. Zoom links are per faculty room, not per applicant.',
        'Execution details: create 72 events in the admissions calendar with titles "PhD CHEM Interview — <Applicant ID> / <Faculty>", invite the faculty member plus the applicant\'s email, and attach the candidate packet link from Slate. Then send one summary invite per applicant listing both times in their local time zone. I will create the events in one batch and check that the count is 72 with no double bookings.',
      ];
      const ch = [];
      for (const s of steps) ch.push(c.llm(chat('You are a graduate admissions scheduling assistant.', ['user', goal]), s, { name: 'ChatAnthropic' }));
      ch.push(c.tool('get_applicants', { program: 'PHD-CHEM', list: 'interview_shortlist' }, { count: 36, by_region: { US: 27, IN: 5, CN: 4 }, by_interest: { organic: 14, physical: 9, inorganic: 8, analytical: 5 } }));
      ch.push(
        c.tool('create_calendar_events', { calendar: 'grad-admissions-chem', events_file: c.tmp('.jsonl'), count: 72, dry_run: false }, {
          created: 72,
          conflicts: 0,
          by_day: { '2024-02-05': 24, '2024-02-06': 24, '2024-02-07': 24 },
          batch_id: c.jobId('cal-'),
        }),
      );
      ch.push(c.tool('send_invites', { template: 'phd_interview_summary', recipients: 36, include_local_time: true }, { sent: 36, bounced: 0, message_batch: c.uuid() }));
      const output =
        'Done. I created 72 interview events (24 per day, Feb 5–7, 08:00–12:00 ET, 30-minute interviews with 10-minute buffers) with no conflicts, and sent 36 applicant invites showing times in each applicant\'s local time zone. The 9 applicants in India and China are in the first slots on Feb 5. Every applicant has one in-area and one out-of-area interviewer, back to back. 36 spare slots remain for reschedules.';
      return { goal, children: ch, output };
    },
  },

  // 5 — telecom, Pydantic AI: core router upgrade MOP planning then change request
  {
    domain: 'telecom',
    style: 'pydantic',
    agent: 'netops_planner',
    start: '2024-11-12T16:30:00Z',
    build(c) {
      const goal =
        'Plan the IOS XR upgrade of core router cr2.atl (7.5.2 → 7.9.2) with no customer impact, then file the change request and schedule the MOP.';
      const steps = [
        'Traffic baseline: cr2.atl carries 312 Gbps in and 298 Gbps out at the Tuesday 02:00 ET trough (peak is 710 Gbps at 21:00). Its partner cr1.atl has 4×100G to the same aggregation pair and is at 286 Gbps at 02:00. Draining cr2 fully onto cr1 would put cr1 at about 598 Gbps on 800G of uplink (75%) — fine. The Atlanta–Charlotte and Atlanta–Nashville long-haul links are dual-homed, so nothing goes single-homed except the two enterprise customers listed next.',
        'Single-homed exposure: customers ACME-LOGI (10G, circuit ATL-ENT-4471) and Peachtree Health (2×10G LAG, ATL-ENT-5120) terminate only on cr2. Their contracts require 5 business days\' notice for windows longer than 15 minutes. The XR 7.9.2 install plus reload is measured at 24 minutes in the lab, so both must be notified by Nov 14 for a Nov 21 window, or moved to cr1 beforehand. Moving ATL-ENT-5120 is possible (a spare port exists on cr1 0/0/0/22), but ACME\'s circuit is not.',
        'Drain mechanism: set the IS-IS overload bit on cr2 (set-overload-bit) and shut BGP sessions gracefully with graceful-shutdown community 65535:0 on all 14 iBGP and 6 eBGP sessions, then wait until cr2 carries less than 1 Gbps of transit. From past drains, convergence takes about 90 seconds. Pre-checks: install-package verify, disk0 free at least 4.2 GB, and a config backup to tftp://10.0.8.5/cr2.atl-2024-11-21.cfg.',
        'Sequence and timing (Thu Nov 21, ET): 01:30 pre-checks; 01:45 drain; 01:50 confirm <1 Gbps; 01:52 `install add source harddisk: xr-7.9.2.iso` and `install activate` (reload); about 02:16 router back; 02:20 post-checks (IS-IS adjacencies 8/8, BGP 20/20, LDP, interface errors); 02:30 remove the overload bit and graceful-shutdown; 02:40 traffic back to baseline ±10%. Rollback: `install rollback to committed` if post-checks fail by 02:45; the full window ends at 03:30.',
        'Paperwork: CR type Normal, risk Medium (single-homed ACME), CAB on Nov 19. Notifications: ACME-LOGI and Peachtree Health by Nov 14 (Peachtree will be offered the port move to cr1 on Nov 18). NOC bridge at 01:25. I will file the CR with this MOP attached and schedule the MOP automation with the drain and post-check steps.',
      ];
      const ch = [];
      for (const s of steps) ch.push(c.llm(chat('You are a senior backbone network engineer. Produce concrete, verifiable MOPs.', ['user', goal]), s));
      ch.push(
        c.tool('create_change_request', {
          title: 'cr2.atl IOS XR 7.5.2 -> 7.9.2 upgrade',
          type: 'Normal',
          risk: 'Medium',
          window: { start: '2024-11-21T01:30:00-05:00', end: '2024-11-21T03:30:00-05:00' },
          cab_date: '2024-11-19',
          impacted_customers: ['ACME-LOGI/ATL-ENT-4471', 'Peachtree Health/ATL-ENT-5120'],
        }, { change_id: 'CHG' + c.digits(7), state: 'Assess', url: `https://itsm.example.net/change/${c.hex(10)}` }),
      );
      ch.push(c.tool('notify_customers', { circuits: ['ATL-ENT-4471', 'ATL-ENT-5120'], template: 'planned_maintenance_24min', window_start: '2024-11-21T01:45:00-05:00' }, { sent: 2, ticket_refs: ['CN-' + c.digits(6), 'CN-' + c.digits(6)] }));
      ch.push(c.tool('schedule_mop', { device: 'cr2.atl', mop: 'xr-upgrade-drain-v4', params: { target_version: '7.9.2', drain: ['isis-overload', 'bgp-gshut'], rollback_deadline: '02:45' }, run_at: '2024-11-21T01:30:00-05:00' }, { job_id: c.jobId('mop-'), status: 'SCHEDULED', approvals_required: ['CAB'] }));
      const output =
        'Change request filed for the cr2.atl upgrade (XR 7.5.2 → 7.9.2) on Nov 21, 01:30–03:30 ET, risk Medium, CAB on Nov 19, and the drain-based MOP is scheduled. The plan drains via the IS-IS overload bit plus BGP graceful-shutdown onto cr1.atl (about 75% utilisation at the 02:00 trough), with a roughly 24-minute install/reload, post-checks at 02:20 and rollback by 02:45. The two single-homed customers (ACME-LOGI, Peachtree Health) have been notified ahead of the 5-day deadline.';
      return { goal, children: ch, output };
    },
  },

  // 6 — data analytics, smolagents CodeAgent with planning steps then SQL execution
  {
    domain: 'data',
    style: 'smolagents',
    agent: 'CodeAgent',
    start: '2024-04-03T09:10:00Z',
    build(c) {
      const goal = 'Build a monthly cohort retention table for 2023 customers (month-1, month-3, month-6 retention) from the warehouse and tell me which cohort retained best.';
      const steps = [
        '## 1. Facts survey\n### 1.1. Facts given in the task\n- Cohorts are customers whose first order was in 2023, grouped by first-order month (12 cohorts).\n- Metrics: retention at month 1, 3 and 6 after the cohort month.\n### 1.2. Facts to look up\n- Which table holds orders and whether refunds or test orders need excluding.\n- The timezone of order timestamps.\n### 1.3. Facts to derive\n- Per-cohort size and the share of customers active in cohort_month + k for k ∈ {1, 3, 6}.',
        '## 2. Plan\n1. Inspect analytics.fct_orders (columns customer_id, ordered_at, status, is_test).\n2. Define "active in month m" as at least one order with status NOT IN (\'refunded\',\'cancelled\') and is_test = false.\n3. Compute first_month = date_trunc(\'month\', min(ordered_at AT TIME ZONE \'America/New_York\')) per customer and keep first_month in 2023.\n4. Left join activity months and pivot k = 1, 3, 6.\n5. Month-6 for the Jul–Dec 2023 cohorts needs data up to Jun 2024; the warehouse is loaded to 2024-03-31, so Oct–Dec cohorts will have no M6 value (NULL, not 0).',
        "Schema detail: fct_orders has 4,812,330 rows. ordered_at is TIMESTAMP WITHOUT TIME ZONE stored in UTC, so the conversion is `ordered_at AT TIME ZONE 'UTC' AT TIME ZONE 'America/New_York'`. 0.4% of rows are is_test = true (QA accounts from the Seattle office), and refunded or cancelled orders are 6.1%. A customer whose only order was refunded should not enter a cohort at all, so the status filter applies before computing first_month as well.",
        "SQL shape:\n```sql\nwith o as (select customer_id, date_trunc('month', ordered_at at time zone 'UTC' at time zone 'America/New_York')::date m\n           from analytics.fct_orders where not is_test and status not in ('refunded','cancelled')),\nf as (select customer_id, min(m) cohort from o group by 1 having min(m) between '2023-01-01' and '2023-12-01'),\na as (select distinct f.customer_id, f.cohort, (extract(year from age(o.m, f.cohort))*12 + extract(month from age(o.m, f.cohort)))::int k from f join o using (customer_id))\nselect cohort, count(distinct customer_id) filter (where k=0) size,\n  round(100.0*count(*) filter (where k=1)/nullif(count(*) filter (where k=0),0),1) m1, ... m3, m6\nfrom a group by 1 order by 1;\n```\nM6 for cohorts after 2023-09 is set to NULL because that data isn't loaded yet.",
      ];
      const ch = [];
      for (const s of steps) ch.push(c.llm(chat('You are an expert assistant who can solve any task using code blobs.', ['user', goal]), s));
      const rowsOut = [
        ['2023-01', 18204, 31.2, 22.8, 17.9], ['2023-02', 15880, 30.4, 22.1, 17.2], ['2023-03', 17441, 29.8, 21.5, 16.8],
        ['2023-04', 16102, 32.6, 23.9, 18.7], ['2023-05', 19337, 33.1, 24.4, 19.2], ['2023-06', 21050, 28.7, 20.6, 15.9],
        ['2023-07', 20478, 27.9, 20.1, 15.1], ['2023-08', 18812, 28.4, 20.9, 15.6], ['2023-09', 17655, 30.1, 22.0, 16.4],
        ['2023-10', 19960, 29.5, 21.8, null], ['2023-11', 26114, 24.3, 17.2, null], ['2023-12', 28390, 22.9, null, null],
      ];
      const table = ['cohort   size   m1    m3    m6', ...rowsOut.map((r) => `${r[0]}  ${String(r[1]).padStart(5)}  ${r[2].toFixed(1)}  ${r[3] == null ? ' -  ' : r[3].toFixed(1)}  ${r[4] == null ? ' -' : r[4].toFixed(1)}`)].join('\n');
      ch.push(
        c.tool('python_interpreter', { code: "df = run_sql(open('cohort_retention.sql').read())\nprint(df.to_string(index=False))" }, `Execution logs:\n${table}\n(12 rows, query ${c.secs(3.1, 9.8)}s, warehouse job ${c.jobId('bq_')})\nLast output from code snippet:\nNone`),
      );
      ch.push(
        c.tool('final_answer', { answer: 'May 2023 cohort retained best (M1 33.1%, M3 24.4%, M6 19.2%).' }, 'May 2023 cohort retained best (M1 33.1%, M3 24.4%, M6 19.2%).'),
      );
      const output =
        `2023 monthly cohort retention (active = a non-refunded, non-test order; months in America/New_York):\n${table}\n` +
        'Best cohort: May 2023 (19,337 customers) — M1 33.1%, M3 24.4%, M6 19.2%, with April close behind (32.6 / 23.9 / 18.7). The Nov–Dec holiday cohorts are the largest but retain worst (M1 24.3% and 22.9%). M6 is blank for Oct–Dec and M3 for Dec because the warehouse is only loaded to 2024-03-31.';
      return { goal, children: ch, output };
    },
  },
];

export default {
  family: 'planning-adds-detail',
  isolates:
    'Four to six consecutive long reasoning steps each add concrete new content (numbers, names, decisions), and then the execution succeeds.',
  loop: false,
  stagnation: false,
  rows,
};
