// Family 2: the same search intent reworded again and again, every answer empty; task never done.
export const family = 'reworded_empty_search';
const J = JSON.stringify;

export const scenarios = [
  {
    id: '01', domain: 'lock keepers (passage log lookup)', style: 'openai_agents',
    make(N) {
      const empty = (N) => ({ results: [], total: 0, took_ms: N.ms(8, 60), index: 'passage-log-2025', shard_hits: '0/3' });
      return {
        isolates: 'Five rewordings of the same vessel/date passage-log query (name spellings, date formats, quoting) all return zero results; the complaint is never answered.',
        goal: 'A boater says they were charged twice for passage through Lock 14 (Hatton flight) on 2 August. Find their passage log entry for narrowboat "Kingfisher Rose" and tell me whether two passages were logged.',
        spec: {
          agent: 'Lock Office Assistant', model: 'gpt-4.1', workflow: 'Lock office query',
          system: 'You help canal lock keepers answer boater queries. Use search_passage_log to look up passages.',
          steps: [
            { llm: '' },
            { tool: 'search_passage_log', args: { query: 'Kingfisher Rose', lock: 14, date: '2025-08-02' }, out: empty },
            { llm: 'No entry under that name. Boat names are sometimes logged in capitals; trying that.' },
            { tool: 'search_passage_log', args: { query: 'KINGFISHER ROSE', lock: 14, date: '2025-08-02' }, out: empty },
            { llm: 'Still nothing. The keeper may have used the UK date format.' },
            { tool: 'search_passage_log', args: { query: 'Kingfisher Rose', lock: '14', date: '02/08/2025' }, out: empty },
            { llm: 'Perhaps the name was hyphenated or abbreviated in the log.' },
            { tool: 'search_passage_log', args: { query: 'Kingfisher-Rose narrowboat', lock: 14, date: '2 Aug 2025' }, out: empty },
            { llm: '' },
            { tool: 'search_passage_log', args: { query: '"K. Rose"', lock: 14, date: '2025-08-02T00:00:00Z' }, out: empty },
            { llm: 'Trying the phrase form once more with the flight name.' },
            { tool: 'search_passage_log', args: { query: 'Kingfisher Rose Hatton lock 14 passage', date: '2025-08-02' }, out: empty },
          ],
          out: null, rootError: 'MaxTurnsExceeded: Max turns (12) exceeded',
        },
      };
    },
  },
  {
    id: '02', domain: 'button manufacturing (QC rejection records)', style: 'gemini',
    make(N) {
      const none = (N) => ({ hits: 0, records: [], query_id: 'qc-' + N.hex(10), server_time: N.isoOff(1) });
      return {
        isolates: 'The agent rephrases one QC-record search five ways (lot formats, synonyms for corozo, word order) and gets zero hits every time, then gives up without the record.',
        goal: 'Find why lot 7781 of 24-ligne corozo buttons was rejected at QC last week and tell the customer service team the reason.',
        spec: {
          agent: 'qc-lookup', model: 'gemini-2.0-flash',
          system: 'You answer questions about quality control in a button factory. The QC database is searched with search_qc_records(query).',
          steps: [
            { llm: '' },
            { tool: 'search_qc_records', args: { query: 'corozo 24L lot 7781 rejection' }, out: none },
            { llm: '' },
            { tool: 'search_qc_records', args: { query: 'lot #7781 reject reason' }, out: none },
            { llm: 'Corozo is also called tagua nut; the records might use that term.' },
            { tool: 'search_qc_records', args: { query: 'tagua nut buttons 24 ligne failed inspection 7781' }, out: none },
            { llm: '' },
            { tool: 'search_qc_records', args: { query: '7781-COR' }, out: none },
            { llm: '' },
            { tool: 'search_qc_records', args: { query: 'rejected lot 7781 corozo buttons' }, out: none },
            { llm: 'I could not find a QC record for lot 7781 under any wording. Please check the lot number with the line supervisor.' },
          ],
        },
      };
    },
  },
  {
    id: '03', domain: 'fly-fishing lodges (guest policy Q&A)', style: 'llamaindex',
    make(N) {
      return {
        isolates: 'Four paraphrases of the same policy question against the same vector index come back with zero nodes above the cutoff; the guest question stays unanswered.',
        goal: 'Guest email: "Can I rent a 13ft double-handed Spey rod for the week, and is a deposit needed?" Answer from the lodge handbook.',
        spec: {
          agent: 'lodge-concierge', model: 'gpt-4o-mini',
          system: 'You answer guest questions for a Highland fly-fishing lodge using only the handbook index (search_handbook).',
          steps: [
            { llm: '' },
            { retr: 'search_handbook', args: { query: 'Spey rod rental deposit', top_k: 4 }, out: { nodes: [], similarity_cutoff: 0.78, index_id: 'handbook-v7' } },
            { llm: 'Nothing above the cutoff. Rephrasing around "double-handed".' },
            { retr: 'search_handbook', args: { query: 'double-handed rod hire for a week', top_k: 4 }, out: { nodes: [], similarity_cutoff: 0.78, index_id: 'handbook-v7' } },
            { llm: '' },
            { retr: 'search_handbook', args: { query: 'hiring a 13 foot two-handed fly rod, deposit required?', top_k: 4 }, out: { nodes: [], similarity_cutoff: 0.78, index_id: 'handbook-v7' } },
            { llm: 'Trying the shorter keyword form.' },
            { retr: 'search_handbook', args: { query: 'rod rental week deposit Spey', top_k: 6 }, out: { nodes: [], similarity_cutoff: 0.78, index_id: 'handbook-v7' } },
            { llm: 'I\'m sorry, I could not find information about Spey rod rental or deposits in the handbook. The front desk can confirm.' },
          ],
        },
      };
    },
  },
  {
    id: '04', domain: 'biathlon ranges (ammunition issue log)', style: 'agno',
    make(N) {
      const e = (N) => J({ status: 'ok', rows: [], row_count: 0, executed_in: N.dur(3, 40), db: 'range_log@' + N.host('pg') });
      return {
        isolates: 'The same ammunition-issue lookup is retried with different athlete-id spellings and date formats, always zero rows, until the tool call limit.',
        goal: 'Reconcile ammunition: how many .22 LR rounds were issued to bib 27 (junior women) at the Saturday 18 January training session?',
        spec: {
          agent: 'range-officer-assistant', model: 'gpt-4o', maxSteps: 6,
          system: 'You assist the range officer of a biathlon club. query_issue_log(athlete, date) searches the ammunition issue log.',
          steps: [
            { llm: '' },
            { tool: 'query_issue_log', args: { athlete: 'BIB27', date: '2025-01-18' }, out: e },
            { llm: '' },
            { tool: 'query_issue_log', args: { athlete: '27', date: '18.01.2025' }, out: e },
            { llm: 'No rows. The log may store the date as DD/MM/YYYY.' },
            { tool: 'query_issue_log', args: { athlete: 'bib 27', date: '18/01/2025' }, out: e },
            { llm: '' },
            { tool: 'query_issue_log', args: { athlete: 'Bib-27 JW', date: 'Jan 18 2025' }, out: e },
            { llm: '' },
            { tool: 'query_issue_log', args: { athlete: '027', date: '2025-01-18T09:00' }, out: e },
            { llm: 'Trying once more with the category spelled out.' },
            { tool: 'query_issue_log', args: { athlete: 'junior women 27', date: '2025/01/18' }, out: e },
          ],
          out: null, rootError: 'ToolCallLimitReached: tool_call_limit=6 exceeded',
        },
      };
    },
  },
  {
    id: '05', domain: 'portable toilet hire (festival delivery orders)', style: 'bedrock',
    make(N) {
      const e = (N) => ({ orders: [], count: 0, nextToken: null, requestId: N.uuid() });
      return {
        isolates: 'The order API is asked for the same festival order under different field names (customer, event, site, PO) and spellings; every answer is an empty list.',
        goal: 'Greenbank Folk Weekend says only 18 of their 24 portable toilets arrived. Find their delivery order and the signed delivery note count.',
        spec: {
          agent: 'hire-desk-agent', model: 'anthropic.claude-3-5-sonnet-20241022-v2:0',
          system: 'You are the hire desk agent for a portable sanitation company. Use the OrdersAPI action group to find orders and delivery notes.',
          steps: [
            { llm: 'I will look up the order by the customer name.' },
            { tool: 'OrdersAPI /orders get', args: { customer_name: 'Greenbank Folk Weekend' }, out: e },
            { llm: 'No match on customer name. The order may be filed under the event name.' },
            { tool: 'OrdersAPI /orders get', args: { event_name: 'Greenbank Folk Weekend 2025' }, out: e },
            { llm: 'Trying the site name field.' },
            { tool: 'OrdersAPI /orders get', args: { site_name: 'Greenbank Farm' }, out: e },
            { llm: 'Maybe the customer reference is stored as a PO.' },
            { tool: 'OrdersAPI /orders get', args: { po_reference: 'GREENBANK-FOLK' }, out: e },
            { llm: '' },
            { tool: 'OrdersAPI /orders get', args: { customer_name: 'Greenbank Folk Wknd' }, out: e },
          ],
          out: 'Sorry, I was unable to find the order. Please try again later.',
        },
      };
    },
  },
  {
    id: '06', domain: 'steelpan bands (arrangement library)', style: 'plain',
    make(N) {
      const hits = (N) => `HTTP/1.1 200 OK\ncontent-type: application/json\nx-request-id: ${N.uuid()}\ndate: ${N.http()}\n\n{"numFound":0,"start":0,"docs":[]}`;
      return {
        isolates: 'Six rewordings of a score-catalogue search for one calypso arrangement (quoting, composer first, alternate titles) return numFound 0 each time.',
        goal: 'Find the band\'s tenor-pan part for the Kitchener arrangement "Pan in A Minor" in the music library and send the PDF link to section leader Marsha.',
        spec: {
          agent: 'pan-library-bot', model: 'gpt-4o-mini',
          system: 'You manage the sheet-music library of a community steelpan band. Use catalogue_search(q) then send_link.',
          steps: [
            { llm: '' },
            { tool: 'catalogue_search', args: { q: 'Pan in A Minor' }, out: hits },
            { llm: '' },
            { tool: 'catalogue_search', args: { q: '"pan in a minor" tenor' }, out: hits },
            { llm: 'Adding the composer might help.' },
            { tool: 'catalogue_search', args: { q: 'Lord Kitchener Pan in A Minor arrangement' }, out: hits },
            { llm: '' },
            { tool: 'catalogue_search', args: { q: 'Pan in A-Minor Kitchener tenor part' }, out: hits },
            { llm: 'Perhaps the key is written out differently.' },
            { tool: 'catalogue_search', args: { q: 'Pan in Am' }, out: hits },
            { llm: '' },
            { tool: 'catalogue_search', args: { q: 'A minor pan kitchener score' }, out: hits },
          ],
          out: null, rootError: 'stopped: max_iterations=6 reached',
        },
      };
    },
  },
];
