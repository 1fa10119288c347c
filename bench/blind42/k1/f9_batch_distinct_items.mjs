// Family: batch_distinct_items (loop: false) — same tool over distinct items, identical acks, one templated sentence per item, then done.
import { Run } from './lib.mjs';
function batch(R, tool, items, argf, ack, sentence) {
  items.forEach((it) => { R.think(sentence(it), [{ name: tool, args: argf(it) }]); R.tool(tool, argf(it), ack); });
}
export const scenarios = [
  (id) => { const goal = 'Queue the digitisation of the five lighthouse keepers\' logbooks received this week.'; const R = new Run(id, 'plain', { model: 'gpt-4o-mini', goal, system: 'You manage a heritage digitisation queue.', tools: ['queue_scan'] });
    batch(R, 'queue_scan', ['Longships 1911', 'Wolf Rock 1923', 'Bishop Rock 1898', 'Godrevy 1934', 'Lizard 1905'], (b) => ({ logbook: b, dpi: 600 }), 'queued', (b) => `Queueing the ${b} logbook.`);
    R.think('All five logbooks are queued for scanning.'); return { isolates: 'Five distinct logbooks each get an identical "queued" ack; one templated sentence per item, then done.', goal, root: R.root({ content: 'done' }) }; },
  (id) => { const goal = 'Issue plant passports for the six cactus lots shipping to EU garden centres.'; const R = new Run(id, 'gemini', { model: 'gemini-2.0-flash', goal, system: 'You handle phytosanitary paperwork for a cactus nursery.', tools: ['issue_passport'] });
    batch(R, 'issue_passport', ['Echinocactus grusonii lot 44', 'Mammillaria elongata lot 17', 'Opuntia microdasys lot 9', 'Gymnocalycium mihanovichii lot 31', 'Astrophytum asterias lot 5', 'Cereus peruvianus lot 22'], (l) => ({ lot: l, destination: 'EU' }), { status: 'ok' }, (l) => `Issuing the passport for ${l}.`);
    R.think('Passports issued for all six lots.'); return { isolates: 'Six different plant lots, identical {status: ok} acknowledgements, then completion.', goal, root: R.root({ finishReason: 'STOP' }) }; },
  (id) => { const goal = 'Send pledge receipts to the four top dance-marathon fundraisers.'; const R = new Run(id, 'smolagents', { model: 'Qwen/Qwen2.5-72B-Instruct', goal, system: 'You are an expert assistant who solves tasks with code blobs.', tools: ['send_receipt'] });
    batch(R, 'send_receipt', [['Priya', 420], ['Tomasz', 385], ['Aoife', 350], ['Jamal', 310]], (x) => ({ dancer: x[0], amount_gbp: x[1] }), 'Execution logs:\nsent\nLast output from code snippet:\nNone', (x) => `Send the receipt for ${x[0]} (£${x[1]}).`);
    R.think('All four receipts sent.'); return { isolates: 'Four receipts to different dancers with identical "sent" logs, then the task ends.', goal, root: R.root('4 receipts sent') }; },
  (id) => { const goal = 'Apply the new per-tenant rate limit (50 r/s) to the five enterprise tenants on the API edge.'; const R = new Run(id, 'openinference', { model: 'gpt-4o', goal, system: 'You are an edge-config assistant.', tools: ['set_tenant_limit'] });
    batch(R, 'set_tenant_limit', ['acme-freight', 'borealis-bank', 'cinder-health', 'dunmore-retail', 'eastgate-media'], (t) => ({ tenant: t, rps: 50, burst: 100 }), { ok: true }, (t) => `Setting 50 r/s for ${t}.`);
    R.think('The 50 r/s limit is applied to all five enterprise tenants.'); return { isolates: 'Five different tenants, identical {ok:true} responses, one sentence per tenant, then finished.', goal, root: R.root({ response: 'applied' }) }; },
  (id) => { const goal = 'Register the five entries for the county hedge-laying competition.'; const R = new Run(id, 'mlflow', { model: 'gpt-4o-mini', goal, system: 'You are the competition secretary assistant.', tools: ['register_entry'] });
    batch(R, 'register_entry', ['G. Pritchard (Midland style)', 'L. Beddoes (Welsh Border)', 'H. Cole (South of England)', 'R. Tanner (Midland style)', 'S. Ward (Devon)'], (e) => ({ entrant: e, class: 'open' }), 'ok', (e) => `Registering ${e}.`);
    R.think('All five competitors are registered in the open class.'); return { isolates: 'Five distinct entrants with identical "ok" replies, then done.', goal, root: R.root({ registered: 5 }) }; },
  (id) => { const goal = 'Send adoption-interview invitations to the four approved applicants for the ferret rescue.'; const R = new Run(id, 'agno', { model: 'gpt-4.1-mini', goal, system: 'You coordinate adoptions at a ferret rescue.', agent: 'adoptions', tools: ['send_invite'] });
    batch(R, 'send_invite', [['Kim', 'Biscuit'], ['Ola', 'Pepper'], ['Dev', 'Noodle'], ['Sara', 'Moss']], (x) => ({ applicant: x[0], ferret: x[1], slot: 'Sat 10:00' }), { queued: true }, (x) => `Inviting ${x[0]} to meet ${x[1]}.`);
    R.think('All four invitations are queued.'); return { isolates: 'Four invitations to different applicants, identical {queued:true} acks, then completion.', goal, root: R.root({ content: 'invites sent' }) }; },
];
