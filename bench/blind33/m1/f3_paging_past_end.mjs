// Family 3: paging past the end - page/offset/scroll/cursor keeps advancing (or the same token is re-sent) and every answer is the same empty page.
export const family = 'paging_past_end';
export const loop = true;
export const stagnation = false;

export const scenarios = [
  {
    n: '01', domain: 'birch sap tapping cooperative', style: 'otel-genai',
    isolates: 'After three real pages of tap-sensor readings the agent requests pages 4, 5, 6 and 7, each returning the identical empty data array with links.next null.',
    goal: 'Total the sap volume collected by all members\' taps on the north slope between 1 and 10 April and flag any tap whose flow dropped to zero for more than a day.',
    opts: { agent: 'sap-coop-ledger', model: 'gpt-4o-mini', system: 'You keep the birch sap co-op ledger. list_tap_readings is paginated (per_page=4).' },
    build(k) {
      const r = k.r;
      const page = (p, rows) => ({ data: rows, meta: { per_page: 4, total: 11, current_page: p }, links: { next: p < 3 ? `/v1/taps/readings?slope=north&page=${p + 1}` : null } });
      const empty = () => ({ data: [], meta: { per_page: 4, total: 11 }, links: { next: null }, served_at: r.date('isoS'), 'x-trace': r.hex(16) });
      const ch = [
        ...k.t({ calls: [{ name: 'list_tap_readings', args: { slope: 'north', from: '2025-04-01', to: '2025-04-10', page: 1 }, out: page(1, [{ tap: 'N-01', member: 'Halvorsen', litres: 212.5, zero_days: 0 }, { tap: 'N-02', member: 'Halvorsen', litres: 198.0, zero_days: 0 }, { tap: 'N-03', member: 'Kettunen', litres: 40.2, zero_days: 3 }, { tap: 'N-04', member: 'Kettunen', litres: 176.9, zero_days: 0 }]) }] }),
        ...k.t({ calls: [{ name: 'list_tap_readings', args: { slope: 'north', from: '2025-04-01', to: '2025-04-10', page: 2 }, out: page(2, [{ tap: 'N-05', member: 'Byrne', litres: 233.1, zero_days: 0 }, { tap: 'N-06', member: 'Byrne', litres: 0.0, zero_days: 10 }, { tap: 'N-07', member: 'Osei', litres: 187.4, zero_days: 1 }, { tap: 'N-08', member: 'Osei', litres: 205.6, zero_days: 0 }]) }] }),
        ...k.t({ calls: [{ name: 'list_tap_readings', args: { slope: 'north', from: '2025-04-01', to: '2025-04-10', page: 3 }, out: page(3, [{ tap: 'N-09', member: 'Lindqvist', litres: 164.0, zero_days: 0 }, { tap: 'N-10', member: 'Lindqvist', litres: 151.8, zero_days: 2 }, { tap: 'N-11', member: 'Marsh', litres: 220.3, zero_days: 0 }]) }] }),
      ];
      for (const p of [4, 5, 6, 7]) ch.push(...k.t({ calls: [{ name: 'list_tap_readings', args: { slope: 'north', from: '2025-04-01', to: '2025-04-10', page: p }, out: empty() }] }));
      return k.root(ch, { error: 'run aborted by orchestrator: step budget 7 exhausted' });
    },
  },
  {
    n: '02', domain: 'cross-country ski trail grooming', style: 'openai-responses',
    isolates: 'The grooming-log API returns its last real page with a cursor; the agent re-sends that same cursor four times and gets the same empty items list back each time.',
    goal: 'List every grooming pass on the Birkebeiner loop this week with machine and pattern, so we can see whether the classic tracks were re-set after Thursday\'s snowfall.',
    opts: { agent: 'trail-ops', model: 'gpt-5-mini', system: 'You are the trail operations assistant. get_grooming_log returns items and a cursor.' },
    build(k) {
      const r = k.r;
      const C = 'eyJsYXN0X2lkIjo4ODIxLCJ0cyI6MTczODQ4MDAwMH0';
      const ch = [
        ...k.t({ think: 'Pull the grooming log for the loop this week.', calls: [{ name: 'get_grooming_log', args: { trail: 'birkebeiner-loop', since: '2025-02-03' }, out: { items: [{ id: 8811, at: '2025-02-03T05:10:00+01:00', machine: 'PB400 #2', pattern: 'skate + 2 classic', km: 14.2 }, { id: 8815, at: '2025-02-05T04:55:00+01:00', machine: 'PB400 #2', pattern: 'skate only', km: 14.2 }], cursor: 'eyJsYXN0X2lkIjo4ODE1fQ', has_more: true } }] }),
        ...k.t({ calls: [{ name: 'get_grooming_log', args: { trail: 'birkebeiner-loop', since: '2025-02-03', cursor: 'eyJsYXN0X2lkIjo4ODE1fQ' }, out: { items: [{ id: 8819, at: '2025-02-06T21:40:00+01:00', machine: 'Snowcat LH', pattern: 'skate only', km: 9.8 }, { id: 8821, at: '2025-02-07T05:02:00+01:00', machine: 'PB400 #2', pattern: 'skate only', km: 14.2 }], cursor: C, has_more: false } }] }),
      ];
      for (let i = 0; i < 4; i++) ch.push(...k.t({ calls: [{ name: 'get_grooming_log', args: { trail: 'birkebeiner-loop', since: '2025-02-03', cursor: C }, out: { items: [], cursor: C, has_more: false, request_id: 'req_' + r.hex(24) } }] }));
      return k.root(ch, { error: 'max_output_turns (6) reached', meta: { last_response_status: 'incomplete' } });
    },
  },
  {
    n: '03', domain: 'airport moving walkway maintenance', style: 'haystack',
    isolates: 'Work-order listing by offset: offsets 0 and 10 return orders, then offsets 20, 30, 40 and 50 each return the same empty result set.',
    goal: 'Which moving walkways in Terminal 2 have open handrail-speed-deviation work orders older than 14 days? Summarise by walkway.',
    opts: { agent: 'facilities-agent', model: 'gpt-4o', system: 'You query the CMMS via list_work_orders(limit, offset).' },
    build(k) {
      const r = k.r;
      const wo = (i, w, d) => ({ wo: `WO-${24100 + i}`, asset: w, fault: 'HANDRAIL_SPEED_DEV', opened: d, status: 'OPEN', priority: r.pick(['P2', 'P3']) });
      const ch = [
        ...k.t({ calls: [{ name: 'list_work_orders', args: { terminal: 'T2', fault: 'HANDRAIL_SPEED_DEV', status: 'OPEN', limit: 10, offset: 0 }, out: { rows: [wo(1, 'MW-T2-03', '2025-05-02'), wo(7, 'MW-T2-03', '2025-05-09'), wo(12, 'MW-T2-07', '2025-04-28'), wo(15, 'MW-T2-01', '2025-05-20'), wo(22, 'MW-T2-07', '2025-05-11'), wo(31, 'MW-T2-04', '2025-05-25'), wo(33, 'MW-T2-04', '2025-04-30'), wo(40, 'MW-T2-09', '2025-05-14'), wo(41, 'MW-T2-09', '2025-05-15'), wo(48, 'MW-T2-02', '2025-05-27')], row_count: 10 } }] }),
        ...k.t({ calls: [{ name: 'list_work_orders', args: { terminal: 'T2', fault: 'HANDRAIL_SPEED_DEV', status: 'OPEN', limit: 10, offset: 10 }, out: { rows: [wo(52, 'MW-T2-05', '2025-05-03'), wo(57, 'MW-T2-03', '2025-05-29')], row_count: 2 } }] }),
      ];
      for (const off of [20, 30, 40, 50]) ch.push(...k.t({ calls: [{ name: 'list_work_orders', args: { terminal: 'T2', fault: 'HANDRAIL_SPEED_DEV', status: 'OPEN', limit: 10, offset: off }, out: { rows: [], row_count: 0, query_ms: r.int(3, 40), db_node: r.pick(['cmms-db-1', 'cmms-db-2']) } }] }));
      return k.root(ch, { error: 'Agent exceeded max_agent_steps=6' });
    },
  },
  {
    n: '04', domain: 'CI workflow-run history (GitHub Actions)', style: 'langgraph',
    isolates: 'Hunting for the first failing nightly, the agent pages gh api runs past page 2 of 2; pages 3, 4 and 5 return the same empty workflow_runs array.',
    goal: 'Find the first nightly run of the `integration` workflow on main that started failing, and give me its head commit.',
    opts: { agent: 'ci-archaeologist', model: 'gpt-4o', system: 'You have a shell tool that runs gh CLI commands.' },
    build(k) {
      const r = k.r;
      const hdr = () => `HTTP/2.0 200 OK\nX-Github-Request-Id: ${r.hex(4).toUpperCase()}:${r.hex(6).toUpperCase()}:${r.hex(7).toUpperCase()}:${r.hex(7).toUpperCase()}:${r.hex(8).toUpperCase()}\nX-Ratelimit-Remaining: ${r.int(4700, 4990)}\nX-Ratelimit-Reset: ${r.date('epoch') + 3000}\nDate: ${r.date('http')}\n\n`;
      const run = (id, st, sha, d) => ({ id, name: 'integration', head_branch: 'main', event: 'schedule', conclusion: st, head_sha: sha, created_at: d });
      const ch = [
        ...k.t({ calls: [{ name: 'shell', args: { cmd: 'gh api -i "repos/harbourlabs/ledger/actions/workflows/integration.yml/runs?branch=main&event=schedule&per_page=5&page=1"' }, out: hdr() + JSON.stringify({ total_count: 8, workflow_runs: [run(9912034411, 'failure', '4be1c07', '2025-06-12T02:00:41Z'), run(9897122035, 'failure', 'a9d3e55', '2025-06-11T02:00:38Z'), run(9881200817, 'failure', 'a9d3e55', '2025-06-10T02:01:02Z'), run(9866533102, 'success', '71f0ac2', '2025-06-09T02:00:44Z'), run(9850018874, 'success', '71f0ac2', '2025-06-08T02:00:40Z')] }) }] }),
        ...k.t({ calls: [{ name: 'shell', args: { cmd: 'gh api -i "repos/harbourlabs/ledger/actions/workflows/integration.yml/runs?branch=main&event=schedule&per_page=5&page=2"' }, out: hdr() + JSON.stringify({ total_count: 8, workflow_runs: [run(9834761120, 'success', '0c2d9b1', '2025-06-07T02:00:39Z'), run(9819553397, 'success', '0c2d9b1', '2025-06-06T02:00:51Z'), run(9804410263, 'success', 'e51a7f0', '2025-06-05T02:00:36Z')] }) }] }),
      ];
      for (const p of [3, 4, 5]) ch.push(...k.t({ calls: [{ name: 'shell', args: { cmd: `gh api -i "repos/harbourlabs/ledger/actions/workflows/integration.yml/runs?branch=main&event=schedule&per_page=5&page=${p}"` }, out: hdr() + JSON.stringify({ total_count: 8, workflow_runs: [] }) }] }));
      return k.root(ch, { error: 'GraphRecursionError: Recursion limit of 10 reached' });
    },
  },
  {
    n: '05', domain: 'fortune cookie printing supplier', style: 'autogen',
    isolates: 'A browsing agent keeps scrolling a supplier catalogue to larger y offsets after the footer is reached; each scroll returns the same clamped viewport text.',
    goal: 'On the PaperFortune supplier site, list every edible-ink cartridge compatible with our FC-200 fortune slip printer with price per cartridge.',
    opts: { agent: 'web_surfer', model: 'gpt-4o', system: 'You are a web surfer agent. Use browser tools.' },
    build(k) {
      const r = k.r;
      const end = (y) => `Viewport ${1280}x${800} | scrollY=3412 (max) | document height 4212\n[A] Edible Ink Cyan FC-series — £18.40\n[B] Edible Ink Black FC-200/210 — £16.90\n──────── End of results (14 products) ────────\nFooter: Trade accounts · Shipping · © PaperFortune Ltd\n(render ${r.int(40, 160)}ms, tab ${r.hex(6)})`;
      const ch = [
        ...k.t({ calls: [{ name: 'visit_url', args: { url: 'https://paperfortune.example/catalogue/edible-ink?printer=FC-200' }, out: `Title: Edible ink – PaperFortune\nscrollY=0\n[1] Edible Ink Magenta FC-200 — £17.50\n[2] Edible Ink Yellow FC-200 — £17.50\n[3] Edible Ink Cyan FC-200 — £17.50\n[4] Edible Ink Black FC-200/210 — £16.90\n[5] Starter Pack CMYK FC-200 — £62.00` }] }),
        ...k.t({ calls: [{ name: 'scroll_to', args: { y: 1600 }, out: `scrollY=1600\n[6] Edible Ink Black XL FC-200 — £24.80\n[7] Cleaning Cartridge FC-200 — £9.20\n[8] Edible Ink Sepia FC-200 — £19.10` }] }),
        ...k.t({ calls: [{ name: 'scroll_to', args: { y: 3200 }, out: `scrollY=3200\n[9] Edible Ink Gold Shimmer FC-200 — £27.60\n[10] Edible Ink Cyan FC-series — £18.40\n──────── End of results (14 products) ────────` }] }),
      ];
      for (const y of [4800, 6400, 8000, 9600]) ch.push(...k.t({ calls: [{ name: 'scroll_to', args: { y }, out: end(y) }] }));
      return k.root(ch, { error: 'TerminationCondition: MaxMessageTermination(max_messages=16) reached' });
    },
  },
  {
    n: '06', domain: 'sea turtle nest monitoring', style: 'strands',
    isolates: 'ArcGIS feature-service paging: resultOffset keeps advancing past the last feature and every later query returns the same empty features array.',
    goal: 'Count loggerhead nests on Praia Grande beach sections 1-4 that were flagged for inundation risk this season, and list them for the volunteer coordinator.',
    opts: { agent: 'nest-survey-agent', model: 'us.anthropic.claude-3-7-sonnet-20250219-v1:0', system: 'You help a turtle conservation NGO query the nest survey feature service.' },
    build(k) {
      const r = k.r;
      const f = (id, sec, risk, laid) => ({ attributes: { OBJECTID: id, nest_code: `PG-${sec}-${id}`, species: 'Caretta caretta', section: sec, inundation_risk: risk, laid_date: laid } });
      const base = { where: "beach='Praia Grande' AND inundation_risk='HIGH'", outFields: '*', resultRecordCount: 5, f: 'json' };
      const ch = [
        ...k.t({ calls: [{ name: 'query_features', args: { ...base, resultOffset: 0 }, out: { objectIdFieldName: 'OBJECTID', features: [f(112, 1, 'HIGH', 1719792000000), f(118, 1, 'HIGH', 1719878400000), f(131, 2, 'HIGH', 1720051200000), f(140, 3, 'HIGH', 1720224000000), f(152, 3, 'HIGH', 1720396800000)], exceededTransferLimit: true } }] }),
        ...k.t({ calls: [{ name: 'query_features', args: { ...base, resultOffset: 5 }, out: { objectIdFieldName: 'OBJECTID', features: [f(161, 4, 'HIGH', 1720569600000), f(170, 4, 'HIGH', 1720656000000)], exceededTransferLimit: false } }] }),
      ];
      for (const off of [10, 15, 20, 25]) ch.push(...k.t({ calls: [{ name: 'query_features', args: { ...base, resultOffset: off }, out: { objectIdFieldName: 'OBJECTID', features: [], exceededTransferLimit: false } }] }));
      return k.root(ch, { error: 'MaxTokensReachedException: event loop cycle limit reached' });
    },
  },
];
