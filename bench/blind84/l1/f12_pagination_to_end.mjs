import { Run, row, uuid, sha, reqId } from './lib.mjs';
import { researchWork, supportWork, browserWork } from './domains.mjs';
const FAM = 'pagination_to_end';
function s1() {
  const run = new Run(`${FAM}-01`, 'anthropic', 'Survey arXiv papers from 2025 on speculative decoding for LLM inference: list them all with their claimed speedups and group by method family.', { start: '2026-01-10T14:00:00.000Z' });
  const r = run.r;
  const fam = ['draft-model', 'self-speculative', 'tree-based', 'Medusa-style heads', 'lookahead/Jacobi', 'retrieval drafting'];
  const words = ['Adaptive', 'Parallel', 'Dynamic', 'Lossless', 'Hierarchical', 'Cascaded', 'Efficient', 'Scalable', 'Training-free', 'Early-exit'];
  const total = 83; let seen = 0, start = 0;
  run.step('Checking how many results the query has.', 'arxiv_search', { search_query: 'all:"speculative decoding" AND submittedDate:[202501010000 TO 202512312359]', start: 0, max_results: 0 }, '<feed xmlns="http://www.w3.org/2005/Atom"><opensearch:totalResults>83</opensearch:totalResults><opensearch:startIndex>0</opensearch:startIndex><opensearch:itemsPerPage>0</opensearch:itemsPerPage></feed>');
  while (seen < total) {
    const k = Math.min(20, total - seen);
    const entries = Array.from({ length: k }, (_, j) => `<entry><id>http://arxiv.org/abs/25${String(r.int(1, 12)).padStart(2, '0')}.${r.int(10000, 29999)}v${r.int(1, 3)}</id><title>${r.pick(words)} ${r.pick(['Speculative Decoding', 'Draft Verification', 'Token Tree Speculation', 'Multi-Head Drafting'])} ${r.pick(['for Long-Context LLMs', 'with Small Drafters', 'via Self-Distillation', 'on Edge Devices', 'at Scale'])}</title><summary>We achieve ${(1.5 + r() * 3).toFixed(1)}x speedup using ${r.pick(fam)} ...</summary></entry>`).join('');
    run.step(start === 0 ? 'Fetching the first page of 20.' : `Page starting at ${start}: ${seen} of ${total} collected so far.`, 'arxiv_search', { search_query: 'all:"speculative decoding" AND submittedDate:[202501010000 TO 202512312359]', start, max_results: 20, sortBy: 'submittedDate' }, `<feed><opensearch:totalResults>83</opensearch:totalResults><opensearch:startIndex>${start}</opensearch:startIndex><opensearch:itemsPerPage>${k}</opensearch:itemsPerPage>${entries}</feed>`);
    seen += k; start += 20;
    run.step(`Recording ${k} papers (${seen}/${total}) with speedup and method.`, 'notes_append', { file: 'specdec_2025.csv', rows: k }, { ok: true, total_rows: seen });
  }
  researchWork(run, { queries: ['speculative decoding survey 2025', 'EAGLE-2 speculative decoding speedup', 'Medusa heads speedup vicuna'], sources: [{ url: 'https://arxiv.org/abs/2401.15077', title: 'EAGLE: Speculative Sampling Requires Rethinking Feature Uncertainty', facts: ['EAGLE reports 2.7x-3.5x latency speedup on LLaMA2-Chat 70B.', 'It drafts at the feature level rather than the token level.'] }, { url: 'https://arxiv.org/abs/2401.10774', title: 'Medusa: Simple LLM Inference Acceleration Framework with Multiple Decoding Heads', facts: ['Medusa-2 achieves 2.3-3.6x speedup.', 'It adds extra decoding heads to the backbone model.'] }, { url: 'https://arxiv.org/abs/2402.02057', title: 'Break the Sequential Dependency of LLM Inference Using Lookahead Decoding', facts: ['Lookahead decoding reaches up to 1.8x on MT-bench.', 'It needs no draft model.'] }] }, 36);
  run.step('Grouping all 83 by method family.', 'python', { code: "import pandas as pd; df=pd.read_csv('specdec_2025.csv'); print(df.groupby('family').speedup.describe())" }, 'family               count  mean   min   max\ndraft-model             21  2.41  1.52  3.90\nself-speculative        14  1.98  1.50  2.80\ntree-based              18  2.87  1.90  4.30\nMedusa-style heads      12  2.66  1.70  3.60\nlookahead/Jacobi        10  1.77  1.50  2.30\nretrieval drafting       8  2.12  1.60  3.10');
  run.say('Found all 83 arXiv papers from 2025. Tree-based methods claim the highest mean speedup (2.87x, max 4.3x), then Medusa-style heads (2.66x) and draft-model approaches (2.41x, 21 papers, the largest group); lookahead/Jacobi methods are lowest (1.77x) but need no drafter. Full list in specdec_2025.csv.');
  return row(FAM, 1, 'A research agent pages arXiv results 20 at a time, each page bringing new papers until 83 of 83 (the source total), then reads key papers and summarises by family.', false, false, run.finish({ status: 'done' }));
}
function s2() {
  const run = new Run(`${FAM}-02`, 'langgraph', 'Pull all Zendesk tickets updated in January 2026 via the incremental export and report the top 10 tags and the median first-reply time.', { start: '2026-02-01T09:00:00.000Z' });
  const r = run.r; const tags = ['billing', 'login', 'refund', 'shipping', 'bug', 'android', 'ios', 'vip', 'cancel', 'feature_request', 'sso', 'invoice'];
  let cursor = 'MTc2NzIyNTYwMC4wfHw0OTkzMTIwfA==', n = 0;
  for (let p = 0; p < 14; p++) {
    const last = p === 13, k = last ? 377 : 1000; n += k; const next = last ? null : r.b62(32) + '==';
    run.step(p === 0 ? 'Starting the cursor-based incremental export at 2026-01-01.' : null, 'zendesk_api', { method: 'GET', path: '/api/v2/incremental/tickets/cursor.json', params: p === 0 ? { start_time: 1767225600 } : { cursor } }, { status: 200, headers: { 'x-rate-limit-remaining': String(r.int(100, 700)), 'x-zendesk-request-id': r.hex(16), date: run.clock.http() }, body: { tickets_count: k, first_id: r.int(4990000, 5300000), after_cursor: next, end_of_stream: last, after_url: next ? `https://lumen.zendesk.com/api/v2/incremental/tickets/cursor.json?cursor=${next}` : null } });
    run.step(`Page ${p + 1}: ${k} tickets (${n} total). Aggregating tags and reply times.`, 'aggregate', { page: p + 1, fields: ['tags', 'metric_set.reply_time_in_minutes.calendar'] }, { page_tags: Object.fromEntries(r.shuffle(tags).slice(0, 4).map(t => [t, r.int(20, 300)])), page_median_first_reply_min: r.int(40, 190), running_tickets: n });
    cursor = next;
  }
  run.step('end_of_stream is true after 13,377 tickets; computing final stats.', 'aggregate', { finalize: true }, { tickets: 13377, top_tags: [['billing', 2311], ['login', 1980], ['shipping', 1502], ['refund', 1388], ['bug', 1201], ['android', 980], ['ios', 911], ['cancel', 845], ['sso', 602], ['invoice', 577]], median_first_reply_min: 96 });
  run.say('January 2026: 13,377 tickets updated. Top tags: billing (2,311), login (1,980), shipping (1,502), refund (1,388), bug (1,201), android, ios, cancel, sso, invoice. Median first reply: 96 minutes.');
  return row(FAM, 2, 'A LangGraph agent follows the Zendesk export cursor for 14 pages, each with new tickets and a new cursor, stops when end_of_stream is true, and reports stats.', false, false, run.finish({ status: 'done' }));
}
function s3() {
  const run = new Run(`${FAM}-03`, 'browser', 'Read the whole "Framework Laptop 16 – fan noise after BIOS 3.05" community thread and summarise the reported fixes and how many people each worked for.', { start: '2026-02-18T19:00:00.000Z' });
  const r = run.r;
  browserWork(run, { site: 'community.frame.work', pages: [{ url: 'https://community.frame.work/c/framework-laptop-16/', title: 'Framework Laptop 16 - Framework Community', items: ['Latest', 'Top', 'BIOS 3.05 fan noise', 'Expansion bay', 'GPU module'] }, { url: 'https://community.frame.work/t/bios-3-05-release/58210', title: 'BIOS 3.05 release notes', items: ['Fan curve changes', 'Known issues', 'Download'] }] }, 20);
  const fixes = ['ectool fan curve', 'reverting to 3.04', 'repasting the CPU', 'power profile balanced', 'disabling turbo boost', 'updating the GPU firmware', 'reseating the fan connector'];
  for (let p = 1; p <= 9; p++) {
    const posts = Array.from({ length: p === 9 ? 6 : 20 }, (_, j) => `#${(p - 1) * 20 + j + 1} ${r.pick(['nilsk', 'mariaq', 'tdawg', 'bytefox', 'lowfan', 'jpbr', 'quietplz', 'arjun_fw'])}: ${r.pick(['worked for me:', 'no change with', 'partially fixed by', 'confirm'])} ${r.pick(fixes)}`).slice(0, 5);
    run.step(`Open page ${p} of the thread.`, 'go_to_url', { url: `https://community.frame.work/t/fan-noise-after-bios-3-05/60142?page=${p}` }, { url: `https://community.frame.work/t/fan-noise-after-bios-3-05/60142?page=${p}`, title: 'Fan noise after BIOS 3.05 - Framework Laptop 16', status: 200, interactive_elements: posts.join('\n') + (p < 9 ? `\n[90]<a rel=next>Next page</a>` : '\n[90]<span>166 posts · last reply 2d</span>') }, { eval: 'Success', memory: `read ${Math.min(p * 20, 166)} of 166 posts` });
    run.step(`Extract fix reports from page ${p}.`, 'extract_content', { goal: 'for each post: fix tried and whether it worked' }, `📄  Extracted from page\n: \`\`\`json\n${JSON.stringify(Object.fromEntries(r.shuffle(fixes).slice(0, 4).map(f => [f, { worked: r.int(0, 6), failed: r.int(0, 4) }])))}\n\`\`\``, { eval: 'Success', memory: `tallying fixes after page ${p}` });
  }
  run.say('Read all 166 posts (9 pages; the last page has no next link). Most reported: ectool fan curve (worked for 23, failed for 5), reverting to BIOS 3.04 (worked for 19), balanced power profile (11 worked, 9 no change). Repasting helped 4 of 6; GPU firmware update 3 of 8. Framework staff acknowledged the fan curve regression on page 7.', { memory: 'done' });
  return row(FAM, 3, 'A browser agent reads nine pages of a forum thread, each with new posts, stops at the last page (no next link, 166 posts), and summarises the fixes.', false, false, run.finish({ is_done: true }));
}
export const rows = () => [s1(), s2(), s3()];
