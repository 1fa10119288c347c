// Family 3: one near-verbatim repeat of a long reasoning step / assistant message, nothing new in between.
import { agent, llm, tool, fail, pending, retr } from './lib.mjs';

export const family = {
  name: 'long-reasoning-said-twice',
  isolates: 'A long (30+ word) reasoning step or assistant message is repeated near-verbatim once, with no new observation in between, and the run does not move forward afterwards.',
  loop: true,
  stagnation: true,
};

// 1. travel: fare comparison reasoning repeated after re-reading the same search result
function travelFare(c) {
  const goal = 'Book me the cheapest refundable flight from Boston to Lisbon leaving Oct 14, returning Oct 21, economy, 1 adult.';
  const M = 'gpt-4o';
  const offers = [
    { offer_id: 'off_' + c.alnum(10), carrier: 'TP', route: 'BOS-LIS nonstop', total: '912.40 USD', fare_brand: 'Classic', refundable: false },
    { offer_id: 'off_' + c.alnum(10), carrier: 'TP', route: 'BOS-LIS nonstop', total: '1,148.40 USD', fare_brand: 'Plus', refundable: true },
    { offer_id: 'off_' + c.alnum(10), carrier: 'UA', route: 'BOS-EWR-LIS', total: '1,096.10 USD', fare_brand: 'Economy Flexible', refundable: true },
  ];
  const search = () => tool('duffel.search_offers', { slices: [{ origin: 'BOS', destination: 'LIS', departure_date: '2024-10-14' }, { origin: 'LIS', destination: 'BOS', departure_date: '2024-10-21' }], passengers: [{ type: 'adult' }], cabin_class: 'economy' }, offers);
  const think = 'Comparing the refundable options: the United Economy Flexible fare via Newark is 1,096.10 USD and the TAP Plus nonstop is 1,148.40 USD. The user asked for the cheapest refundable fare, so United at 1,096.10 wins even with the connection in Newark; the TAP Classic at 912.40 is cheaper but non-refundable, so it is excluded. Next step is to hold the United offer and confirm the passenger details before paying.';
  const thinkAgain = 'Comparing the refundable options: the United Economy Flexible fare via Newark is 1,096.10 USD and the TAP Plus nonstop is 1,148.40 USD. The user asked for the cheapest refundable fare, so United at 1,096.10 wins even with the Newark connection; TAP Classic at 912.40 is cheaper but non-refundable, so it is excluded. Next step is to hold the United offer and confirm passenger details before paying.';
  const kids = [
    search(),
    llm(M, think),
    search(),
    llm(M, thinkAgain),
  ];
  return { domain: 'travel', goal, root: agent('TravelAgent', goal, 'Run ended: max_tokens budget reached before booking.', kids) };
}

// 2. insurance: claim coverage analysis repeated back-to-back
function claimCoverage(c) {
  c.str = true;
  const goal = 'Adjudicate water-damage claim CLM-88-20417 under homeowner policy HO3-5512907 and tell me covered amount.';
  const M = 'anthropic.claude-3-sonnet';
  const a1 = 'The loss is a burst supply line under the kitchen sink discovered on 3 March. HO-3 covers sudden and accidental discharge of water from plumbing, so the ensuing damage to cabinets and flooring is covered, while the failed supply line itself is excluded as wear and tear. The mould remediation line item needs to be checked against the 10,000 sublimit before I compute the covered amount net of the 1,000 deductible.';
  const a2 = 'The loss is a burst supply line under the kitchen sink discovered on 3 March. HO-3 covers sudden and accidental discharge of water from plumbing, so the ensuing damage to the cabinets and flooring is covered, while the failed supply line itself is excluded as wear and tear. The mould remediation item needs checking against the 10,000 sublimit before I compute the covered amount net of the 1,000 deductible.';
  const kids = [
    tool('claims.get', c.a({ claim_id: 'CLM-88-20417' }), { claim_id: 'CLM-88-20417', policy: 'HO3-5512907', loss_date: '2024-03-03', cause: 'WATER_PLUMBING', reported: c.isoOff(), adjuster: 'T. Okafor' }),
    tool('claims.get_estimate', c.a({ claim_id: 'CLM-88-20417' }), { estimate_id: 'EST-' + c.int(10000, 99999), lines: [{ item: 'Base cabinets replace', amount: 6840 }, { item: 'LVP flooring 210 sqft', amount: 3990 }, { item: 'Mould remediation', amount: 4200 }, { item: 'Supply line', amount: 38 }], currency: 'USD' }),
    tool('policy.get_forms', c.a({ policy: 'HO3-5512907' }), { forms: ['HO 00 03 05 11', 'HO 04 90', 'FUNGI-LTD-10K'], deductible: 1000, coverage_a: 420000 }),
    llm(M, a1),
    llm(M, a2),
  ];
  return { domain: 'insurance', goal, root: agent('ClaimsCopilot', goal, 'Stopped: the model produced no tool call or final answer within 2 consecutive turns.', kids) };
}

// 3. tutoring: tutor re-sends nearly the same long explanation with no student reply in between
function tutorFractions(c) {
  const goal = 'Help Maya (grade 6) understand why 3/4 ÷ 1/2 = 1 1/2, using the worksheet problems she uploaded.';
  const M = 'tutor-llm (gpt-4o-mini)';
  const expl = 'Great question, Maya! Dividing by 1/2 asks how many halves fit into 3/4. Picture a pizza cut into four slices where you have three slices. One half of the pizza is two slices, so one full half fits and there is one slice left over, which is half of another half. That makes one and a half halves, so 3/4 ÷ 1/2 = 1 1/2. Does that picture make sense to you?';
  const expl2 = 'Great question, Maya! Dividing by 1/2 asks how many halves fit into 3/4. Picture a pizza cut into four slices where you have three of them. Half of the pizza is two slices, so one full half fits and there is one slice left over, which is half of another half. That makes one and a half halves, so 3/4 ÷ 1/2 = 1 1/2. Does that picture make sense?';
  const kids = [
    tool('worksheet.fetch', { student_id: 'stu_' + c.alnum(8), upload_id: c.uuid() }, { problems: ['3/4 ÷ 1/2', '2/3 ÷ 1/6', '5/8 ÷ 1/4'], ocr_confidence: 0.97, received_at: c.human() }),
    tool('chat.get_messages', { session: 'sess_' + c.alnum(10), last: 2 }, [{ from: 'student', text: 'why is 3/4 divided by 1/2 bigger than 3/4?? that makes no sense', at: c.isoS() }]),
    llm(M, 'Maya is confused that dividing produced a larger number. I will use a concrete "how many halves fit" model rather than the invert-and-multiply rule.'),
    tool('chat.send', { session: 'sess_' + c.alnum(10), text: expl }, { delivered: true, message_id: c.uuid(), ts: c.epochMs() }),
    tool('chat.get_messages', { session: 'sess_' + c.alnum(10), since: 'last_sent' }, []),
    tool('chat.send', { session: 'sess_' + c.alnum(10), text: expl2 }, { delivered: true, message_id: c.uuid(), ts: c.epochMs() }),
  ];
  // keep the same session id everywhere
  const sid = kids[1].input.session; kids[3].input.session = sid; kids[4].input.session = sid; kids[5].input.session = sid;
  return { domain: 'tutoring', goal, root: agent('TutorSession', goal, 'Session idle timeout (15 min).', kids) };
}

// 4. legal: clause analysis repeated inside a nested reviewer sub-agent
function ndaReview(c) {
  const goal = 'Review the Halberd Systems mutual NDA draft v3 against our playbook and send the redline summary to counsel.';
  const M = 'claude-3-opus-20240229';
  const p1 = 'Section 7.2 makes the confidentiality obligations survive for five years, but the definition in Section 1 also covers trade secrets, and our playbook requires trade secrets to stay protected for as long as they remain trade secrets. So the fix is a carve-out in 7.2 saying obligations for trade secrets survive indefinitely, while everything else keeps the five-year term. I should also check whether Section 9 residuals clause undermines that.';
  const p2 = 'Section 7.2 makes the confidentiality obligations survive for five years, but the definition in Section 1 also covers trade secrets, and our playbook requires trade secrets to remain protected for as long as they remain trade secrets. So the fix is a carve-out in 7.2 saying obligations for trade secrets survive indefinitely, while everything else keeps the five-year term. I should also check whether the Section 9 residuals clause undermines that.';
  const sub = [
    retr('playbook.search', { query: 'NDA survival term trade secrets', k: 3 }, [
      { doc: 'NDA Playbook §4.3', score: 0.91, text: 'Trade secrets: obligations must survive for so long as the information remains a trade secret.' },
      { doc: 'NDA Playbook §4.1', score: 0.77, text: 'Standard survival: 3–5 years acceptable.' },
    ]),
    tool('docs.get_section', { doc_id: 'halberd-nda-v3', section: '7.2' }, { text: '7.2 The obligations in this Agreement shall survive for five (5) years following termination.', rev: c.hex(7) }),
    llm(M, p1),
    tool('docs.get_section', { doc_id: 'halberd-nda-v3', section: '7.2' }, { text: '7.2 The obligations in this Agreement shall survive for five (5) years following termination.', rev: c.hex(7) }),
    llm(M, p2),
  ];
  const kids = [
    tool('docs.list_sections', { doc_id: 'halberd-nda-v3' }, { sections: ['1 Definitions', '2 Obligations', '5 Term', '7 Survival', '9 Residuals', '12 Governing Law'], pages: 6, fetched: c.rfc() }),
    llm(M, 'Governing law (Delaware) and term (2 years) match the playbook. Handing the survival clause to the clause reviewer.'),
    agent('clause-reviewer', 'Check Section 7 survival against NDA Playbook §4 and propose redline.', null, sub),
  ];
  return { domain: 'legal', goal, root: agent('contract-desk', goal, 'clause-reviewer did not return within the step limit; redline summary not sent.', kids) };
}

// 5. healthcare admin: prior auth reasoning repeated
function priorAuth(c) {
  c.str = true;
  const goal = 'Submit prior authorization for lumbar MRI (CPT 72148) for patient MRN 00482291 with Aetna, using the chart notes.';
  const M = 'vertexai.gemini-1.5-pro';
  const r1 = 'Aetna policy CPB 0236 requires six weeks of documented conservative therapy before approving a lumbar MRI unless red-flag symptoms are present. The chart shows four weeks of physical therapy starting 12 February and no red flags recorded, so criteria are not met yet. Before submitting I need either two more weeks of therapy documentation or a clinician note of a red flag such as progressive weakness.';
  const r2 = 'Aetna policy CPB 0236 requires six weeks of documented conservative therapy before approving a lumbar MRI unless red-flag symptoms are present. The chart shows four weeks of physical therapy beginning 12 February and no red flags recorded, so the criteria are not yet met. Before submitting I need either two more weeks of therapy documentation or a clinician note of a red flag such as progressive weakness.';
  const kids = [
    tool('ehr.get_patient', c.a({ mrn: '00482291' }), { mrn: '00482291', payer: 'Aetna Choice POS II', member_id: 'W' + c.int(100000000, 999999999), dob: '1971-08-22' }),
    tool('ehr.get_notes', c.a({ mrn: '00482291', since: '2024-01-01', types: ['PT', 'Progress'] }), [
      { date: '2024-02-12', type: 'PT', text: 'Initial PT eval, LBP radiating L leg, start 2x/wk' },
      { date: '2024-03-11', type: 'Progress', text: 'Partial improvement, no neuro deficits' },
    ]),
    retr('payer_policy.lookup', c.a({ payer: 'Aetna', cpt: '72148' }), [{ policy: 'CPB 0236', excerpt: 'Conservative therapy ≥6 weeks unless red flags (cauda equina, progressive neuro deficit, suspected malignancy/infection).', retrieved_at: c.isoS() }]),
    llm(M, r1),
    tool('ehr.get_notes', c.a({ mrn: '00482291', since: '2024-01-01', types: ['PT', 'Progress'] }), [
      { date: '2024-02-12', type: 'PT', text: 'Initial PT eval, LBP radiating L leg, start 2x/wk' },
      { date: '2024-03-11', type: 'Progress', text: 'Partial improvement, no neuro deficits' },
    ]),
    llm(M, r2),
    pending('availity.submit_auth', c.a({ payer: 'Aetna', cpt: '72148', mrn: '00482291', draft: true })),
  ];
  return { domain: 'healthcare admin', goal, root: agent('auth-agent', goal, 'Task cancelled by supervisor after 20 min without progress.', kids) };
}

// 6. IoT fleet: rollout reasoning repeated with an unchanged telemetry read in between
function firmwareWave(c) {
  const goal = 'Roll firmware 3.4.1 to the Rotterdam warehouse scanners (wave 2) if wave 1 looks healthy.';
  const M = 'llama-3.1-70b-instruct';
  const tel = () => tool('fleet.telemetry_summary', { cohort: 'rtm-wave1', metric: ['crash_rate', 'battery_drain', 'scan_latency_p95'], window: '24h' }, {
    cohort: 'rtm-wave1', devices: 120, reporting: 118, crash_rate: 0.8, baseline_crash_rate: 0.3, battery_drain_pct_h: 4.1, scan_latency_p95_ms: 212, computed_at: c.epoch(),
  });
  const t1 = 'Wave 1 has 118 of 120 devices reporting. Crash rate is 0.8 percent against a 0.3 percent baseline, which is more than double, while battery drain and scan latency look normal. Our rollout policy halts when crash rate exceeds twice baseline, so I should not start wave 2 yet; instead I need the crash signatures to see whether it is one device model or spread across the fleet.';
  const t2 = 'Wave 1 has 118 of 120 devices reporting. Crash rate is 0.8 percent against a 0.3 percent baseline, more than double, while battery drain and scan latency look normal. Our rollout policy halts when crash rate exceeds twice the baseline, so I should not start wave 2 yet; I need the crash signatures to see whether it is one device model or spread across the fleet.';
  const kids = [
    tool('fleet.get_rollout', { rollout_id: 'ro-341-rtm' }, { rollout_id: 'ro-341-rtm', firmware: '3.4.1', waves: [{ n: 1, cohort: 'rtm-wave1', state: 'complete' }, { n: 2, cohort: 'rtm-wave2', state: 'not_started', devices: 460 }], updated: c.logts() }),
    tel(),
    llm(M, t1),
    tel(),
    llm(M, t2),
    tel(),
  ];
  return { domain: 'IoT/device fleet', goal, root: agent('fleet-ops', goal, 'Agent halted: repeated reasoning without action (watchdog).', kids) };
}

export const scenarios = [travelFare, claimCoverage, tutorFractions, ndaReview, priorAuth, firmwareWave];
