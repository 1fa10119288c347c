// Healthy 3: the same call fails 1-3 times with the same transient error, then succeeds, and the task is finished.
import { render } from './lib.mjs';
export const family = 'transient_retry_recovers';
export const loop = false;
export const stagnation = false;

export const scenarios = [
  // 01 one-way car rental drop fees — OpenAI Responses API
  (R) => {
    const e429 = () => `HTTP 429 Too Many Requests: {"error":"rate_limited","retry_after_ms":${R.int(800, 2500)},"quota":"search:60/min"} x-request-id=${R.uuid()}`;
    const args = { pickup: 'LIS', dropoff: 'FAO', pickup_at: '2025-05-10T10:00', dropoff_at: '2025-05-17T10:00', class: 'compact' };
    const sp = {
      model: 'gpt-4.1', agentName: 'trip_planner', toolNames: ['search_rentals'],
      system: 'You plan self-drive holidays. Quote total prices including one-way fees.',
      goal: 'Find the cheapest compact car picked up at Lisbon airport on 10 May and dropped at Faro airport on 17 May, including the one-way fee.',
      turns: [
        { reasoning: 'Search rentals for the one-way route.', calls: [{ name: 'search_rentals', args, error: e429() }] },
        { reasoning: 'Rate limited; retry after the suggested delay.', calls: [{ name: 'search_rentals', args, error: e429() }] },
        { reasoning: 'Retry once more.', calls: [{ name: 'search_rentals', args, result: { offers: [{ supplier: 'Guerin', car: 'Renault Clio or similar', base_eur: 168.4, one_way_fee_eur: 65, total_eur: 233.4 }, { supplier: 'Centauro', car: 'Peugeot 208 or similar', base_eur: 142.9, one_way_fee_eur: 95, total_eur: 237.9 }, { supplier: 'Drivalia', car: 'Fiat 500', base_eur: 181.0, one_way_fee_eur: 0, total_eur: 181.0 }], searched_at: R.iso(R.adv(3, 5)) } }] },
        { text: 'Cheapest all-in: Drivalia Fiat 500 at €181.00 for the week with no one-way fee. Next best is Guerin (Clio) at €233.40 including a €65 Lisbon→Faro fee.' },
      ],
    };
    return { domain: 'one-way car rental quotes', style: 'responses', isolates: 'The fare search is rate-limited twice with the same 429, succeeds on the third try, and the cheapest offer is reported.', goal: sp.goal, root: render('responses', R, sp) };
  },

  // 02 beach clean-up volunteer sign-ups — OpenTelemetry GenAI
  (R) => {
    const sp = {
      model: 'gpt-4o-mini', agentName: 'cleanup-coordinator',
      system: 'You coordinate volunteers for Shoreline Friends beach clean-ups.',
      goal: 'Register the 6 volunteers from the school group for Saturday\'s clean-up at Gull Point and confirm the kit count.',
      turns: [
        { text: 'Register the group booking.', calls: [{ name: 'register_group', args: { event: 'gull-point-2025-04-12', group: 'Harbourside Academy Eco Club', size: 6 }, error: `503 Service Unavailable: upstream connect error or disconnect/reset before headers. reset reason: connection failure (via ${R.replica('envoy', 3)})`, errorType: 'HTTPError' }] },
        { text: 'Transient gateway error; retrying once.', calls: [{ name: 'register_group', args: { event: 'gull-point-2025-04-12', group: 'Harbourside Academy Eco Club', size: 6 }, result: { booking: 'GP-' + R.int(1000, 9999), places_left: 14, kit: { grabbers: 6, bags: 12, gloves_pairs: 6 }, created: R.iso(R.adv(2, 4)) } }] },
        { text: 'Done: Harbourside Academy Eco Club (6 people) is booked for Gull Point on Saturday; kit reserved: 6 litter pickers, 12 bags, 6 pairs of gloves. 14 places remain.' },
      ],
    };
    return { domain: 'beach clean-up volunteers', style: 'otel', isolates: 'A group registration fails once with a 503 from the gateway and succeeds on retry; the booking is confirmed.', goal: sp.goal, root: render('otel', R, sp) };
  },

  // 03 drum kit rental booking — Vercel AI SDK
  (R) => {
    const err = () => `FetchError: request to https://api.backlinerent.example/v2/reservations failed, reason: read ECONNRESET (attempt took ${R.ms(100, 900)}ms)`;
    const args = { kit: 'DW Collector\'s 5pc + Zildjian A cymbal pack', venue: 'The Lantern Rooms', date: '2025-03-21', load_in: '16:00' };
    const sp = {
      model: 'gpt-4o', functionId: 'backline-desk', maxSteps: 8,
      system: 'You book backline hire for touring bands.',
      goal: 'Book the DW kit with cymbals for the Marrow Sisters gig at The Lantern Rooms on 21 March, load-in 4pm.',
      turns: [
        { calls: [{ name: 'create_reservation', args, error: err() }] },
        { calls: [{ name: 'create_reservation', args, error: err() }] },
        { calls: [{ name: 'create_reservation', args, error: err() }] },
        { calls: [{ name: 'create_reservation', args, result: { reservation: 'BR-' + R.int(20000, 29999), status: 'confirmed', deliver_at: '2025-03-21T15:30:00Z', price_gbp: 145 } }] },
        { text: 'Booked: DW Collector\'s 5-piece with Zildjian A cymbals for the Marrow Sisters at The Lantern Rooms, 21 March, delivery 15:30 for the 16:00 load-in, £145.' },
      ],
    };
    return { domain: 'backline drum kit rental', style: 'vercel', isolates: 'The reservation call hits ECONNRESET three times and succeeds on the fourth; the booking is confirmed.', goal: sp.goal, root: render('vercel', R, sp) };
  },

  // 04 reptile breeder marketplace stock sync — smolagents
  (R) => {
    const e = () => `HTTPError: 502 Bad Gateway for url: https://partners.scalesmarket.example/api/listings/bulk (cf-ray ${R.hex(16)}-LHR)`;
    const payload = { listings: [{ sku: 'BP-PASTEL-24F', qty: 3, price: 180 }, { sku: 'CRES-HARLEQ-24M', qty: 2, price: 140 }, { sku: 'LEO-TANG-24F', qty: 0, price: 95 }] };
    const sp = {
      model: 'Qwen/Qwen2.5-72B-Instruct',
      system: 'You are an expert assistant who can solve any task using code blobs. Tools: push_listings(listings), final_answer(answer).',
      goal: 'Sync today\'s stock of captive-bred ball pythons, crested geckos and leopard geckos from our spreadsheet to the marketplace.',
      turns: [
        { text: 'I will push the three listings in one bulk call.', calls: [{ name: 'push_listings', var: 'res', args: payload, error: e() }] },
        { text: 'Got a 502 from their gateway, which is transient. I will wait a few seconds and retry the same call.', code: `import time\ntime.sleep(5)\nres = push_listings(listings=${JSON.stringify(payload.listings)})\nprint(res)`, calls: [{ name: 'push_listings', args: payload, error: e() }] },
        { text: 'Another 502; retry with a longer wait.', code: `time.sleep(15)\nres = push_listings(listings=${JSON.stringify(payload.listings)})\nprint(res)`, calls: [{ name: 'push_listings', args: payload, result: { updated: 3, unchanged: 0, batch: R.uuid(), took_ms: R.ms(200, 800) } }] },
        { text: 'All three listings updated.', final: 'Marketplace synced: 3 listings updated (leopard gecko LEO-TANG-24F now shows sold out).' },
      ],
    };
    return { domain: 'reptile breeder marketplace listings', style: 'smolagents', isolates: 'A bulk listing push gets the same 502 twice, then succeeds after a longer wait and the run finishes.', goal: sp.goal, root: render('smolagents', R, sp) };
  },

  // 05 hedge-laying competition entries — Claude Agent SDK
  (R) => {
    const sp = {
      model: 'claude-sonnet-4-20250514', cwd: '/home/sec/hedgelaying-2025', toolNames: ['Bash', 'Read'],
      system: 'Claude Code agent helping the secretary of the Midland Hedge Laying Society.',
      goal: 'Append the three new entries from entries_new.csv to the shared competition sheet and tell me the class totals.',
      turns: [
        { text: 'Reading the new entries.', calls: [{ name: 'Read', args: { file_path: '/home/sec/hedgelaying-2025/entries_new.csv' }, result: '     1\tname,class,style\n     2\tTom Ashby,Open,Midland bullock\n     3\tJen Parry,Novice,South of England\n     4\tOwain Rees,Open,Welsh Border' }] },
        { text: 'Appending to the sheet.', calls: [{ name: 'Bash', args: { command: 'sheets-cli append --sheet "MHLS 2025 entries" --csv entries_new.csv' }, error: `Error 429: Quota exceeded for quota metric 'Write requests' and limit 'Write requests per minute per user' of service 'sheets.googleapis.com' for consumer 'project_number:${R.int(1e11, 9e11)}'.` }] },
        { text: 'Per-minute write quota; waiting 60 seconds and retrying.', calls: [{ name: 'Bash', args: { command: 'sleep 60 && sheets-cli append --sheet "MHLS 2025 entries" --csv entries_new.csv' }, result: `Appended 3 rows to 'MHLS 2025 entries'!A58:C60 (revision ${R.int(900, 999)})` }] },
        { text: '', calls: [{ name: 'Bash', args: { command: 'sheets-cli query --sheet "MHLS 2025 entries" --group-by class --count' }, result: 'class    count\nOpen        19\nIntermediate 12\nNovice      13\nJunior       6' }] },
        { text: 'Added Tom Ashby (Open), Jen Parry (Novice) and Owain Rees (Open). Class totals now: Open 19, Intermediate 12, Novice 13, Junior 6.' },
      ],
    };
    return { domain: 'hedge-laying competition entries', style: 'claude_sdk', isolates: 'One append fails on a per-minute quota, the retry after a wait succeeds, and the class totals are reported.', goal: sp.goal, root: render('claude_sdk', R, sp) };
  },

  // 06 microgreens grower wholesale delivery routing — Gemini function calling
  (R) => {
    const stops = ['Copper Pot Bistro', 'Saltbox Kitchen', 'Greenway Grocer', 'Hale Street Deli', 'Fenwick Hotel'];
    const sp = {
      model: 'gemini-2.5-flash', agentName: 'delivery_planner', toolNames: ['optimize_route'],
      system: 'You plan morning delivery runs for Tiny Leaf Microgreens.',
      goal: 'Plan Thursday\'s delivery route for the five restaurant orders, starting and ending at the grow unit, and give the driver the stop order.',
      turns: [
        { calls: [{ name: 'optimize_route', args: { depot: 'Unit 4, Brookside Ind. Est.', stops, depart: '06:30' }, error: `DEADLINE_EXCEEDED: routing solver did not answer within 10s (trace ${R.hex(32)})` }] },
        { calls: [{ name: 'optimize_route', args: { depot: 'Unit 4, Brookside Ind. Est.', stops, depart: '06:30' }, result: { order: ['Greenway Grocer', 'Hale Street Deli', 'Copper Pot Bistro', 'Fenwick Hotel', 'Saltbox Kitchen'], distance_km: 31.4, duration_min: 74, return_eta: '07:44' } }] },
        { text: 'Route for Thursday (depart 06:30, back ~07:44, 31 km): 1 Greenway Grocer, 2 Hale Street Deli, 3 Copper Pot Bistro, 4 Fenwick Hotel, 5 Saltbox Kitchen.' },
      ],
    };
    return { domain: 'microgreens grower deliveries', style: 'gemini', isolates: 'The route solver times out once, the identical retry returns a route, and the stop order is given to the driver.', goal: sp.goal, root: render('gemini', R, sp) };
  },
];
