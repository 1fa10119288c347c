import { noise, agent, llm, tool, span, oaiCall, antCall, row } from './lib.mjs';
const F = 'polling_until_done';

// 01 — Japanese data export (OpenAI chat): 処理中 ×3 → 完了, then download; the model's wait sentence repeats verbatim.
function r1() {
  const N = noise(F + '-01', '2026-03-24T00:30:00Z');
  const goal = '2026年2月分の会員購買データをCSVでエクスポートし、件数と合計金額を報告してください。';
  const job = N.job('exp');
  const kids = [
    llm('chat.completions', { model: 'gpt-4o', messages: [{ role: 'user', content: goal }] }, oaiCall(N, null, [['create_export', { dataset: 'member_purchases', period: '2026-02', format: 'csv' }]])),
    tool('create_export', { dataset: 'member_purchases', period: '2026-02', format: 'csv' }, { job_id: job, status: '受付済み', created_at: N.ja() }),
  ];
  const sts = [['処理中', 12], ['処理中', 47], ['処理中', 83], ['完了', 100]];
  for (const [s, p] of sts) {
    N.tick(30, 60);
    kids.push(llm('chat.completions', { model: 'gpt-4o', messages: ['…'] }, oaiCall(N, 'エクスポートはまだ処理中です。しばらく待ってから状態を再確認します。', [['get_export_status', { job_id: job }]])));
    kids.push(tool('get_export_status', { job_id: job }, JSON.stringify({ job_id: job, status: s, progress: p, updated_at: N.ja(), worker: N.host('export-worker'), ...(s === '完了' ? { rows: 184213, download_url: `https://files.example.jp/exports/${job}.csv?sig=${N.hex(32)}` } : {}) })));
  }
  kids.push(llm('chat.completions', { model: 'gpt-4o', messages: ['…'] }, oaiCall(N, null, [['summarize_csv', { job_id: job, sum_column: '購入金額' }]])));
  kids.push(tool('summarize_csv', { job_id: job, sum_column: '購入金額' }, { rows: 184213, sum: 1284551230, currency: 'JPY' }));
  kids.push(llm('chat.completions', { model: 'gpt-4o', messages: ['…'] }, { role: 'assistant', content: 'エクスポートが完了しました。2026年2月分の会員購買データは184,213件、購入金額の合計は1,284,551,230円です。CSVは共有リンクからダウンロードできます。' }));
  return row(F, 1, {
    isolates: 'A Japanese export job is polled while it reads 処理中 (12%, 47%, 83%) then 完了, and the result is used; the model repeats one waiting sentence verbatim but the run progresses and finishes.',
    loop: false, stagnation: true, goal,
    root: agent('data-assistant', { messages: [{ role: 'user', content: goal }] }, { finish_reason: 'stop' }, kids, { style: 'openai-chat', lang: 'ja' }),
  });
}

// 02 — Italian government form (LangGraph): INPS application status polled until "Accolta".
function r2() {
  const N = noise(F + '-02', '2026-04-14T07:00:00Z');
  const goal = 'Invia la domanda di Assegno Unico per Giulia Bianchi (ISEE 18.450,32 €) e aspetta l\'esito per comunicarlo.';
  const prot = `INPS.${N.int(1000, 9999)}.${N.int(10, 99)}/04/2026.${N.int(1000000, 9999999)}`;
  const kids = [span('chain', 'invia_domanda', {}, {}, [tool('inps_invia_domanda', { prestazione: 'AUU', cf: 'BNCGLI88C52H501X', isee: '18.450,32' }, { protocollo: prot, stato: 'Acquisita', data: N.fr() })], { metadata: { langgraph_node: 'invia_domanda' } })];
  const st = ['Acquisita', 'In istruttoria', 'In istruttoria', 'Accolta'];
  st.forEach((s, i) => {
    N.tick(120, 400);
    kids.push(span('chain', 'controlla_stato', { tentativo: i + 1 }, { stato: s }, [tool('inps_stato_domanda', { protocollo: prot }, `<div class="esito"><span class="stato">${s}</span><span class="agg">Ultimo aggiornamento: ${N.fr()}</span>${s === 'Accolta' ? '<p>Importo mensile: 187,40 €</p>' : ''}</div><!-- req ${N.uuid()} -->`)], { metadata: { langgraph_node: 'controlla_stato' } }));
  });
  kids.push(span('chain', 'comunica', {}, {}, [llm('ChatOpenAI', { messages: ['…'] }, { content: `Gentile Giulia Bianchi, la domanda di Assegno Unico (protocollo ${prot}) è stata accolta. L'importo mensile previsto è di 187,40 €.` })], { metadata: { langgraph_node: 'comunica' } }));
  return row(F, 2, {
    isolates: 'An Italian INPS application is polled Acquisita, In istruttoria, In istruttoria, Accolta (each with a new timestamp) and the outcome is then communicated.',
    loop: false, stagnation: false, goal,
    root: agent('LangGraph', { input: goal }, { output: 'comunicato' }, kids, { style: 'langgraph', lang: 'it', thread_id: N.uuid() }),
  });
}

// 03 — Turkish logistics (Anthropic): customs clearance polled "Beklemede" → "Gümrük işlemde" → "Teslimata çıktı".
function r3() {
  const N = noise(F + '-03', '2026-05-05T06:00:00Z');
  const goal = 'İzmir limanına gelen MSKU7723451 numaralı konteynerin gümrük durumunu takip et, çekildiğinde depoya teslimat randevusu oluştur.';
  const kids = [];
  const sts = ['Beklemede', 'Beklemede', 'Gümrük işlemde', 'Serbest bırakıldı'];
  sts.forEach((s, i) => {
    N.tick(600, 1800);
    kids.push(llm('messages.create', { model: 'claude-3-5-haiku', messages: ['…'] }, antCall(N, i === 0 ? 'Konteynerin durumunu sorguluyorum.' : `Durum: ${sts[i - 1]}. Tekrar kontrol ediyorum.`, [['konteyner_durum', { konteyner: 'MSKU7723451', liman: 'TRIZM' }]])));
    kids.push(tool('konteyner_durum', { konteyner: 'MSKU7723451', liman: 'TRIZM' }, { durum: s, beyanname: '26350100IM00' + N.int(100000, 999999), guncelleme: N.de(), sorgu_no: N.uuid() }));
  });
  kids.push(llm('messages.create', { model: 'claude-3-5-haiku', messages: ['…'] }, antCall(N, 'Konteyner serbest bırakıldı, randevu oluşturuyorum.', [['randevu_olustur', { konteyner: 'MSKU7723451', depo: 'Kemalpaşa Depo 3', tarih: '07.05.2026', saat: '10:00' }]])));
  kids.push(tool('randevu_olustur', { konteyner: 'MSKU7723451', depo: 'Kemalpaşa Depo 3', tarih: '07.05.2026', saat: '10:00' }, { randevu_no: 'RDV-' + N.int(10000, 99999), mesaj: 'İşlem başarılı' }));
  kids.push(llm('messages.create', { model: 'claude-3-5-haiku', messages: ['…'] }, antCall(N, 'MSKU7723451 gümrükten çekildi; 07.05.2026 saat 10:00 için Kemalpaşa Depo 3’e teslimat randevusu oluşturuldu.', [])));
  return row(F, 3, {
    isolates: 'A Turkish container status is polled Beklemede, Beklemede, Gümrük işlemde, Serbest bırakıldı, and then a delivery appointment is booked.',
    loop: false, stagnation: false, goal,
    root: agent('lojistik-ajan', { task: goal }, { stop_reason: 'end_turn' }, kids, { style: 'anthropic-messages', lang: 'tr' }),
  });
}
export const rows = [r1(), r2(), r3()];
