// Family: post_success_rechecks  (loop: true, stagnation: false)
// The task is done and confirmed by a tool result, but the agent keeps re-reading,
// re-verifying or re-submitting the finished work until a limit or cut-off.

export const family = 'post_success_rechecks';
export const loop = true;
export const stagnation = false;
export const summary = 'The goal is achieved and confirmed by a tool result, then the agent performs 3+ more checks/re-submissions that learn nothing and never finishes.';

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'vineyard management', style: 'sk',
    isolates: 'A sulfur spray is scheduled and confirmed both in the spray record and in the crew app; the agent then re-reads both twice more and re-submits (getting a duplicate 409) instead of finishing.',
    goal: 'Schedule the sulfur spray for Blocks 7 and 9 (Pinot Noir) for tomorrow at first light, respecting the 24-hour re-entry interval, and make sure crew C sees it in the crew app.',
    build(N) {
      N.tick(0);
      const created = N.isoOff(-420);
      const app = () => {
        N.tick(3, 9);
        return {
          application_id: 'APP-2291', status: 'SCHEDULED', blocks: ['7', '9'], acres: 18.6, product: 'Microthiol Disperss (EPA 70506-187)', rate: '5 lb/ac', water_gpa: 100,
          window: { start_local: 'tomorrow 05:45', end_local: 'tomorrow 08:30' }, rei_hours: 24, phi_days: 0, crew: 'C', equipment: 'Tractor 4 + Rears Pak-Blast',
          pur_draft: 'PUR-24-CA-009113', created_at: created, read_at: N.isoOff(-420), record_version: 3,
        };
      };
      const crew = () => {
        N.tick(2, 6);
        return {
          crew: 'C', date: 'tomorrow', push_status: 'DELIVERED', devices_synced: `4/4 (last sync ${N.int(1, 59)}s ago)`,
          assignments: [{ time: '05:45', task: 'Sulfur spray (APP-2291)', blocks: '7, 9', ppe: 'respirator, coveralls, nitrile gloves', posting_required: true }, { time: '10:00', task: 'Shoot thinning', blocks: '12' }],
          request_id: N.reqId('cr_'),
        };
      };
      return {
        agent: 'VineyardOpsAgent', plugins: ['Spray', 'CrewApp'],
        system: 'You schedule vineyard operations. Create spray applications with Spray-create_application, verify them, and make sure crews receive them in CrewApp. Stop when the work is scheduled and visible.',
        steps: [
          { calls: [{ tool: 'Spray-create_application', args: { blocks: ['7', '9'], product: 'Microthiol Disperss', rate: '5 lb/ac', start: 'tomorrow 05:45', crew: 'C' }, out: { application_id: 'APP-2291', status: 'SCHEDULED', created_at: created, rei_until_local: 'day after tomorrow 05:45', warnings: [] } }] },
          { calls: [{ tool: 'Spray-get_application', args: { application_id: 'APP-2291' }, out: app() }] },
          { calls: [{ tool: 'CrewApp-get_assignments', args: { crew: 'C', date: 'tomorrow' }, out: crew() }] },
          { think: 'APP-2291 is scheduled for 05:45 with a 24 h REI and crew C has it on all four devices. Let me double-check the REI posting details once more.', calls: [{ tool: 'Spray-get_application', args: { application_id: 'APP-2291' }, out: app() }] },
          { calls: [{ tool: 'CrewApp-get_assignments', args: { crew: 'C', date: 'tomorrow' }, out: crew() }] },
          { think: 'To be safe I will make sure the application is definitely registered.', calls: [{ tool: 'Spray-create_application', args: { blocks: ['7', '9'], product: 'Microthiol Disperss', rate: '5 lb/ac', start: 'tomorrow 05:45', crew: 'C' }, err: 'HTTP 409 Conflict: application APP-2291 already exists for blocks 7,9 in this window', out: { existing: 'APP-2291' } }] },
          { calls: [{ tool: 'Spray-get_application', args: { application_id: 'APP-2291' }, out: app() }] },
        ],
        end: { error: 'FunctionChoiceBehavior: maximum_auto_invoke_attempts (7) reached; returning without a final answer' },
      };
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'video game QA', style: 'haystack',
    isolates: 'A crash is reproduced, filed as QAG-8812 and the dump attachment is verified on the ticket; the agent then re-fetches the ticket twice, re-downloads the dump summary and re-runs the identical repro before hitting its step limit.',
    goal: 'Reproduce the crash reported on build 0.9.4412 when alt-tabbing during the Chapter 3 cutscene on PC, and file a Jira bug with the crash dump attached.',
    build(N) {
      const dump = N.uuid();
      const repro = () => {
        N.tick(140, 260);
        return {
          farm: 'qa-devicefarm-eu', slot: `pc-rtx3060-${N.int(10, 40)}`, build: '0.9.4412 (CL 771203)', script: 'ch3_cutscene_alttab.lua', result: 'CRASH',
          time_to_crash_s: N.float(8.1, 8.9, 2), crash: { dump_guid: dump, exception: 'DXGI_ERROR_DEVICE_REMOVED (0x887A0005)', top_frame: 'RenderThread::PresentFrame+0x1c2', module: 'Tideborne-Win64-Shipping.exe' },
          video: `https://farm.example.internal/runs/${N.alnum(12)}.mp4`, run_id: N.ulid(),
        };
      };
      const issue = () => {
        N.tick(5, 20);
        return {
          key: 'QAG-8812', status: 'Open', priority: 'P1', summary: '[PC] Crash (DEVICE_REMOVED) on alt-tab during Ch3 cutscene - 0.9.4412',
          attachments: [{ filename: `${dump}.dmp`, size: '48.2 MB', created: 'a few minutes ago' }, { filename: 'repro.mp4', size: '11.7 MB' }],
          fields: { found_in_build: '0.9.4412', component: 'Rendering', repro_rate: '3/3' }, self: 'https://jira.example.internal/rest/api/2/issue/1188412', fetched: N.http(),
        };
      };
      const dumpSummary = () => ({ dump_guid: dump, symbolicated: true, threads: 61, faulting_thread: 'RenderThread', stack: ['RenderThread::PresentFrame+0x1c2', 'D3D12Swapchain::Present+0x88', 'dxgi!CDXGISwapChain::Present+0x71'], gpu: 'NVIDIA GeForce RTX 3060 (551.86)', cache: `X-Cache: ${N.pick(['HIT', 'MISS'])} from symsrv-${N.int(1, 4)}` });
      return {
        agent: 'qa_pipeline', maxSteps: 9, toolNames: ['run_repro', 'get_crash_dump', 'create_jira_issue', 'attach_file', 'get_jira_issue'],
        system: 'You are a QA automation agent. Reproduce reported crashes on the device farm and file well-formed Jira bugs with dumps attached.',
        steps: [
          { calls: [{ tool: 'run_repro', args: { build: '0.9.4412', platform: 'PC-Win11', script: 'ch3_cutscene_alttab.lua', runs: 1 }, out: repro() }] },
          { calls: [{ tool: 'get_crash_dump', args: { dump_guid: dump, symbolicate: true }, out: dumpSummary() }] },
          { think: 'Reproduced: DEVICE_REMOVED in RenderThread::PresentFrame. Filing the bug.', calls: [{ tool: 'create_jira_issue', args: { project: 'QAG', type: 'Bug', priority: 'P1', summary: '[PC] Crash (DEVICE_REMOVED) on alt-tab during Ch3 cutscene - 0.9.4412', component: 'Rendering' }, out: { id: '1188412', key: 'QAG-8812', self: 'https://jira.example.internal/rest/api/2/issue/1188412' } }] },
          { calls: [{ tool: 'attach_file', args: { issue: 'QAG-8812', files: [`${dump}.dmp`, 'repro.mp4'] }, out: { attached: 2, total_bytes: 62810112, elapsed: N.dur(N.int(3000, 9000)) } }] },
          { calls: [{ tool: 'get_jira_issue', args: { key: 'QAG-8812' }, out: issue() }] },
          { think: 'QAG-8812 is open with both the dump and the video attached. I will confirm the attachment list is complete.', calls: [{ tool: 'get_jira_issue', args: { key: 'QAG-8812' }, out: issue() }] },
          { calls: [{ tool: 'get_crash_dump', args: { dump_guid: dump, symbolicate: true }, out: dumpSummary() }] },
          { calls: [{ tool: 'get_jira_issue', args: { key: 'QAG-8812' }, out: issue() }] },
          { think: 'Running the repro once more so the ticket has a fresh confirmation.', calls: [{ tool: 'run_repro', args: { build: '0.9.4412', platform: 'PC-Win11', script: 'ch3_cutscene_alttab.lua', runs: 1 }, out: repro() }] },
        ],
        end: { cutoff: true, agentError: 'Agent reached max_agent_steps=9' },
        rootMeta: { stop_reason: 'max_agent_steps exceeded' },
      };
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'court e-filing', style: 'dspy',
    isolates: 'A motion is e-filed and the receipt confirms docket entry 37 with the NEF sent to all counsel; the agent then alternates between the docket and the same receipt four more times until max_iters.',
    goal: 'E-file the motion for extension of time (with proposed order) in case 2:24-cv-01187 in the District of Nevada and confirm the Notice of Electronic Filing was generated.',
    build(N) {
      const receipt = `NVD-${N.digits(9)}`;
      const filedAt = N.fmt('MM/DD/YYYY at h:mm A', -480) + ' PST';
      const rec = () => {
        N.tick(4, 12);
        return `Notice of Electronic Filing\n\nThe following transaction was entered by Marsh, Alina on ${filedAt} and filed on ${N.fmt('MM/DD/YYYY', -480)}\nCase Name: Delacroix Holdings LLC v. Pinecrest Mutual\nCase Number: 2:24-cv-01187-GMN-DJA\nFiler: Pinecrest Mutual\nDocument Number: 37\n\nDocket Text:\nMOTION to Extend Time (First Request) re [31] Motion for Summary Judgment by Defendant Pinecrest Mutual. (Attachments: # (1) Proposed Order)(Marsh, Alina)\n\n2:24-cv-01187-GMN-DJA Notice has been electronically mailed to: 4 recipients\n\nDocument description:Main Document\nElectronic document Stamp:\n[STAMP dcecfStamp_ID=1101333844 [Date=${N.fmt('M/D/YYYY', -480)}] [FileNumber=${receipt.slice(4)}-0] [${N.hex(40)}]]\n(retrieved ${N.fmt('ddd Mon DD HH:mm:ss YYYY', -480)})`;
      };
      const docket = () => {
        N.tick(5, 15);
        return { case: '2:24-cv-01187-GMN-DJA', entries_tail: [
          { no: 35, filed: 'earlier', text: 'RESPONSE to [31] Motion for Summary Judgment' },
          { no: 36, filed: 'earlier', text: 'MINUTE ORDER IN CHAMBERS re scheduling' },
          { no: 37, filed: filedAt, text: 'MOTION to Extend Time (First Request) re [31] ... (Attachments: # (1) Proposed Order)' },
        ], pacer_fee: '$0.30', transaction_ts: N.fmt('MM/DD/YYYY HH:mm:ss', -480), client_code: 'PINE-0412' };
      };
      return {
        agent: 'ReAct', maxIters: 8,
        system: 'You are a litigation support agent with CM/ECF access. Tools: upload_document, submit_filing, get_filing_receipt, get_docket, finish.',
        steps: [
          { think: 'Upload the motion PDF first.', calls: [{ tool: 'upload_document', args: { case: '2:24-cv-01187', file: 'Mot_Extend_Time_FINAL.pdf', role: 'main' }, out: { token: `up_${N.alnum(16)}`, pages: 6, pdfa: true } }] },
          { think: 'Now the proposed order as attachment 1.', calls: [{ tool: 'upload_document', args: { case: '2:24-cv-01187', file: 'Proposed_Order.pdf', role: 'attachment', description: 'Proposed Order' }, out: { token: `up_${N.alnum(16)}`, pages: 2, pdfa: true } }] },
          { think: 'Submit with event "Motion to Extend Time", linked to ECF 31.', calls: [{ tool: 'submit_filing', args: { case: '2:24-cv-01187', event: 'Motion to Extend Time', relates_to: [31], filer: 'Pinecrest Mutual' }, out: { status: 'FILED', receipt, document_number: 37 } }] },
          { think: 'Filing accepted as document 37; pull the NEF to confirm service.', calls: [{ tool: 'get_filing_receipt', args: { receipt }, out: rec() }] },
          { think: 'NEF shows document 37 mailed to 4 recipients. Let me look at the docket to see the entry.', calls: [{ tool: 'get_docket', args: { case: '2:24-cv-01187', last: 3 }, out: docket() }] },
          { think: 'Docket lists entry 37 with the proposed order. Re-open the receipt to be certain of the recipient count.', calls: [{ tool: 'get_filing_receipt', args: { receipt }, out: rec() }] },
          { think: 'Check the docket again in case the clerk modified the entry.', calls: [{ tool: 'get_docket', args: { case: '2:24-cv-01187', last: 3 }, out: docket() }] },
          { think: 'Confirming the NEF stamp one more time.', calls: [{ tool: 'get_filing_receipt', args: { receipt }, out: rec() }] },
        ],
        dsExtract: { reasoning: 'The motion was filed as ECF No. 37 and the NEF was sent to 4 recipients; later steps re-checked the same records.', answer: 'Filed as ECF No. 37; NEF generated.' },
        rootMeta: { stop_reason: 'max_iters reached (8); finish was never called' },
      };
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'coffee roasting', style: 'pydantic',
    isolates: 'A roast profile is uploaded and the roaster config confirms it is active with a matching checksum; the agent then lists profiles, re-reads the config twice and re-uploads the identical file (no-op) until the request limit.',
    goal: 'Upload the new Ethiopia Guji natural roast profile (v3) to Roaster 2 (Loring S35) and make it the active profile for Thursday\'s production batch.',
    build(N) {
      const sum = N.sha256();
      const cfg = () => {
        N.tick(6, 20);
        return {
          roaster: 'R2', model: 'Loring S35 Kestrel', firmware: '4.12.3', active_profile: { id: 'eth-guji-nat-v3', name: 'Ethiopia Guji Natural v3', sha256: sum, activated_by: 'api:roast-agent' },
          queue: [{ batch: 'PB-0611', profile: 'eth-guji-nat-v3', day: 'Thu', kg: 30 }, { batch: 'PB-0612', profile: 'house-espresso-v9', day: 'Thu', kg: 34 }],
          telemetry: { bean_temp_c: N.jitter(21.4, 0.3, 1), exhaust_temp_c: N.jitter(24.0, 0.4, 1), state: 'IDLE' }, read_at: N.isoOff(120),
        };
      };
      return {
        agent: 'roastery_agent', usageLimits: { request_limit: 8 },
        system: 'You manage roast profiles on the roastery\'s connected roasters. Upload profiles, activate them for batches and confirm. Reply with a short summary when done.',
        steps: [
          { calls: [{ tool: 'upload_profile', args: { roaster: 'R2', file: 'profiles/eth_guji_natural_v3.alog', name: 'Ethiopia Guji Natural v3' }, out: { profile_id: 'eth-guji-nat-v3', sha256: sum, points: 412, charge_temp_c: 221, drop_temp_c: 206.5, dev_time_pct: 18.2, created: true } }] },
          { calls: [{ tool: 'set_active_profile', args: { roaster: 'R2', profile_id: 'eth-guji-nat-v3', batches: ['PB-0611'] }, out: { ok: true, roaster: 'R2', batch: 'PB-0611', previous: 'eth-guji-nat-v2' } }] },
          { calls: [{ tool: 'get_roaster_config', args: { roaster: 'R2' }, out: cfg() }] },
          { think: 'Roaster 2 shows eth-guji-nat-v3 active for PB-0611 on Thursday and the checksum matches the upload. Let me see the profile library as well.', calls: [{ tool: 'list_profiles', args: { roaster: 'R2' }, out: { profiles: ['eth-guji-nat-v3', 'eth-guji-nat-v2', 'house-espresso-v9', 'colombia-huila-v4', 'decaf-swp-v2'], etag: N.etag(true), total: 5 } }] },
          { calls: [{ tool: 'get_roaster_config', args: { roaster: 'R2' }, out: cfg() }] },
          { think: 'Re-sending the file so the roaster definitely holds the latest copy.', calls: [{ tool: 'upload_profile', args: { roaster: 'R2', file: 'profiles/eth_guji_natural_v3.alog', name: 'Ethiopia Guji Natural v3' }, out: { profile_id: 'eth-guji-nat-v3', sha256: sum, created: false, message: 'unchanged: identical checksum, no new version stored' } }] },
          { calls: [{ tool: 'get_roaster_config', args: { roaster: 'R2' }, out: cfg() }] },
          { think: 'Config still shows v3 active.', calls: [{ tool: 'list_profiles', args: { roaster: 'R2' }, out: { profiles: ['eth-guji-nat-v3', 'eth-guji-nat-v2', 'house-espresso-v9', 'colombia-huila-v4', 'decaf-swp-v2'], etag: N.etag(true), total: 5 } }] },
        ],
        end: { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 8' },
      };
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'browser car-rental booking', style: 'plain',
    isolates: 'A browser agent completes a car booking and sees the confirmation number; it then reloads the confirmation page, opens My Bookings and re-reads both pages (only nonces, CSRF tokens and timestamps change) until cut off.',
    goal: 'Book a compact car at Lisbon Airport (LIS) from 14 to 18 June under corporate code ACME-EU, pay with the company card on file, and report the confirmation number.',
    build(N) {
      const conf = 'LX-4R8Q2M';
      const bucket = N.pick(['ctl', 'v2', 'v3-price-anchor']);
      const page = (title, body) => {
        N.tick(2, 6);
        return `<!-- served by web-${N.alnum(4)} in ${N.int(80, 420)}ms | ab=${bucket} -->\n<html><head><title>${title}</title><meta name="csrf-token" content="${N.b64(32)}"><script nonce="${N.b64(16)}">window.__RID="${N.uuid()}"</script></head><body>${body}</body></html>`;
      };
      const confBody = `<main><h1>Reservation confirmed</h1><p class="conf">Confirmation number: <strong>${conf}</strong></p><dl><dt>Pick-up</dt><dd>Lisbon Airport (LIS), 14 Jun 10:00</dd><dt>Return</dt><dd>18 Jun 10:00</dd><dt>Car</dt><dd>Compact - VW Polo or similar</dd><dt>Rate</dt><dd>Corporate ACME-EU - EUR 167.40 total</dd><dt>Payment</dt><dd>Company card •••• 4417</dd></dl></main>`;
      const listBody = `<main><h1>My bookings</h1><table><tr><th>Ref</th><th>Location</th><th>Dates</th><th>Status</th></tr><tr><td>${conf}</td><td>LIS</td><td>14-18 Jun</td><td>Confirmed</td></tr></table></main>`;
      const confUrl = `https://book.example-rent.eu/checkout/confirmation?ref=${conf}`;
      return {
        agent: 'browser-agent', maxTurns: 14, model: 'gpt-4o',
        system: 'You control a headless browser via browser_navigate, browser_fill, browser_click and browser_get_text. Complete the user\'s booking and report the outcome.',
        steps: [
          { think: 'Opening the search with the dates and location.', calls: [{ tool: 'browser_navigate', args: { url: 'https://book.example-rent.eu/search?loc=LIS&from=06-14T10:00&to=06-18T10:00&cls=compact&cdp=ACME-EU' }, out: page('Search results', '<ul class="offers"><li data-offer="C1">VW Polo or similar - EUR 167.40 <button>Select</button></li><li data-offer="C2">Renault Clio or similar - EUR 171.90 <button>Select</button></li></ul>') }] },
          { think: null, calls: [{ tool: 'browser_click', args: { selector: 'li[data-offer="C1"] button' }, out: page('Checkout', '<form id="checkout"><input name="cdp" value="ACME-EU"><select name="payment"><option value="card_on_file_4417">Company card •••• 4417</option></select><button id="confirm">Confirm booking</button></form>') }] },
          { think: null, calls: [{ tool: 'browser_fill', args: { selector: 'select[name=payment]', value: 'card_on_file_4417' }, out: { ok: true } }, { tool: 'browser_click', args: { selector: '#confirm' }, out: page('Reservation confirmed', confBody) }] },
          { think: `Booking went through: confirmation ${conf}. Let me make sure the confirmation page is stable.`, calls: [{ tool: 'browser_navigate', args: { url: confUrl }, out: page('Reservation confirmed', confBody) }] },
          { think: null, calls: [{ tool: 'browser_navigate', args: { url: 'https://book.example-rent.eu/account/bookings' }, out: page('My bookings', listBody) }] },
          { think: 'Listed as Confirmed. Reading the confirmation text again to capture the exact details.', calls: [{ tool: 'browser_navigate', args: { url: confUrl }, out: page('Reservation confirmed', confBody) }] },
          { think: null, calls: [{ tool: 'browser_get_text', args: { selector: 'main' }, out: `Reservation confirmed\nConfirmation number: ${conf}\nPick-up Lisbon Airport (LIS), 14 Jun 10:00\nReturn 18 Jun 10:00\nCar Compact - VW Polo or similar\nRate Corporate ACME-EU - EUR 167.40 total\nPayment Company card •••• 4417` }] },
          { think: null, calls: [{ tool: 'browser_navigate', args: { url: 'https://book.example-rent.eu/account/bookings' }, out: page('My bookings', listBody) }] },
        ],
        end: { cutoff: true },
        rootMeta: { stop_reason: 'session killed: browser sandbox time budget exhausted' },
      };
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'recycling plant', style: 'llamaindex',
    isolates: 'Fourteen PET bales are posted to the manifest and the manifest reports that its totals match the baler counter; the agent then re-reads the counter twice and the manifest twice more before the workflow times out.',
    goal: 'Close out today\'s PET bale production on line PET-1: record bales B-7731 to B-7744 in the shipping manifest and confirm the manifest total matches the baler counter.',
    build(N) {
      const mf = `MF-${N.fmt('YYMMDD')}-PET1`;
      const counter = () => {
        N.tick(10, 40);
        return `BALER PET-1  (Harmony HBC-110)  PLC ${N.pick(['plc-bal-1a', 'plc-bal-1b'])}\nshift: DAY   read: ${N.fmt('DD.MM.YYYY HH:mm:ss')}\n bales today ........ 14   (B-7731 .. B-7744)\n total mass ......... 6412 kg\n avg bale ........... 458.0 kg\n hydraulic oil ...... ${N.jitter(47.5, 0.6, 1)} C\n cycle counter ...... ${N.seq('cycles', null, 0, 2)}`;
      };
      const manifest = (fmt) => {
        N.tick(5, 15);
        const base = { manifest: mf, material: 'PET clear (bale grade A)', bales: 14, net_kg: 6412, range: 'B-7731..B-7744', counter_match: true, status: 'OPEN - ready for haulier', updated_at: N.iso(), revision: 2 };
        return fmt === 'summary' ? { manifest: mf, bales: 14, net_kg: 6412, counter_match: true, generated: N.iso() } : base;
      };
      const entries = Array.from({ length: 14 }, (_, i) => `B-${7731 + i}`);
      return {
        agent: 'PlantOpsAgent', liAgent: 'plant_ops',
        system: 'You are the recycling plant\'s shift-close assistant. Tools: get_baler_counter, post_manifest_entries, get_manifest.',
        steps: [
          { think: 'Reading the baler counter for today.', calls: [{ tool: 'get_baler_counter', args: { line: 'PET-1', shift: 'DAY' }, out: counter() }] },
          { think: '14 bales, 6,412 kg. Posting them to the manifest.', calls: [{ tool: 'post_manifest_entries', args: { manifest: mf, bales: entries, material: 'PET-A' }, out: { posted: 14, rejected: 0, manifest: mf, net_kg: 6412 } }] },
          { think: '', calls: [{ tool: 'get_manifest', args: { manifest: mf }, out: manifest() }] },
          { think: 'Manifest holds 14 bales and 6,412 kg with counter_match true. Cross-checking against the PLC once more.', calls: [{ tool: 'get_baler_counter', args: { line: 'PET-1', shift: 'DAY' }, out: counter() }] },
          { think: '', calls: [{ tool: 'get_manifest', args: { manifest: mf }, out: manifest() }] },
          { think: 'Pulling the summary view to be sure the totals agree.', calls: [{ tool: 'get_manifest', args: { manifest: mf, format: 'summary' }, out: manifest('summary') }] },
          { think: '', calls: [{ tool: 'get_baler_counter', args: { line: 'PET-1', shift: 'DAY' }, out: counter() }] },
        ],
        end: { error: 'WorkflowRuntimeError: Max iterations of 7 reached' },
      };
    },
  },
];
