// Family: paging_past_the_end (loop: true, stagnation: false)
// Real pages, then the page/offset/cursor keeps advancing (or is re-sent) and every answer is the same empty page, 3+ times.
import { Run, http } from './lib.mjs';

export const scenarios = [
  // 01 cryo-EM microscope session logs — MLflow tracing
  (id) => {
    const goal = 'Total the beam hours used on the Krios G4 microscope by the membrane-protein group in March for the recharge invoice.';
    const R = new Run(id, 'mlflow', { model: 'gpt-4o', goal, system: 'You prepare instrument recharge invoices for a cryo-EM core facility.', tools: ['list_sessions'] });
    const n = R.n;
    const p1 = [1, 2, 3, 4].map((i) => ({ session: `KR-${n.int(4000, 4999)}`, group: 'membrane', beam_h: n.int(6, 40) / 2 }));
    const p2 = [1, 2].map(() => ({ session: `KR-${n.int(4000, 4999)}`, group: 'membrane', beam_h: n.int(6, 40) / 2 }));
    R.think('Fetching March sessions page by page.', [{ name: 'list_sessions', args: { instrument: 'krios-g4', group: 'membrane', month: '2025-03', page: 1, per_page: 4 } }]);
    R.tool('list_sessions', { instrument: 'krios-g4', group: 'membrane', month: '2025-03', page: 1, per_page: 4 }, { page: 1, per_page: 4, items: p1, generated: n.iso() });
    R.think('', [{ name: 'list_sessions', args: { instrument: 'krios-g4', group: 'membrane', month: '2025-03', page: 2, per_page: 4 } }]);
    R.tool('list_sessions', { instrument: 'krios-g4', group: 'membrane', month: '2025-03', page: 2, per_page: 4 }, { page: 2, per_page: 4, items: p2, generated: n.iso() });
    for (let p = 3; p <= 6; p++) { R.think('', [{ name: 'list_sessions', args: { instrument: 'krios-g4', group: 'membrane', month: '2025-03', page: p, per_page: 4 } }]); R.tool('list_sessions', { instrument: 'krios-g4', group: 'membrane', month: '2025-03', page: p, per_page: 4 }, { page: p, per_page: 4, items: [], generated: n.iso() }); }
    return { isolates: 'After a short second page (2 of 4 items) the agent keeps requesting pages 3, 4, 5 and 6, each an identical empty page, and never totals the hours.', goal, root: R.root(null, { error: 'max_iterations=8 reached' }) };
  },
  // 02 tuk-tuk tour fleet trip logs — plain message-level
  (id) => {
    const goal = 'List every tuk-tuk trip on 9 May that ran over its booked 90 minutes, so drivers can be asked about the delays.';
    const R = new Run(id, 'plain', { model: 'gpt-4o-mini', goal, system: 'You are the ops assistant for a tuk-tuk city-tour company.', tools: ['get_trips'] });
    const n = R.n;
    const trip = () => ({ trip: `TT-${n.int(10000, 99999)}`, vehicle: `TUK-${n.int(1, 24)}`, booked_min: 90, actual_min: n.int(70, 130) });
    R.think(null, [{ name: 'get_trips', args: { date: '2025-05-09', offset: 0, limit: 25 } }]);
    R.tool('get_trips', { date: '2025-05-09', offset: 0, limit: 25 }, JSON.stringify({ trips: Array.from({ length: 6 }, trip), offset: 0, limit: 25 }));
    for (const off of [25, 50, 75, 100]) { R.think(null, [{ name: 'get_trips', args: { date: '2025-05-09', offset: off, limit: 25 } }]); R.tool('get_trips', { date: '2025-05-09', offset: off, limit: 25 }, JSON.stringify({ trips: [], offset: off, limit: 25 })); }
    return { isolates: 'One page of six trips is followed by offsets 25, 50, 75 and 100, all returning the same empty trip list; the overrun list is never produced.', goal, root: R.root({ content: null }, { error: 'conversation truncated: tool budget exhausted' }) };
  },
  // 03 sunflower oil press batches — Anthropic Messages
  (id) => {
    const goal = 'Find all cold-press sunflower oil batches from April with peroxide value above 5 meq/kg so they can be held before bottling.';
    const R = new Run(id, 'anthropic', { model: 'claude-3-7-sonnet-20250219', goal, system: 'You are a QA assistant at an oilseed press. Use batch_lab_results to read lab data.', tools: ['batch_lab_results', 'place_hold'] });
    const n = R.n;
    const b = (pv) => ({ batch: `SF-${n.int(2500, 2599)}`, pressed: `2025-04-${String(n.int(1, 30)).padStart(2, '0')}`, peroxide_meq_kg: pv, ffa_pct: n.int(8, 30) / 100 });
    let cur = n.cursor();
    R.think("I'll page through April's lab results.", [{ name: 'batch_lab_results', args: { month: '2025-04' } }]);
    R.tool('batch_lab_results', { month: '2025-04' }, { data: [b(3.1), b(5.8), b(2.2)], next_cursor: cur });
    R.think('', [{ name: 'batch_lab_results', args: { month: '2025-04', cursor: cur } }]);
    const last = n.cursor();
    R.tool('batch_lab_results', { month: '2025-04', cursor: cur }, { data: [b(4.9), b(6.3)], next_cursor: last });
    for (let i = 0; i < 4; i++) { R.think('', [{ name: 'batch_lab_results', args: { month: '2025-04', cursor: last } }]); R.tool('batch_lab_results', { month: '2025-04', cursor: last }, { data: [], next_cursor: last }); }
    return { isolates: 'The lab API keeps returning the same next_cursor with an empty data array and the agent re-sends that cursor four times instead of acting on the two high-peroxide batches.', goal, root: R.root({ stop_reason: 'max_tokens_budget', holds_placed: 0 }) };
  },
  // 04 container registry tag cleanup — Vercel AI SDK (devops)
  (id) => {
    const goal = 'Delete untagged image manifests older than 90 days from the registry repository payments/api, keeping anything referenced by a running deployment.';
    const R = new Run(id, 'vercel', { model: 'gpt-4.1', goal, system: 'You are a registry hygiene bot with read and delete access.', agent: 'registry-janitor', tools: ['listManifests', 'deleteManifest'] });
    const n = R.n;
    const m = () => ({ digest: 'sha256:' + n.sha256(), tags: [], pushed: n.tick(-n.int(9e9, 2e10)).iso(), size: n.int(4e7, 2e8) });
    R.think('Listing manifests, newest first.', [{ name: 'listManifests', args: { repo: 'payments/api', last: '', n: 100 } }]);
    const items = Array.from({ length: 5 }, m);
    R.tool('listManifests', { repo: 'payments/api', last: '', n: 100 }, http(n, 200, { manifests: items }, { link: `</v2/payments/api/manifests?last=${items[4].digest}&n=100>; rel="next"`, 'docker-distribution-api-version': 'registry/2.0' }));
    let last = items[4].digest;
    const more = Array.from({ length: 3 }, m);
    R.think('', [{ name: 'listManifests', args: { repo: 'payments/api', last, n: 100 } }]);
    R.tool('listManifests', { repo: 'payments/api', last, n: 100 }, http(n, 200, { manifests: more }, { 'docker-distribution-api-version': 'registry/2.0' }));
    last = more[2].digest;
    for (let i = 0; i < 3; i++) { R.think('', [{ name: 'listManifests', args: { repo: 'payments/api', last, n: 100 } }]); R.tool('listManifests', { repo: 'payments/api', last, n: 100 }, http(n, 200, { manifests: [] }, { 'docker-distribution-api-version': 'registry/2.0' })); }
    return { isolates: 'The second page has no Link header, yet the agent re-requests after the last digest three more times, getting the same empty manifest list; nothing is deleted.', goal, root: R.root({ text: '', finishReason: 'tool-calls' }, { error: 'maxSteps exceeded' }) };
  },
  // 05 beach cleanup volunteer sign-ups — Gemini
  (id) => {
    const goal = 'Email all volunteers signed up for the 21 June beach cleanup at Porthcawl with the new meeting point.';
    const R = new Run(id, 'gemini', { model: 'gemini-2.0-flash', goal, system: 'You coordinate volunteers for a coastal charity.', tools: ['list_signups', 'send_email'] });
    const n = R.n;
    const v = () => ({ name: n.pick(['Aled', 'Sian', 'Owen', 'Ffion', 'Rhys', 'Cerys']) + ' ' + n.pick(['Jones', 'Evans', 'Price', 'Morgan']), email: `v${n.int(100, 999)}@example.org` });
    R.think('', [{ name: 'list_signups', args: { event: 'porthcawl-2025-06-21', page: 1 } }]);
    R.tool('list_signups', { event: 'porthcawl-2025-06-21', page: 1 }, { page: 1, total_pages: 2, signups: Array.from({ length: 5 }, v) });
    R.think('', [{ name: 'list_signups', args: { event: 'porthcawl-2025-06-21', page: 2 } }]);
    R.tool('list_signups', { event: 'porthcawl-2025-06-21', page: 2 }, { page: 2, total_pages: 2, signups: Array.from({ length: 3 }, v) });
    for (const p of [3, 4, 5, 6]) { R.think('', [{ name: 'list_signups', args: { event: 'porthcawl-2025-06-21', page: p } }]); R.tool('list_signups', { event: 'porthcawl-2025-06-21', page: p }, { page: p, total_pages: 2, signups: [] }); }
    return { isolates: 'total_pages is 2, but the agent asks for pages 3 to 6 and receives the same empty sign-up list each time; no email goes out.', goal, root: R.root({ finishReason: 'MAX_REMOTE_CALLS' }) };
  },
  // 06 stadium seat licence holders — CrewAI
  (id) => {
    const goal = 'Compile the list of seat-licence holders in the North Stand upper tier whose licences expire this season, for the renewal mailing.';
    const R = new Run(id, 'crewai', { model: 'gpt-4o', goal, system: 'You are the Ticketing Data Analyst. Use the licence register tool.', agent: 'Ticketing Data Analyst', tools: ['licence_register'] });
    const n = R.n;
    R.open('agent', 'Task: compile expiring North Stand upper-tier licences', { agent: 'Ticketing Data Analyst' }, { 'crewai.task.id': n.uuid() });
    const h = () => ({ licence: `SL-N${n.int(100, 999)}`, seat: `NU-${n.pick(['A', 'B', 'C'])}${n.int(1, 40)}`, expires: '2025-06-30' });
    R.think('I will read the register sorted by seat, 10 rows at a time.', [{ name: 'licence_register', args: { stand: 'North', tier: 'upper', expires_before: '2025-07-01', scroll: 0 } }]);
    R.tool('licence_register', { stand: 'North', tier: 'upper', expires_before: '2025-07-01', scroll: 0 }, `rows 1-7 of 7\n${Array.from({ length: 7 }, () => { const x = h(); return `${x.licence}\t${x.seat}\t${x.expires}`; }).join('\n')}`);
    const tx = { 10: 'Reading the next block of rows.', 20: 'There may be more holders further down the register.', 30: 'Scrolling on for any remaining licences.' };
    for (const s of [10, 20, 30]) { R.think(tx[s], [{ name: 'licence_register', args: { stand: 'North', tier: 'upper', expires_before: '2025-07-01', scroll: s } }]); R.tool('licence_register', { stand: 'North', tier: 'upper', expires_before: '2025-07-01', scroll: s }, 'rows 0 of 7\n(no rows)'); }
    R.close('Agent stopped due to iteration limit or time limit.');
    return { isolates: 'The first read already says "rows 1-7 of 7", but the scroll position keeps advancing (10, 20, 30) and each read is the same "(no rows)"; the list is never compiled.', goal, root: R.root('Agent stopped due to iteration limit or time limit.') };
  },
];
