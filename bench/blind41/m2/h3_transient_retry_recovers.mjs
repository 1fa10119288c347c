import { script } from "./lib.mjs";
export const family = "transient_retry_recovers", loop = false, stagnation = false;
export const rows = [
  { domain: "angora rabbits", style: "mastra", isolates: "Registry upload fails twice with the same 429 and succeeds on the third attempt after backoff; the litter is registered.",
    goal: "Register the new angora litter (5 kits, doe 'Biscuit') with the breed registry.",
    build: (n) => { const c = { name: "registry_submit", args: { doe: "Biscuit", kits: 5, born: "2025-04-02" } };
      const r429 = () => ({ ...c, out: { status: 429, headers: { "retry-after": "4", ...n.rate(60) }, body: "Too Many Requests" }, err: "HTTP 429" });
      return script("mastra", n, { agentName: "rabbitry", goal: "Register the new angora litter (5 kits, doe 'Biscuit') with the breed registry.", steps: [
        { say: "Submitting the litter.", calls: [r429()] },
        { say: "Rate limited; waiting 4 s as instructed.", calls: [r429()] },
        { say: "Limited again; backing off to 8 s.", calls: [{ ...c, out: { status: 201, litter_id: "ARBA-L-" + n.int(10000, 99999), registered: n.iso() } }] },
      ], final: "Litter registered after two rate-limited attempts." }); } },
  { domain: "dune buggy rental", style: "openinference", isolates: "Payment capture times out once (gateway timeout) and succeeds on the retry; the rental is confirmed.",
    goal: "Capture payment and confirm tomorrow's 2-hour dune buggy rental for the Okafor family.",
    build: (n) => { const c = { name: "capture_payment", args: { intent: "pi_" + n.alnum(20), amount: 180 } };
      return script("openinference", n, { agentName: "DuneDesk", goal: "Capture payment and confirm tomorrow's 2-hour dune buggy rental for the Okafor family.", steps: [
        { say: "Capturing the payment.", calls: [{ ...c, out: `HTTP/1.1 504 Gateway Timeout\nDate: ${n.httpDate()}\nVia: 1.1 ${n.host("lb")}\n\n<html><body><h1>504 Gateway Time-out</h1></body></html>`, err: "504 Gateway Timeout" }] },
        { say: "Gateway timeout; the intent is idempotent so I'll retry after a short wait.", calls: [{ ...c, out: { status: "succeeded", charge: "ch_" + n.alnum(20) } }, { name: "confirm_rental", args: { family: "Okafor", slot: "tomorrow 10:00-12:00" }, out: { ref: "DB-" + n.int(100, 999) } }] },
      ], final: "Payment captured and the rental is confirmed." }); } },
  { domain: "snowkite schools", style: "smolagents", isolates: "Weather API connection resets three times, then returns a forecast; the agent uses it to schedule the lesson.",
    goal: "Decide whether Saturday's beginner snowkite lesson can run (wind 12-25 km/h needed) and schedule it.",
    build: (n) => { const c = { name: "wind_forecast", args: { spot: "lake-reschen", day: "saturday" } };
      const fail = () => ({ ...c, out: `ConnectionResetError: [Errno 104] Connection reset by peer (host=${n.host("wx")})`, err: "ConnectionResetError" });
      return script("smolagents", n, { agentName: "kite_school", goal: "Decide whether Saturday's beginner snowkite lesson can run (wind 12-25 km/h needed) and schedule it.", steps: [
        { say: "I will get the forecast.", calls: [fail()] },
        { say: "Connection reset, a transient network error; I will retry once.", calls: [fail()] },
        { say: "Reset again; I will wait a few seconds longer before the third try.", calls: [fail()] },
        { say: "Last retry with a longer backoff.", calls: [{ ...c, out: { wind_kmh: { "09:00": 14, "12:00": 19, "15:00": 23 }, gust_max: 28, model_run: n.isoNoMs() } }] },
        { say: "Wind 14-23 km/h is inside the range; scheduling.", calls: [{ name: "schedule_lesson", args: { day: "saturday", start: "10:00", level: "beginner" }, out: "scheduled #" + n.int(100, 999) }] },
      ], final: "Forecast 14-23 km/h; lesson scheduled for Saturday 10:00." }); } },
  { domain: "bobsleigh tracks", style: "oai_agents", isolates: "Timing-system export returns a 'database is locked' error once and succeeds the second time; the run times are published.",
    goal: "Publish the official run times from this morning's two-man bobsleigh training session.",
    build: (n) => { const c = { name: "export_times", args: { session: "2M-train-AM", format: "csv" } };
      return script("oai_agents", n, { agentName: "TrackTiming", goal: "Publish the official run times from this morning's two-man bobsleigh training session.", steps: [
        { say: "Exporting run times.", calls: [{ ...c, out: { error: "sqlite3.OperationalError: database is locked", path: n.tmp("sqlite") }, err: "database is locked" }] },
        { say: "The timing DB was locked by the live writer; retry in a moment.", calls: [{ ...c, out: "sled,run,time\nGER-2,1,51.82\nSUI-1,1,52.04\nGER-2,2,51.67\n" }] },
        { say: "Got 3 runs; publishing.", calls: [{ name: "publish_results", args: { session: "2M-train-AM" }, out: { url: "https://track.example/results/2m-am", published_at: n.iso() } }] },
      ], final: "Times published; fastest run GER-2 51.67." }); } },
  { domain: "hayride farms", style: "autogen", isolates: "Ticketing API returns 503 twice during a deploy, then the group booking goes through.",
    goal: "Book a 25-person school group on the 11:00 hayride on 18 October.",
    build: (n) => { const c = { name: "create_group_booking", args: { date: "2025-10-18", time: "11:00", size: 25 } };
      const e = () => ({ ...c, out: JSON.stringify({ status: 503, error: "service_unavailable", detail: "deploy in progress", pod: "tix-" + n.hex(5) }), err: "503 service_unavailable" });
      return script("autogen", n, { agentName: "farm_bookings", goal: "Book a 25-person school group on the 11:00 hayride on 18 October.", steps: [
        { say: "Booking the group.", calls: [e()] },
        { say: "503 during a deploy; retrying in 10 s.", calls: [e()] },
        { say: "Still deploying; trying once more after 30 s.", calls: [{ ...c, out: JSON.stringify({ status: 201, booking: "HR-" + n.int(1000, 9999), wagons: 2 }) }] },
      ], final: "Booked: 25 people on the 11:00 hayride, 18 Oct, 2 wagons." }); } },
  { domain: "slide projector repair", style: "vercel", isolates: "Parts-supplier lookup hits a DNS failure once, succeeds on retry, and the repair quote is sent.",
    goal: "Quote the repair of a Kodak Carousel 4400 with a dead fan motor.",
    build: (n) => { const c = { name: "parts_lookup", args: { model: "Carousel 4400", part: "fan motor" } };
      return script("vercel", n, { agentName: "projector-repair", goal: "Quote the repair of a Kodak Carousel 4400 with a dead fan motor.", steps: [
        { say: "Looking up the fan motor.", calls: [{ ...c, out: { name: "FetchError", message: "getaddrinfo EAI_AGAIN parts.vintageav.example", code: "EAI_AGAIN" }, err: "EAI_AGAIN" }] },
        { say: "Temporary DNS failure; retrying.", calls: [{ ...c, out: { part_no: "KC-FM-4400", price_usd: 38.5, stock: 4 } }] },
        { say: "Part in stock at $38.50. Sending the quote with 1 h labour.", calls: [{ name: "send_quote", args: { total_usd: 103.5, lines: ["fan motor 38.50", "labour 65.00"] }, out: { quote: "Q-" + n.int(100, 999) } }] },
      ], final: "Quote sent: $103.50." }); } },
];
