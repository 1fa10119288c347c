import {rng,agent,llm,tool,span} from './lib.mjs';
export const family='progressive_planning';
export const meta={loop:false,stagnation:false};
const F=family;
const mk=(id,isol,goal,style,steps,tools=[])=>{const R=rng(id);const ch=steps.map((s,i)=>llm('reasoning_step_'+(i+1),{prompt:i?'continue':goal},s,{metadata:{tokens:R.int(90,240)}}));tools.forEach(([n,a,o])=>ch.splice(1,0,tool(n,a,o)));return {trace_id:id,family:F,isolates:isol,goal,root:agent('planner',{goal},null,ch,{metadata:{style}})};};
export const rows=[
mk(`${F}-01`,'Four long roofing plan steps, each adding measurements, crew names and order quantities.','Plan the reroof of the Fairview church hall.','dspy',[
 'Step 1: the hall roof is 2,140 sq ft across two 8/12 slopes plus a 180 sq ft porch at 4/12; with 10% waste that is 25.5 squares of architectural shingle, so order 77 bundles of Duration in Driftwood.',
 'Step 2: underlayment: the 8/12 slopes take one layer of synthetic (4 rolls of 1,000 sq ft), the 4/12 porch needs ice-and-water shield full coverage, 2 rolls of 200 sq ft; drip edge 310 linear feet, so 32 pieces of 10 ft.',
 'Step 3: crew: Marisol leads tear-off Monday with 4 labourers and a 30-yard dumpster from Keene Hauling; Dev\'s crew of 3 installs Tuesday to Thursday; the bell tower flashing goes to the copper subcontractor Harlan on Wednesday.',
 'Step 4: budget: shingles $3,080, underlayment and shield $1,040, flashing $1,650, dumpster $495, labour 96 hours at $48 = $4,608, total $10,873, 8% under the $11,800 quote; rain on Friday is the only risk, so tarps are staged.']),
mk(`${F}-02`,'Snowshoe production planning steps each add new capacity numbers and decisions.','Plan the winter production run of 600 snowshoes.','haystack',[
 'First, demand: 600 pairs split 320 Trail 25, 200 Backcountry 30 and 80 kids 19; frames per pair 2, so 1,200 frames overall, with the 30-inch frames needing the longer 3.2 m tube stock.',
 'Second, capacity: jig J2 makes 30 frames a shift, J1-legacy 18; running both on two shifts yields 96 frames a day, so the frames take 12.5 working days, starting 6 October and ending 22 October.',
 'Third, decking: hypalon at 0.42 m2 per shoe for Trail 25 and 0.55 for Backcountry, total 549 m2, which is 23 rolls of 25 m2; the supplier lead time is nine days, so the order goes out by 27 September.',
 'Fourth, staffing and ship dates: Ana and Tomas cover the second shift, binding assembly by the Ruiz team from 16 October, first 200 pairs ship to Tamarack 24 October and the rest by 7 November.'],[['read_capacity',{},{J2:30,'J1-legacy':18}]]),
mk(`${F}-03`,'Chili farm season plan: each step adds planting, irrigation and sales numbers.','Plan next season for the 12-acre chili farm.','letta',[
 'Plot allocation: 4 acres of Habanero, 3 of Jalapeño, 2 of Carolina Reaper, 2 of Bhut Jolokia and 1 acre trial of Aji Charapita; transplanting from 15 April after the last frost date of 8 April.',
 'Irrigation: drip at 1.2 inches per week rising to 1.8 at fruit set; the well delivers 40 gpm, so zone A (Habanero) runs 5 hours on Monday and Thursday, zone B 3.5 hours, and the trial acre gets hand watering.',
 'Labour and harvest: 6 pickers from July, peaking at 11 in September; Reaper yield estimated 6,000 lb per acre, Habanero 12,000, the hot sauce partner Ember & Oak takes 70% of Reaper at $4.10 per lb.',
 'Risks and decisions: pepper weevil traps on the north boundary, buy 2 extra frost blankets ($380), and sign the Ember & Oak contract by 1 March so the seed order of 14,000 Reaper plugs can be placed.']),
mk(`${F}-04`,'Rope bridge build plan: sequential steps with new numbers each time.','Plan the Alder Falls rope bridge construction.','ag2',[
 'Site: 36 m span, east bank 4 m higher; anchors will be rock bolts into granite, 8 bolts of 25 mm each side, pull-tested to 60 kN each by Northline Geotech on day 2.',
 'Cables: two 28 mm main cables and two 16 mm handrail cables, 42 m each including wraps; sag 1:12 giving 3 m; total steel 4 coils ordered from RopeCo, delivery 11 June.',
 'Deck: 120 larch planks 1.2 m by 0.2 m, spaced 10 mm, fixed with stainless U-bolts, mesh side netting 1.1 m high; assembly by a crew of five over four days from 16 June.',
 'Handover: load test with 3.5 kN/m2 sandbags on 21 June, engineer sign-off by Priya Nair, opening to hikers 24 June with a limit of 12 people at once posted at both ends.']),
mk(`${F}-05`,'Glass eye workshop planning chain adding patients, materials and kiln slots.','Schedule next month of glass eye fabrication.','google-adk',[
 'Patients: 7 new fittings: 3 adults needing custom iris painting, 2 children on growth-shell replacements, 2 post-enucleation with motility pegs; the children have priority by 10 March.',
 'Materials: cryolite glass rods 14 kg left, each eye uses 120 g with 40% loss, so 7 eyes need about 1.2 kg; iris pigments low on cobalt blue 5B, reorder 2 jars from Lauscha supplier.',
 'Kiln slots: the annealer handles 4 pieces per cycle of 9 hours; two cycles on 4 and 11 March cover all 7 with one spare spot for a remake of order GE-771.',
 'Decisions: Elke paints irises Monday and Tuesday, Jonas does shell blowing, fittings booked 12-14 March, and the motility peg cases get a second appointment with the surgeon on 20 March.']),
mk(`${F}-06`,'Harness racing trainer plans a horse\'s campaign, each step adding races, dates and costs.','Plan the autumn campaign for Northern Quill.','autogen',[
 'Fitness: Northern Quill\'s last mile was 1:51.2 with a 27.1 final quarter; he needs two qualifiers at Goshen on 6 and 13 September before stakes, with a jog mile daily and speed work Tuesdays.',
 'Races: target the Bluegrass series leg on 28 September ($40k purse), then the Tattersalls Pace on 7 October ($150k) with nomination fee $1,500 due 15 September.',
 'Equipment and staff: switch to the lighter sulky (3 kg saving), hopples adjusted by 2 cm, driver booking Yannick Gingras for both stakes, travel by van on 26 September and 5 October.',
 'Budget: entries $4,100, travel $2,300, vet $900, expected earnings at 30% win chance about $45k; owners approved on the call; nominations submitted today.']),
];
