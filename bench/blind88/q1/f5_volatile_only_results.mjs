import { agent, llm, tool, chain, cuText } from './lib.mjs';
export const family = 'volatile_only_results';
export const loop = true;
export const scenarios = [
{
  isolates: 'A Playwright-MCP agent re-reads the same product page five times with cache-busting URLs; each snapshot shows the same price and stock, differing only in render timestamps, ref ids, request ids and the ad slot, and it never adds to cart.',
  stagnation: false,
  goal: 'Buy one Brevik 12-cup pour-over kettle (matte black) from kitchenmart.com if it costs under $60; stop at the cart page.',
  build(R) {
    const kids = [];
    const call = (text, name, args, res) => {
      kids.push(llm('claude-3-7-sonnet-20250219', { messages: [{ role: 'user', content: '...' }], tools: ['browser_navigate', 'browser_snapshot', 'browser_click', 'browser_type'] }, { content: text, tool_calls: [{ id: 'toolu_' + R.b62(20), name, arguments: JSON.stringify(args) }] }));
      kids.push(tool(name, args, res));
    };
    call('Opening the store search for the kettle.', 'browser_navigate', { url: 'https://www.kitchenmart.com/search?q=brevik+pour-over+kettle' }, `- Page URL: https://www.kitchenmart.com/search?q=brevik+pour-over+kettle&sid=${R.sid()}\n- Page Title: brevik pour-over kettle | KitchenMart\n- Page Snapshot\n\`\`\`yaml\n- link "Brevik 12-Cup Pour-Over Kettle, Matte Black" [ref=e${R.int(100, 199)}]\n- text: $54.99\n- link "Brevik 8-Cup Pour-Over Kettle, Steel" [ref=e${R.int(200, 299)}]\n\`\`\``);
    call('Opening the 12-cup matte black result.', 'browser_click', { element: 'Brevik 12-Cup Pour-Over Kettle, Matte Black', ref: 'e142' }, `- Ran Playwright code: await page.getByRole('link', { name: 'Brevik 12-Cup Pour-Over Kettle, Matte Black' }).click();\n- Page URL: https://www.kitchenmart.com/p/brevik-12-cup-kettle-mb/1049932`);
    const snap = () => `- Page URL: https://www.kitchenmart.com/p/brevik-12-cup-kettle-mb/1049932?${R.bust()}\n- Page Title: Brevik 12-Cup Pour-Over Kettle, Matte Black | KitchenMart\n- Page Snapshot\n\`\`\`yaml\n- heading "Brevik 12-Cup Pour-Over Kettle, Matte Black" [level=1] [ref=e${R.int(10, 40)}]\n- text: "$54.99"\n- text: "In stock · Ships in 1-2 days"\n- combobox "Quantity" [ref=e${R.int(41, 60)}]: "1"\n- button "Add to cart" [ref=e${R.int(61, 90)}]\n- text: "${R.int(5, 40)} people viewed this in the last hour"\n- region "${R.ad()}"\n- text: "Price checked ${R.usDate()}"\n\`\`\`\n- Console: [info] analytics beacon ${R.uuid()} sent in ${R.ms(20, 200)}ms`;
    call('Price is shown. Let me take a snapshot to confirm the price and stock.', 'browser_snapshot', {}, snap());
    call('I want to make sure the price is current before buying; reloading.', 'browser_navigate', { url: `https://www.kitchenmart.com/p/brevik-12-cup-kettle-mb/1049932?${R.bust()}` }, snap());
    call('Checking the page state once more.', 'browser_snapshot', {}, snap());
    call('Confirming price has not changed with a fresh load.', 'browser_navigate', { url: `https://www.kitchenmart.com/p/brevik-12-cup-kettle-mb/1049932?${R.bust()}` }, snap());
    call('Taking another snapshot to verify.', 'browser_snapshot', {}, snap());
    call('Verifying the stock status again.', 'browser_snapshot', {}, snap());
    kids.push(llm('claude-3-7-sonnet-20250219', { messages: [{ role: 'user', content: '...' }] }, { content: '', stop_reason: 'max_turns' }));
    return agent('mcp_client.agent_loop', { task: this.goal, server: '@playwright/mcp@0.0.18', max_turns: 9 }, { status: 'max_turns', cart_url: null }, kids, { transport: 'stdio', browser: 'chrome' });
  },
},
{
  isolates: 'An Anthropic computer-use agent takes six screenshots of an unchanged desktop update dialog; only the tray clock, screenshot hash and byte size change, and its text before each is the same line.',
  stagnation: true,
  goal: 'Open Thunderbird and archive all messages older than 2024 from the "Receipts" folder.',
  build(R) {
    const kids = [];
    const shot = () => ({ ...R.shotObj(1024, 768), ocr: `Software Updater\nUpdated software is available for this computer. Do you want to install it now?\n▸ Details of updates\n196.4 MB will be downloaded.\n[Settings…] [Remind Me Later] [Install Now]\n— tray: ${R.clock(R.tick(7)).slice(0, 5)}  🔋${R.int(61, 64)}%` });
    const turn = (text, input, out) => { kids.push(llm('claude-3-5-sonnet-20241022', { messages_count: kids.length + 1 }, cuText(text, { id: R.b62(22), input }), [], { stop_reason: 'tool_use', input_tokens: R.int(2000, 9000) })); kids.push(tool('computer', input, out)); };
    turn('Let me start by taking a screenshot of the desktop.', { action: 'screenshot' }, { ...R.shotObj(1024, 768), ocr: 'Activities  Files  Thunderbird Mail  Terminal' });
    turn('I see the dock. I will double-click the Thunderbird icon.', { action: 'double_click', coordinate: [34, 212] }, { output: 'double-clicked' });
    turn('Let me take a screenshot to check the current state.', { action: 'screenshot' }, shot());
    turn('Let me take a screenshot to check the current state.', { action: 'screenshot' }, shot());
    kids.push(tool('computer', { action: 'mouse_move', coordinate: R.jitter([512, 400]) }, { output: 'moved' }));
    turn('Let me take a screenshot to check the current state.', { action: 'screenshot' }, shot());
    turn('Let me take a screenshot to check the current state.', { action: 'screenshot' }, shot());
    turn('Let me take a screenshot to check the current state.', { action: 'screenshot' }, shot());
    turn('Let me take a screenshot to check the current state.', { action: 'screenshot' }, shot());
    return agent('computer_use_demo.sampling_loop', { task: this.goal }, { stopped: 'iteration_cap' }, kids, { display: ':1', tool_version: 'computer_use_20241022' });
  },
},
{
  isolates: 'A model-driven Selenium checker re-requests a parcel tracking endpoint five times with only a client ts parameter changed; every JSON answer is "in transit, Memphis hub" with new Date headers, cf-ray ids and ages, and the agent never answers.',
  stagnation: false,
  goal: 'Tell the customer where parcel 1Z 88W 4E7 03 6618 2245 is right now and its expected delivery date.',
  build(R) {
    const kids = [];
    kids.push(tool('driver.get', { url: 'https://track.parcelstream.com/?n=1Z88W4E7036618' }, { title: 'Track · ParcelStream', current_url: `https://track.parcelstream.com/track/1Z88W4E7036618?loc=en_US&${R.bust()}` }));
    kids.push(llm('gpt-4o-mini', { messages: [{ role: 'user', content: 'The tracking page is a SPA. Which XHR gives the status?' }] }, { tool_calls: [{ function: { name: 'http_get', arguments: JSON.stringify({ url: 'https://track.parcelstream.com/api/v2/track/1Z88W4E7036618', params: { ts: R.epochMs() } }) } }] }));
    const resp = (ts) => ({ status: 200, headers: { date: R.http(R.tick(20)), 'content-type': 'application/json; charset=utf-8', 'cf-ray': `${R.hex(16)}-MEM`, 'x-request-id': R.uuid(), age: String(R.int(0, 59)), 'cache-control': 'max-age=60', etag: R.etag(), 'x-served-by': R.host('trk') }, body: JSON.stringify({ trackingNumber: '1Z88W4E7036618', status: 'IN_TRANSIT', statusText: 'In transit', lastScan: { location: 'MEMPHIS, TN, US', facility: 'Memphis Air Hub', time: '2025-03-11T04:12:00-05:00' }, estimatedDelivery: { date: '2025-03-13', window: 'by end of day' }, generatedAt: R.iso(), traceId: R.hex(32) }), elapsed_ms: R.ms(90, 600), request: { params: { ts } } });
    for (let i = 0; i < 6; i++) {
      const ts = R.epochMs(R.tick(15));
      kids.push(llm('gpt-4o-mini', { messages_count: 3 + i * 2 }, { content: null, tool_calls: [{ id: 'call_' + R.b62(24), type: 'function', function: { name: 'http_get', arguments: JSON.stringify({ url: 'https://track.parcelstream.com/api/v2/track/1Z88W4E7036618', params: { ts } }) } }] }, [], { finish_reason: 'tool_calls' }));
      kids.push(tool('http_get', { url: 'https://track.parcelstream.com/api/v2/track/1Z88W4E7036618', params: { ts } }, resp(ts)));
    }
    return agent('selenium_tracking_assistant', { task: this.goal, max_tool_calls: 8 }, { status: 'tool_budget_exhausted', answer: null }, kids, { script: 'support_bot/track.py', driver: 'chromedriver 127' });
  },
},
];
