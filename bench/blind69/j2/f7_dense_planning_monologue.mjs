import { trace } from './lib.mjs';
// Healthy: several long reasoning steps in a row, each adding concrete numbers, names, decisions.
export const family = {
  name: 'dense_planning_monologue', loop: false, stagnation: false,
  isolates: 'consecutive long reasoning steps without tools where every step adds new concrete facts and decisions',
  rows: [
    (id) => { // Himalayan trekking logistics, Anthropic
      const user = 'Plan porter and food logistics for a 14-day Manaslu circuit trek: 10 clients, 2 guides. Budget NPR 1.9M for porters and food.';
      const t = trace(id, 'anthropic', { model: 'claude-3-7-sonnet-20250219', agent: 'trek-planner', user });
      t.llm('Step 1, loads. 12 trekkers at 10 kg duffel each = 120 kg. Group kit (kitchen, fuel, med kit, sat phone) ≈ 60 kg. Porter legal max 25 kg, plan 22 kg for altitude above Samagaun: 180 / 22 = 8.2, so 9 porters.');
      t.llm('Step 2, food. Teahouses exist on the whole circuit, so no camp kitchen; food cost is lodge meals. Lower valley (Soti Khola to Namrung, days 1-5) about NPR 2,800 per person per day; upper (Lho to Dharamsala, days 6-11) NPR 4,200; descent (Bimthang to Dharapani, days 12-14) NPR 3,100. For 12 people: 5×2,800×12 = 168,000; 6×4,200×12 = 302,400; 3×3,100×12 = 111,600. Food total NPR 582,000.');
      t.llm('Step 3, porter wages. Going rate NPR 2,500/day plus NPR 1,000/day food and lodging allowance, 14 days plus 2 return days = 16 days: 9 × 3,500 × 16 = 504,000. Porter insurance NPR 4,500 each = 40,500. Kit for porters (boots, down jackets via the agency pool) 9 × 6,000 = 54,000. Porter subtotal 598,500.');
      t.llm('Step 4, budget check and contingency. 582,000 + 598,500 = 1,180,500, leaving 719,500 of the 1.9M. Add one acclimatisation day at Samagaun (12 × 4,200 + 9 × 3,500 = 81,900) and a 10% contingency on the new total (126,240). Projected total 1,388,640; under budget by ~511,000, which I will not spend but flag as a weather buffer for a Larkya La delay.');
      t.llm('Decision: 9 porters via Gorkha Porters Association, 15-day itinerary with Samagaun rest day, teahouse board throughout, NPR 1,388,640 committed, NPR 511k buffer.', [['save_plan', { trek: 'manaslu-oct', porters: 9, days: 15, committed_npr: 1388640 }]]);
      t.tool({ saved: true, version: 3 });
      return { goal: user, isolates: 'Four long reasoning steps compute loads, food, wages and contingency with new numbers each, then one save.', root: t.done('Plan saved') };
    },
    (id) => { // rocket launch range safety, OTel GenAI
      const user = 'Draft the hazard-area closure plan for the sounding-rocket launch on Friday (apogee 85 km, azimuth 310°).';
      const t = trace(id, 'otel', { model: 'o3-mini', agent: 'range-safety', user });
      const N = t.N;
      t.llm('', [['get_vehicle_data', { vehicle: 'SR-2 Improved Orion' }]]);
      t.tool({ stages: 1, burn_s: 26.1, nominal_impact_km: 71, dispersion_3sigma_km: 14, debris_classes: ['nose cone', 'motor case'], fetched: N.iso() });
      t.llm('Impact point: 71 km downrange on 310°, with a 14 km 3σ radius, so the sea closure ellipse is centred at 71 km and spans 57-85 km along azimuth and ±14 km across. Converting: centre ≈ 45 km north, 54 km west of the pad.');
      t.llm('Launch area: the motor case separates at burnout, altitude ~19 km at 26 s; wind-weighting gives case impact 9-23 km downrange. I add a launch-area closure box 0-25 km along 310°, 8 km wide, covering the fishing lanes F3 and F4.');
      t.llm('Airspace: NOTAM for surface to FL600 in both areas from T-30 min to T+20 min. Window Friday 10:00-14:00 local, so NOTAM effective 09:30-14:20. Marine notice to go to the coastguard 72 h ahead, i.e. Tuesday 10:00.');
      t.llm('Assets: one patrol boat at the ellipse centre, one at the F3/F4 boundary; radar clear-range call at T-10. Holds: any vessel within 5 km of the ellipse edge triggers a hold. Writing the plan.', [['write_doc', { title: 'Hazard-area closure plan SR-2 Friday', sections: ['impact ellipse', 'launch area box', 'NOTAM', 'marine notice', 'assets & holds'] }]]);
      t.tool({ doc_id: N.uuid(), url: 'https://docs.range.local/d/' + N.b62(10) });
      return { goal: user, isolates: 'Four successive reasoning steps derive impact ellipse, launch box, airspace times and asset placement, each with new figures.', root: t.done('Plan drafted') };
    },
    (id) => { // cocoa bean cooperative, W&B Weave
      const user = 'Split the 2025 Fairtrade premium (USD 212,000) across the cooperative\'s projects according to the general assembly priorities.';
      const t = trace(id, 'weave', { model: 'gpt-4o', agent: 'coop-treasurer', user });
      const N = t.N;
      t.llm('', [['get_assembly_minutes', { year: 2025 }]]);
      t.tool({ priorities: ['productivity (at least 25%)', 'school bursaries', 'clean water in Kpévé', 'admin cap 10%'], members: 1840, minutes_id: N.hex(8) });
      t.llm('Rule 1: Fairtrade requires at least 25% on productivity and quality. 25% of 212,000 = 53,000. I allocate 58,000: 40,000 for 160,000 hybrid seedlings (0.25 each) and 18,000 for four fermentation-box sets at 4,500.');
      t.llm('Rule 2: admin capped at 10% = 21,200. Actual need: audit 7,500 + accountant 9,600 = 17,100. I book 17,100, saving 4,100 for projects.');
      t.llm('Remaining 212,000 − 58,000 − 17,100 = 136,900. Water project in Kpévé: borehole quote 61,500 plus hand pump and slab 8,400 = 69,900. Bursaries: 1840 members, the assembly capped bursaries at 150 students × USD 380 = 57,000.');
      t.llm('136,900 − 69,900 − 57,000 = 10,000 left. Assign it to a price-stabilisation reserve as the minutes allow. Final: productivity 58,000; admin 17,100; water 69,900; bursaries 57,000; reserve 10,000; total 212,000.', [['save_allocation', { total: 212000, lines: { productivity: 58000, admin: 17100, water: 69900, bursaries: 57000, reserve: 10000 } }]]);
      t.tool({ ok: true, balance_check: 0 });
      return { goal: user, isolates: 'Four reasoning steps allocate the premium line by line, each introducing new amounts, ending in a balanced allocation.', root: t.done('Allocated USD 212,000') };
    },
    (id) => { // bobsleigh track ice scheduling, Langfuse
      const user = 'Build the ice-time schedule for the bobsleigh track for the week of the national selection races (5 teams, 2 skeleton athletes, track maintenance).';
      const t = trace(id, 'langfuse', { model: 'gpt-4o', agent: 'track-scheduler', user });
      t.llm('Constraints: track open 07:00-13:00 and 18:00-21:00 (afternoon sun softens curve 9). Refrigeration needs 90 min after each session block for re-profiling. A two-man bob run takes ~4 min start to start; skeleton ~2.5 min.');
      t.llm('Mon/Tue: training. Each of 5 bob teams needs 6 runs = 30 runs × 4 min = 120 min; skeleton 2 × 8 runs × 2.5 = 40 min. Morning block 07:00-09:00 bobs, 09:00-09:40 skeleton, 09:40-11:10 re-profiling, 11:10-13:00 spare.');
      t.llm('Wed: official training with timing, draw order by last year\'s ranking: Hahn, Ionescu, Bergström, Kowal, Adeyemi. Evening 18:00-19:00 for skeleton because their timing beam (T4) is re-aligned on Wednesday afternoon.');
      t.llm('Thu: no sliding, full ice re-profiling and curve 9 rebuild (contractor Frigotec, 6 h). Fri: race heats 1-2 at 08:00 and 10:30; Sat: heats 3-4 at 08:00 and 10:30, medal ceremony 13:00. Skeleton selection runs Fri 18:30.');
      t.llm('Schedule complete; publishing.', [['publish_schedule', { week: '2025-W03', days: 6 }]]);
      t.tool({ published: true, url: '/schedule/2025-W03' });
      return { goal: user, isolates: 'Long reasoning steps each settle a new day or constraint (times, run counts, draw order, contractor) before one publish call.', root: t.done('published') };
    },
    (id) => { // mortuary transfers, AutoGen
      const user = 'Plan tomorrow\'s deceased transfers between the hospital mortuaries and the three funeral homes with our two vehicles.';
      const t = trace(id, 'autogen', { model: 'gpt-4o', agent: 'transfer_planner', user });
      const N = t.N;
      t.llm('', [['list_pending_transfers', { date: 'tomorrow' }]]);
      t.tool({ pending: [{ ref: 'T-41', from: 'St Mary mortuary', to: 'Ashcombe FH', release_after: '09:00' }, { ref: 'T-42', from: 'Royal Infirmary', to: 'Kells & Sons', release_after: '11:00' }, { ref: 'T-43', from: 'St Mary mortuary', to: 'Kells & Sons', release_after: '09:30' }, { ref: 'T-44', from: 'Coroner unit', to: 'Ashcombe FH', release_after: '13:00', note: 'coroner release form pending' }, { ref: 'T-45', from: 'Royal Infirmary', to: 'Greaves FH', release_after: '10:00' }], generated: N.isoOff() });
      t.llm('Vehicle capacity is 2 each. T-41 and T-43 both leave St Mary after 09:30: van 1 takes both, drop Ashcombe (15 min) then Kells (20 min), back by 10:45.');
      t.llm('Van 2 at Royal Infirmary 11:00 for T-42 and T-45 together (T-45 is released at 10:00, so it waits): Greaves first (12 min), then Kells (25 min); done by 11:50.');
      t.llm('T-44 depends on the coroner form; it cannot be scheduled firm. Van 1 is free from 10:45, so provisionally 13:30 with a phone check to the coroner\'s officer at 12:30. Two staff per van for manual handling, so I need 4 staff 09:00-12:00 and 2 after.');
      t.llm('Writing the run sheet.', [['save_runsheet', { van1: ['T-41', 'T-43', 'T-44*'], van2: ['T-45', 'T-42'], staff_am: 4, staff_pm: 2 }]]);
      t.tool({ saved: true, sheet: N.job('rs') });
      return { goal: user, isolates: 'Reasoning steps assign each van, times and staffing in turn, each adding new routing decisions, then one save.', root: t.done('run sheet saved') };
    },
    (id) => { // ground station scheduling, DSPy-like plain prompt program (plain trace)
      const user = 'Deconflict next week\'s contact schedule for our 3.7 m S-band antenna: 4 customer satellites requested 61 passes.';
      const t = trace(id, 'plain', { model: 'gpt-4o-mini', agent: 'ScheduleProgram', user });
      const N = t.N;
      t.llm('', [['load_requests', { antenna: 'GS-ANT-2', week: '2025-W22' }]]);
      t.tool({ requests: 61, by_customer: { 'AquaSat-1': 21, 'Polaris-B': 14, 'KestrelOne': 18, 'Tundra-3': 8 }, conflicts: 9, file: N.tmp('.json') });
      t.llm('Antenna slew between passes needs 90 s plus 60 s pre-pass config, so passes with less than 150 s gap conflict. The 9 conflicts: 5 AquaSat vs KestrelOne, 3 Polaris vs KestrelOne, 1 AquaSat vs Tundra-3.');
      t.llm('Contract priorities: AquaSat-1 has a guaranteed 18 contacts/week (gold), Polaris-B 12 (silver), KestrelOne and Tundra-3 best-effort. So AquaSat wins its 5 and 1 conflicts: 6 of the 9 resolved, KestrelOne loses 5 and Tundra-3 loses 1.');
      t.llm('Polaris vs KestrelOne: Polaris has 14 requests against a guarantee of 12, so it can lose 2. I give KestrelOne the two highest-elevation of the three (62° and 57°), Polaris keeps the 3rd. Result: AquaSat 21, Polaris 12, KestrelOne 18−5−1 = 12, Tundra-3 7; 52 passes, no conflicts.');
      t.llm('Committing the schedule.', [['commit_schedule', { antenna: 'GS-ANT-2', week: '2025-W22', passes: 52 }]]);
      t.tool({ committed: 52, rejected_notified: 9, version: N.hex(6) });
      return { goal: user, isolates: 'Successive reasoning steps apply slew limits, contract tiers and elevation tie-breaks with new counts each time, then commit.', root: t.done('52 passes committed') };
    },
  ],
};
