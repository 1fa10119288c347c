import { agent, llm, tool, chain, buStep } from './lib.mjs';
export const family = 'refined_search_success';
export const loop = false;
export const scenarios = [
{
  isolates: 'A browser-use agent on a city website finds nothing for "bulky waste pickup", too much for "trash", learns the service name "Large Item Collection" from a FAQ result, and finds the district schedule with it.',
  stagnation: false,
  goal: 'When is the next large-furniture (bulky waste) pickup for the address 41 Cedar Row, Millbrook, and how do I register for it?',
  build(R) {
    const M = 'gpt-4o'; const steps = []; let n = 1;
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Unknown - first step', memory: '', next_goal: 'Open city site search' }, [{ go_to_url: { url: 'https://www.millbrook.gov/search?q=bulky+waste+pickup' } }], [{ extracted_content: '🔗  Navigated. Results: "No results found for bulky waste pickup."' }]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Failed - no results for "bulky waste pickup"', memory: 'City may use other vocabulary.', next_goal: 'Try the broader word "trash"' }, [{ input_text: { index: 4, text: 'trash' } }, { send_keys: { keys: 'Enter' } }], [{ extracted_content: '⌨️  Input trash into index 4' }, { extracted_content: '⌨️  Sent keys: Enter. "143 results for trash" — Trash & Recycling FAQ; Holiday trash schedule; Council minutes 2019-04; ...' }]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Partial - 143 results, too broad', memory: 'The FAQ is the most promising result.', next_goal: 'Open Trash & Recycling FAQ' }, [{ click_element: { index: 21 } }, { extract_content: { goal: 'anything about furniture, mattresses or bulky items' } }], [{ extracted_content: '🖱️  Clicked index 21: Trash & Recycling FAQ' }, { extracted_content: '📄  {"q":"Can I put a couch at the curb?","a":"Furniture and mattresses are collected through our Large Item Collection program. Look up your collection zone with the Zone Finder."}' }]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Success - the program is called "Large Item Collection" and depends on a collection zone', memory: 'Need zone for 41 Cedar Row.', next_goal: 'Search "Large Item Collection" and use the Zone Finder' }, [{ go_to_url: { url: 'https://www.millbrook.gov/search?q=%22Large+Item+Collection%22' } }], [{ extracted_content: '🔗  Navigated. "4 results": Large Item Collection (service page); Zone Finder; Large Item Collection calendar 2025 (PDF); Program fees' }]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Success - 4 targeted results', memory: 'Zone Finder link is index 12.', next_goal: 'Find the zone for 41 Cedar Row' }, [{ click_element: { index: 12 } }, { input_text: { index: 6, text: '41 Cedar Row' } }, { click_element: { index: 7 } }], [{ extracted_content: '🖱️  Clicked index 12: Zone Finder' }, { extracted_content: '⌨️  Input 41 Cedar Row into index 6' }, { extracted_content: `🖱️  Clicked index 7: Find. Result: "41 CEDAR ROW → Zone C (Tuesday route). Large Item Collection: 2nd Tuesday monthly." lookup_id=${R.hex(10)}` }]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Success - Zone C, 2nd Tuesday monthly', memory: 'Zone C.', next_goal: 'Read the service page for next date and registration' }, [{ go_to_url: { url: 'https://www.millbrook.gov/services/large-item-collection' } }, { extract_content: { goal: 'next Zone C date and how to register' } }], [{ extracted_content: '🔗  Navigated' }, { extracted_content: '📄  {"zone_C_next":"Tuesday, July 8, 2025","register":"Book online at millbrook.gov/lic or call 311 by noon the Friday before; up to 3 items free, $15 per extra item"}' }]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Success - date and registration found', memory: 'Answer ready.', next_goal: 'Finish' }, [{ done: { text: '41 Cedar Row is in Zone C. The next Large Item Collection is Tuesday, July 8, 2025. Register at millbrook.gov/lic or call 311 by noon Friday, July 4; up to 3 items free, $15 each extra.', success: true } }], [{ extracted_content: 'done', is_done: true }]));
    return agent('browser_use.Agent.run', { task: this.goal }, { status: 'done', success: true }, steps, { framework: 'browser-use 0.1.41' });
  },
},
{
  isolates: 'A WebArena GitLab agent gets 87 hits for "memory leak", narrows with the label and milestone it learns from one of them, gets 3 issues, and answers with the oldest one.',
  stagnation: false,
  goal: 'In the gitlab project "dataflow/worker", which open issue is the oldest report of a memory leak in the worker process for milestone 4.2? Give its number and title.',
  build(R) {
    const kids = [];
    const step = (th, a, obs, url) => { kids.push(llm('gpt-4-turbo-2024-04-09', { prompt: `OBSERVATION:...\nURL: ${url}` }, `Let's think step-by-step. ${th} In summary, the next action I will perform is \`\`\`${a}\`\`\``)); kids.push(tool('env.step', { action: a }, { observation: obs, url })); };
    const b = 'http://gitlab.local:8023/dataflow/worker/-/issues';
    step('Open the issues page.', `goto [${b}]`, "[1510] searchbox 'Search or filter results…'\n[1530] StaticText 'Open 412'", b);
    step('Search for memory leak.', 'type [1510] [memory leak] [1]', "[1530] StaticText 'Open 87'\n[1601] link '#2291 Memory leak in scheduler UI'\n[1606] link '#2240 worker RSS grows until OOMKilled' labels: area::worker, type::bug · milestone 4.2\n[1611] link '#2231 Docs: memory leak FAQ'\n... 20 of 87", `${b}?search=memory+leak&state=opened`);
    step('87 is too many and mixes UI and docs issues. #2240 uses label area::worker and milestone 4.2, which match the question, so I filter by those.', `goto [${b}?search=memory+leak&state=opened&label_name[]=area::worker&milestone_title=4.2&sort=created_asc]`, "[1530] StaticText 'Open 3'\n[1601] link '#1987 Worker leaks file handles and memory on retry' created 5 months ago\n[1606] link '#2240 worker RSS grows until OOMKilled' created 2 months ago\n[1611] link '#2302 Leak in protobuf decoder (worker)' created 3 weeks ago", `${b}?label_name[]=area::worker&milestone_title=4.2`);
    step('Sorted oldest first, #1987 is the earliest. I open it to confirm it is about the worker process.', 'click [1601]', "[1700] heading '#1987 Worker leaks file handles and memory on retry'\n[1710] StaticText 'Opened 5 months ago by @kmiller · area::worker · milestone 4.2'\n[1720] StaticText 'Each retry of a failed task leaks ~40MB RSS in the worker process…'", 'http://gitlab.local:8023/dataflow/worker/-/issues/1987');
    step('Confirmed: #1987 describes the worker process leak and is the oldest of the three.', 'stop [#1987 Worker leaks file handles and memory on retry]', 'Episode finished.', 'http://gitlab.local:8023/dataflow/worker/-/issues/1987');
    const extra = [];
    kids.splice(2, 0, tool('env.reset', { config_file: 'config_files/' + R.int(100, 800) + '.json' }, { observation: 'Projects · Dashboard · GitLab', info: { storage_state: '.auth/gitlab_state.json' } }));
    kids.splice(0, 0, tool('env.reset', { seed: R.int(1, 9999) }, { observation: 'about:blank' }));
    kids.push(tool('evaluator.string_match', { answer: '#1987 Worker leaks file handles and memory on retry' }, { score: 1.0, reference: '#1987' }));
    kids.push(chain('trajectory.save', { path: `results/render_${R.int(100, 800)}.html` }, { bytes: R.int(80000, 400000) }, []));
    kids.push(chain('trajectory.save_trace', { path: `results/traces/${R.hex(8)}.zip` }, { ok: true }, []));
    return agent('webarena.run', { intent: this.goal }, { answer: '#1987 Worker leaks file handles and memory on retry', score: 1.0 }, kids, { env: 'WebArena' });
  },
},
{
  isolates: 'A Stagehand agent finds no hits for an appliance part number, discovers in the manufacturer\'s PDF manual that it was superseded by a new number, searches that, and adds the part to the cart.',
  stagnation: false,
  goal: 'Order the replacement door gasket (part A2-4471) for a Brenmoor DW-600 dishwasher from partshub.com.',
  build(R) {
    const kids = [];
    const think = (t) => kids.push(llm('gpt-4o', { messages: [{ role: 'user', content: 'next step?' }] }, t));
    kids.push(tool('page.goto', { url: 'https://www.partshub.com/search?q=A2-4471' }, { status: 200, title: 'Search: A2-4471 | PartsHub' }));
    kids.push(tool('stagehand.act', { action: 'accept the cookie banner if present' }, { success: true, message: 'Action [click] performed on button "Accept all"', action: 'click' }));
    kids.push(tool('stagehand.extract', { instruction: 'result count and item titles' }, { count: 0, message: 'We could not find any parts matching "A2-4471"', suggestions: [] }));
    think('No match for A2-4471 on PartsHub. Part numbers get superseded; the manufacturer manual should list the current number. I will check Brenmoor support.');
    kids.push(tool('page.goto', { url: 'https://support.brenmoor.com/manuals?model=DW-600' }, { status: 200, title: 'DW-600 Manuals | Brenmoor' }));
    kids.push(tool('stagehand.act', { action: 'click the Parts List PDF' }, { success: true, message: 'download started', download: { file: `DW-600_parts_rev_F.pdf`, path: R.tmp('pdf'), bytes: 1842203 } }));
    kids.push(tool('pdf.extract_text', { path: 'DW-600_parts_rev_F.pdf', pages: [7] }, { text: 'Item 31  Door gasket  A2-4471  SUPERSEDED → A2-4471R (rev F, 2024)\nItem 32  Lower spray arm  A2-5012\n…', pages_read: 1 }));
    think('The manual says A2-4471 is superseded by A2-4471R. Searching PartsHub for the new number.');
    kids.push(tool('stagehand.act', { action: 'type "A2-4471R" into the search box and press Enter' }, { success: true, url: `https://www.partshub.com/search?q=A2-4471R&rt=${R.hex(6)}` }));
    kids.push(tool('stagehand.extract', { instruction: 'result count and item titles with prices and stock' }, { count: 2, items: [{ title: 'Brenmoor A2-4471R Door Gasket (DW-500/DW-600)', price: '$38.45', stock: 'In stock' }, { title: 'Universal dishwasher gasket 2.4m', price: '$17.99', stock: 'In stock' }] }));
    think('The Brenmoor A2-4471R gasket fits DW-500/DW-600 and is in stock at $38.45. Adding it to the cart.');
    kids.push(tool('stagehand.act', { action: 'open "Brenmoor A2-4471R Door Gasket" and click Add to cart' }, { success: true, message: `Cart (1) · Subtotal $38.45 · cart_id=${R.uuid()}` }));
    kids.push(tool('stagehand.extract', { instruction: 'cart contents' }, { items: [{ sku: 'A2-4471R', qty: 1, price: '$38.45' }], subtotal: '$38.45', shipping_estimate: '$6.95' }));
    think('The cart holds 1 × A2-4471R ($38.45). The original A2-4471 is superseded by this part. Stopping at the cart as checkout needs payment details.');
    return agent('stagehand.agent.execute', { instruction: this.goal }, { success: true, completed: true, message: 'A2-4471R added to cart' }, kids, { stagehand: '1.13.1', env: 'LOCAL' });
  },
},
];
