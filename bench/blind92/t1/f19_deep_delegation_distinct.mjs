import { agent, chain, tool, llm, llmBlocks, span, sys, usr } from './lib.mjs';

export const rows = [
{
  isolates: 'An event-planning agent delegates "plan the team dinner" to a venue agent, which delegates "check Friday availability at 3 restaurants" to a booking agent, which delegates "get menus for dietary needs" to a menu agent; results flow back and a booking is made.',
  stagnation: false,
  start: '2024-11-25T10:00:00Z',
  goal: 'Organise the team Christmas dinner for 14 people on Friday 13 Dec in Manchester; two vegans and one coeliac. Book it and invite everyone.',
  build(R, goal) {
    const menu = agent('menu_agent', { task: 'For Mowgli, Dishoom and Hawksmoor: confirm vegan and gluten-free options.' }, { result: 'Mowgli: 9 vegan dishes, GF menu. Dishoom: vegan options, GF not guaranteed (shared fryer). Hawksmoor: GF steak options, 2 vegan mains.' }, [
      llm('gpt-4o-mini', [usr('menus')], null, [{ name: 'fetch_menu', args: { venue: 'Mowgli Corn Exchange' } }]),
      tool('fetch_menu', { venue: 'Mowgli Corn Exchange' }, '<section class="menu"><h3>Vegan</h3><li>Hindu Chaat Bombs (VG, GF)</li><li>Gunpowder Chicken</li>...</section><!-- cache:HIT age=' + R.int(100, 900) + ' -->'),
      tool('fetch_menu', { venue: 'Dishoom Manchester' }, '<div class="allergen">Our fryers are shared; we cannot guarantee gluten-free.</div>'),
      tool('fetch_menu', { venue: 'Hawksmoor Manchester' }, '<p>Gluten-free: all steaks, chips cooked separately. Vegan: Mushroom Wellington, Beet Salad.</p>'),
    ]);
    const booking = agent('booking_agent', { task: 'Check 14-person availability Fri 13 Dec 19:00-20:00 at Mowgli, Dishoom, Hawksmoor; delegate menu checks.' }, { result: 'Mowgli 19:30 free (private area, £35pp set); Hawksmoor only 21:15; Dishoom full. Mowgli best for dietary needs.' }, [
      tool('resy_availability', { venue: 'Mowgli Corn Exchange', party: 14, date: '2024-12-13' }, { slots: ['19:30'], area: 'Mezzanine', set_menu_pp: 35 }),
      tool('resy_availability', { venue: 'Dishoom Manchester', party: 14, date: '2024-12-13' }, { slots: [] }),
      tool('resy_availability', { venue: 'Hawksmoor Manchester', party: 14, date: '2024-12-13' }, { slots: ['21:15'] }),
      llm('gpt-4o-mini', [usr('check menus')], null, [{ name: 'delegate', args: { to: 'menu_agent', task: 'confirm vegan and GF options' } }]),
      menu,
    ]);
    const venue = agent('venue_agent', { task: 'Find and book a Manchester venue for 14 on Fri 13 Dec that works for 2 vegans and 1 coeliac.' }, { result: 'Booked Mowgli Corn Exchange 19:30, mezzanine, ref MW-' + R.digits(6) }, [
      llm('gpt-4o', [usr('venue')], 'Shortlist: Mowgli, Dishoom, Hawksmoor (all city centre, take 14). Delegating availability.', [{ name: 'delegate', args: { to: 'booking_agent' } }]),
      booking,
      tool('resy_book', { venue: 'Mowgli Corn Exchange', party: 14, time: '2024-12-13T19:30:00Z', notes: '2 vegan, 1 coeliac' }, { reservation_id: 'MW-' + R.digits(6), status: 'confirmed', deposit: 'GBP 140.00' }),
    ]);
    const k = [
      llm('gpt-4o', [usr(goal)], 'Delegating venue selection and booking; I will handle invitations.', [{ name: 'delegate', args: { to: 'venue_agent' } }]),
      venue,
      tool('calendar_events_insert', { summary: 'Team Christmas dinner – Mowgli Corn Exchange', start: '2024-12-13T19:30:00Z', attendees: 14 }, { id: R.alnum(26).toLowerCase(), iCalUID: R.icalUid(), status: 'confirmed' }),
      llm('gpt-4o', [usr(goal)], 'Booked Mowgli Corn Exchange for 14 at 19:30 on Fri 13 Dec (vegan and GF menu, £140 deposit) and sent calendar invites to the team.', []),
    ];
    return agent('event_planner', { goal }, { status: 'done' }, k, { framework: 'openinference', session_id: R.uuid() });
  },
},
{
  isolates: 'A knowledge agent delegates a quarterly report to a drafting agent, which hands "collect the numbers" to a data agent, which hands "read the Notion OKR page" to a Notion reader; each level narrows the task and the report gets written.',
  stagnation: false,
  start: '2024-10-01T08:00:00Z',
  goal: 'Write the Q3 team update in Confluence using our OKR progress from Notion, and share the link in #team-growth.',
  build(R, goal) {
    const pid = R.notionId();
    const reader = agent('notion_reader', { task: `Read the OKR database rows for Q3 (page ${pid}).` }, { okrs: 3 }, [
      span('function', 'notion_retrieve_database', JSON.stringify({ database_id: pid }), JSON.stringify({ object: 'database', id: pid, title: [{ plain_text: 'Growth OKRs' }], last_edited_time: R.isoNoMs(R.tick(-5e5, -4e5)), properties: { KR: { type: 'title' }, Quarter: { type: 'select' }, Progress: { type: 'number' } } })),
      span('function', 'notion_query_database', JSON.stringify({ database_id: pid, filter: { property: 'Quarter', select: { equals: 'Q3 2024' } } }), JSON.stringify({ results: [{ id: R.uuid(), properties: { KR: { title: [{ plain_text: 'Activation rate 38%→45%' }] }, Progress: { number: 0.86 } } }, { id: R.uuid(), properties: { KR: { title: [{ plain_text: 'Trial→paid 9%→11%' }] }, Progress: { number: 1.0 } } }, { id: R.uuid(), properties: { KR: { title: [{ plain_text: 'Launch referral programme' }] }, Progress: { number: 0.5 } } }], has_more: false, next_cursor: null })),
    ]);
    const data = agent('data_agent', { task: 'Collect Q3 OKR numbers and weekly signups from analytics.' }, { activation: '44%', trial_to_paid: '11.2%', referral: 'beta only' }, [
      span('generation', 'Generation', { model: 'gpt-4o-mini' }, { tool_calls: [{ name: 'transfer_to_notion_reader' }] }),
      reader,
      span('function', 'analytics_query', JSON.stringify({ metric: 'signups', grain: 'week', from: '2024-07-01', to: '2024-09-30' }), JSON.stringify({ rows: 13, total: 18432, trend: '+14% QoQ', query_id: R.jobId('q') })),
    ]);
    const draft = agent('drafting_agent', { task: 'Draft the Q3 update page (wins, misses, Q4 focus).' }, { page: 'drafted' }, [
      span('generation', 'Generation', { model: 'gpt-4o' }, { tool_calls: [{ name: 'transfer_to_data_agent' }] }),
      data,
      span('generation', 'Generation', { model: 'gpt-4o' }, { content: 'Wins: trial→paid hit 11.2% (target 11%); signups 18.4k (+14%). Miss: activation 44% vs 45%. Referral programme in beta. Q4: activation onboarding checklist.' }),
      span('function', 'confluence_add_labels', JSON.stringify({ labels: ['q3-2024', 'team-update'] }), JSON.stringify({ results: [{ prefix: 'global', name: 'q3-2024', id: String(R.int(1e6, 9e6)) }, { prefix: 'global', name: 'team-update', id: String(R.int(1e6, 9e6)) }], size: 2 })),
      span('function', 'confluence_create_page', JSON.stringify({ space: 'GROW', title: 'Q3 2024 Team Update' }), JSON.stringify({ id: String(R.int(1e8, 9e8)), version: { number: 1 }, _links: { webui: '/spaces/GROW/pages/' + R.int(1e8, 9e8) } })),
    ]);
    const k = [
      span('generation', 'Generation', { model: 'gpt-4o' }, { tool_calls: [{ name: 'transfer_to_drafting_agent' }] }),
      draft,
      span('function', 'slack_post', JSON.stringify({ channel: '#team-growth', text: 'Q3 update is up in Confluence' }), JSON.stringify({ ok: true, ts: R.slackTs(R.tick()) })),
      span('generation', 'Generation', { model: 'gpt-4o' }, { content: 'Q3 update published in Confluence (GROW) and shared in #team-growth.' }),
    ];
    return agent('knowledge_agent', { input: goal }, { final_output: 'published' }, k, { framework: 'openai-agents', trace_id: 'trace_' + R.hex(32) });
  },
},
{
  isolates: 'A relocation assistant delegates moving logistics to a logistics agent, which delegates the utilities switch to a utilities agent, which delegates the internet install date to an ISP agent; each returns a concrete booking.',
  stagnation: false,
  start: '2024-08-05T09:00:00Z',
  goal: 'I move to 14 Hawthorn Road, Bristol on 30 August. Sort movers, switch electricity and get internet installed for that week.',
  build(R, goal) {
    const isp = agent('isp_agent', { task: 'Book fibre install at 14 Hawthorn Rd BS7 in the week of 30 Aug.' }, { install: '2024-09-02 08:00-13:00' }, [
      llmBlocks('claude-3-5-haiku', { messages: [{ role: 'user', content: 'isp' }] }, [{ type: 'tool_use', id: 'toolu_' + R.alnum(18), name: 'isp_address_check', input: { postcode: 'BS7 8QT', number: '14' } }]),
      tool('isp_address_check', { postcode: 'BS7 8QT', number: '14' }, { uprn: R.digits(12), fttp: true, providers: ['Community Fibre', 'BT', 'Hyperoptic'] }),
      tool('isp_book_install', { provider: 'BT', plan: 'Full Fibre 500', window: 'AM' }, { order: 'BT' + R.digits(10), install_date: '2024-09-02', window: '08:00-13:00' }),
    ]);
    const util = agent('utilities_agent', { task: 'Switch electricity to my name from 30 Aug and arrange internet.' }, { energy: 'Octopus from 30 Aug', internet: '2 Sep' }, [
      tool('energy_tariffs', { postcode: 'BS7 8QT', usage_kwh: 2700 }, { tariffs: [{ supplier: 'Octopus', name: 'Flexible', unit_p: 24.5, standing_p: 53.1 }, { supplier: 'EDF', name: 'Standard', unit_p: 24.9 }] }),
      tool('energy_switch', { supplier: 'Octopus', start: '2024-08-30', meter_read_reminder: true }, { account: 'A-' + R.hex(8).toUpperCase(), start: '2024-08-30' }),
      llmBlocks('claude-3-5-haiku', { messages: [] }, [{ type: 'text', text: 'Energy done; handing internet to ISP agent.' }]),
      isp,
    ]);
    const log = agent('logistics_agent', { task: 'Book movers for 30 Aug and handle utilities.' }, { movers: 'booked' }, [
      tool('movers_quotes', { from: 'BS6 6AA', to: 'BS7 8QT', date: '2024-08-30', rooms: 2 }, { quotes: [{ company: 'Bristol Removals Co', price: 'GBP 540' }, { company: 'AnyVan', price: 'GBP 410', rating: 4.4 }] }),
      tool('movers_book', { company: 'AnyVan', date: '2024-08-30', slot: '08:00' }, { booking: 'AV-' + R.digits(7), arrival: '08:00-09:00' }),
      util,
    ]);
    const k = [
      llmBlocks('claude-3-5-sonnet', { messages: [{ role: 'user', content: goal }] }, [{ type: 'text', text: 'Delegating logistics.' }]),
      log,
      tool('calendar_events_insert', { summary: 'Move day – AnyVan 08:00', date: '2024-08-30' }, { id: R.alnum(26).toLowerCase() }),
      tool('calendar_events_insert', { summary: 'BT fibre install 08:00–13:00', date: '2024-09-02' }, { id: R.alnum(26).toLowerCase() }),
      llmBlocks('claude-3-5-sonnet', { messages: [] }, [{ type: 'text', text: 'AnyVan booked for 30 Aug 08:00 (£410), Octopus electricity from 30 Aug, BT Full Fibre install on Mon 2 Sep 08:00–13:00. All in your calendar.' }]),
    ];
    return agent('relocation_assistant', { goal }, { status: 'done' }, k, { framework: 'custom (anthropic SDK)', trace: R.traceparent() });
  },
},
];
