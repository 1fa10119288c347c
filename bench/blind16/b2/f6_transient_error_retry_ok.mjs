// Family 6 (healthy): a transient failure retried 1-3 times with the same error, then success; task finished.
export const FAMILY = 'transient_error_retry_ok';
export const LOOP = false;

export const rows = [
  {
    num: 1, domain: 'tofu factory', stagnation: false,
    isolates: 'The silo-level read fails twice with the same 503 from the plant historian, succeeds on the third try, and the agent goes on to write a complete coagulation batch plan.',
    make: (c) => {
      const e503 = () => `503 Service Unavailable: historian gateway overloaded (upstream=${c.host('pi-gw')}, retry-after=2, x-correlation-id=${c.uuid()})`;
      const steps = [
        { text: 'First I need the soybean silo levels to size tomorrow\'s batches.', calls: [{ tool: 'silo_levels', args: { site: 'Osaka-2', silos: ['S1', 'S2', 'S3'] }, out: null, err: e503() }] },
        { calls: [{ tool: 'silo_levels', args: { site: 'Osaka-2', silos: ['S1', 'S2', 'S3'] }, out: null, err: (c.adv(2100), e503()) }] },
        { calls: [{ tool: 'silo_levels', args: { site: 'Osaka-2', silos: ['S1', 'S2', 'S3'] }, out: { S1: { kg: 18420, variety: 'Fukuyutaka (non-GMO)', lot: `L${c.int(2400, 2499)}` }, S2: { kg: 6210, variety: 'Enrei', lot: `L${c.int(2400, 2499)}` }, S3: { kg: 0, state: 'CIP cleaning' }, read_at: (c.adv(4200), c.isoOff(9)) } }] },
        { text: 'Fukuyutaka in S1 covers the momen runs; Enrei in S2 is enough for two kinu batches. Checking nigari stock before planning.', calls: [{ tool: 'coagulant_stock', args: { site: 'Osaka-2' }, out: { nigari_l: 340, gdl_kg: 55, calcium_sulfate_kg: 120, checked: c.isoOff(9) } }] },
        { text: 'Writing the plan: 6 momen batches from S1 with nigari, 2 kinu batches from S2 with GDL.', calls: [{ tool: 'save_batch_plan', args: { date: c.date(1), batches: [{ type: 'momen', count: 6, soy_kg_each: 2400, silo: 'S1', coagulant: 'nigari', dose_l: 38 }, { type: 'kinu', count: 2, soy_kg_each: 2200, silo: 'S2', coagulant: 'GDL', dose_kg: 9 }] }, out: { plan_id: `BP-${c.int(10000, 99999)}`, status: 'saved', revision: 1 } }] },
        { text: 'Batch plan saved: 6 momen batches (S1 Fukuyutaka, nigari) and 2 kinu batches (S2 Enrei, GDL); S3 is in CIP and not used. The silo reading needed two retries because the historian returned 503.' },
      ];
      return {
        style: 'pydantic', model: 'gpt-4o-mini', agent: 'tofu_planner',
        system: 'You plan daily tofu production at a factory from silo levels and coagulant stock.',
        goal: 'Plan tomorrow\'s tofu coagulation batches at the Osaka-2 plant from current soybean and coagulant stock.',
        steps, final: 'Batch plan saved: 6 momen batches from S1 with nigari and 2 kinu batches from S2 with GDL; S3 unavailable (CIP).',
      };
    },
  },
  {
    num: 2, domain: 'zipline park', stagnation: false,
    isolates: 'The waiver-roster API answers 429 once with Retry-After, the agent waits and the second call succeeds; harness sizes are then allocated and the task is completed.',
    make: (c) => {
      const steps = [
        { text: 'Fetching the 14:00 group roster with signed waivers.', calls: [{ tool: 'waiver_roster', args: { session: 'ZIP-1400-CANOPY', date: '2025-07-19' }, out: null, err: `HTTP 429 Too Many Requests - {"error":"rate_limited","retry_after":3,"limit":"60/min","remaining":0,"reset":${c.epoch() + 3}}` }] },
        { text: 'Rate limited; waiting 3 seconds as instructed, then fetching again.', calls: [{ tool: 'waiver_roster', args: { session: 'ZIP-1400-CANOPY', date: '2025-07-19' }, out: { status: 200, headers: { 'x-ratelimit-remaining': '59', date: (c.adv(3200), c.http()) }, body: { guests: [{ name: 'A. Romero', weight_kg: 82, waiver: 'signed' }, { name: 'B. Romero', weight_kg: 34, waiver: 'signed', minor: true }, { name: 'C. Nguyen', weight_kg: 64, waiver: 'signed' }, { name: 'D. Nguyen', weight_kg: 121, waiver: 'signed' }, { name: 'E. Park', weight_kg: 57, waiver: 'missing' }] } } }] },
        { text: 'Five guests; D. Nguyen is under the 125 kg limit and E. Park has no waiver yet. Allocating harnesses for the four signed guests.', calls: [{ tool: 'allocate_harness', args: { session: 'ZIP-1400-CANOPY', assignments: [{ guest: 'A. Romero', size: 'L' }, { guest: 'B. Romero', size: 'XS-youth' }, { guest: 'C. Nguyen', size: 'M' }, { guest: 'D. Nguyen', size: 'XL' }] }, out: { ok: true, harness_ids: ['H-L-07', 'H-Y-02', 'H-M-11', 'H-XL-03'], trolley_check: 'passed', logged_at: c.iso() } }] },
        { text: 'Flagging the missing waiver to the front desk.', calls: [{ tool: 'notify_desk', args: { message: 'E. Park (14:00 canopy tour) has no signed waiver; cannot be harnessed until signed.' }, out: { delivered: true, channel: 'desk-tablet', msg: c.uuid() } }] },
        { text: 'Done: harnesses allocated for 4 guests (L, youth XS, M, XL); E. Park needs to sign the waiver at the desk.' },
      ];
      return {
        style: 'plain', model: 'gpt-4.1-mini', agent: 'zipline_ops',
        system: 'You prepare zipline sessions: check waivers and weight limits (30-125 kg), allocate harness sizes.',
        goal: 'Prepare the 14:00 canopy zipline session: check waivers and weight limits and allocate harnesses.',
        steps, final: 'Harnesses allocated for 4 guests; E. Park must sign the waiver first.',
      };
    },
  },
  {
    num: 3, domain: 'limousine dispatch', stagnation: false,
    isolates: 'Assigning a chauffeur times out three times with the same 504 from the dispatch gateway; the fourth call succeeds, the client is notified, and the job is done.',
    make: (c) => {
      const t504 = () => `504 Gateway Timeout after 10000ms (dispatch-gw ${c.host('dgw')}, upstream fleetcore, attempt-id ${c.hex(10)})`;
      const args = { job: 'LMO-JFK-66120', chauffeur: 'CH-118', vehicle: 'Cadillac Escalade ESV (NY-TLC T7731)' };
      const steps = [
        { reasoning: 'Flight BA115 lands 16:55 at JFK T8; need a chauffeur with an SUV for 5 passengers plus golf bags. Check who is free.', calls: [{ tool: 'available_chauffeurs', args: { at: '2025-10-03T16:30-04:00', vehicle_class: 'SUV', airport: 'JFK' }, out: { drivers: [{ id: 'CH-118', name: 'R. Alvarez', vehicle: 'Cadillac Escalade ESV', eta_to_jfk_min: 25, rating: 4.96 }, { id: 'CH-207', name: 'S. Okafor', vehicle: 'Lincoln Navigator L', eta_to_jfk_min: 55 }], as_of: c.isoOff(-4) } }] },
        { reasoning: 'Alvarez is closest and the ESV takes the golf bags. Assign him.', calls: [{ tool: 'dispatch_assign', args, out: null, err: t504() }] },
        { calls: [{ tool: 'dispatch_assign', args, out: null, err: (c.adv(5000), t504()) }] },
        { calls: [{ tool: 'dispatch_assign', args, out: null, err: (c.adv(10000), t504()) }] },
        { reasoning: 'Gateway timeouts are transient and assignment is idempotent per job id; one more attempt after backoff.', calls: [{ tool: 'dispatch_assign', args, out: { job: 'LMO-JFK-66120', state: 'ASSIGNED', chauffeur: 'CH-118', idempotency_key: `idem_${c.hex(20)}`, meet: 'T8 arrivals, door 4, name board "HALVORSEN"', assigned_at: (c.adv(20000), c.isoOff(-4)) } }] },
        { reasoning: 'Assigned. Send the client the chauffeur details.', calls: [{ tool: 'notify_client', args: { job: 'LMO-JFK-66120', channel: 'sms', template: 'chauffeur_assigned' }, out: { sent: true, sid: `SM${c.hex(32)}` } }] },
        { text: 'R. Alvarez (Escalade ESV, TLC T7731) is assigned to meet the Halvorsen party at JFK T8, door 4, for BA115 at 16:55; the client has been texted the details.' },
      ];
      return {
        style: 'responses', model: 'o4-mini', agent: 'limo_dispatch',
        system: 'You dispatch chauffeurs for a limousine company. Assignment calls are idempotent per job id.',
        goal: 'Assign a chauffeur and SUV to pick up the Halvorsen party (5 people, golf bags) from BA115 at JFK today and notify the client.',
        steps, final: 'Chauffeur CH-118 assigned and client notified.',
      };
    },
  },
  {
    num: 4, domain: 'lapidary workshop', stagnation: false,
    isolates: 'Saving a faceting recipe fails twice with the same EBUSY file lock held by the machine controller, succeeds on the third attempt, and the cutting job is queued.',
    make: (c) => {
      const busy = () => ({ code: 'EBUSY', message: "EBUSY: resource busy or locked, open 'Z:\\\\recipes\\\\PREC-SAPH-OVAL-0412.fsl'", holder: `FacetCtl.exe (pid ${c.int(2000, 9000)}) on ${c.pick(['FACET-03', 'FACET-03'])}` });
      const recipe = { stone: 'Ceylon sapphire, 3.12 ct rough', cut: 'oval brilliant', index_gear: 96, pavilion_angle: 43.0, crown_angle: 37.5, table_pct: 58, facets: 57, yield_est_ct: 1.41 };
      const steps = [
        { text: 'Computing the best oval design for the rough scan.', calls: [{ tool: 'optimizeDesign', args: { scan: 'scans/SAPH-0412.stl', ri: 1.76, shape: 'oval' }, out: { ...recipe, light_return_pct: 81.4, solver: 'GemCad-opt 2.3', runtime: c.dur(c.int(1500, 8000)) } }] },
        { text: 'Design ready (est. 1.41 ct). Saving the recipe for the FACET-03 machine.', calls: [{ tool: 'saveRecipe', args: { path: 'Z:\\recipes\\PREC-SAPH-OVAL-0412.fsl', recipe }, out: null, err: JSON.stringify(busy()) }] },
        { calls: [{ tool: 'saveRecipe', args: { path: 'Z:\\recipes\\PREC-SAPH-OVAL-0412.fsl', recipe }, out: null, err: (c.adv(3000), JSON.stringify(busy())) }] },
        { calls: [{ tool: 'saveRecipe', args: { path: 'Z:\\recipes\\PREC-SAPH-OVAL-0412.fsl', recipe }, out: { written: true, bytes: c.int(3000, 6000), sha1: c.sha(40), mtime: (c.adv(6000), c.iso()) } }] },
        { text: 'Saved after the controller released its lock. Queuing the cut.', calls: [{ tool: 'queueJob', args: { machine: 'FACET-03', recipe: 'PREC-SAPH-OVAL-0412', operator: 'N. Achterberg' }, out: { job: `FJ-${c.int(7000, 7999)}`, position: 1, est_start: c.isoOff(2), est_duration: '5h40m' } }] },
        { text: 'The oval brilliant recipe (96 index, pavilion 43.0, crown 37.5, est. 1.41 ct) is saved and the job is first in the FACET-03 queue, about 5h40m of cutting.' },
      ];
      return {
        style: 'mastra', model: 'claude-3-5-sonnet-20241022', provider: 'anthropic', agent: 'lapidaryAgent',
        system: 'You prepare faceting jobs for a lapidary workshop: design from the rough scan, save the recipe, queue the machine.',
        goal: 'Prepare and queue the oval cut for the 3.12 ct Ceylon sapphire rough (scan SAPH-0412) on machine FACET-03.',
        steps, final: 'Recipe saved and the oval cut queued on FACET-03 (first in line, about 5h40m).',
      };
    },
  },
  {
    num: 5, domain: 'orienteering events', stagnation: false,
    isolates: 'A LangChain agent uploads IOF XML results, gets one 502 Bad Gateway, retries once successfully, then verifies the ranking points and answers.',
    make: (c) => {
      const steps = [
        { text: 'I need to export the results from the event software first.', calls: [{ tool: 'export_results', args: '{"event":"Forest Sprint Cup R3","format":"IOF XML 3.0"}', out: `Exported 412 competitors in 18 classes to ${c.tmp('.xml')} (${c.int(600, 900)} KB) in ${c.int(200, 900)} ms; checksum md5:${c.hex(32)}` }] },
        { text: 'Now upload the file to the federation ranking service.', calls: [{ tool: 'upload_ranking', args: '{"event_id":"FSC-2025-R3","file":"results.xml"}', out: null, err: `502 Bad Gateway\n<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx/1.24.0</center></body></html>\n(x-request-id: ${c.uuid()})` }] },
        { text: 'A 502 from nginx is usually transient; I will retry the upload once.', calls: [{ tool: 'upload_ranking', args: '{"event_id":"FSC-2025-R3","file":"results.xml"}', out: `{"status":"accepted","import_id":"IMP-${c.int(30000, 39999)}","competitors_matched":405,"unmatched":7,"processed_at":"${(c.adv(8000), c.isoNoMs())}"}` }] },
        { text: 'Accepted with 7 unmatched runners; let me check the computed ranking points for the elite classes.', calls: [{ tool: 'ranking_points', args: '{"import_id":"latest","classes":["W21E","M21E"]}', out: 'class | winner            | time    | points\nW21E  | Tove Alexandersson*| 14:02   | 1389\nM21E  | K. Hubmann*        | 12:47   | 1402\n* illustrative test data\nquery took 0.044s' }] },
        { text: 'I now know the final answer.' },
      ];
      return {
        style: 'langchain', model: 'gpt-4o-mini', agent: 'results_officer',
        system: 'You are the results officer for an orienteering club. Tools: export_results, upload_ranking, ranking_points.',
        goal: 'Upload the Forest Sprint Cup round 3 results to the federation ranking service and confirm the points were computed.',
        steps, final: 'Results uploaded (import accepted, 405 matched, 7 unmatched runners to fix manually); elite ranking points computed (W21E winner 1389, M21E winner 1402).',
      };
    },
  },
  {
    num: 6, domain: 'upholstery workshop', stagnation: false,
    isolates: 'An ADK agent updates a reupholstery order; the ERP write hits the same MySQL deadlock twice, commits on the third try, and the fabric order is then placed.',
    make: (c) => {
      const dl = () => `(1213, 'Deadlock found when trying to get lock; try restarting transaction') [conn ${c.int(1000, 9999)} on ${c.host('erp-db')}]`;
      const upd = { order: 'UPH-2291', item: 'Ercol Windsor armchair pair', fabric: 'Melrose velvet, Moss', metres: 7.5, foam: 'CMHR 33 kg/m3', status: 'awaiting_fabric' };
      const steps = [
        { text: 'Calculating fabric for the pair of chairs.', calls: [{ tool: 'fabric_calculator', args: { piece: 'ercol-windsor-armchair', qty: 2, pattern_repeat_cm: 0, width_cm: 140 }, out: { metres: 7.5, includes_waste_pct: 10, cushions: 4, calc_version: '2.4.1' } }] },
        { text: 'Need 7.5 m. Updating the order record.', calls: [{ tool: 'erp_update_order', args: upd, out: null, err: dl() }] },
        { calls: [{ tool: 'erp_update_order', args: upd, out: null, err: (c.adv(400), dl()) }] },
        { calls: [{ tool: 'erp_update_order', args: upd, out: { affected_rows: 1, order: 'UPH-2291', status: 'awaiting_fabric', txn: c.int(1e9, 2e9), committed_at: (c.adv(900), c.isoNoMs()) } }] },
        { text: 'Order updated after the deadlock cleared. Ordering the velvet from the supplier.', calls: [{ tool: 'supplier_order', args: { supplier: 'Linwood', sku: 'MEL-VLV-MOSS', metres: 7.5, ref: 'UPH-2291' }, out: { po: `PO-${c.int(40000, 49999)}`, dispatch: c.date(2), carrier: 'DPD', tracking: `15${c.int(100000000, 999999999)}` } }] },
        { text: 'Order UPH-2291 now records 7.5 m Melrose Moss velvet and CMHR foam, and PO to Linwood is placed for dispatch in two days.' },
      ];
      return {
        style: 'adk', model: 'gemini-2.0-flash', agent: 'upholstery_orders', app: 'upholstery_shop',
        system: 'You manage reupholstery orders: compute fabric, update the ERP order, order materials.',
        goal: 'Update order UPH-2291 (pair of Ercol Windsor armchairs, Melrose velvet in Moss) with fabric quantities and order the fabric.',
        steps, final: 'Order updated and fabric ordered (7.5 m).',
      };
    },
  },
];
