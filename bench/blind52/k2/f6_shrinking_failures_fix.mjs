import { llm, tool, agent, user } from './lib.mjs';
export const FAMILY = 'shrinking_failures_fix';
export const LOOP = false;
export const STAGNATION = false;
export const ISOLATES = 'A fix-and-recheck cycle whose failure count falls (e.g. 6, 4, 1, 0) with a different fix each time, then the run finishes.';

function cycle(c, style, name, input, check, counts, fixes, report, done) {
  const ch = [];
  counts.forEach((n, i) => {
    ch.push(tool(c, style, check.name, check.args, check.out(n), n ? { error: `${n} failing` } : {}));
    if (i < fixes.length) {
      ch.push(llm(c, style, { messages: [user(`${n} failures`)], text: fixes[i].why, calls: [{ name: fixes[i].tool, args: fixes[i].args }] }));
      ch.push(tool(c, style, fixes[i].tool, fixes[i].args, fixes[i].out ?? { ok: true, at: c.iso() }));
    }
  });
  ch.push(llm(c, style, { messages: [user('0 failures')], text: done }));
  return agent(c, style, name, input, report, ch);
}
export const rows = [
  { domain: 'Django type checking (mypy on a hammock-shop backend)', style: 'plain', isolates: 'mypy errors fall 6 -> 4 -> 1 -> 0 as the agent adds stubs, fixes an Optional, then a return type.', goal: 'Get `mypy shop/` clean on the Hammock Haus backend.',
    build(c) { return cycle(c, 'plain', 'coding-agent', { repo: 'hammock-haus' }, { name: 'shell', args: { cmd: 'mypy shop/' }, out: (n) => `${n ? 'shop/orders/models.py:41: error: Item "None" of "Optional[Customer]" has no attribute "email"  [union-attr]\n' : ''}${n ? `Found ${n} errors in ${Math.min(n, 3)} files (checked 58 source files)` : 'Success: no issues found in 58 source files'}\n(elapsed ${c.dur()})` },
      [6, 4, 1, 0], [{ why: 'Four errors are missing stubs for django and requests; install django-stubs and types-requests.', tool: 'shell', args: { cmd: 'pip install django-stubs==5.1.1 types-requests' } },
        { why: 'Three remaining errors are the Optional[Customer] access in orders/models.py; add a guard.', tool: 'edit_file', args: { path: 'shop/orders/models.py', patch: '@@ -41 +41 @@\n-        return self.customer.email\n+        return self.customer.email if self.customer else ""' } },
        { why: 'Last error: weave_pattern() returns str | None but is annotated str. Fix the annotation.', tool: 'edit_file', args: { path: 'shop/catalog/utils.py', patch: '-def weave_pattern(code: str) -> str:\n+def weave_pattern(code: str) -> str | None:' } }],
      { result: 'mypy clean' }, 'mypy reports no issues in 58 files. Done: added stubs, guarded Optional customer, fixed weave_pattern annotation.'); } },
  { domain: 'sailmakers (CNC nest validation)', style: 'logfire', isolates: 'Nesting-validator overlap errors fall 5 -> 2 -> 0 as the agent rotates, then moves, different panels.', goal: 'Produce a valid cutting nest for the 3 genoa orders on the 1.5 m plotter roll.',
    build(c) { return cycle(c, 'logfire', 'nest_agent', { roll: '1.5m Dacron' }, { name: 'validate_nest', args: { nest_id: 'N-' + c.int(100, 999) }, out: (n) => ({ overlaps: n, waste_pct: [0, 11.8, 14.2, 0, 0, 17.9][n] ?? 12.4, checked_at: c.iso(), worker: c.host('nest', 4) }) },
      [5, 2, 0], [{ why: 'Panels G2-P4..P7 overlap the roll edge; rotate them 180° to nest against G1.', tool: 'rotate_panels', args: { panels: ['G2-P4', 'G2-P5', 'G2-P6', 'G2-P7'], deg: 180 } },
        { why: 'Two overlaps remain between G3-P1 and G3-P2; shift G3-P2 0.42 m along the roll.', tool: 'move_panel', args: { panel: 'G3-P2', dx_m: 0.42 } }],
      { nest: 'valid', waste_pct: 11.8 }, 'Nest is valid with 0 overlaps and 11.8% waste; sending to the plotter queue.'); } },
  { domain: 'ghost tours (accessibility audit of booking site)', style: 'vercel', isolates: 'axe-core violations on the ghost-tour booking page fall 6 -> 3 -> 1 -> 0 with different fixes (alt text, contrast, label).', goal: 'Fix accessibility violations on the Grey Friars Ghost Walk booking page.',
    build(c) { return cycle(c, 'vercel', 'a11y-fixer', { page: '/book' }, { name: 'run_axe', args: { url: 'http://localhost:4321/book' }, out: (n) => ({ violations: n, passes: 41 + (6 - n), axe: '4.10.2', ran_at: c.iso(), durationMs: c.ms() }) },
      [6, 3, 1, 0], [{ why: 'Three images of the lantern route lack alt text; add descriptive alts.', tool: 'edit_file', args: { path: 'src/pages/book.astro', change: 'add alt to 3 <img>' } },
        { why: 'Two contrast failures: grey #8a8a8a on black. Use #c9c9c9.', tool: 'edit_file', args: { path: 'src/styles/theme.css', change: '--muted: #c9c9c9' } },
        { why: 'Last: the party-size <select> has no label. Add <label for="party">.', tool: 'edit_file', args: { path: 'src/pages/book.astro', change: 'add label for #party' } }],
      { violations: 0 }, 'axe reports 0 violations on /book; 3 different fixes applied.'); } },
  { domain: 'terrarium shop product feed (Google Merchant)', style: 'openinference', isolates: 'Merchant Center feed item errors fall 4 -> 2 -> 0 as the agent fixes GTINs, then shipping weight.', goal: 'Get the Moss & Glass terrarium product feed approved in Merchant Center.',
    build(c) { return cycle(c, 'openinference', 'feed-fixer', { feed: 'moss-glass-main' }, { name: 'get_feed_diagnostics', args: { feed: 'moss-glass-main' }, out: (n) => JSON.stringify({ itemLevelIssues: n ? [{ code: n > 2 ? 'invalid_gtin' : 'missing_shipping_weight', count: n }] : [], fetchedAt: c.isoNoMs(), etag: c.etag() }) },
      [4, 2, 0], [{ why: 'Two kits use internal SKUs as GTIN; set identifier_exists=no for handmade items.', tool: 'update_products', args: { ids: ['MG-KIT-01', 'MG-KIT-02'], identifier_exists: 'no' } },
        { why: 'Two large domes lack shipping_weight; add 4.2 kg and 5.8 kg.', tool: 'update_products', args: { ids: ['MG-DOME-L', 'MG-DOME-XL'], shipping_weight: ['4.2 kg', '5.8 kg'] } }],
      { approved: true }, 'Feed has no item issues; all 37 products approved.'); } },
  { domain: 'kite festival site map (Terraform plan drift)', style: 'anthropic', isolates: 'Terraform plan shows 6, then 3, then 0 resources to change as the agent imports two buckets and fixes a CORS block.', goal: 'Bring the kite-festival map infrastructure Terraform back in sync with the live AWS account.',
    build(c) { return cycle(c, 'anthropic', 'infra-agent', { dir: 'infra/festival-map' }, { name: 'Bash', args: { command: 'terraform plan -no-color | tail -3' }, out: (n) => n ? `Plan: ${Math.ceil(n / 2)} to add, ${Math.floor(n / 2)} to change, 0 to destroy.\n\nReleasing state lock. This may take a few moments...` : `No changes. Your infrastructure matches the configuration.\nLock ID: ${c.uuid()}` },
      [6, 3, 0], [{ why: 'Three adds are buckets that already exist; import them.', tool: 'Bash', args: { command: 'terraform import aws_s3_bucket.tiles kite-map-tiles && terraform import aws_s3_bucket.gpx kite-map-gpx && terraform import aws_s3_bucket.logs kite-map-logs' } },
        { why: 'Remaining diff is CORS allowed_origins and cache TTL; align config to live values.', tool: 'Edit', args: { file_path: 'infra/festival-map/cdn.tf', old_string: 'default_ttl = 3600', new_string: 'default_ttl = 86400' } }],
      { drift: 0 }, 'terraform plan shows no changes. Imported 3 buckets and aligned CDN/CORS settings.'); } },
  { domain: 'Android app release build (R8 warnings for a curling-rink booking app)', style: 'gemini', isolates: 'R8 missing-class errors in the release build fall 3 -> 1 -> 0 as the agent adds two different keep rules.', goal: 'Make `./gradlew assembleRelease` succeed for the IceSheet rink booking app.',
    build(c) { return cycle(c, 'gemini', 'build-doctor', { task: 'assembleRelease' }, { name: 'gradle', args: { task: 'assembleRelease' }, out: (n) => n ? `> Task :app:minifyReleaseWithR8 FAILED\nERROR: Missing classes detected while running R8. (${n})\nBUILD FAILED in ${c.dur()}` : `BUILD SUCCESSFUL in ${c.dur()}\n${c.int(60, 80)} actionable tasks: ${c.int(10, 30)} executed` },
      [3, 1, 0], [{ why: 'Two missing classes are from okhttp platform (conscrypt, bouncycastle); add -dontwarn rules.', tool: 'append_file', args: { path: 'app/proguard-rules.pro', text: '-dontwarn org.conscrypt.**\n-dontwarn org.bouncycastle.**' } },
        { why: 'Last missing class: com.google.errorprone.annotations.Immutable from Tink; add -dontwarn for errorprone.', tool: 'append_file', args: { path: 'app/proguard-rules.pro', text: '-dontwarn com.google.errorprone.annotations.**' } }],
      { build: 'ok' }, 'Release APK built successfully after adding keep/dontwarn rules.'); } },
];
