// Family: fix_verify_converges (healthy) -- each check reports fewer/different failures, ending in a pass.
import { Trace, Rec } from './lib.mjs';

export const FAMILY = 'fix_verify_converges';
export const LOOP = false;

// 01 game modding -- Claude Code; Papyrus compile errors drop 3 -> 1 -> 0
function s01(id) {
  const T = new Trace(id, '2025-06-28T20:44:09Z');
  const goal = "My Skyrim mod 'Hearthfire Ledgers' no longer compiles after I updated to the new SKSE/PapyrusUtil script sources. Make the Papyrus scripts compile again.";
  const R = new Rec(T, 'claude', { cwd: '/mnt/c/Modding/HearthfireLedgers', gitBranch: 'main', user: goal });
  const head = () => `pyro 1.6.3 (build ${T.short(7)})\n[PPJ] Using project: ledgers.ppj\n[COMP] Compiling 14 scripts with PapyrusCompiler.exe (flags: TESV_Papyrus_Flags.flg)`;
  const b1 = () => `Error: Exit code 2\n${head()}\nC:\\Modding\\HearthfireLedgers\\Source\\Scripts\\LedgerMenu.psc(88,4): LedgerBook is not a known user-defined script type\nC:\\Modding\\HearthfireLedgers\\Source\\Scripts\\LedgerMenu.psc(112,9): variable LedgerBook is undefined\nC:\\Modding\\HearthfireLedgers\\Source\\Scripts\\LedgerQuest.psc(41,12): type mismatch on parameter 2 - cannot pass a string to a int\n[COMP] 11 succeeded, 3 failed. Elapsed ${T.hmsDur(T.int(5000, 9000))}`;
  const b2 = () => `Error: Exit code 2\n${head()}\nC:\\Modding\\HearthfireLedgers\\Source\\Scripts\\LedgerQuest.psc(41,12): type mismatch on parameter 2 - cannot pass a string to a int\n[COMP] 13 succeeded, 1 failed. Elapsed ${T.hmsDur(T.int(5000, 9000))}`;
  const b3 = () => `${head()}\n[COMP] 14 succeeded, 0 failed. Elapsed ${T.hmsDur(T.int(5000, 9000))}\n[PACK] Skipped (no -p flag)`;
  const build = (o) => ({ tool: 'Bash', args: { command: 'pyro --input-path ledgers.ppj --no-anonymize', description: 'Compile Papyrus scripts' }, ...o, dur: 7000 });
  R.step('Let me build first to see the compiler errors.', [build({ error: b1 })]);
  R.step('Three errors in two scripts. LedgerMenu cannot see the LedgerBook type; let me check its imports.', [
    { tool: 'Read', args: { file_path: '/mnt/c/Modding/HearthfireLedgers/Source/Scripts/LedgerMenu.psc', limit: 12 }, out: '     1\tScriptName LedgerMenu extends Quest\n     2\t\n     3\tImport PapyrusUtil\n     4\tImport StringUtil\n     5\t' }]);
  R.step('LedgerBook moved into the HFL namespace folder in the new layout, so LedgerMenu needs to import it. Adding the import.', [
    { tool: 'Edit', args: { file_path: '/mnt/c/Modding/HearthfireLedgers/Source/Scripts/LedgerMenu.psc', old_string: 'Import StringUtil', new_string: 'Import StringUtil\nImport HFL:LedgerBook' }, out: 'The file /mnt/c/Modding/HearthfireLedgers/Source/Scripts/LedgerMenu.psc has been updated.' }]);
  R.step('Rebuilding to confirm the menu errors are gone.', [build({ error: b2 })]);
  R.step('LedgerMenu compiles now; one error left in LedgerQuest line 41. The new PapyrusUtil SetIntValue takes an int, but we pass the string from GetStringValue. Converting with the cast.', [
    { tool: 'Edit', args: { file_path: '/mnt/c/Modding/HearthfireLedgers/Source/Scripts/LedgerQuest.psc', old_string: 'StorageUtil.SetIntValue(akRef, "hfl_count", sCount)', new_string: 'StorageUtil.SetIntValue(akRef, "hfl_count", sCount as Int)' }, out: 'The file /mnt/c/Modding/HearthfireLedgers/Source/Scripts/LedgerQuest.psc has been updated.' }]);
  R.step('Final build.', [build({ out: b3 })]);
  R.final('All 14 scripts compile. Two fixes: LedgerMenu.psc now imports HFL:LedgerBook (the type moved in the new source layout), and LedgerQuest.psc casts sCount to Int for the new StorageUtil.SetIntValue signature.');
  const root = R.finish('All 14 Papyrus scripts compile.');
  return {
    isolates: 'A Papyrus build fails with 3 errors, then 1 after an import fix, then succeeds after a cast fix; each compile output is different and the run ends in a clean build.',
    stagnation: false, goal, root,
  };
}

// 02 mortgage underwriting -- OTel; DU findings Refer -> narrower Refer -> Approve/Eligible
function s02(id) {
  const T = new Trace(id, '2025-03-19T14:55:27Z');
  const goal = 'Run Desktop Underwriter for loan 3021-5567-11 and correct data issues until findings come back Approve/Eligible, then list the remaining conditions.';
  const R = new Rec(T, 'otel', {
    agent: 'du-runner',
    system: 'You are an underwriting assistant. You can update liabilities and income in the loan file (with documentation references) and submit to DU. Never change data without a supporting document.',
    user: goal,
  });
  const du = (o) => ({ tool: 'submit_to_du', args: { loan_number: '3021-5567-11' }, out: () => ({ casefile_id: `${T.digits(10)}`, submission: o.n, recommendation: o.rec, dti: o.dti, ltv: 80.0, messages: o.msgs, received: T.isoOff(T.t, -240), du_version: '11.1' }), dur: 25000 });
  R.step('Submitting the current file to DU.', [du({ n: 1, rec: 'Refer with Caution', dti: 51.2, msgs: ['ID 1150: Total DTI 51.20% exceeds the maximum allowed 50.00%.', 'ID 2271: Net rental income for 44 Pine Ct cannot be used without Form 1007 or Schedule E.'] })]);
  R.step('Two findings. The DTI includes a $612/month auto loan that the credit supplement shows as paid off in February, so removing it from the ratios.', [
    { tool: 'update_liability', args: { loan_number: '3021-5567-11', liability_id: 'LIA-07', action: 'paid_off_exclude', document: 'credit supplement CS-20250312' }, out: { ok: true, monthly_debt_before: 4830.0, monthly_debt_after: 4218.0 } }]);
  R.step('Resubmitting with the corrected debts.', [du({ n: 2, rec: 'Refer with Caution', dti: 44.8, msgs: ['ID 2271: Net rental income for 44 Pine Ct cannot be used without Form 1007 or Schedule E.'] })]);
  R.step('DTI is now 44.8% and only the rental-income finding remains. The 2024 Schedule E is in the file, so entering the rental income from it.', [
    { tool: 'update_income', args: { loan_number: '3021-5567-11', property: '44 Pine Ct', type: 'net_rental', monthly: 940.5, document: 'Schedule E 2024 (doc 88213)' }, out: { ok: true, total_monthly_income_after: 10312.5 } }]);
  R.step('Resubmitting with documented rental income.', [du({ n: 3, rec: 'Approve/Eligible', dti: 40.9, msgs: ['ID 0037: Verify employment within 10 business days of closing.', 'ID 0411: Provide 2 months of bank statements for account ending 5521.'] })]);
  R.final('DU submission 3 returned Approve/Eligible (DTI 40.9%, LTV 80%). Changes: excluded the paid-off auto loan (credit supplement CS-20250312) and added net rental income of $940.50 from the 2024 Schedule E. Remaining conditions: verbal VOE within 10 business days of closing, and 2 months of statements for account ending 5521.');
  const root = R.finish('Approve/Eligible on submission 3.');
  return {
    isolates: 'Three DU submissions with a documented data fix between each: two findings, then one, then Approve/Eligible; every check result differs and the run finishes with the conditions list.',
    stagnation: false, goal, root,
  };
}

// 03 localization -- Strands; XLIFF validator 5 -> 2 -> 0 issues
function s03(id) {
  const T = new Trace(id, '2025-10-13T12:03:50Z');
  const goal = 'Validate the fr-CA XLIFF for the Atlas mobile app release 5.8 and fix issues until the validator passes, then mark the file ready for the build.';
  const R = new Rec(T, 'strands', {
    agent: 'l10n_qa_agent', tools: ['validate_xliff', 'update_segments', 'set_file_status'],
    system: 'You are a localization QA agent. Fix placeholder and length problems in target segments only; keep meaning. Android strings have a 32-character limit where maxwidth is set.',
    user: goal,
  });
  const val = (issues) => () => ({ file: 'atlas-5.8.fr-CA.xlf', segments: 1408, issues, run: T.uuid(), okapi: 'checkmate 1.47.0', checked: T.isoMicro() });
  R.step('Running the validator on the file.', [
    { tool: 'validate_xliff', args: { file: 'atlas-5.8.fr-CA.xlf' }, out: val([
      { id: 'trip_eta', type: 'PLACEHOLDER_MISSING', detail: 'source has {minutes}, target has {minute}' },
      { id: 'cart_count', type: 'PLACEHOLDER_MISSING', detail: 'source has %1$d, target has %d' },
      { id: 'promo_expires', type: 'PLACEHOLDER_EXTRA', detail: 'target has {date} twice' },
      { id: 'btn_reschedule', type: 'LENGTH', detail: '41 > maxwidth 32' },
      { id: 'btn_add_payment', type: 'LENGTH', detail: '38 > maxwidth 32' }]) }]);
  R.step('Three placeholder problems and two length overflows. Fixing the placeholders first, since they can crash string formatting.', [
    { tool: 'update_segments', args: { file: 'atlas-5.8.fr-CA.xlf', changes: [
      { id: 'trip_eta', target: 'Arrivée dans {minutes} min' },
      { id: 'cart_count', target: '%1$d articles dans le panier' },
      { id: 'promo_expires', target: 'Promo valide jusqu\u2019au {date}' }] }, out: { updated: 3 } }]);
  R.step('Re-validating after the placeholder fixes.', [
    { tool: 'validate_xliff', args: { file: 'atlas-5.8.fr-CA.xlf' }, out: val([
      { id: 'btn_reschedule', type: 'LENGTH', detail: '41 > maxwidth 32' },
      { id: 'btn_add_payment', type: 'LENGTH', detail: '38 > maxwidth 32' }]) }]);
  R.step('Placeholders are clean; two buttons remain too long. Shortening "Planifier de nouveau la livraison" and "Ajouter un mode de paiement" while keeping the meaning.', [
    { tool: 'update_segments', args: { file: 'atlas-5.8.fr-CA.xlf', changes: [
      { id: 'btn_reschedule', target: 'Replanifier la livraison' },
      { id: 'btn_add_payment', target: 'Ajouter un paiement' }] }, out: { updated: 2 } }]);
  R.step('Validating once more.', [
    { tool: 'validate_xliff', args: { file: 'atlas-5.8.fr-CA.xlf' }, out: val([]) }]);
  R.step('No issues left. Marking the file ready for the build.', [
    { tool: 'set_file_status', args: { file: 'atlas-5.8.fr-CA.xlf', status: 'READY_FOR_BUILD' }, out: () => ({ ok: true, status: 'READY_FOR_BUILD', changed_at: T.iso() }) }]);
  R.final('atlas-5.8.fr-CA.xlf now validates with 0 issues (was 5: three placeholder mismatches fixed, two buttons shortened to fit 32 characters) and is marked READY_FOR_BUILD.');
  const root = R.finish('fr-CA XLIFF validated (0 issues) and marked ready.');
  return {
    isolates: 'The XLIFF validator reports 5 issues, then 2 after placeholder fixes, then none after shortening two strings; the file is marked ready.',
    stagnation: false, goal, root,
  };
}

// 04 ad bidding -- CrewAI; creative audit 3 errors -> 1 -> APPROVED
function s04(id) {
  const T = new Trace(id, '2025-06-06T15:17:31Z');
  const goal = "Get the VAST video creative 'SummerSplash_15s' (advertiser Coastline Sodas) approved by the ad server's creative audit so the line item can start on Monday.";
  const R = new Rec(T, 'crewai', {
    crew: 'TraffickingCrew', taskName: 'creative_approval', role: 'Ad Trafficker',
    goal: 'Get creatives through audit quickly and correctly', backstory: 'You traffic video campaigns for a mid-size agency.',
    system: "You are Ad Trafficker. You traffic video campaigns for a mid-size agency.\nYour personal goal is: Get creatives through audit quickly and correctly\nYou ONLY have access to the following tools:\nTool Name: Run Creative Audit\nTool Name: Update Creative Settings\nTool Name: Add Rendition\n\nUse the following format:\nThought: ...\nAction: ...\nAction Input: ...\nObservation: ...",
    user: `Current Task: ${goal}\n\nThis is the expected criteria for your final answer: audit status APPROVED with the audit id.\n\nBegin!`,
  });
  const audit = (body) => () => `Creative audit ${T.HEX(8)} for SummerSplash_15s (crid 99812044) \u2014 ${T.usTs()}\n${body}\nscanner: vast-lint 4.2 / ${T.pick(['worker-a', 'worker-b', 'worker-c'])}`;
  const a = { tool: 'Run Creative Audit', args: { creative_id: '99812044' } };
  R.step('I need to see what the audit flags on the current upload.', [{ ...a, out: audit('Status: REJECTED (3 issues)\n - MEDIA_BITRATE: MediaFile 1920x1080 mp4 at 12000 kbps exceeds max 8000 kbps\n - CLICKTHROUGH_INSECURE: ClickThrough URL uses http://\n - RENDITION_MISSING: no HLS (application/x-mpegURL) rendition') }]);
  R.step('Two of the three are settings: re-encode the MP4 at 6000 kbps and switch the click-through to https. The HLS rendition needs a separate upload.', [
    { tool: 'Update Creative Settings', args: { creative_id: '99812044', transcode: { bitrate_kbps: 6000 }, clickthrough: 'https://coastlinesodas.example/summer' }, out: () => `Updated creative 99812044: transcode job ${T.job('tc-')} finished in ${T.human(T.int(20000, 70000))}; clickthrough set.` }]);
  R.step('Auditing again to confirm those two issues are cleared.', [{ ...a, out: audit('Status: REJECTED (1 issue)\n - RENDITION_MISSING: no HLS (application/x-mpegURL) rendition') }]);
  R.step('Only the HLS rendition is missing now. Generating it from the new 6000 kbps master.', [
    { tool: 'Add Rendition', args: { creative_id: '99812044', type: 'application/x-mpegURL', source: 'transcoded_master' }, out: () => `Rendition added: hls/master.m3u8 (4 variants) segment job ${T.job('seg-')}` }]);
  R.step('Final audit with all renditions in place.', [{ ...a, out: audit('Status: APPROVED (0 issues)\n audit_id AUD-SS15-7731') }]);
  R.final({ thought: 'The creative now passes the audit.', answer: 'SummerSplash_15s (crid 99812044) is APPROVED, audit id AUD-SS15-7731. Fixes: MP4 re-encoded at 6000 kbps, click-through switched to https, HLS rendition added.' });
  const root = R.finish('SummerSplash_15s APPROVED (AUD-SS15-7731).');
  return {
    isolates: 'A creative audit rejects with 3 issues, then with 1 after two settings fixes, then approves after adding the missing rendition; each audit result is different and the task ends approved.',
    stagnation: false, goal, root,
  };
}

// 05 water utility -- Agno; pressure-deficient nodes 3 -> 1 -> 0
function s05(id) {
  const T = new Trace(id, '2025-02-25T09:20:48Z');
  const goal = 'Run the hydraulic model for the proposed Elm Street water main replacement and adjust the design until every node stays at or above 40 psi at peak-hour demand.';
  const R = new Rec(T, 'agno', {
    agent: 'HydraulicDesignAgent', model: 'gpt-4.1',
    system: 'You assist distribution engineers. Use run_hydraulic_sim on scenario files and modify_scenario to change pipe diameters or valve settings. Report each change.',
    user: goal,
  });
  const sim = (body) => () => `EPANET 2.2 run ${T.hex(8)} scenario elm_st_replacement.inp (peak hour, 2.1x ADD)\n${body}\nsolver: ${T.int(9, 21)} trials, rel. accuracy 0.001, ${T.secs(T.int(400, 2000), 2)} wall`;
  const run = { tool: 'run_hydraulic_sim', args: { scenario: 'elm_st_replacement.inp', demand_pattern: 'peak_hour' } };
  R.step('Running the scenario as designed.', [{ ...run, out: sim('nodes below 40 psi: 3\n  J-1182  36.1 psi\n  J-1190  38.4 psi\n  J-1201  39.2 psi\nmin pressure 36.1 psi at J-1182') }]);
  R.step('All three low nodes are downstream of P-771, an 8-inch segment carrying the whole Elm Street load. Upsizing it to 12 inches to cut headloss.', [
    { tool: 'modify_scenario', args: { scenario: 'elm_st_replacement.inp', pipe: 'P-771', diameter_in: 12 }, out: { ok: true, headloss_ft_per_kft_before: 9.8, estimated_after: 1.4 } }]);
  R.step('Re-running with the upsized main.', [{ ...run, out: sim('nodes below 40 psi: 1\n  J-1201  39.6 psi\nmin pressure 39.6 psi at J-1201') }]);
  R.step('J-1201 sits at the high point past PRV-14, which is set to 62 psi. Raising the PRV setpoint to 66 psi lifts that zone without exceeding the 80 psi maximum upstream.', [
    { tool: 'modify_scenario', args: { scenario: 'elm_st_replacement.inp', valve: 'PRV-14', setting_psi: 66 }, out: { ok: true } }]);
  R.step('Running again.', [{ ...run, out: sim('nodes below 40 psi: 0\nmin pressure 41.3 psi at J-1201\nmax pressure 78.2 psi at J-1104') }]);
  R.final('With P-771 upsized from 8 to 12 inches and PRV-14 raised from 62 to 66 psi, all nodes stay at or above 40 psi at peak hour (minimum 41.3 psi at J-1201; maximum 78.2 psi, under the 80 psi limit).');
  const root = R.finish('Design passes: min 41.3 psi at peak hour.');
  return {
    isolates: 'A hydraulic simulation shows 3 low-pressure nodes, then 1 after a pipe upsizing, then none after a valve setpoint change; each run reports different nodes and the design is finished.',
    stagnation: false, goal, root,
  };
}

// 06 devops -- plain message trace; Helm chart policy checks 4 failures -> 2 -> pass
function s06(id) {
  const T = new Trace(id, '2025-07-23T11:08:14Z');
  const goal = 'Make the orders-svc Helm chart pass kubeconform and the conftest security policies so the PR can merge.';
  const R = new Rec(T, 'plain', {
    agent: 'platform_bot', llmName: 'ChatCompletion',
    system: 'You fix Helm charts in the platform repo. Tools: run_chart_checks, edit_values (YAML merge into charts/orders-svc/values.yaml).',
    user: goal,
  });
  const chk = (body, fail) => ({ tool: 'run_chart_checks', args: { chart: 'charts/orders-svc' }, out: () => `$ helm template charts/orders-svc | kubeconform -strict -summary && conftest test -p policy/ -\n${body}\n(${T.secs(T.int(1500, 4000), 2)}, runner ${T.pod('ci-runner')})`, ...(fail ? { error: 'checks failed' } : {}) });
  R.step('Running the chart checks.', [chk('Summary: 6 resources found parsing stdin - Valid: 6, Invalid: 0, Errors: 0, Skipped: 0\nFAIL - Deployment/orders-svc - container "orders" has no resources.limits\nFAIL - Deployment/orders-svc - securityContext.runAsNonRoot must be true\nFAIL - Deployment/orders-svc - image tag "latest" is not allowed\nFAIL - Deployment/orders-svc - container "orders" has no livenessProbe\n\n24 tests, 20 passed, 0 warnings, 4 failures, 0 exceptions', true)]);
  R.step('Four policy failures, all in values.yaml. Setting resource limits and runAsNonRoot first.', [
    { tool: 'edit_values', args: { chart: 'charts/orders-svc', merge: { resources: { limits: { cpu: '500m', memory: '512Mi' }, requests: { cpu: '100m', memory: '256Mi' } }, podSecurityContext: { runAsNonRoot: true, runAsUser: 10001 } } }, raw: true, out: { ok: true, lines_changed: 9 } }]);
  R.step('Re-running the checks after the limits and security context.', [chk('Summary: 6 resources found parsing stdin - Valid: 6, Invalid: 0, Errors: 0, Skipped: 0\nFAIL - Deployment/orders-svc - image tag "latest" is not allowed\nFAIL - Deployment/orders-svc - container "orders" has no livenessProbe\n\n24 tests, 22 passed, 0 warnings, 2 failures, 0 exceptions', true)]);
  R.step('Two left. Pinning the image to the release tag from Chart.yaml appVersion (2.14.0) and adding an HTTP liveness probe on /healthz.', [
    { tool: 'edit_values', args: { chart: 'charts/orders-svc', merge: { image: { tag: '2.14.0' }, livenessProbe: { httpGet: { path: '/healthz', port: 8080 }, initialDelaySeconds: 10, periodSeconds: 15 } } }, raw: true, out: { ok: true, lines_changed: 8 } }]);
  R.step('Checking again.', [chk('Summary: 6 resources found parsing stdin - Valid: 6, Invalid: 0, Errors: 0, Skipped: 0\n\n24 tests, 24 passed, 0 warnings, 0 failures, 0 exceptions', false)]);
  R.final('The orders-svc chart now passes kubeconform and all 24 conftest policies. values.yaml changes: resource requests/limits, runAsNonRoot with UID 10001, image tag pinned to 2.14.0, and an HTTP liveness probe on /healthz.');
  const root = R.finish('orders-svc chart passes all checks.');
  return {
    isolates: 'Chart policy checks report 4 failures, then 2 after a first values edit, then pass after a second; every verification differs and the run ends with a passing chart.',
    stagnation: false, goal, root,
  };
}

export const scenarios = [s01, s02, s03, s04, s05, s06];
