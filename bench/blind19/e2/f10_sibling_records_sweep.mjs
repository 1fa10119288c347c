// Family: sibling_records_sweep (loop: false, stagnation: false)
// The same tool reads many similar but different records (same output template, different contents),
// each note adds the new finding, then a summary.

// 01 ballet school exam results — plain message-level
const r01 = (n) => {
  const c = [
    ['G5-014', 'Amara Osei', 78, 'Merit', 'strong port de bras; allegro lacked ballon'],
    ['G5-015', 'Freya Lund', 84, 'Distinction', 'excellent musicality'],
    ['G5-016', 'Isla McKenzie', 61, 'Pass', 'pirouette en dehors fell twice'],
    ['G5-017', 'Noor Haddad', 72, 'Merit', 'clean barre; character dance hesitant'],
    ['G5-018', 'Ruby Chen', 38, 'Not attained', 'did not complete the free movement'],
    ['G5-019', 'Elsie Ward', 80, 'Distinction', 'secure balances'],
  ];
  const notes = ['Amara: Merit (78).', 'Freya: Distinction (84).', 'Isla: Pass (61) — pirouettes are the weak point.', 'Noor: Merit (72).', 'Ruby did not attain (38) — she needs a re-entry and a word with parents.', 'Elsie: Distinction (80).'];
  const steps = c.map(([id, name, mark, res, comment], i) => ({ text: i === 0 ? 'Reading the first result sheet.' : notes[i - 1] + ' Next sheet.', calls: [{ name: 'read_result_sheet', args: { path: `/exams/2025-spring/grade5/${id}.json` }, out: { candidate: id, name, grade: 'Grade 5 Ballet', mark, result: res, examiner_comment: comment, examined: n.eu(n.adv(600000, 1800000)), sheet_hash: n.sha(12) } }] }));
  steps.push({ text: notes[5] + ' All six read. Summary: 2 Distinctions (Freya 84, Elsie 80), 2 Merits (Amara 78, Noor 72), 1 Pass (Isla 61), 1 Not attained (Ruby 38). Follow-ups: re-enter Ruby for the summer session; extra pirouette coaching for Isla; allegro work for Amara.' });
  return {
    domain: 'ballet schools', style: 'plain', agent: 'studio-admin', model: 'gpt-4o-mini',
    isolates: 'A studio admin agent reads six exam result sheets with the same tool and layout but different candidates and marks, noting each, then summarises the grade spread and follow-ups.',
    system: 'You help the principal of Pointe West Ballet School with admin.',
    goal: 'Go through the six Grade 5 spring exam result sheets and tell me how the class did and who needs follow-up.',
    steps,
  };
};

// 02 bond coupon payments — OpenInference
const r02 = (n) => {
  const b = [
    ['GB00BMF9LF53', 'UKT 0 1/8% 2028', 1250000, '0.125', 'PAID', '781.25'],
    ['XS2403533263', 'Tesco 2.75% 2029', 400000, '2.75', 'PAID', '5500.00'],
    ['XS2193661324', 'Vodafone 4.875% perp', 300000, '4.875', 'DEFERRED', '0.00'],
    ['GB00B6460505', 'UKT 4% 2060', 500000, '4.0', 'PAID', '10000.00'],
    ['XS2320533131', 'Anglian Water 1.625% 2029', 250000, '1.625', 'SHORT', '1650.00'],
  ];
  const steps = b.map(([isin, name, nominal, cpn, status, amt], i) => ({ text: ['Starting with the first holding.', 'UKT 2028 paid £781.25 as expected.', 'Tesco paid £5,500.00, correct for £400k at 2.75% annual.', 'Vodafone hybrid coupon was deferred — allowed under its terms, but needs flagging.', 'UKT 2060 paid £10,000 (semi-annual on £500k at 4%), correct.'][i], calls: [{ name: 'get_coupon_statement', args: { isin, period: '2025-Q1' }, out: { isin, security: name, nominal, coupon_pct: cpn, status, amount_received_gbp: amt, value_date: n.date(n.adv(86400000, 8 * 86400000)), custodian_ref: 'CUS' + n.digits(10), msg_type: 'MT566' } }] }));
  steps.push({ text: 'Anglian Water received £1,650.00 but the expected semi-annual coupon on £250k at 1.625% is £2,031.25, a £381.25 shortfall. Q1 summary: 3 of 5 coupons paid correctly (UKT 2028, Tesco, UKT 2060); Vodafone perp deferred (permitted, flag to PM); Anglian Water short by £381.25 — raise a claim with the custodian.' });
  return {
    domain: 'bond coupon payments', style: 'openinference', agent: 'ops-reconciler', model: 'gpt-4o',
    isolates: 'A fund-ops agent pulls five coupon statements in the same MT566 template, each for a different bond and outcome (paid, deferred, short), then lists the exceptions.',
    system: 'You reconcile fixed-income income for the Linden Income Fund.',
    goal: 'Check that all Q1 coupons on our five bond holdings were received correctly and list any exceptions.',
    steps,
  };
};

// 03 farmers market stall applications — Gemini function calling
const r03 = (n) => {
  const a = [
    ['APP-101', 'Brackenridge Honey', 'honey & beeswax', true, true, 'Saturdays only'],
    ['APP-102', 'Little Fold Bakery', 'sourdough', true, false, 'every week'],
    ['APP-103', 'Hollow Oak Mushrooms', 'fresh mushrooms', true, true, 'every week'],
    ['APP-104', 'Wren & Thistle Soap', 'handmade soap', false, true, 'fortnightly'],
    ['APP-105', 'Top Field Lamb', 'lamb & mutton', true, true, 'monthly'],
    ['APP-106', 'Sunny Bank Veg', 'seasonal veg', true, true, 'every week'],
    ['APP-107', 'Greta\'s Kimchi', 'fermented veg', true, true, 'every week'],
  ];
  const notes = ['Brackenridge Honey is complete (local producer, insured).', 'Little Fold Bakery is missing public liability insurance.', 'Hollow Oak Mushrooms is complete.', 'Wren & Thistle is not a food producer and the market is food-only by charter — ineligible.', 'Top Field Lamb complete, monthly only.', 'Sunny Bank Veg complete.'];
  const steps = a.map(([id, name, goods, local, ins, freq], i) => ({ text: i ? notes[i - 1] : undefined, calls: [{ name: 'get_application', args: { id }, out: { id, business: name, goods, within_30_miles: local, insurance_uploaded: ins, attendance: freq, received: n.isoOff(0, n.adv(3600000, 86400000)), form_rev: 'v' + n.int(3, 6) } }] }));
  steps.push({ text: 'Greta\'s Kimchi is complete. Of 7 applications: approve 5 (Brackenridge Honey, Hollow Oak Mushrooms, Top Field Lamb, Sunny Bank Veg, Greta\'s Kimchi); hold Little Fold Bakery until insurance is uploaded; decline Wren & Thistle Soap (non-food). Weekly pitches needed: 4 (Hollow Oak, Sunny Bank, Greta\'s, plus Little Fold if insured).' });
  return {
    domain: 'farmers markets', style: 'gemini', agent: 'market-manager', model: 'gemini-2.0-flash',
    isolates: 'A market manager agent reads seven stall applications via the same tool, each different (complete, missing insurance, non-food), and ends with an approve/hold/decline list.',
    system: 'You screen stall applications for Millbrook Farmers\' Market (food producers within 30 miles, insured).',
    goal: 'Screen the seven new stall applications and recommend which to approve.',
    steps,
  };
};

// 04 dog-sled tours kennel health — Vercel AI SDK
const r04 = (n) => {
  const d = [
    ['Koda', 6, 24.1, 'normal', 'none'],
    ['Nanuq', 4, 22.8, 'normal', 'none'],
    ['Tika', 9, 19.6, 'stiff left wrist', 'rest 5 days'],
    ['Ronja', 3, 21.0, 'normal', 'booties — split pad healing'],
    ['Balto II', 7, 26.3, 'normal', 'none'],
    ['Sisu', 5, 20.2, 'normal', 'weight −1.4 kg in 2 weeks, extra feed'],
    ['Vega', 2, 18.9, 'normal', 'none'],
    ['Oskar', 8, 25.5, 'normal', 'none'],
  ];
  const steps = d.map(([name, age, kg, gait, action], i) => ({ text: i ? `${d[i - 1][0]}: ${d[i - 1][4] === 'none' ? 'fit to run' : d[i - 1][4]}.` : 'Checking each dog\'s latest health record.', calls: [{ name: 'getDogRecord', args: { dog: name }, out: { dog: name, age_years: age, weight_kg: kg, gait, vet_action: action, last_check: n.eu(n.adv(3600000, 20 * 3600000)), checked_by: n.pick(['Aila', 'Jonne', 'Vet Dr Mäki']), record_rev: n.int(20, 200) } }] }));
  steps.push({ text: 'Oskar: fit to run. Team for Saturday\'s 6-dog sled: Koda and Balto II at wheel (heaviest), Nanuq and Oskar at team, Vega and Ronja at lead (Ronja in booties). Tika rests (stiff wrist, 5 days); Sisu stays back for extra feeding after losing 1.4 kg.' });
  return {
    domain: 'dog-sled tours', style: 'vercel', agent: 'kennel-assistant', model: 'gpt-4o-mini',
    isolates: 'A kennel agent reads eight dogs\' health records in one template with different weights and issues, noting each, then picks a six-dog team and rests two.',
    system: 'You help the musher at Revontuli Husky Tours manage the kennel.',
    goal: 'Pick a fit 6-dog team for Saturday\'s family tour from the 8 dogs on rotation.',
    steps,
  };
};

// 05 home inspection reports — Anthropic Messages API
const r05 = (n) => {
  const p = [
    ['27 Linden Way', 'Roof: 3 slipped tiles; gutters clear. Electrics: consumer unit 2019 RCD. Damp: none.', '£450'],
    ['4 Mill Cottages', 'Roof: good. Electrics: rewire advised (rubber-sheathed cable in loft). Damp: rising damp rear wall 1.1 m.', '£14,000'],
    ['Flat 9, Quayside', 'Roof: communal, not inspected. Electrics: good. Damp: condensation mould in bathroom, extractor faulty.', '£300'],
    ['The Old Forge', 'Roof: lead flashing failed on chimney. Electrics: good. Damp: penetrating damp chimney breast.', '£2,200'],
    ['18 Harcourt Rd', 'Roof: good. Electrics: good. Damp: none. Boiler 21 years old.', '£3,000 (boiler)'],
  ];
  const steps = p.map(([addr, body, cost], i) => ({ text: i === 0 ? 'I\'ll read each report.' : ['Linden Way is minor: tile repair about £450.', 'Mill Cottages is the big one: rewire plus rising damp, roughly £14k.', 'Quayside only needs a new extractor fan and mould treatment.', 'Old Forge has a failed chimney flashing causing damp, about £2.2k.'][i - 1], calls: [{ name: 'fetch_report', args: { property: addr }, out: `<article class="report" data-id="HR-${n.digits(5)}">\n<h2>${addr}</h2>\n<p class="meta">Inspected ${n.us(n.adv(86400000, 3 * 86400000))} · Surveyor ${n.pick(['J. Okoro', 'M. Fitch', 'A. Brandt'])} · Level 2</p>\n<p>${body}</p>\n<p class="estimate">Indicative repairs: ${cost}</p>\n</article>` }] }));
  steps.push({ text: 'Harcourt Rd only needs a boiler replacement soon (~£3k). Ranking by risk for the buyer: 1) 4 Mill Cottages — rewire + rising damp ~£14,000, renegotiate or walk away; 2) 18 Harcourt Rd — boiler ~£3,000; 3) The Old Forge — chimney flashing/damp ~£2,200; 4) 27 Linden Way — tiles ~£450; 5) Flat 9 Quayside — extractor ~£300, roof not inspected (ask the managing agent).' });
  return {
    domain: 'home inspections', style: 'anthropic', agent: 'buyer-advisor', model: 'claude-3-5-sonnet-20241022',
    isolates: 'A buyer-advice agent fetches five inspection reports in the same HTML template, each with different defects and costs, then ranks the properties by repair risk.',
    system: 'You advise home buyers at Keyhold Buyers\' Agency.',
    goal: 'Summarise the five home inspection reports for my shortlist and rank them by repair risk.',
    steps,
  };
};

// 06 nightly backup CronJob logs (devops) — Langfuse
const r06 = (n) => {
  const nights = [
    ['mon', 'Completed', '41m12s', '212.4 GiB', '0 errors'],
    ['tue', 'Completed', '43m05s', '213.0 GiB', '0 errors'],
    ['wed', 'Completed', '1h58m40s', '213.9 GiB', 'WARN throttled by S3 (SlowDown) x 1,204'],
    ['thu', 'Failed', '2h00m00s', '—', 'DeadlineExceeded: activeDeadlineSeconds=7200'],
    ['fri', 'Completed', '44m51s', '214.8 GiB', '0 errors'],
    ['sat', 'Failed', '2h00m00s', '—', 'DeadlineExceeded: activeDeadlineSeconds=7200'],
  ];
  const steps = nights.map(([d, st, dur, size, err], i) => ({ text: i === 0 ? 'Reading the job logs night by night.' : ['Monday normal: 41 min.', 'Tuesday normal too.', 'Wednesday took almost 2 h because S3 throttled 1,204 requests.', 'Thursday hit the 2 h deadline and was killed.', 'Friday back to normal at 45 min.'][i - 1], calls: [{ name: 'get_job_logs', args: { namespace: 'data', job: `pg-backup-${d}`, tail: 6 }, out: `${n.isoMicro(n.adv(82000000, 90000000))} pod/${n.pod('pg-backup')} started on ${n.host('ip-10-0', 'eu-west-2')}\n… wal-g backup-push /var/lib/postgresql/data\n${err}\nstatus=${st} duration=${dur} size=${size}\nbackup_name=base_${n.hex(24).toUpperCase()}` }] }));
  steps.push({ text: 'Saturday also hit the deadline. Pattern: the two failures (Thu, Sat) follow S3 SlowDown throttling first seen Wednesday; normal nights take 41-45 min, throttled ones exceed the 2 h activeDeadlineSeconds. Fix: lower wal-g upload concurrency (WALG_UPLOAD_CONCURRENCY 16 → 4) or spread prefixes, and raise the deadline to 3 h as a safety margin.' });
  return {
    domain: 'database backup jobs', style: 'langfuse', agent: 'oncall-assistant', model: 'gpt-4o',
    isolates: 'An on-call agent reads six nightly backup job logs with the same tool and format, each night different (normal, throttled, deadline kill), and identifies the throttling pattern.',
    system: 'You help the on-call engineer at Parcelnest investigate Kubernetes jobs.',
    goal: 'Two of this week\'s nightly Postgres backups failed. Look at each night\'s job and tell me why.',
    agentOpts: { tags: ['oncall', 'k8s'] },
    steps,
  };
};

export default [r01, r02, r03, r04, r05, r06];
