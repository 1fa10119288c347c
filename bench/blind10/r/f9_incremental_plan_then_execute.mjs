// Family 9 (healthy): a long plan worked out over several reasoning steps. The steps use
// similar wording but each adds new numbers, names or decisions; then the plan is carried out
// successfully. loop: false, stagnation: false.
import { LangGraphRun, PlainChat, AgentsRun, MastraRun, SwarmRun, AiderRun, J } from './lib.mjs';

export const family = 'incremental_plan_then_execute';
export const loop = false;
export const stagnation = false;
export const summary = 'A plan built over several similar-sounding reasoning steps, each adding new numbers/names/decisions, then executed successfully.';

export function verify(row, { allSpans, llmTexts }) {
  const texts = llmTexts(row.root);
  const long = texts.filter((t) => t.split(/\s+/).length >= 25);
  const p = [];
  if (long.length < 4) p.push(`expected >= 3 long planning steps plus a summary (got ${long.length} long texts)`);
  const tools = allSpans(row.root).filter((s) => s.type === 'tool');
  if (tools.length < 2) p.push('expected the plan to be carried out with tools');
  if (tools.slice(-2).some((t) => t.error)) p.push('execution should end successfully');
  return p;
}

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    n: '01',
    domain: 'ports & shipping (crane split for a vessel call)',
    style: 'LangGraph',
    isolates: 'A crane-split plan is built in three planning steps (workload by bay, crane ranges and hours, then gangs and lashing), each adding new figures, and then the work queues are created and published.',
    build(ctx) {
      const goal = 'Plan the crane split for CMA CGM TAGE (voyage 0FT4ME) at berth 32 tomorrow: 412 discharge and 388 load moves. Use at most three quay cranes, finish within the 16-hour window, then create the work queues in the TOS and publish the plan.';
      const g = new LangGraphRun(ctx, { graph: 'vessel_planner', model: 'gpt-4o', system: 'You are a vessel planning assistant. Think through the split step by step (planner node), then use create_work_queue and publish_crane_split.', user: goal });
      g.agent(null, [{ name: 'get_bay_workload', args: { vessel: 'CMA CGM TAGE', voyage: '0FT4ME' } }]);
      g.tools([{ output: { vessel: 'CMA CGM TAGE', bays: { '02-18': { discharge: 96, load: 88, hatch_covers: 5 }, '22-38': { discharge: 141, load: 122, hatch_covers: 5 }, '42-58': { discharge: 118, load: 121, hatch_covers: 5 }, '62-70': { discharge: 57, load: 57, hatch_covers: 3 } }, reefers: 46, oog: 2, generated: ctx.isoS(), tos: 'N4 3.9' } }]);
      g.agent('Planning step 1, workload: the heavy middle is bays 22-38 with 263 moves, then bays 42-58 with 239, the forward block 02-18 with 184 and the aft block 62-70 with 114, for 800 moves in total. At a net 27 moves per crane-hour, 800 moves need about 29.6 crane-hours, so three cranes give roughly 9.9 hours, well inside the 16-hour window.', [], { node: 'planner' });
      g.agent('Planning step 2, crane ranges: QC-6 takes bays 02-18 plus 22-26 (184 + 78 = 262 moves, 9.7 h), QC-7 takes bays 30-46 (185 + 82 = 267 moves, 9.9 h), and QC-8 takes bays 50-70 (157 + 114 = 271 moves, 10.0 h). Keeping a two-bay gap avoids boom clashes, and the two out-of-gauge units in bay 46 stay with QC-7 so the spreader frame is only rigged once.', [], { node: 'planner' });
      g.agent('Planning step 3, gangs and lashing: start all three cranes at 06:00 with one gang each, put the 46 reefers first in the load sequence on QC-8 so plugs are connected before the 14:00 reefer inspection, and schedule lashing gangs L2 and L3 to follow QC-6 and QC-7 on deck. Estimated completion 16:05, leaving about six hours of slack for weather.', [], { node: 'planner' });
      const qs = [['QC-6', '02-26', 262], ['QC-7', '30-46', 267], ['QC-8', '50-70', 271]];
      g.agent(null, qs.map(([qc, bays, moves]) => ({ name: 'create_work_queue', args: { vessel: 'CMA CGM TAGE', crane: qc, bays, moves, start: '06:00' } })));
      g.tools(qs.map(([qc, bays, moves]) => ({ output: { wq_id: 'WQ-' + ctx.int(70000, 79999), crane: qc, bays, moves, status: 'CREATED', created_by: 'svc-planner', ts: ctx.isoOff(60) } })));
      g.agent(null, [{ name: 'publish_crane_split', args: { vessel: 'CMA CGM TAGE', voyage: '0FT4ME', berth: 32 } }]);
      g.tools([{ output: { published: true, version: 3, recipients: ['ops-shift-lead', 'lashing-contractor', 'reefer-team'], ts: ctx.isoOff(60) } }]);
      g.agent('The crane split is published: QC-6 works bays 02-26 (262 moves), QC-7 bays 30-46 (267 moves, including both OOG units) and QC-8 bays 50-70 (271 moves, reefers first), all starting at 06:00. Expected completion is around 16:05 within the 16-hour window, and the shift lead, lashing contractor and reefer team have been notified.', []);
      const root = g.finish({ messages: [{ type: 'ai', content: 'Crane split published (3 work queues).' }] });
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 02
  {
    n: '02',
    domain: 'chemistry LIMS (calibration standard preparation)',
    style: 'plain message-level',
    isolates: 'A calibration-standard dilution plan is worked out over three steps (levels, intermediate stock and volumes, run order with checks), each adding new concentrations and volumes, and then registered in the LIMS.',
    build(ctx) {
      const goal = 'Prepare a 6-level calibration for caffeine by HPLC (0.5-20 ug/mL) from the 1000 ug/mL certified stock, using 10 mL volumetric flasks, and register the solutions and the run worklist in the LIMS.';
      const c = new PlainChat(ctx, { name: 'lab-planning-assistant', model: 'gpt-4.1', system: 'You help analysts plan standard preparations and register them in the LIMS (tools: get_reagent, register_solution, create_worklist).', user: goal, tools: ['get_reagent', 'register_solution', 'create_worklist'] });
      c.llm(null, [{ name: 'get_reagent', args: { id: 'CRM-CAF-1000' } }]);
      c.tool({ id: 'CRM-CAF-1000', name: 'Caffeine CRM 1000 ug/mL in methanol', lot: 'B' + ctx.digits(6), expiry: '2026-02-28', certified_value: '1001 +/- 5 ug/mL', remaining_ml: 8.4, location: 'Fridge F-03 / shelf 2' });
      c.llm('Step 1, levels: six levels at 0.5, 1, 2, 5, 10 and 20 ug/mL. Diluting 1000 ug/mL straight to 0.5 ug/mL in 10 mL would need 5 uL of stock, which is below what we can pipette accurately, so I will go through an intermediate stock. The stock has 8.4 mL left, which is plenty.');
      c.userTurn('Agreed on the intermediate. Keep the top level independent of it if you can.');
      c.llm('Step 2, intermediate and volumes: make a 100 ug/mL intermediate from 1.00 mL of stock in a 10 mL flask. From the intermediate, pipette 50, 100, 200, 500 and 1000 uL into 10 mL flasks for 0.5, 1, 2, 5 and 10 ug/mL, and take the 20 ug/mL level directly from 200 uL of the stock so the top level does not depend on the intermediate. That uses 1.2 mL of stock in total.');
      c.userTurn('Good. Run order and acceptance criteria?');
      c.llm('Step 3, run order and checks: blank, then the six levels from low to high, then an independent check standard at 8 ug/mL made from the second-source lot, with two blanks after the 20 ug/mL level to show no carry-over. Acceptance: r^2 >= 0.999 and the check standard within 98-102%.');
      c.userTurn('Approved - register it.');
      const sols = [['CAF-INT-100', '100 ug/mL intermediate', '1.00 mL CRM-CAF-1000 to 10 mL'], ['CAF-CAL-L1..L5', '0.5-10 ug/mL levels', '50-1000 uL CAF-INT-100 to 10 mL'], ['CAF-CAL-L6', '20 ug/mL level', '200 uL CRM-CAF-1000 to 10 mL']];
      c.llm(null, sols.map(([id, desc, prep]) => ({ name: 'register_solution', args: { id, description: desc, preparation: prep, expiry_days: 7 } })));
      for (const [id] of sols) c.tool({ solution_id: id, lims_ref: 'SOL-' + ctx.int(200000, 299999), status: 'REGISTERED', audit: 'AT-' + ctx.int(1000000, 9999999), by: 'agent@qc-chem', at: ctx.isoOff(60) });
      c.llm(null, [{ name: 'create_worklist', args: { instrument: 'HPLC-07', method: 'CAF-ASSAY-02', sequence: ['BLANK', 'L1', 'L2', 'L3', 'L4', 'L5', 'L6', 'BLANK', 'BLANK', 'CHK-8'] } }]);
      c.tool({ worklist_id: 'WL-' + ctx.int(10000, 99999), injections: 10, est_runtime_min: 95, status: 'READY' });
      c.llm('The caffeine calibration is planned and registered: a 100 ug/mL intermediate (1.00 mL stock to 10 mL), levels 0.5-10 ug/mL from the intermediate, and 20 ug/mL directly from stock (1.2 mL of the 8.4 mL stock used). Worklist on HPLC-07: blank, L1-L6, two carry-over blanks and the 8 ug/mL second-source check, 10 injections (about 95 min). Acceptance is r^2 >= 0.999 with the check within 98-102%.');
      const root = c.finish('Calibration planned; 3 solutions and a 10-injection worklist registered.');
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 03
  {
    n: '03',
    domain: 'film post-production (final deliverables schedule)',
    style: 'OpenAI Agents SDK',
    isolates: 'A deliverables schedule is planned in reasoning summaries over three turns (inventory, suite days, colourist conflict), each adding new dates and rooms, then the bookings are made and confirmed.',
    build(ctx) {
      const goal = 'Schedule the final deliverables for the feature "Low Tide" so everything reaches the distributor by the 25th: DCP, HDR and SDR masters, M&E stems and the caption files. Book the suites and tell the producer the plan.';
      const a = new AgentsRun(ctx, { agent: 'Post Scheduler', model: 'o4-mini', instructions: 'You schedule finishing suites and deliverables for the post house. Tools: get_suite_availability, get_staff_calendar, book_suite, email_producer.', user: goal, tools: ['get_suite_availability', 'get_staff_calendar', 'book_suite', 'email_producer'] });
      a.response(null, [{ name: 'get_suite_availability', args: { from: '2024-11-11', to: '2024-11-22', suites: ['GRADE-1', 'GRADE-2', 'MIX-A', 'QC-1'] } }]);
      a.fn({ GRADE_1: { free: ['11', '12', '13', '18', '19'], colourist: 'Ines Moreau (off 14-15)' }, GRADE_2: { free: ['14', '15', '20', '21'], colourist: 'Dev Patel' }, MIX_A: { free: ['11', '12', '13', '14'] }, QC_1: { free: ['19', '20', '21', '22'] }, fetched: ctx.iso() });
      a.response(null, [{ name: 'get_suite_availability', args: { from: '2024-11-11', to: '2024-11-22', suites: ['DCP-ROOM'] } }], { reasoning: 'Planning step 1, inventory: five deliverables. The HDR master (P3-D65 PQ, about 3 grading days for the trim pass) must come before the SDR trim (1 day), the DCP is built from the SDR-graded timeline (1 day mastering + 1 day QC), M&E stems need the mixing stage for 2 days, and captions only need the locked conform, so they can go in parallel at any point.' });
      a.fn({ DCP_ROOM: { free: ['18', '19', '20', '21', '22'] }, fetched: ctx.iso() });
      a.response(null, [{ name: 'get_staff_calendar', args: { person: 'Ines Moreau', from: '2024-11-11', to: '2024-11-22' } }], { reasoning: 'Planning step 2, suite days: Ines Moreau graded the film, so the HDR trim belongs in GRADE-1 on the 11th-13th with her, the SDR trim follows on the 18th in GRADE-1, and M&E stems go to MIX-A on the 11th-12th. The DCP can then be mastered in DCP-ROOM on the 19th with QC-1 checking it on the 20th.' });
      a.fn({ person: 'Ines Moreau', role: 'Senior Colourist', off: ['2024-11-14', '2024-11-15'], booked: { '2024-11-20': 'Harbour Lights R4 review' }, tz: 'Europe/Paris', source: 'calendar-sync', synced: ctx.isoOff(60) });
      a.response(null, [
        { name: 'book_suite', args: { suite: 'GRADE-1', dates: ['2024-11-11', '2024-11-12', '2024-11-13', '2024-11-18'], artist: 'Ines Moreau', job: 'LOW TIDE HDR+SDR' } },
        { name: 'book_suite', args: { suite: 'MIX-A', dates: ['2024-11-11', '2024-11-12'], job: 'LOW TIDE M&E' } },
        { name: 'book_suite', args: { suite: 'DCP-ROOM', dates: ['2024-11-19'], job: 'LOW TIDE DCP' } },
        { name: 'book_suite', args: { suite: 'QC-1', dates: ['2024-11-20', '2024-11-21'], job: 'LOW TIDE QC' } },
      ], { reasoning: 'Planning step 3, conflict and buffer: Ines is off on the 14th-15th, which is fine because the HDR trim ends on the 13th. QC-1 on the 20th leaves the 21st-22nd as a buffer for fixes and the 23rd for upload via Aspera to the distributor, so everything arrives two days before the 25th. Captions are delivered by the vendor on the 15th from the locked conform.' });
      for (const [suite, n] of [['GRADE-1', 4], ['MIX-A', 2], ['DCP-ROOM', 1], ['QC-1', 2]]) a.fn({ booking_id: 'BK-' + ctx.int(40000, 49999), suite, days: n, status: 'CONFIRMED', calendar_event: ctx.b36(26) });
      a.response(null, [{ name: 'email_producer', args: { to: 'producer@lowtidefilm.com', subject: 'Low Tide - deliverables schedule', body: 'HDR trim GRADE-1 11-13 Nov (Ines), SDR trim 18 Nov, M&E MIX-A 11-12 Nov, DCP mastering 19 Nov, QC 20-21 Nov, upload 23 Nov; captions from vendor 15 Nov.' } }]);
      a.fn({ message_id: `<${ctx.hex(16)}@mail.posthouse.local>`, accepted: ['producer@lowtidefilm.com'], queued_at: ctx.http() });
      a.response('All suites are booked and the producer has the plan: HDR trim in GRADE-1 with Ines Moreau on 11-13 Nov, M&E stems in MIX-A on 11-12 Nov, SDR trim on 18 Nov, DCP mastering on 19 Nov, QC on 20-21 Nov, and upload to the distributor on 23 Nov, two days ahead of the 25th. Captions come from the vendor on 15 Nov off the locked conform.');
      const root = a.finish('Deliverables scheduled and booked; producer emailed.');
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 04
  {
    n: '04',
    domain: 'nonprofit fundraising (gala budget and paddle-raise goal)',
    style: 'Mastra',
    isolates: 'A gala budget is reasoned out over three steps (ticket revenue vs costs, sponsor tables, paddle-raise target), each adding new amounts and names, then the campaign targets and tasks are created.',
    build(ctx) {
      const goal = 'Set the fundraising goal for our spring gala (capacity 240 guests, tickets $275, venue + catering quote $38,400) so that we net at least $120,000 for the literacy program, and create the campaign and task list in the CRM.';
      const m = new MastraRun(ctx, { agentId: 'campaign-planner', agentName: 'Campaign Planner', model: 'gpt-4o', instructions: 'You help the development team plan events. Tools: get-sponsor-pipeline, create-campaign, create-task.', user: goal });
      m.llm(null, [{ name: 'get-sponsor-pipeline', args: { event: 'SPRING-GALA-25' } }]);
      m.tool({ committed: [{ sponsor: 'Harbor Bank', level: 'Presenting', amount: 25000, tables: 2 }, { sponsor: 'Alvarez & Cho LLP', level: 'Gold', amount: 10000, tables: 1 }], pending: [{ sponsor: 'Northside Health', level: 'Gold', amount: 10000, probability: 0.6 }], as_of: ctx.isoS() });
      const inStep = (id, input, output, fn) => { const before = m.children.length; fn(); m.step(id, input, output, m.children.splice(before)); };
      inStep('ticket-margin', { capacity: 240, price_usd: 275, venue_catering_usd: 38400 }, { tickets_net_usd: 12550 }, () => m.llm('Budget step 1, tickets against costs: 240 seats at $275 is $66,000 gross, but the three sponsor tables hold 30 comped seats, so paid tickets top out at 210 x $275 = $57,750. Venue and catering at $38,400 plus an estimated $6,800 for AV, printing and auction software puts costs at $45,200, so tickets alone net about $12,550.'));
      inStep('sponsorship-total', { committed: 2, pending: 1 }, { sponsorships_usd: 41000 }, () => m.llm('Budget step 2, sponsors: committed sponsorships from Harbor Bank ($25,000) and Alvarez & Cho ($10,000) add $35,000, and I will count Northside Health at its 60% probability, $6,000, for a planning total of $41,000. Tickets plus sponsors therefore net roughly $53,550 before the auction and the paddle raise.'));
      inStep('paddle-target', { goal_net_usd: 120000, so_far_usd: 53550 }, { auction_usd: 15000, paddle_raise_usd: 52000 }, () => m.llm('Budget step 3, paddle raise: to reach the $120,000 net goal we need about $66,450 more. A silent auction at this size typically raises $14,000-18,000, so I will plan on $15,000, which leaves $51,450 for the paddle raise - about $245 per paid guest, so a target of $52,000 with four pre-committed lead gifts of $5,000 to open the paddle.'));
      m.llm(null, [{ name: 'create-campaign', args: { code: 'SPRING-GALA-25', goal_net_usd: 120000, components: { tickets_net: 12550, sponsorships: 41000, auction: 15000, paddle_raise: 52000 } } }]);
      m.tool({ campaign_id: 'CMP-' + ctx.int(1000, 9999), code: 'SPRING-GALA-25', status: 'PLANNED', created: ctx.iso() });
      const tasks = [['Secure 4 paddle-raise lead gifts of $5,000', 'Major Gifts'], ['Follow up Northside Health Gold sponsorship', 'Corporate Relations'], ['Source 30 silent-auction items (target $15,000)', 'Events'], ['Confirm AV and printing quotes under $6,800', 'Operations']];
      for (const [t, team] of tasks) {
        m.llm(null, [{ name: 'create-task', args: { campaign: 'SPRING-GALA-25', title: t, owner_team: team } }]);
        m.tool({ task_id: 'T-' + ctx.int(100000, 999999), title: t, owner_team: team, due: ctx.date(ctx.now + ctx.int(14, 60) * 86400e3) });
      }
      m.llm('The gala plan is in the CRM as SPRING-GALA-25 with a $120,000 net goal: tickets net about $12,550 (210 paid seats after 30 sponsor comps, $45,200 costs), sponsorships $41,000 (Northside Health at 60%), silent auction $15,000 and a $52,000 paddle raise opened by four $5,000 lead gifts. Four tasks are assigned to Major Gifts, Corporate Relations, Events and Operations.');
      const root = m.finish(undefined);
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 05
  {
    n: '05',
    domain: 'elections administration (poll-worker staffing)',
    style: 'OpenAI Swarm',
    isolates: 'Poll-worker staffing for five precincts is worked out in three steps (workers needed, shortfalls and transfers, bilingual coverage), each adding new names and counts, then assignments are made and confirmed.',
    build(ctx) {
      const goal = 'Staff the five Ward 3 precincts for early voting Saturday: one worker per 250 expected voters (minimum 3), at least one Spanish-speaking worker where the language-assistance flag is set. Assign from the available pool and confirm.';
      const s = new SwarmRun(ctx, { agent: 'Staffing Coordinator', instructions: 'You staff polling places for the county elections office. Tools: get_precinct_forecast, get_worker_pool, get_precinct_roster, assign_workers.', user: goal });
      s.llm(null, [{ name: 'get_precinct_forecast', args: { ward: 3, day: 'Saturday' } }]);
      s.tool(J({ ward: 3, precincts: [{ id: '3-01', expected: 1120, lang_es: true, assigned: 2 }, { id: '3-02', expected: 640, lang_es: false, assigned: 3 }, { id: '3-03', expected: 980, lang_es: true, assigned: 4 }, { id: '3-04', expected: 410, lang_es: false, assigned: 3 }, { id: '3-05', expected: 1460, lang_es: true, assigned: 3 }], model: 'turnout-v4', generated: ctx.us() }));
      s.llm('Staffing step 1, workers needed at one per 250 voters (minimum 3): 3-01 needs 5 (1,120 voters), 3-02 needs 3, 3-03 needs 4, 3-04 needs 3 (minimum) and 3-05 needs 6 (1,460 voters). Against current assignments that is a shortfall of 3 at 3-01 and 3 at 3-05; 3-02, 3-03 and 3-04 are already covered.', [{ name: 'get_worker_pool', args: { ward: 3, day: 'Saturday', status: 'available' } }]);
      s.tool(J({ available: [{ name: 'R. Castillo', es: true }, { name: 'P. Nguyen', es: false }, { name: 'D. Okoro', es: false }, { name: 'L. Herrera', es: true }, { name: 'M. Brandt', es: false }, { name: 'S. Flores', es: true }, { name: 'J. Kim', es: false }], pool_ts: ctx.isoS() }));
      s.llm('Staffing step 2, filling the gaps from the seven available: 3-01 gets R. Castillo, P. Nguyen and D. Okoro, and 3-05 gets L. Herrera, M. Brandt and S. Flores, leaving J. Kim as a floater at the ward office. No transfers between precincts are needed because 3-03 is exactly at 4. Before assigning I will check who already covers Spanish at 3-03.', [{ name: 'get_precinct_roster', args: { precinct: '3-03', day: 'Saturday' } }]);
      s.tool(J({ precinct: '3-03', roster: [{ name: 'A. Reyes', role: 'judge', es: true }, { name: 'T. Walsh', role: 'clerk', es: false }, { name: 'B. Ahmed', role: 'clerk', es: false }, { name: 'C. Ruiz-Park', role: 'clerk', es: false }], roster_version: ctx.int(10, 40) }));
      s.llm('Staffing step 3, Spanish coverage: 3-01, 3-03 and 3-05 have the language flag. 3-01 gains R. Castillo and 3-05 gains both L. Herrera and S. Flores, and the roster shows 3-03 already has a Spanish-speaking judge (A. Reyes), so all three flagged precincts are covered.', [{ name: 'assign_workers', args: { precinct: '3-01', workers: ['R. Castillo', 'P. Nguyen', 'D. Okoro'] } }, { name: 'assign_workers', args: { precinct: '3-05', workers: ['L. Herrera', 'M. Brandt', 'S. Flores'] } }, { name: 'assign_workers', args: { precinct: 'WARD3-OFFICE', workers: ['J. Kim'], role: 'floater' } }]);
      for (const p of ['3-01', '3-05', 'WARD3-OFFICE']) s.tool(J({ precinct: p, status: 'ASSIGNED', confirmation: 'ASG-' + ctx.int(100000, 999999), notified_via: 'sms+email', at: ctx.isoOff(-360) }));
      s.llm('Ward 3 is fully staffed for Saturday: 3-01 now has 5 workers (adding R. Castillo, P. Nguyen, D. Okoro), 3-05 has 6 (adding L. Herrera, M. Brandt, S. Flores), 3-02, 3-03 and 3-04 were already at their required 3, 4 and 3, and J. Kim is the ward floater. Spanish-language coverage is in place at 3-01, 3-03 and 3-05; all new assignees were notified.');
      const root = s.finish(undefined);
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 06
  {
    n: '06',
    domain: 'coding (extracting a payment-provider interface)',
    style: 'Aider-style coding chat',
    isolates: 'A refactor is planned over three assistant messages (call sites, interface shape, migration order), each naming new files and methods, then carried out with edits and a passing test run.',
    build(ctx) {
      const goal = 'We are adding Adyen next quarter. Refactor billing so Stripe is behind a PaymentProvider interface, without changing behaviour. Plan it with me first.';
      const a = new AiderRun(ctx, { files: ['billing/charges.py', 'billing/refunds.py', 'billing/webhooks.py'], repo: '/home/dev/shopfront', user: goal, model: 'claude-3-5-sonnet-20241022' });
      a.llm('Plan, part 1 - call sites: Stripe is used directly in three places. billing/charges.py calls stripe.PaymentIntent.create and .confirm in create_charge(), billing/refunds.py calls stripe.Refund.create in refund_order(), and billing/webhooks.py calls stripe.Webhook.construct_event in handle_webhook(). Nothing else imports stripe, so the interface needs exactly these three capabilities.');
      a.user('ok, continue');
      a.llm('Plan, part 2 - interface shape: a PaymentProvider Protocol in billing/providers/base.py with charge(amount_minor, currency, customer_ref, idempotency_key) -> ChargeResult, refund(charge_id, amount_minor) -> RefundResult, and parse_webhook(payload, signature) -> ProviderEvent. StripeProvider in billing/providers/stripe.py wraps the current calls, and ChargeResult/RefundResult/ProviderEvent are small dataclasses so callers stop touching Stripe objects.');
      a.user('sounds good. order?');
      a.llm('Plan, part 3 - migration order: first add base.py and stripe.py with no callers, then switch charges.py, then refunds.py, then webhooks.py, running tests/billing after each file. get_provider() in billing/providers/__init__.py reads settings.PAYMENT_PROVIDER (default "stripe"), so adding Adyen later is one new class plus a setting.');
      a.user('go ahead');
      a.llm(`billing/providers/base.py
\`\`\`python
<<<<<<< SEARCH
=======
from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True)
class ChargeResult:
    id: str
    status: str


class PaymentProvider(Protocol):
    def charge(self, amount_minor: int, currency: str, customer_ref: str, idempotency_key: str) -> ChargeResult: ...
    def refund(self, charge_id: str, amount_minor: int) -> "RefundResult": ...
    def parse_webhook(self, payload: bytes, signature: str) -> "ProviderEvent": ...
>>>>>>> REPLACE
\`\`\`

billing/charges.py
\`\`\`python
<<<<<<< SEARCH
    intent = stripe.PaymentIntent.create(amount=amount, currency=currency, customer=customer_id, idempotency_key=key)
    intent = stripe.PaymentIntent.confirm(intent.id)
    return intent.id, intent.status
=======
    result = get_provider().charge(amount, currency, customer_id, key)
    return result.id, result.status
>>>>>>> REPLACE
\`\`\``);
      a.apply('Applied edit to billing/providers/base.py\nApplied edit to billing/providers/stripe.py\nApplied edit to billing/providers/__init__.py\nApplied edit to billing/charges.py\nApplied edit to billing/refunds.py\nApplied edit to billing/webhooks.py');
      a.run('pytest -q tests/billing', `..............................................                           [100%]\n46 passed in ${ctx.secs(2.1, 4.8)}s`);
      const h = a.commit('refactor(billing): put Stripe behind PaymentProvider interface');
      a.llm(`Done in the planned order: base.py defines PaymentProvider with charge/refund/parse_webhook and the result dataclasses, StripeProvider wraps the existing PaymentIntent, Refund and Webhook calls, and charges.py, refunds.py and webhooks.py now go through get_provider(). All 46 billing tests pass unchanged, committed as ${h}. Adding Adyen is now one AdyenProvider class plus PAYMENT_PROVIDER=adyen.`);
      const root = a.finish('Refactor committed; 46 tests pass.');
      return { goal, root };
    },
  },
];
