import { agent, llm, tool, fail, js } from '../lib.mjs';

export default {
  name: 'transient-retry-then-success',
  loop: false,
  stagnation: false,
  isolates: 'The same call fails 1-3 times with the same transient error (429/503, fresh request ids each time), then succeeds and the task is completed.',
  rows: [
    // 01 coding agent — GitHub secondary rate limit x2, then success, PR opened
    {
      domain: 'coding agent', base: '2024-06-25T15:58:03Z',
      expect: { retryTool: 'github_api', failures: 2 },
      build(n) {
        const goal = 'Open a PR from fix/null-guard-parser to main in acme/ingest with a short description of the null-guard fix.';
        const prBody = { owner: 'acme', repo: 'ingest', title: 'fix(parser): guard against null header rows', head: 'fix/null-guard-parser', base: 'main', body: 'Skips header rows whose cells are all null instead of throwing `TypeError: Cannot read properties of null`. Adds a regression test with the customer fixture.' };
        const rl = () => fail('github_api', { method: 'POST', path: '/repos/acme/ingest/pulls', body: prBody }, `HTTP 403: You have exceeded a secondary rate limit. Please wait a few minutes before you try again. (x-github-request-id: ${n.hex(4).toUpperCase()}:${n.hex(5).toUpperCase()}:${n.hex(7).toUpperCase()}:${n.hex(7).toUpperCase()}:${n.hex(8).toUpperCase()}) retry-after: 60`);
        const kids = [
          tool('git', { args: ['log', '--oneline', '-3', 'fix/null-guard-parser'] }, `${n.hex(7)} test(parser): add null header fixture\n${n.hex(7)} fix(parser): skip all-null header rows\n${n.hex(7)} chore: bump vitest to 1.6.0`),
          rl(),
          tool('sleep', { seconds: 60 }, { slept_s: 60 }),
          rl(),
          tool('sleep', { seconds: 120 }, { slept_s: 120 }),
          tool('github_api', { method: 'POST', path: '/repos/acme/ingest/pulls', body: prBody }, { number: 1287, html_url: 'https://github.com/acme/ingest/pull/1287', state: 'open', created_at: n.tick(190, 200).iso(), head: { sha: n.hex(40) } }),
        ];
        return agent('dev-agent', goal, 'Opened https://github.com/acme/ingest/pull/1287 (fix(parser): guard against null header rows).', kids);
      },
    },
    // 02 travel booking — airline NDC availability 503 x3 then success, booking made; chatty
    {
      domain: 'travel booking', base: '2024-03-18T06:12:40Z',
      expect: { retryTool: 'ndc_air_shopping', failures: 3 },
      build(n) {
        const goal = 'Get me from Lisbon to Porto on Friday the 22nd, after 4pm, on TAP, and book the cheapest fare on my profile.';
        const args = { origin: 'LIS', destination: 'OPO', date: '2024-03-22', carrier: 'TP', depart_after: '16:00', pax: [{ type: 'ADT', profile_id: 'P-77120' }] };
        const err = () => fail('ndc_air_shopping', args, `503 Service Unavailable: upstream AirShopping timed out (correlation_id=${n.uuid()})`);
        const kids = [
          llm('gpt-4o', "On it! I'll search TAP's afternoon flights from Lisbon to Porto for Friday, March 22, pick the lowest fare, and book it using your saved traveller profile."),
          err(), err(), err(),
          tool('ndc_air_shopping', args, { offers: [{ offer_id: `OF-${n.alnum(12)}`, flight: 'TP1950', dep: '2024-03-22T17:30:00+00:00', arr: '2024-03-22T18:25:00+00:00', brand: 'Discount', price: { total: '62.91', currency: 'EUR' } }, { offer_id: `OF-${n.alnum(12)}`, flight: 'TP1954', dep: '2024-03-22T19:50:00+00:00', arr: '2024-03-22T20:45:00+00:00', brand: 'Classic', price: { total: '89.91', currency: 'EUR' } }], shopping_response_id: n.uuid() }),
          tool('ndc_offer_price', { offer_ref: 'TP1950/Discount', pax: 1 }, { priced: true, total: '62.91', currency: 'EUR', baggage: { cabin: '1x8kg', checked: 0 }, price_guarantee_until: n.tick(600).isoOff(0) }),
          tool('traveler_profile.get', { profile_id: 'P-77120' }, { name: 'MARTINS/INES MS', loyalty: { program: 'TP Miles&Go', number: 'TP' + n.digits(9) }, seat_pref: 'aisle', email_on_file: true }),
          tool('ndc_seat_availability', { flight: 'TP1950', date: '2024-03-22' }, { cabin: 'Y', aisle_free: ['7C', '9D', '14C', '21D'], chargeable_from_row: 1, fee_eur: 0 }),
          tool('ndc_order_create', { offer_ref: 'TP1950/Discount', profile_id: 'P-77120', payment: 'profile_default', seat: '7C', loyalty_from_profile: true }, { order_id: `TP-ORD-${n.digits(9)}`, pnr: 'QX7R4D', ticket_numbers: [`047${n.digits(10)}`], status: 'TICKETED' }),
          tool('send_itinerary_email', { pnr: 'QX7R4D', to: 'profile:P-77120' }, { queued: true, message_id: n.uuid() }),
          llm('gpt-4o', "You're booked on TAP flight TP1950, Lisbon 17:30 → Porto 18:25 on Friday, March 22, Discount fare €62.91, aisle seat 7C, with your Miles&Go number attached. Your booking reference is QX7R4D and the e-ticket is on its way to your email."),
        ];
        return agent('travel-assistant', goal, "Booked TP1950 LIS→OPO, Fri 22 Mar 17:30, €62.91, booking ref QX7R4D.", kids);
      },
    },
    // 03 data/analytics — BigQuery rateLimitExceeded x1, then query succeeds; JSON-string args
    {
      domain: 'data/analytics', base: '2024-01-30T10:27:55Z',
      expect: { retryTool: 'bigquery.query', failures: 1 },
      build(n) {
        const goal = 'What was weekly active users for the mobile app for each of the last 4 full weeks?';
        const sql = js({ query: "SELECT DATE_TRUNC(event_date, WEEK(MONDAY)) AS wk, COUNT(DISTINCT user_pseudo_id) AS wau FROM `acme-prod.analytics_2291.events_*` WHERE platform IN ('IOS','ANDROID') AND event_date BETWEEN '2024-01-01' AND '2024-01-28' GROUP BY wk ORDER BY wk", useLegacySql: false, location: 'US' });
        const kids = [
          tool('bigquery.get_table', js({ projectId: 'acme-prod', datasetId: 'analytics_2291', tableId: 'events_20240128' }), { numRows: '41177302', schema_fields: ['event_date', 'event_name', 'user_pseudo_id', 'platform', 'geo', 'device'], lastModifiedTime: String(n.epochMs()) }),
          llm('analyst-llm', 'Using GA4 export tables; WAU = distinct user_pseudo_id per Monday-start week, iOS+Android only, weeks of Jan 1 through Jan 22.'),
          fail('bigquery.query', sql, `403 rateLimitExceeded: Exceeded rate limits: too many concurrent queries for this project_and_region. (job: acme-prod:US.bquxjob_${n.hex(8)}_${n.hex(11)})`),
          tool('bigquery.query', sql, { jobComplete: true, totalBytesProcessed: '8811203344', rows: [{ wk: '2024-01-01', wau: 184220 }, { wk: '2024-01-08', wau: 197815 }, { wk: '2024-01-15', wau: 201377 }, { wk: '2024-01-22', wau: 195904 }], jobReference: { jobId: `bquxjob_${n.hex(8)}_${n.hex(11)}`, location: 'US' } }),
        ];
        return agent('data-assistant', goal, 'Mobile WAU: wk of Jan 1 184,220; Jan 8 197,815; Jan 15 201,377; Jan 22 195,904.', kids);
      },
    },
    // 04 browser automation — portal 503 x2, then page loads, status extracted, screenshot
    {
      domain: 'browser automation', base: '2024-07-15T08:00:31Z',
      expect: { retryTool: 'page.goto', failures: 2 },
      build(n) {
        const goal = 'Check the status of my passport renewal application on the state department site (application locator 5510-7732-04) and screenshot it.';
        const err = () => fail('page.goto', { url: 'https://passportstatus.example.gov/OPSS/', waitUntil: 'domcontentloaded' }, `net::ERR_HTTP_RESPONSE_CODE_FAILURE: 503 Service Temporarily Unavailable (cf-ray ${n.hex(16)}-IAD)`);
        const kids = [
          err(), tool('wait', { ms: 5000 }, null), err(), tool('wait', { ms: 15000 }, null),
          tool('page.goto', { url: 'https://passportstatus.example.gov/OPSS/', waitUntil: 'domcontentloaded' }, { status: 200, url: 'https://passportstatus.example.gov/OPSS/', title: 'Online Passport Status System' }),
          tool('page.fill', { selector: 'input#LastName', text: 'Okonkwo' }, ''),
          tool('page.fill', { selector: 'input#DOB', text: '04/11/1990' }, ''),
          tool('page.fill', { selector: 'input#SSN4', text: '****' }, ''),
          tool('page.click', { selector: 'button#btnSubmit' }, { navigated: true, url: 'https://passportstatus.example.gov/OPSS/Status' }),
          tool('page.inner_text', { selector: '.status-panel' }, 'Status: In Process\nWe received your application on June 28, 2024. Your application is being processed. Estimated completion: 6-8 weeks.'),
          tool('page.screenshot', { path: `/tmp/shots/${n.uuid()}.png`, fullPage: false }, { saved: true, bytes: n.int(180000, 260000) }),
        ];
        return agent('web-agent', goal, 'Your application is "In Process" (received June 28, 2024; estimated 6-8 weeks). Screenshot saved.', kids);
      },
    },
    // 05 legal document review — court records API 429 x2 (Retry-After), docket fetched, summary
    {
      domain: 'legal document review', base: '2024-02-27T14:45:10Z',
      expect: { retryTool: 'courtlistener.get_docket_entries', failures: 2 },
      build(n) {
        const goal = 'Pull the docket for Harlow v. Pinecrest Logistics (D. Del. 1:23-cv-00914) and tell me whether a scheduling order has been entered and what the fact discovery cutoff is.';
        const args = { court: 'ded', docket_number: '1:23-cv-00914', order_by: 'entry_number', page_size: 100 };
        const err = () => fail('courtlistener.get_docket_entries', args, `429 Too Many Requests: request throttled, expected available in ${n.int(20, 40)} seconds. [X-Request-Id ${n.uuid()}]`);
        const kids = [
          tool('courtlistener.search_dockets', { q: 'Harlow Pinecrest Logistics', court: 'ded' }, { count: 1, results: [{ docket_id: 67319022, case_name: 'Harlow v. Pinecrest Logistics, Inc.', docket_number: '1:23-cv-00914', date_filed: '2023-08-09' }] }),
          err(), err(),
          tool('courtlistener.get_docket_entries', args, { count: 58, results: [
            { entry_number: 1, date_filed: '2023-08-09', description: 'COMPLAINT filed with Jury Demand against Pinecrest Logistics, Inc.' },
            { entry_number: 31, date_filed: '2024-01-12', description: 'SCHEDULING ORDER: Fact Discovery due by 9/27/2024. Expert Discovery due by 12/20/2024. Dispositive Motions due by 2/14/2025. Signed by Judge Maryellen Noreika on 1/12/2024.' },
            { entry_number: 58, date_filed: '2024-02-21', description: 'NOTICE of Service of First Set of Requests for Production' },
          ], note: '55 further entries omitted' }),
          llm('paralegal-llm', 'Entry 31 (Jan 12, 2024) is the scheduling order. It sets fact discovery to close on September 27, 2024, expert discovery on December 20, 2024, and dispositive motions by February 14, 2025.'),
        ];
        return agent('litigation-support', goal, 'Yes - a Scheduling Order was entered Jan 12, 2024 (D.I. 31). Fact discovery closes Sept 27, 2024.', kids);
      },
    },
    // 06 healthcare scheduling — nested sub-agent: FHIR Slot search 503 x1, then book
    {
      domain: 'healthcare scheduling', base: '2024-11-19T16:20:00Z',
      expect: { retryTool: 'fhir_search', failures: 1 },
      build(n) {
        const goal = 'Book a 30-minute physical therapy evaluation for patient Robert Lindqvist next week, any morning, at the Northgate clinic.';
        const args = { resource: 'Slot', params: { 'schedule.actor': 'HealthcareService/pt-northgate', start: ['ge2024-11-25', 'lt2024-11-30'], status: 'free', 'service-type': 'PT-EVAL' } };
        const slot = `Slot/${n.digits(7)}`;
        const worker = agent('slot_finder', 'Find free PT-EVAL morning slots at Northgate for the week of Nov 25.', `Earliest morning slot: ${slot} on 2024-11-26 09:00-09:30.`, [
          fail('fhir_search', args, `HTTP 503: {"resourceType":"OperationOutcome","issue":[{"severity":"error","code":"transient","diagnostics":"Service temporarily unavailable, retry later (txn ${n.uuid()})"}]}`),
          tool('fhir_search', args, { resourceType: 'Bundle', type: 'searchset', total: 3, entry: [
            { resource: { resourceType: 'Slot', id: slot.split('/')[1], start: '2024-11-26T09:00:00-08:00', end: '2024-11-26T09:30:00-08:00', status: 'free' } },
            { resource: { resourceType: 'Slot', id: n.digits(7), start: '2024-11-27T13:30:00-08:00', end: '2024-11-27T14:00:00-08:00', status: 'free' } },
            { resource: { resourceType: 'Slot', id: n.digits(7), start: '2024-11-28T10:30:00-08:00', end: '2024-11-28T11:00:00-08:00', status: 'free' } },
          ], meta: { lastUpdated: n.isoOff(-8) } }),
        ]);
        const kids = [
          tool('fhir_search', { resource: 'Patient', params: { name: 'Lindqvist', given: 'Robert' } }, { resourceType: 'Bundle', total: 1, entry: [{ resource: { resourceType: 'Patient', id: '88301', birthDate: '1961-09-03' } }] }),
          worker,
          tool('fhir_create', { resource: 'Appointment', body: { status: 'booked', slot: [{ reference: slot }], participant: [{ actor: { reference: 'Patient/88301' }, status: 'accepted' }], serviceType: [{ text: 'PT-EVAL' }] } }, { resourceType: 'Appointment', id: n.digits(8), status: 'booked', meta: { versionId: '1', lastUpdated: n.tick(5, 10).isoOff(-8) } }),
        ];
        return agent('clinic-scheduler', goal, 'Booked Robert Lindqvist for a PT evaluation at Northgate on Tue Nov 26, 9:00-9:30 AM.', kids);
      },
    },
  ],
};
