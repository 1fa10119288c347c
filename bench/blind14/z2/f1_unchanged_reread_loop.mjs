// Family 1 — loop: the agent re-reads the same file/page/record 4+ times with nothing changed in
// between; every result is identical apart from volatile parts, and the agent never acts on it.
import { Clock, fmt, J, J2, OpenHands, SweAgent, Letta, Bedrock, Cohere, Plain } from './lib.mjs';

export const family = {
  name: 'unchanged_reread_loop',
  loop: true,
  behaviour: 'Re-reads the same file, page or record again and again (4+ times) with nothing changed in between; results differ only in volatile parts; the agent never acts on what it read.',
};

export const rows = [
  // ------------------------------------------------------------------ 01
  {
    n: '01', domain: 'fire-station rostering', style: 'openhands', stagnation: true,
    isolates: 'An OpenHands agent finds an eligible relief driver, then re-runs the same shift-sheet query sixteen times (only api replica, request id, fetch time and cache age differ) and never assigns anyone, restating the same thought each time.',
    goal: 'Engine 3 has an open Driver/Operator slot on B-shift, Friday 2025-03-14 07:00-07:00 (Reyes called in sick). Use the `rosterctl` CLI in /workspace to find an off-duty D/O-qualified member who stays within the 72-hour rolling cap, assign them to the vacancy with `rosterctl assign`, and put the reason in the assignment note.',
    build(rng) {
      const clock = new Clock('2025-03-13T21:01:40Z', rng);
      const oh = new OpenHands({ rng, clock, goal: this.goal, maxIterations: 18 });
      const head = () => `rosterctl 2.4.1 · tenant: metro-fire-district · api: ${rng.pick(['roster-api-1', 'roster-api-2', 'roster-api-3'])}.mfd.internal\nfetched ${fmt.isoOff(clock.now, -300)} (req ${rng.hex(8)})`;
      oh.run('Let me start by listing the vacancies for Station 3 on the 14th.', 'rosterctl vacancies --station 3 --date 2025-03-14', {
        out: `${head()}\n\nVACANCY  STATION  APPARATUS  SHIFT  POSITION  START             REASON          STATUS\nV-20931  ST03     E3         B      D/O       2025-03-14 07:00  SICK (Reyes,J)  OPEN\n\n1 vacancy`,
      });
      oh.run('There is one vacancy, V-20931. Let me see who is eligible for it.', 'rosterctl eligible --vacancy V-20931', {
        out: `${head()}\n\nEligible for V-20931 (E3 D/O, B-shift 2025-03-14 07:00, 24h)\nrank  emp_id  name              home  quals        rolling72  after_assign  ot_rank\n1     F4471   Okafor, Chidi     ST05  D/O, EMT-B   24.0h      48.0h         3\n2     F5102   Brennan, Pat      ST01  D/O          36.0h      60.0h         12\n3     F3820   Lindqvist, Maja   ST03  D/O, EMT-P   48.0h      72.0h         7\n\nnote: Lindqvist reaches the cap exactly; policy 4.3 allows <= 72.0h\nassign with: rosterctl assign V-20931 --emp <emp_id> --note "<text>"`,
      });
      const sheet = () => `${head()} · cache age ${rng.int(0, 9)}s\n\nST03 B-SHIFT  Fri 2025-03-14 07:00 -> Sat 2025-03-15 07:00   Captain: Hollis, R (F2210)\nAPPARATUS  POSITION  ASSIGNED             STATUS\nE3         OFFICER   Dunmore, K (F2987)   CONFIRMED\nE3         D/O       -                    OPEN (V-20931, SICK Reyes,J)\nE3         FF        Achebe, T (F4012)    CONFIRMED\nE3         FF        Sato, M (F4630)      CONFIRMED\nT3         OFFICER   Hollis, R (F2210)    CONFIRMED\nT3         D/O       Varga, L (F3391)     CONFIRMED\nT3         FF        Ngata, P (F4498)     CONFIRMED\nT3         FF        Ruiz, A (F4711)      CONFIRMED\n\nminimum staffing: E3 4/4 REQUIRED (currently 3), T3 4/4 OK`;
      const variants = [
        'The Engine 3 D/O slot on the B-shift sheet is still OPEN. Let me check the sheet again before assigning anyone.',
        'The Engine 3 D/O slot on the B-shift sheet is still OPEN. Let me check the sheet again before I assign anyone.',
        'The Engine 3 D/O slot on the B-shift sheet still shows OPEN. Let me check the sheet again before assigning anyone.',
        'The Engine 3 D/O slot on the B-shift sheet is still OPEN. Let me check the sheet once more before assigning anyone.',
      ];
      const thoughts = ['Okafor (F4471) is first on the list at 48h after assignment. Before assigning, let me look at the Station 3 B-shift sheet for the 14th.'];
      for (let i = 0; i < 15; i++) thoughts.push(variants[[0, 1, 0, 2, 0, 3, 0, 0, 1, 0, 2, 0, 0, 3, 0][i]]);
      for (const t of thoughts) oh.run(t, 'rosterctl sheet --station 3 --date 2025-03-14 --shift B', { out: sheet() });
      return oh.root('error', { error: 'RuntimeError: Agent reached maximum iteration in headless mode. Current iteration: 18, max iteration: 18' });
    },
  },

  // ------------------------------------------------------------------ 02
  {
    n: '02', domain: 'fountain-pen repair', style: 'swe-agent', stagnation: false,
    isolates: 'A SWE-agent run sees the buggy line, then dumps the same fixture ticket five times (only the temp database path and load time change), voicing a different idea each time but never editing anything until the cost limit.',
    goal: 'Export CSV drops nib grade for reground nibs\n\nTickets where the nib was reground (e.g. FP-2291, a Pelikan M800 reground from M to a 1.1 stub) export with an empty `nib_grade` column. Expected: the regrind grade if one is recorded, otherwise the original grade.',
    build(rng) {
      const clock = new Clock('2025-02-04T10:12:00Z', rng);
      const sw = new SweAgent({ rng, clock, goal: this.goal, repo: 'penclinic/ticketdesk', instanceId: 'penclinic__ticketdesk-412' });
      sw.step('First I should find where the CSV export is produced.', 'find_file "export.py"', 'Found 2 matches for "export.py" in /ticketdesk:\n/ticketdesk/ticketdesk/export.py\n/ticketdesk/tests/test_export.py');
      sw.step('Let me open the export module.', 'open ticketdesk/export.py', `[File: /ticketdesk/ticketdesk/export.py (64 lines total)]\n1:import csv\n2:from .models import Ticket\n3:\n4:FIELDS = ["ticket", "brand", "model", "nib_grade", "work", "quoted", "status"]\n5:\n...\n29:\n30:\n31:def row_for_ticket(t: Ticket) -> dict:\n32:    return {\n33:        "ticket": t.ref,\n34:        "brand": t.pen.brand,\n35:        "model": t.pen.model,\n36:        "nib_grade": t.nib.regrind_grade,\n37:        "work": ", ".join(w.code for w in t.work_items),\n38:        "quoted": f"{t.quote_gbp:.2f}",\n39:        "status": t.status,\n40:    }\n41:\n42:\n43:def write_csv(tickets, fh):\n44:    w = csv.DictWriter(fh, fieldnames=FIELDS)\n45:    w.writeheader()\n46:    for t in tickets:\n47:        w.writerow(row_for_ticket(t))\n(17 more lines below)`, { openFile: '/ticketdesk/ticketdesk/export.py' });
      const dump = () => `[show_ticket] db=sqlite:///${rng.tmp('/tmp/ticketdesk-fixture-')}.db (fixture loaded in ${rng.float(0.031, 0.069, 3)}s)\n{\n  "ref": "FP-2291",\n  "status": "READY_FOR_COLLECTION",\n  "pen": {"brand": "Pelikan", "model": "M800", "year": 1998, "filling": "piston"},\n  "nib": {\n    "material": "18C-750",\n    "original_grade": "M",\n    "regrind_grade": null,\n    "regrind_notes": "ground to cursive italic stub, ~1.1 mm per customer request"\n  },\n  "work_items": [{"code": "RG-STUB"}, {"code": "PST-SVC"}],\n  "quote_gbp": 85.0\n}`;
      const thoughts = [
        'Line 36 reads `regrind_grade` directly. Let me look at the actual ticket from the issue to see what the nib record holds.',
        'regrind_grade is null for FP-2291 even though the notes mention a stub. Perhaps the fixture loads a different copy of the ticket on each run, so I will dump it again and compare.',
        'Maybe the intended value lives in regrind_notes rather than a grade field. I will print the ticket once more and read the notes carefully.',
        'It could be that the nib relation is lazily loaded and null is only an artifact of how the script reads it. Let me run the dump again.',
        'Another thought: original_grade might be stored in lowercase for older tickets, which would matter for a fallback. Let me view the ticket once more.',
      ];
      for (const t of thoughts) sw.step(t, 'python scripts/show_ticket.py FP-2291', dump());
      return sw.root({ exit_status: 'exit_cost', submission: null, summary: 'Exited due to cost limit; no changes made (empty diff).' });
    },
  },

  // ------------------------------------------------------------------ 03
  {
    n: '03', domain: 'cargo-bike rentals', style: 'letta', stagnation: true,
    isolates: 'A Letta support agent gets the dock events proving the bike was returned, then fetches the same frozen rental record five more times with heartbeats (only the serving node, fetch time and trace id change), repeating one inner thought, never closing the rental or replying.',
    goal: 'hi, I dropped cargo bike CB-117 back at the Harbour Street dock last night around quarter to 7 but the app still says my rental R-88213 is running. can you stop it and fix the charge?',
    build(rng) {
      const clock = new Clock('2025-03-11T08:22:10Z', rng);
      const lt = new Letta({ rng, clock, agentName: 'velo-support', persona: 'I am the support assistant for Kargo Cargo-Bike Share. I can look up rentals, end rentals manually and adjust charges.' });
      lt.turn(this.goal, { name: 'member_31877' });
      const rental = () => J({
        rental_id: 'R-88213', member: 'M-31877', bike: 'CB-117 (Long John, e-assist)', status: 'ACTIVE', started: '2025-03-10T16:52:04Z', start_dock: 'CANAL-WHARF-02',
        billing: { state: 'HELD_PENDING_REVIEW', accrued_eur: 38.5, frozen_at: '2025-03-10T19:15:00Z', tariff: 'STD-HOURLY-5.50' },
        last_dock_event: { dock: 'HARBOUR-ST-04', type: 'BIKE_DETECTED', at: '2025-03-10T18:47:31Z', lock_confirmed: false },
        flags: ['DOCK_LOCK_UNCONFIRMED'],
        _meta: { served_by: `rentals-api-${rng.hex(4)}`, fetched_at: fmt.isoMs(clock.now), trace: rng.hex(16) },
      });
      lt.step('Member says CB-117 was docked at Harbour Street last night. Let me pull rental R-88213.', 'get_rental', { rental_id: 'R-88213' }, rental());
      lt.step('Rental is ACTIVE with billing held and the last dock event unconfirmed. Checking the dock log for CB-117 at Harbour Street.', 'get_dock_events', { dock_id: 'HARBOUR-ST-04', bike_id: 'CB-117', since: '2025-03-10T18:00:00Z' }, J({
        dock_id: 'HARBOUR-ST-04', events: [
          { at: '2025-03-10T18:47:31Z', type: 'BIKE_DETECTED', bike: 'CB-117', rfid: 'E200-3412-0117' },
          { at: '2025-03-10T18:47:33Z', type: 'LOCK_FAULT', detail: 'latch sensor timeout (slot 4)' },
          { at: '2025-03-11T06:02:10Z', type: 'HEARTBEAT', bike_present: 'CB-117' },
        ], undock_events_since: 0,
      }));
      for (let i = 0; i < 5; i++) {
        const r = i === 2 ? 'Rental R-88213 still shows ACTIVE with the lock unconfirmed. Let me check the rental again to see whether it has closed.' : 'Rental R-88213 still shows ACTIVE with the lock unconfirmed. Let me check the rental again to see if it has closed.';
        lt.step(r, 'get_rental', { rental_id: 'R-88213' }, rental());
      }
      lt.endTurn('max_steps_reached');
      return lt.root({ stop_reason: 'max_steps_reached', max_steps: 7, messages_to_user: 0 });
    },
  },

  // ------------------------------------------------------------------ 04
  {
    n: '04', domain: 'stamp dealers', style: 'bedrock-agents', stagnation: true,
    isolates: 'A Bedrock agent reads a lot\'s certificate list, which already shows the certificate, then calls the same certificate GET four more times with a near-identical rationale (only serving node, time and request id differ) and never releases the lot.',
    goal: 'Has the expert certificate for lot 4471 (GB 1840 1d black, plate 1a, four margins) come in? If it is there, release the lot into Thursday\'s catalogue, sale S-0325.',
    build(rng) {
      const clock = new Clock('2025-03-12T09:30:00Z', rng);
      const br = new Bedrock({ rng, clock, agentName: 'Harcourt Philatelic lot desk' });
      br.begin(this.goal);
      br.pre('The user asks about the certificate status of an auction lot and wants it released into a sale if the certificate exists. This is a normal request the agent can handle with its action groups.');
      br.act({ rationale: 'To answer, I first need the details of lot 4471.', group: 'LotInventory', path: '/lots/{lotId}', params: [['lotId', '4471']], result: {
        lotId: '4471', description: 'GB 1840 1d black, plate 1a, four margins, red Maltese cross', consignor: 'C-1180', status: 'AWAITING_CERT', estimateGBP: '900-1200', saleId: null, releaseRule: 'status AWAITING_CERT -> RELEASABLE once a certificate with opinion=genuine is attached',
      } });
      const certs = () => J({
        lotId: '4471', certificates: [{ issuer: 'BPA Expertising', certNo: '58812', opinion: 'genuine', receivedAt: '2025-03-11T10:42:00Z', scan: 's3://harcourt-certs/4471/BPA-58812.pdf' }], count: 1,
        _served: { node: `inv-fn-${rng.int(1, 4)}`, at: fmt.iso(clock.now), coldStart: rng.chance(0.2), requestId: rng.uuid() },
      });
      const rats = [
        'To determine if lot 4471 can be released, I need to check the certificate status for lot 4471.',
        'To determine whether lot 4471 can be released, I need to check the certificate status for lot 4471.',
        'To determine if lot 4471 can be released, I need to check the certificate status for lot 4471.',
        'To determine if lot 4471 can be released, I need to check the certificate status of lot 4471.',
        'To determine if lot 4471 can be released, I need to check the certificate status for lot 4471.',
      ];
      for (const r of rats) br.act({ rationale: r, group: 'LotInventory', path: '/lots/{lotId}/certificates', params: [['lotId', '4471']], result: certs() });
      br.fail('Sorry, I am unable to assist you with this request.');
      const root = br.root();
      root.metadata.terminationReason = 'MAX_ORCHESTRATION_ITERATIONS';
      return root;
    },
  },

  // ------------------------------------------------------------------ 05
  {
    n: '05', domain: 'curling clubs', style: 'cohere', stagnation: false,
    isolates: 'A Cohere tool-use agent reads an ice schedule that already shows free sheets, then requests the identical schedule four more times, each with a different-sounding plan, and never reserves a sheet before the step cap.',
    goal: 'Book a sheet at Lakeside Curling Club for a 2-hour league makeup game (Rocks Solid vs Hog Line Heroes) on Sunday 9 March 2025, starting no earlier than 14:00 and finishing by 18:00. Reserve it under "League makeup - Rocks Solid".',
    build(rng) {
      const clock = new Clock('2025-03-06T17:40:00Z', rng);
      const co = new Cohere({ rng, clock, goal: this.goal, tools: ['get_ice_schedule', 'reserve_sheet', 'get_ice_report'], system: 'You are the booking assistant for Lakeside Curling Club. Use the tools to check and reserve ice.' });
      const sched = () => ({
        club: 'Lakeside CC', date: '2025-03-09', sheets: [
          { sheet: 'A', bookings: [{ start: '12:00', end: '16:00', what: 'Junior bonspiel draw 3' }, { start: '16:00', end: '18:00', what: 'Open practice (paid)' }] },
          { sheet: 'B', bookings: [{ start: '12:00', end: '16:00', what: 'Junior bonspiel draw 3' }, { start: '16:15', end: '18:15', what: 'Mixed doubles league' }] },
          { sheet: 'C', bookings: [{ start: '13:00', end: '15:00', what: 'Learn-to-curl' }], free: [['15:00', '19:00']] },
          { sheet: 'D', bookings: [{ start: '14:00', end: '14:30', what: 'Ice maintenance (scrape + pebble)' }], free: [['14:30', '20:00']] },
          { sheet: 'E', closed: 'Brine pump fault - sheet closed until further notice' },
        ],
        snapshot: { generated_at: fmt.isoOff(clock.now, -360), render_ms: rng.int(18, 95), node: rng.host('sched'), cache: rng.pick(['HIT', 'MISS', 'HIT']) },
      });
      co.step('I will look up the Lakeside ice schedule for Sunday 9 March.', [{ name: 'get_ice_schedule', args: { club: 'lakeside', date: '2025-03-09' }, result: sched() }]);
      const plans = [
        'Sheet C looks free from 15:00. I will re-check the schedule to confirm that the learn-to-curl session on C really ends at 15:00.',
        'I will fetch the schedule again to see whether the maintenance block on Sheet D might move, since D would allow an earlier start.',
        'I will pull the schedule once more to find out if Sheet E has reopened, as it is nearest the lounge for the players.',
        'I will retrieve the schedule one more time to compare the mixed doubles start on Sheet B with the open practice on Sheet A.',
        'I will check the Sunday schedule again to make sure no new bookings landed on Sheet C or D in the last few minutes.',
      ];
      for (const p of plans) co.step(p, [{ name: 'get_ice_schedule', args: { club: 'lakeside', date: '2025-03-09' }, result: sched() }]);
      return co.root({ error: 'MaxStepsExceeded: tool-use loop stopped after 6 model calls without a final answer', text: null }, { max_steps: 6 });
    },
  },

  // ------------------------------------------------------------------ 06
  {
    n: '06', domain: 'harp makers', style: 'plain-messages', stagnation: false,
    isolates: 'A purchasing agent hands off to a chart-reader sub-agent; both emit only tool calls (no text), and the sub-agent fetches the same supplier gauge-chart page six times; each response differs only in Date/Age headers, ray and request ids and an in-page CSRF token and CSP nonce, and no PO line is ever added.',
    goal: 'Customer order H-5512 (38-string lever harp, model "Aisling 38"): add replacement gut strings for the whole 3rd octave (strings 15-21) to purchase-order draft PO-7730, using the SKUs from Carraig Strings\' gauge chart at https://carraigstrings.example/charts/aisling-38.',
    build(rng) {
      const clock = new Clock('2025-01-28T14:05:00Z', rng);
      const pl = new Plain({ rng, clock, goal: this.goal, system: 'You are the purchasing assistant at Ó Dálaigh Harps workshop. Tools: http_get, po_get, po_add_lines.', model: 'gpt-4o-mini-2024-07-18' });
      const page = () => ({
        status: 200,
        headers: { date: fmt.http(clock.now), 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=600', age: String(rng.int(3, 590)), etag: 'W/"5e1-18f0c2d9a40"', 'last-modified': 'Mon, 06 Jan 2025 11:20:41 GMT', 'cf-ray': rng.cfRay(), 'x-request-id': rng.uuid(), server: 'cloudflare' },
        body: `<!doctype html><html><head><meta name="csrf-token" content="${rng.b64url(40)}"><script nonce="${rng.b64url(22)}">window.__cart={n:0}</script><title>Aisling 38 - gauge chart | Carraig Strings</title></head><body><h1>Aisling 38 lever harp - string chart</h1><table class="chart"><tr><th>#</th><th>Note</th><th>Material</th><th>Gauge (in)</th><th>SKU</th></tr><tr><td>15</td><td>C4</td><td>gut</td><td>.036</td><td>CS-G036-15</td></tr><tr><td>16</td><td>B3</td><td>gut</td><td>.040</td><td>CS-G040-16</td></tr><tr><td>17</td><td>A3</td><td>gut</td><td>.040</td><td>CS-G040-17</td></tr><tr><td>18</td><td>G3</td><td>gut</td><td>.045</td><td>CS-G045-18</td></tr><tr><td>19</td><td>F3</td><td>gut</td><td>.045</td><td>CS-G045-19</td></tr><tr><td>20</td><td>E3</td><td>gut</td><td>.050</td><td>CS-G050-20</td></tr><tr><td>21</td><td>D3</td><td>gut</td><td>.055</td><td>CS-G055-21</td></tr></table><p class="note">Octave sets: add SKU CS-OCT3-A38 for strings 15-21 at 8% off.</p><footer>Prices ex VAT. Rendered in ${rng.int(21, 64)} ms</footer></body></html>`,
      });
      pl.step(null, [{ name: 'po_get', args: { po: 'PO-7730' }, result: { po: 'PO-7730', supplier: 'Carraig Strings', status: 'DRAFT', lines: [], currency: 'EUR' } }]);
      pl.step(null, [{ name: 'transfer_to_chart_reader', args: {}, result: { assistant: 'chart_reader' } }]);
      pl.sub('chart_reader', 'Get the SKUs for strings 15-21 (gut) of the Aisling 38 from https://carraigstrings.example/charts/aisling-38 and hand back to purchasing.', { system: 'You read supplier web pages and extract part numbers. Tool: http_get.', metadata: { kind: 'handoff', max_turns: 6 } }, () => {
        for (let i = 0; i < 6; i++) pl.step(null, [{ name: 'http_get', args: { url: 'https://carraigstrings.example/charts/aisling-38' }, result: page() }]);
        return { error: 'MaxTurnsExceeded: chart_reader used 6 of 6 turns' };
      });
      return pl.root({ error: 'AgentStopped: MaxTurnsExceeded in handoff agent chart_reader', final_output: null }, { max_turns: 6, framework: 'openai-agents-sdk' });
    },
  },
];
