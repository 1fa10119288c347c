import { agent, llm, tool, usr } from './lib.mjs';
const mk = (domain, goal, steps, final) => ({ domain, style: 'Anthropic Messages API logs (extended thinking)', isolates: `A run of long consecutive reasoning steps for ${domain} where each step adds new numbers, names or decisions, ending in a plan.`, goal, build(r) {
  const kids = steps.map((s, i) => llm('messages.create', { model: 'claude-3-7-sonnet-20250219', messages: [usr(goal)], thinking: { type: 'enabled', budget_tokens: 4000 } }, { content: [{ type: 'thinking', thinking: s, signature: r.b62(40) }], stop_reason: i < steps.length - 1 ? 'pause_turn' : 'end_turn', usage: { output_tokens: r.int(120, 260) } }));
  kids.push(tool('save_plan', { text: final }, { saved: true, id: r.uuid() }));
  kids.push(llm('messages.create', { model: 'claude-3-7-sonnet-20250219', messages: [usr(goal)] }, { content: [{ type: 'text', text: final }], stop_reason: 'end_turn' }));
  return agent('planner', { goal }, { status: 'done' }, kids);
} });
export default [
mk('wind chime maker', 'Plan next month\'s production of aluminium wind chimes for three garden-centre orders.', [
  'Orders: Greenleaf 120 pentatonic sets, Bramble & Co 80 large bass sets, Hillside 45 custom-tuned. Tube stock is 6 m lengths of 25 mm and 38 mm aluminium.',
  'Pentatonic sets use five 25 mm tubes totalling 2.1 m per set, so 252 m or 42 lengths. Bass sets use six 38 mm tubes totalling 3.4 m, so 272 m or 46 lengths. Custom sets average 2.6 m of 25 mm, 117 m or 20 lengths.',
  'We hold 30 lengths of 25 mm and 20 of 38 mm. Need to order 32 of 25 mm and 26 of 38 mm from Alutec; lead time 6 days, so order Monday.',
  'Tuning bench capacity is 40 sets a day with Mira and Jon; 245 sets is about 6.5 days. Schedule Greenleaf first (due 14th), Bramble second (due 21st), Hillside last because customers approve tones by email.'],
  'Order 32×25 mm and 26×38 mm lengths Monday; tune Greenleaf 9–11th, Bramble 14–16th, Hillside 17–18th.'),
mk('origami workshop supplies', 'Plan paper purchasing for the autumn origami workshop series across four libraries.', [
  'Four libraries, six sessions each, average 18 participants. Crane sessions use 15 cm kami, tessellation sessions use 25 cm tant paper.',
  'Crane sessions: 14 of 24 sessions, each participant uses about 6 sheets, so 14×18×6 = 1512 sheets of 15 cm. Tessellation: 10 sessions × 18 × 4 = 720 sheets of 25 cm tant.',
  'Kami comes in packs of 500 at 9.40, so 4 packs (2000 sheets) gives spare for demos. Tant comes in 100 packs at 14.80, so 8 packs.',
  'Budget is 220; 4×9.40 + 8×14.80 = 156. Remaining 64 goes to 200 sheets of washi for the final showcase session at Eastgate library.'],
  'Buy 4 kami packs, 8 tant packs and 200 washi sheets (total about 214).'),
mk('rice terrace cooperative', 'Plan the water rotation among seven terrace families for transplanting week.', [
  'Seven families share the upper channel: Dela Cruz, Bantog, Lumidao, Pagada, Indopia, Ananayo, Gayao. Channel flow is about 18 L/s after the dry spell.',
  'Each terrace block needs 80 mm standing water before transplanting. Block areas range 0.3 ha (Gayao) to 0.9 ha (Bantog); 80 mm on 0.9 ha is 720 m³, about 11 hours at 18 L/s.',
  'Total area 4.2 ha needs 3360 m³, roughly 52 hours of flow. Transplanting crew can do one family per day, so filling must lead the crew by one day.',
  'Order top-down to reuse overflow: Bantog Mon, Lumidao Tue, Dela Cruz Wed, Pagada Thu, Indopia Fri, Ananayo and Gayao Sat together since both are small.'],
  'Rotation: Bantog, Lumidao, Dela Cruz, Pagada, Indopia, then Ananayo+Gayao; each fill starts the evening before transplanting.'),
mk('sumo stable', 'Plan the training and meal schedule for the stable during the two weeks before the November tournament.', [
  'Eleven wrestlers: two in makuuchi, three juryo, six in lower divisions. Keiko starts 06:00; sekitori join at 07:30.',
  'Chanko budget 4,200 yen per wrestler per day; the lower six cook in rotation, two per day, so each cooks about twice a week.',
  'Weight goals: Takanoumi needs +3 kg, Hoshiyama must hold at 152 kg after knee surgery, so his butsukari is limited to 10 minutes.',
  'Travel to Fukuoka on day 12 by shinkansen; last full keiko on day 11, light keiko and shiko only on day 13.'],
  'Two-week plan saved: cooking rota, Hoshiyama knee limits, travel day 12.'),
mk('salt mine tours', 'Plan tour slots for a salt mine visitor centre during school holidays.', [
  'Lift cage carries 14 people, a round trip takes 9 minutes, and the underground route takes 70 minutes.',
  'Underground chapel holds 40, so groups cap at 28 (two cage loads) to leave room for a crossing group.',
  'Holiday demand last year peaked at 620 visitors per day; at 28 per tour we need 23 tours, one every 20 minutes from 09:00 to 16:20.',
  'Guides: 9 available, each can do 4 tours per day with breaks, giving 36 capacity; keep 2 guides for Polish and German language tours at 11:00 and 14:00.'],
  '23 tours/day at 20-minute intervals, groups of 28, 9 guides with two language tours.'),
mk('cricket bat willow growers', 'Plan felling and replanting for the willow plantation this winter.', [
  'Plot C has 64 Salix alba caerulea trees planted 2010; target girth 140 cm at 1.5 m. Survey shows 41 at or above target.',
  'Each mature tree yields about 8 clefts; 41 trees give roughly 330 clefts, and the bat maker has contracted 300 at £38.',
  'Felling window is November to February; ground is waterlogged in January, so fell 25 trees in November and 16 in late February.',
  'Replant 41 sets from our own stool beds in March, spaced 10 m; protect with 1.8 m guards against deer.'],
  'Fell 25 in November, 16 in late February; deliver 300 clefts; replant 41 sets in March.'),
];
