import { agent, llm, tool, span, oaCall, tlMeta, tlLLM, tlTool, hcLLM } from './lib.mjs';

export const family = {
  name: 'volatile_only_status_polls',
  loop: true,
  stagnation: false,
  isolates: 'The same tool is called with the same arguments (or only a client timestamp / attempt counter changing) four or more times; each answer is identical apart from volatile values, and the agent never acts on it.',
};

export const rows = [
  {
    n: '01', domain: 'heating oil delivery dispatch', style: 'Helicone request logs',
    isolates: 'The route status for a heating-oil delivery is polled five times; every answer says DISPATCHED with the same truck and stop, differing only in as_of, request id, replica host and rate-limit counter.',
    goal: 'Tell customer Mrs Okafor (account HO-22817) whether her 500-gallon heating oil delivery is on today\'s route and roughly when.',
    build: (c) => {
      const session = { id: c.uuid(), name: 'oil-delivery-eta' };
      const sys = { role: 'system', content: 'You are the customer desk for Penfold Fuel. Use get_route_status, then answer the customer.' };
      const u = { role: 'user', content: 'Is my oil delivery coming today? Account HO-22817.' };
      const kids = [];
      let rl = c.int(400, 480);
      for (let i = 0; i < 5; i++) {
        const call = oaCall(c, 'get_route_status', { account: 'HO-22817' });
        kids.push(hcLLM(c, { messages: [sys, u], text: i === 0 ? 'Checking the route for account HO-22817.' : null, toolCalls: [call], props: { Desk: 'residential' }, session, path: '/eta' }));
        c.adv(c.int(3, 9));
        kids.push(tool('get_route_status', { account: 'HO-22817' }, {
          status: 200, headers: { date: c.http(), 'x-request-id': c.uuid(), 'x-served-by': c.host('dispatch-api', 8), 'x-ratelimit-remaining': String(rl -= c.int(1, 3)) },
          body: { account: 'HO-22817', route: 'R-NORTH-07', truck: 'T-14 (Kenworth T370, 2800 gal)', stop_sequence: 9, stops_total: 16, status: 'DISPATCHED', gallons_ordered: 500, as_of: c.isoOff(-5) },
        }));
      }
      return agent('session oil-delivery-eta', { message: u.content }, { status: 'abandoned' }, kids, { 'Helicone-Session-Id': session.id });
    },
  },
  {
    n: '02', domain: 'model rocketry club launch waivers', style: 'n8n execution data (AI Agent node with tool sub-runs)',
    isolates: 'An n8n AI Agent calls "Check Export" for the same FAA waiver export job six times; each response says status "ready" with the same download URL path, differing only in signed-URL expiry/signature and server time, and the agent never downloads it.',
    goal: 'Download the signed launch-waiver roster for Saturday\'s Hollow Creek Rocketry Club launch and email it to the range safety officer.',
    build: (c) => {
      const kids = [];
      const m = (node, type, i, st = 'success') => { c.adv(c.int(2, 5)); return { node, type, runIndex: i, startTime: c.epochMs(), executionTime: c.int(50, 800), executionStatus: st, source: [{ previousNode: 'AI Agent' }] }; };
      for (let i = 0; i < 6; i++) {
        kids.push(span('llm', 'Anthropic Chat Model', { ai_languageModel: [[{ json: { messages: ['Human: Get Saturday\'s waiver roster (export job EXP-5531) and email it to rso@hollowcreekrocketry.example'] } }]] },
          { ai_languageModel: [[{ json: { response: { generations: [[{ text: '', message: { kwargs: { tool_calls: [{ name: 'check_export', args: { job_id: 'EXP-5531' } }] } } }]] } } }]] }, [], { metadata: m('Anthropic Chat Model', '@n8n/n8n-nodes-langchain.lmChatAnthropic', i) }));
        const exp = c.epoch() + 900;
        kids.push(span('tool', 'check_export', { ai_tool: [[{ json: { job_id: 'EXP-5531' } }]] },
          { ai_tool: [[{ json: { response: JSON.stringify({ job_id: 'EXP-5531', status: 'ready', rows: 47, file: 'waivers_2025-launch-sat.pdf', url: `https://files.launchwaiver.example/exports/EXP-5531/waivers_2025-launch-sat.pdf?Expires=${exp}&Signature=${c.alnum(44)}&Key-Pair-Id=K${c.upper(13)}`, server_time: c.isoMs() }) } }]] }, [], { metadata: m('check_export', '@n8n/n8n-nodes-langchain.toolHttpRequest', i) }));
      }
      return agent('execution ' + c.int(1000, 9999), { workflowId: c.alnum(16), mode: 'manual' }, { finished: false, status: 'error' }, [
        span('agent', 'AI Agent', { main: [[{ json: { chatInput: 'Get Saturday\'s waiver roster and email it to the RSO.' } }]] }, null, kids, { error: 'Agent stopped due to max iterations.', metadata: { node: 'AI Agent', type: '@n8n/n8n-nodes-langchain.agent', runIndex: 0, executionStatus: 'error' } }),
      ], { n8nVersion: '1.91.2' });
    },
  },
  {
    n: '03', domain: 'rainwater tank installation quotes', style: 'Dify workflow node runs (agent node)',
    isolates: 'A PDF render job for a rainwater-tank quote is checked five times; each answer is the same failed state and font error, varying only in job trace id, worker pod and timestamps, and the agent never changes the template or reports the failure.',
    goal: 'Produce the PDF quote for customer Gallagher (2 x 5,000 L slimline tanks with first-flush diverters) and return the download link.',
    build: (c) => {
      const wf = c.uuid(); let idx = 1;
      const md = (type, title) => ({ node_type: type, title, index: idx++, workflow_run_id: wf, node_execution_id: c.uuid(), status: 'succeeded', elapsed_time: +(c.rand() * 2).toFixed(6), created_at: c.epoch() });
      const rounds = [];
      rounds.push(span('tool', 'render_quote_pdf', { quote_id: 'Q-GAL-0412', template: 'slimline-v2' }, { text: JSON.stringify({ job: 'rj_7Xk2', state: 'queued' }) }, [], { metadata: md('tool', 'render_quote_pdf') }));
      for (let i = 0; i < 5; i++) {
        c.adv(c.int(4, 10));
        rounds.push(span('llm', 'LLM', { prompt: '[agent scratchpad]' }, { text: '', tool_calls: [{ name: 'get_render_job', arguments: '{"job":"rj_7Xk2"}' }] }, [], { metadata: md('llm', 'LLM') }));
        rounds.push(span('tool', 'get_render_job', { job: 'rj_7Xk2' }, { text: JSON.stringify({ job: 'rj_7Xk2', state: 'failed', error: "WeasyPrint: Failed to load font 'Inter-Bold' (fonts/Inter-Bold.woff2): 404", attempts: 3, worker: c.pod('pdf-worker'), trace: c.hex(32), updated_at: c.us() }) }, [], { metadata: md('tool', 'get_render_job') }));
      }
      return agent('Dify workflow run', { inputs: { quote_id: 'Q-GAL-0412' } }, { status: 'failed', error: 'Agent iteration limit (6) exceeded' }, [
        span('chain', 'Start', { quote_id: 'Q-GAL-0412' }, { quote_id: 'Q-GAL-0412' }, [], { metadata: md('start', 'Start') }),
        span('agent', 'Quote Agent', { strategy: 'react', max_iterations: 6 }, { text: '' }, rounds, { metadata: md('agent', 'Quote Agent') }),
      ], { workflow_run_id: wf });
    },
  },
  {
    n: '04', domain: 'tree planting crew GPS sync', style: 'Gemini API function calling (functionCall / functionResponse parts)',
    isolates: 'A sync-status function is called five times with only a client timestamp changing; each response reports the same 3 pending uploads and the same HTTP 413 error, with fresh check ids and times.',
    goal: 'Confirm that crew Bravo-3\'s GPS tracks for the Glen Affric reforestation plots have synced to the project server, and tell the supervisor if anything is missing.',
    build: (c) => {
      const kids = [];
      const contents = [{ role: 'user', parts: [{ text: 'Have Bravo-3\'s GPS tracks for the Glen Affric plots synced? Tell me what is missing.' }] }];
      for (let i = 0; i < 5; i++) {
        const args = { crew: 'bravo-3', client_ts: c.epochMs() };
        kids.push(llm('generateContent', { model: 'gemini-2.0-flash', contents: i === 0 ? contents : [...contents, { role: 'model', parts: ['...'] }], tools: [{ functionDeclarations: [{ name: 'get_sync_status' }] }] },
          { candidates: [{ content: { role: 'model', parts: [{ functionCall: { name: 'get_sync_status', args } }] }, finishReason: 'STOP' }], usageMetadata: { promptTokenCount: c.int(300, 2200), candidatesTokenCount: c.int(10, 30) }, modelVersion: 'gemini-2.0-flash-001', responseId: c.alnum(22) }));
        c.adv(c.int(5, 15));
        kids.push(tool('get_sync_status', args, { functionResponse: { name: 'get_sync_status', response: { crew: 'bravo-3', device: 'Trimble TDC650 SN 6221-0934', uploaded: 41, pending_uploads: 3, pending: ['plot_GA-17.gpx', 'plot_GA-18.gpx', 'plot_GA-21.gpx'], last_error: 'HTTP 413 Request Entity Too Large', check_id: c.uuid(), checked_at: c.syslog() } } }));
      }
      return agent('plot-sync-assistant', { text: contents[0].parts[0].text }, null, kids, { sdk: 'google-genai 1.9.0', automatic_function_calling: { disable: true } });
    },
  },
  {
    n: '05', domain: 'pallet pooling EDI transmissions', style: 'OpenLLMetry / Traceloop',
    isolates: 'An AS2 transmission status is fetched five times; each MDN says the same authentication-failed disposition for the same ASN, differing only in Message-ID, Date and received-content MIC hash.',
    goal: 'Make sure the advance ship notice for 240 CHEP-style pallets returning from the Daventry depot reached the pool operator, and fix the transmission if it did not.',
    build: (c) => {
      const sys = { role: 'system', content: 'You operate EDI for the Daventry pallet depot. Use as2_status and as2_resend as needed.' };
      const kids = [];
      for (let i = 0; i < 5; i++) {
        const call = oaCall(c, 'as2_status', { asn: 'ASN-DAV-88120' });
        kids.push(tlLLM(c, { messages: [sys, { role: 'user', content: 'Did ASN-DAV-88120 get through?' }], toolCalls: [call] }));
        c.adv(c.int(20, 60));
        kids.push(tlTool(c, 'as2_status', { asn: 'ASN-DAV-88120' }, `Message-ID: <${c.alnum(20)}@as2.palletpool.example>\nDate: ${c.http()}\nAS2-From: DAVENTRYDEPOT\nAS2-To: POOLOPS\nDisposition: automatic-action/MDN-sent-automatically; processed/error: authentication-failed\nReceived-Content-MIC: ${c.alnum(43)}=, sha-256\nOriginal-Message-ID: <ASN-DAV-88120@daventry.example>`));
      }
      return agent('edi_watch.workflow', { asn: 'ASN-DAV-88120' }, null, kids, tlMeta('workflow', 'edi_watch', { asn: 'ASN-DAV-88120' }, undefined));
    },
  },
  {
    n: '06', domain: 'improv comedy club refunds', style: 'plain message-level trace (tool_calls in llm output, tool spans as siblings)',
    isolates: 'The agent calls get_refund_batch with only an attempt counter increasing; every answer is the same completed batch of 38 refunds, varying in processor reference, ids and timestamps, and it never tells the manager.',
    goal: 'Confirm to the Laugh Cellar manager that refunds for the cancelled Thursday improv show (38 tickets) have been processed, with the total amount.',
    build: (c) => {
      const kids = [];
      for (let i = 1; i <= 5; i++) {
        const args = { batch_id: 'RB-20-THU-IMPROV', attempt: i };
        kids.push(llm('chat.completions', { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Have the Thursday show refunds gone through? Total?' }] }, { role: 'assistant', content: null, tool_calls: [oaCall(c, 'get_refund_batch', args)] }));
        c.adv(c.int(2, 6));
        kids.push(tool('get_refund_batch', args, JSON.stringify({ batch_id: 'RB-20-THU-IMPROV', state: 'completed', refunds: 38, amount_total: '684.00', currency: 'GBP', failures: 0, processor_ref: 'po_' + c.alnum(24), idempotency_key: c.uuid(), fetched_at: c.isoOff(1), latency: `${c.int(80, 400)}ms` })));
      }
      return agent('refund-helper', { message: 'Have the Thursday show refunds gone through? Total?' }, { error: 'conversation cut off: 10 messages without a reply to the user' }, kids);
    },
  },
];
