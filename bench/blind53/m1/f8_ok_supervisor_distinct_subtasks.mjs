import { agent, llm, tool, usr } from './lib.mjs';
const mk = (domain, style, goal, worker, tasks, synth) => ({ domain, style, isolates: `A supervisor sends the same ${worker} different sub-tasks for ${domain}; each comes back with new results and a synthesis ends the run.`, goal, build(r) {
  const kids = [llm('supervisor', { messages: [usr(goal)] }, `Plan: ${tasks.map((t) => t[0]).join('; ')}`)];
  for (const [task, toolName, args, result, summary] of tasks) {
    kids.push(agent(worker, { task }, { result: summary }, [
      llm(`${worker}.llm`, { messages: [usr(task)] }, { tool_calls: [{ name: toolName, arguments: JSON.stringify(args) }] }),
      tool(toolName, args, { ...result, fetched: r.iso() }),
      llm(`${worker}.llm`, { messages: [usr(task)] }, summary),
    ]));
  }
  kids.push(llm('supervisor', { messages: [usr(goal)] }, synth));
  return agent('supervisor', { goal }, { answer: synth }, kids);
} });
export default [
mk('haunted house attraction', 'LangGraph supervisor', 'Prepare the opening-night readiness report for the haunted house.', 'ops_worker', [
  ['Check animatronics', 'device_status', { zone: 'all' }, { ok: 17, faulty: ['Butler (servo 3)'] }, '17 of 18 animatronics OK; Butler servo 3 faulty.'],
  ['Check actor roster', 'roster', { night: 'opening' }, { scheduled: 22, needed: 24 }, '22 actors scheduled, 2 short in the crypt.'],
  ['Check fog machine fluid', 'inventory', { item: 'fog fluid' }, { litres: 35, per_night: 8 }, '35 L fog fluid, enough for 4 nights.']],
  'Ready except Butler servo and 2 crypt actors; fog fluid fine for 4 nights.'),
mk('laser cutting bureau', 'OpenAI Agents SDK handoffs', 'Quote three customer jobs for the laser cutting bureau.', 'quote_worker', [
  ['Quote 3 mm acrylic signs, 40 pcs', 'estimate', { material: 'acrylic 3mm', pcs: 40, path_m: 1.2 }, { machine_min: 38, price: 164.0 }, '40 acrylic signs: 38 min, £164.'],
  ['Quote 6 mm birch ply puzzle', 'estimate', { material: 'birch 6mm', pcs: 12, path_m: 4.8 }, { machine_min: 61, price: 212.5 }, 'Ply puzzles: 61 min, £212.50.'],
  ['Quote 1 mm stainless tags', 'estimate', { material: 'ss 1mm', pcs: 300, path_m: 0.15 }, { machine_min: 95, price: 388.0, note: 'fibre laser' }, 'Steel tags need fibre laser: 95 min, £388.']],
  'Quotes: acrylic £164, ply £212.50, steel tags £388 (fibre laser Thursday).'),
mk('model ship kits', 'CrewAI hierarchical', 'Decide which discontinued model ship kit to reissue.', 'market_analyst', [
  ['Sales history of HMS Beagle kit', 'sales', { sku: 'MS-BEAGLE' }, { units_2019_2022: 1840 }, 'Beagle sold 1840 units 2019-22.'],
  ['Sales history of Cutty Sark kit', 'sales', { sku: 'MS-CUTTY' }, { units_2019_2022: 2610 }, 'Cutty Sark sold 2610 units.'],
  ['Mould condition for both', 'mould_check', { skus: ['MS-BEAGLE', 'MS-CUTTY'] }, { 'MS-BEAGLE': 'good', 'MS-CUTTY': 'hull mould cracked' }, 'Beagle moulds good; Cutty hull mould cracked (£9k repair).']],
  'Reissue Beagle now; Cutty Sark after mould repair budget approved.'),
mk('dune buggy tours', 'AutoGen GroupChat', 'Plan Saturday buggy allocation for desert tours.', 'fleet_worker', [
  ['Which buggies passed inspection?', 'inspections', { week: 31 }, { passed: ['B1', 'B2', 'B4', 'B5', 'B7'], failed: ['B3', 'B6'] }, '5 buggies passed; B3, B6 failed brakes.'],
  ['Saturday bookings', 'bookings', { date: 'Sat' }, { tours: [{ t: '07:00', pax: 8 }, { t: '16:30', pax: 6 }] }, 'Two tours: 8 pax morning, 6 pax sunset.'],
  ['Fuel stock', 'fuel', {}, { litres: 140, per_buggy_tour: 12 }, '140 L fuel, enough for 11 buggy-tours.']],
  'Morning: B1,B2,B4,B5 (8 pax); sunset: B1,B4,B7 (6 pax); fuel sufficient.'),
mk('morris dancing festival', 'Google ADK sub-agents', 'Build the dance-out schedule for the morris festival.', 'schedule_worker', [
  ['List teams and tradition', 'teams', {}, { teams: ['Cotswold x6', 'Border x4', 'Rapper x2'] }, '12 teams: 6 Cotswold, 4 Border, 2 Rapper.'],
  ['Venue pitches and times', 'venues', {}, { pitches: ['Market Sq', 'Church Green', 'Red Lion'], slots: 5 }, '3 pitches × 5 slots = 15 spots.'],
  ['Musician conflicts', 'musicians', {}, { shared: [['Oakwood', 'Thornbury']] }, 'Oakwood and Thornbury share a melodeon player; avoid same slot.']],
  'Schedule: 15 spots for 12 teams, rapper at Red Lion, Oakwood/Thornbury separated.'),
mk('baduk club league', 'Microsoft Semantic Kernel agents', 'Produce the round-3 pairings and handicap table for the baduk club league.', 'league_worker', [
  ['Fetch round-2 results', 'results', { round: 2 }, { games: 14, upsets: 3 }, '14 games, 3 upsets.'],
  ['Recompute ratings', 'ratings', { after_round: 2 }, { changed: 11, top: 'Kim 4d' }, '11 ratings changed; Kim 4d top.'],
  ['Generate pairings', 'pair', { round: 3, system: 'McMahon' }, { boards: 14, byes: ['Lee 12k'] }, '14 boards, bye to Lee 12k.']],
  'Round 3: 14 boards McMahon, handicaps from new ratings, bye Lee 12k.'),
];
