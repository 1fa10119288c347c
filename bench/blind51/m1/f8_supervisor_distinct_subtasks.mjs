// Healthy: a supervisor hands the same worker different sub-tasks; each returns new results; then synthesis.
export const family = 'supervisor_distinct_subtasks';
export const loop = false, stagnation = false;
const sup = (S, r, goal, worker, tool, tasks, synth) => {
  const kids = [];
  tasks.forEach(([task, args, res]) => {
    kids.push(S.llm([{ role: 'user', content: goal }], `Delegating to ${worker}: ${task}`, [{ name: `transfer_to_${worker}`, args: { task } }]));
    kids.push(S.agent(worker, { task }, res, [S.llm([{ role: 'user', content: task }], null, [{ name: tool, args }]), S.tool(tool, args, res)]));
  });
  kids.push(S.llm([{ role: 'user', content: goal }], synth));
  return kids;
};
const mk = (n, domain, style, isolates, goal, worker, tool, tasks, synth) => ({ n, domain, style, isolates, goal,
  build(r, S) { return S.agent('supervisor', { goal }, synth, sup(S, r, goal, worker, tool, tasks(r), synth), { pattern: 'supervisor' }); } });
export const scenarios = [
mk('01', 'community land trust site acquisitions', 'langsmith', 'A LangGraph supervisor sends one research worker three different parcels to check; each comes back with different zoning and price data, then a ranking.',
  'Rank three candidate parcels for the land trust\'s next 12-home scheme.', 'parcel_researcher', 'parcel_lookup',
  r => [['Check parcel 14-221 on Mill Lane', { parcel: '14-221' }, { zoning: 'R2', area_m2: 4100, asking: 610000, flood_zone: 'none', fetched: r.iso() }], ['Check parcel 09-087 behind the school', { parcel: '09-087' }, { zoning: 'R3', area_m2: 3300, asking: 480000, flood_zone: 'FZ2' }], ['Check parcel 22-310 old dairy', { parcel: '22-310' }, { zoning: 'mixed', area_m2: 5200, asking: 700000, contamination: 'survey required' }]],
  'Ranking: 1) 14-221 (R2, no flood risk, 149 GBP/m²); 2) 22-310 (largest but needs contamination survey); 3) 09-087 (cheapest but flood zone 2).'),
mk('02', 'ski wax workshop supplier comparison', 'openai', 'An OpenAI Agents SDK triage agent hands the same procurement worker three different supplier queries; each returns distinct prices and lead times.',
  'Find the cheapest reliable source of fluoro-free hot wax for the winter season.', 'procurement_worker', 'supplier_quote',
  r => [['Quote 40 kg from Holmenkol', { supplier: 'holmenkol', kg: 40 }, { eur_per_kg: 38.5, lead_days: 12, quote_id: r.reqId('Q-') }], ['Quote 40 kg from Swix', { supplier: 'swix', kg: 40 }, { eur_per_kg: 41.0, lead_days: 5 }], ['Quote 40 kg from Toko', { supplier: 'toko', kg: 40 }, { eur_per_kg: 35.2, lead_days: 28, moq_kg: 50 }]],
  'Holmenkol at 38.50 €/kg and 12 days is best: Toko is cheaper but its 50 kg MOQ and 28-day lead miss the November opening; Swix is fastest but 2.50 €/kg dearer.'),
mk('03', 'oil painting restoration studio condition reports', 'crewai', 'A CrewAI manager asks one conservator agent about three different paintings in turn, gets three different condition findings, then writes a treatment priority list.',
  'Prioritise conservation treatment for three paintings arriving from the Hollins bequest.', 'conservator', 'read_condition_photos',
  r => [['Assess "Harbour at Dusk" (HB-01)', { lot: 'HB-01' }, { craquelure: 'moderate', flaking: 'lower left 4 cm²', varnish: 'yellowed', uv_fluorescence: 'old retouching at sky' }], ['Assess "Portrait of Ada Hollins" (HB-02)', { lot: 'HB-02' }, { canvas_tear: '7 cm L-shaped', tension: 'slack', varnish: 'bloom' }], ['Assess "Still life with quinces" (HB-03)', { lot: 'HB-03' }, { condition: 'stable', dirt: 'surface grime', frame: 'loose corner' }]],
  'Priority: HB-02 first (active tear, slack canvas), HB-01 second (flaking needs consolidation), HB-03 last (surface clean and frame repair only).'),
mk('04', 'mobile knife and scissor van routes', 'autogen', 'An AutoGen selector group chat gives the same routing agent three different weekday sub-tasks; each returns a different stop list, then a weekly plan.',
  'Build next week\'s route plan for the mobile sharpening van across three market towns.', 'route_agent', 'optimise_route',
  r => [['Tuesday: Ledbury butchers and salons', { day: 'tue', town: 'ledbury' }, { stops: 9, km: 46, first: 'Tanners Butchers 08:10' }], ['Wednesday: Malvern hairdressers', { day: 'wed', town: 'malvern' }, { stops: 12, km: 31, first: 'Curl Up & Dye 08:30' }], ['Thursday: Tewkesbury restaurants', { day: 'thu', town: 'tewkesbury' }, { stops: 7, km: 58, first: 'The Abbey Kitchen 09:00' }]],
  'Week plan: Tue Ledbury 9 stops/46 km, Wed Malvern 12 stops/31 km, Thu Tewkesbury 7 stops/58 km; 28 stops, 135 km total.'),
mk('05', 'noise monitoring for an outdoor cinema', 'langfuse', 'A supervisor asks one acoustics worker for readings at three different boundary points; each has distinct dB levels, then a compliance summary.',
  'Check whether last Friday\'s outdoor cinema screening broke the 55 dB(A) boundary limit.', 'acoustics_worker', 'noise_logger_readings',
  r => [['North boundary logger NL-1', { logger: 'NL-1', night: '2024-08-16' }, { laeq_15min_max: 52.4, at: '22:15' }], ['East boundary logger NL-2 (houses)', { logger: 'NL-2', night: '2024-08-16' }, { laeq_15min_max: 57.1, at: '21:45', note: 'explosion scene' }], ['South logger NL-3 by the road', { logger: 'NL-3', night: '2024-08-16' }, { laeq_15min_max: 54.8, at: '22:00', traffic_contribution: 'high' }]],
  'One exceedance: NL-2 reached 57.1 dB(A) at 21:45 (2.1 dB over) during the explosion scene; NL-1 and NL-3 stayed within 55.'),
mk('06', 'boat trailer registration renewals', 'mastra', 'A Mastra workflow supervisor sends one records agent three different trailers; each answer has different expiry and defects, then a renewal list.',
  'Work out which of the sailing club\'s trailers need registration renewal this month.', 'records_agent', 'trailer_record',
  r => [['Trailer TRL-3341 (dinghy)', { plate: 'TRL-3341' }, { expires: '2024-10-31', wof: 'pass' }], ['Trailer TRL-5120 (keelboat)', { plate: 'TRL-5120' }, { expires: '2025-03-14', wof: 'fail: brake cable' }], ['Trailer TRL-0918 (rescue RIB)', { plate: 'TRL-0918' }, { expires: '2024-10-09', wof: 'pass' }]],
  'Renew this month: TRL-0918 (expires 9 Oct) and TRL-3341 (31 Oct). TRL-5120 is fine until March but needs its brake cable fixed.'),
];
