// Healthy: 3+ nested agents, each handing a narrower, different sub-task down; results come back up.
export const family = 'narrowing_delegation_chain';
export const loop = false;
export const stagnation = false;
const wrap = (t, kids) => { t.children = kids; return t; };
export const rows = [
{
  domain: 'clockwork automata restoration', style: 'claude_sdk', model: 'claude-opus-4-20250514',
  isolates: 'Lead agent delegates "restore the singing-bird automaton" → movement agent delegates "diagnose the bellows" → parts agent delegates "find a replacement kid-leather gusset supplier"; results flow back and the plan is done.',
  goal: 'Produce a restoration plan and parts list for a 1890s singing-bird automaton that no longer sings.',
  build: (c, S) => {
    const l3 = S.agent('parts-sourcer', { prompt: 'Find a supplier of 0.3 mm kid leather suitable for bellows gussets, 10×15 cm.' }, { result: 'Dunkerley Leather, 0.3 mm goat kid, £14/sheet, 5 days' }, [
      S.tool('WebSearch', { query: 'kid leather 0.3mm bellows automaton supplier UK' }, `1. Dunkerley Leather – skived goat kid 0.25–0.35 mm… 2. Organ supplies ltd – bellows leather (0.6 mm)… (${c.int(200, 900)}ms)`),
      S.llm([['user', 'search results']], 'Dunkerley sells 0.3 mm skived kid at £14/sheet, 5-day delivery; organ leather is too thick.'),
    ]);
    const l2 = S.agent('bellows-diagnostician', { prompt: 'Diagnose why the bellows produce no air; inspect photos IMG_4411-4414.' }, { result: 'Gusset split on left bellows; need 0.3 mm kid; valve flap OK' }, [
      S.tool('Read', { file_path: 'photos/IMG_4412.jpg' }, '[image: left bellows, split along the rear gusset fold, ~22 mm]'),
      S.llm([['user', 'photo']], 'Left bellows gusset split 22 mm; right intact. Needs new kid gusset; sourcing sub-task.', [['Task', { description: 'leather source' }]]),
      wrap(S.tool('Task', { description: 'leather source', prompt: 'Find a supplier of 0.3 mm kid leather suitable for bellows gussets, 10×15 cm.' }, 'Dunkerley Leather, 0.3 mm goat kid, £14/sheet, 5 days'), [l3]),
    ]);
    const l1 = S.agent('movement-specialist', { prompt: 'Restore the song: check the movement, bellows and whistle piston.' }, { result: 'Mainspring OK, cam OK, bellows gusset to re-leather (£14 parts, 6 h labour)' }, [
      S.tool('Read', { file_path: 'notes/intake.md' }, 'Mainspring winds and runs 40 s; bird moves beak and tail; no sound. Whistle piston moves freely.'),
      S.llm([['user', 'intake']], 'Mechanism runs, whistle piston moves, so air supply is the suspect: delegate bellows diagnosis.', [['Task', { description: 'bellows' }]]),
      wrap(S.tool('Task', { description: 'bellows', prompt: 'Diagnose why the bellows produce no air; inspect photos IMG_4411-4414.' }, 'Gusset split on left bellows; need 0.3 mm kid; valve flap OK'), [l2]),
    ]);
    return S.agent('', { prompt: 'Restoration plan for the singing bird automaton' }, { subtype: 'success', result: 'Plan: re-leather left bellows gusset with 0.3 mm kid (Dunkerley, £14), 6 h labour, then re-tune whistle.' }, [
      S.llm([['user', 'Restoration plan for the singing bird automaton']], 'Delegating the mechanical investigation.', [['Task', { description: 'movement' }]]),
      wrap(S.tool('Task', { description: 'movement', prompt: 'Restore the song: check the movement, bellows and whistle piston.' }, 'Mainspring OK, cam OK, bellows gusset to re-leather'), [l1]),
      S.llm([['user', 'sub-agent result']], 'Plan: re-leather left bellows gusset with 0.3 mm kid (Dunkerley, £14), 6 h labour, then re-tune whistle.'),
    ]);
  },
},
{
  domain: 'desert camel trekking', style: 'openai_agents', model: 'gpt-4o',
  isolates: 'Trip agent → logistics agent (water resupply for night 2) → well-status agent (is Bir Tarfawi well usable), each narrower; answers return and the itinerary is finalised.',
  goal: 'Finalise a 3-night camel trek itinerary for 8 trekkers with confirmed water resupply.',
  build: (c, S) => {
    const l3 = S.agent('WellStatusAgent', { input: 'Is the Bir Tarfawi well usable this week and what is the flow?' }, { final_output: 'Usable; 1,200 L/day; last tested 4 days ago' }, [S.tool('well_registry', { well: 'Bir Tarfawi' }, JSON.stringify({ status: 'usable', flow_l_day: 1200, tested: c.isoOff(), tester: 'Nomad Water Co-op', nitrate_mg_l: 18 })), S.llm([['tool', 'usable']], 'Usable, 1,200 L/day, tested recently.')]);
    const l2 = S.agent('LogisticsAgent', { input: 'Plan water for night 2 at the dunes camp: 8 trekkers, 4 staff, 9 camels.' }, { final_output: 'Refill at Bir Tarfawi 14 km off-route: 60 L people + camels drink there' }, [
      S.llm([['user', 'water night 2']], 'People need 5 L/day × 12 = 60 L. Camels drink at a well every 3 days. Nearest well to night 2: Bir Tarfawi, 14 km. Checking status.', [['transfer_to_wellstatusagent', {}]]),
      wrap(S.tool('transfer_to_wellstatusagent', {}, { assistant: 'WellStatusAgent' }), [l3]),
      S.llm([['tool', 'usable 1200 L/day']], 'Refill at Bir Tarfawi: 60 L for people, camels drink there.'),
    ]);
    return S.agent('TripAgent', { input: 'Finalise 3-night trek, 8 trekkers' }, { final_output: 'Itinerary v3 with Bir Tarfawi detour on day 2' }, [
      S.llm([['user', 'Finalise 3-night trek']], 'Night 2 has no resupply; delegate water logistics.', [['transfer_to_logisticsagent', {}]]),
      wrap(S.tool('transfer_to_logisticsagent', {}, { assistant: 'LogisticsAgent' }), [l2]),
      S.tool('save_itinerary', { version: 3, day2_detour: 'Bir Tarfawi +14 km' }, JSON.stringify({ ok: true, doc_id: c.uuid() })),
      S.llm([['tool', 'saved']], 'Itinerary v3 saved: day 2 detours 14 km to Bir Tarfawi for water; all other legs unchanged.'),
    ]);
  },
},
{
  domain: 'spring water abstraction rights', style: 'pydantic', model: 'gpt-4.1',
  isolates: 'Compliance agent → licence agent (which licence covers borehole 3) → condition agent (what is the daily cap under condition 7b); answers climb back and a report is produced.',
  goal: 'Check whether last month\'s abstraction from borehole 3 at the spring-water bottling site complied with its licence.',
  build: (c, S) => {
    const l3 = S.agent('condition_agent', { prompt: 'Read condition 7b of licence 6/33/12/*G/0041 and return the daily cap.' }, { output: '7b: 180 m3/day, 45,000 m3/year' }, [S.tool('fetch_licence_pdf', { licence: '6/33/12/*G/0041', section: '7b' }, '7b. The quantity of water abstracted shall not exceed 180 cubic metres per day and 45,000 cubic metres per year.'), S.llm([['user', 'text']], 'Cap: 180 m³/day, 45,000 m³/year.')]);
    const l2 = S.agent('licence_agent', { prompt: 'Which licence and condition cover borehole 3?' }, { output: 'Licence 6/33/12/*G/0041, condition 7b, cap 180 m3/day' }, [
      S.tool('licence_register', { site: 'Hollow Spring', point: 'BH3' }, { licence: '6/33/12/*G/0041', conditions: ['7a', '7b', '9'], issued: '2016-04-01' }),
      S.llm([['user', 'register']], 'Condition 7b sets the quantity limit. Delegating to read it.', [['ask_condition_agent', {}]]),
      wrap(S.tool('ask_condition_agent', { prompt: 'Read condition 7b' }, '7b: 180 m3/day'), [l3]),
    ]);
    return S.agent('compliance_agent', { prompt: 'BH3 compliance last month' }, { output: 'Compliant: max day 171 m3 (cap 180), month 4,630 m3' }, [
      S.tool('meter_readings', { point: 'BH3', month: '2025-04' }, { daily_m3_max: 171, daily_m3_mean: 154.3, total_m3: 4630, logger: 'MAG8000-' + c.hex(6), gaps: 0 }),
      S.llm([['user', 'readings']], 'Need the licensed limit for BH3.', [['ask_licence_agent', {}]]),
      wrap(S.tool('ask_licence_agent', { prompt: 'Which licence covers BH3?' }, 'cap 180 m3/day'), [l2]),
      S.llm([['tool', 'cap 180']], 'Compliant: max day 171 m³ (cap 180), month 4,630 m³.'),
    ]);
  },
},
{
  domain: 'Venetian gondola workshop (squero)', style: 'langgraph', model: 'gpt-4o',
  isolates: 'Workshop manager → hull sub-graph (re-plank the port side) → timber sub-graph (which seasoned oak boards fit 11 m planks), each narrower; results return.',
  goal: 'Schedule the port-side re-planking of gondola "Serenissima" and confirm timber availability.',
  build: (c, S) => {
    const l3 = S.agent('timber_graph', { task: 'Find seasoned oak boards ≥ 11 m, 18 mm, for 7 planks' }, { boards: 8 }, [S.tool('timber_stock', { species: 'oak', min_len_m: 11, thickness_mm: 18 }, { boards: [{ id: 'Q-114', len: 11.2, seasoned_years: 4 }, { id: 'Q-115', len: 11.1, seasoned_years: 4 }, { id: 'Q-118', len: 11.4, seasoned_years: 5 }, { id: 'Q-119', len: 11.0, seasoned_years: 3 }, { id: 'Q-120', len: 11.3 }, { id: 'Q-121', len: 11.1 }, { id: 'Q-122', len: 11.0 }, { id: 'Q-123', len: 11.6 }], count: 8 }), S.llm([['tool', '8 boards']], '8 suitable boards (one spare).')]);
    const l2 = S.agent('hull_graph', { task: 'Plan re-planking of port side: survey and material' }, { planks: 7, days: 9 }, [
      S.tool('hull_survey', { boat: 'Serenissima', side: 'port' }, { rotten_planks: 7, frames_ok: true, surveyed: c.euro() }),
      S.llm([['tool', '7 planks']], '7 planks to replace, frames sound. Need timber check.', [['timber_graph', {}]]), l3,
      S.llm([['tool', '8 boards']], 'Re-planking: 7 planks, ~9 working days.'),
    ]);
    return S.agent('squero_manager', { task: 'schedule Serenissima re-planking' }, { scheduled: '2025-11-03 to 2025-11-13' }, [
      S.llm([['user', 'schedule re-planking']], 'Delegating hull planning.', [['hull_graph', {}]]), l2,
      S.tool('calendar_book', { slip: 2, start: '2025-11-03', days: 9 }, { ok: true, event: c.b36(12) }),
      S.llm([['tool', 'booked']], 'Scheduled on slip 2, 3–13 Nov; boards Q-114…Q-123 reserved.'),
    ]);
  },
},
{
  domain: 'birdsong classifier wheel build (coding)', style: 'anthropic', model: 'claude-3-7-sonnet-20250219',
  isolates: 'Release agent → build agent (why the aarch64 wheel fails) → deps agent (which libsndfile version manylinux needs), narrower each level; fix flows back up and the release completes.',
  goal: 'Publish version 0.9.0 of the birdsong classifier Python package with wheels for x86_64 and aarch64.',
  build: (c, S) => {
    const l3 = S.agent('deps_agent', { task: 'Which libsndfile is available in manylinux_2_28 aarch64 and how to install it?' }, { answer: 'dnf install libsndfile-devel (1.0.31)' }, [S.tool('bash', { command: 'docker run --rm quay.io/pypa/manylinux_2_28_aarch64 dnf info libsndfile-devel' }, `Name         : libsndfile-devel\nVersion      : 1.0.31\nRelease      : 5.el8\nArchitecture : aarch64\n(took ${c.dur()})`), S.llm([['user', 'info']], 'libsndfile-devel 1.0.31 is available: add `dnf install -y libsndfile-devel` to before-all.')]);
    const l2 = S.agent('build_agent', { task: 'Why does the aarch64 wheel build fail?' }, { answer: 'missing sndfile.h; fix CIBW_BEFORE_ALL_LINUX' }, [
      S.tool('bash', { command: 'gh run view --log-failed | tail -5' }, `src/_audio.c:3:10: fatal error: sndfile.h: No such file or directory\nerror: command '/opt/rh/gcc-toolset-12/root/usr/bin/gcc' failed with exit code 1\nrun ${c.int(10 ** 9, 10 ** 10)}`),
      S.llm([['user', 'log']], 'The C extension needs libsndfile headers in the manylinux image; asking deps agent for the package.', [['delegate', { to: 'deps_agent' }]]), l3,
      S.tool('edit', { path: 'pyproject.toml', add: '[tool.cibuildwheel.linux]\nbefore-all = "dnf install -y libsndfile-devel"' }, 'ok'),
    ]);
    return S.agent('release_agent', { task: 'publish 0.9.0' }, { published: '0.9.0' }, [
      S.llm([['user', 'publish 0.9.0']], 'aarch64 wheel job is red; delegating to build agent.', [['delegate', { to: 'build_agent' }]]), l2,
      S.tool('bash', { command: 'gh workflow run wheels.yml && gh run watch' }, `✓ build_wheels (ubuntu-latest, x86_64)\n✓ build_wheels (ubuntu-24.04-arm, aarch64)\n✓ upload_pypi\nRun completed in ${c.int(8, 20)}m${c.int(0, 59)}s`),
      S.llm([['user', 'green']], 'Published 0.9.0 with x86_64 and aarch64 wheels.'),
    ]);
  },
},
{
  domain: 'wetland boardwalk construction', style: 'gemini', model: 'gemini-1.5-pro-002',
  isolates: 'Project agent → structures agent (pile spacing for the 40 m span) → soil agent (bearing capacity at borehole W3); each narrower, answers return, design fixed.',
  goal: 'Fix the pile spacing for the 40 m boardwalk span over the peat section of the wetland reserve.',
  build: (c, S) => {
    const l3 = S.agent('soil_agent', { prompt: 'Bearing capacity at borehole W3 at 4 m depth?' }, { answer: '35 kPa skin friction, firm clay at 5.2 m' }, [S.tool('borehole_log', { id: 'W3' }, { layers: [{ to_m: 3.8, soil: 'fibrous peat' }, { to_m: 5.2, soil: 'soft organic silt', skin_kpa: 12 }, { to_m: 9, soil: 'firm clay', skin_kpa: 35 }], logged: c.usDate() }), S.llm([['user', 'log']], 'Piles must reach the firm clay at 5.2 m; skin friction there 35 kPa.')]);
    const l2 = S.agent('structures_agent', { prompt: 'Pile spacing for a 40 m span, 1.8 m deck, 4 kPa crowd load.' }, { answer: '2.5 m bays, 17 pile pairs, 7 m piles' }, [
      S.llm([['user', 'spacing']], 'Need soil data at W3 for pile length and capacity.', [['ask_soil', {}]]), l3,
      S.llm([['user', 'firm clay 5.2 m']], 'Load per pile pair at 2.5 m bays: 4 kPa × 1.8 × 2.5 = 18 kN + dead 6 kN; 7 m pile with 1.8 m in clay gives ≈ 40 kN. 2.5 m bays, 17 pairs, 7 m piles.'),
    ]);
    return S.agent('', { prompt: 'Fix pile spacing for the 40 m span' }, { finish: 'STOP' }, [
      S.llm([['user', 'Fix pile spacing for the 40 m span']], 'Delegating structural check.', [['ask_structures', {}]]), l2,
      S.tool('update_drawing', { sheet: 'BW-S-201', bays_m: 2.5, pile_pairs: 17, pile_len_m: 7 }, { revision: 'C' + c.int(2, 6), saved: c.isoOff() }),
      S.llm([['user', 'saved']], 'Span fixed: 2.5 m bays, 17 pile pairs, 7 m piles into firm clay; drawing BW-S-201 updated.'),
    ]);
  },
},
];
