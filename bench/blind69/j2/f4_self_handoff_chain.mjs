import { trace } from './lib.mjs';
// Loop: the same task handed down to itself / sub-agents 3+ levels deep, nobody does the work.
export const family = {
  name: 'self_handoff_chain', loop: true, stagnation: true,
  isolates: 'the same task delegated (same or reworded) through 3+ nested agent levels with no agent doing any work',
  rows: [
    (id) => { // letterpress studio, OpenAI Agents SDK handoffs
      const user = 'Prepare a quote for 250 wedding invitations, 2 colours, on 600gsm cotton, with envelopes.';
      const t = trace(id, 'agents', { model: 'gpt-4.1-mini', agent: 'FrontDesk', user });
      const task = 'Prepare a quote for 250 two-colour letterpress invitations on 600gsm cotton, envelopes included.';
      const names = ['QuoteAgent', 'QuoteAgent', 'PricingSpecialist', 'QuoteAgent'];
      t.llm('Handing off to the quoting agent.', [['transfer_to_quoteagent', { task }]]);
      t.tool({ assistant: 'QuoteAgent' }, { type: 'handoff', meta: { span_data: { type: 'handoff', from_agent: 'FrontDesk', to_agent: 'QuoteAgent' } } });
      const go = (lvl) => t.sub('agent', names[lvl], { task }, () => {
        const next = names[lvl + 1];
        if (!next) { t.llm('This quote needs the quoting agent. Handing off.', [['transfer_to_quoteagent', { task }]]); t.tool(null, { error: 'MaxTurnsExceeded: max_turns=10', type: 'handoff' }); return null; }
        t.llm(`This request is a quote for 250 two-colour invitations on 600gsm cotton with envelopes; ${next} should prepare it.`, [[`transfer_to_${next.toLowerCase()}`, { task }]]);
        t.tool({ assistant: next }, { type: 'handoff', meta: { span_data: { type: 'handoff', from_agent: names[lvl], to_agent: next } } });
        go(lvl + 1); return null;
      });
      go(0);
      return { goal: user, isolates: 'FrontDesk to QuoteAgent to QuoteAgent to PricingSpecialist to QuoteAgent, the same quote task passed on every time until MaxTurnsExceeded, no price looked up.', root: t.done(null) };
    },
    (id) => { // space tourism, AutoGen
      const user = 'Check whether passenger #A-0413 meets the medical criteria for the suborbital flight on 3 Sept and record the result.';
      const t = trace(id, 'autogen', { model: 'gpt-4o', agent: 'flight_ops_group', user });
      const task = 'Determine whether passenger A-0413 meets the suborbital flight medical criteria (3 Sept flight) and record the result.';
      const levels = ['medical_coordinator', 'medical_coordinator', 'medical_reviewer', 'medical_coordinator'];
      const go = (lvl) => t.sub('agent', `autogen.run ${levels[lvl]}`, { message: task }, () => {
        if (lvl < levels.length - 1) {
          t.llm(`I will ask ${levels[lvl + 1]} to determine whether passenger A-0413 meets the medical criteria for the 3 Sept suborbital flight and record it.`, [['delegate', { recipient: levels[lvl + 1], message: task }]]);
          go(lvl + 1);
        } else {
          t.llm('I will ask medical_coordinator to determine whether passenger A-0413 meets the medical criteria for the 3 Sept flight and record it.', [['delegate', { recipient: 'medical_coordinator', message: task }]]);
          t.tool({ error: 'max_consecutive_auto_reply (8) reached' }, { error: 'termination: max_consecutive_auto_reply reached' });
        }
        return { content: null };
      });
      go(0);
      return { goal: user, isolates: 'Four nested AutoGen agents forward the identical medical-check task; nobody opens the medical file.', root: t.done('TERMINATE (no result)') };
    },
    (id) => { // vertical farm, CrewAI hierarchical
      const user = 'Work out why lettuce tower C3 shows tip-burn and change the nutrient recipe if needed.';
      const t = trace(id, 'crewai', { model: 'gpt-4o', agent: 'Vertical Farm Crew', user });
      const N = t.N;
      const roles = ['Farm Manager', 'Crop Scientist', 'Crop Scientist', 'Nutrient Technician'];
      const go = (lvl) => t.sub('agent', `Agent: ${roles[lvl]}`, { task: 'Diagnose tip-burn on tower C3 and adjust the nutrient recipe if needed.' }, () => {
        const nxt = roles[lvl + 1] || 'Crop Scientist';
        t.llm(`Thought: The tip-burn diagnosis on tower C3 is best handled by the ${nxt}.\nAction: Delegate work to coworker\nAction Input: {"coworker": "${nxt}", "task": "Diagnose tip-burn on tower C3 and adjust the nutrient recipe if needed", "context": "Lettuce tower C3 shows tip-burn."}`, [['Delegate work to coworker', { coworker: nxt, task: 'Diagnose tip-burn on tower C3 and adjust the nutrient recipe if needed', context: 'Lettuce tower C3 shows tip-burn.' }]]);
        if (lvl < roles.length - 1) go(lvl + 1);
        else t.tool(`Agent stopped due to iteration limit or time limit. (run ${N.uuid()})`, { error: 'max_iter reached' });
        return null;
      });
      go(0);
      return { goal: user, isolates: 'Manager, Crop Scientist, Crop Scientist, Nutrient Technician each delegate the same diagnosis; no sensor or EC reading is ever taken.', root: t.done('Agent stopped due to iteration limit or time limit.') };
    },
    (id) => { // pathology lab, Google ADK transfer_to_agent
      const user = 'Slide batch HX-7781 failed QC staining. Decide whether to re-cut or re-stain and schedule it.';
      const t = trace(id, 'adk', { model: 'gemini-2.0-flash', agent: 'lab_coordinator', user });
      const chain = ['histology_agent', 'qc_agent', 'histology_agent', 'qc_agent'];
      const go = (lvl) => t.sub('agent', `invoke_agent ${chain[lvl]}`, { text: 'Batch HX-7781 failed QC staining: decide re-cut vs re-stain and schedule it.' }, () => {
        const nxt = chain[lvl + 1];
        if (!nxt) { t.llm('This decision belongs to histology. Transferring.', [['transfer_to_agent', { agent_name: 'histology_agent' }]]); t.tool({ error: 'LlmCallsLimitExceededError: max_llm_calls=20' }, { error: 'LlmCallsLimitExceededError' }); return null; }
        t.llm(nxt === 'qc_agent' ? 'Whether to re-cut or re-stain HX-7781 is a QC decision. Transferring to qc_agent.' : 'Re-cut versus re-stain for HX-7781 is a histology decision. Transferring to histology_agent.', [['transfer_to_agent', { agent_name: nxt }]]);
        t.tool({ transferred: nxt });
        go(lvl + 1); return null;
      });
      t.llm('Transferring to histology for batch HX-7781.', [['transfer_to_agent', { agent_name: 'histology_agent' }]]);
      go(0);
      return { goal: user, isolates: 'histology_agent and qc_agent transfer the batch decision to each other four levels deep; the QC report is never read.', root: t.done(null) };
    },
    (id) => { // copyright registration, LangGraph subgraphs
      const user = 'Register the copyright for the photo series "Saltmarsh at Dawn" (18 images) and get the case number.';
      const t = trace(id, 'langsmith', { model: 'gpt-4o-mini', agent: 'registration_graph', user });
      const N = t.N;
      const go = (lvl) => t.sub('chain', lvl === 0 ? 'registration_subgraph' : `registration_subgraph:${lvl}`, { instructions: lvl % 2 ? 'Register the 18-image photo series "Saltmarsh at Dawn" and return the case number.' : 'Register copyright for "Saltmarsh at Dawn" (18 photos) and get the case number.' }, () => {
        t.llm('This is a group registration of published photographs. I will run the registration subgraph for it.', [['run_subgraph', { name: 'registration_subgraph', input: 'Saltmarsh at Dawn, 18 images' }]]);
        if (lvl < 3) go(lvl + 1);
        else t.tool(`GraphRecursionError: Recursion limit of 25 reached without hitting a stop condition. (thread_id=${N.uuid()})`, { error: 'GraphRecursionError' });
        return null;
      });
      go(0);
      return { goal: user, isolates: 'Registration subgraph calls itself four levels deep with the same instruction reworded; no form is filled and no upload happens.', root: t.done(null) };
    },
    (id) => { // Airbyte connector, OTel GenAI
      const user = 'The Airbyte sync from Postgres to BigQuery for table orders fails on a schema change. Fix the connection so tonight\'s sync succeeds.';
      const t = trace(id, 'otel', { model: 'gpt-4o', agent: 'data-ops', user });
      const N = t.N;
      t.llm('I will delegate this to the sync-repair sub-agent.', [['spawn_agent', { agent: 'sync-repair', instructions: 'Fix the Airbyte Postgres→BigQuery connection for table orders (schema change) so tonight\'s sync succeeds.' }]]);
      const go = (lvl) => t.sub('agent', 'invoke_agent sync-repair', { instructions: 'Fix the Airbyte Postgres→BigQuery connection for table orders so tonight\'s sync succeeds.', depth: lvl + 1 }, () => {
        t.llm('This needs a dedicated sync-repair agent with full context. Spawning one to fix the orders connection.', [['spawn_agent', { agent: 'sync-repair', instructions: 'Fix the Airbyte Postgres→BigQuery connection for table orders so tonight\'s sync succeeds.' }]]);
        if (lvl < 3) go(lvl + 1); else t.tool({ error: 'agent depth limit 5 exceeded', trace: N.hex(32) }, { error: 'depth limit exceeded' });
        return { status: 'delegated' };
      });
      go(0);
      return { goal: user, isolates: 'sync-repair sub-agent spawns another sync-repair with the same instructions four levels down; the connection schema is never inspected.', root: t.done(null) };
    },
  ],
};
