// Family 6 — healthy: the agent re-reads a file or record after each change it makes; every read
// shows the change just made; then it finishes.
import { Clock, fmt, J, OpenHands, SweAgent, Letta, Bedrock, Cohere, Plain } from './lib.mjs';

export const family = {
  name: 'read_after_each_edit',
  loop: false,
  behaviour: 'Healthy look-alike of the re-read loop: the same file or record is read repeatedly, but each read follows an edit and shows that edit; then the run finishes.',
};

export const rows = [
  // ------------------------------------------------------------------ 01
  {
    n: '01', domain: 'mountain huts', style: 'openhands', stagnation: false,
    isolates: 'An OpenHands agent views a hut config, makes two edits and views the file after each one (each view shows the new closure or capacity), validates it and finishes.',
    goal: 'In hut-config/refuge-des-aiguilles.toml: close the winter room for 3-9 March 2025 (avalanche protection works) and reduce summer capacity from 38 to 34 beds. Validate with `hutcfg check`.',
    build(rng) {
      const clock = new Clock('2025-02-17T09:40:00Z', rng);
      const oh = new OpenHands({ rng, clock, goal: this.goal });
      const p = '/workspace/hut-config/refuge-des-aiguilles.toml';
      const head = '     1\t[hut]\n     2\tname = "Refuge des Aiguilles"\n     3\taltitude_m = 2823\n     4\tbooking_code = "RAIG"\n     5\t\n     6\t[capacity]\n';
      oh.view('Let me look at the current config.', p, `${head}     7\tsummer_beds = 38\n     8\twinter_room_beds = 12\n     9\t\n    10\t[[closures]]\n    11\tfrom = "2025-05-01"\n    12\tto = "2025-06-14"\n    13\tscope = "main"\n    14\treason = "between seasons"\n`);
      oh.edit('I will add the winter-room closure after the existing closure block.', p, 'reason = "between seasons"\n', 'reason = "between seasons"\n\n[[closures]]\nfrom = "2025-03-03"\nto = "2025-03-09"\nscope = "winter_room"\nreason = "avalanche protection works"\n', '    13\tscope = "main"\n    14\treason = "between seasons"\n    15\t\n    16\t[[closures]]\n    17\tfrom = "2025-03-03"\n    18\tto = "2025-03-09"\n    19\tscope = "winter_room"\n    20\treason = "avalanche protection works"');
      oh.view('Let me view the whole file to check the new closure sits correctly.', p, `${head}     7\tsummer_beds = 38\n     8\twinter_room_beds = 12\n     9\t\n    10\t[[closures]]\n    11\tfrom = "2025-05-01"\n    12\tto = "2025-06-14"\n    13\tscope = "main"\n    14\treason = "between seasons"\n    15\t\n    16\t[[closures]]\n    17\tfrom = "2025-03-03"\n    18\tto = "2025-03-09"\n    19\tscope = "winter_room"\n    20\treason = "avalanche protection works"\n`);
      oh.edit('The closure is in. Now the summer capacity.', p, 'summer_beds = 38', 'summer_beds = 34', '     6\t[capacity]\n     7\tsummer_beds = 34\n     8\twinter_room_beds = 12');
      oh.view('Viewing the capacity section after the change.', p, `${head}     7\tsummer_beds = 34\n     8\twinter_room_beds = 12\n     9\t\n`, { range: [1, 9] });
      oh.run('Both changes are in. Running the validator.', 'cd /workspace && hutcfg check hut-config/refuge-des-aiguilles.toml', { out: `hutcfg 0.6.3 (schema v3)\nhut-config/refuge-des-aiguilles.toml: OK\n  closures: 2 (1 main, 1 winter_room)\n  capacity: summer 34, winter_room 12\n1 file checked, 0 warnings in ${rng.int(8, 30)}ms` });
      oh.finish('The validator passes; done.', 'Added a winter_room closure for 2025-03-03..2025-03-09 (avalanche protection works) and reduced summer_beds from 38 to 34 in refuge-des-aiguilles.toml. hutcfg check: OK, 0 warnings.');
      return oh.root('finished');
    },
  },

  // ------------------------------------------------------------------ 02
  {
    n: '02', domain: 'cemetery records', style: 'swe-agent', stagnation: false,
    isolates: 'A SWE-agent run edits a sort key and re-opens the same lines to see it, adds a test and re-opens the test file to see it, runs the tests (pass) and submits.',
    goal: 'Plot search lists records with no burial date first\n\nSearching the burial register for "Hargreaves" shows the two records without a burial_date at the top. Records with no date should sort last; the rest should stay in date order.',
    build(rng) {
      const clock = new Clock('2025-01-22T14:10:00Z', rng);
      const sw = new SweAgent({ rng, clock, goal: this.goal, repo: 'parishworks/gravefinder', instanceId: 'parishworks__gravefinder-131' });
      sw.step('Let me find the search code.', 'search_dir "def search_plots"', 'Found 1 matches for "def search_plots" in /gravefinder:\n/gravefinder/gravefinder/search.py (1 matches)\nEnd of matches for "def search_plots" in /gravefinder');
      sw.step('Opening the search module around the sort.', 'open gravefinder/search.py 50', '[File: /gravefinder/gravefinder/search.py (88 lines total)]\n(44 more lines above)\n45:def search_plots(db, surname, section=None):\n46:    q = db.query(Burial).filter(Burial.surname.ilike(f"%{surname}%"))\n47:    if section:\n48:        q = q.filter(Burial.section == section)\n49:    results = list(q)\n50:    results.sort(key=lambda r: r.burial_date or date.min)\n51:    return results\n(37 more lines below)', { openFile: '/gravefinder/gravefinder/search.py' });
      sw.step('`date.min` puts undated records first. Sorting on a tuple with a None flag first will push them to the end.', 'edit 50:50\n    results.sort(key=lambda r: (r.burial_date is None, r.burial_date or date.min))\nend_of_edit', '[File: /gravefinder/gravefinder/search.py (88 lines total)]\n(44 more lines above)\n45:def search_plots(db, surname, section=None):\n46:    q = db.query(Burial).filter(Burial.surname.ilike(f"%{surname}%"))\n47:    if section:\n48:        q = q.filter(Burial.section == section)\n49:    results = list(q)\n50:    results.sort(key=lambda r: (r.burial_date is None, r.burial_date or date.min))\n51:    return results\n(37 more lines below)\nFile updated.');
      sw.step('Let me re-check lines 45-55 to make sure the edit left the function intact.', 'goto 50', '[File: /gravefinder/gravefinder/search.py (88 lines total)]\n(44 more lines above)\n45:def search_plots(db, surname, section=None):\n46:    q = db.query(Burial).filter(Burial.surname.ilike(f"%{surname}%"))\n47:    if section:\n48:        q = q.filter(Burial.section == section)\n49:    results = list(q)\n50:    results.sort(key=lambda r: (r.burial_date is None, r.burial_date or date.min))\n51:    return results\n52:\n53:\n54:def plot_label(b):\n55:    return f"{b.section}-{b.row}-{b.plot}"\n(33 more lines below)');
      sw.step('Now a regression test. Opening the tests.', 'open tests/test_search.py', '[File: /gravefinder/tests/test_search.py (31 lines total)]\n1:from datetime import date\n2:from gravefinder.search import search_plots\n...\n24:def test_search_by_section(db):\n25:    res = search_plots(db, "Hargreaves", section="B")\n26:    assert [r.plot for r in res] == [12, 14]\n27:\n(4 more lines below)', { openFile: '/gravefinder/tests/test_search.py' });
      sw.step('Appending a test for undated records.', 'edit 31:31\n\n\ndef test_undated_sort_last(db):\n    res = search_plots(db, "Hargreaves")\n    dates = [r.burial_date for r in res]\n    assert dates[-2:] == [None, None]\n    assert dates[:-2] == sorted(dates[:-2])\nend_of_edit', '[File: /gravefinder/tests/test_search.py (37 lines total)]\n(24 more lines above)\n25:    res = search_plots(db, "Hargreaves", section="B")\n26:    assert [r.plot for r in res] == [12, 14]\n27:\n...\n31:\n32:def test_undated_sort_last(db):\n33:    res = search_plots(db, "Hargreaves")\n34:    dates = [r.burial_date for r in res]\n35:    assert dates[-2:] == [None, None]\n36:    assert dates[:-2] == sorted(dates[:-2])\n37:\nFile updated.');
      sw.step('Viewing the end of the test file to confirm the new test is complete.', 'goto 30', '[File: /gravefinder/tests/test_search.py (37 lines total)]\n(29 more lines above)\n30:\n31:\n32:def test_undated_sort_last(db):\n33:    res = search_plots(db, "Hargreaves")\n34:    dates = [r.burial_date for r in res]\n35:    assert dates[-2:] == [None, None]\n36:    assert dates[:-2] == sorted(dates[:-2])\n37:');
      sw.step('Running the search tests.', 'pytest -q tests/test_search.py', `......                                                                   [100%]\n6 passed in ${rng.float(0.2, 0.5)}s`);
      sw.step('All tests pass, including the new one. Submitting.', 'submit', `diff --git a/gravefinder/search.py b/gravefinder/search.py\n-    results.sort(key=lambda r: r.burial_date or date.min)\n+    results.sort(key=lambda r: (r.burial_date is None, r.burial_date or date.min))\ndiff --git a/tests/test_search.py b/tests/test_search.py\n+def test_undated_sort_last(db): ...`);
      return sw.root({ exit_status: 'submitted', submission: 'see submit step' });
    },
  },

  // ------------------------------------------------------------------ 03
  {
    n: '03', domain: 'botanical garden herbarium', style: 'letta', stagnation: false,
    isolates: 'A Letta agent reads a specimen record, adds a new determination and reads it again (shows the new name), adds a note and reads it again (shows the note), then replies.',
    goal: 'Specimen HBG-004512 is misidentified - it\'s Carex flacca, not Carex panicea. Can you update the determination (det. by me, A. Kowalczyk, today) and add a note that the glaucous leaf undersides and the 2-3 male spikes confirm it?',
    build(rng) {
      const clock = new Clock('2025-05-06T10:15:00Z', rng);
      const lt = new Letta({ rng, clock, agentName: 'herbarium-curator', tz: 'CEST', offMin: 120, persona: 'I help curators maintain specimen records in the Hortus Borealis herbarium database.' });
      lt.turn(this.goal, { name: 'a.kowalczyk' });
      const base = { specimen: 'HBG-004512', collected: '1986-06-14', locality: 'Kalkmagerrasen near Dörnberg, Hessen', collector: 'H. Wendt 1142', sheet_barcode: '00451200' };
      lt.step('Let me read the current record for HBG-004512.', 'get_specimen', { specimen_id: 'HBG-004512' }, J({ ...base, current_det: { taxon: 'Carex panicea L.', by: 'H. Wendt', date: '1987-02-01' }, det_history: 1, notes: [], row_version: 14 }));
      lt.step('Current det is Carex panicea (Wendt 1987). Adding the new determination.', 'add_determination', { specimen_id: 'HBG-004512', taxon: 'Carex flacca Schreb.', determiner: 'A. Kowalczyk', date: '2025-05-06' }, 'Determination #2 added; current_det updated.');
      lt.step('Reading the record to make sure the new determination is now current.', 'get_specimen', { specimen_id: 'HBG-004512' }, J({ ...base, current_det: { taxon: 'Carex flacca Schreb.', by: 'A. Kowalczyk', date: '2025-05-06' }, det_history: 2, notes: [], row_version: 15 }));
      lt.step('Carex flacca is current, history kept. Adding the determiner\'s note.', 'add_specimen_note', { specimen_id: 'HBG-004512', note: 'Redet. as C. flacca: leaf undersides glaucous; 2-3 male spikes.', author: 'A. Kowalczyk' }, 'Note N-1 added to HBG-004512.');
      lt.step('Checking the note is attached to the record.', 'get_specimen', { specimen_id: 'HBG-004512' }, J({ ...base, current_det: { taxon: 'Carex flacca Schreb.', by: 'A. Kowalczyk', date: '2025-05-06' }, det_history: 2, notes: [{ id: 'N-1', author: 'A. Kowalczyk', text: 'Redet. as C. flacca: leaf undersides glaucous; 2-3 male spikes.' }], row_version: 16 }));
      lt.say('Both changes are in and visible on the record. Telling the curator.', 'Done: HBG-004512 now has Carex flacca Schreb. as the current determination (det. A. Kowalczyk, 6 May 2025); the 1987 C. panicea det by H. Wendt stays in the history. Your note about the glaucous leaf undersides and 2-3 male spikes is attached as N-1.');
      lt.endTurn('end_turn');
      return lt.root({ stop_reason: 'end_turn', messages_to_user: 1 });
    },
  },

  // ------------------------------------------------------------------ 04
  {
    n: '04', domain: 'climbing gym route-setting', style: 'bedrock-agents', stagnation: true,
    isolates: 'A Bedrock agent updates a route record twice and re-reads it after each update with the word-for-word same rationale; every read shows the new grade or setter and a higher version, then it answers - repetitive model text in a healthy run.',
    goal: 'Update route R-2231 on the Cave wall: regrade it from 6b+ to 6c after the re-set, change the setter to Jonas Weber and set the set date to today (14 March 2025).',
    build(rng) {
      const clock = new Clock('2025-03-14T17:45:00Z', rng);
      const br = new Bedrock({ rng, clock, agentName: 'Kletterhalle Nord route desk', region: 'eu-central-1' });
      br.begin(this.goal);
      br.pre('The user wants to update attributes of a climbing route. The RouteDB action group supports reading and updating routes. Category E.');
      const route = (grade, setter, setDate, version) => ({ routeId: 'R-2231', wall: 'Cave', line: 7, holdColor: 'teal', grade, setter, setDate, version, etag: `"r2231-v${version}"`, readAt: fmt.iso(clock.now) });
      br.act({ rationale: 'I will retrieve route R-2231 to see its current details.', group: 'RouteDB', path: '/routes/{routeId}', params: [['routeId', 'R-2231']], result: route('6b+', 'Mia Lund', '2025-02-20', 7) });
      br.act({ rationale: 'I will update route R-2231 with the requested change.', group: 'RouteDB', verb: 'patch', path: '/routes/{routeId}', params: [['routeId', 'R-2231']], body: { grade: '6c' }, result: { updated: true, version: 8 } });
      br.act({ rationale: 'I will retrieve route R-2231 to verify the change.', group: 'RouteDB', path: '/routes/{routeId}', params: [['routeId', 'R-2231']], result: route('6c', 'Mia Lund', '2025-02-20', 8) });
      br.act({ rationale: 'I will update route R-2231 with the requested change.', group: 'RouteDB', verb: 'patch', path: '/routes/{routeId}', params: [['routeId', 'R-2231']], body: { setter: 'Jonas Weber', setDate: '2025-03-14' }, result: { updated: true, version: 9 } });
      br.act({ rationale: 'I will retrieve route R-2231 to verify the change.', group: 'RouteDB', path: '/routes/{routeId}', params: [['routeId', 'R-2231']], result: route('6c', 'Jonas Weber', '2025-03-14', 9) });
      br.final({ rationale: 'Both updates are visible on route R-2231 (version 9). I can answer the user.', text: 'Route R-2231 (Cave wall, teal) is now graded 6c, setter Jonas Weber, set date 14 March 2025.' });
      return br.root();
    },
  },

  // ------------------------------------------------------------------ 05
  {
    n: '05', domain: 'circus touring', style: 'cohere', stagnation: false,
    isolates: 'A Cohere agent reads a tour-routing row, changes the dates and reads it back (new dates and recomputed travel days), adds a rigging note and reads it back (note present), then answers.',
    goal: 'In the 2025 tour routing sheet, move the Ghent stop from 14-16 June to 17-19 June and add the rigging note "Hall 2: max point load 750 kg per point". Check the row after each change.',
    build(rng) {
      const clock = new Clock('2025-04-02T11:00:00Z', rng);
      const co = new Cohere({ rng, clock, goal: this.goal, tools: ['get_route_row', 'update_route_row'], system: 'You maintain the tour routing sheet for Cirque Vagabond.' });
      const row = (dates, travelBefore, travelAfter, notes, rev) => ({ stop: 'Ghent', venue: 'Flanders Expo, Hall 2', dates, show_count: 5, travel_days_before: travelBefore, travel_days_after: travelAfter, next_stop: 'Lille (23-25 Jun)', rigging_notes: notes, sheet_rev: rev, modified_by: rev > 211 ? 'routing-bot' : 'k.vermeulen' });
      co.step('I will read the Ghent row first.', [{ name: 'get_route_row', args: { tour: '2025', stop: 'Ghent' }, result: row('14-16 Jun', 2, 6, [], 211) }]);
      co.step('I will change the Ghent dates to 17-19 June.', [{ name: 'update_route_row', args: { tour: '2025', stop: 'Ghent', fields: { dates: '17-19 Jun' } }, result: { ok: true, sheet_rev: 212, recalculated: ['travel_days_before', 'travel_days_after'] } }]);
      co.step('I will read the Ghent row again to check the dates and the recalculated travel days.', [{ name: 'get_route_row', args: { tour: '2025', stop: 'Ghent' }, result: row('17-19 Jun', 5, 3, [], 212) }]);
      co.step('The dates moved and travel days were recalculated (5 before, 3 after). I will now add the rigging note.', [{ name: 'update_route_row', args: { tour: '2025', stop: 'Ghent', fields: { rigging_notes_append: 'Hall 2: max point load 750 kg per point' } }, result: { ok: true, sheet_rev: 213 } }]);
      co.step('I will read the row once more to see the note.', [{ name: 'get_route_row', args: { tour: '2025', stop: 'Ghent' }, result: row('17-19 Jun', 5, 3, ['Hall 2: max point load 750 kg per point'], 213) }]);
      co.answer('The Ghent stop now runs 17-19 June at Flanders Expo Hall 2 (sheet rev 213). Travel days were recalculated to 5 before and 3 after (Lille follows on 23-25 June), and the rigging note "Hall 2: max point load 750 kg per point" is on the row.', [{ start: 4, end: 34, text: 'Ghent stop now runs 17-19 June', sources: [{ type: 'tool', id: 'get_route_row' }] }]);
      return co.root();
    },
  },

  // ------------------------------------------------------------------ 06
  {
    n: '06', domain: 'funicular railway', style: 'plain-messages', stagnation: false,
    isolates: 'A message-level agent patches a timetable twice and reads it after each patch (first departure, then last departure and trip count change), publishes it and stops.',
    goal: 'Apply the summer Sunday timetable override for the Monte Verde funicular: first departure 07:30 instead of 08:00, last departure 22:15 instead of 21:45. Verify, then publish.',
    build(rng) {
      const clock = new Clock('2025-05-28T07:05:00Z', rng);
      const pl = new Plain({ rng, clock, goal: this.goal, system: 'You are the operations assistant for the Monte Verde funicular. Tools: get_timetable, patch_timetable, publish_timetable.', model: 'gpt-4.1-mini-2025-04-14', name: 'funicular-ops' });
      const tt = (first, last, trips, draft) => ({ line: 'MV-FUN', day_type: 'SUN_SUMMER', headway_min: 15, first_departure: first, last_departure: last, trips_per_direction: trips, draft_rev: draft, published_rev: 41, read_at: fmt.isoOff(clock.now, 120) });
      pl.step('Reading the current Sunday summer timetable.', [{ name: 'get_timetable', args: { line: 'MV-FUN', day_type: 'SUN_SUMMER' }, result: tt('08:00', '21:45', 56, 41) }]);
      pl.step('First departure is 08:00. Patching it to 07:30.', [{ name: 'patch_timetable', args: J({ line: 'MV-FUN', day_type: 'SUN_SUMMER', first_departure: '07:30' }), result: { ok: true, draft_rev: 42 } }]);
      pl.step('Checking the draft after the first patch.', [{ name: 'get_timetable', args: { line: 'MV-FUN', day_type: 'SUN_SUMMER', rev: 'draft' }, result: tt('07:30', '21:45', 58, 42) }]);
      pl.step('07:30 is in and two trips were added. Now the last departure.', [{ name: 'patch_timetable', args: J({ line: 'MV-FUN', day_type: 'SUN_SUMMER', last_departure: '22:15' }), result: { ok: true, draft_rev: 43 } }]);
      pl.step('Reading the draft again.', [{ name: 'get_timetable', args: { line: 'MV-FUN', day_type: 'SUN_SUMMER', rev: 'draft' }, result: tt('07:30', '22:15', 60, 43) }]);
      pl.step('Both times are right (07:30-22:15, 60 trips per direction). Publishing.', [{ name: 'publish_timetable', args: { line: 'MV-FUN', day_type: 'SUN_SUMMER', draft_rev: 43 }, result: { published_rev: 43, effective_from: '2025-06-01', gtfs_feed_job: `gtfs-${rng.hex(8)}` } }]);
      pl.step('Published rev 43, effective from Sunday 1 June: first departure 07:30, last 22:15, 60 trips per direction (was 56). The GTFS feed update job has been queued.');
      return pl.root({ final_output: 'Published rev 43 (07:30-22:15, 60 trips/direction), effective 2025-06-01.' });
    },
  },
];
