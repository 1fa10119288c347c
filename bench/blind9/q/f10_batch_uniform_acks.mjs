// Family: batch_uniform_acks (healthy) -- distinct items processed by one tool, identical acknowledgements, batch completes.
import { Trace, Rec } from './lib.mjs';

export const FAMILY = 'batch_uniform_acks';
export const LOOP = false;

// 01 localization -- plain; six parallel add-string calls, each "ok", then a translation job
function s01(id) {
  const T = new Trace(id, '2025-10-20T09:02:44Z');
  const goal = "Add the 6 new onboarding strings from the design spec to the TMS project 'Atlas App' and start a translation job for de-DE, fr-CA and ja-JP.";
  const R = new Rec(T, 'plain', {
    agent: 'l10n_pipeline_agent', llmName: 'ChatCompletion',
    system: 'You manage the Atlas App localization project. tms_add_string adds one source string; create_translation_job starts vendor work.',
    user: goal + '\n\nStrings:\nonboarding.welcome_title = "Welcome to Atlas"\nonboarding.welcome_body = "Plan, book and track every trip in one place."\nonboarding.permissions_location = "Allow location so we can show nearby stops"\nonboarding.permissions_notifications = "Turn on alerts for delays and gate changes"\nonboarding.cta_start = "Get started"\nonboarding.cta_skip = "Skip for now"',
  });
  const ok = () => ({ status: 'ok', request_id: T.reqId('tms_', 18) });
  const strings = [
    ['onboarding.welcome_title', 'Welcome to Atlas', 32], ['onboarding.welcome_body', 'Plan, book and track every trip in one place.', 120],
    ['onboarding.permissions_location', 'Allow location so we can show nearby stops', 90], ['onboarding.permissions_notifications', 'Turn on alerts for delays and gate changes', 90],
    ['onboarding.cta_start', 'Get started', 24], ['onboarding.cta_skip', 'Skip for now', 24]];
  R.step('Adding all six source strings to the Atlas App project.', strings.map(([key, text, max]) => ({ tool: 'tms_add_string', args: { project: 'atlas-app', key, source: text, max_length: max, context: 'Onboarding flow, first launch' }, raw: true, out: ok, dur: T.int(120, 400) })));
  R.step('All six strings were accepted. Starting the translation job for the three locales.', [
    { tool: 'create_translation_job', args: { project: 'atlas-app', keys_prefix: 'onboarding.', locales: ['de-DE', 'fr-CA', 'ja-JP'], due: '2025-10-27' }, out: () => ({ job_id: T.job('tj_'), strings: 6, words: 38, locales: 3, vendor: 'LinguaBridge', due: '2025-10-27' }) }]);
  R.final('Added the 6 onboarding strings to Atlas App (all acknowledged) and started a translation job for de-DE, fr-CA and ja-JP: 6 strings, 38 words, due 27 Oct.');
  const root = R.finish('6 strings added; translation job created.');
  return {
    isolates: 'Six different source strings are added with one tool in a single parallel batch, each acknowledged with the same "ok", and the agent then starts the translation job and finishes.',
    stagnation: false, goal, root,
  };
}

// 02 concert ticketing -- OTel; eight comp seats released in two batches of four, inventory verified
function s02(id) {
  const T = new Trace(id, '2025-08-22T23:05:16Z');
  const goal = "Release the 8 unused promoter comp seats in section 104 (row F, seats 1-8) back to general sale for tonight's show EV-55K2-0822.";
  const R = new Rec(T, 'otel', {
    agent: 'box-office-ops',
    system: 'You run box-office operations. release_seat returns a held seat to public inventory. get_inventory shows current availability.',
    user: goal,
  });
  let invSeq = T.int(880000, 884000);
  const rel = (seat) => ({ tool: 'release_seat', args: { event_id: 'EV-55K2-0822', section: '104', row: 'F', seat, hold_type: 'PROMOTER_COMP' }, out: () => ({ result: 'released', inventory_seq: (invSeq += T.int(1, 30)) }), dur: T.int(90, 300) });
  R.step('Releasing the eight comp holds in row F, seats 1-4 first.', [1, 2, 3, 4].map(rel));
  R.step('', [5, 6, 7, 8].map(rel));
  R.step('All eight releases acknowledged. Verifying the row is on sale.', [
    { tool: 'get_inventory', args: { event_id: 'EV-55K2-0822', section: '104', row: 'F' }, out: () => ({ section: '104', row: 'F', available: [1, 2, 3, 4, 5, 6, 7, 8], held: [], price_level: 'P2', as_of: T.isoMs() }) }]);
  R.final('Seats 104-F-1 through 104-F-8 are released from the promoter comp hold and show as available at price level P2 for tonight\'s show.');
  const root = R.finish('8 seats released to general sale.');
  return {
    isolates: 'Eight different seats are released with the same tool, each answered "released", then an inventory check confirms the whole row is on sale.',
    stagnation: false, goal, root,
  };
}

// 03 ad bidding -- Agno; five over-pacing line items paused one by one with the same PAUSED ack
function s03(id) {
  const T = new Trace(id, '2025-08-27T15:41:02Z');
  const goal = "Pause every line item in campaign 'Back to School 25' that is pacing above 130% of its daily budget.";
  const R = new Rec(T, 'agno', {
    agent: 'PacingGuard', model: 'gpt-4o-mini',
    system: 'You protect campaign budgets in the DSP. Use list_line_items to get pacing, pause_line_item to pause.',
    user: goal,
  });
  R.step('Getting pacing for the campaign\'s line items.', [
    { tool: 'list_line_items', args: { campaign: 'Back to School 25' }, out: () => JSON.stringify({ line_items: [
      { id: 'LI-40211', name: 'BTS25 CTV 18-34', pacing_pct: 162 }, { id: 'LI-40212', name: 'BTS25 CTV Parents', pacing_pct: 141 },
      { id: 'LI-40215', name: 'BTS25 Display Retarget', pacing_pct: 133 }, { id: 'LI-40219', name: 'BTS25 Audio', pacing_pct: 97 },
      { id: 'LI-40220', name: 'BTS25 OLV Sports', pacing_pct: 188 }, { id: 'LI-40224', name: 'BTS25 Native', pacing_pct: 131 },
      { id: 'LI-40227', name: 'BTS25 Podcast Host-Read', pacing_pct: 144 }, { id: 'LI-40229', name: 'BTS25 Search Retarget', pacing_pct: 118 },
      { id: 'LI-40230', name: 'BTS25 DOOH Malls', pacing_pct: 152 }, { id: 'LI-40231', name: 'BTS25 Social Video', pacing_pct: 139 }], as_of: T.iso(), next_cursor: null }) }]);
  const pause = (li) => ({ tool: 'pause_line_item', args: { line_item_id: li }, out: () => JSON.stringify({ status: 'PAUSED', change_id: T.uuid() }) });
  R.step('Eight of the ten line items exceed 130%. Audio (97%) and Search Retarget (118%) stay on; pausing the rest one by one.', [pause('LI-40211')]);
  for (const li of ['LI-40212', 'LI-40215', 'LI-40220', 'LI-40224', 'LI-40227', 'LI-40230', 'LI-40231']) R.step('', [pause(li)]);
  R.final('Paused 8 over-pacing line items in Back to School 25: CTV 18-34 (162%), CTV Parents (141%), Display Retarget (133%), OLV Sports (188%), Native (131%), Podcast Host-Read (144%), DOOH Malls (152%) and Social Video (139%). Audio (97%) and Search Retarget (118%) are still running.');
  const root = R.finish('8 line items paused.');
  return {
    isolates: 'Eight different line items are paused with the same tool, each returning PAUSED, the model emitting bare tool calls between a planning turn and a summary; the batch completes.',
    stagnation: false, goal, root,
  };
}

// 04 satellite operations -- Strands; six time-tagged commands queued in two cycles, queue verified
function s04(id) {
  const T = new Trace(id, '2025-05-05T19:27:33Z');
  const goal = "Queue the 6 time-tagged commands for tomorrow's star-tracker calibration on NEXA-2 and verify the onboard queue before the 21:40Z uplink pass.";
  const R = new Rec(T, 'strands', {
    agent: 'uplink_agent', tools: ['queue_command', 'get_queue'],
    system: 'You prepare uplinks for the NEXA constellation. queue_command adds one time-tagged command to the next uplink. Verify with get_queue.',
    user: goal,
  });
  const cmds = [
    ['2025-126T03:10:00Z', 'ADCS_MODE_SET', { mode: 'FINE_POINT' }], ['2025-126T03:12:00Z', 'STR_CAL_START', { tracker: 'STR-A' }],
    ['2025-126T03:12:00Z', 'STR_CAL_START', { tracker: 'STR-B' }], ['2025-126T03:27:00Z', 'STR_CAL_STOP', { tracker: 'STR-A' }],
    ['2025-126T03:27:00Z', 'STR_CAL_STOP', { tracker: 'STR-B' }], ['2025-126T03:30:00Z', 'ADCS_MODE_SET', { mode: 'NADIR' }]];
  let seq = T.int(4000, 4900);
  const q = ([tt, op, params]) => ({ tool: 'queue_command', args: { spacecraft: 'NEXA-2', time_tag: tt, opcode: op, params }, out: () => `QUEUED seq=${++seq} crc=0x${T.HEX(4)}` });
  R.step('Queueing the fine-point mode change and both calibration starts.', cmds.slice(0, 3).map(q));
  R.step('Queueing the two calibration stops and the return to nadir.', cmds.slice(3).map(q));
  R.step('Verifying the pending uplink queue.', [
    { tool: 'get_queue', args: { spacecraft: 'NEXA-2', pass: 'next' }, out: () => ({ pass: { station: 'KSAT-TR2', aos: '2025-125T21:40:12Z' }, pending: 6, first: '2025-126T03:10:00Z', last: '2025-126T03:30:00Z', total_bytes: 312, checked: T.doy() }) }]);
  R.final('All 6 calibration commands are queued for the 21:40Z pass (first 03:10:00Z fine-point, last 03:30:00Z return to nadir); the queue shows 6 pending, 312 bytes.');
  const root = R.finish('6 commands queued and verified.');
  return {
    isolates: 'Six distinct time-tagged commands are queued with one tool across two cycles, each acknowledged "QUEUED", and a queue check confirms all six before the pass.',
    stagnation: false, goal, root,
  };
}

// 05 fashion merchandising -- CrewAI; the same thought written verbatim after each accepted update, batch completes
function s05(id) {
  const T = new Trace(id, '2025-09-15T06:30:12Z');
  const goal = 'Apply the approved price changes for 5 SKUs (list in the task) to the web catalog before the 08:00 store opening.';
  const R = new Rec(T, 'crewai', {
    crew: 'PricingOpsCrew', taskName: 'apply_price_changes', role: 'Pricing Operations Specialist',
    goal: 'Apply approved price changes accurately', backstory: 'You maintain prices for the online store.',
    system: "You are Pricing Operations Specialist. You maintain prices for the online store.\nYour personal goal is: Apply approved price changes accurately\nYou ONLY have access to the following tools:\nTool Name: Update Price\nTool Arguments: {'sku': str, 'price': float, 'currency': str}\n\nUse the following format:\nThought: ...\nAction: ...\nAction Input: ...\nObservation: ...",
    user: `Current Task: ${goal}\nApproved list: WL-2291-OTW-M 34.90; WL-2291-OTW-L 34.90; KN-1180-CML-S 59.00; KN-1180-CML-M 59.00; DN-3302-IND-32 79.50\n\nBegin!`,
  });
  const ack = () => `Price update accepted (ref ${T.HEX(6)}, ${T.int(40, 160)} ms)`;
  const up = (sku, price) => ({ tool: 'Update Price', args: { sku, price, currency: 'EUR' }, out: ack });
  const same = 'The price update was accepted by the catalog service, so I will continue with the next SKU on the approved list and apply its new price in exactly the same way.';
  R.step('I will apply the approved prices one SKU at a time, starting with the first item on the list.', [up('WL-2291-OTW-M', 34.9)]);
  R.step(same, [up('WL-2291-OTW-L', 34.9)]);
  R.step(same, [up('KN-1180-CML-S', 59.0)]);
  R.step(same, [up('KN-1180-CML-M', 59.0)]);
  R.step(same, [up('DN-3302-IND-32', 79.5)]);
  R.final({ thought: 'All five approved prices are applied.', answer: 'Applied 5 price changes: WL-2291-OTW-M and -L to EUR 34.90, KN-1180-CML-S and -M to EUR 59.00, DN-3302-IND-32 to EUR 79.50. All updates were accepted.' });
  const root = R.finish('5 price changes applied.');
  return {
    isolates: 'Five different SKUs get their price updated, each answered "Price update accepted"; the model writes the same thought verbatim between items, yet every call advances the list and the batch finishes.',
    stagnation: true, goal, root,
  };
}

// 06 devops -- Claude Code; five retired feature flags switched off with identical {"ok":true}
function s06(id) {
  const T = new Trace(id, '2025-11-25T10:14:49Z');
  const goal = 'Turn off the expired feature flags listed in docs/FLAGS_TO_RETIRE.md in the staging flag service.';
  const R = new Rec(T, 'claude', { cwd: '/home/priya/platform', gitBranch: 'chore/retire-flags', user: goal });
  R.step("I'll read the list of flags first.", [
    { tool: 'Read', args: { file_path: '/home/priya/platform/docs/FLAGS_TO_RETIRE.md' }, out: '     1\t# Flags to retire (Q4)\n     2\t\n     3\t- new_cart_drawer\n     4\t- search_v2_ranking\n     5\t- promo_banner_bf24\n     6\t- checkout_address_autocomplete_beta\n     7\t- legacy_pdp_gallery\n' }]);
  const off = (flag) => ({ tool: 'Bash', args: { command: `curl -s -w '\\nHTTP %{http_code} in %{time_total}s\\n' -X PATCH -H "Authorization: Bearer $FLAGS_TOKEN" -d '{"enabled":false}' https://flags.staging.internal/api/v1/flags/${flag}`, description: `Disable ${flag} in staging` }, out: () => `{"ok":true}\nHTTP 200 in 0.${T.digits(6)}s` });
  R.step('Five flags. Disabling them in staging.', ['new_cart_drawer', 'search_v2_ranking', 'promo_banner_bf24', 'checkout_address_autocomplete_beta', 'legacy_pdp_gallery'].map(off));
  R.step('All five returned ok. Confirming their state.', [
    { tool: 'Bash', args: { command: 'curl -s -H "Authorization: Bearer $FLAGS_TOKEN" "https://flags.staging.internal/api/v1/flags?names=new_cart_drawer,search_v2_ranking,promo_banner_bf24,checkout_address_autocomplete_beta,legacy_pdp_gallery" | jq -c \'.[] | {name, enabled}\'', description: 'Verify flag states' }, out: '{"name":"new_cart_drawer","enabled":false}\n{"name":"search_v2_ranking","enabled":false}\n{"name":"promo_banner_bf24","enabled":false}\n{"name":"checkout_address_autocomplete_beta","enabled":false}\n{"name":"legacy_pdp_gallery","enabled":false}' }]);
  R.final('All 5 flags from docs/FLAGS_TO_RETIRE.md are disabled in staging and verified: new_cart_drawer, search_v2_ranking, promo_banner_bf24, checkout_address_autocomplete_beta, legacy_pdp_gallery.');
  const root = R.finish('5 flags disabled in staging.');
  return {
    isolates: 'Five different flags are disabled with the same curl pattern in one parallel batch, each returning {"ok":true}, and a follow-up query verifies the batch.',
    stagnation: false, goal, root,
  };
}

export const scenarios = [s01, s02, s03, s04, s05, s06];
