import { run, http, span } from './lib.mjs';
export const family = 'two_state_toggle';

export const rows = [
{
  id: '01', domain: 'coding: harmonica repair shop booking app (branch switching)', style: 'claude_sdk',
  isolates: 'The agent switches git branches main -> release/2.3 -> main -> release/2.3, running the same test after each switch and getting the identical failure for each branch every time.',
  goal: 'Figure out whether the reed-plate booking bug (test_booking_overlaps) exists on release/2.3 as well as main, and fix it on whichever branch needs it.',
  build: (N) => {
    const co = (b) => ({ name: 'Bash', args: { command: `git checkout ${b}`, description: `Switch to ${b}` }, out: `Switched to branch '${b}'\nYour branch is up to date with 'origin/${b}'.` });
    const t = (b) => ({ name: 'Bash', args: { command: 'pytest tests/test_booking.py::test_booking_overlaps -q', description: 'Run the failing test' }, err: 'Exit code 1', out: b === 'main' ? `F                                                                        [100%]\nE       AssertionError: expected 1 slot, got 2 (bench=B1, 2024-06-03 14:00)\n1 failed in ${(N.f() * 2 + 0.3).toFixed(2)}s` : `F                                                                        [100%]\nE       AssertionError: expected 1 slot, got 3 (bench=B1, 2024-06-03 14:00)\n1 failed in ${(N.f() * 2 + 0.3).toFixed(2)}s` });
    return run(N, { style: 'claude_sdk', model: 'claude-sonnet-4-20250514', cwd: '/srv/reedworks',
      system: 'You are Claude Code.', goal: 'Figure out whether the reed-plate booking bug (test_booking_overlaps) exists on release/2.3 as well as main, and fix it on whichever branch needs it.',
      steps: [
        { think: 'Start on main.', calls: [t('main')] },
        { think: 'Fails on main with 2 slots. Let me compare with release/2.3.', calls: [co('release/2.3')] },
        { think: '', calls: [t('release/2.3')] },
        { think: 'release/2.3 gives 3 slots. Let me go back to main to compare.', calls: [co('main')] },
        { think: '', calls: [t('main')] },
        { think: 'main gives 2 slots. Let me check release/2.3 again to compare.', calls: [co('release/2.3')] },
        { think: '', calls: [t('release/2.3')] },
        { think: 'release/2.3 gives 3 slots. Let me go back to main to compare.', calls: [co('main')] },
        { think: '', calls: [t('main')] },
        { think: 'main gives 2 slots. Let me check release/2.3 again to compare.', calls: [co('release/2.3')] },
        { think: '', calls: [t('release/2.3')] },
        { think: 'release/2.3 gives 3 slots. Let me go back to main to compare.' },
      ] });
  },
},
{
  id: '02', domain: 'browser: ukulele school enrolment dashboard', style: 'openinference',
  isolates: 'A browser agent flips the term filter between "Spring 2025" and "All terms" twice, reading the same counts (42 and 118) after each flip, and never exports the list.',
  goal: 'Export the list of Spring 2025 beginner-ukulele students who have not paid their deposit.',
  build: (N) => {
    const sel = (v) => ({ name: 'select_option', args: { selector: '#term-filter', value: v }, out: { ok: true, url: `https://admin.strumschool.example/enrolments?term=${v === 'All terms' ? 'all' : 'spring-2025'}&_=${N.epochMs()}` } });
    const read = (v) => ({ name: 'get_text', args: { selector: '.results-summary' }, out: v === 'All terms' ? `Showing 118 enrolments · 31 unpaid deposits · refreshed ${N.clock()}` : `Showing 42 enrolments · 9 unpaid deposits · refreshed ${N.clock()}` });
    return run(N, { style: 'openinference', agent: 'browser-agent', model: 'gpt-4o',
      system: 'You control a browser through tools.', goal: 'Export the list of Spring 2025 beginner-ukulele students who have not paid their deposit.',
      steps: [
        { think: 'Open the enrolments page.', calls: [{ name: 'goto', args: { url: 'https://admin.strumschool.example/enrolments' }, out: { status: 200, title: 'Enrolments · StrumSchool Admin', session: N.b62(16) } }] },
        { think: 'Set the term filter to Spring 2025.', calls: [sel('Spring 2025')] },
        { think: '', calls: [read('Spring 2025')] },
        { think: '42 in Spring. Let me check the unfiltered view to compare.', calls: [sel('All terms')] },
        { think: '', calls: [read('All terms')] },
        { think: '118 overall. Switch back to Spring 2025 to check the number.', calls: [sel('Spring 2025')] },
        { think: '', calls: [read('Spring 2025')] },
        { think: '42 in Spring. Let me check the unfiltered view to compare.', calls: [sel('All terms')] },
        { think: '', calls: [read('All terms')] },
        { think: '118 overall. Switch back to Spring 2025 to check the number.', calls: [sel('Spring 2025')] },
        { think: '', calls: [read('Spring 2025')] },
      ] });
  },
},
{
  id: '03', domain: 'sundial restoration quotes (tax mode flag)', style: 'langgraph',
  isolates: 'The agent toggles the quoting tool\'s tax_mode between "inclusive" and "exclusive" twice, each recomputation returning the same totals it returned before in that mode.',
  goal: 'Produce a client quote for regilding and re-levelling a bronze armillary sundial that matches the £1,140 figure the client was verbally promised.',
  build: (N) => {
    const setm = (m) => ({ name: 'set_config', args: { key: 'quotes.tax_mode', value: m }, out: `config updated: quotes.tax_mode=${m} (rev ${N.int(200, 260)}, ${N.iso()})` });
    const q = (m) => ({ name: 'compute_quote', args: { job: 'SD-118', items: ['regild_gnomon', 'relevel_plinth', 'patina_consolidation'] }, out: m === 'inclusive' ? { subtotal: '1083.33', vat: '216.67', total: '1300.00', tax_mode: 'inclusive', quote_draft: 'Q-' + N.upper(6) } : { subtotal: '1300.00', vat: '260.00', total: '1560.00', tax_mode: 'exclusive', quote_draft: 'Q-' + N.upper(6) } });
    return run(N, { style: 'langgraph', model: 'gpt-4o-2024-11-20', system: 'You prepare quotes for a heritage metalwork studio.',
      goal: 'Produce a client quote for regilding and re-levelling a bronze armillary sundial that matches the £1,140 figure the client was verbally promised.',
      steps: [
        { think: '', calls: [q('inclusive')] },
        { think: 'Total is 1300 inclusive, not 1140. Maybe the tax mode is wrong; switching to exclusive.', calls: [setm('exclusive')] },
        { think: '', calls: [q('exclusive')] },
        { think: 'Exclusive gives 1560, further away. Switching back to inclusive.', calls: [setm('inclusive')] },
        { think: '', calls: [q('inclusive')] },
        { think: 'Total is 1300 inclusive, not 1140. Maybe the tax mode is wrong; switching to exclusive.', calls: [setm('exclusive')] },
        { think: '', calls: [q('exclusive')] },
        { think: 'Exclusive gives 1560, further away. Switching back to inclusive.', calls: [setm('inclusive')] },
        { think: '', calls: [q('inclusive')] },
        { think: 'Total is 1300 inclusive, not 1140. Maybe the tax mode is wrong; switching to exclusive.' },
      ] });
  },
},
{
  id: '04', domain: 'fly fishing guide bookings (river beat filter)', style: 'adk',
  isolates: 'An ADK agent alternates the search region between "Upper beat" and "Lower beat" twice; each search returns exactly what it returned last time for that beat (no guides free).',
  goal: 'Find a guide with a free day on the Bow River between June 10 and 12 for two fly-fishing beginners and hold the booking.',
  build: (N) => {
    const s = (beat) => ({ name: 'search_guides', args: { river: 'Bow', beat, dates: ['2025-06-10', '2025-06-11', '2025-06-12'], party: 2, level: 'beginner' }, out: beat === 'upper' ? { results: [], note: 'all upper-beat guides booked (hatch season)', cache: 'MISS', served_by: N.host('guides') } : { results: [], note: 'lower beat closed 10-12 Jun: flow 212 m3/s above 180 m3/s guiding limit', cache: 'MISS', served_by: N.host('guides') } });
    return run(N, { style: 'adk', agent: 'guide_booker', app: 'riverline', model: 'gemini-2.0-flash',
      system: 'You book fly fishing guides.', goal: 'Find a guide with a free day on the Bow River between June 10 and 12 for two fly-fishing beginners and hold the booking.',
      steps: [
        { think: '', calls: [s('upper')] },
        { think: 'No guides on the upper beat. Trying the lower beat.', calls: [s('lower')] },
        { think: 'Lower beat is closed. Let me try the upper beat again.', calls: [s('upper')] },
        { think: 'No guides on the upper beat. Trying the lower beat.', calls: [s('lower')] },
        { think: 'Lower beat is closed. Let me try the upper beat again.', calls: [s('upper')] },
        { think: 'No guides on the upper beat. Trying the lower beat.', calls: [s('lower')] },
        { think: 'Lower beat is closed. Let me try the upper beat again.' },
      ] });
  },
},
{
  id: '05', domain: 'treehouse builders (CAD unit setting)', style: 'plain',
  isolates: 'The agent flips the CAD export unit setting imperial <-> metric twice; the structural check returns the same error for each unit every time.',
  goal: 'Run the load check on the oak-platform treehouse design TH-77 and export the cut list for the timber yard.',
  build: (N) => {
    const u = (x) => ({ name: 'CadPlugin-set_units', args: { project: 'TH-77', units: x }, out: `units=${x}; regenerated ${N.int(300, 340)} members in ${N.dur()}` });
    const chk = (x) => ({ name: 'CadPlugin-run_load_check', args: { project: 'TH-77', live_load: x === 'metric' ? '2.4 kN/m2' : '50 psf' }, err: 'LoadCheckFailed', out: x === 'metric' ? { status: 'FAIL', member: 'J-14 joist 45x195', utilisation: 1.18, code: 'EN 1995-1-1 6.1.6', run: N.uuid() } : { status: 'FAIL', member: 'J-14 joist 2x8', utilisation: 1.21, code: 'NDS 3.3', run: N.uuid() } });
    return run(N, { style: 'plain', agent: 'TreehouseDesigner', model: 'gpt-4o',
      system: 'You help a treehouse builder run CAD checks.', goal: 'Run the load check on the oak-platform treehouse design TH-77 and export the cut list for the timber yard.',
      steps: [
        { think: '', calls: [chk('metric')] },
        { think: 'J-14 fails in metric. Maybe the unit conversion is the problem; switch to imperial.', calls: [u('imperial')] },
        { think: '', calls: [chk('imperial')] },
        { think: 'Still fails in imperial. Switch back to metric and re-check.', calls: [u('metric')] },
        { think: '', calls: [chk('metric')] },
        { think: 'J-14 fails in metric. Maybe the unit conversion is the problem; switch to imperial.', calls: [u('imperial')] },
        { think: '', calls: [chk('imperial')] },
        { think: 'Still fails in imperial. Switch back to metric and re-check.', calls: [u('metric')] },
        { think: '', calls: [chk('metric')] },
      ] });
  },
},
{
  id: '06', domain: 'devops: nginx upstream for a lumberjack competition scoring site', style: 'strands',
  isolates: 'The agent swaps the nginx upstream between blue and green backends twice, reloading and curling after each swap; each backend returns the same 502/500 it returned before.',
  goal: 'The live scoreboard for the Timber Games (springboard chop, hot saw) returns 502. Restore it before the afternoon heats.',
  build: (N) => {
    const sw = (c) => ({ name: 'shell', args: { command: `sed -i 's/server scores-[a-z]*:8080/server scores-${c}:8080/' /etc/nginx/conf.d/scores.conf && nginx -t && nginx -s reload` }, out: `nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\nnginx: configuration file /etc/nginx/nginx.conf test is successful\n${N.syslog()} lb-01 nginx[${N.int(1000, 9999)}]: signal process started` });
    const cu = (c) => ({ name: 'http_get', args: { url: 'https://scores.timbergames.example/api/leaderboard?event=hot_saw' }, err: c === 'blue' ? 'HTTP 502' : 'HTTP 500', out: c === 'blue' ? `HTTP/1.1 502 Bad Gateway\nServer: nginx/1.24.0\nDate: ${N.http()}\nX-Upstream: scores-blue:8080\n\nconnect() failed (111: Connection refused)` : `HTTP/1.1 500 Internal Server Error\nServer: nginx/1.24.0\nDate: ${N.http()}\nX-Upstream: scores-green:8080\nX-Request-Id: ${N.hex(32)}\n\n{"error":"relation \\"heat_results\\" does not exist"}` });
    return run(N, { style: 'strands', agent: 'ops-agent', model: 'us.anthropic.claude-3-7-sonnet-20250219-v1:0',
      system: 'You are an on-call ops agent.', goal: 'The live scoreboard for the Timber Games (springboard chop, hot saw) returns 502. Restore it before the afternoon heats.',
      steps: [
        { think: 'Reproduce.', calls: [cu('blue')] },
        { think: 'Blue is refusing connections. Point the upstream at green.', calls: [sw('green')] },
        { think: '', calls: [cu('green')] },
        { think: 'Green returns 500. Switch back to blue.', calls: [sw('blue')] },
        { think: '', calls: [cu('blue')] },
        { think: 'Blue is refusing connections. Point the upstream at green.', calls: [sw('green')] },
        { think: '', calls: [cu('green')] },
        { think: 'Green returns 500. Switch back to blue.', calls: [sw('blue')] },
        { think: '', calls: [cu('blue')] },
        { think: 'Blue is refusing connections. Point the upstream at green.' },
      ] });
  },
},
];
