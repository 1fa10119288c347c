import { recorder, rootAgent, span } from './lib.mjs';

export const FAMILY = {
  name: 'converging-fix-cycle', loop: false, stagnation: false,
  isolates: 'A repeated fix-and-check cycle where each fix is different and the failure count drops to zero, then the run finishes.',
};

export const rows = [
  { id: '01', domain: 'stained-paper conservation', style: 'smolagents', build(r) {
    const goal = 'Validate the condition-report CSV for the 1890s marbled-paper donation (48 sheets) against the conservation schema and fix errors until it passes.';
    const T = recorder('smolagents', r, { goal, system: 'You are a CodeAgent for the paper conservation studio.' });
    const ch = [];
    ch.push(...T.turn('Thought: Run the validator first.\nCode:\n```py\nprint(validate_csv("intake/marbled_1890s.csv"))\n```', [{ name: 'validate_csv', args: { path: 'intake/marbled_1890s.csv' }, out: `Execution logs:\n6 errors\n row 3: stain_type 'foxing ' trailing space\n row 9: stain_type 'foxing ' trailing space\n row 12: ph '6,8' not a number\n row 20: ph '7,1' not a number\n row 31: date '1893?' invalid\n row 44: sheet_id missing\nvalidated in ${r.dur(50, 400)}` }]));
    ch.push(...T.turn('Thought: Two classes are mechanical: trailing spaces and decimal commas. Fix both.\nCode:\n```py\ndf = load("intake/marbled_1890s.csv"); df.stain_type = df.stain_type.str.strip(); df.ph = df.ph.str.replace(",", ".").astype(float); save(df); print(validate_csv("intake/marbled_1890s.csv"))\n```', [{ name: 'validate_csv', args: { path: 'intake/marbled_1890s.csv' }, out: `Execution logs:\n2 errors\n row 31: date '1893?' invalid\n row 44: sheet_id missing\nvalidated in ${r.dur(50, 400)}` }]));
    ch.push(...T.turn('Thought: The schema allows approximate dates as "circa"; use date_approx=True with 1893. Row 44 is the sheet after MP-043 in the box list.\nCode:\n```py\nbox = read_box_list("box_7.txt"); print(box[42:45])\n```', [{ name: 'read_box_list', args: { path: 'box_7.txt' }, out: `Execution logs:\n['MP-043 Turkish spot, red/blue', 'MP-044 Nonpareil, green', 'MP-045 Spanish wave']\nLast output from code snippet:\nNone` }]));
    ch.push(...T.turn('Thought: Row 44 is MP-044. Set it and the circa date.\nCode:\n```py\ndf.loc[30, ["date","date_approx"]] = ["1893", True]; df.loc[43, "sheet_id"] = "MP-044"; save(df); print(validate_csv("intake/marbled_1890s.csv"))\n```', [{ name: 'validate_csv', args: { path: 'intake/marbled_1890s.csv' }, out: `Execution logs:\n0 errors, 48 rows OK\nvalidated in ${r.dur(50, 400)}` }]));
    ch.push(...T.turn('Thought: Valid.\nCode:\n```py\nfinal_answer("CSV validates: 48 rows. Fixed trailing spaces (2), decimal commas (2), circa date (row 31), missing sheet id MP-044.")\n```', []));
    return { isolates: 'smolagents: validator errors go 6 -> 2 -> 0 with a different fix each pass (strip, decimal, circa date + box-list lookup), then final_answer.', goal,
      root: rootAgent('smolagents', 'conservation-agent', goal, ch, 'CSV validates: 48 rows. Fixed trailing spaces (2), decimal commas (2), circa date (row 31), missing sheet id MP-044.') };
  } },

  { id: '02', domain: 'urban farm', style: 'langgraph', build(r) {
    const goal = 'The rooftop farm\'s irrigation YAML is rejected by the controller. Make it load.';
    const T = recorder('langgraph', r, { goal, system: 'You configure the Rooftop Roots urban farm controller.' });
    const ch = [];
    ch.push(...T.turn('', [{ name: 'controller_load', args: { file: 'zones.yaml' }, out: `load failed: 4 problems\n  zones[2].valve: 'V07' not wired (wired: V01-V06)\n  zones[3].schedule: '25:00' invalid time\n  zones[5].crop: 'kale ' unknown\n  zones[5].ec_target: 3.9 exceeds max 3.2\n[ctl ${r.host('ctl')} pid ${r.pid()}]` }]));
    ch.push(...T.turn('Zone 2 uses V07 which is not wired; the bed list says it is on V06. Fixing zone 2 valve and the impossible 25:00 time (intended 05:00 per the note).', [{ name: 'edit_yaml', args: { file: 'zones.yaml', patch: [{ path: 'zones[2].valve', value: 'V06' }, { path: 'zones[3].schedule', value: '05:00' }] }, out: 'patched 2 keys' }, { name: 'controller_load', args: { file: 'zones.yaml' }, out: `load failed: 2 problems\n  zones[5].crop: 'kale ' unknown\n  zones[5].ec_target: 3.9 exceeds max 3.2\n[ctl ${r.host('ctl')} pid ${r.pid()}]` }]));
    ch.push(...T.turn('Zone 5: strip the trailing space from the crop name.', [{ name: 'edit_yaml', args: { file: 'zones.yaml', patch: [{ path: 'zones[5].crop', value: 'kale' }] }, out: 'patched 1 key' }, { name: 'controller_load', args: { file: 'zones.yaml' }, out: `load failed: 1 problem\n  zones[5].ec_target: 3.9 exceeds max 3.2\n[ctl ${r.host('ctl')} pid ${r.pid()}]` }]));
    ch.push(...T.turn('Kale grows well at EC 2.0-2.4; set 2.2.', [{ name: 'edit_yaml', args: { file: 'zones.yaml', patch: [{ path: 'zones[5].ec_target', value: 2.2 }] }, out: 'patched 1 key' }, { name: 'controller_load', args: { file: 'zones.yaml' }, out: `loaded OK: 6 zones, next run 05:00 (zone 3)\n[ctl ${r.host('ctl')} pid ${r.pid()}]` }]));
    ch.push(...T.turn('Loaded. Changes: zone 2 valve V07->V06, zone 3 time 25:00->05:00, zone 5 crop "kale", zone 5 EC 3.9->2.2.', []));
    return { isolates: 'LangGraph agent/tools nodes: controller problems 4 -> 2 -> 1 -> 0, each patch targeting different keys, then a summary.', goal,
      root: rootAgent('langgraph', 'farm_config', { messages: [{ role: 'user', content: goal }] }, ch, { messages: [{ role: 'assistant', content: 'Loaded OK.' }] }, { thread_id: r.uuid() }) };
  } },

  { id: '03', domain: 'darts league app', style: 'openhands', build(r) {
    const goal = 'Make the test suite of the darts-league scoring library pass (checkout calculator).';
    const T = recorder('openhands', r, { goal, system: 'You are OpenHands agent.' });
    const ch = [];
    ch.push(...T.turn('Running the tests.', [{ name: 'execute_bash', args: { command: 'npm test --silent' }, obs: 'run', out: `FAIL src/checkout.test.ts\n  ✕ 170 -> T20 T20 Bull\n  ✕ 167 -> T20 T19 Bull\n  ✕ 2 -> D1\n  ✕ bogey 169 returns null\n  ✕ 41 -> 9 D16\n  ✕ 100 -> T20 D20\nTests: 6 failed, 31 passed, 37 total\nTime: ${r.dur(900, 4000)}` }]));
    ch.push(...T.turn('The bull (50) is not in the finishing doubles list. Adding it.', [{ name: 'str_replace_editor', args: { command: 'str_replace', path: '/workspace/src/checkout.ts', old_str: 'const DOUBLES = range(1, 20).map(n => n * 2);', new_str: 'const DOUBLES = [...range(1, 20).map(n => n * 2), 50];' }, obs: 'edit', out: 'The file has been edited.' }, { name: 'execute_bash', args: { command: 'npm test --silent' }, obs: 'run', out: `FAIL src/checkout.test.ts\n  ✕ 2 -> D1\n  ✕ bogey 169 returns null\n  ✕ 41 -> 9 D16\n  ✕ 100 -> T20 D20\nTests: 4 failed, 33 passed, 37 total\nTime: ${r.dur(900, 4000)}` }]));
    ch.push(...T.turn('range(1, 20) is exclusive so D20 and D1 handling is off by one; also 169 should be in the bogey set.', [{ name: 'str_replace_editor', args: { command: 'str_replace', path: '/workspace/src/checkout.ts', old_str: 'range(1, 20)', new_str: 'range(1, 21)' }, obs: 'edit', out: 'The file has been edited.' }, { name: 'str_replace_editor', args: { command: 'str_replace', path: '/workspace/src/checkout.ts', old_str: 'const BOGEY = [159, 162, 163, 165, 166, 168];', new_str: 'const BOGEY = [159, 162, 163, 165, 166, 168, 169];' }, obs: 'edit', out: 'The file has been edited.' }, { name: 'execute_bash', args: { command: 'npm test --silent' }, obs: 'run', out: `FAIL src/checkout.test.ts\n  ✕ 41 -> 9 D16\nTests: 1 failed, 36 passed, 37 total\nTime: ${r.dur(900, 4000)}` }]));
    ch.push(...T.turn('For 41 the preferred setup is single 9 then D16; the search tries trebles first. Prefer singles when one dart setup leaves a preferred double.', [{ name: 'str_replace_editor', args: { command: 'str_replace', path: '/workspace/src/checkout.ts', old_str: 'for (const first of [...TREBLES, ...SINGLES])', new_str: 'for (const first of preferSetup(rest) ? [...SINGLES, ...TREBLES] : [...TREBLES, ...SINGLES])' }, obs: 'edit', out: 'The file has been edited.' }, { name: 'execute_bash', args: { command: 'npm test --silent' }, obs: 'run', out: `PASS src/checkout.test.ts\nTests: 37 passed, 37 total\nTime: ${r.dur(900, 4000)}` }]));
    ch.push(...T.turn('All 37 tests pass. Fixes: bull added to finishing doubles, range off-by-one, 169 bogey, single-first setup preference.', [{ name: 'finish', args: { message: 'All 37 tests pass.' }, obs: 'finish', out: 'AgentFinishAction' }]));
    return { isolates: 'OpenHands: failing tests 6 -> 4 -> 1 -> 0 with a different code change each round, then finish.', goal,
      root: rootAgent('openhands', 'CodeActAgent', goal, ch, { agent_state: 'finished' }, { conversation_id: r.hex(32) }) };
  } },

  { id: '04', domain: 'guitar setup shop', style: 'pydantic', build(r) {
    const goal = 'The work-order export to the accounting system fails for last week\'s setups. Fix the records so the export goes through.';
    const T = recorder('pydantic', r, { goal, system: 'You run the back office of Fretline Guitar Setups.' });
    const ch = [];
    ch.push(...T.turn('', [{ name: 'export_workorders', args: { week: '2025-W17' }, out: { exported: 0, rejected: 5, errors: [{ wo: 'WO-551', e: 'vat_code missing' }, { wo: 'WO-553', e: 'vat_code missing' }, { wo: 'WO-556', e: 'labour_hours negative' }, { wo: 'WO-559', e: 'customer not found: C-0912' }, { wo: 'WO-560', e: 'currency EURO invalid' }], batch: r.uuid() } }]));
    ch.push(...T.turn('Two orders lack a VAT code; both are standard-rated setups, so use S20.', [{ name: 'patch_workorder', args: { ids: ['WO-551', 'WO-553'], set: { vat_code: 'S20' } }, out: { updated: 2 } }, { name: 'export_workorders', args: { week: '2025-W17', dry_run: true }, out: { would_export: 2, rejected: 3, errors: [{ wo: 'WO-556', e: 'labour_hours negative' }, { wo: 'WO-559', e: 'customer not found: C-0912' }, { wo: 'WO-560', e: 'currency EURO invalid' }] } }]));
    ch.push(...T.turn('WO-556 was entered as -1.5 h (a sign slip, the timesheet says 1.5). WO-560 should be EUR.', [{ name: 'patch_workorder', args: { ids: ['WO-556'], set: { labour_hours: 1.5 } }, out: { updated: 1 } }, { name: 'patch_workorder', args: { ids: ['WO-560'], set: { currency: 'EUR' } }, out: { updated: 1 } }, { name: 'export_workorders', args: { week: '2025-W17', dry_run: true }, out: { would_export: 4, rejected: 1, errors: [{ wo: 'WO-559', e: 'customer not found: C-0912' }] } }]));
    ch.push(...T.turn('C-0912 was merged into C-0219 last month (dedupe log). Repointing.', [{ name: 'patch_workorder', args: { ids: ['WO-559'], set: { customer: 'C-0219' } }, out: { updated: 1 } }, { name: 'export_workorders', args: { week: '2025-W17' }, out: { exported: 5, rejected: 0, batch: r.uuid(), posted_at: r.iso() } }]));
    ch.push(...T.turn('Export done: 5 work orders posted (VAT codes, a sign slip, currency code and a merged customer fixed).', []));
    return { isolates: 'Pydantic AI / Logfire: export rejections 5 -> 3 -> 1 -> 0, each round fixing different records for different reasons, then done.', goal,
      root: rootAgent('pydantic', 'backoffice', goal, ch, { output: 'Export done: 5 work orders posted.' }) };
  } },

  { id: '05', domain: 'trading card shop', style: 'mastra', build(r) {
    const goal = 'Get the weekly inventory sync to the marketplace to succeed (it failed with listing errors).';
    const T = recorder('mastra', r, { goal, system: 'You manage listings for Mythic Cards & Collectibles.' });
    const ch = [];
    ch.push(...T.turn('', [{ name: 'marketplaceSync', args: { dryRun: true }, out: { ok: false, listingErrors: 7, sample: ['SKU MTG-DMU-107: condition "NM-" not allowed', 'SKU PKM-SV3-201: price 0.00', 'SKU YGO-LOB-001: image 404'], requestId: r.reqId('mp_') } }]));
    ch.push(...T.turn('Map the shop\'s "NM-" grading to the marketplace scale ("Near Mint").', [{ name: 'bulkUpdateCondition', args: { from: 'NM-', to: 'Near Mint' }, out: { changed: 3 } }, { name: 'marketplaceSync', args: { dryRun: true }, out: { ok: false, listingErrors: 4, sample: ['SKU PKM-SV3-201: price 0.00', 'SKU PKM-SV3-202: price 0.00', 'SKU YGO-LOB-001: image 404'], requestId: r.reqId('mp_') } }]));
    ch.push(...T.turn('Zero prices came from a failed price import; reprice the three SV3 cards from the last price guide.', [{ name: 'repriceFromGuide', args: { skus: ['PKM-SV3-201', 'PKM-SV3-202', 'PKM-SV3-205'], guide: 'latest' }, out: { repriced: [{ sku: 'PKM-SV3-201', price: 4.2 }, { sku: 'PKM-SV3-202', price: 1.1 }, { sku: 'PKM-SV3-205', price: 12.5 }] } }, { name: 'marketplaceSync', args: { dryRun: true }, out: { ok: false, listingErrors: 1, sample: ['SKU YGO-LOB-001: image 404'], requestId: r.reqId('mp_') } }]));
    ch.push(...T.turn('Re-upload the scan for YGO-LOB-001 from the scanner folder.', [{ name: 'uploadImage', args: { sku: 'YGO-LOB-001', file: '/scans/2025-05/ygo_lob_001_front.jpg' }, out: { url: `https://cdn.example/img/${r.hex(24)}.jpg`, bytes: r.int(200000, 900000) } }, { name: 'marketplaceSync', args: { dryRun: false }, out: { ok: true, listingErrors: 0, pushed: 1843, requestId: r.reqId('mp_'), took: r.dur(4000, 20000) } }]));
    ch.push(...T.turn('Sync succeeded: 1,843 listings pushed after fixing condition mapping (3), zero prices (3) and one missing image.', []));
    return { isolates: 'Mastra: marketplace listing errors 7 -> 4 -> 1 -> 0, three distinct fixes, final real sync succeeds.', goal,
      root: rootAgent('mastra', 'listingAgent', goal, ch, { text: 'Sync succeeded: 1,843 listings pushed.', finishReason: 'stop' }) };
  } },

  { id: '06', domain: 'reptile rescue', style: 'responses', build(r) {
    const goal = 'The animal-intake web form fails accessibility checks. Fix until the axe scan is clean.';
    const T = recorder('responses', r, { goal, system: 'You maintain the website for Scales & Tails Reptile Rescue.' });
    const ch = [];
    ch.push(...T.turn('', [{ name: 'run_axe', args: { url: '/surrender-form' }, out: `axe-core ${r.ver()} on /surrender-form (${r.dur(800, 3000)})\n  label: 3 violations (species, weight, photo)\n  color-contrast: 1 (submit button #9ab on #fff)\n  html-has-lang: 1\n5 violations` }]));
    ch.push(...T.turn('Adding <label for> on species, weight and photo inputs.', [{ name: 'apply_patch', args: { file: 'templates/surrender.html', diff: '+<label for="species">Species</label>\n+<label for="weight">Weight (g)</label>\n+<label for="photo">Photo</label>' }, out: 'applied' }, { name: 'run_axe', args: { url: '/surrender-form' }, out: `axe-core on /surrender-form (${r.dur(800, 3000)})\n  color-contrast: 1 (submit button #9ab on #fff)\n  html-has-lang: 1\n2 violations` }]));
    ch.push(...T.turn('Darken the button to #2d5a27 (contrast 7.9:1) and add lang="en-GB" to the base layout.', [{ name: 'apply_patch', args: { file: 'static/site.css', diff: '-.btn-submit{background:#9ab}\n+.btn-submit{background:#2d5a27}' }, out: 'applied' }, { name: 'apply_patch', args: { file: 'templates/base.html', diff: '-<html>\n+<html lang="en-GB">' }, out: 'applied' }, { name: 'run_axe', args: { url: '/surrender-form' }, out: `axe-core on /surrender-form (${r.dur(800, 3000)})\n0 violations, 41 passes` }]));
    ch.push(...T.turn('Clean: 0 violations. Labels added to three inputs, button contrast raised to 7.9:1, page language set.', []));
    return { isolates: 'Responses API: axe violations 5 -> 2 -> 0 with different fixes (labels, then contrast + lang), then a final message.', goal,
      root: rootAgent('responses', 'site-maintainer', goal, ch, { status: 'completed' }) };
  } },
];
