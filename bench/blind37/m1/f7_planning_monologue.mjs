// Family 7 (healthy): long consecutive reasoning steps, each adding concrete new content.
import { style } from './lib.mjs';
export const FAMILY = 'planning_monologue';

export const rows = [
  {
    id: '01', domain: 'ice hotel construction', style: 'Anthropic Messages API logs (extended thinking)',
    isolates: 'Four long consecutive thinking blocks planning an ice hotel build, each adding new quantities, dates and decisions (ice harvest, snice, art suites, crew rota), then the final plan.',
    goal: 'Draft the construction plan for this winter\'s ice hotel: 32 rooms including 12 art suites, opening 12 December.',
    build(N) {
      const S = style('anthropic', N, { model: 'claude-opus-4-20250514', system: 'You are the build coordinator of an arctic ice hotel.', user: this.goal });
      const k = [
        ...S.turn({ think: 'Start with ice. Each standard room uses about 18 blocks of river ice for bed, bar and pillars, and art suites about 45 blocks each, so 20 standard rooms need 360 blocks and 12 suites need 540, plus roughly 400 for the main hall, chapel arch and bar: about 1,300 blocks of 2 tonnes each. Harvest from the Torne river can start when the ice is 60 cm thick, usually the first week of November last year.' }),
        ...S.turn({ think: 'Walls and roofs are snice, not blocks. With steel arch moulds of 6 m span we can shape two room corridors per night; the snow cannons need at least -5 °C, so plan snice production from 15 November and cover 32 rooms in four corridor sections A-D, 8 rooms each. That is 8 mould nights per section if two moulds rotate, so corridors are shelled by about 17 November plus 32 nights, i.e. around 19 December, which is too late: we need a third mould set to finish by 8 December.' }),
        ...S.turn({ think: 'Art suites depend on the artists. The jury picked 12 designs; artists arrive in two waves, six on 20 November for sections A-B and six on 27 November for C-D, each needing 10 working days with two carvers. That keeps carving finished by 8 December if section C-D shells are ready by 27 November, so the third mould should go to C-D first. Chainsaw count: 12 artist saws plus 4 spare, and the compressor for the ice lights has to be running by 1 December.' }),
        ...S.turn({ think: 'Crew rota: harvest needs 8 people with 2 loaders for 9 days; snice crew works nights in two shifts of 5; carving support needs 6 day-shift helpers. Peak headcount is 24 during 27 November - 5 December, which exceeds the 20 beds in staff housing, so book 4 rooms in the village guesthouse for that week. Final inspections: fire officer on 9 December, electrical on 10 December, soft opening for staff families on 11 December.' }),
        ...S.say('Plan: harvest ~1,300 ice blocks from early November (8 crew, 9 days); produce snice from 15 Nov with three mould sets, sections C-D first; artists in two waves (20 Nov, 27 Nov), carving done 8 Dec; peak crew 24 (book 4 guesthouse rooms 27 Nov-5 Dec); inspections 9-10 Dec, soft opening 11 Dec, opening 12 Dec.'),
      ];
      return S.root('build-coordinator', k, { stop_reason: 'end_turn' });
    },
  },
  {
    id: '02', domain: 'underwater welding contractors', style: 'OpenAI Responses API (reasoning summaries)',
    isolates: 'A Responses API run with four successive reasoning summaries for a wet-weld repair dive, each adding new numbers (depth limits, gas, bottom times, team roles), one tide lookup, then the dive plan.',
    goal: 'Plan the wet-weld repair of a cracked pile brace at 14 m on the Eastquay jetty for Thursday.',
    build(N) {
      const S = style('responses', N, { model: 'o3-2025-04-16', system: 'You are a dive supervisor assistant for a commercial underwater welding contractor.', user: this.goal });
      const k = [
        ...S.turn({ think: 'The brace crack is 220 mm long at 14 m. A wet weld with E7014-type rods at that depth is fine for a temporary class B repair; the client asked for a doubler plate 300 x 150 x 12 mm, which means about 2 m of fillet weld in three passes. Each welder gets roughly 18 minutes of arc time per rod box, so I expect two dives of about 50 minutes each.' }),
        ...S.turn({ think: 'Gas: at 14 m on air the no-decompression limit under our tables is 90 minutes, so two 50-minute dives by different divers stay within limits without staged stops. Surface-supplied air with a bailout of 7 litres at 232 bar per diver; standby diver dressed in on deck. The welding power supply needs a knife switch on deck and the tender must call "make it hot / make it cold" on comms.', calls: [['tide_table', { station: 'Eastquay', date: '2025-10-16' }]] }, [{ station: 'Eastquay', date: '2025-10-16', slack: ['06:42', '12:55', '19:10'], max_current_kn: 1.8, tz: 'Europe/London' }]),
        ...S.turn({ think: 'Slack water is at 06:42 and 12:55; current peaks at 1.8 knots in between, which is too strong for holding position at the brace. So dive 1 (Marek, welding the root and first pass) starts 06:15 and surfaces by 07:10, and dive 2 (Aisha, cap passes and doubler edges) starts 12:30 and is out by 13:25. Magnetic particle inspection is not possible underwater, so plan close visual inspection with video and a 48-hour follow-up UT.' }),
        ...S.turn({ think: 'Team: supervisor (me), two welder-divers, one standby diver, two tenders, one deck electrician; that is 7, the minimum for surface-supplied with a standby under our manual. Lifting the doubler plate needs the jetty davit rated 250 kg; the plate weighs about 4.2 kg so a hand line is enough. Permits: harbour master notice by Tuesday 17:00 and vessel exclusion flag A during both dives.' }),
        ...S.say('Thursday 16 Oct: Dive 1 06:15-07:10 (Marek, root + pass 1), Dive 2 12:30-13:25 (Aisha, cap + doubler edges), both at slack water; air, NDL 90 min, 7 L bailouts, standby dressed in; team of 7; doubler 300x150x12 mm, ~2 m fillet in 3 passes; video CVI on completion, UT in 48 h; harbour notice by Tue 17:00.'),
      ];
      return S.root('responses.agent', k, { status: 'completed' });
    },
  },
  {
    id: '03', domain: 'grain silo fumigation', style: 'DSPy ReAct',
    isolates: 'DSPy ReAct iterations whose next_thought fields build a fumigation plan step by step (dose, exposure time, venting, clearance), each with new figures, ending in finish.',
    goal: 'Plan phosphine fumigation of silo 4 (1,800 t of wheat, lesser grain borer found) at the Kerrow grain terminal.',
    build(N) {
      const S = style('dspy', N, { model: 'openai/gpt-4o', system: 'Given the fields `goal`, produce the fields `plan`.', user: this.goal });
      const k = [
        ...S.turn({ think: 'Silo 4 holds 1,800 t of wheat, about 2,300 m3 of headspace-plus-grain volume. For lesser grain borer the label dose is 1.5 g phosphine per m3, so about 3.5 kg of phosphine, i.e. roughly 1,170 tablets of 3 g each releasing 1 g PH3. I need the grain temperature because exposure time depends on it.', calls: [['silo_sensor', { silo: 4, metric: 'grain_temp_c' }]] }, [{ silo: 4, grain_temp_c: { top: 19.5, mid: 17.8, bottom: 16.2 }, read_at: N.iso() }]),
        ...S.turn({ think: 'Grain is 16-20 °C, so the minimum exposure at 200 ppm concentration is 10 days (7 days would be enough only above 25 °C). Silo 4 is a sealed welded silo that passed its pressure-decay test (half-life 5 minutes) in June, so a 10-day exposure will hold concentration; I will plan recirculation on days 1-3 and monitoring lines at top and bottom.', calls: [['fumigation_register', { silo: 4, field: 'last_pressure_test' }]] }, [{ silo: 4, last_pressure_test: '2025-06-11', half_life_min: 5.1, result: 'pass' }]),
        ...S.turn({ think: 'Concentration checks on days 1, 3, 7 and 10 with the Silochek meter; if any reading drops below 200 ppm, top up with 150 tablets. Venting on day 10 takes about 48 hours through the aeration fan at 30% speed, and the area must stay below 0.3 ppm TWA before re-entry. Neighbouring silos 3 and 5 stay in use, so a 15 m exclusion zone on the north side only, with placarding on all hatches.' }),
        ...S.turn({ think: 'People and paperwork: licensed fumigator Jo Penhale plus one assistant; notify the terminal manager and the two adjacent farms 24 hours before tablet application; the wheat cannot be outloaded until the residue test (MRL 0.1 mg/kg) clears, which the lab turns round in 3 days. So earliest outload is day 10 + 2 venting + 3 lab = day 15.' }),
        ...S.turn({ text: 'Plan complete.' }),
      ];
      return S.root('ReAct.forward', k, { plan: 'Dose ~3.5 kg PH3 (1,170 x 3 g tablets) for ~2,300 m3; 10-day exposure at >=200 ppm (grain 16-20 C); recirculate days 1-3; check days 1/3/7/10, top up 150 tablets if <200 ppm; vent 48 h at 30% fan to <0.3 ppm; 15 m north exclusion; J. Penhale + assistant; 24 h notices; outload from day 15 after residue test.' });
    },
  },
  {
    id: '04', domain: 'BMX track race day', style: 'smolagents (planning step + code)',
    isolates: 'A smolagents run whose planning and Thought steps each add new race-day details (motos, gate timing, marshals, first aid), with one capacity computation in code, then the final answer.',
    goal: 'Plan the running order for Saturday\'s regional BMX race: 146 riders across 14 classes, gate drop from 09:30, park closes 17:00.',
    build(N) {
      const S = style('smolagents', N, { model: 'meta-llama/Llama-3.3-70B-Instruct', system: 'You are an expert assistant who can solve any task using code blobs.', user: this.goal });
      const k = [
        ...S.turn({ think: 'Facts: 146 riders, 14 classes, 8-gate start hill. Each class runs three qualifying motos and then mains. A class of 8 or fewer goes straight to a main after motos; larger classes need 1/4 or 1/2 finals. I will compute how many motos that gives before deciding timing.', calls: [['python_interpreter', { code: 'classes=[16,12,9,8,8,14,11,10,7,13,12,9,8,9]\nmotos=sum(3*(-(-c//8)) for c in classes)\nprint(sum(classes), motos)' }]] }, ['Execution logs:\n146 60\nLast output from code snippet:\nNone']),
        ...S.turn({ think: '60 qualifying motos. At a 50-second gate cycle with a 30-second clear of the first straight, we get one moto every 80 seconds, so 60 motos take 80 minutes: 09:30-10:50. Transfer system: classes of 16 and 14 get semi-finals (2 each), 9-13 riders get one semi plus main, and the rest go straight to a main; that is 4 + 6 + 14 mains = 24 more races, about 32 minutes.' }),
        ...S.turn({ think: 'Lunch and track maintenance: the berm on turn 2 needs a 20-minute rake and water after the motos, so 10:50-11:10 maintenance, then semis and mains 11:10-11:45 for the first block. The afternoon session is the open 17+ and cruiser classes, repeating the pattern with 24 more motos from 13:00, finishing around 14:30, awards at 15:00, leaving 2 hours of margin before the 17:00 closing for rain delays.' }),
        ...S.turn({ think: 'Staff: 6 turn marshals (one per turn plus start and finish), a gate starter, 2 staging officials calling motos 3 ahead, 2 first aiders with the ambulance at the finish straight, and the timing trailer with transponder loops at the finish and a split at the bottom of the start hill. Final answer can go out now.', calls: [['final_answer', { answer: 'Block A 09:30-10:50: 60 motos @80 s; 10:50-11:10 turn-2 berm maintenance; 11:10-11:45: 24 semis/mains; afternoon open+cruiser 13:00-14:30; awards 15:00; 2 h rain margin. Staff: 6 turn marshals, starter, 2 staging, 2 first aid + ambulance, timing trailer.' }]] }, ['Final answer: schedule delivered']),
      ];
      return S.root('CodeAgent.run', k, { output: 'schedule delivered' }, { planning_interval: 1, 'openinference.span.kind': 'AGENT' });
    },
  },
  {
    id: '05', domain: 'incense makers', style: 'CrewAI',
    isolates: 'A CrewAI production planner thinks through an incense batch in several long steps (resin ratios, drying days, packaging, shipping), each adding new quantities, then gives a final answer.',
    goal: 'Plan production of 4,000 boxes of sandalwood-and-frankincense stick incense for the spring trade fair order.',
    build(N) {
      const S = style('crewai', N, { model: 'gpt-4o', agent: 'Production Planner', system: 'You are Production Planner at a hand-rolled incense workshop.', user: this.goal });
      const k = [
        ...S.turn({ think: 'Each box holds 20 sticks of 10 g finished weight, so 4,000 boxes are 80,000 sticks and 800 kg of paste after drying. Our recipe is 55% sandalwood powder, 20% frankincense resin, 20% makko binder and 5% honey by dry weight, so I need 440 kg sandalwood, 160 kg frankincense, 160 kg makko and 40 kg honey.', calls: [['Raw Material Stock', { items: ['sandalwood powder', 'frankincense resin', 'makko', 'honey'] }]] }, ['sandalwood powder 310 kg | frankincense resin 190 kg | makko 220 kg | honey 55 kg | reorder lead time sandalwood: 12 days']),
        ...S.turn({ think: 'Stock covers frankincense, makko and honey but sandalwood is short by 130 kg with a 12-day lead time, so order 150 kg today to keep a margin. Rolling: 5 rollers at about 2,200 sticks per person per day gives 11,000 sticks a day, so 80,000 sticks take 8 rolling days, starting when the sandalwood lands on day 12; the first 5 days can use the 310 kg in stock for about 56,000 sticks.' }),
        ...S.turn({ think: 'Drying takes 7 days on racks at 45% humidity, and the rack room holds 30,000 sticks at once, so rolling has to be staggered: batch 1 (30k) days 1-3, batch 2 (26k) days 4-5, batch 3 (24k) days 13-14 after the sandalwood arrives. Batch 3 is dry on day 21. Packing 800 boxes per day takes 5 days, overlapping with drying from day 9.' }),
        ...S.turn({ think: 'The fair ships on day 26 by pallet freight; 4,000 boxes at 220 g packed fit on 3 pallets. So finish packing by day 24, leaving 2 days buffer. Risk: if sandalwood slips past day 14, batch 3 slips and we would need a Saturday rolling shift.', }),
        ...S.turn({ text: 'Order 150 kg sandalwood today (12-day lead). Roll 80,000 sticks in 3 batches (30k d1-3, 26k d4-5, 24k d13-14), dry 7 days each in the 30k-capacity rack room, pack 800 boxes/day from day 9, finish by day 24, ship 3 pallets on day 26. Fallback: Saturday rolling shift if sandalwood arrives after day 14.' }),
      ];
      const task = { type: 'chain', name: 'Task: Plan the trade fair incense production', input: { description: this.goal, expected_output: 'A day-by-day production plan' }, output: 'Production plan delivered.', children: k };
      return S.root('Crew.kickoff', [task], { raw: 'Production plan delivered.' }, { crew_id: N.uuid() });
    },
  },
  {
    id: '06', domain: 'fog harvesting nets', style: 'plain chat-completions messages',
    isolates: 'A plain message-level planning chat for a fog-collector installation where each assistant message adds new mesh, yield, site and budget figures, ending with a costed plan.',
    goal: 'Design a fog-net installation to supply 600 litres/day to a hillside school in the coastal desert; budget 9,000 USD.',
    build(N) {
      const S = style('openai', N, { model: 'gpt-4o-2024-11-20', system: 'You are an engineer at a fog-water NGO.', user: this.goal });
      const k = [
        ...S.turn({ text: 'Yield first. On this coast, Raschel polypropylene mesh (35% shade) averages 3-5 litres per m2 per day in the foggy season; using 4 L/m2/day, 600 L/day needs 150 m2 of mesh. Standard large fog collectors are 4 m x 10 m = 40 m2, so four collectors (160 m2) give about 640 L/day with a small margin.', calls: [['fog_station_data', { site: 'Cerro Alto ridge', months: ['Jun', 'Jul', 'Aug', 'Sep'] }]] }, [{ site: 'Cerro Alto ridge', mean_l_m2_day: { Jun: 3.1, Jul: 4.6, Aug: 5.2, Sep: 4.0 }, prevailing_wind: 'SW', elevation_m: 780 }]),
        ...S.turn({ text: 'The station shows June is weaker at 3.1 L/m2/day, which would give only ~500 L/day from 160 m2. So either add a fifth collector (200 m2, 620 L/day in June) or use the newer 3D spacer mesh that gets about 30% more. The spacer mesh costs 3x as much; a fifth Raschel collector is cheaper. Orient all five perpendicular to the SW wind at 780 m on the ridge.' }),
        ...S.turn({ text: 'Storage and pipe: the school is 140 m below the ridge and 900 m away, so gravity feed works with 32 mm HDPE pipe. A 10,000-litre tank at the school covers about 16 days of demand, enough to ride out fog-free spells in May; add a 1,000-litre settling tank at the ridge with a first-flush diverter.' }),
        ...S.turn({ text: 'Budget: 5 collectors at 1,100 USD (posts, cables, mesh) = 5,500; 900 m HDPE pipe at 1.6 USD/m = 1,440; 10,000 L tank 1,250; settling tank and fittings 420; transport and anchors 350 = 8,960 USD, under the 9,000 budget by 40. Community labour for trenching is assumed free.' }),
        ...S.say('Final design: 5 Raschel fog collectors (200 m2) facing SW at 780 m, ~620 L/day in the weakest month; gravity feed through 900 m of 32 mm HDPE; 1,000 L settling tank + 10,000 L school tank; total cost 8,960 USD.'),
      ];
      return S.root('fognet-planner', k, { content: 'Final design delivered.' });
    },
  },
];
