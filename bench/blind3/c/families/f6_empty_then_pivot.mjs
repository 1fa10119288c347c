// Family 6 (healthy): one or two empty searches, then a materially different
// search (new source / scope / filter) finds results that the agent uses.
import { agent, tool, fail, retr, model } from '../lib.mjs';

export const family = {
  name: 'empty-search-then-pivot',
  isolates: 'A search comes back empty once or twice, then a materially different search (new source, scope or filter) returns results that the agent uses to finish the task.',
  loop: false,
  stagnation: false,
  scenarios: [
    // 01 coding agent — grep in services/ empty, case-insensitive repo-wide grep finds the loader
    {
      domain: 'coding agent', style: 'terse ReAct tool agent', start: '2024-01-16T16:44:12Z',
      goal: 'Find where the RETRY_BUDGET env var is read in the monorepo and document its default in docs/config.md.',
      build(c, goal) {
        const L = model('claude-3-5-sonnet-20241022');
        return agent('repo-agent', goal, 'Documented RETRY_BUDGET (default 0.2, read in libs/httpx-retry/config.go) in docs/config.md.', [
          tool('ripgrep', { pattern: 'RETRY_BUDGET', path: 'services/', flags: ['-n'] }, { matches: [], files_searched: 1284, elapsed_ms: c.ms(40, 200) }),
          L('Thought: not read directly in services/. Config keys may be loaded lowercased through a shared loader, so search the whole repo case-insensitively, including libs/.'),
          tool('ripgrep', { pattern: 'retry_budget', path: '.', flags: ['-n', '-i'] }, { matches: [
            { file: 'libs/httpx-retry/config.go', line: 27, text: '\tBudget float64 `env:"RETRY_BUDGET" envDefault:"0.2"`' },
            { file: 'libs/httpx-retry/budget.go', line: 14, text: '// retry_budget caps retries at a fraction of live requests' },
            { file: 'services/ledger/cmd/main.go', line: 61, text: 'cfg := retry.MustLoad() // reads RETRY_BUDGET' },
          ], files_searched: 5930, elapsed_ms: c.ms(200, 900) }),
          tool('read_file', { path: 'libs/httpx-retry/config.go', start: 20, end: 34 }, '20 type Config struct {\n21 \t// MaxAttempts per request, including the first.\n22 \tMaxAttempts int `env:"RETRY_MAX_ATTEMPTS" envDefault:"3"`\n...\n27 \tBudget float64 `env:"RETRY_BUDGET" envDefault:"0.2"`\n28 \t// fraction of in-flight requests allowed to be retries\n29 }'),
          tool('read_file', { path: 'docs/config.md', start: 1, end: 12 }, '# Configuration\n\n| Variable | Default | Description |\n|---|---|---|\n| RETRY_MAX_ATTEMPTS | 3 | Max attempts per request |\n'),
          tool('edit_file', { path: 'docs/config.md', insert_after: '| RETRY_MAX_ATTEMPTS | 3 | Max attempts per request |', text: '| RETRY_BUDGET | 0.2 | Max fraction of in-flight requests that may be retries (libs/httpx-retry) |' }, 'ok: 1 line inserted'),
        ]);
      },
    },
    // 02 customer support — KB empty twice, solved-ticket search finds the fix
    {
      domain: 'customer support', style: 'chatty assistant', start: '2024-03-04T09:58:30Z',
      goal: "Answer ticket #48213: 'Sync to Google Calendar stopped after I changed my password.'",
      build(c, goal) {
        const L = model('gpt-4o-mini');
        return agent('helpdesk-assistant', goal, 'Replied to #48213 with reconnect steps (Settings > Integrations > Google Calendar > Reconnect) and set it to pending.', [
          tool('kb_search', { query: 'google calendar sync stopped after password change', locale: 'en-US' }, { articles: [], total: 0 }),
          tool('kb_search', { query: 'calendar sync not working', locale: 'en-US' }, { articles: [], total: 0 }),
          L("The help-center KB has nothing on this. It's a common enough symptom that someone has probably solved it in a past ticket, so let me search resolved tickets instead."),
          tool('tickets_search', { status: 'solved', text: 'google calendar password', created_after: '2023-09-01', limit: 5 }, { tickets: [
            { id: 47102, subject: 'Calendar stopped syncing', resolution: 'Google revokes the OAuth token when the account password changes. Customer reconnected under Settings > Integrations > Google Calendar > Reconnect.', solved_at: c.iso() },
            { id: 46650, subject: 'No events since password reset', resolution: 'Same: OAuth token revoked; reconnect fixed it.', solved_at: c.iso() },
          ], total: 2 }),
          L("Two past tickets show the same cause: Google revokes our access token when the password changes. I'll reply with the reconnect steps."),
          tool('reply', { ticket_id: 48213, public: true, status: 'pending', body: "Hi! When a Google password changes, Google automatically revokes access for connected apps, which is why syncing stopped. To fix it, open Settings > Integrations > Google Calendar and click Reconnect, then sign in again. Your events will start syncing within a few minutes. Let me know if anything's still missing!" }, { ok: true, audit_id: c.int(10000000, 99999999) }),
        ]);
      },
    },
    // 03 research assistant — arXiv with a date filter empty, Semantic Scholar without it finds the paper
    {
      domain: 'research assistant', style: 'function-calling assistant', start: '2024-05-17T11:03:09Z', stringArgs: true,
      goal: "Find the original paper that introduced 'grokking' in neural networks and give me the citation.",
      build(c, goal) {
        const L = model('gpt-4o');
        return agent('lit-assistant', goal, 'Power, A., Burda, Y., Edwards, H., Babuschkin, I., & Misra, V. (2022). Grokking: Generalization Beyond Overfitting on Small Algorithmic Datasets. arXiv:2201.02177.', [
          retr('arxiv_search', { query: 'grokking neural networks', categories: ['cs.LG'], submitted_after: '2023-01-01', max_results: 10 }, []),
          L('Nothing, because my date filter started in 2023 and the original is almost certainly older. Switching to Semantic Scholar with no date restriction and sorting by earliest year.'),
          tool('semantic_scholar.search', { query: 'grokking generalization beyond overfitting', fields: 'title,authors,year,externalIds,citationCount', sort: 'year:asc', limit: 3 }, { total: 3, data: [
            { paperId: c.hex(40), title: 'Grokking: Generalization Beyond Overfitting on Small Algorithmic Datasets', year: 2022, authors: ['Alethea Power', 'Yuri Burda', 'Harri Edwards', 'Igor Babuschkin', 'Vedant Misra'], externalIds: { ArXiv: '2201.02177' }, citationCount: 300 + c.int(0, 90) },
            { paperId: c.hex(40), title: 'Towards Understanding Grokking: An Effective Theory of Representation Learning', year: 2022, authors: ['Ziming Liu', 'Ouail Kitouni', 'Niklas Nolte', 'Eric J. Michaud', 'Max Tegmark', 'Mike Williams'], externalIds: { ArXiv: '2205.10343' } },
            { paperId: c.hex(40), title: 'Progress measures for grokking via mechanistic interpretability', year: 2023, authors: ['Neel Nanda', 'Lawrence Chan', 'Tom Lieberum', 'Jess Smith', 'Jacob Steinhardt'], externalIds: { ArXiv: '2301.05217' } },
          ] }),
          L('The earliest result, Power et al. (2022), is the paper that coined the term; the others build on it.'),
        ]);
      },
    },
    // 04 legal document review — base lease silent, amendment search finds the sublet clause
    {
      domain: 'legal document review', style: 'planner agent', start: '2024-10-01T14:26:50Z',
      goal: 'Check whether our lease with Canal Street Properties lets us sublet part of the 4th floor.',
      build(c, goal) {
        const P = model('claude-3-opus-20240229');
        return agent('lease-analyst', goal, 'Yes. Amendment No. 2 (2023), s.4.3, allows subleasing up to 25% of the Premises with the Landlord\'s prior written consent, not to be unreasonably withheld; give 30 days\' notice.', [
          tool('clause_search', { document_id: 'Lease-CSP-2019', query: 'sublet OR sublease' }, { hits: [], document_pages: 64 }),
          P('The base lease says nothing about subletting. Amendments often change assignment rights, so list every document in the matter and search the amendments.'),
          tool('list_documents', { matter: 'CSP-4F-lease' }, [
            { document_id: 'Lease-CSP-2019', title: 'Office Lease, 2019' },
            { document_id: 'Amend-1-2021', title: 'First Amendment (rent deferral)' },
            { document_id: 'Amend-2-2023', title: 'Second Amendment (expansion and assignment)' },
          ]),
          tool('clause_search', { document_id: 'Amend-2-2023', query: 'sublease OR assignment OR transfer' }, { hits: [
            { section: '4.3', page: 5, text: 'Tenant may sublease up to twenty-five percent (25%) of the Premises with Landlord\'s prior written consent, which shall not be unreasonably withheld, conditioned or delayed, provided Tenant gives at least thirty (30) days\' notice.' },
          ], document_pages: 9 }),
          P('Section 4.3 of the Second Amendment answers the question; the 4th floor is part of the Premises, and partial sublease is within 25%.'),
        ]);
      },
    },
    // 05 HR/recruiting — title search empty twice, skills search finds internal candidates
    {
      domain: 'HR/recruiting', style: 'chatty assistant', start: '2024-08-19T08:12:41Z',
      goal: "Shortlist 3 internal candidates who could fill the 'Staff SRE - Observability' opening.",
      build(c, goal) {
        const L = model('gemini-1.5-pro');
        const emp = (id, name, title, tenure, rating) => tool('get_employee', { employee_id: id }, { employee_id: id, name, title, tenure_years: tenure, last_rating: rating, open_to_move: true, fetched: c.isoS() });
        return agent('talent-assistant', goal, 'Shortlist: Mei Tanaka (Senior SRE, 5.1y, Exceeds), Tomasz Wrobel (Senior Platform Eng., 3.8y, Exceeds), Adaeze Nwosu (Senior SRE, 4.4y, Meets+). All three list Prometheus/OpenTelemetry and are open to a move.', [
          tool('hris_search_employees', { job_title: 'Staff SRE - Observability' }, { employees: [], total: 0 }),
          tool('hris_search_employees', { job_title: 'Staff Site Reliability Engineer' }, { employees: [], total: 0 }),
          L("No one holds that exact title yet, which makes sense for a new opening. I'll look by skills instead, across senior engineers in any title."),
          tool('skills_search', { skills: ['prometheus', 'opentelemetry', 'kubernetes'], min_level: 'senior', org: 'Engineering', open_to_move: true }, { results: [
            { employee_id: 'E1043', name: 'Mei Tanaka', match: 0.93 }, { employee_id: 'E2210', name: 'Tomasz Wrobel', match: 0.88 },
            { employee_id: 'E1877', name: 'Adaeze Nwosu', match: 0.86 }, { employee_id: 'E0931', name: 'Luis Ortega', match: 0.71 },
          ], total: 4 }),
          emp('E1043', 'Mei Tanaka', 'Senior SRE', 5.1, 'Exceeds'),
          emp('E2210', 'Tomasz Wrobel', 'Senior Platform Engineer', 3.8, 'Exceeds'),
          emp('E1877', 'Adaeze Nwosu', 'Senior SRE', 4.4, 'Meets+'),
        ]);
      },
    },
    // 06 browser automation — on-site search empty, scoped web search + help page succeeds
    {
      domain: 'browser automation', style: 'browser agent', start: '2024-11-07T19:31:18Z',
      goal: "Find the return shipping address for Lumen Outdoor's EU warehouse.",
      build(c, goal) {
        const L = model('gpt-4o');
        return agent('browse-agent', goal, 'Lumen Outdoor EU Returns, c/o Fulfilment Hub NL, Industrieweg 14, 5145 PD Waalwijk, Netherlands (include the RMA number on the parcel).', [
          fail('browser.navigate', { url: 'https://www.lumenoutdoor.com/search?q=return+address' }, 'TimeoutError: Navigation timeout of 30000 ms exceeded'),
          tool('browser.navigate', { url: 'https://www.lumenoutdoor.com/search?q=return+address' }, { status: 200, title: 'Search | Lumen Outdoor', text: 'Your search for "return address" did not match any products.' }),
          L('The store search only indexes products. Their help centre is a separate site, so use a web search scoped to it.'),
          tool('web_search', { query: 'site:help.lumenoutdoor.com returns EU warehouse address' }, [
            { title: 'Returning an order from the EU/UK - Lumen Outdoor Help', url: 'https://help.lumenoutdoor.com/hc/en-gb/articles/3600129-returning-eu', snippet: 'Send EU returns to our Netherlands hub...' },
          ]),
          tool('browser.navigate', { url: 'https://help.lumenoutdoor.com/hc/en-gb/articles/3600129-returning-eu' }, { status: 200, title: 'Returning an order from the EU/UK', text: 'EU & UK returns: please send your parcel to Lumen Outdoor EU Returns, c/o Fulfilment Hub NL, Industrieweg 14, 5145 PD Waalwijk, Netherlands. Write your RMA number on the outside of the parcel.' }),
        ]);
      },
    },
  ],
};
