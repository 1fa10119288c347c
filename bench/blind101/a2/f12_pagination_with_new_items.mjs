import { agent, llm, tool, chain, asst, blocks, usage } from './lib.mjs';
export const family = 'pagination_with_new_items';
export const loop = false;

// 01: SCADA alarm journal paged by cursor until has_more=false; Anthropic tool_use with nested tool spans
function r01(c) {
  const goal = 'Summarise last night\'s alarm journal for the water treatment plant: which tags alarmed most, and anything still unacknowledged.';
  const kids = []; const hist = [{ role: 'user', content: goal }];
  const tags = ['FIT-101 Lo flow', 'AIT-204 Chlorine Hi', 'LIT-300 Clearwell Lo', 'P-12 Motor Fault', 'TIT-118 Hi', 'PIT-210 Backwash Hi', 'AIT-205 Turbidity Hi', 'DOOR-3 Intrusion'];
  let seq = c.int(880000, 889000); let cursor = null; const counts = {};
  const pages = [3, 3, 3, 3, 3, 3, 2];
  pages.forEach((n, p) => {
    const events = [];
    for (let i = 0; i < n; i++) {
      const tag = tags[(p * 3 + i * 2 + c.int(0, 1)) % tags.length]; counts[tag] = (counts[tag] || 0) + 1;
      events.push({ seq: seq++, eventTime: c.epochMs(c.now() - c.int(1, 8) * 3600000), tag, priority: c.pick(['High', 'Medium', 'Low']), state: c.pick(['ClearedAcked', 'ClearedAcked', 'ActiveUnacked', 'ClearedUnacked']), displayPath: 'WTP/' + tag.split(' ')[0] });
    }
    const next = p < pages.length - 1 ? Buffer.from(`seq:${seq}`).toString('base64') : null;
    const msg = blocks(c, p === 0 ? 'Querying the journal from 18:00 to 06:00.' : `Page ${p} had ${pages[p - 1]} events; fetching the next page.`, [['alarm_journal_query', { journal: 'WTP_Journal', start: '18:00', end: '06:00', limit: 3, cursor }]]);
    const t = tool('alarm_journal_query', { journal: 'WTP_Journal', start: '18:00', end: '06:00', limit: 3, cursor }, { events, page: { has_more: !!next, next_cursor: next }, gateway: 'ign-gw-' + c.int(1, 2), query_ms: c.int(30, 240) });
    kids.push(llm('anthropic.messages', { model: 'claude-3-5-sonnet-20241022', messages: hist.slice() }, msg, { usage: { input_tokens: c.int(900, 7000), output_tokens: c.int(40, 200) } }, [t]));
    hist.push(msg, { role: 'user', content: [{ type: 'tool_result', content: `${events.length} events, has_more=${!!next}` }] });
    cursor = next; c.tick();
  });
  const top = Object.entries(counts).sort((a, b) => b[1] - a[1]).slice(0, 3).map(([k, v]) => `${k} (${v})`).join(', ');
  kids.push(llm('anthropic.messages', { model: 'claude-3-5-sonnet-20241022', messages: hist.slice() }, blocks(c, `20 alarms overnight across 7 pages. Most frequent: ${top}. Check the ActiveUnacked entries first; the journal reported no further pages.`), { usage: { input_tokens: c.int(2000, 8000), output_tokens: c.int(80, 300) } }));
  return { isolates: 'An alarm journal is read page by page with a new cursor and new sequence numbers each time until has_more is false, then summarised.', stagnation: false, goal, root: agent('scada-shift-assistant', { goal }, { pages: 7, alarms: 20 }, kids, { framework: 'anthropic-sdk tool runner', plant: 'WTP-East' }) };
}

// 02: Azure IoT Hub twin query paged with x-ms-continuation; OpenAI Agents style siblings
function r02(c) {
  const goal = 'List every vending-fridge controller still on firmware older than 2.8.0 in IoT Hub so we can schedule the update.';
  const kids = [];
  const sql = "SELECT deviceId, properties.reported.fw, properties.reported.site FROM devices WHERE tags.product = 'vfc' AND properties.reported.fw < '2.8.0'";
  let token = null; const found = [];
  const sizes = [3, 3, 3, 3, 3, 3, 2];
  sizes.forEach((n, p) => {
    kids.push(llm('response', { model: 'gpt-4.1', input: [{ role: 'user', content: goal }] }, asst(c, p === 0 ? 'Running the twin query.' : `${found.length} devices so far; continuing with the continuation token.`, [['iothub_query_twins', { query: sql, pageSize: 3, continuationToken: token }]]), { usage: usage(c) }));
    c.tick();
    const items = [];
    for (let i = 0; i < n; i++) { const id = `vfc-${c.pick(['lon', 'man', 'bri', 'gla'])}-${String(c.int(100, 999))}`; found.push(id); items.push({ deviceId: id, fw: c.pick(['2.6.4', '2.7.0', '2.7.2', '2.5.9']), site: c.pick(['Kings Cross', 'Piccadilly', 'Temple Meads', 'Queen St', 'Euston']) }); }
    const next = p < sizes.length - 1 ? JSON.stringify({ token: c.hex(20) + '==', range: { min: '', max: '05C1' + c.hex(4).toUpperCase() } }) : null;
    kids.push(tool('iothub_query_twins', { query: sql, pageSize: 3, continuationToken: token }, { status: 200, headers: { 'x-ms-continuation': next, 'x-ms-item-type': 'Twin', 'iothub-errorcode': null, 'x-ms-request-id': c.uuid(), date: c.httpDate() }, body: items }));
    token = next; c.tick(200, 900);
  });
  kids.push(llm('response', { model: 'gpt-4.1' }, asst(c, `20 controllers are below 2.8.0 (no continuation header on the last page). By site: ${['Kings Cross', 'Piccadilly', 'Temple Meads', 'Queen St', 'Euston'].join(', ')}. Full id list attached for the update schedule.`), { usage: usage(c) }));
  return { isolates: 'An IoT Hub twin query is followed through three continuation tokens, each page adding new device ids, until the header is absent, then a count is given.', stagnation: false, goal, root: agent('FleetAgent', { input: goal }, { device_ids: found }, kids, { sdk: 'openai-agents', workflow_name: 'fw-audit' }) };
}

// 03: Project Haystack read of zone temperature points with offset/limit until a short page; LangChain tool runs under chain
function r03(c) {
  const goal = 'Which zones on floors 3 and 4 of the Harbour building are more than 1.5 K away from their setpoint right now?';
  const kids = []; const out = [];
  const pages = [[0, 6], [6, 6], [12, 6], [18, 6], [24, 3]];
  pages.forEach(([off, n], p) => {
    const rows = [];
    for (let i = 0; i < n; i++) { const z = `${p < 3 ? 3 : 4}${String.fromCharCode(65 + ((off + i) % 12))}${(i % 3) + 1}`; const sp = c.pick([21, 21.5, 22]); const cur = Number((sp + (c.int(-25, 25) / 10)).toFixed(1)); rows.push({ id: `@p:harbour:r:${c.hex(8)} "Zone ${z} Temp"`, navName: `Zone ${z}`, curVal: `${cur}°C`, effSp: `${sp}°C`, curStatus: 'ok', mod: `t:${c.isoLocal(c.now(), 1)} London` }); if (Math.abs(cur - sp) > 1.5) out.push(`Zone ${z} (${cur} vs ${sp})`); }
    const text = p === 0 ? 'Reading zone temperature points for floors 3-4, 6 per page.' : `Got ${pages[p - 1][1]} rows at offset ${pages[p - 1][0]}; reading offset ${off}.`;
    const l = llm('ChatVertexAI', { messages: [{ type: 'human', content: goal }] }, { content: text, tool_calls: [{ name: 'haystack_read', args: { filter: 'point and zone and air and temp and sensor and floorNum>=3 and floorNum<=4', limit: 6, offset: off }, id: c.callId() }] }, { ls_model_name: 'gemini-1.5-pro-002', usage_metadata: { input_tokens: c.int(500, 4000), output_tokens: c.int(20, 90) } });
    c.tick();
    const t = tool('haystack_read', { filter: 'point and zone and air and temp and sensor and floorNum>=3 and floorNum<=4', limit: 6, offset: off }, `ver:"3.0" limit:6 offset:${off} total:27\n` + rows.map((r) => `${r.id},${r.navName},${r.curVal},${r.effSp},${r.curStatus},${r.mod}`).join('\n'), { metadata: { server: 'skyspark.harbour.local', elapsed: c.dur() } });
    kids.push(chain('RunnableSequence', { step: p + 1 }, { rows: n }, [l, t])); c.tick(100, 500);
  });
  kids.push(llm('ChatVertexAI', { messages: [{ type: 'human', content: goal }] }, { content: `27 zone points read (last page returned 3 < limit). Outside ±1.5 K: ${out.join('; ') || 'none'}.` }, { ls_model_name: 'gemini-1.5-pro-002' }));
  return { isolates: 'Zone temperature points are read with a growing offset, each page holding different zones, until a short page of 3 ends the list, then out-of-band zones are reported.', stagnation: false, goal, root: agent('AgentExecutor', { input: goal }, { output: out }, kids, { run_type: 'chain', building: 'Harbour' }) };
}
export default [r01, r02, r03];
