import { agent, llm, tool, retriever, chat, short } from './lib.mjs';

export const family = 'dead-end-then-detour';
export const loop = false;
export const stagnation = false;

// 1. Public library e-books, Haystack: OverDrive-backed retriever empty twice, then hoopla API finds it.
function library(c) {
  const goal = 'Does the Millbrook library have the audiobook of "Demon Copperhead" I can listen to today without a wait list?';
  const sys = 'You are the Millbrook Public Library assistant. Tools: libby_catalog (retriever over OverDrive/Libby holdings), hoopla_search, place_hold.';
  const empty = (q) => ({ documents: [], meta: { collection: 'overdrive-millbrook', query: q, hits: 0, took_ms: c.ms(9, 44), request_id: c.uuid() } });
  const kids = [
    llm('OpenAIChatGenerator', chat(sys, goal), 'Check Libby holdings for the audiobook.'),
    retriever('libby_catalog', { query: 'Demon Copperhead audiobook', filters: { format: 'audiobook' } }, empty('Demon Copperhead audiobook')),
    retriever('libby_catalog', { query: 'Kingsolver Demon Copperhead', filters: { format: ['audiobook', 'ebook'] } }, empty('Kingsolver Demon Copperhead')),
    llm('OpenAIChatGenerator', chat(sys, goal, ['tool', 'libby_catalog: 0 hits (audiobook), 0 hits (any format)']), 'The OverDrive collection does not carry it in any format. Millbrook also licenses hoopla, which is instant-borrow with no holds; search there instead.'),
    tool('hoopla_search', c.args({ q: 'Demon Copperhead', kind: 'AUDIOBOOK', library_id: 'millbrook-pl' }), { titles: [{ titleId: 16288104, title: 'Demon Copperhead', artist: 'Barbara Kingsolver', narrator: 'Charlie Thurston', kind: 'AUDIOBOOK', duration: '21:03:00', borrowable: true, borrowsRemainingThisMonth: 4 }], total: 1, requestId: c.reqId('hp') }),
    llm('OpenAIChatGenerator', chat(sys, goal, ['tool', 'hoopla: Demon Copperhead audiobook, borrowable=true']), 'Yes, available now on hoopla with no wait list.'),
  ];
  const fin = 'Yes. Millbrook doesn\'t have it in Libby, but the audiobook (narrated by Charlie Thurston, 21 h) is available right now on hoopla with no wait list. You have 4 hoopla borrows left this month; sign in with your library card and borrow it instantly.';
  return { goal, isolates: 'Two catalogue retriever searches come back empty, then the agent switches to a different lending platform (hoopla) and finds the audiobook available.', root: agent('Agent', goal, fin, kids) };
}

// 2. Tax preparation, PydanticAI: client portal has no 1099-B; IRS wage & income transcript has it.
function tax(c) {
  c.setClock('2024-03-18T15:00:00Z');
  const goal = 'Client Devon Marsh says he sold some shares in 2023 but never uploaded a 1099-B. Find the proceeds and basis so I can finish Schedule D.';
  const kids = [
    llm('openai:gpt-4o', chat('You are a tax preparation assistant at Greenleaf Tax Services.', goal), 'Check the client portal uploads first.'),
    tool('portal_search_documents', c.args({ client_id: 'CL-20931', tax_year: 2023, form_type: '1099-B' }), { client_id: 'CL-20931', results: [], total: 0, searched_at: c.ts(), trace: c.hex(12) }),
    llm('openai:gpt-4o', chat(null, goal, ['tool', 'portal: 0 documents']), 'Nothing uploaded. We hold a signed Form 8821 for this client, so pull the IRS Wage & Income transcript, which lists 1099-B information returns.'),
    tool('irs_tds_get_transcript', c.args({ tin_last4: '4410', tax_year: 2023, type: 'WAGE_AND_INCOME', authorization: '8821-CL-20931' }), `Form 1099-B Proceeds From Broker and Barter Exchange Transactions\nPayer: FIDELITY BROKERAGE SERVICES LLC  Payer TIN: XXXXX1932\nDescription: 120 SH VANGUARD TOTAL STOCK MKT ETF\nDate Sold or Disposed: 08-14-2023\nGross Proceeds: $26,416.80\nCost or Basis: $19,880.40\nType of Gain or Loss: Long-term\nBasis reported to IRS: Yes\nTranscript generated: ${c.ts()}  Tracking: ${c.int(100000000000, 999999999999)}`),
  ];
  const fin = 'From the IRS Wage & Income transcript: Fidelity 1099-B, 120 sh Vanguard Total Stock Market ETF sold 08/14/2023, proceeds $26,416.80, basis $19,880.40 (reported to IRS), long-term gain $6,536.40. Since basis was reported and no adjustments are needed, it can go directly on Schedule D line 8a (otherwise Form 8949 Part II, box D).';
  return { goal, isolates: 'The client portal search for a 1099-B is empty, and the agent switches to an IRS transcript source that lists the broker proceeds and basis.', root: agent('tax_prep_agent', goal, fin, kids) };
}

// 3. Customer support, OpenAI Agents SDK: Zendesk search by email empty x2, then Shopify order number.
function support(c) {
  c.setClock('2024-07-09T13:00:00Z');
  const goal = 'A customer emailed from a new address (maya.r.1987@gmail.com) asking to change the shipping address on order #BK-30418 before it ships. Handle it.';
  const none = () => ({ results: [], count: 0, next_page: null, facets: null, request_id: c.uuid(), at: c.ts() });
  const kids = [
    tool('zendesk_search_users', c.args({ query: 'email:maya.r.1987@gmail.com' }), none()),
    tool('zendesk_search_users', c.args({ query: 'maya.r.1987' }), none()),
    llm('Response', chat('You are Support Agent for Brook & Kettle.', goal, ['tool', 'zendesk: 0 users twice']), 'The new email isn\'t on any profile. The order number is more reliable: look the order up directly in Shopify and verify the customer from there.'),
    tool('shopify_get_order', c.args({ name: '#BK-30418' }), { id: 5829912047, name: '#BK-30418', email: 'maya.rodriguez@outlook.com', customer: { first_name: 'Maya', last_name: 'Rodriguez' }, fulfillment_status: null, shipping_address: { address1: '118 Linden St', city: 'Somerville', province: 'MA', zip: '02143' }, created_at: '2024-07-08T15:22:04-04:00', tags: 'verified-phone' }),
    llm('Response', chat(null, goal, ['tool', 'order unfulfilled; email maya.rodriguez@outlook.com']), 'Order is unfulfilled. Since the request came from a different email, I\'ll send a verification link to the email on the order before changing anything.'),
    tool('send_verification_email', c.args({ to: 'maya.rodriguez@outlook.com', order: '#BK-30418', action: 'address_change' }), { sent: true, token_expires: c.ts(3600) }),
  ];
  return { goal, isolates: 'Two user searches by the unfamiliar email return nothing, then the agent looks the order up directly in Shopify by order number, finds it unfulfilled and starts verification.', root: agent('Support Agent', goal, 'Found order #BK-30418 (unfulfilled, Maya Rodriguez). Because the request came from an email not on the order, I sent a verification link to maya.rodriguez@outlook.com; the address will be changed once she confirms.', kids) };
}

// 4. Wind farm, Google ADK: historian query empty, condition-monitoring DB finds the bearing signal.
function wind(c) {
  c.setClock('2024-02-06T08:15:00Z');
  const goal = 'Why did the gearbox vibration alarm fire on WTG-09 at Harlow Flats last night? Recommend whether to keep it running.';
  const sys = 'You are turbine_ops_agent. Tools: historian_query, cms_get_spectrum, create_work_order.';
  const kids = [
    llm('call_llm', chat(sys, goal), '{"function_call": {"name": "historian_query", "args": {"tag": "HF.WTG09.GBX.VIB_RMS", "from": "-12h"}}}'),
    tool('execute_tool historian_query', c.args({ tag: 'HF.WTG09.GBX.VIB_RMS', from: '-12h', to: 'now', interval: '1m' }), { tag: 'HF.WTG09.GBX.VIB_RMS', points: [], quality: 'NO_DATA', note: 'Tag not archived since 2024-01-15 (historian license migration)', server: 'pi-archive-02', queried_at: c.ts() }),
    llm('call_llm', chat(sys, goal, ['tool', 'NO_DATA, tag not archived']), 'The SCADA historian stopped archiving this tag. The condition-monitoring system samples the gearbox accelerometers directly; pull the high-speed shaft spectrum from CMS.'),
    tool('execute_tool cms_get_spectrum', c.args({ turbine: 'WTG-09', sensor: 'GBX_HSS_BRG_RADIAL', window: 'last_alarm' }), { turbine: 'WTG-09', sensor: 'GBX_HSS_BRG_RADIAL', captured_at: '2024-02-06T02:41:17Z', rpm: 1502, overall_g_rms: 1.84, baseline_g_rms: 0.62, peaks: [{ freq_hz: 168.9, label: 'BPFO HSS bearing', amp_g: 0.91 }, { freq_hz: 337.8, label: '2x BPFO', amp_g: 0.38 }, { freq_hz: 25.0, label: '1x shaft', amp_g: 0.12 }], sidebands: '±25 Hz around BPFO', trend_30d: 'rising', request_id: c.uuid() }),
    llm('call_llm', chat(sys, goal, ['tool', 'BPFO peaks, overall 1.84 g vs 0.62 baseline']), '{"function_call": {"name": "create_work_order", "args": {"turbine": "WTG-09", "priority": "P2"}}}'),
    tool('execute_tool create_work_order', c.args({ turbine: 'WTG-09', priority: 'P2', title: 'HSS bearing outer race defect - inspect/replace', derate_kw: 1500 }), { wo: `WO-${c.int(40000, 49999)}`, status: 'OPEN', created: c.ts() }),
  ];
  const fin = 'The alarm is an outer-race defect on the gearbox high-speed-shaft bearing: the CMS spectrum shows a BPFO peak at 168.9 Hz with harmonics and ±1x sidebands, overall vibration 1.84 g vs a 0.62 g baseline and rising over 30 days. Keep it running derated to 1.5 MW and replace the bearing soon; I opened a P2 work order.';
  return { goal, isolates: 'The historian returns no data for the vibration tag, and the agent switches to the condition-monitoring system, which shows the bearing fault frequencies, and opens a work order.', root: agent('turbine_ops_agent', goal, fin, kids) };
}

// 5. Coding, OpenHands: grep finds no definition, git log -S finds the rename.
function coding(c) {
  c.setClock('2024-05-14T10:00:00Z');
  const goal = 'A script still calls `formatCurrencyLegacy()` from @acme/utils and crashes with "not a function". Find where it went and update scripts/export-invoices.ts.';
  const kids = [
    tool('execute_bash', c.args({ command: 'grep -rn "formatCurrencyLegacy" packages/utils/src' }), '\n[Command finished with exit code 1]'),
    tool('execute_bash', c.args({ command: 'grep -rn "export function formatCurrency" packages/utils/src' }), 'packages/utils/src/money.ts:14:export function formatCurrency(amount: number, currency: string, opts?: FormatOpts): string {\n\n[Command finished with exit code 0]'),
    llm('litellm_completion', chat('You are OpenHands agent...', goal, ['tool', 'grep: only formatCurrency(amount, currency, opts)']), 'The legacy name is gone from the source tree and formatCurrency has a different signature, so I need the history: search commits for when formatCurrencyLegacy was removed.'),
    tool('execute_bash', c.args({ command: 'git log -S formatCurrencyLegacy --oneline -- packages/utils && git show --stat 7c2e91a | head -20' }), `7c2e91a refactor(utils): merge legacy money helpers into formatCurrency (#1412)\n3f09d18 feat(utils): add formatCurrencyLegacy for invoice export\ncommit 7c2e91a${c.hex(33)}\nAuthor: Priya Natarajan <priya@acme.dev>\nDate:   Tue Apr 9 14:02:51 2024 +0200\n\n    formatCurrencyLegacy(cents) is now formatCurrency(cents / 100, 'USD', { legacyRounding: true })\n\n packages/utils/src/money.ts | 38 +++++++-----\n 1 file changed, 21 insertions(+), 17 deletions(-)\n\n[Command finished with exit code 0]`),
    tool('str_replace_editor', c.args({ command: 'str_replace', path: '/workspace/scripts/export-invoices.ts', old_str: 'formatCurrencyLegacy(inv.totalCents)', new_str: "formatCurrency(inv.totalCents / 100, 'USD', { legacyRounding: true })" }), 'The file /workspace/scripts/export-invoices.ts has been edited. Here\'s the result of running `cat -n` on a snippet...\n    41\t      total: formatCurrency(inv.totalCents / 100, \'USD\', { legacyRounding: true }),'),
    tool('execute_bash', c.args({ command: 'sed -i "s/formatCurrencyLegacy, //" scripts/export-invoices.ts && npx tsx scripts/export-invoices.ts --dry-run --limit 3' }), `exported 3 invoices (dry run) in ${c.ms(300, 900)}ms\nINV-2024-0911  $1,204.50\nINV-2024-0912  $88.00\nINV-2024-0913  $14,330.25\n\n[Command finished with exit code 0]`),
  ];
  return { goal, isolates: 'A grep for the missing helper finds nothing, then a git history search reveals the rename and new call shape, and the script is fixed and runs.', root: agent('CodeActAgent', goal, 'formatCurrencyLegacy was folded into formatCurrency in 7c2e91a (#1412). Updated scripts/export-invoices.ts to call formatCurrency(cents / 100, "USD", { legacyRounding: true }); a dry run exports correctly.', kids) };
}

// 6. Travel, LangChain: no hotels in Zermatt for the dates, widen to Täsch with shuttle.
function travel(c) {
  c.setClock('2025-01-10T12:00:00Z');
  const goal = 'Find me a hotel in Zermatt for Feb 14–17 for two adults, under CHF 400/night, close to the train.';
  const pre = 'You are a travel assistant. Tools: hotel_search, hotel_hold.';
  const zero = () => JSON.stringify({ destination: 'Zermatt', checkin: '2025-02-14', checkout: '2025-02-17', results: 0, reason: 'no availability matching filters', cache_key: c.hex(16), served_in_ms: c.ms(200, 900) });
  const z = zero();
  const kids = [
    llm('ChatOpenAI', `${pre}\nQuestion: ${goal}\nThought:`, 'Thought: Search Zermatt with the budget cap.\nAction: hotel_search\nAction Input: {"destination": "Zermatt", "checkin": "2025-02-14", "checkout": "2025-02-17", "adults": 2, "max_nightly": 400, "currency": "CHF"}'),
    tool('hotel_search', c.args({ destination: 'Zermatt', checkin: '2025-02-14', checkout: '2025-02-17', adults: 2, max_nightly: 400, currency: 'CHF' }), z),
    llm('ChatOpenAI', `${pre}\nQuestion: ${goal}\n...Observation: ${z}\nThought:`, 'Thought: Zermatt is sold out under budget on Valentine\'s weekend. Täsch is the car-free shuttle terminal 12 minutes away with trains every 20 minutes, so searching there meets "close to the train".\nAction: hotel_search\nAction Input: {"destination": "Täsch", "checkin": "2025-02-14", "checkout": "2025-02-17", "adults": 2, "max_nightly": 400, "currency": "CHF", "near": "Täsch station"}'),
    tool('hotel_search', c.args({ destination: 'Täsch', checkin: '2025-02-14', checkout: '2025-02-17', adults: 2, max_nightly: 400, currency: 'CHF', near: 'Täsch station' }), JSON.stringify({ destination: 'Täsch', results: 2, hotels: [{ id: 'H-TA-118', name: 'Hotel Täscherhof', stars: 3, nightly: 289, distance_to_station_m: 120, free_cancellation: true }, { id: 'H-TA-203', name: 'Matterhorn Inn Täsch', stars: 3, nightly: 318, distance_to_station_m: 450, free_cancellation: false }], cache_key: c.hex(16) })),
    llm('ChatOpenAI', `${pre}\nQuestion: ${goal}\n...\nThought:`, 'Thought: Hold the Täscherhof, it is cheapest, closest, and refundable.\nAction: hotel_hold\nAction Input: {"hotel_id": "H-TA-118", "checkin": "2025-02-14", "checkout": "2025-02-17", "adults": 2}'),
    tool('hotel_hold', c.args({ hotel_id: 'H-TA-118', checkin: '2025-02-14', checkout: '2025-02-17', adults: 2 }), { hold_id: `HLD-${c.alnum(8)}`, expires_at: c.ts(86400), total: 'CHF 867.00' }),
  ];
  const fin = 'Zermatt has nothing under CHF 400 for Feb 14–17. I put a 24-hour hold on Hotel Täscherhof in Täsch (CHF 289/night, CHF 867 total, free cancellation), 120 m from the Täsch station where the shuttle train reaches Zermatt in 12 minutes.';
  return { goal, isolates: 'A Zermatt hotel search returns zero results, then the agent changes scope to the neighbouring shuttle town, finds two options and places a hold.', root: agent('AgentExecutor', goal, fin, kids) };
}

export const rows = [library, tax, support, wind, coding, travel];
