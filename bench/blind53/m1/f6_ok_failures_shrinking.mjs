import { agent, llm, tool, chain, span, usr, asst, tc } from './lib.mjs';
const mk = (domain, style, isolates, goal, fixes, counts, checkName, fmt, finalText) => ({ domain, style, isolates, goal, build(r) {
  const kids = [];
  counts.forEach((c, i) => {
    if (i > 0) { kids.push(llm('llm', { messages: [usr(goal)] }, fixes[i - 1][0])); kids.push(tool('apply_change', fixes[i - 1][1], { ok: true, rev: r.hex(7) })); }
    kids.push(tool(checkName, { run: i + 1 }, fmt(r, c, i), null, c > 0 ? `${c} failing` : undefined));
  });
  kids.push(llm('llm', { messages: [usr(goal)] }, finalText));
  return agent('run', { goal }, { status: 'done', answer: finalText }, kids);
} });
export default [
mk('ukulele orchestra', 'plain message-level', 'Arrangement lint failures drop 5, 3, 1, 0 as three different fixes are applied to the ukulele parts, then the score is exported.', 'Fix the range and tuning lint errors in the 40-part ukulele orchestra arrangement of "Waltzing Matilda" and export the parts.',
  [['Baritone parts use DGBE tuning; transpose bars 12-20 of bari 1-3 down a fourth.', { file: 'matilda.musicxml', transpose: { parts: ['bari1', 'bari2', 'bari3'], bars: '12-20', interval: '-P4' } }], ['Bass ukulele low E is fine but bar 33 has a D below range; move up an octave.', { part: 'bass', bar: 33, octave: 1 }], ['Soprano 2 reaches A5 at fret 15; rewrite bar 41 to E5.', { part: 'sop2', bar: 41, note: 'E5' }]],
  [5, 3, 1, 0], 'score_lint', (r, c) => `scorelint 1.8 — ${c} error(s) [${r.ms(100, 700)}ms]` + (c ? '\n' + ['bari1 b12 out of range', 'bari2 b14 out of range', 'bari3 b19 out of range', 'bass b33 below range', 'sop2 b41 above fret 12'].slice(5 - c).join('\n') : ''), 'All lint errors cleared (5 → 3 → 1 → 0); parts exported to matilda_parts.zip.'),
mk('lobster pound', 'plain message-level', 'Water-quality alarms in the holding tanks fall from 4 to 2 to 0 after different fixes (chiller, aeration, salinity), and the agent signs off the shipment.', 'Clear the holding-tank water-quality alarms so 300 kg of lobster can ship to Boston tomorrow.',
  [['Chiller on tank 3 is at 9°C; set to 5°C.', { tank: 3, chiller_setpoint_c: 5 }], ['Tank 1 dissolved oxygen low; add second air stone.', { tank: 1, aeration: 'dual' }]],
  [4, 2, 0], 'tank_alarms', (r, c) => ({ active_alarms: c, checked: r.iso(), details: ['T3 temp high', 'T3 ammonia rising', 'T1 DO low', 'T1 DO trend'].slice(0, c) }), 'Alarms 4 → 2 → 0. Shipment of 300 kg approved for the 05:30 truck.'),
mk('rum distillery', 'plain message-level', 'Label-compliance check errors on a spiced rum label fall 6, 4, 1, 0 after three distinct edits, then the label is submitted.', 'Make the new spiced rum label pass the TTB-style compliance checker and submit it.',
  [['Add the mandatory ABV statement and proof.', { add: ['40% ALC/VOL (80 Proof)'] }], ['Add net contents in mL and the bottler address; remove "healthy".', { add: ['750 mL', 'Bottled by Cane & Cask, Kingston'], remove: ['healthy'] }], ['Add the government health warning in 2 mm type.', { add: ['GOVERNMENT WARNING ...'], font_mm: 2 }]],
  [6, 4, 1, 0], 'label_check', (r, c) => `label-check ${r.uuid().slice(0, 8)}: ${c} violation(s)`, 'Label now passes (6 → 4 → 1 → 0 violations); submitted as COLA draft.'),
mk('cat show judging', 'plain message-level', 'The scoring-sheet validator reports 3, 2, 0 errors after two different corrections to the ring results, then results are published.', 'Validate and publish the Maine Coon ring results for Sunday\'s cat show.',
  [['Entry 118 has two BEST awards; second ring should be 2nd Best.', { entry: 118, ring: 2, award: '2nd Best' }], ['Entry 121 is listed as kitten but is 9 months; move to adult class.', { entry: 121, class: 'adult' }]],
  [3, 1, 0], 'validate_sheet', (r, c) => ({ errors: c, sheet: 'MC-SUN', validated_at: r.http() }), 'Sheet valid (3 → 1 → 0). Ring results published to the show site.'),
mk('bonfire night events', 'plain message-level', 'The event safety checklist goes from 5 open items to 2 to 0 via different fixes (barrier distance, stewards, first aid) and the licence is filed.', 'Close all open items on the council safety checklist for the village bonfire night and file the event licence.',
  [['Move the spectator barrier to 25 m from the bonfire and 50 m from the firing zone.', { barrier_m: { bonfire: 25, fireworks: 50 } }], ['Add 6 stewards and a St John Ambulance first-aid post.', { stewards: 14, first_aid: 'SJA post near gate B' }]],
  [5, 2, 0], 'checklist_status', (r, c) => `open items: ${c}/17 (as of ${r.euDate(r.int(60000, 200000))})`, 'Checklist complete (5 → 2 → 0 open). Licence application filed, ref TEN-' + '2291.'),
mk('synchronized swimming meets', 'plain message-level', 'The meet-scoring test suite goes from 4 failures to 1 to 0 after two different code fixes to difficulty-factor rounding, then the release is tagged.', 'Fix the artistic swimming scoring module so the test suite passes before the regional meet.',
  [['Difficulty factor must round to 4 decimals before multiplying.', { file: 'scoring/dd.py', change: 'round(dd,4)' }], ['Execution median should drop the top and bottom judge scores.', { file: 'scoring/exec.py', change: 'trimmed median' }]],
  [4, 1, 0], 'pytest', (r, c) => `${c} failed, ${22 - c} passed in ${r.dur()}`, 'All 22 tests pass (4 → 1 → 0). Tagged v3.2.0 for the regional meet.'),
];
