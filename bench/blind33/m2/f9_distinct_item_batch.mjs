// Family 9 (healthy): batch work over distinct items: the same tool with a different item each
// time, identical acknowledgements ("ok", "queued"), one templated sentence per item, then done.
// loop=false; the templated sentences name a different item each time, so stagnation=false.
import { Rec, span } from './lib.mjs';

export const family = 'distinct_item_batch';
export const loop = false;
export const stagnation = false;

export const scenarios = [
  // 01 kite makers, plain message-level trace (long row)
  {
    domain: 'kite makers (ripstop and spar restock orders)',
    style: 'plain',
    isolates: 'The agent places one restock order per low-stock material (12 different SKUs, each answered {"status":"queued"}) with a one-line note per SKU, then summarises the batch.',
    goal: 'Reorder every material below its reorder point from our usual suppliers before the spring kite-festival rush.',
    build(nz) {
      const r = new Rec('plain', nz, { model: 'gpt-4o-mini', goal: this.goal, system: 'You manage purchasing for Skylark Kites.' });
      const c = [];
      const low = [
        ['RS-40-RED', 'Icarex ripstop red', 20, 'm'], ['RS-40-YEL', 'Icarex ripstop yellow', 15, 'm'], ['RS-40-BLK', 'Icarex ripstop black', 25, 'm'],
        ['CF-6MM', 'carbon spar 6 mm', 40, 'pcs'], ['CF-8MM', 'carbon spar 8 mm', 30, 'pcs'], ['GF-4MM', 'glassfibre rod 4 mm', 50, 'pcs'],
        ['DAC-1000', 'Dacron edge tape', 100, 'm'], ['LN-90KG', 'Dyneema line 90 kg', 12, 'spools'], ['BR-RING', 'bridle rings', 200, 'pcs'],
        ['NK-3W', '3-way nock fittings', 150, 'pcs'], ['VN-CAP', 'vinyl end caps', 300, 'pcs'], ['TL-SWV', 'ball-bearing swivels', 60, 'pcs'],
      ];
      c.push(r.llm(null, [['inventory_below_reorder', {}]]));
      c.push(r.tool('inventory_below_reorder', {}, { items: low.map(([sku, name]) => ({ sku, name, on_hand: nz.int(0, 9) })), as_of: nz.iso() }));
      for (const [sku, name, qty, unit] of low) {
        const a = { sku, quantity: qty, unit };
        c.push(r.llm(`Ordering ${qty} ${unit} of ${name} (${sku}).`, [['place_purchase_order', a]]));
        c.push(r.tool('place_purchase_order', a, { status: 'queued' }));
      }
      c.push(r.llm('All 12 low-stock materials are on order: 3 ripstop colours, 3 spar/rod sizes, edge tape, line, bridle rings, nocks, end caps and swivels.'));
      return r.root(c, '12 purchase orders queued.');
    },
  },
  // 02 sports massage clinic, Langfuse
  {
    domain: 'sports massage clinic (appointment reminders)',
    style: 'langfuse',
    isolates: 'The agent sends tomorrow\'s reminder SMS to 6 different clients (each "ok"), writing "Reminder sent to <name> for <time> with <therapist>." for each, then reports completion.',
    goal: 'Send tomorrow\'s appointment reminders to every booked client.',
    build(nz) {
      const r = new Rec('langfuse', nz, { model: 'gpt-4o-mini', goal: this.goal, agent: 'clinic-reminders' });
      const c = [];
      const appts = [['Hannah R.', '08:30', 'Marco'], ['Dev S.', '09:45', 'Aisling'], ['Olu A.', '11:00', 'Marco'], ['Petra K.', '13:15', 'Aisling'], ['Liam F.', '16:00', 'Marco'], ['Grace T.', '18:30', 'Aisling']];
      c.push(r.llm(null, [['list_appointments', { date: 'tomorrow' }]]));
      c.push(r.tool('list_appointments', { date: 'tomorrow' }, appts.map(([n, t, th]) => ({ client: n, time: t, therapist: th, phone: '+4477009' + nz.digits(5), booking: nz.ulid() }))));
      for (const [n, t, th] of appts) {
        const a = { client: n, template: 'reminder_24h', vars: { time: t, therapist: th } };
        c.push(r.llm(`Reminder sent to ${n} for ${t} with ${th}.`, [['send_sms', a]]));
        c.push(r.tool('send_sms', a, 'ok'));
      }
      c.push(r.llm('All 6 reminders for tomorrow have been sent.'));
      return r.root(c, '6 reminders sent.');
    },
  },
  // 03 boat trailer hire, Bedrock Agents
  {
    domain: 'boat trailer hire fleet (roadworthiness due dates)',
    style: 'bedrock',
    isolates: 'A Bedrock agent registers the next inspection date for 5 different trailers (each acknowledged with the same "ok"), one templated line per trailer, then finishes.',
    goal: 'Record the next annual roadworthiness inspection date for each trailer checked at yesterday\'s service day.',
    build(nz) {
      const r = new Rec('bedrock', nz, { model: 'anthropic.claude-3-haiku-20240307-v1:0', goal: this.goal, agent: 'fleet' });
      const c = [];
      const trailers = [['TR-01', 'Snipe braked 750kg', '2026-03-11'], ['TR-04', 'SBS 1500 roller', '2026-03-11'], ['TR-05', 'Extreme 2000 twin-axle', '2026-03-12'], ['TR-09', 'Rapide 500 dinghy', '2026-03-12'], ['TR-12', 'Indespension jet-ski', '2026-03-13']];
      const sv = { date: nz.dateOnly(-1) };
      c.push(r.llm('I will get the list of trailers serviced yesterday.', [['fleet::/serviced', sv]]));
      c.push(r.tool('fleet::/serviced', sv, { trailers: trailers.map(([id, m]) => ({ id, model: m, brakes: 'pass', lights: 'pass', tyres_mm: Number((3 + nz.float() * 4).toFixed(1)) })) }));
      for (const [id, m, due] of trailers) {
        const a = { trailer_id: id, next_inspection: due };
        c.push(r.llm(`Recording next inspection for ${id} (${m}) on ${due}.`, [['fleet::/inspection-date', a]]));
        c.push(r.tool('fleet::/inspection-date', a, 'ok'));
      }
      c.push(r.llm('Next inspection dates are recorded for all 5 trailers serviced yesterday.'));
      return r.root(c, { completion: 'Inspection dates recorded for TR-01, TR-04, TR-05, TR-09, TR-12.' });
    },
  },
  // 04 loudspeaker cabinet makers, smolagents
  {
    domain: 'loudspeaker cabinet workshop (CNC cutting jobs per panel)',
    style: 'smolagents',
    isolates: 'A CodeAgent submits one CNC job per cabinet panel (6 distinct panels, each returning "queued") and prints one line per panel, then returns the job list.',
    goal: 'Send the cut files for the pair of 3-way floorstander cabinets (birch ply 18 mm) to the CNC queue.',
    build(nz) {
      const r = new Rec('smolagents', nz, { model: 'gpt-4o', goal: this.goal, agent: 'workshop' });
      const panels = [['front_baffle', 2], ['rear_panel', 2], ['side_left', 2], ['side_right', 2], ['top_bottom', 4], ['internal_brace', 6]];
      const steps = [];
      const l1 = r.llm(`Thought: I'll list the DXF files first.\nCode:\n\`\`\`py\nprint(list_cut_files(project="FS3-pair"))\n\`\`\`<end_code>`);
      const t1 = r.tool('list_cut_files', { project: 'FS3-pair' }, panels.map(([p]) => `FS3-pair/${p}.dxf`).join('\n'));
      steps.push(span('chain', 'Step 1', { step_number: 1 }, null, [l1, t1]));
      const code = panels.map(([p, q]) => `print(f"{'${p}'}: x${q} ->", submit_cnc_job(file="FS3-pair/${p}.dxf", sheet="birch18", qty=${q}))`).join('\n');
      const l2 = r.llm(`Thought: Six panel types, I'll submit one job per panel.\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`);
      const kids = [l2];
      for (const [p, q] of panels) kids.push(r.tool('submit_cnc_job', { file: `FS3-pair/${p}.dxf`, sheet: 'birch18', qty: q }, 'queued'));
      steps.push(span('chain', 'Step 2', { step_number: 2 }, { observations: panels.map(([p, q]) => `${p}: x${q} -> queued`).join('\n') }, kids));
      const l3 = r.llm(`Thought: All six panel jobs are queued: front baffle x2, rear panel x2, left side x2, right side x2, top/bottom x4, internal brace x6.\nCode:\n\`\`\`py\nfinal_answer("6 CNC jobs queued for FS3-pair (18 panels)")\n\`\`\`<end_code>`);
      steps.push(span('chain', 'Step 3', { step_number: 3 }, { observations: 'final_answer' }, [l3]));
      return r.root(steps, '6 CNC jobs queued for FS3-pair (18 panels)');
    },
  },
  // 05 hedge laying competition, Strands Agents
  {
    domain: 'hedge laying competition (judges\' score entry)',
    style: 'strands',
    isolates: 'The agent enters scores for 7 different competitors (each write answered {"ok":true}) with a templated "Entered <score> for <name>, plot <n>" line, then publishes the class result.',
    goal: 'Enter the judges\' scores for the Midland-style open class from the score sheet and publish the class placings.',
    build(nz) {
      const r = new Rec('strands', nz, { model: 'us.amazon.nova-pro-v1:0', goal: this.goal, agent: 'show_secretary' });
      const c = [];
      const comp = [['T. Blackwell', 3, 87], ['R. Ainsley', 5, 91], ['M. Sedgwick', 1, 79], ['J. Thorne', 7, 84], ['P. Hollis', 2, 88], ['E. Marsh', 6, 76], ['C. Penrose', 4, 90]];
      for (const [n, plot, s] of comp) {
        const a = { class: 'Midland Open', competitor: n, plot, score: s };
        c.push(r.llm(`Entered ${s} for ${n}, plot ${plot}.`, [['enter_score', a]]));
        c.push(r.tool('enter_score', a, { ok: true }));
      }
      c.push(r.llm('All 7 scores are in. Placings: 1st R. Ainsley (91), 2nd C. Penrose (90), 3rd P. Hollis (88).', [['publish_results', { class: 'Midland Open' }]]));
      c.push(r.tool('publish_results', { class: 'Midland Open' }, { url: `https://results.example-hedgelaying.org/${nz.b62(8)}`, published_at: nz.iso() }));
      return r.root(c, 'Midland Open: 1 Ainsley 91, 2 Penrose 90, 3 Hollis 88.');
    },
  },
  // 06 gym equipment leasing, OpenAI Responses API
  {
    domain: 'commercial gym equipment leasing (monthly invoices)',
    style: 'responses',
    isolates: 'Using the Responses API the agent generates an invoice for each of 5 different lease contracts (each "ok"), writes one sentence per contract, and finishes with the total billed.',
    goal: 'Generate this month\'s lease invoices for every active gym equipment contract and report the total billed.',
    build(nz) {
      const r = new Rec('responses', nz, { model: 'gpt-4.1-mini', goal: this.goal, system: 'You run billing for FitLease.' });
      const c = [];
      const leases = [['LSE-2201', 'IronWorks Gym', 1240], ['LSE-2207', 'PulseFit Leeds', 860], ['LSE-2215', 'Harbourside Leisure', 2110], ['LSE-2230', 'Core Studio', 395], ['LSE-2234', 'Northgate Uni Sports', 1575]];
      c.push(r.llm(null, [['list_active_leases', {}]], { reasoning: 'Need the active contracts first.' }));
      c.push(r.tool('list_active_leases', {}, { leases: leases.map(([id, cu, amt]) => ({ id, customer: cu, monthly_gbp: amt })), etag: nz.etag() }));
      const period = nz.dateOnly(0).slice(0, 7);
      for (const [id, cu, amt] of leases) {
        c.push(r.llm(`Invoiced ${cu} £${amt} for ${id}.`, [['create_invoice', { lease_id: id, period }]]));
        c.push(r.tool('create_invoice', { lease_id: id, period }, 'ok'));
      }
      c.push(r.llm('5 invoices created, £6,180 billed in total.'));
      return r.root(c, '5 invoices, £6,180.');
    },
  },
];
