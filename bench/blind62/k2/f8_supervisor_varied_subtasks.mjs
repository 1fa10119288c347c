import { agent, llm, tool, user } from './lib.mjs';
export const meta = { family: 'supervisor_varied_subtasks', loop: false, stagnation: false,
  isolates: 'A supervisor gives the same worker different sub-tasks in turn, each answered with new results, then a synthesis.' };
function sup(N, goal, supName, worker, toolName, tasks, synth, isol) {
  const kids = [];
  tasks.forEach(([t, args, res]) => {
    N.tick(30);
    kids.push(llm(supName, { messages: [user(goal)] }, `Next: ask ${worker} to ${t}.`));
    kids.push(agent(worker, { task: t }, res, [tool(toolName, args, { ...res, fetched: N.iso() })]));
  });
  kids.push(llm(supName, { messages: ['results'] }, synth));
  return { goal, isolates: isol, root: agent(supName + '_run', { goal }, synth, kids) };
}
const s01 = (N) => sup(N, 'Prepare the lacrosse league fixture review.', 'supervisor', 'stats_worker', 'query_league_db', [
  ['count forfeits per club', { q: 'forfeits' }, { Ravens: 2, Harriers: 0, Stags: 1 }],
  ['list pitch clashes', { q: 'clashes' }, { clashes: ['Wk 4 Rec Ground', 'Wk 9 Park Lane'] }],
  ['get referee no-shows', { q: 'ref_noshow' }, { no_shows: 3, worst_week: 7 }]],
  'Review: Ravens 2 forfeits; 2 pitch clashes (wk 4, 9); 3 referee no-shows, mostly week 7.', 'LangGraph supervisor: three different queries to one worker, then synthesis.');
const s02 = (N) => sup(N, 'Summarise jellyfish lab culture health.', 'PlannerAgent', 'LabAgent', 'read_sensor', [
  ['read kreisel tank K1 salinity', { tank: 'K1' }, { salinity_psu: 33.1 }],
  ['read polyp tank P4 temperature', { tank: 'P4' }, { temp_c: 19.4 }],
  ['count ephyrae strobilating in P2', { tank: 'P2' }, { ephyrae: 41 }]],
  'K1 salinity 33.1, P4 at 19.4 °C, 41 ephyrae in P2 — all within protocol.', 'AutoGen group chat: different readings per turn, then summary.');
const s03 = (N) => sup(N, 'Quote a custom brass garden sundial for latitude 51.4°N.', 'Manager', 'Dial Engineer', 'calc', [
  ['compute gnomon angle', { lat: 51.4 }, { gnomon_deg: 51.4 }],
  ['compute hour-line angles', { lat: 51.4 }, { h1: 11.8, h2: 24.3, h3: 38.0 }],
  ['estimate brass cost for 300 mm plate', { dia_mm: 300 }, { brass_kg: 2.1, cost_gbp: 64 }]],
  'Gnomon 51.4°, hour lines 11.8/24.3/38.0°, brass £64; quote £420 incl. engraving.', 'CrewAI: three distinct calculations then a quote.');
const s04 = (N) => sup(N, 'Assess an 1880s banjo barometer for restoration.', 'root_agent', 'condition_agent', 'inspect', [
  ['check mercury column', { part: 'tube' }, { mercury: 'intact, slight oxidation' }],
  ['check case veneer', { part: 'case' }, { veneer: '2 lifts near hygrometer' }],
  ['check dial silvering', { part: 'dial' }, { silvering: 'worn 30%' }]],
  'Restore: clean mercury, relay 2 veneer lifts, resilver dial.', 'Google ADK: three sub-inspections, then plan.');
const s05 = (N) => sup(N, 'Plan the decommissioning of the hospital pager network.', 'orchestrator', 'inventory_agent', 'pager_db', [
  ['count active pagers by ward', {}, { active: 412, top: 'ED 61' }],
  ['list pagers used for cardiac arrest calls', {}, { crash_team: 24 }],
  ['find transmitters lease expiry', {}, { expiry: '2026-09-30', sites: 3 }]],
  'Keep 24 crash pagers until app validated; migrate 388; lease ends 30 Sep 2026.', 'Strands: three inventory queries, then plan.');
const s06 = (N) => sup(N, 'Prepare back-to-school stock order for the uniform shop.', 'supervisor', 'stockAgent', 'stock_lookup', [
  ['stock of blazers by size', { item: 'blazer' }, { '28': 12, '30': 4, '32': 0 }],
  ['stock of PE tops', { item: 'pe_top' }, { S: 40, M: 8 }],
  ['last year sales of ties', { item: 'tie' }, { sold: 310 }]],
  'Order 30 blazers (sizes 30/32), 60 PE tops M, 300 ties.', 'Mastra: three different stock queries then an order.');
export const scenarios = [s01, s02, s03, s04, s05, s06];
