// Family 3 (loop): the agent flips between two states, each check in a state returning what it returned last time.
import { agent, llm, tool, chain, sp, sys, usr, asst, tc, toolMsg } from './lib.mjs';

export const family = 'two_state_flipflop';
export const loop = true;

export const rows = [
  {
    n: '01', domain: 'tapestry loom warp tension', style: 'AutoGen / AG2 (AssistantAgent + UserProxy code executor)',
    isolates: 'Assistant flips the loom warp-tension profile between "even" and "graduated" twice, and each drape simulation returns the identical defect for that profile; it never tries a third option.',
    stagnation: true,
    goal: 'Choose a warp-tension profile for the 3.2 m Jacquard tapestry "Salt Marsh at Dusk" so the simulated selvedge draw-in stays under 4 mm.',
    build(R) {
      const kids = [];
      const say = (content) => llm('assistant', { messages: '[...]', model: 'gpt-4o' }, { content, role: 'assistant' }, [], { metadata: { 'autogen.agent': 'loom_planner', cost: { total_cost: +(R.f() * 0.02).toFixed(5) }, usage: R.tokens() } });
      const exec = (code, out, exitcode) => tool('execute_code_blocks', { code_blocks: [['python', code]] }, { exitcode, output: out }, exitcode ? { error: `exitcode: ${exitcode}` } : { metadata: { executor: 'LocalCommandLineCodeExecutor', work_dir: R.tmp('autogen') } });
      const sim = { even: (i) => `profile=even cN_per_end=18.0\nselvedge draw-in L=6.8mm R=7.1mm\nweft beat uniformity 0.91\nsim ${R.hex(6)} took ${R.secs(1, 4)}`, graduated: (i) => `profile=graduated cN_per_end=14.0->22.0\nselvedge draw-in L=3.1mm R=3.0mm\ncentre bubbling detected at ends 1410-1690 (amplitude 2.4mm)\nsim ${R.hex(6)} took ${R.secs(1, 4)}` };
      kids.push(llm('user_proxy', null, { content: 'Pick a warp tension profile for Salt Marsh at Dusk (3.2 m, 2880 ends). Draw-in must stay under 4 mm.', role: 'user' }, [], { metadata: { 'autogen.agent': 'user_proxy', human_input_mode: 'NEVER' } }));
      const states = ['even', 'graduated', 'even', 'graduated', 'even'];
      states.forEach((st, k) => {
        const txt = k === 0
          ? "I'll start with the even tension profile (18 cN per end) and run the drape simulation.\n```python\nfrom loomsim import run\nprint(run('salt_marsh.jcq', profile='even'))\n```"
          : st === 'even'
          ? "The graduated profile causes centre bubbling, so let's switch back to the even tension profile and re-run the drape simulation.\n```python\nfrom loomsim import run\nprint(run('salt_marsh.jcq', profile='even'))\n```"
          : "The even profile gives too much draw-in at the selvedges, so let's switch to the graduated tension profile and re-run the drape simulation.\n```python\nfrom loomsim import run\nprint(run('salt_marsh.jcq', profile='graduated'))\n```";
        kids.push(say(txt));
        kids.push(exec(`from loomsim import run\nprint(run('salt_marsh.jcq', profile='${st}'))`, sim[st](), 0));
      });
      return agent('initiate_chat', { sender: 'user_proxy', recipient: 'loom_planner', max_turns: 12 }, { summary: 'Max turns reached.', chat_id: R.int(1e9, 9e9) }, kids, { metadata: { 'ag2.version': '0.7.2', termination: 'max_turns' } });
    },
  },
  {
    n: '02', domain: 'mountain observatory all-sky cloud camera', style: 'LlamaIndex (AgentRunner / FunctionCallingAgentWorker events)',
    isolates: 'Agent alternates the all-sky camera between auto-exposure and a fixed 30 s manual exposure; each test frame gives the same star count for the same mode, two full cycles, and no setting is committed.',
    stagnation: false,
    goal: 'Tune the all-sky cloud camera at the Pic de Sauvegarde station so the cloud-detection pipeline finds at least 400 reference stars per frame on clear nights.',
    build(R) {
      const kids = [];
      const step = (n, text, call, out, err) => chain('AgentRunner.run_step', { step_id: R.uuid(), task_id: 'task-' + R.hex(8) }, null, [
        llm('OpenAI.chat', { messages: '[...]', tools: ['set_exposure', 'capture_test_frame', 'commit_config'] }, { message: { role: 'assistant', content: text, additional_kwargs: { tool_calls: [{ id: R.callId(), function: { name: call[0], arguments: JSON.stringify(call[1]) } }] } }, raw: { model: 'gpt-4o-mini', usage: R.tokens() } }, [], { metadata: { 'llama_index.event': 'LLMChatEndEvent' } }),
        tool('FunctionTool.call', { tool_name: call[0], kwargs: call[1] }, out, err ? { error: err } : { metadata: { 'llama_index.event': 'ToolCallEvent' } }),
      ], { metadata: { step: n } });
      const frame = (mode) => ({ mode, frame: `allsky_${R.epoch()}.fits`, stars_detected: mode === 'auto' ? 212 : 355, hfr_px: mode === 'auto' ? 2.1 : 3.4, sky_adu: mode === 'auto' ? 1180 : 3920, ccd_temp_c: -(R.int(50, 60) / 10), moon_alt_deg: 4.2, capture_ms: R.ms(1000, 32000) });
      const texts = [
        ['Auto exposure only finds 212 stars. A longer fixed exposure should pull out fainter stars; setting manual 30 s.', 'manual'],
        ['Manual 30 s yields 355 stars but the HFR got worse (trailing). Maybe auto with the new gain is better after all; going back to auto.', 'auto'],
        ['Auto is back to 212. Manual gave more stars; switching to manual 30 s again to confirm.', 'manual'],
        ['355 again with star trailing. The trailing could be fixed by auto mode, trying auto once more.', 'auto'],
        ['212 with auto. Let me re-test the manual setting.', 'manual'],
      ];
      let n = 1;
      kids.push(step(n++, 'Taking a baseline frame with the current (auto) setting.', ['capture_test_frame', { camera: 'allsky-1' }], frame('auto')));
      for (const [t, mode] of texts) {
        kids.push(step(n++, t, ['set_exposure', mode === 'auto' ? { camera: 'allsky-1', mode: 'auto' } : { camera: 'allsky-1', mode: 'manual', seconds: 30, gain: 120 }], `OK ${mode} (indi ${R.host('indi')} seq=${R.int(1000, 9999)})`));
        kids.push(step(n++, null, ['capture_test_frame', { camera: 'allsky-1' }], frame(mode)));
      }
      return agent('FunctionCallingAgent.chat', { message: 'Tune the all-sky camera so clear-night frames give >= 400 reference stars.' }, { response: 'Reached max iterations.' }, kids, { metadata: { max_function_calls: 12, llama_index_version: '0.11.x', callback_manager: 'OpenInferenceTraceCallbackHandler' } });
    },
  },
  {
    n: '03', domain: 'heritage seed catalogue web shop', style: 'Claude Agent SDK transcript (Playwright MCP tools)',
    isolates: 'Browser agent toggles the "Organic only" filter on and off, each time seeing the same result page for that state (3 results vs 41 results), two full cycles, never reading the products.',
    stagnation: true,
    goal: 'On the Hedgerow Heritage Seeds shop, find an organic, open-pollinated runner bean variety that flowers red-and-white and is in stock, and report its name and price.',
    build(R) {
      const kids = [];
      const a = (text, name, input) => llm('assistant', { session_id: sid, parent_tool_use_id: null }, { type: 'assistant', message: { id: 'msg_' + R.b62(24), model: 'claude-sonnet-4-20250514', content: [{ type: 'text', text }, { type: 'tool_use', id: R.toolu(), name, input }], usage: { input_tokens: R.int(3000, 9000), cache_read_input_tokens: R.int(2000, 8000), output_tokens: R.int(40, 150) } } }, [], { metadata: { uuid: R.uuid() } });
      const u = (name, content) => tool(name, { type: 'user', session_id: sid }, { type: 'tool_result', content: [{ type: 'text', text: content }] }, { metadata: { uuid: R.uuid(), timestamp: R.iso() } });
      const sid = R.uuid();
      const page = (organic) => organic
        ? `### Page state\n- Page URL: https://hedgerowseeds.example/shop/beans/runner?organic=1\n- Page Title: Runner beans | Hedgerow Heritage Seeds\n- Page Snapshot:\n\`\`\`yaml\n- heading "Runner beans (3)" [ref=e${R.int(10, 99)}]\n- checkbox "Organic only" [checked] [ref=e31]\n- listitem: "Scarlet Emperor (organic) - scarlet flowers - £3.20 - In stock"\n- listitem: "Painted Lady (organic) - £3.40 - Out of stock"\n- listitem: "White Lady (organic) - £3.10 - In stock"\n\`\`\``
        : `### Page state\n- Page URL: https://hedgerowseeds.example/shop/beans/runner\n- Page Title: Runner beans | Hedgerow Heritage Seeds\n- Page Snapshot:\n\`\`\`yaml\n- heading "Runner beans (41)" [ref=e${R.int(10, 99)}]\n- checkbox "Organic only" [ref=e31]\n- listitem: "Aeron Purple Star - £2.95"\n- listitem: "Bokkie - £3.10"\n- listitem: "Czar - £2.80"\n- text: "... 38 more, page 1 of 4"\n\`\`\``;
      kids.push(a('I will open the runner bean category.', 'mcp__playwright__browser_navigate', { url: 'https://hedgerowseeds.example/shop/beans/runner' }));
      kids.push(u('mcp__playwright__browser_navigate', page(false)));
      for (let c = 0; c < 2; c++) {
        kids.push(a('The list is too broad. I will turn on the "Organic only" filter to narrow it down.', 'mcp__playwright__browser_click', { element: 'Organic only checkbox', ref: 'e31' }));
        kids.push(u('mcp__playwright__browser_click', page(true)));
        kids.push(a('Only 3 organic results and the red-and-white one is out of stock. I will turn the "Organic only" filter off to see more varieties.', 'mcp__playwright__browser_click', { element: 'Organic only checkbox', ref: 'e31' }));
        kids.push(u('mcp__playwright__browser_click', page(false)));
      }
      kids.push(a('The list is too broad. I will turn on the "Organic only" filter to narrow it down.', 'mcp__playwright__browser_click', { element: 'Organic only checkbox', ref: 'e31' }));
      kids.push(u('mcp__playwright__browser_click', page(true)));
      return agent('claude_agent_sdk.query', { prompt: 'Find an organic, open-pollinated red-and-white flowered runner bean in stock on hedgerowseeds.example; report name and price.', options: { max_turns: 12, allowed_tools: ['mcp__playwright__*'] } }, { type: 'result', subtype: 'error_max_turns', is_error: true, num_turns: 12, duration_ms: R.ms(60000, 140000), total_cost_usd: +(R.f() * 0.5).toFixed(4), session_id: sid }, kids, { metadata: { cwd: '/home/agent', permission_mode: 'bypassPermissions' } });
    },
  },
  {
    n: '04', domain: 'violin-maker\'s wood inventory repo', style: 'SWE-agent (thought / action / observation trajectory)',
    isolates: 'SWE-agent checks out `main`, then `fix/moisture-units`, then `main` again and again, running the same failing test in each, getting the same output per branch, two full cycles.',
    stagnation: false,
    goal: 'Fix the failing test `test_spruce_moisture_threshold` in the luthier inventory app (tonewood stock tracker) and open a PR.',
    build(R) {
      const kids = [];
      const step = (thought, action, obs, err) => {
        kids.push(llm('model.query', { history_len: kids.length, model: 'gpt-4o' }, { thought, action }, [], { metadata: { tokens_sent: R.int(4000, 14000), tokens_received: R.int(50, 250), api_calls: 1 } }));
        kids.push(tool('swe_env.communicate', { action }, obs, err ? { error: err } : { metadata: { execution_time: +(R.f() * 5).toFixed(2), state: JSON.stringify({ open_file: 'n/a', working_dir: '/repo' }) } }));
      };
      const testOut = (branch) => branch === 'main'
        ? `============================= test session starts ==============================\ncollected 1 item\n\ntests/test_moisture.py F                                                 [100%]\n\n    def test_spruce_moisture_threshold():\n>       assert stock.is_ready(board_id="SP-0442") is True\nE       AssertionError: assert False is True\n\ntests/test_moisture.py:18: AssertionError\n============================== 1 failed in ${R.secs(0.1, 1)} ===============================`
        : `============================= test session starts ==============================\ncollected 1 item\n\ntests/test_moisture.py F                                                 [100%]\n\n>       reading = convert_pct(raw, unit="%MC")\nE       KeyError: '%MC'\n\ninventory/moisture.py:41: KeyError\n============================== 1 failed in ${R.secs(0.1, 1)} ===============================`;
      step('Let me see what branches exist.', 'git branch -a', '* main\n  fix/moisture-units\n  remotes/origin/HEAD -> origin/main\n  remotes/origin/main\n  remotes/origin/fix/moisture-units');
      const seq = [
        ['The fix branch might already have a partial fix. Let me check it out and run the test.', 'fix/moisture-units'],
        ['The fix branch fails with a KeyError on the unit. The original failure on main was an assertion; let me go back to main to look at it.', 'main'],
        ['On main the assertion fails. Maybe the unit conversion on the fix branch is the right direction after all; switching to it.', 'fix/moisture-units'],
        ['KeyError again. Back to main to compare behaviour.', 'main'],
        ['Same assertion on main. Let me try the fix branch once more.', 'fix/moisture-units'],
      ];
      step('First run the failing test on main.', 'python -m pytest tests/test_moisture.py -q', testOut('main'), 'exit 1');
      for (const [t, b] of seq) {
        step(t, `git checkout ${b} && python -m pytest tests/test_moisture.py -q`, `Switched to branch '${b}'\n` + (b === 'main' ? "Your branch is up to date with 'origin/main'.\n" : '') + testOut(b), 'exit 1');
      }
      return agent('swe-agent run', { instance_id: 'luthier-tonewood__inventory-218', problem_statement: 'test_spruce_moisture_threshold fails: board SP-0442 (9.8% MC) should be ready' }, { exit_status: 'exit_cost', submission: null }, kids, { metadata: { model: 'gpt-4o', per_instance_cost_limit: 2.0, total_cost: +(1.9 + R.f() * 0.1).toFixed(3), config: 'default_from_url.yaml' } });
    },
  },
  {
    n: '05', domain: 'curling rink ice-plant setpoint', style: 'Google ADK (invocation / agent_run / call_llm / execute_tool)',
    isolates: 'Rink agent alternates the brine setpoint between -5.5 °C and -4.5 °C; after each settle period the pebble-surface reading is the same as the previous time at that setpoint; two full cycles with the same explanation each time.',
    stagnation: true,
    goal: 'Bring the sheet-3 ice surface at Loch Fyne Curling Club to -4.0 °C ±0.2 before Saturday\'s bonspiel by adjusting the brine setpoint.',
    build(R) {
      const inv = 'e-' + R.uuid();
      const kids = [];
      const call = (text, fc) => llm('call_llm', { 'gcp.vertex.agent.llm_request': JSON.stringify({ model: 'gemini-2.0-flash', contents: '[...]' }) }, { content: { role: 'model', parts: [...(text ? [{ text }] : []), { function_call: { id: 'adk-' + R.uuid(), name: fc[0], args: fc[1] } }] }, usage_metadata: { prompt_token_count: R.int(800, 3000), candidates_token_count: R.int(20, 100) } }, [], { metadata: { 'gcp.vertex.agent.invocation_id': inv, 'gcp.vertex.agent.event_id': R.uuid(), 'gen_ai.system': 'gcp.vertex.agent' } });
      const ex = (name, args, resp) => tool(`execute_tool ${name}`, { 'gcp.vertex.agent.tool_call_args': JSON.stringify(args) }, { 'gcp.vertex.agent.tool_response': JSON.stringify(resp) }, { metadata: { 'gen_ai.tool.name': name, 'gen_ai.operation.name': 'execute_tool' } });
      const reading = (sp) => ({ sheet: 3, surface_c: sp === -5.5 ? -4.6 : -3.5, brine_supply_c: sp, brine_return_c: sp + 1.1, dewpoint_c: 2.8, plc: 'S7-1200@' + R.host('plc'), sample_ts: R.isoLocal('+00:00') });
      kids.push(call('Reading current sheet 3 conditions.', ['read_ice_probe', { sheet: 3 }]));
      kids.push(ex('read_ice_probe', { sheet: 3 }, reading(-5.5)));
      const lower = 'The surface is too warm at -3.5 °C; I will lower the brine setpoint to -5.5 °C and let it settle.';
      const raise = 'The surface is too cold at -4.6 °C; I will raise the brine setpoint to -4.5 °C and let it settle.';
      const seq = [-4.5, -5.5, -4.5, -5.5];
      for (const s of seq) {
        kids.push(call(s === -4.5 ? raise : lower, ['set_brine_setpoint', { circuit: 'rink-main', celsius: s }]));
        kids.push(ex('set_brine_setpoint', { circuit: 'rink-main', celsius: s }, { accepted: true, write_seq: R.int(10000, 99999), ramp_min: 40 }));
        kids.push(ex('wait_and_read_ice_probe', { sheet: 3, settle_min: 45 }, reading(s)));
      }
      return agent('invocation', { app_name: 'rink_ops', user_id: 'iceman-dougie', session_id: R.uuid(), new_message: 'Get sheet 3 to -4.0 C for Saturday.' }, { final_response: null, error: 'max_llm_calls (6) exceeded' }, [agent('agent_run [rink_controller]', { instruction: 'You operate the ice plant.' }, null, kids)], { metadata: { 'gcp.vertex.agent.invocation_id': inv, adk_version: '0.5.0' } });
    },
  },
  {
    n: '06', domain: 'sheet-music store CDN origin routing', style: 'Langfuse (trace with GENERATION / SPAN observations)',
    isolates: 'Ops agent switches the /scores/* route between origin-a and origin-b twice; each switch produces the same synthetic check result for that origin (404 vs slow 200) and the agent does not investigate either origin.',
    stagnation: false,
    goal: 'Fix the broken PDF downloads at /scores/* on the Cadenza Sheet Music store so a test download of score #77140 returns 200 in under 800 ms.',
    build(R) {
      const kids = [];
      const gen = (text, toolcall) => llm('GENERATION:ops-agent-step', { model: 'gpt-4o-2024-11-20', input: [{ role: 'system', content: 'You are on-call for cadenza.example CDN.' }, { role: 'user', content: '...' }] }, { role: 'assistant', content: text, tool_calls: [{ id: R.callId(), type: 'function', function: { name: toolcall[0], arguments: JSON.stringify(toolcall[1]) } }] }, [], { metadata: { langfuse_observation_id: R.uuid(), type: 'GENERATION', usage: { input: R.int(600, 2500), output: R.int(30, 100), unit: 'TOKENS' }, calculatedTotalCost: +(R.f() * 0.01).toFixed(6), level: 'DEFAULT' } });
      const spn = (name, input, output, err) => tool('SPAN:' + name, input, output, err ? { error: err, metadata: { type: 'SPAN', level: 'ERROR' } } : { metadata: { type: 'SPAN', level: 'DEFAULT', langfuse_observation_id: R.uuid() } });
      const check = (o) => o === 'origin-a'
        ? `HTTP/2 404\ndate: ${R.http()}\ncontent-type: text/html\nx-cache: MISS from ${R.host('edge')}\nx-served-by: origin-a\nx-amz-request-id: ${R.hex(16).toUpperCase()}\n\n<Error><Code>NoSuchKey</Code><Key>scores/77140.pdf</Key></Error>`
        : `HTTP/2 200\ndate: ${R.http()}\ncontent-type: application/pdf\ncontent-length: 1843221\nx-cache: MISS from ${R.host('edge')}\nx-served-by: origin-b\nage: 0\nserver-timing: origin;dur=${R.int(2900, 3100)}\n\n(time_total: 3.${R.int(0, 2)}s)`;
      kids.push(gen('First reproduce the failure with the synthetic download.', ['synthetic_check', { url: 'https://cadenza.example/scores/77140.pdf' }]));
      kids.push(spn('synthetic_check', { url: '/scores/77140.pdf', pop: 'AMS' }, check('origin-a'), 'status 404'));
      const plan = [
        ['origin-a returns NoSuchKey for the PDF. The legacy bucket origin-b still holds old uploads, so route /scores/* to origin-b.', 'origin-b'],
        ['origin-b serves the file but takes ~3 s, far over the 800 ms target. origin-a is the fast S3 origin, so route back to origin-a.', 'origin-a'],
        ['404 from origin-a again. Switching the route to origin-b, which at least returns the file.', 'origin-b'],
        ['3 s latency from origin-b again. Returning the route to origin-a.', 'origin-a'],
      ];
      for (const [t, o] of plan) {
        kids.push(gen(t, ['set_route_origin', { path: '/scores/*', origin: o }]));
        kids.push(spn('set_route_origin', { path: '/scores/*', origin: o }, { config_version: R.int(300, 900), propagation: 'complete', purge_id: 'prg_' + R.b62(12), elapsed: R.secs(8, 40) }));
        kids.push(spn('synthetic_check', { url: '/scores/77140.pdf', pop: 'AMS' }, check(o), o === 'origin-a' ? 'status 404' : undefined));
      }
      return agent('trace:cdn-oncall', { input: 'Score PDFs at /scores/* broken; make #77140 download 200 < 800ms' }, { output: 'stopped: step budget exhausted' }, kids, { metadata: { langfuse_trace_id: R.hex(32), sessionId: 'oncall-' + R.dmy().slice(0, 10), tags: ['oncall', 'cdn'], release: 'ops-agent@' + R.hex(7) } });
    },
  },
];
