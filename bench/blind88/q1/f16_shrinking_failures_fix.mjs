import { agent, llm, tool, chain, buStep, cuText } from './lib.mjs';
export const family = 'shrinking_failures_fix';
export const loop = false;
export const scenarios = [
{
  isolates: 'An Anthropic computer-use agent runs an axe accessibility check on a landing page; violations drop 6, 4, 1, 0 as it fixes alt text, form labels and then contrast, each fix different.',
  stagnation: false,
  goal: 'Make `npm run a11y` (axe + Playwright on the landing page) pass in ~/sites/harbor-landing.',
  build(R) {
    const kids = [];
    const turn = (text, name, input, out) => { kids.push(llm('claude-3-5-sonnet-20241022', { messages_count: kids.length + 1 }, cuText(text, { id: R.b62(22), name, input }), [], { stop_reason: 'tool_use' })); kids.push(tool(name, input, out)); };
    const run = (list) => ({ output: `> harbor-landing@1.4.0 a11y\n> playwright test a11y.spec.ts\n\nRunning 1 test using 1 worker\n${list.length ? '  ✘' : '  ✓'}  1 [chromium] › a11y.spec.ts:5:5 › landing has no violations (${(1.5 + R.rnd() * 2).toFixed(1)}s)\n${list.length ? `\n    Expected violations: []\n    Received: ${list.length} violation(s)\n${list.map(v => '      - ' + v).join('\n')}\n` : ''}\n  ${list.length ? '1 failed' : '1 passed'} (${(2 + R.rnd() * 2).toFixed(1)}s)`, exit_code: list.length ? 1 : 0 });
    turn('Run the check.', 'bash', { command: 'cd ~/sites/harbor-landing && npm run a11y' }, run(['image-alt: img.hero (critical)', 'image-alt: img.partner-logo:nth-child(1)', 'image-alt: img.partner-logo:nth-child(2)', 'label: input#newsletter-email', 'label: select#region', 'color-contrast: .cta-secondary (2.9:1)']));
    turn('Six violations: 3 missing alts, 2 unlabeled fields, 1 contrast. First the images.', 'str_replace_editor', { command: 'str_replace', path: '/home/user/sites/harbor-landing/src/index.html', old_str: '<img class="hero" src="/img/hero.webp">', new_str: '<img class="hero" src="/img/hero.webp" alt="Container ship entering Harbor terminal at dusk">' }, { output: 'edited' });
    turn('Partner logos get their company names as alt.', 'str_replace_editor', { command: 'str_replace', path: '/home/user/sites/harbor-landing/src/partials/partners.html', old_str: '<img class="partner-logo" src="/img/p/maersk.svg"><img class="partner-logo" src="/img/p/cma.svg">', new_str: '<img class="partner-logo" src="/img/p/maersk.svg" alt="Maersk"><img class="partner-logo" src="/img/p/cma.svg" alt="CMA CGM">' }, { output: 'edited' });
    turn('Re-run.', 'bash', { command: 'cd ~/sites/harbor-landing && npm run a11y' }, run(['label: input#newsletter-email', 'label: select#region', 'color-contrast: .cta-secondary (2.9:1)', 'landmark-one-main: page has no main landmark']));
    turn('Images fixed (6 → 4, one new landmark rule surfaced now that images pass). Adding labels to the two fields.', 'str_replace_editor', { command: 'str_replace', path: '/home/user/sites/harbor-landing/src/partials/newsletter.html', old_str: '<input id="newsletter-email" type="email" placeholder="Email">\n<select id="region">', new_str: '<label for="newsletter-email">Email address</label><input id="newsletter-email" type="email" placeholder="Email">\n<label for="region">Region</label><select id="region">' }, { output: 'edited' });
    turn('Wrap the content in a <main> element.', 'str_replace_editor', { command: 'str_replace', path: '/home/user/sites/harbor-landing/src/index.html', old_str: '<div id="content">', new_str: '<main id="content">' }, { output: 'edited' });
    turn(null, 'bash', { command: "cd ~/sites/harbor-landing && sed -i 's#</div><!-- /content -->#</main><!-- /content -->#' src/index.html && npm run a11y" }, run(['color-contrast: .cta-secondary (2.9:1)']));
    turn('Only contrast left: .cta-secondary is #8aa4b8 on white (2.9:1). Darken to #4a6478 (5.6:1).', 'str_replace_editor', { command: 'str_replace', path: '/home/user/sites/harbor-landing/src/styles/buttons.css', old_str: 'color: #8aa4b8;', new_str: 'color: #4a6478;' }, { output: 'edited' });
    turn('Re-run.', 'bash', { command: 'cd ~/sites/harbor-landing && npm run a11y' }, run([]));
    kids.push(llm('claude-3-5-sonnet-20241022', {}, cuText('npm run a11y now passes: added alt text to 3 images, labels to the email and region fields, a <main> landmark, and darkened .cta-secondary to #4a6478 (5.6:1).', null), [], { stop_reason: 'end_turn' }));
    return agent('computer_use_demo.sampling_loop', { task: this.goal }, { stopped: 'end_turn' }, kids, { tool_version: 'computer_use_20241022' });
  },
},
{
  isolates: 'A browser-use agent submits a long visa-appointment form; the error summary lists 5, then 3, then 1 problems as it fixes different fields, and the fourth submit is accepted.',
  stagnation: false,
  goal: 'Fill and submit the appointment request on the Consulate of Veradia visa portal for Samira Haddad using the details in the attached profile.',
  build(R) {
    const M = 'gpt-4o'; const steps = []; let n = 1;
    const sub = (errs) => ({ extracted_content: errs.length ? `🖱️  Clicked index 88: Submit. Error summary (role=alert): "There ${errs.length === 1 ? 'is 1 problem' : `are ${errs.length} problems`} with this form: ${errs.join('; ')}" [form_rev=${R.hex(6)}]` : `🖱️  Clicked index 88: Submit. Page: "Request received. Reference VRD-${R.int(100000, 999999)}. A confirmation e-mail has been sent."` });
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Unknown - first step', memory: '', next_goal: 'Open form' }, [{ go_to_url: { url: 'https://visa.veradia-consulate.org/appointments/new' } }], [{ extracted_content: `🔗  Navigated (queue token qt=${R.b62(20)})` }]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Success - form with 14 fields', memory: 'Profile: Samira Haddad, DOB 1991-07-22, passport P4471902 exp 2031-02-10, tourist visa, preferred dates 14-18 July.', next_goal: 'Fill personal and passport fields' }, [{ input_text: { index: 10, text: 'Samira' } }, { input_text: { index: 11, text: 'Haddad' } }, { input_text: { index: 14, text: 'P4471902' } }, { select_dropdown_option: { index: 20, text: 'Tourist (C)' } }], [{ extracted_content: '⌨️  Input Samira' }, { extracted_content: '⌨️  Input Haddad' }, { extracted_content: '⌨️  Input P4471902' }, { extracted_content: "Selected option 'Tourist (C)'" }]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Success - main fields filled', memory: 'Submit to see what else is required.', next_goal: 'Submit' }, [{ click_element: { index: 88 } }], [sub(['Date of birth is required', 'Passport expiry date is required', 'Nationality is required', 'Select at least one preferred date', 'Confirm the declaration'])]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Failed - 5 problems listed', memory: 'Missing: DOB, passport expiry, nationality, dates, declaration.', next_goal: 'Fill DOB, expiry and nationality' }, [{ input_text: { index: 12, text: '22/07/1991' } }, { input_text: { index: 15, text: '10/02/2031' } }, { select_dropdown_option: { index: 17, text: 'Lebanon' } }, { click_element: { index: 88 } }], [{ extracted_content: '⌨️  Input 22/07/1991' }, { extracted_content: '⌨️  Input 10/02/2031' }, { extracted_content: "Selected option 'Lebanon'" }, sub(['Select at least one preferred date', 'Confirm the declaration', 'Passport expiry must be at least 6 months after travel'])]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Partial - down to 3 problems', memory: 'Expiry 2031 is > 6 months after July 2025; the message may clear once dates are set.', next_goal: 'Pick preferred dates 14 and 15 July and tick the declaration' }, [{ click_element: { index: 61 } }, { click_element: { index: 62 } }, { click_element: { index: 85 } }, { click_element: { index: 88 } }], [{ extracted_content: '🖱️  Clicked index 61: 14 Jul' }, { extracted_content: '🖱️  Clicked index 62: 15 Jul' }, { extracted_content: '🖱️  Clicked index 85: I declare the information is correct' }, sub(['Upload a passport photo (JPEG, max 2 MB)'])]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Partial - 1 problem left: photo', memory: 'Profile folder has samira_photo.jpg (412 KB).', next_goal: 'Upload the photo and submit' }, [{ upload_file: { index: 79, path: '/home/agent/profile/samira_photo.jpg' } }, { click_element: { index: 88 } }], [{ extracted_content: '📁  Successfully uploaded file to index 79' }, sub([])]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Success - request received', memory: 'Done.', next_goal: 'Finish' }, [{ done: { text: 'Appointment request submitted for Samira Haddad (tourist visa, preferred 14-15 July); the consulate sent a confirmation e-mail with the reference.', success: true } }], [{ extracted_content: 'done', is_done: true }]));
    return agent('browser_use.Agent.run', { task: this.goal }, { status: 'done', success: true }, steps, { framework: 'browser-use 0.1.40' });
  },
},
{
  isolates: 'An OpenAI CUA agent in a CMS runs the broken-link checker before publishing; broken links drop 6, 3, 1, 0 as it fixes different links, then it publishes.',
  stagnation: false,
  goal: 'Fix the broken links on the draft page "2025 Volunteer Handbook" in the Wagtail CMS and publish it.',
  build(R) {
    const kids = [];
    const turn = (summary, action, o) => { const cid = 'call_' + R.b62(20); kids.push(llm('computer-use-preview', { previous_response_id: 'resp_' + R.hex(24) }, { output: [...(summary ? [{ type: 'reasoning', summary: [{ type: 'summary_text', text: summary }] }] : []), { type: 'computer_call', call_id: cid, action }] })); kids.push(tool('computer_call', { call_id: cid, action }, { type: 'computer_call_output', current_url: o.url, screen_text: o.text })); };
    const ed = 'https://cms.greenwaytrust.org/admin/pages/418/edit/';
    const chk = (lst) => ({ url: `${ed}?linkcheck=${R.hex(8)}`, text: `Link checker · scanned 42 links in ${R.ms(800, 3000)} ms · ${lst.length} broken\n${lst.join('\n')}` });
    turn('Run the link checker first.', { type: 'click', button: 'left', x: 1180, y: 140 }, chk(['/volunteer/forms/2023-waiver.pdf → 404', 'https://greenwaytrust.org/shifts → 301 loop', '/contact-us#coordinators → 404', 'http://trailcare.example.net → DNS failure', '/docs/safety-briefing-v2.pdf → 404', 'mailto:volunteers@greenwaytrust → invalid address']));
    turn('Fix the waiver PDF: the 2025 version is in the documents library.', { type: 'double_click', x: 520, y: 388 }, { url: ed, text: 'Link chooser · Document: 2025-volunteer-waiver.pdf' });
    turn(null, { type: 'click', button: 'left', x: 700, y: 520 }, { url: ed, text: 'Link updated' });
    turn('Fix the email address and the contact anchor.', { type: 'double_click', x: 610, y: 702 }, { url: ed, text: 'Edit link · mailto:volunteers@greenwaytrust.org' });
    turn(null, { type: 'type', text: 'mailto:volunteers@greenwaytrust.org' }, { url: ed, text: 'Link updated' });
    turn(null, { type: 'double_click', x: 488, y: 812 }, { url: ed, text: 'Edit link · /contact/#coordinators → updated' });
    turn('Re-check.', { type: 'click', button: 'left', x: 1180, y: 140 }, chk(['https://greenwaytrust.org/shifts → 301 loop', 'http://trailcare.example.net → DNS failure', '/docs/safety-briefing-v2.pdf → 404']));
    turn('3 left. Shifts page moved to /volunteer/shifts/; the safety briefing is now v3.', { type: 'double_click', x: 540, y: 450 }, { url: ed, text: 'Edit link · /volunteer/shifts/ → updated' });
    turn(null, { type: 'double_click', x: 530, y: 980 }, { url: ed, text: 'Link chooser · Document: safety-briefing-v3.pdf → updated' });
    turn('Re-check.', { type: 'click', button: 'left', x: 1180, y: 140 }, chk(['http://trailcare.example.net → DNS failure']));
    turn('TrailCare partner site is gone; remove the link but keep the text.', { type: 'double_click', x: 602, y: 1044 }, { url: ed, text: 'Link removed · text "TrailCare Collective" kept' });
    turn('Final check.', { type: 'click', button: 'left', x: 1180, y: 140 }, chk([]));
    turn('0 broken links. Publishing.', { type: 'click', button: 'left', x: 1210, y: 1180 }, { url: 'https://cms.greenwaytrust.org/admin/pages/418/', text: `Page '2025 Volunteer Handbook' has been published. · live at /volunteer/handbook-2025/ · ${R.usDate()}` });
    return agent('cua.agent_loop', { task: this.goal }, { status: 'completed' }, kids, { browser: 'playwright chromium', viewport: '1280x1280' });
  },
},
];
