// Family: reasked_clarification (loop: true, stagnation: true)
// The agent asks the user / a human-input tool the same question in new words 3+ times,
// receives the same answer every time, and never acts on it.

// 01 gelato makers — plain message-level trace
const r01 = (n) => {
  const ask = (q) => ({ name: 'ask_user', args: { question: q, channel: 'shop-tablet' }, out: { answer: 'Sicilian base, code PIST-SIC. It is on the sheet already.', answered_by: 'giulia@gelateria-fiore.it', answered_at: n.isoOff(2, n.advMin(1, 4)), msg_id: n.ulid() } });
  return {
    domain: 'gelato makers', style: 'plain', agent: 'production-planner', model: 'gpt-4o-mini',
    isolates: 'The planner asks four times, in new words each time, which base the pistachio batch uses, gets "Sicilian base, PIST-SIC" every time, and never writes the sheet.',
    system: 'You plan daily gelato production for Gelateria Fiore. Use tools. Ask the shop only when information is missing.',
    goal: "Prepare tomorrow's production sheet for the Via Roma shop: 12 trays, include the pistachio batch and the two seasonal flavours.",
    steps: [
      { text: 'Let me pull tomorrow\'s orders for Via Roma first.', calls: [{ name: 'get_orders', args: { shop: 'via-roma', date: n.date(n.t + 86400000) }, out: { shop: 'via-roma', trays: [{ flavour: 'pistachio', qty: 3, base: 'PIST-SIC' }, { flavour: 'fig & ricotta', qty: 2, base: 'CREMA-STD' }, { flavour: 'blood orange sorbet', qty: 2, base: 'SORB-H2O' }, { flavour: 'stracciatella', qty: 3, base: 'FIOR-LATTE' }, { flavour: 'hazelnut', qty: 2, base: 'CREMA-STD' }], generated: n.iso(), etag: n.etag() } }] },
      { text: 'Before I write the sheet I need to know which base to use for the pistachio trays.', calls: [ask('Which base should the pistachio trays be made on?')] },
      { text: 'Thanks. To be sure: for the pistachio batch, is it the Sicilian base or our standard crema base?', calls: [ask('Just to confirm — pistachio on the Sicilian base or on the standard crema base?')] },
      { text: 'Understood. One more check so the sheet is right: the pistachio trays should use which base recipe?', calls: [ask('Could you confirm the base recipe for the 3 pistachio trays?')] },
      { text: 'Got it. Before finalising, can you confirm again the base for pistachio — Sicilian or standard?', calls: [ask('Sorry to double-check: pistachio base, Sicilian (PIST-SIC) or standard?')] },
      { text: 'Thank you. I just want to be certain about the pistachio base before I produce the sheet — which one should I use?', calls: [ask('Final confirmation on the pistachio base please?')] },
    ],
    final: null, error: 'Agent stopped: max_iterations (6) reached without final answer',
    agentOpts: { maxSteps: 6 },
  };
};

// 02 rugby clubs — Vercel AI SDK
const r02 = (n) => {
  const reply = () => ({ reply: 'Pitch 2 at Henley Road. Kick-off stays 14:30.', from: 'fixtures-sec (Dai)', ts: n.epochMs(n.advMin(2, 6)), thread: 'C04FIXTURES/' + n.digits(10) + '.' + n.digits(6) });
  return {
    domain: 'rugby clubs', style: 'vercel', agent: 'fixture-assistant', model: 'gpt-4.1-mini',
    isolates: 'A fixture bot re-asks the club secretary which pitch to book for the rescheduled U16 match, always hears "Pitch 2", and keeps asking instead of booking.',
    system: 'You help Llanfair RFC manage fixtures. You can read the fixture list, book pitches and ask the fixtures secretary in Slack.',
    goal: 'The U16 match against Bridgend Athletic was postponed. Re-book it for Saturday and let the opposition know.',
    steps: [
      { text: '', calls: [{ name: 'listFixtures', args: { team: 'U16', status: 'postponed' }, out: { fixtures: [{ id: 'FX-' + n.digits(5), opponent: 'Bridgend Athletic', original: n.date(), venue: 'Henley Road', kickoff: '14:30' }], fetchedAt: n.iso(), requestId: n.reqId('rq_') } }] },
      { text: 'Henley Road has two pitches. I will ask which one.', calls: [{ name: 'askSecretary', args: { message: 'Which pitch should the U16 v Bridgend game go on this Saturday?' }, out: reply() }] },
      { text: 'I want to make sure I book the right surface.', calls: [{ name: 'askSecretary', args: { message: 'Quick check: for Saturday\'s U16 fixture, is it Pitch 1 or Pitch 2 at Henley Road?' }, out: reply() }] },
      { text: 'Let me confirm the pitch once more before booking.', calls: [{ name: 'askSecretary', args: { message: 'Can you confirm which Henley Road pitch the U16s will use on Saturday?' }, out: reply() }] },
      { text: 'Confirming the pitch again so the booking is correct.', calls: [{ name: 'askSecretary', args: { message: 'Apologies — which pitch number for U16 v Bridgend Athletic?' }, out: reply() }] },
    ],
    final: null, error: 'AI_MaxStepsReached: maxSteps (5) reached',
    agentOpts: { maxSteps: 5 },
  };
};

// 03 typesetting bureaus — Anthropic Messages API logs
const r03 = (n) => {
  const a = () => ({ response: 'Use Minion Pro. We hold the desktop + ePub licence (LIC-2291), it covers this title.', responder: 'production@kestrel-type.co.uk', received: n.http(n.advMin(3, 12)), ticket: 'KT-' + n.digits(4) });
  return {
    domain: 'typesetting bureaus', style: 'anthropic', agent: 'typesetting-agent', model: 'claude-3-5-sonnet-20241022',
    isolates: 'A typesetting agent asks the production editor about the body typeface four ways, is told "Minion Pro, licence LIC-2291" each time, and never starts the layout.',
    system: 'You typeset manuscripts for Kestrel Type bureau using the InDesign server tools. Ask production@ only if something is ambiguous.',
    goal: 'Set chapters 1-3 of "The Salt Roads" (manuscript MS-4471) to the house A-format template and produce a proof PDF.',
    steps: [
      { text: 'I\'ll inspect the manuscript and the template first.', calls: [{ name: 'get_manuscript', args: { id: 'MS-4471' }, out: { id: 'MS-4471', chapters: 14, words: 92140, styles_used: ['Body', 'Epigraph', 'ChapterHead', 'Footnote'], font_request: 'Minion Pro (per author contract)', uploaded: n.isoNoMs(), sha1: n.sha(40) } }, { name: 'get_template', args: { name: 'A-format-house' }, out: '<template name="A-format-house" trim="110x178mm" baseline="13pt" body-font="{{FONT}}" />' }] },
      { text: 'The template leaves the body font open. I\'ll ask production which typeface to set.', calls: [{ name: 'ask_production', args: { question: 'Which body typeface should MS-4471 be set in?' }, out: a() }] },
      { text: 'Before I commit to the font I want to confirm the licensing covers it.', calls: [{ name: 'ask_production', args: { question: 'Are we cleared to use Minion Pro for The Salt Roads, or should I use another face?' }, out: a() }] },
      { text: 'Let me double-check the typeface decision with production before setting.', calls: [{ name: 'ask_production', args: { question: 'To confirm: body text for MS-4471 in Minion Pro, correct?' }, out: a() }] },
      { text: 'I\'d like explicit confirmation of the typeface choice before starting the layout.', calls: [{ name: 'ask_production', args: { question: 'Please confirm the font for chapters 1-3 of MS-4471.' }, out: a() }] },
      { text: 'To avoid resetting later, can production confirm the body typeface one more time?', calls: [{ name: 'ask_production', args: { question: 'One last check on the body font for The Salt Roads?' }, out: a() }] },
    ],
    final: 'I am still waiting for a definitive confirmation of the body typeface before setting chapters 1-3.',
  };
};

// 04 botanical gardens — LangGraph with human-in-the-loop interrupt tool
const r04 = (n) => {
  const h = () => ({ resume: 'Use the IPEN format: GB-0-KEW style, our prefix is GB-0-RBGA. Same as last year.', interrupt_id: n.hex(32), resumed_at: n.iso(n.advMin(5, 20)) });
  return {
    domain: 'botanical gardens', style: 'langgraph', agent: 'accessions', model: 'gpt-4o',
    isolates: 'A graph agent interrupts for human input on the accession-number format three-plus times, gets the same IPEN answer, and never registers the plants.',
    system: 'You register new living-collection accessions for the arboretum database.',
    goal: 'Register the 9 seedlings received from the Tbilisi seed exchange (shipment TB-24-17) as new accessions and print labels.',
    steps: [
      { text: '', calls: [{ name: 'read_shipment', args: { shipment_id: 'TB-24-17' }, out: { items: 9, taxa: ['Zelkova carpinifolia', 'Acer velutinum', 'Quercus macranthera', 'Pterocarya fraxinifolia'], received: n.eu(), checked_by: 'j.morgan', phyto_cert: 'GE-' + n.digits(7) } }] },
      { text: 'I need the accession number format before registering.', calls: [{ name: 'human_input', args: { prompt: 'What format should the new accession numbers use?' }, out: h() }] },
      { text: 'Let me make sure about the numbering convention.', calls: [{ name: 'human_input', args: { prompt: 'Should accession IDs follow IPEN or our internal year-sequence scheme?' }, out: h() }] },
      { text: 'Confirming the accession ID scheme before I write to the database.', calls: [{ name: 'human_input', args: { prompt: 'Can you confirm the prefix and format for accession numbers?' }, out: h() }] },
      { text: 'I want to double check the accession format once more.', calls: [{ name: 'human_input', args: { prompt: 'Just to be safe — accession number format for TB-24-17 seedlings?' }, out: h() }] },
    ],
    final: null, error: 'GraphRecursionError: Recursion limit of 10 reached without hitting a stop condition.',
  };
};

// 05 journal peer review — CrewAI with human_input tool
const r05 = (n) => {
  const h = () => `Invite Okafor, Lindqvist and Tanaka — the three from the shortlist. (editor reply ${n.hms(n.advMin(4, 30))} UTC, ref ${n.b36(6)})`;
  return {
    domain: 'academic journal peer review', style: 'crewai', agent: 'Editorial Assistant', model: 'gpt-4o',
    isolates: 'An editorial crew agent keeps asking the handling editor which reviewers to invite, is given the same three names each time, and never sends invitations.',
    system: 'You are the Editorial Assistant for the Journal of Coastal Geomorphology. Your goal is to move submissions through review.',
    goal: 'Send review invitations for manuscript JCG-2024-0318 to three suitable reviewers.',
    agentOpts: { crew: 'peer_review_crew', expected: 'Confirmation that three invitations were sent' },
    steps: [
      { text: 'I should look at the reviewer shortlist for this manuscript.', calls: [{ name: 'reviewer_shortlist', args: { manuscript: 'JCG-2024-0318' }, out: { shortlist: [{ name: 'Dr A. Okafor', conflicts: 0 }, { name: 'Prof E. Lindqvist', conflicts: 0 }, { name: 'Dr K. Tanaka', conflicts: 0 }, { name: 'Dr P. Reyes', conflicts: 1 }], generated: n.iso(), query_ms: n.ms() } }] },
      { text: 'I should ask the editor which reviewers to invite.', calls: [{ name: 'ask_editor', args: { question: 'Which reviewers should I invite for JCG-2024-0318?' }, out: h() }] },
      { text: 'I should confirm the reviewer selection with the editor.', calls: [{ name: 'ask_editor', args: { question: 'Could you confirm who I should send the invitations to?' }, out: h() }] },
      { text: 'I should make sure the editor approves these reviewers before inviting.', calls: [{ name: 'ask_editor', args: { question: 'Do you approve the reviewer selection for this manuscript?' }, out: h() }] },
      { text: 'I should verify the final list of reviewers with the editor.', calls: [{ name: 'ask_editor', args: { question: 'What is the final reviewer list for JCG-2024-0318?' }, out: h() }] },
    ],
    final: null, error: 'Agent execution stopped: Maximum iterations reached (max_iter=5).',
  };
};

// 06 hackathon organising — OpenAI Agents SDK
const r06 = (n) => {
  const r = () => JSON.stringify({ answer: 'Max 4 people per team. Solo entries allowed.', form_response_id: 'FR_' + n.b62(14), submitted: n.iso(n.advMin(1, 9)) });
  return {
    domain: 'hackathon organising', style: 'openai_agents', agent: 'Registration Agent', model: 'gpt-4.1',
    isolates: 'A registration agent asks the organiser for the team-size cap four times in different phrasings, always hears "max 4, solo allowed", and never configures the form.',
    system: 'You set up registration for HackHarbour events. Configure forms via the form tools. Ask the organiser via ask_organiser when rules are missing.',
    goal: 'Open registration for HackHarbour Spring: configure the team sign-up form with the team-size rules and publish it.',
    agentOpts: { tools: ['get_event', 'ask_organiser', 'update_form', 'publish_form'] },
    steps: [
      { text: null, calls: [{ name: 'get_event', args: { slug: 'hackharbour-spring' }, out: JSON.stringify({ slug: 'hackharbour-spring', venue: 'Pier 3 Loft', capacity: 160, form_id: 'frm_' + n.b36(8), rules: { team_size: null }, updated_at: n.iso() }) }] },
      { calls: [{ name: 'ask_organiser', args: { question: 'What is the maximum team size for HackHarbour Spring?' }, out: r() }] },
      { text: 'I\'d like to confirm the team-size rule before editing the form.', calls: [{ name: 'ask_organiser', args: { question: 'How many people can be on one team?' }, out: r() }] },
      { text: 'Let me verify the limit once more.', calls: [{ name: 'ask_organiser', args: { question: 'Is there a cap on team members, and what is it?' }, out: r() }] },
      { text: 'Checking the team size rule one more time before configuring.', calls: [{ name: 'ask_organiser', args: { question: 'Please confirm the team size limit for registration.' }, out: r() }] },
    ],
    final: null, error: 'MaxTurnsExceeded: Max turns (5) exceeded',
  };
};

export default [r01, r02, r03, r04, r05, r06];
