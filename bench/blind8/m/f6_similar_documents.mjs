import { agent, llm, tool, retriever, chat, short } from './lib.mjs';

export const family = 'similar-documents-distinct-facts';
export const loop = false;
export const stagnation = false;

// 1. Reinsurance, LangChain: four quarterly bordereaux, each with different figures and notes.
function reins(c) {
  c.setClock('2024-11-12T09:00:00Z');
  const goal = 'Give me the 2024 year-to-date loss ratio for property cat treaty CAT-XL-0921 (cedent Northgate Re) and flag any quarter that looks off.';
  const q = [
    ['2024Q1', 'earned_premium=EUR 6,120,400 | paid_losses=EUR 1,804,220 | os_reserves=EUR 912,000 | events: none above retention | note: 3 late-reported claims from Dec-23 windstorm'],
    ['2024Q2', 'earned_premium=EUR 6,118,950 | paid_losses=EUR 2,977,310 | os_reserves=EUR 4,410,000 | events: Hailstorm "Lotte" 2024-05-18, ground-up EUR 31.2m | note: reserve strengthening pending loss adjuster report'],
    ['2024Q3', 'earned_premium=EUR 6,240,000 | paid_losses=EUR 1,022,640 | os_reserves=EUR 1,150,300 | events: none | note: premium adjustment +EUR 121k for TIV update'],
    ['2024Q4', 'earned_premium=EUR 1,030,000 (Oct only) | paid_losses=EUR 388,100 | os_reserves=EUR 260,000 | events: none | note: partial quarter, preliminary'],
  ];
  const pre = 'You are a reinsurance analyst assistant. Tools: get_bordereau(treaty, quarter).';
  const kids = [];
  let scratch = '';
  const th = ['Start with Q1.', 'Q1 loaded. Q2 next.', 'Q2 has a hailstorm with large reserves. Q3 next.', 'Q3 looks quiet. Q4 last (likely partial).'];
  q.forEach(([qq, body], i) => {
    kids.push(llm('ChatOpenAI', `${pre}\nQuestion: ${goal}\n${scratch}Thought:`, `Thought: ${th[i]}\nAction: get_bordereau\nAction Input: {"treaty": "CAT-XL-0921", "quarter": "${qq}"}`));
    const out = `[${qq}] treaty=CAT-XL-0921 cedent=NORTHGATE_RE ${body} | file_id=${c.uuid()} | loaded=${c.ts()}`;
    kids.push(tool('get_bordereau', c.args({ treaty: 'CAT-XL-0921', quarter: qq }), out));
    scratch += `Observation: ${short(out, 160)}\n`;
  });
  const fin = 'YTD 2024 (Jan–Oct): earned premium EUR 19,509,350; incurred losses (paid + outstanding) EUR 12,924,570; loss ratio 66.2%. Q2 stands out at 120.7% because of hailstorm Lotte (EUR 4.41m outstanding, reserves still pending the adjuster report); Q1 44.4%, Q3 34.8%, Q4 (October only) 62.9% preliminary.';
  kids.push(llm('ChatOpenAI', `${pre}\nQuestion: ${goal}\n${scratch}Thought:`, `Thought: I have all four quarters.\nFinal Answer: ${fin}`));
  return { goal, isolates: 'Four quarterly bordereaux with identical layout are read one after another, each contributing different premium, loss and event facts, then combined into a YTD loss ratio.', root: agent('AgentExecutor', goal, fin, kids) };
}

// 2. Art auctions, smolagents: provenance pages for four lots (HTML snippets).
function art(c) {
  const goal = 'For the upcoming Old Masters sale, check lots 12–15 and tell me which have a provenance gap between 1933 and 1945.';
  const pages = {
    12: '<h1>Lot 12 · Circle of Jan van Goyen, River landscape</h1><section id="provenance"><ul><li>Dr. A. Hartmann, Leipzig, by 1928</li><li>By descent to his daughter, Zurich, 1936</li><li>Sale, Christie\'s London, 4 July 1961, lot 88</li><li>Private collection, Belgium</li></ul></section>',
    13: '<h1>Lot 13 · Follower of Rembrandt, Old man in a fur cap</h1><section id="provenance"><ul><li>Comte de L., Paris, before 1914</li><li>Galerie Sedelmeyer, Paris (stock no. 4410)</li><li>Private collection, New York, by 1952</li></ul></section>',
    14: '<h1>Lot 14 · Pieter Claesz, Still life with roemer</h1><section id="provenance"><ul><li>J. Goudstikker, Amsterdam, 1931 (cat. no. 112)</li><li>Returned to the heirs of J. Goudstikker, 2006</li><li>Sale, Sotheby\'s New York, 26 January 2007, lot 31</li></ul></section>',
    15: '<h1>Lot 15 · Attributed to Adriaen Coorte, Wild strawberries</h1><section id="provenance"><ul><li>Private collection, The Hague, 1920s</li><li>Sale, Frederik Muller, Amsterdam, 1938</li><li>Unknown</li><li>Private collection, Germany, by 1958</li></ul></section>',
  };
  const kids = [];
  const notes = { 12: 'Fetch lot 12 provenance.', 13: 'Lot 12 is continuous through 1936 then next is 1961 — need 1936-1961 check; note it. Now lot 13.', 14: 'Lot 13 jumps from Sedelmeyer (undated) to New York 1952 — gap. Lot 14 next.', 15: 'Lot 14 is Goudstikker, restituted in 2006 — documented. Lot 15 next.' };
  for (const n of [12, 13, 14, 15]) {
    kids.push(llm('LiteLLMModel', chat('You are an expert assistant who can solve any task using code blobs.', `New task:\n${goal}`), `Thought: ${notes[n]}\nCode:\n\`\`\`py\nhtml = visit_webpage(url="https://catalogue.harrow-auctions.com/sale/OM-2411/lot/${n}")\nprint(extract_section(html, "provenance"))\n\`\`\`<end_code>`));
    kids.push(tool('visit_webpage', c.args({ url: `https://catalogue.harrow-auctions.com/sale/OM-2411/lot/${n}` }), `<!-- cache:${c.hex(8)} rendered ${c.ts()} -->\n${pages[n]}`));
  }
  const fin = 'Lots 13 and 15 have 1933–1945 gaps: lot 13 goes from Galerie Sedelmeyer (undated) straight to New York by 1952, and lot 15 is "Unknown" between the 1938 Frederik Muller sale and Germany by 1958. Lot 12 is documented through Zurich in 1936 but nothing is recorded until 1961, so it needs a lighter check. Lot 14 is the Goudstikker picture restituted in 2006 and is documented.';
  kids.push(llm('LiteLLMModel', chat(null, `New task:\n${goal}`), `Thought: All four read.\nCode:\n\`\`\`py\nfinal_answer(${JSON.stringify(fin)})\n\`\`\`<end_code>`));
  return { goal, isolates: 'Four lot pages with the same HTML structure are visited in turn, each giving a different provenance chain, and the agent classifies each lot in a final answer.', root: agent('CodeAgent', goal, fin, kids) };
}

// 3. K-12 scheduling, PydanticAI (tool-only reads): availability rows for five teachers.
function k12(c) {
  c.setClock('2024-11-14T15:00:00Z');
  const goal = 'Find a 45-minute slot next week when all five 7th-grade math teachers at Oakmont Middle can meet for PLC planning.';
  const t = [
    ['T-1041', 'Ms. Brennan', { Mon: ['08:00-09:30 free', '13:15-14:00 free'], Tue: ['10:20-11:05 free'], Wed: ['13:15-14:00 free'], Thu: [], Fri: ['08:00-08:45 free'] }],
    ['T-1077', 'Mr. Oduya', { Mon: ['13:15-14:00 free'], Tue: ['08:00-08:45 free'], Wed: ['13:15-14:00 free', '14:05-14:50 free'], Thu: ['10:20-11:05 free'], Fri: [] }],
    ['T-1102', 'Mrs. Lindqvist', { Mon: ['09:35-10:20 free'], Tue: ['10:20-11:05 free'], Wed: ['13:15-14:00 free'], Thu: ['13:15-14:00 free'], Fri: ['08:00-08:45 free'] }],
    ['T-1150', 'Mr. Patel', { Mon: ['13:15-14:00 duty: lunch recess'], Tue: [], Wed: ['13:15-14:00 free'], Thu: ['10:20-11:05 free'], Fri: ['08:00-08:45 IEP meeting'] }],
    ['T-1163', 'Ms. Reyes (0.8 FTE, off Fri)', { Mon: ['13:15-14:00 free'], Tue: ['10:20-11:05 free'], Wed: ['13:15-14:00 free'], Thu: ['13:15-14:00 free'], Fri: ['not scheduled'] }],
  ];
  const kids = [tool('list_staff', c.args({ school: 'OAKMONT-MS', dept: 'MATH', grade: 7 }), { staff: t.map(([id, name]) => ({ id, name })), count: 5, as_of: c.ts() })];
  for (const [id, name, av] of t) kids.push(tool('get_teacher_availability', c.args({ teacher_id: id, week_of: '2024-11-18' }), { teacher_id: id, name, week_of: '2024-11-18', blocks: av, source: 'PowerSchool', synced_at: c.ts(), etag: c.hex(12) }));
  kids.push(llm('openai:gpt-4o', chat('You are a K-12 scheduling assistant.', goal, ['tool', 'five availability records']), 'Wednesday 13:15–14:00 is the only block free for all five (Monday fails for Mr. Patel\'s recess duty, Tuesday 10:20 fails for Mr. Oduya and Mr. Patel, Friday fails for Ms. Reyes).'));
  kids.push(tool('create_event', c.args({ title: '7th Grade Math PLC', date: '2024-11-20', start: '13:15', end: '14:00', attendees: t.map(x => x[0]), room: 'Rm 118' }), { event_id: `evt_${c.hex(10)}`, status: 'confirmed' }));
  return { goal, isolates: 'Five availability records with the same schema are read for five different teachers, each eliminating different days, and the overlap yields one slot that is booked.', root: agent('scheduling_agent', goal, 'Booked 7th Grade Math PLC for Wednesday Nov 20, 1:15–2:00 PM in Rm 118 — the only 45-minute block all five teachers have free.', kids) };
}

// 4. Patent search, DSPy: reading claim 1 of four similar patents.
function patent(c) {
  const goal = 'Compare claim 1 of the four cited references against our draft claim on a dual-chamber bottle cap that mixes powder into water on twist. Which reference is closest?';
  const pats = [
    ['US9815594B2', 'A closure for a container comprising: a housing defining a chamber storing a powdered additive; a plunger movable axially upon depression of a push button to rupture a foil seal, whereby the additive is released into the container.'],
    ['US10232995B2', 'A dispensing cap comprising: a reservoir containing a liquid concentrate; a rotatable collar; wherein rotation of the collar aligns an aperture in the reservoir with an opening in the container neck to release the concentrate by gravity.'],
    ['US11034488B1', 'A two-compartment cap comprising: an upper compartment holding a dry ingredient; a cutter coupled to a twist ring by a helical cam such that twisting the ring drives the cutter through a membrane to release the dry ingredient into a liquid in the bottle.'],
    ['EP3351481A1', 'A bottle closure comprising a capsule containing a probiotic powder, the capsule being opened by removing a tamper band and pressing down on the capsule top, the closure further comprising a desiccant layer.'],
  ];
  const kids = [];
  for (const [num, cl] of pats) kids.push(tool('fetch_patent_claims', c.args({ publication_number: num, claims: [1] }), { publication_number: num, claim_1: cl, source: 'EPO OPS', retrieved: c.ts(), request_id: c.reqId('ops') }));
  kids.push(llm('Predict(CompareClaims)', `[[ ## draft_claim ## ]]\nA cap for a bottle comprising a powder chamber sealed by a membrane and a twist collar that, when rotated, drives a piercing member through the membrane to release the powder into water.\n\n[[ ## references ## ]]\n${pats.map(([n, cl]) => `${n}: ${cl}`).join('\n')}`, '[[ ## reasoning ## ]]\nUS9815594B2 releases powder by push button, not twist. US10232995B2 uses rotation but holds liquid and releases by aligning apertures rather than piercing. EP3351481A1 uses a press-down capsule with a desiccant. US11034488B1 discloses a dry-ingredient compartment, a twist ring and a cutter driven through a membrane via a helical cam, matching every element of the draft.\n\n[[ ## closest ## ]]\nUS11034488B1'));
  return { goal, isolates: 'Claim 1 of four look-alike closure patents is fetched one by one, each describing a different release mechanism, and the comparison picks the closest reference.', root: agent('dspy.Module ClaimCompare', goal, 'Closest reference: US11034488B1 (twist ring + helical cam driving a cutter through a membrane into liquid) anticipates all elements of the draft claim. The others differ: push button (US9815594B2), liquid aperture alignment (US10232995B2), press-down capsule (EP3351481A1).', kids) };
}

// 5. Restaurant chain inventory, Mastra: per-store counts for four stores, transfer plan.
function restaurant(c) {
  const goal = 'Mozzarella is running low at some Basil & Brick stores before Friday. Check the four Denver stores and suggest transfers instead of an emergency order.';
  const stores = [
    ['BB-DEN-01', 'LoDo', 14, 22, 'delivery Thu AM'],
    ['BB-DEN-02', 'Highlands', 41, 20, 'delivery Thu AM'],
    ['BB-DEN-03', 'Cherry Creek', 6, 24, 'delivery Sat (holiday shift)'],
    ['BB-DEN-04', 'Aurora', 33, 18, 'delivery Thu AM'],
  ];
  const kids = [];
  for (const [id, name, onHand, par, note] of stores) {
    kids.push(tool('get-store-inventory', c.args({ storeId: id, sku: 'CHZ-MOZZ-5LB' }), { storeId: id, storeName: `Basil & Brick ${name}`, sku: 'CHZ-MOZZ-5LB', onHandUnits: onHand, parThroughFri: par, nextDelivery: note, lastCount: { by: `mgr_${c.alnum(4).toLowerCase()}`, at: c.ts(c.int(3000, 9000)) }, recordVersion: c.int(100, 999) }));
  }
  const fin = 'Transfer 8 units from Highlands (41 on hand vs par 20) to LoDo (14 vs 22), and cover Cherry Creek (6 vs 24, next delivery not until Saturday) with 13 more units from Highlands and 5 from Aurora (33 vs par 18). Highlands ends at its par of 20 and Aurora keeps 28. No emergency order needed.';
  kids.push(llm('openai/gpt-4o', chat('You are the inventory agent for Basil & Brick.', goal, ['tool', 'four inventory records']), fin));
  return { goal, isolates: 'Four store inventory records with the same fields are read, each with different on-hand, par and delivery facts, and combined into a transfer plan.', root: agent('inventoryAgent', goal, fin, kids) };
}

// 6. Podcast production, OpenAI Agents SDK: analytics for five episodes, retriever for show notes.
function podcast(c) {
  const goal = 'Which of our last five episodes of "Field Notes" kept listeners best past the midpoint, and is there a pattern in the topics?';
  const eps = [
    ['ep-201', 'Soil carbon with Dr. Imani Ade', 3120, 0.58, 'interview'],
    ['ep-202', 'Listener mailbag #9', 2480, 0.41, 'mailbag'],
    ['ep-203', 'Inside a seed vault', 4015, 0.71, 'field recording'],
    ['ep-204', 'Carbon markets explained', 2890, 0.46, 'explainer'],
    ['ep-205', 'Night shift at a bird banding station', 3770, 0.69, 'field recording'],
  ];
  const kids = [llm('Response', chat('You are Show Analyst for Field Notes.', goal), 'Pulling episode analytics one by one.')];
  for (const [id, title, dl, ret, fmt] of eps) {
    kids.push(tool('get_episode_analytics', c.args({ episode_id: id, window_days: 30 }), { episode_id: id, title, downloads_30d: dl, avg_consumption: +(ret + 0.12).toFixed(2), retention_at_50pct: ret, top_apps: ['Apple Podcasts', 'Spotify', 'Overcast'], generated_at: c.ts(), report_id: c.uuid() }));
    kids.push(retriever('show_notes_retriever', { query: `${id} format and segment list`, top_k: 1 }, { documents: [{ id: `${id}-notes`, content: `${title}. Format: ${fmt}.`, score: +(0.8 + c.rnd() * 0.15).toFixed(3) }] }));
  }
  const fin = 'Best retention past the midpoint: "Inside a seed vault" (71%) and "Night shift at a bird banding station" (69%), both field-recording episodes; the interview (58%) is in the middle, while the explainer (46%) and mailbag (41%) drop off most. Field recordings hold listeners noticeably better.';
  kids.push(llm('Response', chat('You are Show Analyst for Field Notes.', goal, ['tool', 'analytics for 5 episodes']), fin));
  return { goal, isolates: 'Analytics and show notes are fetched for five episodes in the same shape, each with different retention and format, and the agent finds the format pattern.', root: agent('Show Analyst', goal, fin, kids) };
}

export const rows = [reins, art, k12, patent, restaurant, podcast];
