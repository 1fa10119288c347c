import { agent, llm, tool, chain, buStep } from './lib.mjs';
export const family = 'batch_distinct_items';
export const loop = false;
export const scenarios = [
{
  isolates: 'A browser-use agent invites six different colleagues to a project workspace through the same invite form, each answered by the identical "Invitation sent" toast, with a templated memory line per person, then finishes.',
  stagnation: false,
  goal: 'Invite these people to the "Atlas redesign" workspace on taskgrid.app as Editors: r.osei, m.lindqvist, j.ferreira, k.tanaka, s.mbeki, a.novak (all @brightfold.com).',
  build(R) {
    const M = 'gpt-4o-mini'; const steps = []; let n = 1;
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Unknown - first step', memory: '', next_goal: 'Open workspace members page' }, [{ go_to_url: { url: 'https://taskgrid.app/w/atlas-redesign/settings/members' } }], [{ extracted_content: `🔗  Navigated to https://taskgrid.app/w/atlas-redesign/settings/members?t=${R.b62(10)}` }]));
    const people = ['r.osei', 'm.lindqvist', 'j.ferreira', 'k.tanaka', 's.mbeki', 'a.novak'];
    const done = [];
    people.forEach((p, i) => {
      const e = `${p}@brightfold.com`; const base = 30 + R.int(0, 4);
      steps.push(buStep(R, n++, M, { evaluation_previous_goal: i ? `Success - invited ${people[i - 1]}@brightfold.com as Editor` : 'Success - members page', memory: `Invited ${done.length}/6${done.length ? ': ' + done.join(', ') : ''}.`, next_goal: `Invite ${e} as Editor` }, [{ click_element: { index: base } }, { input_text: { index: base + 3, text: e } }, { select_dropdown_option: { index: base + 4, text: 'Editor' } }, { click_element: { index: base + 6 } }], [{ extracted_content: `🖱️  Clicked index ${base}: Invite member` }, { extracted_content: `⌨️  Input ${e} into index ${base + 3}` }, { extracted_content: "Selected option 'Editor'" }, { extracted_content: `🖱️  Clicked index ${base + 6}: Send invite. Toast: "Invitation sent" (members badge ${8 + i} → ${9 + i})` }]));
      done.push(p);
    });
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Success - invited a.novak@brightfold.com as Editor', memory: 'Invited 6/6.', next_goal: 'Verify pending invites list then finish' }, [{ extract_content: { goal: 'pending invitations with role' } }], [{ extracted_content: '📄  ' + JSON.stringify({ pending: people.map(p => ({ email: `${p}@brightfold.com`, role: 'Editor', sent: R.ago() })) }) }]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Success - 6 pending Editor invites', memory: 'All invited.', next_goal: 'Finish' }, [{ done: { text: 'All six colleagues were invited to Atlas redesign as Editors; invites are pending acceptance.', success: true } }], [{ extracted_content: 'done', is_done: true }]));
    return agent('browser_use.Agent.run', { task: this.goal }, { status: 'done', success: true }, steps, { framework: 'browser-use 0.1.41' });
  },
},
{
  isolates: 'An OpenAI CUA agent approves five different expense reports in a finance web app, each approval getting the same green "Approved ✓" toast, then confirms the queue is empty.',
  stagnation: false,
  goal: 'Approve all expense reports under $500 waiting in my approval queue on spendly.io; leave anything $500 or more untouched.',
  build(R) {
    const kids = [];
    const turn = (summary, action, o) => { const cid = 'call_' + R.b62(20); kids.push(llm('computer-use-preview', { previous_response_id: 'resp_' + R.hex(24) }, { output: [...(summary ? [{ type: 'reasoning', summary: [{ type: 'summary_text', text: summary }] }] : []), { type: 'computer_call', call_id: cid, action }] })); kids.push(tool('computer_call', { call_id: cid, action }, { type: 'computer_call_output', current_url: o.url, screen_text: o.text, screenshot_bytes: R.int(100000, 300000) })); };
    const q = 'https://app.spendly.io/approvals';
    turn('Opening the approval queue.', { type: 'click', button: 'left', x: 96, y: 210 }, { url: q, text: 'Approvals (7)\nER-3301 L. Haddad Client dinner $212.40\nER-3304 P. Grant Train tickets $86.00\nER-3307 S. Iqbal Conference fee $1,150.00\nER-3309 D. Moreau Office supplies $47.95\nER-3312 T. Nguyen Hotel 2 nights $398.00\nER-3315 C. Ruiz Laptop $1,899.00\nER-3318 M. Abara Taxi $31.20' });
    const items = [['ER-3301', 'Client dinner $212.40', 262], ['ER-3304', 'Train tickets $86.00', 298], ['ER-3309', 'Office supplies $47.95', 262], ['ER-3312', 'Hotel 2 nights $398.00', 298], ['ER-3318', 'Taxi $31.20', 334]];
    items.forEach(([id, d, y], i) => {
      turn(`Approving ${id} (${d}), under $500.`, { type: 'click', button: 'left', x: 1140, y }, { url: `${q}?rev=${R.hex(6)}`, text: `Approved ✓ · ${id} · ${R.ago()}\nApprovals (${6 - i})` });
    });
    turn('Five approved; ER-3307 ($1,150) and ER-3315 ($1,899) remain for manual review. Checking the queue.', { type: 'screenshot' }, { url: q, text: 'Approvals (2)\nER-3307 S. Iqbal Conference fee $1,150.00\nER-3315 C. Ruiz Laptop $1,899.00' });
    kids.push(llm('computer-use-preview', {}, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'Approved 5 reports under $500 (ER-3301, ER-3304, ER-3309, ER-3312, ER-3318; total $775.55). Left ER-3307 ($1,150.00) and ER-3315 ($1,899.00) in the queue.' }] }] }));
    return agent('cua.agent_loop', { task: this.goal }, { status: 'completed' }, kids, { browser: 'playwright chromium' });
  },
},
{
  isolates: 'A Selenium inventory bot driven by a model enters seven different stock counts into the same warehouse form row by row, each save answered "Saved", writing one templated confirmation line per SKU, then submits the count sheet.',
  stagnation: false,
  goal: 'Enter the cycle-count results for aisle 14 into the WMS count sheet CS-2025-0611 and submit it.',
  build(R) {
    const kids = [];
    kids.push(tool('driver.get', { url: 'https://wms.northpier-logistics.com/count/CS-2025-0611' }, { title: 'Count sheet CS-2025-0611 · Aisle 14', current_url: `https://wms.northpier-logistics.com/count/CS-2025-0611?sess=${R.sid()}` }));
    const rows = [['14-A-01', 'NP-88120 hex bolts M8', 412], ['14-A-02', 'NP-88121 hex bolts M10', 389], ['14-A-03', 'NP-88133 washers 10mm', 1220], ['14-B-01', 'NP-90410 cable ties 300mm', 76], ['14-B-02', 'NP-90411 cable ties 200mm', 0], ['14-B-03', 'NP-90502 zip bags 4x6', 2450], ['14-C-01', 'NP-91001 duct tape 48mm', 58]];
    rows.forEach(([loc, sku, qty], i) => {
      kids.push(llm('gpt-4o-mini', { messages: [{ role: 'user', content: `row ${i + 1}/7` }] }, { content: `Saving count for ${sku.split(' ')[0]} at ${loc}: ${qty} units.`, tool_calls: [{ function: { name: 'fill_and_save_row', arguments: JSON.stringify({ row: i + 1, counted: qty }) } }] }));
      kids.push(tool('fill_and_save_row', { row: i + 1, css: `tr[data-loc="${loc}"] input.counted`, value: String(qty) }, { status: 'Saved', row: loc, variance: qty - [400, 400, 1200, 80, 12, 2400, 60][i], saved_at: R.clock(R.tick(6)), etag: R.etag() }));
    });
    kids.push(llm('gpt-4o-mini', { messages: [] }, { content: 'All 7 rows saved; variance on 14-B-02 (0 vs 12 expected) flagged automatically. Submitting the sheet.', tool_calls: [{ function: { name: 'click', arguments: '{"css":"button#submit-count"}' } }] }));
    kids.push(tool('click', { css: 'button#submit-count' }, { alert_text: 'Count sheet CS-2025-0611 submitted for approval (7 lines, 1 variance > 10%).', accepted: true }));
    return agent('wms_count_bot', { task: this.goal, source: 'aisle14_counts.csv' }, { status: 'submitted', lines: 7 }, kids, { driver: 'selenium 4.21 / msedgedriver', host: R.host('rpa') });
  },
},
];
