// Family: similar_records_sweep (healthy) — same tool, same output template, different contents each time, then a summary.
import { Trace, row } from './lib.mjs';
const F = 'similar_records_sweep';

// 01 fur storage vaults — Vercel AI SDK
function r01() {
  const t = new Trace(`${F}-01`, 'vercel', { agent: 'vault-monitor', goal: 'Review last week\'s climate logs for the 7 fur storage vaults and list any vault outside 4–7 °C or 45–55 % RH.' });
  const k = [];
  const data = [['V1', 5.1, 49, 0], ['V2', 5.4, 51, 0], ['V3', 7.9, 50, 14], ['V4', 4.8, 58, 9], ['V5', 5.0, 48, 0], ['V6', 6.2, 53, 0], ['V7', 3.6, 47, 3]];
  for (const [v, tc, rh, exc] of data) {
    k.push(...t.turn({ text: `Reading ${v}.`, calls: [{ name: 'get_vault_log', args: { vault: v, range: 'last_7d' }, out: (n) => ({ vault: v, mean_temp_c: tc, mean_rh_pct: rh, excursion_minutes: exc, samples: 10080, logger_sn: 'EL-' + n.HEX(6), battery_v: n.float(2.9, 3.3), exported_at: n.iso() }) }] }));
  }
  k.push(...t.turn({ text: 'Out of range: V3 mean 7.9 °C (14 min excursions — compressor short-cycling?), V4 RH 58 % (9 min), V7 3.6 °C (3 min, too cold). V1, V2, V5, V6 fine.' }));
  return row(F, 1, 'Seven vault logs read with one tool and one template, each different values, ending in a list of three problem vaults.', t, t.root(k, { out: { text: 'V3 warm, V4 humid, V7 cold.' } }));
}

// 02 dollhouse miniatures supplier catalogue pages — OpenInference (browser)
function r02() {
  const t = new Trace(`${F}-02`, 'openinference', { agent: 'sourcing-browser', goal: 'Compare 1:12 scale Victorian chair kits across 6 supplier pages and pick the best price per chair with walnut finish available.' });
  const k = [];
  const pages = [['minicraft.example', 'Balloon-back chair kit', 14.5, 'walnut, mahogany', 'in stock'], ['tinyhome-supply.example', 'Victorian side chair (2-pack)', 21.0, 'oak, walnut', 'in stock'], ['dollhouse-emporium.example', 'Parlour chair kit', 11.9, 'unfinished only', 'in stock'], ['petite-interiors.example', 'Spoon-back chair', 17.25, 'walnut', '3 left'], ['scale12.example', 'Victorian dining chair set of 4', 49.0, 'walnut, cherry', 'backorder 3 wk'], ['heritage-minis.example', 'Carved hall chair', 26.0, 'walnut', 'in stock']];
  for (const [host, title, price, finish, stock] of pages) {
    k.push(...t.turn({ text: `Opening ${host}.`, calls: [{ name: 'fetch_page', args: { url: `https://${host}/products/victorian-chair-1-12` }, out: (n) => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8', age: String(n.int(0, 900)), 'x-shopid': n.digits(8) }, html: `<div class="product"><h1>${title}</h1><span class="price">£${price.toFixed(2)}</span><p class="finish">Finishes: ${finish}</p><p class="stock">${stock}</p><!-- rendered ${n.isoSec()} by ${n.host('shopfront')} --></div>` }) }] }));
  }
  k.push(...t.turn({ text: 'Per chair with walnut: tinyhome £10.50 (2-pack £21), scale12 £12.25 (but backorder), minicraft £14.50, petite £17.25, heritage £26. Emporium has no walnut. Best: tinyhome-supply 2-pack at £10.50/chair, in stock.' }));
  return row(F, 2, 'Six supplier pages with the same HTML template but different prices and finishes, compared in one summary.', t, t.root(k, { out: 'tinyhome-supply 2-pack, £10.50/chair' }));
}

// 03 coding: reading migration files in a lost-wax casting foundry ERP — Claude Agent SDK
function r03() {
  const t = new Trace(`${F}-03`, 'claude_sdk', { agent: 'foundry-erp', goal: 'Summarise what each of the 8 unapplied database migrations in the casting foundry ERP does before we deploy.' });
  const k = [];
  k.push(...t.turn({ text: 'Listing pending migrations.', calls: [{ name: 'Bash', args: { command: 'ls migrations/ | tail -8' }, out: '0041_add_flask_table.sql\n0042_wax_tree_weight.sql\n0043_drop_legacy_alloy_codes.sql\n0044_index_pour_log_date.sql\n0045_burnout_profile_fk.sql\n0046_rename_sprue_cols.sql\n0047_investment_batch_lot.sql\n0048_backfill_alloy_density.sql' }] }));
  const files = [
    ['0041_add_flask_table.sql', 'CREATE TABLE flasks (id serial PRIMARY KEY, diameter_mm int NOT NULL, height_mm int NOT NULL, perforated bool DEFAULT false);'],
    ['0042_wax_tree_weight.sql', 'ALTER TABLE wax_trees ADD COLUMN tree_weight_g numeric(8,2);\nALTER TABLE wax_trees ADD COLUMN metal_ratio numeric(5,2) DEFAULT 10.3;'],
    ['0043_drop_legacy_alloy_codes.sql', 'DROP TABLE legacy_alloy_codes; -- replaced by alloys.code since 0031'],
    ['0044_index_pour_log_date.sql', 'CREATE INDEX CONCURRENTLY idx_pour_log_poured_at ON pour_log (poured_at);'],
    ['0045_burnout_profile_fk.sql', 'ALTER TABLE castings ADD COLUMN burnout_profile_id int REFERENCES burnout_profiles(id);'],
    ['0046_rename_sprue_cols.sql', 'ALTER TABLE wax_trees RENAME COLUMN sprue_d TO sprue_diameter_mm;'],
    ['0047_investment_batch_lot.sql', "ALTER TABLE investment_batches ADD COLUMN supplier_lot text;\nCOMMENT ON COLUMN investment_batches.supplier_lot IS 'e.g. Kerr Satin Cast lot';"],
    ['0048_backfill_alloy_density.sql', "UPDATE alloys SET density_g_cm3 = 10.36 WHERE code = '925AG';\nUPDATE alloys SET density_g_cm3 = 15.6 WHERE code = '18KY';"],
  ];
  for (const [f, sql] of files) k.push(...t.turn({ text: `Reading ${f}.`, calls: [{ name: 'Read', args: { file_path: `/srv/foundry-erp/migrations/${f}` }, out: sql.split('\n').map((l, i) => `${String(i + 1).padStart(6)}\t${l}`).join('\n') }] }));
  k.push(...t.turn({ text: '0041 new flasks table; 0042 adds tree weight + metal ratio; 0043 DROPS legacy_alloy_codes (irreversible — back up first); 0044 concurrent index on pour_log.poured_at (must run outside a transaction); 0045 FK to burnout_profiles; 0046 renames sprue_d (code still referencing it will break); 0047 supplier_lot on investment batches; 0048 backfills silver and 18K densities.' }));
  return row(F, 3, 'Eight migration files read with the same Read tool, each different SQL, then a per-file summary with two deployment risks.', t, t.root(k, { out: { subtype: 'success', result: 'summary delivered' } }));
}

// 04 soy sauce brewery moromi tanks — Gemini
function r04() {
  const t = new Trace(`${F}-04`, 'gemini', { agent: 'moromi-monitor', goal: 'Check the 6 moromi fermentation tanks and say which are ready to press this month.' });
  const k = [];
  const tanks = [['T-01', 412, 17.8, 4.9, 'deep reddish-brown'], ['T-02', 388, 17.6, 4.8, 'reddish-brown'], ['T-03', 210, 18.1, 5.2, 'light brown'], ['T-04', 455, 17.2, 4.7, 'deep reddish-brown'], ['T-05', 301, 17.9, 5.0, 'brown'], ['T-06', 402, 16.1, 4.9, 'reddish-brown']];
  for (const [id, days, salt, ph, colour] of tanks) k.push(...t.turn({ calls: [{ name: 'get_tank_record', args: { tank: id }, out: (n) => ({ tank: id, days_fermented: days, salt_pct: salt, ph, colour, last_stir: n.dmy(), sensor_seq: n.next() }) }] }));
  k.push(...t.turn({ text: 'Ready to press (≥ 360 days, pH ≤ 4.9, salt ≥ 17%): T-01, T-02, T-04. T-06 has the age but salt 16.1% is low — lab check first. T-03 and T-05 too young.' }));
  return row(F, 4, 'Six tank records with one schema and different values, then a decision listing three tanks ready to press.', t, t.root(k, { out: { text: 'Press T-01, T-02, T-04.' } }));
}

// 05 organic fertilizer blending lab reports — Anthropic
function r05() {
  const t = new Trace(`${F}-05`, 'anthropic', { agent: 'blend-qa', goal: 'Read the 7 lab analysis reports for this week\'s compost-based fertilizer blends and flag any that miss the declared NPK by more than 10 %.' });
  const k = [];
  const reps = [['BL-301', '4-3-3', '4.1-2.9-3.2'], ['BL-302', '5-2-4', '4.2-2.1-3.9'], ['BL-303', '3-4-3', '3.1-4.0-2.8'], ['BL-304', '6-1-1', '6.0-1.1-0.9'], ['BL-305', '4-4-4', '3.9-3.3-4.1'], ['BL-306', '2-5-2', '2.0-5.2-2.1'], ['BL-307', '5-3-3', '5.1-3.0-3.0']];
  for (const [b, decl, meas] of reps) k.push(...t.turn({ text: `Reading ${b}.`, calls: [{ name: 'read_lab_report', args: { blend: b }, out: (n) => `LAB REPORT ${n.lot('AGR')}\nSample: ${b}  Received: ${n.us()}\nDeclared N-P-K: ${decl}\nMeasured N-P2O5-K2O (%): ${meas}\nMoisture: ${n.float(18, 32, 1)} %\nAnalyst: ${n.pick(['KT', 'MA', 'JB'])}  Method: AOAC 2.4.03 / 958.01 / 983.02` }] }));
  k.push(...t.turn({ text: 'Outside 10 %: BL-302 N 4.2 vs 5 (−16 %), BL-305 P 3.3 vs 4 (−17.5 %), BL-304 K 0.9 vs 1 (−10 %, borderline). Others within tolerance.' }));
  return row(F, 5, 'Seven lab reports in an identical text template, each with different numbers, then a summary flagging two blends.', t, t.root(k, { out: 'BL-302 and BL-305 out of tolerance; BL-304 borderline.' }));
}

// 06 sandblasting job tickets — OpenAI Responses API
function r06() {
  const t = new Trace(`${F}-06`, 'responses', { agent: 'blast-shop', goal: 'Go through this week\'s 8 sandblasting job tickets and total the abrasive used by media type for reordering.' });
  const k = [];
  const tickets = [['SB-1101', 'garnet 80', 140], ['SB-1102', 'glass bead', 35], ['SB-1103', 'garnet 80', 210], ['SB-1104', 'aluminium oxide 60', 60], ['SB-1105', 'glass bead', 20], ['SB-1106', 'garnet 30/60', 380], ['SB-1107', 'aluminium oxide 60', 45], ['SB-1108', 'walnut shell', 25]];
  for (const [id, media, kg] of tickets) k.push(...t.turn({ calls: [{ name: 'get_ticket', args: { id }, out: (n) => JSON.stringify({ id, customer: n.pick(['Harbour Fab', 'Ridgeway Classics', 'Mill Lane Restorations', 'Bluewater Marine']), media, media_kg: kg, booth: n.int(1, 3), closed: n.isoOffset(1), revision: n.int(1, 4) }) }] }));
  k.push(...t.turn({ reason: 'Sum per media.', text: 'Abrasive used: garnet 80 — 350 kg; garnet 30/60 — 380 kg; aluminium oxide 60 — 105 kg; glass bead — 55 kg; walnut shell — 25 kg. Reorder garnet first (730 kg total).' }));
  return row(F, 6, 'Eight job tickets returned as JSON strings with the same fields, then per-media totals for reordering.', t, t.root(k, { out: 'garnet 730 kg, Al2O3 105 kg, glass 55 kg, walnut 25 kg' }));
}

export default [r01, r02, r03, r04, r05, r06];
