// Family: echoed_reasoning — one long reasoning step restated near-verbatim, nothing new in between.
import { agent, llm, tool, chain, span, sys, user, asst, toolMsg, call } from './lib.mjs';

export const family = 'echoed_reasoning';
export const loop = true;
export const stagnation = true;

export const scenarios = [
  {
    id: '01', domain: 'kelp forest monitoring', style: 'Anthropic Messages API logs',
    build(k) {
      const goal = 'Compute the purple-urchin density trend for the Point Lobos kelp transects (2019-2024) and say whether the site crossed the 2 urchins/m² barren threshold.';
      const csv = 'site,transect,year,quadrat_m2,urchins_purple,urchins_red,kelp_stipes\nPLB,T1,2019,20,11,3,42\nPLB,T1,2020,20,19,2,37\nPLB,T2,2019,20,8,4,51\nPLB,T2,2020,20,15,1,44\n# truncated: 212 more rows (use offset)';
      const think = 'The file only shows four rows from 2019 and 2020, and the rest is truncated behind an offset parameter. To get the trend I need every transect for every year, divide purple urchin counts by the 20 m² quadrat area, average per year, and compare the 2023 and 2024 means to the 2 per square metre barren threshold before writing the answer.';
      const think2 = 'The file only shows four rows from 2019 and 2020 and the rest is truncated behind an offset parameter. To get the trend I need every transect for every year, divide the purple urchin counts by the 20 m² quadrat area, average per year, and compare the 2023 and 2024 means against the 2 per square metre barren threshold before writing the answer.';
      const reqA = k.reqId('req_011C'); k.tick(2300);
      const t1 = k.iso(); k.tick(800); const reqB = k.reqId('req_011C'); k.tick(2100); const t2 = k.iso();
      const model = 'claude-3-5-sonnet-20241022';
      const tools = [{ name: 'read_file', description: 'Read a file from the survey share', input_schema: { type: 'object', properties: { path: { type: 'string' }, offset: { type: 'integer' } }, required: ['path'] } }];
      const m1 = { id: 'msg_01' + k.b62(22), type: 'message', role: 'assistant', model, content: [{ type: 'thinking', thinking: think, signature: k.b62(40) }, { type: 'tool_use', id: 'toolu_01' + k.b62(22), name: 'read_file', input: { path: 'surveys/pointlobos/urchin_transects.csv' } }], stop_reason: 'tool_use', usage: { input_tokens: 1874, output_tokens: 211 } };
      const m2 = { id: 'msg_01' + k.b62(22), type: 'message', role: 'assistant', model, content: [{ type: 'thinking', thinking: think2, signature: k.b62(40) }, { type: 'tool_use', id: 'toolu_01' + k.b62(22), name: 'read_file', input: { path: 'surveys/pointlobos/urchin_transects.csv' } }], stop_reason: 'tool_use', usage: { input_tokens: 2398, output_tokens: 214 } };
      return {
        isolates: 'A long extended-thinking block is restated almost word for word after re-reading the same truncated file without using the offset.',
        goal,
        root: agent('messages-session', { goal }, { stop: 'max_turns_reached', turns: 2 }, [
          llm('POST /v1/messages', { model, max_tokens: 4096, thinking: { type: 'enabled', budget_tokens: 2048 }, tools, messages: [{ role: 'user', content: goal }] }, m1, { 'request-id': reqA, 'anthropic-ratelimit-tokens-remaining': 79124, date: t1, latency_ms: k.int(2100, 3900) }),
          tool('read_file', { path: 'surveys/pointlobos/urchin_transects.csv' }, csv, { tool_use_id: m1.content[1].id, bytes: 9913, mtime: k.http() }),
          llm('POST /v1/messages', { model, max_tokens: 4096, messages: [{ role: 'user', content: goal }, { role: 'assistant', content: m1.content }, { role: 'user', content: [{ type: 'tool_result', tool_use_id: m1.content[1].id, content: csv }] }] }, m2, { 'request-id': reqB, 'anthropic-ratelimit-tokens-remaining': 76532, date: t2, latency_ms: k.int(2100, 3900) }),
          tool('read_file', { path: 'surveys/pointlobos/urchin_transects.csv' }, csv, { tool_use_id: m2.content[1].id, bytes: 9913, mtime: k.http() }),
          span('harness', 'turn_limit', { max_turns: 2 }, { terminated: true, at: k.iso() }),
        ]),
      };
    },
  },
  {
    id: '02', domain: 'mosquito abatement district', style: 'LangSmith / LangGraph',
    build(k) {
      const goal = 'Decide which three zones of the Delta Vector Control district should get larvicide briquettes this week, using the latest CO2 trap counts.';
      const plan = 'Zones 4, 7 and 11 have the highest Culex tarsalis counts, but the trap table only covers Monday and Tuesday because two trap routes were not uploaded. Before recommending briquettes I should confirm the Wednesday uploads, weigh catch per trap-night rather than raw totals, and check that zone 11 is not already under the standing-water treatment from last week.';
      const plan2 = 'Zones 4, 7 and 11 have the highest Culex tarsalis counts, but the trap table only covers Monday and Tuesday because two of the trap routes were not uploaded. Before recommending briquettes I should confirm the Wednesday uploads, weigh catch per trap-night rather than raw totals, and check that zone 11 is not already under the standing-water treatment from last week.';
      const q = { sql: "select zone, species, sum(count) n, count(distinct trap_id) traps from trap_counts where week = '2025-W27' group by 1,2 order by n desc limit 12" };
      const rows = { columns: ['zone', 'species', 'n', 'traps'], rows: [[4, 'Cx. tarsalis', 612, 6], [7, 'Cx. tarsalis', 540, 5], [11, 'Cx. tarsalis', 488, 4], [2, 'Cx. pipiens', 301, 6], [9, 'Ae. vexans', 177, 3]], row_count: 5, elapsed: k.ms(40, 300), query_id: k.uuid() };
      const run = () => ({ run_id: k.uuid(), start_time: k.iso() });
      const callId = () => 'call_' + k.b62(24);
      const c1 = callId(), c2 = callId();
      return {
        isolates: 'The LangGraph agent node writes the same long paragraph about missing trap uploads twice, with the identical SQL result in between.',
        goal,
        root: chain('LangGraph', { messages: [user(goal)] }, null, [
          chain('agent', { messages: [user(goal)] }, { messages: [asst('I will pull this week\'s trap counts by zone.', [call(c1, 'run_sql', q)])] }, [
            llm('ChatOpenAI', { messages: [[sys('You are the district\'s vector-control analyst. Tools: run_sql, get_treatments.'), user(goal)]] }, { generations: [[{ text: '', message: asst('I will pull this week\'s trap counts by zone.', [call(c1, 'run_sql', q)]) }]], llm_output: { token_usage: { prompt_tokens: 612, completion_tokens: 58 }, model_name: 'gpt-4o-2024-08-06' } }, { ls_provider: 'openai', ls_model_name: 'gpt-4o', ...run() }),
          ], { langgraph_step: 1, langgraph_node: 'agent', thread_id: k.uuid() }),
          chain('tools', { tool_calls: [c1] }, { messages: [toolMsg(c1, rows)] }, [tool('run_sql', q, rows, { ...run(), warehouse: 'dvc_pg_ro' })], { langgraph_step: 2, langgraph_node: 'tools' }),
          chain('agent', {}, { messages: [asst(plan, [call(c2, 'run_sql', q)])] }, [
            llm('ChatOpenAI', { messages: [[user(goal), asst('', [call(c1, 'run_sql', q)]), toolMsg(c1, rows)]] }, { generations: [[{ text: plan, message: asst(plan, [call(c2, 'run_sql', q)]) }]], llm_output: { token_usage: { prompt_tokens: 905, completion_tokens: 131 } } }, { ls_provider: 'openai', ...run() }),
          ], { langgraph_step: 3, langgraph_node: 'agent' }),
          chain('tools', { tool_calls: [c2] }, { messages: [toolMsg(c2, { ...rows, elapsed: k.ms(40, 300), query_id: k.uuid() })] }, [tool('run_sql', q, { ...rows, elapsed: k.ms(40, 300), query_id: k.uuid() }, run())], { langgraph_step: 4, langgraph_node: 'tools' }),
          chain('agent', {}, { messages: [asst(plan2)] }, [
            llm('ChatOpenAI', { messages: [['...', toolMsg(c2, rows)]] }, { generations: [[{ text: plan2, message: asst(plan2) }]], llm_output: { token_usage: { prompt_tokens: 1190, completion_tokens: 133 } } }, { ls_provider: 'openai', ...run() }),
          ], { langgraph_step: 5, langgraph_node: 'agent' }),
        ], { error: 'GraphRecursionError: Recursion limit of 5 reached without hitting a stop condition.' }),
      };
    },
  },
  {
    id: '03', domain: 'desalination plant membranes', style: 'CrewAI',
    build(k) {
      const goal = 'Schedule clean-in-place for the reverse-osmosis trains at the Carboneras desal plant based on normalised permeate flow and differential pressure.';
      const thought = 'Thought: Train RO-3 shows normalised permeate flow down 11 percent and differential pressure up 17 percent since the last CIP, which passes the usual 10 and 15 percent triggers, but RO-5 sits just under both limits. I need the feed temperature correction from the historian before I commit to a CIP order, otherwise the winter temperature drop could be masking fouling on RO-5.';
      const thought2 = 'Thought: Train RO-3 shows normalised permeate flow down 11 percent and differential pressure up 17 percent since the last CIP, which passes the usual 10 and 15 percent triggers, while RO-5 sits just under both limits. I need the feed temperature correction from the historian before I commit to a CIP order, otherwise the winter temperature drop could be masking the fouling on RO-5.';
      const hist = () => `TAG                    LAST        UNIT   QUALITY  TS\nRO3.NPF_PCT_DELTA      -11.2       %      GOOD     ${k.isoSec()}\nRO3.DP_PCT_DELTA       +17.4       %      GOOD     ${k.isoSec()}\nRO5.NPF_PCT_DELTA      -9.1        %      GOOD     ${k.isoSec()}\nRO5.DP_PCT_DELTA       +13.8       %      GOOD     ${k.isoSec()}\nFEED.TEMP_C            <no data>          BAD_NOT_CONNECTED\n(5 rows, historian pi-arc-0${k.int(1, 4)}, ${k.ms(20, 200)})`;
      const args = { tags: ['RO3.NPF_PCT_DELTA', 'RO3.DP_PCT_DELTA', 'RO5.NPF_PCT_DELTA', 'RO5.DP_PCT_DELTA', 'FEED.TEMP_C'] };
      const h1 = hist(); k.tick(5000); const h2 = hist().replace(/\(5 rows.*\)/, h1.match(/\(5 rows.*\)/)[0]);
      return {
        isolates: 'A CrewAI ReAct thought of 60+ words is emitted twice almost verbatim around a historian read that returns the same values.',
        goal,
        root: agent('Crew: membrane_maintenance', { inputs: { plant: 'Carboneras', trains: 6 } }, { raw: null, status: 'interrupted', reason: 'max_iter (2) reached for agent Process Engineer' }, [
          span('task', 'Task: plan CIP order', { description: goal, expected_output: 'CIP order for RO trains with dates', agent: 'Process Engineer' }, null, [
            agent('Process Engineer', { role: 'Process Engineer', goal: 'Keep RO trains within design flux', backstory: 'Ten years operating SWRO plants.' }, null, [
              llm('litellm.completion', { model: 'gpt-4o-mini', messages: [sys('You are Process Engineer. Use the format Thought/Action/Action Input.'), user(goal)] }, `${thought}\nAction: historian_read\nAction Input: ${JSON.stringify(args)}`, { crewai_iteration: 1, tokens: 341 }),
              tool('historian_read', JSON.stringify(args), h1, { cache_hit: false, run_attempts: 1 }),
              llm('litellm.completion', { model: 'gpt-4o-mini', messages: ['...', user(`Observation: ${h1}`)] }, `${thought2}\nAction: historian_read\nAction Input: ${JSON.stringify(args)}`, { crewai_iteration: 2, tokens: 349 }),
              tool('historian_read', JSON.stringify(args), h2, { cache_hit: true, run_attempts: 1 }),
            ], { crewai_agent_id: k.uuid() }),
          ], { task_id: k.uuid() }),
        ], { crew_id: k.uuid(), process: 'sequential', crewai_version: '0.86.0' }),
      };
    },
  },
  {
    id: '04', domain: 'heraldry registrations', style: 'OpenAI Agents SDK',
    build(k) {
      const goal = 'Check whether the proposed arms "Azure, a fess wavy argent between three herons or" conflict with anything already on the society\'s armorial register, and draft the registrar\'s note.';
      const msg = 'The register search returned two near matches: Hartley of Bransdale (azure, a fess wavy argent between three cranes or) and the Fenwater Drainage Board (azure, a fess wavy argent, three herons proper). Under the society\'s rules a difference of charge type between cranes and herons counts as one clear difference, and a tincture change from proper to or counts as another, so I need to decide whether each match is sufficiently differenced before drafting the note.';
      const msg2 = 'The register search returned two near matches: Hartley of Bransdale (azure, a fess wavy argent between three cranes or) and the Fenwater Drainage Board (azure, a fess wavy argent, three herons proper). Under the society\'s rules a difference of charge type between cranes and herons counts as one clear difference, and the tincture change from proper to or counts as another, so I need to decide whether each match is sufficiently differenced before I draft the note.';
      const res = () => ({ query: 'field:azure ordinary:fess-wavy charge:bird', hits: [{ reg: 'AR-1987-0412', holder: 'Hartley of Bransdale', blazon: 'Azure, a fess wavy argent between three cranes or' }, { reg: 'AR-2003-1177', holder: 'Fenwater Drainage Board', blazon: 'Azure, a fess wavy argent, three herons proper' }], took_ms: k.int(12, 80), shard: `armorial-${k.int(0, 3)}` });
      const r1 = res(), r2 = res();
      return {
        isolates: 'An Agents SDK run where the agent restates a long heraldic conflict analysis verbatim after an identical register search.',
        goal,
        root: agent('Agent workflow', { workflow_name: 'Registrar assistant', group_id: null }, null, [
          agent('Registrar', { name: 'Registrar', handoffs: [], tools: ['search_register', 'draft_note'], output_type: 'str' }, null, [
            llm('Response', { model: 'gpt-4.1', input: [{ role: 'user', content: goal }] }, { id: 'resp_' + k.hex(48), output: [{ type: 'function_call', name: 'search_register', arguments: JSON.stringify({ field: 'azure', ordinary: 'fess wavy', charge_group: 'bird' }), call_id: 'call_' + k.b62(24) }], usage: { input_tokens: 933, output_tokens: 41 } }, { response_id: 'resp_' + k.hex(48) }),
            tool('search_register', { field: 'azure', ordinary: 'fess wavy', charge_group: 'bird' }, JSON.stringify(r1), { span_type: 'function' }),
            llm('Response', { model: 'gpt-4.1', input: ['...', { type: 'function_call_output', output: JSON.stringify(r1) }] }, { output: [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: msg }] }, { type: 'function_call', name: 'search_register', arguments: JSON.stringify({ field: 'azure', ordinary: 'fess wavy', charge_group: 'bird' }), call_id: 'call_' + k.b62(24) }], usage: { input_tokens: 1320, output_tokens: 152 } }),
            tool('search_register', { field: 'azure', ordinary: 'fess wavy', charge_group: 'bird' }, JSON.stringify(r2), { span_type: 'function' }),
            llm('Response', { model: 'gpt-4.1', input: ['...', { type: 'function_call_output', output: JSON.stringify(r2) }] }, { output: [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: msg2 }] }], usage: { input_tokens: 1702, output_tokens: 150 } }),
          ], { span_type: 'agent' }, 'MaxTurnsExceeded: Max turns (3) exceeded'),
        ], { trace_id: 'trace_' + k.hex(32) }),
      };
    },
  },
  {
    id: '05', domain: 'Phoenix LiveView upload bug (coding)', style: 'OpenHands',
    build(k) {
      const goal = 'Fix the bug where large photo uploads on the /listings/new LiveView silently stop at 64 KB in our Elixir Phoenix app; add a test.';
      const th = 'The LiveView uses allow_upload with max_file_size 8_000_000, so the limit is not there. The 64 KB ceiling matches the default chunk_size, which suggests the client never requests the next chunk; I should look at the JavaScript hook in assets/js/uploaders.js and at whether the endpoint config sets a websocket max_frame_size that drops larger frames before the channel sees them.';
      const th2 = 'The LiveView uses allow_upload with max_file_size 8_000_000, so the limit is not there. The 64 KB ceiling matches the default chunk_size, which suggests that the client never requests the next chunk; I should look at the JavaScript hook in assets/js/uploaders.js and at whether the endpoint config sets a websocket max_frame_size that drops the larger frames before the channel sees them.';
      const grep = `lib/realty_web/live/listing_live/new.ex:14:    |> allow_upload(:photos, accept: ~w(.jpg .jpeg .png), max_entries: 12, max_file_size: 8_000_000)\nlib/realty_web/live/listing_live/new.ex:41:  def handle_event("save", _params, socket) do`;
      const obs = (c) => ({ observation: 'run', content: c, extras: { command: 'grep -rn "allow_upload\\|handle_event(\\"save" lib/', metadata: { exit_code: 0, pid: k.pid(), working_dir: '/workspace/realty', py_interpreter_path: '/openhands/poetry/openhands-ai-5O4_aCHf-py3.12/bin/python', prefix: '', suffix: `\n[The command completed with exit code 0.]` }, hidden: false } });
      return {
        isolates: 'An OpenHands CodeAct agent repeats a long hypothesis about the upload chunk size after a second identical grep, without opening the file it named.',
        goal,
        root: agent('CodeActAgent', { task: goal, max_iterations: 30 }, { agent_state: 'stopped', reason: 'user interrupted session' }, [
          span('event', 'MessageAction', { source: 'user', content: goal }, null, [], { metadata: { id: 0, timestamp: k.iso() } }),
          llm('litellm.completion', { model: 'anthropic/claude-3-5-sonnet-20241022', messages: [sys('You are OpenHands agent...'), user(goal)] }, { content: 'Let me find where uploads are configured.', tool_calls: [call('toolu_' + k.b62(20), 'execute_bash', { command: 'grep -rn "allow_upload\\|handle_event(\\"save" lib/' })] }, { response_latency: k.secs(2, 6), cost: 0.0112 }),
          tool('CmdRunAction', { command: 'grep -rn "allow_upload\\|handle_event(\\"save" lib/', thought: '' }, obs(grep), { id: 2, timestamp: k.iso() }),
          llm('litellm.completion', { model: 'anthropic/claude-3-5-sonnet-20241022', messages: ['...'] }, { content: th, tool_calls: [call('toolu_' + k.b62(20), 'execute_bash', { command: 'grep -rn "allow_upload\\|handle_event(\\"save" lib/' })] }, { response_latency: k.secs(2, 6), cost: 0.0148 }),
          tool('CmdRunAction', { command: 'grep -rn "allow_upload\\|handle_event(\\"save" lib/', thought: th }, obs(grep), { id: 4, timestamp: k.iso() }),
          llm('litellm.completion', { model: 'anthropic/claude-3-5-sonnet-20241022', messages: ['...'] }, { content: th2, tool_calls: [] }, { response_latency: k.secs(2, 6), cost: 0.0161 }),
          span('event', 'AgentStateChangedObservation', {}, { agent_state: 'stopped' }, [], { metadata: { timestamp: k.iso() } }),
        ], { session_id: k.uuid(), runtime: `runtime-${k.hex(12)}`, sandbox_image: 'ghcr.io/all-hands-ai/runtime:0.17-nikolaik' }),
      };
    },
  },
  {
    id: '06', domain: 'hot-dip galvanizing plant', style: 'Gemini API function calling',
    build(k) {
      const goal = 'Confirm that kettle 2 at the Brierley galvanizing works can coat the bridge-bearing order GW-5531 to ISO 1461 thickness, using the latest bath analysis, and prepare the QC release entries.';
      const txt = 'The bath analysis shows aluminium at 0.0031 percent and lead at 0.42 percent in kettle 2, but the bearings are silicon-killed steel at 0.19 percent Si, which sits in the Sandelin range where coatings grow thick and brittle. The analysis has no nickel figure, and without nickel near 0.05 percent I cannot say the coating will meet ISO 1461 without exceeding the 200 micron adhesion limit, so either the lab must add the nickel result or the order must go to kettle 1.';
      const txt2 = 'The bath analysis shows aluminium at 0.0031 percent and lead at 0.42 percent in kettle 2, but the bearings are silicon-killed steel at 0.19 percent Si, which falls in the Sandelin range where coatings grow thick and brittle. The analysis has no nickel figure, and without nickel near 0.05 percent I cannot say the coating will meet ISO 1461 without exceeding the 200 micron adhesion limit, so either the lab must add the nickel result or the order should go to kettle 1.';
      const logResp = () => ({ kettle: 'K2', sample: 'dip-ladle', elements_wt_pct: { Zn: 'bal', Al: 0.0031, Pb: 0.42, Fe: 0.028, Bi: 0.0 }, spectrometer: 'OES Foundry-Master', analysed_at: k.isoOff(1), lims_ref: `LIMS-${k.int(10000, 99999)}`, bath_temp_c: 449 });
      const fc = { name: 'get_bath_analysis', args: { kettle: 'K2', latest: true } };
      const a = logResp(); k.tick(9000); const b = logResp();
      const cand = (parts) => ({ candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: k.int(800, 1600), candidatesTokenCount: k.int(40, 160) }, modelVersion: 'gemini-1.5-pro-002' });
      return {
        isolates: 'A Gemini function-calling session in which the model restates its long bath-chemistry paragraph after re-fetching the identical analysis.',
        goal,
        root: agent('galv-qc-session', { goal }, { finishReason: 'STOP', note: 'session closed by client after 3 turns' }, [
          llm('models/gemini-1.5-pro:generateContent', { contents: [{ role: 'user', parts: [{ text: goal }] }], tools: [{ functionDeclarations: [{ name: 'get_bath_analysis' }, { name: 'write_qc_release' }] }] }, cand([{ functionCall: fc }]), { 'x-goog-request-id': k.hex(16) }),
          tool('get_bath_analysis', fc.args, { functionResponse: { name: 'get_bath_analysis', response: a } }),
          llm('models/gemini-1.5-pro:generateContent', { contents: ['...', { role: 'function', parts: [{ functionResponse: { name: 'get_bath_analysis', response: a } }] }] }, cand([{ text: txt }, { functionCall: fc }])),
          tool('get_bath_analysis', fc.args, { functionResponse: { name: 'get_bath_analysis', response: b } }),
          llm('models/gemini-1.5-pro:generateContent', { contents: ['...', { role: 'function', parts: [{ functionResponse: { name: 'get_bath_analysis', response: b } }] }] }, cand([{ text: txt2 }])),
        ], { client: 'google-genai 0.3.0' }),
      };
    },
  },
];
