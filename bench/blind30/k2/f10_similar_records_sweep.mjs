// Family 10 (healthy): reading many similar but different records with the same tool and output template, then a summary.
export const family = 'similar_records_sweep';
export const loop = false;
export const stagnation = false;
export const summary = 'Same tool called on many different files/pages/records (same output template, different contents), then a summary that uses them.';

export const rows = [
  {
    n: '01', domain: 'bead shop supplier catalogues', style: 'openinference',
    isolates: 'A bead-shop buyer agent fetches five supplier catalogue pages for Czech seed beads with the same tool; each page has different prices and stock, and the agent picks a supplier.',
    goal: 'Find the cheapest in-stock supplier for 2 kg of Czech 11/0 seed beads in opaque turquoise (Preciosa 63030) for the bead shop.',
    build: (N) => {
      const page = (sup, price, stock, moq) => ({ name: 'fetch_page', args: { url: `https://${sup}/catalog/preciosa-63030-11-0` }, out: `HTTP/1.1 200 OK\ndate: ${N.http()}\netag: ${N.etag(true)}\ncf-ray: ${N.cfRay()}\n\n<div class="product"><h1>Preciosa 11/0 Opaque Turquoise 63030</h1><span class="price">€${price}/kg</span><span class="stock">${stock}</span><span class="moq">MOQ ${moq}</span></div>` });
      return {
        agent: 'bead-buyer', turns: [
          { think: 'Five suppliers carry Preciosa. Start with the Jablonec wholesaler.', calls: [page('jablonec-beads.example', '41.90', 'In stock: 12 kg', '1 kg')] },
          { think: 'Jablonec: €41.90/kg, plenty in stock. Compare with the Dutch distributor.', calls: [page('kralen-groothandel.example', '38.50', 'Out of stock — back 3 weeks', '0.5 kg')] },
          { think: 'Dutch one is cheaper but out of stock for three weeks. Next, the UK importer.', calls: [page('beadsdirect-uk.example', '44.20', 'In stock: 4 kg', '250 g')] },
          { think: 'UK importer dearer at €44.20. Check the German site, which had a spring sale.', calls: [page('perlenmarkt.example', '39.80', 'In stock: 2.5 kg', '1 kg')] },
          { think: 'Perlenmarkt at €39.80 has 2.5 kg, enough for us. Last, the Polish wholesaler for completeness.', calls: [page('koraliki-hurt.example', '40.60', 'Low stock: 1.2 kg', '1 kg')] },
          { say: 'Buy from Perlenmarkt: €39.80/kg, 2.5 kg in stock, so 2 kg costs €79.60. Cheaper options (Kralen Groothandel €38.50) are out of stock for three weeks; Koraliki has only 1.2 kg.' },
        ],
      };
    },
  },
  {
    n: '02', domain: 'aquaponics farm tank logs', style: 'smolagents',
    isolates: 'An aquaponics agent reads the water-quality log of each of five fish tanks with the same tool; the readings differ per tank, and it flags the two that need action.',
    goal: 'Review this morning\'s water-quality logs for the five tilapia tanks in the aquaponics farm and say which need action.',
    build: (N) => {
      const tank = (t, nh3, no2, ph, do2) => ({ name: 'read_tank_log', args: { tank: t }, out: `tank=${t} ts=${N.isoNoMs()} probe=${N.hex(6)}\nNH3_mgL=${nh3} NO2_mgL=${no2} pH=${ph} DO_mgL=${do2} temp_C=${N.int(26, 29)}` });
      return {
        agent: 'aquaponics-monitor', turns: [
          { think: 'Read tank T1 first.', calls: [tank('T1', 0.2, 0.1, 7.1, 6.8)] },
          { think: 'T1 is fine: low ammonia and good oxygen. On to T2.', calls: [tank('T2', 1.4, 0.3, 7.6, 5.9)] },
          { think: 'T2 ammonia 1.4 mg/L at pH 7.6 is concerning, since free ammonia rises with pH. Continue with T3.', calls: [tank('T3', 0.3, 0.2, 7.0, 4.1)] },
          { think: 'T3 dissolved oxygen 4.1 mg/L is below the 5 mg/L tilapia comfort level; check its air stone later. Now T4.', calls: [tank('T4', 0.1, 0.05, 6.9, 7.2)] },
          { think: 'T4 healthy. Last tank is T5.', calls: [tank('T5', 0.4, 0.2, 7.2, 6.5)] },
          { say: 'Action needed on T2 (NH3 1.4 mg/L at pH 7.6: cut feed 50%, 20% water change) and T3 (DO 4.1 mg/L: check air stone/blower). T1, T4, T5 are within range.' },
        ],
      };
    },
  },
  {
    n: '03', domain: 'ghost kitchen brand menus', style: 'plain',
    isolates: 'A ghost-kitchen agent pulls the delivery-app menu JSON of four virtual brands with the same tool; each menu differs in items and prices, and it reports allergen labelling gaps.',
    goal: 'Check the four virtual brands cooked in the Hackney ghost kitchen for dishes missing allergen info on the delivery app, before the council audit.',
    build: (N) => {
      const menu = (brand, items) => ({ name: 'get_menu', args: { brand_id: brand, platform: 'deliveroo' }, raw: true, out: JSON.stringify({ brand: brand, fetched: N.isoOffset(1), items, menu_version: N.int(10, 99), etag: N.etag() }) });
      return {
        agent: 'kitchen-compliance', turns: [
          { think: 'Start with the burger brand.', calls: [menu('smash-club', [{ name: 'Double Smash', allergens: ['gluten', 'milk', 'sesame'] }, { name: 'Truffle Fries', allergens: ['milk'] }, { name: 'Vegan Smash', allergens: null }])] },
          { think: 'Smash Club: the Vegan Smash has no allergen list. Next the bowl brand.', calls: [menu('green-bowl-co', [{ name: 'Poke Salmon', allergens: ['fish', 'soya', 'sesame'] }, { name: 'Tofu Teriyaki', allergens: ['soya', 'gluten'] }])] },
          { think: 'Green Bowl Co is complete. Then the wings brand.', calls: [menu('wing-theory', [{ name: 'Korean Wings', allergens: ['soya', 'gluten', 'sesame'] }, { name: 'Buffalo Wings', allergens: ['milk', 'celery'] }, { name: 'Satay Wings', allergens: [] }])] },
          { think: 'Wing Theory: Satay Wings shows an empty list, which is wrong since satay contains peanuts. Last, the dessert brand.', calls: [menu('midnight-cookie', [{ name: 'Choc Chunk Cookie', allergens: ['gluten', 'milk', 'egg'] }, { name: 'Pistachio Cookie', allergens: ['gluten', 'milk', 'egg'] }])] },
          { say: 'Two gaps: Smash Club "Vegan Smash" has no allergen data (likely gluten, soya, sesame), and Wing Theory "Satay Wings" lists none though it contains peanuts; the Pistachio Cookie also omits tree nuts. Green Bowl Co is complete.' },
        ],
      };
    },
  },
  {
    n: '04', domain: 'coral reef restoration nurseries', style: 'gemini',
    isolates: 'A reef-restoration agent reads monitoring records for five coral nursery trees with the same tool; survival and bleaching numbers differ per tree, and it ranks them for outplanting.',
    goal: 'From the latest monitoring survey, pick which coral nursery trees at the Bonaire site are ready to supply fragments for the next outplanting dive.',
    build: (N) => {
      const tree = (id, species, frags, alive, bleach, cm) => ({ name: 'get_nursery_record', args: { tree_id: id }, out: { tree_id: id, species, fragments: frags, alive, bleached_pct: bleach, mean_size_cm: cm, surveyed: N.day(-2), diver: N.pick(['AK', 'MR', 'JS']), record_rev: N.int(2, 40) } });
      return {
        agent: 'reef_nursery_agent', turns: [
          { think: 'Start with tree A1 (staghorn).', calls: [tree('A1', 'Acropora cervicornis', 60, 57, 0, 14.2)] },
          { think: 'A1: 95% survival, no bleaching, 14 cm average — ready. Next A2.', calls: [tree('A2', 'Acropora cervicornis', 60, 44, 12, 9.8)] },
          { think: 'A2 lost 16 fragments and has 12% bleaching; hold it back. Check the elkhorn tree B1.', calls: [tree('B1', 'Acropora palmata', 40, 38, 0, 11.5)] },
          { think: 'B1 elkhorn 95% alive and above the 10 cm threshold. Next B2.', calls: [tree('B2', 'Acropora palmata', 40, 31, 3, 8.1)] },
          { think: 'B2 is small at 8.1 cm. Last is C1 with the boulder coral micro-fragments.', calls: [tree('C1', 'Orbicella faveolata', 120, 112, 0, 4.9)] },
          { say: 'Ready for outplanting: A1 (57 staghorn, 14.2 cm) and B1 (38 elkhorn, 11.5 cm). Hold A2 (12% bleaching) and B2 (8.1 cm, below 10 cm). C1 micro-fragments are healthy but need a few more months to fuse.' },
        ],
      };
    },
  },
  {
    n: '05', domain: 'rum distillery cask inventory', style: 'agno',
    isolates: 'A distillery agent reads six cask records from the bonded-warehouse system with the same tool; each cask has different ABV, angel\'s share and age, and the agent selects casks for a 12-year blend.',
    goal: 'Select casks from rack R4 for the 12-year-old single-estate rum bottling (target 2,000 L at 46% after reduction).',
    build: (N) => {
      const cask = (no, filled, abv, litres, type) => ({ name: 'get_cask', args: { cask_no: no }, out: `CASK ${no} | rack R4 | filled ${filled} | type ${type} | RLA ${(litres * abv / 100).toFixed(1)} | bulk ${litres} L @ ${abv}% | last regauge ${N.euDate()} | bond ref ${N.hex(8).toUpperCase()}` });
      return {
        agent: 'cask-selector', turns: [
          { think: 'Go through rack R4 casks 4101-4106.', calls: [cask(4101, '2012-03-14', 64.2, 168, 'ex-bourbon 200L')] },
          { think: '4101 is 12 years, 168 L at 64.2%. Next 4102.', calls: [cask(4102, '2012-03-14', 63.8, 159, 'ex-bourbon 200L')] },
          { think: '4102 similar, a bit more evaporation. 4103 is a sherry cask.', calls: [cask(4103, '2012-04-02', 66.1, 402, 'PX sherry butt 500L')] },
          { think: '4103 PX butt with 402 L adds weight. 4104?', calls: [cask(4104, '2013-01-20', 65.0, 181, 'ex-bourbon 200L')] },
          { think: '4104 is only 11 years old, so it cannot be in a 12-year statement. 4105 next.', calls: [cask(4105, '2011-11-08', 62.9, 150, 'ex-bourbon 200L')] },
          { think: '4105 is 13 years, fine for a 12. Last 4106.', calls: [cask(4106, '2012-05-30', 65.4, 388, 'PX sherry butt 500L')] },
          { say: 'Selected 4101, 4102, 4103, 4105, 4106: 1,267 L bulk at ~65.0% = 823 L of pure alcohol, which at 46% gives about 1,789 L, short of 2,000 L. Add one more 12-year cask from rack R5 (~150 L at 64%) to reach 2,000 L. Excluded 4104 (11 years).' },
        ],
      };
    },
  },
  {
    n: '06', domain: 'tidal stream turbine fleet', style: 'responses',
    isolates: 'A tidal-energy agent reads the last-tide performance record of five seabed turbines with the same tool; capacity factors and fault flags differ, and it chooses which one to schedule for the next slack-water maintenance.',
    goal: 'Review last spring tide\'s performance of the five tidal turbines in the sound and pick one for the next slack-water maintenance window.',
    build: (N) => {
      const t = (id, cf, yawErr, flags) => ({ name: 'get_turbine_record', args: { turbine: id, period: 'last_spring_tide' }, out: { turbine: id, capacity_factor: cf, mean_yaw_error_deg: yawErr, flags, scada_from: N.isoNoMs(), scada_rows: N.int(8000, 9000), export_id: N.ulid() } });
      return {
        agent: 'tidal_fleet_ops', turns: [
          { think: 'Turbine T1 first.', calls: [t('T1', 0.41, 1.2, [])] },
          { think: 'T1 at 41% capacity factor is our benchmark. T2 next.', calls: [t('T2', 0.39, 1.5, ['pitch bearing temp high (2x)'])] },
          { think: 'T2 slightly lower with two pitch bearing temperature warnings; noting it. T3.', calls: [t('T3', 0.28, 8.7, ['yaw misalignment'])] },
          { think: 'T3 is well down at 28% with an 8.7° yaw error — that explains the loss. T4.', calls: [t('T4', 0.40, 1.1, [])] },
          { think: 'T4 normal. Finally T5, the newest unit.', calls: [t('T5', 0.43, 0.9, ['generator insulation resistance trending down'])] },
          { say: 'Schedule T3 for the next slack-water window: its 8.7° yaw error cuts capacity factor to 28% versus about 40% for its peers. Watch T2 (pitch bearing temperature) and T5 (generator insulation trend) at the following window.' },
        ],
      };
    },
  },
];
