// Healthy: same tool over distinct items, identical acknowledgements, one templated sentence per item; done.
export const family = 'per_item_batch_ok';
export const loop = false;

export const scenarios = [
  (n) => {
    const hulls = ['C-101 cedar strip', 'C-102 birchbark replica', 'C-103 ash gunwale', 'C-104 kevlar tandem'];
    return {
      domain: 'canoe builders', style: 'plain', stagnation: false, agent: 'boatshop',
      isolates: 'Queues a varnish coat for four different hulls; each ack is "queued"; one templated sentence per hull; done.',
      goal: 'Queue the second varnish coat for every hull in the drying bay.',
      steps: hulls.map((h) => ({ t: `Queuing second coat for ${h}.`, c: [{ n: 'queue_varnish', a: { hull: h.split(' ')[0], coat: 2 }, o: 'queued' }] })).concat([{ t: 'Second varnish coat queued for all 4 hulls in the drying bay.' }]),
      output: 'done',
    };
  },
  (n) => {
    const flav = ['pistachio', 'raspberry', 'salted caramel', 'yuzu', 'violet'];
    return {
      domain: 'macaron patisserie', style: 'vercel', stagnation: false, agent: 'patisserie',
      isolates: 'Sets the allergen flag on five different macaron flavours, identical {ok:true} acks, templated note per flavour.',
      goal: 'Mark every macaron flavour as containing almonds in the allergen system.',
      steps: flav.map((f) => ({ t: `Flagging almonds on ${f}.`, c: [{ n: 'set_allergen', a: { product: `macaron-${f.replace(' ', '-')}`, allergen: 'almond' }, o: { ok: true } }] })).concat([{ t: 'All five macaron flavours are now flagged as containing almonds.' }]),
      output: 'ok',
    };
  },
  (n) => {
    const tables = [3, 7, 8, 12, 15, 21];
    return {
      domain: 'hot pot restaurant', style: 'langgraph', stagnation: false, agent: 'floor-manager',
      isolates: 'Sends broth-refill tasks to six different tables; each ack identical; one templated line each; finishes.',
      goal: 'Send a broth refill to every table flagged low on broth.',
      steps: [{ t: 'Reading low-broth tables.', c: [{ n: 'low_broth_tables', a: {}, o: { tables, at: n.iso() } }] }].concat(tables.map((t) => ({ t: `Refill sent to table ${t}.`, c: [{ n: 'dispatch_refill', a: { table: t, broth: 'mala' }, o: 'OK' }] }))).concat([{ t: 'Broth refills dispatched to all 6 flagged tables.' }]),
      output: 'ok',
    };
  },
  (n) => {
    const units = ['CB-2211', 'CB-2214', 'CB-2230'];
    return {
      domain: 'cord blood registry', style: 'autogen', stagnation: false, agent: 'registry-clerk',
      isolates: 'Renews storage consent reminders for three different units, each acked "accepted", one sentence per unit.',
      goal: 'Send consent-renewal reminders for every cord blood unit whose consent expires this quarter.',
      steps: units.map((u) => ({ t: `Reminder queued for unit ${u}.`, c: [{ n: 'send_consent_reminder', a: { unit: u }, str: true, o: { status: 'accepted', id: n.uuid() } }] })).concat([{ t: 'Consent reminders sent for all 3 expiring units. TERMINATE' }]),
      output: 'TERMINATE',
    };
  },
  (n) => {
    const rows = ['A1', 'A2', 'B1', 'B2', 'C1'];
    return {
      domain: 'tea estate plucking rounds', style: 'gemini', stagnation: false, agent: 'estate-planner',
      isolates: 'Assigns a plucking round to five distinct sections, each functionResponse is {"status":"ok"}, then a summary.',
      goal: 'Assign this week\'s plucking round to every section that is due.',
      steps: rows.map((r) => ({ t: `Section ${r} assigned.`, c: [{ n: 'assign_round', a: { section: r, round: 'W36' }, o: { status: 'ok' } }] })).concat([{ t: 'Round W36 assigned to all 5 due sections.' }]),
      output: 'done',
    };
  },
  (n) => {
    const sheets = ['S-0411', 'S-0412', 'S-0413', 'S-0414'];
    return {
      domain: 'banknote printing works', style: 'crewai', stagnation: false, agent: 'Print QA Clerk',
      isolates: 'Logs QA sign-off for four different sheet lots; identical "logged" acks; templated sentence per lot.',
      goal: 'Record QA sign-off for each sheet lot that passed intaglio inspection today.',
      steps: sheets.map((s) => ({ t: `Thought: record sign-off for lot ${s}.`, c: [{ n: 'qa_signoff', a: { lot: s, stage: 'intaglio' }, o: 'logged' }] })).concat([{ t: 'Final Answer: QA sign-off recorded for all 4 passing sheet lots.' }]),
      output: 'done',
    };
  },
];
