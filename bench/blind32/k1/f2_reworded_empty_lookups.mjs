// Family 2: same tool, same intent, reworded query each time; every answer is empty; task not done.
import { agent, llm, tool, chain, span, sys, user, oaCall, oaOut, oaToolMsg } from './lib.mjs';

export const family = {
  name: 'reworded_empty_lookups', loop: true, stagnation: false,
  behaviour: 'The agent keeps re-asking the same tool for the same thing in other words (synonyms, word order, field names, id/date formats, quoting); every answer is empty; the task is never done.',
};

export const rows = [
  {
    id: '01', domain: 'honey extraction batch traceability', style: 'Vercel AI SDK (ai.* OpenTelemetry spans)',
    isolates: 'Five differently worded searches for the same heather-honey extraction lot all return zero hits and the agent never reports the moisture result.',
    goal: 'Find the refractometer moisture reading for the heather honey spun on extractor 2 in late August so the jar labels can be approved.',
    build: (n) => {
      const qs = ['heather honey extraction extractor 2 August 2024', 'extractor #2 heather run late Aug', '"HTH-0824"', 'Calluna vulgaris honey spun 08/2024 moisture', 'ling heather lot extractor two refractometer'];
      const thoughts = [null, 'No hits. Maybe the lot code is indexed instead of the description.', 'Quoted lot code found nothing either; trying the botanical name.', 'Still nothing. Beekeepers sometimes call it ling heather.'];
      const kids = [];
      qs.forEach((q, i) => {
        const cid = 'call_' + n.alnum(24);
        kids.push(span('llm', 'ai.generateText.doGenerate', { 'ai.prompt.messages': i === 0 ? [sys('You help a honey house with traceability records.'), user('Moisture reading for heather honey from extractor 2, late August?')] : `[${2 + i * 2} messages]` },
          { 'ai.response.text': thoughts[i] ?? '', 'ai.response.toolCalls': [{ toolCallType: 'function', toolCallId: cid, toolName: 'searchLots', args: JSON.stringify({ query: q }) }], 'ai.response.finishReason': 'tool-calls' },
          { metadata: { 'ai.model.id': 'gpt-4o-mini', 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': n.int(400, 2400), 'ai.response.id': 'chatcmpl-' + n.alnum(29), 'ai.response.timestamp': n.iso() } }));
        n.adv(700, 2500);
        kids.push(tool('ai.toolCall', { 'ai.toolCall.name': 'searchLots', 'ai.toolCall.args': JSON.stringify({ query: q }) }, { 'ai.toolCall.result': JSON.stringify({ hits: [], total: 0, took_ms: n.int(3, 60), index: 'lots-v3' }) }, { metadata: { 'ai.toolCall.id': cid, 'operation.name': 'ai.toolCall' } }));
      });
      return agent('ai.generateText', { 'ai.prompt': 'Moisture reading for heather honey from extractor 2, late August?' }, { 'ai.response.text': '', 'ai.response.finishReason': 'length' }, kids, { 'ai.settings.maxSteps': 5, 'resource.name': 'honeyhouse-assistant', 'ai.telemetry.functionId': 'traceability-chat' });
    },
  },
  {
    id: '02', domain: 'velvet upholstery fabric sourcing', style: 'OpenInference / Arize Phoenix',
    isolates: 'The agent queries the supplier catalogue four times for the same bottle-green mohair velvet, changing only field names and spelling, and gets an empty result set each time.',
    goal: 'Find a bottle-green mohair velvet rated at least 40,000 Martindale rubs for re-covering a chesterfield, and quote price per metre.',
    build: (n) => {
      const filters = [{ q: 'mohair velvet bottle green', min_martindale: 40000 }, { q: 'green mohair velour', abrasion_rubs_gte: 40000 }, { fibre: 'mohair', pile: 'velvet', colour: 'Bottle-Green', martindale: '>=40k' }, { text: 'bottle green velvet mohair heavy domestic 40 000 rubs' }];
      const notes = ['', 'Zero results; the catalogue may call it velour.', 'Try structured fields instead of free text.', 'Maybe the spacing of 40 000 matters.'];
      const kids = [];
      filters.forEach((f, i) => {
        kids.push(llm('ChatCompletion', { 'llm.input_messages.0.message.role': 'system', 'llm.input_messages.0.message.content': 'You source fabrics for an upholstery workshop.', 'llm.input_messages.1.message.content': 'Need bottle-green mohair velvet, 40k Martindale, price/m.' },
          { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': notes[i], 'llm.output_messages.0.message.tool_calls.0.tool_call.function.name': 'search_catalogue', 'llm.output_messages.0.message.tool_calls.0.tool_call.function.arguments': JSON.stringify(f) },
          { metadata: { 'openinference.span.kind': 'LLM', 'llm.model_name': 'gpt-4o', 'llm.token_count.prompt': n.int(500, 3000), 'llm.token_count.completion': n.int(15, 70) } }));
        n.adv(500, 3000);
        kids.push(tool('search_catalogue', { 'tool.name': 'search_catalogue', 'tool.parameters': JSON.stringify(f) },
          { status: 200, headers: { 'x-request-id': n.uuid(), 'x-ratelimit-remaining': String(60 - i - 1), date: n.http() }, body: { results: [], facets: {}, page: 1, total_results: 0 } },
          { metadata: { 'openinference.span.kind': 'TOOL', 'output.mime_type': 'application/json' } }));
      });
      return agent('upholstery-sourcing-agent', { 'input.value': 'Need bottle-green mohair velvet, 40k Martindale, price/m.' }, { 'output.value': null }, kids, { 'openinference.span.kind': 'AGENT', 'session.id': n.uuid(), status_code: 'UNSET' });
    },
  },
  {
    id: '03', domain: 'origami convention workshop registration', style: 'smolagents (CodeAgent)',
    isolates: 'A smolagents CodeAgent looks up one attendee\'s registration under four spellings of the same name, gets None every time, and runs out of steps.',
    goal: 'Move attendee Emi Takahashi from the Saturday modular-kusudama workshop to the Sunday tessellations workshop.',
    build: (n) => {
      const names = ['Emi Takahashi', 'Takahashi, Emi', 'E. Takahashi', 'takahashi emi'];
      const thoughts = ['Thought: I will look up the attendee first to get her registration id.', 'Thought: Nothing came back. The registry may store family name first.', 'Thought: Still None. Perhaps only an initial was entered.', 'Thought: Try lowercase, family name first, no comma.'];
      const steps = names.map((nm, i) => {
        const code = `reg = find_registration(name="${nm}")\nprint(reg)`;
        const st = span('step', `Step ${i + 1}`, { step_number: i + 1 }, null, { children: [
          llm('LiteLLMModel.__call__', { messages: `[${3 + i * 2} messages]` }, { content: `${thoughts[i]}\nCode:\n\`\`\`py\n${code}\n\`\`\`<end_code>` }, { metadata: { model_id: 'anthropic/claude-3-5-haiku-latest', input_tokens: n.int(1500, 5000) } }),
          tool('python_interpreter', { code }, `Execution logs:\nNone\nLast output from code snippet:\nNone`, { metadata: { tool_call: 'find_registration', duration: Number(n.secs(0.1, 1.5)) } }),
        ], metadata: { start_time: n.epoch(), duration: Number(n.secs(1, 5)) } });
        n.adv(2000, 6000);
        return st;
      });
      return agent('CodeAgent.run', { task: 'Move Emi Takahashi from Saturday kusudama to Sunday tessellations.' }, null, steps, { max_steps: 4, error: 'AgentMaxStepsError: Reached max steps.' });
    },
  },
  {
    id: '04', domain: 'airfield bird-strike incident records', style: 'Semantic Kernel',
    isolates: 'A Semantic Kernel plugin is called with the same incident date in four different date spellings and returns an empty list each time.',
    goal: 'Retrieve the bird-strike report filed for the gull strike on runway 27 on 3 June 2024 and summarise the species and damage.',
    build: (n) => {
      const dates = ['2024-06-03', '03/06/2024', 'June 3, 2024', '20240603'];
      const msg = ['I will search the wildlife-hazard log for that date.', 'No entries. The log may use day/month order.', 'Empty again; maybe it expects a written-out date.', 'Trying the compact yyyymmdd form used in older exports.'];
      const kids = [];
      dates.forEach((d, i) => {
        kids.push(llm('ChatCompletion.GetChatMessageContentsAsync', { chat_history: `[${2 + i * 2} messages]`, execution_settings: { function_choice_behavior: 'Auto' } }, { role: 'assistant', content: msg[i], items: [{ $type: 'FunctionCallContent', plugin_name: 'WildlifeLog', function_name: 'QueryStrikes', arguments: { date: d, runway: '27' } }] }, { metadata: { 'gen_ai.system': 'azure_openai', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.response.id': 'chatcmpl-' + n.alnum(29) } }));
        n.adv(300, 1800);
        kids.push(tool('WildlifeLog-QueryStrikes', { date: d, runway: '27' }, `[]`, { metadata: { 'sk.function.invocation_id': n.uuid(), 'sk.function.result.duration_ms': n.ms(20, 400), server: n.host('wlog-api') } }));
      });
      return agent('ChatCompletionAgent.InvokeAsync', { message: 'Summarise the runway 27 gull strike report from 3 June 2024.' }, { content: null }, kids, { kernel: 'airfield-ops', 'agent.name': 'SafetyAnalyst', termination: 'MaximumAutoInvokeAttempts' });
    },
  },
  {
    id: '05', domain: 'hurling club membership renewals', style: 'plain message-level trace (chat completions, tool spans as siblings)',
    isolates: 'Four lookups of the same member id written in different formats all return "not found" and the renewal is never processed.',
    goal: 'Renew the family membership for member HC-00451 at the juvenile-plus-adult rate and email the receipt.',
    build: (n) => {
      const ids = ['HC-00451', '451', 'HC451', 'hc-0451'];
      const say = [null, 'Not found with the prefix; try the bare number.', 'Also missing. Maybe the hyphen is not stored.', 'One more variant with a shorter zero pad.'];
      const kids = [];
      ids.forEach((id, i) => {
        const cid = 'call_' + n.alnum(24);
        kids.push(llm('chat.completions.create', { model: 'gpt-4o-mini', messages: `[${2 + i * 2} messages]` }, oaOut(say[i], [oaCall(cid, 'lookup_member', { member_id: id })]), { metadata: { id: 'chatcmpl-' + n.alnum(29), created: n.epoch(), system_fingerprint: 'fp_' + n.hex(10) } }));
        n.adv(200, 900);
        kids.push(tool('lookup_member', { member_id: id }, { error_code: 'MEMBER_NOT_FOUND', message: `No member matches '${id}'`, trace: n.hex(16) }, { metadata: { tool_call_id: cid } }));
      });
      return agent('membership-assistant', { messages: [sys('Club secretary assistant.'), user('Please renew family membership HC-00451, juvenile plus adult.')] }, null, kids, { turns: 4, stopped: 'max_tool_rounds' });
    },
  },
  {
    id: '06', domain: 'snow globe factory QC defects', style: 'Agno (formerly phidata) agent run events — not in the brief\'s list',
    isolates: 'The agent searches the defect tracker for the same glitter-clumping problem with four synonyms, finds nothing each time, and never produces the root-cause note.',
    goal: 'Find earlier QC defect tickets about glitter clumping in the 100 mm snow globes to see what fixed it last time, and write a root-cause note for line 3.',
    build: (n) => {
      const qs = ['glitter clumping', 'flakes clumped together', 'glitter settling in clumps', 'agglomerated glitter 100mm globe'];
      const why = ['Search earlier tickets for the clumping defect.', 'No tickets; operators may describe it as flakes.', 'Nothing. Try describing how it settles.', 'Try the more technical term from the supplier spec.'];
      const kids = [];
      qs.forEach((q, i) => {
        kids.push(llm('OpenAIChat.response', { messages: `[${2 + i * 2} messages]` }, { content: why[i], tool_calls: [{ id: 'call_' + n.alnum(24), type: 'function', function: { name: 'search_defects', arguments: JSON.stringify({ query: q, line: 3 }) } }] }, { metadata: { event: 'RunResponse', model: 'gpt-4o', run_id: n.uuid(), metrics: { time: [Number(n.secs(0.5, 3))], input_tokens: [n.int(300, 2000)] } } }));
        n.adv(400, 2000);
        kids.push(tool('search_defects', { query: q, line: 3 }, `{"tickets": [], "count": 0, "searched_at": "${n.euDate()}", "index_gen": ${n.int(4000, 4100)}}`, { metadata: { event: 'ToolCallCompleted', tool_call_id: 'call_' + n.alnum(24) } }));
      });
      return agent('Agent.run', { message: 'Root-cause note for glitter clumping on line 3 (100 mm globes).' }, { content: null, event: 'RunError' }, kids, { agent_name: 'QC Analyst', session_id: n.uuid(), framework: 'agno 1.x', tool_call_limit: 4 });
    },
  },
];
