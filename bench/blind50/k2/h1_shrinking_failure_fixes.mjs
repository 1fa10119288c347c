import { Trace, row } from './lib.mjs';
const F = 'shrinking_failure_fixes';
const ISO = 'A fix cycle where each attempt applies a different fix and the failure count drops to zero, then the run finishes.';
function cyc(t, tool, args, counts, fixes, fmt) {
  counts.forEach((c, i) => { t.llm(i ? `Down to ${c === 0 ? 'zero' : counts[i - 1] + '→' + c}. ${fixes[i - 1] ? '' : ''}` : 'Running the check first.', [{ name: tool, args }]); t.tool(tool, args, fmt(c, i), c ? { error: `${c} failure(s)` } : {}); if (fixes[i]) { t.llm(fixes[i].why, [{ name: fixes[i].tool, args: fixes[i].args }]); t.tool(fixes[i].tool, fixes[i].args, fixes[i].out); } });
}
function mk(num, style, g, tool, args, counts, fixes, fmt, done) {
  const t = new Trace(`${F}-0${num}`, style, g); cyc(t, tool, args, counts, fixes, (c, i) => fmt(c, i, t.n)); t.llm(done);
  return row(F, num, ISO, false, false, g, t.root('agent', { status: 'success', summary: done }));
}
export default [
  () => mk(1, 'claude_sdk', 'Make the federated GraphQL supergraph compose for the gateway.', 'Bash', { command: 'rover supergraph compose --config supergraph.yaml' }, [6, 4, 1, 0], [
    { why: 'Four errors are INVALID_FIELD_SHARING on Product.price; mark it @shareable in the pricing subgraph.', tool: 'Edit', args: { file_path: 'pricing/schema.graphql', old_string: 'price: Money!', new_string: 'price: Money! @shareable' }, out: 'Applied 1 edit' },
    { why: 'Remaining: two FIELD_TYPE_MISMATCH on Review.rating (Int vs Float) and one missing @key. Aligning rating to Float and adding @key(fields: "id") to Seller.', tool: 'Edit', args: { file_path: 'reviews/schema.graphql', old_string: 'rating: Int', new_string: 'rating: Float' }, out: 'Applied 2 edits' },
    { why: 'Last error: EXTERNAL_MISSING_ON_BASE for Inventory.sku — remove the stale @external.', tool: 'Edit', args: { file_path: 'inventory/schema.graphql', old_string: 'sku: String! @external', new_string: 'sku: String!' }, out: 'Applied 1 edit' }],
    (c, i, n) => c ? `error[E029]: Encountered ${c} build error${c > 1 ? 's' : ''} while trying to compose the supergraph.\n${['INVALID_FIELD_SHARING', 'FIELD_TYPE_MISMATCH', 'EXTERNAL_MISSING_ON_BASE'].slice(3 - Math.min(3, c)).join('\n')}\nelapsed ${n.dur()}` : `schema composed: ${n.sha256()}\n4 subgraphs, 0 hints, elapsed ${n.dur()}`, 'Supergraph composes cleanly after three distinct fixes (shareable price, rating type/key, stale @external).'),
  () => mk(2, 'openinference', 'Preflight the botanical illustration print files (12 plates) for the giclée printer.', 'preflight', { profile: 'giclee-hahnemuehle-308' }, [9, 5, 2, 0], [
    { why: 'Five plates are RGB; convert to the printer ICC profile.', tool: 'convert_profile', args: { plates: [1, 3, 4, 8, 11], icc: 'HFA_PhotoRag308.icc' }, out: { converted: 5 } },
    { why: 'Three plates are under 300 ppi at 40×50 cm; substitute the high-res scans.', tool: 'swap_source', args: { plates: [2, 6, 9], source: 'scans/2025-08/hi' }, out: { swapped: 3 } },
    { why: 'Last two lack 3 mm bleed; extend canvas.', tool: 'add_bleed', args: { plates: [7, 12], mm: 3 }, out: { ok: true } }],
    (c, i, n) => ({ plates: 12, issues: c, report_id: n.uuid(), generated: n.isoLocal() }), 'All 12 plates pass preflight; ready to print.'),
  () => mk(3, 'weave', 'Validate the census microdata extract tabulations against published totals.', 'run_checks', { extract: 'pums_2024_region7' }, [14, 6, 3, 0], [
    { why: 'Eight failures are age-band totals: the extract used 5-year bands starting at 1. Rebuild bands from 0.', tool: 'rebuild_bands', args: { var: 'AGEP', start: 0, width: 5 }, out: 'rebuilt 18 bands' },
    { why: 'Three failures remain on household counts: apply WGTP not PWGTP for households.', tool: 'set_weight', args: { table: 'households', weight: 'WGTP' }, out: 'ok' },
    { why: 'Final three: tenure codes 3/4 swapped in the crosswalk; fix mapping.', tool: 'patch_crosswalk', args: { var: 'TEN', map: { '3': 'rented', '4': 'occupied_without_rent' } }, out: 'patched' }],
    (c, i, n) => `checks: 62 total, ${62 - c} passed, ${c} failed (run ${n.hex(8)}, ${n.dur()})`, 'All 62 tabulation checks match the published totals.'),
  () => mk(4, 'mastra', 'Fix the shipping-label validation errors on today\'s sourdough starter orders.', 'validateLabels', { date: 'today' }, [7, 3, 0], [
    { why: 'Four errors are missing apartment lines truncated by the 35-char limit; split address line 1.', tool: 'splitAddressLines', args: { max: 35 }, out: { fixed: 4 } },
    { why: 'Three remaining are perishable flags missing for international orders; add the live-culture declaration.', tool: 'setCustomsDeclaration', args: { hs: '2102.10', desc: 'live yeast culture, dried' }, out: { updated: 3 } }],
    (c, i, n) => ({ orders: 31, invalid: c, carrier: 'royalmail', checked_at: n.http() }), 'All 31 labels validate; ready for collection.'),
  () => mk(5, 'plain', 'Get the pool-table repair booking form to pass the accessibility audit.', 'run_axe', { url: 'http://localhost:5173/book' }, [5, 2, 1, 0], [
    { why: 'Three violations are inputs without labels; add <label for>.', tool: 'apply_patch', args: { file: 'src/BookForm.tsx', hunk: '+<label htmlFor="felt">Felt colour</label>' }, out: 'patched 3 fields' },
    { why: 'Colour contrast on the submit button is 3.1:1; darken to #1f5e3a.', tool: 'apply_patch', args: { file: 'src/theme.css', hunk: '-  --cta: #3c9a64;\n+  --cta: #1f5e3a;' }, out: 'ok' },
    { why: 'The date picker lacks aria-live for errors; add role="alert".', tool: 'apply_patch', args: { file: 'src/DatePick.tsx', hunk: '+<p role="alert">{err}</p>' }, out: 'ok' }],
    (c, i, n) => `axe-core 4.10.2 — ${c} violations, ${n.int(20, 30)} passes (${n.ms()}ms)`, 'Form passes axe with 0 violations.'),
  () => mk(6, 'pydantic', 'Clear the Merchant Center feed errors for the model-kit shop.', 'fetch_feed_diagnostics', { feed_id: 881204 }, [23, 11, 4, 0], [
    { why: 'Twelve items lack GTINs; set identifier_exists=no for own-brand resin kits.', tool: 'bulk_update', args: { filter: 'brand:KitForge', set: { identifier_exists: 'no' } }, out: { updated: 12 } },
    { why: 'Seven items have price mismatch vs landing page due to VAT; send gross prices.', tool: 'bulk_update', args: { filter: 'price_mismatch', set: { price_mode: 'gross' } }, out: { updated: 7 } },
    { why: 'Four remaining: image too small (<100px). Point to the 800px variants.', tool: 'bulk_update', args: { filter: 'image_too_small', set: { image_size: 800 } }, out: { updated: 4 } }],
    (c, i, n) => ({ feed_id: 881204, item_errors: c, last_fetch: n.iso(), fetch_id: n.hex(12) }), 'Feed shows 0 item errors.'),
];
