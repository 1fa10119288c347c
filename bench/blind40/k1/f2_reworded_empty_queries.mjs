import { style, span, http } from './lib.mjs';
export const meta = { family: 'reworded_empty_queries', loop: true, stagnation: false, behaviour: 'same tool, same intent reworded, no hits every time; task not done' };

export const scenarios = [
  // 01 velodrome timing — Vercel AI SDK
  (c) => {
    const S = style('vercel', c);
    const goal = 'Find the official split times for rider bib 47 in the women keirin heat 2 at Roubaix velodrome on 2024-04-06.';
    const qs = [['bib 47 keirin heat 2', 'Checking the timing archive for the heat.'], ['keirin W heat2 rider 47', 'Nothing. Trying the event code spelling.'], ['"47" women\'s keirin H2 06/04/2024', 'Maybe the date format matters; using the French format.'], ['keirin femmes série 2 dossard 47', 'Trying the French event naming.'], ['KEI-W-R1-H2 bib=47', 'Trying the internal race code.']];
    const kids = [];
    for (const [q, t] of qs) { kids.push(S.llm({ prompt: goal, text: t, calls: [{ name: 'searchTiming', args: { query: q, venue: 'roubaix' } }] })); kids.push(S.tool('searchTiming', { query: q, venue: 'roubaix' }, { hits: [], total: 0, took_ms: c.int(3, 40), index: 'timing-2024' })); }
    return { isolates: 'Five reworded timing-archive queries for the same rider and heat all return zero hits and the run ends without the splits.', goal, root: S.agent('timing_bot', { prompt: goal }, { text: '', finishReason: 'length' }, kids) };
  },
  // 02 sail lofts — smolagents
  (c) => {
    const S = style('smolagents', c);
    const goal = 'Locate the cutting file for the North-style 38ft genoa order GEN-3812 so the plotter can run tonight.';
    const attempts = [['GEN-3812', 'Search the loft drive for the order number.'], ['genoa 38ft', 'No file. Search by sail type and size instead.'], ['GEN_3812*.dxf', 'Perhaps underscores are used in file names.'], ['3812 headsail', 'Maybe it was saved as headsail rather than genoa.'], ['order 3812 cut', 'Try a looser phrase with the word cut.']];
    const steps = attempts.map(([q, th], i) => span('chain', `Step ${i + 1}`, { step_number: i + 1 }, { observations: `Execution logs:\n[]\nLast output from code snippet:\nNone` }, [
      S.llm({ prompt: goal, text: th, calls: [{ name: 'find_files', args: { pattern: q, root: '//loft-nas/cutting' } }] }),
      S.tool('find_files', { pattern: q, root: '//loft-nas/cutting' }, []),
    ]));
    return { isolates: 'The agent searches the loft drive for one cutting file under five different spellings, gets an empty list each time and never finds it.', goal, root: S.agent('sail_loft', { task: goal }, null, steps) };
  },
  // 03 snow globe manufacturing — OpenAI Agents SDK
  (c) => {
    const S = style('oai-agents', c);
    const goal = 'Find the supplier lot of glycerin used in batch SG-0921 snow globes that customers report as cloudy.';
    const qs = [{ batch: 'SG-0921', material: 'glycerin' }, { batch_id: 'SG0921', component: 'glycerol' }, { production_batch: 'sg-0921', ingredient: 'glycerine' }, { batch: 'SG-921', material: 'E422' }, { lot_of: 'SG-0921', kind: 'fluid' }];
    const thoughts = ['Look up the batch bill of materials.', 'Empty. The ERP might use glycerol and no dash.', 'Try lowercase and the production_batch field.', 'Maybe leading zero is dropped; also the E-number.', 'Try the generic fluid category.'];
    const kids = [];
    qs.forEach((q, i) => { kids.push(S.llm({ prompt: goal, text: thoughts[i], calls: [{ name: 'erp_material_trace', args: q }] })); kids.push(S.tool('erp_material_trace', q, { results: [], count: 0, erp_node: c.host('erp') })); });
    return { isolates: 'Five material-trace queries use different field names and spellings for the same batch and ingredient and all come back empty.', goal, root: S.agent('QualityInvestigator', { input: goal }, { final_output: null, error: 'MaxTurnsExceeded' }, kids) };
  },
  // 04 horseshoe-crab LAL labs — LlamaIndex style via OpenInference
  (c) => {
    const S = style('openinference', c);
    const goal = 'Retrieve the endotoxin standard curve certificate for LAL reagent lot 4471-B.';
    const qs = ['certificate of analysis LAL lot 4471-B', 'CoA Limulus amebocyte lysate 4471B', 'standard curve endotoxin 4471-B', 'lot 4471 B CSE potency certificate', 'LAL reagent 4471-B COA pdf'];
    const kids = [];
    qs.forEach((q, i) => {
      kids.push(S.llm({ prompt: goal, text: i === 0 ? 'Searching QA documents.' : ['Nothing; try abbreviation CoA.', 'Try describing the curve itself.', 'Maybe CSE potency is how it is filed.', 'Last try with file type.'][i - 1], calls: [{ name: 'qa_docs_search', args: { query: q } }] }));
      kids.push(span('retriever', 'VectorIndexRetriever.retrieve', { query_str: q }, { nodes: [] }, [], { metadata: { 'openinference.span.kind': 'RETRIEVER', 'retrieval.documents': '[]', similarity_top_k: 5, similarity_cutoff: 0.78 } }));
    });
    return { isolates: 'Five reworded retrievals for the same certificate return no nodes above the similarity cutoff; the answer is never found.', goal, root: S.agent('lal_qa_agent', { query: goal }, { response: 'Empty Response' }, kids) };
  },
  // 05 coding: monorepo changelog — plain message-level trace
  (c) => {
    const S = style('plain', c);
    const goal = 'Find the commit that introduced the `--frozen-registry` flag in the internal `yardctl` CLI so it can be cited in the release notes.';
    const cmds = ['git log --oneline -S "--frozen-registry"', 'git log --oneline -S "frozen_registry"', 'git log --all --oneline --grep="frozen registry"', 'git log --oneline -G "frozenRegistry"', 'git log --oneline --grep="freeze registry"'];
    const th = ['Search the diff history for the flag string.', 'No output. The Go flag variable may use underscores.', 'Try the commit messages across all branches.', 'Try the camelCase identifier with a regex.', 'Maybe the message said freeze.'];
    const kids = [];
    cmds.forEach((cmd, i) => { kids.push(S.llm({ prompt: goal, text: th[i], calls: [{ name: 'bash', args: { command: cmd } }] })); kids.push(S.tool('bash', { command: cmd }, { stdout: '', stderr: '', exit_code: 0, duration: c.secs(0.3, 2.5) })); });
    return { isolates: 'Five git log searches for the same flag under different spellings print nothing and the commit is not found.', goal, root: span('agent', 'yardctl-notes-session', { goal }, { status: 'incomplete' }, kids) };
  },
  // 06 carousel restoration — Langfuse
  (c) => {
    const S = style('langfuse', c);
    const goal = 'Find the original paint colour record for outside-row horse #9 of the 1912 Dentzel carousel before repainting.';
    const qs = [{ q: 'Dentzel horse 9 paint', collection: 'restoration' }, { q: 'outer row jumper no. 9 original colour', collection: 'restoration' }, { q: 'horse IX 1912 paint analysis', collection: 'restoration' }, { q: 'figure 9 outside row dapple grey', collection: 'restoration' }];
    const th = ['Searching the restoration archive.', 'No records; maybe "jumper" and "colour" are the archive terms.', 'Perhaps roman numerals are used in old catalogue entries.', 'Guessing the colour itself might match a caption.'];
    const kids = [];
    qs.forEach((a, i) => { kids.push(S.llm({ prompt: goal, text: th[i], calls: [{ name: 'archive_search', args: a }] })); kids.push(S.tool('archive_search', a, http(c, 200, { hits: { total: { value: 0, relation: 'eq' }, hits: [] }, took: c.int(2, 30) }))); });
    kids.push(S.llm({ prompt: goal, text: 'I could not locate the record yet; I will keep looking.' }));
    return { isolates: 'Four archive searches phrase the same request differently (numerals, synonyms) and all return zero hits; the run ends without the record.', goal, root: S.agent('carousel-restoration', { goal }, { output: 'not found' }, kids) };
  },
];
