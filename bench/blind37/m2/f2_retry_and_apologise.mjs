// Family 2 (loop): try, fail the same way, tell the user/channel the same thing, try again (3+ rounds).
import { tracer, span } from './lib.mjs';

export const family = 'retry_and_apologise';
export const loop = true;
export const stagnation = true;

export const scenarios = [
  {
    n: '01', domain: 'salt cod drying rooms', style: 'plain',
    isolates: 'The agent pushes a fan profile to a drying-room controller that answers 409 "manual override" every time, and after each failure posts the same Slack notice before trying again, four rounds.',
    goal: 'Switch drying room 2 to the "stage-3 slow" fan profile for the new bacalhau batch B-2291 and let the floor channel know.',
    build(N) {
      const T = tracer('plain', N, { agent: 'drying-floor-agent', goal: this.goal, system: 'You operate the climate controllers of the Ålesund klippfisk drying rooms via API.' });
      const fail = () => ({ name: 'set_fan_profile', args: { room: 'DR-2', profile: 'stage3_slow', batch: 'B-2291' }, err: 'HTTP 409 Conflict', out: { status: 409, headers: { 'x-request-id': N.uuid(), date: N.http(), server: 'ctrl-gw/2.4.1' }, body: { error: 'profile_locked', detail: 'DR-2 controller in MANUAL override (set at panel). Remote profile changes rejected.', override_since: '06:12 local', controller_fw: 'CLX-880 v5.2.14', seq: N.int(100000, 999999) } } });
      const note = 'Heads up: I couldn\'t apply the stage-3 slow fan profile to drying room 2. The controller reports a manual override. I\'ll retry shortly.';
      const post = () => ({ name: 'post_slack_message', args: { channel: '#drying-floor', text: note }, out: { ok: true, channel: 'C04K' + N.upper(7), ts: `${N.epoch()}.${N.digits(6)}` } });
      T.step('', [fail()]);
      T.step(note, [post()]);
      T.step('Retrying the profile change for room 2.', [fail()]);
      T.step(note, [post()]);
      T.step('Retrying the profile change for room 2.', [fail()]);
      T.step(note, [post()]);
      T.step('Retrying the profile change for room 2.', [fail()]);
      T.step(note, [post()]);
      return T.root(null, { error: 'AgentStepLimit: 8 steps used' });
    },
  },
  {
    n: '02', domain: 'houseplant subscription boxes', style: 'openai_agents',
    isolates: 'A support agent retries creating a shipping label that the carrier rejects with the same address-validation error and sends the subscriber the same apology email after each of three failures.',
    goal: 'Ticket #88213: subscriber Priya N. says her March Monstera box never shipped. Get it shipped and keep her informed.',
    build(N) {
      const T = tracer('openai_agents', N, { agent: 'Leafbox Support Agent', workflow: 'support-ticket', goal: this.goal, toolNames: ['get_subscription', 'create_shipping_label', 'send_customer_email'] });
      T.step('', [{ name: 'get_subscription', args: { ticket: 88213 }, out: { sub_id: 'sub_' + N.alnum(14), plan: 'Monthly Tropical', box: '2025-03 Monstera', ship_to: { line1: '41 Fernhill Rd', city: 'Portland', state: 'OR', zip: '97O21' }, box_status: 'label_failed' } }]);
      const label = () => ({ name: 'create_shipping_label', args: { sub_id: 'current', service: 'ground_advantage', weight_oz: 88 }, err: 'carrier_error', out: { error: { code: 'ADDRESS_UNVERIFIABLE', message: 'Address could not be verified: postal code invalid', carrier: 'USPS', carrier_req: N.hex(20), at: N.isoSec() } } });
      const email = 'Hi Priya, sorry for the delay with your March box! We hit a hiccup generating your shipping label and are retrying now. We\'ll email you as soon as it\'s on its way.';
      const send = () => ({ name: 'send_customer_email', args: { to: 'priya.n@example.com', subject: 'Update on your Leafbox order', body: email }, out: { queued: true, message_id: `<${N.uuid()}@mail.leafbox.co>` } });
      for (let i = 0; i < 3; i++) {
        T.step(i === 0 ? 'Let me create the label.' : 'Retrying the label.', [label()]);
        T.step('I\'ll let Priya know we\'re retrying.', [send()]);
      }
      T.step('Retrying the label.', [label()]);
      return T.root(null, { error: 'MaxTurnsExceeded: Max turns (8) exceeded' });
    },
  },
  {
    n: '03', domain: 'pedicab operators', style: 'autogen',
    isolates: 'An AutoGen assistant resubmits a city permit renewal that the portal rejects with HTTP 500 each time (only the incident id changes) and after each failure emails the fleet owner the same update, three rounds.',
    goal: 'Renew the 2025 street-operation permits for our 9 pedicabs on the city portal before Friday and keep Marco (owner) updated.',
    build(N) {
      const T = tracer('autogen', N, { agent: 'permit_assistant', team: 'SelectorGroupChat.run', goal: this.goal });
      const submit = () => ({ name: 'submit_permit_renewal', args: { licence_no: 'PCAB-0412', vehicles: 9, fee_cents: 40500, insurance_doc: 'ins_2025_fleet.pdf' }, err: 'HTTP 500', out: `HTTP/1.1 500 Internal Server Error\nDate: ${N.http()}\nX-Incident-Id: INC-${N.digits(8)}\nContent-Type: text/html\n\n<html><body><h1>Something went wrong</h1><p>Please try again later.</p></body></html>` });
      const msg = 'Hi Marco, quick update: the city permit portal returned an error when I submitted the pedicab renewals. I\'m going to try again and will let you know.';
      const mail = () => ({ name: 'send_email', args: { to: 'marco@citypedals.example', subject: 'Permit renewal update', body: msg }, out: { status: 'sent', id: N.hex(16) } });
      T.step('Submitting the renewal for all 9 vehicles.', [submit()]);
      T.step(msg, [mail()]);
      T.step('Trying the submission again.', [submit()]);
      T.step(msg, [mail()]);
      T.step('Trying the submission again.', [submit()]);
      T.step(msg, [mail()]);
      T.step('Trying the submission again.', [submit()]);
      return T.root({ stop_reason: 'Maximum number of messages 15 reached, current message count: 15' });
    },
  },
  {
    n: '04', domain: 'gRPC API schema review', style: 'langsmith',
    isolates: 'A LangGraph coding agent re-triggers CI without changing anything, the buf breaking-change check fails with the identical violation each run, and it posts the same PR comment after each run.',
    goal: 'Get PR #1432 (delivery-service: make Delivery.eta human-readable) green and merged.',
    build(N) {
      const T = tracer('langsmith', N, { agent: 'pr-shepherd', goal: this.goal });
      const ci = () => ({ name: 'rerun_ci', args: { repo: 'acme/delivery-service', pr: 1432, workflow: 'proto-lint.yml' }, err: 'check failed', out: { run_id: N.int(9000000000, 9999999999), conclusion: 'failure', duration: N.dur(40, 90), log_tail: `proto/delivery/v1/delivery.proto:27:3:Field "3" with name "eta" on message "Delivery" changed type from "int64" to "string".\nbuf: 1 breaking change found (against .git#branch=main)\nError: Process completed with exit code 100.` } });
      const comment = 'CI is failing on the buf breaking-change check for `Delivery.eta` (int64 → string). Re-running the pipeline.';
      const post = () => ({ name: 'comment_on_pr', args: { repo: 'acme/delivery-service', pr: 1432, body: comment }, out: { id: N.int(2000000000, 2999999999), html_url: `https://github.com/acme/delivery-service/pull/1432#issuecomment-${N.digits(10)}` } });
      for (let i = 0; i < 3; i++) { T.step(i ? 'Let me re-run CI.' : 'Let me run CI on the PR.', [ci()]); T.step(comment, [post()]); }
      T.step('Let me re-run CI.', [ci()]);
      return T.root(null, { error: 'GraphRecursionError: Recursion limit of 16 reached without hitting a stop condition.' });
    },
  },
  {
    n: '05', domain: 'seed potato certification', style: 'openinference',
    isolates: 'The agent re-uploads the same oversized lab sample sheet, gets 413 each time, and texts the grower the same "upload failed, retrying" message after every attempt, four rounds.',
    goal: 'Submit grower Haldane Farm\'s virus-test sample sheet (lot SP-7731, variety Maris Piper) to the certification lab portal and tell the grower when it\'s in.',
    build(N) {
      const T = tracer('openinference', N, { agent: 'cert-desk', goal: this.goal, agentSpanName: 'FunctionAgent.run' });
      const up = () => ({ name: 'upload_sample_sheet', args: { lot: 'SP-7731', file: '/data/inbox/haldane/SP-7731_samples_scan.pdf' }, err: '413 Request Entity Too Large', out: `<html>\r\n<head><title>413 Request Entity Too Large</title></head>\r\n<body>\r\n<center><h1>413 Request Entity Too Large</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n<!-- ${N.host('lab-portal')} ${N.req('')} -->` });
      const sms = 'Haldane Farm: your SP-7731 sample sheet upload to the lab didn\'t go through. We\'re retrying and will confirm once it\'s received.';
      const text = () => ({ name: 'send_sms', args: { to: '+447700900418', body: sms }, out: { sid: 'SM' + N.hex(32), status: 'queued', segments: 1 } });
      for (let i = 0; i < 4; i++) { T.step(i ? 'Retrying the upload.' : 'Uploading the sample sheet.', [up()]); T.step('Letting the grower know the upload failed and that we\'re retrying.', [text()]); }
      return T.root('Stopped: max iterations (8) reached.');
    },
  },
  {
    n: '06', domain: 'biobank cryogenic freezers', style: 'smolagents',
    isolates: 'A code agent sends the same setpoint command to a freezer controller locked by an active alarm, fails identically three times, and pages on-call with the same message after each failure.',
    goal: 'Freezer FRZ-12 (-80°C, plasma aliquots) was left at -70°C after defrost. Restore the -80°C setpoint and page on-call so someone checks the door seal.',
    build(N) {
      const T = tracer('smolagents', N, { agent: 'biobank_ops', goal: this.goal, toolNames: ['set_freezer_setpoint', 'page_oncall', 'final_answer'], maxSteps: 7 });
      const since = N.clock();
      const set = () => ({ name: 'set_freezer_setpoint', args: { freezer_id: 'FRZ-12', setpoint_c: -80 }, err: 'ControllerLockedError', out: `Error executing tool 'set_freezer_setpoint': ControllerLockedError: FRZ-12 rejected write (alarm ALM-DOOR-OPEN active since ${since}, ack required at panel). txn=${N.hex(10)}` });
      const page = () => ({ name: 'page_oncall', args: { service: 'biobank-freezers', summary: 'FRZ-12 setpoint change to -80C failed: controller locked by alarm. Retrying.' }, out: { incident: 'Q' + N.upper(13), status: 'triggered', dedup_key: 'frz-12-setpoint' } });
      T.step('I will set the freezer back to -80.', [set()]);
      T.step('The setpoint change failed because the controller is locked. I will page on-call and retry.', [page()]);
      T.step('I will retry setting the freezer to -80.', [set()]);
      T.step('The setpoint change failed because the controller is locked. I will page on-call and retry.', [page()]);
      T.step('I will retry setting the freezer to -80.', [set()]);
      T.step('The setpoint change failed because the controller is locked. I will page on-call and retry.', [page()]);
      T.step('I will retry setting the freezer to -80.', [set()]);
      return T.root(null, { error: 'AgentMaxStepsError: Reached max steps.' });
    },
  },
];
