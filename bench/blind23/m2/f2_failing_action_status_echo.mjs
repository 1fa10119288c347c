// Loop: the same failing action is retried unchanged, and after each failure the agent sends the
// user (or a channel / ticket / email) the same near-verbatim update. Three or more rounds.
export const family = 'failing_action_status_echo';
export const loop = true;
export const stagnation = true;

export const rows = [
  {
    id: '01', domain: 'glass recycling', style: 'agno',
    isolates: 'Booking a bottle-bank collection fails with the same CONTAINER_NOT_REGISTERED error three times and each time the site manager gets the same "I will try again shortly" message.',
    goal: 'Book an urgent collection for bottle bank 3 at the Kestrel Lane recycling site (it is full) and keep the site manager, Dana, informed.',
    build: (n) => {
      const fail = () => ({ name: 'create_collection', args: { site_id: 'KL', container_id: 'KL-03', material: 'mixed_glass', priority: 'urgent' }, err: 'HTTP 422 Unprocessable Entity', out: { error: { code: 'CONTAINER_NOT_REGISTERED', detail: 'container KL-03 is not assigned to any active route', request_id: n.reqId('rq-'), route_engine: n.host('routing'), at: n.isoS() } } });
      const tell = (t) => ({ name: 'notify_site_manager', args: { to: 'dana.whitlock@kestrel-recycling.co.uk', message: t }, out: { status: 'sent', message_id: '<' + n.hex(16) + '@mail.kestrel-recycling.co.uk>', queued_at: n.http() } });
      return {
        app: 'collection-dispatcher',
        system: 'You schedule glass collections for a municipal recycling contractor. Keep site managers informed of progress.',
        steps: [
          () => ({ say: 'Booking the urgent collection for bank KL-03.', calls: [fail()] }),
          () => ({ say: 'The booking failed. I will let Dana know and try again.', calls: [tell('Hi Dana, I tried to book the collection for bottle bank 3 at Kestrel Lane but the scheduling system returned an error. I will try again shortly.')] }),
          () => ({ say: 'Retrying the collection booking for KL-03.', calls: [fail()] }),
          () => ({ say: 'The booking failed again. I will let Dana know and try again.', calls: [tell('Hi Dana, I tried to book the collection for bottle bank 3 at Kestrel Lane but the scheduling system returned an error. I will try again shortly.')] }),
          () => ({ say: 'Retrying the collection booking for KL-03.', calls: [fail()] }),
          () => ({ say: 'The booking failed again. I will update Dana and retry.', calls: [tell('Hi Dana, I tried again to book the collection for bottle bank 3 at Kestrel Lane but the scheduling system returned an error. I will try again shortly.')] }),
          () => ({ say: 'Retrying the collection booking for KL-03.', calls: [fail()] }),
        ],
        stop: 'RunCancelled: tool_call_limit=7 reached',
      };
    },
  },
  {
    id: '02', domain: 'triathlon events', style: 'dify',
    isolates: 'The Dify agent node re-issues the same timing-chip assignment, gets the same "reader pool offline" 503 each time and posts the same Slack update after every failure.',
    goal: 'Athlete #1147 (Hanna Voss) lost her timing chip at registration. Assign her spare chip SP-0093 before the 07:30 wave start and tell the #race-ops channel when done.',
    build: (n) => {
      const assign = () => ({ name: 'assign_chip', provider: 'chronotrack_api', args: { bib: 1147, chip_code: 'SP-0093', event_id: 'lakeside-sprint-25' }, err: 'Request failed with status code 503', out: { status: 503, body: `<html><head><title>503 Service Unavailable</title></head><body><h1>Reader pool offline</h1><p>mat-sync ${n.hex(12)} / ${n.hms()}</p></body></html>`, headers: { 'retry-after': '30', 'x-envoy-upstream-service-time': String(n.int(2, 40)), date: n.http() } } });
      const post = (t) => ({ name: 'slack_post_message', provider: 'slack', args: { channel: '#race-ops', text: t }, out: { ok: true, channel: 'C05' + n.upper(8), ts: `${n.epoch()}.${n.digits(6)}` } });
      return {
        app: 'Race-day ops assistant', nodeTitle: 'Ops Agent', maxIter: 8,
        system: 'You help the race-day operations team. Use the ChronoTrack tools to manage chips and Slack to keep the team updated.',
        steps: [
          () => ({ say: 'I will assign spare chip SP-0093 to bib 1147.', calls: [assign()] }),
          () => ({ say: 'The chip assignment failed. I will update #race-ops and retry.', calls: [post(':warning: Could not assign spare chip SP-0093 to bib 1147 (Hanna Voss) yet: timing system error. Retrying now.'), assign()] }),
          () => ({ say: 'The chip assignment failed again. I will update #race-ops and retry.', calls: [post(':warning: Could not assign spare chip SP-0093 to bib 1147 (Hanna Voss) yet: timing system error. Retrying now.'), assign()] }),
          () => ({ say: 'The chip assignment failed again. I will update #race-ops and retry.', calls: [post(':warning: Could not assign spare chip SP-0093 to bib 1147 (Hanna Voss) yet - timing system error. Retrying now.'), assign()] }),
        ],
        stop: 'Agent node reached maximum iterations (8)',
      };
    },
  },
  {
    id: '03', domain: 'zine fairs', style: 'goose',
    isolates: 'A dev agent reruns the same Netlify production deploy, which fails with the same 401 every time, and tells the user the same thing after each attempt.',
    goal: 'Deploy the updated exhibitor map for the Harbourside Zine Fair site to production (the build is already in ./dist).',
    build: (n) => {
      const deploy = () => ({ name: 'developer__shell', args: { command: 'npx netlify deploy --prod --dir=dist' }, out: `Deploy path:        /home/ana/src/zinefair-site/dist\nConfiguration path: /home/ana/src/zinefair-site/netlify.toml\nDeploying to main site URL...\n› Warning: Detected unsaved changes in ${n.int(2, 5)} files\n ›   Error: Unauthorized: Access Denied\n\n  JSONHTTPError: Unauthorized 401\n  x-nf-request-id: ${n.ulid()}\n  date: ${n.http()}\n\nexit status 2` });
      return {
        app: 'zinefair-site',
        system: 'You are goose, an AI agent. Use the developer extension to run shell commands.',
        steps: [
          () => ({ say: 'Deploying ./dist to production.', calls: [deploy()] }),
          () => ({ say: 'The deploy failed with an authorization error from Netlify. I\'ll retry the production deploy.', calls: [deploy()] }),
          () => ({ say: 'The deploy failed with an authorization error from Netlify. I\'ll retry the production deploy.', calls: [deploy()] }),
          () => ({ say: 'The deploy failed with an authorization error from Netlify. Let me retry the production deploy.', calls: [deploy()] }),
          () => ({ say: 'The deploy failed with an authorization error from Netlify. I\'ll retry the production deploy.', calls: [deploy()] }),
        ],
        stop: 'Interrupted: max turns (5) reached for this session',
      };
    },
  },
  {
    id: '04', domain: 'appliance repair', style: 'vercel',
    isolates: 'Scheduling a washing-machine repair visit hits the same "slot engine unavailable" 500 on every attempt and the customer gets the same SMS after each one.',
    goal: 'Schedule a technician visit for customer Leo Brandt (Bosch washer, error E18, drain pump) in the next available morning slot and text him the appointment.',
    build: (n) => {
      const book = () => ({ name: 'bookVisit', args: { customerId: 'C-204331', applianceId: 'AP-88120', skill: 'washer_drain', window: 'AM', earliest: n.dayPlus(1) }, err: 'AI_APICallError: Internal Server Error', out: { statusCode: 500, responseBody: JSON.stringify({ error: 'slot engine unavailable', traceId: n.hex(32), shard: n.pick(['sched-a', 'sched-b']) + '-' + n.int(0, 3) }), url: 'https://dispatch.fixright.example/api/v2/visits', isRetryable: true } });
      const sms = (t) => ({ name: 'sendSms', args: { to: '+447700900418', body: t }, out: { sid: 'SM' + n.hex(32), status: 'queued', date_created: n.http(), num_segments: '1', price_unit: 'GBP' } });
      return {
        app: 'repair-scheduler', maxSteps: 10, tools: ['bookVisit', 'sendSms'],
        system: 'You schedule in-home appliance repairs for FixRight. Keep the customer updated by SMS.',
        steps: [
          () => ({ say: '', calls: [book()] }),
          () => ({ say: 'Booking failed; letting Leo know and retrying.', calls: [sms('Hi Leo, this is FixRight. We are having trouble booking your repair visit right now. We will try again and text you the appointment shortly.'), book()] }),
          () => ({ say: 'Booking failed; letting Leo know and retrying.', calls: [sms('Hi Leo, this is FixRight. We are having trouble booking your repair visit right now. We will try again and text you the appointment shortly.'), book()] }),
          () => ({ say: 'Booking failed again; letting Leo know and retrying.', calls: [sms('Hi Leo, this is FixRight. We\'re having trouble booking your repair visit right now. We will try again and text you the appointment shortly.'), book()] }),
        ],
        stop: 'maxSteps (10) reached',
      };
    },
  },
  {
    id: '05', domain: 'mussel rope farms', style: 'braintrust',
    isolates: 'The harvest declaration is resubmitted unchanged after each identical 422 (missing depuration certificate) and the farm manager receives the same email after every rejection.',
    goal: 'Submit this week\'s harvest declaration for Loch Creran longline site LC-2 (3.2 t rope-grown mussels, classification zone B) to the shellfish authority portal.',
    build: (n) => {
      const submit = () => ({ name: 'submit_harvest_declaration', args: { site: 'LC-2', species: 'Mytilus edulis', tonnes: 3.2, zone_class: 'B', harvest_date: n.day(), destination: 'Oban Shellfish Depuration Ltd' }, err: 'PortalValidationError: 422', out: { errors: [{ field: 'depuration_cert_ref', message: 'Required for class B harvest areas' }], submission_attempt: 'SUB-' + n.upper(8), server_time: n.isoOff(0), portal_node: n.host('fsp-portal') } });
      const mail = (t) => ({ name: 'send_email', args: { to: 'fiona@creranmussels.scot', subject: 'Harvest declaration LC-2', body: t }, out: { accepted: ['fiona@creranmussels.scot'], messageId: `<${n.uuid()}@creranmussels.scot>`, response: `250 2.0.0 OK ${n.epoch()} ${n.alnum(12)} - gsmtp` } });
      const body = 'Hi Fiona, the harvest declaration for LC-2 was rejected by the portal with a validation error. I am resubmitting it now and will confirm once it goes through.';
      return {
        app: 'harvest-compliance-agent', tags: ['prod', 'declarations'],
        system: 'You file statutory shellfish harvest declarations for Creran Mussels and keep the farm manager informed.',
        steps: [
          () => ({ say: 'Submitting the LC-2 declaration.', calls: [submit()] }),
          () => ({ say: 'The portal rejected the declaration. I will tell Fiona and resubmit.', calls: [mail(body)] }),
          () => ({ say: 'Resubmitting the LC-2 declaration.', calls: [submit()] }),
          () => ({ say: 'The portal rejected the declaration again. I will tell Fiona and resubmit.', calls: [mail(body)] }),
          () => ({ say: 'Resubmitting the LC-2 declaration.', calls: [submit()] }),
          () => ({ say: 'The portal rejected the declaration again. I will tell Fiona and resubmit.', calls: [mail(body.replace('I am resubmitting', 'I\'m resubmitting'))] }),
          () => ({ say: 'Resubmitting the LC-2 declaration.', calls: [submit()] }),
        ],
        stop: 'Aborted: reached 14 tool calls budget',
      };
    },
  },
  {
    id: '06', domain: 'process servers', style: 'langsmith',
    isolates: 'The same proof-of-service PDF is e-filed four times, the court portal rejects it for not being PDF/A each time, and the same comment is added to the client ticket after each rejection.',
    goal: 'E-file the proof of service for case 24-CV-03318 (served on Redwood Holdings LLC) with the Alameda County portal and update the client ticket.',
    build: (n) => {
      const efile = () => ({ name: 'efile_document', args: { case_number: '24-CV-03318', document_type: 'POS-010', file: 's3://serveco-docs/24-CV-03318/pos-010-signed.pdf' }, err: 'EFSP rejection', out: { envelope_id: String(n.int(9000000, 9999999)), status: 'REJECTED', reason_code: 'DOC-PDFA', reason: 'Document is not PDF/A compliant (embedded fonts missing)', reviewed_at: n.us(), clerk_queue: 'AUTO' } });
      const note = () => ({ name: 'add_ticket_comment', args: { ticket: 'SRV-5521', comment: 'Filing of POS-010 for 24-CV-03318 was rejected by the court portal. Re-filing now; will update when accepted.' }, out: { id: n.int(100000, 999999), created_at: n.isoS(), author: 'efile-bot', etag: n.etag() } });
      return {
        app: 'efiling_graph', recursionLimit: 8,
        system: 'You are an e-filing assistant for a process-serving company. File documents and keep client tickets updated.',
        steps: [
          () => ({ say: '', calls: [efile()] }),
          () => ({ say: 'The filing was rejected. Updating the ticket and re-filing.', calls: [note(), efile()] }),
          () => ({ say: 'The filing was rejected. Updating the ticket and re-filing.', calls: [note(), efile()] }),
          () => ({ say: 'The filing was rejected again. Updating the ticket and re-filing.', calls: [note(), efile()] }),
        ],
        stop: 'GraphRecursionError: Recursion limit of 8 reached without hitting a stop condition.',
      };
    },
  },
];
