import { agent, llm, tool, chain, span, asst, blocks, usage, haState } from './lib.mjs';
export const family = 'refined_search_finds_results';
export const loop = false;

// 01: vibration anomaly search refined with the real sensor id learnt from the asset registry; LlamaIndex agent with retriever spans
function r01(c) {
  const goal = 'AHU-7 supply fan sounded rough during the walk-round. Check the vibration anomaly service for the fan bearings and raise a work order if something shows up.';
  const kids = [];
  const step = (thought, name, args, out, extraKids = []) => {
    kids.push(llm('OpenAI.achat', { messages: [{ role: 'user', content: goal }] }, { content: thought, tool_calls: [{ id: c.callId(), function: { name, arguments: JSON.stringify(args) } }] }, { model: 'gpt-4o', usage: usage(c) })); c.tick();
    kids.push(tool(name, args, out, { children: extraKids })); c.tick(200, 900);
  };
  step('Search anomalies for AHU-7 in the last 24 h.', 'anomaly_search', { asset: 'AHU-7', signal: 'vibration', window: '24h' }, { anomalies: [], total: 0, took_ms: c.int(20, 90), index_epoch: c.epoch() });
  step('Nothing under the asset name. Widening to every vibration anomaly on site to see how assets are named.', 'anomaly_search', { signal: 'vibration', window: '24h' }, { anomalies: Array.from({ length: 5 }, () => ({ sensor: c.pick(['vib-ch2-comp', 'vib-ct1-fan', 'vib-p101-nde', 'vib-ahu03-de']), score: Number(c.r().toFixed(2)), ts: c.epochMs() })), total: 214, truncated: true });
  step('214 hits, and sensors are named by sensor tag, not asset. Looking up the AHU-7 fan sensor tags in the asset registry.', 'asset_registry_lookup', { asset: 'AHU-7', component: 'supply fan' }, { asset: 'AHU-7', components: [{ name: 'supply fan motor', sensors: ['vib-ahu07-de', 'vib-ahu07-nde', 'tmp-ahu07-mtr'] }], source: 'cmdb', etag: c.etag() },
    [span('retriever', 'VectorIndexRetriever', { query_str: 'AHU-7 supply fan sensors' }, { nodes: [{ id: c.uuid(), score: 0.87, text: 'AHU-7 supply fan motor: accelerometers vib-ahu07-de (drive end), vib-ahu07-nde (non drive end)' }] })]);
  step('The fan has vib-ahu07-de and vib-ahu07-nde. Searching those two.', 'anomaly_search', { sensors: ['vib-ahu07-de', 'vib-ahu07-nde'], window: '72h' }, { anomalies: [{ sensor: 'vib-ahu07-de', kind: 'bearing_defect_BPFO', score: 0.93, first_seen: c.isoS(c.now() - 40 * 3600000), velocity_rms_mm_s: 7.4, baseline_mm_s: 2.1 }, { sensor: 'vib-ahu07-de', kind: 'trend_up', score: 0.71, velocity_rms_mm_s: 7.4 }], total: 2 });
  step('Drive-end bearing shows a BPFO outer-race signature. Checking a spare bearing is in stores before raising the job.', 'inventory_lookup', { description: 'bearing 6310-2Z', storeroom: 'CENTRAL' }, { items: [{ itemnum: 'BRG-61310', description: 'SKF 6310-2Z/C3', curbal: 2, bin: 'B12-3' }], count: 1 });
  step('Drive-end bearing shows a BPFO outer-race signature, 7.4 mm/s against a 2.1 baseline. Raising a priority-2 corrective work order.', 'cmms_create_wo', { assetnum: 'AHU-7', worktype: 'CM', priority: 2, description: 'Supply fan DE bearing BPFO signature 7.4 mm/s RMS (baseline 2.1). Replace bearing.' }, { wonum: 'WO' + c.int(500000, 599999), status: 'WAPPR', created: c.isoS() });
  kids.push(llm('OpenAI.achat', { messages: [] }, { content: 'The anomaly service flags the AHU-7 supply fan drive-end bearing (outer race, 7.4 mm/s RMS, first seen 40 h ago). A priority-2 corrective work order has been raised.' }, { model: 'gpt-4o' }));
  return { isolates: 'A search by asset name finds nothing and a broad search finds 214 hits; the asset registry gives the real sensor tags and the refined search finds the bearing anomaly, which is acted on.', stagnation: false, goal, root: agent('OpenAIAgent', { input: goal }, { response: 'work order raised' }, kids, { framework: 'llama-index agent', callback: 'arize-phoenix' }) };
}

// 02: spare contactor search refined through a manufacturer cross-reference, then found at a supplier; Anthropic tool_use siblings
function r02(c) {
  const goal = 'Find a replacement contactor for the cooling-tower fan starter (Siemens 3RT2026-1BB40, 24 V DC coil) in our stores or at our supplier and reserve one.';
  const kids = []; const hist = [];
  const turn = (text, n, a, out) => { const m = blocks(c, text, [[n, a]]); kids.push(llm('anthropic.messages.create', { model: 'claude-3-5-sonnet-20241022', messages: hist.length }, m, { usage: { input_tokens: c.int(800, 6000), output_tokens: c.int(40, 200) } })); hist.push(m); c.tick(); kids.push(tool(n, a, out)); c.tick(300, 1500); };
  turn('Searching stores for the exact part number.', 'erp_stock_search', { text: '3RT2026-1BB40' }, { hits: [], count: 0, warehouse: 'ALL', server: c.host('sap-gw', 2) });
  turn('No hit. Searching by description.', 'erp_stock_search', { text: 'contactor 25A' }, { hits: Array.from({ length: 3 }, () => ({ material: String(c.int(10000000, 19999999)), text: c.pick(['CONTACTOR 25A 230VAC', 'CONTACTOR 25A 3P ABB AF26', 'CONTACTOR 25A SCHNEIDER LC1D25']), qty: c.int(0, 4) })), count: 41 });
  turn('41 mixed results, none obviously a 24 V DC Siemens unit. Checking the manufacturer cross-reference for alternate codes.', 'mfr_crossref', { manufacturer: 'Siemens', mlfb: '3RT2026-1BB40' }, { mlfb: '3RT2026-1BB40', ean: '4011209714735', successor: null, equivalents: [{ mlfb: '3RT2026-1BB44', note: 'same, coil 24 V DC, spring-loaded terminals' }], erp_hint: 'stored without dashes in many ERPs' });
  turn('Two new leads: the code without dashes, and the spring-terminal variant -1BB44. Searching both.', 'erp_stock_search', { text: ['3RT20261BB40', '3RT2026-1BB44', '3RT20261BB44'] }, { hits: [{ material: '10448812', text: 'SIE 3RT20261BB40 SCHUETZ', qty: 0, reorder: 'open PO 4500' + c.int(100000, 999999) }], count: 1 });
  turn('Our store has it under 10448812 but stock is 0 with an open PO. Checking when that PO delivers.', 'erp_po_status', { material: '10448812' }, { po: '4500' + c.int(100000, 999999), item: 10, qty: 2, delivery_date: '2025-03-28', vendor: 'Sonepar', status: 'confirmed' });
  turn('PO delivery is 28 March, too late. Asking the supplier catalogue for the same EAN.', 'supplier_catalog', { supplier: 'RS', ean: '4011209714735' }, { item: { rs_stock_no: '785-' + c.int(1000, 9999), description: 'Siemens 3RT2026-1BB40 contactor 24 V dc', stock_uk: c.int(12, 60), price_gbp: 96.4, dispatch: 'next day' }, cache: 'MISS', age: 0 });
  turn('Supplier has it in stock. Reserving one against material 10448812.', 'supplier_reserve', { supplier: 'RS', rs_stock_no: 'from catalogue', qty: 1, cost_centre: 'CT-PLANT' }, { reservation: 'RSV-' + c.hex(6).toUpperCase(), status: 'confirmed', eta: '2025-03-12' });
  kids.push(llm('anthropic.messages.create', { model: 'claude-3-5-sonnet-20241022' }, blocks(c, 'Stores list the contactor as 10448812 (3RT20261BB40) with zero stock. One unit is reserved at RS for next-day delivery at £96.40.'), {}));
  return { isolates: 'Exact and descriptive stock searches fail; a cross-reference reveals the dash-less code and the EAN, which find the item in stores and at the supplier, and one is reserved.', stagnation: false, goal, root: agent('stores-agent', { goal }, { reserved: 1 }, kids, { framework: 'anthropic tool-use loop' }) };
}

// 03: Home Assistant: what turned on the pool pump at 03:00; logbook too noisy, traces by context id find it; LangGraph ReAct
function r03(c) {
  const goal = 'The pool pump ran at 03:00 last night although it should only run 10:00-16:00. Find what switched it on and fix it.';
  const kids = [];
  const node = (text, n, a, out) => { const o = asst(c, text, [[n, a]]); kids.push(chain('agent', {}, { messages: [o] }, [llm('ChatOllama', { messages: [{ role: 'user', content: goal }] }, o, { ls_model_name: 'qwen2.5:32b-instruct', eval_count: c.int(30, 200), eval_duration: c.int(1e9, 9e9) })], { langgraph_node: 'agent' })); c.tick(); kids.push(chain('tools', {}, {}, [tool(n, a, out)], { langgraph_node: 'tools' })); c.tick(); };
  const ctx = c.ulid();
  node('Check the logbook for the pool pump.', 'ha_logbook', { entity_id: 'switch.pool_pump', start: '2025-03-10T00:00:00', end: '2025-03-11T00:00:00' }, [{ when: c.epoch(), state: 'on', entity_id: 'switch.pool_pump', context_id: ctx }, { when: c.epoch() + 3600, state: 'off', entity_id: 'switch.pool_pump' }, { when: c.epoch() + 25200, state: 'on', context_event_type: 'automation_triggered', context_name: 'Pool pump daytime' }]);
  node('The 03:00 entry has no context name. Searching the logbook for all events in that minute.', 'ha_logbook', { start: '2025-03-10T02:59:00', end: '2025-03-10T03:01:00' }, Array.from({ length: 6 }, () => ({ when: c.epoch(), entity_id: c.pick(['sensor.power_l1', 'sensor.outdoor_temp', 'sensor.pool_temperature', 'sun.sun']), state: String(c.int(1, 900)) })));
  node(`Only sensor noise. The on-event carries context ${ctx}; searching automation traces for that context id.`, 'ha_trace_search', { context_id: ctx }, { traces: [{ item_id: 'automation.pool_frost_protection', run_id: c.hex(32), timestamp: { start: c.isoUs(), finish: c.isoUs() }, trigger: 'numeric_state of sensor.outdoor_temp below 2', state: 'stopped', script_execution: 'finished' }] });
  node('Frost protection switched it on when outdoor temperature fell below 2 °C. Reading that automation.', 'ha_get_automation_config', { id: 'pool_frost_protection' }, { alias: 'Pool frost protection', triggers: [{ trigger: 'numeric_state', entity_id: 'sensor.outdoor_temp', below: 2 }], actions: [{ action: 'switch.turn_on', target: { entity_id: 'switch.pool_pump' } }, { delay: '01:00:00' }, { action: 'switch.turn_off', target: { entity_id: 'switch.pool_pump' } }] });
  node('This is intended frost protection, not a bug; the pump ran one hour at 1.4 °C. Nothing to fix; confirming the outdoor minimum last night.', 'ha_history', { entity_id: 'sensor.outdoor_temp', start: '2025-03-10T02:00:00', end: '2025-03-10T04:00:00', minimal_response: true }, [{ s: '2.3', lu: c.epoch() - 3000 }, { s: '1.9', lu: c.epoch() - 1800 }, { s: '1.4', lu: c.epoch() }]);
  kids.push(llm('ChatOllama', {}, { content: 'The 03:00 run came from the "Pool frost protection" automation: outdoor temperature dropped to 1.4 °C, it ran the pump for one hour as designed. I left it unchanged; say if you want a lower threshold.' }, { ls_model_name: 'qwen2.5:32b-instruct' }));
  return { isolates: 'A logbook search by entity lacks the cause and a by-minute search only returns sensor noise; the context id from the first result leads to the automation trace that explains the run.', stagnation: false, goal, root: agent('LangGraph', { messages: [goal] }, { done: true }, kids, { graph: 'ha_react', recursion_limit: 25 }) };
}
export default [r01, r02, r03];
