import { agent, llm, tool, chain, buStep, cuText } from './lib.mjs';
export const family = 'post_success_rechecking';
export const loop = true;
export const scenarios = [
{
  isolates: 'A browser-use agent creates a support ticket, sees "Ticket #48213 created", then reopens and re-verifies it and re-announces success four more times until the step limit.',
  stagnation: true,
  goal: 'Open a support ticket with Nimbus Hosting saying that site staging.larkspur.dev returns 502 since 09:40 UTC, priority High.',
  build(R) {
    const M = 'gpt-4o'; const steps = []; let n = 1;
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Unknown - first step', memory: '', next_goal: 'Open the support portal' }, [{ go_to_url: { url: 'https://my.nimbushost.net/support/new' } }], [{ extracted_content: `🔗  Navigated to https://my.nimbushost.net/support/new?_token=${R.csrf()}` }]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Success - new ticket form', memory: 'Fields: subject[8], site[9], priority[10], body[12].', next_goal: 'Fill the form' }, [{ input_text: { index: 8, text: '502 errors on staging.larkspur.dev since 09:40 UTC' } }, { select_dropdown_option: { index: 9, text: 'staging.larkspur.dev' } }, { select_dropdown_option: { index: 10, text: 'High' } }, { input_text: { index: 12, text: 'Since 09:40 UTC every request to staging.larkspur.dev returns 502 Bad Gateway. No deploys on our side. Please investigate.' } }], [{ extracted_content: '⌨️  Input into index 8' }, { extracted_content: "Selected option 'staging.larkspur.dev'" }, { extracted_content: "Selected option 'High'" }, { extracted_content: '⌨️  Input into index 12' }]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Success - all fields filled', memory: 'Form complete.', next_goal: 'Submit the ticket' }, [{ click_element: { index: 14 } }], [{ extracted_content: '🖱️  Clicked button with index 14: Submit ticket. Page: "Ticket #48213 created. Our team will respond within 1 hour. Status: Open · Priority: High"' }]));
    const ok = { evaluation_previous_goal: 'Success - ticket #48213 created with priority High', memory: 'Ticket #48213 created for staging.larkspur.dev 502 issue, priority High. Task complete.', next_goal: 'Verify the ticket #48213 appears in my ticket list with priority High' };
    for (let i = 0; i < 4; i++) {
      steps.push(buStep(R, n++, M, ok, [{ go_to_url: { url: 'https://my.nimbushost.net/support/tickets' } }, { extract_content: { goal: 'find ticket 48213 and its status and priority' } }], [{ extracted_content: `🔗  Navigated to https://my.nimbushost.net/support/tickets?page=1&_=${R.epochMs(R.tick(9))}` }, { extracted_content: `📄  {"ticket":"#48213","subject":"502 errors on staging.larkspur.dev since 09:40 UTC","status":"Open","priority":"High","updated":"${R.ago()}"}` }]));
    }
    steps.push(buStep(R, n++, M, ok, [{ extract_content: { goal: 'confirm ticket 48213 status' } }], [{ extracted_content: `📄  {"ticket":"#48213","status":"Open","priority":"High","first_response_due":"${R.clock()} UTC"}` }]));
    return agent('browser_use.Agent.run', { task: this.goal, max_steps: 8 }, { status: 'max_steps_reached', is_done: false }, steps, { framework: 'browser-use 0.1.40' });
  },
},
{
  isolates: 'An Anthropic computer-use agent turns on "Do Not Disturb" in GNOME, confirms it in the top bar, then opens Settings and screenshots to re-confirm it three more times.',
  stagnation: false,
  goal: 'Turn on Do Not Disturb on this Ubuntu desktop.',
  build(R) {
    const kids = [];
    const turn = (text, input, out) => { kids.push(llm('claude-3-5-sonnet-20241022', { messages_count: kids.length + 1 }, cuText(text, input ? { id: R.b62(22), input } : null), [], { stop_reason: input ? 'tool_use' : 'end_turn' })); if (input) kids.push(tool('computer', input, out)); };
    turn('First a screenshot of the desktop.', { action: 'screenshot' }, { ...R.shotObj(), ocr: `Activities · ${R.clock().slice(0, 5)} · 🔔` });
    turn('I will click the clock to open the notification panel.', { action: 'left_click', coordinate: [512, 12] }, { output: 'clicked', ocr: 'No Notifications · Do Not Disturb [ off ] · Clear' });
    turn('There is a Do Not Disturb switch. Clicking it.', { action: 'left_click', coordinate: [588, 394] }, { output: 'clicked', ocr: 'No Notifications · Do Not Disturb [ on ] · Clear' });
    turn('The switch is on, and the top bar bell is replaced by the crossed-out bell icon. Do Not Disturb is enabled.', { action: 'zoom', region: [480, 0, 560, 24] }, { ...R.shotObj(80, 24), ocr: '🔕' });
    turn('I will also verify in Settings > Notifications that it is on.', { action: 'key', text: 'super' }, { output: 'key sent' });
    turn(null, { action: 'type', text: 'notifications\n' }, { output: 'typed', ocr: 'Settings · Notifications · Do Not Disturb [ on ] · Lock Screen Notifications [ on ]' });
    turn('Settings shows Do Not Disturb on. Let me take one more screenshot to be certain the state stuck.', { action: 'screenshot' }, { ...R.shotObj(), ocr: 'Settings · Notifications · Do Not Disturb [ on ]' });
    turn('Still on. I will close Settings and look at the top bar once more.', { action: 'key', text: 'ctrl+q' }, { output: 'key sent' });
    turn(null, { action: 'screenshot' }, { ...R.shotObj(), ocr: `Activities · ${R.clock(R.tick(30)).slice(0, 5)} · 🔕` });
    turn('The crossed bell is still there. Opening the panel again to double-check the switch.', { action: 'left_click', coordinate: [511, 13] }, { output: 'clicked', ocr: 'No Notifications · Do Not Disturb [ on ] · Clear' });
    turn('Do Not Disturb is on. Let me verify one final time after a short wait.', { action: 'wait', duration: 3 }, { output: 'waited 3s' });
    turn(null, { action: 'screenshot' }, { ...R.shotObj(), ocr: 'No Notifications · Do Not Disturb [ on ] · Clear' });
    return agent('computer_use_demo.sampling_loop', { task: this.goal }, { stopped: 'iteration_cap' }, kids, { tool_version: 'computer_use_20250124' });
  },
},
{
  isolates: 'An OpenAI CUA agent registers for a meetup, sees the confirmation page and confirmation e-mail, then re-submits the RSVP form three more times, each answered "You are already registered".',
  stagnation: false,
  goal: 'RSVP "yes" for me (Jun Park, jun.park@oakmail.com) to the "Rust Toronto - June meetup" event on gathr.events.',
  build(R) {
    const kids = [];
    const turn = (summary, action, o) => { const cid = 'call_' + R.b62(20); kids.push(llm('computer-use-preview', { previous_response_id: 'resp_' + R.hex(24) }, { output: [...(summary ? [{ type: 'reasoning', summary: [{ type: 'summary_text', text: summary }] }] : []), { type: 'computer_call', call_id: cid, action }] })); kids.push(tool('computer_call', { call_id: cid, action }, { type: 'computer_call_output', current_url: o.url, screen_text: o.text, screenshot_bytes: R.int(100000, 300000) })); };
    const ev = 'https://gathr.events/e/rust-toronto-june-2025';
    turn('Opening the event page.', { type: 'click', button: 'left', x: 640, y: 52 }, { url: ev, text: 'Rust Toronto – June meetup · Thu Jun 19, 6:30 PM · 84 going · [RSVP]' });
    turn(null, { type: 'click', button: 'left', x: 1090, y: 318 }, { url: `${ev}/rsvp?s=${R.b62(16)}`, text: 'RSVP · Name [ ] Email [ ] Attending (•) Yes ( ) No [Submit]' });
    turn(null, { type: 'type', text: 'Jun Park' }, { url: `${ev}/rsvp`, text: 'Name [Jun Park]' });
    turn(null, { type: 'click', button: 'left', x: 640, y: 402 }, { url: `${ev}/rsvp`, text: 'Email [|]' });
    turn(null, { type: 'type', text: 'jun.park@oakmail.com' }, { url: `${ev}/rsvp`, text: 'Email [jun.park@oakmail.com]' });
    turn(null, { type: 'click', button: 'left', x: 640, y: 560 }, { url: `${ev}/rsvp/confirmed?rid=${R.hex(10)}`, text: "You're going! 🎉 Confirmation #RT-0619-3381 sent to jun.park@oakmail.com · 85 going" });
    turn('Registration confirmed (#RT-0619-3381). Checking the mailbox tab for the confirmation email.', { type: 'keypress', keys: ['CTRL', '2'] }, { url: 'https://mail.oakmail.com/inbox', text: `Gathr <no-reply@gathr.events> · You're registered: Rust Toronto – June meetup · ${R.ago()}` });
    turn('Email arrived. To be safe I will make sure the RSVP is recorded by submitting the form again.', { type: 'keypress', keys: ['CTRL', '1'] }, { url: `${ev}/rsvp/confirmed`, text: "You're going! 🎉" });
    for (let i = 0; i < 3; i++) {
      turn(i === 0 ? null : i === 1 ? 'It says already registered; submitting once more to be sure it saved.' : 'Re-submitting to confirm again.', { type: 'click', button: 'left', x: 1090 + R.int(-3, 3), y: 318 + R.int(-3, 3) }, { url: `${ev}/rsvp?s=${R.b62(16)}`, text: 'RSVP · Name [Jun Park] Email [jun.park@oakmail.com] [Submit]' });
      turn(null, { type: 'click', button: 'left', x: 640 + R.int(-2, 2), y: 560 + R.int(-2, 2) }, { url: `${ev}/rsvp?error=dup&s=${R.b62(16)}`, text: `You are already registered for this event (confirmation #RT-0619-3381). · req ${R.hex(12)}` });
    }
    return agent('cua.agent_loop', { task: this.goal, max_iterations: 14 }, { status: 'max_iterations' }, kids, { browser: 'playwright chromium', viewport: '1280x720' });
  },
},
];
