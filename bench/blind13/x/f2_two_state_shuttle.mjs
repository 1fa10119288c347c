// Family 2: two_state_shuttle
// Loop: the agent alternates between two tools / two pages (A, B, A, B ...), and every visit
// returns what that same visit returned the previous time. The model's wording changes from
// turn to turn (or it writes nothing), so the repetition is in the actions, not in the text.
import { tracer } from './lib.mjs';

export const FAMILY = 'two_state_shuttle';

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'escape rooms', style: 'plain', loop: true, stagnation: false,
    isolates: 'A booking agent alternates four times between the slot calendar, which shows a maintenance hold, and the room status feed, which shows the room operational, getting the same two answers each time.',
    goal: 'A customer cannot book "The Alchemist\'s Vault" for Friday 19:30 for 6 players. Find out why the slot is unavailable and either book it for them or offer the closest alternative.',
    build(N) {
      const T = tracer(N, 'plain', { system: 'You are the reservations assistant for Locked & Loaded Escape Rooms (Leeds). Tools: get_slot_calendar, get_room_status, create_booking, send_customer_message.', goal: this.goal });
      const fri = N.dayPlus(4);
      const cal = () => ({
        status: 200,
        headers: { 'x-cache': N.pick(['HIT', 'MISS', 'HIT']), age: String(N.int(0, 55)), 'cf-ray': `${N.hex(16)}-LHR`, date: N.http() },
        body: {
          room: 'alchemists-vault', date: fri,
          slots: [
            { time: '17:45', state: 'booked', party: 5 },
            { time: '19:30', state: 'blocked', block: { reason: 'maintenance_hold', ref: 'MH-2291', created_by: 'ops-tablet-2', expires: null } },
            { time: '21:15', state: 'open', max_party: 6 },
          ],
          widget_session: N.b64url(20),
        },
      });
      const status = () => ({
        room: 'alchemists-vault', operational: true, game_master_on_shift: 'Priya',
        last_reset_at: N.isoOff(N.now() - 3600000, 60), open_tickets: [],
        props: { maglocks_online: 14, maglocks_total: 14, cabinet_sensor: 'ok', smoke_machine: 'ok' },
        heartbeat: { controller: 'pi-vault-01', seq: N.int(100000, 999999), at: N.iso() },
      });
      const calArgs = { room: 'alchemists-vault', date: fri };
      const stArgs = { room: 'alchemists-vault' };
      const say = [
        'Let me look at the slot calendar for that Friday first.',
        'The 19:30 slot is blocked with a maintenance hold MH-2291 that has no expiry. I\'ll check whether the room itself actually has a maintenance problem.',
        'The room is reported operational with zero open tickets and all fourteen maglocks online, so the hold may have been released since; looking at the calendar once more.',
        'Still blocked under MH-2291. Maybe the status feed lags behind the tablet that created the hold, so I will re-read the status.',
        null,
        'Status unchanged. Perhaps the calendar caches holds for a few minutes; one more calendar read.',
        null,
        'Nothing has moved on either side. I want to see whether the props report differs now before deciding.',
      ];
      const k = [];
      for (let i = 0; i < 8; i++) {
        const isCal = i % 2 === 0;
        k.push(T.llm(say[i], [{ name: isCal ? 'get_slot_calendar' : 'get_room_status', args: isCal ? calArgs : stArgs }]));
        k.push(T.tool(isCal ? 'get_slot_calendar' : 'get_room_status', isCal ? calArgs : stArgs, isCal ? cal() : status()));
      }
      return { root: T.root('reservations_agent', { goal: this.goal, channel: 'webchat', conversation_id: N.uuid() }, { status: 'incomplete', reason: 'turn budget exhausted' }, k, { error: 'TurnLimitExceeded: 16 tool calls' }) };
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'seed banks', style: 'llamaindex', loop: true, stagnation: false,
    isolates: 'A LlamaIndex function-calling agent bounces between an accession record that points to the germination-test log and a test log that points back to a legacy lot field that is empty, three full rounds with identical answers.',
    goal: 'Accession SB-1987-0442 (Aegilops tauschii) is flagged "viability overdue". Decide whether it needs to be regenerated in this season\'s field plots and record the decision.',
    build(N) {
      const T = tracer(N, 'llamaindex', { system: 'You are the curation assistant of the Nordic Crop Seed Vault. Tools: get_accession, get_germination_tests, set_regeneration_flag.', goal: this.goal });
      const acc = () => ({
        accession_id: 'SB-1987-0442', taxon: 'Aegilops tauschii subsp. strangulata', origin: 'IR, Golestan', acquired: '1987-09-14',
        seed_count: 1840, storage: '-18C / base collection, box 0442', viability_status: 'OVERDUE',
        last_germination_test: 'see germination test log', legacy_lot: null, regeneration_threshold_pct: 85,
        record_version: 57, read_from: N.pick(['grin-replica-a', 'grin-replica-b']), fetched: N.isoSec(),
      });
      const gt = () => ({
        accession_id: 'SB-1987-0442', tests: [],
        message: 'No tests on record for this accession id. Tests performed before 2015 are stored under the legacy lot number; see field legacy_lot on the accession record.',
        query_id: N.uuid7(), elapsed_ms: N.ms(8, 90),
      });
      const say = [
        'I will start with the accession record.',
        'The record defers to the germination test log, so I\'ll query the tests for this accession.',
        'The log says pre-2015 tests are filed under the legacy lot number. I will reopen the accession to read legacy_lot.',
        null,
        'legacy_lot is null on the record. The test log might accept the accession id with a different query shape; trying it again.',
        'Same message from the log. Possibly the record has been updated by a curator meanwhile; re-reading it.',
      ];
      const k = [];
      for (let i = 0; i < 6; i++) {
        const a = i % 2 === 0;
        k.push(T.llm(say[i], [{ name: a ? 'get_accession' : 'get_germination_tests', args: { accession_id: 'SB-1987-0442' } }]));
        k.push(T.tool(a ? 'get_accession' : 'get_germination_tests', { accession_id: 'SB-1987-0442' }, a ? acc() : gt()));
      }
      k.push(T.llm(null, [{ name: 'get_germination_tests', args: { accession_id: 'SB-1987-0442' } }]));
      k.push(T.tool('get_germination_tests', { accession_id: 'SB-1987-0442' }, gt()));
      return { root: T.root('OpenAIAgent.achat', { message: this.goal }, { response: 'Reached max iterations.' }, k, { error: 'ValueError: Reached max iterations.' }) };
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'browser: bookbinding supplies web shop', style: 'autogen', loop: true, stagnation: false,
    isolates: 'A web-surfing AutoGen team shuttles between a cart page that says shipping is computed at checkout and a shipping page that asks for a postcode in the cart, re-loading both pages three times without ever entering the postcode.',
    goal: 'Order 25 sheets of 1.5 mm greyboard (A2) and 10 m of "Buckram Oxblood" bookcloth from the Lindqvist Papper web shop for delivery to 41458 Goteborg, choosing the cheapest shipping option, and stop before payment.',
    build(N) {
      const T = tracer(N, 'autogen', { system: 'orchestrator: break the task into browser steps for web_surfer. web_surfer: use visit_page / click / type_text and report what the page shows.', goal: this.goal });
      const page = (url, body) => [
        `Address: ${url}`,
        `Title: ${url.includes('cart') ? 'Varukorg' : 'Kassan - Frakt'} | Lindqvist Papper`,
        `Viewport position: Showing page 1 of 1.`,
        `=======================`,
        body,
        `<!-- rendered by shop-fe-${N.int(1, 6)} in ${N.ms(90, 600)} ms, csrf=${N.b64url(32)} -->`,
      ].join('\n');
      const cart = () => page('https://shop.lindqvistpapper.se/cart', [
        '| Produkt | Antal | Pris |',
        '|---|---|---|',
        '| Grabok 1,5 mm A2 | 25 | 487,50 kr |',
        '| Bokklot Buckram Oxblood (metervara) | 10 m | 1 290,00 kr |',
        'Delsumma: 1 777,50 kr',
        'Frakt: Beraknas i kassan',
        '[Postnummer for fraktberakning: ______ ] [Uppdatera]',
        '[Till kassan]',
      ].join('\n'));
      const ship = () => page('https://shop.lindqvistpapper.se/checkout/shipping', [
        'Fraktalternativ',
        'Ange ditt postnummer i varukorgen for att se fraktpriser.',
        '(no shipping options rendered)',
        '[Tillbaka till varukorgen]   [Fortsatt till betalning] (disabled)',
      ].join('\n'));
      const orch = [
        'Both items are in the cart. web_surfer, open the cart and tell me the shipping cost.',
        'The cart defers shipping to checkout. Go to the checkout shipping step and list the options with prices.',
        'Checkout shows no options. Perhaps the cart needs to be reloaded so the session picks the items up; open the cart again.',
        'Proceed to the shipping step again, the options may render now that the cart is fresh.',
        'Let us double check the cart totals before the last attempt at the shipping page.',
        'One more look at the shipping step, please read the full text this time.',
      ];
      const k = [];
      for (let i = 0; i < 6; i++) {
        const c = i % 2 === 0;
        const url = c ? 'https://shop.lindqvistpapper.se/cart' : 'https://shop.lindqvistpapper.se/checkout/shipping';
        k.push(T.llm(orch[i], [], { agent: 'orchestrator' }));
        k.push(T.llm(null, [{ name: 'visit_page', args: { url } }], { agent: 'web_surfer' }));
        k.push(T.tool('visit_page', { url }, c ? cart() : ship(), { agent: 'web_surfer' }));
      }
      return { root: T.root('GroupChatManager.run_chat', { message: this.goal, participants: ['orchestrator', 'web_surfer'] }, { summary: null, termination: 'max_round' }, k, { maxRound: 18 }) };
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'elevator maintenance', style: 'sk', loop: true, stagnation: false,
    isolates: 'A Semantic Kernel agent caught in a circular reference reads a work order that refers to the inspection certificate and a certificate that refers back to the work order, three rounds each with the same content.',
    goal: 'Elevator E3 at Harbourside Tower is out of service after failing its annual inspection. Work out which deficiencies must be fixed so that a re-inspection can be booked, and list them for the technician.',
    build(N) {
      const T = tracer(N, 'sk', { system: 'You are LiftOpsAgent. Plugins: WorkOrders (GetWorkOrder, ListWorkOrders), Compliance (GetCertificate, BookReinspection).', goal: this.goal });
      const wo = () => ({
        work_order: 'WO-77310', unit: 'HT-E3', site: 'Harbourside Tower', type: 'CORRECTIVE', priority: 'P1',
        summary: 'Unit failed periodic inspection. Rectify deficiencies as per inspection certificate.',
        deficiencies: 'refer to certificate', assigned_to: null, opened: N.dayPlus(-3),
        _meta: { etag: N.etag(), served_by: N.pod('cmms-api'), request_id: N.reqId('cmms') },
      });
      const cert = () => ({
        unit: 'HT-E3', certificate_no: 'LIFT-2024-118842', result: 'FAIL', inspector: 'K. Odhiambo (badge 4471)',
        inspected_on: N.dayPlus(-3), deficiency_count: 3, deficiency_detail: 'Itemised in corrective work order raised by owner (see WO reference)',
        wo_reference: 'WO-77310', reinspection_window_days: 30,
        pdf: `https://compliance.example-lifts.gov/certs/LIFT-2024-118842.pdf?X-Amz-Date=${N.compact()}&X-Amz-Expires=300&X-Amz-Signature=${N.hex(64)}`,
      });
      const texts = [
        'I\'ll open the corrective work order for E3.',
        'The work order only says to rectify deficiencies as per the certificate. Fetching the certificate.',
        'Three deficiencies, but the certificate itemises them in the owner\'s work order WO-77310. I will look at that work order again for a detail section I may have missed.',
        'The deficiencies field is literally "refer to certificate". The certificate PDF link may carry the list; reading the certificate record again.',
        null,
        'The circular reference persists. I will try the certificate once more in case the inspector has appended detail since.',
      ];
      const k = [];
      for (let i = 0; i < 6; i++) {
        const w = i % 2 === 0;
        const fn = w ? 'WorkOrders-GetWorkOrder' : 'Compliance-GetCertificate';
        const args = w ? { work_order_id: 'WO-77310' } : { unit_id: 'HT-E3' };
        k.push(T.llm(texts[i], [{ name: fn, args }]));
        k.push(T.tool(fn, args, w ? wo() : cert()));
      }
      return { root: T.root('invoke_agent LiftOpsAgent', { input: this.goal }, { content: 'I could not determine the deficiencies yet.' }, k, { meta: { 'gen_ai.agent.name': 'LiftOpsAgent', stop_reason: 'MaximumAutoInvokeAttempts' } }) };
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'tea import', style: 'haystack', loop: true, stagnation: false,
    isolates: 'A Haystack agent checking a residue limit alternates between the lot certificate of analysis, which defers to a chromatogram report, and the contract clause, which defers to an annex, three rounds with the same two replies.',
    goal: 'Determine whether lot DJ-24-117 (Darjeeling first flush, Castleton estate) meets the anthraquinone residue limit in our purchase contract PC-2024-031 before we release payment.',
    build(N) {
      const T = tracer(N, 'haystack', { system: 'You are the quality assistant of Halden Tea Importers. Tools: get_coa(lot), get_contract_clause(contract, topic), hold_payment(contract, reason).', goal: this.goal });
      const coa = () => ({
        lot: 'DJ-24-117', lab: 'Eurofins Hamburg', sample: `S-${N.digits(8)}`, issued: N.dayPlus(-6),
        results: [
          { analyte: 'Moisture', value: '5.8 %' },
          { analyte: 'Multi-residue pesticide screen (GC-MS/MS)', value: '< LOQ for 412 analytes' },
          { analyte: 'Anthraquinone', value: 'see chromatogram report CR-88121' },
          { analyte: 'Perchlorate', value: '0.04 mg/kg' },
        ],
        doc_store_hit: { index: 'coa-v3', shard: N.int(0, 5), took_ms: N.ms(3, 40) },
      });
      const clause = () => `PC-2024-031 s.7.3 (Residues): "The Goods shall comply with the maximum residue levels set out in Annex B, as amended from time to time. Where Annex B is silent, Regulation (EC) No 396/2005 applies." [retrieved ${N.euro()} | rev 4 | cache ${N.pick(['warm', 'cold'])} | trace ${N.traceparent()}]`;
      const texts = [
        'I will read the certificate of analysis for the lot.',
        'The CoA does not give the anthraquinone figure itself; it points to CR-88121. Let me read the contract limit first.',
        'The contract points to Annex B. I will check the CoA again, maybe it lists the value in another row.',
        'The CoA rows are as before. The residue clause might carry the number in a sub-clause; querying the contract again.',
        'Still only a reference to Annex B. Rechecking whether the CoA notes mention CR-88121 results.',
        'Looking at the contract clause one more time before I decide what to report.',
      ];
      const k = [];
      for (let i = 0; i < 6; i++) {
        const c = i % 2 === 0;
        const name = c ? 'get_coa' : 'get_contract_clause';
        const args = c ? { lot: 'DJ-24-117' } : { contract: 'PC-2024-031', topic: 'anthraquinone residue limit' };
        k.push(T.llm(texts[i], [{ name, args }], { visit: i + 1 }));
        k.push(T.tool(name, args, c ? coa() : clause()));
      }
      return { root: T.root('haystack.agent.run', { messages: [{ role: 'user', content: this.goal }] }, { messages: null }, k, { error: 'Agent reached max_agent_steps=12 without exit condition', maxSteps: 12 }) };
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'devops: DNS cutover to a new CDN', style: 'crewai', loop: true, stagnation: false,
    isolates: 'A CrewAI SRE agent alternates between a public DNS lookup that still returns the old CNAME and the registrar zone view that already shows the new one, three rounds, never noticing the zone is delegated elsewhere.',
    goal: 'After moving docs.quillwork.io to the new CDN, some users still reach the old site. Check whether the DNS change has propagated and fix whatever is blocking it.',
    build(N) {
      N.pin(2024, 6, 12);
      const role = 'Site Reliability Engineer';
      const T = tracer(N, 'crewai', { system: `You are ${role}. Tools: DNS Lookup, Registrar Zone Viewer, Registrar Zone Editor.`, goal: this.goal });
      const dig = () => [
        `; <<>> DiG 9.18.24 <<>> docs.quillwork.io CNAME @1.1.1.1`,
        `;; ->>HEADER<<- opcode: QUERY, status: NOERROR, id: ${N.int(1000, 65535)}`,
        `;; flags: qr rd ra; QUERY: 1, ANSWER: 1, AUTHORITY: 0, ADDITIONAL: 1`,
        ``,
        `;; ANSWER SECTION:`,
        `docs.quillwork.io.\t${N.int(300, 3600)}\tIN\tCNAME\tquillwork-docs.oldcdn-edge.net.`,
        ``,
        `;; Query time: ${N.int(9, 48)} msec`,
        `;; SERVER: 1.1.1.1#53(1.1.1.1) (UDP)`,
        `;; WHEN: ${N.http().replace(' GMT', ' UTC')}`,
        `;; MSG SIZE  rcvd: 92`,
        ``,
        `$ dig +short NS quillwork.io`,
        `ns-1432.awsdns-51.org.`,
        `ns-611.awsdns-13.net.`,
      ].join('\n');
      const zone = () => ({
        zone: 'quillwork.io', provider: 'Gandi LiveDNS', serial: 2024061103,
        records: [
          { name: 'docs', type: 'CNAME', ttl: 300, value: 'quillwork-docs.b-cdn.net.' },
          { name: 'www', type: 'CNAME', ttl: 300, value: 'quillwork.netlify.app.' },
          { name: '@', type: 'MX', ttl: 3600, value: '10 mx1.mailbox.org.' },
        ],
        nameservers_configured_here: ['ns1.gandi.net', 'ns2.gandi.net', 'ns3.gandi.net'],
        session: N.uuid(), fetched: N.isoSec(),
      });
      const thoughts = [
        'Thought: First I should see what public resolvers return for docs.quillwork.io right now.',
        'Thought: Cloudflare\'s resolver still answers with the old CDN hostname. I should confirm the change was saved at the registrar.',
        'Thought: The zone at the registrar has the new b-cdn target with a 300 s TTL and a fresh serial, so resolvers should have picked it up by now. Query the resolver again.',
        'Thought: Still the old target. Maybe the registrar did not publish the new serial yet; look at the zone once more.',
        'Thought: Serial 2024061103 is shown as current. A second resolver answer might differ after the TTL lapses; repeat the lookup.',
        'Thought: Nothing changes on the resolver side. Open the zone again to make sure I am reading the right record name.',
      ];
      const k = [];
      for (let i = 0; i < 6; i++) {
        const d = i % 2 === 0;
        const name = d ? 'DNS Lookup' : 'Registrar Zone Viewer';
        const args = d ? { name: 'docs.quillwork.io', type: 'CNAME', resolver: '1.1.1.1' } : { zone: 'quillwork.io' };
        k.push(T.llm(`${thoughts[i]}\nAction: ${name}\nAction Input: ${JSON.stringify(args)}`, [], { role }));
        k.push(T.tool(name, args, d ? dig() : zone(), { role }));
      }
      const agent = T.group('agent', 'Agent.execute_task', { role, task: this.goal }, null, k, { error: 'Agent stopped due to iteration limit or time limit.', metadata: { agent_role: role, max_iter: 12 } });
      const task = T.group('chain', 'Task._execute_core', { description: this.goal, expected_output: 'Propagation status and the fix applied.' }, null, [agent], { error: 'Agent stopped due to iteration limit or time limit.' });
      return { root: T.root('Crew.kickoff', { inputs: { hostname: 'docs.quillwork.io' } }, null, [task], { error: 'Agent stopped due to iteration limit or time limit.' }) };
    },
  },
];
