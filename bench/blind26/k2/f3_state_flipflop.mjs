// Family: state_flipflop (loop=true, stagnation=true)
// Oscillation A,B,A,B...: each check after a switch returns what it returned last time in that state.
import { agent, llm, tool, chain, span, sys, usr, asst, oaiCall } from './lib.mjs';

export const rows = [
  {
    domain: 'sports turf lab (rootzone particle-size report)', style: 'OpenInference / Arize Phoenix',
    isolates: 'An OpenInference-traced agent flips the LIMS method filter between USGA and ISO 17892 four times; USGA always returns zero rows and ISO always returns the same three rows for the wrong pitch.',
    goal: 'Find the particle-size distribution result for rootzone sample RZ-55 (Pitch 2, Ashcombe RFC) in the turf lab LIMS and report whether it meets USGA sand spec.',
    build(r) {
      const oi = (kind, extra) => ({ 'openinference.span.kind': kind, ...extra });
      const thoughtA = 'No results under this method. The sample may have been logged under the ISO 17892-4 method instead, so I will switch the method filter to ISO.';
      const thoughtB = 'These ISO rows are for Pitch 1, not RZ-55. The sample was probably tested to the USGA method, so I will switch the method filter back to USGA.';
      const kids = [];
      const states = ['USGA-2018', 'ISO-17892-4', 'USGA-2018', 'ISO-17892-4', 'USGA-2018'];
      states.forEach((m, i) => {
        kids.push(tool('query_lims', { sample: 'RZ-55', method: m }, m.startsWith('USGA') ? { rows: [], total: 0, query_ms: r.ms(40, 300), served_by: r.host('lims') } : { rows: [{ sample: 'RZ-51', site: 'Ashcombe RFC Pitch 1', d10_mm: 0.18, fines_pct: 4.1 }, { sample: 'RZ-52', site: 'Ashcombe RFC Pitch 1', d10_mm: 0.17, fines_pct: 4.6 }, { sample: 'RZ-53', site: 'Ashcombe RFC Pitch 1', d10_mm: 0.2, fines_pct: 3.8 }], total: 3, query_ms: r.ms(40, 300), served_by: r.host('lims') }, oi('TOOL', { 'tool.name': 'query_lims', 'tool.parameters': JSON.stringify({ sample: 'RZ-55', method: m }), 'output.mime_type': 'application/json' })));
        if (i < states.length - 1) {
          const t = m.startsWith('USGA') ? thoughtA : thoughtB;
          kids.push(llm('ChatCompletion', { messages: [sys('Turf lab assistant'), usr('RZ-55 PSD for Pitch 2?')] }, { content: i >= 2 ? t.replace('so I will', 'so let me') : t, tool_calls: [oaiCall(r.callId(), 'query_lims', { sample: 'RZ-55', method: states[i + 1] })] }, oi('LLM', { 'llm.model_name': 'gpt-4o-2024-11-20', 'llm.input_messages.0.message.role': 'system', 'llm.input_messages.0.message.content': 'Turf lab assistant', 'llm.output_messages.0.message.content': t, 'llm.token_count.prompt': r.int(700, 1500), 'llm.token_count.completion': r.int(50, 80) })));
          r.tick(1500, 4000);
        }
      });
      return agent('TurfLabAgent', { 'input.value': 'RZ-55 PSD for Pitch 2 and USGA check' }, { 'output.value': 'Stopped: max iterations (10)' }, kids, oi('AGENT', { 'session.id': r.uuid() }));
    },
  },
  {
    domain: 'PostgreSQL logical replication lag (reporting replica)', style: 'OpenHands event stream',
    isolates: 'An OpenHands agent toggles synchronous_standby_names between empty and replica_b twice, and each pg_stat_replication check shows the same lag for that setting, never investigating the stuck slot.',
    goal: 'Bring replication lag on the reporting replica (replica_b) below 5 MB; the nightly reports are reading stale data.',
    build(r) {
      const ev = (source, extra) => ({ id: r.count('ev'), source, timestamp: r.isoMicro(r.tick(500, 4000)), ...extra });
      const check = (lag, sync) => `  application_name | state     | sync_state | replay_lag_bytes | replay_lag\n ------------------+-----------+------------+------------------+------------\n  replica_b        | streaming | ${sync.padEnd(10)} | ${lag.padEnd(16)} | 00:0${r.int(3, 4)}:${r.int(10, 59)}.${r.digits(6)}\n (1 row)\n\nTime: ${r.float(0.4, 3, 3)} ms`;
      const states = ["''", "'replica_b'", "''", "'replica_b'"];
      const kids = [];
      const thought = { "''": 'Lag is still high with synchronous replication. Let me switch to asynchronous replication by clearing synchronous_standby_names and check the lag again.', "'replica_b'": 'Lag is still high with asynchronous replication. Let me switch replica_b back to synchronous and check the lag again.' };
      states.forEach((st, i) => {
        kids.push(llm('agent_step', { messages_len: 10 + i * 4 }, { thought: i >= 2 ? thought[st].replace('Let me switch', 'I will switch') : thought[st], action: 'run', command: `psql -h pg-primary-01 -c "ALTER SYSTEM SET synchronous_standby_names = ${st}; SELECT pg_reload_conf();"` }, ev('agent', { llm_metrics: { accumulated_cost: Number((0.11 + i * 0.047 + r.float(0, 0.01, 4)).toFixed(4)) } })));
        kids.push(tool('CmdRunAction', { command: `psql ... synchronous_standby_names = ${st}` }, { content: 'ALTER SYSTEM\n pg_reload_conf \n----------------\n t\n(1 row)', exit_code: 0 }, ev('environment', { observation: 'run' })));
        kids.push(tool('CmdRunAction', { command: 'psql -h pg-primary-01 -c "SELECT application_name, state, sync_state, pg_wal_lsn_diff(sent_lsn, replay_lsn) ... FROM pg_stat_replication"' }, { content: check(st === "''" ? '412 MB' : '409 MB', st === "''" ? 'async' : 'sync'), exit_code: 0 }, ev('environment', { observation: 'run', hostname: r.pod('openhands-runtime') })));
      });
      return agent('CodeActAgent', { task: 'Replication lag on replica_b is >400MB, get it below 5MB.' }, { agent_state: 'error', error: 'RuntimeError: Agent reached maximum iteration in headless mode. Current iteration: 30, max iteration: 30' }, kids, { openhands_version: '0.39.1', sid: r.hex(32) });
    },
  },
  {
    domain: 'paper marbling supplies web shop (browser task)', style: 'browser-use agent history (framework not in the brief list)',
    isolates: 'A browser-use agent switches the product page size chart between the cm and inch tabs four times looking for a 50x70 cm tray that is not on either tab, each tab showing the same rows every time.',
    goal: 'On marbleandsize.example, find whether the Ebru marbling tray comes in a 50x70 cm size and add it to the basket if so.',
    build(r) {
      const mo = (ev, mem, next, idx) => ({ current_state: { evaluation_previous_goal: ev, memory: mem, next_goal: next }, action: [{ click_element_by_index: { index: idx } }] });
      const cm = 'Size chart (cm): 35 x 50 | 40 x 60 | 60 x 90   (in stock: 12 / 3 / 0)';
      const inch = 'Size chart (in): 14 x 20 | 16 x 24 | 24 x 36   (in stock: 12 / 3 / 0)';
      const kids = [tool('go_to_url', { url: 'https://marbleandsize.example/products/ebru-tray' }, { extracted_content: '🔗  Navigated to https://marbleandsize.example/products/ebru-tray', include_in_memory: true, page_load_ms: r.ms(600, 2400) })];
      const seq = ['inch', 'cm', 'inch', 'cm'];
      seq.forEach((tab, i) => {
        const evTxt = tab === 'inch' ? 'Unknown - the cm chart does not list 50 x 70.' : 'Unknown - the inch chart does not list 20 x 28 either.';
        const next = tab === 'inch' ? 'Switch the size chart to the inch tab to look for 50x70 cm there.' : 'Switch the size chart back to the cm tab to look for 50x70 cm there.';
        kids.push(llm('ChatOpenAI', { step: i + 2, screenshot: `data:image/png;base64,iVBORw0KGgo${r.b62(18)}...` }, mo(evTxt, 'Looking for a 50x70 cm Ebru tray; cm and inch tabs of the size chart checked.', next, tab === 'inch' ? 23 : 22), { model: 'gpt-4o', step_start_time: r.epoch(r.tick(2000, 6000)) + '.' + r.digits(4) }));
        kids.push(tool('click_element_by_index', { index: tab === 'inch' ? 23 : 22 }, { extracted_content: `🖱️  Clicked button with index ${tab === 'inch' ? 23 : 22}: ${tab === 'inch' ? 'Inches' : 'Centimetres'}`, page_text: tab === 'inch' ? inch : cm, url: `https://marbleandsize.example/products/ebru-tray?chart=${tab}&_=${r.digits(13)}` }));
      });
      return agent('browser-use Agent', { task: 'Find Ebru tray 50x70 cm and add to basket' }, { is_done: false, n_steps: 10, errors: ['Max steps reached'] }, kids, { browser: 'chromium', headless: true, agent_id: r.uuid() });
    },
  },
  {
    domain: 'coral reef restoration nursery (fragment tracking)', style: 'Google ADK events',
    isolates: 'An ADK agent alternates the nursery-tree filter between Tree A and Tree B three times searching for fragment AC-0917, with each tree returning the same fragment list each time.',
    goal: 'Find the current nursery location and last growth measurement of Acropora cervicornis fragment AC-0917 before Thursday\'s outplanting dive.',
    build(r) {
      const inv = 'e-' + r.uuid();
      const lists = { 'Tree A': ['AC-0901', 'AC-0902', 'AC-0904', 'AC-0911', 'AC-0912'], 'Tree B': ['AC-0913', 'AC-0915', 'AC-0916', 'AC-0918', 'AC-0921'] };
      const thinking = { 'Tree A': 'AC-0917 is not on Tree B. Fragments numbered near 0917 were hung on Tree A last season, so I will filter the nursery inventory by Tree A.', 'Tree B': 'AC-0917 is not on Tree A. Its neighbours AC-0916 and AC-0918 are on Tree B, so I will filter the nursery inventory by Tree B.' };
      const kids = [];
      ['Tree A', 'Tree B', 'Tree A', 'Tree B', 'Tree A', 'Tree B'].forEach((t, i) => {
        kids.push(llm('call_llm', { invocation_id: inv }, { content: { role: 'model', parts: [{ text: i < 2 ? (i === 0 ? 'I will start by listing fragments on Tree A of the Pickles Reef nursery.' : thinking[t]) : thinking[t] }, { function_call: { id: 'adk-' + r.uuid(), name: 'list_fragments', args: { nursery: 'Pickles Reef', tree: t } } }] }, author: 'reef_nursery_agent', usage_metadata: { prompt_token_count: 1100 + i * 160, candidates_token_count: r.int(40, 70) } }, { 'gcp.vertex.agent.invocation_id': inv, 'gcp.vertex.agent.event_id': r.uuid() }));
        kids.push(tool('execute_tool list_fragments', { nursery: 'Pickles Reef', tree: t }, { function_response: { name: 'list_fragments', response: { tree: t, fragments: lists[t], last_survey: t === 'Tree A' ? '2025-05-02' : '2025-05-09', page_token: null, fetched_at: r.iso(r.tick(300, 1500)) } } }, { 'gcp.vertex.agent.tool_call_args': JSON.stringify({ tree: t }) }));
      });
      return agent('invoke_agent reef_nursery_agent', { user_id: 'diver-ops', session_id: r.uuid(), new_message: 'Where is AC-0917 and what was its last TLE?' }, null, kids, { 'gen_ai.system': 'gcp.vertex.agent', llm_calls_limit_reached: true });
    },
  },
  {
    domain: 'harness racing entries (entry-fee calculation bug)', style: 'smolagents CodeAgent',
    isolates: 'A smolagents CodeAgent checks out main, runs the failing entry-fee test, checks out release/2.3, runs it, and repeats the pair twice, each branch producing the same failure output each time.',
    goal: 'Find why the late-entry surcharge test fails in the harness-racing entries service and fix it.',
    build(r) {
      const fail = (br) => `Execution logs:\n$ git checkout ${br}\nSwitched to branch '${br}'\n$ pytest tests/test_fees.py::test_late_entry_surcharge -q\nF\n>       assert fee == Decimal("87.50")\nE       AssertionError: assert Decimal('${br === 'main' ? '75.00' : '75.00'}') == Decimal('87.50')\n1 failed in ${r.float(0.3, 1.9, 2)}s\nOut: None`;
      const th = { main: 'Thought: The test still fails on release/2.3. Maybe the regression is only on main; let me check out main and run the surcharge test there.', 'release/2.3': 'Thought: The test fails on main. Maybe release/2.3 behaves differently; let me check out release/2.3 and run the surcharge test there.' };
      const kids = [];
      ['release/2.3', 'main', 'release/2.3', 'main', 'release/2.3'].forEach((br, i) => {
        const code = `import subprocess\nprint(subprocess.run("git checkout ${br} && pytest tests/test_fees.py::test_late_entry_surcharge -q", shell=True, capture_output=True, text=True).stdout)`;
        kids.push(chain(`Step ${i + 1}`, { step_number: i + 1 }, null, [
          llm('OpenAIServerModel', { messages: [sys('You are an expert assistant who can solve any task using code blobs.')] }, `${i === 0 ? 'Thought: The test fails on main. Maybe release/2.3 behaves differently; let me check out release/2.3 and run the surcharge test there.' : th[br]}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`, { model_id: 'Qwen/Qwen2.5-Coder-32B-Instruct', input_tokens: r.int(2000, 5000), output_tokens: r.int(80, 140) }),
          tool('python_interpreter', { code }, fail(br), { duration: r.float(1, 4, 2) }),
        ], { start_time: r.epoch(r.tick(3000, 9000)), smolagents_step: 'ActionStep' }));
      });
      return agent('CodeAgent', { task: 'test_late_entry_surcharge fails; find and fix the bug' }, null, kids, { max_steps: 6, error: 'AgentMaxStepsError: Reached max steps.' });
    },
  },
  {
    domain: 'district heating network (substation differential pressure)', style: 'Langfuse observations',
    isolates: 'A Langfuse-traced operator agent toggles substation S-14\'s supply setpoint between 72 and 68 °C twice; the differential-pressure alarm reading is the same in each state every time.',
    goal: 'Clear the low differential-pressure alarm at substation S-14 on the Riverside district heating loop without dropping below 65 °C supply to the hospital branch.',
    build(r) {
      const kids = [];
      const reading = (sp) => ({ substation: 'S-14', supply_setpoint_c: sp, supply_temp_c: sp === 72 ? 71.6 : 67.8, dp_bar: sp === 72 ? 0.31 : 0.29, alarm: 'LOW_DP', alarm_since: '2025-02-11T04:12:00+01:00', scada_ts: r.isoOff(r.tick(60000, 180000), 1), poll_seq: r.int(100000, 999999) });
      const th = { 68: 'The differential pressure alarm persists at 72 C. Lowering the supply setpoint to 68 C should reduce flow demand and raise differential pressure, so I will set 68 C.', 72: 'The differential pressure alarm persists at 68 C. Raising the supply setpoint back to 72 C should reduce return flow and raise differential pressure, so I will set 72 C.' };
      [68, 72, 68, 72].forEach((sp, i) => {
        kids.push(llm('GENERATION operator-reasoning', { messages: [sys('You operate the Riverside DH network via SCADA tools.'), usr('Clear LOW_DP at S-14')] }, { completion: i >= 2 ? th[sp].replace('so I will', 'so I shall') : th[sp], tool_call: { name: 'set_supply_setpoint', arguments: { substation: 'S-14', celsius: sp } } }, { langfuse_type: 'GENERATION', observation_id: r.uuid(), model: 'gpt-4.1-mini', usage: { input: r.int(900, 1800), output: r.int(50, 90), unit: 'TOKENS' }, level: 'DEFAULT' }));
        kids.push(tool('set_supply_setpoint', { substation: 'S-14', celsius: sp }, { accepted: true, command_id: 'cmd-' + r.hex(10), plc: 'S14-PLC-A', ack: r.syslog(r.tick(500, 2000)) }, { langfuse_type: 'SPAN' }));
        kids.push(tool('read_substation', { substation: 'S-14' }, reading(sp), { langfuse_type: 'SPAN' }));
      });
      return agent('dh-operator', { input: 'Clear LOW_DP at S-14, keep hospital branch >= 65C' }, null, kids, { langfuse_trace_id: r.hex(32), session_id: 'control-room-' + r.digits(4), tags: ['scada', 'night-shift'], release: 'dh-ops@1.8.2' });
    },
  },
];
