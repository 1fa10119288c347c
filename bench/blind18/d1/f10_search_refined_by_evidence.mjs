import { agent, llm, tool, retr, span, sys, usr, oaiCall, callId, toolu, respOut, fnCall, usage } from './lib.mjs';

// Family 10 (healthy): first searches find nothing/too much; a materially different query finds results; done.
export default {
  name: 'search_refined_by_evidence', loop: false, stagnation: false,
  isolates: 'Early searches return nothing or too much; a genuinely different query (another source or a constraint learnt from a result) finds what is needed and the agent finishes.',
  rows: [
    {
      domain: 'picture framing shops', style: 'LangSmith / LangGraph',
      isolates: 'A framing-shop agent finds no moulding by the customer\'s description, learns the supplier code from the old invoice, searches by that code and orders it.',
      goal: 'Re-order the same walnut moulding used for the customer\'s 2022 frame and quote a matching 50x70 cm frame.',
      build(n) {
        const t = (name, i, o) => tool(name, i, o);
        const kids = [
          llm('ChatOpenAI', { messages: ['...'] }, { content: '', tool_calls: [{ name: 'search_mouldings', args: { q: 'dark walnut 40mm' } }] }, {}),
          t('search_mouldings', { q: 'dark walnut 40mm' }, { hits: 0 }),
          llm('ChatOpenAI', { messages: ['...'] }, { content: 'No catalogue match by description. The 2022 invoice should name the exact moulding.', tool_calls: [{ name: 'find_invoice', args: { customer: 'E. Marsh', year: 2022 } }] }, {}),
          t('find_invoice', { customer: 'E. Marsh', year: 2022 }, { invoice: 'INV-22-0812', lines: [{ code: 'LN-4471W', desc: 'Larson-Juhl walnut', size: '50x70' }] }),
          llm('ChatOpenAI', { messages: ['...'] }, { content: '', tool_calls: [{ name: 'search_mouldings', args: { supplier_code: 'LN-4471W' } }] }, {}),
          t('search_mouldings', { supplier_code: 'LN-4471W' }, { hits: 1, items: [{ code: 'LN-4471W', price_per_m: 18.4, stock_m: 36 }] }),
          llm('ChatOpenAI', { messages: ['...'] }, { content: 'Found LN-4471W (in stock, £18.40/m). A 50x70 frame uses about 2.8 m: quote £51.52 moulding + £38 glazing and labour = £89.52.' }, {}),
        ];
        return agent('LangGraph', { messages: [usr('Reorder the 2022 walnut moulding for E. Marsh, quote 50x70.')] }, null, kids, { thread_id: n.uuid() });
      },
    },
    {
      domain: 'timeshare resale', style: 'OpenAI Responses API',
      isolates: 'A timeshare resale agent gets 400+ listings for a broad resort search, adds the week number and unit size learnt from the owner\'s deed, gets three comparables and prices the listing.',
      goal: 'Suggest an asking price for the owner\'s week 32, two-bedroom unit at Sol Marina resort based on comparable resales.',
      build(n) {
        const model = 'gpt-4.1-mini';
        const kids = [];
        let fc = fnCall(n, 'search_resales', { resort: 'Sol Marina' });
        kids.push(llm('responses.create', { model, input: ['...'] }, respOut(n, model, [fc]), {}));
        kids.push(tool('search_resales', fc.arguments, { total: 412, results: ['<20 of 412>'], next: n.cursor() }));
        fc = fnCall(n, 'get_deed', { owner_ref: 'OW-5521' });
        kids.push(llm('responses.create', { model, input: ['...'] }, respOut(n, model, [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'Too broad; the deed will give the week and unit type.' }] }, fc]), {}));
        kids.push(tool('get_deed', fc.arguments, { week: 32, unit: '2BR', season: 'red/high' }));
        fc = fnCall(n, 'search_resales', { resort: 'Sol Marina', week: 32, unit: '2BR', sold_within_months: 18 });
        kids.push(llm('responses.create', { model, input: ['...'] }, respOut(n, model, [fc]), {}));
        kids.push(tool('search_resales', fc.arguments, { total: 3, results: [{ sold_eur: 7900 }, { sold_eur: 8600 }, { sold_eur: 7400 }] }));
        kids.push(llm('responses.create', { model, input: ['...'] }, respOut(n, model, [{ type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'Three week-32 2BR resales in 18 months sold for €7,400-€8,600. Suggested asking price: €8,250.' }] }]), {}));
        return agent('resale-agent', { input: 'Price week 32 2BR at Sol Marina.' }, { status: 'completed' }, kids, {});
      },
    },
    {
      domain: 'lace making', style: 'Pydantic AI (Logfire)',
      isolates: 'A lace-making guild assistant finds nothing in the pattern library by name, switches to the museum collection catalogue where it finds the pricking, then sends it.',
      goal: 'Find a pricking for a Bucks Point lace edging called "Nine Pins" for a guild member.',
      build(n) {
        const kids = [
          llm('chat gpt-4o', { messages: ['...'] }, { parts: [{ part_kind: 'tool-call', tool_name: 'guild_patterns', args: { name: 'Nine Pins', style: 'Bucks Point' } }] }, {}),
          tool('running tool: guild_patterns', { name: 'Nine Pins' }, { results: [] }),
          llm('chat gpt-4o', { messages: ['...'] }, { parts: [{ part_kind: 'text', content: 'Not in the guild library; older Bucks Point prickings are often held by the county museum collection.' }, { part_kind: 'tool-call', tool_name: 'museum_catalogue', args: { keywords: 'Bucks Point pricking edging', object_type: 'pricking' } }] }, {}),
          tool('running tool: museum_catalogue', { keywords: 'Bucks Point pricking edging' }, { results: [{ accession: 'BCM-1958.331', title: '"Nine Pin" edging pricking, parchment, c.1860', digitised: true, url: 'https://collections.example/BCM-1958.331' }] }),
          llm('chat gpt-4o', { messages: ['...'] }, { parts: [{ part_kind: 'text', content: 'Found it: the county museum holds a digitised c.1860 "Nine Pin" edging pricking (BCM-1958.331). Link sent to the member.' }] }, {}),
        ];
        return agent('agent run', { user_prompt: 'Find the Nine Pins Bucks Point pricking.' }, { output: 'BCM-1958.331' }, kids, {});
      },
    },
    {
      domain: 'magic shows', style: 'Langfuse',
      isolates: 'A magic-show booking agent gets no venues for a date, learns from the one result of a wider search that the act needs 4 m ceiling height, searches with that constraint on nearby dates and books.',
      goal: 'Find a venue in Leeds for the illusion show on 15 March or the nearest weekend, and hold it.',
      build(n) {
        const g = (c, tc) => llm('generation', { messages: ['...'] }, { content: c, tool_calls: tc ? [oaiCall(callId(n), tc[0], tc[1])] : [] }, { langfuse_type: 'GENERATION' });
        const kids = [
          g('', ['venue_search', { city: 'Leeds', date: '2025-03-15', capacity_min: 300 }]),
          tool('venue_search', { city: 'Leeds', date: '2025-03-15' }, { venues: [] }),
          g('Nothing free on the 15th; widen to March weekends.', ['venue_search', { city: 'Leeds', month: '2025-03', capacity_min: 300 }]),
          tool('venue_search', { city: 'Leeds', month: '2025-03' }, { venues: [{ name: 'Corn Exchange Hall', date: '2025-03-22', note: 'ceiling 3.2m' }] }),
          g('The rider needs 4 m clear height for the levitation rig, so the Corn Exchange is out. Searching by stage height in Leeds and Bradford for March and April weekends.', ['venue_search', { cities: ['Leeds', 'Bradford'], from: '2025-03-15', to: '2025-04-13', capacity_min: 300, min_ceiling_m: 4 }]),
          tool('venue_search', { min_ceiling_m: 4 }, { venues: [{ name: 'Stanley Mills Theatre', city: 'Leeds', date: '2025-03-29', ceiling_m: 6.5 }] }),
          g('', ['hold_venue', { venue: 'Stanley Mills Theatre', date: '2025-03-29' }]),
          tool('hold_venue', { venue: 'Stanley Mills Theatre' }, { hold: 'H-' + n.int(1000, 9999), expires: n.iso(n.tick(7 * 86400)) }),
          g('Held Stanley Mills Theatre, Leeds for Sat 29 March (6.5 m ceiling, fits the levitation rig); hold expires in 7 days.'),
        ];
        return agent('trace:booking-agent', { input: 'Leeds venue for illusion show 15 March or nearest weekend.' }, { output: 'held' }, kids, { langfuse_trace_id: n.hex(32) });
      },
    },
    {
      domain: 'coding: config default regression', style: 'SWE-agent',
      isolates: 'A SWE-agent run greps for the config key and gets hundreds of hits, then searches git history with -S for the changed default, finds the commit and restores the value with a passing test.',
      goal: 'Find why `max_upload_mb` now defaults to 8 instead of 64 in the `driftbox` server and restore the old default.',
      build(n) {
        const step = (d, a, o) => [llm('swe-agent.model.query', {}, `DISCUSSION\n${d}\n\n\`\`\`\n${a}\n\`\`\``, {}), tool('swe-agent.env.execute', { action: a }, o)];
        const kids = [
          ...step('Search for the key.', 'grep -rn "max_upload_mb" .', 'Found 312 matches (showing first 20)...\n(output truncated)'),
          ...step('Too many hits (docs, fixtures, tests). The default changed, so search history for the literal change instead.', 'git log -S"max_upload_mb: int = 8" --oneline', `${n.sha(7)} refactor settings into pydantic model`),
          ...step('Inspect that commit.', 'git show --stat HEAD~14 -- driftbox/settings.py', '-    max_upload_mb = int(os.getenv("MAX_UPLOAD_MB", 64))\n+    max_upload_mb: int = 8'),
          ...step('Restore 64 and run the settings tests.', "edit 31:31\n    max_upload_mb: int = 64\nend_of_edit\npytest -q tests/test_settings.py", `.......                                                                  [100%]\n7 passed in ${(n.int(30, 90) / 100).toFixed(2)}s`),
          ...step('Fixed; submitting.', 'submit', 'diff --git a/driftbox/settings.py ...'),
        ];
        return agent('swe-agent run', { problem_statement: 'max_upload_mb default regressed to 8.' }, { exit_status: 'submitted' }, kids, {});
      },
    },
    {
      domain: 'asphalt plant', style: 'Mastra',
      isolates: 'An asphalt-plant agent finds no binder grade in its own silo inventory, queries the refinery allocation system with the grade from the job spec and schedules the delivery.',
      goal: 'Make sure there is enough PMB 40/100-65 binder for Monday\'s airport runway night paving (about 60 t) and arrange delivery if needed.',
      build(n) {
        const g = (text, tc) => llm('llm.generate', { messages: ['...'] }, { text, toolCalls: tc ? [{ toolName: tc[0], args: tc[1] }] : [] }, {});
        const kids = [
          g('', ['siloInventory', { product: 'PMB' }]),
          tool('tool.execute siloInventory', { product: 'PMB' }, { silos: [{ id: 'S3', product: '40/60 pen', tonnes: 82 }], matches: 0 }),
          g('No PMB in our silos. The job spec gives the exact grade, so ask the refinery allocation portal for PMB 40/100-65.', ['refineryAllocation', { grade: 'PMB 40/100-65', tonnes: 60, deliver_by: 'Mon 18:00' }]),
          tool('tool.execute refineryAllocation', { grade: 'PMB 40/100-65' }, { available_t: 95, terminal: 'Immingham', slots: ['Mon 12:00', 'Mon 15:00'] }),
          g('', ['bookDelivery', { terminal: 'Immingham', tonnes: 60, slot: 'Mon 12:00' }]),
          tool('tool.execute bookDelivery', { tonnes: 60 }, { booking: 'BD-' + n.int(10000, 99999), tankers: 2 }),
          g('60 t of PMB 40/100-65 booked from Immingham for Monday 12:00 (2 tankers) ahead of the runway night shift.'),
        ];
        return agent('agent.generate plantAgent', { messages: 'Ensure 60t PMB 40/100-65 for Monday runway paving.' }, { text: 'booked' }, kids, {});
      },
    },
  ],
};
