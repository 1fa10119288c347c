import { A, L, T, E } from './lib.mjs';

export const family = 'transient-error-backoff-then-success';
export const isolates = 'The same call fails 1-3 times with the same transient error (new request ids each time), then succeeds and the task is completed (healthy).';
export const loop = false;
export const stagnation = false;

// 01 browser automation: connection reset x2 then form submission
function browser(n) {
  const goal = 'Renew my library card on citylibrary.example - card number 29410 0083 1172, PIN is saved in the password manager.';
  const nav = { url: 'https://citylibrary.example/account/renew' };
  const err = () => `NavigationError: net::ERR_CONNECTION_RESET at https://citylibrary.example/account/renew (session ${n.uuid()}, ${n.tick(2).iso()})`;
  const kids = [
    L('computer-use-preview', 'Opening the renewal page.'),
    E('browser_navigate', nav, err()),
    T('wait', { seconds: 3 }, 'waited 3s'),
    E('browser_navigate', nav, err()),
    T('wait', { seconds: 8 }, 'waited 8s'),
    T('browser_navigate', nav, { status: 200, title: 'Renew your card | City Library', url: nav.url, load_ms: n.ms(400, 1800) }),
    T('password_manager_get', { site: 'citylibrary.example', field: 'pin' }, { found: true, value: '••••' }),
    T('browser_type', { selector: '#card', text: '29410008311172' }, { ok: true }),
    T('browser_type', { selector: '#pin', text: '<secret:pin>' }, { ok: true }),
    T('browser_click', { selector: 'button[type=submit]' }, { ok: true, navigated_to: 'https://citylibrary.example/account/renew/done' }),
    T('browser_get_text', { selector: 'main .confirmation' }, `Your card has been renewed until ${n.date(365)}. Reference RN-${n.int(100000, 999999)}.`),
  ];
  return { domain: 'browser automation', goal, meta: { tool: 'browser_navigate' },
    root: A('browser-operator', goal, `Done - your library card is renewed until ${n.date(365)}. The site dropped the connection twice before loading.`, kids) };
}

// 02 logistics: 503 once then quote + booking
function logistics(n) {
  const goal = 'Get an LTL quote for 3 pallets (1,450 lb, class 70) from Columbus, OH to Atlanta, GA shipping Thursday, and book the cheapest carrier.';
  const req = { origin_zip: '43215', dest_zip: '30318', pallets: 3, weight_lb: 1450, freight_class: '70', pickup_date: n.date(2) };
  const qid = 'Q-' + n.ALNUM(8);
  const kids = [
    E('freight_rate_quote', req, `503 Service Unavailable: upstream rating engine busy, retry later (request-id ${n.uuid()})`),
    T('freight_rate_quote', req, { quote_id: qid, rates: [{ carrier: 'Estes', total_usd: 612.4, transit_days: 2 }, { carrier: 'ODFL', total_usd: 648.1, transit_days: 1 }, { carrier: 'XPO', total_usd: 671.9, transit_days: 2 }], expires_at: n.tick(3600).isoS() }),
    L('gpt-4o', 'Estes is cheapest at $612.40 with 2-day transit. Booking it.'),
    T('freight_book', { quote_id: qid, carrier: 'Estes' }, { bol: 'BOL' + n.int(1e8, 9e8), pro: String(n.int(1e9, 9e9)), pickup_window: '08:00-16:00' }),
  ];
  return { domain: 'logistics', goal, meta: { tool: 'freight_rate_quote' },
    root: A('freight-bot', goal, 'Booked Estes at $612.40 (2-day transit) for Thursday pickup; BOL and PRO numbers are on the shipment record.', kids) };
}

// 03 HR: background check API 429 x3 then success; JSON-string args
function hr(n) {
  const goal = 'Start the background check for new hire Marcus Lindqvist (offer accepted, start date in 3 weeks) and update his onboarding checklist.';
  const req = { candidate_id: 'cand_' + n.alnum(10), package: 'standard_us', consent_doc: 'fcra_consent_signed.pdf' };
  const err = () => `429 Too Many Requests: rate limit exceeded, retry after 20s (x-request-id: ${n.hex(20)})`;
  const kids = [
    T('ats_get_candidate', { name: 'Marcus Lindqvist', stage: 'offer_accepted' }, { candidate_id: req.candidate_id, start_date: n.date(21), location: 'Denver, CO', consent_signed: true }),
    E('checkr_create_invitation', req, err()),
    E('checkr_create_invitation', req, err()),
    E('checkr_create_invitation', req, err()),
    T('checkr_create_invitation', req, { id: n.hex(24), status: 'pending', invitation_url: 'https://apply.checkr.example/invite/' + n.alnum(16), expires_at: n.tick(7 * 86400).isoS() }),
    T('onboarding_update_task', { employee: 'Marcus Lindqvist', task: 'Background check', status: 'in_progress' }, { ok: true }),
  ];
  return { domain: 'HR', goal, stringArgs: true, meta: { tool: 'checkr_create_invitation' },
    root: A('people-ops-agent', goal, 'Background check started for Marcus Lindqvist (standard US package); he has an invitation link to complete it, and the onboarding checklist is marked in progress.', kids) };
}

// 04 tutoring: LMS 502 x2 then grade
function tutoring(n) {
  const goal = "Grade Aisha's Lab 3 (projectile motion) submission against the rubric and post feedback in Canvas.";
  const req = { course_id: 48213, assignment_id: 771902, user_id: 'aisha.r' };
  const err = () => `502 Bad Gateway from canvas.example (X-Request-Id: ${n.uuid()}, ${n.tick(4).rfc()})`;
  const kids = [
    L('tutor-grader', 'Fetching the submission and the rubric.'),
    E('canvas_get_submission', req, err()),
    E('canvas_get_submission', req, err()),
    T('canvas_get_submission', req, { attachments: [{ filename: 'lab3_projectile.pdf', text: 'Launch at 35 deg, v0 = 12 m/s. Range predicted 13.8 m, measured 13.1 m. Error 5.1% from air resistance. Graph of height vs time included ...' }], submitted_at: n.isoS(), late: false }),
    T('canvas_get_rubric', { assignment_id: 771902 }, { criteria: [{ id: 'calc', points: 4 }, { id: 'data', points: 3 }, { id: 'error', points: 2 }, { id: 'graph', points: 1 }] }),
    L('tutor-grader', 'Range calc correct (v0^2 sin2θ/g = 13.8 m): 4/4. Data table present but only 3 trials, rubric asks 5: 2/3. Error analysis good: 2/2. Graph labelled: 1/1. Total 9/10.'),
    T('canvas_post_grade', { ...req, score: 9, comment: 'Great work on the range calculation and error analysis. Next time record 5 trials as the rubric asks - it will also tighten your error estimate.' }, { ok: true, graded_at: n.isoS() }),
  ];
  return { domain: 'tutoring', goal, stringArgs: true, meta: { tool: 'canvas_get_submission' },
    root: A('GradingAgent', goal, 'Graded 9/10 and posted feedback: full marks for calculation, error analysis and graph; 1 point off for recording 3 trials instead of 5.', kids) };
}

// 05 IoT: gateway timeout once, reboot succeeds, verify
function iot(n) {
  const goal = 'Gateway gw-berlin-07 stopped reporting; reboot it remotely and confirm it is back online.';
  const cmd = { device_id: 'gw-berlin-07', command: 'reboot', params: { delay_s: 0 } };
  const kids = [
    T('device_get', { device_id: 'gw-berlin-07' }, { status: 'stale', last_seen: n.tick(-1800).isoS(), firmware: '3.9.4', uptime_s: 1728011 }),
    E('device_send_command', cmd, `504 Gateway Timeout: MQTT broker did not ack within 10s (job ${n.uuid()})`),
    T('device_send_command', cmd, { job_id: n.uuid(), status: 'ACCEPTED', queued_at: n.tick(1810).isoS() }),
    T('sleep', { seconds: 90 }, 'slept 90s'),
    T('device_get', { device_id: 'gw-berlin-07' }, { status: 'online', last_seen: n.tick(95).isoS(), firmware: '3.9.4', uptime_s: 71 }),
    L('fleet-assistant', 'gw-berlin-07 rebooted and is reporting again (uptime 71 s).'),
  ];
  return { domain: 'IoT/device fleet', goal, meta: { tool: 'device_send_command' },
    root: A('fleet-assistant', goal, 'gw-berlin-07 was rebooted (first command attempt timed out at the broker, the retry was accepted) and it is online again.', kids) };
}

// 06 real estate: MLS feed 503 x2 then success, long market summary (nested)
function realEstate(n) {
  const goal = 'Write the monthly market snapshot for the Eastside farm area (ZIPs 98004, 98005, 98007) for the newsletter.';
  const zips = ['98004', '98005', '98007'];
  const stats = { '98004': { closed: 41, median: 2185000, dom: 18, list_to_sale: 0.991 }, '98005': { closed: 27, median: 1640000, dom: 12, list_to_sale: 1.012 }, '98007': { closed: 33, median: 1095000, dom: 9, list_to_sale: 1.024 } };
  const req = { feed: 'nwmls', period: 'last_month', zips, status: 'closed', aggregate: ['count', 'median_price', 'median_dom', 'list_to_sale'] };
  const err = () => `RETS 503 Service Unavailable: feed maintenance window, try again shortly (session ${n.hex(12)})`;
  const data = A('market_data_agent', 'Pull closed-sale statistics for last month for ZIPs 98004, 98005, 98007.', 'Stats retrieved for all three ZIPs.', [
    E('mls_stats_query', req, err()),
    T('wait', { seconds: 30 }, 'ok'),
    E('mls_stats_query', req, err()),
    T('wait', { seconds: 60 }, 'ok'),
    T('mls_stats_query', req, { generated_at: n.isoS(), rows: zips.map(z => ({ zip: z, ...stats[z] })) }),
    T('mls_stats_query', { feed: 'nwmls', period: 'same_month_last_year', zips, status: 'closed', aggregate: ['count', 'median_price'] }, { generated_at: n.isoS(), rows: [{ zip: '98004', closed: 35, median: 2050000 }, { zip: '98005', closed: 30, median: 1580000 }, { zip: '98007', closed: 29, median: 1010000 }] }),
  ]);
  const kids = [
    L('claude-3-5-sonnet', 'Getting the numbers first, then drafting.'),
    data,
    T('news_search', { q: 'Bellevue Eastside housing market', days: 30 }, [{ title: 'Eastside inventory tightens as spring buyers return', source: 'Puget Sound Business Journal', published: n.date(-6) }, { title: 'Bellevue tech hiring rebounds', source: 'Seattle Times', published: n.date(-12) }]),
    T('mortgage_rates', { product: '30yr_fixed', source: 'freddie_mac_pmms' }, { rate: 6.94, week_ending: n.date(-2), prev_week: 7.02 }),
    T('mls_stats_query', { feed: 'nwmls', period: 'current', zips: ['98004', '98005', '98007'], status: 'active', aggregate: ['count', 'months_of_supply'] }, { generated_at: n.isoS(), rows: [{ zip: '98004', active: 58, months_of_supply: 1.4 }, { zip: '98005', active: 22, months_of_supply: 0.8 }, { zip: '98007', active: 19, months_of_supply: 0.6 }] }),
    L('claude-3-5-sonnet', 'YoY medians: 98004 +6.6%, 98005 +3.8%, 98007 +8.4%. 98007 is the hottest: 9 days on market and 102.4% of list.'),
    T('docs_create', { title: `Eastside snapshot ${n.date().slice(0, 7)}`, body_md: '## Eastside market snapshot\n- 98004: 41 sales, median $2.185M (+6.6% YoY), 18 DOM\n- 98005: 27 sales, median $1.64M (+3.8%), 12 DOM\n- 98007: 33 sales, median $1.095M (+8.4%), 9 DOM, 102.4% of list\n' }, { doc_id: n.alnum(16), url: 'https://docs.example/d/' + n.alnum(16) }),
  ];
  return { domain: 'real estate', goal, meta: { tool: 'mls_stats_query', sameInput: req },
    root: A('newsletter-writer', goal, 'Snapshot drafted: 101 closed sales across the three ZIPs; medians up 3.8-8.4% YoY, with 98007 the fastest market (9 days, 102.4% of list).', kids) };
}

export const rows = [browser, logistics, hr, tutoring, iot, realEstate];
