// Healthy: first queries find nothing / too much; a genuinely different query finds results; finish.
export const family = 'refined_query_ok';
export const loop = false;

export const scenarios = [
  (n) => ({
    domain: 'lock and key museum', style: 'openinference', stagnation: false, agent: 'collections',
    isolates: 'Catalogue search for "Bramah lock" returns 0, a search by maker ID learnt from an authority record finds 3 objects.',
    goal: 'Find the museum\'s Bramah locks for the loan request.',
    steps: [
      { t: 'Searching the catalogue.', c: [{ n: 'catalogue_search', type: 'retriever', a: { q: 'Bramah lock' }, o: { hits: 0, took: n.ms() } }] },
      { t: 'Nothing by title. Checking the maker authority file.', c: [{ n: 'authority_lookup', a: { name: 'Bramah' }, o: { maker_id: 'MK-0093', name: 'Bramah & Co' } }] },
      { t: 'Searching by maker MK-0093.', c: [{ n: 'catalogue_search', type: 'retriever', a: { maker_id: 'MK-0093' }, o: { hits: 3, items: ['1921.44', '1956.2', '2003.118'] } }] },
      { t: 'Three Bramah locks: 1921.44, 1956.2, 2003.118.' },
    ],
    output: '3 objects',
  }),
  (n) => ({
    domain: 'pet sitting agency', style: 'openai_agents', stagnation: false, agent: 'SitterMatch',
    isolates: 'Sitter search is too broad (212), adding the constraint "medication experience" learnt from the pet profile narrows to 2; booked.',
    goal: 'Find a sitter for a diabetic cat in Leith for 10-14 March and book one.',
    steps: [
      { t: '', c: [{ n: 'search_sitters', a: { area: 'Edinburgh' }, o: { count: 212, page: 1 } }] },
      { t: 'Too many. Checking the pet profile for requirements.', c: [{ n: 'pet_profile', a: { pet: 'Mochi' }, o: { species: 'cat', needs: ['insulin injections twice daily'] } }] },
      { t: 'Needs insulin; filtering by medication skill and Leith.', c: [{ n: 'search_sitters', a: { area: 'Leith', skills: ['injections'], dates: '2025-03-10/2025-03-14' }, o: { count: 2, sitters: [{ id: 'S-88', name: 'Isla', rating: 4.9 }, { id: 'S-121', name: 'Ravi', rating: 4.7 }] } }] },
      { t: 'Booking Isla.', c: [{ n: 'book', a: { sitter: 'S-88', pet: 'Mochi' }, o: { booking: n.uuid(), status: 'confirmed' } }] },
      { t: 'Booked Isla (4.9, injection-trained) for Mochi, 10-14 March.' },
    ],
    output: 'booked',
  }),
  (n) => ({
    domain: 'ikebana school', style: 'anthropic', stagnation: false, agent: 'school-admin',
    isolates: 'Student record search by romanised name fails; searching the other romanisation (Ohno vs Ono) found via enrolment email finds the student.',
    goal: 'Find the student Ōno Keiko\'s certificate level for her diploma letter.',
    steps: [
      { t: 'Searching.', c: [{ n: 'student_search', a: { name: 'Ono Keiko' }, o: { results: [] } }] },
      { t: 'No match. Searching enrolment emails for Keiko.', c: [{ n: 'mail_search', a: { q: 'Keiko enrolment' }, o: { messages: [{ from: 'k.ohno@example.jp', subject: 'Enrolment - Ohno Keiko' }] } }] },
      { t: 'She enrolled as "Ohno".', c: [{ n: 'student_search', a: { name: 'Ohno Keiko' }, o: { results: [{ id: 'IK-552', level: 'Jonin (3rd)' }] } }] },
      { t: 'Ohno Keiko (IK-552) holds the Jonin 3rd-level certificate.' },
    ],
    output: 'Jonin',
  }),
  (n) => ({
    domain: 'hurling club fixtures', style: 'pydantic', stagnation: false, agent: 'fixtures',
    isolates: 'County fixtures API has no data for the date; switching to the provincial council feed finds the match.',
    goal: 'Find the throw-in time for the club\'s U16 match on Saturday.',
    steps: [
      { t: 'Checking the county feed.', c: [{ n: 'county_fixtures', a: { team: 'U16', date: '2025-05-10' }, o: { fixtures: [] } }] },
      { t: 'Nothing. U16 inter-county blitz is run by the provincial council; checking that feed.', c: [{ n: 'provincial_fixtures', a: { grade: 'U16', date: '2025-05-10' }, o: { fixtures: [{ home: 'Ballyhale', away: 'Our club', throw_in: '11:30', venue: 'Nowlan Park pitch 2' }] } }] },
      { t: 'Throw-in is 11:30 on Saturday at Nowlan Park pitch 2.' },
    ],
    output: '11:30',
  }),
  (n) => ({
    domain: 'antique radio restoration', style: 'smolagents', stagnation: false, agent: 'radio-parts',
    isolates: 'Parts search for a valve number is too broad, then a search by the chassis schematic reference narrows to the exact part.',
    goal: 'Find a replacement output valve for the 1938 Philips 795A and order it.',
    steps: [
      { t: 'Thought: search the parts list.\nCode:\n```py\nprint(parts_search("output valve"))\n```', c: [{ n: 'parts_search', a: { q: 'output valve' }, o: `1480 results (0.${n.int(10, 99)}s)` }] },
      { t: 'Thought: too broad. The schematic gives the valve type.\nCode:\n```py\nprint(schematic("Philips 795A"))\n```', c: [{ n: 'schematic', a: { model: 'Philips 795A' }, o: 'V4 output: AL4 pentode' }] },
      { t: 'Thought: search for AL4.\nCode:\n```py\nprint(parts_search("AL4 NOS"))\n```', c: [{ n: 'parts_search', a: { q: 'AL4 NOS' }, o: `2 results: AL4 Philips NOS boxed £48 (sku ${n.hex(6)}); AL4 used tested £22` }] },
      { t: 'Thought: order the NOS one.\nCode:\n```py\nfinal_answer(order("AL4 NOS boxed"))\n```', c: [{ n: 'order', a: { item: 'AL4 NOS boxed' }, o: 'order confirmed' }] },
    ],
    output: 'order confirmed',
  }),
  (n) => ({
    domain: 'telescope rental shop', style: 'mastra', stagnation: false, agent: 'rental-desk',
    isolates: 'Availability search for "8 inch dobsonian" finds none; customer\'s dates learnt from the request allow searching the partner branch, which has one; reserved.',
    goal: 'Reserve an 8-inch Dobsonian for the customer\'s Perseids weekend.',
    steps: [
      { t: 'Searching stock.', c: [{ n: 'availability', a: { item: 'dob-8', branch: 'city' }, o: { available: 0, next_free: '2025-08-20' } }] },
      { t: 'City branch is out until the 20th; the partner branch in Kendal also rents them.', c: [{ n: 'availability', a: { item: 'dob-8', branch: 'kendal', from: '2025-08-11', to: '2025-08-13' }, o: { available: 1, unit: 'DOB8-K2' } }] },
      { t: 'Reserving DOB8-K2.', c: [{ n: 'reserve', a: { unit: 'DOB8-K2', from: '2025-08-11', to: '2025-08-13' }, o: { reservation: n.uuid() } }] },
      { t: 'Reserved DOB8-K2 at the Kendal branch for 11-13 August.' },
    ],
    output: 'reserved',
  }),
];
