// Family f2 — reworded_empty_lookups (loop: true, stagnation: false)
// The agent keeps re-asking the same lookup with a different argument structure
// (field names, filter syntax, ID format, case, abbreviations, another language); every answer is empty.
// The model's text, where there is any, states a different guess each time (no verbatim repetition).
import { httpResponse } from './lib.mjs';

export const family = 'reworded_empty_lookups';

export const scenarios = [
  // ------------------------------------------------------------------ 01
  {
    id: '01', domain: 'horse stables', style: 'plain',
    build(n) {
      n.start('2025-05-21T06:55:00');
      const empty = (n) => ({ results: [], total: 0, page: 1, query_id: 'q_' + n.hex(12), took_ms: n.int(6, 48), shard: n.pick(['yard-db-a', 'yard-db-b']) });
      const q = (args, text) => ({ text, calls: [{ name: 'search_horse_records', args, result: empty, spanType: 'retriever' }] });
      return {
        isolates: 'The yard assistant searches for one mare six times, moving the same identifier between fields (ueln, passport_no, filter strings, Mongo-style regex, German field name) and case, and every search returns zero results.',
        goal: "Find the equine influenza vaccination date for the mare 'Westwind Clara' (UELN 276009190123456) before she ships to the show on Friday, and tell the groom whether a booster is due.",
        agent: 'yard-office-assistant', framework: 'in-house tool loop (python)',
        system: 'You are the office assistant for Hollowbrook Livery & Competition Stables. Horse records, vaccinations and farrier visits are in the yard management system. FEI rules: flu booster within 6 months + 21 days before competition.',
        tools: ['search_horse_records', 'get_vaccinations', 'send_staff_message'],
        steps: [
          q({ ueln: '276009190123456' }, null),
          q({ passport_no: '276-009-19-0123456' }, 'Nothing under the UELN field. The yard system might hold it as a passport number with the dashes the paper passport uses.'),
          q({ filter: "name eq 'Westwind Clara'" }, null),
          q({ name: 'WESTWIND CLARA', yard: 'all' }, 'Older imports from the previous software were stored in capitals, so an exact upper-case name may match.'),
          q({ filter: { name: { $regex: '^westwind', $options: 'i' } } }, null),
          q({ Lebensnummer: '276009190123456', Pferdename: 'Westwind Clara' }, 'She was bred in Germany (276 prefix); perhaps her record came over from the breeder export with German labels.'),
          q({ microchip: '276009190123456' }, null),
        ],
        end: { output: null, error: 'max tool rounds (7) reached; no final answer produced' },
      };
    },
  },

  // ------------------------------------------------------------------ 02
  {
    id: '02', domain: 'vending machine fleets', style: 'openai_agents',
    build(n) {
      n.start('2025-03-11T08:20:00');
      const none = (n) => ({ data: [], meta: { count: 0, next_cursor: null, took: n.durMs(8, 60), region: 'eu-central-1', trace: n.traceparent() } });
      const c = (name, args) => ({ name, args, result: none });
      return {
        isolates: 'A fleet agent looks for one machine\'s jam event and work order with six structurally different queries (snake_case, camelCase, Lucene string, numeric machine number, site name, filter array), all returning empty data arrays.',
        goal: "Find out why vending machine VM-0417 in the Northgate Hospital lobby reported a 'coin mech jam' yesterday and whether a technician visit is already scheduled.",
        agent: 'Fleet Ops Agent', workflow: 'vending-fleet triage',
        system: 'You help the operations desk of a 1,900-machine vending fleet. Telemetry and work orders are searchable via the fleet API. Be brief.',
        tools: ['telemetry_search', 'workorder_search'],
        steps: [
          { text: null, calls: [c('telemetry_search', { asset_id: 'VM-0417', event: 'coin_mech_jam', since: '2025-03-10T00:00:00Z' })] },
          { text: null, calls: [c('telemetry_search', { assetId: 'vm-0417', eventType: 'COIN_MECH_JAM' })] },
          { text: 'The search endpoint may expect its query-string syntax rather than fields.', calls: [c('telemetry_search', { query: 'asset:VM0417 AND event:coin*' })] },
          { text: null, calls: [c('workorder_search', { machine_no: 417, status: ['open', 'scheduled'] })] },
          { text: 'Machine tags might not be indexed at all; the site name is another handle.', calls: [c('telemetry_search', { site: 'Northgate Hosp. Lobby', event: 'jam' })] },
          { text: null, calls: [c('workorder_search', { filters: [{ field: 'asset.tag', op: '=', value: 'VM-417' }] })] },
          { text: null, calls: [c('telemetry_search', { filters: [{ field: 'asset.tag', op: 'eq', value: 'VM 0417' }, { field: 'type', op: 'eq', value: 'fault' }] })] },
        ],
        end: { output: null, error: 'MaxTurnsExceeded: Max turns (7) exceeded' },
      };
    },
  },

  // ------------------------------------------------------------------ 03
  {
    id: '03', domain: 'language schools', style: 'anthropic',
    build(n) {
      n.start('2025-09-29T07:05:00');
      const nobody = (n) => ({ students: [], count: 0, campus: 'Valencia', sis: 'Academia SIS 4.2', request: n.uuid(), elapsed: n.durS(0.05, 0.4, 3) });
      const s = (args, text) => ({ text, calls: [{ name: 'sis_find_student', args, result: nobody }] });
      return {
        isolates: 'To find one new student the agent calls the student search six times with the name in different orders, cases, Spanish field names and partial-match syntax; each returns count 0 and the placement is never looked up.',
        goal: 'Look up the placement test result for new student Aiko Tanabe (enrolled for the October intensive) and assign her to the right Spanish level group.',
        agent: 'enrolment-desk', maxIter: 6,
        system: 'You work at the enrolment desk of Escuela Mediterránea, a Spanish school for adults. Placement tests are scored A1-C1; intensive groups start Monday.',
        tools: ['sis_find_student', 'get_placement_result', 'assign_group'],
        steps: [
          s({ name: 'Aiko Tanabe' }, "I'll find her student record first."),
          s({ family_name: 'TANABE', given_name: 'AIKO' }, null),
          s({ name: 'Tanabe Aiko' }, 'Japanese students sometimes register family name first.'),
          s({ apellido: 'Tanabe', nombre: 'Aiko' }, null),
          s({ q: 'tanabe*', intake: 'OCT-INT' }, 'A wildcard on the surname within the October intake might catch a typo in her registration.'),
          s({ intake: '2025-10 Intensivo', name_contains: 'Tanab' }, null),
        ],
        end: { output: null, error: 'agent loop stopped: max_iterations (6) reached without end_turn' },
      };
    },
  },

  // ------------------------------------------------------------------ 04
  {
    id: '04', domain: 'sewer inspection robots', style: 'otel',
    build(n) {
      n.start('2025-08-05T13:25:00');
      const noFeatures = (n) => httpResponse(200, 'OK', {
        'Content-Type': 'application/json; charset=utf-8', Date: n.http(), 'X-Esri-Ftiles-Cache-Compress': 'true',
        'Request-Context': 'appId=cid-v1:' + n.uuid(), 'x-esri-request-id': n.hex(32), 'X-Served-By': n.pod('gis-featureserver'),
      }, { objectIdFieldName: 'OBJECTID', globalIdFieldName: 'GlobalID', geometryType: 'esriGeometryPolyline', spatialReference: { wkid: 102100, latestWkid: 3857 }, fields: [], features: [], exceededTransferLimit: false });
      const q = (where, extra = {}) => ({ text: null, calls: [{ name: 'inspection_query', args: { layer: 'CCTV_Inspections/FeatureServer/0', where, outFields: '*', ...extra }, result: noFeatures, spanType: 'retriever' }] });
      return {
        isolates: 'An inspection agent queries the CCTV layer six times for one sewer segment with different WHERE clauses (manhole pair, combined segment id, numeric ids, street LIKE, asset id, full-text) and every response has an empty features array.',
        goal: 'Retrieve the robot CCTV inspection report for the sewer segment between manholes MH-1043 and MH-1044 on Alder Street and list all defects with PACP grade 4 or 5.',
        agent: 'pipe-condition-agent', service: 'wastewater-assets',
        system: 'You support the wastewater asset team. CCTV crawler inspections are published to the GIS feature service; PACP grades 4-5 need a rehabilitation ticket.',
        tools: ['inspection_query', 'create_rehab_ticket'],
        steps: [
          { text: 'Querying the CCTV inspection layer for that manhole pair.', calls: q("US_MH='MH-1043' AND DS_MH='MH-1044'").calls },
          q("SEGMENT_ID='MH1043-MH1044'"),
          q('UPSTREAM_MH = 1043 AND DOWNSTREAM_MH = 1044'),
          q("STREET LIKE '%ALDER%'", { outFields: 'SEGMENT_ID,INSP_DATE,PACP_QMR' }),
          q("ASSET_ID='SEG-1043/1044'"),
          { text: null, calls: [{ name: 'inspection_query', args: { layer: 'CCTV_Inspections/FeatureServer/0', text: 'MH-1043', returnGeometry: false }, result: noFeatures, spanType: 'retriever' }] },
        ],
        end: { output: null, error: 'agent stopped: max_iterations (6) reached' },
      };
    },
  },

  // ------------------------------------------------------------------ 05
  {
    id: '05', domain: 'seed banks', style: 'dspy',
    build(n) {
      n.start('2025-01-14T15:00:00');
      const nothing = (n) => `No accessions found. (0 rows, ${n.int(18, 90)} ms, ${n.pick(['grin-db-2', 'grin-db-3'])}, session ${n.hex(8)})`;
      const st = (text, args) => ({ text, calls: [{ name: 'grin_lookup', args, result: nothing }] });
      return {
        isolates: 'A curator assistant looks up one barley accession six ways (with and without space, split prefix/number, lower-case with hyphen, taxon plus number, site code) and each lookup says no accessions were found.',
        goal: 'Find the germination test history for accession PI 593412 (wild barley) and tell the curator whether it is due for regeneration (viability below 85%).',
        agent: 'ReAct', dspyInput: 'request', maxIters: 6,
        tools: ['grin_lookup', 'germination_history'],
        steps: [
          st('I need the accession record before I can pull germination tests.', { accession: 'PI 593412' }),
          st('The catalogue may store the identifier without the space.', { accession: 'PI593412' }),
          st('Some GRIN endpoints split prefix and number into separate fields.', { accession_prefix: 'PI', accession_number: 593412 }),
          st('Maybe lower case with a hyphen, the way the barcode labels print it.', { accession: 'pi-593412' }),
          st('Searching by taxon instead: wild barley is Hordeum vulgare subsp. spontaneum.', { taxon: 'Hordeum vulgare subsp. spontaneum', number: '593412' }),
          st('The small-grains collection uses the NSGC site code; trying acc_no scoped to that site.', { acc_no: '593412', site: 'NSGC' }),
        ],
        end: { dspyAnswer: { reasoning: 'None of the lookups returned the accession, so no germination history could be retrieved.', answer: 'I could not find accession PI 593412, so I cannot say whether it is due for regeneration.' } },
      };
    },
  },

  // ------------------------------------------------------------------ 06
  {
    id: '06', domain: 'ferry reservations', style: 'smolagents',
    build(n) {
      n.start('2025-07-17T16:40:00');
      const notFound = (n) => ({ found: false, searched: ['live', 'archive'], request_id: n.uuid(), responded_at: n.isoOff(n.now(), 60), node: n.pod('resv-api') });
      const fb = (thought, args) => ({ thought, calls: [{ name: 'find_booking', args, result: notFound }] });
      return {
        isolates: 'A ferry desk code agent calls find_booking six times for one reference, changing case, keyword name, separators and added filters, and every call answers found False.',
        goal: "A passenger says booking reference 'K7QX2M' for the Saturday 07:40 Ullapool-Stornoway sailing is missing from her app; find the booking and re-send the e-ticket.",
        agent: 'CodeAgent', maxSteps: 6,
        system: 'You are an expert assistant who can solve any task using code blobs. Tools: find_booking, resend_eticket, final_answer. Answer with Thought:, Code: ... <end_code>.',
        tools: ['find_booking', 'resend_eticket'],
        steps: [
          fb('First I look the booking up by its reference.', { ref: 'K7QX2M' }),
          fb('Not found. The reservation system may be case sensitive, so I will try lower case.', { ref: 'k7qx2m' }),
          fb('Perhaps the parameter is called pnr in this API rather than ref.', { pnr: 'K7QX2M' }),
          fb('E-mails sometimes show the reference with a hyphen in the middle; I will try booking_reference with that format.', { booking_reference: 'K7Q-X2M' }),
          fb('Narrowing by route code and sailing date could help the search index.', { ref: 'K7QX2M', route: 'ULP-STN', sailing_date: '2025-07-19' }),
          fb('Last idea: the long-form field name together with the surname on the ticket request.', { reference_number: 'K7QX2M', passenger_surname: 'MACLEOD' }),
        ],
        end: { output: null, error: 'AgentMaxStepsError: Reached max steps.' },
      };
    },
  },
];
