import { recorder } from './lib.mjs';

export const family = 'batch_distinct_items';
export const loop = false;
export const stagnation = false;
export const minSameTool = 4;
// Templated per-item sentences are expected here; they differ by item, so the near-duplicate text check is skipped.
export const templatedText = true;

export const scenarios = [
  {
    id: '01', domain: 'bobsleigh track timing', style: 'gemini',
    isolates: 'The agent registers five different sleds with the timing system; every acknowledgement is the same "registered", and it writes one templated line per sled before finishing.',
    run(c) {
      const goal = 'Register the five two-man sleds for tomorrow\'s training runs at the Königssee track with the timing system, using their transponder numbers from the entry list.';
      const rec = recorder(c, 'gemini', { agent: 'track-timing', goal, model: 'gemini-2.0-flash' });
      const sleds = [['GER-1', 'TX-4471'], ['SUI-2', 'TX-4509'], ['LAT-1', 'TX-4388'], ['CAN-1', 'TX-4612'], ['AUT-3', 'TX-4420']];
      for (const [sled, tx] of sleds) {
        rec.think(`Registering sled ${sled} with transponder ${tx}.`, [{ name: 'register_sled', args: { session: 'training-2man', sled, transponder: tx } }]);
        rec.tool('register_sled', { sled }, { result: 'registered' });
      }
      rec.finish('All five sleds are registered for tomorrow\'s training: GER-1 (TX-4471), SUI-2 (TX-4509), LAT-1 (TX-4388), CAN-1 (TX-4612), AUT-3 (TX-4420).');
      return { goal, root: rec.root };
    },
  },
  {
    id: '02', domain: 'rattan furniture import landed costs', style: 'openai_agents',
    isolates: 'Six different SKUs each get a landed-cost record posted; the ERP answers "ok" every time, and the agent closes with a total.',
    run(c) {
      const goal = 'Post landed costs for the six rattan SKUs in container TGHU8812001 (freight 2,640 USD, duty 5.6%) to the ERP, allocating freight by cubic volume.';
      const rec = recorder(c, 'openai_agents', { agent: 'Import Costing', goal, model: 'gpt-4o', tools: ['post_landed_cost'] });
      const skus = [['RT-CHAIR-LOUNGE', 0.62, 48, 58.0], ['RT-TABLE-ROUND', 0.95, 12, 141.0], ['RT-STOOL-BAR', 0.21, 60, 22.5], ['RT-SOFA-3S', 1.88, 8, 310.0], ['RT-BASKET-L', 0.09, 120, 6.4], ['RT-SCREEN-4P', 0.44, 15, 74.0]];
      const totalVol = skus.reduce((s, [, v, q]) => s + v * q, 0);
      let sum = 0;
      rec.think(`Total volume is ${totalVol.toFixed(2)} m³; freight per m³ = ${(2640 / totalVol).toFixed(2)} USD. Posting SKU by SKU.`, []);
      for (const [sku, vol, qty, fob] of skus) {
        const unit = +(fob * 1.056 + (2640 / totalVol) * vol).toFixed(2);
        sum += unit * qty;
        rec.think('', [{ name: 'post_landed_cost', args: { container: 'TGHU8812001', sku, qty, unit_landed_usd: unit } }]);
        rec.tool('post_landed_cost', { sku }, 'ok');
      }
      rec.finish(`Posted landed costs for all six SKUs in TGHU8812001; total landed value ${sum.toFixed(2)} USD including 2,640 USD freight allocated by volume and 5.6% duty.`);
      return { goal, root: rec.root };
    },
  },
  {
    id: '03', domain: 'barometer restoration workshop', style: 'anthropic',
    isolates: 'Four customer barometers each get a status update sent (the SMS gateway answers "queued" each time) with a templated message; then the agent confirms the batch.',
    run(c) {
      const goal = 'Send each customer whose barometer restoration finished this week a pickup text with their job number and the balance due.';
      const rec = recorder(c, 'anthropic', { agent: 'workshop-assistant', goal, model: 'claude-3-5-haiku-20241022' });
      rec.think('Listing jobs finished this week.', [{ name: 'list_jobs', args: { status: 'finished', since: c.day(-7) } }]);
      const jobs = [['B-1021', 'Mrs Ellery', 'Admiral Fitzroy stick barometer', 85], ['B-1024', 'J. Patel', 'aneroid banjo', 40], ['B-1027', 'Holme Hall Trust', 'Negretti & Zambra wheel', 210], ['B-1030', 'T. Quayle', 'ship\'s aneroid', 55]];
      rec.tool('list_jobs', {}, { jobs: jobs.map(([j, n, d, b]) => ({ job: j, customer: n, item: d, balance_gbp: b })) });
      for (const [j, n, d, b] of jobs) {
        rec.think(`Texting ${n} about job ${j} (${d}), balance £${b}.`, [{ name: 'send_sms', args: { job: j, template: 'pickup_ready', vars: { name: n, job: j, balance: `£${b}` } } }]);
        rec.tool('send_sms', { job: j }, { status: 'queued', sid: `SM${c.hex(32)}` });
      }
      rec.finish('Pickup texts queued for all four finished jobs: B-1021, B-1024, B-1027 and B-1030.');
      return { goal, root: rec.root };
    },
  },
  {
    id: '04', domain: 'sand dune stabilisation fencing', style: 'smolagents',
    isolates: 'A code agent creates one work order per dune transect (five transects), each acknowledged identically, and prints one templated line per transect.',
    run(c) {
      const goal = 'Create brushwood-fence repair work orders for every dune transect where the last survey recorded more than 20 m of fence buried or missing.';
      const rec = recorder(c, 'smolagents', { agent: 'dunes-ops', goal, model: 'gpt-4o-mini', tools: ['survey_summary', 'create_work_order'] });
      rec.think('Thought: get the latest survey summary per transect.', [{ name: 'survey_summary', args: { site: 'Formby', survey: 'latest' } }]);
      const tr = [['T03', 34], ['T07', 22], ['T08', 51], ['T12', 27], ['T15', 40]];
      rec.tool('survey_summary', {}, `Execution logs:\n${tr.map(([t, m]) => `${t}: fence_damaged_m=${m}`).join('\n')}\nT01: fence_damaged_m=4\nT10: fence_damaged_m=12\nLast output from code snippet:\nNone`);
      for (const [t, m] of tr) {
        rec.think(`Thought: ${t} has ${m} m damaged; creating its work order.`, [{ name: 'create_work_order', args: { transect: t, task: 'brushwood fence repair', metres: m } }]);
        rec.tool('create_work_order', {}, 'Execution logs:\nqueued\nLast output from code snippet:\nNone');
      }
      rec.finish('Thought: done.\nFinal answer: work orders queued for T03 (34 m), T07 (22 m), T08 (51 m), T12 (27 m) and T15 (40 m); T01 and T10 are under the 20 m threshold.');
      return { goal, root: rec.root };
    },
  },
  {
    id: '05', domain: 'ornamental plasterwork restoration', style: 'crewai',
    isolates: 'A CrewAI agent logs moulding casts for four distinct ceiling rooms; the archive tool returns the same "ok" and the agent writes a templated sentence for each.',
    run(c) {
      const goal = 'Log the silicone mould casts taken at Aldgate House this week into the conservation archive, one record per room, with the motif and cast count.';
      const rec = recorder(c, 'crewai', { agent: 'Archivist', crew: 'ConservationCrew', goal, model: 'gpt-4o-mini' });
      rec.sub('chain', 'Task: archive mould casts', { description: goal }, () => {
        rec.sub('agent', 'Agent: Conservation Archivist', { role: 'Conservation Archivist' }, () => {
          const rooms = [['Drawing Room', 'egg-and-dart cornice', 3], ['Library', 'acanthus ceiling rose', 2], ['Stair Hall', 'Greek key frieze', 4], ['Morning Room', 'vine-leaf enrichment', 1]];
          for (const [room, motif, n] of rooms) {
            rec.think(`Thought: Record ${room}: ${motif}, ${n} casts.`, [{ name: 'archive_record', args: { site: 'Aldgate House', room, motif, casts: n, date: c.day(0) } }]);
            rec.tool('archive_record', { room }, 'ok');
          }
          rec.think('Thought: I now know the final answer\nFinal Answer: Four archive records created for Aldgate House (Drawing Room, Library, Stair Hall, Morning Room), 10 casts in total.');
          return 'archived';
        });
        return 'done';
      });
      rec.root.output = '4 records, 10 casts archived';
      return { goal, root: rec.root };
    },
  },
  {
    id: '06', domain: 'juggling supply shop restock', style: 'langgraph',
    isolates: 'A LangGraph agent adds six different products to a supplier purchase order; the tool replies "added" each time and the agent submits the order at the end.',
    run(c) {
      const goal = 'Restock every juggling product below its reorder point by adding it to a purchase order with Henrys GmbH, then submit the PO.';
      const rec = recorder(c, 'langgraph', { agent: 'restock-agent', goal, limit: 30 });
      rec.think('', [{ name: 'low_stock', args: { supplier: 'henrys' } }]);
      const items = [['HEN-BEAN-120', 'Beanbag 120g', 36], ['HEN-CLUB-STR', 'Stratus club', 12], ['HEN-RING-32', 'Ring 32cm', 24], ['HEN-DIABOLO-M', 'Diabolo medium', 10], ['HEN-DEVIL-STK', 'Devil stick', 8], ['HEN-BALL-SIL', 'Silicone ball 67mm', 30]];
      rec.tool('low_stock', {}, JSON.stringify(items.map(([s, n, q]) => ({ sku: s, name: n, suggested_qty: q }))));
      const po = `PO-${c.int(5000, 5999)}`;
      for (const [sku, , q] of items) {
        rec.think('', [{ name: 'add_po_line', args: { po, sku, qty: q } }]);
        rec.tool('add_po_line', { po, sku }, 'added');
      }
      rec.think('', [{ name: 'submit_po', args: { po } }]);
      rec.tool('submit_po', { po }, JSON.stringify({ po, status: 'submitted', lines: 6 }));
      rec.finish(`${po} submitted to Henrys with 6 lines (120 units): beanbags, Stratus clubs, rings, diabolos, devil sticks and silicone balls.`);
      return { goal, root: rec.root };
    },
  },
];
