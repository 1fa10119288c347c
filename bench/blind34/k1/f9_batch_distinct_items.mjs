// Family: batch_distinct_items (loop: false, stagnation: false)
// Healthy: the same tool over distinct items, identical acknowledgements, one templated sentence per item; then done.
export const family = 'batch_distinct_items';

export const rows = [
  {
    id: '01', domain: 'Morris dancing day of dance', style: 'responses',
    isolates: 'Five different Morris sides are each assigned a stand slot with the same "ok" acknowledgement and a one-line templated note per side, then the schedule is done.',
    build: (n) => {
      const sides = [['Hexham Hobs', 'Market Place', '11:00'], ['Bedlam Border', 'Abbey Green', '11:30'], ['Rose & Castle Rapper', 'Market Place', '12:00'], ['Tinner\'s Rabbit', 'Riverside', '12:30'], ['Green Ginger Garland', 'Abbey Green', '13:00']];
      return {
        agent: 'day-of-dance-scheduler', system: 'You schedule Morris sides at a day of dance. Assign every side one stand slot.',
        goal: 'Assign the five visiting Morris sides to their stand slots for the Hexham day of dance and confirm the schedule.',
        steps: [
          ...sides.map(([s, stand, t], i) => ({ say: i === 0 ? 'Assigning each side in the agreed running order.' : `${sides[i - 1][0]} placed at ${sides[i - 1][1]} ${sides[i - 1][2]}.`, calls: [{ name: 'assign_slot', args: { side: s, stand, time: t }, out: 'ok' }] })),
          { say: 'Schedule confirmed: Hexham Hobs 11:00 Market Place, Bedlam Border 11:30 Abbey Green, Rose & Castle Rapper 12:00 Market Place, Tinner\'s Rabbit 12:30 Riverside, Green Ginger Garland 13:00 Abbey Green.' },
        ],
      };
    },
  },
  {
    id: '02', domain: 'livestock brand registry renewals', style: 'langsmith',
    isolates: 'Renewal requests for five distinct cattle brands all come back "queued" with their own reference, the agent logs one templated line per brand, then reports completion.',
    build: (n) => {
      const brands = [['Lazy S Bar', 'LH hip'], ['Rocking 7', 'RH rib'], ['Quarter Circle J', 'LH shoulder'], ['Bar Y Cross', 'RH hip'], ['Flying W', 'LH rib']];
      return {
        agent: 'ranch-office', project: 'ranch-office', system: 'You handle paperwork for a ranch. Renew brand registrations with the state brand board.',
        goal: 'Renew the ranch\'s five registered cattle brands with the state brand board before the 30 June deadline.',
        steps: [
          ...brands.map(([b, loc], i) => ({ say: i === 0 ? 'Submitting a renewal for each registered brand.' : `Renewal for ${brands[i - 1][0]} (${brands[i - 1][1]}) submitted.`, calls: [{ name: 'submit_brand_renewal', args: { brand: b, location: loc, term_years: 5 }, out: { status: 'queued', reference: `BR-${n.int(100000, 999999)}` } }] })),
          { say: 'All five brand renewals are queued with the brand board: Lazy S Bar, Rocking 7, Quarter Circle J, Bar Y Cross and Flying W.' },
        ],
      };
    },
  },
  {
    id: '03', domain: 'chandelier restoration work orders', style: 'bedrock',
    isolates: 'A Bedrock agent creates one work order per chandelier (four distinct fixtures), each acknowledged "ok", with a rationale line naming the fixture, then finishes.',
    build: (n) => {
      const ch = [['Ballroom 24-arm Venetian', 'rewire + replace 6 glass arms'], ['Foyer Georgian cut-glass', 'clean, re-string drops'], ['Library Art Nouveau bronze', 're-patinate, new sockets'], ['Chapel wrought-iron corona', 'rust treatment, LED candle inserts']];
      return {
        agent: 'restoration-coordinator', actionGroup: 'Workshop', system: 'You coordinate a chandelier restoration workshop for a country-house hotel.',
        goal: 'Create restoration work orders for the four chandeliers surveyed at Hartwell Grange and confirm them to the client.',
        steps: [
          ...ch.map(([c, w]) => ({ say: `Raise the work order for the ${c} chandelier: ${w}.`, calls: [{ name: 'create_work_order', args: { client: 'Hartwell Grange', item: c, scope: w }, out: 'ok' }] })),
          { say: 'Four work orders are raised for Hartwell Grange: the ballroom Venetian, the foyer Georgian, the library Art Nouveau and the chapel corona chandeliers.' },
        ],
      };
    },
  },
  {
    id: '04', domain: 'hot dog cart daily menus', style: 'strands',
    isolates: 'A daily menu is pushed to five different carts, each acknowledged identically, with one templated sentence per cart, then a final confirmation.',
    build: (n) => {
      const carts = [['cart-01 Pier Head', 'Chicago dog, chili cheese'], ['cart-02 Stadium Gate B', 'Chili cheese, bratwurst'], ['cart-03 Union Square', 'Veggie dog, Sonoran'], ['cart-04 Riverside Park', 'Chicago dog, veggie dog'], ['cart-05 Ferry Terminal', 'Bratwurst, Sonoran']];
      return {
        agent: 'cart-ops', system: 'You run operations for a fleet of hot dog carts. Push each cart its daily specials.',
        goal: 'Push today\'s specials to all five hot dog carts according to the event calendar.',
        steps: [
          ...carts.map(([c, m], i) => ({ say: i ? `${carts[i - 1][0]} now shows ${carts[i - 1][1]}.` : 'Pushing specials cart by cart.', calls: [{ name: 'set_daily_specials', args: { cart: c.split(' ')[0], specials: m.split(', ') }, out: { status: 'ok' } }] })),
          { say: 'All five carts have today\'s specials.' },
        ],
      };
    },
  },
  {
    id: '05', domain: 'GitHub label setup for a home-automation repo', style: 'swe_agent',
    isolates: 'gh label create runs once per distinct label with the same style of success message, the agent notes each label, then submits.',
    build: (n) => {
      const labels = [['area/zigbee', '1d76db'], ['area/matter', '0e8a16'], ['area/mqtt', 'fbca04'], ['needs-logs', 'd93f0b'], ['good first issue', '7057ff']];
      return {
        agent: 'swe', instance: 'hearthlink__labels', repo: 'hearthlink/hearthlink', cwd: '/repo', system: 'You are an autonomous programmer working in a bash shell.',
        goal: 'Create the triage labels agreed in discussion #88 (area/zigbee, area/matter, area/mqtt, needs-logs, good first issue) in the hearthlink repository.',
        steps: [
          ...labels.map(([l, c], i) => ({ say: i ? `Label ${labels[i - 1][0]} exists now; next is ${l}.` : `Creating the first label, ${l}.`, calls: [{ name: 'bash', args: { cmd: `gh label create "${l}" --color ${c} --repo hearthlink/hearthlink` }, out: `✓ Label "${l}" created in hearthlink/hearthlink` }] })),
          { say: 'All five triage labels from discussion #88 are created.' },
        ],
      };
    },
  },
  {
    id: '06', domain: 'underwater hockey league fixtures', style: 'agentops',
    isolates: 'Fixture notices are sent to six different clubs, each returning the same "queued" acknowledgement, with a templated sentence per club, then a completion message.',
    build: (n) => {
      const clubs = [['Bristol Barracudas', 'Hengrove pool, 19:30'], ['Cardiff Sharks', 'Llanishen pool, 20:00'], ['Bath Octopush', 'Sports Training Village, 19:00'], ['Exeter Manatees', 'St Sidwell\'s pool, 20:15'], ['Swindon Stingrays', 'Link Centre, 19:45'], ['Gloucester Orcas', 'GL1 pool, 20:30']];
      return {
        agent: 'uwh-league-secretary', tags: ['uwh', 'fixtures'], system: 'You are the fixtures secretary of a regional underwater hockey league.',
        goal: 'Send round 3 fixture notices (venue and time) to all six clubs in the South West underwater hockey league.',
        steps: [
          ...clubs.map(([c, v], i) => ({ say: i ? `Notice for ${clubs[i - 1][0]} (${clubs[i - 1][1]}) sent.` : 'Sending round 3 notices club by club.', calls: [{ name: 'send_notice', args: { club: c, round: 3, venue_time: v }, out: { status: 'queued' } }] })),
          { say: 'Round 3 fixture notices are queued for all six clubs.' },
        ],
      };
    },
  },
];
