// Loop family 3: A, B, A, B... each check in a state returns what it returned last time in that state.
// The model's text gives a new-sounding reason each time (stagnation false) but the actions cycle.
import { http } from './lib.mjs';

export default {
  family: 'two_state_flip_flop',
  rows: [
    {
      domain: 'Highland games scoring app', style: 'anthropic',
      opts: { agent: 'coding-agent', system: 'You are a coding agent working in the repo highland-scores. Use bash to inspect and test.' },
      isolates: 'Coding agent checks out main, then the fix branch, then main, then the fix branch again; the test run in each branch prints the same failures as its previous visit.',
      goal: 'The caber toss leaderboard rounds 12.5 degrees scores wrongly. Make tests/test_caber.py pass and open a PR.',
      build(st, n) {
        const c = [];
        const A = () => `Switched to branch 'main'\n============================= test session starts ==============================\nplatform linux -- Python 3.12.3, pytest-8.3.2\nrootdir: /workspace/highland-scores\ncollected 14 items\n\ntests/test_caber.py ..F.F.....          [ 71%]\ntests/test_hammer.py ....               [100%]\nFAILED tests/test_caber.py::test_clock_face_rounding - assert 12.0 == 12.5\nFAILED tests/test_caber.py::test_tie_break_order - AssertionError: ['MacRae', 'Dunn'] != ['Dunn', 'MacRae']\n========================= 2 failed, 12 passed in ${n.dur(0.4, 2)} =========================`;
        const B = () => `Switched to branch 'fix/caber-rounding'\n============================= test session starts ==============================\nplatform linux -- Python 3.12.3, pytest-8.3.2\nrootdir: /workspace/highland-scores\ncollected 14 items\n\ntests/test_caber.py ....F.....          [ 71%]\ntests/test_hammer.py ....               [100%]\nFAILED tests/test_caber.py::test_tie_break_order - AssertionError: ['MacRae', 'Dunn'] != ['Dunn', 'MacRae']\n========================= 1 failed, 13 passed in ${n.dur(0.4, 2)} =========================`;
        const run = (br, f) => ({ name: 'bash', args: { command: `git checkout ${br} && python -m pytest tests -q` }, out: f() });
        c.push(...st.turn('I\'ll start by running the tests on main to see the baseline.', [run('main', A)]));
        c.push(...st.turn('Two failures on main. There is a branch fix/caber-rounding — let me see whether it already addresses the rounding.', [run('fix/caber-rounding', B)]));
        c.push(...st.turn('The branch fixes rounding but tie-break still fails. Maybe the tie-break regression was introduced on the branch; main may behave differently for that test in isolation.', [run('main', A)]));
        c.push(...st.turn('On main the tie-break also fails, plus rounding. Perhaps the branch has a newer fixture file that I should compare against — switching back.', [run('fix/caber-rounding', B)]));
        c.push(...st.turn('Possibly a stale .pyc cache made main look worse; re-checking main to compare cleanly.', [run('main', A)]));
        c.push(...st.turn('Let me look at the branch once more, maybe the conftest differs in the ordering of competitors.', [run('fix/caber-rounding', B)]));
        return st.root(c, 'Stopped after 6 turns (turn budget).');
      },
    },
    {
      domain: 'capsule hotel late checkout', style: 'vercel',
      opts: { fn: 'pricing-config-agent', maxSteps: 10 },
      isolates: 'Vercel AI SDK trace flips late_checkout_grace_min between 15 and 30; each pricing preview returns the same fee as the last time that value was set.',
      goal: 'Guests at the Shinjuku capsule hotel complain that checking out at 10:20 is charged a late fee. Adjust pricing config so that a 10:20 checkout is free, and verify with the preview.',
      build(st, n) {
        const c = [];
        const set = (v) => ({ name: 'setConfig', args: { key: 'late_checkout_grace_min', value: v, property: 'shinjuku-pod' }, out: { ok: true, key: 'late_checkout_grace_min', value: v, revision: n.next(), etag: n.etag() } });
        const prev = (v) => ({ name: 'previewCharge', args: { property: 'shinjuku-pod', checkout_at: '10:20', standard_checkout: '10:00' }, out: v === 15 ? { late_fee_jpy: 1500, rule: 'LATE_BLOCK_30', grace_applied_min: 15, computed_in: n.durMs(3, 40), calc_id: n.uuid() } : { late_fee_jpy: 1500, rule: 'LATE_BLOCK_30', grace_applied_min: 30, rounding: 'ceil_to_block', computed_in: n.durMs(3, 40), calc_id: n.uuid() } });
        c.push(...st.turn('Current grace is probably too short. Setting 30 minutes.', [set(30)]));
        c.push(...st.turn('Previewing a 10:20 checkout.', [prev(30)]));
        c.push(...st.turn('Still 1500 JPY. Maybe the block rounding interacts with a longer grace; trying the original 15 to compare.', [set(15)]));
        c.push(...st.turn('', [prev(15)]));
        c.push(...st.turn('Same fee at 15. The rule may need the larger grace to be active for a cache refresh; setting 30 again.', [set(30)]));
        c.push(...st.turn('', [prev(30)]));
        c.push(...st.turn('Perhaps 15 is the value the rule engine expects and the 30 was ignored. Reverting to 15.', [set(15)]));
        c.push(...st.turn('', [prev(15)]));
        return st.root(c, 'Reached maxSteps (8) without resolving the late fee.');
      },
    },
    {
      domain: 'aquaponics farm dashboard', style: 'openai_agents',
      opts: { agent: 'Browser agent', tools: ['browser_click_tab', 'browser_read'] },
      isolates: 'Browser agent toggles between the Overview and Tank 2 tabs of a farm dashboard; each tab shows the same readings as on its previous visit, and the agent never records or acts.',
      goal: 'On the greenhouse aquaponics dashboard, find out why Tank 2 tilapia feed rate alarm fired and log the nitrate/pH values in the daily sheet.',
      build(st, n) {
        const c = [];
        const ov = () => ({ name: 'browser_click_tab', args: { tab: 'Overview' }, out: `<section id="overview"><h2>Overview</h2><table><tr><td>Tank 1</td><td>pH 7.1</td><td>NO3 38 ppm</td></tr><tr><td>Tank 2</td><td class="warn">pH 6.4</td><td>NO3 92 ppm</td></tr></table><footer>last sync ${n.usDate()} · gw ${n.ip()}</footer></section>` });
        const t2 = () => ({ name: 'browser_click_tab', args: { tab: 'Tank 2' }, out: `<section id="tank-2"><h2>Tank 2 — Tilapia</h2><dl><dt>pH</dt><dd>6.4</dd><dt>Nitrate</dt><dd>92 ppm</dd><dt>Feed rate</dt><dd>1.8 %BW/day</dd><dt>Alarm</dt><dd>FEED_RATE_HIGH (ack pending)</dd></dl><small>probe uptime ${n.int(100, 999)}h · render ${n.durMs(20, 300)}</small></section>` });
        c.push(...st.turn('Opening the Tank 2 tab.', [t2()]));
        c.push(...st.turn('Tank 2 shows pH 6.4, nitrate 92. I want to compare with the other tanks on Overview.', [ov()]));
        c.push(...st.turn('Overview shows Tank 2 is the only one below 7. The alarm detail might be on the Tank 2 tab history.', [t2()]));
        c.push(...st.turn('No history section visible. Perhaps Overview has a trend toggle I missed.', [ov()]));
        c.push(...st.turn('Maybe the Tank 2 tab refreshes the alarm reason after a revisit.', [t2()]));
        c.push(...st.turn('I will check whether Overview shows an alarm column now.', [ov()]));
        return st.root(c, 'MaxTurnsExceeded: Max turns (7) exceeded');
      },
    },
    {
      domain: 'camel trek route planning', style: 'gemini_adk',
      opts: { agent: 'trek_planner', app: 'erg-treks' },
      isolates: 'Gemini/ADK trace alternates between two desert routes; each route query returns the same ETA and water-stop data as the last time it was asked.',
      goal: 'Plan a 2-day camel trek from Merzouga to the Erg Chebbi bivouac for 8 guests that reaches camp before sunset (18:42) on day 1.',
      build(st, n) {
        const c = [];
        const north = () => ({ name: 'route_eta', args: { route: 'merzouga-north-dunes', depart: '14:30', pace: 'camel_walk' }, out: { arrive: '18:55', distance_km: 14.8, water_stops: ['Hassi Labied well'], computed: n.isoOffset(60), tile_cache: n.hex(8) } });
        const oasis = () => ({ name: 'route_eta', args: { route: 'merzouga-oasis-loop', depart: '14:30', pace: 'camel_walk' }, out: { arrive: '19:05', distance_km: 16.1, water_stops: ['Oasis Tamerza', 'Khamlia'], computed: n.isoOffset(60), tile_cache: n.hex(8) } });
        c.push(...st.turn('Checking the north-dunes route.', [north()]));
        c.push(...st.turn('18:55 is after sunset. The oasis loop may be faster on firmer ground.', [oasis()]));
        c.push(...st.turn('Oasis is even later. Perhaps the north route with shade stops is faster than the model first said.', [north()]));
        c.push(...st.turn('Still 18:55. The oasis loop might benefit from the afternoon wind.', [oasis()]));
        c.push(...st.turn('Could the north route estimate change if I re-query?', [north()]));
        c.push(...st.turn('Trying the oasis loop once more in case the water stops were recomputed.', [oasis()]));
        return st.root(c, 'Planner stopped: max LLM calls (6) exceeded.');
      },
    },
    {
      domain: 'terrarium shop catalogue', style: 'smolagents',
      opts: { agent: 'catalogue_agent', tools: ['search_products'] },
      isolates: 'smolagents agent flips the in_stock filter on and off; every search with a given setting returns the same product set as before, yet it keeps toggling.',
      goal: 'Find three closed-terrarium kits under 60 EUR that are in stock, for a customer asking for a gift by Friday, and reply with links.',
      build(st, n) {
        const c = [];
        const on = () => ({ name: 'search_products', var: 'res', args: { q: 'closed terrarium kit', max_price: 60, in_stock: true }, out: `{"total": 1, "items": [{"sku": "TK-MOSS-S", "name": "Moss Dome kit S", "price": 42.0, "stock": 3}], "took_ms": ${n.int(8, 90)}, "shard": "${n.host('search')}"}` });
        const off = () => ({ name: 'search_products', var: 'res', args: { q: 'closed terrarium kit', max_price: 60, in_stock: false }, out: `{"total": 4, "items": [{"sku": "TK-MOSS-S", "price": 42.0, "stock": 3}, {"sku": "TK-FERN-M", "price": 55.0, "stock": 0}, {"sku": "TK-BOTTLE", "price": 38.5, "stock": 0}, {"sku": "TK-JAR-L", "price": 59.0, "stock": 0}], "took_ms": ${n.int(8, 90)}, "shard": "${n.host('search')}"}` });
        c.push(...st.turn('Search in-stock closed terrarium kits under 60 EUR.', [on()]));
        c.push(...st.turn('Only one result. Without the stock filter there may be more options that restock soon.', [off()]));
        c.push(...st.turn('The extra ones are all out of stock. Maybe the in-stock index was refreshed by now.', [on()]));
        c.push(...st.turn('Still one. Let me look at the full list again to see whether stock counts changed.', [off()]));
        c.push(...st.turn('I will retry the in-stock filter; the warehouse sync runs frequently.', [on()]));
        return st.root(c, 'Reached max number of steps (5).');
      },
    },
    {
      domain: 'foley sound studio delivery', style: 'otel_genai',
      opts: { agent: 'foley-delivery' },
      isolates: 'GenAI-semconv trace toggles export sample rate between 48 kHz and 44.1 kHz; each loudness QC after a switch repeats the earlier result for that rate.',
      goal: 'Export the footsteps/cloth foley stems for reel 3 of "The Lantern Keeper" and pass the broadcaster loudness QC (-23 LUFS ±0.5, true peak ≤ -1 dBTP).',
      build(st, n) {
        const c = [];
        const exp = (sr) => ({ name: 'export_stems', args: { reel: 3, stems: ['FS_footsteps', 'FS_cloth'], sample_rate: sr, bit_depth: 24 }, out: `render ok: /renders/r3_foley_${sr}.wav (${sr === 48000 ? '1.21' : '1.11'} GB) in ${n.dur(20, 80)} on ${n.host('render')}` });
        const qc = (sr) => ({ name: 'loudness_qc', args: { file: `/renders/r3_foley_${sr}.wav`, spec: 'EBU R128' }, out: sr === 48000 ? { integrated_lufs: -21.8, true_peak_dbtp: -0.4, verdict: 'FAIL', report: n.tmp('.xml') } : { integrated_lufs: -21.9, true_peak_dbtp: -0.6, verdict: 'FAIL', report: n.tmp('.xml'), note: 'resampled' } });
        c.push(...st.turn('Exporting at 48 kHz.', [exp(48000)]));
        c.push(...st.turn('', [qc(48000)]));
        c.push(...st.turn('Fails at -21.8 LUFS. Inter-sample peaks could be a 48k artefact; exporting at 44.1 kHz.', [exp(44100)]));
        c.push(...st.turn('', [qc(44100)]));
        c.push(...st.turn('Still failing. The broadcaster deliverable spec says 48k, maybe the QC tool calibrates differently for 48k; going back.', [exp(48000)]));
        c.push(...st.turn('', [qc(48000)]));
        c.push(...st.turn('Identical. Maybe the resampler in the 44.1 path lowers the true peak enough on a second render.', [exp(44100)]));
        c.push(...st.turn('', [qc(44100)]));
        return st.root(c, 'Delivery not passed; QC still failing.');
      },
    },
  ],
};
