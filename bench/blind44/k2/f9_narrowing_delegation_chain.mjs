// Family 9 (healthy): chain of 3+ nested agents, each handing a narrower, different sub-task down; results come back.
import { agent, llm, tool } from './lib.mjs';
const S = [
  ['Plan the kite festival night show', ['plan the night show', 'choose LED kites for the show', 'check LED kite battery stock'], 'battery_stock', '46 packs, 40 charged'],
  ['Restore the tidal mill sluice', ['restore the sluice', 'specify the gate timber', 'get greenheart price'], 'timber_quote', '£2,140/m3, 3 weeks'],
  ['Fix slow checkout on the ice hotel site', ['fix slow checkout', 'find the slow API call', 'profile the availability query'], 'explain_analyze', 'seq scan on rooms, 1.8 s'],
  ['Prepare the ropewalk export order', ['prepare export', 'work out the shipping papers', 'find the HS code for manila rope'], 'tariff_lookup', 'HS 5607.90'],
  ['Publish the map archive web gallery', ['publish gallery', 'make the image tiles', 'tile sheet OS-1854-12'], 'tiler', '2,311 tiles, zoom 0-7'],
  ['Staff the shearing shed for Monday', ['staff the shed', 'pick the wool handlers', 'check handler availability'], 'roster_query', '3 of 5 free Monday'],
];
export const scenarios = S.map(([goal, levels, tl, res]) => (N) => {
  let inner = agent(levels[2], { task: levels[2] }, res, [llm('llm', { task: levels[2] }, `Calling ${tl}.`), tool(tl, { task: levels[2] }, { result: res, id: N.uuid() })]);
  inner = agent(levels[1], { task: levels[1] }, `Done: ${res}`, [llm('llm', { task: levels[1] }, `Hand down: ${levels[2]}.`), inner]);
  inner = agent(levels[0], { task: levels[0] }, `Done: ${res}`, [llm('llm', { task: levels[0] }, `Hand down: ${levels[1]}.`), inner, llm('llm', {}, `Finished: ${res}.`)]);
  return { isolates: `Three nested agents each take a narrower sub-task for "${goal}" and the result comes back up.`, loop: false, stagnation: false, goal, root: agent('root', { goal }, { done: true }, [inner]) };
});
