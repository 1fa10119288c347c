import { agent, llm, tool, chain, asst, blocks, usage, haState } from './lib.mjs';
export const family = 'status_poll_until_done';
export const loop = false;

// 01: AWS IoT OTA job on one gateway polled until SUCCEEDED; LangGraph node-style recording
function r01(c) {
  const goal = 'Roll firmware 4.12.1 to gateway gw-kiln-07 (it is the canary) and tell me when it is confirmed running the new version.';
  const jobId = 'ota-kiln-canary-' + c.hex(6);
  const kids = []; const msgs = [{ role: 'user', content: goal }];
  const node = (text, calls, results) => {
    const o = asst(c, text, calls);
    kids.push(chain('agent', { messages: msgs.length }, { messages: [o] }, [llm('ChatBedrockConverse', { messages: msgs.slice() }, o, { ls_model_name: 'anthropic.claude-3-5-sonnet-20240620-v1:0', usage: usage(c) })], { langgraph_node: 'agent', langgraph_step: kids.length + 1 }));
    msgs.push(o); c.tick();
    if (calls.length) {
      const ts = calls.map(([n, a], i) => { c.tick(60, 500); return tool(n, a, results[i]); });
      kids.push(chain('tools', { tool_calls: calls.length }, { messages: results.map((r) => JSON.stringify(r).slice(0, 60)) }, ts, { langgraph_node: 'tools', langgraph_step: kids.length + 1 }));
      results.forEach((r) => msgs.push({ role: 'tool', content: JSON.stringify(r) }));
    }
  };
  node('Creating the OTA job for the canary gateway only.', [['iot_create_job', { jobId, targets: ['arn:aws:iot:eu-west-1:318274410022:thing/gw-kiln-07'], document: { operation: 'firmware_update', version: '4.12.1', url: 's3://fw-plant/gw/4.12.1/gw.bin', sha256: c.hex(64) }, targetSelection: 'SNAPSHOT' }]], [{ jobArn: `arn:aws:iot:eu-west-1:318274410022:job/${jobId}`, jobId, description: null }]);
  const phases = [['QUEUED', null], ['QUEUED', null], ['IN_PROGRESS', { step: 'download', progress: '18' }], ['IN_PROGRESS', { step: 'download', progress: '71' }], ['IN_PROGRESS', { step: 'verify_signature', progress: '100' }], ['IN_PROGRESS', { step: 'reboot' }], ['SUCCEEDED', { step: 'done', fw: '4.12.1', boot_ms: String(c.int(8000, 14000)) }]];
  const notes = ['Job created; checking execution status.', 'Still QUEUED, the device has not picked it up yet; checking again in 30 s.', 'Device picked the job up and is downloading (18%).', 'Download at 71%.', 'Download complete and signature verified; device about to reboot.', 'Rebooting now; polling once more.'];
  phases.forEach(([st, det], i) => {
    c.wait(30);
    node(notes[i], [['iot_describe_job_execution', { jobId, thingName: 'gw-kiln-07' }]], [{ execution: { jobId, thingName: 'gw-kiln-07', status: st, statusDetails: det ? { detailsMap: det } : {}, queuedAt: c.epoch() - 300, startedAt: st === 'QUEUED' ? undefined : c.epoch() - c.int(10, 200), lastUpdatedAt: c.epoch(), executionNumber: 1, versionNumber: i + 1, approximateSecondsBeforeTimedOut: 3600 - i * 30 } }]);
  });
  node('Job SUCCEEDED. Confirming the reported firmware in the device shadow.', [['iot_get_thing_shadow', { thingName: 'gw-kiln-07' }]], [{ state: { reported: { fw: '4.12.1', uptime_s: c.int(20, 60), rssi: c.rssi(), kiln_link: 'up' } }, metadata: { reported: { fw: { timestamp: c.epoch() - 12 } } }, version: c.int(3000, 9000), timestamp: c.epoch() }]);
  node('gw-kiln-07 is running firmware 4.12.1 (shadow reports it, uptime under a minute, kiln link up). The canary is done; the fleet rollout can follow.', [], []);
  return { isolates: 'An OTA job execution is polled through QUEUED, IN_PROGRESS with new step details and SUCCEEDED, then the shadow confirms the new firmware.', stagnation: false, goal, root: agent('LangGraph', { messages: [{ role: 'user', content: goal }] }, { final: 'gw-kiln-07 on 4.12.1' }, kids, { graph: 'ota_canary', thread_id: c.uuid() }) };
}

// 02: OCPP charge session polled until the target energy is delivered; Semantic Kernel style plugin functions
function r02(c) {
  const goal = 'Start a charge on CP-22 connector 1 for fleet van VAN-19, deliver 18 kWh, stop it and give me the delivered energy for billing.';
  const kids = []; const tx = c.int(100000, 199999);
  const say = (text, fcalls) => { kids.push(llm('ChatCompletion.GetChatMessageContentsAsync', { chat_history_len: kids.length + 2, execution_settings: { function_choice_behavior: 'auto', temperature: 0.1 } }, { role: 'assistant', content: text, items: fcalls.map(([p, f, a]) => ({ $type: 'FunctionCallContent', id: c.callId(), pluginName: p, functionName: f, arguments: a })) }, { 'gen_ai.system': 'az.ai.openai', 'gen_ai.usage.output_tokens': c.int(20, 200) })); c.tick(); };
  const fn = (p, f, a, out) => { kids.push(tool(`${p}-${f}`, a, out, { metadata: { 'semantic_kernel.function.invocation.duration': c.secs(0.05, 1.2) } })); c.tick(100, 600); };
  say('Sending RemoteStartTransaction.', [['Ocpp', 'RemoteStart', { chargePointId: 'CP-22', connectorId: 1, idTag: 'VAN-19' }]]);
  fn('Ocpp', 'RemoteStart', { chargePointId: 'CP-22', connectorId: 1, idTag: 'VAN-19' }, [3, c.uuid(), { status: 'Accepted' }]);
  let wh = 0; const start = c.int(5100000, 5200000); let soc = c.int(21, 30);
  const steps = [0, 2.9, 6.1, 9.3, 12.4, 15.6, 18.1];
  steps.forEach((kwh, i) => {
    c.wait(i === 0 ? 20 : 900);
    wh = Math.round(kwh * 1000) + c.int(0, 40); soc += i === 0 ? 0 : c.int(4, 6);
    const status = i === 0 ? 'Preparing' : 'Charging';
    say(i === 0 ? 'Start accepted; checking the session.' : `Session running, ${(wh / 1000).toFixed(1)} kWh so far, SoC ${soc}%. ${kwh >= 18 ? 'Target reached, stopping.' : 'Checking again in 15 min.'}`, [['Ocpp', 'GetSession', { chargePointId: 'CP-22', connectorId: 1 }]]);
    fn('Ocpp', 'GetSession', { chargePointId: 'CP-22', connectorId: 1 }, { transactionId: tx, status, meterValues: [{ timestamp: c.isoS(), sampledValue: [{ value: String(start + wh), measurand: 'Energy.Active.Import.Register', unit: 'Wh', context: 'Sample.Periodic' }, { value: String(i === 0 ? 0 : c.int(10800, 11100)), measurand: 'Power.Active.Import', unit: 'W' }, { value: String(soc), measurand: 'SoC', unit: 'Percent' }] }], seqNo: 1000 + i * 3 + c.int(0, 2) });
  });
  say('Stopping the transaction.', [['Ocpp', 'RemoteStop', { chargePointId: 'CP-22', transactionId: tx }]]);
  fn('Ocpp', 'RemoteStop', { chargePointId: 'CP-22', transactionId: tx }, [3, c.uuid(), { status: 'Accepted' }]);
  c.wait(5);
  say('Reading the StopTransaction record.', [['Ocpp', 'GetTransaction', { transactionId: tx }]]);
  fn('Ocpp', 'GetTransaction', { transactionId: tx }, { transactionId: tx, idTag: 'VAN-19', meterStart: start, meterStop: start + wh + 12, reason: 'Remote', timestamp: c.isoS() });
  say(`Transaction ${tx} for VAN-19 delivered ${((wh + 12) / 1000).toFixed(2)} kWh (meter ${start} → ${start + wh + 12} Wh), stopped remotely.`, []);
  return { isolates: 'A charging session is polled every 15 minutes with rising energy and SoC until 18 kWh are delivered, then stopped and billed.', stagnation: false, goal, root: agent('ChargingAssistant', { goal }, { delivered_wh: wh + 12 }, kids, { framework: 'semantic-kernel 1.x', plugin: 'Ocpp' }) };
}

// 03: smart-meter MDMS export job polled until ready, then peak demand computed; plain JSON event-log style
function r03(c) {
  const goal = 'Get last month\'s 15-minute interval data for the three school meters and report each school\'s peak demand in kW.';
  const kids = []; const job = 'exp_' + c.hex(10);
  const think = (text) => { kids.push(llm('llm.generate', { prompt: `Task: ${goal}\nProgress so far: ${kids.length} steps.` }, { text }, { model: 'mistral-large-2407', latency_ms: c.int(300, 2500) })); c.tick(); };
  const call = (name, args, out, err) => { kids.push(tool(name, args, out, { error: err, metadata: { http_status: err ? 503 : 200, server: c.host('mdms-api', 4) } })); c.tick(100, 900); };
  think('Request an interval export for the three MPANs for February.');
  call('mdms.create_export', { meters: ['MPAN 1200023345671', 'MPAN 1200023345689', 'MPAN 1200023345697'], from: '2025-02-01T00:00:00Z', to: '2025-03-01T00:00:00Z', interval: 'PT15M', channels: ['kWh_import'] }, { export_id: job, state: 'queued', position: 7, submitted: c.httpDate() });
  const states = [['queued', { position: 4 }], ['queued', { position: 1 }], ['running', { rows_written: 2880 }], ['running', { rows_written: 6912 }], ['completed', { rows_written: 8064, url: `https://mdms.example-utility.net/exports/${job}.csv.gz`, expires: c.httpDate(c.now() + 86400000) }]];
  states.forEach(([st, extra], i) => {
    c.wait(45);
    think(i === 0 ? 'Export queued at position 7; poll it.' : `Export ${states[i - 1][0]}${states[i - 1][1].position ? ' at position ' + states[i - 1][1].position : ', ' + states[i - 1][1].rows_written + ' rows written'}; poll again.`);
    call('mdms.get_export', { export_id: job }, JSON.stringify({ export_id: job, state: st, ...extra, updated: c.epochMs(), x_request_id: c.reqId('') }));
  });
  think('Export completed with 8064 rows (3 meters × 2688 intervals). Download and compute peaks.');
  call('mdms.download_and_aggregate', { url: `https://mdms.example-utility.net/exports/${job}.csv.gz`, agg: 'max', group_by: 'meter', scale: 4 }, 'meter,max_kWh_15m,max_kW,at\n1200023345671,31.6,126.4,2025-02-11T09:15Z\n1200023345689,22.9,91.6,2025-02-18T12:00Z\n1200023345697,40.3,161.2,2025-02-04T08:45Z\n(3 rows, 1.84s)');
  think('Peaks: Northfield primary 126.4 kW on 11 Feb 09:15, St Anne\'s 91.6 kW on 18 Feb 12:00, Riverside academy 161.2 kW on 4 Feb 08:45.');
  return { isolates: 'An MDMS export job is polled from queue position 7 down to running and completed, each poll with new progress, then the data are aggregated into peaks.', stagnation: false, goal, root: agent('energy-reporting-agent', { goal }, { peaks_kw: { '1200023345671': 126.4, '1200023345689': 91.6, '1200023345697': 161.2 } }, kids, { recorder: 'jsonl-event-log', run: c.uuid() }) };
}
export default [r01, r02, r03];
