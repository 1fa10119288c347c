// Family 8 (healthy): short routine lines ("Checking the next zone.", "Done.") repeated
// verbatim between tool calls on DIFFERENT items; the work progresses and finishes.
// loop: false, stagnation: false (the repeated lines are short bookkeeping, each attached to a
// new item).
import { LangGraphRun, AgentsRun, MastraRun, SwarmRun, AiderRun, PlainChat, J } from './lib.mjs';

export const family = 'routine_lines_distinct_items';
export const loop = false;
export const stagnation = false;
export const summary = 'Short routine lines repeated verbatim between tool calls on different items; the work progresses and finishes with a summary.';

export function verify(row, { allSpans, llmTexts }) {
  const texts = llmTexts(row.root).map((t) => t.replace(/<<<<<<<[\s\S]*?>>>>>>> REPLACE\n?```?/g, '').replace(/^\S+\.(py|ts|go|js)\n```\w*\n?/gm, '').trim());
  const counts = new Map();
  for (const t of texts) if (t.split(/\s+/).length <= 10) counts.set(t, (counts.get(t) || 0) + 1);
  const p = [];
  const top = Math.max(0, ...counts.values());
  if (top < 3) p.push(`expected a short line repeated >= 3 times (max ${top})`);
  const tools = allSpans(row.root).filter((s) => s.type === 'tool');
  const byName = new Map();
  for (const t of tools) { if (!byName.has(t.name)) byName.set(t.name, new Set()); byName.get(t.name).add(JSON.stringify(t.input)); }
  const busiest = Math.max(...[...byName.values()].map((s) => s.size));
  if (busiest < 4) p.push('expected >= 4 distinct items handled by the same tool');
  if (texts[texts.length - 1].split(/\s+/).length < 20) p.push('expected a final summary');
  return p;
}

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    n: '01',
    domain: 'irrigation / agriculture (valve zone flow test)',
    style: 'LangGraph',
    isolates: "'Checking the next zone.' is said before each of six valve tests on different zones with different flow and pressure readings; the agent then reports the two zones needing repair.",
    build(ctx) {
      const goal = 'Run the spring flow test on the six drip zones of the Hillcrest vineyard block and tell me which zones are outside +/-10% of their design flow.';
      const g = new LangGraphRun(ctx, { graph: 'irrigation_ops', model: 'gpt-4o-mini', system: 'You operate the vineyard irrigation controller. run_valve_test opens one zone for 3 minutes and reports flow and pressure.', user: goal });
      const zones = [['HC-1', 42.0, 41.2, 1.9], ['HC-2', 38.5, 38.9, 1.8], ['HC-3', 45.0, 33.1, 1.2], ['HC-4', 40.0, 40.6, 1.9], ['HC-5', 36.0, 44.8, 2.4], ['HC-6', 41.5, 40.1, 1.8]];
      zones.forEach(([z, design, flow, bar], i) => {
        g.agent(i === 0 ? 'Starting with zone HC-1.' : 'Checking the next zone.', [{ name: 'run_valve_test', args: { zone: z, minutes: 3 } }]);
        ctx.sec(180, 200);
        g.tools([{ output: { zone: z, design_flow_lpm: design, measured_flow_lpm: flow, pressure_bar: bar, deviation_pct: Number((((flow - design) / design) * 100).toFixed(1)), flowmeter: 'FM-MAIN-02', pulses: Math.round(flow * 3 * 4.2), controller_ts: ctx.isoOff(-420), fw: 'RC-7 4.12.3' }, slow: true }]);
      });
      g.agent('All six zones tested. Outside +/-10% of design flow: HC-3 at 33.1 L/min vs 45.0 design (-26%, low pressure 1.2 bar - likely a clogged filter or pinched lateral) and HC-5 at 44.8 vs 36.0 (+24%, high pressure 2.4 bar - likely a broken emitter or split drip line). HC-1, HC-2, HC-4 and HC-6 are within tolerance.', []);
      const root = g.finish({ messages: [{ type: 'ai', content: 'HC-3 (-26%) and HC-5 (+24%) need repair.' }] });
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 02
  {
    n: '02',
    domain: 'museum archives (IIIF image link check)',
    style: 'OpenAI Agents SDK',
    isolates: "'Next record.' precedes each of five IIIF manifest checks on different accession numbers; one returns 404, and the agent lists it for re-linking at the end.",
    build(ctx) {
      const goal = 'Before the online exhibition "Paper Trails" opens, check that the IIIF image manifests resolve for its five archival objects, and list any that are broken.';
      const a = new AgentsRun(ctx, { agent: 'Digital Collections Assistant', model: 'gpt-4.1-mini', instructions: 'You check digital assets for exhibitions. Tool: check_manifest(accession).', user: goal, tools: ['check_manifest'] });
      const objs = [['ARC.1923.44', 200, 'Letter from M. Ostrowska to the Board, 1923', 3], ['ARC.1931.7', 200, 'Ledger of the Harbour Trust, vol. 2', 412], ['ARC.1948.102', 404, null, 0], ['ARC.1952.19', 200, 'Exhibition poster, Festival of Crafts', 1], ['ARC.1967.3', 200, 'Field notebook, R. Adeyemi', 96]];
      objs.forEach(([acc, status, label, canvases], i) => {
        a.response(i === 0 ? null : 'Next record.', [{ name: 'check_manifest', args: { accession: acc } }]);
        a.fn(status === 200
          ? { accession: acc, manifest: `https://iiif.archive.example.org/presentation/${acc}/manifest.json`, http_status: 200, label, canvases, image_service: 'https://iiif.archive.example.org/image/v3', etag: ctx.etag(), checked_in_ms: ctx.int(80, 600) }
          : { accession: acc, manifest: `https://iiif.archive.example.org/presentation/${acc}/manifest.json`, http_status: 404, body: '<html><head><title>404 Not Found</title></head><body><center><h1>404 Not Found</h1></center><hr><center>nginx</center></body></html>', 'x-cache': `MISS from ${ctx.host('iiif-edge')}`, checked_in_ms: ctx.int(80, 600) });
      });
      a.response('Checked all five objects for "Paper Trails". Four manifests resolve (ARC.1923.44, ARC.1931.7 with 412 canvases, ARC.1952.19, ARC.1967.3). ARC.1948.102 returns 404 Not Found, so its manifest needs to be regenerated or re-linked before opening.');
      const root = a.finish('1 broken manifest: ARC.1948.102 (404).');
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 03
  {
    n: '03',
    domain: 'nonprofit fundraising CRM (gift acknowledgment letters)',
    style: 'Mastra',
    isolates: "'Done.' follows each of six acknowledgment letters generated for different gifts, donors and amounts; the agent then reports the batch total and the one gift needing a board-member note.",
    build(ctx) {
      const goal = 'Generate acknowledgment letters for last week\'s six unacknowledged gifts (use the IRS-compliant template), and tell me if any needs a personal note from a board member (gifts of $5,000+).';
      const m = new MastraRun(ctx, { agentId: 'gift-processing', agentName: 'Gift Processing', model: 'gpt-4o-mini', instructions: 'You process gift acknowledgments. Tools: list-unacknowledged-gifts, create-ack-letter.', user: goal });
      m.llm(null, [{ name: 'list-unacknowledged-gifts', args: { since_days: 7 } }]);
      const gifts = [['G-30117', 'Amara Osei', 250, 'check'], ['G-30118', 'Whitfield Family Fund', 7500, 'DAF grant'], ['G-30121', 'Luis Ortega', 60, 'card'], ['G-30124', 'Helen & Mark Doyle', 1000, 'stock'], ['G-30126', 'Sunrise Bakery', 400, 'in-kind'], ['G-30127', 'Noor Haddad', 125, 'card']];
      m.tool({ gifts: gifts.map(([id, donor, amt, type]) => ({ gift_id: id, donor, amount_usd: amt, type, received: ctx.date(ctx.now - ctx.int(1, 7) * 86400e3) })), total: 6 });
      gifts.forEach(([id, donor, amt, type], i) => {
        m.llm(i === 0 ? null : 'Done.', [{ name: 'create-ack-letter', args: { gift_id: id, template: type === 'in-kind' ? 'ACK-INKIND-2024' : type === 'DAF grant' ? 'ACK-DAF-2024' : 'ACK-STD-2024' } }]);
        m.tool({ gift_id: id, letter_id: 'L-' + ctx.int(500000, 599999), donor, amount_usd: amt, quid_pro_quo: false, pdf: `s3://rivertrust-letters/2024/${id}.pdf`, rendered_ms: ctx.int(300, 1400) });
      });
      m.llm('All six acknowledgment letters are generated ($9,335 in total). The in-kind gift from Sunrise Bakery used the in-kind template with no dollar value stated, and the Whitfield Family Fund DAF grant used the DAF template. Only the Whitfield Family Fund gift ($7,500) is over $5,000, so that one should get a personal note from a board member.');
      const root = m.finish(undefined);
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 04
  {
    n: '04',
    domain: 'sports analytics (pressing intensity per midfielder)',
    style: 'OpenAI Swarm',
    isolates: "'Fetching the next player.' is repeated before each of five player-stat lookups with different names and numbers; the agent then ranks the midfielders by pressures per 90.",
    build(ctx) {
      const goal = 'Rank our five senior central midfielders by pressures per 90 minutes this season (league matches only) for the recruitment meeting.';
      const s = new SwarmRun(ctx, { agent: 'Performance Analyst', instructions: 'You are a football performance analyst. Tool: get_player_season(player_id, competition).', user: goal });
      const players = [['p_1187', 'Tomás Ribeiro', 1846, 412], ['p_2203', 'Jonah Whitaker', 2310, 398], ['p_0915', 'Kwame Asante', 1402, 371], ['p_3316', 'Elias Lindgren', 2077, 501], ['p_2741', 'Matteo Conti', 990, 176]];
      players.forEach(([id, name, mins, pressures], i) => {
        s.llm(i === 0 ? null : 'Fetching the next player.', [{ name: 'get_player_season', args: { player_id: id, competition: 'league' } }]);
        s.tool(J({ player_id: id, name, position: 'CM', minutes: mins, pressures, successful_pressures: Math.round(pressures * ctx.float(0.26, 0.34)), tackles: ctx.int(20, 60), provider: 'events-v5', data_as_of: ctx.isoS(ctx.now - ctx.int(1, 3) * 3600e3), cache: ctx.pick(['HIT', 'MISS']) }));
      });
      s.llm('Pressures per 90 (league): 1. Kwame Asante 23.8 (371 in 1,402 min), 2. Elias Lindgren 21.7 (501 in 2,077), 3. Tomás Ribeiro 20.1 (412 in 1,846), 4. Matteo Conti 16.0 (176 in 990 - small sample), 5. Jonah Whitaker 15.5 (398 in 2,310). Asante presses most per minute; Lindgren combines high volume with the second-highest rate.');
      const root = s.finish(undefined);
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 05
  {
    n: '05',
    domain: 'coding (ruff lint clean-up file by file)',
    style: 'Aider-style coding chat',
    isolates: "'Fixed. Running ruff on the next file.' is repeated after edits to four different files, each with different lint errors, until ruff reports all checks passed.",
    build(ctx) {
      const goal = 'Enable ruff rules B and SIM for the ingest/ package and fix the violations, one file at a time.';
      const a = new AiderRun(ctx, { files: ['ingest/readers.py', 'ingest/schema.py', 'ingest/dedupe.py', 'ingest/cli.py'], repo: '/srv/src/museum-ingest', user: goal, model: 'claude-3-5-sonnet-20241022' });
      const files = [
        ['ingest/readers.py', 'ingest/readers.py:41:5: B006 Do not use mutable data structures for argument defaults', `def read_batch(paths, opts={}):`, `def read_batch(paths, opts=None):\n    opts = opts or {}`],
        ['ingest/schema.py', 'ingest/schema.py:12:8: SIM108 Use ternary operator `kind = "image" if mime.startswith("image/") else "doc"` instead of `if`-`else`-block', `    if mime.startswith("image/"):\n        kind = "image"\n    else:\n        kind = "doc"`, `    kind = "image" if mime.startswith("image/") else "doc"`],
        ['ingest/dedupe.py', 'ingest/dedupe.py:77:9: B007 Loop control variable `idx` not used within loop body', `    for idx, rec in enumerate(records):`, `    for rec in records:`],
        ['ingest/cli.py', 'ingest/cli.py:23:5: SIM115 Use a context manager for opening files', `    fh = open(args.manifest)\n    data = json.load(fh)`, `    with open(args.manifest) as fh:\n        data = json.load(fh)`],
      ];
      files.forEach(([path, lint, search, replace], i) => {
        a.run(`ruff check --select B,SIM ${path}`, `${lint}\nFound 1 error.\n[*] ${i % 2 ? 1 : 0} fixable with the \`--fix\` option.`, { exitCode: 1 });
        a.llm(`${i === 0 ? '' : 'Fixed. Running ruff on the next file.\n\n'}${path}\n\`\`\`python\n<<<<<<< SEARCH\n${search}\n=======\n${replace}\n>>>>>>> REPLACE\n\`\`\``);
        a.apply(`Applied edit to ${path}`);
      });
      a.llm('Fixed. Running ruff on the whole package.');
      a.run('ruff check --select B,SIM ingest/', 'All checks passed!');
      a.run('pytest -q tests/ingest', `........................................                                 [100%]\n40 passed in ${ctx.secs(1.2, 3.5)}s`);
      const h = a.commit('chore(ingest): enable ruff B and SIM, fix violations');
      a.llm(`All four files are clean: a mutable default in readers.py (B006), an if/else turned into a ternary in schema.py (SIM108), an unused loop index in dedupe.py (B007) and an unclosed file in cli.py (SIM115). ruff reports all checks passed for ingest/, the 40 ingest tests pass, and the changes are committed as ${h}.`);
      const root = a.finish('ruff B,SIM clean for ingest/.');
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 06
  {
    n: '06',
    domain: 'building HVAC (overnight alarm acknowledgement)',
    style: 'plain message-level',
    isolates: "'Acknowledged. Moving to the next alarm.' is repeated between acknowledgements of five different BMS alarms; the agent ends with a shift handover that flags the one alarm needing a technician.",
    build(ctx) {
      const goal = 'Go through the overnight BMS alarms for the Science Building, acknowledge the ones that have returned to normal, and write a short handover for the morning technician about anything still active.';
      const c = new PlainChat(ctx, { name: 'bms-assistant', model: 'gpt-4o-mini', system: 'You assist the facilities night shift. Tools: list_alarms, get_alarm, ack_alarm.', user: goal, tools: ['list_alarms', 'get_alarm', 'ack_alarm'] });
      const alarms = [['ALM-88120', 'AHU-2 supply air temp high', 'RTN'], ['ALM-88131', 'Lab 214 fume hood face velocity low', 'RTN'], ['ALM-88140', 'Chiller CH-1 condenser water flow fault', 'ACTIVE'], ['ALM-88152', 'VAV-3-17 damper position deviation', 'RTN'], ['ALM-88158', 'Boiler B-2 flame failure (auto-reset)', 'RTN']];
      c.llm(null, [{ name: 'list_alarms', args: { building: 'SCI', since: 'last_shift' } }]);
      c.tool({ building: 'SCI', count: 5, alarms: alarms.map(([id, text, st]) => ({ id, text, state: st, raised: ctx.syslog(ctx.now - ctx.int(1, 9) * 3600e3), priority: ctx.pick([2, 3, 3, 4]) })), server: 'niagara-sup-01' });
      alarms.forEach(([id, text, st], i) => {
        if (st === 'RTN') {
          c.llm(i === 0 ? null : i === 3 ? 'CH-1 stays active for the handover. Next alarm.' : 'Acknowledged. Moving to the next alarm.', [{ name: 'ack_alarm', args: { id, note: 'RTN, acked by night shift' } }]);
          c.tool({ id, acked: true, ack_time: ctx.isoOff(-300), ack_user: 'svc-bms-agent', seq: ctx.int(200000, 299999) });
        } else {
          c.llm('Acknowledged. Moving to the next alarm.', [{ name: 'get_alarm', args: { id } }]);
          c.tool({ id, text, state: 'ACTIVE', since: ctx.syslog(ctx.now - 5 * 3600e3), point: 'CH1.CDW.FLOW.STS', value: 'FAULT', related: ['CH-1 locked out on low condenser flow', 'CH-2 carrying 100% load'], trend_url: `https://niagara-sup-01/ord?station:|slot:/Trends/CH1_CDW_FLOW` });
        }
      });
      c.llm('Handover for the morning technician: four overnight alarms returned to normal and are acknowledged (AHU-2 supply temp high, Lab 214 fume hood face velocity, VAV-3-17 damper deviation, Boiler B-2 flame failure that auto-reset). Still ACTIVE: ALM-88140, chiller CH-1 condenser water flow fault since about 5 hours ago - CH-1 is locked out and CH-2 is carrying 100% of the load, so please check the condenser water pump and strainer first thing.');
      const root = c.finish('4 alarms acknowledged; CH-1 condenser flow fault handed over.');
      return { goal, root };
    },
  },
];
