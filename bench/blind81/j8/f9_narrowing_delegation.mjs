// Healthy: 3+ nested agents, each handing down a narrower, different sub-task; results come back up.
import { agent, llm, tool, chain, msgs, tc } from './lib.mjs';
export const family = 'narrowing_delegation_chain';
export const loop = false;
export const scenarios = [
  // 01 vineyard frost insurance claim, Claude Agent SDK subagents
  (N) => {
    const goal = 'File the spring-frost insurance claim for the Ahr valley vineyard (parcels 3, 7, 9) with the evidence the insurer needs.';
    const L3 = agent('Task', { subagent_type: 'station-data', prompt: 'From DWD station 00' + N.int(100, 999) + ' give hourly min temperatures for 21-23 April at 2 m and 5 cm.' }, { content: 'Min 2 m: -3.1C at 05:10 on 22 Apr; 5 cm: -5.4C; below -2C for 4h20m.' }, [
      llm('assistant', { messages: '[subagent]' }, { content: [{ type: 'tool_use', id: 'toolu_' + N.b62(24), name: 'Bash', input: { command: 'curl -s "https://opendata.dwd.de/climate_environment/CDC/observations_germany/climate/10_minutes/air_temperature/now/" | head' } }] }, { model: 'claude-3-5-haiku-20241022' }),
      tool('Bash', { command: 'curl ...' }, `<html><head><title>Index of /climate_environment/...</title></head>\n10minutenwerte_TU_00${N.int(100, 999)}_now.zip   ${N.ymd()} 06:${N.int(10, 59)}  4.1K`, {}),
    ], { depth: 3 });
    const L2 = agent('Task', { subagent_type: 'frost-evidence', prompt: 'Assemble frost evidence: weather minima for the night of 22 April and bud-damage counts for parcels 3, 7, 9.' }, { content: 'Evidence: -3.1C min; damaged primary buds P3 72%, P7 64%, P9 18%.' }, [
      llm('assistant', { messages: '[subagent]' }, { content: [{ type: 'text', text: 'I\'ll get the station minima from a data subagent and read the scouting sheet myself.' }] }, { model: 'claude-sonnet-4-20250514' }),
      L3,
      tool('Read', { file_path: '/data/vineyard/scouting_2025-04-25.csv' }, 'parcel,buds_checked,damaged\n3,200,144\n7,200,128\n9,200,36', {}),
    ], { depth: 2 });
    const L1 = agent('Task', { subagent_type: 'claim-writer', prompt: 'Draft the claim for parcels 3, 7, 9: need evidence of frost and damage, plus the policy number.' }, { content: 'Claim draft written to claims/frost_2025.md' }, [
      llm('assistant', { messages: '[subagent]' }, { content: [{ type: 'text', text: 'Delegating evidence gathering; I will fill in the policy section (policy VH-' + N.int(100000, 999999) + ').' }] }, { model: 'claude-sonnet-4-20250514' }),
      L2,
      tool('Write', { file_path: 'claims/frost_2025.md' }, { bytes: N.int(2000, 5000) }, {}),
    ], { depth: 1 });
    return { isolates: 'Claim writer delegates evidence gathering, which delegates just the DWD temperature lookup; each level narrower, results flow up into the claim file.', stagnation: false, goal,
      root: agent('claude_agent_sdk.query', { prompt: goal }, { type: 'result', subtype: 'success', result: 'Claim drafted with frost minima and bud damage for 3 parcels.', total_cost_usd: +(N.int(20, 90) / 100).toFixed(2), session_id: N.uuid() }, [llm('assistant', { messages: [{ role: 'user', content: goal }] }, { content: [{ type: 'tool_use', name: 'Task', input: { subagent_type: 'claim-writer' } }] }, { model: 'claude-sonnet-4-20250514' }), L1, llm('assistant', { messages: '[...]' }, { content: [{ type: 'text', text: 'Claim drafted: -3.1C on 22 Apr, damage P3 72%, P7 64%, P9 18%.' }] }, {})], { cwd: '/srv/weingut' }) };
  },
  // 02 canal stoppage notice, Strands agents-as-tools
  (N) => {
    const goal = 'Issue the boaters\' stoppage notice for the lock 21 gate replacement on the Kennet & Avon, including the diversion advice.';
    const L3 = agent('invoke_agent water_levels_agent', { prompt: 'What is the pound length and normal depth between locks 20 and 22?' }, { message: 'Pound 20-21: 610 m at 1.4 m; pound 21-22: 340 m at 1.3 m.' }, [llm('chat', { 'gen_ai.prompt': 'pound lengths' }, { content: [{ toolUse: { name: 'gauge_lookup', input: { locks: [20, 22] } } }] }, { 'gen_ai.request.model': 'us.amazon.nova-pro-v1:0' }), tool('execute_tool gauge_lookup', { locks: [20, 22] }, { status: 'success', content: [{ json: { '20-21': { m: 610, depth: 1.4 }, '21-22': { m: 340, depth: 1.3 }, telemetry_ts: N.epoch(), logger: 'KA-' + N.hex(4) } }] })]);
    const L2 = agent('invoke_agent mooring_agent', { prompt: 'Where can boats wait either side of lock 21 during a 10-day closure?' }, { message: 'Visitor moorings above lock 20 (14 berths) and below 22 (9 berths); the 340 m pound is too short for waiting.' }, [llm('chat', { 'gen_ai.prompt': 'moorings' }, { content: [{ toolUse: { name: 'water_levels_agent' } }] }, {}), L3, tool('execute_tool mooring_register', { reach: '20-22' }, { status: 'success', content: [{ text: 'VM-20A 14 berths 48h; VM-22B 9 berths 48h' }] })]);
    const L1 = agent('invoke_agent notice_writer', { prompt: 'Write the stoppage notice body: dates, reason, waiting moorings, diversion.' }, { message: 'Notice drafted.' }, [llm('chat', { 'gen_ai.prompt': 'notice' }, { content: [{ text: 'Dates 3-12 Feb fixed; need mooring advice.' }, { toolUse: { name: 'mooring_agent' } }] }, {}), L2]);
    return { isolates: 'Notice writer asks a mooring agent about waiting places, which asks a water-levels agent for pound lengths; three distinct narrower questions, answers flow back.', stagnation: false, goal,
      root: agent('invoke_agent canal_ops', { prompt: goal }, { message: 'Stoppage notice SN-' + N.int(1000, 9999) + ' published.' }, [L1, tool('execute_tool publish_notice', { id: 'draft' }, { status: 'success', content: [{ text: `published ${N.isoNoMs()} url=https://canalrivertrust.example/notices/${N.int(20000, 29999)}` }] })], { 'gen_ai.system': 'strands-agents' }) };
  },
  // 03 meteorite fall triangulation, LlamaIndex AgentWorkflow
  (N) => {
    const goal = 'Estimate the strewn field of last night\'s fireball over the Nullarbor from the Desert Fireball Network cameras and choose a search area.';
    const L3 = agent('AgentWorkflow: frame_agent', { user_msg: 'Measure the end-point azimuth/elevation of the fireball in camera DFN-' + N.int(10, 60) + ' frame sequence.' }, { response: 'End point az 214.6°, el 18.2°, t=12:41:07.3 UTC' }, [llm('OpenAI.chat', { messages: '[frame]' }, { tool_calls: [tc('call_' + N.b62(20), 'centroid_frames', { seq: 'img_' + N.hex(6) })] }, { model: 'gpt-4o' }), tool('FunctionTool.call', { tool_name: 'centroid_frames' }, { raw_output: { az: 214.6, el: 18.2, frames: 43, fit_rms_px: 0.7 } })]);
    const L2 = agent('AgentWorkflow: trajectory_agent', { user_msg: 'Triangulate the dark-flight start point from two stations.' }, { response: 'Dark flight begins 23.1 km alt at -31.42, 128.91; speed 4.2 km/s' }, [llm('OpenAI.chat', { messages: '[traj]' }, { content: 'Need end points from station 2 frames first.' }, { model: 'gpt-4o' }), L3, tool('FunctionTool.call', { tool_name: 'triangulate' }, { raw_output: { lat: -31.42, lon: 128.91, alt_km: 23.1, conv_angle_deg: 37.5 } })]);
    const L1 = agent('AgentWorkflow: strewn_field_agent', { user_msg: 'Model dark flight with upper winds and give the 1-100 g strewn ellipse.' }, { response: 'Ellipse 6.8 x 1.1 km, axis 071°, centre -31.44, 129.02' }, [llm('OpenAI.chat', { messages: '[strewn]' }, { content: 'Requesting trajectory end state.' }, {}), L2, tool('FunctionTool.call', { tool_name: 'darkflight_sim', kwargs: { wind_profile: 'ERA5 ' + N.ymd() } }, { raw_output: { ellipse_km: [6.8, 1.1], axis_deg: 71, runs: 1000, seed: N.int(1, 99999) } })]);
    return { isolates: 'Strewn-field agent hands a trajectory question down, which hands a single-frame measurement down; each level narrower and different, numbers flow back into the search ellipse.', stagnation: false, goal,
      root: agent('AgentWorkflow.run', { user_msg: goal }, { response: 'Search 6.8 x 1.1 km ellipse along 071°, centre -31.44, 129.02.' }, [L1, llm('OpenAI.chat', { messages: '[...]' }, { content: 'Search area chosen: 6.8 x 1.1 km ellipse, start at the 100 g end.' }, {})], { 'llama_index.workflow': 'AgentWorkflow', run_id: N.uuid() }) };
  },
  // 04 ship stability calculator bug, OpenHands delegation
  (N) => {
    const goal = 'The GM (metacentric height) output of the trawler stability tool is 0.12 m too high for loading condition 4; find and fix the bug.';
    const L3 = agent('AgentDelegateAction: BrowsingAgent', { task: 'Open the IMO Intact Stability Code 2008 page and read the free-surface correction definition.' }, { content: 'Free surface moment must be applied as FSM/Δ to KG for every slack tank (Part B, 3.3).' }, [llm('LLM completion', { messages: '[browse]' }, { content: 'goto("https://www.imorules.example/IS2008/B/3.3")' }, { model: 'gpt-4o', agent: 'BrowsingAgent' }), tool('BrowseInteractiveAction', { browser_actions: 'goto(...)' }, { url: 'https://www.imorules.example/IS2008/B/3.3', status_code: 200, axtree_excerpt: '[41] heading "3.3 Free surface effects" [42] StaticText "...for each tank..."', last_browser_action_time: N.epochMs() })]);
    const L2 = agent('AgentDelegateAction: CodeActAgent(sub)', { task: 'Check how stability/fsc.py applies free-surface correction; compare with the IS Code definition.' }, { content: 'fsc.py only corrects the largest slack tank; IS Code requires all slack tanks. Condition 4 has 3 slack tanks (FO2, FW1, fish hold bilge).' }, [llm('LLM completion', { messages: '[sub]' }, { content: 'Need the normative definition; delegating a browse.' }, {}), L3, tool('CmdRunAction', { command: 'grep -n "max(" stability/fsc.py' }, { content: `42:    fsm = max(t.fsm for t in slack_tanks)`, exit_code: 0, metadata: { pid: N.pid() } })]);
    const kids = [
      tool('CmdRunAction', { command: 'pytest tests/test_conditions.py -k cond4 -q' }, { content: `F\nE  assert 0.83 == approx(0.71 ± 0.01)\n1 failed in ${(N.int(50, 300) / 100).toFixed(2)}s`, exit_code: 1 }, {}, 'exit code 1'),
      llm('LLM completion', { messages: [{ role: 'user', content: goal }] }, { content: 'Delegating the free-surface investigation.' }, { model: 'anthropic/claude-3-5-sonnet-20241022' }),
      L2,
      tool('FileEditAction', { path: 'stability/fsc.py', old_str: 'fsm = max(t.fsm for t in slack_tanks)', new_str: 'fsm = sum(t.fsm for t in slack_tanks)' }, { content: 'The file stability/fsc.py has been edited.' }),
      tool('CmdRunAction', { command: 'pytest -q' }, { content: `38 passed in ${(N.int(200, 900) / 100).toFixed(2)}s`, exit_code: 0 }),
    ];
    return { isolates: 'The main agent delegates the free-surface analysis, which delegates a single regulation lookup to a browsing agent; findings come back and the fix passes tests.', stagnation: false, goal,
      root: agent('CodeActAgent', { task: goal }, { agent_state: 'FINISHED' }, kids, { sid: N.uuid() }) };
  },
  // 05 theatre costume-hire returns, Pydantic AI agent delegation
  (N) => {
    const goal = 'Settle the costume-hire return from the Kilkenny amateur "Pirates of Penzance": deposit refund minus damage.';
    const L3 = agent('agent run laundry_quote', { prompt: 'Quote dry-cleaning for 2 velvet frock coats with stage-blood stains.' }, { output: 'EUR 38 each, 5 working days (Dublin Theatrical Cleaners).' }, [llm('chat gpt-4o-mini', { all_messages_events: '[laundry]' }, { parts: [{ part_kind: 'tool-call', tool_name: 'price_list' }] }, {}), tool('running tool: price_list', { item: 'velvet frock coat', treatment: 'stain' }, { eur: 38, days: 5, list_rev: N.hex(6) })]);
    const L2 = agent('agent run damage_assessor', { prompt: 'Assess damage on return sheet R-' + N.int(1000, 9999) + ' (42 items) and cost it.' }, { output: '2 coats stained (EUR 76 cleaning), 1 tricorn brim torn (EUR 25 repair), 1 cutlass missing (EUR 60).' }, [llm('chat gpt-4o', { all_messages_events: '[assessor]' }, { parts: [{ part_kind: 'text', content: 'Stains need a cleaning quote.' }] }, {}), L3, tool('running tool: read_return_sheet', { sheet: 'R' }, { items: 42, flagged: 4, photos: [`s3://costumes/returns/${N.uuid()}.jpg`] })]);
    const kids = [llm('chat gpt-4o', { all_messages_events: [{ role: 'user', content: goal }] }, { parts: [{ part_kind: 'tool-call', tool_name: 'assess_damage' }] }, {}), L2, tool('running tool: refund_deposit', { deposit_eur: 600, deductions_eur: 161 }, { refund_eur: 439, sepa_ref: 'SEPA' + N.int(1e9, 9e9), value_date: N.ymd() }), llm('chat gpt-4o', { all_messages_events: '[...]' }, { parts: [{ part_kind: 'text', content: 'Refunded EUR 439 (600 - 161 for cleaning, repair and the missing cutlass).' }] }, {})];
    return { isolates: 'Settlement agent delegates damage assessment, which delegates only a cleaning quote; distinct narrower tasks, results combine into a refund.', stagnation: false, goal,
      root: agent('agent run settlement', { prompt: goal }, { output: 'Refunded EUR 439' }, kids, { 'logfire.trace_id': N.traceHex() }) };
  },
  // 06 archaeology dig finds database, Langfuse nested observations
  (N) => {
    const goal = 'Date context 1047 at the Vindolanda-area trench using the finds database and write the context summary.';
    const L3 = agent('agent:coin_reader', { input: 'Read the legend on small find SF ' + N.int(3000, 3999) + ' (worn denarius) from the RTI images.' }, { output: 'IMP CAES TRAIAN... - Trajan, 103-111 AD (RIC II 128-ish).' }, [llm('generation', { model: 'gpt-4o', input: [{ role: 'user', content: [{ type: 'image_url' }, { type: 'text', text: 'read legend' }] }] }, { content: 'Obverse legend IMP CAES NER TRAIANO OPTIMO AVG; reverse Felicitas.' }, { langfuse_type: 'GENERATION' }), tool('span:rti_fetch', { find: 'SF' }, { files: 3, bytes: N.int(4e6, 9e6), bucket_etag: N.etag() }, { langfuse_type: 'SPAN' })]);
    const L2 = agent('agent:finds_dater', { input: 'Give a terminus post quem for context 1047 from dateable finds.' }, { output: 'TPQ 103 AD (coin); samian Dr.37 of Cinnamus c.150-180 AD moves TPQ to ~150 AD.' }, [tool('span:finds_query', { context: 1047 }, { rows: 27, dateable: 5, cursor: N.b62(14) }, { langfuse_type: 'SPAN' }), L3, llm('generation', { model: 'gpt-4o', input: '[finds]' }, { content: 'Samian stamp CINNAMI gives 150-180; coin earlier, residual.' }, { langfuse_type: 'GENERATION' })]);
    const L1 = agent('agent:context_writer', { input: 'Write summary for context 1047.' }, { output: 'Context 1047: dark silty fill of ditch, TPQ c.150 AD.' }, [L2, llm('generation', { model: 'gpt-4o', input: '[writer]' }, { content: 'Context 1047 is a dark silty ditch fill; TPQ c.150 AD from Cinnamus samian; the Trajanic coin is residual.' }, { langfuse_type: 'GENERATION' })]);
    return { isolates: 'Context writer delegates dating, which delegates reading one coin; each sub-task narrower and different, and the answers build the summary.', stagnation: false, goal,
      root: agent('trace: excavation-assistant', { input: goal }, { output: 'Context 1047: TPQ c.150 AD' }, [L1], { langfuse_trace_id: N.hex(32), sessionId: 'dig-' + N.int(2020, 2025) }) };
  },
];
