// Family 8: shrinking_subtask_split (healthy)
// A task is split into smaller, different sub-tasks handed to sub-agents (sometimes of the same
// role, sometimes split once more); each returns a distinct part, the parts are merged, done.
import { tracer } from './lib.mjs';

export const FAMILY = 'shrinking_subtask_split';

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'circus touring logistics', style: 'crewai', loop: false, stagnation: false,
    isolates: 'A hierarchical CrewAI manager splits a nine-town circus tour into three legs and delegates each to a same-role logistics planner with a different scope; each returns a different leg plan and the manager merges them.',
    goal: 'Plan the move logistics for Cirque Aurelia\'s autumn tour through nine towns (Ghent to Nancy): for each move give the convoy departure, route restrictions for the 18 m tent trucks, and the ground the big top will stand on.',
    build(N) {
      N.pin(2024, 8);
      const role = 'Tour Logistics Planner';
      const T = tracer(N, 'crewai', { system: `Agents: Crew Manager, ${role}. Tools: Route Planner, Site Register, Delegate work to coworker.`, goal: this.goal });
      const legs = [
        ['Ghent -> Lille -> Arras', 'Leg A: Ghent, Lille, Arras', [['Ghent', 'Lille', '76 km', 'E17/A22, no restriction; avoid Lille centre LEZ (Crit\'Air)'], ['Lille', 'Arras', '54 km', 'A1; 3.8 m bridge on D917 - stay on A1']], 'Lille: Champ de Mars (gravel, 4,200 m2); Arras: Parc des Expositions car park B'],
        ['Arras -> Amiens -> Reims', 'Leg B: Arras, Amiens, Reims', [['Arras', 'Amiens', '68 km', 'A1/A29; Sunday HGV ban 22:00 Sat - 22:00 Sun, depart Monday 06:00'], ['Amiens', 'Reims', '172 km', 'A29/A26; fuel stop Aire de Urvillers']], 'Amiens: Esplanade de la Hotoie (grass - ground plates needed if wet); Reims: Parc des Expositions'],
        ['Reims -> Metz -> Nancy', 'Leg C: Reims, Metz, Nancy', [['Reims', 'Metz', '190 km', 'A4 toll; Metz ring N431 clearance ok for 4.2 m'], ['Metz', 'Nancy', '57 km', 'A31, roadworks near Pont-a-Mousson (single lane, night closures 21:00-05:00)']], 'Metz: Plaine de Seille (grass, drained); Nancy: Parc de la Pepiniere overflow lot (tarmac, anchors by drilling)'],
      ];
      const kids = [];
      kids.push(T.llm('Thought: Nine towns are too many for one pass. I will split the tour into three legs of three towns and give each leg to the Tour Logistics Planner separately.', [], { role: 'Crew Manager' }));
      const parts = [];
      for (const [span, title, moves, grounds] of legs) {
        const args = { task: `Plan moves and grounds for ${title}.`, context: `Convoy: 11 trucks incl. 4 x 18 m tent trucks, 4.1 m high. Towns: ${span}.`, coworker: role };
        kids.push(T.llm(`Thought: Delegating ${title}.\nAction: Delegate work to coworker\nAction Input: ${JSON.stringify(args)}`, [], { role: 'Crew Manager' }));
        const sub = [];
        for (const m of moves) {
          sub.push(T.llm(`Thought: Route ${m[0]} to ${m[1]} for 18 m, 4.1 m trucks.\nAction: Route Planner\nAction Input: {"from": "${m[0]}", "to": "${m[1]}", "vehicle": "HGV 18.0m 4.1m 40t"}`, [], { role }));
          sub.push(T.tool('Route Planner', { from: m[0], to: m[1], vehicle: 'HGV 18.0m 4.1m 40t' }, `${m[0]} -> ${m[1]}: ${m[2]}. ${m[3]}. (route id ${N.hex(10)}, computed ${N.isoSec()}, tiles ${N.pick(['2024.09', '2024.10'])})`, { role }));
        }
        const part = `${title}: ${moves.map((m) => `${m[0]}->${m[1]} ${m[2]} (${m[3]})`).join('; ')}. Grounds: ${grounds}.`;
        sub.push(T.llm(`Thought: Both moves routed and grounds known.\nFinal Answer: ${part}`, [], { role }));
        parts.push(part);
        const agent = T.group('agent', 'Agent.execute_task', { role, task: args.task, context: args.context }, part, sub, { metadata: { agent_role: role } });
        kids.push(T.tool('Delegate work to coworker', args, part, { role: 'Crew Manager', children: [agent] }));
      }
      const merged = `Tour move plan:\n${parts.join('\n')}\nGeneral: all convoys leave at 06:00 on move days; Amiens move must wait for the Sunday HGV ban to lift.`;
      kids.push(T.llm(`Thought: I have all three legs.\nFinal Answer: ${merged}`, [], { role: 'Crew Manager' }));
      const mgr = T.group('agent', 'Agent.execute_task', { role: 'Crew Manager', task: this.goal }, merged, kids, { metadata: { agent_role: 'Crew Manager' } });
      const task = T.group('chain', 'Task._execute_core', { description: this.goal, expected_output: 'Per move: departure, route restrictions, ground.' }, { raw: merged }, [mgr]);
      return { root: T.root('Crew.kickoff', { inputs: { tour: 'Autumn 2024' } }, { raw: merged }, [task], { process: 'hierarchical' }) };
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'fireworks display design', style: 'autogen', loop: false, stagnation: false,
    isolates: 'An AutoGen show designer splits a twelve-minute fireworks show into opening, middle and finale nested chats; each segment designer returns a different cue list, and the merged script passes one safety check.',
    goal: 'Design the firing script for the 12-minute New Year display at Harbour Green (music: three tracks), staying within the site\'s 75 mm maximum shell calibre and 120 m safety distance, and check it with the safety tool.',
    build(N) {
      N.pin(2024, 12, 9);
      const T = tracer(N, 'autogen', { system: 'show_designer splits work into nested chats with segment_designer; safety_proxy runs check_script.', goal: this.goal });
      const segs = [
        ['opening', '00:00-03:40', 'track 1 "Zadok the Priest"', ['00:00 front-line gerbs x24 (silver)', '00:42 50 mm peony salvo x12 (gold)', '01:30 comet fans L-R, 8 positions', '02:55 65 mm crossette x6 on the choral peak']],
        ['middle', '03:40-08:50', 'track 2 "Clair de Lune"', ['03:40 slow single 50 mm willows, 1 every 6 s', '05:10 low-level mines in blue', '06:45 75 mm chrysanthemum pairs x8', '08:20 silence 20 s (held breath)']],
        ['finale', '08:50-12:00', 'track 3 "1812" (cut)', ['08:50 cake barrage 100 shots', '10:05 75 mm multibreak x16 on cannon hits', '11:20 white strobe wall', '11:52 final salute 75 mm titanium x20']],
      ];
      const kids = [];
      kids.push(T.llm('I will split the show by music track and ask a segment designer for each third, then merge and run the safety check.', [], { agent: 'show_designer' }));
      for (const [name, time, music, cues] of segs) {
        const sub = [];
        sub.push(T.llm(`Segment "${name}" ${time} on ${music}. Max calibre 75 mm.`, [], { agent: 'show_designer' }));
        sub.push(T.llm(null, [{ name: 'get_product_catalogue', args: { max_calibre_mm: 75, mood: name } }], { agent: 'segment_designer' }));
        sub.push(T.tool('get_product_catalogue', { max_calibre_mm: 75, mood: name }, { items: cues.length + N.int(8, 20), supplier: 'Kimbolton', stock_as_of: N.day(), query: N.uuid() }, { agent: 'catalogue_proxy' }));
        sub.push(T.llm(`Cue list for ${name}:\n${cues.join('\n')}`, [], { agent: 'segment_designer' }));
        kids.push(T.group('agent', 'nested_chat', { recipient: 'segment_designer', message: `Design the ${name} segment (${time}) on ${music}.` }, { summary: cues.join('; ') }, sub, { metadata: { 'ag2.agent.name': 'segment_designer', segment: name } }));
      }
      const script = segs.flatMap((s) => s[3]);
      kids.push(T.llm(null, [{ name: 'check_script', args: { cues: script, site: 'harbour-green', max_calibre_mm: 75, safety_distance_m: 120 } }], { agent: 'show_designer' }));
      kids.push(T.tool('check_script', { cues: script, site: 'harbour-green', max_calibre_mm: 75, safety_distance_m: 120 }, { ok: true, cues: 12, max_calibre_mm: 75, fallout_radius_m: 104, warnings: ['cue 08:20 is a pause, no product'], report: `SAF-${N.digits(6)}`, checked_at: N.isoSec() }, { agent: 'safety_proxy' }));
      kids.push(T.llm('Merged 12-cue script passes the safety check (max fallout 104 m inside the 120 m distance). Script attached for the firing system import. TERMINATE', [], { agent: 'show_designer' }));
      return { root: T.root('autogen.initiate_chat', { sender: 'client_proxy', recipient: 'show_designer', message: this.goal }, { summary: 'Script with 12 cues, safety check passed.', termination: 'TERMINATE' }, kids) };
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'typeface foundry licensing', style: 'llamaindex', loop: false, stagnation: false,
    isolates: 'A LlamaIndex quoting agent splits a multi-channel font licence into desktop, web and app sub-agents, and the app sub-agent splits again into iOS and Android; every piece returns a different price line that is summed into one quote.',
    goal: 'Prepare a licence quote for Brightwell Group for the typeface family "Corvid Sans" (8 styles): 120 desktop seats, web at 2 million pageviews a month, and embedding in their iOS and Android apps.',
    build(N) {
      const T = tracer(N, 'llamaindex', { system: 'You are the quoting agent of Ferrous Type Foundry. Tools: price_desktop, price_web, price_app, and sub-agents for each channel.', goal: this.goal });
      const sub = (name, q, children, resp) => T.group('agent', 'FunctionAgent.run', { user_msg: q }, { response: resp }, children, { metadata: { span_id: `FunctionAgent.run-${N.uuid()}`, agent_name: name } });
      const kids = [];
      kids.push(T.llm('The quote has three independent channels; I will price each with its own sub-agent and add them up.', [{ name: 'desktop_agent', args: { input: '120 seats, 8 styles' } }, { name: 'web_agent', args: { input: '2M pageviews/month, 8 styles' } }, { name: 'app_agent', args: { input: 'iOS + Android embedding, 8 styles' } }]));
      // desktop
      const d1 = T.llm(null, [{ name: 'price_desktop', args: { family: 'corvid-sans', styles: 8, seats: 120 } }]);
      const d2 = T.tool('price_desktop', { family: 'corvid-sans', styles: 8, seats: 120 }, { tier: '101-250 seats', unit_eur: 38.5, subtotal_eur: 4620, price_book: '2024-Q3', calc_id: N.ulid() });
      const dresp = 'Desktop: 120 seats x 8 styles, tier 101-250, EUR 4,620.';
      const d3 = T.llm(dresp);
      kids.push(T.tool('desktop_agent', { input: '120 seats, 8 styles' }, dresp, { spanName: 'AgentWorkflow.tool', children: [sub('desktop_agent', '120 seats, 8 styles', [d1, d2, d3], dresp)] }));
      // web
      const w1 = T.llm(null, [{ name: 'price_web', args: { family: 'corvid-sans', styles: 8, monthly_pageviews: 2000000 } }]);
      const w2 = T.tool('price_web', { family: 'corvid-sans', styles: 8, monthly_pageviews: 2000000 }, { tier: '1M-5M', annual_eur: 3900, self_hosting: true, price_book: '2024-Q3', calc_id: N.ulid() });
      const wresp = 'Web: 2M pageviews/month, tier 1M-5M, EUR 3,900 per year, self-hosting allowed.';
      const w3 = T.llm(wresp);
      kids.push(T.tool('web_agent', { input: '2M pageviews/month, 8 styles' }, wresp, { spanName: 'AgentWorkflow.tool', children: [sub('web_agent', '2M pageviews/month, 8 styles', [w1, w2, w3], wresp)] }));
      // app -> ios + android
      const a0 = T.llm('Two platforms with separate app-store listings; each is priced per app title, so I will split by platform.', [{ name: 'platform_agent', args: { input: 'iOS, 1 app' } }, { name: 'platform_agent', args: { input: 'Android, 1 app' } }]);
      const i1 = T.llm(null, [{ name: 'price_app', args: { family: 'corvid-sans', styles: 8, platform: 'ios', apps: 1, installs: '500k' } }]);
      const i2 = T.tool('price_app', { family: 'corvid-sans', styles: 8, platform: 'ios', apps: 1, installs: '500k' }, { platform: 'ios', annual_eur: 1750, install_band: '100k-1M', calc_id: N.ulid() });
      const iresp = 'iOS: 1 app, 100k-1M installs, EUR 1,750/yr.';
      const g1 = T.llm(null, [{ name: 'price_app', args: { family: 'corvid-sans', styles: 8, platform: 'android', apps: 1, installs: '1.4M' } }]);
      const g2 = T.tool('price_app', { family: 'corvid-sans', styles: 8, platform: 'android', apps: 1, installs: '1.4M' }, { platform: 'android', annual_eur: 2300, install_band: '1M-5M', calc_id: N.ulid() });
      const gresp = 'Android: 1 app, 1M-5M installs, EUR 2,300/yr.';
      const aresp = 'App embedding total EUR 4,050 per year (iOS 1,750 in the 100k-1M band, Android 2,300 in the 1M-5M band).';
      const a3 = T.llm(aresp);
      const appSub = sub('app_agent', 'iOS + Android embedding, 8 styles', [a0,
        T.tool('platform_agent', { input: 'iOS, 1 app' }, iresp, { spanName: 'AgentWorkflow.tool', children: [sub('platform_agent', 'iOS, 1 app', [i1, i2], iresp)] }),
        T.tool('platform_agent', { input: 'Android, 1 app' }, gresp, { spanName: 'AgentWorkflow.tool', children: [sub('platform_agent', 'Android, 1 app', [g1, g2], gresp)] }),
        a3], aresp);
      kids.push(T.tool('app_agent', { input: 'iOS + Android embedding, 8 styles' }, aresp, { spanName: 'AgentWorkflow.tool', children: [appSub] }));
      kids.push(T.llm('Quote for Brightwell Group - Corvid Sans (8 styles):\n- Desktop, 120 seats: EUR 4,620 one-off\n- Web, 2M pageviews/month: EUR 3,900 per year\n- App embedding: iOS EUR 1,750/yr + Android EUR 2,300/yr = EUR 4,050/yr\nFirst-year total: EUR 12,570 (EUR 7,950 per year from year two). Prices from price book 2024-Q3, valid 30 days.'));
      return { root: T.root('AgentWorkflow.run', { user_msg: this.goal }, { response: 'First-year total EUR 12,570.' }, kids) };
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'allotment gardens', style: 'sk', loop: false, stagnation: false,
    isolates: 'A Semantic Kernel allotments agent splits plot allocation by site into three sub-agent invocations, each returning offers for different plots and applicants, then merges them and sends the offers.',
    goal: 'Fourteen plots are vacant across the three Fernhill allotment sites. Offer them to the waiting list (31 applicants) in date order, respecting each applicant\'s preferred site and the half-plot rule for new tenants, and send the offer letters.',
    build(N) {
      const T = tracer(N, 'sk', { system: 'You are AllotmentsAgent for Fernhill Town Council. Plugins: Plots (ListVacant), WaitingList (Get), Letters (SendOffers), Agents (SiteAllocator).', goal: this.goal });
      const sites = [
        ['Brook Lane', ['BL-04a', 'BL-04b', 'BL-11', 'BL-19a', 'BL-22'], [['WL-0912', 'BL-04a'], ['WL-0937', 'BL-04b'], ['WL-0955', 'BL-11 (half: BL-11a)'], ['WL-0961', 'BL-19a']], 'BL-22 unoffered: no applicant prefers Brook Lane any more; offer to cross-site list'],
        ['Mill Field', ['MF-02', 'MF-07a', 'MF-13', 'MF-14'], [['WL-0918', 'MF-02a'], ['WL-0920', 'MF-07a'], ['WL-0944', 'MF-13a'], ['WL-0949', 'MF-14a']], 'four full plots halved for new tenants; MF-02b, MF-13b, MF-14b go back on the vacant list'],
        ['Orchard Rise', ['OR-01', 'OR-05', 'OR-06a', 'OR-09', 'OR-12'], [['WL-0903', 'OR-06a'], ['WL-0906', 'OR-01a'], ['WL-0931', 'OR-05a'], ['WL-0950', 'OR-09a'], ['WL-0958', 'OR-12a']], 'raised bed OR-06a to WL-0903 (accessibility need noted)'],
      ];
      const kids = [];
      kids.push(T.llm('Preferences are per site, so I will let the site allocator handle each site separately and then send all offers together.', sites.map((s) => ({ name: 'Agents-SiteAllocator', args: { site: s[0] } }))));
      const offers = [];
      for (const [site, plots, alloc, note] of sites) {
        const sub = [];
        sub.push(T.llm(null, [{ name: 'Plots-ListVacant', args: { site } }, { name: 'WaitingList-Get', args: { site_preference: site, order: 'application_date' } }]));
        sub.push(T.tool('Plots-ListVacant', { site }, { site, vacant: plots, as_of: N.day(), gis_ref: N.hex(8) }));
        sub.push(T.tool('WaitingList-Get', { site_preference: site, order: 'application_date' }, { site, applicants: alloc.map((a) => ({ id: a[0], applied: N.dayPlus(-N.int(200, 900)), new_tenant: true })), total_on_list: 31, page: N.cursor() }));
        const res = `${site}: ${alloc.map((a) => `${a[0]} -> ${a[1]}`).join(', ')}. Note: ${note}.`;
        sub.push(T.llm(res));
        alloc.forEach((a) => offers.push({ applicant: a[0], plot: a[1] }));
        kids.push(T.tool('Agents-SiteAllocator', { site }, res, { children: [T.group('agent', 'invoke_agent SiteAllocator', { site }, { content: res }, sub, { metadata: { 'gen_ai.agent.name': 'SiteAllocator' } })] }));
      }
      kids.push(T.llm('Merging the three sites: 13 offers. Sending letters.', [{ name: 'Letters-SendOffers', args: { offers, reply_by: N.dayPlus(14) } }]));
      kids.push(T.tool('Letters-SendOffers', { offers, reply_by: N.dayPlus(14) }, { sent: 13, channel: { email: 10, post: 3 }, batch: `LTR-${N.digits(6)}`, queued_at: N.isoSec() }));
      kids.push(T.llm('13 offers sent (Brook Lane 4, Mill Field 4, Orchard Rise 5), replies due in 14 days. BL-22 has no Brook Lane applicant and goes to the cross-site list; MF-02b, MF-13b and MF-14b return to the vacant list after halving.'));
      return { root: T.root('invoke_agent AllotmentsAgent', { input: this.goal }, { content: '13 offers sent.' }, kids, { meta: { 'gen_ai.agent.name': 'AllotmentsAgent' } }) };
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'travel: multi-city rail trip', style: 'haystack', loop: false, stagnation: false,
    isolates: 'A Haystack trip agent hands four different rail legs to a leg-planner agent tool, each call with a different origin and destination and each returning different trains, then assembles the itinerary.',
    goal: 'Plan a six-day rail trip Lisbon -> Madrid -> Barcelona -> Lyon -> Zurich leaving Monday, one night in Madrid, two in Barcelona, one in Lyon, arriving in Zurich by Saturday evening, with seat reservations where required.',
    build(N) {
      const T = tracer(N, 'haystack', { system: 'You plan European rail trips. Tools: leg_planner (agent: finds trains for one leg and date), hold_reservations.', goal: this.goal });
      const legs = [
        ['Lisbon', 'Madrid', 0, 'No direct daytime train; Lisboa Oriente 07:59 IC 520 -> Entroncamento -> Badajoz 13:05, then AVANT/Alvia Badajoz 14:20 -> Madrid Atocha 18:36 (change at Merida)', 'reservation required on Alvia'],
        ['Madrid', 'Barcelona', 1, 'AVE 03071 Madrid Puerta de Atocha 09:30 -> Barcelona Sants 12:20; Iryo 06211 10:00 -> 12:45', 'reservation required'],
        ['Barcelona', 'Lyon', 3, 'TGV INOUI 9702 Barcelona Sants 09:25 -> Lyon Part-Dieu 14:32 (direct, seasonal)', 'reservation required'],
        ['Lyon', 'Zurich', 4, 'TER Lyon Part-Dieu 10:04 -> Geneve 11:58, IR 90 Geneve 12:42 -> Zurich HB 15:26', 'no reservation needed'],
      ];
      const k = [];
      k.push(T.llm('Four legs with fixed dates; I will give each leg to the leg planner.', [], { visit: 1 }));
      const lines = [];
      legs.forEach((l, i) => {
        const date = N.dayPlus(7 + l[2]);
        const args = { origin: l[0], destination: l[1], date, earliest: '07:00' };
        k.push(T.llm(null, [{ name: 'leg_planner', args }], { visit: i + 2 }));
        const sub = [
          T.llm(null, [{ name: 'search_trains', args }], { visit: 1 }),
          T.tool('search_trains', args, { query: args, results: l[3], provider: N.pick(['Trainline API', 'Renfe/OUIGO aggregator']), fetched: N.isoSec(), search_id: N.uuid() }),
          T.llm(`${l[0]} -> ${l[1]} on ${date}: ${l[3]}. ${l[4]}.`, [], { visit: 2 }),
        ];
        const agent = T.group('agent', 'haystack.agent.run', { messages: [{ role: 'user', content: `Find trains ${l[0]} -> ${l[1]} on ${date}` }] }, { last_message: `${l[0]} -> ${l[1]}: ${l[3]}` }, sub, { metadata: { 'haystack.agent.name': 'leg_planner' } });
        k.push(T.tool('leg_planner', args, `${l[0]} -> ${l[1]} (${date}): ${l[3]}; ${l[4]}`, { children: [agent] }));
        lines.push(`${date} ${l[0]} -> ${l[1]}: ${l[3]}`);
      });
      k.push(T.llm('Holding the three reservations that are required.', [{ name: 'hold_reservations', args: { legs: ['Badajoz-Madrid Alvia', 'AVE 03071', 'TGV 9702'] } }], { visit: 7 }));
      k.push(T.tool('hold_reservations', { legs: ['Badajoz-Madrid Alvia', 'AVE 03071', 'TGV 9702'] }, { held: 3, hold_until: N.isoOff(N.now() + 86400000, 60), pnr: N.ALNUM(6) }));
      k.push(T.llm(`Itinerary:\n${lines.join('\n')}\nNights: Madrid 1, Barcelona 2, Lyon 1; arrival Zurich Saturday 15:26. Three seat reservations held for 24 h.`, [], { visit: 8 }));
      return { root: T.root('haystack.agent.run', { messages: [{ role: 'user', content: this.goal }] }, { last_message: 'Itinerary ready, reservations held.' }, k) };
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'pottery studio kilns', style: 'plain', loop: false, stagnation: false,
    isolates: 'A studio scheduler spawns sub-agents for bisque, glaze and raku firings, the glaze sub-agent splits once more into cone 6 and cone 10 loads, and each returns a different kiln load that is merged into one weekly schedule.',
    goal: 'Schedule next week\'s firings at Clayhouse Co-op: 48 pieces of members\' work are waiting (bisque, cone 6 glaze, cone 10 reduction glaze, raku) across kilns A (electric), B (electric) and C (gas), with no kiln fired twice in 24 hours.',
    build(N) {
      const T = tracer(N, 'plain', { system: 'You schedule kilns for Clayhouse Co-op. Tools: list_waiting_work(firing_type), spawn_subagent(task), book_kiln(kiln, start, load).', goal: this.goal });
      const sub = (task, kids, result) => T.group('agent', 'subagent', { task }, { result }, kids, { metadata: { run_id: N.uuid() } });
      const k = [];
      k.push(T.llm('Three independent firing families; I will give each to a sub-agent and then book the kilns.', [{ name: 'spawn_subagent', args: { task: 'Plan bisque loads' } }, { name: 'spawn_subagent', args: { task: 'Plan glaze loads (cone 6 and cone 10)' } }, { name: 'spawn_subagent', args: { task: 'Plan raku session' } }]));
      // bisque
      const bA = T.llm(null, [{ name: 'list_waiting_work', args: { firing_type: 'bisque' } }]);
      const bB = T.tool('list_waiting_work', { firing_type: 'bisque' }, { count: 21, shelves_needed: 5.5, tallest_cm: 38, members: 9, list_etag: N.etag() });
      const bres = 'Bisque: 21 pieces, 5.5 of kiln A\'s 6 shelves -> kiln A Monday 18:00 (cone 04, ~10 h); tallest piece 38 cm fits the top shelf.';
      const bC = T.llm(bres);
      k.push(T.tool('spawn_subagent', { task: 'Plan bisque loads' }, { result: bres }, { children: [sub('Plan bisque loads', [bA, bB, bC], bres)] }));
      // glaze -> split
      const gA = T.llm('Cone 6 (electric) and cone 10 reduction (gas) need different kilns; splitting.', [{ name: 'spawn_subagent', args: { task: 'Plan cone 6 glaze load' } }, { name: 'spawn_subagent', args: { task: 'Plan cone 10 reduction load' } }]);
      const c6a = T.llm(null, [{ name: 'list_waiting_work', args: { firing_type: 'glaze_c6' } }]);
      const c6b = T.tool('list_waiting_work', { firing_type: 'glaze_c6' }, { count: 14, shelves_needed: 3, glazes: ['celadon', 'floating blue', 'tenmoku'], drip_risk: 2, list_etag: N.etag() });
      const c6res = 'Cone 6: 14 pieces -> kiln B Wednesday 08:00; cookies under the 2 floating-blue pieces with drip risk.';
      const c6c = T.llm(c6res);
      const c10a = T.llm(null, [{ name: 'list_waiting_work', args: { firing_type: 'glaze_c10_reduction' } }]);
      const c10b = T.tool('list_waiting_work', { firing_type: 'glaze_c10_reduction' }, { count: 9, shelves_needed: 2.5, glazes: ['shino', 'copper red'], list_etag: N.etag() });
      const c10res = 'Cone 10 reduction: 9 pieces -> kiln C Thursday 06:00 (gas, needs firing monitor on site until ~17:00).';
      const c10c = T.llm(c10res);
      const gres = 'Glaze firings: electric kiln B on Wednesday morning takes all 14 cone 6 pieces, and gas kiln C on Thursday takes the 9 shino / copper-red reduction pieces.';
      const glaze = sub('Plan glaze loads (cone 6 and cone 10)', [gA,
        T.tool('spawn_subagent', { task: 'Plan cone 6 glaze load' }, { result: c6res }, { children: [sub('Plan cone 6 glaze load', [c6a, c6b, c6c], c6res)] }),
        T.tool('spawn_subagent', { task: 'Plan cone 10 reduction load' }, { result: c10res }, { children: [sub('Plan cone 10 reduction load', [c10a, c10b, c10c], c10res)] }),
        T.llm(gres)], gres);
      k.push(T.tool('spawn_subagent', { task: 'Plan glaze loads (cone 6 and cone 10)' }, { result: gres }, { children: [glaze] }));
      // raku
      const rA = T.llm(null, [{ name: 'list_waiting_work', args: { firing_type: 'raku' } }]);
      const rB = T.tool('list_waiting_work', { firing_type: 'raku' }, { count: 4, members: 2, note: 'outdoor kiln, needs 2 people', list_etag: N.etag() });
      const rres = 'Raku: 4 pieces, outdoor raku kiln Saturday 11:00 with two members present.';
      k.push(T.tool('spawn_subagent', { task: 'Plan raku session' }, { result: rres }, { children: [sub('Plan raku session', [rA, rB, T.llm(rres)], rres)] }));
      k.push(T.llm('Booking the three kilns; no kiln is fired twice within 24 h.', [{ name: 'book_kiln', args: { kiln: 'A', start: 'Mon 18:00', load: 'bisque 21' } }, { name: 'book_kiln', args: { kiln: 'B', start: 'Wed 08:00', load: 'cone 6 glaze 14' } }, { name: 'book_kiln', args: { kiln: 'C', start: 'Thu 06:00', load: 'cone 10 reduction 9' } }]));
      k.push(T.tool('book_kiln', { kiln: 'A', start: 'Mon 18:00', load: 'bisque 21' }, { ok: true, booking: `KB-${N.digits(5)}` }));
      k.push(T.tool('book_kiln', { kiln: 'B', start: 'Wed 08:00', load: 'cone 6 glaze 14' }, { ok: true, booking: `KB-${N.digits(5)}` }));
      k.push(T.tool('book_kiln', { kiln: 'C', start: 'Thu 06:00', load: 'cone 10 reduction 9' }, { ok: true, booking: `KB-${N.digits(5)}`, reminder: 'gas supply check Wed' }));
      k.push(T.llm('Week schedule: Mon 18:00 kiln A bisque (21 pieces); Wed 08:00 kiln B cone 6 glaze (14, cookies under the two drip-risk pieces); Thu 06:00 kiln C cone 10 reduction (9, firing monitor on site until ~17:00, gas supply check on Wednesday); Sat 11:00 outdoor raku (4, two members present). 21 + 14 + 9 + 4 = all 48 pieces, and no kiln fires twice within 24 h.'));
      return { root: T.root('studio_scheduler', { goal: this.goal }, { status: 'completed' }, k) };
    },
  },
];
