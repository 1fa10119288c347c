import { Trace, row } from './lib.mjs';
const F = 'supervisor_varied_subtasks';
const ISO = 'A supervisor gives the same worker agent different sub-tasks in turn, each answered with new results, then synthesises.';
function mk(num, style, g, worker, subs, synth) {
  const t = new Trace(`${F}-0${num}`, style, g);
  subs.forEach(([task, tool, args, out]) => { t.llm('', [{ name: worker, args: { task } }]); t.group('agent', worker, { task }, () => { t.llm('', [{ name: tool, args }]); t.tool(tool, args, out(t.n)); t.llm(`Result for "${task}" returned.`); }, { freshMessages: true, output: 'done' }); });
  t.llm(synth); return row(F, num, ISO, false, false, g, t.root('supervisor', { final: synth }));
}
export default [
  () => mk(1, 'oai_agents', 'Find a horsehair supplier for the cello-bow rehairing workshop.', 'research_worker', [
    ['List Mongolian stallion hair suppliers with EU shipping', 'web_search', { q: 'mongolian stallion bow hair wholesale EU' }, (n) => ({ results: ['Gobi Hair Co — €68/hank', 'Ulaan Strings — €74/hank'], took: n.ms() })],
    ['Check Gobi Hair Co CITES/veterinary paperwork', 'fetch_url', { url: 'https://gobihair.example/compliance' }, (n) => `<h2>Certificates</h2><p>EU vet cert 2025-114, valid to ${n.eu()}</p>`],
    ['Compare hank lengths and counts', 'fetch_url', { url: 'https://ulaan.example/specs' }, (n) => `<table><tr><td>hank</td><td>32 in</td><td>~160 hairs</td></tr></table><!-- ${n.hex(6)} -->`]], 'Choose Gobi Hair Co (€68, cert valid) for cello; Ulaan only if 32" hanks are needed.'),
  () => mk(2, 'langgraph', 'Prepare the cotton-candy machine rental fleet for the fair season.', 'fleet_worker', [
    ['Which machines are due for heating-element checks?', 'query_assets', { due: 'element_check' }, (n) => JSON.stringify({ units: ['CC-03', 'CC-07'], as_of: n.iso() })],
    ['How many sugar-floss cartons are in stock?', 'query_stock', { sku: 'FLOSS-PINK' }, (n) => JSON.stringify({ cartons: 46, bin: 'B4' })],
    ['What bookings exist for May?', 'query_bookings', { month: '2025-05' }, (n) => JSON.stringify({ bookings: 19, peak_day: '2025-05-26', units_needed: 6 })]], 'Service CC-03/07 before 26 May; 46 cartons cover 19 bookings; 6 units needed at peak.'),
  () => mk(3, 'otel', 'Review public-access settings on our S3 buckets.', 'aws_worker', [
    ['Get account-level Block Public Access', 'aws_cli', { cmd: 's3control get-public-access-block' }, (n) => ({ BlockPublicAcls: true, IgnorePublicAcls: true, BlockPublicPolicy: false, RestrictPublicBuckets: false })],
    ['List buckets with public policies', 'aws_cli', { cmd: 's3api get-bucket-policy-status --bucket *' }, (n) => ({ public: ['marketing-assets-prod', 'old-landing-2019'] })],
    ['Check last access of old-landing-2019', 'aws_cli', { cmd: 'cloudtrail lookup-events bucket=old-landing-2019' }, (n) => ({ last_get: '2023-11-02T10:14:55Z', events_90d: 0, request: n.uuid() })]], 'Enable BlockPublicPolicy at account level after moving marketing-assets-prod behind CloudFront; delete old-landing-2019 (unused since 2023).'),
  () => mk(4, 'autogen', 'Plan boot-fitting staff for the ski-boot store\'s opening weekend.', 'analyst', [
    ['How many fittings were booked online?', 'bookings_api', { from: '2025-11-29', to: '2025-11-30' }, (n) => ({ fittings: 58 })],
    ['Average fitting duration last season?', 'pos_report', { metric: 'fit_minutes' }, (n) => ({ avg: 47, p90: 75 })],
    ['Which fitters are certified for heat-moulding shells?', 'staff_db', { cert: 'heat_mould' }, (n) => ({ fitters: ['Ines', 'Tomasz', 'Ryo'] })]], '58 fittings × 47 min ≈ 45 h; 3 certified fitters over 2 days at 8 h = 48 h — roster all three plus one trainee.'),
  () => mk(5, 'agno', 'Price the new mineral-specimen consignment for the rock shop.', 'appraiser', [
    ['Price the amethyst geode (4.2 kg, Uruguay)', 'comps_search', { item: 'amethyst geode uruguay 4kg' }, (n) => ({ comps: [210, 245, 198], currency: 'USD' })],
    ['Price the pyrite cube cluster (Navajún)', 'comps_search', { item: 'pyrite cube navajun cluster' }, (n) => ({ comps: [95, 120, 88] })],
    ['Price the fluorite octahedra lot (x30)', 'comps_search', { item: 'fluorite octahedron lot 30' }, (n) => ({ comps: [60, 72] })]], 'List: geode $229, pyrite $99, fluorite lot $65.'),
  () => mk(6, 'llamaindex', 'Prepare the bridge club\'s pairs-event results bulletin.', 'scorer', [
    ['Compute matchpoint percentages for NS', 'score_boards', { direction: 'NS' }, (n) => ({ top: ['Hale/Ortiz 63.8%', 'Brandt/Lo 58.1%'] })],
    ['Compute matchpoint percentages for EW', 'score_boards', { direction: 'EW' }, (n) => ({ top: ['Kim/Farrow 61.2%', 'Ade/Ness 55.9%'] })],
    ['Find the board with the widest spread', 'board_stats', {}, (n) => ({ board: 17, contracts: ['3NT=', '6NT-2', '4S+1'] })]], 'Bulletin: NS winners Hale/Ortiz 63.8%, EW Kim/Farrow 61.2%; hand of the day board 17.'),
];
