import { agent, llm, tool, user } from './lib.mjs';
export const meta = { family: 'dense_planning', loop: false, stagnation: false,
  isolates: 'Several long reasoning steps in a row, each adding concrete new numbers, names or decisions.' };
function plan(N, goal, model, steps, final, rootName, isol) {
  const kids = steps.map((t, i) => llm(model, { messages: [user(i ? 'continue' : goal)] }, t, { step: i + 1 }));
  kids.push(tool('save_plan', { plan: final }, { saved: true, id: N.uuid(), at: N.iso() }));
  return { goal, isolates: isol, root: agent(rootName, { goal }, final, kids) };
}
const s01 = (N) => plan(N, 'Plan the running order and pool booking for the regional synchronised swimming championships.', 'messages.create', [
  'Entries: 14 solo tech, 9 duet tech, 6 team free. Each solo routine is 2:00 plus 1:30 judging, so solos need 14 x 3.5 = 49 min.',
  'Duets: 9 x (2:20 + 1:30) = 34.5 min. Team free: 6 x (4:00 + 2:00) = 36 min. Add 15 min warm-up per event: total 164.5 min.',
  'Pool hire at Ponds Forge is by half hour, so book 09:00-12:00 (180 min) leaving 15.5 min slack; put the team event last for the deck crowd.',
  'Judges: 5 technical + 5 artistic; Anne Carlow can only stay till 11:00, so she judges solo and duet, and Mira Heslop covers team.'],
  'Book 09:00-12:00; order solo, duet, team; Heslop replaces Carlow for team.', 'anthropic.messages', 'Anthropic logs: four thinking steps each adding timings, totals, booking and judge decisions.');
const s02 = (N) => plan(N, 'Plan this winter\'s reed-cutting rota for the Hickling beds.', 'letta.step', [
  'Beds: H1 4.2 ha, H2 3.1 ha, H3 5.0 ha. Seaberg harvester cuts ~0.35 ha/day, so 35 cutting days in total.',
  'Season 1 Dec - 31 Mar minus bittern nesting buffer on H3 after 15 Mar: H3 must be done first, 14.3 days.',
  'Crew: Tom and Priya on the harvester Mon-Thu, Saturday bundling with two volunteers; 4 days/week means 9 weeks.',
  'Sequence: H3 (wks 1-4), H1 (wks 5-7), H2 (wks 8-9); buffer week for flooding in late January.'],
  'H3, H1, H2 over 9 weeks plus 1 buffer week.', 'letta_agent', 'Letta memory agent: four planning steps with areas, rates, constraints and sequence.');
const s03 = (N) => plan(N, 'Plan next week\'s satellite dish install routes for the two vans.', 'dspy.ChainOfThought', [
  'Jobs: 11 installs, 4 in Harrogate, 5 in Ripon, 2 in Knaresborough. Each install takes 2 h; vans start Leeds depot.',
  'Van A gets Harrogate + Knaresborough (6 jobs, 12 h, two days); Van B gets Ripon (5 jobs, 10 h, two days with a half-day spare).',
  'Two Ripon jobs need a 3 m pole mount - Van B loads two poles; Van A needs the LNB stock for 6.'],
  'Van A: Harrogate+Knaresborough Mon-Tue; Van B: Ripon Mon-Tue; poles on B.', 'dspy.Predict', 'DSPy module: three reasoning fields, each adding counts, allocations and equipment.');
const s04 = (N) => plan(N, 'Plan the stage schedule for the magicians\' society annual convention.', 'chat.completions gpt-4o', [
  '26 acts registered: 8 close-up, 12 stage, 6 mentalism. Main hall free Sat 10:00-18:00 (480 min).',
  'Stage acts 12 x 15 min with 5 min resets = 240 min; mentalism 6 x 20 = 120 min, moved to Studio B so they overlap.',
  'Close-up runs roaming in the bar 14:00-16:00; gala competition finals 16:30-18:00 with top 5 stage acts.',
  'Dealer room opens 09:30; lecture by Hanna Vos at 12:30 in Studio B, so mentalism runs 10:00-12:00 and 13:30-14:30.'],
  'Schedule set across main hall, Studio B, bar.', 'ChatCompletionAgent', 'Semantic Kernel: four steps adding act counts, durations, rooms and a lecture slot.');
const s05 = (N) => plan(N, 'Plan pen layout for the county rabbit show.', 'generation', [
  '212 entries: 88 fancy, 74 rex, 50 lop. Standard pens hold one; lops need the 60 cm pens, of which we have 54.',
  'Hall is 30 x 18 m: three rows of staging; fancy in row A (90 pens), rex row B (76), lops row C (54, leaving 4 spare).',
  'Judging tables: 3, one per section; the rex judge Mr Abara arrives 11:00 so rex is judged last.'],
  'Rows A/B/C allocated; rex judged last.', 'rabbit-show-agent', 'Langfuse generations: three steps adding counts, pen rows and a judging order.');
const s06 = (N) => plan(N, 'Plan migrating periodic jobs from Celery beat to Kubernetes CronJobs.', 'responses.create', [
  '17 beat entries; 5 run every minute (queue sweeps) — these stay in Celery as they need warm workers.',
  '12 remaining: 7 daily, 4 hourly, 1 weekly. Each gets its own CronJob with concurrencyPolicy Forbid; the weekly reindex needs 4Gi memory.',
  'Timezone: beat used Europe/Berlin; CronJob spec.timeZone set to the same to keep the 02:00 invoice run stable across DST.',
  'Rollout: hourly jobs first (low risk), then daily, reindex last; disable each beat entry the same day with a feature flag.'],
  '12 jobs to CronJobs in 3 waves; 5 stay in beat.', 'agent', 'OpenAI Responses API reasoning items: four steps adding counts, policies, timezone and rollout order.');
export const scenarios = [s01, s02, s03, s04, s05, s06];
