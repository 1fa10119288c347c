import { Trace, row } from './lib.mjs';
const F = 'many_similar_reads';
const ISO = 'The same tool is called on many different files/pages/records with the same output template but different contents, then a summary.';
function mk(num, style, g, tool, items, fmt, summary) {
  const t = new Trace(`${F}-0${num}`, style, g);
  items.forEach((it) => { t.llm('', [{ name: tool, args: it.args }]); t.tool(tool, it.args, fmt(it, t.n)); });
  t.llm(summary); return row(F, num, ISO, false, false, g, t.root('reader-agent', { summary }));
}
export default [
  () => mk(1, 'gemini', 'Check grading sizes in 6 sewing-pattern PDFs.', 'read_pattern', ['Marlow dress', 'Fenn trousers', 'Ayla blouse', 'Corrie coat', 'Tess skirt', 'Bram shirt'].map((p, i) => ({ args: { file: `patterns/${p.toLowerCase().replace(' ', '_')}.pdf` }, p, sizes: [[6, 22], [8, 24], [4, 20], [6, 30], [8, 22], [6, 24]][i] })), (it, n) => ({ pattern: it.p, sizes: `${it.sizes[0]}-${it.sizes[1]}`, pages: n.int(20, 60) }), 'Only Corrie coat reaches size 30; Ayla stops at 20.'),
  () => mk(2, 'vercel', 'Summarise this week\'s bike-fit session notes.', 'getFitRecord', [['F-101', 'saddle +8mm'], ['F-102', 'stem -10mm'], ['F-103', 'cleat rotate 2°'], ['F-104', 'no change'], ['F-105', 'bar reach -15mm']].map(([id, ch]) => ({ args: { id }, id, ch })), (it, n) => ({ id: it.id, change: it.ch, fitted: n.eu() }), 'Five fits: 3 reach/height changes, 1 cleat, 1 no change.'),
  () => mk(3, 'otel', 'Audit crontabs on the 5 batch hosts.', 'ssh_exec', ['batch-01', 'batch-02', 'batch-03', 'batch-04', 'batch-05'].map((h, i) => ({ args: { host: h, cmd: 'crontab -l' }, h, line: ['0 2 * * * /opt/etl/run.sh', '*/5 * * * * /opt/mon/ping', '', '30 3 * * 0 /opt/backup/full.sh', '0 2 * * * /opt/etl/run.sh'][i] })), (it, n) => `${it.line || 'no crontab for svc'}\n# ${it.h} ${n.syslog()}`, 'ETL job is duplicated on batch-01 and batch-05; batch-03 has none.'),
  () => mk(4, 'plain', 'Read pedicab operator licence records and flag expiries.', 'get_licence', [['PC-11', '2025-12-01'], ['PC-12', '2025-10-04'], ['PC-13', '2026-03-15'], ['PC-14', '2025-09-30'], ['PC-15', '2026-01-20'], ['PC-16', '2025-10-11']].map(([id, exp]) => ({ args: { id }, id, exp })), (it, n) => ({ id: it.id, expires: it.exp, fetched: n.http() }), 'Expiring within 30 days: PC-14, PC-12, PC-16.'),
  () => mk(5, 'llamaindex', 'Reconcile museum gift-shop consignment statements.', 'read_statement', [['Hollis Ceramics', 412.0], ['Weft & Co', 88.5], ['Print Room Press', 230.0], ['Lumen Glass', 0]].map(([v, amt]) => ({ args: { vendor: v, month: '2025-08' }, v, amt })), (it, n) => `Vendor: ${it.v}\nPeriod: Aug 2025\nPayout due: £${it.amt.toFixed(2)}\nStatement ${n.hex(6)}`, 'Total payouts £730.50; Lumen Glass sold nothing.'),
  () => mk(6, 'anthropic', 'Check ice thickness logs for the 6 ice-fishing shanty sites.', 'read_site_log', ['S1', 'S2', 'S3', 'S4', 'S5', 'S6'].map((s, i) => ({ args: { site: s }, s, cm: [31, 28, 12, 34, 26, 29][i] }))
    , (it, n) => ({ site: it.s, thickness_cm: it.cm, measured: n.iso() }), 'All sites ≥ 26 cm except S3 (12 cm): close S3.'),
];
