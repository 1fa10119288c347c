// Family: echoed_long_step — one long reasoning step restated near-verbatim, nothing new in between.
import { S, agent, llm, tool, chain, oaiCall, oaiChoice, toolUse, anthMsg, fmt, timed, httpText } from './lib.mjs';

export const FAMILY = { name: 'echoed_long_step', file: 'f1', loop: true, stagnation: true };

export const scenarios = [
  // 01 ---------------------------------------------------------------- velvet mill, LangGraph / LangSmith
  {
    id: '01', domain: 'velvet mills', style: 'LangSmith / LangGraph (run tree with node chains)',
    build(r) {
      const c = r.clock();
      const model = 'gpt-4o-2024-08-06';
      const thread = r.uuid();
      const H = [
        { role: 'system', content: 'You are the process engineering assistant for Halwell Velvet Mill. Inspect QC and loom data with the tools, then recommend exactly one loom setting change with a number.' },
        { role: 'user', content: 'Lot VM-2291 (crimson silk velvet, spec pile 2.0 mm +/- 0.1) is showing pile-height variation on the inspection table. Find the cause and recommend a loom setting change.' },
      ];
      const node = (step, name, kids, out) => chain(name, { messages: H.slice(-1) }, out, kids, { metadata: { langgraph_step: step, langgraph_node: name, langgraph_triggers: [step === 1 ? 'start:agent' : name === 'tools' ? 'branch:agent:should_continue:tools' : 'tools'], thread_id: thread, ls_run_type: 'chain' } });
      const callLLM = (text, calls) => {
        const out = oaiChoice(r, model, text, calls);
        const span = llm('ChatOpenAI', { messages: [H.slice()] }, { generations: [[{ text: text || '', message: { type: 'ai', content: text || '', tool_calls: calls.map((x) => ({ name: x.function.name, args: JSON.parse(x.function.arguments), id: x.id })) } }]], llm_output: { token_usage: out.usage, model_name: model, system_fingerprint: `fp_${r.hex(10)}` } }, [], { metadata: { ls_provider: 'openai', ls_model_name: model, ls_temperature: 0.2 } });
        H.push({ role: 'assistant', content: text, tool_calls: calls });
        return span;
      };
      const res = (call, content) => { H.push({ role: 'tool', tool_call_id: call.id, content: typeof content === 'string' ? content : JSON.stringify(content) }); return content; };

      const k1 = oaiCall(r, 'get_qc_measurements', { lot: 'VM-2291' });
      const s1 = callLLM('', [k1]);
      const qc = { lot: 'VM-2291', loom: 'L-14', inspected_by: 'insp-table-2', generated: fmt.iso(c.adv()), readings_mm: { selvedge_left: [2.08, 2.11, 2.10], panel_2: [1.92, 1.88, 1.90], centre: [1.71, 1.74, 1.69], panel_4: [1.89, 1.91, 1.93], selvedge_right: [2.09, 2.12, 2.07] }, shift_split: { day: { mean: 1.98 }, night: { mean: 1.81 } }, report_id: `qc_${r.hex(12)}` };
      const t1 = tool('get_qc_measurements', { lot: 'VM-2291' }, res(k1, qc));
      const k2 = oaiCall(r, 'get_loom_settings', { loom_id: 'L-14' });
      const s2 = callLLM('The centre panels are ~0.3 mm low and the night shift mean is lower than the day shift. Checking the loom configuration for L-14.', [k2]);
      const settings = { loom_id: 'L-14', model: 'Van de Wiele VTX-2', cutting_wire_gauge_mm: 2.0, pile_warp_tension_cN: 38, ground_warp_tension_cN: 61, let_off: 'electronic, motor LM-14B', last_change: { by: 'j.okafor', at: fmt.isoOff(c.adv(), 60), field: 'picks_per_cm', from: 38, to: 40 }, etag: r.etag(true) };
      const t2 = tool('get_loom_settings', { loom_id: 'L-14' }, res(k2, settings));
      const long1 = 'The pile height readings on lot VM-2291 drift from 2.1 mm at the selvedges down to 1.7 mm across the centre panels, and the cutting wire gauge on loom L-14 is the standard 2.0 mm, so the wire is not the cause; the pattern points to uneven pile warp tension, most likely the let-off motor LM-14B slipping on the night shift. Before recommending a change I need the pile warp tension log for L-14 to compare against the ground warp tension.';
      const k3 = oaiCall(r, 'get_tension_log', { loom_id: 'L-14', beam: 'pile', hours: 48 });
      const s3 = callLLM(long1, [k3]);
      const offl = () => ({ loom_id: 'L-14', beam: 'pile', samples: [], sensor: 'TS-14B', sensor_status: 'OFFLINE', offline_since: fmt.isoSec(c.t - 5 * 86400000), collector: r.pick(['mes-col-01', 'mes-col-02']), request_id: r.uuid(), took_ms: r.int(30, 140) });
      const t3 = tool('get_tension_log', k3.function.arguments, res(k3, offl()));
      const long2 = 'The pile height readings on lot VM-2291 drift from 2.1 mm at the selvedges down to 1.7 mm across the centre panels, and the cutting wire gauge on loom L-14 is the standard 2.0 mm, so the wire is not the cause; the pattern points to uneven pile warp tension, most likely the let-off motor LM-14B slipping during the night shift. Before recommending a change I need the pile warp tension log for L-14 to compare it against the ground warp tension.';
      const k4 = oaiCall(r, 'get_tension_log', { loom_id: 'L-14', beam: 'pile', hours: 48 });
      const s4 = callLLM(long2, [k4]);
      const t4 = tool('get_tension_log', k4.function.arguments, res(k4, offl()));
      const root = agent('LangGraph', { messages: H.slice(0, 2) }, null, [
        node(1, 'agent', [s1], null), node(2, 'tools', [t1], null), node(3, 'agent', [s2], null), node(4, 'tools', [t2], null),
        node(5, 'agent', [s3], null), node(6, 'tools', [t3], null), node(7, 'agent', [s4], null), node(8, 'tools', [t4], null),
      ], { error: 'GraphRecursionError: Recursion limit of 8 reached without hitting a stop condition. You can increase the limit by setting the `recursion_limit` config key.', metadata: { ls_run_type: 'chain', thread_id: thread, revision_id: `v0.4.2-${r.hex(7)}` } });
      return {
        isolates: 'A long diagnostic reasoning step about pile warp tension is restated almost word for word after the same offline-sensor answer, and the graph hits its recursion limit.',
        goal: 'Find why velvet lot VM-2291 has pile-height variation and recommend one loom setting change.',
        root: timed(root, r, c, 'iso'),
      };
    },
  },

  // 02 ---------------------------------------------------------------- kite festival, Anthropic Messages API logs
  {
    id: '02', domain: 'kite festivals', style: 'Anthropic Messages API request/response log',
    build(r) {
      const c = r.clock();
      const model = 'claude-sonnet-4-20250514';
      const system = 'You are the flight-line coordinator assistant for the Sandwell Bay Kite Festival. Produce safe flying-slot schedules. Tools query the festival database and aviation notices.';
      const msgs = [{ role: 'user', content: 'Draft the Saturday flying-slot schedule for the main arena. Respect any airspace ceiling and keep the big show kites away from the heliport corridor.' }];
      const kids = [];
      const turn = (content) => {
        const out = anthMsg(r, model, content);
        kids.push(llm('messages.create', { model, max_tokens: 4096, system, messages: msgs.slice(), tools: [{ name: 'get_notams' }, { name: 'list_registered_flyers' }, { name: 'get_heliport_movements' }] }, out, [], { metadata: { 'anthropic-request-id': `req_011C${r.b62(20)}`, http_status: 200, latency_ms: r.int(1800, 9000) } }));
        msgs.push({ role: 'assistant', content });
      };
      const result = (tu, content, isErr) => { msgs.push({ role: 'user', content: [{ type: 'tool_result', tool_use_id: tu.id, content: typeof content === 'string' ? content : JSON.stringify(content), ...(isErr ? { is_error: true } : {}) }] }); };

      const a = toolUse(r, 'get_notams', { location: 'EGSB-area', date: 'Saturday' });
      turn([{ type: 'text', text: 'I will start with the airspace notices for the bay.' }, a]);
      const notam = `A1187/25 NOTAMN\nQ) EGTT/QWTLW/IV/BO/W/000/002/\nA) EGTT B) ${fmt.compact(c.adv())} C) ${fmt.compact(c.t + 3 * 86400000)}\nE) KITE FLYING DISPLAY WI 2NM RADIUS OF SANDWELL BAY HELIPAD. MAX HGT 200FT AGL. CONTACT FESTIVAL CTL 07700 900412.`;
      kids.push(tool('get_notams', a.input, notam)); result(a, notam);
      const b = toolUse(r, 'list_registered_flyers', { arena: 'main', day: 'sat' });
      turn([b]);
      const flyers = { arena: 'main', count: 6, flyers: [
        { team: 'Brighton Sky Giants', kite: '28 m inflatable octopus', line_m: 60 }, { team: 'Flying Fish Collective', kite: 'mega fish x3', line_m: 45 },
        { team: 'Northern Power Kites', kite: 'quad-line team (4)', line_m: 30 }, { team: 'Ray Sisters', kite: '40 m manta ray', line_m: 75 },
        { team: 'Kitefly Cymru', kite: 'rokkaku fighters', line_m: 50 }, { team: 'Junior Club', kite: 'deltas', line_m: 25 }], cursor: null };
      kids.push(tool('list_registered_flyers', b.input, flyers)); result(b, flyers);
      const long1 = 'The NOTAM caps the display at 200 ft above ground level, which is about 61 m, so the Ray Sisters manta on a 75 m line and the Sky Giants octopus on 60 m are the only entries that could breach the ceiling once the wind lifts them; the quad-line team and the juniors are well below it. The heliport corridor runs along the north edge, so the two big inflatables belong on the south pitch in separate slots. Before I fix slot times I need the heliport movement times for Saturday so the big kites are down during arrivals.';
      const h1 = toolUse(r, 'get_heliport_movements', { helipad: 'SANDWELL-BAY', date: 'sat' });
      turn([{ type: 'text', text: long1 }, h1]);
      const mv = () => ({ helipad: 'SANDWELL-BAY', date: 'sat', movements: [], note: 'No flight plans filed yet. Operators file up to 2h before departure.', served_by: r.pick(['ops-api-2a', 'ops-api-2c']), generated: fmt.http(c.adv()) });
      const m1 = mv(); kids.push(tool('get_heliport_movements', h1.input, m1)); result(h1, m1);
      const long2 = 'The NOTAM caps the display at 200 ft above ground level, which is about 61 m, so the Ray Sisters manta on a 75 m line and the Sky Giants octopus on 60 m are the only entries that could breach the ceiling once the wind lifts them; the quad-line team and the juniors are well below it. The heliport corridor runs along the north edge, so the two big inflatables belong on the south pitch in separate slots. Before I fix the slot times I need the heliport movement times for Saturday so the big kites are down during arrivals.';
      const h2 = toolUse(r, 'get_heliport_movements', { helipad: 'SANDWELL-BAY', date: 'sat' });
      turn([{ type: 'text', text: long2 }, h2]);
      const m2 = mv(); kids.push(tool('get_heliport_movements', h2.input, m2)); result(h2, m2);
      const root = agent('kite-festival-coordinator', { user: msgs[0].content }, null, kids, { error: 'session terminated: client disconnected after 6 requests (idle timeout 120s)', metadata: { log_source: 'anthropic-proxy', workspace: 'wrkspc_festival-ops', anthropic_version: '2023-06-01' } });
      return { isolates: 'A long scheduling analysis is reproduced near-verbatim after the heliport tool again reports no filed movements, and the session is then dropped.', goal: 'Draft the Saturday kite flying-slot schedule respecting the NOTAM ceiling and the heliport corridor.', root };
    },
  },

  // 03 ---------------------------------------------------------------- cassette duplication, Claude Agent SDK transcript
  {
    id: '03', domain: 'cassette duplication plant', style: 'Claude Agent SDK transcript (system/assistant/user/result messages)',
    build(r) {
      const c = r.clock();
      const sess = r.uuid();
      const kids = [];
      kids.push(S('system', 'system:init', { cwd: '/srv/dup-line', session_id: sess }, { subtype: 'init', tools: ['Bash', 'Read', 'Edit', 'Grep', 'Glob'], model: 'claude-sonnet-4-5', permissionMode: 'acceptEdits', apiKeySource: 'none', mcp_servers: [] }));
      const asst = (content) => llm('assistant', { session_id: sess, parent_tool_use_id: null }, { type: 'assistant', message: { id: `msg_01${r.b62(22)}`, role: 'assistant', model: 'claude-sonnet-4-5', content, stop_reason: 'tool_use', usage: { input_tokens: r.int(3, 30), cache_read_input_tokens: r.int(8000, 30000), output_tokens: r.int(60, 600) } }, session_id: sess });
      const useTool = (name, input, out, err) => { const tu = toolUse(r, name, input); return [tu, tool(name, input, { type: 'user', message: { role: 'user', content: [{ tool_use_id: tu.id, type: 'tool_result', content: out, ...(err ? { is_error: true } : {}) }] } }, err ? { error: err } : undefined)]; };

      let [u, t] = useTool('Read', { file_path: '/srv/dup-line/jobs/harbour-lights-c60.job' }, `     1\t[job]\n     2\tcatalogue = HLR-0093\n     3\ttitle = "Harbour Lights"\n     4\tformat = C60\n     5\tmaster = /masters/HLR-0093_sideA.wav,/masters/HLR-0093_sideB.wav\n     6\tspeed_ratio = 16\n     7\tbank = 3\n     8\t[eq]\n     9\tnorm = IEC1\n    10\tbias_trim_b = +0.0\n    11\t[qc]\n    12\ttone_check = 1kHz@-10dB,10kHz@-20dB`);
      kids.push(asst([{ type: 'text', text: "I'll look at the job file first." }, u]), t);
      [u, t] = useTool('Bash', { command: 'dupctl status --bank 3', description: 'Show duplicator bank 3 status' }, `BANK 3  slaves=10  state=IDLE  loop-bin=OK  temp=31.4C\nslave  head-hrs  azimuth  last-qc\n 3-01   1412     OK       PASS\n 3-02   1409     OK       PASS\n 3-03   1398     OK       PASS\n 3-04   2210     WARN     FAIL side=B 1k dropout 4.1s @ 12:40\n 3-05   1401     OK       PASS\n 3-06..3-10      OK       PASS\nfw 4.2.7  uptime ${r.int(3, 40)}d ${r.int(0, 23)}h  ${fmt.syslog(c.adv())}`);
      kids.push(asst([u]), t);
      const long1 = 'Only slave 3-04 fails, and only on side B, with a 4.1 second 1 kHz dropout at 12:40; its head hours are 2210 against roughly 1400 for the other nine slaves and its azimuth shows WARN, so this looks like a worn or misaligned record head on one slave rather than a problem in the master or the job file, which would hit all ten. The clean fix is to take 3-04 out of the bank in the job file and rerun QC, but first I want the bias check for bank 3 to confirm the side B bias is normal on the remaining slaves.';
      [u, t] = useTool('Bash', { command: 'dupctl bias-check --bank 3 --side B', description: 'Run bias check on bank 3 side B' }, `bias-check bank=3 side=B\nERROR: bias oscillator calibration requires loop-bin threaded with blank pancake (sensor LB-3 reports EMPTY)\nrun id ${r.hex(8)}  ${r.secs(0.2, 0.9)}`);
      kids.push(asst([{ type: 'text', text: long1 }, u]), t);
      const long2 = 'Only slave 3-04 fails, and only on side B, with a 4.1 second 1 kHz dropout at 12:40; its head hours are 2210 against roughly 1400 for the other nine slaves and its azimuth shows WARN, so this looks like a worn or misaligned record head on that one slave rather than a problem in the master or the job file, which would hit all ten. The clean fix is to take 3-04 out of the bank in the job file and rerun QC, but first I want the bias check for bank 3 to confirm side B bias is normal on the remaining slaves.';
      [u, t] = useTool('Bash', { command: 'dupctl bias-check --bank 3 --side B', description: 'Run bias check on bank 3 side B' }, `bias-check bank=3 side=B\nERROR: bias oscillator calibration requires loop-bin threaded with blank pancake (sensor LB-3 reports EMPTY)\nrun id ${r.hex(8)}  ${r.secs(0.2, 0.9)}`);
      kids.push(asst([{ type: 'text', text: long2 }, u]), t);
      kids.push(S('result', 'result', { session_id: sess }, { type: 'result', subtype: 'error_max_turns', is_error: true, num_turns: 4, duration_ms: r.int(40000, 90000), duration_api_ms: r.int(20000, 40000), total_cost_usd: r.float(0.05, 0.3, 4), session_id: sess }));
      const root = agent('claude_agent_sdk.query', { prompt: "Side B of the Harbour Lights C60 run has a 1 kHz dropout on some copies. Find out why and fix the duplicator job so the next run is clean.", options: { max_turns: 4, cwd: '/srv/dup-line' } }, null, kids, { error: 'Reached maximum number of turns (4)' });
      return { isolates: 'A long head-wear diagnosis is written twice almost identically around two identical bias-check failures, and the SDK stops at max turns.', goal: 'Find why side B of the Harbour Lights C60 cassette run has a 1 kHz dropout and fix the duplicator job file.', root };
    },
  },

  // 04 ---------------------------------------------------------------- sundial makers, OpenAI Agents SDK
  {
    id: '04', domain: 'sundial makers', style: 'OpenAI Agents SDK trace (agent / response / function spans)',
    build(r) {
      const c = r.clock();
      const traceId = `trace_${r.hex(32)}`;
      const kids = [];
      const resp = (outputItems) => llm('response', { model: 'gpt-4.1', instructions: 'You design engraved hour lines for Gnomon & Co. horizontal sundials. Always give angles to 0.1 degree.', input: '[conversation items]' }, { id: `resp_${r.hex(48)}`, status: 'completed', output: outputItems, usage: { input_tokens: r.int(900, 4000), output_tokens: r.int(50, 500) } }, [], { metadata: { span_type: 'response', span_id: `span_${r.hex(24)}`, trace_id: traceId } });
      const fcall = (name, args) => ({ type: 'function_call', call_id: r.callId(), name, arguments: JSON.stringify(args) });
      const fn = (name, args, out, err) => tool(name, JSON.stringify(args), out, { metadata: { span_type: 'function', span_id: `span_${r.hex(24)}`, trace_id: traceId, mcp_data: null }, ...(err ? { error: err } : {}) });
      const msg = (t) => ({ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: t, annotations: [] }] });

      kids.push(resp([fcall('get_order', { order_id: 'GN-5521' })]));
      kids.push(fn('get_order', { order_id: 'GN-5521' }, JSON.stringify({ order_id: 'GN-5521', customer: 'W. Adeyemi', site: 'Calderstones Park, Liverpool', lat: 53.381, lon: -2.905, plate: 'slate 450 mm round', gnomon: 'bronze, style height to match latitude', motto: 'Horas non numero nisi serenas', notes: 'Wants hour lines 5am-7pm and a longitude correction note.' })));
      kids.push(resp([fcall('compute_hour_angles', { lat: 53.381, hours: [5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19] })]));
      kids.push(fn('compute_hour_angles', { lat: 53.381 }, JSON.stringify({ formula: 'atan(sin(lat)*tan(15*(h-12)))', sin_lat: 0.80258, angles_deg: { '12': 0.0, '11': 12.1, '13': 12.1, '10': 24.9, '14': 24.9, '9': 38.7, '15': 38.7, '8': 54.2, '16': 54.2, '7': 71.3, '17': 71.3, '6': 90.0, '18': 90.0, '5': 108.7, '19': 108.7 }, computed_in: r.ms(1, 9) })));
      const long1 = 'The hour-line angles for latitude 53.381 N are symmetric about noon: 12.1 degrees for 11 and 13, 24.9 for 10 and 14, 38.7 for 9 and 15, 54.2 for 8 and 16, 71.3 for 7 and 17, 90 for 6 and 18, and 108.7 for 5 and 19, so the early and late lines run below the six o\'clock line on the slate. The gnomon style angle must equal the latitude, 53.4 degrees. For the longitude correction note I still need the correction table for 2.905 W, which is about 11.6 minutes behind Greenwich, from the almanac service.';
      kids.push(resp([msg(long1), fcall('lookup_longitude_correction', { lon: -2.905, format: 'minutes' })]));
      kids.push(fn('lookup_longitude_correction', { lon: -2.905, format: 'minutes' }, `{"error":"upstream almanac.gnomon.internal timed out after 10000ms","retryable":true,"trace":"${r.hex(16)}"}`, 'ToolCallError: upstream timeout'));
      const long2 = 'The hour-line angles for latitude 53.381 N are symmetric about noon: 12.1 degrees for 11 and 13, 24.9 for 10 and 14, 38.7 for 9 and 15, 54.2 for 8 and 16, 71.3 for 7 and 17, 90 for 6 and 18, and 108.7 for 5 and 19, so the early and late lines run below the six o\'clock line on the slate. The gnomon style angle has to equal the latitude, 53.4 degrees. For the longitude correction note I still need the correction table for 2.905 W, which is about 11.6 minutes behind Greenwich, from the almanac service.';
      kids.push(resp([msg(long2), fcall('lookup_longitude_correction', { lon: -2.905, format: 'minutes' })]));
      kids.push(fn('lookup_longitude_correction', { lon: -2.905, format: 'minutes' }, `{"error":"upstream almanac.gnomon.internal timed out after 10000ms","retryable":true,"trace":"${r.hex(16)}"}`, 'ToolCallError: upstream timeout'));
      const root = agent('Hour Line Designer', { input: 'Prepare the engraving sheet for order GN-5521.' }, null, kids, { error: 'MaxTurnsExceeded: Max turns (4) exceeded', metadata: { span_type: 'agent', trace_id: traceId, workflow_name: 'sundial-engraving', tools: ['get_order', 'compute_hour_angles', 'lookup_longitude_correction'], handoffs: [], output_type: 'str' } });
      return { isolates: 'A long hour-angle summary is restated nearly word for word after an identical almanac timeout, and the agent runs out of turns.', goal: 'Prepare the hour-line engraving sheet for horizontal sundial order GN-5521, including a longitude correction note.', root: timed(root, r, c, 'iso') };
    },
  },

  // 05 ---------------------------------------------------------------- harness racing, AutoGen
  {
    id: '05', domain: 'harness racing results', style: 'AutoGen (AssistantAgent + UserProxyAgent chat, function execution)',
    build(r) {
      const c = r.clock();
      const kids = [];
      const model = 'gpt-4o-mini';
      const chat = [{ role: 'user', name: 'steward_proxy', content: 'Reconcile the official finishing order of Race 7 (Wolverhampton trotters, tonight) with the photo-finish judge notes and publish the result to the tote feed.' }];
      const say = (content, calls) => { const o = oaiChoice(r, model, content, calls); chat.push({ role: 'assistant', name: 'results_assistant', content, tool_calls: calls }); return llm('results_assistant', { messages: chat.slice(0, -1).map((m) => ({ ...m })) , model }, o, [], { metadata: { 'autogen.agent': 'results_assistant', cost: r.float(0.0004, 0.004, 5) } }); };
      const exec = (call, out) => { chat.push({ role: 'tool', tool_call_id: call.id, content: out }); return S('tool', 'steward_proxy.execute_function', { name: call.function.name, arguments: call.function.arguments }, out, [], { metadata: { 'autogen.agent': 'steward_proxy', tool_call_id: call.id } }); };
      const a = oaiCall(r, 'get_judges_order', { meeting: 'WOL', race: 7 });
      kids.push(say(null, [a]));
      kids.push(exec(a, JSON.stringify({ meeting: 'WOL', race: 7, provisional: [4, 9, 2, 7, 1, 6, 3, 8, 5], photo: [[4, 9]], objection: null, stamped: fmt.log4j(c.adv()) })));
      const b = oaiCall(r, 'get_photo_finish_notes', { meeting: 'WOL', race: 7 });
      kids.push(say(null, [b]));
      kids.push(exec(b, `PHOTO FINISH R7 WOL\nframe 1832: #9 Maple Sprite nose ahead of #4 Blue Ridge Star at the line\njudge: A. Whitcombe   camera: PF-2   ${fmt.slash(c.adv())}\nNOTE: provisional order keyed from frame 1829 (pre-line)`));
      const long1 = 'The judges provisional order has 4 Blue Ridge Star first and 9 Maple Sprite second, but the photo-finish note says frame 1832 shows 9 nose ahead of 4 at the line and that the provisional order was keyed from frame 1829, before the line, so the corrected official order should be 9, 4, 2, 7, 1, 6, 3, 8, 5. Publishing a changed first place needs the stewards amendment code, so I must request the amendment from the steward desk before I call publish_result on the tote feed.';
      const k1 = oaiCall(r, 'request_amendment', { meeting: 'WOL', race: 7, positions: [9, 4] });
      kids.push(say(long1, [k1]));
      kids.push(exec(k1, JSON.stringify({ status: 'queued', desk: 'stewards-wol', ticket: null, message: 'Steward desk offline. Requests are queued and not acknowledged.', queued_at: fmt.epoch(c.adv()) })));
      const long2 = 'The judges provisional order has 4 Blue Ridge Star first and 9 Maple Sprite second, but the photo-finish note says frame 1832 shows 9 nose ahead of 4 at the line and that the provisional order was keyed from frame 1829, before the line, so the corrected official order should be 9, 4, 2, 7, 1, 6, 3, 8, 5. Publishing a changed first place needs the stewards amendment code, so I need to request the amendment from the steward desk before calling publish_result on the tote feed.';
      const k2 = oaiCall(r, 'request_amendment', { meeting: 'WOL', race: 7, positions: [9, 4] });
      kids.push(say(long2, [k2]));
      kids.push(exec(k2, JSON.stringify({ status: 'queued', desk: 'stewards-wol', ticket: null, message: 'Steward desk offline. Requests are queued and not acknowledged.', queued_at: fmt.epoch(c.adv()) })));
      const root = agent('autogen.initiate_chat', { sender: 'steward_proxy', recipient: 'results_assistant', message: chat[0].content, max_turns: 4 }, { summary: '', chat_history_len: chat.length, cost: { usage_including_cached_inference: { total_cost: r.float(0.002, 0.02, 5) } } }, kids, { error: 'max_turns (4) reached; conversation ended without TERMINATE', metadata: { autogen_version: '0.2.35' } });
      return { isolates: 'The assistant repeats its long reconciliation of the photo-finish order almost verbatim after the amendment request is queued again, and the chat ends at max turns.', goal: 'Reconcile Race 7 finishing order with photo-finish notes and publish the official result.', root: timed(root, r, c, 'epoch') };
    },
  },

  // 06 ---------------------------------------------------------------- container homes build-progress emails, OTel GenAI
  {
    id: '06', domain: 'shipping-container home builders', style: 'OpenTelemetry GenAI semantic conventions (invoke_agent / chat / execute_tool)',
    build(r) {
      const c = r.clock();
      const kids = [];
      const conv = r.uuid();
      const chatSpan = (parts, finish) => llm('chat claude-3-7-sonnet', { 'gen_ai.input.messages': '[...truncated by exporter: 14.2 KiB]' }, { 'gen_ai.output.messages': [{ role: 'assistant', parts, finish_reason: finish }] }, [], { metadata: { 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': 'aws.bedrock', 'gen_ai.request.model': 'anthropic.claude-3-7-sonnet-20250219-v1:0', 'gen_ai.usage.input_tokens': r.int(1500, 9000), 'gen_ai.usage.output_tokens': r.int(40, 500), 'gen_ai.conversation.id': conv } });
      const ex = (name, args, result, err) => tool(`execute_tool ${name}`, args, result, { metadata: { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': name, 'gen_ai.tool.call.id': r.toolu(), 'gen_ai.tool.type': 'function' }, ...(err ? { error: err } : {}) });
      const call = (name, args) => ({ type: 'tool_call', id: r.toolu(), name, arguments: args });
      kids.push(chatSpan([{ type: 'text', content: 'Checking the cron definitions on the notifier host.' }, call('run_shell', { cmd: 'crontab -l -u notifier' })], 'tool_call'));
      kids.push(ex('run_shell', { cmd: 'crontab -l -u notifier' }, `# m h dom mon dow command\n0 18 * * 1-5 /opt/boxhome/bin/send-progress --all-active\n0 18 * * 1-5 /opt/boxhome/bin/send-progress --all-active --tz Europe/London\n*/15 * * * * /opt/boxhome/bin/sync-photos`));
      kids.push(chatSpan([call('run_shell', { cmd: 'grep -c "progress mail sent" /var/log/boxhome/notifier.log' })], 'tool_call'));
      kids.push(ex('run_shell', { cmd: 'grep -c "progress mail sent" /var/log/boxhome/notifier.log' }, `${r.int(380, 420)}\n`));
      const long1 = 'The crontab for the notifier user has two entries at 18:00 Monday to Friday that both run send-progress --all-active, one with the Europe/London timezone flag and one without, and the host clock is UTC, so in winter both fire at the same minute and every client building a container home gets the progress email twice. Removing the line without the timezone flag fixes it, but before editing I want to confirm nothing else such as the systemd timer also calls send-progress.';
      kids.push(chatSpan([{ type: 'text', content: long1 }, call('run_shell', { cmd: 'systemctl list-timers --all | grep -i progress' })], 'tool_call'));
      const timers = () => `NEXT LEFT LAST PASSED UNIT ACTIVATES\n\n0 timers listed.\nPass --all to see loaded but inactive timers, too.\n(exit 1, ${r.ms(8, 60)})`;
      kids.push(ex('run_shell', { cmd: 'systemctl list-timers --all | grep -i progress' }, timers(), 'exit status 1'));
      const long2 = 'The crontab for the notifier user has two entries at 18:00 Monday to Friday that both run send-progress --all-active, one with the Europe/London timezone flag and one without it, and the host clock is UTC, so in winter both fire at the same minute and every client building a container home receives the progress email twice. Removing the line without the timezone flag fixes it, but before editing I want to confirm that nothing else such as a systemd timer also calls send-progress.';
      kids.push(chatSpan([{ type: 'text', content: long2 }, call('run_shell', { cmd: 'systemctl list-timers --all | grep -i progress' })], 'tool_call'));
      kids.push(ex('run_shell', { cmd: 'systemctl list-timers --all | grep -i progress' }, timers(), 'exit status 1'));
      const root = agent('invoke_agent ops-assistant', { 'gen_ai.input.messages': [{ role: 'user', parts: [{ type: 'text', content: 'Clients of BoxHome Builds say they get the daily build-progress email twice. Find the cause on notifier-01 and fix it.' }] }] }, null, kids, { error: 'deadline exceeded: agent run budget 120s', metadata: { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'ops-assistant', 'gen_ai.agent.id': `asst_${r.b62(20)}`, 'service.name': 'boxhome-ops-agent', 'host.name': 'notifier-01' } });
      return { isolates: 'A long explanation of the duplicated cron entries is restated near-verbatim after the same empty timer listing, and the run hits its deadline without editing.', goal: 'Find and fix why BoxHome clients receive the daily build-progress email twice.', root: timed(root, r, c, 'otel') };
    },
  },
];
