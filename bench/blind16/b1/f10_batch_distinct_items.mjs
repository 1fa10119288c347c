// Family: batch_distinct_items (loop: false, stagnation: false)
// Healthy: batch work over distinct items — the same tool with a different item each time, identical
// acknowledgements, one templated sentence per item — then done.
import { call } from './lib.mjs';

export default [
  // 01 land surveying firm — Langfuse, one control point per call
  {
    domain: 'land surveying firm', style: 'langfuse', agent: 'survey-qa-agent', stepSpans: 'point',
    isolates: 'Ten distinct control points are registered one by one with the same tool and the same "accepted" acknowledgement, one templated note per point, then the control network is closed.',
    goal: 'Register the ten new GNSS control points from Tuesday\'s static session into the project control network for the Bramley Fields subdivision.',
    build(h, t) {
      const pts = [['CP101', 451203.412, 208844.105, 62.318], ['CP102', 451388.907, 208901.552, 63.004], ['CP103', 451502.233, 208777.310, 61.876], ['CP104', 451655.018, 208690.447, 60.912], ['CP105', 451790.664, 208815.093, 61.540],
        ['CP106', 451702.301, 209012.876, 64.227], ['CP107', 451540.880, 209120.214, 65.019], ['CP108', 451366.125, 209088.660, 64.701], ['CP109', 451220.574, 209001.338, 63.492], ['CP110', 451448.019, 208950.707, 63.118]];
      pts.forEach(([id, e, n, z], i) => t.turn(`Registering ${id}.`, [call('register_control_point', { project: 'BRAMLEY-F', id, easting: e, northing: n, height: z, crs: 'EPSG:27700', source: 'static-' + h.day(-2) }, () => ({ status: 'accepted', id, request_id: h.reqId('ctl'), at: h.isoSec() }))]));
      t.turn(null, [call('close_network', { project: 'BRAMLEY-F' }, () => ({ points: 10, misclosure_mm: 7.2, max_residual_mm: 4.1, point: 'CP106', status: 'closed', at: h.isoSec() }))]);
      t.final('All ten control points (CP101-CP110) are registered in BRAMLEY-F and the network closes with 7.2 mm misclosure; the largest residual is 4.1 mm at CP106.');
    },
  },

  // 02 laser tag arena — plain, vest firmware config per vest
  {
    domain: 'laser tag arena', style: 'plain', agent: 'arena-tech-agent',
    system: 'You manage the laser tag arena equipment. Each vest must be configured individually.',
    isolates: 'Twelve vests are each assigned a team and game profile with the same tool, getting the same "ok" acknowledgement, with one short templated message per vest, then a summary.',
    goal: 'Set up vests V01-V12 for tonight\'s corporate event: six on Red, six on Blue, profile "Corporate Classic" (15 min, 10 lives).',
    build(h, t) {
      for (let i = 1; i <= 12; i++) {
        const v = 'V' + String(i).padStart(2, '0');
        const team = i <= 6 ? 'red' : 'blue';
        t.turn(`Configuring ${v} for ${team === 'red' ? 'Red' : 'Blue'}.`, [call('configure_vest', { vest: v, team, profile: 'corporate-classic', lives: 10, duration_min: 15 }, () => ({ ok: true, vest: v, battery_pct: h.int(71, 100), fw: '5.4.2', ack_ms: h.ms(40, 260) }))]);
      }
      t.final('All 12 vests are configured for Corporate Classic (15 minutes, 10 lives): V01-V06 on Red, V07-V12 on Blue. Every vest reported at least 71% battery.');
    },
  },

  // 03 firewood supplier — Claude, delivery confirmation per customer
  {
    domain: 'firewood supplier', style: 'claude', agent: 'claude-agent-sdk', cwd: '/srv/logs-and-kindling',
    isolates: 'Eight different customers each get the same confirmation tool call with their own load and date, same queued acknowledgement, one templated line per customer, then the run finishes.',
    goal: 'Send delivery confirmations to the eight customers on Saturday\'s kiln-dried hardwood round.',
    build(h, t) {
      const cust = [['Bellamy', '1 cubic metre', '08:00-10:00'], ['Okoro', '2 cubic metres', '08:00-10:00'], ['Lindqvist', 'half a cubic metre', '10:00-12:00'], ['Papadopoulos', '1 cubic metre', '10:00-12:00'], ['Mbeki', '1.5 cubic metres', '12:00-14:00'], ['Harrington', '1 cubic metre', '12:00-14:00'], ['Nakamura', 'half a cubic metre', '14:00-16:00'], ['Fitzgerald', '2 cubic metres', '14:00-16:00']];
      t.turn('I\'ll confirm each customer on the Saturday round.', []);
      cust.forEach(([name, load, win]) => t.turn(`Confirming ${name}.`, [call('mcp__notify__send_confirmation', { customer: name, product: 'kiln-dried hardwood', quantity: load, day: 'Saturday', window: win }, () => JSON.stringify({ status: 'queued', message_id: h.uuid(), channel: 'sms', queued_at: h.http() }))]));
      t.final('All eight Saturday confirmations are queued: Bellamy, Okoro (08-10), Lindqvist, Papadopoulos (10-12), Mbeki, Harrington (12-14), Nakamura, Fitzgerald (14-16). Total load 9.5 cubic metres.');
    },
  },

  // 04 snail farming — Strands, pen-by-pen feeding log
  {
    domain: 'snail farming (heliciculture)', style: 'strands', agent: 'snail_farm_agent',
    isolates: 'Nine pens are logged one per cycle with the same tool and identical "logged" replies, each with its own feed and humidity values, then the agent reports the day as complete.',
    goal: 'Log this morning\'s feeding and humidity readings for pens P1 to P9 from the handwritten sheet and flag any pen below 80% humidity.',
    build(h, t) {
      const rows = [['P1', 2.4, 86], ['P2', 2.1, 84], ['P3', 2.6, 88], ['P4', 1.9, 79], ['P5', 2.3, 85], ['P6', 2.2, 83], ['P7', 2.8, 90], ['P8', 2.0, 77], ['P9', 2.5, 87]];
      rows.forEach(([pen, kg, rh]) => t.turn(`Logging ${pen}: ${kg} kg feed, ${rh}% humidity.`, [call('log_pen', { pen, feed_kg: kg, humidity_pct: rh, date: h.day(0) }, () => ({ result: 'logged', entry: h.int(20000, 29999), ts: h.isoSec() }))]));
      t.final('Pens P1-P9 logged (20.8 kg feed in total). Two pens are below 80% humidity: P4 at 79% and P8 at 77%. Mist them before noon.');
    },
  },

  // 05 knife sharpening service — Haystack, ticket per knife
  {
    domain: 'mobile knife sharpening service', style: 'haystack', agent: 'sharpening-desk-agent',
    isolates: 'A restaurant\'s seven knives are each entered as a job ticket via the same tool, each with its own blade details, same acknowledgement, then the batch is priced.',
    goal: 'Create sharpening tickets for the seven knives collected from Osteria Lupa and tell the chef the total price.',
    build(h, t) {
      const knives = [['gyuto 240 mm', 'whetstone', 14], ['petty 150 mm', 'whetstone', 9], ['bread knife 250 mm', 'serrated', 11], ['boning knife 150 mm', 'belt', 8], ['santoku 180 mm', 'whetstone', 12], ['cleaver 200 mm', 'belt', 10], ['paring knife 90 mm', 'belt', 6]];
      knives.forEach(([k, method, price]) => t.turn(`Ticket for the ${k}.`, [call('create_ticket', { customer: 'Osteria Lupa', item: k, method, price_eur: price }, () => JSON.stringify({ status: 'created', ticket: 'KS-' + h.digits(5), created: h.eu() }))]));
      t.final('Seven tickets created for Osteria Lupa. Total €70: gyuto €14, santoku €12, bread knife €11, cleaver €10, petty €9, boning €8, paring €6. Ready Thursday.');
    },
  },

  // 06 kayak rental — DSPy, per-boat safety inspection records
  {
    domain: 'lake kayak rental', style: 'dspy', agent: 'ReAct.forward', inputField: 'task', outputField: 'summary',
    isolates: 'A ReAct agent records the pre-season inspection of eight distinct kayaks with the same tool and the same "recorded" reply, one templated thought per boat, then summarises.',
    goal: 'Record the pre-season inspections of the eight sit-on-top kayaks (K1-K8) from the dock checklist.',
    build(h, t) {
      const boats = [['K1', 'pass', ''], ['K2', 'pass', ''], ['K3', 'pass', 'replace seat strap'], ['K4', 'pass', ''], ['K5', 'fail', 'hull crack at stern scupper'], ['K6', 'pass', ''], ['K7', 'pass', 'missing drain plug, fitted'], ['K8', 'pass', '']];
      boats.forEach(([b, res, note]) => t.turn(`Record the inspection for ${b}.`, [call('record_inspection', { boat: b, result: res, note }, () => ({ recorded: true, record_id: h.int(3000, 3999), ts: h.unix() }))]));
      t.final('Eight inspections recorded: seven kayaks pass (K3 needs a new seat strap; K7 had its drain plug fitted), and K5 fails with a hull crack at the stern scupper and is out of service.', { thought: 'All eight are recorded; summarise the results.' });
    },
  },
];
