import { agent, llm, tool } from './lib.mjs';
// Healthy: 3+ nested agents, each handing a narrower, different sub-task down; results flow back up.
function chainOf(N, levels, leafTool) {
  let inner = leafTool(N);
  for (let i = levels.length - 1; i >= 0; i--) { const [name, task, result] = levels[i]; inner = agent(name, { task }, result, [llm(name + '.plan', { task }, i < levels.length - 1 ? `Delegate narrower task: ${levels[i + 1][1]}` : 'Do it directly.', { depth: i }), inner], { depth: i, run: N.uuid() }); }
  return inner;
}
export default {
  family: 'narrowing_delegation_chain', loop: false, stagnation: false,
  rows: [
    { domain: 'steam boiler inspection', style: 'Google ADK sub-agents', isolates: 'Three levels narrow from "inspect boiler" to "check firebox" to "read stay tell-tale holes"; result bubbles up.', goal: 'Prepare the annual inspection summary for loco 4930.',
      build: (N) => chainOf(N, [['inspection_lead', 'Prepare 4930 inspection summary', 'Pass with 2 stays to replace.'], ['firebox_agent', 'Check firebox condition', '2 leaking stays row 4.'], ['stay_agent', 'Read tell-tale holes row 1-8', 'Row 4 stays 12 and 15 weeping.']], (N) => tool('read_telltales', { rows: '1-8' }, { weeping: [[4, 12], [4, 15]], read: N.iso() }, {})) },
    { domain: 'harpsichord soundboard survey', style: 'OpenAI Agents SDK', isolates: 'Chain of restorer → soundboard → rib agents, each narrower; data returns up.', goal: 'Assess soundboard for restoration.',
      build: (N) => chainOf(N, [['Restorer', 'Assess instrument', 'Soundboard repairable.'], ['Soundboard', 'Assess soundboard', 'One crack, rib 3 loose.'], ['RibChecker', 'Tap-test ribs 1-6', 'Rib 3 loose.']], (N) => tool('tap_test', { ribs: [1, 2, 3, 4, 5, 6] }, { loose: [3], hz: N.int(200, 260) }, {})) },
    { domain: 'rooftop apiary disease check', style: 'Strands Agents', isolates: 'Apiary lead → hive inspector → varroa counter, narrowing to one measurement.', goal: 'Check varroa on all rooftop hives.',
      build: (N) => chainOf(N, [['apiary_lead', 'Health check', 'One hive over threshold.'], ['hive_inspector', 'Varroa on hives R1-R3', 'R2 at 4%.'], ['mite_counter', 'Alcohol-wash count R2', '12 mites/300 bees.']], (N) => tool('alcohol_wash', { hive: 'R2' }, { mites: 12, bees: 300 }, {})) },
    { domain: 'broadband co-op outage', style: 'smolagents managed agents', isolates: 'NOC → segment → splice agents each narrow to a single fibre splice; found and reported.', goal: 'Find the cause of the Altarnun outage.',
      build: (N) => chainOf(N, [['noc_manager', 'Find outage cause', 'Broken splice SC-17.'], ['segment_agent', 'Locate segment', 'Fault between SC-15 and SC-17.'], ['splice_agent', 'OTDR trace SC-17', 'Reflective event at 2.31 km.']], (N) => tool('otdr', { from: 'SC-15' }, `event 2.31 km loss 3.4 dB ${N.syslog()}`, {})) },
    { domain: 'herbarium digitisation', style: 'LangGraph subgraphs', isolates: 'Collection → folder → sheet agents narrow to one specimen\'s label transcription.', goal: 'Digitise folder 88 of the Sphagnum collection.',
      build: (N) => chainOf(N, [['collection_agent', 'Digitise folder 88', 'Folder 88 done.'], ['folder_agent', 'Process 12 sheets', '12 sheets done.'], ['label_agent', 'Transcribe label E00412874', 'Sphagnum papillosum, Rannoch Moor, 1911.']], (N) => tool('ocr', { barcode: 'E00412874' }, { text: 'Sphagnum papillosum Rannoch Moor 1911' }, {})) },
    { domain: 'ice hotel structural check', style: 'Pydantic AI', isolates: 'Site → suite → arch → thermal agents, four nested levels, each narrower.', goal: 'Check Suite 12 is safe for opening.',
      build: (N) => chainOf(N, [['site_agent', 'Safe for opening?', 'Yes.'], ['suite_agent', 'Check suite 12', 'Arch ok.'], ['arch_agent', 'Check arch sag', '4 mm sag, ok.'], ['thermal_agent', 'Read ice temp', '-6.2 °C.']], (N) => tool('read_thermistor', { id: 'S12-A' }, { c: -6.2 }, {})) },
  ],
};
