// Healthy 4: the same tool over distinct items, identical acknowledgements, one templated sentence per item.
export const family = 'batch_distinct_items';
export const loop = false;

// 01: Ollama chat (mistral-small 22b) sending welcome e-mails to six new hires.
function s01(c) {
  c.model = 'mistral-small:22b-instruct-2409-q4_K_M';
  c.t = Date.UTC(2026, 8, 1, 7, 0, 0);
  const goal = 'Send the standard welcome e-mail (template "welcome-v3") to everyone in the September new-hires sheet, then tell me who got it.';
  c.chat('You are an HR assistant. Tools: sheet_read, send_template_email.', goal);
  const k = [];
  const people = [['Amara Okafor', 'amara.okafor', 'Platform'], ['Bastian Vogel', 'bastian.vogel', 'Sales'], ['Chen Yiling', 'yiling.chen', 'Design'], ['Diego Marín', 'diego.marin', 'Support'], ['Elif Kaya', 'elif.kaya', 'Finance'], ['Fionn Walsh', 'fionn.walsh', 'Platform']];
  k.push(c.llm(null, [{ name: 'sheet_read', args: { sheet: 'New hires 2026', range: 'Sep!A2:D20' } }]));
  k.push(c.tool('sheet_read', { sheet: 'New hires 2026', range: 'Sep!A2:D20' }, { range: 'Sep!A2:D7', majorDimension: 'ROWS', values: people.map(([n, e, t]) => [n, `${e}@northpeak.io`, t, '2026-09-07']) }));
  k.push(c.llm('Six new hires. Sending the welcome e-mail to each.', [{ name: 'send_template_email', args: { to: 'amara.okafor@northpeak.io', template: 'welcome-v3' } }]));
  k.push(c.tool('send_template_email', { to: 'amara.okafor@northpeak.io', template: 'welcome-v3' }, { detail: [{ type: 'missing', loc: ['body', 'variables'], msg: 'Field required' }] }, { error: '422 Unprocessable Entity' }));
  people.forEach(([n, e, t], i) => {
    const args = { to: `${e}@northpeak.io`, template: 'welcome-v3', variables: { first_name: n.split(' ')[n.startsWith('Chen') ? 1 : 0], team: t, start_date: '2026-09-07' } };
    k.push(c.llm(i === 0 ? 'The template needs variables. Adding first_name, team and start_date.' : i === 3 ? 'Sent to three so far, continuing.' : null, [{ name: 'send_template_email', args }]));
    k.push(c.tool('send_template_email', args, { status: 'queued', message_id: `<${c.hex(20)}@mailer.northpeak.io>`, queued_at: c.iso() }));
  });
  k.push(c.llm(people.map(([n, e, t]) => `- Welcome e-mail sent to ${n} (${t}).`).join('\n') + '\nAll 6 September new hires received "welcome-v3".', []));
  const root = c.agent('ollama chat session', { prompt: goal }, { done: true }, k, { host: 'http://ai-box:11434', session: c.uuid() });
  return { goal, stagnation: false, isolates: 'After a 422 for missing template variables, the same send tool is called for six different people, each answered "queued", and the answer lists one templated line per person.', root };
}

// 02: smolagents ToolCallingAgent (gemma2:9b) turning off the lights room by room.
function s02(c) {
  c.model = 'gemma2:9b';
  const goal = 'We are leaving for the weekend: turn off every light that is on, and tell me which ones you switched off.';
  const k = [];
  const step = (n, calls, outs, errs = []) => {
    const l = c.llm(null, calls, { name: 'LiteLLMModel.generate' });
    const kids = [l, ...calls.map((cl, i) => c.tool(cl.name, cl.args, outs[i], { error: errs[i] }))];
    k.push(c.span('chain', `Step ${n}`, { step_number: n }, { observations: outs.map((o) => (typeof o === 'string' ? o : JSON.stringify(o))).join('\n').slice(0, 300) }, kids));
  };
  const on = ['light.kitchen_ceiling', 'light.living_floor_lamp', 'light.hallway', 'light.office_desk', 'light.bathroom_mirror', 'light.garden_path', 'light.kids_nightlight'];
  step(1, [{ name: 'ha_states', args: { domain: 'light', state: 'on' } }], [{ count: 7, entities: on.map((e) => ({ entity_id: e, state: 'on', last_changed: c.isoOff(2) })) }]);
  step(2, [{ name: 'light_off', args: { entity_id: 'light.kitchen' } }], [null], ['Entity light.kitchen not found. Did you mean light.kitchen_ceiling?']);
  on.forEach((e, i) => step(3 + i, [{ name: 'light_off', args: { entity_id: e } }], [{ result: 'ok', context_id: c.B62(26).toUpperCase() }]));
  step(10, [{ name: 'ha_states', args: { domain: 'light', state: 'on' } }], [{ count: 0, entities: [] }]);
  step(11, [{ name: 'final_answer', args: { answer: on.map((e) => `Switched off ${e}.`).join(' ') + ' No lights are on now.' } }], ['final answer returned']);
  const root = c.agent('ToolCallingAgent.run', { task: goal }, on.map((e) => `Switched off ${e}.`).join(' ') + ' No lights are on now.', k, { smolagents: '1.13.0', api_base: 'http://homelab:11434', max_steps: 15 });
  return { goal, stagnation: false, isolates: 'After one unknown entity id is corrected, light_off is called for seven different lights, each returning "ok", a final state read shows none on, and the answer has one templated sentence per light.', root };
}

// 03: LangChain ReAct (llama3.1:8b) restarting six deployments after a secret rotation.
function s03(c) {
  c.model = 'llama3.1:8b-instruct-q4_0';
  const goal = 'The shared Redis password was rotated. Restart every deployment in namespace "shop" that mounts the secret redis-auth so they pick it up, and confirm each rollout.';
  const k = [];
  let sp = '';
  const step = (text, tool, input, obs, err) => {
    k.push(c.llmText(`Answer the following questions as best you can...\nQuestion: ${goal}\nThought:${sp.slice(-500)}`, text, { name: 'Ollama' }));
    if (tool) k.push(c.tool(tool, input, obs, { error: err }));
    sp += text + (tool ? `\nObservation: ${String(obs).slice(0, 150)}\nThought:` : '');
  };
  step(' I need to find deployments that use the secret.\nAction: kubectl\nAction Input: kubectl -n shop get deploy -o json | jq -r \'.items[] | select(.spec.template.spec.volumes[]?.secret.secretName=="redis-auth") | .metadata.name\'', 'kubectl', "kubectl -n shop get deploy -o json | jq -r '...'", 'cart\ncheckout\ncatalog\nsessions\nrecommendations\nratelimiter\n');
  const deps = ['cart', 'checkout', 'catalog', 'sessions', 'recommendations', 'ratelimiter'];
  deps.forEach((d, i) => {
    if (i === 2) step(' Restart catalog next.', '_Exception', 'Invalid Format: Missing \'Action:\' after \'Thought:\'', 'Invalid Format: Missing \'Action:\' after \'Thought:\'');
    step(` Restart ${d}.\nAction: kubectl\nAction Input: kubectl -n shop rollout restart deploy/${d} && kubectl -n shop rollout status deploy/${d} --timeout=120s`, 'kubectl', `kubectl -n shop rollout restart deploy/${d} && kubectl -n shop rollout status deploy/${d} --timeout=120s`, `deployment.apps/${d} restarted\nWaiting for deployment "${d}" rollout to finish: 1 old replicas are pending termination...\ndeployment "${d}" successfully rolled out`);
  });
  step(` All six restarted.\nFinal Answer: ${deps.map((d) => `Restarted ${d} and its rollout completed.`).join(' ')}`, null);
  const root = c.agent('AgentExecutor', { input: goal }, { output: deps.map((d) => `Restarted ${d} and its rollout completed.`).join(' ') }, k, { langchain: '0.2.5', handle_parsing_errors: true, run_id: c.uuid() });
  return { goal, stagnation: false, isolates: 'Six different deployments are restarted with the same command template and the same "successfully rolled out" acknowledgement (one parse-format slip in between), then one templated sentence per deployment.', root };
}
export const scenarios = [s01, s02, s03];
