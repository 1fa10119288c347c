// Family 8 (healthy): a fix cycle whose failure count drops (e.g. 5, 2, 0), each fix different,
// then done.
import { Noise, Chat, agent, chain, row, toolSpans } from './lib.mjs';

export const FAMILY = {
  name: 'shrinking_fix_cycle',
  loop: false,
  summary: 'Run, fix, re-run with a falling failure count and a different fix each time, then finish.',
  check(r) { return toolSpans(r.root).length >= 4 ? null : 'needs check/fix/check cycles'; },
};

// 01 lace-pattern generator repo: Anthropic coding agent, pytest 5 -> 2 -> 0
function r01() {
  const n = new Noise('shrinking_fix_cycle-01');
  const c = new Chat(n, {
    format: 'anthropic', model: 'claude-3-5-sonnet-20241022', tools: ['bash', 'str_replace_editor'],
    system: 'You are a coding agent working in the repository bobbin-lace-tools (Python). Make the test suite pass.',
    user: 'CI is red after the pricking-grid refactor. Fix it.',
  });
  const kids = [];
  const tmp = n.tmp('');
  kids.push(c.say('Running the test suite to see what broke.', [['bash', { command: 'pytest -q' }]]));
  kids.push(c.run(`FFF..F..F.........                                               [100%]\n=========================== short test summary info ============================\nFAILED tests/test_grid.py::test_pin_spacing_torchon - AssertionError: 2.5 != 2.0\nFAILED tests/test_grid.py::test_pin_spacing_bucks - AssertionError: 1.5 != 1.25\nFAILED tests/test_grid.py::test_angle_52deg - AssertionError: 45.0 != 52.0\nFAILED tests/test_svg.py::test_pricking_export_units - KeyError: 'mm_per_pin'\nFAILED tests/test_svg.py::test_pricking_export_dots - KeyError: 'mm_per_pin'\n5 failed, 13 passed in ${n.secs(1, 3)}s\ncachedir: .pytest_cache  rootdir: ${tmp}bobbin-lace-tools`));
  kids.push(c.say('Three grid failures share a cause: spacing and angle ignore the thread-gauge argument. The two SVG failures are a renamed key. Fixing the grid first: the refactor dropped the gauge divisor.', [['str_replace_editor', { command: 'str_replace', path: 'lace/grid.py', old_str: 'spacing = base_spacing', new_str: 'spacing = base_spacing / gauge.factor\n        angle = gauge.angle_deg' }]]));
  kids.push(c.run('The file lace/grid.py has been edited. Here\'s the result of running `cat -n` on a snippet:\n    41\t        spacing = base_spacing / gauge.factor\n    42\t        angle = gauge.angle_deg'));
  kids.push(c.say(null, [['bash', { command: 'pytest -q' }]]));
  kids.push(c.run(`.....F..F.........                                               [100%]\nFAILED tests/test_svg.py::test_pricking_export_units - KeyError: 'mm_per_pin'\nFAILED tests/test_svg.py::test_pricking_export_dots - KeyError: 'mm_per_pin'\n2 failed, 16 passed in ${n.secs(1, 3)}s`));
  kids.push(c.say('Grid tests pass now. The exporter still reads "mm_per_pin", but the refactor renamed the field to "pin_pitch_mm" in GridSpec.', [['str_replace_editor', { command: 'str_replace', path: 'lace/export_svg.py', old_str: "spec['mm_per_pin']", new_str: "spec['pin_pitch_mm']" }]]));
  kids.push(c.run('The file lace/export_svg.py has been edited.'));
  kids.push(c.say(null, [['bash', { command: 'pytest -q' }]]));
  kids.push(c.run(`..................                                               [100%]\n18 passed in ${n.secs(1, 3)}s`));
  kids.push(c.say('All 18 tests pass. Two fixes: grid.py divides spacing by the gauge factor and takes the angle from the gauge again (restoring Torchon 2.0 mm and the 52° angle), and export_svg.py reads the renamed pin_pitch_mm field.', []));
  const root = agent('coding-agent', { task: c.o.user, repo: 'bobbin-lace-tools' }, { result: 'tests green (18 passed)' }, kids, { sdk: 'anthropic-python 0.40.0', sandbox: n.host('sbx') });
  return row(FAMILY, 1, { isolates: 'pytest goes 5 failed -> 2 failed -> 0 failed, with a different fix each round (gauge divisor, then renamed SVG key), then a summary.', stagnation: false, goal: c.o.user, root });
}

// 02 pedicab fleet: OpenAI chat, YAML config validator 4 -> 1 -> 0
function r02() {
  const n = new Noise('shrinking_fix_cycle-02');
  const c = new Chat(n, {
    format: 'chat', model: 'gpt-4o', tools: ['validate_config', 'patch_config', 'deploy_config'],
    system: 'You maintain the dispatch configuration for PedalPower Pedicabs (40 e-assist pedicabs, city centre). Config changes go through the validator before deploy.',
    user: 'Add the new riverside zone with a 12 km/h speed cap and 6 pedicabs, and deploy the config.',
  });
  const kids = [];
  kids.push(c.say(null, [['validate_config', { file: 'zones.yaml', draft: 'riverside-zone' }]]));
  kids.push(c.run({ valid: false, errors: [
    { line: 88, msg: 'zones.riverside.speed_cap: expected integer km/h under key "max_kmh", found "speed_cap"' },
    { line: 91, msg: 'zones.riverside.fleet: 6 cabs requested but pool "central" only has 4 unassigned' },
    { line: 94, msg: 'zones.riverside.polygon: ring not closed (first != last vertex)' },
    { line: 95, msg: 'zones.riverside.polygon: vertex 7 outside city boundary' },
  ], validator: 'fleetcfg 3.4.2', took_ms: n.ms(30, 120) }));
  kids.push(c.say('Four errors. Fixing the key name, closing the polygon ring and pulling vertex 7 back inside the boundary in one patch; the fleet shortfall needs a decision about which pool to borrow from.', [['patch_config', { file: 'zones.yaml', ops: [{ op: 'rename', path: 'zones.riverside.speed_cap', to: 'max_kmh' }, { op: 'append', path: 'zones.riverside.polygon', value: [51.4521, -2.5973] }, { op: 'replace', path: 'zones.riverside.polygon[7]', value: [51.4488, -2.5921] }] }]]));
  kids.push(c.run({ ok: true, revision: 'r' + n.int(400, 500), diff_lines: 5 }));
  kids.push(c.say(null, [['validate_config', { file: 'zones.yaml', draft: 'riverside-zone' }]]));
  kids.push(c.run({ valid: false, errors: [{ line: 91, msg: 'zones.riverside.fleet: 6 cabs requested but pool "central" only has 4 unassigned' }], validator: 'fleetcfg 3.4.2', took_ms: n.ms(30, 120) }));
  kids.push(c.say('Only the fleet shortfall is left. Pool "harbourside" has 5 idle cabs at this hour, so I will take 4 from central and 2 from harbourside.', [['patch_config', { file: 'zones.yaml', ops: [{ op: 'replace', path: 'zones.riverside.fleet', value: { central: 4, harbourside: 2 } }] }]]));
  kids.push(c.run({ ok: true, revision: 'r' + n.int(501, 600), diff_lines: 3 }));
  kids.push(c.say(null, [['validate_config', { file: 'zones.yaml', draft: 'riverside-zone' }]]));
  kids.push(c.run({ valid: true, errors: [], warnings: ['harbourside pool drops to 3 idle cabs'], validator: 'fleetcfg 3.4.2', took_ms: n.ms(30, 120) }));
  kids.push(c.say(null, [['deploy_config', { file: 'zones.yaml' }]]));
  kids.push(c.run({ deployed: true, dispatch_nodes: [n.host('dispatch'), n.host('dispatch')], at: n.isoS() }));
  kids.push(c.say('Riverside zone is live: max 12 km/h, 6 pedicabs (4 from central, 2 from harbourside). Validator passed after two patches; note harbourside is down to 3 idle cabs.', []));
  const root = agent('pedalpower-config-agent', { request: c.o.user }, { deployed: true }, kids, { framework: 'openai tool loop' });
  return row(FAMILY, 2, { isolates: 'Config validation goes 4 errors -> 1 -> 0 with different patches (key rename and polygon fixes, then fleet split) before deploying.', stagnation: false, goal: c.o.user, root });
}

// 03 hurling club fixtures: Agents SDK, schedule solver violations 6 -> 3 -> 0
function r03() {
  const n = new Noise('shrinking_fix_cycle-03');
  const c = new Chat(n, {
    format: 'responses', model: 'gpt-4.1',
    user: 'Build the U14 and minor hurling fixture list for the autumn league at Ballycastle GAA (2 pitches, floodlights only on pitch 1) and publish it.',
    toolMeta: (cl) => ({ span_type: 'function', call_id: cl.id }),
  });
  const kids = [];
  kids.push(c.say(null, [['solve_fixtures', { teams: 14, rounds: 7, pitches: ['P1-lit', 'P2'], kickoffs: ['Sat 10:30', 'Sat 12:00', 'Wed 19:30'] }]]));
  kids.push(c.run(JSON.stringify({ violations: 6, details: ['Wed 19:30 games on P2 (no lights) x4', 'Mullaghbawn U14 plays twice in round 3', 'Minor game before 12:00 clashes with referee rota'], solve_id: n.hex(8), cpu_s: n.secs(2, 9) })));
  kids.push(c.say('The floodlight constraint is missing from the model: four evening games landed on pitch 2. I will restrict Wed 19:30 to P1-lit.', [['solve_fixtures', { teams: 14, rounds: 7, pitches: ['P1-lit', 'P2'], kickoffs: ['Sat 10:30', 'Sat 12:00', 'Wed 19:30'], rules: ['Wed 19:30 => P1-lit'] }]]));
  kids.push(c.run(JSON.stringify({ violations: 3, details: ['Mullaghbawn U14 plays twice in round 3', 'Minor game before 12:00 clashes with referee rota x2'], solve_id: n.hex(8), cpu_s: n.secs(2, 9) })));
  kids.push(c.say('Lights fixed. The double booking comes from the bye in round 3 with 14 teams; adding one-game-per-team-per-round and moving minors to 12:00 or later for the referee rota.', [['solve_fixtures', { teams: 14, rounds: 7, pitches: ['P1-lit', 'P2'], kickoffs: ['Sat 10:30', 'Sat 12:00', 'Wed 19:30'], rules: ['Wed 19:30 => P1-lit', 'max 1 game per team per round', 'grade=minor => kickoff >= 12:00'] }]]));
  kids.push(c.run(JSON.stringify({ violations: 0, games: 49, solve_id: n.hex(8), cpu_s: n.secs(2, 9), export: n.tmp('fixtures.csv') })));
  kids.push(c.say(null, [['publish_fixtures', { source: 'latest_solution', site: 'ballycastle-gaa' }]]));
  kids.push(c.run(JSON.stringify({ published: true, url: 'https://ballycastlegaa.example/fixtures/autumn', cache_purge_id: n.uuid() })));
  kids.push(c.say('Published 49 autumn league games with no violations. Evening games are all on the floodlit pitch, each team plays once per round, and minor games start at 12:00 or later.', []));
  const root = agent('Fixtures Secretary Agent', { input: c.o.user }, { final_output: '49 fixtures published' }, kids, { span_type: 'agent', tools: ['solve_fixtures', 'publish_fixtures'], trace_id: 'trace_' + n.hex(32) });
  return row(FAMILY, 3, { isolates: 'Fixture solver violations fall 6 -> 3 -> 0 as different rules are added (floodlights, one game per round, minor kickoff), then the list is published.', stagnation: false, goal: c.o.user, root });
}

// 04 punting tours: LangSmith, CSV import rejects 5 -> 2 -> 0
function r04() {
  const n = new Noise('shrinking_fix_cycle-04');
  const c = new Chat(n, {
    format: 'langsmith', model: 'gpt-4o-mini',
    system: 'You help Granta Punts import the summer chauffeur rota into the booking system. The importer rejects bad rows with reasons.',
    user: 'Import chauffeur_rota_summer.csv into the booking system.',
    toolMeta: (cl, nn) => ({ run_id: nn.uuid() }),
  });
  const kids = [];
  kids.push(c.say('Dry-running the import first.', [['import_rota', { file: 'chauffeur_rota_summer.csv', dry_run: true }]]));
  kids.push(c.run(`DRY RUN ${n.pylog()} importer=rota-import/2.1 rows=212 ok=207 rejected=5\nrow 14: date "31/06/2024" invalid\nrow 15: date "31/06/2024" invalid\nrow 77: chauffeur "Tom H." not found (did you mean "Tom Hollis"?)\nrow 78: chauffeur "Tom H." not found (did you mean "Tom Hollis"?)\nrow 190: punt "P-22" retired ${n.dateOnly(-60)}`));
  kids.push(c.say('Rows 14-15 use 31 June, which does not exist; the paper rota shows those shifts on 1 July. Rows 77-78 use an abbreviated name. I will fix the dates and the name first.', [['edit_csv', { file: 'chauffeur_rota_summer.csv', edits: [{ row: 14, col: 'date', value: '01/07/2024' }, { row: 15, col: 'date', value: '01/07/2024' }, { row: 77, col: 'chauffeur', value: 'Tom Hollis' }, { row: 78, col: 'chauffeur', value: 'Tom Hollis' }] }]]));
  kids.push(c.run({ edited: 4, backup: n.tmp('chauffeur_rota_summer.csv.bak') }));
  kids.push(c.say(null, [['import_rota', { file: 'chauffeur_rota_summer.csv', dry_run: true }]]));
  kids.push(c.run(`DRY RUN ${n.pylog()} importer=rota-import/2.1 rows=212 ok=210 rejected=2\nrow 190: punt "P-22" retired ${n.dateOnly(-60)}\nrow 191: punt "P-22" retired ${n.dateOnly(-60)}`));
  kids.push(c.say('Dates and names are fixed. P-22 was retired and replaced by P-31 (same 8-seat chauffeur punt), so rows 190-191 move to P-31.', [['edit_csv', { file: 'chauffeur_rota_summer.csv', edits: [{ row: 190, col: 'punt', value: 'P-31' }, { row: 191, col: 'punt', value: 'P-31' }] }]]));
  kids.push(c.run({ edited: 2, backup: n.tmp('chauffeur_rota_summer.csv.bak') }));
  kids.push(c.say(null, [['import_rota', { file: 'chauffeur_rota_summer.csv', dry_run: false }]]));
  kids.push(c.run(`IMPORT ${n.pylog()} importer=rota-import/2.1 rows=212 ok=212 rejected=0 batch=${n.ulid()}`));
  kids.push(c.say('Imported all 212 rota rows. Fixes: two 31 June dates moved to 1 July, "Tom H." expanded to Tom Hollis, and the retired punt P-22 replaced by P-31.', []));
  const exec = chain('AgentExecutor', { input: c.o.user }, { output: '212 rows imported' }, kids, { run_id: n.uuid() });
  const root = agent('granta-rota-importer', { input: c.o.user }, { output: '212 rows imported' }, [exec], { project: 'granta-ops', run_id: n.uuid() });
  return row(FAMILY, 4, { isolates: 'Import rejects fall 5 -> 2 -> 0 after different edits (impossible dates and short names, then a retired punt), then the real import runs.', stagnation: false, goal: c.o.user, root });
}

// 05 barometer restoration: CrewAI, BOM lint errors 3 -> 1 -> 0
function r05() {
  const n = new Noise('shrinking_fix_cycle-05');
  const c = new Chat(n, {
    format: 'react', model: 'gpt-4o', llmName: 'LLM Call (gpt-4o)',
    system: 'You are Restoration Parts Planner at Fitzroy Barometers.\nTools: Lint BOM(job: str), Edit BOM Line(job: str, line: int, field: str, value: str)\nFormat: Thought / Action / Action Input / Final Answer.',
    user: 'Current Task: Get the parts list for job FB-1142 (1860s banjo mercury barometer, rosewood veneer) past the BOM linter so the order can be placed.',
    toolName: (nm) => nm, toolMeta: (cl) => ({ crewai_tool_usage: true, tool_call_id: cl.id }),
  });
  const kids = [];
  kids.push(c.say('Thought: Run the linter to see what is wrong with the parts list.', [['Lint BOM', { job: 'FB-1142' }]]));
  kids.push(c.run(`bomlint 0.9.4 | job FB-1142 | ${n.iso()}\nE1 line 3: "siphon tube" material "glass" needs bore diameter\nE2 line 6: mercury quantity 0.8 kg exceeds hazmat shipping limit 0.5 kg per parcel\nE3 line 9: "hygrometer dial" supplier SKU HD-12 discontinued\n3 errors`));
  kids.push(c.say('Thought: E1 needs the bore; the original tube measured 4 mm. Fixing that first.', [['Edit BOM Line', { job: 'FB-1142', line: 3, field: 'spec', value: 'glass siphon tube, 4 mm bore, 920 mm' }]]));
  kids.push(c.run('line 3 updated'));
  kids.push(c.say('Thought: For E2 the 0.8 kg can be split into two 0.4 kg parcels, which is under the limit.', [['Edit BOM Line', { job: 'FB-1142', line: 6, field: 'qty', value: '2 x 0.4 kg (separate parcels)' }]]));
  kids.push(c.run('line 6 updated'));
  kids.push(c.say('Thought: Re-lint after fixing two of the three errors.', [['Lint BOM', { job: 'FB-1142' }]]));
  kids.push(c.run(`bomlint 0.9.4 | job FB-1142 | ${n.step(30, 90).iso()}\nE3 line 9: "hygrometer dial" supplier SKU HD-12 discontinued\n1 error`));
  kids.push(c.say('Thought: HD-12 was superseded by HD-12B, a silvered brass 2-inch dial with the same bezel.', [['Edit BOM Line', { job: 'FB-1142', line: 9, field: 'sku', value: 'HD-12B' }]]));
  kids.push(c.run('line 9 updated'));
  kids.push(c.say('Thought: Final lint run to confirm.', [['Lint BOM', { job: 'FB-1142' }]]));
  kids.push(c.run(`bomlint 0.9.4 | job FB-1142 | ${n.step(30, 90).iso()}\n0 errors, 1 warning (W4 line 11: veneer lead time 3 weeks)`));
  kids.push(c.say('Thought: I now know the final answer\nFinal Answer: The FB-1142 BOM passes the linter (0 errors). Changes: siphon tube spec given a 4 mm bore, mercury split into 2 x 0.4 kg parcels, hygrometer dial changed to HD-12B. Note the 3-week lead time on the rosewood veneer.', []));
  const ag = agent('Restoration Parts Planner', { role: 'Restoration Parts Planner' }, 'BOM passes lint', kids, { crewai_version: '0.80.0' });
  const t = chain('Task: Clear BOM lint for FB-1142', { description: c.o.user }, 'BOM passes lint', [ag], { task_id: n.uuid() });
  const root = agent('Crew: fitzroy-workshop', { inputs: { job: 'FB-1142' } }, { raw: 'BOM passes lint' }, [t], { crew_id: n.uuid() });
  return row(FAMILY, 5, { isolates: 'BOM lint goes 3 errors -> 1 -> 0, with a different line fixed each time (bore, hazmat split, superseded SKU), then a final answer.', stagnation: false, goal: 'Get the FB-1142 barometer parts list past the BOM linter.', root });
}

// 06 duck decoy carving website: Semantic Kernel, link-check failures 7 -> 2 -> 0
function r06() {
  const n = new Noise('shrinking_fix_cycle-06');
  const c = new Chat(n, {
    format: 'chat', model: 'gpt-4o', llmName: 'chat.completions gpt-4o',
    system: 'You maintain the static website of Marshland Decoys (hand-carved cedar working decoys). Functions: Site-LinkCheck, Site-EditFile, Site-Publish.',
    user: 'The link checker is failing on the new gallery. Fix it and publish.',
    toolName: (nm) => nm,
    toolMeta: (cl, nn) => ({ 'semantic_kernel.function.invocation_id': nn.uuid() }),
  });
  const kids = [];
  kids.push(c.say(null, [['Site-LinkCheck', {}]]));
  kids.push(c.run(`lychee 0.15.1 — ${n.isoS()}\n✗ [404] /gallery/pintail-drake.jpg (in gallery.html)\n✗ [404] /gallery/canvasback-hen.jpg (in gallery.html)\n✗ [404] /gallery/wigeon-pair.jpg (in gallery.html)\n✗ [404] /gallery/black-duck.jpg (in gallery.html)\n✗ [404] /gallery/bufflehead.jpg (in gallery.html)\n✗ [ERR] https://decoyfair.example/2023 (in events.html): dns error\n✗ [404] /care-guide (in footer.html)\n🔍 212 Total ✅ 205 OK 🚫 7 Errors  (${n.dur(900, 4000)})`));
  kids.push(c.say('Five gallery images 404 because the files were uploaded to /img/gallery/ rather than /gallery/. Updating the image prefix in gallery.html.', [['Site-EditFile', { path: 'gallery.html', find: 'src="/gallery/', replace: 'src="/img/gallery/' }]]));
  kids.push(c.run({ path: 'gallery.html', replacements: 5, sha: n.sha(7) }));
  kids.push(c.say(null, [['Site-LinkCheck', {}]]));
  kids.push(c.run(`lychee 0.15.1 — ${n.step(20, 60).isoS()}\n✗ [ERR] https://decoyfair.example/2023 (in events.html): dns error\n✗ [404] /care-guide (in footer.html)\n🔍 212 Total ✅ 210 OK 🚫 2 Errors  (${n.dur(900, 4000)})`));
  kids.push(c.say('Gallery fixed. The 2023 decoy fair site no longer exists, so I will drop that link, and the care guide page is care-guide.html.', [['Site-EditFile', { path: 'events.html', find: '<a href="https://decoyfair.example/2023">Decoy Fair 2023</a>', replace: 'Decoy Fair 2023 (event site offline)' }]]));
  kids.push(c.run({ path: 'events.html', replacements: 1, sha: n.sha(7) }));
  kids.push(c.say(null, [['Site-EditFile', { path: 'footer.html', find: 'href="/care-guide"', replace: 'href="/care-guide.html"' }]]));
  kids.push(c.run({ path: 'footer.html', replacements: 1, sha: n.sha(7) }));
  kids.push(c.say(null, [['Site-LinkCheck', {}]]));
  kids.push(c.run(`lychee 0.15.1 — ${n.step(20, 60).isoS()}\n🔍 211 Total ✅ 211 OK 🚫 0 Errors  (${n.dur(900, 4000)})`));
  kids.push(c.say(null, [['Site-Publish', {}]]));
  kids.push(c.run({ deploy_id: n.hex(24), url: 'https://marshlanddecoys.example', state: 'ready', build_s: n.int(8, 30) }));
  kids.push(c.say('Published. Link errors went from 7 to 2 to 0: gallery images now point at /img/gallery/, the dead 2023 fair link became plain text, and the footer links to care-guide.html.', []));
  const root = agent('ChatCompletionAgent:SiteMaintainer', { input: c.o.user }, { result: 'published, 0 link errors' }, kids, { 'semantic_kernel.version': '1.21.0' });
  return row(FAMILY, 6, { isolates: 'Link-check errors drop 7 -> 2 -> 0 through different edits (image prefix, then dead external link and footer path) and the site is published.', stagnation: false, goal: c.o.user, root });
}

export function build() { return [r01(), r02(), r03(), r04(), r05(), r06()]; }
