import { T } from './lib.mjs';
export const FAMILY = 'two_state_flipflop';
export const LOOP = true;
const F = FAMILY;
export const scenarios = [
  // 01 quarry tours booking site, Vercel AI SDK browser tools
  () => {
    const t = new T(`${F}-01`, 'vercel', { agent: 'quarry-tours-browser', goal: 'Find out why the Saturday 11:00 quarry-floor tour shows as sold out on the public site when the back office says 9 places remain.' });
    const n = t.n;
    const pub = () => `<div class="tour-card" data-tour="QF-SAT-1100"><h3>Quarry Floor Walk</h3><span class="badge badge--soldout">Sold out</span><!-- rendered ${n.iso()} edge=${n.pick(['lhr', 'man', 'dub'])} --></div>`;
    const back = () => ({ tour: 'QF-SAT-1100', capacity: 24, booked: 15, held: 0, remaining: 9, as_of: n.usDate(), audit_seq: n.seq() });
    for (let i = 0; i < 3; i++) {
      t.llm(i === 0 ? 'Let me compare both views.' : '', [{ name: 'openTab', args: { url: 'https://tours.quarry-visits.example/saturday', tab: 'public' } }]);
      t.tool('openTab', {}, pub());
      t.llm('', [{ name: 'openTab', args: { url: 'https://admin.quarry-visits.example/tours/QF-SAT-1100', tab: 'backoffice' } }]);
      t.tool('openTab', {}, back());
    }
    return t.row(F, { isolates: 'Agent switches between the public page (sold out) and the back-office record (9 left) three full times, each view identical to its last visit, never checking the cache or sync job.', loop: true, stagnation: false, output: { finishReason: 'length' } });
  },
  // 02 Helm values toggle, LangGraph
  () => {
    const t = new T(`${F}-02`, 'langsmith', { agent: 'deploy_fixer', goal: 'Get the billing-api pods in staging to pass readiness after the chart upgrade to 4.2.0.' });
    const n = t.n;
    const set = (v) => { t.llm(`Setting probes.readiness.path to ${v} and upgrading.`, [{ name: 'helm_upgrade', args: { release: 'billing-api', chart: 'internal/billing-api', version: '4.2.0', set: { 'probes.readiness.path': v } } }]); t.tool('helm_upgrade', {}, `Release "billing-api" has been upgraded. Happy Helming!\nNAME: billing-api\nLAST DEPLOYED: ${n.httpDate()}\nNAMESPACE: staging\nSTATUS: deployed\nREVISION: ${n.seq()}`); };
    const check = (v) => { t.llm('', [{ name: 'kubectl', args: { args: ['get', 'pods', '-l', 'app=billing-api', '-n', 'staging'] } }]); t.tool('kubectl', {}, `NAME                           READY   STATUS    RESTARTS   AGE\n${n.pod('billing-api')}   0/1     Running   0          ${n.int(20, 50)}s\n${n.pod('billing-api')}   0/1     Running   0          ${n.int(20, 50)}s\n# events: Readiness probe failed: HTTP probe failed with statuscode: ${v === '/healthz' ? 404 : 503}`); };
    for (let i = 0; i < 2; i++) { set('/healthz'); check('/healthz'); set('/ready'); check('/ready'); }
    return t.row(F, { isolates: 'Agent flips the readiness path between /healthz (404) and /ready (503) for two full cycles, each switch producing the same probe failure as before.', loop: true, stagnation: true, output: { error: 'recursion_limit' }, error: 'GraphRecursionError' });
  },
  // 03 board game café table filter, plain
  () => {
    const t = new T(`${F}-03`, 'plain', { agent: 'cafe-host', goal: 'Find a table for 6 on Friday 19:30 that can fit a large board game (needs 120 cm table) and book it.' });
    const n = t.n;
    const q = (filter) => {
      t.llm('', [{ name: 'search_tables', args: { date: '2024-11-22', time: '19:30', party: 6, filter } }]);
      t.tool('search_tables', {}, filter === 'large_table' ? { tables: [], note: 'No large tables free at 19:30', cursor: n.cursor(), q_ms: n.ms() } : { tables: [{ id: 'T4', seats: 6, width_cm: 90 }, { id: 'T9', seats: 8, width_cm: 100 }], cursor: n.cursor(), q_ms: n.ms() });
    };
    for (let i = 0; i < 3; i++) { q('large_table'); q('any'); }
    t.llm('I keep finding only 90-100 cm tables when not filtering, and none when filtering for large tables.');
    return t.row(F, { isolates: 'Agent alternates the table filter between large_table (nothing) and any (only small tables) three times, each result unchanged, and never tries another time or books.', loop: true, stagnation: false, output: 'max_iterations' });
  },
  // 04 tool library branch stock, Anthropic logs
  () => {
    const t = new T(`${F}-04`, 'anthropic', { agent: 'tool-library-assistant', goal: 'Reserve an SDS rotary hammer drill for member M-5521 for this weekend at whichever branch has one.' });
    const n = t.n;
    const br = (b) => {
      t.llm(`Checking the ${b} branch again.`, [{ name: 'check_branch_stock', args: { branch: b, item: 'sds-rotary-hammer' } }]);
      t.tool('check_branch_stock', {}, b === 'Northside' ? { branch: b, units: [{ tag: 'TL-0442', state: 'out', due_back: 'Monday' }], synced: n.iso() } : { branch: b, units: [{ tag: 'TL-0917', state: 'repair', note: 'chuck slipping' }], synced: n.iso() });
    };
    for (let i = 0; i < 3; i++) { br('Northside'); br('Riverside'); }
    return t.row(F, { isolates: 'Assistant toggles between two branches three times, always reading out-until-Monday at one and in-repair at the other, never checking the third branch or telling the member.', loop: true, stagnation: true, output: { stop_reason: 'turn_limit' } });
  },
  // 05 triathlon timing mats, OpenAI Agents SDK
  () => {
    const t = new T(`${F}-05`, 'oai_agents', { agent: 'TimingAgent', goal: 'Fix the T2 split times for wave 3 at the Lakeside sprint triathlon — they show as negative in the live results.' });
    const n = t.n;
    const toggle = (offset) => {
      t.llm('', [{ name: 'set_mat_config', args: { mat: 'T2-OUT', clock_offset_ms: offset } }], { reasoning: offset === 0 ? 'Maybe the offset is the cause; remove it.' : 'Removing it did not help; restore the offset.' });
      t.tool('set_mat_config', {}, { mat: 'T2-OUT', reader: 'ipico-' + n.hex(4), clock_offset_ms: offset, applied_at: n.isoLocal() });
      t.llm('', [{ name: 'fetch_splits', args: { wave: 3, split: 'T2', limit: 3 } }]);
      t.tool('fetch_splits', {}, offset === 0 ? `bib,T2\n3012,-00:00:41\n3019,-00:00:38\n3044,-00:00:40\n# recomputed ${n.logTs()}` : `bib,T2\n3012,-00:01:41\n3019,-00:01:38\n3044,-00:01:40\n# recomputed ${n.logTs()}`);
    };
    for (let i = 0; i < 2; i++) { toggle(0); toggle(-60000); }
    return t.row(F, { isolates: 'Agent sets the T2 mat offset to 0 then back to -60000 ms twice, each state giving the same negative splits as last time, never looking at the T2-IN mat.', loop: true, stagnation: true, output: 'MaxTurnsExceeded', error: 'MaxTurnsExceeded' });
  },
  // 06 airport duty-free stock report, OpenInference
  () => {
    const t = new T(`${F}-06`, 'openinference', { agent: 'DutyFreeAnalyst', goal: 'Explain why the Terminal 2 fragrance category shows £14k less stock value in the weekly report than in the warehouse system.' });
    const n = t.n;
    const view = (grp) => {
      t.llm('', [{ name: 'run_report', args: { report: 'weekly_stock_value', store: 'T2-AIRSIDE', category: 'FRAGRANCE', group_by: grp } }]);
      t.tool('run_report', {}, { group_by: grp, total_gbp: grp === 'sku' ? 221840.55 : 207612.1, rows: grp === 'sku' ? 412 : 37, cache: 'HIT', run_id: n.uuid(), generated: n.euDate() });
    };
    for (let i = 0; i < 2; i++) { view('sku'); view('brand'); }
    view('sku');
    t.llm('The brand grouping total is lower than the SKU grouping total; I will compare the groupings again.');
    return t.row(F, { isolates: 'Analyst alternates the report grouping between sku and brand, each giving the same two totals as before, for two and a half cycles without drilling into the difference.', loop: true, stagnation: false, output: 'Agent stopped: max function calls' });
  },
];
