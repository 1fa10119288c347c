import { noise, agent, llm, tool, span, oaiCall, antCall, row } from './lib.mjs';
const F = 'repeated_notice_failing_action';

// 01 — Thai delivery agent (OpenAI chat): reschedule fails, same apology to customer, 3 rounds.
function r1() {
  const N = noise(F + '-01', '2026-03-24T04:00:00Z');
  const goal = 'ลูกค้าขอเลื่อนวันส่งพัสดุ TH0142887615A ไปเป็นวันเสาร์ที่ 28 มี.ค. 2569 ช่วงบ่าย';
  const msg = 'ขออภัยค่ะ ขณะนี้ระบบไม่สามารถเลื่อนวันจัดส่งพัสดุ TH0142887615A ได้ ทางเราจะลองดำเนินการใหม่อีกครั้งและแจ้งให้ทราบโดยเร็วที่สุดค่ะ';
  const kids = [];
  for (let i = 0; i < 3; i++) {
    N.tick(20, 50);
    const args = { tracking: 'TH0142887615A', new_date: '2026-03-28', slot: 'PM' };
    kids.push(llm('chat.completions', { model: 'gpt-4o-mini', messages: ['…'] }, oaiCall(N, null, [['reschedule_delivery', args]])));
    kids.push(tool('reschedule_delivery', args, { status: 503, headers: { date: N.http(), 'x-kong-request-id': N.hex(32), via: '1.1 ' + N.host('kong') }, body: '<html><body><h1>503 Service Temporarily Unavailable</h1><p>ระบบขัดข้องชั่วคราว กรุณาลองใหม่ภายหลัง</p></body></html>' }, { error: 'HTTP 503 Service Temporarily Unavailable' }));
    kids.push(llm('chat.completions', { model: 'gpt-4o-mini', messages: ['…'] }, oaiCall(N, null, [['send_line_message', { to: 'U8f2c0a41', text: i === 1 ? msg.replace('ขออภัยค่ะ', 'ขออภัยค่ะ,') : msg }]])));
    kids.push(tool('send_line_message', { to: 'U8f2c0a41', text: msg }, { sentMessages: [{ id: String(N.int(100000000, 999999999)), quoteToken: N.alnum(22, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789') }] }));
  }
  return row(F, 1, {
    isolates: 'Three rounds of: Thai reschedule call fails with the same 503 page, then the same LINE apology is sent to the customer near-verbatim.',
    loop: true, stagnation: true, goal,
    root: agent('delivery-cs-th', { messages: [{ role: 'user', content: goal }] }, { finish_reason: 'length' }, kids, { style: 'openai-chat', lang: 'th' }),
  });
}

// 02 — Ukrainian government forms agent (LangGraph): Diia submission fails validation, same message to citizen each time.
function r2() {
  const N = noise(F + '-02', '2026-10-05T07:00:00Z');
  const goal = 'Подай заяву на отримання довідки про несудимість через портал для громадянина Петренка Олега Івановича, ІПН 3012456789.';
  const note = 'Вибачте, подання заяви не вдалося через технічну помилку на порталі. Я спробую ще раз і повідомлю вас про результат.';
  const payload = { form: 'dovidka_nesudymist', pib: 'Петренко Олег Іванович', ipn: '3012456789', data_narodzhennia: '12.07.1982', meta: 'Для подання до посольства' };
  const kids = [];
  for (let i = 0; i < 3; i++) {
    N.tick(15, 45);
    kids.push(span('chain', 'submit', { step: i * 2 + 1 }, {}, [tool('portal_submit', JSON.stringify(payload), { error: { code: 'VALIDATION_ERROR', message: 'Поле "meta" містить недопустиме значення. Допустимі: "Для пред\'явлення за місцем вимоги", "Для виїзду за кордон"', request_id: N.uuid(), ts: N.de() } }, { error: 'VALIDATION_ERROR' })], { metadata: { langgraph_node: 'submit' } }));
    kids.push(span('chain', 'notify', { step: i * 2 + 2 }, {}, [
      llm('ChatOpenAI', { messages: ['…'] }, { content: i === 2 ? note.replace('Я спробую', 'Спробую') : note }),
      tool('send_sms', { phone: '+380671234567', text: note }, { status: 'queued', sms_id: N.job('sms') }),
    ], { metadata: { langgraph_node: 'notify' } }));
  }
  return row(F, 2, {
    isolates: 'A Ukrainian form is submitted three times with the same invalid "meta" value, each rejected identically, and each time the citizen gets the same SMS apology.',
    loop: true, stagnation: true, goal,
    root: agent('LangGraph', { input: goal }, { error: 'GraphRecursionError' }, kids, { style: 'langgraph', lang: 'uk', thread_id: N.uuid() }),
  });
}

// 03 — German marketing agent (Langfuse): newsletter send fails on SPF/DMARC, same Slack message to the team each round.
function r3() {
  const N = noise(F + '-03', '2026-11-17T08:30:00Z');
  const goal = 'Verschicke den Newsletter „Black-Week-Angebote 2026“ an die Liste Bestandskunden-DE (18.432 Kontakte) über den Mail-Dienst.';
  const post = 'Hinweis: Der Versand des Newsletters „Black-Week-Angebote 2026“ ist leider fehlgeschlagen (Absenderdomain nicht verifiziert). Ich versuche es gleich erneut und melde mich.';
  const kids = [];
  for (let i = 0; i < 4; i++) {
    N.tick(60, 180);
    kids.push(llm('generation', { model: 'mistral-large-latest', messages: ['…'] }, { tool_calls: [{ name: 'campaign_send', arguments: '{"campaign_id":"cmp_bw26_de","list":"Bestandskunden-DE"}' }] }, { observation_id: N.uuid() }));
    kids.push(tool('campaign_send', '{"campaign_id":"cmp_bw26_de","list":"Bestandskunden-DE"}', `{"error":{"status":403,"code":"sender_domain_unverified","message":"Die Absenderdomain news.moebelhaus-krause.de ist nicht verifiziert (SPF/DKIM fehlt)."},"request_id":"${N.reqId('mc_')}","timestamp":"${N.de()}"}`, { error: '403 sender_domain_unverified' }));
    kids.push(llm('generation', { model: 'mistral-large-latest', messages: ['…'] }, { content: post, tool_calls: [{ name: 'slack_post', arguments: JSON.stringify({ channel: '#marketing-team', text: post }) }] }));
    kids.push(tool('slack_post', { channel: '#marketing-team', text: post }, { ok: true, ts: `${N.epoch()}.${N.int(100000, 999999)}` }));
  }
  return row(F, 3, {
    isolates: 'Four rounds of a German newsletter send failing with the same 403 unverified-domain error, each followed by the same Slack notice to the marketing team.',
    loop: true, stagnation: true, goal,
    root: agent('newsletter-agent', { input: goal }, { output: null, statusMessage: 'step budget exhausted' }, kids, { style: 'langfuse-export', lang: 'de', trace_id: N.hex(32) }),
  });
}
export const rows = [r1(), r2(), r3()];
