// Family 8 (healthy): short routine lines ("Checking the next record.", "Done.") repeated
// between tool calls on DIFFERENT items; the work progresses and finishes.
// loop: false, stagnation: false.
import { VercelRec, AnthropicRec, OpenAIRec, AutoGenRec, BeeAIRec, LangfuseRec, rootSpan } from './lib.mjs';

export const FAMILY = 'terse_lines_distinct_items';
export const LOOP = false;
export const STAGNATION = false; // every row

// ---------------------------------------------------------------- 01 veterinary vaccine reminders (Vercel)
function vetReminders(c) {
  const goal = c.goal = 'Send vaccination reminders to every patient whose core vaccine falls due in the next 14 days, using each owner\'s preferred channel.';
  const r = new VercelRec(c, {
    model: 'gpt-4o-mini', functionId: 'reminder-run',
    system: 'You are the reminders assistant for Maple Creek Animal Clinic. Tools: listDueVaccines, sendReminder. Respect opt-outs.',
    user: goal,
  });
  const pts = [
    { patientId: 'P-10233', name: 'Juniper', species: 'feline', vaccine: 'FVRCP booster', due: c.ymd(c.day(3)), owner: 'L. Brandt', channel: 'sms' },
    { patientId: 'P-10871', name: 'Rocco', species: 'canine', vaccine: 'Rabies (3-year)', due: c.ymd(c.day(5)), owner: 'D. Amaro', channel: 'email' },
    { patientId: 'P-11402', name: 'Pepper', species: 'canine', vaccine: 'DHPP', due: c.ymd(c.day(8)), owner: 'S. Kowalczyk', channel: 'sms' },
    { patientId: 'P-11956', name: 'Mochi', species: 'feline', vaccine: 'Rabies (1-year, PureVax)', due: c.ymd(c.day(11)), owner: 'H. Sato', channel: 'none (opted out)' },
    { patientId: 'P-12310', name: 'Bruno', species: 'canine', vaccine: 'Leptospirosis', due: c.ymd(c.day(13)), owner: 'M. Oyelaran', channel: 'email' },
  ];
  r.turn('', [{ name: 'listDueVaccines', args: { withinDays: 14, core: true }, out: { count: 5, patients: pts, generatedAt: c.iso() } }]);
  const res = [
    { patientId: 'P-10233', status: 'sent', channel: 'sms', to: '+1 (503) 555-0148', providerId: 'SM' + c.hex(32) },
    { patientId: 'P-10871', status: 'sent', channel: 'email', to: 'd.amaro@example.net', providerId: `<${c.hex(12)}@mailer.maplecreekvet.com>` },
    { patientId: 'P-11402', status: 'sent', channel: 'sms', to: '+1 (503) 555-0192', providerId: 'SM' + c.hex(32) },
    { patientId: 'P-11956', status: 'skipped', reason: 'owner opted out of reminders on 2024-02-11' },
    { patientId: 'P-12310', status: 'sent', channel: 'email', to: 'oyelaran.m@example.org', providerId: `<${c.hex(12)}@mailer.maplecreekvet.com>` },
  ];
  pts.forEach((p, i) => {
    r.turn('Checking the next patient.', [{ name: 'sendReminder', args: { patientId: p.patientId, vaccine: p.vaccine, due: p.due }, out: { ...res[i], at: c.iso() } }]);
  });
  r.turn('Done: 4 reminders sent (Juniper and Pepper by SMS, Rocco and Bruno by email). Mochi was skipped because the owner, H. Sato, opted out of reminders; the front desk may want to call about the rabies booster due ' + pts[3].due + '.');
  return rootSpan(c, 'ai.generateText', { prompt: goal, maxSteps: 10 }, { text: 'Done: 4 reminders sent ...', finishReason: 'stop', steps: 7 }, r.spans, { metadata: { 'operation.name': 'ai.generateText reminder-run' } });
}

// ---------------------------------------------------------------- 02 newsroom link check before publishing (Anthropic)
function linkCheck(c) {
  const goal = c.goal = 'Before the housing story publishes, check every outbound link in draft #7741 and tell me which ones need fixing.';
  const r = new AnthropicRec(c, {
    model: 'claude-3-5-haiku-20241022', system: 'You are a copy-desk assistant. Tools: list_draft_links, check_url (HEAD then GET, reports status and final URL).',
    user: goal, tools: ['list_draft_links', 'check_url'],
  });
  const links = [
    'https://www.census.gov/library/stations/2024/housing-vacancy.html',
    'https://cityofportside.gov/council/minutes/2024-05-14.pdf',
    'https://www.portsidetribune.com/2023/11/rent-stabilization-vote',
    'https://data.portside.gov/Housing/Evictions-2019-2024/9x4k-mm2p',
    'https://twitter.com/PortsideTenants/status/1789033320101445632',
  ];
  r.turn('I\'ll get the list of links in the draft.', [{ name: 'list_draft_links', args: { draft_id: 7741 }, out: { draft_id: 7741, cms_rev: c.int(30, 90), links } }]);
  const outs = [
    { url: links[0], status: 200, final_url: links[0], content_type: 'text/html', elapsed_ms: c.int(80, 600), server: 'AkamaiGHost' },
    { url: links[1], status: 301, final_url: 'https://portside.gov/AgendaCenter/ViewFile/Minutes/_05142024-1183', hops: 2, elapsed_ms: c.int(200, 900), location: 'https://portside.gov/AgendaCenter/ViewFile/Minutes/_05142024-1183' },
    { url: links[2], status: 404, final_url: links[2], title: 'Page not found | Portside Tribune', elapsed_ms: c.int(90, 500), cf_ray: `${c.hex(16)}-SEA` },
    { url: links[3], status: 200, final_url: links[3], content_type: 'text/html; charset=utf-8', elapsed_ms: c.int(300, 1200), 'x-socrata-requestid': c.hex(24) },
    { url: links[4], status: 403, final_url: 'https://x.com/PortsideTenants/status/1789033320101445632', note: 'login wall', elapsed_ms: c.int(100, 700) },
  ];
  links.forEach((u, i) => r.turn('Next link.', [{ name: 'check_url', args: { url: u, follow_redirects: true }, out: outs[i] }]));
  r.turn('Three of the five links need attention:\n1. City council minutes (cityofportside.gov) redirects twice to portside.gov/AgendaCenter/...; update it to the final URL.\n2. Portside Tribune rent-stabilization story returns 404; find the moved article or cite an archived copy.\n3. The tenants\' union post now redirects to x.com behind a login wall (403); embed a screenshot or quote it with a date instead.\nThe Census page and the city eviction dataset are fine (200).');
  return rootSpan(c, 'copy-desk-agent', { task: goal, draft: 7741 }, { status: 'completed', broken: 1, redirected: 1, walled: 1 }, r.spans, { metadata: { newsroom: 'Portside Tribune', run: c.uuid() } });
}

// ---------------------------------------------------------------- 03 aviation A-check due dates (plain)
function aCheck(c) {
  const goal = c.goal = 'For our five ATR 72 tails, find when each is next due for an A-check (every 750 FH) and flag any due within the next 100 flight hours.';
  const r = new OpenAIRec(c, {
    model: 'gpt-4o-mini-2024-07-18', system: 'You are a maintenance control assistant. get_check_status returns hours since last A-check and the utilisation forecast for one tail.',
    user: goal, tools: ['get_check_status'],
  });
  const tails = [
    ['G-ORFA', 612.4, 7.1], ['G-ORFB', 233.0, 6.4], ['G-ORFC', 701.8, 7.8], ['G-ORFD', 455.2, 5.9], ['G-ORFE', 98.6, 7.3],
  ];
  tails.forEach(([t, since, util], i) => {
    r.turn(i === 0 ? 'Starting with G-ORFA.' : 'Done.', [{ name: 'get_check_status', args: { registration: t, check: 'A' }, out: `${t} ATR72-600 MSN ${c.int(1100, 1400)}\nLAST A-CHECK  ${c.ymd(c.day(-Math.round(since / util)))}  TSN ${c.int(18000, 31000)}.${c.int(0, 9)}\nFH SINCE A    ${since.toFixed(1)} / 750.0\nREMAINING     ${(750 - since).toFixed(1)} FH\nAVG UTIL      ${util} FH/day (30d)\nSOURCE        AMOS ${c.pick(['prod-db2', 'prod-db3'])} ${c.logTs()}` }]);
  });
  r.turn('Done. Summary:\n- G-ORFC: 48.2 FH remaining, about 6 days at 7.8 FH/day. Plan the A-check this week.\n- G-ORFA: 137.6 FH remaining, about 19 days.\n- G-ORFD: 294.8 FH remaining.\n- G-ORFB: 517.0 FH remaining.\n- G-ORFE: 651.4 FH remaining.\nOnly G-ORFC is inside the 100 FH window.');
  return rootSpan(c, 'mx-control-assistant', { task: goal }, { status: 'completed', flagged: ['G-ORFC'] }, r.spans, { metadata: { operator: 'Orkney Flyer', run: c.uuid() } });
}

// ---------------------------------------------------------------- 04 HR onboarding accounts (AutoGen)
function onboarding(c) {
  const goal = c.goal = 'Create directory accounts for the four new hires starting Monday and tell IT which usernames were issued.';
  const r = new AutoGenRec(c, {
    model: 'gpt-4o-mini-2024-07-18',
    agents: { it_onboarding: 'You onboard new employees. Tools: list_new_hires, create_account. Use the standard first.last username; the directory resolves collisions.' },
    task: goal,
  });
  const hires = [['Amara', 'Okafor', 'Finance'], ['Liam', 'Byrne', 'Engineering'], ['Sofia', 'Marchetti', 'Design'], ['Daniel', 'Kim', 'Sales']];
  r.agent('it_onboarding', () => {
    r.turn('it_onboarding', null, [{ name: 'list_new_hires', args: { start_date: c.ymd(c.nextDow(1)) }, out: { hires: hires.map(([f, l, d]) => ({ first: f, last: l, department: d, worker_id: 'W' + c.digits(6) })), source: 'Workday', as_of: c.iso() } }]);
    const created = [
      { username: 'amara.okafor', upn: 'amara.okafor@quaylight.com', groups: ['Finance-All', 'VPN-Users'] },
      { username: 'liam.byrne', upn: 'liam.byrne@quaylight.com', groups: ['Eng-All', 'GitHub-Org', 'VPN-Users'] },
      { username: 'sofia.marchetti', upn: 'sofia.marchetti@quaylight.com', groups: ['Design-All', 'Figma-Editors'] },
      { username: 'daniel.kim2', upn: 'daniel.kim2@quaylight.com', groups: ['Sales-All', 'Salesforce-Users'], note: 'daniel.kim already exists (Daniel Kim, Support); suffix applied' },
    ];
    hires.forEach(([f, l, d], i) => {
      r.turn('it_onboarding', i === 0 ? 'Creating the first account.' : 'Account created. Moving to the next hire.', [{ name: 'create_account', args: { first: f, last: l, department: d }, out: { ...created[i], object_id: c.uuid(), temp_password_sent_to: 'manager', created: c.iso() } }]);
    });
    r.turn('it_onboarding', 'All four accounts are created:\n- Amara Okafor (Finance): amara.okafor\n- Liam Byrne (Engineering): liam.byrne\n- Sofia Marchetti (Design): sofia.marchetti\n- Daniel Kim (Sales): daniel.kim2, because daniel.kim already belongs to Daniel Kim in Support.\nTemporary passwords went to the hiring managers.');
  });
  return rootSpan(c, 'autogen AssistantAgent.run', { task: goal }, { stop_reason: null, last_message: 'TextMessage' }, r.spans, { metadata: { 'autogen.version': '0.4.6', tenant: 'quaylight' } });
}

// ---------------------------------------------------------------- 05 nonprofit donation receipts (BeeAI)
function receipts(c) {
  const goal = c.goal = 'Generate and email year-end tax receipts for the five major donors flagged in the CRM for the Cascade Food Bank.';
  const r = new BeeAIRec(c, {
    llmName: 'OllamaChatModel', model: 'llama3.1:8b',
    system: 'You are a development-office assistant. Tools: DonorListTool, GenerateReceiptTool (creates the PDF and emails it).',
    user: goal,
  });
  const donors = [['D-0419', 'Harriet & Glen Moss', 12500], ['D-0533', 'Prakash Venkataraman', 5000], ['D-0611', 'Northbend Credit Union', 25000], ['D-0702', 'Eleanor Whitfield', 7250], ['D-0788', 'Tomasz Nowicki', 3000]];
  r.step('I need the list of flagged major donors.', { name: 'DonorListTool', args: { segment: 'major_donors_receipt_pending', year: 2024 }, out: { donors: donors.map(([id, n, amt]) => ({ donor_id: id, name: n, total_2024: amt, email_on_file: true })), crm: 'Bloomerang', fetched: c.iso() } });
  donors.forEach(([id, n, amt], i) => {
    r.step('Next donor.', { name: 'GenerateReceiptTool', args: { donor_id: id, year: 2024 }, out: { donor_id: id, receipt_no: `2024-${String(310 + i * 7).padStart(5, '0')}`, amount: amt, pdf: `s3://cfb-receipts/2024/${id}-${c.hex(8)}.pdf`, emailed: true, message_id: `<${c.hex(14)}@cascadefoodbank.org>` } });
  });
  r.final('All five receipts are generated and emailed.', 'Year-end receipts were generated and emailed to all 5 major donors, $52,750 in total: Northbend Credit Union ($25,000), Harriet & Glen Moss ($12,500), Eleanor Whitfield ($7,250), Prakash Venkataraman ($5,000) and Tomasz Nowicki ($3,000). Receipt numbers 2024-00310 to 2024-00338.');
  return rootSpan(c, 'beeai.ReActAgent.run', { prompt: goal }, { result: { text: 'Year-end receipts were generated and emailed to all 5 major donors ...' }, iterations: 7 }, r.spans, { metadata: { framework: 'beeai-framework 0.1.19' } });
}

// ---------------------------------------------------------------- 06 clinical lab specimen accessioning (Langfuse / LangGraph)
function accession(c) {
  const goal = c.goal = 'Accession the five specimens in courier bag CB-55102 into the LIS, rejecting any whose labels do not match the requisition.';
  const r = new LangfuseRec(c, {
    system: 'You are a specimen-receiving assistant for a reference lab. Tools: list_bag_contents, accession_specimen (checks two identifiers against the requisition).', user: goal,
    model: 'gpt-4o-mini-2024-07-18',
  });
  const specs = [['SP-8810231', 'CBC', 'EDTA lavender'], ['SP-8810232', 'CMP', 'SST gold'], ['SP-8810233', 'HbA1c', 'EDTA lavender'], ['SP-8810234', 'TSH', 'SST gold'], ['SP-8810235', 'PT/INR', 'Citrate light blue']];
  r.turn('', [{ name: 'list_bag_contents', args: { bag: 'CB-55102' }, out: { bag: 'CB-55102', client: 'Lakeview Family Practice', received: c.iso(), temp_c: 4.2, specimens: specs.map(([b, t, tube]) => ({ barcode: b, test: t, tube })) } }]);
  const res = [
    { status: 'ACCESSIONED', accession: 'A25-' + c.digits(7), patient_match: 'name+DOB' },
    { status: 'ACCESSIONED', accession: 'A25-' + c.digits(7), patient_match: 'name+DOB' },
    { status: 'REJECTED', reason: 'DOB on tube 1984-07-12 does not match requisition 1984-12-07', action: 'client notified, recollect requested' },
    { status: 'ACCESSIONED', accession: 'A25-' + c.digits(7), patient_match: 'name+MRN' },
    { status: 'ACCESSIONED', accession: 'A25-' + c.digits(7), patient_match: 'name+DOB', note: 'underfilled 85%, acceptable (>=80%)' },
  ];
  specs.forEach(([b], i) => r.turn('Checking the next record.', [{ name: 'accession_specimen', args: { barcode: b, bag: 'CB-55102' }, out: { barcode: b, ...res[i], at: c.iso() } }]));
  r.turn('Bag CB-55102 is done. Four specimens were accessioned (CBC, CMP, TSH and PT/INR; the citrate tube is 85% full, which is acceptable). The HbA1c tube SP-8810233 was rejected because the DOB on the tube (1984-07-12) does not match the requisition (1984-12-07); the client has been asked to recollect.');
  return rootSpan(c, 'LangGraph', { messages: [{ role: 'user', content: goal }] }, { final: 'Bag CB-55102 is done ...' }, r.spans, { metadata: { lab: 'Summit Reference Laboratory' } });
}

export const ROWS = [
  { n: '01', domain: 'veterinary clinic', style: 'Vercel AI SDK telemetry', stagnation: false, build: vetReminders,
    isolates: '"Checking the next patient." precedes each of five reminder sends for five different patients, one skipped for an opt-out, then a summary.' },
  { n: '02', domain: 'newsroom copy desk', style: 'Anthropic messages (tool_use)', stagnation: false, build: linkCheck,
    isolates: '"Next link." precedes each check of five different URLs with different statuses (200, 301, 404, 200, 403), then a list of fixes.' },
  { n: '03', domain: 'aviation maintenance planning', style: 'plain message-level (tool_calls)', stagnation: false, build: aCheck,
    isolates: '"Done." is repeated between status reads of five different tails, each with different hours remaining, then a flagged summary.' },
  { n: '04', domain: 'HR onboarding', style: 'AutoGen v0.4', stagnation: false, build: onboarding,
    isolates: 'The same short thought precedes account creation for four different hires (one username collision resolved), then a summary.' },
  { n: '05', domain: 'nonprofit fundraising', style: 'BeeAI ReAct', stagnation: false, build: receipts,
    isolates: 'Thought "Next donor." repeats while receipts for five different donors are generated, then a total.' },
  { n: '06', domain: 'clinical lab specimen receiving', style: 'Langfuse (LangGraph callback)', stagnation: false, build: accession,
    isolates: '"Checking the next record." repeats while five different specimens are accessioned, one rejected for a DOB mismatch, then a summary.' },
];
