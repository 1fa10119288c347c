// Family 6 (healthy): pagination where every page brings new items and the agent
// stops at the end (at most one empty final page).

export default {
  family: 'pagination-to-completion',
  isolates: 'Healthy pagination: each page/cursor fetch returns new items and the agent stops at the end of the list (at most one empty final page), then uses the collected items.',
  loop: false,
  stagnation: false,
  scenarios: [
    // 01 coding — GitHub review comments via Link header, 3 pages
    {
      domain: 'coding', start: '2024-02-08T10:40:00Z', jsonArgs: false, model: 'gpt-4-turbo',
      build(c, { A, L, T }) {
        const goal = 'Summarise every unresolved review comment on PR #772 in acme/ledger so I can work through them.';
        const users = ['mkowalski', 'jtran', 'aisha-dev', 'rbaptiste'];
        const files = ['ledger/posting.py', 'ledger/accounts.py', 'ledger/api/views.py', 'tests/test_posting.py', 'ledger/migrations/0042_journal_lock.py'];
        const bodies = ['nit: prefer `Decimal` over float here', 'this lock is taken per-row; could deadlock with the nightly close job', 'missing test for reversed entries', 'can we avoid the N+1 on account lookups?', 'rename to `post_entries` for consistency', 'should this be inside the transaction?', 'docstring is out of date', 'magic number 86400 — use timedelta', 'what happens if currency is None?', 'migration needs a reverse function', 'log at debug, not info', 'this catches Exception too broadly'];
        let cid = 1598000000;
        const mk = (n) => Array.from({ length: n }, () => { cid += c.int(1000, 90000); return { id: cid, user: c.pick(users), path: c.pick(files), line: c.int(10, 420), body: c.pick(bodies), created_at: c.isoS(), resolved: c.rng() < 0.35 }; });
        const p1 = mk(30), p2 = mk(30), p3 = mk(11);
        const link = (n, last) => `<https://api.github.com/repositories/611820444/pulls/772/comments?per_page=30&page=${n}>; rel="next", <https://api.github.com/repositories/611820444/pulls/772/comments?per_page=30&page=${last}>; rel="last"`;
        const open = [...p1, ...p2, ...p3].filter((x) => !x.resolved);
        const byFile = {};
        for (const x of open) byFile[x.path] = (byFile[x.path] || 0) + 1;
        const children = [
          L('Fetching review comments through the REST API, 30 per page, following the Link header until there is no rel="next".'),
          T('gh_api', { method: 'GET', path: '/repos/acme/ledger/pulls/772/comments', query: { per_page: 30, page: 1 } }, { status: 200, headers: { link: link(2, 3), 'x-ratelimit-remaining': String(c.int(4000, 4990)), 'x-github-request-id': `${c.HEX(4)}:${c.HEX(5)}:${c.HEX(7)}:${c.HEX(7)}:${c.HEX(8)}` }, body: p1 }),
          T('gh_api', { method: 'GET', path: '/repos/acme/ledger/pulls/772/comments', query: { per_page: 30, page: 2 } }, { status: 200, headers: { link: link(3, 3), 'x-ratelimit-remaining': String(c.int(3900, 4980)), 'x-github-request-id': `${c.HEX(4)}:${c.HEX(5)}:${c.HEX(7)}:${c.HEX(7)}:${c.HEX(8)}` }, body: p2 }),
          T('gh_api', { method: 'GET', path: '/repos/acme/ledger/pulls/772/comments', query: { per_page: 30, page: 3 } }, { status: 200, headers: { link: '<https://api.github.com/repositories/611820444/pulls/772/comments?per_page=30&page=1>; rel="first", <https://api.github.com/repositories/611820444/pulls/772/comments?per_page=30&page=2>; rel="prev"', 'x-ratelimit-remaining': String(c.int(3800, 4970)), 'x-github-request-id': `${c.HEX(4)}:${c.HEX(5)}:${c.HEX(7)}:${c.HEX(7)}:${c.HEX(8)}` }, body: p3 }),
          L(`Page 3 has no rel="next", so that's all 71 comments. ${open.length} are unresolved; grouping them by file and writing a checklist.`),
        ];
        const summary = Object.entries(byFile).sort((a, b) => b[1] - a[1]).map(([f, n]) => `- ${f}: ${n}`).join('\n');
        children.push(T('write_file', { path: 'REVIEW_TODO.md', content: `# PR #772 unresolved review comments\n\n${open.map((x) => `- [ ] ${x.path}:${x.line} (@${x.user}) ${x.body}`).join('\n')}\n` }, `wrote ${open.length} lines to REVIEW_TODO.md`));
        return { goal, root: A('review-helper', goal, `PR #772 has 71 review comments, ${open.length} unresolved:\n${summary}\nThe most important ones are the row-lock deadlock risk in posting.py and the missing reverse migration in 0042_journal_lock.py.`, children) };
      },
    },

    // 02 browser — marketplace result pages 1..3, Next disabled on 3
    {
      domain: 'browser', start: '2024-09-21T18:02:36Z', jsonArgs: false, model: 'claude-3-5-sonnet-20240620',
      build(c, { A, L, T }) {
        const goal = 'Find all used Fujifilm X-T4 body listings under $1,100 on gearswap.example and list seller, price and condition.';
        const sellers = ['shutterbug_ny', 'leica_lou', 'pdx-camera-co', 'mirrorless_mike', 'kyoto_kamera', 'grainandglass', 'fstop_freddie', 'analog_amy', 'bokehbros', 'westside_photo', 'chromepixel', 'hannah.s', 'lenslocker', 'rigby_gear', 'tonal.range', 'camerajunkie22', 'mplsphoto', 'sunnyf16', 'darkroomdan', 'nikita_v', 'o.brien.imaging', 'peakdesign_pete', 'xtrans_fan', 'silverhalide'];
        let i = 0;
        const items = (n) => Array.from({ length: n }, () => ({ seller: sellers[i++], price: '$' + c.int(780, 1095).toLocaleString('en-US'), condition: c.pick(['Like New', 'Excellent', 'Very Good', 'Good']), shutter_count: c.int(2000, 48000), href: '/listing/' + c.digits(7) }));
        const p1 = items(10), p2 = items(10), p3 = items(4);
        const all = [...p1, ...p2, ...p3];
        const children = [
          T('browser_navigate', { url: 'https://gearswap.example/search?q=fujifilm+x-t4+body&cond=used&max_price=1100&sort=price_asc' }, { status: 200, title: 'fujifilm x-t4 body – GearSwap', url: 'https://gearswap.example/search?q=fujifilm+x-t4+body&cond=used&max_price=1100&sort=price_asc' }),
          T('extract_listings', { selector: '.result-card' }, { page: 1, items: p1, next_button: { ref: 'e88', disabled: false } }),
          T('browser_click', { ref: 'e88', element: 'Next page' }, { url: 'https://gearswap.example/search?q=fujifilm+x-t4+body&cond=used&max_price=1100&sort=price_asc&page=2', navigated: true }),
          T('extract_listings', { selector: '.result-card' }, { page: 2, items: p2, next_button: { ref: 'e91', disabled: false } }),
          T('browser_click', { ref: 'e91', element: 'Next page' }, { url: 'https://gearswap.example/search?q=fujifilm+x-t4+body&cond=used&max_price=1100&sort=price_asc&page=3', navigated: true }),
          T('extract_listings', { selector: '.result-card' }, { page: 3, items: p3, next_button: { ref: 'e64', disabled: true } }),
          L('The Next button is disabled on page 3, so the results end there: 24 listings in total. Formatting them for the user.'),
        ];
        const out = all.map((x) => `${x.seller} — ${x.price} — ${x.condition} (${x.shutter_count.toLocaleString('en-US')} shutter) https://gearswap.example${x.href}`).join('\n');
        return { goal, root: A('shopping-agent', goal, `24 used X-T4 bodies under $1,100 (cheapest first):\n${out}`, children) };
      },
    },

    // 03 support — Intercom cursor pages then tag matching conversations (longer trace)
    {
      domain: 'support', start: '2024-10-07T08:30:12Z', jsonArgs: true, model: 'gpt-4o-2024-08-06',
      build(c, { A, L, T }) {
        const goal = "Find every conversation since Monday where a customer said their invoice PDF downloads blank, and tag them 'bug-4411'.";
        const snippets = ['invoice pdf is blank when I download it', 'downloaded my invoice and it\'s an empty white page', 'Where do I change my billing email?', 'The PDF for invoice INV-20931 has nothing in it', 'can you resend the receipt', 'Invoice export opens blank in Acrobat', 'How do I add a VAT number?', 'cancel my subscription please', 'blank pdf when downloading invoices since yesterday', 'payment failed but card is fine', 'Why was I charged twice?', 'the invoice download shows no content', 'Invoices page is blank', 'how do I download last year\'s invoices', 'need an invoice with our company address', 'upgrade to annual plan?', 'SSO login loops back to the sign-in page', 'export to CSV is missing columns', 'can I get a refund for unused seats', 'invoice shows wrong currency', 'team member can\'t see invoices tab', 'change card on file', 'API key rotation question', 'reporting dashboard slow to load', 'receipt emails going to spam'];
        let id = 215000000000 + c.int(1000, 9000);
        const mk = (n) => Array.from({ length: n }, () => { id += c.int(1000, 60000); return { id: String(id), created_at: c.epoch(), source: { body: c.pick(snippets) }, state: c.pick(['open', 'closed', 'snoozed']) }; });
        const pages = [mk(20), mk(20), mk(20), mk(20), mk(20), mk(16)];
        const total = pages.flat().length, np = pages.length;
        const cur = () => 'WzE3Mj' + c.alnum(30, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789');
        const cursors = [null, ...pages.slice(1).map(() => cur())];
        const blank = (s) => /blank|empty white|nothing in it|no content/i.test(s) && /invoice|pdf/i.test(s) && !/Invoices page/.test(s);
        const matches = pages.flat().filter((x) => blank(x.source.body));
        const ch = [L('Listing conversations created since Monday 2024-10-07 00:00 UTC, 20 per page, and filtering them locally.')];
        pages.forEach((pg, i) => {
          ch.push(T('intercom_search_conversations', { query: { field: 'created_at', operator: '>', value: 1728259200 }, pagination: { per_page: 20, ...(cursors[i] ? { starting_after: cursors[i] } : {}) } },
            { type: 'conversation.list', total_count: total, conversations: pg, pages: { type: 'pages', page: i + 1, per_page: 20, total_pages: np, ...(i < np - 1 ? { next: { per_page: 20, starting_after: cursors[i + 1] } } : {}) } }));
        });
        ch.push(L(`Page ${np} has no next cursor, so all ${total} conversations are in. ${matches.length} of them describe a blank invoice PDF; tagging those.`));
        for (const m of matches) ch.push(T('intercom_tag_conversation', { conversation_id: m.id, tag: 'bug-4411', admin_id: '7381925' }, { type: 'tag', id: '9120447', name: 'bug-4411', applied_at: c.epoch() }));
        return { goal, root: A('support-ops-agent', goal, `Reviewed all ${total} conversations since Monday and tagged ${matches.length} that report a blank invoice PDF with bug-4411: ${matches.map((m) => m.id).join(', ')}.`, ch) };
      },
    },

    // 04 data — Stripe payouts with starting_after; has_more false on last page
    {
      domain: 'data', start: '2024-07-03T07:55:40Z', jsonArgs: false, model: 'gpt-4o-mini',
      build(c, { A, L, T }) {
        const goal = 'Reconcile June 2024 Stripe payouts against the bank deposits CSV (finance/bank_june.csv) and list any mismatches.';
        const mk = (n) => Array.from({ length: n }, () => ({ id: 'po_1P' + c.alnum(22, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'), amount: c.int(180000, 2400000), currency: 'eur', arrival_date: 1717200000 + c.int(0, 29) * 86400, status: 'paid' }));
        const pages = [mk(10), mk(10), mk(3)];
        const all = pages.flat();
        const missing = all[13];
        const total = all.reduce((s, p) => s + p.amount, 0);
        const args = (after) => ({ arrival_date: { gte: 1717200000, lt: 1719792000 }, limit: 10, ...(after ? { starting_after: after } : {}) });
        const children = [
          T('read_csv', { path: 'finance/bank_june.csv' }, { columns: ['date', 'description', 'amount_eur', 'reference'], row_count: 22, preview: all.filter((p) => p !== missing).slice(0, 3).map((p) => ({ date: new Date(p.arrival_date * 1000).toISOString().slice(0, 10), description: 'STRIPE PAYMENTS UK LTD', amount_eur: (p.amount / 100).toFixed(2), reference: p.id.slice(0, 18).toUpperCase() })) }),
          T('stripe_list_payouts', args(null), { object: 'list', url: '/v1/payouts', has_more: true, data: pages[0] }),
          T('stripe_list_payouts', args(pages[0][9].id), { object: 'list', url: '/v1/payouts', has_more: true, data: pages[1] }),
          T('stripe_list_payouts', args(pages[1][9].id), { object: 'list', url: '/v1/payouts', has_more: false, data: pages[2] }),
          L(`has_more is false, so there are 23 June payouts totalling EUR ${(total / 100).toFixed(2)}; the bank file has 22 deposits. Matching by amount and reference.`),
          T('python', { code: "import pandas as pd\nbank = pd.read_csv('finance/bank_june.csv')\npayouts = pd.DataFrame(PAYOUTS)\npayouts['amount_eur'] = payouts.amount / 100\nm = payouts.merge(bank, on='amount_eur', how='left', indicator=True)\nprint(m[m._merge == 'left_only'][['id','amount_eur','arrival_date']].to_string(index=False))" },
            `                            id  amount_eur  arrival_date\n${missing.id}  ${(missing.amount / 100).toFixed(2)}    ${missing.arrival_date}`),
        ];
        return { goal, root: A('finance-analyst', goal, `22 of 23 June payouts match a bank deposit. One mismatch: payout ${missing.id} for EUR ${(missing.amount / 100).toFixed(2)} (arrival ${new Date(missing.arrival_date * 1000).toISOString().slice(0, 10)}) has no matching deposit in bank_june.csv.`, children) };
      },
    },

    // 05 devops — S3 ListObjectsV2 with continuation tokens, nested cleanup sub-agent
    {
      domain: 'devops', start: '2024-12-09T03:00:05Z', jsonArgs: false, model: 'gpt-4o',
      build(c, { A, L, T }) {
        const goal = 'Delete Postgres backups older than 35 days from s3://acme-backups/pg/prod/ (today is 2024-12-09) and report how much space was freed.';
        const days = [];
        for (let d = 0; d < 45; d++) days.push(new Date(Date.UTC(2024, 9, 26) + d * 86400000).toISOString().slice(0, 10));
        const objs = days.map((d) => ({ Key: `pg/prod/base-${d.replace(/-/g, '')}T0300Z.tar.zst`, Size: c.int(41e9, 47e9), LastModified: `${d}T03:4${c.int(0, 9)}:${String(c.int(10, 59))}.000Z`, ETag: `"${c.hex(32)}-${c.int(300, 360)}"`, StorageClass: 'STANDARD_IA' }));
        const tok = () => c.alnum(44, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/') + '=';
        const t1 = tok(), t2 = tok();
        const old = objs.filter((o) => o.LastModified.slice(0, 10) < '2024-11-04');
        const freed = old.reduce((s, o) => s + o.Size, 0);
        const lister = A('s3_inventory', 'List every object under s3://acme-backups/pg/prod/ with key, size and last-modified.', `Listed 45 objects (3 pages).`, [
          T('s3_list_objects_v2', { Bucket: 'acme-backups', Prefix: 'pg/prod/', MaxKeys: 20 }, { IsTruncated: true, KeyCount: 20, Contents: objs.slice(0, 20), NextContinuationToken: t1, ResponseMetadata: { RequestId: c.HEX(16), HostId: c.alnum(56, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/') } }),
          T('s3_list_objects_v2', { Bucket: 'acme-backups', Prefix: 'pg/prod/', MaxKeys: 20, ContinuationToken: t1 }, { IsTruncated: true, KeyCount: 20, Contents: objs.slice(20, 40), NextContinuationToken: t2, ResponseMetadata: { RequestId: c.HEX(16), HostId: c.alnum(56, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/') } }),
          T('s3_list_objects_v2', { Bucket: 'acme-backups', Prefix: 'pg/prod/', MaxKeys: 20, ContinuationToken: t2 }, { IsTruncated: false, KeyCount: 5, Contents: objs.slice(40), ResponseMetadata: { RequestId: c.HEX(16), HostId: c.alnum(56, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/') } }),
        ]);
        const children = [
          L('First an inventory of the prefix, then a batch delete of everything last modified before 2024-11-04.'),
          lister,
          L(`${old.length} backups predate 2024-11-04 (oldest ${old[0].LastModified.slice(0, 10)}). Deleting them in one batch.`),
          T('s3_delete_objects', { Bucket: 'acme-backups', Delete: { Objects: old.map((o) => ({ Key: o.Key })), Quiet: true } }, { Deleted: [], Errors: [], ResponseMetadata: { RequestId: c.HEX(16), HTTPStatusCode: 200 } }),
        ];
        return { goal, root: A('ops-agent', goal, `Deleted ${old.length} backups older than 35 days (${old[0].Key} … ${old[old.length - 1].Key}), freeing ${(freed / 1e9).toFixed(1)} GB. ${45 - old.length} recent backups remain.`, children) };
      },
    },

    // 06 research — Crossref cursor pages, final page empty (one), then stop
    {
      domain: 'research', start: '2024-03-14T16:20:51Z', jsonArgs: false, model: 'claude-3-sonnet-20240229',
      build(c, { A, L, T }) {
        const goal = "List all 2023 papers in Nature Climate Change whose abstract mentions permafrost, with DOIs.";
        const titles = ['Abrupt permafrost thaw accelerates carbon loss in Arctic peatlands', 'Permafrost degradation and infrastructure risk across the circumpolar north', 'Wildfire-induced permafrost thaw amplifies methane emissions', 'Thermokarst lake expansion under warming scenarios', 'Projected loss of near-surface permafrost under SSP scenarios', 'Microbial controls on carbon release from thawing yedoma', 'Arctic greening offsets only part of permafrost carbon feedback', 'Subsea permafrost thaw and methane seep activity on the Siberian shelf', 'Permafrost thaw threatens Arctic freshwater quality', 'Snow cover changes modulate permafrost warming', 'Permafrost carbon in Earth system model intercomparisons', 'Ground ice loss and coastal erosion in the Beaufort Sea', 'Indigenous observations of permafrost change in Alaska', 'Nitrous oxide emissions from thawing permafrost soils', 'Tibetan Plateau permafrost under 1.5 °C and 2 °C warming', 'Permafrost region greenhouse gas budget 2000–2020', 'Deepening active layer and hydrological change in Siberia', 'Economic costs of permafrost thaw for Arctic nations'];
        const items = titles.map((t) => ({ DOI: `10.1038/s41558-023-0${c.digits(4)}-${c.int(0, 9)}`, title: [t], 'container-title': ['Nature Climate Change'], published: { 'date-parts': [[2023, c.int(1, 12)]] } }));
        const cur = () => 'DnF1ZXJ5VGhlbkZldGNo' + c.alnum(40, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789');
        const c1 = cur(), c2 = cur(), c3 = cur();
        const q = { filter: 'issn:1758-678X,from-pub-date:2023-01-01,until-pub-date:2023-12-31', query: 'permafrost', rows: 8, select: 'DOI,title,container-title,published' };
        const res = (its, next) => ({ status: 'ok', 'message-type': 'work-list', message: { 'total-results': 18, items: its, 'next-cursor': next, 'items-per-page': 8 } });
        const children = [
          L('Using the Crossref API with deep-paging cursors, filtered to the journal ISSN and 2023.'),
          T('crossref_works', { ...q, cursor: '*' }, res(items.slice(0, 8), c1)),
          T('crossref_works', { ...q, cursor: c1 }, res(items.slice(8, 16), c2)),
          T('crossref_works', { ...q, cursor: c2 }, res(items.slice(16), c3)),
          T('crossref_works', { ...q, cursor: c3 }, res([], c3)),
          L('The cursor returned an empty page, which is how Crossref signals the end. I have all 18 works.'),
        ];
        return { goal, root: A('research-assistant', goal, `18 papers from Nature Climate Change (2023) mention permafrost:\n${items.map((x) => `- ${x.title[0]} — https://doi.org/${x.DOI}`).join('\n')}`, children) };
      },
    },
  ],
};
