// Family 8 (loop: false, stagnation: false): the same tool over distinct items, identical
// acknowledgements, one templated sentence per item, then done.

export const FAMILY = 'per_item_batch_acks';

export const scenarios = [
  {
    row: '01', domain: 'bird ringing station records', style: 'openai_agents',
    build: (N) => {
      const birds = [['ZX41207', 'Blue Tit', '3J', 11.2], ['ZX41208', 'Blue Tit', '3J', 10.9], ['D918442', 'Reed Warbler', '3', 12.4], ['ALF0316', 'Chiffchaff', '4', 7.8], ['ZX41209', 'Great Tit', '3J', 17.6]];
      const turns = birds.map(([ring, sp, age, wt], i) => ({ text: i ? `Submitted ${birds[i - 1][0]}: ${birds[i - 1][1]}, age ${birds[i - 1][2]}, ${birds[i - 1][3]} g.` : undefined, calls: [{ name: 'submit_ringing_record', args: { ring, species: sp, age_code: age, weight_g: wt, site: 'Chew Valley CES 2', net: `N${i + 3}` }, out: { status: 'accepted' } }] }));
      turns.push({ text: 'Submitted ZX41209: Great Tit, age 3J, 17.6 g. All five records from the 07:00 net round are in the ringing database.' });
      return {
        style: 'openai_agents', agent: 'Ringing Scribe', model: 'gpt-4o-mini', workflow: 'ces-ringing',
        goal: 'Enter the five birds from the 07:00 net round at the constant-effort ringing site into the national ringing database.',
        isolates: 'Five different ring records are submitted with the same tool and all get the identical "accepted" acknowledgement; the agent writes one templated line per bird and finishes.',
        system: 'You transcribe bird ringing field sheets into the database with submit_ringing_record, one bird per call.',
        user: '07:00 round: ZX41207 BLUTI 3J 11.2g N3; ZX41208 BLUTI 3J 10.9g N4; D918442 REEWA 3 12.4g N5; ALF0316 CHIFF 4 7.8g N6; ZX41209 GRETI 3J 17.6g N7.',
        turns,
        end: { output: 'All five birds from the 07:00 round (ZX41207, ZX41208, D918442, ALF0316, ZX41209) are entered and accepted.' },
      };
    },
  },
  {
    row: '02', domain: 'theatrical costume rental returns', style: 'anthropic',
    build: (N) => {
      const rentals = [['R-7710', 'Hollybrook Amateur Dramatics', 'Victorian mourning gown', 4], ['R-7714', 'St Cuthbert\'s School', '12 x Roman legionary tunics', 2], ['R-7721', 'Maya Okafor', '1920s beaded flapper dress', 6], ['R-7729', 'Fellside Players', 'Pantomime dame (Widow Twankey) set', 1]];
      const turns = [{ text: 'Four rentals are overdue. Sending reminders one by one.', calls: [{ name: 'list_overdue', args: { as_of: 'today' }, out: { overdue: rentals.map(([id, who, what, d]) => ({ rental: id, customer: who, items: what, days_late: d })) } }] }];
      rentals.forEach(([id, who, what, d]) => turns.push({ text: `Queueing a reminder for ${who} — ${what}, ${d} day${d > 1 ? 's' : ''} late.`, calls: [{ name: 'send_return_reminder', args: { rental: id, template: d > 3 ? 'overdue_firm' : 'overdue_friendly' }, out: 'queued' }] }));
      turns.push({ text: 'Done: four return reminders are queued (two firm, two friendly).' });
      return {
        style: 'anthropic', agent: 'wardrobe-desk', model: 'claude-3-5-haiku-20241022',
        goal: 'Send a return reminder for every overdue costume rental, using the firm template for anything more than three days late.',
        isolates: 'Four different overdue rentals each get a reminder through the same tool, each acknowledged with the identical "queued", with one templated sentence per rental, then the agent finishes.',
        system: 'You run the hire desk of a theatrical costume store. Tools: list_overdue, send_return_reminder.',
        user: 'Chase everything that is overdue please.',
        turns,
        end: { output: 'Four return reminders are queued: R-7710 and R-7721 with the firm template, R-7714 and R-7729 with the friendly one.' },
      };
    },
  },
  {
    row: '03', domain: 'agricultural show trade stands', style: 'plain',
    build: (N) => {
      const ex = [['Wyedean Honey', 'F12', '3x3m', false], ['Marches Tractor Parts', 'M04', '6x6m', true], ['Ludlow Fudge Co', 'F13', '3x3m', false], ['Kington Fencing', 'M07', '6x3m', true], ['Teme Valley Cider', 'F20', '3x6m', true], ['Radnor Wool Crafts', 'C02', '3x3m', false]];
      const turns = ex.map(([name, pitch, size, power]) => ({ text: `Registering ${name}: pitch ${pitch}, ${size}${power ? ', with power' : ''}.`, calls: [{ name: 'register_stand', args: { exhibitor: name, pitch, size, electric_hookup: power }, out: 'ok' }] }));
      turns.push({ text: 'All six late entries are registered on their pitches.' });
      return {
        style: 'plain', agent: 'show-office', model: 'gpt-4o-mini',
        goal: 'Register the six late trade-stand applications for the county agricultural show on their allocated pitches.',
        isolates: 'Six distinct exhibitors are registered with one call each, every call answered with the same bare "ok", and the agent writes the same sentence pattern per exhibitor before finishing.',
        system: 'You are the show office assistant. register_stand registers one exhibitor on one pitch.',
        user: 'Late entries approved by the committee: Wyedean Honey F12 3x3; Marches Tractor Parts M04 6x6 power; Ludlow Fudge F13 3x3; Kington Fencing M07 6x3 power; Teme Valley Cider F20 3x6 power; Radnor Wool Crafts C02 3x3.',
        turns,
        end: { output: 'All six late trade stands are registered on their pitches; three have electric hook-ups.' },
      };
    },
  },
  {
    row: '04', domain: 'smokehouse batch labelling', style: 'langsmith',
    build: (N) => {
      const b = [['SH-0611-A', 'Oak-smoked salmon, sliced', '200 g', 140], ['SH-0611-B', 'Hot-smoked trout fillets', '2 x 110 g', 96], ['SH-0611-C', 'Smoked cheddar wedges', '180 g', 60], ['SH-0611-D', 'Beech-smoked garlic', '3 bulbs', 80]];
      const turns = b.map(([batch, prod, size, qty], i) => ({ text: i ? `Labels for ${b[i - 1][0]} (${b[i - 1][1]}) printed.` : 'Printing labels batch by batch.', calls: [{ name: 'print_batch_labels', args: { batch, product: prod, pack: size, quantity: qty, use_by_days: prod.includes('garlic') ? 60 : prod.includes('cheddar') ? 45 : 14, printer: 'zebra-packroom' }, out: { result: 'ok' } }] }));
      turns.push({ text: 'Labels for SH-0611-D (Beech-smoked garlic) printed. All four batches from today\'s smoke are labelled.' });
      return {
        style: 'langsmith', agent: 'packroom-agent', model: 'gpt-4o-mini', project: 'smokehouse-packroom',
        goal: "Print use-by and allergen labels for all four batches from today's smokehouse run.",
        isolates: "Four different smokehouse batches get labels from the same printing tool, every call returns the identical {result: ok}, one templated sentence per batch, then the run finishes.",
        system: 'You run label printing in a smokehouse packroom. print_batch_labels prints a batch of labels.',
        user: "Today's batches are A to D on the board — print the lot please.",
        turns,
        end: { output: 'All four batches (SH-0611-A to D) are labelled: 140 salmon, 96 trout, 60 cheddar and 80 garlic packs.' },
      };
    },
  },
  {
    row: '05', domain: 'mountain rescue team pager test', style: 'otel',
    build: (N) => {
      const m = [['MR-03', 'Siân Roberts'], ['MR-07', 'Iwan Hughes'], ['MR-11', 'Kate Llewellyn'], ['MR-14', 'Owen Pritchard'], ['MR-19', 'Becca Lowe']];
      const turns = m.map(([id, name]) => ({ text: `Paging ${name} (${id}).`, calls: [{ name: 'send_pager_test', args: { member: id, message: 'MONTHLY TEST - please acknowledge in SARCALL' }, out: 'queued' }] }));
      turns[0].text = 'Five members are on the monthly test list. Paging each in turn.';
      turns.push({ text: 'All five monthly test pages are queued.' });
      return {
        style: 'otel', agent: 'CalloutAdmin', model: 'gpt-4o-mini', service: 'mrt-callout-admin',
        goal: "Send this month's pager test to each of the five members on the test rota of the mountain rescue team.",
        isolates: 'Five different team members are each sent a test page with the same tool, each returning the identical "queued", with one templated line per member, then the agent finishes.',
        system: 'You administer the mountain rescue team call-out system. send_pager_test pages one member.',
        user: 'Monthly pager test for this rota: MR-03, MR-07, MR-11, MR-14, MR-19.',
        turns,
        end: { output: 'Monthly test pages are queued for MR-03, MR-07, MR-11, MR-14 and MR-19.' },
      };
    },
  },
  {
    row: '06', domain: 'wallpaper factory reprint orders', style: 'openai_agents',
    build: (N) => {
      const b = [['Lark Rise 4471', 'BT-22918', 36, 'colour shift in sage ground'], ['Willow Bough 2210', 'BT-22930', 18, 'registration drift 2 mm'], ['Lark Rise 4471', 'BT-22941', 24, 'colour shift in sage ground'], ['Fen Reeds 3306', 'BT-22957', 12, 'ink smear at selvedge']];
      const turns = b.map(([design, batch, rolls, fault]) => ({ calls: [{ name: 'create_reprint_order', args: { design, batch, rolls, reason: fault }, out: 'accepted' }], text: `Raising reprint: ${rolls} rolls of ${design}, batch ${batch} (${fault}).` }));
      turns.push({ text: 'All four reprint orders are raised, 90 rolls in total.' });
      return {
        style: 'openai_agents', agent: 'Print Floor Planner', model: 'gpt-4.1-mini', workflow: 'reprints',
        goal: 'Raise a reprint order for each wallpaper batch that failed final inspection this week.',
        isolates: 'Four failed batches, two of them the same design but different batch numbers, each get a reprint order through the same tool and the identical "accepted"; one templated sentence per batch, then done.',
        system: 'You plan the print floor of a wallpaper factory. create_reprint_order raises one reprint for one batch.',
        user: 'Inspection rejects this week: BT-22918 Lark Rise 36 rolls colour shift; BT-22930 Willow Bough 18 rolls registration; BT-22941 Lark Rise 24 rolls colour shift; BT-22957 Fen Reeds 12 rolls ink smear. Reprint them.',
        turns,
        end: { output: 'Reprints raised for BT-22918, BT-22930, BT-22941 and BT-22957 (90 rolls in total).' },
      };
    },
  },
];
