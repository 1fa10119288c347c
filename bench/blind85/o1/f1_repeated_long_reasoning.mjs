// Loop 1: one near-verbatim repeat of a long reasoning step with nothing new observed in between.
export const family = 'repeated_long_reasoning';
export const loop = true;

// 01: smolagents CodeAgent (qwen2.5-coder:7b on Ollama) fixing a failing date-parsing test.
function s01(c) {
  c.model = 'ollama_chat/qwen2.5-coder:7b';
  const goal = 'In the repo ledgerlite, make tests/test_parse.py::test_parse_eu_dates pass without breaking other tests.';
  const kids = [];
  const step = (n, thought, code, obs, err) => {
    const l = c.llmText([{ role: 'system', content: 'You are an expert assistant who can solve any task using code blobs...' }, { role: 'user', content: `New task:\n${goal}` }, { role: 'assistant', content: `(memory: ${n - 1} previous steps)` }],
      `Thought: ${thought}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`, { name: 'LiteLLMModel.__call__' });
    const t = c.tool('python_interpreter', { code }, err ? null : `Execution logs:\n${obs}\nLast output from code snippet:\nNone`, { error: err });
    kids.push(c.span('chain', `Step ${n}`, { step_number: n }, { observations: err || obs }, [l, t], { metadata: { start_time: c.epoch() + n * 0.001, duration: +(c.ms(900, 9000) / 1000).toFixed(3) } }));
  };
  step(1, 'I will look at the failing test first to see what it expects.', "print(open('tests/test_parse.py').read()[:1500])",
    "import pytest\nfrom ledgerlite.parse import parse_date\n\ndef test_parse_iso():\n    assert parse_date('2024-03-01').month == 3\n\ndef test_parse_eu_dates():\n    assert parse_date('01.03.2024').month == 3\n    assert parse_date('31/12/2023').day == 31\n");
  step(2, 'Now I read the implementation of parse_date.', "print(open('ledgerlite/parse.py').read())",
    "from datetime import datetime\n\nFORMATS = ['%Y-%m-%d', '%m/%d/%Y']\n\ndef parse_date(s):\n    for f in FORMATS:\n        try:\n            return datetime.strptime(s, f)\n        except ValueError:\n            pass\n    raise ValueError(f'unrecognised date {s!r}')\n");
  step(3, 'Let me run the test to see the actual error.', "import subprocess\nr = subprocess.run(['pytest','-x','-q','tests/test_parse.py'],capture_output=True,text=True)\nprint(r.stdout[-1200:])",
    `F.\n=================================== FAILURES ===================================\n_____________________________ test_parse_eu_dates ______________________________\nE   ValueError: unrecognised date '01.03.2024'\nledgerlite/parse.py:11: ValueError\n=========================== short test summary info ============================\nFAILED tests/test_parse.py::test_parse_eu_dates - ValueError: unrecognised date '01.03.2024'\n1 failed, 1 passed in ${c.dur(0.1, 0.9)}`);
  const longT = "The test expects day-first dates, so '01.03.2024' must be the 1st of March and '31/12/2023' must be the 31st of December. FORMATS only has '%Y-%m-%d' and '%m/%d/%Y', so the dotted form never matches and the slash form is read month-first. I should add '%d.%m.%Y' and put '%d/%m/%Y' before '%m/%d/%Y', but that would change how existing US-style inputs are parsed, so first I need to check whether any other test or caller relies on month-first slashes. I will grep the repository for parse_date usages.";
  step(4, longT, "import subprocess\nprint(subprocess.run(['grep','-rn','parse_date','--include=*.py','.'],capture_output=True,text=True).stdout)",
    "./ledgerlite/parse.py:5:def parse_date(s):\n./ledgerlite/importers/csv_bank.py:22:        row['date'] = parse_date(row['Buchungstag'])\n./tests/test_parse.py:2:from ledgerlite.parse import parse_date\n./tests/test_parse.py:5:    assert parse_date('2024-03-01').month == 3\n./tests/test_parse.py:8:    assert parse_date('01.03.2024').month == 3\n");
  const longT2 = "The test expects day-first dates, so '01.03.2024' has to be the 1st of March and '31/12/2023' has to be the 31st of December. FORMATS only contains '%Y-%m-%d' and '%m/%d/%Y', so the dotted form never matches and the slash form is read month-first. I should add '%d.%m.%Y' and put '%d/%m/%Y' before '%m/%d/%Y', but that could change how existing US-style inputs are parsed, so first I need to check whether any other test or caller relies on month-first slashes. I will grep the repository for parse_date usages.";
  step(5, longT2, "import subprocess\nprint(subprocess.run(['grep','-rn','parse_date','--include=*.py','.'],capture_output=True,text=True).stdout)",
    "./ledgerlite/parse.py:5:def parse_date(s):\n./ledgerlite/importers/csv_bank.py:22:        row['date'] = parse_date(row['Buchungstag'])\n./tests/test_parse.py:2:from ledgerlite.parse import parse_date\n./tests/test_parse.py:5:    assert parse_date('2024-03-01').month == 3\n./tests/test_parse.py:8:    assert parse_date('01.03.2024').month == 3\n");
  const cut = c.span('chain', 'Step 6', { step_number: 6 }, null, [c.llmText('(same memory)', '', { name: 'LiteLLMModel.__call__', error: 'litellm.Timeout: Connection timed out after 600.0 seconds.' })], { error: 'AgentGenerationError: Error in generating model output: litellm.Timeout', metadata: { start_time: c.epoch() } });
  kids.push(cut);
  const root = c.agent('CodeAgent.run', { task: goal, max_steps: 12 }, null, kids, { framework: 'smolagents 1.9.2', model_id: c.model, api_base: 'http://127.0.0.1:11434' });
  root.error = 'AgentGenerationError: Error in generating model output: litellm.Timeout';
  return { goal, stagnation: true, isolates: 'A long Thought about date formats is restated almost word for word after a grep that returned exactly the same lines, then the run dies on a model timeout.', root };
}

// 02: LangChain ReAct agent (mistral:7b-instruct) researching a library's licence change.
function s02(c) {
  c.model = 'mistral:7b-instruct-v0.3-q4_K_M';
  const goal = 'Find out in which release the "tinyqueue-rs" crate switched its licence from MIT to Apache-2.0 OR MIT, and cite the source.';
  const kids = [];
  let scratch = '';
  const prompt = () => `Answer the following questions as best you can. You have access to the following tools:\n\nweb_search: search the web\nfetch_url: fetch a page as text\n\nUse the following format:\nQuestion: ...\nThought: ...\nAction: ...\nAction Input: ...\nObservation: ...\n...\nBegin!\n\nQuestion: ${goal}\nThought:${scratch}`;
  const turn = (text, tool, arg, obs, err) => {
    const l = c.llmText(prompt(), text, { name: 'Ollama', meta: { stop: ['\nObservation:'], temperature: 0.2 } });
    const t = c.tool(tool, arg, obs, { error: err });
    kids.push(c.span('chain', 'LLMChain', { agent_scratchpad: scratch.slice(-400) }, { text }, [l]), t);
    scratch += ` ${text}\nObservation: ${typeof obs === 'string' ? obs.slice(0, 300) : ''}\nThought:`;
  };
  turn(' I should search for the crate licence history.\nAction: web_search\nAction Input: tinyqueue-rs licence change Apache-2.0', 'web_search', 'tinyqueue-rs licence change Apache-2.0',
    `[1] tinyqueue-rs - crates.io: Rust Package Registry — https://crates.io/crates/tinyqueue-rs — "A tiny priority queue. License: MIT OR Apache-2.0. Version 0.6.1 · ${c.int(30, 90)}k downloads"\n[2] Relicense under dual MIT/Apache-2.0 · Issue #41 · ferrous-owl/tinyqueue-rs — https://github.com/ferrous-owl/tinyqueue-rs/issues/41\n[3] Rust API guidelines: licensing — https://rust-lang.github.io/api-guidelines/necessities.html`);
  turn(' Issue #41 is about the relicensing. I will open it.\nAction: fetch_url\nAction Input: https://github.com/ferrous-owl/tinyqueue-rs/issues/41', 'fetch_url', 'https://github.com/ferrous-owl/tinyqueue-rs/issues/41',
    `Relicense under dual MIT/Apache-2.0 #41\nClosed. ferrous-owl opened this issue on ${c.pick(['Mar 3, 2023', 'Feb 27, 2023'])} · 14 comments\n...all 9 contributors have agreed in the thread below. Closed by #44.\n(page ${c.int(50, 60)}kB, fetched in ${c.ms(200, 900)}ms)`);
  const L = " The issue says the relicensing was closed by pull request #44 after all nine contributors agreed, but it does not say which release first shipped the new licence. To answer precisely I need the CHANGELOG or the release notes that mention the licence change, and then check the version number that contains pull request #44. I will look at the CHANGELOG file in the repository.\nAction: fetch_url\nAction Input: https://raw.githubusercontent.com/ferrous-owl/tinyqueue-rs/main/CHANGELOG.md";
  const chObs = `# Changelog\n\n## [0.6.1] - 2024-01-09\n- fix: peek() on empty queue\n\n## [0.6.0] - 2023-08-20\n- feat: from_iter\n\n## [0.5.0] - 2023-02-11\n- breaking: rename push_many -> extend\n`;
  turn(L, 'fetch_url', 'https://raw.githubusercontent.com/ferrous-owl/tinyqueue-rs/main/CHANGELOG.md', chObs);
  const L2 = " The issue says the relicensing was closed by pull request #44 after all nine contributors agreed, but it does not say which release first shipped the new licence. To answer precisely I need the CHANGELOG or the release notes that mention the licence change, and then check which version number contains pull request #44. I will look at the CHANGELOG file in the repository.\nAction: fetch_url\nAction Input: https://raw.githubusercontent.com/ferrous-owl/tinyqueue-rs/main/CHANGELOG.md";
  turn(L2, 'fetch_url', 'https://raw.githubusercontent.com/ferrous-owl/tinyqueue-rs/main/CHANGELOG.md', chObs);
  // pad with callback / parser spans as LangChain records them
  const extra = [];
  for (let i = 0; i < 4; i++) extra.push(c.span('parser', 'ReActSingleInputOutputParser', { text: '…' }, { tool: i % 2 ? 'fetch_url' : 'web_search', log: 'parsed' }));
  const root = c.agent('AgentExecutor', { input: goal }, { output: 'Agent stopped due to iteration limit or time limit.' }, [...kids.slice(0, 2), extra[0], ...kids.slice(2, 4), extra[1], ...kids.slice(4, 6), extra[2], ...kids.slice(6), extra[3],
    c.span('chain', 'AgentExecutor._return', { reason: 'max_execution_time' }, { output: 'Agent stopped due to iteration limit or time limit.' })], { langchain: '0.2.16', max_execution_time: 120, run_id: c.uuid() });
  return { goal, stagnation: true, isolates: 'A ReAct agent repeats a four-sentence Thought nearly verbatim after the CHANGELOG fetch returned the same text (without any licence entry), then the executor stops on its time limit.', root };
}

// 03: Open WebUI + Home Assistant tools (llama3.2:3b) planning a heating schedule.
function s03(c) {
  c.model = 'llama3.2:3b-instruct-q8_0';
  const goal = 'Set the living room thermostat to 19°C on weekday mornings 06:30-08:00 and turn the hallway radiator off when nobody is home.';
  c.chat('You are a home assistant. Use the tools to read and change Home Assistant entities. Always explain your plan before acting.', goal);
  const kids = [];
  const states = () => ({ entities: [
    { entity_id: 'climate.living_room', state: 'heat', attributes: { current_temperature: 20.5, temperature: 21, hvac_modes: ['off', 'heat', 'auto'], friendly_name: 'Living room' }, last_changed: c.isoOff(1), last_updated: c.isoOff(1), context: { id: c.B62(26).toUpperCase() } },
    { entity_id: 'climate.hallway_trv', state: 'heat', attributes: { current_temperature: 18.0, temperature: 19 }, last_changed: c.isoOff(1), context: { id: c.B62(26).toUpperCase() } },
    { entity_id: 'group.family', state: 'home', attributes: { entity_id: ['person.anna', 'person.jonas'] }, last_changed: c.isoOff(1) }] });
  kids.push(c.llm(null, [{ name: 'ha_get_states', args: { domain: 'climate' } }]));
  kids.push(c.tool('ha_get_states', { domain: 'climate' }, states()));
  kids.push(c.llm('Calling ha_list_automations.', [{ name: 'ha_list_automations', args: {} }]));
  const autos = { automations: [{ id: '1712000113', alias: 'Lights off at midnight', mode: 'single' }, { id: '1712000479', alias: 'Garage door notify', mode: 'queued' }], count: 2 };
  kids.push(c.tool('ha_list_automations', {}, autos));
  kids.push(c.llm(null, [{ name: 'ha_get_automation', args: { id: 17120001 } }]));
  kids.push(c.tool('ha_get_automation', { id: 17120001 }, { message: 'Automation not found', code: 404 }, { error: 'HTTPError 404: Automation not found' }));
  kids.push(c.llm('Sorry, wrong id. Retrying with the right one.', [{ name: 'ha_get_automation', args: { id: '1712000113' } }]));
  kids.push(c.tool('ha_get_automation', { id: '1712000113' }, { id: '1712000113', alias: 'Lights off at midnight', triggers: [{ trigger: 'time', at: '00:00:00' }], actions: [{ action: 'light.turn_off', target: { area_id: 'all' } }] }));
  const plan = "Here is my plan. First, I will create an automation called 'Weekday morning heat' with a time trigger at 06:30 on Monday to Friday that sets climate.living_room to 19 degrees, and a second trigger at 08:00 that returns it to the normal schedule. Second, I will create an automation that turns climate.hallway_trv off when group.family changes to not_home and back to heat when someone arrives. Before that I will read the current climate states again so that I know the normal setpoints to restore.";
  kids.push(c.llm(plan, [{ name: 'ha_get_states', args: { domain: 'climate' } }]));
  kids.push(c.tool('ha_get_states', { domain: 'climate' }, states()));
  const plan2 = "Here is my plan. First, I will create an automation called 'Weekday morning heat' with a time trigger at 06:30 on Monday to Friday that sets climate.living_room to 19 degrees, and a second trigger at 08:00 that returns it to the normal schedule. Second, I will create an automation that turns climate.hallway_trv off when group.family changes to not_home and back to heat when someone arrives. Before that I will read the current climate states once more so that I know the normal setpoints to restore.";
  kids.push(c.llm(plan2, [{ name: 'ha_get_states', args: { domain: 'climate' } }]));
  kids.push(c.tool('ha_get_states', { domain: 'climate' }, states()));
  kids.push(c.span('event', 'chat_completed', { chat_id: c.uuid() }, { status: 'stopped_by_user', message: 'Generation stopped' }));
  // open-webui middleware spans
  const pre = [c.span('filter', 'inlet', { body_keys: ['model', 'messages', 'tools'] }, { ok: true }), c.span('function', 'get_tools_specs', { tool_ids: ['home_assistant'] }, { count: 5 })];
  const root = c.agent('open-webui.chat_completion', { model: c.model, message: goal }, { finish: 'stopped_by_user' }, [...pre, ...kids], { open_webui: 'v0.5.20', tool_server: 'http://homeassistant.local:8123/api', session_id: c.b36(20) });
  return { goal, stagnation: true, isolates: 'A long plan message to the user is sent twice almost verbatim around an identical state read, and the user stops the chat without any automation created.', root };
}
export const scenarios = [s01, s02, s03];
