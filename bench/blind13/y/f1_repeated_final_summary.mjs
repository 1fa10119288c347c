// Family f1 — repeated_final_summary (loop: true, stagnation: true)
// The agent produces a complete, final-answer-style summary, then "double-checks" something,
// learns nothing new, and produces the same summary again near-verbatim, over and over.
import { httpResponse, table } from './lib.mjs';

export const family = 'repeated_final_summary';

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'chess tournaments', style: 'openai_agents',
    build(n) {
      n.start('2025-04-13T18:05:00');
      const EV = 'riverside-open-2025';
      const stEtag = n.etag(true);
      const standings = (n) => ({
        event: 'Riverside Open 2025', section: 'Open', after_round: 5, players: 46,
        generated_at: n.isoOff(n.now(), 120), source: 'swiss-sys export (TRF-16)', etag: stEtag,
        top: [
          { rank: 1, name: 'FM Daniel Okonkwo', rating: 2291, pts: 4.5, bh_c1: 16.0, sb: 13.25 },
          { rank: 2, name: 'IM Sofia Brandt', rating: 2378, pts: 4.0, bh_c1: 15.5, sb: 11.75 },
          { rank: 3, name: 'Mihail Petrescu', rating: 2204, pts: 4.0, bh_c1: 14.0, sb: 10.5 },
          { rank: 4, name: 'WFM Hana Sato', rating: 2150, pts: 3.5, bh_c1: 15.0, sb: 9.25 },
          { rank: 5, name: 'Tomás Aguirre', rating: 2188, pts: 3.5, bh_c1: 13.5, sb: 8.75 },
        ],
        score_groups: { '4.5': 1, '4.0': 2, '3.5': 6, '3.0': 11, '2.5': 9, '<=2.0': 17 },
        served_by: n.pod('standings-api'), request_id: n.uuid(),
      });
      const results = (n) => ({
        round: 5, section: 'Open', status: 'closed', last_modified: '2025-04-13T17:48:09+02:00', entered_by: 'arbiter-tablet-2',
        boards: [
          { board: 1, white: 'FM Daniel Okonkwo', black: 'IM Sofia Brandt', result: '1/2-1/2' },
          { board: 2, white: 'Mihail Petrescu', black: 'WFM Hana Sato', result: '1-0' },
          { board: 3, white: 'Tomás Aguirre', black: 'Lukas Brenner', result: '1-0' },
          { board: 7, white: 'Erik Lindqvist', black: 'Deniz Aydin', result: '+/-', note: 'black absent at default time (30 min)' },
        ],
        boards_total: 23, fetched: n.iso(), 'x-cache': n.pick(['MISS', 'HIT']), took_ms: n.int(18, 95),
      });
      const tiebreaks = (n) => ({
        system: ['Buchholz Cut-1', 'Sonneborn-Berger', 'Direct encounter'],
        tied_groups: [
          { pts: 4.0, order: ['IM Sofia Brandt (BH-C1 15.5)', 'Mihail Petrescu (BH-C1 14.0)'] },
          { pts: 3.5, order: ['WFM Hana Sato (15.0)', 'Tomás Aguirre (13.5)', 'Lukas Brenner (13.0)', 'Ana Ferreira (12.5)', 'Jonas Vik (12.5, SB 7.75)', 'Priya Natarajan (12.5, SB 7.0)'] },
        ],
        engine: 'tbcalc 3.2.1', computed_in_ms: n.int(4, 40), job: 'tb-' + n.hex(10), computed_at: n.epoch(),
      });
      const S = [
        "Standings after round 5 — Riverside Open, Open section (46 players): FM Daniel Okonkwo leads alone on 4.5/5. IM Sofia Brandt and Mihail Petrescu follow on 4.0, with Brandt ahead on Buchholz Cut-1 (15.5 vs 14.0). WFM Hana Sato and Tomás Aguirre head the 3.5 group of six. Board 7 (Lindqvist–Aydin) was not played: Aydin forfeited and Lindqvist is credited 1F. Eleven players are on 3.0. No pairing or result-entry errors found.",
        "Here is the round-5 summary for the arbiter. Riverside Open, Open section (46 players): FM Daniel Okonkwo leads alone on 4.5/5. IM Sofia Brandt and Mihail Petrescu follow on 4.0, with Brandt ahead on Buchholz Cut-1 (15.5 vs 14.0). WFM Hana Sato and Tomás Aguirre head the 3.5 group of six. Board 7 (Lindqvist–Aydin) was not played: Aydin forfeited and Lindqvist gets 1F. Eleven players are on 3.0. No pairing or result-entry errors were found.",
        "Standings after round 5 — Riverside Open, Open section (46 players): FM Daniel Okonkwo leads alone on 4.5/5. IM Sofia Brandt and Mihail Petrescu follow on 4.0; Brandt is ahead on Buchholz Cut-1 (15.5 vs 14.0). WFM Hana Sato and Tomás Aguirre head the 3.5 group of six. Board 7 (Lindqvist–Aydin) was not played: Aydin forfeited, Lindqvist is credited 1F. Eleven players are on 3.0. No pairing or result-entry errors found.",
        "Final summary, round 5 — Riverside Open, Open section (46 players): FM Daniel Okonkwo leads alone on 4.5/5. IM Sofia Brandt and Mihail Petrescu follow on 4.0, with Brandt ahead on Buchholz Cut-1 (15.5 vs 14.0). WFM Hana Sato and Tomás Aguirre head the 3.5 group of six. Board 7 (Lindqvist–Aydin) was not played: Aydin forfeited and Lindqvist is credited 1F. Eleven players are on 3.0. No pairing or result-entry errors found.",
      ];
      return {
        isolates: 'An arbiter assistant writes the complete round-5 standings summary, then re-reads standings, tiebreaks and results that have not changed and writes the same summary three more times until the turn limit.',
        goal: 'Summarise the standings after round 5 of the Riverside Open (Open section) for the chief arbiter: leaders, tiebreak order among tied players, and any unplayed games.',
        agent: 'Arbiter Assistant', workflow: 'riverside-open round reports',
        system: 'You assist the chief arbiter of a FIDE-rated Swiss tournament. Use the tournament tools; tiebreaks are Buchholz Cut-1, then Sonneborn-Berger, then direct encounter. Answer concisely.',
        tools: ['get_round_results', 'get_standings', 'compute_tiebreaks'],
        steps: [
          { text: null, calls: [
            { name: 'get_round_results', args: { event_id: EV, section: 'open', round: 5 }, result: results },
            { name: 'get_standings', args: { event_id: EV, section: 'open', after_round: 5, limit: 5 }, result: standings },
          ] },
          { text: S[0] + "\n\nBefore I close this out I'll double-check the tiebreak order.", calls: [{ name: 'compute_tiebreaks', args: { event_id: EV, section: 'open', after_round: 5 }, result: tiebreaks }] },
          { text: S[1] + "\n\nLet me re-read the standings once more to make sure nothing changed.", calls: [{ name: 'get_standings', args: { event_id: EV, section: 'open', after_round: 5, limit: 5 }, result: standings }] },
          { text: S[2] + "\n\nI'll verify the board 7 forfeit entry one more time.", calls: [{ name: 'get_round_results', args: { event_id: EV, section: 'open', round: 5 }, result: results }] },
          { text: S[3] + "\n\nOne last check of the tiebreaks before I finish.", calls: [{ name: 'compute_tiebreaks', args: { event_id: EV, section: 'open', after_round: 5 }, result: tiebreaks }] },
        ],
        end: { output: null, error: 'MaxTurnsExceeded: Max turns (5) exceeded' },
      };
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'coffee roasteries', style: 'anthropic',
    build(n) {
      n.start('2025-05-12T07:32:00');
      let rl = 120;
      const synced = n.isoOff(n.now() - 50 * 3600e3, -300);
      const logId = 'rl_' + n.b36(12);
      const sessions = (only) => (n) => {
        const all = [
          { session: 1, date: '2025-05-06', protocol: 'SCA 2004', cuppers: ['L. Ferreira', 'J. Mwangi', 'T. Ochoa'], scores: [86.5, 86.0, 86.75],
            notes: 'red grape, panela, black tea; clean, bright malic acidity', defects: [] },
          { session: 2, date: '2025-05-09', protocol: 'SCA 2004', cuppers: ['L. Ferreira', 'J. Mwangi', 'T. Ochoa'], scores: [86.25, 85.75, 86.25],
            notes: 'grape, cane sugar, black tea; slightly drier finish', defects: [{ cupper: 'J. Mwangi', cup: 7, type: 'phenolic (faint)', intensity: 1 }] },
        ];
        rl -= 1;
        return { lot_id: 'GC-2291', origin: 'Huila, Colombia', process: 'washed', varieties: ['Caturra', 'Castillo'], sheet_rev: 14,
          sessions: only ? all.filter((s) => s.session === only) : all, synced_at: synced,
          meta: { fetched_at: n.isoMs(), 'x-ratelimit-remaining': rl, device: 'iPad-Cupping-2' } };
      };
      const physicals = (n) => { rl -= 1; return `LOT GC-2291  physical analysis\nmoisture   10.8 %   (Sinar AP 6060, s/n 60-2231, reading 2025-05-05 14:12)\nwater act. 0.56 aw  (25.0 °C)\ndensity    742 g/L (free settled)\nscreen 15+ 92 %   defects cat.1: 0  cat.2: 3 /350 g\n-- fetched ${n.http()} · cache ${n.pick(['miss', 'revalidated'])} · ratelimit ${rl}/120`; };
      const roast = (n) => ({ lot_id: 'GC-2291', sample_roast: { roaster: 'Ikawa Pro100', profile: 'SR-Light-v3', date: '2025-05-05', development_pct: 14.1, end_temp_c: 208, agtron: 68, roast_defects: 'none observed' }, log_id: logId, retrieved: n.epochMs(), request: n.uuid() });
      const S = [
        "Cupping summary — lot GC-2291 (Huila, washed, Caturra/Castillo): averaged 86.25 across three cuppers over two sessions, with consistent notes of red grape, panela and black tea and bright malic acidity. One cup of ten in session 2 showed a faint phenolic taint (intensity 1, J. Mwangi, cup 7); all other cups were clean. Moisture 10.8% and water activity 0.56 are in spec, density 742 g/L. Recommendation: contract the full 40 bags with a pre-shipment sample clause.",
        "Cupping summary — lot GC-2291 (Huila, washed, Caturra/Castillo): averaged 86.25 across three cuppers over two sessions, with consistent red grape, panela and black tea notes and bright malic acidity. One cup of ten in session 2 had a faint phenolic taint (intensity 1, J. Mwangi, cup 7); every other cup was clean. Moisture 10.8% and water activity 0.56 are in spec, density 742 g/L. Recommendation: contract all 40 bags with a pre-shipment sample clause.",
        "Cupping summary for purchasing — lot GC-2291 (Huila, washed, Caturra/Castillo): averaged 86.25 across three cuppers over two sessions, with consistent notes of red grape, panela and black tea and bright malic acidity. One cup of ten in session 2 showed a faint phenolic taint (intensity 1, J. Mwangi, cup 7); all other cups were clean. Moisture 10.8% and water activity 0.56 are in spec, density 742 g/L. Recommendation: contract the full 40 bags with a pre-shipment sample clause.",
        "Cupping summary — lot GC-2291 (Huila, washed, Caturra/Castillo): averaged 86.25 across three cuppers over two sessions, with consistent notes of red grape, panela and black tea and bright malic acidity. One cup of ten in session 2 showed a faint phenolic taint (intensity 1, J. Mwangi, cup 7); all other cups were clean. Moisture 10.8% and water activity 0.56 are within spec, density 742 g/L. Recommendation: contract the full 40 bags with a pre-shipment sample clause.",
      ];
      return {
        isolates: 'After a correct cupping summary, the agent re-reads the same cupping form, physicals and roast log, each unchanged, and restates the same recommendation four times without ending its turn.',
        goal: 'Write the cupping summary for green-coffee lot GC-2291 (Huila washed) so purchasing can decide whether to contract the full 40 bags.',
        agent: 'green-buying-assistant', maxIter: 5,
        system: 'You support the green coffee buyer at Northside Roasting Co. Use the QC tools, then give purchasing a short, decision-ready summary.',
        tools: ['get_cupping_sessions', 'get_lot_physicals', 'get_sample_roast'],
        steps: [
          { text: "I'll pull the cupping sessions, the physical analysis and the sample roast log for GC-2291.", calls: [
            { name: 'get_cupping_sessions', args: { lot_id: 'GC-2291' }, result: sessions(null) },
            { name: 'get_lot_physicals', args: { lot_id: 'GC-2291' }, result: physicals },
            { name: 'get_sample_roast', args: { lot_id: 'GC-2291' }, result: roast },
          ] },
          { text: S[0] + "\n\nBefore I hand this over, let me re-read the session 2 form to be sure about that phenolic cup.", calls: [{ name: 'get_cupping_sessions', args: { lot_id: 'GC-2291', session: 2 }, result: sessions(2) }] },
          { text: S[1] + "\n\nLet me confirm the moisture and water activity once more.", calls: [{ name: 'get_lot_physicals', args: { lot_id: 'GC-2291' }, result: physicals }] },
          { text: S[2] + "\n\nI'll check the sample roast log again in case the taint came from the roast.", calls: [{ name: 'get_sample_roast', args: { lot_id: 'GC-2291' }, result: roast }] },
          { text: S[3] + "\n\nRe-reading session 2 one more time to be certain.", calls: [{ name: 'get_cupping_sessions', args: { lot_id: 'GC-2291', session: 2 }, result: sessions(2) }] },
        ],
        end: { output: null, error: 'agent loop stopped: max_iterations (5) reached without end_turn' },
      };
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'coworking spaces', style: 'otel',
    build(n) {
      n.start('2025-04-02T09:10:00');
      const jobBase = 'bquxjob_' + n.hex(8) + '_' + n.hex(11);
      let runs = 0;
      const members = (n) => {
        runs += 1;
        return {
          location: 'Canal Street', period: '2025-03',
          rows: [
            { metric: 'active_start', value: 212 }, { metric: 'new', value: 11 },
            { metric: 'cancelled', value: 14, breakdown: { hot_desk: 9, dedicated_desk: 4, private_office_4: 1 } },
            { metric: 'downgraded', value: 6, breakdown: { 'dedicated->hot_desk': 5, 'office->dedicated': 1 } },
            { metric: 'active_end', value: 209 },
          ],
          job: { id: jobBase + (runs > 1 ? '_' + n.hex(4) : ''), location: 'EU', cache_hit: runs > 1, total_bytes_processed: runs > 1 ? 0 : 48213504, elapsed_ms: n.int(runs > 1 ? 90 : 900, runs > 1 ? 260 : 2400), creation_time: n.epochMs() },
        };
      };
      const survey = (n) => `exit_survey · Canal Street · 2025-03 · responses 14/14\n` + table(['reason', 'count', 'example'], [
        ['price increase (April list price +8%)', 6, '"the new rate pushes hot desk over our budget"'],
        ['employer changed remote policy / moved', 4, '"back in the office 4 days a week"'],
        ['noise in open area', 2, '"phone booths always taken"'],
        ['other', 2, 'closing business; parental leave'],
      ]) + `\n\nexported ${n.eu(n.now(), 120)} CEST by typeform-sync@${n.pod('crm-sync')} (resp. ${n.ulid()})`;
      const S = [
        "March churn, Canal Street: 14 cancellations (9 hot desk, 4 dedicated desk, one 4-seat private office) and 6 downgrades (5 dedicated to hot desk, 1 office to dedicated) against 11 new members, so active memberships fell from 212 to 209 (net -3). The main reason was the April price increase (6 of 14 exit surveys), followed by employers changing remote policy (4) and noise in the open area (2). Suggest a retention offer for dedicated-desk members before the April invoices go out.",
        "March churn at Canal Street: 14 cancellations (9 hot desk, 4 dedicated desk, one 4-seat private office) and 6 downgrades (5 dedicated to hot desk, 1 office to dedicated) against 11 new members, so active memberships fell from 212 to 209 (net -3). The main reason was the April price increase (6 of 14 exit surveys), then employers changing remote policy (4) and noise in the open area (2). Suggest a retention offer for dedicated-desk members before April invoices go out.",
        "March churn, Canal Street: 14 cancellations (9 hot desk, 4 dedicated desk, one 4-seat private office) and 6 downgrades (5 dedicated to hot desk, 1 office to dedicated) against 11 new members; active memberships fell from 212 to 209 (net -3). The main reason was the April price increase (6 of 14 exit surveys), followed by employers changing remote policy (4) and noise in the open area (2). I suggest a retention offer for dedicated-desk members before the April invoices go out.",
        "Summary — March churn, Canal Street: 14 cancellations (9 hot desk, 4 dedicated desk, one 4-seat private office) and 6 downgrades (5 dedicated to hot desk, 1 office to dedicated) against 11 new members, so active memberships fell from 212 to 209 (net -3). The main reason was the April price increase (6 of 14 exit surveys), followed by employers changing remote policy (4) and noise in the open area (2). Suggest a retention offer for dedicated-desk members before the April invoices go out.",
      ];
      const SQL = "select metric, value, breakdown from marts.membership_monthly where location = 'Canal Street' and period = '2025-03' order by metric_order";
      const WH = {
        agent: 'warehouse-analyst', tool: 'ask_warehouse_analyst',
        input: 'Canal Street, March 2025: members active at start, new, cancelled (by plan), downgraded (by path), active at end.',
        instructions: 'You are the warehouse analyst. Translate the request into SQL on marts.membership_monthly, run it, and answer with the numbers only.',
        steps: [
          { text: null, calls: [{ name: 'run_sql', args: { sql: SQL, dataset: 'cowork_prod' }, result: members }] },
          { final: true, text: 'Canal Street, 2025-03: active at start 212, new 11, cancelled 14 (hot desk 9, dedicated desk 4, private office 1), downgraded 6 (dedicated to hot desk 5, office to dedicated 1), active at end 209.' },
        ],
      };
      const surveyCall = () => ({ name: 'get_exit_survey', args: { location: 'Canal Street', period: '2025-03' }, result: survey });
      return {
        isolates: 'A membership agent gives a finished churn summary, then alternates asking a warehouse sub-agent to re-run the same query (now a cache hit) and re-exporting the same survey, restating the summary each time until its deadline.',
        goal: 'Summarise March membership churn for the Canal Street coworking location: cancellations, downgrades, main reasons, and net change.',
        agent: 'membership-insights', service: 'ops-agents', server: 'api.openai.com',
        system: 'You are the membership insights agent for a coworking operator with five locations. Use the warehouse and survey tools. Give location managers short numeric summaries.',
        tools: ['ask_warehouse_analyst', 'get_exit_survey'],
        steps: [
          { text: null, sub: WH },
          { text: null, calls: [surveyCall()] },
          { text: S[0] + ' Let me have the warehouse analyst re-run the membership numbers to make sure the cancellation count is final.', sub: WH },
          { text: S[1] + ' I will pull the exit survey again to double-check the reasons.', calls: [surveyCall()] },
          { text: S[2] + ' Asking the warehouse analyst once more for confirmation.', sub: WH },
          { text: S[3] + ' Checking the survey export one final time.', calls: [surveyCall()] },
        ],
        end: { output: null, error: 'DeadlineExceeded: agent run exceeded 180s budget' },
      };
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'tide-gauge networks', style: 'smolagents',
    build(n) {
      n.start('2025-03-03T06:40:00');
      const report = (n) => [
        `TGQC monthly report  network=TGN-North  month=2025-02  run=${n.uuid().slice(0, 8)}  generated=${n.doy()}`,
        `pipeline tgqc 2.8.1 on ${n.host('qc-runner')}  elapsed ${n.durS(3, 9)}`,
        '',
        table(['station', 'name', 'uptime%', 'gaps', 'spikes', 'datum_check'], [
          ['TG-01', 'Northhaven Quay', '99.8', 0, 1, 'PASS (+2 mm)'],
          ['TG-02', 'Breakwater East', '99.6', 1, 11, 'PASS (-3 mm)'],
          ['TG-03', 'Ferry Slip', '99.9', 0, 0, 'PASS (+1 mm)'],
          ['TG-04', 'Harwick Pier', '96.2', 1, 0, 'PASS (+4 mm)'],
          ['TG-05', 'Saltmarsh Sluice', '99.5', 0, 1, 'FAIL (+14 mm)'],
          ['TG-06', 'Lower Docks', '99.7', 0, 0, 'PASS (0 mm)'],
          ['TG-07', 'Skerry Point', '97.9', 3, 1, 'PASS (-5 mm)'],
          ['TG-08', 'Inch Beacon', '99.9', 0, 0, 'PASS (+2 mm)'],
          ['TG-09', 'Outer Mole', '99.4', 1, 0, 'PASS (-1 mm)'],
        ]),
        '',
        'spike filter: 14 flagged (TG-02 x11 kept as real: storm surge 2025-02-19; TG-01,TG-05,TG-07 x1 removed)',
        'inputs: 252 daily files, sha256(manifest)=9f41c0d2b7e3a85e1c64d0f2aa7e3b91c5d86f20e4ab7c13d9085f6e2b1a4c77',
      ].join('\n');
      const gaps = (st) => (n) => st === 'TG-04'
        ? { station: 'TG-04', month: '2025-02', gaps: [{ start: '2025-02-11T21:06Z', end: '2025-02-12T22:12Z', hours: 25.1, cause: 'logger power fault (battery bank)' }], query_ms: n.int(20, 80), served_by: n.host('tg-api') }
        : { station: 'TG-07', month: '2025-02', gaps: [
          { start: '2025-02-03T04:10Z', end: '2025-02-03T09:40Z', hours: 5.5, cause: 'radio link' },
          { start: '2025-02-17T12:00Z', end: '2025-02-17T16:20Z', hours: 4.3, cause: 'radio link' },
          { start: '2025-02-24T01:30Z', end: '2025-02-24T07:05Z', hours: 5.6, cause: 'radio link' }], query_ms: n.int(20, 80), served_by: n.host('tg-api') };
      const S = [
        'February summary for the TGN-North network: 7 of 9 stations were above 99% uptime; TG-04 (Harwick Pier) reached 96.2% after a 25-hour gap on 11-12 Feb caused by a logger power fault, and TG-07 (Skerry Point) 97.9% with three short radio-link gaps. The spike filter flagged 14 values; the 11 at TG-02 during the 19 Feb storm surge are real and were kept. Datum checks passed everywhere except TG-05 (Saltmarsh Sluice), which is off by +14 mm and needs a levelling visit.',
        'February summary for the TGN-North network: 7 of 9 stations were above 99% uptime; TG-04 (Harwick Pier) reached 96.2% after a 25-hour gap on 11-12 Feb from a logger power fault, and TG-07 (Skerry Point) 97.9% with three short radio-link gaps. The spike filter flagged 14 values; the 11 at TG-02 during the 19 Feb storm surge are real and were kept. Datum checks passed everywhere except TG-05 (Saltmarsh Sluice), off by +14 mm, which needs a levelling visit.',
        'February summary for the TGN-North network: 7 of 9 stations were above 99% uptime; TG-04 (Harwick Pier) reached 96.2% after a 25-hour gap on 11-12 Feb caused by a logger power fault, and TG-07 (Skerry Point) reached 97.9% with three short radio-link gaps. The spike filter flagged 14 values; the 11 at TG-02 during the 19 Feb storm surge are real and were kept. Datum checks passed everywhere except TG-05 (Saltmarsh Sluice), which is off by +14 mm and needs a levelling visit.',
        'Summary for February, TGN-North network: 7 of 9 stations were above 99% uptime; TG-04 (Harwick Pier) reached 96.2% after a 25-hour gap on 11-12 Feb caused by a logger power fault, and TG-07 (Skerry Point) 97.9% with three short radio-link gaps. The spike filter flagged 14 values; the 11 at TG-02 during the 19 Feb storm surge are real and were kept. Datum checks passed everywhere except TG-05 (Saltmarsh Sluice), which is off by +14 mm and needs a levelling visit.',
      ];
      return {
        isolates: 'A code agent writes the finished February QC summary in its thought, then re-fetches an unchanged QC report and gap list and rewrites the same summary at every step until max steps.',
        goal: 'Write the February data-quality summary for the TGN-North tide-gauge network (stations TG-01 to TG-09): uptime, gaps, flagged spikes, and datum checks.',
        agent: 'CodeAgent', maxSteps: 6,
        system: 'You are an expert assistant who can solve any task using code blobs. You have access to tools: fetch_qc_report, list_gaps, final_answer. Always answer with Thought:, Code: sequences ending with <end_code>.',
        tools: ['fetch_qc_report', 'list_gaps'],
        steps: [
          { thought: 'I need the monthly QC report for the network first.', calls: [{ name: 'fetch_qc_report', args: { network: 'TGN-North', month: '2025-02' }, result: report }] },
          { thought: 'TG-04 and TG-07 have lower uptime; I will list their gaps to explain them.', code: 'for st in ["TG-04", "TG-07"]:\n    print(list_gaps(station=st, month="2025-02"))', calls: [
            { name: 'list_gaps', args: { station: 'TG-04', month: '2025-02' }, result: gaps('TG-04') },
            { name: 'list_gaps', args: { station: 'TG-07', month: '2025-02' }, result: gaps('TG-07') },
          ] },
          { thought: S[0] + ' To be thorough I will re-fetch the QC report and confirm the numbers before finishing.', calls: [{ name: 'fetch_qc_report', args: { network: 'TGN-North', month: '2025-02' }, result: report }] },
          { thought: S[1] + ' Let me double-check the TG-07 gap list.', calls: [{ name: 'list_gaps', args: { station: 'TG-07', month: '2025-02' }, result: gaps('TG-07') }] },
          { thought: S[2] + ' I will re-fetch the report once more to confirm the datum result for TG-05.', calls: [{ name: 'fetch_qc_report', args: { network: 'TGN-North', month: '2025-02' }, result: report }] },
          { thought: S[3] + ' Let me confirm the TG-04 gap one more time.', calls: [{ name: 'list_gaps', args: { station: 'TG-04', month: '2025-02' }, result: gaps('TG-04') }] },
        ],
        end: { output: null, error: 'AgentMaxStepsError: Reached max steps.' },
      };
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'pipe organ restoration', style: 'dspy',
    build(n) {
      n.start('2025-02-18T14:00:00');
      const notes = {
        wind: 'Main reservoir (double-rise, 1887): leather cracked along both rear hinges; pressure decays to zero ~40 s after blower off. Feeders disconnected (1958 blower). Concussion bellows on Swell OK. Wind trunk joints resealed 1990s, sound.',
        pipework: 'Largely original Hook & Hastings pipework. Swell 8\' Oboe: 9 reeds with collapsed/curled tongues (c13-g#20). Great 8\' Open Diapason: mitre damage on low C-E (façade pipes, 1940s repaint). Pedal 16\' Bourdon sound; some stoppers need re-leathering.',
        action_console: 'Mechanical (tracker) action. Swell: worn bushings on roller board, clicking on 14 notes. Great action sound, regulated 2011. Console: pedalboard sound, stop knobs original, one missing label (Swell Bourdon).',
      };
      const readNotes = (sec) => (n) => ({ organ: 'Hook & Hastings Op. 1342 (1887)', site: "St. Brendan's, Lowell", section: sec, note: notes[sec], recorded_by: 'M. Castellano', doc_version: 7, retrieved_at: n.isoMs(), api_latency_ms: n.int(40, 220) });
      const photos = (n) => {
        const x = n.compact();
        const sig = () => `https://organ-survey.s3.amazonaws.com/op1342/IMG_${n.int(4400, 4600)}.HEIC?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Date=${x}&X-Amz-Expires=900&X-Amz-Signature=${n.hex(64)}`;
        return { count: 3, items: [
          { file: 'IMG_4471.HEIC', caption: 'Reservoir rear hinge, crack', url: sig() },
          { file: 'IMG_4502.HEIC', caption: 'Oboe c13-g#20 tongues', url: sig() },
          { file: 'IMG_4517.HEIC', caption: 'Diapason façade low C mitre', url: sig() }] };
      };
      const S = [
        "Condition summary, Hook & Hastings Op. 1342 (1887), St. Brendan's: the main reservoir leather is cracked along both rear hinges and pressure falls to zero about 40 seconds after the blower stops, so releathering is priority 1. Pipework is largely original; nine Swell Oboe reeds have collapsed tongues and the Great 8' Open Diapason has mitre damage at low C-E. The Swell tracker action needs new bushings (clicking on 14 notes); the console and pedalboard are sound. Priorities: 1) reservoir, 2) Oboe reeds, 3) Swell bushings, 4) Diapason mitres.",
        "Condition summary, Hook & Hastings Op. 1342 (1887), St. Brendan's: the main reservoir leather is cracked along both rear hinges and pressure falls to zero about 40 seconds after the blower stops, so releathering is priority 1. Pipework is largely original; nine Swell Oboe reeds have collapsed tongues and the Great 8' Open Diapason has mitre damage at low C-E. The Swell tracker action needs new bushings (14 notes click); console and pedalboard are sound. Priorities: 1) reservoir, 2) Oboe reeds, 3) Swell bushings, 4) Diapason mitres.",
        "Condition summary, Hook & Hastings Op. 1342 (1887), St. Brendan's: main reservoir leather cracked along both rear hinges, pressure falls to zero about 40 seconds after the blower stops, so releathering is priority 1. Pipework is largely original; nine Swell Oboe reeds have collapsed tongues and the Great 8' Open Diapason has mitre damage at low C-E. The Swell tracker action needs new bushings (clicking on 14 notes); the console and pedalboard are sound. Priorities: 1) reservoir, 2) Oboe reeds, 3) Swell bushings, 4) Diapason mitres.",
        "Condition summary, Hook & Hastings Op. 1342 (1887), St. Brendan's: the main reservoir leather is cracked along both rear hinges and pressure falls to zero about 40 seconds after the blower stops, so releathering is priority 1. Pipework is largely original; nine Swell Oboe reeds have collapsed tongues and the Great 8' Open Diapason has mitre damage at low C-E. The Swell tracker action needs new bushings (clicking on 14 notes); the console and pedalboard are sound. Priorities: 1) reservoir, 2) Oboe reeds, 3) Swell bushings, 4) Diapason mitres.",
      ];
      return {
        isolates: 'A ReAct module has all inspection notes, writes the full condition summary as its thought, then re-reads the same notes and photo log and repeats the summary until max_iters forces extraction.',
        goal: "Prepare the condition report summary for the 1887 Hook & Hastings organ at St. Brendan's: wind system, pipework, action, console, and priority repairs.",
        agent: 'ReAct', dspyInput: 'request', maxIters: 7,
        tools: ['get_inspection_notes', 'get_photo_log'],
        steps: [
          { text: 'Start with the wind system notes from the survey.', calls: [{ name: 'get_inspection_notes', args: { section: 'wind' }, result: readNotes('wind') }] },
          { text: 'Wind system is the main problem. Next, the pipework notes.', calls: [{ name: 'get_inspection_notes', args: { section: 'pipework' }, result: readNotes('pipework') }] },
          { text: 'Now the action and console section.', calls: [{ name: 'get_inspection_notes', args: { section: 'action_console' }, result: readNotes('action_console') }] },
          { text: S[0] + ' I should verify this against the photo log before finalizing.', calls: [{ name: 'get_photo_log', args: { area: 'all' }, result: photos }] },
          { text: S[1] + ' Re-reading the wind system notes to confirm the reservoir finding.', calls: [{ name: 'get_inspection_notes', args: { section: 'wind' }, result: readNotes('wind') }] },
          { text: S[2] + ' Let me double-check the pipework notes once more.', calls: [{ name: 'get_inspection_notes', args: { section: 'pipework' }, result: readNotes('pipework') }] },
          { text: S[3] + ' Checking the photo log again before I finish.', calls: [{ name: 'get_photo_log', args: { area: 'all' }, result: photos }] },
        ],
        end: { dspyAnswer: { reasoning: 'The trajectory repeatedly confirms the same findings.', answer: S[0] } },
      };
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'escape rooms', style: 'plain',
    build(n) {
      n.start('2025-06-16T06:10:00');
      const rpt = (n) => [
        'BOOKINGS REPORT  2025-06-09 .. 2025-06-15  (Europe/Madrid)',
        table(['room', 'slots', 'booked', 'played', 'escaped', 'no_show', 'best_time'], [
          ["Pharaoh's Vault", 28, 24, 24, 16, 0, '41:07'],
          ['Submarine 9', 28, 21, 18, 14, 3, '38:52'],
          ['Clockmaker', 28, 16, 16, 7, 0, '52:30'],
          ['TOTAL', 84, 61, 58, 37, 3, ''],
        ]),
        'fill by day: Mon 57% Tue 42% Wed 61% Thu 71% Fri 86% Sat 100% Sun 93%',
        `Report generated ${n.uk(n.now(), 120)} by api-user · ref RPT-${n.alpha(3)}${n.digits(6)} · ${n.durMs(300, 1400)}`,
      ].join('\n');
      const refunds = (n) => httpResponse(200, 'OK', { 'Content-Type': 'application/json', 'Request-Id': 'req_' + n.b62(14), 'Stripe-Version': '2024-06-20', Date: n.http() }, {
        object: 'list', url: '/v1/refunds', has_more: false, data: [
          { id: 're_3PQx8RJ2eZvKYlo21a7Lk0Qm', amount: 8900, currency: 'eur', created: 1718309460, reason: 'requested_by_customer', metadata: { room: 'Submarine 9', note: 'fog machine fault Thu 13 Jun 19:30' } },
          { id: 're_3PR1dLJ2eZvKYlo20Wn4Tg9c', amount: 8900, currency: 'eur', created: 1718390122, reason: 'requested_by_customer', metadata: { room: 'Clockmaker', note: 'goodwill - late start' } },
        ] });
      const S = [
        "Week of 9-15 June: 61 bookings across the three rooms (Pharaoh's Vault 24, Submarine 9 21, Clockmaker 16), a 73% fill rate of the 84 slots, best on Saturday (100%) and worst on Tuesday (42%). 37 of the 58 teams that played escaped (64%); Clockmaker stays the hardest at 7 of 16. There were 3 no-shows, all Submarine 9 weekday evenings, and 2 refunds totalling €178: one for Thursday's fog-machine fault in Submarine 9 and one goodwill refund for a late start in Clockmaker.",
        "Week of 9-15 June: 61 bookings across the three rooms (Pharaoh's Vault 24, Submarine 9 21, Clockmaker 16), a 73% fill rate of the 84 slots, best on Saturday (100%) and worst on Tuesday (42%). 37 of the 58 teams that played escaped (64%); Clockmaker remains the hardest at 7 of 16. There were 3 no-shows, all Submarine 9 weekday evenings, and 2 refunds totalling €178: one for Thursday's fog-machine fault in Submarine 9 and one goodwill refund for a late start in Clockmaker.",
        "Weekly summary, 9-15 June: 61 bookings across the three rooms (Pharaoh's Vault 24, Submarine 9 21, Clockmaker 16), a 73% fill rate of the 84 slots, best on Saturday (100%) and worst on Tuesday (42%). 37 of the 58 teams that played escaped (64%); Clockmaker stays the hardest at 7 of 16. There were 3 no-shows, all Submarine 9 weekday evenings, and 2 refunds totalling €178: one for Thursday's fog-machine fault in Submarine 9 and one goodwill refund for a late start in Clockmaker.",
        "Week of 9-15 June: 61 bookings across the three rooms (Pharaoh's Vault 24, Submarine 9 21, Clockmaker 16), a 73% fill rate of the 84 slots, best on Saturday (100%) and worst on Tuesday (42%). 37 of the 58 teams that played escaped (64%); Clockmaker stays the hardest at 7 of 16. There were 3 no-shows, all on Submarine 9 weekday evenings, and 2 refunds totalling €178: one for Thursday's fog-machine fault in Submarine 9 and one goodwill refund for a late start in Clockmaker.",
      ];
      return {
        isolates: 'The weekly owner summary is complete after the first two reads, but the agent keeps re-reading the identical bookings report and refund list and re-sends the same summary four times until the step budget ends the run.',
        goal: "Give the owner a weekly summary of bookings for the three rooms (Pharaoh's Vault, Submarine 9, Clockmaker) for the week of 9 June: bookings, fill rate, escapes, no-shows and refunds.",
        agent: 'owner-weekly-digest',
        system: 'You write the Monday digest for the owner of Enigma Rooms Valencia. Use the reporting tools. Keep it to one paragraph.',
        tools: ['bookings_report', 'refunds_list'],
        steps: [
          { text: 'Pulling the bookings report and the refunds for 9-15 June.', calls: [
            { name: 'bookings_report', args: { from: '2025-06-09', to: '2025-06-15', group_by: 'room' }, result: rpt, argsString: true },
            { name: 'refunds_list', args: { created_gte: '2025-06-09', created_lte: '2025-06-15' }, result: refunds },
          ] },
          { text: S[0] + '\n\nLet me verify the no-show count against the report once more.', calls: [{ name: 'bookings_report', args: { from: '2025-06-09', to: '2025-06-15', group_by: 'room' }, result: rpt, argsString: true }] },
          { text: S[1] + '\n\nRe-checking the refund list to be safe.', calls: [{ name: 'refunds_list', args: { created_gte: '2025-06-09', created_lte: '2025-06-15' }, result: refunds }] },
          { text: S[2] + '\n\nI will confirm the fill rate by day one more time.', calls: [{ name: 'bookings_report', args: { from: '2025-06-09', to: '2025-06-15', group_by: 'room' }, result: rpt, argsString: true }] },
          { text: S[3] + '\n\nLast check on refunds before sending.', calls: [{ name: 'refunds_list', args: { created_gte: '2025-06-09', created_lte: '2025-06-15' }, result: refunds }] },
        ],
        end: { output: null, error: 'step budget exhausted (5/5 model turns); last assistant message still requested tools' },
      };
    },
  },
];
