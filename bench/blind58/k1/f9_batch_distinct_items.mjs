// Healthy: the same tool over distinct items, identical acks, one templated sentence per item, then done.
export const family = 'batch_distinct_items';
const batch = (items, tool, argsOf, ack, sentence) => items.map((it) => ({ text: sentence(it), calls: [{ name: tool, args: argsOf(it), out: ack }] }));
export const rows = [
  { id: '01', isolates: 'OpenAI Agents SDK: a scarecrow festival registers six distinct entries; each ack is "ok" and each step has a templated sentence.',
    build: (n) => {
      const e = ['Farmer Giles (Hollow Lane)', 'Wurzel Junior (school)', 'Lady Crowella (WI)', 'Robo-Crow (scouts)', 'Old Tom (pub)', 'Sunflower Sal (allotments)'];
      return { style: 'openai_agents', agentName: 'Festival registrar', goal: 'Register the six scarecrow entries received by email into the trail map.',
        steps: [...batch(e, 'register_entry', (x) => ({ entry: x, trail: 'village-2025' }), 'ok', (x) => `Registering entry ${x}.`), { text: 'All six entries registered on the trail map.', calls: [] }], final: 'All six entries registered.' };
    } },
  { id: '02', isolates: 'Strands agent posts QC results for five different peanut lots; each returns "queued"; then done.',
    build: (n) => {
      const lots = ['PN-2506-01', 'PN-2506-02', 'PN-2506-04', 'PN-2506-05', 'PN-2506-07'];
      return { style: 'strands', model: 'us.amazon.nova-pro-v1:0', goal: 'Submit aflatoxin QC results for this week\'s shelled peanut lots to the buyer portal.',
        steps: [...batch(lots, 'submit_qc', (x) => ({ lot: x, aflatoxin_ppb: 4 }), 'queued', (x) => `Submitted QC for lot ${x}.`), { text: 'All five lots submitted.', calls: [] }], final: 'Five lots submitted.' };
    } },
  { id: '03', isolates: 'Gemini function calling: a lion dance troupe confirms five different bookings; each functionResponse is {status: "sent"}.',
    build: (n) => {
      const b = ['Golden Dragon restaurant opening, 1 Feb', 'Chen family wedding, 2 Feb', 'Chinatown parade, 9 Feb', 'Lim Holdings office blessing, 10 Feb', 'Primary school assembly, 12 Feb'];
      return { style: 'gemini', model: 'gemini-2.5-flash', goal: 'Send confirmation messages for all Lunar New Year lion dance bookings.',
        steps: [...batch(b, 'send_confirmation', (x) => ({ booking: x }), { status: 'sent' }, (x) => `Confirmation sent for ${x}.`), { text: 'All five bookings confirmed.', calls: [] }], final: 'Five confirmations sent.' };
    } },
  { id: '04', isolates: 'MLflow trace: a gyrocopter school signs off logbook entries for six different students; each ack is "ok".',
    build: (n) => {
      const s = ['A. Marsh', 'B. Okoye', 'C. Lindqvist', 'D. Patel', 'E. Rossi', 'F. Nakamura'];
      return { style: 'mlflow', goal: 'Sign off yesterday\'s dual instruction flights in the students\' electronic logbooks.',
        steps: [...batch(s, 'sign_logbook', (x) => ({ student: x, date: '2025-05-21', instructor: 'CFI-Hart' }), 'ok', (x) => `Signed logbook for ${x}.`), { text: 'Six logbook entries signed.', calls: [] }], final: 'Six logbooks signed.' };
    } },
  { id: '05', isolates: 'Haystack: a bocce league sends fixture invites to seven different teams; identical "accepted" acks, then done.',
    build: (n) => {
      const t = ['Pallino Pals', 'Boccefellas', 'Roll Models', 'Kiss the Pallino', 'Lawn Rangers', 'Bocce Balboa', 'Jack Attack'];
      return { style: 'haystack', goal: 'Invite all bocce league teams to confirm their week-1 fixture.',
        steps: [...batch(t, 'send_invite', (x) => ({ team: x, week: 1 }), { result: 'accepted' }, (x) => `Invite sent to ${x}.`), { text: 'All seven teams invited.', calls: [] }], final: 'Seven invites sent.' };
    } },
  { id: '06', isolates: 'Claude Agent SDK: relabelling six different GitLab issues from a migrated label; each call prints the same success line.',
    build: (n) => {
      const iss = [412, 415, 431, 440, 446, 452];
      return { style: 'claude_sdk', model: 'claude-sonnet-4-20250514', goal: 'Replace the deprecated label "bug::minor" with "severity::4" on all open issues that have it.',
        steps: [...batch(iss, 'Bash', (x) => ({ command: `glab issue update ${x} --unlabel "bug::minor" --label "severity::4"` }), '- Updating issue\n✓ Updated', (x) => `Relabelled issue #${x}.`), { text: 'All six issues relabelled.', calls: [] }], final: 'Six issues relabelled.' };
    } },
];
