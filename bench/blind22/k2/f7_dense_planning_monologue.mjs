// Healthy: several long reasoning steps in a row, each adding concrete new content.
import { makeStyle, span, js } from './lib.mjs';

export const family = 'dense_planning_monologue';
export const loop = false;
export const stagnation = false;
export const isolates = 'A long run of consecutive reasoning steps with no tool calls in between, each adding new numbers, names and decisions.';

export const rows = [
  {
    n: '01', domain: 'aerial silks studio timetable', style: 'Anthropic Messages API logs',
    isolates: 'After one data pull, the model reasons over four consecutive long turns (rig capacity, instructor hours, level progression, pricing) before saving the term timetable.',
    goal: 'Draft the autumn term timetable for Skyward Aerial Studio: 4 rigging points, 3 instructors, beginner/intermediate/advanced silks plus a kids class.',
    build(N) {
      const S = makeStyle('anthropic', N, { system: 'You plan timetables for Skyward Aerial Studio. Tools: get_studio_data, save_timetable. Think step by step in prose before saving.', goal: this.goal });
      const c = [];
      c.push(S.llm(null, [['get_studio_data', { term: 'autumn' }]]));
      c.push(S.tool('get_studio_data', { term: 'autumn' }, { rig_points: 4, ceiling_m: 7.2, instructors: [{ name: 'Inês', max_hours: 10, levels: ['all'] }, { name: 'Tomasz', max_hours: 8, levels: ['beginner', 'intermediate'] }, { name: 'Keira', max_hours: 6, levels: ['kids', 'beginner'] }], waitlist: { beginner: 19, intermediate: 7, advanced: 4, kids: 11 }, hall_free: 'Mon-Thu 17:00-21:30, Sat 09:00-14:00', exported: N.isoNoMs() }));
      c.push(S.llm('Capacity first. Four rigging points means four students on silks at once; with rotation on the floor (conditioning while waiting) a class can hold 8, two per silk. Beginner waitlist is 19, so beginners need 3 classes (24 places) rather than 2 (16 places). Intermediate has 7 waiting, one class of 8 covers it. Advanced has 4, which fits on one silk each, so a single class capped at 4 with no rotation, which also suits the longer drops they practise. Kids: 11 on the list, and kids classes must be 1:6 by our safeguarding policy, so two kids classes of 6. Total: 3 + 1 + 1 + 2 = 7 weekly classes.', []));
      c.push(S.llm('Instructor hours next. Each class is 75 minutes plus 15 minutes of rig checks, so 1.5 h per class and 10.5 h for seven classes. Keira can only do kids and beginner: give her both kids classes (3 h) and one beginner class (1.5 h) = 4.5 of her 6 h. Tomasz takes two beginner classes and the intermediate class = 4.5 of his 8 h. Inês is the only one cleared for advanced, so she takes advanced (1.5 h) and is left with 8.5 h spare, which I will use for a Saturday open-practice supervision block of 2 h. Total allocated: 4.5 + 4.5 + 3.5 = 12.5 h, within the 24 h available.', []));
      c.push(S.llm('Now slotting into the free hall times. Kids cannot be after 18:30 on school nights, so kids A goes Tue 17:00 and kids B Sat 09:00 (Keira both days). Beginner 1 Mon 18:30 (Tomasz), Beginner 2 Wed 18:30 (Tomasz), Beginner 3 Sat 10:30 (Keira, right after kids B so she is in one trip). Intermediate Thu 18:30 (Tomasz) so it is not the day after a beginner class for him twice in a row. Advanced Wed 20:00 (Inês): the late slot gives the hall a quiet 7.2 m ceiling for drops. Open practice Sat 12:00-14:00 under Inês. No room clashes: Wednesday has Beginner 2 at 18:30-19:45 then rig check, Advanced starts 20:00.', []));
      c.push(S.llm('Pricing and progression. Ten-week term: beginner £165, intermediate £175, advanced £190, kids £120, open practice £8 drop-in. Progression rule for the timetable notes: beginners need the foot-lock and basic inversion signed off before intermediate; I will list the sign-off checkpoint in week 8 of each beginner class so the spring intermediate class can be sized early. Expected revenue at capacity: 24×165 + 8×175 + 4×190 + 12×120 = 3960 + 1400 + 760 + 1440 = £7,560 before drop-ins.', [['save_timetable', { term: 'autumn', classes: 7, open_practice: 'Sat 12:00-14:00' }]]));
      c.push(S.tool('save_timetable', { term: 'autumn', classes: 7, open_practice: 'Sat 12:00-14:00' }, { saved: true, doc_url: 'https://docs.example/skyward/autumn-' + N.hex(6), rev: N.int(1, 4) }));
      c.push(S.llm('Saved: 7 weekly classes (3 beginner, 1 intermediate, 1 advanced, 2 kids) plus Saturday open practice, 12.5 instructor hours, projected £7,560 at capacity.', []));
      return S.root(c, { name: 'timetable-planner', output: 'Autumn timetable saved (7 classes + open practice).' });
    },
  },
  {
    n: '02', domain: 'bike fitting studio expansion', style: 'OpenAI Responses API (reasoning summaries)',
    isolates: 'A Responses-API model works through a second-studio business case over several long consecutive outputs (demand, equipment, staffing, break-even), each with new figures, then writes the memo.',
    goal: 'Should Cadence Fit open a second bike-fitting studio in Leeds? Give a recommendation with numbers.',
    build(N) {
      const S = makeStyle('responses', N, { model: 'o4-mini', system: 'You are a small-business analyst. Tools: get_bookings_stats, write_memo.', goal: this.goal });
      const c = [];
      c.push(S.llm(null, [['get_bookings_stats', { studio: 'york', months: 12 }]]));
      c.push(S.tool('get_bookings_stats', { studio: 'york', months: 12 }, { fits: 612, avg_price_gbp: 185, leeds_postcodes_share: 0.31, waitlist_weeks: 5, no_show_rate: 0.04, source: 'fitbook-export', generated: N.iso() }));
      c.push(S.llm('Demand. York did 612 fits in 12 months, and 31% of clients (190) came from Leeds postcodes, travelling 40 minutes. The 5-week waitlist means York is turning people away; at ~1 fit per booking hour and 51 bookable hours a week, York is at about 240 fits/quarter ceiling. A Leeds studio would absorb the 190 Leeds clients and, with local presence, plausibly grow that 1.5x to ~285 fits in year one, freeing York capacity to shorten its waitlist.', [], { reasoning: 'Estimate Leeds demand from York postcode share and waitlist.' }));
      c.push(S.llm('Equipment and fit-out. A second studio needs a fit bike (Purely Custom ~£6,800 or a used Shimano fit bike ~£3,900), a pressure-mapping saddle system (£2,400), motion capture (Retül Vantage ~£5,500) and a turbo trainer plus tools (£1,200). Choosing the used fit bike keeps capex at 3,900 + 2,400 + 5,500 + 1,200 = £13,000, plus £4,000 for flooring, lighting and signage: £17,000 total.', [], { reasoning: 'Price a minimal equipment set.' }));
      c.push(S.llm('Running costs. Leeds units near Kirkstall cost about £1,150/month; utilities and insurance £260/month; booking software and card fees 4% of revenue. A part-time fitter at 24 h/week × £19/h × 52 = £23,700/yr plus 12% on-costs = £26,500. Fixed costs per year: 12 × (1,150 + 260) + 26,500 = £43,420.', [], { reasoning: 'Tally rent, utilities and staffing.' }));
      c.push(S.llm('Break-even. Net revenue per fit after 4% fees is 185 × 0.96 = £177.60. Fits to cover fixed costs: 43,420 / 177.60 = 245 fits/yr. Year-one estimate of 285 fits gives 285 × 177.60 = £50,616, i.e. about £7,200 contribution, which pays back the £17,000 capex in roughly 2.4 years. If demand only matches the existing 190 Leeds clients, it loses about £9,700 in year one. Recommendation: open, but with a 12-month break clause and a pop-up trial first.', [['write_memo', { title: 'Leeds studio case', recommendation: 'open with break clause after pop-up trial', break_even_fits: 245 }]], { reasoning: 'Compute break-even and payback; recommend.' }));
      c.push(S.tool('write_memo', { title: 'Leeds studio case', recommendation: 'open with break clause after pop-up trial', break_even_fits: 245 }, { doc_id: 'memo_' + N.hex(12), words: N.int(600, 900) }));
      return S.root(c, { name: 'cadence-analyst', output: 'Open Leeds (break-even 245 fits/yr; est. 285) with a 12-month break clause, after a pop-up trial.' });
    },
  },
  {
    n: '03', domain: 'blueberry farm frost protection', style: 'LangSmith / LangGraph',
    isolates: 'A frost-night plan is developed over four consecutive long LangGraph agent turns (forecast by block, sprinkler water budget, fan sequencing, crew rota) before the plan is posted.',
    goal: 'Plan tonight\'s frost protection for Kettle Creek Blueberries (blocks A-E, bloom stage) given the forecast.',
    build(N) {
      const S = makeStyle('langgraph', N, { model: 'gpt-4.1', system: 'You are a farm operations planner. Tools: get_frost_forecast, post_plan.', goal: this.goal });
      const c = [];
      c.push(S.llm('', [['get_frost_forecast', { farm: 'kettle-creek', hours: 14 }]]));
      c.push(S.tool('get_frost_forecast', { farm: 'kettle-creek', hours: 14 }, { issued: N.isoOffset(-7), min_temp_c: { A: -2.8, B: -1.9, C: -3.4, D: -0.6, E: -2.2 }, dew_point_c: -4.1, wind_kph: 3, below_zero_from: '01:30', sunrise: '06:12', pond_level_m3: 5200, model_run: 'hrrr ' + N.hm() + 'z' }));
      c.push(S.llm('Block risk at bloom: open blueberry flowers take about 10% kill at -2.2 °C and 90% at -4 °C. Block C (-3.4) is the worst and must have overhead sprinklers. A (-2.8) is past the 10% threshold, also sprinklers. E (-2.2) is on the threshold; B (-1.9) and D (-0.6) are above it. With only 3 km/h wind and a -4.1 dew point this is a radiation frost, so wind machines can pull down warmer air from the inversion for B and E.', []));
      c.push(S.llm('Water budget. Sprinklers on A and C: A is 3.1 ha and C 2.4 ha at 4 mm/h needs 40 m³ per ha per hour, so 5.5 ha × 40 = 220 m³/h. Running from 00:45 (start before 0 °C, since evaporative cooling in the first minutes is dangerous) until the ice melts after sunrise, say 07:30, is 6.75 h, or about 1,485 m³. The pond holds 5,200 m³, so there is enough for tonight and two more nights without refilling.', []));
      c.push(S.llm('Wind machines. Fans 1 and 2 cover B, fan 3 covers E. They only help with an inversion of at least 2 °C between 1.5 m and 10 m; the tower sensor at 22:00 will confirm. Start fans at 01:00, half an hour before crossing zero, and stop after 06:30 once the air at 1.5 m is above 0.5 °C. D at -0.6 needs nothing beyond monitoring; the flowers there are mostly still closed.', []));
      c.push(S.llm('Crew rota: Marisol on pump house from 00:30 to 04:00, then Dev 04:00 to 08:00; Jonah on fan patrol and thermometer checks every 30 min in A and C from 00:45. Trigger to abort sprinklers: pump pressure below 3.2 bar or a nozzle freeze on more than 5 heads, in which case call me and switch C to priority. Posting the plan.', [['post_plan', { night: N.ymd(), sprinklers: ['A', 'C'], fans: { B: [1, 2], E: [3] }, start: '00:45' }]]));
      c.push(S.tool('post_plan', { night: N.ymd(), sprinklers: ['A', 'C'], fans: { B: [1, 2], E: [3] }, start: '00:45' }, { posted_to: '#frost-night', ts: `${N.epoch()}.${N.int(100000, 999999)}`, ack_required: ['Marisol', 'Dev', 'Jonah'] }));
      return S.root(c, { output: 'Frost plan posted: sprinklers A and C from 00:45 (~1,485 m³), fans on B and E from 01:00, crew rota set.' });
    },
  },
  {
    n: '04', domain: 'Swift package modularisation', style: 'plain chat.completions (message-level)',
    isolates: 'After listing targets, the model lays out a migration plan over four long consecutive turns (dependency graph, module boundaries, build-time estimate, rollout order), then opens the tracking issue.',
    goal: 'Plan how to split the monolithic App target of the "Harbourmaster" iOS app into Swift packages to cut incremental build times.',
    build(N) {
      const S = makeStyle('plain', N, { model: 'gpt-4.1', system: 'You are a senior iOS engineer. Tools: list_sources, open_issue.', goal: this.goal });
      const c = [];
      c.push(S.llm(null, [['list_sources', { target: 'Harbourmaster', group_by: 'folder' }]]));
      c.push(S.tool('list_sources', { target: 'Harbourmaster', group_by: 'folder' }, `Networking/      38 files  9,412 lines\nModels/          61 files  7,880 lines\nTideCharts/      24 files  6,105 lines  imports: Models, Charts\nBerthBooking/    47 files 11,930 lines  imports: Networking, Models, Payments\nPayments/        19 files  4,220 lines  imports: Networking, StripeSDK\nDesignSystem/    33 files  5,010 lines\nAppShell/        12 files  1,940 lines  imports: *\nlast clean build: ${N.secs(180, 260)} · incremental (touch Models/Berth.swift): ${N.secs(70, 95)}`));
      c.push(S.llm('Dependency graph: Models and DesignSystem import nothing internal, so they are the leaves. Networking depends only on Models (the API DTOs live in Models). Payments depends on Networking and the Stripe SDK. TideCharts depends on Models and Swift Charts. BerthBooking is the largest at 11,930 lines and depends on Networking, Models and Payments. AppShell imports everything and should stay in the app target as the composition root.', []));
      c.push(S.llm('Module boundaries, one package with 6 library products: HMModels, HMDesignSystem, HMNetworking, HMPayments, HMTideCharts, HMBerthBooking. The risky one is HMModels: 61 files include 9 view-models that import SwiftUI. Those 9 move into the feature modules that use them (6 to BerthBooking, 3 to TideCharts) so HMModels stays Foundation-only and does not force SwiftUI rebuilds. Internal types used across modules need `public` or `package` access; Swift 5.9 `package` access avoids leaking them into the public API.', []));
      c.push(S.llm('Expected build win: today touching Models/Berth.swift recompiles the whole 46k-line target (~80 s). After the split it recompiles HMModels (7.9k lines) plus dependants that actually use Berth: HMNetworking and HMBerthBooking, about 29k lines, but with module-level parallelism the four independent leaves build concurrently. A conservative estimate is 35-40 s for that edit; edits inside TideCharts would drop from ~80 s to ~12 s because only 6.1k lines plus the shell relink.', []));
      c.push(S.llm('Rollout order to keep main green: (1) HMDesignSystem, no internal deps, 1 PR; (2) HMModels after moving the 9 view-models out, 2 PRs; (3) HMNetworking; (4) HMPayments with the Stripe SPM dependency moved into the package manifest; (5) HMTideCharts; (6) HMBerthBooking last, as it touches all of the above. Each step ships behind no flags since it is purely structural; CI gets a job that fails if AppShell imports anything not declared in Package.swift. Opening the tracking issue with this plan.', [['open_issue', { repo: 'harbourmaster-ios', title: 'Split App target into 6 Swift package modules', labels: ['build-perf', 'epic'] }]]));
      c.push(S.tool('open_issue', { repo: 'harbourmaster-ios', title: 'Split App target into 6 Swift package modules', labels: ['build-perf', 'epic'] }, { number: N.int(800, 1400), url: 'https://github.example/harbourmaster-ios/issues/' + N.int(800, 1400), created_at: N.isoNoMs() }));
      return S.root(c, { name: 'ios-planner', output: 'Tracking issue opened with a 6-module plan.' });
    },
  },
  {
    n: '05', domain: 'ultimate frisbee league season planning', style: 'OpenTelemetry GenAI semantic conventions',
    isolates: 'The model plans a league season across four long consecutive steps (division split, field slots, spirit-score rules, playoff bracket), each adding specifics, then saves it.',
    goal: 'Plan the spring season for the Riverbend Ultimate league: 14 registered teams, 2 fields, Tuesday and Thursday evenings, 8 weeks plus playoffs.',
    build(N) {
      const S = makeStyle('otel_genai', N, { model: 'gpt-4o', system: 'You plan amateur sports leagues. Tools: get_registrations, save_season.', goal: this.goal, agentName: 'league-planner' });
      const c = [];
      c.push(S.llm(null, [['get_registrations', { season: 'spring' }]]));
      c.push(S.tool('get_registrations', { season: 'spring' }, { teams: 14, ratings: { competitive: 6, recreational: 8 }, blackout_requests: [{ team: 'Huckleberries', date: 'week 3 Thu' }, { team: 'Layout Legends', date: 'week 6 Tue' }], fields: ['Riverbend North', 'Riverbend South'], export_id: N.uuid() }));
      c.push(S.llm('Divisions: 6 teams rated competitive and 8 recreational. A single 14-team division would mean mismatched games, so split into a 6-team Competitive division and an 8-team Recreational division. Competitive plays a double round robin minus one (each pair meets once, 5 games) plus 3 rematches chosen by standings in weeks 6-8, so 8 games each. Recreational is a single round robin of 7 games plus one cross-over week.', []));
      c.push(S.llm('Field slots: 2 fields × 2 evenings × 2 slots (18:30 and 20:00) = 8 games per week, 64 over 8 weeks. Games needed: Competitive 6 teams × 8 / 2 = 24, Recreational 8 × 8 / 2 = 32, total 56, leaving 8 spare slots for the two blackout requests and rain-outs. Huckleberries (week 3 Thursday) get a Tuesday game that week; Layout Legends (week 6 Tuesday) move to Thursday 20:00.', []));
      c.push(S.llm('Spirit of the Game: every team submits a WFDF 5-category spirit score (0-4 each, total 0-20) within 48 hours. Any team averaging below 8 after week 4 gets a captains\' conversation with the league coordinator. Spirit counts as the tiebreaker after head-to-head in the Recreational division only, since Competitive uses point differential capped at +/-5 per game.', []));
      c.push(S.llm('Playoffs in week 9: Competitive top 4 play semis Tuesday (1v4, 2v3) and the final Thursday 20:00 on North. Recreational top 4 same format on South; places 5-8 get a consolation round Tuesday 18:30 so every team plays in week 9. Total week 9 games: 4 + 2 + 2 = 8, fitting the 8 slots exactly. Saving the season.', [['save_season', { divisions: { competitive: 6, recreational: 8 }, regular_games: 56, playoff_week: 9 }]]));
      c.push(S.tool('save_season', { divisions: { competitive: 6, recreational: 8 }, regular_games: 56, playoff_week: 9 }, { season_id: 'spr-' + N.hex(6), ics: 'https://riverbendultimate.example/cal/' + N.hex(10) + '.ics', saved: N.iso() }));
      return S.root(c, { output: 'Season saved: 2 divisions, 56 regular games, week-9 playoffs.' });
    },
  },
  {
    n: '06', domain: 'community orchard pruning plan', style: 'Vercel AI SDK (ai.* OpenTelemetry spans)',
    isolates: 'The model plans a winter pruning programme in four consecutive long steps (tree triage, tool and volunteer needs, session schedule, waste handling), each new, then saves it.',
    goal: 'Plan the winter pruning sessions for the Hollins Lane community orchard (42 trees) with the volunteer group.',
    build(N) {
      const S = makeStyle('vercel', N, { model: 'claude-3-7-sonnet', system: 'You help a community orchard group. Tools: get_tree_register, save_plan.', goal: this.goal });
      const c = [];
      c.push(S.llm('', [['get_tree_register', { orchard: 'hollins-lane' }]]));
      c.push(S.tool('get_tree_register', { orchard: 'hollins-lane' }, { trees: 42, by_type: { apple: 27, pear: 8, plum: 4, cherry: 3 }, condition: { formative_young: 14, mature_maintenance: 21, neglected_restoration: 7 }, canker_flags: ['A12', 'A19'], updated: N.usDate() }));
      c.push(S.llm('Triage: plums and cherries must NOT be pruned in winter because of silver leaf, so the 7 stone-fruit trees are deferred to a July session. That leaves 35 pome trees: 14 young trees need formative pruning (about 15 minutes each), 14 of the mature ones need maintenance (30 minutes each) and 7 neglected trees need restoration, spread over three winters, taking about a third of the excess wood per year (60-90 minutes each). A12 and A19 have canker: prune those last in each session and disinfect tools afterwards.', []));
      c.push(S.llm('Labour: 14 × 0.25 + 14 × 0.5 + 7 × 1.25 = 3.5 + 7 + 8.75 = 19.25 person-hours of cutting. Volunteers work in pairs (one cuts, one clears and holds the ladder) so it is about 38 volunteer-hours. Tools per pair: bypass secateurs, a pruning saw, loppers; we own 4 saws, so at most 4 cutting pairs at once. The three restoration trees that need a tripod ladder need Gwen, our only trained ladder lead.', []));
      c.push(S.llm('Sessions: four Saturday mornings 10:00-13:00 in January and February, 4 pairs each, i.e. 8 volunteers × 3 h = 24 volunteer-hours per session, or 96 in total. That is plenty, so sessions 1 and 2 do the young and mature trees with a teaching element for new volunteers, session 3 is restoration with Gwen, and session 4 is for catch-up plus the canker trees A12 and A19.', []));
      c.push(S.llm('Waste: apple prunings from healthy trees go to the dead-hedge along the north boundary; canker wood from A12 and A19 is bagged and goes to the council green-waste collection on the Monday after session 4, not the compost. Whips longer than 60 cm are saved for the scion-wood swap in March. Saving the plan.', [['save_plan', { sessions: 4, months: ['Jan', 'Feb'], deferred: ['plum', 'cherry'], ladder_lead: 'Gwen' }]]));
      c.push(S.tool('save_plan', { sessions: 4, months: ['Jan', 'Feb'], deferred: ['plum', 'cherry'], ladder_lead: 'Gwen' }, { ok: true, doc: 'plans/winter-pruning-' + N.ymd() + '.md', sha: N.gitSha(7) }));
      return S.root(c, { output: 'Winter pruning plan saved: 4 Saturday sessions, stone fruit deferred to July.', fn: 'orchard-helper' });
    },
  },
];
