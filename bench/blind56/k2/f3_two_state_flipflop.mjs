// Loop: oscillates A,B,A,B; each check in a state returns what it returned last time in that state.
export const family = 'two_state_flipflop';
export const loop = true;
export const stagnation = false;
export const rows = [
{
  domain: 'sled rentals', style: 'vercel', model: 'gpt-4o-mini',
  isolates: 'Agent toggles the inventory filter between "size=child" and "type=toboggan"; each state returns the same 0 and 7 results as before, for two full cycles.',
  goal: 'Find a child-size wooden toboggan available for rent on 28 December at the Mürren shop.',
  build: (c, S) => {
    const A = () => S.tool('searchInventory', { shop: 'murren', date: '2024-12-28', filter: { size: 'child' } }, { total: 0, items: [], took_ms: c.int(5, 40), node: c.host('inv'), cursor: null });
    const B = () => S.tool('searchInventory', { shop: 'murren', date: '2024-12-28', filter: { type: 'toboggan' } }, { total: 7, items: ['TB-01 Davos 110cm', 'TB-02 Davos 110cm', 'TB-05 Horn 125cm', 'TB-09 Horn 125cm', 'TB-11 Rodel 100cm', 'TB-14 Rodel 100cm', 'TB-20 Family 140cm'].map((n) => ({ id: n.slice(0, 5), name: n.slice(6), size: 'adult' })), took_ms: c.int(5, 40), node: c.host('inv') });
    return S.agent('', { prompt: 'child toboggan for 28 Dec at Mürren?' }, { finishReason: 'length', steps: 10 }, [
      S.llm([['user', 'child toboggan for 28 Dec at Mürren?']], 'Searching child-size sleds first.', [['searchInventory', { filter: { size: 'child' } }]]), A(),
      S.llm([['tool', '0 results']], 'No child sizes tagged; maybe they are only tagged by type.', [['searchInventory', { filter: { type: 'toboggan' } }]]), B(),
      S.llm([['tool', '7 adult toboggans']], 'Those are all adult lengths; the child ones might appear under the size filter with a different index.', [['searchInventory', { filter: { size: 'child' } }]]), A(),
      S.llm([['tool', '0 results']], 'Size filter is empty again; switching back to type in case stock refreshed.', [['searchInventory', { filter: { type: 'toboggan' } }]]), B(),
      S.llm([['tool', '7 adult toboggans']], 'Still adult lengths. Perhaps the child filter needs another attempt after the type query warms the cache.', [['searchInventory', { filter: { size: 'child' } }]]), A(),
      S.llm([['tool', '0 results']], 'Trying the type filter one more time.', [['searchInventory', { filter: { type: 'toboggan' } }]]), B(),
    ]);
  },
},
{
  domain: 'tea clipper museum ship', style: 'openinference', model: 'gpt-4o',
  isolates: 'Browser agent flips between the "Collections" and "Visit" tabs of the museum CMS looking for the rigging-plan PDF; each tab shows the same page each time, two full cycles.',
  goal: 'Download the 1869 sail and rigging plan PDF for the tea clipper from the museum CMS for a volunteer rigger.',
  build: (c, S) => {
    const col = () => S.tool('browser_click', { selector: 'nav a[href="/collections"]' }, `<main id="collections"><h1>Collections</h1><ul><li>Figurehead (conservation)</li><li>Ship's bell</li><li>Tea chests, 1870s</li></ul><footer>build ${c.hex(7)} · rendered in ${c.int(40, 300)}ms</footer></main>`);
    const vis = () => S.tool('browser_click', { selector: 'nav a[href="/visit"]' }, `<main id="visit"><h1>Plan your visit</h1><p>Open daily 10:00–17:00. Dry dock tours hourly.</p><footer>build ${c.hex(7)} · rendered in ${c.int(40, 300)}ms</footer></main>`);
    return S.agent('browser_agent', { task: 'find rigging plan PDF' }, { status: 'max_steps_reached' }, [
      S.llm([['system', 'You control a browser.'], ['user', 'Get the 1869 rigging plan PDF.']], 'Rigging plans are likely archived objects; opening Collections.', [['browser_click', {}]]), col(),
      S.llm([['tool', 'Collections: figurehead, bell, tea chests']], 'No plans listed; volunteer documents may sit under Visit.', [['browser_click', {}]]), vis(),
      S.llm([['tool', 'Visit: opening hours, dock tours']], 'Visit only shows opening times; the plan could be nested in a Collections subsection that loads lazily.', [['browser_click', {}]]), col(),
      S.llm([['tool', 'Collections: figurehead, bell, tea chests']], 'Same three objects. Maybe the Visit page has a downloads footer I missed.', [['browser_click', {}]]), vis(),
      S.llm([['tool', 'Visit: opening hours, dock tours']], 'Nothing there either; back to Collections to scroll further.', [['browser_click', {}]]), col(),
    ]);
  },
},
{
  domain: 'paper lantern makers', style: 'smolagents', model: 'Qwen/Qwen2.5-Coder-32B-Instruct',
  isolates: 'Agent switches the washi glue-dryer profile between "humid" and "standard"; the dry-test check returns identical readings for each profile every time, two full cycles.',
  goal: 'Pick a dryer profile that gets lantern ribs glue-dry in under 40 minutes for the festival order of 300 lanterns.',
  build: (c, S) => {
    const set = (p) => S.tool('set_dryer_profile', { dryer: 'D2', profile: p }, `profile=${p} applied at ${c.syslog()} (controller fw 3.1.${c.int(0, 9)}, ack ${c.hex(6)})`);
    const test = (p) => S.tool('run_dry_test', { dryer: 'D2', sample: 'rib-joint-kozo' }, p === 'humid' ? { minutes_to_tack_free: 52, rh_pct: 61, chamber_c: 31, run_id: c.job('dry') } : { minutes_to_tack_free: 47, rh_pct: 48, chamber_c: 28, run_id: c.job('dry') });
    return S.agent('', { task: 'find dryer profile <40 min' }, { error: 'AgentMaxStepsError: Reached max steps.' }, [
      S.llm('Task: find dryer profile under 40 minutes', 'Thought: humid profile keeps washi flexible; try it.\nCode:\n```py\nset_dryer_profile(dryer="D2", profile="humid")\nrun_dry_test(dryer="D2", sample="rib-joint-kozo")\n```', [], [set('humid'), test('humid')]),
      S.llm('Observation: 52 min', 'Thought: 52 is too slow, standard has lower humidity.\nCode:\n```py\nset_dryer_profile(dryer="D2", profile="standard")\nrun_dry_test(dryer="D2", sample="rib-joint-kozo")\n```', [], [set('standard'), test('standard')]),
      S.llm('Observation: 47 min', 'Thought: 47 still over 40. Maybe humid was slow only because the chamber had not warmed up yet.\nCode:\n```py\nset_dryer_profile(dryer="D2", profile="humid")\nrun_dry_test(dryer="D2", sample="rib-joint-kozo")\n```', [], [set('humid'), test('humid')]),
      S.llm('Observation: 52 min', 'Thought: warm chamber made no difference. Standard once more, now that the chamber is warm.\nCode:\n```py\nset_dryer_profile(dryer="D2", profile="standard")\nrun_dry_test(dryer="D2", sample="rib-joint-kozo")\n```', [], [set('standard'), test('standard')]),
    ]);
  },
},
{
  domain: 'chestnut roasting carts', style: 'adk', model: 'gemini-2.0-flash',
  isolates: 'Route agent alternates the cart route between the riverside and market-square plans; each plan validation returns the same permit conflict or the same overtime, for two cycles.',
  goal: 'Plan a Saturday route for chestnut cart #3 that fits the 6-hour permit and avoids the tram works.',
  build: (c, S) => {
    const A = () => S.tool('validate_route', { cart: 3, plan: 'riverside' }, { ok: false, minutes: 395, limit: 360, issue: 'exceeds permit window by 35 min', calc_id: c.uuid() });
    const B = () => S.tool('validate_route', { cart: 3, plan: 'market_square' }, { ok: false, minutes: 320, issue: 'stop 2 inside tram works zone TW-7 (closed Sat)', calc_id: c.uuid() });
    return S.agent('route_planner', { user: 'Saturday route for cart 3' }, { finish_reason: 'max_llm_calls' }, [
      S.llm([['user', 'Saturday route for cart 3']], 'Riverside has the best foot traffic.', [['validate_route', { plan: 'riverside' }]]), A(),
      S.llm([['user', 'too long']], 'Market square is shorter.', [['validate_route', { plan: 'market_square' }]]), B(),
      S.llm([['user', 'tram works']], 'The tram works zone is a hard block; riverside avoids it, so go back to riverside.', [['validate_route', { plan: 'riverside' }]]), A(),
      S.llm([['user', 'too long']], 'Riverside overruns the permit; market square fits the time budget.', [['validate_route', { plan: 'market_square' }]]), B(),
    ]);
  },
},
{
  domain: 'button factory ERP (coding)', style: 'plain', model: 'gpt-4.1',
  isolates: 'Coding agent checks out branch main then branch fix/horn-buttons alternately, running the same failing test which fails the same way on each branch, two full cycles.',
  goal: 'Make the test for horn-button hole spacing pass in the button factory ERP repository.',
  build: (c, S) => {
    const co = (b) => S.tool('bash', { cmd: `git checkout ${b}` }, `Switched to branch '${b}'\nYour branch is up to date with 'origin/${b}'.`);
    const tm = () => S.tool('bash', { cmd: 'pytest tests/test_spacing.py -q' }, `F.\n=== FAILURES ===\ntest_horn_four_hole_spacing: assert 3.2 == 3.0 (mm)\n1 failed, 1 passed in ${c.dur()}`, 'exit 1');
    const tf = () => S.tool('bash', { cmd: 'pytest tests/test_spacing.py -q' }, `EE\n=== ERRORS ===\nImportError: cannot import name 'HoleSpec' from 'erp.buttons.geometry'\n2 errors in ${c.dur()}`, 'exit 2');
    return S.agent('run', { task: 'fix spacing test' }, { stop: 'step_limit' }, [
      S.llm([['user', 'make tests/test_spacing.py pass']], 'Check main first.', [['bash', { cmd: 'git checkout main' }]]), co('main'),
      S.llm([['tool', 'switched']], null, [['bash', { cmd: 'pytest' }]]), tm(),
      S.llm([['tool', 'assert 3.2 == 3.0']], 'Main has the assertion failure; the fix branch presumably corrects it.', [['bash', { cmd: 'git checkout fix/horn-buttons' }]]), co('fix/horn-buttons'),
      S.llm([['tool', 'switched']], null, [['bash', { cmd: 'pytest' }]]), tf(),
      S.llm([['tool', 'ImportError HoleSpec']], 'Fix branch does not even import. Main is at least importable, go back there.', [['bash', { cmd: 'git checkout main' }]]), co('main'),
      S.llm([['tool', 'switched']], null, [['bash', { cmd: 'pytest' }]]), tm(),
      S.llm([['tool', 'assert 3.2 == 3.0']], 'The spacing is wrong on main; the feature branch is the right base after all.', [['bash', { cmd: 'git checkout fix/horn-buttons' }]]), co('fix/horn-buttons'),
      S.llm([['tool', 'switched']], null, [['bash', { cmd: 'pytest' }]]), tf(),
    ]);
  },
},
{
  domain: 'beach volleyball league', style: 'agno', model: 'gpt-4o',
  isolates: 'Scheduling agent flips the league timezone setting between UTC and Europe/Lisbon; the fixture clash check returns the same two clashes or the same sunset violation each time, two cycles.',
  goal: 'Publish the weekend fixture list for the Costa da Caparica beach volleyball league with no court clashes and no matches after sunset.',
  build: (c, S) => {
    const set = (tz) => S.tool('update_league_setting', { key: 'timezone', value: tz }, { ok: true, key: 'timezone', value: tz, version: c.int(100, 999), updated_at: c.iso() });
    const chk = (tz) => S.tool('check_fixtures', { weekend: '2025-06-14' }, tz === 'UTC' ? { clashes: [{ court: 2, at: '17:00', teams: ['Areia FC', 'Sal & Sol'] }, { court: 4, at: '18:30', teams: ['Os Tubarões', 'Net Ninjas'] }], after_sunset: 0 } : { clashes: [], after_sunset: 3, sunset_local: '21:05', late: ['M14', 'M15', 'M16'] });
    return S.agent('league_ops', { msg: 'publish weekend fixtures' }, { status: 'max_tool_calls' }, [
      S.llm([['user', 'publish weekend fixtures']], 'Fixtures are stored in UTC; set timezone to UTC for the check.', [['update_league_setting', {}]]), set('UTC'), chk('UTC'),
      S.llm([['tool', '2 clashes']], 'Clashes could be a timezone artefact; set Lisbon time.', [['update_league_setting', {}]]), set('Europe/Lisbon'), chk('Europe/Lisbon'),
      S.llm([['tool', '3 after sunset']], 'Sunset violations appear with local time; UTC avoided those.', [['update_league_setting', {}]]), set('UTC'), chk('UTC'),
      S.llm([['tool', '2 clashes']], 'Clashes are back under UTC; Lisbon had none of those.', [['update_league_setting', {}]]), set('Europe/Lisbon'), chk('Europe/Lisbon'),
    ]);
  },
},
];
