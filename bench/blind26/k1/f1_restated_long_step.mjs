// Family 1: one near-verbatim repeat of a long reasoning step, nothing new observed in between.
export const family = 'restated_long_step';
const J = JSON.stringify;

export const scenarios = [
  {
    id: '01', domain: 'kite makers (ripstop cut planning)', style: 'ai_sdk',
    make(N) {
      const inv = (N) => ({ ok: true, warehouse: 'Bristol workshop', as_of: N.isoNoMs(), request_id: N.reqId('inv_'), rolls: [{ sku: 'RS-40-RED', colour: 'red', width_cm: 150, metres: 62.5 }, { sku: 'RS-40-YEL', colour: 'yellow', width_cm: 150, metres: 18.0 }, { sku: 'RS-40-BLK', colour: 'black', width_cm: 150, metres: 44.2 }, { sku: 'IC-31-WHT', colour: 'white (Icarex)', width_cm: 127, metres: 9.5 }] });
      const text = 'The cut plan for the 40 Delta 2.1m kites needs 71.2 m of yellow ripstop for the leading-edge panels and we only hold 18.0 m on roll RS-40-YEL, so yellow is short by 53.2 m; red and black are covered with spare, and the 9.5 m of white Icarex only covers the keels for 31 kites, short by 2.8 m. I will order yellow and white before releasing the batch.';
      return {
        isolates: 'A long shortfall analysis is restated almost word for word after a second inventory read that returned the same rolls.',
        goal: 'Check whether we have enough fabric for the batch of 40 Delta 2.1m kites (order B-2231) and raise a purchase order for anything short.',
        spec: {
          agent: 'fabric-planner', model: 'gpt-4o', maxSteps: 8,
          system: 'You plan fabric usage for a small kite workshop. Tools: get_cut_plan, get_fabric_inventory, create_purchase_order. Always create a PO when stock is short.',
          steps: [
            { llm: 'Fetching the cut plan for batch B-2231 first.' },
            { tool: 'get_cut_plan', args: { batch: 'B-2231' }, out: { batch: 'B-2231', model: 'Delta 2.1m', qty: 40, panels: [{ part: 'sail-left', fabric: 'RS-40-RED', m_per_kite: 0.92 }, { part: 'sail-right', fabric: 'RS-40-BLK', m_per_kite: 0.92 }, { part: 'leading-edge', fabric: 'RS-40-YEL', m_per_kite: 1.78 }, { part: 'keel', fabric: 'IC-31-WHT', m_per_kite: 0.3 }], generated: '2 mins ago' } },
            { llm: '' },
            { tool: 'get_fabric_inventory', args: { location: 'bristol' }, out: inv },
            { llm: text },
            { tool: 'get_fabric_inventory', args: { location: 'bristol' }, out: inv },
            { llm: 'The cut plan for the 40 Delta 2.1m kites needs 71.2 m of yellow ripstop for the leading-edge panels and we only hold 18.0 m on roll RS-40-YEL, so yellow is short by 53.2 m; red and black are covered with spare, while the 9.5 m of white Icarex only covers keels for 31 kites, short by 2.8 m. I will order yellow and white before releasing the batch.' },
          ],
          out: null, rootError: 'AI_NoOutputGeneratedError: run aborted by caller after step limit (maxSteps=8) without create_purchase_order',
        },
      };
    },
  },
  {
    id: '02', domain: 'choir tours (coach and venue itinerary)', style: 'langgraph',
    make(N) {
      const v = (N) => `Venue: St. Mary's Church, Ghent\nAvailability: Sat 14 Jun 19:30 (confirmed), Sun 15 Jun 11:00 (pencilled)\nCapacity: 320 seated\nRisers: 3 rows available on request\nLast synced ${N.local()} (sync ${N.hex(7)})`;
      const rep = 'So the itinerary works like this: the coach leaves Leeds at 05:10 on Friday 13 June, takes the 10:20 Dover–Calais crossing and reaches the Ghent hotel by 17:45; the Saturday concert at St. Mary\'s is confirmed for 19:30 with risers, and Sunday\'s 11:00 mass slot is still only pencilled, so the return coach should leave Ghent no earlier than 13:00.';
      return {
        isolates: 'The itinerary summary is produced twice nearly verbatim, the second time after re-reading the same venue record; the Sunday slot is never resolved.',
        goal: 'Build the travel itinerary for the Harrogate Chamber Choir weekend tour to Ghent (13-15 June) and confirm the Sunday mass slot with the venue.',
        spec: {
          agent: 'tour_planner_graph', model: 'gpt-4o-mini', maxSteps: 12,
          system: 'You are the tour coordinator for an amateur choir. Use the tools to plan travel and confirm venues; email venues to confirm pencilled slots.',
          steps: [
            { llm: '' },
            { tool: 'search_coach_quotes', args: { from: 'Leeds', to: 'Ghent', depart: '2025-06-13', pax: 38 }, out: `[{"operator":"Wallace Arnold Heritage","vehicle":"49-seat executive","depart":"05:10","ferry":"Dover-Calais 10:20 P&O","arrive_ghent":"17:45","price_gbp":4860,"quote_ref":"WAH-${N.int(10000, 99999)}"}]` },
            { llm: 'Coach quote found. Now the venue slots.' },
            { tool: 'get_venue_availability', args: { venue_id: 'ghent-st-marys' }, out: v },
            { llm: rep },
            { tool: 'get_venue_availability', args: { venue_id: 'ghent-st-marys' }, out: v },
            { llm: 'So the itinerary works like this: the coach leaves Leeds at 05:10 on Friday 13 June, takes the 10:20 Dover–Calais crossing and reaches the Ghent hotel by 17:45; the Saturday concert at St. Mary\'s is confirmed at 19:30 with risers, and Sunday\'s 11:00 mass slot is still only pencilled, so the return coach should leave Ghent no earlier than 13:00.' },
          ],
          out: null, rootError: 'GraphRecursionError: Recursion limit of 12 reached without hitting a stop condition.',
        },
      };
    },
  },
  {
    id: '03', domain: 'sourdough starter mail-order (dispatch hold)', style: 'anthropic',
    make(N) {
      const wx = (N) => ({ postcode_area: 'EH', forecast: [{ date: N.day(N.t, 1), max_c: 27, min_c: 16 }, { date: N.day(N.t, 2), max_c: 29, min_c: 17 }, { date: N.day(N.t, 3), max_c: 22, min_c: 13 }], issued: N.http(), source: 'metoffice-datahub', request: N.uuid() });
      const think = 'Dried starter flakes survive heat, but the live starter jars in orders 5512 and 5519 are going to Edinburgh where the forecast shows 27 and 29 degrees for the next two days; Royal Mail Tracked 48 would leave them in a van for up to two days, so the safe plan is to hold the live jars until the cooler day and ship the dried flakes today.';
      return {
        isolates: 'A long extended-thinking block about holding live starter jars is repeated near-verbatim after an identical forecast lookup, and no dispatch decision is recorded.',
        goal: 'Decide which of today\'s sourdough starter orders can be dispatched given the heatwave, and mark the others as held with a customer note.',
        spec: {
          agent: 'dispatch-assistant', model: 'claude-3-7-sonnet-20250219',
          system: 'You help a two-person sourdough starter shop decide daily dispatch. Live starters must not sit above 25C in transit for more than a day. Use set_order_status to record decisions.',
          steps: [
            { llm: 'Let me look at today\'s orders.' },
            { tool: 'list_orders', args: { status: 'ready_to_ship' }, out: { orders: [{ id: 5512, items: ['Live rye starter 250g jar'], dest: 'EH6 5QG', service: 'Tracked 48' }, { id: 5517, items: ['Dried wheat starter flakes 20g'], dest: 'BS3 4RF', service: 'Large Letter' }, { id: 5519, items: ['Live white starter 250g jar', 'Banneton 22cm'], dest: 'EH10 4BF', service: 'Tracked 48' }] } },
            { llm: '', think: 'Two live jars go to EH postcodes. I need the forecast there before deciding.' },
            { tool: 'get_forecast', args: { postcode_area: 'EH', days: 3 }, out: wx },
            { llm: '', think },
            { tool: 'get_forecast', args: { postcode_area: 'EH', days: 3 }, out: wx },
            { llm: '', think: 'Dried starter flakes survive heat, but the live starter jars in orders 5512 and 5519 are going to Edinburgh where the forecast shows 27 and 29 degrees over the next two days; Royal Mail Tracked 48 could leave them in a van for up to two days, so the safe plan is to hold the live jars until the cooler day and ship the dried flakes today.' },
          ],
          out: null, rootError: 'client disconnected: stream closed by proxy after 120s idle',
        },
      };
    },
  },
  {
    id: '04', domain: 'board game café reservation app (Nix flake build)', style: 'claude_agent_sdk',
    make(N) {
      const log = (N) => `error: builder for '/nix/store/${N.chars(32, '0123456789abcdfghijklmnpqrsvwxyz')}-meeple-booking-0.4.2.drv' failed with exit code 1;\n       last 6 log lines:\n       > Running phase: buildPhase\n       > npm ERR! code ENOTCACHED\n       > npm ERR! request to https://registry.npmjs.org/date-fns failed: cache mode is 'only-if-cached' but no cached response is available.\n       > npm ERR! A complete log of this run can be found in: /build/.npm/_logs/${N.iso().replace(/:/g, '_').replace('.', '_')}-debug-0.log\n       For full logs, run 'nix log /nix/store/…-meeple-booking-0.4.2.drv'.`;
      const msg = 'The nix build fails because buildNpmPackage runs npm in offline mode and date-fns is not in the prefetched dependency cache; that means npmDepsHash in flake.nix was computed against the old package-lock.json before date-fns was added, so the fix is to update npmDepsHash with the hash nix reports for the new lockfile.';
      return {
        isolates: 'The same long diagnosis of an npmDepsHash mismatch is written twice around an identical failing nix build, and no edit is ever made.',
        goal: 'The Meeple & Mug table-booking app no longer builds with `nix build .#meeple-booking` after adding date-fns. Fix the flake so it builds.',
        spec: {
          agent: 'claude-code', model: 'claude-sonnet-4-20250514', cwd: '/home/ops/meeple-booking',
          system: 'You are a coding agent with shell and file tools.',
          steps: [
            { llm: 'I\'ll start by reproducing the build failure.' },
            { tool: 'Bash', args: { command: 'nix build .#meeple-booking -L 2>&1 | tail -n 12', description: 'Reproduce nix build failure' }, out: log },
            { llm: '' },
            { tool: 'Read', args: { file_path: '/home/ops/meeple-booking/flake.nix' }, out: '     1\t{\n     2\t  inputs.nixpkgs.url = "github:NixOS/nixpkgs/nixos-24.05";\n     3\t  outputs = { self, nixpkgs }: let pkgs = nixpkgs.legacyPackages.x86_64-linux; in {\n     4\t    packages.x86_64-linux.meeple-booking = pkgs.buildNpmPackage {\n     5\t      pname = "meeple-booking"; version = "0.4.2"; src = ./.;\n     6\t      npmDepsHash = "sha256-Qm1dE0l4Jc0p8vUu2nqf6tSxkY3b0n0yq5mJb9rC0xA=";\n     7\t      npmBuildScript = "build";\n     8\t    };\n     9\t  };\n    10\t}' },
            { llm: msg },
            { tool: 'Bash', args: { command: 'nix build .#meeple-booking -L 2>&1 | tail -n 12', description: 'Re-run build to see the exact error' }, out: log },
            { llm: 'The nix build fails because buildNpmPackage runs npm in offline mode and date-fns is not in the prefetched dependency cache; this means the npmDepsHash in flake.nix was computed against the old package-lock.json before date-fns was added, so the fix is to update npmDepsHash to the hash nix reports for the new lockfile.' },
          ],
          out: null, rootError: 'error_max_turns: reached maximum number of turns (6)',
        },
      };
    },
  },
  {
    id: '05', domain: 'hammock makers (warranty claim assessment)', style: 'crewai',
    make(N) {
      const claim = (N) => ({ claim_id: 'WC-3380', product: 'Brazilian cotton double hammock, model Ipanema', purchased: '2023-05-02', photos: ['wc3380_1.jpg', 'wc3380_2.jpg'], customer_text: 'The end strings snapped on one side while my partner was getting in. It was hung indoors from the beam.', inspection: 'Photos show 6 of 44 end-strings broken near the ring; no UV fading; knot at ring intact', fetched_at: N.us(), cache: N.pick(['HIT', 'MISS']) });
      const th = 'The claim concerns the Ipanema double hammock bought in May 2023, so it is inside the two-year warranty; the photos show six broken end strings near the ring with no UV fading and the customer hung it indoors, which points to a string defect rather than misuse, so the claim should be approved for a replacement end-string set.';
      return {
        isolates: 'The crew agent repeats its whole warranty reasoning almost verbatim after re-reading the unchanged claim record, never issuing the decision.',
        goal: 'Assess warranty claim WC-3380 for a broken hammock and record approve/deny with the remedy.',
        spec: {
          crew: 'warranty_crew', agent: 'Warranty Assessor', model: 'gpt-4o', expected: 'A recorded decision on the claim with remedy.',
          system: 'You are Warranty Assessor. Decide claims under the 2-year warranty; misuse (outdoor storage, overloading >200kg) voids it. Record the decision with record_decision.',
          steps: [
            { llm: 'I should read the claim details first.' },
            { tool: 'read_claim', args: { claim_id: 'WC-3380' }, out: claim },
            { llm: th },
            { tool: 'read_claim', args: { claim_id: 'WC-3380' }, out: claim },
            { llm: 'The claim concerns the Ipanema double hammock bought in May 2023, so it falls inside the two-year warranty; the photos show six broken end strings near the ring with no UV fading and the customer hung it indoors, which points to a string defect rather than misuse, so the claim should be approved for a replacement end-string set.' },
          ],
          out: null, rootError: 'Agent stopped due to iteration limit or time limit.',
        },
      };
    },
  },
  {
    id: '06', domain: 'otter surveys (spraint transect records)', style: 'openinference',
    make(N) {
      const t = (N) => J({ river: 'Teifi', transects: [{ id: 'T4', date: '2025-03-11', spraints: 3, fresh: 1, surveyor: 'RM' }, { id: 'T5', date: '2025-03-11', spraints: 0, fresh: 0, surveyor: 'RM' }, { id: 'T6', date: '2025-03-12', spraints: 5, fresh: 2, surveyor: 'EJ' }], exported: N.iso(), export_id: N.uuid() });
      return {
        isolates: 'After the same transect export is pulled twice, the interpretive paragraph on otter activity is repeated nearly word for word and the report is never filed.',
        goal: 'Summarise March otter spraint surveys on the River Teifi transects T4-T6 and file the monthly activity note.',
        spec: {
          agent: 'survey_summariser', model: 'gpt-4.1', project: 'otter-monitoring',
          system: 'You summarise otter field surveys for a wildlife trust. File notes with file_activity_note.',
          steps: [
            { llm: 'Pulling the March transect export.' },
            { tool: 'export_transects', args: { river: 'Teifi', month: '2025-03', transects: ['T4', 'T5', 'T6'] }, out: (N) => t(N) },
            { llm: 'Across the three March transects there were eight spraints, three of them fresh, concentrated on T4 below the weir and T6 by the alder roots; T5 had none again, which matches February and suggests the otters are bypassing the straightened stretch, so activity is stable and the T5 gap remains the main point for the note.' },
            { tool: 'export_transects', args: { river: 'Teifi', month: '2025-03', transects: ['T4', 'T5', 'T6'] }, out: (N) => t(N) },
            { llm: 'Across the three March transects there were eight spraints, three of them fresh, concentrated on T4 below the weir and T6 at the alder roots; T5 had none again, which matches February and suggests otters are bypassing the straightened stretch, so activity is stable and the T5 gap remains the main point of the note.' },
          ],
          out: null,
        },
      };
    },
  },
];
