// Healthy: a materially refined search. The first queries find nothing or too much; a genuinely
// different query (another source, a constraint learnt from a result) finds new results and the
// agent finishes with them.
export const family = 'refined_search_success';
export const loop = false;
export const stagnation = false;

export const rows = [
  {
    id: '01', domain: 'fan convention badge printing', style: 'agno',
    isolates: 'A broad supplier search returns 200+ generic print shops; learning from one result that PVC badges need CR80 thermal printing, the agent searches for CR80 printers with 5-day turnaround and finds two that fit.',
    goal: 'Find a UK printer who can produce 3,500 full-colour attendee badges with lanyards for our anime convention (doors open in 12 days), and shortlist options with prices.',
    build: (n) => ({
      app: 'con-ops-sourcing',
      system: 'You source suppliers for Kitsune Con. Use supplier_search and get_supplier.',
      steps: [
        () => ({ say: 'Searching suppliers for badge printing.', calls: [{ name: 'supplier_search', args: { query: 'badge printing UK' }, out: { total: 214, results: [{ name: 'PrintFast Online', category: 'general print' }, { name: 'Flyers4Less', category: 'general print' }, { name: 'IDCardCo', category: 'ID cards, CR80 PVC' }], note: 'showing 3 of 214', search_id: n.uuid(), took: n.dur() } }] }),
        () => ({ say: '214 general printers is too broad. IDCardCo is listed under CR80 PVC, which is what convention badges usually use, so let me look at what they need.', calls: [{ name: 'get_supplier', args: { name: 'IDCardCo' }, out: { name: 'IDCardCo', spec: 'CR80 (85.6x54mm) PVC, dye-sub/retransfer, lanyard slot punch', min_qty: 250, turnaround_days: 10, price_per_card_gbp: 0.42, lanyard_gbp: 0.38 } }] }),
        () => ({ say: 'IDCardCo\'s 10-day turnaround is too tight for 12 days with delivery. Now I know the spec, I\'ll search specifically for CR80 PVC printers with lanyards and at most 5 days turnaround.', calls: [{ name: 'supplier_search', args: { query: 'CR80 PVC card printing with lanyards', filters: { max_turnaround_days: 5, min_capacity: 3000, country: 'GB' } }, out: { total: 2, results: [{ name: 'CardWorks Leeds', turnaround_days: 4, per_card_gbp: 0.49, lanyard_gbp: 0.35, capacity_per_day: 5000 }, { name: 'BadgeBox Bristol', turnaround_days: 5, per_card_gbp: 0.44, lanyard_gbp: 0.41, capacity_per_day: 4000 }], search_id: n.uuid(), took: n.dur() } }] }),
      ],
      final: 'Shortlist for 3,500 CR80 PVC badges with lanyards: CardWorks Leeds (4 days, GBP 0.84 per badge+lanyard, about GBP 2,940) and BadgeBox Bristol (5 days, GBP 0.85, about GBP 2,975). IDCardCo is cheaper (GBP 0.80) but its 10-day turnaround is too risky.',
    }),
  },
  {
    id: '02', domain: 'soap making', style: 'dify',
    isolates: 'Searching the usual marketplace for sodium hydroxide returns nothing with the needed certification; the agent switches to the chemical distributor catalogue with a purity filter and finds a compliant supplier.',
    goal: 'Find a supplier of food/cosmetic-grade sodium hydroxide (>=99% purity, with a certificate of analysis) in 5 kg tubs for our handmade soap workshop, delivered within a week.',
    build: (n) => ({
      app: 'Workshop procurement', nodeTitle: 'Sourcing Agent',
      system: 'You source raw materials for Lather & Lye soap workshop. A certificate of analysis (CoA) is mandatory for caustics.',
      steps: [
        () => ({ say: 'Checking the marketplace first.', calls: [{ name: 'marketplace_search', provider: 'amazon_business', args: { q: 'sodium hydroxide 5kg', filters: { certificate: 'CoA' } }, out: { hits: 0, suggestions: ['drain cleaner 5kg', 'caustic soda pearls 1kg'], page_token: null, trace: n.hex(16) } }] }),
        () => ({ say: 'No marketplace listing has a CoA. Chemical distributors publish CoAs per batch, so I will search a distributor catalogue instead and filter by purity and pack size.', calls: [{ name: 'distributor_catalogue_search', provider: 'chem_catalogue', args: { substance_cas: '1310-73-2', min_purity_pct: 99, pack: '5 kg', grade: ['food', 'cosmetic', 'Ph. Eur.'] }, out: { results: [{ supplier: 'Northern Chemical Supplies', product: 'Sodium hydroxide pearls Ph. Eur. 99.3%', pack: '5 kg', coa: 'per batch (PDF)', price_gbp: 31.5, dispatch_days: 2 }, { supplier: 'Lab-Chem Direct', product: 'NaOH micropearls food grade E524', pack: '5 kg', coa: 'on request', price_gbp: 27.9, dispatch_days: 6 }], catalogue_rev: n.day(), request_id: n.uuid() } }] }),
      ],
      final: 'Best option: Northern Chemical Supplies, sodium hydroxide pearls Ph. Eur. 99.3% in a 5 kg tub, GBP 31.50, with a CoA for each batch and dispatch in 2 days. Lab-Chem Direct is cheaper (GBP 27.90) but only sends a CoA on request and takes 6 days to dispatch.',
    }),
  },
  {
    id: '03', domain: 'cold plunge studios', style: 'oai_agents',
    isolates: 'A search for a chiller technician returns only pool-maintenance firms; the agent learns from the error code that the unit is an Active Aqua glycol chiller and searches the manufacturer\'s dealer network, finding a certified engineer.',
    goal: 'Plunge tank 2 at our Frost Room studio shows error E4 and the water is at 9 C instead of 4 C. Find a technician who can come this week.',
    build: (n) => ({
      app: 'Frost Room ops', agentName: 'Facilities Assistant',
      system: 'You help the Frost Room cold plunge studio with facilities problems.',
      steps: [
        () => ({ say: '', calls: [{ name: 'web_search', args: { query: 'cold plunge chiller repair technician near Manchester' }, out: JSON.stringify({ results: [{ title: 'AquaClear Pool Maintenance', snippet: 'Pool cleaning, pH balancing...' }, { title: 'Northwest Hot Tub Services', snippet: 'Hot tub repairs and servicing' }], search_ms: n.int(200, 900) }) }] }),
        () => ({ say: 'Those are pool and hot tub firms, not chiller engineers. Let me find out what E4 means on this unit first.', calls: [{ name: 'lookup_equipment', args: { asset: 'PLUNGE-2' }, out: JSON.stringify({ asset: 'PLUNGE-2', chiller: 'Active Aqua AACH50HP (glycol)', error_codes: { E4: 'low refrigerant pressure' }, installed: '2023-02', warranty_until: n.dayPlus(60) }) }] }),
        () => ({ say: 'E4 is low refrigerant pressure on an Active Aqua glycol chiller, and it is still under warranty, so it needs an F-gas certified engineer from the manufacturer\'s dealer network rather than a general search.', calls: [{ name: 'dealer_locator', args: { manufacturer: 'Active Aqua', service: 'refrigeration warranty repair', postcode: 'M4 1HN', fgas_certified: true }, out: JSON.stringify({ dealers: [{ name: 'CoolTech Refrigeration Ltd', distance_mi: 6.2, fgas_cert: 'REFCOM ' + n.digits(6), next_visit: 'Thursday AM', warranty_agent: true }], locator_session: n.alnum(12) }) }] }),
      ],
      final: 'Book CoolTech Refrigeration Ltd (6 miles away, F-gas certified, an Active Aqua warranty agent); they can come Thursday morning. E4 means low refrigerant pressure, and the unit is still under warranty, so the repair should be covered.',
    }),
  },
  {
    id: '04', domain: 'pencil factories', style: 'plain',
    isolates: 'Searching the quality database for lead breakage by line finds too many generic complaints; narrowing by the glue batch named in one complaint surfaces the six complaints that share the cause, and the agent reports it.',
    goal: 'Customer complaints about HB pencil leads snapping inside the casing rose this month. Find the likely cause in the QC database.',
    build: (n) => ({
      app: 'qc-investigator',
      system: 'You investigate quality issues at the Derwent Vale pencil factory using the QC database (read-only SQL).',
      steps: [
        () => ({ say: '', calls: [{ name: 'qc_sql', args: { sql: "SELECT line, COUNT(*) FROM complaints WHERE month = date_trunc('month', now()) AND text ILIKE '%snap%' GROUP BY line" }, out: { rows: [['L1', 22], ['L2', 19], ['L3', 24]], elapsed_ms: n.int(20, 200), server: n.host('pg-ro') } }] }),
        () => ({ say: 'The complaints are spread evenly over the three lines, so the line is not the cause. Let me read a few complaints for details.', calls: [{ name: 'qc_sql', args: { sql: "SELECT id, lot, text FROM complaints WHERE month = date_trunc('month', now()) AND text ILIKE '%snap%' LIMIT 5" }, out: { rows: [[n.int(9000, 9999), 'HB-2211', 'lead snaps every sharpen'], [n.int(9000, 9999), 'HB-2214', 'broken inside, casing glue looks dry (batch PVA-77?)'], [n.int(9000, 9999), 'HB-2209', 'snapping'], [n.int(9000, 9999), 'HB-2214', 'leads loose in wood'], [n.int(9000, 9999), 'HB-2216', 'breaks']] } }] }),
        () => ({ say: 'One complaint mentions glue batch PVA-77, and loose leads point to a bonding problem. Joining the complaint lots to their glue batch.', calls: [{ name: 'qc_sql', args: { sql: "SELECT p.glue_batch, COUNT(*) AS complaints, COUNT(DISTINCT c.lot) AS lots FROM complaints c JOIN production_lots p USING (lot) WHERE c.month = date_trunc('month', now()) AND c.text ILIKE '%snap%' GROUP BY 1 ORDER BY 2 DESC" }, out: { rows: [['PVA-77', 51, 6], ['PVA-76', 9, 4], ['PVA-78', 5, 3]], elapsed_ms: n.int(40, 300) } }] }),
      ],
      final: 'The likely cause is glue batch PVA-77: 51 of the 65 snapping complaints this month come from the 6 lots bonded with it, against 9 for PVA-76 and 5 for PVA-78. Quarantine PVA-77 and test the remaining stock for bond strength.',
    }),
  },
  {
    id: '05', domain: 'canine hydrotherapy', style: 'vercel',
    isolates: 'A search of the booking system for an underwater treadmill slot finds none; the agent learns that the referral allows swim-pool sessions and searches that resource instead, finding and booking a slot.',
    goal: 'Book a hydrotherapy session this week for Bramble (Labrador, post-cruciate surgery, vet referral VR-4410).',
    build: (n) => ({
      app: 'paws-hydro-booking', tools: ['findSlots', 'getReferral', 'bookSlot'],
      system: 'You book sessions at Paws Hydro. Follow the vet referral for which therapy is allowed.',
      steps: [
        () => ({ say: '', calls: [{ name: 'findSlots', args: { resource: 'underwater_treadmill', within_days: 7 }, out: { slots: [], waitlist_position: n.int(3, 9), generated: n.isoS() } }] }),
        () => ({ say: 'No treadmill slots this week. Checking what the referral permits.', calls: [{ name: 'getReferral', args: { ref: 'VR-4410' }, out: { patient: 'Bramble', procedure: 'TPLO (left)', weeks_post_op: 9, permitted: ['underwater_treadmill', 'pool_swim_assisted'], restrictions: 'no jumping, max 15 min', vet: 'Dr. Cho, Riverside Vets' } }] }),
        () => ({ say: 'The referral also allows assisted pool swimming. Searching pool slots.', calls: [{ name: 'findSlots', args: { resource: 'pool_swim_assisted', within_days: 7, max_minutes: 15 }, out: { slots: [{ id: 's_' + n.alnum(8), when: 'Wed 14:00', therapist: 'Gemma' }, { id: 's_' + n.alnum(8), when: 'Fri 10:30', therapist: 'Tom' }], generated: n.isoS() } }] }),
        () => ({ say: 'Booking the earliest pool slot, Wednesday 14:00.', calls: [{ name: 'bookSlot', args: { slot: 'Wed 14:00', dog: 'Bramble', referral: 'VR-4410', minutes: 15 }, out: { booking: 'PH-' + n.int(10000, 99999), status: 'booked' } }] }),
      ],
      final: 'Bramble is booked for a 15-minute assisted pool swim on Wednesday at 14:00 with Gemma. No treadmill slots were free this week, and the referral allows pool sessions.',
    }),
  },
  {
    id: '06', domain: 'snowshoe tours app', style: 'goose',
    isolates: 'A Swift package resolution error is first searched verbatim with no useful hits; the agent reads the resolver output, finds the conflicting transitive pin, searches that package\'s changelog and fixes the version constraint.',
    goal: 'The iOS app for our snowshoe tours no longer builds: "swift package resolve" fails after adding the MapboxMaps package. Fix the dependency resolution.',
    build: (n) => ({
      app: 'snowtrail-ios', cwd: '/home/raj/src/snowtrail-ios',
      system: 'You are goose, an AI agent. Use the developer extension to run shell commands.',
      steps: [
        () => ({ say: 'Reproducing the failure.', calls: [{ name: 'developer__shell', args: { command: 'swift package resolve 2>&1 | tail -5' }, out: `Computing version for https://github.com/mapbox/mapbox-maps-ios.git\nerror: Dependencies could not be resolved because 'mapbox-maps-ios' >= 11.6.0 depends on 'turf-swift' 3.0.0..<4.0.0 and root depends on 'turf-swift' 2.8.0..<3.0.0.\n[${n.fl(4, 20)}s]` }] }),
        () => ({ say: 'The root package pins turf-swift 2.x while MapboxMaps 11.6+ needs turf 3.x. Let me find where the root pin comes from.', calls: [{ name: 'developer__shell', args: { command: 'grep -n "turf" Package.swift' }, out: '23:        .package(url: "https://github.com/mapbox/turf-swift.git", from: "2.8.0"),' }] }),
        () => ({ say: 'Package.swift pins turf-swift from 2.8.0. Before bumping it, checking the turf-swift 3.0 changelog for API breaks we use.', calls: [{ name: 'developer__shell', args: { command: 'curl -s https://raw.githubusercontent.com/mapbox/turf-swift/main/CHANGELOG.md | sed -n 1,12p' }, out: `## v3.0.0\n* Breaking: LineString.coordinateFromStart(distance:) renamed to coordinate(at:)\n* Breaking: Minimum iOS 12\n## v2.8.0\n...` }] }),
        () => ({ say: 'Only coordinateFromStart was renamed. Searching our code for it.', calls: [{ name: 'developer__shell', args: { command: 'grep -rn "coordinateFromStart" Sources/' }, out: 'Sources/Trails/RouteProgress.swift:41:        let point = line.coordinateFromStart(distance: walked)' }] }),
        () => ({ say: 'One call site. Bumping the pin to 3.0.0, renaming the call and re-resolving.', calls: [{ name: 'developer__shell', args: { command: 'sed -i \'s/from: "2.8.0"/from: "3.0.0"/\' Package.swift && sed -i \'s/coordinateFromStart(distance: walked)/coordinate(at: walked)/\' Sources/Trails/RouteProgress.swift && swift package resolve && swift build 2>&1 | tail -3' }, out: `Fetching https://github.com/mapbox/turf-swift.git\nFetched https://github.com/mapbox/turf-swift.git from cache (${n.fl(0.5, 3)}s)\nComputing version for https://github.com/mapbox/mapbox-maps-ios.git\nComputed https://github.com/mapbox/mapbox-maps-ios.git at 11.6.1 (${n.fl(1, 5)}s)\nBuild complete! (${n.fl(20, 90)}s)` }] }),
      ],
      final: 'Fixed: MapboxMaps 11.6 needs turf-swift 3.x, but Package.swift pinned 2.8. I bumped turf-swift to 3.0.0 and renamed the single coordinateFromStart(distance:) call in RouteProgress.swift to coordinate(at:). The packages resolve and the build succeeds.',
    }),
  },
];
