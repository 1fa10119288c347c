export const family = 'retry_then_success';
export const loop = false;
export const stagnation = false;
export const description = 'Healthy: the same call fails 1-3 times with the same transient error (rate limit, 503, lock timeout), then succeeds and the task is finished.';

export const rows = [
  { n: '01', domain: 'municipal dog licences', style: 'otel', model: 'gpt-4o-mini', agent: 'licence-clerk',
    isolates: 'A licence renewal hits HTTP 429 twice with Retry-After, succeeds on the third try and the receipt is emailed.',
    goal: 'Renew the dog licence for Biscuit (licence DL-20931) and email the receipt to the owner.',
    build(T) { const N = T.N;
      const rl = () => ({ status: 429, headers: { 'retry-after': '2', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(N.epoch() + 2), date: N.http() }, body: { error: 'rate_limited' } });
      T.step('Renewing the licence.', [['renew_licence', { licence: 'DL-20931', term_months: 12 }, rl(), { error: 'HTTP 429 Too Many Requests' }]]);
      T.step('Rate limited; waiting 2 s and retrying.', [['renew_licence', { licence: 'DL-20931', term_months: 12 }, rl(), { error: 'HTTP 429 Too Many Requests' }]]);
      T.step('Still limited, retrying after the reset.', [['renew_licence', { licence: 'DL-20931', term_months: 12 }, { status: 200, body: { licence: 'DL-20931', valid_until: '2026-05-31', fee_gbp: 21.5, receipt: 'RC-' + N.digits(7) } }]]);
      T.step('Renewed. Emailing the receipt.', [['send_email', { to: 'owner-biscuit@example.org', template: 'licence_receipt', licence: 'DL-20931' }, { accepted: true, message_id: `<${N.uuid()}@mail.council.example>` }]]);
      T.finish('Biscuit\'s licence DL-20931 is renewed to 31 May 2026 (£21.50) and the receipt has been emailed.');
    } },
  { n: '02', domain: 'Camino pilgrim hostels', style: 'pydantic', model: 'gpt-4o', agent: 'albergue_booker',
    isolates: 'A booking call times out once against a busy hostel system, then succeeds and the confirmation is returned to the pilgrim.',
    goal: 'Book two beds at the Albergue San Xulián in Palas de Rei for 12 June.',
    build(T) { const N = T.N;
      T.step(null, [['book_beds', { albergue: 'san-xulian-palas', date: '2025-06-12', beds: 2 }, { error: 'ReadTimeout', detail: `HTTPSConnectionPool(host='reservas.example.es', port=443): Read timed out. (read timeout=10)` }, { error: 'ReadTimeout' }]]);
      T.step('Timed out; one retry.', [['book_beds', { albergue: 'san-xulian-palas', date: '2025-06-12', beds: 2 }, { booking: 'ASX-' + N.digits(6), beds: 2, price_eur: 28, pay_on_arrival: true }]]);
      T.finish('Two beds are booked at Albergue San Xulián for 12 June; pay €28 on arrival.');
    } },
  { n: '03', domain: 'second-hand bookshop consignments', style: 'anthropic', model: 'claude-3-5-haiku-20241022', agent: 'consignment-agent',
    isolates: 'A database insert fails three times with the same lock-timeout error, then succeeds and a payout summary follows.',
    goal: 'Record the 14 books consigned by Mrs Okafor today and tell her the expected payout at 40% commission.',
    build(T) { const N = T.N;
      const lock = () => `ERROR: canceling statement due to lock timeout\nCONTEXT: while inserting tuple in relation "consignments"\n(pid ${N.pid()}, ${N.log()})`;
      const args = { consignor: 'C-0871', items: 14, list_total_gbp: 186.0 };
      for (let i = 0; i < 3; i++) T.step(i ? 'Lock timeout again; retrying after backoff.' : 'Inserting the consignment.', [['db_insert_consignment', args, lock(), { error: 'lock_timeout' }]]);
      T.step('Retrying once more now that the nightly stock job has finished.', [['db_insert_consignment', args, { inserted: 14, consignment_id: 'CN-' + N.digits(5) }]]);
      T.finish('14 books recorded for Mrs Okafor (list value £186.00); at 40% commission her payout when all sell is £111.60.');
    } },
  { n: '04', domain: 'electric boat hire', style: 'openinference', model: 'gpt-4o-mini', agent: 'boat-desk',
    isolates: 'A battery telemetry read returns 503 from the gateway once, then succeeds and a suitable boat is assigned.',
    goal: 'Assign an electric boat with at least 70% charge to the 14:00 two-hour booking.',
    build(T) { const N = T.N;
      T.step(null, [['fleet_battery', { dock: 'north' }, `503 Service Unavailable\nServer: envoy\nx-envoy-upstream-service-time: ${N.ms()}\ndate: ${N.http()}\n\nupstream connect error or disconnect/reset before headers`, { error: 'HTTP 503' }]]);
      T.step('Gateway hiccup; retrying.', [['fleet_battery', { dock: 'north' }, { boats: [{ id: 'EB-3', soc: 92 }, { id: 'EB-5', soc: 64 }, { id: 'EB-6', soc: 78 }] }]]);
      T.step('EB-3 has the highest charge.', [['assign_boat', { booking: 'BK-1400-22', boat: 'EB-3' }, { ok: true }]]);
      T.finish('Boat EB-3 (92% charge) is assigned to the 14:00 two-hour booking.');
    } },
  { n: '05', domain: 'flight price alerts (travel)', style: 'vercel', model: 'gpt-4.1-mini', agent: 'fare-watch',
    isolates: 'A fare search returns the same upstream throttling error twice, then results; the cheapest fare is saved as an alert.',
    goal: 'Set a price alert for the cheapest Lisbon to Kraków round trip in the first week of October.',
    build(T) { const N = T.N;
      const th = () => ({ error: { code: 'UPSTREAM_THROTTLED', message: 'GDS quota exceeded, retry later', retry_in_ms: 1500, trace: N.hex(16) } });
      T.step('Searching fares.', [['search_fares', { from: 'LIS', to: 'KRK', depart: '2025-10-01', return: '2025-10-07' }, th(), { error: 'UPSTREAM_THROTTLED' }]]);
      T.step(null, [['search_fares', { from: 'LIS', to: 'KRK', depart: '2025-10-01', return: '2025-10-07' }, th(), { error: 'UPSTREAM_THROTTLED' }]]);
      T.step('Third attempt after backoff.', [['search_fares', { from: 'LIS', to: 'KRK', depart: '2025-10-01', return: '2025-10-07' }, { offers: [{ id: 'of_1', carrier: 'LO', eur: 187 }, { id: 'of_2', carrier: 'FR', eur: 142, via: 'none' }, { id: 'of_3', carrier: 'TP', eur: 231 }] }]]);
      T.step('Ryanair at €142 is cheapest; saving the alert.', [['create_alert', { route: 'LIS-KRK', dates: '2025-10-01/2025-10-07', threshold_eur: 142 }, { alert_id: 'al_' + N.hex(10) }]]);
      T.finish('Cheapest fare is €142 (Ryanair, direct); an alert is set to notify you if it drops below that.');
    } },
  { n: '06', domain: 'Helm chart deploys (devops)', style: 'oai_agents', model: 'gpt-4.1', agent: 'DeployAgent',
    isolates: 'helm upgrade fails once pulling the chart from a registry that returns 503, succeeds on retry, and rollout status is confirmed.',
    goal: 'Deploy chart version 2.14.1 of the booking-api to the staging namespace and confirm the rollout.',
    build(T) { const N = T.N;
      T.step(null, [['shell', { cmd: 'helm upgrade --install booking-api oci://registry.internal/charts/booking-api --version 2.14.1 -n staging' }, `Error: failed to fetch oci://registry.internal/charts/booking-api:2.14.1 : 503 Service Unavailable`, { error: 'exit status 1' }]]);
      T.step('Registry returned 503; retrying.', [['shell', { cmd: 'helm upgrade --install booking-api oci://registry.internal/charts/booking-api --version 2.14.1 -n staging' }, `Pulled: registry.internal/charts/booking-api:2.14.1\nDigest: sha256:${N.sha256()}\nRelease "booking-api" has been upgraded. Happy Helming!\nNAME: booking-api\nLAST DEPLOYED: ${N.http()}\nNAMESPACE: staging\nSTATUS: deployed\nREVISION: 31`]]);
      T.step(null, [['shell', { cmd: 'kubectl rollout status deploy/booking-api -n staging --timeout=120s' }, 'deployment "booking-api" successfully rolled out']]);
      T.finish('booking-api 2.14.1 is deployed to staging (revision 31) and the rollout completed.');
    } },
];
