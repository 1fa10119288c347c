// Loop family 2: try -> same failure -> same message to a human -> try again, 3+ rounds.
import { http } from './lib.mjs';

export default {
  family: 'same_failure_same_notice',
  rows: [
    {
      domain: 'kite festivals', style: 'pydantic_ai',
      opts: { agent: 'festival_ops', model: 'gpt-4o-mini' },
      isolates: 'Pydantic AI run re-uploads the same oversized permit PDF to the council portal, gets 413 each time and posts the same Slack update after every failure.',
      goal: 'Upload the signed event-safety plan (kite_festival_safety_plan_v7.pdf) for the Brean Sands Kite Festival to the council events portal before the 17:00 deadline and confirm in #festival-ops.',
      build(st, n) {
        const c = [];
        const up = () => ({ name: 'upload_to_portal', args: { application: 'EVT/2025/0418', file: '/shared/permits/kite_festival_safety_plan_v7.pdf', doc_type: 'event_safety_plan' }, err: '413 Payload Too Large: file is 31.7 MB, portal limit is 20 MB', out: http(n, 413, '<html><head><title>413 Request Entity Too Large</title></head><body><center><h1>413 Request Entity Too Large</h1></center><hr><center>nginx</center></body></html>', { 'content-type': 'text/html', 'x-request-id': n.uuid(), via: `1.1 ${n.host('waf')}` }) });
        const say = (t) => ({ name: 'post_slack', args: { channel: '#festival-ops', text: t }, out: { ok: true, channel: 'C0' + n.upper(8), ts: `${n.epoch()}.${n.digits(6)}` } });
        c.push(...st.turn('Uploading the safety plan to the council portal.', [up()]));
        c.push(...st.turn('The upload failed with 413. Letting the team know and retrying.', [say(':warning: Upload of the safety plan to the council portal failed (413 Payload Too Large). Retrying now.')]));
        c.push(...st.turn('Retrying the upload.', [up()]));
        c.push(...st.turn('The upload failed with 413 again. Letting the team know and retrying.', [say(':warning: Upload of the safety plan to the council portal failed (413 Payload Too Large). Retrying now.')]));
        c.push(...st.turn('Retrying the upload.', [up()]));
        c.push(...st.turn('The upload failed with 413. Letting the team know and retrying.', [say(':warning: Upload of the safety plan to the council portal failed again (413 Payload Too Large). Retrying now.')]));
        c.push(...st.turn('Retrying the upload.', [up()]));
        c.push(...st.turn('The upload failed with 413 again. Letting the team know and retrying.', [say(':warning: Upload of the safety plan to the council portal failed (413 Payload Too Large). Retrying now.')]));
        return st.root(c, 'UsageLimitExceeded: The next request would exceed the request_limit of 8');
      },
    },
    {
      domain: 'boat lift operators', style: 'otel_genai',
      opts: { agent: 'lift-scheduler' },
      isolates: 'GenAI-semconv trace: the same reserve_lift call hits the same 409 lockout on cradle 2 three times and the same apology e-mail goes to the skipper after each one.',
      goal: 'Book a haul-out on the 70-tonne travel lift for the yacht "Saltfinch" (LOA 14.2 m, 11 t) tomorrow 08:00 at the Port Arthur boatyard and email the skipper the slot.',
      build(st, n) {
        const c = [];
        const book = () => ({ name: 'reserve_lift', args: { lift: 'TL70', cradle: 2, vessel: 'Saltfinch', loa_m: 14.2, displacement_t: 11, start: '2025-05-14T08:00:00+10:00' }, err: 'HTTP 409 Conflict', out: { error: 'RESOURCE_LOCKED', message: 'Cradle 2 is under lockout-tagout LOTO-' + 'C2-0513' + ' until released by yard supervisor', lock_holder: 'dmorris', request_id: n.reqId('lr-'), server_time: n.isoOffset(600) } });
        const mail = () => ({ name: 'send_email', args: { to: 'skipper@saltfinch.example', subject: 'Haul-out booking for Saltfinch', body: 'Hi, we could not confirm your 08:00 haul-out yet because the travel lift booking system returned an error. We are retrying and will confirm shortly. — Port Arthur Boatyard' }, out: { id: '<' + n.hex(16) + '@mail.portarthur-boatyard.example>', accepted: ['skipper@saltfinch.example'], queued_at: n.iso() } });
        for (let i = 0; i < 3; i++) {
          c.push(...st.turn(i === 0 ? 'Reserving the 70 t lift, cradle 2, for 08:00.' : 'Trying the reservation again.', [book()]));
          c.push(...st.turn('The lift booking failed with a conflict. I will tell the skipper we are retrying.', [mail()]));
        }
        c.push(...st.turn('Trying the reservation again.', [book()]));
        return st.root(c, 'Could not reserve the lift; the skipper has been informed that we are retrying.');
      },
    },
    {
      domain: 'tapestry looms', style: 'smolagents',
      opts: { agent: 'loom_agent', tools: ['push_pattern', 'notify_weaver'] },
      isolates: 'smolagents CodeAgent keeps pushing the same jacquard file, gets the identical checksum rejection from the loom controller, and sends the weaver the same note each round.',
      goal: 'Send the "Heron at dusk" jacquard pattern (heron_dusk_4096h.jc5) to the TC2 digital loom in studio 3 and tell the weaver when it is loaded.',
      build(st, n) {
        const c = [];
        const push = () => ({ name: 'push_pattern', var: 'r', args: { loom: 'TC2-studio3', path: '/patterns/heron_dusk_4096h.jc5' }, err: `LoomError: controller rejected file: CRC32 mismatch (expected 0x9A41C0DE, got 0x1F07B2A3) [ctl fw 3.4.1, session ${n.hex(6)}]` });
        const tell = () => ({ name: 'notify_weaver', var: 'm', args: { weaver: 'Sanna', text: 'The Heron at dusk pattern did not load on the TC2 yet (controller rejected the file). I am trying again.' }, out: `sent to Sanna (#studio3) at ${n.syslogTs()} id=${n.b62(10)}` });
        for (let i = 0; i < 3; i++) {
          c.push(...st.turn('I will push the pattern file to the TC2 loom controller.', [push()]));
          c.push(...st.turn('The controller rejected the file. I will tell the weaver and try again.', [tell()]));
        }
        c.push(...st.turn('I will push the pattern file to the TC2 loom controller.', [push()]));
        return st.root(c, 'Reached max number of steps (7).');
      },
    },
    {
      domain: 'Venice gondola bookings', style: 'plain',
      opts: { agent: 'gondola-concierge', model: 'gpt-4.1-mini' },
      isolates: 'Message-level trace where the payment capture fails with the same do_not_honor decline three times and the customer gets the same "payment issue, retrying" chat message each time.',
      goal: 'Confirm and charge the private sunset gondola ride (Rialto pier, 19:10, 2 guests, 120 EUR) for chat customer #88213 and send the boarding instructions.',
      build(st, n) {
        const c = [];
        const cap = () => ({ name: 'capture_payment', args: { booking: 'GND-19-0710-R', amount_eur: 120, payment_method: 'pm_card_visa_4242' }, err: 'card_declined', out: { error: { type: 'card_error', code: 'card_declined', decline_code: 'do_not_honor', message: 'Your card was declined.', request_log_url: 'https://dashboard.stripe.com/logs/req_' + n.b62(14) }, attempt: n.uuid() } });
        const msg = () => ({ name: 'send_chat_message', args: { conversation: 88213, text: 'We had a small issue processing your payment for the 19:10 gondola ride. We are trying again now, please hold on.' }, out: { delivered: true, message_id: n.int(4000000, 4999999), read: false } });
        c.push(...st.turn('', [{ name: 'get_booking', args: { id: 'GND-19-0710-R' }, out: { pier: 'Rialto', time: '19:10', guests: 2, gondolier: 'Marco B.', price_eur: 120, hold_expires: n.isoOffset(120) } }]));
        for (let i = 0; i < 3; i++) {
          c.push(...st.turn('Capturing the 120 EUR payment.', [cap()]));
          c.push(...st.turn('The card was declined. I will let the customer know and retry the payment.', [msg()]));
        }
        c.push(...st.turn('Capturing the 120 EUR payment.', [cap()]));
        c.push(...st.final('The card was declined. I will let the customer know and retry the payment.'));
        return st.root(c, 'The card was declined. I will let the customer know and retry the payment.');
      },
    },
    {
      domain: 'coral reef restoration nursery', style: 'gemini_adk',
      opts: { agent: 'reef_data_agent', app: 'reef-nursery' },
      isolates: 'ADK/Gemini trace where the dataset submission fails with the same expired-token 401 every time and the same comment is added to the tracking ticket after every attempt.',
      goal: 'Submit the Q3 coral fragment survival dataset (Acropora tree nursery, 1,240 fragments) to the regional reef monitoring registry and update ticket REEF-562.',
      build(st, n) {
        const c = [];
        const sub = () => ({ name: 'submit_dataset', args: { registry: 'reef-monitoring', dataset: 'nursery_q3_survival.csv', rows: 1240 }, err: '401 Unauthorized', out: { error: 'invalid_token', error_description: 'The access token expired', 'www-authenticate': 'Bearer realm="registry", error="invalid_token"', trace: n.traceparent() } });
        const note = () => ({ name: 'comment_ticket', args: { ticket: 'REEF-562', body: 'Submission of the Q3 survival dataset to the registry failed (401 Unauthorized). Retrying the upload.' }, out: { id: n.int(10000, 99999), created: n.isoNoMs(), self: 'https://jira.reefnursery.example/rest/api/2/issue/REEF-562/comment/' + n.int(10000, 99999) } });
        for (let i = 0; i < 4; i++) {
          c.push(...st.turn(i ? 'Retrying the dataset submission.' : 'Submitting the dataset to the registry.', [sub()]));
          c.push(...st.turn('The submission failed with 401. I will note this on REEF-562 and retry.', [note()]));
        }
        return st.root(c, 'The submission failed with 401. I will note this on REEF-562 and retry.');
      },
    },
    {
      domain: 'screen-printing t-shirt orders', style: 'autogen',
      opts: { agent: 'prepress_agent', executor: 'tool_executor', participants: ['prepress_agent', 'tool_executor'] },
      isolates: 'AutoGen team where the same artwork is resent to the DTG print queue, rejected with the same colour-profile error, and the same Teams message is posted after each failure.',
      goal: 'Queue order #SP-7731 (48 black tees, front print "Harbour Run 10K") on the DTG printer and post in the production channel when it is queued.',
      build(st, n) {
        const c = [];
        const q = () => ({ name: 'queue_dtg_job', args: { order: 'SP-7731', artwork: 's3://prepress/SP-7731/front_harbour_run.tif', garment: 'tee-black-gildan64000', qty: 48 }, err: 'ERR_PROFILE_UNSUPPORTED', out: { code: 'ERR_PROFILE_UNSUPPORTED', detail: 'Embedded ICC profile "U.S. Web Coated (SWOP) v2" (CMYK) not accepted; RIP expects sRGB or AdobeRGB', rip: 'kornit-rip-' + n.int(1, 4), job_tmp: n.tmp('.tif') } });
        const post = () => ({ name: 'post_teams', args: { channel: 'Production', text: 'SP-7731 could not be queued on the DTG printer yet (artwork rejected by the RIP). Retrying.' }, out: { id: n.digits(13), createdDateTime: n.iso() } });
        for (let i = 0; i < 3; i++) {
          c.push(...st.turn('Sending SP-7731 artwork to the DTG queue.', [q()]));
          c.push(...st.turn('The RIP rejected the artwork. Posting an update to Production and retrying.', [post()]));
        }
        return st.root(c, 'SP-7731 could not be queued on the DTG printer yet (artwork rejected by the RIP). Retrying.');
      },
    },
  ],
};
