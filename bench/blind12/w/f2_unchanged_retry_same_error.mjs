// Family 2 — unchanged_retry_same_error (loop: true)
// The same call is sent again and again with the same arguments and fails with the same
// error every time (only ids, timestamps, attempt numbers, retry-after values change).
// The agent changes nothing and never succeeds.
import { J } from './lib.mjs';

export const family = 'unchanged_retry_same_error';
export const loop = true;
export const summary = 'Identical call retried with an identical, non-transient error; nothing in the request changes and it never succeeds.';

const G1 = 'Book a fine tuning for the Steinway model B (instrument INS-2207) at Calloway Hall with a technician certified for concert grands, any weekday morning next week.';
const G2 = "Upload the new fulldome show 'Tides of Titan' (4K fisheye master in /shows/incoming) to the dome playback server and put it in Saturday's 14:00 slot.";
const G3 = 'Deploy build 8f3c2e1 of the invoice-renderer service to Cloud Run in europe-west1 (project acct-prod-eu) and confirm the new revision serves traffic.';
const G4 = 'Bay 3 butterhead shows tip burn. Raise the EC target for bay 3 to 2.4 mS/cm and increase calcium nitrate dosing by 10%.';
const G5 = 'Assign a certified Tigrinya interpreter to the 09:30 arraignment in courtroom 4B on 22 May 2025 (case CR-25-01184).';
const G6 = 'Order a replacement 1000 W metal-halide lamp and two spare igniters for light SK-07 from the marine lighting supplier portal, delivery to the Oban depot.';

export const rows = [
  // ------------------------------------------------------------------ 01
  {
    n: '01', domain: 'piano tuning services', style: 'weave', stagnation: true,
    opts: { start: '2025-05-08T16:20:00Z', model: 'gpt-4.1-2025-04-14' },
    key: { tool: 'create_appointment' },
    isolates: 'The booking API rejects the fine tuning with the same 422 instrument_not_serviceable (pitch raise required first) five times; the agent resends the identical request with the same sentence never books the pitch raise it is told to book, and finally reports that it could not book.',
    goal: G1,
    build(t) {
      const n = t.n;
      t.system('You are the scheduling assistant of Tuneline Piano Services. Tools call the Tuneline v2 API. Book only technicians whose certifications match the instrument.');
      t.user(G1);
      t.step({ text: 'Let me find technicians certified for concert grands.', calls: [{ name: 'search_technicians', args: { certification: 'concert_grand', region: 'north' }, out: { data: [{ id: 'TEC-014', name: 'Ana Kowalczyk', certifications: ['concert_grand', 'regulation', 'voicing'], home_base: 'Hale' }, { id: 'TEC-031', name: 'Ruben Osei', certifications: ['concert_grand', 'upright'], home_base: 'Sale' }], meta: { request_id: n.reqId('rq_'), took_ms: n.int(20, 90), api: 'v2.14.3' } } }] });
      t.step({ text: 'Checking weekday morning availability next week for both.', calls: [{ name: 'get_availability', args: { technician_ids: ['TEC-014', 'TEC-031'], from: '2025-05-12', to: '2025-05-16', window: 'morning' }, out: { slots: [{ technician_id: 'TEC-014', start: '2025-05-13T09:00:00+01:00', end: '2025-05-13T11:00:00+01:00' }, { technician_id: 'TEC-014', start: '2025-05-15T08:30:00+01:00', end: '2025-05-15T10:30:00+01:00' }, { technician_id: 'TEC-031', start: '2025-05-14T10:00:00+01:00', end: '2025-05-14T12:00:00+01:00' }], generated: n.iso(), cache: 'MISS' } }] });
      const text = 'Booking the fine tuning for Tuesday 13 May 09:00 with Ana Kowalczyk (TEC-014).';
      const args = { technician_id: 'TEC-014', instrument_id: 'INS-2207', service_code: 'FT-120', start: '2025-05-13T09:00:00+01:00', duration_min: 120, site: 'Calloway Hall stage door' };
      for (let i = 0; i < 5; i++) {
        const body = { error: { code: 'instrument_not_serviceable', message: 'Instrument INS-2207 has an open pitch_raise flag (measured A4=436.8 Hz on 2025-04-29). Book service_code PR-90 before a fine tuning.', field: 'service_code', request_id: n.reqId('rq_'), occurred_at: n.iso() } };
        t.step({ text, calls: [{ name: 'create_appointment', args, error: `HTTPStatusError: Client error '422 Unprocessable Entity' for url 'https://api.tuneline.app/v2/appointments'\n${J(body)}` }] });
      }
      t.final('I could not book the fine tuning: the booking system rejected every attempt for INS-2207 with "instrument_not_serviceable". Ana Kowalczyk (TEC-014) is free Tuesday 13 May 09:00–11:00 and Thursday 15 May 08:30–10:30 if you want to try again later.');
      return t.finish();
    },
  },

  // ------------------------------------------------------------------ 02
  {
    n: '02', domain: 'planetarium shows', style: 'langsmith', stagnation: true,
    opts: { start: '2025-09-17T08:03:11Z', graph: true, model: 'gpt-4o-2024-08-06' },
    key: { tool: 'upload_show' },
    isolates: 'A LangGraph agent re-uploads the same ProRes master four times and the dome server rejects the codec with the same message each time; the agent neither transcodes nor picks another file and repeats itself until the recursion limit.',
    goal: G2,
    build(t) {
      const n = t.n;
      t.system('You operate the show pipeline of the Kestrel Planetarium. The dome runs DomeCast 6 playback nodes. Use the tools to move media and edit the schedule.');
      t.user(G2);
      t.step({ text: 'Listing the incoming folder to find the master.', calls: [{ name: 'list_media', args: { path: '/shows/incoming' }, out: `total 3\n-rw-r--r-- 1 media media 412G Sep 16 22:41 tides_of_titan_4k_fisheye.mov\n-rw-r--r-- 1 media media  38M Sep 16 22:43 tides_of_titan_audio_5.1.wav\n-rw-r--r-- 1 media media  2.1K Sep 16 22:43 tides_of_titan.cue\n` }] });
      const text = "The upload failed. I'll retry uploading tides_of_titan_4k_fisheye.mov to the dome server.";
      for (let i = 0; i < 4; i++) {
        const job = `xfer-${n.int(20000, 29999)}`;
        t.step({ text: i === 0 ? 'Uploading the 4K fisheye master to the dome playback server.' : text, calls: [{ name: 'upload_show', args: { source: '/shows/incoming/tides_of_titan_4k_fisheye.mov', target: 'domecast://playback-cluster/shows', title: 'Tides of Titan' }, excType: 'ToolException', error: `ToolException('DomeCast ingest ${job} (spool /var/tmp/domecast/ingest.${n.int(100000, 999999)}) rejected at probe stage after ${n.float(3.1, 9.8, 1)}s: source codec ProRes 4444 XQ (ap4x) is not supported by playback nodes; supported: HAP, HAP Q, HEVC Main10 4:2:0. node=dc-ingest-0${n.int(1, 3)}')` }] });
      }
      return t.finish({ error: 'GraphRecursionError: Recursion limit of 10 reached without hitting a stop condition. You can increase the limit by setting the `recursion_limit` config key.' });
    },
  },

  // ------------------------------------------------------------------ 03
  {
    n: '03', domain: 'devops: Cloud Run deploys', style: 'mlflow', stagnation: false,
    opts: { start: '2025-07-01T12:44:09Z' },
    key: { tool: 'run_shell', gaveUp: true },
    isolates: 'The same gcloud deploy command fails five times with the same PERMISSION_DENIED on iam.serviceaccounts.actAs; the agent gives a new reason each time (propagation, flakiness) but resends the identical command, then reports failure.',
    goal: G3,
    build(t) {
      const n = t.n;
      t.system('You are a deployment agent with a shell that has gcloud configured for the CI service account. Prefer idempotent commands. Report failures with the exact error.');
      t.user(G3);
      const cmd = 'gcloud run deploy invoice-renderer --image=europe-west1-docker.pkg.dev/acct-prod-eu/svc/invoice-renderer:8f3c2e1 --region=europe-west1 --project=acct-prod-eu --service-account=renderer@acct-prod-eu.iam.gserviceaccount.com --quiet';
      const fail = () => ({ exit_code: 1, duration: n.durStr(2100, 5200), stdout: '', stderr: `Deploying container to Cloud Run service [invoice-renderer] in project [acct-prod-eu] region [europe-west1]\nDeploying...\nSetting IAM Policy.....done\nCreating Revision.....failed\nDeployment failed\nERROR: (gcloud.run.deploy) PERMISSION_DENIED: Permission 'iam.serviceaccounts.actAs' denied on service account renderer@acct-prod-eu.iam.gserviceaccount.com (or it may not exist). This command is authenticated as ci-deployer@acct-prod-eu.iam.gserviceaccount.com which is the active account specified by the [core/account] property.\n- '@type': type.googleapis.com/google.rpc.ErrorInfo\n  domain: iam.googleapis.com\n  reason: IAM_PERMISSION_DENIED\n  metadata:\n    permission: iam.serviceaccounts.actAs\n    operation: projects/acct-prod-eu/locations/europe-west1/operations/${n.uuid()}\n` });
      const texts = [
        'Deploying build 8f3c2e1 with the renderer service account.',
        'PERMISSION_DENIED on actAs. IAM bindings can take a minute to propagate after a role change, so I will retry the deploy.',
        'Same error. gcloud sometimes surfaces stale credentials on the first calls of a session; running the deploy again.',
        'Still denied. It may be a regional control-plane hiccup in europe-west1; one more attempt with the same parameters.',
        'The deploy keeps failing on the service account permission. Trying again in case the policy has now been picked up.',
      ];
      t.step({ text: 'Checking the active gcloud account and that the image exists.', calls: [{ name: 'run_shell', args: { cmd: 'gcloud config list account --format="value(core.account)" && gcloud artifacts docker images describe europe-west1-docker.pkg.dev/acct-prod-eu/svc/invoice-renderer:8f3c2e1 --format="value(image_summary.digest)"' }, out: { exit_code: 0, duration: n.durStr(900, 2400), stdout: `ci-deployer@acct-prod-eu.iam.gserviceaccount.com\nsha256:${n.sha256()}\n`, stderr: '' } }] });
      for (const tx of texts) {
        t.step({ text: tx, calls: [{ name: 'run_shell', args: { cmd }, out: fail(), error: 'Command exited with status 1', excType: 'CalledProcessError' }] });
        t.wait(n.int(2000, 9000));
      }
      t.final('I was not able to deploy build 8f3c2e1. Every `gcloud run deploy` attempt failed with PERMISSION_DENIED: the CI account ci-deployer@acct-prod-eu.iam.gserviceaccount.com lacks iam.serviceaccounts.actAs on renderer@acct-prod-eu.iam.gserviceaccount.com. The image exists in Artifact Registry; the current revision is still serving.');
      return t.finish();
    },
  },

  // ------------------------------------------------------------------ 04
  {
    n: '04', domain: 'hydroponic greenhouses', style: 'plain', stagnation: true,
    opts: { start: '2025-11-03T05:58:20Z', nest: true, model: 'gpt-4.1-2025-04-14' },
    key: { tool: 'set_dosing_profile' },
    isolates: 'The dosing controller answers E_INTERLOCK (manual override held by an operator) to five identical set_dosing_profile calls; the tool runs are recorded inside each completion span and the model says the same line every time.',
    goal: G4,
    build(t) {
      const n = t.n;
      t.system('You are the climate & fertigation assistant for Glasshouse 2 at Verdant Row Farms. Tools talk to the Priva-style fertigation controller via the site gateway.');
      t.user(G4);
      t.step({ text: 'Reading the current dosing profile for bay 3.', calls: [{ name: 'get_dosing_profile', args: { bay: 3 }, out: { bay: 3, recipe: 'LETTUCE-BH-v5', ec_target_mScm: 2.0, ph_target: 5.8, ca_no3_pct: 100, mode: 'MANUAL_OVERRIDE', override: { by: 'm.reyes', since: '2025-11-03T05:12:44Z', reason: 'drip line flush' }, controller: 'fc-gh2-b', scan_cycle_ms: 250, read_at: n.iso() } }] });
      const text = 'Applying the new dosing profile to bay 3: EC 2.4 mS/cm and calcium nitrate at 110%.';
      for (let i = 0; i < 5; i++) {
        t.step({ text, calls: [{ name: 'set_dosing_profile', args: { bay: 3, ec_target_mScm: 2.4, ca_no3_pct: 110 }, error: 'E_INTERLOCK', out: { ok: false, code: 'E_INTERLOCK', detail: 'bay 3 dosing locked by MANUAL_OVERRIDE (operator m.reyes since 05:12:44Z). Release override on panel HMI-3.', controller: 'fc-gh2-b', modbus_tx: n.int(10000, 65000), plc_cycle: n.int(100000, 999999), ts: n.unixMs() } }] });
        t.wait(n.int(500, 4000));
      }
      return t.finish({ error: 'max_turns_exceeded (7)' });
    },
  },

  // ------------------------------------------------------------------ 05
  {
    n: '05', domain: 'court interpreter scheduling', style: 'phoenix', stagnation: false,
    opts: { start: '2025-05-14T14:10:00Z' },
    key: { tool: 'assign_interpreter' },
    isolates: 'Assigning an interpreter whose certification has lapsed returns the same 403 CREDENTIAL_EXPIRED five times; the agent rewords its plan each turn but never tries the other interpreter or a waiver; after max steps the forced final answer just reports failure.',
    goal: G5,
    build(t) {
      const n = t.n;
      t.system('You are the language-access scheduler for the Eastbrook County Superior Court. Only certified interpreters may be assigned to arraignments unless a judicial waiver is on file.');
      t.user(G5);
      t.step({ text: 'Searching the roster for Tigrinya interpreters available on 22 May.', calls: [{ name: 'find_interpreters', args: { language: 'tir', date: '2025-05-22', time: '09:30' }, out: { results: [{ id: 'I-0331', name: 'Selam Haile', status: 'certified', certification: { type: 'TIR-CCI', expires: '2025-04-30' }, available: true, distance_km: 12 }, { id: 'I-0412', name: 'Yonas Berhe', status: 'provisionally qualified', certification: null, available: true, distance_km: 31 }], roster_version: n.int(3000, 3999), query_id: n.uuid() } }] });
      const texts = [
        'Selam Haile is listed as certified and available, assigning her to CR-25-01184.',
        'The assignment was refused, but the roster still shows her as certified. Assigning I-0331 again.',
        'The credential check might be reading a cached record from the licensing board; resubmitting the same assignment.',
        'Another 403. The renewal may have been filed and not yet synced, so I will submit the assignment for Selam Haile once more.',
        'Trying the assignment again for the 09:30 arraignment in 4B.',
      ];
      for (const [i, tx] of texts.entries()) {
        const body = { error: 'CREDENTIAL_EXPIRED', detail: 'Interpreter I-0331 court certification TIR-CCI expired 2025-04-30; arraignment assignments require active certification or a judicial waiver (form LA-7).', trace: n.hex(16), at: n.isoOffset(undefined, -420), client_attempt: i + 1 };
        t.step({ text: tx, calls: [{ name: 'assign_interpreter', args: { case_no: 'CR-25-01184', interpreter_id: 'I-0331', courtroom: '4B', start: '2025-05-22T09:30:00-07:00', hearing: 'arraignment' }, out: body, error: '403 Forbidden: CREDENTIAL_EXPIRED', excType: 'PermissionError' }] });
      }
      t.forcedFinal('I was unable to assign an interpreter to CR-25-01184: every assignment of Selam Haile (I-0331) was refused with CREDENTIAL_EXPIRED.', 'Reached max steps. Based on the above, please provide an answer to the following user task: ' + G5);
      return t.finish();
    },
  },

  // ------------------------------------------------------------------ 06
  {
    n: '06', domain: 'lighthouse maintenance', style: 'langfuse', stagnation: true,
    opts: { start: '2025-10-21T14:31:09Z', model: 'claude-3-5-sonnet-20241022' },
    key: { tool: 'supplier_order' },
    isolates: 'A procurement sub-agent retries the identical order against a 429 daily-quota error until its own iteration cap, and the orchestrator then delegates the very same task again, producing the same retries; only retry-after values and request ids change.',
    goal: G6,
    build(t) {
      const n = t.n;
      t.system('You are the stores orchestrator for the Northern Lights Board maintenance team. Look up parts yourself; delegate ordering to procurement-agent.');
      t.user(G6);
      t.step({ text: 'Looking up the lamp and igniter SKUs for SK-07.', calls: [{ name: 'catalogue_lookup', args: { asset: 'SK-07', category: ['lamp', 'igniter'] }, out: { asset: 'SK-07', optic: '3rd order catadioptric', items: [{ sku: 'MH-1000-E40-NL', desc: 'Metal halide lamp 1000W E40, 4200K', stock: 14, unit_gbp: 212.5 }, { sku: 'IGN-MH1K-400V', desc: 'Superimposed igniter 1000W MH', stock: 40, unit_gbp: 38.9 }], catalogue_rev: '2025.10.2' } }] });
      const task = 'Place order on account NLB-MAINT: 1x MH-1000-E40-NL, 2x IGN-MH1K-400V, ship to OBAN-DEPOT, reference "SK-07 lamp failure". Return the order number.';
      const sub = 'You are procurement-agent. Place supplier orders exactly as requested using supplier_order and return the order number.';
      let reset = 34131;
      const attempts = (tt) => {
        const said = 'The portal rejected the order; retrying the submission.';
        for (let i = 0; i < 5; i++) {
          const el = n.int(20, 90); tt.wait(el * 1000); reset -= el + n.int(2, 5);
          const out = { status: 429, headers: { 'retry-after': String(reset), 'x-ratelimit-limit': '25', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(n.unix() + reset), 'x-request-id': n.uuid(), date: n.httpDate() }, body: { error: 'quota_exceeded', message: 'Daily order quota for account NLB-MAINT (25/25) exhausted. Quota resets at 00:00 UTC.' } };
          tt.step({ text: i === 0 ? 'Submitting the order for 1× MH-1000-E40-NL and 2× IGN-MH1K-400V to the Oban depot.' : said, calls: [{ name: 'supplier_order', args: { account: 'NLB-MAINT', lines: [{ sku: 'MH-1000-E40-NL', qty: 1 }, { sku: 'IGN-MH1K-400V', qty: 2 }], ship_to: 'OBAN-DEPOT', reference: 'SK-07 lamp failure' }, out, error: '429 Too Many Requests: quota_exceeded' }] });
        }
        return { error: 'procurement-agent stopped: max_iterations (5) reached', result: 'last error: 429 quota_exceeded' };
      };
      t.delegate({ text: 'Handing the order to procurement-agent.', agent: 'procurement-agent', args: { task }, system: sub, task, run: attempts });
      t.delegate({ text: 'procurement-agent did not return an order number. Delegating the same order again.', agent: 'procurement-agent', args: { task }, system: sub, task, run: attempts });
      return t.finish({ error: 'Agent stopped: max_iterations (4) reached', tags: ['stores', 'sk-07'] });
    },
  },
];

export function check(row, key, U) {
  const p = [];
  const calls = U.tools(row, key.tool);
  let tail = 0;
  while (tail < calls.length && calls[calls.length - 1 - tail].error) tail++;
  if (tail < 4) p.push(`only ${tail} failing ${key.tool} calls at the end (want 4+)`);
  const t = calls.slice(-tail);
  const a0 = U.mask(U.args(t[0]));
  if (calls.some((s) => !s.error && U.mask(U.args(s)) === a0)) p.push(`the retried ${key.tool} call succeeded at some point`);
  if (!t.every((s) => U.mask(U.args(s)) === a0)) p.push('arguments change between retries');
  if (!t.every((s) => U.same(s.error + U.str(U.result(s)), t[0].error + U.str(U.result(t[0]))))) p.push('errors differ in more than noise');
  const lastTool = U.spans(row).filter((s) => s.type === 'tool').at(-1);
  if (lastTool.name !== key.tool) p.push('agent moved on to another tool');
  return p;
}
