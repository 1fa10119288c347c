// Family 1: the agent asks the user (or a human-input tool) the same question in new words,
// gets the same answer each time, and never acts on it.
import { agent, llm, tool, chain, span, sys, user, asst, toolMsg, tc, tUse, tRes, txt } from './lib.mjs';

export const FAMILY = 'reworded_question_loop';
export const LOOP = true;
export const STAGNATION = true;

export const scenarios = [
  {
    n: '01', domain: 'rope park', style: 'Vercel AI SDK (ai.* OpenTelemetry spans)',
    isolates: 'A booking assistant asks the guest for climber weights four times in new words, gets the same three weights every time (already given in the first message) and never checks or books the slot.',
    goal: 'Book the Treetop Trail at Highline Rope Park for three climbers on Saturday 14:30 and assign harness sizes.',
    build(r) {
      const model = 'gpt-4o-mini-2024-07-18';
      const system = 'You are the booking assistant for Highline Rope Park. Tools: checkSlot, bookSession, askGuest. Harness sizes: XS under 35 kg, S 35-60 kg, M 60-90 kg, L 90-120 kg. Children under 30 kg need the Junior course unless an adult climbs with them.';
      const first = 'Hi! Can you book the Treetop Trail for the three of us this Saturday at 14:30? I am 78 kg, my partner Dana is 64 kg and our son Leo is 29 kg.';
      const answer = 'Like I wrote: me 78 kg, Dana 64 kg, Leo 29 kg. Saturday 14:30, Treetop Trail. Leo climbs with us.';
      const qs = [
        'Before I book, could you tell me the weight of each climber so I can size the harnesses?',
        'Just to make sure I size the harnesses correctly: how much does each person in your group weigh?',
        'Could you confirm each climber\'s weight in kilograms? We need it for harness allocation.',
        'Sorry, one more time — what are the individual weights of the three climbers?',
      ];
      const thoughts = [
        'I need the weight of each climber to choose harness sizes before I check the slot and book.',
        'I need the weight of each climber to choose the harness sizes before I can check the slot and book.',
        'I need each climber\'s weight to choose harness sizes before I check the slot and book it.',
        'I need the weight of each climber to pick harness sizes before I check the slot and book.',
      ];
      const msgs = [{ role: 'system', content: system }, { role: 'user', content: first }];
      const kids = [];
      const traceId = r.traceHex();
      qs.forEach((q, i) => {
        const id = r.callId();
        r.tick(600, 2500);
        const toolCalls = [{ toolCallType: 'function', toolCallId: id, toolName: 'askGuest', args: JSON.stringify({ question: q }) }];
        kids.push(llm('ai.generateText.doGenerate', {
          'ai.prompt.format': 'messages',
          'ai.prompt.messages': JSON.stringify(msgs),
          'ai.prompt.tools': ['{"type":"function","name":"checkSlot"}', '{"type":"function","name":"bookSession"}', '{"type":"function","name":"askGuest"}'],
        }, {
          'ai.response.text': thoughts[i],
          'ai.response.toolCalls': JSON.stringify(toolCalls),
          'ai.response.finishReason': 'tool-calls',
        }, [], { metadata: { 'operation.name': 'ai.generateText.doGenerate', 'ai.model.id': model, 'ai.model.provider': 'openai.chat', 'ai.response.id': r.chatcmpl(), 'ai.response.timestamp': r.isoSec(), 'ai.usage.promptTokens': 412 + i * 96, 'ai.usage.completionTokens': r.int(48, 70), 'gen_ai.system': 'openai', 'trace_id': traceId, 'span_id': r.spanId() } }));
        msgs.push({ role: 'assistant', content: [{ type: 'text', text: thoughts[i] }, { type: 'tool-call', toolCallId: id, toolName: 'askGuest', args: { question: q } }] });
        r.tick(9000, 45000);
        const result = { reply: answer, channel: 'web-widget', conversationId: 'cnv_' + r.alnum(12), messageSeq: 2 + i * 2, receivedAt: r.isoOff(1), typingMs: r.int(4000, 21000) };
        kids.push(tool('ai.toolCall', { 'ai.toolCall.name': 'askGuest', 'ai.toolCall.id': id, 'ai.toolCall.args': JSON.stringify({ question: q }) }, { 'ai.toolCall.result': JSON.stringify(result) }, [], { metadata: { 'operation.name': 'ai.toolCall', 'span_id': r.spanId() } }));
        msgs.push({ role: 'tool', content: [{ type: 'tool-result', toolCallId: id, toolName: 'askGuest', result }] });
      });
      return agent('ai.generateText', { 'ai.prompt': JSON.stringify({ system, prompt: first }), 'ai.settings.maxSteps': 4 }, { 'ai.response.text': thoughts[3], 'ai.response.finishReason': 'tool-calls', 'ai.steps': 4, note: 'maxSteps reached' }, kids, { metadata: { 'operation.name': 'ai.generateText', 'ai.model.id': model, 'ai.telemetry.functionId': 'booking-chat', 'resource.service.name': 'highline-booking-web' } });
    },
  },
  {
    n: '02', domain: 'Nix flake pinning for a home-lab repo', style: 'Claude Agent SDK transcript',
    isolates: 'A coding agent reads flake.nix once, then asks the user four times in different phrasings which nixpkgs branch to pin, receives "nixos-24.05" each time and never runs the lock update.',
    goal: 'Pin the nixpkgs input of the home-lab flake to the branch the CI runners use and regenerate flake.lock.',
    build(r) {
      const sid = r.uuid();
      const kids = [];
      const ask = (text, q, opts) => {
        const id = r.toolu();
        r.tick(1500, 5000);
        kids.push(llm('assistant', { session_id: sid, model: 'claude-sonnet-4-20250514' }, { type: 'assistant', message: { id: r.msgId(), role: 'assistant', content: [txt(text), tUse(id, 'AskUserQuestion', { questions: [{ question: q, header: 'nixpkgs', options: opts, multiSelect: false }] })], stop_reason: 'tool_use', usage: { input_tokens: r.int(9000, 14000), cache_read_input_tokens: r.int(6000, 8000), output_tokens: r.int(90, 180) } } }, [], { metadata: { uuid: r.uuid(), parentUuid: r.uuid(), timestamp: r.iso() } }));
        r.tick(12000, 60000);
        kids.push(tool('AskUserQuestion', { tool_use_id: id, questions: [{ question: q, options: opts.map((o) => o.label) }] }, { type: 'user', message: { role: 'user', content: [tRes(id, `User has answered your questions: "${q}"="nixos-24.05 — same as the CI runners, please don't move to unstable". You can now continue with the user's answers in mind.`)] } }, [], { metadata: { uuid: r.uuid(), timestamp: r.iso() } }));
      };
      const rid = r.toolu();
      r.tick();
      kids.push(llm('assistant', { session_id: sid }, { type: 'assistant', message: { id: r.msgId(), role: 'assistant', content: [txt('Let me look at the current flake inputs first.'), tUse(rid, 'Read', { file_path: '/home/ops/homelab/flake.nix' })], stop_reason: 'tool_use' } }, [], { metadata: { uuid: r.uuid(), timestamp: r.iso() } }));
      r.tick(100, 300);
      kids.push(tool('Read', { tool_use_id: rid, file_path: '/home/ops/homelab/flake.nix' }, { type: 'user', message: { role: 'user', content: [tRes(rid, '     1\t{\n     2\t  description = "homelab hosts";\n     3\t  inputs = {\n     4\t    nixpkgs.url = "github:NixOS/nixpkgs/nixos-unstable";\n     5\t    sops-nix.url = "github:Mic92/sops-nix";\n     6\t    sops-nix.inputs.nixpkgs.follows = "nixpkgs";\n     7\t  };\n     8\t  outputs = { self, nixpkgs, sops-nix, ... }: {\n     9\t    nixosConfigurations.nas = nixpkgs.lib.nixosSystem { system = "x86_64-linux"; modules = [ ./hosts/nas ]; };\n    10\t  };\n    11\t}\n')] } }, [], { metadata: { uuid: r.uuid(), timestamp: r.iso(), toolUseResult: { type: 'text', file: { filePath: '/home/ops/homelab/flake.nix', numLines: 11, startLine: 1, totalLines: 11 } } } }));
      const opts = [{ label: 'nixos-24.05', description: 'stable release branch' }, { label: 'nixos-unstable', description: 'rolling' }];
      ask('The flake currently follows nixos-unstable. Before I change the pin I need to know which branch you want nixpkgs to track.', 'Which nixpkgs branch should the flake pin to?', opts);
      ask('The flake currently follows nixos-unstable. Before I change the pin I need to confirm which branch you want nixpkgs to track.', 'Which channel should flake.lock follow for nixpkgs?', opts);
      ask('The flake follows nixos-unstable right now. Before changing the pin I need to know which branch nixpkgs should track.', 'To confirm: should the nixpkgs input track nixos-24.05 or nixos-unstable?', opts);
      ask('The flake currently follows nixos-unstable. Before I change the pin I just need to know which branch you want nixpkgs to track.', 'Just to double-check the target branch for nixpkgs — which one do the CI runners use?', opts);
      r.tick();
      return agent('claude-agent-sdk query', { prompt: 'Pin nixpkgs in ~/homelab to whatever the CI runners use and regenerate flake.lock', options: { cwd: '/home/ops/homelab', max_turns: 6, allowed_tools: ['Read', 'Edit', 'Bash', 'AskUserQuestion'] } }, { type: 'result', subtype: 'error_max_turns', session_id: sid, num_turns: 6, duration_ms: r.int(180000, 260000), total_cost_usd: 0.1873, is_error: true }, kids, { metadata: { session_id: sid, cwd: '/home/ops/homelab', claude_code_version: '1.0.' + r.int(40, 90) } });
    },
  },
  {
    n: '03', domain: 'piano shop trade-ins', style: 'CrewAI',
    isolates: 'A CrewAI appraiser keeps asking the customer for the piano\'s serial number and build year in reworded questions, gets the same serial each time, and never runs the serial lookup or writes the valuation.',
    goal: 'Produce a trade-in valuation for a customer\'s used upright piano for Harmonie Pianos.',
    build(r) {
      const crewId = r.uuid();
      const ans = 'It\'s a Yamaha U1, serial 1187342 — stamped on the cast iron frame under the lid. Bought new in 1994. Photos are in ticket #TI-2291.';
      const steps = [
        ['I need the serial number to date the instrument before I can estimate the value.', 'What is the serial number of the piano?'],
        ['I need the serial number to date the instrument before I can estimate its value.', 'Could you tell me the serial number stamped on the piano frame?'],
        ['I still need the serial number to date the instrument before I can estimate the value.', 'In what year was the piano built, and what serial does it carry?'],
        ['I need the serial number to date the instrument before I can estimate the value.', 'Can you double-check and send me the serial number of your Yamaha?'],
      ];
      const kids = [];
      steps.forEach(([thought, q], i) => {
        r.tick(1200, 4000);
        kids.push(llm('LLM call gpt-4o', { messages: [{ role: 'system', content: 'You are Trade-in Appraiser. You value second-hand acoustic pianos for Harmonie Pianos using market comps and the instrument\'s age.' }, { role: 'user', content: `Current Task: Value the customer's upright piano for trade-in (ticket TI-2291).\n\nThis is the expected criteria for your final answer: a valuation range in EUR with reasoning.${i ? '\n\n[previous observations omitted: ' + i + ']' : ''}` }] }, `Thought: ${thought}\nAction: ask_customer\nAction Input: {"question": "${q}"}`, [], { metadata: { model: 'gpt-4o', temperature: 0.2, crew_id: crewId, iteration: i + 1 } }));
        r.tick(20000, 90000);
        kids.push(tool('ask_customer', { question: q, ticket: 'TI-2291' }, `${ans}\n\n[replied via email ${r.httpDate()} | msg-id <${r.hex(10)}.${r.int(1000, 9999)}@mail.harmonie-pianos.fr>]`, [], { metadata: { tool_usage_count: i + 1, cache_hit: false } }));
      });
      r.tick();
      const task = chain('Task: Value the customer\'s upright piano for trade-in', { description: 'Value the customer\'s upright piano for trade-in (ticket TI-2291).', expected_output: 'a valuation range in EUR with reasoning', tools: ['ask_customer', 'lookup_serial_year', 'market_comps'] }, null, [agent('Trade-in Appraiser', { role: 'Trade-in Appraiser', goal: 'Value used pianos accurately', max_iter: 4 }, 'Agent stopped due to iteration limit or time limit.', kids)], { error: 'Agent stopped due to iteration limit or time limit.' });
      return agent('Crew: harmonie_trade_in', { inputs: { ticket: 'TI-2291', customer: 'M. Okafor' } }, { raw: 'Agent stopped due to iteration limit or time limit.', tasks_output: [{ name: 'valuation', raw: 'Agent stopped due to iteration limit or time limit.' }], token_usage: { total_tokens: r.int(6000, 9000), successful_requests: 4 } }, [task], { metadata: { crew_id: crewId, process: 'sequential', crewai_version: '0.' + r.int(80, 120) + '.0' } });
    },
  },
  {
    n: '04', domain: 'one-way car rental fee disputes', style: 'OpenAI Agents SDK',
    isolates: 'A support agent asks the customer where the car was returned three more times in different words, always hears "Lyon Part-Dieu, contract RA-55821", and never looks up the contract or reverses the fee.',
    goal: 'Resolve a customer dispute about a one-way drop-off fee on a car rental contract.',
    build(r) {
      const traceId = 'trace_' + r.hex(32);
      const answer = 'Lyon Part-Dieu station, the Avis-style desk on level -1. Contract RA-55821. The booking confirmation says return at Lyon Part-Dieu, so the 180 € one-way fee is wrong.';
      const rounds = [
        ['To look into the one-way fee I first need to confirm where you returned the vehicle.', 'Where did you return the vehicle?'],
        ['To look into the one-way fee I first need to confirm the location where the vehicle was returned.', 'Could you tell me which branch you dropped the car off at?'],
        ['To look into this one-way fee, I first need to confirm where you returned the vehicle.', 'Which station or branch was the car returned to at the end of the rental?'],
        ['To look into the one-way fee I first need to confirm where the vehicle was returned.', 'Can you confirm the drop-off location for this rental?'],
      ];
      const kids = [];
      rounds.forEach(([thought, q], i) => {
        r.tick(900, 3000);
        const cid = r.callId();
        kids.push(llm('response', { model: 'gpt-4.1', instructions: 'You are RoadFlex customer support. Tools: get_contract, reverse_charge, ask_customer. Reverse a one-way fee only when the contract return branch equals the actual return branch.', input_items: 2 + i * 2 }, { id: r.respId(), output: [{ type: 'reasoning', summary: [{ type: 'summary_text', text: thought }] }, { type: 'function_call', call_id: cid, name: 'ask_customer', arguments: JSON.stringify({ message: q }) }], usage: { input_tokens: 880 + i * 140, output_tokens: r.int(40, 90) } }, [], { metadata: { span_type: 'response', span_id: 'span_' + r.hex(24), trace_id: traceId, started_at: r.iso() } }));
        r.tick(15000, 70000);
        kids.push(tool('ask_customer', JSON.stringify({ message: q }), JSON.stringify({ customer_reply: answer, chat_id: 'lc_' + r.alnum(10), replied_at: r.isoOff(2), agent_seat: 'bot-eu-' + r.int(1, 6) }), [], { metadata: { span_type: 'function', span_id: 'span_' + r.hex(24), trace_id: traceId, mcp_data: null } }));
      });
      return agent('Support Agent', { name: 'Support Agent', handoffs: ['Billing Agent'], tools: ['get_contract', 'reverse_charge', 'ask_customer'], output_type: 'str' }, null, kids, { error: 'MaxTurnsExceeded: Max turns (8) exceeded', metadata: { span_type: 'agent', workflow_name: 'roadflex-disputes', trace_id: traceId, group_id: 'conv_' + r.alnum(16) } });
    },
  },
  {
    n: '05', domain: 'aquaponics farm feeding schedules', style: 'LangGraph (LangSmith runs)',
    isolates: 'A LangGraph agent interrupts for human input three times asking the farmer, in different words, how many fish are in tank 3, gets "140 tilapia at about 310 g" each time and never calls the feed calculator or writes the schedule.',
    goal: 'Set tomorrow\'s automatic feeder schedule for tank 3 of the aquaponics farm.',
    build(r) {
      const threadId = r.uuid();
      const reply = 'Tank 3: 140 tilapia, average 310 g, weighed sample on Monday. Water 27.5 °C. Please just set the feeder.';
      const qs = [
        'How many fish are currently in tank 3 and what is their average weight?',
        'To calculate the feed ration, could you confirm the stocking of tank 3 (count and mean weight)?',
        'What is the current biomass in tank 3 — number of tilapia and their average size?',
      ];
      const thinks = [
        'To compute the daily feed ration I need the fish count and average weight for tank 3.',
        'To compute the daily feed ration I need the fish count and the average weight in tank 3.',
        'To compute the daily feed ration, I need the fish count and average weight for tank 3.',
      ];
      const steps = [];
      let step = 1;
      qs.forEach((q, i) => {
        r.tick(800, 2500);
        const id = r.toolu();
        const lm = llm('ChatAnthropic', { messages: [[{ type: 'system', content: 'You run the feeding plan for Greenloop Aquaponics. Tools: get_sensor_readings, feed_calculator, set_feeder_schedule, ask_farmer.' }, { type: 'human', content: 'Set tomorrow\'s feeder schedule for tank 3.' }]] }, { generations: [[{ text: thinks[i], message: { type: 'ai', content: [txt(thinks[i]), tUse(id, 'ask_farmer', { question: q })], tool_calls: [{ name: 'ask_farmer', args: { question: q }, id }] } }]], llm_output: { model: 'claude-3-5-sonnet-20241022', usage: { input_tokens: 1200 + 160 * i, output_tokens: r.int(60, 110) } } }, [], { metadata: { ls_provider: 'anthropic', ls_model_name: 'claude-3-5-sonnet-20241022', langgraph_step: step, langgraph_node: 'agent', thread_id: threadId, run_id: r.uuid() } });
        steps.push(chain('agent', { messages: `[${2 + i * 2} messages]` }, { messages: [{ type: 'ai', tool_calls: [{ name: 'ask_farmer', args: { question: q } }] }] }, [lm], { metadata: { langgraph_step: step++, langgraph_node: 'agent', langgraph_triggers: [i ? 'tools' : 'start:agent'] } }));
        r.tick(30000, 240000);
        steps.push(chain('tools', { tool_calls: 1 }, { messages: [{ type: 'tool', name: 'ask_farmer', content: reply }] }, [tool('ask_farmer', { question: q }, { resume: reply, interrupt_id: r.hex(32), resumed_at: r.isoSec(), resumed_by: 'farmer-app/android ' + r.version() })], { metadata: { langgraph_step: step++, langgraph_node: 'tools', checkpoint_ns: 'tools:' + r.uuid() } }));
      });
      return chain('LangGraph', { messages: [{ type: 'human', content: 'Set tomorrow\'s feeder schedule for tank 3.' }] }, null, steps, { error: 'GraphRecursionError: Recursion limit of 6 reached without hitting a stop condition. You can increase the limit by setting the `recursion_limit` config key.', metadata: { thread_id: threadId, ls_run_depth: 0, revision_id: 'greenloop-feeder@' + r.hex(7) } });
    },
  },
  {
    n: '06', domain: 'sneaker resale authentication', style: 'Semantic Kernel (OpenTelemetry)',
    isolates: 'An authentication agent asks the seller three times for the inner size-tag photo in new words, is told each time it is already uploaded as IMG_4471.jpg, and never fetches the listing photos.',
    goal: 'Authenticate a consigned pair of sneakers (listing SX-88213) before it goes live on the resale marketplace.',
    build(r) {
      const reply = 'I already uploaded it — IMG_4471.jpg is the inner size tag, IMG_4472.jpg is the box label. Both are on listing SX-88213.';
      const rounds = [
        ['I cannot verify the production code without the inner size tag photo, so I will ask the seller for it.', 'Could you upload a clear photo of the size tag inside the left shoe?'],
        ['I cannot verify the production code without the inner size tag photo, so I will ask the seller again.', 'We still need a close-up of the inside tag showing the production code — can you send it?'],
        ['I can\'t verify the production code without the inner size tag photo, so I will ask the seller for it.', 'Please share a picture of the tag inside the shoe with the style code and dates visible.'],
      ];
      const kids = [];
      rounds.forEach(([thought, q], i) => {
        r.tick(700, 2000);
        const cid = r.callId();
        const c = llm('chat.completions gpt-4o', { 'gen_ai.operation.name': 'chat.completions', 'gen_ai.system': 'openai', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.prompt': JSON.stringify([{ role: 'system', content: 'You authenticate consigned sneakers for Kickvault. Use ListingPlugin-GetPhotos to inspect photos and SellerPlugin-Ask to contact sellers.' }, { role: 'user', content: 'Authenticate listing SX-88213 (Nike Dunk Low "Panda", size EU 43).' }]) }, { 'gen_ai.completion': JSON.stringify([{ role: 'assistant', content: thought, tool_calls: [tc(cid, 'SellerPlugin-Ask', { listing_id: 'SX-88213', message: q })] }]), 'gen_ai.response.finish_reason': 'tool_calls' }, [], { metadata: { 'gen_ai.response.id': r.chatcmpl(), 'gen_ai.usage.input_tokens': 640 + i * 120, 'gen_ai.usage.output_tokens': r.int(50, 90) } });
        kids.push(c);
        r.tick(60000, 400000);
        kids.push(tool('execute_tool SellerPlugin-Ask', { 'gen_ai.tool.name': 'SellerPlugin-Ask', 'gen_ai.tool.call.id': cid, arguments: { listing_id: 'SX-88213', message: q } }, { Value: { reply, thread: 'th_' + r.hex(12), seller_id: 'u_58120', replied: r.euro(), unread_notifications: r.int(0, 7) } }, [], { metadata: { 'semantic_kernel.function.invocation.duration': r.secs(20, 400) } }));
      });
      return agent('invoke_agent AuthenticatorAgent', { 'gen_ai.agent.name': 'AuthenticatorAgent', 'gen_ai.agent.id': r.uuid(), message: 'Authenticate listing SX-88213 (Nike Dunk Low "Panda", size EU 43).' }, { status: 'incomplete', reason: 'MaximumAutoInvokeAttempts (3) reached' }, kids, { metadata: { 'service.name': 'kickvault-auth', 'sk.version': '1.' + r.int(20, 40) + '.0' } });
    },
  },
];
