import { agent, llm, tool, chain, span, asst, blocks, usage } from './lib.mjs';
export const family = 'similar_records_reviewed';
export const loop = false;

// 01: cold-room sensor shadows read one by one, summary of excursions; Anthropic nested tools
function r01(c) {
  const goal = 'Morning HACCP check: read every cold-room sensor at the Eastfield kitchen and list any that were above 5 °C overnight.';
  const kids = [];
  const rooms = [['cr-dairy', 3.1, 4.2], ['cr-meat', 1.8, 2.6], ['cr-veg', 4.0, 6.3], ['cr-fish', 0.9, 1.7], ['cr-desserts', 3.6, 4.9], ['cr-prep', 4.4, 7.8], ['fz-main', -19.2, -17.5], ['cr-dry-chill', 6.1, 6.9]];
  const hot = [];
  rooms.forEach(([r, now, max], i) => {
    const m = blocks(c, i === 0 ? 'Reading the cold-room shadows one by one.' : '', [['iot_get_thing_shadow', { thingName: `eastfield-${r}` }]]);
    const t = tool('iot_get_thing_shadow', { thingName: `eastfield-${r}` }, { state: { reported: { temp_c: c.jit(now, 1, 1), overnight_max_c: max, door_open_events: c.int(0, 9), battery_pct: c.int(40, 100), rssi: c.rssi() } }, metadata: { reported: { temp_c: { timestamp: c.epoch() - c.int(5, 60) } } }, version: c.int(10000, 99999), timestamp: c.epoch() });
    kids.push(llm('anthropic.messages.create', { model: 'claude-3-5-haiku-20241022' }, m, { usage: { input_tokens: c.int(600, 6000), output_tokens: c.int(20, 60) } }, [t]));
    if (!r.startsWith('fz') && max > 5) hot.push(`${r} (max ${max} °C)`);
    c.tick();
  });
  kids.push(llm('anthropic.messages.create', { model: 'claude-3-5-haiku-20241022' }, blocks(c, `8 sensors read. Above 5 °C overnight: ${hot.join(', ')}. cr-dry-chill is still at 6.1 °C now and needs attention first; the freezer held -17.5 °C or colder.`), {}));
  return { isolates: 'Eight cold-room shadows are read with the same tool and template, each with different temperatures, and the three excursions are listed.', stagnation: false, goal, root: agent('haccp-agent', { goal }, { excursions: hot }, kids, { framework: 'anthropic tool loop' }) };
}

// 02: office floor checked zone by zone with BACnet ReadPropertyMultiple; LangChain siblings
function r02(c) {
  const goal = 'Tenant complaint on level 7: check every VAV zone and tell me which ones are not satisfied and why.';
  const kids = [];
  const zones = [[701, 22.1, 22, 45, 'ok'], [702, 24.6, 22, 100, 'damper full open, still warm'], [703, 21.9, 22, 38, 'ok'], [704, 22.4, 22, 52, 'ok'], [705, 19.8, 22, 0, 'reheat valve stuck'], [706, 22.0, 22, 41, 'ok'], [707, 23.9, 22, 100, 'damper full open, still warm']];
  zones.forEach(([dev, t, sp, d]) => {
    kids.push(llm('ChatOpenAI', { messages: [{ role: 'user', content: goal }] }, { content: '', tool_calls: [{ name: 'bacnet_rpm', args: { device: 7000 + dev, props: ['analog-input,1:present-value', 'analog-value,1:present-value', 'analog-output,1:present-value', 'binary-output,2:present-value'] }, id: c.callId() }] }, { ls_model_name: 'gpt-4o-mini' }));
    c.tick();
    kids.push(tool('bacnet_rpm', { device: 7000 + dev }, `ReadPropertyMultiple device,${7000 + dev} @ 10.7.0.${dev - 690}\n  analog-input,1 present-value: ${t}\n  analog-value,1 present-value: ${sp}\n  analog-output,1 present-value: ${d}.0\n  binary-output,2 present-value: ${dev === 705 ? 'active' : 'inactive'}\n  (invoke-id ${c.int(1, 255)}, ${c.dur(12, 180)})`));
    c.tick(100, 600);
  });
  kids.push(llm('ChatOpenAI', {}, { content: 'Level 7: 701, 703, 704, 706 satisfied. 702 (24.6 °C) and 707 (23.9 °C) have dampers 100 % open and are still warm, so those zones lack supply air (check AHU static pressure or duct leaks). 705 is 19.8 °C with reheat commanded on but no rise, likely a stuck reheat valve.' }, { ls_model_name: 'gpt-4o-mini' }));
  return { isolates: 'Seven VAV zones are read one by one with the same property list and output format, each with different values, and the three unsatisfied zones are explained.', stagnation: false, goal, root: agent('AgentExecutor', { input: goal }, { output: 'three zones unsatisfied' }, kids, { run_type: 'chain' }) };
}

// 03: fire-damper inspection reports read file by file, then a compliance summary; smolagents-style steps
function r03(c) {
  const goal = 'Go through this year\'s fire-damper drop-test reports for the North block and tell me which dampers failed or were not tested.';
  const kids = [];
  const reports = [['FD-N-01', 'PASS', '2025-01-14', 'closed in 3 s'], ['FD-N-02', 'PASS', '2025-01-14', 'closed in 2 s'], ['FD-N-03', 'FAIL', '2025-01-14', 'blade jammed at 40 %, fusible link corroded'], ['FD-N-04', 'NOT TESTED', '2025-01-15', 'no access: ceiling tile screwed shut'], ['FD-N-05', 'PASS', '2025-01-15', 'closed in 4 s, reset OK'], ['FD-N-06', 'PASS', '2025-01-15', 'closed in 3 s'], ['FD-N-07', 'FAIL', '2025-01-16', 'actuator did not release on test signal']];
  reports.forEach(([id, res, date, note], i) => {
    const path = `/shared/compliance/dampers/2025/North/${id}.txt`;
    kids.push(chain(`Step ${i + 1}`, {}, {}, [
      llm('LiteLLMModel.__call__', { messages: [] }, { content: `Thought: read report ${i + 1} of 7.\nCode:\n\`\`\`py\nprint(read_file("${path}"))\n\`\`\`<end_code>` }, { model_id: 'gpt-4o-mini' }),
      tool('read_file', { path }, `FIRE DAMPER DROP TEST — BS 9999 / BESA DW145\nDamper: ${id}   Location: North block L${c.int(1, 5)} riser ${c.pick(['A', 'B'])}\nDate: ${date}   Engineer: ${c.pick(['J. Okafor', 'M. Brennan', 'S. Patel'])}   Ref: DT-${c.int(10000, 99999)}\nResult: ${res}\nNotes: ${note}\nReset verified: ${res === 'PASS' ? 'yes' : 'n/a'}\nFile generated ${c.logTs()} by DamperTrack 3.2`),
    ]));
    c.tick();
  });
  kids.push(tool('final_answer', { answer: 'North block: 7 dampers. Failed: FD-N-03 (blade jammed, corroded link), FD-N-07 (actuator did not release). Not tested: FD-N-04 (no access). Others passed.' }, 'North block: FD-N-03 and FD-N-07 failed, FD-N-04 not tested; FD-N-01/02/05/06 passed.'));
  return { isolates: 'Seven damper reports with the same layout are read one after another, each with different results, then failures and the untested damper are summarised.', stagnation: false, goal, root: agent('CodeAgent', { task: goal }, 'FD-N-03, FD-N-07 failed; FD-N-04 not tested', kids, { framework: 'smolagents' }) };
}
export default [r01, r02, r03];
