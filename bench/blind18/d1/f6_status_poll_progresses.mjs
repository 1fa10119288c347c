import { agent, llm, tool, span, sys, usr, oaiCall, callId, respOut, fnCall, usage } from './lib.mjs';

// Family 6 (healthy): polling a job until its status changes, then using the result.
export default {
  name: 'status_poll_progresses', loop: false, stagnation: false,
  isolates: 'Repeated polling of one job/status with volatile noise in every answer, where the status moves (queued -> running -> done) and the agent then uses the result.',
  rows: [
    {
      domain: 'speedway racing', style: 'Pydantic AI (Logfire)',
      isolates: 'A speedway meeting assistant polls the timing system\'s heat-result job through pending, processing and published, then reports the heat winner and updates the league table.',
      goal: 'Publish the official result of heat 15 at the Wolves v Panthers meeting once the timing referee has signed it off, and update the match score.',
      build(n) {
        const kids = [];
        const states = ['pending_referee', 'pending_referee', 'processing', 'published'];
        kids.push(llm('chat gpt-4o', { messages: [usr('Publish heat 15 result when signed off and update the match score.')] }, { parts: [{ part_kind: 'tool-call', tool_name: 'get_heat_result', args: { meeting: 'WOL-PAN-0614', heat: 15 } }] }, { 'gen_ai.usage.input_tokens': n.int(500, 900) }));
        states.forEach((s, i) => {
          if (i > 0) kids.push(llm('chat gpt-4o', { messages: ['...'] }, { parts: [{ part_kind: 'tool-call', tool_name: 'get_heat_result', args: { meeting: 'WOL-PAN-0614', heat: 15 } }] }, { 'gen_ai.usage.input_tokens': n.int(900, 2000) }));
          kids.push(tool('running tool: get_heat_result', { meeting: 'WOL-PAN-0614', heat: 15 }, { state: s, checked: n.iso(n.tick(25)), transponder_sync: n.int(1, 9) + '/' + 9, req: n.req(''), ...(s === 'published' ? { order: ['Lindgren (R)', 'Bewley (B)', 'Thomsen (W)', 'Harris (Y)'], time_s: 59.84, points: { Wolves: 4, Panthers: 2 } } : {}) }));
        });
        kids.push(llm('chat gpt-4o', { messages: ['...'] }, { parts: [{ part_kind: 'tool-call', tool_name: 'update_match_score', args: { meeting: 'WOL-PAN-0614', heat: 15, wolves: 4, panthers: 2 } }] }, {}));
        kids.push(tool('running tool: update_match_score', { meeting: 'WOL-PAN-0614', heat: 15, wolves: 4, panthers: 2 }, { ok: true, running_score: { Wolves: 47, Panthers: 43 } }));
        kids.push(llm('chat gpt-4o', { messages: ['...'] }, { parts: [{ part_kind: 'text', content: 'Heat 15 is official: Lindgren won in 59.84 s from Bewley and Thomsen. Wolves take it 4-2 and lead the meeting 47-43; the scoreboard has been updated.' }] }, {}));
        return agent('agent run', { user_prompt: 'Publish heat 15 result when signed off and update the match score.' }, { output: 'Heat 15 official; Wolves lead 47-43.' }, kids, { 'logfire.msg': 'speedway_assistant run' });
      },
    },
    {
      domain: 'billboard leasing', style: 'CrewAI',
      isolates: 'A billboard-leasing crew polls the artwork proof render job (queued, queued, rendering, done) with changing queue positions and timestamps, then sends the proof link to the advertiser.',
      goal: 'Render a print proof of the 48-sheet artwork for site BB-A38-North and send it to the advertiser for sign-off.',
      build(n) {
        const kids = [];
        const st = [['queued', 4], ['queued', 2], ['rendering', 0], ['done', 0]];
        kids.push(llm('litellm.completion', { messages: [sys('You are Proofing Coordinator.'), usr('Render 48-sheet proof for BB-A38-North; send to advertiser.')] }, 'Thought: Submit the render job first.\nAction: submit_render\nAction Input: {"site": "BB-A38-North", "format": "48-sheet", "artwork": "summer_gelato_v3.pdf"}', {}));
        const job = n.job('rnd_');
        kids.push(tool('submit_render', { site: 'BB-A38-North', format: '48-sheet', artwork: 'summer_gelato_v3.pdf' }, `job ${job} accepted at ${n.syslog(n.tick(1))}`));
        st.forEach(([s, q], i) => {
          kids.push(llm('litellm.completion', { messages: ['...'] }, `Thought: ${i === 0 ? 'Check whether the render has started.' : s === 'done' ? 'The last status said rendering; check if it has finished.' : q === 2 ? 'It moved up the queue to position 4 last time; check again.' : 'Rendering is in progress, check again shortly.'}\nAction: render_status\nAction Input: {"job": "${job}"}`, {}));
          kids.push(tool('render_status', { job }, JSON.stringify({ job, state: s, queue_position: q, worker: s === 'queued' ? null : n.host('rip'), updated: n.dmy(n.tick(40)), ...(s === 'done' ? { proof_url: `https://proofs.example.net/${job}/proof.pdf?sig=${n.hex(24)}`, pages: 1, dpi: 150 } : {}) })));
        });
        kids.push(llm('litellm.completion', { messages: ['...'] }, `Thought: The proof is ready.\nAction: email_advertiser\nAction Input: {"to": "studio@gelato-co.example", "subject": "Proof BB-A38-North", "link": "proof.pdf"}`, {}));
        kids.push(tool('email_advertiser', { to: 'studio@gelato-co.example', subject: 'Proof BB-A38-North' }, 'queued for delivery'));
        kids.push(llm('litellm.completion', { messages: ['...'] }, 'Thought: I now know the final answer\nFinal Answer: Proof for BB-A38-North rendered and emailed to the advertiser for sign-off.', {}));
        return agent('Crew: proofing', { inputs: { site: 'BB-A38-North' } }, 'Proof rendered and sent.', [agent('Task: render and send proof', {}, 'Proof rendered and sent.', [agent('Agent: Proofing Coordinator', { role: 'Proofing Coordinator' }, null, kids)])], { crew_id: n.uuid() });
      },
    },
    {
      domain: 'wig making', style: 'OpenTelemetry GenAI semantic conventions',
      isolates: 'A wig-studio agent polls a dye-lot colour match analysis (submitted, analysing, analysing, complete) and then orders the matched hair bundle.',
      goal: 'Match the client\'s swatch for her custom lace-front wig against available hair dye lots and order two bundles of the best match.',
      build(n) {
        const kids = [];
        const meta = () => ({ 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o-mini', 'gen_ai.usage.input_tokens': n.int(400, 3000) });
        const call = (name, args) => { const id = callId(n); kids.push(llm('chat gpt-4o-mini', { 'gen_ai.input.messages': ['...'] }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'tool_call', id, name, arguments: args }] }] }, meta())); return id; };
        const id0 = call('submit_colour_match', { swatch_image: 's3://studio-uploads/swatch_4471.jpg', base: 'european remy' });
        kids.push(tool('execute_tool submit_colour_match', { swatch_image: 's3://studio-uploads/swatch_4471.jpg' }, { analysis_id: 'cm_' + n.ulid(), state: 'submitted' }, { metadata: { 'gen_ai.tool.call.id': id0 } }));
        const states = [['analysing', 20], ['analysing', 65], ['complete', 100]];
        for (const [s, pct] of states) {
          const id = call('get_colour_match', { analysis_id: 'cm' });
          kids.push(tool('execute_tool get_colour_match', { analysis_id: 'cm' }, JSON.stringify({ state: s, progress: pct, gpu_node: n.host('vision'), polled_at: n.epoch(n.tick(15)), ...(s === 'complete' ? { best: { lot: 'DL-8C-2219', shade: '8C ash blonde', delta_e: 1.7 }, runner_up: { lot: 'DL-8N-2107', delta_e: 3.2 } } : {}) }), { metadata: { 'gen_ai.tool.call.id': id } }));
        }
        const idO = call('order_bundles', { lot: 'DL-8C-2219', qty: 2, length_in: 18 });
        kids.push(tool('execute_tool order_bundles', { lot: 'DL-8C-2219', qty: 2, length_in: 18 }, { po: 'PO-' + n.int(10000, 99999), status: 'placed' }, { metadata: { 'gen_ai.tool.call.id': idO } }));
        kids.push(llm('chat gpt-4o-mini', { 'gen_ai.input.messages': ['...'] }, { 'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: 'Best match is lot DL-8C-2219 (8C ash blonde, delta E 1.7). Two 18" bundles are ordered.' }] }] }, meta()));
        return agent('invoke_agent wig_studio_agent', { 'gen_ai.input.messages': [usr('Match swatch 4471 and order two bundles.')] }, { 'gen_ai.output.messages': 'Ordered DL-8C-2219 x2' }, kids, { 'gen_ai.agent.name': 'wig_studio_agent' });
      },
    },
    {
      domain: 'shrimp farming', style: 'LangSmith / LangGraph',
      isolates: 'A shrimp-farm graph polls an external lab\'s PCR test for white spot virus (received, in_progress, in_progress, reported) and then releases the pond for harvest.',
      goal: 'Release pond 7 for harvest only if the white spot syndrome virus PCR test on its sample is negative.',
      build(n) {
        const kids = [];
        const node = (step, k) => chain(step % 2 ? 'agent' : 'tools', { langgraph_step: step }, null, [k], { langgraph_node: step % 2 ? 'agent' : 'tools' });
        const chain = (name, input, output, children, metadata) => span('chain', name, input, output, children, { metadata });
        let s = 1;
        const ask = (text, call) => kids.push(node(s++, llm('ChatAnthropic', { messages: ['...'] }, { content: text, tool_calls: call ? [{ name: call[0], args: call[1], id: toolId() }] : [] }, { ls_model_name: 'claude-3-5-sonnet-latest' })));
        const toolId = () => 'toolu_' + n.b62(20);
        const res = (name, args, out) => kids.push(node(s++, tool(name, args, out)));
        const states = ['received', 'in_progress', 'in_progress', 'reported'];
        ask('Checking the lab status for the pond 7 sample.', ['lab_status', { sample: 'P7-1106' }]);
        states.forEach((st, i) => {
          if (i > 0) ask(i === 3 ? 'Still in progress at the last check with the thermocycler run started; checking for the report.' : st === 'in_progress' ? 'Lab has started the assay; will check again.' : 'Checking again.', ['lab_status', { sample: 'P7-1106' }]);
          res('lab_status', { sample: 'P7-1106' }, JSON.stringify({ sample: 'P7-1106', status: st, lab_ref: 'AQL-' + n.int(100000, 999999), updated: n.http(n.tick(1800)), ...(st === 'in_progress' ? { cycler: 'QS5-' + n.int(1, 4), cycle: n.int(5, 38) + '/40' } : {}), ...(st === 'reported' ? { result: { WSSV: 'NOT DETECTED', Ct: null }, report_pdf: 'AQL-P7-1106.pdf' } : {}) }));
        });
        ask('WSSV not detected; releasing pond 7.', ['release_pond', { pond: 7, reason: 'WSSV PCR negative' }]);
        res('release_pond', { pond: 7 }, '{"pond":7,"harvest_status":"released"}');
        return agent('LangGraph', { messages: [usr('Release pond 7 for harvest if WSSV PCR is negative.')] }, { messages: ['Pond 7 released: WSSV not detected.'] }, kids, { thread_id: n.uuid() });
      },
    },
    {
      domain: 'devops: container image build', style: 'OpenAI Responses API',
      isolates: 'A release agent polls a remote container build (QUEUED, WORKING, WORKING, SUCCESS) with changing log offsets and timestamps, then pins the new image digest in the deployment manifest.',
      goal: 'Build the `ledger-api` image for commit 3f9c2e1, and once the build succeeds, update the staging manifest to the new digest.',
      build(n) {
        const model = 'gpt-4.1';
        const kids = [];
        const call = (name, args) => { const fc = fnCall(n, name, args); kids.push(llm('responses.create', { model, input: ['...'] }, respOut(n, model, [fc]), {})); return fc; };
        let fc = call('start_build', { repo: 'ledger-api', commit: '3f9c2e1' });
        const bid = n.uuid();
        kids.push(tool('start_build', fc.arguments, { build_id: bid, status: 'QUEUED' }));
        const digest = 'sha256:' + n.hex(64);
        for (const st of ['QUEUED', 'WORKING', 'WORKING', 'SUCCESS']) {
          fc = call('get_build', { build_id: bid });
          kids.push(tool('get_build', fc.arguments, JSON.stringify({ id: bid, status: st, createTime: n.iso(), logOffset: n.int(0, 90000), step: st === 'WORKING' ? n.pick(['#7 [build 3/6] RUN go build ./...', '#9 exporting layers']) : null, ...(st === 'SUCCESS' ? { results: { images: [{ name: 'europe-docker.pkg.dev/acme/ledger/ledger-api:3f9c2e1', digest }] }, finishTime: n.iso(n.tick(200)) } : {}) })));
          n.tick(45);
        }
        fc = call('patch_manifest', { file: 'deploy/staging/ledger-api.yaml', image: `europe-docker.pkg.dev/acme/ledger/ledger-api@${digest}` });
        kids.push(tool('patch_manifest', fc.arguments, { committed: n.sha(7), message: 'staging: ledger-api -> 3f9c2e1' }));
        kids.push(llm('responses.create', { model, input: ['...'] }, respOut(n, model, [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: `Build succeeded; staging now pins ledger-api@${digest.slice(0, 19)}… (commit 3f9c2e1).` }] }]), {}));
        return agent('release-agent', { input: 'Build ledger-api @3f9c2e1 and pin staging to the new digest.' }, { status: 'completed' }, kids, { api: 'openai.responses' });
      },
    },
    {
      domain: 'roofers', style: 'Mastra',
      isolates: 'A roofing firm agent polls a drone roof-survey measurement job until it finishes, then builds and sends the slate re-roof quote from the measured area.',
      goal: 'Quote a full slate re-roof for 12 Orchard Lane using the drone survey measurements and email the quote to the homeowner.',
      build(n) {
        const kids = [];
        const gen = (tc, text = '') => kids.push(llm('llm.generate', { messages: ['...'] }, { text, toolCalls: tc ? [{ toolCallId: 'call_' + n.b62(16), toolName: tc[0], args: tc[1] }] : [], finishReason: tc ? 'tool-calls' : 'stop' }, { model: 'anthropic/claude-3-5-haiku' }));
        gen(['getSurveyJob', { address: '12 Orchard Lane' }]);
        const seq = [['processing', 'stitching images 212/340'], ['processing', 'building mesh'], ['processing', 'measuring planes'], ['complete', null]];
        seq.forEach(([st, phase], i) => {
          if (i > 0) gen(['getSurveyJob', { address: '12 Orchard Lane' }]);
          kids.push(tool('tool.execute getSurveyJob', { address: '12 Orchard Lane' }, { job: 'svy_' + n.hex(10), status: st, phase, heartbeat: n.isoSec(n.tick(90)), ...(st === 'complete' ? { roof_area_m2: 142.6, pitch_deg: 37, ridges_m: 18.2, valleys_m: 6.4 } : {}) }));
        });
        gen(['buildQuote', { area_m2: 142.6, material: 'Spanish slate 500x250', ridge_m: 18.2, valley_m: 6.4 }], 'Survey complete: 142.6 m² at 37°. Pricing the slate re-roof.');
        kids.push(tool('tool.execute buildQuote', { area_m2: 142.6 }, { quote_id: 'Q-' + n.int(3000, 3999), total_gbp: 21840, valid_days: 30 }));
        gen(['sendEmail', { to: 'owner@orchardlane.example', template: 'quote' }]);
        kids.push(tool('tool.execute sendEmail', { to: 'owner@orchardlane.example' }, { messageId: '<' + n.uuid() + '@mail.example>' }));
        gen(null, 'Quote sent to the homeowner: full slate re-roof of 142.6 m², £21,840, valid 30 days.');
        return agent('agent.generate roofQuoteAgent', { messages: 'Quote slate re-roof for 12 Orchard Lane from drone survey; email it.' }, { text: 'Quote sent.' }, kids, { 'mastra.agent.name': 'roofQuoteAgent' });
      },
    },
  ],
};
