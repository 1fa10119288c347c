import { Run, rootSpan } from './lib.mjs';

export const FAMILY = {
  name: 'similar_records_sweep', loop: false, stagnation: false,
  isolates: 'Reading many similar but different records with the same tool and output template, each with different contents, then a summary.',
};

export const ROWS = [
  {
    id: '01', domain: 'button factory quality lots', style: 'plain',
    isolates: 'A QC agent reads six lot inspection records with the same tool; each lot has different defect counts and causes; it then lists the lots to hold.',
    goal: 'Review this week\'s six corozo-nut button lots for the shirtmaker order and say which lots can ship and which must be held.',
    build(c) {
      const run = new Run(c, 'plain', { system: 'You are a QC assistant. Tool: get_lot_inspection.', goal: this.goal });
      const k = [];
      const lots = [
        ['L-2231', 18, 2000, { chipped: 3, hole_offset: 1, color_var: 0 }, 'AQL 1.0 pass'],
        ['L-2232', 18, 2000, { chipped: 14, hole_offset: 2, color_var: 1 }, 'AQL 1.0 FAIL'],
        ['L-2233', 20, 1500, { chipped: 2, hole_offset: 0, color_var: 9 }, 'AQL 1.0 FAIL (shade)'],
        ['L-2234', 18, 2000, { chipped: 4, hole_offset: 0, color_var: 1 }, 'AQL 1.0 pass'],
        ['L-2235', 20, 1500, { chipped: 1, hole_offset: 7, color_var: 0 }, 'AQL 1.0 FAIL (drill)'],
        ['L-2236', 18, 2000, { chipped: 2, hole_offset: 1, color_var: 2 }, 'AQL 1.0 pass'],
      ];
      for (const [i, [lot, ligne, qty, d, verdict]] of lots.entries()) {
        const t = i === 0 ? 'Start with the first lot.' : `${lots[i - 1][0]}: ${lots[i - 1][4]}. Next lot ${lot}.`;
        k.push(...run.step(t, [{ name: 'get_lot_inspection', args: { lot }, out: `LOT ${lot}  size ${ligne}L  qty ${qty}  sample n=125\n  chipped edge ....... ${d.chipped}\n  hole offset ........ ${d.hole_offset}\n  colour variance .... ${d.color_var}\n  verdict: ${verdict}\n  inspector ${c.pick(['MV', 'AK', 'PO'])} station QC-${c.int(1, 4)} ${c.dmy()} rec#${c.int(10000, 99999)}` }]));
      }
      k.push(...run.final('Ship: L-2231, L-2234, L-2236 (all pass AQL 1.0). Hold: L-2232 (14 chipped edges, tumbling too long?), L-2233 (9 shade variances, re-sort by colour), L-2235 (7 off-centre holes, check drill jig on line 2).'));
      return rootSpan(c, 'plain', 'qc-assistant', this.goal, { content: 'Ship 3 lots, hold 3.' }, k);
    },
  },
  {
    id: '02', domain: 'Redis replica memory audit', style: 'openinference',
    isolates: 'An ops agent runs INFO memory on five Redis replicas with the same tool; each returns different fragmentation and eviction numbers; it then names the two nodes that need action.',
    goal: 'Our session cache is evicting keys. Check memory on all five Redis replicas and tell me which nodes need attention and why.',
    build(c) {
      const run = new Run(c, 'openinference', { system: 'You are an SRE assistant. Tool: redis_info.', goal: this.goal });
      const k = [];
      const nodes = [
        ['cache-1', '3.81G', '4.00G', 1.08, 0, 'allkeys-lru'],
        ['cache-2', '3.97G', '4.00G', 1.61, 182344, 'allkeys-lru'],
        ['cache-3', '2.10G', '4.00G', 1.04, 0, 'allkeys-lru'],
        ['cache-4', '3.99G', '4.00G', 1.12, 90211, 'volatile-lru'],
        ['cache-5', '3.40G', '4.00G', 1.09, 0, 'allkeys-lru'],
      ];
      for (const [n, used, max, frag, ev, pol] of nodes) {
        k.push(...run.step(`Checking ${n}.`, [{ name: 'redis_info', args: { host: `${n}.sessions.svc:6379`, section: 'memory' }, out: `# Memory\r\nused_memory_human:${used}\r\nmaxmemory_human:${max}\r\nmem_fragmentation_ratio:${frag}\r\nmaxmemory_policy:${pol}\r\nevicted_keys:${ev}\r\nrun_id:${c.hex(40)}\r\nuptime_in_seconds:${c.int(3600, 4000000)}\r\nconnected_clients:${c.int(200, 900)}\r\n` }]));
      }
      k.push(...run.final('Two nodes need attention. cache-2: fragmentation 1.61 means about 1.5 GB of RSS is wasted, so it hits maxmemory early and has evicted 182k keys; enable activedefrag or restart it during low traffic. cache-4: full (3.99G of 4G) with volatile-lru, so only keys with a TTL can be evicted (90k evicted); its policy differs from the others and should be allkeys-lru. cache-1, -3, -5 are healthy.'));
      return rootSpan(c, 'openinference', 'sre-assistant', this.goal, 'cache-2 fragmentation and cache-4 policy need fixing.', k, { metadata: { 'openinference.span.kind': 'AGENT' } });
    },
  },
  {
    id: '03', domain: 'pontoon bridge inspection records', style: 'gemini',
    isolates: 'The agent pulls seven pontoon inspection records from the asset system, all the same format but with different corrosion and freeboard values, and produces a repair priority list.',
    goal: 'Using the latest diver inspections of the 7 pontoons of the river footbridge, rank which pontoons need repair first before the flood season.',
    build(c) {
      const run = new Run(c, 'gemini', { system: 'You are an asset engineer assistant. Function: get_inspection(pontoon_id).', goal: this.goal });
      const k = [];
      const p = [
        ['P1', 412, 'light surface rust', 'none', 'good'], ['P2', 398, 'pitting 2 mm at waterline', 'none', 'fair'], ['P3', 351, 'pitting 4 mm, one perforation aft', 'slow ingress 20 L/day', 'poor'],
        ['P4', 405, 'light surface rust', 'none', 'good'], ['P5', 372, 'coating failure 30%', 'none', 'fair'], ['P6', 410, 'anode 90% consumed', 'none', 'fair'], ['P7', 388, 'mooring shackle worn 25%', 'none', 'fair'],
      ];
      for (const [id, fb, corr, water, cond] of p) {
        k.push(...run.step('', [{ name: 'get_inspection', args: { pontoon_id: id }, out: { pontoon: id, inspected: c.dayPlus(-c.int(10, 40)), freeboard_mm: fb, design_freeboard_mm: 420, corrosion: corr, water_ingress: water, condition: cond, diver: c.pick(['Subsea North', 'AquaTech Dive']), report: `INS-${c.int(10000, 99999)}.pdf`, gps: `${c.float(52.1, 52.2, 5)},${c.float(-0.5, -0.4, 5)}` } }]));
      }
      k.push(...run.final('Priority: 1) P3, perforation with 20 L/day ingress and lowest freeboard (351 mm), weld patch and pump out; 2) P5, 30% coating failure, recoat; 3) P2, 2 mm pitting; 4) P6, replace anodes (cheap, do with P5); 5) P7, replace worn mooring shackle before flood loads. P1 and P4 need nothing.'));
      return rootSpan(c, 'gemini', 'asset-assistant', this.goal, { finishReason: 'STOP' }, k);
    },
  },
  {
    id: '04', domain: 'school tide-pool field trip bookings', style: 'vercel',
    isolates: 'A bookings agent opens six school booking records one after another; each has a different date, class size and tide window; it then flags the two trips whose low tide falls outside school hours.',
    goal: 'Check next month\'s six tide-pool field trip bookings against the tide table and tell the education officer which trips need rescheduling.',
    build(c) {
      const run = new Run(c, 'vercel', { system: 'You help the marine centre education team.', goal: this.goal });
      const k = [];
      const b = [
        ['BK-501', 'St Mary\'s Primary', 28, '09:30-12:00', '10:42'], ['BK-502', 'Harbour Academy', 31, '10:00-12:30', '11:25'], ['BK-503', 'Oakfield School', 24, '09:30-12:00', '15:58'],
        ['BK-504', 'Penrose Primary', 30, '13:00-15:00', '13:40'], ['BK-505', 'Grange Juniors', 22, '09:30-12:00', '07:12'], ['BK-506', 'Kelp Cove Montessori', 16, '10:00-12:00', '10:05'],
      ];
      for (const [id, school, n, window, lw] of b) {
        k.push(...run.step('', [{ name: 'get_booking', args: { id }, out: { id, school, pupils: n, adults: Math.ceil(n / 8), date: c.dayPlus(c.int(20, 50)), window, low_water: lw, low_water_height_m: c.float(0.3, 1.4, 1), updated_at: c.isoOffset(1), etag: c.etag() } }]));
      }
      k.push(...run.final('Four trips are fine (low water inside the visit window). Reschedule BK-503 Oakfield (low water 15:58, after their 12:00 end) and BK-505 Grange Juniors (low water 07:12, before arrival); suggest dates where low water falls 10:00-11:30.'));
      return rootSpan(c, 'vercel', 'trip-checker', this.goal, { text: 'Reschedule BK-503 and BK-505.', finishReason: 'stop' }, k);
    },
  },
  {
    id: '05', domain: 'kite festival vendor applications', style: 'anthropic',
    isolates: 'The agent reads five vendor application forms with the same tool; each differs in stall type, power needs and insurance; it then produces accept/decline decisions and a pitch map note.',
    goal: 'Go through the five pending vendor applications for the beach kite festival and recommend accept or decline against the festival rules (insurance, no generators, max 3 food stalls).',
    build(c) {
      const run = new Run(c, 'anthropic', { system: 'You assist the festival committee.', goal: this.goal });
      const k = [];
      const apps = [
        ['VA-11', 'Windy Bites', 'food (crepes)', 'mains hookup 16A', 'PL GBP 5m, exp ' + c.dayPlus(200)],
        ['VA-12', 'SkyTails Kites', 'retail (kites)', 'none', 'PL GBP 2m, exp ' + c.dayPlus(90)],
        ['VA-13', 'Dune Burgers', 'food (burgers)', 'petrol generator 3kW', 'PL GBP 5m, exp ' + c.dayPlus(300)],
        ['VA-14', 'Knot & Line', 'workshop (kite making)', 'none', 'PL certificate missing'],
        ['VA-15', 'Beach Brew', 'food (coffee)', 'mains hookup 13A', 'PL GBP 5m, exp ' + c.dayPlus(30)],
      ];
      for (const [id, name, type, power, ins] of apps) {
        k.push(...run.step(`Reading ${id}.`, [{ name: 'read_application', args: { id }, out: `Application ${id}\nTrading name: ${name}\nStall type: ${type}\nPower: ${power}\nInsurance: ${ins}\nSubmitted: ${c.us()} via form ${c.hex(10)}` }]));
      }
      k.push(...run.final('Recommendations: accept VA-11 Windy Bites, VA-12 SkyTails Kites, VA-15 Beach Brew (its insurance expires in 30 days, so confirm it covers the festival date). Decline VA-13 Dune Burgers unless they drop the petrol generator and use mains (the no-generator rule). Hold VA-14 Knot & Line until they send a public liability certificate. Food stalls: 2 accepted, so one slot remains if Dune Burgers switches to mains.'));
      return rootSpan(c, 'anthropic', 'festival-assistant', this.goal, { stop_reason: 'end_turn' }, k);
    },
  },
  {
    id: '06', domain: 'dumpling factory freezer logs', style: 'logfire',
    isolates: 'A Pydantic AI agent reads six blast-freezer cycle logs via the same tool; each shows different core temperatures and cycle times; it identifies the one freezer failing the -18 C core target.',
    goal: 'Audit yesterday\'s blast freezer cycles for the pork-and-chive dumpling line and report any cycle that did not bring product core to -18 C within 90 minutes.',
    build(c) {
      const run = new Run(c, 'logfire', { system: 'You are a food-safety audit assistant.', goal: this.goal });
      const k = [];
      const cyc = [
        ['BF-1', 'C0411', -19.6, 78], ['BF-1', 'C0412', -19.1, 81], ['BF-2', 'C0413', -18.4, 88],
        ['BF-2', 'C0414', -16.2, 90], ['BF-3', 'C0415', -20.3, 71], ['BF-2', 'C0416', -15.9, 90],
      ];
      for (const [fr, id, core, mins] of cyc) {
        k.push(...run.step('', [{ name: 'get_cycle_log', args: { cycle: id }, out: { freezer: fr, cycle: id, batch: `PCD-${c.int(1000, 9999)}`, trays: c.int(38, 44), start: c.isoSec(), end_after_min: mins, core_c_at_end: core, air_c_min: c.float(-38, -33, 1), probe: `T${c.int(1, 4)}`, hmi_seq: c.int(100000, 999999) } }]));
      }
      k.push(...run.final('Failures: C0414 (-16.2 C) and C0416 (-15.9 C), both on BF-2 and both stopped at the 90 min limit. C0413 on BF-2 only just passed (-18.4 C at 88 min). BF-1 and BF-3 are fine. Hold batches from C0414 and C0416 for re-freezing and assessment, and get BF-2 serviced (likely evaporator icing or a failing fan).'));
      return rootSpan(c, 'logfire', 'haccp_agent', this.goal, { output: 'BF-2 failing; 2 cycles out of spec.' }, k);
    },
  },
];
