import { noise, agent, llm, tool, span, sys, user, asst, tcall, usage } from './lib.mjs';
export const family = 'poll-until-state-changes';
export const loop = false;
export const scenarios = [
{
  domain: '3D-printed prosthetic socket print job', style: 'OpenTelemetry GenAI semantic conventions (gen_ai.* attributes)',
  goal: 'Start the print of the transtibial socket for patient case PX-2207 and tell the clinic when it will be ready for fitting.',
  isolates: 'A print job is polled through queued, queued, printing (with rising layer counts) and finished, every answer carrying new timestamps and ids, and the result is used in the final reply.',
  stagnation: false,
  build(id) { const n = noise(id);
    const jobId = 'pj_' + n.hex(10);
    const kids = [llm('chat gpt-4o', { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.input.messages': JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: this.goal }] }]) }, { 'gen_ai.output.messages': JSON.stringify([{ role: 'assistant', parts: [{ type: 'tool_call', name: 'submit_print', arguments: { case: 'PX-2207', material: 'PETG-CF', printer: 'FX-3' } }], finish_reason: 'tool_call' }]) }, { 'gen_ai.system': 'openai', 'gen_ai.usage.input_tokens': n.int(400, 900), 'gen_ai.usage.output_tokens': n.int(20, 50), 'gen_ai.response.id': 'chatcmpl-' + n.b62(29) }),
      tool('execute_tool submit_print', { 'gen_ai.tool.name': 'submit_print', 'gen_ai.tool.call.arguments': { case: 'PX-2207', material: 'PETG-CF', printer: 'FX-3' } }, { 'gen_ai.tool.call.result': { job_id: jobId, state: 'queued', position: 2, submitted: n.iso() } }, { 'gen_ai.operation.name': 'execute_tool' })];
    const states = [['queued', { position: 1 }, 'Queued, one job ahead. Checking again shortly.'], ['printing', { layer: 112, layers_total: 640, eta_min: 214 }, 'Printing started: layer 112 of 640, about 3.5 h left.'], ['printing', { layer: 498, layers_total: 640, eta_min: 58 }, 'Layer 498 of 640 now, under an hour to go.'], ['finished', { layers_total: 640, weight_g: 212.4, qc: 'pass', bed_released: true }, null]];
    states.forEach(([st, extra, txt]) => {
      kids.push(tool('execute_tool get_print_job', { 'gen_ai.tool.name': 'get_print_job', 'gen_ai.tool.call.arguments': { job_id: jobId } }, { 'gen_ai.tool.call.result': { job_id: jobId, state: st, ...extra, printer_fw: '4.2.' + n.int(0, 9), polled_at: n.isoNoMs(), nozzle_c: 250 + n.int(-2, 2) } }, { 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.call.id': 'call_' + n.b62(24) }));
      if (txt) kids.push(llm('chat gpt-4o', { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o' }, { 'gen_ai.output.messages': JSON.stringify([{ role: 'assistant', parts: [{ type: 'text', content: txt }, { type: 'tool_call', name: 'get_print_job', arguments: { job_id: jobId } }] }]) }, { 'gen_ai.usage.input_tokens': n.int(900, 1800), 'gen_ai.usage.output_tokens': n.int(20, 60) }));
    });
    const fin = 'The socket for PX-2207 finished printing (640 layers, 212.4 g, QC pass) and is off the bed; it can be fitted at the clinic from tomorrow morning after the 12-hour cure.';
    kids.push(llm('chat gpt-4o', { 'gen_ai.operation.name': 'chat' }, { 'gen_ai.output.messages': JSON.stringify([{ role: 'assistant', parts: [{ type: 'text', content: fin }], finish_reason: 'stop' }]) }, { 'gen_ai.response.finish_reasons': ['stop'] }));
    return agent('invoke_agent socket-print-assistant', { 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.agent.name': 'socket-print-assistant', input: this.goal }, { output: fin }, kids, { 'service.name': 'orthotics-lab', 'gen_ai.conversation.id': n.uuid() });
  },
},
{
  domain: 'radiocarbon dating lab sample queue', style: 'LangSmith / LangGraph run tree',
  goal: 'Submit the charcoal sample from the Ness of Brodgar hearth for AMS dating and report the calibrated date range.',
  isolates: 'The AMS job moves from received through pretreatment and graphitisation to measured, each poll returning new stage information with volatile timestamps, and the calibrated range is reported.',
  stagnation: false,
  build(id) { const n = noise(id);
    const lab = 'SUERC-' + n.int(100000, 120000);
    const polls = [['received', 'Sample logged, awaiting ABA pretreatment.'], ['pretreatment', 'ABA pretreatment in progress (acid-base-acid).'], ['graphitisation', 'Yield 1.1 mg C; graphite target pressed.'], ['measured', 'AMS run complete.']];
    const kids = [span('chain', 'agent', {}, null, [llm('ChatAnthropic', { messages: [[sys('You are the lab liaison agent.'), user(this.goal)]] }, { generations: [[{ text: 'Submitting the sample.', message: { tool_calls: [{ name: 'submit_sample', args: { site: 'Ness of Brodgar', context: 'Structure 10 hearth', material: 'charcoal (Betula)', mass_mg: 38 } }] } }]] }, { ls_model_name: 'claude-3-5-sonnet-20241022', ls_provider: 'anthropic' })]),
      span('chain', 'tools', {}, null, [tool('submit_sample', { site: 'Ness of Brodgar', material: 'charcoal (Betula)', mass_mg: 38 }, { lab_code: lab, status: 'received', at: n.iso() })])];
    polls.forEach(([st, note], i) => {
      kids.push(span('chain', 'tools', {}, null, [tool('sample_status', { lab_code: lab }, JSON.stringify({ lab_code: lab, stage: st, note, updated: n.http(), queue_position: Math.max(0, 3 - i), ...(st === 'measured' ? { conventional_age_bp: 4631, error: 29, d13C: -26.1 } : {}) }), { run_id: n.uuid() })]));
      kids.push(span('chain', 'agent', {}, null, [llm('ChatAnthropic', { messages: ['...'] }, { generations: [[{ text: st === 'measured' ? 'Measured: 4631 ± 29 BP. Calibrating with IntCal20.' : `Stage is now ${st}: ${note} Will check again.`, message: { tool_calls: [{ name: st === 'measured' ? 'calibrate' : 'sample_status', args: st === 'measured' ? { age_bp: 4631, error: 29, curve: 'IntCal20' } : { lab_code: lab } }] } }]] }, { ls_model_name: 'claude-3-5-sonnet-20241022' })]));
    });
    kids.push(span('chain', 'tools', {}, null, [tool('calibrate', { age_bp: 4631, error: 29, curve: 'IntCal20' }, 'OxCal v4.4.4 Bronk Ramsey (2021); r:5 IntCal20\n68.3% probability\n  3497BC (68.3%) 3365BC\n95.4% probability\n  3515BC (95.4%) 3350BC\n[computed ' + n.dur() + ']')]));
    const fin = `${lab}: 4631 ± 29 BP, calibrated 3515–3350 cal BC (95.4%, IntCal20).`;
    kids.push(span('chain', 'agent', {}, null, [llm('ChatAnthropic', { messages: ['...'] }, { generations: [[{ text: fin }]] }, { ls_model_name: 'claude-3-5-sonnet-20241022' })]));
    return agent('LangGraph', { messages: [{ type: 'human', content: this.goal }] }, { messages: [{ type: 'ai', content: fin }] }, kids, { thread_id: n.uuid(), ls_run_id: n.uuid() });
  },
},
{
  domain: 'municipal tree-felling permit review', style: 'Vercel AI SDK (ai.streamText with steps)',
  goal: 'Track the felling permit for the diseased ash on Mill Lane and tell the arborist crew the earliest legal work date.',
  isolates: 'The permit status goes submitted, submitted, under_review, approved across polls with new timestamps and revision numbers, then the approval conditions are used.',
  stagnation: false,
  build(id) { const n = noise(id);
    const pid = 'TPO/' + n.int(2026000, 2026999);
    const steps = [['submitted', null], ['submitted', null], ['under_review', { officer: 'K. Adeyemi', bat_survey: 'requested' }], ['under_review', { officer: 'K. Adeyemi', bat_survey: 'received: no roosts' }], ['approved', { conditions: ['no work before 2026-09-01 (nesting season)', 'replant one Tilia cordata within 12 months'], decision_notice: 'DN-' + n.int(1000, 9999) }]];
    const kids = [];
    steps.forEach(([st, extra], i) => {
      kids.push(span('llm', 'ai.streamText.doStream', { 'ai.prompt.messages': i ? '[...]' : JSON.stringify([{ role: 'user', content: this.goal }]) }, { 'ai.response.text': ['Checking the permit status.', 'Submitted but not yet validated (revision 1); checking again later today.', 'Validated overnight, revision 2, still waiting for an officer.', 'Officer K. Adeyemi is assigned and has requested a bat survey; the ecologist is booked.', 'Bat survey came back clean (no roosts); the decision should be close.'][i], 'ai.response.toolCalls': JSON.stringify([{ toolName: 'permitStatus', args: { ref: pid } }]) }, [], { metadata: { 'ai.model.id': 'gpt-4o-mini', 'ai.response.msToFirstChunk': n.ms(200, 900), 'ai.usage.completionTokens': n.int(15, 60) } }));
      kids.push(span('tool', 'ai.toolCall', { 'ai.toolCall.name': 'permitStatus', 'ai.toolCall.args': JSON.stringify({ ref: pid }) }, { 'ai.toolCall.result': JSON.stringify({ ref: pid, status: st, revision: i + 1, last_modified: n.http(), ...(extra || {}) }) }, [], { metadata: { 'ai.toolCall.id': 'call_' + n.b62(24) } }));
    });
    const fin = `Permit ${pid} is approved. Earliest legal felling date is 1 September 2026 (nesting-season condition); the crew must also replant one small-leaved lime within 12 months.`;
    kids.push(span('llm', 'ai.streamText.doStream', { 'ai.prompt.messages': '[...]' }, { 'ai.response.text': fin, 'ai.response.finishReason': 'stop' }, [], { metadata: { 'ai.model.id': 'gpt-4o-mini' } }));
    return agent('ai.streamText', { 'ai.prompt': this.goal }, { 'ai.response.text': fin }, kids, { 'ai.settings.maxSteps': 8, 'ai.telemetry.functionId': 'permit-tracker' });
  },
},
{
  domain: 'live sourdough starter export (customs clearance)', style: 'OpenAI Agents SDK traces',
  goal: 'Ship a live sourdough starter culture to a bakery in Oslo and confirm it cleared Norwegian customs before it spoils.',
  isolates: 'A customs declaration is polled through lodged, held_for_docs, documents_accepted and released, with carrier scan noise in each answer, and the release is reported.',
  stagnation: false,
  build(id) { const n = noise(id);
    const awb = String(n.int(1000000000, 9999999999));
    const seq = [['lodged', 'Declaration lodged with Tolletaten.'], ['held_for_docs', 'Customs requests a phytosanitary statement.'], ['documents_accepted', 'Statement accepted, awaiting release.'], ['released', 'Released to courier at OSL.']];
    const kids = [];
    const g = (o) => span('generation', 'Generation', { model: 'gpt-4.1-mini' }, o, [], { metadata: { span_id: 'span_' + n.hex(24), usage: { input_tokens: n.int(500, 2000), output_tokens: n.int(20, 90) } } });
    kids.push(g([{ type: 'function_call', name: 'customs_status', arguments: JSON.stringify({ awb }) }]));
    seq.forEach(([st, msg], i) => {
      kids.push(span('function', 'customs_status', JSON.stringify({ awb }), JSON.stringify({ awb, status: st, message: msg, last_scan: { at: n.isoOffset(2), facility: n.pick(['OSL GW', 'LEJ HUB', 'OSL CUSTOMS']) }, tracking_event_id: n.uuid() }), [], { metadata: { span_id: 'span_' + n.hex(24) } }));
      if (st === 'held_for_docs') {
        kids.push(g([{ type: 'message', content: [{ type: 'output_text', text: 'Held for a phytosanitary statement; uploading the one the bakery supplier issued.' }] }, { type: 'function_call', name: 'upload_document', arguments: JSON.stringify({ awb, doc: 'phyto_statement_starter.pdf' }) }]));
        kids.push(span('function', 'upload_document', JSON.stringify({ awb, doc: 'phyto_statement_starter.pdf' }), JSON.stringify({ ok: true, doc_id: 'doc_' + n.hex(8) }), [], { metadata: { span_id: 'span_' + n.hex(24) } }));
      }
      if (i < 3) kids.push(g([{ type: 'function_call', name: 'customs_status', arguments: JSON.stringify({ awb }) }]));
    });
    const fin = `AWB ${awb}: released by Norwegian customs at Oslo Gardermoen after the phytosanitary statement was accepted; the starter is out for delivery and should arrive within its 72-hour window.`;
    kids.push(g([{ type: 'message', content: [{ type: 'output_text', text: fin }] }]));
    return agent('Agent workflow', { input: this.goal }, { final_output: fin }, [span('agent', 'Export clerk', { tools: ['customs_status', 'upload_document'] }, null, kids)], { trace_id: 'trace_' + n.hex(32), workflow_name: 'starter-export', group_id: 'bakery-oslo' });
  },
},
{
  domain: 'satellite ground-station telemetry downlink', style: 'Pydantic AI (Logfire spans)',
  goal: 'Schedule a downlink from cubesat STRATHSAT-2 on the next Svalbard pass and confirm the housekeeping telemetry file arrived intact.',
  isolates: 'The downlink job is polled while the pass is pending, tracking (rising byte counts) and complete; each poll differs materially and the checksum is then verified.',
  stagnation: false,
  build(id) { const n = noise(id);
    const job = 'dl-' + n.hex(8);
    const kids = [];
    const call = (tname, args, resp, text) => {
      kids.push(llm('chat claude-3-5-haiku', { 'gen_ai.request.model': 'claude-3-5-haiku-latest' }, { parts: [...(text ? [{ part_kind: 'text', content: text }] : []), { part_kind: 'tool-call', tool_name: tname, args, tool_call_id: 'toolu_' + n.b62(22) }] }, { 'gen_ai.usage.input_tokens': n.int(400, 2000), 'logfire.span_type': 'span' }));
      kids.push(tool('running tool: ' + tname, { 'gen_ai.tool.name': tname, tool_arguments: JSON.stringify(args) }, { tool_response: resp }, { 'logfire.msg': `running tool: ${tname}` }));
    };
    call('schedule_downlink', { sat: 'STRATHSAT-2', station: 'SvalSat', file: 'hk_telemetry.bin' }, { job, pass_aos: n.isoNoMs(), max_elev_deg: 71 }, null);
    call('downlink_status', { job }, { job, state: 'pending', aos_in_s: n.int(300, 900), at: n.iso() }, 'Pass scheduled; waiting for AOS.');
    call('downlink_status', { job }, { job, state: 'tracking', bytes: 1_310_720, total: 4_194_304, snr_db: 11.2, at: n.iso() }, 'Pass not started yet; checking after AOS.');
    call('downlink_status', { job }, { job, state: 'tracking', bytes: 3_801_088, total: 4_194_304, snr_db: 12.8, at: n.iso() }, 'Tracking, 1.3 of 4.2 MB received.');
    call('downlink_status', { job }, { job, state: 'complete', bytes: 4_194_304, total: 4_194_304, sha256: n.hex(64), los: n.iso() }, 'Nearly done, 3.8 MB.');
    call('verify_file', { job, expected_crc32: '9f3a1c07' }, { ok: true, crc32: '9f3a1c07', frames_bad: 0 }, 'Download complete; verifying CRC against the onboard value.');
    const fin = 'Downlink on the Svalbard pass completed: hk_telemetry.bin (4 MiB) received with CRC 9f3a1c07 matching onboard and no bad frames.';
    kids.push(llm('chat claude-3-5-haiku', {}, { parts: [{ part_kind: 'text', content: fin }] }, { 'gen_ai.response.finish_reasons': ['end_turn'] }));
    return agent('agent run', { prompt: this.goal, agent_name: 'groundstation' }, { final_result: fin }, kids, { 'logfire.span_type': 'span', trace_id: n.traceId() });
  },
},
{
  domain: 'heritage apple cultivar genome assembly on HPC', style: 'Agno (formerly Phidata) agent run log — framework not in the brief\'s list',
  goal: 'Run the hifiasm assembly for the "Bloody Ploughman" apple HiFi reads on the cluster and report N50 and BUSCO completeness.',
  isolates: 'A SLURM job is polled through PENDING (Priority), PENDING (Resources), RUNNING with growing elapsed time, and COMPLETED; then the stats are read and reported.',
  stagnation: false,
  build(id) { const n = noise(id);
    const jid = String(n.int(4000000, 4999999));
    const kids = [];
    const sq = (st, reason, el) => `             JOBID PARTITION     NAME     USER ST       TIME  NODES NODELIST(REASON)\n           ${jid}   bigmem hifiasm_  orchard ${st} ${el.padStart(10)}      1 ${reason}`;
    const msgs = [['sbatch assemble.sbatch', `Submitted batch job ${jid}`, 'Submitting the assembly job.'], [`squeue -j ${jid}`, sq('PD', '(Priority)', '0:00'), 'Submitted. Checking queue.'], [`squeue -j ${jid}`, sq('PD', '(Resources)', '0:00'), 'Pending behind higher-priority jobs; checking again in an hour.'], [`squeue -j ${jid}`, sq('R', n.pick(['bm-node07', 'bm-node11']), '3:12:44'), 'Now pending on Resources only, so it is next in line.'], [`sacct -j ${jid} --format=State,Elapsed,MaxRSS`, `     State    Elapsed     MaxRSS\n---------- ---------- ----------\n COMPLETED   07:41:09    ${n.int(180, 240)}G`, 'Running on a bigmem node for 3 h 12 m; hifiasm usually needs about 8 h here, checking accounting later.'], ['cat results/bloody_ploughman.stats', 'contigs: 412\ntotal_len: 681,203,554\nN50: 32.7 Mb\nBUSCO (embryophyta_odb10): C:98.4%[S:94.1%,D:4.3%],F:0.6%,M:1.0%', 'COMPLETED after 7h41m; reading the assembly stats.']];
    msgs.forEach(([cmd, out, txt]) => {
      kids.push(llm('OpenAIChat.response', { messages: '[...]', model: 'gpt-4o' }, { content: txt, tool_calls: [{ type: 'function', function: { name: 'run_shell_command', arguments: JSON.stringify({ args: cmd.split(' ') }) } }] }, { 'agno.run_id': n.uuid(), metrics: { input_tokens: n.int(300, 1900), time: Number((n.r() * 3).toFixed(3)) } }));
      kids.push(tool('run_shell_command', { args: cmd.split(' ') }, out + `\n# ${n.syslog()} login2`, { tool_call_id: 'call_' + n.b62(24), 'agno.toolkit': 'ShellTools' }));
    });
    const fin = 'Assembly finished in 7h41m: 412 contigs, 681.2 Mb, N50 32.7 Mb, BUSCO complete 98.4% (embryophyta).';
    kids.push(llm('OpenAIChat.response', {}, { content: fin }, { 'agno.run_id': n.uuid() }));
    return agent('Agent.run orchard-genomics', { message: this.goal }, { content: fin, run_status: 'COMPLETED' }, kids, { 'agno.version': '1.4.x', session_id: n.uuid(), tools: ['ShellTools'] });
  },
},
];
