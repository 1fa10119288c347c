// Family 8 (healthy): the same call fails 1-3 times with the same transient error, then succeeds and the task is finished.
import { tracer } from './lib.mjs';

export const family = 'transient_then_ok';
export const loop = false;
export const stagnation = false;

export const scenarios = [
  {
    n: '01', domain: 'bird feeder web shop pricing', style: 'openai_agents',
    isolates: 'A price update hits 429 with Retry-After twice, the agent waits as told, the third call returns 200, and it confirms the new prices.',
    goal: 'Raise the price of the copper-roof seed feeder (SKU BF-CR-02) from £34 to £38 and the suet cage (SKU BF-SC-01) from £9 to £10.',
    build(N) {
      const T = tracer('openai_agents', N, { agent: 'Shop Admin Agent', workflow: 'catalog-ops', goal: this.goal, toolNames: ['update_prices', 'sleep'] });
      const call = () => ({ name: 'update_prices', args: { updates: [{ sku: 'BF-CR-02', price: 38.0 }, { sku: 'BF-SC-01', price: 10.0 }] } });
      const limited = () => ({ ...call(), err: 'HTTP 429 Too Many Requests', out: { status: 429, headers: { 'retry-after': '2', 'x-shopify-shop-api-call-limit': '40/40', 'x-request-id': N.uuid(), date: N.http() }, body: { errors: 'Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service.' } } });
      T.step('', [limited()]);
      T.step('Rate limited; the server asks for a 2 second wait.', [{ name: 'sleep', args: { seconds: 2 }, out: 'slept 2s' }, limited()]);
      T.step('Still limited by the bulk import job. Waiting 2 seconds again.', [{ name: 'sleep', args: { seconds: 2 }, out: 'slept 2s' }, { ...call(), out: { status: 200, headers: { 'x-shopify-shop-api-call-limit': '12/40', 'x-request-id': N.uuid() }, body: { updated: [{ sku: 'BF-CR-02', price: '38.00', updated_at: N.isoOffset(0) }, { sku: 'BF-SC-01', price: '10.00', updated_at: N.isoOffset(0) }] } } }]);
      const fin = 'Done: copper-roof seed feeder BF-CR-02 is now £38.00 and the suet cage BF-SC-01 is £10.00 (two 429 rate-limit responses first, resolved after waiting).';
      T.step(fin, []);
      return T.root(fin);
    },
  },
  {
    n: '02', domain: 'antique glass fishing float marketplace', style: 'griptape',
    isolates: 'Creating a marketplace listing returns 502 Bad Gateway once from a load balancer, the identical retry succeeds with a listing id, and the agent reports the live listing.',
    goal: 'List the 1930s Northwood hand-blown green glass fishing float (12 cm, net intact) on the collectors\' marketplace at $145.',
    build(N) {
      const T = tracer('griptape', N, { agent: 'listing-agent', goal: this.goal });
      const args = { title: 'Northwood 1930s hand-blown glass fishing float, green, 12cm, original net', price_usd: 145, category: 'maritime/floats', photos: 4 };
      T.step('Creating the listing.', [{ name: 'MarketplaceTool.create_listing', args, err: '502 Bad Gateway', out: `<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>awselb/2.0</center></body></html>\nx-amzn-trace-id: Root=1-${N.hex(8)}-${N.hex(24)}` }]);
      T.step('The gateway returned 502, which is usually transient. Retrying the same request.', [{ name: 'MarketplaceTool.create_listing', args, out: { id: 'lst_' + N.alnum(10), status: 'live', url: 'https://floats.example/l/northwood-green-12cm', created: N.iso() } }]);
      const fin = 'The Northwood green glass float is listed at $145 and live (first attempt hit a 502 from the gateway; the retry succeeded).';
      T.step(fin, []);
      return T.root(fin);
    },
  },
  {
    n: '03', domain: 'didgeridoo maker shipping quotes', style: 'autogen',
    isolates: 'A freight quote call gets 503 Service Unavailable three times in a row, the fourth attempt returns quotes, and the agent books the cheapest insured option.',
    goal: 'Get a shipping quote for a 1.4 m eucalyptus didgeridoo (boxed 150×20×20 cm, 4 kg) from Darwin to Berlin and book the cheapest insured service.',
    build(N) {
      const T = tracer('autogen', N, { agent: 'shipping_assistant', goal: this.goal });
      const args = { from: 'Darwin NT 0800', to: 'Berlin 10999', dims_cm: [150, 20, 20], kg: 4, insured_value_aud: 900 };
      const down = () => ({ name: 'get_freight_quotes', args, err: 'HTTP 503', out: `HTTP/1.1 503 Service Unavailable\nRetry-After: ${N.int(3, 10)}\nX-Edge: ${N.host('quote-edge')}\nDate: ${N.http()}\n\nupstream connect error or disconnect/reset before headers. reset reason: overflow` });
      T.step('Requesting quotes.', [down()]);
      T.step('The quote service is temporarily unavailable (503). Retrying after the suggested wait.', [down()]);
      T.step('Another 503 with a new Retry-After. Trying again after waiting.', [down()]);
      T.step('Third 503; one more attempt.', [{ name: 'get_freight_quotes', args, out: { quotes: [{ carrier: 'AusPost Intl Standard', aud: 212.4, days: '12-18', insured: true }, { carrier: 'DHL Express', aud: 388.0, days: '4-6', insured: true }, { carrier: 'Sea+Air Consol', aud: 161.9, days: '28-35', insured: false }], quote_ref: 'Q-' + N.upper(8) } }]);
      T.step('Quotes received. The cheapest insured option is AusPost International Standard at A$212.40. Booking it.', [{ name: 'book_shipment', args: { quote_ref: 'from previous result', carrier: 'AusPost Intl Standard' }, out: { booking: 'AP' + N.digits(9) + 'AU', label_pdf: N.tmp('pdf') } }]);
      const fin = 'Booked AusPost International Standard (A$212.40, insured to A$900, 12–18 days). The label is ready to print.';
      T.step(fin, []);
      return T.root({ messages: 12, stop_reason: 'TERMINATE', final: fin });
    },
  },
  {
    n: '04', domain: 'quinoa cooperative export invoicing', style: 'gemini',
    isolates: 'An exchange-rate lookup times out twice with the same timeout error, the third attempt returns a rate, and the agent completes the export invoice.',
    goal: 'Prepare the USD invoice for the 18 t organic royal quinoa shipment to Hamburg priced at PEN 7.20/kg, using today\'s PEN→USD rate.',
    build(N) {
      const T = tracer('gemini', N, { agent: 'coop-exports', goal: this.goal, toolNames: ['get_fx_rate', 'create_invoice'] });
      const to = () => ({ name: 'get_fx_rate', args: { base: 'PEN', quote: 'USD' }, err: 'TimeoutError', out: { error: 'ReadTimeout: HTTPSConnectionPool(host=\'api.fx.example\', port=443): Read timed out. (read timeout=10)', attempt_id: N.hex(8) } });
      T.step('', [to()]);
      T.step('The rate service timed out. Trying again.', [to()]);
      T.step('It timed out again. One more try.', [{ name: 'get_fx_rate', args: { base: 'PEN', quote: 'USD' }, out: { rate: 0.2667, as_of: N.isoSec(), source: 'BCRP fixing', id: N.uuid() } }]);
      T.step('Rate PEN→USD 0.2667. 18,000 kg × PEN 7.20 = PEN 129,600 → USD 34,564.32. Creating the invoice.', [{ name: 'create_invoice', args: { buyer: 'Hanseatic Grains GmbH', qty_kg: 18000, unit_price_pen: 7.2, fx: 0.2667, currency: 'USD', amount: 34564.32 }, out: { invoice: 'EXP-2025-' + N.digits(4), status: 'draft', pdf: N.tmp('pdf') } }]);
      const fin = 'The invoice is drafted: 18 t organic royal quinoa, PEN 129,600 at 0.2667 = USD 34,564.32. The FX lookup timed out twice before succeeding.';
      T.step(fin, []);
      return T.root(fin);
    },
  },
  {
    n: '05', domain: 'airport lounge access booking', style: 'vercel',
    isolates: 'A lounge booking call fails once with ECONNRESET, the retry confirms the booking, and the agent sends the traveller the QR pass.',
    goal: 'Book lounge access at Lisbon T1 for tomorrow 06:00–08:30 before my 08:55 flight to Oslo, and send me the pass.',
    build(N) {
      const T = tracer('vercel', N, { agent: 'travel-concierge', functionId: 'lounge-booking', goal: this.goal });
      const args = { airport: 'LIS', terminal: '1', from: '06:00', to: '08:30', guests: 0 };
      T.step('', [{ name: 'bookLounge', args, err: 'FetchError: request to https://api.lounges.example/v2/bookings failed, reason: read ECONNRESET', out: { code: 'ECONNRESET', errno: -104, syscall: 'read' } }]);
      T.step('The connection was reset before a response came back; I\'ll retry the same booking.', [{ name: 'bookLounge', args, out: { booking_ref: 'LNG-' + N.upper(6), lounge: 'ANA Lounge, Gate 14 area', valid: '06:00–08:30', qr: `https://api.lounges.example/v2/pass/${N.hex(20)}.png`, idempotency_key: N.uuid() } }]);
      T.step('Booked. Sending the pass.', [{ name: 'sendEmail', args: { to: 'traveller', subject: 'Your Lisbon T1 lounge pass', attach: 'qr' }, out: { id: N.hex(16), status: 'sent' } }]);
      const fin = 'Your lounge access at Lisbon T1 is booked for 06:00–08:30 tomorrow and the QR pass is in your inbox.';
      T.step(fin, []);
      return T.root(fin);
    },
  },
  {
    n: '06', domain: 'Gradle build with a flaky Maven mirror', style: 'claude_sdk',
    isolates: 'A Gradle build fails twice on the same 502 from the dependency mirror, the third run resolves dependencies and the build succeeds, and the agent reports the passing tests.',
    goal: 'Bump okhttp to 4.12.0 in the android-sdk module and make sure the build and unit tests pass.',
    build(N) {
      const T = tracer('claude_sdk', N, { agent: 'claude', goal: this.goal, cwd: '/home/dev/weatherkit-android' });
      T.step('Updating the version catalog.', [{ name: 'Edit', args: { file_path: 'gradle/libs.versions.toml', old_string: 'okhttp = "4.11.0"', new_string: 'okhttp = "4.12.0"' }, out: 'The file gradle/libs.versions.toml has been updated.' }]);
      const bad = () => ({ name: 'Bash', args: { command: './gradlew :android-sdk:testDebugUnitTest --console=plain', description: 'Build and run unit tests', timeout: 600000 }, err: 'Exit code 1', out: `> Task :android-sdk:compileDebugKotlin FAILED\n\nFAILURE: Build failed with an exception.\n* What went wrong:\nCould not resolve com.squareup.okhttp3:okhttp:4.12.0.\n   > Could not GET 'https://maven-mirror.corp.example/releases/com/squareup/okhttp3/okhttp/4.12.0/okhttp-4.12.0.pom'. Received status code 502 from server: Bad Gateway\n\nBUILD FAILED in ${N.int(8, 40)}s` });
      T.step('Running the build.', [bad()]);
      T.step('The mirror returned 502 Bad Gateway, a mirror-side issue rather than the change. Retrying.', [bad()]);
      T.step('Same 502 from the mirror. Retrying once more with --refresh-dependencies.', [{ name: 'Bash', args: { command: './gradlew :android-sdk:testDebugUnitTest --console=plain --refresh-dependencies', description: 'Retry build', timeout: 600000 }, out: `> Task :android-sdk:compileDebugKotlin\n> Task :android-sdk:testDebugUnitTest\n\n142 tests completed, 0 failed\n\nBUILD SUCCESSFUL in 1m ${N.int(10, 59)}s\n47 actionable tasks: 31 executed, 16 up-to-date` }]);
      const fin = 'okhttp is bumped to 4.12.0; the build succeeds and all 142 unit tests pass. Two earlier runs failed only because the Maven mirror returned 502.';
      T.step(fin, []);
      return T.root({ subtype: 'success', result: fin, num_turns: 5 });
    },
  },
];
