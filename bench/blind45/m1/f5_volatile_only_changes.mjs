import { agent, llm, tool, chain, span, sys, usr, asst, call, chatOut, anthOut, geminiOut } from './lib.mjs';
export const family = 'volatile_only_changes';
export const loop = true;
export const stagnation = true;
export const isolates = 'The same tool is called four or more times and each answer differs only in volatile values; the agent never acts on it and its text repeats.';

const r01 = (x) => {
  const kids = [];
  for (let i = 0; i < 5; i++) {
    const c = call(x, 'kiln_status', { kiln: 'WILLOW-K2' });
    kids.push(llm('chat.completions', { messages: '[…]' }, chatOut(x, 'The cleft batch is still in the seasoning kiln; I will check the kiln status again before grading the bat blanks.', [c])));
    kids.push(tool('kiln_status', c.function.arguments, { kiln: 'WILLOW-K2', batch: 'CLEFT-0611', state: 'SEASONING', moisture_pct: 17.0, target_pct: 12, reading_at: x.isoOff(), reading_id: x.uuid(), gateway: x.host('kilngw') }));
  }
  return { isolates: 'Five kiln status reads differ only in reading_at, reading_id and gateway host while the moisture stays 17.0.', goal: 'Grade the June batch of cricket-bat willow clefts once they have seasoned to 12 percent moisture.', root: agent('willow-grader', {}, null, kids, { recorder: 'plain message log' }) };
};

const r02 = (x) => {
  const kids = [];
  for (let i = 1; i <= 5; i++) {
    kids.push(llm('messages.create', { messages: '[…]' }, anthOut(x, 'The outbound fax to the probate registry has not been confirmed yet, so I will query the gateway job status again.', [{ name: 'fax_job_status', input: { job: 'FX-332190', attempt: i } }])));
    kids.push(tool('fax_job_status', { job: 'FX-332190', attempt: i }, `HTTP/1.1 200 OK\r\nDate: ${x.httpDate()}\r\nX-Request-ID: ${x.uuid()}\r\nX-Served-By: ${x.host('t38-relay')}\r\n\r\n{"job":"FX-332190","state":"QUEUED","pages":4,"dest":"+442079476000","modem_pool":"sip-t38","queue_position":1,"checked":"${x.iso()}"}`));
  }
  return { isolates: 'Five fax job polls with only an attempt counter changing; responses differ only in Date, request id, relay host and check time.', goal: 'Confirm that the 4-page probate fax went through after migrating the office fax gateway to SIP T.38.', root: agent('fax-migration-agent', {}, null, kids, { recorder: 'anthropic messages api log' }) };
};

const r03 = (x) => {
  const kids = [];
  for (let i = 0; i < 4; i++) {
    kids.push(llm('LLM call', { messages: '[…]' }, 'Thought: The skate sharpening ticket is still waiting for the grinder; I should check the workshop queue again.\nAction: Workshop Queue\nAction Input: {"ticket": "SK-7781"}', { crewai_agent: 'Front Desk', model: 'gpt-4o-mini' }));
    kids.push(tool('Workshop Queue', { ticket: 'SK-7781' }, `ticket SK-7781 | hollow 1/2" | status WAITING_GRINDER | pos 3 | sampled ${x.syslogTs()} | trace ${x.hex(16)} | ${x.ms(3, 60)}ms`));
  }
  return { isolates: 'A CrewAI agent checks the same sharpening ticket four times; only the sample time, trace id and latency change.', goal: 'Tell a hockey player when their skates (ticket SK-7781) will be sharpened.', root: agent('Crew', {}, null, [agent('Task: Answer customer', { agent: 'Front Desk' }, null, kids)], { crewai: '0.95.0', status: 'max_iter reached' }) };
};

const r04 = (x) => {
  const kids = [];
  for (let i = 0; i < 5; i++) {
    kids.push(llm('generate_content', { contents: '[…]' }, geminiOut(x, 'The vet lab result for the bearded dragon is still pending, so I will look it up again before deciding on the quarantine release.', [{ name: 'lab_result', args: { animal: 'RR-2291', test: 'faecal_parasite' } }])));
    kids.push(tool('lab_result', { functionCall: { name: 'lab_result', args: { animal: 'RR-2291', test: 'faecal_parasite' } } }, { functionResponse: { name: 'lab_result', response: { status: 'PENDING', lab: 'Exoticvet Diagnostics', accession: 'EV-55102', polled_at: x.epochMs(), etag: x.etag(), cache: x.pick(['HIT', 'MISS']) } } }));
  }
  return { isolates: 'Five identical Gemini function calls on a pending lab result; responses vary only in epoch-ms poll time, etag and cache flag.', goal: 'Decide whether rescued bearded dragon RR-2291 can leave quarantine at the reptile rescue.', root: agent('reptile-rescue-assistant', {}, null, kids, { recorder: 'gemini function calling' }) };
};

const r05 = (x) => {
  const kids = [];
  for (let i = 0; i < 4; i++) {
    kids.push(llm('Agent.invoke', { messages: '[…]' }, { text: 'Carousel 5 still reports the belt fault, so I will read the PLC fault register once more before dispatching a technician.', toolUse: { name: 'carousel_faults', input: { carousel: 'BC-5' } } }, { 'gen_ai.system': 'aws.bedrock', model: 'anthropic.claude-3-5-sonnet-20240620-v1:0', recorder: 'strands-agents' }));
    kids.push(tool('carousel_faults', { carousel: 'BC-5' }, { toolUseId: 'tooluse_' + x.b62(22), status: 'success', content: [{ text: `${x.logTs()} BC-5 F041 BELT_SLIP motor=M2 count=7 scada_seq=${x.int(100000, 999999)} node=${x.host('scada')}` }] }));
  }
  return { isolates: 'A Strands agent re-reads a baggage carousel fault register four times; each read shows the same F041 fault with new timestamp, sequence number and node.', goal: 'Get baggage carousel BC-5 back into service before the 14:10 arrival bank.', root: agent('strands.agent', {}, null, kids, { recorder: 'strands agents otel', cycles: 4 }) };
};

const r06 = (x) => {
  const kids = [];
  for (let i = 0; i < 5; i++) {
    kids.push(llm('ChatOpenAI', { messages: '[…]' }, { generations: [[{ text: 'The timing upload for heat 2 has not been published, so I will fetch the official results feed again before posting the standings.' }]] }, { ls_model_name: 'gpt-4o', run_id: x.uuid() }));
    kids.push(tool('results_feed', { event: 'two-man-bob', heat: 2, client_ts: x.iso() }, `<!-- gen ${x.ms()}ms node ${x.host('web')} -->\n<div class="results" data-build="${x.hex(8)}" data-fetched="${x.httpDate()}">\n  <p class="status">Heat 2: results not yet official</p>\n</div>`, { run_id: x.uuid() }));
  }
  return { isolates: 'Five results-feed fetches whose arguments differ only in a client timestamp and whose HTML differs only in build hash, node and fetch date.', goal: 'Post the official standings after heat 2 of the two-man bobsleigh at the track.', root: chain('AgentExecutor', { input: 'Post standings after heat 2.' }, null, kids, { recorder: 'langsmith' }) };
};
export const rows = [r01, r02, r03, r04, r05, r06];
