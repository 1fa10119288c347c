// Family 10 (healthy): a materially refined search. The first queries find nothing or too much;
// a genuinely different query (another source, or a constraint learnt from a result) finds new
// results and the agent finishes with them. loop=false, stagnation=false.
import { Rec, span } from './lib.mjs';

export const family = 'refined_search_found';
export const loop = false;
export const stagnation = false;

export const scenarios = [
  // 01 antique print dealers, W&B Weave
  {
    domain: 'antique print dealers (provenance lookup for an engraving)',
    style: 'weave',
    isolates: 'A catalogue search for "Piranese Carceri" returns nothing; the agent notices the dealer ledger\'s spelling, searches "Piranesi" plus plate number in the auction-records source instead, and finds the matching sale.',
    goal: 'Find a previous auction record for our Piranesi "Carceri" plate VII impression (second state) to support the valuation.',
    build(nz) {
      const r = new Rec('weave', nz, { model: 'gpt-4o', goal: this.goal, agent: 'valuer' });
      const c = [];
      c.push(r.llm('Searching our stock catalogue first.', [['search_catalogue', { q: 'Piranese Carceri' }]]));
      c.push(r.tool('search_catalogue', { q: 'Piranese Carceri' }, { hits: 0, took_ms: nz.ms(3, 40), index: 'stock_v' + nz.int(3, 9) }));
      c.push(r.llm('No hits. The intake ledger may spell it differently; let me read the ledger entry.', [['read_ledger', { stock_no: 'AP-3318' }]]));
      c.push(r.tool('read_ledger', { stock_no: 'AP-3318' }, 'AP-3318 | Giovanni Battista PIRANESI | Carceri d\'invenzione, pl. VII "The Drawbridge" | 2nd state (1761) | acquired ' + nz.euDate() + ' | ref. Robison 33'));
      c.push(r.llm('The ledger spells it Piranesi and cites Robison 33 (plate VII, 2nd state). Our own catalogue will not have past sales, so I will search auction records with the corrected name and the Robison number.', [['search_auction_records', { artist: 'Piranesi', title: 'Carceri', catalogue_ref: 'Robison 33', state: 2 }]]));
      c.push(r.tool('search_auction_records', { artist: 'Piranesi', title: 'Carceri', catalogue_ref: 'Robison 33', state: 2 }, { results: [{ house: 'Christie\'s London', sale: nz.digits(5), lot: 112, date: '2022-12-07', hammer_gbp: 18900, state: '2nd of 8' }, { house: 'Swann NY', sale: nz.digits(4), lot: 47, date: '2021-05-13', hammer_usd: 22500, state: '2nd' }], source: 'artprice-mirror', cached: nz.http() }));
      c.push(r.llm('Two comparable sales of Robison 33, 2nd state: Christie\'s London 7 Dec 2022, lot 112, £18,900 hammer; Swann New York 13 May 2021, lot 47, $22,500. Both support a valuation in the high teens in GBP.'));
      return r.root(c, 'Comparables: Christie\'s 2022 £18,900; Swann 2021 $22,500.');
    },
  },
  // 02 silent retreat centre, Griptape (not in the brief's list)
  {
    domain: 'silent retreat centre (accessible room allocation)',
    style: 'griptape',
    isolates: 'A first room search for the retreat dates returns 31 rooms (too many to choose from); the guest file shows a step-free need, so the agent re-queries with ground-floor plus walk-in shower and gets 2 rooms, then books one.',
    goal: 'Allocate a room for guest M. Dunne on the 5-day silent retreat starting 12 May, respecting any needs on her booking form.',
    build(nz) {
      const r = new Rec('griptape', nz, { model: 'gpt-4o', goal: this.goal, agent: 'guest_services' });
      const c = [];
      c.push(r.llm('Looking for free rooms across the retreat dates.', [['RoomsTool.search', { from: '2025-05-12', nights: 5 }]]));
      c.push(r.tool('RoomsTool.search', { from: '2025-05-12', nights: 5 }, { count: 31, rooms: ['A01', 'A02', 'A04', 'B11', 'B12', 'C20', '...'], page: 1 }));
      c.push(r.llm('31 rooms free, too many to pick without criteria. Checking her booking form for needs.', [['GuestsTool.get_form', { guest: 'M. Dunne' }]]));
      c.push(r.tool('GuestsTool.get_form', { guest: 'M. Dunne' }, { guest: 'M. Dunne', diet: 'vegan', access: 'uses a walking frame; no stairs; needs level-access shower', submitted: nz.isoOffset(1) }));
      c.push(r.llm('She needs step-free access and a level shower. Searching again with those constraints.', [['RoomsTool.search', { from: '2025-05-12', nights: 5, floor: 0, features: ['walk_in_shower', 'step_free_route_to_hall'] }]]));
      c.push(r.tool('RoomsTool.search', { from: '2025-05-12', nights: 5, floor: 0, features: ['walk_in_shower', 'step_free_route_to_hall'] }, { count: 2, rooms: [{ id: 'A02', distance_to_meditation_hall_m: 30 }, { id: 'C20', distance_to_meditation_hall_m: 110 }] }));
      c.push(r.llm('A02 is closest to the meditation hall. Booking it.', [['RoomsTool.book', { room: 'A02', guest: 'M. Dunne', from: '2025-05-12', nights: 5 }]]));
      c.push(r.tool('RoomsTool.book', { room: 'A02', guest: 'M. Dunne', from: '2025-05-12', nights: 5 }, { booking: 'RB-' + nz.digits(5), status: 'confirmed' }));
      return r.root(c, 'M. Dunne allocated room A02 (ground floor, walk-in shower, 30 m to hall).');
    },
  },
  // 03 cyclocross race entries, MLflow
  {
    domain: 'cyclocross race entries (rider licence verification)',
    style: 'mlflow',
    isolates: 'The club licence database has no record of an entrant; the agent switches to the national federation licence lookup by UCI ID (a different source) and verifies the licence, then accepts the entry.',
    goal: 'Verify the racing licence for entrant Saoirse Quinlan (UCI ID 100 918 44 512) before confirming her entry in the Elite Women race.',
    build(nz) {
      const r = new Rec('mlflow', nz, { model: 'gpt-4o-mini', goal: this.goal, agent: 'AgentExecutor' });
      const c = [];
      c.push(r.llm('Checking the club licence table.', [['query_club_db', { sql: "SELECT * FROM licences WHERE surname = 'Quinlan'" }]]));
      c.push(r.tool('query_club_db', { sql: "SELECT * FROM licences WHERE surname = 'Quinlan'" }, `(0 rows)\nTime: ${nz.ms(1, 30)}.${nz.digits(3)} ms`));
      c.push(r.llm('Not a club member, so the club table cannot help. She has a UCI ID; the federation lookup covers riders from other clubs and countries.', [['federation_licence_lookup', { uci_id: '10091844512' }]]));
      c.push(r.tool('federation_licence_lookup', { uci_id: '10091844512' }, { uci_id: '10091844512', name: 'QUINLAN Saoirse', federation: 'Cycling Ireland', category: 'Elite', discipline: ['CX', 'MTB'], valid_until: '2025-12-31', checked: nz.isoNoMs(), cache: 'MISS' }));
      c.push(r.llm('Valid Elite licence (Cycling Ireland) until 31 Dec 2025. Confirming the entry.', [['confirm_entry', { rider: 'Saoirse Quinlan', race: 'Elite Women' }]]));
      c.push(r.tool('confirm_entry', { rider: 'Saoirse Quinlan', race: 'Elite Women' }, { entry: nz.int(200, 400), race_number: nz.int(1, 60), status: 'confirmed' }));
      return r.root(c, { output: 'Licence verified via federation; entry confirmed.' });
    },
  },
  // 04 synthetic pitch installers, LlamaIndex
  {
    domain: 'synthetic sports pitch installers (infill supplier search)',
    style: 'llamaindex',
    isolates: 'A supplier search for "infill" returns 140 results; the tender spec says organic cork infill (no rubber crumb), so the agent re-queries for cork with an EN 15330 certificate and gets 3 suppliers, then picks one.',
    goal: 'Find an infill supplier for the Ashgrove school 3G pitch resurface that meets the tender specification, and draft the enquiry.',
    build(nz) {
      const r = new Rec('llamaindex', nz, { model: 'gpt-4o', goal: this.goal, agent: 'procurement' });
      const c = [];
      c.push(r.llm(null, [['supplier_search', { query: 'infill' }]]));
      c.push(r.tool('supplier_search', { query: 'infill' }, { total: 140, top: ['SBR crumb (EuroCrumb)', 'EPDM coated (GreenPlay)', 'TPE granules (Elastiq)', '...'], took: nz.dur(40, 300) }));
      c.push(r.llm('140 suppliers, mostly rubber. The tender spec should narrow this; reading it.', [['query_engine', { query: 'infill requirements in Ashgrove tender specification' }]]));
      c.push(span('retriever', 'VectorIndexRetriever.retrieve', { query_str: 'infill requirements in Ashgrove tender specification' }, { nodes: [{ id: nz.uuid(), score: 0.87, text: '4.3 Performance infill shall be organic (cork) granules 0.5-2.5 mm. Rubber crumb (SBR) is not permitted (microplastics restriction).' }, { id: nz.uuid(), score: 0.74, text: '4.4 System to be certified to EN 15330-1 with the offered infill.' }] }, [], { metadata: { top_k: 2 } }));
      c.push(r.tool('query_engine', { query: 'infill requirements in Ashgrove tender specification' }, 'Cork granules 0.5-2.5 mm, no SBR, EN 15330-1 certified system.'));
      c.push(r.llm('Cork only, 0.5-2.5 mm, EN 15330-1. Searching again with those constraints.', [['supplier_search', { query: 'cork infill 0.5-2.5mm', certification: 'EN 15330-1' }]]));
      c.push(r.tool('supplier_search', { query: 'cork infill 0.5-2.5mm', certification: 'EN 15330-1' }, { total: 3, results: [{ name: 'Amorim Sports', lead_weeks: 4 }, { name: 'CorkFill UK', lead_weeks: 2 }, { name: 'Iberia Granulados', lead_weeks: 6 }], took: nz.dur(40, 300) }));
      c.push(r.llm('Three compliant suppliers. CorkFill UK has the shortest lead time (2 weeks), which suits the summer-holiday install window. Draft enquiry: "Please quote 95 t of EN 15330-1 certified cork infill, 0.5-2.5 mm, delivered to Ashgrove School by 21 July."'));
      return r.root(c, { response: 'CorkFill UK recommended; enquiry drafted.' });
    },
  },
  // 05 Redis eviction spike (devops), OpenHands-style event stream
  {
    domain: 'Redis cache eviction spike behind a recommendations API',
    style: 'openhands',
    isolates: 'Log grep for "evicted" in the API logs finds nothing; the agent learns from INFO stats that the spike is on the session-cache instance, queries that instance\'s slowlog and memory stats instead, and finds the oversized key pattern.',
    goal: 'Evictions spiked at 02:00 last night and the recommendations API slowed down. Find the cause.',
    build(nz) {
      const c = [];
      let id = 0;
      const act = (thought, command) => span('llm', 'CmdRunAction', { model: 'anthropic/claude-sonnet-4-5', event_id: ++id }, { action: 'run', args: { command, thought, is_input: false, blocking: false } }, [], { metadata: { source: 'agent', timestamp: nz.tick(nz.int(3, 20)).iso() } });
      const obs = (command, content, exit = 0) => span('tool', 'CmdOutputObservation', { command, cause: id }, { observation: 'run', content, extras: { metadata: { exit_code: exit, pid: nz.int(100, 9999), working_dir: '/workspace/recs-api', prefix: '', suffix: `\n[The command completed with exit code ${exit}.]` } } }, [], { metadata: { source: 'environment', event_id: ++id, timestamp: nz.tick(nz.int(1, 6)).iso() }, error: exit ? `exit code ${exit}` : undefined });
      const c1 = 'kubectl logs deploy/recs-api --since=12h | grep -i evict | head';
      c.push(act('Let me check the API logs for eviction messages.', c1));
      c.push(obs(c1, '', 1));
      const c2 = 'for h in redis-recs redis-sessions; do echo "== $h"; redis-cli -h $h INFO stats | grep -E "evicted_keys|expired_keys"; done';
      c.push(act('The API does not log evictions itself. Checking eviction counters on both Redis instances to see which one is affected.', c2));
      c.push(obs(c2, `== redis-recs\nexpired_keys:${nz.int(10000, 90000)}\nevicted_keys:0\n== redis-sessions\nexpired_keys:${nz.int(100000, 900000)}\nevicted_keys:${nz.int(400000, 900000)}`));
      const c3 = 'redis-cli -h redis-sessions --bigkeys -i 0.01 | tail -6 && redis-cli -h redis-sessions MEMORY STATS | head -12';
      c.push(act('All evictions are on redis-sessions, not the recommendations cache. Looking for large keys there.', c3));
      c.push(obs(c3, `# Scanning the entire keyspace to find biggest keys\n[00.00%] Biggest hash   found so far '"sess:anon:${nz.hex(12)}"' with 18211 fields\n-------- summary -------\nSampled ${nz.int(900000, 1200000)} keys in the keyspace!\nBiggest   hash found '"sess:anon:${nz.hex(12)}"' has 48877 fields\n41% of keys are sess:anon:* hashes, avg 6120 fields\npeak.allocated ${nz.int(3900, 4090)}MB  total.allocated ${nz.int(3900, 4090)}MB  maxmemory 4096MB`));
      const c4 = 'git log --since="3 days ago" --oneline -- src/session/ | head -5';
      c.push(act('Anonymous session hashes are huge. Checking recent changes to session code.', c4));
      c.push(obs(c4, `${nz.hex(7)} Store recently-viewed items in anon session hash (no cap)\n${nz.hex(7)} bump redis-py to 5.0.8`));
      c.push(span('llm', 'AgentFinishAction', { model: 'anthropic/claude-sonnet-4-5', event_id: ++id }, { action: 'finish', args: { final_thought: 'Cause: a change 2 days ago started storing recently-viewed items in anonymous session hashes without a cap. redis-sessions hit maxmemory (4 GB) around 02:00 when the nightly crawler traffic created very large sess:anon:* hashes, causing evictions; the recs API shares that instance for session lookups, so it slowed down. Fix: cap the list (e.g. 50 items) and set a TTL on anon sessions.' } }, [], { metadata: { source: 'agent' } }));
      return span('agent', 'CodeActAgent', { task: this.goal }, { agent_state: 'finished' }, c, { metadata: { style: 'openhands', model: 'anthropic/claude-sonnet-4-5', sid: nz.uuid(), max_iterations: 50 } });
    },
  },
  // 06 roast chestnut cart street-trading licences, Inspect AI
  {
    domain: 'roast chestnut carts (winter street-trading pitches)',
    style: 'inspect',
    isolates: 'Searching the council register for "chestnut" returns nothing because licences are filed by trader name; the agent searches the consent map by street instead, finds the two free winter pitches, and reports them.',
    goal: 'Find which street-trading pitches in the city centre are still free for a roast chestnut cart this December.',
    build(nz) {
      const r = new Rec('inspect', nz, { model: 'gpt-4o-mini', goal: this.goal, agent: 'licensing' });
      const c = [];
      c.push(r.llm('Searching the register of street-trading consents for chestnut sellers.', [['register_search', { q: 'chestnut' }]]));
      c.push(r.tool('register_search', { q: 'chestnut' }, `<div class="results"><p>No results found for "chestnut".</p><p class="hint">Search by trader name or consent number.</p></div><!-- ${nz.host('web')} ${nz.dur(20, 200)} -->`));
      c.push(r.llm('The register only indexes trader names and consent numbers, so a commodity search will not work. The pitch map lists every pitch by street with its status, which is what we need.', [['pitch_map', { zone: 'city_centre', season: 'winter' }]]));
      c.push(r.tool('pitch_map', { zone: 'city_centre', season: 'winter' }, { pitches: [{ id: 'P-03', street: 'High St (by the Cross)', status: 'taken', consent: 'STC/' + nz.digits(4) }, { id: 'P-07', street: 'Market Square north', status: 'free', power: true }, { id: 'P-11', street: 'Castle Gate', status: 'free', power: false }, { id: 'P-12', street: 'Station Approach', status: 'taken', consent: 'STC/' + nz.digits(4) }], updated: nz.usDate() }));
      c.push(r.llm('Two pitches are free for December: P-07 Market Square north (has a power hook-up) and P-11 Castle Gate (no power, fine for a charcoal roaster). Apply via a temporary street-trading consent.'));
      return r.root(c, { status: 'success', completion: 'P-07 Market Square north; P-11 Castle Gate' });
    },
  },
];
