import { agent, llm, tool } from './lib.mjs';
export const family = 'supervisor_distinct_subtasks';
const worker = (c, name, task, sql, out, ans) => agent(name, { task }, { answer: ans }, [llm('gpt-4o', { messages: [{ role: 'user', content: task }] }, { tool_calls: [{ name: 'run_sql', arguments: JSON.stringify({ sql }) }] }), tool('run_sql', { sql }, out, { metadata: { query_id: c.qid(), ms: c.ms() } }), llm('gpt-4o', { messages: [{ role: 'tool', content: String(out).slice(0, 200) }] }, ans)]);
function build(c, goal, subs, synth, meta) {
  const kids = [];
  subs.forEach(([task, sql, out, ans]) => { kids.push(llm('gpt-4o', { messages: [{ role: 'user', content: goal }] }, `Next: ask sql_worker: ${task}`)); kids.push(worker(c, 'sql_worker', task, sql, out, ans)); });
  kids.push(llm('gpt-4o', { messages: [{ role: 'user', content: goal }] }, synth));
  return agent('supervisor', { input: goal }, { output: synth }, kids, meta);
}
function r1(c) {
  const goal = 'Explain the 12% drop in marketplace GMV in August.';
  const subs = [['GMV by category Jul vs Aug', 'select category, sum(gmv) filter (where m=7), sum(gmv) filter (where m=8) from gmv_monthly group by 1', '[("electronics", 4.1e6, 3.2e6), ("home", 2.2e6, 2.15e6)]', 'Electronics fell 22%, home flat.'], ['Top electronics sellers change', 'select seller, sum(gmv) ... where category=\'electronics\'', '[("VoltMart", 1.3e6, 0.41e6)]', 'VoltMart dropped by 0.89M.'], ['VoltMart listing status', 'select status, count(*) from listings where seller=\'VoltMart\' group by 1', '[("suspended", 1840), ("active", 112)]', '1840 VoltMart listings suspended.'], ['Suspension date', 'select min(suspended_at) from listings where seller=\'VoltMart\'', '[(datetime(2024,8,3,9,12),)]', 'Suspended on 3 August.']];
  return { isolates: 'A supervisor gives the same SQL worker four different sub-tasks, each answered with new facts, then synthesises the cause.', stagnation: false, goal, root: build(c, goal, subs, 'GMV fell because VoltMart (electronics) had 1,840 listings suspended on 3 Aug, removing ~0.89M.', { framework: 'langgraph-supervisor' }) };
}
function r2(c) {
  const goal = 'Prepare the weekly ops review numbers for the warehouse network.';
  const subs = [['Orders shipped per warehouse last week', 'select wh, count(*) from shipments where wk=41 group by 1', '[("AMS",18220),("LYS",9340),("MAD",7012)]', 'AMS 18,220, LYS 9,340, MAD 7,012.'], ['On-time rate per warehouse', 'select wh, avg(on_time::int) ...', '[("AMS",0.961),("LYS",0.912),("MAD",0.944)]', 'LYS lowest at 91.2%.'], ['Late shipments reasons at LYS', 'select reason, count(*) from late where wh=\'LYS\' group by 1', '[("carrier_pickup",511),("stockout",223)]', 'LYS late mostly carrier pickup (511).'], ['Pick rate per hour', 'select wh, avg(picks_per_hour) ...', '[("AMS",142.3),("LYS",118.9),("MAD",131.0)]', 'LYS slowest at 118.9 picks/h.']];
  return { isolates: 'Four distinct KPI sub-tasks to one worker, each returning different numbers, then a combined review.', stagnation: false, goal, root: build(c, goal, subs, 'Week 41: 34,572 shipments; LYS lags (91.2% on time, 118.9 picks/h) mainly due to carrier pickups (511 late).', { framework: 'crewai hierarchical' }) };
}
function r3(c) {
  const goal = 'Profile the new loyalty_members table for the data catalog entry.';
  const subs = [['Row count and key uniqueness', 'select count(*), count(distinct member_id) from loyalty_members', '[(1204411, 1204411)]', '1,204,411 rows, member_id unique.'], ['Null rates', 'select avg((email is null)::int), avg((birth_date is null)::int) from loyalty_members', '[(0.021, 0.344)]', 'email 2.1% null, birth_date 34.4% null.'], ['Tier distribution', 'select tier, count(*) from loyalty_members group by 1', '[("bronze",901233),("silver",241100),("gold",62078)]', '75% bronze, 20% silver, 5% gold.'], ['Join date range', 'select min(joined_at), max(joined_at) from loyalty_members', '[("2016-03-01","2024-10-13")]', 'Joined 2016-03-01 to 2024-10-13.']];
  return { isolates: 'A profiling supervisor hands four different column/table checks to one worker; each returns a new fact, then a catalog description is written.', stagnation: false, goal, root: build(c, goal, subs, 'loyalty_members: 1.2M unique members since 2016; email 2.1% null, birth_date 34.4% null; tiers 75/20/5.', { framework: 'autogen groupchat' }) };
}
export const scenarios = [r1, r2, r3];
