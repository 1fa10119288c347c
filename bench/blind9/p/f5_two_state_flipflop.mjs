// Family 5: oscillation. The agent toggles between two states / settings / choices
// (A, B, A, B, ...) observing nothing new and never settles. loop: true; stagnation per row.
import { VercelRec, AnthropicRec, OpenAIRec, AutoGenRec, BeeAIRec, LangfuseRec, rootSpan } from './lib.mjs';

export const FAMILY = 'two_state_flipflop';
export const LOOP = true;
export const STAGNATION = 'per-row';

// ---------------------------------------------------------------- 01 warehouse slotting (Vercel, tool calls only)
function slotting(c) {
  const goal = c.goal = 'Find a pick slot for new SKU 88213-BLK (fast mover, 14 kg cases) that passes both the ergonomic and the replenishment rules, and reserve it.';
  const r = new VercelRec(c, {
    model: 'gpt-4o-mini', functionId: 'slotting-assistant',
    system: 'You are a warehouse slotting assistant for DC Joliet. Tools: getSku, proposeSlot (evaluates a location against slotting rules and reserves it if all pass).',
    user: goal,
  });
  r.turn('', [{ name: 'getSku', args: { sku: '88213-BLK' }, out: { sku: '88213-BLK', desc: 'Cast iron dutch oven 6qt, black', case_weight_kg: 14.0, case_dims_cm: [34, 34, 22], velocity_class: 'A', avg_daily_cases: 15.4, candidate_locations: ['A-03-02-1', 'C-11-01-1', 'B-07-03-2'], wms: 'Manhattan WMOS', fetched: c.iso() } }]);
  const A = () => ({
    location: 'A-03-02-1', zone: 'A (golden zone, 80-120 cm)', result: 'REJECTED',
    rules: [{ id: 'ERG-4', name: 'Heavy case height', status: 'PASS' }, { id: 'REP-2', name: 'Pick-face capacity >= 2 days demand', status: 'FAIL', detail: 'capacity 12 cases < required 31 cases' }],
    evaluation_id: 'ev_' + c.b36(10), evaluated_at: c.iso(), engine: `slotopt ${c.pick(['3.4.1', '3.4.1'])} @ ${c.host('slotopt')}`,
  });
  const B = () => ({
    location: 'C-11-01-1', zone: 'C (floor pallet position, 0-40 cm)', result: 'REJECTED',
    rules: [{ id: 'ERG-4', name: 'Heavy case height', status: 'FAIL', detail: 'cases > 11.3 kg may not be picked below 50 cm' }, { id: 'REP-2', name: 'Pick-face capacity >= 2 days demand', status: 'PASS' }],
    evaluation_id: 'ev_' + c.b36(10), evaluated_at: c.iso(), engine: `slotopt 3.4.1 @ ${c.host('slotopt')}`,
  });
  for (let i = 0; i < 6; i++) {
    const a = i % 2 === 0;
    r.turn('', [{ name: 'proposeSlot', args: { sku: '88213-BLK', location: a ? 'A-03-02-1' : 'C-11-01-1', reserve: true }, out: a ? A() : B(), error: 'REJECTED' }]);
  }
  return rootSpan(c, 'ai.generateText', { prompt: goal, maxSteps: 7 }, { text: '', finishReason: 'tool-calls', steps: 7 }, r.spans,
    { metadata: { 'operation.name': 'ai.generateText slotting-assistant', 'ai.settings.maxSteps': 7, site: 'DC-JOL' } });
}

// ---------------------------------------------------------------- 02 airline crew scheduling (Anthropic)
function crew(c) {
  const goal = c.goal = 'Cover the open first-officer seat on pairing P4471 (BOS-ORD-BOS, Thursday) without breaking FAR 117 rest or the pilots\' contract reserve rules.';
  const r = new AnthropicRec(c, {
    model: 'claude-sonnet-4-20250514', system: 'You are a crew scheduling assistant. Tools: list_available_reserves, assign_crew (runs legality checks; illegal assignments are rolled back).',
    user: goal, tools: ['list_available_reserves', 'assign_crew'],
  });
  r.turn('I\'ll see which reserve first officers are available for Thursday.', [{ name: 'list_available_reserves', args: { base: 'BOS', position: 'FO', date: 'Thu' }, out: { reserves: [
    { crew_id: 'FO-20488', name: 'Kim, Joanne', last_release: 'Wed 19:30', callouts_this_month: 1 },
    { crew_id: 'FO-19731', name: 'Alvarez, Tomas', last_release: 'Tue 21:10', callouts_this_month: 3 },
    { crew_id: 'FO-21102', name: 'Brennan, Ciara', last_release: 'Mon 16:45', callouts_this_month: 0, note: 'on short-call from Thu 04:00' },
  ], snapshot: c.isoLocal(-300), source: 'Sabre CMS' } }]);
  const kim = () => ({ assignment: null, crew_id: 'FO-20488', pairing: 'P4471', legality: { far117_rest: 'FAIL: 9h45m rest before 05:15 report < 10h00m', contract_reserve: 'PASS' }, action: 'ROLLED_BACK', check_id: c.uuid(), checked_at: c.isoLocal(-300) });
  const alv = () => ({ assignment: null, crew_id: 'FO-19731', pairing: 'P4471', legality: { far117_rest: 'PASS', contract_reserve: 'FAIL: 4th reserve callout in month exceeds contract limit of 3 (Sec. 24.F.2)' }, action: 'ROLLED_BACK', check_id: c.uuid(), checked_at: c.isoLocal(-300) });
  const toAlv = 'Assigning FO Kim to P4471 leaves her only 9h45m of rest before the 05:15 report, which is under the FAR 117 minimum of 10 hours, so that assignment is illegal. I\'ll move the seat to FO Alvarez instead.';
  const toKim = 'Assigning FO Alvarez would be his 4th reserve callout this month, which breaks the contract limit of 3 in Section 24.F.2, so that assignment is illegal. I\'ll move the seat back to FO Kim instead.';
  r.turn('Kim has the most recent release but the fewest callouts; I\'ll try her first.', [{ name: 'assign_crew', args: { pairing: 'P4471', position: 'FO', crew_id: 'FO-20488' }, out: kim(), error: 'LEGALITY_FAIL' }]);
  for (let i = 0; i < 4; i++) {
    const toA = i % 2 === 0;
    r.turn(toA ? toAlv : toKim, [{ name: 'assign_crew', args: { pairing: 'P4471', position: 'FO', crew_id: toA ? 'FO-19731' : 'FO-20488' }, out: toA ? alv() : kim(), error: 'LEGALITY_FAIL' }]);
  }
  return rootSpan(c, 'crew-desk-agent', { task: goal }, { covered: false, stop: 'max_turns (6)' }, r.spans, { metadata: { airline: 'Northstar Regional', run: c.ulid() } });
}

// ---------------------------------------------------------------- 03 construction scheduling (plain, tool calls only)
function construction(c) {
  const goal = c.goal = 'Reschedule the level-3 slab pour (activity A1420) into next week so that it does not clash with the crane plan and meets the concrete weather limits.';
  c.setStart('2025-06-05T13:05:00Z');
  const r = new OpenAIRec(c, {
    model: 'gpt-4o-2024-08-06', llmName: 'AzureOpenAI.chat.completions',
    system: 'You are a scheduling assistant for Marlow Street Tower. Tools: get_activity, move_activity (moves an activity and returns conflicts; conflicting moves are not saved).',
    user: goal, tools: ['get_activity', 'move_activity'],
  });
  r.turn(null, [{ name: 'get_activity', args: { id: 'A1420' }, out: { id: 'A1420', name: 'Pour L3 slab (zone B)', duration_d: 1, current_start: '2025-06-06', predecessors: ['A1410 L3 rebar inspection'], resources: ['CR-2 tower crane (bucket)', 'Pump 42m'], constraints: ['no pour if precip prob > 40%', 'crane required 06:00-13:00'], p6_project: 'MST-2024-01', data_date: '2025-06-05' } }]);
  const tue = () => ({ id: 'A1420', requested_start: '2025-06-10', saved: false, conflicts: [{ type: 'RESOURCE', resource: 'CR-2', detail: 'CR-2 reserved 2025-06-10 05:30-15:00 for A1388 Steel erection L4' }], float_after_d: 3, recalculated_in: `${c.float(0.2, 1.4)}s`, schedule_rev: 'R37' });
  const thu = () => ({ id: 'A1420', requested_start: '2025-06-12', saved: false, conflicts: [{ type: 'WEATHER', source: 'NWS gridpoint SEW/124,67', detail: 'precip probability 70% 06:00-14:00 (limit 40%)', forecast_issued: '2025-06-05T09:51:00-07:00' }], float_after_d: 1, recalculated_in: `${c.float(0.2, 1.4)}s`, schedule_rev: 'R37' });
  for (let i = 0; i < 6; i++) {
    const t = i % 2 === 0;
    r.turn(null, [{ name: 'move_activity', args: { id: 'A1420', start: t ? '2025-06-10' : '2025-06-12' }, out: t ? tue() : thu(), error: 'CONFLICT' }]);
  }
  return rootSpan(c, 'schedule-agent', { task: goal, project: 'MST-2024-01' }, { saved: false, stop: 'max_iterations (7) reached' }, r.spans, { metadata: { gc: 'Harlan & Pike Builders', run: c.uuid() } });
}

// ---------------------------------------------------------------- 04 software localization, two agents (AutoGen)
function l10n(c) {
  const goal = c.goal = 'Finalise the German translation of the navigation label nav.account ("Account") for the Ledgerly 5.2 release; it must pass both the glossary check and the UI length check.';
  const r = new AutoGenRec(c, {
    model: 'gpt-4o-2024-08-06',
    agents: {
      translator: 'You are the German translator. Tool: set_string(key, value) updates the string in the TMS. Reply briefly after each change.',
      reviewer: 'You are the German language reviewer. Tools: glossary_check(key), ui_length_check(key). Ask the translator for a change when a check fails; say APPROVED when all checks pass.',
    },
    task: goal,
  });
  const setStr = (v) => ({ key: 'nav.account', locale: 'de-DE', value: v, previous: v === 'Konto' ? 'Benutzerkonto' : 'Konto', revision: `rev-${c.int(100, 999)}`, updated_at: c.iso(), tms: 'Phrase Strings' });
  const gloss = () => ({ key: 'nav.account', value: 'Konto', result: 'FAIL', rule: 'GLOSSARY-DE v4.2', expected: 'Benutzerkonto', note: '"Konto" is reserved for bank/ledger accounts', check_id: c.b36(12) });
  const ui = () => ({ key: 'nav.account', value: 'Benutzerkonto', result: 'FAIL', max_chars: 10, actual_chars: 13, component: 'NavTab', screenshot: `https://qa-shots.ledgerly.dev/${c.hex(12)}.png`, check_id: c.b36(12) });
  const tSetShort = 'I changed nav.account back to "Konto" so the label fits in the navigation tab.';
  const tSetLong = 'I changed nav.account to "Benutzerkonto" as the glossary requires.';
  const rvGloss = 'The glossary check fails: GLOSSARY-DE v4.2 requires "Benutzerkonto" for a user account, because "Konto" is reserved for bank and ledger accounts in Ledgerly. Please change nav.account to "Benutzerkonto".';
  const rvUi = 'The UI length check fails: "Benutzerkonto" has 13 characters but the NavTab label allows at most 10, so it gets truncated in the navigation bar. Please change nav.account back to "Konto".';
  const round = (first) => {
    r.agent('translator', () => {
      r.turn('translator', null, [{ name: 'set_string', args: { key: 'nav.account', locale: 'de-DE', value: 'Konto' }, out: setStr('Konto') }]);
      r.turn('translator', first ? 'I set nav.account to "Konto"; it is short and matches the rest of the navigation labels.' : tSetShort);
    });
    r.agent('reviewer', () => {
      r.turn('reviewer', null, [{ name: 'glossary_check', args: { key: 'nav.account', locale: 'de-DE' }, out: gloss() }]);
      r.turn('reviewer', rvGloss);
    });
    r.agent('translator', () => {
      r.turn('translator', null, [{ name: 'set_string', args: { key: 'nav.account', locale: 'de-DE', value: 'Benutzerkonto' }, out: setStr('Benutzerkonto') }]);
      r.turn('translator', tSetLong);
    });
    r.agent('reviewer', () => {
      r.turn('reviewer', null, [{ name: 'ui_length_check', args: { key: 'nav.account', locale: 'de-DE' }, out: ui() }]);
      r.turn('reviewer', rvUi);
    });
  };
  round(true);
  round(false);
  return rootSpan(c, 'autogen RoundRobinGroupChat.run', { task: goal, participants: ['translator', 'reviewer'] }, { stop_reason: 'Maximum number of messages 9 reached, current message count: 9' }, r.spans,
    { metadata: { 'autogen.version': '0.4.9', termination: 'TextMention("APPROVED") | MaxMessageTermination(9)' } });
}

// ---------------------------------------------------------------- 05 retail price management (BeeAI)
function pricing(c) {
  const goal = c.goal = 'Set the online price of the Summit 1L insulated bottle (SKU SB-1L-STL) so it satisfies the competitor-match policy and the category margin floor.';
  const r = new BeeAIRec(c, {
    llmName: 'WatsonxChatModel', model: 'meta-llama/llama-3-3-70b-instruct',
    system: 'You are a pricing analyst assistant. Tools: PriceContextTool, SetPriceTool (applies a price and reports policy checks).',
    user: goal,
  });
  r.step('I need the cost, current price, competitor prices and policies for this SKU.', { name: 'PriceContextTool', args: { sku: 'SB-1L-STL' }, out: {
    sku: 'SB-1L-STL', current_price: 19.99, unit_cost: 14.46, category: 'Hydration', margin_floor_pct: 25.0,
    competitors: [{ retailer: 'Bolt Outfitters', price: 18.49, seen: c.isoS(c.t - 7200e3) }, { retailer: 'Trailhead Co', price: 21.0, seen: c.isoS(c.t - 3 * 3600e3) }],
    policies: ['competitor-match: price <= lowest tracked competitor for A-velocity SKUs', 'margin floor per category'], vendor_funding: 'none on file',
  } });
  const setP = (p) => p === 18.49
    ? { sku: 'SB-1L-STL', price: 18.49, applied_at: c.isoS(), change_id: 'pc_' + c.b36(9), checks: { competitor_match: 'PASS', margin_floor: 'FAIL (21.8% < 25.0%)' }, published_to: ['web', 'app'] }
    : { sku: 'SB-1L-STL', price: 19.99, applied_at: c.isoS(), change_id: 'pc_' + c.b36(9), checks: { competitor_match: 'FAIL (19.99 > 18.49 Bolt Outfitters)', margin_floor: 'PASS (27.7%)' }, published_to: ['web', 'app'] };
  const down = 'The competitor-match policy says an A-velocity SKU must be priced at or below the lowest tracked competitor, and Bolt Outfitters lists the Summit bottle at $18.49, so I will set our price to $18.49 to match them.';
  const up = 'At $18.49 the margin on a $14.46 unit cost is only 21.8%, which is below the 25% margin floor for the Hydration category, so I will set the price back to $19.99 to restore the margin.';
  for (let i = 0; i < 5; i++) {
    const d = i % 2 === 0;
    r.step(d ? down : up, { name: 'SetPriceTool', args: { sku: 'SB-1L-STL', price: d ? 18.49 : 19.99, channel: 'online' }, out: setP(d ? 18.49 : 19.99) });
  }
  return rootSpan(c, 'beeai.ReActAgent.run', { prompt: goal, execution: { maxIterations: 6 } }, null, r.spans,
    { error: 'AgentError: Agent was not able to resolve the task in 6 iterations.', metadata: { framework: 'beeai-framework 0.1.21', banner: 'Peakline Sports' } });
}

// ---------------------------------------------------------------- 06 greenhouse fertigation (Langfuse / LangGraph, tool calls only)
function greenhouse(c) {
  const goal = c.goal = 'Bring the substrate EC in tomato bay 3 into the 2.2-2.6 mS/cm band by choosing the right fertigation recipe.';
  const r = new LangfuseRec(c, {
    system: 'You control fertigation for a glasshouse. Tools: read_bay_sensors(bay), set_recipe(bay, recipe) (applies the recipe, waits one drip cycle and returns the settled reading). Recipes: R-LOW (1.8), R-MID (2.4), R-HIGH (3.0).',
    user: goal, model: 'gpt-4o-mini-2024-07-18',
  });
  r.turn('', [{ name: 'read_bay_sensors', args: { bay: 3 }, out: `bay=3 recipe=R-HIGH ec_substrate=2.91 mS/cm ph=5.8 vwc=62% drip_cycle=${c.int(20, 40)} ts=${c.epoch()} ctrl=Priva-${c.int(1, 3)}` }]);
  for (let i = 0; i < 6; i++) {
    const low = i % 2 === 0;
    c.sleep(c.int(600000, 900000));
    r.turn('', [{
      name: 'set_recipe', args: { bay: 3, recipe: low ? 'R-LOW' : 'R-HIGH' },
      out: low
        ? `applied R-LOW to bay 3 | settled after 1 drip cycle | ec_substrate=1.92 mS/cm ph=5.9 vwc=64% | cycle=${c.int(41, 99)} ts=${c.epoch()} ctrl=Priva-${c.int(1, 3)}`
        : `applied R-HIGH to bay 3 | settled after 1 drip cycle | ec_substrate=2.91 mS/cm ph=5.8 vwc=62% | cycle=${c.int(41, 99)} ts=${c.epoch()} ctrl=Priva-${c.int(1, 3)}`,
    }]);
  }
  return rootSpan(c, 'LangGraph', { messages: [{ role: 'user', content: goal }] }, null, r.spans,
    { error: 'GraphRecursionError: Recursion limit of 14 reached without hitting a stop condition.', metadata: { site: 'Westland GH-2', langfuse_tags: ['climate-control'] } });
}

export const ROWS = [
  { n: '01', domain: 'warehouse slotting', style: 'Vercel AI SDK telemetry', stagnation: false, build: slotting,
    isolates: 'The agent alternates the same two pick locations six times, each rejected by the same rule, never trying the third candidate; no model text.' },
  { n: '02', domain: 'airline crew scheduling', style: 'Anthropic messages (tool_use)', stagnation: true, build: crew,
    isolates: 'The FO seat is swapped Kim, Alvarez, Kim, Alvarez, Kim, each rolled back by the same legality failure, with the same two justifications alternating.' },
  { n: '03', domain: 'construction scheduling', style: 'plain message-level (tool_calls)', stagnation: false, build: construction,
    isolates: 'A slab pour is moved between Tuesday (crane conflict) and Thursday (rain conflict) six times with identical conflicts and no model text.' },
  { n: '04', domain: 'software localization', style: 'AutoGen v0.4 (two-agent round robin)', stagnation: true, build: l10n,
    isolates: 'A translator and a reviewer flip a UI label between "Konto" and "Benutzerkonto" as glossary and length checks alternately fail.' },
  { n: '05', domain: 'retail pricing', style: 'BeeAI ReAct', stagnation: true, build: pricing,
    isolates: 'A price toggles between 18.49 and 19.99 as competitor-match and margin-floor checks alternately fail, with the same two Thoughts alternating.' },
  { n: '06', domain: 'greenhouse fertigation', style: 'Langfuse (LangGraph callback)', stagnation: false, build: greenhouse,
    isolates: 'The fertigation recipe flips between R-LOW and R-HIGH, each returning the same settled EC reading as before, never trying R-MID; no model text.' },
];
