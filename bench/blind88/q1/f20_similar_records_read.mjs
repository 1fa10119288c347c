import { agent, llm, tool, chain, buStep, cuText } from './lib.mjs';
export const family = 'similar_records_read';
export const loop = false;
export const scenarios = [
{
  isolates: 'A browser-use agent opens six GitHub release pages of the same project (same page template, different versions and notes) and summarises which release introduced each breaking change.',
  stagnation: false,
  goal: 'For the npm package "fastify-multipart-lite", list every breaking change between v3.0.0 and v3.5.0 and the version that introduced it.',
  build(R) {
    const M = 'gpt-4o-mini'; const steps = []; let n = 1;
    const rel = [['v3.0.0', 'BREAKING: drop Node 16; default limits.fileSize lowered to 10 MB'], ['v3.1.0', 'feat: stream backpressure; fix: filename encoding (no breaking changes)'], ['v3.2.0', 'BREAKING: `onFile` hook now async-only'], ['v3.3.0', 'fix: memory leak in busboy wrapper; docs'], ['v3.4.0', 'BREAKING: `attachFieldsToBody` default changed from true to "keyValues"'], ['v3.5.0', 'feat: TypeScript generics for fields; chore: deps']];
    const mem = [];
    rel.forEach(([v, notes], i) => {
      steps.push(buStep(R, n++, M, { evaluation_previous_goal: i ? `Success - read ${rel[i - 1][0]}` : 'Unknown - first step', memory: mem.length ? mem.join(' | ') : 'none yet', next_goal: `Read release notes for ${v}` }, [{ go_to_url: { url: `https://github.com/fmlite/fastify-multipart-lite/releases/tag/${v}` } }, { extract_content: { goal: 'release notes, flag breaking changes' } }], [{ extracted_content: `🔗  Navigated to https://github.com/fmlite/fastify-multipart-lite/releases/tag/${v}` }, { extracted_content: `📄  {"tag":"${v}","published":"${R.ago()}","author":"${R.pick(['mcolla', 'jtv', 'rhinesk'])}","notes":"${notes}","assets":${R.int(2, 4)},"reactions":${R.int(0, 40)}}` }]));
      if (notes.startsWith('BREAKING')) mem.push(`${v}: ${notes.replace('BREAKING: ', '')}`);
    });
    steps.push(buStep(R, n++, M, { evaluation_previous_goal: 'Success - read v3.5.0', memory: mem.join(' | '), next_goal: 'Summarise' }, [{ done: { text: 'Breaking changes v3.0.0–v3.5.0:\n• v3.0.0 — dropped Node 16; default limits.fileSize lowered to 10 MB\n• v3.2.0 — onFile hook must be async\n• v3.4.0 — attachFieldsToBody default changed from true to "keyValues"\nv3.1.0, v3.3.0 and v3.5.0 have no breaking changes.', success: true } }], [{ extracted_content: 'done', is_done: true }]));
    return agent('browser_use.Agent.run', { task: this.goal }, { status: 'done', success: true }, steps, { framework: 'browser-use 0.1.40' });
  },
},
{
  isolates: 'A Selenium-driven agent opens eight parcel records on a county assessor site (identical page layout, different owners, values and years) and reports which parcels were reassessed above $500k.',
  stagnation: false,
  goal: 'For the eight parcels listed in parcels.txt (Dunmore County), report which ones have a 2025 assessed value above $500,000 and by how much they changed from 2024.',
  build(R) {
    const kids = [];
    const recs = [['12-044-0031', 'Nguyen, Hoa', 488200, 512900], ['12-044-0032', 'Bellweather Trust', 611000, 640300], ['12-044-0035', 'Okafor, Chidi & Ada', 402500, 415100], ['12-045-0102', 'Ridgefield LLC', 1204000, 1198500], ['12-045-0107', 'Sato, Ken', 497900, 503200], ['12-046-0010', 'Dunmore Housing Auth.', 2350000, 2350000], ['12-046-0014', 'Marsh, Evelyn', 356700, 371000], ['12-046-0019', 'Petrov, Ivan', 522400, 498800]];
    kids.push(llm('gpt-4o-mini', { messages: [{ role: 'user', content: 'parcels.txt attached' }] }, 'I will open each parcel page on assessor.dunmorecounty.gov and read the 2024 and 2025 values from the Valuation table.'));
    recs.forEach(([pid, owner, v24, v25]) => {
      kids.push(tool('driver.get', { url: `https://assessor.dunmorecounty.gov/parcel/${pid}` }, { title: `Parcel ${pid} | Dunmore County Assessor`, current_url: `https://assessor.dunmorecounty.gov/parcel/${pid}?jsid=${R.hex(16)}` }));
      kids.push(tool('driver.find_element(By.ID,"valuation").text', {}, `Parcel ${pid}\nOwner: ${owner}\nValuation  Land  Improvements  Total\n2024  ${Math.round(v24 * 0.3).toLocaleString('en-US')}  ${Math.round(v24 * 0.7).toLocaleString('en-US')}  ${v24.toLocaleString('en-US')}\n2025  ${Math.round(v25 * 0.3).toLocaleString('en-US')}  ${Math.round(v25 * 0.7).toLocaleString('en-US')}  ${v25.toLocaleString('en-US')}\nPage generated ${R.usDate(R.tick(4))} · node ${R.host('gis')}`));
    });
    kids.push(llm('gpt-4o-mini', { messages: [] }, 'Parcels with 2025 assessed value above $500,000:\n• 12-044-0031 Nguyen — $512,900 (+$24,700 vs 2024)\n• 12-044-0032 Bellweather Trust — $640,300 (+$29,300)\n• 12-045-0102 Ridgefield LLC — $1,198,500 (−$5,500)\n• 12-045-0107 Sato — $503,200 (+$5,300)\n• 12-046-0010 Dunmore Housing Auth. — $2,350,000 (no change)\nBelow $500k in 2025: 12-044-0035, 12-046-0014, and 12-046-0019 (Petrov dropped from $522,400 to $498,800).'));
    return agent('selenium_llm_runner', { task: this.goal }, { status: 'complete', above_500k: 5 }, kids, { script: 'assessor_lookup.py' });
  },
},
{
  isolates: 'An Anthropic computer-use agent pages through six scanned invoices in a PDF viewer, reading each with the same layout but different vendor, date and totals, and writes a summary table.',
  stagnation: false,
  goal: 'Open ~/Invoices/april_batch.pdf (6 pages, one invoice per page) and give me vendor, invoice number, date and total for each, plus the grand total.',
  build(R) {
    const kids = [];
    const turn = (text, input, out) => { kids.push(llm('claude-3-5-sonnet-20241022', { messages_count: kids.length + 1 }, cuText(text, input ? { id: R.b62(22), input } : null), [], { stop_reason: input ? 'tool_use' : 'end_turn' })); if (input) kids.push(tool('computer', input, out)); };
    turn('Open the PDF.', { action: 'key', text: 'ctrl+o' }, { output: 'Open dialog' });
    turn(null, { action: 'type', text: '~/Invoices/april_batch.pdf\n' }, { ...R.shotObj(), ocr: 'april_batch.pdf — Document Viewer · 1 of 6' });
    const inv = [['Keller Office Supply', 'KOS-20931', '2025-04-02', '$412.18'], ['Bluewire Telecom', 'BW-7781-04', '2025-04-05', '$1,189.00'], ['Orchard Cleaning Co.', 'OC-0452', '2025-04-09', '$640.00'], ['Tandem Couriers', 'TC-118204', '2025-04-14', '$96.45'], ['Keller Office Supply', 'KOS-21077', '2025-04-21', '$233.90'], ['Northgate Print', 'NP-3390', '2025-04-28', '$1,874.25']];
    inv.forEach(([v, no, d, tot], i) => {
      turn(i ? `Page ${i} read (${inv[i - 1][0]}, ${inv[i - 1][3]}). Next page.` : 'Reading page 1.', i ? { action: 'key', text: 'Next' } : { action: 'zoom', region: [200, 80, 1080, 760] }, { ...R.shotObj(), ocr: `INVOICE · ${v} · Invoice No. ${no} · Date ${d} · Bill to: Harbor Lane Dental · … · TOTAL DUE ${tot} · page ${i + 1} of 6` });
    });
    turn('Vendor | Invoice | Date | Total\nKeller Office Supply | KOS-20931 | 2025-04-02 | $412.18\nBluewire Telecom | BW-7781-04 | 2025-04-05 | $1,189.00\nOrchard Cleaning Co. | OC-0452 | 2025-04-09 | $640.00\nTandem Couriers | TC-118204 | 2025-04-14 | $96.45\nKeller Office Supply | KOS-21077 | 2025-04-21 | $233.90\nNorthgate Print | NP-3390 | 2025-04-28 | $1,874.25\nGrand total: $4,445.78', null);
    return agent('computer_use_demo.sampling_loop', { task: this.goal }, { stopped: 'end_turn' }, kids, { tool_version: 'computer_use_20241022' });
  },
},
];
