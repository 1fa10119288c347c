// Family 4: toggling-without-learning (loop: true, stagnation: false)
// The agent alternates between two states/actions for 3+ round trips; every visit to a
// state shows what the previous visit to that state showed; the task never finishes.

export const family = 'toggling-without-learning';
export const loop = true;
export const stagnation = false;

export const rows = [
  // 01 ─ browser automation in an accounting portal, Playwright MCP tools under Claude
  {
    isolates: 'A browser agent clicks back and forth between the Invoices and Payouts tabs seven times, getting the same snapshot of each tab every time, and never reaches the reconcile action.',
    goal: 'In the Brightline Books portal, reconcile the March Stripe payout po_1OxRk2 (USD 18,420.55) against invoice INV-2291 and mark the invoice paid.',
    make(c) {
      const K = [];
      const M = 'claude-3-7-sonnet-20250219';
      const snapInv = () => { c.tick(900, 2600); return `### Ran Playwright code\n\`\`\`js\nawait page.getByRole('tab', { name: 'Invoices' }).click();\n\`\`\`\n### Page state\n- Page URL: https://app.brightlinebooks.com/org/4410/banking?tab=invoices&_ts=${c.epochMs()}\n- Page Title: Banking · Brightline Books\n- Page Snapshot:\n\`\`\`yaml\n- tablist:\n  - tab "Invoices" [selected] [ref=e31]\n  - tab "Payouts" [ref=e32]\n- table "Open invoices":\n  - row "INV-2291 | Kestrel Outfitters | 2024-03-02 | USD 18,420.55 | Open" [ref=e58]\n  - row "INV-2294 | Norrland Supply | 2024-03-09 | USD 2,110.00 | Open" [ref=e59]\n  - row "INV-2302 | Kestrel Outfitters | 2024-03-21 | USD 940.10 | Draft" [ref=e60]\n- button "New invoice" [ref=e71]\n- text: "Last synced ${c.int(1, 9)} min ago"\n\`\`\``; };
      const snapPay = () => { c.tick(900, 2600); return `### Ran Playwright code\n\`\`\`js\nawait page.getByRole('tab', { name: 'Payouts' }).click();\n\`\`\`\n### Page state\n- Page URL: https://app.brightlinebooks.com/org/4410/banking?tab=payouts&_ts=${c.epochMs()}\n- Page Title: Banking · Brightline Books\n- Page Snapshot:\n\`\`\`yaml\n- tablist:\n  - tab "Invoices" [ref=e31]\n  - tab "Payouts" [selected] [ref=e32]\n- table "Stripe payouts":\n  - row "po_1OxRk2 | 2024-03-28 | USD 18,420.55 | Unmatched" [ref=e88]\n  - row "po_1OwQz9 | 2024-03-14 | USD 6,002.37 | Matched" [ref=e89]\n- button "Export CSV" [ref=e95]\n- text: "Last synced ${c.int(1, 9)} min ago"\n\`\`\``; };
      K.push(c.llm(M, [{ role: 'user', content: this.goal }], 'I\'ll open the banking area and look for the payout and the invoice so I can match them.'));
      K.push(c.tool('browser_navigate', { url: 'https://app.brightlinebooks.com/org/4410/banking' }, `### Page state\n- Page URL: https://app.brightlinebooks.com/org/4410/banking?tab=invoices\n- Page Title: Banking · Brightline Books\n### Console\n[info] bl-app build 7.41.${c.int(100, 999)} loaded in ${c.dur(400, 1400)}ms`));
      K.push(c.tool('browser_click', { element: 'Payouts tab', ref: 'e32' }, snapPay()));
      K.push(c.llm(M, [{ role: 'user', content: [{ type: 'tool_result', content: 'po_1OxRk2 ... Unmatched' }] }], 'The payout is listed as Unmatched but there is no Match control on this row. The matching action is probably on the invoice side.'));
      K.push(c.tool('browser_click', { element: 'Invoices tab', ref: 'e31' }, snapInv()));
      K.push(c.tool('browser_click', { element: 'Payouts tab', ref: 'e32' }, snapPay()));
      K.push(c.tool('browser_click', { element: 'Invoices tab', ref: 'e31' }, snapInv()));
      K.push(c.llm(M, [{ role: 'user', content: [{ type: 'tool_result', content: 'INV-2291 ... Open' }] }], 'INV-2291 shows as Open with the same amount as the payout. Maybe selecting the payout first enables a reconcile option, so I\'ll check the Payouts tab again.'));
      K.push(c.tool('browser_click', { element: 'Payouts tab', ref: 'e32' }, snapPay()));
      K.push(c.tool('browser_click', { element: 'Invoices tab', ref: 'e31' }, snapInv()));
      K.push(c.tool('browser_click', { element: 'Payouts tab', ref: 'e32' }, snapPay()));
      return c.agent('computer-use-agent', this.goal, 'I could not complete the reconciliation: the run stopped at the 12-step browser budget without finding a reconcile or match control for po_1OxRk2 / INV-2291.', K, 'MaxStepsExceeded: step budget 12 exhausted');
    },
  },

  // 02 ─ devops incident, LangGraph agent toggling a feature flag
  {
    isolates: 'An incident agent flips a feature flag off and on three round trips; each metric read shows the same 5xx rate for each flag state, and the spike is never mitigated.',
    goal: 'Checkout 5xx errors spiked after this morning\'s deploy. Figure out whether the new_checkout_flow flag is responsible and mitigate.',
    make(c) {
      const K = [];
      const M = 'ChatOpenAI (gpt-4o)';
      const setFlag = (on) => { c.tick(1500, 4000); return c.tool('launchdarkly_set_flag', { project: 'shop', environment: 'production', flag_key: 'new_checkout_flow', on }, { _version: c.int(300, 399), key: 'new_checkout_flow', environments: { production: { on, lastModified: c.epochMs(), _summary: { variations: { 0: { rules: 0, targets: 0 } } } } }, _links: { self: { href: '/api/v2/flags/shop/new_checkout_flow' } } }); };
      const rate = (on) => { c.tick(60000, 120000); const r = on ? c.float(4.18, 4.26) : c.float(4.10, 4.16); return c.tool('datadog_query_metric', { query: 'sum:trace.http.request.errors{service:checkout-api,http.status_class:5xx}.as_rate() / sum:trace.http.request.hits{service:checkout-api}.as_rate() * 100', from: 'now-5m', to: 'now' }, { status: 'ok', res_type: 'time_series', series: [{ metric: 'checkout-api 5xx %', pointlist_tail: [[c.epochMs() - 60000, +(r - 0.01).toFixed(2)], [c.epochMs(), r]], scope: 'service:checkout-api', unit: 'percent' }], from_date: c.epochMs() - 300000, to_date: c.epochMs(), query_id: c.hex(12) }); };
      K.push(c.llm(M, [{ role: 'system', content: 'You are the on-call SRE agent.' }, { role: 'user', content: this.goal }], 'The deploy enabled new_checkout_flow. Fastest test: turn the flag off and watch the 5xx rate for a few minutes.'));
      K.push(setFlag(false)); K.push(rate(false));
      K.push(c.llm(M, [{ role: 'tool', content: 'checkout-api 5xx ~4.1%' }], 'With the flag off the error rate is around 4.1%, still far above the 0.3% baseline. Turning it back on to compare.'));
      K.push(setFlag(true)); K.push(rate(true));
      K.push(setFlag(false)); K.push(rate(false));
      K.push(c.llm(M, [{ role: 'tool', content: 'checkout-api 5xx ~4.1%' }], 'Maybe the metric window is still mixing traffic from before the change. Flipping on once more and reading again after a longer wait.'));
      K.push(setFlag(true)); K.push(rate(true));
      K.push(setFlag(false)); K.push(rate(false));
      K.push(setFlag(true)); K.push(rate(true));
      return c.agent('sre_incident_graph', this.goal, 'No mitigation applied. Run ended at the recursion limit; checkout-api 5xx is still ~4.2% and new_checkout_flow was left ON.', K, 'GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition.');
    },
  },

  // 03 ─ marine shipping, CrewAI agent moving a booking between two voyages (JSON-string args)
  {
    argsAsString: true,
    isolates: 'A logistics agent moves a reefer booking between two voyages back and forth three times, and each voyage rejects it with the same reason as before.',
    goal: 'Container TGHU 871234-0 (frozen tuna, -18C) was rolled from its vessel. Rebook it on the next sailing from Busan to Yokohama that can take it.',
    make(c) {
      const K = [];
      const M = 'gpt-4o';
      const inner = [];
      const A = { voyage: 'ONE COMMITMENT 094E', vessel_imo: 9806079, etd: '2024-09-18T22:00+09:00' };
      const B = { voyage: 'SKY HOPE 2437N', vessel_imo: 9348302, etd: '2024-09-19T06:00+09:00' };
      const move = (v) => {
        c.tick(2000, 6000);
        const rej = v === A
          ? { code: 'REEFER_PLUGS_FULL', message: 'Reefer plug allocation exhausted for POL KRPUS (224/224 committed)', vessel_imo: A.vessel_imo }
          : { code: 'CARGO_CUTOFF_PASSED', message: 'Reefer cargo cutoff 2024-09-17T12:00+09:00 has passed for SKY HOPE 2437N', vessel_imo: B.vessel_imo };
        return c.tool('Update booking voyage', { booking: 'PUSYOK2409113', container: 'TGHU8712340', target_voyage: v.voyage },
          { result: 'REJECTED', booking: 'PUSYOK2409113', current_voyage: 'UNASSIGNED (rolled)', reason: rej, txn: c.uuid(), at: c.iso() });
      };
      inner.push(c.llm(M, 'You are Booking Desk Specialist. Task: ' + this.goal, 'Thought: Two sailings leave Busan for Yokohama in the next 36 hours, ONE COMMITMENT 094E and SKY HOPE 2437N. I\'ll try the earlier one.\nAction: Update booking voyage'));
      inner.push(move(A));
      inner.push(c.llm(M, 'Observation: REJECTED REEFER_PLUGS_FULL', 'Thought: No reefer plugs left on ONE COMMITMENT. The SKY HOPE sails only eight hours later, so it is an acceptable alternative.\nAction: Update booking voyage'));
      inner.push(move(B));
      inner.push(c.llm(M, 'Observation: REJECTED CARGO_CUTOFF_PASSED', 'Thought: SKY HOPE rejects it on cutoff. A plug may free up on ONE COMMITMENT if another reefer gets rolled, so let me retry there.\nAction: Update booking voyage'));
      inner.push(move(A)); inner.push(move(B)); inner.push(move(A)); inner.push(move(B));
      const out = 'Agent stopped due to iteration limit or time limit.';
      K.push(c.agent('Booking Desk Specialist', { task: 'Rebook TGHU8712340 Busan-Yokohama', expected_output: 'confirmed voyage and new ETA' }, out, inner));
      return c.agent('Crew: Reefer Recovery', this.goal, 'Could not rebook TGHU 871234-0: ONE COMMITMENT 094E has no reefer plugs and SKY HOPE 2437N is past cutoff. Booking PUSYOK2409113 remains unassigned.', K);
    },
  },

  // 04 ─ city transit GTFS feed, AutoGen assistant + executor (JSON-string args)
  {
    argsAsString: true,
    isolates: 'A feed-publishing agent switches agency_timezone between two values for three round trips; the validator reports the identical error for each value every time, and the feed is never published.',
    goal: 'Fix the validation errors in the IndyGo GTFS feed so the nightly export can be published to the open-data portal.',
    make(c) {
      const K = [];
      const M = 'assistant (gpt-4o)';
      const setTz = (tz) => { c.tick(500, 1500); return c.tool('set_agency_timezone', { feed_dir: '/data/gtfs/indygo/staging', agency_id: 'INDYGO', timezone: tz }, `updated agency.txt (1 row) agency_timezone=${tz}\nbackup: /data/gtfs/indygo/staging/.bak/agency.txt.${c.epoch()}`); };
      const validate = (tz) => {
        c.tick(9000, 18000);
        const t = c.secs(6, 14);
        const err = tz === 'America/Chicago'
          ? 'ERROR  stop_timezone_mismatch        41   stops.txt: stop_timezone America/Indiana/Indianapolis differs from agency_timezone America/Chicago at a time-dependent offset'
          : 'ERROR  inconsistent_agency_timezone   1    agency.txt: INDYGO uses America/New_York but REDLINE uses America/Indiana/Indianapolis';
        return c.tool('run_gtfs_validator', { input: '/data/gtfs/indygo/staging', output_base: c.tmp('gtfs-report') }, `gtfs-validator 5.0.1\nLoading feed... 14 files, 1,204,377 stop_times rows\nValidating...\nSEVERITY NOTICE_CODE                    COUNT\n${err}\nWARNING fast_travel_between_consecutive_stops 12\nINFO    unknown_column                   3\nDone in ${t}s. Report: report.html (run ${c.uuid()})\nexit code 1`);
      };
      K.push(c.llm(M, [{ role: 'user', content: this.goal }], 'Let me run the validator on the staging feed to see which errors block publication.'));
      K.push(validate('America/Chicago'));
      K.push(c.llm(M, [{ role: 'user', name: 'executor', content: 'ERROR stop_timezone_mismatch 41' }], 'Indianapolis observes Eastern time, so agency_timezone should not be Chicago. Setting it to America/New_York.'));
      for (let i = 0; i < 3; i++) {
        K.push(setTz('America/New_York')); K.push(validate('America/New_York'));
        if (i === 0) K.push(c.llm(M, [{ role: 'user', name: 'executor', content: 'ERROR inconsistent_agency_timezone' }], 'Now the two agencies disagree. The RedLine BRT agency row was probably authored against the Central setting, so Chicago may have been intended after all; reverting.'));
        K.push(setTz('America/Chicago')); K.push(validate('America/Chicago'));
      }
      return c.agent('assistant', this.goal, 'Conversation ended (max_consecutive_auto_reply=20). The feed still fails validation and was not published.', K);
    },
  },

  // 05 ─ data engineering, Claude Code (Edit + Bash), encoding flip-flop
  {
    isolates: 'A coding agent edits a loader\'s encoding between utf-8 and latin-1 three round trips, each run reproducing the previous failure for that encoding, and the load never succeeds.',
    goal: 'The nightly vendor CSV load (scripts/load_vendors.py) crashes. Make it load vendors_2024-06.csv cleanly into the warehouse staging table.',
    make(c) {
      const K = [];
      const M = 'claude-sonnet-4-20250514';
      const edit = (from, to) => { c.tick(); return c.tool('Edit', { file_path: '/repo/etl/scripts/load_vendors.py', old_string: `pd.read_csv(path, encoding="${from}", dtype=str)`, new_string: `pd.read_csv(path, encoding="${to}", dtype=str)` }, 'The file /repo/etl/scripts/load_vendors.py has been updated. Here\'s the result of running `cat -n` on a snippet of the edited file:\n    41\t    df = pd.read_csv(path, encoding="' + to + '", dtype=str)'); };
      const run = (enc) => {
        c.tick(4000, 12000);
        const ts = c.logTs();
        const out = enc === 'utf-8'
          ? `${ts} INFO load_vendors: reading data/vendors_2024-06.csv\nTraceback (most recent call last):\n  File "/repo/etl/scripts/load_vendors.py", line 41, in load\n    df = pd.read_csv(path, encoding="utf-8", dtype=str)\n  ...\nUnicodeDecodeError: 'utf-8' codec can't decode byte 0x96 in position 18234: invalid start byte`
          : `${ts} INFO load_vendors: reading data/vendors_2024-06.csv\n${ts} INFO load_vendors: 4,812 rows parsed in ${c.secs(0.3, 0.9)}s\n${ts} ERROR validate: 137 rows failed check no_mojibake(city,name): e.g. 'SÃ£o Paulo', 'MÃ¼ller GmbH', 'ZÃ¼rich'\n${ts} ERROR load_vendors: validation failed, nothing written to staging.vendors (batch ${c.hex(8)})`;
        return c.tool('Bash', { command: 'python scripts/load_vendors.py data/vendors_2024-06.csv --target staging.vendors', description: 'Run vendor loader' }, out + `\nexit status 1`);
      };
      K.push(c.llm(M, [{ role: 'user', content: this.goal }], 'I\'ll reproduce the crash first.'));
      K.push(run('utf-8'));
      K.push(c.llm(M, [{ role: 'user', content: [{ type: 'tool_result', content: 'UnicodeDecodeError ... 0x96' }] }], '0x96 is an en dash in Windows-1252, so the vendor exported in a legacy encoding. Switching the reader to latin-1.'));
      K.push(edit('utf-8', 'latin-1')); K.push(run('latin-1'));
      K.push(c.llm(M, [{ role: 'user', content: [{ type: 'tool_result', content: "validation failed ... 'SÃ£o Paulo'" }] }], 'latin-1 parses but produces mojibake in city names, which means most of the file is actually UTF-8. Going back to utf-8.'));
      K.push(edit('latin-1', 'utf-8')); K.push(run('utf-8'));
      K.push(edit('utf-8', 'latin-1')); K.push(run('latin-1'));
      K.push(edit('latin-1', 'utf-8')); K.push(run('utf-8'));
      K.push(edit('utf-8', 'latin-1')); K.push(run('latin-1'));
      return c.agent('claude-code', this.goal, 'Session ended (context budget). load_vendors.py still fails on vendors_2024-06.csv; the encoding line is currently set to latin-1 and nothing was loaded into staging.vendors.', K);
    },
  },

  // 06 ─ e-learning authoring, Vertex AI ADK agent toggling SCORM export version
  {
    isolates: 'An e-learning agent switches a course export between SCORM 1.2 and SCORM 2004 for three round trips, and each LMS test shows the same failure for that version every time.',
    goal: 'Our "Site Safety Induction" module does not report completion to Moodle. Fix the export so learners get marked complete.',
    make(c) {
      const K = [];
      const setStd = (std) => { c.tick(800, 2000); return c.tool('execute_tool set_export_standard', { course_id: 'crs_ssi_v3', standard: std }, { course_id: 'crs_ssi_v3', export: { standard: std, completion_trigger: 'final_slide_viewed', pass_mark: 80 }, saved_at: c.iso(), revision: c.int(200, 260) }); };
      const test = (std) => {
        c.tick(20000, 50000);
        const common = { course_id: 'crs_ssi_v3', lms: 'moodle-staging.acme-learn.net', package: `ssi_v3-${c.hex(8)}.zip`, test_learner: 'qa.learner04', run_id: c.uuid(), duration_s: c.int(38, 75) };
        return std === 'SCORM_1_2'
          ? c.tool('execute_tool publish_and_test', { course_id: 'crs_ssi_v3', lms_target: 'moodle-staging' }, { ...common, import: 'OK', launch: 'OK', runtime_log_tail: ['LMSInitialize("") -> true', 'LMSSetValue("cmi.core.lesson_location","12") -> true', 'LMSCommit("") -> true', 'LMSFinish("") -> true'], result: { completion_status: 'incomplete', reason: 'cmi.core.lesson_status never set' } })
          : c.tool('execute_tool publish_and_test', { course_id: 'crs_ssi_v3', lms_target: 'moodle-staging' }, { ...common, import: 'FAILED', error: { code: 'MANIFEST_INVALID', detail: 'imsmanifest.xml line 27: attribute adlcp:scormType missing on resource "res_sco1"' }, result: null });
      };
      K.push(c.llm('call_llm gemini-1.5-flash-002', { contents: [{ role: 'user', parts: [{ text: this.goal }] }] }, 'I\'ll check how the module is exported today and test it against the staging Moodle.'));
      K.push(setStd('SCORM_1_2')); K.push(test('SCORM_1_2'));
      K.push(setStd('SCORM_2004_4')); K.push(test('SCORM_2004_4'));
      K.push(c.llm('call_llm gemini-1.5-flash-002', { contents: [{ role: 'user', parts: [{ functionResponse: { name: 'publish_and_test', response: { import: 'FAILED' } } }] }] }, 'The 2004 package will not even import. Since 1.2 at least imports and launches, I will go back to 1.2 and test once more.'));
      K.push(setStd('SCORM_1_2')); K.push(test('SCORM_1_2'));
      K.push(setStd('SCORM_2004_4')); K.push(test('SCORM_2004_4'));
      K.push(setStd('SCORM_1_2')); K.push(test('SCORM_1_2'));
      K.push(setStd('SCORM_2004_4')); K.push(test('SCORM_2004_4'));
      return c.agent('invoke_agent course_publisher', this.goal, 'Stopped after reaching the tool-call limit. Completion is still not reported: SCORM 1.2 never sets lesson_status and SCORM 2004 fails to import. Export left on SCORM 2004 4th Ed.', K);
    },
  },
];
