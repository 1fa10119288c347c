import { agent, llm, tool, retr, oaOut, anOut } from './lib.mjs';
export const family = 'refined_search_success';
export const loop = false;

// Row 01: legal research: two empty searches, then a constraint learnt from a result (statute number) finds the ruling.
function r1(c) {
  const goal = 'For a client memo, find the German Federal Court of Justice (BGH) ruling on whether a landlord may refuse a tenant\'s request to install a wall-box EV charger, and cite it.';
  const ch = []; const m = (t, name, args) => ch.push(llm('claude-3-7-sonnet', { messages: '<history>' }, anOut(c, t, [[name, args]])));
  const caselaw = (q, res) => tool('caselaw_search', q, { results: res, total: res.length, query_ms: c.ms(80, 600), session: c.hex(12) });
  m('Search case law.', 'caselaw_search', { q: 'landlord refuse wallbox charger tenant', court: 'BGH' }); ch.push(caselaw({ q: 'landlord refuse wallbox charger tenant', court: 'BGH' }, []));
  m('English terms will not match German decisions. Search in German.', 'caselaw_search', { q: 'Vermieter Wallbox Mieter Zustimmung', court: 'BGH' }); ch.push(caselaw({ q: 'Vermieter Wallbox Mieter Zustimmung', court: 'BGH' }, []));
  m('Nothing at BGH level. Search commentary to learn the statutory basis first.', 'web_search', { q: 'Mieter Anspruch Ladestation Elektroauto Paragraph BGB' });
  ch.push(tool('web_search', { q: 'Mieter Anspruch Ladestation Elektroauto Paragraph BGB' }, { results: [{ title: '§ 554 BGB – Barrierereduzierung, E-Mobilität und Einbruchsschutz', url: 'https://www.gesetze-im-internet.de/bgb/__554.html', snippet: 'Der Mieter kann verlangen, dass ihm der Vermieter bauliche Veränderungen erlaubt, die dem Laden elektrisch betriebener Fahrzeuge dienen…' }, { title: 'WEMoG: Ladestationen im Mietrecht seit 1.12.2020', url: 'https://www.haufe.de/immobilien/…', snippet: '§ 554 BGB n.F.; Rechtsprechung bisher überwiegend Amts- und Landgerichte …' }] }));
  m('The basis is § 554 BGB (since Dec 2020) and rulings are mostly from lower courts. Search decisions citing § 554 at any court level.', 'caselaw_search', { q: '"§ 554 BGB" Ladestation OR Wallbox', court: 'any', from: '2020-12-01' });
  ch.push(caselaw({ q: '"§ 554 BGB" Ladestation', court: 'any' }, [{ court: 'AG München', date: '2022-02-17', az: '473 C 17476/21', holding: 'Tenant entitled to consent for wall-box; landlord may demand security deposit.' }, { court: 'LG Berlin', date: '2023-06-08', az: '67 S 92/23', holding: 'Consent may be refused only for overriding interests (load capacity of building grid).' }]));
  m('No BGH ruling exists yet; the leading decisions are AG München and LG Berlin. Check whether a BGH appeal is pending on the LG Berlin case.', 'caselaw_search', { q: '67 S 92/23 Revision', court: 'BGH' });
  ch.push(caselaw({ q: '67 S 92/23 Revision', court: 'BGH' }, [{ court: 'BGH', az: 'VIII ZR 221/23', status: 'anhängig (pending)', hearing: '2026-05-13' }]));
  m('Fetch the LG Berlin text to quote the reasoning.', 'fetch_document', { az: '67 S 92/23' });
  ch.push(tool('fetch_document', { az: '67 S 92/23' }, { paragraphs: ['Rn. 14: Der Anspruch aus § 554 Abs. 1 BGB besteht, soweit die Maßnahme dem Vermieter zumutbar ist.', 'Rn. 19: Eine Überlastung des Hausanschlusses ist ein überwiegendes Interesse nur bei konkretem Nachweis.'], retrieved: c.http() }));
  m('Draft the citation block.', 'write_memo_section', { section: 'case law' });
  ch.push(tool('write_memo_section', { section: 'case law' }, { saved: true, words: 182 }));
  ch.push(llm('claude-3-7-sonnet', { messages: '<history>' }, anOut(c, 'There is no BGH decision yet; the appeal VIII ZR 221/23 is pending (hearing 13 May 2026). Cite LG Berlin, 8.6.2023, 67 S 92/23, Rn. 14, 19 and AG München, 17.2.2022, 473 C 17476/21, both under § 554 BGB.')));
  const root = agent('legal-research-agent', { goal }, { stop_reason: 'end_turn' }, ch, { metadata: { sdk: 'anthropic' } });
  return { goal, isolates: 'Two empty case-law searches look like rewording, but a commentary result teaches the statute (§ 554 BGB) and the date of the law, and the new search finds the rulings and a pending BGH appeal.', stagnation: false, root };
}

// Row 02: log search that first returns too much, then narrows by a trace id learnt from a result.
function r2(c) {
  const goal = 'Find out why customer cus_88Q1 got charged twice for order 7741-KD on 9 March and reply to the support ticket.';
  const ch = []; const m = (t, name, args) => ch.push(llm('gpt-4.1', { messages: '<history>' }, oaOut(c, t, [[name, args]])));
  const tr = c.traceHex();
  m('Search logs for the order.', 'logs_search', { query: '7741-KD', from: '2026-03-09T00:00:00Z', to: '2026-03-10T00:00:00Z' });
  ch.push(tool('logs_search', { query: '7741-KD' }, { total: 12408, truncated: true, sample: ['GET /orders/7741-KD 200', 'GET /orders/7741-KD/status 200', 'GET /orders/7741-KD 200'], took_ms: c.ms(400, 1500) }));
  m('Too broad — mostly GETs. Restrict to the charge endpoint.', 'logs_search', { query: '7741-KD AND path:"/v2/charges" AND method:POST' });
  ch.push(tool('logs_search', { query: '7741-KD AND path:"/v2/charges" AND method:POST' }, { total: 0, took_ms: c.ms(100, 400) }));
  m('Zero: the charge call probably does not include the order id in the path. Search by customer id on the payments service instead.', 'logs_search', { query: 'service:payments AND customer:cus_88Q1 AND level:INFO AND msg:"charge created"' });
  ch.push(tool('logs_search', { query: 'service:payments customer:cus_88Q1 charge created' }, { total: 2, hits: [{ ts: '2026-03-09T18:22:04.118Z', msg: 'charge created ch_3Q' + c.b62(8) + ' amount=5499', trace_id: tr, idempotency_key: null }, { ts: '2026-03-09T18:22:05.902Z', msg: 'charge created ch_3Q' + c.b62(8) + ' amount=5499', trace_id: tr, idempotency_key: null }] }));
  m('Two charges in the same trace, 1.8s apart, no idempotency key. Pull the full trace.', 'trace_get', { trace_id: tr });
  ch.push(tool('trace_get', { trace_id: tr }, { spans: [{ name: 'POST /checkout', service: 'web-bff', duration_ms: 9120 }, { name: 'payments.charge', attempt: 1, status: 'TIMEOUT after 1500ms (client)', server_status: 'OK' }, { name: 'payments.charge', attempt: 2, status: 'OK' }] }));
  m('Root cause: the BFF retried a charge after a client-side 1.5s timeout without an idempotency key. Refund the duplicate.', 'payments_refund', { charge: 'second', reason: 'duplicate' });
  ch.push(tool('payments_refund', { reason: 'duplicate' }, { id: 're_' + c.b62(14), status: 'succeeded', amount: 5499 }));
  m('Reply to the ticket.', 'ticket_reply', { ticket: 'ZD-61220', body: 'We found a duplicate charge of €54.99 caused by a retry on our side; it has been refunded and should appear in 5–10 days.' });
  ch.push(tool('ticket_reply', { ticket: 'ZD-61220' }, { ok: true, status: 'pending' }));
  m('File an engineering bug for the missing idempotency key.', 'jira_create', { project: 'PAY', summary: 'BFF retries payments.charge without idempotency key after 1.5s client timeout' });
  ch.push(tool('jira_create', { project: 'PAY' }, { key: 'PAY-' + c.int(1000, 1999) }));
  ch.push(llm('gpt-4.1', { messages: '<history>' }, oaOut(c, 'Duplicate charge explained (retry without idempotency key), refunded, customer replied to, bug filed.')));
  const root = agent('support-engineer-agent', { goal }, { status: 'done' }, ch, { metadata: { 'gen_ai.system': 'openai' } });
  return { goal, isolates: 'A too-broad search and a zero-hit search are followed by a query on a different field (customer on the payments service) that yields the trace, and the case is closed.', stagnation: false, root };
}

// Row 03: academic search in three sources; a DOI from one result unlocks the dataset.
function r3(c) {
  const goal = 'Find the public dataset behind the 2024 paper that reported soil microplastic concentrations in Andalusian olive groves, and get its download link and licence.';
  const ch = []; const m = (t, name, args) => ch.push(llm('qwen2.5-72b', { prompt: '<smolagents CodeAgent memory>' }, `Thought: ${t}\nCode:\n\`\`\`py\nprint(${name}(${JSON.stringify(args)}))\n\`\`\`<end_code>`));
  m('Search the dataset repository directly.', 'zenodo_search', { q: 'microplastics olive soil Andalusia' });
  ch.push(tool('zenodo_search', { q: 'microplastics olive soil Andalusia' }, { hits: { total: 0, hits: [] } }));
  m('Maybe it is on a data repository in Spanish.', 'zenodo_search', { q: 'microplásticos suelo olivar Andalucía' });
  ch.push(tool('zenodo_search', { q: 'microplásticos suelo olivar Andalucía' }, { hits: { total: 0, hits: [] } }));
  m('Find the paper first via Crossref; it will list its data availability.', 'crossref_search', { query: 'microplastics olive grove soil Andalusia', filter: 'from-pub-date:2024,until-pub-date:2024' });
  ch.push(tool('crossref_search', { query: 'microplastics olive grove soil' }, { message: { 'total-results': 3, items: [{ DOI: '10.1016/j.envpol.2024.123871', title: ['Microplastic occurrence in olive grove soils under contrasting management in Andalusia (Spain)'], 'container-title': ['Environmental Pollution'] }, { DOI: '10.3390/agronomy14020311', title: ['Mulch film residues in Spanish vineyards'] }] } }));
  m('Get the data availability statement for the Env. Pollution paper.', 'fetch_url', { url: 'https://doi.org/10.1016/j.envpol.2024.123871' });
  ch.push(tool('fetch_url', { url: 'https://doi.org/10.1016/j.envpol.2024.123871' }, `<section id="da0005"><h2>Data availability</h2><p>Data are available at Mendeley Data, doi:10.17632/7x3kq2vz9p.2</p></section>\n<!-- served ${c.http()} cf-ray ${c.hex(16)}-MAD -->`));
  m('It is on Mendeley Data, not Zenodo. Resolve that DOI.', 'fetch_url', { url: 'https://data.mendeley.com/datasets/7x3kq2vz9p/2' });
  ch.push(tool('fetch_url', { url: 'https://data.mendeley.com/datasets/7x3kq2vz9p/2' }, { name: 'Microplastics in olive grove soils – Andalusia 2022', version: 2, licence: 'CC BY 4.0', files: [{ name: 'mp_soil_samples.xlsx', size: 418022, download: 'https://data.mendeley.com/public-files/datasets/7x3kq2vz9p/files/' + c.uuid() + '/file_downloaded' }], published: '2024-01-22' }));
  m('Check the file is the sample table the paper describes (n=96 plots).', 'read_excel_head', { url: 'mp_soil_samples.xlsx' });
  ch.push(tool('read_excel_head', { url: 'mp_soil_samples.xlsx' }, 'plot_id  management   depth_cm  mp_items_per_kg\nAND-001  tillage      0-10      2140\nAND-002  cover_crop   0-10      1310\n... [96 rows x 4 columns]'));
  m('Record the answer.', 'final_answer', { answer: 'Mendeley Data 10.17632/7x3kq2vz9p.2, CC BY 4.0' });
  ch.push(tool('final_answer', { answer: 'Mendeley Data doi:10.17632/7x3kq2vz9p.2 (v2), CC BY 4.0' }, 'Mendeley Data doi:10.17632/7x3kq2vz9p.2 (v2), file mp_soil_samples.xlsx, licence CC BY 4.0'));
  const root = agent('smolagents CodeAgent', { task: goal }, { output: 'Mendeley Data doi:10.17632/7x3kq2vz9p.2, CC BY 4.0' }, ch, { metadata: { smolagents: '1.9.2', max_steps: 12 } });
  return { goal, isolates: 'Two empty dataset searches (English, Spanish) resemble rewording, but the agent switches to a different source (Crossref), learns the real repository from the paper and finishes.', stagnation: false, root };
}
export const rows = [r1, r2, r3];
