// Family 1: a long reasoning step / assistant message is restated verbatim or near-verbatim
// once, with nothing new observed in between. loop: true, stagnation: true.
import { LangGraphRun, AgentsRun, MastraRun, PlainChat, SwarmRun, AiderRun, span, J } from './lib.mjs';

export const family = 'restated_long_reasoning';
export const loop = true;
export const stagnation = true;
export const summary = 'One long reasoning step or assistant message (25+ words) is restated verbatim or near-verbatim with nothing new observed in between, and the run ends without succeeding.';

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    n: '01',
    domain: 'ports & shipping (berth planning)',
    style: 'LangGraph',
    isolates: 'A long berth-planning analysis is emitted twice word for word by consecutive agent steps with no tool call or observation between them, until the recursion limit stops the graph.',
    build(ctx) {
      const goal = 'Propose a berth window at Terminal 3 (berths 31-34) for the feeder NORDIC TERN (IMO 9468231) arriving from Rotterdam. Respect her 11.2 m aft draft and the crane maintenance on QC-7/QC-8 this afternoon. Return berth, start/end time and crane split as JSON.';
      const g = new LangGraphRun(ctx, { graph: 'berth_planner', model: 'gpt-4o-2024-08-06', system: 'You are the berth planning assistant for Terminal 3. Use the tools to gather vessel, tide and berth data. When you have decided, answer with a JSON object {berth, start, end, cranes}.', user: goal });
      g.agent("I'll start with the vessel's current ETA and particulars.", [{ name: 'get_vessel_eta', args: { imo: 9468231 } }]);
      const eta = ctx.now + 3 * 3600e3 + ctx.int(0, 1800) * 1000;
      g.tools([{ output: { imo: 9468231, mmsi: 257118000, name: 'NORDIC TERN', flag: 'NO', loa_m: 169.9, beam_m: 27.3, draft_fwd_m: 10.9, draft_aft_m: 11.2, eta_pilot_station: ctx.iso(eta), eta_source: 'AIS+agent', last_ais: { received_at: ctx.isoS(), sog_kn: 13.4, cog_deg: 201.6, nav_status: 0, sentence: `!AIVDM,1,1,,B,13u?etPv2;0n:dDPwUM1U1Cb069D,0*${ctx.hex(2).toUpperCase()}`, station: 'BS-NORTH-2' }, fetched_by: ctx.host('ais-cache') } }]);
      g.agent('Now the berth line-up and the tide window for her draft.', [
        { name: 'get_berth_schedule', args: { terminal: 'T3', berths: [31, 32, 33, 34], from: ctx.date() + 'T06:00:00Z', hours: 24 } },
        { name: 'get_tide_window', args: { station: 'PILOT-NW', draft_m: 11.2, min_ukc_m: 1.0 } },
      ]);
      g.tools([
        { output: { terminal: 'T3', generated: ctx.isoOff(60), berths: [
          { berth: 31, depth_m: 13.5, occupied_by: 'CMA CGM RHONE', until: '14:00', cranes: ['QC-5', 'QC-6'] },
          { berth: 32, depth_m: 12.8, free_from: '09:30', cranes: ['QC-6', 'QC-7', 'QC-8'] },
          { berth: 33, depth_m: 10.8, free_from: '07:00', cranes: ['QC-8'] },
          { berth: 34, depth_m: 14.0, occupied_by: 'EVER LUNAR', until: '18:00', cranes: ['QC-9', 'QC-10'] },
        ], maintenance: [{ crane: 'QC-7', from: '13:00', to: '17:00', wo: 'WO-' + ctx.int(40000, 49999) }, { crane: 'QC-8', from: '13:00', to: '17:00', wo: 'WO-' + ctx.int(40000, 49999) }], etag: ctx.etag(true) } },
        { output: { station: 'PILOT-NW', datum: 'LAT', high_water: { time: '11:42', height_m: 4.1 }, low_water: { time: '17:58', height_m: 0.6 }, windows: [{ open: '09:05', close: '14:20' }, { open: '21:40', close: '02:10' }], computed_at: ctx.iso(), model: 'harmonic-v3 (37 constituents)' } },
      ]);
      const A = 'NORDIC TERN needs 12.2 m of water with the 1.0 m under-keel clearance, so she can only cross the bar between 09:05 and 14:20 or after 21:40. Berth 33 is out because its 10.8 m depth is below her 11.2 m aft draft. Berth 32 is free from 09:30, but QC-7 and QC-8 go into maintenance from 13:00 to 17:00, which leaves only QC-6 for most of her stay, while berth 34 is only free after 18:00 and the next tide window opens at 21:40. Before I can choose, I need to weigh slow single-crane work at berth 32 against waiting for the evening tide and berth 34.';
      g.agent(A, []);
      g.agent(A, []);
      const root = g.finish(null, { error: 'GraphRecursionError: Recursion limit of 6 reached without hitting a stop condition. You can increase the limit by setting the `recursion_limit` config key.', recursionLimit: 6 });
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 02
  {
    n: '02',
    domain: 'chemistry LIMS (stability OOS)',
    style: 'OpenAI Agents SDK',
    isolates: 'A long OOS assessment is repeated verbatim after re-running a lookup whose result is identical to one already seen, and the run ends at the turn limit without a decision.',
    build(ctx) {
      const goal = 'Sample S-2291-14 from stability batch B-2291 (6-month pull, 25C/60%RH) shows assay 92.1% label claim against spec 95.0-105.0%. Decide whether this is a confirmed OOS or a documented lab error, and record the conclusion in the LIMS.';
      const a = new AgentsRun(ctx, { agent: 'QC Investigator', model: 'o4-mini', instructions: 'You support QC analysts with OOS phase-1 assessments. Use the LIMS tools. Record a conclusion with record_assessment when you are confident.', user: goal, tools: ['get_sample_results', 'get_instrument_log', 'get_standard_prep', 'record_assessment'] });
      a.response(null, [{ name: 'get_sample_results', args: { sample_id: 'S-2291-14' } }]);
      const results = (reqId, at) => ({ sample_id: 'S-2291-14', batch: 'B-2291', test: 'ASSAY-HPLC-004 v7', analyst: 'mkowalczyk', instrument: 'HPLC-07', column: { id: 'COL-1182', lot: 'L0923A' }, sequence: 'SEQ-2291-06M', injections: [{ n: 1, area: 1843321, result_pct: 91.8 }, { n: 2, area: 1855970, result_pct: 92.4 }], mean_pct: 92.1, rsd_pct: 0.46, system_suitability: { tailing: 1.12, plates: 11840, rsd_std_pct: 0.31, status: 'PASS' }, status: 'PENDING_REVIEW', retrieved_at: at, request_id: reqId });
      a.fn(results(ctx.reqId('lims-'), ctx.iso()));
      a.response(null, [{ name: 'get_instrument_log', args: { instrument: 'HPLC-07', date: ctx.date() } }]);
      a.fn(`HPLC-07 event log ${ctx.date()} (Empower 3 FR5, node ${ctx.host('empower')})\n${ctx.hms(ctx.now - 4 * 3600e3)} INFO  Pump A purge complete\n${ctx.hms(ctx.now - 3.9 * 3600e3)} WARN  Needle wash vial level low (pos W1)\n${ctx.hms(ctx.now - 3.3 * 3600e3)} INFO  Sequence SEQ-2291-06M started by mkowalczyk\n${ctx.hms(ctx.now - 3.3 * 3600e3 + 60e3)} INFO  Column oven 30.0 C stable\n${ctx.hms(ctx.now - 1.1 * 3600e3)} INFO  Sequence SEQ-2291-06M completed, 24 injections\naudit_trail_ref=AT-${ctx.int(1000000, 9999999)}`);
      const A = 'The two injections for S-2291-14 agree closely (91.8% and 92.4%, RSD 0.46%) and system suitability passed, so there is no sign of a chromatographic failure. The only anomaly in the HPLC-07 log is the needle-wash warning, which was raised before sequence SEQ-2291-06M started, so it cannot explain a low result inside the run. Without an assignable laboratory cause this has to be treated as a confirmed OOS, but I want to confirm the standard preparation before I record that conclusion.';
      a.response(A, [{ name: 'get_sample_results', args: { sample_id: 'S-2291-14' } }]);
      a.fn(results(ctx.reqId('lims-'), ctx.iso()));
      a.response(A, [{ name: 'get_sample_results', args: { sample_id: 'S-2291-14' } }]);
      const root = a.finish(null, { error: 'MaxTurnsExceeded: Max turns (4) exceeded' });
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 03
  {
    n: '03',
    domain: 'film post-production (EDL conform)',
    style: 'Mastra',
    isolates: 'A long conform analysis is restated near-verbatim (a few words swapped) after an identical diff re-run, and the agent hits maxSteps without writing the report.',
    build(ctx) {
      const goal = "Conform check for reel 3: compare the locked-cut EDL HARBOUR_LIGHTS_R3_LOCK_v12.edl against the online timeline 'R3_ONLINE_v4' in Resolve, and write a conform report listing every event whose source timecode differs by more than one frame.";
      const m = new MastraRun(ctx, { agentId: 'conform-checker', agentName: 'Conform Checker', model: 'gpt-4.1', instructions: 'You check online timelines against locked EDLs for the post team. Finish by calling write-conform-report.', user: goal });
      m.llm('Parsing the locked EDL first.', [{ name: 'parse-edl', args: { path: '/mnt/editorial/HL/R3/HARBOUR_LIGHTS_R3_LOCK_v12.edl' } }]);
      m.tool({ title: 'HARBOUR_LIGHTS_R3_LOCK_v12', fcm: 'NON-DROP FRAME', events: 142, first: { event: 1, reel: 'A047C012', rec_in: '03:00:00:00', src_in: '14:21:58:02' }, parser: 'cmx3600', took_ms: ctx.int(30, 90), cache_key: ctx.sha1() });
      m.llm(null, [{ name: 'export-timeline-events', args: { project: 'HARBOUR_LIGHTS_ONLINE', timeline: 'R3_ONLINE_v4' } }]);
      const csv = ctx.tmp('resolve_export_', '.csv');
      m.tool({ timeline: 'R3_ONLINE_v4', fps: 23.976, drop_frame_display: false, events: 141, exported_to: csv, resolve_build: '19.0.2.7', worker: ctx.host('resolve-api') });
      const diffArgs = { edl: '/mnt/editorial/HL/R3/HARBOUR_LIGHTS_R3_LOCK_v12.edl', timeline_csv: csv, tolerance_frames: 1 };
      m.llm(null, [{ name: 'diff-events', args: diffArgs }]);
      const diff = () => ({ compared: 141, tolerance_frames: 1, mismatches: [{ event: 57, clip: 'A047C012_230611_R1KB.mov', edl_src_in: '14:22:07:11', tl_src_in: '14:22:07:13', delta_frames: 2 }, { event: 103, clip: 'B019C004_230614_R2JA.mov', edl_src_in: '09:41:12:20', tl_src_in: '09:41:12:23', delta_frames: 3 }], missing_in_timeline: [88], run: ctx.uuid(), elapsed: ctx.dur(200, 900) });
      m.tool(diff());
      const A1 = 'Event 88 is missing from the timeline entirely, which explains the count difference of 142 versus 141, and events 57 and 103 have source-in offsets of two and three frames respectively. Because the EDL is non-drop frame and the timeline was exported at 23.976 with drop-frame display off, the offsets are not a timecode-format artifact, so they are real slips that the online editor needs to fix before the grade. Let me re-run the diff to be sure of the event numbers.';
      m.llm(A1, [{ name: 'diff-events', args: diffArgs }]);
      m.tool(diff());
      const A2 = 'Event 88 is missing from the timeline completely, which explains the count difference of 142 versus 141, and events 57 and 103 have source-in offsets of two and three frames. Since the EDL is non-drop frame and the timeline was exported at 23.976 with drop-frame display off, the offsets are not a timecode-format artifact, so they are real slips the online editor has to fix before the grade. Let me re-run the diff to be sure of the event numbers.';
      m.llm(A2, [{ name: 'diff-events', args: diffArgs }]);
      const root = m.finish(undefined, { maxSteps: 5 });
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 04
  {
    n: '04',
    domain: 'coding (calendar recurrence across DST)',
    style: 'Aider-style coding chat',
    isolates: 'After a test run whose output is the same failure already seen, the assistant restates its long diagnosis with the clauses reordered and nothing new, then the user interrupts.',
    build(ctx) {
      const goal = 'tests/test_recurrence.py::test_weekly_across_dst fails: weekly events after the October DST change come out one hour early. Fix it.';
      const a = new AiderRun(ctx, { files: ['src/calsync/recurrence.py', 'tests/test_recurrence.py'], repo: '/home/dev/calsync', user: goal });
      a.run('pytest -q tests/test_recurrence.py::test_weekly_across_dst', failOut(ctx), { exitCode: 1 });
      a.llm(`The failure comes from expanding the RRULE in UTC and only afterwards converting each occurrence back to Europe/Berlin, so every occurrence after 27 October keeps the summer UTC offset and lands one hour early. The fix is to expand in the event's local zone with a naive wall-clock DTSTART and attach the zone per occurrence.

src/calsync/recurrence.py
\`\`\`python
<<<<<<< SEARCH
    rule = rrulestr(event.rrule, dtstart=event.start.astimezone(timezone.utc))
    return [occ.astimezone(event.tz) for occ in rule.between(window_start, window_end, inc=True)]
=======
    local_start = event.start.astimezone(event.tz).replace(tzinfo=None)
    rule = rrulestr(event.rrule, dtstart=local_start)
    naive_from = window_start.astimezone(event.tz).replace(tzinfo=None)
    naive_to = window_end.astimezone(event.tz).replace(tzinfo=None)
    return [occ.replace(tzinfo=event.tz) for occ in rule.between(naive_from, naive_to, inc=True)]
>>>>>>> REPLACE
\`\`\``);
      a.apply('Applied edit to src/calsync/recurrence.py');
      a.commit('fix: expand weekly recurrences in local time across DST');
      a.run('pytest -q tests/test_recurrence.py::test_weekly_across_dst', failOut(ctx), { exitCode: 1 });
      a.llm(`Every occurrence after 27 October keeps the summer UTC offset and lands one hour early, and that happens because the RRULE is expanded in UTC and each occurrence is only converted back to Europe/Berlin afterwards. Expanding in the event's local zone with a naive wall-clock DTSTART and attaching the zone per occurrence is the fix.

src/calsync/recurrence.py
\`\`\`python
<<<<<<< SEARCH
    rule = rrulestr(event.rrule, dtstart=event.start.astimezone(timezone.utc))
    return [occ.astimezone(event.tz) for occ in rule.between(window_start, window_end, inc=True)]
=======
    local_start = event.start.astimezone(event.tz).replace(tzinfo=None)
    rule = rrulestr(event.rrule, dtstart=local_start)
    naive_from = window_start.astimezone(event.tz).replace(tzinfo=None)
    naive_to = window_end.astimezone(event.tz).replace(tzinfo=None)
    return [occ.replace(tzinfo=event.tz) for occ in rule.between(naive_from, naive_to, inc=True)]
>>>>>>> REPLACE
\`\`\``);
      const root = a.finish(null, { error: 'KeyboardInterrupt: ^C (user interrupted the session)' });
      return { goal, root };

      function failOut(c) {
        return `F                                                                        [100%]
=================================== FAILURES ===================================
__________________________ test_weekly_across_dst ___________________________

    def test_weekly_across_dst():
        ev = make_event("2024-10-14T09:00:00", tz="Europe/Berlin", rrule="FREQ=WEEKLY;COUNT=4")
        occ = expand(ev, window_start=UTC("2024-10-01"), window_end=UTC("2024-11-30"))
>       assert [o.hour for o in occ] == [9, 9, 9, 9]
E       assert [9, 9, 8, 8] == [9, 9, 9, 9]
E         At index 2 diff: 8 != 9

tests/test_recurrence.py:88: AssertionError
=========================== short test summary info ============================
FAILED tests/test_recurrence.py::test_weekly_across_dst - assert [9, 9, 8, 8] == [9, 9, 9, 9]
1 failed in ${c.secs(0.3, 1.4)}s`;
      }
    },
  },
  // ------------------------------------------------------------------ 05
  {
    n: '05',
    domain: 'bank KYC onboarding (corporate UBO look-through)',
    style: 'plain message-level',
    isolates: 'A long UBO look-through analysis is restated near-verbatim in the very next assistant turn after a bare harness nudge, and the harness aborts the stalled run.',
    build(ctx) {
      const goal = "Complete the KYC onboarding review for business applicant 'Halvorsen Marine Supplies AS' (application APP-77120, org no. 923 456 781): verify registry data, identify all UBOs at the 25% threshold, screen them, and approve or request documents.";
      const c = new PlainChat(ctx, { name: 'kyc-onboarding-agent', model: 'gpt-4o-2024-11-20', system: 'You are a KYC analyst assistant for business onboarding. Follow policy KYC-BUS-4.2: look through corporate shareholders holding 25% or more. Use tools; finish with approve_application or request_documents.', user: goal, tools: ['registry_lookup', 'get_ubo_declaration', 'screen_person', 'approve_application', 'request_documents'] });
      c.llm(null, [{ name: 'registry_lookup', args: { country: 'NO', org_number: '923456781' } }]);
      c.tool({ source: 'brreg', org_number: '923456781', name: 'HALVORSEN MARINE SUPPLIES AS', form: 'AS', registered: '2011-03-02', address: 'Strandkaien 14, 5013 Bergen', nace: '46.690', board: [{ role: 'Styreleder', name: 'Kari Halvorsen' }], status: 'ACTIVE', fetched: ctx.isoMicro(), x_request_id: ctx.uuid() });
      c.llm('Registry data matches the application. Pulling the beneficial-ownership declaration.', [{ name: 'get_ubo_declaration', args: { application_id: 'APP-77120' } }]);
      c.tool({ application_id: 'APP-77120', declared_at: ctx.iso(ctx.now - 3 * 86400e3), shareholders: [{ type: 'person', name: 'Kari Halvorsen', dob: '1971-05-19', pct: 40 }, { type: 'person', name: 'Tor Eide', dob: '1968-11-02', pct: 35 }, { type: 'company', name: 'Fjordvik Holding AS', org_number: '998112640', pct: 25 }], attachments: ['shareholder_register_2024.pdf'], doc_sha256: ctx.sha256() });
      c.llm(null, [{ name: 'screen_person', args: { name: 'Kari Halvorsen', dob: '1971-05-19', lists: ['EU', 'UN', 'OFAC', 'PEP'] } }, { name: 'screen_person', args: { name: 'Tor Eide', dob: '1968-11-02', lists: ['EU', 'UN', 'OFAC', 'PEP'] } }]);
      c.tool({ screening_id: 'scr_' + ctx.b62(14), hits: 0, lists_version: ctx.date() + '.2', took_ms: ctx.int(120, 600) });
      c.tool({ screening_id: 'scr_' + ctx.b62(14), hits: 0, lists_version: ctx.date() + '.2', took_ms: ctx.int(120, 600) });
      c.llm('Registry data matches the application and neither Kari Halvorsen nor Tor Eide has any sanctions or PEP hits. The remaining 25 percent belongs to Fjordvik Holding AS, and policy KYC-BUS-4.2 requires looking through corporate shareholders at the 25 percent threshold, so before I can approve I need to establish who owns Fjordvik Holding AS and whether any natural person reaches the threshold indirectly.');
      c.userTurn('Continue.');
      c.llm('The registry data matches the application, and neither Kari Halvorsen nor Tor Eide has sanctions or PEP hits. The remaining 25 percent is held by Fjordvik Holding AS, and policy KYC-BUS-4.2 requires looking through corporate shareholders at the 25 percent threshold, so before I can approve I need to establish who owns Fjordvik Holding AS and whether any natural person reaches the threshold indirectly.');
      const root = c.finish(null, { error: 'RunAborted: 2 consecutive assistant turns without a tool call or final action (limit 2)' });
      return { goal, root };
    },
  },
  // ------------------------------------------------------------------ 06
  {
    n: '06',
    domain: 'elections administration (duplicate voter after redistricting)',
    style: 'OpenAI Swarm',
    isolates: 'After a handoff, the roll-maintenance agent repeats its long boundary explanation verbatim around a geocode call that returns exactly what it returned before, until max_turns.',
    build(ctx) {
      const goal = 'Voter ID 4471-0932 appears in both the Riverside (P12) and Oakmont (P19) precinct rolls after redistricting. Work out which precinct is correct and prepare the roll correction.';
      const s = new SwarmRun(ctx, { agent: 'Clerk Triage Agent', instructions: 'You route county clerk requests to the right specialist agent.', user: goal });
      s.llm(null, [{ name: 'transfer_to_roll_maintenance', args: {} }]);
      s.tool(null, { handoff: 'Roll Maintenance Agent', instructions: 'You maintain voter rolls. Use lookup_voter, geocode_address, compare_boundary and prepare_roll_correction.' });
      s.llm(null, [{ name: 'lookup_voter', args: { voter_id: '4471-0932' } }]);
      s.tool(J({ voter_id: '4471-0932', name: 'DELACROIX, MARIE A', registrations: [{ precinct: 'P12 RIVERSIDE', source: 'REDIST-IMPORT', batch: 'RD-2024-07', created: ctx.us(ctx.now - 40 * 86400e3) }, { precinct: 'P19 OAKMONT', source: 'REDIST-IMPORT', batch: 'RD-2024-07', created: ctx.us(ctx.now - 40 * 86400e3 + 3000) }], residence: '118 COLD SPRING RD', status: 'ACTIVE', served_by: ctx.host('vrdb-ro') }));
      const geo = () => J({ input: '118 COLD SPRING RD', match: { lat: 41.70312, lon: -73.92874, type: 'rooftop_interpolated' }, confidence: 'low', nearest_boundary: { between: ['P12', 'P19'], distance_m: 4.1 }, geocoder: 'county-gis 2.3', query_ms: ctx.int(40, 300), trace: ctx.traceHex() });
      s.llm(null, [{ name: 'geocode_address', args: { address: '118 COLD SPRING RD', county: 'Dutchess' } }]);
      s.tool(geo());
      const A = 'The residence at 118 Cold Spring Rd geocodes to a point only about four meters from the line between Riverside precinct 12 and Oakmont precinct 19, and the geocoder rates that match as low confidence. Both registrations were created by the same redistricting import batch RD-2024-07 within seconds of each other, so neither one is clearly the older valid record; I should pin down the parcel location before moving the voter.';
      s.llm(A, [{ name: 'geocode_address', args: { address: '118 COLD SPRING RD', county: 'Dutchess' } }]);
      s.tool(geo());
      s.llm(A, [{ name: 'geocode_address', args: { address: '118 COLD SPRING RD', county: 'Dutchess' } }]);
      const root = s.finish(undefined, { maxTurns: 5 });
      return { goal, root };
    },
  },
];
