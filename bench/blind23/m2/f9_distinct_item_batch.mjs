// Healthy: batch work over distinct items. The same tool is called with a different item each time,
// the acknowledgements are identical ("ok", "queued"), the agent writes one templated sentence per
// item, then finishes.
export const family = 'distinct_item_batch';
export const loop = false;
export const stagnation = false;

export const rows = [
  {
    id: '01', domain: 'via ferrata guiding', style: 'cline',
    isolates: 'The coding agent updates the gear list in five different route pages with the same edit tool; each write returns the same "successfully saved" message and the agent writes one line per route.',
    goal: 'On the via ferrata guiding website, every route page must now list "helmet (EN 12492), harness, Y-lanyard with energy absorber (EN 958:2017)". Update the gear list in all route pages under content/routes/.',
    build: (n) => {
      const routes = [['brenta-bocchette.md', 'Bocchette Centrali'], ['tridentina.md', 'Brigata Tridentina'], ['punta-anna.md', 'Punta Anna'], ['ivano-dibona.md', 'Ivano Dibona'], ['marmolada-west.md', 'Marmolada West Ridge']];
      const edit = ([f]) => ({ name: 'replace_in_file', args: { path: `content/routes/${f}`, diff: '<<<<<<< SEARCH\ngear: helmet, harness, lanyard\n=======\ngear: helmet (EN 12492), harness, Y-lanyard with energy absorber (EN 958:2017)\n>>>>>>> REPLACE' }, out: `The content was successfully saved to content/routes/${f}.` });
      return {
        app: 'ferrata-guides-site',
        system: 'You are Cline, a highly skilled software engineer.',
        steps: [
          () => ({ say: 'Listing the route pages.', calls: [{ name: 'list_files', args: { path: 'content/routes' }, out: routes.map((r) => r[0]).join('\n') + '\n_index.md' }] }),
          () => ({ say: `Updating the gear list for ${routes[0][1]}.`, calls: [edit(routes[0])] }),
          () => ({ say: `Updated ${routes[0][1]}. Updating the gear list for ${routes[1][1]}.`, calls: [edit(routes[1])] }),
          () => ({ say: `Updated ${routes[1][1]}. Updating the gear list for ${routes[2][1]}.`, calls: [edit(routes[2])] }),
          () => ({ say: `Updated ${routes[2][1]}. Updating the gear list for ${routes[3][1]}.`, calls: [edit(routes[3])] }),
          () => ({ say: `Updated ${routes[3][1]}. Updating the gear list for ${routes[4][1]}.`, calls: [edit(routes[4])] }),
          () => ({ say: 'All five route pages are updated. Building the site to check nothing broke.', calls: [{ name: 'execute_command', args: { command: 'hugo --minify', requires_approval: 'false' }, out: `Start building sites …\nhugo v0.12${n.int(0, 9)}.${n.int(0, 3)}+extended linux/amd64\n\n                   | EN\n-------------------+------\n  Pages            | ${n.int(40, 60)}\n  Static files     | ${n.int(80, 140)}\n\nTotal in ${n.int(120, 700)} ms` }] }),
        ],
        final: 'Updated the gear list in all 5 route pages (Bocchette Centrali, Brigata Tridentina, Punta Anna, Ivano Dibona, Marmolada West Ridge) and the site builds cleanly.',
      };
    },
  },
  {
    id: '02', domain: 'juice bars', style: 'n8n',
    isolates: 'The n8n agent sends a produce reorder for each of six different juice bar stores through the same "Create Order" tool, gets {"status":"queued"} every time, and reports one line per store.',
    goal: 'Reorder produce for every Squeeze & Co store whose kale or ginger stock is below par, based on this morning\'s stock sheet.',
    build: (n) => {
      const low = [['Camden', 'kale 6kg, ginger 2kg'], ['Brixton', 'kale 4kg'], ['Shoreditch', 'ginger 3kg'], ['Peckham', 'kale 5kg, ginger 1kg'], ['Angel', 'kale 8kg'], ['Clapham', 'ginger 2kg']];
      const order = ([store, items]) => ({ name: 'create_order', node: 'Create Order', args: { store, items, supplier: 'Covent Garden Fresh', delivery: 'tomorrow 06:00' }, out: { status: 'queued' } });
      return {
        app: 'Produce reorder', trigger: 'Schedule Trigger', mode: 'trigger', maxIter: 15,
        system: 'You reorder produce for Squeeze & Co juice bars. Use Read Stock Sheet, then Create Order once per store that needs it.',
        steps: [
          () => ({ say: '', calls: [{ name: 'read_stock_sheet', node: 'Read Stock Sheet', args: { sheet: 'Stock ' + n.day() }, out: { rows: low.map(([s, i]) => ({ store: s, below_par: i })).concat([{ store: 'Hackney', below_par: '' }, { store: 'Dalston', below_par: '' }]), range: 'A1:F9', sheet_revision: n.int(100, 999) } }] }),
          () => ({ say: `Camden needs ${low[0][1]}; ordering.`, calls: [order(low[0])] }),
          () => ({ say: `Order queued for Camden. Brixton needs ${low[1][1]}; ordering.`, calls: [order(low[1])] }),
          () => ({ say: `Order queued for Brixton. Shoreditch needs ${low[2][1]}; ordering.`, calls: [order(low[2])] }),
          () => ({ say: `Order queued for Shoreditch. Peckham needs ${low[3][1]}; ordering.`, calls: [order(low[3])] }),
          () => ({ say: `Order queued for Peckham. Angel needs ${low[4][1]}; ordering.`, calls: [order(low[4])] }),
          () => ({ say: `Order queued for Angel. Clapham needs ${low[5][1]}; ordering.`, calls: [order(low[5])] }),
        ],
        final: 'Orders queued for 6 stores for delivery tomorrow 06:00: Camden (kale 6kg, ginger 2kg), Brixton (kale 4kg), Shoreditch (ginger 3kg), Peckham (kale 5kg, ginger 1kg), Angel (kale 8kg), Clapham (ginger 2kg). Hackney and Dalston are at par.',
      };
    },
  },
  {
    id: '03', domain: 'potato storage', style: 'braintrust',
    isolates: 'The agent sets a night ventilation schedule on five different potato stores with the same controller call; every call returns {"ok":true} and the agent logs one sentence per store.',
    goal: 'Frost is forecast for the next three nights. Set every potato store to recirculate-only ventilation between 22:00 and 07:00 so no cold outside air gets in.',
    build: (n) => {
      const stores = [['S1', 'Maris Piper', 4.1], ['S2', 'King Edward', 4.4], ['S3', 'Maris Piper', 3.9], ['S4', 'Cara (seed)', 3.2], ['S5', 'Markies (processing)', 8.0]];
      const set = ([id]) => ({ name: 'set_vent_schedule', args: { store: id, mode: 'recirculate_only', from: '22:00', to: '07:00', nights: 3 }, out: { ok: true } });
      return {
        app: 'store-climate-agent', tags: ['frost-protect'],
        system: 'You manage ventilation in the farm\'s potato stores via the store controller.',
        steps: [
          () => ({ say: '', calls: [{ name: 'list_stores', args: {}, out: stores.map(([id, v, t]) => ({ id, variety: v, pile_temp_c: t, controller: 'Omnivent ' + n.hex(4), last_seen: n.isoS(n.now() - n.int(5, 90) * 1000) })) }] }),
          () => ({ say: 'Store S1 (Maris Piper, 4.1 C): setting recirculate-only 22:00-07:00.', calls: [set(stores[0])] }),
          () => ({ say: 'Store S2 (King Edward, 4.4 C): setting recirculate-only 22:00-07:00.', calls: [set(stores[1])] }),
          () => ({ say: 'Store S3 (Maris Piper, 3.9 C): setting recirculate-only 22:00-07:00.', calls: [set(stores[2])] }),
          () => ({ say: 'Store S4 (Cara seed, 3.2 C): setting recirculate-only 22:00-07:00.', calls: [set(stores[3])] }),
          () => ({ say: 'Store S5 (Markies processing, 8.0 C): setting recirculate-only 22:00-07:00.', calls: [set(stores[4])] }),
        ],
        final: 'All five stores (S1-S5) are set to recirculate-only from 22:00 to 07:00 for the next three nights.',
      };
    },
  },
  {
    id: '04', domain: 'decking installers', style: 'goose',
    isolates: 'The agent generates an invoice for each of four completed decking jobs with the same CLI command; each run prints the same "ok" line format with a new invoice number, and the agent summarises.',
    goal: 'Raise invoices for all decking jobs marked "complete" this week in jobs.csv, using our invoicing CLI.',
    build: (n) => {
      const jobs = [['J-311', 'Hughes', 'composite 18m2', 4320], ['J-314', 'Patel', 'hardwood 12m2', 3960], ['J-317', 'O\'Neill', 'softwood 22m2', 2860], ['J-320', 'Brooks', 'composite 9m2 + steps', 2480]];
      const inv = ([id]) => ({ name: 'developer__shell', args: { command: `./bin/invoice create --job ${id} --send` }, out: `ok invoice=INV-${n.seq('inv', 2400, 2500)} job=${id} pdf=${n.tmp()}/inv.pdf emailed=true (${n.int(300, 1200)}ms)` });
      return {
        app: 'deckworks-admin', cwd: '/home/ana/deckworks',
        system: 'You are goose, an AI agent. Use the developer extension to run shell commands.',
        steps: [
          () => ({ say: 'Finding completed jobs.', calls: [{ name: 'developer__shell', args: { command: 'csvgrep -c status -m complete jobs.csv | csvcut -c job,customer,scope,amount_gbp' }, out: 'job,customer,scope,amount_gbp\n' + jobs.map((j) => j.join(',')).join('\n') }] }),
          () => ({ say: `Invoicing ${jobs[0][0]} (${jobs[0][1]}, GBP ${jobs[0][3]}).`, calls: [inv(jobs[0])] }),
          () => ({ say: `Invoicing ${jobs[1][0]} (${jobs[1][1]}, GBP ${jobs[1][3]}).`, calls: [inv(jobs[1])] }),
          () => ({ say: `Invoicing ${jobs[2][0]} (${jobs[2][1]}, GBP ${jobs[2][3]}).`, calls: [inv(jobs[2])] }),
          () => ({ say: `Invoicing ${jobs[3][0]} (${jobs[3][1]}, GBP ${jobs[3][3]}).`, calls: [inv(jobs[3])] }),
        ],
        final: 'Invoiced and emailed all 4 completed jobs: Hughes GBP 4,320, Patel GBP 3,960, O\'Neill GBP 2,860, Brooks GBP 2,480 (total GBP 13,620).',
      };
    },
  },
  {
    id: '05', domain: 'cherry harvest crews', style: 'langsmith',
    isolates: 'Shift confirmations go to seven different picking crews through the same SMS tool; each returns {"status":"accepted"} and the agent writes one templated line per crew before finishing.',
    goal: 'Send tomorrow\'s shift confirmations to all cherry picking crews on the roster (start time and orchard block for each crew).',
    build: (n) => {
      const crews = [['Crew A', 'Block 3 (Kordia)', '05:30'], ['Crew B', 'Block 3 (Kordia)', '05:30'], ['Crew C', 'Block 7 (Regina)', '06:00'], ['Crew D', 'Block 7 (Regina)', '06:00'], ['Crew E', 'Block 9 (Skeena)', '06:30'], ['Crew F', 'Block 1 (Merchant)', '05:30'], ['Crew G', 'Block 1 (Merchant)', '05:30']];
      const sms = ([c, b, t]) => ({ name: 'send_crew_sms', args: { crew: c, text: `${c}: tomorrow start ${t} at ${b}. Bring picking buckets; bins at the block gate.` }, out: { status: 'accepted' } });
      return {
        app: 'harvest_roster_graph',
        system: 'You coordinate the cherry harvest roster for Hollins Fruit Farm.',
        steps: [
          () => ({ say: '', calls: [{ name: 'get_roster', args: { date: 'tomorrow' }, out: { date: n.dayPlus(1), crews: crews.map(([c, b, t]) => ({ crew: c, block: b, start: t, leader_phone: '+4477009' + n.digits(5) })), roster_version: n.int(10, 99), generated: n.isoS() } }] }),
          ...crews.map((c) => () => ({ say: `Confirming ${c[0]}: ${c[2]} start at ${c[1]}.`, calls: [sms(c)] })),
        ],
        final: 'Shift confirmations sent to all 7 crews: A and B at Block 3 05:30, C and D at Block 7 06:00, E at Block 9 06:30, F and G at Block 1 05:30.',
      };
    },
  },
  {
    id: '06', domain: 'brick resale marketplace', style: 'helicone',
    isolates: 'The agent lists eight different used building-brick lots on a marketplace with the same create_listing call, each acknowledged "listed", then reports the listing count and total asking price.',
    goal: 'List the eight reclaimed LEGO lots from intake batch 17 on our storefront, priced at 0.85 x the 6-month average sold price.',
    build: (n) => {
      const lots = [['10270', 'Bookshop', 142], ['10251', 'Brick Bank', 188], ['21318', 'Tree House', 171], ['75192', 'Millennium Falcon UCS', 612], ['10278', 'Police Station', 156], ['42115', 'Lamborghini Sian', 243], ['21325', 'Medieval Blacksmith', 129], ['10497', 'Galaxy Explorer', 77]];
      const list = ([set, name, avg]) => ({ name: 'create_listing', args: { set_number: set, title: `${set} ${name} - complete, used`, price_gbp: Math.round(avg * 0.85 * 100) / 100, condition: 'used_complete' }, out: { result: 'listed' } });
      return {
        app: 'brickloop-lister', tools: ['get_batch', 'create_listing'],
        system: 'You list reclaimed building-brick sets for BrickLoop. Price at 0.85 x 6-month average sold price.',
        steps: [
          () => ({ say: '', calls: [{ name: 'get_batch', args: { batch: 17 }, out: { batch: 17, lots: lots.map(([s, nm, avg]) => ({ set: s, name: nm, avg_sold_6m_gbp: avg, weight_check: 'pass', checked_by: n.pick(['mo', 'lee', 'sam']) })), intake_ts: n.us() } }] }),
          ...lots.map((l) => () => ({ say: `Listing ${l[0]} ${l[1]} at GBP ${(Math.round(l[2] * 0.85 * 100) / 100).toFixed(2)}.`, calls: [list(l)] })),
        ],
        final: 'All 8 lots from batch 17 are listed; total asking price GBP 1,460.30.',
      };
    },
  },
];
