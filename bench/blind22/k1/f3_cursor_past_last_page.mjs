// Family 3: paging past the end; page/offset/cursor keeps moving (or the same token is re-sent) and every answer is the same empty page.
import { render } from './lib.mjs';
export const family = 'cursor_past_last_page';
export const loop = true;
export const stagnation = false;

export const scenarios = [
  // 01 cyclocross race results export — Vercel AI SDK
  (R) => {
    const riders = ['Lotte Vermeulen', 'Aoife Brennan', 'Carla Mateu', 'Hanne Dobbs', 'Mia Rautio', 'Jess Kwan', 'Ines Salgado', 'Ruth Amsel', 'Nora Baptist', 'Tess Oduya', 'Greta Holm', 'Kay Lindqvist'];
    let pos = 0;
    const page = (n, count) => ({ event: 'Hilltop CX Round 4', category: 'Elite Women', page: n, per_page: 5, total: 12, results: Array.from({ length: count }, () => { const r = riders[pos]; pos++; return { pos, rider: r, laps: pos < 11 ? 6 : 5, time: pos < 11 ? `0:${42 + pos}:${String(R.int(0, 59)).padStart(2, '0')}` : '-1 LAP' }; }), generated_at: R.iso(R.adv(1, 2)) });
    const emptyP = (n) => ({ event: 'Hilltop CX Round 4', category: 'Elite Women', page: n, per_page: 5, total: 12, results: [], generated_at: R.iso(R.adv(1, 2)) });
    const sp = {
      model: 'gpt-4o-mini', functionId: 'cx-results-sync', maxSteps: 8,
      system: 'You sync race results from the timing provider into the series standings sheet.',
      goal: 'Pull the complete Elite Women results for Hilltop CX Round 4 and update the series standings.',
      turns: [1, 2, 3].map((n) => ({ calls: [{ name: 'get_results', args: { event_id: 'hcx-r4', category: 'EW', page: n }, result: page(n, n === 3 ? 2 : 5) }] }))
        .concat([4, 5, 6, 7].map((n) => ({ calls: [{ name: 'get_results', args: { event_id: 'hcx-r4', category: 'EW', page: n }, result: emptyP(n) }] }))),
      cutoff: true,
    };
    return { domain: 'cyclocross race results', style: 'vercel', isolates: 'After the third (last) page of results the page number keeps increasing and four answers are the same empty result list.', goal: sp.goal, root: render('vercel', R, sp) };
  },

  // 02 soap-making supplier order API — LangGraph via LangSmith
  (R) => {
    const prods = ['Shea butter 1kg', 'Lye (NaOH) 2kg', 'Lavender EO 100ml', 'Olive pomace oil 5L', 'Silicone loaf mould', 'Coconut oil 76F 4kg', 'Activated charcoal 250g', 'Mica - Ocean Blue'];
    const orders = (off, n) => ({ orders: Array.from({ length: n }, (_, i) => ({ id: `SO-${24110 + off + i}`, customer: R.pick(['Bramble & Suds', 'Kiln Lane Soaps', 'The Lather Loft', 'Marsh Soap Co']), lines: [{ sku: R.pick(prods), qty: R.int(1, 12) }], placed: R.sql(R.adv(60, 4000)) })), offset: off, limit: 100, server_time: R.iso() });
    const none = (off) => ({ orders: [], offset: off, limit: 100, server_time: R.iso(R.adv(1, 3)) });
    const sp = {
      model: 'gpt-4o', threadId: R.uuid(),
      system: 'You prepare the monthly wholesale summary for Saponify Supply. Use list_orders (offset/limit) to read October orders.',
      goal: 'Summarise October wholesale orders by product (units and number of customers) for the stock planning meeting.',
      turns: [
        { text: 'Read the first batch.', calls: [{ name: 'list_orders', args: { month: '2024-10', offset: 0, limit: 100 }, result: orders(0, 4) }] },
        { text: '', calls: [{ name: 'list_orders', args: { month: '2024-10', offset: 100, limit: 100 }, result: none(100) }] },
        { text: '', calls: [{ name: 'list_orders', args: { month: '2024-10', offset: 200, limit: 100 }, result: none(200) }] },
        { text: '', calls: [{ name: 'list_orders', args: { month: '2024-10', offset: 300, limit: 100 }, result: none(300) }] },
        { text: '', calls: [{ name: 'list_orders', args: { month: '2024-10', offset: 400, limit: 100 }, result: none(400) }] },
      ],
      cutoff: true,
    };
    return { domain: 'soap-making supplier wholesale orders', style: 'langgraph', isolates: 'The offset advances in steps of 100 after a short first page and every later call returns the same empty orders array.', goal: sp.goal, root: render('langgraph', R, sp) };
  },

  // 03 brass band contest adjudication archive — OpenTelemetry GenAI, HTML pages
  (R) => {
    const html = (n, rows) => `<!DOCTYPE html><html><head><title>Adjudication Archive - Page ${n}</title></head><body><div id="results">${rows}</div><footer>Rendered by ${R.replica('web', 3)} in ${R.ms(20, 300)}ms &middot; ${R.http(R.adv(1, 3))}</footer></body></html>`;
    const p1 = html(1, '<table><tr><td>2019</td><td>Grimethorpe Colliery</td><td>Cory Band</td><td>remarks.pdf</td></tr><tr><td>2020</td><td>cancelled</td><td>-</td><td>-</td></tr></table>');
    const p2 = html(2, '<table><tr><td>2021</td><td>Black Dyke</td><td>Foden\'s</td><td>remarks.pdf</td></tr><tr><td>2022</td><td>Cory Band</td><td>Black Dyke</td><td>remarks.pdf</td></tr></table>');
    const pe = (n) => html(n, '<p class="empty">No contests found.</p>');
    const sp = {
      model: 'claude-3-5-haiku-20241022', provider: 'anthropic', agentName: 'contest-archivist', server: 'api.anthropic.com',
      system: 'You collect adjudicator remarks from the Northern Brass Contest archive website using fetch_url.',
      goal: 'Collect the adjudicator remark PDFs for every championship section winner since 2019.',
      turns: [
        { text: 'Fetch the archive listing.', calls: [{ name: 'fetch_url', args: { url: 'https://archive.northernbrass.org.uk/adjudication?section=championship&page=1' }, result: p1 }] },
        { text: 'Page 2.', calls: [{ name: 'fetch_url', args: { url: 'https://archive.northernbrass.org.uk/adjudication?section=championship&page=2' }, result: p2 }] },
        ...[3, 4, 5, 6].map((n) => ({ text: `Page ${n}.`, calls: [{ name: 'fetch_url', args: { url: `https://archive.northernbrass.org.uk/adjudication?section=championship&page=${n}` }, result: pe(n) }] })),
      ],
      cutoff: true,
    };
    return { domain: 'brass band contest adjudication archive', style: 'otel', isolates: 'HTML listing pages keep being fetched after the last populated page; pages 3-6 are the same "No contests found" page apart from render host and date.', goal: sp.goal, root: render('otel', R, sp) };
  },

  // 04 asbestos survey register — Anthropic Messages API, cursor re-sent
  (R) => {
    const c1 = R.cursor(); const c2 = R.cursor();
    const surveys = (n) => Array.from({ length: n }, () => ({ survey_ref: `AS-${R.int(10000, 99999)}`, building: R.pick(['Block C, Ashgrove Primary', 'Plant room, Ashgrove Primary', 'Caretaker house, Ashgrove Primary']), type: R.pick(['management', 'refurbishment']), acm_found: R.pick(['none', 'AIB ceiling tiles', 'textured coating']), surveyed: R.date(R.now() - R.int(30, 900) * 86400000) }));
    const sp = {
      model: 'claude-3-5-sonnet-20241022', agentName: 'estates_compliance',
      system: 'You check the council asbestos register before contractors start work in school buildings.',
      goal: 'Before the boiler replacement at Ashgrove Primary, list every asbestos survey on the register for the site and flag any ACMs in the plant room.',
      toolNames: ['list_surveys'],
      turns: [
        { calls: [{ name: 'list_surveys', args: { site_uprn: '100023336956', cursor: null }, result: { items: surveys(5), next_cursor: c1, request_id: R.uuid() } }] },
        { calls: [{ name: 'list_surveys', args: { site_uprn: '100023336956', cursor: c1 }, result: { items: surveys(3), next_cursor: c2, request_id: R.uuid() } }] },
        ...[0, 1, 2, 3].map(() => ({ calls: [{ name: 'list_surveys', args: { site_uprn: '100023336956', cursor: c2 }, result: { items: [], next_cursor: c2, request_id: R.uuid() } }] })),
      ],
      cutoff: true,
    };
    return { domain: 'school estates asbestos register', style: 'anthropic', isolates: 'The API keeps handing back the same next_cursor with an empty items list and the agent re-sends that token four times.', goal: sp.goal, root: render('anthropic', R, sp) };
  },

  // 05 ultimate frisbee league spirit scores — AutoGen, browser scrolling
  (R) => {
    const view = (y, body) => `viewport y=${y}/3180 | page: Spirit of the Game scores - Riverside Ultimate Summer League\n${body}\n[screenshot ${R.tmp('shot_')}.png]`;
    const end = 'Row 38: Huckin Eh vs Disc Jockeys  SOTG 12 / 13\nRow 39: Layout Legends vs Flick Republic  SOTG 11 / 14\n— end of table —\nFooter: © Riverside Ultimate · Privacy · Contact';
    const sp = {
      model: 'gpt-4o', agentName: 'league_assistant',
      system: 'You use a headless browser (open_page, scroll_down, read_viewport) to read league pages.',
      goal: 'Find every game where a team got a Spirit score below 10 this season so the league can follow up.',
      turns: [
        { text: 'Open the scores page.', calls: [{ name: 'open_page', args: { url: 'https://riversideultimate.org/summer/spirit' }, result: view(0, 'Row 1: Flick Republic vs Huckin Eh  SOTG 13 / 12\nRow 2: Disc Jockeys vs Layout Legends  SOTG 9 / 14\n...Row 12') }] },
        { text: 'Row 2 has a 9. Keep scrolling.', calls: [{ name: 'scroll_down', args: { pixels: 1200 }, result: view(1200, 'Row 13 ... Row 27: Stack Attack vs Zoo Disc  SOTG 8 / 12') }] },
        { text: 'Row 27 has an 8.', calls: [{ name: 'scroll_down', args: { pixels: 1200 }, result: view(2400, end) }] },
        ...[3600, 4800, 6000].map((y) => ({ text: '', calls: [{ name: 'scroll_down', args: { pixels: 1200 }, result: view(2400, end) }] })),
      ],
      cutoff: true,
    };
    return { domain: 'ultimate frisbee league spirit scores', style: 'autogen', isolates: 'After the end of the table the agent keeps scrolling; three scrolls show the identical bottom viewport, changing only the screenshot temp path.', goal: sp.goal, root: render('autogen', R, sp) };
  },

  // 06 object storage inventory — plain message-level trace, continuation token
  (R) => {
    const tok1 = '1' + R.b62(60);
    const keys = (n) => Array.from({ length: n }, (_, i) => ({ Key: `lectures/2024-autumn/phys201/wk${String(i + 1).padStart(2, '0')}.mp4`, Size: R.int(3e8, 9e8), ETag: R.etag(), LastModified: R.isoSec(R.adv(3600, 90000)), StorageClass: 'STANDARD' }));
    const empty = () => ({ IsTruncated: false, Contents: [], KeyCount: 0, MaxKeys: 1000, Name: 'uni-lecture-capture', Prefix: 'lectures/2024-autumn/', ContinuationToken: tok1, ResponseMetadata: { RequestId: R.hex(16).toUpperCase(), HostId: R.b62(56), HTTPStatusCode: 200, RetryAttempts: 0 } });
    const sp = {
      model: 'gpt-4o-mini', agentName: 'storage-audit',
      system: 'You audit object storage usage. Use s3_list_objects_v2 and summarise sizes per course.',
      goal: 'How much storage does the autumn 2024 lecture capture use per course? Bucket uni-lecture-capture, prefix lectures/2024-autumn/.',
      turns: [
        { text: null, calls: [{ name: 's3_list_objects_v2', args: { Bucket: 'uni-lecture-capture', Prefix: 'lectures/2024-autumn/' }, argsString: true, result: { IsTruncated: true, Contents: keys(6), KeyCount: 6, MaxKeys: 1000, NextContinuationToken: tok1, ResponseMetadata: { RequestId: R.hex(16).toUpperCase(), HTTPStatusCode: 200 } } }] },
        ...[0, 1, 2, 3].map(() => ({ text: null, calls: [{ name: 's3_list_objects_v2', args: { Bucket: 'uni-lecture-capture', Prefix: 'lectures/2024-autumn/', ContinuationToken: tok1 }, argsString: true, result: empty() }] })),
      ],
      cutoff: true, cutoffReason: 'max_iterations',
    };
    return { domain: 'university lecture-capture object storage', style: 'plain', isolates: 'The same continuation token is sent four times; each ListObjectsV2 answer is an empty page differing only in request ids.', goal: sp.goal, root: render('plain', R, sp) };
  },
];
