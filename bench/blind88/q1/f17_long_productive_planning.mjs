import { agent, llm, tool, chain, buStep, cuText } from './lib.mjs';
export const family = 'long_productive_planning';
export const loop = false;
export const scenarios = [
{
  isolates: 'A browser-use agent with a planner model writes four long planning messages in a row for a rail trip, each adding concrete times, prices and decisions, then executes the searches and books.',
  stagnation: false,
  goal: 'Plan and book the cheapest rail journey Zurich → Vienna on 21 June arriving before 18:00, with a seat reservation, for two adults with a half-fare card.',
  build(R) {
    const kids = [];
    const plan = (t) => kids.push(llm('o3-mini (planner)', { messages: [{ role: 'system', content: 'You are the planner. Think about the task and produce an updated plan.' }, { role: 'user', content: 'Task + browser state summary' }] }, t, [], { planner_interval: 1, reasoning_effort: 'medium' }));
    plan('Plan v1: Two realistic operators: ÖBB Railjet direct (Zürich HB → Wien Hbf, ~7h50) and SBB to Buchs SG + ÖBB onward. Direct Railjets leave 06:40, 08:40 and 09:40; only the 06:40 and 08:40 arrive before 18:00 (14:32 and 16:32). Half-fare (Halbtax) applies only to the Swiss section, so book on sbb.ch where it is applied automatically. Step 1: query sbb.ch for 21 June, 2 adults, half-fare.');
    plan('Plan v2: sbb.ch returned fares: 06:40 RJX 161 CHF 74.20 p.p. (Supersaver, half-fare), 08:40 RJX 163 CHF 89.60 p.p., and 07:33 via Buchs with change CHF 68.00 p.p. arriving 15:58. Via Buchs is CHF 6.20 cheaper per person but has an 11-minute change. Decision: compare with ÖBB Sparschiene on oebb.at, which sometimes undercuts SBB for the Austrian leg. Keep 07:33 as current best (CHF 136.00 for two).');
    plan('Plan v3: oebb.at Sparschiene shows EUR 59.90 p.p. for the 08:40 RJX but the half-fare card does not apply, total EUR 119.80 ≈ CHF 116.50 with seat reservations included (ÖBB includes them on Sparschiene from Zürich). SBB 07:33 total CHF 136.00 + 2 × CHF 5.00 reservation = CHF 146.00. New best: ÖBB 08:40 direct, CHF ~116.50, arrives 16:32, no change. Next: open oebb.at booking for 08:40, 2 adults, no discount card.');
    plan('Plan v4: Seat map shows car 26 (2nd class, quiet zone) with adjacent window/aisle 61/63 free. Choose 61+63. Passenger names from profile: Lea Brunner, Jonas Brunner. Pay with saved card; stop before final payment if 3-D Secure prompts. Expected total EUR 119.80, no extra reservation fee.');
    const M = 'gpt-4o'; let n = 1;
    kids.push(buStep(R, n++, M, { evaluation_previous_goal: 'Plan ready', memory: 'Best: ÖBB 08:40 EUR 119.80', next_goal: 'Open oebb.at search' }, [{ go_to_url: { url: 'https://shop.oebbtickets.at/en/ticket?from=Z%C3%BCrich%20HB&to=Wien%20Hbf&date=2025-06-21T08:00' } }], [{ extracted_content: `🔗  Navigated (session ${R.uuid()})` }]));
    kids.push(buStep(R, n++, M, { evaluation_previous_goal: 'Success - connections listed', memory: '08:40 RJX 163 Sparschiene EUR 59.90', next_goal: 'Select 08:40 with 2 adults' }, [{ click_element: { index: 57 } }, { select_dropdown_option: { index: 12, text: '2 Adults' } }], [{ extracted_content: '🖱️  Clicked index 57: RJX 163 08:40 → 16:32 EUR 59.90' }, { extracted_content: "Selected option '2 Adults' · total EUR 119.80" }]));
    kids.push(buStep(R, n++, M, { evaluation_previous_goal: 'Success - EUR 119.80 for two', memory: 'Seat choice next.', next_goal: 'Choose seats 61 and 63 in car 26' }, [{ click_element: { index: 88 } }, { click_element: { index: 204 } }, { click_element: { index: 206 } }], [{ extracted_content: '🖱️  Clicked index 88: Choose seats' }, { extracted_content: '🖱️  Clicked index 204: Car 26 seat 61' }, { extracted_content: '🖱️  Clicked index 206: Car 26 seat 63' }]));
    kids.push(buStep(R, n++, M, { evaluation_previous_goal: 'Success - seats 61, 63', memory: 'Names next.', next_goal: 'Enter passenger names and continue to payment' }, [{ input_text: { index: 30, text: 'Lea Brunner' } }, { input_text: { index: 31, text: 'Jonas Brunner' } }, { click_element: { index: 40 } }], [{ extracted_content: '⌨️  Input Lea Brunner' }, { extracted_content: '⌨️  Input Jonas Brunner' }, { extracted_content: `🖱️  Clicked index 40: Continue. Page: Payment · 3-D Secure required · order ${R.int(10000000, 99999999)}` }]));
    kids.push(buStep(R, n++, M, { evaluation_previous_goal: 'Success - at payment, 3-D Secure prompt', memory: 'Stop before payment per plan.', next_goal: 'Finish and hand over' }, [{ done: { text: 'Cheapest option: ÖBB RJX 163, 21 June 08:40 Zürich HB → 16:32 Wien Hbf, direct, EUR 119.80 for 2 adults incl. seats 61/63 in car 26. Booking is at the 3-D Secure payment step for you to approve.', success: true } }], [{ extracted_content: 'done', is_done: true }]));
    return agent('browser_use.Agent.run', { task: this.goal, planner_llm: 'o3-mini' }, { status: 'done' }, kids, { framework: 'browser-use 0.1.41' });
  },
},
{
  isolates: 'An Anthropic computer-use agent with extended thinking writes several long consecutive thinking blocks about cleaning a messy CRM export (column mapping, dedup rule, date formats), each settling new specifics, then performs the cleanup in LibreOffice.',
  stagnation: false,
  goal: 'In ~/Downloads/crm_export.csv (open in LibreOffice Calc), remove duplicate contacts, normalise phone numbers to E.164 and dates to ISO, and save as crm_clean.xlsx.',
  build(R) {
    const kids = [];
    const think = (t, text, input, out) => { kids.push(llm('claude-3-7-sonnet-20250219', { thinking: { type: 'enabled', budget_tokens: 4096 }, messages_count: kids.length + 1 }, { role: 'assistant', content: [{ type: 'thinking', thinking: t, signature: R.b62(40) }, ...(text ? [{ type: 'text', text }] : []), ...(input ? [{ type: 'tool_use', id: 'toolu_' + R.b62(22), name: 'computer', input }] : [])] })); if (input) kids.push(tool('computer', input, out)); };
    think('Screenshot first to see the sheet.', null, { action: 'screenshot' }, { ...R.shotObj(1280, 800), ocr: 'crm_export.csv — A:contact_id B:full_name C:email D:phone E:created F:owner · rows 2-1,318' });
    think('The sheet has 1,317 data rows and columns contact_id, full_name, email, phone, created, owner. Duplicates: contact_id is unique per CRM record, so duplicates must be detected by email (lower-cased, trimmed). Where two rows share an email I keep the one with the latest created date because newer records carry the current owner. That needs the dates parsed first.', 'Let me look at the date and phone formats.', { action: 'zoom', region: [600, 120, 1100, 420] }, { ...R.shotObj(500, 300), ocr: '+1 (415) 555-0112 | 03/14/2023\n4155550190 | 2023-04-02\n+44 20 7946 0958 | 14.03.2023\n(212) 555-0143 | 4/2/23' });
    think('Dates come in three formats: US MM/DD/YYYY (and M/D/YY), ISO YYYY-MM-DD, and German DD.MM.YYYY. The dotted ones are only from owner "berlin-team", so the separator alone tells the format; 4/2/23 is US short form. For ISO output I will write a formula: if it contains "." → DATE(RIGHT,MID,LEFT), if it contains "/" → DATEVALUE with en-US locale, else keep. Phones: US numbers with no prefix get +1, those with +44 stay; strip spaces, parentheses and dashes. That is column G (phone_e164) and H (created_iso).', null, null, null);
    think('Concrete formulas: G2 = IF(LEFT(TRIM(D2);1)="+";"+"&REGEX(D2;"[^0-9]";"";"g");"+1"&REGEX(D2;"[^0-9]";"";"g")). H2 = IF(ISNUMBER(SEARCH(".";E2));DATE(RIGHT(E2;4);MID(E2;4;2);LEFT(E2;2));IF(ISNUMBER(SEARCH("/";E2));DATEVALUE(E2);DATEVALUE(E2))) formatted YYYY-MM-DD. Then sort by email asc, created_iso desc and use Data > More Filters > Standard Filter with "No duplications" on column C only — that keeps the first (newest) row per email.', 'I will enter the phone formula in G2.', { action: 'left_click', coordinate: [742, 150] }, { output: 'clicked G2' });
    think('Typing the phone formula.', null, { action: 'type', text: '=IF(LEFT(TRIM(D2);1)="+";"+"&REGEX(D2;"[^0-9]";"";"g");"+1"&REGEX(D2;"[^0-9]";"";"g"))\n' }, { output: 'typed', ocr: 'G2: +14155550112' });
    think('G2 shows +14155550112, correct. Now H2.', null, { action: 'left_click', coordinate: [842, 150] }, { output: 'clicked H2' });
    think('Type the date formula.', null, { action: 'type', text: '=IF(ISNUMBER(SEARCH(".";E2));DATE(RIGHT(E2;4);MID(E2;4;2);LEFT(E2;2));DATEVALUE(E2))\n' }, { output: 'typed', ocr: 'H2: 2023-03-14' });
    think('Fill both formulas down to row 1318 via the Name Box.', null, { action: 'key', text: 'ctrl+d' }, { output: 'filled G2:H1318', ocr: 'H1318: 2024-11-30' });
    think('Sort by C ascending, H descending, then apply Standard Filter with No duplications on C.', null, { action: 'left_click', coordinate: [214, 12] }, { output: 'Data menu' });
    think('Open Standard Filter and tick No duplications.', null, { action: 'left_click', coordinate: [280, 260] }, { output: 'clicked', ocr: 'Standard Filter · Options: [x] No duplications · Copy results to: $Sheet2.$A$1' });
    think('Confirm.', null, { action: 'left_click', coordinate: [640, 540] }, { output: 'clicked', ocr: 'Sheet2: 1,204 rows (113 duplicates removed)' });
    think('1,204 unique contacts remain, 113 duplicates removed. Save Sheet2 as crm_clean.xlsx.', null, { action: 'key', text: 'ctrl+shift+s' }, { output: 'Save As dialog' });
    think('Type filename and keep format.', 'Saved.', { action: 'type', text: 'crm_clean.xlsx\n' }, { output: 'typed', ocr: 'Keep current format? [Use Excel 2007-365!] → saved ~/Downloads/crm_clean.xlsx' });
    return agent('computer_use_demo.sampling_loop', { task: this.goal }, { stopped: 'end_turn' }, kids, { tool_version: 'computer_use_20250124', thinking_budget: 4096 });
  },
},
{
  isolates: 'A WebArena map agent reasons at length over several consecutive steps about which of three museums to visit with walking times it gathered, each step adding new distances and a decision, then answers.',
  stagnation: false,
  goal: 'Starting from Carnegie Mellon University, which is closer on foot: the Carnegie Museum of Natural History, the Andy Warhol Museum, or the Mattress Factory? Give the walking time.',
  build(R) {
    const kids = [];
    const step = (th, a, obs, url) => { kids.push(llm('gpt-4-turbo-2024-04-09', { prompt: `OBSERVATION:...\nURL: ${url}` }, `Let's think step-by-step. ${th}${a ? ` In summary, the next action I will perform is \`\`\`${a}\`\`\`` : ''}`)); if (a) kids.push(tool('env.step', { action: a }, { observation: obs, url })); };
    const m = 'http://map.local:3000/directions?engine=fossgis_osrm_foot';
    step('I will use the directions panel with the foot engine. First route: CMU to Carnegie Museum of Natural History.', `goto [${m}&route=40.4443%2C-79.9436%3B40.4433%2C-79.9500]`, "[310] StaticText 'Distance: 0.9km. Time: 0:12.'", `${m}&route=...`);
    step('CMU → Natural History is 0.9 km, 12 minutes on foot. Next, the Andy Warhol Museum on the North Shore.', `goto [${m}&route=40.4443%2C-79.9436%3B40.4484%2C-80.0025]`, "[310] StaticText 'Distance: 6.1km. Time: 1:18.'", `${m}&route=...`);
    step('CMU → Warhol is 6.1 km, 78 minutes, much further because it crosses the Allegheny. Next, the Mattress Factory in the Mexican War Streets.', `goto [${m}&route=40.4443%2C-79.9436%3B40.4570%2C-80.0131]`, "[310] StaticText 'Distance: 7.3km. Time: 1:33.'", `${m}&route=...`);
    step('Mattress Factory is 7.3 km, 93 minutes. So ranking: Natural History 12 min (0.9 km), Warhol 78 min (6.1 km), Mattress Factory 93 min (7.3 km). Before answering I want to make sure the Natural History pin is the museum entrance on Forbes Ave and not the Carnegie Library, which shares the building.', 'click [322]', "[330] StaticText 'Carnegie Museum of Natural History, 4400 Forbes Avenue'", `${m}&route=...`);
    step('The pin is 4400 Forbes Avenue, which is the museum entrance, so 12 minutes stands. The Warhol route I checked used the Roberto Clemente bridge; a route via the 16th St bridge would be longer, so it does not change the ranking. Decision: answer Natural History, 12 minutes.', 'stop [Carnegie Museum of Natural History, about 12 minutes (0.9 km) on foot]', 'Episode finished.', `${m}&route=...`);
    kids.unshift(tool('env.reset', { config_file: `config_files/${R.int(1, 811)}.json` }, { observation: 'OpenStreetMap', url: 'http://map.local:3000/' }));
    kids.push(tool('evaluator.fuzzy_match', { answer: 'Carnegie Museum of Natural History, about 12 minutes (0.9 km) on foot' }, { score: 1.0 }));
    kids.push(chain('render_helper.save', { file: `render_${R.int(1, 811)}.html` }, { ok: true }, []));
    kids.push(chain('trace.save', { file: `traces/${R.hex(8)}.zip` }, { ok: true, bytes: R.int(100000, 900000) }, []));
    return agent('webarena.run', { intent: this.goal }, { score: 1.0 }, kids, { env: 'WebArena', site: 'map' });
  },
},
];
