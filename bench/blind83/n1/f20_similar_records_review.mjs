import { noise, agent, llm, tool, span, oaiCall, antCall, row } from './lib.mjs';
const F = 'similar_records_review';

// 01 — Vietnamese invoices (Anthropic): reads 5 e-invoices with the same template, different contents, then totals.
function r1() {
  const N = noise(F + '-01', '2026-03-24T03:00:00Z');
  const goal = 'Đọc 5 hóa đơn điện tử tháng 3/2026 trong thư mục /hoadon/2026-03 và tổng hợp tiền thuế GTGT được khấu trừ.';
  const inv = [['0000123', 'Công ty TNHH Minh Phát', '12.500.000', '1.250.000'], ['0000124', 'Công ty CP Vận tải Sao Mai', '8.200.000', '656.000'], ['0000125', 'Cửa hàng Văn phòng phẩm Hồng Hà', '1.450.000', '145.000'], ['0000126', 'Công ty TNHH Phần mềm Việt Tín', '24.000.000', '2.400.000'], ['0000127', 'Nhà hàng Ngon Hà Nội', '3.600.000', '288.000']];
  const kids = [llm('messages.create', { messages: [goal] }, antCall(N, 'Tôi đọc lần lượt từng hóa đơn.', inv.map(([so]) => ['doc_hoa_don', { path: `/hoadon/2026-03/HD${so}.xml` }])))];
  for (const [so, ncc, truoc, thue] of inv) { N.tick(); kids.push(tool('doc_hoa_don', { path: `/hoadon/2026-03/HD${so}.xml` }, `Số hóa đơn: ${so}\nKý hiệu: 1C26TAA\nĐơn vị bán: ${ncc}\nTiền trước thuế: ${truoc} ₫\nTiền thuế GTGT: ${thue} ₫\nMã CQT: ${N.alnum(32, '0123456789ABCDEF')}`)); }
  kids.push(llm('messages.create', { messages: ['…'] }, antCall(N, 'Tổng tiền thuế GTGT đầu vào được khấu trừ tháng 3/2026 là 4.739.000 ₫ trên 5 hóa đơn (lớn nhất: Việt Tín 2.400.000 ₫).', [])));
  return row(F, 1, {
    isolates: 'Five Vietnamese e-invoices read with the same tool and the same output template but different sellers and amounts, then one VAT total.',
    loop: false, stagnation: false, goal,
    root: agent('ke-toan-agent', { task: goal }, { stop_reason: 'end_turn' }, kids, { style: 'anthropic-messages', lang: 'vi' }),
  });
}

// 02 — Hebrew education (Haystack pipeline): reviews 6 student essays of the same template.
function r2() {
  const N = noise(F + '-02', '2026-12-07T08:00:00Z');
  const goal = 'עבור על 6 החיבורים של כיתה י"א 2 בנושא "זהות ומקום" ותן לכל אחד ציון והערה קצרה, ואז סיכום כיתתי.';
  const st = [['אביגיל', 412, 'טיעון ברור, חסרה דוגמה מהספרות', 85], ['בן', 287, 'קצר מדי, אין מסקנה', 68], ['גילי', 530, 'מבנה מצוין ושימוש בציטוטים', 94], ['דור', 398, 'שגיאות כתיב רבות', 74], ['הדס', 455, 'רעיון מקורי, פתיחה חלשה', 82], ['ויקטור', 361, 'טוב, אך חוזר על עצמו', 77]];
  const kids = [];
  for (const [n, w, note, g] of st) { N.tick(); kids.push(retrieverDoc(N, n, w)); kids.push(llm('OpenAIGenerator', { prompt: `חיבור של ${n}…` }, { replies: [`${n}: ציון ${g}. ${note}.`] }, { component: 'grader' })); }
  kids.push(llm('OpenAIGenerator', { prompt: 'סיכום' }, { replies: ['ממוצע כיתתי 80. החוזקה המשותפת: מבנה טיעון; לשיפור: דוגמאות מהספרות ומסקנות.'] }));
  return row(F, 2, {
    isolates: 'Six Hebrew essays fetched with the same template and each graded with one templated line but different content, then a class summary.',
    loop: false, stagnation: false, goal,
    root: agent('Pipeline', { query: goal }, { status: 'done' }, kids, { style: 'haystack-pipeline', lang: 'he', pipeline_run_id: N.uuid() }),
  });
}
function retrieverDoc(N, n, w) { return { type: 'retriever', name: 'InMemoryBM25Retriever', input: { filters: { student: n } }, output: { documents: [{ id: N.hex(16), meta: { student: n, words: w, uploaded: N.de() }, content: `חיבור של ${n} (${w} מילים)…` }] }, children: [] }; }

// 03 — Thai government (Dify workflow iteration): reads 5 permit applications, same form template.
function r3() {
  const N = noise(F + '-03', '2026-02-10T02:00:00Z');
  const goal = 'ตรวจคำขออนุญาตก่อสร้าง 5 รายการของเขตบางรักที่ยื่นเมื่อ ก.พ. 2569 และสรุปว่ารายการไหนเอกสารไม่ครบ';
  const apps = [['กทม.บร.0412/2569', 'บ้านพักอาศัย 2 ชั้น', 'ครบ'], ['กทม.บร.0413/2569', 'อาคารพาณิชย์ 4 ชั้น', 'ขาดแบบโครงสร้าง'], ['กทม.บร.0415/2569', 'ต่อเติมหลังคา', 'ครบ'], ['กทม.บร.0418/2569', 'รั้วคอนกรีต', 'ขาดสำเนาโฉนด'], ['กทม.บร.0420/2569', 'โกดังเก็บสินค้า', 'ครบ']];
  const kids = [span('iteration', 'วนตรวจคำขอ', { items: 5 }, {}, apps.map(([no, t, s]) => { N.tick(); return tool('read_permit', { no }, { เลขที่คำขอ: no, ประเภท: t, สถานะเอกสาร: s, วันที่ยื่น: `${N.int(1, 28)}/02/2569`, doc_hash: N.sha(16) }); }), { metadata: { node_type: 'iteration' } })];
  kids.push(llm('LLM', { prompt: '…' }, { text: 'ตรวจครบ 5 รายการ: เอกสารครบ 3 รายการ; ไม่ครบ 2 รายการ คือ กทม.บร.0413/2569 (ขาดแบบโครงสร้าง) และ กทม.บร.0418/2569 (ขาดสำเนาโฉนด)' }));
  return row(F, 3, {
    isolates: 'Five Thai permit applications read through one iteration node with identical field layout but different contents, then a summary of the two incomplete ones.',
    loop: false, stagnation: false, goal,
    root: agent('workflow_run', { sys_query: goal }, { status: 'succeeded' }, kids, { style: 'dify-workflow', lang: 'th', workflow_run_id: N.uuid() }),
  });
}
export const rows = [r1(), r2(), r3()];
