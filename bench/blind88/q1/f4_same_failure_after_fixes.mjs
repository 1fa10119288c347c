import { agent, llm, tool, chain, buStep, cuText } from './lib.mjs';
export const family = 'same_failure_after_fixes';
export const loop = true;
export const scenarios = [
{
  isolates: 'An Anthropic computer-use agent edits a Playwright selector three different ways and re-runs the spec; each run fails with the same TimeoutError on the same locator, differing only in durations, worker ids and trace paths.',
  stagnation: false,
  goal: 'Make the failing e2e test tests/checkout.spec.ts ("applies promo code") pass in the storefront repo open in the VM terminal.',
  build(R) {
    const kids = [];
    const turn = (text, name, input, out, err) => {
      kids.push(llm('claude-3-5-sonnet-20241022', { system: '<SYSTEM_CAPABILITY>* You are utilising an Ubuntu virtual machine...', messages_count: kids.length + 1 }, cuText(text, { id: R.b62(22), name, input }), [], { stop_reason: 'tool_use' }));
      kids.push(tool(name, input, out, err ? { error: err } : {}));
    };
    const fail = () => `Running 1 test using 1 worker\n\n  ✘  1 [chromium] › tests/checkout.spec.ts:41:7 › checkout › applies promo code (${(5 + R.rnd()).toFixed(1)}s)\n\n  1) [chromium] › tests/checkout.spec.ts:41:7 › checkout › applies promo code\n\n    TimeoutError: locator.click: Timeout 5000ms exceeded.\n    Call log:\n      - waiting for getByRole('button', { name: 'Apply' })\n\n      48 |     await page.fill('#promo', 'SPRING25');\n    > 49 |     await page.getByRole('button', { name: 'Apply' }).click();\n\n    attachment #1: trace (application/zip) ──────────────────\n    test-results/checkout-applies-promo-code-chromium/trace.zip\n    Usage: npx playwright show-trace test-results/checkout-applies-promo-code-chromium/trace-${R.hex(6)}.zip\n\n  1 failed\n    [chromium] › tests/checkout.spec.ts:41:7 › checkout › applies promo code\n  Finished in ${(6 + R.rnd() * 2).toFixed(1)}s (pid ${R.int(20000, 40000)})`;
    turn('Let me run the failing test first to see the error.', 'bash', { command: 'cd ~/storefront && npx playwright test tests/checkout.spec.ts -g "applies promo code" --reporter=line' }, { output: fail(), exit_code: 1 });
    turn('The Apply button is not found. Let me look at the test around line 49.', 'str_replace_editor', { command: 'view', path: '/home/user/storefront/tests/checkout.spec.ts', view_range: [40, 56] }, { output: "41  test('applies promo code', async ({ page }) => {\n42    await page.goto('/cart');\n...\n48    await page.fill('#promo', 'SPRING25');\n49    await page.getByRole('button', { name: 'Apply' }).click();\n50    await expect(page.locator('.discount')).toHaveText('-25%');" });
    turn('Maybe the accessible name is "Apply code". I will take a screenshot of the running app to confirm.', 'computer', { action: 'screenshot' }, { ...R.shotObj(1280, 800), ocr: 'Cart (2) | Promo code [        ] [ Apply ] | Subtotal $84.00' });
    turn('The label visually reads "Apply". The button might need an exact match; I will add exact: true.', 'str_replace_editor', { command: 'str_replace', path: '/home/user/storefront/tests/checkout.spec.ts', old_str: "getByRole('button', { name: 'Apply' })", new_str: "getByRole('button', { name: 'Apply', exact: true })" }, { output: 'The file /home/user/storefront/tests/checkout.spec.ts has been edited.' });
    turn('Re-running the test.', 'bash', { command: 'cd ~/storefront && npx playwright test tests/checkout.spec.ts -g "applies promo code" --reporter=line' }, { output: fail().replace("name: 'Apply' })", "name: 'Apply', exact: true })"), exit_code: 1 });
    turn('Same timeout. Perhaps the button is rendered only after the input blurs. I will press Tab after filling.', 'str_replace_editor', { command: 'str_replace', path: '/home/user/storefront/tests/checkout.spec.ts', old_str: "await page.fill('#promo', 'SPRING25');", new_str: "await page.fill('#promo', 'SPRING25');\n    await page.keyboard.press('Tab');" }, { output: 'The file has been edited.' });
    turn('Running again.', 'bash', { command: 'cd ~/storefront && npx playwright test tests/checkout.spec.ts -g "applies promo code" --reporter=line' }, { output: fail(), exit_code: 1 });
    turn('Still the same. I will raise the action timeout in playwright.config.ts to 15000ms in case the cart hydrates slowly.', 'str_replace_editor', { command: 'str_replace', path: '/home/user/storefront/playwright.config.ts', old_str: 'actionTimeout: 5000', new_str: 'actionTimeout: 15000' }, { output: 'The file has been edited.' });
    turn('Running again with the longer timeout.', 'bash', { command: 'cd ~/storefront && npx playwright test tests/checkout.spec.ts -g "applies promo code" --reporter=line' }, { output: fail(), exit_code: 1 });
    turn('The timeout message still says 5000ms. Let me try a CSS selector instead of the role locator.', 'str_replace_editor', { command: 'str_replace', path: '/home/user/storefront/tests/checkout.spec.ts', old_str: "page.getByRole('button', { name: 'Apply', exact: true })", new_str: "page.locator('form.promo button[type=submit]')" }, { output: 'The file has been edited.' });
    turn('Re-running.', 'bash', { command: 'cd ~/storefront && npx playwright test tests/checkout.spec.ts -g "applies promo code" --reporter=line' }, { output: fail(), exit_code: 1 });
    return agent('computer_use_demo.sampling_loop', { task: this.goal }, { stopped: 'max_iterations', tests_passing: false }, kids, { model: 'claude-3-5-sonnet-20241022', tool_version: 'computer_use_20241022' });
  },
},
{
  isolates: 'A browser-use agent tries four different phone-number formats and a country-code setting on a clinic intake form; every submit shows the same "Enter a valid phone number" error, only the form token and error id changing.',
  stagnation: false,
  goal: 'Submit the new-patient intake form at mapleridgeclinic.ca for Tomasz Leclerc (DOB 1988-03-14, phone 604 555 0143, email t.leclerc@fastmail.com).',
  build(R) {
    const M = 'gpt-4o'; const steps = []; let n = 1;
    const err = () => ({ extracted_content: `🖱️  Clicked button with index ${R.int(40, 46)}: Submit intake. Page did not navigate. Visible alert: "There was a problem with your submission. Enter a valid phone number." (role=alert id=err-${R.hex(6)}) form_token=${R.b62(18)}` });
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Unknown - first step', memory: '', next_goal: 'Open the intake form' }, [{ go_to_url: { url: 'https://mapleridgeclinic.ca/new-patient' } }], [{ extracted_content: '🔗  Navigated to https://mapleridgeclinic.ca/new-patient' }]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Success - form with 9 fields', memory: 'Fields: first[12], last[13], dob[15], phone[18], country code select[17], email[20].', next_goal: 'Fill name, DOB and email' }, [{ input_text: { index: 12, text: 'Tomasz' } }, { input_text: { index: 13, text: 'Leclerc' } }, { input_text: { index: 15, text: '1988-03-14' } }, { input_text: { index: 20, text: 't.leclerc@fastmail.com' } }], [{ extracted_content: '⌨️  Input Tomasz into index 12' }, { extracted_content: '⌨️  Input Leclerc into index 13' }, { extracted_content: '⌨️  Input 1988-03-14 into index 15' }, { extracted_content: '⌨️  Input t.leclerc@fastmail.com into index 20' }]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Success - fields filled', memory: 'Phone remains.', next_goal: 'Type phone as given and submit' }, [{ input_text: { index: 18, text: '604 555 0143' } }, { click_element: { index: 42 } }], [{ extracted_content: '⌨️  Input 604 555 0143 into index 18' }, err()]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Failed - phone rejected with spaces', memory: 'Spaces may be disallowed.', next_goal: 'Retype phone with dashes 604-555-0143 and submit' }, [{ input_text: { index: 18, text: '604-555-0143' } }, { click_element: { index: 42 } }], [{ extracted_content: '⌨️  Input 604-555-0143 into index 18' }, err()]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Failed - dashes also rejected', memory: 'Maybe digits only are required.', next_goal: 'Enter 6045550143 and submit' }, [{ input_text: { index: 18, text: '6045550143' } }, { click_element: { index: 41 } }], [{ extracted_content: '⌨️  Input 6045550143 into index 18' }, err()]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Failed - digits-only rejected too', memory: 'The country-code select [17] shows "—". Perhaps it must be set to +1.', next_goal: 'Select +1 (Canada) and submit' }, [{ select_dropdown_option: { index: 17, text: '+1 Canada' } }, { click_element: { index: 43 } }], [{ extracted_content: "Selected option '+1 Canada' with value ['CA'] at index 17" }, err()]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Failed - country code did not help', memory: 'Tried spaces, dashes, digits, country code.', next_goal: 'Try E.164 format +16045550143' }, [{ input_text: { index: 18, text: '+16045550143' } }, { click_element: { index: 42 } }], [{ extracted_content: '⌨️  Input +16045550143 into index 18' }, err()]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Failed - E.164 rejected as well', memory: 'Five formats rejected with an identical message.', next_goal: 'Try (604) 555-0143 with parentheses' }, [{ input_text: { index: 18, text: '(604) 555-0143' } }, { click_element: { index: 44 } }], [{ extracted_content: '⌨️  Input (604) 555-0143 into index 18' }, err()]));
    return agent('browser_use.Agent.run', { task: this.goal, max_steps: 8 }, { status: 'max_steps_reached', final_result: null }, steps, { framework: 'browser-use 0.1.41', llm: 'gpt-4o' });
  },
},
{
  isolates: 'A desktop OS agent changes three different printer settings in GNOME and re-prints a PDF; each CUPS queue check shows the same "Stopped - Filter failed" state with a new job id, and its reflection line is repeated verbatim each round.',
  stagnation: true,
  goal: 'Print pages 1-3 of ~/Documents/lease_agreement_signed.pdf double-sided on the office printer "HP_LaserJet_M428".',
  build(R) {
    const kids = [];
    const obs = (t) => tool('observe', { modality: ['screenshot', 'a11y_tree'] }, { screenshot: R.shot(1920, 1080), a11y: t, active_window: 'Print' });
    const think = (t, acts) => kids.push(llm('gpt-4-vision-preview', { messages: [{ role: 'system', content: 'You are an agent which follow my instruction and perform desktop computer tasks as instructed. Return pyautogui code.' }, { role: 'user', content: 'Given the screenshot and accessibility tree, what is the next step?' }] }, `${t}\n\`\`\`python\n${acts}\n\`\`\``, [], { env: 'OSWorld-like ubuntu', latency_ms: R.ms(2000, 6000) }));
    const q = () => tool('pyautogui+subprocess', { code: "subprocess.run(['lpstat','-o','-p','HP_LaserJet_M428'])" }, { stdout: `HP_LaserJet_M428-${R.int(300, 399)}  user  ${R.int(180000, 190000)}   ${R.http()}\nprinter HP_LaserJet_M428 disabled since ${R.http()} -\n\tFilter failed`, returncode: 0, elapsed: R.dur(0.05, 0.4) });
    const reflect = 'The job went to the queue but the printer is again "disabled - Filter failed" and nothing printed. I will change another print setting and send the job again.';
    think('Open the PDF in Document Viewer and press Ctrl+P.', "pyautogui.hotkey('ctrl','p')"); kids.push(tool('pyautogui', { code: "pyautogui.hotkey('ctrl','p')" }, { ok: true }));
    kids.push(obs("[dialog] Print\n  [combo] Printer: HP_LaserJet_M428\n  [radio] Pages: ( ) All (•) Pages: []\n  [tab] General | Page Setup | Job | Advanced"));
    think('Set Pages to 1-3 and choose Two-sided Long edge on the Page Setup tab, then Print.', "pyautogui.click(842, 418); pyautogui.write('1-3'); pyautogui.click(1010, 262); pyautogui.click(1130, 470); pyautogui.click(1612, 980)");
    kids.push(tool('pyautogui', { code: "pyautogui.click(842, 418); pyautogui.write('1-3'); pyautogui.click(1010, 262); pyautogui.click(1130, 470); pyautogui.click(1612, 980)" }, { ok: true }));
    kids.push(q());
    const fixes = [
      ['Turn off two-sided printing in Page Setup, print again.', "pyautogui.hotkey('ctrl','p'); pyautogui.click(1010, 262); pyautogui.click(1130, 470); pyautogui.click(1140, 512); pyautogui.click(1612, 980)"],
      ['Set paper size from Letter to A4 in Page Setup and print again.', "pyautogui.hotkey('ctrl','p'); pyautogui.click(1010, 262); pyautogui.click(1130, 560); pyautogui.click(1150, 604); pyautogui.click(1612, 980)"],
      ['Enable "Print as image" in the Advanced tab of the viewer and print again.', "pyautogui.hotkey('ctrl','p'); pyautogui.click(1190, 262); pyautogui.click(880, 344); pyautogui.click(1612, 980)"],
      ['Re-enable the printer with cupsenable then print again with default settings.', "subprocess.run(['cupsenable','HP_LaserJet_M428']); pyautogui.hotkey('ctrl','p'); pyautogui.click(1612, 980)"],
    ];
    for (const [fx, code] of fixes) {
      think(`${reflect}\nNext change: ${fx}`, code);
      kids.push(tool('pyautogui', { code }, { ok: true, elapsed: R.dur(0.3, 1.8) }));
      kids.push(q());
    }
    think(reflect, 'WAIT');
    return agent('os_agent.run', { instruction: this.goal, platform: 'ubuntu-22.04', max_steps: 15, action_space: 'pyautogui' }, { status: 'FAIL', steps: 15 }, kids, { screen: '1920x1080', observation: 'screenshot_a11y_tree' });
  },
},
];
