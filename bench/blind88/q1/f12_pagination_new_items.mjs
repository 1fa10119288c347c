import { agent, llm, tool, chain, buStep } from './lib.mjs';
export const family = 'pagination_new_items';
export const loop = false;
export const scenarios = [
{
  isolates: 'A WebArena-style shopping agent pages through four pages of product reviews, each with new reviewers and ratings, stops when there is no Next link, and answers with the count of 1-star reviews mentioning leaks.',
  stagnation: false,
  goal: 'How many 1-star reviews of the "Hydro Flow 32 oz Insulated Bottle" mention leaking? List the reviewers.',
  build(R) {
    const kids = [];
    const step = (th, a, obs, url) => { kids.push(llm('gpt-4-turbo-2024-04-09', { prompt: `OBSERVATION: (${obs.length} chars)\nURL: ${url}` }, `Let's think step-by-step. ${th} In summary, the next action I will perform is \`\`\`${a}\`\`\``)); kids.push(tool('env.step', { action: a }, { observation: obs, url })); };
    const base = 'http://shop.local:7770/hydro-flow-32-oz-insulated-bottle.html';
    step('I need to open the product and its Reviews tab.', `goto [${base}#reviews]`, `[4012] tab 'Reviews (37)' selected\n[4101] StaticText 'Marisol T. ★☆☆☆☆ "Leaks from the lid after a week"'\n[4110] StaticText 'Ben K. ★★★★★ "Keeps ice all day"'\n[4119] StaticText 'Priya S. ★★★★☆ "Great but heavy"'\n... (10 reviews)\n[4200] link 'Page 2'\n[4201] link 'Next'`, `${base}#reviews`);
    const pages = [
      `[4301] StaticText 'Dwayne R. ★☆☆☆☆ "Leaked all over my laptop bag"'\n[4310] StaticText 'Ola N. ★★★☆☆ "Paint chips"'\n[4319] StaticText 'Hye-jin P. ★☆☆☆☆ "Dented on arrival"'\n... (10 reviews)`,
      `[4401] StaticText 'Curtis W. ★★☆☆☆ "Straw lid leaks a bit"'\n[4410] StaticText 'Fatima A. ★☆☆☆☆ "Gasket fell out, leaks constantly"'\n[4419] StaticText 'Leo M. ★★★★★ "Best bottle"'\n... (10 reviews)`,
      `[4501] StaticText 'Nora B. ★☆☆☆☆ "Smells like plastic"'\n[4510] StaticText 'Sam V. ★★★★☆ "Good value"'\n... (7 reviews)\n[4590] StaticText 'Page 4 of 4'`,
    ];
    const th = ['Page 1: Marisol T. is a 1-star leak review. Going to page 2.', 'Page 2: Dwayne R. is 1-star and leaking; Hye-jin P. is 1-star but about a dent. Next page.', 'Page 3: Fatima A. is 1-star leaking; Curtis W. mentions leaks but is 2 stars. Next page.'];
    const lower = [
      `[4150] StaticText 'Gus L. ★★★★☆ "Lid is stiff"'\n[4159] StaticText 'Wen Z. ★★★★★ "Daily driver"'\n[4168] StaticText 'Tara Q. ★★☆☆☆ "Too big for cup holder"'`,
      `[4350] StaticText 'Ivy C. ★★★★★ "Love the colour"'\n[4359] StaticText 'Rohan D. ★★★☆☆ "OK"'`,
      `[4450] StaticText 'Kemal Y. ★★★★☆ "Solid"'\n[4459] StaticText 'Ana P. ★★☆☆☆ "Sweats a little"'`,
      `[4550] StaticText 'Zoe H. ★★★★★ "Gift for dad"'`,
    ];
    step('Scroll to see the rest of page 1 before moving on.', 'scroll [down]', lower[0] + `\n[4201] link 'Next'`, `${base}#reviews`);
    pages.forEach((p, i) => { step(th[i], `click [${4201 + i * 100}]`, `[${4000 + i * 100}] StaticText 'Reviews page ${i + 2}'\n${p}`, `${base}?p=${i + 2}#reviews`); step(`Scrolling down page ${i + 2} for the remaining reviews.`, 'scroll [down]', lower[i + 1] + (i < 2 ? `\n[${4301 + i * 100}] link 'Next'` : ''), `${base}?p=${i + 2}#reviews`); });
    step('Page 4 has no Next link, so all 37 reviews are read. Nora B. is 1-star but not about leaking. Total 1-star leak reviews: Marisol T., Dwayne R., Fatima A.', 'stop [3 — Marisol T., Dwayne R., Fatima A.]', 'Episode finished.', `${base}?p=4#reviews`);
    return agent('webarena.run', { task_id: 'shopping_' + R.int(100, 300), intent: this.goal }, { answer: '3 — Marisol T., Dwayne R., Fatima A.', score: 1.0 }, kids, { env: 'WebArena', site: 'shopping' });
  },
},
{
  isolates: 'A browser-use agent presses "Show more results" on a used-car listing five times, each press bringing new cars, until the button disappears, then reports the cheapest matching car.',
  stagnation: false,
  goal: 'On autobazaar.de find the cheapest 2019-or-newer Skoda Octavia Combi diesel under 120,000 km within 50 km of Leipzig.',
  build(R) {
    const M = 'gpt-4o'; const steps = []; let n = 1;
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Unknown - first step', memory: '', next_goal: 'Open filtered search' }, [{ go_to_url: { url: 'https://www.autobazaar.de/suche?make=skoda&model=octavia-combi&fuel=diesel&yearFrom=2019&kmTo=120000&zip=04109&radius=50&sort=price_asc' } }], [{ extracted_content: `🔗  Navigated (consent dialog "Wir verwenden Cookies" dismissed) sid=${R.sid()}` }]));
    const batches = [
      ['2019 Octavia Combi 2.0 TDI, 118,400 km, €14,490, Taucha', '2019 Octavia Combi 1.6 TDI, 109,900 km, €14,950, Leipzig-Mockau', '2020 Octavia Combi 2.0 TDI, 119,000 km, €15,200, Markkleeberg'],
      ['2019 Octavia Combi 2.0 TDI DSG, 97,250 km, €15,490, Delitzsch', '2020 Octavia Combi 2.0 TDI, 88,100 km, €15,990, Leipzig-Plagwitz'],
      ['2021 Octavia Combi 2.0 TDI, 76,300 km, €17,800, Grimma', '2019 Octavia Combi 2.0 TDI Scout, 111,000 km, €17,950, Schkeuditz'],
      ['2022 Octavia Combi 2.0 TDI, 54,900 km, €21,400, Borna'],
      ['2023 Octavia Combi 2.0 TDI RS, 31,200 km, €29,990, Halle (Saale)'],
    ];
    let seen = 0;
    batches.forEach((b, i) => {
      seen += b.length;
      const last = i === batches.length - 1;
      steps.push(buStep(R, n++, M, { evaluation_previous_goal: `Success - ${b.length} new listings`, memory: `${seen} listings seen; cheapest so far €14,490 (Taucha).`, next_goal: last ? 'Button gone; finish' : 'Click Show more results' }, [{ extract_content: { goal: 'new listings: year, variant, km, price, town' } }, ...(last ? [] : [{ click_element: { index: 140 + i * 23 } }])], [{ extracted_content: '📄  ' + JSON.stringify({ listings: b, badge: `${R.int(60, 90)} Treffer`, ad: R.ad() }) }, ...(last ? [] : [{ extracted_content: `🖱️  Clicked button with index ${140 + i * 23}: Weitere Ergebnisse anzeigen` }])]));
    });
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Success - "Show more" button no longer present, list ends at 9 listings', memory: 'Cheapest: 2019 Octavia Combi 2.0 TDI, 118,400 km, €14,490, Taucha.', next_goal: 'Report' }, [{ done: { text: 'Cheapest match: 2019 Skoda Octavia Combi 2.0 TDI, 118,400 km, €14,490 in Taucha (about 12 km from Leipzig). 9 listings matched in total.', success: true } }], [{ extracted_content: 'done', is_done: true }]));
    return agent('browser_use.Agent.run', { task: this.goal }, { status: 'done', success: true }, steps, { framework: 'browser-use 0.1.40', locale: 'de-DE' });
  },
},
{
  isolates: 'A Selenium-driven agent reads a conference schedule through its JSON API, following next_cursor across four pages with new sessions each time until next_cursor is null, then lists the matching talks.',
  stagnation: false,
  goal: 'List all talks about WebAssembly at DevHarbor Conf 2025 with their day, time and room.',
  build(R) {
    const kids = [];
    kids.push(tool('driver.get', { url: 'https://devharbor.tech/2025/schedule' }, { title: 'Schedule · DevHarbor 2025', network_hint: 'XHR GET /api/sessions?limit=25' }));
    const pages = [
      [{ t: 'Keynote: The Next Ten Years of the Web', d: 'Day 1', at: '09:00', room: 'Main Hall' }, { t: 'WebAssembly Components in Production', d: 'Day 1', at: '11:30', room: 'Room B' }],
      [{ t: 'Rust, Wasm and the Edge', d: 'Day 1', at: '15:00', room: 'Room C' }, { t: 'CSS Container Queries Deep Dive', d: 'Day 1', at: '16:00', room: 'Room A' }],
      [{ t: 'Debugging Wasm with DWARF in Chrome DevTools', d: 'Day 2', at: '10:15', room: 'Room B' }, { t: 'Accessible Data Tables', d: 'Day 2', at: '13:00', room: 'Room A' }],
      [{ t: 'Panel: Is the SPA dead?', d: 'Day 2', at: '16:30', room: 'Main Hall' }, { t: 'Shipping a Wasm Plugin System for a Video Editor', d: 'Day 3', at: '09:45', room: 'Room C' }],
      [{ t: 'Workshop: Web Components from Scratch', d: 'Day 3', at: '11:00', room: 'Lab 1' }, { t: 'Closing Keynote', d: 'Day 3', at: '17:00', room: 'Main Hall' }],
    ];
    kids.push(tool('driver.find_element(By.CSS_SELECTOR,"#onetrust-accept-btn-handler").click', {}, null));
    kids.push(tool('driver.get_screenshot_as_file', { path: R.tmp('png') }, { ok: true, note: R.shot(1440, 900) }));
    let cursor = null;
    pages.forEach((p, i) => {
      const next = i < pages.length - 1 ? R.b62(22) : null;
      kids.push(llm('gpt-4o-mini', { messages: [{ role: 'user', content: `page ${i + 1}; cursor=${cursor}` }] }, { tool_calls: [{ function: { name: 'fetch_json', arguments: JSON.stringify({ url: 'https://devharbor.tech/api/sessions', params: { limit: 25, cursor } }) } }], content: i ? `Page ${i} added ${pages[i - 1].map(x => x.t).filter(t => /wasm|webassembly/i.test(t)).join('; ') || 'no Wasm talks'}; continuing with cursor ${cursor}.` : 'Fetching the first page of sessions.' }));
      kids.push(tool('fetch_json', { url: 'https://devharbor.tech/api/sessions', params: { limit: 25, cursor } }, { status: 200, headers: { date: R.http(R.tick(2)), 'x-cache': R.pick(['HIT', 'MISS']), 'x-request-id': R.uuid() }, body: { sessions: p.map(x => ({ id: 'ses_' + R.hex(6), title: x.t, day: x.d, start: x.at, room: x.room })), returned: i < 4 ? 25 : 11, next_cursor: next } }));
      cursor = next;
    });
    kids.push(llm('gpt-4o-mini', { messages: [] }, { content: 'next_cursor is null, so all 111 sessions are read. WebAssembly talks:\n1. WebAssembly Components in Production — Day 1, 11:30, Room B\n2. Rust, Wasm and the Edge — Day 1, 15:00, Room C\n3. Debugging Wasm with DWARF in Chrome DevTools — Day 2, 10:15, Room B\n4. Shipping a Wasm Plugin System for a Video Editor — Day 3, 09:45, Room C' }));
    kids.push(tool('driver.quit', {}, null));
    return agent('selenium_llm_runner', { task: this.goal }, { status: 'complete', talks: 4 }, kids, { script: 'schedule_scan.py', chromedriver: '126.0.6478.126' });
  },
},
];
