// Family 8 (healthy): a supervisor gives the same worker different sub-tasks in turn; each answer is new; then a synthesis.
import { agent, llm, tool, chain, sp, sys, usr, asst, tc, toolMsg } from './lib.mjs';

export const family = 'supervisor_varied_subtasks';
export const loop = false;

export const rows = [
  {
    n: '01', domain: 'niche perfumery formulation', style: 'Griptape (not in the brief\'s list: Workflow/StructureRunTask driving one Agent structure, PromptTask events)',
    isolates: 'The perfumer supervisor runs the same "materials researcher" structure three times with different questions (IFRA limit for oakmoss, ambroxan price, citral stability) and gets three different factual answers, then writes the formula brief.',
    stagnation: false,
    goal: 'Write a formula brief for a chypre-style eau de parfum "Lichen & Rain" within IFRA 51st amendment limits and a €38/kg concentrate cost ceiling.',
    build(R) {
      const kids = [];
      const prompt = (text) => llm('PromptTask.run', { prompt_driver: 'OpenAiChatPromptDriver', model: 'gpt-4o', input: '[conversation memory]' }, { value: text }, [], { metadata: { event: 'FinishPromptEvent', input_token_count: R.int(800, 3000), output_token_count: R.int(80, 400), structure_id: R.hex(32) } });
      const worker = (question, toolName, toolIn, toolOut, answer) => agent('StructureRunTask: materials_researcher', { args: [question] }, { value: answer }, [
        llm('PromptTask.run', { input: question, model: 'gpt-4o-mini' }, { value: JSON.stringify({ actions: [{ tag: R.hex(6), name: toolName, path: 'search', input: { values: toolIn } }] }) }, [], { metadata: { event: 'FinishActionsSubtaskEvent', subtask_id: R.hex(32) } }),
        tool(toolName, { values: toolIn }, toolOut, { metadata: { event: 'FinishActionsSubtaskEvent', toolkit: 'griptape.tools' } }),
        llm('PromptTask.run', { input: '[observations]', model: 'gpt-4o-mini' }, { value: answer }, [], { metadata: { event: 'FinishPromptEvent', output_token_count: R.int(80, 250) } }),
      ], { metadata: { structure: 'Agent', conversation_memory: 'none', run_id: R.hex(32) } });
      kids.push(prompt('Three facts are needed before I can balance the base: the IFRA limit for oakmoss in category 4, the current price of ambroxan, and whether citral survives 12 months in the ethanol base. I will ask the materials researcher one at a time.'));
      kids.push(worker('What is the IFRA 51st amendment maximum for Evernia prunastri (oakmoss) extract in category 4 (fine fragrance)?', 'IfraStandardsLookup', { material: 'Evernia prunastri extract', category: 4 }, `IFRA Standard: Oakmoss extracts (Evernia prunastri) - Restriction. Cat. 4: 0.10% in finished product. Requirement: atranol + chloroatranol < 100 ppm in extract. Amendment 51 (implementation ${R.dmy().slice(0, 10)}). doc ${R.hex(8)}.pdf`, 'Oakmoss extract: max 0.10% in the finished fine fragrance (category 4), and the extract must have < 100 ppm atranol + chloroatranol (use a low-atranol grade).'));
      kids.push(prompt('At 20% concentrate in the EdP, 0.10% finished means max 0.5% oakmoss in the concentrate. Next: ambroxan cost, since it will carry the mineral "rain" note.'));
      kids.push(worker('What does ambroxan (Ambrofix / Ambroxide) currently cost per kg from European distributors?', 'WebScraper', { url: 'https://suppliers.example/price-list/ambroxide' }, `<table class="prices"><tr><td>Ambrofix (Givaudan)</td><td>1 kg</td><td>€ 1,240.00</td></tr><tr><td>Ambroxide (generic, 99%)</td><td>1 kg</td><td>€ 690.00</td></tr><tr><td colspan=2>Updated ${R.http()}</td></tr></table><!-- cf-ray ${R.hex(16)}-FRA -->`, 'Ambrofix ~€1,240/kg; a generic 99% ambroxide ~€690/kg. At 3% of the concentrate, generic adds ~€20.7/kg, Ambrofix ~€37.2/kg.'));
      kids.push(prompt('Ambrofix alone would eat the whole €38/kg ceiling, so use generic ambroxide at 3% (€20.7/kg). Last question: citral stability for the rain-on-leaves top note.'));
      kids.push(worker('Is citral stable for 12 months in a 90% ethanol EdP base at pH ~6 without antioxidant?', 'VectorStoreTool', { query: 'citral stability ethanol fine fragrance 12 months' }, [{ chunk: 'Citral degrades in acidic hydroalcoholic media forming p-cymene and off-notes; losses of 30-50% over 6 months at 25 °C reported.', source: 'stability_notes_2019.pdf#p4', score: 0.83 }, { chunk: 'Addition of 0.05% BHT or use of citral-stable substitutes (e.g. Lemonile) recommended.', source: 'supplier_TDS_lemonile.pdf', score: 0.79 }], 'Not reliably: 30-50% citral loss in 6 months at 25 °C. Use a nitrile substitute (Lemonile) or add 0.05% BHT.'));
      kids.push(prompt('Brief for "Lichen & Rain" EdP (20% concentrate): low-atranol oakmoss 0.5% of concentrate (0.10% finished, at the IFRA cap); generic ambroxide 3% (€20.7/kg); citral replaced by Lemonile 1.2% for a stable green-citrus top; remaining budget ~€17/kg for the chypre accord (bergamot FCF, patchouli heart, labdanum). Concentrate cost estimate €36-37/kg, under the €38 ceiling.'));
      return agent('Workflow.run', { input: 'Formula brief for Lichen & Rain EdP, IFRA 51, ≤ €38/kg concentrate.' }, { output: 'Brief written.' }, kids, { metadata: { framework: 'griptape 1.2', structure_id: R.hex(32), rulesets: ['house-style', 'ifra-51'] } });
    },
  },
  {
    n: '02', domain: 'public aquarium coral propagation', style: 'LangGraph supervisor (langgraph-supervisor handoff tools transfer_to_* / transfer_back_to_supervisor)',
    isolates: 'Supervisor transfers to the same husbandry worker four times with different sub-tasks (water parameters, frag counts, light schedule, disease log) and receives four distinct results before synthesising a propagation plan.',
    stagnation: false,
    goal: 'Produce next quarter\'s coral propagation plan for the public aquarium\'s reef holding system (target: 120 Acropora frags for the new Indo-Pacific exhibit).',
    build(R) {
      const kids = [];
      const sup = (text, task) => chain('supervisor', { langgraph_node: 'supervisor' }, null, [llm('ChatAnthropic', { messages: [['...']] }, { generations: [[{ text, message: { type: 'ai', content: text, tool_calls: task ? [{ name: 'transfer_to_husbandry_worker', args: { task }, id: R.toolu() }] : [] } }]] }, [], { metadata: { ls_model_name: 'claude-3-5-sonnet-20241022', run_type: 'llm' } })], { metadata: { langgraph_node: 'supervisor' } });
      const work = (task, toolName, args, out, answer) => chain('husbandry_worker', { langgraph_node: 'husbandry_worker', task }, { messages: [{ type: 'ai', content: answer }, { type: 'tool', name: 'transfer_back_to_supervisor', content: 'Successfully transferred back to supervisor' }] }, [
        llm('ChatAnthropic', { messages: [['...', task]] }, { generations: [[{ text: '', message: { type: 'ai', tool_calls: [{ name: toolName, args, id: R.toolu() }] } }]] }, [], { metadata: { ls_model_name: 'claude-3-5-haiku-20241022', run_type: 'llm' } }),
        tool(toolName, args, out, { metadata: { run_type: 'tool' } }),
        llm('ChatAnthropic', { messages: [['...']] }, { generations: [[{ text: answer }]] }, [], { metadata: { ls_model_name: 'claude-3-5-haiku-20241022', run_type: 'llm' } }),
      ], { metadata: { langgraph_node: 'husbandry_worker' } });
      kids.push(sup('I need current water chemistry before deciding growth targets.', 'Pull the last 14 days of water parameters for holding system RH-2.'));
      kids.push(work('Pull the last 14 days of water parameters for RH-2.', 'query_apex', { system: 'RH-2', days: 14 }, { alk_dkh: { mean: 8.1, sd: 0.2 }, ca_ppm: 428, mg_ppm: 1310, no3_ppm: 4.2, po4_ppm: 0.06, temp_c: { mean: 25.6, max: 26.3 }, apex: 'AC5-' + R.hex(6), last_sample: R.isoLocal('+10:00') }, 'RH-2 is stable: alk 8.1 dKH (sd 0.2), Ca 428, Mg 1310, NO3 4.2, PO4 0.06, 25.6 °C. Good for SPS growth.'));
      kids.push(sup('Chemistry is fine. Next I need the current stock of mother colonies and frags.', 'Count mother colonies and existing Acropora frags by species in RH-2.'));
      kids.push(work('Count mother colonies and frags by species.', 'inventory_lookup', { system: 'RH-2', genus: 'Acropora' }, 'species              mothers  frags  avg_size_cm\nA. millepora            3       22       3.1\nA. tenuis               2       14       2.4\nA. valida               1        6       2.0\nA. microphthalma        2        9       2.8\n(inventory db rev ' + R.int(1000, 9999) + ', ' + R.syslog() + ')', 'Acropora in RH-2: 8 mother colonies, 51 frags (millepora 22, tenuis 14, valida 6, microphthalma 9).'));
      kids.push(sup('We need 69 more frags. Cutting capacity depends on light; ask for the lighting schedule and PAR map.', 'Report the current LED schedule and PAR at frag rack levels 1-3.'));
      kids.push(work('Report LED schedule and PAR at frag racks.', 'lighting_controller', { system: 'RH-2', action: 'get_schedule' }, { photoperiod_h: 9, peak: '12:00-16:00', par_umol: { rack1: 310, rack2: 240, rack3: 150 }, fixture: 'Radion XR30 G6 x4', fw: '3.' + R.int(1, 9) }, 'Photoperiod 9 h; PAR 310 / 240 / 150 µmol at racks 1/2/3. Rack 3 is low for Acropora; suitable for new cuts only at racks 1-2.'));
      kids.push(sup('Last: any disease or RTN events that would exclude mothers from cutting?', 'Summarise disease/RTN log entries for Acropora in RH-2 over 90 days.'));
      kids.push(work('Summarise disease/RTN entries for 90 days.', 'husbandry_log_search', { system: 'RH-2', tags: ['RTN', 'STN', 'AEFW'], days: 90 }, [{ date: '2024-08-02', colony: 'A. valida M1', event: 'AEFW eggs found, dipped (Bayer)', status: 'resolved 08-20' }, { date: '2024-09-11', colony: 'A. tenuis frag T-11', event: 'STN', status: 'frag culled' }], 'Two events: A. valida M1 had AEFW in August (resolved after dips; keep under observation, do not cut this quarter); one A. tenuis frag lost to STN and culled.'));
      kids.push(sup('Plan: cut 69 new frags over the quarter from 7 mother colonies (exclude A. valida M1 until it has 8 weeks clean). Split: millepora 28, tenuis 20, microphthalma 21; place on racks 1-2 only (rack 3 PAR 150 too low), raise photoperiod to 10 h; cuts in 3 rounds (weeks 1, 5, 9) to let mothers recover; with current 51 frags → 120 by week 12 assuming ~5% loss covered by a 4-frag buffer.', null));
      return agent('LangGraph', { messages: [{ type: 'human', content: 'Coral propagation plan for next quarter, need 120 Acropora frags.' }] }, { messages: '[final supervisor answer]' }, kids, { metadata: { graph: 'create_supervisor(agents=[husbandry_worker])', thread_id: R.uuid() } });
    },
  },
  {
    n: '03', domain: 'ski-lift seasonal maintenance', style: 'AutoGen / AG2 GroupChat (manager selects the same speaker with different requests)',
    isolates: 'The maintenance lead agent asks the same "records_analyst" agent three different things in turn (rope splice inspection, grip test results, gearbox oil analysis) and gets three distinct findings, then writes the pre-season sign-off list.',
    stagnation: false,
    goal: 'Compile the pre-season sign-off checklist for the Col du Lac detachable chairlift (CL-4) from the summer maintenance records.',
    build(R) {
      const kids = [];
      const msg = (who, content, extra) => llm(who, { chat: 'group_chat', speaker_selection: 'auto' }, { name: who, role: 'assistant', content }, [], { metadata: { 'autogen.agent': who, model: who === 'records_analyst' ? 'gpt-4o-mini' : 'gpt-4o', usage: R.tokens(), ...extra } });
      const fn = (name, args, out) => tool(name, args, out, { metadata: { 'autogen.executor': 'records_analyst_executor', call_id: R.callId() } });
      kids.push(msg('maintenance_lead', '@records_analyst please pull the latest rope inspection, especially the splice.'));
      kids.push(fn('search_records', { lift: 'CL-4', type: 'rope_inspection' }, `MRT report MRT-CL4-${R.int(100, 999)} ${R.dmy()}\nRope 42 mm 6x36 WS, length 3,214 m\nSplice 1 (installed 2019): LMA 0.6% (limit 2.0%), no broken wires\nLF hotspots: 2 at tower 7 saddle (single broken outer wire each, within discard criteria)\nNext MRT due: 2025-06`));
      kids.push(msg('records_analyst', 'Rope OK: splice LMA 0.6% (limit 2%), two single broken outer wires at tower 7 within discard criteria; next MRT June 2025.'));
      kids.push(msg('maintenance_lead', 'Good. Now the grip tests - all 86 chairs had the slip test in August?'));
      kids.push(fn('search_records', { lift: 'CL-4', type: 'grip_slip_test' }, { tested: 86, pass: 84, fail: [{ chair: 37, force_kN: 11.2, min_kN: 12.0 }, { chair: 61, force_kN: 11.7, min_kN: 12.0 }], retest: [{ chair: 37, after: 'spring pack replaced', force_kN: 13.4 }], db: 'cmms://lifts/cl4/grips', exported: R.iso() }));
      kids.push(msg('records_analyst', '86 grips tested, 84 passed first time. Chair 37 passed a retest after a spring pack change (13.4 kN). Chair 61 failed at 11.7 kN and has no retest recorded: it must stay off the line.'));
      kids.push(msg('maintenance_lead', 'Noted on 61. Last one: gearbox oil analysis from the September sample?'));
      kids.push(fn('search_records', { lift: 'CL-4', type: 'oil_analysis' }, `LAB REPORT #${R.int(40000, 49999)}  sample drawn 2024-09-18  Flender main gearbox\nFe 38 ppm (prev 22)  Cu 4 ppm  Si 6 ppm  water 180 ppm  viscosity 318 cSt @40C (ISO 320)\nPQ index 41 (caution > 40)\nComment: rising iron and PQ suggest wear debris; recommend filter change and resample in 250 h.`));
      kids.push(msg('records_analyst', 'Gearbox: Fe up from 22 to 38 ppm and PQ index 41 (caution threshold 40). Lab recommends filter change and a resample after 250 h; no water contamination.'));
      kids.push(msg('maintenance_lead', 'Sign-off checklist CL-4:\n1. Rope & splice - OK (MRT, next June 2025).\n2. Grips - OK except chair 61: remove from line until retest ≥ 12 kN.\n3. Main gearbox - conditional: change filter before opening, resample at 250 h, trend Fe/PQ.\n4. Record chair count 85 in operation log.\nTERMINATE'));
      return agent('GroupChatManager.run_chat', { participants: ['maintenance_lead', 'records_analyst'], max_round: 14 }, { summary: 'Checklist with chair 61 withheld and gearbox resample' }, kids, { metadata: { 'ag2.version': '0.6.1', speaker_selection_method: 'auto', cache_seed: null } });
    },
  },
  {
    n: '04', domain: 'cider orchard harvest planning', style: 'OpenAI Agents SDK (agent-as-tool: the same sub-agent called with different inputs)',
    isolates: 'The orchard manager agent calls its "orchard_analyst" agent-tool four times with different blocks and questions (Dabinett ripeness, Kingston Black starch test, bin counts, press booking) and gets a new result each time, then issues the picking order.',
    stagnation: false,
    goal: 'Decide the picking order for the next two weeks across four cider-apple blocks and book press slots accordingly.',
    build(R) {
      const kids = [];
      const wf = 'trace_' + R.hex(32);
      const resp = (text, call) => sp('llm', 'response', { model: 'gpt-4.1' }, { output: [...(text ? [{ type: 'message', content: [{ type: 'output_text', text }] }] : []), ...(call ? [{ type: 'function_call', name: 'orchard_analyst', arguments: JSON.stringify({ input: call }), call_id: R.callId() }] : [])], usage: { input_tokens: R.int(800, 4000), output_tokens: R.int(40, 300) } }, [], { metadata: { 'span_data.type': 'response', trace_id: wf, response_id: 'resp_' + R.hex(48) } });
      const sub = (input, fnName, fnArgs, fnOut, answer) => sp('tool', 'orchard_analyst', { input }, answer, [agent('orchard_analyst', { input }, { final_output: answer }, [
        sp('llm', 'response', { model: 'gpt-4.1-mini' }, { output: [{ type: 'function_call', name: fnName, arguments: JSON.stringify(fnArgs) }] }, [], { metadata: { 'span_data.type': 'response' } }),
        sp('tool', fnName, JSON.stringify(fnArgs), typeof fnOut === 'string' ? fnOut : JSON.stringify(fnOut), [], { metadata: { 'span_data.type': 'function' } }),
        sp('llm', 'response', { model: 'gpt-4.1-mini' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: answer }] }] }, [], { metadata: { 'span_data.type': 'response' } }),
      ], { metadata: { 'span_data.type': 'agent' } })], { metadata: { 'span_data.type': 'function' } });
      kids.push(resp('Starting with Dabinett in block 2, which is usually first.', 'Block 2 Dabinett: latest Brix and firmness readings?'));
      kids.push(sub('Block 2 Dabinett: latest Brix and firmness readings?', 'get_maturity', { block: 2 }, { variety: 'Dabinett', brix: 13.8, firmness_kg: 6.1, drop_per_tree_per_day: 4, sampled: R.dmy() }, 'Dabinett (block 2): 13.8 °Brix, firmness 6.1 kg, natural drop ~4 fruit/tree/day: ready now.'));
      kids.push(resp(null, 'Block 4 Kingston Black: starch-iodine index?'));
      kids.push(sub('Block 4 Kingston Black: starch-iodine index?', 'get_maturity', { block: 4, test: 'starch_iodine' }, { variety: 'Kingston Black', starch_index: 4.5, scale: '1-8', brix: 11.9 }, 'Kingston Black (block 4): starch index 4.5/8, 11.9 °Brix: about 8-10 days from ideal.'));
      kids.push(resp('Kingston Black waits. Next: how many bins are free this week?', 'How many bins are available and where?'));
      kids.push(sub('How many bins are available and where?', 'bin_inventory', {}, 'yard A: 42 empty / 18 full (Michelin, awaiting press)\nyard B: 25 empty\ntotal empty: 67 (each ~350 kg)\nscanner sync ' + R.isoLocal('+00:00'), '67 empty bins (~23 t capacity); 18 full bins of Michelin already waiting for the press.'));
      kids.push(resp(null, 'Which press slots are free at the cooperative over the next 14 days?'));
      kids.push(sub('Which press slots are free at the cooperative over the next 14 days?', 'press_calendar', { days: 14 }, { free: ['Tue 09:00 (8 t)', 'Thu 13:00 (8 t)', 'Mon+7 09:00 (10 t)', 'Wed+7 09:00 (10 t)'], booking_url: 'https://coop.example/press', etag: R.etag() }, 'Free slots: Tue 09:00 (8 t), Thu 13:00 (8 t), next Mon 09:00 (10 t), next Wed 09:00 (10 t).'));
      kids.push(resp('Picking order: (1) Dabinett block 2 now, ~22 t into the 67 bins over 3 days; (2) Michelin already binned goes to Tue 09:00 (18 bins ≈ 6.3 t); Dabinett to Thu 13:00 and next Mon 09:00; (3) Kingston Black block 4 from day 9, pressed next Wed 09:00. Booking the four slots.', null));
      kids.push(sp('tool', 'book_press_slots', JSON.stringify({ slots: ['Tue 09:00', 'Thu 13:00', 'Mon+7 09:00', 'Wed+7 09:00'] }), JSON.stringify({ confirmed: 4, ref: 'PRS-' + R.int(1000, 9999) }), [], { metadata: { 'span_data.type': 'function' } }));
      return agent('Agent workflow', { input: 'Picking order for next 2 weeks + press bookings.' }, { final_output: 'Picking order issued; 4 press slots booked.' }, [agent('orchard_manager', { tools: ['orchard_analyst', 'book_press_slots'] }, null, kids, { metadata: { 'span_data.type': 'agent' } })], { metadata: { trace_id: wf, workflow_name: 'harvest-planning' } });
    },
  },
  {
    n: '05', domain: 'opera house costume department', style: 'CrewAI (hierarchical manager delegating distinct tasks to one coworker)',
    isolates: 'The wardrobe manager delegates three different questions to the same Costume Archivist (existing stock for Act 2, fitting measurements for the new Tosca, dye-lot availability) and receives different findings each time before producing the build list.',
    stagnation: false,
    goal: 'Produce the costume build-and-alter list for the revival of "Tosca" (Act 2, Palazzo Farnese scene) with the new cast.',
    build(R) {
      const kids = [];
      const mgr = (text) => llm('LLM call', { role: 'Wardrobe Manager' }, text, [], { metadata: { model: 'gpt-4o', tokens: R.tokens() } });
      const delegate = (task, ctx, tname, targs, tout, answer) => tool('Delegate work to coworker', { task, context: ctx, coworker: 'Costume Archivist' }, answer, { children: [agent('Costume Archivist._execute_task', { task }, answer, [
        llm('LLM call', { role: 'Costume Archivist' }, `Thought: I should search the archive.\nAction: ${tname}\nAction Input: ${JSON.stringify(targs)}`, [], { metadata: { model: 'gpt-4o-mini' } }),
        tool(tname, targs, tout),
        llm('LLM call', { role: 'Costume Archivist' }, `Thought: I now know the final answer\nFinal Answer: ${answer}`, [], { metadata: { model: 'gpt-4o-mini' } }),
      ])] });
      kids.push(mgr('Thought: First I need to know what Act 2 stock from the 2016 production survives.\nAction: Delegate work to coworker'));
      kids.push(delegate('List surviving Act 2 costumes from the 2016 Tosca production with their condition.', 'Store B racks, production code TOS16.', 'archive_search', { production: 'TOS16', act: 2 }, 'TOS16-A2-01 Scarpia coat, burgundy velvet, cond: good, size 54\nTOS16-A2-02 Tosca gown, Empire line, ivory silk, cond: fair (underarm splits), size 38\nTOS16-A2-03..08 Sbirri uniforms x6, cond: good\nTOS16-A2-09 Spoletta coat, cond: moth damage (discard)\n[store-b scan ' + R.hex(8) + ']', 'Surviving: Scarpia coat (good, size 54), Tosca gown (fair, underarm splits, size 38), 6 sbirri uniforms (good). Spoletta coat is moth-damaged and must be rebuilt.'));
      kids.push(mgr('Thought: Now the new principals\' measurements to see what fits.\nAction: Delegate work to coworker'));
      kids.push(delegate('Get fitting measurements for the new Tosca, Scarpia and Spoletta.', 'Cast list 2025 revival.', 'measurements_db', { cast: ['M. Ilieva', 'R. Castellano', 'T. Brandt'] }, { 'M. Ilieva': { chest: 92, waist: 74, height: 172 }, 'R. Castellano': { chest: 118, waist: 104, height: 188 }, 'T. Brandt': { chest: 98, height: 176 }, updated: R.iso() }, 'Ilieva (Tosca) chest 92 / waist 74 ≈ size 40: the 38 gown needs let-out seams. Castellano (Scarpia) chest 118 ≈ size 58: the 54 coat cannot be let out enough, so rebuild. Brandt (Spoletta) 98 chest, size 48 for the new coat.'));
      kids.push(mgr('Thought: Two rebuilds. I need to know if the burgundy velvet dye lot is still obtainable.\nAction: Delegate work to coworker'));
      kids.push(delegate('Is the burgundy silk velvet (dye lot BV-2016-11) or a close match available from our suppliers?', 'For Scarpia coat rebuild.', 'supplier_stock', { ref: 'BV-2016-11' }, `Supplier: Tessitura Bevilacqua\nBV-2016-11: discontinued\nnearest: BV-2024-03 "Bordeaux" ΔE 2.1 vs archive swatch, 14 m in stock, €212/m, lead time 10 working days\nquote ${R.job('q')}`, 'Original lot discontinued; BV-2024-03 "Bordeaux" is a close match (ΔE 2.1), 14 m in stock at €212/m, 10 working days lead time.'));
      kids.push(mgr('Thought: I now know the final answer\nFinal Answer: Build/alter list - Tosca gown: alter (let out to size 40, repair underarm splits); Scarpia coat: rebuild size 58 in BV-2024-03 Bordeaux velvet (order 6 m, €1,272, 10 days); Spoletta coat: rebuild size 48 (moth damage); sbirri uniforms x6: reuse, refit at first call.'));
      return agent('Crew.kickoff', { inputs: { production: 'Tosca 2025', act: 2 } }, { raw: 'Build/alter list delivered' }, [agent('Wardrobe Manager', { goal: 'build list' }, null, kids)], { metadata: { process: 'hierarchical', crew_id: R.uuid(), crewai_version: '0.80.0' } });
    },
  },
  {
    n: '06', domain: 'bike-share dock firmware audit', style: 'Claude Agent SDK transcript (Task tool with the same subagent_type and different prompts)',
    isolates: 'The main agent dispatches the same "code-reviewer" subagent on four different areas of the dock firmware (lock state machine, OTA update path, NFC card parsing, power brown-out) and gets different findings each time, then writes the audit summary.',
    stagnation: false,
    goal: 'Audit the bike-share docking station firmware (repo `dockfw`) for safety and security issues and write AUDIT.md with prioritised findings.',
    build(R) {
      const kids = [];
      const sid = R.uuid();
      const main = (text, task) => llm('assistant', { session_id: sid }, { type: 'assistant', message: { model: 'claude-opus-4-20250514', content: [{ type: 'text', text }, ...(task ? [{ type: 'tool_use', id: R.toolu(), name: 'Task', input: { description: task[0], prompt: task[1], subagent_type: 'code-reviewer' } }] : [])], usage: { input_tokens: R.int(4000, 20000), output_tokens: R.int(80, 500) } } }, [], { metadata: { uuid: R.uuid() } });
      const task = (desc, prompt, grep, grepOut, finding) => tool('Task', { description: desc, prompt, subagent_type: 'code-reviewer' }, { content: [{ type: 'text', text: finding }], totalDurationMs: R.ms(20000, 90000), totalTokens: R.int(15000, 60000) }, { children: [agent('subagent code-reviewer', { prompt }, { result: finding }, [
        llm('assistant', { parent_tool_use_id: R.toolu() }, { type: 'assistant', message: { content: [{ type: 'tool_use', name: 'Grep', input: grep }] } }, [], {}),
        tool('Grep', grep, grepOut),
        llm('assistant', { parent_tool_use_id: R.toolu() }, { type: 'assistant', message: { content: [{ type: 'text', text: finding }] } }, [], {}),
      ])] });
      kids.push(main('I will split the audit into four areas and send each to the code-reviewer subagent. First, the lock state machine.', ['Lock FSM review', 'Review src/lock/fsm.c for states where the bike can be released without a valid rental.']));
      kids.push(task('Lock FSM review', 'Review src/lock/fsm.c ...', { pattern: 'case LOCK_', path: 'src/lock/fsm.c', '-n': true }, 'src/lock/fsm.c:88:    case LOCK_RELEASING:\nsrc/lock/fsm.c:102:    case LOCK_FAULT:\nsrc/lock/fsm.c:104:        solenoid_release(); /* fail-open */\nsrc/lock/fsm.c:131:    case LOCK_IDLE:', 'HIGH: LOCK_FAULT (fsm.c:102-104) calls solenoid_release() - any sensor fault opens the lock, so unplugging the hall sensor frees a bike. Should fail closed and raise an alarm.'));
      kids.push(main('Lock fault fails open - high. Next, the OTA path.', ['OTA review', 'Check src/ota/ for signature verification before flashing.']));
      kids.push(task('OTA review', 'Check src/ota/ ...', { pattern: 'verify|sha256|ed25519', path: 'src/ota', '-n': true }, 'src/ota/apply.c:57:  if (hdr->sig_len == 0) goto flash; /* dev images */\nsrc/ota/apply.c:60:  if (!ed25519_verify(hdr->sig, img, len, PUBKEY)) return -EPERM;', 'CRITICAL: apply.c:57 skips signature verification when sig_len == 0 ("dev images"), so an unsigned image is flashed. Remove the bypass or gate it behind a dev-build flag.'));
      kids.push(main('That one is critical. Third area: NFC card parsing.', ['NFC parsing review', 'Review src/nfc/ndef.c for buffer handling.']));
      kids.push(task('NFC parsing review', 'Review src/nfc/ndef.c ...', { pattern: 'memcpy', path: 'src/nfc/ndef.c', '-n': true }, 'src/nfc/ndef.c:142:    memcpy(rec->payload, p, plen);   /* plen from tag, payload[64] */', 'HIGH: ndef.c:142 copies a tag-supplied length into a 64-byte buffer without a bound check: stack overflow from a crafted NFC card. Clamp plen to sizeof(rec->payload).'));
      kids.push(main('Last: power brown-out handling while a bike is being returned.', ['Brown-out review', 'Check src/power/ for brown-out handling during LOCK_RELEASING / docking.']));
      kids.push(task('Brown-out review', 'Check src/power/ ...', { pattern: 'BOD|brownout', path: 'src/power', '-n': true }, 'src/power/supply.c:33:  // TODO: persist rental state before reset on BOD\nsrc/power/supply.c:35:  NVIC_SystemReset();', 'MEDIUM: on brown-out (supply.c:33-35) the MCU resets without persisting rental state; a bike docked during a dip may not register as returned. Persist state to FRAM in the BOD ISR.'));
      kids.push(main('Writing AUDIT.md: 1 critical (OTA unsigned bypass), 2 high (lock fails open on fault, NFC overflow), 1 medium (brown-out state loss), with file:line references and fixes.', null));
      kids.push(tool('Write', { file_path: '/repo/dockfw/AUDIT.md' }, { type: 'tool_result', content: `File created successfully at: /repo/dockfw/AUDIT.md (${R.int(3000, 6000)} bytes)` }));
      return agent('claude_agent_sdk.query', { prompt: 'Audit dockfw for safety/security issues; write AUDIT.md.' }, { type: 'result', subtype: 'success', num_turns: 7, total_cost_usd: +(R.f() * 3).toFixed(4), session_id: sid }, kids, { metadata: { agents: { 'code-reviewer': { tools: ['Read', 'Grep', 'Glob'] } } } });
    },
  },
];
