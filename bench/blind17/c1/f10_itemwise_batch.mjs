// Family 10 (healthy): batch work over distinct items - the same tool with a different item
// each time, identical acknowledgements, one templated sentence per item, then done.
import { Noise, Chat, agent, chain, row, toolSpans } from './lib.mjs';

export const FAMILY = {
  name: 'itemwise_batch',
  loop: false,
  templatedText: true, // one templated sentence per item is expected and is not stagnation
  summary: 'Same tool applied to a different item each time with identical acknowledgements and templated per-item sentences, then a final report.',
  check(r) {
    const ts = toolSpans(r.root);
    const args = ts.map((s) => JSON.stringify(s.input));
    const byName = {};
    ts.forEach((s, i) => { (byName[s.name] = byName[s.name] || []).push(args[i]); });
    const biggest = Object.values(byName).sort((a, b) => b.length - a.length)[0] || [];
    return biggest.length >= 5 && new Set(biggest).size === biggest.length ? null : 'batch tool must be called on 5+ distinct items';
  },
};

// 01 mini-golf: OpenAI chat, update par per hole after course redesign
function r01() {
  const n = new Noise('itemwise_batch-01');
  const c = new Chat(n, {
    format: 'chat', model: 'gpt-4o-mini', tools: ['set_hole_par'],
    system: 'You maintain the scorecard database for Pirate Cove Adventure Golf.',
    user: 'The Blackbeard course was rebuilt over winter. Re-enter the par for every hole from the new card: 2,3,3,2,2,3,2,4,3,2,3,2,3,3,2,4,3,5.',
  });
  const kids = [];
  const holes = [2, 3, 3, 2, 2, 3, 2, 4, 3, 2, 3, 2, 3, 3, 2, 4, 3, 5].map((p, i) => [i + 1, p]);
  for (const [h, p] of holes) {
    kids.push(c.say(`Setting hole ${h} to par ${p}.`, [['set_hole_par', { course: 'blackbeard', hole: h, par: p }]]));
    kids.push(c.run({ ok: true }));
  }
  kids.push(c.say('All 18 holes are updated. The Blackbeard course now totals par 51 (front nine 24, back nine 27).', []));
  const root = agent('pirate-cove-admin', { request: c.o.user }, { updated: 18 }, kids, { framework: 'openai tool loop' });
  return row(FAMILY, 1, { isolates: 'set_hole_par is called for all eighteen holes in turn, each acknowledged with an identical {"ok": true} and a one-line templated sentence, then one summary.', stagnation: false, goal: c.o.user, root });
}

// 02 paintball field: Anthropic, send waiver per player
function r02() {
  const n = new Noise('itemwise_batch-02');
  const c = new Chat(n, {
    format: 'anthropic', model: 'claude-3-5-haiku-20241022', tools: ['send_waiver'],
    system: 'You handle bookings at Splatwood Paintball. Every player must get the e-waiver before arrival.',
    user: 'Send the waiver to everyone on Saturday\'s stag party booking SW-5521: Liam, Oskar, Dev, Frankie, Tariq, Ben, Murray.',
  });
  const kids = [];
  const players = ['Liam', 'Oskar', 'Dev', 'Frankie', 'Tariq', 'Ben', 'Murray'];
  for (const p of players) {
    kids.push(c.say(`Sending the waiver to ${p}.`, [['send_waiver', { booking: 'SW-5521', player: p }]]));
    kids.push(c.run('queued'));
  }
  kids.push(c.say('Waivers queued for all 7 players on SW-5521. Anyone who has not signed by Friday 18:00 gets an automatic reminder.', []));
  const root = agent('splatwood-bookings', { request: c.o.user }, { sent: 7 }, kids, { sdk: 'anthropic-python 0.39.0' });
  return row(FAMILY, 2, { isolates: 'send_waiver goes to seven different players, each answered "queued", with one templated sentence per player, then a closing message.', stagnation: false, goal: c.o.user, root });
}

// 03 terrarium shop: CrewAI, re-price items
function r03() {
  const n = new Noise('itemwise_batch-03');
  const c = new Chat(n, {
    format: 'react', model: 'gpt-4o-mini', llmName: 'LLM Call (gpt-4o-mini)',
    system: 'You are Shop Pricing Assistant at Moss & Glass Terrariums.\nTools: Update Price(sku: str, gbp: float)\nFormat: Thought / Action / Action Input / Final Answer.',
    user: 'Current Task: Apply the new spring prices: TG-CLOCHE-S 24.00, TG-CLOCHE-L 39.00, TG-GEO-HEX 32.50, TG-BOTTLE-5L 45.00, TG-KIT-FERN 28.00, TG-KIT-CACTUS 26.00.',
    toolName: (nm) => nm, toolMeta: (cl) => ({ crewai_tool_usage: true, tool_call_id: cl.id }),
  });
  const kids = [];
  const items = [['TG-CLOCHE-S', 24.0], ['TG-CLOCHE-L', 39.0], ['TG-GEO-HEX', 32.5], ['TG-BOTTLE-5L', 45.0], ['TG-KIT-FERN', 28.0], ['TG-KIT-CACTUS', 26.0]];
  for (const [sku, p] of items) {
    kids.push(c.say(`Thought: Update ${sku} to £${p.toFixed(2)}.`, [['Update Price', { sku, gbp: p }]]));
    kids.push(c.run('Price updated.'));
  }
  kids.push(c.say('Thought: I now know the final answer\nFinal Answer: All 6 spring prices applied (cloches £24/£39, hex £32.50, 5 L bottle £45, fern kit £28, cactus kit £26).', []));
  const ag = agent('Shop Pricing Assistant', { role: 'Shop Pricing Assistant' }, '6 prices updated', kids, { crewai_version: '0.80.0' });
  const t = chain('Task: Apply spring prices', { description: c.o.user }, '6 prices updated', [ag], { task_id: n.uuid() });
  const root = agent('Crew: moss-and-glass', { inputs: { season: 'spring' } }, { raw: '6 prices updated' }, [t], { crew_id: n.uuid() });
  return row(FAMILY, 3, { isolates: 'Update Price runs on six different SKUs, each observed as "Price updated.", with one templated Thought per SKU, then the final answer.', stagnation: false, goal: 'Apply the new spring prices to six terrarium SKUs.', root });
}

// 04 hedge laying competition: Agents SDK, register competitors, tool-only + templated text
function r04() {
  const n = new Noise('itemwise_batch-04');
  const c = new Chat(n, {
    format: 'responses', model: 'gpt-4.1-mini',
    user: 'Register these entrants for the Midland-style class at the county hedge-laying match: Gwen Price, Alun Morris, Sam Tranter, Josie Kerr, Phil Hodge, Ravi Patel, Ned Aston, Ruth Bellamy, Owen Lloyd.',
    toolMeta: (cl) => ({ span_type: 'function', call_id: cl.id }),
  });
  const kids = [];
  const names = ['Gwen Price', 'Alun Morris', 'Sam Tranter', 'Josie Kerr', 'Phil Hodge', 'Ravi Patel', 'Ned Aston', 'Ruth Bellamy', 'Owen Lloyd'];
  for (const nm of names) {
    kids.push(c.say(`Registering ${nm} in the Midland class.`, [['register_entrant', { class: 'midland_open', name: nm }]]));
    kids.push(c.run(JSON.stringify({ status: 'registered' })));
  }
  kids.push(c.say('All 9 entrants are registered in the Midland open class. Plot numbers are drawn on the morning of the match.', []));
  const root = agent('Hedge Match Secretary', { input: c.o.user }, { final_output: '9 registered' }, kids, { span_type: 'agent', tools: ['register_entrant'], trace_id: 'trace_' + n.hex(32) });
  return row(FAMILY, 4, { isolates: 'register_entrant is called for nine different people, each returning the identical {"status":"registered"}, with a templated sentence per person, then done.', stagnation: false, goal: c.o.user, root });
}

// 05 veg box scheme: LangSmith, set delivery slot per customer
function r05() {
  const n = new Noise('itemwise_batch-05');
  const c = new Chat(n, {
    format: 'langsmith', model: 'gpt-4o-mini',
    system: 'You manage deliveries for Furrow & Field organic veg boxes.',
    user: 'The Thursday van route changed. Move these customers to the 07:00-10:00 slot: #1042, #1057, #1063, #1071, #1088, #1090, #1102, #1115, #1121, #1136.',
    toolMeta: (cl, nn) => ({ run_id: nn.uuid() }),
  });
  const kids = [];
  const ids = [1042, 1057, 1063, 1071, 1088, 1090, 1102, 1115, 1121, 1136];
  for (const id of ids) {
    kids.push(c.say(`Moving customer #${id} to the 07:00-10:00 Thursday slot.`, [['set_delivery_slot', { customer: id, day: 'thursday', slot: '07:00-10:00' }]]));
    kids.push(c.run('OK'));
  }
  kids.push(c.say('Done: all 10 customers are now on the Thursday 07:00-10:00 slot. Their next confirmation emails will show the new window.', []));
  const exec = chain('AgentExecutor', { input: c.o.user }, { output: '10 customers moved' }, kids, { run_id: n.uuid(), max_iterations: 15 });
  const root = agent('furrow-field-deliveries', { input: c.o.user }, { output: '10 customers moved' }, [exec], { project: 'furrow-field', run_id: n.uuid() });
  return row(FAMILY, 5, { isolates: 'set_delivery_slot runs for ten different customer numbers, each answered "OK", with one templated sentence per customer, then a summary.', stagnation: false, goal: c.o.user, root });
}

// 06 street food carts: Semantic Kernel, renew trading permit per cart
function r06() {
  const n = new Noise('itemwise_batch-06');
  const c = new Chat(n, {
    format: 'chat', model: 'gpt-4o', llmName: 'chat.completions gpt-4o',
    system: 'You are the admin assistant for Dockside Street Food Collective. Functions: Council-RenewPermit.',
    user: 'Renew the annual street trading permits for our carts: Bao Boat, Arepa Amigos, The Pierogi Pram, Smoky Jack\'s, Dosa Dash, Churro Chariot, Falafel Frank.',
    toolName: (nm) => nm,
    toolMeta: (cl, nn) => ({ 'semantic_kernel.function.invocation_id': nn.uuid() }),
  });
  const kids = [];
  const carts = ['Bao Boat', 'Arepa Amigos', 'The Pierogi Pram', 'Smoky Jack\'s', 'Dosa Dash', 'Churro Chariot', 'Falafel Frank'];
  for (const ct of carts) {
    kids.push(c.say(`Renewing the street trading permit for ${ct}.`, [['Council-RenewPermit', { trader: ct, term: '12 months', pitch_zone: 'Dockside Quay' }]]));
    kids.push(c.run({ result: 'submitted' }));
  }
  kids.push(c.say('Renewal applications submitted for all 7 carts. The council usually confirms within 10 working days; fees will be invoiced to the collective account.', []));
  const root = agent('ChatCompletionAgent:CollectiveAdmin', { input: c.o.user }, { result: '7 renewals submitted' }, kids, { 'semantic_kernel.version': '1.21.0' });
  return row(FAMILY, 6, { isolates: 'Council-RenewPermit is invoked for seven different carts, each answered {"result":"submitted"}, with one templated sentence per cart, then a closing note.', stagnation: false, goal: c.o.user, root });
}

export function build() { return [r01(), r02(), r03(), r04(), r05(), r06()]; }
