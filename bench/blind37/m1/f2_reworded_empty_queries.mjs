// Family 2: the same search intent reworded again and again, every answer empty.
import { style, err } from './lib.mjs';
export const FAMILY = 'reworded_empty_queries';

export const rows = [
  {
    id: '01', domain: 'telegraph museums', style: 'LlamaIndex',
    isolates: 'A LlamaIndex agent asks the archive query engine for the same 1866 Valentia telegram five ways (names, dates, quoting) and gets "Empty Response" every time.',
    goal: 'For the new gallery label, find the text of the telegram sent from the Valentia cable station on 28 July 1866 that the museum says it holds.',
    build(N) {
      const S = style('llamaindex', N, { system: 'You are a research assistant for a telegraph museum. Use archive_search for catalogue questions.', user: this.goal });
      const qs = [
        ['Look up the 1866 Valentia telegram.', 'Valentia telegram 28 July 1866'],
        ['Nothing. Try the sender instead of the station.', 'message sent by Cyrus Field from Valentia, July 1866'],
        ['Maybe the catalogue uses ISO dates.', 'telegram 1866-07-28 Valentia Island cable station'],
        ['Try the phrasing the exhibition leaflet uses.', '"first successful transatlantic cable message" Valentia'],
        ['Maybe it is filed under Heart\'s Content, the other end.', 'Heart\'s Content received telegram 28/07/1866'],
      ];
      const k = qs.flatMap(([t, q]) => S.turn({ text: t, calls: [['archive_search', { input: q }]] }, ['Empty Response']));
      k.push(...S.say('I could not find the 28 July 1866 telegram in the archive catalogue under any of the searches I tried.'));
      return S.root('AgentWorkflow.run', k, { response: 'I could not find the 28 July 1866 telegram in the archive catalogue.', sources: [] }, { 'llama_index.version': '0.12.41' });
    },
  },
  {
    id: '02', domain: 'antique map dealers', style: 'Haystack',
    isolates: 'A Haystack tool-calling pipeline searches the dealer inventory for the Blaeu Iceland map with Latin, Dutch and English titles and keyword orders, zero documents each time.',
    goal: 'A collector asks whether we still have the Blaeu "Islandia" map (c. 1662, hand-coloured) and at what price.',
    build(N) {
      const S = style('haystack', N, { system: 'You answer client questions for an antique map dealer. Search the inventory with inventory_search.', user: this.goal });
      const qs = ['Blaeu Islandia 1662', 'Iceland map Joan Blaeu hand coloured', 'Atlas Maior Islandia sheet', 'IJsland kaart Blaeu', 'Islandia Blaeu c.1662 copperplate'];
      const k = qs.flatMap((q, i) => S.turn({ text: i === 0 ? null : ['No hits; try the English description.', 'Search by the atlas it came from.', 'Perhaps it was catalogued in Dutch.', 'One more with the catalogue-style title.'][i - 1], calls: [['inventory_search', { query: q, top_k: 10, filters: { field: 'meta.status', operator: '==', value: 'available' } }]] }, [{ documents: [], total: 0, took_ms: N.int(8, 60) }]));
      return S.root('haystack.pipeline.run', k, { replies: null }, { 'haystack.pipeline.max_runs_per_component': 6, truncated: true });
    },
  },
  {
    id: '03', domain: 'mosquito surveillance traps', style: 'Gemini API function calling',
    isolates: 'Gemini functionCall parts query the trap database for tiger mosquitoes at trap T-14 using a different field name or species spelling each time; every functionResponse has zero rows.',
    goal: 'Report how many Aedes albopictus were caught in trap T-14 (Riverside allotments) during epi week 32.',
    build(N) {
      const S = style('gemini', N, { model: 'gemini-2.5-flash', system: 'You analyse mosquito surveillance trap counts for the vector control unit.', user: this.goal });
      const qs = [
        { trap_id: 'T-14', week: 32, species: 'Aedes albopictus' },
        { trap_id: 'T-14', epi_week: '2025-W32', taxon: 'Ae. albopictus' },
        { trap: 'T14', week: 32, species_code: 'AEALB' },
        { trap_id: 'T-14', date_from: '2025-08-04', date_to: '2025-08-10', common_name: 'Asian tiger mosquito' },
        { location: 'Riverside allotments', week: 32, species: 'albopictus' },
      ];
      const k = qs.flatMap((q) => S.turn({ calls: [['query_trap_counts', q]] }, [{ rows: [], row_count: 0, query_ms: N.int(12, 90) }]));
      k.push(...S.say('The trap database returns no records for trap T-14 in week 32 for Aedes albopictus, under any of the field names I tried.'));
      return S.root('vector-surveillance-agent', k, { answer: 'No records found for T-14 week 32.' });
    },
  },
  {
    id: '04', domain: 'sundial makers', style: 'Semantic Kernel',
    isolates: 'A Semantic Kernel ChatCompletionAgent calls Orders-Search with five spellings of the same customer and motto, and each call returns an empty result list.',
    goal: 'Mrs Ellingham phoned about the slate sundial she ordered with the motto "Tempus fugit"; find her order and tell her the engraving date.',
    build(N) {
      const S = style('sk', N, { system: 'You are the order desk assistant of a small sundial workshop.', user: this.goal });
      const qs = [{ customer: 'Ellingham' }, { customer: 'Mrs Ellingham', product: 'slate sundial' }, { customer: 'ELLINGHAM, M.' }, { motto: 'Tempus fugit' }, { motto: 'TEMPUS FUGIT', material: 'slate' }, { customer_contains: 'Elling' }];
      const k = qs.flatMap((q) => S.turn({ calls: [['Orders-Search', q]] }, [{ results: [], count: 0, searched: 'orders_2024_2025' }]));
      return S.root('ChatCompletionAgent.invoke', k, { error: 'Maximum auto function invocation attempts (6) reached.' }, { 'agent.name': 'OrderDesk' });
    },
  },
  {
    id: '05', domain: 'anechoic chamber rental', style: 'Vercel AI SDK (ai.* spans)',
    isolates: 'Vercel AI SDK spans show the same invoice lookup for Lumen Audio retried with four date spellings and two client-name spellings; every ai.toolCall.result is an empty array.',
    goal: 'Lumen Audio says they were double-invoiced for their April 11 anechoic chamber session. Find both invoices.',
    build(N) {
      const S = style('vercel', N, { model: 'gpt-4.1-mini', system: 'You are the billing assistant of an acoustics lab that rents its anechoic chamber.', user: this.goal });
      const qs = [{ client: 'Lumen Audio', date: '2025-04-11' }, { client: 'Lumen Audio', date: '11/04/2025' }, { client: 'Lumen Audio Ltd', date: 'April 11, 2025' }, { client: 'LUMEN AUDIO', session_date: '20250411' }, { client_name: 'Lumen', booked_on: '2025-04-11' }];
      const k = qs.flatMap((q) => S.turn({ calls: [['findInvoices', q]] }, [[]]));
      k.push(...S.say('I was not able to find any invoice for Lumen Audio dated 11 April.'));
      return S.root('ai.generateText', k, { 'ai.response.text': 'I was not able to find any invoice for Lumen Audio dated 11 April.' }, { 'ai.settings.maxSteps': 8, 'operation.name': 'ai.generateText' });
    },
  },
  {
    id: '06', domain: 'camel dairy', style: 'Pydantic AI (Logfire)',
    isolates: 'A Pydantic AI agent fetches a lab result for the same camel-milk batch under four id spellings, each tool response "not found", and ends without the somatic cell count.',
    goal: 'Get the somatic cell count for camel milk batch CM-0412 from the lab portal and tell me if it can be sold as raw milk (limit 400,000 cells/ml).',
    build(N) {
      const S = style('pydantic_ai', N, { model: 'gpt-4o', system: 'You help the quality manager of a camel dairy.', user: this.goal });
      const ids = ['CM-0412', 'CM0412', 'cm-412', '0412', 'CM-412-2025'];
      const k = ids.flatMap((b) => S.turn({ calls: [['get_lab_result', { batch_id: b, test: 'SCC' }]] }, [{ status: 404, detail: `No result for batch '${b}'` }]));
      return S.root('agent run', k, { error: 'UsageLimitExceeded: The next request would exceed the request_limit of 5' }, { agent_name: 'dairy_qm', model_name: 'gpt-4o' });
    },
  },
];
