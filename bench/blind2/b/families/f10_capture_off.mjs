// Family 10 (healthy): content capture disabled in the tracer. Many spans (including nested llm/agent spans that
// share a name) have null or {} input/output; whatever content was recorded does not repeat; the run succeeds.
import { agent, tool } from '../lib.mjs';

// Null-content spans as an OpenTelemetry GenAI tracer records them with message capture off.
const chatOff = (name) => ({ type: 'llm', name, input: null, output: null, children: [] });
const agentOff = (name, children, emptyObj = true) => ({ type: 'agent', name, input: emptyObj ? {} : null, output: null, children });
const toolOff = (name, emptyObj = false) => ({ type: 'tool', name, input: emptyObj ? {} : null, output: emptyObj ? {} : null, children: [] });

// Row 1 - coding: fix a failing unit test; llm spans empty, tool args captured.
function fixTest(c) {
  const goal = 'tests/test_money.py::test_round_half_even is failing on main. Fix it.';
  const ch = [
    chatOff('chat gpt-4o'),
    tool('execute_tool run_tests', { cmd: 'pytest -q tests/test_money.py::test_round_half_even' }, `F                                                                        [100%]\nFAILED tests/test_money.py::test_round_half_even - assert Decimal('2.68') == Decimal('2.67')\n1 failed in 0.${c.digits(2)}s`),
    chatOff('chat gpt-4o'),
    tool('execute_tool read_file', { path: 'money/rounding.py' }, 'from decimal import Decimal, ROUND_HALF_UP\n\ndef round_money(x: Decimal) -> Decimal:\n    return x.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)\n'),
    chatOff('chat gpt-4o'),
    tool('execute_tool edit_file', { path: 'money/rounding.py', old: 'ROUND_HALF_UP', new: 'ROUND_HALF_EVEN', count: 2 }, 'edited money/rounding.py: 2 replacements'),
    chatOff('chat gpt-4o'),
    tool('execute_tool run_tests', { cmd: 'pytest -q tests/' }, `........................................................ [100%]\n56 passed in ${(c.int(90, 240) / 100).toFixed(2)}s`),
    chatOff('chat gpt-4o'),
  ];
  return { domain: 'coding', goal, root: agent('invoke_agent coder', goal, 'Fixed: round_money used ROUND_HALF_UP; switched to ROUND_HALF_EVEN (banker\'s rounding) as the test expects. All 56 tests pass.', ch) };
}

// Row 2 - e-commerce: nested worker agents with the same name and no content; their tool spans are partly captured.
function restockEmail(c) {
  const goal = 'Email customers on the back-in-stock waitlist for the Kestrel rain jacket (size M, olive), which is restocked today.';
  const ch = [
    chatOff('chat claude-3-5-sonnet'),
    agentOff('invoke_agent worker', [
      chatOff('chat claude-3-5-sonnet'),
      tool('execute_tool get_inventory', { sku: 'KST-RJ-OLV-M' }, { sku: 'KST-RJ-OLV-M', available: 38, restocked_at: c.iso() }),
      chatOff('chat claude-3-5-sonnet'),
    ]),
    agentOff('invoke_agent worker', [
      chatOff('chat claude-3-5-sonnet'),
      tool('execute_tool list_waitlist', { sku: 'KST-RJ-OLV-M' }, { count: 23, next_cursor: null }),
      chatOff('chat claude-3-5-sonnet'),
    ]),
    agentOff('invoke_agent worker', [
      chatOff('chat claude-3-5-sonnet'),
      toolOff('execute_tool send_campaign'),
      chatOff('chat claude-3-5-sonnet'),
    ]),
    chatOff('chat claude-3-5-sonnet'),
  ];
  return { domain: 'e-commerce', goal, root: agent('invoke_agent store-ops', goal, 'Sent the back-in-stock email to all 23 waitlisted customers for the Kestrel rain jacket (olive, M); 38 units available.', ch) };
}

// Row 3 - browser automation: fill a web form; everything below the root is content-free except the final screenshot result.
function webForm(c) {
  const goal = 'Register our team (4 people) for the city half-marathon corporate relay on the event website.';
  const ch = [
    chatOff('gen_ai.chat'),
    toolOff('browser.navigate'),
    chatOff('gen_ai.chat'),
    toolOff('browser.fill_form', true),
    chatOff('gen_ai.chat'),
    toolOff('browser.click'),
    chatOff('gen_ai.chat'),
    tool('browser.screenshot', { full_page: false }, { path: `/tmp/shots/${c.uuid()}.png`, width: 1280, height: 800, page_title: 'Registration complete – City Half Marathon 2024' }),
    chatOff('gen_ai.chat'),
  ];
  return { domain: 'browser automation', goal, root: agent('agent.run', goal, 'Registered the 4-person corporate relay team; the site shows "Registration complete" and a confirmation email is on its way.', ch) };
}

// Row 4 - travel booking: deep nesting, agents with the same name at different depths, empty objects everywhere.
function trainTickets(c) {
  const goal = 'Get two first-class tickets on the 08:04 Zürich → Milano EC on 22 June and add the seats to our shared calendar.';
  const ch = [
    chatOff('chat gemini-1.5-pro'),
    agentOff('invoke_agent agent', [
      chatOff('chat gemini-1.5-pro'),
      tool('execute_tool search_trains', { from: 'Zürich HB', to: 'Milano Centrale', date: '2024-06-22', time: '08:04', class: 1 }, [{ train: 'EC 317', dep: '08:04', arr: '11:25', price_chf: 118.0, seats_left: 9 }]),
      agentOff('invoke_agent agent', [
        chatOff('chat gemini-1.5-pro'),
        toolOff('execute_tool book_seats', true),
        chatOff('chat gemini-1.5-pro'),
      ]),
      chatOff('chat gemini-1.5-pro'),
    ]),
    agentOff('invoke_agent agent', [
      chatOff('chat gemini-1.5-pro'),
      tool('execute_tool calendar_insert', { calendarId: 'family', summary: 'EC 317 Zürich → Milano (car 5, seats 61/62)', start: '2024-06-22T08:04:00+02:00', end: '2024-06-22T11:25:00+02:00' }, { id: c.b62(26), status: 'confirmed' }),
    ]),
    chatOff('chat gemini-1.5-pro'),
  ];
  return { domain: 'travel booking', goal, root: agent('invoke_agent travel', goal, 'Booked 2 first-class seats (car 5, seats 61 and 62) on EC 317 Zürich 08:04 → Milano 11:25 on 22 June, CHF 236 total, and added it to the family calendar.', ch) };
}

// Row 5 - customer support: long run (~25 spans) where only some tool results survived redaction.
function warrantyClaim(c) {
  const goal = 'Handle the warranty claim in ticket 30418: the customer\'s espresso machine (serial EM7-22-118305) stopped heating after 11 months.';
  const ch = [
    chatOff('openai.chat'),
    tool('zendesk.get_ticket', { id: 30418 }, { id: 30418, status: 'open', requester: 'l.moreau@free.fr', created_at: c.isoS(), attachments: 2 }),
    chatOff('openai.chat'),
    tool('warranty.lookup', { serial: 'EM7-22-118305' }, { purchased: '2023-06-21', warranty_months: 24, in_warranty: true, model: 'EM7 Duo' }),
    chatOff('openai.chat'),
    agentOff('agent.step', [
      chatOff('openai.chat'),
      tool('zendesk.get_attachments', { ticket_id: 30418 }, [{ name: 'IMG_4411.jpg', size: 2281930, content_type: 'image/jpeg' }, { name: 'receipt.pdf', size: 88120, content_type: 'application/pdf' }]),
      chatOff('openai.chat'),
      toolOff('vision.describe_image'),
      chatOff('openai.chat'),
      toolOff('orders.match_receipt', true),
    ], false),
    chatOff('openai.chat'),
    agentOff('agent.step', [
      chatOff('openai.chat'),
      toolOff('kb.search'),
      chatOff('openai.chat'),
      toolOff('kb.get_article'),
    ], false),
    chatOff('openai.chat'),
    agentOff('agent.step', [
      chatOff('openai.chat'),
      tool('rma.create', { serial: 'EM7-22-118305', reason: 'no_heat', ship_label: true }, { rma: `RMA-${c.digits(6)}`, label_url: `https://labels.example-carrier.fr/${c.hex(20)}.pdf`, created: c.iso() }),
      chatOff('openai.chat'),
    ], false),
    chatOff('openai.chat'),
    agentOff('agent.step', [
      chatOff('openai.chat'),
      tool('repair_center.schedule', { rma_model: 'EM7 Duo', region: 'FR-IDF', priority: 'standard' }, { center: 'Atelier Café Service, Montreuil', eta_days: 7, slot_id: c.uuid() }),
      chatOff('openai.chat'),
      toolOff('crm.log_interaction'),
    ], false),
    chatOff('openai.chat'),
    agentOff('agent.step', [
      chatOff('openai.chat'),
      toolOff('zendesk.reply', true),
      chatOff('openai.chat'),
      toolOff('zendesk.set_status', true),
    ], false),
    chatOff('openai.chat'),
  ];
  return { domain: 'customer support', goal, root: agent('agent.run', goal, 'Machine is in warranty (bought 2023-06-21, 24 months). Created an RMA with a prepaid shipping label, sent the customer the label and repair instructions, and set ticket 30418 to pending.', ch) };
}

// Row 6 - research: retriever spans with content, llm and sub-agent spans empty.
function citationCheck(c) {
  const goal = 'Check whether the claim "sleep deprivation reduces insulin sensitivity by about a third" in our draft is supported, and give a citation.';
  const ch = [
    chatOff('chat claude-3-opus'),
    { type: 'retriever', name: 'retrieve pubmed', input: { query: 'sleep restriction insulin sensitivity healthy adults randomized', k: 4 }, output: [
      { pmid: '18285411', title: 'Effects of experimental sleep restriction on insulin sensitivity', year: 2008, snippet: '…insulin sensitivity decreased by approximately 25%…' },
      { pmid: '22825254', title: 'Impaired insulin signaling in human adipocytes after experimental sleep restriction', year: 2012, snippet: '…total body insulin sensitivity decreased by 16%…' },
      { pmid: '20371664', title: 'A single night of partial sleep deprivation induces insulin resistance', year: 2010, snippet: '…19–25% reduction…' },
    ], children: [] },
    chatOff('chat claude-3-opus'),
    agentOff('invoke_agent reader', [chatOff('chat claude-3-opus'), toolOff('execute_tool fetch_fulltext')]),
    agentOff('invoke_agent reader', [chatOff('chat claude-3-opus'), toolOff('execute_tool fetch_fulltext', true)]),
    chatOff('chat claude-3-opus'),
  ];
  return { domain: 'research', goal, root: agent('invoke_agent fact-checker', goal, 'Partly supported: controlled studies report 16–25% lower insulin sensitivity after sleep restriction, not "about a third". Suggest "by roughly a fifth to a quarter" and cite Donga et al. 2010 (PMID 20371664) and Broussard et al. 2012 (PMID 22825254).', ch) };
}

export default {
  name: 'capture-off-healthy',
  isolates: 'Healthy run recorded with content capture disabled: many spans, including nested llm/agent spans sharing a name, have null or {} input/output, nothing repeats in the recorded content, and the task succeeds.',
  loop: false,
  stagnation: false,
  kind: 'capture-off',
  scenarios: [fixTest, restockEmail, webForm, trainTickets, warrantyClaim, citationCheck],
};
