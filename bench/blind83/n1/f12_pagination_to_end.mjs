import { noise, agent, llm, tool, span, oaiCall, row } from './lib.mjs';
const F = 'pagination_to_end';

// 01 — Polish e-commerce (OpenAI Responses): returns list paged 1..4, has_more false, summary.
function r1() {
  const N = noise(F + '-01', '2026-03-24T08:00:00Z');
  const goal = 'Zestaw wszystkie zwroty z marca 2026 w sklepie i podaj najczęstszy powód zwrotu.';
  const pages = [
    [['ZW/03/0001', 'Zły rozmiar', '149,99 zł'], ['ZW/03/0002', 'Uszkodzony towar', '89,00 zł'], ['ZW/03/0003', 'Zły rozmiar', '229,90 zł']],
    [['ZW/03/0004', 'Nie spełnia oczekiwań', '59,99 zł'], ['ZW/03/0005', 'Zły rozmiar', '119,00 zł'], ['ZW/03/0006', 'Zły kolor', '79,99 zł']],
    [['ZW/03/0007', 'Zły rozmiar', '199,00 zł'], ['ZW/03/0008', 'Uszkodzony towar', '349,00 zł'], ['ZW/03/0009', 'Zły rozmiar', '99,99 zł']],
    [['ZW/03/0010', 'Opóźniona dostawa', '64,50 zł']],
  ];
  const kids = [];
  pages.forEach((p, i) => {
    N.tick(1, 3);
    const args = { miesiac: '2026-03', strona: i + 1, na_strone: 3 };
    kids.push(llm('response', { model: 'gpt-4.1', input: ['…'] }, { output: [{ type: 'function_call', name: 'lista_zwrotow', arguments: JSON.stringify(args) }] }));
    kids.push(tool('lista_zwrotow', args, { zwroty: p.map(([nr, powod, kw]) => ({ nr, powod, kwota: kw })), strona: i + 1, ma_wiecej: i < 3, x_request_id: N.uuid() }));
  });
  kids.push(llm('response', { model: 'gpt-4.1', input: ['…'] }, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'W marcu 2026 było 10 zwrotów na łączną kwotę 1 440,36 zł. Najczęstszy powód: „Zły rozmiar” (5 z 10), dalej „Uszkodzony towar” (2).' }] }] }));
  return row(F, 1, {
    isolates: 'Polish returns listed over four pages, each bringing new return numbers, until ma_wiecej=false, then a summary with the most common reason.',
    loop: false, stagnation: false, goal,
    root: agent('asystent-sklepu', { input: goal }, { status: 'completed' }, kids, { style: 'openai-responses', lang: 'pl' }),
  });
}

// 02 — Hebrew HR (Langfuse): candidate list via cursor; new names each page, then next_cursor null.
function r2() {
  const N = noise(F + '-02', '2026-06-01T06:00:00Z');
  const goal = 'הכן רשימה של כל המועמדים למשרת "מפתח/ת Backend" שעברו ראיון טלפוני, ממוינת לפי ציון.';
  const pages = [[['נועה כהן', 88], ['יוסי לוי', 74], ['מיכל אברהם', 91]], [['דניאל פרידמן', 67], ['שירה מזרחי', 85], ['אורי ביטון', 79]], [['תמר גולן', 93]]];
  const kids = [];
  let cur = null;
  pages.forEach((p, i) => {
    N.tick(1, 4);
    const next = i < 2 ? N.cursor() : null;
    kids.push(llm('generation', { model: 'gpt-4o-mini', messages: ['…'] }, { content: i ? `קיבלתי עוד ${pages[i - 1].length} מועמדים, ממשיך לעמוד הבא.` : 'שולף את רשימת המועמדים.', tool_calls: [{ name: 'ats_candidates', arguments: JSON.stringify({ position: 'backend-dev-tlv', stage: 'phone_screen_done', cursor: cur }) }] }));
    kids.push(tool('ats_candidates', { position: 'backend-dev-tlv', stage: 'phone_screen_done', cursor: cur }, JSON.stringify({ results: p.map(([name, score]) => ({ name, score, updated: N.isoNoMs() })), next_cursor: next })));
    cur = next;
  });
  kids.push(llm('generation', { model: 'gpt-4o-mini', messages: ['…'] }, { content: 'נמצאו 7 מועמדים: תמר גולן (93), מיכל אברהם (91), נועה כהן (88), שירה מזרחי (85), אורי ביטון (79), יוסי לוי (74), דניאל פרידמן (67).' }));
  return row(F, 2, {
    isolates: 'Hebrew ATS candidates are fetched through three cursor pages, each with different names, until next_cursor is null, then a sorted list is produced.',
    loop: false, stagnation: false, goal,
    root: agent('trace', { input: goal }, { output: '7 מועמדים' }, kids, { style: 'langfuse-export', lang: 'he', trace_id: N.hex(32) }),
  });
}

// 03 — Dutch research assistant (smolagents ToolCallingAgent): a repository API scrolled with offset, new papers each page.
function r3() {
  const N = noise(F + '-03', '2026-09-09T10:00:00Z');
  const goal = 'Zoek alle proefschriften van de TU Delft uit 2025 over waterstofopslag en geef een overzicht per faculteit.';
  const pages = [
    [['Ondergrondse opslag van waterstof in zoutcavernes', 'CiTG'], ['Metaalhydriden voor stationaire opslag', '3mE'], ['Lekdetectie in H2-leidingen', 'EWI'], ['Waterstof in lege gasvelden', 'CiTG']],
    [['Vloeibare organische waterstofdragers', 'TNW'], ['Veiligheid van H2-tanks in schepen', '3mE'], ['Netplanning met elektrolysers', 'EWI'], ['Porositeit en opslagcapaciteit', 'CiTG']],
    [['Economische modellen voor seizoensopslag', 'TBM']],
  ];
  const kids = [];
  pages.forEach((p, i) => {
    N.tick(2, 6);
    const args = { q: 'waterstofopslag', type: 'doctoral thesis', year: 2025, offset: i * 4, rows: 4 };
    kids.push(span('step', `Step ${i + 1}`, {}, {}, [
      llm('LiteLLMModel', { messages: ['…'] }, { tool_calls: [{ name: 'repository_search', arguments: args }] }),
      tool('repository_search', args, `HTTP/1.1 200 OK\ncontent-type: application/json\nx-solr-qtime: ${N.ms(3, 40)}\n\n${JSON.stringify({ numFound: 9, start: i * 4, docs: p.map(([t, f]) => ({ title: t, faculty: f, handle: 'uuid:' + N.uuid() })) })}`),
    ]));
  });
  kids.push(span('step', 'Step 4', {}, {}, [llm('LiteLLMModel', { messages: ['…'] }, { tool_calls: [{ name: 'final_answer', arguments: { answer: '9 proefschriften (2025): CiTG 3, 3mE 2, EWI 2, TNW 1, TBM 1.' } }] })]));
  return row(F, 3, {
    isolates: 'Dutch thesis search paged by offset 0, 4, 8 with new titles each time, stopping when all 9 of numFound are in, then a per-faculty overview.',
    loop: false, stagnation: false, goal,
    root: agent('ToolCallingAgent', { task: goal }, { final_answer: '9 proefschriften' }, kids, { style: 'smolagents', lang: 'nl' }),
  });
}
export const rows = [r1(), r2(), r3()];
