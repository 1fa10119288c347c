// Family 9 (healthy): the same tool over distinct items, identical acknowledgements, templated sentence per item; done.
export const family = 'distinct_item_batch';
const J = JSON.stringify;

export const scenarios = [
  {
    id: '01', domain: 'hurling club (fixture change notices)', style: 'crewai',
    make(N) {
      const teams = [['U10', 'Siobhán Ryan', '+353871234501'], ['U12', 'Pádraig Moloney', '+353871234502'], ['U14', 'Aoife Brennan', '+353871234503'], ['Minor', 'Ciarán Hogan', '+353871234504'], ['Junior B', 'Declan Foley', '+353871234505'], ['Camogie U15', 'Niamh Quirke', '+353871234506']];
      const steps = [{ llm: 'I need to text each team manager about the pitch change, one at a time.' }];
      teams.forEach(([t, m, ph], i) => {
        steps.push({ tool: 'send_sms', args: { to: ph, body: `Ballyduff GAA: ${t} fixture this Saturday moves from the main pitch to the Kilcash road pitch (main pitch reseeding). Same throw-in time.` }, out: 'queued' });
        steps.push({ llm: `Notice sent to the ${t} manager (${m}).` + (i === teams.length - 1 ? ' All six managers have been notified.' : '') });
      });
      steps[steps.length - 1] = { llm: 'All six team managers (U10, U12, U14, Minor, Junior B, Camogie U15) have been texted about the move to the Kilcash road pitch.' };
      return {
        isolates: 'Six SMS sends to six different managers each return "queued", with one templated confirmation per manager, then a completion summary.',
        goal: 'Text every team manager that this Saturday\'s fixtures move to the Kilcash road pitch because the main pitch is being reseeded.',
        spec: { crew: 'club_admin_crew', agent: 'Club Secretary', model: 'gpt-4o-mini', system: 'You are Club Secretary of a hurling and camogie club.', steps },
      };
    },
  },
  {
    id: '02', domain: 'tarot deck publisher (print proof approvals)', style: 'mastra',
    make(N) {
      const cards = ['0 The Fool', 'II The High Priestess', 'VII The Chariot', 'XIII Death', 'XVII The Star'];
      const steps = [{ llm: '' }, { tool: 'listPendingProofs', args: { deck: 'moth-tarot-2e' }, out: { pending: cards.map((c, k) => ({ card: c, proof_id: 'PF-' + (880 + k), colour_delta_e: +(0.8 + k * 0.2).toFixed(1) })) } }];
      cards.forEach((c, k) => {
        steps.push({ llm: k === 0 ? 'All five proofs are under the ΔE 2.0 tolerance, approving each.' : '' });
        steps.push({ tool: 'approveProof', args: { proof_id: 'PF-' + (880 + k), note: 'colour within tolerance' }, out: { ok: true } });
      });
      steps.push({ llm: 'Approved proofs: ' + cards.map((c, k) => `${c} (PF-${880 + k}) approved`).join('; ') + '. The second edition Moth Tarot can go to press.' });
      return {
        isolates: 'Five distinct card proofs are approved one by one with identical {ok:true} acknowledgements, then a per-card approval list closes the task.',
        goal: 'Approve the remaining colour proofs for the second edition of the Moth Tarot if they are within ΔE 2.0, so the printer can start.',
        spec: { agent: 'proofDesk', model: 'gpt-4o', system: 'You coordinate print production for an indie tarot publisher.', steps },
      };
    },
  },
  {
    id: '03', domain: 'kabaddi league (player registrations)', style: 'plain',
    make(N) {
      const players = [['Harjit Sandhu', 'raider', 'Leicester Lions'], ['Manpreet Gill', 'left corner', 'Leicester Lions'], ['Arjun Nair', 'all-rounder', 'Southall Tigers'], ['Tomasz Wójcik', 'right cover', 'Southall Tigers'], ['Kabir Shah', 'raider', 'Bradford Bulls KC'], ['Ravi Chauhan', 'left cover', 'Bradford Bulls KC'], ['Daniel Osei', 'right corner', 'Coventry Cobras']];
      const steps = [];
      players.forEach(([n, pos, club], k) => {
        steps.push({ llm: k ? `Registered ${players[k - 1][0]} for ${players[k - 1][2]}.` : 'Registering the seven new players from the form export.' });
        steps.push({ tool: 'register_player', args: J({ name: n, position: pos, club, season: '2025', dob_verified: true }), out: (N) => ({ status: 'ok', server_time: N.isoNoMs() }) });
      });
      steps.push({ llm: `Registered ${players[6][0]} for ${players[6][2]}. All seven players are now registered for the 2025 season.` });
      return {
        isolates: 'Seven different players are registered with the same tool and the same "ok" acknowledgement, and the agent writes one "Registered X for Y." sentence each before finishing.',
        goal: 'Register the seven new players from this week\'s sign-up form for the 2025 national kabaddi league season.',
        spec: { agent: 'league-registrar', model: 'gpt-4o-mini', system: 'You are the registrar for an amateur kabaddi league. register_player takes a JSON string.', steps },
      };
    },
  },
  {
    id: '04', domain: 'insect hotels (wholesale invoices)', style: 'langfuse',
    make(N) {
      const c = [['Meadowsweet Garden Centre', 24, 'BH-TALL'], ['Bramble & Bee', 12, 'BH-MINI'], ['Wyevale Lane Nursery', 36, 'BH-TALL'], ['The Potting Shed', 18, 'BH-LOG'], ['Hedgerow Home', 10, 'BH-MINI']];
      const steps = [{ llm: 'Creating the five spring wholesale invoices.' }];
      c.forEach(([cust, q, sku], k) => {
        steps.push({ tool: 'create_invoice', args: { customer: cust, lines: [{ sku, qty: q, unit_gbp: sku === 'BH-TALL' ? 14.5 : sku === 'BH-LOG' ? 11 : 7.25 }], terms: 'net30' }, out: 'queued' });
        steps.push({ llm: `Invoice queued for ${cust}: ${q} × ${sku}.` });
      });
      steps.push({ tool: 'invoice_queue_status', args: {}, out: (N) => ({ queued: 0, sent: 5, last_run: N.iso() }) });
      steps.push({ llm: 'All five invoices have been sent (queue empty): Meadowsweet, Bramble & Bee, Wyevale Lane, The Potting Shed and Hedgerow Home.' });
      return {
        isolates: 'Five invoices for five different garden centres each return "queued", with one templated line per customer, then the queue is confirmed sent.',
        goal: 'Raise the spring wholesale invoices for our five garden-centre stockists of bee and bug hotels.',
        spec: { agent: 'bug-hotel-bookkeeper', model: 'gpt-4.1-mini', tags: ['invoicing'], system: 'You do bookkeeping for a maker of insect hotels.', steps },
      };
    },
  },
  {
    id: '05', domain: 'vinegar brewery (barrel tags)', style: 'gemini',
    make(N) {
      const b = [['B-07', 'cider vinegar', '2024-09'], ['B-11', 'red wine vinegar', '2024-06'], ['B-12', 'red wine vinegar', '2024-06'], ['B-19', 'honey vinegar', '2024-11'], ['B-23', 'malt vinegar', '2024-10'], ['B-24', 'sherry-style vinegar', '2023-12']];
      const steps = [{ llm: '' }, { tool: 'list_barrels', args: { cellar: 'north', needs_tag: true }, out: { barrels: b.map(([id, s, d]) => ({ id, style: s, filled: d })) } }];
      b.forEach(([id, s, d], k) => {
        steps.push({ llm: k ? `Tag printed for barrel ${b[k - 1][0]}.` : 'Six barrels need new tags; printing them one by one.' });
        steps.push({ tool: 'print_tag', args: { barrel: id, style: s, filled: d, acetic_check_due: 'monthly' }, out: 'ok' });
      });
      steps.push({ llm: `Tag printed for barrel B-24. All six north-cellar barrels (B-07, B-11, B-12, B-19, B-23, B-24) now have new tags.` });
      return {
        isolates: 'Six different barrels are tagged via the same print tool, each answer just "ok", with a one-line templated confirmation per barrel, then done.',
        goal: 'Print new cellar tags for every barrel in the north cellar that is missing one.',
        spec: { agent: 'cellar-assistant', model: 'gemini-2.5-flash', system: 'You assist the cellar master of a craft vinegar brewery.', steps },
      };
    },
  },
  {
    id: '06', domain: 'ice fishing derby (permit confirmation emails)', style: 'strands',
    make(N) {
      const a = [['Erik Lund', 'P-0412', 'Hole zone C'], ['Marie Tremblay', 'P-0413', 'Hole zone A'], ['Joe Begay', 'P-0419', 'Hole zone B'], ['Ana Kowalczyk', 'P-0422', 'Hole zone C'], ['Sam Whitehorse', 'P-0430', 'Hole zone A'], ['Lena Virtanen', 'P-0431', 'Hole zone D']];
      const steps = [{ llm: 'I will email each angler their derby permit.' }];
      a.forEach(([n, p, z], k) => {
        steps.push({ tool: 'send_email', args: { to: n.toLowerCase().replace(' ', '.') + '@example.org', subject: `Frozen Lake Derby permit ${p}`, body: `Hi ${n.split(' ')[0]}, your permit ${p} is confirmed. You are in ${z}. Check-in 6:30 am at the pavilion; ice thickness checks at 7.` }, out: (N) => ({ status: 'accepted', id: '<' + N.hex(16) + '@mail.example.org>' }) });
        steps.push({ llm: `Permit email sent to ${n} (${p}).` });
      });
      steps.push({ llm: 'All six derby permits are confirmed by email.' });
      return {
        isolates: 'Six emails to six different anglers are each "accepted" (only message ids differ), with one templated sentence per angler, then a completion note.',
        goal: 'Send each registered angler their Frozen Lake Derby permit number and hole zone by email.',
        spec: { agent: 'derby_desk', model: 'us.amazon.nova-pro-v1:0', system: 'You help run an ice fishing derby.', steps },
      };
    },
  },
];
