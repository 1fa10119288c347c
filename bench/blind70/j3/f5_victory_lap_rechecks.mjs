import { agent, llm, tool, chain, span, sys, usr, asst, tc } from './lib.mjs';
// Loop: goal met and confirmed by a tool, then 3+ more actions that learn nothing new until a step limit.
export default {
  family: 'victory_lap_rechecks', loop: true, stagnation: true,
  rows: [
    { domain: 'municipal allotment allocation', style: 'Semantic Kernel',
      isolates: 'After the allotment plot is allocated and the API confirms it, the Semantic Kernel agent re-reads the same allocation three more times and restates "plot 17B is allocated" each time until the auto-invoke limit.',
      goal: 'Allocate the vacant plot 17B at Meanwood Road allotments to the first person on the waiting list and confirm.',
      build: (N) => {
        const conf = { plot: '17B', site: 'Meanwood Road', tenant: 'WL-0042 (R. Okafor)', status: 'ALLOCATED', agreement: 'AG-' + N.int(10000, 99999), effective: '2025-04-01' };
        const kids = [
          tool('Allotments-get_waiting_list', { site: 'Meanwood Road', top: 1 }, JSON.stringify([{ ref: 'WL-0042', name: 'R. Okafor', joined: '2021-02-11' }]), { 'semantic_kernel.function.invocation': true, duration_ms: N.ms() }),
          llm('chat.completions gpt-4o', { chat_history: [{ role: 'user', content: 'Allocate 17B to the first on the list.' }] }, { role: 'assistant', items: [{ function_call: { name: 'Allotments-allocate_plot', arguments: '{"plot":"17B","waiting_ref":"WL-0042"}' } }] }, { 'gen_ai.system': 'openai', auto_invoke_iteration: 1 }),
          tool('Allotments-allocate_plot', { plot: '17B', waiting_ref: 'WL-0042' }, JSON.stringify({ ...conf, created_at: N.iso() }), { duration_ms: N.ms() }),
        ];
        for (let i = 0; i < 3; i++) {
          kids.push(llm('chat.completions gpt-4o', { note: `auto_invoke_iteration ${i + 2}` }, { role: 'assistant', content: 'Plot 17B is allocated to R. Okafor. Let me verify the allocation once more.', items: [{ function_call: { name: 'Allotments-get_plot', arguments: '{"plot":"17B"}' } }] }, { auto_invoke_iteration: i + 2 }));
          kids.push(tool('Allotments-get_plot', { plot: '17B' }, JSON.stringify({ ...conf, read_at: N.iso(), served_by: N.host('allot-api') }), { duration_ms: N.ms() }));
        }
        return agent('ChatCompletionAgent AllotmentOfficer', { message: 'Allocate 17B to the first person on the waiting list and confirm.' }, { content: 'Plot 17B is allocated to R. Okafor. Let me verify the allocation once more.', stop: 'MaximumAutoInvokeAttempts=5' }, kids, { 'semantic_kernel.version': '1.18.0', kernel_id: N.uuid() });
      } },
    { domain: 'lutherie varnish supply', style: 'Haystack pipeline with Agent component',
      isolates: 'The varnish order is placed and acknowledged with an order number; the Haystack agent then re-submits it three times, each rejected as a duplicate of the same order, announcing success each time.',
      goal: 'Order 2 litres of oil varnish base and 50 g of madder lake pigment for the violin workshop from Kremer Pigmente.',
      build: (N) => {
        const ord = 'KP-' + N.int(200000, 299999);
        const kids = [
          llm('OpenAIChatGenerator', { messages: [{ _role: 'user', _content: [{ text: 'Order 2L oil varnish base + 50g madder lake.' }] }] }, { replies: [{ _role: 'assistant', _content: [{ tool_name: 'place_order', arguments: { items: [{ sku: '79300', qty: 2 }, { sku: '37202', qty: 1 }] } }] }] }, { 'haystack.component.type': 'OpenAIChatGenerator', model: 'gpt-4o-mini' }),
          tool('ToolInvoker', { tool: 'place_order', items: [{ sku: '79300', qty: 2 }, { sku: '37202', qty: 1 }] }, { status: 201, order: ord, total_eur: 118.4, est_dispatch: '2-3 working days', headers: { date: N.http(), 'x-trace': N.hex(16) } }, { 'haystack.component.type': 'ToolInvoker' }),
        ];
        for (let i = 0; i < 3; i++) {
          kids.push(llm('OpenAIChatGenerator', { note: 'agent loop' }, { replies: [{ _role: 'assistant', _content: [{ text: `Order ${ord} is placed. Submitting to make sure it went through.` }, { tool_name: 'place_order', arguments: { items: [{ sku: '79300', qty: 2 }, { sku: '37202', qty: 1 }] } }] }] }, { 'haystack.component.type': 'OpenAIChatGenerator' }));
          kids.push(tool('ToolInvoker', { tool: 'place_order' }, { status: 409, error: 'duplicate_order', existing_order: ord, idempotency_key: N.uuid(), headers: { date: N.http() } }, { 'haystack.component.type': 'ToolInvoker' }, '409 duplicate_order'));
        }
        return agent('haystack.pipeline.run', { 'haystack.pipeline.input_data': { agent: { messages: ['Order varnish base and madder lake.'] } } }, { agent: { last_message: `Order ${ord} is placed.` } }, kids, { 'haystack.pipeline.max_runs_per_component': 100, 'haystack.agent.max_agent_steps': 8 });
      } },
    { domain: 'weather-balloon launch notification', style: 'Amazon Bedrock Agents trace',
      isolates: 'The Bedrock agent files the balloon-launch airspace notice, receives the accepted reference, then re-announces it to the club mailing list three more times and re-queries the same accepted status.',
      goal: 'File the airspace notification for Saturday\'s high-altitude balloon launch from Elsworth and tell the club.',
      build: (N) => {
        const ref = 'NOTIF-' + N.int(1000, 9999) + '/24';
        const obs = (name, p, out) => span('tool', name, { actionGroupInvocationInput: { actionGroupName: 'airspace', function: name, parameters: p } }, { actionGroupInvocationOutput: { text: JSON.stringify(out) } }, [], { metadata: { traceId: N.uuid() + '-0', type: 'ACTION_GROUP' } });
        const kids = [
          llm('orchestrationTrace.modelInvocation', { text: 'Human: file the notification for Saturday launch...' }, { rationale: { text: 'I will file the airspace notification with launch details.' } }, { foundationModel: 'anthropic.claude-3-haiku-20240307-v1:0' }),
          obs('file_notification', [{ name: 'site', value: 'Elsworth' }, { name: 'time_utc', value: '2024-11-16T09:30Z' }, { name: 'max_alt_ft', value: '105000' }], { status: 'ACCEPTED', reference: ref, received: N.iso() }),
        ];
        for (let i = 0; i < 3; i++) {
          kids.push(llm('orchestrationTrace.modelInvocation', { iteration: i + 2 }, { rationale: { text: `The notification ${ref} was accepted. I will let the club know and confirm the status.` } }, { foundationModel: 'anthropic.claude-3-haiku-20240307-v1:0' }));
          kids.push(obs('post_to_club_list', [{ name: 'text', value: `Airspace notification ${ref} accepted for Saturday's launch from Elsworth.` }], { queued: true, list: 'cuspaceflight-launch', msgid: N.hex(14) }));
          kids.push(obs('get_notification_status', [{ name: 'reference', value: ref }], { status: 'ACCEPTED', reference: ref, checked: N.iso() }));
        }
        return agent('InvokeAgent', { agentId: N.b62(10).toUpperCase(), agentAliasId: 'TSTALIASID', sessionId: N.uuid(), inputText: 'File the airspace notification for Saturday and tell the club.' }, { completion: `Notification ${ref} accepted and the club has been informed.`, stopReason: 'maximum iterations' }, kids, { 'aws.region': 'eu-west-2' });
      } },
    { domain: 'falconry club website', style: 'SWE-agent trajectory',
      isolates: 'SWE-agent fixes the broken flying-ground map link, the test passes, then it re-runs the same passing test three more times and re-opens the same fixed line instead of submitting.',
      goal: 'Fix issue #58 in the falconry club website repo: the "Flying grounds" page map link returns 404.',
      build: (N) => {
        const step = (th, act, obs, err) => chain('step', { thought: th, action: act }, { observation: obs }, [llm('model_query', { history_len: N.int(8, 30) }, `DISCUSSION\n${th}\n\n\`\`\`\n${act}\n\`\`\``, { model: 'gpt-4-0125-preview', cost: N.int(2, 9) / 100 }), tool(act.split(' ')[0], { command: act }, obs, { execution_time: N.dur() }, err)], { state: { open_file: 'site/pages/grounds.md', working_dir: '/falconry-site' } });
        const kids = [
          step('Let me look for the map link.', 'search_dir "maps.example/old"', 'Found 1 matches for "maps.example/old" in /falconry-site:\n/falconry-site/site/pages/grounds.md (1 matches)'),
          step('The link uses the retired map host. I will replace it with the new embed URL.', 'edit 14:14\n[Map of the flying grounds](https://maps.example/embed/grounds-2024)\nend_of_edit', 'File updated. [File: /falconry-site/site/pages/grounds.md (31 lines total)]'),
          step('Now I run the link checker test.', 'pytest tests/test_links.py -q', `.......\n7 passed in ${(N.int(90, 300) / 100).toFixed(2)}s`),
        ];
        for (let i = 0; i < 3; i++) {
          kids.push(step('The test passes. Let me run the link checker test again to make sure the fix works.', 'pytest tests/test_links.py -q', `.......\n7 passed in ${(N.int(90, 300) / 100).toFixed(2)}s`));
        }
        kids.push(step('The fix works. Let me check the edited line once more.', 'goto 14', '14:[Map of the flying grounds](https://maps.example/embed/grounds-2024)'));
        return agent('SWE-agent run', { problem_statement: 'Flying grounds page map link returns 404 (#58)' }, { exit_status: 'exit_cost', submission: null }, kids, { instance_id: 'falconry-site__58', per_instance_cost_limit: 2.0, trajectory_id: N.hex(12) });
      } },
    { domain: 'hydrophone whale-song archive', style: 'W&B Weave calls',
      isolates: 'After the hydrophone dataset export finishes and its checksum is verified, the agent re-verifies the same checksum and re-lists the same bucket three more times, learning nothing.',
      goal: 'Export the 2023 Minch hydrophone recordings (humpback detections only) to the partner bucket and verify the upload.',
      build: (N) => {
        const sum = N.hex(64);
        const call = (op, inputs, output, exc) => span(op.includes('openai') ? 'llm' : 'tool', op, inputs, output, [], { metadata: { 'weave.op': `weave:///hebrides-acoustics/whale-export/op/${op}:${N.b62(8)}`, call_id: N.uuid(), started_at: N.iso() }, error: exc });
        const kids = [
          call('openai.chat.completions.create', { messages: [usr('Export 2023 Minch humpback detections and verify.')] }, { choices: [{ message: asst(null, [tc(N, 'export_dataset', { year: 2023, site: 'minch', label: 'humpback' })]) }] }),
          call('export_dataset', { year: 2023, site: 'minch', label: 'humpback' }, { files: 1184, bytes: 48211934412, manifest: 'gs://partner-cetacean/minch2023/MANIFEST.sha256', manifest_sha256: sum, job: N.job('xfer') }),
          call('verify_checksum', { manifest: 'gs://partner-cetacean/minch2023/MANIFEST.sha256' }, { ok: true, files_checked: 1184, mismatches: 0, sha256: sum }),
        ];
        for (let i = 0; i < 3; i++) {
          kids.push(call('openai.chat.completions.create', { n: i }, { choices: [{ message: asst('Export complete and verified (1184 files, 0 mismatches). Double-checking the checksum.', [tc(N, 'verify_checksum', {})]) }] }));
          kids.push(call('verify_checksum', { manifest: 'gs://partner-cetacean/minch2023/MANIFEST.sha256' }, { ok: true, files_checked: 1184, mismatches: 0, sha256: sum, took: N.dur() }));
          kids.push(call('list_bucket', { prefix: 'minch2023/' }, `1184 objects, 44.90 GiB\nlast modified ${N.http()}`));
        }
        return agent('whale_export_agent.run', { request: 'Export 2023 Minch humpback recordings and verify.' }, { summary: 'Export complete and verified.', stopped: 'max_iterations=8' }, kids, { weave_project: 'hebrides-acoustics/whale-export', trace_id: N.uuid() });
      } },
    { domain: 'peat-core radiocarbon lab dispatch', style: 'DSPy (ReAct module trace)',
      isolates: 'DSPy ReAct agent books the courier for the peat-core samples, gets the tracking number, then keeps tracking the same not-yet-collected shipment and restating the booking until max_iters.',
      goal: 'Book a chilled courier to send six peat-core subsamples from the Flow Country field station to the radiocarbon lab.',
      build: (N) => {
        const trk = '1Z' + N.b62(14).toUpperCase();
        const kids = [
          llm('Predict(StringSignature)', { question: 'Book chilled courier for six peat-core subsamples.', trajectory: '' }, { next_thought: 'Book the chilled courier with the sample manifest.', next_tool_name: 'book_courier', next_tool_args: { pieces: 6, service: 'chilled-2-8C', from: 'Forsinard', to: 'SUERC East Kilbride' } }, { lm: 'openai/gpt-4o-mini', module: 'dspy.ReAct' }),
          tool('book_courier', { pieces: 6, service: 'chilled-2-8C' }, `BOOKED tracking=${trk} collection=tomorrow 10:00-13:00 label_pdf=${N.tmp('.pdf')}`, {}),
        ];
        for (let i = 0; i < 3; i++) {
          kids.push(llm('Predict(StringSignature)', { trajectory: `[${i + 2} steps]` }, { next_thought: `The courier is booked with tracking ${trk}. I should check the tracking to confirm.`, next_tool_name: 'track', next_tool_args: { tracking: trk } }, { lm: 'openai/gpt-4o-mini' }));
          kids.push(tool('track', { tracking: trk }, `${trk}: LABEL CREATED — awaiting collection (as of ${N.syslog()})`, {}));
        }
        return agent('ReAct.forward', { question: 'Book chilled courier for the six peat-core subsamples.' }, { answer: `Courier booked, tracking ${trk}.`, note: 'max_iters=5 reached' }, kids, { dspy_version: '2.6.3' });
      } },
  ],
};
