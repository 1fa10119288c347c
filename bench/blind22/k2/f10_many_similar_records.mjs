// Healthy: reading many similar but different records with the same tool and output template, then a summary.
import { makeStyle, span, js } from './lib.mjs';

export const family = 'many_similar_records';
export const loop = false;
export const stagnation = false;
export const isolates = 'The same tool called many times with the same output template, but on different records with different contents, ending in a summary.';

export const rows = [
  {
    n: '01', domain: 'beach clean-up litter surveys', style: 'Vercel AI SDK (ai.* OpenTelemetry spans)',
    isolates: 'Five beach-survey forms are read one by one (same form template, different beaches and counts) and then totalled into a regional summary.',
    goal: 'Summarise last weekend\'s five beach clean litter survey forms for the Cornwall north coast group: totals, top items, anything unusual.',
    build(N) {
      const S = makeStyle('vercel', N, { model: 'gpt-4o-mini', system: 'You summarise litter surveys. Tool: read_survey_form.', goal: this.goal });
      const c = [];
      const forms = [
        ['F-2231', 'Polzeath', 14, 100, { plastic_pieces_0_2_5cm: 412, bottle_caps: 38, nurdles: 210, fishing_line_m: 12, wet_wipes: 9 }, 'seal pup on rocks, cordoned 50 m'],
        ['F-2232', 'Constantine Bay', 9, 100, { plastic_pieces_0_2_5cm: 276, bottle_caps: 22, nurdles: 40, fishing_line_m: 31, wet_wipes: 3 }, null],
        ['F-2233', 'Crantock', 21, 100, { plastic_pieces_0_2_5cm: 530, bottle_caps: 61, nurdles: 1180, fishing_line_m: 6, wet_wipes: 14 }, 'nurdle drift line along high tide mark'],
        ['F-2234', 'Perranporth', 17, 200, { plastic_pieces_0_2_5cm: 688, bottle_caps: 74, nurdles: 95, fishing_line_m: 18, wet_wipes: 27 }, 'after bank holiday; lots of BBQ trays'],
        ['F-2235', 'Porthtowan', 6, 100, { plastic_pieces_0_2_5cm: 190, bottle_caps: 11, nurdles: 15, fishing_line_m: 44, wet_wipes: 2 }, 'ghost net ~3 m reported to Fishing for Litter'],
      ];
      c.push(S.llm('I will read each of the five forms.', forms.map(([id]) => ['read_survey_form', { form_id: id }])));
      for (const [id, beach, vols, metres, counts, note] of forms) {
        c.push(S.tool('read_survey_form', { form_id: id }, { form_id: id, beach, surveyed: N.euDate(), volunteers: vols, transect_m: metres, counts, notes: note, submitted_by: N.pick(['app', 'paper-scan']), upload_id: N.uuid() }));
      }
      const sum = 'Five surveys, 67 volunteers. Totals: 2,096 small plastic pieces, 206 bottle caps, 1,540 nurdles, 111 m of fishing line, 55 wet wipes. Unusual: a nurdle drift line at Crantock (1,180 pellets, 77% of all nurdles) should be reported to the Nurdle Hunt; a ghost net at Porthtowan was passed to Fishing for Litter; Perranporth\'s 200 m transect means its counts per 100 m (344 pieces) are actually in line with Polzeath\'s.';
      c.push(S.llm(sum, []));
      return S.root(c, { output: sum, fn: 'litter-summariser', maxSteps: 3 });
    },
  },
  {
    n: '02', domain: 'lab balance calibration certificates', style: 'OpenInference / Arize Phoenix',
    isolates: 'Five calibration certificates are opened in turn (same certificate layout, different balances, dates and errors) and the agent lists which balances are due or out of tolerance.',
    goal: 'Check the calibration certificates of our five analytical balances and tell me which are overdue or out of tolerance before the ISO 17025 audit.',
    build(N) {
      const S = makeStyle('openinference', N, { model: 'gpt-4o', system: 'You are a lab quality assistant. Tool: read_certificate.', goal: this.goal });
      const c = [];
      const certs = [
        ['BAL-01', 'Mettler XPR205', '2024-03-11', '2025-03-11', '+0.03 mg @ 200 g', '±0.10 mg'],
        ['BAL-02', 'Sartorius Cubis II', '2023-09-02', '2024-09-02', '+0.05 mg @ 200 g', '±0.10 mg'],
        ['BAL-03', 'Mettler XS105', '2024-05-20', '2025-05-20', '+0.14 mg @ 100 g', '±0.10 mg'],
        ['BAL-04', 'Ohaus Explorer EX225', '2024-01-08', '2025-01-08', '-0.02 mg @ 200 g', '±0.10 mg'],
        ['BAL-05', 'Shimadzu AP225WD', '2024-06-30', '2025-06-30', '+0.07 mg @ 200 g', '±0.10 mg'],
      ];
      const texts = ['Starting with BAL-01.', null, 'BAL-02 expired last September; continuing with BAL-03.', null, 'BAL-03 shows +0.14 mg against a ±0.10 mg tolerance. Two more to read.'];
      certs.forEach(([id, model, cal, due, err, tol], i) => {
        c.push(S.llm(texts[i], [['read_certificate', { asset_id: id }]]));
        c.push(S.tool('read_certificate', { asset_id: id }, `CALIBRATION CERTIFICATE No. ${N.int(10000, 99999)}/${N.hex(3).toUpperCase()}\nInstrument: ${model}  Asset: ${id}  S/N: ${N.int(1000000, 9999999)}\nDate of calibration: ${cal}   Next due: ${due}\nMax deviation: ${err}  Tolerance: ${tol}\nExpanded uncertainty (k=2): ${(0.02 + N.r() * 0.03).toFixed(3)} mg\nUKAS lab 0${N.int(100, 999)} · printed ${N.slashDate()}`));
      });
      const sum = 'Before the audit: BAL-02 (Sartorius Cubis II) is overdue since 2 Sept 2024; BAL-03 (Mettler XS105) is out of tolerance (+0.14 mg vs ±0.10 mg) and must be taken out of service and adjusted; BAL-04 falls due on 8 Jan 2025. BAL-01 and BAL-05 are in date and within tolerance.';
      c.push(S.llm(sum, []));
      return S.root(c, { name: 'qa-assistant', output: sum });
    },
  },
  {
    n: '03', domain: 'nightly cron job logs across hosts', style: 'plain chat.completions (message-level)',
    isolates: 'The agent fetches the nightly backup-cron log from five hosts (same log format, different sizes, durations and one warning), then reports which hosts need attention.',
    goal: 'Check last night\'s `nightly-backup` cron output on the five app hosts and report anything abnormal.',
    build(N) {
      const S = makeStyle('plain', N, { model: 'gpt-4o-mini', system: 'You are an ops assistant. Tool: fetch_log(host, unit).', goal: this.goal });
      const c = [];
      const hosts = [
        ['app-01', 'OK', 18.4, 212, ''],
        ['app-02', 'OK', 18.9, 220, ''],
        ['app-03', 'OK', 3.1, 47, 'WARN tar: /srv/uploads: file changed as we read it'],
        ['app-04', 'OK', 19.2, 231, ''],
        ['app-05', 'FAILED', 0, 3, 'ERROR rclone: Failed to copy: 403 Forbidden (bucket policy)'],
      ];
      c.push(S.llm(null, hosts.map(([h]) => ['fetch_log', { host: h, unit: 'nightly-backup', since: 'yesterday 23:00' }])));
      for (const [h, st, gb, secs, extra] of hosts) {
        const lines = [`${N.syslog()} ${h} CRON[${N.int(1000, 60000)}]: (backup) CMD (/usr/local/bin/nightly-backup)`, `${N.syslog()} ${h} nightly-backup[${N.int(1000, 60000)}]: snapshot ${h}-${N.ymd()}-${N.hex(6)} size=${gb}G elapsed=${secs}s`];
        if (extra) lines.push(`${N.syslog()} ${h} nightly-backup: ${extra}`);
        lines.push(`${N.syslog()} ${h} nightly-backup: status=${st}`);
        c.push(S.tool('fetch_log', { host: h, unit: 'nightly-backup', since: 'yesterday 23:00' }, lines.join('\n')));
      }
      const sum = 'app-01, app-02 and app-04 backed up normally (18-19 GB, about 3.5 min). app-03 finished but only 3.1 GB with a "file changed as we read it" warning on /srv/uploads — likely a partial snapshot, re-run it outside the upload window. app-05 FAILED: rclone got 403 Forbidden from the bucket policy, so no backup exists for it tonight; check the bucket policy change.';
      c.push(S.llm(sum, []));
      return S.root(c, { name: 'ops-assistant', output: sum });
    },
  },
  {
    n: '04', domain: 'second-hand camera body listings', style: 'Gemini API function calling',
    isolates: 'Four marketplace listings for the same camera model are fetched (same listing template, different shutter counts, prices and defects) and compared to pick the best buy.',
    goal: 'Find the best-value used Fujifilm X-T3 body among the four listings I saved, under £600.',
    build(N) {
      const S = makeStyle('gemini', N, { model: 'gemini-2.0-flash', system: 'You help compare used camera listings. Function: get_listing.', goal: this.goal });
      const c = [];
      const ls = [
        ['lst_88213', 545, 41200, 'Good', 'small scuff on top plate, 2 batteries', 'seller: 312 reviews, 99.4%'],
        ['lst_88240', 590, 8900, 'Excellent', 'boxed, original strap, grip', 'seller: 27 reviews, 100%'],
        ['lst_88302', 470, 118500, 'Fair', 'rear LCD hinge loose, no charger', 'seller: 4 reviews'],
        ['lst_88317', 565, 15300, 'Very good', 'sensor cleaned last month, receipt included', 'dealer: 6-month warranty'],
      ];
      for (const [id] of ls) c.push(S.llm('', [['get_listing', { listing_id: id }]]));
      const ord = c.splice(0);
      ls.forEach(([id, price, sc, cond, notes, seller], i) => {
        c.push(ord[i]);
        c.push(S.tool('get_listing', { listing_id: id }, { id, title: 'Fujifilm X-T3 body', price_gbp: price, shutter_count: sc, condition: cond, notes, seller, posted: N.isoNoMs(), views: N.int(30, 900), watchers: N.int(0, 40) }));
      });
      const sum = 'Best value: lst_88317 at £565 — 15,300 shutter actuations, recently cleaned sensor and a 6-month dealer warranty. lst_88240 is the nicest (8,900 shots, boxed) but £25 more with no warranty; lst_88213 is cheaper but at 41k shots; avoid lst_88302 (118k shots, loose LCD hinge).';
      c.push(S.llm(sum, []));
      return S.root(c, { name: 'camera-compare', output: sum });
    },
  },
  {
    n: '05', domain: 'food co-op member dues ledgers', style: 'Pydantic AI (Logfire spans)',
    isolates: 'Four member ledgers are pulled one after another (same ledger format, different members and balances) and the agent lists who is in arrears and by how much.',
    goal: 'Before Thursday\'s meeting, check the dues ledgers of the four members flagged by the treasurer and say who is behind.',
    build(N) {
      const S = makeStyle('pydantic_ai', N, { model: 'gpt-4o-mini', system: 'You help the Greenway Food Co-op treasurer. Tool: get_ledger.', goal: this.goal, agentName: 'treasurer_helper' });
      const c = [];
      const members = [
        ['M-014', 'R. Osei', [['Jul', 15, 15], ['Aug', 15, 15], ['Sep', 15, 0], ['Oct', 15, 0]]],
        ['M-027', 'L. Fitzgerald', [['Jul', 15, 15], ['Aug', 15, 30], ['Sep', 15, 0], ['Oct', 15, 15]]],
        ['M-033', 'H. Nakamura', [['Jul', 7.5, 7.5], ['Aug', 7.5, 7.5], ['Sep', 7.5, 7.5], ['Oct', 7.5, 0]]],
        ['M-041', 'P. Duarte', [['Jul', 15, 0], ['Aug', 15, 0], ['Sep', 15, 0], ['Oct', 15, 0]]],
      ];
      for (const [id, name, rows] of members) {
        c.push(S.llm(null, [['get_ledger', { member_id: id, months: 4 }]]));
        const due = rows.reduce((a, r) => a + r[1], 0), paid = rows.reduce((a, r) => a + r[2], 0);
        c.push(S.tool('get_ledger', { member_id: id, months: 4 }, { member_id: id, name, entries: rows.map(([m, d, p]) => ({ month: m, due: d, paid: p })), balance: paid - due, tier: rows[0][1] === 7.5 ? 'concession' : 'standard', exported: N.iso(), sheet_rev: N.int(100, 900) }));
      }
      const sum = 'Behind on dues: P. Duarte (M-041) owes £60, with nothing paid since July — suggest a check-in, not a reminder. R. Osei (M-014) owes £30 (Sept and Oct). H. Nakamura (M-033, concession) owes £7.50 for October. L. Fitzgerald (M-027) is square: a double payment in August covered September.';
      c.push(S.llm(sum, []));
      return S.root(c, { output: sum });
    },
  },
  {
    n: '06', domain: 'homebrew competition judging sheets', style: 'smolagents CodeAgent',
    isolates: 'A CodeAgent loops over five scoresheets for one flight (same BJCP sheet template, different beers, scores and faults) and then ranks the flight for the mini-BOS.',
    goal: 'Rank flight 7 (BJCP 21A American IPA, 5 entries) from the judges\' scoresheets and say which two go to mini-BOS.',
    build(N) {
      const sheets = [
        ['E-0712', [38, 37], 'Bright citrus-pine hop nose, firm bitterness, clean finish; slight diacetyl on warming.'],
        ['E-0715', [29, 31], 'Oxidised: sherry and cardboard, hop aroma faded; check packaging date.'],
        ['E-0719', [42, 41], 'Excellent: grapefruit and resin, dry, crisp; very close to style. Advance.'],
        ['E-0723', [34, 33], 'Good hop character but sweet, under-attenuated finish; mash lower.'],
        ['E-0728', [36, 38], 'Dank tropical hops, a touch of astringency from dry hopping; clean otherwise.'],
      ];
      const tools = sheets.map(([id, sc, com]) => { N.tick(200, 1500); return span('tool', 'read_scoresheet', { entry_id: id, flight: 7 }, { entry_id: id, style: '21A American IPA', judges: [{ bjcp_id: 'A' + N.int(1000, 9999), rank: 'Certified', total: sc[0] }, { bjcp_id: 'B' + N.int(1000, 9999), rank: 'Recognized', total: sc[1] }], consensus: Math.round((sc[0] + sc[1]) / 2), comments: com, scanned: N.slashDate(), page: `scans/flight7/${id}.pdf` }); });
      N.tick(1000, 6000);
      const l1 = span('llm', 'LiteLLMModel.generate', { messages: [{ role: 'user', content: 'New task:\n' + this.goal }] }, 'Thought: Read all five sheets for flight 7 and collect consensus scores.\nCode:\n```py\nscores = {}\nfor e in ["E-0712", "E-0715", "E-0719", "E-0723", "E-0728"]:\n    s = read_scoresheet(entry_id=e, flight=7)\n    scores[e] = s["consensus"]\n    print(e, s["consensus"], s["comments"][:40])\n```<end_code>', [], { metadata: { model_id: 'openai/gpt-4o', input_tokens: N.int(1500, 3000), output_tokens: N.int(90, 160) } });
      const s1 = span('chain', 'Step 1', { step_number: 1 }, { observations: 'E-0712 38 Bright citrus-pine hop nose, firm bitter\nE-0715 30 Oxidised: sherry and cardboard, hop aro\nE-0719 42 Excellent: grapefruit and resin, dry, c\nE-0723 34 Good hop character but sweet, under-at\nE-0728 37 Dank tropical hops, a touch of astringe' }, [l1, ...tools], { metadata: { duration: N.secs(3, 12) } });
      N.tick(1000, 6000);
      const fin = 'Flight 7 ranking: 1st E-0719 (42), 2nd E-0712 (38), 3rd E-0728 (37), 4th E-0723 (34), 5th E-0715 (30, oxidised). E-0719 and E-0712 advance to mini-BOS.';
      const l2 = span('llm', 'LiteLLMModel.generate', { messages: [{ role: 'user', content: 'Observation: scores collected' }] }, `Thought: E-0719 (42) and E-0712 (38) are the top two; E-0728 is one point behind.\nCode:\n\`\`\`py\nfinal_answer(${js(fin)})\n\`\`\`<end_code>`, [], { metadata: { model_id: 'openai/gpt-4o', input_tokens: N.int(2000, 4000), output_tokens: N.int(60, 120) } });
      const s2 = span('chain', 'Step 2', { step_number: 2 }, { observations: fin }, [l2, span('tool', 'final_answer', { answer: fin }, fin)], { metadata: { duration: N.secs(1, 4) } });
      return span('agent', 'CodeAgent.run', { task: this.goal }, fin, [s1, s2], { metadata: { max_steps: 6, smolagents_version: '1.10.0' } });
    },
  },
];
