import { noise, agent, llm, tool, span, oaiCall, antCall, row } from './lib.mjs';
const F = 'refined_search_success';

// 01 — German legal research (LangGraph): first query nothing, then a new constraint (Aktenzeichen from a result) finds the ruling.
function r1() {
  const N = noise(F + '-01', '2026-03-24T09:00:00Z');
  const goal = 'Finde das BGH-Urteil zur Schönheitsreparaturklausel bei unrenoviert übergebener Wohnung und fasse die Kernaussage zusammen.';
  const kids = [
    span('chain', 'agent', {}, {}, [llm('ChatOpenAI', { messages: [goal] }, { content: 'Suche in der Rechtsprechungsdatenbank.', tool_calls: [{ name: 'rechtsprechung_suche', args: { q: 'Schönheitsreparaturen unrenoviert BGH', gericht: 'BGH' } }] })]),
    span('chain', 'tools', {}, {}, [tool('rechtsprechung_suche', { q: 'Schönheitsreparaturen unrenoviert BGH', gericht: 'BGH' }, { treffer: 0, hinweis: 'Keine Ergebnisse gefunden', anfrage_id: N.uuid() })]),
    span('chain', 'agent', {}, {}, [llm('ChatOpenAI', { messages: ['…'] }, { content: 'Kein Treffer im BGH-Filter. Ich suche ohne Gerichtsfilter in Fachaufsätzen nach dem Aktenzeichen.', tool_calls: [{ name: 'literatur_suche', args: { q: 'Schönheitsreparaturklausel unrenovierte Wohnung Aktenzeichen' } }] })]),
    span('chain', 'tools', {}, {}, [tool('literatur_suche', { q: 'Schönheitsreparaturklausel unrenovierte Wohnung Aktenzeichen' }, '<ul><li><b>NZM 2015, 374</b> – Anm. zu BGH, Urt. v. 18.03.2015 – VIII ZR 185/14: Unwirksamkeit formularmäßiger Renovierungsklauseln …</li><li>WuM 2018, 723 – BGH VIII ZR 277/16 (Quotenabgeltung)</li></ul>')]),
    span('chain', 'agent', {}, {}, [llm('ChatOpenAI', { messages: ['…'] }, { content: 'Aktenzeichen VIII ZR 185/14 gefunden. Ich rufe die Entscheidung direkt ab.', tool_calls: [{ name: 'rechtsprechung_suche', args: { aktenzeichen: 'VIII ZR 185/14' } }] })]),
    span('chain', 'tools', {}, {}, [tool('rechtsprechung_suche', { aktenzeichen: 'VIII ZR 185/14' }, { treffer: 1, entscheidungen: [{ gericht: 'BGH', datum: '18.03.2015', az: 'VIII ZR 185/14', leitsatz: 'Die formularvertragliche Überwälzung der Schönheitsreparaturen auf den Mieter hält der Inhaltskontrolle nicht stand, wenn die Wohnung unrenoviert übergeben wurde und kein angemessener Ausgleich gewährt wird.' }], anfrage_id: N.uuid() })]),
    span('chain', 'agent', {}, {}, [llm('ChatOpenAI', { messages: ['…'] }, { content: 'BGH, Urteil vom 18.03.2015 – VIII ZR 185/14: Wird eine Wohnung unrenoviert übergeben, ist eine Formularklausel, die dem Mieter die Schönheitsreparaturen auferlegt, ohne angemessenen Ausgleich unwirksam (§ 307 BGB).' })]),
  ];
  return row(F, 1, {
    isolates: 'A German case-law search finds nothing, a switch to the literature source yields the docket number VIII ZR 185/14, and a lookup by that number finds the ruling, which is summarised.',
    loop: false, stagnation: false, goal,
    root: agent('LangGraph', { input: goal }, { output: 'Zusammenfassung' }, kids, { style: 'langgraph', lang: 'de', thread_id: N.uuid() }),
  });
}

// 02 — Korean research assistant (LlamaIndex instrumentation): too many hits, then narrowed by venue/year learnt from a hit.
function r2() {
  const N = noise(F + '-02', '2026-05-12T05:00:00Z');
  const goal = '한국어 대형 언어모델의 토크나이저 효율을 비교한 2024년 이후 논문 3편을 찾아 핵심 결과를 정리해 줘.';
  const kids = [
    llm('OpenAI.chat', { messages: [goal] }, { content: '논문 검색을 시작합니다.', tool_calls: [{ name: 'paper_search', arguments: '{"query":"한국어 LLM"}' }] }),
    { ...retrieverSpan(N, '한국어 LLM', { total: 4812, top: ['한국어 LLM 벤치마크 구축', 'LLM 기반 한국어 챗봇 사례', '한국어 LLM 윤리 가이드'] }) },
    llm('OpenAI.chat', { messages: ['…'] }, { content: '결과가 4,812건으로 너무 많고 주제와 무관합니다. "토크나이저"와 "형태소"를 넣고 2024년 이후로 제한합니다.', tool_calls: [{ name: 'paper_search', arguments: '{"query":"한국어 토크나이저 효율 형태소 LLM","year_from":2024}' }] }),
    retrieverSpan(N, '한국어 토크나이저 효율 형태소 LLM', { total: 23, top: ['Korean Tokenization for LLMs: Morpheme vs BPE (2024, 한국정보과학회)', '한국어 LLM 어휘 확장의 효과 (2025, HCLT)', 'Token Efficiency of Multilingual Tokenizers on Korean (2024, arXiv)'] }),
    llm('OpenAI.chat', { messages: ['…'] }, { content: '관련 논문 3편의 초록을 읽겠습니다.', tool_calls: [{ name: 'fetch_abstracts', arguments: '{"ids":["kiise-2024-118","hclt-2025-042","arxiv-2406.11203"]}' }] }),
    tool('fetch_abstracts', { ids: ['kiise-2024-118', 'hclt-2025-042', 'arxiv-2406.11203'] }, [{ id: 'kiise-2024-118', 결과: '형태소 기반 사전 토큰화 시 토큰 수 평균 31% 감소' }, { id: 'hclt-2025-042', 결과: '어휘 2만 개 확장으로 토큰 수 42% 감소, KoBEST 점수 +1.8' }, { id: 'arxiv-2406.11203', 결과: '다국어 토크나이저 중 한국어 문자당 토큰 1.9~3.4' }]),
    llm('OpenAI.chat', { messages: ['…'] }, { content: '정리: ① 형태소 사전 분리로 토큰 수 31% 감소(KIISE 2024) ② 어휘 확장 2만 개로 42% 감소·KoBEST +1.8(HCLT 2025) ③ 다국어 토크나이저의 한국어 문자당 토큰 1.9~3.4(arXiv 2024).' }),
  ];
  return row(F, 2, {
    isolates: 'A Korean paper search first returns 4,812 unrelated hits; a genuinely narrower query (tokenizer, morpheme, year ≥ 2024) returns 23 relevant ones, and three are summarised.',
    loop: false, stagnation: false, goal,
    root: agent('AgentRunner', { input: goal }, { response: '정리 완료' }, kids, { style: 'llamaindex-instrumentation', lang: 'ko', id_: N.uuid() }),
  });
}
function retrieverSpan(N, q, res) { N.tick(); return { type: 'retriever', name: 'paper_search', input: { query: q }, output: { ...res, elapsed: N.ms(100, 800) + 'ms', qid: N.hex(12) }, children: [] }; }

// 03 — Brazilian Portuguese retail (OpenAI chat): store search empty, then different source (marketplace sellers by EAN) finds stock.
function r3() {
  const N = noise(F + '-03', '2026-11-25T14:00:00Z');
  const goal = 'Cliente quer a panela de pressão Electrolux PCC20 (EAN 7896347167831) com entrega em Curitiba até sexta. Ache onde tem.';
  const kids = [
    llm('chat.completions', { messages: [goal] }, oaiCall(N, null, [['estoque_loja', { sku: 'PCC20', cep: '80010-000' }]])),
    tool('estoque_loja', { sku: 'PCC20', cep: '80010-000' }, { disponivel: false, mensagem: 'Produto indisponível para o CEP informado', request_id: N.uuid() }),
    llm('chat.completions', { messages: ['…'] }, oaiCall(N, 'Sem estoque próprio. Vou procurar vendedores parceiros do marketplace pelo EAN.', [['marketplace_ofertas', { ean: '7896347167831', cep: '80010-000' }]])),
    tool('marketplace_ofertas', { ean: '7896347167831', cep: '80010-000' }, { ofertas: [{ vendedor: 'Casa & Cia PR', preco: 'R$ 499,90', prazo: '2 dias úteis' }, { vendedor: 'EletroSul', preco: 'R$ 479,00', prazo: '6 dias úteis' }], total: 2 }),
    llm('chat.completions', { messages: ['…'] }, { role: 'assistant', content: 'Encontrei: a Casa & Cia PR vende a PCC20 por R$ 499,90 com entrega em 2 dias úteis em Curitiba, chegando antes de sexta. A EletroSul é mais barata (R$ 479,00) mas leva 6 dias úteis.' }),
  ];
  return row(F, 3, {
    isolates: 'A Brazilian stock check finds nothing in the own store; a different source (marketplace sellers by EAN) returns offers and the customer gets an answer.',
    loop: false, stagnation: false, goal,
    root: agent('atendimento-varejo', { messages: [goal] }, { finish_reason: 'stop' }, kids, { style: 'openai-chat', lang: 'pt-BR' }),
  });
}
export const rows = [r1(), r2(), r3()];
