// Family 9 (healthy): a chain of 3+ nested agents, each handing a narrower, different sub-task down; results flow back up.
import { agent, llm, tool, span, oaiChat, anthMsg } from './lib.mjs';

export const family = 'nested_narrowing_delegation';
export const loop = false;
export const stagnation = false;
export const summary = 'Healthy: deep delegation (3+ nested agents), each level passing a narrower, different sub-task down; results come back up; done.';

export const scenarios = [
  {
    id: '01', domain: 'street food festival (vendor electrical load planning)', style: 'OpenAI Agents SDK (nested handoffs / agents as tools)',
    build(N) {
      const goal = 'Can the Riverside Street Food Festival power all 34 vendors from the two 100 kVA generators, and if not, which vendors must move to gas?';
      const gen = (text, fn, args, model = 'gpt-4.1') => llm('generation', ['…'], [...(text ? [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] }] : []), ...(fn ? [{ type: 'function_call', call_id: N.callId(), name: fn, arguments: JSON.stringify(args) }] : [])], [], { metadata: { model } });
      const fnSpan = (name, args, out, kids = []) => span('function', name, args, out, kids);
      N.tick();
      const level3 = agent('Appliance Rater', { input: 'For vendor V-17 Dumpling Bros, sum rated loads from their equipment sheet.' }, 'V-17: 2 induction woks 3.5 kW each, steamer 6 kW, fridge 0.4 kW: 13.4 kW, single phase.', [
        gen(null, 'read_equipment_sheet', { vendor: 'V-17' }, 'gpt-4.1-mini'),
        fnSpan('read_equipment_sheet', { vendor: 'V-17' }, JSON.stringify({ vendor: 'Dumpling Bros', items: [{ item: 'induction wok', kw: 3.5, qty: 2 }, { item: 'steamer', kw: 6 }, { item: 'fridge', kw: 0.4 }], phase: 'single' })),
        gen('V-17: 2 induction woks 3.5 kW each, steamer 6 kW, fridge 0.4 kW: 13.4 kW, single phase.', null, null, 'gpt-4.1-mini'),
      ]);
      const level2 = agent('Load Calculator', { input: 'Compute total and per-phase load; three vendors (V-17, V-22, V-30) have incomplete forms, get those sheets rated.' }, 'Total 171 kW (190 kVA at pf 0.9); phase L1 68 kW, L2 55 kW, L3 48 kW. V-17 adds 13.4 kW on L1.', [
        gen(null, 'load_register', { event: 'RSFF-2025' }),
        fnSpan('load_register', { event: 'RSFF-2025' }, JSON.stringify({ vendors: 34, declared_kw: 157.6, incomplete: ['V-17', 'V-22', 'V-30'], phase_kw: { L1: 54.6, L2: 55, L3: 48 } })),
        gen('V-22 and V-30 are dessert carts under 1 kW each per their notes; V-17 needs rating.', 'appliance_rater', { input: 'For vendor V-17 Dumpling Bros, sum rated loads from their equipment sheet.' }),
        fnSpan('appliance_rater', { input: 'V-17' }, 'V-17: 13.4 kW single phase', [level3]),
        gen('Total 171 kW (190 kVA at pf 0.9); phase L1 68 kW, L2 55 kW, L3 48 kW. V-17 adds 13.4 kW on L1.', null),
      ]);
      const level1 = agent('Power Planner', { input: 'Check generator capacity (2 × 100 kVA) against vendor load, with 20% headroom and phase balance.' }, 'Capacity 200 kVA, usable with 20% headroom 160 kVA; demand 190 kVA. Need to shed 30 kVA (≈27 kW). L1 is also unbalanced.', [
        gen(null, 'load_calculator', { input: 'Compute total and per-phase load…' }),
        fnSpan('load_calculator', { input: '…' }, 'Total 171 kW …', [level2]),
        gen('Capacity 200 kVA, usable with 20% headroom 160 kVA; demand 190 kVA. Need to shed 30 kVA (≈27 kW). L1 is also unbalanced.', null),
      ]);
      const children = [
        gen(null, 'power_planner', { input: 'Check generator capacity…' }),
        fnSpan('power_planner', { input: '…' }, 'Need to shed ~27 kW', [level1]),
        gen('Not all vendors fit. Move V-17 Dumpling Bros steamer (6 kW) and the two L1 griddle vendors V-04 and V-09 (about 10.5 kW each) to LPG: that sheds 27 kW and moves L1 from 68 kW to 41 kW, bringing the phases within 15%. Everyone else stays on the generators.', null),
      ];
      const root = agent('Festival Ops', { input: goal }, { final_output: 'move V-17 steamer, V-04, V-09 to LPG' }, children, { metadata: { workflow_name: 'festival-power', trace_id: 'trace_' + N.hex(32) } });
      return { goal, isolates: 'Four nested agents (ops → power planner → load calculator → appliance rater) each take a narrower task, and the rated load flows back up into a concrete decision about which vendors move to gas.', root };
    },
  },
  {
    id: '02', domain: 'locum physician staffing agency (filling a weekend rota gap)', style: 'LangGraph nested subgraphs (LangSmith run tree)',
    build(N) {
      const goal = 'St Aidan\'s Hospital needs a locum emergency medicine registrar for 14-15 June nights. Find a compliant candidate and send the booking confirmation.';
      const ai = (content, calls = []) => ({ type: 'ai', content, tool_calls: calls.map(c => ({ name: c[0], args: c[1], id: N.callId() })) });
      N.tick();
      const compliance = span('chain', 'compliance_check', { candidate: 'Dr. Nnamdi Okeke', gmc: '7712345' }, { ok: true }, [
        agent('credential_verifier', { task: 'Verify GMC licence, ALS expiry and DBS for Dr. Okeke' }, { gmc: 'licensed', als_expires: '2026-02-11', dbs: 'clear, update service' }, [
          llm('ChatOpenAI', { messages: ['…'] }, ai('', [['gmc_lookup', { gmc: '7712345' }], ['dbs_update_check', { certificate: '001787654321' }]])),
          tool('gmc_lookup', { gmc: '7712345' }, { name: 'Nnamdi Okeke', status: 'Registered with a licence to practise', specialist_register: false, checked: N.iso() }),
          tool('dbs_update_check', { certificate: '001787654321' }, { result: 'This certificate did not reveal any information and remains current', checked: N.http() }),
          llm('ChatOpenAI', { messages: ['…'] }, ai('GMC licensed, DBS clear on update service, ALS valid to 11 Feb 2026 per the uploaded certificate.')),
        ]),
      ], { metadata: { langgraph_node: 'compliance_check', subgraph: 'compliance' } });
      const matching = span('chain', 'candidate_matching', { grade: 'ST4+', specialty: 'Emergency Medicine', shifts: ['2025-06-14 20:00-08:30', '2025-06-15 20:00-08:30'] }, { selected: 'Dr. Nnamdi Okeke' }, [
        agent('matcher', { task: 'Find available ST4+ EM locums within 50 miles for both nights and check compliance of the best one' }, { selected: 'Dr. Nnamdi Okeke', rate_gbp_h: 95 }, [
          llm('ChatOpenAI', { messages: ['…'] }, ai('', [['search_locums', { specialty: 'EM', min_grade: 'ST4', radius_miles: 50, dates: ['2025-06-14', '2025-06-15'], shift: 'night' }]])),
          tool('search_locums', { specialty: 'EM' }, { candidates: [{ name: 'Dr. Nnamdi Okeke', grade: 'ST6', miles: 22, both_nights: true, rate: 95 }, { name: 'Dr. Lucy Brand', grade: 'ST4', miles: 41, both_nights: false, rate: 90 }] }),
          llm('ChatOpenAI', { messages: ['…'] }, ai('Dr. Okeke (ST6, 22 miles, both nights). Sending to compliance.')),
          compliance,
        ]),
      ], { metadata: { langgraph_node: 'candidate_matching', subgraph: 'matching' } });
      const children = [
        llm('ChatOpenAI', { messages: [{ type: 'human', content: goal }] }, ai('Delegating candidate matching for 2 EM registrar nights.')),
        matching,
        llm('ChatOpenAI', { messages: ['…'] }, ai('', [['send_booking', { trust: 'St Aidan\'s', candidate: 'Dr. Nnamdi Okeke', shifts: 2, rate_gbp_h: 95 }]])),
        tool('send_booking', { candidate: 'Dr. Nnamdi Okeke' }, { booking_ref: 'LCM-' + N.int(10000, 99999), status: 'sent', to: 'medical.staffing@staidans.nhs.example' }),
        llm('ChatOpenAI', { messages: ['…'] }, ai('Booked Dr. Nnamdi Okeke (ST6 EM) for nights 14 and 15 June at £95/h; credentials verified (GMC, DBS, ALS). Confirmation sent.')),
      ];
      const root = agent('LangGraph', { messages: [{ type: 'human', content: goal }] }, { booking: 'sent' }, children, { metadata: { thread_id: N.uuid(), ls_project: 'locum-desk' } });
      return { goal, isolates: 'The booking graph delegates to a matching subgraph, which delegates compliance to a verifier agent; each level has a narrower job and the verified candidate comes back up to be booked.', root };
    },
  },
  {
    id: '03', domain: 'carbon offset registry (verifying a cookstove project\'s credits)', style: 'Google ADK (nested sub_agents / AgentTool)',
    build(N) {
      const goal = 'Before we retire 5,000 credits from cookstove project GS-11482 in Malawi, verify the credits exist, are unretired, and that the latest monitoring report supports the claimed usage rate.';
      const c = (text, fn, args) => llm('call_llm', { model: 'gemini-2.5-flash' }, { content: { role: 'model', parts: [...(text ? [{ text }] : []), ...(fn ? [{ function_call: { name: fn, args } }] : [])] } });
      N.tick();
      const usage = agent('invoke_agent usage_survey_checker', { request: 'From monitoring report MR-2024-2, check the kitchen performance test sample size and measured usage rate vs the 85% claimed.' }, 'Usage survey: 112 households sampled (required 100), measured stove usage 71%, not 85%. Emission reductions should be scaled by 71/85 = 0.835.', [
        c(null, 'read_pdf_section', { doc: 'MR-2024-2.pdf', section: 'Usage survey' }),
        tool('execute_tool read_pdf_section', { doc: 'MR-2024-2.pdf', section: 'Usage survey' }, { text: 'Table 6. Usage survey results. Sample: 112 HH. Stoves in use at visit: 80. Usage rate: 71.4%. Parameter U applied in ER calc: 0.85 (from baseline).', pages: [34, 35] }),
        c('Usage survey: 112 households sampled (required 100), measured stove usage 71%, not 85%. Emission reductions should be scaled by 71/85 = 0.835.'),
      ]);
      const monitoring = agent('invoke_agent monitoring_reviewer', { request: 'Review the latest monitoring report for vintage 2024 of GS-11482.' }, 'MR-2024-2 claims 38,400 tCO2e using usage 0.85; survey shows 0.714, so supportable issuance is about 32,100. 5,000 credits are within that.', [
        c(null, 'list_documents', { project: 'GS-11482', type: 'monitoring_report' }),
        tool('execute_tool list_documents', { project: 'GS-11482' }, { documents: [{ id: 'MR-2024-2', period: '2024-01-01/2024-12-31', claimed_tco2e: 38400, verified_by: 'VVB Earthcheck' }] }),
        c(null, 'usage_survey_checker', { request: '…' }),
        span('tool', 'execute_tool usage_survey_checker', { request: '…' }, { result: 'usage 71%' }, [usage]),
        c('MR-2024-2 claims 38,400 tCO2e using usage 0.85; survey shows 0.714, so supportable issuance is about 32,100. 5,000 credits are within that.'),
      ]);
      const registry = agent('invoke_agent registry_checker', { request: 'Confirm serials for 5,000 vintage-2024 credits of GS-11482 are issued and unretired, then have the monitoring report reviewed.' }, 'Serials GS1-1-MW-GS11482-21-2024-24611-31780-36779 (5,000) are issued and active; monitoring review: issuance over-stated by ~16%, but our block is covered.', [
        c(null, 'registry_lookup', { project: 'GS-11482', vintage: 2024, quantity: 5000 }),
        tool('execute_tool registry_lookup', { project: 'GS-11482', vintage: 2024 }, { block: 'GS1-1-MW-GS11482-21-2024-24611-31780-36779', quantity: 5000, status: 'Active', retired: 0, issued_on: '2025-03-12' }),
        c(null, 'monitoring_reviewer', { request: '…' }),
        span('tool', 'execute_tool monitoring_reviewer', { request: '…' }, { result: 'supportable ~32,100' }, [monitoring]),
        c('Serials … (5,000) are issued and active; monitoring review: issuance over-stated by ~16%, but our block is covered.'),
      ]);
      const children = [
        c('Delegating registry and monitoring checks.', 'registry_checker', { request: '…' }),
        span('tool', 'execute_tool registry_checker', { request: '…' }, { result: 'active, covered' }, [registry]),
        c('The 5,000 credits exist and are unretired. However, MR-2024-2 used an 85% usage rate while its own survey measured 71.4%, so the project\'s 2024 issuance looks about 16% too high. Our block is within the supportable 32,100 t, so retirement can proceed, but I recommend flagging the usage parameter to Gold Standard and noting it in our claims disclosure.'),
      ];
      const root = agent('invoke_agent offset_due_diligence', { new_message: goal }, { final_response: 'proceed with flag' }, children, { metadata: { app_name: 'carbon_dd', session_id: N.uuid() } });
      return { goal, isolates: 'Due-diligence agent → registry checker → monitoring reviewer → usage-survey checker, each with a narrower question; the survey finding (71% vs 85%) travels back up and shapes the final recommendation.', root };
    },
  },
  {
    id: '04', domain: 'coding: memory growth in a Python asyncio web crawler', style: 'Claude Agent SDK transcript (Task tool spawning subagents)',
    build(N) {
      const goal = 'The price-watch crawler\'s RSS grows from 300 MB to 4 GB over a day and gets OOM-killed. Find the leak and fix it.';
      const model = 'claude-sonnet-4-20250514';
      const a = (blocks) => anthMsg(N, model, blocks);
      const tr = (id, content) => ({ type: 'user', message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: id, content }] } });
      N.tick();
      const m3 = a([{ tool: 'Bash', input: { command: 'python -X importtime -c "import crawler.cache" 2>/dev/null; grep -n "lru_cache\\|_seen\\|WeakValue" -r crawler/' } }]);
      const sub3 = agent('Task: inspect-cache-module', { subagent_type: 'general-purpose', prompt: 'In crawler/dedupe.py, determine whether _seen_urls is ever pruned and how large it gets per day.' }, { result: '_seen_urls is a module-level set that only grows; ~1.9M URLs/day with query strings, ~2.6 GB.' }, [
        llm('assistant', { parent_tool_use_id: 'toolu_task_2' }, { type: 'assistant', message: m3 }),
        tool('tool_result', { tool_use_id: m3.content[0].id }, tr(m3.content[0].id, 'crawler/dedupe.py:8:_seen_urls: set[str] = set()\ncrawler/dedupe.py:21:    _seen_urls.add(canonical(url))\ncrawler/fetch.py:40:@lru_cache(maxsize=1024)')),
        llm('assistant', { parent_tool_use_id: 'toolu_task_2' }, { type: 'assistant', message: a([{ text: '_seen_urls is a module-level set that only grows and is never cleared. canonical() keeps query strings, so tracking params (utm_*, sessionid) make every URL unique: about 1.9M entries per day at ~1.4 KB each including set overhead, roughly 2.6 GB.' }]) }),
      ]);
      const m2 = a([{ tool: 'Bash', input: { command: 'python scripts/memprofile.py --minutes 10 --top 5' } }]);
      const m2b = a([{ tool: 'Task', input: { description: 'inspect-cache-module', prompt: 'In crawler/dedupe.py, determine whether _seen_urls is ever pruned…', subagent_type: 'general-purpose' } }]);
      const sub2 = agent('Task: profile-memory', { subagent_type: 'general-purpose', prompt: 'Run a 10-minute tracemalloc profile of the crawler and identify the top growing allocation sites; dig into the top one.' }, { result: 'Top growth is crawler/dedupe.py:21 (set.add), +212 MB in 10 min; the set is never pruned (details from sub-task).' }, [
        llm('assistant', { parent_tool_use_id: 'toolu_task_1' }, { type: 'assistant', message: m2 }),
        tool('tool_result', { tool_use_id: m2.content[0].id }, tr(m2.content[0].id, `tracemalloc top 5 growth after 600s (pid ${N.pid()}):\n#1 crawler/dedupe.py:21: size=+212 MiB, count=+151204\n#2 aiohttp/client_reqrep.py:1041: size=+9.1 MiB (released periodically)\n#3 crawler/parse.py:77: size=+3.4 MiB\n#4 json/decoder.py:353: size=+1.2 MiB\n#5 asyncio/events.py:80: size=+0.4 MiB`)),
        llm('assistant', { parent_tool_use_id: 'toolu_task_1' }, { type: 'assistant', message: m2b }),
        tool('tool_result', { tool_use_id: m2b.content[0].id }, tr(m2b.content[0].id, '_seen_urls is a module-level set that only grows…'), { metadata: { nested: true } }),
        sub3,
        llm('assistant', { parent_tool_use_id: 'toolu_task_1' }, { type: 'assistant', message: a([{ text: 'Top growth is crawler/dedupe.py:21 (set.add), +212 MB in 10 min, about 30 GB/day extrapolated before GC; the aiohttp buffers are released. Root cause: unbounded _seen_urls with unnormalised query strings.' }]) }),
      ]);
      const m1 = a([{ text: 'I\'ll have a subagent profile memory first.' }, { tool: 'Task', input: { description: 'profile-memory', prompt: 'Run a 10-minute tracemalloc profile…', subagent_type: 'general-purpose' } }]);
      const m4 = a([{ text: 'Fixing: strip tracking params in canonical() and replace the set with a bounded TTL store (24h) keyed by a 16-byte blake2b digest.' }, { tool: 'Edit', input: { file_path: 'crawler/dedupe.py', old_string: '_seen_urls: set[str] = set()', new_string: '_seen = TTLDigestSet(ttl_s=86400, max_items=3_000_000)' } }]);
      const m5 = a([{ tool: 'Bash', input: { command: 'pytest -q tests/test_dedupe.py && python scripts/memprofile.py --minutes 10 --top 1' } }]);
      const children = [
        llm('assistant', {}, { type: 'assistant', message: m1 }),
        sub2,
        tool('tool_result', { tool_use_id: m1.content[1].id }, tr(m1.content[1].id, 'Top growth is crawler/dedupe.py:21 …')),
        llm('assistant', {}, { type: 'assistant', message: m4 }),
        tool('tool_result', { tool_use_id: m4.content[1].id }, tr(m4.content[1].id, 'The file crawler/dedupe.py has been updated.')),
        llm('assistant', {}, { type: 'assistant', message: m5 }),
        tool('tool_result', { tool_use_id: m5.content[0].id }, tr(m5.content[0].id, `6 passed in ${N.float(0.2, 1.5, 2)}s\ntracemalloc top 1 growth after 600s:\n#1 aiohttp/client_reqrep.py:1041: size=+8.7 MiB (released periodically)`)),
        llm('assistant', {}, { type: 'assistant', message: a([{ text: 'Fixed. The leak was the unbounded _seen_urls set in crawler/dedupe.py, inflated by tracking query parameters. canonical() now strips utm_* and sessionid, and dedupe uses a 24h TTL digest set capped at 3M entries (~80 MB). A 10-minute profile no longer shows dedupe growth.' }]) }),
      ];
      const root = agent('claude-agent-sdk query', { prompt: goal, options: { allowed_tools: ['Task', 'Bash', 'Read', 'Edit'] } }, { type: 'result', subtype: 'success', num_turns: 12, total_cost_usd: N.float(0.3, 1.2, 4) }, children, { metadata: { session_id: N.uuid(), model } });
      return { goal, isolates: 'The main agent spawns a profiling subagent, which spawns a narrower subagent to inspect one module; the finding returns up the chain and the main agent applies and verifies the fix.', root };
    },
  },
  {
    id: '05', domain: 'mountaineering expedition (Nepal climbing permit paperwork)', style: 'smolagents managed agents (CodeAgent manager with ToolCallingAgent team members)',
    build(N) {
      const goal = 'Prepare the permit file for a 6-person spring expedition to Himlung Himal (7,126 m): the royalty, the liaison officer requirement, and the garbage deposit, with totals in USD.';
      const step = (n, kids, extra = {}) => span('chain', `Step ${n}`, { step_number: n }, null, kids, extra);
      const mdl = (text, who = 'manager') => llm('OpenAIServerModel.generate', { agent: who, messages: ['…'] }, { role: 'assistant', content: text });
      N.tick();
      const deposit = agent('garbage_deposit_agent', { task: 'Find the garbage deposit amount for a 7,000 m+ peak other than Everest in spring 2025, and what makes it refundable.' }, 'Garbage deposit: USD 3,000 per team for peaks above 7,000 m (non-Everest); refundable if 8 kg of waste per climber is returned and checked at the SPCC office.', [
        step(1, [mdl('Calling: web_search({"query": "Nepal garbage deposit 7000m peaks 2025 department of tourism"})', 'garbage_deposit_agent'), tool('web_search', { query: 'Nepal garbage deposit 7000m peaks 2025 department of tourism' }, '## Search Results\n[Mountaineering Royalty and Garbage Deposit – Department of Tourism](https://…)\nGarbage deposit: Everest USD 4,000; other peaks above 7,000 m USD 3,000; 6,500–7,000 m USD 2,000. Refund on returning 8 kg waste per member…')]),
        step(2, [mdl('Calling: final_answer({"answer": "USD 3,000 per team; refundable if 8 kg waste/climber returned to SPCC."})', 'garbage_deposit_agent')]),
      ]);
      const fees = agent('fees_agent', { task: 'Compute the royalty and liaison officer costs for Himlung Himal, 6 climbers, spring; ask the deposit agent for the garbage deposit.' }, 'Royalty USD 1,800 (6 × 300, spring, 7,001-7,500 m group, Himlung ~ USD 300 pp) + liaison officer USD 3,000 (wage, insurance, equipment) + garbage deposit USD 3,000 (refundable).', [
        step(1, [mdl('Calling: web_search({"query": "Himlung Himal royalty spring 2025 per person"})', 'fees_agent'), tool('web_search', { query: 'Himlung Himal royalty spring 2025 per person' }, '## Search Results\nHimlung Himal (7,126 m), Group B: spring USD 300 per person (from Sept 2025 USD 600)… Liaison officer mandatory for peaks above 6,500 m outside NMA list; expedition bears LO costs approx USD 3,000.')]),
        step(2, [mdl('Calling: garbage_deposit_agent({"task": "garbage deposit for 7000m+ non-Everest peak"})', 'fees_agent'), span('tool', 'garbage_deposit_agent', { task: '…' }, 'USD 3,000 refundable', [deposit])]),
        step(3, [mdl('Calling: final_answer({"answer": "Royalty 1,800; LO 3,000; deposit 3,000 refundable"})', 'fees_agent')]),
      ]);
      const children = [
        step(1, [mdl('Thought: I will delegate the fee research to fees_agent.\nCode:\n```py\nfees = fees_agent(task="Compute the royalty and liaison officer costs for Himlung Himal, 6 climbers, spring; ask the deposit agent for the garbage deposit.")\nprint(fees)\n```'), span('tool', 'fees_agent', { task: '…' }, 'Royalty USD 1,800 + LO USD 3,000 + deposit USD 3,000 (refundable)', [fees])]),
        step(2, [mdl('Thought: Total outlay is 1,800 + 3,000 + 3,000 = 7,800 USD, of which 3,000 is refundable.\nCode:\n```py\nfinal_answer("Himlung Himal spring permit, 6 climbers: royalty USD 1,800; liaison officer USD 3,000; garbage deposit USD 3,000 (refundable on return of 8 kg waste per climber). Total outlay USD 7,800, net USD 4,800.")\n```'), tool('final_answer', { answer: '…' }, 'Himlung Himal spring permit, 6 climbers: royalty USD 1,800; liaison officer USD 3,000; garbage deposit USD 3,000 (refundable). Total USD 7,800, net USD 4,800.')]),
      ];
      const root = agent('CodeAgent', { task: goal }, 'Total USD 7,800, net USD 4,800', children, { metadata: { managed_agents: ['fees_agent'], smolagents_version: '1.15.0' } });
      return { goal, isolates: 'Manager → fees agent → deposit agent, each with a narrower fee question; the deposit figure and fees come back up into a USD total.', root };
    },
  },
  {
    id: '06', domain: 'crop insurance (hail damage claim on a barley field)', style: 'Amazon Bedrock Agents multi-agent collaboration (supervisor / collaborator traces)',
    build(N) {
      const goal = 'Farmer claim CI-24-0917: hail on 12 July damaged field 7 (spring barley, 18.5 ha). Decide the indemnity using the adjuster\'s plot counts and the policy\'s 65% coverage level.';
      const rat = (text) => llm('orchestrationTrace.rationale', { foundationModel: 'anthropic.claude-3-5-sonnet-20240620-v1:0' }, { rationale: { traceId: N.uuid() + '-0', text } });
      const act = (group, path, params, body) => tool(`actionGroupInvocation ${group} ${path}`, { actionGroupInvocationInput: { actionGroupName: group, apiPath: path, verb: 'get', parameters: params } }, { observation: { actionGroupInvocationOutput: { text: JSON.stringify(body) } } });
      N.tick();
      const lossCalc = agent('collaborator: yield-loss-calculator', { inputText: 'From plot counts on field 7, compute % yield loss using the barley hail chart (stand reduction + head damage).' }, 'Average stand reduction 12%, head damage 38% at soft dough: chart loss 41%. Appraised yield 3.1 t/ha vs APH 5.3 t/ha.', [
        rat('I need the adjuster\'s plot counts for field 7.'),
        act('field-data', '/plots/{claimId}/{field}', [{ name: 'claimId', value: 'CI-24-0917' }, { name: 'field', value: '7' }], { plots: [{ id: 1, stand_red: 0.10, heads_damaged: 0.35 }, { id: 2, stand_red: 0.14, heads_damaged: 0.41 }, { id: 3, stand_red: 0.12, heads_damaged: 0.38 }], growth_stage: 'soft dough' }),
        rat('Averages: stand 12%, heads 38%. Using the barley hail chart at soft dough gives 41% loss.'),
      ]);
      const adjust = agent('collaborator: loss-adjustment', { inputText: 'Determine appraised production for field 7 and compare with the production guarantee.' }, 'Production to count 57.4 t (18.5 ha × 3.1 t/ha). Guarantee 63.7 t (18.5 × 5.3 × 0.65). Shortfall 6.3 t.', [
        rat('Ask the yield-loss calculator for the loss percentage, then get APH.'),
        span('agent-collaborator', 'AgentCommunication__sendMessage yield-loss-calculator', { recipient: 'yield-loss-calculator' }, { response: '41%, appraised 3.1 t/ha' }, [lossCalc]),
        act('policy', '/aph/{policyId}/{field}', [{ name: 'policyId', value: 'MP-77031' }, { name: 'field', value: '7' }], { crop: 'barley', aph_t_ha: 5.3, coverage_level: 0.65, price_election_per_t: 218 }),
        rat('Guarantee 18.5 × 5.3 × 0.65 = 63.7 t; production to count 18.5 × 3.1 = 57.4 t; shortfall 6.3 t.'),
      ]);
      const children = [
        rat('I will ask the loss-adjustment collaborator to compute the production shortfall.'),
        span('agent-collaborator', 'AgentCommunication__sendMessage loss-adjustment', { recipient: 'loss-adjustment' }, { response: 'shortfall 6.3 t' }, [adjust]),
        rat('Indemnity = 6.3 t × £218/t = £1,373.40. No prior claims on field 7 this year, so no reduction.'),
        llm('orchestrationTrace.finalResponse', {}, { finalResponse: { text: 'Claim CI-24-0917: indemnity £1,373.40. Basis: hail loss 41% (plot counts), appraised 3.1 t/ha vs APH 5.3 t/ha, 65% coverage guarantee 63.7 t, production to count 57.4 t, shortfall 6.3 t at £218/t.' } }),
      ];
      const root = agent('InvokeAgent claims-supervisor', { inputText: goal, enableTrace: true }, { completion: 'indemnity £1,373.40' }, children, { metadata: { agentCollaboration: 'SUPERVISOR', agentId: 'CLMSUP' + N.upper(4), sessionId: N.uuid() } });
      return { goal, isolates: 'The claims supervisor delegates to a loss-adjustment collaborator, which delegates the plot-count maths to a yield-loss calculator; each level narrows the task and the numbers roll up into an indemnity.', root };
    },
  },
];
