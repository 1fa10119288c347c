// Family: reworded_empty_search — same tool, same intent, reworded 4+ times, nothing found each time.
import { S, agent, llm, tool, chain, oaiCall, oaiChoice, fmt, timed, httpText } from './lib.mjs';

export const FAMILY = { name: 'reworded_empty_search', file: 'f2', loop: true, stagnation: false };

export const scenarios = [
  // 01 ---------------------------------------------------------------- map shop stock search, Vercel AI SDK
  {
    id: '01', domain: 'map shops', style: 'Vercel AI SDK OpenTelemetry (ai.generateText / doGenerate / ai.toolCall)',
    build(r) {
      const c = r.clock();
      const model = 'gpt-4o-mini';
      const prompt = 'A walker on the phone wants the OS Explorer 1:25,000 sheet covering Kinder Scout, folded paper version, and asks if the Sheffield branch has one to collect today. Check stock and answer.';
      const kids = [];
      const step = (text, name, args, result) => {
        const id = r.callId();
        kids.push(llm('ai.generateText.doGenerate', { 'ai.prompt.messages': JSON.stringify([{ role: 'user', content: [{ type: 'text', text: prompt }] }, '...']) }, { 'ai.response.text': text, 'ai.response.toolCalls': JSON.stringify([{ toolCallType: 'function', toolCallId: id, toolName: name, args: JSON.stringify(args) }]), 'ai.response.finishReason': 'tool-calls', 'ai.response.id': `chatcmpl-${r.b62(29)}`, 'ai.usage.promptTokens': r.int(600, 2500), 'ai.usage.completionTokens': r.int(20, 90) }, [], { metadata: { 'operation.name': 'ai.generateText.doGenerate', 'ai.model.id': model, 'ai.model.provider': 'openai.chat', 'gen_ai.system': 'openai' } }));
        kids.push(tool('ai.toolCall', { 'ai.toolCall.name': name, 'ai.toolCall.id': id, 'ai.toolCall.args': JSON.stringify(args) }, { 'ai.toolCall.result': JSON.stringify(result) }, { metadata: { 'operation.name': 'ai.toolCall' } }));
      };
      const empty = (extra) => ({ hits: [], total: 0, took_ms: r.int(3, 40), index: 'stock_shf', searched_at: fmt.iso(c.adv()), ...extra });
      step('', 'search_stock', { q: 'Kinder Scout 1:25000', branch: 'SHF' }, empty({}));
      step('Nothing under the place name. Trying the sheet series and number instead.', 'search_stock', { q: 'OS Explorer OL1 Dark Peak', branch: 'SHF' }, empty({}));
      step('Maybe the branch field wants the full name and the title word order differs.', 'search_stock', { q: 'Dark Peak Explorer folded', branch: 'Sheffield' }, empty({ suggestion: null }));
      step('Switching to a SKU lookup using the publisher code format.', 'search_stock', { sku: 'OSEX-OL1-F', branch: 'SHF' }, empty({}));
      step('Trying the exact catalogue title in quotes.', 'search_stock', { q: '"The Peak District - Dark Peak area"', branch: 'SHF' }, empty({}));
      step('One more with the ISBN-style number printed on the cover.', 'search_stock', { q: '9780319242407', branch: 'SHF' }, empty({}));
      const root = agent('ai.generateText', { 'ai.prompt': JSON.stringify({ prompt }), 'ai.settings.maxSteps': 6 }, { 'ai.response.text': '', 'ai.response.finishReason': 'tool-calls' }, kids, { metadata: { 'operation.name': 'ai.generateText', 'ai.model.id': model, 'ai.telemetry.functionId': 'shop-assistant-stock', 'resource.name': 'map-shop-assistant' } });
      return { isolates: 'The same stock search is reworded six ways (place name, series, word order, SKU, quoted title, ISBN) and every search returns zero hits; the step limit ends the run with no answer.', goal: 'Tell a caller whether the Sheffield branch has the folded OS Explorer sheet for Kinder Scout in stock.', root: timed(root, r, c, 'otel') };
    },
  },

  // 02 ---------------------------------------------------------------- cider vinegar acidity records, OpenInference / Phoenix
  {
    id: '02', domain: 'cider vinegar makers', style: 'OpenInference / Arize Phoenix (openinference.span.kind, llm.* and tool.* attributes)',
    build(r) {
      const c = r.clock();
      const kids = [];
      const sqlOut = (cols) => `${cols}\n${'-'.repeat(cols.length)}\n(0 rows)\n\nTime: ${r.float(0.4, 9.5, 3)} ms`;
      const step = (text, sql, cols) => {
        const call = oaiCall(r, 'run_sql', { query: sql });
        kids.push(llm('ChatCompletion', { 'input.value': '{"messages": [...]}', 'input.mime_type': 'application/json' }, { 'llm.output_messages': [{ 'message.role': 'assistant', 'message.content': text, 'message.tool_calls': [{ 'tool_call.function.name': 'run_sql', 'tool_call.function.arguments': call.function.arguments }] }] }, [], { metadata: { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o-2024-11-20', 'llm.provider': 'openai', 'llm.token_count.prompt': r.int(900, 3000), 'llm.token_count.completion': r.int(30, 120) } }));
        kids.push(tool('run_sql', { 'tool.name': 'run_sql', 'tool.parameters': call.function.arguments }, { 'output.value': sqlOut(cols), 'output.mime_type': 'text/plain' }, { metadata: { 'openinference.span.kind': 'TOOL', 'tool.description': 'Run a read-only SQL query against the Orchard Lane production database (PostgreSQL 15).', 'db.replica': r.pick(['pg-ro-1', 'pg-ro-2']) } }));
      };
      step('I will look up the acidity tests for batch ACV-2024-117 directly.', "SELECT batch_code, acidity_pct, tested_at FROM acidity_tests WHERE batch_code = 'ACV-2024-117';", ' batch_code | acidity_pct | tested_at ');
      step('No exact match. The code may have been keyed with extra characters, so a pattern match on 117 restricted to this autumn.', "SELECT batch_code, acidity_pct, tested_at FROM acidity_tests WHERE batch_code ILIKE '%117%' AND tested_at >= '2024-09-01';", ' batch_code | acidity_pct | tested_at ');
      step('Perhaps the lab uses the lot reference column rather than the batch code.', "SELECT lot_ref, acidity_pct, tested_at FROM acidity_tests WHERE lot_ref = 'ACV117';", ' lot_ref | acidity_pct | tested_at ');
      step('Titrations may live in a separate table with lower-case codes.', "SELECT batch, titratable_acidity, sampled_on FROM titration_results WHERE batch = 'acv-2024-117';", ' batch | titratable_acidity | sampled_on ');
      step('Trying the two-digit year form of the code.', "SELECT batch_code, acidity_pct, tested_at FROM acidity_tests WHERE batch_code = 'ACV-24-117';", ' batch_code | acidity_pct | tested_at ');
      const root = agent('AgentExecutor', { 'input.value': 'Has batch ACV-2024-117 of raw apple cider vinegar reached 5% acidity? We need it for the bottling label today.' }, null, kids, { error: 'Agent stopped due to iteration limit or time limit.', metadata: { 'openinference.span.kind': 'AGENT', 'session.id': r.uuid(), 'project.name': 'orchard-lane-lims' } });
      return { isolates: 'Five SQL queries ask the same question of the acidity records with different column names, patterns and code formats, and every one returns (0 rows).', goal: 'Find whether cider vinegar batch ACV-2024-117 has reached 5% acidity for labelling.', root: timed(root, r, c, 'otel') };
    },
  },

  // 03 ---------------------------------------------------------------- pipe organ concert archive, LlamaIndex ReAct + retriever
  {
    id: '03', domain: 'pipe organ concerts', style: 'LlamaIndex ReActAgent with QueryEngineTool and retriever spans',
    build(r) {
      const c = r.clock();
      const kids = [];
      const round = (thought, q) => {
        kids.push(llm('OpenAI.chat', { messages: [{ role: 'system', content: 'You are designed to help with a variety of tasks... ## Tools ...' }, { role: 'user', content: '...' }] }, { message: { role: 'assistant', content: `Thought: ${thought}\nAction: recital_archive\nAction Input: {"input": ${JSON.stringify(q)}}` }, raw: { id: `chatcmpl-${r.b62(29)}`, usage: r.usage() } }, [], { metadata: { model: 'gpt-4o' } }));
        const ret = S('retriever', 'VectorIndexRetriever.retrieve', { query_str: q, similarity_top_k: 5 }, { nodes: [], filtered_below_cutoff: r.int(0, 3), similarity_cutoff: 0.78 }, [S('embedding', 'OpenAIEmbedding.get_query_embedding', { text: q }, { dim: 1536, ms: r.int(40, 200) })]);
        kids.push(S('tool', 'recital_archive', { input: q }, { content: 'Empty Response', source_nodes: [], is_error: false }, [ret], { metadata: { tool_type: 'QueryEngineTool', index_id: 'st-bavo-recitals-v3' } }));
      };
      round('I need past recital programmes that included the Widor Toccata. I will search the archive.', 'Widor Toccata Symphony 5 recital programmes');
      round('Nothing came back. The archive may describe it as the finale of the Fifth Organ Symphony.', "concerts where the Toccata from Widor's Fifth Organ Symphony was played");
      round('Still empty. Programmes sometimes list opus numbers, so I will use the opus.', 'Widor Op. 42 No. 1 finale performance history');
      round('Perhaps the programmes were catalogued in French by the previous organist.', 'Symphonie pour orgue n° 5 Toccata');
      round('Last idea: it is often played as an encore and might only appear with the composer full name.', 'Charles-Marie Widor toccata encore');
      const root = agent('ReActAgent.chat', { message: 'For the anniversary concert notes: list every past recital at St Bavo Hall where the Widor Toccata was played, with organist and date.' }, null, kids, { error: 'ValueError: Reached max iterations.', metadata: { agent: 'ReActAgent', max_iterations: 5, llama_index_version: '0.11.22' } });
      return { isolates: 'The archive query for Widor Toccata performances is rephrased five ways (work title, symphony finale, opus, French title, composer full name) and retrieval returns no nodes each time.', goal: 'List past recitals at St Bavo Hall where the Widor Toccata was performed, with organist and date.', root: timed(root, r, c, 'iso') };
    },
  },

  // 04 ---------------------------------------------------------------- wolf GPS collar fixes, smolagents CodeAgent
  {
    id: '04', domain: 'wolf GPS collar research', style: 'smolagents CodeAgent (steps with code actions and execution logs)',
    build(r) {
      const c = r.clock();
      const kids = [];
      let n = 0;
      const stepSpan = (thought, code, toolArgs) => {
        n += 1;
        const gen = llm('LiteLLMModel.generate', { messages: `[${n * 2 + 1} messages]`, stop_sequences: ['<end_code>', 'Observation:'] }, { role: 'assistant', content: `Thought: ${thought}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>`, token_usage: { input_tokens: r.int(2000, 6000), output_tokens: r.int(60, 180) } });
        const t = tool('fetch_fixes', toolArgs, { result: [], count: 0, api: r.pick(['telemetry-eu-1', 'telemetry-eu-2']), elapsed: r.secs(0.1, 1.4, 3) });
        kids.push(chain(`Step ${n}`, { step_number: n }, { observations: `Execution logs:\n[]\nLast output from code snippet:\nNone`, duration: r.float(1.5, 6, 2) }, [gen, t]));
      };
      stepSpan('I will fetch the GPS fixes for collar W-0417 during the night of the 3rd.', "fixes = fetch_fixes(collar_id='W-0417', date='2024-11-03')\nprint(fixes)", { collar_id: 'W-0417', date: '2024-11-03' });
      stepSpan('Empty. The collar id may be stored without the hyphen.', "fixes = fetch_fixes(collar_id='W0417', date='2024-11-03')\nprint(fixes)", { collar_id: 'W0417', date: '2024-11-03' });
      stepSpan('Still nothing. The API docs mention animal names; the wolf on W-0417 is Ardna. I will also use day-first date format.', "fixes = fetch_fixes(animal='Ardna', date='03/11/2024')\nprint(fixes)", { animal: 'Ardna', date: '03/11/2024' });
      stepSpan('Try the numeric id alone with a unix-time window for the night.', "fixes = fetch_fixes(collar_id='417', start=1730592000, end=1730678400)\nprint(fixes)", { collar_id: '417', start: 1730592000, end: 1730678400 });
      stepSpan('Maybe the collar is indexed by the Vectronic hardware serial rather than the project id.', "fixes = fetch_fixes(serial='VEC-41718', date='2024-11-03')\nprint(fixes)", { serial: 'VEC-41718', date: '2024-11-03' });
      const root = agent('CodeAgent.run', { task: 'A sheep kill was reported near Dalby Forest on the night of 3 November 2024. Check whether wolf collar W-0417 was within 2 km of grid ref SE 871 893 that night.', max_steps: 5 }, null, kids, { error: 'AgentMaxStepsError: Reached max steps.', metadata: { model_id: 'anthropic/claude-3-5-sonnet-latest', tools: ['fetch_fixes', 'final_answer'], additional_authorized_imports: ['math', 'datetime'] } });
      return { isolates: 'The collar fix lookup is retried with five different identifiers and date spellings for the same animal and night, each returning an empty list, until max steps.', goal: 'Check whether collared wolf W-0417 was within 2 km of a reported sheep kill on the night of 3 November 2024.', root: timed(root, r, c, 'epoch') };
    },
  },

  // 05 ---------------------------------------------------------------- sushi conveyor restaurant invoice, Semantic Kernel
  {
    id: '05', domain: 'conveyor-belt sushi restaurants', style: 'Semantic Kernel OpenTelemetry (chat.completions + execute_tool Plugin-Function)',
    build(r) {
      const c = r.clock();
      const kids = [];
      const q = (text, filter) => {
        const call = oaiCall(r, 'ErpPlugin-SearchInvoices', { filter });
        kids.push(llm('chat.completions gpt-4o', { 'gen_ai.prompt': '[ChatHistory: 1 system, 1 user, ...]' }, { content: text, items: [{ $type: 'FunctionCallContent', Id: call.id, PluginName: 'ErpPlugin', FunctionName: 'SearchInvoices', Arguments: { filter } }] }, [], { metadata: { 'gen_ai.system': 'openai', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.response.finish_reason': 'ToolCalls', 'gen_ai.usage.prompt_tokens': r.int(1500, 4000), 'gen_ai.usage.completion_tokens': r.int(30, 90) } }));
        const body = { '@odata.context': 'https://erp.kaitenya.jp/odata/v4/$metadata#PurchaseInvoices', '@odata.count': 0, value: [] };
        kids.push(tool('execute_tool ErpPlugin-SearchInvoices', { filter }, httpText(200, { Date: fmt.http(c.adv()), 'Content-Type': 'application/json; odata.metadata=minimal', 'OData-Version': '4.0', 'x-correlation-id': r.uuid(), 'x-served-by': r.pick(['erp-app-03', 'erp-app-07']) }, body), { metadata: { 'sk.function.name': 'SearchInvoices', 'sk.plugin.name': 'ErpPlugin' } }));
      };
      q('Searching for the Toyosu Marine invoice for the Shibuya branch.', "SupplierName eq 'Toyosu Marine' and Branch eq 'Shibuya'");
      q('No match. The supplier may be registered under its Japanese name.', "contains(VendorName,'豊洲')");
      q('Trying the invoice number from the delivery note photo instead.', "InvoiceNo eq 'TM-2024-08812'");
      q('Perhaps the vendor code and delivery date fields are what the ERP indexes.', "VendorCode eq 'TOYOSU-MAR' and DeliveryDate eq 2024-10-14");
      q('Free-text search on the line item description.', "$search=\"bluefin 18kg\"");
      const root = agent('ChatCompletionAgent.InvokeAsync', { message: 'The Shibuya branch received 18 kg of bluefin on 14 Oct from Toyosu Marine but accounts cannot find the invoice. Find it and tell me the amount and due date.' }, null, kids, { error: 'Microsoft.SemanticKernel.KernelException: Maximum auto function invocation attempts (5) reached.', metadata: { 'sk.agent.name': 'AccountsHelper', 'FunctionChoiceBehavior': 'Auto', 'service.name': 'kaitenya-backoffice' } });
      return { isolates: 'The ERP invoice search is retried with five different filters (English name, Japanese name, invoice number, vendor code and date, free text) for the same delivery, each returning an empty OData value array.', goal: 'Find the Toyosu Marine bluefin invoice for the Shibuya sushi branch and report amount and due date.', root: timed(root, r, c, 'iso') };
    },
  },

  // 06 ---------------------------------------------------------------- public toilet maintenance work orders, Haystack Agent
  {
    id: '06', domain: 'public toilet maintenance', style: 'Haystack Agent pipeline (OpenAIChatGenerator + ToolInvoker component spans)',
    build(r) {
      const c = r.clock();
      const kids = [];
      const round = (text, args) => {
        const id = r.callId();
        kids.push(llm('haystack.component.run', { 'haystack.component.name': 'chat_generator', messages: '[ChatMessage x n]' }, { replies: [{ _role: 'assistant', _content: [...(text ? [{ text }] : []), { tool_call: { tool_name: 'search_work_orders', arguments: args, id } }], _meta: { model: 'gpt-4o-mini-2024-07-18', finish_reason: 'tool_calls', usage: r.usage() } }] }, [], { metadata: { 'haystack.component.type': 'OpenAIChatGenerator', 'haystack.component.name': 'chat_generator' } }));
        const t = tool('search_work_orders', args, { documents: [], total: 0, query_time: r.ms(8, 90), cmms: 'FacilityDesk 7.2', node: r.pick(['fd-search-a', 'fd-search-b']) });
        kids.push(chain('haystack.component.run', { 'haystack.component.name': 'tool_invoker', messages: [{ tool_call_id: id }] }, { tool_messages: [{ _role: 'tool', _content: [{ tool_call_result: { result: JSON.stringify(t.output), origin: { tool_name: 'search_work_orders', id }, error: false } }] }] }, [t], { metadata: { 'haystack.component.type': 'ToolInvoker' } }));
      };
      round('Looking for the work order about the hand dryer.', { text: 'vandalised hand dryer Riverside Park' });
      round('Nothing. Searching by the asset tag instead.', { asset_tag: 'RVP-WC-02' });
      round('Maybe the order was raised with an abbreviated site name.', { text: 'Riverside Pk toilets dryer broken', status: 'any' });
      round('Trying the make of dryer and a date range in day-first format.', { text: 'damaged Dyson Airblade riverside', raised_after: '01/02/2025' });
      round(null, { asset_tag: 'RVPWC2', raised_after: '2025-02-01' });
      const root = agent('haystack.agent.run', { messages: [{ _role: 'user', _content: [{ text: 'Councillor asks whether the broken hand dryer at Riverside Park toilets has been fixed yet. Find the work order and its status.' }] }], max_agent_steps: 5 }, { messages: '[12 ChatMessages]', last_message: null }, kids, { error: 'Agent reached maximum agent steps of 5, stopping.', metadata: { 'haystack.pipeline.name': 'facilities_agent', 'haystack.version': '2.12.1' } });
      return { isolates: 'The work-order search for one broken hand dryer is rephrased five times (description, asset tag, abbreviation, brand plus date format, compact tag) and returns no documents each time.', goal: 'Find the work order for the broken hand dryer at Riverside Park public toilets and report its status.', root: timed(root, r, c, 'latency') };
    },
  },
];
