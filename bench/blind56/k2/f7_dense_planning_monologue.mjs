// Healthy: several long reasoning steps in a row, each adding concrete new content.
export const family = 'dense_planning_monologue';
export const loop = false;
export const stagnation = false;
export const rows = [
{
  domain: 'Kumano Kodo trek planning (travel)', style: 'anthropic', model: 'claude-3-5-sonnet-20241022',
  isolates: 'Five consecutive long planning steps for a 4-day pilgrimage trek, each adding distances, inn names, luggage transfers or budget, then a final itinerary.',
  goal: 'Plan a 4-day Nakahechi route walk for two hikers in late October, with inns booked and luggage forwarding.',
  build: (c, S) => S.agent('trip_planner', { request: '4-day Nakahechi, 2 people, late Oct' }, { itinerary: 'Takijiri–Takahara–Chikatsuyu–Hongu–Yunomine, ¥118,400 total' }, [
    S.tool('route_segments', { trail: 'nakahechi' }, { segments: [{ from: 'Takijiri-oji', to: 'Takahara', km: 3.7, up_m: 500 }, { from: 'Takahara', to: 'Chikatsuyu', km: 10.3 }, { from: 'Chikatsuyu', to: 'Hongu Taisha', km: 24.6 }, { from: 'Hongu', to: 'Yunomine Onsen', km: 3.4 }], source_rev: c.hex(7) }),
    S.llm([['user', 'Plan it.']], 'Day split: the Chikatsuyu–Hongu leg is 24.6 km, too long for one late-October day (sunset ~17:20). Split it at Hosshinmon-oji (about 17 km, bus back available) or stay at Kobiro/Tsugizakura. Day 1: bus from Kii-Tanabe 10:13, walk Takijiri→Takahara 3.7 km with 500 m climb, arrive ~13:30. Day 2: Takahara→Chikatsuyu 10.3 km.'),
    S.llm([['assistant', 'continue']], 'Day 3 options: (a) Chikatsuyu→Hosshinmon-oji 17 km then walk the remaining 7 km to Hongu on day 4; (b) Chikatsuyu→Tsugizakura 4.6 km only, too short. Pick (a) with a lodge at Hongu for nights 3 and 4 using the 9:08 bus from Hosshinmon back to Hongu. Day 4: bus up at 8:02, walk 7 km to Hongu Taisha, then 3.4 km Dainichi-goe to Yunomine for the tsuboyu bath.'),
    S.llm([['assistant', 'continue']], 'Lodging: Takahara Kiri-no-Sato (¥17,600 pp with 2 meals), Chikatsuyu Minshuku Chikatsuyu (¥13,200 pp), Hongu Ryokan Adumaya for nights 3+4 (¥19,800 pp/night). Luggage forwarding via the Kumano Travel service: ¥1,800 per bag per leg, 3 legs, 2 bags = ¥10,800.'),
    S.llm([['assistant', 'continue']], 'Budget: lodging 2×(17,600+13,200+19,800×2)=¥140,800 — too high versus the ¥120k cap. Replace Adumaya night 4 with Yunomine Minshuku Yunotanisou at ¥14,300 pp: new lodging ¥129,800. Still over; switch night 2 to the Chikatsuyu guesthouse at ¥9,500 pp: lodging ¥122,400... drop luggage forwarding on leg 3 (Hongu→Yunomine, only 3.4 km): luggage ¥7,200. Grand total with buses (¥2,400 pp): ¥118,400.', [['hold_rooms', { inns: ['Kiri-no-Sato', 'Chikatsuyu guesthouse', 'Adumaya', 'Yunotanisou'] }]]),
    S.tool('hold_rooms', { inns: ['Kiri-no-Sato', 'Chikatsuyu guesthouse', 'Adumaya', 'Yunotanisou'], dates: ['10-24', '10-25', '10-26', '10-27'], guests: 2 }, { holds: 4, expires: c.http(), ref: 'KT' + c.int(100000, 999999) }),
    S.llm([['user', 'holds ok']], 'Itinerary held: Takijiri–Takahara–Chikatsuyu–Hongu–Yunomine, ¥118,400 total for two, holds valid 48 h.'),
  ]),
},
{
  domain: 'medieval jousting fair', style: 'crewai', model: 'gpt-4o',
  isolates: 'A run of long thoughts planning arena layout, horse rotation, safety and schedule, each with new numbers and decisions.',
  goal: 'Plan the two-day jousting programme for the castle fair: arena, horse rest rotation, safety staffing.',
  build: (c, S) => S.agent('Event Planner', { task: 'two-day jousting programme' }, { result: 'Programme: 8 bouts/day in 4 sessions, 6 horses rotated, 2 marshals + 1 vet on site.' }, [
    S.tool('read_resources', { sheet: 'fair_resources' }, `horses: 6 (Barbarossa, Fennel, Tansy, Brutus, Gawain, Mirth)\nknights: 5 riders\nlists length: 70 m\nvets available: Sat 10-17, Sun 10-14\nexported ${c.euro()}`),
    S.llm('Plan the programme.', 'Thought: The lists are 70 m; the tilt barrier needs 3 m run-off each end, so usable tilt 64 m. Each pass takes ~90 s with reset; a bout is 3 passes plus lance change = about 8 minutes.'),
    S.llm('continue', 'Thought: Horse welfare: each horse max 6 passes per session and 45 min rest between sessions. With 6 horses and 2 per bout, a 4-bout session uses each horse at most twice if I pair Barbarossa/Fennel, Tansy/Brutus, Gawain/Mirth and rotate pairs: session = 4 bouts = 32 min.'),
    S.llm('continue', 'Thought: Sessions at 11:00, 13:00, 15:00 Saturday, but the vet leaves at 14:00 on Sunday, so Sunday runs 10:30 and 12:30 only. Saturday 3 sessions would be 12 bouts; 5 riders limit that — cap at 2 bouts per session on Saturday, i.e. 8 bouts/day in 4 sessions if I add a 16:30 Saturday showcase without the vet? No: vet present to 17:00 Saturday, so 4 Saturday sessions of 2 bouts each is fine.'),
    S.llm('continue', 'Thought: Safety: 2 marshals at the tilt ends, 1 first-aider, rope line 8 m from the lists, no spectators at the run-off ends. Sunday: 2 sessions × 4 bouts = 8 bouts before 14:00. Final: 8 bouts/day, 4 sessions Saturday, 2 Sunday.', [['write_programme', { doc: 'jousting_programme_v1' }]]),
    S.tool('write_programme', { doc: 'jousting_programme_v1', sessions: { sat: ['11:00', '13:00', '15:00', '16:30'], sun: ['10:30', '12:30'] } }, { saved: true, url: `https://docs.example/d/${c.b36(20)}`, revision: c.int(1, 9) }),
  ]),
},
{
  domain: 'hedge maze garden', style: 'openinference', model: 'gpt-4.1',
  isolates: 'Four long reasoning steps redesign a yew hedge maze, each adding path widths, plant counts, accessibility routes and cost.',
  goal: 'Redesign the estate\'s yew hedge maze for wheelchair access while keeping at least 3 dead ends and the central pavilion.',
  build: (c, S) => S.agent('design_agent', { input: 'maze redesign' }, { output: 'Plan v2: 1.5 m paths, 212 new yews, 4 dead ends, £18,940' }, [
    S.tool('load_survey', { site: 'east_lawn' }, { maze_m: [34, 30], path_width_m: 0.9, yews_existing: 640, gradient_max_pct: 4.1, surveyed: c.usDate() }),
    S.llm([['user', 'Redesign for wheelchair access.']], 'Current paths are 0.9 m; wheelchair guidance wants 1.5 m with 1.8 m turning circles at junctions. Widening inward by 0.6 m on a 34×30 m footprint loses about 22% of hedge length, which means the current 11 corridors become 9.'),
    S.llm([['assistant', 'next']], 'With 9 corridors I keep the central pavilion at (17,15) and get 4 dead ends instead of 6; the brief needs ≥3, so fine. Turning circles needed at 7 junctions. Gradient is 4.1% max, under the 5% limit, no ramps required. Surface: self-binding gravel, 75 mm depth, 310 m² of path.'),
    S.llm([['assistant', 'next']], 'Planting: removing 118 existing yews and relocating 64 of them; new hedge line is 318 m at 1.5 plants/m = 477 plants, minus 265 retained in place = 212 new yews at 60–80 cm, £38 each = £8,056. Gravel 310 m² at £24 = £7,440. Labour for edging 4 days, £3,444. Total £18,940.'),
    S.llm([['assistant', 'next']], 'Phasing: dig in November when yews are dormant; keep the western half open so the maze never fully closes. Output Plan v2.', [['save_plan', { version: 2 }]]),
    S.tool('save_plan', { version: 2 }, JSON.stringify({ saved: true, path: `s3://estate-plans/maze/v2-${c.hex(6)}.pdf`, etag: c.etag() })),
  ]),
},
{
  domain: 'ropes course adventure park', style: 'smolagents', model: 'meta-llama/Llama-3.3-70B-Instruct',
  isolates: 'A long chain of thoughts computing staff ratios, belay checks and wave times for a school day, each step new arithmetic and decisions.',
  goal: 'Plan a school visit of 96 pupils through the high ropes course with correct instructor ratios.',
  build: (c, S) => S.agent('', { task: '96 pupils ropes course plan' }, { final_answer: '8 waves of 12, 4 instructors per wave, 09:15–15:05, lunch 12:00' }, [
    S.tool('get_course_limits', {}, { elements: 18, max_on_course: 24, ratio_under12: '1:6', harness_fit_min: 4, instructors_on_shift: 9, doc_rev: c.hex(6) }),
    S.llm('Task: plan 96 pupils', 'Thought: Pupils are Year 6 (age 10–11), so ratio 1:6. Max on course is 24, but with 9 instructors and 1:6 that would need 4 instructors per wave of 24.'),
    S.llm('continue', 'Thought: Harness fitting takes 4 min per pupil per fitter; with 2 fitters and 24 pupils that is 48 min per wave, too slow. Use waves of 12 instead: fitting 24 min, course time 40 min, so waves overlap by starting every 35 min.'),
    S.llm('continue', 'Thought: 96/12 = 8 waves. Start 09:15, every 35 min: 09:15, 09:50, 10:25, 11:00, 11:35, lunch 12:00–12:45, then 13:00, 13:35, 14:10; last wave ends 14:10+24+40 = 15:14; trim course to 31 min for the last wave to finish 15:05 for the 15:15 coach.'),
    S.llm('continue', 'Thought: Staffing per wave: 2 on course (1:6 for 12), 2 fitting, plus a rescue-ready instructor = 5 in use, 4 assigned per wave overlapping, 9 on shift suffices. Final answer.\nCode:\n```py\nfinal_answer("8 waves of 12, 4 instructors per wave, 09:15–15:05, lunch 12:00")\n```'),
  ]),
},
{
  domain: 'shoe factory lasting line', style: 'langgraph', model: 'gpt-4o',
  isolates: 'Planner node writes four long consecutive steps sequencing lasting, sole-pressing and curing for three orders, each adding capacity numbers and decisions.',
  goal: 'Schedule next week\'s lasting and sole-pressing for three orders (Derby 600 pairs, Chelsea 420, loafer 300).',
  build: (c, S) => S.agent('planner_graph', { messages: [{ role: 'user', content: 'schedule next week' }] }, { plan_id: 'PLN-' + c.int(1000, 9999) }, [
    S.tool('capacity', { week: 'W24' }, { lasting_machines: 2, pairs_per_hour_each: 38, press_stations: 1, press_pairs_per_hour: 70, cure_hours: 24, shifts: '06:00-14:00' }),
    S.llm([['user', 'schedule next week']], 'Lasting capacity: 2 machines × 38 pairs/h × 8 h = 608 pairs/day. Total demand 1,320 pairs = 2.2 days of lasting. Sole press does 70/h = 560/day, so pressing is the bottleneck at 2.36 days.'),
    S.llm([['assistant', 'continue']], 'Cure takes 24 h after lasting before pressing for cemented soles. Derby and Chelsea are cemented; loafers are Blake-stitched and skip cure. So: Mon last Derby 600; Tue press Derby 560 + last Chelsea 420 and loafers 188.'),
    S.llm([['assistant', 'continue']], 'Wed: press remaining 40 Derby, then 420 Chelsea (cured since Tue 14:00) = 460 pairs; finish lasting 112 loafers. Loafers go to the stitching room Wed afternoon, not the press. Thu is free for the 5% rework buffer (66 pairs) and the press maintenance slot at 10:00.'),
    S.llm([['assistant', 'continue']], 'Decision: publish plan with Derby due Wed 12:00, Chelsea Wed 14:00, loafers Thu after stitching; Friday unallocated.', [['publish_plan', { week: 'W24' }]]),
    S.tool('publish_plan', { week: 'W24' }, { ok: true, mes_sync: c.iso(), version: c.int(2, 12) }),
  ]),
},
{
  domain: 'video transcoding node pool sizing (devops)', style: 'otel', model: 'gpt-4.1',
  isolates: 'Consecutive long reasoning steps size a GPU/CPU node pool for a nightly transcoding batch, each adding throughput, cost and spot-risk figures.',
  goal: 'Size the Kubernetes node pool for the nightly transcode of 3,800 lecture videos within a 5-hour window at minimum cost.',
  build: (c, S) => S.agent('capacity_planner', { task: 'size nightly transcode pool' }, { decision: '14 × c7g.4xlarge spot + 2 on-demand, est. $31.70/night' }, [
    S.tool('query_metrics', { promql: 'avg(transcode_seconds_per_minute_of_video) by (profile)' }, { status: 'success', data: { result: [{ metric: { profile: '1080p-h264' }, value: [c.epoch(), '9.4'] }, { metric: { profile: '720p-h264' }, value: [c.epoch(), '5.1'] }] } }),
    S.llm([['user', 'size the pool']], '3,800 videos × average 48 min = 182,400 video-minutes. Each video gets 1080p and 720p: 9.4 + 5.1 = 14.5 vCPU-seconds per video-minute at 16 threads... i.e. 2.64M core-seconds = 734 core-hours. 5-hour window → 147 cores, plus 20% headroom = 176 cores.'),
    S.llm([['assistant', 'continue']], 'c7g.4xlarge has 16 vCPU: 176/16 = 11 nodes; but ffmpeg pods request 15 vCPU, so 1 pod per node, and 2 system pods need room: 12 nodes. Spot price $0.21/h vs on-demand $0.58/h.'),
    S.llm([['assistant', 'continue']], 'Spot interruption rate for c7g in eu-west-1 last 30 days was 6%. Add 2 on-demand nodes as a floor and 14 spot to absorb interruptions: cost 14×0.21×5 + 2×0.58×5 = $14.70 + $5.80 = $20.50 compute plus EBS and egress ≈ $11.20 → $31.70/night.', [['apply_nodepool', { spot: 14, on_demand: 2 }]]),
    S.tool('apply_nodepool', { name: 'transcode-nightly', spot: 14, on_demand: 2, instance: 'c7g.4xlarge' }, `nodepool.karpenter.sh/transcode-nightly configured\ngeneration: ${c.int(3, 30)}\nresourceVersion: "${c.int(10 ** 7, 10 ** 8)}"`),
  ]),
},
];
