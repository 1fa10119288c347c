import { agent, llm, tool, chain, buStep, cuText } from './lib.mjs';
export const family = 'verbatim_long_step_repeat';
export const loop = true;
export const scenarios = [
{
  isolates: 'A browser-use agent restates its whole long evaluation/next-goal block word for word after an extract_content that returns the same seat map, then the run is cut off.',
  stagnation: true,
  goal: 'On skyharbor-air.com, move passenger Dana Whitfield on booking QX7R2M to an aisle seat in rows 10-20 on flight SH 418.',
  build(R) {
    const M = 'gpt-4o-2024-08-06'; const steps = []; let n = 1;
    const csrf = R.csrf();
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Unknown - first step', memory: 'Need to open manage-booking.', next_goal: 'Open the manage booking page' }, [{ go_to_url: { url: 'https://www.skyharbor-air.com/manage' } }], [{ extracted_content: `🔗  Navigated to https://www.skyharbor-air.com/manage?${R.bust()}`, include_in_memory: true }]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Success - manage page loaded with a cookie banner', memory: 'Banner index 3 is Accept all.', next_goal: 'Dismiss cookie banner and fill booking reference' }, [{ click_element: { index: 3 } }, { input_text: { index: 14, text: 'QX7R2M' } }, { input_text: { index: 15, text: 'Whitfield' } }], [{ extracted_content: '🖱️  Clicked button with index 3: Accept all' }, { extracted_content: '⌨️  Input QX7R2M into index 14' }, { extracted_content: '⌨️  Input Whitfield into index 15' }]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Success - both fields filled', memory: 'Booking QX7R2M, last name Whitfield.', next_goal: 'Submit Find booking' }, [{ click_element: { index: 17 } }], [{ extracted_content: `🖱️  Clicked button with index 17: Find booking. Page changed to /manage/trip?pnr=QX7R2M&_csrf=${csrf}` }]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Success - trip page shows SH 418 SEA→DEN, 1 passenger', memory: 'Trip found; seat currently 27E (middle).', next_goal: 'Open seat selection for SH 418' }, [{ click_element: { index: 42 } }], [{ extracted_content: '🖱️  Clicked button with index 42: Change seat' }]));
    const seatMap = { rows: { '10': 'A▣ B▣ C▣ | D▣ E▣ F▣', '11': 'A▣ B▣ C▣ | D▣ E▣ F▣', '12': 'A▣ B▣ C□(Extra legroom $49) | D▣ E▣ F▣', '14-20': 'all ▣ occupied', '21': 'A□ B▣ C□ | D□ E▣ F▣' }, legend: '▣ occupied, □ available', currentSeat: '27E', note: 'Seat changes within 24h of departure may incur fees.' };
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Success - seat map modal opened', memory: 'Seat map visible.', next_goal: 'Extract seat availability rows 10-20' }, [{ extract_content: { goal: 'list available aisle seats in rows 10 to 20 with prices' } }], [{ extracted_content: '📄  Extracted from page\n```json\n' + JSON.stringify(seatMap) + '\n```', include_in_memory: true }]));
    const longState = { evaluation_previous_goal: 'Partial - the seat map loaded and I extracted availability for rows 10 to 20, but the only aisle seat free in that range is 12C which is an Extra legroom seat costing $49, and every other aisle seat (10C, 10D, 11C, 11D, 12D, 14C through 20D) is shown as occupied.', memory: 'Booking QX7R2M found, passenger Dana Whitfield currently in 27E. Aisle seats in rows 10-20 are all taken except 12C (paid, $49). Row 21 has 21C and 21D free at no cost but is outside the requested range.', next_goal: 'Decide whether to take paid seat 12C or report that no free aisle seat exists in rows 10-20; first re-check the seat map in case availability refreshed.' };
    steps.push(buStep(R, n++, M, longState, [{ extract_content: { goal: 'list available aisle seats in rows 10 to 20 with prices' } }], [{ extracted_content: '📄  Extracted from page\n```json\n' + JSON.stringify(seatMap) + '\n```', include_in_memory: true }], { dom_hash: R.hex(12) }));
    steps.push(buStep(R, n++, M, { ...longState }, [{ extract_content: { goal: 'list available aisle seats in rows 10 to 20 with prices' } }], [{ extracted_content: '📄  Extracted from page\n```json\n' + JSON.stringify(seatMap) + '\n```', include_in_memory: true }], { dom_hash: R.hex(12) }));
    return agent('browser_use.Agent.run', { task: this.goal, max_steps: 7 }, { status: 'max_steps_reached', steps_taken: 7, final_result: null }, steps, { framework: 'browser-use 0.1.40', session_id: R.uuid(), browser: 'chromium 129 headless' });
  },
},
{
  isolates: 'An Anthropic computer-use agent in LibreOffice Calc repeats a long plan paragraph near-verbatim after a screenshot that shows the same unchanged dialog, then stops.',
  stagnation: true,
  goal: 'In the open spreadsheet q3_expenses.ods, create a pivot table summing Amount by Department on a new sheet.',
  build(R) {
    const kids = []; let k = 0;
    const step = (text, input, result) => {
      const id = R.b62(22);
      kids.push(llm('claude-3-5-sonnet-20241022', { messages_count: 2 + k * 2, system: 'You are utilising an Ubuntu virtual machine using x86_64 architecture...', tools: ['computer_20241022', 'bash_20241022'] }, cuText(text, { id, input }), [], { stop_reason: 'tool_use', input_tokens: 1800 + k * 1400, output_tokens: R.int(60, 260) }));
      kids.push(tool('computer', input, result, {})); k++;
    };
    step('I will take a screenshot to see the current state of the desktop.', { action: 'screenshot' }, { ...R.shotObj(1024, 768), note: 'LibreOffice Calc - q3_expenses.ods; columns A:Date B:Department C:Vendor D:Amount; rows 2-214' });
    step('The sheet is open. I will select the data range first by clicking cell A1.', { action: 'left_click', coordinate: [62, 191] }, { output: 'clicked', screenshot: R.shotObj(1024, 768) });
    step('Now extend the selection to the end of the data with Ctrl+Shift+End.', { action: 'key', text: 'ctrl+shift+End' }, { output: 'key sent', ocr: 'Name Box: A1:D214' });
    step('Open the Data menu.', { action: 'left_click', coordinate: [214, 12] }, { output: 'clicked', ocr: 'Sort... | Sort Ascending | AutoFilter | More Filters | Pivot Table ▸ | Validity...' });
    step('Hover Pivot Table and choose Insert or Edit.', { action: 'left_click', coordinate: [262, 214] }, { output: 'clicked', ocr: 'Pivot Table ▸ Insert or Edit... | Refresh | Delete' });
    step('Click Insert or Edit...', { action: 'left_click', coordinate: [388, 214] }, { output: 'clicked', ocr: 'Select Source: (•) Current selection ( ) Named range ( ) Data source registered in LibreOffice [OK] [Cancel]' });
    step('Keep Current selection and press OK.', { action: 'left_click', coordinate: [602, 468] }, { output: 'clicked', ocr: 'Pivot Table Layout — Available Fields: Date, Department, Vendor, Amount | Column Fields | Row Fields | Data Fields | Source and Destination ▸ | [OK]' });
    const plan = 'The Pivot Table Layout dialog is open with Available Fields Date, Department, Vendor and Amount. My plan is to drag Department from the Available Fields list into the Row Fields box at roughly (330, 420), then drag Amount into the Data Fields box at roughly (520, 420) so that it defaults to Sum - Amount, then expand Source and Destination and set the destination to a New sheet before pressing OK.';
    const sameOcr = 'Pivot Table Layout — Available Fields: Date, Department, Vendor, Amount | Column Fields | Row Fields | Data Fields | Source and Destination ▸ | [OK]';
    step(plan, { action: 'screenshot' }, { ...R.shotObj(1024, 768), ocr: sameOcr });
    step(plan.replace('My plan is to', 'The plan is to').replace(' so that it defaults', ', so that it defaults'), { action: 'screenshot' }, { ...R.shotObj(1024, 768), ocr: sameOcr });
    kids.push(llm('claude-3-5-sonnet-20241022', { messages_count: 2 + k * 2 }, { role: 'assistant', content: [] }, [], { stop_reason: 'max_tokens_budget', note: 'loop terminated by harness: iteration cap 10' }));
    return agent('computer_use_demo.sampling_loop', { task: this.goal, model: 'claude-3-5-sonnet-20241022', only_n_most_recent_images: 3 }, { stopped: 'iteration_cap' }, kids, { display: ':1', width: 1024, height: 768, tool_version: 'computer_use_20241022' });
  },
},
{
  isolates: 'An OpenAI CUA agent on a county permit portal emits the same long reasoning summary twice in a row around two identical "page still loading" screenshots and is cut off.',
  stagnation: true,
  goal: 'Find the status of building permit BP-2025-004417 on the Larkin County permits portal and report the last inspection result.',
  build(R) {
    const kids = []; let prev = 'resp_' + R.hex(24);
    const turn = (summary, action, out) => {
      const cid = 'cu_' + R.hex(20); const rid = 'resp_' + R.hex(24);
      kids.push(llm('computer-use-preview', { model: 'computer-use-preview', previous_response_id: prev, truncation: 'auto', tools: [{ type: 'computer_use_preview', display_width: 1440, display_height: 900, environment: 'browser' }] }, { id: rid, output: [...(summary ? [{ type: 'reasoning', summary: [{ type: 'summary_text', text: summary }] }] : []), { type: 'computer_call', call_id: cid, action, pending_safety_checks: [] }] }, [], { usage: { input_tokens: R.int(1500, 3000), output_tokens: R.int(40, 300) } }));
      kids.push(tool('computer_call', { call_id: cid, action }, { type: 'computer_call_output', call_id: cid, output: { type: 'input_image', image_url: 'data:image/png;base64,<omitted>' }, current_url: out.url, page_title: out.title, ocr: out.ocr, bytes: R.int(120000, 380000) }));
      prev = rid;
    };
    turn('Portal home is open. I need the permit search.', { type: 'click', button: 'left', x: 1102, y: 86 }, { url: 'https://permits.larkincounty.gov/CitizenAccess/Default.aspx', title: 'Larkin County Citizen Access', ocr: 'Home | Building | Planning | Search Permits | Login' });
    turn('Building tab shows a search form.', { type: 'click', button: 'left', x: 404, y: 318 }, { url: `https://permits.larkincounty.gov/CitizenAccess/Cap/CapHome.aspx?module=Building&TabName=Building&${R.bust()}`, title: 'Building - Search', ocr: 'Record Number [        ] Start Date [  ] End Date [  ] Permit Type [--Select--] [Search]' });
    turn(null, { type: 'type', text: 'BP-2025-004417' }, { url: 'https://permits.larkincounty.gov/CitizenAccess/Cap/CapHome.aspx?module=Building', title: 'Building - Search', ocr: 'Record Number [BP-2025-004417]' });
    turn('Submitting the search.', { type: 'click', button: 'left', x: 386, y: 612 }, { url: 'https://permits.larkincounty.gov/CitizenAccess/Cap/CapDetail.aspx?Module=Building&capID1=25BLD&capID2=00000&capID3=04417', title: 'Record BP-2025-004417', ocr: 'Record BP-2025-004417: Residential Addition | Record Status: Issued | Record Info ▾ | Payments ▾ | Inspections (tab)' });
    turn('Record found, status Issued. The inspection history is on the Inspections tab.', { type: 'click', button: 'left', x: 720, y: 402 }, { url: 'https://permits.larkincounty.gov/CitizenAccess/Cap/CapDetail.aspx?Module=Building&capID3=04417#inspections', title: 'Record BP-2025-004417', ocr: 'Inspections ▾  Loading... please wait' });
    const s = 'I clicked the Inspections section of record BP-2025-004417 and the panel is still showing "Loading... please wait" with a spinner, so the inspection list has not rendered yet; I will wait a few seconds and take another look so I can read the most recent inspection type, date and result (for example Framing, Insulation or Final) before reporting back.';
    turn(s, { type: 'wait' }, { url: 'https://permits.larkincounty.gov/CitizenAccess/Cap/CapDetail.aspx?Module=Building&capID3=04417#inspections', title: 'Record BP-2025-004417', ocr: 'Inspections ▾  Loading... please wait' });
    turn(s, { type: 'wait' }, { url: 'https://permits.larkincounty.gov/CitizenAccess/Cap/CapDetail.aspx?Module=Building&capID3=04417#inspections', title: 'Record BP-2025-004417', ocr: 'Inspections ▾  Loading... please wait' });
    kids.push(tool('harness.abort', { reason: 'max_turns' }, { aborted: true, turns: 8 }));
    return agent('cua_sample_app.Agent', { task: this.goal, environment: 'browser', max_turns: 8 }, { status: 'aborted', reason: 'max_turns' }, kids, { playwright: '1.48.2', viewport: '1440x900' });
  },
},
];
