import { A, L, T, R } from './lib.mjs';

export const family = 'many-similar-reads-then-synthesis';
export const isolates = 'The agent reads many records or files with the same structure but different contents, each read adds new information, and it then synthesises them into an answer (healthy).';
export const loop = false;
export const stagnation = false;

// 01 coding agent: per-service configs
function coding(n) {
  const goal = 'Which of our services call downstream HTTP APIs without any retry policy configured? List them with a suggested fix.';
  const cfg = {
    'api-gateway': 'http:\n  timeout_ms: 3000\n  retry:\n    max_attempts: 3\n    backoff: exponential\n',
    'billing': 'http:\n  timeout_ms: 10000\n  # retries disabled after double-charge incident INC-212\n',
    'catalog': 'http:\n  timeout_ms: 2500\n  retry:\n    max_attempts: 2\n    backoff: constant\n    interval_ms: 200\n',
    'notifications': 'http:\n  timeout_ms: 5000\n',
    'search': 'http:\n  timeout_ms: 800\n  retry:\n    max_attempts: 4\n    backoff: exponential\n    jitter: true\n',
    'shipping': 'http:\n  timeout_ms: 15000\n  retry: {}\n',
  };
  const kids = [
    T('list_dir', { path: 'services', pattern: '*/config.yaml' }, Object.keys(cfg).map(s => `services/${s}/config.yaml`)),
    ...Object.entries(cfg).map(([s, body]) => T('read_file', { path: `services/${s}/config.yaml` }, body)),
    L('gpt-4o', 'Summary: api-gateway, catalog and search have retry blocks. billing has retries deliberately disabled (INC-212). notifications has no retry block at all. shipping has an empty retry map, which means no retries.'),
  ];
  return { domain: 'coding agent', goal, meta: { tool: 'read_file' },
    root: A('AgentExecutor', goal, 'No retry policy: notifications (no retry block) and shipping (empty retry map) - add max_attempts: 3 with exponential backoff. billing has retries disabled on purpose (INC-212); leave it but consider idempotency keys.', kids) };
}

// 02 insurance SIU referral: claims; JSON-string args
function insurance(n) {
  const goal = 'SIU referral #SIU-882: review the five auto claims linked to the same phone number and summarise any pattern.';
  const claims = [
    { claim_id: 'CLM-24-10391', claimant: 'R. Ferreira', loss_type: 'rear-end collision', loss_date: '2024-01-08', paid: 6420.0, repair_shop: 'Crestline Auto Body', phone: '+1-555-0192' },
    { claim_id: 'CLM-24-11877', claimant: 'M. Ferreira', loss_type: 'hit and run, parked', loss_date: '2024-02-19', paid: 3980.5, repair_shop: 'Crestline Auto Body', phone: '+1-555-0192' },
    { claim_id: 'CLM-24-12530', claimant: 'J. Alvarez', loss_type: 'rear-end collision', loss_date: '2024-03-02', paid: 7105.0, repair_shop: 'Crestline Auto Body', phone: '+1-555-0192' },
    { claim_id: 'CLM-24-13014', claimant: 'J. Alvarez', loss_type: 'glass only', loss_date: '2024-03-27', paid: 612.0, repair_shop: 'ClearView Glass', phone: '+1-555-0192' },
    { claim_id: 'CLM-24-14402', claimant: 'T. Nguyen', loss_type: 'sideswipe', loss_date: '2024-04-30', paid: 5290.0, repair_shop: 'Crestline Auto Body', phone: '+1-555-0192' },
  ];
  const kids = [
    T('siu_get_referral', { referral_id: 'SIU-882' }, { reason: 'shared contact phone across unrelated claimants', claim_ids: claims.map(c => c.claim_id), opened: n.isoS() }),
    ...claims.map(c => T('claims_get', { claim_id: c.claim_id, fields: ['claimant', 'loss_type', 'loss_date', 'paid', 'repair_shop', 'phone'] }, c)),
    L('claims-analyst-llm', 'Across the five claims: three different surnames share one phone; four of five used Crestline Auto Body; three are low-speed rear-end/sideswipe losses within four months; total paid $23,407.50.'),
  ];
  return { domain: 'insurance', goal, stringArgs: true, meta: { tool: 'claims_get' },
    root: A('siu-review', goal, 'Pattern: 5 claims, 3 unrelated claimants, one shared phone; 4 of 5 repaired at Crestline Auto Body; mostly low-speed collisions within 4 months; $23,407.50 paid. Recommend a Crestline invoice audit and recorded statements.', kids) };
}

// 03 real estate CMA
function realEstate(n) {
  const goal = 'Prepare a quick CMA for 42 Birchwood Ct (3 bd / 2 ba, 1,850 sq ft) using the comps the client sent.';
  const comps = [
    ['MLS-771203', '17 Birchwood Ct', 1790, 512000, 9], ['MLS-770988', '88 Alder Way', 1920, 548500, 21], ['MLS-769541', '5 Hawthorn Pl', 1705, 489000, 34],
    ['MLS-772410', '230 Linden Ave', 2010, 566000, 6], ['MLS-768832', '61 Birchwood Ct', 1880, 531000, 15], ['MLS-771876', '9 Sorrel Ln', 1650, 470500, 48], ['MLS-770117', '140 Alder Way', 1835, 526000, 12],
  ];
  const kids = [
    L('LLM', 'Pulling each comp from MLS to get sold price, size and days on market.'),
    ...comps.map(([id, addr, sqft, price, dom]) => T('mls_get_listing', { listing_id: id, fields: 'address,status,sqft,close_price,dom,close_date' }, { listing_id: id, address: addr, status: 'Closed', sqft, close_price: price, dom, close_date: n.date(-n.int(20, 150)) })),
    L('LLM', 'Price per sq ft: 286.03, 285.68, 286.80, 281.59, 282.45, 285.15, 286.65. Median 285.68; at 1,850 sq ft that is about $528,500. Median DOM 15.'),
    T('docs_create', { title: 'CMA - 42 Birchwood Ct', template: 'cma-v2' }, { doc_id: n.alnum(20), url: 'https://docs.example/d/' + n.alnum(20) }),
  ];
  return { domain: 'real estate', goal, meta: { tool: 'mls_get_listing' },
    root: A('ReActAgent', goal, 'CMA drafted: median $285.68/sq ft across 7 closed comps suggests about $528,500 for 42 Birchwood Ct (range $521k-$531k); median 15 days on market.', kids) };
}

// 04 healthcare admin: denial remittances via nested analyst
function health(n) {
  const goal = "Why were last week's five denied physical-therapy claims denied, and what should billing do about each?";
  const rem = [
    { claim: 'C-50312', payer: 'BCBS', carc: 'CO-197', rarc: 'N54', text: 'Precertification/authorization absent', billed: 340 },
    { claim: 'C-50327', payer: 'UHC', carc: 'CO-50', rarc: 'M127', text: 'Not deemed a medical necessity', billed: 285 },
    { claim: 'C-50341', payer: 'BCBS', carc: 'CO-197', rarc: 'N54', text: 'Precertification/authorization absent', billed: 410 },
    { claim: 'C-50388', payer: 'Cigna', carc: 'CO-119', rarc: 'N362', text: 'Benefit maximum for this time period reached (visit limit 20)', billed: 190 },
    { claim: 'C-50402', payer: 'UHC', carc: 'CO-16', rarc: 'MA130', text: 'Claim lacks information: missing GP modifier', billed: 265 },
  ];
  const analyst = A('denials_analyst', 'Read the 835 remittance for each denied PT claim and classify the denial reason.', 'BCBS x2 missing auth (CO-197); UHC medical necessity (CO-50); Cigna visit limit (CO-119); UHC missing GP modifier (CO-16).', [
    ...rem.map(r => T('get_remittance_835', { claim_id: r.claim, trn: n.int(100000000, 999999999) }, { claim_id: r.claim, payer: r.payer, status: 'denied', adjustments: [{ group: r.carc.split('-')[0], carc: r.carc.split('-')[1], amount: r.billed }], remark: r.rarc, remark_text: r.text, paid: 0 })),
  ]);
  const kids = [
    T('billing_list_claims', { status: 'denied', specialty: 'PT', from: n.date(-7), to: n.date() }, rem.map(r => r.claim)),
    analyst,
    L('gpt-4o', 'Actions: C-50312/C-50341 request retro-auth from BCBS; C-50327 appeal with progress notes; C-50388 bill patient or check secondary; C-50402 add GP modifier and resubmit.'),
  ];
  return { domain: 'healthcare admin', goal, meta: { tool: 'get_remittance_835' },
    root: A('rcm-assistant', goal, 'Two BCBS claims lacked prior auth (request retro-auth), one UHC claim was denied for medical necessity (appeal with notes), one Cigna claim hit the 20-visit limit (bill secondary/patient), one UHC claim missed the GP modifier (correct and resubmit).', kids) };
}

// 05 game QA: long crash report sweep
function gameQa(n) {
  const goal = 'Go through the 12 newest crash reports for build 1.4.2 and group them by root cause for the stand-up.';
  const sig = [
    ['0xC0000005 in PhysX::SweepCapsule', 'win64', 'RTX 3060'], ['GPU device removed (DXGI_ERROR_DEVICE_HUNG)', 'win64', 'RX 6700 XT'],
    ['0xC0000005 in PhysX::SweepCapsule', 'win64', 'GTX 1660'], ['OOM in TextureStreamer::Allocate', 'ps5', '-'],
    ['assert: SaveSlot::Serialize size mismatch', 'xsx', '-'], ['0xC0000005 in PhysX::SweepCapsule', 'win64', 'RTX 4070'],
    ['GPU device removed (DXGI_ERROR_DEVICE_HUNG)', 'win64', 'RX 6600'], ['OOM in TextureStreamer::Allocate', 'ps5', '-'],
    ['assert: SaveSlot::Serialize size mismatch', 'win64', 'RTX 3080'], ['0xC0000005 in PhysX::SweepCapsule', 'steamdeck', 'Van Gogh APU'],
    ['GPU device removed (DXGI_ERROR_DEVICE_HUNG)', 'win64', 'RX 7800 XT'], ['OOM in TextureStreamer::Allocate', 'ps5', '-'],
  ];
  const ids = sig.map(() => 'cr_' + n.alnum(10));
  const kids = [
    L('gemini-1.5-pro', 'Listing the latest crash reports for 1.4.2, then reading each one.'),
    T('crash_list', { build: '1.4.2', limit: 12, order: 'newest' }, ids.map(id => ({ id, received: n.tick(-600).isoS() }))),
  ];
  sig.forEach(([s, plat, gpu], i) => {
    kids.push(T('crash_get', { id: ids[i] }, { id: ids[i], build: '1.4.2', platform: plat, gpu, signature: s, level: n.pick(['Harbor_02', 'Caves_01', 'Citadel_04', 'MainMenu']), uptime_s: n.int(40, 9000), minidump: `s3://crashes/1.4.2/${ids[i]}.dmp` }));
    if (i === 3) kids.push(L('gemini-1.5-pro', 'So far: PhysX SweepCapsule x2, GPU hang x1, PS5 texture OOM x1.'));
    if (i === 7) kids.push(L('gemini-1.5-pro', 'After 8: PhysX x3, GPU hang x2, texture OOM x2, save-slot assert x1.'));
    if (i === 9) kids.push(L('gemini-1.5-pro', 'After 10: the Steam Deck report adds a fourth PhysX case; save-slot assert now on Xbox and PC.'));
  });
  kids.push(L('gemini-1.5-pro', 'Grouping: PhysX SweepCapsule access violation 4 (all PC/Deck), DXGI device hung 3 (AMD only), TextureStreamer OOM 3 (PS5 only), SaveSlot serialize assert 2 (Xbox + PC). Symbolicating one dump per group.'));
  const sym = [
    [0, 'PhysX::SweepCapsule <- CharacterMotor::Step <- Ladder::OnExit', 'null shape after ladder exit'],
    [1, 'd3d12!DeviceRemoved <- amdxc64 <- VolumetricFog::Dispatch', 'driver hang in volumetric fog pass'],
    [3, 'TextureStreamer::Allocate <- MipBias::Raise <- Harbor_02 streaming volume', 'streaming pool exhausted (3.1 GB of 3.0 GB)'],
    [4, 'SaveSlot::Serialize <- QuestLog::Write', 'QuestLog grew past fixed 64 KB slot'],
  ];
  for (const [i, stack, hint] of sym) kids.push(T('symbolicate', { minidump: `s3://crashes/1.4.2/${ids[i]}.dmp`, symbols: 'build-1.4.2' }, { stack, hint, took_ms: n.ms(900, 5000) }));
  kids.push(L('gemini-1.5-pro', 'Root causes: ladder-exit null shape (PhysX), AMD driver hang in volumetric fog, PS5 streaming pool overrun on Harbor_02, QuestLog exceeding the 64 KB save slot. Checking for existing tickets.'));
  for (const q of ['SweepCapsule', 'DEVICE_HUNG VolumetricFog', 'TextureStreamer Harbor_02', 'SaveSlot QuestLog']) kids.push(T('jira_search', { jql: `project = GAME AND text ~ "${q}" AND fixVersion = 1.4.3` }, q.startsWith('Sweep') ? { issues: [{ key: 'GAME-4410', status: 'In Review' }], total: 1 } : q.startsWith('Texture') ? { issues: [{ key: 'GAME-4398', status: 'Open' }], total: 1 } : { issues: [], total: 0 }));
  kids.push(L('gemini-1.5-pro', 'PhysX (GAME-4410) and texture OOM (GAME-4398) are tracked; GPU hang and SaveSlot assert have no ticket yet.'));
  kids.push(T('git_log', { path: 'Source/Rendering/VolumetricFog.cpp', since: '1.4.1' }, [{ sha: n.hex(10), author: 'm.okafor', msg: 'Fog: switch to async compute on PC' }]));
  kids.push(T('git_log', { path: 'Source/Save/QuestLog.cpp', since: '1.4.1' }, [{ sha: n.hex(10), author: 'r.silva', msg: 'QuestLog: keep full dialogue history' }, { sha: n.hex(10), author: 'r.silva', msg: 'QuestLog: add journal sketches' }]));
  kids.push(L('gemini-1.5-pro', 'Both untracked groups line up with 1.4.2 changes: async compute fog on PC and the QuestLog history growth. Filing tickets with those commits.'));
  kids.push(T('jira_create_issue', { project: 'GAME', summary: 'DXGI device hung in VolumetricFog::Dispatch on AMD GPUs (1.4.2)', components: ['Rendering'], priority: 'High' }, { key: 'GAME-44' + n.int(20, 60) }));
  kids.push(T('jira_create_issue', { project: 'GAME', summary: 'SaveSlot::Serialize assert - QuestLog exceeds 64 KB slot (1.4.2)', components: ['Save System'], priority: 'High' }, { key: 'GAME-44' + n.int(61, 99) }));
  kids.push(T('confluence_append', { page: 'Stand-up notes', section: 'Crashes 1.4.2' }, { version: n.int(200, 400), updated: n.isoS() }));
  kids.push(T('slack_post', { channel: 'qa-standup', text: '1.4.2 crash summary is in the stand-up notes. New tickets filed for the AMD fog hang and the QuestLog save-slot assert; PhysX and texture OOM are already tracked.' }, { ok: true, ts: `${n.epoch()}.${n.int(100000, 999999)}` }));
  return { domain: 'game QA', goal, meta: { tool: 'crash_get' },
    root: A('qa-crash-bot', goal, '1.4.2 crashes (12): PhysX::SweepCapsule AV x4 (ladder exit, GAME-4410), DXGI device hung x3 (AMD, volumetric fog, new ticket), TextureStreamer OOM x3 (PS5 Harbor_02, GAME-4398), SaveSlot assert x2 (QuestLog > 64 KB, new ticket). Added to stand-up notes.', kids) };
}

// 06 legal: NDA term clauses via retriever, JSON-string args
function legal(n) {
  const goal = 'Compare the term and survival periods across our five vendor NDAs and flag any that deviate from our 3-year standard.';
  const ndas = [
    ['NDA-Orbis-2022', 'This Agreement remains in effect for three (3) years from the Effective Date; confidentiality obligations survive for three (3) years after termination.'],
    ['NDA-Keystone-2023', 'The term of this Agreement is two (2) years. Obligations survive termination for one (1) year.'],
    ['NDA-Pellucid-2021', 'This Agreement shall continue for three (3) years. Obligations with respect to trade secrets survive indefinitely; all other obligations for three (3) years.'],
    ['NDA-Marlowe-2023', 'This Agreement continues until terminated by either party on thirty (30) days written notice. Obligations survive for five (5) years.'],
    ['NDA-Tidewater-2024', 'Term: three (3) years from signature. Survival: three (3) years.'],
  ];
  const kids = [
    L('claude-3-opus', 'Retrieving the term and survival clause from each NDA.'),
    ...ndas.map(([doc, text]) => R('clause_retriever', { doc_id: doc, query: 'term of agreement and survival of confidentiality obligations', top_k: 1 }, [{ doc_id: doc, chunk_id: n.hex(10), score: Number((0.8 + n.int(0, 150) / 1000).toFixed(3)), text }])),
    L('claude-3-opus', 'Keystone (2y term, 1y survival) and Marlowe (evergreen, 5y survival) deviate; Pellucid adds indefinite trade-secret survival, which is acceptable; Orbis and Tidewater match the standard.'),
  ];
  return { domain: 'legal', goal, stringArgs: true, meta: { tool: 'clause_retriever' },
    root: A('contract-review', goal, 'Deviations: Keystone (2-year term, 1-year survival - below standard) and Marlowe (evergreen term, 5-year survival). Pellucid matches with indefinite trade-secret survival. Orbis and Tidewater match the 3-year standard.', kids) };
}

export const rows = [coding, insurance, realEstate, health, gameQa, legal];
