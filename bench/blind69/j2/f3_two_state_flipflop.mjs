import { trace } from './lib.mjs';
// Loop: A, B, A, B switching with each check returning what it returned before in that state.
export const family = {
  name: 'two_state_flipflop', loop: true, stagnation: true,
  isolates: 'alternating between two settings, each re-check giving the same result as last time in that state, 2+ full cycles',
  rows: [
    (id) => { // tram depot dispatch, Semantic Kernel
      const user = 'Tram 2214 has to leave the depot for route 6 at 05:12. Find a track path out of the yard that the interlocking accepts.';
      const t = trace(id, 'semantickernel', { model: 'gpt-4o', agent: 'DepotDispatcher', user });
      const N = t.N;
      const paths = { A: ['T14', 'W3', 'W7', 'EXIT-N'], B: ['T14', 'W4', 'W9', 'EXIT-S'] };
      const res = { A: { accepted: false, reason: 'W7 locked: maintenance possession MP-118 until 06:00' }, B: { accepted: false, reason: 'EXIT-S occupied by tram 2207 (stabled, no driver)' } };
      for (let i = 0; i < 5; i++) {
        const k = i % 2 ? 'B' : 'A';
        t.llm(k === 'A' ? 'The north exit route via W7 is the shortest path; requesting it.' : 'The north exit is blocked, so I will switch to the south exit via W9.', [['request_route', { tram: 2214, path: paths[k] }]]);
        t.tool({ ...res[k], interlocking: 'SSI-Depot-East', query_id: N.job('rq'), at: N.isoOff() }, { error: `route rejected: ${res[k].reason}` });
      }
      t.llm('The south exit is blocked, so I will switch back to the north exit via W7.');
      return { goal: user, isolates: 'Dispatcher alternates north/south exit routes; north is always rejected for the possession, south always for the stabled tram.', root: t.done(null) };
    },
    (id) => { // clock tower restorers, Langfuse
      const user = 'The restored turret clock at Hollins Market loses time. Adjust the pendulum rating nut so the 24h drift is under 5 seconds.';
      const t = trace(id, 'langfuse', { model: 'gpt-4o-mini', agent: 'clock-tuner', user });
      const N = t.N;
      t.llm('Reading the current drift log from the tower sensor.', [['drift_log', { clock: 'hollins-turret', hours: 24 }]]);
      t.tool({ drift_s_24h: -38.2, temp_c_avg: 9.4, samples: 1440, sensor_fw: '1.4.2', uploaded: N.iso() });
      const st = [{ nut: '+1.0 turn', out: { drift_s_24h: +41.7 } }, { nut: '-1.0 turn', out: { drift_s_24h: -38.4 } }];
      for (let i = 0; i < 4; i++) {
        const s = st[i % 2];
        t.llm(i % 2 === 0 ? 'The clock is losing, so I will raise the bob one full turn of the rating nut.' : 'Now it gains too much, so I will lower the bob one full turn back.', [['set_rating_nut', { clock: 'hollins-turret', adjust: s.nut }]]);
        t.tool({ applied: s.nut, by: 'remote-actuator', ack: N.hex(6) });
        t.llm('Waiting a day and reading the drift.', [['drift_log', { clock: 'hollins-turret', hours: 24 }]]);
        t.tool({ ...s.out, temp_c_avg: 9.4 + N.int(-3, 3) / 10, samples: 1440, uploaded: N.iso() });
      }
      t.llm('Now it gains too much, so I will lower the bob one full turn back.');
      return { goal: user, isolates: 'Rating nut goes +1 turn, -1 turn, +1, -1; drift reads +41.7 s and -38.4 s each time, no half-turn tried.', root: t.done(null) };
    },
    (id) => { // Istio traffic split, OpenInference / Phoenix
      const user = 'After the Istio upgrade, requests to checkout-svc get 503 with "upstream connect error". Get checkout working again in the staging mesh.';
      const t = trace(id, 'openinference', { model: 'gpt-4o', agent: 'mesh-debugger', user });
      const N = t.N;
      const mtls = ['STRICT', 'PERMISSIVE'];
      for (let i = 0; i < 4; i++) {
        const m = mtls[i % 2];
        t.llm(m === 'STRICT' ? 'The sidecars may expect mutual TLS; setting PeerAuthentication to STRICT.' : 'STRICT did not help; switching PeerAuthentication to PERMISSIVE.', [['kubectl', { args: `patch peerauthentication default -n checkout --type merge -p '{"spec":{"mtls":{"mode":"${m}"}}}'` }]]);
        t.tool(`peerauthentication.security.istio.io/default patched`);
        t.llm('Testing checkout again.', [['curl', { url: 'http://checkout-svc.checkout:8080/healthz' }]]);
        t.tool(`HTTP/1.1 503 Service Unavailable\ncontent-length: 95\ncontent-type: text/plain\ndate: ${N.http()}\nserver: envoy\nx-envoy-upstream-service-time: ${N.int(1, 9)}\n\nupstream connect error or disconnect/reset before headers. reset reason: connection termination`, { error: 'HTTP 503' });
      }
      return { goal: user, isolates: 'PeerAuthentication flips STRICT, PERMISSIVE, STRICT, PERMISSIVE; the health check gives the identical 503 after every flip.', root: t.done(null) };
    },
    (id) => { // bingo hall, Mastra
      const user = 'The Friday session jackpot screen shows the wrong prize. Make the display show £1,250 for the full house.';
      const t = trace(id, 'mastra', { model: 'gpt-4o-mini', agent: 'hallAssistant', user });
      const N = t.N;
      for (let i = 0; i < 3; i++) {
        t.llm('Switching the display feed to the session config source.', [['set_display_source', { screen: 'main-hall-2', source: 'session_config' }]]);
        t.tool({ ok: true, screen: 'main-hall-2', rev: N.int(100, 999) });
        t.llm('', [['screenshot_display', { screen: 'main-hall-2' }]]);
        t.tool({ ocr: 'FULL HOUSE  £750', captured: N.dmy(), frame: N.hex(10) });
        t.llm('Still £750. Switching the feed to the live jackpot service instead.', [['set_display_source', { screen: 'main-hall-2', source: 'jackpot_service' }]]);
        t.tool({ ok: true, screen: 'main-hall-2', rev: N.int(100, 999) });
        t.llm('', [['screenshot_display', { screen: 'main-hall-2' }]]);
        t.tool({ ocr: 'FULL HOUSE  £ --', captured: N.dmy(), frame: N.hex(10), note: 'jackpot_service: no active pot for session FRI-EVE' });
      }
      return { goal: user, isolates: 'Display source flips between session config (always £750) and jackpot service (always blank), three cycles, config never edited.', root: t.done(null) };
    },
    (id) => { // lunar rover team, Strands
      const user = 'The rover mast camera images come down overexposed in the crater shadow test. Pick an exposure profile that gives usable images of target rock R-19.';
      const t = trace(id, 'strands', { model: 'claude-3-7-sonnet-20250219', agent: 'imaging', user });
      const N = t.N;
      for (let i = 0; i < 4; i++) {
        const p = i % 2 ? 'LOW_SUN' : 'SHADOW';
        t.llm(p === 'SHADOW' ? 'Using the SHADOW profile for the crater area.' : 'SHADOW is overexposed. Trying LOW_SUN.', [['capture', { target: 'R-19', profile: p }]]);
        t.tool(p === 'SHADOW'
          ? { image: `img_${N.hex(8)}.raw`, histogram: { clipped_high_pct: 37.9, clipped_low_pct: 0.1 }, verdict: 'overexposed', downlink_seq: N.int(4000, 9000) }
          : { image: `img_${N.hex(8)}.raw`, histogram: { clipped_high_pct: 0.0, clipped_low_pct: 52.3 }, verdict: 'underexposed', downlink_seq: N.int(4000, 9000) });
      }
      t.llm('LOW_SUN is underexposed. Switching back to SHADOW.');
      return { goal: user, isolates: 'Exposure profile alternates SHADOW/LOW_SUN; each returns the same clipping percentages as last time, no intermediate exposure tried.', root: t.done(null) };
    },
    (id) => { // polling firm, W&B Weave
      const user = 'Produce the weighted voting-intention table for the May omnibus wave, with weighted n between 1,000 and 1,100.';
      const t = trace(id, 'weave', { model: 'gpt-4o', agent: 'pollster', user });
      const N = t.N;
      for (let i = 0; i < 4; i++) {
        const w = i % 2 ? 'census_2021_age_region' : 'past_vote_2024';
        t.llm(i % 2 ? 'With past-vote weighting the weighted n is too high. Switching to census age x region.' : 'Applying past-vote weighting scheme.', [['run_weighting', { wave: 'omnibus-2025-05', scheme: w }]]);
        t.tool(i % 2
          ? `rake converged in 14 iterations (${N.secs()})\nweighted_n=962  efficiency=71.2%  max_weight=4.8\nrun_id=${N.uuid()}`
          : `rake converged in 9 iterations (${N.secs()})\nweighted_n=1163  efficiency=64.0%  max_weight=6.1\nrun_id=${N.uuid()}`);
      }
      t.llm('With census weighting the weighted n is too low. Switching back to past-vote weighting.');
      return { goal: user, isolates: 'Weighting scheme alternates; past-vote always gives n=1163 and census always 962, so the switch never helps.', root: t.done(null) };
    },
  ],
};
