export const family = 'search_refined_and_found';
export const loop = false;
export const stagnation = false;
export const description = 'Healthy: first queries find nothing or too much; a materially different query (other source, a constraint learnt from a result) finds new results and the agent finishes with them.';

export const rows = [
  { n: '01', domain: 'stadium lost property', style: 'anthropic', model: 'claude-3-5-haiku-20241022', agent: 'lost-property-desk',
    isolates: 'A text search for a lost item is empty, the agent learns from the ticket scan that the fan sat in the away end, searches that stand\'s intake log and finds it.',
    goal: 'A fan lost a navy North Face jacket at Saturday\'s match (seat ticket T-99812). Find it if it was handed in.',
    build(T) { const N = T.N;
      T.step('Searching the main lost-property register.', [['search_register', { q: 'navy north face jacket', date: '2025-05-10' }, { hits: [] }]]);
      T.step('Nothing in the main register. Checking where the ticket was scanned.', [['ticket_scan', { ticket: 'T-99812' }, { gate: 'G14', stand: 'South (away)', scanned_at: N.isoSec() }]]);
      T.step('Away-stand items are logged separately by the stewards; searching that log.', [['search_steward_log', { stand: 'South', date: '2025-05-10', category: 'clothing' }, { items: [{ id: 'SL-331', desc: 'Dark blue padded jacket, The North Face, size M, row K', stored: 'locker 4' }, { id: 'SL-334', desc: 'Black scarf' }] }]]);
      T.finish('Found it: steward log SL-331, a dark blue North Face jacket (size M) from the South stand, stored in locker 4.');
    } },
  { n: '02', domain: 'vintage bicycle parts', style: 'openinference', model: 'gpt-4o-mini', agent: 'parts-finder',
    isolates: 'A broad parts search returns hundreds of hits; the agent adds the thread standard read from the frame spec and gets three matching bottom brackets.',
    goal: 'Find a replacement bottom bracket for a 1978 Raleigh Competition frame.',
    build(T) { const N = T.N;
      T.step(null, [['parts_search', { q: 'bottom bracket vintage' }, { total: 812, top: [{ sku: 'BB-UN55' }, { sku: 'BB-SQ-ITA' }], note: 'refine your query' }]]);
      T.step('Too many results. Checking the frame specification for the thread.', [['frame_spec', { make: 'Raleigh', model: 'Competition', year: 1978 }, { bb_shell: '68mm', thread: '1.37 x 24 TPI (BSC)', note: 'some Raleigh frames used 26 TPI' }]]);
      T.step('Frame uses 1.37 x 24 TPI. Searching with that thread and shell width.', [['parts_search', { q: 'bottom bracket', thread: '1.37x24', shell_mm: 68, spindle: 'cotter' }, { total: 3, items: [{ sku: 'BB-TH-68C', desc: 'Thompson cotter BB, 68mm, BSC', gbp: 34 }, { sku: 'BB-STR-68', desc: 'Stronglight cup set BSC', gbp: 41 }, { sku: 'BB-NOS-RAL', desc: 'NOS Raleigh cups & axle', gbp: 58 }] }]]);
      T.finish('Three fit the 68 mm BSC shell: BB-TH-68C (£34), BB-STR-68 (£41), BB-NOS-RAL original Raleigh NOS (£58).');
    } },
  { n: '03', domain: 'historic shipwreck records', style: 'vercel', model: 'gpt-4.1-mini', agent: 'wreck-researcher',
    isolates: 'A wreck-name search is empty; a different source (the Lloyd\'s casualty list) gives the ship\'s earlier name, and the archive search with it succeeds.',
    goal: 'Find the wreck record for the steamship "Corrie Bay", lost off Anglesey around 1911.',
    build(T) { const N = T.N;
      T.step('Searching the wreck database by name.', [['wreck_search', { name: 'Corrie Bay', area: 'Anglesey' }, { records: [] }]]);
      T.step('No record. Checking the casualty lists for the period.', [['casualty_list_search', { q: 'Corrie Bay', years: '1910-1912' }, { entries: [{ date: '1911-02-03', text: 'CORRIE BAY (ex-LYDIA MORGAN), s.s., stranded Carmel Head, total loss' }] }]]);
      T.step('She was formerly the Lydia Morgan; searching under that name.', [['wreck_search', { name: 'Lydia Morgan', area: 'Anglesey' }, { records: [{ id: 'WR-14455', name: 'LYDIA MORGAN / CORRIE BAY', lost: '1911-02-03', position: '53°24.6N 004°34.2W', depth_m: 18 }] }]]);
      T.finish('Record WR-14455 (registered under her former name Lydia Morgan): stranded at Carmel Head on 3 Feb 1911, 18 m depth.');
    } },
  { n: '04', domain: 'university lab equipment loans', style: 'plain', model: 'gpt-4o', agent: 'equipment-desk',
    isolates: 'The department inventory has no free oscilloscope; the agent queries the faculty-wide pool instead and books one.',
    goal: 'Book a 4-channel oscilloscope for the second-year electronics practical next Tuesday.',
    build(T) { const N = T.N;
      T.step(null, [['inventory_search', { dept: 'physics', type: 'oscilloscope', channels: 4, date: '2025-05-20' }, { available: [] }]]);
      T.step('All physics scopes are booked. Trying the faculty shared pool.', [['inventory_search', { pool: 'faculty-shared', type: 'oscilloscope', channels: 4, date: '2025-05-20' }, { available: [{ asset: 'FS-OSC-07', model: 'Rigol DHO924', location: 'Eng B12' }] }]]);
      T.step(null, [['book_asset', { asset: 'FS-OSC-07', date: '2025-05-20', slot: '09:00-13:00' }, { booking: 'EQ-' + N.digits(6), status: 'confirmed' }]]);
      T.finish('Booked FS-OSC-07 (Rigol DHO924) from the faculty shared pool for Tuesday 09:00–13:00; collect from Eng B12.');
    } },
  { n: '05', domain: 'citizen-science frog surveys', style: 'pydantic', model: 'gpt-4o', agent: 'survey_assistant',
    isolates: 'A species-name search finds nothing; the agent learns volunteers record the common name in Welsh, re-queries with it and summarises the sightings.',
    goal: 'How many common frog spawn clumps were recorded in the Ceredigion ponds survey this spring?',
    build(T) { const N = T.N;
      T.step(null, [['survey_query', { survey: 'ceredigion-ponds-2025', species: 'Rana temporaria' }, { rows: [] }]]);
      T.step('No Latin-name rows. Inspecting the species values that are in use.', [['survey_distinct', { survey: 'ceredigion-ponds-2025', field: 'species' }, ['Llyffant melyn', 'Madfall ddŵr gribog', 'Broga', 'Llyffant dafadennog']]]);
      T.step('The common frog is recorded as "Broga" (Welsh). Querying with that.', [['survey_query', { survey: 'ceredigion-ponds-2025', species: 'Broga', stage: 'spawn' }, { rows: [{ pond: 'P-03', clumps: 41 }, { pond: 'P-07', clumps: 12 }, { pond: 'P-11', clumps: 27 }] }]]);
      T.finish('80 common frog spawn clumps were recorded (P-03: 41, P-11: 27, P-07: 12), logged under the Welsh name Broga.');
    } },
  { n: '06', domain: '502 spike on an API gateway (devops)', style: 'otel', model: 'gpt-4o-mini', agent: 'incident-helper',
    isolates: 'A log search for the error text returns thousands of lines; narrowing by the upstream named in one line finds the single failing pod.',
    goal: 'Find out which upstream caused the 502 spike at 14:05 UTC on the public API gateway.',
    build(T) { const N = T.N;
      T.step(null, [['log_search', { query: 'status:502', from: '14:00', to: '14:10' }, { total: 4821, sample: ['502 upstream=orders-svc pod=orders-7d9f-x2k', '502 upstream=orders-svc pod=orders-7d9f-x2k'], truncated: true }]]);
      T.step('Too broad; the sample points at orders-svc. Narrowing by upstream and grouping by pod.', [['log_search', { query: 'status:502 AND upstream:orders-svc', group_by: 'pod', from: '14:00', to: '14:10' }, { groups: [{ pod: 'orders-7d9f-x2k', count: 4790 }, { pod: 'orders-7d9f-p8q', count: 31 }] }]]);
      T.step(null, [['k8s_events', { pod: 'orders-7d9f-x2k' }, `LAST SEEN   TYPE      REASON      MESSAGE\n6m          Warning   OOMKilled   Container orders exceeded memory limit (512Mi)\n6m          Normal    Pulled      Container image already present`]]);
      T.finish('The spike came from pod orders-7d9f-x2k of orders-svc, which was OOMKilled at about 14:04 (512Mi limit); it accounts for 4,790 of 4,821 502s.');
    } },
];
