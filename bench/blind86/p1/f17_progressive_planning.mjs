import { agent, tool, llm, sys, usr, asst, tmsg } from './lib.mjs';
export const FAMILY = 'progressive_planning';
export const LOOP = false;

// 01: LangGraph planner monologue for a company offsite, then booker executes
function s01(c) {
  const M = 'claude-3-5-sonnet-20241022';
  const steps = [
    'Budget first. 62 attendees, 2 nights in Porto, ceiling EUR 48,000. Flights from Berlin and Amsterdam average EUR 210 return, so ~EUR 13,000 for travel. That leaves EUR 35,000 for rooms, venue, food and activities, about EUR 565 per person, which rules out the five-star Yeatman but fits 4-star options near Ribeira.',
    'Venue next. We need one plenary room for 62 theatre-style plus 4 breakout rooms of 15. The Hotel Infante Sagres has 73 rooms but only two breakouts; the Porto Palacio Congress Hotel has 250 rooms, a 120-seat plenary and six breakouts at EUR 1,900/day. Porto Palacio wins: rooms at EUR 142/night x 62 x 2 = EUR 17,600.',
    'Transport and timing. Berlin attendees (38) fly TAP TP551 arriving 12:35 Wednesday; Amsterdam attendees (24) fly KLM KL1703 arriving 11:50. A single 70-seat coach at 13:15 from OPO covers both, EUR 380. Return coach Friday 15:00 for the 17:30 and 18:05 departures.',
    'Programme and remaining budget. Wednesday: 15:00 kickoff, 19:30 dinner at Cafeina (EUR 55 pp = EUR 3,410). Thursday: strategy sessions, afternoon Douro boat and port tasting (EUR 68 pp = EUR 4,216). Running total with venue 2 days (EUR 3,800) and catering (EUR 5,900): EUR 35,306 + EUR 13,000 flights = EUR 48,306, 306 over, so I drop the welcome cocktail upgrade (EUR 420). Final: EUR 47,886.',
  ];
  const p = steps.map((s, i) => llm(c, M, [sys('You are planner. Think step by step; produce a bookable plan.'), usr('Plan the Q3 engineering offsite in Porto for 62 people, 2 nights, budget EUR 48,000.'), ...steps.slice(0, i).map(asst)], s));
  const b = [];
  const bk = [['hotel_block', { hotel: 'Porto Palacio Congress Hotel', rooms: 62, nights: 2, checkin: '2026-09-16' }], ['venue_hold', { hotel: 'Porto Palacio', plenary: 1, breakouts: 4, days: 2 }], ['coach_booking', { seats: 70, pickup: 'OPO 13:15 2026-09-16', return: '2026-09-18 15:00' }], ['restaurant_booking', { name: 'Cafeina', covers: 62, at: '2026-09-16T19:30' }], ['activity_booking', { name: 'Douro boat + port tasting', pax: 62, date: '2026-09-17' }]];
  bk.forEach(([n, a]) => { b.push(llm(c, M, [usr('book')], null, [[n, a]])); b.push(tool(n, a, { confirmation: c.b62(8).toUpperCase(), status: 'held', expires: c.iso() })); });
  b.push(llm(c, M, [usr('summary')], 'All five holds placed; total EUR 47,886 against EUR 48,000.'));
  return { stagnation: false, goal: 'Plan and hold bookings for the Q3 engineering offsite in Porto: 62 people, 2 nights, EUR 48,000 budget.',
    isolates: 'The planner writes four long consecutive reasoning steps (budget, venue, transport, programme), each adding new figures and decisions, and a booker agent places five holds.',
    root: agent('LangGraph', {}, null, [agent('planner', {}, steps[3], p, { langgraph_node: 'planner' }), agent('booker', {}, 'held', b, { langgraph_node: 'booker' })], { framework: 'langgraph' }) };
}

// 02: CrewAI: architect's long migration plan then reviewer approval
function s02(c) {
  const M = 'gpt-4o';
  const steps = [
    'Thought: Inventory. The MySQL 5.7 cluster "crm-main" holds 214 tables, 1.8 TB; three tables dominate: activities (1.1 TB, 2.3 B rows), emails (410 GB) and attachments_meta (96 GB). 187 tables are under 1 GB and can be copied in one pass. Target is Aurora PostgreSQL 16.',
    'Thought: Replication method. For the 187 small tables a pg_loader snapshot during the weekend window (est. 40 min) is enough. For activities and emails I will use AWS DMS full load + CDC, started 10 days before cutover; DMS benchmarks on a 5% sample gave 28k rows/s, so activities takes ~23 hours to full-load.',
    'Thought: Incompatibilities. 41 columns use MySQL ENUM -> map to CHECK constraints; 12 tables use zero dates 0000-00-00 -> convert to NULL in a DMS transformation rule; 3 stored procedures use GROUP_CONCAT -> rewrite with string_agg. The ORM (Hibernate 5) needs dialect change and the 6 native queries found by grep must be ported.',
    'Thought: Cutover and rollback. Saturday 02:00 UTC: app to read-only (feature flag crm.readonly), wait for CDC lag < 5 s, run row-count and checksum comparison on the 20 largest tables (script takes ~14 min), switch the DNS alias crm-db.internal to Aurora. Rollback: keep reverse DMS task Aurora -> MySQL running for 72 hours so we can fail back with under 15 minutes of data loss risk.',
  ];
  const arch = steps.map((s, i) => llm(c, M, [sys('You are Database Architect.'), usr('Write the migration plan for crm-main MySQL 5.7 -> Aurora PostgreSQL 16.'), ...steps.slice(0, i).map(asst)], s));
  arch.splice(1, 0, tool('mysql_query', { sql: "SELECT table_name, ROUND((data_length+index_length)/1e9,1) gb, table_rows FROM information_schema.tables WHERE table_schema='crm' ORDER BY gb DESC LIMIT 5" }, `+-------------------+--------+------------+\n| table_name        | gb     | table_rows |\n+-------------------+--------+------------+\n| activities        | 1104.2 | 2301877412 |\n| emails            |  410.7 |  388120001 |\n| attachments_meta  |   96.3 |  140220519 |\n| contacts          |   22.1 |   31002277 |\n| deals             |    8.4 |    4410921 |\n+-------------------+--------+------------+\n5 rows in set (${(c.int(10, 90) / 100).toFixed(2)} sec)`));
  arch.push(llm(c, M, [usr('final')], 'Final Answer: 4-part plan (inventory, DMS full load + CDC, 56 incompatibility fixes, Saturday cutover with 72h reverse replication).'));
  const rev = [
    llm(c, M, [sys('You are SRE Reviewer.'), usr('Review the migration plan.')], 'Thought: Check the risky parts: CDC lag threshold and the 14-minute checksum inside the read-only window.', [['Ask question to coworker', { question: 'Is the 14-minute checksum run before or after DNS switch?', coworker: 'Database Architect' }]]),
    tool('Ask question to coworker', { question: 'Is the 14-minute checksum run before or after DNS switch?' }, 'Before the switch, while read-only; total read-only window budget is 35 minutes.'),
    llm(c, M, [tmsg('Ask question to coworker', '...')], 'Final Answer: Approved. Add: alert if CDC lag > 60 s in the 10-day window; pre-warm Aurora buffer cache with the top 50 queries before cutover.'),
  ];
  return { stagnation: false, goal: 'Produce and review a migration plan for the crm-main MySQL 5.7 database to Aurora PostgreSQL 16.',
    isolates: 'The architect\'s four long consecutive reasoning steps each add new numbers and decisions (sizes, DMS throughput, 56 fixes, cutover timing); the SRE reviewer asks one question and approves.',
    root: agent('Crew', { process: 'sequential' }, null, [agent('Database Architect', {}, 'plan', arch, { crewai_role: 'Database Architect' }), agent('SRE Reviewer', {}, 'approved', rev, { crewai_role: 'SRE Reviewer' }), agent('Runbook Writer', {}, 'runbook page created', [
      llm(c, M, [usr('Turn the approved plan into a cutover runbook page.')], null, [['confluence_create_page', { space: 'DBA', title: 'crm-main cutover runbook (Aurora PG16)', sections: ['Pre-checks T-10d', 'Read-only window', 'Checksums', 'DNS switch', 'Rollback'] }]]),
      tool('confluence_create_page', { space: 'DBA', title: 'crm-main cutover runbook (Aurora PG16)' }, { id: String(c.int(300000000, 399999999)), version: { number: 1, when: c.iso() }, _links: { webui: '/spaces/DBA/pages/crm-main-cutover' } }),
      llm(c, M, [tmsg('confluence_create_page', 'created')], 'Final Answer: runbook published in DBA space with 5 sections and the reviewer\'s two additions.'),
    ], { crewai_role: 'Runbook Writer' })], { framework: 'crewai' }) };
}

// 03: AutoGen: capacity planning monologue for a ticket on-sale, then executor applies settings
function s03(c) {
  const M = 'gpt-4o';
  const th = [
    'Load model: the Coldharbour tour on-sale opens Friday 10:00 CET. Last comparable on-sale peaked at 41,000 concurrent users and 2,900 checkout req/s; the promoter expects 1.6x, so plan for 66,000 users and 4,650 req/s at the checkout API.',
    'Checkout API capacity: each pod sustains 95 req/s at p99 < 400 ms (from last load test), so 4,650 / 95 = 49 pods, plus 30% headroom = 64 pods. Current HPA max is 40, so raise maxReplicas to 64 and set minReplicas 48 from 09:30 so we do not rely on scale-up lag (~90 s per node).',
    'Database: checkout does 3 queries per request, ~14,000 QPS. The primary db.r6g.4xlarge handled 9,500 QPS at 70% CPU. Route the two read queries (seat map, price lookup) to the 3 read replicas, leaving ~4,650 write QPS on the primary, about 35% CPU. Connection pool: 64 pods x 20 = 1,280 connections; PgBouncer in transaction mode caps backend connections at 400.',
    'Queueing and cost: enable the virtual waiting room at 55,000 concurrent users with a release rate of 1,200 users/min. Node pool needs 64 pods x 2 vCPU = 128 vCPU -> 9 c7g.4xlarge nodes (16 vCPU) with system overhead, EUR ~41 for the 3-hour window. Schedule scale-down at 13:00.',
  ];
  const kids = [];
  th.forEach((t, i) => kids.push(agent('capacity_planner', {}, t, [llm(c, M, [sys('You are capacity_planner.'), usr('Prepare platform capacity for Friday\'s on-sale.'), ...th.slice(0, i).map(asst)], t)], { autogen_speaker: 'capacity_planner' })));
  const ex = [];
  const cmds = [
    'kubectl -n tickets patch hpa checkout-api -p \'{"spec":{"maxReplicas":64}}\'',
    'kubectl -n tickets apply -f cronhpa-checkout-onsale.yaml  # minReplicas 48 at 09:30, back to 8 at 13:00',
    'helm upgrade checkout-api charts/checkout --set db.readReplicaRouting=true --set pgbouncer.maxServerConnections=400',
    'aws eks update-nodegroup-config --cluster tix-prod --nodegroup-name checkout-c7g --scaling-config minSize=9,maxSize=12,desiredSize=9',
    'queuectl waitroom set --event coldharbour-2026 --threshold 55000 --release-rate 1200',
  ];
  cmds.forEach((cmd) => ex.push(tool('shell', { cmd }, `${cmd.split(' ')[0]}: ok (${c.ms()}ms) ${c.pick(['configured', 'applied', 'updated'])} rev=${c.short()}`)));
  kids.push(agent('executor', {}, 'applied', ex, { autogen_speaker: 'executor' }));
  kids.push(agent('capacity_planner', {}, 'TERMINATE', [llm(c, M, [usr('applied')], 'All five changes applied; capacity ready for 66k users / 4,650 req/s. TERMINATE')], { autogen_speaker: 'capacity_planner' }));
  return { stagnation: false, goal: 'Prepare platform capacity for Friday\'s Coldharbour tour ticket on-sale.',
    isolates: 'A planner agent speaks four long turns in a row, each adding new numbers (load, pods, DB QPS, queue and nodes), then an executor applies five distinct changes.',
    root: agent('GroupChatManager', {}, null, kids, { framework: 'autogen' }) };
}
export const scenarios = [s01, s02, s03];
