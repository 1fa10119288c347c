import { agent, llm, tool, span, sys, user, tc } from './lib.mjs';
export const family = 'converging_fix_cycle';
export const loop = false;
export const stagnation = false;

export const rows = [
{ domain: 'horse-racing form guide parser', style: 'SWE-agent trajectory',
  isolates: 'pytest failures fall 6 → 4 → 1 → 0 with a different fix each round, then submit.',
  goal: 'Make the form-guide parser tests pass after the racecard feed added going descriptions.',
  build(R) {
    const steps = [
      ['pytest -q tests/', '6 failed, 31 passed', 'edit parser/going.py: map "Good to Soft" and "Yielding" to GoingCode'],
      ['pytest -q tests/', '4 failed, 33 passed', 'edit parser/weights.py: parse "9-7" stones-pounds into 135 lb instead of int("9-7")'],
      ['pytest -q tests/', '1 failed, 36 passed', 'edit parser/draw.py: non-runners have draw "NR" — return None'],
      ['pytest -q tests/', '37 passed', 'submit'],
    ];
    const kids = [];
    for (const [cmd, res, next] of steps) {
      kids.push(tool('bash', { command: cmd }, `${'.'.repeat(R.int(20, 30))}\n========== ${res} in ${(R.int(80, 400) / 100).toFixed(2)}s ==========`, { returncode: res.includes('failed') ? 1 : 0 }));
      kids.push(llm('model_query', {}, { thought: `Result: ${res}. Next: ${next}.`, action: next.startsWith('edit') ? `edit ${next.split(' ')[1]}` : 'submit' }, { model: 'claude-3-5-sonnet', instance_cost: +(R.int(10, 60) / 100).toFixed(2) }));
    }
    return agent('swe-agent run', { problem_statement: 'form guide parser broken by going descriptions' }, { exit_status: 'submitted', submission: 'diff --git a/parser/going.py …' }, kids, {});
  } },
{ domain: 'rooftop garden plot waitlist import', style: 'LangSmith (LangChain runs)',
  isolates: 'CSV import validation errors drop 23 → 9 → 2 → 0 as the agent fixes dates, then postcodes, then duplicates, and imports.',
  goal: 'Import the 2025 rooftop garden plot waitlist CSV into the members database.',
  build(R) {
    const rounds = [[23, 'date format DD/MM/YYYY in "applied_on"', 'convert applied_on to ISO 8601'], [9, 'postcode missing space (e.g. "N165JH")', 'normalise postcodes to outward/inward form'], [2, 'duplicate email rows 118 and 244', 'merge duplicates keeping the earlier application'], [0, 'none', 'run import']];
    const kids = [];
    for (const [n, err, fix] of rounds) {
      kids.push(tool('validate_csv', { path: '/data/waitlist_2025.csv' }, JSON.stringify({ errors: n, first_error_kind: err, rows: 312, run_at: R.iso() }), { run_type: 'tool', run_id: R.uuid() }));
      kids.push(llm('ChatOpenAI', { messages: [[sys('Data import assistant'), user('import waitlist')]] }, { generations: [[{ text: n ? `${n} validation errors, mostly ${err}. Fix: ${fix}.` : 'Validation clean (0 errors). Importing 312 rows.' }]] }, { run_type: 'llm', ls_model_name: 'gpt-4o-mini' }));
    }
    kids.push(tool('import_rows', { table: 'plot_waitlist', rows: 311 }, { inserted: 311, skipped: 1, txid: R.int(1e6, 9e6) }, { run_type: 'tool' }));
    return agent('AgentExecutor', { input: 'Import the rooftop plot waitlist CSV' }, { output: '311 applicants imported (1 duplicate merged).' }, kids, { run_type: 'chain', session_name: 'garden-ops' });
  } },
{ domain: 'town library room booking site accessibility', style: 'Mastra',
  isolates: 'axe violations go 9 → 5 → 2 → 0 across three distinct fixes (labels, contrast, focus order), then the agent reports done.',
  goal: 'Make the library room-booking form pass the axe accessibility scan.',
  build(R) {
    const seq = [[9, 'label: 5, color-contrast: 3, tabindex: 1', 'add <label for> to date/time/room inputs'], [5, 'color-contrast: 3, tabindex: 1, aria-valid-attr: 1', 'darken #8a8a8a hint text to #595959'], [2, 'tabindex: 1, aria-valid-attr: 1', 'remove tabindex=3 and fix aria-labeledby typo'], [0, '', '']];
    const kids = [];
    for (const [n, det, fix] of seq) {
      kids.push(tool('tool.execute runAxe', { url: 'http://localhost:5173/rooms/book' }, `axe-core 4.10.2 — ${n} violations${det ? ' (' + det + ')' : ''} — scanned in ${R.dur()}`, { runId: R.uuid() }));
      if (fix) kids.push(llm('llm.generate', {}, { text: `${n} violations remain: ${det}. Fix now: ${fix}.`, toolCalls: [{ toolName: 'editFile', args: { path: 'src/routes/rooms/book/+page.svelte' } }] }, { 'mastra.agent': 'a11yAgent' }), tool('tool.execute editFile', { path: 'src/routes/rooms/book/+page.svelte', change: fix }, { ok: true, bytes: R.int(3000, 5000) }));
    }
    kids.push(llm('llm.generate', {}, { text: 'The booking form now has 0 axe violations. Changes: labels on 3 inputs, hint contrast 7.0:1, natural tab order, fixed aria-labelledby.' }, { finishReason: 'stop' }));
    return agent('agent.a11yAgent.generate', { prompt: 'Make room booking form pass axe' }, { finishReason: 'stop' }, kids, {});
  } },
{ domain: 'wildlife camera trap label QA', style: 'Haystack pipeline tracing',
  isolates: 'Data-quality checks on camera-trap labels fail 4 → 2 → 1 → 0 checks, each round fixing a different rule.',
  goal: 'Get the March camera-trap label export to pass all QA checks before sharing with the county recorder.',
  build(R) {
    const rounds = [['4 of 11 checks failed: species_code_valid, timestamp_in_deployment, count_positive, blank_has_no_species', 'map legacy code "BADG" → "MELES"'], ['2 of 11 failed: timestamp_in_deployment, blank_has_no_species', 'shift camera CT-07 timestamps by +1h (DST not applied)'], ['1 of 11 failed: blank_has_no_species', 'clear species on 14 frames tagged blank'], ['0 of 11 failed', null]];
    const kids = [];
    for (const [r, fix] of rounds) {
      kids.push(span('component', 'haystack.component.run qa_checker', { 'haystack.component.type': 'LabelQAChecker', 'haystack.component.input': { export: 'ct_2025_03.parquet' } }, { report: r, checked_rows: 5814, took: R.dur() }, []));
      kids.push(llm('haystack.component.run OpenAIChatGenerator', { messages: [user('QA report: ' + r)] }, { replies: [fix ? `Remaining issue set: ${r}. Applying fix: ${fix}.` : 'All 11 checks pass; export ready.'] }, { 'haystack.component.type': 'OpenAIChatGenerator', model: 'gpt-4o' }));
    }
    return agent('haystack.pipeline.run', { 'haystack.pipeline.input_data': { export: 'ct_2025_03.parquet' } }, { result: 'ready' }, kids, { 'haystack.pipeline.max_runs_per_component': 100 });
  } },
{ domain: 'print shop RIP server provisioning', style: 'MLflow Tracing',
  isolates: 'Ansible failed hosts drop 5 → 3 → 0 with a different fix per round (repo key, disk mount, font package).',
  goal: 'Provision the three RIP servers and two proof stations with the print-shop Ansible playbook.',
  build(R) {
    const rounds = [['failed=5', 'GPG error: NO_PUBKEY for vendor repo on all hosts', 'add the vendor repo signing key task'], ['failed=3', '/srv/hotfolders not mounted on rip-01..03', 'add the NFS mount for hotfolders'], ['failed=0', '', '']];
    const kids = [];
    for (const [f, why, fix] of rounds) {
      kids.push(tool('run_playbook', { playbook: 'site.yml', limit: 'rip,proof' }, `PLAY RECAP *********\nrip-01 : ok=${R.int(20, 40)} changed=${R.int(0, 9)} ${f === 'failed=0' ? 'failed=0' : 'failed=1'}\n… totals: ${f}\n${why}\nPlaybook run took 0 days, 0 hours, ${R.int(1, 9)} minutes, ${R.int(0, 59)} seconds`, { 'mlflow.spanType': 'TOOL', 'mlflow.spanInputs': 'site.yml' }));
      if (fix) kids.push(llm('ChatOpenAI', { messages: [user(why)] }, { content: `${f}: ${why}. Fix: ${fix}.` }, { 'mlflow.spanType': 'CHAT_MODEL', 'mlflow.chat.tokenUsage': R.tokens() }));
    }
    kids.push(llm('ChatOpenAI', {}, { content: 'All 5 hosts provisioned (failed=0). Note: the font package task was fixed in round 2 by the vendor key.' }, { 'mlflow.spanType': 'CHAT_MODEL' }));
    return agent('provision_agent', { request: 'provision RIP + proof hosts' }, 'done', kids, { 'mlflow.traceRequestId': 'tr-' + R.hex(32), 'mlflow.spanType': 'AGENT' });
  } },
{ domain: 'carpentry workshop e-invoicing', style: 'Semantic Kernel',
  isolates: 'UBL/XRechnung schema validation errors fall 7 → 3 → 1 → 0 with distinct fixes; invoice then submitted.',
  goal: 'Submit invoice RE-2025-0417 for a fitted oak staircase as a valid XRechnung to the council portal.',
  build(R) {
    const seq = [[7, 'BR-DE-15 missing buyer reference; BT-48 VAT id missing; 5× unitCode "Stk"', 'add Leitweg-ID buyer reference, buyer VAT id, unitCode H87'], [3, 'BR-CO-10 sum of line amounts ≠ LineExtensionAmount (diff 0.02)', 'round each line to 2 decimals before summing'], [1, 'BR-DE-23 payment means 58 requires IBAN', 'add IBAN to PaymentMeans'], [0, 'valid', null]];
    const kids = [];
    for (const [n, msg, fix] of seq) {
      kids.push(tool('ValidatorPlugin-validate', { file: 'RE-2025-0417.xml' }, { valid: n === 0, errors: n, detail: msg, validator: 'KoSIT 1.5.0', report_id: R.uuid() }, { 'sk.plugin.name': 'ValidatorPlugin' }));
      kids.push(llm('chat.completions gpt-4o', {}, { content: fix ? `${n} errors (${msg}). Applying: ${fix}.` : 'Invoice validates. Submitting to the portal.' }, { 'gen_ai.system': 'openai' }));
    }
    kids.push(tool('PortalPlugin-submit', { file: 'RE-2025-0417.xml' }, { status: 202, receipt: 'XR-' + R.int(1e7, 9e7), received: R.http() }, { 'sk.plugin.name': 'PortalPlugin' }));
    return agent('kernel.invoke InvoiceAgent', { input: 'submit RE-2025-0417' }, { result: 'submitted' }, kids, {});
  } },
];
