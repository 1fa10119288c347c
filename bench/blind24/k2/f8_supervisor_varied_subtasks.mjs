// Family 8 (healthy): a supervisor gives the same worker agent different sub-tasks in turn, each
// answered with new results, then synthesises.
import { styler, span } from './lib.mjs';

export const FAMILY = {
  name: 'supervisor_varied_subtasks',
  loop: false,
  stagnation: false,
  summary: 'Supervisor repeatedly calls the same worker, but with different sub-tasks that each return new results; then a synthesis.',
};

export const rows = [
  {
    n: '01', domain: 'pro cycling team race logistics', style: 'langgraph', start: '2025-06-02T07:00:00Z',
    isolates: 'A LangGraph supervisor routes to the same logistics_worker three times with different jobs (hotel, bike transfer, feed-zone food), gets distinct results each time, then writes the stage brief.',
    goal: 'Prepare the logistics brief for Stage 4 (Gap to Briançon) of the Critérium for the 8-rider team.',
    build(c) {
      const s = styler('langgraph', c, { model: 'gpt-4o' });
      const ch = [];
      const sup = (k, text, next) => s.node('chain', 'supervisor', null, { next }, [s.llm({ msgs: [['system', 'You are the team logistics supervisor. Route to logistics_worker with one job at a time, or FINISH.'], ['user', 'Stage 4 brief, Gap to Briançon, 8 riders + 11 staff.']], text, calls: next === 'FINISH' ? [] : [['route', { next, job: text }]], meta: { langgraph_step: k, langgraph_node: 'supervisor' } })], { langgraph_step: k, langgraph_node: 'supervisor' });
      const work = (k, job, toolName, args, res, summary) => s.node('chain', 'logistics_worker', { job }, { messages: [{ type: 'ai', content: summary, name: 'logistics_worker' }] }, [
        s.llm({ msgs: [['user', job]], calls: [[toolName, args]], meta: { langgraph_step: k, langgraph_node: 'logistics_worker' } }),
        s.tool(toolName, args, res),
        s.llm({ msgs: [['tool', 'result']], text: summary, meta: { langgraph_step: k, langgraph_node: 'logistics_worker' } }),
      ], { langgraph_step: k, langgraph_node: 'logistics_worker' });
      ch.push(sup(1, 'Find hotel rooms in Briançon for the night after the stage: 8 riders in singles, 11 staff in twins.', 'logistics_worker'));
      ch.push(work(2, 'Find hotel rooms in Briançon: 8 singles + 6 twins.', 'search_hotels', { city: 'Briançon', date: '2025-06-11', singles: 8, twins: 6 }, { results: [{ hotel: 'Hôtel Vauban', singles: 8, twins: 4, rate_eur: 118 }, { hotel: 'Le Mont Prorel', singles: 0, twins: 6, rate_eur: 104 }], search_id: c.uuid(), cached: false }, 'Booked Hôtel Vauban (8 singles, 4 twins) and Le Mont Prorel (2 twins) — 400 m apart.'));
      ch.push(sup(3, 'Plan the transfer of the 16 race bikes and spares from the Gap start to Briançon finish by truck, avoiding the race route closure.', 'logistics_worker'));
      ch.push(work(4, 'Truck route Gap → Briançon avoiding route closures, 11 June.', 'route_planner', { from: 'Gap', to: 'Briançon', date: '2025-06-11', avoid: 'race_closures', vehicle: 'HGV 7.5t' }, { route: 'N94 via Embrun closed 11:30-16:45; use D994 via Col de Vars? no (HGV ban) → leave Gap by 10:45 on N94', eta: '11:50', distance_km: 88, closures: 2, provider_ref: c.reqId('rt-', 10) }, 'Truck must leave Gap by 10:45 on the N94 to beat the 11:30 closure; ETA Briançon 11:50.'));
      ch.push(sup(5, 'Order feed-zone food for the Col d\'Izoard feed zone: 8 riders x 2 musettes.', 'logistics_worker'));
      ch.push(work(6, 'Feed-zone order for Col d\'Izoard, 16 musettes.', 'order_supplies', { supplier: 'Carrefour Drive Gap', items: [{ sku: 'rice-cakes-homemade', qty: 32 }, { sku: 'gel-caffeine', qty: 24 }, { sku: 'bidon-750-iso', qty: 32 }] }, { order: 'CD-' + c.digits(8), pickup: '2025-06-11 07:30', total_eur: 186.4 }, 'Order CD placed: 32 rice cakes, 24 caffeine gels, 32 isotonic bidons, pickup 07:30 in Gap, €186.40.'));
      ch.push(sup(7, 'Stage 4 logistics brief:\n- Hotels: Hôtel Vauban (8 singles + 4 twins), Le Mont Prorel (2 twins).\n- Bike truck: depart Gap 10:45 on N94, ETA Briançon 11:50 (closure at 11:30).\n- Feed zone Col d\'Izoard: 16 musettes, pickup Carrefour Drive Gap 07:30, €186.40.', 'FINISH'));
      return s.agent('LangGraph', { messages: [{ type: 'human', content: 'Stage 4 brief, Gap to Briançon.' }] }, { messages: ['Stage 4 logistics brief…'] }, ch, { thread_id: c.uuid() });
    },
  },

  {
    n: '02', domain: 'vermicompost worm farm operations', style: 'crewai', start: '2025-04-18T08:20:00Z',
    isolates: 'A CrewAI hierarchical manager delegates three different questions to the same Farm Analyst (bed temperatures, castings yield, feedstock stock), each answered with new data, then writes the weekly report.',
    goal: 'Write the weekly operations report for the worm farm: bed health, castings harvest and feedstock plan.',
    build(c) {
      const s = styler('crewai', c, { model: 'gpt-4o-mini' });
      const deleg = (task, toolName, toolIn, toolOut, answer) => {
        const inner = span('agent', 'Farm Analyst', { task }, answer, [
          s.llm({ msgs: [['user', `Current Task: ${task}`]], text: `Thought: I need the data.\nAction: ${toolName}\nAction Input: ${JSON.stringify(toolIn)}` }),
          s.tool(toolName, JSON.stringify(toolIn), toolOut),
          s.llm({ msgs: [['user', `Observation: ${toolOut.slice(0, 60)}…`]], text: `Thought: I now know the final answer\nFinal Answer: ${answer}` }),
        ], { metadata: { role: 'Farm Analyst' } });
        return s.tool('Delegate work to coworker', JSON.stringify({ task, coworker: 'Farm Analyst' }), answer, { children: [inner] });
      };
      const mgr = [];
      mgr.push(s.llm({ msgs: [['system', 'You are Crew Manager.'], ['user', 'Current Task: Weekly operations report']], text: 'Thought: First I need bed health.\nAction: Delegate work to coworker\nAction Input: {"task": "Report bed temperatures and moisture for beds 1-12 this week", "coworker": "Farm Analyst"}' }));
      mgr.push(deleg('Report bed temperatures and moisture for beds 1-12 this week', 'sensor_summary', { beds: '1-12', days: 7 }, `beds 1-10: 18-24C, moisture 72-80% (ok). bed 11: 29.4C peak Tue (overfed), bed 12: moisture 61% (dry). generated ${c.iso()} from gateway wf-gw-${c.int(1, 3)}`, 'Beds 1-10 normal; bed 11 overheated to 29.4°C on Tuesday (overfed); bed 12 dry at 61% moisture.'));
      mgr.push(s.llm({ msgs: [['user', 'Observation: beds...']], text: 'Thought: Now the harvest numbers.\nAction: Delegate work to coworker\nAction Input: {"task": "How many kg of castings were harvested and screened this week, and what is in stock?", "coworker": "Farm Analyst"}' }));
      mgr.push(deleg('How many kg of castings were harvested and screened this week, and what is in stock?', 'harvest_log', { week: '2025-W16' }, `harvested: beds 3,4,7 = 1,140 kg raw -> 860 kg screened (6mm). stock: 154 x 15kg bags (2,310 kg). log rev ${c.int(100, 999)}`, '860 kg of screened castings from beds 3, 4 and 7 (1,140 kg raw); stock 154 x 15 kg bags (2,310 kg).'));
      mgr.push(s.llm({ msgs: [['user', 'Observation: harvest...']], text: 'Thought: Finally feedstock.\nAction: Delegate work to coworker\nAction Input: {"task": "Check pre-compost feedstock on hand and how many days it lasts at current feeding", "coworker": "Farm Analyst"}' }));
      mgr.push(deleg('Check pre-compost feedstock on hand and how many days it lasts at current feeding', 'inventory', { item: 'pre-compost' }, `pre-compost on hand 3.2 t; feeding rate 410 kg/day; next delivery (Greenway Organics) ${c.ymd()} +9d, 4 t`, '3.2 t on hand at 410 kg/day = ~8 days; next 4 t delivery in 9 days, so 1 day short.'));
      mgr.push(s.llm({ msgs: [['user', 'Observation: feedstock...']], text: 'Thought: I now know the final answer\nFinal Answer: Weekly report — Beds: 1-10 normal; bed 11 overheated (29.4°C, cut feed by 30%); bed 12 dry (61%, add water). Harvest: 860 kg screened from beds 3, 4, 7; stock 154 x 15 kg bags. Feedstock: 3.2 t lasts ~8 days, delivery in 9 — bring Greenway delivery forward 2 days.' }));
      const manager = span('agent', 'Crew Manager', { task: 'Weekly operations report' }, 'Weekly report — Beds: …', mgr, { metadata: { role: 'Crew Manager', allow_delegation: true } });
      return span('agent', 'Crew.kickoff', { inputs: { week: '2025-W16' } }, { raw: 'Weekly report — Beds: 1-10 normal; …' }, [span('chain', 'Task: Weekly operations report', { expected_output: 'Markdown report' }, 'ok', [manager])], { metadata: { process: 'hierarchical' } });
    },
  },

  {
    n: '03', domain: 'sewing pattern publishing', style: 'autogen', start: '2025-09-03T12:00:00Z',
    isolates: 'An AutoGen SelectorGroupChat picks the same pattern_tech agent three times for different jobs (size grading, fabric yardage, instruction proofing), each with new output, then the editor summarises.',
    goal: 'Get the "Marnie Wrap Dress" sewing pattern ready for release: grading check, yardage table and instruction proof.',
    build(c) {
      const s = styler('autogen', c, { model: 'gpt-4o' });
      const ch = [];
      const turn = (who, text, calls, tools) => span('agent', `autogen process ${who}`, null, { source: who, content: text, type: 'TextMessage', created_at: c.isoMicro() }, [s.llm({ msgs: [['user', text]], text: calls.length ? '' : text, calls }), ...tools], { metadata: { 'autogen.agent.type': 'AssistantAgent', agent: who } });
      ch.push(turn('editor', '@pattern_tech please check the size grading of the bodice front across sizes 0-30.', [], []));
      ch.push(turn('pattern_tech', 'Grading check: bust grade is 5 cm between 0-14 and 6.5 cm from 16-30 as specified, but the waist dart on size 22 is 3 mm longer than the rule; corrected in BodiceFront_v7.dxf.', [['check_grading', { piece: 'BodiceFront', sizes: '0-30' }]], [s.tool('check_grading', { piece: 'BodiceFront', sizes: '0-30' }, { sizes: 16, deviations: [{ size: 22, feature: 'waist dart', delta_mm: 3 }], file: 'BodiceFront_v6.dxf', checked_at: c.iso() })]));
      ch.push(turn('editor', '@pattern_tech now compute the fabric yardage table for 115 cm and 150 cm widths.', [], []));
      ch.push(turn('pattern_tech', 'Yardage: 115 cm wide — sizes 0-8: 2.9 m, 10-18: 3.3 m, 20-30: 3.9 m. 150 cm wide — 2.2 m, 2.5 m, 2.9 m. Directional prints add 0.4 m.', [['nest_markers', { pieces: 9, widths_cm: [115, 150], size_groups: ['0-8', '10-18', '20-30'] }]], [s.tool('nest_markers', { widths_cm: [115, 150] }, { runs: 6, efficiency: [0.81, 0.79, 0.77, 0.84, 0.83, 0.8], lengths_m: [2.9, 3.3, 3.9, 2.2, 2.5, 2.9], job: c.jobId('nest-') })]));
      ch.push(turn('editor', '@pattern_tech last one: proof steps 1-18 of the instructions against the pieces.', [], []));
      ch.push(turn('pattern_tech', 'Proofing: step 7 refers to "notch C" which is labelled D on the skirt piece; step 12 says 1 cm seam allowance but the pattern uses 1.5 cm; step 15 illustration shows the tie on the wrong side. Other 15 steps OK.', [['proof_instructions', { doc: 'Marnie_instructions_v3.docx', steps: '1-18' }]], [s.tool('proof_instructions', { doc: 'Marnie_instructions_v3.docx' }, { issues: [{ step: 7, issue: 'notch label C vs D' }, { step: 12, issue: 'seam allowance 1 cm vs 1.5 cm' }, { step: 15, issue: 'tie side in illustration' }], ok_steps: 15 })]));
      ch.push(turn('editor', 'Release summary: grading fixed (size 22 dart, v7), yardage table done (115/150 cm, +0.4 m for directional prints), 3 instruction fixes (steps 7, 12, 15). Ready for layout. TERMINATE', [], []));
      return span('agent', 'autogen.team.run SelectorGroupChat', { task: 'Get the Marnie Wrap Dress pattern release-ready.' }, { stop_reason: "Text 'TERMINATE' mentioned" }, ch, { metadata: { participants: ['editor', 'pattern_tech'] } });
    },
  },

  {
    n: '04', domain: 'harness racing form guide', style: 'oai-agents', start: '2025-07-19T15:00:00Z',
    isolates: 'An OpenAI Agents SDK editor calls the same stats_analyst agent-as-tool for three different races, each returning different horses and figures, then compiles the form guide.',
    goal: 'Write the Saturday form guide for races 3, 5 and 7 at the trotting track with a top pick per race.',
    build(c) {
      const s = styler('oai-agents', c, { model: 'gpt-4.1' });
      const ch = [];
      let last = null;
      const withOut = (sp) => { sp.output = sp.children[0].output; return sp; };
      const call = (race, rows, pick) => {
        last = pick;
        const inner = span('agent', 'stats_analyst', { input: `Analyse race ${race}` }, pick, [
          s.llm({ msgs: [['user', `Analyse race ${race}`]], calls: [['race_card', { race }]] }),
          s.tool('race_card', { race }, JSON.stringify({ race, runners: rows, card_version: c.int(2, 9), source: 'tote-feed', fetched: c.isoMs() })),
          s.llm({ msgs: [['tool', 'card']], text: pick }),
        ]);
        return inner;
      };
      ch.push(s.llm({ msgs: [['system', 'You are the form guide editor. Use stats_analyst per race.'], ['user', 'Form guide for races 3, 5 and 7.']], calls: [['stats_analyst', { input: 'Analyse race 3' }]] }));
      ch.push(withOut(s.tool('stats_analyst', { input: 'Analyse race 3' }, null, { children: [call(3, [{ no: 1, horse: 'Silver Tarn', last5: '1-2-1-3-1', best_mile: '1:55.2' }, { no: 4, horse: 'Kirkby Flyer', last5: '4-1-2-2-5', best_mile: '1:56.0' }], 'Race 3: Silver Tarn (1) — won 3 of last 5, best mile 1:55.2, drawn inside.')] })));
      ch.push(s.llm({ msgs: [['tool', 'race 3 done']], calls: [['stats_analyst', { input: 'Analyse race 5' }]] }));
      ch.push(withOut(s.tool('stats_analyst', { input: 'Analyse race 5' }, null, { children: [call(5, [{ no: 2, horse: 'Mossbank Lad', last5: '3-3-2-1-4', best_mile: '1:57.1' }, { no: 6, horse: 'Rowan Jet', last5: 'x-1-1-6-2', best_mile: '1:56.4' }], 'Race 5: Rowan Jet (6) — fastest best mile (1:56.4) though broke stride once; Mossbank Lad the consistent alternative.')] })));
      ch.push(s.llm({ msgs: [['tool', 'race 5 done']], calls: [['stats_analyst', { input: 'Analyse race 7' }]] }));
      ch.push(withOut(s.tool('stats_analyst', { input: 'Analyse race 7' }, null, { children: [call(7, [{ no: 3, horse: 'Bramble Queen', last5: '2-2-2-1-1', best_mile: '1:54.8' }, { no: 8, horse: 'Dalesman', last5: '1-5-3-1-2', best_mile: '1:55.0' }], 'Race 7: Bramble Queen (3) — two straight wins, best mile 1:54.8, but drawn wide at 3 on a half-mile track.')] })));
      ch.push(s.llm({ msgs: [['tool', 'race 7 done']], text: 'SATURDAY FORM GUIDE\nRace 3 — Silver Tarn (1): 3 wins in 5, 1:55.2, ideal draw.\nRace 5 — Rowan Jet (6): quickest on the card (1:56.4); each-way Mossbank Lad.\nRace 7 — Bramble Queen (3): in form, 1:54.8; danger Dalesman.' }));
      return span('agent', 'Agent workflow', { input: 'Form guide for races 3, 5 and 7.' }, null, [s.agent('form_editor', { tools: ['stats_analyst'] }, 'SATURDAY FORM GUIDE…', ch)], { metadata: { workflow_name: 'form-guide' } });
    },
  },

  {
    n: '05', domain: 'casino slot floor maintenance', style: 'adk', start: '2025-12-12T03:00:00Z',
    isolates: 'An ADK floor supervisor agent transfers three different checks to the same machine_tech sub-agent (bill validator jams, hopper levels, meter mismatches), each returning different machines, then issues the overnight work list.',
    goal: 'Build the overnight maintenance work list for the slot floor before the 06:00 reopening.',
    build(c) {
      const s = styler('adk', c, { model: 'gemini-2.0-flash' });
      const ch = [];
      const sub = (q, tname, targs, tres, ans) => span('agent', 'invoke_agent machine_tech', { request: q }, ans, [
        s.llm({ msgs: [['user', q]], calls: [[tname, targs]] }),
        s.tool(tname, targs, tres),
        s.llm({ msgs: [['tool', 'result']], text: ans }),
      ], { metadata: { 'gen_ai.agent.name': 'machine_tech' } });
      ch.push(s.llm({ msgs: [['system', 'You are the slot floor supervisor. Delegate checks to machine_tech.'], ['user', 'Build tonight\'s work list.']], calls: [['transfer_to_agent', { agent_name: 'machine_tech' }]], text: 'machine_tech: list machines with bill validator jams in the last 24h.' }));
      ch.push(sub('List machines with bill validator jams in the last 24h.', 'query_sas_events', { event: 'BILL_JAM', hours: 24 }, { machines: [{ asset: 'SL-1042', bank: 'B7', jams: 6 }, { asset: 'SL-0877', bank: 'C2', jams: 3 }], query_id: c.uuid(), sas_poll: c.hmsMs() }, 'SL-1042 (bank B7, 6 jams) and SL-0877 (C2, 3 jams) need validator cleaning.'));
      ch.push(s.llm({ msgs: [['user', 'validators done']], calls: [['transfer_to_agent', { agent_name: 'machine_tech' }]], text: 'machine_tech: which ticket printers are low on paper?' }));
      ch.push(sub('Which TITO printers are low on paper?', 'query_device_status', { device: 'printer', status: 'paper_low' }, { machines: ['SL-0310', 'SL-0311', 'SL-0419', 'SL-1120'], polled: c.iso() }, 'Four printers low on paper: SL-0310, SL-0311, SL-0419, SL-1120.'));
      ch.push(s.llm({ msgs: [['user', 'printers done']], calls: [['transfer_to_agent', { agent_name: 'machine_tech' }]], text: 'machine_tech: check for meter mismatches between machines and the slot accounting system.' }));
      ch.push(sub('Check meter mismatches vs slot accounting.', 'meter_reconcile', { day: c.ymd() }, { mismatches: [{ asset: 'SL-0655', coin_in_delta: 1240.0, note: 'RAM clear suspected' }], reconciled: 612, run: c.jobId('rec-') }, 'One mismatch: SL-0655 coin-in differs by $1,240 (possible RAM clear) — needs a compliance-witnessed meter read.'));
      ch.push(s.llm({ msgs: [['user', 'all checks done']], text: 'Overnight work list:\n1. Clean bill validators: SL-1042 (B7), SL-0877 (C2).\n2. Refill ticket paper: SL-0310, SL-0311, SL-0419, SL-1120.\n3. SL-0655: witnessed meter read with compliance before reopening; take out of service until then.' }));
      return s.agent('floor_supervisor', { user_id: 'night-shift-lead', session_id: c.uuid() }, null, ch, { app_name: 'slotfloor' });
    },
  },

  {
    n: '06', domain: 'short-let cleaning turnovers', style: 'mastra', start: '2025-08-09T08:00:00Z',
    isolates: 'A Mastra supervisor agent calls the same scheduling sub-agent for three different apartments with different checkout/check-in times, each producing a different cleaner assignment, then publishes the day plan.',
    goal: 'Assign cleaners for today\'s three same-day turnovers (flats 2B, 5A and 7C) so each is ready before the next check-in.',
    build(c) {
      const s = styler('mastra', c, { model: 'gpt-4o-mini' });
      const ch = [];
      const ask = (flat, info, res, ans) => {
        ch.push(s.llm({ msgs: [['user', `Turnover for ${flat}`]], calls: [['agent-turnoverScheduler', { prompt: `Plan the turnover for flat ${flat}: ${info}` }]] }));
        ch.push(s.tool('agent-turnoverScheduler', { prompt: `Plan the turnover for flat ${flat}: ${info}` }, ans, { children: [span('agent', "agent run: 'turnoverScheduler'", { prompt: info }, ans, [
          s.llm({ msgs: [['user', info]], calls: [['cleanerAvailability', { flat }]] }),
          s.tool('cleanerAvailability', { flat }, res),
          s.llm({ msgs: [['tool', 'availability']], text: ans }),
        ], { metadata: { spanType: 'agent_run' } })] }));
      };
      ask('2B', 'checkout 10:00, check-in 15:00, 2 bed, linen change', { free: [{ cleaner: 'Ana', from: '10:00', to: '13:00' }, { cleaner: 'Joel', from: '11:30', to: '17:00' }], linen_bag: 'LN-2B-' + c.digits(3) }, 'Ana 10:15-12:45 for 2B (2-bed, 2.5 h incl. linen).');
      ask('5A', 'checkout 11:00, check-in 14:00, studio, guest reported broken kettle', { free: [{ cleaner: 'Joel', from: '11:30', to: '17:00' }, { cleaner: 'Mira', from: '09:00', to: '15:00' }], maintenance_note: 'kettle' }, 'Mira 11:10-12:40 for 5A (studio, 1.5 h) and she brings a spare kettle from the store room.');
      ask('7C', 'checkout 12:00, check-in 16:00, 3 bed, deep clean due (every 5th stay)', { free: [{ cleaner: 'Joel', from: '11:30', to: '17:00' }, { cleaner: 'Ana', from: '13:00', to: '18:00' }] }, 'Joel 12:10-15:40 for 7C (deep clean, 3.5 h), with Ana joining 13:00-14:30 to finish by 15:40.');
      ch.push(s.llm({ msgs: [['user', 'publish']], text: 'Day plan: 2B — Ana 10:15-12:45; 5A — Mira 11:10-12:40 (+ spare kettle); 7C — Joel 12:10-15:40 with Ana 13:00-14:30 (deep clean). All ready before check-in.', calls: [['publishRota', { date: c.ymd(), items: 4 }]] }));
      ch.push(s.tool('publishRota', { date: c.ymd(), items: 4 }, { ok: true, notified: ['Ana', 'Mira', 'Joel'], sms_batch: c.uuid() }));
      return s.agent('turnoverSupervisor', { messages: ['Plan today\'s turnovers for 2B, 5A, 7C'] }, { text: 'Day plan published.' }, ch, { runId: c.uuid() });
    },
  },
];
