import { agent, chain, tool, llm, llmText, span, u, sys } from './lib.mjs';
export const family = 'many_similar_records_read';

// 01: Contentful product entries read one by one for an outdated warranty claim; tools nested in llm spans
function r01(c) {
  const M = 'gpt-4.1-2025-04-14';
  const goal = 'Our warranty changed from 2 to 3 years. Check every product entry of the Arbor Audio catalogue in Contentful and list the ones whose copy still says 2 years.';
  const msgs = [sys('Content QA assistant for Arbor Audio.'), u(goal)];
  const kids = [];
  const prods = [['prod-halo-buds', 'Halo Buds', 'Includes a 3-year warranty and a charging case.'], ['prod-halo-max', 'Halo Max', 'Covered by our 2-year warranty.'], ['prod-tern-speaker', 'Tern Speaker', 'IP67, 20-hour battery. 3-year warranty.'], ['prod-tern-mini', 'Tern Mini', 'Backed by two years of warranty cover.'], ['prod-loom-soundbar', 'Loom Soundbar', 'Dolby Atmos, HDMI eARC. Warranty: 3 years.'], ['prod-loom-sub', 'Loom Sub', 'Pairs with Loom Soundbar. 3-year warranty.'], ['prod-quill-dac', 'Quill DAC', 'Balanced 4.4 mm output, 2 year warranty included.']];
  c.tick(); const l0 = llm(c, M, msgs, 'Listing product entries.', [['contentful_get_entries', { content_type: 'product', select: 'sys.id', limit: 100 }]]); c.tick(); l0.children = [tool('contentful_get_entries', { content_type: 'product', select: 'sys.id', limit: 100 }, { total: 7, skip: 0, limit: 100, items: prods.map(([id]) => ({ sys: { id } })) })]; kids.push(l0);
  prods.forEach(([id, name, copy], i) => {
    c.tick(); const l = llm(c, M, msgs, i === 0 ? `Reading ${id}.` : `${prods[i - 1][1]}: ${/2[- ]year|two years/.test(prods[i - 1][2]) ? 'still says 2 years' : 'says 3 years'}. Next, ${id}.`, [['contentful_get_entry', { entry_id: id }]]);
    c.tick(); l.children = [tool('contentful_get_entry', { entry_id: id }, { sys: { id, version: c.int(4, 80), updatedAt: c.iso(), publishedVersion: c.int(3, 79) }, fields: { name: { 'en-GB': name }, shortDescription: { 'en-GB': copy }, sku: { 'en-GB': 'AA-' + c.int(1000, 9999) } }, _headers: { 'x-contentful-request-id': c.uuid(), 'cf-cache-status': c.pick(['HIT', 'MISS']) } }, { metadata: { duration_ms: c.ms() } })];
    kids.push(l);
  });
  c.tick(); kids.push(llm(c, M, msgs, 'Quill DAC: still says 2 years. Summary: 3 of 7 products still mention a 2-year warranty: Halo Max ("2-year warranty"), Tern Mini ("two years of warranty cover") and Quill DAC ("2 year warranty"). The other four already say 3 years.'));
  return { isolates: 'Seven product entries are read with the same tool and output shape but different copy, and the agent ends with the three that still say 2 years.', loop: false, stagnation: false, goal,
    root: agent('content-qa', { input: goal }, { output: '3 of 7 outdated' }, kids, { framework: 'openinference', 'session.id': c.uuid() }) };
}

// 02: six past campaign reports read one by one, LangChain; then best send time
function r02(c) {
  const goal = 'Look at the last six newsletter reports of the Paper Crane Bookshop in Mailchimp and recommend the best send day and hour for December.';
  const kids = [];
  const L = (t) => { c.tick(); kids.push(llmText(c, 'claude-3-5-haiku-20241022', 'agent_scratchpad', t)); };
  const reps = [['Tue 07:30', 0.381, 0.052], ['Thu 19:00', 0.447, 0.081], ['Sat 09:00', 0.402, 0.061], ['Thu 18:30', 0.459, 0.077], ['Mon 12:00', 0.336, 0.041], ['Sun 20:00', 0.418, 0.069]];
  L('List the six most recent sent campaigns.');
  c.tick(); const ids = reps.map(() => c.hex(10)); kids.push(tool('mailchimp_list_campaigns', { status: 'sent', count: 6, sort_field: 'send_time', sort_dir: 'DESC' }, { campaigns: ids.map((id, i) => ({ id, settings: { title: `Newsletter #${88 - i}` } })), total_items: 6 }));
  reps.forEach(([when, open, click], i) => {
    c.tick(); kids.push(tool('mailchimp_get_report', { campaign_id: ids[i] }, { id: ids[i], campaign_title: `Newsletter #${88 - i}`, send_time: when, emails_sent: 9000 + c.int(0, 600), opens: { open_rate: open, unique_opens: Math.round(open * 9200) }, clicks: { click_rate: click }, unsubscribed: c.int(4, 30), timeseries_peak: when.split(' ')[1], _links: [{ rel: 'self', href: `https://us6.api.mailchimp.com/3.0/reports/${ids[i]}` }], _rid: c.uuid() }));
    L(`#${88 - i} (${when}): open ${(open * 100).toFixed(1)}%, click ${(click * 100).toFixed(1)}%.`);
  });
  L('Final Answer: the two Thursday evening sends (19:00 and 18:30) had the best opens (44.7%, 45.9%) and clicks (8.1%, 7.7%); Monday noon was weakest (33.6%). Recommend Thursdays at 18:30 for December, avoiding 25 December.');
  return { isolates: 'Six campaign reports are read with the same tool and template, each with different send times and rates, then a recommendation is drawn from them.', loop: false, stagnation: false, goal,
    root: agent('AgentExecutor', { input: goal }, { output: 'Thursday 18:30' }, [chain('newsletter-analysis', { input: goal }, null, kids)], { framework: 'langchain', run_id: c.uuid() }) };
}

// 03: WordPress revisions read one by one to find when a wrong claim entered; custom span recorder
function r03(c) {
  const goal = 'A reader says our guide "Sourdough starter from scratch" (post 1187) now claims starters need 48 °C water. Find which revision introduced the error, who made it, and restore the correct sentence.';
  const kids = [];
  const S = (t) => { c.tick(); kids.push(span('llm', 'reason', { prompt: '[context]' }, { text: t }, [], { metadata: { model: 'mistral-large-2411', tokens: c.int(200, 1400) } })); };
  const T = (n, a, o) => { c.tick(); kids.push(tool(n, a, o, { metadata: { 'http.status_code': 200, elapsed_ms: c.ms() } })); };
  const revs = [[5521, 'tom', 'Use water at about 26 °C (room temperature).', '2025-04-02T08:11:40'], [5790, 'tom', 'Use water at about 26 °C (room temperature). Feed every 24 hours.', '2025-05-19T14:02:03'], [6012, 'seo-bot', 'Use water at about 26 °C (room temperature). Feed every 24 hours.', '2025-07-01T03:00:17'], [6244, 'ines', 'Use water at about 48 °C. Feed every 24 hours.', '2025-08-22T16:45:58'], [6310, 'ines', 'Use water at about 48 °C. Feed every 12–24 hours.', '2025-09-03T09:20:12']];
  S('List the revisions of post 1187.');
  T('wp_list_revisions', { post: 1187, _fields: 'id,author,modified_gmt' }, { headers: { 'X-WP-Total': '5', date: c.http() }, body: revs.map(([id, a, , m]) => ({ id, author_name: a, modified_gmt: m })) });
  revs.forEach(([id, a, txt, m], i) => {
    T('wp_get_revision', { post: 1187, id, context: 'edit' }, { id, parent: 1187, author_name: a, modified_gmt: m, content: { raw: `<!-- wp:paragraph --><p>Mix 50 g flour with 50 g water. ${txt}</p><!-- /wp:paragraph -->` }, _links: { parent: [{ href: 'https://crumbandcrust.blog/wp-json/wp/v2/posts/1187' }] } });
    S(i === 0 ? `Revision ${id} by ${a} (${m.slice(0, 10)}): 26 °C, correct.` : `Revision ${id} by ${a} (${m.slice(0, 10)}): ${txt.includes('48') ? '48 °C' : '26 °C'}${txt !== revs[i - 1][2] ? ', changed from previous' : ', same sentence as before'}.`);
  });
  S('The error entered in revision 6244 by ines on 2025-08-22; 6310 kept it and changed the feeding interval to 12–24 h (that part is fine). Restoring 26 °C while keeping the newer feeding text.');
  T('wp_update_post', { id: 1187, content_patch: { find: 'Use water at about 48 °C.', replace: 'Use water at about 26 °C (room temperature).' } }, { id: 1187, modified_gmt: c.gmt(), status: 'publish', revision: c.int(6311, 6400) });
  S('Fixed: the 48 °C claim came from revision 6244 (ines, 22 Aug 2025); the sentence now says 26 °C again, and the 12–24 h feeding interval is kept.');
  return { isolates: 'Five revisions of one post are read with the same tool and template; their contents differ, pinpointing the revision that introduced the wrong temperature, which is then fixed.', loop: false, stagnation: false, goal,
    root: agent('revision-detective', { goal }, { fixed: true }, kids, { recorder: 'custom-spans', run: c.jobId('run_') }) };
}
export const rows = [r01, r02, r03];
