// Family: ab_state_flipflop — the agent switches between two states A, B, A, B..., each check in a state
// returning what it returned last time in that state. loop: true, stagnation: true.
export const family = 'ab_state_flipflop';
export const loop = true;
export const stagnation = true;

export const rows = [
  // 01 canoe club boat bookings — OpenAI Assistants run steps
  (N) => {
    const search = (membersOnly) => ({ name: 'search_boats', args: { date: '2025-06-14', slot: '09:00-12:00', type: 'tandem_canoe', members_only: membersOnly },
      out: membersOnly
        ? { results: [], total: 0, note: 'No member-fleet tandems free in this slot', generated: N.iso(), query_ms: N.int(8, 60) }
        : { results: [{ boat: 'Ojibwe-17 #4', fleet: 'hire', fee_gbp: 25 }, { boat: 'Prospector-16 #2', fleet: 'hire', fee_gbp: 25 }], total: 2, generated: N.iso(), query_ms: N.int(8, 60) } });
    return {
      domain: 'canoe club boat bookings', style: 'assistants', model: 'gpt-4o-mini',
      isolates: 'The assistant toggles the members-only filter on and off, getting "0 boats" with it on and the same two hire boats with it off, over and over, without booking either.',
      system: 'You book boats for River Wey Canoe Club members. Prefer member-fleet boats (free) if available.',
      goal: 'Book a tandem canoe for Saturday 14 June, 9-12, for member #3318 and a guest.',
      turns: [
        { think: 'Searching member fleet first.', calls: [search(true)] },
        { think: 'No member boats. Let me check the hire fleet instead.', calls: [search(false)] },
        { think: 'Hire boats cost £25. Members should get a free member boat, let me check the member fleet again.', calls: [search(true)] },
        { think: 'No member boats. Let me check the hire fleet instead.', calls: [search(false)] },
        { think: 'Hire boats cost £25. Members should get a free member boat, let me check the member fleet again.', calls: [search(true)] },
        { think: 'No member boats. Let me check the hire fleet instead.', calls: [search(false)] },
        { think: 'Hire boats cost £25. Members should get a free member boat, let me check the member fleet again.', calls: [search(true)] },
      ],
      rootError: 'max_completion_tokens',
    };
  },
  // 02 GraphQL federation — Aider chat history
  (N) => {
    const co = (b) => ({ name: '/git', args: { cmd: `checkout ${b}` }, out: `Switched to branch '${b}'\nYour branch is up to date with 'origin/${b}'.` });
    const test = (b) => ({ name: '/run', args: { cmd: 'npm run compose:check' }, out: b === 'feat/inventory-subgraph'
      ? `> rover supergraph compose --config supergraph.yaml\nerror[E029]: Encountered 1 build error while trying to build a supergraph.\n  INVALID_FIELD_SHARING: Non-shareable field "Product.sku" is resolved from multiple subgraphs: it is resolved from subgraphs "catalog" and "inventory" and defined as non-shareable in subgraph "inventory"\nDone in ${N.secs(1, 4)}.`
      : `> rover supergraph compose --config supergraph.yaml\nerror[E029]: Encountered 1 build error while trying to build a supergraph.\n  SATISFIABILITY_ERROR: The following supergraph API query:\n  { product { stockLevel } }\n  cannot be satisfied by the subgraphs because: no subgraph can be reached to resolve "Product.stockLevel"\nDone in ${N.secs(1, 4)}.` });
    const A = 'feat/inventory-subgraph', B = 'main';
    return {
      domain: 'GraphQL supergraph composition for a bike shop', style: 'aider', model: 'gpt-4o', repo: 'spokes-api',
      isolates: 'The coding agent flips between the feature branch and main, re-running composition; the feature branch always fails with INVALID_FIELD_SHARING and main always with SATISFIABILITY_ERROR, and no file is edited.',
      system: 'aider v0.8x, repo spokes-api',
      goal: 'The supergraph composition check fails on feat/inventory-subgraph. Figure out whether it is our branch or main, and fix it.',
      turns: [
        { say: 'Let me run the composition check on the feature branch.', calls: [test(A)] },
        { say: 'That fails on field sharing. Let me see if main composes cleanly.', calls: [co(B), test(B)] },
        { say: 'Main also fails, differently. Let me go back to the feature branch and check again.', calls: [co(A), test(A)] },
        { say: 'That fails on field sharing. Let me see if main composes cleanly.', calls: [co(B), test(B)] },
        { say: 'Main also fails, differently. Let me go back to the feature branch and check again.', calls: [co(A), test(A)] },
        { say: 'That fails on field sharing. Let me see if main composes cleanly.', calls: [co(B)] },
      ],
      final: 'That fails on field sharing. Let me see if main composes cleanly.',
    };
  },
  // 03 drone light show geofence — OpenLIT spans
  (N) => {
    const setAlt = (m) => ({ name: 'set_show_param', args: { show: 'riverfest-night-2', key: 'geofence.max_alt_m', value: m }, out: { ok: true, rev: N.int(40, 90), applied_at: N.isoS(), by: 'planner-bot' } });
    const validate = (m) => ({ name: 'validate_show', args: { show: 'riverfest-night-2', fleet: 300 }, out: m === 120
      ? { valid: false, errors: [{ code: 'GEOFENCE_BREACH', frames: '4410-4680', detail: 'Formation "heron" peaks at 138 m AGL > geofence 120 m' }], sim_id: N.uuid(), sim_time: N.secs(20, 40) }
      : { valid: false, errors: [{ code: 'WAIVER_LIMIT', detail: 'geofence 150 m exceeds CAA operational authorisation UAS-OA-2231 max 120 m' }], sim_id: N.uuid(), sim_time: N.secs(20, 40) } });
    return {
      domain: 'drone light show flight planning', style: 'openlit', model: 'gpt-4o-mini', service: 'showplanner',
      isolates: 'The planner sets the geofence to 120 m (formation breaches it), then 150 m (exceeds the authorisation), then 120 m, then 150 m, validation returning the same error for each value each time.',
      system: 'You prepare drone light show files for validation and upload.',
      goal: 'Get the RiverFest night-2 show (300 drones) to pass validation so it can be uploaded.',
      turns: [
        { think: 'Validate with the current settings.', calls: [validate(120)] },
        { think: 'Heron formation peaks at 138 m. Raise the geofence to 150 m.', calls: [setAlt(150), validate(150)] },
        { think: '150 m is above our authorisation. Set the geofence back to 120 m.', calls: [setAlt(120), validate(120)] },
        { think: 'Heron formation peaks at 138 m. Raise the geofence to 150 m.', calls: [setAlt(150), validate(150)] },
        { think: '150 m is above our authorisation. Set the geofence back to 120 m.', calls: [setAlt(120), validate(120)] },
        { think: 'Heron formation peaks at 138 m. Raise the geofence to 150 m.', calls: [setAlt(150)] },
      ],
      rootError: 'agent stopped: iteration cap 6',
    };
  },
  // 04 orchid nursery climate controller — Vercel AI SDK, browser tool
  (N) => {
    const tab = (name) => ({ name: 'browser_click', args: { selector: `nav >> text=${name}` }, out: name === 'Misting'
      ? { url: 'https://priva.local/zone/3/misting', title: 'Zone 3 · Misting', snapshot: `<table id="mist"><tr><td>Cycle</td><td>every 45 min</td></tr><tr><td>Last run</td><td>${N.local('+01:00')}</td></tr><tr><td>RH target</td><td>70%</td></tr></table>`, load_ms: N.int(300, 1500) }
      : { url: 'https://priva.local/zone/3/vents', title: 'Zone 3 · Vents', snapshot: `<table id="vents"><tr><td>Roof vent</td><td>35%</td></tr><tr><td>RH now</td><td>52%</td></tr><tr><td>Updated</td><td>${N.local('+01:00')}</td></tr></table>`, load_ms: N.int(300, 1500) } });
    return {
      domain: 'orchid nursery greenhouse climate control', style: 'vercel', model: 'gpt-4.1-mini', functionId: 'greenhouse-copilot',
      isolates: 'The browser agent clicks between the Misting and Vents tabs of the same zone again and again; each tab shows the same values each visit and nothing is changed.',
      system: 'You operate the greenhouse climate web UI. Be careful: change at most one setting at a time.',
      goal: 'Zone 3 (Phalaenopsis) humidity is at 52% versus a 70% target. Find out why and correct it.',
      turns: [
        { think: 'Open the misting tab.', calls: [tab('Misting')] },
        { think: 'Misting runs every 45 minutes with RH target 70%. Maybe the vents are letting humidity out; check Vents.', calls: [tab('Vents')] },
        { think: 'Roof vent is open 35%. Before touching it I should re-check the misting settings.', calls: [tab('Misting')] },
        { think: 'Misting runs every 45 minutes with RH target 70%. Maybe the vents are letting humidity out; check Vents.', calls: [tab('Vents')] },
        { think: 'Roof vent is open 35%. Before touching it I should re-check the misting settings.', calls: [tab('Misting')] },
        { think: 'Misting runs every 45 minutes with RH target 70%. Maybe the vents are letting humidity out; check Vents.', calls: [tab('Vents')] },
      ],
      rootError: 'maxSteps (12) reached',
    };
  },
  // 05 equine dentistry mobile vet — Gemini function calling
  (N) => {
    const route = (via) => ({ name: 'get_route', args: { from: 'Hollybush Livery, Ledbury', to: 'Marsh Farm Stud, Tewkesbury', avoid: via === 'M50' ? ['A38'] : ['motorways'] }, out: via === 'M50'
      ? { summary: 'via M50 and M5', distance_km: 31.4, duration_min: 38, arrive_by_ok: false, reason: 'Arrives 11:08, slot starts 11:00', computed_at: N.isoS(), route_token: N.b64(18) }
      : { summary: 'via A417 and A38', distance_km: 27.9, duration_min: 41, arrive_by_ok: false, reason: 'Arrives 11:11, slot starts 11:00', computed_at: N.isoS(), route_token: N.b64(18) } });
    return {
      domain: 'mobile equine dentistry rounds', style: 'gemini', model: 'gemini-2.5-flash',
      isolates: 'The scheduler alternates the route between the motorway and the A-road options; the motorway always arrives 11:08 and the A-road always 11:11, and it never moves the appointment or the departure.',
      system: 'You schedule an equine dental technician\'s day. Appointments must start on time.',
      goal: 'Make sure the technician can get from the 10:00 rasp at Hollybush Livery (ends 10:30) to the 11:00 Marsh Farm Stud appointment on time.',
      turns: [
        { think: 'Check the motorway route.', calls: [route('M50')] },
        { think: 'Motorway arrives 11:08. Try the A-road route instead.', calls: [route('A38')] },
        { think: 'The A-road arrives 11:11. The motorway might be faster, check it again.', calls: [route('M50')] },
        { think: 'Motorway arrives 11:08. Try the A-road route instead.', calls: [route('A38')] },
        { think: 'The A-road arrives 11:11. The motorway might be faster, check it again.', calls: [route('M50')] },
        { think: 'Motorway arrives 11:08. Try the A-road route instead.', calls: [route('A38')] },
      ],
      rootError: 'AutomaticFunctionCalling: maximum_remote_calls (6) reached',
    };
  },
  // 06 cosplay prop commissions — LiteLLM proxy
  (N) => {
    const quote = (carrier) => ({ name: 'shipping_quote', args: { parcel: { l_cm: 150, w_cm: 40, h_cm: 25, kg: 6.2 }, from: 'DE-10115', to: 'US-97201', carrier }, out: carrier === 'dhl_express'
      ? JSON.stringify({ carrier: 'dhl_express', price_eur: 212.4, eta_days: 3, oversize: false, quote_id: 'Q' + N.ALNUM(10), valid_until: N.iso() })
      : JSON.stringify({ carrier: 'dhl_parcel_intl', price_eur: null, error: 'Exceeds max length 120 cm for service', quote_id: 'Q' + N.ALNUM(10), valid_until: N.iso() }) });
    return {
      domain: 'cosplay prop commission shipping', style: 'litellm', model: 'openai/gpt-4o-mini', keyAlias: 'propshop-assistant',
      isolates: 'For a 150 cm foam greatsword the agent alternates between the express carrier (€212) and the economy service (rejects >120 cm), re-quoting each twice with identical results and never choosing.',
      system: 'You handle shipping for Foamforge Props commissions. Keep shipping cost low but the parcel must arrive before the convention.',
      goal: 'Ship the 150 cm foam greatsword commission to Portland for Rose City Comic Con (needs to arrive within 10 days).',
      turns: [
        { think: 'Quote economy first.', calls: [quote('dhl_parcel_intl')] },
        { think: 'Economy rejects the length. Check express.', calls: [quote('dhl_express')] },
        { think: 'Express is €212, that is expensive; economy would be cheaper, let me quote economy again.', calls: [quote('dhl_parcel_intl')] },
        { think: 'Economy rejects the length. Check express.', calls: [quote('dhl_express')] },
        { think: 'Express is €212, that is expensive; economy would be cheaper, let me quote economy again.', calls: [quote('dhl_parcel_intl')] },
        { think: 'Economy rejects the length. Check express.', calls: [quote('dhl_express')] },
      ],
      rootError: 'max_iterations=6 hit',
    };
  },
];
