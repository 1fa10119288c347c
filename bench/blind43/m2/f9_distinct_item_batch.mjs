import { agent, llm, tool, chain, oaiCompletion, anthMsg } from './lib.mjs';
export const family = 'distinct_item_batch';
export const loop = false;
export const summary = 'Same tool over distinct items with identical acknowledgements, one templated sentence per item, then done.';
const each = (items, f) => items.flatMap(f);

export const rows = [
{ n: '01', domain: 'repair café volunteer fix log', style: 'CrewAI', stagnation: false,
  isolates: 'Logs five different repaired items with the same "ok" acknowledgement and one templated sentence each, then a final tally.',
  goal: 'Log Saturday\'s five repairs from the repair café paper sheet into the database.',
  build: (N) => agent('Crew: repair_cafe', {}, { raw: '5 repairs logged.' }, [agent('Data Clerk', {}, null, [
    ...each([['toaster', 'fuse'], ['lamp', 'switch'], ['jeans', 'zip'], ['radio', 'solder joint'], ['kettle', 'thermostat']], ([it, fix]) => [
      tool('Log Repair', { item: it, fix }, 'ok'),
      llm('LLM call', {}, `Logged the ${it} repair (${fix}).`)]),
    llm('LLM call', {}, 'Final Answer: 5 repairs logged for Saturday.'),
  ])]) },
{ n: '02', domain: 'entomology museum collection digitisation', style: 'OpenAI Agents SDK', stagnation: false,
  isolates: 'Queues six different specimen drawers for imaging, each answered "queued", then a summary.',
  goal: 'Queue beetle drawers D-101 to D-106 for high-res imaging.',
  build: (N) => agent('Agent workflow', {}, null, [agent('Digitiser', {}, null, [
    ...each([101, 102, 103, 104, 105, 106], (d) => [tool('queue_imaging', { drawer: 'D-' + d }, { status: 'queued' })]),
    llm('Generation', {}, { output: [{ type: 'message', content: [{ type: 'output_text', text: 'Drawers D-101 to D-106 are queued for imaging.' }] }] }),
  ])]) },
{ n: '03', domain: 'veg box subscription skips', style: 'Semantic Kernel', stagnation: false,
  isolates: 'Applies a holiday skip to four distinct subscribers, identical "accepted" results, templated confirmation per subscriber.',
  goal: 'Apply the August holiday skip requested by four subscribers.',
  build: (N) => agent('Kernel.InvokeAsync', {}, null, [
    ...each(['S-2201', 'S-2245', 'S-2310', 'S-2398'], (s) => [tool('SubsPlugin-skip_week', { subscriber: s, week: '2024-W33' }, { result: 'accepted' }), llm('ChatCompletion', {}, { Content: `Skip for week 33 applied to subscriber ${s}.` })]),
  ]) },
{ n: '04', domain: 'audio description scripts for theatre', style: 'Inspect AI eval log', stagnation: false,
  isolates: 'Uploads five scene scripts (different scenes) to the AD booth system, each acknowledged "stored", then reports completion.',
  goal: 'Upload audio-description scripts for scenes 1-5 of "The Tempest" matinee.',
  build: (N) => agent('sample 1 (task ad_scripts)', { input: 'Upload AD scripts scenes 1-5.' }, { score: 'C' }, [
    ...each([1, 2, 3, 4, 5], (s) => [tool('upload_script', { scene: s, file: `tempest_s${s}.txt` }, 'stored')]),
    llm('model', { model: 'anthropic/claude-3-5-sonnet' }, { completion: 'All five scene scripts (1-5) are stored in the AD booth system.' }),
  ], { metadata: { eval_id: N.b62(22), task: 'ad_scripts' } }) },
{ n: '05', domain: 'chauffeur airport pickups', style: 'Claude Agent SDK transcript', stagnation: false,
  isolates: 'Assigns four different flights to drivers with identical "assigned" results and a one-line note each, then ends.',
  goal: 'Assign drivers to tomorrow\'s four LHR arrivals.',
  build: (N) => { const m = 'claude-sonnet-4-20250514'; return agent('claude-agent-sdk query', {}, { type: 'result', subtype: 'success' }, [
    ...each([['BA 118', 'Ravi'], ['VS 4', 'Joan'], ['AA 100', 'Mo'], ['QR 7', 'Lee']], ([f, d]) => [
      llm('assistant', {}, { type: 'assistant', message: anthMsg(N, m, `Assigning ${d} to ${f}.`, [['assign_driver', { flight: f, driver: d }]]) }),
      tool('assign_driver', { flight: f, driver: d }, 'assigned')]),
  ]); } },
{ n: '06', domain: 'stenography school exam marking', style: 'Griptape (not in the brief\'s list)', stagnation: false,
  isolates: 'Records marks for five different candidates, each acknowledged "saved", with a templated sentence per candidate, then finishes.',
  goal: 'Enter the 180 wpm dictation exam results for five candidates.',
  build: (N) => agent('Agent', {}, null, [
    ...each([['C-01', 97.2], ['C-02', 95.8], ['C-03', 98.4], ['C-04', 93.1], ['C-05', 96.0]], ([c, a]) => [tool('RecordTool.save_mark', { candidate: c, accuracy: a }, 'saved'), llm('PromptDriver.run', {}, { value: `${c}: ${a}% accuracy recorded.` })]),
    llm('PromptDriver.run', {}, { value: 'All five 180 wpm results entered.' }),
  ]) },
];
