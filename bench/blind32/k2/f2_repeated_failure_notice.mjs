import { Run, rootSpan, agent } from './lib.mjs';

export const FAMILY = {
  name: 'repeated_failure_notice', loop: true, stagnation: true,
  isolates: 'Try, fail the same way, tell the human the same thing, try again: the failing action and the near-verbatim notice both repeat 3+ rounds.',
};

export const ROWS = [
  {
    id: '01', domain: 'seaweed harvest permits', style: 'openinference',
    isolates: 'The agent re-uploads the same oversized harvest return to the permit portal, gets 413 each time, and texts the harvester the same apology after every attempt.',
    goal: 'Submit the Q2 wild kelp harvest return (PDF + GPS track) for permit SWH-2291 to the marine licensing portal before the deadline and confirm to the harvester.',
    build(c) {
      const run = new Run(c, 'openinference', { system: 'You file statutory returns for small seaweed harvesters. Tools: upload_return, send_sms.', goal: this.goal });
      const k = [];
      const file = `/data/returns/SWH-2291_Q2_${c.date()}.zip`;
      const sms = 'Hi Aoife, the portal rejected the upload of your Q2 kelp return. I will try again shortly and let you know.';
      for (let i = 0; i < 4; i++) {
        const t = i === 0 ? 'Uploading the Q2 return package to the licensing portal.' : 'Let me try uploading the Q2 return package to the licensing portal again.';
        k.push(...run.step(t, [{ name: 'upload_return', args: { permit: 'SWH-2291', file, period: '2025-Q2' }, out: { status: 413, headers: { date: c.httpDate(), 'x-amzn-requestid': c.uuid(), 'content-type': 'text/html', via: `1.1 ${c.hex(16)}.cloudfront.net (CloudFront)`, 'x-amz-cf-id': c.b64(40) }, body: '<html><head><title>413 Request Entity Too Large</title></head><body><center><h1>413 Request Entity Too Large</h1></center><hr><center>nginx</center></body></html>', bytes_sent: 48213771 }, error: 'HTTP 413 Request Entity Too Large' }]));
        k.push(...run.step(i === 0 ? 'The upload failed. I should tell the harvester.' : 'The upload failed again. I should tell the harvester.', [{ name: 'send_sms', args: { to: '+353 87 *** 4410', body: sms }, out: { sid: `SM${c.hex(32)}`, status: 'queued', segments: 2, price_unit: 'EUR', date_created: c.httpDate() } }]));
      }
      return rootSpan(c, 'openinference', 'permit-filer', this.goal, { status: 'incomplete', reason: 'max_iterations' }, k, { metadata: { 'openinference.span.kind': 'AGENT', 'session.id': c.uuid() } });
    },
  },
  {
    id: '02', domain: 'dressage competition scoring', style: 'langgraph',
    isolates: 'A LangGraph results agent publishes class results to the federation API with an expired token, gets 401 each time, and posts the identical "delayed" notice to the ring steward channel after each try.',
    goal: 'Publish the final scores of Class 7 (Medium, Arena 2) to the national federation results API and notify ring stewards when they are live.',
    build(c) {
      const run = new Run(c, 'langgraph', { system: 'You are the show office results bot.', goal: this.goal });
      const k = [];
      k.push(...run.step('Fetching the collated judge sheets for Class 7.', [{ name: 'get_class_scores', args: { class_id: 7 }, out: { class: 'Medium M7', arena: 2, judges: ['E', 'C', 'M'], rides: 14, collated_at: c.iso(), top: [{ rider: 'L. Ferreira', horse: 'Quintus Z', pct: 71.216 }, { rider: 'S. Haugland', horse: 'Nordlys', pct: 70.43 }] } }]));
      const msg = 'Class 7 results are delayed: the federation site rejected our upload. Will retry and update you.';
      for (let i = 0; i < 3; i++) {
        k.push(...run.step(i ? 'Retrying the publish to the federation API.' : 'Publishing Class 7 to the federation API.', [{ name: 'publish_results', args: { class_id: 7, show_code: 'NDC25-114', final: true }, out: JSON.stringify({ status: 401, error: 'invalid_token', error_description: 'The access token expired', request_id: c.uuid(), server_time: c.isoSec(), node: c.host('fedapi') }), error: 'HTTPError: 401 Client Error: Unauthorized for url: https://api.fed-results.example/v2/shows/NDC25-114/classes/7' }]));
        k.push(...run.step('Publish failed. Notifying the ring stewards.', [{ name: 'slack_post', args: { channel: '#arena-2-stewards', text: msg }, out: { ok: true, channel: 'C05' + c.alnum(8, true), ts: `${c.epoch()}.${c.int(100000, 999999)}` } }]));
      }
      return rootSpan(c, 'langgraph', 'results-bot', this.goal, null, k, { error: 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.' });
    },
  },
  {
    id: '03', domain: 'Swift package resolution for a bike-fitting iOS app', style: 'openhands',
    isolates: 'An OpenHands-style coding agent re-runs the same failing `swift package resolve` and sends the user the same status message after each identical failure.',
    goal: 'Bump the SnapshotTesting dependency to 1.17 in the FitLab iOS app and make sure the package graph resolves and unit tests pass.',
    build(c) {
      const run = new Run(c, 'openhands', { system: 'You are OpenHands agent. Use CmdRunAction to run shell commands, MessageAction to talk to the user.', goal: this.goal });
      const k = [];
      k.push(...run.step('I will edit Package.swift to bump the dependency.', [{ name: 'str_replace_editor', args: { command: 'str_replace', path: '/workspace/FitLab/Package.swift', old_str: '.package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.12.0")', new_str: '.package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0")' }, out: 'The file /workspace/FitLab/Package.swift has been edited. Here\'s the result of running `cat -n` on a snippet:\n    18\t        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),' }]));
      const fail = () => `Fetching https://github.com/pointfreeco/swift-snapshot-testing\nFetched https://github.com/pointfreeco/swift-snapshot-testing from cache (${c.float(0.3, 2.5)}s)\nComputing version for swift-snapshot-testing\nerror: Dependencies could not be resolved because root depends on 'swift-snapshot-testing' 1.17.0..<2.0.0 and root depends on 'swift-custom-dump' 0.10.3..<0.11.0.\n'swift-snapshot-testing' >= 1.17.0 practically depends on 'swift-custom-dump' 1.0.0..<2.0.0.\n[Command finished with exit code 1 in ${c.float(4, 19)}s, pid ${c.int(2000, 60000)}]`;
      const tell = 'Package resolution failed after the SnapshotTesting bump. I am retrying the resolve; this can be a transient cache issue.';
      for (let i = 0; i < 3; i++) {
        k.push(...run.step(i ? 'Let me run the package resolve again.' : 'Now resolve the package graph.', [{ name: 'execute_bash', args: { command: 'cd /workspace/FitLab && swift package resolve' }, out: fail(), error: 'exit code 1' }]));
        k.push(...run.step(tell, [{ name: 'send_message', args: { content: tell, wait_for_response: false }, out: { observation: 'message', source: 'agent', id: c.int(40, 400), timestamp: c.iso() } }]));
      }
      return rootSpan(c, 'openhands', 'CodeActAgent', this.goal, { agent_state: 'error', reason: 'Agent reached maximum iteration in headless mode' }, k, { maxSteps: 8 });
    },
  },
  {
    id: '04', domain: 'mangrove restoration drone surveys', style: 'mastra',
    isolates: 'A Mastra agent keeps pushing the same 6 GB orthomosaic to a GIS endpoint that times out at 60 s, posting the same Teams notice after each timeout.',
    goal: 'Publish this week\'s drone orthomosaic of the Can Gio replanting plots to the project GIS server so the field team can check seedling survival.',
    build(c) {
      const run = new Run(c, 'mastra', { system: 'You are the survey data agent for a mangrove restoration NGO.', goal: this.goal, agentName: 'surveyAgent' });
      const k = [];
      k.push(...run.step('Locate the latest processed mosaic.', [{ name: 'listSurveyOutputs', args: { site: 'CG-plots-4to9', kind: 'orthomosaic' }, out: [{ file: `s3://ngo-drone/cg/${c.date()}/ortho_cog.tif`, size_gb: 6.2, gsd_cm: 2.1, processed_by: 'odm-3.5.2', job: c.jobId('odm') }] }]));
      const post = 'Heads-up: the orthomosaic upload to GIS timed out. Retrying now, will post when the layer is live.';
      for (let i = 0; i < 3; i++) {
        k.push(...run.step(i ? 'Retry the GIS publish.' : 'Publish the mosaic as an image layer.', [{ name: 'publishToGis', args: { source: `s3://ngo-drone/cg/${c.date()}/ortho_cog.tif`, service: 'MangroveSurvey/ImageServer', overwrite: true }, out: { code: 'ETIMEDOUT', message: `Request to https://gis.ngo-mangrove.example/arcgis/rest/services/System/PublishingTools/GPServer/submitJob timed out after 60000ms`, attempt: i + 1, gp_job: `j${c.hex(32)}`, at: c.tick(60000, 62000) && c.us() }, error: 'TimeoutError: publishToGis exceeded 60000ms', slow: true }]));
        k.push(...run.step('Let the field team know.', [{ name: 'postTeamsMessage', args: { channel: 'Field-Ops', text: post }, out: { id: `${c.epochMs()}`, etag: `${c.epochMs()}`, webUrl: `https://teams.microsoft.com/l/message/19%3A${c.hex(24)}` } }]));
      }
      return rootSpan(c, 'mastra', 'surveyAgent', this.goal, { finishReason: 'tool-calls', steps: 7, text: '' }, k);
    },
  },
  {
    id: '05', domain: 'kintsugi repair studio', style: 'responses',
    isolates: 'A studio assistant retries creating a payment link in a currency the account cannot take, fails identically, and emails the customer the same "link coming shortly" note each round.',
    goal: 'Send the customer a deposit payment link (30%) for the kintsugi repair of a Karatsu tea bowl, quote Q-0418, and confirm the booking slot.',
    build(c) {
      const run = new Run(c, 'responses', { system: 'You are the front desk assistant of a kintsugi studio. Tools: get_quote, create_payment_link, send_email.', goal: this.goal });
      const k = [];
      k.push(...run.step('', [{ name: 'get_quote', args: { id: 'Q-0418' }, out: { id: 'Q-0418', item: 'Karatsu chawan, 3 breaks + 1 chip', method: 'urushi + 24k gold powder, maki-e finish', total: 68000, currency: 'JPY', deposit_pct: 30, customer: { name: 'Ms. Hartley', email: 'j.hartley@example.co.uk' }, cure_days: 21 } }]));
      const note = 'Dear Ms. Hartley, thank you for choosing our studio. There was a small problem generating your deposit link; I am trying again and will send it shortly.';
      for (let i = 0; i < 3; i++) {
        k.push(...run.step('', [{ name: 'create_payment_link', args: { amount: 20400, currency: 'jpy', description: 'Deposit Q-0418 kintsugi repair' }, out: { error: { type: 'invalid_request_error', code: 'currency_not_supported', message: 'The currency jpy is not enabled for this account. Enabled: gbp, eur.', param: 'currency', request_log_url: `https://dashboard.stripe.com/logs/req_${c.alnum(14)}` } }, error: 'StripeInvalidRequestError: currency_not_supported', stringArgs: true }]));
        k.push(...run.step(i === 0 ? 'The payment link could not be created. I will let the customer know and try again.' : 'The payment link could not be created again. I will let the customer know and try again.', [{ name: 'send_email', args: { to: 'j.hartley@example.co.uk', subject: 'Your kintsugi repair deposit', body: note }, out: { message_id: `<${c.hex(20)}@mail.studio.example>`, accepted: ['j.hartley@example.co.uk'], response: `250 2.0.0 OK ${c.epoch()} ${c.alnum(12)} - gsmtp` } }]));
      }
      return rootSpan(c, 'responses', 'studio-desk', this.goal, { status: 'incomplete', incomplete_details: { reason: 'max_tool_calls' } }, k);
    },
  },
  {
    id: '06', domain: 'noodle factory line recipes', style: 'semantic_kernel',
    isolates: 'A plant assistant keeps writing a recipe to a PLC that rejects it because an HMI session holds the lock, and files a near-identical maintenance ticket after each rejection.',
    goal: 'Load recipe UDON-TH-08 (thicker udon, 3.2 mm cut, 11 min steam) onto Line 3 before the 14:00 changeover and confirm the PLC accepted it.',
    build(c) {
      const run = new Run(c, 'semantic_kernel', { system: 'You are the production line assistant. Plugins: Plc, Maintenance.', goal: this.goal, agentName: 'LineAssistant' });
      const k = [];
      k.push(...run.step('', [{ name: 'ReadRecipe', args: { recipe: 'UDON-TH-08' }, out: { recipe: 'UDON-TH-08', params: { sheet_mm: 3.2, cutter: 'C32', steam_s: 660, hydration_pct: 38.5, salt_brine_be: 13 }, rev: c.int(4, 12), approved_by: 'QA-Tanaka' }, plugin: 'Plc' }]));
      const ticket = 'Line 3 PLC rejected recipe download UDON-TH-08 (recipe area locked). Please check the PLC and release the lock so the recipe can be loaded before changeover.';
      for (let i = 0; i < 3; i++) {
        k.push(...run.step(i ? 'I will try writing the recipe to the Line 3 PLC again.' : 'Writing the recipe to the Line 3 PLC.', [{ name: 'WriteRecipe', args: { line: 3, recipe: 'UDON-TH-08' }, out: `OPC UA Write -> ns=3;s="DB_Recipe".Active\nStatusCode: BadUserAccessDenied (0x801F0000)\nServerTimestamp: ${c.iso()}  SourceTimestamp: ${c.iso()}\nLockOwner: HMI-L3-PANEL2 session ${c.hex(8)} since ${c.hms()}\nScanCycle: ${c.int(8, 14)}ms`, error: 'BadUserAccessDenied', plugin: 'Plc' }]));
        k.push(...run.step('The write failed. I will raise a maintenance ticket.', [{ name: 'CreateTicket', args: { queue: 'MAINT-L3', priority: 'P2', text: ticket }, out: { ticket: `MT-${c.int(30000, 39999)}`, created: c.dmy(), assignee: null, sla_due: c.isoOffset(9) }, plugin: 'Maintenance' }]));
      }
      return rootSpan(c, 'semantic_kernel', 'LineAssistant', this.goal, { FinishReason: 'MaximumAutoInvokeAttempts' }, k);
    },
  },
];
