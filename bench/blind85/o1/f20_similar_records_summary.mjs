// Healthy 10: reading many similar but different files/pages/records (same tool, same template), then a summary.
export const family = 'similar_records_summary';
export const loop = false;

// 01: Cline (qwen2.5-coder:32b) reading eight nginx site configs to audit HSTS and TLS settings.
function s01(c) {
  c.model = 'qwen2.5-coder:32b';
  const goal = 'Audit the nginx site configs in deploy/nginx/sites/: which sites lack HSTS or still allow TLSv1.1? Produce a short table.';
  const k = [];
  const say = (thinking, tool, input, out, err) => {
    k.push(c.span('llm', 'cline.api_request', { provider: 'ollama' }, `${thinking ? `<thinking>${thinking}</thinking>\n` : ''}<${tool}>\n${Object.entries(input).map(([a, b]) => `<${a}>${b}</${a}>`).join('\n')}\n</${tool}>`, [], { metadata: { tokensIn: c.int(5000, 30000), tokensOut: c.int(30, 200) } }));
    k.push(c.tool(tool, input, out, { error: err }));
  };
  const sites = [['api.conf', 'api.example.com', 'TLSv1.2 TLSv1.3', true], ['admin.conf', 'admin.example.com', 'TLSv1.2 TLSv1.3', true], ['shop.conf', 'shop.example.com', 'TLSv1.1 TLSv1.2 TLSv1.3', true], ['status.conf', 'status.example.com', 'TLSv1.2 TLSv1.3', false], ['docs.conf', 'docs.example.com', 'TLSv1.2 TLSv1.3', true], ['legacy-partner.conf', 'partner.example.com', 'TLSv1 TLSv1.1 TLSv1.2', false], ['cdn-origin.conf', 'origin.example.com', 'TLSv1.2', true], ['grafana.conf', 'grafana.example.com', 'TLSv1.2 TLSv1.3', false]];
  say('List the site files first.', 'list_files', { path: 'deploy/nginx/sites', recursive: 'false' }, sites.map((s) => s[0]).join('\n'));
  sites.forEach(([f, host, proto, hsts], i) => {
    const body = `server {\n    listen 443 ssl http2;\n    server_name ${host};\n    ssl_certificate     /etc/ssl/${host}/fullchain.pem;\n    ssl_certificate_key /etc/ssl/${host}/privkey.pem;\n    ssl_protocols ${proto};\n${hsts ? '    add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;\n' : ''}    location / {\n        proxy_pass http://${host.split('.')[0]}_upstream;\n    }\n}\n`;
    if (i === 4) say(null, 'read_file', { path: `deploy/nginx/sites/${f}` }, body);
    say(i === 0 ? 'Reading each file in turn.' : null, 'read_file', { path: `deploy/nginx/sites/${f}` }, body);
  });
  say('Check whether HSTS might be set globally instead, which would change the result.', 'search_files', { path: 'deploy/nginx', regex: 'Strict-Transport-Security', file_pattern: '*.conf' }, 'Found 5 results.\n\ndeploy/nginx/sites/api.conf\ndeploy/nginx/sites/admin.conf\ndeploy/nginx/sites/shop.conf\ndeploy/nginx/sites/docs.conf\ndeploy/nginx/sites/cdn-origin.conf');
  k.push(c.span('llm', 'cline.api_request', {}, '<attempt_completion>\n<result>\n| Site | HSTS | Old TLS |\n|---|---|---|\n| status.example.com | missing | no |\n| partner.example.com | missing | TLSv1, TLSv1.1 |\n| grafana.example.com | missing | no |\n| shop.example.com | ok | TLSv1.1 |\nThe other 4 sites (api, admin, docs, origin) have HSTS and TLS ≥ 1.2. HSTS is not set globally in nginx.conf.\n</result>\n</attempt_completion>'));
  const root = c.agent('cline.task', { task: goal }, { status: 'completed' }, k, { cline: '3.6.1', taskId: String(c.epochMs()), workspace: '/srv/infra' });
  return { goal, stagnation: false, isolates: 'Eight nginx site files with the same template but different hosts, protocols and HSTS lines are read one by one (docs.conf twice by mistake), a global search rules out a shared header, and a table of findings is given.', root };
}

// 02: Open WebUI web tool (llama3.2:3b) reading six laptop product pages with the same HTML template.
function s02(c) {
  c.model = 'llama3.2:3b';
  const goal = 'Compare the six 14-inch laptops in the "Business" category on notebookhaus.example: CPU, RAM, weight, battery, price. Which is the best under 1,400 EUR with at least 32 GB RAM?';
  c.chat('You are a helpful assistant. Tool: fetch_page(url).', goal);
  const k = [];
  const models = [['tp-x14-g6', 'ThinkPad X14 Gen 6', 'Core Ultra 7 258V', 32, 1.22, 57, 1549], ['zb-firefly-14-g11', 'ZBook Firefly 14 G11', 'Ryzen 7 PRO 8840HS', 32, 1.41, 56, 1379], ['lat-7450', 'Latitude 7450', 'Core Ultra 5 135U', 16, 1.36, 57, 1199], ['eb-840-g11', 'EliteBook 840 G11', 'Core Ultra 7 155U', 32, 1.38, 56, 1429], ['xps-14-9440', 'XPS 14 9440', 'Core Ultra 7 155H', 32, 1.68, 69.5, 1799], ['exp-p14-b', 'ExpertBook P5405', 'Core Ultra 7 258V', 32, 1.27, 63, 1299]];
  k.push(c.llm('Calling fetch_page.', [{ name: 'fetch_page', args: { url: 'https://notebookhaus.example/business?size=14' } }]));
  k.push(c.tool('fetch_page', { url: 'https://notebookhaus.example/business?size=14' }, `<ul class="product-grid">${models.map((m) => `<li><a href="/p/${m[0]}">${m[1]}</a></li>`).join('')}</ul>\n<!-- rendered by ${c.host('web')} in ${c.ms(20, 200)}ms, build ${c.hex(7)} -->`));
  models.forEach((m, i) => {
    const url = `https://notebookhaus.example/p/${m[0]}`;
    k.push(c.llm(i === 0 ? 'Six products. Reading each page.' : null, [{ name: 'fetch_page', args: { url } }]));
    k.push(c.tool('fetch_page', { url }, `<div class="pdp" data-sku="${m[0]}" data-rev="${c.hex(8)}">\n  <h1>${m[1]}</h1>\n  <table class="specs">\n    <tr><th>Prozessor</th><td>${m[2]}</td></tr>\n    <tr><th>Arbeitsspeicher</th><td>${m[3]} GB LPDDR5x</td></tr>\n    <tr><th>Gewicht</th><td>${String(m[4]).replace('.', ',')} kg</td></tr>\n    <tr><th>Akku</th><td>${String(m[5]).replace('.', ',')} Wh</td></tr>\n  </table>\n  <span class="price" data-currency="EUR">${m[6].toLocaleString('de-DE')},00 €</span>\n  <span class="stock">${c.pick(['Auf Lager', 'Lieferzeit 2-3 Tage', 'Auf Lager'])}</span>\n</div>\n<!-- ${c.uuid()} -->`));
  });
  k.push(c.llm('| Model | CPU | RAM | Weight | Battery | Price |\n|---|---|---|---|---|---|\n' + models.map((m) => `| ${m[1]} | ${m[2]} | ${m[3]} GB | ${m[4]} kg | ${m[5]} Wh | ${m[6]} € |`).join('\n') + '\n\nUnder 1,400 € with ≥ 32 GB: ExpertBook P5405 (1,299 €, 1.27 kg, 63 Wh, Core Ultra 7 258V) and ZBook Firefly 14 G11 (1,379 €). Best pick: the ExpertBook — cheaper, lighter and a larger battery.', [], { finish: 'length', output: { role: 'assistant', content: '| Model | CPU | RAM | Weight | Battery | Price |\n|---|---|---|---|---|---|\n| ThinkPad X14 Gen 6 | Core Ultra 7 258V | 32 GB | 1.22 kg | 57 Wh | 1549 € |\n| ZBook Firefly 14 G11 | Ryzen 7 PRO 8840HS | 32 GB | 1.4' } }));
  k.push(c.span('event', 'open-webui.continue_response', { num_predict: 2048 }, { reason: 'previous response hit num_predict=256' }));
  k.push(c.llm('| Model | CPU | RAM | Weight | Battery | Price |\n|---|---|---|---|---|---|\n' + models.map((m) => `| ${m[1]} | ${m[2]} | ${m[3]} GB | ${m[4]} kg | ${m[5]} Wh | ${m[6]} € |`).join('\n') + '\n\nUnder 1,400 € with ≥ 32 GB: ExpertBook P5405 (1,299 €, 1.27 kg, 63 Wh) and ZBook Firefly 14 G11 (1,379 €). Best pick: the ExpertBook P5405 — cheaper, lighter and a bigger battery.', [], { meta: { num_predict: 2048 } }));
  const root = c.agent('open-webui.chat_completion', { model: c.model, message: goal }, { finish: 'stop' }, k, { open_webui: 'v0.6.2', chat_id: c.uuid(), tools: ['web_fetch'] });
  return { goal, stagnation: false, isolates: 'Six product pages with one HTML template but different specs and prices are read, and the comparison (cut off by the token limit once and regenerated with a larger limit) names the best option.', root };
}

// 03: Ollama chat log (gemma2:9b) reading seven support tickets (same JSON shape) and summarising themes.
function s03(c) {
  c.model = 'gemma2:9b-instruct-q4_K_M';
  const goal = 'Read the seven tickets tagged "sync" from this week and summarise the recurring problems with counts, so I can brief the mobile team.';
  c.chat('You are a support analyst. Tools: list_tickets, get_ticket.', goal);
  const k = [];
  const tickets = [[50211, 'iOS', '3.14.0', 'Notes created offline vanish after reconnect', 'data_loss'], [50219, 'Android', '3.14.1', 'Sync spinner never stops on large attachments', 'hang'], [50224, 'iOS', '3.14.0', 'Offline edits overwritten by older server copy', 'data_loss'], [50230, 'Web', '3.14.0', 'Duplicate folders after sync', 'duplicates'], [50236, 'Android', '3.14.1', 'Sync stuck at 99% with 40 MB PDF', 'hang'], [50241, 'iOS', '3.14.0', 'Lost a checklist edited on the train (offline)', 'data_loss'], [50247, 'Android', '3.13.2', 'Battery drain from background sync', 'battery']];
  k.push(c.llm(null, [{ name: 'list_tickets', args: { tag: 'sync', created_after: 'this week' } }]));
  k.push(c.tool('list_tickets', { tag: 'sync', created_after: 'this week' }, { error: "created_after must be an ISO date (YYYY-MM-DD), got 'this week'" }, { error: 'ValidationError' }));
  k.push(c.llm(null, [{ name: 'list_tickets', args: { tag: 'sync', created_after: '2026-10-05' } }]));
  k.push(c.tool('list_tickets', { tag: 'sync', created_after: '2026-10-05' }, { ids: tickets.map((t) => t[0]), count: 7 }));
  tickets.forEach(([id, plat, ver, subj], i) => {
    k.push(c.llm(null, [{ name: 'get_ticket', args: { id } }]));
    k.push(c.tool('get_ticket', { id }, { id, subject: subj, platform: plat, app_version: ver, priority: c.pick(['normal', 'high', 'normal']), created_at: c.isoNoMs(), requester: `user_${c.hex(6)}`, first_message: `${subj}. ${c.pick(['Happened twice today.', 'Reinstalling did not help.', 'Started after the last update.', 'Can you recover it?'])}`, sla_breach_at: c.http() }));
  });
  k.push(c.llm('Sync issues this week (7 tickets):\n- Offline edits lost or overwritten after reconnect: 3 (all iOS 3.14.0: #50211, #50224, #50241) — data loss, highest priority.\n- Sync hangs on large attachments: 2 (Android 3.14.1: #50219, #50236; 40 MB PDF).\n- Duplicate folders after sync: 1 (Web, #50230).\n- Battery drain from background sync: 1 (Android 3.13.2, #50247).\nBrief for mobile: the iOS 3.14.0 offline-merge regression is the main issue; Android large-attachment uploads second.', []));
  const root = c.agent('ollama chat session', { model: c.model, prompt: goal }, { done_reason: 'stop' }, k, { host: 'http://127.0.0.1:11434', session: c.uuid() });
  return { goal, stagnation: false, isolates: 'After a date-format validation error, seven tickets with the same JSON shape but different subjects, platforms and versions are read, and a grouped summary with counts is written.', root };
}
export const scenarios = [s01, s02, s03];
