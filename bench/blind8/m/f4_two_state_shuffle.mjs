import { agent, llm, tool, chat, short } from './lib.mjs';

export const family = 'two-state-shuffle';
export const loop = true;
export const stagnation = false;

// 1. Browser automation (browser-use style, tool-only): paging Next/Previous between two result pages.
function browser(c) {
  const goal = 'On the Northwind supplier portal, download the PDF invoice for PO 44-19302 from the Invoices page.';
  const p1 = () => ({ url: `https://portal.northwind-supply.com/invoices?page=1&_sid=${c.hex(12)}`, title: 'Invoices | Northwind Supplier Portal', elements: '[12]<a>INV-88120 PO 44-19411 $4,210.00</a>\n[13]<a>INV-88117 PO 44-19388 $918.50</a>\n[14]<a>INV-88102 PO 44-19350 $12,044.75</a>\n[15]<a>INV-88096 PO 44-19301 $2,300.00</a>\n[16]<button>Next ›</button>', scroll: '0.0 pages above, 0.4 below', ts: c.ts() });
  const p2 = () => ({ url: `https://portal.northwind-supply.com/invoices?page=2&_sid=${c.hex(12)}`, title: 'Invoices | Northwind Supplier Portal', elements: '[12]<a>INV-88071 PO 44-19288 $1,150.00</a>\n[13]<a>INV-88066 PO 44-19270 $6,731.20</a>\n[14]<a>INV-88040 PO 44-19255 $389.00</a>\n[15]<button>‹ Previous</button>\n[16]<button>Next ›</button>', scroll: '0.0 pages above, 0.4 below', ts: c.ts() });
  const kids = [tool('go_to_url', c.args({ url: 'https://portal.northwind-supply.com/invoices' }), p1())];
  for (let i = 0; i < 4; i++) {
    kids.push(tool('click_element_by_index', c.args({ index: 16 }), { action_result: '🖱️ Clicked button with index 16: Next ›', state: p2() }));
    kids.push(tool('click_element_by_index', c.args({ index: 15 }), { action_result: '🖱️ Clicked button with index 15: ‹ Previous', state: p1() }));
  }
  return { goal, isolates: 'A browser agent clicks Next and Previous four times between invoice pages 1 and 2, each page showing the same rows as on its previous visit, and never opens a new page or filter.', root: agent('browser_use.Agent', goal, 'Stopped: reached max_steps=10 without downloading the invoice for PO 44-19302.', kids) };
}

// 2. K-12 scheduling, LangChain: moving a section between period 3 and period 5.
function k12(c) {
  const goal = 'Find a period for AP Chemistry section 2 (Ms. Alvarez) at Ridgeway High that has no teacher or room conflicts. Lab room 214 is required.';
  const conf3 = () => ({ section: 'CHEM-AP-02', period: 3, ok: false, conflicts: [{ type: 'TEACHER', detail: 'Ms. Alvarez teaches CHEM-H-04 in period 3' }], students_affected: 27, checked_at: c.ts(), revision: c.int(9000, 9999) });
  const conf5 = () => ({ section: 'CHEM-AP-02', period: 5, ok: false, conflicts: [{ type: 'ROOM', detail: 'Room 214 booked by BIO-AP-01 (Mr. Chen) in period 5' }], students_affected: 27, checked_at: c.ts(), revision: c.int(9000, 9999) });
  const pre = 'You are a scheduling assistant for Ridgeway High School. Tools: move_section(section_id, period), get_conflicts(section_id).';
  const th = [
    'Period 3 is the natural first choice since it is open in room 214. Move it there.',
    'Period 3 collides with her honors section. Try period 5 instead.',
    'Period 5 loses room 214 to AP Bio. Put it back in period 3 and see whether the honors clash is resolvable.',
    'Teacher conflict again in 3. Maybe the room booking in 5 was released; move to 5.',
    'Room 214 is still taken in 5. Return to 3.',
    'Back to 5 to re-check the lab booking.',
  ];
  const kids = [];
  for (let i = 0; i < 6; i++) {
    const p = i % 2 === 0 ? 3 : 5;
    kids.push(llm('ChatOpenAI', `${pre}\nQuestion: ${goal}\n${kids.filter(k => k.type === 'tool').map(k => 'Observation: ' + short(k.output, 150)).join('\n')}\nThought:`, `Thought: ${th[i]}\nAction: move_section\nAction Input: {"section_id": "CHEM-AP-02", "period": ${p}}`));
    kids.push(tool('move_section', c.args({ section_id: 'CHEM-AP-02', period: p }), p === 3 ? conf3() : conf5()));
  }
  return { goal, isolates: 'The section is moved between period 3 and period 5 three full times and each move reports the same teacher or room conflict it reported before, with no other period tried.', root: agent('AgentExecutor', goal, 'Agent stopped due to iteration limit or time limit.', kids) };
}

// 3. Coding, Roo Code: toggling tsconfig moduleResolution between node16 and bundler.
function coding(c) {
  const goal = 'The monorepo package packages/sdk fails `tsc --noEmit` after upgrading to TypeScript 5.4. Make it typecheck.';
  const errA = () => `src/index.ts(3,27): error TS2307: Cannot find module './client' or its corresponding type declarations.\nsrc/index.ts(4,24): error TS2835: Relative import paths need explicit file extensions in ECMAScript imports when '--moduleResolution' is 'node16' or 'nodenext'. Did you mean './types.js'?\nsrc/retry.ts(1,22): error TS2835: Relative import paths need explicit file extensions... Did you mean './backoff.js'?\n\nFound 3 errors in 2 files.\n\nreal\t0m${c.secs(2.1, 3.4)}s`;
  const errB = () => `error TS5095: Option 'bundler' can only be used when 'module' is set to 'preserve' or to 'es2015' or later.\n  tsconfig.json(5,25)\n\nFound 1 error.\n\nreal\t0m${c.secs(0.6, 1.1)}s`;
  const dA = '<<<<<<< SEARCH\n    "moduleResolution": "bundler",\n=======\n    "moduleResolution": "node16",\n>>>>>>> REPLACE';
  const dB = '<<<<<<< SEARCH\n    "moduleResolution": "node16",\n=======\n    "moduleResolution": "bundler",\n>>>>>>> REPLACE';
  const kids = [
    llm('anthropic/claude-3-7-sonnet', chat('You are Roo, a highly skilled software engineer...', `<task>${goal}</task>`), 'Let me run tsc in the package to see the errors.'),
    tool('execute_command', c.args({ command: 'cd packages/sdk && time npx tsc --noEmit', cwd: '/repo' }), errB()),
  ];
  const notes = ['bundler requires module esnext; switching resolution to node16 should be compatible with module commonjs.', 'node16 demands .js extensions everywhere. Going back to bundler resolution.', 'Try node16 once more.'];
  for (let i = 0; i < 3; i++) {
    kids.push(llm('anthropic/claude-3-7-sonnet', chat('You are Roo...', `<task>${goal}</task>`, ['user', short(kids[kids.length - 1].output, 200)]), notes[i]));
    kids.push(tool('apply_diff', c.args({ path: 'packages/sdk/tsconfig.json', diff: dA }), { path: 'packages/sdk/tsconfig.json', applied: true, operation: 'modified' }));
    kids.push(tool('execute_command', c.args({ command: 'cd packages/sdk && time npx tsc --noEmit', cwd: '/repo' }), errA()));
    kids.push(tool('apply_diff', c.args({ path: 'packages/sdk/tsconfig.json', diff: dB }), { path: 'packages/sdk/tsconfig.json', applied: true, operation: 'modified' }));
    kids.push(tool('execute_command', c.args({ command: 'cd packages/sdk && time npx tsc --noEmit', cwd: '/repo' }), errB()));
  }
  return { goal, isolates: 'The agent flips moduleResolution between node16 and bundler three times; each setting reproduces exactly the tsc errors it produced before, and the module option that both errors point at is never changed.', root: agent('Roo Code task', goal, 'Roo is having trouble... This may indicate a failure in its thought process or inability to use a tool properly. (consecutive mistake limit reached)', kids) };
}

// 4. Art auctions, Google ADK: alternating between lot record and consignment agreement.
function art(c) {
  const goal = 'Before the Thursday evening sale, confirm that the reserve on lot 37 (Hammershøi interior) matches the consignor agreement, and fix it if not.';
  const lot = () => ({ sale: 'NYC-IMP-2411', lot: 37, artist: 'Vilhelm Hammershøi', title: 'Interior, Strandgade 30', estimate: { low: 900000, high: 1200000, ccy: 'USD' }, reserve: 850000, reserve_locked: true, lock_reason: 'Sale in final-week freeze', viewed_at: c.ts(), etag: `W/"${c.hex(10)}"` });
  const agr = () => ({ agreement_id: 'CA-2024-1188', consignor: 'Private collection, Copenhagen', lots: [{ lot: 37, reserve_terms: 'Reserve not to exceed low estimate; set at 90% of low estimate', commission: '10% seller' }], signed: '2024-08-30', viewed_at: c.ts(), doc_rev: c.int(3, 3) });
  const kids = [];
  const thoughts = ['Open the lot record first.', null, 'Agreement says 90% of low estimate = 810,000 but lot shows 850,000. Recheck the lot record.', null, 'The reserve field is locked. Check the agreement wording once more.', null, 'Look at the lot record again for the lock details.'];
  for (let i = 0; i < 7; i++) {
    if (thoughts[i]) kids.push(llm('call_llm', chat('You are auction_ops_agent. Tools: get_lot, get_consignment_agreement, update_lot_reserve.', goal, ...(kids.length ? [['tool', short(kids[kids.length - 1].output, 200)]] : [])), thoughts[i]));
    kids.push(i % 2 === 0 ? tool('execute_tool get_lot', c.args({ sale: 'NYC-IMP-2411', lot: 37 }), lot()) : tool('execute_tool get_consignment_agreement', c.args({ agreement_id: 'CA-2024-1188', lot: 37 }), agr()));
  }
  return { goal, isolates: 'The agent alternates between the lot record and the consignment agreement four and three times; each view repeats what it showed last time (reserve 850,000, locked; terms 90% of low) and the reserve is never changed or escalated.', root: agent('auction_ops_agent', goal, 'Session ended (max LLM calls reached). Reserve discrepancy for lot 37 remains open.', kids) };
}

// 5. Data / dbt, smolagents: switching join key between customer_id and account_id.
function dbt(c) {
  const goal = 'The dbt model fct_orders fails its tests after the CRM migration. Fix the join in models/marts/fct_orders.sql so dbt build passes.';
  const runA = () => `${c.logTs()}  Running with dbt=1.7.11\n${c.logTs()}  Found 84 models, 212 tests, 12 sources\n${c.logTs()}  1 of 3 START sql table model analytics.fct_orders .......... [RUN]\n${c.logTs()}  1 of 3 OK created sql table model analytics.fct_orders ..... [SELECT 1830422 in ${c.secs(8, 14)}s]\n${c.logTs()}  2 of 3 FAIL 1204 unique_fct_orders_order_id ................ [FAIL 1204 in ${c.secs(1, 3)}s]\n${c.logTs()}  3 of 3 PASS relationships_fct_orders_customer_key__dim_customers ... [PASS in ${c.secs(1, 3)}s]\nDone. PASS=2 WARN=0 ERROR=1 SKIP=0 TOTAL=3`;
  const runB = () => `${c.logTs()}  Running with dbt=1.7.11\n${c.logTs()}  Found 84 models, 212 tests, 12 sources\n${c.logTs()}  1 of 3 START sql table model analytics.fct_orders .......... [RUN]\n${c.logTs()}  1 of 3 OK created sql table model analytics.fct_orders ..... [SELECT 1829218 in ${c.secs(8, 14)}s]\n${c.logTs()}  2 of 3 PASS unique_fct_orders_order_id ................ [PASS in ${c.secs(1, 3)}s]\n${c.logTs()}  3 of 3 FAIL 317 relationships_fct_orders_customer_key__dim_customers ... [FAIL 317 in ${c.secs(1, 3)}s]\nDone. PASS=2 WARN=0 ERROR=1 SKIP=0 TOTAL=3`;
  const kids = [
    tool('read_file', c.args({ path: 'models/marts/fct_orders.sql' }), 'select o.order_id, o.ordered_at, c.customer_key, o.amount_usd\nfrom {{ ref(\'stg_orders\') }} o\nleft join {{ ref(\'dim_customers\') }} c\n  on o.customer_id = c.customer_id\n'),
  ];
  for (let i = 0; i < 3; i++) {
    kids.push(tool('edit_file', c.args({ path: 'models/marts/fct_orders.sql', old: 'on o.customer_id = c.customer_id', new: 'on o.account_id = c.account_id' }), 'Edited models/marts/fct_orders.sql (1 replacement)'));
    kids.push(tool('run_shell', c.args({ cmd: 'dbt build --select fct_orders' }), runB()));
    kids.push(tool('edit_file', c.args({ path: 'models/marts/fct_orders.sql', old: 'on o.account_id = c.account_id', new: 'on o.customer_id = c.customer_id' }), 'Edited models/marts/fct_orders.sql (1 replacement)'));
    kids.push(tool('run_shell', c.args({ cmd: 'dbt build --select fct_orders' }), runA()));
    if (i === 0) kids.push(llm('OpenAIServerModel', chat('You are an expert assistant who can solve any task using code blobs.', goal, ['user', 'Observation: FAIL 317 relationships / FAIL 1204 unique']), 'Thought: account_id avoids the duplicates but leaves 317 orphans; customer_id has no orphans but duplicates. I will alternate once more to compare.'));
  }
  return { goal, isolates: 'The join key is switched between account_id and customer_id three times; each key reproduces the same failing test with the same count (317 orphans or 1204 duplicates) and nothing else is tried.', root: agent('CodeAgent', goal, 'Reached max steps. dbt build for fct_orders still fails one test.', kids) };
}

// 6. Esports tournament, Mastra: swapping two seeds back and forth, validator rejects each way.
function esports(c) {
  const goal = 'Finalize the 16-team seeding for the Valorant Autumn Clash playoffs and publish the bracket. Seeds 4 and 5 (Nightfall, Redline) are tied on points.';
  const vA = () => ({ valid: false, violations: [{ rule: 'REGIONAL_SPREAD', message: 'Quarter Q1 contains 2 EMEA teams (Nightfall, Vortex EU); max 1' }], validator: 'bracket-rules@2.3.0', validatedAt: c.ts(), runId: c.uuid() });
  const vB = () => ({ valid: false, violations: [{ rule: 'GROUP_REMATCH', message: 'Round of 16 pairs Redline vs Kōdo, who met in Group B; rematches not allowed before quarterfinals' }], validator: 'bracket-rules@2.3.0', validatedAt: c.ts(), runId: c.uuid() });
  const kids = [
    tool('get-standings', c.args({ event: 'autumn-clash-2024', stage: 'groups' }), { event: 'autumn-clash-2024', teams: 16, tiebreak: 'head_to_head', tied: [{ seed: 4, team: 'Nightfall', pts: 12, region: 'EMEA' }, { seed: 5, team: 'Redline', pts: 12, region: 'AMER' }], fetchedAt: c.ts() }),
    llm('anthropic/claude-3-5-haiku', chat('You are the bracket operations agent for Autumn Clash. Use set-seed and validate-bracket; publish only a valid bracket.', goal), 'Nightfall and Redline are tied. Try Nightfall at 4 first, then validate.'),
  ];
  for (let i = 0; i < 3; i++) {
    kids.push(tool('set-seed', c.args({ event: 'autumn-clash-2024', order: { 4: 'Nightfall', 5: 'Redline' } }), { ok: true, bracketVersion: c.int(40, 99) }));
    kids.push(tool('validate-bracket', c.args({ event: 'autumn-clash-2024' }), vA()));
    kids.push(tool('set-seed', c.args({ event: 'autumn-clash-2024', order: { 4: 'Redline', 5: 'Nightfall' } }), { ok: true, bracketVersion: c.int(40, 99) }));
    kids.push(tool('validate-bracket', c.args({ event: 'autumn-clash-2024' }), vB()));
  }
  return { goal, isolates: 'Seeds 4 and 5 are swapped back and forth three times; each order fails validation with the same regional-spread or rematch violation as before, and the bracket is never published.', root: agent('bracketOpsAgent', goal, 'Workflow step "finalize-seeding" exceeded maxSteps (14). Bracket not published.', kids) };
}

export const rows = [browser, k12, coding, art, dbt, esports];
