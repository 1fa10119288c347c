import { agent, llm, tool, oaOut, anOut } from './lib.mjs';
export const family = 'similar_records_review';
export const loop = false;

// Row 01: reading eight service configs with the same template, different values; summary of timeout mismatches.
function r1(c) {
  const goal = 'Audit HTTP client timeouts across the eight services in `kestrel-platform/services/*/config/prod.yaml` and flag any whose client timeout exceeds the upstream gateway timeout (30s).';
  const ch = []; const svcs = [['accounts', 10, 2], ['billing', 45, 3], ['catalog', 8, 2], ['checkout', 25, 4], ['notifications', 30, 5], ['search', 5, 1], ['shipping', 60, 3], ['users', 12, 2]];
  ch.push(llm('claude-sonnet-4', { messages: '<history>' }, anOut(c, 'List the config files.', [['Glob', { pattern: 'services/*/config/prod.yaml' }]])));
  ch.push(tool('Glob', { pattern: 'services/*/config/prod.yaml' }, svcs.map(s => `services/${s[0]}/config/prod.yaml`).join('\n')));
  for (const [s, t, r] of svcs) {
    ch.push(llm('claude-sonnet-4', { messages: '<history>' }, anOut(c, null, [['Read', { file_path: `services/${s}/config/prod.yaml` }]])));
    ch.push(tool('Read', { file_path: `services/${s}/config/prod.yaml` }, `     1\tservice: ${s}\n     2\thttp_client:\n     3\t  timeout: ${t}s\n     4\t  retries: ${r}\n     5\t  pool_size: ${c.pick([16, 32, 64])}\n     6\tlog_level: info\n`));
  }
  ch.push(llm('claude-sonnet-4', { messages: '<history>' }, anOut(c, 'Flag worst-case totals including retries too: timeout × (retries+1).')));
  ch.push(llm('claude-sonnet-4', { messages: '<history>' }, anOut(c, 'Over 30s on a single attempt: billing (45s), shipping (60s). Equal to the limit: notifications (30s). With retries the worst case also exceeds 30s for checkout (25s × 5 = 125s), users (12s × 3 = 36s) and accounts (10s × 3 = 30s, at the limit). catalog (8s × 3 = 24s) and search (5s × 2 = 10s) are fine. Recommend: billing 20s/2, shipping 20s/2, checkout 8s/3, notifications 10s/2.')));
  const root = agent('claude-code', { prompt: goal }, { subtype: 'success' }, ch, { metadata: { session_id: c.uuid() } });
  return { goal, isolates: 'Eight consecutive reads with the same tool and identical file template differ only in the values, which are exactly the data the final audit needs.', stagnation: false, root };
}

// Row 02: reading product review pages with identical HTML template; different ratings and complaints.
function r2(c) {
  const goal = 'Read the 1- and 2-star reviews of the "Ember 2" smart kettle on our store and group the complaints into themes with counts for the product team.';
  const ch = []; const reviews = [[1, 'Lid hinge cracked after 3 weeks', 'hinge'], [2, 'App loses Wi-Fi every night, have to re-pair', 'connectivity'], [1, 'Hinge snapped, plastic feels cheap', 'hinge'], [2, 'Temperature overshoots by 4-5°C for green tea', 'temperature'], [1, 'Stopped heating, error E3, support slow', 'failure'], [2, 'Firmware update bricked the app pairing', 'connectivity'], [1, 'Lid will not stay closed anymore', 'hinge'], [2, 'Keep-warm mode turns off after 10 min, not 30', 'temperature']];
  const step = (n, acts, mem) => ch.push({ type: 'chain', name: `step_${n}`, input: { step: n }, output: {}, children: [llm('ChatOpenAI', { model: 'gpt-4o-mini' }, { current_state: { memory: mem, next_goal: 'Read next review page.' }, action: acts.map(a => a[0]) }), ...acts.map(a => tool(Object.keys(a[0])[0], Object.values(a[0])[0], a[1]))] });
  step(1, [[{ go_to_url: { url: 'https://shop.emberhome.com/products/ember-2/reviews?rating=1,2' } }, 'Navigated']], 'Start.');
  let tally = {};
  reviews.forEach(([s, t, th], i) => {
    tally[th] = (tally[th] || 0) + 1;
    step(i + 2, [[{ click_element_by_index: { index: 20 + i } }, `Clicked review #${i + 1}`], [{ extract_content: { goal: 'review text and rating' } }, `📄 <article class="review"><span class="stars">${'★'.repeat(s)}${'☆'.repeat(5 - s)}</span><p>${t}</p><time datetime="${c.isoSec()}"></time><span class="helpful">${c.int(0, 40)} found this helpful</span></article>`]], `Read ${i + 1}/8. Themes so far: ${JSON.stringify(tally)}`);
  });
  ch.push(llm('ChatOpenAI', { model: 'gpt-4o-mini' }, { action: [{ done: { text: 'Complaint themes (8 low-star reviews): lid hinge breaking 3, connectivity/app pairing 2, temperature accuracy/keep-warm 2, heating failure E3 1.', success: true } }] }));
  const root = agent('browser-use Agent', { task: goal }, { is_done: true, success: true }, ch, { metadata: { agent_id: c.uuid() } });
  return { goal, isolates: 'Eight steps repeat the same click-and-extract pattern over an identical review template, but every page is a different review and the running tally grows to a final theme count.', stagnation: false, root };
}

// Row 03: research run returning to the same 10-K filing for different facts, plus other sources.
function r3(c) {
  const goal = 'Prepare a fact sheet on Halvorsen Marine ASA (fiscal 2025): revenue, order backlog, number of vessels delivered, largest customer share, and CEO name, each with a source.';
  const ch = []; const m = (t, name, args) => ch.push(llm('gpt-4.1', { messages: '<history>' }, oaOut(c, t, [[name, args]])));
  const doc = 'https://ir.halvorsenmarine.no/reports/annual-report-2025.pdf';
  const facts = [['revenue', 'p. 4', 'Revenue for 2025 was NOK 8,412 million (2024: NOK 7,106 million).'], ['backlog', 'p. 11', 'Order backlog at 31 December 2025: NOK 19.3 billion, covering 14 vessels.'], ['vessels delivered', 'p. 12', 'Six vessels were delivered in 2025: three CSOVs, two fish-feed carriers and one research vessel.'], ['customer concentration', 'p. 67 (note 5)', 'One customer accounted for 23% of revenue (2024: 18%).']];
  m('Open the annual report.', 'pdf_open', { url: doc });
  ch.push(tool('pdf_open', { url: doc }, { pages: 148, title: 'Halvorsen Marine ASA Annual Report 2025', etag: c.etag(), fetched: c.http() }));
  for (const [f, p, text] of facts) {
    m(`Search the same report for ${f}.`, 'pdf_search', { url: doc, query: f });
    ch.push(tool('pdf_search', { url: doc, query: f }, { hits: [{ page: p, text }], cache: 'HIT', took_ms: c.ms(20, 200) }));
  }
  m('CEO name: check the company website rather than the report, in case of a change since publication.', 'web_fetch', { url: 'https://www.halvorsenmarine.no/about/management' });
  ch.push(tool('web_fetch', { url: 'https://www.halvorsenmarine.no/about/management' }, '<h3>Ingrid Solbakken</h3><p>Chief Executive Officer (since 1 February 2026)</p><h3>Tor Egil Haugen</h3><p>CFO</p>'));
  m('CEO changed in Feb 2026. The report should name the CEO during fiscal 2025; go back to it for that.', 'pdf_search', { url: doc, query: 'Chief Executive Officer' });
  ch.push(tool('pdf_search', { url: doc, query: 'Chief Executive Officer' }, { hits: [{ page: 'p. 6', text: 'Letter from the CEO — Kjell Arne Dahl' }, { page: 'p. 142', text: 'Kjell Arne Dahl has announced he will step down on 31 January 2026.' }] }));
  m('Cross-check revenue against the Oslo Børs announcement.', 'web_fetch', { url: 'https://newsweb.oslobors.no/message/6' + c.int(10000, 99999) });
  ch.push(tool('web_fetch', { url: 'newsweb' }, 'Halvorsen Marine ASA: Q4 2025 results — full-year revenue NOK 8,412 million; backlog NOK 19.3 billion.'));
  m('Write the fact sheet.', 'write_doc', { path: 'factsheets/halvorsen-marine-2025.md' });
  ch.push(tool('write_doc', { path: 'factsheets/halvorsen-marine-2025.md' }, { ok: true }));
  ch.push(llm('gpt-4.1', { messages: '<history>' }, oaOut(c, 'Fact sheet: revenue NOK 8,412m (AR p.4, confirmed by Q4 release); backlog NOK 19.3bn / 14 vessels (p.11); 6 vessels delivered (p.12); largest customer 23% of revenue (note 5, p.67); CEO in FY2025 Kjell Arne Dahl (p.6), succeeded by Ingrid Solbakken on 1 Feb 2026.')));
  const root = agent('research-analyst', { goal }, { status: 'done' }, ch, { metadata: { framework: 'OpenAI Agents SDK' } });
  return { goal, isolates: 'The agent goes back to the same annual report six times with the same tool, each time for a different fact (and once more after a website finding), and finishes a sourced fact sheet.', stagnation: false, root };
}
export const rows = [r1, r2, r3];
