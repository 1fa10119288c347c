// Family 10 (healthy): the same tool over many similar but different records, then a summary.
import { style } from './lib.mjs';
export const FAMILY = 'many_similar_records';

export const rows = [
  {
    id: '01', domain: 'barometer restoration', style: 'Langfuse',
    isolates: 'Langfuse trace reading six barometer job cards with the same template but different instruments, faults and estimates, then a workshop queue summary.',
    goal: 'Summarise the open barometer restoration jobs and tell me which ones can be finished before the antiques fair.',
    build(N) {
      const S = style('langfuse', N, { model: 'gpt-4o-mini', system: 'You help run a barometer and clock restoration workshop.', user: this.goal });
      const cards = [
        ['JC-101', 'Banjo wheel barometer, mahogany, c.1840', 'broken glass tube, mercury missing', 9, 'needs mercury licence check'],
        ['JC-102', 'Admiral Fitzroy storm barometer', 'scale paper foxed', 3, 'ready except varnish'],
        ['JC-103', 'Stick barometer, Dollond London', 'vernier seized', 4, 'parts in stock'],
        ['JC-104', 'Aneroid, brass ship\'s pattern', 'capsule leaking', 6, 'capsule on order, ETA 12 days'],
        ['JC-105', 'Barograph, Short & Mason', 'clockwork drum stopped', 5, 'mainspring fitted'],
        ['JC-106', 'Banjo barometer, inlaid shell', 'veneer lifting, hygrometer missing', 8, 'hygrometer sourced'],
      ];
      const k = cards.flatMap(([id, inst, fault, days, note]) => S.turn({ calls: [['get_job_card', { job: id }]] }, [{ job: id, instrument: inst, fault, est_workdays: days, status_note: note, updated: N.euDate() }]));
      k.push(...S.say('Six open jobs. Fair in 10 working days: JC-102 (3 d), JC-103 (4 d), JC-105 (5 d) can finish; JC-106 (8 d) only if started tomorrow; JC-104 waits for a capsule (ETA 12 d); JC-101 needs the mercury licence check first.'));
      return S.root('workshop-assistant', k, { output: 'Summary delivered.' }, { langfuse_trace_id: N.hex(32), user_id: 'bench-2' });
    },
  },
  {
    id: '02', domain: 'weathervane foundry', style: 'LlamaIndex',
    isolates: 'LlamaIndex agent reading five pattern records of the same form (weathervane designs with alloy, weight, pour notes), each different, then choosing which patterns to cast.',
    goal: 'Pick which weathervane patterns to cast in the next bronze pour (crucible 60 kg) and list their pour notes.',
    build(N) {
      const S = style('llamaindex', N, { system: 'You assist the foundry manager of a weathervane foundry.', user: this.goal });
      const pats = [
        ['P-COCK-90', 'Cockerel 90 cm', 'silicon bronze', 14.5, 'gate at tail, vent the comb'],
        ['P-FOX-70', 'Running fox 70 cm', 'silicon bronze', 9.8, 'thin legs: pour hot, 1180 °C'],
        ['P-SHIP-110', 'Clipper ship 110 cm', 'leaded gunmetal', 21.0, 'rigging cast separately'],
        ['P-HARE-60', 'Leaping hare 60 cm', 'silicon bronze', 7.2, 'two-part mould, shrink allowance 1.5%'],
        ['P-WHALE-80', 'Sperm whale 80 cm', 'silicon bronze', 16.3, 'heavy section at head, chill needed'],
      ];
      const k = pats.flatMap(([id, name, alloy, kg, note]) => S.turn({ calls: [['pattern_record', { pattern_id: id }]] }, [`Pattern ${id}\nDesign: ${name}\nAlloy: ${alloy}\nPoured weight incl. runners: ${kg} kg\nPour notes: ${note}\nLast cast: ${N.euDate()}`]));
      k.push(...S.say('For a 60 kg silicon-bronze pour: cockerel (14.5), fox (9.8), hare (7.2) and whale (16.3) = 47.8 kg, leaving margin for skim. The clipper ship is gunmetal and waits for its own pour. Notes: vent the comb; pour the fox hot at 1180 °C; hare 1.5% shrink; chill the whale\'s head.'));
      return S.root('FunctionAgent.run', k, { response: 'Cast cockerel, fox, hare, whale.' });
    },
  },
  {
    id: '03', domain: 'ski wax service', style: 'Haystack',
    isolates: 'Haystack tool calls fetch six ski-service tickets of the same layout (skis, base damage, wax, pickup date), each different, followed by a day plan for the wax bench.',
    goal: 'Plan tomorrow\'s work at the ski service bench from today\'s drop-off tickets.',
    build(N) {
      const S = style('haystack', N, { system: 'You plan work for a ski rental shop\'s service bench.', user: this.goal });
      const t = [
        ['T-3301', 'Atomic Redster G9 177', 'edge burr, no base damage', 'race wax -8/-14', '08:30'],
        ['T-3302', 'Völkl Mantra 184', 'core shot under binding', 'universal', '16:00'],
        ['T-3303', 'kids Rossignol 120', 'scratches', 'universal', '12:00'],
        ['T-3304', 'Fischer skate XC 186', 'dry base (white)', 'hot box + LF blue', '10:00'],
        ['T-3305', 'Head Kore 99 171', 'P-tex fill 2 gouges', 'universal', '17:30'],
        ['T-3306', 'Salomon splitboard 161', 'skin glue on base', 'clean + universal', '09:00'],
      ];
      const k = t.flatMap(([id, ski, dmg, wax, pickup]) => S.turn({ calls: [['get_ticket', { ticket: id }]] }, [{ ticket: id, equipment: ski, condition: dmg, wax, pickup, dropped_off: N.isoSec() }]));
      k.push(...S.say('Order by pickup: T-3301 edges + race wax first (08:30), T-3306 base clean (09:00), T-3304 hot box (start tonight, 10:00 pickup), T-3303 kids skis (12:00), T-3302 core shot needs epoxy and 4 h cure (16:00), T-3305 P-tex fill (17:30).'));
      return S.root('haystack.agent.run', k, { replies: ['plan ready'] });
    },
  },
  {
    id: '04', domain: 'ice fishing hut rentals', style: 'Gemini API function calling',
    isolates: 'Gemini functionCall/functionResponse pairs reading five hut records (ice thickness, heater, bookings) of the same shape but different values, then a safety-and-booking summary.',
    goal: 'Which ice fishing huts on Lake Vesijärvi can be rented this weekend? Check ice and heaters.',
    build(N) {
      const S = style('gemini', N, { model: 'gemini-2.5-flash', system: 'You manage ice fishing hut rentals. Minimum ice for huts is 20 cm.', user: this.goal });
      const huts = [['H1', 34, 'ok', 0], ['H2', 29, 'ok', 2], ['H3', 18, 'ok', 0], ['H4', 31, 'fault: igniter', 0], ['H5', 27, 'ok', 1]];
      const k = huts.flatMap(([h, cm, heater, bk]) => S.turn({ calls: [['get_hut_status', { hut: h }]] }, [{ hut: h, ice_cm: cm, measured: N.isoOff(2), heater, weekend_bookings: bk }]));
      k.push(...S.say('Rentable this weekend: H1 (34 cm, free) and H5 (27 cm, one slot left); H2 is fully booked; H3 ice is only 18 cm (below 20 cm, close it); H4 needs the heater igniter fixed first.'));
      return S.root('hut-rental-agent', k, { answer: 'H1 and H5 available.' });
    },
  },
  {
    id: '05', domain: 'mustard mill', style: 'MLflow Tracing',
    isolates: 'MLflow spans of six batch-record reads with identical templates (seed origin, grind, pungency, pH) and distinct values, followed by a release decision per batch.',
    goal: 'Review this week\'s six mustard batches and say which can be released to the shops.',
    build(N) {
      const S = style('mlflow', N, { model: 'gpt-4o-mini', system: 'You are the QA assistant at a stone-ground mustard mill. Release spec: pH 3.4-3.9, pungency 6-9.', user: this.goal });
      const b = [['MB-0611', 'brown, Saskatchewan', 'coarse', 7.5, 3.6], ['MB-0612', 'yellow, Burgundy', 'fine', 5.4, 3.7], ['MB-0613', 'brown, Saskatchewan', 'fine', 8.8, 3.5], ['MB-0614', 'black, Rajasthan', 'coarse', 9.6, 3.8], ['MB-0615', 'yellow, Burgundy', 'coarse', 6.9, 4.1], ['MB-0616', 'brown + honey', 'fine', 6.2, 3.6]];
      const k = b.flatMap(([id, seed, grind, pung, ph]) => S.turn({ calls: [['read_batch_record', { batch: id }]] }, [{ batch: id, seed, grind, pungency_score: pung, pH: ph, milled: N.iso(), stone: N.pick(['S1', 'S2']) }]));
      k.push(...S.say('Release MB-0611, MB-0613, MB-0616. Hold MB-0612 (pungency 5.4 too mild), MB-0614 (9.6 too hot; blend with 0612?), MB-0615 (pH 4.1 above 3.9, add vinegar and retest).'));
      return S.root('qa-review', k, null, { 'mlflow.spanType': 'AGENT', 'mlflow.traceRequestId': S.reqId });
    },
  },
  {
    id: '06', domain: 'telescope mirror grinding', style: 'W&B Weave calls',
    isolates: 'Weave-traced reads of five Foucault test reports of the same form for different mirrors (zone readings, conic, status), then a figuring priority list.',
    goal: 'Go through the mirror-making class\'s latest Foucault test reports and tell me which mirrors need more figuring.',
    build(N) {
      const S = style('weave', N, { model: 'gpt-4o', system: 'You assist the instructor of a telescope mirror-making class.', user: this.goal, project: 'astroclub/mirror-class' });
      const m = [['M-08', '8 in f/6', -0.92, 'slight turned edge'], ['M-10A', '10 in f/5', -1.01, 'paraboloid within 1/8 wave'], ['M-10B', '10 in f/5', -0.61, 'undercorrected, central zone high'], ['M-06', '6 in f/8', -1.0, 'sphere acceptable (f/8)'], ['M-12', '12.5 in f/4.5', -1.35, 'overcorrected, hole in centre']];
      const k = m.flatMap(([id, spec, conic, note]) => S.turn({ calls: [['get_foucault_report', { mirror: id }]] }, [{ mirror: id, spec, couder_zones: 5, conic_estimate: conic, comment: note, tested: N.euDate(), tester: N.pick(['RK', 'AL', 'MS']) }]));
      k.push(...S.say('Needs figuring: M-10B (undercorrected, conic -0.61: W-strokes to deepen centre), M-12 (overcorrected, -1.35: back to sphere-ish with short strokes), M-08 (turned edge: smaller tool, shorter strokes). Done: M-10A, M-06.'));
      return S.root('MirrorClassAssistant.run', k, null, { op_name: `weave:///astroclub/mirror-class/op/MirrorClassAssistant.run:${N.b62(40)}` });
    },
  },
];
