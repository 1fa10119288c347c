import { agent, llm, tool, chain, usr } from './lib.mjs';
export const family = 'similar_record_sweep';
export const loop = false;
export const summary = 'Reads many similar but different records with the same tool/template, then summarises.';
export const rows = [
['periscope repair', 'Gemini API function calling', 'inspect_periscope', (R, i) => ({ unit: 'PS-' + (100 + i), prism_haze: [0.1, 0.4, 0.05, 0.7, 0.2][i], seal: ['ok', 'ok', 'worn', 'ok', 'leak'][i] })],
['leech therapy supplies', 'MLflow Tracing', 'read_tank', (R, i) => ({ tank: i + 1, count: [120, 98, 143, 77, 110][i], temp_c: [8.1, 9.0, 7.6, 10.2, 8.4][i] })],
['sand dune stabilisation', 'OpenInference / Arize Phoenix', 'read_transect', (R, i) => ({ transect: 'T' + i, marram_cover_pct: [34, 12, 51, 27, 8][i], migration_m_yr: [1.2, 3.8, 0.4, 2.1, 5.5][i] })],
['oasis water rights', 'LangChain4j', 'fetch_allocation', (R, i) => ({ holder: ['Ait Benali', 'Ouarzazi', 'El Fassi', 'Tazi', 'Idrissi'][i], hours_per_week: [6, 3, 9, 4, 2][i] })],
['beard oil subscriptions', 'Vercel AI SDK (ai.* OpenTelemetry spans)', 'get_subscriber', (R, i) => ({ id: 'SUB-' + (900 + i), scent: ['cedar', 'bay rum', 'sandalwood', 'unscented', 'cedar'][i], churn_risk: [0.1, 0.6, 0.2, 0.8, 0.3][i] })],
['hurling club records', 'Langfuse', 'read_episode', (R, i) => ({ ep: 200 + i, winner: ['Dana', 'Rui', 'Hal', 'Mei', 'Olu'][i], score: [18, 22, 15, 25, 20][i] })],
].map(([domain, style, tname, mk]) => ({ domain, style, stagnation: false, goal: `Review the five ${domain} records and summarise.`, isolates: `Same ${tname} tool called on 5 different ${domain} records with the same output template but different contents, then a summary.`,
  build: (R) => { const kids = []; const outs = []; for (let i = 0; i < 5; i++) { R.tick(); const o = { ...mk(R, i), fetched: R.iso(), req: R.reqId() }; outs.push(o); kids.push(tool(tname, { index: i }, o, { style })); }
    kids.push(llm('summarise', { messages: [usr('summarise')] }, `Summary of ${domain}: ` + outs.map((o) => JSON.stringify({ ...o, fetched: undefined, req: undefined })).join(' | '), { style }));
    return agent(`${domain} reviewer`, { goal: 'review' }, { done: true }, kids, { style }); } }));
