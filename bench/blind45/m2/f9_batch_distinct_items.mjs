import { mk, span } from './lib.mjs';
export const family = 'batch_distinct_items';
export const loop = false;
export const stagnation = false;
const mkRow = (domain, style, goal, tool, items, argOf, ack, line, final, isolates) => ({ domain, style, build(R) {
  const L = mk(style, R); const ch = [];
  items.forEach((it) => { ch.push(L.llm([L.user(goal)], line(it), [{ name: tool, args: argOf(it) }])); ch.push(L.tool(tool, argOf(it), ack(R))); });
  ch.push(L.llm([], final, []));
  return { isolates, goal, root: L.agent(domain.split(' ')[0] + '-batch', { goal }, { done: items.length }, ch) };
} });
export const rows = [
  mkRow('duck decoy carving competition', 'plain', 'Register the five entered decoys in the judging system.', 'register_entry', ['mallard drake', 'pintail hen', 'canvasback', 'teal pair', 'bufflehead'], (x) => ({ species: x }), (R) => 'ok', (x) => `Registering the ${x} entry.`, 'All five decoys registered.', 'Same tool and "ok" for five different decoys; done.'),
  mkRow('fish passage counts at a hydro dam', 'crewai', 'Upload each day\'s fish-ladder count for the week.', 'upload_count', ['Mon 412', 'Tue 388', 'Wed 501', 'Thu 277'], (x) => ({ day: x.split(' ')[0], count: +x.split(' ')[1] }), (R) => ({ status: 'queued', id: R.uuid() }), (x) => `Uploading ${x.split(' ')[0]}'s count (${x.split(' ')[1]} fish).`, 'Week uploaded.', 'Four distinct days queued with identical acks.'),
  mkRow('eyeglass recycling charity', 'vercel', 'Log each donation box received from the four partner opticians.', 'log_box', ['Leeds', 'York', 'Hull', 'Ripon'], (x) => ({ branch: x }), (R) => ({ ok: true }), (x) => `Logging the box from ${x}.`, 'Four boxes logged.', 'One templated sentence per branch, each a new item.'),
  mkRow('weather vane foundry orders', 'langgraph', 'Send casting tickets for the three approved vane designs.', 'create_casting_ticket', ['cockerel', 'fox', 'schooner'], (x) => ({ design: x }), (R) => 'created', (x) => `Creating the casting ticket for the ${x} vane.`, 'Three tickets created.', 'Distinct designs, identical "created" acks, then finished.'),
  mkRow('ice hotel room carving', 'autogen', 'Assign carvers to the six art suites.', 'assign_carver', ['Suite 1', 'Suite 2', 'Suite 3', 'Suite 4', 'Suite 5', 'Suite 6'], (x) => ({ suite: x }), (R) => ({ result: 'assigned' }), (x) => `Assigning a carver to ${x}.`, 'All six suites assigned. TERMINATE', 'Six different suites, same ack, finished.'),
  mkRow('holiday light installers', 'weave', 'Schedule installs for the four confirmed houses.', 'schedule_install', ['12 Oak St', '3 Birch Rd', '77 Elm Ave', '9 Pine Ct'], (x) => ({ address: x }), (R) => ({ status: 'scheduled' }), (x) => `Scheduling the install at ${x}.`, 'Four installs scheduled.', 'Identical acks over distinct addresses.'),
];
