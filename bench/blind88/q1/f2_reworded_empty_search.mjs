import { agent, llm, tool, chain } from './lib.mjs';
export const family = 'reworded_empty_search';
export const loop = true;
export const scenarios = [
{
  isolates: 'A WebArena-style agent on a Magento admin searches the order grid for one customer with five rewordings of the name/email, every grid answering "We couldn\'t find any records.", and never finds the order.',
  stagnation: false,
  goal: 'In the shop admin, find the most recent order placed by customer "Grace Okonkwo-Reyes" and report its order number and status.',
  build(R) {
    const kids = [];
    const obs = (q, n) => `Tab 0 (current): Orders / Operations / Sales / Magento Admin\n\n[1] RootWebArea 'Orders / Operations / Sales / Magento Admin' focused: True\n\t[${1400 + n}] searchbox 'Search by keyword' value='${q}'\n\t[${1402 + n}] button 'Search'\n\t[${1460 + n}] StaticText '0 records found'\n\t[${1471 + n}] table ''\n\t\t[${1490 + n}] row ''\n\t\t\t[${1491 + n}] gridcell \"We couldn't find any records.\"\n\t[${1500 + n}] StaticText 'Active filters:'\n\t[${1510 + n}] StaticText 'Last updated ${R.ago()}'`;
    const act = (thought, action, observation, url) => {
      kids.push(llm('gpt-4-turbo-2024-04-09', { prompt_template: 'webarena.p_cot_id_actree_2s', observation_chars: observation.length, url }, `Let's think step-by-step. ${thought} In summary, the next action I will perform is \`\`\`${action}\`\`\``, [], { temperature: 1.0, top_p: 0.9 }));
      kids.push(tool('env.step', { action }, { observation, url, info: { fail_error: '', page_load_ms: R.ms(300, 2400) } }));
    };
    const base = 'http://ec2-3-131-244-37.us-east-2.compute.amazonaws.com:7780/admin/sales/order/';
    act('I am on the dashboard. Orders are under Sales > Orders.', 'click [1172]', `Tab 0 (current): Dashboard / Magento Admin\n[1172] link 'SALES'\n[1186] link 'Orders'`, base.replace('sales/order/', 'admin/dashboard/'));
    act('The Sales menu is expanded, I click Orders.', 'click [1186]', `Tab 0 (current): Orders / Operations / Sales / Magento Admin\n[1401] searchbox 'Search by keyword'\n[1460] StaticText '${R.int(300, 340)} records found'`, base);
    const queries = [
      ['The grid has a keyword search. I search the full customer name.', 'Grace Okonkwo-Reyes'],
      ['No records for the hyphenated full name; perhaps the name is stored without the hyphen. I try a space instead.', 'Grace Okonkwo Reyes'],
      ['Still nothing. The bill-to name may be surname first, so I try "Okonkwo-Reyes, Grace".', 'Okonkwo-Reyes, Grace'],
      ['Maybe keyword search matches the email. Customers usually sign up with first.last, so I try grace.okonkwo-reyes.', 'grace.okonkwo-reyes'],
      ['Again 0 records. I try quoting the full name so the keyword search treats it as a phrase.', '"Grace Okonkwo-Reyes"'],
      ['Nothing with the phrase either. The surname alone might match partially.', 'Okonkwo'],
    ];
    queries.forEach(([th, q], i) => {
      act(th, `type [${1401 + i * 0}] [${q}] [1]`, obs(q, i * 3), `${base}?search=${encodeURIComponent(q)}&isAjax=true&form_key=${R.b62(16)}`);
    });
    act('The keyword search still returns nothing for any form of the name. I will try once more with the first name only combined with the surname initial.', 'type [1401] [Grace O] [1]', obs('Grace O', 20), `${base}?search=Grace%20O&form_key=${R.b62(16)}`);
    return agent('webarena.run', { task_id: 'shopping_admin_' + R.int(100, 780), intent: this.goal, max_steps: 10 }, { stopped: 'max_steps', answer: null, score: 0.0 }, kids, { env: 'WebArena ScriptBrowserEnv', viewport: '1280x2048', observation_type: 'accessibility_tree' });
  },
},
{
  isolates: 'A Stagehand agent re-queries an internal wiki search five times with synonyms for the same policy and the model writes the same "no results, try another phrasing" line each time.',
  stagnation: true,
  goal: 'Find the company policy page that says whether split tunnelling is allowed on the corporate VPN, and quote the rule.',
  build(R) {
    const kids = [];
    kids.push(tool('page.goto', { url: 'https://wiki.northwind-labs.io/', waitUntil: 'domcontentloaded' }, { status: 200, url: `https://wiki.northwind-labs.io/spaces/HOME?sso=${R.b62(20)}`, title: 'Home - Northwind Wiki', timing_ms: R.ms(400, 1400) }));
    kids.push(tool('stagehand.observe', { instruction: 'find the global search box' }, [{ selector: 'xpath=/html/body/div[1]/header/div[2]/form/input', description: 'Search input labelled "Search Northwind Wiki"', method: 'fill', arguments: [] }]));
    const qs = ['VPN split tunnelling policy', 'split tunnel VPN', 'split-tunnel remote access rules', 'VPN policy "split tunneling"', 'remote access VPN allowed traffic', 'tunnel all traffic VPN requirement'];
    qs.forEach((q, i) => {
      kids.push(llm('gpt-4o', { messages: [{ role: 'user', content: `Goal: ${'find split tunnelling rule'}. Last result: ${i ? '0 results' : 'search box located'}` }] }, i === 0 ? `I'll search the wiki for "${q}".` : `The search returned no results. I'll try a different phrasing of the query: "${q}".`, [], { tokens: R.int(400, 900) }));
      kids.push(tool('stagehand.act', { action: `type "${q}" into the search box and press Enter` }, { success: true, message: `Action [fill] performed on xpath=/html/body/div[1]/header/div[2]/form/input`, action: 'fill' }));
      kids.push(tool('stagehand.extract', { instruction: 'extract the list of search result titles and their spaces', schema: { results: [{ title: 'string', space: 'string' }] } }, { results: [], _meta: { url: `https://wiki.northwind-labs.io/dosearchsite.action?queryString=${encodeURIComponent(q)}&${R.bust()}`, banner: `Showing 0 results for "${q}" · searched ${R.int(11000, 12500)} pages in ${R.ms(40, 300)} ms`, request_id: R.reqId() } }));
    });
    kids.push(llm('gpt-4o', { messages: [{ role: 'user', content: 'Goal: find split tunnelling rule. Last result: 0 results' }] }, "The search returned no results. I'll try a different phrasing of the query: \"VPN split tunnelling policy\".", [], {}));
    return agent('stagehand.agent.execute', { instruction: this.goal, maxSteps: 20 }, { success: false, message: 'Reached step budget', completed: false }, kids, { stagehand: '1.14.0', env: 'LOCAL', modelName: 'gpt-4o', domSettleTimeoutMs: 3000 });
  },
},
{
  isolates: 'A Selenium script driven by a model searches a public library catalogue for one book by ISBN in four formats and by title/author rewordings, each returning "Your search found no results", and gives up without the answer.',
  stagnation: false,
  goal: 'Check whether Riverbend Public Library owns "The Salt Road Cartographers" (ISBN 978-1-64622-118-3) and whether a copy is on the shelf at the Eastgate branch.',
  build(R) {
    const kids = [];
    const sess = `JSESSIONID=${R.hex(32).toUpperCase()}`;
    kids.push(tool('driver.get', { url: 'https://catalog.riverbendlib.org/polaris/search/default.aspx' }, { current_url: `https://catalog.riverbendlib.org/polaris/search/default.aspx?ctx=1.1033.0.0.7&${sess}`, title: 'Riverbend Public Library Catalog', elapsed: R.dur() }));
    const tries = [
      ['Search the exact ISBN with hyphens in the keyword box.', 'KW', '978-1-64622-118-3'],
      ['No results with hyphens. Catalogues often index ISBNs without punctuation; trying the digits only with the ISBN index.', 'ISBN', '9781646221183'],
      ['Still nothing. Older records use ISBN-10; converting gives 1646221184.', 'ISBN', '1646221184'],
      ['No hit for ISBN-10 either. Switching to a title search with the full title.', 'TI', 'The Salt Road Cartographers'],
      ['Title search empty. Leading articles are sometimes dropped in title indexes, so "Salt Road Cartographers".', 'TI', 'Salt Road Cartographers'],
      ['Trying the title keywords in the general keyword index instead.', 'KW', 'salt road cartographers'],
    ];
    tries.forEach(([th, by, term]) => {
      kids.push(llm('claude-3-haiku-20240307', { messages: [{ role: 'user', content: 'Previous page text attached. Decide the next Selenium step as JSON.' }] }, JSON.stringify({ thought: th, steps: [{ op: 'select', by: 'id', value: 'ctl00_BodyMainContent_ddlSearchType', option: by }, { op: 'send_keys', by: 'id', value: 'textboxTerm', text: term }, { op: 'click', by: 'id', value: 'buttonGo' }] }), [], { latency_ms: R.ms(300, 1200) }));
      kids.push(tool('driver.find_element(By.ID,"ctl00_BodyMainContent_ddlSearchType").select', { option: by }, { ok: true }));
      kids.push(tool('driver.find_element(By.ID,"textboxTerm").send_keys', { text: term }, null));
      kids.push(tool('driver.find_element(By.ID,"buttonGo").click', {}, { current_url: `https://catalog.riverbendlib.org/polaris/search/searchresults.aspx?ctx=1.1033.0.0.7&type=Keyword&term=${encodeURIComponent(term)}&by=${by}&sort=RELEVANCE&limit=TOM=*&query=&page=0&searchid=${R.int(100, 999)}`, page_text: `Search Results\nYour search for ${by}: "${term}" found no results.\nDid you mean: —\nTry: checking spelling · fewer words · Search WorldCat\nSession expires in ${R.int(10, 29)}:${String(R.int(0, 59)).padStart(2, '0')}`, elapsed: R.dur() }));
    });
    kids.push(llm('claude-3-haiku-20240307', { messages: [{ role: 'user', content: 'Previous page text attached.' }] }, JSON.stringify({ thought: 'None of the ISBN or title variants found the book. I cannot confirm ownership.', final: 'Not found in catalogue' })));
    return agent('selenium_llm_runner', { task: this.goal, driver: 'chrome 128 / chromedriver 128.0.6613.84' }, { result: 'Not found in catalogue', status: 'incomplete' }, kids, { script: 'catalog_lookup.py', headless: true });
  },
},
];
