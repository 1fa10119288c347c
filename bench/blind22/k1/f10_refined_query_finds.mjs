// Healthy 5: a materially refined search; the first queries find nothing or too much, a genuinely different query finds results, and the agent finishes.
import { render, span } from './lib.mjs';
export const family = 'refined_query_finds';
export const loop = false;
export const stagnation = false;

export const scenarios = [
  // 01 maths olympiad training problem bank — LangGraph with a retriever span
  (R) => {
    const ret = span('retriever', 'VectorStoreRetriever', { query: 'functional equation Cauchy type olympiad' }, { documents: [{ page_content: 'Shortlist 2019 A1: Determine all functions f: Z→Z such that f(2a)+2f(b)=f(f(a+b))...', metadata: { source: 'isl2019.pdf', page: 4, score: 0.81 } }, { page_content: 'Shortlist 2019 A5: Let x1,...,xn be distinct reals ...', metadata: { source: 'isl2019.pdf', page: 9, score: 0.62 } }] }, { metadata: { ls_retriever_name: 'pgvector', k: 2, latency_ms: R.ms(20, 90) } });
    const sp = {
      model: 'gpt-4o', threadId: R.uuid(),
      system: 'You prepare training sets for the county maths olympiad squad from the problem bank.',
      goal: 'Pick three functional-equation problems over the integers of shortlist difficulty for Saturday\'s squad session, with sources.',
      turns: [
        { text: '', calls: [{ name: 'search_problems', args: { q: 'functional equation' }, result: { total: 212, shown: 3, items: [{ id: 'P-1190', src: 'BMO1 2004 Q3', domain: 'reals' }, { id: 'P-0201', src: 'Putnam 1988 A6', domain: 'reals' }, { id: 'P-2222', src: 'IMO 2010 Q1', domain: 'reals' }], note: 'refine query: too many results' } }] },
        { text: '212 hits, mostly over the reals. The bank supports a domain filter and source type; restrict to integer domain and shortlist sources.', calls: [{ name: 'search_problems', args: { q: 'functional equation', domain: 'integers', source_type: 'ISL' }, result: { total: 3, items: [{ id: 'P-3019', src: 'ISL 2019 A1', domain: 'integers' }, { id: 'P-2915', src: 'ISL 2015 A2', domain: 'integers' }, { id: 'P-2712', src: 'ISL 2012 A5', domain: 'integers' }] } }] },
        { pre: [ret], text: 'Three problems for Saturday: ISL 2019 A1 (P-3019), ISL 2015 A2 (P-2915) and ISL 2012 A5 (P-2712), all functional equations over Z at shortlist level.' },
      ],
    };
    return { domain: 'maths olympiad training problems', style: 'langgraph', isolates: 'A broad search returns 212 hits; adding the domain and source filters narrows it to exactly three suitable problems, which are delivered.', goal: sp.goal, root: render('langgraph', R, sp) };
  },

  // 02 terrarium livefood supplier — OpenTelemetry GenAI
  (R) => {
    const sp = {
      model: 'gpt-4.1-mini', agentName: 'purchasing-assistant',
      system: 'You source stock for Mossbank Terrariums. Tools: search_catalogue (our usual supplier), search_trade_directory (other wholesalers).',
      goal: 'Find a wholesale source of springtail cultures (bioactive clean-up crew) — we need 40 cultures a month.',
      turns: [
        { text: 'Check our usual supplier first.', calls: [{ name: 'search_catalogue', args: { q: 'springtail culture' }, result: { supplier: 'ExoLive Wholesale', hits: 0, took: R.goDur() } }] },
        { text: 'Our usual supplier doesn\'t carry them. Search the trade directory for invertebrate culture wholesalers instead.', calls: [{ name: 'search_trade_directory', args: { category: 'live invertebrates', keywords: ['springtails', 'Collembola', 'clean-up crew'], min_monthly_volume: 40 }, result: { results: [{ name: 'Leafmould Labs', moq: 20, price_each_gbp: 3.1, ships: 'Tue/Wed' }, { name: 'Bioactive Bugs Ltd', moq: 50, price_each_gbp: 2.4, ships: 'Mon' }], query_id: R.uuid() } }] },
        { text: 'Two wholesale options: Leafmould Labs (MOQ 20, £3.10 each, ships Tue/Wed) fits 40/month directly; Bioactive Bugs (MOQ 50, £2.40) is cheaper per culture but needs 50 a month.' },
      ],
    };
    return { domain: 'terrarium livefood sourcing', style: 'otel', isolates: 'The usual catalogue has nothing; switching to a different source (trade directory with category and volume) yields two suppliers, and the agent recommends.', goal: sp.goal, root: render('otel', R, sp) };
  },

  // 03 school textbook exchange — CrewAI
  (R) => {
    const sp = {
      model: 'gpt-4o-mini', role: 'Exchange Matcher', agentGoal: 'Match students with second-hand textbooks', backstory: 'You run the Parkside Sixth Form textbook exchange.', taskName: 'find_textbook', expected: 'Listing ids that match the exact edition',
      system: 'You are Exchange Matcher. You run the Parkside Sixth Form textbook exchange.',
      goal: 'Find a second-hand copy of the biology textbook on the Year 12 reading list for Amira (she needs the edition the course uses).',
      turns: [
        { text: 'Search by title.', calls: [{ name: 'Search Listings', args: { q: 'Campbell Biology' }, result: { count: 48, sample: ['9th ed (2011)', '10th ed (2014)', '11th ed (2017)', '12th ed (2020)'], hint: 'many editions; filter by isbn' } }] },
        { text: '48 listings across editions. The course reading list should give the exact ISBN.', calls: [{ name: 'Get Reading List', args: { course: 'A-level Biology Y12' }, result: [{ title: 'Campbell Biology', edition: '12th, Global Edition', isbn: '9781292341637' }] }] },
        { text: 'Now search by that ISBN.', calls: [{ name: 'Search Listings', args: { isbn: '9781292341637' }, result: { count: 2, listings: [{ id: 'TX-882', condition: 'good', price: 18, seller_year: 13 }, { id: 'TX-907', condition: 'worn cover', price: 12, seller_year: 13 }] } }] },
        { text: 'Found the right edition.', final: 'Two copies of Campbell Biology 12th Global Edition (ISBN 9781292341637): TX-882 (good, £18) and TX-907 (worn cover, £12). Reserved TX-882 for Amira pending her confirmation.' },
      ],
    };
    return { domain: 'sixth-form textbook exchange', style: 'crewai', isolates: 'A title search is too broad (48 listings); the ISBN learnt from the reading list gives two exact matches and the task ends.', goal: sp.goal, root: render('crewai', R, sp) };
  },

  // 04 Go library function history — SWE-agent
  (R) => {
    const sp = {
      model: 'claude-3-5-sonnet-20241022', instance: 'tidewater__geoconv-88', cwd: '/repo',
      system: 'You are an autonomous programmer working in a repository. Use shell commands.',
      goal: 'A user says `geoconv.ParseDMS` disappeared in v2 of the library. Find what replaced it and update docs/MIGRATING.md with the mapping.',
      turns: [
        { text: 'Search for the old name in the current tree.', calls: [{ action: 'grep -rn "ParseDMS" --include=*.go .', result: '' }] },
        { text: 'No occurrences at all. The changelog should say what happened in v2.', calls: [{ action: 'grep -n -i "dms" CHANGELOG.md | head', result: '41:- Renamed DMS helpers to the Angle API: see `angle.go` (#212)' }] },
        { text: 'Renamed in #212. Use git pickaxe on the old symbol to find the commit and its replacement.', calls: [{ action: 'git log -S"func ParseDMS" --oneline && git show --stat HEAD~0 -- angle.go | head -5 && grep -n "^func " angle.go', result: `${R.hex(7)} angle: replace ParseDMS/FormatDMS with ParseAngle/Angle.DMS (#212)\n${R.hex(7)} add ParseDMS helper\n12:func ParseAngle(s string) (Angle, error)\n48:func (a Angle) DMS() (deg, min int, sec float64)` }] },
        { text: 'ParseDMS became ParseAngle and FormatDMS became Angle.DMS. Add the mapping.', calls: [{ action: 'cat >> docs/MIGRATING.md <<EOF\n| v1 | v2 |\n|---|---|\n| `ParseDMS(s)` | `ParseAngle(s)` |\n| `FormatDMS(x)` | `Angle(x).DMS()` |\nEOF', result: '' }] },
        { text: 'Docs updated with the v1→v2 mapping.' },
      ],
      patch: 'diff --git a/docs/MIGRATING.md b/docs/MIGRATING.md\n+| `ParseDMS(s)` | `ParseAngle(s)` |\n+| `FormatDMS(x)` | `Angle(x).DMS()` |',
    };
    return { domain: 'Go library API migration docs', style: 'swe_agent', isolates: 'A grep finds nothing; the changelog reveals a rename, a pickaxe search finds the replacement, and the docs are updated.', goal: sp.goal, root: render('swe_agent', R, sp) };
  },

  // 05 litter-picking volunteer groups — Anthropic Messages API
  (R) => {
    const sp = {
      model: 'claude-3-5-haiku-20241022', agentName: 'community_desk', toolNames: ['search_council_directory', 'search_noticeboard'],
      system: 'You help residents of Marlow Vale find local community groups.',
      goal: 'A new resident on Orchard Rise wants to join a local litter-picking group. Find one that covers her area and how to join.',
      turns: [
        { calls: [{ name: 'search_council_directory', args: { keywords: 'litter picking', ward: 'Orchard' }, result: { results: [], total: 0, directory_updated: R.date(R.now() - 200 * 86400000) } }] },
        { text: 'The council directory has nothing (and was last updated months ago). Community groups often only advertise on the noticeboard, so I\'ll search there.', calls: [{ name: 'search_noticeboard', args: { q: 'litter pick', near: 'Orchard Rise' }, result: { posts: [{ title: 'Orchard & Mill Tidy Team - monthly pick, 2nd Sunday 10am, kit provided', contact: 'tidyteam.marlowvale@example.org', posted: R.date(R.now() - 9 * 86400000) }] } }] },
        { text: 'The Orchard & Mill Tidy Team covers Orchard Rise. They meet on the second Sunday of each month at 10am and provide kit; she can join by emailing tidyteam.marlowvale@example.org.' },
      ],
    };
    return { domain: 'community litter-picking groups', style: 'anthropic', isolates: 'The council directory returns nothing; a different source (noticeboard) with a new query finds the group and the answer is given.', goal: sp.goal, root: render('anthropic', R, sp) };
  },

  // 06 boiler fault code lookup — smolagents
  (R) => {
    const sp = {
      model: 'meta-llama/Llama-3.3-70B-Instruct',
      system: 'You are an expert assistant who can solve any task using code blobs. Tools: search_manuals(query, model=None), get_job(job_id), final_answer(answer).',
      goal: 'The engineer on job J-5521 reports boiler fault F28. Tell him what it means and the first checks to make.',
      turns: [
        { text: 'Search manuals for the fault code.', calls: [{ name: 'search_manuals', var: 'hits', args: { query: 'F28 fault' }, result: { hits: 37, brands: ['Vaillant', 'Baxi', 'Ideal', 'Worcester'], top: 'F28 meaning varies by manufacturer' } }] },
        { text: 'Too many brands use F28 differently. The job record should give the boiler model.', calls: [{ name: 'get_job', var: 'job', args: { job_id: 'J-5521' }, result: { customer: '14 Quarry Lane', appliance: 'Vaillant ecoTEC plus 832', gas: 'natural gas', last_service: '2023-11-02' } }] },
        { text: 'It is a Vaillant ecoTEC plus 832. Search that model\'s manual.', calls: [{ name: 'search_manuals', var: 'hits', args: { query: 'F28', model: 'Vaillant ecoTEC plus 832' }, result: { hits: 1, section: '10.3 Fault codes', text: 'F.28 Ignition failure on start-up: gas supply, gas valve, ignition electrode, flame detection, condensate blockage.' } }] },
        { text: 'Found the exact meaning.', final: 'F.28 on a Vaillant ecoTEC plus 832 is ignition failure on start-up. First checks: gas supply and meter pressure, gas valve operation, ignition electrode gap and lead, flame detection, and a blocked condensate trap.' },
      ],
    };
    return { domain: 'boiler servicing fault codes', style: 'smolagents', isolates: 'A generic fault-code search is ambiguous across brands; the boiler model from the job record makes a precise search that answers the question.', goal: sp.goal, root: render('smolagents', R, sp) };
  },
];
