// Family 5 (loop: true, stagnation: false): the same question put to the user (or a human-input
// tool) in new words three or more times, the same answer each time, never acted on.
import { fmt } from './lib.mjs';

export const FAMILY = 'reasked_human_same_answer';

export const scenarios = [
  {
    row: '01', domain: 'search-and-rescue dog training', style: 'plain',
    build: (N) => {
      const ans = (N) => ({ reply: "She holds the lowland area search certificate, grade B, passed in March. Same as on her record.", from: 'handler:gwen.morris', channel: 'sms', received: fmt.dmy(N.now()), msg_id: `SM${N.hex(32)}` });
      return {
        style: 'plain', agent: 'sardog-registrar', model: 'gpt-4o-mini',
        goal: "Enter search dog Bracken for the mountain-area assessment weekend, which requires at least a lowland grade B certificate, and confirm the place to her handler.",
        isolates: 'The registrar asks the handler three times, each time phrased differently, what certificate the dog holds; the handler gives the same answer every time and the entry is never made.',
        system: 'You manage assessment entries for a search and rescue dog association. Tools: ask_handler (sends an SMS and waits for the reply), get_dog_record, enter_assessment.',
        user: "Please enter Bracken (handler Gwen Morris) for the mountain assessment on the 20th.",
        turns: [
          { calls: [{ name: 'get_dog_record', args: { dog: 'Bracken', handler: 'Gwen Morris' }, out: { dog_id: 'SD-1184', name: 'Bracken', breed: 'Border collie x', dob: '2021-04-02', certificates: [{ type: 'lowland_area', grade: 'B', date: '2025-03-15' }] } }] },
          { calls: [{ name: 'ask_handler', args: { to: '+447700900418', message: "Hi Gwen, what is Bracken's current search certification?" }, out: ans, slow: 60 }] },
          { calls: [{ name: 'ask_handler', args: { to: '+447700900418', message: 'Could you confirm which qualification Bracken holds at the moment?' }, out: ans, slow: 60 }] },
          { calls: [{ name: 'ask_handler', args: { to: '+447700900418', message: 'Just checking before I enter her: what level is Bracken currently certified to?' }, out: ans, slow: 60 }] },
        ],
        rootMeta: { ended: 'handler stopped replying; run closed by scheduler' },
        end: {},
      };
    },
  },
  {
    row: '02', domain: 'canal houseboat rentals', style: 'langsmith',
    build: (N) => ({
      style: 'langsmith', agent: 'LangGraph', model: 'gpt-4o', project: 'narrowboat-bookings',
      goal: 'Book a visitor mooring at Stoke Bruerne for the customer on their houseboat hire and send them the mooring permit.',
      isolates: 'The booking agent asks the customer which night they need the mooring three times in different words; the customer repeats "Friday the 12th, one night" each time and no mooring is ever booked.',
      system: 'You help holiday hire customers on narrowboats. Tools: check_moorings, book_mooring, send_permit. Ask the customer when details are missing.',
      user: "We're on boat 'Kingfisher' and want to stop at Stoke Bruerne for a night, can you book a mooring?",
      turns: [
        { calls: [{ name: 'check_moorings', args: { location: 'Stoke Bruerne', boat_length_ft: 57 }, out: (N) => ({ location: 'Stoke Bruerne (Top Lock)', availability: { 'Thu 11': 3, 'Fri 12': 2, 'Sat 13': 0 }, max_stay: '48h', as_of: fmt.isoS(N.now()) }) }] },
        { text: 'Which night would you like to moor at Stoke Bruerne?', human: { answer: 'Friday the 12th, just the one night.' } },
        { text: 'Great — could you confirm the date of your overnight stop?', human: { answer: 'Friday the 12th, one night.' } },
        { text: 'And just so I have it right, what day are you planning to arrive at Stoke Bruerne?', human: { answer: "Like I said, Friday the 12th. One night." } },
      ],
      end: { error: 'GraphInterrupt: session idle timeout (30 min) while waiting for next step', status: 'interrupted' },
    }),
  },
  {
    row: '03', domain: 'SaaS billing support desk', style: 'otel',
    build: (N) => ({
      style: 'otel', agent: 'BillingSupport', model: 'gpt-4.1-mini', service: 'billing-support-bot',
      goal: 'Resolve a customer complaint about being charged twice for the same invoice by finding the invoice and issuing a refund for the duplicate charge.',
      isolates: 'The support bot asks for the invoice number three times in different wording, receives INV-2025-00481 every time, and never looks it up or refunds.',
      system: 'You are a billing support agent. Tools: get_invoice, list_charges, refund_charge. Be polite and confirm details with the customer.',
      user: 'I was charged twice this month for the same invoice. Please refund one of them.',
      turns: [
        { calls: [{ name: 'list_charges', args: { customer_email: 'ops@tinyforge.io', period: 'current_month' }, out: (N) => ({ charges: [{ id: 'ch_' + N.b62(14), amount: 14900, currency: 'eur', invoice: 'in_1Q8x', created: fmt.unix(N.now() - 86400000 * 3) }, { id: 'ch_' + N.b62(14), amount: 14900, currency: 'eur', invoice: 'in_1Q8x', created: fmt.unix(N.now() - 86400000 * 3 + 41000) }], has_more: false }) }] },
        { text: 'Sorry about that! Could you share the invoice number shown on your receipt?', human: { answer: "It's INV-2025-00481." } },
        { text: 'Thanks. To be sure I refund the right one, which invoice reference does this concern?', human: { answer: 'INV-2025-00481, the same one.' } },
        { text: 'Understood. Can you tell me the number printed at the top of the invoice that was charged twice?', human: { answer: 'INV-2025-00481. I have given you this already.' } },
      ],
      end: { error: 'conversation closed by customer', status: 'abandoned' },
    }),
  },
  {
    row: '04', domain: 'saddlery made-to-measure orders', style: 'openai_agents',
    build: (N) => {
      const a = (N) => ({ answer: 'Medium-wide. His current saddle has a 7.5 inch gullet and fits him well.', answered_by: 'customer', form_id: `frm_${N.alnum(10)}`, submitted: fmt.isoS(N.now()) });
      return {
        style: 'openai_agents', agent: 'Saddle Fitter', model: 'gpt-4o', workflow: 'saddle-orders',
        goal: 'Place a made-to-measure general-purpose saddle order for a customer, choosing the tree width from their horse\'s measurements.',
        isolates: 'The fitter agent asks the customer for the horse\'s wither width three times in different phrasing, receives the same medium-wide / 7.5 inch gullet answer each time, and never places the order.',
        system: 'You take saddle orders. Tools: ask_customer, get_tree_options, place_order.',
        user: 'I want the GP saddle in havana for my cob, Dylan. 17 inch seat.',
        turns: [
          { calls: [{ name: 'get_tree_options', args: { model: 'GP Classic', seat_in: 17 }, out: { trees: ['narrow (6.5")', 'medium (7")', 'medium-wide (7.5")', 'wide (8")', 'extra-wide (8.5")'], leather: ['black', 'havana'], lead_time_weeks: 10 } }] },
          { calls: [{ name: 'ask_customer', args: { question: "What is Dylan's wither width?" }, out: a, slow: 40 }] },
          { calls: [{ name: 'ask_customer', args: { question: 'Which tree fitting does Dylan take — narrow, medium, wide?' }, out: a, slow: 40 }] },
          { calls: [{ name: 'ask_customer', args: { question: 'Could you measure across Dylan\'s withers and tell me the size?' }, out: a, slow: 40 }] },
        ],
        end: { error: 'MaxTurnsExceeded: Max turns (4) exceeded' },
      };
    },
  },
  {
    row: '05', domain: 'ploughing match organisation', style: 'anthropic',
    build: (N) => {
      const a = (N) => `Reply from organiser (Dafydd, via WhatsApp ${fmt.hms(N.now())}): "Vintage class is plots 31 to 40, stubble field, north end by the gate. Pegs are already in." [msg ${N.upper(20)}]`;
      return {
        style: 'anthropic', agent: 'match-steward', model: 'claude-3-5-haiku-20241022',
        goal: 'Allocate plots to the nine entrants in the vintage tractor class at the county ploughing match and publish the draw.',
        isolates: 'The steward agent asks the organiser three times in new words which plots the vintage class has; the answer is plots 31-40 each time and the draw is never made.',
        system: 'You help steward a ploughing match. Tools: list_entrants, ask_organiser, publish_draw.',
        user: 'Can you do the plot draw for the vintage class and put it on the noticeboard?',
        turns: [
          { calls: [{ name: 'list_entrants', args: { class: 'vintage_trailed' }, out: { class: 'Vintage trailed (pre-1960)', entrants: ['G. Lloyd — Fordson E27N', 'M. Pugh — Ferguson TE20', 'H. Rees — Fordson N', 'D. Evans — David Brown Cropmaster', 'S. Price — Ferguson TE20', 'R. Jones — Fordson E27N', 'A. Bowen — Nuffield DM4', 'E. Watkins — Ferguson TEF', 'T. Morgan — Allis-Chalmers B'] } }] },
          { calls: [{ name: 'ask_organiser', args: { question: 'Which plots are set aside for the vintage class?' }, out: a, slow: 90 }] },
          { calls: [{ name: 'ask_organiser', args: { question: 'Where will the vintage tractors be ploughing — which plot numbers?' }, out: a, slow: 90 }] },
          { calls: [{ name: 'ask_organiser', args: { question: 'Can you confirm the plot range for vintage trailed entries?' }, out: a, slow: 90 }] },
        ],
        end: { error: 'stopped: organiser muted the bot', status: 'stopped' },
      };
    },
  },
  {
    row: '06', domain: 'calligraphy family-tree commission', style: 'plain',
    build: (N) => ({
      style: 'plain', agent: 'studio-orders', model: 'gpt-4o',
      goal: 'Prepare the layout proof for a hand-lettered family-tree scroll commission, with every name spelled exactly as the client wants.',
      isolates: 'The studio assistant asks the client three times, in different words, how one name is spelled; the client repeats "Siobhán Ní Bhriain, fada on the a" each time and the proof is never drafted.',
      system: 'You help a calligraphy studio. Tools: get_commission, draft_proof. Confirm spellings with the client.',
      user: 'Hi, checking on my family tree scroll — can you get the proof started?',
      turns: [
        { calls: [{ name: 'get_commission', args: { id: 'CAL-3390' }, out: { id: 'CAL-3390', format: 'A2 scroll, Foundational hand, walnut ink', generations: 4, names: ['Siobhan Ni Bhriain (?)', 'Padraig O Ceallaigh', 'Maire Ni Cheallaigh', '...14 more'], notes: 'client to confirm accents' } }] },
        { text: 'Could you tell me how your great-grandmother\'s name should be spelled?', human: { answer: 'Siobhán Ní Bhriain — with the fada on the a of Siobhán and on the i of Ní.' } },
        { text: 'Thanks! Just to be careful with the lettering, what is the exact spelling of her name?', human: { answer: 'Siobhán Ní Bhriain, fada on the a and on the i.' } },
        { text: 'Before I draft, can you confirm how her name should appear on the scroll?', human: { answer: 'Siobhán Ní Bhriain. Same as before, fadas on the á and í.' } },
      ],
      rootMeta: { ended: 'client left chat' },
      end: {},
    }),
  },
];
