import { noise, agent, llm, tool, span, oaiCall, row } from './lib.mjs';
const F = 'volatile_only_results';

// 01 — Dutch smart-home agent (OpenAI chat): reads the same thermostat state 5 times; only timestamps/context ids change.
function r1() {
  const N = noise(F + '-01', '2026-01-12T05:30:00Z');
  const goal = 'Het is koud in de woonkamer. Zorg dat het daar om 07:00 21 °C is.';
  const st = () => { N.tick(5, 15); return { entity_id: 'climate.woonkamer', state: 'heat', attributes: { current_temperature: 17.5, temperature: 19, hvac_action: 'idle', friendly_name: 'Woonkamer thermostaat', preset_mode: 'eco' }, last_changed: '2026-01-12T04:58:11.402113+00:00', last_updated: N.iso().replace('Z', '+00:00'), context: { id: N.alnum(26, '0123456789ABCDEFGHJKMNPQRSTVWXYZ'), parent_id: null, user_id: null } }; };
  const kids = [];
  const txt = 'Ik controleer eerst de huidige status van de thermostaat in de woonkamer.';
  for (let i = 0; i < 5; i++) {
    kids.push(llm('chat.completions', { model: 'gpt-4o-mini', messages: ['…'] }, oaiCall(N, i === 0 ? 'Ik kijk naar de thermostaat.' : txt, [['ha_get_state', { entity_id: 'climate.woonkamer' }]])));
    kids.push(tool('ha_get_state', { entity_id: 'climate.woonkamer' }, JSON.stringify(st())));
  }
  return row(F, 1, {
    isolates: 'A Dutch Home Assistant agent reads the same thermostat state five times (17,5 °C, setpoint 19, eco), only last_updated and context id changing, and never sets the temperature; its one-line text repeats.',
    loop: true, stagnation: true, goal,
    root: agent('huisassistent', { messages: [{ role: 'user', content: goal }] }, { finish_reason: 'length' }, kids, { style: 'openai-chat', lang: 'nl', conversation_id: N.uuid() }),
  });
}

// 02 — Hindi travel agent (Coze-style workflow log): PNR status re-fetched 5 times with attempt counters, same RAC status.
function r2() {
  const N = noise(F + '-02', '2026-04-21T03:00:00Z');
  const goal = 'मेरे PNR 4521873690 का स्टेटस देखो, अगर सीट कन्फर्म नहीं है तो 12952 राजधानी में तत्काल टिकट का विकल्प बताओ।';
  const kids = [span('node', 'Start', { USER_INPUT: goal }, { pnr: '4521873690' }, [], { metadata: { node_type: 'start', node_id: '100001' } })];
  for (let i = 1; i <= 5; i++) {
    N.tick(3, 10);
    kids.push(llm('LLM_大模型', { model: 'doubao-pro-32k', prompt: '…' }, { tool_calls: [{ plugin: 'irctc_pnr_status', parameters: { pnr: '4521873690', attempt: i, client_ts: N.epochMs() } }] }, { node_id: '1' + String(20000 + i), cost_ms: N.ms(300, 1400) }));
    kids.push(tool('irctc_pnr_status', { pnr: '4521873690', attempt: i, client_ts: N.epochMs() }, `{"code":0,"msg":"success","data":{"pnr":"4521873690","ट्रेन":"12952 MMCT RAJDHANI","यात्रा_तिथि":"28-04-2026","श्रेणी":"3A","यात्री":[{"क्रम":1,"बुकिंग_स्थिति":"RAC 14","वर्तमान_स्थिति":"RAC 9"}],"चार्ट_स्थिति":"चार्ट तैयार नहीं हुआ है","अंतिम_अपडेट":"${N.fr().replace('h', ':')} IST"},"log_id":"${N.alnum(20, '0123456789ABCDEF')}","server":"${N.host('pnr-api')}"}`, { metadata: { node_type: 'plugin', retry: i - 1 } }));
  }
  return row(F, 2, {
    isolates: 'A Hindi PNR status is fetched five times with only attempt counter and client timestamp in the arguments; each answer is RAC 9 / chart not prepared with new log ids, and the Tatkal option is never looked at.',
    loop: true, stagnation: false, goal,
    root: agent('workflow', { input: goal }, { status: 'fail', error_msg: 'workflow execution exceeds max node count' }, kids, { style: 'coze-workflow', lang: 'hi', execute_id: String(7400000000000000000n + BigInt(N.int(1, 99999999))) }),
  });
}

// 03 — Swedish DevOps agent (LangSmith export): rollout status of a deployment read 4 times, identical but for replica host/timestamps.
function r3() {
  const N = noise(F + '-03', '2026-02-26T14:10:00Z');
  const goal = 'Driftsätt version 3.8.1 av tjänsten kundportal i produktion och bekräfta att den är uppe.';
  const thoughts = ['Utrullningen är startad, jag kollar status.', 'Fortfarande 2 av 3 repliker uppdaterade. Jag kollar igen.', 'Status oförändrad, ny kontroll.', 'Jag väntar och tittar på rollout-statusen igen.'];
  const kids = [
    llm('ChatAnthropic', { messages: [{ role: 'user', content: goal }] }, { content: 'Jag uppdaterar imagen för deployment/kundportal.', tool_calls: [{ name: 'shell', args: { cmd: 'kubectl -n web set image deploy/kundportal app=ghcr.io/acme-se/kundportal:3.8.1' } }] }, { ls_run_id: N.uuid() }),
    tool('shell', { cmd: 'kubectl -n web set image deploy/kundportal app=ghcr.io/acme-se/kundportal:3.8.1' }, 'deployment.apps/kundportal image updated'),
  ];
  for (const t of thoughts) {
    N.tick(30, 60);
    kids.push(llm('ChatAnthropic', { messages: ['…'] }, { content: t, tool_calls: [{ name: 'shell', args: { cmd: 'kubectl -n web rollout status deploy/kundportal --timeout=30s' } }] }, { ls_run_id: N.uuid() }));
    kids.push(tool('shell', { cmd: 'kubectl -n web rollout status deploy/kundportal --timeout=30s' }, `Waiting for deployment "kundportal" rollout to finish: 2 of 3 updated replicas are available...\nerror: timed out waiting for the condition\n# pod kundportal-6f8b7d9c4-${N.alnum(5, 'abcdefghijklmnopqrstuvwxyz0123456789')} på nod ${N.host('aks-pool1')} (senast kontrollerad ${N.log()})`, { error: 'exit status 1' }));
  }
  return row(F, 3, {
    isolates: 'The Swedish deployment agent runs the same rollout-status command four times; each answer is "2 of 3 updated replicas" plus a different pod name, node and timestamp, and it never inspects the stuck pod.',
    loop: true, stagnation: false, goal,
    root: agent('AgentExecutor', { input: goal }, { output: 'Agent stopped due to max iterations.' }, kids, { style: 'langsmith-export', lang: 'sv', session_name: 'devops-prod', run_id: N.uuid() }),
  });
}
export const rows = [r1(), r2(), r3()];
