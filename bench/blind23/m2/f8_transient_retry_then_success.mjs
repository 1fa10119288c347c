// Healthy: the same call fails 1-3 times with the same transient error, then succeeds and the task
// is finished.
export const family = 'transient_retry_then_success';
export const loop = false;
export const stagnation = false;

export const rows = [
  {
    id: '01', domain: 'flight school aircraft rental', style: 'helicone',
    isolates: 'Booking a Cessna 172 for a solo navigation exercise hits two identical 429 rate-limit errors, succeeds on the third try with backoff, and the booking is confirmed to the student.',
    goal: 'Book G-BOWL (Cessna 172) for student Amir Haddad\'s solo nav exercise on Thursday 09:00-11:30 and send him the booking.',
    build: (n) => {
      const book = (ok) => ({ name: 'book_aircraft', args: { registration: 'G-BOWL', pilot_id: 'STU-1187', start: 'Thu 09:00', end: 'Thu 11:30', flight_type: 'solo_nav' }, ...(ok ? { out: { booking_id: 'BK-' + n.int(100000, 999999), status: 'confirmed', hobbs_start_est: 4123.6, instructor_signoff: 'R. Blake', created: n.isoS() } } : { err: '429 Too Many Requests', out: { error: 'rate_limited', retry_after_ms: 2000, bucket: 'bookings:write', limit: 10, remaining: 0, reset: n.epoch() + 2, request_id: n.uuid() } }) });
      return {
        app: 'aeroclub-desk', tools: ['book_aircraft', 'send_sms'],
        system: 'You manage aircraft bookings for Skylark Flight School. On rate limits, wait retry_after_ms and retry.',
        steps: [
          () => ({ say: '', calls: [book(false)] }),
          () => ({ wait: 2, say: 'Rate limited; the API asks for 2 s. Retry 1 of 3.', calls: [book(false)] }),
          () => ({ wait: 4, say: 'Still rate limited after the first retry; backing off to 4 s for retry 2 of 3.', calls: [book(true)] }),
          () => ({ say: 'Booking confirmed. Texting Amir.', calls: [{ name: 'send_sms', args: { to: '+447700900512', body: 'Skylark: G-BOWL booked for your solo nav, Thu 09:00-11:30. Check NOTAMs and weather before the flight.' }, out: { sid: 'SM' + n.hex(32), status: 'queued' } }] }),
        ],
        final: 'G-BOWL is booked for Amir Haddad\'s solo nav exercise on Thursday 09:00-11:30 (two rate-limit retries were needed) and he has been sent an SMS.',
      };
    },
  },
  {
    id: '02', domain: 'textile recycling', style: 'plain',
    isolates: 'Posting a bale weight to the sorting-plant ERP fails once with a 503 "database is locked", succeeds on the retry, and the agent finishes the intake.',
    goal: 'Record the intake of bale B-4471 (mixed post-consumer cotton, 412 kg, from the Hackney textile banks) in the sorting plant ERP and print its grading ticket.',
    build: (n) => ({
      app: 'sorting-intake-bot',
      system: 'You record textile bale intake at the Loop Fibres sorting plant. Retry transient errors once or twice.',
      steps: [
        () => ({ say: '', calls: [{ name: 'erp_post_intake', args: { bale_id: 'B-4471', material: 'cotton_mixed_pc', weight_kg: 412, source: 'Hackney textile banks' }, err: '503 Service Unavailable', out: { message: 'database is locked', hint: 'retry', trace: n.traceparent(), node: n.host('erp') } }] }),
        () => ({ wait: 3, say: 'The ERP database was locked (usually a nightly job). Retrying once after 3 seconds.', calls: [{ name: 'erp_post_intake', args: { bale_id: 'B-4471', material: 'cotton_mixed_pc', weight_kg: 412, source: 'Hackney textile banks' }, out: { intake_id: 'IN-' + n.int(200000, 299999), bale_id: 'B-4471', status: 'recorded', grading_queue: 'G2', recorded_at: n.sql() } }] }),
        () => ({ say: 'Intake recorded and queued for grading line G2. Printing the ticket.', calls: [{ name: 'print_ticket', args: { bale_id: 'B-4471', printer: 'intake-zebra-02' }, out: `^XA^FO50,50^A0N,40^FDB-4471 412kg G2^FS^XZ\njob ${n.int(1000, 9999)} sent to intake-zebra-02 (${n.ip()}) in ${n.int(30, 200)}ms` }] }),
      ],
      final: 'Bale B-4471 (412 kg mixed cotton from Hackney) is recorded in the ERP, queued for grading line G2, and its ticket was printed on intake-zebra-02.',
    }),
  },
  {
    id: '03', domain: 'garage door installers', style: 'agno',
    isolates: 'Ordering a sectional door from the manufacturer portal times out three times with the same gateway timeout, then the fourth attempt returns an order number and the job is scheduled.',
    goal: 'Order a 2438x2134 mm anthracite sectional garage door for the Jenkins job (JOB-6620) from the Hörmann trade portal and schedule fitting once the lead time is known.',
    build: (n) => {
      const ord = (ok) => ({ name: 'portal_place_order', args: { job: 'JOB-6620', product: 'LPU42 sectional', size_mm: '2438x2134', colour: 'RAL 7016', motor: 'SupraMatic E' }, ...(ok ? { out: { order_no: 'HT-' + n.digits(8), lead_time_days: 15, est_delivery: n.dayPlus(15), ack_at: n.isoOff(1) } } : { err: 'Timeout', out: `504 Gateway Time-out (upstream ${n.host('tradeportal')} did not respond within 30s; x-amzn-requestid: ${n.uuid()})` }) });
      return {
        app: 'doorfit-ops',
        system: 'You manage orders and fitting schedules for a garage door installer. Portal timeouts are common; retry with backoff up to 4 times.',
        steps: [
          () => ({ say: 'Placing the door order.', calls: [ord(false)] }),
          () => ({ wait: 5, say: 'Gateway timeout. Retry 1 after 5 s.', calls: [ord(false)] }),
          () => ({ wait: 15, say: 'Timed out again; backing off 15 s for retry 2.', calls: [ord(false)] }),
          () => ({ wait: 45, say: 'Third timeout; last retry after 45 s.', calls: [ord(true)] }),
          () => ({ say: 'Order HT accepted with a 15-day lead time. Booking the fitting two days after delivery.', calls: [{ name: 'schedule_fitting', args: { job: 'JOB-6620', earliest: 'delivery+2d', duration_h: 5, crew: 2 }, out: { slot: n.dayPlus(17) + ' 08:00', crew: ['Dale', 'Kofi'], calendar_event: n.uuid() } }] }),
        ],
        final: 'The door (LPU42, 2438x2134, RAL 7016, SupraMatic E) is ordered after three portal timeouts; delivery is expected in 15 days and fitting is booked two days later with Dale and Kofi.',
      };
    },
  },
  {
    id: '04', domain: 'rabbit shows', style: 'dify',
    isolates: 'Uploading show results to the breed club site fails twice with the same connection-reset error, the third upload works, and the workflow answers with the published URL.',
    goal: 'Publish the results of the Pennine Rabbit Show (Best in Show: Netherland Dwarf "Pipkin", exhibitor M. Dunn) to the breed club website.',
    build: (n) => {
      const pid = n.int(4000, 4999);
      const up = (ok) => ({ name: 'wp_create_post', provider: 'wordpress', args: { title: 'Pennine Rabbit Show results', status: 'publish', category: 'Show results' }, ...(ok ? { out: { id: pid, link: 'https://pennine-rabbit-club.org.uk/?p=' + pid, status: 'publish', date_gmt: n.isoS().slice(0, 19) } } : { err: 'ConnectionResetError', out: `('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer')) host=pennine-rabbit-club.org.uk attempt_at=${n.hms()}` }) });
      return {
        app: 'Club results publisher', nodeTitle: 'Publisher',
        system: 'You publish show results for the Pennine Rabbit Club. Retry failed uploads up to 3 times.',
        steps: [
          () => ({ say: 'Publishing the show results post.', calls: [up(false)] }),
          () => ({ wait: 10, say: 'The web host reset the connection. Retrying (2 of 3).', calls: [up(false)] }),
          () => ({ wait: 20, say: 'Reset again; waiting 20 s before the final attempt.', calls: [up(true)] }),
        ],
        final: 'Published on the third attempt: the Pennine Rabbit Show results, Best in Show Netherland Dwarf "Pipkin" (M. Dunn), are now on the club website.',
      };
    },
  },
  {
    id: '05', domain: 'show cave tours', style: 'traceloop',
    isolates: 'Applying an S3 lifecycle rule to the cave-tour photo archive gets one SlowDown throttling error, succeeds on the retry, and the agent verifies the rule and finishes.',
    goal: 'Move visitor tour photos older than 90 days in the s3://gapingghyll-tour-photos bucket to Glacier Instant Retrieval and delete them after 2 years.',
    build: (n) => {
      const rule = { Rules: [{ ID: 'photos-archive', Status: 'Enabled', Filter: { Prefix: 'tours/' }, Transitions: [{ Days: 90, StorageClass: 'GLACIER_IR' }], Expiration: { Days: 730 } }] };
      return {
        app: 'cave_photo_archiver',
        system: 'You are a cloud assistant for the show cave\'s IT. You may run AWS operations via the aws tool.',
        steps: [
          () => ({ say: 'Applying the lifecycle rule.', calls: [{ name: 'aws', args: { service: 's3api', operation: 'put-bucket-lifecycle-configuration', bucket: 'gapingghyll-tour-photos', lifecycle_configuration: rule }, err: 'An error occurred (SlowDown) when calling the PutBucketLifecycleConfiguration operation (reached max retries: 2): Please reduce your request rate.', out: { RequestId: n.upper(16), HostId: n.alnum(56) } }] }),
          () => ({ wait: 8, say: 'S3 throttled the call (SlowDown). Waiting 8 s and retrying once.', calls: [{ name: 'aws', args: { service: 's3api', operation: 'put-bucket-lifecycle-configuration', bucket: 'gapingghyll-tour-photos', lifecycle_configuration: rule }, out: { ResponseMetadata: { RequestId: n.upper(16), HTTPStatusCode: 200, HTTPHeaders: { date: n.http(), 'x-amz-transition-default-minimum-object-size': 'all_storage_classes_128K' }, RetryAttempts: 0 } } }] }),
          () => ({ say: 'Applied. Reading it back to verify.', calls: [{ name: 'aws', args: { service: 's3api', operation: 'get-bucket-lifecycle-configuration', bucket: 'gapingghyll-tour-photos' }, out: { ...rule, ResponseMetadata: { RequestId: n.upper(16), HTTPStatusCode: 200 } } }] }),
        ],
        final: 'Lifecycle rule "photos-archive" is active on s3://gapingghyll-tour-photos: objects under tours/ move to Glacier Instant Retrieval after 90 days and are deleted after 730 days (one throttling retry was needed).',
      };
    },
  },
  {
    id: '06', domain: 'arborists', style: 'gemini',
    isolates: 'Fetching the council tree-preservation-order register fails twice with the same 503 and a Retry-After, then returns the TPO record, and the agent advises the customer.',
    goal: 'A customer at 9 Beech Rise wants their large copper beech crown-reduced by 30%. Check whether the tree has a Tree Preservation Order before we quote.',
    build: (n) => {
      const q = (ok) => ({ name: 'council_tpo_lookup', args: { address: '9 Beech Rise', postcode: 'HG2 8PJ', species: 'Fagus sylvatica' }, ...(ok ? { out: { tpo: true, order_ref: 'TPO/2011/0042', tree_ref: 'T3', species: 'Copper beech', conservation_area: false, source_updated: n.day(n.now() - 86400000 * n.int(3, 60)) } } : { err: 'HTTP 503', out: { status: 503, headers: { 'retry-after': '10', via: '1.1 varnish', 'x-served-by': 'cache-lhr' + n.int(7000, 7999) + '-LHR', date: n.http() }, body: 'Planning register temporarily unavailable' } }) });
      return {
        app: 'canopy-quote-assistant', tools: ['council_tpo_lookup', 'draft_customer_email'],
        system: 'You help Canopy Tree Surgeons prepare quotes. Always check TPO status before works on mature trees.',
        steps: [
          () => ({ say: '', calls: [q(false)] }),
          () => ({ wait: 10, say: 'The register is down with Retry-After: 10. Trying again in 10 s.', calls: [q(false)] }),
          () => ({ wait: 20, say: 'Still 503 on the second call; doubling the wait to 20 s.', calls: [q(true)] }),
        ],
        final: 'The copper beech at 9 Beech Rise is protected (TPO/2011/0042, tree T3). We must not quote for a 30% crown reduction until the customer has council consent; we can submit the works application for them (about 8 weeks).',
      };
    },
  },
];
