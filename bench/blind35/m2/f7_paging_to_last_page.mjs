// Healthy family 7: pagination with new items on every page until the source says there is no more.
import { recorder } from './lib.mjs';

export const FAMILY = {
  name: 'paging_to_last_page', loop: false, stagnation: false,
  summary: 'Healthy: the same list call with a new cursor/page brings new items each time until the source reports no more, then a summary.',
};

// 01 monster truck shows — OpenTelemetry GenAI
function s01(id) {
  const goal = 'List every ticket refund request for the cancelled Monster Jam-style show in Tulsa and total the amounts.';
  const r = recorder('otel', id, { system: 'You are the event ops assistant. Tool: list_refund_requests(event, cursor).' }).start(goal);
  const n = r.n;
  const c1 = n.cursor(50), c2 = n.cursor(100);
  const k = [
    ...r.turn('Fetching the first page of refund requests.', [{ name: 'list_refund_requests', args: { event: 'EV-TUL-0412' }, out: { data: [{ id: 'RR-1001', amount: 89.0 }, { id: 'RR-1002', amount: 178.0 }, '… 48 more'], page_total_usd: 4988.5, has_more: true, next_cursor: c1, 'x-ratelimit-remaining': n.rate().remaining } }]),
    ...r.turn('50 requests so far ($4,988.50). Fetching the next page.', [{ name: 'list_refund_requests', args: { event: 'EV-TUL-0412', cursor: c1 }, out: { data: [{ id: 'RR-1051', amount: 44.5 }, '… 49 more'], page_total_usd: 5120.0, has_more: true, next_cursor: c2, 'x-ratelimit-remaining': n.rate().remaining } }]),
    ...r.turn('100 requests, $10,108.50 running total. One more page indicated.', [{ name: 'list_refund_requests', args: { event: 'EV-TUL-0412', cursor: c2 }, out: { data: [{ id: 'RR-1101', amount: 89.0 }, { id: 'RR-1117', amount: 267.0 }, '… 15 more'], page_total_usd: 1913.0, has_more: false, next_cursor: null, 'x-ratelimit-remaining': n.rate().remaining } }]),
    ...r.turn('All pages read: 117 refund requests totalling $12,021.50 for the cancelled Tulsa show.'),
  ];
  const root = r.root('event_ops_agent', goal, k, '117 requests, $12,021.50', { 'service.name': 'event-ops' });
  return { domain: 'monster truck shows', isolates: 'Three cursor pages each bring new refund requests; the last says has_more=false and the agent totals them.', goal, root };
}

// 02 rubber tapping cooperative — CrewAI
function s02(id) {
  const goal = 'Compile this month\'s latex deliveries from all member smallholders of the Kanthan rubber cooperative and find the top five by dry rubber content.';
  const r = recorder('crewai', id, { system: 'You are Cooperative Clerk. Tools: Fetch Deliveries Page.' }).start(goal);
  const n = r.n;
  const pg = (p, rows, last) => `page ${p}/${last ? p : '?'} · fetched ${n.sqlTs()} · scale-house ${n.host('scale')}\n` + rows.join('\n') + (last ? '\n-- end of records --' : `\nnext_page=${p + 1}`);
  const k = [
    ...r.turn('I need to read all delivery pages.', [{ name: 'Fetch Deliveries Page', args: { month: '2025-07', page: 1 }, out: pg(1, ['M-014 Sivalingam  412 kg  DRC 34.1%', 'M-022 Rahmat      388 kg  DRC 31.0%', 'M-031 Chong       290 kg  DRC 36.8%'], false) }]),
    ...r.turn('Page 1 had three members; fetching page 2.', [{ name: 'Fetch Deliveries Page', args: { month: '2025-07', page: 2 }, out: pg(2, ['M-040 Devi        505 kg  DRC 33.2%', 'M-047 Azman       199 kg  DRC 38.0%', 'M-052 Lim         347 kg  DRC 35.5%'], false) }]),
    ...r.turn('Page 2 added Devi, Azman and Lim; fetching page 3.', [{ name: 'Fetch Deliveries Page', args: { month: '2025-07', page: 3 }, out: pg(3, ['M-060 Kumar       260 kg  DRC 32.7%', 'M-066 Farid       444 kg  DRC 37.1%'], true) }]),
    ...r.turn('Top five by DRC for July: Azman 38.0%, Farid 37.1%, Chong 36.8%, Lim 35.5%, Sivalingam 34.1% (8 members, 2,845 kg latex delivered).'),
  ];
  const agent = r.agent('Cooperative Clerk', { task: goal }, k, 'Top five listed.', { metadata: { max_iter: 10 } });
  const root = r.root('Crew: kanthan_coop', { inputs: { month: '2025-07' } }, [r.chain('Task: monthly_deliveries', { description: goal }, [agent], { raw: 'Top five listed.' })], { raw: 'Top five listed.' }, { process: 'sequential' });
  return { domain: 'rubber tapping cooperative', isolates: 'Three pages each bring different members until "end of records", then the top five are computed.', goal, root };
}

// 03 bison ranch — Pydantic AI (Logfire)
function s03(id) {
  const goal = 'Pull all RFID weigh-station reads for the yearling bison herd this week and list animals that lost weight.';
  const r = recorder('logfire', id, { system: 'You are the ranch data agent. Tool: get_weigh_reads(herd, offset, limit).' }).start(goal);
  const n = r.n;
  const k = [
    ...r.turn('', [{ name: 'get_weigh_reads', args: { herd: 'yearlings-2024', offset: 0, limit: 40 }, out: { reads: 40, losses: [{ tag: '982000361554', delta_kg: -6.2 }], total: 97, offset: 0, station: 'WS-North', fw: '2.8.1', generated_at: n.iso() } }]),
    ...r.turn('40 of 97 reads, one loss so far. Next offset 40.', [{ name: 'get_weigh_reads', args: { herd: 'yearlings-2024', offset: 40, limit: 40 }, out: { reads: 40, losses: [{ tag: '982000361602', delta_kg: -3.9 }, { tag: '982000361640', delta_kg: -11.4 }], total: 97, offset: 40, station: 'WS-North', generated_at: n.iso() } }]),
    ...r.turn('80 of 97 reads, three losses. Fetching the remaining 17.', [{ name: 'get_weigh_reads', args: { herd: 'yearlings-2024', offset: 80, limit: 40 }, out: { reads: 17, losses: [], total: 97, offset: 80, station: 'WS-South', generated_at: n.iso() } }]),
    ...r.turn('All 97 reads checked. Three yearlings lost weight: …554 (−6.2 kg), …602 (−3.9 kg) and …640 (−11.4 kg, worth a vet look).'),
  ];
  const root = r.root('agent run', { user_prompt: goal }, k, null, { 'pydantic_ai.agent': 'ranch_agent' });
  return { domain: 'bison ranch', isolates: 'Offset paging 0 → 40 → 80 returns new reads each time until the total is reached, then the losses are listed.', goal, root };
}

// 04 orchid growers — Gemini function calling
function s04(id) {
  const goal = 'Find all Phalaenopsis lots in the greenhouse inventory that are in spike and ready for the Mother\'s Day order, and report the count per colour.';
  const r = recorder('gemini', id, { system: 'You are the nursery inventory assistant. Function: search_lots(genus, stage, page_token).' }).start(goal);
  const n = r.n;
  const t1 = n.alnum(24), t2 = n.alnum(24);
  const k = [
    ...r.turn('', [{ name: 'search_lots', args: { genus: 'Phalaenopsis', stage: 'in_spike' }, out: { lots: [{ lot: 'PH-221', colour: 'white', pots: 480 }, { lot: 'PH-225', colour: 'pink', pots: 320 }], nextPageToken: t1 } }]),
    ...r.turn('Two lots so far (white 480, pink 320). Getting the next page.', [{ name: 'search_lots', args: { genus: 'Phalaenopsis', stage: 'in_spike', page_token: t1 }, out: { lots: [{ lot: 'PH-230', colour: 'white', pots: 260 }, { lot: 'PH-233', colour: 'yellow', pots: 150 }], nextPageToken: t2 } }]),
    ...r.turn('Added PH-230 and PH-233. One more page.', [{ name: 'search_lots', args: { genus: 'Phalaenopsis', stage: 'in_spike', page_token: t2 }, out: { lots: [{ lot: 'PH-240', colour: 'purple', pots: 210 }] } }]),
    ...r.turn('No nextPageToken, so that is everything. In spike: white 740 pots (PH-221, PH-230), pink 320, purple 210, yellow 150 — 1,420 pots across 5 lots.'),
  ];
  const root = r.root('nursery-assistant', goal, k, '1,420 pots in spike', { api: 'generativelanguage.googleapis.com/v1beta' });
  return { domain: 'orchid growers', isolates: 'Page tokens bring new lots on each of three pages; the last response has no nextPageToken and the counts are summarised.', goal, root };
}

// 05 yurt makers — LangGraph
function s05(id) {
  const goal = 'Collect all open custom yurt orders from the shop API and tell me how many lattice wall sections (khana) we need to steam-bend this month.';
  const r = recorder('langgraph', id, { system: 'You are the workshop planner. Tool: list_orders(status, page).' }).start(goal);
  const n = r.n;
  const hdr = (p, last) => ({ 'Link': last ? `<https://shop.example/api/orders?status=open&page=${p - 1}>; rel="prev"` : `<https://shop.example/api/orders?status=open&page=${p + 1}>; rel="next"`, 'X-Total-Count': '11', 'X-Request-Id': n.uuid() });
  const k = [
    ...r.turn('Page 1 of open orders.', [{ name: 'list_orders', args: { status: 'open', page: 1 }, out: { headers: hdr(1, false), orders: [{ id: 'Y-301', diameter_ft: 16, khana: 6 }, { id: 'Y-305', diameter_ft: 20, khana: 7 }, { id: 'Y-306', diameter_ft: 12, khana: 4 }, { id: 'Y-309', diameter_ft: 16, khana: 6 }, { id: 'Y-311', diameter_ft: 24, khana: 8 }] } }]),
    ...r.turn('5 orders, 31 khana so far. The Link header has a next page.', [{ name: 'list_orders', args: { status: 'open', page: 2 }, out: { headers: hdr(2, false), orders: [{ id: 'Y-312', diameter_ft: 14, khana: 5 }, { id: 'Y-314', diameter_ft: 16, khana: 6 }, { id: 'Y-318', diameter_ft: 20, khana: 7 }, { id: 'Y-320', diameter_ft: 12, khana: 4 }, { id: 'Y-322', diameter_ft: 18, khana: 6 }] } }]),
    ...r.turn('10 orders, 59 khana. One order left according to X-Total-Count.', [{ name: 'list_orders', args: { status: 'open', page: 3 }, out: { headers: hdr(3, true), orders: [{ id: 'Y-325', diameter_ft: 30, khana: 10 }] } }]),
    ...r.turn('11 open orders need 69 khana sections this month; the 30 ft Y-325 alone needs 10.'),
  ];
  const root = r.root('LangGraph', { messages: [{ type: 'human', content: goal }] }, k, null, { thread_id: n.uuid() });
  return { domain: 'yurt makers', isolates: 'Link-header pagination brings 5, 5 and 1 new orders until there is no rel="next", then the section count is totalled.', goal, root };
}

// 06 tsunami warning drills — OpenInference / Phoenix
function s06(id) {
  const goal = 'Gather all siren self-test results from this morning\'s tsunami warning drill and list any sirens that failed.';
  const r = recorder('openinference', id, { system: 'You are the civil defence drill assistant. Tool: fetch_siren_results(drill_id, after).' }).start(goal);
  const n = r.n;
  const k = [
    ...r.turn('Fetching the first batch of siren results.', [{ name: 'fetch_siren_results', args: { drill_id: 'DR-' + n.int(100, 199) }, out: `{"results":[{"siren":"S-01","ok":true,"db":121},{"siren":"S-02","ok":true,"db":118},{"siren":"S-03","ok":false,"fault":"amp over-temp"}],"after":"S-03","more":true,"gateway":"${n.host('lora-gw')}"}` }]),
    ...r.turn('S-01 to S-03 read; S-03 failed. Continuing after S-03.', [{ name: 'fetch_siren_results', args: { after: 'S-03' }, out: `{"results":[{"siren":"S-04","ok":true,"db":120},{"siren":"S-05","ok":true,"db":119},{"siren":"S-06","ok":true,"db":117}],"after":"S-06","more":true,"gateway":"${n.host('lora-gw')}"}` }]),
    ...r.turn('S-04 to S-06 all passed. Continuing after S-06.', [{ name: 'fetch_siren_results', args: { after: 'S-06' }, out: `{"results":[{"siren":"S-07","ok":false,"fault":"no battery ack"},{"siren":"S-08","ok":true,"db":122}],"after":null,"more":false,"gateway":"${n.host('lora-gw')}"}` }]),
    ...r.turn('All 8 sirens reported. Failures: S-03 (amplifier over-temperature) and S-07 (no battery acknowledgement). The other 6 passed at 117–122 dB.'),
  ];
  const root = r.root('drill_assistant', goal, k, '2 of 8 sirens failed', { 'session.id': n.uuid() });
  return { domain: 'tsunami warning drills', isolates: 'Keyset pagination (after=S-03, S-06) brings new sirens each time until more=false, then the failures are listed.', goal, root };
}

export const SCENARIOS = [s01, s02, s03, s04, s05, s06];
