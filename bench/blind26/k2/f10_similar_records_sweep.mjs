// Family: similar_records_sweep (loop=false, stagnation=false)
// The same tool over many similar but different files/pages/records (same output template, different contents), then a summary.
import { agent, llm, tool, chain, span, sys, usr, asst, oaiCall, toolMsg, tu, tr, txt } from './lib.mjs';

export const rows = [
  {
    domain: 'trade union branch ballot returns', style: 'plain message-level trace (llm tool_calls + sibling tool spans)',
    isolates: 'The agent calls get_branch_return for 14 different branches (same JSON shape, different counts and spoilt papers), then totals the turnout and flags the one branch below the legal threshold.',
    goal: 'Collect the postal ballot returns from the 14 branches of the Northern region and report regional turnout, flagging any branch under 50% turnout.',
    build(r) {
      const branches = [['NR-01 Leeds Transport', 412, 268, 3], ['NR-02 Bradford Depots', 298, 171, 1], ['NR-03 Hull Docks', 186, 88, 0], ['NR-04 York Rail', 240, 151, 4], ['NR-05 Sheffield Trams', 331, 203, 2], ['NR-06 Wakefield Stores', 122, 77, 0], ['NR-07 Doncaster Works', 205, 131, 1], ['NR-08 Harrogate Buses', 97, 58, 0], ['NR-09 Scarborough Harbour', 64, 41, 2], ['NR-10 Grimsby Cold Stores', 143, 90, 1], ['NR-11 Huddersfield Mills', 178, 104, 3], ['NR-12 Rotherham Freight', 119, 72, 0], ['NR-13 Selby Power', 88, 61, 1], ['NR-14 Halifax Call Centre', 256, 139, 2]];
      const kids = [llm('chat gpt-4o', { messages: [sys('You are the regional ballot officer assistant.'), usr('Collect Northern region returns and report turnout.')] }, asst(null, [oaiCall(r.callId(), 'list_branches', { region: 'NR' })]))];
      kids.push(tool('list_branches', { region: 'NR' }, JSON.stringify({ branches: branches.map((b) => b[0].slice(0, 5)) })));
      branches.forEach(([b, elig, ret, spoilt]) => {
        kids.push(llm('chat gpt-4o', { messages: ['...'] }, asst(null, [oaiCall(r.callId(), 'get_branch_return', { branch: b.slice(0, 5) })])));
        kids.push(tool('get_branch_return', { branch: b.slice(0, 5) }, JSON.stringify({ branch: b, eligible: elig, returned: ret, spoilt, yes: Math.round((ret - spoilt) * (0.6 + ((elig % 7) / 40))), scrutineer_ref: 'ERS-' + r.digits(7), received_at: r.isoOff(r.tick(600, 5000), 1) })));
      });
      kids.push(llm('chat gpt-4o', { messages: ['...'] }, asst('Northern region: 1,654 of 2,739 eligible members returned ballots (60.4% turnout), 20 spoilt. Thirteen branches cleared 50%; NR-03 Hull Docks is below the threshold at 47.3% (88 of 186) and should be flagged to the returning officer. Lowest of the rest: NR-14 Halifax Call Centre at 54.3%.')));
      return agent('ballot-assistant', { conversation_id: r.uuid() }, { done: true }, kids);
    },
  },
  {
    domain: 'gas cylinder requalification (hydrostatic test records)', style: 'Haystack (component run spans)',
    isolates: 'A Haystack agent reads five hydrostatic test records with the same template but different expansion figures, then lists which cylinders pass and which one is condemned.',
    goal: 'Review this morning\'s hydrostatic test records for the five industrial oxygen cylinders in batch HT-0611 and state which can be re-stamped.',
    build(r) {
      const recs = [['CYL-40211', 250, 61.2, 3.1], ['CYL-40227', 250, 60.8, 4.4], ['CYL-40239', 250, 61.5, 11.8], ['CYL-40244', 250, 60.9, 2.6], ['CYL-40258', 250, 61.0, 5.2]];
      const gen = (text, call) => llm('haystack.component.run', { 'haystack.component.name': 'chat_generator', 'haystack.component.type': 'OpenAIChatGenerator' }, { replies: [{ _role: 'assistant', _content: [...(text ? [{ text }] : []), ...(call ? [{ tool_call: { tool_name: 'read_test_record', arguments: { serial: call }, id: r.callId() } }] : [])] }] });
      const kids = [];
      recs.forEach(([s, bar, total, perm]) => {
        kids.push(gen(null, s));
        kids.push(tool('haystack.component.run', { 'haystack.component.name': 'tool_invoker', tool: 'read_test_record', serial: s }, { tool_messages: [{ result: `HYDROSTATIC TEST RECORD\nSerial: ${s}  Spec: ISO 11623  Test pressure: ${bar} bar\nTotal expansion: ${total} cm3  Permanent expansion: ${(total * perm / 100).toFixed(2)} cm3 (${perm}%)\nLimit: 10% permanent\nOperator: ${r.pick(['K.Doyle', 'A.Nair', 'P.Mensah'])}  Rig: HT-RIG-${r.int(1, 3)}  Ts: ${r.logts(r.tick(300000, 900000))}` }] }, { 'haystack.component.type': 'ToolInvoker' }));
      });
      kids.push(gen('Four cylinders pass (permanent expansion 2.6-5.2%, under the 10% limit): CYL-40211, CYL-40227, CYL-40244, CYL-40258 can be re-stamped. CYL-40239 shows 11.8% permanent expansion and must be condemned.'));
      return agent('haystack.agent.run', { messages: [{ role: 'user', content: 'Review HT-0611 records.' }] }, { last_message: 'CYL-40239 condemned, 4 pass' }, kids, { 'haystack.agent.max_agent_steps': 12 });
    },
  },
  {
    domain: 'school yearbook (page proof review)', style: 'Vercel AI SDK (ai.* OpenTelemetry spans)',
    isolates: 'An AI SDK agent fetches six yearbook page proofs with the same JSON shape (names, photo count, flags), finds different issues on different pages, and ends with a corrections list.',
    goal: 'Check the six Year 11 class pages of the yearbook proof for missing photos and misspelt names before the printer deadline.',
    build(r) {
      const pages = [[42, '11A', 28, 28, []], [43, '11B', 27, 26, ['missing photo: Oskar Lindqvist']], [44, '11C', 29, 29, ['name mismatch: "Siobhan Kelley" vs register "Siobhán Kelly"']], [45, '11D', 26, 26, []], [46, '11E', 28, 27, ['missing photo: Amara Osei']], [47, '11F', 25, 25, ['caption overflow on group photo']]];
      const kids = [];
      pages.forEach(([p, cls, reg, photos, flags]) => {
        kids.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': '[...]' }, { 'ai.response.text': '', 'ai.response.toolCalls': JSON.stringify([{ toolName: 'getPageProof', args: { page: p } }]), 'ai.response.finishReason': 'tool-calls' }, { 'gen_ai.request.model': 'gpt-4o-mini', 'ai.usage.promptTokens': r.int(800, 3000) }));
        kids.push(span('tool', 'ai.toolCall', { 'ai.toolCall.name': 'getPageProof', 'ai.toolCall.args': JSON.stringify({ page: p }) }, { 'ai.toolCall.result': JSON.stringify({ page: p, class: cls, students_on_register: reg, photos_placed: photos, flags, proof_version: `v${r.int(2, 5)}`, pdf: `https://proofs.example-printer.com/jobs/YB25-${r.digits(5)}/p${p}.pdf?sig=${r.b62(16)}` }) }, { meta: { 'ai.toolCall.id': r.callId() } }));
      });
      kids.push(llm('ai.generateText.doGenerate', {}, { 'ai.response.text': 'Corrections for the printer: p43 (11B) add Oskar Lindqvist\'s photo; p44 (11C) correct "Siobhan Kelley" to "Siobhán Kelly"; p46 (11E) add Amara Osei\'s photo; p47 (11F) shorten the group-photo caption. Pages 42 and 45 are clean.', 'ai.response.finishReason': 'stop' }));
      return agent('ai.generateText', { 'ai.prompt': 'Check Y11 pages 42-47', 'ai.settings.maxSteps': 15 }, { 'ai.response.text': 'corrections list' }, kids, { 'ai.telemetry.functionId': 'yearbook-proof-check' });
    },
  },
  {
    domain: 'Flutter app crash reports (release triage)', style: 'OpenInference / Arize Phoenix',
    isolates: 'An OpenInference-traced agent opens five crash groups with the same report template but different stack traces and device mixes, then ranks them for the hotfix.',
    goal: 'Triage the top five crash groups from the 4.12.0 release of the bike-parking Flutter app and say which belong in the 4.12.1 hotfix.',
    build(r) {
      const oi = (k, e = {}) => ({ 'openinference.span.kind': k, ...e });
      const groups = [
        ['CG-1a9f', 1412, 'Null check operator used on a null value', 'package:parkr/map/marker_layer.dart:88', 'Android 14: 71%'],
        ['CG-77c2', 655, 'PlatformException(camera_access_denied)', 'package:camera/src/camera_controller.dart:311', 'iOS 17: 92%'],
        ['CG-03be', 402, 'RangeError (index): Invalid value: Not in inclusive range 0..4: 5', 'package:parkr/booking/slot_picker.dart:142', 'all platforms'],
        ['CG-d410', 188, 'SocketException: Connection reset by peer', 'dart:io/_http_impl.dart', 'Android 12-13: 64%'],
        ['CG-5e07', 96, 'StateError: Bad state: Stream has already been listened to', 'package:parkr/auth/session.dart:57', 'iOS 18: 58%'],
      ];
      const kids = [];
      groups.forEach(([id, n, ex, frame, dev]) => {
        kids.push(llm('ChatCompletion', { 'llm.input_messages.0.message.content': 'Open the next crash group.' }, { tool_calls: [oaiCall(r.callId(), 'get_crash_group', { id })] }, oi('LLM', { 'llm.model_name': 'gpt-4o-mini', 'llm.token_count.prompt': r.int(900, 4000) })));
        kids.push(tool('get_crash_group', { id }, `Crash group ${id} (release 4.12.0+${r.int(400, 420)})\nEvents: ${n}   Users: ${Math.round(n * 0.7)}   First seen: ${r.iso(r.tick(3600000, 20000000))}\nException: ${ex}\n#0 ${frame}\n#1 ${r.pick(['package:flutter/src/widgets/framework.dart:5726', 'dart:async/zone.dart:1525', 'package:flutter/src/rendering/object.dart:2219'])}\nDevices: ${dev}\nSymbolication: ${r.hex(12)}.dSYM / mapping ${r.hex(8)}`, oi('TOOL', { 'tool.name': 'get_crash_group' })));
      });
      kids.push(llm('ChatCompletion', {}, { content: 'Hotfix 4.12.1 should include CG-1a9f (null marker on map, 1,412 events, our code), CG-03be (slot_picker off-by-one, 402 events) and CG-5e07 (double-listened session stream). CG-77c2 is a user-denied camera permission that needs a UX handling change but is not a crash fix candidate; CG-d410 is network noise to monitor.' }, oi('LLM')));
      return agent('CrashTriageAgent', { 'input.value': 'Triage top 5 crash groups 4.12.0' }, { 'output.value': 'hotfix: CG-1a9f, CG-03be, CG-5e07' }, kids, oi('AGENT', { 'session.id': r.uuid() }));
    },
  },
  {
    domain: 'surfboard shaping shop (custom order sheets)', style: 'MLflow Tracing',
    isolates: 'An MLflow-traced agent reads six custom order sheets with the same fields but different dimensions and fin setups, then produces a blank-and-fin purchase list.',
    goal: 'Read the six custom board orders due in July and work out which PU/EPS blanks and fin boxes to order from the supplier.',
    build(r) {
      const orders = [['SB-301', "6'2\"", '19 1/2', '2 1/2', 'PU', 'FCS II thruster'], ['SB-302', "9'4\"", '22 3/4', '3', 'PU', 'single 10" box'], ['SB-303', "5'10\"", '20 1/4', '2 5/8', 'EPS', 'Futures quad'], ['SB-304', "7'0\"", '21', '2 3/4', 'EPS', 'FCS II 2+1'], ['SB-305', "6'6\"", '20', '2 5/8', 'PU', 'FCS II thruster'], ['SB-306', "5'8\"", '21 1/2', '2 3/4', 'EPS', 'Futures twin + trailer']];
      const m = (t) => ({ span_type: t, start_time_ns: r.epochNs(r.tick(400, 3000)) });
      const kids = [tool('list_orders', { due: '2025-07' }, { orders: orders.map((o) => o[0]), page_token: r.cursor() }, m('TOOL'))];
      orders.forEach(([id, len, w, t, blank, fins]) => {
        kids.push(tool('read_order_sheet', { order_id: id }, { order_id: id, length: len, width_in: w, thickness_in: t, blank, fins, glass: r.pick(['4+4 oz', '6+4 oz', '4+4+4 oz']), customer_ref: 'C-' + r.digits(5), updated: r.isoOff(r.now(), 0) }, m('TOOL')));
      });
      kids.push(llm('ChatDatabricks', { messages: [usr('Summarise the blank and fin order')] }, 'Blanks: PU x3 (6\'2" and 6\'6" from a 6\'8" shortboard blank, 9\'4" from a 9\'6" longboard blank), EPS x3 (5\'8", 5\'10" from a 6\'0" fish blank, 7\'0" from a 7\'2" mid blank). Fin boxes: FCS II x8 (two thrusters + 2+1 side boxes), Futures x6 (quad + twin + trailer), one 10" single box.', m('CHAT_MODEL')));
      return agent('shaper_order_agent', { due: '2025-07' }, { purchase_list: 'see summary' }, kids, { span_type: 'AGENT', 'mlflow.trace.status': 'OK', 'mlflow.traceRequestId': 'tr-' + r.hex(32) });
    },
  },
  {
    domain: 'orchid nursery (phytosanitary certificate checks)', style: 'AgentOps session',
    isolates: 'An AgentOps-recorded agent checks five export consignments\' phytosanitary certificates (same template, different genera, CITES status and inspection results) and summarises which can leave.',
    goal: 'Before Friday\'s air shipment, check the phytosanitary certificates of the five orchid consignments and confirm which are cleared for export.',
    build(r) {
      const cons = [['PC-7781', 'Phalaenopsis hybrids', 'Appendix II (artificially propagated)', 'pass', 'NL'], ['PC-7782', 'Dendrobium kingianum', 'Appendix II (artificially propagated)', 'pass', 'DE'], ['PC-7783', 'Paphiopedilum rothschildianum', 'Appendix I', 'pass', 'US'], ['PC-7784', 'Oncidium hybrids', 'Appendix II (artificially propagated)', 'thrips detected', 'FR'], ['PC-7785', 'Cymbidium hybrids', 'Appendix II (artificially propagated)', 'pass', 'JP']];
      const ev = (t) => ({ agentops_event: t, init_timestamp: r.iso(r.tick(500, 4000)), end_timestamp: r.iso(r.tick(100, 900)), id: r.uuid() });
      const kids = [];
      cons.forEach(([id, genus, cites, insp, dest]) => {
        kids.push(llm('LLMEvent', { prompt: [usr(`Check ${id}`)] }, { completion: { role: 'assistant', tool_calls: [oaiCall(r.callId(), 'get_phyto_cert', { consignment: id })] } }, { ...ev('llms'), model: 'gpt-4o-mini', prompt_tokens: r.int(600, 2500) }));
        kids.push(tool('ToolEvent get_phyto_cert', { consignment: id }, { consignment: id, taxa: genus, cites, destination: dest, inspection: insp, ephyto_ref: `GB-${r.upper(3)}-${r.digits(8)}`, inspector: r.pick(['PHSI-114', 'PHSI-208', 'PHSI-031']), valid_until: r.ymd(r.now() + 14 * 86400000) }, ev('tools')));
      });
      kids.push(llm('LLMEvent', {}, { completion: { role: 'assistant', content: 'Cleared: PC-7781 (NL), PC-7782 (DE), PC-7785 (JP). PC-7783 Paphiopedilum rothschildianum is CITES Appendix I and needs an import permit from the US before it can fly. PC-7784 to France failed inspection (thrips) and must be treated and re-inspected.' } }, ev('llms')));
      return agent('AgentOps session', { tags: ['export', 'orchids'], session_id: r.uuid() }, { end_state: 'Success', end_state_reason: '3 cleared, 2 held' }, kids, { agentops_sdk: '0.4.x', host_env: { OS: 'Linux', hostname: r.pod('nursery-agent') } });
    },
  },
];
