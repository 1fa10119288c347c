import { agent, llm, tool, chain, buStep, cuText } from './lib.mjs';
export const family = 'backoff_then_success';
export const loop = false;
export const scenarios = [
{
  isolates: 'A browser-use agent booking a restaurant table gets the same "Too many requests (429), try again shortly" banner twice on Confirm, waits longer each time, succeeds on the third try and finishes with the confirmation code.',
  stagnation: false,
  goal: 'Book a table for 4 at Osteria Fumo on Friday at 19:30 under the name "Halvorsen", phone +47 912 34 567.',
  build(R) {
    const M = 'gpt-4o'; const steps = []; let n = 1;
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Unknown - first step', memory: '', next_goal: 'Open the booking widget' }, [{ go_to_url: { url: 'https://book.tablehop.no/osteria-fumo' } }], [{ extracted_content: `🔗  Navigated to https://book.tablehop.no/osteria-fumo?lang=en&wid=${R.hex(8)}` }]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Success - widget loaded', memory: 'Guests select [6], date picker [8].', next_goal: 'Select 4 guests and Friday' }, [{ select_dropdown_option: { index: 6, text: '4 guests' } }, { click_element: { index: 8 } }, { click_element: { index: 27 } }], [{ extracted_content: "Selected option '4 guests'" }, { extracted_content: '🖱️  Clicked index 8: date picker' }, { extracted_content: '🖱️  Clicked index 27: Fri 13' }]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Success - Friday slots shown: 17:00, 19:30, 21:15', memory: '19:30 available.', next_goal: 'Pick 19:30 and fill contact' }, [{ click_element: { index: 33 } }, { input_text: { index: 41, text: 'Halvorsen' } }, { input_text: { index: 42, text: '+47 912 34 567' } }], [{ extracted_content: '🖱️  Clicked index 33: 19:30' }, { extracted_content: '⌨️  Input Halvorsen into index 41' }, { extracted_content: '⌨️  Input +47 912 34 567 into index 42' }]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Success - contact filled', memory: 'Ready to confirm.', next_goal: 'Confirm booking' }, [{ click_element: { index: 45 } }], [{ extracted_content: `🖱️  Clicked index 45: Confirm. Banner: "Too many requests (429). Please try again in a few seconds." ray=${R.hex(16)}` }]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Failed - rate limited (429)', memory: 'Form still filled; first 429.', next_goal: 'Wait 5 seconds and confirm again' }, [{ wait: { seconds: 5 } }, { click_element: { index: 45 } }], [{ extracted_content: '🕒  Waiting for 5 seconds' }, { extracted_content: `🖱️  Clicked index 45: Confirm. Banner: "Too many requests (429). Please try again in a few seconds." ray=${R.hex(16)}` }]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Failed - second 429', memory: 'Backing off longer: 15 s.', next_goal: 'Wait 15 seconds and confirm again' }, [{ wait: { seconds: 15 } }, { click_element: { index: 45 } }], [{ extracted_content: '🕒  Waiting for 15 seconds' }, { extracted_content: '🖱️  Clicked index 45: Confirm. Page: "Booking confirmed! Osteria Fumo · Fri 13 June · 19:30 · 4 guests · Ref FUMO-7Q2K. SMS sent to +47 912 34 567."' }]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Success - booking confirmed, ref FUMO-7Q2K', memory: 'Done.', next_goal: 'Report' }, [{ done: { text: 'Booked Osteria Fumo, Fri 13 June 19:30, 4 guests, name Halvorsen. Reference FUMO-7Q2K (SMS confirmation sent).', success: true } }], [{ extracted_content: 'done', is_done: true }]));
    return agent('browser_use.Agent.run', { task: this.goal }, { status: 'done', success: true }, steps, { framework: 'browser-use 0.1.40' });
  },
},
{
  isolates: 'A Playwright-MCP agent\'s navigate to a statistics portal times out twice with the same net::ERR_TIMED_OUT, loads on the third try, and the agent extracts the figure and answers.',
  stagnation: false,
  goal: 'What was Portugal\'s unemployment rate in Q1 2025 according to the national statistics portal?',
  build(R) {
    const kids = [];
    const call = (text, name, args, res, err) => { kids.push(llm('claude-3-7-sonnet-20250219', { messages: [{ role: 'user', content: '...' }] }, { content: text, tool_calls: [{ id: 'toolu_' + R.b62(20), name, arguments: JSON.stringify(args) }] })); kids.push(tool(name, args, res, err ? { error: err } : {})); };
    const u = 'https://www.ine-stats.pt/en/indicators/unemployment-rate?quarter=2025Q1';
    call('Opening the indicator page.', 'browser_navigate', { url: u }, null, `TimeoutError: page.goto: net::ERR_TIMED_OUT at ${u}\nCall log:\n  - navigating to "${u}", waiting until "domcontentloaded"`);
    call('Timed out; the site may be slow. Retrying once.', 'browser_navigate', { url: u }, null, `TimeoutError: page.goto: net::ERR_TIMED_OUT at ${u}\nCall log:\n  - navigating to "${u}", waiting until "domcontentloaded"`);
    call('Second timeout. I will wait 10 seconds before the third attempt.', 'browser_wait_for', { time: 10 }, 'Waited for 10');
    call('Retrying navigation.', 'browser_navigate', { url: u }, `- Page URL: ${u}&cookieConsent=0\n- Page Title: Unemployment rate – Statistics Portugal\n- Page Snapshot\n\`\`\`yaml\n- dialog "Cookies" [ref=e3]:\n  - button "Accept" [ref=e5]\n- heading "Unemployment rate (%) – quarterly" [level=1]\n\`\`\``);
    call('Accept cookies.', 'browser_click', { element: 'Accept', ref: 'e5' }, '- Ran Playwright code: await page.getByRole(\'button\', { name: \'Accept\' }).click();');
    call('Read the table.', 'browser_snapshot', {}, `- Page Snapshot\n\`\`\`yaml\n- table "Unemployment rate by quarter":\n  - row "2024 Q3 6.1"\n  - row "2024 Q4 6.7"\n  - row "2025 Q1 6.6"\n- text: "Last updated: ${R.http()} · Release no. ${R.int(100, 999)}"\n\`\`\``);
    call('Check the footnote on the Q1 figure to be sure it is the final, not provisional, value.', 'browser_click', { element: 'Note 1', ref: 'e41' }, `- Page Snapshot\n\`\`\`yaml\n- tooltip: "2025 Q1: final estimate, published ${R.http()}. Source: Labour Force Survey."\n\`\`\``);
    kids.push(llm('claude-3-7-sonnet-20250219', { messages: [] }, { content: 'Statistics Portugal reports an unemployment rate of 6.6% for Q1 2025 (down from 6.7% in Q4 2024).' }));
    return agent('mcp_client.agent_loop', { task: this.goal, server: '@playwright/mcp@0.0.26' }, { status: 'completed', answer: '6.6%' }, kids, { transport: 'stdio' });
  },
},
{
  isolates: 'An Anthropic computer-use agent saving a Writer document to a network share gets "network path temporarily unavailable" once, retries after a pause, saves successfully and verifies the file in the file manager.',
  stagnation: false,
  goal: 'Save the open document "Board minutes 2025-05.odt" as PDF to the shared drive folder \\\\fs01\\board\\minutes.',
  build(R) {
    const kids = [];
    const turn = (text, input, out) => { kids.push(llm('claude-3-5-sonnet-20241022', { messages_count: kids.length + 1 }, cuText(text, input ? { id: R.b62(22), input } : null), [], { stop_reason: input ? 'tool_use' : 'end_turn' })); if (input) kids.push(tool('computer', input, out)); };
    turn('Taking a screenshot.', { action: 'screenshot' }, { ...R.shotObj(), ocr: 'Board minutes 2025-05.odt - LibreOffice Writer' });
    turn('Open File menu.', { action: 'left_click', coordinate: [22, 40] }, { output: 'clicked', ocr: 'New ▸ Open… Recent ▸ Save Save As… Export As ▸' });
    turn('Export As > Export as PDF…', { action: 'left_click', coordinate: [88, 318] }, { output: 'clicked', ocr: 'Export As ▸ Export as PDF… Export Directly as PDF' });
    turn(null, { action: 'left_click', coordinate: [260, 318] }, { output: 'clicked', ocr: 'PDF Options · General · [Export]' });
    turn('Default options are fine. Click Export.', { action: 'left_click', coordinate: [742, 610] }, { output: 'clicked', ocr: 'Export · File name: Board minutes 2025-05.pdf · Location: ~/Documents' });
    turn('Type the network location into the file name box.', { action: 'triple_click', coordinate: [520, 132] }, { output: 'selected' });
    turn(null, { action: 'type', text: 'smb://fs01/board/minutes/Board minutes 2025-05.pdf\n' }, { output: 'typed', ocr: `Error · The network path smb://fs01/board/minutes is temporarily unavailable. (NT_STATUS_IO_TIMEOUT) · ${R.clock()} · [OK]` });
    turn('The share timed out. That is often transient; dismiss, wait a few seconds and retry.', { action: 'key', text: 'Return' }, { output: 'key sent' });
    turn(null, { action: 'wait', duration: 5 }, { output: 'waited 5s' });
    turn('Retrying the same path.', { action: 'type', text: 'smb://fs01/board/minutes/Board minutes 2025-05.pdf\n' }, { output: 'typed', ocr: 'Board minutes 2025-05.odt - LibreOffice Writer · status: Exported to PDF' });
    turn('No error this time. Verifying in the file manager.', { action: 'key', text: 'super+e' }, { output: 'opened Files' });
    turn(null, { action: 'type', text: 'smb://fs01/board/minutes/\n' }, { output: 'typed', ocr: `minutes on fs01 · Board minutes 2025-03.pdf · Board minutes 2025-04.pdf · Board minutes 2025-05.pdf  412.6 kB  ${R.clock().slice(0, 5)}` });
    turn('"Board minutes 2025-05.pdf" (412.6 kB) is now in \\\\fs01\\board\\minutes. Done.', null);
    return agent('computer_use_demo.sampling_loop', { task: this.goal }, { stopped: 'end_turn' }, kids, { tool_version: 'computer_use_20241022' });
  },
},
];
