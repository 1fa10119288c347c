import { trace } from './lib.mjs';
// Healthy: the same tool read over many similar but different records, then a summary.
export const family = {
  name: 'same_tool_many_records', loop: false, stagnation: false,
  isolates: 'one tool called on many different records with the same output template but different contents, then a summary',
  rows: [
    (id) => { // Zendesk tickets, Vercel AI SDK
      const user = 'Read the 6 open tickets tagged "label-printer" and tell me whether it is one bug or several.';
      const t = trace(id, 'vercel', { model: 'gpt-4o-mini', agent: 'support-analyst', user });
      const N = t.N;
      const tk = [[88121, 'Labels print blank after firmware 2.3', 'ZT411', '2.3.0'], [88130, 'Printer offline every morning', 'ZD621', '2.2.7'], [88134, 'Blank labels since update', 'ZT411', '2.3.0'], [88140, 'Barcode too faint', 'ZD421', '2.2.7'], [88152, 'All labels blank on ZT411', 'ZT411', '2.3.0'], [88160, 'Wrong label size 4x6 -> 4x4', 'ZD621', '2.3.0']];
      t.llm('Reading each ticket.', tk.map(([n]) => ['get_ticket', { id: n }]));
      for (const [n, subj, model, fw] of tk) t.tool({ ticket: { id: n, subject: subj, status: 'open', custom_fields: { printer_model: model, firmware: fw }, created_at: N.iso(), updated_at: N.iso() }, meta: { request_id: N.uuid() } });
      t.llm('Three separate issues: (1) blank labels on ZT411 with firmware 2.3.0: 88121, 88134, 88152, a firmware regression; (2) connectivity drop on ZD621 2.2.7 (88130); (3) one-offs: faint barcode on ZD421 (88140, darkness setting) and label size on ZD621 (88160, media calibration after update).');
      return { goal: user, isolates: 'Six get_ticket calls with the same shape but different subjects, models and firmware, then a grouping summary.', root: t.done('3 distinct issues') };
    },
    (id) => { // Xero invoices, Pydantic AI
      const user = 'Check the 5 unpaid supplier bills in Xero for duplicates before the payment run.';
      const t = trace(id, 'pydantic', { model: 'gpt-4o', agent: 'ap_clerk', user });
      const N = t.N;
      const bills = [['INV-3310', 'Harlow Timber', 1840.0, '2025-05-02'], ['INV-3317', 'Harlow Timber', 1840.0, '2025-05-02'], ['A-99812', 'Petersen Fixings', 212.4, '2025-05-06'], ['0041', 'M. Okafor Electrical', 960.0, '2025-05-08'], ['A-99840', 'Petersen Fixings', 212.4, '2025-05-20']];
      for (const [num, sup, amt, date] of bills) {
        t.llm('', [['xero_get_bill', { invoice_number: num }]]);
        t.tool({ Invoices: [{ InvoiceID: N.uuid(), InvoiceNumber: num, Contact: { Name: sup }, Total: amt, Date: `/Date(${Date.parse(date)}+0000)/`, Status: 'AUTHORISED', Reference: num === 'INV-3317' ? 'PO 7781' : num === 'INV-3310' ? 'PO 7781' : 'PO ' + N.int(7000, 7999), UpdatedDateUTC: `/Date(${N.epochMs()}+0000)/` }], Id: N.uuid(), ProviderName: 'payment-run-bot' });
      }
      t.llm('Likely duplicate: INV-3310 and INV-3317 from Harlow Timber, same total £1,840.00, same date and same PO 7781. Petersen A-99812 and A-99840 share an amount but have different dates and POs, so they look like repeat monthly orders. Hold INV-3317; pay the other four.');
      return { goal: user, isolates: 'Five bill look-ups of identical format with different numbers, suppliers and POs; one real duplicate is found.', root: t.done('hold INV-3317') };
    },
    (id) => { // bumper car arena inspection logs, Inspect AI
      const user = 'Go through the daily pre-opening inspection sheets for our 6 bumper cars from last week and tell me which car needs the workshop.';
      const t = trace(id, 'inspect', { model: 'openai/gpt-4o-mini', agent: 'sample', user });
      const N = t.N;
      const cars = [[1, 'OK', 'OK', 12.1], [2, 'OK', 'worn', 11.9], [3, 'OK', 'OK', 12.3], [4, 'pole spark intermittent', 'OK', 10.2], [5, 'OK', 'OK', 12.0], [6, 'OK', 'bumper split front-left', 12.2]];
      for (const [c, pole, bump, v] of cars) {
        t.llm('', [['read_inspection', { car: c, week: 'last' }]]);
        t.tool(`CAR ${c}  week ${N.int(10, 52)}  inspector=${N.pick(['DH', 'KL', 'SR'])}\n  trolley pole: ${pole}\n  rubber bumper: ${bump}\n  seat belt: OK\n  floor voltage at car: ${v} V\n  signed ${N.dmy()}`);
      }
      t.llm('Car 4 needs the workshop: intermittent pole sparking and only 10.2 V at the car (others 11.9-12.3 V), suggesting a worn collector. Car 6 needs a new front-left bumper (split) and car 2\'s bumper is worn; both can be done on site.');
      return { goal: user, isolates: 'Six inspection sheets read with the same template; contents differ (sparking, voltage, bumpers) and the summary picks car 4.', root: t.done('car 4 to workshop') };
    },
    (id) => { // PgBouncer pools, plain message-level trace
      const user = 'Check the PgBouncer pools on all four app hosts and tell me which one is exhausting connections.';
      const t = trace(id, 'plain', { model: 'gpt-4o', agent: 'db-oncall', user });
      const N = t.N;
      const hosts = [['app-1', 18, 0, 2.1], ['app-2', 20, 37, 412.0], ['app-3', 17, 0, 1.8], ['app-4', 19, 2, 9.4]];
      for (const [h, act, wait, maxw] of hosts) {
        t.llm('', [['ssh_exec', { host: h, cmd: 'psql -p 6432 pgbouncer -c "SHOW POOLS;"' }]]);
        t.tool(` database | user |  cl_active | cl_waiting | sv_active | sv_idle | maxwait_us | pool_mode\n----------+------+------------+------------+-----------+---------+------------+-----------\n orders   | app  |         ${act} |         ${wait} |        20 |       0 | ${Math.round(maxw * 1000)} | transaction\n(1 row)\n\nTime: ${N.int(1, 9)}.${N.int(100, 999)} ms`);
      }
      t.llm('app-2 is exhausting its pool: 37 clients waiting with up to 412 ms wait, while app-1 and app-3 have none and app-4 only 2. All hosts have 20 server connections, so app-2 likely has a slow or leaking client; check long-running transactions from app-2.');
      return { goal: user, isolates: 'Same SHOW POOLS command on four hosts, identical output layout, different numbers; app-2 singled out.', root: t.done('app-2') };
    },
    (id) => { // Argo CD applications, Letta
      const user = 'List the sync status of our five Argo CD apps in prod and tell me which are out of sync and why.';
      const t = trace(id, 'letta', { model: 'gpt-4o-mini', agent: 'gitops-helper', user });
      const N = t.N;
      const apps = [['payments', 'Synced', 'Healthy', null], ['search', 'OutOfSync', 'Healthy', 'ConfigMap search-tuning differs (replicas annotation)'], ['ledger', 'Synced', 'Degraded', 'Deployment ledger-worker: 1/3 ready, CrashLoopBackOff'], ['notifications', 'Synced', 'Healthy', null], ['gateway', 'OutOfSync', 'Progressing', 'HPA gateway minReplicas 4 in git, 6 live (manual edit)']];
      for (const [a, sync, health, note] of apps) {
        t.llm('', [['argocd_app_get', { name: a }]]);
        t.tool({ metadata: { name: a, resourceVersion: String(N.int(1000000, 9999999)) }, status: { sync: { status: sync, revision: N.sha(40) }, health: { status: health, ...(note ? { message: note } : {}) }, reconciledAt: N.iso() } });
      }
      t.llm('Out of sync: search (ConfigMap search-tuning annotation drift) and gateway (HPA minReplicas changed live from 4 to 6). ledger is synced but degraded (ledger-worker crash-looping), which needs attention separately. payments and notifications are fine.');
      return { goal: user, isolates: 'Five argocd_app_get results with the same structure but different statuses and causes, then a summary.', root: t.done('2 out of sync, 1 degraded') };
    },
    (id) => { // Metabase dashboards, Agno (not in the listed tools)
      const user = 'Before we drop the legacy "events_v1" table, check which of these 5 Metabase dashboards still query it.';
      const t = trace(id, 'agno', { model: 'gpt-4o', agent: 'bi-cleanup', user });
      const N = t.N;
      const dbs = [[12, 'Weekly Active Users', ['events_v2'], 41], [19, 'Signup Funnel', ['events_v1', 'users'], 7], [23, 'Revenue by Plan', ['subscriptions'], 120], [31, 'Feature Adoption', ['events_v2', 'features'], 18], [44, 'Legacy Retention', ['events_v1'], 0]];
      for (const [d, name, tables, views] of dbs) {
        t.llm('', [['metabase_dashboard', { id: d }]]);
        t.tool(JSON.stringify({ id: d, name, cards: tables.length + N.int(1, 4), tables_referenced: tables, view_count_30d: views, last_edited_at: N.isoOff(), collection: N.pick(['Growth', 'Finance', 'Product']) }));
      }
      t.llm('Two dashboards use events_v1: #19 Signup Funnel (7 views in 30 days, must migrate to events_v2 first) and #44 Legacy Retention (0 views, can be archived). The other three do not touch it.');
      return { goal: user, isolates: 'Five dashboard look-ups with the same JSON-in-string shape and different tables and view counts, then a decision.', root: t.done('2 dashboards depend on events_v1') };
    },
  ],
};
