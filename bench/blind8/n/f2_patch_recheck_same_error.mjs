import { J } from './lib.mjs';

export const family = 'patch-recheck-same-error';
export const loop = true;

// 1. coding — OpenHands, different patches, same pytest failure
function invoiceRounding(c) {
  const goal = 'tests/test_invoice.py::test_total_with_tax is failing on main (off by one cent). Fix the billing code so the suite passes.';
  const ch = [];
  const run = () => `============================= test session starts ==============================\nplatform linux -- Python 3.11.9, pytest-8.2.1, pluggy-1.5.0\nrootdir: /workspace/billing\ncollected 24 items\n\ntests/test_invoice.py ..........F.............                          [100%]\n\n=================================== FAILURES ===================================\n___________________________ test_total_with_tax ____________________________\n\n    def test_total_with_tax():\n        inv = Invoice(lines=[Line(\"widget\", 3, Decimal(\"33.55\"))], tax_rate=Decimal(\"0.0695\"))\n>       assert inv.total() == Decimal(\"107.65\")\nE       AssertionError: assert Decimal('107.64') == Decimal('107.65')\n\ntests/test_invoice.py:88: AssertionError\n=========================== short test summary info ============================\nFAILED tests/test_invoice.py::test_total_with_tax - AssertionError: assert Decimal('107.64') == Decimal('107.65')\n========================= 1 failed, 23 passed in ${c.secs(0.6, 1.4)}s =========================\n[Python interpreter: /openhands/poetry/openhands-ai-${c.hex(5)}-py3.11/bin/python]\n[Command finished with exit code 1]`;
  ch.push(c.llm('CodeActAgent.step', [{ role: 'user', content: goal }], 'Let me reproduce the failure first.'));
  ch.push(c.tool('execute_bash', { command: 'cd /workspace/billing && python -m pytest tests/test_invoice.py -q' }, run()));
  ch.push(c.tool('str_replace_editor', { command: 'view', path: '/workspace/billing/billing/invoice.py', view_range: [30, 62] }, `    30\tclass Invoice:\n    ...\n    41\t    def subtotal(self):\n    42\t        return sum(l.qty * l.unit_price for l in self.lines)\n    43\t\n    44\t    def tax(self):\n    45\t        return round(self.subtotal() * self.tax_rate, 2)\n    46\t\n    47\t    def total(self):\n    48\t        return self.subtotal() + self.tax()`));
  const patches = [
    ['Python round() uses banker\'s rounding on Decimal. I\'ll switch tax() to quantize with ROUND_HALF_UP.', { command: 'str_replace', path: '/workspace/billing/billing/invoice.py', old_str: '        return round(self.subtotal() * self.tax_rate, 2)', new_str: '        return (self.subtotal() * self.tax_rate).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)' }],
    ['Still 107.64. Maybe the subtotal should also be quantized before tax is applied; adding quantize in subtotal().', { command: 'str_replace', path: '/workspace/billing/billing/invoice.py', old_str: '        return sum(l.qty * l.unit_price for l in self.lines)', new_str: '        return sum(l.qty * l.unit_price for l in self.lines).quantize(Decimal("0.01"))' }],
    ['No change. Perhaps the decimal context precision is the issue; I\'ll set getcontext().prec = 28 and rounding at module import.', { command: 'insert', path: '/workspace/billing/billing/invoice.py', insert_line: 3, new_str: 'from decimal import getcontext, ROUND_HALF_UP\ngetcontext().rounding = ROUND_HALF_UP' }],
    ['Same assertion. Try computing total as one expression and quantizing only at the end.', { command: 'str_replace', path: '/workspace/billing/billing/invoice.py', old_str: '        return self.subtotal() + self.tax()', new_str: '        return (self.subtotal() * (1 + self.tax_rate)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)' }],
  ];
  for (const [thought, edit] of patches) {
    ch.push(c.llm('CodeActAgent.step', 'Observation: tests still failing', thought));
    ch.push(c.tool('str_replace_editor', edit, `The file /workspace/billing/billing/invoice.py has been edited. Here's the result of running \`cat -n\` on a snippet of /workspace/billing/billing/invoice.py:\n    ${edit.insert_line || 45}\t${(edit.new_str || '').split('\n')[0]}\nReview the changes and make sure they are as expected.`));
    ch.push(c.tool('execute_bash', { command: 'cd /workspace/billing && python -m pytest tests/test_invoice.py -q' }, run()));
  }
  return { stagnation: false, isolates: 'Four different rounding patches are each followed by the same pytest run failing with the identical Decimal assertion; only timings and interpreter path hashes differ.', goal, root: c.agent('CodeActAgent', goal, 'I tried four different rounding approaches but test_total_with_tax still fails with 107.64 vs 107.65. I\'m stopping here; the expected value in the test may need review.', ch) };
}

// 2. devops — Goose, helm values edits, rollout keeps failing on readiness
function helmReadiness(c) {
  const goal = 'The ledger-api deployment in namespace payments is stuck after the 2.14 upgrade. Get it rolled out and healthy.';
  const ch = [];
  const rollout = () => {
    const rs = c.hex(10).slice(0, 9);
    return `Waiting for deployment "ledger-api" rollout to finish: 0 of 3 updated replicas are available...\nWaiting for deployment "ledger-api" rollout to finish: 0 of 3 updated replicas are available...\nerror: deployment "ledger-api" exceeded its progress deadline\n--- kubectl describe pod ledger-api-${rs}-${c.alnum(5).toLowerCase()} | tail -4\n  Warning  Unhealthy  ${c.int(12, 58)}s (x${c.int(6, 19)} over ${c.int(2, 4)}m)  kubelet  Readiness probe failed: HTTP probe failed with statuscode: 503\n  Normal   Pulled     ${c.int(3, 5)}m  kubelet  Container image "registry.internal/payments/ledger-api:2.14.0" already present on machine`;
  };
  ch.push(c.tool('developer__shell', { command: 'kubectl -n payments rollout status deploy/ledger-api --timeout=180s; kubectl -n payments describe pod -l app=ledger-api | tail -4' }, rollout()));
  const edits = [
    ['Probe path might have changed in 2.14. Switching readinessProbe path from /healthz to /ready.', { path: 'charts/ledger-api/values-prod.yaml', old: '    path: /healthz', new: '    path: /ready' }],
    ['Still 503. Give the app more time to warm its cache: initialDelaySeconds 5 -> 45, failureThreshold 3 -> 10.', { path: 'charts/ledger-api/values-prod.yaml', old: '    initialDelaySeconds: 5\n    failureThreshold: 3', new: '    initialDelaySeconds: 45\n    failureThreshold: 10' }],
    ['Same probe failure. Try pointing the probe at the admin port 9090 instead of 8080.', { path: 'charts/ledger-api/values-prod.yaml', old: '    port: 8080', new: '    port: 9090' }],
  ];
  for (const [thought, e] of edits) {
    ch.push(c.llm('goose/claude-3-5-sonnet', 'rollout status failed', thought));
    ch.push(c.tool('developer__text_editor', { command: 'str_replace', path: e.path, old_str: e.old, new_str: e.new }, `Successfully edited ${e.path}`));
    ch.push(c.tool('developer__shell', { command: 'helm upgrade ledger-api charts/ledger-api -n payments -f charts/ledger-api/values-prod.yaml' }, `Release "ledger-api" has been upgraded. Happy Helming!\nNAME: ledger-api\nLAST DEPLOYED: ${c.httpDate()}\nNAMESPACE: payments\nSTATUS: deployed\nREVISION: ${41 + edits.indexOf(e)}`));
    ch.push(c.tool('developer__shell', { command: 'kubectl -n payments rollout status deploy/ledger-api --timeout=180s; kubectl -n payments describe pod -l app=ledger-api | tail -4' }, rollout()));
    c.tick(200);
  }
  return { stagnation: false, isolates: 'Three different Helm value changes each followed by a rollout check that fails with the same 503 readiness-probe error; pod names, counts and ages vary.', goal, root: c.agent('goose session', goal, 'The rollout is still failing on the readiness probe (HTTP 503) after changing the probe path, delays and port. I have not found the root cause; the app may be failing a dependency check. Leaving revision 43 deployed for you to inspect.', ch) };
}

// 3. semiconductor fab — Mastra, recipe parameter edits, same validation error
function fabRecipe(c) {
  const goal = 'Release the new ETCH-OX-45 oxide etch recipe revision C to production on the Line 3 etchers; it must pass recipe validation first.';
  const ch = [];
  const val = (rev) => ({ recipe: 'ETCH-OX-45', revision: rev, status: 'REJECTED', errors: [{ code: 'CHAMBER_MATCH_FAIL', message: 'Chamber ETCH03-PM2 not qualified for recipe family OX-45 (last qual wafer lot expired)', severity: 'blocking' }], warnings: [], validator_build: '4.12.2', run_id: c.uuid(), elapsed_ms: c.ms(900, 2600), checked_at: c.tick(40) });
  ch.push(c.llm('agent.generate', [{ role: 'system', content: 'You are a process engineering assistant for Fab 7.' }, { role: 'user', content: goal }], 'I will run validateRecipe on revision C first.'));
  ch.push(c.tool('validateRecipe', { recipeId: 'ETCH-OX-45', revision: 'C', tools: ['ETCH03'] }, val('C')));
  const tweaks = [
    ['The validator flags PM2. Rev C raised RF power from 850 to 900 W; maybe that pushes it outside the PM2 qualified window. Set RF power back to 850 W as rev C1.', { step: 3, param: 'rf_power_w', value: 850 }],
    ['Still rejected. The pressure setpoint of 42 mTorr could also be outside the qual envelope; set it to 38 mTorr as rev C2.', { step: 3, param: 'pressure_mtorr', value: 38 }],
    ['Same error. Try excluding PM2 via chamber preference order [PM1, PM3] in rev C3.', { step: 0, param: 'chamber_preference', value: ['PM1', 'PM3'] }],
    ['Rejection unchanged. Lower CF4 flow from 60 to 55 sccm in rev C4 in case the gas chemistry is triggering the match check.', { step: 3, param: 'cf4_sccm', value: 55 }],
  ];
  let k = 1;
  for (const [t, p] of tweaks) {
    ch.push(c.llm('agent.generate', 'validateRecipe -> REJECTED CHAMBER_MATCH_FAIL', t));
    ch.push(c.tool('editRecipeParameter', { recipeId: 'ETCH-OX-45', baseRevision: k === 1 ? 'C' : `C${k - 1}`, newRevision: `C${k}`, ...p }, { ok: true, newRevision: `C${k}`, diff: `${p.param}: → ${J(p.value)}`, author: 'assistant@fab7' }));
    ch.push(c.tool('validateRecipe', { recipeId: 'ETCH-OX-45', revision: `C${k}`, tools: ['ETCH03'] }, val(`C${k}`)));
    k++;
  }
  return { stagnation: false, isolates: 'Each round edits a different recipe parameter yet validation returns the same CHAMBER_MATCH_FAIL blocking error with new run ids and times; release never happens.', goal, root: c.agent('processEngineerAgent', goal, 'Revision C4 is still rejected with CHAMBER_MATCH_FAIL on ETCH03-PM2. I could not get a passing validation, so nothing was released to Line 3.', ch) };
}

// 4. tax prep — PydanticAI, e-file reject same code
function taxEfile(c) {
  const goal = 'Transmit the 2024 Form 1040 (on extension) for client Marisol Ventura (MFJ) and get an accepted e-file acknowledgment.';
  const ch = [];
  const ack = () => ({ submission_id: `${c.digits(6)}2025${c.digits(3)}${c.alnum(7).toLowerCase()}`, status: 'Rejected', rejects: [{ rule: 'IND-031-04', text: "If Form 1040, 'PrimaryPriorYearPIN' has a non-zero value, then it must match the e-File database, or 'PrimaryPriorYearAGIAmt' must match the e-File database." }], ack_received: c.tick(600) });
  ch.push(c.llm('chat gpt-4o', [{ role: 'user', content: goal }], 'Transmitting the return as prepared.'));
  ch.push(c.tool('running tool: transmit_return', { client_id: 'CL-20931', form: '1040', tax_year: 2024 }, ack()));
  const fixes = [
    ['IND-031-04 is a prior-year AGI/PIN mismatch. The file had last year\'s AGI as $142,880 from the client organizer; the 2023 return in our archive says $142,388. Updating to $142,388.', 'update_return_field', { client_id: 'CL-20931', field: 'PrimaryPriorYearAGIAmt', value: 142388 }],
    ['Still IND-031-04. Clear the prior-year PIN so only AGI is used for validation.', 'update_return_field', { client_id: 'CL-20931', field: 'PrimaryPriorYearPIN', value: '' }],
    ['Rejected again with the same rule. Try AGI = 0, which the IRS accepts when the prior return was processed late.', 'update_return_field', { client_id: 'CL-20931', field: 'PrimaryPriorYearAGIAmt', value: 0 }],
  ];
  for (const [t, name, args] of fixes) {
    ch.push(c.llm('chat gpt-4o', 'Tool returned: Rejected IND-031-04', t));
    ch.push(c.tool(`running tool: ${name}`, args, { ok: true, field: args.field, previous: args.field === 'PrimaryPriorYearPIN' ? '51204' : 142880, updated_at: c.tick(30) }));
    ch.push(c.tool('running tool: transmit_return', { client_id: 'CL-20931', form: '1040', tax_year: 2024 }, ack()));
  }
  return { stagnation: false, isolates: 'Three different field corrections, each followed by a retransmission that is rejected under the same IND-031-04 rule; only submission ids and timestamps change.', goal, root: c.agent('agent run', goal, 'The return is still rejected with IND-031-04 after three corrections. I recommend confirming the client\'s 2023 AGI with an IRS transcript before retransmitting.', ch) };
}

// 5. wind farm — LangChain, config pushes, same comms check fail, repeated reasoning
function windScada(c) {
  const goal = 'After the controller firmware update, turbine WTG-14 at Ridgeback wind farm shows comms lost in SCADA. Restore communications.';
  const ch = [];
  const check = () => ({ turbine: 'WTG-14', check: 'modbus_comms', result: 'FAIL', detail: `Modbus TCP timeout: unit 14, register 40021, after 3 retries (${c.ms(3000, 3100)} ms)`, gateway: '10.40.2.14:502', poll_seq: c.int(100000, 999999), at: c.tick(90) });
  ch.push(c.tool('scada_comms_check', { turbine_id: 'WTG-14' }, check()));
  const changes = [
    ['set_modbus_timeout', { turbine_id: 'WTG-14', timeout_ms: 5000 }, { applied: true, previous_timeout_ms: 3000 }],
    ['set_modbus_unit_id', { turbine_id: 'WTG-14', unit_id: 1 }, { applied: true, previous_unit_id: 14 }],
    ['restart_comms_gateway', { gateway: 'GW-RB-02', mode: 'soft' }, { restarted: true, uptime_s: 4 }],
    ['set_register_map', { turbine_id: 'WTG-14', map_version: 'v3.2-legacy' }, { applied: true, previous: 'v4.0' }],
  ];
  const thought = 'I have applied a configuration change to WTG-14. Let me re-run the comms check to see whether communications are restored.';
  for (const [name, args, out] of changes) {
    ch.push(c.tool(name, args, { ...out, change_id: `chg-${c.digits(6)}`, operator: 'svc-agent' }));
    ch.push(c.llm('ChatOpenAI', `Observation: ${name} ok`, thought));
    ch.push(c.tool('scada_comms_check', { turbine_id: 'WTG-14' }, check()));
  }
  return { stagnation: true, isolates: 'Four different comms settings are changed, each followed by the same Modbus timeout on register 40021, with the model repeating one sentence verbatim before every recheck.', goal, root: c.agent('AgentExecutor', goal, 'Communications with WTG-14 are still down (Modbus timeout on register 40021). A technician site visit is recommended.', ch) };
}

// 6. dental — Letta, claim edits, same clearinghouse rejection
function dentalClaim(c) {
  const goal = 'Resubmit the rejected dental claim for patient Okafor (D2740 crown, tooth #19) to Delta Dental through the clearinghouse and get it accepted.';
  const ch = [];
  const sub = () => ({ batch: `B${c.digits(8)}`, claim_control: `${c.digits(11)}`, status: 'REJECTED', payer: 'DELTA DENTAL OF CA', reason: { carc: 'CO-16', rarc: 'N264', text: 'Claim lacks information: missing/incomplete/invalid ordering provider name.' }, received: c.tick(120) });
  ch.push(c.llm('letta-agent', [{ role: 'user', content: goal }], J({ inner_thoughts: 'Load the claim and last rejection before resubmitting.', function_call: 'get_claim' })));
  ch.push(c.tool('get_claim', { claim_id: 'DC-88412' }, { claim_id: 'DC-88412', patient: 'Okafor, Chidi', procedures: [{ cdt: 'D2740', tooth: '19', fee: 1240.0 }], rendering_npi: '1396842207', billing_npi: '1730215588', last_status: 'REJECTED CO-16 N264' }));
  const edits = [
    ['Rejection says ordering provider. Set rendering provider name explicitly to Dr. Priya Raman.', { claim_id: 'DC-88412', field: 'rendering_provider_name', value: 'RAMAN, PRIYA' }],
    ['Same rejection. Add the referring provider NPI 1396842207 in loop 2310A.', { claim_id: 'DC-88412', field: 'referring_provider_npi', value: '1396842207' }],
    ['Still N264. Try changing billing taxonomy to 1223G0001X (general practice).', { claim_id: 'DC-88412', field: 'billing_taxonomy', value: '1223G0001X' }],
  ];
  ch.push(c.tool('submit_claim', { claim_id: 'DC-88412' }, sub()));
  for (const [t, a] of edits) {
    ch.push(c.llm('letta-agent', 'submit_claim -> REJECTED CO-16/N264', J({ inner_thoughts: t, function_call: 'update_claim_field' })));
    ch.push(c.tool('update_claim_field', a, { ok: true, claim_id: 'DC-88412', version: c.int(3, 9) }));
    ch.push(c.tool('submit_claim', { claim_id: 'DC-88412' }, sub()));
  }
  ch.push(c.tool('send_message', { message: 'The claim is still being rejected (CO-16 / N264, ordering provider) after three corrections. Could the front desk check the provider enrollment with Delta Dental?' }, 'None'));
  return { stagnation: false, isolates: 'Three different claim-field edits each followed by a clearinghouse resubmission rejected with the same CO-16/N264 reason; only batch and control numbers change.', goal, root: c.agent('Letta agent: billing-assistant', goal, 'The claim is still being rejected (CO-16 / N264, ordering provider) after three corrections. Could the front desk check the provider enrollment with Delta Dental?', ch) };
}

export const rows = [invoiceRounding, helmReadiness, fabRecipe, taxEfile, windScada, dentalClaim];
