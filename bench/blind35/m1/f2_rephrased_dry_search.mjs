// Family: rephrased_dry_search — same tool, same intent, reworded each time, never a hit.
import { agent, llm, tool, chain, span, retriever, sys, user, asst, toolMsg, call } from './lib.mjs';

export const family = 'rephrased_dry_search';
export const loop = true;
export const stagnation = false;

export const scenarios = [
  {
    id: '01', domain: 'piano roll archives', style: 'LlamaIndex',
    build(k) {
      const goal = 'Find whether the archive holds an Ampico reproducing roll of Rachmaninoff playing his Prelude in C-sharp minor, and give its shelf mark.';
      const qs = [
        ['Rachmaninoff Prelude C-sharp minor Ampico roll', 'Searching the roll catalogue for the Ampico Rachmaninoff prelude.'],
        ['Prelude in C# minor Op. 3 No. 2 reproducing piano roll', 'Nothing came back. The catalogue may file it under the opus number, so I am using Op. 3 No. 2 instead of the title.'],
        ['Rachmaninov cis-moll Präludium', 'Still empty. German dealers catalogued many rolls, so I will try the transliteration Rachmaninov and the German key name.'],
        ['"Rachmaninoff, Sergei" performer Ampico', 'No nodes either. Perhaps it is indexed by performer rather than composer; querying the performer field in quotes.'],
        ['C sharp minor prelude Rachmaninoff recorded by the composer', 'Zero matches again; trying a plain-English description that mentions the composer as the recording artist.'],
      ];
      const kids = [];
      for (const [q, thought] of qs) {
        kids.push(llm('OpenAI.chat', { messages: [sys('You answer questions about the Hallam piano roll collection. Use the roll_catalog tool.'), user(goal)] }, { message: { role: 'assistant', content: thought, tool_calls: [call('call_' + k.b62(24), 'roll_catalog', { query: q })] } }, { model: 'gpt-4o-mini', 'llm.token_count.total': k.int(400, 1400) }));
        kids.push(span('retriever', 'VectorIndexRetriever.retrieve', { query_str: q, similarity_top_k: 5, filters: { collection: 'reproducing_rolls' } }, { nodes: [], retrieval_ms: k.int(30, 220), index_id: 'rolls-v3', embed_cache: k.pick(['hit', 'miss']) }, [
          span('embedding', 'OpenAIEmbedding', { texts: [q], model: 'text-embedding-3-small' }, { dims: 1536, elapsed: k.ms(40, 200) }),
        ]));
        kids.push(tool('roll_catalog', { query: q }, 'Empty Response', { score_threshold: 0.78, top_score: k.num(0.41, 0.62) }));
      }
      return {
        isolates: 'Five catalogue queries for the same roll, each reworded (opus number, German key, performer field, description), every retrieval empty, and no answer produced.',
        goal,
        root: agent('ReActAgent.chat', { message: goal }, { response: null, sources: [], error: 'max_iterations=5 reached' }, kids, { framework: 'llama-index-core 0.11.23', callback_manager: 'ArizePhoenix' }),
      };
    },
  },
  {
    id: '02', domain: 'orchid export permits (CITES)', style: 'Vercel AI SDK',
    build(k) {
      const goal = 'Look up the CITES export permit issued for the Paphiopedilum rothschildianum seedlings shipped to the Kew grower last spring and report its permit number and expiry.';
      const tries = [
        { args: { species: 'Paphiopedilum rothschildianum', direction: 'export' }, text: 'Let me search the permit register by species.' },
        { args: { taxon: 'Paph. rothschildianum', type: 'EX' }, text: 'No permits under that species string. Growers often abbreviate the genus, so I will search the taxon field with "Paph." and the EX code.' },
        { args: { scientific_name: 'PAPHIOPEDILUM ROTHSCHILDIANUM', appendix: 'I' }, text: 'Empty again. It is an Appendix I orchid, so I will filter on the appendix and use the upper-case scientific name the register prints.' },
        { args: { genus: 'Paphiopedilum', epithet: 'rothschildianum', purpose: 'T' }, text: 'Nothing. Trying the split genus and epithet fields plus purpose code T for commercial trade.' },
        { args: { q: "Rothschild's slipper orchid seedlings" }, text: 'Still zero results; a free-text search on the common name, Rothschild\'s slipper orchid, is the last variation I can think of.' },
      ];
      const kids = [];
      tries.forEach((t, i) => {
        const id = 'call_' + k.b62(24);
        kids.push(span('llm', 'ai.generateText.doGenerate', { 'ai.prompt.messages': i === 0 ? [{ role: 'user', content: [{ type: 'text', text: goal }] }] : '[…truncated, 2 more messages]' }, { 'ai.response.text': t.text, 'ai.response.toolCalls': JSON.stringify([{ toolCallType: 'function', toolCallId: id, toolName: 'searchPermits', args: JSON.stringify(t.args) }]), 'ai.response.finishReason': 'tool-calls' }, [], { metadata: { 'ai.model.id': 'gpt-4o', 'ai.model.provider': 'openai.chat', 'ai.usage.promptTokens': 700 + i * 190, 'ai.usage.completionTokens': k.int(30, 90), 'ai.response.id': 'chatcmpl-' + k.b62(29), 'ai.response.timestamp': k.iso() } }));
        kids.push(tool('ai.toolCall', { 'ai.toolCall.name': 'searchPermits', 'ai.toolCall.args': JSON.stringify(t.args) }, { 'ai.toolCall.result': JSON.stringify({ status: 200, results: [], total: 0, page: 1, 'x-request-id': k.uuid(), served_at: k.http() }) }, { 'ai.toolCall.id': id, 'operation.name': 'ai.toolCall' }));
        k.tick();
      });
      return {
        isolates: 'The register is queried five times with the same species under different field names, casing and abbreviations; every answer is an empty result set.',
        goal,
        root: agent('ai.generateText', { 'ai.prompt': JSON.stringify({ prompt: goal }), 'ai.settings.maxSteps': 5 }, { 'ai.response.text': '', 'ai.response.finishReason': 'tool-calls' }, kids, { 'resource.name': 'permits-assistant', 'ai.telemetry.functionId': 'cites-lookup' }),
      };
    },
  },
  {
    id: '03', domain: 'tree-ring dating lab', style: 'smolagents',
    build(k) {
      const goal = 'Find a reference oak chronology for southern Bavaria covering 1450-1600 so the lab can cross-date the timbers from the Landshut granary roof.';
      const steps = [
        ['I will search the chronology database for Bavarian oak chronologies.', 'search_chronologies("oak Bavaria 1450-1600")'],
        ['No results. Maybe the database uses Latin genus names and broader regions.', 'search_chronologies("Quercus southern Germany 15th century")'],
        ['Still nothing; the site metadata might be in German, so try Eiche and Niederbayern.', 'search_chronologies("Eiche Niederbayern Chronologie")'],
        ['That returned an empty list as well. Perhaps the span has to be written as AD years with the word reference.', 'search_chronologies("reference chronology Quercus robur AD 1450 to AD 1600 Bavaria")'],
        ['Empty again. One more attempt with the ITRDB-style species code QURO and the region code.', 'search_chronologies("QURO DE-BY")'],
      ];
      const kids = [];
      steps.forEach(([thought, code], i) => {
        const out = `Execution logs:\n[]\nLast output from code snippet:\n[]`;
        kids.push(span('step', `Step ${i + 1}`, { step_number: i + 1 }, { observations: out }, [
          llm('LiteLLMModel.__call__', { messages: [{ role: 'system', content: [{ type: 'text', text: 'You are an expert assistant who can solve any task using code blobs...' }] }, { role: 'user', content: [{ type: 'text', text: `New task:\n${goal}` }] }] }, { role: 'assistant', content: `Thought: ${thought}\nCode:\n\`\`\`py\nresults = ${code}\nprint(results)\n\`\`\`<end_code>` }, { model_id: 'anthropic/claude-3-5-haiku-latest', input_tokens: 1500 + i * 210, output_tokens: k.int(60, 110) }),
          tool('search_chronologies', { query: code.match(/"(.*)"/)[1] }, [], { duration: k.secs(0.3, 2.1) }),
        ], { metadata: { duration: k.secs(2, 7), start_time: k.epoch() + i * 5 } }));
      });
      return {
        isolates: 'A smolagents CodeAgent rephrases the same chronology search in five ways (Latin, German, AD years, species code) and each call returns an empty list.',
        goal,
        root: agent('CodeAgent.run', { task: goal, max_steps: 5 }, { output: null, error: 'AgentMaxStepsError: Reached max steps.' }, kids, { 'smolagents.version': '1.9.2', tools: ['search_chronologies', 'final_answer'] }),
      };
    },
  },
  {
    id: '04', domain: 'traffic signal timing plans', style: 'Semantic Kernel',
    build(k) {
      const goal = 'Retrieve the signal timing plan that was active at the Harbour Rd / Quay St intersection (controller 4417) on 5 March 2024 during the AM peak, for a collision investigation.';
      const dates = [
        ['2024-03-05', 'I will fetch the timing plans for controller 4417 on that date.'],
        ['03/05/2024', 'No plans came back for the ISO date. The ATMS might expect US-style dates, so I am retrying with 03/05/2024.'],
        ['05 Mar 2024', 'Again no plan. Some controllers log dates as day month-abbreviation year; trying 05 Mar 2024.'],
        ['20240305', 'Empty. The field may be a compact yyyymmdd string.'],
        ['2024-03-05T07:00:00+13:00', 'Still nothing. I will include the local AM peak start with the NZDT offset.'],
      ];
      const kids = [];
      for (const [dt, text] of dates) {
        const args = { controllerId: '4417', date: dt, period: 'AM_PEAK' };
        kids.push(llm('ChatCompletion', { 'gen_ai.prompt': text === dates[0][1] ? goal : '(history)', 'gen_ai.system': 'azure_openai' }, { content: text, function_call: { plugin: 'TimingPlans', function: 'Search', arguments: args } }, { 'gen_ai.request.model': 'gpt-4o', 'gen_ai.response.id': 'chatcmpl-' + k.b62(29), 'sk.function.invocation.id': k.uuid() }));
        kids.push(tool('TimingPlans.Search', args, { value: [], '@odata.count': 0, generatedAt: k.us() }, { 'sk.function.duration': k.hmsDur(), 'server-host': k.host('atms-api', 'akl') }));
        k.tick();
      }
      kids.push(llm('ChatCompletion', { 'gen_ai.prompt': '(history)' }, { content: 'I could not find any timing plan for controller 4417 on 5 March 2024 under any date format. Could the controller ID be different in the ATMS?' }, { 'gen_ai.request.model': 'gpt-4o' }));
      return {
        isolates: 'The same plan lookup is re-issued with the date in five spellings and returns zero plans every time; the investigation input is never obtained.',
        goal,
        root: agent('ChatCompletionAgent.InvokeAsync', { agentName: 'SignalEngineer', input: goal }, { content: 'I could not find any timing plan for controller 4417 on 5 March 2024 under any date format. Could the controller ID be different in the ATMS?' }, kids, { 'semantic_kernel.version': '1.18.2', 'FunctionChoiceBehavior': 'Auto' }),
      };
    },
  },
  {
    id: '05', domain: 'sound effects library', style: 'Langfuse',
    build(k) {
      const goal = 'Find a real recording of a Great Western Railway Castle-class locomotive whistle in the studio\'s sound effects library for a period drama cue, and give the clip ID and duration.';
      const qs = [
        ['GWR Castle class locomotive whistle', 'Searching the effects library for a Castle-class whistle.'],
        ['Castle class steam engine whistle recording', 'Zero hits. Dropping the GWR abbreviation and saying steam engine recording instead.'],
        ['"Great Western" whistle', 'Nothing. Quoting the full railway name in case the abbreviation is not indexed.'],
        ['4073 Caerphilly Castle whistle', 'No clips. Many recordists tag by engine number, so trying 4073 with the engine name.'],
        ['steam loco whistle 4-6-0 express', 'Still empty. Describing it by wheel arrangement, 4-6-0 express, which is what a recordist might write.'],
        ['Swindon built locomotive whistle blast', 'No result again. Trying the works name, Swindon, with whistle blast.'],
      ];
      const obs = [];
      for (const [q, thought] of qs) {
        obs.push(span('llm', 'plan-next-query', { messages: [sys('Post-production sound assistant'), user(goal)] }, { role: 'assistant', content: thought, tool_calls: [call('call_' + k.b62(24), 'search_sfx', { text: q, library: 'master' })] }, [], { metadata: { observation_type: 'GENERATION', model: 'gpt-4o-mini', usage: { input: k.int(500, 2000), output: k.int(40, 90), unit: 'TOKENS' }, startTime: k.iso(), level: 'DEFAULT' } }));
        obs.push(span('tool', 'search_sfx', { text: q, library: 'master' }, `<html><body><div class="results-summary">Your search returned 0 clips.</div><!-- solr qtime=${k.int(3, 40)} node=${k.host('solr', 'uk-south')} --></body></html>`, [], { metadata: { observation_type: 'SPAN', statusMessage: 'HTTP 200', latency: k.int(90, 600), startTime: k.iso() } }));
        k.tick();
      }
      return {
        isolates: 'Six library searches for one whistle recording, reworded through abbreviations, quoting, engine number, wheel arrangement and works name, each returning a 0-clips page.',
        goal,
        root: agent('trace:sfx-search-agent', { input: goal }, { output: null, statusMessage: 'session abandoned by user' }, obs, { langfuse_trace_id: k.uuid(), userId: 'editor-218', tags: ['sfx', 'period-drama'] }),
      };
    },
  },
  {
    id: '06', domain: 'engineering licensing board', style: 'AutoGen / AG2',
    build(k) {
      const goal = 'For Joana Reis\'s chartered-engineer licence application, verify her civil engineering diploma DIP-2019-004417 from the Instituto Politécnico de Setúbal and record whether it is authentic.';
      const forms = [
        ['DIP-2019-004417', 'Calling verify_diploma with the number exactly as on the applicant\'s scan.'],
        ['2019/004417', 'Not found. The institute\'s registry may use year/serial notation; trying 2019/004417.'],
        ['004417', 'Still not found. Dropping the year and prefix and sending only the serial 004417.'],
        ['DIP2019004417', 'No record again. Some registries strip hyphens, so sending DIP2019004417.'],
        ['IPS-DIP-2019-4417', 'Not found either. Trying the institution prefix IPS with the unpadded serial.'],
      ];
      const kids = [];
      for (const [num, text] of forms) {
        const id = 'call_' + k.b62(24);
        kids.push(llm('evaluator (AssistantAgent)', { messages: [sys('You assist the engineering licensing board registrar.'), user(goal)] }, { content: text, tool_calls: [{ id, type: 'function', function: { name: 'verify_diploma', arguments: JSON.stringify({ institution: 'IPS', diploma_number: num, holder: 'Joana Reis' }) } }] }, { model: 'gpt-4o', 'autogen.message_id': k.uuid() }));
        kids.push(tool('verify_diploma', JSON.stringify({ institution: 'IPS', diploma_number: num, holder: 'Joana Reis' }), JSON.stringify({ http_status: 404, body: { codigo: 'NAO_ENCONTRADO', mensagem: 'Diploma não encontrado', pedido: k.uuid(), data: k.euro() } }), { call_id: id, is_error: false }));
        k.tick();
      }
      return {
        isolates: 'An AutoGen evaluator retries one diploma lookup with five spellings of the same number, receiving the same not-found answer each time.',
        goal,
        root: agent('RoundRobinGroupChat.run', { task: goal, participants: ['evaluator', 'user_proxy'] }, { stop_reason: 'Maximum number of messages 11 reached, current message count: 11', messages: 11 }, kids, { 'autogen.version': '0.4.5' }),
      };
    },
  },
];
