// Family 4 — same_failure_after_fixes (loop: true, stagnation: false)
// After each DIFFERENT change (edit, flag, setting) the agent re-runs the same verification and it
// fails the same way; the failing output is identical apart from volatile parts. It never passes.
// The model's reasoning proposes a new idea each time, so its text does not repeat.
import { Trace } from './lib.mjs';

export const family = 'same_failure_after_fixes';
export const loop = true;
export const stagnation = false;
export const isolates = 'Different changes each followed by the same verification failing identically (modulo volatile fields); never passes.';

export const rows = [
  // ------------------------------------------------------------------------------------------
  {
    id: '01', domain: 'bowling league software', style: 'claude',
    isolates: 'A Claude Agent SDK coding run makes four different edits to a handicap function, but pytest fails with the identical assertion each time (the tests import a stale installed copy).',
    goal: 'Fix the failing handicap test in the bowling league standings tool (tests/test_handicap.py) so the weekly standings can be published tonight.',
    build(n, r) {
      const T = new Trace(n, 'claude', { goal: r.goal, system: 'You are a coding agent working in the league-stats repository of the Thornbury Tenpin League.', tools: ['Bash', 'Read', 'Edit', 'Grep'], cwd: '/home/dev/league-stats' });
      const pytest = () => `============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.2.1, pluggy-1.5.0\nUsing --randomly-seed=${n.int(100000000, 4294967295)}\nrootdir: /home/dev/league-stats\nconfigfile: pyproject.toml\nplugins: randomly-3.15.0, cov-5.0.0\ncollected 15 items\n\ntests/test_standings.py ........                                         [ 53%]\ntests/test_handicap.py ..F....                                           [100%]\n\n=================================== FAILURES ===================================\n_________________ test_handicap_is_90_percent_of_220_minus_avg _________________\n\n    def test_handicap_is_90_percent_of_220_minus_avg():\n        bowler = Bowler("R. Castellano", pins=4404, games=27)   # avg 163.1\n>       assert handicap(bowler) == 51\nE       AssertionError: assert 50 == 51\nE        +  where 50 = handicap(<Bowler R. Castellano avg=163.1>)\n\ntests/test_handicap.py:31: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_handicap.py::test_handicap_is_90_percent_of_220_minus_avg - AssertionError: assert 50 == 51\n========================= 1 failed, 14 passed in ${n.float(0.31, 0.74, 2)}s =========================`;
      const run = { name: 'Bash', args: { command: 'python -m pytest -q tests/', description: 'Run the test suite' }, result: pytest, error: 'Exit code 1' };
      T.step({ text: 'Let me run the tests to see the failure.', calls: [run] });
      T.step({ calls: [{ name: 'Read', args: { file_path: '/home/dev/league-stats/src/league/handicap.py' }, result: '     1\tfrom .models import Bowler\n     2\t\n     3\tBASE = 220\n     4\tPCT = 0.9\n     5\t\n     6\t\n     7\tdef handicap(b: Bowler) -> int:\n     8\t    avg = b.pins // b.games\n     9\t    return int((BASE - avg) * PCT)\n' }] });
      T.step({ text: 'The average is computed with floor division (163) and the result is truncated with int(). (220-163)*0.9 = 51.3, so truncation should still give 51... but the test gets 50, so maybe float error. I\'ll use round() on the final value.', calls: [{ name: 'Edit', args: { file_path: '/home/dev/league-stats/src/league/handicap.py', old_string: '    return int((BASE - avg) * PCT)', new_string: '    return round((BASE - avg) * PCT)' }, result: 'The file /home/dev/league-stats/src/league/handicap.py has been updated.' }] });
      T.step({ calls: [run] });
      T.step({ text: 'Same assertion. Maybe the league rule uses the exact average, not the floored one: (220-163.11)*0.9 = 51.2. Switching avg to true division.', calls: [{ name: 'Edit', args: { file_path: '/home/dev/league-stats/src/league/handicap.py', old_string: '    avg = b.pins // b.games', new_string: '    avg = b.pins / b.games' }, result: 'The file /home/dev/league-stats/src/league/handicap.py has been updated.' }] });
      T.step({ calls: [run] });
      T.step({ text: 'Still 50. Floating-point multiplication by 0.9 could be undershooting; using Decimal arithmetic with ROUND_HALF_UP avoids binary representation issues.', calls: [{ name: 'Edit', args: { file_path: '/home/dev/league-stats/src/league/handicap.py', old_string: '    return round((BASE - avg) * PCT)', new_string: '    from decimal import Decimal, ROUND_HALF_UP\n    h = (Decimal(BASE) - Decimal(str(avg))) * Decimal("0.9")\n    return int(h.quantize(Decimal("1"), rounding=ROUND_HALF_UP))' }, result: 'The file /home/dev/league-stats/src/league/handicap.py has been updated.' }] });
      T.step({ calls: [run] });
      T.step({ text: 'The failure has not moved at all. Perhaps the Bowler model rounds pins when it is constructed; I\'ll make handicap read the raw pins total through an explicit float conversion and clamp at zero as the rulebook says.', calls: [{ name: 'Edit', args: { file_path: '/home/dev/league-stats/src/league/handicap.py', old_string: '    avg = b.pins / b.games', new_string: '    avg = float(b.pins) / float(b.games)\n    if avg >= BASE:\n        return 0' }, result: 'The file /home/dev/league-stats/src/league/handicap.py has been updated.' }] });
      T.step({ calls: [run] });
      return T.finish({ status: 'error_max_turns' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '02', domain: 'golf club tee-time booking (devops)', style: 'plain',
    isolates: 'A devops agent restarts, resizes, re-ports and re-configures a tee-time booking deployment; the health check returns the same Envoy 503 body every time with only date, request id and pod differing.',
    goal: 'The tee-time booking API of Fairhaven Golf Club has returned 503 since last night\'s deploy. Get /healthz passing again.',
    build(n, r) {
      const T = new Trace(n, 'plain', { goal: r.goal, agent: 'sre-agent', system: 'You are an SRE agent with kubectl access to the fairhaven-prod cluster (namespace teetimes) and an http_check tool.' });
      const check = () => ({ url: 'https://book.fairhavengolf.example/healthz', status: 503, elapsed_ms: n.int(4, 31), headers: { date: n.http(), 'content-type': 'text/plain', 'content-length': '91', server: 'envoy', 'x-request-id': n.uuid(), 'x-envoy-upstream-service-time': null, via: `1.1 ${n.pod('gw-envoy')}` }, body: 'upstream connect error or disconnect/reset before headers. reset reason: connection failure' });
      const hc = { name: 'http_check', args: { url: 'https://book.fairhavengolf.example/healthz', method: 'GET' }, result: check, error: 'HTTP 503' };
      const k = (command, out) => ({ name: 'kubectl', args: { command }, result: out });
      T.step({ calls: [hc] });
      T.step({ text: 'Envoy cannot connect to the upstream. A rolling restart will replace any wedged pods from the deploy.', calls: [k('rollout restart deployment/teetime-api -n teetimes', () => `deployment.apps/teetime-api restarted`)] });
      T.step({ calls: [k('rollout status deployment/teetime-api -n teetimes --timeout=120s', () => `Waiting for deployment "teetime-api" rollout to finish: 1 of 2 updated replicas are available...\ndeployment "teetime-api" successfully rolled out`)] });
      T.step({ calls: [hc] });
      T.step({ text: 'Restarting did not help. The new build loads the course-map cache at startup and may be hitting its memory limit; raising the limit from 256Mi to 512Mi.', calls: [k('set resources deployment/teetime-api -n teetimes --limits=memory=512Mi', () => `deployment.apps/teetime-api resource requirements updated`)] });
      T.step({ calls: [hc] });
      T.step({ text: 'More memory changed nothing. The Dockerfile in this release switched to gunicorn, which listens on 8000 by default, while the container port is declared as 8080; patching the containerPort.', calls: [k(`patch deployment teetime-api -n teetimes --type=json -p='[{"op":"replace","path":"/spec/template/spec/containers/0/ports/0/containerPort","value":8000}]'`, () => `deployment.apps/teetime-api patched`)] });
      T.step({ calls: [hc] });
      T.step({ text: 'Port change made no difference either. Perhaps the app blocks at startup waiting for a DB connection slot; lowering DB_POOL_SIZE to 5 so it fits under the Postgres connection cap.', calls: [k('set env deployment/teetime-api -n teetimes DB_POOL_SIZE=5', () => `deployment.apps/teetime-api env updated`)] });
      T.step({ calls: [hc] });
      return T.finish({ status: 'max_steps', error: 'Stopped after 10 tool calls (max_steps)' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '03', domain: 'avalanche forecasting', style: 'vertex',
    isolates: 'An ADK agent edits a CAAML avalanche bulletin four different ways (namespace prefix, BOM, schema version, comments) and the XSD validator reports the identical element-order error each time.',
    goal: "Publish today's avalanche bulletin for the Lochaber region to the CAAML v6 feed used by the European warning services.",
    build(n, r) {
      const T = new Trace(n, 'vertex', { goal: r.goal, agent: 'bulletin_publisher', app: 'sais-bulletins', system: 'You publish avalanche hazard bulletins. edit_bulletin applies an edit to the draft XML; validate_caaml runs the CAAML v6 XSD; publish_feed publishes a valid bulletin.' });
      const val = () => ({ valid: false, file: 'lochaber_bulletin.xml', validator: 'caaml-xsd 6.0.3 (xmllint)', errors: [{ line: 48, column: 23, message: "Element '{http://caaml.org/Schemas/BulletinEAWS/v6.0}dangerRating': This element is not expected. Expected is ( {http://caaml.org/Schemas/BulletinEAWS/v6.0}elevation )." }], run_id: n.ulid(), took_ms: n.int(38, 95) });
      const v = { name: 'validate_caaml', args: { path: 'drafts/lochaber_bulletin.xml' }, result: val };
      const e = (op, note) => ({ name: 'edit_bulletin', args: { path: 'drafts/lochaber_bulletin.xml', operation: op }, result: () => ({ ok: true, note, bytes: n.int(5100, 5400), saved_at: n.isoTz(0) }) });
      T.step({ calls: [v] });
      T.step({ text: 'The validator rejects dangerRating in its namespace. The draft uses a "caaml:" prefix while the feed examples use a default namespace, so I will rewrite it to a default xmlns.', calls: [e({ type: 'replace_namespace_prefix', from: 'caaml', to: '' }, 'namespace prefix removed')] });
      T.step({ calls: [v] });
      T.step({ text: 'Identical error. The export tool may have written a UTF-8 byte-order mark that confuses the parser\'s namespace handling; re-encoding without BOM.', calls: [e({ type: 'reencode', encoding: 'utf-8', bom: false }, 'BOM removed')] });
      T.step({ calls: [v] });
      T.step({ text: 'No change. The root element declares schema version 6.0.2; the validator is 6.0.3, which might have changed the content model, so I will bump the declared version.', calls: [e({ type: 'set_attribute', xpath: '/bulletins/@schemaVersion', value: '6.0.3' }, 'schemaVersion set')] });
      T.step({ calls: [v] });
      T.step({ text: 'Still line 48. There is an XML comment from the forecaster right before that block; some schema validators mis-count sequences around comments, so stripping comments.', calls: [e({ type: 'strip_comments' }, '3 comments removed')] });
      T.step({ calls: [v] });
      return T.finish({ status: 'max_llm_calls_exceeded', error: 'LlmCallsLimitExceededError: Max number of llm calls limit of 9 exceeded' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '04', domain: 'seed bank (genebank) data', style: 'assistants',
    isolates: 'An Assistants run changes date format, delimiter, encoding and headers of an accession file; every upload validation rejects it with the same row-118 country-code error.',
    goal: 'Upload the 2024 wheat landrace accessions (accessions_2024.csv) to the Genesys passport-data portal.',
    build(n, r) {
      const T = new Trace(n, 'assistants', { goal: r.goal, system: 'You are the data steward assistant of the Highland Seed Bank. transform_file edits the working CSV; validate_upload runs the portal\'s MCPD validator; submit_upload submits a validated file.' });
      const val = () => ({ validation_id: 'val_' + n.lower(12), status: 'rejected', standard: 'MCPD v2.1', rows_checked: 412, errors: [{ row: 118, field: 'ORIGCTY', value: 'XKX', message: "'XKX' is not a valid ISO 3166-1 alpha-3 code" }], warnings: 3, checksum: 'sha256:' + n.sha256().slice(0, 16), received_at: n.http() });
      const v = { name: 'validate_upload', args: { file: 'accessions_2024.csv', portal: 'genesys' }, result: val };
      const t = (op, desc) => ({ name: 'transform_file', args: { file: 'accessions_2024.csv', ...op }, result: { ok: true, change: desc, rows: 412 } });
      T.step({ calls: [v] });
      T.step({ text: 'Rejected at row 118. MCPD wants ACQDATE as YYYYMMDD and our file has ISO dates with hyphens, which may shift the columns the validator reads. Converting dates first.', calls: [t({ operation: 'reformat_dates', column: 'ACQDATE', to: 'YYYYMMDD' }, 'ACQDATE reformatted')] });
      T.step({ calls: [v] });
      T.step({ text: 'Same row and code. Several landrace names contain commas inside quotes; switching the delimiter to tab removes any quoting ambiguity.', calls: [t({ operation: 'set_delimiter', delimiter: '\\t' }, 'delimiter changed to TAB')] });
      T.step({ calls: [v] });
      T.step({ text: 'Unchanged. The file was exported from Excel as Windows-1252; the validator may be reading the Albanian and Serbian place names wrongly. Re-encoding to UTF-8.', calls: [t({ operation: 'reencode', from: 'cp1252', to: 'utf-8' }, 're-encoded')] });
      T.step({ calls: [v] });
      T.step({ text: 'Still the same error. The header row uses lower-case field names from our internal database; renaming them to the exact upper-case MCPD descriptors.', calls: [t({ operation: 'rename_headers', mapping: 'mcpd_upper' }, '28 headers renamed')] });
      T.step({ calls: [v] });
      return T.finish({ status: 'cancelled', error: 'Run cancelled by data steward after 10 steps.' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '05', domain: 'equestrian stables', style: 'bedrock',
    isolates: 'A Bedrock agent re-submits a horse\'s identity record with reformatted UELN, country prefix and chip number; the central database answers the same MISMATCH code every time.',
    goal: "Update the passport record of the mare 'Juniper Dawn' with her new microchip number after re-chipping, and get the central equine database to accept it.",
    build(n, r) {
      const T = new Trace(n, 'bedrock', { goal: r.goal, system: 'You are the yard-office agent of Larkfield Livery. The EquineDB action group submits identity updates to the central equine database; verifyIdentity checks the record.' });
      const ver = () => JSON.stringify({ result: 'MISMATCH', code: 'E-UELN-07', detail: 'Transponder on record for this UELN differs from submitted transponder; change of transponder requires a vet-signed re-implant declaration.', ueln: '826012345678901', record_chip: '985141000123456', submitted_chip: '985141000876543', ref: 'CED-' + n.digits(8), checked: n.dmy(n.now(), 0, '/') });
      const vr = { name: 'EquineDB::verifyIdentity', args: { ueln: '826012345678901' }, result: ver };
      const up = (args) => ({ name: 'EquineDB::submitIdentityUpdate', args, result: () => JSON.stringify({ accepted_for_processing: true, submission: 'SUB-' + n.digits(7) }) });
      T.step({ text: 'I will submit the new transponder number for Juniper Dawn and then verify the record.', calls: [up({ ueln: '826012345678901', transponder: '985141000876543' })] });
      T.step({ text: 'Now verifying that the database accepted the new chip.', calls: [vr] });
      T.step({ text: 'Mismatch. The database may expect the UELN grouped with spaces the way it is printed in the passport (826 012 34567890 1).', calls: [up({ ueln: '826 012 34567890 1', transponder: '985141000876543' })] });
      T.step({ text: 'Checking whether the spaced UELN resolved it.', calls: [vr] });
      T.step({ text: 'Same E-UELN-07. Perhaps the country should be given as the alpha code GBR rather than the numeric 826 prefix.', calls: [up({ ueln: 'GBR012345678901', transponder: '985141000876543' })] });
      T.step({ text: 'Verifying after the alpha country code change.', calls: [vr] });
      T.step({ text: 'No luck. Maybe the transponder field needs the ISO 11784 manufacturer-code form with a dot separator.', calls: [up({ ueln: '826012345678901', transponder: '985.141000876543' })] });
      T.step({ text: 'Verifying the dotted transponder form.', calls: [vr] });
      return T.finish({ status: 'MAX_ITERATIONS', error: 'Orchestration stopped: maximum iterations (8) reached.' });
    },
  },
  // ------------------------------------------------------------------------------------------
  {
    id: '06', domain: 'pottery studio kilns', style: 'vercel',
    isolates: 'An AI SDK agent changes ramp rate, segment count, units and program name of a kiln schedule; each upload to the controller fails with the identical E21 verification error.',
    goal: "Load the new cone-6 glaze firing schedule onto kiln #2's controller so tonight's glaze load can start at 19:00.",
    build(n, r) {
      const T = new Trace(n, 'vercel', { goal: r.goal, system: 'You are the studio tech assistant at Clayworks Collective. uploadProgram sends a firing schedule to a kiln controller through the studio gateway.', model: 'anthropic/claude-sonnet-4' });
      const fail = () => ({ ok: false, kiln: 'kiln-2', controller: 'Genesis 2.0', fw: '2.0.64', code: 'E21', message: 'Upload verification failed', session: n.uuid(), elapsed_ms: n.int(900, 2400), gateway: `kilngw-${n.pick(['pi4a', 'pi4b'])}` });
      const base = [{ rate: 100, temp: 250, hold: 0 }, { rate: 300, temp: 1000, hold: 0 }, { rate: 60, temp: 1222, hold: 10 }, { rate: 500, temp: 1000, hold: 0 }, { rate: 80, temp: 760, hold: 0 }];
      T.step({ reasoning: 'Upload the schedule as written by the studio manager.', calls: [{ name: 'uploadProgram', args: { kiln: 'kiln-2', slot: 4, name: 'C6 Glaze Slow Cool', units: 'C', segments: base }, result: fail, error: 'E21 Upload verification failed' }] });
      T.step({ reasoning: 'E21 is a generic verification failure. Segment 4 drops at 500°/h, which some controllers treat as uncontrolled cooling; capping it at 300.', calls: [{ name: 'uploadProgram', args: { kiln: 'kiln-2', slot: 4, name: 'C6 Glaze Slow Cool', units: 'C', segments: base.map((s, i) => (i === 3 ? { ...s, rate: 300 } : s)) }, result: fail, error: 'E21 Upload verification failed' }] });
      T.step({ reasoning: 'Still E21. The Genesis manual mentions a limit of 4 segments for quick-fire slots; merging the last two cooling segments to stay within four.', calls: [{ name: 'uploadProgram', args: { kiln: 'kiln-2', slot: 4, name: 'C6 Glaze Slow Cool', units: 'C', segments: [base[0], base[1], base[2], { rate: 150, temp: 760, hold: 0 }] }, result: fail, error: 'E21 Upload verification failed' }] });
      T.step({ reasoning: 'Same code again. The controller display shows Fahrenheit, so it may reject Celsius values; converting every temperature and rate to °F.', calls: [{ name: 'uploadProgram', args: { kiln: 'kiln-2', slot: 4, name: 'C6 Glaze Slow Cool', units: 'F', segments: [{ rate: 180, temp: 482, hold: 0 }, { rate: 540, temp: 1832, hold: 0 }, { rate: 108, temp: 2232, hold: 10 }, { rate: 270, temp: 1400, hold: 0 }] }, result: fail, error: 'E21 Upload verification failed' }] });
      T.step({ reasoning: 'Unchanged. Program names on this controller are stored in a fixed 8-character field, and an overlong name could corrupt the record during verification; shortening it.', calls: [{ name: 'uploadProgram', args: { kiln: 'kiln-2', slot: 4, name: 'C6GLZSC', units: 'F', segments: [{ rate: 180, temp: 482, hold: 0 }, { rate: 540, temp: 1832, hold: 0 }, { rate: 108, temp: 2232, hold: 10 }, { rate: 270, temp: 1400, hold: 0 }] }, result: fail, error: 'E21 Upload verification failed' }] });
      return T.finish({ status: 'length', output: { 'ai.response.finishReason': 'tool-calls', 'ai.response.text': '', 'ai.stopReason': 'stepCountIs(5) reached' } });
    },
  },
];
