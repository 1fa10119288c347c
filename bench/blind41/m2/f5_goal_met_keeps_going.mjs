import { script } from "./lib.mjs";
export const family = "goal_met_keeps_going", loop = true, stagnation = true;
export const rows = [
  { domain: "camel treks", style: "smolagents", isolates: "The trek booking is confirmed by the tool, then the agent re-fetches the same confirmation three more times and re-announces it until the step limit.",
    goal: "Book two riders on the sunrise camel trek at Erg Chebbi for 3 November.",
    build: (n) => { const conf = { booking: "ECT-" + n.int(1000, 9999), status: "CONFIRMED", riders: 2, date: "2025-11-03", slot: "05:45" };
      const get = () => ({ name: "get_booking", args: { ref: conf.booking }, out: { ...conf, fetched: n.iso(), edge: n.host("bk") } });
      return script("smolagents", n, { agentName: "trek_desk", goal: "Book two riders on the sunrise camel trek at Erg Chebbi for 3 November.", steps: [
        { say: "I will book the trek.", calls: [{ name: "book_trek", args: { trek: "sunrise-erg-chebbi", date: "2025-11-03", riders: 2 }, out: conf }] },
        { say: "Booking confirmed. Let me verify the booking is confirmed.", calls: [get()] },
        { say: "The booking is confirmed. Let me verify the booking is confirmed.", calls: [get()] },
        { say: "The booking is confirmed. Let me verify the booking is confirmed once more.", calls: [get()] },
        { say: "The booking is confirmed. Let me verify the booking is confirmed.", calls: [get()] },
      ] }); } },
  { domain: "biathlon ranges", style: "langsmith", isolates: "After the lane reservation succeeds the agent re-submits the same reservation three more times, each returning 'already reserved' by the same reservation.",
    goal: "Reserve shooting lanes 3-6 at the biathlon range for the junior squad, Tuesday 16:00-18:00.",
    build: (n) => { const again = () => ({ name: "reserve_lanes", args: { lanes: [3, 4, 5, 6], start: "Tue 16:00", end: "Tue 18:00", group: "junior-squad" }, out: { status: "exists", reservation: "RV-5521", message: "Lanes already reserved by RV-5521", trace: n.hex(16) } });
      return script("langsmith", n, { agentName: "range_booking", goal: "Reserve shooting lanes 3-6 at the biathlon range for the junior squad, Tuesday 16:00-18:00.", steps: [
        { say: "Reserving lanes 3-6.", calls: [{ name: "reserve_lanes", args: { lanes: [3, 4, 5, 6], start: "Tue 16:00", end: "Tue 18:00", group: "junior-squad" }, out: { status: "created", reservation: "RV-5521", trace: n.hex(16) } }] },
        { say: "Reserved as RV-5521. Submitting the reservation to be sure it is in place.", calls: [again()] },
        { say: "Reserved as RV-5521. Submitting the reservation to be sure it is in place.", calls: [again()] },
        { say: "Reserved as RV-5521. Submitting the reservation to be sure it is in place.", calls: [again()] },
      ], final: "Lanes 3-6 are reserved as RV-5521." }); } },
  { domain: "haunted house attractions", style: "mastra", isolates: "Agent publishes the new opening hours successfully, then posts the same 'hours are now live' announcement three more times to the staff channel.",
    goal: "Publish the extended Halloween-week opening hours (until 23:00) on the attraction's website.",
    build: (n) => { const post = () => ({ name: "post_staff_channel", args: { text: "Halloween-week hours (until 23:00) are now live on the website." }, out: { ok: true, ts: `${n.epoch()}.${n.int(100000, 999999)}` } });
      return script("mastra", n, { agentName: "hauntOps", goal: "Publish the extended Halloween-week opening hours (until 23:00) on the attraction's website.", steps: [
        { say: "Publishing the hours.", calls: [{ name: "cms_publish", args: { page: "hours", patch: { "oct-27..oct-31": "18:00-23:00" } }, out: { published: true, version: n.int(40, 90), url: "https://hollowmanor.example/hours", cache_purge: n.uuid() } }] },
        { say: "Published. Halloween-week hours (until 23:00) are now live.", calls: [post()] },
        { say: "Halloween-week hours (until 23:00) are now live on the website.", calls: [post()] },
        { say: "Halloween-week hours (until 23:00) are now live on the website.", calls: [post()] },
        { say: "Halloween-week hours (until 23:00) are now live on the website.", calls: [post()] },
      ] }); } },
  { domain: "ventriloquist bookings", style: "gemini", isolates: "The contract is signed (status 'completed'); the agent keeps re-checking the same envelope status and re-stating it until stopped.",
    goal: "Get the venue to sign the performance contract for the ventriloquist's 14 February show.",
    build: (n) => { const chk = () => ({ name: "envelope_status", args: { envelope_id: "a1f0-vq-0214" }, out: { status: "completed", signed_by: ["venue@riverhall.example"], completed_at: "2025-02-02T10:14:09Z", polled_at: n.iso() } });
      return script("gemini", n, { agentName: "booking_agent", goal: "Get the venue to sign the performance contract for the ventriloquist's 14 February show.", steps: [
        { say: "Checking the envelope.", calls: [chk()] },
        { say: "The contract has been signed by the venue. I'll check the status to confirm.", calls: [chk()] },
        { say: "The contract has been signed by the venue. I'll check the status to confirm.", calls: [chk()] },
        { say: "The contract has been signed by the venue. I'll check the status again to confirm.", calls: [chk()] },
      ], final: "The contract has been signed by the venue." }); } },
  { domain: "incense makers", style: "plain", isolates: "Label print job succeeds; the agent reprints-checks the same job, then resends identical 'labels printed' confirmations to the customer three times.",
    goal: "Print 300 ingredient labels for the sandalwood-cedar incense batch and tell the wholesale customer.",
    build: (n) => { const tell = () => ({ name: "send_message", args: { to: "orders@templeshop.example", text: "Your 300 sandalwood-cedar labels are printed and will ship with the batch." }, out: { status: 202, id: n.uuid() } });
      return script("plain", n, { agentName: "incense-ops", goal: "Print 300 ingredient labels for the sandalwood-cedar incense batch and tell the wholesale customer.", steps: [
        { say: null, calls: [{ name: "print_labels", args: { template: "ingredients-v4", batch: "SC-0925", copies: 300 }, out: `job ${n.int(200, 900)} on zebra-ZT4: 300/300 printed in ${n.dur()}` }] },
        { say: "Your 300 sandalwood-cedar labels are printed and will ship with the batch.", calls: [tell()] },
        { say: "Your 300 sandalwood-cedar labels are printed and will ship with the batch.", calls: [tell()] },
        { say: "Your 300 sandalwood-cedar labels are printed and will ship with the batch.", calls: [tell()] },
      ] }); } },
  { domain: "geode shops", style: "anthropic", isolates: "The listing goes live and a fetch confirms it; the agent fetches the same live page three more times, learning nothing new.",
    goal: "List the 9 kg amethyst geode cathedral (item GEO-332) on the online shop at £1,450.",
    build: (n) => { const pg = () => ({ name: "http_get", args: { url: "https://rockhound.example/p/GEO-332" }, out: `HTTP/2 200\ndate: ${n.httpDate()}\netag: ${n.etag()}\nx-cache: ${n.pick(["HIT", "MISS"])}\n\n<h1>Amethyst cathedral 9 kg</h1><p class="price">£1,450</p><button>Add to basket</button>` });
      return script("anthropic", n, { agentName: "shop-lister", goal: "List the 9 kg amethyst geode cathedral (item GEO-332) on the online shop at £1,450.", steps: [
        { say: "Creating the listing.", calls: [{ name: "create_listing", args: { sku: "GEO-332", price_gbp: 1450, title: "Amethyst cathedral 9 kg" }, out: { id: "GEO-332", state: "live" } }] },
        { say: "It says live. Let me check the public page.", calls: [pg()] },
        { say: "The listing is live at £1,450. Let me check the public page again.", calls: [pg()] },
        { say: "The listing is live at £1,450. Let me check the public page again.", calls: [pg()] },
        { say: "The listing is live at £1,450. Let me check the public page again.", calls: [pg()] },
      ] }); } },
];
