// Healthy: early queries find nothing/too much, a materially different query (new source or learnt constraint) finds results; done.
export const family = 'refined_query_finds';
export const scenarios = [
  // 01 harpsichord maker attribution -- Anthropic
  (N) => ({
    isolates: 'A catalogue search for a harpsichord maker returns nothing; a guild-register source with the Flemish spelling learnt from the soundboard inscription finds him, and the agent answers.',
    style: 'anthropic',
    run: {
      goal: 'Identify the maker "Jan Coechers" inscribed on a harpsichord soundboard we are restoring.', model: 'claude-sonnet-4-20250514', tools: ['museum_catalogue', 'guild_register'], system: 'You research early keyboard instruments.',
      steps: [
        { calls: [{ name: 'museum_catalogue', args: { maker: 'Jan Coechers' }, out: { results: [], took_ms: N.ms() } }] },
        { text: 'Not in museum holdings. Antwerp makers were registered in the Guild of St Luke, where names were Latinised; "Coechers" may be "Couchet".', calls: [{ name: 'guild_register', args: { guild: 'St Luke Antwerp', surname_like: 'Couchet', from: 1640, to: 1660 } , out: { results: [{ name: 'Joannes Couchet', admitted: 1655, note: 'nephew of Ioannes Ruckers' }] } }] },
      ],
      final: 'The inscription almost certainly refers to Joannes (Jan) Couchet, admitted to the Antwerp Guild of St Luke in 1655, nephew of Ioannes Ruckers.',
    },
  }),
  // 02 sea-salt smokery supplier -- OpenAI Agents SDK
  (N) => ({
    isolates: 'A broad supplier search returns hundreds of irrelevant hits; adding the food-contact certification learnt from the first result narrows it to two usable suppliers.',
    style: 'oaiagents',
    run: {
      goal: 'Find a UK supplier of ex-whisky oak chips certified for food smoking for the sea-salt smokery.', model: 'gpt-4.1', agentName: 'Procurement', system: 'You source materials for a food producer.',
      steps: [
        { calls: [{ name: 'supplier_search', args: { q: 'oak chips whisky' }, out: JSON.stringify({ total: 412, top: ['garden mulch', 'BBQ chunks (untreated?)', 'bar decor'], request: N.req() }) }] },
        { text: 'Too broad; the BBQ listing mentions BRCGS food-contact certification, so filter on that and UK.', calls: [{ name: 'supplier_search', args: { q: 'ex-whisky oak smoking chips', certification: 'BRCGS', country: 'GB' }, out: JSON.stringify({ total: 2, top: ['Speyside Cask Smokewood Ltd', 'Islay Timber Co.'], request: N.req() }) }] },
      ],
      final: 'Two certified UK suppliers: Speyside Cask Smokewood Ltd and Islay Timber Co.',
    },
  }),
  // 03 avalanche bulletin archive -- Gemini
  (N) => ({
    isolates: 'Searching forecasts by date finds nothing because the archive is by forecast region; switching to the region id learnt from the index returns the bulletin.',
    style: 'gemini',
    run: {
      goal: 'Get the avalanche danger level forecast for Lochaber on 2 February 2025 for an incident report.', model: 'gemini-2.5-flash', tools: ['bulletin_search', 'region_index'], system: 'You assist mountain rescue reporting.',
      steps: [
        { calls: [{ name: 'bulletin_search', args: { date: '2025-02-02', text: 'Lochaber' }, out: { bulletins: [] } }] },
        { calls: [{ name: 'region_index', args: {}, out: { regions: [{ id: 'SAIS-LO', name: 'Lochaber' }, { id: 'SAIS-GC', name: 'Glencoe' }] } }] },
        { calls: [{ name: 'bulletin_search', args: { date: '2025-02-02', region: 'SAIS-LO' }, out: { bulletins: [{ level: 3, label: 'Considerable', aspects: 'NE-E', issued: N.iso() }] } }] },
      ],
      final: 'Lochaber, 2 February 2025: Considerable (level 3) on north-east to east aspects.',
    },
  }),
  // 04 reed-bed plant supplier -- smolagents
  (N) => ({
    isolates: 'Searching a nursery catalogue by common name finds nothing; using the botanical name Phragmites australis from a design spec finds plug plants in stock.',
    style: 'smolagents',
    run: {
      goal: 'Order replacement reed plugs for the sewage reed bed VF3 (2,000 plugs).', model: 'Qwen/Qwen2.5-72B-Instruct', system: 'You support a wastewater works.',
      steps: [
        { text: 'Search by common name.', calls: [{ name: 'nursery_search', args: { q: 'common reed plugs' }, out: 'No products found.' }] },
        { text: 'The bed design spec names the species; look it up.', calls: [{ name: 'read_doc', args: { path: 'specs/VF3_planting.pdf' }, out: 'Planting: Phragmites australis, 9cm plugs, 4 per m2' }] },
        { text: 'Search with the botanical name and plug size.', calls: [{ name: 'nursery_search', args: { q: 'Phragmites australis 9cm plug' }, out: 'PHR-AUS-9P  Phragmites australis 9cm plug  stock: 5,400  £0.62 each' }] },
        { calls: [{ name: 'place_order', args: { sku: 'PHR-AUS-9P', qty: 2000 }, out: { order: 'PO-' + N.int(10000, 99999) } }] },
      ],
      final: 'Ordered 2,000 Phragmites australis 9 cm plugs (PHR-AUS-9P, £1,240).',
    },
  }),
  // 05 tapestry dye matching -- OpenInference
  (N) => ({
    isolates: 'A colour search by name finds too many wools; adding the measured Lab values from the spectrophotometer narrows to one match used for the repair.',
    style: 'openinference',
    run: {
      goal: 'Find a wool to match the faded indigo in the tapestry border for reweaving.', model: 'gpt-4o', system: 'You assist textile conservators.',
      steps: [
        { calls: [{ name: 'yarn_search', args: { colour: 'indigo' }, out: { count: 146, sample: ['Appleton 748', 'Appleton 749', 'Paterna 571'] } }] },
        { calls: [{ name: 'spectro_read', args: { spot: 'border-B4' }, out: { L: 38.2, a: -1.9, b: -17.4, device: 'CM-700d', read_at: N.http() } }] },
        { calls: [{ name: 'yarn_search', args: { lab: [38.2, -1.9, -17.4], max_delta_e: 2 }, out: { count: 1, matches: [{ yarn: 'Appleton 746', delta_e: 1.3 }] } }] },
      ],
      final: 'Appleton 746 matches the faded indigo border (ΔE 1.3).',
    },
  }),
  // 06 broadband co-op fault -- plain message-level trace
  (N) => ({
    isolates: 'Searching faults by member name finds nothing; the support agent switches to the ONT serial from the router photo and finds the open fault, then replies.',
    style: 'plain',
    run: {
      goal: 'A member sent a photo of their fibre router with a red LOS light; find any open fault for their line.', model: 'gpt-4o-mini', agentName: 'coop-support', system: 'You support a rural broadband co-op.',
      steps: [
        { calls: [{ name: 'fault_search', args: { member_name: 'Hartley' }, out: { faults: [] } }] },
        { text: 'The photo label shows ONT serial ALCLB3F2A91C; faults are keyed by ONT.', calls: [{ name: 'fault_search', args: { ont_serial: 'ALCLB3F2A91C' }, out: { faults: [{ id: 'F-2207', cause: 'fibre cut, Dale Lane (digger)', eta: '2025-10-03 16:00' }] } }] },
      ],
      final: 'Your line is affected by fault F-2207 (fibre cut on Dale Lane); repair is expected by 16:00 on 3 October.',
    },
  }),
];
