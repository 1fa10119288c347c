// Healthy 5: a materially refined search (new source or a constraint learnt from a result) finds what is needed.
export const family = 'refined_search_success';
export const loop = false;

// 01: LangChain tool-calling agent (qwen2.5:7b) searching arXiv, learning the right term from a hit.
function s01(c) {
  c.model = 'qwen2.5:7b-instruct';
  const goal = 'Find 2-3 papers that measure the energy (joules per token) of speculative decoding with a small draft model, and give me one sentence on each finding.';
  c.chat('You are a research assistant. Tools: arxiv_search(query, max_results), semantic_scholar(query, fields), fetch_abstract(id).', goal);
  const k = [];
  const ax = (q, res) => { k.push(c.llm(null, [{ name: 'arxiv_search', args: { query: q, max_results: 10 } }])); k.push(c.tool('arxiv_search', { query: q, max_results: 10 }, res)); };
  ax('all:"speculative decoding" AND all:"joules per token"', `<?xml version="1.0" encoding="UTF-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"><id>https://arxiv.org/api/${c.B62(27)}</id><updated>${c.isoNoMs()}</updated><opensearch:totalResults>0</opensearch:totalResults></feed>`);
  k.push(c.llm('No hits for the exact phrase. Broadening.', [{ name: 'arxiv_search', args: { query: 'speculative decoding energy', max_results: 10 } }]));
  k.push(c.tool('arxiv_search', { query: 'speculative decoding energy', max_results: 10 }, { totalResults: 1873, entries: [{ id: '2402.01xxx', title: 'Energy-Efficient Transformers on Edge Devices: a Survey' }, { id: '2311.0xxxx', title: 'Medusa: Simple LLM Inference Acceleration Framework with Multiple Decoding Heads' }, { id: '2503.1xxxx', title: 'Assisted generation energy audit: when does a draft model pay off?' }], note: '1873 results, showing 3' }));
  k.push(c.llm('Too broad, but one hit uses the term "assisted generation", which is Hugging Face\'s name for speculative decoding. Searching that term with energy terms on Semantic Scholar, which indexes measurement papers better.', [{ name: 'semantic_scholar', args: { query: '"assisted generation" OR "speculative decoding" energy consumption measurement GPU', fields: 'title,year,abstract,externalIds' } }]));
  k.push(c.tool('semantic_scholar', { query: '"assisted generation" OR "speculative decoding" energy consumption measurement GPU' }, { total: 14, offset: 0, data: [{ paperId: c.hex(40), title: 'Assisted generation energy audit: when does a draft model pay off?', year: 2025, externalIds: { ArXiv: '2503.14471' } }, { paperId: c.hex(40), title: 'Watts per Token: Measuring Inference Energy of Speculative Decoding on A100 and L4', year: 2025, externalIds: { ArXiv: '2506.02218' } }, { paperId: c.hex(40), title: 'Greener Drafts: Draft-Model Size vs. Energy in Speculative Sampling', year: 2024, externalIds: { ArXiv: '2410.09931' } }], 'x-api-key-quota-remaining': c.int(800, 999) }));
  k.push(c.llm(null, [{ name: 'fetch_abstract', args: '{"id": 2503.14471}' }]));
  k.push(c.tool('fetch_abstract', '{"id": 2503.14471}', { detail: [{ loc: ['id'], msg: 'Input should be a valid string', type: 'string_type', input: 2503.14471 }] }, { error: 'ToolException: 1 validation error for fetch_abstract' }));
  for (const [id, abs] of [['2503.14471', 'We measure GPU energy with NVML for assisted generation across 6 target/draft pairs. With a 160M draft for a 7B target, energy per token falls 28% at batch size 1, but the saving disappears above batch 8 where the target is no longer memory-bound.'], ['2506.02218', 'On A100 and L4 we report joules per token for speculative decoding. Acceptance rate dominates: below 0.55 acceptance, speculative decoding uses up to 17% more energy than plain decoding.'], ['2410.09931', 'We vary draft size from 68M to 1.1B parameters. The energy optimum is a draft about 1/40 of the target size; larger drafts raise acceptance but cost more joules overall.']]) {
    k.push(c.llm(null, [{ name: 'fetch_abstract', args: { id } }]));
    k.push(c.tool('fetch_abstract', { id }, { id, abstract: abs, fetched: c.http() }));
  }
  k.push(c.llm('1. Assisted generation energy audit (arXiv 2503.14471): a 160M draft for a 7B target cuts energy per token by 28% at batch 1, but the benefit vanishes above batch 8.\n2. Watts per Token (arXiv 2506.02218): on A100/L4, speculative decoding costs up to 17% more energy when the draft acceptance rate is below 0.55.\n3. Greener Drafts (arXiv 2410.09931): the energy optimum is a draft about 1/40 of the target size; bigger drafts raise acceptance but use more joules.', []));
  const root = c.agent('AgentExecutor', { input: goal }, { output: '3 papers' }, k, { langchain: '0.3.1', llm: 'ChatOllama', run_id: c.uuid() });
  return { goal, stagnation: false, isolates: 'An exact-phrase search finds nothing and a broad one finds 1873; a result reveals the alternative term "assisted generation", a different source with that term returns 14 relevant papers, three abstracts are read and summarised.', root };
}

// 02: Open Interpreter (phi-4 via llama.cpp) finding a lease contract once it learns the files are in German.
function s02(c) {
  c.model = 'phi-4-Q4_K_M.gguf';
  const goal = 'Find my apartment lease contract somewhere in ~/Documents and tell me the notice period.';
  const k = [];
  const run = (text, code, out, lang = 'shell') => {
    k.push(c.span('llm', 'interpreter.respond', {}, [...(text ? [{ role: 'assistant', type: 'message', content: text }] : []), { role: 'assistant', type: 'code', format: lang, content: code }], [], { metadata: { model: c.model, latency_ms: c.tick(500, 6000) } }));
    k.push(c.tool('computer.run', { language: lang, code }, [{ role: 'computer', type: 'console', format: 'output', content: out }], { type: 'code_execution' }));
  };
  run('Searching for files with "lease" in the name.', 'find ~/Documents -iname "*lease*"', '');
  run(null, "mdfind -onlyin ~/Documents 'kMDItemTextContent == \"*lease*\"'", '');
  run(null, 'find ~/Documents -iname "*rent*" -o -iname "*tenancy*" | head', '/Users/jo/Documents/Steuer/2025/rentenversicherung_2025.pdf\n');
  run('Only a pension document. Let me look at the folder layout to see how things are named.', 'ls ~/Documents ~/Documents/Wohnung 2>/dev/null | head -30', `/Users/jo/Documents:\nArbeit\nSteuer\nVersicherungen\nWohnung\n\n/Users/jo/Documents/Wohnung:\nNebenkostenabrechnung_2024.pdf\nScan_${c.int(20250101, 20251231)}_${c.int(100000, 999999)}.pdf\nÜbergabeprotokoll.pdf`);
  run('The files are in German and one is a generic scan name. A German lease is a "Mietvertrag"; I will search the text of the PDFs in Wohnung.', 'for f in ~/Documents/Wohnung/*.pdf; do printf "%s: " "$f"; pdftotext -l 1 "$f" - 2>/dev/null | grep -ci "mietvertrag"; done', `/Users/jo/Documents/Wohnung/Nebenkostenabrechnung_2024.pdf: 1\n/Users/jo/Documents/Wohnung/Scan_${c.int(20250101, 20251231)}_${c.int(100000, 999999)}.pdf: 4\n/Users/jo/Documents/Wohnung/Übergabeprotokoll.pdf: 1`);
  run('The scan mentions Mietvertrag 4 times on page 1. Looking for the notice clause (Kündigung).', 'pdftotext ~/Documents/Wohnung/Scan_*.pdf - | grep -n -i -A3 "kündigung" | head -20', '112:§ 4 Kündigung\n113-(1) Das Mietverhältnis kann vom Mieter mit einer Frist von drei Monaten zum Ende eines Kalendermonats gekündigt werden.\n114-(2) Die Kündigung bedarf der Schriftform.\n115-(3) Ein Kündigungsverzicht für die ersten 12 Monate wird vereinbart.');
  run(null, 'pdftotext ~/Documents/Wohnung/Scan_*.pdf - | sed -n "1,12p"', 'MIETVERTRAG über Wohnraum\nzwischen\nHausverwaltung Lindner GmbH (Vermieter)\nund\nJo Becker (Mieter)\nObjekt: Körnerstraße 18, 2. OG links, 04107 Leipzig\nMietbeginn: 01.04.2025');
  k.push(c.span('llm', 'interpreter.respond', {}, [{ role: 'assistant', type: 'message', content: 'Found it: ~/Documents/Wohnung/Scan_….pdf is your lease (Mietvertrag, Körnerstraße 18, from 1 April 2025). Notice period (§ 4): three months to the end of a calendar month, in writing; you waived termination for the first 12 months, so the earliest notice takes effect from April 2026.' }]));
  const root = c.agent('OpenInterpreter.chat', { message: goal }, { done: true }, k, { 'open-interpreter': '0.4.3', api_base: 'http://127.0.0.1:8080/v1', os: 'macOS 15.4' });
  return { goal, stagnation: false, isolates: 'Filename searches for lease/rent find nothing useful; the folder listing shows German names, so a full-text search for "Mietvertrag" finds the scanned lease and its notice clause.', root };
}

// 03: AutoGen support pair (llama3.1:8b) finding an order by phone after the e-mail search fails.
function s03(c) {
  c.model = 'llama3.1:8b';
  const goal = 'Customer e-mail from k.nakamura@fastmail.jp: "Please change the delivery address of my order to Hauptstr. 5, 79104 Freiburg. — Kenji Nakamura, +49 151 2340 8812"';
  const k = [];
  const a = (text, call) => k.push(c.span('llm', 'support_agent', { sender: 'executor' }, { content: text, tool_calls: call ? [{ id: `call_${c.B62(10)}`, function: { name: call.name, arguments: JSON.stringify(call.args) } }] : undefined }, [], { metadata: { model: c.model } }));
  const x = (name, args, out, err) => k.push(c.span('agent', 'executor', { tool: name }, null, [c.tool(name, args, out, { error: err })]));
  a('Looking up the order by the sender e-mail.', { name: 'find_orders', args: { email: 'k.nakamura@fastmail.jp' } });
  x('find_orders', { email: 'k.nakamura@fastmail.jp' }, { orders: [], total: 0, took_ms: c.ms(10, 90) });
  a(null, { name: 'find_customers', args: { name: 'Nakamura' } });
  x('find_customers', { name: 'Nakamura' }, { customers: [{ id: 'C-19022', name: 'Aiko Nakamura', city: 'Düsseldorf' }, { id: 'C-30112', name: 'Kenji Nakamura', email: 'kenji.n@gmx.de' }, { id: 'C-44810', name: 'H. Nakamura', city: 'Wien' }], total: 3 });
  a('Three Nakamuras; one is Kenji but with another e-mail. The signature has a phone number, which is a stronger key. Searching by phone in E.164 form.', { name: 'find_customers', args: { phone: '+4915123408812' } });
  x('find_customers', { phone: '+4915123408812' }, { customers: [{ id: 'C-30112', name: 'Kenji Nakamura', email: 'kenji.n@gmx.de', phone: '+4915123408812' }], total: 1 });
  a(null, { name: 'find_orders', args: { customer_id: 'C-30112', status: ['processing', 'ready_to_ship'] } });
  x('find_orders', { customer_id: 'C-30112', status: ['processing', 'ready_to_ship'] }, { orders: [{ id: 'ORD-771934', status: 'processing', ship_to: 'Bismarckallee 12, 79098 Freiburg', carrier_label: null }], total: 1 });
  a('One open order, not yet labelled, so the address can still be changed.', { name: 'update_shipping_address', args: { order_id: 'ORD-771934', address: { street: 'Hauptstr. 5', zip: '79104', city: 'Freiburg', country: 'DE' } } });
  x('update_shipping_address', { order_id: 'ORD-771934', address: { street: 'Hauptstr. 5', zip: '79104', city: 'Freiburg', country: 'DE' } }, { ok: true, order_id: 'ORD-771934', ship_to: 'Hauptstr. 5, 79104 Freiburg, DE', audit_id: c.uuid() });
  a('Sending the confirmation to the address the customer wrote from.', { name: 'reply_email', args: { to: 'k.nakamura@fastmail.jp', body: 'Dear Mr Nakamura, the delivery address of order ORD-771934 is now Hauptstr. 5, 79104 Freiburg. Note: your customer account uses kenji.n@gmx.de; reply if you want us to update it. Best regards, Support' } });
  x('reply_email', { to: 'k.nakamura@fastmail.jp' }, { sent: true, id: c.hex(16) });
  a('Done: ORD-771934 re-addressed and customer informed. TERMINATE');
  const root = c.agent('executor.initiate_chat', { recipient: 'support_agent', message: goal }, { summary: 'ORD-771934 address changed' }, k, { autogen: '0.2.40', is_termination_msg: 'TERMINATE', cache_seed: 41 });
  return { goal, stagnation: false, isolates: 'The order search by sender e-mail finds nothing and a name search gives three people; searching by the phone number from the signature identifies the customer, the order address is changed and the customer told.', root };
}
export const scenarios = [s01, s02, s03];
