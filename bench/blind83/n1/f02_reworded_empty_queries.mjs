import { noise, agent, llm, tool, span, oaiCall, antCall, row } from './lib.mjs';
const F = 'reworded_empty_queries';

// 01 — French e-commerce support agent (OpenAI Responses style): catalogue search reworded 5 times, nothing.
function r1() {
  const N = noise(F + '-01', '2026-03-24T09:10:00Z');
  const goal = 'Une cliente cherche la bouilloire « Kettle Inox 1,7 L » vue en magasin à Lyon Part-Dieu ; trouve la référence et dis-lui si elle est en stock en ligne.';
  const queries = [
    { q: 'Kettle Inox 1,7 L' }, { q: 'bouilloire inox 1.7L' }, { q: 'bouilloire électrique acier inoxydable 1,7 litre' },
    { q: '"kettle inox"', fields: ['title', 'ean'] }, { q: 'inox bouilloire 1700 ml', category: 'petit-electromenager' }, { q: 'bouilloire 1,7l inox', store: 'LYON-PARTDIEU' },
  ];
  const texts = ['Je cherche le produit dans le catalogue.', 'Aucun résultat, j’essaie avec « bouilloire ».', 'Toujours rien ; je reformule avec la désignation complète.', 'Essayons une recherche exacte sur le titre et l’EAN.', 'Je restreins à la catégorie petit électroménager.', 'Peut-être uniquement référencé en magasin, je cherche avec le code du magasin.'];
  const kids = [];
  queries.forEach((q, i) => {
    N.tick(2, 6);
    kids.push(llm('response', { model: 'gpt-4.1-mini', input: i ? '[function_call_output]' : goal }, { output: [{ type: 'message', content: [{ type: 'output_text', text: texts[i] }] }, { type: 'function_call', name: 'catalog_search', arguments: JSON.stringify(q), call_id: 'fc_' + N.hex(24) }] }));
    kids.push(tool('catalog_search', q, { hits: 0, items: [], message: 'Aucun résultat pour votre recherche', took_ms: N.ms(8, 90), index: 'produits_fr_v' + N.int(40, 43), request_id: N.reqId('srch_') }));
  });
  return row(F, 1, {
    isolates: 'Six French rewordings of one product search (synonyms, units, quoting, extra field filters) all return zero hits; the customer question is never answered.',
    loop: true, stagnation: false, goal,
    root: agent('support-retail-fr', { input: goal }, { status: 'incomplete', incomplete_details: { reason: 'max_tool_calls' } }, kids, { style: 'openai-responses', lang: 'fr', response_id: 'resp_' + N.hex(32) }),
  });
}

// 02 — Korean logistics tracking agent (LangChain AgentExecutor): waybill lookups in other id formats, all empty.
function r2() {
  const N = noise(F + '-02', '2026-06-03T01:20:00Z');
  const goal = '고객이 문의한 택배 운송장 6892-1034-5521 의 현재 위치와 도착 예정일을 알려 주세요. (CJ대한통운)';
  const ids = ['6892-1034-5521', '689210345521', '6892 1034 5521', '0689210345521', 'CJ689210345521'];
  const text = '조회 결과가 없습니다. 운송장 번호 형식을 바꿔서 다시 조회해 보겠습니다.';
  const kids = [];
  ids.forEach((id, i) => {
    N.tick(3, 7);
    const thought = i === 0 ? '운송장 번호로 배송 조회를 하겠습니다.' : text;
    kids.push(llm('ChatOpenAI', { prompts: ['…agent_scratchpad…'] }, { generations: [[{ text: `Thought: ${thought}\nAction: track_parcel\nAction Input: {"carrier": "cjlogistics", "invoice_no": "${id}"}` }]] }));
    kids.push(tool('track_parcel', `{"carrier": "cjlogistics", "invoice_no": "${id}"}`, JSON.stringify({ resultCode: 'E404', resultMsg: '조회된 배송정보가 없습니다', invoiceNo: id, trackingDetails: [], serverTime: N.log(), txId: N.hex(16) })));
  });
  return row(F, 2, {
    isolates: 'The same Korean parcel lookup is retried with the waybill number in five spellings (dashes, spaces, prefix, leading zero), each "조회된 배송정보가 없습니다"; the model repeats the same sentence each time.',
    loop: true, stagnation: true, goal,
    root: agent('AgentExecutor', { input: goal }, { output: 'Agent stopped due to iteration limit or time limit.' }, kids, { style: 'langchain', lang: 'ko', run_id: N.uuid(), tags: ['cs-bot', 'prod'] }),
  });
}

// 03 — Arabic government forms assistant (Dify workflow log): regulation search reworded with other field names/date formats.
function r3() {
  const N = noise(F + '-03', '2026-02-15T06:00:00Z');
  const goal = 'ابحث عن نموذج تجديد رخصة ممارسة نشاط تجاري منزلي (معروف) الصادر بعد ١/١/٢٠٢٦ وأرسل لي رابط النموذج.';
  const qs = [
    { keyword: 'تجديد رخصة معروف', issued_after: '2026-01-01' },
    { keyword: 'نموذج تجديد ترخيص العمل الحر المنزلي', issued_after: '01/01/2026' },
    { title: 'تجديد وثيقة معروف', date_from: '١/١/٢٠٢٦' },
    { keyword: 'رخصة نشاط تجاري منزلي تجديد', issued_after: '1447-07-12', calendar: 'hijri' },
    { q: '"معروف" تجديد', doc_type: 'نموذج', from: 1767225600 },
  ];
  const thoughts = ['سأبحث في بوابة النماذج الحكومية عن نموذج التجديد.', 'لا توجد نتائج. سأجرب صياغة أخرى: "ترخيص العمل الحر المنزلي".', 'لم أجد شيئاً، أجرب البحث في حقل العنوان بتاريخ بالأرقام العربية.', 'ربما التواريخ بالتقويم الهجري، سأحوّل التاريخ إلى ١٤٤٧/٧/١٢.', 'أجرب بحثاً مطابقاً بين علامتي تنصيص مع نوع المستند.'];
  const kids = [span('start', 'البداية', { query: goal }, { query: goal }, [])];
  qs.forEach((q, i) => {
    N.tick(1, 4);
    kids.push(llm('LLM', { model: 'qwen-max', prompt: '…' }, { text: thoughts[i], tool_call: { name: 'gov_forms_search', arguments: q } }, { node_id: String(1700000000000 + i * 13), elapsed_time: +(0.8 + N.r() * 2).toFixed(3) }));
    kids.push(tool('gov_forms_search', q, { status: 'success', data: { total: 0, records: [] }, message: 'لا توجد نتائج مطابقة لبحثك', trace: N.uuid(), elapsed: N.ms(100, 900) + 'ms' }, { metadata: { node_type: 'tool', node_id: String(1700000000100 + i) } }));
  });
  return row(F, 3, {
    isolates: 'An Arabic form search reworded five times (synonyms, title field, Gregorian vs Hijri vs epoch dates, quoting) returns "لا توجد نتائج" every time; no form link is ever found.',
    loop: true, stagnation: false, goal,
    root: agent('workflow_run', { sys_query: goal }, { status: 'stopped', error: 'Max iterations 5 reached' }, kids, { style: 'dify-workflow', lang: 'ar', workflow_run_id: N.uuid(), app_id: N.uuid() }),
  });
}
export const rows = [r1(), r2(), r3()];
