import { agent, llm, tool, chain, buStep } from './lib.mjs';
export const family = 'paging_past_end';
export const loop = true;
export const scenarios = [
{
  isolates: 'A browser-use agent keeps scrolling an infinite job list after the "You\'ve reached the end" marker; scrollY grows each time while the extracted list stays the same 0 new items, with the same next-goal text.',
  stagnation: true,
  goal: 'Collect every remote "Senior Data Engineer" posting on hireloop.io posted in the last 7 days (title, company, salary).',
  build(R) {
    const M = 'gpt-4o-mini'; const steps = []; let n = 1;
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Unknown - first step', memory: '', next_goal: 'Open the job search with filters' }, [{ go_to_url: { url: 'https://hireloop.io/jobs?q=senior+data+engineer&remote=true&posted=7d' } }], [{ extracted_content: `🔗  Navigated to https://hireloop.io/jobs?q=senior+data+engineer&remote=true&posted=7d&rid=${R.hex(10)}` }]));
    const batches = [
      [['Senior Data Engineer', 'Quartzline', '$165k-$190k'], ['Senior Data Engineer, Platform', 'Bramble Health', '$170k-$205k'], ['Sr. Data Engineer', 'Oxbow Freight', '$150k-$175k'], ['Senior Data Engineer (Streaming)', 'Kitewire', 'n/a']],
      [['Senior Data Engineer', 'Lumenfold', '$160k-$185k'], ['Senior Data Engineer - Analytics', 'Parcelbay', '$155k'], ['Senior Data Engineer', 'Tidewell Energy', '$172k-$198k']],
      [['Senior Data Engineer, ML Infra', 'Corvid Labs', '$180k-$220k'], ['Senior Data Engineer', 'Hollis & Marsh', 'n/a']],
    ];
    let total = 0;
    batches.forEach((b, i) => {
      total += b.length;
      steps.push(buStep(R, n++, M, { evaluation_previous_goal: i ? `Success - ${b.length} new postings loaded` : 'Success - results page loaded', memory: `${total} postings collected so far: ${b.map(x => x[1]).join(', ')} added.`, next_goal: 'Extract new postings, then scroll to load more' }, [{ extract_content: { goal: 'list job cards not yet seen: title, company, salary' } }, { scroll_down: { amount: null } }], [{ extracted_content: '📄  Extracted from page\n' + JSON.stringify({ jobs: b.map(([t, c, s]) => ({ title: t, company: c, salary: s, posted: R.ago() })) }) }, { extracted_content: `🔍  Scrolled down the page by one page (scrollY=${(i + 1) * 900 + R.int(0, 40)})` }]));
    });
    const endText = '📄  Extracted from page\n' + JSON.stringify({ jobs: [], footer: "You've reached the end of the list · 9 jobs" });
    for (let k = 0; k < 4; k++) {
      steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Success - scrolled further down the list', memory: '9 postings collected so far. More postings may load as I scroll.', next_goal: 'Scroll down to load more postings and extract any new ones' }, [{ scroll_down: { amount: null } }, { extract_content: { goal: 'list job cards not yet seen: title, company, salary' } }], [{ extracted_content: `🔍  Scrolled down the page by one page (scrollY=${3600 + k * 900 + R.int(0, 40)})` }, { extracted_content: endText }], { viewport_scroll_y: 3600 + k * 900 }));
    }
    return agent('browser_use.Agent.run', { task: this.goal, max_steps: 8 }, { status: 'max_steps_reached', final_result: null }, steps, { framework: 'browser-use 0.1.37', use_vision: false });
  },
},
{
  isolates: 'An OpenAI CUA agent clicks "Next ›" on a records table past its last page; the page index in the URL climbs 6, 7, 8, 9 while every page shows the same empty "No records on this page" table.',
  stagnation: false,
  goal: 'Export the list of all inactive vendor accounts (vendor id, name, last activity date) from the procurement portal.',
  build(R) {
    const kids = [];
    const turn = (summary, action, o) => {
      const cid = 'call_' + R.b62(20);
      kids.push(llm('computer-use-preview', { previous_response_id: 'resp_' + R.hex(24), tools: [{ type: 'computer_use_preview', display_width: 1280, display_height: 960, environment: 'browser' }] }, { output: [...(summary ? [{ type: 'reasoning', summary: [{ type: 'summary_text', text: summary }] }] : []), { type: 'computer_call', call_id: cid, action }] }, [], { usage: { total_tokens: R.int(1800, 4000) } }));
      kids.push(tool('computer_call', { call_id: cid, action }, { type: 'computer_call_output', call_id: cid, current_url: o.url, acknowledged_safety_checks: [], screen_text: o.text, screenshot_bytes: R.int(110000, 300000) }));
    };
    const base = 'https://procure.veldt-mfg.com/vendors?status=inactive&pageSize=25';
    const pages = [
      ['V-10021 Almanac Fasteners 2023-11-02', 'V-10044 Birchfield Paper 2024-01-17', 'V-10090 Coastal Drum Co 2023-08-29', '... 22 more rows'],
      ['V-10231 Delmar Adhesives 2024-02-11', 'V-10277 Eastline Pallets 2023-12-06', '... 23 more rows'],
      ['V-10412 Fenwick Valves 2024-03-30', 'V-10456 Gorse Chemicals 2023-10-14', '... 23 more rows'],
      ['V-10598 Harlan Tape 2024-04-01', 'V-10602 Ibex Crating 2024-02-20', '... 23 more rows'],
      ['V-10733 Juniper Labels 2023-09-09', 'V-10788 Kessler Steel 2024-01-02', '(17 rows)'],
    ];
    turn('Vendor list filtered to inactive is shown. I will read each page.', { type: 'screenshot' }, { url: `${base}&page=1&_csrf=${R.csrf()}`, text: 'Vendors · Status: Inactive · Showing 1–25 of 117\n' + pages[0].join('\n') + '\n‹ Prev  1 2 3 4 5  Next ›' });
    pages.slice(1).forEach((rows, i) => {
      turn(i === 0 ? 'Reading page 2.' : null, { type: 'click', button: 'left', x: 1178 + R.int(-3, 3), y: 884 + R.int(-3, 3) }, { url: `${base}&page=${i + 2}&_csrf=${R.csrf()}`, text: `Vendors · Status: Inactive · Showing ${(i + 1) * 25 + 1}–${Math.min((i + 2) * 25, 117)} of 117\n` + rows.join('\n') + '\n‹ Prev  1 2 3 4 5  Next ›' });
    });
    turn('Page 5 had 17 rows, which makes 117 in all. I will check the next page as well.', { type: 'click', button: 'left', x: 1179, y: 885 }, { url: `${base}&page=6&_csrf=${R.csrf()}`, text: 'Vendors · Status: Inactive · Showing 126–125 of 117\nNo records on this page.\n‹ Prev  1 2 3 4 5  Next ›' });
    for (let p = 7; p <= 10; p++) turn(null, { type: 'click', button: 'left', x: 1176 + R.int(-4, 4), y: 883 + R.int(-4, 4) }, { url: `${base}&page=${p}&_csrf=${R.csrf()}`, text: `Vendors · Status: Inactive · Showing ${(p - 1) * 25 + 1}–${p * 25 - (p * 25 - 117) - 0} of 117\nNo records on this page.\n‹ Prev  1 2 3 4 5  Next ›` });
    return agent('openai.cua.loop', { task: this.goal, max_iterations: 12 }, { status: 'incomplete', reason: 'max_iterations' }, kids, { browser: 'playwright chromium', env: 'docker cua-sandbox' });
  },
},
{
  isolates: 'A WebArena-style agent in GitLab keeps clicking "Next" on a keyset-paginated issue list after the last page; the same cursor token is re-sent and the list is empty each time, while its reasoning varies.',
  stagnation: false,
  goal: 'In the gitlab project "infra/terraform-modules", count the open issues labelled "bug" that have no assignee.',
  build(R) {
    const kids = []; const cursor = 'eyJpZCI6IjQ0MTIiLCJfa2QiOiJuIn0';
    const step = (thought, action, obs, url) => {
      kids.push(llm('gpt-4-0613', { prompt: `OBSERVATION:\n${obs.slice(0, 160)}...\nURL: ${url}\nOBJECTIVE: ${'count unassigned open bug issues'}\nPREVIOUS ACTION: ...` }, `Let's think step-by-step. ${thought} In summary, the next action I will perform is \`\`\`${action}\`\`\``));
      kids.push(tool('env.step', { action }, { observation: obs, url, info: { page_load_ms: R.ms(200, 1500) } }));
    };
    const base = 'http://gitlab.local:8023/infra/terraform-modules/-/issues?label_name%5B%5D=bug&assignee_id=None&state=opened';
    step('I need the issue list filtered by label bug and no assignee. I can go straight to the URL.', `goto [${base}]`, `[2211] StaticText 'Open 23'\n[2240] link 'aws_s3 module ignores lifecycle rules' ... 20 issues listed\n[2390] link 'Next'`, base);
    step('Page 1 shows 20 issues. Open shows 23, so I click Next to see the rest.', 'click [2390]', `[2501] link 'vpc module: wrong CIDR validation'\n[2506] link 'eks: node group tags dropped'\n[2511] link 'rds: snapshot id output null'\n[2520] link 'Prev'\n[2521] link 'Next'`, `${base}&cursor=eyJpZCI6IjQzOTgiLCJfa2QiOiJuIn0`);
    step('Page 2 shows 3 more issues: 20 + 3 = 23. The Next link is still rendered, so I will check whether there are more.', 'click [2521]', `[2601] StaticText 'There are no open issues matching this filter on this page'\n[2610] link 'Prev'\n[2611] link 'Next'`, `${base}&cursor=${cursor}`);
    step('This page is empty, but the Next link is still present; maybe results lazy-load. Clicking Next again.', 'click [2611]', `[2701] StaticText 'There are no open issues matching this filter on this page'\n[2710] link 'Prev'\n[2711] link 'Next'`, `${base}&cursor=${cursor}`);
    step('Empty again. Perhaps the previous click did not register because the element id changed; I use the new id.', 'click [2711]', `[2801] StaticText 'There are no open issues matching this filter on this page'\n[2810] link 'Prev'\n[2811] link 'Next'`, `${base}&cursor=${cursor}`);
    step('Still nothing on this page. GitLab sometimes caches the list; scroll to bottom and press Next.', 'scroll [down]', `[2801] StaticText 'There are no open issues matching this filter on this page'\n[2811] link 'Next'`, `${base}&cursor=${cursor}`);
    step('At the bottom, Next is visible. Clicking it.', 'click [2811]', `[2901] StaticText 'There are no open issues matching this filter on this page'\n[2910] link 'Prev'\n[2911] link 'Next'`, `${base}&cursor=${cursor}`);
    step('The filter may have dropped; I will press Next once more to confirm the end.', 'click [2911]', `[3001] StaticText 'There are no open issues matching this filter on this page'\n[3010] link 'Prev'\n[3011] link 'Next'`, `${base}&cursor=${cursor}`);
    return agent('webarena.run', { task_id: 'gitlab_' + R.int(100, 800), intent: this.goal, max_steps: 8 }, { stopped: 'max_steps', answer: null }, kids, { env: 'WebArena', observation_type: 'accessibility_tree', eval: 'string_match' });
  },
},
];
