// Family 7 (healthy): pagination that brings new items on every page until the source says
// there is no more, then a summary.
import { Noise, Chat, agent, chain, row, http, toolSpans } from './lib.mjs';

export const FAMILY = {
  name: 'paged_harvest',
  loop: false,
  summary: 'Pages through a source; every page has new items; stops when the source says there is no more and summarises.',
  check(r) { return toolSpans(r.root).length >= 3 ? null : 'needs several pages'; },
};

// 01 corn maze: OpenAI chat, season pass sales, cursor pages (7 pages), tally computed from the data
function r01() {
  const n = new Noise('paged_harvest-01');
  const c = new Chat(n, {
    format: 'chat', model: 'gpt-4o-mini', tools: ['list_orders'],
    system: 'You answer sales questions for Maizey Days Corn Maze using the ticketing API.',
    user: 'How many family season passes did we sell in September, and which postcode areas bought the most?',
  });
  const kids = [];
  const areas = ['NR1', 'NR1', 'NR2', 'NR4', 'NR4', 'NR14', 'IP22', 'NR1', 'PE30', 'NR3'];
  const sizes = [5, 5, 5, 5, 5, 5, 3];
  let next = 40112, cursor = null;
  const tally = {};
  sizes.forEach((k, i) => {
    kids.push(c.say(null, [['list_orders', { product: 'family_season', created_from: '2024-09-01', created_to: '2024-09-30', limit: 5, ...(cursor ? { starting_after: cursor } : {}) }]]));
    const data = [];
    for (let j = 0; j < k; j++) {
      next += n.int(3, 19);
      const pc = n.pick(areas);
      tally[pc] = (tally[pc] || 0) + 1;
      data.push({ id: `MD-${next}`, product: 'family_season', postcode_area: pc, amount_gbp: 65, created: n.step(3600, 90000).unix() });
    }
    cursor = data[data.length - 1].id;
    kids.push(c.run({ status: 200, headers: { date: n.http(), 'request-id': n.req('req_'), 'x-pod': n.host('tix'), ...n.rate(100) }, body: { object: 'list', data, has_more: i < sizes.length - 1 } }));
  });
  const total = sizes.reduce((a, b) => a + b, 0);
  const ranked = Object.entries(tally).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  kids.push(c.say(`September total: ${total} family season passes (£${total * 65}). By postcode area: ${ranked.map(([a, k]) => `${a} ${k}`).join(', ')}. ${ranked[0][0]} bought the most.`, []));
  const root = agent('maizey-sales-bot', { question: c.o.user }, { answer: `${total} passes; ${ranked[0][0]} leads with ${ranked[0][1]}` }, kids, { framework: 'openai tool loop' });
  return row(FAMILY, 1, { isolates: 'Seven cursor pages each bring new orders (5,5,5,5,5,5,3); the last says has_more=false and the agent tallies passes by postcode area.', stagnation: false, goal: c.o.user, root });
}

// 02 felt making: Anthropic, wool supplier catalogue pages with next_page_token
function r02() {
  const n = new Noise('paged_harvest-02');
  const c = new Chat(n, {
    format: 'anthropic', model: 'claude-3-5-haiku-20241022', tools: ['catalogue_page'],
    system: 'You buy supplies for Fernhill Felt, a wet- and needle-felting studio. Look up supplier catalogues with the tools.',
    user: 'From Woolhouse Supplies, list every merino top under 19 micron that comes in 1 kg packs, with price per kg.',
  });
  const kids = [];
  const pages = [
    [{ sku: 'WH-MER18-NAT', name: 'Merino top 18.5mic natural', pack: '1kg', gbp: 31.5 }, { sku: 'WH-MER18-IND', name: 'Merino top 18.5mic indigo', pack: '1kg', gbp: 38.0 }, { sku: 'WH-MER16-NAT', name: 'Merino top 16.5mic natural', pack: '1kg', gbp: 42.9 }],
    [{ sku: 'WH-MER18-RUS', name: 'Merino top 18mic rust', pack: '1kg', gbp: 37.25 }, { sku: 'WH-MER17-SLT', name: 'Merino top 17mic slate', pack: '1kg', gbp: 40.1 }],
    [{ sku: 'WH-MER18-OLV', name: 'Merino top 18.5mic olive', pack: '1kg', gbp: 38.0 }],
  ];
  const texts = ['Starting with the first page of merino tops under 19 micron.', 'Page one gave three tops (natural, indigo and a 16.5 micron natural). There is a next token, so on to page two.', 'Page two added rust and slate. One more token was returned.'];
  let token = null;
  pages.forEach((p, i) => {
    kids.push(c.say(texts[i], [['catalogue_page', { supplier: 'woolhouse', category: 'merino_tops', max_micron: 19, pack: '1kg', ...(token ? { page_token: token } : {}) }]]));
    token = i < pages.length - 1 ? n.cursor() : null;
    kids.push(c.run({ items: p, next_page_token: token, page: i + 1, generated: n.isoOff(1), cache_key: n.hex(12) }));
  });
  kids.push(c.say('Woolhouse merino tops under 19 micron in 1 kg packs (6 found, final page had no next token):\n- WH-MER16-NAT 16.5mic natural £42.90/kg\n- WH-MER17-SLT 17mic slate £40.10/kg\n- WH-MER18-RUS 18mic rust £37.25/kg\n- WH-MER18-NAT 18.5mic natural £31.50/kg\n- WH-MER18-IND 18.5mic indigo £38.00/kg\n- WH-MER18-OLV 18.5mic olive £38.00/kg', []));
  const root = agent('fernhill-buyer', { request: c.o.user }, { items: 6 }, kids, { sdk: 'anthropic-python 0.39.0' });
  return row(FAMILY, 2, { isolates: 'Three token pages bring 3, 2 and 1 new merino tops; the last page has a null token and the agent lists all six with prices.', stagnation: false, goal: c.o.user, root });
}

// 03 shipwreck survey: LangSmith, sonar contact records with offset, then summary
function r03() {
  const n = new Noise('paged_harvest-03');
  const c = new Chat(n, {
    format: 'langsmith', model: 'gpt-4o',
    system: 'You help the Solent Wreck Survey team query their side-scan sonar contact database (API at /contacts).',
    user: 'List all sonar contacts longer than 20 m in survey block SW-7 that have not yet been dived, so we can plan next week\'s ROV days.',
    toolMeta: (cl, nn) => ({ run_id: nn.uuid() }),
  });
  const kids = [];
  const recs = [
    [{ id: 'C-7-014', len_m: 34.2, heading: 112, shadow_m: 3.1, depth_m: 27 }, { id: 'C-7-022', len_m: 21.7, heading: 40, shadow_m: 1.4, depth_m: 31 }, { id: 'C-7-031', len_m: 48.9, heading: 287, shadow_m: 5.6, depth_m: 29 }],
    [{ id: 'C-7-047', len_m: 25.0, heading: 190, shadow_m: 0.9, depth_m: 33 }, { id: 'C-7-052', len_m: 62.3, heading: 75, shadow_m: 6.8, depth_m: 35 }, { id: 'C-7-058', len_m: 20.4, heading: 333, shadow_m: 1.1, depth_m: 24 }],
    [{ id: 'C-7-071', len_m: 29.8, heading: 12, shadow_m: 2.2, depth_m: 38 }],
  ];
  const texts = ['Querying block SW-7 for undived contacts over 20 m.', 'Three contacts so far including a 48.9 m target (C-7-031). Total is 7, so I need the next offset.', 'Six of seven retrieved; C-7-052 at 62.3 m is the largest yet. Fetching the remaining record.'];
  recs.forEach((p, i) => {
    kids.push(c.say(texts[i], [['query_contacts', { block: 'SW-7', min_length_m: 20, dived: false, offset: i * 3, limit: 3 }]]));
    kids.push(c.run({ total: 7, offset: i * 3, contacts: p.map((x) => ({ ...x, first_seen: n.dateOnly(-n.int(30, 400)), sonar_file: `SW7_${n.digits(4)}.xtf` })), query_ms: n.ms(12, 80) }));
  });
  kids.push(c.say('Seven undived contacts over 20 m in SW-7. Largest first: C-7-052 (62.3 m, 35 m depth), C-7-031 (48.9 m, 29 m), C-7-014 (34.2 m, 27 m), C-7-071 (29.8 m, 38 m), C-7-047 (25.0 m), C-7-022 (21.7 m), C-7-058 (20.4 m). The two big shadows (C-7-052, C-7-031) suggest upstanding structure and are the best ROV candidates.', []));
  const exec = chain('AgentExecutor', { input: c.o.user }, { output: '7 contacts listed' }, kids, { run_id: n.uuid() });
  const root = agent('solent-survey-assistant', { input: c.o.user }, { output: '7 contacts listed' }, [exec], { project: 'solent-wrecks', run_id: n.uuid() });
  return row(FAMILY, 3, { isolates: 'Offsets 0, 3, 6 against total=7 return 3, 3 and 1 distinct contacts; the agent stops at the total and ranks them.', stagnation: false, goal: c.o.user, root });
}

// 04 botanical illustration commissions: Agents SDK, mailbox pages, tool-only, then summary
function r04() {
  const n = new Noise('paged_harvest-04');
  const c = new Chat(n, {
    format: 'responses', model: 'gpt-4.1-mini',
    user: 'Go through my commissions inbox label and list every enquiry from this month with the plant species and the size requested.',
    toolMeta: (cl) => ({ span_type: 'function', call_id: cl.id }),
  });
  const kids = [];
  const pages = [
    [['Fritillaria meleagris', 'A4'], ['Quercus robur (acorn branch)', 'A3'], ['Nepenthes rajah', 'A2']],
    [['Digitalis purpurea', 'A4'], ['Paphiopedilum rothschildianum', 'A3']],
    [['Helleborus niger', 'A5'], ['Cyclamen hederifolium', 'A5'], ['Magnolia campbellii', 'A2']],
  ];
  let tok;
  pages.forEach((p, i) => {
    kids.push(c.say(null, [['mail_list', { label: 'Commissions', newer_than: '30d', ...(tok ? { pageToken: tok } : {}) }]]));
    tok = i < pages.length - 1 ? n.digits(20) : undefined;
    kids.push(c.run(JSON.stringify({ messages: p.map(([sp, sz]) => ({ id: n.hex(16), threadId: n.hex(16), from: `${n.pick(['hello', 'info', 'studio', 'jane', 'garden'])}@${n.alnum(6)}.example`, snippet: `Commission enquiry: ${sp}, ${sz} watercolour`, internalDate: String(n.step(20000, 200000).unixMs()) })), ...(tok ? { nextPageToken: tok } : {}), resultSizeEstimate: p.length })));
  });
  kids.push(c.say('This month\'s 8 commission enquiries: Fritillaria meleagris (A4), Quercus robur acorn branch (A3), Nepenthes rajah (A2), Digitalis purpurea (A4), Paphiopedilum rothschildianum (A3), Helleborus niger (A5), Cyclamen hederifolium (A5), Magnolia campbellii (A2). Two are A2, the largest format.', []));
  const root = agent('Studio Inbox Agent', { input: c.o.user }, { final_output: '8 enquiries' }, kids, { span_type: 'agent', tools: ['mail_list', 'mail_get'], trace_id: 'trace_' + n.hex(32) });
  return row(FAMILY, 4, { isolates: 'Three inbox pages bring 3, 2 and 3 different enquiries; the last page has no nextPageToken and the agent lists all eight species with sizes.', stagnation: false, goal: c.o.user, root });
}

// 05 garden centre plant labels: CrewAI, SKU pages, then print queue summary
function r05() {
  const n = new Noise('paged_harvest-05');
  const c = new Chat(n, {
    format: 'react', model: 'gpt-4o-mini', llmName: 'LLM Call (gpt-4o-mini)',
    system: 'You are Labelling Clerk at Greenway Garden Centre.\nTools: Stock List(page: int, filter: str), Queue Labels(skus: list)\nFormat: Thought / Action / Action Input / Final Answer.',
    user: 'Current Task: Find every perennial SKU whose price changed this week and queue new shelf labels for them.',
    toolName: (nm) => nm, toolMeta: (cl) => ({ crewai_tool_usage: true, tool_call_id: cl.id }),
  });
  const kids = [];
  const th = ['Thought: Start with page 1 of perennials with a price change this week.', 'Thought: Page 1 had Salvia, Geranium Rozanne and Echinacea; the footer says page 1 of 3, so page 2 is next.', 'Thought: Page 2 added Heuchera and two Hostas. Page 3 of 3 remains.'];
  const obs = [
    'page 1/3 | PER-SAL-CAR Salvia Caradonna 2L £7.99->£8.49 | PER-GER-ROZ Geranium Rozanne 2L £9.99->£10.99 | PER-ECH-PUR Echinacea purpurea 3L £8.49->£8.99',
    'page 2/3 | PER-HEU-PAL Heuchera Palace Purple 1L £5.49->£5.99 | PER-HOS-JUN Hosta June 2L £8.99->£9.49 | PER-HOS-SIE Hosta sieboldiana 3L £11.99->£12.49',
    'page 3/3 | PER-NEP-SIX Nepeta Six Hills Giant 2L £7.49->£7.99 | (end of list)',
  ];
  th.forEach((t, i) => {
    kids.push(c.say(t, [['Stock List', { page: i + 1, filter: 'category=perennial;price_changed_since=monday' }]]));
    kids.push(c.run(`${obs[i]} | generated ${n.step(1, 4).pylog()} by epos-sync ${n.hex(6)}`));
  });
  kids.push(c.say('Thought: That is all 7 changed perennials across 3 pages. I will queue labels for them.', [['Queue Labels', { skus: ['PER-SAL-CAR', 'PER-GER-ROZ', 'PER-ECH-PUR', 'PER-HEU-PAL', 'PER-HOS-JUN', 'PER-HOS-SIE', 'PER-NEP-SIX'] }]]));
  kids.push(c.run(`Queued 7 labels on printer ZD421-tills (job ${n.int(100, 999)}).`));
  kids.push(c.say('Thought: I now know the final answer\nFinal Answer: 7 perennial SKUs changed price this week; new shelf labels for all 7 are queued on the tills printer.', []));
  const ag = agent('Labelling Clerk', { role: 'Labelling Clerk' }, '7 labels queued', kids, { crewai_version: '0.80.0' });
  const t = chain('Task: Reprice shelf labels', { description: c.o.user }, '7 labels queued', [ag], { task_id: n.uuid() });
  const root = agent('Crew: greenway-store-ops', { inputs: { week: 'current' } }, { raw: '7 labels queued' }, [t], { crew_id: n.uuid() });
  return row(FAMILY, 5, { isolates: 'Pages 1/3, 2/3 and 3/3 bring 3, 3 and 1 different SKUs; the third ends the list and the labels are queued for all seven.', stagnation: false, goal: 'Queue new shelf labels for every perennial whose price changed this week.', root });
}

// 06 yurt maker: Semantic Kernel, order backlog with continuation, then summary
function r06() {
  const n = new Noise('paged_harvest-06');
  const c = new Chat(n, {
    format: 'chat', model: 'gpt-4o', llmName: 'chat.completions gpt-4o',
    system: 'You help Steppe & Canvas, a yurt workshop, plan production. Functions: Orders-ListOpen (continuation based).',
    user: 'How many roof wheels (tonoo) do we need to steam-bend for all open orders, split by diameter?',
    toolName: (nm) => nm,
    toolMeta: (cl, nn) => ({ 'semantic_kernel.function.invocation_id': nn.uuid() }),
  });
  const kids = [];
  const pages = [
    [{ order: 'SC-1180', yurt_ft: 16, crown_cm: 120 }, { order: 'SC-1184', yurt_ft: 18, crown_cm: 130 }, { order: 'SC-1187', yurt_ft: 12, crown_cm: 90 }, { order: 'SC-1191', yurt_ft: 16, crown_cm: 120 }],
    [{ order: 'SC-1193', yurt_ft: 20, crown_cm: 150 }, { order: 'SC-1195', yurt_ft: 16, crown_cm: 120 }, { order: 'SC-1198', yurt_ft: 18, crown_cm: 130 }, { order: 'SC-1203', yurt_ft: 14, crown_cm: 100 }],
    [{ order: 'SC-1207', yurt_ft: 16, crown_cm: 120 }],
  ];
  let cont = null;
  pages.forEach((p, i) => {
    kids.push(c.say(null, [['Orders-ListOpen', { include: 'frame_spec', ...(cont ? { continuation: cont } : {}) }]]));
    cont = i < pages.length - 1 ? n.b64(24) : null;
    kids.push(c.run({ value: p.map((o) => ({ ...o, deposit_paid: true, promised: n.dateOnly(n.int(20, 90)) })), continuation: cont, '@odata.count': 9, 'x-ms-request-id': n.uuid() }));
  });
  kids.push(c.say('Open orders need 9 roof wheels: 120 cm x4 (SC-1180, SC-1191, SC-1195, SC-1207), 130 cm x2 (SC-1184, SC-1198), 90 cm x1 (SC-1187), 100 cm x1 (SC-1203), 150 cm x1 (SC-1193). The third page returned no continuation, so this covers every open order.', []));
  const root = agent('ChatCompletionAgent:ProductionPlanner', { input: c.o.user }, { result: '9 wheels' }, kids, { 'semantic_kernel.version': '1.21.0' });
  return row(FAMILY, 6, { isolates: 'Three continuation pages bring 4, 4 and 1 different orders; the third returns no continuation and the nine roof wheels are tallied by diameter.', stagnation: false, goal: c.o.user, root });
}

export function build() { return [r01(), r02(), r03(), r04(), r05(), r06()]; }
