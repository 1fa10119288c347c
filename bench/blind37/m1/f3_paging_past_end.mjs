// Family 3: paging on after the last page; every further page is the same empty answer.
import { style } from './lib.mjs';
export const FAMILY = 'paging_past_end';

export const rows = [
  {
    id: '01', domain: 'snow groomer fleets', style: 'OpenAI Agents SDK',
    isolates: 'An OpenAI Agents SDK run reads two real pages of groomer work orders, then requests pages 3 to 6, each returning an empty list with has_more false.',
    goal: 'List every open hydraulic work order for the resort\'s snow groomer fleet so the workshop can order seals before Friday.',
    build(N) {
      const S = style('agents_sdk', N, { model: 'gpt-4.1', system: 'You are FleetDesk, an assistant for the snowcat workshop.', user: this.goal });
      const p1 = { page: 1, per_page: 5, has_more: true, items: [{ wo: 'WO-5521', unit: 'PB600-07', system: 'hydraulic', text: 'blade tilt cylinder weeping' }, { wo: 'WO-5524', unit: 'PB400-02', system: 'hydraulic', text: 'tiller motor case drain hot' }, { wo: 'WO-5530', unit: 'PB600-11', system: 'hydraulic', text: 'winch hose chafed at boom' }, { wo: 'WO-5533', unit: 'LH-Elite-1', system: 'hydraulic', text: 'pump whine at idle' }, { wo: 'WO-5537', unit: 'PB600-07', system: 'hydraulic', text: 'steering valve leak' }] };
      const p2 = { page: 2, per_page: 5, has_more: false, items: [{ wo: 'WO-5541', unit: 'PB400-05', system: 'hydraulic', text: 'accumulator precharge low' }, { wo: 'WO-5548', unit: 'PB600-03', system: 'hydraulic', text: 'rear blade seal kit needed' }] };
      const k = [...S.turn({ calls: [['list_work_orders', { status: 'open', system: 'hydraulic', page: 1 }]] }, [p1]), ...S.turn({ calls: [['list_work_orders', { status: 'open', system: 'hydraulic', page: 2 }]] }, [p2])];
      for (const p of [3, 4, 5, 6]) k.push(...S.turn({ calls: [['list_work_orders', { status: 'open', system: 'hydraulic', page: p }]] }, [{ page: p, per_page: 5, has_more: false, items: [] }]));
      return S.root('FleetDesk', k, { error: 'MaxTurnsExceeded: Max turns (6) exceeded' }, { 'span_data.type': 'agent', tools: ['list_work_orders', 'order_parts'], handoffs: [] });
    },
  },
  {
    id: '02', domain: 'moss gardens', style: 'Mastra',
    isolates: 'A Mastra agent follows the specimen-catalogue cursor to its end and then keeps sending the same final cursor, getting the same empty page with the same cursor back three more times.',
    goal: 'Make a list of all moss species in the temple garden catalogue that need more than 70% shade, for the new canopy plan.',
    build(N) {
      const S = style('mastra', N, { model: 'gpt-4o-mini', system: 'You are the catalogue assistant of a Japanese moss garden.', user: this.goal });
      const c1 = N.cursor(), c2 = N.cursor();
      const k = [
        ...S.turn({ calls: [['listSpecimens', { filter: 'shade_pct>70', limit: 4 }]] }, [{ data: [{ sp: 'Hypnum plumaeforme', shade_pct: 75 }, { sp: 'Leucobryum juniperoideum', shade_pct: 80 }, { sp: 'Polytrichum commune', shade_pct: 72 }, { sp: 'Thuidium kanedae', shade_pct: 85 }], nextCursor: c1 }]),
        ...S.turn({ calls: [['listSpecimens', { filter: 'shade_pct>70', limit: 4, cursor: c1 }]] }, [{ data: [{ sp: 'Climacium japonicum', shade_pct: 78 }, { sp: 'Rhizogonium dozyanum', shade_pct: 90 }], nextCursor: c2 }]),
      ];
      for (let i = 0; i < 4; i++) k.push(...S.turn({ calls: [['listSpecimens', { filter: 'shade_pct>70', limit: 4, cursor: c2 }]] }, [{ data: [], nextCursor: c2 }]));
      return S.root("agent run: 'mossCatalogueAgent'", k, null, { spanType: 'AGENT_RUN', maxSteps: 6, finishReason: 'max-steps' });
    },
  },
  {
    id: '03', domain: 'hospital pneumatic tube systems', style: 'OpenInference / Arize Phoenix',
    isolates: 'Phoenix-style spans where the agent pages through carrier transit logs by offset; after the partial page at offset 200 it requests offsets 300, 400, 500 and 600 and gets the same empty body each time.',
    goal: 'Find all carriers that took more than 4 minutes between the lab and ICU tube stations yesterday.',
    build(N) {
      const S = style('openinference', N, { model: 'gpt-4o-2024-08-06', system: 'You analyse the hospital pneumatic tube system logs for facilities engineering.', user: this.goal });
      const rows = (n, base) => Array.from({ length: n }, (_, i) => ({ carrier: `C${base + i}`, from: 'LAB-01', to: 'ICU-3', transit_s: 95 + ((base + i) * 37) % 260 }));
      const k = [
        ...S.turn({ calls: [['tube_transit_log', { from: 'LAB-01', to: 'ICU-3', date: 'yesterday', offset: 0, limit: 100 }]] }, [JSON.stringify({ offset: 0, returned: 100, rows: rows(3, 4400).concat(['...97 more']) })]),
        ...S.turn({ calls: [['tube_transit_log', { from: 'LAB-01', to: 'ICU-3', date: 'yesterday', offset: 100, limit: 100 }]] }, [JSON.stringify({ offset: 100, returned: 100, rows: rows(3, 4500).concat(['...97 more']) })]),
        ...S.turn({ calls: [['tube_transit_log', { from: 'LAB-01', to: 'ICU-3', date: 'yesterday', offset: 200, limit: 100 }]] }, [JSON.stringify({ offset: 200, returned: 41, rows: rows(3, 4600).concat(['...38 more']) })]),
      ];
      for (const off of [300, 400, 500, 600]) k.push(...S.turn({ calls: [['tube_transit_log', { from: 'LAB-01', to: 'ICU-3', date: 'yesterday', offset: off, limit: 100 }]] }, [JSON.stringify({ offset: off, returned: 0, rows: [] })]));
      return S.root('TubeLogAgent', k, null, { 'openinference.span.kind': 'AGENT', status: 'cancelled by user' });
    },
  },
  {
    id: '04', domain: 'matchbox label collectors', style: 'Browser Use (not in the brief\'s list)',
    isolates: 'A Browser Use agent scrolls a collectors\' marketplace listing past the "end of results" footer and keeps scrolling, each step extracting the same footer text.',
    goal: 'Collect the asking prices of all Czechoslovak matchbox labels from the 1950s listed on the Phillumenist Exchange marketplace.',
    build(N) {
      const S = style('browser_use', N, { model: 'gpt-4o', system: 'You are a precise browser automation agent.', user: this.goal });
      const k = [
        ...S.turn({ text: 'Open the marketplace search for Czechoslovak 1950s labels', calls: [['go_to_url', { url: 'https://phillumenist-exchange.example/search?country=CS&decade=1950' }]] }, ['Navigated to https://phillumenist-exchange.example/search?country=CS&decade=1950']),
        ...S.turn({ eval: 'Success - results page loaded', text: 'Extract the listed labels and prices', calls: [['extract_content', { goal: 'label titles and prices' }]] }, ['📄 Extracted: Solo Sušice "Mír" 1953 set of 12 - €14; Druzstvo Sušice "Jawa" 1956 - €4.50; "Praha jaro" 1955 - €3; "Lidové kroje" 1958 set of 24 - €22 (showing 1-24 of 31)']),
        ...S.turn({ eval: 'Success - got first 24', text: 'Scroll to load the rest', calls: [['scroll_down', { amount: 1200 }]] }, ['🔍 Scrolled down the page by 1200 pixels']),
        ...S.turn({ eval: 'Success - more items loaded', text: 'Extract the remaining labels', calls: [['extract_content', { goal: 'label titles and prices' }]] }, ['📄 Extracted: "Spartakiáda" 1955 - €6; "Pionýr" 1952 - €2.80; "Brno veletrh" 1959 - €5 ... (showing 25-31 of 31) — End of results']),
      ];
      for (const t of ['Scroll further to check for more labels', 'Lazy loading may need another scroll', 'Page might continue below the footer', 'Keep going down in case older listings load']) {
        k.push(...S.turn({ eval: 'Unknown', text: t, calls: [['scroll_down', { amount: 1200 }]] }, ['🔍 Scrolled down the page by 1200 pixels']));
      }
      k.splice(k.length, 0, ...S.turn({ eval: 'Unknown', text: 'Extract any new labels', calls: [['extract_content', { goal: 'label titles and prices' }]] }, ['📄 Extracted: — End of results — (showing 25-31 of 31)']));
      return S.root('Agent.run', k, { error: 'Stopped: max_steps=10 reached' }, { browser: 'chromium', headless: true, agent_id: N.uuid() });
    },
  },
  {
    id: '05', domain: 'tidal energy turbines', style: 'Langfuse',
    isolates: 'Langfuse observations of a SCADA alarm export read page by page: page 3 is the last real page, then pages 4-7 each come back with an empty alarms array and the same total.',
    goal: 'Summarise all pitch-system alarms for tidal turbine TT-2 in March so we can raise a warranty claim.',
    build(N) {
      const S = style('langfuse', N, { model: 'gpt-4o', system: 'You are an O&M analyst for a tidal stream array.', user: this.goal });
      const al = (codes) => codes.map((c, i) => ({ code: c, ts: N.iso(), blade: (i % 3) + 1, text: { P101: 'pitch motor overcurrent', P117: 'pitch encoder mismatch', P130: 'pitch lubrication pressure low' }[c] }));
      const k = [];
      [['P101', 'P117', 'P101'], ['P130', 'P101', 'P117'], ['P101']].forEach((codes, i) => k.push(...S.turn({ calls: [['scada_alarms', { turbine: 'TT-2', subsystem: 'pitch', month: '2025-03', page: i + 1 }]] }, [{ total: 7, page: i + 1, page_size: 3, alarms: al(codes) }])));
      for (const p of [4, 5, 6, 7]) k.push(...S.turn({ calls: [['scada_alarms', { turbine: 'TT-2', subsystem: 'pitch', month: '2025-03', page: p }]] }, [{ total: 7, page: p, page_size: 3, alarms: [] }]));
      return S.root('tidal-om-agent', k, null, { langfuse_trace_id: N.hex(32), tags: ['warranty'], session_id: `sess-${N.b62(10)}` });
    },
  },
  {
    id: '06', domain: 'yurt manufacturing', style: 'AutoGen / AG2',
    isolates: 'An AutoGen assistant pulls customer orders with a page token; once the server returns the last page it re-sends the exhausted token three times and receives an identical empty response.',
    goal: 'Count how many 6-metre yurts with a double-door option were ordered this season and list the delivery regions.',
    build(N) {
      const S = style('autogen', N, { model: 'gpt-4o', agent: 'order_analyst', system: 'You are order_analyst. Use the tools provided to answer questions about yurt orders.', user: this.goal, tools: ['list_orders'] });
      const t1 = `pt_${N.b62(16)}`, t2 = `pt_${N.b62(16)}`;
      const k = [
        ...S.turn({ calls: [['list_orders', { season: '2025', model: 'YURT-6M', options: ['double_door'] }]] }, [{ orders: [{ id: 'Y-2301', region: 'Highlands' }, { id: 'Y-2309', region: 'Cornwall' }, { id: 'Y-2315', region: 'Wales' }], next_page_token: t1 }]),
        ...S.turn({ calls: [['list_orders', { season: '2025', model: 'YURT-6M', options: ['double_door'], page_token: t1 }]] }, [{ orders: [{ id: 'Y-2322', region: 'Lake District' }, { id: 'Y-2330', region: 'Highlands' }], next_page_token: t2 }]),
        ...S.turn({ calls: [['list_orders', { season: '2025', model: 'YURT-6M', options: ['double_door'], page_token: t2 }]] }, [{ orders: [], next_page_token: t2 }]),
      ];
      for (let i = 0; i < 3; i++) k.push(...S.turn({ calls: [['list_orders', { season: '2025', model: 'YURT-6M', options: ['double_door'], page_token: t2 }]] }, [{ orders: [], next_page_token: t2 }]));
      return S.root('RoundRobinGroupChat.run', k, { stop_reason: 'Maximum number of turns 6 reached.' }, { team_id: N.uuid() });
    },
  },
];
