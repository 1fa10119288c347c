import { Rec } from './lib.mjs';
export const FAMILY = { name: 'progressive_planning_monologue', loop: false, stagnation: false,
  isolates: 'several long reasoning steps in a row, each adding concrete new numbers, names or decisions, ending in a plan' };

export const scenarios = [
  // 01 barometer restoration: OpenAI Agents SDK
  (id) => {
    const goal = 'Plan the restoration of a Victorian stick barometer (mercury, rosewood case) for a client, with cost and timeline.';
    const r = new Rec(id, 'oai_agents', { model: 'o3', goal, agent: 'Restoration Planner' });
    r.step(null, [{ name: 'get_intake_notes', args: { job: 'BAR-0719' }, out: { maker: 'Negretti & Zambra', era: 'c.1860', issues: ['tube air-locked', 'cistern leather perished', 'case veneer lifting 3 areas', 'silvered scale tarnished'] } }]);
    r.step('First the mercury work: the tube must be emptied in the fume cabinet, cleaned with dilute nitric acid and re-boiled to drive out air, which is about 4 hours of bench time, and the cistern leather needs a new kid-leather bag, which we stock at £18.');
    r.step('Second, the case: three veneer lifts on rosewood can be relaid with hot hide glue under cauls; that is 2.5 hours plus 24 hours clamping, and French polish only on the repaired areas, another 3 hours, so the case can run in parallel with the tube while the glue cures.');
    r.step('Third, the silvered scale: re-silvering with silver chloride paste and lacquering takes 2 hours and must happen before the tube goes back, because the scale sits behind the tube; total labour is then 11.5 hours at £55, i.e. £632.50, plus £18 leather and £25 mercury top-up, £675.50 in all, deliverable in 8 working days.');
    r.step('Plan: tube + cistern (4 h), case veneer (5.5 h, in parallel), scale re-silvering (2 h), reassembly and 48 h level test; quote £675.50, ready in 8 working days.');
    return { isolates: 'OpenAI Agents SDK: four long planning steps each adding a new work package, hours and prices, ending in a quote.', goal, root: r.finish('Quote £675.50, 8 working days') };
  },
  // 02 toboggan run: Claude Agent SDK (thinking blocks)
  (id) => {
    const goal = 'Plan Saturday operations for the natural toboggan run: opening hours, staffing and sled rental stock, given the weather and bookings.';
    const r = new Rec(id, 'claude_sdk', { model: 'claude-opus-4-20250514', goal });
    const n = r.n;
    r.step(null, [{ name: 'get_forecast', args: { site: 'Rodelbahn Hochalm', day: 'Saturday' }, out: { tmin: -7, tmax: -1, snow_cm: 4, wind_kmh: 12, issued: n.iso() } }, { name: 'get_bookings', args: { day: 'Saturday' }, out: { groups: 6, individuals_prebooked: 214, night_session: 58 } }], 'Cold and dry with light snow: good track conditions.');
    r.step(null, [], 'With -7 to -1 °C the track stays hard all day, so the grader runs once at 07:00 and again at 13:00 to rework the 4 cm of new snow; day opening 09:00-16:00 and the night session 18:30-21:30 under lights, since 58 are booked for the evening.');
    r.step(null, [], 'Staffing: 214 pre-booked plus historically 40% walk-ups gives roughly 300 day riders; one lift attendant, two marshals on the hairpins at km 1.2 and km 2.6, one first-aider at the bottom and two rental desk staff, and at night only one desk person plus the same marshals.');
    r.step(null, [], 'Rental stock: 6 groups average 12 people and mostly rent, so about 72 group sleds plus about 90 for individuals; we own 140 Davos sleds and 30 horned sleds, so 170 cover the 162 peak with 8 spare, and the 12 sleds with cracked runners must be pulled from the pool before Saturday.');
    r.step('Saturday plan: grade 07:00 and 13:00; open 09:00-16:00 and night 18:30-21:30; staff 1 lift, 2 marshals (km 1.2, km 2.6), 1 first-aider, 2 rental (1 at night); sled stock 170 minus 12 cracked = 158 vs 162 peak — order 4 extra from the valley partner.');
    return { isolates: 'Claude Agent SDK: a run of thinking steps covering grading times, staff numbers and sled counts, each new, ending in a plan.', goal, root: r.finish('plan delivered', { subtype: 'success' }) };
  },
  // 03 hurling club fixtures: CrewAI
  (id) => {
    const goal = 'Draft the under-14 hurling fixture plan for the spring league: 8 clubs, 2 pitches, no club playing twice in 6 days.';
    const r = new Rec(id, 'crewai', { model: 'gpt-4o', goal, agent: 'Fixtures Secretary' });
    r.step('With 8 clubs a single round robin needs 7 rounds of 4 matches, 28 matches in total; at 2 pitches and two slots per evening (18:30 and 19:45), each round fits into one evening, so 7 evenings cover the league.', [{ name: 'Read calendar', args: { from: '2025-03-03', to: '2025-05-25' }, out: 'blocked: 2025-04-18 (Good Friday), 2025-04-21 (Easter Monday), 2025-05-05 (bank holiday)\npitch B reseeding 2025-03-10..2025-03-23' }]);
    r.step('Pitch B is out 10-23 March, so rounds in that window can only host 2 matches per evening; I will start the league on Wednesday 26 March so every round has both pitches, and use Wednesdays only, which keeps a 7-day gap and avoids all three blocked dates.');
    r.step('Wednesdays from 26 March give rounds on 26/3, 2/4, 9/4, 16/4, 23/4, 30/4 and 7/5, with 14/5 as the weather-postponement reserve and 21/5 for finals; the circle method fixes club 1 (Naomh Pádraig) and rotates the other 7.');
    r.step('Fixture plan: 7 Wednesday rounds from 26 Mar to 7 May, 4 matches per evening on pitches A and B at 18:30/19:45, reserve 14 May, finals 21 May.');
    return { isolates: 'CrewAI: successive reasoning steps compute match counts, shift the start for pitch reseeding, then list dates; each adds facts.', goal, root: r.finish('fixtures drafted') };
  },
  // 04 moss wall installers: Gemini
  (id) => {
    const goal = 'Plan the installation of a 24 m² preserved moss wall in a hotel lobby: materials, crew, and schedule.';
    const r = new Rec(id, 'gemini', { model: 'gemini-2.5-pro', goal });
    r.step(null, [{ name: 'get_site_survey', args: { job: 'MW-5512' }, out: { wall_m: [6, 4], substrate: 'plasterboard on metal stud', humidity_pct: 38, access: 'after 22:00 only', lighting: 'no direct sun' } }]);
    r.step('Preserved moss needs 40-60% humidity; the lobby sits at 38%, so we specify reindeer moss treated for low humidity plus flat cushion moss, and add a ceiling-mounted humidifier target of 45% as a client recommendation.');
    r.step('Panels: 24 m² at 0.5 m² per backing panel is 48 panels of 12 mm PVC foam board, fixed to the studs with 4 screws each, 192 screws; moss coverage at 1.1 kg per m² is 26.4 kg, ordered as 28 kg to allow for colour matching.');
    r.step('Crew and schedule: night-only access means 22:00-06:00 shifts; two installers fix 16 panels per shift, so three nights for panels plus a fourth night for edging trims and snagging, starting Monday 22:00 and handing over Friday 06:00.');
    r.step('Plan: 48 PVC panels, 192 screws, 28 kg moss (reindeer + cushion), humidifier advice to 45%, 2 installers × 4 night shifts Mon-Thu.');
    return { isolates: 'Gemini API: four consecutive long model texts covering species, quantities and crew nights, each adding numbers.', goal, root: r.finish('plan') };
  },
  // 05 nordic walking clubs: Pydantic AI
  (id) => {
    const goal = 'Design a 10-week beginner Nordic walking programme for the club, with session lengths and progression.';
    const r = new Rec(id, 'pydantic', { model: 'gpt-4o', goal });
    r.step('Weeks 1-2 teach the ALFA technique (upright posture, long arms, forefoot plant, adapted stride) on flat tarmac: 45 minutes, of which 20 minutes of drills, at an easy pace around 5 km/h.');
    r.step('Weeks 3-5 extend to 60 minutes on mixed surfaces, introduce the double-pole push-off for gentle inclines, and add a 2 km timed walk in week 5 as the first benchmark; the target is under 25 minutes.');
    r.step('Weeks 6-8 add interval work: 6 × 3 minutes brisk at 6.5 km/h with 2-minute recoveries, plus a hill session on the 80 m climb at Harrow Wood, and the route lengthens to 7 km.');
    r.step('Weeks 9-10 taper into a 10 km social walk in week 10, repeat the 2 km benchmark in week 9 with the aim of cutting 2-3 minutes, and hand out the pole-length formula (height × 0.68) to those buying their own poles.');
    r.step('Programme: W1-2 technique 45 min; W3-5 60 min mixed terrain, benchmark 2 km; W6-8 intervals + Harrow Wood hill, 7 km; W9-10 retest and 10 km social walk.');
    return { isolates: 'Pydantic AI: a long planning monologue across five steps, each introducing new weeks, distances and paces.', goal, root: r.finish('programme ready') };
  },
  // 06 cave survey mapping: Strands Agents
  (id) => {
    const goal = 'Plan the survey trip to extend the map of the Ogof Mawr cave beyond the second sump, with team, kit and survey method.';
    const r = new Rec(id, 'strands', { model: 'us.anthropic.claude-sonnet-4-20250514-v1:0', goal });
    const n = r.n;
    r.step(null, [{ name: 'read_survey_db', args: { cave: 'Ogof Mawr', section: 'beyond sump 2' }, out: { last_station: 'S2-41', legs_total: 412, open_leads: ['S2-38 aven', 'S2-41 passage NE'], sump2: { length_m: 35, depth_m: 6 }, exported: n.iso() } }]);
    r.step('Sump 2 is 35 m long and 6 m deep, so only the two cave divers (Evans and Nakamura) can pass; the dry team stays at S2-00 as surface support and relays kit through a tackle line.');
    r.step('Survey method: continue from S2-41 along the north-east passage using the DistoX2 with a tablet running TopoDroid, 3 readings per leg backsighted every fifth leg; the S2-38 aven needs bolting kit, so it is deferred to a later trip.');
    r.step('Kit and time: two 7-litre cylinders each with rule-of-thirds gas, drybags for the DistoX and tablet, 6 hours beyond the sump at most, callout time 20:00 logged with the South Wales rescue team.');
    r.step('Plan: divers Evans and Nakamura survey NE from S2-41 with DistoX2/TopoDroid; aven deferred; 2 × 7 l per diver; callout 20:00.');
    return { isolates: 'Strands Agents: consecutive reasoning cycles about team, method and kit each add new names and figures.', goal, root: r.finish('plan ready') };
  },
];
