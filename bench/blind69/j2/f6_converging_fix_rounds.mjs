import { trace } from './lib.mjs';
// Healthy: a fix cycle whose failure count drops to 0, each fix different, then done.
export const family = {
  name: 'converging_fix_rounds', loop: false, stagnation: false,
  isolates: 'repeated run-fix-rerun cycle where failures shrink each round with a different fix, ending at zero',
  rows: [
    (id) => { // Elixir/Phoenix tests, Claude Agent SDK
      const user = 'Upgrade the Phoenix app (bookings) from LiveView 0.20 to 1.0 and get mix test green.';
      const t = trace(id, 'claudesdk', { model: 'claude-sonnet-4-20250514', agent: 'upgrade', user });
      const N = t.N;
      t.llm('Running the test suite after bumping the dependency.', [['Bash', { command: 'mix deps.update phoenix_live_view && mix test' }]]);
      t.tool(`Finished in ${N.int(9, 20)}.${N.int(1, 9)} seconds (${N.int(2, 6)}.${N.int(1, 9)}s async, ${N.int(5, 14)}.${N.int(1, 9)}s sync)\n148 tests, 7 failures\n\n  1) test booking form validates dates (BookingsWeb.BookingLiveTest)\n     ** (ArgumentError) phx-feedback-for is no longer supported\n...\nRandomized with seed ${N.int(100000, 999999)}`, { error: 'exit 2' });
      t.llm('Five failures come from phx-feedback-for, removed in 1.0. I will switch the form components to used_input?/1 in core_components.ex.', [['Edit', { file_path: 'lib/bookings_web/components/core_components.ex', old_string: 'phx-feedback-for={@name}', new_string: 'class={[used_input?(@field) && @errors != [] && "phx-no-feedback"]}' }]]);
      t.tool('The file lib/bookings_web/components/core_components.ex has been updated.');
      t.llm('', [['Bash', { command: 'mix test' }]]);
      t.tool(`148 tests, 2 failures\n\n  1) test cancel flow pushes navigate (BookingsWeb.CancelLiveTest)\n     ** (UndefinedFunctionError) function Phoenix.LiveViewTest.follow_redirect/3 ... live_redirect removed\nRandomized with seed ${N.int(100000, 999999)}`, { error: 'exit 2' });
      t.llm('Two left: both templates still use live_redirect, which 1.0 dropped. Replacing with <.link navigate=...>.', [['Bash', { command: "grep -rl 'live_redirect' lib | xargs sed -i 's/<%= live_redirect \"Cancel\", to: \\(.*\\) %>/<.link navigate={\\1}>Cancel<\\/.link>/'" }]]);
      t.tool('');
      t.llm('', [['Bash', { command: 'mix test' }]]);
      t.tool(`148 tests, 1 failure\n  1) test cancel flow pushes navigate ... expected redirect to "/bookings", got "/bookings/"\nRandomized with seed ${N.int(100000, 999999)}`, { error: 'exit 2' });
      t.llm('Last one is a trailing slash in the ~p path of cancel_live.ex; fixing the sigil to ~p"/bookings".', [['Edit', { file_path: 'lib/bookings_web/live/cancel_live.ex', old_string: '~p"/bookings/"', new_string: '~p"/bookings"' }]]);
      t.tool('The file lib/bookings_web/live/cancel_live.ex has been updated.');
      t.llm('', [['Bash', { command: 'mix test' }]]);
      t.tool(`Finished in ${N.int(9, 20)}.${N.int(1, 9)} seconds\n148 tests, 0 failures`);
      t.llm('All 148 tests pass on LiveView 1.0: replaced phx-feedback-for, migrated live_redirect to <.link navigate>, fixed one route path.');
      return { goal: user, isolates: 'mix test goes 7, 2, 1, 0 failures with three different fixes, then the agent reports success.', root: t.done('148 tests, 0 failures') };
    },
    (id) => { // survey panel data cleaning, LangGraph
      const user = 'Validate the March survey-panel import file against the panel schema and load it once it passes.';
      const t = trace(id, 'langsmith', { model: 'gpt-4o', agent: 'panel_loader', user });
      const N = t.N;
      t.llm('', [['validate_file', { path: 's3://panel-imports/2025-03/respondents.csv' }]]);
      t.tool({ rows: 5120, errors: 214, by_rule: { postcode_format: 180, dob_future: 22, duplicate_panel_id: 12 }, report: N.tmp('.json') });
      t.llm('180 of 214 errors are postcodes with no space (e.g. LS61AN). I will normalise postcodes by inserting the space before the inward code.', [['apply_transform', { transform: 'uk_postcode_normalise', column: 'postcode' }]]);
      t.tool({ changed_rows: 180, new_version: N.hex(8) });
      t.llm('', [['validate_file', { path: 's3://panel-imports/2025-03/respondents.csv' }]]);
      t.tool({ rows: 5120, errors: 34, by_rule: { dob_future: 22, duplicate_panel_id: 12 } });
      t.llm('The 22 future birth dates are all 2065-2069: two-digit years parsed into the wrong century. Re-parsing dob with pivot year 1940.', [['apply_transform', { transform: 'date_reparse', column: 'dob', pivot_year: 1940 }]]);
      t.tool({ changed_rows: 22, new_version: N.hex(8) });
      t.llm('', [['validate_file', { path: 's3://panel-imports/2025-03/respondents.csv' }]]);
      t.tool({ rows: 5120, errors: 12, by_rule: { duplicate_panel_id: 12 } });
      t.llm('The 12 duplicates are the same respondents re-exported with an updated email. Keep the row with the newest updated_at.', [['apply_transform', { transform: 'dedupe', key: 'panel_id', keep: 'max(updated_at)' }]]);
      t.tool({ changed_rows: -12, new_version: N.hex(8) });
      t.llm('', [['validate_file', { path: 's3://panel-imports/2025-03/respondents.csv' }]]);
      t.tool({ rows: 5108, errors: 0 });
      t.llm('', [['load_panel', { version: 'latest' }]]);
      t.tool({ loaded: 5108, job: N.job('load'), finished: N.iso() });
      t.llm('Loaded 5,108 respondents after fixing 180 postcodes, 22 birth dates and 12 duplicates.');
      return { goal: user, isolates: 'Validation errors drop 214, 34, 12, 0 as three distinct transforms are applied, then the file is loaded.', root: t.done('Loaded 5108 rows') };
    },
    (id) => { // lobbying disclosure registry, OTel GenAI
      const user = 'Submit our Q2 lobbying disclosure return to the registry portal; fix whatever it rejects.';
      const t = trace(id, 'otel', { model: 'gpt-4o', agent: 'compliance-filer', user });
      const N = t.N;
      t.llm('', [['registry_submit', { period: '2025-Q2', draft_id: 'D-8812' }]]);
      t.tool({ status: 422, errors: [{ field: 'contacts[3].official_role', msg: 'required' }, { field: 'contacts[5].official_role', msg: 'required' }, { field: 'client.registration_no', msg: 'format NNNNNNNN' }, { field: 'expenditure_band', msg: 'must be one of A-F' }], request_id: N.uuid() }, { error: '422 validation failed (4)' });
      t.llm('Four problems. First the two contacts missing an official role: the diary says both meetings were with the Deputy Minister for Housing.', [['update_draft', { draft_id: 'D-8812', patch: { 'contacts[3].official_role': 'Deputy Minister for Housing', 'contacts[5].official_role': 'Deputy Minister for Housing' } }]]);
      t.tool({ ok: true, rev: 4 });
      t.llm('', [['registry_submit', { period: '2025-Q2', draft_id: 'D-8812' }]]);
      t.tool({ status: 422, errors: [{ field: 'client.registration_no', msg: 'format NNNNNNNN' }, { field: 'expenditure_band', msg: 'must be one of A-F' }], request_id: N.uuid() }, { error: '422 validation failed (2)' });
      t.llm('The client number has a dash (0044-1290); the registry wants 8 digits, 00441290. Spend was £18,400, which is band C.', [['update_draft', { draft_id: 'D-8812', patch: { 'client.registration_no': '00441290', expenditure_band: 'C' } }]]);
      t.tool({ ok: true, rev: 5 });
      t.llm('', [['registry_submit', { period: '2025-Q2', draft_id: 'D-8812' }]]);
      t.tool({ status: 201, return_id: 'LR-2025-Q2-00931', received: N.http() });
      t.llm('Filed as LR-2025-Q2-00931 after adding two official roles, reformatting the client number and setting band C.');
      return { goal: user, isolates: 'Registry rejections go 4, 2, 0 with different corrections each round, then the return is filed.', root: t.done('LR-2025-Q2-00931') };
    },
    (id) => { // parachute rigging loft, Anthropic
      const user = 'Run the reserve-repack checklist validator on rig #R-227 and clear every finding so it can be sealed.';
      const t = trace(id, 'anthropic', { model: 'claude-3-5-haiku-20241022', agent: 'rigger-assist', user });
      const N = t.N;
      t.llm('', [['validate_repack', { rig: 'R-227' }]]);
      t.tool({ findings: ['AAD service date missing', 'reserve closing loop length 5.9in > 5.5in spec', 'pilot chute spring test not logged'], checklist_rev: '2024.2' });
      t.llm('Three findings. The AAD (Cypres 2, S/N 41822) was serviced 2023-11-04 per the paper card, so I will enter that.', [['update_record', { rig: 'R-227', field: 'aad_service_date', value: '2023-11-04' }]]);
      t.tool({ ok: true });
      t.llm('', [['validate_repack', { rig: 'R-227' }]]);
      t.tool({ findings: ['reserve closing loop length 5.9in > 5.5in spec', 'pilot chute spring test not logged'] });
      t.llm('The rigger replaced the closing loop with a 5.4in one this morning (bench log #88). Recording it.', [['update_record', { rig: 'R-227', field: 'closing_loop_in', value: 5.4, evidence: 'bench log #88' }]]);
      t.tool({ ok: true });
      t.llm('', [['validate_repack', { rig: 'R-227' }]]);
      t.tool({ findings: ['pilot chute spring test not logged'] });
      t.llm('Spring test result from the scale: 22 lb compressed hold, pass. Logging it.', [['update_record', { rig: 'R-227', field: 'pc_spring_test', value: { hold_lb: 22, result: 'pass' } }]]);
      t.tool({ ok: true });
      t.llm('', [['validate_repack', { rig: 'R-227' }]]);
      t.tool({ findings: [], ready_to_seal: true, seal_code: `RG-${N.hex(4).toUpperCase()}` });
      t.llm('Rig R-227 passes the validator and is ready to seal.');
      return { goal: user, isolates: 'Validator findings go 3, 2, 1, 0 as three different records are fixed, then the rig is cleared.', root: t.done('ready_to_seal') };
    },
    (id) => { // asteroid survey pipeline, OpenInference
      const user = 'Tonight\'s astrometry solve on field 0412 fails for some frames. Get all 40 frames solved so the tracklets can be linked.';
      const t = trace(id, 'openinference', { model: 'gpt-4o', agent: 'survey-pipeline', user });
      const N = t.N;
      t.llm('', [['run_solve', { field: '0412', frames: 'all' }]]);
      t.tool(`solve-field batch ${N.job('sf')}: 40 frames, 9 FAILED (no match: too few stars) [${N.secs()}]`);
      t.llm('Failed frames are the 9 taken through cloud after 02:10. Lowering the source-extraction threshold from 5σ to 3σ for those.', [['run_solve', { field: '0412', frames: 'failed', sigma: 3 }]]);
      t.tool(`solve-field batch ${N.job('sf')}: 9 frames, 3 FAILED (no match) [${N.secs()}]`);
      t.llm('The 3 remaining are near the galactic plane and overcrowded; switch them to the Gaia DR3 index 5200 series with a tighter scale range 1.08-1.12 arcsec/px.', [['run_solve', { field: '0412', frames: 'failed', index: '5200', scale_low: 1.08, scale_high: 1.12 }]]);
      t.tool(`solve-field batch ${N.job('sf')}: 3 frames, 0 FAILED [${N.secs()}]`);
      t.llm('', [['link_tracklets', { field: '0412' }]]);
      t.tool({ tracklets: 57, known_objects_matched: 49, candidates_new: 8, mpc_report: N.tmp('.80col') });
      t.llm('All 40 frames solved (9, then 3, then 0 failures); linking gave 57 tracklets including 8 new candidates.');
      return { goal: user, isolates: 'Failed solves go 9, 3, 0 with a different parameter change each time, then linking runs.', root: t.done('57 tracklets') };
    },
    (id) => { // toy brick resale marketplace, Mastra
      const user = 'Our listing feed to the marketplace is being rejected. Make the nightly feed for the brick-set catalogue pass validation.';
      const t = trace(id, 'mastra', { model: 'gpt-4o-mini', agent: 'feedFixer', user });
      const N = t.N;
      t.llm('', [['validate_feed', { feed: 'sets_nightly.xml' }]]);
      t.tool({ items: 2210, rejected: 63, reasons: { missing_gtin: 40, condition_invalid: 17, price_zero: 6 }, validator: N.host('feedcheck') });
      t.llm('40 sets lack GTINs; retired sets have none. Marking them identifier_exists=no as the marketplace allows.', [['patch_feed_rule', { rule: 'identifier_exists', when: 'gtin is null and retired = true', value: 'no' }]]);
      t.tool({ ok: true });
      t.llm('', [['validate_feed', { feed: 'sets_nightly.xml' }]]);
      t.tool({ items: 2210, rejected: 23, reasons: { condition_invalid: 17, price_zero: 6 } });
      t.llm('"Used - complete" is not an allowed condition value. Map it to "used" and put the completeness note in the description.', [['patch_feed_rule', { rule: 'condition_map', map: { 'Used - complete': 'used', 'Used - incomplete': 'used' } }]]);
      t.tool({ ok: true });
      t.llm('', [['validate_feed', { feed: 'sets_nightly.xml' }]]);
      t.tool({ items: 2210, rejected: 6, reasons: { price_zero: 6 } });
      t.llm('The 6 zero-price items are bundles priced by a component sum that was never computed; excluding bundles from this feed until priced.', [['patch_feed_rule', { rule: 'exclude', when: 'type = bundle and price = 0' }]]);
      t.tool({ ok: true });
      t.llm('', [['validate_feed', { feed: 'sets_nightly.xml' }]]);
      t.tool({ items: 2204, rejected: 0 });
      t.llm('Feed now passes: 2,204 items, 0 rejected (GTIN rule, condition mapping, 6 unpriced bundles excluded).');
      return { goal: user, isolates: 'Feed rejections go 63, 23, 6, 0 with three different rule fixes, then the agent stops.', root: t.done('0 rejected') };
    },
  ],
};
