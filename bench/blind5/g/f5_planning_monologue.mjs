// Family 5 (healthy): 4-6 consecutive long reasoning steps, each adding concrete new content.
import { agent, llm, tool, retr } from './lib.mjs';

export const family = {
  name: 'long-planning-monologue',
  isolates: 'Four to six consecutive long reasoning steps with no tool call between them, each adding concrete new content (new steps, numbers, decisions), followed by execution that succeeds.',
  loop: false,
  stagnation: false,
};

// 1. data engineering: Postgres -> Snowflake migration plan
function warehouseMigration(c) {
  const goal = 'Plan and kick off the migration of the billing schema from Postgres 12 to Snowflake with no more than 15 minutes of reporting downtime.';
  const M = 'o1-preview';
  const kids = [
    tool('pg.describe_schema', { schema: 'billing' }, { tables: 23, largest: [{ name: 'invoice_lines', rows: 418000000, size: '212 GB' }, { name: 'invoices', rows: 31000000, size: '19 GB' }], has_partitions: true, scanned_at: c.isoS() }),
    llm(M, 'Step 1, inventory. The billing schema has 23 tables; invoice_lines at 418M rows and 212 GB dominates, invoices is 19 GB, the remaining 21 tables together are under 4 GB. invoice_lines is range-partitioned by month, which means I can bulk-copy closed months in parallel and only the current month needs change capture.'),
    llm(M, 'Step 2, initial load. Export closed partitions (2019-01 through last month) with COPY ... TO STDOUT in Parquet via the pg_parquet extension, 8 workers, into s3://acme-dw-landing/billing/. At roughly 90 MB/s per worker that is about 5 minutes per 25 GB, so the 212 GB backfill should take around 45 minutes. Snowflake COPY INTO from an external stage with MATCH_BY_COLUMN_NAME handles the load.'),
    llm(M, 'Step 3, change capture. For the current month of invoice_lines plus all 22 small tables, enable logical replication with a publication billing_pub and run Debezium into Kafka topic billing.cdc, then Snowpipe Streaming into _raw tables. A MERGE task every 2 minutes applies inserts, updates and deletes keyed on primary key and lsn ordering.'),
    llm(M, 'Step 4, validation. Before cutover compare per-table row counts and a SUM of amount_cents grouped by month between Postgres and Snowflake; tolerance is zero for closed months and within the last 2 minutes of CDC lag for the open month. I will write these checks as a dbt test suite named billing_parity so they can be re-run on demand.'),
    llm(M, 'Step 5, cutover within 15 minutes. Freeze writes by pausing the invoicing worker (about 30 s), wait for CDC lag to reach zero, run billing_parity, switch the Looker connection billing_dw from Postgres to Snowflake, resume the worker. Rollback is just repointing Looker, since Postgres stays authoritative until the decommission ticket. Starting now with the publication and the backfill job.'),
    tool('pg.exec', { sql: 'CREATE PUBLICATION billing_pub FOR TABLES IN SCHEMA billing;' }, { status: 'CREATE PUBLICATION', duration_ms: c.ms() }),
    tool('airflow.trigger_dag', { dag_id: 'billing_backfill_parquet', conf: { workers: 8, through: 'last_month' } }, { dag_run_id: `manual__${c.isoOff()}`, state: 'queued' }),
  ];
  return { domain: 'data engineering', goal, root: agent('migration-planner', goal, 'Plan agreed in 5 steps (backfill 45 min est., CDC via Debezium/Snowpipe Streaming, parity suite, 15-min cutover). Publication billing_pub created and backfill DAG queued.', kids) };
}

// 2. travel: multi-city itinerary
function itinerary(c) {
  c.str = true;
  const goal = 'Plan a 10-day Japan trip in April for two (Tokyo, Kyoto, Kanazawa), mid-range budget, and hold the hotels.';
  const M = 'claude-3-5-sonnet';
  const kids = [
    retr('travel_kb.search', c.a({ q: 'Japan April cherry blossom crowds Kyoto Kanazawa', k: 4 }), [{ src: 'jnto.go.jp', text: 'Kyoto peak bloom typically Apr 1-10' }, { src: 'kanazawa-kankou.jp', text: 'Kenroku-en night illumination early April' }]),
    llm(M, 'Routing first. Fly into Tokyo Haneda, go Tokyo → Kanazawa on the Hokuriku Shinkansen (about 2h30), then Kanazawa → Kyoto on the Thunderbird limited express (about 2h10 from Tsuruga), and fly home from Kansai. That avoids backtracking and a 7-day JR Pass does not pay off for just two long legs.'),
    llm(M, 'Nights. Kyoto peak bloom is about April 1-10, so Kyoto cannot start later than about Apr 7. Landing Haneda Apr 2 with 3 nights Tokyo (Apr 2-5) and 2 nights Kanazawa (Apr 5-7) puts 4 nights Kyoto at Apr 7-11, still inside the window, departing Kansai Apr 11. Kenroku-en illumination is on during Apr 5-7.'),
    llm(M, 'Budget. Mid-range for two: about 22,000 JPY per night in Tokyo (Shinjuku or Ueno business-plus hotel), 16,000 in Kanazawa near Omicho market, and 28,000 in Kyoto because of bloom pricing. That is 66,000 + 32,000 + 112,000 = 210,000 JPY for 9 nights. Trains are about 29,000 per person, so 58,000 for two.'),
    llm(M, 'Holds. Book refundable rates only, since the dates may still shift by a day: Hotel Gracery Shinjuku (near the Odakyu line for a Hakone day trip option), Hotel Forza Kanazawa (walkable to Omicho and Kenroku-en), and Mitsui Garden Kyoto Shijo (on the Karasuma subway line). Kyoto is the scarcest in bloom week, so hold it first, then Tokyo, then Kanazawa.'),
    tool('hotels.hold', c.a({ property: 'Mitsui Garden Hotel Kyoto Shijo', checkin: '2024-04-07', checkout: '2024-04-11', guests: 2, rate: 'flex' }), { hold_id: 'H-' + c.upper(8), total_jpy: 109600, expires: c.human(600, 900) }),
    tool('hotels.hold', c.a({ property: 'Hotel Gracery Shinjuku', checkin: '2024-04-02', checkout: '2024-04-05', guests: 2, rate: 'flex' }), { hold_id: 'H-' + c.upper(8), total_jpy: 65400, expires: c.human(30, 60) }),
    tool('hotels.hold', c.a({ property: 'Hotel Forza Kanazawa', checkin: '2024-04-05', checkout: '2024-04-07', guests: 2, rate: 'flex' }), { hold_id: 'H-' + c.upper(8), total_jpy: 31200, expires: c.human(30, 60) }),
  ];
  return { domain: 'travel', goal, root: agent('itinerary-planner', goal, 'Itinerary: Tokyo Apr 2-5, Kanazawa Apr 5-7, Kyoto Apr 7-11, fly out of Kansai. Hotels held on flexible rates (206,200 JPY total); trains about 58,000 JPY for two. Holds expire in 24h.', kids) };
}

// 3. security triage: investigation plan for suspicious OAuth app
function oauthIncident(c) {
  const goal = 'Investigate alert: a new OAuth app "DocuSafe Sync" got Mail.ReadWrite consent from 14 users in 2 hours.';
  const M = 'gpt-4o';
  const kids = [
    tool('m365.get_service_principal', { display_name: 'DocuSafe Sync' }, { appId: c.uuid(), publisher_verified: false, created: c.isoS(), reply_urls: ['https://docusafe-sync.app/oauth/cb'], permissions: ['Mail.ReadWrite', 'offline_access', 'User.Read'] }),
    llm(M, 'Scope of the problem: the app is unverified, registered yesterday, asks for Mail.ReadWrite plus offline_access, and its reply URL is on a domain that did not exist a week ago. That is the classic consent-phishing pattern, so I treat it as malicious until shown otherwise.'),
    llm(M, 'Containment plan: first disable the service principal so existing refresh tokens stop working, then revoke the 14 user grants individually with Remove-MgOauth2PermissionGrant, and finally add the appId to the tenant block list. Disabling comes first because revoking grants alone leaves already-issued access tokens valid for up to an hour.'),
    llm(M, 'Blast-radius queries: in the unified audit log, MailItemsAccessed by this appId since consent time, grouped by user; New-InboxRule events for the 14 users in the same window (attackers often add forward-and-delete rules); and Send events from these mailboxes to external domains, to catch internal phishing spreading the consent link.'),
    llm(M, 'Entry point: search message trace for the consent URL domain docusafe-sync.app over the last 48h to find the lure email, its sender and every recipient, including people who received it but did not consent. Those recipients get the lure purged with a Purview search-and-purge rather than being alerted one by one.'),
    tool('m365.disable_service_principal', { appId: 'from_previous' }, { ok: true, request_id: c.uuid(), at: c.rfc() }),
    tool('m365.audit_search', { operations: ['MailItemsAccessed', 'New-InboxRule'], app: 'DocuSafe Sync', start: '-48h' }, { search_id: c.hex(16), results: 212, users_affected: 14, inbox_rules_created: 3 }),
    tool('m365.message_trace', { url_contains: 'docusafe-sync.app', start: '-48h' }, { messages: 1, recipients: 61, sender: 'hr-benefits@docu-safe-mail.com', received: c.isoS() }),
    tool('m365.revoke_oauth_grants', { appId: 'from_previous', scope: 'all_users' }, { revoked: 14, request_id: c.uuid() }),
    tool('exo.remove_inbox_rules', { created_by_app: 'DocuSafe Sync', since: '-48h' }, { removed: [{ mailbox: 'a.lind@corp.example', rule: 'Move to RSS' }, { mailbox: 'p.quinn@corp.example', rule: 'Forward to ext-archive' }, { mailbox: 'm.oyelaran@corp.example', rule: 'Delete invoice replies' }], job: c.hex(12) }),
    tool('purview.search_and_purge', { query: 'from:hr-benefits@docu-safe-mail.com', purge_type: 'HardDelete' }, { search_name: 'purge-docusafe-' + c.alnum(6), items_purged: 61, status: 'Completed' }),
    tool('tenant.block_app', { appId: 'from_previous' }, { blocked: true, policy: 'AppConsentBlockList', updated: c.rfc() }),
  ];
  for (const k of kids) if (k.input && k.input.appId === 'from_previous') k.input.appId = kids[0].output.appId;
  return { domain: 'security triage', goal, root: agent('soc-investigator', goal, 'Confirmed consent phishing. App disabled and blocked tenant-wide, 14 user grants revoked, 3 malicious inbox rules removed, and the lure (61 recipients, sender hr-benefits@docu-safe-mail.com) purged. Affected users should reset passwords.', kids) };
}

// 4. research: systematic review protocol
function reviewProtocol(c) {
  const goal = 'Draft a systematic review protocol on the effect of four-day work weeks on employee burnout and register it on OSF.';
  const M = 'ChatAnthropic(claude-3-opus)';
  const kids = [
    retr('openalex.search', { search: 'four-day work week burnout', filter: 'publication_year:2015-2024', per_page: 5 }, { meta: { count: 187, db_response_time_ms: c.ms() }, results: [{ id: 'W' + c.int(1000000000, 4999999999), title: 'The four-day week: UK pilot results', year: 2023 }, { id: 'W' + c.int(1000000000, 4999999999), title: 'Compressed schedules and fatigue', year: 2019 }] }),
    llm(M, 'Research question in PICO form: Population, full-time employees in any sector; Intervention, a four-day week with reduced hours at the same pay (100-80-100 model); Comparison, standard five-day week; Outcome, burnout measured by Maslach Burnout Inventory or Copenhagen Burnout Inventory. Compressed 4x10 schedules are a separate arm because hours are not reduced.'),
    llm(M, 'Search strategy: databases are Scopus, Web of Science, PsycINFO and Business Source Complete, plus grey literature from the 4 Day Week Global pilot reports. The core string is ("four-day week" OR "4-day week" OR "reduced working hours" OR "compressed work week") AND (burnout OR exhaustion OR "emotional exhaustion" OR wellbeing), 2015 to present, English and German.'),
    llm(M, 'Eligibility: include RCTs, cluster trials, controlled before-after studies and interrupted time series with at least 3 pre and 3 post points; exclude cross-sectional surveys without a comparison group and studies under 8 weeks of follow-up. Two reviewers screen independently in Rayyan, with a kappa target of 0.7 before full-text screening.'),
    llm(M, 'Analysis: the primary effect is the standardised mean difference in burnout at the longest follow-up, pooled with a random-effects REML model; risk of bias with RoB 2 for trials and ROBINS-I for non-randomised designs; certainty with GRADE. Pre-specified subgroups are sector (public vs private) and the 100-80-100 vs 4x10 model.'),
    tool('osf.create_registration', { template: 'Generalized Systematic Review Registration', title: 'Four-day work weeks and employee burnout: a systematic review protocol', sections: ['PICO', 'Search', 'Eligibility', 'Analysis'] }, { id: c.alnum(5), url: `https://osf.io/${c.alnum(5)}`, state: 'embargoed_until_approval', created: c.isoS() }),
  ];
  return { domain: 'research', goal, root: agent('review-assistant', goal, 'Protocol drafted (PICO, 4-database search, eligibility with 8-week minimum, REML meta-analysis, RoB 2 / ROBINS-I / GRADE) and submitted to OSF as a registration pending approval.', kids) };
}

// 5. logistics: route consolidation plan (nested planner sub-agent)
function routeConsolidation(c) {
  c.str = true;
  const goal = 'Tomorrow we lose 2 of our 9 vans in the Leeds depot. Re-plan the 164 stops so everything is still delivered by 18:00.';
  const M = 'gpt-4o';
  const sub = [
    tool('tms.get_routes', c.a({ depot: 'LDS-1', date: 'tomorrow' }), { routes: 9, stops: 164, total_km: 1312, vans: [{ id: 'V3', stops: 21, end: '15:40' }, { id: 'V7', stops: 14, end: '14:10' }], fetched_at: c.epoch() }),
    llm(M, 'Capacity check: 164 stops over 7 vans is about 23.4 stops per van against the current average of 18.2. Median service time is 6 minutes and the longest current route ends at 16:55, so each van has roughly 65 minutes of slack on average, about 455 minutes in total.'),
    llm(M, 'Which vans to drop: V7 (14 stops, ends 14:10) and V3 (21 stops, ends 15:40) are the lightest and both serve the north-east of the city (LS8, LS17, LS14). Their 35 stops are geographically clustered, so I will redistribute them to neighbouring routes V2, V4 and V9 rather than across the whole fleet.'),
    llm(M, 'Time-window constraints: 9 of the 35 stops have AM windows (before 12:00), all in LS8. V4 currently starts in LS7, so it can absorb these first; V2 and V9 take the remaining 26 PM stops. That gives V4 about 12 extra stops and V2/V9 about 11-12 each, which is roughly 72 minutes of extra driving and service time per van.'),
    llm(M, 'Feasibility: V2 currently ends 15:20, V4 at 14:50 and V9 at 16:05, so adding about 72 minutes ends them at 16:32, 16:02 and 17:17, all before 18:00. V9 is closest to the limit, so I will give it the 11-stop share and pin its lunch break to 12:30. Submitting to the optimiser with these assignments as a warm start.'),
    tool('tms.optimize', c.a({ depot: 'LDS-1', date: 'tomorrow', vans: ['V1', 'V2', 'V4', 'V5', 'V6', 'V8', 'V9'], warm_start: { V4: 12, V2: 12, V9: 11 }, latest_end: '18:00' }), { job_id: c.uuid(), status: 'solved', latest_end: '17:21', unassigned: 0, total_km: 1268, solve_s: c.dur() }),
  ];
  const kids = [
    agent('route-planner', 'Re-plan LDS-1 routes for tomorrow with vans V3 and V7 unavailable, all stops by 18:00.', 'Solved: 7 vans, 0 unassigned, latest finish 17:21 (V9).', sub),
    tool('tms.publish_routes', c.a({ depot: 'LDS-1', date: 'tomorrow' }), { published: true, drivers_notified: 7, at: c.logts() }),
  ];
  return { domain: 'logistics', goal, root: agent('dispatch-agent', goal, 'Re-planned: the 35 stops from V3/V7 moved to V2, V4 and V9; all 164 stops covered, latest finish 17:21. Routes published and drivers notified.', kids) };
}

// 6. game QA: release test plan
function releaseTestPlan(c) {
  const goal = 'Write the QA test plan for the "Frostfall" 2.3 update (new ranked mode, controller remapping, 3 new maps) and create the TestRail run.';
  const M = 'gemini-1.5-pro-002';
  const runId = c.int(3000, 3999);
  const kids = [
    tool('jira.search', { jql: 'fixVersion = "2.3" AND type in (Story, Bug) ORDER BY priority', fields: ['key', 'summary', 'component'] }, { total: 47, issues: [{ key: 'FF-2210', summary: 'Ranked matchmaking MMR bands', component: 'Ranked' }, { key: 'FF-2244', summary: 'Controller remap UI', component: 'Input' }, { key: 'FF-2261', summary: 'Map: Glacier Relay', component: 'Maps' }], took: c.ms() }),
    llm(M, 'Coverage areas from the 47 tickets: ranked mode (matchmaking, MMR bands, season reset, leaver penalties), input remapping (UI, persistence, conflicts with system shortcuts) and three maps (Glacier Relay, Sunken Arsenal, Ember Vault: collision, spawns, performance). Regression on existing casual queues is also needed because ranked shares the matchmaker.'),
    llm(M, 'Platforms and priorities: PS5, Xbox Series S/X, Steam Deck and Windows. Series S gets full map performance passes because it is the memory floor at 8 GB usable; Steam Deck gets input remapping focus since it exposes both gamepad and trackpads. Ranked is P0 on all platforms, maps P1, remapping P1 on console and P0 on Deck.'),
    llm(M, 'Ranked specifics: 6 MMR bands, so test a placement sequence of 5 matches for fresh accounts, band promotion and demotion at the boundaries, a leaver penalty after 2 disconnects in 24h, and the season reset compressing MMR by 50 percent. Use the backend cheat endpoint to seed accounts at boundary MMRs instead of grinding matches.'),
    llm(M, 'Maps: a per-map checklist covering out-of-bounds sweep with the noclip debug camera, spawn-protection timing (3 s), sightline exploits at elevated points, and a 30-minute soak at 60 fps target on Series S logging frame-time p99. Estimated effort is 2 testers × 3 days for maps, 2 × 2 days for ranked, 1 × 2 days for remapping plus regression.'),
    tool('testrail.add_run', { project_id: 12, suite_id: 88, name: 'Frostfall 2.3 – Release Candidate', include_all: false, case_ids_from_sections: ['Ranked', 'Input', 'Maps', 'Matchmaking Regression'] }, { id: runId, url: `https://frostfall.testrail.io/index.php?/runs/view/${runId}`, case_count: 312, created_on: c.epoch() }),
  ];
  return { domain: 'game QA', goal, root: agent('qa-lead-assistant', goal, 'Test plan written (ranked P0, maps with Series S soak, Deck remapping focus; about 9 tester-days). TestRail run "Frostfall 2.3 – Release Candidate" created with 312 cases.', kids) };
}

export const scenarios = [warehouseMigration, itinerary, oauthIncident, reviewProtocol, routeConsolidation, releaseTestPlan];
