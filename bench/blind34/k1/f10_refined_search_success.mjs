// Family: refined_search_success (loop: false, stagnation: false)
// Healthy: early queries find nothing or too much; a genuinely different query (other source, or a constraint
// learnt from a result) finds what is needed and the agent finishes.
export const family = 'refined_search_success';

export const rows = [
  {
    id: '01', domain: 'silkworm rearing leaf supply', style: 'adk',
    isolates: 'A marketplace search for mulberry leaves returns hundreds of unusable hits; the agent switches to the sericulture co-op registry with the pesticide-free constraint and finds two suppliers.',
    build: (n) => ({
      agent: 'sericulture_helper', app: 'silk-farm', system: 'You help a small silk farm source fresh mulberry leaves for silkworms. Leaves must be pesticide-free.',
      goal: 'Find a supplier of fresh, pesticide-free mulberry leaves within 150 km of Bursa who can deliver 40 kg a day for the spring rearing.',
      steps: [
        { calls: [{ name: 'marketplace_search', args: { q: 'mulberry leaves', region: 'Bursa' }, out: { total: 412, items: [{ title: 'Dried mulberry leaf tea 250g', seller: 'herbalshop' }, { title: 'White mulberry leaf powder', seller: 'supplementsTR' }, { title: 'Mulberry sapling Morus alba', seller: 'fidanlik' }], facets: { category: { tea: 301, supplements: 77, plants: 34 } }, took_ms: n.ms(30, 200) } }] },
        { say: 'The marketplace is dominated by tea and supplements and has no way to filter for fresh leaves or pesticide status. Sericulture co-ops keep their own registry with pesticide declarations, so I will search that instead.', calls: [{ name: 'coop_registry_search', args: { product: 'fresh mulberry leaf', pesticide_free: true, within_km_of: 'Bursa', radius_km: 150, min_daily_kg: 40 }, out: { results: [{ coop: 'Kozabirlik Yenişehir growers', distance_km: 48, daily_capacity_kg: 120, pesticide_declaration: 'signed 2025-03-02', contact: '+90 224 000 1122' }, { coop: 'İznik Dut Üreticileri', distance_km: 71, daily_capacity_kg: 60, pesticide_declaration: 'signed 2025-02-18', contact: '+90 224 000 3390' }], registry_ts: n.isoSec() } }] },
        { say: 'Two co-op suppliers fit: Kozabirlik Yenişehir growers (48 km, 120 kg/day) and İznik Dut Üreticileri (71 km, 60 kg/day), both with signed pesticide-free declarations for 2025.' },
      ],
    }),
  },
  {
    id: '02', domain: 'carousel horse restoration parts', style: 'agno',
    isolates: 'Searching the supplier for "carousel horse eyes" finds nothing; a restorers\' forum result names the part "30 mm glass taxidermy eyes, amber", and a search with that term finds stock.',
    build: (n) => ({
      agent: 'carousel-workshop', system: 'You source parts for a fairground carousel restoration workshop.',
      goal: 'Find replacement glass eyes for the 1920s Savage galloper carousel horses (12 horses, 24 eyes) and place an order.',
      steps: [
        { calls: [{ name: 'supplier_search', args: { supplier: 'heritage-fairground-supplies', q: 'carousel horse glass eyes' }, out: { results: [], total: 0, took: `${n.ms(5, 60)}ms` } }] },
        { say: 'The fairground supplier has none. I will check the restorers\' forum for what other workshops used on Savage gallopers.', calls: [{ name: 'forum_search', args: { forum: 'fairground-restorers', q: 'Savage galloper eyes replacement' }, out: { threads: [{ title: 'Eyes for Savage gallopers?', reply: 'Savage used 30 mm amber glass eyes with black pupil, the same as taxidermy suppliers sell as "30mm glass taxidermy eyes, amber, on wire". Cut the wire and set in filler.', posted: n.eu() }] } }] },
        { say: 'The part is sold as taxidermy eyes. Searching a taxidermy supplier for 30 mm amber.', calls: [{ name: 'supplier_search', args: { supplier: 'taxidermy-supply-uk', q: '30mm amber glass eyes wire' }, out: { results: [{ sku: 'GE-30-AMB-W', title: '30mm amber glass eyes on wire (pair)', stock: 40, price_gbp: 6.8 }], total: 1 } }] },
        { calls: [{ name: 'place_order', args: { supplier: 'taxidermy-supply-uk', sku: 'GE-30-AMB-W', qty: 12 }, out: { order: 'TSU-' + n.int(10000, 99999), status: 'confirmed', total_gbp: 81.6 } }] },
        { say: 'Ordered 12 pairs of 30 mm amber glass eyes on wire (SKU GE-30-AMB-W, £81.60), the type Savage used, enough for all 12 gallopers.' },
      ],
    }),
  },
  {
    id: '03', domain: 'biathlon athlete results', style: 'openinference',
    isolates: 'A name search over biathlon results returns too many people with the same surname; the agent reads the club roster for the athlete\'s IBU id, searches by id, and gets the exact results.',
    build: (n) => ({
      agent: 'biathlon-club-analyst', project: 'biathlon-club', system: 'You analyse race results for a biathlon club.',
      goal: 'Give our junior athlete Elin Johansson\'s shooting accuracy across her 2024-25 IBU Junior Cup races.',
      steps: [
        { calls: [{ name: 'results_search', type: 'retriever', args: { q: 'Johansson', season: '2024-25' }, out: { hits: 118, sample: ['Johansson Elin (SWE, b. 2001) — World Cup', 'Johansson Elin (SWE, b. 2006)', 'Johansson Emma (SWE)', 'Johansson Erik (SWE)'], note: 'narrow with ibu_id for exact matching' } }] },
        { say: 'Two athletes share the name Elin Johansson and there are 118 hits. The club roster should have her IBU id.', calls: [{ name: 'club_roster', args: { club: 'IFK Sundsvall Skidskytte', name: 'Elin Johansson' }, out: { name: 'Elin Johansson', born: 2006, ibu_id: 'BTSWE22006041201', squad: 'junior' } }] },
        { calls: [{ name: 'results_search', type: 'retriever', args: { ibu_id: 'BTSWE22006041201', season: '2024-25', level: 'IBU Junior Cup' }, out: { hits: 6, races: [{ race: 'Obertilliach SP', hits: 9, shots: 10 }, { race: 'Obertilliach IN', hits: 17, shots: 20 }, { race: 'Pokljuka SP', hits: 8, shots: 10 }, { race: 'Pokljuka PU', hits: 16, shots: 20 }, { race: 'Brezno SP', hits: 10, shots: 10 }, { race: 'Brezno MS', hits: 18, shots: 20 }] } }] },
        { say: 'Elin Johansson (b. 2006) hit 78 of 90 targets in six IBU Junior Cup races in 2024-25, i.e. 86.7% accuracy; best was a clean 10/10 in the Brezno sprint.' },
      ],
    }),
  },
  {
    id: '04', domain: 'treehouse holiday lets group booking', style: 'langsmith',
    isolates: 'Our own treehouse site has no capacity for 12 guests; the agent queries the partner-site network (a different source) and books two adjacent treehouses there.',
    build: (n) => ({
      agent: 'treehouse-bookings', project: 'treehouse-bookings', system: 'You handle group bookings for a treehouse holiday-let business that partners with nearby sites.',
      goal: 'Book accommodation for a 12-person hen party for 15–17 August 2025, ideally treehouses in the same wood.',
      steps: [
        { calls: [{ name: 'availability', args: { site: 'own', from: '2025-08-15', to: '2025-08-17', guests: 12 }, out: { available_units: [{ unit: 'Treehouse Willow', sleeps: 4 }], request_id: n.uuid() } }] },
        { say: 'Only one 4-berth treehouse is free on our site. Our partner network lists other treehouse woods, so I will search that with the group size.', calls: [{ name: 'partner_availability', args: { region: 'North Devon', from: '2025-08-15', to: '2025-08-17', min_sleeps_total: 12, same_wood: true }, out: { options: [{ site: 'Clovelly Court Treehouses', units: ['Oak Lodge (sleeps 6)', 'Beech Lodge (sleeps 6)'], wood: 'Hobby Drive copse', price_gbp: 1140 }] } }] },
        { calls: [{ name: 'book_partner', args: { site: 'Clovelly Court Treehouses', units: ['Oak Lodge', 'Beech Lodge'], from: '2025-08-15', to: '2025-08-17', lead_guest: 'Harriet Cole' }, out: { booking: 'CCY-' + n.int(1000, 9999), status: 'confirmed' } }] },
        { say: 'Booked two 6-berth treehouses (Oak and Beech Lodge) in the same copse at Clovelly Court Treehouses for 15–17 August (£1,140), covering all 12 guests.' },
      ],
    }),
  },
  {
    id: '05', domain: 'telescope mirror blank sourcing', style: 'vercel',
    isolates: 'The shop search for a Pyrex 10-inch blank returns nothing but the product page notes it was replaced by Borofloat 33; searching that material finds the blank and it is ordered.',
    build: (n) => ({
      agent: 'mirror-workshop', system: 'You source materials for an amateur telescope mirror-grinding class.',
      goal: 'Order a 10-inch (254 mm) low-expansion glass mirror blank for the autumn mirror-grinding class.',
      steps: [
        { calls: [{ name: 'shop_search', args: { q: 'Pyrex mirror blank 10 inch' }, out: { results: [], suggestions: [], notice: 'Pyrex blanks are discontinued; see Borofloat 33 range (product family BF33).' } }] },
        { say: 'Pyrex is discontinued and the shop points to Borofloat 33 as the replacement low-expansion glass. Searching that family by diameter.', calls: [{ name: 'shop_search', args: { q: 'BF33 blank', diameter_mm: 254 }, out: { results: [{ sku: 'BF33-254-38', desc: 'Borofloat 33 mirror blank 254 x 38 mm', stock: 3, price_eur: 189 }] } }] },
        { calls: [{ name: 'place_order', args: { sku: 'BF33-254-38', qty: 1 }, out: { order_id: 'ORD-' + n.alnum(8).toUpperCase(), status: 'paid', ship_by: '2025-09-05' } }] },
        { say: 'Ordered one Borofloat 33 blank, 254 × 38 mm (€189), the replacement for the discontinued Pyrex blanks; it ships by 5 September.' },
      ],
    }),
  },
  {
    id: '06', domain: 'bicycle bell factory defect tracing', style: 'plain',
    isolates: 'A symptom search over QA tickets returns 300+ mixed results; reading a sample reveals a spring lot number, and a search by that lot returns the 12 affected tickets used in the answer.',
    build: (n) => ({
      agent: 'bell-factory-qa', system: 'You are a QA assistant at a bicycle bell factory. Use search_tickets.',
      goal: 'Customers report bells that ring weakly after a few weeks. Find which production lot is responsible and how many complaints it caused.',
      steps: [
        { calls: [{ name: 'search_tickets', args: { text: 'weak ring', since: '2025-01-01' }, out: { total: 327, sample: [{ id: 'Q-8812', text: 'Ding is quiet after 3 weeks, model Classic 55', parts: { spring_lot: 'SP-2291' } }, { id: 'Q-8820', text: 'weak ring, dome dented in shipping', parts: { dome_lot: 'DM-0412' } }, { id: 'Q-8841', text: 'Bell sounds dull, lever springs back slowly', parts: { spring_lot: 'SP-2291' } }], took_ms: n.ms(40, 400) } }] },
        { say: 'Too broad: 327 tickets including shipping damage. Two of the three samples with a slow lever share spring lot SP-2291, so I will search by that lot.', calls: [{ name: 'search_tickets', args: { part_lot: 'SP-2291', since: '2025-01-01' }, out: { total: 12, models: { 'Classic 55': 9, 'Mini Ding': 3 }, first: '2025-02-11', last: '2025-05-30' } }] },
        { say: 'Spring lot SP-2291 is the likely cause: 12 complaints (9 Classic 55, 3 Mini Ding) between 11 February and 30 May 2025, all with slow lever return and a weak ring.' },
      ],
    }),
  },
];
