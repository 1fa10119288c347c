// Family 7 (healthy): pagination where every page brings new items until the source says there
// are no more, then a summary. loop=false, stagnation=false.
import { Rec, span } from './lib.mjs';

export const family = 'paged_listing_to_end';
export const loop = false;
export const stagnation = false;

export const scenarios = [
  // 01 shipping container conversions, Vercel AI SDK
  {
    domain: 'shipping container conversions (site office and studio builds)',
    style: 'vercel',
    isolates: 'The agent walks a cursor-paginated quote list (4 pages, new quote ids each time, next_cursor null on the last) and then totals the open quotes by build type.',
    goal: 'Summarise all open quotes for container conversions by build type and total value for the Monday sales meeting.',
    build(nz) {
      const r = new Rec('vercel', nz, { model: 'gpt-4o-mini', goal: this.goal });
      const c = [];
      const pages = [
        [['Q-7101', 'site office 20ft', 14200], ['Q-7104', 'garden studio 20ft', 18950], ['Q-7110', 'pop-up bar 40ft', 31400]],
        [['Q-7112', 'site office 20ft', 13800], ['Q-7118', 'swimming pool 20ft', 26500], ['Q-7121', 'garden studio 20ft', 19800]],
        [['Q-7125', 'site office 40ft', 22100], ['Q-7129', 'pop-up bar 20ft', 17600]],
        [['Q-7133', 'garden studio 40ft', 29400]],
      ];
      let cursor = null;
      for (let i = 0; i < pages.length; i++) {
        const args = { status: 'open', limit: 3, ...(cursor ? { cursor } : {}) };
        c.push(r.llm(i === 0 ? 'Fetching open quotes.' : `Collected ${pages[i - 1].map((q) => q[0]).join(', ')}; a next_cursor was returned, so there is more.`, [['listQuotes', args]]));
        cursor = i < pages.length - 1 ? nz.cursor() : null;
        c.push(r.tool('listQuotes', args, { data: pages[i].map(([id, type, v]) => ({ id, build_type: type, value_gbp: v, updated_at: nz.iso() })), next_cursor: cursor, has_more: cursor !== null, request_id: nz.reqId('req_') }));
      }
      const text = '9 open quotes, £193,750 in total. Garden studios: 3 quotes, £68,150. Site offices: 3 quotes, £50,100. Pop-up bars: 2 quotes, £49,000. Swimming pool: 1 quote, £26,500.';
      c.push(r.llm(text));
      return r.root(c, { text, finishReason: 'stop', steps: 5 });
    },
  },
  // 02 steelpan band workshops, Anthropic Messages API
  {
    domain: 'steelpan band community workshops (registrations)',
    style: 'anthropic',
    isolates: 'The agent fetches registrations with page=1..3 (Link rel="next" headers, new attendee names each page, no next link on page 3), then reports counts per instrument section.',
    goal: 'Count registrations for the summer steelpan workshop by section (tenor, double seconds, cello, bass) so we know how many pans to bring.',
    build(nz) {
      const r = new Rec('anthropic', nz, { model: 'claude-3-5-haiku-20241022', goal: this.goal, system: 'You help the Riverside Steel Orchestra with admin.' });
      const c = [];
      const pages = [
        [['Ama B.', 'tenor'], ['Kofi D.', 'tenor'], ['Lena S.', 'double seconds'], ['Raj P.', 'bass']],
        [['Toby W.', 'tenor'], ['Nia O.', 'cello'], ['Sam K.', 'double seconds'], ['Gus M.', 'tenor']],
        [['Ivy H.', 'cello']],
      ];
      for (let p = 1; p <= 3; p++) {
        c.push(r.llm(p === 1 ? 'I\'ll pull the registrations.' : `Added ${pages[p - 2].map((x) => `${x[0]} (${x[1]})`).join(', ')}. The link header has a next page.`, [['http_get', { url: `https://forms.example.org/api/v2/forms/8812/entries?page=${p}&per_page=4` }]]));
        const link = p < 3 ? `<https://forms.example.org/api/v2/forms/8812/entries?page=${p + 1}&per_page=4>; rel="next", <https://forms.example.org/api/v2/forms/8812/entries?page=3&per_page=4>; rel="last"` : `<https://forms.example.org/api/v2/forms/8812/entries?page=1&per_page=4>; rel="first"`;
        c.push(r.tool('http_get', { url: `https://forms.example.org/api/v2/forms/8812/entries?page=${p}&per_page=4` }, `HTTP/1.1 200 OK\ndate: ${nz.http()}\nlink: ${link}\nx-total-count: 9\nx-ratelimit-remaining: ${nz.counter('rl', 58, -1)}\n\n${JSON.stringify(pages[p - 1].map(([n, s]) => ({ entry_id: nz.int(100000, 999999), name: n, section: s, submitted: nz.usDate() })))}`));
      }
      c.push(r.llm('9 registrations in total: tenor 4, double seconds 2, cello 2, bass 1. Bring at least 4 tenor pans, 2 sets of double seconds, 2 cellos and 1 bass set.'));
      return r.root(c, { stop_reason: 'end_turn' });
    },
  },
  // 03 Sentry issues for a Flask app (coding/devops), LangGraph
  {
    domain: 'error triage export for a Flask app (Sentry issues API)',
    style: 'langgraph',
    isolates: 'The agent follows Sentry\'s cursor Link header (results="true" three times, then results="false") collecting new unresolved issues each page, then groups them by module.',
    goal: 'List all unresolved Sentry issues for the flask-storefront project from the last 14 days, grouped by module, for the bug-bash planning doc.',
    build(nz) {
      const r = new Rec('langgraph', nz, { model: 'gpt-4o', goal: this.goal });
      const c = [];
      const pages = [
        [['FLASK-STOREFRONT-3KQ', 'KeyError: \'sku\'', 'cart.views'], ['FLASK-STOREFRONT-3KM', 'OperationalError: could not obtain lock', 'orders.tasks']],
        [['FLASK-STOREFRONT-3JZ', 'TypeError: NoneType has no attribute price', 'cart.views'], ['FLASK-STOREFRONT-3JT', 'TimeoutError: payment gateway', 'payments.client']],
        [['FLASK-STOREFRONT-3H2', 'jinja2.UndefinedError: promo', 'templates.checkout']],
      ];
      let cur = '0:0:0';
      for (let i = 0; i < pages.length; i++) {
        const args = { org: 'acme', project: 'flask-storefront', query: 'is:unresolved', statsPeriod: '14d', cursor: cur };
        c.push(r.llm(i === 0 ? 'Fetching unresolved issues.' : `Noted ${pages[i - 1].map((x) => x[0].slice(-3) + ' in ' + x[2]).join(' and ')}; next link says results="true".`, [['sentry_list_issues', args]]));
        const next = `${nz.epochMs()}:0:${i + 1}`;
        const more = i < pages.length - 1;
        c.push(r.tool('sentry_list_issues', args, { headers: { Link: `<https://sentry.io/api/0/projects/acme/flask-storefront/issues/?cursor=${cur}>; rel="previous"; results="${i > 0}"; cursor="${cur}", <https://sentry.io/api/0/projects/acme/flask-storefront/issues/?cursor=${next}>; rel="next"; results="${more}"; cursor="${next}"`, 'X-Sentry-Rate-Limit-Remaining': String(nz.int(10, 40)) }, body: pages[i].map(([id, title, mod]) => ({ shortId: id, title, culprit: mod, count: String(nz.int(3, 900)), lastSeen: nz.iso() })) }));
        cur = next;
      }
      c.push(r.llm('5 unresolved issues. cart.views: 3KQ (KeyError sku), 3JZ (NoneType price). orders.tasks: 3KM (lock timeout). payments.client: 3JT (gateway timeout). templates.checkout: 3H2 (undefined promo).'));
      return r.root(c, { messages: [{ type: 'ai', content: 'Grouped list written.' }] });
    },
  },
  // 04 wind chime makers, Pydantic AI
  {
    domain: 'wind chime makers (marketplace order export)',
    style: 'pydantic_ai',
    isolates: 'The agent pages through marketplace orders with offset 0/25/50 (each page new receipts, the last page shorter than the limit) and then computes which tube tunings to cut more of.',
    goal: 'Look through last month\'s marketplace orders and tell the workshop which chime tunings (pentatonic, Westminster, Ashanti) sold most so they can cut tubes.',
    build(nz) {
      const r = new Rec('pydantic_ai', nz, { model: 'gpt-4o-mini', goal: this.goal, agent: 'workshop_helper' });
      const c = [];
      const counts = [[11, 9, 5], [8, 12, 5], [6, 4, 3]];
      for (let i = 0; i < 3; i++) {
        const args = { shop_id: 29411873, was_paid: true, min_created: nz.epoch() - 2592000, limit: 25, offset: i * 25 };
        c.push(r.llm([null, 'First 25 receipts: 11 pentatonic, 9 Westminster, 5 Ashanti. count says 63, so two more pages.', 'Receipts 26-50 add 8 pentatonic, 12 Westminster, 5 Ashanti. One page left.'][i], [['get_shop_receipts', args]]));
        const n = counts[i][0] + counts[i][1] + counts[i][2];
        c.push(r.tool('get_shop_receipts', args, { count: 63, results_on_page: n, first_receipt_id: Number(nz.digits(10)), tuning_tally: { pentatonic: counts[i][0], westminster: counts[i][1], ashanti: counts[i][2] }, 'x-remaining-today': nz.counter('lim', 9800, -1) }));
      }
      c.push(r.llm('63 orders last month: Westminster 25, pentatonic 25, Ashanti 13. Cut Westminster and pentatonic tube sets first, roughly in equal numbers, and about half as many Ashanti.'));
      return r.root(c, { output: 'Westminster 25, pentatonic 25, Ashanti 13.' });
    },
  },
  // 05 flagpole installers, AutoGen
  {
    domain: 'flagpole installers (council permit tracking)',
    style: 'autogen',
    isolates: 'The agent pages the council planning portal with pageToken (three pages of different permit references, no nextPageToken on the last), then lists which installs still lack consent.',
    goal: 'Check the council portal for our flagpole applications and list the jobs that still do not have advertisement consent.',
    build(nz) {
      const r = new Rec('autogen', nz, { model: 'gpt-4o', goal: this.goal, agent: 'permits_assistant' });
      const c = [];
      const pages = [
        [['24/01182/ADV', 'Harbour Hotel 8m', 'GRANTED'], ['24/01217/ADV', 'Kingsway Motors 3x 6m', 'PENDING']],
        [['24/01290/ADV', 'St Anne\'s School 7m', 'GRANTED'], ['24/01344/ADV', 'Marina Café 6m', 'PENDING']],
        [['24/01402/ADV', 'Bowls Club 5m', 'REFUSED']],
      ];
      let tok = null;
      for (let i = 0; i < 3; i++) {
        const args = { applicant: 'Mastline Flagpoles Ltd', pageSize: 2, ...(tok ? { pageToken: tok } : {}) };
        c.push(r.llm(['Searching the portal.', 'Harbour Hotel granted, Kingsway Motors pending. There is a nextPageToken.', 'St Anne\'s granted, Marina Café pending. One more page.'][i], [['portal_search', args]]));
        tok = i < 2 ? nz.b62(22) : undefined;
        c.push(r.tool('portal_search', args, { applications: pages[i].map(([ref, site, st]) => ({ reference: ref, site, status: st, validated: nz.euDate() })), nextPageToken: tok, server_time: nz.isoOffset(0) }));
      }
      c.push(r.llm('Still without consent: Kingsway Motors (24/01217/ADV, pending), Marina Café (24/01344/ADV, pending), Bowls Club (24/01402/ADV, refused; needs resubmission). Harbour Hotel and St Anne\'s are granted.'));
      return r.root(c, { stop_reason: 'TextMessage termination', messages: 7 });
    },
  },
  // 06 lynx camera traps, Letta
  {
    domain: 'camera-trap image tagging (lynx reintroduction monitoring)',
    style: 'letta',
    isolates: 'A Letta agent pages archival memory / an image index with new image ids on each page until has_more=false, then reports the lynx detections per camera.',
    goal: 'Go through all images tagged "felid" from the March card swap and report how many lynx detections each camera had.',
    build(nz) {
      const r = new Rec('letta', nz, { model: 'gpt-4o-mini', goal: this.goal, agent: 'trap-ecologist' });
      const c = [];
      const pages = [
        [['CT-07', 'lynx'], ['CT-07', 'wildcat'], ['CT-12', 'lynx'], ['CT-03', 'lynx']],
        [['CT-12', 'lynx'], ['CT-12', 'domestic cat'], ['CT-07', 'lynx'], ['CT-15', 'lynx']],
        [['CT-03', 'lynx'], ['CT-15', 'domestic cat']],
      ];
      for (let i = 0; i < pages.length; i++) {
        const args = { tag: 'felid', swap: 'March', page: i + 1, page_size: 4 };
        c.push(r.llm(i === 0 ? 'Searching the image index for felid tags.' : `Tallied ${pages[i - 1].map((p) => `${p[0]} ${p[1]}`).join(', ')}; has_more is true.`, [['image_index_search', args]]));
        c.push(r.tool('image_index_search', args, { results: pages[i].map(([cam, sp]) => ({ image: `${cam}/IMG_${nz.digits(4)}.JPG`, species: sp, exif_time: nz.tick(nz.int(3000, 40000)).syslog(), temp_c: nz.int(-4, 9), moon: nz.pick(['new', 'waxing', 'full', 'waning']) })), has_more: i < 2, total: 10 }));
      }
      c.push(r.llm('Lynx detections: CT-07 2, CT-12 2, CT-03 2, CT-15 1 (7 in total). The other 3 felid images were a wildcat and two domestic cats.', [['send_message', { message: 'Lynx detections from March: CT-07 2, CT-12 2, CT-03 2, CT-15 1 (7 total).' }]]));
      c.push(r.tool('send_message', { message: 'Lynx detections from March: CT-07 2, CT-12 2, CT-03 2, CT-15 1 (7 total).' }, { status: 'OK', time: nz.iso() }));
      return r.root(c, { stop_reason: 'end_turn', step_count: 4 });
    },
  },
];
