// Healthy family 4: the same tool over distinct items, identical acknowledgements, one templated sentence per item, then done.
export default {
  family: 'batch_over_distinct_items',
  rows: [
    {
      domain: 'river punting company', style: 'otel_genai',
      opts: { agent: 'fleet-maintenance' },
      isolates: 'GenAI-semconv trace schedules a pre-season safety check for six different punts; every call returns the same "queued" ack and the agent writes one templated line per punt.',
      goal: 'Book the pre-season hull and pole safety check for every punt in the Mill Pond fleet before Easter and report the slots.',
      build(st, n) {
        const c = [];
        const punts = ['Isis', 'Cherwell', 'Granta', 'Magdalen', 'Silver Street', 'Queens'];
        c.push(...st.turn('', [{ name: 'list_fleet', args: { station: 'mill-pond' }, out: { punts: punts.map((p, i) => ({ name: p, id: 'P-' + (101 + i), hull: 'mahogany' })), etag: n.etag() } }]));
        punts.forEach((p, i) => c.push(...st.turn(`Booking the safety check for punt ${p} (P-${101 + i}).`, [{ name: 'schedule_check', args: { punt_id: 'P-' + (101 + i), type: 'pre-season', before: '2025-04-18' }, out: 'queued' }])));
        c.push(...st.final('Pre-season checks booked for all 6 punts: Isis, Cherwell, Granta, Magdalen, Silver Street and Queens; the yard will confirm exact slots.'));
        return st.root(c, 'All 6 punts booked.');
      },
    },
    {
      domain: 'telescope mirror coating', style: 'vercel',
      opts: { fn: 'optics-workshop-agent', maxSteps: 10 },
      isolates: 'Vercel AI SDK agent requests an aluminising quote for five distinct mirrors; the API answers "ok" every time and the agent repeats one sentence template with the mirror details.',
      goal: 'Request recoating quotes (protected aluminium) for the five finished mirrors in this month\'s batch and log them in the workshop tracker.',
      build(st, n) {
        const c = [];
        const ms = [['M-201', '150 mm f/5'], ['M-202', '200 mm f/6'], ['M-205', '254 mm f/4.7'], ['M-207', '300 mm f/5'], ['M-211', '406 mm f/4.5']];
        c.push(...st.turn('', [{ name: 'listFinishedMirrors', args: { batch: n.d().toISOString().slice(0, 7) }, out: ms.map(([id, d]) => ({ id, spec: d, figure: 'lambda/8 wavefront' })) }]));
        ms.forEach(([id, d]) => c.push(...st.turn(`Requesting a protected-aluminium quote for ${id} (${d}).`, [{ name: 'requestCoatingQuote', args: { mirror: id, spec: d, coating: 'protected-al-SiO2' }, out: { ok: true } }])));
        c.push(...st.turn('', [{ name: 'updateTracker', args: { mirrors: ms.map((m) => m[0]), status: 'quote requested' }, out: { updated: 5, sheet_rev: n.next() } }]));
        c.push(...st.final('Quotes requested for M-201, M-202, M-205, M-207 and M-211 and logged in the tracker.'));
        return st.root(c, 'Quotes requested for 5 mirrors.');
      },
    },
    {
      domain: 'tea ceremony school', style: 'gemini_adk',
      opts: { agent: 'school_secretary', app: 'chado-school' },
      isolates: 'Gemini/ADK agent sends a reminder about the hatsugama first-tea gathering to six different students; each send returns the same acknowledgement and the reminder text is the same template with the name changed.',
      goal: 'Send each student enrolled in the Thursday class a reminder about the hatsugama gathering on 11 January (bring kaishi and fukusa, arrive 10:30).',
      build(st, n) {
        const c = [];
        const sts = ['Aiko', 'Ben', 'Chiara', 'Daisuke', 'Emre', 'Fumiko'];
        c.push(...st.turn('', [{ name: 'get_class_roster', args: { class: 'thu-evening' }, out: { students: sts.map((s) => ({ name: s, email: s.toLowerCase() + '@example.jp' })), updated: n.isoOffset(540) } }]));
        sts.forEach((s) => c.push(...st.turn(`Sending the hatsugama reminder to ${s}.`, [{ name: 'send_email', args: { to: s.toLowerCase() + '@example.jp', subject: 'Hatsugama – 11 January', body: `Dear ${s}, a reminder that hatsugama is on 11 January. Please arrive by 10:30 and bring your kaishi and fukusa.` }, out: { status: 'sent' } }])));
        c.push(...st.final('Reminders sent to all 6 Thursday students (Aiko, Ben, Chiara, Daisuke, Emre, Fumiko).'));
        return st.root(c, 'Reminders sent.');
      },
    },
    {
      domain: 'parchment and vellum maker', style: 'smolagents',
      opts: { agent: 'inventory_agent', tools: ['tag_batch'] },
      isolates: 'smolagents agent tags five different hide batches with their grade in one code step per batch; every call prints the identical "ok" and the thought text follows one template.',
      goal: 'Grade-tag the five calfskin batches that finished drying on the frames this week (grades from the inspection sheet) in the inventory.',
      build(st, n) {
        const c = [];
        c.push(...st.turn('Read the inspection sheet.', [{ name: 'read_inspection_sheet', var: 'sheet', args: { week: 'current' }, out: `batch,grade,notes\nVB-118,A,even nap\nVB-119,B,small hole near neck\nVB-120,A,\nVB-121,C,hair follicles visible\nVB-122,B,slight cockle\n(read ${n.logTs()})` }]));
        for (const [b, g] of [['VB-118', 'A'], ['VB-119', 'B'], ['VB-120', 'A'], ['VB-121', 'C'], ['VB-122', 'B']]) c.push(...st.turn(`Tag batch ${b} with grade ${g}.`, [{ name: 'tag_batch', var: 'r', args: { batch: b, grade: g }, out: 'ok' }]));
        c.push(...st.final('All five batches tagged: VB-118 A, VB-119 B, VB-120 A, VB-121 C, VB-122 B.'));
        return st.root(c, 'All five batches tagged.');
      },
    },
    {
      domain: 'straw bale building supplies', style: 'pydantic_ai',
      opts: { agent: 'delivery_planner' },
      isolates: 'Pydantic AI agent books bale deliveries to four distinct self-build sites; each booking returns the same "accepted" status and the agent states one templated line per site.',
      goal: 'Book wheat-straw bale deliveries for the four self-build sites on this month\'s list, each on its requested day.',
      build(st, n) {
        const c = [];
        const sites = [['Hollins Farm', 320, 'Tue'], ['Ash Lane plot 4', 180, 'Wed'], ['Brook Cottage', 260, 'Thu'], ['The Old Orchard', 410, 'Fri']];
        c.push(...st.turn('', [{ name: 'get_delivery_requests', args: { month: 'current' }, out: sites.map(([s, q, d]) => ({ site: s, bales: q, day: d })) }]));
        sites.forEach(([s, q, d]) => c.push(...st.turn(`Booking ${q} bales to ${s} on ${d}.`, [{ name: 'book_delivery', args: { site: s, bales: q, day: d, bale_size: '900x450x350' }, out: { status: 'accepted' } }])));
        c.push(...st.final('All four deliveries are booked: Hollins Farm 320 (Tue), Ash Lane plot 4 180 (Wed), Brook Cottage 260 (Thu), The Old Orchard 410 (Fri).'));
        return st.root(c, '4 deliveries booked.');
      },
    },
    {
      domain: 'crystal and mineral shop', style: 'autogen',
      opts: { agent: 'listing_agent', executor: 'shop_tools' },
      isolates: 'AutoGen agent relists six distinct mineral specimens after a photo refresh; each relist call returns the same "OK" and the agent\'s messages follow one template.',
      goal: 'Relist the six specimens that got new photos (see photo log) on the online shop at their existing prices.',
      build(st, n) {
        const c = [];
        const sp = [['MIN-041', 'Amethyst geode, Uruguay', 145], ['MIN-052', 'Fluorite cube cluster, Weardale', 220], ['MIN-060', 'Pyrite sun, Illinois', 60], ['MIN-063', 'Azurite nodule, Morocco', 85], ['MIN-071', 'Smoky quartz point, Swiss Alps', 310], ['MIN-078', 'Malachite slice, DR Congo', 48]];
        c.push(...st.turn('Reading the photo log.', [{ name: 'read_photo_log', args: { since: '7d' }, out: { entries: sp.map(([id]) => ({ sku: id, photos: n.int(3, 6), shot_at: n.euDate() })) } }]));
        sp.forEach(([id, nm, p]) => c.push(...st.turn(`Relisting ${id} (${nm}) at ${p} GBP.`, [{ name: 'relist_item', args: { sku: id, price_gbp: p }, out: 'OK' }])));
        c.push(...st.final('All six specimens relisted with new photos at unchanged prices. TERMINATE'));
        return st.root(c, 'Six specimens relisted.');
      },
    },
  ],
};
