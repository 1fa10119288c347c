import { agent, llm, tool, retriever, chat, short } from './lib.mjs';

export const family = 'rephrased-lookup-finds-nothing';
export const loop = true;
export const stagnation = false;

// 1. Public library e-books, Haystack Agent with a retriever; 4 phrasings, zero documents each time.
function library(c) {
  const goal = 'Can I borrow "The Ministry for the Future" as an e-book from the Cedar Falls Public Library? If so, place a hold for card 2100 4471 9932.';
  const sys = 'You are the Cedar Falls Public Library assistant. Use catalog_retriever to search the e-book collection before placing holds.';
  const empty = (q) => ({ documents: [], meta: { index: 'ebooks_v7', query: q, total_hits: 0, took_ms: c.ms(8, 60), shard_failures: 0, request_id: c.uuid(), ts: c.ts() } });
  const qs = ['The Ministry for the Future', 'Ministry for the Future Kim Stanley Robinson', 'isbn:9780316300131', 'Robinson, Kim Stanley — ministry future (EPUB)'];
  const notes = [
    'Searching the e-book index by title first.',
    'No hits on the bare title. The catalogue may key on author plus title, so try that combination.',
    'Still nothing. Use the ISBN of the Orbit hardcover edition in case the record is indexed by identifier.',
    'ISBN gave zero as well. Try the MARC-style author inversion with a format qualifier.',
  ];
  const kids = [];
  qs.forEach((q, i) => {
    kids.push(llm('OpenAIChatGenerator', chat(sys, goal, ...kids.filter(k => k.type === 'retriever').map(k => ['tool', short(k.output, 200)])), `${notes[i]}\nTool call: catalog_retriever(query=${JSON.stringify(q)}, top_k=5)`));
    kids.push(retriever('catalog_retriever', { query: q, top_k: 5, filters: { field: 'meta.format', operator: 'in', value: ['epub', 'pdf', 'audiobook'] } }, empty(q)));
  });
  return { goal, isolates: 'The e-book retriever is asked for one title four ways (title, author+title, ISBN, inverted author) and returns zero documents every time with only request ids and timings changing.', root: agent('Agent', goal, 'I searched the e-book catalogue by title, author, and ISBN but could not find "The Ministry for the Future". I did not place a hold; a librarian at the reference desk may be able to check other formats.', kids) };
}

// 2. Patent search, smolagents CodeAgent: 5 query variants, total=0 each time.
function patent(c) {
  const goal = 'Find the US patent Sage Electrochromics filed around 2012 on laser-scribing electrochromic glass to reduce edge defects. I need the number and claim 1.';
  const res = () => ({ total: 0, results: [], query_id: `q-${c.hex(10)}`, index_snapshot: `uspto-grant-${c.pick(['20240611', '20240611'])}`, elapsed_ms: c.ms(120, 600) });
  const calls = [
    [{ q: 'laser scribing electrochromic glass edge defects', assignee: 'Sage Electrochromics', date_from: '2011-01-01', date_to: '2013-12-31' }, 'First search with the plain description and the assignee filter.'],
    [{ q: 'laser ablation electrochromic device isolation scribe', assignee: 'SAGE ELECTROCHROMICS, INC.', date_from: '2011-01-01', date_to: '2013-12-31' }, 'Nothing. Patent language is probably "ablation" and "isolation scribe"; also use the assignee name as it appears on grants.'],
    [{ cpc: 'G02F1/1533', assignee: 'SAGE ELECTROCHROMICS, INC.', date_from: '2011-01-01', date_to: '2014-12-31' }, 'Still empty. Drop keywords and search by CPC class for electrochromic cell structure.'],
    [{ q: 'electrochromic "laser" "bus bar" edge deletion', assignee: 'Saint-Gobain', date_from: '2011-01-01', date_to: '2014-12-31' }, 'CPC filter returned nothing too. Sage is a Saint-Gobain subsidiary; try the parent as assignee with edge deletion wording.'],
    [{ q: 'scribing electrochromic stack laser edge', inventor: 'Kozlowski', date_from: '2010-01-01', date_to: '2015-12-31' }, 'Parent assignee gave zero hits. Try searching by an inventor name I associate with Sage process patents.'],
  ];
  const kids = [];
  calls.forEach(([a, note], i) => {
    kids.push(llm('LiteLLMModel', chat('You are an expert assistant who can solve any task using code blobs...', `New task:\n${goal}`, ...(i ? [['user', `Observation:\n${short(kids[kids.length - 1].output, 200)}`]] : [])), `Thought: ${note}\nCode:\n\`\`\`py\nr = patent_search(${Object.entries(a).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(', ')})\nprint(r)\n\`\`\`<end_code>`));
    kids.push(tool('patent_search', c.args(a), res()));
  });
  kids.push(llm('LiteLLMModel', chat(null, `New task:\n${goal}`, ['user', 'Observation: {"total": 0, ...}']), 'Thought: None of the search formulations returned a result, so I will report that.\nCode:\n```py\nfinal_answer("I could not locate the Sage Electrochromics laser-scribing patent in the index with any of the query formulations tried.")\n```<end_code>'));
  return { goal, isolates: 'The patent_search tool is queried five times with different keywords, CPC class, assignee spellings and inventor for the same patent, always returning total 0, and the agent gives up.', root: agent('CodeAgent', goal, 'I could not locate the Sage Electrochromics laser-scribing patent in the index with any of the query formulations tried.', kids) };
}

// 3. Customer support, OpenAI Agents SDK: customer lookup by email / lowercase / phone / name.
function support(c) {
  const goal = 'Customer says: "I was charged twice for my Pro plan this month, my email is J.Okafor@Outlook.com". Find the account and refund the duplicate.';
  const none = () => ({ object: 'list', data: [], has_more: false, url: '/v1/customers/search', request_id: c.reqId('req'), searched_at: c.epoch() + c.int(1, 40) });
  const calls = [
    [{ email: 'J.Okafor@Outlook.com' }, 'Look up the customer by the email exactly as given.'],
    [{ email: 'j.okafor@outlook.com' }, 'Email search may be case-sensitive in this index, retry lowercased.'],
    [{ query: "email~'okafor'" }, 'Try a partial match on the surname within the email field.'],
    [{ name: 'J Okafor' }, 'Search by name instead of email.'],
  ];
  const kids = [llm('Response', chat('You are Support Agent for Lumenly. Use lookup_customer, list_charges, refund_charge.', goal), 'I will find the customer record first.')];
  calls.forEach(([a, note], i) => {
    if (i) kids.push(llm('Response', chat('You are Support Agent for Lumenly.', goal, ['tool', short(kids[kids.length - 1].output, 200)]), note));
    kids.push(tool('lookup_customer', c.args(a), none()));
  });
  kids.push(llm('Response', chat('You are Support Agent for Lumenly.', goal, ['tool', '{"data": [] ...}']), 'I could not find an account matching that email or name, so I cannot see the charges or issue a refund. Could you reply with the last four digits of the card that was charged or a receipt number?'));
  return { goal, isolates: 'A customer lookup is repeated with the email as typed, lowercased, as a partial match and by name, all returning an empty list differing only in request id and timestamp.', root: agent('Support Agent', goal, 'I could not find an account matching that email or name, so I cannot see the charges or issue a refund. Could you reply with the last four digits of the card that was charged or a receipt number?', kids) };
}

// 4. Freight rail, Mastra: healthy shipment list, then 5 car lookups in different mark formats, tool-only.
function rail(c) {
  c.setClock('2024-05-05T14:00:00Z');
  const goal = 'Where is railcar TTGX 962340 on shipment BNSF-SH-558201? The customer wants an ETA to the Kansas City ramp.';
  const ship = { shipmentId: 'BNSF-SH-558201', origin: 'LPC Los Angeles', destination: 'Kansas City Intermodal', cars: ['TTGX 962340', 'DTTX 745118', 'TTAX 551902'], waybillDate: '2024-05-03', status: 'IN_TRANSIT', generatedAt: c.ts() };
  const nf = () => ({ status: 'NOT_FOUND', code: 'EQP-404', message: 'No current location event for equipment', traceId: c.hex(32), asOf: c.ts(c.int(2, 6)), source: 'railinc-umler-mirror' });
  const ids = [{ equipmentId: 'TTGX 962340' }, { equipmentId: 'TTGX962340' }, { equipmentInitial: 'TTGX', equipmentNumber: '962340' }, { equipmentInitial: 'TTGX', equipmentNumber: '0962340' }, { equipmentId: 'ttgx-962340', fuzzy: true }];
  const kids = [tool('get-shipment', c.args({ shipmentId: 'BNSF-SH-558201' }), ship)];
  for (const a of ids) kids.push(tool('car-location-lookup', c.args(a), nf()));
  return { goal, isolates: 'After a successful shipment read, the car-location tool is called five times with the same railcar written in different mark formats, each returning the same NOT_FOUND body with fresh trace ids.', root: agent('railOpsAgent', goal, 'I could not get a location event for TTGX 962340 from the car-location service, so I cannot give an ETA for the Kansas City ramp yet. The other two cars on the shipment were not checked.', kids) };
}

// 5. Hospital pharmacy, LangChain AgentExecutor: formulary search by brand, generic, strength, NDC.
function pharmacy(c) {
  const goal = 'Is Entresto 49/51 mg on our inpatient formulary, and if not what is the therapeutic interchange?';
  const prefix = 'You are a hospital pharmacy assistant for St. Brigid Medical Center. Tools: formulary_search(query), interchange_lookup(drug_id).';
  const out = () => `No formulary entries matched. (search_id=${c.hex(8)}, 0 hits in ${c.ms(11, 90)}ms, formulary=SBMC-INPT rev ${c.pick(['2024.08'])}, ${c.ts()})`;
  const qs = [['Entresto', 'Search the brand name.'], ['sacubitril/valsartan', 'Brand returned nothing; inpatient formularies are usually listed by generic.'], ['sacubitril-valsartan 49 mg-51 mg tablet', 'Try the full generic with strength and dosage form.'], ['NDC 0078-0696-20', 'Try the NDC for the 49/51 mg bottle.']];
  const kids = [];
  let scratch = '';
  qs.forEach(([q, th]) => {
    kids.push(llm('ChatOpenAI', `${prefix}\n\nQuestion: ${goal}\n${scratch}Thought:`, `Thought: ${th}\nAction: formulary_search\nAction Input: ${q}`));
    const o = out();
    kids.push(tool('formulary_search', c.args({ query: q }), o));
    scratch += `Thought: ${th}\nAction: formulary_search\nAction Input: ${q}\nObservation: ${o}\n`;
  });
  kids.push(llm('ChatOpenAI', `${prefix}\n\nQuestion: ${goal}\n${scratch}Thought:`, 'Thought: I cannot find any entry for this product.\nFinal Answer: I was unable to find Entresto (sacubitril/valsartan) 49/51 mg in the SBMC inpatient formulary search under any name or NDC, and without a formulary record I cannot retrieve the interchange. Please check with the clinical pharmacist on call.'));
  return { goal, isolates: 'The formulary search tool is tried with brand, generic, full strength string and NDC for one drug, each returning the same zero-hit line with new search ids, and the agent gives up.', root: agent('AgentExecutor', goal, 'I was unable to find Entresto (sacubitril/valsartan) 49/51 mg in the SBMC inpatient formulary search under any name or NDC, and without a formulary record I cannot retrieve the interchange. Please check with the clinical pharmacist on call.', kids) };
}

// 6. Crypto exchange compliance, Goose: alert fetched, then 6 wallet-owner lookups in other address formats.
function crypto(c) {
  const goal = 'Alert TM-2024-33871 flagged an inbound 48.2 ETH deposit from 0x7f3A9c2E51b04D8e6a1C0fE3b9D47e2aA5c61d09. Identify which of our customers owns the receiving account and prepare the case file.';
  const alert = { alert_id: 'TM-2024-33871', rule: 'R-117 High-value inbound from unhosted wallet', severity: 'HIGH', asset: 'ETH', amount: '48.200000000000000000', counterparty: '0x7f3A9c2E51b04D8e6a1C0fE3b9D47e2aA5c61d09', deposit_address: '0x4b1d2C9e0F7a83B6d5E14c2A9f0b6C3d8E7a1F52', tx_hash: '0x9e1c' + c.hex(60), created_at: c.ts(), assignee: null };
  const res = () => `{"accounts":[],"total":0,"lookup_id":"${c.uuid()}","ts":"${c.ts()}","db":"kyc-replica-${c.int(1, 3)}","latency_ms":${c.ms(20, 140)}}`;
  const forms = [
    { wallet: '0x4b1d2C9e0F7a83B6d5E14c2A9f0b6C3d8E7a1F52' },
    { wallet: '0x4b1d2c9e0f7a83b6d5e14c2a9f0b6c3d8e7a1f52' },
    { wallet: 'eip155:1:0x4b1d2C9e0F7a83B6d5E14c2A9f0b6C3d8E7a1F52' },
    { deposit_address: '0x4b1d2C9e0F7a83B6d5E14c2A9f0b6C3d8E7a1F52', include_archived: true },
    { wallet_prefix: '0x4b1d2c9e0f7a' },
    { tx_hash: alert.tx_hash },
  ];
  const kids = [
    llm('gpt-4o', chat('You are Goose, a general-purpose AI agent. Extensions: compliance, developer.', goal), 'Fetching the alert to get the receiving deposit address.'),
    tool('compliance__get_alert', c.args({ alert_id: 'TM-2024-33871' }), alert),
  ];
  const thoughts = ['The receiving address is 0x4b1d…1F52. Look it up in KYC.', 'Checksummed form had no match; retry lowercase in case the index stores normalized hex.', 'Try the CAIP-10 form used by the newer wallet service.', 'Perhaps the address was rotated off; include archived deposit addresses.', 'Try a prefix search on the address.', 'Look up by transaction hash instead of address.'];
  forms.forEach((f, i) => {
    if (i === 0 || i === 2 || i === 5) kids.push(llm('gpt-4o', chat('You are Goose...', goal, ['tool', short(kids[kids.length - 1].output, 200)]), thoughts[i]));
    kids.push(tool('compliance__kyc_find_account_by_wallet', c.args(f), res()));
  });
  return { goal, isolates: 'After a normal alert fetch, the KYC account lookup is called six times for the same deposit wallet (checksummed, lowercase, CAIP-10, archived, prefix, tx hash) and returns an empty account list each time.', root: agent('goose session', goal, 'I could not map deposit address 0x4b1d…1F52 to any customer account in KYC, so the case file for TM-2024-33871 was not prepared. Escalating to the L2 compliance queue.', kids) };
}

export const rows = [library, patent, support, rail, pharmacy, crypto];
