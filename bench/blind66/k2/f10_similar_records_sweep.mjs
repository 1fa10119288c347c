import { agent, llm, tool, user } from './lib.mjs';

export const FAMILY = 'similar_records_sweep';
export const LOOP = false;
export const STAGNATION = false;
export const ISOLATES = 'Reading many similar but different records with the same tool and template, then summarising.';

function sweep(k, name, toolName, items, summary, meta) {
  return agent(name, { items: items.length }, { summary }, [
    llm('llm', { messages: [user('read all records')] }, { content: `Reading ${items.length} records with ${toolName}.` }, meta),
    ...items.map(([a, o]) => tool(toolName, a, o, meta)),
    llm('llm', { messages: [user('summarise')] }, { content: summary }, meta),
  ], meta);
}

export const scenarios = [
  { n: 1, domain: 'sorghum silo moisture cards', style: 'OpenInference',
    isolates: 'Reads six silo moisture records with the same tool; each different; summary picks silo 4.',
    goal: 'Find which sorghum silos need aeration based on this week\'s moisture readings.',
    build: (k) => sweep(k, 'silo-agent', 'get_silo', [[{ id: 1 }, { mc: 12.1, temp: 18 }], [{ id: 2 }, { mc: 12.6, temp: 19 }], [{ id: 3 }, { mc: 13.0, temp: 21 }], [{ id: 4 }, { mc: 14.8, temp: 27 }], [{ id: 5 }, { mc: 12.4, temp: 18 }], [{ id: 6 }, { mc: 13.4, temp: 22 }]], 'Aerate silo 4 (14.8%, 27 °C); watch 6.', { 'openinference.span.kind': 'TOOL' }) },
  { n: 2, domain: 'brioche bakery supplier invoices', style: 'Gemini API function calling',
    isolates: 'Five invoices read via the same function; amounts and items differ; summary totals butter cost.',
    goal: 'Total the butter spend across this month\'s brioche bakery supplier invoices.',
    build: (k) => sweep(k, 'gemini-agent', 'read_invoice', [[{ n: 'INV-301' }, { butter_kg: 120, eur: 1068 }], [{ n: 'INV-317' }, { butter_kg: 80, eur: 720 }], [{ n: 'INV-322' }, { flour_kg: 500, eur: 410 }], [{ n: 'INV-340' }, { butter_kg: 150, eur: 1395 }], [{ n: 'INV-355' }, { butter_kg: 60, eur: 552 }]], 'Butter: 410 kg, €3,735.', { part: 'functionResponse' }) },
  { n: 3, domain: 'croissant franchise hygiene inspections', style: 'MLflow Tracing',
    isolates: 'Six inspection reports, same template, different scores; summary ranks stores.',
    goal: 'Summarise the latest hygiene inspection scores for all six croissant franchise stores.',
    build: (k) => sweep(k, 'AGENT', 'fetch_inspection', [[{ store: 'Lyon-1' }, { score: 5 }], [{ store: 'Lyon-2' }, { score: 4, note: 'fridge temp log gaps' }], [{ store: 'Annecy' }, { score: 5 }], [{ store: 'Grenoble' }, { score: 3, note: 'pest proofing' }], [{ store: 'Vienne' }, { score: 5 }], [{ store: 'Chambéry' }, { score: 4 }]], 'Grenoble (3) needs follow-up on pest proofing.', { 'mlflow.spanType': 'TOOL' }) },
  { n: 4, domain: 'churro cart street permits', style: 'plain message-level trace',
    isolates: 'Seven permit records read; each a different pitch and expiry; summary lists renewals due.',
    goal: 'List which churro cart street-trading permits expire in the next 30 days.',
    build: (k) => sweep(k, 'session', 'get_permit', [[{ cart: 'C1' }, { pitch: 'Market Sq', expires: '2025-07-02' }], [{ cart: 'C2' }, { pitch: 'Station Rd', expires: '2025-11-30' }], [{ cart: 'C3' }, { pitch: 'Pier', expires: '2025-06-21' }], [{ cart: 'C4' }, { pitch: 'Park Gate', expires: '2026-01-15' }], [{ cart: 'C5' }, { pitch: 'Uni Campus', expires: '2025-06-28' }], [{ cart: 'C6' }, { pitch: 'Bus Stn', expires: '2025-09-09' }], [{ cart: 'C7' }, { pitch: 'Quay', expires: '2025-08-01' }]], 'Renew C3 (21 Jun), C5 (28 Jun), C1 (2 Jul).', {}) },
  { n: 5, domain: 'gazpacho co-op grower deliveries', style: 'W&B Weave',
    isolates: 'Five grower delivery notes with same template and different tomato volumes/Brix; summary.',
    goal: 'Summarise this week\'s tomato deliveries from co-op growers for the gazpacho line.',
    build: (k) => sweep(k, 'weave.op Agent', 'weave.op read_delivery', [[{ grower: 'Finca Sol' }, { kg: 8200, brix: 5.1 }], [{ grower: 'Huerta Paco' }, { kg: 4100, brix: 4.6 }], [{ grower: 'El Olivar' }, { kg: 6300, brix: 5.4 }], [{ grower: 'La Vega' }, { kg: 2900, brix: 4.2 }], [{ grower: 'Los Pinos' }, { kg: 7100, brix: 5.0 }]], '28.6 t total; La Vega below Brix 4.5 spec.', {}) },
  { n: 6, domain: 'couscous mill sieve inspection logs', style: 'AgentOps session',
    isolates: 'Six sieve inspection logs, same fields, different mesh wear; summary orders replacement.',
    goal: 'Check the couscous mill sieve inspection logs and decide which screens to replace.',
    build: (k) => sweep(k, 'agentops.session', 'read_sieve_log', [[{ s: 'S1' }, { wear_pct: 12 }], [{ s: 'S2' }, { wear_pct: 41 }], [{ s: 'S3' }, { wear_pct: 9 }], [{ s: 'S4' }, { wear_pct: 38 }], [{ s: 'S5' }, { wear_pct: 15 }], [{ s: 'S6' }, { wear_pct: 22 }]], 'Replace S2 and S4 (>35% wear).', { agentops_event: 'ToolEvent' }) },
];
