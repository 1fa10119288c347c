import { agent, chain, tool, llm, llmText, span, u, sys } from './lib.mjs';
export const family = 'repeated_notice_on_repeated_failure';

// 01: X post failing with 403, Slack DM each round; OpenAI Agents SDK
function r01(c) {
  const M = 'gpt-4o-2024-08-06';
  const goal = 'Post the thread announcing the Lantern Conf 2026 speaker line-up from @lanternconf and tell Nadia in Slack when it is live.';
  const msgs = [sys('Social agent for Lantern Conf.'), u(goal)];
  const kids = [];
  const L = (t, calls) => { c.tick(); kids.push(llm(c, M, msgs, t, calls)); };
  const T = (n, a, o, e) => { c.tick(); kids.push(tool(n, a, o, { error: e, metadata: { duration_ms: c.ms() } })); };
  const tw = { text: '🎤 The Lantern Conf 2026 line-up is here! 32 speakers, 3 tracks, 1 very tall lighthouse. Thread 🧵👇' };
  const fail = () => ({ status: 403, headers: { 'x-transaction-id': c.hex(16), 'x-rate-limit-remaining': String(c.int(10, 17)), 'x-access-level': 'read', date: c.http() }, body: { title: 'Forbidden', type: 'about:blank', status: 403, detail: 'You are not permitted to perform this action.' } });
  const dm = (v) => `Hi Nadia, I couldn't publish the Lantern Conf speaker thread: X returned 403 Forbidden ("You are not permitted to perform this action"). I'll try posting it again${v}.`;
  L('Reading the approved thread copy.', [['notion_get_page', { page_id: 'speaker-thread-2026' }]]);
  T('notion_get_page', { page_id: 'speaker-thread-2026' }, { properties: { Status: { select: { name: 'Approved' } } }, blocks: 6, last_edited_time: c.iso() });
  for (let i = 0; i < 4; i++) {
    L(i === 0 ? 'Posting the first tweet of the thread.' : null, [['x_create_tweet', tw]]);
    T('x_create_tweet', tw, fail(), 'HTTP 403 Forbidden');
    const v = ['', ' shortly', '', ' in a moment'][i];
    L(dm(v), [['slack_post_message', { channel: 'D04NADIA', text: dm(v) }]]);
    T('slack_post_message', { channel: 'D04NADIA' }, { ok: true, ts: `${c.unix()}.${c.int(100000, 999999)}` });
  }
  c.tick(); kids.push(span('guardrail', 'max_turns', { max_turns: 10 }, { tripped: true }, []));
  return { isolates: 'Four rounds of: post the same tweet, get the same 403 (the app has read-only access), send Nadia the same apology message; nothing changes between rounds.', loop: true, stagnation: true, goal,
    root: agent('Social Agent', { input: goal }, { final_output: null }, kids, { framework: 'openai-agents', trace_id: 'trace_' + c.hex(32) }) };
}

// 02: Mailchimp send blocked by unverified domain, email to the marketing lead each round; LangChain
function r02(c) {
  const goal = 'Send the "Black Friday early access" campaign to the VIP segment at 07:00 and report the send to marketing-lead@copperpot.shop.';
  const kids = [];
  const L = (t) => { c.tick(); kids.push(llmText(c, 'claude-3-5-sonnet-20241022', 'agent_scratchpad', t)); };
  const T = (n, a, o, e) => { c.tick(); kids.push(tool(n, a, o, { error: e, metadata: { duration_ms: c.ms() } })); };
  const cid = c.hex(10);
  const err = () => ({ type: 'https://mailchimp.com/developer/marketing/docs/errors/', title: 'Invalid Resource', status: 400, detail: 'The sender domain copperpot.shop is not verified. Campaigns cannot be sent from unverified domains.', instance: c.uuid() });
  const mail = 'Subject: Black Friday early access not sent\n\nHi Lena, the send of "Black Friday early access" to the VIP segment failed: Mailchimp says the sender domain copperpot.shop is not verified. I will retry the send now.';
  L('Campaign exists and the VIP segment is attached. Sending now.');
  T('mailchimp_get_campaign', { campaign_id: cid }, { id: cid, status: 'save', recipients: { segment_text: 'VIP (LTV > $500)', recipient_count: 3912 }, settings: { from_name: 'Copper Pot', reply_to: 'hello@copperpot.shop' }, create_time: c.isoOff() });
  for (let i = 0; i < 3; i++) {
    T('mailchimp_send_campaign', { campaign_id: cid }, err(), 'HTTP 400 Invalid Resource');
    L(i === 0 ? 'The send failed. Informing the marketing lead.\n\n' + mail : 'Failed again with the same error. Informing the marketing lead.\n\n' + mail);
    T('gmail_send', { to: 'marketing-lead@copperpot.shop', body: mail }, { id: c.hex(16), threadId: c.hex(16), labelIds: ['SENT'] });
    L('Retrying the send.');
  }
  T('mailchimp_send_campaign', { campaign_id: cid }, err(), 'HTTP 400 Invalid Resource');
  L('Agent stopped due to max iterations.');
  return { isolates: 'The campaign send fails four times with the same unverified-domain error and after each failure the same email is sent to the marketing lead; the domain is never addressed.', loop: true, stagnation: true, goal,
    root: agent('AgentExecutor', { input: goal }, { output: 'Agent stopped due to max iterations.' }, [chain('campaign-send', { input: goal }, null, kids)], { framework: 'langchain', run_id: c.uuid() }) };
}

// 03: slide image generation refused by the safety filter; workflow on_error hook posts to Teams each round
function r03(c) {
  const goal = 'Generate illustrations for the 8 slides of the "Workplace first aid" training deck and insert them into the Google Slides file.';
  const kids = [];
  const L = (t) => { c.tick(); kids.push(span('llm', 'planner', { prompt: '…' }, { text: t }, [], { metadata: { model: 'gemini-1.5-pro-002', tokens: c.int(200, 900) } })); };
  const gen = (prompt, ok) => { c.tick(); kids.push(tool('imagen_generate', { prompt, aspect_ratio: '16:9', number_of_images: 1, safety_filter_level: 'block_medium_and_above' }, ok ? { generated_images: [{ gcs_uri: `gs://deck-assets/${c.uuid()}.png`, seed: c.int(1, 2 ** 31), rai_filtered_reason: null }], model: 'imagen-3.0-generate-002' } : { generated_images: [], rai_filtered_reason: 'Your current safety filter threshold filtered out the generated image. Support codes: 56562880', request_id: c.reqId(''), latency_ms: c.ms(800, 4000) }, { error: ok ? undefined : 'RAI_FILTERED' })); };
  const hook = () => { c.tick(); kids.push(chain('on_error_hook', { step: 'slide_4' }, { posted: true }, [tool('teams_post', { channel: 'L&D content', text: 'Slide 4 image could not be generated: the image was blocked by the safety filter (support code 56562880). The agent will retry.' }, { id: String(c.unixMs()), etag: String(c.unixMs()), replyToId: null })])); };
  const p4 = 'a person applying pressure to a deep bleeding cut on a forearm with a bandage, flat vector illustration';
  L('Generate slides 1 to 3 first.');
  gen('a stocked first aid box on an office wall, flat vector illustration', true);
  gen('a colleague calling the emergency number, flat vector illustration', true);
  gen('recovery position, flat vector illustration', true);
  L('Slides 1–3 done. Slide 4: bleeding control.');
  gen(p4, false); hook();
  L('Slide 4 was filtered. The filter can be non-deterministic, retrying the same prompt.');
  gen(p4, false); hook();
  L('Filtered again; I will try once more with the identical prompt since the content is educational.');
  gen(p4, false); hook();
  L('Another refusal. Retrying slide 4.');
  gen(p4, false); hook();
  c.tick(); kids.push(span('limit', 'step_budget', { max_steps: 20 }, { exhausted: true }, []));
  return { isolates: 'Slide 4 is generated with the identical prompt four times, blocked each time with the same support code, and each failure posts the same Teams message; the prompt is never changed and slides 5 to 8 are never made.', loop: true, stagnation: false, goal,
    root: agent('deck-illustrator', { goal }, { status: 'budget exhausted' }, kids, { recorder: 'otel-genai', 'service.name': 'ld-content-bot', trace_id: c.hex(32) }) };
}
export const rows = [r01, r02, r03];
