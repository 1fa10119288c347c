import { agent, llm, tool, chain, buStep } from './lib.mjs';
export const family = 'two_state_oscillation';
export const loop = true;
export const scenarios = [
{
  isolates: 'A WebArena-style agent on a Postmill forum flips the sort between "Hot" and "New" three times looking for a post; each state shows the same list it showed before and the post is never found.',
  stagnation: false,
  goal: 'On the forum, find the post in f/books asking for "cozy mystery recommendations set in Scotland" and report its upvote count.',
  build(R) {
    const kids = [];
    const hot = `[3101] link 'What are you reading this week? (Megathread)'\n[3120] link 'Finished Wolf Hall trilogy, thoughts'\n[3140] link 'Best translated Japanese fiction?'\n[3160] link 'Used bookstores in Portland'`;
    const nw = `[3101] link 'Anyone read The Thursday Murder Club sequels?'\n[3120] link 'Audiobook narrators you love'\n[3140] link 'Library ebook holds are insane'\n[3160] link 'Recommendation: sci-fi with linguistics'`;
    const step = (th, a, obs, url) => { kids.push(llm('gpt-3.5-turbo-16k-0613', { prompt: `OBSERVATION: ...\nURL: ${url}\nOBJECTIVE: find cozy mystery Scotland post` }, `Let's think step-by-step. ${th} In summary, the next action I will perform is \`\`\`${a}\`\`\``)); kids.push(tool('env.step', { action: a }, { observation: `Tab 0 (current): f/books\n[${R.int(2000, 2100)}] button 'Sort by: ${url.includes('new') ? 'New' : 'Hot'}'\n` + obs, url, info: { load_ms: R.ms(200, 1200) } })); };
    step('I should open the books forum first.', 'goto [http://forum.local:9999/f/books]', hot, 'http://forum.local:9999/f/books');
    step('The Hot list does not show a Scotland mystery post. Newer posts may be under New.', 'click [2011]', nw, 'http://forum.local:9999/f/books/new');
    step('New shows recent posts but not the one I need. Maybe it is popular, so Hot again.', 'click [2011]', hot, 'http://forum.local:9999/f/books/hot');
    step('Hot still only has the megathread and general posts. The post could be very recent; switching to New.', 'click [2012]', nw, 'http://forum.local:9999/f/books/new');
    step('Not in New. Maybe it got upvotes and moved to Hot.', 'click [2012]', hot, 'http://forum.local:9999/f/books/hot');
    step('I still do not see it in Hot. Let me look at New once more.', 'click [2010]', nw, 'http://forum.local:9999/f/books/new');
    step('The New view is unchanged. Trying Hot again in case it was re-ranked.', 'click [2010]', hot, 'http://forum.local:9999/f/books/hot');
    step('Checking New again.', 'click [2011]', nw, 'http://forum.local:9999/f/books/new');
    return agent('webarena.run', { task_id: 'reddit_' + R.int(400, 700), intent: this.goal, max_steps: 8 }, { stopped: 'max_steps', answer: null }, kids, { env: 'WebArena', site: 'reddit(postmill)' });
  },
},
{
  isolates: 'A browser-use agent switches back and forth between a Sheets tab and a Gmail tab, writing the same two next-goals each time; each tab shows the same content it showed before and nothing is copied.',
  stagnation: true,
  goal: 'Copy the invoice number from the latest email from Ardent Print Co. into cell C14 of the "Vendor invoices 2025" sheet.',
  build(R) {
    const M = 'gpt-4o'; const steps = []; let n = 1;
    const sheet = '📄  Extracted from page\n{"tab":"Vendor invoices 2025 - Google Sheets","active_cell":"C14","C13":"INV-20931","C14":"","B14":"Ardent Print Co."}';
    const mail = '📄  Extracted from page\n{"tab":"Inbox (' + R.int(3, 9) + ') - ops@lumatic.co - Gmail","top_email":{"from":"Ardent Print Co. <billing@ardentprint.co>","subject":"Your invoice is ready","snippet":"Hi, attached is invoice AP-55817 for order 7710…"}}';
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Unknown - first step', memory: 'Two tabs are open: [0] Sheets, [1] Gmail.', next_goal: 'Look at the sheet' }, [{ extract_content: { goal: 'active cell and row 14' } }], [{ extracted_content: sheet }]));
    const toMail = { evaluation_previous_goal: 'Success - sheet visible, C14 empty', memory: 'Row 14 is Ardent Print Co.; need their invoice number.', next_goal: 'Switch to the Gmail tab to find the invoice number from Ardent Print Co.' };
    const toSheet = { evaluation_previous_goal: 'Success - Gmail visible with the Ardent email on top', memory: 'Ardent Print email is the top message in the inbox.', next_goal: 'Switch to the Sheets tab to check which cell needs the invoice number.' };
    for (let c = 0; c < 3; c++) {
      steps.push(buStep(R, n++, M, toMail, [{ switch_tab: { page_id: 1 } }, { extract_content: { goal: 'latest email from Ardent Print Co.' } }], [{ extracted_content: `🔄  Switched to tab 1 (${R.tab()})` }, { extracted_content: mail.replace(/Inbox \(\d\)/, `Inbox (${R.int(3, 9)})`) }]));
      steps.push(buStep(R, n++, M, toSheet, [{ switch_tab: { page_id: 0 } }, { extract_content: { goal: 'active cell and row 14' } }], [{ extracted_content: `🔄  Switched to tab 0 (${R.tab()})` }, { extracted_content: sheet }]));
    }
    return agent('browser_use.Agent.run', { task: this.goal, max_steps: 7 }, { status: 'max_steps_reached' }, steps, { framework: 'browser-use 0.1.36', keep_alive: true });
  },
},
{
  isolates: 'A Playwright-based agent toggles the GitHub branch picker between main and release/2.x twice looking for a file; each branch returns the same tree and the same 404 it gave before.',
  stagnation: false,
  goal: 'Find the maximum upload size configured in the helm chart values of the github repo vantage-io/ingest-gateway and report it.',
  build(R) {
    const kids = [];
    const act = (why, name, args, out, err) => { kids.push(llm('gpt-4.1', { messages: [{ role: 'user', content: 'page state attached' }] }, { content: why, tool_calls: [{ id: 'call_' + R.b62(22), type: 'function', function: { name, arguments: JSON.stringify(args) } }] })); kids.push(tool(name, args, out, err ? { error: err } : {})); };
    const tree = (b) => `URL: https://github.com/vantage-io/ingest-gateway/tree/${b}\nTitle: vantage-io/ingest-gateway at ${b}\nFiles: .github/  cmd/  internal/  deploy/  Dockerfile  go.mod  README.md\nLatest commit ${R.hex(7)} · ${R.ago()}`;
    const nf = (b) => `HTTP 404 · https://github.com/vantage-io/ingest-gateway/blob/${b}/charts/ingest-gateway/values.yaml\n"404 - page not found. The ${b} branch of ingest-gateway does not contain the path charts/ingest-gateway/values.yaml."\nrequest-id ${R.hex(4).toUpperCase()}:${R.hex(5).toUpperCase()}:${R.hex(7).toUpperCase()}`;
    act('Open the repository.', 'goto', { url: 'https://github.com/vantage-io/ingest-gateway' }, tree('main'));
    act('Helm charts usually live in charts/<name>/values.yaml. Open it on main.', 'goto', { url: 'https://github.com/vantage-io/ingest-gateway/blob/main/charts/ingest-gateway/values.yaml' }, null, nf('main'));
    act('Not on main. Maybe the chart exists only on the release branch. Switch branch picker to release/2.x.', 'click', { selector: 'button[data-hotkey="w"]', then: 'text=release/2.x' }, tree('release/2.x'));
    act('On release/2.x, try the same chart path.', 'goto', { url: 'https://github.com/vantage-io/ingest-gateway/blob/release/2.x/charts/ingest-gateway/values.yaml' }, null, nf('release/2.x'));
    act('Not on release/2.x either; main is the default, maybe I mistyped earlier. Switch back to main.', 'click', { selector: 'button[data-hotkey="w"]', then: 'text=main' }, tree('main'));
    act('Try the chart path on main again.', 'goto', { url: 'https://github.com/vantage-io/ingest-gateway/blob/main/charts/ingest-gateway/values.yaml' }, null, nf('main'));
    act('Switch to release/2.x and look again.', 'click', { selector: 'button[data-hotkey="w"]', then: 'text=release/2.x' }, tree('release/2.x'));
    act('Open the chart values on release/2.x.', 'goto', { url: 'https://github.com/vantage-io/ingest-gateway/blob/release/2.x/charts/ingest-gateway/values.yaml' }, null, nf('release/2.x'));
    act('Back to main to re-check.', 'click', { selector: 'button[data-hotkey="w"]', then: 'text=main' }, tree('main'));
    return agent('playwright_agent', { task: this.goal, tools: ['goto', 'click', 'fill', 'get_text'] }, { status: 'max_steps', answer: null }, kids, { playwright: '1.47.0', headless: true, viewport: { width: 1366, height: 900 } });
  },
},
];
