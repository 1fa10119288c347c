import { noise, agent, llm, tool, span, row } from './lib.mjs';
const F = 'supervisor_distinct_subtasks';

// 01 — Turkish marketing (LangGraph supervisor): same copywriter worker, different channels.
function r1() {
  const N = noise(F + '-01', '2026-03-24T07:00:00Z');
  const goal = 'Yeni çıkan "Kahve Dükkanı Kış Menüsü" için Instagram, e-posta ve SMS kampanya metinleri hazırla ve tek bir brief’te topla.';
  const sub = (task, out) => { N.tick(); return agent('metin_yazari', { task }, { content: out }, [llm('ChatOpenAI', { messages: [task] }, { content: out })], { langgraph_node: 'metin_yazari' }); };
  const kids = [
    llm('ChatOpenAI', { messages: [goal] }, { content: 'Önce Instagram metni.', tool_calls: [{ name: 'transfer_to_metin_yazari' }] }, { langgraph_node: 'supervisor' }),
    sub('Instagram gönderisi: 2 cümle, 3 hashtag', 'Soğuk günlere sıcak bir mola: tarçınlı salep latte ve fındıklı kruvasan menümüzde! ☕ #KışMenüsü #SalepLatte #KahveDükkanı'),
    llm('ChatOpenAI', { messages: ['…'] }, { content: 'Şimdi e-posta.', tool_calls: [{ name: 'transfer_to_metin_yazari' }] }, { langgraph_node: 'supervisor' }),
    sub('E-posta konu satırı + 60 kelimelik gövde, %15 indirim kodu KIS15', 'Konu: Kış menümüz geldi – ilk siparişe %15 indirim! Gövde: Salep latte, portakallı sıcak çikolata ve bal kabaklı kek artık şubelerimizde. 31.01.2026’ya kadar KIS15 koduyla %15 indirim…'),
    llm('ChatOpenAI', { messages: ['…'] }, { content: 'Son olarak SMS.', tool_calls: [{ name: 'transfer_to_metin_yazari' }] }, { langgraph_node: 'supervisor' }),
    sub('SMS: en fazla 155 karakter, İYS ret metni dahil', 'Kış menüsü şubelerde! Salep latte %15 indirimli, kod: KIS15. Son gün 31.01. Ret için RET yazıp 3434’e gönderin. B001'),
    llm('ChatOpenAI', { messages: ['…'] }, { content: 'Brief hazır: Instagram (2 cümle, 3 etiket), e-posta (KIS15, son tarih 31.01.2026), SMS (148 karakter, İYS ret metni). Onaya gönderilebilir.' }, { langgraph_node: 'supervisor' }),
  ];
  return row(F, 1, {
    isolates: 'A Turkish supervisor sends the same copywriter worker three different channel tasks, gets three different texts, and merges them.',
    loop: false, stagnation: false, goal,
    root: agent('LangGraph', { input: goal }, { output: 'brief' }, kids, { style: 'langgraph-supervisor', lang: 'tr', thread_id: N.uuid() }),
  });
}

// 02 — Indonesian research (AutoGen): a supervisor asks the same researcher for three different provinces.
function r2() {
  const N = noise(F + '-02', '2026-06-22T02:00:00Z');
  const goal = 'Bandingkan harga rata-rata beras medium bulan Mei 2026 di Jawa Barat, Sulawesi Selatan, dan Papua, lalu jelaskan penyebab selisihnya.';
  const ask = (prov, price, src) => {
    N.tick(5, 20);
    return [
      llm('Koordinator', { messages: ['…'] }, { content: `Peneliti, tolong cari harga rata-rata beras medium Mei 2026 di ${prov}.`, name: 'Koordinator' }),
      agent('Peneliti', { message: prov }, null, [tool('cari_harga_pangan', { komoditas: 'beras medium', provinsi: prov, bulan: '2026-05' }, { harga_rata2: price, satuan: 'Rp/kg', sumber: src, diambil: N.isoNoMs() }), llm('Peneliti', { messages: ['…'] }, { content: `Harga rata-rata beras medium di ${prov} Mei 2026: ${price}/kg (sumber: ${src}).`, name: 'Peneliti' })]),
    ];
  };
  const kids = [...ask('Jawa Barat', 'Rp 13.150', 'PIHPS Nasional'), ...ask('Sulawesi Selatan', 'Rp 12.480', 'PIHPS Nasional'), ...ask('Papua', 'Rp 16.900', 'BPS Provinsi Papua'),
    llm('Koordinator', { messages: ['…'] }, { content: 'Ringkasan: Sulawesi Selatan termurah (Rp 12.480) karena sentra produksi; Jawa Barat Rp 13.150; Papua termahal (Rp 16.900), selisih Rp 4.420/kg, terutama karena biaya distribusi antarpulau.', name: 'Koordinator' })];
  return row(F, 2, {
    isolates: 'An Indonesian coordinator asks the same researcher agent three times in the same words but for a different province, each returning a new price, then synthesises.',
    loop: false, stagnation: false, goal,
    root: agent('GroupChat', { message: goal }, { summary: 'selesai' }, kids, { style: 'autogen', lang: 'id' }),
  });
}

// 03 — Swedish customer service (CrewAI sequential): triage, then same worker drafts replies for 3 distinct tickets.
function r3() {
  const N = noise(F + '-03', '2026-09-29T06:00:00Z');
  const goal = 'Gå igenom de tre öppna ärendena i kön "Fakturor" och skriv svarsutkast till kunderna.';
  const tickets = [['ÄR-20931', 'Dubbeldebitering 349 kr', 'Hej Anna! Vi har sett att du debiterats två gånger för september. De 349 kr återbetalas inom 3–5 bankdagar. Vänliga hälsningar, Kundservice'], ['ÄR-20937', 'Fel adress på faktura', 'Hej Mikael! Vi har uppdaterat fakturaadressen till Storgatan 12, 753 20 Uppsala och skickar en ny faktura idag. Vänliga hälsningar, Kundservice'], ['ÄR-20944', 'Önskar delbetalning', 'Hej Lena! Fakturan på 4 860 kr kan delas upp på tre månader utan avgift. Svara ja så ordnar vi det. Vänliga hälsningar, Kundservice']];
  const kids = [tool('zendesk_list', { view: 'Fakturor', status: 'open' }, { tickets: tickets.map(([id, s]) => ({ id, subject: s })), count: 3, next_page: null })];
  for (const [id, s, reply] of tickets) {
    N.tick(10, 30);
    kids.push(span('task', `Task: Svara på ${id}`, { ticket: id, subject: s }, { draft: reply }, [agent('Kundtjänsthandläggare', { ticket: id }, null, [tool('zendesk_get', { id }, { id, subject: s, updated_at: N.isoNoMs() }), llm('LLM call', { messages: ['…'] }, `Final Answer: ${reply}`)])]));
  }
  kids.push(llm('LLM call', { messages: ['…'] }, 'Final Answer: Tre svarsutkast klara (ÄR-20931 återbetalning, ÄR-20937 ny adress, ÄR-20944 delbetalning) och sparade som interna anteckningar.'));
  return row(F, 3, {
    isolates: 'A Swedish CrewAI run gives the same service worker three different tickets; each draft shares the greeting and sign-off but solves a different problem.',
    loop: false, stagnation: false, goal,
    root: agent('Crew: Kundservice', { inputs: { ko: 'Fakturor' } }, { raw: 'klart' }, kids, { style: 'crewai', lang: 'sv', crew_id: N.uuid() }),
  });
}
export const rows = [r1(), r2(), r3()];
