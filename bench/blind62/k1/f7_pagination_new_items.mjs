export const family = 'pagination_new_items', loop = false;
const pages = (T, tool, mkArgs, data, mkOut) => data.flatMap((d, i) => [T.llm([], null, [{ name: tool, args: mkArgs(i) }]), T.tool(tool, mkArgs(i), mkOut(d, i, data.length))]);
export default [
 { id: '01', domain: 'fire sprinkler inspections', style: 'vercel', stagnation: false, isolates: 'Three pages of overdue sprinkler inspections, each with new sites, until has_more is false; then a summary.',
   goal: 'List all buildings whose annual sprinkler inspection is overdue.', final: '7 overdue sites listed.',
   build(T, N) { const d = [['Civic Centre', 'Elm Car Park'], ['St Anne School', 'Depot 3', 'Library Annex'], ['Pool Hall', 'Riverside Flats']];
     return [...pages(T, 'inspections', (i) => ({ status: 'overdue', page: i + 1 }), d, (x, i, n) => ({ sites: x, has_more: i < n - 1, request_id: N.reqId() })), T.llm([], 'Overdue sprinkler inspections (7): Civic Centre, Elm Car Park, St Anne School, Depot 3, Library Annex, Pool Hall, Riverside Flats.', [])]; } },
 { id: '02', domain: 'sisal rope export invoices', style: 'langsmith', stagnation: false, isolates: 'Cursor pagination returns new invoices each time until the cursor is null.',
   goal: 'Sum unpaid sisal rope export invoices for the Tanga buyer list.', final: 'Unpaid total USD 84,310 over 6 invoices.',
   build(T, N) { const d = [[['INV-301', 12000], ['INV-305', 18500]], [['INV-311', 9800], ['INV-317', 21010]], [['INV-320', 11000], ['INV-322', 12000]]];
     return [...pages(T, 'list_invoices', (i) => ({ status: 'unpaid', cursor: i ? `c${i}_${'x'.repeat(3)}` : null }), d, (x, i, n) => ({ data: x.map(([id, usd]) => ({ id, usd })), next_cursor: i < n - 1 ? `c${i + 1}_xxx` : null })), T.llm([], 'Six unpaid invoices total USD 84,310.', [])]; } },
 { id: '03', domain: 'handball league transfers', style: 'anthropic', stagnation: false, isolates: 'Offset pagination over transfer records, new players on every page, ends on a short page.',
   goal: 'Compile this window’s registered transfers into the men’s first division.', final: '5 transfers compiled.',
   build(T, N) { const d = [['Lund → Aalborg: M. Sørensen', 'Kiel → Aalborg: T. Weber'], ['Porto → Skjern: R. Lima', 'Celje → Skjern: A. Kos'], ['Nantes → GOG: L. Petit']];
     return [...pages(T, 'transfers', (i) => ({ division: 'M1', offset: i * 2, limit: 2 }), d, (x) => ({ records: x, limit: 2 })), T.llm([], 'Five transfers this window: Sørensen and Weber to Aalborg, Lima and Kos to Skjern, Petit to GOG. The last page was short, so that is everything.', [])]; } },
 { id: '04', domain: 'jaggery co-op payouts', style: 'gemini', stagnation: false, isolates: 'A page-token API yields new farmer deliveries per page until no nextPageToken; payouts are summed.',
   goal: 'Calculate payouts for farmers who delivered jaggery blocks this week at Rs 46/kg.', final: 'Payouts computed for 5 farmers.',
   build(T, N) { const d = [[['Ramesh', 120], ['Lakshmi', 80]], [['Gopal', 210]], [['Anitha', 95], ['Suresh', 60]]];
     return [...pages(T, 'deliveries', (i) => ({ week: '2025-W19', pageToken: i ? `p${i}` : undefined }), d, (x, i, n) => ({ rows: x.map(([f, kg]) => ({ farmer: f, kg })), nextPageToken: i < n - 1 ? `p${i + 1}` : undefined })), T.llm([], 'Payouts: Ramesh Rs 5,520; Lakshmi Rs 3,680; Gopal Rs 9,660; Anitha Rs 4,370; Suresh Rs 2,760.', [])]; } },
 { id: '05', domain: 'turkey farm flock records', style: 'pydantic', stagnation: false, isolates: 'Link-header pagination returns new flock health records each page until no rel=next.',
   goal: 'Find flocks with weekly mortality above 0.5% ahead of the vet visit.', final: '2 flocks above threshold.',
   build(T, N) { const d = [[['House 1', 0.21], ['House 2', 0.62]], [['House 3', 0.18], ['House 4', 0.33]], [['House 5', 0.71]]];
     return [...pages(T, 'http_get', (i) => ({ url: `/api/flocks?week=19&page=${i + 1}` }), d, (x, i, n) => ({ status: 200, headers: { link: i < n - 1 ? `</api/flocks?week=19&page=${i + 2}>; rel="next"` : '', date: N.http() }, body: x.map(([h, m]) => ({ house: h, mortality_pct: m })) })), T.llm([], 'Houses 2 (0.62%) and 5 (0.71%) exceed 0.5% weekly mortality; flag both for the vet.', [])]; } },
 { id: '06', domain: 'Sidekiq dead job triage', style: 'smolagents', stagnation: false, isolates: 'Paging the dead set brings different failed jobs each page until an empty final page signals the end; then they are grouped.',
   goal: 'Group Sidekiq dead jobs by error class so we can decide which to retry.', final: 'Grouped 6 dead jobs into 3 error classes.',
   build(T, N) { const d = [['Net::ReadTimeout', 'Net::ReadTimeout'], ['ActiveRecord::RecordNotFound', 'Net::ReadTimeout'], ['Stripe::CardError', 'ActiveRecord::RecordNotFound'], []];
     return [...pages(T, 'sidekiq_dead', (i) => ({ page: i + 1, per: 2 }), d, (x) => ({ jobs: x.map((e) => ({ jid: N.hex(24), error_class: e })) })), T.llm([], 'Dead set: Net::ReadTimeout ×3 (safe to retry), RecordNotFound ×2 (discard), Stripe::CardError ×1 (needs customer action).', [])]; } },
];
