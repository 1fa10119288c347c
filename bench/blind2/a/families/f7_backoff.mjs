// Family 7 (healthy): the same call fails 1-3 times with the same transient
// error (fresh request ids each time), then succeeds and the task completes.

export default {
  family: 'transient-retry-then-success',
  isolates: 'Healthy retry with backoff: one call fails one to three times with the same transient error (only request ids/timestamps differ), then succeeds and the task completes.',
  loop: false,
  stagnation: false,
  scenarios: [
    // 01 coding — GitHub release creation 502 x2 then 201, upload asset
    {
      domain: 'coding', start: '2024-03-05T17:22:10Z', jsonArgs: false, model: 'gpt-4o',
      build(c, { A, L, T, E }) {
        const goal = 'Create the v1.8.0 GitHub release for acme/cli using the 1.8.0 section of CHANGELOG.md and attach dist/acme-cli-1.8.0.tar.gz.';
        const notes = '### Added\n- `acme sync --dry-run` shows planned changes without applying them (#412)\n- Shell completion for fish (#398)\n\n### Fixed\n- Config files with BOM no longer fail to parse (#405)\n- `acme login` respects HTTPS_PROXY (#409)';
        const body = { tag_name: 'v1.8.0', target_commitish: 'main', name: 'v1.8.0', body: notes, draft: false, prerelease: false };
        const e502 = () => `HTTP 502 Bad Gateway: {"message":"Server Error"} (x-github-request-id: ${c.HEX(4)}:${c.HEX(6)}:${c.HEX(7)}:${c.HEX(7)}:${c.HEX(8)})`;
        const relId = Number(c.digits(9));
        const children = [
          T('read_file', { path: 'CHANGELOG.md', start_line: 1, end_line: 14 }, '# Changelog\n\n## [1.8.0] - 2024-03-05\n' + notes + '\n\n## [1.7.2] - 2024-02-12'),
          E('gh_api', { method: 'POST', path: '/repos/acme/cli/releases', body }, e502()),
          L('GitHub returned a 502, which is a transient server error. Waiting 5 seconds and retrying the same request.'),
          E('gh_api', { method: 'POST', path: '/repos/acme/cli/releases', body }, (c.wait(5), e502())),
          T('gh_api', { method: 'POST', path: '/repos/acme/cli/releases', body }, (c.wait(15), { status: 201, body: { id: relId, html_url: 'https://github.com/acme/cli/releases/tag/v1.8.0', upload_url: `https://uploads.github.com/repos/acme/cli/releases/${relId}/assets{?name,label}`, created_at: c.isoS() } })),
          T('gh_upload_asset', { release_id: relId, path: 'dist/acme-cli-1.8.0.tar.gz', name: 'acme-cli-1.8.0.tar.gz' }, { status: 201, body: { id: Number(c.digits(9)), name: 'acme-cli-1.8.0.tar.gz', size: 4811320, state: 'uploaded', browser_download_url: 'https://github.com/acme/cli/releases/download/v1.8.0/acme-cli-1.8.0.tar.gz' } }),
        ];
        return { goal, root: A('release-bot', goal, 'Released v1.8.0: https://github.com/acme/cli/releases/tag/v1.8.0 with the 1.8.0 changelog notes and acme-cli-1.8.0.tar.gz attached. (Two 502 responses from GitHub on the create call; the second retry succeeded.)', children) };
      },
    },

    // 02 browser — Cloudflare 503 once, then page loads and form is submitted
    {
      domain: 'browser', start: '2024-06-30T08:14:48Z', jsonArgs: true, model: 'claude-3-5-sonnet-20240620',
      build(c, { A, L, T, E }) {
        const goal = 'Register our team (4 people) for the "Rust in Production" workshop on 18 July at events.rustmeetup.example; contact: ops@brightwave.dev.';
        const cf = () => `Navigation returned HTTP 503: "Service Temporarily Unavailable" — Cloudflare error 503, Ray ID: ${c.hex(16)} • ${new Date(c.adv()).toISOString().replace('T', ' ').slice(0, 19)} UTC`;
        const url = 'https://events.rustmeetup.example/workshops/rust-in-production-2024-07-18/register';
        const children = [
          E('browser_navigate', { url }, cf()),
          L('The origin is briefly unavailable behind Cloudflare. Waiting 10 seconds before reloading.'),
          T('browser_navigate', { url }, (c.wait(10), { status: 200, title: 'Register – Rust in Production (18 July) | Rust Meetup', url })),
          T('browser_snapshot', {}, '- heading "Rust in Production — 18 July 2024" [level=1]\n- paragraph: "Seats left: 11"\n- textbox "Organisation" [ref=e9]\n- textbox "Contact email" [ref=e11]\n- spinbutton "Number of attendees" [ref=e13]\n- checkbox "I agree to the code of conduct" [ref=e15]\n- button "Register" [ref=e18]'),
          T('browser_fill_form', { fields: [{ ref: 'e9', value: 'Brightwave' }, { ref: 'e11', value: 'ops@brightwave.dev' }, { ref: 'e13', value: '4' }] }, { filled: 3 }),
          T('browser_click', { ref: 'e15', element: 'code of conduct checkbox' }, { checked: true }),
          T('browser_click', { ref: 'e18', element: 'Register button' }, { navigated: true, url: 'https://events.rustmeetup.example/workshops/rust-in-production-2024-07-18/confirmed?r=' + c.alnum(10, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'), title: 'You\'re registered! | Rust Meetup' }),
          T('browser_get_text', { selector: 'main' }, 'You\'re registered!\nBrightwave — 4 seats reserved for Rust in Production, Thu 18 July 2024, 09:30–17:00.\nA confirmation has been sent to ops@brightwave.dev.'),
        ];
        return { goal, root: A('browser-agent', goal, 'Registered Brightwave for 4 seats at "Rust in Production" on Thu 18 July 2024 (09:30–17:00). Confirmation sent to ops@brightwave.dev. The site returned a Cloudflare 503 on the first load; the retry worked.', children) };
      },
    },

    // 03 support — HubSpot 429 x3 then success, ticket created & note added
    {
      domain: 'support', start: '2024-01-30T13:41:27Z', jsonArgs: false, model: 'gpt-4-turbo',
      build(c, { A, L, T, E }) {
        const goal = 'Log a support ticket in HubSpot for Lena Hoffmann (contact 90412) about the failed data import, priority HIGH, and note the error ID IMP-7734 from her email.';
        const e429 = () => `429 Too Many Requests: {"status":"error","message":"You have reached your secondly limit.","errorType":"RATE_LIMIT","correlationId":"${c.uuid()}","policyName":"SECONDLY","groupName":"publicapi:private-app-api-secondly:4187712"}`;
        const props = { properties: { subject: 'Data import failing (IMP-7734)', content: 'Customer reports CSV contact import fails at 62% with error ID IMP-7734. File: contacts_jan.csv (18,204 rows).', hs_pipeline: '0', hs_pipeline_stage: '1', hs_ticket_priority: 'HIGH' }, associations: [{ to: { id: 90412 }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 16 }] }] };
        const tid = c.digits(10);
        const children = [
          E('hubspot_create_ticket', props, e429()),
          E('hubspot_create_ticket', props, (c.wait(1), e429())),
          L('Rate limited twice by the per-second quota (other integrations are sharing it). Backing off for 4 seconds before the next attempt.'),
          E('hubspot_create_ticket', props, (c.wait(4), e429())),
          T('hubspot_create_ticket', props, (c.wait(8), { id: tid, properties: { subject: 'Data import failing (IMP-7734)', hs_ticket_priority: 'HIGH', hs_pipeline_stage: '1', createdate: c.iso(), hs_object_id: tid }, createdAt: c.peekIso(), archived: false })),
          T('hubspot_create_note', { properties: { hs_note_body: 'Error ID from customer email: IMP-7734. Import stops at row ~11,300; customer confirmed no schema changes.', hs_timestamp: c.iso() }, associations: [{ to: { id: tid }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 228 }] }] }, { id: c.digits(11), createdAt: c.iso(), archived: false }),
        ];
        return { goal, root: A('helpdesk-agent', goal, `Created HIGH priority ticket ${tid} "Data import failing (IMP-7734)" associated with Lena Hoffmann (contact 90412) and added a note with the error ID. HubSpot rate-limited the first three attempts; the fourth succeeded.`, children) };
      },
    },

    // 04 data — Databricks statement API TEMPORARILY_UNAVAILABLE once, then results used
    {
      domain: 'data', start: '2024-09-09T10:05:33Z', jsonArgs: false, model: 'gpt-4o-2024-08-06',
      build(c, { A, L, T, E }) {
        const goal = 'What share of August 2024 orders used express shipping, by country (top 5 by order volume)?';
        const sql = "SELECT ship_country, COUNT(*) AS orders, ROUND(100 * AVG(CASE WHEN shipping_tier = 'express' THEN 1 ELSE 0 END), 1) AS express_pct\nFROM main.sales.orders\nWHERE order_date >= '2024-08-01' AND order_date < '2024-09-01'\nGROUP BY ship_country ORDER BY orders DESC LIMIT 5";
        const args = { warehouse_id: '4b9e2c71a0d35f88', statement: sql, wait_timeout: '30s' };
        const rows = [['DE', 48211, 18.4], ['FR', 30977, 12.9], ['NL', 21503, 22.7], ['AT', 9841, 15.1], ['BE', 8120, 19.6]];
        const children = [
          T('uc_get_table', { full_name: 'main.sales.orders' }, { full_name: 'main.sales.orders', table_type: 'MANAGED', data_source_format: 'DELTA', columns: [{ name: 'order_id', type_name: 'LONG' }, { name: 'order_date', type_name: 'DATE' }, { name: 'ship_country', type_name: 'STRING' }, { name: 'shipping_tier', type_name: 'STRING', comment: 'standard | express | pickup' }, { name: 'gross_eur', type_name: 'DECIMAL(12,2)' }], updated_at: c.epochMs() }),
          L('orders has ship_country and shipping_tier (standard / express / pickup). A single aggregate over August gives both the volume ranking and the express share.'),
          E('databricks_sql_execute', args, `TEMPORARILY_UNAVAILABLE: The service at /api/2.0/sql/statements is temporarily unavailable. Please try again later. [TraceId: 00-${c.hex(32)}-${c.hex(16)}-01]`),
          T('databricks_sql_execute', args, (c.wait(6), { statement_id: '01ef' + c.hex(4) + '-' + c.hex(4) + '-' + c.hex(4) + '-' + c.hex(4) + '-' + c.hex(12), status: { state: 'SUCCEEDED' }, manifest: { schema: { columns: [{ name: 'ship_country', type_name: 'STRING' }, { name: 'orders', type_name: 'LONG' }, { name: 'express_pct', type_name: 'DECIMAL' }] }, total_row_count: 5 }, result: { data_array: rows.map((r) => r.map(String)) } })),
          L('Results are in. NL leads on express share despite being third by volume; FR is lowest.'),
        ];
        return { goal, root: A('analytics-agent', goal, 'Express shipping share of August 2024 orders, top 5 countries by volume:\n- DE: 18.4% of 48,211 orders\n- FR: 12.9% of 30,977\n- NL: 22.7% of 21,503\n- AT: 15.1% of 9,841\n- BE: 19.6% of 8,120\nNL has the highest express share; FR the lowest.', children) };
      },
    },

    // 05 travel — flight pricing 500 SYSTEM ERROR x2, then price + create order (nested)
    {
      domain: 'travel', start: '2024-05-06T09:48:02Z', jsonArgs: true, model: 'gpt-4o',
      build(c, { A, L, T, E }) {
        const goal = 'Book the 07:05 KLM flight Amsterdam → Oslo on 12 June for Marta Lindqvist, economy, and send her the e-ticket number.';
        const offerRef = 'ofr_' + c.hex(12);
        const err = () => `Amadeus API 500: {"errors":[{"status":500,"code":141,"title":"SYSTEM ERROR HAS OCCURRED","detail":"Internal error, please retry"}]} (ama-request-id: ${c.HEX(8)}-${c.HEX(4)}-${c.HEX(4)})`;
        const pricer = A('pricing_agent', `Confirm the current price for offer ${offerRef} (KL1143 AMS-OSL 12 Jun 07:05).`, null, [
          E('flight_offers_pricing', { offer_ref: offerRef, include: ['bags', 'detailed-fare-rules'] }, err()),
          L('Supplier system error (code 141). That is typically transient on Amadeus; retrying after a short pause.', 'gpt-4o-mini'),
          E('flight_offers_pricing', { offer_ref: offerRef, include: ['bags', 'detailed-fare-rules'] }, (c.wait(3), err())),
          T('flight_offers_pricing', { offer_ref: offerRef, include: ['bags', 'detailed-fare-rules'] }, (c.wait(8), { offer_ref: offerRef, price: { total: '186.43', currency: 'EUR' }, fare_basis: 'VLSRNL', included_checked_bags: 0, instant_ticketing_required: false, last_ticketing_date: '2024-05-08' })),
        ]);
        pricer.output = 'Confirmed price EUR 186.43 (fare basis VLSRNL, no checked bag) for KL1143.';
        const pnr = c.alnum(6, 'ABCDEFGHJKLMNPQRSTUVWXYZ');
        const tkt = '074-' + c.digits(10);
        const children = [
          T('flight_search', { origin: 'AMS', destination: 'OSL', date: '2024-06-12', adults: 1, cabin: 'ECONOMY', carrier: 'KL' }, { offers: [{ ref: offerRef, flight: 'KL1143', dep: '2024-06-12T07:05', arr: '2024-06-12T08:55', price: '186.43 EUR' }, { ref: 'ofr_' + c.hex(12), flight: 'KL1147', dep: '2024-06-12T12:40', arr: '2024-06-12T14:30', price: '214.10 EUR' }], search_id: c.uuid() }),
          pricer,
          T('flight_create_order', { offer_ref: offerRef, traveler: { given_name: 'Marta', family_name: 'Lindqvist', dob: '1990-02-17', email: 'marta.lindqvist@nordvik.no' }, payment: 'corporate_account' }, { order_id: 'eJzTd9f3' + c.alnum(20, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'), pnr, status: 'TICKETED', tickets: [{ number: tkt, traveler: 'LINDQVIST/MARTA' }], created_at: c.isoS() }),
          T('get_seat_map', { pnr, flight: 'KL1143' }, { flight: 'KL1143', cabin: 'Y', available: ['7A', '7F', '12C', '14D', '21A', '21F'], fee_free: ['21A', '21F'] }),
          T('assign_seat', { pnr, flight: 'KL1143', traveler: 'LINDQVIST/MARTA', seat: '21A' }, { status: 'CONFIRMED', seat: '21A', fee: { amount: 0, currency: 'EUR' } }),
          T('send_email', { to: 'marta.lindqvist@nordvik.no', subject: 'Your flight AMS → OSL, 12 June (KL1143)', body: `Hi Marta,\n\nYou're booked on KL1143 Amsterdam 07:05 → Oslo 08:55 on 12 June.\nBooking reference: ${pnr}\nE-ticket: ${tkt}\nSeat: 21A (window)\nNo checked bag is included.\n\nSafe travels!` }, { status: 'sent', message_id: c.uuid() }),
        ];
        return { goal, root: A('travel-desk', goal, `Booked KL1143 AMS 07:05 → OSL 08:55 on 12 June for Marta Lindqvist (EUR 186.43, PNR ${pnr}, e-ticket ${tkt}) with window seat 21A, and emailed her the details.`, children) };
      },
    },

    // 06 devops — ECS UpdateService ThrottlingException once, then deploy & wait stable
    {
      domain: 'devops', start: '2024-11-26T22:10:45Z', jsonArgs: false, model: 'claude-3-5-sonnet-20241022',
      build(c, { A, L, T, E }) {
        const goal = 'Scale the checkout-svc ECS service in cluster prod-eu to 12 tasks ahead of the Black Friday peak and confirm it is steady.';
        const args = { cluster: 'prod-eu', service: 'checkout-svc', desiredCount: 12 };
        const thr = () => `An error occurred (ThrottlingException) when calling the UpdateService operation (reached max retries: 2): Rate exceeded (Request ID: ${c.uuid()})`;
        const children = [
          T('ecs_describe_services', { cluster: 'prod-eu', services: ['checkout-svc'] }, { services: [{ serviceName: 'checkout-svc', status: 'ACTIVE', desiredCount: 6, runningCount: 6, pendingCount: 0, taskDefinition: 'arn:aws:ecs:eu-central-1:302918477166:task-definition/checkout-svc:214', deployments: [{ id: 'ecs-svc/' + c.digits(19), status: 'PRIMARY', rolloutState: 'COMPLETED' }] }], failures: [] }),
          E('ecs_update_service', args, thr()),
          E('ecs_update_service', args, (c.wait(2), thr())),
          L('ECS is throttling control-plane calls (several pipelines are deploying at once). Backing off 8 seconds.'),
          T('ecs_update_service', args, (c.wait(8), { service: { serviceName: 'checkout-svc', desiredCount: 12, runningCount: 6, pendingCount: 6, deployments: [{ id: 'ecs-svc/' + c.digits(19), status: 'PRIMARY', rolloutState: 'IN_PROGRESS', desiredCount: 12, runningCount: 6 }] }, ResponseMetadata: { RequestId: c.uuid(), HTTPStatusCode: 200 } })),
          T('ecs_wait_services_stable', { cluster: 'prod-eu', services: ['checkout-svc'], max_wait_s: 600 }, (c.wait(142), { stable: true, waited_s: 142, runningCount: 12, desiredCount: 12, events: [`(service checkout-svc) has reached a steady state.`, `(service checkout-svc) registered 6 targets in (target-group arn:aws:elasticloadbalancing:eu-central-1:302918477166:targetgroup/checkout-tg/${c.hex(16)})`] })),
        ];
        return { goal, root: A('sre-agent', goal, 'checkout-svc in prod-eu is now at 12/12 running tasks and has reached a steady state (took ~2.5 min). The first two UpdateService calls were throttled; the third went through.', children) };
      },
    },
  ],
};
