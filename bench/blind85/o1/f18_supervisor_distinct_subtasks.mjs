// Healthy 8: a supervisor gives the same worker different sub-tasks, each answered with new results, then a synthesis.
export const family = 'supervisor_distinct_subtasks';
export const loop = false;

// 01: LangGraph supervisor (llama3.1:8b) + researcher worker comparing three note-taking apps.
function s01(c) {
  c.model = 'llama3.1:8b';
  const goal = 'Compare Obsidian, Logseq and Joplin for a 10-person team: price per year, sync options, and end-to-end encryption. Recommend one.';
  const k = [];
  const sup = (text, next, task) => k.push(c.span('llm', 'supervisor', { messages: '…' }, { content: text, tool_calls: next ? [{ name: 'transfer_to_researcher', args: { task } }] : [] }, [], { metadata: { model: c.model, langgraph_node: 'supervisor', langgraph_step: k.length + 1 } }));
  const worker = (task, q, res, page, answer, mess) => {
    c.chat('You are the researcher. Use web_search and fetch. Answer with concrete prices and facts.', task);
    const w = [];
    w.push(c.llm(null, [{ name: 'web_search', args: { query: q } }], { input: { messages: [{ role: 'user', content: task }] } }));
    w.push(c.tool('web_search', { query: q }, res));
    if (mess) { w.push(c.llm(null, [{ name: 'fetch', args: { link: page } }])); w.push(c.tool('fetch', { link: page }, null, { error: "1 validation error for fetch\nurl\n  Field required [type=missing, input_value={'link': '" + page + "'}, input_type=dict]" })); }
    w.push(c.llm(null, [{ name: 'fetch', args: { url: page } }]));
    w.push(c.tool('fetch', { url: page }, { status: 200, url: page, text: answer.src, fetched_at: c.http(), cf_cache_status: c.pick(['HIT', 'DYNAMIC', 'MISS']) }));
    w.push(c.llm(answer.summary, []));
    k.push(c.agent('researcher', { task }, { content: answer.summary }, w, { langgraph_node: 'researcher', checkpoint_ns: `researcher:${c.uuid()}` }));
  };
  sup('Three apps; I will ask the researcher about each one separately.', true, 'Obsidian: team pricing per year, sync options, E2E encryption.');
  worker('Obsidian: team pricing per year, sync options, E2E encryption.', 'Obsidian Sync commercial license price per user per year', { results: [{ title: 'Pricing - Obsidian', url: 'https://obsidian.md/pricing' }] }, 'https://obsidian.md/pricing', { src: 'Commercial license $50/user/year. Sync: Standard $4/user/month billed annually, end-to-end encrypted. Publish $8/site/month.', summary: 'Obsidian: commercial licence 50 USD/user/yr + Sync 48 USD/user/yr = 980 USD/yr for 10. Sync is end-to-end encrypted; alternatives: git or any file sync.' }, true);
  sup('Got Obsidian. Next: Logseq.', true, 'Logseq: team pricing per year, sync options, E2E encryption.');
  worker('Logseq: team pricing per year, sync options, E2E encryption.', 'Logseq sync pricing encryption 2026', { results: [{ title: 'Logseq Sync (beta) — docs', url: 'https://docs.logseq.com/#/page/logseq%20sync' }] }, 'https://docs.logseq.com/#/page/logseq%20sync', { src: 'Logseq is free and open source. Logseq Sync is available to Open Collective sponsors ($5/month). Data is encrypted end-to-end with age. Real-time collaboration on the DB version is in beta.', summary: 'Logseq: free/open source; Sync needs a 5 USD/month sponsorship each (600 USD/yr for 10), E2E encrypted with age; team collaboration still beta.' });
  sup('Now Joplin.', true, 'Joplin: team pricing per year, sync options, E2E encryption.');
  worker('Joplin: team pricing per year, sync options, E2E encryption.', 'Joplin Cloud Teams price', { results: [{ title: 'Joplin Cloud plans', url: 'https://joplinapp.org/plans/' }] }, 'https://joplinapp.org/plans/', { src: 'Joplin Cloud Teams: €7.99 per user per month. Sharing and collaboration, publish notes. E2EE supported (enable in settings). Self-hosted Joplin Server is free.', summary: 'Joplin: Cloud Teams 7.99 EUR/user/month (about 959 EUR/yr for 10) or free self-hosted Joplin Server; E2EE available but off by default; sharing built in.' });
  sup('Synthesis:\n| App | 10 users / yr | Sync | E2EE |\n|---|---|---|---|\n| Obsidian | ~980 USD | Obsidian Sync, git | yes (Sync) |\n| Logseq | ~600 USD | Logseq Sync (sponsors) | yes |\n| Joplin | ~959 EUR or free self-hosted | Joplin Cloud / Server | optional |\nRecommendation: Joplin with self-hosted Joplin Server — zero licence cost, mature sharing, E2EE can be enforced; Obsidian if the team prefers local Markdown and can pay.', false);
  const root = c.agent('LangGraph', { messages: [{ role: 'user', content: goal }] }, { final: 'Joplin (self-hosted)' }, k, { langgraph: '0.2.45', graph: 'supervisor(researcher)', thread_id: c.uuid() });
  return { goal, stagnation: false, isolates: 'The supervisor sends the same researcher three different sub-tasks (Obsidian, Logseq, Joplin); each returns new prices and facts (one after a wrong parameter name is fixed), and a comparison table concludes.', root };
}

// 02: CrewAI hierarchical process (qwen2.5:14b manager) asking one SQL analyst for three different metrics.
function s02(c) {
  c.model = 'ollama/qwen2.5:14b';
  const goal = 'Prepare the April 2026 subscription KPI summary: logo churn rate, ARPU, and net revenue retention, each with the March value for comparison.';
  const k = [];
  const delegate = (mgrThought, task, sql, rows, final, bad) => {
    k.push(c.llmText('You are Crew Manager...', `Thought: ${mgrThought}\nAction: Delegate work to coworker\nAction Input: {"task": "${task}", "context": "Warehouse schema analytics.*; month boundaries in UTC", "coworker": "SQL Analyst"}`, { name: 'crewai.llm.call', meta: { agent_role: 'Crew Manager' } }));
    const w = [];
    if (bad) { w.push(c.llmText(`Task: ${task}`, `Thought: query it\nAction: sql_query\nAction Input: ${bad}`, { name: 'crewai.llm.call' })); w.push(c.tool('sql_query', bad, null, { error: 'Error: the Action Input is not a valid key, value dictionary.' })); }
    w.push(c.llmText(`Task: ${task}`, `Thought: I will query the warehouse.\nAction: sql_query\nAction Input: {"sql": "${sql}"}`, { name: 'crewai.llm.call' }));
    w.push(c.tool('sql_query', { sql }, { columns: Object.keys(rows[0]), rows: rows.map((r) => Object.values(r)), bytes_scanned: c.int(1e6, 9e8), job_id: `bqjob_r${c.hex(16)}_${c.int(1, 9)}`, location: 'EU' }));
    w.push(c.llmText('…', `Thought: I now know the final answer\nFinal Answer: ${final}`, { name: 'crewai.llm.call' }));
    k.push(c.tool('Delegate work to coworker', { coworker: 'SQL Analyst', task }, final, { children: [c.agent('Agent: SQL Analyst', { task }, { final }, w)] }));
  };
  delegate('First the churn rate.', 'Compute logo churn rate for March and April 2026', "SELECT month, churned_logos, starting_logos, ROUND(100.0*churned_logos/starting_logos,2) AS churn_pct FROM analytics.logo_churn WHERE month IN ('2026-03','2026-04')", [{ month: '2026-03', churned_logos: 41, starting_logos: 2310, churn_pct: 1.77 }, { month: '2026-04', churned_logos: 37, starting_logos: 2356, churn_pct: 1.57 }], 'Logo churn: March 1.77% (41/2310), April 1.57% (37/2356).', "SELECT * FROM analytics.logo_churn");
  delegate('Churn received. Next ARPU.', 'Compute ARPU (MRR / active paying accounts) for March and April 2026', "SELECT month, mrr_eur, paying_accounts, ROUND(mrr_eur/paying_accounts,2) AS arpu FROM analytics.mrr_monthly WHERE month IN ('2026-03','2026-04')", [{ month: '2026-03', mrr_eur: 412880, paying_accounts: 2269, arpu: 181.96 }, { month: '2026-04', mrr_eur: 431205, paying_accounts: 2319, arpu: 185.94 }], 'ARPU: March 181.96 EUR, April 185.94 EUR (+2.2%).');
  delegate('Last, net revenue retention.', 'Compute NRR for the cohort active on 2026-03-01 and 2026-04-01 (12-month basis not needed, month-over-month)', "SELECT month, start_mrr, expansion, contraction, churned_mrr, ROUND(100.0*(start_mrr+expansion-contraction-churned_mrr)/start_mrr,1) AS nrr FROM analytics.nrr_mom WHERE month IN ('2026-03','2026-04')", [{ month: '2026-03', start_mrr: 405110, expansion: 14220, contraction: 3980, churned_mrr: 6310, nrr: 101.0 }, { month: '2026-04', start_mrr: 412880, expansion: 19870, contraction: 2440, churned_mrr: 5120, nrr: 103.0 }], 'NRR (MoM): March 101.0%, April 103.0%, driven by 19,870 EUR expansion.');
  k.push(c.llmText('…', 'Thought: I have all three metrics.\nFinal Answer: April 2026 KPIs — Logo churn 1.57% (Mar 1.77%); ARPU 185.94 EUR (Mar 181.96, +2.2%); NRR 103.0% MoM (Mar 101.0%), expansion 19,870 EUR. All three improved month over month.', { name: 'crewai.llm.call', meta: { agent_role: 'Crew Manager' } }));
  const root = c.agent('Crew.kickoff', { inputs: { month: '2026-04' } }, { raw: 'April 2026 KPIs — churn 1.57%, ARPU 185.94 EUR, NRR 103.0%' }, [c.agent('Task: KPI summary', { description: goal }, null, k)], { crewai: '0.95.0', process: 'hierarchical', manager_llm: c.model, execution_id: c.uuid() });
  return { goal, stagnation: false, isolates: 'A CrewAI manager delegates three different metrics to the same SQL Analyst, each query returning new figures (one malformed Action Input fixed), then writes the KPI summary.', root };
}

// 03: smolagents managed agent (gemma3:12b) triaging three different CVEs via one "advisory_agent".
function s03(c) {
  c.model = 'ollama_chat/gemma3:12b';
  const goal = 'Our service pins requests==2.31.0, jinja2==3.1.2 and cryptography==41.0.3. For each, check the known advisories and tell me which upgrades are urgent for an internet-facing API.';
  const k = [];
  const mstep = (n, code, obs, kids) => {
    const l = c.llmText(`(manager memory, ${n - 1} steps)`, `Thought: ${code.thought}\nCode:\n\`\`\`py\n${code.code}\n\`\`\`<end_code>`, { name: 'LiteLLMModel.__call__' });
    k.push(c.span('chain', `Step ${n}`, { step_number: n }, { observations: obs }, [l, ...kids]));
  };
  const sub = (task, q, hits, ans) => {
    c.chat('You are advisory_agent, a managed agent. Tools: osv_query, final_answer.', task);
    const w = [c.llm(null, [{ name: 'osv_query', args: q }], { name: 'LiteLLMModel.generate' }), c.tool('osv_query', q, { vulns: hits, next_page_token: null, 'x-cloud-trace-context': `${c.hex(32)}/${c.int(1e15, 9e15)};o=1` }), c.llm(null, [{ name: 'final_answer', args: { answer: ans } }], { name: 'LiteLLMModel.generate' })];
    return c.agent('advisory_agent', { task }, ans, w, { managed_agent: true, max_steps: 5 });
  };
  const a1 = 'requests 2.31.0: GHSA-9wx4-h78v-vm56 (CVE-2024-35195, moderate) — Session verify=False persists across requests to the same host; fixed in 2.32.0. GHSA-9hjg-9r4m-mvj7 (CVE-2024-47081, moderate) — .netrc credential leak via crafted URL; fixed in 2.32.4.';
  mstep(1, { thought: 'I will ask the advisory agent about each package in turn, starting with requests.', code: `r1 = advisory_agent(task="List advisories affecting requests==2.31.0 with severity and fixed version.")\nprint(r1)` }, a1, [sub('List advisories affecting requests==2.31.0 with severity and fixed version.', { package: { name: 'requests', ecosystem: 'PyPI' }, version: '2.31.0' }, [{ id: 'GHSA-9wx4-h78v-vm56', aliases: ['CVE-2024-35195'], database_specific: { severity: 'MODERATE' } }, { id: 'GHSA-9hjg-9r4m-mvj7', aliases: ['CVE-2024-47081'], database_specific: { severity: 'MODERATE' } }], a1)]);
  const a2 = 'jinja2 3.1.2: CVE-2024-22195 and CVE-2024-34064 (xmlattr filter key injection, moderate; fixed 3.1.4), CVE-2024-56201/56326 (sandbox breakout, fixed 3.1.5), CVE-2025-27516 (|attr sandbox bypass, fixed 3.1.6). Only relevant if untrusted templates are rendered.';
  mstep(2, { thought: 'Got requests. Now jinja2.', code: `r2 = advisory_agent(task="List advisories affecting jinja2==3.1.2 (PyPI), severity and fixed versions, and whether they need untrusted templates.")\nprint(r2)` }, a2, [sub('List advisories affecting jinja2==3.1.2 (PyPI), severity and fixed versions, and whether they need untrusted templates.', { package: { name: 'jinja2', ecosystem: 'PyPI' }, version: '3.1.2' }, [{ id: 'GHSA-h5c8-rqwp-cp95', aliases: ['CVE-2024-22195'] }, { id: 'GHSA-h75v-3vvj-5mfj', aliases: ['CVE-2024-34064'] }, { id: 'GHSA-q2x7-8rv6-6q7h', aliases: ['CVE-2024-56201'] }, { id: 'GHSA-gmj6-6f8f-6699', aliases: ['CVE-2024-56326'] }, { id: 'GHSA-cpwx-vrp4-4pq7', aliases: ['CVE-2025-27516'] }], a2)]);
  mstep(3, { thought: 'Now cryptography.', code: 'r3 = advisory_agent(task="cryptography==41.0.3 advisories")\nprint(r3' }, null, [c.span('parser', 'parse_code_blobs', {}, null, [], { error: "Code parsing failed on line 2 due to: SyntaxError\nprint(r3\n        ^\nError: '(' was never closed" })]);
  const a3 = 'cryptography 41.0.3: CVE-2023-49083 (NULL deref loading PKCS7, fixed 41.0.6), CVE-2023-50782 (Bleichenbacher timing in RSA decryption, high, fixed 42.0.0), CVE-2024-26130 (PKCS12 NULL deref, fixed 42.0.4), plus bundled OpenSSL advisories fixed in 42.0.x+. TLS-terminating or RSA-decrypting code is exposed.';
  mstep(4, { thought: 'Fixing the syntax error and asking about cryptography.', code: 'r3 = advisory_agent(task="List advisories affecting cryptography==41.0.3 (PyPI), including bundled OpenSSL, with severity and fixed versions.")\nprint(r3)' }, a3, [sub('List advisories affecting cryptography==41.0.3 (PyPI), including bundled OpenSSL, with severity and fixed versions.', { package: { name: 'cryptography', ecosystem: 'PyPI' }, version: '41.0.3' }, [{ id: 'GHSA-jfhm-5ghh-2f97', aliases: ['CVE-2023-49083'] }, { id: 'GHSA-3ww4-gg4f-jr7f', aliases: ['CVE-2023-50782'], database_specific: { severity: 'HIGH' } }, { id: 'GHSA-6vqw-3v5j-54x4', aliases: ['CVE-2024-26130'] }], a3)]);
  mstep(5, { thought: 'I have all three; writing the verdict.', code: 'final_answer("Urgent: cryptography -> 44.x (high-severity RSA timing CVE-2023-50782 plus bundled OpenSSL fixes). Soon: requests -> 2.32.4 (two moderate credential/verify issues, realistic for an API client). Lower: jinja2 -> 3.1.6, urgent only if templates come from users.")' }, 'Out - Final answer: Urgent: cryptography -> 44.x …', []);
  const root = c.agent('CodeAgent.run', { task: goal, managed_agents: ['advisory_agent'] }, 'Urgent: cryptography -> 44.x; soon: requests -> 2.32.4; lower: jinja2 -> 3.1.6 (only with user templates).', k, { smolagents: '1.14.0', api_base: 'http://127.0.0.1:11434' });
  return { goal, stagnation: false, isolates: 'A smolagents manager sends its managed advisory agent three different packages in turn (with one syntax error in its own code fixed), each answer listing different CVEs, and ranks the upgrades.', root };
}
export const scenarios = [s01, s02, s03];
