export const family = 'batch_distinct_items';
export const loop = false;
export const stagnation = false;
export const description = 'Healthy: the same tool is applied to a different item each time, acknowledgements are identical ("ok", "queued"), the agent writes one templated sentence per item, then finishes.';

export const rows = [
  { n: '01', domain: 'guide dog puppy walkers', style: 'smolagents', model: 'Qwen/Qwen2.5-72B-Instruct', agent: 'puppy-walker-coordinator',
    isolates: 'Check-in reminders are queued for five different puppy walkers with identical "queued" acks, one templated thought per walker.',
    goal: 'Send the monthly check-in reminder to every puppy walker whose report is due this week.',
    build(T) { const N = T.N;
      const walkers = [['W-12', 'Poppy'], ['W-19', 'Arlo'], ['W-23', 'Hazel'], ['W-31', 'Moss'], ['W-40', 'Juno']];
      T.step('List walkers with reports due.', [['due_reports', { week: '2025-W20' }, walkers.map(([w, p]) => ({ walker: w, puppy: p }))]]);
      for (const [w, p] of walkers) T.step(`Queue the reminder for walker ${w} (puppy ${p}).`, [['queue_reminder', { walker_id: w, template: 'monthly_checkin' }, 'queued']]);
      T.finish('Reminders queued for all 5 walkers due this week: W-12, W-19, W-23, W-31, W-40.');
    } },
  { n: '02', domain: 'church flower rotas', style: 'langgraph', model: 'gpt-4o-mini', agent: 'rota-agent',
    isolates: 'Six Sundays are each assigned a different volunteer; every write returns {"ok": true} and the agent notes each assignment in the same sentence pattern.',
    goal: 'Fill the altar flowers rota for June and July from the volunteer availability list.',
    build(T) { const N = T.N;
      const plan = [['2025-06-01', 'Margaret'], ['2025-06-08', 'Femi'], ['2025-06-15', 'Ruth'], ['2025-06-22', 'Alan'], ['2025-06-29', 'Grace'], ['2025-07-06', 'Deborah'], ['2025-07-13', 'Nkechi'], ['2025-07-20', 'Bernard']];
      T.step(null, [['get_availability', { from: '2025-06-01', to: '2025-07-20' }, { volunteers: plan.map(([d, v]) => ({ name: v, free: [d] })) }]]);
      for (const [d, v] of plan) T.step(`Assigning ${v} to ${d}.`, [['set_rota', { date: d, role: 'altar_flowers', volunteer: v }, { ok: true }]]);
      T.finish('Rota filled: ' + plan.map(([d, v]) => `${d} ${v}`).join(', ') + '.');
    } },
  { n: '03', domain: 'sandwich shop allergen labels', style: 'gemini', model: 'gemini-2.5-flash', agent: 'label_printer',
    isolates: 'Allergen labels for four different sandwiches are sent to the printer, each acknowledged "ok", then the batch is reported.',
    goal: 'Print PPDS allergen labels for today\'s four new sandwiches.',
    build(T) { const N = T.N;
      const items = [['Coronation chickpea', 'MUSTARD, SULPHITES'], ['Smoked mackerel & beet', 'FISH, MILK, WHEAT'], ['Egg & cress', 'EGG, WHEAT, MUSTARD'], ['Brie & walnut', 'MILK, NUTS (walnut), WHEAT']];
      for (const [n, a] of items) T.step(`Printing label for ${n}.`, [['print_label', { product: n, allergens_bold: a, use_by: '2025-05-15', qty: 12 }, 'ok']]);
      T.finish('Printed 12 labels each for Coronation chickpea, Smoked mackerel & beet, Egg & cress and Brie & walnut.');
    } },
  { n: '04', domain: 'jazz club gig listings', style: 'claude_sdk', model: 'claude-sonnet-4-20250514', agent: 'listings-bot',
    isolates: 'Five different gigs are pushed to the listings site with the same "201 Created" acknowledgement and one line of commentary each.',
    goal: 'Publish next week\'s five gigs from the booking sheet to the club\'s website listings.',
    build(T) { const N = T.N;
      const gigs = [['Mon', 'Ruth Adeyemi Trio'], ['Tue', 'Open jam (house band)'], ['Thu', 'Kestrel Quartet'], ['Fri', 'Big Band Night'], ['Sat', 'Lina Sørensen sings Jobim']];
      T.step('Reading the booking sheet.', [['Read', { file_path: '/srv/club/bookings/week21.csv' }, gigs.map(([d, a]) => `${d},${a}`).join('\n')]]);
      for (const [d, a] of gigs) T.step(`Publishing ${a} on ${d}.`, [['Bash', { command: `listings publish --day ${d} --act "${a}"` }, '201 Created']]);
      T.finish('All five gigs for week 21 are live on the listings page.');
    } },
  { n: '05', domain: 'leaver account deprovisioning (IT)', style: 'crewai', model: 'gpt-4o-mini', agent: 'IT Offboarding Specialist', crew: 'Crew: offboarding',
    isolates: 'Accounts of four different leavers are disabled one by one, each returning the same "disabled" acknowledgement.',
    goal: 'Disable the accounts of everyone on this month\'s leavers list and confirm.',
    build(T) { const N = T.N;
      const users = ['j.harlow', 'p.mensah', 'k.ito', 'd.rowe'];
      T.step('I will fetch the leavers list.', [['leavers_list', { month: '2025-05' }, users.join(', ')]]);
      for (const u of users) T.step(`Disabling account ${u}.`, [['disable_account', { username: u, revoke_sessions: true }, 'disabled']]);
      T.finish('Disabled and signed out: j.harlow, p.mensah, k.ito, d.rowe.');
    } },
  { n: '06', domain: 'housing co-op newsletters', style: 'responses', model: 'gpt-4.1-mini', agent: 'coop-mailer',
    isolates: 'The newsletter is queued for each of six distinct buildings with identical "queued" responses, then a completion message.',
    goal: 'Send the May newsletter to the residents of each of our six buildings, using each building\'s own mailing list.',
    build(T) { const N = T.N;
      const b = ['Alder House', 'Birch Court', 'Cedar Row', 'Damson Yard', 'Elder Place', 'Fir Terrace'];
      T.step(null, [['list_buildings', {}, b]], { reasoning: 'Get the buildings.' });
      for (const x of b) T.step(`Queued for ${x}.`, [['queue_newsletter', { issue: '2025-05', list: x.toLowerCase().replace(/ /g, '-') }, { status: 'queued' }]]);
      T.finish('The May newsletter is queued for all six buildings.');
    } },
];
