import { recorder, rootAgent, span } from './lib.mjs';

export const FAMILY = {
  name: 'many-similar-records-summary', loop: false, stagnation: false,
  isolates: 'The same tool is called on many different files/pages/records with the same output template but different contents, then a summary.',
};

export const rows = [
  { id: '01', domain: 'used bookshop', style: 'vercel', build(r) {
    const goal = 'Check the 8 books in today\'s buy-in box against the price guide and say which are worth listing online (> £15).';
    const T = recorder('vercel', r, { goal, system: 'You price stock for Marginalia Used Books.' });
    const books = [['9780140449136', 'Crime and Punishment (Penguin Classics)', 3.5], ['9780571084838', 'The Bell Jar, Faber 1966 1st UK', 240], ['9780099518471', 'Beloved', 2.8], ['9780330258647', 'The Hitchhiker\'s Guide, Pan 1979 1st', 85], ['9780007117116', 'The Hobbit (HarperCollins pb)', 4.1], ['9780241950425', 'Atonement', 2.2], ['9780575600645', 'Dune, Gollancz 1966 book club', 28], ['9780140275360', 'The Iliad (Fagles)', 6]];
    const ch = [];
    for (const [isbn, title, price] of books) ch.push(...T.turn('', [{ name: 'priceGuideLookup', args: { isbn }, out: { isbn, title, median_gbp: price, listings: r.int(1, 140), last_sale: r.dateOnly(-r.int(1, 90)), source: r.pick(['abe', 'biblio', 'ebay']), cache: r.pick(['HIT', 'MISS']), lookup_id: r.uuid() } }]));
    ch.push(...T.turn('Worth listing online (> £15): The Bell Jar 1966 1st UK (~£240), Hitchhiker\'s Guide Pan 1979 1st (~£85), Dune Gollancz book-club 1966 (~£28). The other 5 go to the £3 shelf.', []));
    return { isolates: 'Vercel ai.* spans: eight priceGuideLookup calls with the same result shape but different books and prices, then a three-book shortlist.', goal,
      root: rootAgent('vercel', 'book-pricer', goal, ch, { text: 'three to list', finishReason: 'stop' }) };
  } },

  { id: '02', domain: 'meadery', style: 'llamaindex', build(r) {
    const goal = 'Read the fermentation logs of all six active mead carboys and flag any that are stuck.';
    const T = recorder('llamaindex', r, { goal, system: 'You are the cellar assistant at Hollow Oak Meadery.' });
    const logs = [['C1', 'Traditional', 1.098, 1.012, 'steady'], ['C2', 'Blackberry melomel', 1.110, 1.046, 'gravity unchanged 9 days'], ['C3', 'Metheglin (ginger)', 1.090, 1.004, 'done, ready to rack'], ['C4', 'Cyser', 1.085, 1.030, 'steady'], ['C5', 'Bochet', 1.120, 1.081, 'unchanged 6 days, 12 C cellar'], ['C6', 'Hydromel', 1.050, 1.000, 'done']];
    const ch = [];
    for (const [id, style, og, sg, note] of logs) ch.push(...T.turn('', [{ name: 'read_log', args: { carboy: id }, out: `carboy: ${id}\nstyle: ${style}\nOG: ${og}\nlatest SG: ${sg} (${r.euDate()})\nnote: ${note}\nfile: /cellar/logs/${id.toLowerCase()}.md  mtime ${r.epoch()}` }]));
    ch.push(...T.turn('Stuck: C2 blackberry melomel (SG 1.046 unchanged 9 days) and C5 bochet (1.081, cellar at 12 °C, too cold). Ready to rack: C3 and C6. C1 and C4 fermenting normally.', []));
    return { isolates: 'LlamaIndex: six read_log calls with identical layout but different gravities and notes, then a summary flagging two stuck carboys.', goal,
      root: rootAgent('llamaindex', 'cellar-assistant', goal, ch, { response: 'C2 and C5 stuck' }) };
  } },

  { id: '03', domain: 'traffic signal timing', style: 'otel', build(r) {
    const goal = 'Review the detector reports for the 7 signalised junctions on Corporation Street and list the ones needing a retiming study.';
    const T = recorder('otel', r, { goal, system: 'You are a traffic engineering assistant.' });
    const j = [['J101', 'Corp St / King St', 96, 12, 0], ['J102', 'Corp St / Mill Rd', 120, 41, 3], ['J103', 'Corp St / Station Approach', 90, 8, 0], ['J104', 'Corp St / Bull Ring', 110, 27, 1], ['J105', 'Corp St / Lister Way', 88, 6, 0], ['J106', 'Corp St / College Rd', 120, 52, 5], ['J107', 'Corp St / Canal Bridge', 72, 9, 0]];
    const ch = [];
    for (const [id, name, cycle, q, fail] of j) ch.push(...T.turn('', [{ name: 'get_detector_report', args: { junction: id, period: 'weekday_am_peak' }, out: { status: 200, headers: { 'content-type': 'application/json', date: r.httpDate(), 'x-utmc-node': r.host('utmc') }, body: { junction: id, name, cycle_s: cycle, max_queue_veh: q, cycle_failures_per_hr: fail, detector_faults: r.int(0, 1) ? [] : ['loop D3 intermittent'], report_id: r.ulid() } } }]));
    ch.push(...T.turn('Needing a retiming study: J106 College Rd (queue 52 veh, 5 cycle failures/h at max 120 s cycle), J102 Mill Rd (41 veh, 3/h). Watch J104 Bull Ring (27 veh, 1/h). Others are within limits.', []));
    return { isolates: 'GenAI-semconv spans: seven detector reports in the same HTTP/JSON shape with different queues and failures, then a prioritised list.', goal,
      root: rootAgent('otel', 'signals-reviewer', goal, ch, { status: 'ok' }) };
  } },

  { id: '04', domain: 'botanical garden labels', style: 'smolagents', build(r) {
    const goal = 'Check the accession records behind the 6 new plant labels for the alpine house and report any naming problems before printing.';
    const T = recorder('smolagents', r, { goal, system: 'You are a CodeAgent for the garden records office.' });
    const recs = [['2025-0311', 'Saxifraga oppositifolia', 'accepted'], ['2025-0312', 'Gentiana verna', 'accepted'], ['2025-0313', 'Androsace helvetica', 'accepted'], ['2025-0314', 'Primula auricula \'Blue Velvet\'', 'accepted (cultivar)'], ['2025-0315', 'Pulsatilla vulgaris var. rubra', 'synonym of Pulsatilla rubra'], ['2025-0316', 'Dianthus alpinus', 'accepted']];
    const ch = [];
    for (const [acc, name, status] of recs) ch.push(...T.turn(`Thought: check accession ${acc}.\nCode:\n\`\`\`py\nprint(get_accession("${acc}"))\n\`\`\``, [{ name: 'get_accession', args: { accession: acc }, out: `Execution logs:\n{'accession': '${acc}', 'name': "${name}", 'taxon_status': '${status}', 'source': 'wild-collected ${r.pick(['CH', 'AT', 'FR', 'IT'])}', 'bed': 'AH-${r.int(1, 12)}', 'db_rev': ${r.int(3000, 3999)}}\nLast output from code snippet:\nNone` }]));
    ch.push(...T.turn('Thought: summarise.\nCode:\n```py\nfinal_answer("5 of 6 names are fine. 2025-0315 Pulsatilla vulgaris var. rubra is a synonym: print the label as Pulsatilla rubra.")\n```', []));
    return { isolates: 'smolagents: six get_accession calls with the same dict layout but different taxa, one synonym found, then final_answer.', goal,
      root: rootAgent('smolagents', 'records-agent', goal, ch, '5 of 6 fine; relabel 2025-0315 as Pulsatilla rubra.') };
  } },

  { id: '05', domain: 'hemp processing', style: 'bedrock', build(r) {
    const goal = 'Review the THC certificates of the five incoming hemp bale lots and say which can enter decortication.';
    const T = recorder('bedrock', r, { goal, system: 'You are the intake compliance agent at a hemp fibre processor.' });
    const lots = [['HB-2201', 0.11, 'pass'], ['HB-2202', 0.19, 'pass'], ['HB-2203', 0.34, 'FAIL'], ['HB-2204', 0.08, 'pass'], ['HB-2205', null, 'missing page 2']];
    const ch = [];
    for (const [lot, thc, verdict] of lots) ch.push(...T.turn('', [{ name: 'get_certificate', args: { lot }, out: `<html><body><h2>Certificate of Analysis - ${lot}</h2><table><tr><td>Total THC (% w/w)</td><td>${thc ?? 'n/a'}</td></tr><tr><td>Limit</td><td>0.3</td></tr><tr><td>Result</td><td>${verdict}</td></tr></table><small>Lab ref ${r.alnum(8).toUpperCase()} · issued ${r.euDate()}</small></body></html>` }]));
    ch.push(...T.turn('Admit HB-2201, HB-2202 and HB-2204 (THC 0.08-0.19%). Quarantine HB-2203 (0.34%, over the 0.3% limit). Hold HB-2205 until the lab re-sends page 2 with the result.', []));
    const inner = span('chain', 'Orchestration', { invocationId: r.uuid() }, null, ch, { metadata: { agentId: r.alnum(10).toUpperCase(), agentAliasId: 'TSTALIASID' } });
    return { isolates: 'Bedrock Agents-style trace: five certificate pages in identical HTML layout with different THC values, then admit/quarantine/hold decisions.', goal,
      root: rootAgent('bedrock', 'intake-compliance', goal, [inner], { completion: 'Admit 3, quarantine 1, hold 1' }, { sessionId: r.uuid() }) };
  } },

  { id: '06', domain: 'barbershop quartet contest', style: 'haystack', build(r) {
    const goal = 'Read the judges\' score sheets for the 6 quartets in the district final and produce the ranking with category totals.';
    const T = recorder('haystack', r, { goal, system: 'You are the contest administrator\'s assistant.' });
    const q = [['Four on the Floor', 78, 81, 80], ['Harmony Highway', 84, 82, 85], ['The Overtones', 71, 74, 70], ['Tag Team', 80, 79, 83], ['Velvet Chord', 86, 88, 84], ['Saltmarsh Four', 75, 77, 76]];
    const ch = [];
    for (const [name, mus, perf, sing] of q) ch.push(...T.turn('', [{ name: 'read_score_sheet', args: { quartet: name }, out: { documents: [{ content: `Quartet: ${name}\nMusicality: ${mus}\nPerformance: ${perf}\nSinging: ${sing}\nPanel: 3 judges, sheet ${r.hex(6)}`, meta: { file: `scores/${name.toLowerCase().replace(/ /g, '_')}.txt`, scanned: r.iso() } }] } }]));
    ch.push(...T.turn('Ranking: 1 Velvet Chord 258 (86/88/84), 2 Harmony Highway 251, 3 Tag Team 242, 4 Four on the Floor 239, 5 Saltmarsh Four 228, 6 The Overtones 215.', []));
    return { isolates: 'Haystack: six score-sheet documents with the same template and different scores, then a ranked summary.', goal,
      root: rootAgent('haystack', 'contest-assistant', { messages: [goal] }, ch, { replies: ['ranking'] }) };
  } },
];
