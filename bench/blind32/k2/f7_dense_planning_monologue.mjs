import { Run, rootSpan, agent } from './lib.mjs';

export const FAMILY = {
  name: 'dense_planning_monologue', loop: false, stagnation: false,
  isolates: 'Several long reasoning steps in a row with few or no tool calls, but each adds concrete new numbers, names or decisions; the plan is delivered.',
};

export const ROWS = [
  {
    id: '01', domain: 'geodesic dome kit shipping', style: 'responses',
    isolates: 'Four consecutive planning messages work out strut counts, pallet weights, container fit and a delivery sequence for dome kits, each building on new figures.',
    goal: 'Plan how to pack and ship three 8 m 3V geodesic dome kits (for a glamping site in Asturias) from our Rotterdam workshop, within one 20 ft container if possible.',
    build(c) {
      const run = new Run(c, 'responses', { system: 'You are the logistics planner for a dome kit maker.', goal: this.goal });
      const k = [];
      k.push(...run.step('', [{ name: 'get_kit_bom', args: { model: 'DOME-8M-3V', qty: 3 }, out: { per_kit: { struts: { A: 30, B: 55, C: 80 }, hubs: 91, strut_len_mm: { A: 1392, B: 1610, C: 1646 }, strut_kg: 2.1, hub_kg: 1.4, cover_kg: 118, cover_roll_dims_cm: [180, 60, 60], door_frame_kg: 46 }, rev: `BOM-${c.hex(5)}`, generated: c.iso() } }]));
      k.push(...run.final('Per kit that is 165 struts (30 A, 55 B, 80 C) and 91 hubs. Struts weigh 165 x 2.1 = 346.5 kg, hubs 91 x 1.4 = 127.4 kg, plus cover 118 kg and door frame 46 kg, so 637.9 kg per kit and 1,913.7 kg for three. Weight is nowhere near the 20 ft limit of about 28,000 kg, so volume and length are what matter. The longest strut is 1,646 mm, so a 1,200 x 1,800 mm pallet footprint fits them lying lengthwise.'));
      k.push(...run.final('Pallet plan per kit: pallet 1 carries the 80 C struts (1,646 mm) bundled in 8 bundles of 10, stacked 4 high, about 0.55 m tall, 168 kg plus 25 kg pallet. Pallet 2 carries the 55 B and 30 A struts together, since A (1,392) and B (1,610) both fit under 1,800 mm: 85 struts, 178.5 kg. Pallet 3 takes the 91 hubs in 4 crates of 23 (the last one 22), 127.4 kg, plus the door frame on top, 173.4 kg. The cover roll (180 x 60 x 60 cm) goes on its own half pallet, 118 kg. So 3.5 pallet positions per kit, 10.5 for three, round up to 11.'));
      k.push(...run.final('Container fit: a 20 ft box floor is 5.90 x 2.35 m. 1,200 x 1,800 pallets placed 1,800 across do not fit two abreast (3.6 m > 2.35 m), placed 1,200 across they fit one abreast with 1.15 m spare, which wastes space. Better: stack. Strut pallets are only about 0.55 to 0.7 m tall and can be double-stacked to 1.4 m; the inner height is 2.39 m so even triple stacking of strut pallets (2.1 m) works. Floor positions: 3 stacks of 3 strut pallets (9 strut pallets covers 6 needed plus 3 hub pallets stacked separately) along 3 x 1.8 = 5.4 m... I will do 3 strut stacks plus the three cover rolls standing beside them in the 1.15 m gap. Everything fits in one 20 ft container.'));
      k.push(...run.final('Load sequence for the Asturias site, which assembles dome 1 first: load dome 3 at the nose, dome 1 at the doors. Each stack is one kit (C struts bottom, A/B middle, hub crate top) so the crew unloads a full kit at a time. Lashing: 6 ratchet straps per stack, corner boards on strut bundles. Booking: 1 x 20 ft DV, Rotterdam to Gijon by short-sea, about 4 days transit, then 55 km by truck to the site.'));
      k.push(...run.step('', [{ name: 'create_shipment_plan', args: { container: '20DV', stacks: [{ kit: 3, position: 'nose' }, { kit: 2, position: 'middle' }, { kit: 1, position: 'doors' }], cover_rolls: 3, gross_kg: 1989.7, route: 'NLRTM-ESGIJ' }, out: { plan_id: `SP-${c.int(1000, 9999)}`, status: 'DRAFT', created: c.isoSec() } }]));
      k.push(...run.final('Plan SP drafted: one 20 ft container, three stacks of three pallets (one kit per stack, kit 1 at the doors), three cover rolls alongside, 1,989.7 kg gross including pallets, short-sea Rotterdam to Gijón.'));
      return rootSpan(c, 'responses', 'logistics-planner', this.goal, { status: 'completed' }, k);
    },
  },
  {
    id: '02', domain: 'coral reef nursery outplanting', style: 'gemini',
    isolates: 'A long chain of reasoning turns nursery inventory and sea temperature into a dated outplanting schedule, with new species, counts and dive slots in each step.',
    goal: 'Draw up the outplanting schedule for this season\'s coral fragments from the rope nursery to the two restoration sites, avoiding the expected bleaching window.',
    build(c) {
      const run = new Run(c, 'gemini', { system: 'You plan reef restoration work for a marine NGO.', goal: this.goal });
      const k = [];
      k.push(...run.step('', [{ name: 'nursery_inventory', args: { nursery: 'rope-N2' }, out: { as_of: c.date(), stock: [{ species: 'Acropora cervicornis', genotypes: 12, fragments: 640, ready_cm: 15 }, { species: 'Acropora palmata', genotypes: 6, fragments: 180, ready_cm: 12 }, { species: 'Orbicella faveolata (micro-frag)', genotypes: 4, fragments: 96, ready_cm: 5 }], logger: `HOBO-${c.int(20000000, 29999999)}` } }, { name: 'sst_forecast', args: { region: 'Florida Keys upper', weeks: 16 }, out: { dhw_forecast: [{ week: 1, dhw: 0 }, { week: 6, dhw: 1.2 }, { week: 9, dhw: 4.1 }, { week: 12, dhw: 6.3 }], source: 'NOAA CRW 5km v3.1', issued: c.dmy() } }]));
      k.push(...run.final('Degree heating weeks pass 4 around week 9, so all outplanting must finish by the end of week 7 with a margin. That leaves 7 weeks. A. cervicornis has 640 fragments over 12 genotypes; the restoration guideline is at least 10 genotypes per site, so both sites get all 12 genotypes. Site Horseshoe (shallow, 3-5 m) is best for A. palmata; Site Carysfort South (6-9 m) suits cervicornis and Orbicella.'));
      k.push(...run.final('Allocation: Horseshoe gets all 180 A. palmata plus 200 cervicornis; Carysfort South gets 440 cervicornis and all 96 Orbicella micro-fragments. A two-person team outplants about 60 fragments per dive with epoxy, or 90 with nail-and-tie for cervicornis. Cervicornis total 640 / 90 = 7.1 dives; palmata 180 / 60 = 3 dives; Orbicella 96 / 60 = 1.6, call it 2 dives. 12.1 dives, so 13 dive slots.'));
      k.push(...run.final('The boat allows 2 dives per day, 3 days per week (Tue, Thu, Sat), so 6 slots a week: weeks 1 and 2 cover 12 slots and week 3 one more. Order: palmata first (weeks 1, 3 slots at Horseshoe) since it is most heat-sensitive, then Horseshoe cervicornis (3 slots), then Carysfort cervicornis (5 slots) and Orbicella (2 slots) in week 2 and the first slot of week 3. This finishes in week 3, leaving weeks 4 to 7 for monitoring dives at 2 and 4 weeks post-outplant, before DHW reaches 4.'));
      k.push(...run.step('', [{ name: 'create_calendar_events', args: { events: 13, start_week: 1, days: ['Tue', 'Thu', 'Sat'], boat: 'RV Sargassum', sites: ['Horseshoe', 'Carysfort South'] }, out: { created: 13, calendar: 'restoration-ops', first: c.dayPlus(2), ical_uid_prefix: c.hex(10) } }]));
      k.push(...run.final('Schedule set: 13 dive slots over weeks 1 to 3 (palmata first), monitoring dives in weeks 5 and 7, all done before the week 9 bleaching risk.'));
      return rootSpan(c, 'gemini', 'reef-planner', this.goal, { finishReason: 'STOP' }, k);
    },
  },
  {
    id: '03', domain: 'snow globe manufacturing', style: 'crewai',
    isolates: 'A CrewAI production planner reasons in several long steps from orders to mould shifts, glycerine batches and packing labour, each adding new quantities and dates.',
    goal: 'Plan production for the holiday snow globe orders (3 designs, 42,000 units) so everything ships by 15 November.',
    build(c) {
      const run = new Run(c, 'crewai', { system: 'You are Production Planner. Goal: feasible production plans. Backstory: 20 years in a glass-and-resin novelty factory.', goal: this.goal, agentName: 'Production Planner' });
      const k = [];
      k.push(...run.step('Thought: get orders and capacity.\nAction: Read Orders', [{ name: 'Read Orders', args: { season: 'holiday' }, out: `design        units   globe_mm  due\nTownSquare    18000   100       ${c.dayPlus(40)}\nPolarBear     15000   65        ${c.dayPlus(40)}\nSleighRide     9000   100       ${c.dayPlus(40)}\ncapacity: 2 moulding lines (100mm: 1,400/shift, 65mm: 2,100/shift), fill line 6,000/shift, pack 4,500/shift/20 staff\n(report generated ${c.us()}, ERP build ${c.hex(7)})` }]));
      k.push(...run.final('Thought: Moulding is the bottleneck. 100 mm designs total 18,000 + 9,000 = 27,000 at 1,400 per shift = 19.3 shifts. PolarBear 65 mm: 15,000 / 2,100 = 7.1 shifts. Both lines run in parallel, so line A (100 mm) needs 20 shifts and line B (65 mm) needs 8 shifts. Running two shifts a day, line A needs 10 working days and line B 4 days.'));
      k.push(...run.final('Thought: Filling. Total 42,000 units at 6,000 per shift = 7 shifts. Fill needs globes cured 48 h after moulding, so filling starts day 3. Glycerine water mix is 30% glycerine: 100 mm globe holds 0.42 L, 65 mm holds 0.12 L. Volume = 27,000 x 0.42 + 15,000 x 0.12 = 11,340 + 1,800 = 13,140 L, so 3,942 L glycerine; order 4,200 L (2 IBCs of 1,000 L plus 11 drums of 200 L) to cover 6% scrap.'));
      k.push(...run.final('Thought: Packing. 42,000 / 4,500 = 9.3 shifts with 20 staff. If packing starts day 4 and runs one shift per day, it ends day 13. Add a Saturday shift in week 2 to end on day 12. Schedule: moulding days 1-10 (line A) and 1-4 (line B, then B switches to spare 100 mm moulds for SleighRide, cutting line A to 7 days). Fill days 3-9. Pack days 4-12. Shipping day 13. With 30 days to the due date, there are 17 days of buffer.'));
      k.push(...run.step('Thought: Record the plan.\nAction: Create Production Order', [{ name: 'Create Production Order', args: { lines: { A: 'TownSquare, SleighRide 1-7', B: 'PolarBear 1-4; SleighRide overflow 5-7' }, glycerine_l: 4200, pack_staff: 20, saturday_shift: true }, out: `Production order PO-H${c.int(100, 999)} created at ${c.syslog()} by svc-planner` }]));
      k.push(...run.final('Final Answer: Plan: moulding 7 days on two lines, fill days 3-9, pack days 4-12 with one Saturday shift, ship day 13; order 4,200 L of glycerine. Ready 17 days ahead of 15 November.'));
      const task = { type: 'chain', name: 'Task: Holiday production plan', input: { description: this.goal }, output: 'Plan: moulding 7 days...', children: [agent('Agent: Production Planner', { task: 'Holiday production plan' }, 'Plan delivered', k, { role: 'Production Planner' })], metadata: { task_id: c.uuid() } };
      return rootSpan(c, 'crewai', 'globe-factory', this.goal, { raw: 'Plan delivered; ships day 13.' }, [task]);
    },
  },
  {
    id: '04', domain: 'cross-country ski trail grooming', style: 'otel_genai',
    isolates: 'The agent reasons through snow data, machine hours and trail priorities over four steps, each producing new route orders and timings, then dispatches the grooming plan.',
    goal: 'Plan tonight\'s grooming for the Nordic centre\'s 62 km trail network after 18 cm of new snow, with two PistenBully machines, so classic and skate lanes are ready at 08:00.',
    build(c) {
      const run = new Run(c, 'otel_genai', { system: 'You are the grooming coordinator assistant.', goal: this.goal });
      const k = [];
      k.push(...run.step('', [{ name: 'get_trail_conditions', args: { network: 'all' }, out: { new_snow_cm: 18, air_c: -7, forecast_min_c: -11, wind_kmh: 12, trails: [{ id: 'Red 5', km: 5, lanes: 'classic+skate', priority: 1 }, { id: 'Blue 10', km: 10, lanes: 'classic+skate', priority: 1 }, { id: 'Black 15', km: 15, lanes: 'skate', priority: 2 }, { id: 'Lake loop', km: 12, lanes: 'classic', priority: 2 }, { id: 'Forest 20', km: 20, lanes: 'classic', priority: 3 }], station: `WX-${c.int(100, 999)}`, obs_time: c.isoOffset(1) } }]));
      k.push(...run.final('18 cm of new snow at -7 C needs two passes on the skate trails: a first pass to compact with the tiller off, then a tiller pass after 2 h of sintering. Classic tracks can be set in one pass with tiller and track setters once compacted. Machine speed is about 10 km/h compacting and 8 km/h tilling. Total: 62 km. Red 5 and Blue 10 (15 km, priority 1, both lanes) must be ready first.'));
      k.push(...run.final('Machine 1 (PB 400 with track setters): 20:00 compact Red 5 + Blue 10 = 15 km / 10 = 1.5 h, ends 21:30. Then Lake loop compact 12 km = 1.2 h, ends 22:42. 23:00 return to Red 5 and Blue 10 for the tiller pass with classic tracks: 15 km / 8 = 1.9 h, ends 00:55. Then Lake loop tiller and classic 12 / 8 = 1.5 h, ends 02:25.'));
      k.push(...run.final('Machine 2 (PB 100, no track setters): 20:00 compact Black 15 = 1.5 h, to 21:30; then Forest 20 compact = 2 h, to 23:30. Forest 20 is priority 3 and only needs classic tracks, which machine 2 cannot set, so machine 1 takes Forest 20 from 02:40 to 05:10 (20 / 8 = 2.5 h). Machine 2 does the Black 15 tiller pass 00:00 to 01:53. Both machines done by 05:10; fuel: machine 1 about 7.5 h x 22 L = 165 L, machine 2 about 5.4 h x 14 L = 76 L.'));
      k.push(...run.step('', [{ name: 'dispatch_grooming', args: { plan: [{ machine: 'PB400', legs: ['Red5+Blue10 compact 20:00', 'Lake compact', 'Red5+Blue10 tiller+classic 23:00', 'Lake tiller+classic', 'Forest20 tiller+classic 02:40'] }, { machine: 'PB100', legs: ['Black15 compact 20:00', 'Forest20 compact', 'Black15 tiller 00:00'] }], fuel_l: { PB400: 165, PB100: 76 } }, out: { dispatched: true, radio_group: 'GROOM-2', job: c.jobId('groom'), ack_by: ['op.lindholm', 'op.vaara'], at: c.hms() } }]));
      k.push(...run.final('Dispatched: both machines start at 20:00 and finish by 05:10. Priority trails are fully groomed by 00:55, ahead of the 08:00 opening.'));
      return rootSpan(c, 'otel_genai', 'grooming-coordinator', this.goal, { finish_reason: 'stop' }, k);
    },
  },
  {
    id: '05', domain: 'tide mill museum reopening', style: 'agno',
    isolates: 'An Agno agent plans a working tide mill\'s reopening weekend across several long steps, each fixing new tide times, milling runs, volunteer slots and visitor caps.',
    goal: 'Plan the reopening weekend of the restored tide mill museum: when to run the waterwheel for visitors, volunteer rota and ticket caps.',
    build(c) {
      const run = new Run(c, 'agno', { system: 'You plan events for a heritage museum.', goal: this.goal, agentName: 'event-planner' });
      const k = [];
      k.push(...run.step('Get tide times and the site constraints.', [{ name: 'tide_table', args: { port: 'Woodbridge', days: 2 }, out: `Sat  HW 06:12 3.4m  LW 12:31 0.6m  HW 18:40 3.5m\nSun  HW 06:58 3.5m  LW 13:17 0.5m  HW 19:25 3.6m\n(UKHO data, local times BST, fetched ${c.httpDate()})` }, { name: 'site_info', args: {}, out: { mill_pond_fill_h: 'fills on flood, gate closed at HW', wheel_run_window: 'from ~2.5h after HW until pond drops below 1.0m (about 2h)', max_visitors_in_mill: 25, volunteers: 14 } }]));
      k.push(...run.final('The wheel can run from about 2.5 h after high water for about 2 hours. Saturday HW 06:12 gives a window 08:40 to 10:40 (before opening at 10:00, so only 10:00 to 10:40 is usable) and HW 18:40 gives 21:10 to 23:10 (after closing). Sunday HW 06:58 gives 09:28 to 11:28, so 10:00 to 11:28 is usable. Saturday therefore only has 40 minutes of wheel running in opening hours; Sunday has almost 90.'));
      k.push(...run.final('Decision: Saturday 10:00 opening with a 10:05 "first turn of the wheel" ceremony (40 minutes of milling, one demonstration batch of 25 kg wholemeal). Saturday afternoon without the wheel: talks on the 1793 mill mechanism at 12:00, 14:00 and 15:30. Sunday: milling demonstrations at 10:00, 10:30 and 11:00 (three groups). Extra evening event Saturday 21:15 "milling by lantern" limited to 25 people, ticketed at GBP 12.'));
      k.push(...run.final('Visitor caps: the mill floor holds 25, a demonstration lasts 25 minutes, so each milling slot is 25 visitors; Saturday ceremony 25 inside plus the quay outside unlimited. Ticketed inside slots: Sat 1 + evening 1, Sun 3 = 5 slots x 25 = 125 timed tickets. Volunteers: 14 available; each slot needs 2 in the mill (miller plus safety), 1 on the sluice, 2 on tickets/quay; that is 5 per slot, so 3 teams rotating, Sat morning team A, Sat evening team B, Sun team C plus A as relief.'));
      k.push(...run.step('Create the ticket slots.', [{ name: 'create_ticket_slots', args: { slots: [{ day: 'Sat', time: '10:05', cap: 25 }, { day: 'Sat', time: '21:15', cap: 25, price: 12 }, { day: 'Sun', time: '10:00', cap: 25 }, { day: 'Sun', time: '10:30', cap: 25 }, { day: 'Sun', time: '11:00', cap: 25 }] }, out: { created: 5, event_id: `ev_${c.alnum(10)}`, booking_url: `https://tickets.example/ev_${c.alnum(10)}` } }]));
      k.push(...run.final('Plan done: five timed milling slots (125 tickets), three Saturday talks, three volunteer teams of five.'));
      return rootSpan(c, 'agno', 'event-planner', this.goal, { content: 'Reopening plan ready, 5 ticketed slots created.', status: 'COMPLETED' }, k);
    },
  },
  {
    id: '06', domain: 'Jupyter notebook reproducibility audit', style: 'langgraph',
    isolates: 'A LangGraph planner reasons over a repo scan through four steps, each deciding different concrete actions (pins, seeds, data paths, CI job), then writes the plan.',
    goal: 'Plan how to make the 23 notebooks in the fisheries-stock-assessment repo reproducible on a clean machine and in CI, in priority order.',
    build(c) {
      const run = new Run(c, 'langgraph', { system: 'You are a research software engineer planning refactors.', goal: this.goal });
      const k = [];
      k.push(...run.step('Scan the repo.', [{ name: 'scan_notebooks', args: { path: 'notebooks/' }, out: { notebooks: 23, unpinned_imports: ['pandas', 'scipy', 'pymc', 'arviz', 'geopandas'], random_without_seed: ['03_bootstrap_cpue.ipynb', '07_mcmc_sr.ipynb', '11_sim_recruitment.ipynb'], absolute_paths: ['C:\\Users\\mlarsen\\Data\\landings_2019.xlsx', '/Volumes/SHARED/survey/ctd/'], out_of_order_exec: 9, largest_runtime_min: 47, scanned_at: c.iso(), scanner: `nbscan ${c.int(0, 3)}.${c.int(0, 9)}` } }]));
      k.push(...run.final('Priority 1 is the environment: five unpinned imports. pymc and arviz versions change sampler defaults, so pin them exactly (pymc 5.16.2, arviz 0.19.0) and pin pandas 2.2.x, scipy 1.13.x, geopandas 0.14.x via an environment.yml with a conda-lock file, because geopandas needs GDAL binaries that pip cannot guarantee.'));
      k.push(...run.final('Priority 2 is randomness: three notebooks draw random numbers without a seed. 03_bootstrap_cpue uses np.random.choice; replace with rng = np.random.default_rng(20240917) passed down. 07_mcmc_sr calls pm.sample without random_seed; set random_seed=[11, 12, 13, 14] for four chains. 11_sim_recruitment uses random.gauss from the stdlib; switch to the same rng so one seed controls it.'));
      k.push(...run.final('Priority 3 is data paths: the Windows path to landings_2019.xlsx and the /Volumes SHARED CTD folder. Move both behind a data/ directory with a data/README and a fetch script that downloads landings from the ICES data portal (accession to be confirmed) and the CTD casts from the institute S3 bucket; notebooks read paths from a single config.yaml. Priority 4 is execution order: nine notebooks were saved out of order; CI should run them with nbclient top-to-bottom. 07_mcmc_sr takes 47 min, so CI uses draws=200 via a papermill parameter and a nightly job runs the full 2,000 draws.'));
      k.push(...run.step('Write the plan into the repo as an issue.', [{ name: 'create_issue', args: { repo: 'inst/fisheries-stock-assessment', title: 'Reproducibility plan for notebooks', labels: ['infra'], body_sections: ['1 env pins + conda-lock', '2 seeds for 03/07/11', '3 data/ + fetch script + config.yaml', '4 CI nbclient + papermill draws=200, nightly full run'] }, out: { number: c.int(100, 400), url: `https://git.example.org/inst/fisheries-stock-assessment/issues/${c.int(100, 400)}`, created_at: c.iso() } }]));
      k.push(...run.final('The plan is filed as an issue with four prioritised work items.'));
      return rootSpan(c, 'langgraph', 'repro-planner', this.goal, { messages: ['AIMessage: plan filed'] }, k);
    },
  },
];
