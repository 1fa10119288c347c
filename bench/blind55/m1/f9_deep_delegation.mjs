import { agent, llm, tool, chain } from './lib.mjs';
export const family = 'deep_delegation';
export const loop = false, stagnation = false;
export const isolates = 'A chain of 3+ nested agents, each handing a narrower, different sub-task down, results flowing back up, then done.';
export const meta = [
  ['01', 'soapbox derby race day plan', 'OpenAI Agents SDK handoffs'],
  ['02', 'sundial maker custom order', 'CrewAI'],
  ['03', 'wargaming miniatures store reorder', 'smolagents managed agents'],
  ['04', 'water tower inspection report', 'Semantic Kernel'],
  ['05', 'GraphQL schema field deprecation', 'Claude Agent SDK (Task subagents)'],
  ['06', 'hearse and limousine hire fleet booking', 'Strands Agents'],
];
const nest = (levels, leaf) => levels.reduceRight((inner, [name, input, output, note]) => agent(name, input, output, [llm(name + '.llm', {}, note), inner]), leaf);
export const rows = [
  (r) => ({ goal: 'Plan the soapbox derby race day: heats, timing and marshal posts.', root: nest([
    ['Race Director', { task: 'plan race day' }, 'Plan done: 32 carts, 8 heats, timing OK, 6 marshals placed', 'Delegating heats planning to Heats Planner.'],
    ['Heats Planner', { task: 'build heats for 32 carts' }, '8 heats of 4, by age group; timing per lane verified', 'Need lane timing capacity; asking Timing Tech.'],
    ['Timing Tech', { task: 'check lane timing for 4 lanes' }, 'Lanes 1–4 timed; lane 3 photocell swapped', 'Need photocell battery state; asking Sensor Checker.'],
  ], agent('Sensor Checker', { task: 'battery state for lane photocells' }, 'Lane 3 at 11%, others >80%', [tool('photocell_status', { lanes: [1, 2, 3, 4] }, { l1: 88, l2: 91, l3: 11, l4: 83, read_at: r.iso() })])) }),
  (r) => ({ goal: 'Design and quote a custom garden sundial for latitude 51.2°N.', root: nest([
    ['Order Manager', { order: 'SD-118' }, 'Quote: bronze 300 mm horizontal dial, £1,240', 'Delegating design to Dial Designer.'],
    ['Dial Designer', { task: 'horizontal dial for 51.2N' }, 'Gnomon 51.2°, hour lines computed, casting quote £780', 'Need hour-line angles; delegating to Gnomonics Calculator.'],
    ['Gnomonics Calculator', { task: 'hour line angles at 51.2N, longitude 1.1W' }, 'Angles: 1h 11.8°, 2h 24.3°, 3h 37.9°…; longitude correction +4.4 min', 'Need equation-of-time table; asking Almanac Lookup.'],
  ], agent('Almanac Lookup', { task: 'equation of time monthly table' }, 'EoT table Jan..Dec retrieved', [tool('almanac_api', { table: 'equation_of_time', year: 2025 }, { jan15: '-9m09s', feb11: '-14m15s', may14: '+3m40s', nov3: '+16m33s' })])) }),
  (r) => ({ goal: 'Reorder low-stock miniature paints and kits for the wargaming store before the tournament weekend.', root: nest([
    ['manager_agent', { task: 'reorder for tournament' }, 'PO-4471 placed: 3 kits, 18 paints', 'Calling stock_agent for low items.'],
    ['stock_agent', { task: 'find low stock in paints and kits' }, '18 paints under 3 units, 3 kits under 2', 'Calling paints_agent for the paint range only.'],
    ['paints_agent', { task: 'low-stock paints by brand' }, 'Citadel 11, Vallejo 7', 'Calling sku_lookup_agent for Vallejo SKU mapping.'],
  ], agent('sku_lookup_agent', { task: 'map Vallejo names to distributor SKUs' }, '7 SKUs mapped', [tool('python_interpreter', { code: 'map_skus(low_vallejo)' }, 'Execution logs:\n70.950 Black, 70.951 White, 70.842 Gloss Varnish, ...\nLast output: 7')])) }),
  (r) => ({ goal: 'Produce the annual inspection report for the town\'s water tower.', root: nest([
    ['ReportAgent', { tower: 'WT-Hill' }, 'Report generated: coating grade C, 2 actions', 'Invoking StructureAgent.'],
    ['StructureAgent', { part: 'bowl and legs' }, 'Legs OK; bowl coating grade C', 'Invoking CoatingAgent for the bowl.'],
    ['CoatingAgent', { part: 'bowl exterior' }, 'Blistering 6% area NE quadrant → grade C', 'Invoking DroneImageAgent for NE quadrant images.'],
  ], agent('DroneImageAgent', { quadrant: 'NE' }, '42 images analysed', [tool('DroneImages-Analyse', { flight: 'FL-' + r.int(100, 999), quadrant: 'NE' }, { images: 42, blister_area_pct: 6.1, rust_spots: 3 })])) }),
  (r) => ({ goal: 'Deprecate the Customer.phone field in the GraphQL schema without breaking active clients.', root: nest([
    ['main', { prompt: 'deprecate Customer.phone safely' }, 'Added @deprecated with reason; 2 clients notified', 'Spawning Task subagent to find clients.'],
    ['Task: client-usage', { description: 'find clients querying Customer.phone' }, 'Clients: ios-app v5.2, partner-portal', 'Spawning Task subagent to read persisted query logs.'],
    ['Task: log-scan', { description: 'scan persisted queries last 30d' }, '2 operation hashes use phone', 'Running Grep over persisted query store.'],
  ], agent('Task: grep', { description: 'grep persisted queries' }, 'matched 2', [tool('Grep', { pattern: 'phone', path: 'persisted-queries/' }, 'persisted-queries/ios-app/GetCustomer.graphql:7:    phone\npersisted-queries/partner/CustomerCard.graphql:12:    phone')])) }),
  (r) => ({ goal: 'Book a hearse and two limousines for a funeral on Friday at 11:00.', root: nest([
    ['booking_agent', { request: 'hearse + 2 limos Fri 11:00' }, 'Booked: hearse H2, limos L1, L4; drivers assigned', 'Calling fleet_agent.'],
    ['fleet_agent', { need: 'hearse + 2 limos' }, 'H2, L1, L4 available; drivers Sam, Ola, Reid', 'Calling vehicle_agent for availability.'],
    ['vehicle_agent', { date: 'Fri' }, 'H1 in service, H2 free; L1, L4 free', 'Calling maintenance_agent for H1/H2 service state.'],
  ], agent('maintenance_agent', { vehicles: ['H1', 'H2'] }, 'H1 MOT Friday, H2 OK', [tool('maintenance_log', { vehicles: ['H1', 'H2'] }, { H1: 'MOT booked Fri 09:00', H2: 'serviced 12 days ago' })])) }),
];
