// Family 9 (healthy): same tool over distinct items, identical acknowledgements, one templated sentence per item; done.
import { agent, llm, tool, chain, span, sys, user, oaCall, oaOut, gmOut } from './lib.mjs';

export const family = {
  name: 'distinct_item_fanout', loop: false, stagnation: false,
  behaviour: 'The same tool is called once per distinct item with identical acknowledgements; the agent writes one templated sentence per item and then finishes.',
};

export const rows = [
  {
    id: '01', domain: 'first-aid course certificate issuing', style: 'OpenAI Agents SDK',
    isolates: 'The agent issues a certificate for each of five different trainees who passed; every call returns {"ok": true}, each gets its own templated line, and the run ends with a summary.',
    goal: 'Issue Emergency First Aid at Work certificates to every trainee who passed Saturday\'s course and confirm the list to the trainer.',
    build: (n) => {
      const people = [['Grace Mensah', 'FA-2291'], ['Owen Price', 'FA-2292'], ['Hana Sato', 'FA-2293'], ['Pavel Novak', 'FA-2295'], ['Ruth Adeyemi', 'FA-2296']];
      const kids = [llm('response', { model: 'gpt-4o' }, { output: [{ type: 'function_call', name: 'list_results', arguments: '{"course":"EFAW-1109"}' }] }),
        span('function', 'list_results', '{"course":"EFAW-1109"}', JSON.stringify({ passed: people.map(([nm, id]) => ({ name: nm, cert_no: id })), failed: [{ name: 'J. Doyle', reason: 'CPR assessment' }] }))];
      people.forEach(([nm, id], i) => {
        kids.push(llm('response', { model: 'gpt-4o' }, { output: [...(i ? [{ type: 'message', content: [{ type: 'output_text', text: `Certificate ${people[i - 1][1]} issued to ${people[i - 1][0]}.` }] }] : []), { type: 'function_call', name: 'issue_certificate', arguments: JSON.stringify({ cert_no: id, name: nm, course: 'EFAW-1109', valid_years: 3 }) }] }, { metadata: { response_id: 'resp_' + n.hex(32) } }));
        kids.push(span('function', 'issue_certificate', JSON.stringify({ cert_no: id, name: nm }), '{"ok": true}', { metadata: { span_id: 'span_' + n.hex(24) } }));
      });
      kids.push(llm('response', { model: 'gpt-4o' }, { output: [{ type: 'message', content: [{ type: 'output_text', text: `Certificate FA-2296 issued to Ruth Adeyemi. All 5 passing trainees now have certificates (FA-2291 to FA-2296, skipping FA-2294 for J. Doyle, who needs to resit CPR).` }] }] }));
      return agent('Agent workflow', { input: 'Issue certs for Saturday\'s EFAW course.' }, { final_output: 'Issued 5 certificates; J. Doyle to resit CPR.' }, [agent('Training Admin', { tools: ['list_results', 'issue_certificate'] }, null, kids)], { trace_id: 'trace_' + n.hex(32), workflow_name: 'training-admin' });
    },
  },
  {
    id: '02', domain: 'API key rotation across internal services (security ops)', style: 'Langfuse',
    isolates: 'Keys are rotated for six distinct services; every rotation returns the same "rotated" acknowledgement, and the agent writes one line per service before finishing.',
    goal: 'Rotate the shared payments-provider API key in each of the six services that use it, ahead of the provider\'s key expiry on Friday.',
    build: (n) => {
      const svcs = ['checkout-api', 'refund-worker', 'invoice-renderer', 'fraud-scorer', 'ledger-sync', 'partner-webhooks'];
      const kids = [];
      svcs.forEach((s, i) => {
        kids.push(llm('generation', { messages: `[${2 + i * 2}]` }, oaOut(i ? `Rotated the key for ${svcs[i - 1]}.` : 'Six services consume the key; rotating one at a time.', [oaCall('call_' + n.alnum(24), 'rotate_secret', { service: s, secret: 'PAYMENTS_API_KEY', new_version: 'v7' })]), { metadata: { langfuse_type: 'GENERATION', model: 'gpt-4o-mini' } }));
        kids.push(tool('rotate_secret', { service: s, secret: 'PAYMENTS_API_KEY', new_version: 'v7' }, { result: 'rotated' }, { metadata: { langfuse_type: 'SPAN' } }));
      });
      kids.push(llm('generation', { messages: '[14]' }, oaOut('Rotated the key for partner-webhooks. All six services now use key version v7; the old key can be revoked after Friday\'s expiry.'), { metadata: { langfuse_type: 'GENERATION' } }));
      return agent('key-rotation', { input: 'Rotate PAYMENTS_API_KEY in all consumers.' }, { output: 'All 6 services on v7.' }, kids, { langfuse_trace_id: n.hex(32), tags: ['secops'] });
    },
  },
  {
    id: '03', domain: 'curtain-making workshop fabric swatch dispatch', style: 'Google ADK',
    isolates: 'One swatch parcel is queued per distinct customer request; the postage tool answers "queued" every time and the agent notes each parcel before reporting the batch done.',
    goal: 'Post the requested fabric swatches to this week\'s four enquiries and log them in the enquiries sheet.',
    build: (n) => {
      const reqs = [['ENQ-301', 'linen oatmeal, velvet teal', 'Harrogate'], ['ENQ-302', 'blackout ivory', 'Bath'], ['ENQ-304', 'wool plaid moss, linen oatmeal', 'Inverness'], ['ENQ-305', 'silk dupion gold', 'Truro']];
      const kids = [];
      reqs.forEach(([e, fabrics, town], i) => {
        kids.push(llm('call_llm', { contents: `[${1 + i * 2}]` }, gmOut(i ? `Swatch parcel for ${reqs[i - 1][0]} queued to ${reqs[i - 1][2]}.` : null, [['queue_swatch_post', { enquiry: e, swatches: fabrics.split(', '), town }]])));
        kids.push(tool('execute_tool queue_swatch_post', { enquiry: e, swatches: fabrics.split(', '), town }, { status: 'queued' }, { metadata: { 'gen_ai.tool.call.id': 'adk-' + n.uuid() } }));
      });
      kids.push(llm('call_llm', { contents: '[9]' }, gmOut('Swatch parcel for ENQ-305 queued to Truro. All four enquiries have swatches queued for tomorrow\'s post.')));
      return agent('invocation', { new_message: { parts: [{ text: 'Post this week\'s swatch requests.' }] } }, null, [agent('agent_run [workroom_assistant]', {}, null, kids)], { app_name: 'curtain-workroom', session_id: n.uuid() });
    },
  },
  {
    id: '04', domain: 'wildlife camera-trap image labelling', style: 'smolagents (ToolCallingAgent)',
    isolates: 'The agent writes a species label for each of six different camera-trap images; the labelling API acknowledges each with "ok", and the agent finishes with a tally.',
    goal: 'Label the six unreviewed images from camera CT-12 with the species the classifier is confident about and report the tally.',
    build: (n) => {
      const imgs = [['IMG_0412', 'roe deer'], ['IMG_0413', 'roe deer'], ['IMG_0419', 'red fox'], ['IMG_0422', 'badger'], ['IMG_0427', 'pine marten'], ['IMG_0431', 'red fox']];
      const steps = [];
      imgs.forEach(([img, sp], i) => {
        steps.push(span('step', `Step ${i + 1}`, { step_number: i + 1 }, null, { children: [
          llm('OpenAIServerModel.__call__', { messages: `[${2 + i * 2}]` }, { content: i ? `Labelled ${imgs[i - 1][0]} as ${imgs[i - 1][1]}.` : 'Classifier results loaded; labelling each image in turn.', tool_calls: [{ id: 'call_' + n.alnum(24), type: 'function', function: { name: 'set_label', arguments: { image: img, species: sp, camera: 'CT-12' } } }] }),
          tool('set_label', { image: img, species: sp, camera: 'CT-12' }, 'ok'),
        ] }));
      });
      steps.push(span('step', 'Step 7', { step_number: 7 }, null, { children: [llm('OpenAIServerModel.__call__', { messages: '[14]' }, { content: 'Labelled IMG_0431 as red fox.', tool_calls: [{ id: 'call_' + n.alnum(24), type: 'function', function: { name: 'final_answer', arguments: { answer: 'CT-12: 2 roe deer, 2 red fox, 1 badger, 1 pine marten.' } } }] })] }));
      return agent('ToolCallingAgent.run', { task: 'Label CT-12 unreviewed images and report tally.' }, { final_answer: 'CT-12: 2 roe deer, 2 red fox, 1 badger, 1 pine marten.' }, steps, { max_steps: 10 });
    },
  },
  {
    id: '05', domain: 'law firm laptop MDM enrolment', style: 'Mastra',
    isolates: 'Five distinct laptops are enrolled in device management; each enrolment returns the same "accepted" acknowledgement and the agent logs one line per laptop, then confirms completion.',
    goal: 'Enrol the five new trainee-solicitor laptops in MDM with the "fee-earner" profile before Monday\'s induction.',
    build: (n) => {
      const lts = [['C02FK1', 'A. Whitfield'], ['C02FK2', 'B. Osei'], ['C02FK7', 'C. Marin'], ['C02FL0', 'D. Iqbal'], ['C02FL3', 'E. Novak']];
      const kids = [];
      lts.forEach(([sn, who], i) => {
        kids.push(llm('llm.generate', { messages: `[${2 + i * 2}]` }, { text: i ? `${lts[i - 1][0]} enrolled for ${lts[i - 1][1]}.` : 'Five serials on the induction list; enrolling each.', toolCalls: [{ toolName: 'enrolDevice', args: { serial: sn, profile: 'fee-earner', assignee: who } }] }));
        kids.push(tool('tool.execute enrolDevice', { serial: sn, profile: 'fee-earner', assignee: who }, { status: 'accepted' }));
      });
      kids.push(llm('llm.generate', { messages: '[12]' }, { text: 'C02FL3 enrolled for E. Novak. All five laptops are enrolled with the fee-earner profile and will pick it up at first boot.' }));
      return agent('agent.itDesk.generate', { input: 'Enrol the five trainee laptops.' }, { text: 'All five enrolled.' }, kids, { 'mastra.version': '0.10' });
    },
  },
  {
    id: '06', domain: 'greeting card shop supplier reorders', style: 'W&B Weave calls',
    isolates: 'A reorder is placed for each of four different low-stock card designs; every call is acknowledged "queued", and the agent writes one line per design before finishing.',
    goal: 'Reorder every card design whose stock fell below 12 after the Mother\'s Day rush.',
    build: (n) => {
      const low = [['MD-ROSES-A6', 4, 'Penny Lane Cards'], ['MD-TEAPOT-SQ', 7, 'Penny Lane Cards'], ['BD-OTTER-A6', 9, 'Riverbank Press'], ['TY-MEADOW-DL', 2, 'Fieldnote Studio']];
      const kids = [llm('openai.chat.completions.create', { messages: '[2]' }, { choices: [{ message: oaOut(null, [oaCall('call_' + n.alnum(24), 'low_stock', { threshold: 12 })]) }] }),
        tool('low_stock', { threshold: 12 }, low.map(([sku, q, s]) => ({ sku, on_hand: q, supplier: s })))];
      low.forEach(([sku, q, s], i) => {
        kids.push(llm('openai.chat.completions.create', { messages: `[${4 + i * 2}]` }, { choices: [{ message: oaOut(i ? `Reorder queued: ${low[i - 1][0]} from ${low[i - 1][2]}.` : null, [oaCall('call_' + n.alnum(24), 'place_reorder', { sku, qty: 48 - q, supplier: s })]) }] }));
        kids.push(tool('place_reorder', { sku, qty: 48 - q, supplier: s }, 'queued'));
      });
      kids.push(llm('openai.chat.completions.create', { messages: '[12]' }, { choices: [{ message: oaOut('Reorder queued: TY-MEADOW-DL from Fieldnote Studio. All four low-stock designs are on order, bringing each back to 48.') }] }));
      return agent('reorder_agent.run', { task: 'Reorder designs under 12.' }, { result: '4 reorders queued' }, kids, { 'weave.trace_id': n.uuid() });
    },
  },
];
