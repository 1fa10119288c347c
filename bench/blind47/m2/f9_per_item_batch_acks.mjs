import { Tracer, sys, user } from './lib.mjs';
export const family = 'per_item_batch_acks';
export const loop = false;
export const stagnationAllowed = [false];

// 01 poetry slam open-mic slots, OpenAI Agents SDK
function r01(id) {
  const T = new Tracer(id, 'oai_agents'), N = T.N;
  const goal = 'Confirm the five poets on the waitlist for Thursday\'s slam and send each their slot time.';
  const kids = [];
  const poets = [['Noor Haddad', '20:05'], ['Kwame Asante', '20:12'], ['Elsie Fromm', '20:19'], ['Tobias Reyes', '20:26'], ['Yuki Mori', '20:33']];
  for (const [p, t] of poets) {
    kids.push(T.llm({ messages: [user(goal)], text: `Confirming ${p} for ${t}.`, calls: [['send_sms', { to: p, text: `You're on at ${t} Thursday. 3 min limit, no props.` }]] }));
    kids.push(T.tool('send_sms', { to: p, text: `You're on at ${t} Thursday. 3 min limit, no props.` }, 'queued'));
  }
  kids.push(T.llm({ messages: [user(goal)], text: 'All five waitlisted poets are confirmed with slots from 20:05 to 20:33.' }));
  return { isolates: 'Same SMS tool for five different poets, each acknowledged with a bare "queued", one templated sentence per poet, then a closing summary.', stagnation: false, goal,
    root: T.agent('Agent: SlamHost', { input: goal }, { final_output: 'All five confirmed.' }, kids) };
}

// 02 beach volleyball league, Vercel AI SDK
function r02(id) {
  const T = new Tracer(id, 'vercel'), N = T.N;
  const goal = 'Assign courts 1-4 to the four first-round matches of the Sandbank Beach Volleyball League and publish them.';
  const kids = [];
  const m = [['Dig Dug vs Sandy Cheeks', 1], ['Block Party vs Net Gains', 2], ['Spike Lee vs Ace Ventura', 3], ['Sets on the Beach vs Bump n Grind', 4]];
  kids.push(T.llm({ messages: [user(goal)], text: 'Assigning courts in fixture order.', calls: m.map(([x, c]) => ['assign_court', { match: x, court: c }]) }));
  for (const [x, c] of m) kids.push(T.tool('assign_court', { match: x, court: c }, { ok: true }));
  kids.push(T.llm({ messages: [user(goal)], calls: [['publish_schedule', { round: 1 }]] }));
  kids.push(T.tool('publish_schedule', { round: 1 }, { published: true, url: 'https://sandbank.example/r1', cache_bust: N.hex(8) }));
  kids.push(T.llm({ messages: [user(goal)], text: 'Round 1 is published: four matches on courts 1-4.' }));
  return { isolates: 'Parallel tool calls assign four distinct matches, each answered {ok:true}; the schedule is published once and the run ends.', stagnation: false, goal,
    root: T.agent('ai.generateText', { prompt: goal }, { text: 'Round 1 is published.', finishReason: 'stop' }, kids, { type: 'chain' }) };
}

// 03 community cookbook recipe import, CrewAI
function r03(id) {
  const T = new Tracer(id, 'crewai'), N = T.N;
  const goal = 'Import the six submitted recipes into the community cookbook layout and flag any without allergen info.';
  const kids = [];
  const rec = ['Grandma Ilse\'s plum dumplings', 'Jollof rice', 'Lentil dal', 'Welsh cakes', 'Pierogi ruskie', 'Mango sticky rice'];
  for (const r of rec) {
    kids.push(T.llm({ messages: [user(goal)], text: `Thought: Import "${r}" next.\nAction: import_recipe`, calls: [['import_recipe', { title: r, section: 'Mains & Sweets' }]] }));
    kids.push(T.tool('import_recipe', { title: r, section: 'Mains & Sweets' }, r === 'Jollof rice' ? 'imported; allergens: MISSING' : 'imported'));
  }
  kids.push(T.llm({ messages: [user(goal)], text: 'Thought: I now know the final answer\nFinal Answer: 6 recipes imported; "Jollof rice" lacks allergen info and is flagged for the editor.' }));
  return { isolates: 'One import per distinct recipe with near-identical acknowledgements and one templated Thought per recipe; a final answer flags the one missing allergen set.', stagnation: false, goal,
    root: T.agent('Crew: cookbook', { inputs: { batch: 'spring-submissions' } }, '6 recipes imported', [T.agent('Layout Editor', { task: goal }, 'done', kids, { meta: { role: 'Layout Editor' } })]) };
}

// 04 model ship kit retailer price update, Langfuse
function r04(id) {
  const T = new Tracer(id, 'langfuse'), N = T.N;
  const goal = 'Apply the 8% supplier price rise to the five Billing Boats kits in the shop catalogue.';
  const kids = [];
  const kits = [['BB-0578 Nordkap', 189.0], ['BB-0510 Oseberg', 142.5], ['BB-0600 Cutty Sark', 399.0], ['BB-0476 Mary Ann', 96.0], ['BB-0706 Calypso', 219.0]];
  for (const [k, p] of kits) {
    const np = +(p * 1.08).toFixed(2);
    kids.push(T.llm({ messages: [user(goal)], text: `Updating ${k.split(' ')[1]} from £${p.toFixed(2)} to £${np.toFixed(2)}.`, calls: [['set_price', { sku: k.split(' ')[0], price_gbp: np }]] }));
    kids.push(T.tool('set_price', { sku: k.split(' ')[0], price_gbp: np }, { status: 'ok' }));
  }
  kids.push(T.llm({ messages: [user(goal)], text: 'All five Billing Boats kits now carry the 8% rise.' }));
  return { isolates: 'Five price updates on five different SKUs, identical {status:ok} acks, templated sentences with different kit names and prices, then done.', stagnation: false, goal, root: T.agent('trace: catalogue-agent', { input: goal }, { output: 'done' }, kids) };
}

// 05 hedge maze attraction, Semantic Kernel
function r05(id) {
  const T = new Tracer(id, 'semantic_kernel'), N = T.N;
  const goal = 'Open ticket inventory for each of the six late-summer "maze by torchlight" evenings.';
  const kids = [];
  const dates = ['2025-08-22', '2025-08-23', '2025-08-29', '2025-08-30', '2025-09-05', '2025-09-06'];
  kids.push(T.llm({ messages: [user(goal)], text: 'I will open each evening with 120 tickets.', calls: dates.slice(0, 3).map(d => ['Tickets-open_event', { date: d, capacity: 120 }]) }));
  dates.slice(0, 3).forEach(d => kids.push(T.tool('Tickets-open_event', { date: d, capacity: 120 }, 'Accepted')));
  kids.push(T.llm({ messages: [user(goal)], calls: dates.slice(3).map(d => ['Tickets-open_event', { date: d, capacity: 120 }]) }));
  dates.slice(3).forEach(d => kids.push(T.tool('Tickets-open_event', { date: d, capacity: 120 }, 'Accepted')));
  kids.push(T.llm({ messages: [user(goal)], text: 'Six torchlight evenings are on sale (22 Aug - 6 Sep), 120 tickets each.' }));
  return { isolates: 'Two batches of parallel function calls open six different dates, every one acknowledged "Accepted", then a summary.', stagnation: false, goal, root: T.agent('ChatCompletionAgent.invoke', { message: goal }, { content: 'Six evenings on sale.' }, kids) };
}

// 06 clog dancing troupe costume sizes, plain messages
function r06(id) {
  const T = new Tracer(id, 'plain'), N = T.N;
  const goal = 'Record the costume measurements for the four new clog dancers in the wardrobe sheet.';
  const kids = [];
  const d = [['Hattie', 'S', 38], ['Rhodri', 'L', 44], ['Priya', 'M', 39], ['Olu', 'XL', 46]];
  for (const [n, s, shoe] of d) {
    kids.push(T.llm({ messages: [user(goal)], text: `Adding ${n}: waistcoat ${s}, clog size ${shoe}.`, calls: [['sheet_append', { range: 'Wardrobe!A:D', values: [[n, s, shoe, 'new']] }]] }));
    kids.push(T.tool('sheet_append', JSON.stringify({ range: 'Wardrobe!A:D', values: [[n, s, shoe, 'new']] }), { spreadsheetId: '1' + N.b62(43), updates: { updatedRange: `Wardrobe!A${N.int(20, 40)}:D`, updatedRows: 1 } }));
  }
  kids.push(T.llm({ messages: [user(goal)], text: 'Four dancers added to the wardrobe sheet; Olu needs the XL waistcoat ordered.' }));
  return { isolates: 'Four sheet appends for four different dancers with similar one-row acknowledgements and one templated line each, then a wrap-up.', stagnation: false, goal, root: T.agent('wardrobe-assistant', { goal }, { final: 'Four dancers added.' }, kids) };
}
export const rows = [r01, r02, r03, r04, r05, r06];
