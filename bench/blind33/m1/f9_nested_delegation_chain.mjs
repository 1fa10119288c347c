// Family 9 (healthy): a chain of 3+ nested agents, each handing a narrower, different sub-task down; results flow back up; done.
export const family = 'nested_delegation_chain';
export const loop = false;
export const stagnation = false;

function sub(k, name, task, o, fn, answer) {
  const w = k.child(name, task, o);
  const spans = fn(w);
  spans.push(...w.t({ text: answer }));
  return w.root(spans, { output: answer, name: ['langgraph', 'smolagents', 'llamaindex', 'crewai'].includes(w.style) ? name : undefined });
}

export const scenarios = [
  {
    n: '01', domain: 'hydroelectric dam fish ladder monitoring', style: 'openai-agents',
    isolates: 'Compliance lead → fish-passage analyst → counter-data agent → video-review agent, each with a narrower task (annual report → September run → one day\'s anomalies → three clips), results returned up the chain.',
    goal: 'Prepare the September section of the fish passage compliance report for the Kettle Falls ladder, including salmon counts and any counter anomalies.',
    opts: { agent: 'ComplianceLead', workflow: 'fish-passage-report', toolNames: ['fish_passage_analyst'] },
    build(k) {
      const r = k.r;
      const vid = sub(k, 'VideoReviewAgent', 'Review clips C-0917-0412, C-0917-0415, C-0917-0433 and classify the fish', { model: 'gpt-4o' }, (w) => [
        ...w.t({ calls: [{ name: 'classify_clip', args: { clip_id: 'C-0917-0412' }, out: { species: 'Chinook', count: 2, direction: 'up', confidence: 0.91 } }, { name: 'classify_clip', args: { clip_id: 'C-0917-0415' }, out: { species: 'debris (branch)', count: 0, confidence: 0.97 } }, { name: 'classify_clip', args: { clip_id: 'C-0917-0433' }, out: { species: 'Sockeye', count: 3, direction: 'up', confidence: 0.88 } }] }),
      ], 'Clip 0412: 2 Chinook upstream; 0415: debris, not fish; 0433: 3 Sockeye upstream.');
      const cnt = sub(k, 'CounterDataAgent', 'Explain the resistivity-counter anomalies on 17 September', { model: 'gpt-4o-mini' }, (w) => [
        ...w.t({ calls: [{ name: 'counter_log', args: { date: '2025-09-17', channel: 'all' }, out: `2025-09-17 04:12:09 CH2 FLAG unclassified pulse (amp 0.82) clip=C-0917-0412\n2025-09-17 04:15:51 CH2 FLAG unclassified pulse (amp 1.40) clip=C-0917-0415\n2025-09-17 05:02:33 CH3 FLAG multi-pulse (3) clip=C-0917-0433\ncounter fw 4.2.0 host ${r.host('ladder-ctr')}` }] }),
        ...w.t({ calls: [{ name: 'transfer_to_VideoReviewAgent', args: { clips: ['C-0917-0412', 'C-0917-0415', 'C-0917-0433'] }, out: 'Clip 0412: 2 Chinook upstream; 0415: debris, not fish; 0433: 3 Sockeye upstream.', children: [vid] }] }),
      ], '17 Sept anomalies resolved by video: +2 Chinook, +3 Sockeye, 1 debris false pulse removed.');
      const an = sub(k, 'FishPassageAnalyst', 'Summarise September upstream passage by species and flag data issues', { model: 'gpt-4o' }, (w) => [
        ...w.t({ calls: [{ name: 'monthly_counts', args: { month: '2025-09', direction: 'up' }, out: { Chinook: 4182, Sockeye: 9310, Coho: 611, Steelhead: 240, flagged_days: ['2025-09-17'] } }] }),
        ...w.t({ calls: [{ name: 'transfer_to_CounterDataAgent', args: { date: '2025-09-17' }, out: '17 Sept anomalies resolved by video: +2 Chinook, +3 Sockeye, 1 debris false pulse removed.', children: [cnt] }] }),
      ], 'September upstream: Chinook 4,184, Sockeye 9,313, Coho 611, Steelhead 240 (17 Sept corrected by video review; one debris pulse excluded).');
      const ch = [
        ...k.t({ calls: [{ name: 'fish_passage_analyst', args: { input: 'Summarise September upstream passage by species and flag data issues' }, out: 'September upstream: Chinook 4,184, Sockeye 9,313, Coho 611, Steelhead 240 (17 Sept corrected by video review; one debris pulse excluded).', children: [an] }] }),
        ...k.t({ text: 'September section: 14,348 adult salmonids passed upstream (Sockeye 9,313, Chinook 4,184, Coho 611, Steelhead 240). Counter anomalies on 17 September were verified by video; one false pulse from debris was excluded. Counter uptime met the 98% permit requirement.' }),
      ];
      return k.root(ch, { output: 'September compliance section drafted (14,348 upstream salmonids).' });
    },
  },
  {
    n: '02', domain: 'bus shelter advertising panel maintenance', style: 'strands',
    isolates: 'Strands agents-as-tools chain: route planner → district agent → panel diagnostics agent → firmware log agent, narrowing from city-wide to one panel\'s logs and back up.',
    goal: 'Plan tomorrow\'s maintenance van routes for digital bus-shelter ad panels in the east district, prioritising panels that are dark.',
    opts: { agent: 'route_planner', model: 'us.anthropic.claude-sonnet-4-20250514-v1:0' },
    build(k) {
      const r = k.r;
      const fw = sub(k, 'firmware_log_agent', 'Read the firmware log of panel E-221 and say why it rebooted', {}, (w) => [
        ...w.t({ calls: [{ name: 'fetch_panel_log', args: { panel: 'E-221', lines: 40 }, out: `[${r.date('syslog')}] psu: 12V rail 10.9V (low)\n[${r.date('syslog')}] watchdog: brownout reset #14\n[${r.date('syslog')}] boot: sig-player 6.3.2 build ${r.hex(8)}` }] }),
      ], 'E-221 reboots from brownouts: 12 V rail at 10.9 V, 14 watchdog resets; the PSU needs replacing (not firmware).');
      const diag = sub(k, 'panel_diagnostics_agent', 'Diagnose the 3 dark panels E-204, E-221, E-239', {}, (w) => [
        ...w.t({ calls: [{ name: 'panel_status', args: { panels: ['E-204', 'E-221', 'E-239'] }, out: { 'E-204': { state: 'dark', last_seen: '26h', cause: 'no mains (council streetlight circuit)' }, 'E-221': { state: 'reboot_loop', uptime_s: 412 }, 'E-239': { state: 'dark', screen_temp_c: 71, cause: 'thermal shutdown, fan 0 rpm' } } }] }),
        ...w.t({ calls: [{ name: 'firmware_log_agent', args: { prompt: 'Read the firmware log of panel E-221 and say why it rebooted' }, out: 'E-221 reboots from brownouts: 12 V rail at 10.9 V, 14 watchdog resets; the PSU needs replacing (not firmware).', children: [fw] }] }),
      ], 'E-204 has no mains (council circuit fault, raise with streetlighting); E-221 needs a PSU; E-239 needs a fan replacement.');
      const dist = sub(k, 'east_district_agent', 'List east-district panels needing a visit and what each needs', {}, (w) => [
        ...w.t({ calls: [{ name: 'district_alerts', args: { district: 'east' }, out: { dark: ['E-204', 'E-221', 'E-239'], cleaning_due: ['E-210', 'E-233'], glass_damage: ['E-217'] } }] }),
        ...w.t({ calls: [{ name: 'panel_diagnostics_agent', args: { prompt: 'Diagnose the 3 dark panels E-204, E-221, E-239' }, out: 'E-204 has no mains (council circuit fault, raise with streetlighting); E-221 needs a PSU; E-239 needs a fan replacement.', children: [diag] }] }),
      ], 'Visits: E-221 (PSU), E-239 (fan), E-217 (glass), E-210 and E-233 (cleaning). E-204 is a council power fault, no van needed.');
      const ch = [
        ...k.t({ calls: [{ name: 'east_district_agent', args: { prompt: 'List east-district panels needing a visit and what each needs' }, out: 'Visits: E-221 (PSU), E-239 (fan), E-217 (glass), E-210 and E-233 (cleaning). E-204 is a council power fault, no van needed.', children: [dist] }] }),
        ...k.t({ text: 'Van 1 (electrical): E-221 PSU swap then E-239 fan, carrying PSU-12V-150W and fan kit. Van 2 (glazing/cleaning): E-217 glass, then E-210 and E-233 cleaning. Ticket raised with council streetlighting for E-204\'s circuit.' }),
      ];
      return k.root(ch, { output: 'Two van routes planned; council ticket for E-204.' });
    },
  },
  {
    n: '03', domain: 'salt cavern gas storage', style: 'google-adk',
    isolates: 'ADK agent tree: storage manager → cavern integrity agent → pressure-test agent → well-log agent, each with a smaller scope, answers combined into an injection decision.',
    goal: 'Can we raise injection into cavern SC-4 to 1.2 million m³/day for the next two weeks? Check cavern integrity first.',
    opts: { agent: 'storage_manager', model: 'gemini-2.5-pro', system: 'You run gas injection planning for a salt cavern storage site.' },
    build(k) {
      const r = k.r;
      const wl = sub(k, 'well_log_agent', 'Interpret the last casing log for well SC-4 between 620 and 700 m', { model: 'gemini-2.5-flash' }, (w) => [
        ...w.t({ calls: [{ name: 'get_log', args: { well: 'SC-4', type: 'multi-finger caliper', top_m: 620, bottom_m: 700 }, out: { run_date: '2025-03-02', max_metal_loss_pct: 11, at_m: 654.5, ovality_pct: 1.8, limit_metal_loss_pct: 20 } }] }),
      ], 'Last casing shoe log: max 11% metal loss at 654.5 m, ovality 1.8%, within the 20% limit.');
      const pt = sub(k, 'pressure_test_agent', 'Review the latest mechanical integrity test for SC-4', { model: 'gemini-2.5-flash' }, (w) => [
        ...w.t({ calls: [{ name: 'get_mit_result', args: { cavern: 'SC-4' }, out: { test: 'nitrogen-brine interface', date: '2025-04-14', leak_rate_m3_day: 0.12, acceptance_m3_day: 0.5, max_test_pressure_bar: 182 } }] }),
        ...w.t({ calls: [{ name: 'well_log_agent', args: { request: 'Interpret the last casing log for well SC-4 between 620 and 700 m' }, out: 'Last casing shoe log: max 11% metal loss at 654.5 m, ovality 1.8%, within the 20% limit.', children: [wl] }] }),
      ], 'MIT April 2025: leak rate 0.12 m³/day vs 0.5 acceptance at 182 bar; casing shoe sound (11% max loss). Integrity OK up to 182 bar.');
      const ci = sub(k, 'cavern_integrity_agent', 'Is SC-4 fit for higher injection pressure over two weeks?', { model: 'gemini-2.5-pro' }, (w) => [
        ...w.t({ calls: [{ name: 'get_cavern_state', args: { cavern: 'SC-4' }, out: { wellhead_pressure_bar: 141, max_operating_bar: 175, volume_m3: 610000, gas_in_place_mm3: 58.4, convergence_rate_pct_yr: 0.6 } }] }),
        ...w.t({ calls: [{ name: 'pressure_test_agent', args: { request: 'Review the latest mechanical integrity test for SC-4' }, out: 'MIT April 2025: leak rate 0.12 m³/day vs 0.5 acceptance at 182 bar; casing shoe sound (11% max loss). Integrity OK up to 182 bar.', children: [pt] }] }),
      ], 'SC-4 is at 141 bar of 175 bar max operating pressure; integrity verified to 182 bar. Pressure headroom 34 bar.');
      const ch = [
        ...k.t({ calls: [{ name: 'cavern_integrity_agent', args: { request: 'Is SC-4 fit for higher injection pressure over two weeks?' }, out: 'SC-4 is at 141 bar of 175 bar max operating pressure; integrity verified to 182 bar. Pressure headroom 34 bar.', children: [ci] }] }),
        ...k.t({ calls: [{ name: 'simulate_injection', args: { cavern: 'SC-4', rate_m3_day: 1200000, days: 14 }, out: { end_pressure_bar: 168.7, max_rate_of_rise_bar_day: 2.1, limit_bar_day: 3.0, run: r.uuid() } }] }),
        ...k.t({ text: 'Yes: at 1.2 million m³/day for 14 days SC-4 ends at 168.7 bar, below the 175 bar operating limit, with pressure rise 2.1 bar/day (limit 3.0). Integrity is verified (MIT leak 0.12 m³/day, casing 11% max loss).' }),
      ];
      return k.root(ch, { output: 'Approve 1.2 Mm³/day for 14 days; end pressure 168.7 bar.' });
    },
  },
  {
    n: '04', domain: 'coral reef restoration nursery', style: 'langgraph',
    isolates: 'LangGraph subgraphs nested three deep: outplanting planner → nursery manager → tree inspector → bleaching analyst, each narrowing the question, results bubbling back.',
    goal: 'Decide which coral fragments from the Tavarua mid-water nursery are ready to outplant to the reef site next week.',
    opts: { agent: 'outplanting_planner', model: 'gpt-4o', system: 'You plan coral outplanting from nurseries.' },
    build(k) {
      const bl = sub(k, 'bleaching_analyst', 'Score the photos of trees T3 and T7 for bleaching', { model: 'gpt-4o' }, (w) => [
        ...w.t({ calls: [{ name: 'score_photos', args: { trees: ['T3', 'T7'], date: '2025-02-20' }, out: { T3: { fragments: 48, pale: 2, bleached: 0 }, T7: { fragments: 52, pale: 11, bleached: 4, note: 'top tier, shallowest' } } }] }),
      ], 'T3: 2 of 48 pale, none bleached. T7: 11 pale and 4 bleached of 52, concentrated on the top tier.');
      const ti = sub(k, 'tree_inspector', 'Inspect growth and health of Acropora on trees T3 and T7', { model: 'gpt-4o-mini' }, (w) => [
        ...w.t({ calls: [{ name: 'read_growth_sheet', args: { trees: ['T3', 'T7'] }, out: { T3: { species: 'Acropora cytherea', median_tle_cm: 31, months: 9 }, T7: { species: 'Acropora hyacinthus', median_tle_cm: 27, months: 9 } } }] }),
        ...w.t({ calls: [{ name: 'bleaching_analyst', args: { task: 'Score the photos of trees T3 and T7 for bleaching' }, out: 'T3: 2 of 48 pale, none bleached. T7: 11 pale and 4 bleached of 52, concentrated on the top tier.', children: [bl] }] }),
      ], 'T3 (A. cytherea, 31 cm TLE, healthy) ready; T7 (A. hyacinthus, 27 cm) ready except 15 pale/bleached top-tier fragments.');
      const nm = sub(k, 'nursery_manager', 'Which nursery trees have fragments at outplant size (>25 cm TLE)?', { model: 'gpt-4o' }, (w) => [
        ...w.t({ calls: [{ name: 'nursery_inventory', args: { nursery: 'Tavarua-MW', min_tle_cm: 25 }, out: { trees_at_size: ['T3', 'T7'], others: { T1: 18, T2: 21, T4: 16, T5: 22, T6: 19 } } }] }),
        ...w.t({ calls: [{ name: 'tree_inspector', args: { task: 'Inspect growth and health of Acropora on trees T3 and T7' }, out: 'T3 (A. cytherea, 31 cm TLE, healthy) ready; T7 (A. hyacinthus, 27 cm) ready except 15 pale/bleached top-tier fragments.', children: [ti] }] }),
      ], 'Ready: all 48 fragments of T3 and 37 of 52 from T7 (exclude 15 pale/bleached). Other trees below 25 cm.');
      const ch = [
        ...k.t({ calls: [{ name: 'nursery_manager', args: { task: 'Which nursery trees have fragments at outplant size (>25 cm TLE)?' }, out: 'Ready: all 48 fragments of T3 and 37 of 52 from T7 (exclude 15 pale/bleached). Other trees below 25 cm.', children: [nm] }] }),
        ...k.t({ text: 'Outplant 85 fragments next week: 48 A. cytherea from T3 and 37 A. hyacinthus from T7. Leave T7\'s 15 pale/bleached top-tier fragments in the nursery and lower that tier by 2 m. Dive team needs ~6 tanks for 85 attachments at the Cloudbreak back-reef site.' }),
      ];
      return k.root(ch, { output: { messages: [{ type: 'ai', content: 'Outplant 85 fragments (48 from T3, 37 from T7).' }] } });
    },
  },
  {
    n: '05', domain: 'foley sound studio', style: 'autogen',
    isolates: 'Nested AutoGen teams: post supervisor → foley lead → cue-sheet agent → sound-library agent; each level narrows (reel → scene → cue list → specific recordings) and hands results back.',
    goal: 'For reel 3 of the feature "Saltmarsh", list which foley cues still need recording and which can be covered from our library.',
    opts: { agent: 'post_supervisor', model: 'gpt-4o', system: 'You supervise sound post-production.' },
    build(k) {
      const lib = sub(k, 'library_agent', 'Search the foley library for wet mud footsteps, rope creak and heron wing flaps', { model: 'gpt-4o-mini' }, (w) => [
        ...w.t({ calls: [{ name: 'search_library', args: { terms: ['mud footsteps wellies', 'rope creak', 'heron wings'] }, out: { 'mud footsteps wellies': ['FX-MUD-0113 (48kHz, 2m12s)', 'FX-MUD-0140'], 'rope creak': ['FX-ROPE-0021'], 'heron wings': [] } }] }),
      ], 'Library has mud footsteps (FX-MUD-0113, 0140) and rope creak (FX-ROPE-0021); no heron wing flaps.');
      const cue = sub(k, 'cue_sheet_agent', 'List the foley cues for scene 31 and check which exist in the library', { model: 'gpt-4o-mini' }, (w) => [
        ...w.t({ calls: [{ name: 'read_cue_sheet', args: { reel: 3, scene: 31 }, out: [{ cue: 'F3-31-01', desc: 'Nell wet mud footsteps, wellies', tc: '03:12:04:10' }, { cue: 'F3-31-02', desc: 'boat mooring rope creak', tc: '03:12:40:02' }, { cue: 'F3-31-03', desc: 'heron take-off wing flaps', tc: '03:13:05:18' }, { cue: 'F3-31-04', desc: 'Nell coat cloth movement', tc: '03:12:04:10' }] }] }),
        ...w.t({ calls: [{ name: 'library_agent', args: { task: 'Search the foley library for wet mud footsteps, rope creak and heron wing flaps' }, out: 'Library has mud footsteps (FX-MUD-0113, 0140) and rope creak (FX-ROPE-0021); no heron wing flaps.', children: [lib] }] }),
      ], 'Scene 31: F3-31-01 and F3-31-02 from library; F3-31-03 heron wings and F3-31-04 cloth must be recorded (cloth is always performed to picture).');
      const lead = sub(k, 'foley_lead', 'Which reel 3 scenes still have unrecorded foley, and what is missing?', { model: 'gpt-4o' }, (w) => [
        ...w.t({ calls: [{ name: 'reel_status', args: { reel: 3 }, out: { scenes_done: [28, 29, 30, 32], scenes_open: [31] } }] }),
        ...w.t({ calls: [{ name: 'cue_sheet_agent', args: { task: 'List the foley cues for scene 31 and check which exist in the library' }, out: 'Scene 31: F3-31-01 and F3-31-02 from library; F3-31-03 heron wings and F3-31-04 cloth must be recorded (cloth is always performed to picture).', children: [cue] }] }),
      ], 'Only scene 31 is open on reel 3: record heron wings (F3-31-03) and Nell\'s cloth pass (F3-31-04); pull FX-MUD-0113 and FX-ROPE-0021 for the other two.');
      const ch = [
        ...k.t({ calls: [{ name: 'ask_foley_lead', args: { task: 'Which reel 3 scenes still have unrecorded foley, and what is missing?' }, out: 'Only scene 31 is open on reel 3: record heron wings (F3-31-03) and Nell\'s cloth pass (F3-31-04); pull FX-MUD-0113 and FX-ROPE-0021 for the other two.', children: [lead] }] }),
        ...k.t({ text: 'Reel 3 status: scenes 28-30 and 32 done. Scene 31 needs a half-day foley session for heron take-off (feather-duster and umbrella technique) and Nell\'s coat cloth pass; mud footsteps and rope creak come from library takes FX-MUD-0113 and FX-ROPE-0021. TERMINATE' }),
      ];
      return k.root(ch, { output: 'Reel 3: 2 cues to record, 2 from library.' });
    },
  },
  {
    n: '06', domain: 'Postgres logical replication slot bloat', style: 'smolagents',
    isolates: 'smolagents managed agents nested three deep: DBA manager → replication agent → slot inspector → WAL-size agent, narrowing from disk alert to one slot\'s retained WAL, then the fix is applied.',
    goal: 'Disk on the primary Postgres (pg-main-1) is at 91%. Find out why and free space safely.',
    opts: { agent: 'dba_manager', model: 'Qwen/Qwen2.5-72B-Instruct' },
    build(k) {
      const r = k.r;
      const wal = sub(k, 'wal_size_agent', 'How much WAL does slot analytics_cdc retain, and since when?', { model: 'Qwen/Qwen2.5-Coder-32B-Instruct' }, (w) => [
        ...w.t({ think: 'Compute retained WAL from restart_lsn.', code: 'print(sql("SELECT pg_size_pretty(pg_wal_lsn_diff(pg_current_wal_lsn(), restart_lsn)), restart_lsn FROM pg_replication_slots WHERE slot_name=\'analytics_cdc\'"))', calls: [{ name: 'sql', args: { query: "SELECT pg_size_pretty(pg_wal_lsn_diff(pg_current_wal_lsn(), restart_lsn)), restart_lsn FROM pg_replication_slots WHERE slot_name='analytics_cdc'" }, out: 'Execution logs:\n[(\'412 GB\', \'3A/91C2F0D8\')]\n' }] }),
      ], 'analytics_cdc retains 412 GB of WAL from LSN 3A/91C2F0D8 (about 9 days).');
      const slot = sub(k, 'slot_inspector', 'Inspect replication slots on pg-main-1 and find inactive ones', { model: 'Qwen/Qwen2.5-72B-Instruct' }, (w) => [
        ...w.t({ think: 'List slots with their active flag.', code: 'print(sql("SELECT slot_name, plugin, active, active_pid FROM pg_replication_slots"))', calls: [{ name: 'sql', args: { query: 'SELECT slot_name, plugin, active, active_pid FROM pg_replication_slots' }, out: 'Execution logs:\n[(\'standby_1\', None, True, 20311), (\'analytics_cdc\', \'pgoutput\', False, None), (\'search_sync\', \'pgoutput\', True, 20944)]\n' }] }),
        ...w.t({ think: 'analytics_cdc is inactive; ask the WAL agent how much it holds.', code: 'print(wal_size_agent(task="How much WAL does slot analytics_cdc retain, and since when?"))', calls: [{ name: 'wal_size_agent', args: { task: 'How much WAL does slot analytics_cdc retain, and since when?' }, out: 'analytics_cdc retains 412 GB of WAL from LSN 3A/91C2F0D8 (about 9 days).', children: [wal] }] }),
      ], 'Inactive slot analytics_cdc (pgoutput) holds 412 GB of WAL for ~9 days; other slots active.');
      const rep = sub(k, 'replication_agent', 'Is replication causing WAL to pile up on pg-main-1?', { model: 'Qwen/Qwen2.5-72B-Instruct' }, (w) => [
        ...w.t({ think: 'Check pg_wal size versus data size first.', code: 'print(shell("du -sh /var/lib/postgresql/16/main/pg_wal /var/lib/postgresql/16/main/base"))', calls: [{ name: 'shell', args: { cmd: 'du -sh /var/lib/postgresql/16/main/pg_wal /var/lib/postgresql/16/main/base' }, out: 'Execution logs:\n419G\t/var/lib/postgresql/16/main/pg_wal\n233G\t/var/lib/postgresql/16/main/base\n' }] }),
        ...w.t({ think: 'pg_wal is larger than the data; inspect slots.', code: 'print(slot_inspector(task="Inspect replication slots on pg-main-1 and find inactive ones"))', calls: [{ name: 'slot_inspector', args: { task: 'Inspect replication slots on pg-main-1 and find inactive ones' }, out: 'Inactive slot analytics_cdc (pgoutput) holds 412 GB of WAL for ~9 days; other slots active.', children: [slot] }] }),
      ], 'Yes: pg_wal is 419 GB (data 233 GB) because inactive slot analytics_cdc retains 412 GB.');
      const ch = [
        ...k.t({ think: 'Delegate the WAL/replication question.', code: 'print(replication_agent(task="Is replication causing WAL to pile up on pg-main-1?"))', calls: [{ name: 'replication_agent', args: { task: 'Is replication causing WAL to pile up on pg-main-1?' }, out: 'Yes: pg_wal is 419 GB (data 233 GB) because inactive slot analytics_cdc retains 412 GB.', children: [rep] }] }),
        ...k.t({ think: 'The analytics team confirmed in the ticket that the CDC consumer was decommissioned, so the slot can be dropped.', code: 'print(sql("SELECT pg_drop_replication_slot(\'analytics_cdc\')"))\nprint(shell("sleep 60; df -h /var/lib/postgresql"))', calls: [{ name: 'sql', args: { query: "SELECT pg_drop_replication_slot('analytics_cdc')" }, out: 'Execution logs:\n[(\'\',)]\n' }, { name: 'shell', args: { cmd: 'sleep 60; df -h /var/lib/postgresql' }, out: `Execution logs:\nFilesystem      Size  Used Avail Use% Mounted on\n/dev/nvme1n1    720G  243G  477G  34% /var/lib/postgresql\n` }] }),
        ...k.t({ think: 'Space recovered after checkpoint.', text: 'Dropped the inactive logical slot analytics_cdc (consumer decommissioned), which was retaining 412 GB of WAL; after the next checkpoint disk usage fell from 91% to 34%.' }),
      ];
      return k.root(ch, { output: 'Dropped stale slot analytics_cdc; disk 91% → 34%.' });
    },
  },
];
