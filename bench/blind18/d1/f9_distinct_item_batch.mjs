import { agent, llm, tool, span, sys, usr, oaiCall, callId, toolu, anthOut, usage } from './lib.mjs';

// Family 9 (healthy): same tool over distinct items, identical acknowledgements, one templated sentence per item.
export default {
  name: 'distinct_item_batch', loop: false, stagnation: false,
  isolates: 'The same tool applied to a different item each time with identical acknowledgements and one templated sentence per item, then done.',
  rows: [
    {
      domain: 'butcher shop', style: 'smolagents',
      isolates: 'A butcher shop agent prints allergen labels for six different products; each print returns "ok" and the agent logs one templated line per product before finishing.',
      goal: 'Print updated allergen labels for the six sausage and pie lines after the mustard recipe change.',
      build(n) {
        const items = ['Pork & Leek sausage', 'Cumberland ring', 'Steak & Ale pie', 'Chicken & Tarragon pie', 'Lamb & Mint sausage', 'Pork & Apple sausage'];
        const kids = items.map((it, i) => span('step', `Step ${i + 1}`, { step_number: i + 1 }, null, [
          llm('OpenAIServerModel.generate', { messages: ['...'] }, `Thought: Print the allergen label for ${it}.\nCode:\n\`\`\`py\nprint(print_label(product="${it}", allergens=["mustard","gluten"]))\n\`\`\`<end_code>`, {}),
          tool('python_interpreter', { code: `print(print_label(product="${it}"))` }, `Execution logs:\nok\nLast output from code snippet:\nNone`),
        ], { metadata: { duration: n.secs() } }));
        kids.push(span('step', 'Step 7', {}, null, [llm('OpenAIServerModel.generate', { messages: ['...'] }, 'Code:\n```py\nfinal_answer("Labels printed for all six products.")\n```<end_code>', {}), tool('final_answer', { answer: 'Labels printed for all six products.' }, 'Labels printed for all six products.')]));
        return agent('CodeAgent.run', { task: 'Print updated allergen labels for six lines after mustard change.' }, 'Labels printed for all six products.', kids, {});
      },
    },
    {
      domain: 'postcard collectors', style: 'Anthropic Messages API logs',
      isolates: 'A postcard-collectors club assistant files five different postcards into the catalogue, each call acknowledged "filed", writing one templated sentence per card, then ends.',
      goal: 'Catalogue the five newly donated Edwardian seaside postcards into the club archive.',
      build(n) {
        const model = 'claude-3-5-haiku-20241022';
        const cards = [['Scarborough South Bay', 1906], ['Blackpool Tower', 1908], ['Llandudno Pier', 1904], ['Whitby Abbey', 1910], ['Margate Sands', 1907]];
        const kids = [];
        cards.forEach(([t, y], i) => {
          kids.push(llm('POST /v1/messages', { model, messages: ['...'] }, anthOut(n, model, [{ type: 'text', text: i ? `Filed: ${cards[i - 1][0]} (${cards[i - 1][1]}).` : 'Filing each card in turn.' }, { type: 'tool_use', id: toolu(n), name: 'file_card', input: { title: t, year: y, publisher: 'Valentine & Sons' } }]), {}));
          kids.push(tool('file_card', { title: t, year: y }, { type: 'tool_result', content: 'filed' }));
        });
        kids.push(llm('POST /v1/messages', { model, messages: ['...'] }, anthOut(n, model, [{ type: 'text', text: 'Filed: Margate Sands (1907). All five donated postcards are now catalogued.' }], 'end_turn'), {}));
        return agent('messages.session', { user: 'Catalogue the 5 donated Edwardian seaside postcards.' }, null, kids, {});
      },
    },
    {
      domain: 'water park', style: 'Google ADK',
      isolates: 'A water-park agent sets the opening-check status for seven different slides, each acknowledged "queued", then reports the park ready.',
      goal: 'Record this morning\'s completed safety checks for all seven slides so the park can open at 10:00.',
      build(n) {
        const slides = ['Kraken', 'Lazy River', 'Tornado Bowl', 'Wave Pool', 'Black Hole', 'Aqua Loop', 'Splash Zone'];
        const kids = [];
        slides.forEach((s) => {
          kids.push(llm('call_llm', { contents: ['...'] }, { content: { role: 'model', parts: [{ text: `Recording the check for ${s}.` }, { function_call: { name: 'record_check', args: { ride: s, result: 'pass' } } }] } }, {}));
          kids.push(tool('execute_tool record_check', { ride: s, result: 'pass' }, { status: 'queued' }));
        });
        kids.push(llm('call_llm', { contents: ['...'] }, { content: { role: 'model', parts: [{ text: 'All seven rides have passed checks recorded; the park is clear to open at 10:00.' }] } }, {}));
        return agent('invoke_agent park_ops_agent', { new_message: 'Record safety checks for all slides.' }, null, kids, { session_id: n.uuid() });
      },
    },
    {
      domain: 'yoga studio', style: 'CrewAI',
      isolates: 'A yoga-studio crew sends a class-credit top-up to five different members, each tool returning "ok", with one templated Thought per member, then the final answer.',
      goal: 'Give one free class credit to each of the five members whose Sunday class was cancelled because of the heating failure.',
      build(n) {
        const members = ['M-0211 Aisha', 'M-0348 Tom', 'M-0402 Greta', 'M-0519 Luis', 'M-0603 Priya'];
        const kids = [];
        members.forEach((m) => {
          kids.push(llm('litellm.completion', { messages: ['...'] }, `Thought: Add a credit for ${m}.\nAction: add_credit\nAction Input: {"member": "${m.split(' ')[0]}", "credits": 1}`, {}));
          kids.push(tool('add_credit', { member: m.split(' ')[0], credits: 1 }, 'ok'));
        });
        kids.push(llm('litellm.completion', { messages: ['...'] }, 'Thought: I now know the final answer\nFinal Answer: One credit added for each of the five affected members.', {}));
        return agent('Crew: studio_admin', {}, 'credits added', [agent('Agent: Membership Admin', {}, null, kids)], {});
      },
    },
    {
      domain: 'rebar fabrication', style: 'OpenHands',
      isolates: 'An OpenHands agent converts six different bar-bending schedule CSVs with the same script; each run prints "OK" and the agent notes each file, then commits.',
      goal: 'Convert the six bar-bending schedules for the Block C slabs from CSV into the bending machine\'s BVBS format and commit them.',
      build(n) {
        const files = ['C-L1-slab', 'C-L2-slab', 'C-L3-slab', 'C-L4-slab', 'C-L5-slab', 'C-roof'];
        const kids = [];
        files.forEach((f) => {
          kids.push(llm('LLM.completion', { messages: ['...'] }, { content: `Converting ${f}.csv.`, tool_calls: [oaiCall(callId(n), 'execute_bash', { command: `python tools/csv2bvbs.py schedules/${f}.csv -o out/${f}.abs` })] }, {}));
          kids.push(tool('CmdRunAction', { command: `python tools/csv2bvbs.py schedules/${f}.csv -o out/${f}.abs` }, 'OK\n[Command finished with exit code 0]'));
        });
        kids.push(llm('LLM.completion', { messages: ['...'] }, { content: 'All six converted; committing.', tool_calls: [oaiCall(callId(n), 'execute_bash', { command: 'git add out/*.abs && git commit -m "Block C BVBS schedules"' })] }, {}));
        kids.push(tool('CmdRunAction', { command: 'git commit' }, `[main ${n.sha(7)}] Block C BVBS schedules\n 6 files changed, 1412 insertions(+)`));
        kids.push(llm('LLM.completion', { messages: ['...'] }, { content: 'Done: six BVBS files generated for Block C and committed.' }, {}));
        return agent('CodeActAgent', { task: 'Convert 6 Block C bending schedules to BVBS and commit.' }, { agent_state: 'FINISHED' }, kids, {});
      },
    },
    {
      domain: 'drone racing', style: 'plain message-level trace',
      isolates: 'A drone-racing league agent assigns video channels to eight different pilots; each assignment returns {"ok":true} and the agent writes one templated sentence per pilot, then publishes the heat sheet.',
      goal: 'Assign 5.8 GHz video channels to the eight pilots in heat 3 and publish the heat sheet.',
      build(n) {
        const pilots = [['ZipTide', 'R1'], ['Nox', 'R2'], ['Kestrel', 'R3'], ['Vanta', 'R4'], ['Mako', 'R5'], ['Pixel', 'R6'], ['Drift', 'R7'], ['Halo', 'R8']];
        const kids = [];
        pilots.forEach(([p, ch], i) => {
          kids.push(llm('openai.chat.completions', { messages: ['...'] }, { role: 'assistant', content: i ? `Assigned ${pilots[i - 1][0]} to ${pilots[i - 1][1]}.` : null, tool_calls: [oaiCall(callId(n), 'assign_channel', { heat: 3, pilot: p, channel: ch })] }, {}));
          kids.push(tool('assign_channel', { heat: 3, pilot: p, channel: ch }, '{"ok":true}'));
        });
        kids.push(llm('openai.chat.completions', { messages: ['...'] }, { role: 'assistant', content: 'Assigned Halo to R8.', tool_calls: [oaiCall(callId(n), 'publish_heat_sheet', { heat: 3 })] }, {}));
        kids.push(tool('publish_heat_sheet', { heat: 3 }, { url: 'https://league.example/heats/3', published: n.iso() }));
        kids.push(llm('openai.chat.completions', { messages: ['...'] }, { role: 'assistant', content: 'Heat 3 sheet published with all eight pilots on RaceBand channels R1-R8.' }, {}));
        return agent('race-director', { task: 'Assign channels for heat 3 and publish.' }, 'published', kids, {});
      },
    },
  ],
};
