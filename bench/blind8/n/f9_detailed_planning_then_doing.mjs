export const family = 'detailed-planning-then-doing';
export const loop = false;

// 1. wind farm — LangChain, maintenance window plan
function windMaintenance(c) {
  const goal = 'Plan next week\'s gearbox oil changes for the 6 flagged turbines at Ridgeback around the wind forecast, then create the work orders.';
  const ch = [];
  ch.push(c.tool('get_forecast', { site: 'RIDGEBACK', days: 7 }, { daily_mean_ms: { Mon: 9.8, Tue: 6.1, Wed: 4.2, Thu: 3.9, Fri: 7.5, Sat: 11.2, Sun: 8.0 }, gust_limit_ms_for_climb: 12 }));
  const plan = [
    'Step 1 — constraints. Flagged turbines: WTG-03, WTG-07, WTG-11, WTG-14, WTG-22, WTG-29. Each oil change takes ~5.5 h with a 2-person crew; climbs are prohibited with gusts ≥ 12 m/s. We have two crews (Crew A: Ortiz/Bell, Crew B: Nakamura/Frey). Lost production is proportional to wind speed, so we want the lowest-wind days.',
    'Step 2 — pick days. Wed (4.2 m/s) and Thu (3.9 m/s) are lowest; Tue (6.1) is third. Two crews × one turbine per day each = 2/day, so Tue–Thu gives 6 slots exactly. Mon (9.8) and Sat (11.2, near gust limit) are excluded.',
    'Step 3 — assign by geography. String North has WTG-03/07/11 (≤1.2 km apart), String South has WTG-14/22/29. Crew A takes North, Crew B takes South, so no crew crosses the substation road. Order within string: highest oil-particle count first — WTG-07 (ISO 21/19/16) and WTG-22 (22/20/17) on Wed.',
    'Step 4 — schedule. Tue: A→WTG-03, B→WTG-14. Wed: A→WTG-07, B→WTG-22. Thu: A→WTG-11, B→WTG-29. Start 07:00 after 06:30 toolbox talk; expected finish 12:30. Parts: 6 × 420 L Mobilgear SHC XMP 320, 6 filter kits (P/N GBX-FLT-220) — confirm stock before creating WOs.',
    'Step 5 — estimated energy loss: 5.5 h × (Tue 0.9 MW, Wed 0.35 MW, Thu 0.3 MW avg at those winds) ≈ 2 × (4.95 + 1.93 + 1.65) ≈ 17.1 MWh total, versus ~46 MWh if done Mon/Fri. Proceed: check stock, then create six work orders.',
  ];
  for (const p of plan) ch.push(c.llm('ChatOpenAI', 'Continue planning.', p));
  ch.push(c.tool('check_stock', { items: [{ pn: 'MOBIL-SHC-XMP320', qty_l: 2520 }, { pn: 'GBX-FLT-220', qty: 6 }] }, { 'MOBIL-SHC-XMP320': { on_hand_l: 3200, ok: true }, 'GBX-FLT-220': { on_hand: 9, ok: true } }));
  const sched = [['Tue', 'A', 'WTG-03'], ['Tue', 'B', 'WTG-14'], ['Wed', 'A', 'WTG-07'], ['Wed', 'B', 'WTG-22'], ['Thu', 'A', 'WTG-11'], ['Thu', 'B', 'WTG-29']];
  for (const [d, cr, t] of sched) ch.push(c.tool('create_work_order', { turbine: t, task: 'Gearbox oil + filter change', day: d, crew: cr, start: '07:00', duration_h: 5.5 }, { wo: `WO-${c.digits(6)}`, status: 'scheduled' }));
  return { stagnation: false, isolates: 'Five consecutive planning steps each add new constraints, day choices, crew assignments, parts and loss estimates, then stock is checked and six work orders are created.', goal, root: c.agent('AgentExecutor', goal, 'Six gearbox oil-change WOs scheduled Tue–Thu (lowest wind), Crew A on North string, Crew B on South; ~17 MWh estimated loss. Parts in stock.', ch) };
}

// 2. wedding — Mastra, day-of timeline then create calendar
function weddingTimeline(c) {
  const goal = 'Build the day-of timeline for our Oct 18 wedding (ceremony 4:30 pm at Grove Chapel, reception at Laurel Barn 12 min away) and put it on the shared vendor calendar.';
  const ch = [];
  const steps = [
    'Anchors: sunset in Asheville on Oct 18 is 6:52 pm; golden-hour portraits should be 6:05–6:35. Ceremony 4:30–5:00. Drive chapel→barn 12 min plus loading buffer 15 min.',
    'Pre-ceremony: hair & makeup for 5 people at 45 min each with 2 stylists → ~2 h; start 11:00, done 1:15. First look 2:15 at the chapel garden, family photos 3:00–3:45, guests arrive 4:00.',
    'Post-ceremony: recessional 5:00, guests shuttle 5:10 (shuttle capacity 56, two runs for 140 guests: 5:10 and 5:35). Cocktail hour 5:25–6:30 at the barn while couple does golden-hour portraits 6:05–6:35.',
    'Reception: grand entrance 6:40, dinner service 6:50–7:50 (caterer Smoke & Sorghum needs 60 min for 140 plated), toasts 7:50–8:05, first dance 8:05, dancing until 10:30, sparkler exit 10:40, last shuttle 10:50.',
    'Vendor call times derived from above: florist chapel 1:30 / barn 3:30; photographer 1:00; DJ load-in 4:15 at barn; caterer arrival 3:45; shuttle company at chapel 4:50. Create 14 calendar entries.',
  ];
  for (const s of steps) ch.push(c.llm('agent.generate', 'continue', s));
  const ev = [['Hair & makeup', '11:00', '13:15'], ['Photographer arrives', '13:00', '13:15'], ['Florist — chapel', '13:30', '14:30'], ['First look', '14:15', '14:45'], ['Family photos', '15:00', '15:45'], ['Florist — barn', '15:30', '16:30'], ['Caterer arrival', '15:45', '16:00'], ['DJ load-in', '16:15', '17:00'], ['Ceremony', '16:30', '17:00'], ['Shuttle runs', '17:10', '17:50'], ['Golden-hour portraits', '18:05', '18:35'], ['Dinner service', '18:50', '19:50'], ['Toasts & first dance', '19:50', '20:15'], ['Sparkler exit', '22:40', '22:50']];
  ch.push(c.tool('createCalendarEvents', { calendar: 'wedding-vendors@shared', date: '2025-10-18', events: ev.map(([t, s, e]) => ({ title: t, start: s, end: e })) }, { created: ev.length, calendar_url: `https://cal.example.com/c/${c.alnum(10)}` }));
  ch.push(c.tool('notifyVendors', { calendar: 'wedding-vendors@shared', vendors: ['florist', 'photographer', 'caterer', 'dj', 'shuttle'] }, { sent: 5 }));
  return { stagnation: false, isolates: 'Five planning messages each add new timing facts (sunset, prep durations, shuttle runs, service times, vendor calls) before 14 calendar events are created and vendors notified.', goal, root: c.agent('weddingPlannerAgent', goal, 'Timeline created with 14 entries on the shared vendor calendar (ceremony 4:30, portraits 6:05–6:35, dinner 6:50, sparkler exit 10:40) and all five vendors notified.', ch) };
}

// 3. freight rail — OpenAI Agents SDK, train consist planning
function railConsist(c) {
  const goal = 'Build the consist for tomorrow\'s manifest train M-KCKNLR: 64 cars waiting at Kingsgate, respecting tonnage and hazmat placement rules, then submit it to dispatch.';
  const ch = [];
  ch.push(c.tool('list_cars_ready', { yard: 'KINGSGATE', train: 'M-KCKNLR' }, { cars: 64, total_tons: 6930, hazmat_cars: 5, autoracks: 18, tank_loaded: 5, boxcars: 22, hoppers: 19 }));
  const steps = [
    'Power: 2 × ES44AC (4,400 hp) = 8,800 hp. Ruling grade on the sub is 1.1% at Argentine Hill; at 0.8 hp/ton minimum that allows 11,000 tons, so 6,930 t fits with margin. No helper needed.',
    'Hazmat (5 loaded tanks, 3 × UN1075 LPG and 2 × UN1830 sulfuric acid): per 49 CFR 174.85 they must be at least 6th from the locomotives and not adjacent to each other when incompatible. Place LPG at positions 20–22 and acid at 40–41 with boxcar buffers between.',
    'Weight distribution: heaviest blocks forward. Hoppers (19, avg 128 t) in positions 1–19, LPG 20–22, boxcars 23–39 (first 17 of 22), acid 40–41, remaining 5 boxcars 42–46, autoracks (light, 18 × ~52 t, high profile) at the rear 47–64 to reduce in-train forces.',
    'Block by destination for the set-outs: Newton set-out (7 boxcars) should be right behind the power? No — rear set-outs are easier; keep the 7 Newton boxcars as 42–46 plus two from 38–39 so the set-out is one cut. Revised: boxcars 23–37 through, 38–39 and 42–46 Newton.',
    'Final check: length 64 cars ≈ 4,150 ft + power 150 ft = 4,300 ft, under the 7,500 ft siding limit. Tons per operative brake 108 < 150. Submit consist with these positions.',
  ];
  for (const s of steps) ch.push(c.llm('Generation', 'plan consist', s));
  ch.push(c.tool('build_consist', { train: 'M-KCKNLR', power: ['UP 5612', 'UP 5740'], blocks: [{ type: 'hopper', positions: '1-19' }, { type: 'tank_UN1075', positions: '20-22' }, { type: 'boxcar_thru', positions: '23-37' }, { type: 'boxcar_newton', positions: '38-39' }, { type: 'tank_UN1830', positions: '40-41' }, { type: 'boxcar_newton', positions: '42-46' }, { type: 'autorack', positions: '47-64' }] }, { valid: true, warnings: [], total_tons: 6930, length_ft: 4296 }));
  ch.push(c.tool('submit_to_dispatch', { train: 'M-KCKNLR', consist_id: `CN-${c.digits(7)}` }, { accepted: true, departure: '05:40' }));
  return { stagnation: false, isolates: 'Five reasoning steps each add concrete power, hazmat placement, weight, set-out and length figures, then the consist validates and is accepted by dispatch.', goal, root: c.agent('Agent workflow', goal, 'Consist for M-KCKNLR built (6,930 t, 4,296 ft, hazmat at 20–22 and 40–41) and accepted by dispatch for 05:40 departure.', [c.agent('yardmaster_agent', goal, 'consist submitted', ch)]) };
}

// 4. esports — smolagents, tournament schedule
function esportsBracket(c) {
  const goal = 'Schedule the 16-team double-elimination bracket for the Spring Valorant Cup (May 24–25) across our 3 stage servers over Saturday and Sunday, and publish it.';
  const ch = [];
  const steps = [
    'Thought: Double elimination with 16 teams = 15 upper + 14 lower + grand final (+ possible reset) = 30–31 matches. Bo3 averages 2 h 10 min incl. tech pause; Bo5 (UB final, LB final, GF) averages 3 h 20 min.',
    'Thought: Capacity: 3 servers × Saturday 10:00–23:00 (13 h) ≈ 5 Bo3 slots per server = 15 slots; Sunday 10:00–23:00 the same. Saturday: UB R1 (8) + LB R1 (4) + UB QF (4) would be 16 — one too many, so move LB R1 to start after UB R1 frees servers.',
    'Thought: Saturday plan: 10:00 UB R1 ×3, 12:15 UB R1 ×3, 14:30 UB R1 ×2 + LB R1 ×1, 16:45 LB R1 ×3, 19:00 UB QF ×3, 21:15 UB QF ×1 + LB R2 ×2 = 17 slots… cut: push LB R2 (4) to Sunday morning. Saturday then ends 23:25 on server 1 only.',
    'Thought: Sunday: 10:00 LB R2 ×3, 12:15 LB R2 ×1 + UB SF ×2, 14:30 LB R3 ×2, 16:45 LB QF ×1 + UB Final (Bo5, server 1), 20:05 LB SF… GF at 20:05 would overrun; instead run LB Final Bo5 at 17:00 on server 2 in parallel? Not possible — LB Final needs UB Final loser. So: UB Final 14:30, LB R3 14:30 s2/s3, LB QF 16:45, LB SF 17:50, LB Final 18:00→21:20 Bo5, GF 21:35 Bo5 ends ~00:55. Acceptable with the venue\'s 01:00 curfew.',
    'Thought: Final: 31 slots, broadcast stage = server 1 for all Bo5s. Generate the schedule JSON and publish via the tournament API.',
  ];
  steps.forEach((s, i) => ch.push(c.llm(`Step ${i + 1}`, i === 0 ? [{ role: 'user', content: goal }] : 'continue', s)));
  ch.push(c.tool('create_schedule', { event: 'spring-valorant-cup-25', format: 'double_elim_16', slots: 31, servers: ['stage-1', 'stage-2', 'stage-3'], days: ['2025-05-24', '2025-05-25'] }, { schedule_id: `sch_${c.alnum(8)}`, matches_scheduled: 31, conflicts: 0 }));
  ch.push(c.tool('publish_schedule', { event: 'spring-valorant-cup-25' }, { published: true, url: 'https://cup.example.gg/spring-valorant-cup-25/schedule' }));
  return { stagnation: false, isolates: 'Five planning steps each refine match counts, capacity, Saturday and Sunday slotting with concrete times, then the 31-match schedule is created without conflicts and published.', goal, root: c.agent('CodeAgent', goal, 'Published: 31 matches over May 24–25 on 3 servers, Bo5s on stage-1, grand final 21:35 Sunday.', ch) };
}

// 5. hospital pharmacy — PydanticAI, IV batch compounding plan
function ivBatchPlan(c) {
  const goal = 'Plan tomorrow morning\'s IV room batch for cefazolin 2 g and vancomycin doses from the pre-op list and send it to the compounding queue.';
  const ch = [];
  ch.push(c.tool('running tool: get_preop_list', { date: 'tomorrow', site: 'MAIN-OR' }, { cefazolin_2g: 23, cefazolin_3g: 4, vancomycin: [{ mrn: '00481102', dose_mg: 1250 }, { mrn: '00490011', dose_mg: 1500 }, { mrn: '00502284', dose_mg: 1000 }] }));
  const steps = [
    'Cefazolin: 23 × 2 g + 4 × 3 g (patients ≥120 kg). Using 10 g pharmacy bulk vials reconstituted to 1 g/10 mL (BUD 24 h refrigerated per USP <797> Category 2), need 46 + 12 = 58 g → 6 bulk vials, 2 g left for waste/overfill.',
    'Syringes: 2 g = 20 mL in 30 mL syringes (23), 3 g = 30 mL in 30 mL syringes (4). Label with MRN and OR case time; first case is 07:30 so the batch must be verified by 06:45.',
    'Vancomycin: three individual doses 1,250 / 1,500 / 1,000 mg in 250 / 300 / 250 mL NS to keep ≤5 mg/mL; infusion 90–120 min, so they must reach pre-op by 05:45 for 07:30 starts.',
    'Staffing and order: one tech on the vancomycin first (04:45–05:30), then cefazolin batch 05:30–06:30 in the ISO 5 hood; pharmacist check 06:30–06:45. Total 30 cefazolin + vanco labels.',
  ];
  for (const s of steps) ch.push(c.llm('chat gpt-4o', 'plan', s));
  ch.push(c.tool('running tool: create_compounding_batch', { name: 'PREOP-AM', items: [{ drug: 'cefazolin', strength_g: 2, count: 23, container: '30 mL syringe' }, { drug: 'cefazolin', strength_g: 3, count: 4, container: '30 mL syringe' }, { drug: 'vancomycin', doses_mg: [1250, 1500, 1000], diluent: 'NS', volumes_ml: [250, 300, 250] }], start: '04:45', verify_by: '06:45' }, { batch_id: `B-${c.digits(6)}`, labels_printed: 30, status: 'queued' }));
  return { stagnation: false, isolates: 'Four planning steps add vial math, syringe sizes, vancomycin concentrations and staffing times, then the batch is created and queued with 30 labels.', goal, root: c.agent('agent run', goal, 'Batch PREOP-AM queued: 27 cefazolin syringes (23×2 g, 4×3 g) from 6 bulk vials and 3 vancomycin bags; compounding 04:45–06:30, verification by 06:45.', ch) };
}

// 6. coding — OpenHands, zero-downtime column rename plan then execution
function columnRename(c) {
  const goal = 'Rename users.fullname to users.display_name in the Rails app without downtime, and ship the first migration.';
  const ch = [];
  ch.push(c.tool('execute_bash', { command: 'cd /workspace/app && grep -rn "fullname" app lib | wc -l && psql $DB -Atc "select count(*) from users"' }, '37\n4812330\n[Command finished with exit code 0]'));
  const steps = [
    'There are 37 code references and 4.8M rows. A direct rename_column would break the running pods that still read `fullname`, so use expand/contract in 4 deploys.',
    'Deploy 1 (expand): add nullable `display_name`; add `before_save` that writes both columns; ignore nothing yet. Backfill in batches of 10,000 with `in_batches(of: 10_000).update_all("display_name = fullname")` — 482 batches, ~1.2 s each ≈ 10 min, throttle 0.2 s between.',
    'Deploy 2: switch the 37 reads to `display_name` (serializers, 4 views, 2 mailers, search indexer). Deploy 3: `self.ignored_columns += ["fullname"]` and stop dual-writing. Deploy 4: drop `fullname`.',
    'Today only deploy 1: migration file 20250412093000_add_display_name_to_users.rb, model callback, backfill rake task users:backfill_display_name. Then run specs for User (currently 84 examples).',
  ];
  for (const s of steps) ch.push(c.llm('CodeActAgent.step', 'plan', s));
  ch.push(c.tool('str_replace_editor', { command: 'create', path: '/workspace/app/db/migrate/20250412093000_add_display_name_to_users.rb', file_text: 'class AddDisplayNameToUsers < ActiveRecord::Migration[7.1]\n  def change\n    add_column :users, :display_name, :string\n  end\nend\n' }, 'File created successfully at: /workspace/app/db/migrate/20250412093000_add_display_name_to_users.rb'));
  ch.push(c.tool('str_replace_editor', { command: 'str_replace', path: '/workspace/app/app/models/user.rb', old_str: 'class User < ApplicationRecord\n', new_str: 'class User < ApplicationRecord\n  before_save { self.display_name = fullname if will_save_change_to_fullname? }\n' }, 'The file /workspace/app/app/models/user.rb has been edited.'));
  ch.push(c.tool('str_replace_editor', { command: 'create', path: '/workspace/app/lib/tasks/backfill_display_name.rake', file_text: 'namespace :users do\n  task backfill_display_name: :environment do\n    User.where(display_name: nil).in_batches(of: 10_000) { |b| b.update_all("display_name = fullname"); sleep 0.2 }\n  end\nend\n' }, 'File created successfully.'));
  ch.push(c.tool('execute_bash', { command: 'cd /workspace/app && bin/rails db:migrate && bundle exec rspec spec/models/user_spec.rb' }, `== 20250412093000 AddDisplayNameToUsers: migrating ==========================\n-- add_column(:users, :display_name, :string)\n   -> 0.0${c.int(10, 99)}s\n== 20250412093000 AddDisplayNameToUsers: migrated (0.0${c.int(10, 99)}s) =================\n\n........................................................................................\n\nFinished in ${c.secs(3, 7)} seconds (files took 2.1 seconds to load)\n84 examples, 0 failures\n[Command finished with exit code 0]`));
  return { stagnation: false, isolates: 'Four reasoning steps lay out counts, an expand/contract sequence, batch sizes and file names, then the first migration and backfill task are written and specs pass.', goal, root: c.agent('CodeActAgent', goal, 'Deploy 1 of 4 ready: display_name column migration applied, dual-write plan and backfill rake task (482 batches of 10k) added; User specs pass (84 examples).', ch) };
}

export const rows = [windMaintenance, weddingTimeline, railConsist, esportsBracket, ivBatchPlan, columnRename];
