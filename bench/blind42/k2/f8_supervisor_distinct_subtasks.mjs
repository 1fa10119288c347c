import { agent, llm, tool, span, sys, user } from './lib.mjs';
export const family = 'supervisor_distinct_subtasks';
export const loop = false;
export const stagnation = false;

function sup(R, rootName, workerName, meta, pairs, synth, rootMeta) {
  const kids = [];
  for (const [task, toolName, toolOut, answer] of pairs) {
    kids.push(llm('supervisor', { task }, { route: workerName, instruction: task }, meta));
    kids.push(agent(workerName, { instruction: task }, answer, [tool(toolName, { q: task }, toolOut), llm('worker', { task }, answer, meta)]));
  }
  kids.push(llm('supervisor', { synthesize: true }, synth, meta));
  return agent(rootName, {}, synth, kids, rootMeta);
}

export const rows = [
{ domain: 'independent bookshop author event', style: 'LangGraph supervisor',
  isolates: 'Supervisor sends the same researcher worker three different sub-tasks (venue capacity, author availability, local press) and synthesises.',
  goal: 'Prepare an author event plan for the launch of a local historian\'s book.',
  build: (R) => sup(R, 'LangGraph supervisor', 'researcher', { langgraph_node: 'supervisor', ls_model_name: 'gpt-4o' }, [
    ['Find capacity and hire cost of the back room at Quayside Books.', 'search_venue', { capacity: 60, hire_gbp: 0, av: 'projector, 1 mic' }, 'Back room seats 60, free for events, projector + 1 mic.'],
    ['Check author Dr. Ruth Pellow\'s availability in October.', 'check_calendar', { free: ['2025-10-09', '2025-10-16'], etag: R.etag() }, 'Free Oct 9 and Oct 16.'],
    ['List local press contacts for book events.', 'crm_search', { contacts: [{ outlet: 'Harbour Gazette', email: 'arts@…' }, { outlet: 'Radio Estuary', email: 'events@…' }] }, 'Harbour Gazette arts desk and Radio Estuary events.'],
  ], 'Plan: Thu 16 Oct 19:00, back room (60 seats), notify Harbour Gazette + Radio Estuary.', { thread_id: R.uuid() }) },
{ domain: 'vegan bakery wholesale accounts', style: 'CrewAI hierarchical process',
  isolates: 'CrewAI manager gives the Analyst three distinct questions (overdue invoices, top SKUs, churned cafés); each returns new figures.',
  goal: 'Review the wholesale accounts of a vegan bakery before the quarterly price update.',
  build: (R) => sup(R, 'Crew: wholesale_review', 'Accounts Analyst', { crew: 'wholesale_review', model: 'gpt-4o-mini' }, [
    ['Which wholesale accounts have invoices over 30 days overdue?', 'query_xero', { overdue: [{ acct: 'Bean There Café', gbp: 612.4, days: 41 }, { acct: 'Leaf & Loaf', gbp: 188, days: 33 }] }, '2 accounts overdue: Bean There £612.40 (41d), Leaf & Loaf £188 (33d).'],
    ['What are the top 5 SKUs by wholesale revenue last quarter?', 'query_sales', { top: ['sourdough 800g', 'cinnamon knot', 'oat cookie', 'focaccia', 'brownie'] }, 'Top: sourdough 800g (31%), cinnamon knot, oat cookie, focaccia, brownie.'],
    ['Which cafés stopped ordering in the last 60 days?', 'query_orders', { churned: ['Northside Deli', 'Kiosk 9'] }, 'Northside Deli and Kiosk 9 stopped ordering.'],
  ], 'Raise sourdough +6%, chase 2 overdue accounts, call Northside Deli and Kiosk 9 before price update.', { process: 'hierarchical' }) },
{ domain: 'legal chatbot fine-tuning dataset audit', style: 'AutoGen / AG2 SelectorGroupChat',
  isolates: 'Selector routes the DataAuditor three times with different checks (PII, duplicates, label balance), each producing new counts, then a summary.',
  goal: 'Audit the 12k-example fine-tuning set for a tenancy-law support bot.',
  build: (R) => sup(R, 'SelectorGroupChat', 'DataAuditor', { type: 'LLMCallEvent' }, [
    ['Scan for PII (phone numbers, emails, NI numbers).', 'run_pii_scan', `scanned 12,000 rows in ${R.dur()} — phones 37, emails 112, NI numbers 4`, 'PII hits: 37 phones, 112 emails, 4 NI numbers.'],
    ['Find near-duplicate prompts (cosine > 0.95).', 'dedupe', { clusters: 214, rows_removed: 561 }, '214 duplicate clusters; 561 rows removable.'],
    ['Report label balance across intent classes.', 'label_stats', { deposit: 0.31, repairs: 0.27, eviction: 0.09, rent_increase: 0.21, other: 0.12 }, 'Eviction under-represented at 9%.'],
  ], 'Redact 153 PII rows, drop 561 duplicates, add ~900 eviction examples.', { autogen: '0.4' }) },
{ domain: 'bike repair co-op volunteer survey', style: 'OpenAI Agents SDK (agents as tools)',
  isolates: 'A manager agent calls the same analyst agent-as-tool for three different survey questions and combines the answers.',
  goal: 'Summarise the volunteer survey of a community bike repair co-op.',
  build: (R) => sup(R, 'Agent workflow', 'survey_analyst', { 'span_data.type': 'response' }, [
    ['Which shift times do volunteers prefer?', 'read_responses', { 'Sat AM': 29, 'Wed PM': 17, 'Sun PM': 8 }, 'Saturday mornings (29 of 54).'],
    ['What skills do volunteers want training in?', 'read_responses', { 'wheel truing': 21, 'hydraulic brakes': 18, 'e-bike diagnostics': 12 }, 'Wheel truing, then hydraulic brakes.'],
    ['What are the top complaints?', 'read_responses', { 'tool shortage': 14, 'parts disorganised': 11, 'no induction': 9 }, 'Tool shortage and disorganised parts.'],
  ], 'Add a 2nd Saturday shift, run a truing workshop, buy 2 more truing stands and label parts bins.', { group_id: R.uuid() }) },
{ domain: 'hospital linen supply tender comparison', style: 'Amazon Bedrock multi-agent collaboration',
  isolates: 'Bedrock supervisor invokes the same collaborator for pricing, SLA and sustainability of different bidders; each returns new facts.',
  goal: 'Compare three bids for the hospital linen and laundry contract.',
  build: (R) => sup(R, 'InvokeAgent tender-supervisor', 'collaborator:bid-analyst', { traceId: R.uuid() }, [
    ['Extract unit prices per kg from the three bids.', 'kb_retrieve', { CleanCo: 1.42, LinenPro: 1.36, WashRight: 1.51 }, 'LinenPro cheapest at £1.36/kg.'],
    ['Compare turnaround SLAs and penalties.', 'kb_retrieve', { CleanCo: '24h, 5% penalty', LinenPro: '48h, 2%', WashRight: '24h, 8%' }, 'CleanCo/WashRight 24h; LinenPro 48h.'],
    ['Compare water and energy per kg.', 'kb_retrieve', { CleanCo: '6.1 L', LinenPro: '9.8 L', WashRight: '5.4 L' }, 'WashRight lowest water.'],
  ], 'Recommend CleanCo: 24h SLA, mid price, 6.1 L/kg; LinenPro fails 24h theatre-linen requirement.', { agentCollaboration: 'SUPERVISOR' }) },
{ domain: 'polar research ship provisioning', style: 'smolagents (managed agents)',
  isolates: 'A smolagents manager calls its managed web agent four times with different provisioning questions, each with new figures, then writes the list.',
  goal: 'Draft the provisioning list for a 42-day Antarctic research cruise with 38 people on board.',
  build: (R) => sup(R, 'CodeAgent (manager)', 'managed_agent:provision_researcher', { model_id: 'Qwen/Qwen2.5-72B-Instruct' }, [
    ['Daily calorie guideline for crew working on deck in polar conditions.', 'web_search', '## Search Results\n[Polar ration guidance](https://…) 4,000–4,500 kcal/day for outdoor work', '4,000–4,500 kcal/day.'],
    ['Fresh produce shelf life in 2 °C cold stores.', 'visit_webpage', 'Cabbage 90 days, apples 60, carrots 120, citrus 56 …', 'Cabbage 90d, carrots 120d, apples 60d.'],
    ['Fuel for galley: diesel range consumption per day for 38 people.', 'web_search', '… ~22 L/day for a marine diesel range of that size …', '~22 L/day → 924 L for 42 days.'],
    ['Medical consumables minimums per ship medical kit category A.', 'visit_webpage', 'Category A kit: … (full list)', 'Category A kit required; list retrieved.'],
  ], 'Provisioning draft: 6.7 M kcal total, 2.1 t fresh veg weighted to long-keepers, 1,000 L galley diesel, Category A medical kit.', { smolagents_version: '1.17' }) },
];
