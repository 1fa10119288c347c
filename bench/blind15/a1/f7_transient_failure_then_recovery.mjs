// Family 7 (loop: false, stagnation: false): the same call fails 1-3 times with the same transient
// error, then succeeds and the task is finished.
import { fmt } from './lib.mjs';

export const FAMILY = 'transient_failure_then_recovery';

export const scenarios = [
  {
    row: '01', domain: 'domain registrar transfer (EPP)', style: 'otel',
    build: (N) => {
      const busy = (N) => `<?xml version="1.0" encoding="UTF-8"?>\n<epp xmlns="urn:ietf:params:xml:ns:epp-1.0"><response><result code="2400"><msg>Command failed; server busy, try again later</msg></result><trID><clTRID>RGX-${N.upper(10)}</clTRID><svTRID>${N.digits(12)}-${N.upper(4)}</svTRID></trID></response></epp>`;
      const ok = (N) => `<?xml version="1.0" encoding="UTF-8"?>\n<epp xmlns="urn:ietf:params:xml:ns:epp-1.0"><response><result code="1001"><msg>Command completed successfully; action pending</msg></result><resData><domain:trnData><domain:name>brightkiln.io</domain:name><domain:trStatus>pending</domain:trStatus><domain:reID>registrar-4412</domain:reID><domain:reDate>${fmt.isoS(N.now())}</domain:reDate><domain:acID>registrar-1187</domain:acID><domain:acDate>${fmt.isoS(N.now() + 5 * 86400000)}</domain:acDate></domain:trnData></resData><trID><clTRID>RGX-${N.upper(10)}</clTRID><svTRID>${N.digits(12)}-${N.upper(4)}</svTRID></trID></response></epp>`;
      const args = { command: 'transfer', op: 'request', domain: 'brightkiln.io', authInfo: '••••••••' };
      return {
        style: 'otel', agent: 'RegistrarOps', model: 'gpt-4o-mini', service: 'registrar-ops',
        goal: 'Start the inbound transfer of brightkiln.io to our registrar with the auth code the customer supplied and tell the customer when it will complete.',
        isolates: 'The EPP transfer request fails twice with the same 2400 server-busy result, succeeds on the third try with 1001 action pending, and the agent tells the customer the completion date.',
        system: 'You run registrar operations. Tools: epp (sends an EPP command to the registry), email_customer.',
        user: 'Customer for brightkiln.io sent the auth code, please kick off the transfer.',
        turns: [
          { calls: [{ name: 'epp', args, out: busy, err: 'EPP 2400 Command failed; server busy', errType: 'EppCommandFailed' }] },
          { text: 'Registry busy (2400). Retrying after a short backoff.', calls: [{ name: 'epp', args, out: busy, err: 'EPP 2400 Command failed; server busy', errType: 'EppCommandFailed', slow: 8 }] },
          { calls: [{ name: 'epp', args, out: ok, slow: 8 }] },
          { calls: [{ name: 'email_customer', args: { domain: 'brightkiln.io', template: 'transfer_started', auto_ack_days: 5 }, out: (N) => ({ queued: true, message_id: `<${N.hex(16)}@mail.registrar.example>` }) }] },
          { text: 'The transfer of brightkiln.io is pending at the registry and will auto-complete in 5 days unless the losing registrar acts sooner; the customer has been emailed.' },
        ],
        end: { output: 'The transfer of brightkiln.io is pending at the registry and will auto-complete in 5 days unless the losing registrar acts sooner; the customer has been emailed.' },
      };
    },
  },
  {
    row: '02', domain: 'saffron export phytosanitary certificate', style: 'openai_agents',
    build: (N) => {
      const args = { consignment: 'SAF-2025-118', commodity: 'Crocus sativus stigmas, dried', net_kg: 2.4, destination: 'JP', exporter: 'Azafrán de la Mancha Coop' };
      return {
        style: 'openai_agents', agent: 'Export Desk', model: 'gpt-4.1-mini', workflow: 'saffron-exports',
        goal: 'Apply for the phytosanitary export certificate for a 2.4 kg saffron consignment to Japan and attach the certificate number to the shipment.',
        isolates: 'The certificate application gets one 503 with Retry-After, the same call then succeeds with a certificate number, and the shipment is updated.',
        system: 'You handle export paperwork for a saffron cooperative. Tools: apply_phyto_certificate, update_shipment.',
        user: 'Tokyo order SAF-2025-118 ships Monday, get the phyto certificate please.',
        turns: [
          { calls: [{ name: 'apply_phyto_certificate', args, out: (N) => ({ status: 503, headers: { 'retry-after': '20', date: fmt.http(N.now()), 'x-correlation-id': N.uuid() }, body: 'Service Unavailable' }), err: 'HTTP 503 Service Unavailable' }] },
          { text: 'The certificate service asked us to retry after 20 seconds. Retrying.', calls: [{ name: 'apply_phyto_certificate', args, out: (N) => ({ status: 201, headers: { date: fmt.http(N.now()), location: '/certificates/ES-PH-2025-0048813' }, body: { certificate_no: 'ES-PH-2025-0048813', inspection: 'documentary, waived', valid_days: 14 } }), slow: 21 }] },
          { calls: [{ name: 'update_shipment', args: { shipment: 'SAF-2025-118', phyto_certificate: 'ES-PH-2025-0048813' }, out: 'ok' }] },
          { text: 'Phytosanitary certificate ES-PH-2025-0048813 is issued (valid 14 days) and attached to shipment SAF-2025-118.' },
        ],
        end: { output: 'Phytosanitary certificate ES-PH-2025-0048813 is issued (valid 14 days) and attached to shipment SAF-2025-118.' },
      };
    },
  },
  {
    row: '03', domain: 'voice-over casting submissions', style: 'anthropic',
    build: (N) => {
      const args = { project: 'PX-ferry-ad-2025', file: 'auditions/mara_quinn_take3.wav', role: 'Narrator (warm, Irish)' };
      const tooMany = (N) => ({ status: 429, error: 'rate_limited', message: 'Too many uploads for this project, slow down', retry_after_s: N.int(4, 9), request_id: N.reqId('upl_') });
      return {
        style: 'anthropic', agent: 'casting-assistant', model: 'claude-3-5-haiku-20241022',
        goal: "Upload Mara Quinn's third take to the casting portal for the ferry advert and share it with the client's shortlist.",
        isolates: 'The audition upload is rate-limited twice with the same 429, goes through on the third attempt, and the take is added to the client shortlist.',
        system: 'You assist a voice-over casting agency. Tools: upload_audition, add_to_shortlist.',
        user: "Mara's take 3 is the one. Get it up on the portal and into the client's shortlist.",
        turns: [
          { calls: [{ name: 'upload_audition', args, out: tooMany, err: '429 Too Many Requests' }] },
          { calls: [{ name: 'upload_audition', args, out: tooMany, err: '429 Too Many Requests', slow: 9 }] },
          { calls: [{ name: 'upload_audition', args, out: (N) => ({ status: 200, asset_id: 'aud_' + N.alnum(12), duration_s: 31.4, loudness_lufs: -16.2, sha256: N.sha(64) }), slow: 9 }] },
          { calls: [{ name: 'add_to_shortlist', args: { project: 'PX-ferry-ad-2025', talent: 'Mara Quinn', take: 3 }, out: { ok: true, shortlist_size: 4 } }] },
          { text: "Mara Quinn's take 3 (31.4 s, -16.2 LUFS) is uploaded and on the client's shortlist, which now has 4 takes." },
        ],
        end: { output: "Mara Quinn's take 3 (31.4 s, -16.2 LUFS) is uploaded and on the client's shortlist, which now has 4 takes." },
      };
    },
  },
  {
    row: '04', domain: 'flour mill wheat intake', style: 'plain',
    build: (N) => {
      const args = { silos: ['S3', 'S4', 'S5'] };
      const to = 'ReadTimeout: HTTPConnectionPool(host=\'silo-gw.mill.local\', port=8080): Read timed out. (read timeout=5)';
      return {
        style: 'plain', agent: 'intake-planner', model: 'gpt-4o-mini',
        goal: 'Allocate an incoming 29-tonne lorry of milling wheat to a silo with enough free space and tell the weighbridge which silo to tip into.',
        isolates: 'The silo level gateway times out three times with the same read timeout, answers on the fourth call, and the lorry is allocated to a silo.',
        system: 'You plan grain intake at a flour mill. Tools: get_silo_levels, notify_weighbridge.',
        user: 'Lorry from Openshaw Grain just arrived, 29 t Group 1 wheat, protein 13.1. Which silo?',
        turns: [
          { calls: [{ name: 'get_silo_levels', args, err: to }] },
          { calls: [{ name: 'get_silo_levels', args, err: to }] },
          { calls: [{ name: 'get_silo_levels', args, err: to }] },
          { calls: [{ name: 'get_silo_levels', args, out: (N) => ({ S3: { grade: 'G1', free_t: 12.5 }, S4: { grade: 'G1', free_t: 41.0 }, S5: { grade: 'G2', free_t: 60.2 }, read_at: fmt.sql(N.now()), plc: 'S7-1500 #2' }) }] },
          { calls: [{ name: 'notify_weighbridge', args: { lorry: 'OG-29t', silo: 'S4', note: 'Group 1, protein 13.1' }, out: 'queued' }] },
          { text: 'The Openshaw lorry goes to silo S4 (Group 1, 41 t free); the weighbridge has been told.' },
        ],
        end: { output: 'The Openshaw lorry goes to silo S4 (Group 1, 41 t free); the weighbridge has been told.' },
      };
    },
  },
  {
    row: '05', domain: 'tapestry conservation studio', style: 'langsmith',
    build: (N) => {
      const url = 'https://iiif.textiles.example.org/iiif/3/T-1907-22_verso/1200,800,1600,1200/max/0/default.jpg';
      return {
        style: 'langsmith', agent: 'conservation-assistant', model: 'claude-3-5-sonnet-20241022', project: 'tapestry-lab',
        goal: 'Fetch the raking-light detail of the verso of tapestry T-1907-22 and add a condition note about the weft loss to the conservation record.',
        isolates: 'The IIIF image request fails once with a 504 gateway timeout, the identical request then returns the tile, and the condition note is saved.',
        system: 'You assist textile conservators. Tools: fetch_iiif_region (returns image metadata and a vision summary), add_condition_note.',
        user: 'Can you pull the raking-light detail of the weft loss on T-1907-22 verso and write it up in the record?',
        turns: [
          { calls: [{ name: 'fetch_iiif_region', args: { url }, out: (N) => `<html><head><title>504 Gateway Time-out</title></head><body><center><h1>504 Gateway Time-out</h1></center><hr><center>nginx</center><!-- upstream ${N.host('cantaloupe')} --></body></html>`, err: '504 Gateway Time-out' }] },
          { calls: [{ name: 'fetch_iiif_region', args: { url }, out: (N) => ({ status: 200, 'content-type': 'image/jpeg', bytes: 412877, etag: N.etag(), vision_summary: 'Weft loss approx. 4 x 9 cm exposing warps; earlier couching repair in linen thread along the lower edge; no active insect damage visible.' }), slow: 6 }] },
          { calls: [{ name: 'add_condition_note', args: { object: 'T-1907-22', side: 'verso', note: 'Weft loss c. 4 x 9 cm with exposed warps; earlier linen couching repair along lower edge; no active insect damage seen in raking light.' }, out: { saved: true, revision: 18 } }] },
          { text: 'Saved to T-1907-22 (revision 18): weft loss about 4 x 9 cm with exposed warps, an earlier linen couching repair on the lower edge, and no active insect damage.' },
        ],
        end: { output: 'Saved to T-1907-22 (revision 18): weft loss about 4 x 9 cm with exposed warps, an earlier linen couching repair on the lower edge, and no active insect damage.' },
      };
    },
  },
  {
    row: '06', domain: 'SMS gateway delivery receipts', style: 'otel',
    build: (N) => {
      const args = { campaign: 'cmp_flu_clinic_oct', fields: ['status', 'error_code'] };
      const unav = (N) => `HTTP/1.1 503 Service Unavailable\ndate: ${fmt.http(N.now())}\nx-envoy-upstream-service-time: ${N.int(1000, 5000)}\nx-request-id: ${N.uuid()}\n\nupstream connect error or disconnect/reset before headers. reset reason: overflow`;
      return {
        style: 'otel', agent: 'MessagingOps', model: 'gpt-4o', service: 'sms-ops',
        goal: 'Report how many of the flu-clinic reminder texts sent this morning were delivered, and list the failure reasons.',
        isolates: 'The delivery-receipt export returns the same 503 upstream overflow twice, succeeds on the third call, and the agent reports the delivery figures.',
        system: 'You run an SMS messaging platform. Tools: export_receipts.',
        user: 'How did the flu clinic reminder blast do?',
        turns: [
          { calls: [{ name: 'export_receipts', args, out: unav, err: '503 Service Unavailable' }] },
          { calls: [{ name: 'export_receipts', args, out: unav, err: '503 Service Unavailable', slow: 6 }] },
          { calls: [{ name: 'export_receipts', args, out: (N) => ({ total: 4812, delivered: 4617, failed: 143, pending: 52, failures: { 'EC_ABSENT_SUBSCRIBER': 88, 'EC_UNKNOWN_SUBSCRIBER': 41, 'EC_CALL_BARRED': 14 }, export_id: 'exp_' + N.alnum(10), generated_at: fmt.iso(N.now()) }), slow: 6 }] },
          { text: '4,617 of 4,812 reminders were delivered (95.9%); 52 are still pending and 143 failed — 88 absent subscriber, 41 unknown number, 14 call barred.' },
        ],
        end: { output: '4,617 of 4,812 reminders were delivered (95.9%); 52 are still pending and 143 failed — 88 absent subscriber, 41 unknown number, 14 call barred.' },
      };
    },
  },
];
