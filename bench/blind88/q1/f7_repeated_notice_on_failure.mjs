import { agent, llm, tool, chain, buStep, cuText } from './lib.mjs';
export const family = 'repeated_notice_on_failure';
export const loop = true;
export const scenarios = [
{
  isolates: 'A browser-use grocery agent retries "Place order" three times, gets the same card-declined banner each time, and sends the user the same apology message after every failure.',
  stagnation: true,
  goal: 'Place the saved weekly grocery order on freshcart.com for Saturday 9-11am delivery using the saved Visa.',
  build(R) {
    const M = 'gpt-4o'; const steps = []; let n = 1;
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Unknown - first step', memory: '', next_goal: 'Open saved lists' }, [{ go_to_url: { url: 'https://www.freshcart.com/lists' } }], [{ extracted_content: '🔗  Navigated to https://www.freshcart.com/lists' }]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Success - lists loaded', memory: 'List "Weekly basics" has 23 items.', next_goal: 'Add whole list to cart' }, [{ click_element: { index: 18 } }], [{ extracted_content: '🖱️  Clicked button with index 18: Add all to cart (23). Cart badge: 23' }]));
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Success - 23 items in cart, $112.48', memory: 'Cart ready.', next_goal: 'Checkout and pick Saturday 9-11am' }, [{ click_element: { index: 7 } }, { click_element: { index: 52 } }], [{ extracted_content: '🖱️  Clicked button with index 7: Checkout' }, { extracted_content: '🖱️  Clicked button with index 52: Sat 9:00–11:00 AM ($3.99)' }]));
    const declined = () => ({ extracted_content: `🖱️  Clicked button with index ${R.int(60, 64)}: Place order. Alert shown: "Your payment was declined by the card issuer (code 05 - Do not honor). Please use a different payment method." ref=PAY-${R.hex(8).toUpperCase()} at ${R.clock()}` });
    const msg = 'I tried to place your FreshCart order (23 items, $116.47 incl. delivery, Sat 9–11am) but your saved Visa ending 2209 was declined by the bank (code 05 – Do not honor). I will try placing the order again.';
    for (let r = 0; r < 3; r++) {
      steps.push(buStep(R, n++, M, { evaluation_previous_goal: r ? 'Failed - card declined again' : 'Success - slot selected', memory: 'Saved Visa ending 2209 selected.', next_goal: 'Place the order' }, [{ click_element: { index: 61 } }], [declined()]));
      steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Failed - payment declined (code 05)', memory: 'Order not placed.', next_goal: 'Tell the user about the decline' }, [{ send_message_to_user: { text: r === 1 ? msg.replace('I will try', "I'll try") : msg } }], [{ extracted_content: `Message delivered to user (msg_${R.b62(12)})` }]));
    }
    return agent('browser_use.Agent.run', { task: this.goal, max_steps: 9 }, { status: 'max_steps_reached', order_placed: false }, steps, { framework: 'browser-use 0.1.40', custom_actions: ['send_message_to_user'] });
  },
},
{
  isolates: 'An Anthropic computer-use agent re-uploads the same 58 MB video to a grant portal three times, gets "413 Request Entity Too Large" each time, and tells the user the same thing after each try.',
  stagnation: true,
  goal: 'Upload ~/Videos/pitch_final.mp4 as the "Project video" attachment on the Greenway Arts Fund application and save the draft.',
  build(R) {
    const kids = [];
    const turn = (text, input, out) => { kids.push(llm('claude-3-5-sonnet-20241022', { messages_count: kids.length + 1 }, cuText(text, input ? { id: R.b62(22), input } : null), [], { stop_reason: input ? 'tool_use' : 'end_turn' })); if (input) kids.push(tool('computer', input, out)); };
    turn('I will take a screenshot to see where we are.', { action: 'screenshot' }, { ...R.shotObj(), ocr: 'Greenway Arts Fund · Application GAF-25-0381 · Step 4 of 6: Attachments · Project video (MP4, optional) [Choose file]' });
    const msg = 'The upload of pitch_final.mp4 (58.2 MB) failed: the portal returned "413 Request Entity Too Large". The draft is still saved without the video. I will try uploading it again.';
    for (let r = 0; r < 3; r++) {
      turn(r ? null : 'I will click Choose file next to Project video.', { action: 'left_click', coordinate: R.jitter([788, 412], 3) }, { output: 'clicked', ocr: 'File Upload dialog — Home / Videos' });
      turn(null, { action: 'type', text: '/home/user/Videos/pitch_final.mp4\n' }, { output: 'typed' });
      turn(null, { action: 'left_click', coordinate: R.jitter([902, 612], 3) }, { output: 'clicked Upload' });
      turn('Waiting for the upload to finish, then checking.', { action: 'screenshot' }, { ...R.shotObj(), ocr: `Upload failed: 413 Request Entity Too Large\nnginx\nrequest id ${R.hex(16)} · ${R.http()}\n[Dismiss]` });
      turn(r === 2 ? msg.replace('failed:', 'failed again:') : msg, null);
    }
    return agent('computer_use_demo.sampling_loop', { task: this.goal }, { stopped: 'iteration_cap', uploaded: false }, kids, { tool_version: 'computer_use_20241022' });
  },
},
{
  isolates: 'A Selenium RPA bot with a model planner keeps re-running the same SSO login for a timesheet portal; the same MFA error comes back and its failure hook posts the identical Teams alert each round, while the planner\'s notes differ.',
  stagnation: false,
  goal: 'Log into the TimeTrack portal as svc-payroll-bot and download the approved timesheets CSV for pay period 2025-14.',
  build(R) {
    const kids = [];
    const plans = [
      'Start: open the portal and sign in with the stored service credentials, then go to Reports > Approved timesheets.',
      'Login did not complete. The cookie jar might be stale; clear cookies and sign in again with the same credentials.',
      'Still blocked at the identity provider. Try the login in a fresh Chrome profile in case a cached device claim interferes.',
      'The identity provider rejects it the same way. Retry once more after waiting 60 seconds in case of a transient IdP issue.',
    ];
    plans.forEach((p, i) => {
      kids.push(llm('gpt-4o-mini', { messages: [{ role: 'system', content: 'You plan Selenium steps for an RPA bot. Reply with JSON.' }, { role: 'user', content: i ? `last_error: AADSTS50076` : 'begin' }] }, JSON.stringify({ plan: p, steps: ['get', 'login', 'goto_report'] })));
      if (i === 1) kids.push(tool('driver.delete_all_cookies', {}, null));
      if (i === 3) kids.push(tool('time.sleep', { seconds: 60 }, null));
      kids.push(tool('driver.get', { url: 'https://timetrack.corvana.com/' }, { current_url: `https://login.microsoftonline.com/${R.uuid()}/oauth2/v2.0/authorize?client_id=${R.uuid()}&state=${R.b62(20)}&nonce=${R.b62(16)}`, title: 'Sign in to your account' }));
      kids.push(tool('login_with_credentials', { user: 'svc-payroll-bot@corvana.com', secret_ref: 'vault:rpa/timetrack' }, null, { error: `SessionNotCreated: AADSTS50076: Due to a configuration change made by your administrator, or because you moved to a new location, you must use multi-factor authentication to access '${'TimeTrack'}'.\nTrace ID: ${R.uuid()}\nCorrelation ID: ${R.uuid()}\nTimestamp: ${R.iso(R.tick(40)).replace('T', ' ').slice(0, 19)}Z` }));
      kids.push(chain('on_failure_hook', { error_code: 'AADSTS50076', attempt: i + 1 }, { posted: true }, [tool('teams.post_message', { channel: 'payroll-automation', text: '⚠️ TimeTrack export bot could not sign in (AADSTS50076 – MFA required for svc-payroll-bot). The pay period 2025-14 CSV was not downloaded. Retrying automatically.' }, { id: String(R.int(1700000000000, 1799999999999)), replyToId: null, createdDateTime: R.iso() })]));
    });
    return agent('rpa.timesheet_export', { task: this.goal, max_attempts: 4 }, { status: 'failed', attempts: 4 }, kids, { runner: 'selenium 4.22 + planner', host: R.host('rpa') });
  },
},
];
