import { Trace } from './lib.mjs';

export const family = {
  name: 'per_item_batch_acks', loop: false, stagnation: false,
  isolates: 'Healthy batch work: the same tool is called for distinct items, acknowledgements are identical ("ok", "queued"), the agent writes one templated sentence per item, then finishes.',
};

export const rows = [
  {
    n: '01', domain: 'origami convention workshop room assignments', style: 'openai_agents',
    isolates: 'Five different workshops are assigned rooms one call each; every reply is {"ok":true} and each turn has one short templated sentence.',
    goal: 'Assign rooms to the five Saturday workshops at the origami convention according to the attached plan and confirm.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'openai_agents', model: 'gpt-4.1-mini', agent: 'Convention Ops', tools: ['assign_room'],
        system: 'You run logistics for an origami convention.', goal: this.goal });
      const plan = [['Modular kusudama', 'Room A'], ['Tessellations for beginners', 'Room C'], ['Wet-folding animals', 'Room B'], ['Crease-pattern reading', 'Hall 2'], ['Action models for kids', 'Family Corner']];
      for (const [w, r] of plan) T.step(`Assigning ${w} to ${r}.`, [{ name: 'assign_room', args: JSON.stringify({ workshop: w, room: r, day: 'Saturday' }), out: { ok: true } }]);
      T.final('All five Saturday workshops have rooms: kusudama in A, tessellations in C, wet-folding in B, crease patterns in Hall 2, action models in the Family Corner.');
      return T.build();
    },
  },
  {
    n: '02', domain: 'tempeh makers wholesale dispatch', style: 'anthropic',
    isolates: 'Dispatch labels are queued for six different wholesale customers; each reply is "queued" and the agent notes one line per customer before summarising.',
    goal: 'Queue dispatch labels for this week\'s six wholesale tempeh orders (chickpea, black bean and soy tempeh) for Friday collection.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'anthropic', model: 'claude-3-5-haiku-20241022', agent: 'dispatch-bot', tools: ['queue_label'],
        system: 'You prepare dispatch for a small tempeh producer.', goal: this.goal });
      const orders = [['Green Fork Café', 'soy', 24], ['Leaf & Ladle', 'chickpea', 12], ['Harvest Co-op', 'black bean', 30], ['Pho Minh', 'soy', 18], ['The Grain Store', 'chickpea', 10], ['Roots Deli', 'black bean', 16]];
      for (const [c, t, n] of orders) T.step(`Label for ${c}: ${n} x ${t}.`, [{ name: 'queue_label', args: { customer: c, product: `${t} tempeh 250g`, qty: n, collection: 'Friday' }, out: 'queued' }]);
      T.final('Six dispatch labels queued for Friday: 110 packs in total (42 soy, 22 chickpea, 46 black bean).');
      return T.build();
    },
  },
  {
    n: '03', domain: 'coral reef restoration nursery tagging', style: 'gemini',
    isolates: 'Seven coral fragments are tagged to nursery trees one call each; every functionResponse is {"status":"ok"} and the agent writes one templated sentence per fragment.',
    goal: 'Register the seven new Acropora fragments collected on today\'s dive on their nursery trees in the monitoring database.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'gemini', model: 'gemini-2.0-flash', agent: 'reef-nursery', tools: ['register_fragment'],
        system: 'You keep the coral nursery monitoring database up to date.', goal: this.goal });
      const frags = [['AC-241', 'Tree 3', 'A. cervicornis'], ['AC-242', 'Tree 3', 'A. cervicornis'], ['AC-243', 'Tree 5', 'A. palmata'], ['AC-244', 'Tree 5', 'A. palmata'], ['AC-245', 'Tree 6', 'A. cervicornis'], ['AC-246', 'Tree 6', 'A. prolifera'], ['AC-247', 'Tree 7', 'A. palmata']];
      for (const [f, tree, sp] of frags) T.step(`${f} (${sp}) goes on ${tree}.`, [{ name: 'register_fragment', args: { fragment: f, tree, species: sp, depth_m: 8 }, out: { status: 'ok' } }]);
      T.final('All seven fragments are registered: AC-241/242 on Tree 3, AC-243/244 on Tree 5, AC-245/246 on Tree 6, AC-247 on Tree 7.');
      return T.build();
    },
  },
  {
    n: '04', domain: 'wooden clog workshop repair tickets', style: 'smolagents',
    isolates: 'Four repair tickets are closed one call each with identical "ok" replies, each step stating the closed ticket, then the final answer.',
    goal: 'Close the four clog repair tickets that were collected by customers today.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'smolagents', model: 'gpt-4o-mini', modelClass: 'OpenAIServerModel', agent: 'repairs', tools: ['close_ticket', 'final_answer'],
        system: 'You are an expert assistant who can solve any task using tool calls.', goal: this.goal });
      const tickets = [['RT-0902', 'heel re-leathering'], ['RT-0905', 'split sole, poplar'], ['RT-0911', 'painted tulip touch-up'], ['RT-0913', 'new strap']];
      for (const [t, w] of tickets) T.step(`Closing ${t} (${w}).`, [{ name: 'close_ticket', args: { ticket: t, reason: 'collected' }, out: 'ok' }]);
      const ans = 'Closed RT-0902, RT-0905, RT-0911 and RT-0913 as collected.';
      T.step(null, [{ name: 'final_answer', args: { answer: ans }, out: ans }]);
      return T.build({ output: ans });
    },
  },
  {
    n: '05', domain: 'terrarium workshop class invitations', style: 'otel_genai',
    isolates: 'Invitations are sent to five distinct attendees; every send returns {"accepted":true} and one templated line per attendee is written before the summary.',
    goal: 'Send the joining instructions for Sunday\'s closed-terrarium workshop to the five attendees on the list.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'otel_genai', model: 'gpt-4o-mini', agent: 'workshop-host', tools: ['send_invite'],
        system: 'You manage bookings for a terrarium-building workshop.', goal: this.goal });
      const people = ['Nadia Rahman', 'Owen Pugh', 'Ines Carvalho', 'Bao Tran', 'Greta Lund'];
      for (const p of people) T.step(`Sending instructions to ${p}.`, [{ name: 'send_invite', args: { attendee: p, event: 'closed-terrarium-sun', template: 'joining_v2' }, out: { accepted: true } }]);
      T.final('Joining instructions sent to all five attendees for Sunday\'s closed-terrarium workshop.');
      return T.build();
    },
  },
  {
    n: '06', domain: 'sugarcane mill grower delivery slots', style: 'agno',
    isolates: 'Delivery slots are booked for six different growers; the mill answers "ok" every time and the agent writes one line per grower, then summarises.',
    goal: 'Book Monday crushing-delivery slots at the sugarcane mill for the six growers on the rota.',
    make(id) {
      const T = new Trace({ traceId: id, style: 'agno', model: 'gpt-4.1-mini', agent: 'cane-rota', tools: ['book_slot'],
        system: 'You schedule cane deliveries for a sugar mill\'s growers association.', goal: this.goal });
      const rota = [['G-014 Ramdhani', '06:00'], ['G-027 Baptiste', '07:00'], ['G-031 Okonkwo', '08:00'], ['G-044 Ferreira', '09:00'], ['G-052 Singh', '10:00'], ['G-060 Moreau', '11:00']];
      for (const [g, t] of rota) T.step(`Booking ${t} for ${g}.`, [{ name: 'book_slot', args: { grower: g.split(' ')[0], day: 'Monday', time: t, weighbridge: 2 }, out: 'ok' }]);
      T.final('Monday slots booked on weighbridge 2 from 06:00 to 11:00 for all six growers on the rota.');
      return T.build();
    },
  },
];
