// Family: reworded_empty_search (loop: true, stagnation: false)
// The same tool with the same intent, reworded (synonyms, ids in other formats, other field names),
// comes back empty 4+ times; the task never gets done.
export const family = 'reworded_empty_search';

export const rows = [
  {
    id: '01', domain: 'constructed reed-bed wastewater treatment', style: 'openinference',
    isolates: 'Five differently worded searches of the same maintenance index for one desludging record all return zero hits and the agent gives up without the answer.',
    build: (n) => {
      const none = (q) => ({ index: 'cmms-workorders-v2', query: q, hits: { total: { value: 0, relation: 'eq' }, hits: [] }, took: n.int(3, 40), timed_out: false, _shards: { total: 3, successful: 3, failed: 0 } });
      return {
        agent: 'wetland-ops-assistant', project: 'wetland-ops', system: 'You help the operator of small rural sewage works with constructed reed beds. Use search_workorders to look up maintenance history.',
        goal: 'When was reed bed cell 3 at Little Wenham treatment works last desludged, and by which contractor?',
        steps: [
          { say: 'Searching the work-order index for desludging on cell 3.', calls: [{ name: 'search_workorders', args: { q: 'reed bed cell 3 desludging', site: 'Little Wenham' }, out: none('reed bed cell 3 desludging') }] },
          { say: 'Nothing. The asset may be coded RB-3, so I will search by that id.', calls: [{ name: 'search_workorders', args: { q: 'desludge RB-3', site: 'Little Wenham' }, out: none('desludge RB-3') }] },
          { say: 'Maybe the work type is recorded as sludge removal rather than desludging; trying structured fields.', calls: [{ name: 'search_workorders', args: { asset_id: 'RB3', work_type: 'sludge removal', site: 'LITTLE WENHAM STW' }, out: none('asset_id:RB3 AND work_type:"sludge removal"') }] },
          { say: 'Contractors sometimes write "desilting"; trying that with the zero-padded id.', calls: [{ name: 'search_workorders', args: { q: '"RB-03" desilting', site: 'Little Wenham' }, out: none('"RB-03" desilting') }] },
          { say: 'Last attempt with plain words and the year it was probably done.', calls: [{ name: 'search_workorders', args: { q: 'cell three sludge 2022', site: 'Little Wenham' }, out: none('cell three sludge 2022') }] },
          { say: 'I could not find any desludging record for reed bed cell 3 at Little Wenham in the work-order system, so I cannot say when it was last done or by whom.' },
        ],
      };
    },
  },
  {
    id: '02', domain: 'hymnal publishing rights clearance', style: 'vercel',
    isolates: 'A rights-clearance agent re-queries the same copyright database for one descant with title variants, tune names and composer spellings, four empty answers, and the step limit ends the run.',
    build: (n) => {
      const empty = () => ({ status: 200, headers: { 'x-request-id': n.uuid(), 'x-ratelimit-remaining': String(n.int(40, 59)), date: n.http() }, body: { results: [], count: 0, next: null } });
      return {
        agent: 'permissions-desk', maxSteps: 5, system: 'You clear reprint permissions for a church hymnal. Search the licensing database and report the rights holder and licence route.',
        goal: 'Find who holds the copyright for the descant by Margaret Aldous to the hymn tune KINGSFOLD so we can reprint it in the 2026 hymnal.',
        steps: [
          { say: 'Looking up the descant in the licensing database.', calls: [{ name: 'search_rights_db', args: { title: 'Kingsfold descant', arranger: 'Margaret Aldous' }, out: empty() }] },
          { say: 'The entry may be filed under a text sung to that tune, such as "I heard the voice of Jesus say".', calls: [{ name: 'search_rights_db', args: { title: 'I Heard the Voice of Jesus Say (descant)', arranger: 'M. Aldous' }, out: empty() }] },
          { say: 'Trying the tune name in capitals with the surname only as contributor.', calls: [{ name: 'search_rights_db', args: { tune: 'KINGSFOLD', contributor: 'Aldous' }, out: empty() }] },
          { say: 'Perhaps her name is indexed surname-first.', calls: [{ name: 'search_rights_db', args: { title: 'Kingsfold', arranger: 'Aldous, Margaret', type: 'descant' }, out: empty() }] },
          { say: 'One more with the English folk-song source title.', calls: [{ name: 'search_rights_db', args: { title: 'Dives and Lazarus descant', arranger: 'Aldous' }, out: empty() }] },
        ],
        rootOut: '',
      };
    },
  },
  {
    id: '03', domain: 'swan census ring sightings', style: 'gemini',
    isolates: 'Gemini function calls ask the ringing database for one swan under five spellings of the same Darvic ring code; every functionResponse is empty.',
    build: (n) => {
      const none = (ring) => ({ ring_query: ring, sightings: [], scheme: 'BTO/Darvic', served_by: n.host('ringdb'), elapsed_ms: n.ms(20, 300) });
      return {
        agent: 'swan-census-helper', system: 'You help volunteers on the annual mute swan census. Use query_ring_sightings to look up ringed birds.',
        goal: 'A volunteer photographed a mute swan with a yellow Darvic ring "4CZY" on the Avon at Tewkesbury. Find where and when this bird was ringed and its last sightings.',
        steps: [
          { calls: [{ name: 'query_ring_sightings', args: { ring: '4CZY' }, out: none('4CZY') }] },
          { say: 'No results for the code as typed. Darvic codes are sometimes stored with a hyphen.', calls: [{ name: 'query_ring_sightings', args: { ring: '4-CZY' }, out: none('4-CZY') }] },
          { say: 'Trying lowercase and adding the ring colour.', calls: [{ name: 'query_ring_sightings', args: { ring: '4czy', colour: 'yellow' }, out: none('4czy') }] },
          { say: 'Rings are read from the leg and may be recorded in the other reading direction.', calls: [{ name: 'query_ring_sightings', args: { ring_code: 'CZY4', ring_type: 'darvic' }, out: none('CZY4') }] },
          { say: 'Using the colour-ring field name from the API docs instead.', calls: [{ name: 'query_ring_sightings', args: { colour_ring: '4CZY', species: 'Cygnus olor' }, out: none('4CZY') }] },
        ],
        rootError: 'max_function_call_rounds (5) exhausted',
      };
    },
  },
  {
    id: '04', domain: 'zipper factory sourcing', style: 'smolagents',
    isolates: 'A code agent searches one supplier catalogue for the same zipper chain with synonyms and spec notations, getting "No matching products" four times, and runs out of steps.',
    build: (n) => {
      const none = () => `No matching products. (search_id=${n.hex(12)}, catalog snapshot ${n.compact()})`;
      return {
        agent: 'sourcing', maxSteps: 5, system: 'You are a sourcing assistant for a zipper factory.',
        goal: 'Find a supplier in our approved catalogue for #5 brass coil-free zipper chain in antique brass finish, sold by the metre with MOQ under 2000 m.',
        steps: [
          { say: 'I will search the approved-supplier catalogue for the chain.', calls: [{ name: 'supplier_catalog_search', args: { query: '#5 brass zipper chain antique brass', max_moq_m: 2000 }, out: none() }] },
          { say: 'The catalogue may use "metal tape" instead of "chain" and write the size as No.5.', calls: [{ name: 'supplier_catalog_search', args: { query: 'No.5 metal zipper tape antique brass', max_moq_m: 2000 }, out: none() }] },
          { say: 'Suppliers often name the finish "AB" or "old brass"; searching with those.', calls: [{ name: 'supplier_catalog_search', args: { query: '5# brass long chain AB finish', max_moq_m: 2000 }, out: none() }] },
          { say: 'Maybe MOQ is expressed in yards, so I drop the filter and search by the other colour name.', calls: [{ name: 'supplier_catalog_search', args: { query: 'size 5 continuous brass zipper old brass' }, out: none() }] },
        ],
        rootError: 'AgentMaxStepsError: Reached max steps.',
      };
    },
  },
  {
    id: '05', domain: 'drive-in cinema ticket support', style: 'langfuse',
    isolates: 'A support agent looks up one order with the customer e-mail, name, card digits and three date formats; every search is empty and the ticket stays unresolved.',
    build: (n) => {
      const empty = (q) => ({ object: 'list', data: [], has_more: false, url: '/v1/orders/search', query: q, request_id: n.req('req_') });
      return {
        agent: 'starlight-drivein-support', user: 'cust_8812', tags: ['support', 'refund'], system: 'You are the support assistant for Starlight Drive-In. Find the order before offering refunds.',
        goal: 'Customer Dana Whitfield (dana.whitfield@fastmail.com) says she was charged twice for the Friday 13 June late show and wants one charge refunded. Find the order and refund the duplicate.',
        steps: [
          { calls: [{ name: 'orders_search', args: { query: "email:'dana.whitfield@fastmail.com'" }, out: empty("email:'dana.whitfield@fastmail.com'") }] },
          { say: 'No order under that e-mail. Searching by name and show date instead.', calls: [{ name: 'orders_search', args: { query: "name~'Whitfield' AND show_date:'2025-06-13'" }, out: empty("name~'Whitfield' AND show_date:'2025-06-13'") }] },
          { say: 'The show date field might be stored US-style.', calls: [{ name: 'orders_search', args: { query: "show_date:'06/13/2025' AND screening:'late'" }, out: empty("show_date:'06/13/2025' AND screening:'late'") }] },
          { say: 'Try the card fingerprint she gave: Visa ending 4417.', calls: [{ name: 'orders_search', args: { query: "payment_method.last4:'4417'" }, out: empty("payment_method.last4:'4417'") }] },
          { say: 'Perhaps the booking was made under Dana without the surname and dated by screening start time.', calls: [{ name: 'orders_search', args: { query: "metadata['customer_first_name']:'Dana' AND created>1749772800" }, out: empty("metadata['customer_first_name']:'Dana' AND created>1749772800") }] },
          { say: 'I have not been able to locate the order yet. Could you ask Dana for the order number from her confirmation e-mail?' },
        ],
      };
    },
  },
  {
    id: '06', domain: 'camel trekking permits', style: 'agno',
    isolates: 'An Agno agent queries the same permits knowledge base for overnight desert camping rules with five rewordings and keeps getting no documents.',
    build: (n) => {
      const none = () => ({ documents: [], total: 0, vector_db: 'pgvector', collection: 'permits_kb', search_ms: n.ms(8, 120), trace: n.hex(16) });
      return {
        agent: 'trek-ops', system: 'You are the operations assistant of a camel trekking company in southern Jordan. Use search_permits_kb for regulations.',
        goal: 'Find out whether our guests need a separate permit to camp overnight in Wadi Rum protected area on a 3-day camel trek, and what it costs.',
        steps: [
          { say: 'Searching the permits knowledge base.', calls: [{ name: 'search_permits_kb', args: { query: 'overnight camping permit Wadi Rum', limit: 5 }, out: none() }] },
          { say: 'Nothing indexed under that phrasing; trying the name of the authority.', calls: [{ name: 'search_permits_kb', args: { query: 'Wadi Rum Protected Area camping fee ASEZA', limit: 5 }, out: none() }] },
          { say: 'Maybe the documents talk about "bivouac" or "wild camp".', calls: [{ name: 'search_permits_kb', args: { query: 'bivouac wild camp desert reserve rules', limit: 5 }, out: none() }] },
          { say: 'Trying the Arabic transliteration and the word licence.', calls: [{ name: 'search_permits_kb', args: { query: 'Wadi Ram night stay licence', limit: 10 }, out: none() }] },
          { say: 'Searching for multi-day trek regulations without mentioning camping.', calls: [{ name: 'search_permits_kb', args: { query: 'multi-day trek entry ticket protected area Rum', limit: 10 }, out: none() }] },
        ],
        rootError: 'RunCancelledException: tool_call_limit=5 reached',
      };
    },
  },
];
