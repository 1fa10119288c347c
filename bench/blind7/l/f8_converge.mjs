// Family 8: fixes-that-converge (loop: false)
import { agent, llm, tool, sys, usr, asst, toolMsg, J, trunc } from './lib.mjs';

export const family = 'fixes-that-converge';

// 01 — coding, Claude Code; tsc errors 5 -> 3 -> 1 -> 0
function r01(R) {
  R.clock.set('2025-05-06T14:10:00Z');
  const goal = 'The web app stopped type-checking after the API client was regenerated. Get `npm run typecheck` passing again.';
  const model = 'claude-sonnet-4-20250514';
  const ctx = (x) => [sys('You are Claude Code, an interactive CLI tool that helps users with software engineering tasks.'), usr(goal), ...(x ? [toolMsg(x)] : [])];
  const E = {
    a: "src/pages/orders/OrderTable.tsx(42,31): error TS2339: Property 'totalCents' does not exist on type 'OrderSummary'.",
    b: "src/pages/orders/OrderTable.tsx(57,19): error TS2339: Property 'totalCents' does not exist on type 'OrderSummary'.",
    c: "src/hooks/useOrders.ts(18,24): error TS2345: Argument of type 'string | undefined' is not assignable to parameter of type 'string'.",
    d: "src/api/adapters.ts(11,5): error TS2322: Type 'OrderStatusEnum' is not assignable to type '\"open\" | \"shipped\" | \"cancelled\"'.",
    e: "src/api/adapters.ts(27,14): error TS7006: Parameter 'line' implicitly has an 'any' type.",
  };
  const tsc = (errs) => {
    R.clock.advS(8, 14);
    const files = {};
    errs.forEach((k) => { const f = E[k].split('(')[0]; files[f] = (files[f] || 0) + 1; });
    const body = errs.length
      ? `${errs.map((k) => E[k]).join('\n')}\n\nFound ${errs.length} error${errs.length > 1 ? 's' : ''} in ${Object.keys(files).length} file${Object.keys(files).length > 1 ? 's' : ''}.\n\nErrors  Files\n${Object.entries(files).map(([f, n]) => `     ${n}  ${f}`).join('\n')}`
      : '';
    return `> web@0.0.0 typecheck\n> tsc --noEmit -p tsconfig.json\n\n${body}${body ? '\n' : ''}\nreal\t0m${R.secs(6.2, 9.8, 3)}s\nuser\t0m${R.secs(10.1, 14.9, 3)}s\nsys\t0m${R.secs(0.5, 1.1, 3)}s`;
  };
  const run = (errs) => tool('Bash', { command: 'cd apps/web && time npm run typecheck', description: 'Run type check' }, tsc(errs), errs.length ? 'Exit code 2' : undefined);
  const kids = [];
  kids.push(llm(model, ctx(), "I'll run the type check to see what broke."));
  kids.push(run(['a', 'b', 'c', 'd', 'e']));
  kids.push(tool('Grep', { pattern: 'total', path: 'packages/api-client/src/models/OrderSummary.ts', output_mode: 'content', '-n': true }, '14:  total: Money;\n15:  subtotal: Money;'));
  kids.push(llm(model, ctx('Found 5 errors'), 'The regenerated OrderSummary replaced totalCents with total: Money ({ amount, currency }). Updating both usages in OrderTable.tsx to order.total.amount.'));
  kids.push(tool('Edit', { file_path: 'apps/web/src/pages/orders/OrderTable.tsx', old_string: 'order.totalCents', new_string: 'order.total.amount', replace_all: true }, 'The file apps/web/src/pages/orders/OrderTable.tsx has been updated. All occurrences of \'order.totalCents\' were successfully replaced with \'order.total.amount\'.'));
  kids.push(run(['c', 'd', 'e']));
  kids.push(llm(model, ctx('Found 3 errors'), "Down to 3. adapters.ts: the client now exports OrderStatusEnum, so I'll map it explicitly to our string union and type the line parameter as OrderLine."));
  kids.push(tool('Edit', { file_path: 'apps/web/src/api/adapters.ts', old_string: '  status: dto.status,\n', new_string: '  status: toUiStatus(dto.status),\n' }, 'The file apps/web/src/api/adapters.ts has been updated.'));
  kids.push(tool('Edit', { file_path: 'apps/web/src/api/adapters.ts', old_string: 'dto.lines.map((line) =>', new_string: 'dto.lines.map((line: OrderLine) =>' }, 'The file apps/web/src/api/adapters.ts has been updated.'));
  kids.push(run(['c']));
  kids.push(llm(model, ctx('Found 1 error'), 'One left: useOrders passes router.query.customerId (string | undefined) to fetchOrders. I will skip the query when the id is missing instead of asserting.'));
  kids.push(tool('Edit', { file_path: 'apps/web/src/hooks/useOrders.ts', old_string: '    queryFn: () => fetchOrders(customerId),', new_string: '    queryFn: () => fetchOrders(customerId!),\n    enabled: Boolean(customerId),' }, 'The file apps/web/src/hooks/useOrders.ts has been updated.'));
  kids.push(run([]));
  return {
    isolates: 'The same type-check command is rerun after each of three fixes and its error list shrinks from 5 to 3 to 1 to none, with only timing lines varying.',
    loop: false, stagnation: false, goal,
    root: agent('claude-code', goal, '`npm run typecheck` passes now. Changes: OrderTable.tsx uses order.total.amount (the regenerated client replaced totalCents with a Money object); adapters.ts maps OrderStatusEnum through toUiStatus() and types line as OrderLine; useOrders only runs the query when customerId is present.', kids),
  };
}

// 02 — e-learning, LangGraph, string args; SCORM manifest validation 4 -> 2 -> 0, then upload
function r02(R) {
  R.clock.set('2024-08-20T10:30:00Z');
  const goal = "Package the 'Workplace Ergonomics' course as SCORM 2004 and upload it to the LMS; the last upload was rejected.";
  const errs = [
    { code: 'MAN-014', severity: 'error', message: "Resource 'RES-3' href 'module3/index.htm' not found in package (found 'module3/index.html')." },
    { code: 'MAN-022', severity: 'error', message: "Resource 'RES-2' is missing required attribute adlcp:scormType." },
    { code: 'ORG-007', severity: 'error', message: "Item 'ITEM-5' identifierref 'RES-6' does not reference a declared resource." },
    { code: 'MET-001', severity: 'error', message: "<schemaversion> must be '2004 4th Edition' (found '2004 3rd Edition') to match the declared namespaces." },
  ];
  const check = (list) => { R.clock.adv(1500, 4000); return { package: 'ergonomics_v7.zip', standard: 'SCORM 2004 4th Ed', valid: list.length === 0, error_count: list.length, errors: list, warnings: [{ code: 'SEQ-101', message: 'No sequencing rules defined; default flow applies.' }], run_id: `scv-${R.hex(8)}`, duration_ms: R.int(900, 3200) }; };
  const kids = [];
  const s = sys('You are an instructional-technology assistant. Tools: validate_scorm, edit_manifest, rebuild_package, lms_upload.');
  kids.push(tool('validate_scorm', { package_path: 'build/ergonomics_v7.zip' }, check(errs)));
  kids.push(llm('ChatOpenAI', [s, usr(goal)], 'Four manifest errors. Two are simple: RES-3 points to index.htm but the file is index.html, and RES-2 lacks adlcp:scormType="sco". Fixing those first.'));
  kids.push(tool('edit_manifest', { path: 'src/imsmanifest.xml', edits: [{ xpath: "//resource[@identifier='RES-3']/@href", value: 'module3/index.html' }, { xpath: "//resource[@identifier='RES-2']/@adlcp:scormType", value: 'sco' }] }, { applied: 2 }));
  kids.push(tool('rebuild_package', { src: 'src/', out: 'build/ergonomics_v7.zip' }, { ok: true, files: 143, bytes: 18822104 }));
  kids.push(tool('validate_scorm', { package_path: 'build/ergonomics_v7.zip' }, check(errs.slice(2))));
  kids.push(llm('ChatOpenAI', [s, usr(goal), toolMsg('error_count: 2')], 'Two remain. ITEM-5 (the final quiz) references RES-6, but the quiz resource is declared as RES-5-QUIZ; and the metadata schemaversion needs to say 2004 4th Edition.'));
  kids.push(tool('edit_manifest', { path: 'src/imsmanifest.xml', edits: [{ xpath: "//item[@identifier='ITEM-5']/@identifierref", value: 'RES-5-QUIZ' }, { xpath: '//metadata/schemaversion', value: '2004 4th Edition' }] }, { applied: 2 }));
  kids.push(tool('rebuild_package', { src: 'src/', out: 'build/ergonomics_v7.zip' }, { ok: true, files: 143, bytes: 18822131 }));
  kids.push(tool('validate_scorm', { package_path: 'build/ergonomics_v7.zip' }, check([])));
  R.clock.advS(20, 50);
  kids.push(tool('lms_upload', { package_path: 'build/ergonomics_v7.zip', course_code: 'HR-ERG-101', replace_existing: true }, { status: 'imported', course_id: 88412, version: 7, launch_url: 'https://learn.example.com/course/88412/launch', imported_at: R.clock.iso() }));
  return {
    isolates: 'The SCORM validator is rerun after each round of manifest edits and its error list drops from 4 to 2 to 0, after which the package uploads.',
    loop: false, stagnation: false, goal,
    root: agent('LangGraph', goal, "The 'Workplace Ergonomics' package now validates as SCORM 2004 4th Edition (0 errors, 1 sequencing warning) and was imported to the LMS as course 88412, version 7. Fixes: RES-3 href, RES-2 scormType, ITEM-5 identifierref, and metadata schemaversion.", kids),
    stringArgs: true,
  };
}

// 03 — fintech KYC, Bedrock Agents; onboarding payload validation 4 -> 2 -> 1 -> 0, then submit
function r03(R) {
  R.clock.set('2024-06-25T15:40:00Z');
  const goal = 'Submit the business onboarding application for Copperline Logistics LLC to the KYC provider. Data is in the CRM record.';
  const kids = [];
  const rat = (t) => kids.push(llm('orchestrationTrace.modelInvocation', { text: `Human: ${goal}\n\nAssistant: <thinking>` }, t));
  const V = [
    { path: 'business.tin', rule: 'format', message: "EIN must match NN-NNNNNNN (got '871234567')" },
    { path: 'beneficial_owners[1].date_of_birth', rule: 'format', message: "must be an ISO 8601 date (got '07/14/1981')" },
    { path: 'beneficial_owners', rule: 'ownership_total', message: 'sum of ownership_pct is 105, must be ≤ 100' },
    { path: 'control_person', rule: 'required', message: 'a control person is required' },
  ];
  const val = (list) => { R.clock.adv(300, 900); return { statusCode: list.length ? 422 : 200, body: { valid: list.length === 0, violations: list, validationId: R.uuid(), schema: 'kyb-application/v3' } }; };
  R.clock.adv(500, 1000);
  kids.push(tool('actionGroup:CRM GET::/accounts/{id}', { id: 'ACC-20918' }, { statusCode: 200, body: { legal_name: 'Copperline Logistics LLC', tin: '871234567', formation_state: 'TX', address: '2200 Commerce St, Dallas, TX 75201', owners: [{ name: 'Marcus Reed', pct: 60, dob: '1975-02-03', title: 'Managing Member' }, { name: 'Elena Ruiz', pct: 45, dob: '07/14/1981', title: 'Member' }], notes: 'Per amended operating agreement (2024-05-30): Reed 55%, Ruiz 45%.' } }));
  kids.push(tool('actionGroup:KYCProvider POST::/applications/validate', { requestBody: { business: { legal_name: 'Copperline Logistics LLC', tin: '871234567' }, beneficial_owners: [{ name: 'Marcus Reed', ownership_pct: 60, date_of_birth: '1975-02-03' }, { name: 'Elena Ruiz', ownership_pct: 45, date_of_birth: '07/14/1981' }] } }, val(V), 'HTTP 422'));
  rat('Four violations. The EIN needs a hyphen (87-1234567) and Ruiz\'s date of birth must be 1981-07-14. I will fix those two formatting issues first.');
  kids.push(tool('actionGroup:KYCProvider POST::/applications/validate', { requestBody: { business: { legal_name: 'Copperline Logistics LLC', tin: '87-1234567' }, beneficial_owners: [{ name: 'Marcus Reed', ownership_pct: 60, date_of_birth: '1975-02-03' }, { name: 'Elena Ruiz', ownership_pct: 45, date_of_birth: '1981-07-14' }] } }, val(V.slice(2)), 'HTTP 422'));
  rat('Two left. Ownership totals 105% because the CRM still has Reed at 60%; the note says the amended operating agreement from 2024-05-30 sets Reed at 55%. Correcting that.');
  kids.push(tool('actionGroup:KYCProvider POST::/applications/validate', { requestBody: { business: { legal_name: 'Copperline Logistics LLC', tin: '87-1234567' }, beneficial_owners: [{ name: 'Marcus Reed', ownership_pct: 55, date_of_birth: '1975-02-03' }, { name: 'Elena Ruiz', ownership_pct: 45, date_of_birth: '1981-07-14' }] } }, val(V.slice(3)), 'HTTP 422'));
  rat('Only the control person is missing. Marcus Reed is Managing Member, so he is the control person.');
  const finalBody = { business: { legal_name: 'Copperline Logistics LLC', tin: '87-1234567' }, beneficial_owners: [{ name: 'Marcus Reed', ownership_pct: 55, date_of_birth: '1975-02-03' }, { name: 'Elena Ruiz', ownership_pct: 45, date_of_birth: '1981-07-14' }], control_person: { name: 'Marcus Reed', title: 'Managing Member' } };
  kids.push(tool('actionGroup:KYCProvider POST::/applications/validate', { requestBody: finalBody }, val([])));
  R.clock.adv(800, 1600);
  kids.push(tool('actionGroup:KYCProvider POST::/applications', { requestBody: finalBody }, { statusCode: 201, body: { applicationId: 'kyb_app_7Hq2LmZ0', status: 'SUBMITTED', createdAt: R.clock.iso() } }));
  return {
    isolates: 'The application payload is revalidated after each correction and the violation list shrinks from 4 to 2 to 1 to 0, after which the application is submitted.',
    loop: false, stagnation: false, goal,
    root: agent('InvokeAgent onboarding-agent', goal, 'Submitted: application kyb_app_7Hq2LmZ0 for Copperline Logistics LLC. I corrected the EIN format, Elena Ruiz\'s date of birth, Marcus Reed\'s ownership (55% per the 2024-05-30 amended operating agreement), and added Reed as control person. Please update the CRM owner percentage to match.', kids),
  };
}

// 04 — real estate, CrewAI; RESO listing feed validation 6 -> 3 -> 1 -> 0, then syndication
function r04(R) {
  R.clock.set('2025-03-12T18:00:00Z');
  const goal = 'Get the Willow Creek listings feed to pass RESO validation so it can be syndicated to the portals tonight.';
  const issues = [
    'L-24-3390: StandardStatus "For Sale" is not a valid RESO lookup value (expected Active, Pending, ...)',
    'L-24-3391: StandardStatus "For Sale" is not a valid RESO lookup value (expected Active, Pending, ...)',
    'L-24-3395: StandardStatus "For Sale" is not a valid RESO lookup value (expected Active, Pending, ...)',
    'L-24-3392: LivingArea is required when PropertyType = Residential',
    'L-24-3397: ListPrice must be numeric (got "$615,000")',
    'L-24-3399: Media[0].MediaURL returns HTTP 404',
  ];
  const check = (list) => { R.clock.adv(2000, 5000); return `RESO Data Dictionary 2.0 validator — feed willowcreek_listings.json\nrecords: 14 | run ${R.hex(10)} | ${R.secs(1.8, 4.2)}s\n${list.length ? list.map((x) => `ERROR ${x}`).join('\n') + `\nRESULT: FAIL (${list.length} errors)` : 'RESULT: PASS (0 errors)'}`; };
  const kids = [];
  const m = 'crewai.LLM.call(gpt-4o)';
  const s = sys('You are Listing Data Specialist. Tools: Validate Feed, Patch Listing, Syndicate Feed.');
  kids.push(tool('Validate Feed', { feed: 'willowcreek_listings.json' }, check(issues)));
  kids.push(llm(m, [s, usr(goal)], 'Thought: Three records use the status "For Sale"; the RESO value is "Active". That plus the formatted ListPrice are mechanical fixes.\nAction: Patch Listing'));
  kids.push(tool('Patch Listing', { listing_ids: ['L-24-3390', 'L-24-3391', 'L-24-3395'], set: { StandardStatus: 'Active' } }, J({ updated: 3 })));
  kids.push(tool('Validate Feed', { feed: 'willowcreek_listings.json' }, check(issues.slice(3))));
  kids.push(llm(m, [s, usr(goal)], 'Thought: Down to 3 errors. ListPrice for L-24-3397 should be 615000. For L-24-3392 the agent remarks give 1,980 sq ft, so LivingArea = 1980 with LivingAreaUnits "Square Feet".\nAction: Patch Listing'));
  kids.push(tool('Patch Listing', { listing_ids: ['L-24-3397'], set: { ListPrice: 615000 } }, J({ updated: 1 })));
  kids.push(tool('Patch Listing', { listing_ids: ['L-24-3392'], set: { LivingArea: 1980, LivingAreaUnits: 'Square Feet' } }, J({ updated: 1 })));
  kids.push(tool('Validate Feed', { feed: 'willowcreek_listings.json' }, check(issues.slice(5))));
  kids.push(llm(m, [s, usr(goal)], 'Thought: Last error is a dead photo URL on L-24-3399. The media library has the same photo re-uploaded under /media/3399/01_front.jpg, so I will point Media[0] there.\nAction: Patch Listing'));
  kids.push(tool('Patch Listing', { listing_ids: ['L-24-3399'], set: { 'Media[0].MediaURL': 'https://cdn.willowcreekre.com/media/3399/01_front.jpg' } }, J({ updated: 1 })));
  kids.push(tool('Validate Feed', { feed: 'willowcreek_listings.json' }, check([])));
  R.clock.advS(30, 90);
  kids.push(tool('Syndicate Feed', { feed: 'willowcreek_listings.json', targets: ['zillow', 'realtor.com', 'homes.com'] }, J({ queued: 3, job_id: `syn_${R.b62(10)}`, eta_minutes: 45 })));
  const ag = agent('Agent: Listing Data Specialist', goal, 'Feed passes RESO validation and is queued for syndication.', kids);
  return {
    isolates: 'The RESO validator is rerun after each batch of listing patches and the error count falls from 6 to 3 to 1 to 0, followed by syndication.',
    loop: false, stagnation: false, goal,
    root: agent('Crew: Listing Syndication', goal, 'The Willow Creek feed now passes RESO validation (14 records, 0 errors) and is queued to Zillow, Realtor.com and Homes.com. Fixed: 3 non-standard statuses, a text-formatted ListPrice, a missing LivingArea (1,980 sq ft from remarks) and a dead photo URL.', [ag]),
  };
}

// 05 — clinical trials, AutoGen, string args; SDTM conformance 3 -> 1 -> 0
function r05(R) {
  R.clock.set('2024-11-27T13:15:00Z');
  const goal = 'Make the AE and DM SDTM datasets for NVX-302 pass the conformance check before the interim submission package is built.';
  const F = [
    { rule: 'SD0002', dataset: 'AE', variable: 'AESTDTC', records: 7, message: 'Null value in variable marked as Required' },
    { rule: 'CT2002', dataset: 'DM', variable: 'ETHNIC', records: 12, message: "Value 'Not Reported ' not found in codelist C66790 (trailing space)" },
    { rule: 'SD1082', dataset: 'AE', variable: 'AEENDY', records: 3, message: 'AEENDY is before AESTDY' },
  ];
  const run = (list) => { R.clock.advS(25, 70); return J({ engine: 'sdtm-conformance 4.1.0', standard: 'SDTMIG 3.3', ct: '2024-09-27', run_id: R.uuid(), started: R.clock.iso(), issues: list, summary: { errors: list.length, warnings: 2 } }); };
  const kids = [];
  const s = sys('You are sdtm_programmer. Tools: run_conformance, run_sas, read_log.');
  kids.push(tool('run_conformance', { datasets: ['AE', 'DM'], study: 'NVX-302' }, run(F)));
  kids.push(llm('OpenAIChatCompletionClient.create', [s, usr(goal)], "Three issues. CT2002 is a trailing space in DM.ETHNIC — strip it. SD1082: 3 AE records have end dates before start dates; the raw CRF shows AEENDTC was entered as day-month swapped for site 109, so I'll fix the derivation for those. SD0002 (7 missing AESTDTC) I'll check after."));
  kids.push(tool('run_sas', { program: 'programs/sdtm/dm.sas', patch: "ETHNIC = strip(ETHNIC);" }, 'NOTE: The data set SDTM.DM has 214 observations and 27 variables.\nNOTE: DATA statement used (Total process time): real time 0.41 seconds'));
  kids.push(tool('run_sas', { program: 'programs/sdtm/ae.sas', patch: "if SITEID='109' and AEENDTC_RAW ne '' then AEENDTC = put(input(AEENDTC_RAW, ddmmyy10.), yymmdd10.);" }, 'NOTE: The data set SDTM.AE has 1,188 observations and 38 variables.\nNOTE: DATA statement used (Total process time): real time 0.77 seconds'));
  kids.push(tool('run_conformance', { datasets: ['AE', 'DM'], study: 'NVX-302' }, run([F[0]])));
  kids.push(llm('OpenAIChatCompletionClient.create', [s, usr(goal), toolMsg('1 issue: SD0002 AESTDTC')], 'One left: 7 AE records without a start date. They are partial dates (month/year only) that the program drops. SDTMIG allows ISO 8601 partial dates, so I will keep YYYY-MM instead of setting them missing.'));
  kids.push(tool('run_sas', { program: 'programs/sdtm/ae.sas', patch: "if length(AESTDTC_RAW)=7 then AESTDTC = AESTDTC_RAW;  /* keep YYYY-MM partial date */" }, 'NOTE: The data set SDTM.AE has 1,188 observations and 38 variables.\nNOTE: DATA statement used (Total process time): real time 0.74 seconds'));
  kids.push(tool('run_conformance', { datasets: ['AE', 'DM'], study: 'NVX-302' }, run([])));
  return {
    isolates: 'The SDTM conformance check is rerun after each program fix and the issue list shrinks from 3 to 1 to 0 (warnings unchanged), ending in a clean run.',
    loop: false, stagnation: false, goal,
    root: agent('RoundRobinGroupChat', goal, 'AE and DM now pass conformance (0 errors, 2 pre-existing warnings). Fixed: trailing space in DM.ETHNIC, day/month-swapped AE end dates from site 109, and partial AE start dates now kept as YYYY-MM. TERMINATE', [agent('sdtm_programmer', goal, 'Conformance clean. TERMINATE', kids)]),
    stringArgs: true,
  };
}

// 06 — marine shipping, Agno; ICS2 entry summary declaration validation 4 -> 2 -> 0, then filed
function r06(R) {
  R.clock.set('2024-07-09T06:25:00Z');
  const goal = 'File the ICS2 entry summary declaration for booking HLCU-SGN-448120 (Ho Chi Minh → Hamburg) before the 24-hour cut-off.';
  const E = [
    { code: 'ICS2-E1120', field: 'goodsItem[2].commodityCode', message: 'HS code must have at least 6 digits (got 9403)' },
    { code: 'ICS2-E1301', field: 'consignee.eori', message: 'EORI DE9981234 is not valid' },
    { code: 'ICS2-E2044', field: 'goodsItem[4].grossMass', message: 'Gross mass must be greater than 0' },
    { code: 'ICS2-E0710', field: 'transportDocument.houseNumber', message: 'House bill number is required for house consignments' },
  ];
  const v = (list) => { R.clock.adv(700, 1600); return { status: list.length ? 'REJECTED_PRECHECK' : 'OK', errors: list, checked_at: R.clock.iso(), trace: R.hex(16) }; };
  const kids = [];
  R.clock.adv(300, 700);
  kids.push(tool('get_booking_manifest', { booking: 'HLCU-SGN-448120' }, { booking: 'HLCU-SGN-448120', vessel: 'HAMBURG EXPRESS', voyage: '062W', eta_first_eu_port: '2024-08-04', containers: 3, goods_items: 5, consignee: { name: 'Nordhaus Möbel GmbH', eori: 'DE9981234' }, house_bl: null, shipper_ref: 'SGN-HB-24-0719' }));
  kids.push(tool('validate_ens', { booking: 'HLCU-SGN-448120' }, v(E)));
  kids.push(tool('update_ens_field', { booking: 'HLCU-SGN-448120', field: 'goodsItem[2].commodityCode', value: '940360' }, { ok: true }));
  kids.push(tool('update_ens_field', { booking: 'HLCU-SGN-448120', field: 'transportDocument.houseNumber', value: 'SGN-HB-24-0719' }, { ok: true }));
  kids.push(tool('validate_ens', { booking: 'HLCU-SGN-448120' }, v([E[1], E[2]])));
  kids.push(tool('lookup_eori', { company: 'Nordhaus Möbel GmbH', country: 'DE' }, { eori: 'DE998123400000', valid: true, name: 'Nordhaus Möbel GmbH', address: 'Billstraße 118, 20539 Hamburg' }));
  kids.push(tool('update_ens_field', { booking: 'HLCU-SGN-448120', field: 'consignee.eori', value: 'DE998123400000' }, { ok: true }));
  kids.push(tool('get_packing_list', { booking: 'HLCU-SGN-448120', goods_item: 4 }, { goods_item: 4, description: 'Solid oak dining tables, knocked down', packages: 46, package_type: 'CT', gross_kg: 1840.5, net_kg: 1712.0, container: 'HLXU 873201-4' }));
  kids.push(tool('update_ens_field', { booking: 'HLCU-SGN-448120', field: 'goodsItem[4].grossMass', value: 1840.5 }, { ok: true }));
  kids.push(tool('validate_ens', { booking: 'HLCU-SGN-448120' }, v([])));
  R.clock.advS(20, 60);
  kids.push(tool('submit_ens', { booking: 'HLCU-SGN-448120' }, { status: 'ACCEPTED', mrn: `24DE${R.upper(14)}`, lodged_at: R.clock.iso() }));
  return {
    isolates: 'The ENS pre-check is rerun after each set of field corrections and its errors go from 4 to 2 to 0, after which the declaration is accepted with an MRN.',
    loop: false, stagnation: false, goal,
    root: agent('Agent.run', goal, 'The ICS2 entry summary declaration for HLCU-SGN-448120 was accepted. I fixed the 4-digit HS code (now 940360), added the house bill SGN-HB-24-0719, corrected the consignee EORI to DE998123400000 and set goods item 4 gross mass to 1,840.5 kg from the packing list.', kids),
  };
}

export const rows = [r01, r02, r03, r04, r05, r06];
