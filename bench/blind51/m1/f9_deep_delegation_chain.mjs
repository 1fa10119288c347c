// Healthy: a chain of 3+ nested agents, each passing a narrower different sub-task down; results flow up.
export const family = 'deep_delegation_chain';
export const loop = false, stagnation = false;
const chain = (S, levels, leafTool) => {
  // levels: [{name, task, say, result}] outermost first; leaf uses leafTool [name,args,out]
  let inner = null;
  for (let i = levels.length - 1; i >= 0; i--) {
    const L = levels[i];
    const kids = [S.llm([{ role: 'user', content: L.task }], L.say, i < levels.length - 1 ? [{ name: `delegate_${levels[i + 1].name}`, args: { task: levels[i + 1].task } }] : [{ name: leafTool[0], args: leafTool[1] }])];
    if (inner) kids.push(inner); else kids.push(S.tool(leafTool[0], leafTool[1], leafTool[2]));
    kids.push(S.llm([{ role: 'user', content: L.task }], L.result));
    inner = S.agent(L.name, { task: L.task }, L.result, kids);
  }
  return inner;
};
const mk = (n, domain, style, isolates, goal, levels, leaf) => ({ n, domain, style, isolates, goal, build(r, S) { return chain(S, levels, leaf(r)); } });
export const scenarios = [
mk('01', 'carousel restoration grant application', 'adk', 'Google ADK: grant agent -> budget agent -> paint-cost agent -> supplier lookup; each level narrower, results flow back into the application.',
  'Draft the heritage grant application for restoring the 1912 pier carousel.',
  [{ name: 'grant_writer', task: 'Draft the heritage grant application for restoring the 1912 pier carousel.', say: 'I need a budget section; delegating.', result: 'Application drafted with budget of 86 400 GBP, 41% of it paint and gilding.' },
   { name: 'budget_agent', task: 'Build the restoration budget.', say: 'Joinery is quoted; paint and gilding costs are missing; delegating.', result: 'Budget: joinery 38 000, paint/gilding 35 400, mechanics 13 000 = 86 400 GBP.' },
   { name: 'paint_cost_agent', task: 'Cost paint and 23ct gilding for 36 horses.', say: 'Need the gold leaf price per book.', result: '36 horses x 14 books x 52 GBP = 26 208 GBP leaf, plus 9 192 GBP paint and labour = 35 400 GBP.' }],
  r => ['price_lookup', { item: 'gold leaf 23.5ct loose book 80mm', qty: 504 }, { unit_gbp: 52.0, supplier: 'Wright & Sons', quoted: r.isoNoMs() }]),
mk('02', 'bamboo bicycle frame workshop order', 'openai', 'OpenAI Agents SDK handoffs: sales -> frame design -> joint spec -> fibre calculator; every level a narrower distinct sub-task.',
  'Quote a custom bamboo gravel bike frame for a 188 cm rider.',
  [{ name: 'sales_agent', task: 'Quote a custom bamboo gravel bike frame for a 188 cm rider.', say: 'Handing off geometry and materials.', result: 'Quote: 1 640 EUR, 6-week build, 58 cm frame.' },
   { name: 'frame_designer', task: 'Design geometry for 188 cm rider, gravel use.', say: 'Geometry set: 58 cm seat tube, 72.5° seat angle; need joint spec.', result: 'Geometry 58 cm; 6 hemp-epoxy joints; materials 310 EUR.' },
   { name: 'joint_spec', task: 'Specify hemp fibre wraps for 6 joints on a 58 cm frame.', say: 'Compute fibre mass per joint.', result: 'Hemp 420 g total, epoxy 610 g; cost 96 EUR.' }],
  r => ['fibre_calc', { joints: 6, tube_od_mm: [38, 32, 28], layers: 8 }, { hemp_g: 420, epoxy_g: 610, calc_id: r.uuid() }]),
mk('03', 'hydrant-fed street fountain refurbishment (Semantic Kernel)', 'semantic_kernel', 'Semantic Kernel nested agents: project -> plumbing -> pump sizing -> catalogue query, each with a different narrower question.',
  'Plan refurbishment of the Market Square drinking fountain.',
  [{ name: 'ProjectAgent', task: 'Plan refurbishment of the Market Square drinking fountain.', say: 'Stonework is straightforward; plumbing needs a specialist.', result: 'Plan: stone repointing week 1, plumbing and UV filter week 2; 11 200 GBP.' },
   { name: 'PlumbingAgent', task: 'Redesign the recirculating plumbing with UV treatment.', say: 'Need pump size for 2.4 m head at 18 L/min.', result: 'Pipework 22 mm copper, UV-C 16 W unit, pump Grundfos UPS 25-60; 4 300 GBP.' },
   { name: 'PumpSizingAgent', task: 'Choose a pump for 2.4 m head at 18 L/min.', say: 'Query catalogue for matching duty point.', result: 'Grundfos UPS 25-60 at speed 2 meets 18 L/min at 2.6 m.' }],
  r => ['catalogue_query', { head_m: 2.4, flow_lpm: 18 }, [{ model: 'UPS 25-60', duty: '18 L/min @ 2.6 m' }, { model: 'Alpha2 25-40', duty: '18 L/min @ 2.1 m' }]]),
mk('04', 'recording studio mixing console repair', 'claude_sdk', 'Claude Agent SDK Task sub-agents three deep: repair lead -> channel diagnosis -> capacitor lookup.',
  'Diagnose channel 7 noise on the studio\'s SSL 4000 console and order parts.',
  [{ name: 'repair-lead', task: 'Diagnose channel 7 noise on the SSL 4000 and order parts.', say: 'Spawning a Task for channel diagnostics.', result: 'Ordered 4 caps (order NM-5521); fix booked Thursday.' },
   { name: 'channel-diagnostics', task: 'Find the noisy component on channel 7 from the scope captures.', say: 'Hiss follows the mic pre; check C14-C17 electrolytics; spawning parts lookup.', result: 'C14-C17 leaky; replace with 4 x 47uF 63V low-ESR.' },
   { name: 'parts-lookup', task: 'Find 47uF 63V low-ESR radial caps in stock.', say: 'Search distributor.', result: 'Nichicon UPW1J470MPD in stock, 0.38 GBP each.' }],
  r => ['distributor_search', { q: '47uF 63V low ESR radial 105C' }, { results: [{ mpn: 'UPW1J470MPD', stock: 12400, price_gbp: 0.38 }], took: r.dur() }]),
mk('05', 'community orchard juice pressing day', 'strands', 'Strands agents-as-tools: event agent -> logistics agent -> transport agent -> van booking; each handles a different smaller problem.',
  'Organise the village apple pressing day for 2 tonnes of fruit.',
  [{ name: 'event_agent', task: 'Organise the village apple pressing day for 2 tonnes of fruit.', say: 'Logistics is the hard part; delegating.', result: 'Event set for 12 Oct: 2 presses, 1 300 L juice, van hired.' },
   { name: 'logistics_agent', task: 'Plan presses, bottles and transport for 2 t of apples.', say: '2 t yields ~1 300 L; need 1 750 bottles; transport delegated.', result: '2 hired presses, 1 750 x 750 ml bottles ordered, van booked.' },
   { name: 'transport_agent', task: 'Book a van for 1.8 t of bottled juice on 12 Oct.', say: 'Check availability.', result: 'Luton van LV-22 booked 08:00-18:00, 95 GBP.' }],
  r => ['van_availability', { date: '2024-10-12', payload_kg: 1800 }, { available: [{ van: 'LV-22', payload_kg: 1900, price: 95 }], ref: r.reqId('BK-') }]),
mk('06', 'glass eye studio (ocularist) appointment tooling', 'agno', 'Agno team (unnamed framework): clinic coordinator -> ocularist scheduler -> iris painting queue -> pigment stock check.',
  'Book a new prosthetic eye fitting for patient 2291 with a colour match.',
  [{ name: 'clinic_coordinator', task: 'Book a new prosthetic eye fitting for patient 2291 with colour match.', say: 'Delegating scheduling to ocularist team.', result: 'Fitting booked 21 Nov 10:00; iris painting 14 Nov.' },
   { name: 'ocularist_scheduler', task: 'Schedule impression, painting and fitting for 2291.', say: 'Impression on 7 Nov; painting requires pigment check.', result: 'Impression 7 Nov, painting 14 Nov, fitting 21 Nov.' },
   { name: 'iris_painting_queue', task: 'Confirm hazel-green pigment set for 14 Nov slot.', say: 'Check pigment stock.', result: 'Hazel-green set HG-3 available; slot confirmed.' }],
  r => ['pigment_stock', { set: 'HG-3' }, { set: 'HG-3', tubes: 7, min: 4, checked: r.syslog() }]),
];
