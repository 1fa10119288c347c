// Family 3 (loop): oscillating between two states A,B,A,B; each check in a state returns what it returned last time there.
// The model's wording changes every turn (new guesses), so stagnation is false: the loop is in the actions.
import { tracer } from './lib.mjs';

export const family = 'toggle_between_two';
export const loop = true;
export const stagnation = false;

export const scenarios = [
  {
    n: '01', domain: 'duck decoy carving web shop', style: 'plain',
    isolates: 'Looking for a missing listing, the agent flips the shop-admin status filter between "active" and "draft" three times; each filter returns the same item list every time and the listing is never in either.',
    goal: 'The "Canvasback drake, white cedar" decoy we listed yesterday doesn\'t show on the shop. Find out why and fix it.',
    build(N) {
      const T = tracer('plain', N, { agent: 'shop-admin-agent', goal: this.goal, system: 'You manage the Marshline Decoys online shop through its admin API.' });
      const active = () => ({ name: 'list_products', args: { status: 'active', q: 'canvasback' }, out: { total: 2, items: [{ id: 'prd_' + 'c81', title: 'Canvasback hen, tupelo', price: 285 }, { id: 'prd_' + 'c44', title: 'Canvasback pair, miniature', price: 140 }], request_id: N.req('req_'), took_ms: N.ms(20, 140) } });
      const draft = () => ({ name: 'list_products', args: { status: 'draft', q: 'canvasback' }, out: { total: 0, items: [], request_id: N.req('req_'), took_ms: N.ms(20, 140) } });
      T.step('I\'ll look among active listings first.', [active()]);
      T.step('Not among active ones. It may have been saved as a draft after the photo upload.', [draft()]);
      T.step('No drafts either. Maybe the active search index lagged yesterday; checking active again.', [active()]);
      T.step('Still only the hen and the miniature pair. Perhaps drafts are filtered by author; let me check drafts again.', [draft()]);
      T.step('The listing could have been published late in the evening; I\'ll re-run the active query.', [active()]);
      T.step('Possibly the draft listing name uses "Canvas-back"; I\'ll check the draft view once more.', [draft()]);
      return T.root(null, { error: 'step budget exhausted (12 steps)' });
    },
  },
  {
    n: '02', domain: 'hydrophone array acoustics', style: 'otel',
    isolates: 'To fix clipping on one hydrophone channel the agent switches the sample rate 48 kHz → 96 kHz → 48 kHz → 96 kHz; each clipping readout at a given rate equals the previous one at that rate.',
    goal: 'Channel H3 on the Skerry Point hydrophone array is clipping. Find a configuration that stops it without losing the 20–24 kHz band.',
    build(N) {
      const T = tracer('otel', N, { agent: 'array-tuner', goal: this.goal, service: 'acoustic-array-ops' });
      const set = (hz) => ({ name: 'set_channel_config', args: { array: 'skerry-pt', channel: 'H3', sample_rate_hz: hz }, out: { applied: true, config_rev: N.int(200, 900), node: N.host('daq'), at: N.isoNano() } });
      const read = (hz) => ({ name: 'read_clipping_stats', args: { array: 'skerry-pt', channel: 'H3', window_s: 60 }, out: { sample_rate_hz: hz, clipped_samples_per_min: hz === 48000 ? 312 : 641, peak_dbfs: 0.0, gain_db: 18, window_end: N.iso(), buffer_seq: N.int(1e6, 9e6) } });
      T.step('Start by raising the sample rate to 96 kHz to see whether the anti-alias filter stage is overloading.', [set(96000), read(96000)]);
      T.step('Worse at 96 kHz. Going back to 48 kHz to compare with the baseline.', [set(48000), read(48000)]);
      T.step('Baseline at 48 kHz is 312 clips/min. Maybe the 96 kHz result was a transient from a passing vessel; trying 96 kHz again.', [set(96000), read(96000)]);
      T.step('Again 641 at 96 kHz. Perhaps the front-end needed a settle period; reverting to 48 kHz and re-reading.', [set(48000), read(48000)]);
      T.step('Maybe tidal noise dropped now; one more 96 kHz test.', [set(96000), read(96000)]);
      return T.root(null, { error: 'agent timeout after 900s' });
    },
  },
  {
    n: '03', domain: 'Redis Sentinel failover tests', style: 'claude_sdk',
    isolates: 'A coding agent switches git branches main ↔ fix/sentinel-timeout and reruns the same failover test after each switch; each branch gives its same failure every time and no code is edited.',
    goal: 'The test test_failover_promotes_replica is flaky in CI. Figure out whether the fix/sentinel-timeout branch actually fixes it and open a PR if so.',
    build(N) {
      const T = tracer('claude_sdk', N, { agent: 'claude', goal: this.goal, cwd: '/home/dev/cachekit' });
      const co = (b) => ({ name: 'Bash', args: { command: `git checkout ${b}`, description: `Switch to ${b}` }, out: `Switched to branch '${b}'\nYour branch is up to date with 'origin/${b}'.` });
      const test = (b) => ({ name: 'Bash', args: { command: 'pytest tests/integration/test_sentinel.py::test_failover_promotes_replica -x -q', description: 'Run failover test' }, err: 'Exit code 1', out: b === 'main'
        ? `F\n=================================== FAILURES ===================================\nE   AssertionError: replica not promoted within 5.0s (role=slave)\ntests/integration/test_sentinel.py:88: AssertionError\n1 failed in ${N.dur(6, 9)}`
        : `F\n=================================== FAILURES ===================================\nE   redis.exceptions.ConnectionError: Error 111 connecting to 127.0.0.1:26380. Connection refused.\ntests/integration/test_sentinel.py:61: ConnectionError\n1 failed in ${N.dur(1, 3)}` });
      T.step('Let me run the test on the fix branch first.', [co('fix/sentinel-timeout'), test('fix')]);
      T.step('Connection refused on 26380 on the fix branch. Let me compare with main.', [co('main'), test('main')]);
      T.step('main fails on the promotion timeout instead. Maybe the sentinel container was still starting; trying the fix branch again.', [co('fix/sentinel-timeout'), test('fix')]);
      T.step('Same refusal. Could be a port conflict left from the previous main run; switching back to main to see if it is consistent.', [co('main'), test('main')]);
      T.step('main reproduces the timeout. Let me give the fix branch another try now that nothing else is running.', [co('fix/sentinel-timeout'), test('fix')]);
      return T.root({ subtype: 'error_max_turns', num_turns: 30, duration_ms: N.ms(200000, 400000) });
    },
  },
  {
    n: '04', domain: 'hedge laying competitions', style: 'griptape',
    isolates: 'The agent alternates between the "Novice" and "Open" tabs of a scoring spreadsheet looking for one competitor, each tab returning the same rows each time, for two and a half cycles.',
    goal: 'Find Tom Ashworth\'s total score from Saturday\'s Midland-style hedge laying match and email it to him.',
    build(N) {
      const T = tracer('griptape', N, { agent: 'match-secretary', goal: this.goal });
      const tab = (name) => ({ name: 'SheetsTool.read_range', args: { spreadsheet: 'Hedgelaying_2025_Scores', sheet: name, range: 'A1:F40' }, out: name === 'Novice'
        ? `Plot,Competitor,Cut,Stakes,Binding,Total\n3,R. Pell,18,17,16,51\n7,J. Tranter,20,18,19,57\n11,S. Okoye,17,15,18,50\n(read at ${N.iso()}, revision ${N.alnum(12)})`
        : `Plot,Competitor,Cut,Stakes,Binding,Total\n1,H. Griffiths,27,25,26,78\n2,W. Ashby,25,26,24,75\n5,D. Morrell,24,23,25,72\n(read at ${N.iso()}, revision ${N.alnum(12)})` });
      T.step('Tom is probably in the Novice class; reading that tab.', [tab('Novice')]);
      T.step('Not in Novice. He may have entered the Open class.', [tab('Open')]);
      T.step('Not in Open. Maybe the Novice tab had more rows under a filter.', [tab('Novice')]);
      T.step('Novice unchanged. Perhaps I misread the Open list, Ashby vs Ashworth; re-reading Open.', [tab('Open')]);
      T.step('It is W. Ashby, not Ashworth. Checking Novice again in case of a spelling variant.', [tab('Novice')]);
      return T.root('I could not find Tom Ashworth in the score sheet yet.');
    },
  },
  {
    n: '05', domain: 'sauerkraut fermentation batch records', style: 'gemini',
    isolates: 'The agent toggles the salinity unit of a batch-record form between "%" and "g/L" twice; each submission in a unit returns the same validation error as last time in that unit.',
    goal: 'Log today\'s sauerkraut batch K-0317 (480 kg cabbage, 2.0% brine salt) in the QA batch record system.',
    build(N) {
      const T = tracer('gemini', N, { agent: 'krautwerk-qa', goal: this.goal, toolNames: ['submit_batch_record'] });
      const sub = (unit) => ({ name: 'submit_batch_record', args: { batch: 'K-0317', cabbage_kg: 480, salt: unit === '%' ? 2.0 : 20, salt_unit: unit }, err: 'validation_failed', out: unit === '%'
        ? { status: 422, errors: [{ field: 'salt', msg: 'value must be between 8 and 30 for product line FERM-K' }], trace: N.traceparent() }
        : { status: 422, errors: [{ field: 'salt_unit', msg: 'unit g/L not allowed for dry-salted lines; use %' }], trace: N.traceparent() } });
      T.step('Submitting with salt as a percentage.', [sub('%')]);
      T.step('The range 8–30 looks like grams per litre, so I\'ll submit 20 g/L.', [sub('g/L')]);
      T.step('g/L is rejected for dry-salted lines. Maybe the percent field needed a decimal format; resubmitting as %.', [sub('%')]);
      T.step('Percent is out of range again. Perhaps the unit rule only applied to the previous revision; trying g/L once more.', [sub('g/L')]);
      T.step('Let me try the percentage form one more time with the value as 2.0.', [sub('%')]);
      return T.root({ finish: 'MAX_TURNS', text: 'The batch record could not be saved.' });
    },
  },
  {
    n: '06', domain: 'vehicle emissions test booking (browser agent)', style: 'vercel',
    isolates: 'A browser agent switches the test-centre dropdown between Northgate and Riverside three times; each centre shows the same empty calendar every time.',
    goal: 'Book an MOT emissions test for my van (reg KX19 TLB) any weekday next week at Northgate or Riverside test centre.',
    build(N) {
      const T = tracer('vercel', N, { agent: 'browser-agent', functionId: 'book-emissions-test', maxSteps: 12, goal: this.goal });
      const pick = (c) => ({ name: 'browser_select', args: { selector: '#centre', value: c }, out: { url: `https://book.testcentres.example/slots?centre=${c}&week=next&_=${N.epochMs()}`, title: 'Choose a time', status: 200 } });
      const snap = (c) => ({ name: 'browser_snapshot', args: { selector: 'main' }, out: `<main><h2>${c === 'northgate' ? 'Northgate Test Centre' : 'Riverside Test Centre'}</h2><table class="cal"><tr><td>Mon</td><td class="full">Fully booked</td></tr><tr><td>Tue</td><td class="full">Fully booked</td></tr><tr><td>Wed</td><td class="full">Fully booked</td></tr><tr><td>Thu</td><td class="full">Fully booked</td></tr><tr><td>Fri</td><td class="${c === 'northgate' ? 'full">Fully booked' : 'closed">Closed'}</td></tr></table><small>Session ${N.hex(8)} · rendered ${N.eu()}</small></main>` });
      T.step('Selecting Northgate.', [pick('northgate'), snap('northgate')]);
      T.step('Northgate is full all week. Switching to Riverside.', [pick('riverside'), snap('riverside')]);
      T.step('Riverside is full too and closed Friday. Cancellations sometimes appear; back to Northgate.', [pick('northgate'), snap('northgate')]);
      T.step('No cancellations at Northgate. Maybe Riverside releases slots at the top of the hour.', [pick('riverside'), snap('riverside')]);
      T.step('Let me look at Northgate once more.', [pick('northgate'), snap('northgate')]);
      return T.root('Still looking for an available slot.');
    },
  },
];
