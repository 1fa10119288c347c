// Family: self_delegation_chain — the task is handed to itself / a sub-agent, which hands it on again,
// 3+ levels deep, nobody doing the work. loop: true, stagnation: true.
export const family = 'self_delegation_chain';
export const loop = true;
export const stagnation = true;

export const rows = [
  // 01 miniature wargaming tournament pairings — OpenAI Agents SDK handoffs
  (N) => {
    const task = 'Generate round 3 Swiss pairings for the Northern Warhammer GT (62 players), avoiding rematches.';
    const ho = (to) => ({ name: `transfer_to_${to}`, args: {}, out: { assistant: to } });
    return {
      domain: 'miniature wargaming tournament pairings', style: 'oai_agents', model: 'gpt-4.1-mini', workflow: 'gt-organiser',
      isolates: 'Triage hands the pairing job to PairingsAgent, which hands it to PairingsAgent again, and again, four levels deep; no standings are read and no pairings produced.',
      system: 'TriageAgent for the tournament desk. Route work to the specialist agent.',
      goal: task,
      turns: [
        { think: 'This is a pairings task; handing off to PairingsAgent.', calls: [ho('PairingsAgent')] },
        { sub: { name: 'PairingsAgent', from: 'TriageAgent', input: task, tools: ['get_standings', 'submit_pairings'], handoffs: ['PairingsAgent', 'TriageAgent'], turns: [
          { think: 'Pairings need careful rematch checks; a dedicated PairingsAgent should handle this.', calls: [ho('PairingsAgent')] },
          { sub: { name: 'PairingsAgent', from: 'PairingsAgent', input: task, turns: [
            { think: 'Pairings need careful rematch checks; a dedicated PairingsAgent should handle this.', calls: [ho('PairingsAgent')] },
            { sub: { name: 'PairingsAgent', from: 'PairingsAgent', input: task, turns: [
              { think: 'Pairings need careful rematch checks; a dedicated PairingsAgent should handle this.', calls: [ho('PairingsAgent')] },
              { sub: { name: 'PairingsAgent', from: 'PairingsAgent', input: task, turns: [
                { think: 'Pairings need careful rematch checks; a dedicated PairingsAgent should handle this.', calls: [ho('PairingsAgent')] },
              ], error: 'MaxTurnsExceeded' } },
            ] } },
          ] } },
        ] } },
      ],
      rootError: 'MaxTurnsExceeded: Max turns (10) exceeded',
    };
  },
  // 02 duck decoy carvers guild competition — CrewAI hierarchical delegation
  (N) => {
    const d = (to, task) => ({ name: 'Delegate work to coworker', args: { task, context: 'Entries are in the guild drive, folder 2025-show/entries.', coworker: to }, out: `Delegated to ${to}. (thread ${N.hex(8)})` });
    const t1 = 'Score the 41 decoy entries in the Decorative Floating class against the judging rubric and rank the top three.';
    const t2 = 'Please score the Decorative Floating decoys (41 entries) with the rubric and give the top three.';
    const t3 = 'Rank the top three of the 41 Decorative Floating entries after scoring each against the rubric.';
    return {
      domain: 'decoy carvers guild competition judging', style: 'crewai', model: 'gpt-4o',
      isolates: 'The manager delegates scoring to the Head Judge, who delegates the reworded task to the Class Judge, who delegates it back to the Head Judge, three levels deep, and no entry is ever opened.',
      system: 'Crew for the Great Lakes Decoy Carvers Guild annual show.',
      goal: t1,
      turns: [
        { speaker: 'Show Manager', think: 'Thought: The Head Judge should do the scoring.', calls: [d('Head Judge', t1)] },
        { sub: { name: 'Head Judge', input: t1, turns: [
          { speaker: 'Head Judge', think: 'Thought: The Class Judge knows this class best; I will delegate the scoring.', calls: [d('Class Judge', t2)] },
          { sub: { name: 'Class Judge', input: t2, turns: [
            { speaker: 'Class Judge', think: 'Thought: The Head Judge has final say on rankings; I will delegate the scoring.', calls: [d('Head Judge', t3)] },
            { sub: { name: 'Head Judge', input: t3, turns: [
              { speaker: 'Head Judge', think: 'Thought: The Class Judge knows this class best; I will delegate the scoring.', calls: [d('Class Judge', t2)] },
              { sub: { name: 'Class Judge', input: t2, turns: [
                { speaker: 'Class Judge', think: 'Thought: The Head Judge has final say on rankings; I will delegate the scoring.' },
              ], error: 'Agent stopped due to iteration limit or time limit.' } },
            ] } },
          ] } },
        ] } },
      ],
      rootError: 'Agent stopped due to iteration limit or time limit.',
    };
  },
  // 03 cell tower site lease renewals — Microsoft Agent Framework (agent-as-tool)
  (N) => {
    const ask = (q) => ({ name: 'LeaseAgent', args: { query: q }, out: null });
    const q = 'Draft the renewal offer for tower site TX-ODS-0412 (ground lease expires 2025-12-31, escalator 3%).';
    return {
      domain: 'cell tower ground lease renewals', style: 'maf', model: 'gpt-4o', agentName: 'LeaseAgent',
      isolates: 'LeaseAgent exposes itself as a tool and calls itself with the same renewal request, which calls itself again, four nested invocations, without reading the lease or drafting anything.',
      system: 'You manage ground leases for tower sites. You can call LeaseAgent for lease work.',
      goal: q,
      turns: [
        { think: 'Lease drafting belongs to LeaseAgent; invoking it.', calls: [ask(q)] },
        { sub: { name: 'LeaseAgent', input: q, turns: [
          { think: 'Lease drafting belongs to LeaseAgent; invoking it.', calls: [ask(q)] },
          { sub: { name: 'LeaseAgent', input: q, turns: [
            { think: 'Lease drafting belongs to LeaseAgent; invoking it.', calls: [ask(q)] },
            { sub: { name: 'LeaseAgent', input: q, turns: [
              { think: 'Lease drafting belongs to LeaseAgent; invoking it.', calls: [ask(q)] },
            ], error: 'KernelException: maximum function call depth (4) exceeded' } },
          ] } },
        ] } },
      ],
      rootError: 'KernelException: maximum function call depth (4) exceeded',
    };
  },
  // 04 sourdough starter subscription — Comet Opik
  (N) => {
    const sp = (instr) => ({ name: 'spawn_subagent', args: { role: 'fulfilment', instructions: instr }, out: { subagent_id: 'sa_' + N.hex(10), spawned_at: N.iso() } });
    const i1 = 'Work out which of the 18 starter subscriptions ship this Thursday and create the packing list.';
    const i2 = 'Figure out Thursday\'s starter shipments (18 subscriptions) and make a packing list.';
    return {
      domain: 'sourdough starter subscription fulfilment', style: 'opik', model: 'gpt-4o-mini', project: 'levain-club',
      isolates: 'The fulfilment agent spawns a sub-agent with the same instructions, which spawns another with reworded ones, four levels down, none of them reading the subscription list.',
      system: 'Fulfilment agent for Levain Club. Use spawn_subagent for parallel work.',
      goal: i1,
      turns: [
        { think: 'This needs focused work, spawning a fulfilment sub-agent.', calls: [sp(i1)] },
        { sub: { name: 'fulfilment-subagent', input: i1, turns: [
          { think: 'This needs focused work, spawning a fulfilment sub-agent.', calls: [sp(i2)] },
          { sub: { name: 'fulfilment-subagent', input: i2, turns: [
            { think: 'This needs focused work, spawning a fulfilment sub-agent.', calls: [sp(i1)] },
            { sub: { name: 'fulfilment-subagent', input: i1, turns: [
              { think: 'This needs focused work, spawning a fulfilment sub-agent.', calls: [sp(i2)] },
            ], error: 'SubagentDepthExceeded: depth 4' } },
          ] } },
        ] } },
      ],
      rootError: 'SubagentDepthExceeded: depth 4',
    };
  },
  // 05 Elasticsearch reindex for a recipe search site — Google ADK transfers
  (N) => {
    const tr = (to) => ({ name: 'transfer_to_agent', args: { agent_name: to }, out: { transferred: true } });
    const req = 'Reindex recipes-v7 into recipes-v8 with the new synonym analyzer, then swap the alias.';
    return {
      domain: 'Elasticsearch reindex for a recipe search site', style: 'adk', model: 'gemini-2.5-pro', appName: 'search-ops',
      isolates: 'The coordinator transfers the reindex to index_ops, which transfers to reindex_worker, which transfers back to index_ops, which transfers to reindex_worker again; no cluster call is ever made.',
      system: 'Coordinator for search operations. Sub-agents: index_ops, reindex_worker.',
      goal: req,
      turns: [
        { think: 'Index work goes to index_ops.', calls: [tr('index_ops')] },
        { sub: { name: 'index_ops', description: 'Manages index lifecycle', input: req, turns: [
          { think: 'The actual reindex should be done by reindex_worker.', calls: [tr('reindex_worker')] },
          { sub: { name: 'reindex_worker', description: 'Runs _reindex tasks', input: req, turns: [
            { think: 'Alias swapping is index lifecycle work; index_ops should own this.', calls: [tr('index_ops')] },
            { sub: { name: 'index_ops', input: req, turns: [
              { think: 'The actual reindex should be done by reindex_worker.', calls: [tr('reindex_worker')] },
              { sub: { name: 'reindex_worker', input: req, turns: [
                { think: 'Alias swapping is index lifecycle work; index_ops should own this.', calls: [tr('index_ops')] },
              ], error: 'LlmCallsLimitExceededError: Max number of llm calls limit of 8 exceeded' } },
            ] } },
          ] } },
        ] } },
      ],
      rootError: 'LlmCallsLimitExceededError: Max number of llm calls limit of 8 exceeded',
    };
  },
  // 06 ice fishing hut rentals — Langtrace spans
  (N) => {
    const del = (instr) => ({ name: 'delegate_task', args: { assignee: 'self', instructions: instr }, out: { task_id: 'T' + N.int(1000, 9999), status: 'accepted', accepted_at: N.iso() } });
    const a = 'Check lake ice thickness reports for Mille Lacs zones A-C and decide which rental huts can be placed this weekend.';
    const b = 'Decide which huts can go out on Mille Lacs this weekend based on the ice thickness reports for zones A-C.';
    return {
      domain: 'ice fishing hut rentals', style: 'langtrace', model: 'gpt-4o', service: 'hut-dispatch',
      isolates: 'The dispatch agent delegates the ice-thickness decision to itself with reworded instructions, and each nested copy delegates again, three levels down, without fetching a single ice report.',
      system: 'You dispatch rental ice-fishing huts. Safety first: huts need 8-12 in of clear ice.',
      goal: a,
      turns: [
        { think: 'I will delegate the ice check so it gets full attention.', calls: [del(b)] },
        { sub: { name: 'hut-dispatch (delegated)', input: b, turns: [
          { think: 'I will delegate the ice check so it gets full attention.', calls: [del(a)] },
          { sub: { name: 'hut-dispatch (delegated)', input: a, turns: [
            { think: 'I will delegate the ice check so it gets full attention.', calls: [del(b)] },
            { sub: { name: 'hut-dispatch (delegated)', input: b, turns: [
              { think: 'I will delegate the ice check so it gets full attention.', calls: [del(a)] },
            ], error: 'RecursionError: delegation depth limit 4' } },
          ] } },
        ] } },
      ],
      rootError: 'RecursionError: delegation depth limit 4',
    };
  },
];
