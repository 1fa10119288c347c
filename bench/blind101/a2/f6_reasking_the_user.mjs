import { agent, llm, tool, chain, span, asst, blocks, usage, haState } from './lib.mjs';
export const family = 'reasking_the_user';
export const loop = true;

// 01: thermostat schedule change, the agent keeps asking which zone; LangGraph interrupt() recorded as human node
function r01(c) {
  const goal = 'Make the heating in the bedroom come on at 06:15 instead of 06:45 on weekdays.';
  const kids = [];
  const node = (text, calls) => { const o = asst(c, text, calls); kids.push(chain('agent', {}, { messages: [o] }, [llm('ChatOpenAI', { messages: [{ role: 'user', content: goal }] }, o, { ls_model_name: 'gpt-4o-mini', usage: usage(c) })], { langgraph_node: 'agent', langgraph_step: kids.length + 1 })); c.tick(); };
  const t = (n, a, out) => { kids.push(chain('tools', {}, {}, [tool(n, a, out)], { langgraph_node: 'tools' })); c.tick(); };
  const human = (q, a) => { kids.push(span('human', 'interrupt', { question: q, checkpoint_id: c.uuid() }, { resume: a, resumed_at: c.isoUs() }, [], { metadata: { langgraph_node: 'ask_user', thread_ts: c.epochMs() } })); c.wait(c.int(10, 40)); };
  node('Listing climate schedules.', [['ha_list_entities', { domain: 'schedule' }]]);
  t('ha_list_entities', { domain: 'schedule' }, [haState(c, 'schedule.bedroom_heating', 'off', { friendly_name: 'Bedroom heating', next_event: '2025-03-12T06:45:00+00:00' }), haState(c, 'schedule.guest_bedroom_heating', 'off', { friendly_name: 'Guest bedroom heating', next_event: '2025-03-14T17:00:00+00:00' })]);
  node('Reading both bedroom schedules.', [['ha_get_schedule', { entity_id: 'schedule.bedroom_heating' }], ['ha_get_schedule', { entity_id: 'schedule.guest_bedroom_heating' }]]);
  kids.push(chain('tools', {}, {}, [tool('ha_get_schedule', { entity_id: 'schedule.bedroom_heating' }, { monday: [{ from: '06:45:00', to: '08:00:00' }, { from: '18:00:00', to: '22:30:00' }], tuesday: '...same...' }), tool('ha_get_schedule', { entity_id: 'schedule.guest_bedroom_heating' }, { friday: [{ from: '17:00:00', to: '23:00:00' }] })], { langgraph_node: 'tools' })); c.tick();
  node('There are two bedroom schedules. Asking the user which one.', [['ask_user', { question: 'There are two bedroom heating schedules, "Bedroom heating" and "Guest bedroom heating". Which one should start at 06:15?' }]]);
  human('There are two bedroom heating schedules, "Bedroom heating" and "Guest bedroom heating". Which one should start at 06:15?', 'The main bedroom, the one that starts at 06:45 now.');
  node('Confirming before writing.', [['ask_user', { question: 'Just to be sure: you mean the schedule called "Bedroom heating", not the guest room?' }]]);
  human('Just to be sure: you mean the schedule called "Bedroom heating", not the guest room?', 'Yes, the main bedroom, the 06:45 one.');
  node('Double-checking the target.', [['ask_user', { question: 'Should I change schedule.bedroom_heating (currently 06:45 on weekdays)?' }]]);
  human('Should I change schedule.bedroom_heating (currently 06:45 on weekdays)?', 'Yes. The main bedroom, currently 06:45.');
  node('One last confirmation.', [['ask_user', { question: 'So the one in our room, not the guest room, gets the new 06:15 start?' }]]);
  human('So the one in our room, not the guest room, gets the new 06:15 start?', 'Yes, the main bedroom.');
  node('Let me verify which room you meant.', [['ask_user', { question: 'Which bedroom did you want changed: the master bedroom or the guest bedroom?' }]]);
  const root = agent('LangGraph', { messages: [{ role: 'user', content: goal }] }, null, kids, { graph: 'home_assistant_agent', thread_id: c.uuid(), recursion_limit: 14 });
  root.error = 'GraphRecursionError: Recursion limit of 14 reached without hitting a stop condition.';
  return { isolates: 'The user names the main bedroom schedule, and the agent asks four more times in new words (by name, by entity id, "our room", "master bedroom"), getting the same answer each time and never writing the schedule.', stagnation: false, goal, root };
}

// 02: MES work-order release, the operator confirms the quantity again and again; CrewAI human_input with repeated preamble
function r02(c) {
  const goal = 'Release work order WO-88213 (bottling line 2, SKU AQ-500-STILL) to the line with the planned quantity.';
  const kids = [];
  const pre = 'Releasing a work order to the line commits material and starts the filler, and it cannot be undone from here, so I need an explicit confirmation of the quantity before I release it.';
  const say = (q) => { kids.push(llm('crewai.llm.call', { agent_role: 'MES Operator Assistant', messages: [{ role: 'user', content: goal }] }, { text: `${pre}\n\n${q}` }, { model: 'gpt-4o', litellm_call_id: c.uuid() })); c.tick(); };
  const ask = (q, a) => { kids.push(tool('human_input', { prompt: q }, a, { metadata: { channel: 'hmi-line2-terminal', operator: 'op-' + c.int(100, 199), answered_after_s: c.int(8, 60) } })); c.wait(10); };
  kids.push(llm('crewai.llm.call', { agent_role: 'MES Operator Assistant' }, { text: 'Thought: read the work order first.\nAction: mes_get_work_order\nAction Input: {"id": "WO-88213"}' }, { model: 'gpt-4o' })); c.tick();
  kids.push(tool('mes_get_work_order', { id: 'WO-88213' }, { id: 'WO-88213', sku: 'AQ-500-STILL', line: 'L2', qty_planned: 24000, uom: 'btl', status: 'SCHEDULED', bom_rev: 'C', preform_lot: 'PF-' + c.int(2400, 2499), row_version: c.hex(16) })); c.tick();
  kids.push(llm('crewai.llm.call', { agent_role: 'MES Operator Assistant' }, { text: 'Thought: check the line is ready.\nAction: mes_line_status\nAction Input: {"line": "L2"}' }, { model: 'gpt-4o' })); c.tick();
  kids.push(tool('mes_line_status', { line: 'L2' }, { line: 'L2', state: 'IDLE_READY', last_cip: c.isoS(c.now() - 5 * 3600000), oee_shift: 0, alarms: [] })); c.tick();
  const qs = ['Can you confirm WO-88213 should be released with 24,000 bottles?', 'Is 24000 btl the quantity you want on the line for AQ-500-STILL?', 'Please confirm: planned quantity 24k bottles for WO-88213, release now?', 'Do you approve releasing 24,000 units of AQ-500-STILL on line 2?'];
  const as = ['Yes, 24000, release it.', 'Yes. 24000. Release.', 'Yes, 24,000 — please release it now.', 'Yes 24000, go ahead and release.'];
  qs.forEach((q, i) => { say(q); ask(q, as[i]); });
  say('Could you confirm the release quantity for WO-88213 once more?');
  const task = chain('crewai.task.execute', { description: 'Release WO-88213', human_input: true }, null, kids, { agent: 'MES Operator Assistant', max_iter: 12 });
  const root = agent('crewai.crew.kickoff', { inputs: { wo: 'WO-88213' } }, null, [task], { crew: 'line2-ops', process: 'sequential' });
  root.error = 'Maximum iterations reached';
  return { isolates: 'The operator confirms 24,000 bottles four times to four reworded questions, each preceded by the same verbatim paragraph, and the work order is never released.', stagnation: true, goal, root };
}

// 03: EV site load-limit override, the facilities manager answers the same on Slack each time; AutoGen UserProxy style
function r03(c) {
  const goal = 'The site load manager capped the depot chargers at 11 kW. The facilities manager wants the morning vans full; handle it.';
  const kids = [];
  const a = (content) => { kids.push(llm('AssistantAgent', { messages: [{ source: 'user', content: goal }] }, { source: 'assistant', content, models_usage: usage(c) }, { model: 'gpt-4o-mini' })); c.tick(); };
  const call = (n, args, out) => { kids.push(tool(n, args, out)); c.tick(); };
  const slack = (q, ans) => { kids.push(span('agent', 'UserProxyAgent', { request: q }, { source: 'facilities_manager', content: ans }, [tool('slack_ask', { channel: 'C04FACILITIES', text: q }, { ok: true, ts: `${c.epoch()}.${c.int(100000, 999999)}`, reply: { user: 'U02K7QJ9R', text: ans, ts: `${c.epoch() + c.int(30, 300)}.${c.int(100000, 999999)}` } })], { metadata: { framework_role: 'human_input_mode=ALWAYS' } })); c.wait(60); };
  a('Reading the current site limit and the queued van sessions.');
  call('ems_get_site_limit', { site: 'DEPOT-WEST' }, { limit_kw: 11, per_connector: true, source: 'load_manager', set_at: c.iso(c.now() - 7200000), main_fuse_a: 400, headroom_kw: c.int(90, 140) });
  call('ocpp_active_sessions', { site: 'DEPOT-WEST' }, { sessions: Array.from({ length: 5 }, (_, i) => ({ cp: `CPW-0${i + 1}`, transactionId: c.int(300000, 399999), soc: c.int(18, 40), power_w: 11000 - c.int(0, 200) })) });
  a('Five vans at 18-40 % SoC at 11 kW each will not be full by 06:00. Asking the manager about an override.');
  slack('Should I raise the per-connector cap above 11 kW for tonight? There is about 100 kW of headroom on the main fuse.', 'Yes, raise it to 22 kW until 06:00.');
  a('The manager may not realise the tariff. Asking again with the cost.');
  slack('Raising to 22 kW until 06:00 means more energy in the night tariff window; do you want that override?', 'Yes, 22 kW until 06:00, I already said.');
  a('Confirming the end time.');
  slack('To confirm: the override is 22 kW per connector and it should end at 06:00, right?', 'Yes. 22 kW, until 06:00.');
  a('Confirming scope across all five vans.');
  slack('Do you want the 22 kW override to apply to all five vans charging at Depot West until six?', 'Yes, all of them, 22 kW till 06:00.');
  a('Before I change the load manager, let me make sure you want the cap lifted.');
  const root = agent('SelectorGroupChat', { task: goal }, { stop_reason: 'Maximum number of turns 12 reached' }, kids, { framework: 'autogen-agentchat 0.4', participants: ['AssistantAgent', 'UserProxyAgent'] });
  return { isolates: 'The manager answers "22 kW until 06:00" four times to four reworded Slack questions and the agent never changes the charger limit.', stagnation: false, goal, root };
}
export default [r01, r02, r03];
