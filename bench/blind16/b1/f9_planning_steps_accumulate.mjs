// Family: planning_steps_accumulate (loop: false, stagnation: false)
// Healthy: a long planning monologue — several long reasoning steps in a row — where each step adds
// concrete new content (numbers, names, decisions). The plan is then delivered.
import { call } from './lib.mjs';

export default [
  // 01 apple orchard frost protection — plain
  {
    domain: 'apple orchard frost protection', style: 'plain', agent: 'orchard-advisor',
    system: 'You advise an apple grower on frost protection. Think through the plan step by step before answering.',
    isolates: 'After one forecast call, four long planning steps in a row each add new specifics (critical temperatures per block, wind machine order, sprinkler start times, labour) and the plan is delivered.',
    goal: 'A radiation frost down to -3 °C is forecast for Wednesday night during full bloom. Plan frost protection for our three apple blocks.',
    build(h, t) {
      t.turn(null, [call('frost_forecast', { farm: 'Hollins Orchard', night: 'Wed' }, () => ({ min_temp_c: -3.1, time_of_min: '05:40', inversion_strength_c: 4.5, wind_ms: 0.8, dew_point_c: -4.0, issued: h.isoSec(), model: 'ukv-1.5km' }))]);
      t.turn('Block facts first. Block A is Gala at full bloom, where the 10% kill temperature is -2.2 °C and 90% kill is -3.9 °C. Block B is Braeburn at king-bloom, slightly hardier at -2.5 °C for 10% kill. Block C is young Jazz trees on the low ground by the stream, which is the frost pocket and usually runs 1 °C colder than the weather station. So against a -3.1 °C forecast, C is at real risk, A is marginal, B is just inside its threshold.', []);
      t.turn('The inversion is strong at 4.5 °C between 2 m and 15 m with under 1 m/s wind, which is exactly when wind machines work. We have two machines: the one on the A/B boundary covers about 4 ha and lifts canopy temperature by roughly half the inversion, so 2 °C. I will run it from when the canopy sensor reads 0 °C, likely near 01:00, until 30 minutes after sunrise at 06:10, which keeps A and B above -1.1 °C.', []);
      t.turn('Block C cannot be covered by the machine and sits in the pocket, so it gets the overhead sprinklers. Sprinklers must start before the wet-bulb temperature reaches 0 °C; with a dew point of -4 °C that happens at an air temperature of about +1.5 °C, forecast around 23:30. Rate 3.5 mm/h across 1.8 ha needs 63 m³ per hour, and the pond holds 900 m³, enough for the 7 hours to 06:30 with margin, and the sprinklers must keep running until the ice melts after sunrise.', []);
      t.turn('People and checks: Tom covers 22:30 to 03:00 (start sprinklers at 23:30, check the pump pressure at 2.8 bar hourly), Agnieszka covers 03:00 to 08:00 (wind machine off at 06:40, sprinklers off only once ice is clear, about 08:00). Alarms: canopy sensor C-2 alert at +1 °C to both phones. After the night, sample 50 king flowers per block on Thursday afternoon and cut them to count brown centres.', []);
      t.final('Frost plan for Wednesday night: Wind machine A/B on from canopy 0 °C (about 01:00) to 06:40, protects Gala and Braeburn by about 2 °C. Block C (Jazz, frost pocket) on overhead sprinklers from 23:30 at 3.5 mm/h (63 m³/h; 900 m³ pond is enough) until the ice has melted, around 08:00. Tom on duty 22:30-03:00, Agnieszka 03:00-08:00, canopy sensor C-2 alarms at +1 °C. Thursday: sample 50 king flowers per block to assess damage.');
    },
  },

  // 02 pilgrim hostels — Claude, thinking blocks
  {
    domain: 'pilgrim hostel network', style: 'claude', agent: 'claude-agent-sdk', cwd: '/srv/albergues',
    isolates: 'The model plans bed allocation for a pilgrimage week in several long thinking and text steps, each adding occupancy numbers, hostel names and decisions, then writes the allocation file.',
    goal: 'Plan bed allocation for the 60-person parish pilgrimage walking Sarria to Santiago (5 stages) across our partner hostels, and write it to plan/parish-2025.md.',
    build(h, t) {
      t.turn('Reading partner hostel capacities for the stage towns.', [call('Read', { file_path: '/srv/albergues/partners.csv' }, 'town,hostel,beds,group_max,price_eur\nSarria,Albergue Mare,48,30,14\nSarria,Casa Peltre,22,22,16\nPortomarín,Ferramenteiro,130,60,12\nPalas de Rei,Os Chacotes,112,40,10\nPalas de Rei,Buen Camino,41,20,13\nArzúa,Via Lactea,120,50,12\nArzúa,Los Caminantes,28,20,14\nO Pedrouzo,Porta de Santiago,54,40,13\nO Pedrouzo,Edreira,52,30,14\n')], {});
      t.turn('Stage 1 ends in Portomarín, where Ferramenteiro takes 60 in one group, so the whole parish stays together on the first night at 12 euros, 720 euros in all. The night before we start in Sarria is the problem: the largest group cap is 30 at Albergue Mare, so I split 30 there and 22 at Casa Peltre, which leaves 8 people; those 8 go to the parish-arranged pension so the split is 30/22/8.', [], { thinking: 'Sarria cap 30+22=52 < 60; need overflow of 8. Portomarín fits all 60.' });
      t.turn('Palas de Rei: Os Chacotes caps groups at 40 and Buen Camino at 20, exactly 60. I put the 12 older walkers and the two leaders with mobility concerns in Os Chacotes because it is at the town entrance, 1.2 km closer on the route. Arzúa: Via Lactea takes 50, Los Caminantes the other 10; the youth group of 10 goes to Los Caminantes as they asked to stay together.', []);
      t.turn('O Pedrouzo: Porta de Santiago 40 plus Edreira 20. Costs: Sarria 30×14 + 22×16 = 772 plus the pension quote of 8×25 = 200; Portomarín 720; Palas 40×10 + 20×13 = 660; Arzúa 50×12 + 10×14 = 740; O Pedrouzo 40×13 + 20×14 = 800. Total 3,892 euros, about 64.87 per pilgrim for five nights, under the 70 budget.', []);
      t.turn('Writing the plan file.', [call('Write', { file_path: '/srv/albergues/plan/parish-2025.md', content: '# Parish pilgrimage 2025\n| Night | Town | Allocation |\n|---|---|---|\n| 0 | Sarria | Mare 30, Peltre 22, Pensión 8 |\n| 1 | Portomarín | Ferramenteiro 60 |\n| 2 | Palas de Rei | Os Chacotes 40 (incl. 14 mobility), Buen Camino 20 |\n| 3 | Arzúa | Via Lactea 50, Los Caminantes 10 (youth) |\n| 4 | O Pedrouzo | Porta de Santiago 40, Edreira 20 |\nTotal €3,892 (€64.87 pp)\n' }, 'File created successfully at: /srv/albergues/plan/parish-2025.md')]);
      t.final('Plan written to plan/parish-2025.md: all five nights allocated for 60 pilgrims, €3,892 total (€64.87 each), with the Sarria overflow of 8 in the pension and the youth group kept together in Arzúa.');
    },
  },

  // 03 vintage motorcycle restoration — Langfuse
  {
    domain: 'vintage motorcycle restoration', style: 'langfuse', agent: 'restoration-planner',
    isolates: 'A restoration planner lays out an engine rebuild in five consecutive generations, each adding measurements, part numbers, supplier choices and a sequence, then returns the work plan.',
    goal: 'Plan the engine rebuild of a 1962 BSA A10 Golden Flash (customer wants it running for the June rally) from the strip-down measurements.',
    build(h, t) {
      t.turn(null, [call('get_inspection', { job: 'BSA-A10-62-0117' }, { bore_mm: [70.21, 70.24], std_bore_mm: 70.00, crank_journal_drive_mm: 38.05, crank_journal_timing_mm: 38.06, big_end_mm: 41.22, valve_guides: 'exhaust worn 0.15 mm play', timing_side_bush: 'scored', mag: 'Lucas K2F, weak spark', recorded: h.uk() })]);
      t.turn('Bore is 70.21 to 70.24 against 70.00 standard, so it is beyond a hone; the next oversize that cleans up is +0.040 inch (71.02 mm). Hepolite-pattern +40 pistons are in stock at Draganfly, about £185 a pair, so boring to 71.02 with 0.003 inch clearance is the choice.', []);
      t.turn('The big ends at 41.22 mm are 0.05 under the 41.27 standard, consistent with a previous -0.010 grind, so the crank goes to -0.020 (40.76 mm) with new shells. Main journals at 38.05 and 38.06 are fine, but the timing-side bush is scored and must be replaced and line-reamed; that is the known A10 weakness, so I will fit a roller conversion bearing instead, part 67-1499R.', []);
      t.turn('Head: exhaust guides have 0.15 mm play, so both exhaust guides are replaced in bronze and the seats recut at 45 degrees; inlet guides measure fine. The Lucas K2F magneto with weak spark goes to the magneto specialist for rewinding (three-week turnaround), or I fit a Boyer electronic unit; the customer wants originality, so rewind.', []);
      t.turn('Sequence against the June rally date, 11 weeks away: week 1 send magneto and crank out; week 2 rebore and guides; week 4 crank back, fit timing-side roller conversion and build the bottom end; week 5 magneto back, build the top end; week 6 first start and 200-mile run-in on the rolling road; week 8 re-torque head and retune. That leaves three weeks of slack.', []);
      t.final('Engine rebuild plan (BSA A10, job 0117): rebore to +0.040 (71.02 mm) with Hepolite-pattern pistons; crank reground to -0.020 big ends with new shells; timing-side bush replaced by roller conversion 67-1499R; bronze exhaust guides and recut seats; K2F magneto rewound. Timeline 8 weeks with 3 weeks slack before the June rally.');
    },
  },

  // 04 hydrographic survey vessel — Strands
  {
    domain: 'hydrographic survey vessel', style: 'strands', agent: 'survey_planner',
    isolates: 'Over four consecutive event-loop cycles the planner works out line spacing, tide windows, sound-velocity casts and crew shifts for a harbour survey, each with new numbers, then issues the plan.',
    goal: 'Plan a multibeam survey of the Port of Aberdour approach channel (2.4 km × 300 m, 6-14 m depth) for next week to IHO Order 1a.',
    build(h, t) {
      t.turn('Getting tide predictions for next week.', [call('tide_predictions', { station: 'Aberdour', days: 7 }, () => ({ datum: 'CD', highs: [{ day: 'Mon', time: '07:12', h: 4.9 }, { day: 'Mon', time: '19:35', h: 5.1 }, { day: 'Tue', time: '08:01', h: 4.8 }], lows: [{ day: 'Mon', time: '13:20', h: 0.7 }], source: 'UKHO', generated: h.isoSec() }))]);
      t.turn('Coverage: the EM2040 swath is about 4 times depth for Order 1a quality, so 24 m in the 6 m shallows and 56 m at 14 m. With 25% overlap, line spacing must be 18 m in the shallow third and 40 m elsewhere; 300 m wide gives 6 lines at 18 m plus 5 at 40 m, 11 lines of 2.4 km, 26.4 km of survey, roughly 3.5 hours at 6 knots including turns.', []);
      t.turn('The shallow lines on the western edge need at least 1.5 m under the transducer plus the 1.2 m draft, so they only run when the tide is above 2 m: on Monday that is roughly 03:50 to 10:30 and 16:10 to 23:00. I put the six shallow lines in the Monday morning window and the five deep lines Monday afternoon when the tide does not matter.', []);
      t.turn('Sound velocity: the estuary stratifies on the ebb, so casts every two hours and at every change of area; that is 4 SVP casts on Monday. Positioning uses the RTK base at the harbour office, with a check on benchmark BM-ABD-3 before and after. Crew: coxswain and surveyor A from 03:30 to 11:00, then coxswain B and surveyor B from 15:30 to 22:00, keeping each shift under 8 hours.', []);
      t.final('Survey plan: 11 lines (6 at 18 m spacing in the western shallows, 5 at 40 m), 26.4 km, about 3.5 h of logging. Shallow lines Monday 03:50-10:30 above 2 m tide; deep lines Monday afternoon. SVP casts every 2 h (4 planned), RTK from the harbour office with benchmark checks on BM-ABD-3. Two shifts of under 8 hours.');
    },
  },

  // 05 acoustics consultancy — Haystack
  {
    domain: 'environmental acoustics consultancy', style: 'haystack', agent: 'noise-survey-agent',
    isolates: 'The agent reasons in several long steps about monitoring positions, durations, calibration and limits for a construction noise survey, each step adding positions, levels and equipment, then issues the survey brief.',
    goal: 'Design the baseline noise survey for the proposed concrete batching plant at Dunmore Quarry before the planning submission.',
    build(h, t) {
      t.turn(null, [call('site_receptors', { site: 'Dunmore Quarry' }, () => JSON.stringify({ receptors: [{ id: 'R1', desc: 'Hillside Farmhouse', dist_m: 310, bearing: 'NE' }, { id: 'R2', desc: 'Dunmore Primary School', dist_m: 640, bearing: 'S' }, { id: 'R3', desc: 'Quarry Cottages 1-4', dist_m: 180, bearing: 'W' }], prevailing_wind: 'SW', retrieved: h.iso() }))]);
      t.turn('Three receptors. Quarry Cottages R3 at 180 m is the closest and the worst case whatever the wind, Hillside Farmhouse R1 at 310 m is downwind of the prevailing south-westerly, and the school R2 at 640 m matters only in daytime. So I need long-term unattended monitors at R1 and R3, and attended short-term measurements at R2 during school hours.', []);
      t.turn('Durations: BS 4142 needs representative background levels, so the R1 and R3 monitors run 7 days continuous, logging LAeq, LA90 and LAmax in 15-minute periods to capture a weekend and the existing quarry blasting days. At R2 I plan three attended 1-hour samples on two weekdays, 09:00, 12:00 and 15:00, to cover drop-off, lunch and pick-up.', []);
      t.turn('Equipment and quality: two Class 1 sound level meters with outdoor kits, field calibration at 94 dB before and after each deployment, drift tolerance 0.5 dB, and a weather station on the mast at R1 to exclude periods with wind over 5 m/s or rain. Microphones at 1.5 m, at least 3.5 m from facades to keep free-field conditions.', []);
      t.final('Survey brief: unattended 7-day Class 1 monitoring at Quarry Cottages (R3) and Hillside Farmhouse (R1), 15-minute LAeq/LA90/LAmax; attended 1-hour samples at Dunmore Primary (R2) at 09:00, 12:00 and 15:00 on two weekdays; calibration at 94 dB before/after (0.5 dB drift limit); on-site weather station to exclude wind > 5 m/s and rain; microphones at 1.5 m, 3.5 m from facades.');
    },
  },

  // 06 zip-line park — DSPy
  {
    domain: 'zip-line adventure park', style: 'dspy', agent: 'ReAct.forward', inputField: 'task', outputField: 'plan',
    isolates: 'A ReAct agent plans a new zip-line course opening in successive thoughts, each adding new capacity figures, staffing and safety steps, using a tool only to read the line specs.',
    goal: 'Plan the opening weekend operations for the new 6-line "Canopy Run" course: capacity per hour, staffing, and the daily safety checks.',
    build(h, t) {
      t.turn('Read the specs of the six new lines.', [call('line_specs', { course: 'canopy-run' }, { lines: [{ id: 'Z1', len_m: 120 }, { id: 'Z2', len_m: 210 }, { id: 'Z3', len_m: 95 }, { id: 'Z4', len_m: 340 }, { id: 'Z5', len_m: 180 }, { id: 'Z6', len_m: 260 }], trolley: 'dual-line', brake: 'magnetic zipSTOP', max_rider_kg: 120, spec_rev: h.short() })]);
      t.turn('The bottleneck is Z4 at 340 m: at about 10 m/s average a ride takes 34 seconds, plus 60 seconds clip-on and 45 seconds clip-off, so one dispatch every 90 seconds per line with the dual trolley taking two riders, which is 80 riders per hour. The course as a whole can admit 80 guests per hour if groups of 8 start every 6 minutes.', [call('noop_note', { note: 'capacity 80/h, groups of 8 every 6 min' }, 'noted')]);
      t.turn('Staffing at 80 per hour: one dispatcher at each of the 6 launch platforms, one receiver at each of the 4 landings that are not shared (Z2 and Z3 share one, Z5 and Z6 share one), a ground rescue lead, and two harness-fitting staff at base. That is 13 staff per shift, two shifts of 10:00-14:00 and 14:00-18:00.', [call('noop_note', { note: 'staff 13 per shift, 2 shifts' }, 'noted')]);
      t.turn('Daily checks before 09:30: visual inspection of all 12 cables and terminations, brake function test with a 90 kg test bag on each line, trolley and lanyard inspection logged per serial number, and a rescue drill on Z4 on the Saturday morning because it is the longest span over the gorge.', [call('noop_note', { note: 'daily checks + Z4 rescue drill' }, 'noted')]);
      t.final('Opening weekend plan: capacity 80 guests/hour (groups of 8 every 6 minutes, Z4 is the bottleneck at 90 s dispatch); 13 staff per shift in two shifts (6 dispatchers, 4 landing receivers, 1 rescue lead, 2 harness fitters); daily checks before 09:30 on all 12 cables, 90 kg brake tests, logged trolley and lanyard inspections, plus a Z4 rescue drill Saturday morning.', { thought: 'Capacity, staffing and checks are all decided; finish.' });
    },
  },
];
