import { trace } from './lib.mjs';
// Loop: goal met and confirmed, then 3+ more actions that learn nothing new, until a step limit.
// The model emits bare tool calls (no prose), so its own text does not repeat: stagnation false.
export const family = {
  name: 'busywork_after_done', loop: true, stagnation: false,
  isolates: 'success confirmed by a tool result, then 3+ further re-checks / re-submissions with no new information until a step limit',
  rows: [
    (id) => { // oyster hatchery, Letta
      const user = 'Log today\'s larval count for tank L2 and flag it if survival is under 60%.';
      const t = trace(id, 'letta', { model: 'gpt-4o-mini', agent: 'hatchery', user });
      const N = t.N;
      t.llm('', [['read_counter', { tank: 'L2' }]]);
      t.tool({ tank: 'L2', count_m: 8.4, stocked_m: 11.2, survival_pct: 75.0, counted_by: 'imaging', ts: N.iso() });
      t.llm('', [['log_count', { tank: 'L2', count_m: 8.4, survival_pct: 75.0, flag: false }]]);
      t.tool({ status: 'OK', row_id: N.int(20000, 29999), message: 'Count saved' });
      for (let i = 0; i < 4; i++) { t.llm('', [['get_log', { tank: 'L2', date: 'today' }]]); t.tool({ rows: [{ count_m: 8.4, survival_pct: 75.0, flag: false }], request_id: N.uuid(), served_by: N.host('db-replica') }); }
      t.llm('', [['send_message', { message: 'Logged L2: 8.4M larvae, 75% survival, no flag.' }]]);
      t.tool({ error: 'step limit (max_steps=10) reached' }, { error: 'max_steps reached' });
      return { goal: user, isolates: 'Count is saved and confirmed, then the same log is re-read four times with identical rows before the step limit.', root: t.done(null) };
    },
    (id) => { // weather balloon launch, Agno (not in the listed tools)
      const user = 'File the NOTAM request for tomorrow\'s 11:00Z radiosonde launch at Camborne.';
      const t = trace(id, 'agno', { model: 'gpt-4o', agent: 'launch-desk', user });
      const N = t.N;
      t.llm('', [['submit_notam_request', { site: 'Camborne', launch_utc: '11:00', type: 'radiosonde', max_alt_ft: 110000 }]]);
      t.tool({ reference: 'NR-2025-04471', state: 'ACCEPTED', received: N.http() });
      for (let i = 0; i < 3; i++) { t.llm('', [['notam_status', { reference: 'NR-2025-04471' }]]); t.tool({ reference: 'NR-2025-04471', state: 'ACCEPTED', etag: N.etag(), cache: N.pick(['HIT', 'MISS']) }); }
      t.llm('', [['submit_notam_request', { site: 'Camborne', launch_utc: '11:00', type: 'radiosonde', max_alt_ft: 110000 }]]);
      t.tool({ reference: 'NR-2025-04471', state: 'DUPLICATE', note: 'identical request already accepted' });
      t.llm('', [['notam_status', { reference: 'NR-2025-04471' }]]);
      t.tool({ reference: 'NR-2025-04471', state: 'ACCEPTED', etag: N.etag() });
      return { goal: user, isolates: 'NOTAM request accepted at once; the agent polls the same status three times, resubmits (DUPLICATE) and polls again.', root: t.done(null) };
    },
    (id) => { // guitar pedal kit shop, Vercel AI SDK
      const user = 'Refund order #PK-20931 (fuzz kit missing transistors) in full.';
      const t = trace(id, 'vercel', { model: 'gpt-4o-mini', agent: 'shop-support', user });
      const N = t.N;
      t.llm('', [['get_order', { id: 'PK-20931' }]]);
      t.tool({ id: 'PK-20931', total: '34.90', currency: 'EUR', status: 'fulfilled', items: [{ sku: 'KIT-FUZZ-2N3904', qty: 1 }] });
      t.llm('', [['create_refund', { order: 'PK-20931', amount: '34.90' }]]);
      t.tool({ refund_id: `re_${N.b62(24)}`, status: 'succeeded', amount: 3490, created: N.epoch() });
      for (let i = 0; i < 3; i++) { t.llm('', [['get_order', { id: 'PK-20931' }]]); t.tool({ id: 'PK-20931', total: '34.90', currency: 'EUR', status: 'refunded', refunded: '34.90', x_request_id: N.reqId() }); }
      t.llm('', [['create_refund', { order: 'PK-20931', amount: '34.90' }]]);
      t.tool({ error: { type: 'invalid_request_error', code: 'charge_already_refunded' } }, { error: 'charge_already_refunded' });
      t.llm('', [['get_order', { id: 'PK-20931' }]]);
      t.tool({ id: 'PK-20931', status: 'refunded', refunded: '34.90', x_request_id: N.reqId() });
      return { goal: user, isolates: 'Refund succeeds, then the order is re-fetched four times and a second refund is attempted, all returning "refunded".', root: t.done(null) };
    },
    (id) => { // tuna cannery, Inspect AI eval log
      const user = 'Release lot TC-0519 (skipjack in brine) once the retort sterilisation record shows F0 >= 6.';
      const t = trace(id, 'inspect', { model: 'openai/gpt-4o', agent: 'sample', user });
      const N = t.N;
      t.llm('', [['retort_record', { lot: 'TC-0519' }]]);
      t.tool(`RETORT 3  lot TC-0519  cycle ${N.job('cyc')}\nF0=8.7  hold=62min @121.1C  chart=${N.tmp('.csv')}\nPASS`);
      t.llm('', [['release_lot', { lot: 'TC-0519' }]]);
      t.tool('lot TC-0519 status: RELEASED (QA sign-off recorded)');
      for (let i = 0; i < 3; i++) { t.llm('', [['lot_status', { lot: 'TC-0519' }]]); t.tool(`TC-0519: RELEASED  (queried ${N.syslog()})`); }
      t.llm('', [['release_lot', { lot: 'TC-0519' }]]);
      t.tool('lot TC-0519 status: RELEASED (no change)');
      t.llm('', [['lot_status', { lot: 'TC-0519' }]]);
      t.tool(`TC-0519: RELEASED  (queried ${N.syslog()})`, { meta: { limit: 'message_limit 16 reached' } });
      return { goal: user, isolates: 'The lot is released after a passing F0, then status is re-queried four times and the release re-sent, all unchanged.', root: t.done(null) };
    },
    (id) => { // OpenSearch reindex, Gemini function calling
      const user = 'Reindex the products-v3 index into products-v4 with the new analyzer, then swap the alias.';
      const t = trace(id, 'gemini', { model: 'gemini-2.5-flash', agent: 'search-ops', user });
      const N = t.N;
      t.llm('', [['os_request', { method: 'POST', path: '/_reindex?wait_for_completion=false', body: { source: { index: 'products-v3' }, dest: { index: 'products-v4' } } }]]);
      const task = `${N.b62(22)}:${N.int(100000, 999999)}`;
      t.tool({ task });
      t.llm('', [['os_request', { method: 'GET', path: `/_tasks/${task}` }]]);
      t.tool({ completed: true, response: { took: N.int(50000, 90000), total: 412877, created: 412877, failures: [] } });
      t.llm('', [['os_request', { method: 'POST', path: '/_aliases', body: { actions: [{ remove: { index: 'products-v3', alias: 'products' } }, { add: { index: 'products-v4', alias: 'products' } }] } }]]);
      t.tool({ acknowledged: true });
      for (let i = 0; i < 4; i++) { t.llm('', [['os_request', { method: 'GET', path: '/_cat/aliases/products?v' }]]); t.tool(`alias    index       filter routing.index routing.search is_write_index\nproducts products-v4 -      -             -              -`); }
      return { goal: user, isolates: 'Reindex and alias swap are acknowledged; the alias listing is then fetched four times with identical output.', root: t.done(null) };
    },
    (id) => { // caving club, Pydantic AI
      const user = 'Submit the call-out notice for Saturday\'s trip into Ogof Draenen with the cave rescue warden and confirm it\'s registered.';
      const t = trace(id, 'pydantic', { model: 'gpt-4o-mini', agent: 'trip_secretary', user });
      const N = t.N;
      t.llm('', [['submit_callout', { cave: 'Ogof Draenen', entry: 'Sat 09:30', callout: 'Sat 19:00', party: 5, leader: 'G. Pryce' }]]);
      t.tool({ registered: true, ref: 'SWCRO-3318', warden_ack: 'auto', ts: N.isoOff() });
      for (let i = 0; i < 3; i++) { t.llm('', [['check_callout', { ref: 'SWCRO-3318' }]]); t.tool({ ref: 'SWCRO-3318', registered: true, callout: 'Sat 19:00', party: 5, served: N.host('api') }); }
      t.llm('', [['submit_callout', { cave: 'Ogof Draenen', entry: 'Sat 09:30', callout: 'Sat 19:00', party: 5, leader: 'G. Pryce' }]]);
      t.tool({ registered: true, ref: 'SWCRO-3318', duplicate: true });
      t.llm('', [['check_callout', { ref: 'SWCRO-3318' }]]);
      t.tool(null, { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 10' });
      return { goal: user, isolates: 'Call-out registered with a reference; it is checked three times, resubmitted as a duplicate and checked again until the request limit.', root: t.done(null) };
    },
  ],
};
