import { T } from './lib.mjs';
export const FAMILY = 'narrowing_delegation_chain';
export const LOOP = false;
const F = FAMILY;
// levels: [agentName, task, llmText, toolName, toolArgs, toolOut, resultText]; each level does its own tool call, delegates the narrower task, then reports
function chain(t, levels, i = 0) {
  const [name, task, text, tn, ta, to, result] = levels[i];
  return t.agent(name, task, () => {
    t.llm(text, [{ name: tn, args: ta }]);
    t.tool(tn, ta, to);
    if (levels[i + 1]) {
      t.llm(`Delegating: ${levels[i + 1][1]}`, [{ name: 'delegate', args: { to: levels[i + 1][0], task: levels[i + 1][1] } }]);
      const sub = chain(t, levels, i + 1);
      t.llm(result + ` (sub-result: ${String(sub.output).slice(0, 80)})`);
    }
    return result;
  }, { from: i > 0 ? levels[i - 1][0] : undefined }).output;
}
export const scenarios = [
  () => {
    const t = new T(`${F}-01`, 'oai_agents', { agent: 'FulfilmentLead', goal: 'Ship the remaining crowdfunding rewards for the "Tidepool" board game campaign to backers in the EU.' });
    const n = t.n;
    const out = chain(t, [
      ['FulfilmentLead', 'Ship remaining EU rewards for Tidepool.', 'Finding who is still unshipped.', 'backer_query', { campaign: 'tidepool', region: 'EU', shipped: false }, { backers: 312, tiers: { base: 241, deluxe: 71 }, export: n.uuid() }, '312 EU backers shipped via the Dutch warehouse; tracking emailed.'],
      ['EUShippingAgent', 'Arrange shipping for 312 EU backers (241 base, 71 deluxe) from the Dutch warehouse.', 'Checking warehouse stock.', 'warehouse_stock', { wh: 'NL-VENLO', skus: ['TP-BASE', 'TP-DLX'] }, { 'TP-BASE': 260, 'TP-DLX': 74, reserved: 0, at: n.iso() }, 'Stock sufficient; 312 orders released.'],
      ['CustomsAgent', 'Produce the IOSS VAT lines for the 312 parcels by destination country.', 'Computing VAT by country.', 'ioss_calc', { parcels: 312, value_eur: { base: 39, deluxe: 69 } }, { countries: 19, vat_total_eur: 2710.42, ioss_no: 'IM528' + n.int(1000000, 9999999) }, 'IOSS lines ready for 19 countries, €2,710.42 VAT.'],
    ]);
    return t.row(F, { isolates: 'Three nested agents each take a narrower, different job (backer list, warehouse release, VAT lines) and results return up before the lead finishes.', loop: false, stagnation: false, output: out });
  },
  () => {
    const t = new T(`${F}-02`, 'gemini', { agent: 'coating_line_root', goal: 'Find out why powder-coated gate panels from line 2 are failing the cross-hatch adhesion test.' });
    const n = t.n;
    const out = chain(t, [
      ['coating_line_root', 'Diagnose adhesion failures on line 2.', 'Pulling QC results.', 'qc_results', { line: 2, test: 'cross-hatch', days: 7 }, { fails: 14, passes: 31, fail_class: 'GT3-GT4', first_fail: n.isoLocal() }, 'Cause: pretreatment phosphate bath low; corrected, and re-test passed.'],
      ['pretreatment_agent', 'Check the pretreatment stages on line 2 for the last 7 days.', 'Reading bath titrations.', 'bath_titrations', { line: 2, stages: ['degrease', 'phosphate', 'rinse'] }, { phosphate_points: [7.8, 6.1, 4.9], target: '7-9', degrease_ok: true }, 'Phosphate bath drifted to 4.9 points.'],
      ['chemistry_agent', 'Compute the top-up needed to bring the 2,400 L phosphate bath from 4.9 to 8 points.', 'Applying supplier dosing chart.', 'dosing_chart', { volume_l: 2400, from_points: 4.9, to_points: 8 }, { concentrate_l: 18.6, wait_min: 30 }, 'Add 18.6 L concentrate, wait 30 min, re-titrate.'],
    ]);
    return t.row(F, { isolates: 'Delegation goes root -> pretreatment -> chemistry, each level a narrower distinct question with its own data, and the answers flow back up.', loop: false, stagnation: false, output: out });
  },
  () => {
    const t = new T(`${F}-03`, 'claude_sdk', { agent: 'exam-board-ops', goal: 'Resolve the complaint that a Grade 5 piano candidate\'s mark sheet shows the wrong pieces.' });
    const n = t.n;
    const out = chain(t, [
      ['exam-board-ops', 'Resolve mark sheet complaint for candidate 5521-0884.', 'Loading the complaint.', 'Read', { file_path: '/cases/C-20417.json' }, JSON.stringify({ candidate: '5521-0884', listed: ['A1', 'B2', 'C3'], played: ['A1', 'B4', 'C3'], examiner: 'EX-118' }), 'Mark sheet corrected (B4) and reissued; apology sent.'],
      ['records-agent', 'Verify which List B piece candidate 5521-0884 actually played.', 'Checking the examiner\'s session record.', 'Grep', { pattern: '5521-0884', path: '/sessions/2024-11-07/EX-118.log' }, `14:22:07 5521-0884 B4 "Sonatina in C" mark=24\n14:25:51 5521-0884 C3 mark=26\n(log sha ${n.short()})`, 'Session log confirms B4, mark 24.'],
      ['certificate-agent', 'Reissue the mark sheet for 5521-0884 with B4 in place of B2.', 'Regenerating the PDF.', 'Bash', { command: 'marksheet reissue --candidate 5521-0884 --set B=B4' }, `reissued MS-${n.int(100000, 999999)}.pdf (v2) in ${n.dur()}`, 'Reissued v2 mark sheet.'],
    ]);
    return t.row(F, { isolates: 'A chain of three agents (case owner, records check, certificate reissue) each does a different narrower piece of work before the result is returned.', loop: false, stagnation: false, output: out });
  },
  () => {
    const t = new T(`${F}-04`, 'smolagents', { agent: 'locker_manager', goal: 'Work out why 6 of the 24 smart bike lockers at the station hub report "offline" and get them back.' });
    const n = t.n;
    const out = chain(t, [
      ['locker_manager', 'Restore the 6 offline lockers at Station Hub.', 'Thought: list offline lockers.\nCode:\n```py\nprint(fleet_status(site="station-hub"))\n```', 'fleet_status', { site: 'station-hub' }, { offline: ['L07', 'L08', 'L09', 'L10', 'L11', 'L12'], gateway: 'gw-' + n.hex(6), last_seen: n.iso() }, 'All 6 lockers back online after gateway relay replaced.'],
      ['network_agent', 'Find why lockers L07-L12 (one bus segment) lost connectivity.', 'Thought: inspect the RS-485 segment.\nCode:\n```py\nprint(bus_diag(segment="B"))\n```', 'bus_diag', { segment: 'B' }, { segment: 'B', lockers: 6, termination: 'ok', power_v: 0.0, upstream: 'relay R2' }, 'Segment B has no power: relay R2 upstream.'],
      ['field_tech_agent', 'Schedule replacement of relay R2 in cabinet C1 and confirm power restored.', 'Thought: book the tech and check.\nCode:\n```py\nprint(book_job(part="relay R2", cabinet="C1"))\n```', 'book_job', { part: 'relay R2', cabinet: 'C1' }, { job: n.job('fld'), done: true, power_v_after: 24.1 }, 'R2 replaced; 24.1 V restored.'],
    ]);
    return t.row(F, { isolates: 'Three nested agents narrow the problem from 6 lockers to one bus segment to one relay, each producing new facts, then the fix is confirmed upward.', loop: false, stagnation: false, output: out });
  },
  () => {
    const t = new T(`${F}-05`, 'langsmith', { agent: 'security_staffing', goal: 'Staff the stewarding and security for a 9,000-capacity outdoor concert on Saturday.' });
    const n = t.n;
    const out = chain(t, [
      ['security_staffing', 'Full staffing plan for the 9,000-capacity concert.', 'Getting the event risk profile.', 'risk_profile', { event: 'Parkside Live', capacity: 9000 }, { ratio_required: '1:100 stewards, 1:250 SIA', alcohol: true, zones: 6 }, '90 stewards and 36 SIA guards across 6 zones, all confirmed.'],
      ['zone_planner', 'Allocate 90 stewards and 36 SIA guards across the 6 zones.', 'Fetching zone footfall.', 'zone_footfall', { event: 'Parkside Live' }, { front_of_stage: 0.35, bars: 0.2, entrances: 0.25, other: 0.2 }, 'Front of stage 32 stewards/13 SIA; entrances 23/9; bars 18/7; other 17/7.'],
      ['rostering_agent', 'Fill the front-of-stage allocation: 13 SIA-licensed guards with pit experience.', 'Searching staff pool.', 'staff_search', { licence: 'SIA-DS', skill: 'pit', date: 'Saturday' }, { available: 17, selected: 13, licences_valid_until_min: '2025-03' }, '13 pit-qualified SIA guards booked.'],
    ]);
    return t.row(F, { isolates: 'Staffing task narrows from event totals to a zone split to one zone\'s roster across three agent levels, each with new data.', loop: false, stagnation: false, output: out });
  },
  () => {
    const t = new T(`${F}-06`, 'vercel', { agent: 'label-compliance', goal: 'Produce the compliant allergen label for the new cashew-based smoked vegan cheese.' });
    const n = t.n;
    const out = chain(t, [
      ['label-compliance', 'Allergen label for SKU VC-SMK-200.', 'Loading the recipe.', 'getRecipe', { sku: 'VC-SMK-200' }, { ingredients: ['cashew', 'coconut oil', 'tapioca starch', 'nutritional yeast', 'smoked salt', 'cultures'], site: 'Unit 4', rev: n.short() }, 'Label approved: CASHEW emphasised, may-contain statement for almond.'],
      ['allergen-analyst', 'Identify the 14 major allergens present in VC-SMK-200 and cross-contact risks at Unit 4.', 'Checking the site allergen matrix.', 'siteMatrix', { site: 'Unit 4' }, { lines_shared_with: ['almond feta'], cleaning_validated: false }, 'Cashew present; almond cross-contact risk (unvalidated clean).'],
      ['label-writer', 'Draft ingredient text with CASHEW in bold and an almond may-contain line.', 'Rendering label copy.', 'renderLabel', { emphasis: ['CASHEW'], may_contain: ['almond'] }, { html: '<p>Ingredients: <b>CASHEW</b> nuts (52%), coconut oil, tapioca starch, nutritional yeast, smoked salt, cultures.</p><p>May contain almonds.</p>', proof_id: n.uuid() }, 'Draft label rendered (proof attached).'],
    ]);
    return t.row(F, { isolates: 'Label task goes down three agents (recipe, allergen matrix, copywriting), each a narrower distinct step, and the proof comes back up.', loop: false, stagnation: false, output: out });
  },
];
