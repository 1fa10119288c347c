// Family 10 — split_delegation (loop: false, stagnation: false)
// The task is split into two DISTINCT sub-tasks handed to two agents; each comes back with new
// results, and the lead agent synthesises them into the answer. Healthy.
import { Trace } from './lib.mjs';

export const family = 'split_delegation';
export const loop = false;
export const stagnation = false;
export const isolates = 'Two agents receive different sub-tasks, each returns new findings, and the lead synthesises them.';

export const rows = [
  // ------------------------------------------------------------------------------------------
  {
    id: '01', domain: 'laundromat chain', style: 'claude',
    isolates: 'A Claude Agent SDK lead gives machine telemetry to one Task sub-agent and customer reviews to another; both return distinct findings that are merged into recommendations.',
    goal: 'Work out why revenue at the Eastgate laundromat fell 18% last month and recommend actions.',
    build(n, r) {
      const T = new Trace(n, 'claude', { goal: r.goal, system: 'You are the operations analyst for SpinCycle Laundries (6 stores). Delegate with Task to telemetry-analyst and reviews-analyst.', tools: ['Task', 'Bash', 'Read'], cwd: '/srv/analytics' });
      const TEL = 'Eastgate telemetry, last month: dryers D4, D7 and D9 were out of service for 11, 11 and 6 days (heating element faults, tickets WS-2291/2292/2310). Dryer capacity was down 27% over weekends. The card reader on the payment kiosk logged 412 declined or timed-out transactions (4.8% of attempts, up from 0.6%), mostly between 17:00 and 20:00. Washer usage was flat.';
      const REV = 'Reviews and complaints, last month: 23 new Google reviews, average 3.1 (was 4.2). 14 mention "card declined" or "had to use cash"; 7 mention waiting for dryers; 3 mention the new 2-hour parking limit on Eastgate Road. Two complaints say customers took washing to the Millbrook store instead.';
      T.step({ text: 'Two independent angles: what the machines and payment kiosk did, and what customers said. I\'ll run both analysts in parallel.', calls: [
        { name: 'Task', args: { description: 'Eastgate machine telemetry', prompt: 'Analyse machine uptime and payment-kiosk logs for Eastgate last month vs the month before.', subagent_type: 'telemetry-analyst' }, subAgent: 'telemetry-analyst', result: TEL, sub: (t) => {
          t.step({ calls: [{ name: 'Bash', args: { command: 'duckdb warehouse.db -c "select machine_id, sum(downtime_h) from machine_status where store=\'eastgate\' and month=\'2024-10\' group by 1 having sum(downtime_h) > 24"' }, result: () => `┌────────────┬────────────────┐\n│ machine_id │ sum(downtime_h)│\n├────────────┼────────────────┤\n│ D4         │ 264.0          │\n│ D7         │ 262.5          │\n│ D9         │ 141.0          │\n└────────────┴────────────────┘\nRun Time (s): real ${n.float(0.05, 0.4, 3)}` }, { name: 'Bash', args: { command: 'duckdb warehouse.db -c "select status, count(*) from kiosk_txn where store=\'eastgate\' and month=\'2024-10\' group by 1"' }, result: () => `┌──────────┬──────────┐\n│  status  │ count(*) │\n├──────────┼──────────┤\n│ approved │ 8171     │\n│ declined │ 298      │\n│ timeout  │ 114      │\n└──────────┴──────────┘\nRun Time (s): real ${n.float(0.05, 0.4, 3)}` }] });
          t.say(TEL);
        } },
        { name: 'Task', args: { description: 'Eastgate customer feedback', prompt: 'Summarise Eastgate reviews and complaint emails from last month; group by theme.', subagent_type: 'reviews-analyst' }, subAgent: 'reviews-analyst', result: REV, sub: (t) => {
          t.step({ calls: [{ name: 'Read', args: { file_path: '/srv/analytics/exports/eastgate_reviews_2024-10.jsonl' }, result: '{"stars":2,"text":"Card machine declined twice, had to go find cash"}\n{"stars":3,"text":"Half the dryers broken on Saturday"}\n{"stars":1,"text":"Card declined AGAIN. Going to Millbrook from now on"}\n{"stars":3,"text":"New 2 hour parking is a pain for big loads"}\n... (19 more lines)' }] });
          t.say(REV);
        } },
      ] });
      T.say('Eastgate\'s 18% drop has two main causes that reinforce each other:\n\n1. Payment kiosk failures: 4.8% of card attempts declined or timed out (up from 0.6%), concentrated 17:00–20:00; 14 of 23 reviews cite it and some customers switched to Millbrook. Action: replace or re-provision the kiosk card reader this week and put up a "cash & app accepted" sign meanwhile.\n2. Dryer capacity: three dryers were down 6–11 days (heating elements), cutting weekend drying capacity by 27%. Action: stock spare elements and set a 48-hour repair SLA.\n\nMinor: the new 2-hour parking limit; ask the council about a loading bay.');
      return T.finish({ final: 'Cause analysis and recommendations delivered.' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '02', domain: 'civic hackathon organizing', style: 'vertex',
    isolates: 'An ADK lead calls a venue agent and a sponsor agent as agent-tools for different checks; they return capacity/AV facts and prize commitments, which it combines into a brief.',
    goal: 'Prepare the logistics brief for the 48-hour civic-tech hackathon: confirm venue capacity and AV, and which sponsor prizes are committed.',
    build(n, r) {
      const T = new Trace(n, 'vertex', { goal: r.goal, agent: 'hackathon_lead', app: 'civic-hack-2025', system: 'You organise the Open City Hackathon. venue_agent knows the venue contract and AV inventory; sponsor_agent tracks sponsor agreements.' });
      const VEN = { venue: 'Granary Hall', capacity_standing: 350, capacity_seated_tables: 180, registered: 164, av: ['2 projectors + screens (main hall)', '1 PA with 4 radio mics', 'livestream kit: not included (hire £240)'], wifi: '1 Gbps, 400 device limit', overnight_access: 'approved, security guard 22:00-07:00', contract: 'signed' };
      const SPO = { committed: [{ sponsor: 'Northwind Transit', prize: 'Best mobility hack', amount_gbp: 2000, status: 'invoice paid' }, { sponsor: 'Civic Data Trust', prize: 'Best use of open data', amount_gbp: 1500, status: 'signed' }], pending: [{ sponsor: 'Harbor Cloud', prize: '£1,000 credits', status: 'legal review' }] };
      const agentTool = (name, req, out, tool, text) => ({ name, args: { request: req }, result: out, sub: (t) => {
        t.agent(name, req, (a) => { a.step({ calls: [tool] }); a.say(text); }, { output: out });
      } });
      T.step({ text: 'Asking the venue and sponsor agents in parallel; they cover different parts of the brief.', calls: [
        agentTool('venue_agent', 'Confirm capacity for 164 registered participants, the AV we get, and overnight access.', VEN, { name: 'get_venue_contract', args: { venue: 'granary-hall', event: 'OCH-2025' }, result: () => ({ contract_id: 'GH-2025-117', ...VEN, retrieved: n.iso() }) }, 'Granary Hall seats 180 at tables, so 164 registrants fit; livestream kit is not included and costs £240 extra.'),
        agentTool('sponsor_agent', 'Which prizes are committed, and which are still pending?', SPO, { name: 'list_sponsor_agreements', args: { event: 'OCH-2025' }, result: () => ({ agreements: [...SPO.committed, ...SPO.pending], crm_sync: n.isoSec() }) }, 'Two cash prizes are committed (£2,000 Northwind Transit, £1,500 Civic Data Trust); Harbor Cloud credits are still in legal review.'),
      ] });
      T.say('Logistics brief:\n• Venue: Granary Hall, contract signed; 180 seated at tables vs 164 registered, 1 Gbps Wi-Fi (400 devices), overnight access approved with a security guard 22:00–07:00.\n• AV: 2 projectors, PA with 4 radio mics; livestream kit is not included — hire for £240 if we want it.\n• Prizes: £2,000 Best mobility hack (Northwind Transit, paid) and £1,500 Best use of open data (Civic Data Trust, signed). Harbor Cloud\'s £1,000 credits are pending legal review, so don\'t announce them yet.');
      return T.finish({ final: 'Logistics brief prepared.', status: 'completed' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '03', domain: 'bonsai nursery', style: 'bedrock',
    isolates: 'A Bedrock supervisor asks an inventory collaborator which trees are due for repotting and a care-calendar collaborator when each species should be done, then merges both into a plan with soil quantities.',
    goal: 'Prepare the spring repotting plan: which trees are due this year, when each should be repotted, and how much soil mix to order.',
    build(n, r) {
      const T = new Trace(n, 'bedrock', { goal: r.goal, system: 'You are the supervisor agent of Kumo Bonsai Nursery. Collaborators: InventoryAgent (tree records) and CareCalendarAgent (species timing). Soil: 1 L per 10 cm of pot length, approximately.' });
      const INV = 'Trees due for repotting this spring (last repot 2022 or earlier): 6 Japanese maples (pots 20-35 cm), 4 trident maples (25-40 cm), 3 Chinese junipers (30-45 cm), 2 Scots pines (35-50 cm). Total pot length 455 cm.';
      const CAL = 'Timing for this region: trident and Japanese maples at bud swell, expected weeks 9-10; Chinese junipers weeks 12-14; Scots pines when candles start to extend, around weeks 13-15. Pines and junipers should get a mix with more pumice and less akadama.';
      T.step({ text: 'The inventory agent knows which trees are due; I will ask it first.', calls: [{ collab: 'InventoryAgent', name: 'InventoryAgent', args: { text: 'List trees due for repotting this spring with species and pot size.' }, result: INV, sub: (t) => {
        t.step({ text: 'Query trees whose last repot was 2022 or earlier.', calls: [{ name: 'Trees::queryTrees', args: { last_repot_before: '2023-01-01', status: 'display_or_sale' }, result: () => JSON.stringify({ count: 15, by_species: { 'Acer palmatum': 6, 'Acer buergerianum': 4, 'Juniperus chinensis': 3, 'Pinus sylvestris': 2 }, total_pot_length_cm: 455, snapshot: n.isoSec() }) }] });
        t.say(INV);
      } }] });
      T.step({ text: 'Now the timing for these four species from the care calendar agent, a different question.', calls: [{ collab: 'CareCalendarAgent', name: 'CareCalendarAgent', args: { text: 'When should Japanese maple, trident maple, Chinese juniper and Scots pine be repotted this spring, and with which mix?' }, result: CAL, sub: (t) => {
        t.step({ text: 'Look up the species timing table and this year\'s phenology forecast.', calls: [{ name: 'Calendar::speciesTiming', args: { species: ['Acer palmatum', 'Acer buergerianum', 'Juniperus chinensis', 'Pinus sylvestris'], region: 'UK-south' }, result: () => JSON.stringify({ forecast_model: 'GDD-2025', base_temp_c: 5, rows: [{ sp: 'Acer spp.', stage: 'bud swell', weeks: '9-10' }, { sp: 'Juniperus chinensis', weeks: '12-14' }, { sp: 'Pinus sylvestris', stage: 'candle extension', weeks: '13-15' }], generated: n.iso() }) }] });
        t.say(CAL);
      } }] });
      T.say('Spring repotting plan (15 trees):\n• Weeks 9–10: 6 Japanese maples and 4 trident maples — deciduous mix (akadama-heavy), about 28 L.\n• Weeks 12–14: 3 Chinese junipers — conifer mix (more pumice), about 11 L.\n• Weeks 13–15: 2 Scots pines — conifer mix, about 9 L.\nOrder: roughly 30 L deciduous mix and 20 L conifer mix (about 48 L needed, plus a 5% margin).', { reasoning: 'Combine the inventory list with the calendar timing and compute soil per group.' });
      return T.finish({ final: 'Spring repotting plan ready: 15 trees in three waves; order about 30 L deciduous and 20 L conifer mix.', status: 'FINISHED' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '04', domain: 'carillon recital programming', style: 'plain',
    isolates: 'A message-level lead asks a maintenance tool-agent for clapper-work downtime and a programming tool-agent for recitalist availability, then builds a season schedule from both.',
    goal: "Plan the carillon's summer recital season (Sundays in June-August) around the clapper maintenance work.",
    build(n, r) {
      const T = new Trace(n, 'plain', { goal: r.goal, agent: 'tower-coordinator', system: 'You coordinate the St Bavo tower carillon. ask_maintenance_agent and ask_programme_agent are specialist agents.' });
      const MAINT = 'Clapper re-bushing of the 12 heaviest bells is booked with Eijsbouts: the instrument is unplayable from 30 June to 13 July. Test playing on 14 July; normal use from 15 July.';
      const PROG = 'Recitalist availability (Sundays 2025): 1 June Anna de Vries; 8 June Tom Kelly; 15 June Anna de Vries; 22 June Liesbeth Maes; 29 June Geert Claes; 6 July Tom Kelly (could instead play 31 August); 20 July Geert Claes; 27 July guest Sun-Ah Park (only that date); 3, 10 and 17 August Liesbeth Maes; 24 August Anna de Vries. Nobody has offered 13 July.';
      const ask = (name, q, ans, tool) => ({ name, args: { question: q }, result: ans, sub: (t) => { t.agent(name.replace('ask_', ''), q, (a) => { a.step({ calls: [tool] }); a.say(ans); }); } });
      T.step({ text: 'Two separate inputs are needed: when the instrument is out of action, and who can play when.', calls: [ask('ask_maintenance_agent', 'When will the carillon be unavailable this summer because of the clapper work?', MAINT, { name: 'get_work_orders', args: { asset: 'carillon', from: '2025-06-01', to: '2025-08-31' }, result: () => ({ orders: [{ id: 'WO-7781', contractor: 'Eijsbouts', work: 'clapper re-bushing bells 1-12', from: '2025-06-30', to: '2025-07-13', test: '2025-07-14' }], source: n.host('cmms') }) })] });
      T.step({ text: 'Maintenance blocks 30 June to 13 July, so the Sundays 6 and 13 July are out; playing resumes after the 14 July test. Now the recitalist availability.', calls: [ask('ask_programme_agent', 'Which recitalists can play on Sundays June to August 2025?', PROG, { name: 'get_recitalist_availability', args: { season: 'summer-2025' }, result: () => ({ responses: 6, updated: n.isoSec(), form: 'forms/summer-2025' }) })] });
      T.say('Summer recital season 2025 (Sundays, 15:00):\n1 June Anna de Vries · 8 June Tom Kelly · 15 June Anna de Vries · 22 June Liesbeth Maes · 29 June Geert Claes\n6 and 13 July: no recital (clapper re-bushing 30 June–13 July, test playing 14 July)\n20 July Geert Claes · 27 July guest recital Sun-Ah Park\n3, 10, 17 August Liesbeth Maes · 24 August Anna de Vries · 31 August Tom Kelly (moved from 6 July, which falls in the maintenance window).');
      return T.finish({ final: 'Season schedule drafted: 13 recitals, no recitals on 6 and 13 July.', status: 'completed' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '05', domain: 'marionette theatre touring', style: 'assistants',
    isolates: 'An Assistants run consults a venue-tech assistant about stage specs and a travel assistant about routing; each returns different facts and the lead decides per venue.',
    goal: "Check whether the touring marionette show 'The Tinderbox' can play the Gdańsk and Kraków venues in October, from both the stage-spec and travel side.",
    build(n, r) {
      const T = new Trace(n, 'assistants', { goal: r.goal, system: 'You are the tour manager assistant of Teatr Nitka. The marionette bridge needs 2.4 m clearance above the stage and a 6 m x 4 m playing area.' });
      const TECH = 'Gdańsk (Teatr Miniatura): clearance 3.1 m under the grid, stage 8 x 6 m, get-in via ground-level dock - suitable. Kraków (Scena Lalek): clearance only 2.1 m under the lighting bars, which can be raised to 2.5 m with two hours\' notice; stage 6.5 x 4.5 m - suitable if the bars are raised.';
      const TRAV = 'Van route Gdańsk to Kraków is 590 km, about 7.5 h; with the 5 October show in Gdańsk and the 7 October show in Kraków there is a free travel day on the 6th. Crew hotel near Scena Lalek has 5 rooms held until 15 September. The van height 2.9 m is fine for both venues\' loading docks.';
      const sub = (name, prompt, ans, tool) => (t) => t.agent(name, prompt, (a) => { a.step({ calls: [tool] }); a.say(ans); }, { input: { assistant_id: 'asst_' + n.alnum(24), thread_id: 'thread_' + n.alnum(24), message: prompt }, output: { status: 'completed', answer: ans } });
      T.step({ text: 'I\'ll ask the venue-tech and travel assistants together; they cover different questions.', calls: [
        { name: 'ask_venue_tech_assistant', args: { venues: ['Teatr Miniatura, Gdańsk', 'Scena Lalek, Kraków'], requirements: 'marionette bridge 2.4 m clearance, 6x4 m playing area' }, result: TECH, sub: sub('venue-tech-assistant', 'Check stage specs for Gdańsk and Kraków.', TECH, { name: 'file_search', args: { query: 'tech rider clearance grid height stage dimensions' }, result: () => ({ results: [{ file: 'Miniatura_tech_spec_2024.pdf', score: 0.79 }, { file: 'ScenaLalek_rider.docx', score: 0.74 }], vector_store: 'vs_' + n.alnum(20) }) }) },
        { name: 'ask_travel_assistant', args: { legs: ['Gdańsk 5 Oct', 'Kraków 7 Oct'], vehicle: 'Sprinter high-roof, 2.9 m' }, result: TRAV, sub: sub('travel-assistant', 'Plan the Gdańsk to Kraków leg and crew hotel.', TRAV, { name: 'route_and_hotels', args: { from: 'Gdańsk', to: 'Kraków', vehicle_height_m: 2.9, near: 'Scena Lalek' }, result: () => ({ km: 590, drive_h: 7.5, hotel_hold: { rooms: 5, until: '2025-09-15' }, quote_id: n.uuid() }) }) },
      ] });
      T.say('Both dates work. Gdańsk (5 Oct) is suitable as is: 3.1 m clearance and an 8 × 6 m stage. Kraków (7 Oct) is suitable if the venue raises its lighting bars from 2.1 m to 2.5 m, which needs two hours\' notice, so I\'ll put that in the rider. Travel: 590 km (about 7.5 h) on the free day, 6 Oct; 5 crew rooms are held near Scena Lalek until 15 September.');
      return T.finish({ status: 'completed' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '06', domain: 'salt marsh restoration monitoring', style: 'vercel',
    isolates: 'An AI SDK lead gives sediment data to one tool-agent and vegetation quadrats to another; each returns its own metrics and the lead writes the quarterly summary.',
    goal: 'Write the quarterly monitoring summary for the Hollow Creek salt-marsh restoration: sediment accretion and vegetation recovery.',
    build(n, r) {
      const T = new Trace(n, 'vercel', { goal: r.goal, system: 'You are the monitoring lead assistant for the Hollow Creek restoration partnership. sedimentAgent and vegetationAgent analyse their own datasets.', model: 'google/gemini-2.5-flash' });
      const SED = 'Surface elevation tables (6 stations): mean accretion +4.1 mm/yr over the last 12 months (range 2.6 to 5.9), above the local relative sea-level rise of 3.2 mm/yr. Station SET-4 near the breach shows the highest rate; SET-6 at the landward edge is lowest.';
      const VEG = 'Vegetation quadrats (40 plots): Spartina anglica cover 38% (22% a year ago), Salicornia 17% (up from 9%), bare mud 31% (down from 58%). Two new species recorded: sea aster and common sea-lavender. No invasive species found.';
      const agentTool = (name, q, ans, tool) => ({ name, args: { question: q }, result: ans, sub: (t) => { t.agent(name, q, (a) => { a.step({ calls: [tool] }); a.say(ans); }, { output: { text: ans } }); } });
      T.step({ reasoning: 'Two independent datasets: SET elevation readings and vegetation quadrats. Ask both agents at once.', calls: [
        agentTool('sedimentAgent', 'Summarise accretion from the SET readings for the last 12 months, compared with relative sea-level rise.', SED, { name: 'loadSetReadings', args: { site: 'hollow-creek', months: 12 }, result: () => ({ stations: 6, readings: 72, file: 'set_hc_2024q3.csv', sha: n.sha1().slice(0, 12) }) }),
        agentTool('vegetationAgent', 'Summarise species cover change in the 40 quadrats compared with the same quarter last year.', VEG, { name: 'loadQuadrats', args: { site: 'hollow-creek', survey: '2024-Q3', compare: '2023-Q3' }, result: () => ({ plots: 40, surveyors: ['A. Lowe', 'J. Ncube'], file: 'quadrats_2024q3.xlsx', rev: n.int(3, 9) }) }),
      ] });
      T.say('Hollow Creek quarterly summary (Q3): The marsh is building elevation faster than the sea is rising: +4.1 mm/yr mean accretion across 6 SET stations against 3.2 mm/yr relative sea-level rise, highest near the breach (SET-4). Vegetation is recovering quickly: bare mud fell from 58% to 31% cover, Spartina rose to 38% and Salicornia to 17%, and sea aster and sea-lavender appeared for the first time. No invasive species were found.');
      return T.finish({ final: 'Quarterly summary written.' });
    },
  },
];
