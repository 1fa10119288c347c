import { recorder } from './lib.mjs';

export const family = 'refined_query_finds';
export const loop = false;
export const stagnation = false;

export const scenarios = [
  {
    id: '01', domain: 'lichen biodiversity survey', style: 'vercel',
    isolates: 'A species search first returns nothing, then far too much; the agent learns the accepted synonym from a taxonomy lookup, queries a different source with it, and finishes with the records.',
    run(c) {
      const goal = 'Find recorded sightings of the lichen "Lobaria pulmonaria" in Glen Affric since 2015 for the woodland condition report.';
      const rec = recorder(c, 'vercel', { agent: 'survey-agent', fnId: 'lichen-records', goal, model: 'gpt-4o', tools: ['search_records', 'taxonomy_lookup'] });
      rec.think('Searching local survey records.', [{ name: 'search_records', args: { taxon: 'Lobaria pulmonaria', site: 'Glen Affric', since: 2015 } }]);
      rec.tool('search_records', { source: 'local' }, { hits: 0, source: 'glen-affric-surveys.sqlite', took_ms: c.ms() });
      rec.think('No local records. Broadening to all of Inverness-shire.', [{ name: 'search_records', args: { taxon: 'Lobaria', region: 'Inverness-shire' } }]);
      rec.tool('search_records', { source: 'local' }, { hits: 2318, truncated: true, note: 'genus-level query; refine', took_ms: c.ms() });
      rec.think('Far too broad. Checking the taxonomic backbone for how this species is indexed.', [{ name: 'taxonomy_lookup', args: { name: 'Lobaria pulmonaria' } }]);
      rec.tool('taxonomy_lookup', {}, { accepted: 'Lobaria pulmonaria (L.) Hoffm.', tvk: 'NHMSYS0000359467', synonyms: ['Sticta pulmonaria'], recommended_source: 'NBN Atlas', fetched: c.http() });
      rec.think('The NBN Atlas indexes by TVK; querying it with the taxon version key and a bounding polygon for Glen Affric.', [{ name: 'search_records', args: { source: 'nbn_atlas', tvk: 'NHMSYS0000359467', wkt: 'POLYGON((-5.05 57.22,-4.78 57.22,-4.78 57.33,-5.05 57.33,-5.05 57.22))', year_from: 2015 } }]);
      rec.tool('search_records', { source: 'nbn_atlas' }, { hits: 7, records: [{ year: 2016, gridref: 'NH2322', recorder: 'BLS' }, { year: 2018, gridref: 'NH2021' }, { year: 2019, gridref: 'NH1720' }, { year: 2021, gridref: 'NH2322' }, { year: 2022, gridref: 'NH2523' }, { year: 2023, gridref: 'NH1821' }, { year: 2024, gridref: 'NH2322' }], query_id: c.uuid() });
      rec.finish('Seven NBN Atlas records of Lobaria pulmonaria in Glen Affric since 2015 (2016–2024), concentrated around NH2322 (three records) with others at NH2021, NH1720, NH2523 and NH1821.');
      return { goal, root: rec.root };
    },
  },
  {
    id: '02', domain: 'coconut coir exporters', style: 'otel',
    isolates: 'A supplier search by product name finds nothing; a trade-directory result reveals the HS code, and a search by HS code plus certification finds three qualifying exporters.',
    run(c) {
      const goal = 'Find at least two Sri Lankan exporters of coir grow bags with RHP certification for our hydroponic tomato growers.';
      const rec = recorder(c, 'otel', { agent: 'sourcing-agent', goal, service: 'procurement' });
      rec.think('Searching the supplier database.', [{ name: 'supplier_search', args: { q: 'coir grow bags RHP', country: 'LK' } }]);
      rec.tool('supplier_search', {}, { results: [], total: 0, index: 'suppliers-v7', took: c.dur() });
      rec.think('Nothing by product name. Looking up the trade classification to search the customs exporter registry instead.', [{ name: 'hs_lookup', args: { description: 'coconut coir pith grow bag' } }]);
      rec.tool('hs_lookup', {}, { hs: '5305.00', note: 'Coconut, abaca... fibres; coir pith blocks also under 5305', source: 'WCO 2022' });
      rec.think('Now searching the Sri Lanka export registry by HS 5305 and filtering on RHP certificates.', [{ name: 'exporter_registry', args: { country: 'LK', hs: '5305', certification: 'RHP', status: 'active' } }]);
      rec.tool('exporter_registry', {}, { exporters: [{ name: 'Ceylon Coir Substrates (Pvt) Ltd', city: 'Kurunegala', rhp_cert: 'RHP-4471' }, { name: 'Lanka Grow Media', city: 'Chilaw', rhp_cert: 'RHP-3908' }, { name: 'Palm Fibre Exports', city: 'Puttalam', rhp_cert: 'RHP-5102' }], retrieved: c.isoSec() });
      rec.finish('Three RHP-certified Sri Lankan coir exporters found via HS 5305: Ceylon Coir Substrates (Kurunegala, RHP-4471), Lanka Grow Media (Chilaw, RHP-3908) and Palm Fibre Exports (Puttalam, RHP-5102).');
      return { goal, root: rec.root };
    },
  },
  {
    id: '03', domain: 'moss wall installers service history', style: 'langfuse',
    isolates: 'Ticket search on the client name returns nothing; the agent learns the site code from the contract and finds the service visits under it.',
    run(c) {
      const goal = 'A client (Northgate Dental) says their reception moss wall is browning. Find the last service visits and what was done.';
      const rec = recorder(c, 'langfuse', { agent: 'service-desk', traceName: 'client-query', goal, model: 'gpt-4o-mini' });
      rec.think('Searching service tickets by client name.', [{ name: 'search_tickets', args: { q: 'Northgate Dental' } }]);
      rec.tool('search_tickets', { q: 'Northgate Dental' }, { tickets: [], total: 0 });
      rec.think('No tickets under the trading name; checking the contract for the site code the technicians use.', [{ name: 'get_contract', args: { client: 'Northgate Dental' } }]);
      rec.tool('get_contract', {}, { contract: 'MW-C-0231', legal_entity: 'NGD Healthcare Ltd', site_code: 'LDS-NG-01', wall: 'preserved reindeer moss 4.2 m²', visits_per_year: 4 });
      rec.think('Searching tickets by site code LDS-NG-01.', [{ name: 'search_tickets', args: { site_code: 'LDS-NG-01' } }]);
      rec.tool('search_tickets', { site_code: 'LDS-NG-01' }, { tickets: [{ id: 'SV-8812', date: '2025-06-03', note: 'dusted, humidity 31% — advised client to move dehumidifier' }, { id: 'SV-8550', date: '2025-03-04', note: 'routine, no issues' }], total: 2 });
      rec.finish('Last visits: SV-8812 (3 Jun) — humidity was 31% and the tech advised moving the dehumidifier; SV-8550 (4 Mar) routine. Low humidity is the likely cause of browning; preserved moss needs 40–60%.');
      return { goal, root: rec.root };
    },
  },
  {
    id: '04', domain: 'hammock manufacturing fabric defects', style: 'pydantic',
    isolates: 'A defect query returns thousands of rows; adding the loom id learnt from a first result narrows it to the batch in question, and the agent reports the cause.',
    run(c) {
      const goal = 'Three customers reported tearing at the end-loops of the "Sunbrella Double" hammock. Find which production batch is affected and what defect was logged.';
      const rec = recorder(c, 'pydantic', { agent: 'quality-agent', goal, model: 'gpt-4o' });
      rec.think('Querying defect logs for the product.', [{ name: 'defect_query', args: { product: 'Sunbrella Double' } }]);
      rec.tool('defect_query', {}, { rows: 4120, sample: [{ batch: 'SD-2503', defect: 'colour shading', loom: 'L2' }], truncated: true });
      rec.think('Too many rows. I will first get the serial numbers from the three complaints to find their batch.', [{ name: 'complaints_lookup', args: { product: 'Sunbrella Double', issue: 'end-loop tear' } }]);
      rec.tool('complaints_lookup', {}, { complaints: [{ serial: 'SD-2507-0412' }, { serial: 'SD-2507-0988' }, { serial: 'SD-2507-1130' }] });
      rec.think('All three are from batch SD-2507. Querying defects for that batch, end-loop area only.', [{ name: 'defect_query', args: { batch: 'SD-2507', area: 'end_loop' } }]);
      rec.tool('defect_query', {}, { rows: 2, items: [{ defect: 'loop stitching 6 spi instead of 10 spi', loom: 'L4', station: 'sew-3', logged: '2025-07-14', operator_note: 'machine reset after needle change' }, { defect: 'thread tension low', station: 'sew-3' }] });
      rec.finish('Batch SD-2507 is affected: station sew-3 stitched the end-loops at 6 stitches per inch instead of 10 after a needle change on 14 July, with low thread tension. Recommend recalling SD-2507 serials.');
      return { goal, root: rec.root };
    },
  },
  {
    id: '05', domain: 'yerba mate import lab results', style: 'openinference',
    isolates: 'Looking up lab results by the importer PO finds nothing, by product name finds too many; the lot number from the bill of lading then retrieves the exact PAH test report.',
    run(c) {
      const goal = 'The food safety authority asked for the PAH (polycyclic aromatic hydrocarbons) test result for our latest yerba mate shipment (PO 77-3310). Find it and give the benzo[a]pyrene value.';
      const rec = recorder(c, 'openinference', { agent: 'compliance-agent', goal, model: 'gpt-4o-mini' });
      rec.think('Searching the lab portal by PO.', [{ name: 'lab_reports', args: { po: '77-3310' } }]);
      rec.tool('lab_reports', {}, { reports: [], count: 0 });
      rec.think('Not indexed by PO. Searching by product.', [{ name: 'lab_reports', args: { product: 'yerba mate', test: 'PAH' } }]);
      rec.tool('lab_reports', {}, { reports: '[...]', count: 64, note: 'showing first 0; refine by lot' });
      rec.think('64 reports across years. The lab indexes by producer lot; getting it from the bill of lading.', [{ name: 'get_bill_of_lading', args: { po: '77-3310' } }]);
      rec.tool('get_bill_of_lading', {}, { bl: 'HLCUBUE250612', lots: ['MISIONES-25-118'], vessel: 'Cap San Lorenzo' });
      rec.think('Querying the lab by lot MISIONES-25-118.', [{ name: 'lab_reports', args: { lot: 'MISIONES-25-118', test: 'PAH' } }]);
      rec.tool('lab_reports', {}, { reports: [{ id: 'LAB-25-40771', lot: 'MISIONES-25-118', benzo_a_pyrene_ug_kg: 14.2, pah4_sum_ug_kg: 61.0, method: 'GC-MS', issued: '2025-06-20' }], count: 1 });
      rec.finish('Report LAB-25-40771 for lot MISIONES-25-118 (PO 77-3310): benzo[a]pyrene 14.2 µg/kg, PAH4 sum 61.0 µg/kg, GC-MS, issued 20 June 2025.');
      return { goal, root: rec.root };
    },
  },
  {
    id: '06', domain: 'telescope mirror grinding workshop', style: 'autogen',
    isolates: 'A forum search with the user\'s wording finds nothing; searching the workshop\'s test-log database for the Foucault reading pattern finds the matching case and fix.',
    run(c) {
      const goal = 'A member\'s 8-inch f/6 mirror shows a "turned-down edge" in Foucault tests after polishing. Find how the workshop corrected this on earlier mirrors and summarise the steps.';
      const rec = recorder(c, 'autogen', { agent: 'workshop_helper', goal, model: 'gpt-4o', participants: ['workshop_helper', 'executor'] });
      rec.think('Searching the club forum.', [{ name: 'forum_search', args: { q: 'turned down edge fix 8 inch' } }]);
      rec.tool('forum_search', {}, '0 posts found');
      rec.think('The forum has nothing. The test-log database records Foucault zone readings; searching logs where outer-zone readings fall away on 8-inch mirrors.', [{ name: 'testlog_query', args: { diameter_in: 8, defect_tag: 'TDE' } }]);
      rec.tool('testlog_query', {}, JSON.stringify({ matches: [{ mirror: 'M-112 (8" f/6)', year: 2022, fix: 'short W strokes, pitch lap pressed with 1/4 lap facets trimmed at the edge, 3 x 10 min sessions', result: 'edge restored, 1/8 wave' }, { mirror: 'M-087 (8" f/5)', year: 2019, fix: 'sub-diameter lap over centre only', result: 'improved' }] }));
      rec.finish('Earlier TDE fixes: on M-112 (8" f/6, 2022) the edge was recovered with short W strokes on a pitch lap with facets trimmed at the edge, three 10-minute sessions, reaching 1/8 wave; on M-087 a sub-diameter lap over the centre helped. TERMINATE');
      return { goal, root: rec.root };
    },
  },
];
