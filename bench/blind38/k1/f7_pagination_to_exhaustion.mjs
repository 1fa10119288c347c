import { Trace } from './lib.mjs';

export const family = {
  name: 'pagination_to_exhaustion', loop: false, stagnation: false,
  isolates: 'Healthy pagination: every page brings new items until the source says there is no more, then the agent summarises.',
};

export const rows = [
  {
    n: '01', domain: 'beaver dam flood-risk survey', style: 'openinference',
    isolates: 'Survey records are paged with a cursor; each page has new dams and the last page has next=null, after which the agent summarises the high-risk dams.',
    goal: 'List all beaver dams surveyed this season in the Otter Valley catchment with flood-risk score 4 or 5, for the landowner letters.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'openinference', model: 'gpt-4o', agent: 'catchment', agentClass: 'FunctionAgent', tools: ['list_dam_surveys'],
        system: 'You help a river trust manage beaver dam surveys.', goal: this.goal });
      const R = T.R;
      const c1 = R.cursor(), c2 = R.cursor();
      T.step(null, [{ name: 'list_dam_surveys', args: { catchment: 'Otter Valley', season: 2025, min_risk: 4 }, out: { results: [{ dam: 'OV-D03', grid: 'SX 102 873', risk: 5, owner: 'Lower Mill Farm' }, { dam: 'OV-D07', grid: 'SX 118 861', risk: 4, owner: 'Highways' }], next: c1, took_ms: R.ms() } }]);
      T.step(null, [{ name: 'list_dam_surveys', args: { catchment: 'Otter Valley', season: 2025, min_risk: 4, cursor: c1 }, out: { results: [{ dam: 'OV-D11', grid: 'SX 131 850', risk: 4, owner: 'Combe Estate' }, { dam: 'OV-D12', grid: 'SX 133 848', risk: 5, owner: 'Combe Estate' }], next: c2, took_ms: R.ms() } }]);
      T.step(null, [{ name: 'list_dam_surveys', args: { catchment: 'Otter Valley', season: 2025, min_risk: 4, cursor: c2 }, out: { results: [{ dam: 'OV-D19', grid: 'SX 150 829', risk: 4, owner: 'Parish council' }], next: null, took_ms: R.ms() } }]);
      T.final('Five dams with risk 4-5: OV-D03 (5, Lower Mill Farm), OV-D07 (4, Highways), OV-D11 and OV-D12 (4 and 5, Combe Estate), OV-D19 (4, Parish council). Four landowners need letters.');
      return T.build();
    },
  },
  {
    n: '02', domain: 'jade carving workshop commissions archive', style: 'agno',
    isolates: 'The archive is paged by page number; pages 1-3 each return new commissions and page 3 reports last_page=3, then the agent totals them.',
    goal: 'Count how many nephrite jade carving commissions we completed in 2024 and the total carving hours, for the annual report.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'agno', model: 'gpt-4.1-mini', agent: 'studio-admin', tools: ['get_commissions'],
        system: 'You are the admin assistant of a jade carving workshop.', goal: this.goal });
      const R = T.R;
      const pg = (p, data) => ({ current_page: p, last_page: 3, per_page: 4, data, generated_at: R.euDate() });
      T.step(null, [{ name: 'get_commissions', args: { material: 'nephrite', year: 2024, status: 'completed', page: 1 }, out: pg(1, [{ id: 'JC-118', piece: 'bi disc', hours: 64 }, { id: 'JC-121', piece: 'cicada pendant', hours: 22 }, { id: 'JC-124', piece: 'brush washer', hours: 91 }, { id: 'JC-127', piece: 'hair pin', hours: 15 }]) }]);
      T.step(null, [{ name: 'get_commissions', args: { material: 'nephrite', year: 2024, status: 'completed', page: 2 }, out: pg(2, [{ id: 'JC-131', piece: 'mountain boulder', hours: 140 }, { id: 'JC-133', piece: 'belt hook', hours: 30 }, { id: 'JC-138', piece: 'seal', hours: 18 }, { id: 'JC-140', piece: 'bangle', hours: 26 }]) }]);
      T.step(null, [{ name: 'get_commissions', args: { material: 'nephrite', year: 2024, status: 'completed', page: 3 }, out: pg(3, [{ id: 'JC-146', piece: 'dragon plaque', hours: 77 }]) }]);
      T.final('2024: 9 completed nephrite commissions, 483 carving hours in total (largest: mountain boulder JC-131, 140 h).');
      return T.build();
    },
  },
  {
    n: '03', domain: 'pet taxi ride history export', style: 'plain',
    isolates: 'Ride history is paged with offset/limit and an X-Total-Count header of 23; three pages bring new rides, the third is short, and the agent summarises.',
    goal: 'Find all rides in October where a pet taxi driver reported the animal as anxious, so the welfare lead can follow up.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'plain', model: 'gpt-4o-mini', agent: 'welfare-report', tools: ['list_rides'],
        system: 'You support the welfare lead of a pet taxi company.', goal: this.goal });
      const R = T.R;
      const mk = (n, s) => Array.from({ length: n }, (_, i) => ({ ride: `PT-${8800 + s + i}`, pet: R.pick(['dog', 'cat', 'rabbit', 'dog', 'parrot']), anxious: [2, 9, 13, 21].includes(s + i), driver: `D${R.int(10, 40)}` }));
      const body = (off, n) => `HTTP/1.1 200 OK\nX-Total-Count: 23\nX-Request-Id: ${R.uuid()}\nDate: ${R.http()}\n\n${JSON.stringify(mk(n, off))}`;
      T.step(null, [{ name: 'list_rides', args: { month: '2025-10', limit: 10, offset: 0 }, out: body(0, 10) }]);
      T.step(null, [{ name: 'list_rides', args: { month: '2025-10', limit: 10, offset: 10 }, out: body(10, 10) }]);
      T.step(null, [{ name: 'list_rides', args: { month: '2025-10', limit: 10, offset: 20 }, out: body(20, 3) }]);
      T.final('All 23 October rides checked. Anxious animals were reported on PT-8802, PT-8809, PT-8813 and PT-8821; these four need welfare follow-up.');
      return T.build();
    },
  },
  {
    n: '04', domain: 'topiary garden maintenance tasks', style: 'gemini',
    isolates: 'A task list is paged with nextPageToken; every page adds new hedges to clip and the final page has no token, then the agent builds the week plan.',
    goal: 'Collect all topiary clipping tasks due in the next two weeks and group them by gardener for the weekly plan.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'gemini', model: 'gemini-2.5-flash', agent: 'head-gardener-assistant', tools: ['list_tasks'],
        system: 'You plan maintenance work in a historic topiary garden.', goal: this.goal });
      const R = T.R;
      const t1 = R.b62(16), t2 = R.b62(16);
      T.step(null, [{ name: 'list_tasks', args: { type: 'clip', due_within_days: 14, pageSize: 3 }, out: { tasks: [{ id: 'T-201', subject: 'Yew peacock, east parterre', gardener: 'Ruth' }, { id: 'T-202', subject: 'Box spirals x6', gardener: 'Dev' }, { id: 'T-205', subject: 'Holly cake-stand', gardener: 'Ruth' }], nextPageToken: t1 } }]);
      T.step(null, [{ name: 'list_tasks', args: { type: 'clip', due_within_days: 14, pageSize: 3, pageToken: t1 }, out: { tasks: [{ id: 'T-209', subject: 'Yew chess set (32 pieces)', gardener: 'Dev' }, { id: 'T-211', subject: 'Cloud-pruned privet', gardener: 'Marek' }, { id: 'T-212', subject: 'Beech arch', gardener: 'Marek' }], nextPageToken: t2 } }]);
      T.step(null, [{ name: 'list_tasks', args: { type: 'clip', due_within_days: 14, pageSize: 3, pageToken: t2 }, out: { tasks: [{ id: 'T-214', subject: 'Box edging, knot garden', gardener: 'Ruth' }] } }]);
      T.final('Week plan: Ruth — yew peacock, holly cake-stand, knot-garden edging; Dev — box spirals, yew chess set; Marek — cloud-pruned privet, beech arch. 7 tasks in total.');
      return T.build();
    },
  },
  {
    n: '05', domain: 'ramen shop supplier invoices', style: 'logfire',
    isolates: 'Invoices are paged with a link header; each page brings new invoices (pork bones, noodles, nori), has_more turns false on page 4, and the agent totals the month.',
    goal: 'Total the October supplier invoices for the ramen shop by supplier and flag any unpaid ones.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'logfire', model: 'gpt-4o-mini', agent: 'bookkeeper', tools: ['list_invoices'],
        system: 'You are the bookkeeper assistant of a ramen shop.', goal: this.goal });
      const R = T.R;
      const pages = [
        [{ inv: 'SK-3310', supplier: 'Sakura Noodle Works', amount: 412.5, paid: true }, { inv: 'HB-0921', supplier: 'Highland Butchers', amount: 286.0, paid: true }],
        [{ inv: 'SK-3327', supplier: 'Sakura Noodle Works', amount: 398.0, paid: true }, { inv: 'UM-118', supplier: 'Umi Seaweed Trading', amount: 96.4, paid: false }],
        [{ inv: 'HB-0934', supplier: 'Highland Butchers', amount: 301.75, paid: true }, { inv: 'SK-3341', supplier: 'Sakura Noodle Works', amount: 405.0, paid: false }],
        [{ inv: 'MS-77', supplier: 'Miso Brothers', amount: 152.0, paid: true }],
      ];
      let after = null;
      pages.forEach((items, i) => {
        const nextAfter = i < pages.length - 1 ? R.hex(10) : null;
        T.step(null, [{ name: 'list_invoices', args: { month: '2025-10', starting_after: after }, out: { object: 'list', data: items, has_more: nextAfter !== null, url: '/v1/invoices', request_id: R.reqId('req_') } }]);
        after = nextAfter;
      });
      T.final('October: Sakura Noodle Works 1,215.50; Highland Butchers 587.75; Umi Seaweed Trading 96.40; Miso Brothers 152.00 — total 2,051.65. Unpaid: UM-118 (96.40) and SK-3341 (405.00).');
      return T.build();
    },
  },
  {
    n: '06', domain: 'unicycle hockey league player registrations', style: 'openai_agents',
    isolates: 'Registrations are paged with a continuation token; each page lists new players, the last page has no token, and the agent reports which teams are short.',
    goal: 'Check registrations for the unicycle hockey league and list teams with fewer than 6 registered players before the season deadline.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'openai_agents', model: 'gpt-4.1-mini', agent: 'League Secretary', tools: ['get_registrations'],
        system: 'You support the secretary of a unicycle hockey league.', goal: this.goal });
      const R = T.R;
      const k1 = R.b62(22), k2 = R.b62(22);
      T.step(null, [{ name: 'get_registrations', args: '{"season":"2025-26"}', out: { items: [{ team: 'Wheely Good', players: 7 }, { team: 'Saddle Sore', players: 5 }, { team: 'Crank Rats', players: 8 }], continuationToken: k1, ru: (R.rnd() * 5 + 2).toFixed(2) } }]);
      T.step(null, [{ name: 'get_registrations', args: `{"season":"2025-26","continuationToken":"${k1}"}`, out: { items: [{ team: 'One Wheel Wonders', players: 6 }, { team: 'Pedal Pushers', players: 4 }], continuationToken: k2, ru: (R.rnd() * 5 + 2).toFixed(2) } }]);
      T.step(null, [{ name: 'get_registrations', args: `{"season":"2025-26","continuationToken":"${k2}"}`, out: { items: [{ team: 'Hub Caps', players: 6 }], continuationToken: null, ru: (R.rnd() * 5 + 2).toFixed(2) } }]);
      T.final('Six teams registered. Short of 6 players: Saddle Sore (5) and Pedal Pushers (4).');
      return T.build();
    },
  },
];
