// Family: distinct_item_batch — healthy: the same tool over distinct items, identical acknowledgements,
// one templated sentence per item, then done. loop: false, stagnation: false (each sentence names a new item).
export const family = 'distinct_item_batch';
export const loop = false;
export const stagnation = false;

export const rows = [
  // 01 curtain workroom swatch confirmations — LiteLLM proxy logs
  (N) => {
    const clients = [['Hartley', 'linen "Oat" 280 cm', 'pinch pleat'], ['Osei', 'velvet "Moss" 300 cm', 'wave'], ['Brennan', 'blackout "Slate"', 'eyelet'], ['Vasquez', 'sheer "Chalk" voile', 'pencil pleat'], ['Lindqvist', 'cotton "Ticking Blue"', 'double pinch']];
    const turns = [{ think: 'Pull the list of approved swatches awaiting confirmation.', calls: [{ name: 'list_pending_confirmations', args: { status: 'swatch_approved' }, out: { items: clients.map(([c, f, h]) => ({ client: c, fabric: f, heading: h, order: 'WR-' + N.int(1000, 1999) })), generated: N.iso() } }] }];
    for (const [c, f, h] of clients) turns.push({ say: `Confirmation sent to ${c}: ${f}, ${h} heading.`, calls: [{ name: 'send_confirmation', args: { client: c, fabric: f, heading: h }, out: 'queued' }] });
    turns.push({ say: 'All 5 swatch confirmations are queued (Hartley, Osei, Brennan, Vasquez, Lindqvist).' });
    return {
      domain: 'made-to-measure curtain workroom', style: 'litellm', model: 'gpt-4o-mini', keyAlias: 'drapery-desk',
      isolates: 'Five different clients each get a confirmation via the same tool, every call answered "queued", with one templated sentence per client; then a closing summary.',
      system: 'Order desk assistant for Pleat & Pin curtain workroom.',
      goal: 'Send fabric and heading confirmations to every client whose swatch was approved this week.',
      turns, final: 'All 5 swatch confirmations are queued.',
    };
  },
  // 02 banjo lesson reminders — Cohere
  (N) => {
    const st = [['Aoife', 'Tue 17:00', 'clawhammer'], ['Marcus', 'Tue 18:00', 'Scruggs rolls'], ['Dee', 'Wed 16:30', 'Cripple Creek'], ['Hiro', 'Thu 19:00', 'melodic style'], ['Bettina', 'Fri 10:00', 'first chords'], ['Sol', 'Sat 11:00', 'backup vamping']];
    const turns = [{ think: 'Get this week\'s lesson schedule.', calls: [{ name: 'get_schedule', args: { week: 'current' }, out: { lessons: st.map(([n, t, topic]) => ({ student: n, slot: t, topic, room: N.pick(['A', 'B']) })), tz: 'America/New_York', fetched: N.http() } }] }];
    for (const [n, t, topic] of st) turns.push({ think: `Reminder for ${n} (${t}, ${topic}).`, calls: [{ name: 'send_sms', args: { to_student: n, text: `Hi ${n}! Reminder: banjo lesson ${t}. We'll work on ${topic}. Reply C to confirm.` }, out: { status: 'ok' } }] });
    turns.push({ say: 'Sent 6 reminders: Aoife, Marcus, Dee, Hiro, Bettina and Sol.' });
    return {
      domain: 'banjo lesson studio reminders', style: 'cohere', model: 'command-r7b-12-2024',
      isolates: 'Six SMS reminders go to six different students with the same template and identical "ok" acknowledgements, each step naming a new student, and the run ends.',
      system: 'Scheduling assistant for Clinch Mountain Banjo School.',
      goal: 'Text every student a reminder for this week\'s lesson with what we\'ll work on.',
      turns, final: 'Sent 6 reminders.',
    };
  },
  // 03 horseshoe pitching league scores — Mistral conversations
  (N) => {
    const m = [['M1', 'Dale Fenwick', 40, 'Ruth Ames', 33], ['M2', 'Cal Ortiz', 40, 'Jen Pruitt', 38], ['M3', 'Bo Lindahl', 27, 'Sam Greer', 40], ['M4', 'Nita Shaw', 40, 'Al Kurtz', 12], ['M5', 'Lee Marsh', 40, 'Viv Obi', 36]];
    const turns = [];
    for (const [id, a, sa, b, sb] of m) turns.push({ think: `Match ${id}: ${a} ${sa} – ${sb} ${b}.`, calls: [{ name: 'record_result', args: { league: 'Tri-County Pitchers', week: 7, match: id, home: a, home_pts: sa, away: b, away_pts: sb }, out: { ok: true } }] });
    turns.push({ think: 'All five results recorded; refresh standings.', calls: [{ name: 'recompute_standings', args: { league: 'Tri-County Pitchers', week: 7 }, out: { leader: 'Dale Fenwick', leader_record: '6-1', computed_at: N.iso(), rev: N.int(100, 300) } }] });
    turns.push({ say: 'Week 7 recorded (5 matches). Dale Fenwick leads the league at 6-1.' });
    return {
      domain: 'horseshoe pitching league results', style: 'mistral', model: 'ministral-8b-2410',
      isolates: 'The agent records five distinct week-7 match results with the same call, every ack {"ok": true}, one templated line per match, then recomputes standings and stops.',
      system: 'League secretary assistant.',
      goal: 'Enter week 7 results from the score sheet: M1 Fenwick 40-33 Ames, M2 Ortiz 40-38 Pruitt, M3 Lindahl 27-40 Greer, M4 Shaw 40-12 Kurtz, M5 Marsh 40-36 Obi.',
      turns, final: 'Week 7 recorded.',
    };
  },
  // 04 folk dance festival cloud buckets — Microsoft Agent Framework
  (N) => {
    const buckets = ['fdf-2025-photos', 'fdf-2025-ticket-exports', 'fdf-2025-livestream-vod', 'fdf-archive-2019-2024', 'fdf-volunteer-forms', 'fdf-website-assets', 'fdf-sound-recordings', 'fdf-workshop-videos', 'fdf-vendor-contracts', 'fdf-costume-inventory', 'fdf-press-kit', 'fdf-drone-footage', 'fdf-accessibility-docs', 'fdf-ceilidh-setlists'];
    const turns = [{ think: 'List the festival buckets without a cost-centre tag.', calls: [{ name: 'aws_s3_list_buckets', args: { filter: { missing_tag: 'cost-centre' } }, out: { Buckets: buckets.map((b) => ({ Name: b, CreationDate: N.iso() })), ResponseMetadata: { RequestId: N.ALNUM(16), HostId: N.b64(40) } } }] }];
    for (const b of buckets) turns.push({ say: `Tagged ${b} with cost-centre=FDF-OPS.`, calls: [{ name: 'aws_s3_put_bucket_tagging', args: { Bucket: b, Tagging: { TagSet: [{ Key: 'cost-centre', Value: 'FDF-OPS' }, { Key: 'owner', Value: 'festival-it' }] } }, out: { ResponseMetadata: { HTTPStatusCode: 204 } } }] });
    turns.push({ say: 'Done: 14 buckets tagged cost-centre=FDF-OPS, none left without the tag.' });
    return {
      domain: 'folk dance festival cloud cost tagging', style: 'maf', model: 'gpt-4o-mini', agentName: 'FestivalCloudAgent',
      isolates: 'Fourteen different S3 buckets are tagged with the same call and the same 204 reply, the agent writing one identical-shaped sentence per bucket, then a final line.',
      system: 'Cloud housekeeping agent for the Riverbank Folk Dance Festival.',
      goal: 'Tag every festival S3 bucket that lacks a cost-centre tag with cost-centre=FDF-OPS.',
      turns, final: '14 buckets tagged.',
    };
  },
  // 05 herbal apothecary label regeneration — Comet Opik
  (N) => {
    const products = [['TINC-ECH-50', 'Echinacea tincture 50 ml'], ['TINC-VAL-50', 'Valerian tincture 50 ml'], ['BALM-CAL-30', 'Calendula balm 30 g'], ['TEA-CHAM-40', 'Chamomile loose tea 40 g'], ['SYR-ELD-150', 'Elderberry syrup 150 ml'], ['TINC-LEM-50', 'Lemon balm tincture 50 ml']];
    const turns = [];
    for (const [sku, name] of products) turns.push({ think: `Regenerating label for ${name} (${sku}) with the new batch-code line.`, calls: [{ name: 'render_label', args: { sku, template: 'apothecary_v4', add: 'batch_code_line' }, out: 'ok' }] });
    turns.push({ think: 'All six labels re-rendered; export the print sheet.', calls: [{ name: 'export_print_sheet', args: { skus: products.map((p) => p[0]), paper: 'A4-21up' }, out: { file: `/srv/labels/out/sheet_${N.compact()}.pdf`, pages: 1, md5: N.hex(32) } }] });
    turns.push({ say: 'Six labels updated with the batch-code line and exported to one A4 print sheet.' });
    return {
      domain: 'herbal apothecary product labels', style: 'opik', model: 'gpt-4.1-nano', project: 'hedgerow-apothecary',
      isolates: 'Six product labels are re-rendered one SKU at a time with the same tool and the same "ok", each step naming a different product, followed by one export and a finish.',
      system: 'Labelling assistant for Hedgerow Apothecary.',
      goal: 'Add the new batch-code line to the labels of all six bestsellers and give me a print sheet.',
      turns, final: 'Six labels updated and exported.',
    };
  },
  // 06 model ship kit stock sync — plain message-level trace
  (N) => {
    const kits = [['HMS-VICTORY-1-98', 3], ['CUTTY-SARK-1-84', 0], ['BOUNTY-1-60', 7], ['SANTA-MARIA-1-65', 2], ['MAYFLOWER-1-60', 5]];
    const turns = [{ think: 'Read the warehouse count file.', calls: [{ name: 'read_file', args: { path: '/data/stock/count_2025-02-03.csv' }, out: 'sku,counted\n' + kits.map(([s, q]) => `${s},${q}`).join('\n') + `\n# counted by scanner ${N.host('hh')} at ${N.syslog()}` }] }];
    for (const [s, q] of kits) turns.push({ say: `Set ${s} to ${q}.`, calls: [{ name: 'set_stock_level', args: JSON.stringify({ sku: s, quantity: q }), out: { ok: true } }] });
    turns.push({ say: 'Stock synced for all 5 kits; Cutty Sark is now out of stock.' });
    return {
      domain: 'model ship kit web shop stock sync', style: 'plain', model: 'gpt-4o-mini', agentName: 'stock-sync',
      isolates: 'Five kit SKUs are set from a stock count file with the same tool and identical {"ok": true} replies, a templated "Set X to N." sentence per SKU, then a summary.',
      system: 'You sync the web shop stock with the warehouse count.',
      goal: 'Update the web shop stock levels from this morning\'s warehouse count.',
      turns, final: 'Stock synced for 5 kits.',
    };
  },
];
